/** Frames of a picture or video as tightly packed RGBA, read through the ffmpeg CLI, for the matting tests and their fixtures. */
import { execFileSync } from 'node:child_process';

/**
 * The first `count` frames of ffmpeg input `input` (its arguments: `['-i', path]`, or a lavfi
 * source), through `filter` then scaled to `width` x `height`: width*height*4 bytes each. A
 * still picture, or a video with fewer frames, has its last frame repeated.
 */
export function rgbaFrames(input: string[], count: number, width: number, height: number, filter = ''): Uint8Array[] {
  const vf = `${filter}${filter ? ',' : ''}scale=${width}:${height}`;
  const size = width * height * 4;
  const out = execFileSync('ffmpeg', ['-v', 'error', '-nostdin', ...input, '-frames:v', String(count), '-vf', vf, '-f', 'rawvideo', '-pix_fmt', 'rgba', '-'], {
    maxBuffer: size * count + 1024,
  });
  const decoded = Math.floor(out.byteLength / size);
  if (decoded === 0) throw new Error(`ffmpeg gave no ${width}x${height} frame of ${input.join(' ')}`);
  const pictures = Array.from({ length: decoded }, (_, i) => new Uint8Array(out.buffer, out.byteOffset + i * size, size));
  return Array.from({ length: count }, (_, i) => pictures[Math.min(i, decoded - 1)]!);
}
