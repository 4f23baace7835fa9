/**
 * `framefleet bench api-render [--rounds N] [--before DIR] [--json FILE]`: the fixed cost of a
 * short render, through the API and from the shell, side by side in every round:
 *
 *   api         `POST /v1/projects/{id}/renders` to the render's end (`GET /v1/jobs/{id}?wait=60`,
 *               answered the moment it completes) on a warm `framefleet serve` of this checkout
 *               (started once, its workers up, one render done before the first timed one); the
 *               project is created before the clock starts
 *   render      `framefleet render FILE -o out.mp4` of the same composition, spawn to exit
 *   before      with --before DIR: DIR/bin/framefleet render (another checkout, e.g. the commit
 *               before a change, with its node_modules, native addons and build) the same way
 *
 * Compositions: a one-frame 1080p shape (as `bench startup`), and a 1-second and a 10-second
 * 1080p title (text over a gradient, fading in). Contestants take turns, their order rotating
 * each round so none always meets a warmer cache. Each ratio is the median of the rounds' own
 * ratios: api ÷ render per composition (target ≤ 1.15 for the 10-second one) and render ÷ before
 * (target ≤ 0.6 for the one-frame render).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import { ensureBuilt } from '../ops/build.mjs';
import { projectRoot } from '../shared/compiled.ts';
import { defineCommand, UsageError } from '../shared/cli/args.ts';
import { onInterrupt } from '../shared/cli/interrupt.ts';
import { commandEnv, jsonFileOption, median, writeReport } from './options.ts';

export const apiRenderTargets = { api_vs_render_10s: 1.15, one_frame_after_vs_before: 0.6 };

export interface ApiRenderBenchOptions { rounds: number; before?: string }

type CompositionName = 'one_frame' | 'text_1s' | 'text_10s';
type Contestant = 'api' | 'render' | 'before';

const size = { width: 1920, height: 1080 };

function composition(name: CompositionName): object {
  const output = { ...size, fps: 30, background: '#0b1020' };
  if (name === 'one_frame') return { output, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1 / 30, shape: 'rectangle', fill: '#1d4ed8' }] }] };
  const seconds = name === 'text_1s' ? 1 : 10;
  return {
    output: { ...output, durationSec: seconds },
    tracks: [
      { clips: [{ kind: 'shape', start: 0, duration: seconds, shape: 'rectangle', fill: { kind: 'linear', angle: 30, stops: [{ offset: 0, color: '#1e3a8a' }, { offset: 1, color: '#9d174d' }] } }] },
      { clips: [{ kind: 'text', start: 0, duration: seconds, text: 'A short render', style: { fontSize: 96, color: '#f8fafc' }, animate: { opacity: [{ time: 0, value: 0 }, { time: 0.5, value: 1, easing: 'ease' }] } }] },
    ],
  };
}

const round = (x: number, digits = 3) => Number(x.toFixed(digits));

/** Runs a command to its end; its wall seconds, spawn to exit. */
function timedRun(command: string, args: string[], cwd: string): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(command, args, { cwd, env: commandEnv(), stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (c: Buffer) => { stderr += c.toString(); });
    child.on('error', reject);
    child.on('exit', (code) => code === 0 ? resolvePromise((performance.now() - started) / 1000) : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${stderr}`)));
  });
}

/** A `framefleet serve` of this checkout on a free port with a fresh data folder, and a key of its org. */
async function startServe(dir: string): Promise<{ url: string; key: string; child: ChildProcess }> {
  const cli = join(projectRoot, 'bin/framefleet');
  const data = join(dir, 'serve');
  const created = await new Promise<string>((resolvePromise, reject) => {
    const child = spawn(cli, ['keys', 'create', '--org', 'bench', '--name', 'api-render', '--data', data, '--json'], { env: commandEnv(), stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c: Buffer) => { out += c.toString(); });
    child.on('exit', (code) => code === 0 ? resolvePromise(out) : reject(new Error(`keys create exited with ${code}`)));
  });
  const { key } = JSON.parse(created) as { key: string };
  const child = spawn(cli, ['serve', '--port', '0', '--data', data], { env: commandEnv({ FRAMEFLEET_LOG_LEVEL: 'warn' }), stdio: ['ignore', 'pipe', 'inherit'] });
  const url = await new Promise<string>((resolvePromise, reject) => {
    let out = '';
    child.stdout!.on('data', (c: Buffer) => {
      out += c.toString();
      const m = /^listening on (\S+)$/m.exec(out);
      if (m) resolvePromise(m[1]!);
    });
    child.on('exit', (code) => reject(new Error(`serve exited with ${code} before it listened`)));
  });
  return { url, key, child };
}

/** One API render of `doc`: the project is made first, then POST → complete is timed. */
async function apiRender(api: { url: string; key: string }, doc: object): Promise<number> {
  const call = async <T>(method: string, path: string, body?: object): Promise<T> => {
    const res = await fetch(`${api.url}${path}`, {
      method, headers: { authorization: `Bearer ${api.key}`, ...(body ? { 'content-type': 'application/json' } : {}) }, ...(body ? { body: JSON.stringify(body) } : {}),
    });
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<T>;
  };
  const project = await call<{ id: string }>('POST', '/v1/projects', { name: 'api-render bench', composition: doc });
  const started = performance.now();
  const { id } = await call<{ id: string }>('POST', `/v1/projects/${project.id}/renders`);
  for (;;) {
    const job = await call<{ status: string; error?: { message?: string } | null }>('GET', `/v1/jobs/${id}?wait=60`);
    if (job.status === 'succeeded') return (performance.now() - started) / 1000;
    if (job.status !== 'running') throw new Error(`render ${id} ended ${job.status}: ${job.error?.message ?? ''}`);
  }
}

export async function runApiRenderBench(o: ApiRenderBenchOptions, log: (line: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-bench-api-render-'));
  let serve: ChildProcess | undefined;
  let forgetServe = () => {};
  try {
    await ensureBuilt();
    const names: CompositionName[] = ['one_frame', 'text_1s', 'text_10s'];
    const files = Object.fromEntries(names.map((n) => {
      const file = join(dir, `${n}.json`);
      writeFileSync(file, JSON.stringify(composition(n)));
      return [n, file];
    })) as Record<CompositionName, string>;
    const started = await startServe(dir);
    serve = started.child;
    // Interrupted, the bench leaves no server behind.
    forgetServe = onInterrupt(() => { serve?.kill('SIGTERM'); rmSync(dir, { recursive: true, force: true }); });
    const contestants: Contestant[] = ['render', 'api', ...(o.before ? ['before' as const] : [])];
    const run = async (c: Contestant, n: CompositionName, index: number): Promise<number> => {
      if (c === 'api') return apiRender(started, composition(n));
      const out = join(dir, `${c}-${n}-${index}.mp4`);
      const seconds = await timedRun(join(c === 'before' ? o.before! : projectRoot, 'bin/framefleet'), ['render', files[n], '-o', out], dir);
      if (statSync(out).size === 0) throw new Error(`${c} ${n}: the render wrote an empty file`);
      rmSync(out);
      return seconds;
    };
    // Untimed: the serve's workers warm, each checkout's compile cache and the page cache filled.
    for (const c of contestants) await run(c, 'text_1s', -1);
    const samples = Object.fromEntries(names.map((n) => [n, Object.fromEntries(contestants.map((c) => [c, [] as number[]]))])) as ApiRenderSamples;
    for (let r = 0; r < o.rounds; r++) {
      for (const n of names) {
        const order = contestants.map((_, i) => contestants[(i + r) % contestants.length]!);
        for (const c of order) {
          const seconds = await run(c, n, r);
          samples[n][c]!.push(seconds);
          log(`round ${r + 1}/${o.rounds} ${n.padEnd(9)} ${c.padEnd(7)} ${seconds.toFixed(3)} s`);
        }
      }
    }
    return apiRenderReport(samples, o);
  } finally {
    forgetServe();
    serve?.kill('SIGTERM');
    if (serve && serve.exitCode === null) await new Promise((r) => serve!.once('exit', r));
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Seconds of each run, by composition and contestant, in round order (every contestant's i-th run is of round i). */
export type ApiRenderSamples = Record<CompositionName, Partial<Record<Contestant, number[]>>>;

/** The report of a run: medians, and each ratio as the median of the rounds' own ratios. */
export function apiRenderReport(samples: ApiRenderSamples, o: ApiRenderBenchOptions) {
  const names: CompositionName[] = ['one_frame', 'text_1s', 'text_10s'];
  const ratio = (n: CompositionName, a: Contestant, b: Contestant) => {
    const [as, bs] = [samples[n][a], samples[n][b]];
    return as?.length && bs?.length ? round(median(as.map((x, i) => x / bs[i]!))) : null;
  };
  const row = (n: CompositionName) => ({
    median_s: Object.fromEntries(Object.entries(samples[n]).map(([c, runs]) => [c, round(median(runs))])) as Partial<Record<Contestant, number>>,
    api_vs_render: ratio(n, 'api', 'render'),
    render_vs_before: ratio(n, 'render', 'before'),
    runs: samples[n],
  });
  const compositions = Object.fromEntries(names.map((n) => [n, row(n)])) as Record<CompositionName, ReturnType<typeof row>>;
  return {
    benchmark: 'api-render',
    one_frame_after_vs_before: compositions.one_frame.render_vs_before,
    api_vs_render_1s: compositions.text_1s.api_vs_render,
    api_vs_render_10s: compositions.text_10s.api_vs_render,
    targets: apiRenderTargets,
    compositions,
    settings: {
      rounds: o.rounds, before: o.before ?? null, size: `${size.width}x${size.height}`, fps: 30,
      api: 'POST /v1/projects/{id}/renders → GET /v1/jobs/{id}?wait=60 succeeded, on a warm framefleet serve (default workers)',
      render: 'framefleet render FILE -o out.mp4 (embedded farm, default workers), spawn to exit',
    },
    machine: { cpuModel: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
  };
}

export type ApiRenderBenchReport = ReturnType<typeof apiRenderReport>;

/** Bars of each contestant's median seconds per composition, the runs as dots over them. */
export function apiRenderSvg(report: ApiRenderBenchReport): string {
  const names = ['one_frame', 'text_1s', 'text_10s'] as const;
  const titles: Record<CompositionName, string> = { one_frame: 'one frame', text_1s: '1-second title', text_10s: '10-second title' };
  const contestants = (['before', 'render', 'api'] as const).filter((c) => report.compositions.one_frame.runs[c]?.length);
  const colours: Record<Contestant, string> = { before: '#9d755d', render: '#4c78a8', api: '#f58518' };
  const labels: Record<Contestant, string> = { before: 'framefleet render (--before checkout)', render: 'framefleet render', api: 'API POST → complete (warm serve)' };
  const runsOf = (n: CompositionName, c: Contestant) => report.compositions[n].runs[c] ?? [];
  const max = Math.max(...names.flatMap((n) => contestants.flatMap((c) => runsOf(n, c))), 0.5);
  const [W, H, left, top, bottom] = [860, 400, 64, 76, 64];
  const plotH = H - top - bottom;
  const y = (v: number) => top + plotH - (v / max) * plotH;
  const groupW = (W - left - 20) / names.length;
  const barW = 64;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${W / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold">A short render: API (warm serve) against framefleet render, ${report.settings.size}</text>`,
    `<text x="${W / 2}" y="44" text-anchor="middle" fill="#555">medians of ${report.settings.rounds} rounds side by side · API ÷ render: 1 s ×${report.api_vs_render_1s}, 10 s ×${report.api_vs_render_10s} (target ≤ ${report.targets.api_vs_render_10s})${report.one_frame_after_vs_before === null ? '' : ` · one frame, render ÷ before ×${report.one_frame_after_vs_before} (target ≤ ${report.targets.one_frame_after_vs_before})`}</text>`,
  ];
  const step = max > 10 ? 2 : max > 4 ? 1 : 0.5;
  for (let s = 0; s <= max + 1e-9; s += step) {
    parts.push(`<line x1="${left}" x2="${W - 20}" y1="${y(s)}" y2="${y(s)}" stroke="#e4e4e4"/>`);
    parts.push(`<text x="${left - 8}" y="${y(s) + 4}" text-anchor="end" fill="#555">${s}</text>`);
  }
  parts.push(`<text x="16" y="${top + plotH / 2}" transform="rotate(-90 16 ${top + plotH / 2})" text-anchor="middle" fill="#555">seconds</text>`);
  names.forEach((n, g) => {
    const x0 = left + g * groupW + (groupW - barW * contestants.length) / 2;
    contestants.forEach((c, i) => {
      const runs = runsOf(n, c);
      const v = median(runs);
      const x = x0 + i * barW;
      parts.push(`<rect x="${x + 4}" y="${y(v)}" width="${barW - 8}" height="${top + plotH - y(v)}" fill="${colours[c]}"/>`);
      parts.push(`<text x="${x + barW / 2}" y="${y(v) - 6}" text-anchor="middle">${v.toFixed(2)} s</text>`);
      for (const r of runs) parts.push(`<circle cx="${x + barW / 2}" cy="${y(r)}" r="2.5" fill="#222" fill-opacity="0.5"/>`);
    });
    parts.push(`<text x="${x0 + (barW * contestants.length) / 2}" y="${top + plotH + 18}" text-anchor="middle" font-weight="bold">${titles[n]}</text>`);
  });
  contestants.forEach((c, i) => {
    const x = left + i * 260;
    parts.push(`<rect x="${x}" y="${H - 22}" width="12" height="12" fill="${colours[c]}"/>`);
    parts.push(`<text x="${x + 18}" y="${H - 12}">${labels[c]}</text>`);
  });
  parts.push('</svg>');
  return `${parts.join('\n')}\n`;
}

export const command = defineCommand({
  summary: 'a short render through the API (POST → complete on a warm serve) against framefleet render of the same composition; one-frame render against a --before checkout',
  description: "Times a one-frame, a 1-second and a 10-second 1080p composition rendered through the API of a warm 'framefleet serve' (POST /v1/projects/{id}/renders to complete) and by 'framefleet render' (spawn to exit), and with --before DIR by DIR/bin/framefleet render too, taking turns in every round: median seconds of each and the medians of the rounds' ratios.",
  options: {
    rounds: { type: 'integer', min: 1, max: 100, default: 5, help: 'rounds (each runs every contestant on every composition once)' },
    before: { type: 'string', placeholder: 'DIR', help: 'also time DIR/bin/framefleet render: another checkout (git worktree add DIR REV, with its node_modules, native addons and build)' },
    json: jsonFileOption,
  },
  async run({ values }) {
    const o: ApiRenderBenchOptions = { rounds: values.rounds };
    if (values.before !== undefined) {
      o.before = resolve(values.before);
      if (!existsSync(join(o.before, 'bin/framefleet'))) throw new UsageError(`--before: no bin/framefleet in ${o.before}`);
    }
    const report = await runApiRenderBench(o, (line) => console.error(line));
    const m = (n: CompositionName) => report.compositions[n].median_s;
    console.log(`1 s: api ${m('text_1s').api} s, render ${m('text_1s').render} s (api ÷ render ${report.api_vs_render_1s}); 10 s: api ${m('text_10s').api} s, render ${m('text_10s').render} s (api ÷ render ${report.api_vs_render_10s}); one frame: render ${m('one_frame').render} s${report.one_frame_after_vs_before === null ? '' : `, before ${m('one_frame').before} s (render ÷ before ${report.one_frame_after_vs_before})`}`);
    if (values.json) writeReport(values.json, report, apiRenderSvg(report));
    return 0;
  },
});
