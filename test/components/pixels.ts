/** Measures of drawn pictures shared by the component tests. */
import { readFileSync } from 'node:fs';
import { createCanvas, Image, type Canvas } from '@napi-rs/canvas';

export function pixels(c: Canvas): Uint8ClampedArray {
  return c.getContext('2d').getImageData(0, 0, c.width, c.height).data;
}

/** Luminance spread and coverage of a frame drawn on transparency, as seen over mid grey. */
export function contentOf(c: Canvas): { coverage: number; spread: number } {
  const d = pixels(c);
  let covered = 0, sum = 0, sum2 = 0;
  const n = d.length / 4;
  for (let i = 0; i < d.length; i += 4) {
    const a = d[i + 3]! / 255;
    if (a > 0.06) covered++;
    const lum = 0.2126 * d[i]! + 0.7152 * d[i + 1]! + 0.0722 * d[i + 2]!;
    const seen = a * lum + (1 - a) * 128;
    sum += seen;
    sum2 += seen * seen;
  }
  const mean = sum / n;
  return { coverage: covered / n, spread: Math.sqrt(Math.max(0, sum2 / n - mean * mean)) };
}

/** A PNG file decoded onto a canvas. */
export function loadPng(path: string): Canvas {
  const img = new Image();
  img.src = readFileSync(path);
  const c = createCanvas(img.width, img.height);
  c.getContext('2d').drawImage(img, 0, 0);
  return c;
}
