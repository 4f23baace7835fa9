/**
 * The build (ops/build.mjs): a stale build is detected, bin/framefleet rebuilds it rather than run
 * old code, and a command started from bin/framefleet runs compiled JavaScript in every process
 * it starts, the embedded render workers included (no TypeScript loader anywhere).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildState, distDir } from '../../ops/build.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const cli = join(root, 'bin/framefleet');

const test = suite<{ dir: string }>('build');

test.before((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-build-')); });
test.after((ctx) => rmSync(ctx.dir, { recursive: true, force: true }));

test('a build is stale when a source it was made from changed, went away, or no build exists', ({ dir }) => {
  const project = join(dir, 'project');
  mkdirSync(join(project, distDir), { recursive: true });
  mkdirSync(join(project, 'shared'));
  const source = join(project, 'shared/a.ts');
  writeFileSync(source, 'export const a = 1;\n');
  assert.is(buildState(project).fresh, false, 'no manifest, no build');
  const record = () => { const s = statSync(source); return { 'shared/a.ts': [s.size, s.mtimeMs] }; };
  writeFileSync(join(project, distDir, 'manifest.json'), JSON.stringify({ version: 1, entryPoints: {}, inputs: record() }));
  assert.equal(buildState(project), { fresh: true });

  // Same size, new time (an edit, a checkout): stale.
  writeFileSync(source, 'export const b = 2;\n');
  utimesSync(source, new Date(), new Date(Date.now() + 5000));
  assert.equal(buildState(project), { fresh: false, reason: 'shared/a.ts changed' });

  writeFileSync(join(project, distDir, 'manifest.json'), JSON.stringify({ version: 1, entryPoints: {}, inputs: record() }));
  assert.is(buildState(project).fresh, true);
  rmSync(source);
  assert.equal(buildState(project), { fresh: false, reason: 'shared/a.ts was removed' });
});

test('bin/framefleet rebuilds a stale build before it runs', () => {
  execFileSync(process.execPath, [join(root, 'ops/build.mjs')], { stdio: 'ignore' });
  assert.is(buildState(root).fresh, true);
  // Make the build record an older version of one source, as if that source had been edited since.
  const manifestPath = join(root, distDir, 'manifest.json');
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as { inputs: Record<string, [number, number]> };
  manifest.inputs['shared/version.ts']![1] -= 1000;
  writeFileSync(manifestPath, JSON.stringify(manifest));
  assert.is(buildState(root).fresh, false);

  const run = spawnSync(cli, ['version'], { encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stderr, /framefleet: building \(shared\/version\.ts changed\)/);
  assert.match(run.stdout, /^framefleet \d+\.\d+\.\d+/);
  assert.is(buildState(root).fresh, true, 'the rebuilt build matches the sources');
  const again = spawnSync(cli, ['version'], { encoding: 'utf8' });
  assert.is(again.stderr, '', 'a fresh build starts without building');
});

test('a render started from bin/framefleet runs compiled JavaScript in its embedded workers', ({ dir }) => {
  // Every Node process of the command (the CLI and the workers it forks) writes down what it runs.
  const probe = join(dir, 'probe.cjs');
  const seen = join(dir, 'processes.txt');
  writeFileSync(probe, `require('node:fs').appendFileSync(process.env.PROBE_OUT, JSON.stringify({ script: process.argv[1], execArgv: process.execArgv }) + '\\n');\n`);
  const composition = join(dir, 'one.json');
  writeFileSync(composition, JSON.stringify({
    output: { width: 320, height: 180, fps: 30, background: '#0b1020' },
    tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1 / 30, shape: 'rectangle', fill: '#1d4ed8' }] }],
  }));
  const out = join(dir, 'one.mp4');
  const run = spawnSync(cli, ['render', composition, '-o', out, '--workers', '2'], {
    encoding: 'utf8', env: { ...process.env, NODE_OPTIONS: `--require ${probe}`, PROBE_OUT: seen },
  });
  assert.is(run.status, 0, run.stderr);
  assert.match(run.stdout, /1 frames, 1 scenes/);
  assert.ok(statSync(out).size > 0);
  const processes = readFileSync(seen, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { script: string; execArgv: string[] });
  const scripts = processes.map((p) => p.script);
  assert.ok(scripts.includes(join(root, 'bin/launch.mjs')), scripts.join(', '));
  assert.is(scripts.filter((s) => s === join(root, distDir, 'worker.mjs')).length, 2, `two compiled workers: ${scripts.join(', ')}`);
  for (const p of processes) {
    assert.not.match(p.script, /\.ts$/, `${p.script} is a TypeScript source`);
    assert.not.ok(p.execArgv.some((a) => a.includes('tsx')), `${p.script} runs with ${p.execArgv.join(' ')}`);
  }
});

test.run();
