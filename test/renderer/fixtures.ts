/** Media made on the fly for renderer tests (small, generated with ffmpeg and Skia, never fetched). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';

export interface Fixtures { dir: string; indexed: string; h264: string; image: string; cleanup(): void }

/** Value of channel c (0 r, 1 g, 2 b) of every pixel of frame n in `indexed`. */
export function indexedColor(n: number): [number, number, number] {
  return [(n * 37) % 256, (n * 91) % 256, (n * 13 + 40) % 256];
}

export function makeFixtures(): Fixtures {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-renderer-'));
  const ff = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', '-nostdin', ...args]);
  const indexed = join(dir, 'indexed.mkv');
  // Lossless RGB: frame n is filled with indexedColor(n), so a decoded frame names its own index.
  ff(['-f', 'lavfi', '-i', "color=c=black:s=32x32:r=30:d=3,format=gbrp,geq=r='mod(N*37,256)':g='mod(N*91,256)':b='mod(N*13+40,256)'", '-c:v', 'ffv1', '-g', '10', indexed]);
  const h264 = join(dir, 'motion.mp4');
  ff(['-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=30:d=3', '-c:v', 'libx264', '-preset', 'veryfast', '-g', '15', '-pix_fmt', 'yuv420p', h264]);
  const image = join(dir, 'still.png');
  const c = createCanvas(200, 120);
  const ctx = c.getContext('2d');
  const g = ctx.createLinearGradient(0, 0, 200, 120);
  g.addColorStop(0, '#ff7a2f');
  g.addColorStop(1, '#2b1d6e');
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, 200, 120);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(80, 40, 40, 40);
  writeFileSync(image, c.encodeSync('png'));
  return { dir, indexed, h264, image, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A brand kit that every part of a frame reads: colours, both fonts, the caption profile, a watermark (still.png). */
export const testBrandKit = {
  colors: { primary: '#5b5bf6', secondary: '#12b5cb', accent: '#ffb020', background: '#0c1022', text: '#ffffff' },
  headingFont: { fontFamily: 'Montserrat', fontWeight: 800 }, bodyFont: { fontFamily: 'Inter', fontWeight: 500 },
  captionProfile: { fontFamily: 'Poppins', fontSize: 60, plate: 'glass', entrance: 'stagger-up' },
  watermark: { src: 'still.png', opacity: 0.5, placement: 'br' },
};
