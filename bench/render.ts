/**
 * `framefleet bench render [--quick] [--json FILE]`: how fast a render node turns the reference
 * composition into encoded video, against encoding alone. Three contestants run in every round,
 * side by side, on the same frames of bench/compositions/reference-60s.json (1080p30):
 *
 *   draw         drawing the frames to RGBA only
 *   render       drawing + encoding (the node's scene loop: the encoder converts and encodes
 *                off the event loop while the next frame is drawn)
 *   encode_only  encoding the same frames, drawn beforehand and held in memory
 *
 * The report's top-level numbers: draw_fps, render_fps, encode_only_fps (medians over rounds)
 * and render_vs_encode_only (median of each round's own ratio).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openVideoEncoder, PRESETS, type Preset, type VideoEncoderOptions } from '../native/media/index.ts';
import { checkComposition } from '../shared/composition-check/check.ts';
import { FrameRenderer } from '../render-node/renderer/renderer.ts';

const reference = fileURLToPath(new URL('./compositions/reference-60s.json', import.meta.url));

export interface RenderBenchOptions { frames: number; rounds: number; startSec: number; preset: Preset }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Encodes `count` frames (held, or drawn on demand) as a render node does, with libx264; returns frames per second. */
export async function encodeAll(frames: Uint8Array[] | ((i: number) => Promise<Uint8Array>), count: number, out: string, preset: Preset, size: { width: number; height: number }, fps: VideoEncoderOptions['fps'] = 30) {
  const encoder = await openVideoEncoder({ output: out, ...size, fps, codec: 'h264', backend: 'software', preset });
  const started = performance.now();
  for (let i = 0; i < count; i++) await encoder.write(Array.isArray(frames) ? frames[i]! : await frames(i));
  await encoder.close();
  return count / ((performance.now() - started) / 1000);
}

export async function runRenderBench(o: RenderBenchOptions, log: (line: string) => void) {
  if (!existsSync(join(dirname(reference), 'assets'))) throw new Error('the reference media are missing: run `npm run reference-assets` first');
  const checked = checkComposition(JSON.parse(readFileSync(reference, 'utf8')));
  if (!checked.ok) throw new Error(`reference composition invalid: ${checked.errors[0]?.path} ${checked.errors[0]?.problem}`);
  const composition = checked.composition;
  const size = { width: composition.output.width, height: composition.output.height };
  const first = Math.round(o.startSec * composition.output.fps);
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-render-bench-'));
  const rounds: { draw: number; render: number; encodeOnly: number }[] = [];
  try {
    for (let r = 0; r < o.rounds; r++) {
      // draw: frames to RGBA, kept for encode_only (copies: the renderer reuses its buffer).
      const drawer = new FrameRenderer(composition, { baseDir: dirname(reference) });
      const drawn: Uint8Array[] = [];
      const t = performance.now();
      for (let i = 0; i < o.frames; i++) drawn.push(Uint8Array.from(await drawer.renderFrame(first + i)));
      const draw = o.frames / ((performance.now() - t) / 1000);
      await drawer.close();
      // render: draw + encode, as a node's scene loop does.
      const renderer = new FrameRenderer(composition, { baseDir: dirname(reference) });
      const render = await encodeAll((i) => renderer.renderFrame(first + i), o.frames, join(dir, 'render.mp4'), o.preset, size);
      await renderer.close();
      // encode_only: the frames drawn above.
      const encodeOnly = await encodeAll(drawn, o.frames, join(dir, 'encode.mp4'), o.preset, size);
      rounds.push({ draw, render, encodeOnly });
      log(`round ${r + 1}/${o.rounds}: draw ${draw.toFixed(1)} fps, render ${render.toFixed(1)} fps, encode only ${encodeOnly.toFixed(1)} fps`);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return {
    benchmark: 'render',
    draw_fps: Number(median(rounds.map((x) => x.draw)).toFixed(2)),
    render_fps: Number(median(rounds.map((x) => x.render)).toFixed(2)),
    encode_only_fps: Number(median(rounds.map((x) => x.encodeOnly)).toFixed(2)),
    render_vs_encode_only: Number(median(rounds.map((x) => x.render / x.encodeOnly)).toFixed(3)),
    settings: { composition: 'bench/compositions/reference-60s.json', ...size, fps: composition.output.fps, firstFrame: first, frames: o.frames, rounds: o.rounds, codec: 'h264', encoder: 'libx264', preset: o.preset },
    rounds,
    machine: { cpuModel: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  };
}

const usage = `usage: framefleet bench render [--quick] [--json FILE] [--frames N] [--rounds N] [--preset P]

Draws frames of bench/compositions/reference-60s.json (1080p30) and compares drawing alone,
drawing + encoding, and encoding the same frames drawn beforehand (run 'npm run reference-assets'
once first).

  --quick      30 frames × 2 rounds (default 90 frames × 3 rounds)
  --json FILE  write the report to FILE
  --preset P   x264 preset (default veryfast)`;

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { quick: { type: 'boolean' }, json: { type: 'string' }, frames: { type: 'string' }, rounds: { type: 'string' }, preset: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (err) {
    console.error(`framefleet bench render: ${(err as Error).message}\n\n${usage}`);
    return 2;
  }
  if (values.help) { console.log(usage); return 0; }
  const o: RenderBenchOptions = values.quick ? { frames: 30, rounds: 2, startSec: 12, preset: 'veryfast' } : { frames: 90, rounds: 3, startSec: 12, preset: 'veryfast' };
  for (const key of ['frames', 'rounds'] as const) {
    if (values[key] === undefined) continue;
    const n = Number(values[key]);
    if (!Number.isInteger(n) || n < 1 || n > 1800) { console.error(`framefleet bench render: --${key} must be an integer from 1 to 1800`); return 2; }
    o[key] = n;
  }
  if (values.preset !== undefined) {
    if (!(PRESETS as readonly string[]).includes(values.preset)) { console.error(`framefleet bench render: --preset must be one of ${PRESETS.join(', ')}`); return 2; }
    o.preset = values.preset as Preset;
  }
  const report = await runRenderBench(o, (line) => console.error(line));
  console.log(`draw ${report.draw_fps} fps, render ${report.render_fps} fps, encode only ${report.encode_only_fps} fps: render_vs_encode_only ${report.render_vs_encode_only} (${o.preset})`);
  if (values.json) {
    mkdirSync(dirname(values.json), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`wrote ${values.json}`);
  }
  return 0;
}
