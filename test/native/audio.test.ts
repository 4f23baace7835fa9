/** Audio mixing (volume, fades, offsets, resampling, tracks in memory or in PCM files) and AAC-LC 48 kHz stereo encoding. */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mixAndEncodeAudio } from '../../native/media/index.ts';
import { decodeAudio, ffprobe, rejects, rms, tempDir } from './helpers.ts';

const test = suite('native audio');
const tmp = tempDir('audio');
test.after(() => tmp.remove());

const R = 48_000;

function sine(seconds: number, rate: number, freq: number, amp: number, channels: 1 | 2 = 1): Float32Array {
  const n = Math.round(seconds * rate);
  const out = new Float32Array(n * channels);
  for (let i = 0; i < n; i++) {
    const v = amp * Math.sin((2 * Math.PI * freq * i) / rate);
    for (let c = 0; c < channels; c++) out[i * channels + c] = v;
  }
  return out;
}

const at = (s: number) => Math.round(s * R);

test('mixes with offsets, volume and fades into AAC-LC 48 kHz stereo of the exact length', async () => {
  const output = tmp.file('mix.m4a');
  // Track A: 44.1 kHz mono, from 1 s, half volume, 0.5 s fade in. Track B: 48 kHz stereo, left only, 0 to 0.8 s, fades out.
  const left = sine(0.8, R, 1000, 0.6, 2);
  for (let i = 1; i < left.length; i += 2) left[i] = 0;
  const r = await mixAndEncodeAudio({
    output,
    duration: 3,
    tracks: [
      { samples: sine(5, 44_100, 440, 0.8), channels: 1, sampleRate: 44_100, volume: 0.5, offset: 1, fadeIn: 0.5 },
      { samples: left, channels: 2, sampleRate: R, fadeOut: 0.4 },
    ],
  });
  assert.is(r.silent, false);
  assert.is(r.output, output);
  assert.is(r.samples, 3 * R);

  const p = await ffprobe(output);
  assert.is(p.streams.length, 1);
  const a = p.streams[0]!;
  assert.is(a.codec_name, 'aac');
  assert.is(a.profile, 'LC');
  assert.is(a.sample_rate, '48000');
  assert.is(a.channels, 2);
  assert.ok(Math.abs(Number(a.duration) - 3) < 0.022, `duration ${a.duration}`);

  const [L, Rt] = await decodeAudio(output);
  assert.ok(Math.abs(L.length - 3 * R) <= 1024, `decoded ${L.length} samples`);
  const sineRms = (amp: number) => amp / Math.SQRT2;
  // 0..0.35 s: only track B, left channel, full level.
  assert.ok(Math.abs(rms(L, at(0.05), at(0.35)) - sineRms(0.6)) < 0.03, `left early ${rms(L, at(0.05), at(0.35))}`);
  assert.ok(rms(Rt, at(0.05), at(0.35)) < 0.01, `right early ${rms(Rt, at(0.05), at(0.35))}`);
  // Track B fades out over 0.4..0.8 s.
  assert.ok(rms(L, at(0.42), at(0.52)) > 2 * rms(L, at(0.68), at(0.78)), 'fade out lowers the level');
  // 0.85..0.95 s: nothing plays.
  assert.ok(rms(L, at(0.85), at(0.95)) < 0.005 && rms(Rt, at(0.85), at(0.95)) < 0.005, 'gap is silent');
  // Track A fades in over 1..1.5 s, then plays at 0.5 * 0.8 on both channels.
  assert.ok(rms(Rt, at(1.0), at(1.1)) < 0.5 * rms(Rt, at(1.4), at(1.5)), 'fade in raises the level');
  for (const ch of [L, Rt]) assert.ok(Math.abs(rms(ch, at(1.7), at(2.7)) - sineRms(0.4)) < 0.02, `steady level ${rms(ch, at(1.7), at(2.7))}`);
});

test('clips the mix to full scale', async () => {
  const output = tmp.file('loud.m4a');
  const r = await mixAndEncodeAudio({ output, duration: 0.5, tracks: [{ samples: sine(1, R, 200, 0.9), channels: 1, sampleRate: R, volume: 4 }] });
  assert.ok(r.peak <= 1 && r.peak > 0.99, `peak ${r.peak}`);
});

test('frames and fps give the exact sample count of the video', async () => {
  const r = await mixAndEncodeAudio({ output: tmp.file('ntsc.m4a'), frames: 30, fps: '30000/1001', tracks: [{ samples: sine(2, R, 300, 0.3), channels: 1, sampleRate: R }] });
  assert.is(r.samples, 48_048);
});

test('a silent composition writes nothing', async () => {
  const cases = {
    'no tracks': [],
    'zero volume': [{ samples: sine(1, R, 440, 0.5), channels: 1 as const, sampleRate: R, volume: 0 }],
    'digital silence': [{ samples: new Float32Array(R), channels: 1 as const, sampleRate: R }],
    'starts after the end': [{ samples: sine(1, R, 440, 0.5), channels: 1 as const, sampleRate: R, offset: 5 }],
  };
  for (const [name, tracks] of Object.entries(cases)) {
    const output = tmp.file(`${name}.m4a`);
    const r = await mixAndEncodeAudio({ output, duration: 2, tracks });
    assert.is(r.silent, true, name);
    assert.is(r.output, null, name);
    assert.not.ok(existsSync(output), `${name}: no file`);
  }
});

test('a window of the timeline sounds like that stretch of the whole mix: fades and ends fall where the timeline has them', async () => {
  // 4 s of tone over a 4 s timeline, fading in over its first 2 s and out over its last 2 s; the window is 1..3 s at 30 fps.
  const output = tmp.file('window.m4a');
  const r = await mixAndEncodeAudio({
    output, frames: 60, fps: 30, startFrame: 30, timelineFrames: 120,
    tracks: [{ samples: sine(4, R, 440, 0.8), channels: 1, sampleRate: R, fadeIn: 2, fadeOut: 2 }],
  });
  assert.is(r.samples, 2 * R);
  const [L] = await decodeAudio(output);
  const sineRms = 0.8 / Math.SQRT2;
  // Window 0..0.1 s is timeline 1.0..1.1 s: halfway through the fade in, about half level, and rising.
  assert.ok(Math.abs(rms(L, at(0.02), at(0.1)) - sineRms * 0.53) < 0.04, `start of the window ${rms(L, at(0.02), at(0.1))}`);
  // Window 0.95..1.05 s is timeline 1.95..2.05 s: where the fade in ends and the fade out begins, full level.
  assert.ok(Math.abs(rms(L, at(0.95), at(1.05)) - sineRms * 0.99) < 0.04, `middle of the window ${rms(L, at(0.95), at(1.05))}`);
  // The end of the window is timeline 3 s: still half level, since the tone plays on to 4 s.
  assert.ok(Math.abs(rms(L, at(1.9), at(1.98)) - sineRms * 0.52) < 0.04, `end of the window ${rms(L, at(1.9), at(1.98))}`);
  await rejects(mixAndEncodeAudio({ output, frames: 60, fps: 30, startFrame: 30, timelineFrames: 60, tracks: [] }), (err) => assert.match(err.message, /options\.timelineFrames/));
});

/** The samples as a raw f32le PCM file, as ffmpeg -f f32le writes it. */
function pcmFile(name: string, samples: Float32Array): string {
  const path = tmp.file(name);
  writeFileSync(path, new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength));
  return path;
}

const md5 = (path: string) => createHash('md5').update(readFileSync(path)).digest('hex');

test('a track read from a PCM file mixes to the same bytes as the same samples in memory, resampled or not', async () => {
  const stereo = sine(6, R, 330, 0.5, 2);
  const mono441 = sine(5, 44_100, 550, 0.6);
  const settings = [
    { channels: 2 as const, sampleRate: R, fadeIn: 0.5, fadeOut: 1 },
    { channels: 1 as const, sampleRate: 44_100, offset: 0.7, volume: 0.8, fadeOut: 0.5 },
  ];
  const mix = (name: string, sources: [{ samples: Float32Array } | { file: string }, { samples: Float32Array } | { file: string }]) =>
    mixAndEncodeAudio({ output: tmp.file(name), frames: 120, fps: 30, startFrame: 30, timelineFrames: 180, tracks: [{ ...settings[0]!, ...sources[0] }, { ...settings[1]!, ...sources[1] }] });
  const inMemory = await mix('memory.m4a', [{ samples: stereo }, { samples: mono441 }]);
  const fromFiles = await mix('files.m4a', [{ file: pcmFile('stereo.f32', stereo) }, { file: pcmFile('mono441.f32', mono441) }]);
  assert.is(fromFiles.peak, inMemory.peak);
  assert.is(md5(fromFiles.output!), md5(inMemory.output!));
});

test('duration cuts a track; with loop its samples repeat to fill it', async () => {
  // A 0.5 s tone: cut to 0.25 s it stops there; looped over 3 s it plays throughout.
  const file = pcmFile('short.f32', sine(0.5, R, 440, 0.6));
  const cut = await mixAndEncodeAudio({ output: tmp.file('cut.m4a'), duration: 1, tracks: [{ file, channels: 1, sampleRate: R, duration: 0.25 }] });
  const [C] = await decodeAudio(cut.output!);
  assert.ok(rms(C, at(0.05), at(0.2)) > 0.3, `plays before the cut ${rms(C, at(0.05), at(0.2))}`);
  assert.ok(rms(C, at(0.3), at(0.9)) < 0.005, `silent after the cut ${rms(C, at(0.3), at(0.9))}`);
  const looped = await mixAndEncodeAudio({ output: tmp.file('looped.m4a'), duration: 3, tracks: [{ file, channels: 1, sampleRate: R, duration: 2.5, loop: true }] });
  const [L] = await decodeAudio(looped.output!);
  for (const [from, to] of [[0.1, 0.4], [1.1, 1.4], [2.1, 2.4]] as const) assert.ok(Math.abs(rms(L, at(from), at(to)) - 0.6 / Math.SQRT2) < 0.03, `loop plays at ${from} s`);
  assert.ok(rms(L, at(2.6), at(2.9)) < 0.005, 'and stops at its duration');
  // The same loop from memory gives the same bytes.
  const inMemory = await mixAndEncodeAudio({ output: tmp.file('looped-memory.m4a'), duration: 3, tracks: [{ samples: sine(0.5, R, 440, 0.6), channels: 1, sampleRate: R, duration: 2.5, loop: true }] });
  assert.is(md5(inMemory.output!), md5(looped.output!));
});

test('PCM file tracks: missing, empty, partial frames, and argument mistakes', async () => {
  const output = tmp.file('bad.m4a');
  await rejects(mixAndEncodeAudio({ output, duration: 1, tracks: [{ file: tmp.file('missing.f32'), channels: 2, sampleRate: R }] }), (err) => {
    assert.is(err.code, 'ERR_AUDIO_INVALID');
    assert.match(err.message, /options\.tracks\[0\]\.file .*missing\.f32 cannot be read/);
  });
  const odd = pcmFile('odd.f32', new Float32Array(R * 2 + 1).fill(0.25));
  await rejects(mixAndEncodeAudio({ output, duration: 1, tracks: [{ file: odd, channels: 2, sampleRate: R }] }), (err) => {
    assert.is(err.code, 'ERR_AUDIO_INVALID');
    assert.match(err.message, /does not hold whole 2-channel float samples/);
  });
  assert.not.ok(existsSync(output), 'no partial output');
  const empty = await mixAndEncodeAudio({ output, duration: 1, tracks: [{ file: pcmFile('empty.f32', new Float32Array(0)), channels: 1, sampleRate: R }] });
  assert.is(empty.silent, true);
  const file = pcmFile('ok.f32', sine(1, R, 440, 0.5));
  await rejects(mixAndEncodeAudio({ output, duration: 1, tracks: [{ file, samples: sine(1, R, 440, 0.5), channels: 1, sampleRate: R } as never] }), (err) => {
    assert.instance(err, TypeError);
    assert.match(err.message, /options\.tracks\[0\] must have samples or a file, not both/);
  });
  await rejects(mixAndEncodeAudio({ output, duration: 1, tracks: [{ file, channels: 1, sampleRate: R, loop: true }] }), (err) => {
    assert.instance(err, TypeError);
    assert.match(err.message, /options\.tracks\[0\]\.loop needs options\.tracks\[0\]\.duration/);
  });
  await rejects(mixAndEncodeAudio({ output, duration: 1, tracks: [{ file: 42, channels: 1, sampleRate: R } as never] }), (err) => assert.match(err.message, /options\.tracks\[0\]\.file/));
});

test.run();
