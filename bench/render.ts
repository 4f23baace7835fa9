/**
 * `framefleet bench render [--quick] [--json FILE]`: how fast a render node turns the reference
 * composition into encoded video, against encoding alone. Four contestants run in every round,
 * side by side, on the same frames of bench/compositions/reference-60s.json (1080p30):
 *
 *   draw         drawing the frames to RGBA only (copied into buffers made before the clock starts)
 *   render       drawing + encoding through the node's scene loop (render-node/scene-frames.ts:
 *                frame N+1 is drawn while frame N converts and encodes)
 *   sequential   the same, one frame at a time (draw, then wait for the encoder to take it)
 *   encode_only  encoding the same frames, drawn beforehand and held in memory
 *
 * The report's top-level numbers: draw_fps, render_fps, encode_only_fps (medians over rounds),
 * render_vs_encode_only (median of each round's own ratio), and the CPU milliseconds a frame by
 * stage (process CPU over the draw-only and encode-only phases, main-thread time of drawing and
 * read-out; what the draw phase spends beyond the main thread is video decode and scaling).
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, extname, join } from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { openVideoEncoder, PRESETS, type Preset, releaseFrame, type VideoEncoderOptions } from '../native/media/index.ts';
import { checkComposition } from '../shared/composition-check/check.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { FrameRenderer } from '../render-node/renderer/renderer.ts';
import { DEFAULT_PIPELINE_DEPTH, type FrameDrawer, readOut, runSceneFrames } from '../render-node/scene-frames.ts';

const reference = fileURLToPath(new URL('./compositions/reference-60s.json', import.meta.url));

export interface RenderBenchOptions { frames: number; rounds: number; startSec: number; preset: Preset; /** Also encode alone with x264 at 1 and 2 threads (first round). */ x264Scaling?: boolean }

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

/** Encodes `count` held frames as a render node does, with libx264; returns frames per second and process CPU milliseconds a frame. */
export async function encodeAll(frames: Uint8Array[], count: number, out: string, preset: Preset, size: { width: number; height: number }, fps: VideoEncoderOptions['fps'] = 30, threads = 0) {
  const encoder = await openVideoEncoder({ output: out, ...size, fps, codec: 'h264', backend: 'software', preset, threads });
  const cpu = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < count; i++) await encoder.write(frames[i]!);
  await encoder.close();
  return { fps: count / ((performance.now() - started) / 1000), cpuMs: cpuMsSince(cpu) / count };
}

/** Process CPU (every thread: main, libuv pool, encoder) in milliseconds since `from`. */
const cpuMsSince = (from: NodeJS.CpuUsage) => { const d = process.cpuUsage(from); return (d.user + d.system) / 1000; };

/** One round's contestants. fps figures are frames per second; *_ms figures are milliseconds a frame. */
export interface RenderRound {
  draw: number; render: number; sequential: number; encodeOnly: number;
  draw_cpu_ms: number; draw_main_ms: number; readout_main_ms: number; decode_ms: number;
  render_cpu_ms: number; encode_cpu_ms: number; render_wait_ms: number;
}

export async function runRenderBench(o: RenderBenchOptions, log: (line: string) => void) {
  if (!existsSync(join(dirname(reference), 'assets'))) throw new Error('the reference media are missing: run `npm run reference-assets` first');
  const checked = checkComposition(JSON.parse(readFileSync(reference, 'utf8')));
  if (!checked.ok) throw new Error(`reference composition invalid: ${checked.errors[0]?.path} ${checked.errors[0]?.problem}`);
  const composition = checked.composition;
  const size = { width: composition.output.width, height: composition.output.height };
  const first = Math.round(o.startSec * composition.output.fps);
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-render-bench-'));
  const rounds: RenderRound[] = [];
  const x264: { threads: number; fps: number; cpuMs: number }[] = [];
  try {
    for (let r = 0; r < o.rounds; r++) {
      // draw: frames to RGBA, kept for encode_only. They are copied into buffers made (and touched)
      // before the clock starts, as a render node reuses its frame memory: holding each read-out
      // instead would time the kernel zeroing 8 MB of fresh memory a frame (about 18 ms here).
      const drawer = new FrameRenderer(composition, { baseDir: dirname(reference) });
      const drawn = Array.from({ length: o.frames }, () => new Uint8Array(size.width * size.height * 4).fill(1));
      let drawMain = 0, readoutMain = 0;
      const cpu = process.cpuUsage();
      const t = performance.now();
      for (let i = 0; i < o.frames; i++) {
        const t0 = performance.now();
        const canvas = await drawer.drawFrame(first + i);
        const t1 = performance.now();
        drawn[i]!.set(readOut(canvas));
        drawMain += t1 - t0;
        readoutMain += performance.now() - t1;
      }
      const draw = o.frames / ((performance.now() - t) / 1000);
      const drawCpu = cpuMsSince(cpu) / o.frames;
      await drawer.close();
      // render: draw + encode through the node's scene loop (pipelined), then one frame at a time.
      const render = await renderThrough(composition, first, o, size, join(dir, 'render.mp4'), DEFAULT_PIPELINE_DEPTH);
      const sequential = await renderThrough(composition, first, o, size, join(dir, 'sequential.mp4'), 1);
      // encode_only: the frames drawn above.
      const encodeOnly = await encodeAll(drawn, o.frames, join(dir, 'encode.mp4'), o.preset, size);
      rounds.push({
        draw, render: render.fps, sequential: sequential.fps, encodeOnly: encodeOnly.fps,
        draw_cpu_ms: round2(drawCpu), draw_main_ms: round2(drawMain / o.frames), readout_main_ms: round2(readoutMain / o.frames),
        decode_ms: round2(Math.max(0, drawCpu - (drawMain + readoutMain) / o.frames)),
        render_cpu_ms: round2(render.cpuMs), encode_cpu_ms: round2(encodeOnly.cpuMs), render_wait_ms: round2(render.waitMs),
      });
      log(`round ${r + 1}/${o.rounds}: draw ${draw.toFixed(1)} fps, render ${render.fps.toFixed(1)} fps (one frame at a time ${sequential.fps.toFixed(1)}), encode only ${encodeOnly.fps.toFixed(1)} fps; CPU ms a frame: draw ${drawCpu.toFixed(1)}, encode ${encodeOnly.cpuMs.toFixed(1)}`);
      // x264 alone with one and two threads, for how the encoder scales with cores.
      if (r === 0 && o.x264Scaling) {
        for (const threads of [1, 2]) {
          const e = await encodeAll(drawn, o.frames, join(dir, `x264-${threads}.mp4`), o.preset, size, 30, threads);
          x264.push({ threads, fps: round2(e.fps), cpuMs: round2(e.cpuMs) });
        }
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const med = (key: keyof RenderRound) => round2(median(rounds.map((x) => x[key])));
  return {
    benchmark: 'render',
    draw_fps: med('draw'),
    render_fps: med('render'),
    sequential_render_fps: med('sequential'),
    encode_only_fps: med('encodeOnly'),
    render_vs_encode_only: Number(median(rounds.map((x) => x.render / x.encodeOnly)).toFixed(3)),
    sequential_vs_encode_only: Number(median(rounds.map((x) => x.sequential / x.encodeOnly)).toFixed(3)),
    stage_ms_per_frame: {
      draw_main: med('draw_main_ms'), readout_main: med('readout_main_ms'), decode_and_scale_off_main: med('decode_ms'),
      draw_cpu: med('draw_cpu_ms'), encode_cpu: med('encode_cpu_ms'), render_cpu: med('render_cpu_ms'), render_wait_for_encoder: med('render_wait_ms'),
    },
    // When every core is busy, a frame rendered costs its drawing and its encoding in CPU, a frame
    // encoded alone its encoding only: the ratio no scheduling can beat on any core count, as long
    // as drawing and x264 both spread over the cores (drawing on worker threads).
    cpu_bound_render_vs_encode_only: Number((med('encode_cpu_ms') / (med('draw_cpu_ms') + med('encode_cpu_ms'))).toFixed(3)),
    x264_threads: x264,
    settings: { composition: 'bench/compositions/reference-60s.json', ...size, fps: composition.output.fps, firstFrame: first, frames: o.frames, rounds: o.rounds, codec: 'h264', encoder: 'libx264', preset: o.preset, pipelineDepth: DEFAULT_PIPELINE_DEPTH },
    rounds,
    machine: { cpuModel: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, loadAverage: loadavg().map(round2) },
  };
}

export type RenderBenchReport = Awaited<ReturnType<typeof runRenderBench>>;

const round2 = (x: number) => Math.round(x * 100) / 100;

/** Draws and encodes frames `first .. first+count-1` through the node's scene loop; returns frames per second, process CPU and encoder wait milliseconds a frame. */
export async function renderEncoded(drawer: FrameDrawer, first: number, count: number, out: string, preset: Preset, size: { width: number; height: number }, fps: VideoEncoderOptions['fps'] = 30, depth = DEFAULT_PIPELINE_DEPTH) {
  const encoder = await openVideoEncoder({ output: out, ...size, fps, codec: 'h264', backend: 'software', preset });
  const cpu = process.cpuUsage();
  const started = performance.now();
  try {
    const timings = await runSceneFrames({ drawer, sink: encoder, first, count, depth, release: releaseFrame });
    await encoder.close();
    return { fps: count / ((performance.now() - started) / 1000), cpuMs: cpuMsSince(cpu) / count, waitMs: timings.waitMs / count };
  } catch (err) {
    await encoder.abort().catch(() => {});
    throw err;
  }
}

async function renderThrough(composition: Composition, first: number, o: RenderBenchOptions, size: { width: number; height: number }, out: string, depth: number) {
  const renderer = new FrameRenderer(composition, { baseDir: dirname(reference) });
  try {
    return await renderEncoded(renderer, first, o.frames, out, o.preset, size, composition.output.fps, depth);
  } finally {
    await renderer.close();
  }
}

/** Bars of each round's fps by contestant, with the ratio the issue asks for. */
export function renderSvg(report: RenderBenchReport): string {
  const W = 780, H = 360, left = 60, bottom = 300, top = 50;
  const series = [['draw', '#7aa6d8'], ['render', '#e07b39'], ['sequential', '#c9b458'], ['encodeOnly', '#5a9e5a']] as const;
  const max = Math.max(1, ...report.rounds.flatMap((r) => series.map(([k]) => r[k])));
  const groupW = (W - left - 20) / report.rounds.length;
  const barW = Math.min(40, (groupW - 20) / series.length);
  const y = (v: number) => bottom - ((bottom - top) * v) / max;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${left}" y="20" font-size="14">bench render (${report.settings.preset}, ${report.settings.width}x${report.settings.height}): render_vs_encode_only ${report.render_vs_encode_only} (one frame at a time ${report.sequential_vs_encode_only})</text>`,
    `<line x1="${left}" y1="${bottom}" x2="${W - 10}" y2="${bottom}" stroke="black"/>`,
    `<line x1="${left}" y1="${top}" x2="${left}" y2="${bottom}" stroke="black"/>`,
    `<text x="${left - 8}" y="${top + 4}" text-anchor="end">${max.toFixed(0)}</text>`,
    `<text x="${left - 8}" y="${bottom + 4}" text-anchor="end">0</text>`,
    `<text x="14" y="${(top + bottom) / 2}" transform="rotate(-90 14 ${(top + bottom) / 2})" text-anchor="middle">frames per second</text>`];
  report.rounds.forEach((r, i) => {
    const x0 = left + 10 + i * groupW;
    series.forEach(([k, color], j) => {
      const v = r[k];
      parts.push(`<rect x="${(x0 + j * barW).toFixed(1)}" y="${y(v).toFixed(1)}" width="${(barW - 4).toFixed(1)}" height="${(bottom - y(v)).toFixed(1)}" fill="${color}"><title>${k} ${v.toFixed(1)} fps</title></rect>`);
      parts.push(`<text x="${(x0 + j * barW + barW / 2 - 2).toFixed(1)}" y="${(y(v) - 3).toFixed(1)}" text-anchor="middle" font-size="10">${v.toFixed(1)}</text>`);
    });
    parts.push(`<text x="${(x0 + (series.length * barW) / 2).toFixed(1)}" y="${bottom + 16}" text-anchor="middle">round ${i + 1}: ${(r.render / r.encodeOnly).toFixed(2)}</text>`);
  });
  series.forEach(([k, color], j) => {
    parts.push(`<rect x="${left + j * 150}" y="${H - 28}" width="12" height="12" fill="${color}"/><text x="${left + j * 150 + 16}" y="${H - 18}">${k === 'encodeOnly' ? 'encode only' : k === 'sequential' ? 'render, one at a time' : k}</text>`);
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

const usage = `usage: framefleet bench render [--quick] [--json FILE] [--frames N] [--rounds N] [--preset P]

Draws frames of bench/compositions/reference-60s.json (1080p30) and compares drawing alone,
drawing + encoding, and encoding the same frames drawn beforehand (run 'npm run reference-assets'
once first).

  --quick      30 frames × 2 rounds (default 90 frames × 3 rounds)
  --json FILE  write the report to FILE and a bar chart to FILE with .svg
  --x264-threads  also encode the frames alone with x264 at 1 and 2 threads
  --preset P   x264 preset (default veryfast)`;

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { quick: { type: 'boolean' }, 'x264-threads': { type: 'boolean' }, json: { type: 'string' }, frames: { type: 'string' }, rounds: { type: 'string' }, preset: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (err) {
    console.error(`framefleet bench render: ${(err as Error).message}\n\n${usage}`);
    return 2;
  }
  if (values.help) { console.log(usage); return 0; }
  const x264Scaling = values['x264-threads'] === true;
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
  o.x264Scaling = x264Scaling;
  const report = await runRenderBench(o, (line) => console.error(line));
  console.log(`CPU ms a frame: draw ${report.stage_ms_per_frame.draw_cpu} (main thread ${report.stage_ms_per_frame.draw_main} + read-out ${report.stage_ms_per_frame.readout_main}, decode/scale ${report.stage_ms_per_frame.decode_and_scale_off_main}), encode ${report.stage_ms_per_frame.encode_cpu}`);
  console.log(`draw ${report.draw_fps} fps, render ${report.render_fps} fps, encode only ${report.encode_only_fps} fps: render_vs_encode_only ${report.render_vs_encode_only} (${o.preset})`);
  if (values.json) {
    mkdirSync(dirname(values.json), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
    const svg = values.json.slice(0, values.json.length - extname(values.json).length) + '.svg';
    writeFileSync(svg, renderSvg(report));
    console.log(`wrote ${values.json} and ${svg}`);
  }
  return 0;
}
