/**
 * Fact jobs through the farm's own paths, without a render node: the job is published on the scene
 * queue under a stable id; a lost node's copy goes back there while the fact is pending; heartbeats
 * abandon copies of a delivered fact; a result is recorded once; a job that uses up its deliveries
 * fails the fact, releases its hold and lets it be bought again.
 */
import * as grpc from '@grpc/grpc-js';
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { Registry } from 'prom-client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeJob, farmProtocolRevision, type RenderFarmClient } from '../../proto/index.ts';
import { RenderFarmClientCtor } from '../../proto/grpc.ts';
import { settleDeadLetters } from '../../control-plane/farm/dead-letters.ts';
import { farmHandlers } from '../../control-plane/farm/farm-service.ts';
import { startFarmServer } from '../../control-plane/farm/grpc-server.ts';
import { LeaseSweeper } from '../../control-plane/farm/leases.ts';
import { FarmMetrics } from '../../control-plane/farm/metrics.ts';
import { NodeRegistry } from '../../control-plane/farm/nodes.ts';
import { farmJobKinds } from '../../control-plane/farm/kinds/index.ts';
import { FarmReports } from '../../control-plane/farm/reports.ts';
import { createServices, type Services } from '../../control-plane/services.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { createInProcessJobQueue, InProcessBroker, mediaQueueName, sceneQueueName } from '../../shared/queue/index.ts';
import { startTestFarm } from '../support/farm.ts';

const token = 'node-token-for-tests-0123456789';

interface Ctx { services: Services; leases: LeaseSweeper; reports: FarmReports; client: RenderFarmClient; clip: Buffer; close: () => Promise<void> }

const test = suite<Ctx>('farm: fact jobs');

test.before(async (ctx) => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-fact-jobs-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  const broker = new InProcessBroker();
  const queue = createInProcessJobQueue(broker);
  await queue.declare({ name: sceneQueueName, maxDeliveries: 2 });
  await queue.declare({ name: mediaQueueName(sceneQueueName), maxDeliveries: 2 });
  const services = await createServices({ store, queue, queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1' });
  const registry = new NodeRegistry(store, { heartbeatIntervalMs: 100, leaseTtlMs: 400 });
  const metrics = new FarmMetrics(new Registry(), registry, queue, sceneQueueName);
  const log = { info() {}, warn() {} };
  const kinds = farmJobKinds({ ...services, metrics, log });
  const reports = new FarmReports({ registry, kinds, blobs: services.blobs, metrics, log });
  const server = await startFarmServer(farmHandlers({ reports, blobs: services.blobs, nodeToken: token, metrics }), '127.0.0.1:0');
  // A node for the uploads' probes only: fact jobs stay on the scene queue for the tests to take.
  const prober = await startTestFarm(services, { queue: createInProcessJobQueue(broker), sceneJobs: false, dataDir: join(dir, 'node') });
  const client = new RenderFarmClientCtor(`127.0.0.1:${server.port}`, grpc.credentials.createInsecure());
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=25:duration=2', '-pix_fmt', 'yuv420p', join(dir, 'clip.mp4')]);
  Object.assign(ctx, {
    services, reports, client, clip: readFileSync(join(dir, 'clip.mp4')),
    leases: new LeaseSweeper({ registry, kinds }),
    close: async () => { client.close(); await prober.close(); await server.close(); await queue.close(); await store.close(); rmSync(dir, { recursive: true, force: true }); },
  });
});
test.after(async (ctx) => ctx.close?.());

function call<Req, Res>(fn: (req: Req, md: grpc.Metadata, cb: (err: grpc.ServiceError | null, res?: Res) => void) => unknown, req: Req): Promise<Res> {
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  return new Promise((resolve, reject) => fn(req, md, (err, res) => (err ? reject(err) : resolve(res!))));
}

function completeFact(client: RenderFarmClient, result: object, bytes: Buffer): Promise<{ accepted: boolean; duplicate: boolean }> {
  const md = new grpc.Metadata();
  md.set('authorization', `Bearer ${token}`);
  return new Promise((resolve, reject) => {
    const stream = client.completeJob(md, (err, res) => (err ? reject(err) : resolve(res!)));
    stream.write({ result: { fact: result } });
    stream.write({ chunk: bytes });
    stream.end();
  });
}

async function boughtMatte(services: Services, clip: Buffer, orgName: string) {
  const org = await services.accounts.createOrg({ name: orgName, credits: 10 });
  const item = await services.media.upload(org.id, { name: 'clip.mp4', body: Readable.from([clip]) });
  assert.is(item.status, 'ready');
  const { fact } = await services.facts.request(org.id, item.id, { kind: 'matte', window: { startSec: 0, endSec: 1 } });
  return { orgId: org.id, fact };
}

const capabilities = { encoders: [], gpuModel: '', slots: 1, version: 'test', hostname: 'h' };

test('a lost node\'s fact job goes back on the scene queue under its id; a result counts once; copies of a delivered fact are abandoned', async ({ services, leases, client, clip }) => {
  const jobs: ReturnType<typeof decodeJob>[] = [];
  const consumer = await services.queue.consume(services.queueName, async (job) => { jobs.push(decodeJob(job.body)); }, { prefetch: 10 });
  try {
    const { orgId, fact } = await boughtMatte(services, clip, 'fact-lost-org');
    await new Promise((r) => setTimeout(r, 50));
    const [original] = jobs.filter((j) => j.fact?.factId === fact.id);
    assert.equal([original?.jobId, original?.fact?.kind, original?.fact?.startSec, original?.fact?.endSec, original?.fact?.media?.contentHash], [`${fact.id}.fact`, 'matte', 0, 1, fact.contentHash]);

    const lost = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities });
    await call<any, any>(client.heartbeat.bind(client), { nodeId: lost.nodeId, inFlight: [{ jobId: original!.jobId, renderId: '', orgId }], encodeFps: 0 });
    await leases.sweep();
    await new Promise((r) => setTimeout(r, 600));
    assert.equal((await leases.sweep()).find((l) => l.node.id === lost.nodeId)?.moved, [original!.jobId]);
    await new Promise((r) => setTimeout(r, 50));
    assert.is(jobs.filter((j) => j.fact?.factId === fact.id).length, 2, 'the same job again');

    const bytes = Buffer.from('a matte, as far as this test goes');
    const result = {
      nodeId: lost.nodeId, jobId: original!.jobId, orgId, factId: fact.id, contentHash: createHash('sha256').update(bytes).digest('hex'), sizeBytes: bytes.length,
      mediaType: 'video/x-matroska', frames: 25, width: 160, height: 90, fpsNum: 25, fpsDen: 1, startSec: 0, endSec: 1, presenceFraction: 0.9,
    };
    assert.equal(await completeFact(client, result, bytes), { accepted: true, duplicate: false });
    assert.equal(await completeFact(client, result, bytes), { accepted: true, duplicate: true }, 'a second report changes nothing');
    await completeFact(client, { ...result, jobId: `${fact.id}x.fact` }, bytes).then(() => assert.unreachable('another fact\'s job id was accepted'), (err: grpc.ServiceError) => assert.is(err.code, grpc.status.INVALID_ARGUMENT));
    const wallet = (await services.accounts.getOrg(orgId))!.wallet;
    assert.equal([wallet.balanceCredits, wallet.availableCredits], [9, 9], 'one credit, charged once');
    assert.equal((await services.jobs.get(orgId, fact.jobId)).status, 'succeeded');

    const again = await call<any, any>(client.register.bind(client), { protocolRevision: farmProtocolRevision, capabilities });
    const beat = await call<any, any>(client.heartbeat.bind(client), { nodeId: again.nodeId, inFlight: [{ jobId: original!.jobId, renderId: '', orgId }], encodeFps: 0 });
    assert.equal(beat.abandonJobIds, [original!.jobId], 'a copy of a delivered fact is dropped');
    await new Promise((r) => setTimeout(r, 600));
    assert.equal((await leases.sweep()).find((l) => l.node.id === again.nodeId)?.moved, [], 'and not queued again');
  } finally {
    await consumer.close();
  }
});

test('a fact job that uses up its deliveries fails the fact through the dead-letter queue, releasing the hold; it can be bought again', async ({ services, reports, clip }) => {
  const { orgId, fact } = await boughtMatte(services, clip, 'fact-dead-org');
  assert.is((await services.accounts.getOrg(orgId))!.wallet.availableCredits, 9);
  const consumer = await services.queue.consume(services.queueName, (delivery) => {
    if (decodeJob(delivery.body).fact?.factId === fact.id) throw new Error('matting crashed');
  }, { prefetch: 1 });
  const deadline = Date.now() + 10_000;
  while ((await services.queue.deadLetters(services.queueName)).length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 20));
  await consumer.close();
  const ended = await settleDeadLetters(services.queue, [services.queueName], reports);
  assert.equal(ended.map((e) => [e.jobId, e.kind, e.reason]), [[`${fact.id}.fact`, 'fact', 'failed']]);
  const failed = await services.facts.get(orgId, fact.id);
  assert.equal([failed.status, failed.error?.code, failed.charge], ['failed', 'job_exhausted', null]);
  assert.equal([(await services.jobs.get(orgId, fact.jobId)).status], ['failed']);
  const wallet = (await services.accounts.getOrg(orgId))!.wallet;
  assert.equal([wallet.balanceCredits, wallet.availableCredits, wallet.charges], [10, 10, {}], 'a job that never lands is never billed');
  const retry = await services.facts.request(orgId, fact.mediaId, { kind: 'matte', window: { startSec: 0, endSec: 1 } });
  assert.equal([retry.alreadyExisted, retry.fact.id !== fact.id, retry.fact.status], [false, true, 'pending']);
});

test.run();
