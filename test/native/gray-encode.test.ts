/** The grey encoder (mattes): FFV1 gray in Matroska, full range, lossless, odd sizes, exact frame count; the decoder reads it back as R=G=B=value. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openGrayVideoEncoder, openVideoDecoder } from '../../native/media/index.ts';
import { spawnSync } from 'node:child_process';
import { ffprobe, tempDir } from './helpers.ts';

const test = suite('native grey video encoder');
const tmp = tempDir('gray-encode');
test.after(() => tmp.remove());

async function decoderFps(decoder: Awaited<ReturnType<typeof openVideoDecoder>>) {
  const { fps } = decoder.info;
  await decoder.close();
  return fps;
}

const plane = (w: number, h: number, f: number) => Uint8Array.from({ length: w * h }, (_, i) => (i * 7 + f * 31) % 256);

test('every value 0..255 comes back exactly, at an odd size, one frame per plane written', async () => {
  const [w, h, frames] = [37, 21, 9];
  const out = tmp.file('matte.mkv');
  const encoder = await openGrayVideoEncoder({ output: out, width: w, height: h, fps: '30000/1001' });
  for (let f = 0; f < frames; f++) await encoder.write(plane(w, h, f));
  const info = await encoder.close();
  assert.equal([info.frames, info.codec, info.pixelFormat, info.width, info.height], [frames, 'ffv1', 'gray', w, h]);

  const p = await ffprobe(out, { frames: true });
  const v = p.streams[0]!;
  assert.equal([v.codec_name, v.pix_fmt, v.color_range, v.width, v.height, v.nb_read_frames], ['ffv1', 'gray', 'pc', w, h, String(frames)]);
  assert.equal(await decoderFps(await openVideoDecoder(out)), { num: 30000, den: 1001 });

  const decoder = await openVideoDecoder(out);
  const rgba = new Uint8Array(w * h * 4);
  for (let f = 0; f < frames; f++) {
    await decoder.read(f, rgba);
    const expected = plane(w, h, f);
    const wrong = expected.findIndex((value, i) => rgba[i * 4] !== value || rgba[i * 4 + 1] !== value || rgba[i * 4 + 2] !== value || rgba[i * 4 + 3] !== 255);
    assert.is(wrong, -1, `frame ${f}: pixel ${wrong}`);
  }
  await decoder.close();
});

/** FFV1's first frame header as its decoder logs it (on stderr): version, slices, slice checksums ("ec"). */
function ffv1Header(path: string): { version: string; slices: number; sliceCrc: boolean } {
  const { stderr } = spawnSync('ffmpeg', ['-v', 'debug', '-debug', 'pict', '-nostdin', '-i', path, '-frames:v', '1', '-f', 'null', '-'], { encoding: 'utf8' });
  const header = /\] ver:(\d+) keyframe:\d+ coder:\d+ ec:(\d) slices:(\d+)/.exec(stderr);
  if (!header) throw new Error(`no FFV1 frame header in the decoder's log of ${path}`);
  return { version: header[1]!, slices: Number(header[3]), sliceCrc: header[2] === '1' };
}

test('a matte is FFV1 version 3 in 16 slices with slice checksums, so a decoder can share a frame among threads', async () => {
  const [w, h] = [1920, 1080];
  const out = tmp.file('hd.mkv');
  const encoder = await openGrayVideoEncoder({ output: out, width: w, height: h, fps: 25 });
  const frames = [0, 1, 2].map((f) => Uint8Array.from({ length: w * h }, (_, i) => ((i % w) * 3 + Math.floor(i / w) + f * 50) % 256 > 200 ? 255 : 0));
  for (const frame of frames) await encoder.write(frame);
  await encoder.close();
  assert.equal(ffv1Header(out), { version: '3', slices: 16, sliceCrc: true });

  const decoder = await openVideoDecoder(out);
  const rgba = new Uint8Array(w * h * 4);
  for (const f of [2, 0, 1]) {
    await decoder.read(f, rgba);
    const wrong = frames[f]!.findIndex((value, i) => rgba[i * 4] !== value);
    assert.is(wrong, -1, `frame ${f}: pixel ${wrong}`);
  }
  await decoder.close();
});

test('pictures under 5 pixels across or down come back exactly too (FFV1 version 1: FFmpeg\'s version 3 garbles them)', async () => {
  for (const [w, h] of [[3, 2], [4, 4], [2, 40], [40, 4], [5, 5]] as const) {
    const out = tmp.file(`small-${w}x${h}.mkv`);
    const encoder = await openGrayVideoEncoder({ output: out, width: w, height: h, fps: 25 });
    await encoder.write(plane(w, h, 1));
    assert.is((await encoder.close()).frames, 1);
    assert.is(ffv1Header(out).version, w >= 5 && h >= 5 ? '3' : '1', `${w}x${h}`);
    const decoder = await openVideoDecoder(out);
    const rgba = new Uint8Array(w * h * 4);
    await decoder.read(0, rgba);
    assert.equal(Array.from(rgba.filter((_, i) => i % 4 === 0)), Array.from(plane(w, h, 1)), `${w}x${h}`);
    await decoder.close();
  }
});

test('a plane of the wrong size is refused with a TypeError naming the size', async () => {
  const encoder = await openGrayVideoEncoder({ output: tmp.file('bad.mkv'), width: 16, height: 8, fps: 25 });
  await encoder.write(new Uint8Array(16 * 8 * 4)).then(() => assert.unreachable('an RGBA frame was taken'), (err: Error) => {
    assert.instance(err, TypeError);
    assert.match(err.message, /16x8 grey pixels: 128 bytes/);
  });
  await encoder.abort();
  await openGrayVideoEncoder({ output: tmp.file('zero.mkv'), width: 0, height: 8, fps: 25 }).then(() => assert.unreachable('a zero width was taken'), (err: Error) => assert.match(err.message, /options.width must be an integer from 1/));
});

test.run();
