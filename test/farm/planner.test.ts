import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultPlanSettings, dispatchOrder, gopFrames, planRender, planScenes, planSettingsOf, sceneEfforts, sceneGrid, type PlanSettings } from '../../control-plane/features/renders/render-plan.ts';
import { loadConfig } from '../../shared/config/index.ts';
import type { Composition } from '../../shared/composition/schema.ts';

const test = suite('farm: scene planner');

/** Clips back to back on one track, durations in seconds, at `fps` (30 by default). */
function timeline(durations: number[], fps = 30): Composition {
  let start = 0;
  const clips = durations.map((duration) => {
    const clip = { kind: 'shape', start, duration, shape: 'rectangle', fill: '#000' };
    start += duration;
    return clip;
  });
  return { output: { width: 320, height: 180, fps }, tracks: [{ clips }] } as unknown as Composition;
}

const spans = (c: Composition, s: Parameters<typeof planScenes>[1] = defaultPlanSettings, range?: { start: number; end: number }) =>
  planScenes(c, s, range).map((p) => [p.startFrame, p.frameCount]);

/** Every scene but the last is a whole number of GOPs from the range's first frame. */
function assertOnGopGrid(c: Composition, s: PlanSettings = defaultPlanSettings, range?: { start: number; end: number }) {
  const plan = planScenes(c, s, range);
  const gop = gopFrames(c.output.fps);
  const first = range?.start ?? 0;
  for (const scene of plan.slice(0, -1)) {
    assert.is((scene.startFrame - first) % gop, 0, `scene ${scene.index} starts on the GOP grid`);
    assert.is(scene.frameCount % gop, 0, `scene ${scene.index} is whole GOPs`);
  }
  return plan;
}

test('the GOP is two seconds; the grid is the GOP unless the longest scene is shorter or the render has few GOPs', () => {
  assert.is(gopFrames(30), 60);
  assert.is(gopFrames(29.97), 60);
  assert.is(gopFrames(25), 50);
  const long = 3000;
  assert.is(sceneGrid(30, defaultPlanSettings, long), 60);
  assert.is(sceneGrid(30, { minFrames: 15, maxFrames: 30 }, long), 30, 'a divisor of the GOP, so every GOP boundary is still a cut');
  assert.is(sceneGrid(30, { minFrames: 15, maxFrames: 45 }, long), 30);
  assert.is(sceneGrid(25, { minFrames: 15, maxFrames: 40 }, long), 25);
  // Fewer GOPs than the target: the largest divisor of at least minFrames that reaches the target, else the smallest.
  assert.is(sceneGrid(30, defaultPlanSettings, 300), 30);
  assert.is(sceneGrid(30, defaultPlanSettings, 16 * 60), 60, 'as many GOPs as the target: whole GOPs');
  assert.is(sceneGrid(30, { minFrames: 10, maxFrames: 300, targetScenes: 16 }, 300), 15, '20 scenes of 15 frames reach the target, 15 of 20 do not');
  assert.is(sceneGrid(30, { minFrames: 10, maxFrames: 300, targetScenes: 4 }, 300), 60, 'five GOPs reach a target of four');
  assert.is(sceneGrid(25, defaultPlanSettings, 250), 50, 'no divisor of a 50-frame GOP is at least 30 frames but the GOP');
});

test('a ten-second render splits into half-GOP scenes, enough for a farm of several nodes', () => {
  assert.equal(spans(timeline([10])), Array.from({ length: 10 }, (_, i) => [30 * i, 30]));
  assert.equal(spans(timeline([10], 25)), [[0, 50], [50, 50], [100, 50], [150, 50], [200, 50]]);
  // From targetScenes GOPs on, scenes are whole GOPs again.
  assertOnGopGrid(timeline([32]));
  assert.is(planScenes(timeline([32])).length, 16);
});

test('longer renders get longer scenes, about targetScenes of them, never past maxFrames', () => {
  const minute = assertOnGopGrid(timeline([60]));
  assert.is(minute.length, 15);
  assert.ok(minute.every((s) => s.frameCount === 120));
  const tenMinutes = assertOnGopGrid(timeline([600]));
  assert.ok(tenMinutes.every((s) => s.frameCount === 300), 'capped at maxFrames (five GOPs)');
  assert.is(tenMinutes.length, 60);
  const few = planScenes(timeline([60]), { minFrames: 30, maxFrames: 600, targetScenes: 3 });
  assert.equal(few.map((s) => s.frameCount), [600, 600, 600]);
});

test('scenes cover every frame once, in order, on the GOP grid, whatever the clips', () => {
  const c = timeline([1, 4, 2, 7, 0.2, 3, 13.3, 0.5, 21]);
  for (const settings of [defaultPlanSettings, { minFrames: 30, maxFrames: 90 }, { minFrames: 60, maxFrames: 600, targetScenes: 4 }]) {
    const plan = assertOnGopGrid(c, settings);
    assert.equal(plan.map((s) => s.index), plan.map((_, i) => i));
    let next = 0;
    for (const s of plan) {
      assert.is(s.startFrame, next);
      assert.ok(s.frameCount <= settings.maxFrames, JSON.stringify(s));
      next += s.frameCount;
    }
    assert.is(next, Math.round(52 * 30));
  }
});

test('a scene ends early at a clip boundary only where it lies on the GOP grid', () => {
  // 120-frame target (two GOPs); a clip ends at frame 60 (on the grid) and one at 75 (off it).
  const settings = { minFrames: 30, maxFrames: 300, targetScenes: 4 };
  assert.equal(spans(timeline([2, 14]), settings), [[0, 60], [60, 120], [180, 120], [300, 120], [420, 60]]);
  assert.equal(spans(timeline([2.5, 13.5]), settings), [[0, 120], [120, 120], [240, 120], [360, 120]]);
  // Never earlier than half the target: a boundary at one GOP of a four-GOP target is ignored.
  assert.equal(spans(timeline([2, 30]), { minFrames: 30, maxFrames: 300, targetScenes: 4 }), [[0, 240], [240, 240], [480, 240], [720, 240]]);
});

test('a remainder shorter than the minimum is never left at the end', () => {
  // 10.3 s = 309 frames: ten half-GOP steps and a 9-frame tail, which joins the last scene.
  const plan = spans(timeline([10.3]));
  assert.equal(plan, [...Array.from({ length: 9 }, (_, i) => [30 * i, 30]), [270, 39]]);
  // When the tail cannot join a full scene, the scene before it gives up a GOP.
  assert.equal(spans(timeline([20.3]), { minFrames: 30, maxFrames: 120, targetScenes: 1 }).slice(-2), [[480, 60], [540, 69]]);
  // Only one-GOP scenes and a maximum of one GOP leave no room: the tail stays short.
  assert.equal(spans(timeline([20.3]), { minFrames: 30, maxFrames: 60, targetScenes: 1 }).at(-1), [600, 9]);
});

test('the plan depends only on the composition and the settings', () => {
  const c = timeline([1, 4, 2, 7, 0.2, 3]);
  assert.equal(spans(c), spans(structuredClone(c)));
});

test('a preview plans its window of frames by the same rules, on a grid from its first frame', () => {
  const c = timeline([2, 0.5, 2.5, 3]);
  assert.equal(spans(c, undefined, { start: 45, end: 200 }), [[45, 30], [75, 30], [105, 30], [135, 30], [165, 35]]);
  assertOnGopGrid(timeline([40]), defaultPlanSettings, { start: 17, end: 1000 });
  assert.equal(spans(c, undefined, { start: 100, end: 100 }), []);
  const preview = planRender(timeline([30]), defaultPlanSettings, { fromSec: 1, toSec: 11 });
  assert.equal(preview.scenes.map((s) => [s.startFrame, s.frameCount]), Array.from({ length: 10 }, (_, i) => [30 + 30 * i, 30]));
});

test('scene efforts rank what is costly to draw and encode: a transition above video, video above a still, a still above background', () => {
  // Ten 30-frame scenes: a still (0-5.5 s) with a title over it (0.3-5 s), then a video from 5.5 s
  // crossfading in over 0.8 s (frames 153-177), music throughout: the short benchmark's shape.
  const composition = {
    output: { width: 1920, height: 1080, fps: 30, durationSec: 10 },
    tracks: [
      { clips: [
        { kind: 'image', start: 0, duration: 5.5, src: 'media:still' },
        { kind: 'video', start: 5.5, duration: 4.5, src: 'media:clip', transition: { kind: 'crossfade', duration: 0.8 } },
      ] },
      { clips: [{ kind: 'text', start: 0.3, duration: 4.7, text: 'Title' }] },
      { clips: [{ kind: 'audio', start: 0, duration: 10, src: 'media:music' }] },
    ],
  } as unknown as Composition;
  const plan = planRender(composition, defaultPlanSettings);
  const efforts = plan.scenes.map((s) => s.effort!);
  assert.equal(efforts, sceneEfforts(composition, plan.scenes), 'the plan carries each scene\'s effort');
  assert.is(efforts.length, 10);
  const [still, blend, video] = [efforts[2]!, efforts[5]!, efforts[7]!];
  assert.ok(blend > video && video > still, `transition ${blend} > video ${video} > still with title ${still}`);
  assert.ok(efforts[0]! < still, 'the first scene shows the title for fewer frames');
  assert.equal(dispatchOrder(plan.scenes).map((s) => s.index), [5, 6, 7, 8, 9, 1, 2, 3, 4, 0], 'costliest first, ties in plan order');
  const background = { output: { width: 320, height: 180, fps: 30, durationSec: 2 }, tracks: [{ clips: [{ kind: 'audio', start: 0, duration: 2, src: 'media:m' }] }] } as unknown as Composition;
  assert.equal(sceneEfforts(background, [{ index: 0, startFrame: 0, frameCount: 60 }]), [60], 'a frame of background alone is one; sound adds nothing');
});

test('scenes without an effort (plans stored before it) are dispatched in plan order', () => {
  const scenes = [{ index: 0, startFrame: 0, frameCount: 60 }, { index: 1, startFrame: 60, frameCount: 60 }, { index: 2, startFrame: 120, frameCount: 60 }];
  assert.equal(dispatchOrder(scenes).map((s) => s.index), [0, 1, 2]);
  assert.equal(dispatchOrder([{ ...scenes[0]!, effort: 60 }, { ...scenes[1]!, effort: 90 }, { ...scenes[2]!, effort: 60 }]).map((s) => s.index), [1, 0, 2]);
});

test('a deployment left at its defaults plans with the default settings; the variables change them', () => {
  assert.equal(planSettingsOf(loadConfig({})), defaultPlanSettings);
  assert.equal(planSettingsOf(loadConfig({ FRAMEFLEET_SCENE_TARGET_COUNT: '1' })).targetScenes, 1);
  assert.throws(() => loadConfig({ FRAMEFLEET_SCENE_TARGET_COUNT: '0' }), /FRAMEFLEET_SCENE_TARGET_COUNT/);
});

test('settings that cannot hold are refused', () => {
  assert.throws(() => planScenes(timeline([1]), { minFrames: 0, maxFrames: 10 }), /minFrames/);
  assert.throws(() => planScenes(timeline([1]), { minFrames: 30, maxFrames: 40 }), /maxFrames/);
  assert.throws(() => planScenes(timeline([1]), { minFrames: 30, maxFrames: 300, targetScenes: 0 }), /targetScenes/);
});

test.run();
