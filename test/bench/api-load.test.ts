/**
 * The API load benchmark end to end, short: one replica on loopback, the three routes side by
 * side, a status poll of a render of 200 scenes within 3 × the bare route at p99 (a ratio of the
 * same run, never an absolute time), and the report's JSON and chart.
 *
 * Why 3: the ratio is not the two routes' costs alone. With 20 connections the server is saturated,
 * and how much each answer's write costs in the kernel depends on whether the load generator, on
 * the other core, is waiting for it: the bare route keeps the generator busy, the poll leaves it
 * idle, and the poll's writes cost about twice the bare route's (a CPU profile of the server: 24 µs
 * against 12.5 µs per answer). Medians on two cores, run after run, go from 1.67 to 2.40 on one
 * machine and 2.06 to 2.24 on another. The bound holds those with room, and fails on what it is
 * for: a poll that reads its render's whole 61 kB document in place of the summary measures 7.0.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { apiLoadSvg, quantile, ROUTES, type ApiLoadReport } from '../../bench/api-load.ts';
import { median } from '../../bench/options.ts';

const run = promisify(execFile);
const repo = new URL('../..', import.meta.url).pathname;
const test = suite('bench api');
const dir = mkdtempSync(join(tmpdir(), 'framefleet-bench-api-'));
test.after(() => rmSync(dir, { recursive: true, force: true }));

test('quantile takes the nearest rank', () => {
  const xs = Array.from({ length: 100 }, (_, i) => i + 1);
  assert.is(quantile(xs, 0.5), 50);
  assert.is(quantile(xs, 0.99), 99);
  assert.is(quantile(xs, 1), 100);
  assert.is(quantile([7], 0.99), 7);
  assert.ok(Number.isNaN(quantile([], 0.5)));
});

test('`framefleet bench api --quick --json FILE`: a status poll stays within 3 × the bare route at p99', async () => {
  const json = join(dir, 'api.json');
  const { stdout } = await run(`${repo}bin/framefleet`, ['bench', 'api', '--quick', '--json', json], { cwd: repo, timeout: 180_000 });
  assert.match(stdout, /render_vs_health_p99 /);
  const report = JSON.parse(readFileSync(json, 'utf8')) as ApiLoadReport;
  assert.is(report.rounds.length, 9);
  for (const route of ROUTES) {
    const r = report.routes[route];
    assert.ok(r.requests > 500, `${route}: ${r.requests} requests`);
    assert.is(r.errors, 0, `${route}: no connection errors or timeouts`);
    assert.is(r.non2xx, 0, `${route}: every answer a 200`);
    assert.ok(r.p50 > 0 && r.p50 <= r.p90 && r.p90 <= r.p99 && r.p99 <= r.max, `${route}: ordered percentiles`);
  }
  // Each round runs every route, in a rotating order; the headline is the median of the rounds' own ratios.
  assert.equal(report.rounds.slice(0, 4).map((r) => r.order[0]), ['health', 'render', 'list', 'health']);
  for (const r of report.rounds) assert.ok(Math.abs(r.render_vs_health_p99 - r.render.p99 / r.health.p99) < 0.01);
  assert.is(report.render_vs_health_p99, median(report.rounds.map((r) => r.render_vs_health_p99)));
  assert.ok(report.settings.scenesPerRender === 200 && report.settings.renderDocumentBytes > 40_000, 'the render read is a large document');
  assert.ok(report.render_vs_health_p99 <= 3, `p99(render) / p99(health) = ${report.render_vs_health_p99} (rounds: ${report.rounds.map((r) => r.render_vs_health_p99).join(', ')})`);
  const svg = readFileSync(join(dir, 'api.svg'), 'utf8');
  assert.is(svg, apiLoadSvg(report));
  assert.is((svg.match(/<rect x=/g) ?? []).length, 3 * 3 + 3, 'three percentiles for each of three routes, and three legend swatches');
});

test('bad options are refused', async () => {
  for (const args of [['--connections', '0'], ['--seconds', 'x'], ['--rounds', '1000'], ['--nosuch']]) {
    try {
      await run(`${repo}bin/framefleet`, ['bench', 'api', ...args], { cwd: repo });
      assert.unreachable(`bench api ${args.join(' ')} should fail`);
    } catch (err) {
      assert.is((err as { code?: number }).code, 2, args.join(' '));
    }
  }
});

test.run();
