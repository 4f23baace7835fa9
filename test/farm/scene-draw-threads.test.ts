/**
 * A render node's scene on drawing threads: the scene job deals a scene that shows no video to the
 * node's drawing threads and reports the same segment (the same content hash) as drawn on its own
 * thread; a scene that shows video draws on its own thread and takes none. The real scene job,
 * renderer, threads and encoder; the control plane and blob cache faked.
 */
import { CpuLedger, JobCostMeter } from '../../render-node/job-cost.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { join } from 'node:path';
import { decodeJob, encodeJob } from '../../proto/index.ts';
import { JobContext } from '../../render-node/jobs/context.ts';
import { scene } from '../../render-node/jobs/scene.ts';
import { DrawThreadPool } from '../../render-node/draw-threads.ts';
import { JobSlot, RenderSlots } from '../../render-node/render-slot.ts';
import { makeFixtures, type Fixtures } from '../renderer/fixtures.ts';

const test = suite('farm: a scene on drawing threads');
let fx: Fixtures;
test.before(() => { fx = makeFixtures(); });
test.after(() => fx.cleanup());

const files: Record<string, { ref: string; mediaType: string; path: () => string }> = {
  ['a'.repeat(64)]: { ref: 'media:still', mediaType: 'image/png', path: () => fx.image },
  ['b'.repeat(64)]: { ref: 'media:motion', mediaType: 'video/mp4', path: () => fx.h264 },
};

/** A still that zooms, a rotating shape and sliding text; with `video`, a video clip from frame 15. */
function composition(video: boolean) {
  return {
    output: { width: 320, height: 180, fps: 30, background: '#0f172a' },
    tracks: [
      { clips: [{ kind: 'image', start: 0, duration: 2, src: 'media:still', fit: 'cover', animate: { 'transform.scale': [{ time: 0, value: 1 }, { time: 2, value: 1.3 }] } }] },
      { clips: [{ kind: 'shape', start: 0, duration: 2, shape: 'rectangle', fill: '#db2777', transform: { width: 80, height: 40 }, animate: { 'transform.rotation': [{ time: 0, value: 0 }, { time: 2, value: 180 }] } }] },
      { clips: [{ kind: 'text', start: 0.2, duration: 1.8, text: 'threads', style: { fontSize: 28, color: '#f8fafc' }, animate: { 'transform.x': [{ time: 0, value: 100 }, { time: 1.8, value: 220 }] } }] },
      ...(video ? [{ clips: [{ kind: 'video', start: 0.5, duration: 1, src: 'media:motion', transform: { x: 240, y: 40, width: 120, height: 68 } }] }] : []),
    ],
  };
}

function sceneJob(video: boolean, backend = 'software') {
  const hashes = video ? ['a'.repeat(64), 'b'.repeat(64)] : ['a'.repeat(64)];
  return decodeJob(encodeJob({
    jobId: `render-1.scene.${video ? 1 : 0}`, renderId: 'render-1', orgId: 'org-1', traceContext: {}, enqueuedAtMs: Date.now(),
    scene: {
      sceneIndex: 0, sceneCount: 1, startFrame: 0, frameCount: 45,
      assets: hashes.map((h) => ({ ref: files[h]!.ref, contentHash: h, sizeBytes: 1, mediaType: files[h]!.mediaType })),
      composition: { contentHash: 'f'.repeat(64), sizeBytes: 0, mediaType: 'application/json', inlineBytes: Buffer.from(JSON.stringify(composition(video))) },
      video: { width: 320, height: 180, fps: { num: 30, den: 1 }, codec: 'h264', backend, preset: 'veryfast', crf: 20, gop: 60 },
    },
  }));
}

/** Runs the scene job on a node context with `pool` (or none); the content hash it reports, and how many threads the scene took. */
async function runScene(video: boolean, pool: DrawThreadPool | null, backend = 'software') {
  const completed: { contentHash: string; frameCount: number }[] = [];
  const farm = {
    progress: () => ({ report() {}, end: async () => ({ abandon: false }) }),
    // A node builds its result once the upload is ready (FarmClient.complete takes the result or a function making it).
    complete: async (result: () => { scene: { contentHash: string; frameCount: number } }) => { completed.push(result().scene); return { accepted: true, duplicate: false }; },
  };
  const lease = {
    json: async (_hash: string, inline?: Uint8Array) => JSON.parse(Buffer.from(inline!).toString()),
    get: async (hash: string) => files[hash]!.path(),
    release() {},
    stats: { hits: 0, misses: 0, bytesFetched: 0 },
  };
  let taken = 0;
  const logged: Record<string, unknown>[] = [];
  const drawing = pool ? { pool: Object.assign(pool, { take: (n: number) => { const t = DrawThreadPool.prototype.take.call(pool, n); taken += t.length; return t; } }), threadsPerScene: 2 } : undefined;
  const context = new JobContext({ farm: farm as never, blobs: { lease: () => lease } as never, workDir: join(fx.dir, 'work'), encoderThreads: 1, ...(drawing ? { drawing } : {}), log: (msg, fields) => { if (msg === 'scene encoded') logged.push(fields ?? {}); } });
  const slots = new RenderSlots(1);
  const controller = new AbortController();
  await scene.run({ envelope: sceneJob(video, backend), nodeId: 'node-1', signal: controller.signal, slot: new JobSlot(slots, controller.signal), wanted: Promise.resolve(), background: undefined as never, cost: new JobCostMeter(new CpuLedger()) }, context);
  assert.equal(completed.map((c) => c.frameCount), [45]);
  return { hash: completed[0]!.contentHash, taken, fromThreads: logged[0]?.framesFromDrawingThreads };
}

test('a scene without video draws on the node\'s drawing threads and reports the segment of one thread', async () => {
  // Loaded first: a scene draws the frames of a thread still loading itself.
  const pool = new DrawThreadPool(2).warm();
  await pool.loaded();
  try {
    const alone = await runScene(false, null);
    assert.is(alone.fromThreads, undefined);
    const threaded = await runScene(false, pool);
    assert.is(threaded.taken, 2, 'the scene took two drawing threads');
    assert.is(threaded.fromThreads, 30, 'they drew two frames of every three');
    assert.is(threaded.hash, alone.hash);
    // The threads came back: a second scene takes them again.
    assert.is((await runScene(false, pool)).taken, 2);
  } finally {
    await pool.close();
  }
});

test('a scene that shows video draws on its own thread', async () => {
  const pool = new DrawThreadPool(2);
  try {
    const alone = await runScene(true, null);
    const withPool = await runScene(true, pool);
    assert.is(withPool.taken, 0);
    assert.is(withPool.hash, alone.hash);
  } finally {
    await pool.close();
  }
});

test('a scene whose encoder cannot open leaves the drawing threads to the next scene', async () => {
  const pool = new DrawThreadPool(2);
  try {
    // This machine has no NVENC: the scene fails before its first frame.
    try {
      await runScene(false, pool, 'nvenc');
      assert.unreachable('the scene should fail');
    } catch (err) {
      assert.match((err as Error).message, /nvenc.* not available/);
    }
    const threads = pool.take(2);
    assert.is(threads.length, 2, 'both threads are still the pool\'s');
    for (const t of threads) pool.give(t);
  } finally {
    await pool.close();
  }
});

test.run();
