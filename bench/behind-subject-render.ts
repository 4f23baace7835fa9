/**
 * The render half of `framefleet bench matting`: frames per second of a render with a title
 * behind the subject against the same render without the effect, side by side.
 *
 * The shot is opencv-doc's vtest.avi (pedestrians, 768x576, 10 fps) as a video clip filling a
 * 1920x1080 composition at the source's frame rate, so every frame shows a new source frame (and
 * decodes a new matte frame), as a 30 fps shot does in a 30 fps composition. Above it a bold title
 * across the path the walkers take: `behindSubject` of the video in one composition, plainly on top
 * in the other (no matte). The matte is made first, for exactly the source frames drawn, the way a
 * fact job makes it (render-node/facts/compute.ts: the matting addon, the grey encoder) at the
 * source's size, and named `matte:` like a pinned composition names it.
 *
 * Each round draws the frames of both compositions (in alternating order), each as `draw` (frames
 * to RGBA) and `render` (drawing + libx264 encoding, a node's scene loop, as bench/render.ts times
 * it), on fresh renderers that read media through a resolver as render nodes do. Reported: medians
 * over rounds, and the median of each round's own ratio (behind ÷ plain), which holds up under
 * background load better than either figure.
 */
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { openVideoDecoder, type Preset } from '../native/media/index.ts';
import { computeMatte, windowFrames } from '../render-node/facts/compute.ts';
import { loadMattingAddon } from '../render-node/facts/matting.ts';
import type { MediaResolver } from '../render-node/renderer/assets.ts';
import { FrameRenderer } from '../render-node/renderer/renderer.ts';
import { checkComposition } from '../catalog/check/check.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { machineCores } from '../shared/node-sizing.ts';
import { renderEncoded } from './render.ts';
import { median } from './options.ts';

export interface BehindSubjectBenchOptions {
  source: string;
  /** Frames drawn per run (source frames from `startSec` on). */
  frames: number;
  rounds: number;
  /** Source seconds of the first frame: where walkers cross the middle of the picture. */
  startSec: number;
  preset: Preset;
  /** Writes the middle frame of the behind-subject render here (PNG). */
  frameOut?: string;
}

interface Speeds { draw: number; render: number }

export interface BehindSubjectRenderReport {
  settings: {
    source: string; width: number; height: number; fps: number; startSec: number; frames: number; rounds: number;
    title: string; codec: 'h264'; encoder: 'libx264'; preset: Preset;
  };
  /** The matte the behind-subject render reads, as a fact job makes it. */
  matte: { width: number; height: number; frames: number; presenceFraction: number; bytes: number; msPerFrame: number };
  /** Frames per second, medians over rounds: drawing alone, and drawing + encoding. */
  fps: { behindSubject: Speeds; plain: Speeds };
  /** Median over rounds of each round's behindSubject ÷ plain. */
  behindSubjectVsPlain: Speeds;
  rounds: { behindSubject: Speeds; plain: Speeds }[];
  /** The frame written by `frameOut`. */
  frameOut?: { path: string; frame: number };
}

export const WIDTH = 1920;
export const HEIGHT = 1080;
const TITLE = 'MONDAY';
const SOURCE_REF = 'media:bench-vtest';
const MATTE_REF = 'matte:bench-vtest';

/** The shot filling the frame and the title above it, behind the walkers or not. */
export function titleComposition(o: { fps: number; startSec: number; frames: number }, behind: boolean): Composition {
  const duration = o.frames / o.fps;
  const checked = checkComposition({
    version: 1,
    output: { width: WIDTH, height: HEIGHT, fps: o.fps, background: '#000000' },
    tracks: [
      { clips: [{
        kind: 'video', id: 'walkers', start: 0, duration, src: SOURCE_REF, trim: { start: o.startSec }, fit: 'fill', muted: true,
        ...(behind ? { subjectMatte: { src: MATTE_REF, startSec: o.startSec } } : {}),
      }] },
      { clips: [{
        // Across the path the walkers take, its letters as tall as they are.
        kind: 'text', id: 'title', start: 0, duration, text: TITLE, transform: { x: WIDTH / 2, y: 500, width: WIDTH, height: 360 },
        style: { fontFamily: 'Inter', fontWeight: 900, fontSize: 300, color: '#ffd400', align: 'center', verticalAlign: 'middle' },
        ...(behind ? { behindSubject: { clipId: 'walkers' } } : {}),
      }] },
    ],
  });
  if (!checked.ok) throw new Error(`bench composition invalid: ${checked.errors[0]?.path} ${checked.errors[0]?.problem}`);
  return checked.composition;
}

const fps2 = (n: number) => Number(n.toFixed(2));

export async function runBehindSubjectRenderBench(o: BehindSubjectBenchOptions, log: (line: string) => void): Promise<BehindSubjectRenderReport> {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-behind-bench-'));
  try {
    const mattePath = join(dir, 'matte.mkv');
    const decoder = await openVideoDecoder(o.source);
    const rate = decoder.info.fps;
    const fps = rate.num / rate.den;
    let matte: BehindSubjectRenderReport['matte'];
    try {
      const window = windowFrames(decoder.info, o.startSec, o.startSec + o.frames / fps);
      log(`matte of ${window.frameCount} frames of ${o.source} from ${o.startSec} s, as a fact job makes it`);
      const started = performance.now();
      const outcome = await computeMatte({ decoder, window, matting: await loadMattingAddon(), threads: machineCores(), output: mattePath, signal: new AbortController().signal, onFrame: () => {} });
      const matteDecoder = await openVideoDecoder(mattePath);
      const { width, height, frameCount } = matteDecoder.info;
      await matteDecoder.close();
      matte = {
        width, height, frames: frameCount, presenceFraction: Number(outcome.presenceFraction.toFixed(3)), bytes: statSync(mattePath).size,
        msPerFrame: Number(((performance.now() - started) / outcome.frames).toFixed(2)),
      };
    } finally {
      await decoder.close();
    }

    const settings = { fps, startSec: o.startSec, frames: o.frames };
    const compositions = { behindSubject: titleComposition(settings, true), plain: titleComposition(settings, false) };
    // Render nodes read a job's stored files through a resolver (their blob cache); here, the files themselves.
    const media: MediaResolver = async (ref) => {
      if (ref === SOURCE_REF) return o.source;
      if (ref === MATTE_REF) return mattePath;
      throw new Error(`${ref} is not part of the benchmark`);
    };
    const renderer = (kind: keyof typeof compositions) => new FrameRenderer(compositions[kind], { baseDir: null, media });

    const draw = async (kind: keyof typeof compositions) => {
      const r = renderer(kind);
      try {
        const started = performance.now();
        for (let i = 0; i < o.frames; i++) await r.renderFrame(i);
        return o.frames / ((performance.now() - started) / 1000);
      } finally {
        await r.close();
      }
    };
    const render = async (kind: keyof typeof compositions) => {
      const r = renderer(kind);
      try {
        return (await renderEncoded(r, 0, o.frames, join(dir, `${kind}.mp4`), o.preset, { width: WIDTH, height: HEIGHT }, rate)).fps;
      } finally {
        await r.close();
      }
    };

    const rounds: BehindSubjectRenderReport['rounds'] = [];
    for (let round = 0; round < o.rounds; round++) {
      const speeds = { behindSubject: { draw: 0, render: 0 }, plain: { draw: 0, render: 0 } };
      // Alternating which goes first, so neither always runs on a warmer (or busier) machine.
      const order = round % 2 === 0 ? (['behindSubject', 'plain'] as const) : (['plain', 'behindSubject'] as const);
      for (const kind of order) speeds[kind].draw = await draw(kind);
      for (const kind of order) speeds[kind].render = await render(kind);
      rounds.push(speeds);
      log(`round ${round + 1}/${o.rounds}: behind the subject ${speeds.behindSubject.draw.toFixed(1)} fps drawn, ${speeds.behindSubject.render.toFixed(1)} rendered; ` +
        `plain ${speeds.plain.draw.toFixed(1)} drawn, ${speeds.plain.render.toFixed(1)} rendered`);
    }

    let frameOut: BehindSubjectRenderReport['frameOut'];
    if (o.frameOut) {
      const frame = Math.floor(o.frames / 2);
      const r = renderer('behindSubject');
      try {
        mkdirSync(dirname(o.frameOut), { recursive: true });
        writeFileSync(o.frameOut, await r.renderPng(frame));
      } finally {
        await r.close();
      }
      frameOut = { path: o.frameOut, frame };
    }

    type Round = BehindSubjectRenderReport['rounds'][number];
    const medianOf = (pick: (r: Round) => number) => fps2(median(rounds.map(pick)));
    const ratioOf = (pick: (s: Speeds) => number) => Number(median(rounds.map((r) => pick(r.behindSubject) / pick(r.plain))).toFixed(3));
    const rounded = (s: Speeds): Speeds => ({ draw: fps2(s.draw), render: fps2(s.render) });
    return {
      settings: { source: o.source, width: WIDTH, height: HEIGHT, fps, startSec: o.startSec, frames: o.frames, rounds: o.rounds, title: TITLE, codec: 'h264', encoder: 'libx264', preset: o.preset },
      matte,
      fps: {
        behindSubject: { draw: medianOf((r) => r.behindSubject.draw), render: medianOf((r) => r.behindSubject.render) },
        plain: { draw: medianOf((r) => r.plain.draw), render: medianOf((r) => r.plain.render) },
      },
      behindSubjectVsPlain: { draw: ratioOf((s) => s.draw), render: ratioOf((s) => s.render) },
      rounds: rounds.map((r) => ({ behindSubject: rounded(r.behindSubject), plain: rounded(r.plain) })),
      ...(frameOut ? { frameOut } : {}),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
