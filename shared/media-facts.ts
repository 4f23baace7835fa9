/** What a media item is, as a render node's probe found it (and its analysis measured) and the control plane records it. */
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
  /** Where a video's or sound's moments are (clip suggestions read them); null for pictures. */
  signals?: MomentSignals | null;
}

/** Measured by the probe from the media's own samples and frames, never guessed. */
export interface MomentSignals {
  /** Seconds each loudness value covers. */
  stepSec: number;
  /** The sound's RMS level of each step in dBFS (silence reads -120); empty without sound. */
  loudnessDb: number[];
  /** Seconds where the picture cuts to another shot (ffmpeg's scene score over 0.3); empty without picture. */
  shotChanges: number[];
}
