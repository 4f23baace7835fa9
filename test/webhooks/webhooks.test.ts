/**
 * Webhooks against a real HTTP receiver on loopback, every delivery checked with an independent
 * Standard Webhooks verifier: a render's `render.completed`, an endpoint that is down for a
 * while, one that answers 410, one that never verified, a delivery that runs out of attempts,
 * and the SSRF refusals. The control plane and a render node run in this process over real gRPC.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startControlPlane, type RunningControlPlane } from '../../control-plane/server.ts';
import { startRenderNode } from '../../render-node/start.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { createInProcessJobQueue, mediaQueueName } from '../../shared/queue/index.ts';
import { until } from '../support/wait.ts';
import { type Behaviour, echoChallenge, Receiver, verifySignature } from './receiver.ts';

interface Ctx { dir: string; cp: RunningControlPlane; stopNode: () => Promise<void>; receiver: Receiver; key: string }

const test = suite<Ctx>('webhooks: signed delivery to a loopback receiver');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-webhooks-'));
  ctx.receiver = await new Receiver().start();
  const config = loadConfig({
    FRAMEFLEET_DATA_DIR: join(ctx.dir, 'data'), FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'error',
    FRAMEFLEET_WEBHOOK_ALLOW_HOSTS: '127.0.0.1', FRAMEFLEET_WEBHOOK_RETRY_DELAYS: '0.2,0.2,0.2,0.2', FRAMEFLEET_RATE_LIMIT_PER_MINUTE: '0', FRAMEFLEET_WEBHOOK_TIMEOUT_MS: '2000',
  });
  ctx.cp = await startControlPlane(config);
  const node = await startRenderNode({
    controlPlane: `127.0.0.1:${ctx.cp.grpcPort}`, nodeToken: ctx.cp.nodeToken, queue: createInProcessJobQueue(), queueName: config.FRAMEFLEET_SCENE_QUEUE, mediaQueueName: mediaQueueName(config.FRAMEFLEET_SCENE_QUEUE),
    slots: 1, maxDeliveries: 3, dataDir: join(ctx.dir, 'node'),
  });
  ctx.stopNode = node.stop;
  const org = await ctx.cp.services.accounts.createOrg({ name: 'hooks', credits: 100 });
  ctx.key = (await ctx.cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 'hooks', permissions: { projects: ['read', 'write'], renders: ['read', 'write'], webhooks: ['read', 'write'] } })).key;
});

test.after(async (ctx) => {
  await ctx.stopNode?.();
  await ctx.cp?.close();
  await ctx.receiver?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function api(ctx: Ctx, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${ctx.cp.url}${path}`, {
    method, headers: { authorization: `Bearer ${ctx.key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, headers: res.headers, json: await res.json() as any };
}

const composition = (title: string) => ({
  output: { width: 160, height: 90, fps: 30, background: '#111827' },
  tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: title, style: { fontSize: 24, color: '#ffffff' } }] }],
});

async function register(ctx: Ctx, path: string, behaviour: Behaviour, events: string[] = ['composition.updated'], settleMs?: number) {
  const res = await api(ctx, 'POST', '/v1/webhooks', { url: ctx.receiver.on(path, behaviour), events, ...(settleMs === undefined ? {} : { settleMs }) });
  assert.is(res.status, 201, JSON.stringify(res.json));
  return res.json as { id: string; secret: string; status: string; verification: { status: string; reason: string | null } };
}

/** Saves a new version of a project's composition: one `composition.updated` event. */
async function touch(ctx: Ctx, project: { id: string }) {
  const current = await api(ctx, 'GET', `/v1/projects/${project.id}/composition`);
  const res = await api(ctx, 'PUT', `/v1/projects/${project.id}/composition`, { composition: composition(`v${Date.now()}`) }, { 'if-match': current.headers.get('etag')! });
  assert.is(res.status, 200, JSON.stringify(res.json));
  return res;
}

async function newProject(ctx: Ctx) {
  const res = await api(ctx, 'POST', '/v1/projects', { name: 'hooks', composition: composition('Hooks') });
  assert.is(res.status, 201, JSON.stringify(res.json));
  return res.json as { id: string };
}

test('a render.completed delivery arrives signed, verifiable, and carries a working download link', async (ctx) => {
  const hook = await register(ctx, '/ok', echoChallenge, ['render.completed']);
  assert.is(hook.status, 'active');
  assert.match(hook.secret, /^whsec_[A-Za-z0-9+/]+=*$/);
  const challenge = ctx.receiver.received.find((r) => r.path === '/ok')!;
  assert.ok(verifySignature(hook.secret, challenge.headers, challenge.body), 'the challenge itself is signed');
  assert.is(challenge.headers['x-framefleet-event'], 'webhook.verify');
  const read = await api(ctx, 'GET', `/v1/webhooks/${hook.id}`);
  assert.not.ok('secret' in read.json, 'the secret is never shown again');
  assert.not.ok(JSON.stringify(read.json).includes(hook.secret.slice(6, 20)));

  const project = await newProject(ctx);
  const render = (await api(ctx, 'POST', `/v1/projects/${project.id}/renders`)).json as { id: string };
  const [delivery] = await until('render.completed at the receiver', 60_000, () => ctx.receiver.events('/ok').length > 0 && ctx.receiver.events('/ok'));
  assert.ok(verifySignature(hook.secret, delivery!.headers, delivery!.body), 'verifies with the secret shown at creation');
  assert.not.ok(verifySignature(`whsec_${Buffer.alloc(24, 7).toString('base64')}`, delivery!.headers, delivery!.body), 'and not with another secret');
  assert.is(delivery!.headers['x-framefleet-event'], 'render.completed');
  const { json } = delivery!;
  assert.equal([json.event, json.projectId, json.data.renderId, json.data.status, json.data.frameCount], ['render.completed', project.id, render.id, 'complete', 30]);
  const mp4 = await fetch(String(json.data.outputUrl));
  assert.is(mp4.status, 200);
  assert.is(Buffer.from(await mp4.arrayBuffer()).subarray(4, 8).toString(), 'ftyp');
  const health = await until('delivery health to be recorded', 5000, async () => {
    const w = (await api(ctx, 'GET', `/v1/webhooks/${hook.id}`)).json;
    return w.lastDeliveredAt ? w : undefined;
  });
  assert.is(health.consecutiveFailures, 0);
  await api(ctx, 'DELETE', `/v1/webhooks/${hook.id}`);
});

test('an endpoint down for a while (503) gets the event once it is back: once, with the same webhook-id', async (ctx) => {
  // The first three deliveries fail; the first failure asks for at least a second before the next try.
  const flaky: Behaviour = (req) => {
    if (JSON.parse(req.body).event === 'webhook.verify') return echoChallenge(req);
    return req.count <= 4 ? { status: 503, headers: req.count === 2 ? { 'retry-after': '1' } : {} } : { status: 200 };
  };
  const hook = await register(ctx, '/flaky', flaky);
  const project = await newProject(ctx);
  await touch(ctx, project);
  await until('a 2xx answer at /flaky', 20_000, () => ctx.receiver.events('/flaky').some((r) => r.answeredWith === 200));
  await new Promise((r) => setTimeout(r, 800));
  const attempts = ctx.receiver.events('/flaky');
  assert.equal(attempts.map((a) => a.answeredWith), [503, 503, 503, 200], 'retried until it answered, then never again');
  assert.is(new Set(attempts.map((a) => a.headers['webhook-id'])).size, 1, 'every attempt has the same webhook-id');
  assert.ok(attempts.every((a) => verifySignature(hook.secret, a.headers, a.body)));
  assert.ok(attempts[1]!.at - attempts[0]!.at >= 950, `Retry-After honoured: ${attempts[1]!.at - attempts[0]!.at} ms`);
  const w = (await api(ctx, 'GET', `/v1/webhooks/${hook.id}`)).json;
  assert.is(w.consecutiveFailures, 0);
  assert.ok(w.lastFailedAt && w.lastDeliveredAt && w.lastDeliveredAt >= w.lastFailedAt);
  await api(ctx, 'DELETE', `/v1/webhooks/${hook.id}`);
});

test('an endpoint answering 410 disables its webhook and receives nothing more', async (ctx) => {
  const hook = await register(ctx, '/gone', (req) => (JSON.parse(req.body).event === 'webhook.verify' ? echoChallenge(req) : { status: 410 }));
  const project = await newProject(ctx);
  await touch(ctx, project);
  const disabled = await until('the webhook to be disabled', 10_000, async () => {
    const w = (await api(ctx, 'GET', `/v1/webhooks/${hook.id}`)).json;
    return w.enabled === false ? w : undefined;
  });
  assert.match(disabled.disabledReason, /410/);
  await touch(ctx, project);
  await new Promise((r) => setTimeout(r, 1000));
  assert.is(ctx.receiver.events('/gone').length, 1, 'one delivery, the one answered 410');
});

test('a webhook whose endpoint does not echo the challenge stays pending and receives nothing until verified', async (ctx) => {
  let echo = false;
  const hook = await register(ctx, '/pending', (req) => (echo ? echoChallenge(req) : { status: 200, body: 'ok' }));
  assert.is(hook.status, 'pending');
  assert.is(hook.verification.status, 'pending');
  assert.match(hook.verification.reason!, /token/);
  const project = await newProject(ctx);
  await touch(ctx, project);
  await new Promise((r) => setTimeout(r, 1200));
  assert.is(ctx.receiver.events('/pending').length, 0, 'a pending webhook receives no events');

  echo = true;
  const verified = await api(ctx, 'POST', `/v1/webhooks/${hook.id}/verify`);
  assert.equal([verified.status, verified.json.status, verified.json.verificationStatus], [200, 'active', 'verified']);
  await touch(ctx, project);
  const [delivery] = await until('the event after verification', 10_000, () => ctx.receiver.events('/pending').length > 0 && ctx.receiver.events('/pending'));
  assert.ok(verifySignature(hook.secret, delivery!.headers, delivery!.body));
  await api(ctx, 'DELETE', `/v1/webhooks/${hook.id}`);
});

test('a rotated secret: deliveries carry signatures by the new and the previous secret, so either verifies', async (ctx) => {
  const hook = await register(ctx, '/rotate', echoChallenge);
  const rotated = await api(ctx, 'POST', `/v1/webhooks/${hook.id}/rotate-secret`);
  assert.is(rotated.status, 200, JSON.stringify(rotated.json));
  assert.is.not(rotated.json.secret, hook.secret);
  assert.ok(Date.parse(rotated.json.previousSecretValidUntil) > Date.now() + 23 * 3600_000);
  await touch(ctx, await newProject(ctx));
  const [delivery] = await until('a delivery after rotation', 10_000, () => ctx.receiver.events('/rotate').length > 0 && ctx.receiver.events('/rotate'));
  assert.is(String(delivery!.headers['webhook-signature']).split(' ').length, 2);
  assert.ok(verifySignature(rotated.json.secret, delivery!.headers, delivery!.body), 'the new secret verifies');
  assert.ok(verifySignature(hook.secret, delivery!.headers, delivery!.body), 'the previous secret still verifies');
  await api(ctx, 'DELETE', `/v1/webhooks/${hook.id}`);
});

test('a delivery that fails every attempt is dead-lettered and counted', async (ctx) => {
  const hook = await register(ctx, '/down', (req) => (JSON.parse(req.body).event === 'webhook.verify' ? echoChallenge(req) : { status: 500 }));
  await touch(ctx, await newProject(ctx));
  const dead = await until('the delivery to be dead-lettered', 15_000, async () => {
    const list = (await api(ctx, 'GET', `/v1/webhooks/${hook.id}/deliveries`)).json;
    return list.data.find((d: { status: string }) => d.status === 'dead');
  });
  assert.equal([dead.attempts, dead.lastStatusCode], [5, 500], 'one attempt and four retries');
  assert.is(ctx.receiver.events('/down').length, 5);
  assert.is((await api(ctx, 'GET', `/v1/webhooks/${hook.id}`)).json.consecutiveFailures, 5);
  const metrics = await (await fetch(`${ctx.cp.url}/metrics`)).text();
  assert.match(metrics, /framefleet_webhook_dead_letters_total\{[^}]*\} 1/);
  assert.match(metrics, /framefleet_webhook_deliveries_total\{outcome="retrying"[^}]*\} [1-9]/);
  assert.match(metrics, /framefleet_webhook_delivery_seconds_count\{[^}]*\} [1-9]/);
  await api(ctx, 'DELETE', `/v1/webhooks/${hook.id}`);
});

test('SSRF: private and loopback targets, plain http and redirects to private addresses are refused with 422, storing nothing', async (ctx) => {
  const port = new URL(ctx.receiver.base).port;
  const redirect = ctx.receiver.on('/redirect', () => ({ status: 307, headers: { location: 'http://169.254.169.254/latest/meta-data/' } }));
  const before = (await api(ctx, 'GET', '/v1/webhooks')).json.data.length;
  for (const url of [
    'https://10.1.2.3/hook', 'https://169.254.169.254/latest', `http://localhost:${port}/ok`, `https://127.0.0.2:${port}/ok`,
    `https://[::ffff:127.0.0.1]:${port}/ok`, 'http://example.com/hook', 'ftp://example.com/hook', redirect,
  ]) {
    const res = await api(ctx, 'POST', '/v1/webhooks', { url, events: ['render.completed'] });
    assert.is(res.status, 422, `${url}: ${JSON.stringify(res.json)}`);
    assert.is(res.json.error.code, 'webhook_url_refused', url);
  }
  assert.ok(ctx.receiver.received.some((r) => r.path === '/redirect'), 'the redirect was met, and not followed');
  assert.is((await api(ctx, 'GET', '/v1/webhooks')).json.data.length, before);
});

test('the event contract lists every event with its data shape', async (ctx) => {
  const res = await api(ctx, 'GET', '/v1/webhooks/events');
  assert.is(res.status, 200);
  const names = res.json.events.map((e: { name: string }) => e.name);
  assert.equal(names.sort(), ['composition.updated', 'media.completed', 'media.transcribed', 'render.completed', 'verify.completed', 'webhook.verify']);
  const render = res.json.events.find((e: { name: string }) => e.name === 'render.completed');
  assert.ok(render.data.properties.outputUrl && render.data.required.includes('renderId'));
  assert.ok(res.json.headers['webhook-signature']);
  const bad = await api(ctx, 'POST', '/v1/webhooks', { url: `${ctx.receiver.base}/ok`, events: ['render.finished'] });
  assert.is(bad.status, 400);
});

test.run();
