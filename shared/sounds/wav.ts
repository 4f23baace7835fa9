/**
 * 16-bit PCM WAV, the pack's file format: written byte for byte the same from the same samples
 * (so a pack file's content hash depends on its recipe alone), and read back for analysis.
 */

/** A WAV file of planar channels (−1..1, clipped there), 16-bit little-endian, interleaved. */
export function encodeWav(channels: readonly Float32Array[], sampleRate: number): Buffer {
  const count = channels.length;
  if (count < 1 || count > 2) throw new RangeError(`a pack file has 1 or 2 channels, not ${count}`);
  const frames = channels[0]!.length;
  if (channels.some((c) => c.length !== frames)) throw new RangeError('channels differ in length');
  const dataBytes = frames * count * 2;
  const out = Buffer.alloc(44 + dataBytes);
  out.write('RIFF', 0, 'ascii');
  out.writeUInt32LE(36 + dataBytes, 4);
  out.write('WAVE', 8, 'ascii');
  out.write('fmt ', 12, 'ascii');
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20);
  out.writeUInt16LE(count, 22);
  out.writeUInt32LE(sampleRate, 24);
  out.writeUInt32LE(sampleRate * count * 2, 28);
  out.writeUInt16LE(count * 2, 32);
  out.writeUInt16LE(16, 34);
  out.write('data', 36, 'ascii');
  out.writeUInt32LE(dataBytes, 40);
  // WAV is little-endian; so is every machine Node runs on in practice, and the Int16Array view relies on it.
  const pcm = new Int16Array(out.buffer, out.byteOffset + 44, frames * count);
  for (let c = 0; c < count; c++) {
    const channel = channels[c]!;
    for (let i = 0, j = c; i < frames; i++, j += count) {
      const v = channel[i]!;
      pcm[j] = Math.round((v > 1 ? 1 : v < -1 ? -1 : v) * 32767);
    }
  }
  return out;
}

/** Planar channels and rate of a 16-bit PCM WAV file; other encodings are refused. */
export function decodeWav(bytes: Buffer): { sampleRate: number; channels: Float32Array[] } {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('not a WAV file');
  let at = 12;
  let format: { channels: number; sampleRate: number; bits: number; tag: number } | null = null;
  while (at + 8 <= bytes.length) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      format = { tag: bytes.readUInt16LE(body), channels: bytes.readUInt16LE(body + 2), sampleRate: bytes.readUInt32LE(body + 4), bits: bytes.readUInt16LE(body + 14) };
    } else if (id === 'data') {
      if (!format || format.tag !== 1 || format.bits !== 16) throw new Error('only 16-bit PCM WAV files are read');
      const frames = Math.floor(Math.min(size, bytes.length - body) / (2 * format.channels));
      // Copied so the Int16Array view starts on an even offset whatever the buffer's.
      const pcm = new Int16Array(bytes.buffer.slice(bytes.byteOffset + body, bytes.byteOffset + body + frames * format.channels * 2));
      const channels = Array.from({ length: format.channels }, () => new Float32Array(frames));
      channels.forEach((channel, c) => {
        for (let i = 0, j = c; i < frames; i++, j += format!.channels) channel[i] = pcm[j]! / 32767;
      });
      return { sampleRate: format.sampleRate, channels };
    }
    at = body + size + (size & 1);
  }
  throw new Error('the WAV file has no data chunk');
}
