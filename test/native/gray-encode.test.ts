/** The grey encoder (mattes): FFV1 gray in Matroska, full range, lossless, odd sizes, exact frame count; the decoder reads it back as R=G=B=value. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openGrayVideoEncoder, openVideoDecoder } from '../../native/media/index.ts';
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
