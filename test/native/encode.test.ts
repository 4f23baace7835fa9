/** Video segments from the native encoder: codec, pixel format, BT.709, exact frame counts, IDR + closed GOPs, determinism, back-pressure. */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { renderFrame } from '../../bench/frames.ts';
import { openVideoEncoder } from '../../native/media/index.ts';
import { IDR_TYPES, decodeYuv, encodePattern, ffprobe, nalTypes, tempDir, topLevelBoxes } from './helpers.ts';

const test = suite('native video encoder');
const tmp = tempDir('encode');
test.after(() => tmp.remove());

const W = 320, H = 180;

for (const codec of ['h264', 'hevc'] as const) {
  test(`${codec} segment: codec, yuv420p, BT.709, exact frame count, IDR at every GOP start, closed GOPs`, async () => {
    const out = tmp.file(`${codec}.mp4`);
    const frames = 47;
    const gop = 15;
    const info = await encodePattern(out, 0, frames, { width: W, height: H, fps: 30, codec, backend: 'software', preset: 'veryfast', gop, threads: 2 });
    assert.is(info.frames, frames);
    assert.is(info.codec, codec);
    assert.is(info.encoder, codec === 'h264' ? 'libx264' : 'libx265');
    assert.ok(Math.abs(info.duration - frames / 30) < 1e-9, `duration ${info.duration}`);

    const p = await ffprobe(out, { frames: true, packets: true, data: true });
    assert.is(p.streams.length, 1);
    const v = p.streams[0]!;
    assert.is(v.codec_name, codec);
    if (codec === 'hevc') assert.is(v.codec_tag_string, 'hvc1');
    assert.is(v.pix_fmt, 'yuv420p');
    assert.is(v.width, W);
    assert.is(v.height, H);
    assert.is(v.color_space, 'bt709');
    assert.is(v.color_transfer, 'bt709');
    assert.is(v.color_primaries, 'bt709');
    assert.is(v.color_range, 'tv');
    assert.is(v.nb_read_frames, String(frames));
    assert.is(p.frames!.length, frames);

    // Frames come out at i/30 s exactly, in order.
    p.frames!.forEach((f, i) => assert.ok(Math.abs(Number(f.best_effort_timestamp_time) - i / 30) < 1e-6, `frame ${i} at ${f.best_effort_timestamp_time}`));
    // The first frame, and the first of every GOP, is an IDR picture.
    const packets = p.packets!;
    assert.ok(packets[0]!.flags.startsWith('K'), 'first packet is a key frame');
    const keyPts = packets.filter((k) => k.flags.startsWith('K')).map((k) => k.pts).sort((a, b) => a - b);
    const tick = packets[0]!.duration;
    for (let i = 0; i < frames; i += gop) assert.ok(keyPts.includes(i * tick), `frame ${i} starts a GOP`);
    for (const k of packets.filter((x) => x.flags.startsWith('K'))) {
      const types = nalTypes(k.data!, codec);
      assert.ok(types.some((t) => (IDR_TYPES[codec] as readonly number[]).includes(t)), `key frame at pts ${k.pts} is an IDR (NAL types ${types})`);
    }
    // Closed GOPs: no packet after a key frame (decode order) is shown before it.
    let lastKey = -Infinity;
    for (const k of packets) {
      if (k.flags.startsWith('K')) lastKey = k.pts;
      assert.ok(k.pts >= lastKey, `packet pts ${k.pts} leads key frame ${lastKey}: open GOP`);
    }
    assert.equal(topLevelBoxes(out).filter((b) => b === 'moov' || b === 'mdat').length, 2);
  });
}

test('RGBA is converted with BT.709 coefficients to limited range', async () => {
  const out = tmp.file('colours.mp4');
  const w = 64, h = 64;
  const colours: Array<[number, number, number]> = [[255, 0, 0], [0, 0, 255], [255, 255, 255], [0, 0, 0]];
  const enc = await openVideoEncoder({ output: out, width: w, height: h, fps: 25, backend: 'software', quality: 0, gop: 1 });
  for (const [r, g, b] of colours) {
    const frame = Buffer.alloc(w * h * 4);
    for (let i = 0; i < w * h; i++) frame.set([r, g, b, 255], i * 4);
    await enc.write(frame);
  }
  await enc.close();
  const decoded = await decodeYuv(out, w, h);
  assert.is(decoded.length, colours.length);
  colours.forEach(([r, g, b], i) => {
    const yuv = decoded[i]!;
    const [R, G, B] = [r / 255, g / 255, b / 255];
    const Y = 0.2126 * R + 0.7152 * G + 0.0722 * B;
    const expect = [16 + 219 * Y, 128 + 224 * ((B - Y) / 1.8556), 128 + 224 * ((R - Y) / 1.5748)];
    const got = [yuv[w * 8 + 8]!, yuv[w * h + (w / 2) * 4 + 4]!, yuv[w * h + (w * h) / 4 + (w / 2) * 4 + 4]!];
    got.forEach((v, c) => assert.ok(Math.abs(v - expect[c]!) <= 2, `colour ${[r, g, b]} component ${'YUV'[c]}: ${v}, BT.709 gives ${expect[c]!.toFixed(1)}`));
  });
});

test('the RGBA to 4:2:0 conversion matches libswscale for every scaler', async () => {
  // 202 pixels wide: the SIMD converter's 16-pixel steps leave a tail for the portable code.
  const w = 202, h = 64;
  const frames = [renderFrame(3, { width: w, height: h }), renderFrame(40, { width: w, height: h, noise: 64 })];
  let seed = 7;
  const random = Buffer.alloc(w * h * 4);
  for (let i = 0; i < random.length; i++) random[i] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24;
  frames.push(random);
  const rgba = tmp.file('conv.rgba');
  writeFileSync(rgba, Buffer.concat(frames));
  const flags = { box: 'area', bilinear: 'bilinear', bicubic: 'bicubic', point: 'neighbor' } as const;
  for (const [scaler, swsFlags] of Object.entries(flags)) {
    const out = tmp.file(`conv-${scaler}.mp4`);
    // quality 0 is lossless, so the decoded planes are exactly what the converter produced.
    const enc = await openVideoEncoder({ output: out, width: w, height: h, fps: 25, backend: 'software', quality: 0, gop: 1, scaler: scaler as keyof typeof flags });
    for (const f of frames) await enc.write(f);
    await enc.close();
    const ours = Buffer.concat(await decodeYuv(out, w, h));
    const reference = execFileSync('ffmpeg', [
      '-v', 'error', '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${w}x${h}`, '-i', rgba,
      '-vf', `scale=in_range=pc:out_range=tv:out_color_matrix=bt709:flags=${swsFlags}+full_chroma_inp,format=yuv420p`,
      '-f', 'rawvideo', '-',
    ], { maxBuffer: 64 * 1024 * 1024 });
    assert.is(ours.length, reference.length, scaler);
    let worst = 0;
    for (let i = 0; i < ours.length; i++) worst = Math.max(worst, Math.abs(ours[i]! - reference[i]!));
    assert.ok(worst <= 1, `${scaler}: differs from libswscale by up to ${worst}`);
  }
});

test('the same frames with the same settings give identical bytes (2 threads)', async () => {
  const opts = { width: W, height: H, fps: 30, backend: 'software', preset: 'veryfast', gop: 20, threads: 2 } as const;
  const runs = ['det-a.mp4', 'det-b.mp4', 'det-c.mp4'].map((n) => tmp.file(n));
  for (const path of runs) await encodePattern(path, 0, 60, opts);
  // Once more in another process whose allocator fills fresh memory with a pattern: an encoder that
  // reads memory it never wrote gives different bytes there.
  const other = tmp.file('det-other.mp4');
  const fixture = new URL('./fixtures/encode-pattern.ts', import.meta.url).pathname;
  execFileSync(process.execPath, ['--import', 'tsx', fixture, other, JSON.stringify(opts), '0', '60'], {
    cwd: new URL('../..', import.meta.url).pathname,
    env: { ...process.env, MALLOC_PERTURB_: '165' },
  });
  const ba = readFileSync(runs[0]!);
  assert.ok(ba.length > 1000);
  for (const path of [...runs.slice(1), other]) assert.ok(readFileSync(path).equals(ba), `${path} differs from ${runs[0]}`);
  const shifted = tmp.file('det-shifted.mp4');
  await encodePattern(shifted, 1, 61, opts);
  assert.not.ok(readFileSync(shifted).equals(ba), 'different frames gave the same bytes');
});

test('encoding runs off the event loop, with back-pressure on write()', async () => {
  const w = 1280, h = 720, count = 36;
  const frames = Array.from({ length: count }, (_, i) => renderFrame(i, { width: w, height: h }));
  const enc = await openVideoEncoder({ output: tmp.file('loop.mp4'), width: w, height: h, fps: 30, backend: 'software', preset: 'veryfast', threads: 2 });
  let maxBacklog = 0, maxQueued = 0, ticks = 0, maxGap = 0, last = performance.now();
  const timer = setInterval(() => {
    const now = performance.now();
    maxGap = Math.max(maxGap, now - last);
    last = now;
    ticks++;
    const s = enc.stats();
    maxQueued = Math.max(maxQueued, s.queued);
    maxBacklog = Math.max(maxBacklog, s.submitted - s.encoded);
  }, 5);
  const elu0 = performance.eventLoopUtilization();
  const t0 = performance.now();
  // Every write is issued at once; the encoder must hold them back instead of taking them all.
  const settled: number[] = [];
  await Promise.all(frames.map((f, i) => enc.write(f).then(() => settled.push(i))));
  const copies = enc.stats().copies;
  const info = await enc.close();
  const elapsed = performance.now() - t0;
  const elu = performance.eventLoopUtilization(elu0);
  clearInterval(timer);
  assert.is(info.frames, count);
  assert.equal(settled, [...settled].sort((a, b) => a - b), 'writes settle in order');
  assert.ok(elu.utilization < 0.5, `event loop busy ${(elu.utilization * 100).toFixed(0)}% of ${elapsed.toFixed(0)} ms`);
  assert.ok(ticks >= elapsed / 5 / 4, `timer ran ${ticks} times in ${elapsed.toFixed(0)} ms`);
  assert.ok(maxQueued <= 3, `queue held ${maxQueued} converted frames`);
  assert.ok(maxBacklog <= 6, `${maxBacklog} frames accepted ahead of the encoder`);
  assert.ok(maxGap < 250, `event loop stalled for ${maxGap.toFixed(0)} ms`);
  assert.is(copies, 0, 'converted frames are reused without copies');
});

test.run();
