/**
 * `framefleet bench matting-compare --before PATH [--json FILE] [--sheet FILE.png]`: this
 * checkout's matte against another checkout's (a worktree of an earlier commit, its addon built),
 * side by side in one process on the same decoded frames: vtest.avi 0–15 s (10 frames a second) scaled to 1920x1080.
 *
 * - Speed: each round runs every frame through a fresh matter of each side, in alternating order
 *   (a shared, noisy machine drifts; alternation spreads that over both), the frames in flight a
 *   fact job keeps (native/matting's matteEach; a checkout that predates it does them one at a time), and reports ms per frame
 *   (median over rounds) and after ÷ before (median of each round's own ratio).
 * - Each side runs with its checkout's own models (.framefleet/models/matting, as its setup made
 *   them), or with this checkout's where it has none.
 * - Agreement: the intersection over union of the two mattes (alpha ≥ 128) per frame, from the
 *   first round; a frame where neither has a person counts 1. Then the same over the people both
 *   mattes have (regions of one that overlap a region of the other), to tell the edges of the
 *   people both found from who was found, and the shares of the union that are people only one
 *   side has.
 * - The same IoU without the regions of the frames where, checked by eye, nobody is
 *   (`--not-people`, by default bench/matting-compare-not-people.json): there, what either matte
 *   calls a person is a false one, and a false person in the before matte that the after matte
 *   rightly leaves out should not count against it.
 * - With --sheet, three frames with both mattes' edges drawn over the picture (magenta: before,
 *   green: after), cropped to where people are, to be looked at.
 */
import { createCanvas, ImageData } from '@napi-rs/canvas';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { availableParallelism, cpus } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { libraryPath, matteEach, mattingAvailable, models, modelsDir, openMatter } from '../native/matting/index.ts';
import { openVideoDecoder } from '../native/media/index.ts';
import { defineCommand, UsageError } from '../shared/cli/args.ts';
import { VTEST } from './matting.ts';
import { jsonFileOption, median, round3, writeReport } from './options.ts';

const WIDTH = 1920;
const HEIGHT = 1080;
/** vtest.avi's own rate: its frames are taken one by one. */
const VTEST_FPS = 10;
const NOT_PEOPLE = join(dirname(fileURLToPath(import.meta.url)), 'matting-compare-not-people.json');

/** A region of frames `first`..`last` (inclusive) where nobody is, in the bench's 1920x1080 pixels. */
interface NotPeopleRegion { frames: [number, number]; box: [number, number, number, number]; what: string }

/**
 * What either side's matter does: the earlier checkout's addon is driven through its own native
 * surface, which may predate `stats()`.
 */
interface SideMatter { next(rgba: Uint8Array): Promise<Uint8Array>; close(): Promise<void>; stats?(): { detections: number } }

interface NativeMatterOfAnyCheckout {
  open(options: Record<string, unknown>): Promise<void>;
  /** Present in checkouts whose matter starts a frame's detection ahead. */
  ahead?(rgba: Uint8Array): void;
  next(rgba: Uint8Array, alpha: Uint8Array): Promise<void>;
  close(): Promise<void>;
}

/**
 * A matter of the checkout at `root`, opened through its built addon with its own models (its
 * setup may have made them otherwise), or this checkout's where it has none.
 */
async function openCheckoutMatter(root: string, threads: number): Promise<SideMatter> {
  const addon = createRequire(import.meta.url)(resolve(root, 'native/matting/build/Release/framefleet_matting.node')) as { Matter: new () => NativeMatterOfAnyCheckout };
  const own = (path: string) => {
    const theirs = resolve(root, '.framefleet/models/matting', basename(path));
    return existsSync(theirs) ? theirs : path;
  };
  const native = new addon.Matter();
  await native.open({
    library: libraryPath,
    segmentation: own(models.segmentation),
    segmentationLandscape: own(models.segmentationLandscape),
    faceDetection: own(models.faceFullRange),
    // Read by checkouts whose matte detects people with the SSDLite model (earlier ones ignore it):
    // those from before its conversion to TFLite read the frozen graph it is converted from.
    personDetection: own(existsSync(resolve(root, 'native/matting/setup/convert_person_detector.py')) ? models.personDetection : join(modelsDir, 'pedestrian_ssdlite.pb')),
    width: WIDTH, height: HEIGHT, threads,
  });
  // As that checkout's own wrapper drives it: frames announced as they come, mattes one at a time.
  let tail: Promise<unknown> = Promise.resolve();
  return {
    next(rgba) {
      native.ahead?.(rgba);
      const alpha = new Uint8Array(WIDTH * HEIGHT);
      const result = tail.then(() => native.next(rgba, alpha)).then(() => alpha);
      tail = result.catch(() => undefined);
      return result;
    },
    close: () => native.close(),
  };
}

export interface MattingCompareReport {
  benchmark: 'matting-compare';
  source: string;
  settings: { frames: number; width: number; height: number; rounds: number; threads: number; before: string };
  machine: { cpu: string; cpus: number };
  /** Milliseconds per frame, median over rounds, and after ÷ before (median of the rounds' own ratios). */
  ms: { before: number; after: number; rounds: { before: number; after: number }[] };
  afterVsBefore: number;
  speedup: number;
  /** Intersection over union of the two mattes at alpha ≥ 128. */
  iou: { mean: number; min: number; perFrame: number[] };
  /** The same with both mattes left out in the regions where nobody is (their file). */
  iouWithoutNotPeople: { mean: number; min: number; perFrame: number[]; regions: string };
  /**
   * The same for the people both mattes have (their connected regions that overlap one of the
   * other's), so the edges of the people both found, apart from who was found: and the share of
   * the union, mean over frames, that is people only one side has.
   */
  people: { iouOfBoth: number; onlyBefore: number; onlyAfter: number };
  /** Frames whose two mattes are the same bytes. */
  identicalFrames: number;
  /** Share of the picture each side calls a person, mean over frames. */
  coverage: { before: number; after: number };
  /** Frames the after side's person detector ran on. */
  afterDetections?: number;
  sheet?: { path: string; frames: number[] };
}

function iou(a: Uint8Array, b: Uint8Array): { iou: number; a: number; b: number } {
  let inter = 0, union = 0, na = 0, nb = 0;
  for (let i = 0; i < a.length; i++) {
    const x = a[i]! >= 128, y = b[i]! >= 128;
    if (x) na++;
    if (y) nb++;
    if (x && y) inter++;
    if (x || y) union++;
  }
  return { iou: union === 0 ? 1 : inter / union, a: na / a.length, b: nb / b.length };
}

/** The regions where nobody is, from a file as bench/matting-compare-not-people.json. */
export function readNotPeople(path: string): NotPeopleRegion[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, 'utf8'));
  } catch (err) {
    throw new Error(`--not-people: cannot read '${path}': ${(err as Error).message}`);
  }
  const regions = (parsed as { regions?: unknown }).regions;
  const isRegion = (r: unknown): r is NotPeopleRegion => {
    const { frames, box } = (r ?? {}) as Partial<NotPeopleRegion>;
    return Array.isArray(frames) && frames.length === 2 && frames.every(Number.isInteger) && frames[0] <= frames[1]
      && Array.isArray(box) && box.length === 4 && box.every(Number.isInteger) && box[2] > 0 && box[3] > 0;
  };
  if (!Array.isArray(regions) || !regions.every(isRegion)) throw new Error(`--not-people: '${path}' must hold { "regions": [{ "frames": [first, last], "box": [x, y, width, height] }, ...] }`);
  return regions;
}

/** `mask` with the regions of frame `index` cleared: a copy, or `mask` itself where none is in that frame. */
export function withoutNotPeople(mask: Uint8Array, index: number, regions: NotPeopleRegion[]): Uint8Array {
  const inFrame = regions.filter(({ frames: [first, last] }) => index >= first && index <= last);
  if (!inFrame.length) return mask;
  const cleared = new Uint8Array(mask);
  for (const { box: [x, y, w, h] } of inFrame) {
    for (let row = Math.max(0, y); row < Math.min(HEIGHT, y + h); row++) cleared.fill(0, row * WIDTH + Math.max(0, x), row * WIDTH + Math.min(WIDTH, x + w));
  }
  return cleared;
}

/** Labels (1, 2, ...) of the 8-connected regions of person pixels (alpha ≥ 128), on a grid of `cell`-pixel squares, a square in when any of its pixels is. */
function personRegions(mask: Uint8Array, cell: number): { labels: Int32Array; cols: number; count: number } {
  const cols = Math.ceil(WIDTH / cell), rows = Math.ceil(HEIGHT / cell);
  const labels = new Int32Array(cols * rows);
  const inside = new Uint8Array(cols * rows);
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) if (mask[y * WIDTH + x]! >= 128) inside[Math.floor(y / cell) * cols + Math.floor(x / cell)] = 1;
  }
  let count = 0;
  const stack: number[] = [];
  for (let start = 0; start < inside.length; start++) {
    if (!inside[start] || labels[start]) continue;
    labels[start] = ++count;
    stack.push(start);
    while (stack.length) {
      const c = stack.pop()!;
      const cx = c % cols, cy = (c - cx) / cols;
      for (let dy = -1; dy <= 1; dy++) {
        for (let dx = -1; dx <= 1; dx++) {
          const nx = cx + dx, ny = cy + dy;
          if (nx < 0 || ny < 0 || nx >= cols || ny >= rows) continue;
          const n = ny * cols + nx;
          if (inside[n] && !labels[n]) { labels[n] = count; stack.push(n); }
        }
      }
    }
  }
  return { labels, cols, count };
}

/** The IoU of the people both mattes have, and the shares of the union only one has (see MattingCompareReport.people). */
function sharedPeople(before: Uint8Array, after: Uint8Array): { iou: number; onlyBefore: number; onlyAfter: number } {
  const cell = 4;
  const a = personRegions(before, cell), b = personRegions(after, cell);
  const bothA = new Uint8Array(a.count + 1), bothB = new Uint8Array(b.count + 1);
  for (let c = 0; c < a.labels.length; c++) {
    if (a.labels[c] && b.labels[c]) { bothA[a.labels[c]!] = 1; bothB[b.labels[c]!] = 1; }
  }
  let inter = 0, union = 0, onlyA = 0, onlyB = 0, any = 0;
  for (let y = 0; y < HEIGHT; y++) {
    const row = Math.floor(y / cell) * a.cols;
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x, c = row + Math.floor(x / cell);
      const inA = before[i]! >= 128, inB = after[i]! >= 128;
      if (!inA && !inB) continue;
      any++;
      const sharedA = inA && bothA[a.labels[c]!] === 1, sharedB = inB && bothB[b.labels[c]!] === 1;
      if (inA && !sharedA) onlyA++;
      if (inB && !sharedB) onlyB++;
      if (sharedA || sharedB) union++;
      if (sharedA && sharedB) inter++;
    }
  }
  return { iou: union === 0 ? 1 : inter / union, onlyBefore: any === 0 ? 0 : onlyA / any, onlyAfter: any === 0 ? 0 : onlyB / any };
}

export async function runMattingCompare(o: { before: string; frames: number; rounds: number; threads: number; notPeople: NotPeopleFile; sheet?: string; sheetFrames?: number[] }, log: (line: string) => void): Promise<MattingCompareReport> {
  const notPeople = o.notPeople.regions;
  const status = mattingAvailable();
  if (!status.available) throw new Error(`matting is not available: ${status.reason}`);
  log(`decoding ${o.frames} frames of ${VTEST} at ${WIDTH}x${HEIGHT}`);
  const decoder = await openVideoDecoder(VTEST);
  const frames: Uint8Array[] = [];
  try {
    for (let i = 0; i < o.frames; i++) {
      const frame = new Uint8Array(WIDTH * HEIGHT * 4);
      await decoder.read(i, frame, { width: WIDTH, height: HEIGHT });
      frames.push(frame);
    }
  } finally {
    await decoder.close();
  }

  const open = { before: () => openCheckoutMatter(o.before, o.threads), after: () => openMatter({ width: WIDTH, height: HEIGHT, threads: o.threads }) };
  const rounds: { before: number; after: number }[] = [];
  const firstMattes: Record<'before' | 'after', Uint8Array[]> = { before: [], after: [] };
  let afterDetections: number | undefined;
  for (let r = 0; r < o.rounds; r++) {
    const order = r % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
    const took = { before: 0, after: 0 };
    for (const side of order) {
      const matter = await open[side]();
      try {
        const started = performance.now();
        await matteEach(matter, frames.length, (i) => frames[i]!, (alpha) => {
          if (r === 0) firstMattes[side].push(alpha);
        });
        took[side] = (performance.now() - started) / frames.length;
        if (side === 'after') afterDetections = matter.stats?.().detections;
      } finally {
        await matter.close();
      }
    }
    rounds.push({ before: round3(took.before), after: round3(took.after) });
    log(`round ${r + 1}/${o.rounds}: before ${took.before.toFixed(1)} ms a frame, after ${took.after.toFixed(1)} (after ÷ before ${(took.after / took.before).toFixed(3)})`);
  }

  const perFrame = firstMattes.after.map((after, i) => iou(firstMattes.before[i]!, after));
  const perFrameWithout = firstMattes.after.map((after, i) => iou(withoutNotPeople(firstMattes.before[i]!, i, notPeople), withoutNotPeople(after, i, notPeople)).iou);
  const shared = firstMattes.after.map((after, i) => sharedPeople(firstMattes.before[i]!, after));
  const meanOf = (values: number[]) => values.reduce((s, v) => s + v, 0) / values.length;
  const ratio = median(rounds.map((r) => r.after / r.before));
  let sheet: MattingCompareReport['sheet'];
  if (o.sheet) {
    const picked = (o.sheetFrames ?? [Math.floor(o.frames * 0.3), Math.floor(o.frames * 0.6), o.frames - 1]).filter((i) => i < o.frames);
    writeFileSync(o.sheet, edgeSheet(picked.map((i) => ({ frame: frames[i]!, before: firstMattes.before[i]!, after: firstMattes.after[i]! }))));
    sheet = { path: o.sheet, frames: picked };
  }
  return {
    benchmark: 'matting-compare',
    source: VTEST,
    settings: { frames: o.frames, width: WIDTH, height: HEIGHT, rounds: o.rounds, threads: o.threads, before: resolve(o.before) },
    machine: { cpu: cpus()[0]?.model ?? 'unknown', cpus: cpus().length },
    ms: { before: round3(median(rounds.map((r) => r.before))), after: round3(median(rounds.map((r) => r.after))), rounds },
    afterVsBefore: round3(ratio),
    speedup: Math.round((1 / ratio) * 100) / 100,
    iou: { mean: round3(meanOf(perFrame.map((p) => p.iou))), min: round3(Math.min(...perFrame.map((p) => p.iou))), perFrame: perFrame.map((p) => round3(p.iou)) },
    iouWithoutNotPeople: { mean: round3(meanOf(perFrameWithout)), min: round3(Math.min(...perFrameWithout)), perFrame: perFrameWithout.map(round3), regions: o.notPeople.path },
    people: {
      iouOfBoth: round3(meanOf(shared.map((p) => p.iou))),
      onlyBefore: round3(meanOf(shared.map((p) => p.onlyBefore))),
      onlyAfter: round3(meanOf(shared.map((p) => p.onlyAfter))),
    },
    identicalFrames: firstMattes.after.filter((after, i) => Buffer.compare(after, firstMattes.before[i]!) === 0).length,
    coverage: { before: round3(meanOf(perFrame.map((p) => p.a))), after: round3(meanOf(perFrame.map((p) => p.b))) },
    ...(afterDetections !== undefined ? { afterDetections } : {}),
    ...(sheet ? { sheet } : {}),
  };
}

/**
 * A PNG of frames with both mattes' edges over the picture, each cropped to the box around the
 * people (either matte) with a margin and scaled to 960 pixels wide, one under another.
 */
function edgeSheet(items: { frame: Uint8Array; before: Uint8Array; after: Uint8Array }[]): Buffer {
  const tileW = 960;
  const crops = items.map(({ before, after }) => {
    let x0 = WIDTH, y0 = HEIGHT, x1 = 0, y1 = 0;
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const i = y * WIDTH + x;
        if (before[i]! >= 128 || after[i]! >= 128) { x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y); }
      }
    }
    if (x1 < x0) return { x: 0, y: 0, w: WIDTH, h: HEIGHT };
    const margin = 40;
    const x = Math.max(0, x0 - margin), y = Math.max(0, y0 - margin);
    return { x, y, w: Math.min(WIDTH, x1 + margin) - x, h: Math.min(HEIGHT, y1 + margin) - y };
  });
  const heights = crops.map((c) => Math.round((c.h * tileW) / c.w));
  const canvas = createCanvas(tileW, heights.reduce((s, h) => s + h, 0) + 8 * (items.length - 1));
  const ctx = canvas.getContext('2d');
  let top = 0;
  items.forEach(({ frame, before, after }, n) => {
    const c = crops[n]!;
    const overlay = new Uint8ClampedArray(frame);
    // An edge pixel differs from a neighbour within two pixels: lines thick enough to see once scaled.
    const edge = (m: Uint8Array, i: number, x: number, y: number) => {
      const v = m[i]! >= 128;
      return (x + 2 < WIDTH && (m[i + 2]! >= 128) !== v) || (x >= 2 && (m[i - 2]! >= 128) !== v) || (y + 2 < HEIGHT && (m[i + 2 * WIDTH]! >= 128) !== v) || (y >= 2 && (m[i - 2 * WIDTH]! >= 128) !== v);
    };
    for (let y = c.y; y < c.y + c.h; y++) {
      for (let x = c.x; x < c.x + c.w; x++) {
        const i = y * WIDTH + x;
        const colour = edge(after, i, x, y) ? [0, 255, 0] : edge(before, i, x, y) ? [255, 0, 255] : undefined;
        if (colour) overlay.set([colour[0]!, colour[1]!, colour[2]!, 255], i * 4);
      }
    }
    const full = createCanvas(WIDTH, HEIGHT);
    full.getContext('2d').putImageData(new ImageData(overlay, WIDTH, HEIGHT), 0, 0);
    ctx.drawImage(full, c.x, c.y, c.w, c.h, 0, top, tileW, heights[n]!);
    top += heights[n]! + 8;
  });
  return canvas.toBuffer('image/png');
}

/** Bars of ms per frame (before, after) and the per-frame IoU as a line. */
function renderSvg(report: MattingCompareReport): string {
  const W = 760, H = 360;
  const max = Math.max(report.ms.before, report.ms.after);
  const barH = (v: number) => (v / max) * 220;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#fff"/>`,
    `<text x="${W / 2}" y="22" text-anchor="middle" font-size="15" font-weight="bold">Matte of vtest.avi 0–${(report.settings.frames / VTEST_FPS).toFixed(0)} s at 1080p: before and after</text>`,
  ];
  ([['before', report.ms.before, '#9aa5b1'], ['after', report.ms.after, '#4c78a8']] as const).forEach(([who, v, colour], i) => {
    const x = 60 + i * 90;
    parts.push(`<rect x="${x}" y="${280 - barH(v)}" width="60" height="${barH(v)}" fill="${colour}"/>`);
    parts.push(`<text x="${x + 30}" y="${274 - barH(v)}" text-anchor="middle">${v.toFixed(1)} ms</text>`);
    parts.push(`<text x="${x + 30}" y="298" text-anchor="middle">${who}</text>`);
  });
  parts.push(`<text x="10" y="326">ms a frame · after ÷ before ${report.afterVsBefore} (${report.speedup}× faster)</text>`);
  const x0 = 300, x1 = W - 30, y0 = 60, y1 = 280;
  const px = (i: number) => x0 + (i / Math.max(1, report.iou.perFrame.length - 1)) * (x1 - x0);
  const py = (v: number) => y1 - v * (y1 - y0);
  parts.push(`<line x1="${x0}" y1="${y1}" x2="${x1}" y2="${y1}" stroke="#333"/><line x1="${x0}" y1="${y0}" x2="${x0}" y2="${y1}" stroke="#333"/>`);
  for (const v of [0, 0.5, 0.9, 1]) parts.push(`<text x="${x0 - 6}" y="${py(v) + 4}" text-anchor="end">${v}</text><line x1="${x0}" y1="${py(v)}" x2="${x1}" y2="${py(v)}" stroke="#eee"/>`);
  parts.push(`<polyline fill="none" stroke="#f58518" stroke-width="1.5" points="${report.iou.perFrame.map((v, i) => `${px(i).toFixed(1)},${py(v).toFixed(1)}`).join(' ')}"/>`);
  parts.push(`<polyline fill="none" stroke="#54a24b" stroke-width="1.5" stroke-dasharray="4 3" points="${report.iouWithoutNotPeople.perFrame.map((v, i) => `${px(i).toFixed(1)},${py(v).toFixed(1)}`).join(' ')}"/>`);
  parts.push(`<text x="${(x0 + x1) / 2}" y="298" text-anchor="middle">frame · IoU of after against before (mean ${report.iou.mean}, min ${report.iou.min})</text>`);
  parts.push(`<text x="${(x0 + x1) / 2}" y="314" text-anchor="middle" fill="#54a24b">dashed: without the regions where nobody is (mean ${report.iouWithoutNotPeople.mean})</text>`);
  parts.push('</svg>\n');
  return parts.join('');
}

export const command = defineCommand({
  summary: 'this checkout\'s matte against an earlier checkout\'s on vtest.avi 0–15 s (10 frames a second) at 1080p: ms per frame side by side, IoU, an edge sheet',
  description: 'Runs the matte of this checkout and of --before PATH (a worktree of an earlier commit with its matting addon built) over the same decoded frames of vtest.avi at 1920x1080, in alternating rounds in one process: ms per frame and after ÷ before, the IoU of the two mattes per frame, and with --sheet three frames with both mattes\' edges drawn (magenta before, green after).',
  options: {
    before: { type: 'string', placeholder: 'PATH', parse: checkout, help: 'another checkout of the project whose native/matting addon is built; run with its own models (.framefleet/models/matting) where it has them' },
    frames: { type: 'integer', min: 10, max: 795, default: 150, help: 'frames from the start of vtest.avi (150: 0–15 s)' },
    rounds: { type: 'integer', min: 1, max: 20, default: 3, help: 'rounds of both sides' },
    threads: { type: 'integer', min: 1, max: 64, help: 'threads each matter may use (default: the cores this process may use)' },
    sheet: { type: 'string', placeholder: 'FILE.png', parse: pngFile, help: 'write three frames with both mattes\' edges to FILE' },
    'not-people': { type: 'string', placeholder: 'FILE', default: NOT_PEOPLE, parse: notPeopleFile, help: 'regions of the frames where, checked by eye, nobody is, left out of both mattes for a second IoU' },
    'sheet-frames': { type: 'string', placeholder: 'LIST', parse: frameList, help: 'the frames of the sheet, comma separated (default: at 30% and 60% of the frames, and the last)' },
    json: { ...jsonFileOption, help: 'write the report to FILE and its chart beside it (FILE with .svg)' },
  },
  async run({ values }) {
    if (!values.before) {
      console.error('framefleet bench matting-compare: --before PATH is required (a checkout of an earlier commit with its matting addon built)');
      return 2;
    }
    if (!existsSync(VTEST)) {
      console.error(`framefleet bench matting-compare: its footage ${VTEST} is missing; it comes with Debian's opencv-doc, which ops/test-tools/install.sh installs`);
      return 1;
    }
    let report: MattingCompareReport;
    try {
      report = await runMattingCompare({ before: values.before, frames: values.frames, rounds: values.rounds, threads: values.threads ?? availableParallelism(), notPeople: values['not-people'], ...(values.sheet ? { sheet: values.sheet } : {}), ...(values['sheet-frames'] ? { sheetFrames: values['sheet-frames'] } : {}) }, (line) => console.error(line));
    } catch (err) {
      console.error(`framefleet bench matting-compare: ${(err as Error).message}`);
      return 1;
    }
    console.log(`ms per 1080p frame: before ${report.ms.before}, after ${report.ms.after}; after ÷ before ${report.afterVsBefore} (${report.speedup}× faster); IoU mean ${report.iou.mean}, min ${report.iou.min} (without the regions where nobody is: mean ${report.iouWithoutNotPeople.mean}, min ${report.iouWithoutNotPeople.min}); people both have: IoU ${report.people.iouOfBoth}, the union's people only before has ${report.people.onlyBefore}, only after ${report.people.onlyAfter}; ${report.identicalFrames} of ${report.settings.frames} frames identical; person coverage before ${report.coverage.before}, after ${report.coverage.after}`);
    if (report.sheet) console.log(`wrote frames ${report.sheet.frames.join(', ')} with both mattes' edges to ${report.sheet.path}`);
    if (values.json) writeReport(values.json, report, renderSvg(report));
    return 0;
  },
});

function checkout(raw: string): string {
  if (!existsSync(resolve(raw, 'native/matting/build/Release/framefleet_matting.node'))) throw new UsageError(`--before: '${raw}' has no built matting addon (native/matting/build/Release/framefleet_matting.node); run npm run build:native there`);
  return raw;
}

function frameList(raw: string): number[] {
  const list = raw.split(',').map((s) => Number(s.trim()));
  if (!list.length || list.some((n) => !Number.isInteger(n) || n < 0)) throw new UsageError(`--sheet-frames must list frame numbers, comma separated (got '${raw}')`);
  return list;
}

/** The --not-people file, read and checked with the other options: a bad one is a usage error before any frame is matted. */
interface NotPeopleFile { path: string; regions: NotPeopleRegion[] }
function notPeopleFile(raw: string): NotPeopleFile {
  return { path: resolve(raw), regions: readNotPeople(raw) };
}

function pngFile(raw: string): string {
  if (!raw.endsWith('.png')) throw new UsageError('--sheet must name a .png file');
  return raw;
}
