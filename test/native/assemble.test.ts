/** Joining segments by stream copy: exact frame counts and order, timestamps, faststart, audio or none. */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { assembleSegments, mixAndEncodeAudio } from '../../native/media/index.ts';
import { decodeYuv, encodePattern, ffprobe, psnr, tempDir, topLevelBoxes } from './helpers.ts';

const test = suite('native assemble');
const tmp = tempDir('assemble');
test.after(() => tmp.remove());

const W = 320, H = 180, FRAMES = 210, FPS = 30;
const settings = { width: W, height: H, fps: FPS, backend: 'software', preset: 'veryfast', quality: 14, threads: 2 } as const;

/** Encodes frames 0..209 split at `cuts` and joins them. */
async function encodeSplit(name: string, cuts: number[], audio?: string) {
  const bounds = [0, ...cuts, FRAMES];
  const segments: string[] = [];
  for (let s = 0; s + 1 < bounds.length; s++) {
    const path = tmp.file(`${name}-${s}.mp4`);
    const info = await encodePattern(path, bounds[s]!, bounds[s + 1]!, settings);
    assert.is(info.frames, bounds[s + 1]! - bounds[s]!);
    segments.push(path);
  }
  const output = tmp.file(`${name}.mp4`);
  const result = await assembleSegments({ segments, output, audio: audio ?? null });
  return { output, result, segments };
}

function assertFaststart(path: string) {
  const boxes = topLevelBoxes(path);
  assert.ok(boxes.includes('moov') && boxes.includes('mdat'), `boxes ${boxes}`);
  assert.ok(boxes.indexOf('moov') < boxes.indexOf('mdat'), `moov must come before mdat: ${boxes.join(' ')}`);
}

let reference: Buffer[] = [];

test('1, 2 and 7 segments of the same 210 frames join to exactly 210 frames in order', async () => {
  const splits: Record<string, number[]> = { one: [], two: [105], seven: [30, 60, 90, 120, 150, 180] };
  for (const [name, cuts] of Object.entries(splits)) {
    const { output, result } = await encodeSplit(name, cuts);
    assert.is(result.frames, FRAMES, `${name}: assembler count`);
    assert.ok(Math.abs(result.duration - FRAMES / FPS) < 1e-9, `${name}: duration ${result.duration}`);
    assert.is(result.audioDuration, null);
    assertFaststart(output);

    const p = await ffprobe(output, { frames: true });
    assert.is(p.streams.length, 1, `${name}: a silent composition has no audio track`);
    const v = p.streams[0]!;
    assert.is(v.codec_name, 'h264');
    assert.is(v.pix_fmt, 'yuv420p');
    assert.is(v.nb_read_frames, String(FRAMES), `${name}: decoded frame count`);
    assert.ok(Math.abs(Number(v.duration) - FRAMES / FPS) < 1e-6, `${name}: stream duration ${v.duration}`);
    // One frame every 1/30 s, no gaps or repeats at the joins.
    p.frames!.forEach((f, i) => assert.ok(Math.abs(Number(f.best_effort_timestamp_time) - i / FPS) < 1e-6, `${name}: frame ${i} at ${f.best_effort_timestamp_time}`));
    // Segment starts are key frames.
    for (const c of cuts) assert.is(p.frames![c]!.key_frame, 1, `${name}: frame ${c} is a key frame`);

    const decoded = await decodeYuv(output, W, H);
    assert.is(decoded.length, FRAMES);
    if (name === 'one') {
      reference = decoded;
      // The content changes enough from frame to frame that a swapped or repeated frame cannot pass.
      for (let i = 0; i + 1 < FRAMES; i++) {
        const d = psnr(decoded[i]!, decoded[i + 1]!);
        assert.ok(d < 35, `frames ${i} and ${i + 1} are too alike (${d.toFixed(1)} dB)`);
      }
    } else {
      for (let i = 0; i < FRAMES; i++) {
        const d = psnr(decoded[i]!, reference[i]!);
        assert.ok(d >= 40, `${name}: frame ${i} differs from the single-segment encode (${d.toFixed(1)} dB)`);
      }
    }
  }
});

test('joining is deterministic', async () => {
  const a = await encodeSplit('det-a', [70, 140]);
  const b = await encodeSplit('det-b', [70, 140]);
  assert.ok(readFileSync(a.output).equals(readFileSync(b.output)));
});

test('with audio: AAC-LC 48 kHz stereo, durations agree within one frame, faststart', async () => {
  const rate = 44_100;
  const music = new Float32Array(rate * 8);
  for (let i = 0; i < music.length; i++) music[i] = 0.4 * Math.sin((2 * Math.PI * 330 * i) / rate);
  const audio = await mixAndEncodeAudio({ output: tmp.file('mix.m4a'), frames: FRAMES, fps: FPS, tracks: [{ samples: music, channels: 1, sampleRate: rate, fadeOut: 1 }] });
  assert.is(audio.silent, false);
  assert.is(audio.output, tmp.file('mix.m4a'));
  const { output, result } = await encodeSplit('av', [100], audio.output!);
  assert.is(result.frames, FRAMES);
  assert.ok(result.audioDuration !== null && Math.abs(result.audioDuration - result.duration) <= 1 / FPS, `audio ${result.audioDuration} s, video ${result.duration} s`);
  assertFaststart(output);

  const p = await ffprobe(output, { frames: true });
  const v = p.streams.find((s) => s.codec_type === 'video')!;
  const a = p.streams.find((s) => s.codec_type === 'audio')!;
  assert.ok(a, 'has an audio track');
  assert.is(p.streams.length, 2);
  assert.is(v.nb_read_frames, String(FRAMES));
  assert.is(a.codec_name, 'aac');
  assert.is(a.profile, 'LC');
  assert.is(a.sample_rate, '48000');
  assert.is(a.channels, 2);
  assert.ok(Math.abs(Number(a.duration) - Number(v.duration)) <= 1 / FPS, `ffprobe: audio ${a.duration} s, video ${v.duration} s`);
  assert.ok(Math.abs(Number(a.start_time)) < 1e-6, `audio starts at ${a.start_time}`);
});

test('a silent composition writes no audio file and the result has no audio track', async () => {
  const audio = await mixAndEncodeAudio({ output: tmp.file('silent.m4a'), frames: FRAMES, fps: FPS, tracks: [{ samples: new Float32Array(48_000), channels: 1, sampleRate: 48_000 }] });
  assert.is(audio.silent, true);
  assert.is(audio.output, null);
  const { output } = await encodeSplit('silent', [], audio.output ?? undefined);
  const p = await ffprobe(output);
  assert.equal(p.streams.map((s) => s.codec_type), ['video']);
});

test('HEVC segments join too', async () => {
  const segments: string[] = [];
  for (const [from, to] of [[0, 20], [20, 45]] as const) {
    const path = tmp.file(`hevc-${from}.mp4`);
    await encodePattern(path, from, to, { ...settings, codec: 'hevc' });
    segments.push(path);
  }
  const output = tmp.file('hevc.mp4');
  const r = await assembleSegments({ segments, output });
  assert.is(r.frames, 45);
  const p = await ffprobe(output, { frames: true });
  assert.is(p.streams[0]!.codec_name, 'hevc');
  assert.is(p.streams[0]!.codec_tag_string, 'hvc1');
  assert.is(p.streams[0]!.pix_fmt, 'yuv420p');
  assert.is(p.streams[0]!.nb_read_frames, '45');
  assertFaststart(output);
});

test.run();
