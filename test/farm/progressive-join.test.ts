/**
 * An assembly's join takes segments as they reach its node, in any order, and writes the output
 * the all-at-once join writes, sound and all; a sound that fails to mix, or a segment that never
 * comes, is reported by finish(); an aborted join leaves no output behind.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { joinOutput, mixTimelineAudio, ProgressiveJoin, type AudioMixInput } from '../../render-node/assembly.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { encodePattern } from '../native/helpers.ts';
import { wavSecond } from '../support/media.ts';

const test = suite('farm: the progressive join');
const root = mkdtempSync(join(tmpdir(), 'framefleet-progressive-join-'));
test.after(() => rmSync(root, { recursive: true, force: true }));

const FPS = 30;
const cuts = [0, 15, 30, 45, 60];
const segments: string[] = [];
const sceneFrames = cuts.slice(1).map((c, i) => c - cuts[i]!);
let wav = '';

const composition = {
  output: { width: 160, height: 90, fps: FPS },
  tracks: [{ clips: [{ kind: 'audio', start: 0, duration: 2, src: 'media:tone' }] }],
} as Composition;

/** A fresh scratch folder for one assembly, as the assemble job makes for each job. */
function input(name: string, sound = composition): AudioMixInput {
  const dir = join(root, name);
  mkdirSync(dir, { recursive: true });
  return { composition: sound, resolveSource: async () => wav, video: { width: 160, height: 90, fps: { num: FPS, den: 1 } }, startFrame: 0, totalFrames: 60, dir };
}

test.before(async () => {
  for (let s = 0; s + 1 < cuts.length; s++) {
    const path = join(root, `s${s}.mp4`);
    await encodePattern(path, cuts[s]!, cuts[s + 1]!, { width: 160, height: 90, fps: FPS, backend: 'software', preset: 'ultrafast', threads: 1 });
    segments.push(path);
  }
  wav = join(root, 'tone.wav');
  writeFileSync(wav, wavSecond());
});

test('segments added out of order (and twice) make the output the all-at-once join makes', async () => {
  const whole = input('whole');
  const expected = await joinOutput(whole, segments, sceneFrames, await mixTimelineAudio(whole));

  const progressive = input('progressive');
  const joining = new ProgressiveJoin(progressive, segments.length, mixTimelineAudio(progressive));
  for (const i of [2, 0, 3, 0, 1]) joining.add(i, segments[i]!, sceneFrames[i]!);
  const output = await joining.finish();
  assert.is(output.sha256, expected.sha256, 'same bytes');
  assert.equal({ ...output, path: '' }, { ...expected, path: '' });
  // Three joins between the four scenes, each checked (the tone is silence: no sound to measure).
  assert.equal(output.seams, { boundaries: 3, frames: 60, audioSeconds: 0, ok: true });
  assert.ok(readFileSync(output.path).equals(readFileSync(expected.path)));
});

test('finish() reports a segment that never came, and a sound that failed to mix, after the segments', async () => {
  const missing = input('missing');
  const short = new ProgressiveJoin(missing, segments.length, mixTimelineAudio(missing));
  for (const i of [0, 1, 3]) short.add(i, segments[i]!, sceneFrames[i]!);
  try {
    await short.finish();
    assert.unreachable('finished without scene 2');
  } catch (err) {
    assert.match((err as Error).message, /2 of its 4 segments/);
  }
  await short.abort();
  assert.not.ok(existsSync(join(missing.dir, 'output.mp4')), 'the partial output is removed');

  const broken = input('broken', { ...composition, tracks: [{ clips: [{ kind: 'audio', start: 0, duration: 2, src: 'media:gone' }] }] } as Composition);
  const mix = mixTimelineAudio({ ...broken, resolveSource: async () => { throw new Error('media:gone is not on this node'); } });
  const joining = new ProgressiveJoin(broken, segments.length, mix);
  segments.forEach((s, i) => joining.add(i, s, sceneFrames[i]!));
  try {
    await joining.finish();
    assert.unreachable('finished without its sound');
  } catch (err) {
    assert.match((err as Error).message, /media:gone/);
  }
  await joining.abort();
  assert.not.ok(existsSync(join(broken.dir, 'output.mp4')));
});

test.run();
