/**
 * The join fed one segment at a time (openSegmentJoiner) writes the bytes the all-at-once join
 * writes, whether its segments come one by one or many while a call runs; a damaged segment fails
 * it with the same coded error and leaves no output; it refuses calls once finished or aborted.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { EncoderError, assembleSegments, mixAndEncodeAudio, openSegmentJoiner } from '../../native/media/index.ts';
import { encodePattern, rejects, tempDir } from './helpers.ts';

const test = suite('native segment joiner');
const tmp = tempDir('segment-joiner');
test.after(() => tmp.remove());

const W = 160, H = 90, FPS = 30;
const settings = { width: W, height: H, fps: FPS, backend: 'software', preset: 'ultrafast', threads: 1 } as const;
const cuts = [0, 12, 30, 31, 60, 75, 90];
let segments: string[] = [];
let music = '';

const coded = (code: string, pattern?: RegExp) => (err: Error & { code?: string }) => {
  assert.instance(err, EncoderError, `${err.name}: ${err.message}`);
  assert.is(err.code, code, err.message);
  if (pattern) assert.match(err.message, pattern);
};

test.before(async () => {
  segments = [];
  for (let s = 0; s + 1 < cuts.length; s++) {
    const path = tmp.file(`s${s}.mp4`);
    await encodePattern(path, cuts[s]!, cuts[s + 1]!, settings);
    segments.push(path);
  }
  const rate = 48_000;
  const samples = new Float32Array(rate * 4);
  for (let i = 0; i < samples.length; i++) samples[i] = 0.3 * Math.sin((2 * Math.PI * 440 * i) / rate);
  const mixed = await mixAndEncodeAudio({ output: tmp.file('music.m4a'), frames: 90, fps: FPS, tracks: [{ samples, channels: 1, sampleRate: rate }] });
  music = mixed.output!;
});

test('one segment at a time, or all at once while the first is joined, writes the all-at-once bytes, with audio and without', async () => {
  for (const audio of [null, music]) {
    const whole = tmp.file(`whole-${audio ? 'a' : 'n'}.mp4`);
    const expected = await assembleSegments({ segments, output: whole, audio });
    const reference = readFileSync(whole);

    const oneByOne = openSegmentJoiner({ output: tmp.file('one-by-one.mp4'), segmentCount: segments.length, audio });
    for (const s of segments) await oneByOne.append(s);
    assert.equal(await oneByOne.finish(), { ...expected, output: tmp.file('one-by-one.mp4') });
    assert.ok(readFileSync(tmp.file('one-by-one.mp4')).equals(reference), `one by one (${audio ? 'audio' : 'silent'})`);

    // Appended without waiting: the first goes alone, the rest, appended while it runs, go to the addon together.
    const together = openSegmentJoiner({ output: tmp.file('together.mp4'), segmentCount: segments.length, audio });
    const first = together.append(segments[0]!);
    await new Promise((resolve) => setImmediate(resolve));
    const appended = [first, ...segments.slice(1).map((s) => together.append(s))];
    const result = await together.finish();
    await Promise.all(appended);
    assert.is(result.frames, 90);
    assert.ok(readFileSync(tmp.file('together.mp4')).equals(reference), `together (${audio ? 'audio' : 'silent'})`);
  }
});

test('a damaged segment fails the join with its coded error; finish reports it and leaves no output', async () => {
  const flipped = tmp.file('flipped.mp4');
  // Frame data changed, the file's structure intact: only the checksum the encoder stored finds it.
  const bytes = readFileSync(segments[2]!);
  const mdat = bytes.indexOf('mdat');
  for (let at = mdat + 200; at < mdat + 260; at++) bytes[at] = bytes[at]! ^ 0x5a;
  writeFileSync(flipped, bytes);
  const output = tmp.file('damaged.mp4');
  const joiner = openSegmentJoiner({ output, segmentCount: segments.length });
  await joiner.append(segments[0]!);
  await joiner.append(segments[1]!);
  await rejects(joiner.append(flipped), coded('ERR_SEGMENT_CORRUPT', /segment 3 of 6 .*flipped\.mp4.*damaged/));
  // Later segments are refused with the same failure rather than written after a gap.
  await rejects(joiner.append(segments[3]!), coded('ERR_SEGMENT_CORRUPT'));
  await rejects(joiner.finish(), coded('ERR_SEGMENT_CORRUPT'));
  assert.not.ok(existsSync(output), 'no partial output left');
  // The caller's cleanup aborts it again (an assembly's does, whatever happened): nothing is left to close.
  await joiner.abort();
  assert.not.ok(existsSync(output));
});

test('finish before every segment is in is refused; abort removes the partial output; a finished join is closed', async () => {
  const short = tmp.file('short.mp4');
  const early = openSegmentJoiner({ output: short, segmentCount: segments.length });
  await early.append(segments[0]!);
  await rejects(early.finish(), coded('ERR_SEGMENT_INVALID', /after 1 of its 6 segments/));
  assert.not.ok(existsSync(short));

  const aborted = tmp.file('aborted.mp4');
  const stopped = openSegmentJoiner({ output: aborted, segmentCount: segments.length });
  await stopped.append(segments[0]!);
  assert.ok(existsSync(aborted), 'the output is written as segments come');
  await stopped.abort();
  assert.not.ok(existsSync(aborted));
  await rejects(stopped.append(segments[1]!), coded('ERR_ENCODER_CLOSED'));

  const done = tmp.file('done.mp4');
  const finished = openSegmentJoiner({ output: done, segmentCount: 1 });
  await finished.append(segments[0]!);
  await rejects(finished.append(segments[1]!), coded('ERR_SEGMENT_INVALID', /takes 1 segments/));
  const one = openSegmentJoiner({ output: done, segmentCount: 1 });
  await one.append(segments[0]!);
  assert.is((await one.finish()).frames, 12);
  await one.abort();
  assert.ok(existsSync(done), 'aborting a finished join keeps its output');
  await rejects(one.append(segments[1]!), coded('ERR_ENCODER_CLOSED'));
  await rejects(one.finish(), coded('ERR_ENCODER_CLOSED'));
});

test('arguments are checked before anything is written', () => {
  assert.throws(() => openSegmentJoiner({ output: tmp.file('x.mp4'), segmentCount: 0 }), /options\.segmentCount/);
  assert.throws(() => openSegmentJoiner({ output: tmp.file('x.mp4'), segmentCount: 2, audio: tmp.file('x.mp4') }), /options\.output/);
  const joiner = openSegmentJoiner({ output: tmp.file('x.mp4'), segmentCount: 2 });
  assert.throws(() => void joiner.append(7 as never), /segment/);
  assert.not.ok(existsSync(tmp.file('x.mp4')));
});

test.run();
