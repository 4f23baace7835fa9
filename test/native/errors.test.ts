/** Argument checks (TypeError naming the argument), stable error codes, damaged segments fail cleanly. */
import { copyFileSync, existsSync, readFileSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderFrame } from '../../bench/frames.ts';
import { EncoderError, assembleSegments, mixAndEncodeAudio, openVideoEncoder, probeEncoders } from '../../native/media/index.ts';
import { encodePattern, rejects, tempDir } from './helpers.ts';

const test = suite('native errors');
const tmp = tempDir('errors');
test.after(() => tmp.remove());

const W = 160, H = 90;
const base = { width: W, height: H, fps: 30, backend: 'software', preset: 'ultrafast', threads: 1 } as const;

const typeError = (pattern: RegExp) => (err: Error) => {
  assert.instance(err, TypeError);
  assert.match(err.message, pattern);
};

const coded = (code: string, pattern?: RegExp) => (err: Error & { code?: string }) => {
  assert.instance(err, EncoderError, `${err.name}: ${err.message}`);
  assert.is(err.code, code, err.message);
  if (pattern) assert.match(err.message, pattern);
};

let good: string[] = [];
test.before(async () => {
  good = [];
  for (const [from, to] of [[0, 12], [12, 24]] as const) {
    const path = tmp.file(`good-${from}.mp4`);
    await encodePattern(path, from, to, base);
    good.push(path);
  }
});

test('wrong arguments give a TypeError naming the argument', async () => {
  const out = tmp.file('never.mp4');
  const bad: Array<[Record<string, unknown>, RegExp]> = [
    [{ ...base, output: out, width: 161 }, /options\.width/],
    [{ ...base, output: out, width: 'wide' }, /options\.width/],
    [{ ...base, output: out, height: 0 }, /options\.height/],
    [{ ...base, output: out, fps: 'fast' }, /options\.fps/],
    [{ ...base, output: out, fps: -5 }, /options\.fps/],
    [{ ...base, output: out, codec: 'vp9' }, /options\.codec/],
    [{ ...base, output: out, backend: 'cuda' }, /options\.backend/],
    [{ ...base, output: out, preset: 'ludicrous' }, /options\.preset/],
    [{ ...base, output: out, quality: 70 }, /options\.quality/],
    [{ ...base, output: out, gop: 0 }, /options\.gop/],
    [{ ...base, output: out, threads: 1.5 }, /options\.threads/],
    [{ ...base }, /options\.output/],
  ];
  for (const [options, pattern] of bad) await rejects(openVideoEncoder(options as never), typeError(pattern));
  await rejects(openVideoEncoder(null as never), typeError(/options/));
  assert.not.ok(existsSync(out));

  const enc = await openVideoEncoder({ ...base, output: out });
  await rejects(enc.write('pixels' as never), typeError(/frame/));
  await rejects(enc.write(Buffer.alloc(10)), typeError(/frame.*57600 bytes/));
  await rejects(enc.write(new Float32Array(W * H) as never), typeError(/frame/));
  await enc.abort();
  assert.not.ok(existsSync(out), 'abort removes the file');

  await rejects(mixAndEncodeAudio({ output: out, duration: 1, tracks: [{ samples: [0.1, 0.2] as never, channels: 1, sampleRate: 48_000 }] }), typeError(/options\.tracks\[0\]\.samples/));
  await rejects(mixAndEncodeAudio({ output: out, duration: 1, tracks: [{ samples: new Float32Array(3), channels: 2, sampleRate: 48_000 }] }), typeError(/options\.tracks\[0\]\.samples/));
  await rejects(mixAndEncodeAudio({ output: out, duration: -1, tracks: [] }), typeError(/options\.duration/));
  await rejects(mixAndEncodeAudio({ output: out, duration: 1, tracks: [{ samples: new Float32Array(4), channels: 1, sampleRate: 48_000, volume: -1 }] }), typeError(/options\.tracks\[0\]\.volume/));
  await rejects(assembleSegments({ segments: [], output: out }), typeError(/options\.segments/));
  await rejects(assembleSegments({ segments: [good[0]!, 7 as never], output: out }), typeError(/options\.segments\[1\]/));
  await rejects(assembleSegments({ segments: good, output: good[0]! }), typeError(/options\.output/));
});

test('an unavailable backend gives ERR_ENCODER_UNAVAILABLE with the reason', async () => {
  const report = await probeEncoders();
  const software = report.encoders.filter((e) => e.backend === 'software');
  assert.ok(software.every((e) => e.available), 'software encoders open here');
  for (const e of report.encoders) {
    assert.is(e.available, e.reason === null, `${e.encoder}: a reason exactly when unavailable`);
    if (!e.available) assert.ok(e.reason!.length > 10, `${e.encoder}: reason '${e.reason}'`);
  }
  const missing = report.encoders.find((e) => !e.available);
  if (missing) {
    await rejects(
      openVideoEncoder({ ...base, output: tmp.file('hw.mp4'), codec: missing.codec, backend: missing.backend }),
      coded('ERR_ENCODER_UNAVAILABLE', new RegExp(missing.encoder)),
    );
  }
});

test('codec and output failures carry stable codes', async () => {
  await rejects(openVideoEncoder({ ...base, output: tmp.file('tiny.mp4'), codec: 'hevc', width: 8, height: 8 }), coded('ERR_ENCODER_OPEN', /libx265/));
  await rejects(openVideoEncoder({ ...base, output: tmp.file('no/such/dir/x.mp4') }), coded('ERR_OUTPUT', /no\/such\/dir/));

  const enc = await openVideoEncoder({ ...base, output: tmp.file('closed.mp4') });
  await enc.write(renderFrame(0, { width: W, height: H }));
  const info = await enc.close();
  assert.is(info.frames, 1);
  await rejects(enc.write(renderFrame(1, { width: W, height: H })), coded('ERR_ENCODER_CLOSED'));
  await rejects(enc.close(), coded('ERR_ENCODER_CLOSED'));

  // A device that refuses every write.
  if (existsSync('/dev/full')) {
    await rejects(openVideoEncoder({ ...base, output: '/dev/full' }), coded('ERR_OUTPUT', /\/dev\/full/));
    assert.ok(statSync('/dev/full').isCharacterDevice(), '/dev/full is left alone');
  }
});

test('a write failure on the encoder thread rejects write()/close() with a coded error', () => {
  // Under a 128 KiB file-size limit the segment cannot be finished; the child reports what it saw.
  const out = tmp.file('limited.mp4');
  const fixture = new URL('./fixtures/write-limit.ts', import.meta.url).pathname;
  const stdout = execFileSync('sh', ['-c', 'ulimit -f 256 && exec "$0" --import tsx "$1" "$2"', process.execPath, fixture, out], {
    encoding: 'utf8',
    cwd: new URL('../..', import.meta.url).pathname,
  });
  const seen = JSON.parse(stdout.trim().split('\n').pop()!) as { written: number; name?: string; code?: string; message?: string };
  assert.is(seen.name, 'EncoderError', stdout);
  assert.is(seen.code, 'ERR_OUTPUT', seen.message);
  assert.match(seen.message!, /limited\.mp4/);
  assert.ok(seen.written > 0 && seen.written < 600, `failed after ${seen.written} frames`);
  assert.not.ok(existsSync(out), 'the partial segment is removed');
});

test('damaged segments fail the assemble with a clear coded error', async () => {
  const out = tmp.file('out.mp4');
  const variant = (name: string, make: (path: string) => void) => {
    const path = tmp.file(name);
    copyFileSync(good[1]!, path);
    make(path);
    return path;
  };
  const size = statSync(good[1]!).size;
  const truncated = variant('truncated.mp4', (p) => truncateSync(p, Math.floor(size / 2)));
  const flipped = variant('flipped.mp4', (p) => {
    const b = readFileSync(p);
    const mdat = b.indexOf('mdat');
    for (let i = mdat + 200; i < mdat + 260; i++) b[i] = b[i]! ^ 0x5a;
    writeFileSync(p, b);
  });
  const garbage = tmp.file('garbage.mp4');
  writeFileSync(garbage, Buffer.from('this is not a video file at all, not even close'.repeat(50)));
  const empty = tmp.file('empty.mp4');
  writeFileSync(empty, '');

  const cases: Array<[string, string, RegExp]> = [
    [truncated, 'ERR_SEGMENT_INVALID', /segment 2 of 2 .*truncated\.mp4/],
    [flipped, 'ERR_SEGMENT_CORRUPT', /segment 2 of 2 .*flipped\.mp4.*damaged/],
    [garbage, 'ERR_SEGMENT_INVALID', /garbage\.mp4/],
    [empty, 'ERR_SEGMENT_INVALID', /empty\.mp4/],
    [tmp.file('missing.mp4'), 'ERR_SEGMENT_INVALID', /missing\.mp4/],
  ];
  for (const [bad, code, pattern] of cases) {
    await rejects(assembleSegments({ segments: [good[0]!, bad], output: out }), coded(code, pattern));
    assert.not.ok(existsSync(out), `no output left after ${bad}`);
  }
  // Many more damaged variants: each one fails with a coded error or, if the damage missed the data, joins; the process survives.
  const original = readFileSync(good[1]!);
  for (let k = 0; k < 40; k++) {
    const path = tmp.file(`fuzz-${k}.mp4`);
    const b = Buffer.from(original);
    if (k % 2) writeFileSync(path, b.subarray(0, Math.floor((b.length * k) / 41)));
    else {
      for (let j = 0; j < 8; j++) {
        const at = (k * 7919 + j * 104_729) % b.length;
        b[at] = b[at]! ^ 0xff;
      }
      writeFileSync(path, b);
    }
    try {
      const r = await assembleSegments({ segments: [good[0]!, path], output: out });
      assert.is(r.frames, 24, `fuzz ${k} joined`);
    } catch (err) {
      assert.instance(err, EncoderError, `fuzz ${k}: ${(err as Error).message}`);
      assert.match((err as EncoderError).code, /^ERR_SEGMENT_(INVALID|CORRUPT|MISMATCH)$/);
    }
  }
});

test('segments that cannot be joined by stream copy are refused', async () => {
  const other = tmp.file('other-size.mp4');
  await encodePattern(other, 0, 5, { ...base, width: 192, height: 108 });
  await rejects(assembleSegments({ segments: [good[0]!, other], output: tmp.file('o.mp4') }), coded('ERR_SEGMENT_MISMATCH', /size 192x108 differs from 160x90/));
  const hevc = tmp.file('other-codec.mp4');
  await encodePattern(hevc, 0, 5, { ...base, codec: 'hevc' });
  await rejects(assembleSegments({ segments: [good[0]!, hevc], output: tmp.file('o.mp4') }), coded('ERR_SEGMENT_MISMATCH', /codec hevc differs from h264/));

  // A file from another tool has no framefleet checksum: refused unless verification is off.
  const foreign = tmp.file('foreign.mp4');
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', good[0]!, '-c', 'copy', foreign]);
  await rejects(assembleSegments({ segments: [foreign], output: tmp.file('o.mp4') }), coded('ERR_SEGMENT_INVALID', /checksum/));
  const r = await assembleSegments({ segments: [foreign], output: tmp.file('o.mp4'), verify: false });
  assert.is(r.frames, 12);
});

test('bad audio input is refused with ERR_AUDIO_INVALID', async () => {
  const notAudio = tmp.file('not-audio.m4a');
  writeFileSync(notAudio, 'nope');
  await rejects(assembleSegments({ segments: good, audio: notAudio, output: tmp.file('a.mp4') }), coded('ERR_AUDIO_INVALID', /not-audio\.m4a/));
  // The video is 24 frames (0.8 s); 3 s of audio does not belong to it.
  const long = tmp.file('long.m4a');
  const tone = new Float32Array(48_000 * 3).map((_, i) => 0.3 * Math.sin(i / 20));
  await mixAndEncodeAudio({ output: long, duration: 3, tracks: [{ samples: tone, channels: 1, sampleRate: 48_000 }] });
  await rejects(assembleSegments({ segments: good, audio: long, output: tmp.file('a.mp4') }), coded('ERR_AUDIO_INVALID', /within one frame/));
  assert.not.ok(existsSync(tmp.file('a.mp4')));
  // A video file given as audio has no audio stream.
  await rejects(assembleSegments({ segments: good, audio: good[0]!, output: tmp.file('a.mp4') }), coded('ERR_AUDIO_INVALID', /no audio stream/));
});

test.run();
