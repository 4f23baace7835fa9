/**
 * A frozen node does not stall a render. A farm of a control plane and two nodes (processes, on
 * RabbitMQ and the MongoDB-compatible server) renders a 60 s composition in 30 one-GOP scenes; near the
 * end one node is SIGSTOPped in the middle of a scene and left frozen for 90 s. Its lease lapses,
 * the control plane puts its scene back on the queue, and the other node does it, once: the
 * render completes within 45 s of the freeze, byte for byte the same as an undisturbed one. After
 * SIGCONT the frozen node's late work changes nothing, and the node rejoins the farm.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { composition, FarmProcesses, logLines, startLineOf } from '../support/farm-processes.ts';
import { until } from '../support/wait.ts';

const seconds = 60;
const frozenMs = 90_000;

interface Ctx { dir: string; farm: FarmProcesses }

const test = suite<Ctx>('e2e faults: a node frozen mid-scene for 90 s');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-faults-frozen-'));
  ctx.farm = await FarmProcesses.start({ dir: ctx.dir, nodes: 2, toneSeconds: seconds, sceneFrames: { min: 45, max: 90 } });
});

test.after(async (ctx) => {
  await ctx.farm?.cleanup();
  rmSync(ctx.dir, { recursive: true, force: true });
});

test('another node does the frozen scene, once; the render completes within 45 s of the freeze; the late result changes nothing', async ({ farm }) => {
  const doc = (media = farm.media) => composition(seconds, 'Frozen node', media);
  const renderId = await farm.queueRender(doc());
  // Freeze a node in the middle of one of the last scenes, so the other has little else to do.
  const { node: frozen, jobId } = await until('a node to start one of the last scenes', 150_000, () => farm.nodeStartingScene(renderId, (index) => index >= 21), 20);
  await new Promise((r) => setTimeout(r, 300));
  frozen.child.kill('SIGSTOP');
  const frozenAt = Date.now();
  const survivor = farm.nodes.find((n) => n !== frozen)!;

  const render = await farm.finished(renderId, 60_000);
  const tookMs = Date.now() - frozenAt;
  assert.is(render.status, 'complete', JSON.stringify(render));
  assert.ok(tookMs < 45_000, `completed ${Math.round(tookMs / 1000)} s after the freeze`);
  assert.equal([render.progress.scenesCompleted, render.progress.scenesTotal], [30, 30]);

  // The frozen scene was done by the survivor, once: its copies after that were dropped unrendered.
  const sceneIndex = jobId.split('.').at(-1)!;
  // A node checks a job's staleness while it prepares, so a copy it drops is logged as started too.
  // A copy taken just before the render completed may still be settling: every copy started is
  // waited for to end (done, dropped as stale, abandoned, failed or postponed) before they are counted.
  // The survivor's log lines of the job, counted by message: read once a look.
  const counted = () => {
    const counts = new Map<string, number>();
    for (const l of logLines(survivor)) if (l.jobId === jobId) counts.set(l.msg, (counts.get(l.msg) ?? 0) + 1);
    return (msg: string) => counts.get(msg) ?? 0;
  };
  const ended = ['job phases', 'dropping stale job', 'job abandoned: its render no longer needs it', 'job failed', 'job postponed: the control plane could not be reached'];
  const ofJob = await until(`every copy of ${jobId} the survivor started to end`, 15_000, () => {
    const count = counted();
    return count('job started') === ended.reduce((sum, msg) => sum + count(msg), 0) && count;
  });
  assert.is(ofJob('scene encoded'), 1, `the survivor rendered ${jobId} once`);
  assert.is(ofJob('job started'), 1 + ofJob('dropping stale job') + ofJob('job abandoned: its render no longer needs it'), `every other copy of ${jobId} the survivor took was dropped unrendered`);
  const stored = await farm.storedRender(renderId);
  const recorded = stored.scenes[sceneIndex];
  const survivorId = startLineOf(survivor).nodeId as string;
  assert.is(recorded.nodeId, survivorId, 'the scene recorded is the survivor\'s');
  const outputHash = await farm.output(render, 'frozen.mp4');
  assert.is(farm.referenceRender(doc, 'undisturbed'), outputHash, 'the bytes of an undisturbed render');

  // Thaw the node after 90 s: it registers again, and its late work is dropped or ignored.
  await new Promise((r) => setTimeout(r, Math.max(0, frozenAt + frozenMs - Date.now())));
  frozen.child.kill('SIGCONT');
  const lateEnd = await until('the thawed node to settle its late scene', 30_000, () => logLines(frozen).find((l) => l.jobId === jobId && ['job abandoned: its render no longer needs it', 'segment uploaded', 'dropping stale job'].includes(l.msg)));
  console.error('LATE', JSON.stringify(lateEnd), JSON.stringify(logLines(farm.nodes.find((n) => n !== frozen)!).filter((l) => l.jobId === jobId)));
  assert.ok(lateEnd, 'the late scene was settled');
  await until('the thawed node to rejoin', 30_000, () => logLines(frozen).some((l) => typeof l.msg === 'string' && l.msg.startsWith('control plane no longer knows this node')));
  await until('two active nodes', 30_000, async () => /framefleet_render_nodes\{[^}]*status="active"[^}]*\} 2/.test(await (await fetch(`${farm.base}/metrics`)).text()));

  const after = await farm.api(`/v1/renders/${renderId}`);
  assert.equal([after.status, after.progress.scenesCompleted], ['complete', 30]);
  assert.equal((await farm.storedRender(renderId)).scenes[sceneIndex], recorded, 'the recorded scene is untouched');
  assert.is(await farm.output(after, 'frozen-after.mp4'), outputHash, 'the output is untouched');
  assert.equal(await farm.deadLetters(), [], 'nothing was dead-lettered');
});

test.run();
