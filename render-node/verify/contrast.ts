/**
 * WCAG 2.x contrast of drawn text against what lies behind it, read from the rendered pixels: the
 * renderer knows where a text is and its fill colour, but not what the video, picture or plate
 * under it looks like at that moment, so the critic's legibility floor needs the measured figure.
 *
 * Inside the text's box every pixel is placed on the line from the fill colour to the box's
 * background colour (estimated from the pixels least like the fill): those near the fill end are
 * the text's ink, those near the other end its background, and the anti-aliased edge pixels in
 * between are left out of both, so edges never drag either median towards the other.
 */
import type { PixelBox } from '../../shared/verify/measurements.ts';
import { srgbToLinear, type Rgb } from '../../shared/color/delta-e.ts';

const linear = Float64Array.from({ length: 256 }, (_, i) => srgbToLinear(i));

/** WCAG 2.x relative luminance (0–1) of an sRGB colour given as 0–255 channels. */
export function relativeLuminance(r: number, g: number, b: number): number {
  const at = (v: number) => linear[Math.min(255, Math.max(0, Math.round(v)))]!;
  return 0.2126 * at(r) + 0.7152 * at(g) + 0.0722 * at(b);
}

/** WCAG 2.x contrast ratio (1–21) of two relative luminances, in either order. */
export function contrastRatio(l1: number, l2: number): number {
  const hi = Math.max(l1, l2), lo = Math.min(l1, l2);
  return (hi + 0.05) / (lo + 0.05);
}

export interface TextContrast { contrastRatio: number; textLuminance: number; backgroundLuminance: number }

/** Where along fill → background a pixel must lie (0 = the fill, 1 = the background) to count as text, or as background. */
const textAtMost = 0.3;
const backgroundAtLeast = 0.7;

function median(values: number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Box clipped to the frame, in whole pixels (empty when outside). */
function clip(box: PixelBox, width: number, height: number) {
  const x0 = Math.max(0, Math.floor(box.x)), y0 = Math.max(0, Math.floor(box.y));
  const x1 = Math.min(width, Math.ceil(box.x + box.width)), y1 = Math.min(height, Math.ceil(box.y + box.height));
  return { x0, y0, x1: Math.max(x0, x1), y1: Math.max(y0, y1) };
}

/**
 * Contrast of the text drawn in `fill` inside `box` of an RGBA frame. Text luminance is the median
 * over the text's pixels, background luminance the median over the rest of the box (edge pixels
 * left out). A box with no pixel near the fill colour reads the fill's own luminance as the text's;
 * an empty box (outside the frame) gives the fill against itself (ratio 1).
 */
export function measureTextContrast(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, box: PixelBox, fill: Rgb): TextContrast {
  if (rgba.length < width * height * 4) throw new RangeError(`rgba holds ${rgba.length} bytes, fewer than ${width}×${height}×4`);
  const fillLuminance = relativeLuminance(fill.r, fill.g, fill.b);
  const { x0, y0, x1, y1 } = clip(box, width, height);
  const n = (x1 - x0) * (y1 - y0);
  if (n === 0) return { contrastRatio: 1, textLuminance: fillLuminance, backgroundLuminance: fillLuminance };

  const reds = new Uint8Array(n), greens = new Uint8Array(n), blues = new Uint8Array(n), distances = new Float64Array(n);
  let i = 0;
  for (let y = y0; y < y1; y++) {
    for (let x = x0; x < x1; x++, i++) {
      const o = (y * width + x) * 4;
      reds[i] = rgba[o]!; greens[i] = rgba[o + 1]!; blues[i] = rgba[o + 2]!;
      distances[i] = Math.hypot(reds[i]! - fill.r, greens[i]! - fill.g, blues[i]! - fill.b);
    }
  }
  // The background colour: the per-channel median of the half of the box least like the fill
  // (text rarely covers half its box), refined once from the pixels then classed as background.
  const far = histogramMedian(distances);
  // (At least half the box lies at or beyond the median distance, so this is never empty.)
  let background = channelMedian(reds, greens, blues, (k) => distances[k]! >= far) ?? fill;
  const classify = (bg: Rgb) => {
    const dr = bg.r - fill.r, dg = bg.g - fill.g, db = bg.b - fill.b;
    const span = dr * dr + dg * dg + db * db;
    return (k: number) => (span === 0 ? 0 : ((reds[k]! - fill.r) * dr + (greens[k]! - fill.g) * dg + (blues[k]! - fill.b) * db) / span);
  };
  let along = classify(background);
  const refined = channelMedian(reds, greens, blues, (k) => along(k) >= backgroundAtLeast);
  if (refined) { background = refined; along = classify(background); }

  const text: number[] = [], rest: number[] = [];
  const span = Math.hypot(background.r - fill.r, background.g - fill.g, background.b - fill.b);
  for (let k = 0; k < n; k++) {
    const luminance = relativeLuminance(reds[k]!, greens[k]!, blues[k]!);
    // A fill indistinguishable from the background (under 3 levels apart): everything is both.
    if (span < 3) { text.push(luminance); rest.push(luminance); continue; }
    const t = along(k);
    if (t <= textAtMost) text.push(luminance);
    else if (t >= backgroundAtLeast) rest.push(luminance);
  }
  const textLuminance = text.length > 0 ? median(text) : fillLuminance;
  const backgroundLuminance = rest.length > 0 ? median(rest) : textLuminance;
  return { contrastRatio: contrastRatio(textLuminance, backgroundLuminance), textLuminance, backgroundLuminance };
}

/** The median of distances in RGB (0–442), to a whole level, by histogram. */
function histogramMedian(values: Float64Array): number {
  const hist = new Uint32Array(443);
  for (const v of values) hist[Math.min(442, Math.floor(v))]!++;
  let seen = 0;
  for (let v = 0; v < hist.length; v++) { seen += hist[v]!; if (seen * 2 >= values.length) return v; }
  return 442;
}

function channelMedian(r: Uint8Array, g: Uint8Array, b: Uint8Array, take: (k: number) => boolean): Rgb | null {
  const hist = [new Uint32Array(256), new Uint32Array(256), new Uint32Array(256)] as const;
  let count = 0;
  for (let k = 0; k < r.length; k++) {
    if (!take(k)) continue;
    hist[0][r[k]!]!++; hist[1][g[k]!]!++; hist[2][b[k]!]!++;
    count++;
  }
  if (count === 0) return null;
  const mid = (h: Uint32Array) => {
    let seen = 0;
    for (let v = 0; v < 256; v++) { seen += h[v]!; if (seen * 2 >= count) return v; }
    return 255;
  };
  return { r: mid(hist[0]), g: mid(hist[1]), b: mid(hist[2]) };
}
