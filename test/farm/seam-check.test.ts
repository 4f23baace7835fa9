/**
 * The seam check of an assembly (render-node/seam-check.ts) on joined files made the way the farm
 * makes them (segments encoded and joined by the project's own encoder and joiner, sound mixed by
 * its mixer) and on copies of them with one packet taken out by ffmpeg: a clean join passes with
 * its boundaries counted; a frame lost at a join, a scene a frame short, a scene starting without
 * a key frame, a gap in the sound and a sound of the wrong length each fail with their own
 * retryable code, and the assembly itself fails with it before the output check.
 */
import { execFile } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assembleSegments, AUDIO_SAMPLE_RATE, mixAndEncodeAudio, type AudioMixResult } from '../../native/media/index.ts';
import { joinOutput } from '../../render-node/assembly.ts';
import { probeOutput } from '../../render-node/output-check.ts';
import { checkSeams, SeamCheckFailure, type SeamFailureCode, type SeamReport } from '../../render-node/seam-check.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { isPermanent, JobFailure } from '../../shared/failures.ts';
import { encodePattern, tempDir } from '../native/helpers.ts';

const run = promisify(execFile);
const test = suite('farm: the seam check of an assembly');
const tmp = tempDir('seam-check');
test.after(() => tmp.remove());

// 29.97 fps, three scenes of 20, 30 and 25 frames.
const W = 320, H = 180, fps = { num: 30000, den: 1001 };
const cuts = [0, 20, 50, 75];
const plan = [20, 30, 25];
const settings = { width: W, height: H, fps, backend: 'software', preset: 'veryfast', threads: 1 } as const;
let segments: string[] = [];
let audio: AudioMixResult;
let clean = '';

/** The check as an assembly runs it, on a file and a plan. */
async function check(path: string, sceneFrames = plan, sound: AudioMixResult | null = audio): Promise<SeamReport> {
  const facts = await probeOutput(path);
  return checkSeams(facts.videoPackets, facts.audioPackets, {
    fps, sceneFrames, totalFrames: sceneFrames.reduce((a, b) => a + b, 0), audioSamples: sound ? sound.samples : null, audioSampleRate: AUDIO_SAMPLE_RATE,
  });
}

/** The failure `work` throws: a SeamCheckFailure with `code`. */
async function failure(work: () => Promise<unknown>, code: SeamFailureCode): Promise<SeamCheckFailure> {
  try {
    await work();
  } catch (err) {
    if (!(err instanceof SeamCheckFailure)) throw err;
    assert.is(err.code, code, err.message);
    return err;
  }
  assert.unreachable(`expected ${code}`);
  throw new Error('unreachable');
}

/** A copy of `path` with one packet of a stream removed by ffmpeg's `noise` bitstream filter (n counts in file order). */
async function withoutPacket(path: string, stream: 'v' | 'a', n: number, name: string): Promise<string> {
  const out = tmp.file(name);
  await run('ffmpeg', ['-v', 'error', '-i', path, '-map', '0', '-c', 'copy', `-bsf:${stream}`, `noise=drop=eq(n\\,${n})`, '-movflags', '+faststart', '-y', out]);
  return out;
}

test.before(async () => {
  segments = [];
  for (let s = 0; s + 1 < cuts.length; s++) {
    const path = tmp.file(`s${s}.mp4`);
    await encodePattern(path, cuts[s]!, cuts[s + 1]!, settings);
    segments.push(path);
  }
  const tone = new Float32Array(AUDIO_SAMPLE_RATE * 3).map((_, i) => 0.3 * Math.sin(i / 20));
  audio = await mixAndEncodeAudio({ output: tmp.file('mix.m4a'), frames: 75, fps, tracks: [{ samples: tone, channels: 1, sampleRate: AUDIO_SAMPLE_RATE }] });
  clean = tmp.file('clean.mp4');
  await assembleSegments({ segments, output: clean, audio: audio.output });
});

test('a clean join passes: two boundaries, 75 frames, the sound as long as the mix', async () => {
  const report = await check(clean);
  assert.is(report.boundaries, 2);
  assert.is(report.frames, 75);
  assert.ok(report.ok);
  // 75 frames at 29.97 fps is 2.5025 s; the container rounds the sound's end to its millisecond.
  assert.ok(Math.abs(report.audioSeconds - audio.samples / AUDIO_SAMPLE_RATE) <= 0.001, `sound ${report.audioSeconds} s`);
  assert.ok(Math.abs(audio.samples / AUDIO_SAMPLE_RATE - 2.5025) < 1e-9);
  // A silent output (the same video, no sound expected) has nothing to measure.
  const silent = tmp.file('silent.mp4');
  await assembleSegments({ segments, output: silent, audio: null });
  assert.equal(await check(silent, plan, null), { boundaries: 2, frames: 75, audioSeconds: 0, ok: true });
});

test('a frame dropped at a boundary (the key frame scene 1 starts with) fails as seam_video_gap there', async () => {
  // File order is decode order: scene 0's 20 packets, then scene 1's key frame.
  const dropped = await withoutPacket(clean, 'v', 20, 'dropped-frame.mp4');
  const err = await failure(() => check(dropped), 'seam_video_gap');
  assert.is(err.details.scene, 1);
  assert.is(err.details.frame, 20);
  assert.match(err.message, /1 frame\(s\) missing at the start of scene 1/);
  // Frame 20 should show at 20 frame durations; the one there now is frame 21's, at 21.
  assert.ok(Math.abs(err.details.second - 21 * 1001 / 30000) < 1e-9, `at ${err.details.second} s`);
  assert.ok(Math.abs(err.details.expected - 20 * 1001 / 30000) < 1e-9 && Math.abs(err.details.found - 21 * 1001 / 30000) < 1e-9, JSON.stringify(err.details));
});

test('a scene a frame short (its timestamps closed up by the join) fails as seam_video_gap: 74 frames, not 75', async () => {
  const short = tmp.file('s1-short.mp4');
  await encodePattern(short, 21, 50, settings);
  const joined = tmp.file('short-scene.mp4');
  await assembleSegments({ segments: [segments[0]!, short, segments[2]!], output: joined, audio: audio.output });
  const err = await failure(() => check(joined), 'seam_video_gap');
  assert.equal([err.details.expected, err.details.found], [75, 74]);
  // Checked against its own (short) plan it passes: the count is what failed, nothing else.
  assert.is((await check(joined, [20, 29, 25])).frames, 74);
});

test('a scene starting elsewhere than the plan put it fails as seam_keyframe_misplaced', async () => {
  const err = await failure(() => check(clean, [21, 29, 25]), 'seam_keyframe_misplaced');
  assert.is(err.details.scene, 1);
  assert.is(err.details.frame, 21);
  assert.match(err.message, /scene 1 starts at frame 21 .* without a key frame/);
});

test('a gap in the sound fails as seam_audio_gap, at its second', async () => {
  // Packet 0 is the encoder's priming (before the stream's start): packet 40 held samples 39×1024 on.
  const gap = await withoutPacket(clean, 'a', 40, 'sound-gap.mp4');
  const err = await failure(() => check(gap), 'seam_audio_gap');
  assert.ok(Math.abs(err.details.second - (39 * 1024) / AUDIO_SAMPLE_RATE) < 1e-6, `at ${err.details.second} s`);
  assert.match(err.message, /a gap of 21\.3 ms in the sound at 0\.832 s/);
});

test('a sound 25 ms shorter than the timeline fails as seam_audio_length', async () => {
  // 1200 samples short: more than an AAC frame, less than the video frame the join itself allows.
  const shortMix = await mixAndEncodeAudio({ output: tmp.file('short-mix.m4a'), duration: (audio.samples - 1200) / AUDIO_SAMPLE_RATE, tracks: [{ samples: new Float32Array(AUDIO_SAMPLE_RATE * 3).fill(0.2), channels: 1, sampleRate: AUDIO_SAMPLE_RATE }] });
  const joined = tmp.file('short-sound.mp4');
  await assembleSegments({ segments, output: joined, audio: shortMix.output });
  const err = await failure(() => check(joined), 'seam_audio_length');
  assert.ok(Math.abs(err.details.expected - 2.5025) < 1e-9);
  assert.ok(Math.abs(err.details.found - (audio.samples - 1200) / AUDIO_SAMPLE_RATE) < 0.001, `found ${err.details.found} s`);
  assert.match(err.message, /the sound lasts 2\.4\d\d s, not 2\.50\d s/);
});

test('the assembly fails with the seam code, retryable and internal, before the output check would fail it for good', async () => {
  const short = tmp.file('s1-short-again.mp4');
  await encodePattern(short, 21, 50, settings);
  const composition = { output: { width: W, height: H, fps: 30000 / 1001 }, tracks: [] } as unknown as Composition;
  const dir = tmp.file('assembly');
  mkdirSync(dir);
  mkdirSync(tmp.file('assembly-ok'));
  const silent: AudioMixResult = { output: null, silent: true, samples: audio.samples, duration: audio.duration, peak: 0 };
  const input = { composition, resolveSource: async () => '', video: { width: W, height: H, fps }, startFrame: 0, totalFrames: 75, dir };
  const err = await failure(() => joinOutput(input, [segments[0]!, short, segments[2]!], plan, silent), 'seam_video_gap');
  assert.ok(err instanceof JobFailure);
  assert.is(err.category, 'internal');
  assert.is(err.permanent, false);
  for (const code of ['seam_video_gap', 'seam_keyframe_misplaced', 'seam_audio_gap', 'seam_audio_length']) assert.not.ok(isPermanent(code), code);
  // The same join with whole scenes passes and carries its report.
  const ok = await joinOutput({ ...input, dir: tmp.file('assembly-ok') }, segments, plan, silent);
  assert.equal(ok.seams, { boundaries: 2, frames: 75, audioSeconds: 0, ok: true });
});

test.run();
