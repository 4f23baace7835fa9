/**
 * `framefleet bench <name> [options]`: runs a benchmark, prints a summary, and with --json FILE
 * writes the report there and a bar chart beside it (FILE with .svg).
 */
import { defineCommand, defineGroup, UsageError, type Command, type LazyCommand } from '../shared/cli/args.ts';
import { PRESETS, type Preset } from '../native/media/index.ts';
import { CONTESTANTS, defaultOptions, quickOptions, renderSvg, runEncodeBench, type EncodeBenchOptions } from './encode.ts';
import { frameSize, jsonFileOption, writeReport } from './options.ts';

const encode = defineCommand({
  summary: 'native addon vs ffmpeg CLI vs Node piping into ffmpeg, frames per second',
  description: 'Encodes the same RGBA frames with the native addon, the ffmpeg CLI (frames from a file) and Node piping frames into ffmpeg, at the same libx264 settings, and compares frames per second.',
  options: {
    quick: { type: 'boolean', help: 'fewer frames and runs (about half a minute)' },
    frames: { type: 'integer', min: 1, help: 'frames per run (default 240, quick 60)' },
    runs: { type: 'integer', min: 1, help: 'rounds: timed runs per contestant and preset (default 5, quick 4)' },
    presets: { type: 'string', placeholder: 'LIST', parse: presetList, help: 'x264 presets, comma separated (default veryfast,ultrafast)' },
    threads: { type: 'string', placeholder: 'N|auto', parse: threadsArg, help: 'x264 threads for every contestant; auto (0) lets x264 choose (default: available CPUs)' },
    size: { type: 'string', placeholder: 'WxH', parse: frameSize(16, 8192, true), help: 'frame size (default 1920x1080)' },
    json: jsonFileOption,
  },
  async run({ values }) {
    const options: Omit<EncodeBenchOptions, 'log'> = values.quick ? quickOptions() : defaultOptions();
    options.frames = values.frames ?? options.frames;
    options.runs = values.runs ?? options.runs;
    options.threads = values.threads ?? options.threads;
    if (values.presets) options.presets = values.presets;
    if (values.size) [options.width, options.height] = [values.size.width, values.size.height];
    const report = await runEncodeBench({ ...options, log: (line) => console.error(line) });
    for (const [preset, r] of Object.entries(report.presets)) {
      const fps = CONTESTANTS.map((c) => `${c} ${r.fps[c].toFixed(1)}`).join('  ');
      console.log(`${preset.padEnd(10)} fps: ${fps}   native/cli ${r.native_vs_cli.toFixed(2)}   native/pipe ${r.native_vs_pipe.toFixed(2)}   native/x264-alone ${r.native_vs_x264.toFixed(2)}`);
    }
    if (values.json) writeReport(values.json, report, renderSvg(report));
    return 0;
  },
});

function presetList(raw: string): Preset[] {
  const list = raw.split(',').map((p) => p.trim());
  for (const p of list) if (!(PRESETS as readonly string[]).includes(p)) throw new UsageError(`--presets: unknown preset '${p}' (one of ${PRESETS.join(', ')})`);
  return list as Preset[];
}

function threadsArg(raw: string): number {
  if (raw === 'auto') return 0;
  if (!/^\d+$/.test(raw)) throw new UsageError(`--threads must be a number of threads or auto (got '${raw}')`);
  return Number(raw);
}

type BenchModule = Promise<{ command: Command }>;
const lazy = (summary: string, load: () => BenchModule): LazyCommand => ({ summary, load: () => load().then((m) => m.command) });

export const command = defineGroup({
  summary: 'run a benchmark, print a summary, and with --json FILE write the report and a chart beside it',
  commands: {
    api: lazy('read latency under load: GET /v1/renders/{id} and a render list against GET /health (bench/api-load.ts)', () => import('./api-load.ts')),
    encode,
    'assembly-memory': lazy('peak resident set of an assemble job for 1-, 10- and 60-minute outputs (bench/assembly-memory.ts)', () => import('./assembly-memory.ts')),
    farm: lazy("share of a farm render's wall time spent on orchestration (bench/farm.ts)", () => import('./farm.ts')),
    render: lazy('drawing, drawing + encoding, and encoding alone on the reference composition (bench/render.ts)', () => import('./render.ts')),
    startup: lazy('wall and CPU seconds of a one-frame render, compiled build vs TypeScript sources (bench/startup.ts)', () => import('./startup.ts')),
    scenes: lazy('IDR frames and bytes against scene length on the short composition (bench/scenes.ts)', () => import('./scenes.ts')),
    'api-render': lazy('a short render through the API (POST → complete on a warm serve) against framefleet render of it; one-frame render against a --before checkout (bench/api-render.ts)', () => import('./api-render.ts')),
    short: lazy('a 10-second render end to end by framefleet render against encoding its frames alone; one-frame start-up (bench/short.ts)', () => import('./short.ts')),
    components: lazy('ms per frame of every built-in drawn natively at 960x540 and 1080p, against an earlier checkout with --before (bench/components.ts)', () => import('./components.ts')),
    'component-sandbox': lazy('ms per frame of built-ins drawn natively and, ejected, in the org component sandbox (bench/component-sandbox.ts)', () => import('./component-sandbox.ts')),
    'matting-compare': lazy('this checkout\'s matte against an earlier checkout\'s (--before) on vtest.avi 0–15 s (10 frames a second) at 1080p: ms per frame side by side, IoU, edge sheet (bench/matting-compare.ts)', () => import('./matting-compare.ts')),
    matting: lazy('ms per 1080p frame of segmentation, refinement and face/person detection; fps of a render behind the subject against without (bench/matting.ts)', () => import('./matting.ts')),
  },
});
