import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { animatedClip, clipFrames, compositionFrameCount, ease, fpsRational, frameOf, keyframeValue, trackStateAt, transitionWindow } from '../../shared/composition/timing.ts';
import type { Clip, Composition, TextClip, Track } from '../../shared/composition/schema.ts';

const timing = suite('composition timing');

timing('seconds round half up to frames, immune to float noise', () => {
  assert.is(frameOf(0, 30), 0);
  assert.is(frameOf(0.1, 30), 3);
  assert.is(frameOf(1 / 60, 30), 1); // exactly half a frame rounds up
  assert.is(frameOf(0.0166, 30), 0);
  assert.is(frameOf(12.5, 30), 375);
  assert.is(frameOf(0.7 + 0.1, 30), 24); // 0.7999999999999999 s
  assert.is(frameOf(1001 / 30000, 29.97), 1);
});

timing('adjacent clips tile the frames with no gap and no overlap', () => {
  const fps = 30;
  const a = clipFrames({ start: 0, duration: 1.01 }, fps);
  const b = clipFrames({ start: 1.01, duration: 2.333 }, fps);
  assert.is(a.end, b.start);
  assert.equal(a, { start: 0, end: 30 });
  assert.equal(b, { start: 30, end: 100 });
});

timing('composition length: durationSec when given, else the end of the last clip', () => {
  const comp = { output: { width: 16, height: 16, fps: 25 }, tracks: [{ clips: [{ kind: 'text', text: 'x', start: 1, duration: 2.02 }] }] } as Composition;
  assert.is(compositionFrameCount(comp), 76);
  comp.output.durationSec = 10;
  assert.is(compositionFrameCount(comp), 250);
});

timing('easings follow their CSS definitions', () => {
  assert.is(ease('linear', 0.3), 0.3);
  assert.ok(Math.abs(ease('ease-in-out', 0.5) - 0.5) < 1e-6);
  assert.ok(ease('ease-in', 0.25) < 0.25 && ease('ease-out', 0.25) > 0.25);
  assert.ok(Math.abs(ease('cubic-bezier(0, 0, 1, 1)', 0.37) - 0.37) < 1e-5);
  assert.ok(Math.abs(ease({ kind: 'cubic-bezier', x1: 0.25, y1: 0.1, x2: 0.25, y2: 1 }, 0.6) - ease('ease', 0.6)) < 1e-9);
  assert.ok(ease('cubic-bezier(0.3, -0.6, 0.7, 1.6)', 0.9) > 1, 'overshooting curves may leave [0, 1]');
  assert.is(ease('ease', 0), 0);
  assert.is(ease('ease', 1), 1);
});

timing('keyframes hold outside their range and ease between', () => {
  const kf = [{ time: 1, value: 10, easing: 'ease-in' as const }, { time: 3, value: 30 }];
  assert.is(keyframeValue(kf, 0), 10);
  assert.is(keyframeValue(kf, 5), 30);
  const mid = keyframeValue(kf, 2);
  assert.ok(mid > 10 && mid < 20, `ease-in is slow at first: ${mid}`);
  const clip = animatedClip<Clip>({ kind: 'text', text: 'x', start: 0, duration: 4, opacity: 1, transform: { x: 5 }, animate: { opacity: [{ time: 0, value: 0 }, { time: 2, value: 1 }], 'style.fontSize': [{ time: 0, value: 10 }, { time: 2, value: 30 }] } }, 1) as TextClip;
  assert.is(clip.opacity, 0.5);
  assert.is(clip.style?.fontSize, 20);
  assert.is(clip.transform?.x, 5);
});

timing('a transition window is centred on the cut and both clips are drawn inside it', () => {
  const w = transitionWindow(90, 1, 30);
  assert.equal(w, { start: 75, end: 105 });
  const track: Track = { clips: [
    { kind: 'text', text: 'a', start: 0, duration: 3 },
    { kind: 'text', text: 'b', start: 3, duration: 3, transition: { kind: 'crossfade', duration: 1 } },
  ] };
  const before = trackStateAt(track, 74, 30);
  assert.is(before?.kind, 'single');
  const inside = trackStateAt(track, 80, 30);
  assert.is(inside?.kind, 'transition');
  if (inside?.kind === 'transition') {
    assert.is(inside.from.localFrame, 80);
    assert.is(inside.to.localFrame, -10);
    assert.ok(inside.progress > 0 && inside.progress < 0.5);
  }
  const first = trackStateAt(track, 75, 30), last = trackStateAt(track, 104, 30);
  if (first?.kind === 'transition' && last?.kind === 'transition') assert.ok(Math.abs(first.progress + last.progress - 1) < 1e-9, 'progress is symmetric');
  else assert.unreachable('window edges are transitions');
  assert.is(trackStateAt(track, 105, 30)?.kind, 'single');
  assert.is(trackStateAt(track, 180, 30), null);
});

timing.run();

const rates = suite('timing: frame rates as fractions');

rates('integers stay whole, NTSC rates are n×1000/1001, others are exact thousandths in lowest terms', () => {
  assert.equal(fpsRational(30), { num: 30, den: 1 });
  assert.equal(fpsRational(29.97), { num: 30000, den: 1001 });
  assert.equal(fpsRational(59.94), { num: 60000, den: 1001 });
  assert.equal(fpsRational(23.976), { num: 24000, den: 1001 });
  assert.equal(fpsRational(12.5), { num: 25, den: 2 });
});

rates.run();
