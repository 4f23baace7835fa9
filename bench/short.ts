/**
 * `framefleet bench short [--quick] [--json FILE]`: a short render end to end, against the
 * encoder alone. In every round, side by side on the same machine:
 *
 *   render       `framefleet render bench/compositions/short-10s.json --workers W` as a child
 *                process, wall time from spawn to exit (start-up, upload, planning, drawing,
 *                encoding, assembly), for 1 and 2 workers, each with the default plan and with
 *                the whole render as one scene (FRAMEFLEET_SCENE_TARGET_COUNT=1)
 *   encode_only  the same 300 frames, drawn beforehand and held in memory, encoded by one
 *                encoder with the farm's settings (libx264 veryfast, crf 20, two-second GOP)
 *                and every core as threads: what the machine's encoder alone can do. The frames
 *                are drawn again in each round and handed back to the system before the renders,
 *                which would otherwise run beside this process holding 2.4 GB (held-frames.ts)
 *   one_frame    `framefleet render` (default workers) of the composition's first frame, wall time
 *                spawn to exit
 *
 * Top-level numbers (medians over rounds): short_fps (2 workers, default plan), encode_only_fps,
 * short_vs_encode_only (median of each round's own ratio; target ≥ 0.6), one_frame_wall_s
 * (target ≤ 1.5), short_after_startup_vs_encode_only (the short render's wall time less the
 * one-frame render's, to tell start-up from steady work), and the four rows workers × plan
 * (`framefleet render` starts no more workers than scenes, so a one-scene plan runs one).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openVideoEncoder, releaseFrame } from '../native/media/index.ts';
import { defaultEncodeSettings } from '../control-plane/farm/kinds/render.ts';
import { gopFrames } from '../control-plane/features/renders/render-plan.ts';
import { machineCores } from '../shared/node-sizing.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { drawShortFrames, loadShortComposition, shortCompositionFile, shortCompositionPrefix } from './short-composition.ts';
import { holdFrames } from './held-frames.ts';
import { quietMachine } from './quiet-machine.ts';
import { defineCommand } from '../shared/cli/args.ts';
import { commandEnv, jsonFileOption, median, round3, writeReport } from './options.ts';

const cli = fileURLToPath(new URL('../bin/framefleet', import.meta.url));

export const shortTargets = { short_vs_encode_only: 0.6, one_frame_wall_s: 1.5 };

export interface ShortBenchOptions {
  rounds: number;
  /** Frames of the composition to render (all 300 unless a quicker check is wanted). */
  frames: number;
  /** Also render with one worker and with the one-scene plan (the table's four rows). */
  table: boolean;
}

type Plan = 'default' | 'one scene';
interface RenderRun { workers: number; plan: Plan; wall_s: number; fps: number; scenes: number }


/** Runs `framefleet render FILE` to completion; wall seconds from spawn to exit, and the scenes it reports. */
async function timedRender(file: string, out: string, workers: number | 'default', plan: Plan): Promise<{ wall_s: number; scenes: number }> {
  const env = commandEnv({ FRAMEFLEET_LOG_LEVEL: 'warn', ...(plan === 'one scene' ? { FRAMEFLEET_SCENE_TARGET_COUNT: '1' } : {}) });
  const started = performance.now();
  const { code, stdout, stderr } = await new Promise<{ code: number | null; stdout: string; stderr: string }>((resolve, reject) => {
    const child = spawn(cli, ['render', file, '-o', out, ...(workers === 'default' ? [] : ['--workers', String(workers)])], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '', stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    child.on('error', reject);
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
  const wall_s = (performance.now() - started) / 1000;
  if (code !== 0) throw new Error(`framefleet render exited with ${code}: ${stderr.slice(-2000)}`);
  const scenes = Number(/(\d+) scenes/.exec(stdout)?.[1] ?? NaN);
  return { wall_s, scenes };
}

/** The composition's first `count` frames, drawn and held (held-frames.ts). */
async function drawHeldFrames(composition: Composition, count: number): Promise<ReturnType<typeof holdFrames>> {
  const held = holdFrames(count, composition.output.width * composition.output.height * 4);
  await drawShortFrames(composition, count, (frame, i) => { held.frames[i]!.set(frame); });
  return held;
}

/** Encodes held frames with the farm's settings on every core; frames per second. */
async function encodeOnly(frames: Uint8Array[], composition: Composition, out: string): Promise<number> {
  const { width, height, fps } = composition.output;
  const encoder = await openVideoEncoder({
    output: out, width, height, fps, codec: 'h264', backend: 'software', preset: defaultEncodeSettings.preset as never,
    quality: defaultEncodeSettings.crf, gop: gopFrames(fps), threads: machineCores(),
  });
  const started = performance.now();
  for (const frame of frames) await encoder.write(frame);
  await encoder.close();
  return frames.length / ((performance.now() - started) / 1000);
}

export async function runShortBench(o: ShortBenchOptions, log: (line: string) => void) {
  const composition = loadShortComposition();
  const total = Math.round((composition.output.durationSec ?? 10) * composition.output.fps);
  const frames = Math.min(o.frames, total);
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-short-bench-'));
  const started = performance.now();
  try {
    // The rendered composition and the one-frame one, media by absolute path.
    const shortFile = frames === total ? shortCompositionFile : join(dir, 'short.json');
    if (frames !== total) writeFileSync(shortFile, JSON.stringify(shortCompositionPrefix(composition, frames)));
    const oneFrameFile = join(dir, 'one-frame.json');
    writeFileSync(oneFrameFile, JSON.stringify(shortCompositionPrefix(composition, 1)));
    const rows: { workers: number; plan: Plan }[] = o.table
      ? [{ workers: 1, plan: 'one scene' }, { workers: 2, plan: 'one scene' }, { workers: 1, plan: 'default' }, { workers: 2, plan: 'default' }]
      : [{ workers: 2, plan: 'default' }];
    const rounds: { encode_only_fps: number; renders: RenderRun[]; one_frame_wall_s: number; short_vs_encode_only: number; short_after_startup_vs_encode_only: number }[] = [];
    // Each contestant starts on a quiet machine (bench/quiet-machine.ts); the waits go in the report.
    const settled: number[] = [];
    const quiet = async () => { settled.push((await quietMachine()).waitedMs); };
    for (let r = 0; r < o.rounds; r++) {
      const held = await drawHeldFrames(composition, frames);
      await quiet();
      const encode_only_fps = await encodeOnly(held.frames, composition, join(dir, 'encode-only.mp4'));
      releaseFrame(held.all);
      const renders: RenderRun[] = [];
      for (const row of rows) {
        await quiet();
        const run = await timedRender(shortFile, join(dir, 'render.mp4'), row.workers, row.plan);
        renders.push({ ...row, wall_s: round3(run.wall_s), fps: round3(frames / run.wall_s), scenes: run.scenes });
      }
      await quiet();
      const one = await timedRender(oneFrameFile, join(dir, 'one-frame.mp4'), 'default', 'default');
      const short = renders.find((x) => x.workers === 2 && x.plan === 'default')!;
      // Start-up is what a one-frame render costs; taking it out shows the steady rate of the farm.
      const steady = frames / Math.max(1e-3, short.wall_s - one.wall_s);
      rounds.push({
        encode_only_fps: round3(encode_only_fps), renders, one_frame_wall_s: round3(one.wall_s), short_vs_encode_only: round3(short.fps / encode_only_fps),
        short_after_startup_vs_encode_only: round3(steady / encode_only_fps),
      });
      log(`round ${r + 1}/${o.rounds}: encode only ${encode_only_fps.toFixed(1)} fps; ${renders.map((x) => `${x.workers} worker${x.workers > 1 ? 's' : ''} ${x.plan} ${x.fps.toFixed(1)} fps (${x.scenes} scenes)`).join('; ')}; one frame ${one.wall_s.toFixed(2)} s`);
    }
    const table = rows.map((row) => {
      const runs = rounds.map((x) => x.renders.find((y) => y.workers === row.workers && y.plan === row.plan)!);
      return { ...row, scenes: runs[0]!.scenes, fps: round3(median(runs.map((x) => x.fps))), wall_s: round3(median(runs.map((x) => x.wall_s))) };
    });
    const short = table.find((x) => x.workers === 2 && x.plan === 'default')!;
    return {
      benchmark: 'short',
      short_fps: short.fps,
      encode_only_fps: round3(median(rounds.map((x) => x.encode_only_fps))),
      short_vs_encode_only: round3(median(rounds.map((x) => x.short_vs_encode_only))),
      one_frame_wall_s: round3(median(rounds.map((x) => x.one_frame_wall_s))),
      /** The short render's rate with a one-frame render's wall time taken out, against encode only. */
      short_after_startup_vs_encode_only: round3(median(rounds.map((x) => x.short_after_startup_vs_encode_only))),
      targets: shortTargets,
      table,
      settings: {
        composition: 'bench/compositions/short-10s.json', width: composition.output.width, height: composition.output.height, fps: composition.output.fps, frames,
        rounds: o.rounds, codec: 'h264', encoder: 'libx264', preset: defaultEncodeSettings.preset, crf: defaultEncodeSettings.crf, gop: gopFrames(composition.output.fps),
        encode_only_threads: machineCores(), short_command: 'framefleet render short-10s.json --workers 2',
        quiet_machine_before_each: 'cores at least 90 % idle over 250 ms (at most 10 s)',
      },
      quiet_waits_ms: settled,
      rounds,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
      machine: { cpuModel: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type ShortReport = Awaited<ReturnType<typeof runShortBench>>;

/** Bars of fps: encode only, then each workers × plan row; the ratio and the one-frame wall time as text. */
export function shortSvg(report: ShortReport): string {
  const bars = [{ label: 'encode only', fps: report.encode_only_fps, color: '#888' }, ...report.table.map((r) => ({ label: `${r.workers}w, ${r.plan} (${r.scenes})`, fps: r.fps, color: r.workers === 2 && r.plan === 'default' ? '#5b5bf6' : '#12b5cb' }))];
  const w = 720, left = 170, rowH = 34, top = 80, h = top + bars.length * rowH + 50;
  const max = Math.max(...bars.map((b) => b.fps)) * 1.1;
  const body = bars.map((b, i) => {
    const y = top + i * rowH, len = ((w - left - 80) * b.fps) / max;
    return `<text x="${left - 8}" y="${y + 18}" font-size="12" text-anchor="end">${b.label}</text>`
      + `<rect x="${left}" y="${y + 4}" width="${len}" height="${rowH - 10}" fill="${b.color}"/>`
      + `<text x="${left + len + 6}" y="${y + 18}" font-size="12">${b.fps.toFixed(1)} fps</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="sans-serif">`
    + `<rect width="100%" height="100%" fill="#fff"/>`
    + `<text x="20" y="24" font-size="15">bench short: ${report.settings.frames} frames ${report.settings.width}x${report.settings.height}@${report.settings.fps}, ${report.machine.cpus} cores, ${report.settings.rounds} round(s), medians</text>`
    + `<text x="20" y="44" font-size="13">short_vs_encode_only ${report.short_vs_encode_only} (target ≥ ${report.targets.short_vs_encode_only}; ${report.short_after_startup_vs_encode_only} without start-up)</text>`
    + `<text x="20" y="62" font-size="13">one-frame render ${report.one_frame_wall_s} s wall (target ≤ ${report.targets.one_frame_wall_s})</text>`
    + body
    + `<text x="20" y="${h - 16}" font-size="11">workers × plan (scenes); blue: framefleet render --workers 2 with the default plan</text></svg>\n`;
}

export const command = defineCommand({
  summary: 'a 10-second render end to end by framefleet render against encoding its frames alone; one-frame start-up',
  description: 'Renders bench/compositions/short-10s.json end to end with framefleet render (a child process) and encodes its pre-drawn frames alone, side by side in each round; also a one-frame render.',
  options: {
    quick: { type: 'boolean', help: 'one round' },
    rounds: { type: 'integer', min: 1, max: 50, help: 'rounds (default 3)' },
    frames: { type: 'integer', min: 1, max: 300, default: 300, help: 'render only the first N frames' },
    'no-table': { type: 'boolean', help: 'only the 2-worker default-plan render (not 1 worker, nor the one-scene plan)' },
    json: { ...jsonFileOption, help: 'write the report to FILE and a bar chart to FILE with .svg' },
  },
  async run({ values }) {
    const rounds = values.rounds ?? (values.quick ? 1 : 3);
    const report = await runShortBench({ rounds, frames: values.frames, table: !values['no-table'] }, (line) => console.error(line));
    console.log(`short ${report.short_fps} fps, encode only ${report.encode_only_fps} fps, short_vs_encode_only ${report.short_vs_encode_only} (target ≥ ${shortTargets.short_vs_encode_only}; ${report.short_after_startup_vs_encode_only} without start-up); one-frame render ${report.one_frame_wall_s} s (target ≤ ${shortTargets.one_frame_wall_s})`);
    for (const r of report.table) console.log(`  ${r.workers} worker${r.workers > 1 ? 's' : ' '}  ${r.plan.padEnd(9)}  ${String(r.scenes).padStart(2)} scenes  ${r.fps.toFixed(1)} fps`);
    if (values.json) writeReport(values.json, report, shortSvg(report));
    return 0;
  },
});
