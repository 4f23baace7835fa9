/**
 * `framefleet bench assembly-memory [--minutes 1,10,60] [--json FILE]`: the peak resident set of
 * an assemble job (audio mix + stream-copy join + output check + hash, `render-node/assembly.ts`)
 * as the output gets longer. Each length runs in a fresh process (`assembly-memory-job.ts`), so
 * its peak is that job's alone. The inputs are cheap to make yet shaped like a real render's: a
 * few distinct tiny segments (64×36) repeated along the timeline, a music file spanning the
 * whole timeline, a short bed looped under all of it, and clips with fades, a trim and a
 * playback rate along the way.
 *
 * Assembly works from disk in fixed-size windows, so the peak should not grow with the length:
 * the report gives the growth from the shortest to the longest output (budget: 50 MB).
 */
import { execFile, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { openVideoEncoder } from '../native/media/index.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { entryProcess } from '../shared/compiled.ts';
import type { AssemblyJobCase, AssemblyJobReport } from './assembly-memory-job.ts';
import { renderFrame } from './frames.ts';
import { defineCommand } from '../shared/cli/args.ts';
import { jsonFileOption, numberList, writeReport } from './options.ts';

const run = promisify(execFile);
const job = entryProcess('bench/assembly-memory-job.ts');
const MB = 1_000_000;

export const GROWTH_BUDGET_BYTES = 50 * MB;

export interface AssemblyMemoryOptions {
  /** Output lengths to measure, in minutes. */
  minutes: number[];
  width: number;
  height: number;
  fps: number;
  /** Seconds per segment (a whole number of frames). */
  segmentSeconds: number;
  /** Distinct segment files, repeated in turn along the timeline. */
  distinctSegments: number;
}

export const assemblyMemoryDefaults: AssemblyMemoryOptions = { minutes: [1, 10, 60], width: 64, height: 36, fps: 30, segmentSeconds: 6, distinctSegments: 4 };

export interface AssemblyMemoryCase extends AssemblyJobReport {
  minutes: number;
  segments: number;
  audioClips: number;
}

export interface AssemblyMemoryReport {
  settings: AssemblyMemoryOptions;
  cases: AssemblyMemoryCase[];
  /** Peak RSS of the longest output minus that of the shortest, bytes. */
  growthBytes: number;
  growthBudgetBytes: number;
  withinBudget: boolean;
  machine: { cpus: number; model: string; memoryGiB: number; node: string };
}

/** Segment files of `segmentSeconds` each, made once and shared by every case. */
async function encodeSegments(dir: string, o: AssemblyMemoryOptions): Promise<string[]> {
  const frames = Math.round(o.segmentSeconds * o.fps);
  const paths: string[] = [];
  for (let s = 0; s < o.distinctSegments; s++) {
    const output = join(dir, `segment-${s}.mp4`);
    const encoder = await openVideoEncoder({ output, width: o.width, height: o.height, fps: o.fps, backend: 'software', preset: 'ultrafast', threads: 1 });
    for (let i = 0; i < frames; i++) await encoder.write(renderFrame(s * frames + i, { width: o.width, height: o.height }));
    await encoder.close();
    paths.push(output);
  }
  return paths;
}

/** A FLAC file of a sine tone, `seconds` long, made by ffmpeg's lavfi source. */
async function tone(path: string, seconds: number, frequency: number, sampleRate: number, channels: 1 | 2): Promise<string> {
  await run('ffmpeg', ['-v', 'error', '-nostdin', '-y', '-f', 'lavfi', '-i', `sine=frequency=${frequency}:sample_rate=${sampleRate}:duration=${seconds}`,
    '-ac', String(channels), '-c:a', 'flac', path]);
  return path;
}

/** The composition, segment list and media files of an output of `minutes`. */
async function makeCase(dir: string, minutes: number, segmentFiles: string[], o: AssemblyMemoryOptions): Promise<AssemblyJobCase> {
  const seconds = minutes * 60;
  const segmentCount = Math.ceil(seconds / o.segmentSeconds);
  const segmentFrames = Math.round(o.segmentSeconds * o.fps);
  const totalFrames = segmentCount * segmentFrames;
  const timeline = totalFrames / o.fps;
  const media = {
    music: await tone(join(dir, 'music.flac'), timeline, 220, 44_100, 2),
    bed: await tone(join(dir, 'bed.flac'), 5, 110, 48_000, 1),
    voice: await tone(join(dir, 'voice.flac'), 12, 660, 22_050, 1),
  };
  const composition: Composition = {
    output: { width: o.width, height: o.height, fps: o.fps, durationSec: timeline },
    tracks: [
      { clips: [{ kind: 'audio', src: 'media:music', start: 0, duration: timeline, volume: 0.5, fadeIn: 2, fadeOut: 4 }] },
      { clips: [{ kind: 'audio', src: 'media:bed', start: 0, duration: timeline, loop: true, volume: 0.15 }] },
      {
        clips: [
          { kind: 'audio', src: 'media:voice', start: timeline * 0.1, duration: 10, fadeIn: 0.5, fadeOut: 1 },
          { kind: 'audio', src: 'media:voice', start: timeline * 0.5, duration: 8, trim: { start: 1, end: 11 }, playbackRate: 1.25, fadeOut: 2 },
          { kind: 'audio', src: 'media:voice', start: timeline - 11, duration: 10, volume: 0.8, fadeIn: 1, fadeOut: 3 },
        ],
      },
    ],
  };
  return {
    composition, media, dir, startFrame: 0, totalFrames,
    segments: Array.from({ length: segmentCount }, (_, i) => segmentFiles[i % segmentFiles.length]!),
    sceneFrames: Array.from({ length: segmentCount }, () => segmentFrames),
    video: { width: o.width, height: o.height, fps: { num: o.fps, den: 1 } },
  };
}

/** Runs the case's assemble job in a fresh process and returns what it measured. */
function runJob(casePath: string): Promise<AssemblyJobReport> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...job.execArgv, job.script, casePath], { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
    child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code !== 0) reject(new Error(`the assemble job exited with ${code}: ${stderr.trim()}`));
      else resolve(JSON.parse(stdout.trim().split('\n').pop()!) as AssemblyJobReport);
    });
  });
}

export async function runAssemblyMemoryBench(o: AssemblyMemoryOptions, log: (line: string) => void): Promise<AssemblyMemoryReport> {
  const root = mkdtempSync(join(tmpdir(), 'framefleet-assembly-memory-'));
  try {
    const segmentFiles = await encodeSegments(root, o);
    const cases: AssemblyMemoryCase[] = [];
    for (const minutes of o.minutes) {
      const dir = join(root, `${minutes}-min`);
      mkdirSync(dir);
      const job = await makeCase(dir, minutes, segmentFiles, o);
      const casePath = join(dir, 'case.json');
      writeFileSync(casePath, JSON.stringify(job));
      log(`${minutes} min: assembling ${job.segments.length} segments, ${job.totalFrames} frames`);
      const report = await runJob(casePath);
      const audioClips = job.composition.tracks.reduce((n, t) => n + t.clips.length, 0);
      cases.push({ minutes, segments: job.segments.length, audioClips, ...report });
      log(`${minutes} min: peak RSS ${(report.peakRssBytes / MB).toFixed(1)} MB in ${report.seconds.toFixed(1)} s`);
      rmSync(dir, { recursive: true, force: true });
    }
    const growthBytes = cases.length ? cases[cases.length - 1]!.peakRssBytes - cases[0]!.peakRssBytes : 0;
    return {
      settings: o, cases, growthBytes, growthBudgetBytes: GROWTH_BUDGET_BYTES, withinBudget: growthBytes < GROWTH_BUDGET_BYTES,
      machine: { cpus: cpus().length, model: cpus()[0]?.model ?? 'unknown', memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    };
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}

const escapeXml = (s: string) => s.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);

/** A round step (1, 2 or 5 × 10^k) giving at most `ticks` grid lines up to `max`. */
function gridStep(max: number, ticks: number): number {
  const raw = max / ticks;
  const power = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 5, 10].map((m) => m * power).find((step) => step >= raw)!;
}

/** Peak RSS against output length: a point per case, the RSS before the job beneath, and the growth budget as a band. */
export function assemblyMemorySvg(report: AssemblyMemoryReport): string {
  const [W, H, left, right, top, bottom] = [720, 440, 70, 30, 92, 60];
  const plotW = W - left - right, plotH = H - top - bottom;
  const cases = report.cases;
  const maxMinutes = Math.max(1, ...cases.map((c) => c.minutes));
  const first = cases[0]?.peakRssBytes ?? 0;
  const step = gridStep(Math.max(...cases.map((c) => c.peakRssBytes), first + report.growthBudgetBytes) / MB, 6);
  const yMax = Math.ceil(Math.max(...cases.map((c) => c.peakRssBytes), first + report.growthBudgetBytes) / MB / step) * step;
  const x = (minutes: number) => left + (minutes / maxMinutes) * plotW;
  const y = (mb: number) => top + plotH - (mb / yMax) * plotH;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`);
  parts.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  const s = report.settings;
  parts.push(`<text x="${W / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold">Assemble job: peak resident set by output length</text>`);
  parts.push(`<text x="${W / 2}" y="44" text-anchor="middle" fill="#555">${s.width}x${s.height} at ${s.fps} fps, ${s.segmentSeconds} s segments, ${cases[0]?.audioClips ?? 0} audio clips · mix + join + check + hash · ${escapeXml(report.machine.model)}</text>`);
  parts.push(`<text x="${W / 2}" y="62" text-anchor="middle" fill="${report.withinBudget ? '#15803d' : '#b91c1c'}">growth from ${cases[0]?.minutes} to ${cases.at(-1)?.minutes} min: ${(report.growthBytes / MB).toFixed(1)} MB (budget ${report.growthBudgetBytes / MB} MB)</text>`);
  for (let v = 0; v <= yMax; v += step) {
    parts.push(`<line x1="${left}" x2="${W - right}" y1="${y(v)}" y2="${y(v)}" stroke="#e4e4e4"/>`);
    parts.push(`<text x="${left - 8}" y="${y(v) + 4}" text-anchor="end" fill="#555">${v}</text>`);
  }
  for (const c of cases) parts.push(`<text x="${x(c.minutes)}" y="${top + plotH + 18}" text-anchor="middle" fill="#555">${c.minutes}</text>`);
  parts.push(`<text x="${left + plotW / 2}" y="${H - 16}" text-anchor="middle" fill="#555">output length, minutes</text>`);
  parts.push(`<text x="18" y="${top + plotH / 2}" transform="rotate(-90 18 ${top + plotH / 2})" text-anchor="middle" fill="#555">resident set, MB</text>`);
  if (cases.length) {
    const budgetTop = y((first + report.growthBudgetBytes) / MB);
    parts.push(`<rect x="${left}" y="${budgetTop}" width="${plotW}" height="${y(first / MB) - budgetTop}" fill="#dcfce7"><title>within ${report.growthBudgetBytes / MB} MB of the shortest output's peak</title></rect>`);
  }
  const line = (values: number[], colour: string, label: string, labelled: boolean) => {
    const points = cases.map((c, i) => `${x(c.minutes).toFixed(1)},${y(values[i]! / MB).toFixed(1)}`);
    parts.push(`<polyline points="${points.join(' ')}" fill="none" stroke="${colour}" stroke-width="2"${labelled ? '' : ' stroke-dasharray="5 4"'}/>`);
    cases.forEach((c, i) => {
      const mb = values[i]! / MB;
      parts.push(`<circle cx="${x(c.minutes)}" cy="${y(mb)}" r="4" fill="${colour}"><title>${label}, ${c.minutes} min: ${mb.toFixed(1)} MB</title></circle>`);
      if (labelled) parts.push(`<text x="${x(c.minutes)}" y="${y(mb) - 10}" text-anchor="${i === cases.length - 1 && cases.length > 1 ? 'end' : 'middle'}">${mb.toFixed(1)}</text>`);
    });
  };
  line(cases.map((c) => c.peakRssBytes), '#2563eb', 'peak RSS', true);
  line(cases.map((c) => c.startRssBytes), '#94a3b8', 'RSS before the job', false);
  const legend = [['#2563eb', 'peak RSS of the job'], ['#94a3b8', 'before the job'], ['#bbf7d0', `growth budget: ${report.growthBudgetBytes / MB} MB above the ${cases[0]?.minutes ?? 0}-min peak`]] as const;
  let lx = left;
  for (const [colour, text] of legend) {
    parts.push(`<rect x="${lx}" y="${top - 20}" width="12" height="12" fill="${colour}"/>`);
    parts.push(`<text x="${lx + 18}" y="${top - 10}">${escapeXml(text)}</text>`);
    lx += 18 + text.length * 6.4 + 28;
  }
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

export const command = defineCommand({
  summary: 'peak resident set of an assemble job for 1-, 10- and 60-minute outputs',
  description: 'Runs one assemble job (audio mix, stream-copy join, output check, hash) per output length, each in a fresh process, on cheap generated inputs, and reports each job\'s peak resident set and the growth from the shortest to the longest output (budget: 50 MB).',
  options: {
    minutes: { type: 'string', placeholder: 'LIST', parse: numberList('minutes', (m) => Number.isFinite(m) && m > 0 && m <= 360, 'lengths from above 0 to 360 minutes'), help: 'output lengths in minutes, comma separated (default 1,10,60)' },
    json: { ...jsonFileOption, help: 'where to write the report (default bench/results/assembly-memory.json); a plot of peak RSS against length goes beside it (FILE with .svg)' },
  },
  async run({ values }) {
    const options = { ...assemblyMemoryDefaults, ...(values.minutes ? { minutes: values.minutes } : {}) };
    const json = values.json ?? fileURLToPath(new URL('./results/assembly-memory.json', import.meta.url));
    const report = await runAssemblyMemoryBench(options, (line) => console.error(line));
    for (const c of report.cases) {
      console.log(`${String(c.minutes).padStart(4)} min  peak RSS ${(c.peakRssBytes / MB).toFixed(1).padStart(7)} MB  (before the job ${(c.startRssBytes / MB).toFixed(1)} MB)  ${c.seconds.toFixed(1)} s`);
    }
    console.log(`growth ${(report.growthBytes / MB).toFixed(1)} MB from ${report.cases[0]?.minutes} to ${report.cases.at(-1)?.minutes} min: ${report.withinBudget ? 'within' : 'OVER'} the 50 MB budget`);
    writeReport(json, report, assemblyMemorySvg(report));
    return report.withinBudget ? 0 : 1;
  },
});
