/** What a media item is, as a render node's probe found it and the control plane records it. */
import type { AudioAnalysis } from './sounds/analysis.ts';

export const mediaKinds = ['video', 'image', 'audio'] as const;
export type MediaKind = (typeof mediaKinds)[number];

export function isMediaKind(value: string): value is MediaKind {
  return (mediaKinds as readonly string[]).includes(value);
}

export interface MediaFacts {
  kind: MediaKind;
  mimeType: string;
  durationSec: number | null;
  width: number | null;
  height: number | null;
  hasAudio: boolean;
  /** What an audio item's sound measures (shared/sounds/analysis.ts); null for pictures and video. */
  audio?: AudioAnalysis | null;
}
