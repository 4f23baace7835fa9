/** What a media item is, as a render node's probe found it and the control plane records it. */
export type MediaKind = 'video' | 'image' | 'audio';

export interface MediaFacts {
  kind: MediaKind;
  mimeType: string;
  durationSec: number | null;
  width: number | null;
  height: number | null;
  hasAudio: boolean;
}
