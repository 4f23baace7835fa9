/**
 * The dominant colours of an evidence still, for the brand critic ("are the brand's colours on
 * screen, and how much of it"): k-means in CIELAB, where distances follow what people see, on a
 * fixed-stride subsample of the frame. Deterministic: the same pixels give the same colours (a
 * fixed stride, k-means++ seeding from a fixed-seed generator, a fixed number of rounds, ties
 * broken by index), so a stored verification can be measured again and compared.
 */
import { labToHex, rgbToLab, type Lab } from '../../shared/color/delta-e.ts';
import { rng } from '../../shared/random.ts';

/** About this many pixels are clustered, whatever the frame's size. */
const targetSamples = 16_384;
const maxRounds = 30;
/** Pixels more transparent than this are not part of the picture. */
const minAlpha = 128;

export interface DominantColor { hex: string; share: number }

const squaredDistance = (x: Lab, y: Lab) => (x.l - y.l) ** 2 + (x.a - y.a) ** 2 + (x.b - y.b) ** 2;

/** The frame's `k` most common colours (fewer when it has fewer distinct ones), largest share first, shares summing to 1. */
export function dominantColors(rgba: Uint8ClampedArray | Uint8Array, width: number, height: number, k = 5): DominantColor[] {
  if (rgba.length < width * height * 4) throw new RangeError(`rgba holds ${rgba.length} bytes, fewer than ${width}×${height}×4`);
  if (!Number.isInteger(k) || k < 1) throw new RangeError(`k must be a positive integer (got ${k})`);
  const stride = Math.max(1, Math.floor(Math.sqrt((width * height) / targetSamples)));
  // Distinct colours with their counts: a rendered still repeats few colours many times.
  const counts = new Map<number, number>();
  for (let y = Math.floor(stride / 2); y < height; y += stride) {
    for (let x = Math.floor(stride / 2); x < width; x += stride) {
      const o = (y * width + x) * 4;
      if (rgba[o + 3]! < minAlpha) continue;
      const key = (rgba[o]! << 16) | (rgba[o + 1]! << 8) | rgba[o + 2]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  if (counts.size === 0) return [];
  const keys = [...counts.keys()].sort((a, b) => a - b);
  const points = keys.map((key) => rgbToLab({ r: key >> 16, g: (key >> 8) & 255, b: key & 255 }));
  const weights = keys.map((key) => counts.get(key)!);
  const total = weights.reduce((a, b) => a + b, 0);

  // k-means++ seeding (weighted by count), from a fixed seed; stops early when every colour is a centre.
  const random = rng(0x5eed);
  const centres: Lab[] = [points[weightedPick(weights, random())]!];
  const nearest = points.map((p) => squaredDistance(p, centres[0]!));
  while (centres.length < k) {
    const scores = nearest.map((d, i) => d * weights[i]!);
    if (scores.every((s) => s === 0)) break;
    const next = points[weightedPick(scores, random())]!;
    centres.push(next);
    for (let i = 0; i < points.length; i++) nearest[i] = Math.min(nearest[i]!, squaredDistance(points[i]!, next));
  }

  // Lloyd's rounds over the weighted distinct colours.
  const assignment = new Int32Array(points.length).fill(-1);
  for (let round = 0; round < maxRounds; round++) {
    let moved = false;
    for (let i = 0; i < points.length; i++) {
      let best = 0, bestDistance = Infinity;
      for (let c = 0; c < centres.length; c++) {
        const d = squaredDistance(points[i]!, centres[c]!);
        if (d < bestDistance) { bestDistance = d; best = c; }
      }
      if (assignment[i] !== best) { assignment[i] = best; moved = true; }
    }
    if (!moved) break;
    const sums = centres.map(() => ({ l: 0, a: 0, b: 0, n: 0 }));
    for (let i = 0; i < points.length; i++) {
      const s = sums[assignment[i]!]!, p = points[i]!, w = weights[i]!;
      s.l += p.l * w; s.a += p.a * w; s.b += p.b * w; s.n += w;
    }
    sums.forEach((s, c) => { if (s.n > 0) centres[c] = { l: s.l / s.n, a: s.a / s.n, b: s.b / s.n }; });
  }

  const shares = centres.map(() => 0);
  for (let i = 0; i < points.length; i++) shares[assignment[i]!]! += weights[i]!;
  return centres
    .map((centre, c) => ({ hex: labToHex(centre), share: shares[c]! / total }))
    .filter((d) => d.share > 0)
    .sort((a, b) => b.share - a.share || a.hex.localeCompare(b.hex));
}

/** The index whose cumulative weight first exceeds `u` × the total weight. */
function weightedPick(weights: number[], u: number): number {
  const total = weights.reduce((a, b) => a + b, 0);
  let target = u * total;
  for (let i = 0; i < weights.length; i++) {
    target -= weights[i]!;
    if (target < 0) return i;
  }
  return weights.length - 1;
}
