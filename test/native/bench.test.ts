/** The encode benchmark end to end at a small size: report shape, medians and ratios, the SVG chart. */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderSvg, type EncodeBenchReport } from '../../bench/encode.ts';
import { median } from '../../bench/options.ts';
import { tempDir } from './helpers.ts';

const run = promisify(execFile);
const repo = new URL('../..', import.meta.url).pathname;
const test = suite('native bench');
const tmp = tempDir('bench');
test.after(() => tmp.remove());

test('median', () => {
  assert.is(median([3, 1, 2]), 2);
  assert.is(median([4, 1, 3, 2]), 2.5);
  assert.is(median([7]), 7);
});

test('`framefleet bench encode --json FILE` writes the report and a chart beside it', async () => {
  const json = tmp.file('enc.json');
  const { stdout } = await run(`${repo}bin/framefleet`, ['bench', 'encode', '--size', '320x180', '--frames', '12', '--runs', '2', '--json', json], { cwd: repo });
  assert.match(stdout, /veryfast .*native\/cli/);
  const report = JSON.parse(readFileSync(json, 'utf8')) as EncodeBenchReport;
  assert.equal(Object.keys(report.presets), ['veryfast', 'ultrafast']);
  for (const r of Object.values(report.presets)) {
    for (const c of ['native', 'cli', 'pipe', 'x264'] as const) {
      assert.is(r.runs[c].length, 2);
      assert.ok(r.runs[c].every((v) => v > 0 && Number.isFinite(v)));
      assert.is(r.fps[c], median(r.runs[c]));
    }
    assert.ok(Math.abs(r.native_vs_cli - median(r.runs.native.map((v, i) => v / r.runs.cli[i]!))) < 1e-12);
    assert.ok(Math.abs(r.native_vs_pipe - median(r.runs.native.map((v, i) => v / r.runs.pipe[i]!))) < 1e-12);
    assert.ok(Math.abs(r.native_vs_x264 - median(r.runs.native.map((v, i) => v / r.runs.x264[i]!))) < 1e-12);
  }
  assert.is(report.settings.width, 320);
  assert.is(report.settings.frames, 12);
  assert.ok(report.machine.cpus >= 1 && report.machine.memoryGiB > 0);
  assert.match(report.machine.libraries.libavcodec, /^\d+\./);
  const svg = readFileSync(tmp.file('enc.svg'), 'utf8');
  assert.ok(svg.startsWith('<svg'));
  assert.is(svg, renderSvg(report));
  assert.is((svg.match(/<rect x=/g) ?? []).length, 2 * 4 + 4, 'eight bars and four legend swatches');
});

test('bad options are refused', async () => {
  for (const args of [['encode', '--frames', '0'], ['encode', '--size', '301x180'], ['encode', '--presets', 'warp'], ['nosuch']]) {
    try {
      await run(`${repo}bin/framefleet`, ['bench', ...args], { cwd: repo });
      assert.unreachable(`bench ${args.join(' ')} should fail`);
    } catch (err) {
      assert.is((err as { code?: number }).code, 2, args.join(' '));
    }
  }
});

test.run();
