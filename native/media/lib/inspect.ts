/** What libavformat reads in a media file (container, duration, streams), in process: ffprobe's facts without starting ffprobe. */
import { nativeCall } from './errors.ts';
import { addon } from './loading.ts';
import { optionalBool, requirePath } from './validators.ts';

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

/**
 * The facts of a media file. With `countPackets` every packet is read (not decoded) and counted
 * per stream, as ffprobe's `-count_packets`. A file libavformat cannot read fails with
 * ERR_DECODER_OPEN, a damaged one while counting with ERR_DECODE.
 */
export async function inspectMediaFile(path: string, options: { countPackets?: boolean } = {}): Promise<MediaFileFacts> {
  const file = requirePath(path, 'path');
  const countPackets = optionalBool(options?.countPackets, 'options.countPackets', false);
  return nativeCall(() => addon().inspect(file, countPackets));
}
