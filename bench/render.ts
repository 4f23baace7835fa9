/**
 * `framefleet bench render [--quick] [--json FILE]`: how fast a render node turns the reference
 * composition into encoded video, against encoding alone. Five contestants run in every round,
 * side by side, on the same frames of bench/compositions/reference-60s.json (1080p30):
 *
 *   draw         drawing the frames to RGBA only (copied into buffers made before the clock starts)
 *   node         what a render node on this machine does: one scene per core side by side (the
 *                frames split between them), each through the node's scene loop with its own
 *                renderer and a one-thread x264 (shared/node-sizing.ts)
 *   render       one scene alone through the node's scene loop (render-node/scene-frames.ts: frame
 *                N+1 is drawn while frame N converts and encodes), x264 on every core
 *   sequential   the same, one frame at a time (draw, then wait for the encoder to take it)
 *   encode_only  encoding the same frames, drawn beforehand and held in memory, x264 on every core
 *
 * And where drawing threads apply (a scene without video, render-node/draw-threads.ts), drawing
 * alone on one thread against drawing on every core: the reference's still window (from 17 s:
 * a picture, a shape, text and captions) through the scene loop into a sink that takes each frame
 * at once, with no drawing thread and with one per core beyond the first (`draw_threads`).
 *
 * The report's top-level numbers: draw_fps, node_fps, render_fps, encode_only_fps (medians over
 * rounds), render_vs_encode_only (the node's fps over encoding alone, median of each round's own
 * ratio), single_scene_vs_encode_only (the same for one scene alone), the CPU milliseconds a frame
 * by stage (process CPU over the draw-only and encode-only phases, main-thread time of drawing and
 * read-out; what the draw phase spends beyond the main thread is video decode and scaling), x264
 * alone at one thread and at two, and from those the figure on more cores (`projection`).
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openVideoEncoder, PRESETS, type Preset, releaseFrame, type VideoEncoderOptions } from '../native/media/index.ts';
import { checkComposition } from '../catalog/check/check.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { FrameRenderer } from '../render-node/renderer/renderer.ts';
import { DEFAULT_PIPELINE_DEPTH, type FrameDrawer, readOut, runSceneFrames } from '../render-node/scene-frames.ts';
import { defaultSceneSlots, machineCores, sceneEncoderThreads } from '../shared/node-sizing.ts';
import { DrawThreadPool, ThreadedFrames } from '../render-node/draw-threads.ts';
import { holdFrames } from './held-frames.ts';
import { defineCommand } from '../shared/cli/args.ts';
import { jsonFileOption, median, writeReport } from './options.ts';

const reference = fileURLToPath(new URL('./compositions/reference-60s.json', import.meta.url));

export interface RenderBenchOptions {
  frames: number; rounds: number; startSec: number; preset: Preset;
  /** Where the window of the drawing-thread contestants starts: frames without video (default 17 s). */
  stillStartSec?: number;
  /** Scenes the node contestant draws side by side (default: one per core, as a node does). */
  slots?: number;
  /** Cores the projection is made for (default 8). */
  projectCores?: number;
}


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
  draw: number; node: number; render: number; sequential: number; encodeOnly: number;
  draw_cpu_ms: number; draw_main_ms: number; readout_main_ms: number; decode_ms: number;
  render_cpu_ms: number; encode_cpu_ms: number; render_wait_ms: number;
  /** Drawing the still window alone: on one thread, and on every core (drawing threads). */
  stillDraw: number; stillDrawThreaded: number;
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
  const slots = o.slots ?? defaultSceneSlots();
  const stillFirst = Math.round((o.stillStartSec ?? 17) * composition.output.fps);
  // One drawing thread per core beyond the scene's own: a node with one slot on this machine.
  const drawers = machineCores();
  const pool = new DrawThreadPool(drawers - 1).warm();
  // Loaded before the clock runs: a thread's start would land in another contestant's time.
  await pool.loaded();
  try {
    for (let r = 0; r < o.rounds; r++) {
      // draw: frames to RGBA, kept for encode_only. They are copied into memory made (and touched)
      // before the clock starts, as a render node reuses its frame memory: holding each read-out
      // instead would time the kernel zeroing 8 MB of fresh memory a frame (about 18 ms here). They
      // go back to the system before the renders (held-frames.ts).
      const drawer = new FrameRenderer(composition, { baseDir: dirname(reference) });
      const held = holdFrames(o.frames, size.width * size.height * 4);
      held.all.fill(1);
      const drawn = held.frames;
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
      // encode_only: the frames drawn above; in the first round also x264 alone at one thread and
      // two, for how the encoder scales with cores (the projection).
      const encodeOnly = await encodeAll(drawn, o.frames, join(dir, 'encode.mp4'), o.preset, size);
      if (r === 0) {
        for (const threads of [1, 2]) {
          const e = await encodeAll(drawn, o.frames, join(dir, `x264-${threads}.mp4`), o.preset, size, 30, threads);
          x264.push({ threads, fps: round2(e.fps), cpuMs: round2(e.cpuMs) });
        }
      }
      releaseFrame(held.all);
      // node: one scene per core side by side; render: one scene alone (pipelined), then one frame at a time.
      const node = await renderAsNode(composition, first, o, size, dir, slots);
      const render = await renderThrough(composition, first, o, size, join(dir, 'render.mp4'), DEFAULT_PIPELINE_DEPTH);
      const sequential = await renderThrough(composition, first, o, size, join(dir, 'sequential.mp4'), 1);
      const stillDraw = await drawStill(composition, stillFirst, o.frames, null);
      const stillDrawThreaded = await drawStill(composition, stillFirst, o.frames, pool);
      rounds.push({
        draw, node: node.fps, render: render.fps, sequential: sequential.fps, encodeOnly: encodeOnly.fps,
        draw_cpu_ms: round2(drawCpu), draw_main_ms: round2(drawMain / o.frames), readout_main_ms: round2(readoutMain / o.frames),
        decode_ms: round2(Math.max(0, drawCpu - (drawMain + readoutMain) / o.frames)),
        render_cpu_ms: round2(render.cpuMs), encode_cpu_ms: round2(encodeOnly.cpuMs), render_wait_ms: round2(render.waitMs),
        stillDraw, stillDrawThreaded,
      });
      log(`round ${r + 1}/${o.rounds}: draw ${draw.toFixed(1)} fps, node (${slots} scenes side by side) ${node.fps.toFixed(1)} fps, one scene ${render.fps.toFixed(1)} fps (one frame at a time ${sequential.fps.toFixed(1)}), encode only ${encodeOnly.fps.toFixed(1)} fps; CPU ms a frame: draw ${drawCpu.toFixed(1)}, encode ${encodeOnly.cpuMs.toFixed(1)}; still window drawn on 1 thread ${stillDraw.toFixed(1)} fps, on ${drawers} ${stillDrawThreaded.toFixed(1)} fps`);
    }
  } finally {
    await pool.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const med = (key: keyof RenderRound) => round2(median(rounds.map((x) => x[key])));
  const ratio = (key: keyof RenderRound) => Number(median(rounds.map((x) => x[key] / x.encodeOnly)).toFixed(3));
  return {
    benchmark: 'render',
    draw_fps: med('draw'),
    node_fps: med('node'),
    render_fps: med('render'),
    sequential_render_fps: med('sequential'),
    encode_only_fps: med('encodeOnly'),
    render_vs_encode_only: ratio('node'),
    single_scene_vs_encode_only: ratio('render'),
    sequential_vs_encode_only: ratio('sequential'),
    stage_ms_per_frame: {
      draw_main: med('draw_main_ms'), readout_main: med('readout_main_ms'), decode_and_scale_off_main: med('decode_ms'),
      draw_cpu: med('draw_cpu_ms'), encode_cpu: med('encode_cpu_ms'), render_cpu: med('render_cpu_ms'), render_wait_for_encoder: med('render_wait_ms'),
    },
    // When every core is busy, a frame rendered costs its drawing and its encoding in CPU, a frame
    // encoded alone its encoding only: the ratio no scheduling can beat on any core count, as long
    // as drawing and x264 both spread over the cores (drawing on worker threads).
    cpu_bound_render_vs_encode_only: Number((med('encode_cpu_ms') / (med('draw_cpu_ms') + med('encode_cpu_ms'))).toFixed(3)),
    x264_threads: x264,
    draw_threads: {
      first_frame: stillFirst, drawers, one_thread_fps: med('stillDraw'), threaded_fps: med('stillDrawThreaded'),
      speedup: Number(median(rounds.map((x) => x.stillDrawThreaded / x.stillDraw)).toFixed(3)),
    },
    projection: projectCores(o.projectCores ?? 8, slots, med('node'), med('draw_cpu_ms'), x264),
    settings: { composition: 'bench/compositions/reference-60s.json', ...size, fps: composition.output.fps, firstFrame: first, frames: o.frames, rounds: o.rounds, codec: 'h264', encoder: 'libx264', preset: o.preset, pipelineDepth: DEFAULT_PIPELINE_DEPTH, nodeScenes: slots, nodeEncoderThreads: sceneEncoderThreads },
    rounds,
    machine: { cpuModel: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version, loadAverage: loadavg().map(round2) },
  };
}

export type RenderBenchReport = Awaited<ReturnType<typeof runRenderBench>>;

/**
 * The figure on a machine with `cores` cores, from this one's measurements. A node there draws one
 * scene per core, each costing the CPU it costs here (drawing plus a one-thread x264), so its rate
 * grows with the cores at the efficiency measured here against that CPU bound. Encoding alone is one
 * x264 stream whose frame threads scale no better than they do from one thread to two (assumed: each
 * thread more waits on the frames before it). So the ratio on `cores` is at least the one below;
 * more, by as much as x264's threads scale worse there. Null without both x264 measurements.
 */
export function projectCores(cores: number, slots: number, nodeFps: number, drawCpuMs: number, x264: { threads: number; fps: number; cpuMs: number }[]) {
  const one = x264.find((x) => x.threads === 1), two = x264.find((x) => x.threads === 2);
  if (!one || !two) return null;
  const cpuBoundFps = (n: number) => (n * 1000) / (drawCpuMs + one.cpuMs);
  const nodeEfficiency = nodeFps / cpuBoundFps(slots);
  const x264Efficiency = two.fps / (2 * one.fps);
  const nodeFpsThere = nodeEfficiency * cpuBoundFps(cores);
  const encodeOnlyAtMost = cores * one.fps * x264Efficiency;
  return {
    cores, node_fps: round2(nodeFpsThere), encode_only_fps_at_most: round2(encodeOnlyAtMost),
    render_vs_encode_only_at_least: Number((nodeFpsThere / encodeOnlyAtMost).toFixed(3)),
    node_efficiency: Number(nodeEfficiency.toFixed(3)), x264_two_thread_efficiency: Number(x264Efficiency.toFixed(3)),
  };
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * Draws and encodes frames `first .. first+count-1` through the node's scene loop, x264 on
 * `threads` (0: every core); returns frames per second, process CPU and encoder wait milliseconds a frame.
 */
export async function renderEncoded(drawer: FrameDrawer, first: number, count: number, out: string, preset: Preset, size: { width: number; height: number }, fps: VideoEncoderOptions['fps'] = 30, depth = DEFAULT_PIPELINE_DEPTH, threads = 0) {
  const encoder = await openVideoEncoder({ output: out, ...size, fps, codec: 'h264', backend: 'software', preset, threads });
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

/**
 * The frames split into `slots` scenes drawn and encoded side by side, as a node with one render
 * slot per core does: each scene has its own renderer (made before the clock starts) and a one-thread
 * x264; the second scene's video is decoded from the keyframe before its first frame, as on a node.
 */
async function renderAsNode(composition: Composition, first: number, o: RenderBenchOptions, size: { width: number; height: number }, dir: string, slots: number) {
  const perScene = Math.ceil(o.frames / slots);
  const scenes = Array.from({ length: slots }, (_, i) => ({ start: i * perScene, count: Math.min(perScene, o.frames - i * perScene) })).filter((s) => s.count > 0);
  const renderers = scenes.map(() => new FrameRenderer(composition, { baseDir: dirname(reference) }));
  try {
    const cpu = process.cpuUsage();
    const started = performance.now();
    await Promise.all(scenes.map((scene, i) => renderEncoded(
      renderers[i]!, first + scene.start, scene.count, join(dir, `node-${i}.mp4`), o.preset, size, composition.output.fps, DEFAULT_PIPELINE_DEPTH, sceneEncoderThreads,
    )));
    return { fps: o.frames / ((performance.now() - started) / 1000), cpuMs: cpuMsSince(cpu) / o.frames };
  } finally {
    await Promise.all(renderers.map((r) => r.close()));
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

/**
 * Draws `count` frames from `first` through the scene loop into a sink that takes each at once: on
 * this thread alone, or with every thread `pool` holds. Returns frames per second.
 */
async function drawStill(composition: Composition, first: number, count: number, pool: DrawThreadPool | null): Promise<number> {
  const renderer = new FrameRenderer(composition, { baseDir: dirname(reference) });
  if (renderer.showsVideo(first, count)) throw new Error(`the reference shows video in frames ${first}..${first + count - 1}: drawing threads would not draw them`);
  const size = { width: renderer.width, height: renderer.height };
  const threads = pool ? pool.take(pool.size) : [];
  const source = threads.length ? new ThreadedFrames({
    drawer: renderer, release: releaseFrame, threads, first, count, depth: DEFAULT_PIPELINE_DEPTH, frameBytes: size.width * size.height * 4,
    scene: { composition, baseDir: dirname(reference), media: {}, deliver: null },
  }) : null;
  try {
    const started = performance.now();
    await runSceneFrames({ ...(source ? { source } : { drawer: renderer, release: releaseFrame }), sink: { write: async () => {} }, first, count });
    return count / ((performance.now() - started) / 1000);
  } finally {
    await source?.close(pool!);
    await renderer.close();
  }
}

/** Bars of each round's fps by contestant, with the ratio the issue asks for. */
export function renderSvg(report: RenderBenchReport): string {
  const W = 780, H = 390, left = 60, bottom = 300, top = 56;
  const series = [['draw', '#7aa6d8'], ['node', '#b4432f'], ['render', '#e07b39'], ['sequential', '#c9b458'], ['encodeOnly', '#5a9e5a']] as const;
  const max = Math.max(1, ...report.rounds.flatMap((r) => series.map(([k]) => r[k])));
  const groupW = (W - left - 20) / report.rounds.length;
  const barW = Math.min(40, (groupW - 20) / series.length);
  const y = (v: number) => bottom - ((bottom - top) * v) / max;
  const parts = [`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="white"/>`,
    `<text x="${left}" y="20" font-size="14">bench render (${report.settings.preset}, ${report.settings.width}x${report.settings.height}): render_vs_encode_only ${report.render_vs_encode_only} (one scene alone ${report.single_scene_vs_encode_only})</text>`,
    `<text x="${left}" y="${H - 50}">still window (no video) drawn alone: ${report.draw_threads.one_thread_fps} fps on one thread, ${report.draw_threads.threaded_fps} fps on ${report.draw_threads.drawers} (drawing threads): ${report.draw_threads.speedup}×</text>`,
    ...(report.projection ? [`<text x="${left}" y="38">projected onto ${report.projection.cores} cores: node ${report.projection.node_fps} fps, encode only at most ${report.projection.encode_only_fps_at_most} fps, render_vs_encode_only at least ${report.projection.render_vs_encode_only_at_least}</text>`] : []),
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
    parts.push(`<text x="${(x0 + (series.length * barW) / 2).toFixed(1)}" y="${bottom + 16}" text-anchor="middle">round ${i + 1}: ${(r.node / r.encodeOnly).toFixed(2)}</text>`);
  });
  series.forEach(([k, color], j) => {
    const label = { draw: 'draw', node: `node (${report.settings.nodeScenes} scenes)`, render: 'one scene', sequential: 'one frame at a time', encodeOnly: 'encode only' }[k];
    parts.push(`<rect x="${left + j * 140}" y="${H - 28}" width="12" height="12" fill="${color}"/><text x="${left + j * 140 + 16}" y="${H - 18}">${label}</text>`);
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

export const command = defineCommand({
  summary: 'drawing, drawing + encoding, and encoding alone on the reference composition',
  description: "Draws frames of bench/compositions/reference-60s.json (1080p30) and compares drawing alone, drawing + encoding as a node on this machine does (one scene per core) and as one scene alone, and encoding the same frames drawn beforehand (run 'npm run reference-assets' once first). Also encodes them alone with x264 at one thread and at two, and projects the ratio onto 8 cores. Draws the reference's still window (from 17 s, no video) alone on one thread and on every core.",
  options: {
    quick: { type: 'boolean', help: '30 frames × 2 rounds (default 90 frames × 3 rounds)' },
    frames: { type: 'integer', min: 1, max: 1800, help: 'frames drawn in each round' },
    rounds: { type: 'integer', min: 1, max: 1800, help: 'rounds' },
    preset: { type: 'choice', choices: PRESETS, default: 'veryfast', help: 'x264 preset' },
    json: { ...jsonFileOption, help: 'write the report to FILE and a bar chart to FILE with .svg' },
  },
  async run({ values }) {
    const o: RenderBenchOptions = values.quick ? { frames: 30, rounds: 2, startSec: 12, preset: values.preset } : { frames: 90, rounds: 3, startSec: 12, preset: values.preset };
    for (const key of ['frames', 'rounds'] as const) o[key] = values[key] ?? o[key];
    const report = await runRenderBench(o, (line) => console.error(line));
    console.log(`CPU ms a frame: draw ${report.stage_ms_per_frame.draw_cpu} (main thread ${report.stage_ms_per_frame.draw_main} + read-out ${report.stage_ms_per_frame.readout_main}, decode/scale ${report.stage_ms_per_frame.decode_and_scale_off_main}), encode ${report.stage_ms_per_frame.encode_cpu}`);
    console.log(`draw ${report.draw_fps} fps, node ${report.node_fps} fps (${report.settings.nodeScenes} scenes side by side), one scene ${report.render_fps} fps, encode only ${report.encode_only_fps} fps: render_vs_encode_only ${report.render_vs_encode_only} (one scene alone ${report.single_scene_vs_encode_only}; ${o.preset})`);
    const d = report.draw_threads;
    console.log(`still window (no video), drawing alone: ${d.one_thread_fps} fps on one thread, ${d.threaded_fps} fps on ${d.drawers} (drawing threads): ${d.speedup}x`);
    const p = report.projection;
    if (p) console.log(`on ${p.cores} cores: node ${p.node_fps} fps, encode only at most ${p.encode_only_fps_at_most} fps: render_vs_encode_only at least ${p.render_vs_encode_only_at_least}`);
    if (values.json) writeReport(values.json, report, renderSvg(report));
    return 0;
  },
});
