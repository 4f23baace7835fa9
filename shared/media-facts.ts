/** What a media item is, as a render node's probe found it and the control plane records it. */
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
}
