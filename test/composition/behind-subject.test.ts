/** The composition rules of clip ids and `behindSubject`: every error case, with its field path. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkComposition } from '../../catalog/check/check.ts';
import type { FieldError } from '../../shared/composition/validate.ts';

const behind = suite('composition: behind the subject');

/** A video on the bottom track, and a title above it placed behind its subject. */
function composition(title: Record<string, unknown> = {}, more: Record<string, unknown>[] = []): Record<string, unknown> {
  return {
    version: 1,
    output: { width: 640, height: 360, fps: 30 },
    tracks: [
      { clips: [{ kind: 'video', id: 'walkers', start: 0, duration: 4, src: 'walkers.mp4', trim: { start: 2 } }] },
      { clips: [{ kind: 'text', id: 'title', start: 1, duration: 2, text: 'BEHIND', behindSubject: { clipId: 'walkers' }, ...title }] },
      ...more.map((clip) => ({ clips: [clip] })),
    ],
  };
}

function errorsOf(input: unknown): FieldError[] {
  const r = checkComposition(input);
  return r.ok ? [] : r.errors;
}

behind('a text, image, shape or component clip above an overlapping video clip may stand behind its subject', () => {
  const r = checkComposition(composition({}, [
    { kind: 'image', start: 0, duration: 1, src: 'logo.png', behindSubject: { clipId: 'walkers' } },
    { kind: 'shape', start: 3, duration: 1, shape: 'rectangle', behindSubject: { clipId: 'walkers' } },
    { kind: 'component', start: 0, duration: 4, componentId: 'kinetic-title', props: { text: 'Hi' }, behindSubject: { clipId: 'walkers' } },
  ]));
  assert.ok(r.ok, JSON.stringify(!r.ok && r.errors));
});

behind('a clip id is unique in the composition', () => {
  const errors = errorsOf(composition({}, [{ kind: 'shape', id: 'walkers', start: 0, duration: 1, shape: 'ellipse' }]));
  assert.equal(errors.map((e) => e.path), ['tracks[2].clips[0].id']);
  assert.match(errors[0]!.problem, /already the id of tracks\[0\]\.clips\[0\]/);
});

behind('behindSubject naming no clip is refused at its clipId', () => {
  const errors = errorsOf(composition({ behindSubject: { clipId: 'nobody' } }));
  assert.equal(errors.map((e) => [e.path, e.code]), [['tracks[1].clips[0].behindSubject.clipId', 'invalid']]);
  assert.match(errors[0]!.problem, /no clip has the id 'nobody'/);
});

behind('behindSubject naming a clip that is not a video is refused', () => {
  const errors = errorsOf(composition({}, [{ kind: 'shape', id: 'box', start: 0, duration: 4, shape: 'rectangle', behindSubject: { clipId: 'title' } }]));
  assert.equal(errors.map((e) => e.path), ['tracks[2].clips[0].behindSubject.clipId']);
  assert.match(errors[0]!.problem, /names tracks\[1\]\.clips\[0\], a text clip; only a video clip/);
});

behind('behindSubject naming the clip itself is refused', () => {
  const errors = errorsOf(composition({ behindSubject: { clipId: 'title' } }));
  assert.equal(errors.map((e) => e.path), ['tracks[1].clips[0].behindSubject.clipId']);
  assert.match(errors[0]!.problem, /names this clip itself/);
});

behind('behindSubject naming a video that does not overlap the clip in time is refused, with both frame ranges', () => {
  const errors = errorsOf(composition({ start: 4, duration: 1 }));
  assert.equal(errors.map((e) => e.path), ['tracks[1].clips[0].behindSubject.clipId']);
  assert.match(errors[0]!.problem, /frames 0–119\), which does not overlap this clip in time \(frames 120–149\)/);
});

behind('behindSubject naming a video on the same or a higher track is refused: the video must lie beneath', () => {
  const input = composition();
  const tracks = input.tracks as { clips: Record<string, unknown>[] }[];
  input.tracks = [tracks[1], tracks[0]];
  const errors = errorsOf(input);
  assert.equal(errors.map((e) => e.path), ['tracks[0].clips[0].behindSubject.clipId']);
  assert.match(errors[0]!.problem, /not on a lower track/);
});

behind('behindSubject is refused on video, audio and captions clips, and takes clipId only', () => {
  const errors = errorsOf(composition({ behindSubject: { clipId: 'walkers', depth: 2 } }, [
    { kind: 'video', id: 'other', start: 0, duration: 1, src: 'b.mp4', behindSubject: { clipId: 'walkers' } },
    { kind: 'captions', start: 0, duration: 1, words: [{ text: 'hi', start: 0, end: 1 }], behindSubject: { clipId: 'walkers' } },
  ]));
  assert.equal(errors.map((e) => e.path).sort(), [
    'tracks[1].clips[0].behindSubject.depth', 'tracks[2].clips[0].behindSubject', 'tracks[3].clips[0].behindSubject',
  ]);
  assert.ok(errors.every((e) => /not a known field/.test(e.problem)), JSON.stringify(errors));
  assert.equal(errorsOf(composition({ behindSubject: {} })).map((e) => e.path), ['tracks[1].clips[0].behindSubject.clipId']);
});

behind('a subject matte on a video clip names its file and the source second it starts at', () => {
  const ok = composition();
  (ok.tracks as { clips: Record<string, unknown>[] }[])[0]!.clips[0]!.subjectMatte = { src: 'walkers-matte.mkv', startSec: 2 };
  assert.ok(checkComposition(ok).ok);
  const bad = composition();
  (bad.tracks as { clips: Record<string, unknown>[] }[])[0]!.clips[0]!.subjectMatte = { src: '', startSec: -1 };
  assert.equal(errorsOf(bad).map((e) => e.path).sort(), ['tracks[0].clips[0].subjectMatte.src', 'tracks[0].clips[0].subjectMatte.startSec']);
});

behind.run();
