import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { planScenes } from '../../control-plane/domain/render-plan.ts';
import type { Composition } from '../../shared/composition/schema.ts';

const test = suite('farm: scene planner');

/** Clips back to back on one track, durations in seconds, at 30 fps. */
function timeline(...durations: number[]): Composition {
  let start = 0;
  const clips = durations.map((duration) => {
    const clip = { kind: 'shape', start, duration, shape: 'rectangle', fill: '#000' };
    start += duration;
    return clip;
  });
  return { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips }] } as unknown as Composition;
}

const spans = (c: Composition, s = { minFrames: 30, maxFrames: 90 }, range?: { start: number; end: number }) =>
  planScenes(c, s, range).map((p) => [p.startFrame, p.frameCount]);

test('scenes cover every frame once, within bounds, cut at clip boundaries where they can be', () => {
  // Boundaries at 60, 75 and 150 frames; 240 frames in all.
  assert.equal(spans(timeline(2, 0.5, 2.5, 3)), [[0, 75], [75, 75], [150, 90]]);
  const long = planScenes(timeline(20), { minFrames: 30, maxFrames: 90 });
  assert.ok(long.every((s) => s.frameCount >= 30 && s.frameCount <= 90));
  assert.is(long.reduce((n, s) => n + s.frameCount, 0), 600);
  assert.equal(long.map((s) => s.index), long.map((_, i) => i));
});

test('a remainder shorter than the minimum is never left at the end', () => {
  const plan = spans(timeline(3.5)); // 105 frames: not 90 + 15
  assert.ok(plan.every(([, n]) => n! >= 30), JSON.stringify(plan));
  assert.is(plan.reduce((n, [, f]) => n + f!, 0), 105);
});

test('the plan depends only on the composition and the settings', () => {
  const c = timeline(1, 4, 2, 7, 0.2, 3);
  assert.equal(spans(c), spans(structuredClone(c)));
});

test('a preview plans only its window of frames, by the same rules', () => {
  const c = timeline(2, 0.5, 2.5, 3);
  assert.equal(spans(c, undefined, { start: 45, end: 200 }), [[45, 30], [75, 75], [150, 50]]);
  assert.equal(spans(c, undefined, { start: 100, end: 100 }), []);
});

test('settings that cannot hold are refused', () => {
  assert.throws(() => planScenes(timeline(1), { minFrames: 0, maxFrames: 10 }), /minFrames/);
  assert.throws(() => planScenes(timeline(1), { minFrames: 30, maxFrames: 40 }), /maxFrames/);
});

test.run();
