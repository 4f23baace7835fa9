/**
 * Encode benchmark: the same RGBA frames (1080p by default, varied content) encoded to H.264 by
 *   native  the framefleet addon (frames from memory, conversion and encoding off the event loop)
 *   cli     the ffmpeg CLI reading the raw frames from a file
 *   pipe    Node piping the raw frames into an ffmpeg child's stdin (how Editly-style tools work)
 * with the same codec (libx264), preset, CRF, GOP, thread count, colour conversion and MP4 output,
 * and beside them
 *   x264    the ffmpeg CLI reading the same frames already converted to yuv420p: x264 alone, the
 *           ceiling any contestant can reach with these settings (the report's `native_vs_x264`
 *           shows how close the addon gets; what is left of the others' gap is their overhead).
 * Each round runs the three back to back in a rotating order; the report gives per-run frames per
 * second, their medians, and for the ratios the median over rounds of each round's ratio (runs of
 * one round share the machine's background load, which on a shared machine drifts between rounds).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, platform, release, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { execFileSync } from 'node:child_process';
import { libraryVersions, openVideoEncoder, x264AsmFlags, type Preset } from '../native/media/index.ts';
import { renderFrame } from './frames.ts';
import { median } from './options.ts';

export const CONTESTANTS = ['native', 'cli', 'pipe', 'x264'] as const;
export type Contestant = (typeof CONTESTANTS)[number];

export interface EncodeBenchOptions {
  width: number;
  height: number;
  frames: number;
  runs: number;
  presets: Preset[];
  threads: number;
  fps: number;
  crf: number;
  gop: number;
  /** Called with a line of progress. */
  log?: (line: string) => void;
}

export interface PresetResult {
  /** Median frames per second of each contestant. */
  fps: Record<Contestant, number>;
  /** Median over rounds of native fps / cli fps within the round. */
  native_vs_cli: number;
  /** Median over rounds of native fps / pipe fps within the round. */
  native_vs_pipe: number;
  /** Median over rounds of native fps / x264-alone fps within the round (1.0: the addon adds nothing to x264's own time). */
  native_vs_x264: number;
  /** Frames per second of every timed run, in round order. */
  runs: Record<Contestant, number[]>;
}

export interface EncodeBenchReport {
  benchmark: 'encode';
  presets: Record<string, PresetResult>;
  settings: {
    width: number;
    height: number;
    frames: number;
    runs: number;
    fps: number;
    codec: 'h264';
    encoder: 'libx264';
    crf: number;
    gop: number;
    threads: number;
    /** x264 CPU flags given to every contestant; null when x264 chose by itself. */
    x264Asm: number | null;
    pixelFormat: 'yuv420p';
    colour: 'bt709 limited range, 2x2 box chroma';
    output: 'mp4';
  };
  machine: {
    cpuModel: string;
    cpus: number;
    availableParallelism: number;
    memoryGiB: number;
    os: string;
    node: string;
    ffmpegCli: string;
    libraries: ReturnType<typeof libraryVersions>;
    loadAverageAtStart: number[];
  };
  started: string;
  seconds: number;
}

export function quickOptions(): Omit<EncodeBenchOptions, 'log'> {
  return { ...defaultOptions(), frames: 60, runs: 4 };
}

export function defaultOptions(): Omit<EncodeBenchOptions, 'log'> {
  return { width: 1920, height: 1080, frames: 240, runs: 5, presets: ['veryfast', 'ultrafast'], threads: availableParallelism(), fps: 30, crf: 23, gop: 60 };
}

/** The ffmpeg arguments shared by the cli and pipe contestants (input given separately). */
/**
 * The same conversion as the addon: full-range RGB to BT.709 limited-range 4:2:0 with each chroma
 * sample the mean of a 2x2 block (libswscale's area filter on full-width chroma; the addon's own
 * converter gives the same values within one code value).
 */
const toYuv = 'scale=in_range=pc:out_range=tv:out_color_matrix=bt709:flags=area+full_chroma_inp,format=yuv420p';

/** The ffmpeg arguments shared by the cli, pipe and x264 contestants; `yuv` input skips the conversion. */
function ffmpegArgs(o: EncodeBenchOptions, preset: Preset, input: string, output: string, frames = o.frames, yuv = false): string[] {
  return [
    '-v', 'error', '-nostdin', '-y',
    '-f', 'rawvideo', '-pix_fmt', yuv ? 'yuv420p' : 'rgba', '-s', `${o.width}x${o.height}`, '-r', String(o.fps), '-i', input, '-frames:v', String(frames),
    ...(yuv ? [] : ['-vf', toYuv]),
    '-c:v', 'libx264', '-preset', preset, '-crf', String(o.crf), '-g', String(o.gop), '-threads', String(o.threads),
    // The CPU flags the addon gives x264 (its own detection without AVX-512, see native/media).
    ...(x264AsmFlags() !== null ? ['-x264-params', `asm=${x264AsmFlags()}`] : []),
    '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709', '-color_range', 'tv',
    '-fflags', '+bitexact', '-f', 'mp4', output,
  ];
}

async function runChild(args: string[], feed?: (stdin: NodeJS.WritableStream) => Promise<void>): Promise<void> {
  const child = spawn('ffmpeg', args, { stdio: [feed ? 'pipe' : 'ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr!.on('data', (c: Buffer) => (stderr += c.toString()));
  const exited = once(child, 'close') as Promise<[number | null, NodeJS.Signals | null]>;
  if (feed) await feed(child.stdin!);
  const [code, signal] = await exited;
  if (code !== 0) throw new Error(`ffmpeg failed (${code ?? signal}): ${stderr.trim()}`);
}

async function encodeNative(o: EncodeBenchOptions, preset: Preset, frames: Buffer[], output: string): Promise<void> {
  const enc = await openVideoEncoder({
    output, width: o.width, height: o.height, fps: o.fps, codec: 'h264', backend: 'software',
    preset, quality: o.crf, gop: o.gop, threads: o.threads, scaler: 'box',
  });
  // Two frames in flight: the next frame is handed over while the previous one is converted.
  const inFlight: Promise<void>[] = [];
  for (const frame of frames) {
    inFlight.push(enc.write(frame));
    if (inFlight.length >= 2) await inFlight.shift();
  }
  await Promise.all(inFlight);
  await enc.close();
}

async function encodePipe(o: EncodeBenchOptions, preset: Preset, frames: Buffer[], output: string): Promise<void> {
  await runChild(ffmpegArgs(o, preset, 'pipe:0', output), async (stdin) => {
    for (const frame of frames) {
      if (!stdin.write(frame)) await once(stdin, 'drain');
    }
    stdin.end();
  });
}

function countFrames(path: string): number {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'stream=nb_frames', '-of', 'csv=p=0', path], { encoding: 'utf8' });
  return Number(out.trim());
}

function ffmpegCliVersion(): string {
  try {
    return execFileSync('ffmpeg', ['-version'], { encoding: 'utf8' }).split('\n')[0]!.trim();
  } catch {
    return 'unavailable';
  }
}

export async function runEncodeBench(o: EncodeBenchOptions): Promise<EncodeBenchReport> {
  const log = o.log ?? (() => {});
  const t0 = performance.now();
  const started = new Date().toISOString();
  const load = loadavg();
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-bench-'));
  try {
    log(`rendering ${o.frames} frames of ${o.width}x${o.height} RGBA`);
    const frames = Array.from({ length: o.frames }, (_, i) => renderFrame(i, { width: o.width, height: o.height }));
    const rawPath = join(dir, 'frames.rgba');
    const raw = createWriteStream(rawPath);
    for (const f of frames) if (!raw.write(f)) await once(raw, 'drain');
    raw.end();
    await once(raw, 'close');
    const yuvPath = join(dir, 'frames.yuv');
    await runChild(['-v', 'error', '-nostdin', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${o.width}x${o.height}`, '-i', rawPath, '-vf', toYuv, '-f', 'rawvideo', yuvPath]);

    const contestants: Record<Contestant, (preset: Preset, output: string, count?: number) => Promise<void>> = {
      native: (p, out, count = o.frames) => encodeNative(o, p, frames.slice(0, count), out),
      cli: (p, out, count = o.frames) => runChild(ffmpegArgs(o, p, rawPath, out, count)),
      pipe: (p, out, count = o.frames) => encodePipe(o, p, frames.slice(0, count), out),
      x264: (p, out, count = o.frames) => runChild(ffmpegArgs(o, p, yuvPath, out, count, true)),
    };

    const presets: Record<string, PresetResult> = {};
    for (const preset of o.presets) {
      const runs: Record<Contestant, number[]> = { native: [], cli: [], pipe: [], x264: [] };
      // A short untimed pass of each warms the page cache, the dynamic loader and the CPU clocks.
      for (const c of CONTESTANTS) await contestants[c](preset, join(dir, `warm-${c}.mp4`), Math.min(o.frames, 12));
      for (let r = 0; r < o.runs; r++) {
        const order = CONTESTANTS.map((_, i) => CONTESTANTS[(i + r) % CONTESTANTS.length]!);
        for (const c of order) {
          const out = join(dir, `${preset}-${c}.mp4`);
          const start = performance.now();
          await contestants[c](preset, out);
          const seconds = (performance.now() - start) / 1000;
          const got = countFrames(out);
          if (got !== o.frames) throw new Error(`${c} wrote ${got} frames instead of ${o.frames}`);
          runs[c].push(o.frames / seconds);
        }
        log(`${preset} run ${r + 1}/${o.runs}: ${CONTESTANTS.map((c) => `${c} ${runs[c].at(-1)!.toFixed(1)} fps`).join(', ')}`);
      }
      const fps = { native: median(runs.native), cli: median(runs.cli), pipe: median(runs.pipe), x264: median(runs.x264) };
      // Ratios pair the runs of one round, which ran back to back under the same background load.
      const paired = (other: Contestant) => median(runs.native.map((v, i) => v / runs[other][i]!));
      presets[preset] = { fps, native_vs_cli: paired('cli'), native_vs_pipe: paired('pipe'), native_vs_x264: paired('x264'), runs };
    }

    const cpu = cpus();
    return {
      benchmark: 'encode',
      presets,
      settings: {
        width: o.width, height: o.height, frames: o.frames, runs: o.runs, fps: o.fps, codec: 'h264', encoder: 'libx264',
        crf: o.crf, gop: o.gop, threads: o.threads, x264Asm: x264AsmFlags(), pixelFormat: 'yuv420p', colour: 'bt709 limited range, 2x2 box chroma', output: 'mp4',
      },
      machine: {
        cpuModel: cpu[0]?.model ?? 'unknown',
        cpus: cpu.length,
        availableParallelism: availableParallelism(),
        memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10,
        os: `${platform()} ${release()}`,
        node: process.version,
        ffmpegCli: ffmpegCliVersion(),
        libraries: libraryVersions(),
        loadAverageAtStart: load.map((l) => Math.round(l * 100) / 100),
      },
      started,
      seconds: Math.round((performance.now() - t0) / 100) / 10,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const colours: Record<Contestant, string> = { native: '#2f6fdf', cli: '#8a8f98', pipe: '#e08a2f', x264: '#c9ccd1' };
const labels: Record<Contestant, string> = { native: 'native addon', cli: 'ffmpeg CLI (file)', pipe: 'Node → ffmpeg pipe', x264: 'x264 alone (yuv in)' };

function escapeXml(s: string): string {
  return s.replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]!);
}

/** A grouped bar chart of the median frames per second, one group per preset. */
export function renderSvg(report: EncodeBenchReport): string {
  const presets = Object.keys(report.presets);
  const max = Math.max(...presets.flatMap((p) => CONTESTANTS.map((c) => report.presets[p]!.fps[c])));
  const niceMax = Math.ceil(max / 50) * 50 || 50;
  const [W, H, left, top, bottom] = [720, 440, 64, 70, 90];
  const plotH = H - top - bottom;
  const groupW = (W - left - 20) / presets.length;
  const barW = Math.min(70, (groupW - 40) / CONTESTANTS.length);
  const y = (v: number) => top + plotH - (v / niceMax) * plotH;
  const parts: string[] = [];
  parts.push(`<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`);
  parts.push(`<rect width="${W}" height="${H}" fill="#ffffff"/>`);
  const s = report.settings;
  parts.push(`<text x="${W / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold">H.264 encode throughput, ${s.width}x${s.height} RGBA, ${s.frames} frames</text>`);
  parts.push(`<text x="${W / 2}" y="44" text-anchor="middle" fill="#555">medians of ${s.runs} rounds · libx264 crf ${s.crf} · ${s.threads === 0 ? 'auto' : s.threads} threads · ${escapeXml(report.machine.cpuModel)} (${report.machine.cpus} CPUs)</text>`);
  for (let t = 0; t <= 5; t++) {
    const v = (niceMax / 5) * t;
    parts.push(`<line x1="${left}" x2="${W - 20}" y1="${y(v)}" y2="${y(v)}" stroke="#e4e4e4"/>`);
    parts.push(`<text x="${left - 8}" y="${y(v) + 4}" text-anchor="end" fill="#555">${Math.round(v)}</text>`);
  }
  parts.push(`<text x="16" y="${top + plotH / 2}" transform="rotate(-90 16 ${top + plotH / 2})" text-anchor="middle" fill="#555">frames per second</text>`);
  presets.forEach((p, g) => {
    const r = report.presets[p]!;
    const x0 = left + g * groupW + (groupW - barW * CONTESTANTS.length) / 2;
    CONTESTANTS.forEach((c, i) => {
      const v = r.fps[c];
      const x = x0 + i * barW;
      parts.push(`<rect x="${x + 4}" y="${y(v)}" width="${barW - 8}" height="${top + plotH - y(v)}" fill="${colours[c]}"/>`);
      parts.push(`<text x="${x + barW / 2}" y="${y(v) - 6}" text-anchor="middle">${v.toFixed(1)}</text>`);
    });
    parts.push(`<text x="${x0 + (barW * CONTESTANTS.length) / 2}" y="${top + plotH + 20}" text-anchor="middle" font-weight="bold">${escapeXml(p)}</text>`);
    parts.push(`<text x="${x0 + (barW * CONTESTANTS.length) / 2}" y="${top + plotH + 38}" text-anchor="middle" fill="#333">native ÷ cli ${r.native_vs_cli.toFixed(2)} · native ÷ pipe ${r.native_vs_pipe.toFixed(2)} · native ÷ x264 alone ${r.native_vs_x264.toFixed(2)}</text>`);
  });
  CONTESTANTS.forEach((c, i) => {
    const x = left + i * 190;
    parts.push(`<rect x="${x}" y="${H - 22}" width="12" height="12" fill="${colours[c]}"/>`);
    parts.push(`<text x="${x + 18}" y="${H - 12}">${escapeXml(labels[c])}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}
