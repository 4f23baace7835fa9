/** The component sandbox benchmark end to end at a small size: report shape, medians and ratios, the chart; bad options refused. */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { componentSandboxSvg, type ComponentSandboxReport } from '../../bench/component-sandbox.ts';
import { median } from '../../bench/options.ts';

const run = promisify(execFile);
const repo = new URL('../..', import.meta.url).pathname;
const test = suite<{ dir: string }>('bench: component sandbox');
test.before((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-sandbox-bench-')); });
test.after((ctx) => rmSync(ctx.dir, { recursive: true, force: true }));


test('`framefleet bench component-sandbox --json FILE` writes the report and a chart beside it', async ({ dir }) => {
  const json = join(dir, 'sandbox.json');
  const { stdout } = await run(`${repo}bin/framefleet`, ['bench', 'component-sandbox', '--components', 'stat-counter,diagonal-wipe', '--size', '320x180', '--frames', '3', '--rounds', '3', '--json', json], { cwd: repo });
  assert.match(stdout, /sandboxed ÷ native per frame at 320x180: stat-counter ×[\d.]+, diagonal-wipe ×[\d.]+; geometric mean ×[\d.]+/);
  const report = JSON.parse(readFileSync(json, 'utf8')) as ComponentSandboxReport;
  assert.equal(report.components.map((c) => c.id), ['stat-counter', 'diagonal-wipe']);
  for (const c of report.components) {
    assert.is(c.rounds.native_ms.length, 3);
    assert.is(c.rounds.sandbox_ms.length, 3);
    assert.ok([...c.rounds.native_ms, ...c.rounds.sandbox_ms].every((v) => v > 0 && Number.isFinite(v)));
    assert.ok(Math.abs(c.native_ms_per_frame - median(c.rounds.native_ms)) < 0.001);
    assert.ok(Math.abs(c.sandbox_ms_per_frame - median(c.rounds.sandbox_ms)) < 0.001);
    assert.ok(c.ratio > 0);
    assert.ok(c.psnr_db === 'identical' || (c.psnr_db as number) >= 45, `${c.id}: the sandboxed frames are the built-in's (${c.psnr_db})`);
    assert.ok(c.compile_ms > 0 && c.sandbox_start_ms > 0);
  }
  const geomean = Math.exp(report.components.reduce((s, c) => s + Math.log(c.ratio), 0) / report.components.length);
  assert.ok(Math.abs(report.ratio_geomean - geomean) < 0.01);
  assert.equal([report.settings.width, report.settings.height, report.settings.frames, report.settings.rounds], [320, 180, 3, 3]);
  const svg = readFileSync(join(dir, 'sandbox.svg'), 'utf8');
  assert.is(svg, componentSandboxSvg(report));
  assert.is((svg.match(/<rect x=/g) ?? []).length, 2 * 2 + 2, 'four bars and two legend swatches');
});

test('bad options are refused', async () => {
  for (const args of [['--components', 'no-such-thing'], ['--size', '8x8'], ['--frames', '0'], ['--rounds', 'many'], ['--colour']]) {
    try {
      await run(`${repo}bin/framefleet`, ['bench', 'component-sandbox', ...args], { cwd: repo });
      assert.unreachable(`bench component-sandbox ${args.join(' ')} should fail`);
    } catch (err) {
      assert.is((err as { code?: number }).code, 2, args.join(' '));
    }
  }
});

test.run();
