/**
 * `framefleet bench <name> [options]`: runs a benchmark, prints a summary, and with --json FILE
 * writes the report there and a bar chart beside it (FILE with .svg).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, extname } from 'node:path';
import { parseArgs } from 'node:util';
import { PRESETS, type Preset } from '../native/media/index.ts';
import { entryProcess } from '../shared/compiled.ts';
import { CONTESTANTS, defaultOptions, quickOptions, renderSvg, runEncodeBench, type EncodeBenchOptions } from './encode.ts';

const usage = `usage: framefleet bench encode [--quick] [--json FILE] [options]

Encodes the same RGBA frames with the native addon, the ffmpeg CLI (frames from a file) and
Node piping frames into ffmpeg, at the same libx264 settings, and compares frames per second.

  --quick            fewer frames and runs (about half a minute)
  --json FILE        write the report as JSON to FILE and a bar chart to FILE with .svg
  --frames N         frames per run (default 240, quick 60)
  --runs N           rounds: timed runs per contestant and preset (default 5, quick 4)
  --presets LIST     x264 presets, comma separated (default veryfast,ultrafast)
  --threads N|auto   x264 threads for every contestant; auto (0) lets x264 choose (default: available CPUs)
  --size WxH         frame size (default 1920x1080)`;

function positiveInt(value: string | undefined, name: string, min = 1): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!/^\d+$/.test(value) || !Number.isInteger(n) || n < min) throw new Error(`--${name} must be an integer of at least ${min} (got '${value}')`);
  return n;
}

function parseOptions(argv: string[]): { options: Omit<EncodeBenchOptions, 'log'>; json?: string } {
  const { values, positionals } = parseArgs({
    args: argv,
    options: {
      quick: { type: 'boolean' },
      json: { type: 'string' },
      frames: { type: 'string' },
      runs: { type: 'string' },
      presets: { type: 'string' },
      threads: { type: 'string' },
      size: { type: 'string' },
    },
    allowPositionals: true,
    strict: true,
  });
  if (positionals.length > 0) throw new Error(`unexpected argument '${positionals[0]}'`);
  const options = values.quick ? quickOptions() : defaultOptions();
  options.frames = positiveInt(values.frames, 'frames') ?? options.frames;
  options.runs = positiveInt(values.runs, 'runs') ?? options.runs;
  options.threads = values.threads === 'auto' ? 0 : (positiveInt(values.threads, 'threads', 0) ?? options.threads);
  if (values.presets !== undefined) {
    const list = values.presets.split(',').map((p) => p.trim());
    for (const p of list) if (!(PRESETS as readonly string[]).includes(p)) throw new Error(`--presets: unknown preset '${p}' (one of ${PRESETS.join(', ')})`);
    options.presets = list as Preset[];
  }
  if (values.size !== undefined) {
    const m = /^(\d+)x(\d+)$/.exec(values.size);
    const [w, h] = m ? [Number(m[1]), Number(m[2])] : [NaN, NaN];
    if (!m || w % 2 || h % 2 || w < 16 || h < 16 || w > 8192 || h > 8192) throw new Error(`--size must be WxH with even sizes from 16 to 8192 (got '${values.size}')`);
    [options.width, options.height] = [w, h];
  }
  return { options, ...(values.json !== undefined ? { json: values.json } : {}) };
}

async function encode(argv: string[]): Promise<number> {
  let parsed;
  try {
    parsed = parseOptions(argv);
  } catch (err) {
    console.error(`framefleet bench encode: ${(err as Error).message}\n\n${usage}`);
    return 2;
  }
  const report = await runEncodeBench({ ...parsed.options, log: (line) => console.error(line) });
  for (const [preset, r] of Object.entries(report.presets)) {
    const fps = CONTESTANTS.map((c) => `${c} ${r.fps[c].toFixed(1)}`).join('  ');
    console.log(`${preset.padEnd(10)} fps: ${fps}   native/cli ${r.native_vs_cli.toFixed(2)}   native/pipe ${r.native_vs_pipe.toFixed(2)}   native/x264-alone ${r.native_vs_x264.toFixed(2)}`);
  }
  if (parsed.json) {
    const svg = parsed.json.slice(0, parsed.json.length - extname(parsed.json).length) + '.svg';
    mkdirSync(dirname(parsed.json), { recursive: true });
    writeFileSync(parsed.json, JSON.stringify(report, null, 2) + '\n');
    writeFileSync(svg, renderSvg(report));
    console.log(`wrote ${parsed.json} and ${svg} (${report.seconds} s)`);
  }
  return 0;
}

const benchmarks = `usage: framefleet bench <benchmark> [options]

benchmarks:
  api              read latency under load: GET /v1/renders/{id} and a render list against GET /health (bench/api-load.ts)
  encode           native addon vs ffmpeg CLI vs Node piping into ffmpeg, frames per second
  assembly-memory  peak resident set of an assemble job for 1-, 10- and 60-minute outputs (bench/assembly-memory.ts)
  farm             share of a farm render's wall time spent on orchestration (bench/farm.ts)
  render           drawing, drawing + encoding, and encoding alone on the reference composition (bench/render.ts)
  startup          wall and CPU seconds of a one-frame render, compiled build vs TypeScript sources (bench/startup.ts)
  scenes           IDR frames and bytes against scene length on the short composition (bench/scenes.ts)
  short            a 10-second render end to end by framefleet render against encoding its frames alone; one-frame start-up (bench/short.ts)
  component-sandbox  ms per frame of built-ins drawn natively and, ejected, in the org component sandbox (bench/component-sandbox.ts)
  matting          ms per 1080p frame of segmentation, refinement and face/person detection; fps of a render behind the subject against without (bench/matting.ts)

Run 'framefleet bench <benchmark> --help' for its options.`;

/**
 * `bench api` drives the API with autocannon, a development dependency: it runs as a process of
 * its own from the TypeScript sources, so the build never bundles autocannon and a production
 * install (`npm ci --omit=dev`, the container image) builds and runs without it.
 */
async function runApiLoad(argv: string[]): Promise<number> {
  try {
    createRequire(import.meta.url).resolve('autocannon');
  } catch {
    console.error('framefleet bench api: needs the development install (npm ci without --omit=dev), which has autocannon');
    return 2;
  }
  const { script, execArgv } = entryProcess('bench/api-load.ts');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [...execArgv, script, ...argv], { stdio: 'inherit' });
    child.once('error', reject);
    child.once('exit', (code) => resolve(code ?? 1));
  });
}

export async function main(argv: string[]): Promise<number> {
  const [name, ...rest] = argv;
  if (name === 'encode') {
    if (rest.includes('--help') || rest.includes('-h')) {
      console.log(usage);
      return 0;
    }
    return encode(rest);
  }
  if (name === 'api') return runApiLoad(rest);
  if (name === 'farm') return (await import('./farm.ts')).main(rest);
  if (name === 'render') return (await import('./render.ts')).main(rest);
  if (name === 'startup') return (await import('./startup.ts')).main(rest);
  if (name === 'scenes') return (await import('./scenes.ts')).main(rest);
  if (name === 'short') return (await import('./short.ts')).main(rest);
  if (name === 'matting') return (await import('./matting.ts')).main(rest);
  if (name === 'component-sandbox') return (await import('./component-sandbox.ts')).main(rest);
  if (name === 'assembly-memory') return (await import('./assembly-memory.ts')).main(rest);
  if (!name || name === '--help' || name === '-h') {
    console.log(benchmarks);
    return name ? 0 : 2;
  }
  console.error(`framefleet bench: unknown benchmark '${name}'\n\n${benchmarks}`);
  return 2;
}
