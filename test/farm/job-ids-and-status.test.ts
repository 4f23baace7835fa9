/**
 * The farm's small contracts: every job-id format parses back to what it names (and nothing else
 * parses), and domain errors reach nodes as gRPC codes that say whether to retry.
 */
import * as grpc from '@grpc/grpc-js';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toGrpcError } from '../../control-plane/farm/farm-service.ts';
import { type FarmJobKinds, findJob, type JobKindName } from '../../control-plane/farm/job-kind.ts';
import { farmJobKinds } from '../../control-plane/farm/kinds/index.ts';
import { FarmMetrics } from '../../control-plane/farm/metrics.ts';
import { NodeRegistry } from '../../control-plane/farm/nodes.ts';
import { createServices } from '../../control-plane/services.ts';
import { SqliteStore, StoreError } from '../../control-plane/store/index.ts';
import { AppError } from '../../shared/errors.ts';
import { createInProcessJobQueue, InProcessBroker, QueueUnavailableError, sceneQueueName } from '../../shared/queue/index.ts';

const ids = suite<{ kinds: FarmJobKinds; close: () => Promise<void> }>('farm: job ids');

ids.before(async (ctx) => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-job-ids-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  const queue = createInProcessJobQueue(new InProcessBroker());
  const services = await createServices({ store, queue, queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1', preloadSoundPack: false });
  const metrics = new FarmMetrics(new Registry(), new NodeRegistry(store), queue, sceneQueueName);
  ctx.kinds = farmJobKinds({ ...services, metrics, log: { info() {}, warn() {} } });
  ctx.close = async () => { await queue.close(); await store.close(); rmSync(dir, { recursive: true, force: true }); };
});
ids.after(async (ctx) => ctx.close?.());

/** One id of every kind, as the farm has always written them, and what it names. */
const examples: { [K in JobKindName]: [string, object] } = {
  scene: ['rnd_01JABC.scene.417', { renderId: 'rnd_01JABC', sceneIndex: 417 }],
  assemble: ['rnd_01JABC.assemble', { renderId: 'rnd_01JABC' }],
  probe: ['med_01JABC.probe', { mediaId: 'med_01JABC' }],
  analyze: ['med_01JABC.analyze', { mediaId: 'med_01JABC' }],
  extractAudio: ['med_01JABC.extract-audio.att_01JABC', { mediaId: 'med_01JABC', attemptId: 'att_01JABC' }],
  still: ['stl_01JABC.still', { captureId: 'stl_01JABC' }],
  fact: ['fct_01JABC.fact', { factId: 'fct_01JABC' }],
  componentPreview: ['cpv_01JABC.component-preview', { previewId: 'cpv_01JABC' }],
  verify: ['vrf_01JABC.verify', { verificationId: 'vrf_01JABC' }],
};

ids('each format parses back to what it names, and only under its own kind', ({ kinds }) => {
  for (const kind of Object.values(kinds)) {
    const [jobId, ref] = examples[kind.name];
    assert.equal(kind.parse(jobId), ref, jobId);
    assert.is(kind.jobId(kind.parse(jobId)!), jobId, jobId);
    assert.is(findJob(kinds, jobId)?.kind.name, kind.name, jobId);
  }
  assert.equal(kinds.scene.parse(kinds.scene.jobId({ renderId: 'rnd_01JABC', sceneIndex: 0 })), { renderId: 'rnd_01JABC', sceneIndex: 0 });
});

ids('anything else is not a farm job', ({ kinds }) => {
  for (const id of ['', 'rnd_1', 'rnd_1.scene.', 'rnd_1.scene.-1', 'rnd_1.scene.1.2', 'rnd_1.assembly', '../rnd_1.assemble', 'rnd_1.scene.x', 'stl_1.still.0', 'stl_1.stills']) {
    assert.is(findJob(kinds, id), null, id);
  }
});

ids.run();

const status = suite('farm: gRPC status of domain errors');

status('outages and races say "try again"; bad input and missing things say what they are; bugs are INTERNAL', () => {
  const code = (err: unknown) => toGrpcError(err).code;
  assert.is(code(new StoreError('unavailable', 'MongoDB is not reachable')), grpc.status.UNAVAILABLE);
  assert.is(code(new AppError(503, 'store_unavailable', 'down')), grpc.status.UNAVAILABLE);
  assert.is(code(new QueueUnavailableError("RabbitMQ cannot take 'framefleet.scenes' now: socket closed unexpectedly by server")), grpc.status.UNAVAILABLE);
  assert.is(code(new AppError(409, 'conflict', 'changing too fast')), grpc.status.ABORTED);
  assert.is(code(new AppError(404, 'not_found', 'render rnd_x not found')), grpc.status.NOT_FOUND);
  assert.is(code(new AppError(400, 'upload_malformed', 'empty upload')), grpc.status.INVALID_ARGUMENT);
  assert.is(code(new StoreError('duplicate', 'exists')), grpc.status.ALREADY_EXISTS);
  assert.is(code(new TypeError("Cannot read properties of undefined (reading 'x')")), grpc.status.INTERNAL);
  assert.is(toGrpcError(new AppError(404, 'not_found', 'render rnd_x not found')).details, 'render rnd_x not found');
});

status.run();
