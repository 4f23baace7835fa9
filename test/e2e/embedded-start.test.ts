/**
 * Starting the embedded farm: `launchEmbeddedFarm` hands over the control plane while the workers
 * still start (the one-shot render uploads its media meanwhile), and a worker that cannot start
 * fails `workersReady` (and `startEmbeddedFarm`) naming it, instead of leaving its jobs waiting.
 * `framefleet render` starts its workers before it checks a composition that states its length; one
 * that fails the check ends the command with its problems, the workers stopped.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { launchEmbeddedFarm, startEmbeddedFarm } from '../../control-plane/embedded.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { processesWithEnv } from '../support/cli.ts';
import { wavSecond } from '../support/media.ts';

const cli = new URL('../../bin/framefleet', import.meta.url).pathname;

const test = suite<{ dir: string }>('e2e: embedded farm start');

test.before.each((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-e2e-start-')); });
test.after.each((ctx) => { rmSync(ctx.dir, { recursive: true, force: true }); });

const configIn = (dataDir: string) => loadConfig({ FRAMEFLEET_DATA_DIR: dataDir, FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'silent' });

/** A data folder whose workers' folder cannot be made (a file stands where it goes): every worker exits at start. */
function brokenWorkersDir(dir: string): string {
  const data = join(dir, 'data');
  mkdirSync(data, { recursive: true });
  writeFileSync(join(data, 'workers'), 'not a folder');
  return data;
}

test('the control plane is usable while the workers start; workersReady settles once they registered', async ({ dir }) => {
  const farm = await launchEmbeddedFarm(configIn(join(dir, 'data')), { workers: 2, http: false });
  try {
    // The services answer before the workers registered.
    const org = await farm.controlPlane.services.accounts.createOrg({ name: 'early' });
    assert.ok(org.id);
    await farm.workersReady;
    const active = (await farm.controlPlane.registry.list()).filter((n) => n.status === 'active');
    assert.is(active.length, 2, 'both workers registered');
  } finally {
    await farm.stop();
  }
});

test('a worker that cannot start fails workersReady naming it, and startEmbeddedFarm with it', async ({ dir }) => {
  const farm = await launchEmbeddedFarm(configIn(brokenWorkersDir(dir)), { workers: 1, http: false });
  try {
    await farm.workersReady.then(() => assert.unreachable('a worker without a data folder started'), (err: Error) => {
      assert.match(err.message, /render worker 0 exited during start/);
    });
  } finally {
    await farm.stop();
  }
  rmSync(join(dir, 'data'), { recursive: true, force: true });
  await startEmbeddedFarm(configIn(brokenWorkersDir(dir)), { workers: 1, http: false }).then(
    () => assert.unreachable('startEmbeddedFarm resolved with a dead worker'),
    (err: Error) => assert.match(err.message, /render worker 0 exited during start/),
  );
});

test('framefleet render ends with the worker that could not start, not waiting for its uploads\' probes', async ({ dir }) => {
  writeFileSync(join(dir, 'tone.wav'), wavSecond());
  const file = join(dir, 'sound.json');
  writeFileSync(file, JSON.stringify({
    output: { width: 160, height: 90, fps: 30, durationSec: 1 },
    tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'rectangle', fill: '#123456' }] }, { clips: [{ kind: 'audio', start: 0, duration: 1, src: 'tone.wav' }] }],
  }));
  const started = Date.now();
  const failed = await promisify(execFile)(cli, ['render', file, '-o', join(dir, 'out.mp4'), '--data', brokenWorkersDir(dir), '--workers', '1'], { env: { ...process.env, FRAMEFLEET_LOG_LEVEL: 'warn' } })
    .then(() => null, (err: { code: number; stderr: string }) => err);
  assert.ok(failed, 'the render succeeded without a worker');
  assert.is(failed!.code, 1);
  assert.match(failed!.stderr, /framefleet render: render worker 0 exited during start/);
  // The upload waits up to a minute for a probe no worker will run; the failed start ends it at once.
  assert.ok(Date.now() - started < 30_000, `took ${Date.now() - started} ms`);
});

test('framefleet render refuses a composition that fails its check with its problems, the workers it started stopped', async ({ dir }) => {
  const file = join(dir, 'bad.json');
  writeFileSync(file, JSON.stringify({
    output: { width: 160, height: 90, fps: 30, durationSec: 1 },
    tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'hexagon', fill: '#123456' }] }],
  }));
  const data = join(dir, 'data');
  const started = Date.now();
  const failed = await promisify(execFile)(cli, ['render', file, '-o', join(dir, 'out.mp4'), '--data', data], { env: { ...process.env, FRAMEFLEET_LOG_LEVEL: 'warn' } })
    .then(() => null, (err: { code: number; stderr: string }) => err);
  assert.ok(failed, 'an invalid composition rendered');
  assert.is(failed!.code, 2);
  assert.match(failed!.stderr, /bad\.json is not a valid composition:\n {2}tracks\[0\]\.clips\[0\]\.shape: /);
  assert.ok(Date.now() - started < 10_000, `took ${Date.now() - started} ms`);
  // The workers it started while checking (the document states its length) are gone with it.
  assert.equal(processesWithEnv(join(data, 'workers')), [], 'a worker outlived the command');
});

test.run();
