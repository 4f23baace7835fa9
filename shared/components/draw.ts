/**
 * Drawing helpers shared by the built-in components: motion curves, a seeded random generator
 * (deterministic per frame), admitted-font selection, text wrapping and fitting, shapes.
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
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

/** The seeded generator components draw with (shared with the sound synthesizer). */
export { rng } from '../random.ts';

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
