/**
 * The end of a scene: where the machine has a core to spare (`overlapSceneEnds`), a scene gives its
 * render slot back as soon as its frames are all in its encoder, so the next scene draws while
 * x264 encodes what its lookahead still holds; otherwise the slot waits for the encoder to close.
 * Checked with the real scene job, renderer and encoder on a small composition, the control plane
 * faked: the scene's "still wanted?" answer is held back, so the encoder cannot close meanwhile.
 */
import { CpuLedger, JobCostMeter } from '../../render-node/job-cost.ts';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeJob, encodeJob } from '../../proto/index.ts';
import { JobContext } from '../../render-node/jobs/context.ts';
import { scene } from '../../render-node/jobs/scene.ts';
import { JobSlot, RenderSlots } from '../../render-node/render-slot.ts';
import { overlapSceneEnds } from '../../shared/node-sizing.ts';

const test = suite<{ dir: string }>('farm: a scene\'s end and its render slot');
test.before.each((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-overlap-')); });
test.after.each((ctx) => { rmSync(ctx.dir, { recursive: true, force: true }); });

const composition = { output: { width: 64, height: 36, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'rectangle', fill: '#123456' }] }] };

function sceneJob() {
  return decodeJob(encodeJob({
    jobId: 'render-1.scene.0', renderId: 'render-1', orgId: 'org-1', traceContext: {}, enqueuedAtMs: Date.now(),
    scene: {
      sceneIndex: 0, sceneCount: 1, startFrame: 0, frameCount: 30, assets: [],
      composition: { contentHash: 'f'.repeat(64), sizeBytes: 0, mediaType: 'application/json', inlineBytes: Buffer.from(JSON.stringify(composition)) },
      video: { width: 64, height: 36, fps: { num: 30, den: 1 }, codec: 'h264', backend: 'software', preset: 'veryfast', crf: 20, gop: 60 },
    },
  }));
}

/** Runs one scene with the "still wanted?" answer held back; says whether the slot came back before the answer, and what was reported. */
async function sceneEnd(dir: string, overlap: boolean) {
  const completed: { frameCount: number }[] = [];
  const farm = {
    progress: () => ({ report() {}, end: async () => ({ abandon: false }) }),
    complete: async (result: () => { scene: { frameCount: number } }) => { completed.push(result().scene); return { accepted: true, duplicate: false }; },
  };
  const lease = { json: async (_hash: string, inline?: Uint8Array) => JSON.parse(Buffer.from(inline!).toString()), get: async () => { throw new Error('no blobs in this test'); }, release() {}, stats: { hits: 0, misses: 0, bytesFetched: 0 } };
  const blobs = { lease: () => lease };
  const context = new JobContext({ farm: farm as never, blobs: blobs as never, workDir: join(dir, 'work'), encoderThreads: 1, overlapSceneEnds: overlap });
  const slots = new RenderSlots(1);
  const controller = new AbortController();
  const slot = new JobSlot(slots, controller.signal);
  let answer!: () => void;
  const wanted = new Promise<void>((resolve) => { answer = resolve; });
  const running = scene.run({ envelope: sceneJob(), nodeId: 'node-1', signal: controller.signal, slot, wanted, background: undefined as never, cost: new JobCostMeter(new CpuLedger()) }, context);
  // Until the answer comes the encoder stays open: wait for the slot to come back, or for long
  // enough that all 30 small frames were drawn many times over.
  let freedBeforeAnswer = false;
  for (let i = 0; i < 400 && !freedBeforeAnswer; i++) {
    await new Promise((r) => setTimeout(r, 5));
    freedBeforeAnswer = slot.phase === 'released' && slots.busy === 0;
  }
  assert.is(completed.length, 0, 'nothing is reported before the scene is known to be wanted');
  answer();
  await running;
  assert.is(slots.busy, 0, 'the slot is given back in the end either way');
  return { freedBeforeAnswer, completed };
}

test('with a core to spare, the slot comes back once every frame is in the encoder, before it closes', async ({ dir }) => {
  const { freedBeforeAnswer, completed } = await sceneEnd(dir, true);
  assert.ok(freedBeforeAnswer, 'the slot was still held while the encoder was open');
  assert.equal(completed.map((c) => c.frameCount), [30]);
});

test('with every core drawing, the slot waits for the encoder to close', async ({ dir }) => {
  const { freedBeforeAnswer, completed } = await sceneEnd(dir, false);
  assert.not.ok(freedBeforeAnswer, 'the slot came back before the encoder closed');
  assert.equal(completed.map((c) => c.frameCount), [30]);
});

test('scene ends overlap where the machine has fewer render slots than cores', () => {
  assert.ok(overlapSceneEnds(1, 2), 'one worker on two cores');
  assert.not.ok(overlapSceneEnds(2, 2), 'two workers on two cores');
  assert.not.ok(overlapSceneEnds(16, 8));
  assert.ok(overlapSceneEnds(4, 8));
});

test.run();
