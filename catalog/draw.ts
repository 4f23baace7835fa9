/**
 * Drawing helpers shared by the built-in components: motion curves, a seeded random generator
 * and smooth value noise (deterministic per frame), admitted-font selection, text wrapping and
 * fitting, shapes, off-screen scratch canvases.
 */
import type { Canvas, CanvasPattern, ImageData, SKRSContext2D } from '@napi-rs/canvas';
import { createRequire } from 'node:module';
import { bundledFonts, cssFont, type FontStyle } from '../shared/fonts/index.ts';
import { luminance, withAlpha } from '../shared/composition/color.ts';
import type { Drawable } from './sdk.ts';
import { FontUnavailableError } from '../shared/failures.ts';

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
export { rng } from '../shared/random.ts';

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

/** Draws a picture whole inside the rectangle (letterboxed), centred horizontally and resting on
 *  the rectangle's bottom edge, as product cut-outs stand on a surface. */
export function drawContain(ctx: SKRSContext2D, img: Drawable, x: number, y: number, w: number, h: number): void {
  const s = Math.min(w / img.width, h / img.height);
  const dw = img.width * s, dh = img.height * s;
  ctx.drawImage(img, x + (w - dw) / 2, y + h - dh, dw, dh);
}

/** Unit size: 1 at 1080 px on the short side, so components scale with the output. */
export const unit = (w: number, h: number) => Math.min(w, h) / 1080;

/** `text` cut with an ellipsis to fit `maxWidth` in the context's current font. */
export function ellipsize(ctx: SKRSContext2D, text: string, maxWidth: number): string {
  if (ctx.measureText(text).width <= maxWidth) return text;
  let cut = text;
  while (cut.length > 1 && ctx.measureText(`${cut}…`).width > maxWidth) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

export type Point = readonly [number, number];

/** A closed star path (n points, outer and inner radius) centred on (cx, cy), first point up. */
export function starPath(ctx: SKRSContext2D, cx: number, cy: number, outer: number, inner: number, points = 5): void {
  ctx.beginPath();
  for (let i = 0; i < points * 2; i++) {
    const r = i % 2 === 0 ? outer : inner;
    const a = -Math.PI / 2 + (i * Math.PI) / points;
    if (i === 0) ctx.moveTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
    else ctx.lineTo(cx + Math.cos(a) * r, cy + Math.sin(a) * r);
  }
  ctx.closePath();
}

/** `n + 1` points along the cubic Bézier curve p0 → p3 with control points p1 and p2. */
export function cubicPoints(p0: Point, p1: Point, p2: Point, p3: Point, n = 48): Point[] {
  const out: Point[] = [];
  for (let i = 0; i <= n; i++) {
    const t = i / n, m = 1 - t;
    const a = m * m * m, b = 3 * m * m * t, c = 3 * m * t * t, d = t * t * t;
    out.push([a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]]);
  }
  return out;
}

/** Strokes the first `t` (0..1) of a polyline, measured along its length, with the current stroke
 *  style; returns the point where the drawn part ends and its direction (radians). */
export function strokePartial(ctx: SKRSContext2D, pts: readonly Point[], t: number): { end: Point; angle: number } {
  const lengths = [0];
  for (let i = 1; i < pts.length; i++) lengths.push(lengths[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]));
  const target = lengths[lengths.length - 1]! * clamp(t);
  let end: Point = pts[0]!, angle = 0;
  ctx.beginPath();
  ctx.moveTo(pts[0]![0], pts[0]![1]);
  for (let i = 1; i < pts.length; i++) {
    const [x0, y0] = pts[i - 1]!, [x1, y1] = pts[i]!;
    angle = Math.atan2(y1 - y0, x1 - x0);
    if (lengths[i]! >= target) {
      const k = (target - lengths[i - 1]!) / Math.max(1e-6, lengths[i]! - lengths[i - 1]!);
      end = [lerp(x0, x1, k), lerp(y0, y1, k)];
      ctx.lineTo(end[0], end[1]);
      break;
    }
    ctx.lineTo(x1, y1);
    end = [x1, y1];
  }
  if (t > 0) ctx.stroke();
  return { end, angle };
}

/** The characters of `text` (by code point) with their x offsets in the current font, kerning
 *  kept, plus `tracking` pixels after each character; `width` is the advance of the whole run. */
export function glyphRun(ctx: SKRSContext2D, text: string, tracking = 0): { chars: string[]; x: number[]; width: number } {
  const chars = Array.from(text);
  const x: number[] = [];
  let prefix = '';
  chars.forEach((ch, i) => {
    x.push(ctx.measureText(prefix).width + i * tracking);
    prefix += ch;
  });
  return { chars, x, width: ctx.measureText(text).width + Math.max(0, chars.length - 1) * tracking };
}

export interface PlacedWord { text: string; index: number; line: number; x: number; width: number }

/** Wraps `text` like `wrapText` and places every word on its line (`x` from the line's left edge,
 *  `index` counting across lines); `lineWidths` holds each line's width, for aligning it. */
export function layoutWords(ctx: SKRSContext2D, text: string, maxWidth: number): { words: PlacedWord[]; lineWidths: number[] } {
  const space = ctx.measureText(' ').width;
  const words: PlacedWord[] = [];
  const lineWidths: number[] = [];
  wrapText(ctx, text, maxWidth).forEach((line, li) => {
    let x = 0;
    for (const w of line.split(' ').filter(Boolean)) {
      const width = ctx.measureText(w).width;
      words.push({ text: w, index: words.length, line: li, x, width });
      x += width + space;
    }
    lineWidths.push(Math.max(0, x - space));
  });
  return { words, lineWidths };
}

/** Strokes the outline of `text` (left-aligned on the alphabetic baseline at x, y, in the
 *  context's current font) without the overlapping inner contours many font files carry: the
 *  stroke is drawn on a scratch canvas and the glyphs' own fill is cut out of it, so what shows is
 *  a clean ring `lineWidth` wide outside the letters. `dash` draws only part of it (trace-on). */
export function strokeTextOutline(ctx: SKRSContext2D, text: string, x: number, y: number, lineWidth: number, style: string, dash?: number[]): void {
  const m = ctx.measureText(text);
  const pad = Math.ceil(lineWidth * 2 + 2);
  const left = Math.ceil(m.actualBoundingBoxLeft), ascent = Math.ceil(m.actualBoundingBoxAscent);
  const w = Math.ceil(left + m.actualBoundingBoxRight) + pad * 2, h = Math.ceil(ascent + m.actualBoundingBoxDescent) + pad * 2;
  if (w <= pad * 2 || h <= pad * 2) return;
  const scratch = scratchCanvas(w, h);
  const sc = scratch.getContext('2d');
  sc.font = ctx.font;
  sc.lineJoin = 'round';
  sc.lineCap = 'round';
  sc.strokeStyle = style;
  sc.lineWidth = lineWidth * 2;
  if (dash) sc.setLineDash(dash);
  sc.strokeText(text, pad + left, pad + ascent);
  sc.globalCompositeOperation = 'destination-out';
  sc.fillStyle = '#000000';
  sc.fillText(text, pad + left, pad + ascent);
  ctx.drawImage(scratch, x - left - pad, y - ascent - pad);
}

/** Word indices of the first occurrence of `phrase` among `words`, case and punctuation ignored
 *  (empty when the phrase is empty or absent). */
export function findPhrase(words: readonly string[], phrase: string): number[] {
  const norm = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');
  const want = phrase.split(/\s+/).map(norm).filter(Boolean);
  if (!want.length) return [];
  const have = words.map(norm);
  for (let i = 0; i + want.length <= have.length; i++) {
    if (want.every((w, k) => have[i + k] === w)) return want.map((_, k) => i + k);
  }
  return [];
}

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

const kept = new Map<string, Canvas>();

/**
 * A scratch canvas kept between frames for `owner` (a name the caller picks, one per canvas it
 * needs at once) at `width` × `height`, so that a component drawing through an off-screen layer
 * every frame does not make one every frame. It holds what was drawn last: clear it first. The
 * few most recently used are kept.
 */
export function keptCanvas(owner: string, width: number, height: number): Canvas {
  const key = `${owner}:${Math.max(1, Math.round(width))}x${Math.max(1, Math.round(height))}`;
  return keepRecent(kept, key, 12, () => scratchCanvas(width, height));
}

/** `cache`'s value for `key`, made by `make` when missing, as the most recently used; beyond `most` values the least recently used goes. */
function keepRecent<V>(cache: Map<string, V>, key: string, most: number, make: () => V): V {
  const value = cache.get(key) ?? make();
  cache.delete(key);
  cache.set(key, value);
  if (cache.size > most) cache.delete(cache.keys().next().value!);
  return value;
}

/** `keptCanvas` cleared, with its context back to no transform, full alpha and source-over. */
export function clearedKeptCanvas(owner: string, width: number, height: number): { canvas: Canvas; ctx: SKRSContext2D } {
  const canvas = keptCanvas(owner, width, height);
  const ctx = canvas.getContext('2d');
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'source-over';
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  return { canvas, ctx };
}

/**
 * Draws `paint` (in the box's units, `width` × `height`) at 1/`shrink` of the size, on a canvas kept
 * for `owner`, and enlarges it over the box (bilinear), composited as `ctx` is set to: for smooth
 * fields, such as frame-filling soft gradients, which Skia fills pixel by pixel (about 2 ms each at
 * 960x540) while their enlargement from a quarter of the size cannot be told apart.
 */
export function drawShrunk(ctx: SKRSContext2D, owner: string, width: number, height: number, shrink: number, paint: (field: SKRSContext2D) => void): void {
  const lw = Math.max(8, Math.ceil(width / shrink)), lh = Math.max(8, Math.ceil(height / shrink));
  const { canvas: field, ctx: fx } = clearedKeptCanvas(owner, lw, lh);
  fx.setTransform(lw / width, 0, 0, lh / height, 0, 0);
  paint(fx);
  enlarge(ctx, () => ctx.drawImage(field, 0, 0, width, height));
}

/**
 * `draw` run with `ctx` enlarging pictures bilinearly, whatever the context was set to (a frame's
 * canvas asks for high quality, which costs about three times as much and, on pictures this soft,
 * looks the same).
 */
export function enlarge(ctx: SKRSContext2D, draw: () => void): void {
  const enabled = ctx.imageSmoothingEnabled, quality = ctx.imageSmoothingQuality;
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'low';
  try {
    draw();
  } finally {
    ctx.imageSmoothingEnabled = enabled;
    ctx.imageSmoothingQuality = quality;
  }
}

const keptPictures = new Map<string, Canvas>();

/**
 * Draws onto `ctx`, over its box of `width` × `height`, a picture that is the same on every frame:
 * `draw` makes it once, on a canvas at the resolution `ctx` draws the box at (its transform's
 * scale), kept under `key`, which must name everything the picture depends on (props, palette).
 * For a costly picture that does not move, such as an illustration through a canvas filter, which
 * Skia applies draw call by draw call: copying it costs a fraction of drawing it. Under a pure
 * translation the copy is the same pixels; the few most recently used pictures are kept.
 */
export function drawKeptPicture(ctx: SKRSContext2D, key: string, width: number, height: number, draw: (picture: SKRSContext2D) => void): void {
  const m = ctx.getTransform();
  const w = Math.max(1, Math.round(width * Math.hypot(m.a, m.b))), h = Math.max(1, Math.round(height * Math.hypot(m.c, m.d)));
  const picture = keepRecent(keptPictures, `${key}:${w}x${h}@${width}x${height}`, 4, () => {
    const made = scratchCanvas(w, h);
    const pctx = made.getContext('2d');
    pctx.scale(w / width, h / height);
    draw(pctx);
    return made;
  });
  ctx.drawImage(picture, 0, 0, width, height);
}

/** Hermite smoothstep of `x` between edges a and b. */
export const smoothstep = (a: number, b: number, x: number) => { const t = seg(x, a, b); return t * t * (3 - 2 * t); };

/** Fractional part (always in [0, 1), also for negative input): wraps particles around the frame. */
export const fract = (v: number) => v - Math.floor(v);

/**
 * Draws `count` copies of a picture, placed by `drawCopy(k)` for k spread over [0, 1], as their mean:
 * each copy goes over the running mean at alpha 1/(n + 1), so opaque copies blend exactly, onto
 * any canvas and without a scratch layer. This is how motion and zoom blurs are drawn.
 */
export function drawMeanOfCopies(ctx: SKRSContext2D, count: number, drawCopy: (k: number) => void): void {
  const n = Math.max(1, Math.round(count));
  const alpha = ctx.globalAlpha;
  for (let i = 0; i < n; i++) {
    ctx.globalAlpha = alpha / (i + 1);
    drawCopy(n === 1 ? 0.5 : i / (n - 1));
  }
  ctx.globalAlpha = alpha;
}

/** The device-pixel rectangle of the box [0, w] × [0, h] under the context's transform, cut to the
 *  canvas, with device pixels per box unit; null when the transform rotates, skews or mirrors, or
 *  when the box lies off the canvas. */
export function deviceBox(ctx: SKRSContext2D, w: number, h: number): { x: number; y: number; width: number; height: number; scale: number } | null {
  const m = ctx.getTransform();
  if (Math.abs(m.b) > 1e-9 || Math.abs(m.c) > 1e-9 || m.a <= 0 || m.d <= 0) return null;
  const x = Math.max(0, Math.floor(m.e)), y = Math.max(0, Math.floor(m.f));
  const x1 = Math.min(ctx.canvas.width, Math.ceil(m.e + m.a * w)), y1 = Math.min(ctx.canvas.height, Math.ceil(m.f + m.d * h));
  if (x1 - x < 1 || y1 - y < 1) return null;
  return { x, y, width: x1 - x, height: y1 - y, scale: Math.sqrt(m.a * m.d) };
}

/**
 * Reads the pixels drawn so far under the box, lets `edit` change them in place (straight RGBA,
 * device pixels, `scale` device pixels per box unit) and writes them back. Effects that displace
 * the picture beneath them use it; a box placed rotated or skewed is left as it is (returns false).
 */
export function editPixels(ctx: SKRSContext2D, w: number, h: number, edit: (image: ImageData, scale: number) => void): boolean {
  const box = deviceBox(ctx, w, h);
  if (!box) return false;
  const image = ctx.getImageData(box.x, box.y, box.width, box.height);
  edit(image, box.scale);
  ctx.putImageData(image, box.x, box.y);
  return true;
}

/**
 * Composites the picture drawn so far under the box onto itself with `operation` at `alpha`
 * (for example `overlay` for contrast, `screen` for a glow), blurred by `blurPx` box units (a
 * bloom), inside the current clip.
 */
export function blendWithItself(ctx: SKRSContext2D, w: number, h: number, operation: GlobalCompositeOperation, alpha: number, blurPx = 0): void {
  const box = deviceBox(ctx, w, h);
  if (!box || alpha <= 0) return;
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = clamp(alpha);
  ctx.globalCompositeOperation = operation;
  if (blurPx > 0) {
    const picture = ctx.canvas;
    drawSoftly(ctx, box.x, box.y, box.width, box.height, blurPx * box.scale, (soft) => soft.drawImage(picture, box.x, box.y, box.width, box.height, box.x, box.y, box.width, box.height));
  } else {
    ctx.drawImage(ctx.canvas, box.x, box.y, box.width, box.height, box.x, box.y, box.width, box.height);
  }
  ctx.restore();
}

const scratches = new Map<string, Canvas>();

/**
 * A scratch canvas of exactly `width` × `height`, made with `Make` and reused by later calls of
 * the same size (the few sizes last used are kept). Exact, not merely large enough: a blur filter
 * works over the whole canvas it draws on, so a larger one costs many times more (a 1080p-sized
 * scratch made a 240 × 135 blur cost 30 ms), and what a blur draws in at the edges would depend on
 * which sizes were drawn before.
 */
function scratchOfSize(Make: new (width: number, height: number) => Canvas, width: number, height: number): Canvas {
  const key = `${width}x${height}`;
  if (!(scratches.get(key) instanceof Make)) scratches.delete(key);
  return keepRecent(scratches, key, 4, () => new Make(width, height));
}

/**
 * Paints with `paint` (in the context's units) blurred by `blurPx` of those units, keeping the
 * region x, y, w × h, and composites the result there with the context's alpha and blend mode.
 * A blur of more than 2 device pixels is done on a copy shrunken until 2 pixels of blur are left
 * and enlarged with smoothing, which costs a fraction of a full-size blur and looks the same (a
 * blur still 2 px wide has no detail that the bilinear enlargement loses: the catalog's blurs stay
 * above 43 dB of the full-size ones). Beyond the region lies transparency, which the blur draws in
 * at its edges: paint a margin of twice the blur past any edge that must stay solid. The scratch
 * canvas is made like the one drawn on (so the canvas module is never imported here), exactly the
 * shrunken size, and kept for the next call of that size (see `scratchOfSize`); nothing drawn in
 * it outlives the call.
 */
export function drawSoftly(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, blurPx: number, paint: (soft: SKRSContext2D) => void): void {
  const m = ctx.getTransform();
  const scale = Math.max(1e-6, Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)));
  const devicePx = blurPx * scale;
  const shrink = Math.min(16, Math.max(1, devicePx / 2));
  const k = scale / shrink;
  const sw = Math.max(1, Math.ceil(w * k)), sh = Math.max(1, Math.ceil(h * k));
  const scratch = scratchOfSize(ctx.canvas.constructor as new (width: number, height: number) => Canvas, sw, sh);
  const soft = scratch.getContext('2d');
  soft.save();
  soft.setTransform(1, 0, 0, 1, 0, 0);
  soft.clearRect(0, 0, sw, sh);
  soft.setTransform(k, 0, 0, k, -x * k, -y * k);
  if (devicePx / shrink > 0.3) soft.filter = `blur(${devicePx / shrink}px)`;
  paint(soft);
  soft.restore();
  // Bilinear enlargement is enough for a picture already blurred over several of its pixels.
  enlarge(ctx, () => ctx.drawImage(scratch, 0, 0, sw, sh, x, y, sw / k, sh / k));
}

/**
 * Paints with `paint` (in the context's units) squeezed `squeeze` times along one axis on a
 * scratch canvas, and draws the result stretched back over x, y, w × h with smoothing, with the
 * context's alpha and blend mode. For pictures smeared along that axis (a motion blur drawn as
 * copies a few pixels apart), which hold no finer detail along it than the smear keeps: painting
 * costs 1/`squeeze` of the pixels. The scratch canvas is kept as `drawSoftly`'s are.
 */
export function drawSqueezed(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, axis: 'x' | 'y', squeeze: number, paint: (squeezed: SKRSContext2D) => void): void {
  const m = ctx.getTransform();
  const scale = Math.max(1e-6, Math.sqrt(Math.abs(m.a * m.d - m.b * m.c)));
  const kx = scale / (axis === 'x' ? squeeze : 1), ky = scale / (axis === 'y' ? squeeze : 1);
  const sw = Math.max(1, Math.ceil(w * kx)), sh = Math.max(1, Math.ceil(h * ky));
  const scratch = scratchOfSize(ctx.canvas.constructor as new (width: number, height: number) => Canvas, sw, sh);
  const squeezed = scratch.getContext('2d');
  squeezed.save();
  squeezed.setTransform(1, 0, 0, 1, 0, 0);
  squeezed.clearRect(0, 0, sw, sh);
  squeezed.setTransform(kx, 0, 0, ky, -x * kx, -y * ky);
  // Mipmapped shrinking: each squeezed pixel is the mean of the ones it covers, not a sample of them.
  squeezed.imageSmoothingEnabled = true;
  squeezed.imageSmoothingQuality = 'medium';
  paint(squeezed);
  squeezed.restore();
  enlarge(ctx, () => ctx.drawImage(scratch, 0, 0, sw, sh, x, y, sw / kx, sh / ky));
}

type GlobalCompositeOperation = SKRSContext2D['globalCompositeOperation'];

/** Moves rows [y0, y1) of an image sideways by `dx` pixels, wrapping around: a glitch's torn slice. */
export function displaceRows(image: ImageData, y0: number, y1: number, dx: number): void {
  const { width: W, height: H, data } = image;
  const shift = ((Math.round(dx) % W) + W) % W;
  if (shift === 0) return;
  const row = new Uint8ClampedArray(W * 4);
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(H, Math.ceil(y1)); y++) {
    const start = y * W * 4;
    row.set(data.subarray(start, start + W * 4));
    data.set(row.subarray((W - shift) * 4), start);
    data.set(row.subarray(0, (W - shift) * 4), start + shift * 4);
  }
}

/**
 * Shifts the red channel `dxRed` and the blue channel `dxBlue` pixels sideways in rows [y0, y1)
 * (edge pixels repeat): the chromatic fringe of a glitch or a misconverged screen. A fringe that
 * lands on transparency stays visible (alpha is the largest of the three sources).
 */
export function splitChannels(image: ImageData, dxRed: number, dxBlue: number, y0 = 0, y1 = image.height): void {
  const { width: W, height: H, data } = image;
  const dr = Math.round(dxRed), db = Math.round(dxBlue);
  if (dr === 0 && db === 0) return;
  const row = new Uint8ClampedArray(W * 4);
  for (let y = Math.max(0, Math.floor(y0)); y < Math.min(H, Math.ceil(y1)); y++) {
    const start = y * W * 4;
    row.set(data.subarray(start, start + W * 4));
    for (let x = 0; x < W; x++) {
      const i = start + x * 4;
      const r = Math.min(W - 1, Math.max(0, x - dr)) * 4, b = Math.min(W - 1, Math.max(0, x - db)) * 4;
      data[i] = row[r]!;
      data[i + 2] = row[b + 2]!;
      data[i + 3] = Math.max(row[x * 4 + 3]!, row[r + 3]!, row[b + 3]!);
    }
  }
}

/** A repeating pattern of a `width` × `height` tile whose straight-RGBA pixels `paint` fills. */
export function pixelPattern(ctx: SKRSContext2D, width: number, height: number, paint: (data: Uint8ClampedArray, width: number, height: number) => void): CanvasPattern {
  const tile = ctx.createImageData(Math.max(1, Math.round(width)), Math.max(1, Math.round(height)));
  paint(tile.data, tile.width, tile.height);
  const pattern = ctx.createPattern(tile, 'repeat');
  if (!pattern) throw new Error('could not make a pattern of a pixel tile');
  return pattern;
}

/**
 * Pixelates what is drawn under the box into square cells of `blockPx` device pixels (cells start
 * at the box's corner, each the mean of the pixels it covers), in place: the picture is shrunk
 * onto the canvas itself and drawn back enlarged without smoothing.
 */
export function pixelate(ctx: SKRSContext2D, w: number, h: number, blockPx: number): void {
  const box = deviceBox(ctx, w, h);
  if (!box || blockPx < 1.5) return;
  const cols = Math.ceil(box.width / blockPx), rows = Math.ceil(box.height / blockPx);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.globalAlpha = 1;
  ctx.globalCompositeOperation = 'copy';
  ctx.beginPath();
  ctx.rect(box.x, box.y, box.width, box.height);
  ctx.clip();
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(ctx.canvas, box.x, box.y, box.width, box.height, box.x, box.y, cols, rows);
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(ctx.canvas, box.x, box.y, cols, rows, box.x, box.y, cols * blockPx, rows * blockPx);
  ctx.restore();
}

/**
 * The marks of a corrupted digital signal at `level` (0..1): bars of two colours and white with
 * runs of macroblocks, screened over the picture, and a band of fine scan noise. `r` is the
 * caller's seeded generator (so the marks change when the caller wants them to).
 */
export function drawGlitchMarks(ctx: SKRSContext2D, W: number, H: number, r: () => number, level: number, colorA: string, colorB: string, bandAt: number): void {
  const u = unit(W, H);
  ctx.save();
  ctx.globalCompositeOperation = 'screen';
  const blocks = Math.round(3 + 16 * level);
  for (let i = 0; i < blocks; i++) {
    const w = W * (0.02 + r() * 0.22 * (0.4 + level)), h = H * (0.006 + r() * 0.035);
    const x = r() * (W - w), y = r() * H;
    const pick = r();
    ctx.fillStyle = withAlpha(pick < 0.45 ? colorA : pick < 0.9 ? colorB : '#ffffff', 0.45 + 0.5 * r());
    ctx.fillRect(x, y, w, h);
    if (r() < 0.35) {
      const cell = Math.max(2, 6 * u);
      for (let k = 0; k < 10; k++) if (r() < 0.6) ctx.fillRect(x + w + k * cell * 1.3, y, cell, cell);
    }
  }
  const bandY = bandAt * H, bandH = H * (0.05 + 0.1 * level);
  ctx.fillStyle = withAlpha('#ffffff', 0.08 + 0.2 * level);
  for (let y = bandY; y < bandY + bandH; y += Math.max(2, 3 * u)) {
    ctx.fillRect(r() * W * 0.2, y, W * (0.6 + r() * 0.4), Math.max(1, u));
  }
  ctx.restore();
}
