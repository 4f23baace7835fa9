/**
 * Where a brand's logo is on an evidence still, and how well it matches: multi-scale template
 * matching by normalised cross-correlation with TM_CCOEFF_NORMED semantics (the template and
 * each window less their means, over the template's opaque pixels only: transparent pixels of
 * the logo are don't-care, so a round logo on any background still matches).
 *
 * Written in TypeScript, coarse to fine, so it needs no OpenCV on a node and costs a fraction of a
 * second on a 1080×1920 still: the still is halved into a pyramid; each logo size from 4 % to
 * 40 % of the still's shorter side is tried on the coarsest level where the logo is still 10 px
 * or more (so every coarse template is 10–20 px); the best few places are then refined on a level
 * where the logo is 40 px or more, around the coarse place and size (climbing in size while the
 * score grows), and the best is polished where the logo is 96 px or more. The search compares
 * grey (luma) values; the reported score is the correlation of the polished match over red,
 * green and blue together, so the same shape in other colours scores lower than the logo itself.
 */
import type { PixelBox } from '../../shared/verify/measurements.ts';

export interface RgbaImage { rgba: Uint8ClampedArray | Uint8Array; width: number; height: number }
export interface LogoMatch { score: number; box: PixelBox; scale: number }

/** Logo sizes tried (its longer side as a fraction of the still's shorter side), and the step between them. */
const smallestFraction = 0.04;
const largestFraction = 0.4;
const fractionStep = 1.18;
/** Longest side (px) of a template on the coarse level, and at least on the refining level. */
const coarseTemplatePx = 10;
const fineTemplatePx = 40;
/** Longest side (px) of the template, at least, for the last polish and the reported score. */
const polishTemplatePx = 96;
/** Places carried from the coarse search to refinement. */
const candidates = 6;
/** A window this flat (standard deviation in grey levels 0–255) matches nothing. */
const flatWindowStd = 2;
/** Logo pixels with less alpha than this (0–1) are don't-care. */
const opaqueAlpha = 0.5;

interface Grey { data: Float32Array; width: number; height: number }

/** An image as planes: luma, red, green, blue (each premultiplied by alpha) and alpha. */
interface Planes { luma: Grey; red: Grey; green: Grey; blue: Grey; alpha: Float32Array }

function toPlanes({ rgba, width, height }: RgbaImage): Planes {
  if (rgba.length < width * height * 4) throw new RangeError(`rgba holds ${rgba.length} bytes, fewer than ${width}×${height}×4`);
  const n = width * height;
  const luma = new Float32Array(n), red = new Float32Array(n), green = new Float32Array(n), blue = new Float32Array(n), alpha = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    const a = rgba[i * 4 + 3]! / 255;
    const r = rgba[i * 4]! * a, g = rgba[i * 4 + 1]! * a, b = rgba[i * 4 + 2]! * a;
    // Premultiplied, so that resampling does not bleed the colour of transparent pixels in.
    alpha[i] = a; red[i] = r; green[i] = g; blue[i] = b;
    luma[i] = 0.299 * r + 0.587 * g + 0.114 * b;
  }
  const plane = (data: Float32Array) => ({ data, width, height });
  return { luma: plane(luma), red: plane(red), green: plane(green), blue: plane(blue), alpha };
}

/** Weights of one axis resampled from n to m: area-weighted when shrinking, linear when enlarging. */
function axisWeights(n: number, m: number): { from: number[]; weight: number[] }[] {
  const out: { from: number[]; weight: number[] }[] = [];
  for (let i = 0; i < m; i++) {
    const from: number[] = [], weight: number[] = [];
    if (m < n) {
      const r = n / m, x0 = i * r, x1 = x0 + r;
      for (let j = Math.floor(x0); j < Math.min(n, Math.ceil(x1)); j++) { from.push(j); weight.push((Math.min(x1, j + 1) - Math.max(x0, j)) / r); }
    } else {
      const x = Math.min(n - 1, Math.max(0, ((i + 0.5) * n) / m - 0.5));
      const j = Math.floor(x), f = x - j;
      from.push(j, Math.min(n - 1, j + 1));
      weight.push(1 - f, f);
    }
    out.push({ from, weight });
  }
  return out;
}

/** A w×h plane resampled to dw×dh (rows first, then columns). */
function resize(src: Float32Array, w: number, h: number, dw: number, dh: number): Float32Array {
  const across = axisWeights(w, dw), down = axisWeights(h, dh);
  const rows = new Float32Array(h * dw);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < dw; x++) {
      const { from, weight } = across[x]!;
      let v = 0;
      for (let k = 0; k < from.length; k++) v += src[y * w + from[k]!]! * weight[k]!;
      rows[y * dw + x] = v;
    }
  }
  const out = new Float32Array(dh * dw);
  for (let y = 0; y < dh; y++) {
    const { from, weight } = down[y]!;
    for (let x = 0; x < dw; x++) {
      let v = 0;
      for (let k = 0; k < from.length; k++) v += rows[from[k]! * dw + x]! * weight[k]!;
      out[y * dw + x] = v;
    }
  }
  return out;
}

/** A plane halved (2×2 box average). */
function halve(g: Grey): Grey {
  const w = g.width >> 1, h = g.height >> 1;
  const data = new Float32Array(w * h);
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      const o = 2 * y * g.width + 2 * x;
      data[y * w + x] = (g.data[o]! + g.data[o + 1]! + g.data[o + g.width]! + g.data[o + g.width + 1]!) / 4;
    }
  }
  return { data, width: w, height: h };
}

/** A plane halved again and again down to a shorter side of about 32 px. */
function pyramid(grey: Grey): { level: Grey; factor: number }[] {
  const levels = [{ level: grey, factor: 1 }];
  for (;;) {
    const { level, factor } = levels.at(-1)!;
    if (Math.min(level.width >> 1, level.height >> 1) < 32) return levels;
    levels.push({ level: halve(level), factor: factor / 2 });
  }
}

/** The logo at one size, as offsets into a level of `stride` and its mean-free values over the opaque pixels. */
interface Template { width: number; height: number; offsets: Int32Array; values: Float32Array; norm: number }

function makeTemplate(plane: Grey, alphaPlane: Float32Array, width: number, height: number, stride: number): Template | null {
  const premultiplied = resize(plane.data, plane.width, plane.height, width, height);
  const alpha = resize(alphaPlane, plane.width, plane.height, width, height);
  const offsets: number[] = [], values: number[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const a = alpha[y * width + x]!;
      if (a < opaqueAlpha) continue;
      offsets.push(y * stride + x);
      values.push(premultiplied[y * width + x]! / a);
    }
  }
  if (values.length < 4) return null;
  const mean = values.reduce((s, v) => s + v, 0) / values.length;
  const centred = Float32Array.from(values, (v) => v - mean);
  const norm = Math.sqrt(centred.reduce((s, v) => s + v * v, 0));
  if (norm < 1e-6) return null;
  return { width, height, offsets: Int32Array.from(offsets), values: centred, norm };
}

/** Masked TM_CCOEFF_NORMED at one place (top-left x, y) of a level. */
function scoreAt(level: Grey, t: Template, x: number, y: number): number {
  const base = y * level.width + x, data = level.data, { offsets, values } = t;
  const n = offsets.length;
  let s1 = 0, s2 = 0, st = 0;
  for (let k = 0; k < n; k++) {
    const v = data[base + offsets[k]!]!;
    s1 += v; s2 += v * v; st += values[k]! * v;
  }
  const variance = s2 - (s1 * s1) / n;
  if (variance <= flatWindowStd * flatWindowStd * n) return 0;
  return st / (t.norm * Math.sqrt(variance));
}

interface Candidate { score: number; x: number; y: number; scale: number }

/** The best places (non-overlapping) of one template over a region of a level. */
function search(level: Grey, t: Template, x0: number, y0: number, x1: number, y1: number, keep: number): { score: number; x: number; y: number }[] {
  const best: { score: number; x: number; y: number }[] = [];
  const minDistance = Math.max(t.width, t.height) / 2;
  const xs = Math.max(0, x0), ys = Math.max(0, y0), xe = Math.min(level.width - t.width, x1), ye = Math.min(level.height - t.height, y1);
  for (let y = ys; y <= ye; y++) {
    for (let x = xs; x <= xe; x++) {
      const score = scoreAt(level, t, x, y);
      if (best.length === keep && score <= best[keep - 1]!.score) continue;
      const near = best.findIndex((b) => Math.abs(b.x - x) < minDistance && Math.abs(b.y - y) < minDistance);
      if (near >= 0) {
        if (score > best[near]!.score) best.splice(near, 1);
        else continue;
      }
      best.push({ score, x, y });
      best.sort((a, b) => b.score - a.score);
      if (best.length > keep) best.pop();
    }
  }
  return best;
}

/**
 * The logo's best match on the frame: its normalised correlation (−1–1), where (in frame pixels)
 * and at what scale (frame pixels per logo pixel), trying logo sizes from 4 % to 40 % of the
 * frame's shorter side. Null when the logo has nothing to match (fewer than 4 opaque pixels, or
 * all one grey) or the frame is smaller than the smallest logo size.
 */
export function findLogo(frame: RgbaImage, logo: RgbaImage): LogoMatch | null {
  const still = toPlanes(frame);
  const mark = toPlanes(logo);
  const levels = pyramid(still.luma);
  const shorter = Math.min(frame.width, frame.height);
  const logoLonger = Math.max(logo.width, logo.height);
  const levelIndexFor = (sizePx: number, minPx: number) => {
    // The coarsest level where the logo is at least minPx long (the full still when none is).
    for (let i = levels.length - 1; i >= 0; i--) if (sizePx * levels[i]!.factor >= minPx) return i;
    return 0;
  };
  const sizeAt = (scale: number, factor: number) =>
    [Math.max(1, Math.round(logo.width * scale * factor)), Math.max(1, Math.round(logo.height * scale * factor))] as const;
  // Refinement asks for the same sizes again and again: each template is made once.
  const made = new Map<string, Template | null>();
  const templateAt = (plane: Grey, scale: number, factor: number, stride: number) => {
    const [w, h] = sizeAt(scale, factor);
    const key = `${plane === mark.luma ? 'l' : plane === mark.red ? 'r' : plane === mark.green ? 'g' : 'b'}:${w}:${h}:${stride}`;
    if (!made.has(key)) made.set(key, makeTemplate(plane, mark.alpha, w, h, stride));
    return made.get(key)!;
  };

  // Coarse: every size over the whole still.
  const coarse: Candidate[] = [];
  for (let fraction = smallestFraction; fraction <= largestFraction * 1.0001; fraction *= fractionStep) {
    const sizePx = fraction * shorter;
    const scale = sizePx / logoLonger;
    const { level, factor } = levels[levelIndexFor(sizePx, coarseTemplatePx)]!;
    const t = templateAt(mark.luma, scale, factor, level.width);
    if (!t || t.width > level.width || t.height > level.height) continue;
    for (const found of search(level, t, 0, 0, level.width, level.height, 3)) coarse.push({ score: found.score, x: found.x / factor, y: found.y / factor, scale });
  }
  if (coarse.length === 0) return null;
  coarse.sort((a, b) => b.score - a.score);
  const picked: Candidate[] = [];
  for (const c of coarse) {
    const size = logoLonger * c.scale;
    if (picked.some((p) => Math.abs(p.x - c.x) < size / 2 && Math.abs(p.y - c.y) < size / 2)) continue;
    picked.push(c);
    if (picked.length === candidates) break;
  }

  /** The best place within `radius` px (frame) of c at each of c's scale times `steps`, on a level where the logo is `minPx` or more. */
  const refine = (c: Candidate, steps: number[], radius: number, minPx = fineTemplatePx): Candidate => {
    let best: Candidate = { ...c, score: -Infinity };
    for (const step of steps) {
      const scale = c.scale * step;
      const { level, factor } = levels[levelIndexFor(logoLonger * scale, minPx)]!;
      const t = templateAt(mark.luma, scale, factor, level.width);
      if (!t || t.width > level.width || t.height > level.height) continue;
      const r = Math.ceil(radius * factor) + 1;
      const cx = Math.round(c.x * factor), cy = Math.round(c.y * factor);
      const [found] = search(level, t, cx - r, cy - r, cx + r, cy + r, 1);
      if (found && found.score > best.score) best = { score: found.score, x: found.x / factor, y: found.y / factor, scale };
    }
    return best.score === -Infinity ? c : best;
  };
  /** Refined, then climbing in size while that helps (a smaller logo can sit inside a larger one's place). */
  const climb = (c: Candidate): Candidate => {
    const coarseFactor = levels[levelIndexFor(logoLonger * c.scale, coarseTemplatePx)]!.factor;
    let best = refine(c, [0.92, 0.96, 1, 1.04, 1.08], 1 / coarseFactor + 1);
    for (let round = 0; round < 8; round++) {
      const next = refine(best, [0.94, 1, 1.06], 4);
      if (next.score <= best.score + 1e-9) break;
      best = next;
    }
    return best;
  };
  const refined = picked.map(climb).sort((a, b) => b.score - a.score);
  let polished = refine(refined[0]!, [0.97, 0.985, 1, 1.015, 1.03], 3, polishTemplatePx);
  for (let round = 0; round < 4; round++) {
    const next = refine(polished, [0.985, 1, 1.015], 2, polishTemplatePx);
    if (next.score <= polished.score + 1e-9) break;
    polished = next;
  }

  // The reported score: the same correlation over red, green and blue together (as OpenCV's
  // TM_CCOEFF_NORMED does on a colour image), so a shape alike in other colours scores lower.
  const index = levelIndexFor(logoLonger * polished.scale, polishTemplatePx);
  const { factor } = levels[index]!;
  const colourLevels = (['red', 'green', 'blue'] as const).map((c) => levelOf(still[c], index));
  const width = colourLevels[0]!.width;
  const templates = (['red', 'green', 'blue'] as const).map((c) => templateAt(mark[c], polished.scale, factor, width));
  const x = Math.round(polished.x * factor), y = Math.round(polished.y * factor);
  const score = templates.every((t) => t !== null) && x + templates[0]!.width <= width && y + templates[0]!.height <= colourLevels[0]!.height
    ? colourScoreAt(colourLevels, templates as Template[], x, y)
    : polished.score;
  return {
    score: Math.max(-1, Math.min(1, score)),
    box: { x: Math.round(polished.x), y: Math.round(polished.y), width: Math.round(logo.width * polished.scale), height: Math.round(logo.height * polished.scale) },
    scale: polished.scale,
  };
}

/** A plane halved `times` times, as the luma pyramid's level of that index. */
function levelOf(plane: Grey, times: number): Grey {
  let level = plane;
  for (let i = 0; i < times; i++) level = halve(level);
  return level;
}

/** Masked TM_CCOEFF_NORMED over several planes at once (each less its own mean). */
function colourScoreAt(levels: Grey[], templates: Template[], x: number, y: number): number {
  let numerator = 0, templateEnergy = 0, windowEnergy = 0;
  for (let c = 0; c < levels.length; c++) {
    const level = levels[c]!, t = templates[c]!;
    const base = y * level.width + x, n = t.offsets.length;
    let s1 = 0, s2 = 0, st = 0;
    for (let k = 0; k < n; k++) {
      const v = level.data[base + t.offsets[k]!]!;
      s1 += v; s2 += v * v; st += t.values[k]! * v;
    }
    numerator += st;
    templateEnergy += t.norm * t.norm;
    windowEnergy += s2 - (s1 * s1) / n;
  }
  if (windowEnergy <= flatWindowStd * flatWindowStd * templates[0]!.offsets.length * levels.length || templateEnergy === 0) return 0;
  return numerator / Math.sqrt(templateEnergy * windowEnergy);
}
