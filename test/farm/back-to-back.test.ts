/**
 * Scenes back to back on a render node: the node holds jobs beyond its render slots, so the next
 * scene is delivered and prepares its inputs while the current one still encodes, takes the slot
 * when the encoder closes, and the finished scene uploads outside the slot. Checked by the order
 * of events, with the real in-process queue, a control plane that answers heartbeats as the test
 * says, and scene jobs whose every step the test releases by hand (no timings).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { encodeJob, type HeartbeatRequest } from '../../proto/index.ts';
import type { JobRun } from '../../render-node/jobs/index.ts';
import { embeddedPrefetchExtra, type NodeFarm, RenderNode } from '../../render-node/node.ts';
import { RenderSlots } from '../../render-node/render-slot.ts';
import { createInProcessJobQueue, InProcessBroker, type InProcessJobQueue } from '../../shared/queue/index.ts';
import { jobsRunning } from '../support/job-kinds.ts';

const queueName = 'scenes.back-to-back';

/** A promise the test resolves when it chooses. */
function gate(): { promise: Promise<void>; open(): void } {
  let open!: () => void;
  const promise = new Promise<void>((resolve) => { open = resolve; });
  return { promise, open };
}

/** Waits until `condition` holds, letting the node's promises run (no clock involved in the verdict). */
async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 2000; i++) {
    if (condition()) return;
    await new Promise((r) => setImmediate(r));
  }
  throw new Error(`never happened: ${what}`);
}

/** Answers heartbeats as the test says: the jobs it abandons, and every heartbeat's reported jobs. */
class FakeFarm implements NodeFarm {
  readonly abandon = new Set<string>();
  readonly reported: string[][] = [];
  readonly failures: string[] = [];
  /** Heartbeats answer once this opens (open by default). */
  answers: Promise<void> = Promise.resolve();

  async register() {
    return { nodeId: 'node-under-test', heartbeatIntervalMs: 3_600_000, leaseTtlMs: 3_600_000, blobsDirect: false };
  }

  async heartbeat(request: HeartbeatRequest) {
    this.reported.push((request.inFlight ?? []).map((j) => j.jobId!));
    await this.answers;
    return { known: true, abandonJobIds: [...this.abandon], drain: false, leaseExpiresAtMs: Date.now() + 3_600_000 };
  }

  async failJob(request: { jobId?: string }) {
    this.failures.push(request.jobId ?? '');
    return {};
  }

  async deregister() {
    return {};
  }
}

/**
 * Scene jobs in the shape the real ones have: inputs first, then the slot, draw and encode,
 * release the slot, then upload and record. Each step after the inputs waits for the test.
 */
class SteppedExecutor {
  readonly events: string[] = [];
  readonly encoded = new Map<string, ReturnType<typeof gate>>();
  readonly recorded = new Map<string, ReturnType<typeof gate>>();
  holding = 0;
  maxHolding = 0;

  constructor(private readonly slots: RenderSlots) {}

  step(map: Map<string, ReturnType<typeof gate>>, jobId: string) {
    if (!map.has(jobId)) map.set(jobId, gate());
    return map.get(jobId)!;
  }

  async scene({ envelope, slot, signal, wanted }: JobRun): Promise<void> {
    const id = envelope.jobId;
    this.events.push(`inputs ${id}`);
    await slot.acquire();
    this.holding++;
    this.maxHolding = Math.max(this.maxHolding, this.slots.busy, this.holding);
    this.events.push(`draw ${id}`);
    try {
      const aborted = new Promise((_, reject) => signal.addEventListener('abort', () => reject(new Error('aborted'))));
      await Promise.race([this.step(this.encoded, id).promise, aborted]);
      // As a real scene: the encoder closes only once the scene is known to be wanted.
      await Promise.race([wanted, aborted]);
      if (signal.aborted) throw new Error('aborted');
      this.events.push(`encoded ${id}`);
    } finally {
      this.holding--;
      slot.release();
    }
    await this.step(this.recorded, id).promise;
    this.events.push(`recorded ${id}`);
  }
}

function sceneJob(index: number): Uint8Array {
  return encodeJob({
    jobId: `scene-${index}`, renderId: 'render-1', orgId: 'org-1', traceContext: {}, enqueuedAtMs: Date.now(),
    scene: { sceneIndex: index, sceneCount: 4, startFrame: index * 15, frameCount: 15, assets: [] },
  });
}

interface Ctx { queue: InProcessJobQueue; farm: FakeFarm; node: RenderNode; executor: SteppedExecutor }

async function startNode(jobs: number, slots = 1, prefetchExtra = 2): Promise<Ctx> {
  const queue = createInProcessJobQueue(new InProcessBroker());
  await queue.declare({ name: queueName, maxDeliveries: 5 });
  const farm = new FakeFarm();
  let executor!: SteppedExecutor;
  const node = new RenderNode({
    farm, queue, queueName, mediaQueueName: null, slots, prefetchExtra, maxDeliveries: 5, encoders: [], version: 'test', drainTimeoutMs: 3_600_000,
    ...jobsRunning({ scene: (run) => executor.scene(run) }),
  });
  executor = new SteppedExecutor(node.slots);
  for (let i = 0; i < jobs; i++) await queue.publish(queueName, sceneJob(i), { messageId: `scene-${i}` });
  await node.start();
  return { queue, farm, node, executor };
}

const test = suite('farm: scenes back to back on a node');

test('the next scene is delivered and fetches its inputs while the current one encodes; one scene in the slot at a time', async () => {
  const { node, executor, queue, farm } = await startNode(4);
  await until(() => executor.events.includes('draw scene-0'), 'scene 0 draws');
  await until(() => executor.events.includes('inputs scene-1') && executor.events.includes('inputs scene-2'), 'scenes 1 and 2 prepared');
  // Prefetch = slots + 2: the fourth job waits in the queue.
  assert.equal((await queue.depth(queueName)).ready, 1);
  assert.not.ok(executor.events.includes('encoded scene-0'), 'scene 0 is still encoding');
  assert.not.ok(executor.events.includes('draw scene-1'), 'scene 1 waits for the slot');
  // The node reports every job it holds, waiting ones too.
  await until(() => farm.reported.some((jobs) => jobs.includes('scene-0') && jobs.includes('scene-2')), 'a heartbeat names the waiting jobs too');

  executor.step(executor.encoded, 'scene-0').open();
  // Scene 1 takes the slot while scene 0 still uploads: uploading overlaps the next drawing.
  await until(() => executor.events.includes('draw scene-1'), 'scene 1 draws');
  assert.not.ok(executor.events.includes('recorded scene-0'));
  assert.is(node.slots.busy, 1);
  executor.step(executor.encoded, 'scene-1').open();
  executor.step(executor.recorded, 'scene-1').open();
  await until(() => executor.events.includes('draw scene-2'), 'scene 2 draws');
  for (const id of ['scene-0', 'scene-2', 'scene-3']) {
    executor.step(executor.encoded, id).open();
    executor.step(executor.recorded, id).open();
  }
  await until(() => executor.events.filter((e) => e.startsWith('recorded')).length === 4, 'all recorded');
  assert.is(executor.maxHolding, 1, 'never more than one scene in the one slot');
  await node.stop();
});

test('the jobs of one delivery burst are checked with the control plane in one heartbeat', async () => {
  const { node, executor, farm } = await startNode(3);
  await until(() => executor.events.includes('inputs scene-2'), 'the three prefetched scenes arrived');
  await until(() => farm.reported.length > 0, 'a check went out');
  assert.equal(farm.reported, [['scene-0', 'scene-1', 'scene-2']], 'one heartbeat names the whole burst');
  for (const id of ['scene-0', 'scene-1', 'scene-2']) {
    executor.step(executor.encoded, id).open();
    executor.step(executor.recorded, id).open();
  }
  await until(() => executor.events.filter((e) => e.startsWith('recorded')).length === 3, 'all recorded');
  await node.stop();
});

test('an embedded worker holds one prepared scene: it takes the slot at once, and the next stays on the queue for the other workers until the upload is recorded', async () => {
  const { node, executor, queue } = await startNode(3, 1, embeddedPrefetchExtra);
  await until(() => executor.events.includes('draw scene-0') && executor.events.includes('inputs scene-1'), 'scene 0 draws, scene 1 prepared');
  assert.equal((await queue.depth(queueName)).ready, 1, 'scene 2 is left to whichever worker is free first');
  executor.step(executor.encoded, 'scene-0').open();
  await until(() => executor.events.includes('draw scene-1'), 'scene 1 draws');
  assert.not.ok(executor.events.includes('recorded scene-0'), 'scene 1 took the slot while scene 0 uploads');
  assert.equal((await queue.depth(queueName)).ready, 1, 'still on the queue while scene 0 uploads');
  executor.step(executor.recorded, 'scene-0').open();
  await until(() => executor.events.includes('inputs scene-2'), 'scene 2 delivered once scene 0 is recorded');
  for (const id of ['scene-1', 'scene-2']) {
    executor.step(executor.encoded, id).open();
    executor.step(executor.recorded, id).open();
  }
  await until(() => executor.events.filter((e) => e.startsWith('recorded')).length === 3, 'all recorded');
  await node.stop();
});

test('a job is acknowledged only after its completion is recorded', async () => {
  const { node, executor, queue } = await startNode(1);
  executor.step(executor.encoded, 'scene-0').open();
  await until(() => executor.events.includes('encoded scene-0'), 'scene 0 encoded');
  await new Promise((r) => setImmediate(r));
  assert.equal(await queue.depth(queueName), { ready: 0, unacked: 1, delayed: 0 }, 'encoded but not recorded: still unacknowledged');
  executor.step(executor.recorded, 'scene-0').open();
  await until(() => executor.events.includes('recorded scene-0'), 'scene 0 recorded');
  await until(() => node.slots.busy === 0, 'slot free');
  for (let i = 0; i < 10 && (await queue.depth(queueName)).unacked; i++) await new Promise((r) => setImmediate(r));
  assert.equal(await queue.depth(queueName), { ready: 0, unacked: 0, delayed: 0 });
  await node.stop();
});

test('two slots: two scenes draw at once, never three, and the third prepares meanwhile', async () => {
  const { node, executor } = await startNode(4, 2);
  await until(() => executor.events.includes('draw scene-0') && executor.events.includes('draw scene-1'), 'two scenes draw');
  await until(() => executor.events.includes('inputs scene-2') && executor.events.includes('inputs scene-3'), 'two more prepared');
  assert.not.ok(executor.events.includes('draw scene-2'));
  for (let i = 0; i < 4; i++) {
    executor.step(executor.encoded, `scene-${i}`).open();
    executor.step(executor.recorded, `scene-${i}`).open();
  }
  await until(() => executor.events.filter((e) => e.startsWith('recorded')).length === 4, 'all recorded');
  assert.is(executor.maxHolding, 2);
  await node.stop();
});

test('a scene draws while the control plane is asked whether it is still wanted, and delivers only once it is; a stale one never delivers', async () => {
  const { node, executor, farm, queue } = await startNode(0, 2);
  const answers = gate();
  farm.answers = answers.promise;
  farm.abandon.add('scene-1');
  await queue.publish(queueName, sceneJob(0), { messageId: 'scene-0' });
  await queue.publish(queueName, sceneJob(1), { messageId: 'scene-1' });
  await until(() => executor.events.includes('draw scene-0') && executor.events.includes('draw scene-1'), 'both draw while the check is out');
  await until(() => farm.reported.some((jobs) => jobs.includes('scene-0')) && farm.reported.some((jobs) => jobs.includes('scene-1')), 'the check names both jobs');
  for (const id of ['scene-0', 'scene-1']) executor.step(executor.encoded, id).open();
  for (let i = 0; i < 50; i++) await new Promise((r) => setImmediate(r));
  assert.not.ok(executor.events.some((e) => e.startsWith('encoded')), 'no encoder closes before the answer');
  answers.open();
  await until(() => executor.events.includes('encoded scene-0'), 'the wanted scene delivers');
  executor.step(executor.recorded, 'scene-0').open();
  await until(() => executor.events.includes('recorded scene-0'), 'scene 0 recorded');
  for (let i = 0; i < 20 && (await queue.depth(queueName)).unacked; i++) await new Promise((r) => setImmediate(r));
  assert.not.ok(executor.events.includes('encoded scene-1'), 'the stale scene never delivered');
  assert.equal(await queue.depth(queueName), { ready: 0, unacked: 0, delayed: 0 }, 'the stale job is acknowledged, not redelivered');
  assert.equal(farm.failures, []);
  await node.stop();
});

test('a job cancelled while it waits for the slot is dropped without drawing', async () => {
  const { node, executor, farm, queue } = await startNode(2);
  await until(() => executor.events.includes('draw scene-0') && executor.events.includes('inputs scene-1'), 'scene 1 waits');
  farm.abandon.add('scene-1');
  await node.beat();
  executor.step(executor.encoded, 'scene-0').open();
  executor.step(executor.recorded, 'scene-0').open();
  await until(() => executor.events.includes('recorded scene-0'), 'scene 0 recorded');
  for (let i = 0; i < 20 && (await queue.depth(queueName)).unacked; i++) await new Promise((r) => setImmediate(r));
  assert.not.ok(executor.events.includes('draw scene-1'), 'the cancelled scene never drew');
  assert.equal(await queue.depth(queueName), { ready: 0, unacked: 0, delayed: 0 }, 'dropped: acknowledged, not redelivered');
  assert.equal(farm.failures, []);
  await node.stop();
});

test('drain hands jobs that have not started drawing back to the queue at once; the drawing one finishes', async () => {
  const { node, executor, queue } = await startNode(3);
  await until(() => executor.events.includes('draw scene-0') && executor.events.includes('inputs scene-2'), 'two scenes wait');
  const drained = node.drain();
  for (let i = 0; i < 50 && (await queue.depth(queueName)).ready < 2; i++) await new Promise((r) => setImmediate(r));
  assert.is((await queue.depth(queueName)).ready, 2, 'the waiting jobs are back in the queue while scene 0 still draws');
  assert.not.ok(executor.events.includes('draw scene-1') || executor.events.includes('draw scene-2'));
  executor.step(executor.encoded, 'scene-0').open();
  executor.step(executor.recorded, 'scene-0').open();
  await drained;
  assert.ok(executor.events.includes('recorded scene-0'), 'the scene that was drawing finished');
  assert.equal(await queue.depth(queueName), { ready: 2, unacked: 0, delayed: 0 });
  await node.stop();
});

test('render slots: waiters are served in order; one whose signal aborts leaves the line', async () => {
  const slots = new RenderSlots(1);
  await slots.acquire();
  const order: string[] = [];
  const cancelled = new AbortController();
  const first = slots.acquire().then(() => order.push('first'));
  const gone = slots.acquire(cancelled.signal).then(() => order.push('cancelled one'), () => order.push('left the line'));
  const third = slots.acquire().then(() => order.push('third'));
  assert.is(slots.waiting, 3);
  cancelled.abort();
  await gone;
  slots.release();
  await first;
  slots.release();
  await third;
  assert.equal(order, ['left the line', 'first', 'third']);
  assert.is(slots.busy, 1);
  slots.release();
  assert.is(slots.busy, 0);
  assert.throws(() => slots.release(), /not held/);
});

test('a draining node hands an analysis back to the queue at once; a probe it holds runs to its end', async () => {
  const mediaQueue = 'media.back-to-back';
  const queue = createInProcessJobQueue(new InProcessBroker());
  await queue.declare({ name: mediaQueue, maxDeliveries: 5 });
  const probeDone = gate();
  const events: string[] = [];
  const node = new RenderNode({
    farm: new FakeFarm(), queue, queueName: null, mediaQueueName: mediaQueue, slots: 1, maxDeliveries: 5, encoders: [], version: 'test', drainTimeoutMs: 3_600_000,
    ...jobsRunning({
      probe: async () => { events.push('probe started'); await probeDone.promise; events.push('probe done'); },
      // Measures until aborted, as the real analysis's decoders do.
      analyze: ({ signal }) => { events.push('analysis started'); return new Promise((_, reject) => signal.addEventListener('abort', () => { events.push('analysis aborted'); reject(new Error('aborted')); })); },
    }),
  });
  const media = (jobId: string, kind: 'probe' | 'analyze') => encodeJob({
    jobId, renderId: '', orgId: 'org-1', traceContext: {}, enqueuedAtMs: Date.now(),
    ...(kind === 'probe' ? { probe: { mediaId: 'med_1' } } : { analyze: { mediaId: 'med_1', kind: 'video', durationSeconds: 3, hasAudio: true } }),
  });
  await queue.publish(mediaQueue, media('med_1.analyze', 'analyze'), { messageId: 'med_1.analyze' });
  await queue.publish(mediaQueue, media('med_2.probe', 'probe'), { messageId: 'med_2.probe' });
  await node.start();
  await until(() => events.includes('analysis started') && events.includes('probe started'), 'two media jobs at once');
  const stopped = node.stop();
  await until(() => events.includes('analysis aborted'), 'the analysis is aborted');
  for (let i = 0; i < 20; i++) await new Promise((r) => setImmediate(r));
  assert.is((await queue.depth(mediaQueue)).ready, 1, 'the analysis is back on the queue');
  assert.not.ok(events.includes('probe done'), 'the probe still runs');
  probeDone.open();
  await stopped;
  assert.ok(events.includes('probe done'));
  await queue.close();
});

test.run();
