import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { captionPagesOf, evidenceTimes, shotsOf } from '../../control-plane/features/verify/evidence-times.ts';
import { AppError } from '../../shared/errors.ts';
import type { CaptionsClip, Clip, Composition } from '../../shared/composition/schema.ts';

const video = (start: number, duration: number, extra: Partial<Clip> = {}) => ({ kind: 'video', src: 'media:v', start, duration, ...extra }) as Clip;
const text = (start: number, duration: number, t = 'Hello') => ({ kind: 'text', text: t, start, duration }) as Clip;
const audio = (start: number, duration: number) => ({ kind: 'audio', src: 'media:a', start, duration }) as Clip;

function comp(tracks: Composition['tracks'], output: Partial<Composition['output']> = {}): Composition {
  return { version: 1, output: { width: 1080, height: 1920, fps: 30, ...output }, tracks };
}

const shots = suite('shotsOf');

shots('cuts at every start and end of a visible clip; audio, hidden tracks and invisible clips make none', () => {
  const c = comp([
    { clips: [video(0, 6), video(6, 6), video(12, 8)] },
    { clips: [text(1, 4)] },
    { clips: [audio(0, 20), audio(3.3, 1)] },
    { hidden: true, clips: [video(2.5, 1)] },
    { clips: [video(9, 1, { opacity: 0 } as Partial<Clip>)] },
  ]);
  assert.equal(shotsOf(c), [
    { startSec: 0, endSec: 1 }, { startSec: 1, endSec: 5 }, { startSec: 5, endSec: 6 }, { startSec: 6, endSec: 12 }, { startSec: 12, endSec: 20 },
  ]);
});

shots('the timeline end closes the last shot, gaps are shots of their own, and cuts sit on the frame grid', () => {
  const c = comp([{ clips: [video(0, 2.01), video(4, 1)] }], { fps: 25, durationSec: 7 });
  assert.equal(shotsOf(c), [{ startSec: 0, endSec: 2 }, { startSec: 2, endSec: 4 }, { startSec: 4, endSec: 5 }, { startSec: 5, endSec: 7 }]);
  assert.equal(shotsOf(comp([{ clips: [] }])), []);
});

const pages = suite('captionPagesOf');

const words = (list: [string, number, number][]) => list.map(([t, start, end]) => ({ text: t, start, end }));

pages('words group into pages by the word limit, a pause over 0.7 s and a sentence end, on the timeline', () => {
  const clip: CaptionsClip = {
    kind: 'captions', start: 10, duration: 20, maxWordsPerPage: 3,
    words: words([['One', 0, 0.3], ['two', 0.3, 0.6], ['three', 0.6, 0.9], ['four', 0.9, 1.2], ['five.', 1.2, 1.5], ['Six', 1.5, 1.8], ['after', 3, 3.3], ['pause', 3.3, 3.6]]),
  };
  const p = captionPagesOf(clip);
  assert.equal(p.map((x) => x.text), ['One two three', 'four five.', 'Six', 'after pause']);
  assert.equal(p.map((x) => [x.startSec, Math.round(x.endSec * 100) / 100]), [[10, 10.9], [10.9, 11.5], [11.5, 12.4], [13, 14.2]]);
});

pages('trim.start shifts transcript time, and pages outside the clip are cut to it or dropped', () => {
  const clip: CaptionsClip = {
    kind: 'captions', start: 2, duration: 2, trim: { start: 5 },
    words: words([['before', 3, 3.5], ['Inside', 5.2, 5.6], ['here', 5.6, 6], ['late', 6.8, 7.4], ['gone', 9, 9.4]]),
  };
  const p = captionPagesOf(clip);
  assert.equal(p.map((x) => x.text), ['Inside here', 'late']);
  assert.is(Math.round(p[0]!.startSec * 100) / 100, 2.2);
  assert.is(Math.round(p[0]!.endSec * 100) / 100, 3.6); // 0.6 s after its last word
  assert.is(Math.round(p[1]!.endSec * 100) / 100, 4); // cut at the clip's end
  assert.equal(captionPagesOf({ kind: 'captions', start: 0, duration: 1 }), []);
});

const times = suite('evidenceTimes');

times('shot middles, text onsets after their entrance and caption pages, snapped to frames, sorted and unique', () => {
  const c = comp([
    { clips: [video(0, 4), video(4, 4)] },
    { clips: [text(1, 3), text(5, 0.6)] },
    { clips: [{ kind: 'captions', start: 6, duration: 2, words: words([['Hi', 0, 0.4], ['there', 0.4, 0.8]]) } as Clip] },
  ]);
  const t = evidenceTimes(c);
  for (const x of t) assert.ok(Math.abs(x * 30 - Math.round(x * 30)) < 1e-6, `${x} is on the frame grid`);
  assert.equal(t, [...t].sort((a, b) => a - b));
  // shots [0,1] [1,4] [4,5] [5,5.6] [5.6,6] [6,8] → middles 0.5, 2.5, 4.5, 5.3, 5.8, 7; text onsets 1.5, 5.3 (short: its middle); caption page 6.3
  assert.equal(t, [0.5, 1.5, 2.5, 4.5, 5.3, 5.8, 6.3, 7]);
});

times('moments on the same frame are one', () => {
  const c = comp([{ clips: [video(0, 3)] }, { clips: [text(1, 1)] }], { fps: 2 });
  // shot middles 0.5, 1.5, 2.5 and the text onset 1.5 all land on frames 1, 3, 5 (0.5 s each at 2 fps)
  assert.equal(evidenceTimes(c), [0.5, 1.5, 2.5]);
});

times('given timestamps are checked against the timeline (422 timestamp_out_of_bounds), deduplicated and sorted', () => {
  const c = comp([{ clips: [video(0, 10)] }]);
  assert.equal(evidenceTimes(c, { timestamps: [3, 1.25, 3, 0] }), [0, 1.25, 3]);
  try {
    evidenceTimes(c, { timestamps: [1, 10, -0.5] });
    assert.unreachable('should throw');
  } catch (err) {
    assert.instance(err, AppError);
    const e = err as AppError;
    assert.is(e.status, 422);
    assert.is(e.code, 'timestamp_out_of_bounds');
    assert.equal(e.details.timestamps, [10, -0.5]);
    assert.equal((e.details.fields as { path: string }[]).map((f) => f.path), ['body.timestamps[1]', 'body.timestamps[2]']);
  }
  assert.throws(() => evidenceTimes(c, { timestamps: Array.from({ length: 21 }, (_, i) => i * 0.1) }), (e: unknown) => e instanceof AppError && e.status === 422);
});

times('past `max`, text onsets are kept first and the rest spread evenly; the same input gives the same stills', () => {
  const clips = Array.from({ length: 30 }, (_, i) => video(i, 1));
  const c = comp([{ clips }, { clips: [text(3.2, 2), text(17.2, 2), text(25.2, 2)] }]);
  const all = evidenceTimes(c, { max: 20 });
  assert.is(all.length, 20);
  const five = evidenceTimes(c, { max: 5 });
  assert.is(five.length, 5);
  for (const onset of [3.7, 17.7, 25.7]) assert.ok(five.includes(onset), `text onset ${onset} kept`);
  assert.equal(five, evidenceTimes(c, { max: 5 }));
  const two = evidenceTimes(c, { max: 2 });
  assert.equal(two, [3.7, 25.7]); // more onsets than room: the onsets themselves spread, ends kept
  assert.is(evidenceTimes(c).length, 12); // default
  assert.is(evidenceTimes(c, { max: 500 }).length, 20); // capped
  const spread = evidenceTimes(comp([{ clips }]), { max: 4 });
  assert.equal(spread, [0.5, 10.5, 19.5, 29.5]);
});

times('a composition without clips is looked at once, in the middle', () => {
  assert.equal(evidenceTimes(comp([{ clips: [] }], { durationSec: 4 })), [2]);
  assert.equal(evidenceTimes(comp([{ clips: [] }])), []);
});

shots.run();
pages.run();
times.run();
