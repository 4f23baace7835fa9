/**
 * `framefleet render` as a script and a person use it: `--json` prints one JSON object on stdout
 * (progress as plain lines on stderr, which is no terminal here); Ctrl-C (SIGINT) or SIGTERM
 * during a render leaves no temporary folder and no worker process and exits 130 (143); with
 * `--api` against a live `framefleet serve`, Ctrl-C leaves the remote render cancelled and the
 * org's wallet as it was. Runs the build (`npm run build` first).
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { processesWithEnv, runCli, startCli, untilStderr } from '../support/cli.ts';
import { until } from '../support/wait.ts';

const test = suite<{ dir: string }>('cli: render');
test.before.each((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-cli-render-')); });
test.after.each((ctx) => { rmSync(ctx.dir, { recursive: true, force: true }); });

function composition(dir: string, name: string, output: { width: number; height: number; durationSec: number }): string {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({
    output: { ...output, fps: 30 },
    tracks: [
      { clips: [{ kind: 'text', start: 0, duration: output.durationSec, text: 'framefleet' }] },
      { clips: [{ kind: 'component', start: 0, duration: output.durationSec, componentId: 'kinetic-title', props: { text: 'Hello' } }] },
    ],
  }));
  return file;
}

/** Long enough on a loaded machine that a signal lands while its scenes are drawn. */
const longRender = { width: 1280, height: 720, durationSec: 40 };

test('render --json prints exactly one JSON object on stdout; progress goes to stderr as plain lines', async ({ dir }) => {
  const file = composition(dir, 'short.json', { width: 160, height: 90, durationSec: 1 });
  const out = join(dir, 'short.mp4');
  const run = await runCli(['render', file, '-o', out, '--workers', '1', '--json']);
  assert.is(run.code, 0, run.stderr);
  const summary = JSON.parse(run.stdout) as Record<string, unknown>;
  assert.equal(
    { status: summary.status, output: summary.output, frames: summary.frames, scenes: summary.scenes, target: summary.target, errorCode: summary.errorCode },
    { status: 'complete', output: out, frames: 30, scenes: 1, target: '1 worker', errorCode: null },
  );
  assert.match(String(summary.renderId), /^rnd_/);
  assert.ok(Array.isArray(summary.encoders) && (summary.encoders as string[]).length > 0, 'the encoders used');
  assert.ok(typeof summary.wallSeconds === 'number' && typeof summary.fps === 'number');
  assert.ok(statSync(out).size > 0, 'the MP4 was written');
  // stderr is a pipe: a line per step of progress, no carriage-return redraws and no colour.
  assert.match(run.stderr, /^\[#+\] 100% {2}complete/m);
  assert.not.match(run.stderr, /\r|\x1b\[/);
});

test('SIGINT during an embedded render stops the workers, removes the temporary folder and exits 130', async ({ dir }) => {
  const file = composition(dir, 'long.json', longRender);
  // The render's temporary folder goes under TMPDIR, where nothing else of the test lives.
  const tmp = join(dir, 'tmp');
  mkdirSync(tmp);
  const running = startCli(['render', file, '-o', join(dir, 'long.mp4'), '--workers', '2'], { TMPDIR: tmp });
  await untilStderr(running, /rendering +scenes/, 120_000);
  assert.is(readdirSync(tmp).filter((f) => f.startsWith('framefleet-render-')).length, 1, 'the render uses a temporary folder');
  assert.ok(processesWithEnv(tmp).length >= 2, 'its workers run');
  running.child.kill('SIGINT');
  const ended = await running.exited;
  assert.is(ended.code, 130, ended.stderr);
  assert.match(ended.stderr, /interrupted: cleaning up/);
  assert.match(ended.stderr, /render rnd_\w+ cancelled/);
  assert.equal(readdirSync(tmp), [], 'the temporary folder is gone');
  assert.equal(await until('the workers to exit', 5000, () => processesWithEnv(tmp).length === 0 || undefined).then(() => processesWithEnv(tmp)), []);
  assert.not.ok(existsSync(join(dir, 'long.mp4')), 'no output');
});

test('SIGTERM does the same and exits 143', async ({ dir }) => {
  const file = composition(dir, 'long.json', longRender);
  const tmp = join(dir, 'tmp');
  mkdirSync(tmp);
  const running = startCli(['render', file, '-o', join(dir, 'long.mp4'), '--workers', '1'], { TMPDIR: tmp });
  await untilStderr(running, /rendering +scenes/, 120_000);
  running.child.kill('SIGTERM');
  const ended = await running.exited;
  assert.is(ended.code, 143, ended.stderr);
  assert.equal(readdirSync(tmp), []);
  await until('the workers to exit', 5000, () => processesWithEnv(tmp).length === 0 || undefined);
});

test('SIGINT during a render with --api cancels the remote render: it ends cancelled and the wallet is unchanged', async ({ dir }) => {
  const data = join(dir, 'server');
  const created = await runCli(['keys', 'create', '--org', 'cli-interrupt', '--name', 'render', '--data', data, '--json']);
  assert.is(created.code, 0, created.stderr);
  const { key } = JSON.parse(created.stdout) as { key: string };
  const server = startCli(['serve', '--port', '0', '--data', data, '--workers', '1'], { FRAMEFLEET_LOG_LEVEL: 'warn' });
  try {
    const url = (await until('the server to listen', 60_000, () => {
      if (server.child.exitCode !== null) throw new Error(`serve ended: ${server.stderr}`);
      return server.stdout.match(/^listening on (\S+)$/m)?.[1];
    }, 100));
    const api = async <T>(method: string, path: string) => {
      const res = await fetch(`${url}${path}`, { method, headers: { authorization: `Bearer ${key}` } });
      assert.ok(res.ok, `${method} ${path}: ${res.status}`);
      return res.json() as Promise<T>;
    };
    type Wallet = { wallet: { balanceCredits: number; availableCredits: number } };
    const before = (await api<Wallet>('GET', '/v1/me')).wallet;

    const file = composition(dir, 'long.json', longRender);
    const running = startCli(['render', file, '-o', join(dir, 'long.mp4'), '--api', url, '--key', key]);
    await untilStderr(running, /rendering +scenes/, 120_000);
    // While it renders, its credits are held.
    assert.ok((await api<Wallet>('GET', '/v1/me')).wallet.availableCredits < before.availableCredits, 'the render holds credits');
    running.child.kill('SIGINT');
    const ended = await running.exited;
    assert.is(ended.code, 130, ended.stderr);
    const renderId = ended.stderr.match(/render (rnd_\w+) cancelled/)?.[1];
    assert.ok(renderId, `no cancellation reported:\n${ended.stderr}`);
    assert.is((await api<{ status: string }>('GET', `/v1/renders/${renderId}`)).status, 'cancelled');
    // The scenes already handed to the worker end on their own; nothing charges the cancelled render.
    await new Promise((r) => setTimeout(r, 2000));
    assert.equal((await api<Wallet>('GET', '/v1/me')).wallet, before, 'the wallet is as it was');
    assert.not.ok(existsSync(join(dir, 'long.mp4')), 'no output');
  } finally {
    server.child.kill('SIGTERM');
    await server.exited;
  }
});

test.run();
