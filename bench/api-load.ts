/**
 * `framefleet bench api [--quick] [--json FILE]`: what a read of the public API costs under load,
 * against the bare route. One embedded control-plane replica (bench/api-load-server.ts, its own
 * process) serves on loopback; autocannon drives, from this process, N keep-alive connections at
 *
 *   health  GET /health                       (no auth, no store: the floor of a request)
 *   render  GET /v1/renders/{id}              (a status poll of a completed render of many scenes)
 *   list    GET /v1/projects/{id}/renders     (a page of such renders)
 *
 * one route at a time for a few seconds, in rounds that rotate the order, so the three share the
 * machine's load. Every response's latency is kept (autocannon's own histogram rounds to whole
 * milliseconds). The report's top-level number, render_vs_health_p99, is the median over rounds
 * of each round's p99(render) / p99(health): a ratio measured side by side, never an absolute time.
 */
import type autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { cpus, totalmem } from 'node:os';
import { entryProcess } from '../shared/compiled.ts';
import type { SeededApi, SeedOptions, ServerMessage } from './api-load-server.ts';
import { defineCommand } from '../shared/cli/args.ts';
import { jsonFileOption, median, round3, writeReport } from './options.ts';

const server = entryProcess('bench/api-load-server.ts');

/**
 * autocannon is a development dependency, so it is loaded when the benchmark runs, never imported:
 * the build leaves it out of the bundle, and a production install (the container image, which has
 * no devDependencies) builds and runs every other command without it.
 */
function loadAutocannon(): typeof autocannon {
  try {
    return createRequire(import.meta.url)('autocannon') as typeof autocannon;
  } catch {
    throw new Error('framefleet bench api drives the API with autocannon, a development dependency: run it from a development install (npm ci)');
  }
}

export const ROUTES = ['health', 'render', 'list'] as const;
export type Route = (typeof ROUTES)[number];

export interface ApiLoadOptions extends SeedOptions {
  connections: number;
  /** Seconds each route is driven in each round. */
  seconds: number;
  rounds: number;
}

// Many short rounds: a burst of other work on the machine lands in a few rounds, and the median of the rounds' ratios leaves it out.
export const apiLoadDefaults: ApiLoadOptions = { connections: 20, seconds: 2, rounds: 9, scenes: 200, renders: 20 };
export const apiLoadQuick: ApiLoadOptions = { connections: 20, seconds: 1, rounds: 9, scenes: 200, renders: 5 };

export interface LatencySummary {
  /** Milliseconds. */
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
  requests: number;
  requestsPerSecond: number;
  /** Connection errors and timeouts, and answers other than 200. */
  errors: number;
  non2xx: number;
}

export interface ApiLoadReport {
  benchmark: 'api';
  /** Median over rounds of p99(render) / p99(health) within the round. */
  render_vs_health_p99: number;
  /** Median over rounds of p99(list) / p99(health) within the round. */
  list_vs_health_p99: number;
  /** Every round's responses of a route together. */
  routes: Record<Route, LatencySummary & { path: string }>;
  rounds: ({ order: Route[]; render_vs_health_p99: number; list_vs_health_p99: number } & Record<Route, LatencySummary>)[];
  settings: { connections: number; secondsPerRoute: number; rounds: number; pipelining: 1; store: 'sqlite'; scenesPerRender: number; rendersInProject: number; renderDocumentBytes: number; listPageSize: number };
  machine: { cpuModel: string; cpus: number; memoryGiB: number; node: string };
  seconds: number;
}


/** The q-quantile of ascending samples (nearest rank). */
export function quantile(sorted: ArrayLike<number>, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

interface Sampled { latencies: number[]; errors: number; non2xx: number; seconds: number }

function summarise(s: Sampled): LatencySummary {
  const sorted = Float64Array.from(s.latencies).sort();
  const sum = s.latencies.reduce((a, b) => a + b, 0);
  return {
    p50: round3(quantile(sorted, 0.5)), p90: round3(quantile(sorted, 0.9)), p99: round3(quantile(sorted, 0.99)), max: round3(sorted.at(-1) ?? Number.NaN),
    mean: round3(sum / Math.max(1, sorted.length)), requests: sorted.length, requestsPerSecond: Math.round(sorted.length / s.seconds), errors: s.errors, non2xx: s.non2xx,
  };
}

/** Drives one URL with keep-alive connections for a while; every 200 answer's latency is kept, in ms. */
async function drive(url: string, key: string, connections: number, seconds: number): Promise<Sampled> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = loadAutocannon()({ url, connections, duration: seconds, pipelining: 1, headers: { authorization: `Bearer ${key}` }, timeout: 10 }, (err, r) => (err ? reject(err) : resolve(r)));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => { if (statusCode === 200) latencies.push(responseTime); });
  });
  return { latencies, errors: result.errors + result.timeouts, non2xx: result.non2xx, seconds };
}

/** Starts the seeded replica in a process of its own and waits until it listens. */
async function startServer(seed: SeedOptions): Promise<{ api: SeededApi; stop(): Promise<void> }> {
  const child = fork(server.script, [], {
    execArgv: server.execArgv,
    env: { ...process.env, FRAMEFLEET_API_LOAD_SEED: JSON.stringify(seed) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const stop = () => new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    if (child.connected) child.send({ t: 'stop' });
    else child.kill('SIGTERM');
  });
  const api = await new Promise<SeededApi>((resolve, reject) => {
    child.on('message', (m: ServerMessage) => {
      if (m.t === 'ready') resolve(m.api);
      else reject(new Error(`the benchmark server failed to start: ${m.message}`));
    });
    child.once('exit', (code) => reject(new Error(`the benchmark server exited during start (code ${code})`)));
  }).catch(async (err) => { await stop(); throw err; });
  return { api, stop };
}

export async function runApiLoadBench(o: ApiLoadOptions, log: (line: string) => void): Promise<ApiLoadReport> {
  loadAutocannon(); // before seeding: without it there is nothing to measure with
  const started = performance.now();
  log(`seeding ${o.renders} renders of ${o.scenes} scenes`);
  const server = await startServer({ scenes: o.scenes, renders: o.renders });
  try {
    const { api } = server;
    const paths: Record<Route, string> = { health: '/health', render: `/v1/renders/${api.renderId}`, list: `/v1/projects/${api.projectId}/renders` };
    const run = (route: Route, seconds: number) => drive(`${api.url}${paths[route]}`, api.key, o.connections, seconds);
    // Warm-up: JIT, statement caches and connection set-up never count.
    for (const route of ROUTES) await run(route, 1);
    const pooled = Object.fromEntries(ROUTES.map((r) => [r, { latencies: [] as number[], errors: 0, non2xx: 0, seconds: 0 }])) as Record<Route, Sampled>;
    const rounds: ApiLoadReport['rounds'] = [];
    for (let r = 0; r < o.rounds; r++) {
      const order = ROUTES.map((_, i) => ROUTES[(i + r) % ROUTES.length]!);
      const results = {} as Record<Route, LatencySummary>;
      for (const route of order) {
        const sampled = await run(route, o.seconds);
        results[route] = summarise(sampled);
        const into = pooled[route];
        for (const v of sampled.latencies) into.latencies.push(v);
        into.errors += sampled.errors;
        into.non2xx += sampled.non2xx;
        into.seconds += sampled.seconds;
      }
      const ratio = (route: Route) => round3(results[route].p99 / results.health.p99);
      rounds.push({ order, ...results, render_vs_health_p99: ratio('render'), list_vs_health_p99: ratio('list') });
      log(`round ${r + 1}/${o.rounds}: p99 health ${results.health.p99} ms, render ${results.render.p99} ms, list ${results.list.p99} ms (render/health ${ratio('render')})`);
    }
    const routes = Object.fromEntries(ROUTES.map((r) => [r, { path: paths[r].replace(api.renderId, '{id}').replace(api.projectId, '{id}'), ...summarise(pooled[r]) }])) as ApiLoadReport['routes'];
    return {
      benchmark: 'api',
      render_vs_health_p99: median(rounds.map((r) => r.render_vs_health_p99)),
      list_vs_health_p99: median(rounds.map((r) => r.list_vs_health_p99)),
      routes,
      rounds,
      settings: {
        connections: o.connections, secondsPerRoute: o.seconds, rounds: o.rounds, pipelining: 1, store: 'sqlite',
        scenesPerRender: o.scenes, rendersInProject: o.renders, renderDocumentBytes: api.renderDocumentBytes, listPageSize: Math.min(o.renders, 20),
      },
      machine: { cpuModel: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round(totalmem() / 2 ** 30), node: process.version },
      seconds: Math.round((performance.now() - started) / 100) / 10,
    };
  } finally {
    await server.stop();
  }
}

const routeLabels: Record<Route, string> = { health: 'GET /health', render: 'GET /v1/renders/{id}', list: 'GET /v1/projects/{id}/renders' };
const percentiles = ['p50', 'p90', 'p99'] as const;
const percentileColours: Record<(typeof percentiles)[number], string> = { p50: '#93c5fd', p90: '#3b82f6', p99: '#1e3a8a' };

/** Latency percentiles per route (every round's responses together), one group of bars per route. */
export function apiLoadSvg(report: ApiLoadReport): string {
  const max = Math.max(...ROUTES.map((r) => report.routes[r].p99));
  const step = niceStep(max / 5);
  const top = Math.ceil(max / step) * step || step;
  const [W, H, left, plotTop, bottom] = [760, 440, 64, 78, 92];
  const plotH = H - plotTop - bottom;
  const groupW = (W - left - 20) / ROUTES.length;
  const barW = Math.min(60, (groupW - 40) / percentiles.length);
  const y = (v: number) => plotTop + plotH - (v / top) * plotH;
  const s = report.settings;
  const parts = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="sans-serif" font-size="12">`,
    `<rect width="${W}" height="${H}" fill="#ffffff"/>`,
    `<text x="${W / 2}" y="24" text-anchor="middle" font-size="16" font-weight="bold">API read latency under load: p99 render ÷ p99 health = ${report.render_vs_health_p99.toFixed(2)}</text>`,
    `<text x="${W / 2}" y="44" text-anchor="middle" fill="#555">${s.connections} connections · ${s.rounds} rounds × ${s.secondsPerRoute} s per route · one SQLite replica on loopback</text>`,
    `<text x="${W / 2}" y="62" text-anchor="middle" fill="#555">render of ${s.scenesPerRender} scenes (${(s.renderDocumentBytes / 1024).toFixed(0)} KiB stored) · list page of ${s.listPageSize} · ratios are medians of per-round ratios</text>`,
  ];
  for (let v = 0; v <= top + step / 2; v += step) {
    parts.push(`<line x1="${left}" x2="${W - 20}" y1="${y(v)}" y2="${y(v)}" stroke="#e4e4e4"/>`);
    parts.push(`<text x="${left - 8}" y="${y(v) + 4}" text-anchor="end" fill="#555">${formatMs(v)}</text>`);
  }
  parts.push(`<text x="16" y="${plotTop + plotH / 2}" transform="rotate(-90 16 ${plotTop + plotH / 2})" text-anchor="middle" fill="#555">latency (ms)</text>`);
  ROUTES.forEach((route, g) => {
    const r = report.routes[route];
    const x0 = left + g * groupW + (groupW - barW * percentiles.length) / 2;
    percentiles.forEach((p, i) => {
      const x = x0 + i * barW;
      parts.push(`<rect x="${x + 4}" y="${y(r[p])}" width="${barW - 8}" height="${plotTop + plotH - y(r[p])}" fill="${percentileColours[p]}"/>`);
      parts.push(`<text x="${x + barW / 2}" y="${y(r[p]) - 6}" text-anchor="middle">${formatMs(r[p])}</text>`);
    });
    const centre = x0 + (barW * percentiles.length) / 2;
    parts.push(`<text x="${centre}" y="${plotTop + plotH + 20}" text-anchor="middle" font-weight="bold">${routeLabels[route]}</text>`);
    const ratio = route === 'health' ? '' : ` · p99 ÷ health ${(route === 'render' ? report.render_vs_health_p99 : report.list_vs_health_p99).toFixed(2)}`;
    parts.push(`<text x="${centre}" y="${plotTop + plotH + 38}" text-anchor="middle" fill="#333">${r.requestsPerSecond} req/s${ratio}</text>`);
  });
  percentiles.forEach((p, i) => {
    const x = left + i * 90;
    parts.push(`<rect x="${x}" y="${H - 22}" width="12" height="12" fill="${percentileColours[p]}"/>`);
    parts.push(`<text x="${x + 18}" y="${H - 12}">${p}</text>`);
  });
  parts.push('</svg>');
  return parts.join('\n') + '\n';
}

function niceStep(raw: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  return [1, 2, 2.5, 5, 10].map((m) => m * magnitude).find((s) => s >= raw) ?? 10 * magnitude;
}

function formatMs(v: number): string {
  return v === 0 ? '0' : v >= 10 ? v.toFixed(0) : v >= 1 ? v.toFixed(1) : v.toFixed(2);
}

export const command = defineCommand({
  summary: 'read latency under load: GET /v1/renders/{id} and a render list against GET /health',
  description: 'Starts one embedded control-plane replica on loopback with renders of many scenes and drives GET /health, GET /v1/renders/{id} and GET /v1/projects/{id}/renders with autocannon, one route at a time in rotating rounds, and reports latency percentiles and p99(render) / p99(health).',
  options: {
    quick: { type: 'boolean', help: '9 rounds of 1 s per route, 5 renders in the project (default 9 rounds of 2 s, 20 renders)' },
    rounds: { type: 'integer', min: 1, max: 50, help: 'rounds (each drives every route once, in a rotating order)' },
    seconds: { type: 'integer', min: 1, max: 60, help: 'seconds each route is driven in each round' },
    connections: { type: 'integer', min: 1, max: 1000, help: 'concurrent keep-alive connections (default 20)' },
    scenes: { type: 'integer', min: 1, max: 5000, help: 'scenes of each render, all recorded (default 200)' },
    renders: { type: 'integer', min: 1, max: 100, help: 'renders in the project' },
    json: { ...jsonFileOption, help: 'write the report to FILE and a chart of the percentiles to FILE with .svg' },
  },
  async run({ values }) {
    const o: ApiLoadOptions = { ...(values.quick ? apiLoadQuick : apiLoadDefaults) };
    for (const key of ['connections', 'seconds', 'rounds', 'scenes', 'renders'] as const) o[key] = values[key] ?? o[key];
    const report = await runApiLoadBench(o, (line) => console.error(line));
    for (const route of ROUTES) {
      const r = report.routes[route];
      console.log(`${routeLabels[route].padEnd(32)} p50 ${r.p50} ms  p90 ${r.p90} ms  p99 ${r.p99} ms  ${r.requestsPerSecond} req/s  errors ${r.errors + r.non2xx}`);
    }
    console.log(`render_vs_health_p99 ${report.render_vs_health_p99}  list_vs_health_p99 ${report.list_vs_health_p99}`);
    if (values.json) writeReport(values.json, report, apiLoadSvg(report));
    const failed = ROUTES.reduce((n, r) => n + report.routes[r].errors + report.routes[r].non2xx, 0);
    if (failed) { console.error(`framefleet bench api: ${failed} requests failed`); return 1; }
    return 0;
  },
});
