/**
 * The outbox survives a crash: a render completes, the control plane is SIGKILLed before the
 * webhook's settle delay lets the delivery go out, and the restarted control plane delivers the
 * `render.completed` event, once, signed.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { freePort, until } from '../support/wait.ts';
import { echoChallenge, Receiver, verifySignature } from '../webhooks/receiver.ts';

const root = new URL('../../', import.meta.url).pathname;
const cli = join(root, 'bin/framefleet');


interface Ctx { dir: string; env: Record<string, string>; base: string; key: string; cp?: ChildProcess; log: string[]; receiver: Receiver }

const test = suite<Ctx>('e2e: webhook delivery across a control-plane crash');

function serve(ctx: Ctx): Promise<void> {
  const child = spawn(cli, ['serve', '--workers', '1'], { env: { ...process.env, ...ctx.env }, stdio: ['ignore', 'pipe', 'pipe'] });
  ctx.cp = child;
  const collect = (chunk: Buffer) => ctx.log.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return until('the control plane to listen', 60_000, () => ctx.log.some((l) => l.startsWith('listening on')) || (child.exitCode !== null && Promise.reject(new Error(ctx.log.join('\n'))))).then(() => undefined);
}

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-hook-restart-'));
  ctx.log = [];
  ctx.receiver = await new Receiver().start();
  const port = await freePort();
  ctx.base = `http://127.0.0.1:${port}`;
  ctx.env = {
    FRAMEFLEET_DATA_DIR: join(ctx.dir, 'data'), FRAMEFLEET_HTTP_PORT: String(port), FRAMEFLEET_GRPC_ADDR: `127.0.0.1:${await freePort()}`,
    FRAMEFLEET_LOG_LEVEL: 'warn', FRAMEFLEET_WEBHOOK_ALLOW_HOSTS: '127.0.0.1', FRAMEFLEET_WEBHOOK_RETRY_DELAYS: '0.5,0.5,0.5', FRAMEFLEET_RATE_LIMIT_PER_MINUTE: '0',
  };
  ctx.key = JSON.parse(execFileSync(cli, ['keys', 'create', '--org', 'crash', '--name', 'crash', '--json'], { env: { ...process.env, ...ctx.env } }).toString()).key;
  await serve(ctx);
});

test.after(async (ctx) => {
  ctx.cp?.kill('SIGKILL');
  // Its workers may still hold the inherited pipes for a moment: the test does not wait on them.
  ctx.cp?.stdout?.destroy();
  ctx.cp?.stderr?.destroy();
  await ctx.receiver?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function api(ctx: Ctx, method: string, path: string, body?: unknown) {
  const res = await fetch(`${ctx.base}${path}`, { method, headers: { authorization: `Bearer ${ctx.key}`, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return res.json() as Promise<any>;
}

test('a restart between the state change and the delivery still delivers the event, once', async (ctx) => {
  // Deliveries wait 4 s after the event: the crash lands inside that window.
  const hook = await api(ctx, 'POST', '/v1/webhooks', { url: ctx.receiver.on('/hook', echoChallenge), events: ['render.completed'], settleMs: 4000 });
  assert.is(hook.status, 'active', JSON.stringify(hook));
  const project = await api(ctx, 'POST', '/v1/projects', {
    name: 'crash', composition: { output: { width: 160, height: 90, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'ellipse', fill: '#f97316' }] }] },
  });
  const render = await api(ctx, 'POST', `/v1/projects/${project.id}/renders`);
  await until('the render to complete', 60_000, async () => (await api(ctx, 'GET', `/v1/renders/${render.id}`)).status === 'complete');
  ctx.cp!.kill('SIGKILL');
  await new Promise((r) => (ctx.cp!.exitCode !== null || ctx.cp!.signalCode !== null ? r(null) : ctx.cp!.once('exit', r)));
  assert.is(ctx.receiver.events('/hook').length, 0, 'nothing was delivered before the crash');

  await serve(ctx);
  const [delivery] = await until('the event after the restart', 30_000, () => ctx.receiver.events('/hook').length > 0 && ctx.receiver.events('/hook'));
  assert.ok(verifySignature(hook.secret, delivery!.headers, delivery!.body));
  assert.equal([delivery!.json.event, delivery!.json.data.renderId, delivery!.json.data.status], ['render.completed', render.id, 'complete']);
  await new Promise((r) => setTimeout(r, 1500));
  assert.is(ctx.receiver.events('/hook').length, 1, 'delivered once');
});

test.run();
