/**
 * Assembly memory stays flat with the output's length: `framefleet bench assembly-memory` runs a real
 * assemble job (mix + join + check + hash) for a 1- and a 10-minute output, each in a fresh process,
 * and the peak resident set may grow by less than 50 MB from one to the other. (Before assembly
 * streamed, the 10-minute job peaked about 800 MB above the 1-minute one.) The 60-minute case of the
 * benchmark's default run takes a few minutes here, so it is left to `framefleet bench assembly-memory`.
 */
import { execFile } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assemblyMemorySvg, GROWTH_BUDGET_BYTES, type AssemblyMemoryReport } from '../../bench/assembly-memory.ts';
import { tempDir } from './helpers.ts';

const run = promisify(execFile);
const repo = new URL('../..', import.meta.url).pathname;
const test = suite('assembly memory');
const tmp = tempDir('assembly-memory');
test.after(() => tmp.remove());

test('peak RSS of an assemble job grows by less than 50 MB from a 1- to a 10-minute output', async () => {
  const json = tmp.file('assembly-memory.json');
  const { stdout } = await run(`${repo}bin/framefleet`, ['bench', 'assembly-memory', '--minutes', '1,10', '--json', json], { cwd: repo, timeout: 300_000 });
  const report = JSON.parse(readFileSync(json, 'utf8')) as AssemblyMemoryReport;
  assert.equal(report.cases.map((c) => c.minutes), [1, 10]);
  for (const c of report.cases) {
    // Whole 6 s segments of 30 fps covering the length, and one output of that many frames.
    assert.is(c.segments, Math.ceil((c.minutes * 60) / 6), `${c.minutes} min: segments`);
    assert.is(c.frames, c.segments * 180, `${c.minutes} min: frames`);
    assert.ok(Math.abs(c.durationSeconds - c.frames / 30) < 1e-6, `${c.minutes} min: duration ${c.durationSeconds}`);
    assert.match(c.sha256, /^[0-9a-f]{64}$/);
    assert.ok(c.outputBytes > c.minutes * 60 * 20_000, `${c.minutes} min: the output carries its audio (${c.outputBytes} bytes)`);
    assert.ok(c.peakRssBytes > c.startRssBytes && c.startRssBytes > 0, `${c.minutes} min: resident sets measured`);
  }
  const growth = report.cases[1]!.peakRssBytes - report.cases[0]!.peakRssBytes;
  assert.is(report.growthBytes, growth);
  assert.ok(growth < GROWTH_BUDGET_BYTES, `peak RSS grew by ${(growth / 1e6).toFixed(1)} MB from 1 to 10 minutes (${(report.cases[0]!.peakRssBytes / 1e6).toFixed(1)} → ${(report.cases[1]!.peakRssBytes / 1e6).toFixed(1)} MB)`);
  assert.is(report.withinBudget, true);
  assert.match(stdout, /growth .* MB from 1 to 10 min: within the 50 MB budget/);
  const svg = readFileSync(tmp.file('assembly-memory.svg'), 'utf8');
  assert.is(svg, assemblyMemorySvg(report));
  assert.is((svg.match(/<circle /g) ?? []).length, 4, 'a peak and a starting point per case');
});

test('bad options are refused', async () => {
  for (const args of [['--minutes', '0'], ['--minutes', '1,x'], ['--frames', '3']]) {
    try {
      await run(`${repo}bin/framefleet`, ['bench', 'assembly-memory', ...args], { cwd: repo });
      assert.unreachable(`bench assembly-memory ${args.join(' ')} should fail`);
    } catch (err) {
      assert.is((err as { code?: number }).code, 2, args.join(' '));
    }
  }
});

test.run();
