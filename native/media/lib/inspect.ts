/** What libavformat reads in a media file (container, duration, streams), in process: ffprobe's facts without starting ffprobe. */
import { nativeCall } from './errors.ts';
import { addon } from './loading.ts';
import { optionalBool, requirePath } from './validators.ts';

export type { MediaFileFacts, MediaStreamFacts, PacketTimes } from './file-facts.ts';
import type { MediaFileFacts } from './file-facts.ts';

/**
 * The facts of a media file. With `countPackets` every packet is read (not decoded) and counted
 * per stream, as ffprobe's `-count_packets`; with `packetTimes` (which counts too) each packet's
 * pts, duration and key flag are kept as well, as ffprobe's `-show_packets`, in the same single
 * read. A file libavformat cannot read fails with ERR_DECODER_OPEN, a damaged one while counting
 * with ERR_DECODE.
 */
export async function inspectMediaFile(path: string, options: { countPackets?: boolean; packetTimes?: boolean } = {}): Promise<MediaFileFacts> {
  const file = requirePath(path, 'path');
  const countPackets = optionalBool(options?.countPackets, 'options.countPackets', false);
  const packetTimes = optionalBool(options?.packetTimes, 'options.packetTimes', false);
  return nativeCall(() => addon().inspect(file, countPackets, packetTimes));
}
