/**
 * `framefleet bench startup [--runs N] [--json FILE]`: what a one-frame `framefleet render` costs
 * from the shell, started two ways side by side in every round:
 *
 *   compiled  bin/framefleet: the build's JavaScript (build/dist), embedded workers compiled too
 *   sources   node --import tsx bin/framefleet.ts: the TypeScript through the loader, workers too
 *   baseline  with --baseline DIR: DIR/bin/framefleet, another checkout (e.g. the revision before
 *             the build existed, with its node_modules and native addons), as it starts
 *
 * Each run renders the same one-frame composition (one clip, --size, default 1920x1080) on the
 * embedded farm with the default worker count; the report has the median wall seconds and CPU
 * seconds (user + system, the command and every process it started) of each, and their ratios.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuilt } from '../ops/build.mjs';
import { projectRoot, tsxLoaderUrl } from '../shared/compiled.ts';
import { defineCommand, UsageError } from '../shared/cli/args.ts';
import { commandEnv, frameSize, jsonFileOption, median, writeReport } from './options.ts';

export interface StartupBenchOptions { runs: number; width: number; height: number; baseline?: string }

/** The issue's goal for a one-frame render's wall time on a 2-core machine. */
export const targetWallSeconds = 1.5;

type Entry = 'compiled' | 'sources' | 'baseline';

/** The command line of each way to start framefleet. */
function entryCommands(baseline: string | undefined): Partial<Record<Entry, string[]>> {
  return {
    compiled: [join(projectRoot, 'bin/framefleet')],
    sources: ['node', '--enable-source-maps', '--import', tsxLoaderUrl, join(projectRoot, 'bin/framefleet.ts')],
    ...(baseline ? { baseline: [join(baseline, 'bin/framefleet')] } : {}),
  };
}

interface Sample { wall_s: number; cpu_s: number }

const round = (x: number, digits = 2) => Number(x.toFixed(digits));

/**
 * Runs `command` under bash and returns its wall seconds and the CPU seconds of everything it
 * started (bash's `times` reports the children's user and system time once they have exited).
 */
function timed(command: readonly string[], cwd: string): Promise<Sample> {
  const quoted = command.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('bash', ['-c', `${quoted} >/dev/null 2>"$BENCH_STDERR" || exit $?; times`], { cwd, env: commandEnv({ BENCH_STDERR: join(cwd, 'stderr.txt') }), stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => {
      const wall = (performance.now() - started) / 1000;
      if (code !== 0) return reject(new Error(`${command.join(' ')} exited with ${code}; see ${join(cwd, 'stderr.txt')}`));
      // The second line of `times`: the children's user and system time, e.g. "0m5.120s 0m0.830s".
      const children = out.trim().split('\n').at(-1)!.match(/(\d+)m([\d.]+)s/g)!.map((t) => { const [, m, s] = /(\d+)m([\d.]+)s/.exec(t)!; return Number(m) * 60 + Number(s); });
      resolve({ wall_s: wall, cpu_s: children[0]! + children[1]! });
    });
  });
}

export async function runStartupBench(o: StartupBenchOptions, log: (line: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-bench-startup-'));
  try {
    const composition = join(dir, 'one-frame.json');
    writeFileSync(composition, JSON.stringify({
      output: { width: o.width, height: o.height, fps: 30, background: '#0b1020' },
      tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1 / 30, shape: 'rectangle', fill: '#1d4ed8' }] }],
    }));
    // The compiled entry rebuilds a stale build on start: build first if needed, so no run pays for it.
    await ensureBuilt();
    const commands = entryCommands(o.baseline);
    const names = Object.keys(commands) as Entry[];
    const samples = Object.fromEntries(names.map((n) => [n, [] as Sample[]])) as Record<Entry, Sample[]>;
    for (let run = 0; run < o.runs; run++) {
      // Rotate which goes first, so none always meets a warmer page cache.
      const order = names.map((_, i) => names[(i + run) % names.length]!);
      for (const entry of order) {
        const output = join(dir, `${entry}-${run}.mp4`);
        const command = [...commands[entry]!, 'render', composition, '-o', output];
        const sample = await timed(command, dir);
        if (statSync(output).size === 0) throw new Error(`${entry}: the render wrote an empty file`);
        samples[entry].push(sample);
        log(`run ${run + 1}/${o.runs} ${entry.padEnd(8)} ${sample.wall_s.toFixed(2)} s wall, ${sample.cpu_s.toFixed(2)} s CPU`);
      }
    }
    const summary = (entry: Entry) => ({
      median_wall_s: round(median(samples[entry].map((s) => s.wall_s))),
      median_cpu_s: round(median(samples[entry].map((s) => s.cpu_s))),
      runs: samples[entry].map((s) => ({ wall_s: round(s.wall_s, 3), cpu_s: round(s.cpu_s, 3) })),
    });
    // Each run's ratio is taken against the compiled run beside it, then the median of those.
    const versusCompiled = (entry: Entry, key: keyof Sample) => round(median(samples.compiled.map((c, i) => samples[entry][i]![key] / c[key])));
    return {
      benchmark: 'startup',
      compiled: summary('compiled'),
      sources: summary('sources'),
      baseline: o.baseline ? summary('baseline') : null,
      sources_vs_compiled_wall: versusCompiled('sources', 'wall_s'),
      sources_vs_compiled_cpu: versusCompiled('sources', 'cpu_s'),
      baseline_vs_compiled_wall: o.baseline ? versusCompiled('baseline', 'wall_s') : null,
      baseline_vs_compiled_cpu: o.baseline ? versusCompiled('baseline', 'cpu_s') : null,
      target_wall_s: targetWallSeconds,
      settings: { runs: o.runs, width: o.width, height: o.height, frames: 1, baseline: o.baseline ?? null, command: 'framefleet render one-frame.json -o out.mp4 (embedded farm, default workers)' },
      machine: { cpuModel: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export type StartupBenchReport = Awaited<ReturnType<typeof runStartupBench>>;

/** Bars of the median wall and CPU seconds of each entry, the runs as dots over them. */
export function startupSvg(report: StartupBenchReport): string {
  const groups = [['wall', 'median_wall_s', 'wall_s'], ['CPU', 'median_cpu_s', 'cpu_s']] as const;
  const colours: Record<Entry, string> = { compiled: '#4c78a8', sources: '#f58518', baseline: '#9d755d' };
  const labels: Record<Entry, string> = { compiled: 'compiled (bin/framefleet, build/dist)', sources: 'sources (node --import tsx)', baseline: 'baseline (--baseline checkout)' };
  const shown = (['compiled', 'sources', 'baseline'] as const).filter((e) => report[e]);
  const max = Math.max(...shown.flatMap((e) => report[e]!.runs.flatMap((r) => [r.wall_s, r.cpu_s])), 1);
  const [W, H, left, top, bottom] = [shown.length > 2 ? 860 : 640, 380, 64, 70, 60];
  const plotH = H - top - bottom;
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const groupW = (W - left - 20) / groups.length;
  const barW = 70;
  const groupBars = barW * shown.length;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${W / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold">One-frame framefleet render (${report.settings.width}x${report.settings.height}): compiled vs TypeScript sources</text>`,
    `<text x="${W / 2}" y="44" text-anchor="middle" fill="#555">medians of ${report.settings.runs} runs side by side · sources ÷ compiled: wall ×${report.sources_vs_compiled_wall}, CPU ×${report.sources_vs_compiled_cpu}${report.baseline ? ` · baseline ÷ compiled: wall ×${report.baseline_vs_compiled_wall}, CPU ×${report.baseline_vs_compiled_cpu}` : ''} · ${report.machine.cpus} CPUs</text>`,
  ];
  const step = max > 20 ? 5 : max > 10 ? 2 : 1;
  for (let s = 0; s <= Math.ceil(max); s += step) {
    parts.push(`<line x1="${left}" x2="${W - 20}" y1="${y(s)}" y2="${y(s)}" stroke="#e4e4e4"/>`);
    parts.push(`<text x="${left - 8}" y="${y(s) + 4}" text-anchor="end" fill="#555">${s}</text>`);
  }
  parts.push(`<text x="16" y="${top + plotH / 2}" transform="rotate(-90 16 ${top + plotH / 2})" text-anchor="middle" fill="#555">seconds</text>`);
  groups.forEach(([label, key, runKey], g) => {
    const x0 = left + g * groupW + (groupW - groupBars) / 2;
    shown.forEach((entry, i) => {
      const v = report[entry]![key];
      const x = x0 + i * barW;
      parts.push(`<rect x="${x + 4}" y="${y(v)}" width="${barW - 8}" height="${top + plotH - y(v)}" fill="${colours[entry]}"/>`);
      parts.push(`<text x="${x + barW / 2}" y="${y(v) - 6}" text-anchor="middle">${v.toFixed(2)} s</text>`);
      for (const r of report[entry]!.runs) parts.push(`<circle cx="${x + barW / 2}" cy="${y(r[runKey])}" r="2.5" fill="#222" fill-opacity="0.5"/>`);
    });
    parts.push(`<text x="${x0 + groupBars / 2}" y="${top + plotH + 18}" text-anchor="middle" font-weight="bold">${label} seconds</text>`);
    if (label === 'wall') {
      const ty = y(report.target_wall_s);
      parts.push(`<line x1="${x0 - 10}" x2="${x0 + groupBars + 10}" y1="${ty}" y2="${ty}" stroke="#d62728" stroke-dasharray="5 4"/>`);
      parts.push(`<text x="${x0 + groupBars + 12}" y="${ty + 4}" fill="#d62728" font-size="11">target ${report.target_wall_s} s</text>`);
    }
  });
  shown.forEach((entry, i) => {
    const x = left + i * 250;
    parts.push(`<rect x="${x}" y="${H - 18}" width="12" height="12" fill="${colours[entry]}"/>`);
    parts.push(`<text x="${x + 18}" y="${H - 8}">${labels[entry]}</text>`);
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

export const command = defineCommand({
  summary: 'wall and CPU seconds of a one-frame render, compiled build vs TypeScript sources',
  description: "Times a one-frame 'framefleet render' (embedded farm, default workers) started from the build (bin/framefleet) and from the TypeScript sources (node --import tsx bin/framefleet.ts), side by side in every run: median wall and CPU seconds of each, and their ratios.",
  options: {
    runs: { type: 'integer', min: 1, max: 100, default: 5, help: 'runs of each' },
    size: { type: 'string', default: '1920x1080', placeholder: 'WxH', parse: frameSize(16, 7680, true), help: 'the frame size' },
    baseline: { type: 'string', placeholder: 'DIR', help: 'also time DIR/bin/framefleet: another checkout, e.g. the revision before the build (git worktree add DIR REV, with its node_modules and native addons)' },
    json: jsonFileOption,
  },
  async run({ values }) {
    const o: StartupBenchOptions = { runs: values.runs, ...values.size };
    if (values.baseline !== undefined) {
      o.baseline = resolve(values.baseline);
      if (!existsSync(join(o.baseline, 'bin/framefleet'))) throw new UsageError(`--baseline: no bin/framefleet in ${o.baseline}`);
    }
    const report = await runStartupBench(o, (line) => console.error(line));
    const baseline = report.baseline ? `; baseline ${report.baseline.median_wall_s} s wall, ${report.baseline.median_cpu_s} s CPU` : '';
    console.log(`one-frame render: compiled ${report.compiled.median_wall_s} s wall, ${report.compiled.median_cpu_s} s CPU; sources ${report.sources.median_wall_s} s wall, ${report.sources.median_cpu_s} s CPU${baseline} (medians of ${o.runs})`);
    if (values.json) writeReport(values.json, report, startupSvg(report));
    return 0;
  },
});
