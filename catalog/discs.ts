/**
 * Thousands of anti-aliased discs a frame (a halftone screen's dots, whose sizes change every
 * frame), rasterized in JS into a pixel buffer that the canvas draws in one call. Skia fills one
 * path of circles anti-aliased at about 5 µs a circle, and each circle costs a call into the
 * binding to build; here a disc is a few runs of pixels set at once and its edge pixels measured.
 */
import type { ImageData, SKRSContext2D } from '@napi-rs/canvas';
import { parseColor, type RGBA } from '../shared/composition/color.ts';
import { deviceBox, keptCanvas } from './draw.ts';

/** One colour's discs: centre x, centre y and radius of each, in box units, one after another. */
export interface DiscLayer { color: string; discs: readonly number[] }

/** The two layers' coverage, grown as needed and reused frame after frame. */
let coverage: [Uint8Array, Uint8Array] = [new Uint8Array(0), new Uint8Array(0)];

/**
 * Fills the box [0, `width`] × [0, `height`] with `background`, then the first layer's discs and
 * the second's over them; a layer's discs that overlap fill as their union, as one path of circles
 * would. A pixel's coverage ramps from 0 half a pixel outside a disc's edge to 1 half a pixel
 * inside (a disc under two pixels across takes its area as a square). Drawn as `ctx` is set to
 * (alpha, clip, composite operation). A box placed rotated, skewed or stretched, where discs become
 * ellipses, is filled as paths instead.
 */
export function fillDiscs(ctx: SKRSContext2D, width: number, height: number, background: string, layers: readonly [DiscLayer, DiscLayer]): void {
  const m = ctx.getTransform();
  const box = Math.abs(m.a - m.d) < 1e-9 ? deviceBox(ctx, width, height) : null;
  const paper = parseColor(background), first = parseColor(layers[0].color), second = parseColor(layers[1].color);
  if (!box || !paper || !first || !second) {
    fillDiscPaths(ctx, width, height, background, layers);
    return;
  }
  const { x: bx, y: by, width: bw, height: bh } = box;
  const scale = m.a, n = bw * bh;
  if (coverage[0].length < n) coverage = [new Uint8Array(n), new Uint8Array(n)];
  const covers = [coverage[0].subarray(0, n), coverage[1].subarray(0, n)] as const;
  rasterize(covers[0], bw, bh, layers[0].discs, scale, m.e - bx, m.f - by);
  rasterize(covers[1], bw, bh, layers[1].discs, scale, m.e - bx, m.f - by);
  const canvas = keptCanvas('discs', bw, bh);
  const picture = canvas.getContext('2d');
  const image = imageOfSize(picture, bw, bh);
  composite(image, paper, [first, second], covers[0], covers[1]);
  picture.putImageData(image, 0, 0);
  ctx.save();
  ctx.beginPath();
  ctx.rect(0, 0, width, height);
  ctx.clip();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(canvas, bx, by);
  ctx.restore();
}

/** Each disc's coverage (0 to 255) into `cover`, a `w` × `h` buffer, keeping the larger where discs overlap. */
function rasterize(cover: Uint8Array, w: number, h: number, discs: readonly number[], scale: number, offsetX: number, offsetY: number): void {
  cover.fill(0);
  for (let i = 0; i + 2 < discs.length; i += 3) {
    const cx = offsetX + discs[i]! * scale, cy = offsetY + discs[i + 1]! * scale, r = discs[i + 2]! * scale;
    if (!(r > 0)) continue;
    if (r < 1) {
      speck(cover, w, h, cx, cy, r);
      continue;
    }
    // Coverage ramps from 0 half a pixel outside the edge to 1 half a pixel inside it; a ramp
    // adds π/12 px² to a disc's area, so the edge is taken that much in.
    const edge = Math.sqrt(r * r - 1 / 12);
    const outer = edge + 0.5, inner = edge - 0.5;
    const y0 = Math.max(0, Math.floor(cy - outer)), y1 = Math.min(h - 1, Math.ceil(cy + outer));
    for (let y = y0; y <= y1; y++) {
      const dy = y + 0.5 - cy, row = y * w;
      const reach = outer * outer - dy * dy;
      if (reach <= 0) continue;
      const span = Math.sqrt(reach);
      const x0 = Math.max(0, Math.ceil(cx - span - 0.5)), x1 = Math.min(w - 1, Math.floor(cx + span - 0.5));
      // The run of pixels wholly inside is set at once; the edge pixels on either side measured.
      let f0 = x1 + 1, f1 = x1;
      if (inner > Math.abs(dy)) {
        const full = Math.sqrt(inner * inner - dy * dy);
        f0 = Math.max(x0, Math.ceil(cx - full - 0.5));
        f1 = Math.min(x1, Math.floor(cx + full - 0.5));
        for (let x = f0; x <= f1; x++) cover[row + x] = 255;
      }
      for (let x = x0; x <= x1; x++) {
        if (x === f0 && f0 <= f1) { x = f1; continue; }
        const dx = x + 0.5 - cx;
        const level = (outer - Math.sqrt(dx * dx + dy * dy)) * 255;
        if (level > cover[row + x]!) cover[row + x] = level + 0.5;
      }
    }
  }
}

/**
 * A disc under two pixels across, whose edge is no longer near straight across a pixel: drawn as
 * the square of its area, so that the pixels it touches take its area between them.
 */
function speck(cover: Uint8Array, w: number, h: number, cx: number, cy: number, r: number): void {
  const half = (r * Math.sqrt(Math.PI)) / 2;
  const x0 = Math.max(0, Math.floor(cx - half)), x1 = Math.min(w - 1, Math.floor(cx + half));
  const y0 = Math.max(0, Math.floor(cy - half)), y1 = Math.min(h - 1, Math.floor(cy + half));
  for (let y = y0; y <= y1; y++) {
    const across = Math.min(y + 1, cy + half) - Math.max(y, cy - half);
    for (let x = x0; x <= x1; x++) {
      const level = (Math.min(x + 1, cx + half) - Math.max(x, cx - half)) * across * 255;
      if (level > cover[y * w + x]!) cover[y * w + x] = level + 0.5;
    }
  }
}

let lastImage: ImageData | undefined;

/** A pixel buffer of `w` × `h`, the last one reused (a frame's is 2 MB at 960x540, 8 MB at 1080p). */
function imageOfSize(ctx: SKRSContext2D, w: number, h: number): ImageData {
  if (lastImage?.width !== w || lastImage.height !== h) lastImage = ctx.createImageData(w, h);
  return lastImage;
}

/**
 * The paper with the two layers' inks over it by their coverage (source-over, straight alpha),
 * into `image`. A pixel's colour depends only on its two coverages, so the 65,536 possible
 * colours are worked out first and each pixel looks its colour up.
 */
function composite(image: ImageData, paper: RGBA, inks: readonly [RGBA, RGBA], first: Uint8Array, second: Uint8Array): void {
  const table = colourTable(paper, inks);
  const out = new Uint32Array(image.data.buffer, image.data.byteOffset, image.width * image.height);
  for (let p = 0; p < out.length; p++) out[p] = table[(first[p]! << 8) | second[p]!]!;
}

const table = new Uint32Array(65536);
let tableColours = '';

/** Every pixel colour of the paper and two inks, by (first coverage << 8 | second), kept while the colours stay. */
function colourTable(paper: RGBA, [a, b]: readonly [RGBA, RGBA]): Uint32Array {
  const key = JSON.stringify([paper, a, b]);
  if (tableColours === key) return table;
  const bytes = new Uint8ClampedArray(table.buffer);
  for (let c1 = 0; c1 < 256; c1++) {
    const under = over(paper, a, c1 / 255);
    for (let c2 = 0; c2 < 256; c2++) {
      const top = over(under, b, c2 / 255), o = ((c1 << 8) | c2) * 4;
      bytes[o] = top.r;
      bytes[o + 1] = top.g;
      bytes[o + 2] = top.b;
      bytes[o + 3] = top.a * 255;
    }
  }
  tableColours = key;
  return table;
}

/** `ink` at `coverage` over `under`: source-over on straight (not premultiplied) colours. */
function over(under: RGBA, ink: RGBA, coverage: number): RGBA {
  const sa = ink.a * coverage, rest = under.a * (1 - sa), a = sa + rest;
  if (a <= 0) return { r: 0, g: 0, b: 0, a: 0 };
  return { r: (ink.r * sa + under.r * rest) / a, g: (ink.g * sa + under.g * rest) / a, b: (ink.b * sa + under.b * rest) / a, a };
}

/** The same picture drawn as paths: the background, then each layer as one path of circles. */
function fillDiscPaths(ctx: SKRSContext2D, width: number, height: number, background: string, layers: readonly DiscLayer[]): void {
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  for (const layer of layers) {
    ctx.fillStyle = layer.color;
    ctx.beginPath();
    for (let i = 0; i + 2 < layer.discs.length; i += 3) {
      const x = layer.discs[i]!, y = layer.discs[i + 1]!, r = layer.discs[i + 2]!;
      ctx.moveTo(x + r, y);
      ctx.arc(x, y, r, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}
