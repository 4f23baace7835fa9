/** Comparing and probing still images: PSNR of 8-bit pixels, decoding PNG/JPEG to RGBA, ffprobe of an image file. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { createCanvas, Image } from '@napi-rs/canvas';

const run = promisify(execFile);

/** Peak signal-to-noise ratio in dB between two 8-bit images; Infinity when identical. */
export function psnr(a: Uint8Array, b: Uint8Array): number {
  if (a.length !== b.length) throw new RangeError('psnr: sizes differ');
  let se = 0;
  for (let i = 0; i < a.length; i++) {
    const d = a[i]! - b[i]!;
    se += d * d;
  }
  if (se === 0) return Infinity;
  return 10 * Math.log10((255 * 255 * a.length) / se);
}

/** An encoded image's pixels as RGBA bytes, with its size. */
export function decodeRgba(encoded: Buffer): { width: number; height: number; rgba: Uint8Array } {
  const image = new Image();
  image.src = encoded;
  const canvas = createCanvas(image.width, image.height);
  const ctx = canvas.getContext('2d');
  ctx.drawImage(image, 0, 0);
  const data = ctx.getImageData(0, 0, image.width, image.height).data;
  return { width: image.width, height: image.height, rgba: new Uint8Array(data.buffer, data.byteOffset, data.byteLength) };
}

/** What ffprobe reads in an image file: its codec and size. */
export async function probeImage(path: string): Promise<{ codec: string; width: number; height: number }> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-show_streams', '-of', 'json', path]);
  const [stream] = (JSON.parse(stdout) as { streams: { codec_name: string; width: number; height: number }[] }).streams;
  if (!stream) throw new Error(`ffprobe found no picture in ${path}`);
  return { codec: stream.codec_name, width: stream.width, height: stream.height };
}
