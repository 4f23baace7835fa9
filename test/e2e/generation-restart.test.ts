/**
 * A generation survives a control-plane crash: `framefleet serve` (embedded, one worker) submits a
 * text-to-animation to a local fake of fal's queue API, is SIGKILLed while the provider still says
 * IN_PROGRESS, and the restarted process polls the same request (no second submission), stores
 * and probes the video, and charges it once.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type FakeFalQueue, startFakeFalQueue } from '../support/generation-providers.ts';
import { freePort, until } from '../support/wait.ts';

const root = new URL('../../', import.meta.url).pathname;
const cli = join(root, 'bin/framefleet');

interface Ctx { dir: string; env: Record<string, string>; base: string; key: string; cp?: ChildProcess; log: string[]; fal: FakeFalQueue }

const test = suite<Ctx>('e2e: a media generation across a control-plane crash');

function serve(ctx: Ctx): Promise<void> {
  const child = spawn(cli, ['serve', '--workers', '1'], { env: { ...process.env, ...ctx.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  ctx.cp = child;
  // The first process's "listening on" line must not count for the second.
  ctx.log = [];
  const collect = (chunk: Buffer) => ctx.log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return until('the control plane to listen', 60_000, () => ctx.log.some((l) => l.startsWith('listening on')) || (child.exitCode !== null && Promise.reject(new Error(ctx.log.join('\n'))))).then(() => undefined);
}

async function killed(cp: ChildProcess): Promise<void> {
  cp.kill('SIGKILL');
  await new Promise((r) => (cp.exitCode !== null || cp.signalCode !== null ? r(null) : cp.once('exit', r)));
}

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-gen-restart-'));
  ctx.log = [];
  ctx.fal = await startFakeFalQueue();
  const port = await freePort();
  ctx.base = `http://127.0.0.1:${port}`;
  ctx.env = {
    FRAMEFLEET_DATA_DIR: join(ctx.dir, 'data'), FRAMEFLEET_HTTP_PORT: String(port), FRAMEFLEET_GRPC_ADDR: `127.0.0.1:${await freePort()}`,
    FRAMEFLEET_LOG_LEVEL: 'warn', FRAMEFLEET_RATE_LIMIT_PER_MINUTE: '0', FRAMEFLEET_FAL_KEY: 'fal-test-key', FRAMEFLEET_FAL_QUEUE_URL: ctx.fal.url,
  };
  ctx.key = JSON.parse(execFileSync(cli, ['keys', 'create', '--org', 'gen-crash', '--name', 'gen-crash', '--credits', '1000', '--json'], { env: { ...process.env, ...ctx.env } }).toString()).key;
  await serve(ctx);
});

test.after(async (ctx) => {
  ctx.cp?.kill('SIGKILL');
  ctx.cp?.stdout?.destroy();
  ctx.cp?.stderr?.destroy();
  await ctx.fal?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function api(ctx: Ctx, method: string, path: string, body?: unknown) {
  const res = await fetch(`${ctx.base}${path}`, { method, headers: { authorization: `Bearer ${ctx.key}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return { status: res.status, body: await res.json() as any };
}

test('killed mid-generation, the restarted control plane resumes the provider job: one submission, one charge', async (ctx) => {
  const started = await api(ctx, 'POST', '/v1/media/generate', { generator: 'text-to-animation', prompt: 'an animated cartoon lighthouse waving' });
  assert.is(started.status, 202, JSON.stringify(started.body));
  assert.equal([started.body.status, started.body.estimateUsd], ['generating', 0.75]);
  await until('submitted and polled', 30_000, () => ctx.fal.submissions.length === 1 && ctx.fal.calls.some((c) => c.path.endsWith('/status')));
  const held = (await api(ctx, 'GET', '/v1/me')).body;
  assert.equal([held.wallet.balanceCredits, held.wallet.availableCredits, held.generationLimit.spent], [1000, 925, 50], 'the estimate is held and reserved');

  await killed(ctx.cp!);
  ctx.fal.finish(ctx.fal.requestIds[0]!);
  await serve(ctx);

  const item = await until('the item to settle', 60_000, async () => {
    const { body } = await api(ctx, 'GET', `/v1/media/${started.body.id}`);
    return body.status !== 'generating' && body;
  });
  assert.equal([item.status, item.kind, item.source, item.durationSec], ['ready', 'video', 'generate', 5], JSON.stringify(item));
  assert.is(ctx.fal.submissions.length, 1, 'never submitted again');
  const account = (await api(ctx, 'GET', '/v1/me')).body;
  assert.equal([account.wallet.balanceCredits, account.wallet.availableCredits, account.generationLimit.spent, account.entitlements.generate.usage], [925, 925, 50, 50]);
});

test.run();
