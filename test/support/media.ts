/** Small media files tests upload, made in memory, and waiting for what follows an upload. */
import type { StoredMedia } from '../../control-plane/features/media/media.ts';
import type { Services } from '../../control-plane/services.ts';
import { until } from './wait.ts';

/** One second of silence as a 16-bit mono WAV at 8 kHz. */
export function wavSecond(): Buffer {
  const data = 8000 * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0); header.writeUInt32LE(36 + data, 4); header.write('WAVEfmt ', 8);
  header.writeUInt32LE(16, 16); header.writeUInt16LE(1, 20); header.writeUInt16LE(1, 22); header.writeUInt32LE(8000, 24);
  header.writeUInt32LE(16000, 28); header.writeUInt16LE(2, 32); header.writeUInt16LE(16, 34); header.write('data', 36); header.writeUInt32LE(data, 40);
  return Buffer.concat([header, Buffer.alloc(data)]);
}

/** The item once its analysis (sound, moment signals) is in: it follows readiness, on the media queue. */
export async function analysedMedia(services: Services, orgId: string, mediaId: string, timeoutMs = 60_000): Promise<StoredMedia> {
  return until(`media ${mediaId} to be analysed`, timeoutMs, async () => {
    const item = await services.media.get(orgId, mediaId);
    return item.analysis !== 'pending' && item;
  }, 50);
}
