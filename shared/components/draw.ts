/**
 * Drawing helpers shared by the built-in components: motion curves, a seeded random generator
 * and smooth value noise (deterministic per frame), admitted-font selection, text wrapping and
 * fitting, shapes, off-screen scratch canvases.
 */
import type { Canvas, SKRSContext2D } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { bundledFonts, cssFont, type FontStyle } from '../fonts/index.ts';
import { luminance } from '../composition/color.ts';
import type { Drawable } from './sdk.ts';
import { FontUnavailableError } from '../failures.ts';

export const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
export const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
/** Progress of `p` inside [a, b], clamped to [0, 1]. */
export const seg = (p: number, a: number, b: number) => (b <= a ? (p >= b ? 1 : 0) : clamp((p - a) / (b - a)));
export const easeOutCubic = (t: number) => 1 - (1 - clamp(t)) ** 3;
export const easeInCubic = (t: number) => clamp(t) ** 3;
export const easeInOutCubic = (t: number) => { const x = clamp(t); return x < 0.5 ? 4 * x * x * x : 1 - (-2 * x + 2) ** 3 / 2; };
export const easeOutExpo = (t: number) => (clamp(t) >= 1 ? 1 : 1 - 2 ** (-10 * clamp(t)));
export const easeOutBack = (t: number, s = 1.70158) => { const x = clamp(t) - 1; return 1 + (s + 1) * x * x * x + s * x * x; };
/** A damped spring settling from 0 to 1 (overshoots once). */
export const spring = (t: number, damping = 7, freq = 2.2) => (t <= 0 ? 0 : 1 - Math.exp(-damping * t) * Math.cos(2 * Math.PI * freq * t));

/** mulberry32: a small deterministic generator; the same seed gives the same sequence anywhere. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Selects an admitted face (never another family); throws when the face cannot be drawn, which
 *  validation rules out before a render starts. */
export function setFont(ctx: SKRSContext2D, family: string, weight: number, sizePx: number, style: FontStyle = 'normal'): void {
  const r = bundledFonts().resolve(family, weight, style);
  if (!r.ok) throw new FontUnavailableError(r.reason);
  ctx.font = cssFont(r.face, sizePx);
}

export function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  const rr = Math.max(0, Math.min(r, Math.abs(w) / 2, Math.abs(h) / 2));
  ctx.beginPath();
  ctx.moveTo(x + rr, y);
  ctx.arcTo(x + w, y, x + w, y + h, rr);
  ctx.arcTo(x + w, y + h, x, y + h, rr);
  ctx.arcTo(x, y + h, x, y, rr);
  ctx.arcTo(x, y, x + w, y, rr);
  ctx.closePath();
}

/** Greedy word wrap with the context's current font. */
export function wrapText(ctx: SKRSContext2D, text: string, maxWidth: number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    const words = paragraph.split(/\s+/).filter(Boolean);
    let line = '';
    for (const w of words) {
      const candidate = line ? `${line} ${w}` : w;
      if (line && ctx.measureText(candidate).width > maxWidth) { lines.push(line); line = w; } else line = candidate;
    }
    lines.push(line);
  }
  return lines;
}

/** Largest font size (≤ maxSize) at which `text` wraps into at most `maxLines` lines of `maxWidth`. */
export function fitText(ctx: SKRSContext2D, text: string, family: string, weight: number, maxWidth: number, maxSize: number, maxLines = 2, minSize = 8): { size: number; lines: string[] } {
  let size = maxSize;
  for (;;) {
    setFont(ctx, family, weight, size);
    const lines = wrapText(ctx, text, maxWidth);
    const widest = Math.max(...lines.map((l) => ctx.measureText(l).width));
    if ((lines.length <= maxLines && widest <= maxWidth) || size <= minSize) return { size, lines };
    size = Math.max(minSize, size * 0.92);
  }
}

/** Black or white, whichever reads better on `background`. */
export function readableOn(background: string): string {
  return luminance(background) > 0.45 ? '#101218' : '#ffffff';
}

/** Draws a picture so that it covers the rectangle (centre crop). */
export function drawCover(ctx: SKRSContext2D, img: Drawable, x: number, y: number, w: number, h: number): void {
  const s = Math.max(w / img.width, h / img.height);
  const sw = w / s, sh = h / s;
  ctx.drawImage(img, (img.width - sw) / 2, (img.height - sh) / 2, sw, sh, x, y, w, h);
}

/** Unit size: 1 at 1080 px on the short side, so components scale with the output. */
export const unit = (w: number, h: number) => Math.min(w, h) / 1080;

/** Integer hash of a lattice point and seed to [0, 1): the corners of `noise2`. */
function latticeValue(ix: number, iy: number, seed: number): number {
  let h = Math.imul(ix, 374761393) ^ Math.imul(iy, 668265263) ^ Math.imul(seed, 2246822519);
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Smooth 2D value noise in [0, 1], continuous in x and y (lattice spacing 1); the same
 *  (x, y, seed) gives the same value anywhere, so fields built from it are deterministic. */
export function noise2(x: number, y: number, seed = 0): number {
  const ix = Math.floor(x), iy = Math.floor(y);
  const fx = x - ix, fy = y - iy;
  const sx = fx * fx * (3 - 2 * fx), sy = fy * fy * (3 - 2 * fy);
  const top = lerp(latticeValue(ix, iy, seed), latticeValue(ix + 1, iy, seed), sx);
  const bottom = lerp(latticeValue(ix, iy + 1, seed), latticeValue(ix + 1, iy + 1, seed), sx);
  return lerp(top, bottom, sy);
}

type CanvasModule = typeof import('@napi-rs/canvas');
let canvasModule: CanvasModule | undefined;

/** A blank off-screen canvas for drawing at another size (a low-resolution field, a tile) before
 *  compositing. The native canvas module is loaded on first use, so processes that only read the
 *  catalog (the control plane) never load it. */
export function scratchCanvas(width: number, height: number): Canvas {
  canvasModule ??= createRequire(import.meta.url)('@napi-rs/canvas') as CanvasModule;
  return canvasModule.createCanvas(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
}
