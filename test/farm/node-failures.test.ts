/**
 * How a render node settles a failed job, against a real control plane over gRPC: a permanent
 * failure ends the render at once with its code and category; anything else goes back to the
 * queue until the delivery limit, and the last attempt ends the render (retryable); a control
 * plane out of reach is not the work failing, so the job is postponed without using up its
 * deliveries. The node here runs scenes that fail the way the renderer does, so each kind of
 * failure can be chosen.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startControlPlane, type RunningControlPlane } from '../../control-plane/server.ts';
import { FarmClient } from '../../render-node/farm-client.ts';
import { grpcFarmTransport } from '../../render-node/farm-grpc.ts';
import type { JobRun } from '../../render-node/jobs/index.ts';
import { RenderNode } from '../../render-node/node.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { ComponentRuntimeError, RenderInternalError } from '../../shared/failures.ts';
import { createInProcessJobQueue } from '../../shared/queue/index.ts';
import { jobsRunning } from '../support/job-kinds.ts';

const maxDeliveries = 2;

/** Fails every scene with the failure chosen for the render under way (given the attempt, from 1). */
class FailingExecutor {
  readonly attempts = new Map<string, number>();
  failure: (attempt: number) => unknown = () => new Error('no failure chosen');

  async scene({ envelope }: JobRun): Promise<void> {
    const attempt = (this.attempts.get(envelope.renderId) ?? 0) + 1;
    this.attempts.set(envelope.renderId, attempt);
    throw await this.failure(attempt);
  }

  /** The assembly goes out with the scenes and waits for them, as a real one does, until its render ends. */
  async assemble({ signal }: JobRun): Promise<void> {
    await new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('the render ended')), { once: true }));
  }

  /** The job kinds of the node: scenes and assemblies as above; any other job fails (these tests send none). */
  kinds() {
    const none = (what: string) => async () => { throw new Error(`these tests ${what}`); };
    return jobsRunning({
      scene: (run) => this.scene(run), assemble: (run) => this.assemble(run),
      probe: none('upload no media'), analyze: none('upload no media'), extractAudio: none('transcribe nothing'),
      still: none('capture no stills'), fact: none('compute no facts'), componentPreview: none('preview no components'),
    });
  }
}

interface RenderView { id: string; status: string; error: string | null; errorCode: string | null; category: string | null; retryable: boolean | null }

const test = suite<{ dir: string; cp: RunningControlPlane; node: RenderNode; farm: FarmClient; executor: FailingExecutor; key: string }>('farm: how a node settles failed jobs');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-node-failures-'));
  const config = loadConfig({
    FRAMEFLEET_DATA_DIR: join(ctx.dir, 'data'), FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'silent',
    FRAMEFLEET_SCENE_MAX_DELIVERIES: String(maxDeliveries),
  });
  ctx.cp = await startControlPlane(config);
  ctx.farm = new FarmClient(grpcFarmTransport(`127.0.0.1:${ctx.cp.grpcPort}`), ctx.cp.nodeToken);
  ctx.executor = new FailingExecutor();
  ctx.node = new RenderNode({
    farm: ctx.farm, queue: createInProcessJobQueue(), queueName: config.FRAMEFLEET_SCENE_QUEUE, mediaQueueName: null, ...ctx.executor.kinds(),
    slots: 1, maxDeliveries, encoders: [], version: 'test', outagePostponeMs: 50,
  });
  await ctx.node.start();
  const org = await ctx.cp.services.accounts.createOrg({ name: 'node-failures', credits: 100 });
  ctx.key = (await ctx.cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 't', permissions: { projects: ['read', 'write'], renders: ['read', 'write'] } })).key;
});

test.after(async (ctx) => {
  await ctx.node?.stop();
  ctx.farm?.close();
  await ctx.cp?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

/** Queues a one-scene render through the API, fails its scene with `failure` at every attempt, and waits for its end. */
async function failedRender({ cp, key, executor }: { cp: RunningControlPlane; key: string; executor: FailingExecutor }, failure: (attempt: number) => unknown): Promise<RenderView & { attempts: number }> {
  const api = (path: string, init: RequestInit = {}) => fetch(`${cp.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' } });
  const composition = { output: { width: 160, height: 90, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', shape: 'rectangle', start: 0, duration: 0.5, fill: '#ff0000' }] }] };
  const created = await api('/v1/projects', { method: 'POST', body: JSON.stringify({ name: 'p', composition }) });
  assert.is(created.status, 201, await created.clone().text());
  const project = await created.json() as { id: string };
  executor.failure = failure;
  const queued = await api(`/v1/projects/${project.id}/renders`, { method: 'POST' });
  assert.is(queued.status, 202, await queued.clone().text());
  const { id } = await queued.json() as { id: string };
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
    const render = await (await api(`/v1/renders/${id}`)).json() as RenderView;
    if (['complete', 'error', 'cancelled'].includes(render.status)) return { ...render, attempts: executor.attempts.get(id) ?? 0 };
  }
  throw new Error(`render ${id} did not end`);
}

test('a component error is permanent: the render ends at the first attempt, as authoring', async (ctx) => {
  const render = await failedRender(ctx, () => new ComponentRuntimeError('stat-counter', new RangeError('digits')).at({ frame: 4, clip: 'tracks[0].clips[0]' }));
  assert.equal([render.status, render.errorCode, render.category, render.retryable, render.attempts], ['error', 'component_runtime_error', 'authoring', false, 1]);
  assert.is(render.error, "frame 4, tracks[0].clips[0]: the component 'stat-counter' failed while drawing: RangeError: digits");
});

test('a drawing bug is retried up to the delivery limit, then ends the render as internal and retryable', async (ctx) => {
  const render = await failedRender(ctx, () => new RenderInternalError(new TypeError("Cannot read properties of undefined (reading 'width')")).at({ frame: 0 }));
  assert.equal([render.status, render.errorCode, render.category, render.retryable, render.attempts], ['error', 'render_internal_error', 'internal', true, maxDeliveries]);
  assert.is(render.error, 'frame 0: an internal error stopped the drawing (the render node logged the details)');
});

test('an untyped failure is retried and reported as render_failed, its message sanitized', async (ctx) => {
  const render = await failedRender(ctx, () => {
    const err = new Error('encoder could not open /opt/framefleet/native/build/Release/media.node');
    err.stack = `${err.message}\n    at openVideoEncoder (/opt/framefleet/native/encoder/index.ts:10:3)`;
    return err;
  });
  assert.equal([render.status, render.errorCode, render.category, render.retryable, render.attempts], ['error', 'render_failed', 'internal', true, maxDeliveries]);
  assert.is(render.error, 'encoder could not open media.node');
});

test('a control plane out of reach postpones the job: its deliveries are not used up, and the work failing still counts', async (ctx) => {
  // A real call to a RenderFarm address where nothing listens: the error a node sees in an outage.
  const unreachable = new FarmClient(grpcFarmTransport('127.0.0.1:9'), ctx.cp.nodeToken);
  const outage = () => unreachable.heartbeat({ nodeId: 'n', inFlight: [], encodeFps: 0 }).then(() => new Error('the unreachable address answered'), (err: unknown) => err);
  try {
    const render = await failedRender(ctx, (attempt) => (attempt <= 4 ? outage() : new RenderInternalError(new Error('drawing bug')).at({ frame: 1 })));
    assert.equal([render.status, render.errorCode, render.attempts], ['error', 'render_internal_error', 4 + maxDeliveries], 'four postponements, then the delivery limit of real failures');
  } finally {
    unreachable.close();
  }
});

test.run();
