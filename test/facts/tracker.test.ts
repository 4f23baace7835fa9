/**
 * The subject tracker: IoU matching against constant-velocity predictions, birth after k hits,
 * death after m misses, ids in order of first appearance, the same tracks for the same input.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type Detection, iou, SubjectTracker } from '../../render-node/facts/tracker.ts';

const test = suite('facts: subject tracker');

const box = (x: number, y: number, width = 40, height = 80, score = 0.9): Detection => ({ x, y, width, height, score });

/** The track id each frame's detection at about `x` got (null when it is in no track). */
function idsAt(tracks: ReturnType<SubjectTracker['finish']>, frame: number): number[] {
  return tracks.filter((t) => t.boxes.some((b) => b.frame === frame)).map((t) => t.trackId);
}

test('iou of boxes: 1 for the same box, 0 apart, the overlap share otherwise', () => {
  assert.is(iou(box(0, 0), box(0, 0)), 1);
  assert.is(iou(box(0, 0), box(40, 0)), 0);
  assert.is(iou(box(0, 0, 10, 10), box(5, 0, 10, 10)), 50 / 150);
});

test('two subjects walking through each other keep their ids (the prediction carries each past the crossing)', () => {
  const tracker = new SubjectTracker();
  // A goes right 6 px a frame, B left 6 px a frame, on the same line: they overlap around frame 25.
  for (let f = 0; f < 50; f++) tracker.update(f, [box(10 + 6 * f, 100), box(310 - 6 * f, 100)]);
  const tracks = tracker.finish();
  assert.is(tracks.length, 2);
  const [a, b] = tracks;
  assert.equal([a!.firstFrame, a!.lastFrame, a!.boxes.length, b!.boxes.length], [0, 49, 50, 50]);
  // Every box of A is the right-moving one: x increases along the track.
  assert.ok(a!.boxes.every((e, i) => i === 0 || e.box.x > a!.boxes[i - 1]!.box.x), 'track 1 only moves right');
  assert.ok(b!.boxes.every((e, i) => i === 0 || e.box.x < b!.boxes[i - 1]!.box.x), 'track 2 only moves left');
});

test('birth needs k hits: a detection seen in fewer frames is not a subject', () => {
  const tracker = new SubjectTracker({ minHits: 3 });
  for (let f = 0; f < 10; f++) tracker.update(f, [box(100 + f, 50), ...(f === 4 || f === 5 ? [box(300, 200)] : [])]);
  const tracks = tracker.finish();
  assert.equal(tracks.map((t) => [t.trackId, t.firstFrame, t.lastFrame]), [[1, 0, 9]], 'the two-frame blip is dropped');
});

test('death after m misses: hidden up to m frames keeps the id, longer starts a new track', () => {
  const run = (hidden: number) => {
    const tracker = new SubjectTracker({ maxMisses: 5 });
    let f = 0;
    for (; f < 10; f++) tracker.update(f, [box(50 + 2 * f, 50)]);
    for (let i = 0; i < hidden; i++, f++) tracker.update(f, []);
    for (let i = 0; i < 10; i++, f++) tracker.update(f, [box(50 + 2 * f, 50)]);
    return tracker.finish();
  };
  const short = run(5);
  assert.equal(short.map((t) => [t.trackId, t.firstFrame, t.lastFrame, t.boxes.length]), [[1, 0, 24, 20]], 'five frames hidden: the same subject');
  const long = run(6);
  assert.equal(long.map((t) => [t.trackId, t.firstFrame, t.lastFrame]), [[1, 0, 9], [2, 16, 25]], 'six frames hidden: the track died, a new one was born');
});

test('a picture (one frame): its detections are its subjects', () => {
  const tracker = new SubjectTracker();
  tracker.update(0, [box(300, 10), box(10, 10)]);
  assert.equal(tracker.finish().map((t) => [t.trackId, t.boxes[0]!.box.x]), [[1, 300], [2, 10]], 'numbered in the order detected');
});

test('ids follow first appearance; the same input gives the same tracks', () => {
  const frames = Array.from({ length: 40 }, (_, f) => [
    ...(f >= 10 ? [box(400 - 3 * f, 20)] : []),
    box(20 + 4 * f, 200),
    ...(f >= 5 ? [box(100, 300 - 2 * f, 30, 30)] : []),
  ]);
  const once = () => {
    const tracker = new SubjectTracker();
    frames.forEach((dets, f) => tracker.update(f, dets));
    return tracker.finish();
  };
  const tracks = once();
  assert.equal(tracks.map((t) => t.firstFrame), [0, 5, 10]);
  assert.equal(idsAt(tracks, 20), [1, 2, 3]);
  assert.equal(once(), tracks);
});

test('frames must increase; options are checked', () => {
  const tracker = new SubjectTracker();
  tracker.update(3, []);
  assert.throws(() => tracker.update(3, []), /frames must increase/);
  assert.throws(() => new SubjectTracker({ minHits: 0 }), /minHits/);
  assert.throws(() => new SubjectTracker({ iouThreshold: 0 }), /iouThreshold/);
});

test.run();
