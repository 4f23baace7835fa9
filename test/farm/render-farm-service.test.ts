/**
 * The control plane's RenderFarm service over real gRPC: node auth, leases and lost nodes (whose
 * jobs move to other nodes, their late results fenced off), blob download, idempotent scene
 * uploads, the assemble job, delivery and the single charge; still jobs through the same paths.
 */
import * as grpc from '@grpc/grpc-js';
import { createHash, randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Registry } from 'prom-client';
import { decodeJob, farmProtocolRevision, type RenderFarmClient } from '../../proto/index.ts';
import { RenderFarmClientCtor } from '../../proto/grpc.ts';
import { settleDeadLetters } from '../../control-plane/farm/dead-letters.ts';
import { planRender } from '../../control-plane/features/renders/render-plan.ts';
import { canonicalJson, type StoredComposition } from '../../control-plane/features/projects/projects.ts';
import { farmJobKinds, farmPublisher } from '../../control-plane/farm/kinds/index.ts';
import { FarmReports } from '../../control-plane/farm/reports.ts';
import { FarmClient } from '../../render-node/farm-client.ts';
import { grpcFarmTransport } from '../../render-node/farm-grpc.ts';
import { type FarmServiceDeps, farmHandlers } from '../../control-plane/farm/farm-service.ts';
import { startFarmServer } from '../../control-plane/farm/grpc-server.ts';
import { LeaseSweeper } from '../../control-plane/farm/leases.ts';
import { FarmMetrics } from '../../control-plane/farm/metrics.ts';
import { NodeRegistry } from '../../control-plane/farm/nodes.ts';
import { createServices, type Services } from '../../control-plane/services.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { createInProcessJobQueue, InProcessBroker, mediaQueueName, sceneQueueName } from '../../shared/queue/index.ts';
import { until } from '../support/wait.ts';

const token = 'node-token-for-tests-0123456789';

interface Ctx { services: Services; registry: NodeRegistry; leases: LeaseSweeper; client: RenderFarmClient; address: string; metrics: Registry; reports: FarmReports; close: () => Promise<void> }

function call<Req, Res>(fn: (req: Req, md: grpc.Metadata, cb: (err: grpc.ServiceError | null, res?: Res) => void) => unknown, req: Req, auth = token): Promise<Res> {
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${auth}`);
  return new Promise((resolve, reject) => fn(req, md, (err, res) => (err ? reject(err) : resolve(res!))));
}

/** Reports a finished job of the kind named (CompleteJob): its result, then its bytes in chunks. */
function upload(client: RenderFarmClient, kind: 'scene' | 'assemble' | 'still' | 'probe' | 'analyze', result: object, bytes: Buffer): Promise<{ accepted: boolean; duplicate: boolean }> {
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  return new Promise((resolve, reject) => {
    const stream = client.completeJob(md, (err, res) => (err ? reject(err) : resolve(res!)));
    stream.write({ result: { [kind]: result } });
    for (let i = 0; i < bytes.length; i += 1000) stream.write({ chunk: bytes.subarray(i, i + 1000) });
    stream.end();
  });
}

const test = suite<Ctx>('farm: RenderFarm service');

test.before(async (ctx) => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-farm-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  const queue = createInProcessJobQueue(new InProcessBroker());
  await queue.declare({ name: sceneQueueName, maxDeliveries: 3 });
  await queue.declare({ name: mediaQueueName(sceneQueueName), maxDeliveries: 3 });
  const services = await createServices({ store, queue, queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1', plan })
  const registry = new NodeRegistry(store, { heartbeatIntervalMs: 100, leaseTtlMs: 400 });
  const metrics = new Registry();
  const farmMetrics = new FarmMetrics(metrics, registry, queue, sceneQueueName);
  const silent = { info() {}, warn() {} };
  const kinds = farmJobKinds({ ...services, metrics: farmMetrics, log: silent });
  const reports = new FarmReports({ registry, kinds, blobs: services.blobs, metrics: farmMetrics, log: silent });
  const server = await startFarmServer(farmHandlers({ reports, blobs: services.blobs, nodeToken: token, metrics: farmMetrics }), '127.0.0.1:0');
  const client = new RenderFarmClientCtor(`127.0.0.1:${server.port}`, grpc.credentials.createInsecure());
  const leases = new LeaseSweeper({ registry, kinds });
  Object.assign(ctx, {
    services, registry, leases, client, address: `127.0.0.1:${server.port}`, metrics, reports,
    close: async () => { client.close(); await server.close(); await queue.close(); await store.close(); rmSync(dir, { recursive: true, force: true }); },
  });
});
test.after(async (ctx) => ctx.close?.());

/** One-GOP scenes (a target of one scene keeps the planner from halving them on these short renders). */
const plan = { minFrames: 30, maxFrames: 60, targetScenes: 1 };

/** Records a render of a stored composition with its snapshot and plan, as submitting does, without publishing it. */
async function queueRender(services: Services, orgId: string, stored: StoredComposition) {
  const snapshot = await services.blobs.put(Buffer.from(canonicalJson(stored.document)));
  return services.renders.queue(orgId, {
    projectId: stored.projectId, compositionId: stored.id, compositionVersion: stored.version, compositionHash: snapshot.key, compositionBytes: snapshot.sizeBytes,
    plan: planRender(stored.document as never, plan), assets: [],
  });
}
const capabilities = { hostname: 'n1', slots: 2, version: '0.1.0', gpuModel: '', encoders: [{ codec: 'h264', backend: 'software', available: true, reason: '' }] };

test('a node of another deployment is refused', async ({ client }) => {
  try {
    await call(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities }, 'some-other-deployment-token');
    assert.unreachable('registered with a foreign token');
  } catch (err) {
    assert.is((err as grpc.ServiceError).code, grpc.status.UNAUTHENTICATED);
  }
});

test('a farm that listens before its services are made: a node registers once they are; a start that fails answers UNAVAILABLE', async ({ services, reports }) => {
  let ready!: (deps: FarmServiceDeps) => void;
  let failed!: (err: Error) => void;
  const waiting = await startFarmServer(farmHandlers(new Promise<FarmServiceDeps>((resolve) => { ready = resolve; })), '127.0.0.1:0');
  const failing = await startFarmServer(farmHandlers(new Promise<FarmServiceDeps>((_, reject) => { failed = reject; })), '127.0.0.1:0');
  const early = new RenderFarmClientCtor(`127.0.0.1:${waiting.port}`, grpc.credentials.createInsecure());
  const doomed = new RenderFarmClientCtor(`127.0.0.1:${failing.port}`, grpc.credentials.createInsecure());
  try {
    let settled = false;
    const registering = call<object, { nodeId: string }>(early.register.bind(early), { protocolRevision: farmProtocolRevision, capabilities }).finally(() => { settled = true; });
    await new Promise((r) => setTimeout(r, 300));
    assert.is(settled, false, 'the call waits for the services');
    ready({ reports, blobs: services.blobs, nodeToken: token, metrics: new FarmMetrics(new Registry(), new NodeRegistry(services.store), services.queue, sceneQueueName) });
    const { nodeId } = await registering;
    assert.match(nodeId, /^node_/);
    // Gone again, so the lease tests below see only their own nodes.
    await call(early.deregister.bind(early), { nodeId });
    const refused = call(doomed.register.bind(doomed), { protocolRevision: farmProtocolRevision, capabilities });
    failed(new Error('the store is gone'));
    await refused.then(() => assert.unreachable('registered with a farm whose start failed'), (err: grpc.ServiceError) => {
      assert.is(err.code, grpc.status.UNAVAILABLE);
      assert.match(err.details, /the control plane did not start: the store is gone/);
    });
  } finally {
    early.close();
    doomed.close();
    await waiting.close();
    await failing.close();
  }
});

test('a node of another farm protocol revision is refused with the remedy, and registers nothing', async ({ client, registry }) => {
  const before = (await registry.list()).length;
  for (const protocolRevision of [0, farmProtocolRevision + 1]) {
    const err = await call(client.register.bind(client), { protocolRevision, capabilities }).then(() => null, (e: grpc.ServiceError) => e);
    assert.is(err?.code, grpc.status.FAILED_PRECONDITION);
    assert.match(err!.details, /farm protocol revision .*same framefleet release/);
  }
  assert.is((await registry.list()).length, before);
});

/** FetchBlobs as a node reads it: each blob's bytes by its position in the request. */
function fetchBlobs(client: RenderFarmClient, contentHashes: string[], auth = token): Promise<Buffer[]> {
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${auth}`);
  const parts: Buffer[][] = contentHashes.map(() => []);
  const ended = new Set<number>();
  return new Promise((resolve, reject) => {
    const s = client.fetchBlobs({ contentHashes }, md);
    s.on('data', (p: { index: number; data: Buffer; last: boolean }) => {
      assert.not.ok(ended.has(p.index), `blob ${p.index} goes on after its last part`);
      parts[p.index]!.push(p.data);
      if (p.last) ended.add(p.index);
    });
    // A failed call ends the stream too, after its 'error' (and grpc-js reports the status before
    // the last buffered parts are read): the end of a stream without an error is the whole answer.
    let failed = false;
    s.on('error', (err) => { failed = true; reject(err); });
    s.on('end', () => {
      if (failed) return;
      assert.is(ended.size, new Set(contentHashes.map((_, i) => i)).size, 'every blob ends');
      resolve(parts.map((p) => Buffer.concat(p)));
    });
  });
}

test('FetchBlobs: several blobs in one call, in the order asked (one twice, one empty, one over a chunk); a missing one is NOT_FOUND; a foreign token is refused', async ({ client, services }) => {
  const blobs = [Buffer.alloc(600 * 1024, 7), Buffer.from('segment two'), Buffer.alloc(0)];
  const keys = await Promise.all(blobs.map(async (b) => (await services.blobs.put(b)).key));
  const got = await fetchBlobs(client, [keys[1]!, keys[0]!, keys[2]!, keys[1]!]);
  assert.equal(got.map((b) => b.toString('hex')), [blobs[1]!, blobs[0]!, blobs[2]!, blobs[1]!].map((b) => b.toString('hex')));
  for (const [contentHashes, auth, status] of [[[keys[0]!, 'e'.repeat(64)], token, grpc.status.NOT_FOUND], [[keys[0]!], 'some-other-deployment-token', grpc.status.UNAUTHENTICATED]] as const) {
    try {
      await fetchBlobs(client, [...contentHashes], auth);
      assert.unreachable('fetched');
    } catch (err) {
      assert.is((err as grpc.ServiceError).code, status);
    }
  }
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  const missing = await new Promise<grpc.StatusObject>((resolve) => {
    const s = client.fetchBlob({ contentHash: 'e'.repeat(64) }, md);
    s.on('error', () => {});
    s.on('status', resolve);
  });
  assert.is(missing.code, grpc.status.NOT_FOUND, 'FetchBlob of a missing blob answers at once, not at the deadline');
});

/** A file-like sink that takes its time, so the download stream backs up behind it. */
function slowSink(into: Buffer[]): Writable {
  return new Writable({ highWaterMark: 16 * 1024, write(chunk: Buffer, _enc, cb) { into.push(chunk); setTimeout(cb, 2); } });
}

test("a node's downloads behind a slow disk still get every byte, one blob or a batch", async ({ services, address }) => {
  const farm = new FarmClient(grpcFarmTransport(address), token);
  try {
    const blobs = [randomBytes(3 * 1024 * 1024 + 17), randomBytes(700 * 1024)];
    const keys = await Promise.all(blobs.map(async (b) => (await services.blobs.put(b)).key));
    const one: Buffer[] = [];
    await farm.fetchBlob(keys[0]!, slowSink(one));
    assert.ok(Buffer.concat(one).equals(blobs[0]!), `one blob: ${Buffer.concat(one).length} of ${blobs[0]!.length} bytes`);
    const batch: Buffer[][] = [[], []];
    await farm.fetchBlobs(keys, (i) => slowSink(batch[i]!));
    batch.forEach((got, i) => assert.ok(Buffer.concat(got).equals(blobs[i]!), `batch blob ${i}: ${Buffer.concat(got).length} of ${blobs[i]!.length} bytes`));
  } finally {
    farm.close();
  }
});

test('leases: heartbeats keep a node active; silence marks it lost; it must register again', async ({ client, leases, metrics }) => {
  const reg = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities });
  assert.match(reg.nodeId, /^node_/);
  assert.is(reg.blobsDirect, false, 'a local blob store: nodes need not ask where a blob is');
  assert.is(reg.leaseTtlMs, 400);
  for (let i = 0; i < 3; i++) {
    await new Promise((r) => setTimeout(r, 200));
    const beat = await call<any, any>(client.heartbeat.bind(client), { nodeId: reg.nodeId, inFlight: [], encodeFps: 50 });
    assert.is(beat.known, true);
    assert.is((await leases.sweep()).length, 0, 'a node that beats is not lost');
  }
  await new Promise((r) => setTimeout(r, 600));
  const lost = await leases.sweep();
  assert.equal(lost.map((l) => l.node.id), [reg.nodeId]);
  const text = await metrics.metrics();
  assert.match(text, /framefleet_render_nodes\{status="lost"\} 1/);
  assert.match(text, /^framefleet_queue_delayed 0$/m, 'no job waits out a delay');
  assert.match(text, new RegExp(`framefleet_node_heartbeat_age_seconds\\{node="${reg.nodeId}",hostname="n1"\\} 0\\.[6-9]|1\\.`));
  const late = await call<any, any>(client.heartbeat.bind(client), { nodeId: reg.nodeId, inFlight: [], encodeFps: 0 });
  assert.is(late.known, false, 'a lost node is told to register again');
  const again = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities, nodeId: reg.nodeId });
  assert.is(again.nodeId, reg.nodeId, 'it keeps its identity');
});

test('heartbeats name each job\'s render and org: jobs of ended renders, or ids of another render, are abandoned', async ({ client, services }) => {
  const org = await services.accounts.createOrg({ name: 'beat-org', credits: 100 });
  const composition = { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'rectangle', fill: '#000' }] }] };
  const { project } = await services.projects.create(org.id, { name: 'p', composition });
  const active = await services.projects.activeComposition(org.id, project.id);
  const [live, ended] = [await queueRender(services, org.id, active), await queueRender(services, org.id, active)];
  await services.renders.cancel(org.id, ended.id);
  const reg = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities });
  const job = (renderId: string, jobId = `${renderId}.scene.0`) => ({ jobId, renderId, orgId: org.id });
  const beat = await call<any, any>(client.heartbeat.bind(client), {
    nodeId: reg.nodeId, encodeFps: 0,
    inFlight: [job(live.id), job(ended.id), job(live.id, `${ended.id}.scene.0`), { jobId: `${live.id}.assemble`, renderId: live.id, orgId: 'org_someone_else' }],
  });
  assert.equal(beat.abandonJobIds.sort(), [`${ended.id}.scene.0`, `${ended.id}.scene.0`, `${live.id}.assemble`].sort());
});

test('scenes upload once each, the assemble job goes out behind them, delivery charges once', async ({ client, services }) => {
  const org = await services.accounts.createOrg({ name: 'farm-org', credits: 100 });
  const composition = {
    output: { width: 320, height: 180, fps: 30 },
    tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 2, shape: 'rectangle', fill: '#123456' }, { kind: 'shape', start: 2, duration: 2, shape: 'ellipse', fill: '#abcdef' }] }],
  };
  const { project } = await services.projects.create(org.id, { name: 'p', composition });
  const active = await services.projects.activeComposition(org.id, project.id);
  const queued = await queueRender(services, org.id, active);
  const render = await services.dispatcher.publish(queued);
  assert.is(render.progress.scenesTotal, 2, 'cut at the clip boundary');

  const jobs: ReturnType<typeof decodeJob>[] = [];
  const consumer = await services.queue.consume(sceneQueueName, async (job) => { jobs.push(decodeJob(job.body)); }, { prefetch: 10 });
  await new Promise((r) => setTimeout(r, 50));
  assert.equal(jobs.map((j) => [j.job, j.scene?.startFrame, j.scene?.frameCount]), [['scene', 0, 60], ['scene', 60, 60], ['assemble', undefined, undefined]]);
  const assemble = jobs[2]!;
  assert.equal([assemble.assemble!.segments, assemble.assemble!.sceneCount, assemble.assemble!.totalFrames], [[], 2, 120], 'no segment yet: its node watches for them');
  assert.is((await services.renders.get(org.id, render.id)).assemblyQueued, true);

  const snapshotHash = jobs[0]!.scene!.composition!.contentHash;
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  const chunks: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const s = client.fetchBlob({ contentHash: snapshotHash }, md);
    s.on('data', (c: any) => chunks.push(c.data));
    s.on('end', () => resolve());
    s.on('error', reject);
  });
  assert.equal(JSON.parse(Buffer.concat(chunks).toString()), composition, 'the snapshot is the composition');
  assert.ok(jobs.every((j) => Buffer.from((j.scene ?? j.assemble)!.composition!.inlineBytes).equals(Buffer.concat(chunks))), 'a small snapshot travels inside each job');

  const sceneJobs = jobs.filter((j) => j.job === 'scene');
  for (const [i, job] of sceneJobs.entries()) {
    const segment = Buffer.alloc(5000 + i, i + 1);
    const result = { nodeId: 'n1', jobId: job.jobId, renderId: render.id, orgId: org.id, sceneIndex: i, frameCount: 60, contentHash: createHash('sha256').update(segment).digest('hex'), sizeBytes: segment.length, encoder: 'software/h264', encodeSeconds: 1, renderSeconds: 1 };
    const wrong = await upload(client, 'scene', { ...result, contentHash: 'f'.repeat(64) }, segment);
    assert.is(wrong.accepted, false, 'an upload that does not match its hash is refused');
    assert.equal(await upload(client, 'scene', result, segment), { accepted: true, duplicate: false });
    assert.equal(await upload(client, 'scene', result, segment), { accepted: true, duplicate: true });
  }
  await new Promise((r) => setTimeout(r, 50));
  assert.is(jobs.filter((j) => j.job === 'assemble').length, 1, 'the last scene publishes no second assembly');
  assert.is((await services.renders.get(org.id, render.id)).jobsPublished, true, 'the assembling render\'s job is on the queue');
  const outside = { nodeId: 'n1', jobId: 'x', renderId: render.id, orgId: org.id, sceneIndex: 2, frameCount: 60, contentHash: createHash('sha256').update('z').digest('hex'), sizeBytes: 1, encoder: '', encodeSeconds: 0, renderSeconds: 0 };
  await upload(client, 'scene', outside, Buffer.from('z'));
  const still = await services.renders.get(org.id, render.id);
  assert.equal([still.status, still.progress.scenesCompleted], ['assembling', 2], 'a scene outside the plan does not count');

  const mp4 = Buffer.from('assembled output bytes');
  const output = {
    nodeId: 'n1', jobId: assemble!.jobId, renderId: render.id, orgId: org.id, contentHash: createHash('sha256').update(mp4).digest('hex'), sizeBytes: mp4.length, frameCount: 120, durationSeconds: 4,
    seams: { boundaries: 1, frames: 120, audioSeconds: 4, ok: true },
  };
  assert.equal(await upload(client, 'assemble', output, mp4), { accepted: true, duplicate: false });
  assert.equal(await upload(client, 'assemble', output, mp4), { accepted: true, duplicate: true });
  const done = await services.renders.get(org.id, render.id);
  assert.is(done.status, 'complete');
  assert.equal(done.seams, { checked: true, ok: true, boundaries: 1, frames: 120, audioSec: 4 }, 'the seam check the node reported is recorded with the output');
  const wallet = (await services.accounts.getOrg(org.id))!.wallet;
  assert.equal([wallet.balanceCredits, wallet.availableCredits], [96, 96], '4 s at 320x180: 4 credits, charged once');
  await consumer.close();
});

test('the costliest scenes go out first, the assembly behind them all', async ({ services }) => {
  const org = await services.accounts.createOrg({ name: 'order-org', credits: 100 });
  // Three two-second scenes: a shape; a shape under a text and a second shape; a shape under text.
  const composition = {
    output: { width: 320, height: 180, fps: 30 },
    tracks: [
      { clips: [{ kind: 'shape', start: 0, duration: 6, shape: 'rectangle', fill: '#123456' }] },
      { clips: [{ kind: 'text', start: 2, duration: 4, text: 'later' }] },
      { clips: [{ kind: 'shape', start: 2, duration: 2, shape: 'ellipse', fill: '#abcdef' }] },
    ],
  };
  const { project } = await services.projects.create(org.id, { name: 'p', composition });
  const queued = await queueRender(services, org.id, await services.projects.activeComposition(org.id, project.id));
  assert.equal(queued.plan.map((s) => s.effort), [75, 120, 105], 'efforts stored with the plan');
  const jobs: ReturnType<typeof decodeJob>[] = [];
  const consumer = await services.queue.consume(sceneQueueName, async (job) => { jobs.push(decodeJob(job.body)); }, { prefetch: 10 });
  try {
    await services.dispatcher.publish(queued);
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(jobs.map((j) => j.scene?.sceneIndex ?? j.job), [1, 2, 0, 'assemble']);
  } finally {
    await consumer.close();
  }
});

test('an assembly watches its render\'s scenes: those recorded already, then each as it is recorded, until all are', async ({ client, services, address }) => {
  const org = await services.accounts.createOrg({ name: 'watch-org', credits: 100 });
  const composition = {
    output: { width: 320, height: 180, fps: 30 },
    tracks: [{ clips: [0, 1, 2].map((i) => ({ kind: 'shape', start: i * 2, duration: 2, shape: 'rectangle', fill: `#00000${i}` })) }],
  };
  const { project } = await services.projects.create(org.id, { name: 'p', composition });
  const render = await services.dispatcher.publish(await queueRender(services, org.id, await services.projects.activeComposition(org.id, project.id)));
  assert.is(render.plan.length, 3);
  const consumer = await services.queue.consume(sceneQueueName, () => {}, { prefetch: 10 });
  const segment = (i: number) => Buffer.alloc(3000 + i, 40 + i);
  const record = (i: number) => upload(client, 'scene', {
    nodeId: 'n1', jobId: `${render.id}.scene.${i}`, renderId: render.id, orgId: org.id, sceneIndex: i, frameCount: 60,
    contentHash: createHash('sha256').update(segment(i)).digest('hex'), sizeBytes: segment(i).length, encoder: 'software/h264', encodeSeconds: 1, renderSeconds: 1,
  }, segment(i));
  const farm = new FarmClient(grpcFarmTransport(address), token);
  try {
    await record(2);
    const request = { nodeId: 'n1', jobId: `${render.id}.assemble`, renderId: render.id, orgId: org.id };
    const seen: { sceneIndex: number; contentHash: string; sizeBytes: number; at: number }[] = [];
    const started = Date.now();
    const watching = (async () => {
      for await (const s of farm.watchScenes(request, new AbortController().signal, 10_000)) seen.push({ sceneIndex: s.sceneIndex, contentHash: s.contentHash, sizeBytes: Number(s.sizeBytes), at: Date.now() - started });
    })();
    await until('the scene recorded already', 5000, () => seen.length === 1, 5);
    await record(0);
    await until('scene 0 as it is recorded', 5000, () => seen.length === 2, 5);
    assert.ok(seen[1]!.at < 400, `told within ${seen[1]!.at} ms, without waiting for a poll (every 500 ms)`);
    assert.equal((await record(0)).duplicate, true);
    await record(1);
    await watching;
    assert.equal(seen.map((s) => [s.sceneIndex, s.sizeBytes, s.contentHash]), [2, 0, 1].map((i) => [i, 3000 + i, createHash('sha256').update(segment(i)).digest('hex')]), 'each scene once, and the stream ends with the last');

    // A watch opened once every scene is in gets them all and ends; one of another job, or of an ended render, is NOT_FOUND.
    const all: number[] = [];
    for await (const s of farm.watchScenes(request, new AbortController().signal, 10_000)) all.push(s.sceneIndex);
    assert.equal(all, [0, 1, 2]);
    const refused = async (req: typeof request) => {
      try {
        for await (const _ of farm.watchScenes(req, new AbortController().signal, 10_000)) { /* none */ }
        return null;
      } catch (err) {
        return (err as grpc.ServiceError).code;
      }
    };
    assert.is(await refused({ ...request, jobId: `${render.id}.scene.0` }), grpc.status.NOT_FOUND);
    assert.is(await refused({ ...request, orgId: 'org_someone_else' }), grpc.status.NOT_FOUND, 'another org\'s render is not found');
    const other = await services.dispatcher.publish(await queueRender(services, org.id, await services.projects.activeComposition(org.id, project.id)));
    const pending = refused({ ...request, jobId: `${other.id}.assemble`, renderId: other.id });
    await new Promise((r) => setTimeout(r, 50));
    await services.renders.cancel(org.id, other.id);
    assert.is(await pending, grpc.status.NOT_FOUND, 'a watch ends when its render is cancelled');
  } finally {
    farm.close();
    await consumer.close();
  }
});

test('a job that fails for good ends the render with its code and category, releasing the hold', async ({ client, services }) => {
  const org = await services.accounts.createOrg({ name: 'fail-org', credits: 50 });
  const composition = { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'rectangle', fill: '#000' }] }] };
  const { project } = await services.projects.create(org.id, { name: 'p', composition });
  const active = await services.projects.activeComposition(org.id, project.id);
  const render = await queueRender(services, org.id, active);
  await call(client.failJob.bind(client), { nodeId: 'n1', jobId: `${render.id}.scene.0`, renderId: render.id, orgId: org.id, code: 'asset_unreadable', message: 'cannot decode logo.png', retryable: true, final: false });
  assert.is((await services.renders.get(org.id, render.id)).status, 'queued', 'a retryable failure leaves the render to the queue');
  await call(client.failJob.bind(client), { nodeId: 'n1', jobId: `${render.id}.scene.0`, renderId: render.id, orgId: org.id, code: 'asset_unreadable', message: 'cannot decode logo.png', retryable: true, final: true });
  const failed = await services.renders.get(org.id, render.id);
  assert.is(failed.status, 'error');
  assert.is(failed.errorCode, 'asset_unreadable');
  assert.is(failed.category, 'media');
  assert.is(failed.retryable, true);
  const wallet = (await services.accounts.getOrg(org.id))!.wallet;
  assert.equal([wallet.balanceCredits, wallet.availableCredits], [50, 50]);
});

test('a render is stored with its plan; its jobs are published after, and noted as published', async ({ services }) => {
  const org = await services.accounts.createOrg({ name: 'plan-org', credits: 50 });
  const composition = { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 3, shape: 'rectangle', fill: '#000' }] }] };
  const { project } = await services.projects.create(org.id, { name: 'p', composition });
  const active = await services.projects.activeComposition(org.id, project.id);
  const render = await queueRender(services, org.id, active);
  assert.equal([render.progress.scenesTotal, render.plan.length, render.jobsPublished], [2, 2, false], 'the plan is in the first write');
  const totalsAtPublish: number[] = [];
  const watching = { ...services.queue, publish: async (...args: Parameters<typeof services.queue.publish>) => {
    totalsAtPublish.push((await services.renders.get(org.id, render.id)).progress.scenesTotal);
    return services.queue.publish(...args);
  } };
  const dispatcher = farmPublisher({ queue: watching as typeof services.queue, queueNames: { scene: sceneQueueName, media: services.mediaQueueName }, blobs: services.blobs, renders: services.renders });
  const published = await dispatcher.publish(render);
  assert.equal(totalsAtPublish, [2, 2, 2], 'two scenes and the assembly');
  assert.equal([published.jobsPublished, published.assemblyQueued], [true, true]);
  const drained = await services.queue.consume(sceneQueueName, () => {}, { prefetch: 10 });
  await new Promise((r) => setTimeout(r, 50));
  await drained.close();
});

test('a job that uses up its deliveries ends its render through the dead-letter queue', async ({ services, reports }) => {
  const org = await services.accounts.createOrg({ name: 'dead-org', credits: 50 });
  const composition = { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'rectangle', fill: '#000' }] }] };
  const { project } = await services.projects.create(org.id, { name: 'p', composition });
  const active = await services.projects.activeComposition(org.id, project.id);
  const queued = await queueRender(services, org.id, active);
  await services.dispatcher.publish(queued);
  let deliveries = 0;
  // The scene fails at every delivery; its assembly (out with it) is taken and left waiting.
  const consumer = await services.queue.consume(sceneQueueName, (job) => {
    if (decodeJob(job.body).job !== 'scene') return;
    deliveries++;
    throw new Error('encoder exploded');
  }, { prefetch: 1 });
  const deadline = Date.now() + 5000;
  while ((await services.queue.deadLetters(sceneQueueName)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await consumer.close();
  assert.is(deliveries, 3);
  const ended = await settleDeadLetters(services.queue, [sceneQueueName], reports);
  assert.equal(ended.map((e) => [e.jobId, e.kind, e.reason]), [[`${queued.id}.scene.0`, 'scene', 'failed']]);
  const render = await services.renders.get(org.id, queued.id);
  assert.is(render.status, 'error');
  assert.is(render.errorCode, 'job_exhausted');
  assert.match(render.error ?? '', /encoder exploded/);
  assert.is(render.retryable, true);
  assert.equal(await settleDeadLetters(services.queue, [sceneQueueName], reports), [], 'each dead letter is handled once');
  const wallet = (await services.accounts.getOrg(org.id))!.wallet;
  assert.is(wallet.availableCredits, 50, 'the hold was released');
});

test('a lost node\'s jobs go back on the queue under their ids; copies meet by id; its late result changes nothing', async ({ client, services, leases, reports }) => {
  const org = await services.accounts.createOrg({ name: 'lost-org', credits: 100 });
  const composition = {
    output: { width: 320, height: 180, fps: 30 },
    tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 2, shape: 'rectangle', fill: '#123456' }, { kind: 'shape', start: 2, duration: 2, shape: 'ellipse', fill: '#abcdef' }] }],
  };
  const { project } = await services.projects.create(org.id, { name: 'p', composition });
  const render = await services.dispatcher.publish(await queueRender(services, org.id, await services.projects.activeComposition(org.id, project.id)));
  const jobs: ReturnType<typeof decodeJob>[] = [];
  const consumer = await services.queue.consume(sceneQueueName, async (job) => { jobs.push(decodeJob(job.body)); }, { prefetch: 10 });
  try {
    await new Promise((r) => setTimeout(r, 50));
    const originals = [...jobs];
    assert.equal(originals.map((j) => j.jobId), [`${render.id}.scene.0`, `${render.id}.scene.1`, `${render.id}.assemble`]);
    const ref = (j: ReturnType<typeof decodeJob>) => ({ jobId: j.jobId, renderId: j.renderId, orgId: j.orgId });

    // Node A takes both scenes and freezes; node B keeps beating.
    const a = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities });
    const b = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities: { ...capabilities, hostname: 'n2' } });
    await call<any, any>(client.heartbeat.bind(client), { nodeId: a.nodeId, inFlight: originals.map(ref), encodeFps: 0 });
    await leases.sweep();
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 150));
      await call<any, any>(client.heartbeat.bind(client), { nodeId: b.nodeId, inFlight: [], encodeFps: 0 });
    }
    const lost = await leases.sweep();
    assert.equal(lost.filter((l) => l.node.id === a.nodeId || l.node.id === b.nodeId).map((l) => [l.node.id, l.moved]), [[a.nodeId, originals.map((j) => j.jobId)]]);
    await new Promise((r) => setTimeout(r, 50));
    // (Nodes of earlier tests lapsed too: their jobs are not this render's.)
    const copies = jobs.filter((j) => j.renderId === render.id).slice(originals.length);
    assert.equal(copies.map((j) => ({ ...j, enqueuedAtMs: 0 })), originals.map((j) => ({ ...j, enqueuedAtMs: 0 })), 'the same jobs, ids and all');

    // B does scene 0 first; a copy of a recorded scene is dropped by whoever holds it.
    const upload0 = (nodeId: string, bytes: Buffer) => upload(client, 'scene', {
      nodeId, jobId: copies[0]!.jobId, renderId: render.id, orgId: org.id, sceneIndex: 0, frameCount: 60,
      contentHash: createHash('sha256').update(bytes).digest('hex'), sizeBytes: bytes.length, encoder: 'software/h264', encodeSeconds: 1, renderSeconds: 1,
    }, bytes);
    const fromB = Buffer.alloc(4000, 7);
    assert.equal(await upload0(b.nodeId, fromB), { accepted: true, duplicate: false });
    const beat = await call<any, any>(client.heartbeat.bind(client), { nodeId: b.nodeId, inFlight: copies.map(ref), encodeFps: 0 });
    assert.equal(beat.abandonJobIds, [copies[0]!.jobId], 'scene 0 is done; scene 1 and the assembly waiting for it are still wanted');

    // A wakes up: told to register again, keeps its id, starts afresh; its late result is a duplicate.
    assert.is((await call<any, any>(client.heartbeat.bind(client), { nodeId: a.nodeId, inFlight: originals.map(ref), encodeFps: 0 })).known, false);
    const again = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities, nodeId: a.nodeId });
    assert.is(again.nodeId, a.nodeId);
    const rejoined = (await services.store.systemCollection<{ status: string; inFlight: unknown[] }>({ name: 'render_nodes', idPrefix: 'node' }).get(a.nodeId))!;
    assert.equal([rejoined.status, rejoined.inFlight], ['active', []]);
    assert.equal(await upload0(a.nodeId, Buffer.alloc(4000, 9)), { accepted: true, duplicate: true });
    const afterLate = await services.renders.get(org.id, render.id);
    assert.equal([afterLate.scenes['0']!.segmentHash, afterLate.scenes['0']!.nodeId, afterLate.progress.scenesCompleted],
      [createHash('sha256').update(fromB).digest('hex'), b.nodeId, 1], 'the recorded segment stays the first one');

    // A copy of a recorded scene giving up (A failing for good on it) gives nothing up.
    await call(client.failJob.bind(client), { nodeId: a.nodeId, jobId: originals[0]!.jobId, renderId: render.id, orgId: org.id, code: 'render_failed', message: 'late and broken', retryable: true, final: true });
    assert.is(await reports.jobGivenUp({ jobId: originals[0]!.jobId, orgId: org.id, code: 'job_exhausted', message: 'dead-lettered', details: {}, retryable: true }), 'scene');
    assert.is((await services.renders.get(org.id, render.id)).status, 'rendering');

    // The assembly is out already (and its copy, from A): the last scene publishes none, however often it is reported.
    const bytes1 = Buffer.alloc(4000, 8);
    const result1 = { nodeId: b.nodeId, jobId: copies[1]!.jobId, renderId: render.id, orgId: org.id, sceneIndex: 1, frameCount: 60, contentHash: createHash('sha256').update(bytes1).digest('hex'), sizeBytes: bytes1.length, encoder: 'software/h264', encodeSeconds: 1, renderSeconds: 1 };
    assert.equal(await upload(client, 'scene', result1, bytes1), { accepted: true, duplicate: false });
    assert.equal(await upload(client, 'scene', result1, bytes1), { accepted: true, duplicate: true });
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(jobs.filter((j) => j.job === 'assemble').map((j) => j.jobId), [`${render.id}.assemble`, `${render.id}.assemble`]);
    const assembling = await services.renders.get(org.id, render.id);
    assert.equal([assembling.status, assembling.jobsPublished], ['assembling', true], 'the assembly is noted as published');
  } finally {
    await consumer.close();
  }
});

test('a lost node\'s probe or analysis goes back on the media queue while its item still waits for it', async ({ client, services, leases }) => {
  const org = await services.accounts.createOrg({ name: 'probe-org', credits: 0 });
  const item = (status: 'processing' | 'ready', name: string) => services.media.items.forOrg(org.id).insert({
    name, status, source: 'upload', sourceUrl: null, sizeBytes: 10, contentHash: createHash('sha256').update(name).digest('hex'), thumbnailKey: null, error: null,
    kind: null, mimeType: null, durationSec: null, width: null, height: null, hasAudio: false,
  });
  const waiting = await item('processing', 'waiting.wav');
  const probed = await item('ready', 'probed.wav');
  // Ready sounds: one still waiting for its analysis, one analysed.
  const analysing = await item('ready', 'analysing.wav');
  const analysed = await item('ready', 'analysed.wav');
  for (const [m, analysis] of [[analysing, 'pending'], [analysed, 'done']] as const) {
    await services.media.items.forOrg(org.id).update(m.id, { set: { kind: 'audio', durationSec: 4, hasAudio: true, analysis } });
  }
  const jobs: ReturnType<typeof decodeJob>[] = [];
  const consumer = await services.queue.consume(services.mediaQueueName, async (job) => { jobs.push(decodeJob(job.body)); }, { prefetch: 10 });
  try {
    const node = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities });
    const held = [...[waiting, probed].map((m) => `${m.id}.probe`), ...[analysing, analysed].map((m) => `${m.id}.analyze`)].map((jobId) => ({ jobId, renderId: '', orgId: org.id }));
    await call<any, any>(client.heartbeat.bind(client), { nodeId: node.nodeId, inFlight: held, encodeFps: 0 });
    await leases.sweep();
    await new Promise((r) => setTimeout(r, 600));
    const lost = (await leases.sweep()).find((l) => l.node.id === node.nodeId);
    assert.equal(lost?.moved, [`${waiting.id}.probe`, `${analysing.id}.analyze`], 'only the work an item still waits for');
    await new Promise((r) => setTimeout(r, 50));
    assert.equal(jobs.map((j) => [j.jobId, j.job, (j.probe ?? j.analyze)?.mediaId, (j.probe ?? j.analyze)?.media?.contentHash]), [
      [`${waiting.id}.probe`, 'probe', waiting.id, waiting.contentHash], [`${analysing.id}.analyze`, 'analyze', analysing.id, analysing.contentHash],
    ]);
    assert.equal([jobs[1]!.analyze!.kind, jobs[1]!.analyze!.durationSeconds, jobs[1]!.analyze!.hasAudio], ['audio', 4, true]);
  } finally {
    await consumer.close();
  }
});

test('a probe makes a video ready at once and publishes its analysis; the analysis is recorded once; one given up leaves the item ready', async ({ client, services, reports }) => {
  const org = await services.accounts.createOrg({ name: 'analysis-org', credits: 0 });
  const item = (name: string) => services.media.items.forOrg(org.id).insert({
    name, status: 'processing', source: 'upload', sourceUrl: null, sizeBytes: 10, contentHash: createHash('sha256').update(name).digest('hex'), thumbnailKey: null, error: null,
    kind: null, mimeType: null, durationSec: null, width: null, height: null, hasAudio: false,
  });
  const [video, picture, lost] = [await item('talk.mp4'), await item('poster.png'), await item('lost.mp4')];
  const jobs: ReturnType<typeof decodeJob>[] = [];
  const consumer = await services.queue.consume(services.mediaQueueName, async (job) => { jobs.push(decodeJob(job.body)); }, { prefetch: 10 });
  try {
    const probe = (m: typeof video, kind: string) => upload(client, 'probe', {
      nodeId: 'node_x', jobId: `${m.id}.probe`, orgId: org.id, mediaId: m.id, thumbnailHash: '', thumbnailBytes: 0,
      facts: { kind, mimeType: kind === 'video' ? 'video/mp4' : 'image/png', durationSeconds: kind === 'video' ? 12.5 : 0, width: 640, height: 360, hasAudio: kind === 'video' },
    }, Buffer.alloc(0));
    for (const [m, kind] of [[video, 'video'], [picture, 'image'], [lost, 'video']] as const) assert.equal(await probe(m, kind), { accepted: true, duplicate: false });
    const ready = await services.media.get(org.id, video.id);
    assert.equal([ready.status, ready.analysis, ready.signals ?? null], ['ready', 'pending', null], 'ready before anything is measured');
    assert.is((await services.media.get(org.id, picture.id)).analysis, null, 'a picture has nothing to analyse');
    await until('the analyze jobs', 5000, () => jobs.length >= 2);
    assert.equal(jobs.map((j) => [j.jobId, j.analyze?.kind, j.analyze?.durationSeconds, j.analyze?.hasAudio, j.analyze?.media?.contentHash]), [
      [`${video.id}.analyze`, 'video', 12.5, true, video.contentHash], [`${lost.id}.analyze`, 'video', 12.5, true, lost.contentHash],
    ]);

    const analysis = { nodeId: 'node_x', jobId: `${video.id}.analyze`, orgId: org.id, mediaId: video.id, signals: { stepSeconds: 1, loudnessDb: [-20, -18.5], shotChanges: [1.25] } };
    assert.equal(await upload(client, 'analyze', analysis, Buffer.alloc(0)), { accepted: true, duplicate: false });
    assert.equal(await upload(client, 'analyze', analysis, Buffer.alloc(0)), { accepted: true, duplicate: true }, 'a repeated report changes nothing');
    const analysed = await services.media.get(org.id, video.id);
    assert.equal([analysed.analysis, analysed.signals, analysed.audio], ['done', { stepSec: 1, loudnessDb: [-20, -18.5], shotChanges: [1.25] }, null]);
    const malformed = await upload(client, 'analyze', { ...analysis, audio: { envelopeClass: 'loud', durationSeconds: 1 } }, Buffer.alloc(0)).catch((err: grpc.ServiceError) => err);
    assert.is((malformed as grpc.ServiceError).code, grpc.status.INVALID_ARGUMENT);

    await reports.jobGivenUp({ jobId: `${lost.id}.analyze`, orgId: org.id, code: 'render_failed', message: 'ffmpeg crashed', details: {}, retryable: true });
    const gaveUp = await services.media.get(org.id, lost.id);
    assert.equal([gaveUp.status, gaveUp.analysis], ['ready', 'failed']);
  } finally {
    await consumer.close();
  }
});

/** A project whose active composition is 2 s of one shape, and a charged still capture of it. */
async function stillCapture(services: Services, orgName: string, timestamps: number[]) {
  const org = await services.accounts.createOrg({ name: orgName, credits: 10 });
  const composition = { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 2, shape: 'rectangle', fill: '#336699' }] }] };
  const { project } = await services.projects.create(org.id, { name: 'p', composition });
  const { captureId, job } = await services.stills.capture(org.id, await services.stills.targetOf(org.id, project.id), { timestamps, charge: true });
  return { orgId: org.id, captureId, job };
}

test('a still job: a lost node\'s copy goes back on the media queue under its id; each image counts once; the last one charges once', async ({ client, services, leases }) => {
  const jobs: ReturnType<typeof decodeJob>[] = [];
  const consumer = await services.queue.consume(services.mediaQueueName, async (job) => { jobs.push(decodeJob(job.body)); }, { prefetch: 10 });
  try {
    const { orgId, captureId, job } = await stillCapture(services, 'still-lost-org', [0.5, 1.5]);
    await new Promise((r) => setTimeout(r, 50));
    const [original] = jobs.filter((j) => j.still?.captureId === captureId);
    assert.equal([original?.jobId, original?.still?.frames, original?.still?.format, original?.still?.width, original?.still?.height], [`${captureId}.still`, [15, 45], 'png', 320, 180]);

    const lostNode = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities });
    await call<any, any>(client.heartbeat.bind(client), { nodeId: lostNode.nodeId, inFlight: [{ jobId: original!.jobId, renderId: '', orgId }], encodeFps: 0 });
    await leases.sweep();
    await new Promise((r) => setTimeout(r, 600));
    const lost = (await leases.sweep()).find((l) => l.node.id === lostNode.nodeId);
    assert.equal(lost?.moved, [original!.jobId]);
    await new Promise((r) => setTimeout(r, 50));
    const copies = jobs.filter((j) => j.still?.captureId === captureId);
    assert.equal(copies.map((j) => ({ ...j, enqueuedAtMs: 0, traceContext: {} })), [original, original].map((j) => ({ ...j!, enqueuedAtMs: 0, traceContext: {} })), 'the same job again');

    const image = (index: number, frame: number, bytes: Buffer) => upload(client, 'still', {
      nodeId: lostNode.nodeId, jobId: original!.jobId, orgId, captureId, index, frame, contentHash: createHash('sha256').update(bytes).digest('hex'),
      sizeBytes: bytes.length, width: 320, height: 180, mediaType: 'image/png',
    }, bytes);
    const first = Buffer.alloc(3000, 1);
    assert.equal(await image(0, 15, first), { accepted: true, duplicate: false });
    assert.equal(await image(0, 15, Buffer.alloc(3000, 2)), { accepted: true, duplicate: true }, 'a second copy of an image changes nothing');
    assert.is((await services.jobs.get(orgId, job.id)).status, 'running');
    await image(1, 30, Buffer.alloc(3000, 3)).then(() => assert.unreachable('a frame the capture did not ask for was accepted'), (err: grpc.ServiceError) => assert.is(err.code, grpc.status.INVALID_ARGUMENT));
    assert.equal(await image(1, 45, Buffer.alloc(3000, 4)), { accepted: true, duplicate: false });
    assert.equal(await image(1, 45, Buffer.alloc(3000, 4)), { accepted: true, duplicate: true });
    const done = await services.jobs.get(orgId, job.id);
    assert.is(done.status, 'succeeded');
    assert.equal((done.result as { stills: { atSec: number; blobKey: string }[] }).stills.map((s) => [s.atSec, s.blobKey]), [[0.5, createHash('sha256').update(first).digest('hex')], [1.5, createHash('sha256').update(Buffer.alloc(3000, 4)).digest('hex')]]);
    const wallet = (await services.accounts.getOrg(orgId))!.wallet;
    assert.equal([wallet.balanceCredits, wallet.availableCredits], [8, 8]);

    // Once the capture has ended, a lost node's copy is not queued again.
    const again = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities, nodeId: lostNode.nodeId });
    await call<any, any>(client.heartbeat.bind(client), { nodeId: again.nodeId, inFlight: [{ jobId: original!.jobId, renderId: '', orgId }], encodeFps: 0 });
    await new Promise((r) => setTimeout(r, 600));
    assert.equal((await leases.sweep()).find((l) => l.node.id === lostNode.nodeId)?.moved, []);
  } finally {
    await consumer.close();
  }
});

test('after a restart, running captures are queued again: all with an in-process queue, the unpublished ones with a durable broker', async ({ services }) => {
  const jobs: ReturnType<typeof decodeJob>[] = [];
  const consumer = await services.queue.consume(services.mediaQueueName, async (job) => { jobs.push(decodeJob(job.body)); }, { prefetch: 10 });
  try {
    const published = await stillCapture(services, 'still-recover-org', [0.5]);
    const unpublished = await stillCapture(services, 'still-recover-org-2', [1]);
    await services.stills.captures.forOrg(unpublished.orgId).update(unpublished.captureId, { set: { published: false } });
    await new Promise((r) => setTimeout(r, 50));
    jobs.length = 0;
    const running = (await services.stills.captures.scanAllOrgs({ where: { status: 'running' }, limit: 100 })).items.length;
    assert.is(await services.stills.recover({ republish: false }), 1);
    assert.is(await services.stills.recover({ republish: true }), running);
    await new Promise((r) => setTimeout(r, 50));
    const ids = jobs.map((j) => j.jobId);
    assert.equal(ids.filter((id) => id === `${unpublished.captureId}.still`).length, 2);
    assert.equal(ids.filter((id) => id === `${published.captureId}.still`).length, 1);
    assert.is((await services.stills.get(unpublished.orgId, unpublished.captureId)).published, true);
  } finally {
    await consumer.close();
  }
});

test('a still job that uses up its deliveries fails its capture through the dead-letter queue, releasing the hold', async ({ services, reports }) => {
  const { orgId, captureId, job } = await stillCapture(services, 'still-dead-org', [1]);
  assert.is((await services.accounts.getOrg(orgId))!.wallet.availableCredits, 8);
  const consumer = await services.queue.consume(services.mediaQueueName, (delivery) => {
    if (decodeJob(delivery.body).still?.captureId === captureId) throw new Error('renderer crashed');
  }, { prefetch: 1 });
  const deadline = Date.now() + 5000;
  while ((await services.queue.deadLetters(services.mediaQueueName)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await consumer.close();
  const ended = await settleDeadLetters(services.queue, [services.mediaQueueName], reports);
  assert.equal(ended.map((e) => [e.jobId, e.kind, e.reason]), [[`${captureId}.still`, 'still', 'failed']]);
  const failed = await services.jobs.get(orgId, job.id);
  assert.equal([failed.status, failed.error?.code], ['failed', 'job_exhausted']);
  assert.match(failed.error?.message ?? '', /renderer crashed/);
  const wallet = (await services.accounts.getOrg(orgId))!.wallet;
  assert.equal([wallet.balanceCredits, wallet.availableCredits, wallet.charges], [10, 10, {}]);
});

test.run();
