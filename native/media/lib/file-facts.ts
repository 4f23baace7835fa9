/**
 * What libavformat reads in a media file, as the addon returns it. Apart from inspect.ts so the addon's
 * loader can name the type without importing the module that calls the addon.
 */
export interface MediaStreamFacts {
  /** libavutil's media type name: `video`, `audio`, `subtitle`, `data`, `attachment` or `unknown`. */
  type: string;
  /** The codec's name as ffprobe gives it (`h264`, `aac`…). */
  codec: string;
  /** Video only; null when unknown. */
  pixelFormat: string | null;
  width: number;
  height: number;
  /** Seconds, as the container states it; null when it does not. */
  duration: number | null;
  /** Packets read for this stream, with `countPackets`; null otherwise. */
  packets: number | null;
  /** A cover picture rather than video. */
  attachedPicture: boolean;
}

export interface MediaFileFacts {
  /** The demuxer's name as ffprobe gives it (`mov,mp4,m4a,3gp,3g2,mj2`…). */
  format: string;
  /** Seconds; null when unknown. */
  duration: number | null;
  streams: MediaStreamFacts[];
}
