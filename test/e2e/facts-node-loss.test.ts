/**
 * A fact job whose node dies mid-way is done again and charged once. A control plane on RabbitMQ
 * (this process) queues a matte; a node process takes it and is SIGKILLed after it has reported
 * progress; the broker hands the unacknowledged job to another node, which computes the whole
 * window; the fact is delivered once, the org pays the quote once, and the lost node's lease ends.
 * Both nodes run the deterministic stand-in of the matting addon (the killed one slowed per frame).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startControlPlane, type RunningControlPlane } from '../../control-plane/server.ts';
import { startRenderNode } from '../../render-node/start.ts';
import { type Config, loadConfig } from '../../shared/config/index.ts';
import { createJobQueue, type JobQueue, mediaQueueName, mediaQueueSpec, sceneQueueSpec } from '../../shared/queue/index.ts';
import { markerMatting, subjectClip } from '../support/matting.ts';
import { until } from '../support/wait.ts';

interface Ctx {
  dir: string; config: Config; env: Record<string, string>; cp: RunningControlPlane; queue: JobQueue; key: string; orgId: string;
  stops: (() => Promise<unknown>)[]; victim: ChildProcess | null; victimLog: string[];
}

const test = suite<Ctx>('e2e faults: a node killed in the middle of a fact job');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-facts-loss-'));
  ctx.stops = [];
  ctx.victim = null;
  ctx.victimLog = [];
  const unique = `${process.pid}_${Date.now().toString(36)}`;
  ctx.env = {
    FRAMEFLEET_QUEUE: 'rabbitmq', FRAMEFLEET_SCENE_QUEUE: `framefleet.facts-e2e.${unique}`, FRAMEFLEET_NODE_TOKEN: `facts-e2e-node-token-${unique}`,
    FRAMEFLEET_SCENE_RETRY_DELAY_MS: '0', FRAMEFLEET_LOG_LEVEL: 'silent', FRAMEFLEET_RATE_LIMIT_PER_MINUTE: '0',
  };
  ctx.config = loadConfig({ ...ctx.env, FRAMEFLEET_DATA_DIR: join(ctx.dir, 'control-plane'), FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0' });
  ctx.cp = await startControlPlane(ctx.config);
  ctx.queue = await createJobQueue(ctx.config, { connectionName: 'framefleet-facts-e2e-nodes' });
  await ctx.queue.declare(sceneQueueSpec(ctx.config));
  await ctx.queue.declare(mediaQueueSpec(ctx.config));
  // Probes of uploads: a node on the media queue only, so the fact job goes to the node under test.
  const prober = await startRenderNode({
    controlPlane: `127.0.0.1:${ctx.cp.grpcPort}`, nodeToken: ctx.cp.nodeToken, queue: ctx.queue, queueName: null, mediaQueueName: mediaQueueName(ctx.config.FRAMEFLEET_SCENE_QUEUE),
    slots: 1, maxDeliveries: 3, dataDir: join(ctx.dir, 'prober'),
  });
  ctx.stops.push(() => prober.stop());
  const org = await ctx.cp.services.accounts.createOrg({ name: 'facts-loss', credits: 100 });
  ctx.orgId = org.id;
  ctx.key = (await ctx.cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 't', permissions: { media: ['read', 'write'] } })).key;
});

test.after(async (ctx) => {
  ctx.victim?.kill('SIGKILL');
  for (const stop of ctx.stops.reverse()) await stop().catch(() => {});
  await ctx.queue?.deleteQueue(ctx.config.FRAMEFLEET_SCENE_QUEUE).catch(() => {});
  await ctx.queue?.deleteQueue(mediaQueueName(ctx.config.FRAMEFLEET_SCENE_QUEUE)).catch(() => {});
  await ctx.queue?.close().catch(() => {});
  await ctx.cp?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

test('the job goes to another node, which computes the whole window; the fact is delivered and charged once', async (ctx) => {
  const api = async (path: string, init: { method?: string; body?: unknown; type?: string } = {}) => {
    const res = await fetch(`${ctx.cp.url}${path}`, {
      method: init.method ?? 'GET', headers: { authorization: `Bearer ${ctx.key}`, 'content-type': init.type ?? 'application/json' },
      ...(init.body === undefined ? {} : { body: init.body instanceof Buffer ? init.body : JSON.stringify(init.body) }),
    });
    return { status: res.status, body: await res.json() as any };
  };
  const clip = join(ctx.dir, 'people.mp4');
  subjectClip(clip);
  const uploaded = await api('/v1/media?name=people.mp4', { method: 'POST', body: readFileSync(clip), type: 'video/mp4' });
  assert.is(uploaded.status, 201, JSON.stringify(uploaded.body));
  const mediaId = uploaded.body.id as string;

  // The first node: a process, 80 ms a frame (100 frames: 8 s of work).
  const victim = ctx.victim = spawn(process.execPath, ['--import', 'tsx', new URL('../support/fact-node.ts', import.meta.url).pathname], {
    env: { ...process.env, ...ctx.env, FRAMEFLEET_GRPC_ADDR: `127.0.0.1:${ctx.cp.grpcPort}`, FACT_NODE_DATA: join(ctx.dir, 'victim'), FACT_NODE_FRAME_DELAY_MS: '80' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const collect = (chunk: Buffer) => ctx.victimLog.push(...chunk.toString().split('\n').filter(Boolean));
  victim.stdout!.on('data', collect);
  victim.stderr!.on('data', collect);
  await until('the first node to start', 60_000, () => ctx.victimLog.some((l) => l.includes('"node started"')));

  const bought = await api(`/v1/media/${mediaId}/mattes`, { method: 'POST', body: { startSec: 0, endSec: 4 } });
  assert.is(bought.status, 202, JSON.stringify(bought.body));
  const { factId, jobId } = bought.body as { factId: string; jobId: string };
  assert.equal((await ctx.cp.services.accounts.getOrg(ctx.orgId))!.wallet.availableCredits, 97, 'the quote (3 credits) is held');

  // Killed once it has reported progress through the window.
  await until('the first node to be part-way through the matte', 60_000, async () => {
    const fact = (await api(`/v1/media/${mediaId}/facts`)).body.facts.find((f: { factId: string }) => f.factId === factId);
    return fact?.progress?.framesDone >= 15 && fact.progress.framesDone < 100;
  }, 50);
  victim.kill('SIGKILL');
  await new Promise((resolve) => victim.once('exit', resolve));
  assert.ok(ctx.victimLog.some((l) => l.includes('"job started"') && l.includes(`${factId}.fact`)), 'the first node had started the fact job');
  assert.not.ok(ctx.victimLog.some((l) => l.includes('"fact computed"')), 'it died before finishing');

  // The survivor: the broker redelivers the unacknowledged job to it.
  const matting = markerMatting();
  const survivor = await startRenderNode({
    controlPlane: `127.0.0.1:${ctx.cp.grpcPort}`, nodeToken: ctx.cp.nodeToken, queue: ctx.queue, queueName: ctx.config.FRAMEFLEET_SCENE_QUEUE, mediaQueueName: null,
    slots: 1, maxDeliveries: 3, dataDir: join(ctx.dir, 'survivor'), matting,
  });
  ctx.stops.push(() => survivor.stop());
  const job = await until('the fact job to end', 90_000, async () => {
    const read = await api(`/v1/jobs/${jobId}?wait=10`);
    return read.body.status !== 'running' && read.body;
  }, 100);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  assert.ok(matting.calls.frames >= 100, `the survivor computed the whole window (${matting.calls.frames} frames)`);
  const fact = (await api(`/v1/media/${mediaId}/facts`)).body.facts.find((f: { factId: string }) => f.factId === factId);
  assert.equal([fact.status, fact.summary.frames, fact.summary.presenceFraction, fact.charge], ['ready', 100, 1, { credits: 3, usd: 0.03 }]);

  // Charged once, however the copies of the job end (the lease sweeper may put one back: it is dropped).
  await until('the first node\'s lease to end (marked lost)', 60_000, async () => (await ctx.cp.registry.list()).some((n) => n.status === 'lost'), 500);
  await new Promise((r) => setTimeout(r, 2500));
  const org = (await ctx.cp.services.accounts.getOrg(ctx.orgId))!;
  assert.equal([org.wallet.balanceCredits, org.wallet.availableCredits], [97, 97]);
  const charges = (await ctx.cp.services.accounts.listLedger(ctx.orgId, 50)).items.filter((e) => e.kind === 'charge');
  assert.equal(charges.map((c) => [c.featureId, c.credits, c.reference]), [['mattes', -3, factId]]);
  assert.equal(await ctx.queue.deadLetters(ctx.config.FRAMEFLEET_SCENE_QUEUE), [], 'nothing was dead-lettered');
});

test.run();
