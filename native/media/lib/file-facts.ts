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
  /** Every packet's timing, with `packetTimes`; null otherwise. */
  packetTimes: PacketTimes | null;
}

/** A stream's packets as read (file order, not presentation order), in its time base. */
export interface PacketTimes {
  timeBase: { num: number; den: number };
  /** Where the stream starts (an MP4's edit list applied: AAC priming before it is not played); null when unknown. */
  startTime: number | null;
  /** Audio only, else 0. */
  sampleRate: number;
  /** Samples each audio packet decodes to (1024 for AAC-LC); 0 for video or when the codec does not say. */
  frameSize: number;
  /** Presentation timestamps; NaN for a packet without one. */
  pts: Float64Array;
  durations: Float64Array;
  /** 1 for a key frame (in an MP4, a sync sample: an IDR picture for H.264). */
  keys: Uint8Array;
}

export interface MediaFileFacts {
  /** The demuxer's name as ffprobe gives it (`mov,mp4,m4a,3gp,3g2,mj2`…). */
  format: string;
  /** Seconds; null when unknown. */
  duration: number | null;
  streams: MediaStreamFacts[];
}
