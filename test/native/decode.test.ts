/**
 * The native video decoder: frame-accurate reads in any order, no seeking while reading forward,
 * placement (scaling, sub-pixel position, coverage at the edges), colour against ffmpeg's own
 * conversion, other pixel formats, argument checks and coded errors for unreadable files.
 * The media are made here with ffmpeg's lavfi sources.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { closeSync, openSync, readSync, statSync, truncateSync, copyFileSync, writeFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cutOut, EncoderError, openGrayVideoEncoder, openVideoDecoder, type CutOutBox, type FramePlacement, type PixelBox, type VideoDecoder } from '../../native/media/index.ts';
import { psnr, rejects, tempDir } from './helpers.ts';

const test = suite('native decoder');
const tmp = tempDir('decode');
test.after(() => tmp.remove());

const ffmpeg = (args: string[]) => execFileSync('ffmpeg', ['-v', 'error', '-y', '-nostdin', ...args]);

/** Frame n of `indexed` is filled with this colour, so a decoded frame names its own index. */
const indexedColor = (n: number) => [(n * 37) % 256, (n * 91) % 256, (n * 13 + 40) % 256];

const files = {
  // Lossless planar RGB (GBR), keyframes every 10 frames, 3 s at 30 fps.
  indexed: tmp.file('indexed.mkv'),
  // H.264 with B-frames and keyframes at most 15 frames apart: seeks land mid-GOP.
  h264: tmp.file('motion.mp4'),
  // H.264 in a fixed I/P BBB pattern whose B-frames nothing refers to, and a gap: B-frames 40 and
  // 41 dropped (their packets; the others keep their times), so the frame before it is a B-frame.
  gap: tmp.file('gap.mp4'),
  // Smooth colours, untagged (BT.601, limited range) and tagged BT.709 full range.
  smooth: tmp.file('smooth.mp4'),
  smooth709: tmp.file('smooth-709.mp4'),
  // Pixel formats the decoder converts first (10-bit) or reads with alpha.
  tenBit: tmp.file('ten-bit.mp4'),
  alpha: tmp.file('alpha.mkv'),
  // The same lossless pictures as FFV1 version 3 in 16 slices (decoded on several threads) and in one.
  sliced: tmp.file('sliced.mkv'),
  unsliced: tmp.file('unsliced.mkv'),
  // 8-bit grey (a matte's form), untagged: limited range.
  grey: tmp.file('grey.mkv'),
  audioOnly: tmp.file('audio.m4a'),
};

test.before(() => {
  ffmpeg(['-f', 'lavfi', '-i', "color=c=black:s=32x32:r=30:d=3,format=gbrp,geq=r='mod(N*37,256)':g='mod(N*91,256)':b='mod(N*13+40,256)'", '-c:v', 'ffv1', '-g', '10', files.indexed]);
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=30:d=3', '-c:v', 'libx264', '-preset', 'veryfast', '-g', '15', '-pix_fmt', 'yuv420p', files.h264]);
  const whole = tmp.file('no-gap.mp4');
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=30:d=3', '-c:v', 'libx264', '-preset', 'veryfast', '-g', '15',
    '-x264-params', 'bframes=3:b-adapt=0:b-pyramid=none:scenecut=0', '-pix_fmt', 'yuv420p', whole]);
  ffmpeg(['-i', whole, '-c', 'copy', '-bsf:v', "noise=drop='between(pts*tb*30,39.5,41.5)'", files.gap]);
  ffmpeg(['-f', 'lavfi', '-i', 'gradients=s=160x90:r=30:d=1:speed=0.05', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '12', '-pix_fmt', 'yuv420p', files.smooth]);
  ffmpeg(['-f', 'lavfi', '-i', 'gradients=s=160x90:r=30:d=1:speed=0.05', '-vf', 'scale=out_color_matrix=bt709:out_range=full', '-c:v', 'libx264', '-preset', 'veryfast',
    '-crf', '12', '-pix_fmt', 'yuvj420p', '-colorspace', 'bt709', '-color_range', 'pc', files.smooth709]);
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=64x36:r=30:d=1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p10le', files.tenBit]);
  ffmpeg(['-f', 'lavfi', '-i', "testsrc2=s=64x36:r=30:d=1,format=yuva420p,geq=lum='lum(X,Y)':cb='cb(X,Y)':cr='cr(X,Y)':a='if(lt(X,32),255,0)'", '-c:v', 'ffv1', files.alpha]);
  for (const [file, slices] of [[files.sliced, '16'], [files.unsliced, '1']] as const) {
    ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=320x240:r=30:d=1', '-c:v', 'ffv1', '-level', '3', '-slices', slices, '-slicecrc', '1', '-g', '1', file]);
  }
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=160x90:r=30:d=1,format=gray', '-c:v', 'ffv1', files.grey]);
  ffmpeg(['-f', 'lavfi', '-i', 'sine=d=1', '-c:a', 'aac', files.audioOnly]);
});

const rgba = (d: VideoDecoder, p?: FramePlacement) => new Uint8Array((p?.width ?? d.info.width) * (p?.height ?? d.info.height) * 4);
const pixel = (data: Uint8Array, width: number, x: number, y: number) => Array.from(data.subarray((y * width + x) * 4, (y * width + x) * 4 + 4));

async function frame(d: VideoDecoder, index: number, p?: FramePlacement): Promise<Uint8Array> {
  const out = rgba(d, p);
  await d.read(index, out, p);
  return out;
}

const coded = (code: string, pattern?: RegExp) => (err: Error & { code?: string }) => {
  assert.instance(err, EncoderError, `${err.name}: ${err.message}`);
  assert.is(err.code, code, err.message);
  if (pattern) assert.match(err.message, pattern);
};

const typeError = (pattern: RegExp) => (err: Error) => {
  assert.instance(err, TypeError, `${err.name}: ${err.message}`);
  assert.match(err.message, pattern);
};

test('opening reports size, rate, frame count and format', async () => {
  const d = await openVideoDecoder(files.h264);
  assert.equal(
    { width: d.info.width, height: d.info.height, fps: d.info.fps, frames: d.info.frameCount, codec: d.info.codec, pix: d.info.pixelFormat, alpha: d.info.alpha },
    { width: 160, height: 90, fps: { num: 30, den: 1 }, frames: 90, codec: 'h264', pix: 'yuv420p', alpha: false },
  );
  assert.ok(Math.abs(d.info.duration - 3) < 0.05, `duration ${d.info.duration}`);
  await d.close();
});

test('any frame is decoded exactly, in any order', async () => {
  const d = await openVideoDecoder(files.indexed);
  for (const k of [47, 3, 89, 0, 12, 61, 60, 11, 10, 9]) {
    const f = await frame(d, k);
    assert.equal(pixel(f, 32, 16, 16), [...indexedColor(k), 255], `frame ${k}`);
  }
  await d.close();
});

test('reading forward decodes on without seeking; going back or far ahead seeks', async () => {
  const d = await openVideoDecoder(files.indexed);
  for (let k = 0; k < 45; k++) assert.equal(pixel(await frame(d, k), 32, 0, 0).slice(0, 3), indexedColor(k));
  // Decoding starts at the beginning of the file: no seek at all for frames 0..44, each decoded once
  // (plus the one after the last, decoded to learn where frame 44 ends).
  assert.equal(d.stats(), { seeks: 0, decoded: 46 });
  await frame(d, 44);
  await frame(d, 45);
  assert.equal(d.stats(), { seeks: 0, decoded: 47 }, 'asking again, or for the frame already decoded ahead, decodes nothing');
  await frame(d, 20); // backwards
  assert.is(d.stats().seeks, 1);
  await d.close();
  // With an index of keyframes (MP4, keyframes at most 15 frames apart): a jump past the next
  // keyframe skips to the one before the target instead of decoding through.
  const h = await openVideoDecoder(files.h264);
  await frame(h, 20);
  await frame(h, 22); // nearby: decoded through
  const before = h.stats();
  await frame(h, 80);
  assert.is(h.stats().seeks, before.seeks + 1);
  assert.ok(h.stats().decoded - before.decoded <= 17, `decoded ${h.stats().decoded - before.decoded} frames for the jump, not 58`);
  await h.close();
});

test('a frame reached by seeking has the same bytes as when decoded in sequence (H.264, mid-GOP)', async () => {
  const zoom: FramePlacement = { width: 160, height: 90, target: { x: -7.3, y: -4.1, width: 174.6, height: 98.2 } };
  const seq = await openVideoDecoder(files.h264);
  const plain: Uint8Array[] = [], zoomed: Uint8Array[] = [];
  for (let k = 0; k <= 70; k++) {
    plain.push(await frame(seq, k));
    zoomed.push(await frame(seq, k, zoom));
  }
  assert.is(seq.stats().seeks, 0);
  assert.is(seq.stats().decoded, 72, 'a second placement of the same frame does not decode it again');
  for (const k of [70, 22, 7, 31, 44, 16]) {
    const fresh = await openVideoDecoder(files.h264);
    assert.ok(Buffer.from(await frame(fresh, k)).equals(Buffer.from(plain[k]!)), `frame ${k} differs between seek and sequential decode`);
    assert.ok(Buffer.from(await frame(fresh, k, zoom)).equals(Buffer.from(zoomed[k]!)), `placed frame ${k} differs`);
    assert.ok(fresh.stats().seeks <= 1);
    await fresh.close();
  }
  // And the same decoder, jumping about.
  for (const k of [50, 12, 69, 0, 33]) assert.ok(Buffer.from(await frame(seq, k)).equals(Buffer.from(plain[k]!)), `frame ${k} after jumping`);
  await seq.close();
});

test('every frame, gaps in the stream included, is the same read alone or after all frames before it', async () => {
  // Catching up after a seek skips frames nothing refers to; in a gap the answer is the last frame
  // before it, which may be one of those, so the decoder must notice and decode it after all.
  const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
  const seq = await openVideoDecoder(files.gap);
  const expected: string[] = [];
  for (let k = 0; k < seq.info.frameCount; k++) expected.push(hash(await frame(seq, k)));
  assert.ok(new Set(expected).size < expected.length, 'the gap holds a frame over several slots');
  for (let k = 0; k < seq.info.frameCount; k++) {
    const fresh = await openVideoDecoder(files.gap);
    assert.is(hash(await frame(fresh, k)), expected[k], `frame ${k}`);
    await fresh.close();
  }
  await seq.close();
});

test('FFV1 in 16 slices, decoded on several threads, gives the bytes of the same pictures in one slice, in any order', async () => {
  const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
  const sliced = await openVideoDecoder(files.sliced), unsliced = await openVideoDecoder(files.unsliced);
  const expected: string[] = [];
  for (let k = 0; k < unsliced.info.frameCount; k++) expected.push(hash(await frame(unsliced, k)));
  assert.is(new Set(expected).size, expected.length, 'every frame differs from the others');
  for (const k of [0, 1, 2, 29, 5, 17, 3, 28, 12]) assert.is(hash(await frame(sliced, k)), expected[k], `frame ${k}`);
  await Promise.all([sliced.close(), unsliced.close()]);
});

test('colours match ffmpeg converting the same frame (untagged BT.601 limited; tagged BT.709 full range)', async () => {
  for (const file of [files.smooth, files.smooth709]) {
    const d = await openVideoDecoder(file);
    for (const k of [0, 17]) {
      const ours = await frame(d, k);
      const theirs = execFileSync('ffmpeg', ['-v', 'error', '-nostdin', '-i', file, '-vf', `select=eq(n\\,${k})`, '-frames:v', '1',
        '-sws_flags', 'bicubic+accurate_rnd+full_chroma_int+bitexact', '-pix_fmt', 'rgba', '-f', 'rawvideo', '-'], { maxBuffer: 1 << 24 });
      const db = psnr(ours, new Uint8Array(theirs.buffer, theirs.byteOffset, theirs.byteLength));
      assert.ok(db > 40, `${file} frame ${k}: ${db.toFixed(1)} dB`);
    }
    await d.close();
  }
});

test('placement: a source rectangle onto a fractional target, transparent outside, coverage at the edges', async () => {
  const d = await openVideoDecoder(files.indexed);
  const c = [...indexedColor(5), 255];
  // The whole (uniformly coloured) picture onto [10.5, 26.5) x [4.25, 20.25) of a 40 x 24 output.
  const p: FramePlacement = { width: 40, height: 24, target: { x: 10.5, y: 4.25, width: 16, height: 16 } };
  const f = await frame(d, 5, p);
  assert.equal(pixel(f, 40, 0, 0), [0, 0, 0, 0], 'outside');
  assert.equal(pixel(f, 40, 39, 23), [0, 0, 0, 0], 'outside');
  assert.equal(pixel(f, 40, 18, 12), c, 'inside');
  assert.equal(pixel(f, 40, 10, 12), [...c.slice(0, 3), 128], 'half of the left edge column');
  assert.equal(pixel(f, 40, 18, 4), [...c.slice(0, 3), 191], 'three quarters of the top edge row');
  assert.equal(pixel(f, 40, 26, 20), [...c.slice(0, 3), 32], 'the bottom-right corner: half by a quarter');
  // A crop of the picture, enlarged: still the frame's colour, everywhere opaque.
  const crop = await frame(d, 5, { width: 64, height: 48, source: { x: 3.5, y: 8, width: 12, height: 9 } });
  for (const [x, y] of [[0, 0], [63, 47], [31, 20]] as const) assert.equal(pixel(crop, 64, x, y), c);
  await d.close();
});

/**
 * A full-range grey matte (the form the facts make), 96x72: frame 0 black; frame 1 a block and one
 * faint pixel; frame 2 a block in the top-left corner. Made once, by the first test that reads it.
 */
let matteFile: Promise<string> | undefined;
const [matteWidth, matteHeight] = [96, 72];
function greyMatte(): Promise<string> {
  matteFile ??= (async () => {
    const [w, h] = [matteWidth, matteHeight];
    const file = tmp.file('matte.mkv');
    const encoder = await openGrayVideoEncoder({ output: file, width: w, height: h, fps: 25 });
    const block = (x0: number, y0: number, x1: number, y1: number, v: number, plane: Uint8Array) => {
      for (let y = y0; y < y1; y++) plane.fill(v, y * w + x0, y * w + x1);
      return plane;
    };
    const faint = block(20, 10, 40, 30, 200, new Uint8Array(w * h));
    faint[50 * w + 60] = 30;
    for (const plane of [new Uint8Array(w * h), faint, block(0, 0, 12, 9, 255, new Uint8Array(w * h))]) await encoder.write(plane);
    await encoder.close();
    return file;
  })();
  return matteFile;
}

/** How a matte is laid out in these tests. */
const mattePlacements: FramePlacement[] = [
  { width: matteWidth, height: matteHeight },
  // Enlarged by a ratio that is not whole (as a 768x576 matte onto 1080p), shrunk, and a crop
  // onto a fractional target inside a larger output (coverage at its edges).
  { width: 250, height: 190 },
  { width: 40, height: 30 },
  { width: 200, height: 160, source: { x: 10.5, y: 4, width: 60, height: 50 }, target: { x: 20.25, y: 10.5, width: 150.5, height: 125 } },
];

test('readNonBlack: a matte is read only where it is not black, the same pixels as read there, and the box says where', async () => {
  const d = await openVideoDecoder(await greyMatte());
  for (const p of mattePlacements) {
    for (const index of [0, 1, 2]) {
      const whole = await frame(d, index, p);
      const out = rgba(d, p).fill(0x5a);
      const box = await d.readNonBlack(index, out, p);
      const at = `frame ${index} onto ${JSON.stringify(p)}`;
      if (index === 0) assert.equal(box, { x: 0, y: 0, width: 0, height: 0 }, `${at}: an all-black frame has no box`);
      else assert.ok(box.width > 0 && box.width < p.width * 0.75 && box.height > 0 && box.height < p.height * 0.75, `${at}: a box around the subject (${JSON.stringify(box)})`);
      let inside = 0;
      for (let y = 0; y < p.height; y++) {
        for (let x = 0; x < p.width; x++) {
          const i = (y * p.width + x) * 4;
          const inBox = x >= box.x && x < box.x + box.width && y >= box.y && y < box.y + box.height;
          if (inBox) {
            inside++;
            assert.equal(Array.from(out.subarray(i, i + 4)), Array.from(whole.subarray(i, i + 4)), `${at}: (${x}, ${y}) as read gives it`);
          } else {
            assert.equal(Array.from(out.subarray(i, i + 4)), [0x5a, 0x5a, 0x5a, 0x5a], `${at}: (${x}, ${y}) outside the box is not written`);
            assert.ok(whole[i] === 0 || whole[i + 3] === 0, `${at}: (${x}, ${y}) outside the box is black or transparent in read's picture`);
          }
        }
      }
      assert.is(inside, box.width * box.height);
    }
  }
  await d.close();
  // A picture that is not grey is read whole: the box is the output.
  const colour = await openVideoDecoder(files.h264);
  const p = { width: 80, height: 45 };
  const out = rgba(colour, p);
  assert.equal(await colour.readNonBlack(3, out, p), { x: 0, y: 0, width: 80, height: 45 });
  assert.equal(out, await frame(colour, 3, p));
  await colour.close();
});

test('readCutOut: the video cut out by the matte as it is scaled, the same box and pixels as readNonBlack then cutOut, in disjoint parts', async () => {
  /** A video frame of the placement's size whose colour and alpha vary (opaque, half, clear). */
  const videoPixels = (p: FramePlacement) => {
    const px = new Uint8ClampedArray(p.width * p.height * 4);
    for (let i = 0; i < px.length; i += 4) {
      const n = i / 4;
      px.set([(n * 7) % 256, (n * 13) % 256, (n * 29) % 256, [255, 255, 128, 0, 255][n % 5]!], i);
    }
    return px;
  };
  const twoSteps = async (d: VideoDecoder, index: number, video: Uint8ClampedArray, p: FramePlacement) => {
    const matte = rgba(d, p).fill(0x5a);
    const region = await d.readNonBlack(index, matte, p);
    const out = new Uint8ClampedArray(video.length);
    return { out, box: await cutOut(video, matte, out, p.width, p.height, region) };
  };
  /** The cut-out's parts: disjoint, inside its box, covering every pixel with alpha, each packed with the two steps' pixels. */
  const checkParts = (cut: CutOutBox, out: Uint8ClampedArray, expected: Uint8ClampedArray, width: number, at: string) => {
    assert.ok(cut.parts.length <= 16, `${at}: at most 16 parts`);
    const inside = (b: PixelBox, x: number, y: number) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height;
    cut.parts.forEach((part, i) => {
      assert.ok(part.x >= cut.x && part.y >= cut.y && part.x + part.width <= cut.x + cut.width && part.y + part.height <= cut.y + cut.height, `${at}: part ${i} inside the box`);
      cut.parts.slice(i + 1).forEach((other) => assert.not.ok(part.x < other.x + other.width && other.x < part.x + part.width && part.y < other.y + other.height && other.y < part.y + part.height, `${at}: parts overlap`));
      for (let y = 0; y < part.height; y++) {
        const packed = out.subarray(part.offset + y * part.width * 4, part.offset + (y + 1) * part.width * 4);
        const from = ((part.y + y) * width + part.x) * 4;
        assert.equal(Array.from(packed), Array.from(expected.subarray(from, from + part.width * 4)), `${at}: row ${y} of part ${i}`);
      }
    });
    for (let y = cut.y; y < cut.y + cut.height; y++) {
      for (let x = cut.x; x < cut.x + cut.width; x++) {
        if (expected[(y * width + x) * 4 + 3] && !cut.parts.some((b) => inside(b, x, y))) assert.unreachable(`${at}: (${x}, ${y}) has alpha outside every part`);
      }
    }
  };
  const d = await openVideoDecoder(await greyMatte());
  let subjects = 0, apart = 0;
  for (const p of mattePlacements) {
    const video = videoPixels(p);
    for (const index of [0, 1, 2]) {
      const at = `frame ${index} onto ${JSON.stringify(p)}`;
      const expected = await twoSteps(d, index, video, p);
      const out = new Uint8ClampedArray(video.length).fill(0x33);
      const { parts, ...box } = await d.readCutOut(index, video, out, p);
      assert.equal(box, expected.box, `${at}: the box`);
      checkParts({ ...box, parts }, out, expected.out, p.width, at);
      if (box.width > 0) subjects++;
      if (parts.length > 1) apart++;
    }
  }
  assert.ok(subjects >= 8, `frames 1 and 2 leave a subject in every placement (${subjects})`);
  assert.ok(apart >= 1, 'the block and the faint pixel far from it are two parts somewhere');
  // The video may be its own output, as with cutOut.
  const p = mattePlacements[1]!;
  const video = videoPixels(p);
  const expected = await twoSteps(d, 1, video, p);
  const cut = await d.readCutOut(1, video, video, p);
  checkParts(cut, video, expected.out, p.width, 'in place');
  // Checked arguments, before any read.
  const out = new Uint8ClampedArray(p.width * p.height * 4);
  await rejects(d.readCutOut(1, new Uint8ClampedArray(16), out, p), (e) => (assert.instance(e, TypeError), assert.match(e.message, `video must hold as many bytes as out: ${out.length} (got 16)`)));
  await rejects(d.readCutOut(1, [1] as never, out, p), (e) => (assert.instance(e, TypeError), assert.match(e.message, 'video must be a Uint8Array or Uint8ClampedArray')));
  await rejects(d.readCutOut(3, out, out, p), (e) => (assert.instance(e, TypeError), assert.match(e.message, 'index must be an integer from 0 to 2 (got 3)')));
  await d.close();
  // A matte that is not grey is read whole, as readNonBlack reads it.
  const colour = await openVideoDecoder(files.h264);
  const q = { width: 80, height: 45 };
  const v = videoPixels(q);
  const whole = await twoSteps(colour, 3, v, q);
  const o = new Uint8ClampedArray(v.length);
  const c = await colour.readCutOut(3, v, o, q);
  assert.equal({ x: c.x, y: c.y, width: c.width, height: c.height }, whole.box);
  assert.ok(c.width > 0, 'the colour picture leaves pixels with alpha');
  checkParts(c, o, whole.out, q.width, 'a colour matte');
  await colour.close();
});

test('readCutOut of a matte of many specks: at most 16 disjoint parts cover them all, and past 64 groups the whole box is one part', async () => {
  const [w, h] = [640, 360];
  const file = tmp.file('specks.mkv');
  const encoder = await openGrayVideoEncoder({ output: file, width: w, height: h, fps: 25 });
  // 3-pixel dots on a grid, `step` pixels apart: more than two 16-pixel squares apart, each is a
  // group of its own. Frame 0: 40 of them (united down to 16 parts). Frame 1: every place of a
  // 34-pixel grid, 180 of them (more groups than are worth uniting: the whole box is the part).
  const dots = (step: number, count: number) => {
    const plane = new Uint8Array(w * h);
    const columns = Math.floor((w - 16) / step);
    for (let i = 0; i < count; i++) {
      const x = 8 + (i % columns) * step, y = 8 + Math.floor(i / columns) * step;
      if (y + 3 > h) break;
      for (let dy = 0; dy < 3; dy++) plane.fill(255, (y + dy) * w + x, (y + dy) * w + x + 3);
    }
    return plane;
  };
  await encoder.write(dots(40, 40));
  await encoder.write(dots(34, 1000));
  await encoder.close();
  const d = await openVideoDecoder(file);
  const p = { width: w, height: h };
  const video = new Uint8ClampedArray(w * h * 4).fill(255);
  for (const [index, most] of [[0, 16], [1, 1]] as const) {
    const out = new Uint8ClampedArray(w * h * 4);
    const cut = await d.readCutOut(index, video, out, p);
    const whole = new Uint8ClampedArray(w * h * 4);
    const matte = new Uint8Array(w * h * 4);
    await cutOut(video, matte, whole, w, h, await d.readNonBlack(index, matte, p));
    assert.ok(cut.parts.length >= 1 && cut.parts.length <= most, `frame ${index}: ${cut.parts.length} parts (at most ${most})`);
    if (most === 1) assert.equal({ ...cut.parts[0], offset: undefined }, { x: cut.x, y: cut.y, width: cut.width, height: cut.height, offset: undefined }, 'the whole box');
    else {
      assert.is(cut.parts.length, 16, 'forty groups united down to sixteen');
      const area = cut.parts.reduce((sum, b) => sum + b.width * b.height, 0);
      assert.ok(area < (cut.width * cut.height) / 2, `the parts leave most of the box out (${area} of ${cut.width * cut.height} pixels)`);
    }
    const inside = (x: number, y: number) => cut.parts.filter((b) => x >= b.x && x < b.x + b.width && y >= b.y && y < b.y + b.height).length;
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const n = inside(x, y);
        if (n > 1) assert.unreachable(`frame ${index}: (${x}, ${y}) lies in ${n} parts`);
        if (whole[(y * w + x) * 4 + 3] && n === 0) assert.unreachable(`frame ${index}: (${x}, ${y}) has alpha outside every part`);
      }
    }
  }
  await d.close();
});

test('prepare decodes ahead without changing what a read gives; bad indexes and a closed decoder are refused', async () => {
  const plain = await openVideoDecoder(files.h264), prepared = await openVideoDecoder(files.h264);
  const p = { width: 64, height: 36 };
  for (const index of [0, 1, 2, 30, 12]) {
    await prepared.prepare(index);
    assert.equal(await frame(prepared, index, p), await frame(plain, index, p), `frame ${index}`);
  }
  await rejects(prepared.prepare(-1), (e) => (assert.instance(e, TypeError), assert.match(e.message, 'index must be an integer from 0 to')));
  await rejects(prepared.prepare(1.5), (e) => (assert.instance(e, TypeError), assert.match(e.message, 'index must be an integer')));
  await Promise.all([plain.close(), prepared.close()]);
  await rejects(prepared.prepare(0), coded('ERR_DECODER_CLOSED'));
  const matte = await openVideoDecoder(await greyMatte());
  await matte.close();
  const px = new Uint8ClampedArray(matteWidth * matteHeight * 4);
  await rejects(matte.readCutOut(0, px, px, { width: matteWidth, height: matteHeight }), coded('ERR_DECODER_CLOSED'));
});

test('10-bit pictures are converted first; an alpha channel comes through', async () => {
  const ten = await openVideoDecoder(files.tenBit);
  assert.is(ten.info.pixelFormat, 'yuv420p10le');
  const f = await frame(ten, 10);
  assert.ok(f.some((v, i) => i % 4 !== 3 && v > 20), 'not black');
  assert.ok(f.every((v, i) => i % 4 !== 3 || v === 255), 'opaque');
  await ten.close();
  const a = await openVideoDecoder(files.alpha);
  assert.is(a.info.alpha, true);
  const g = await frame(a, 3);
  assert.is(pixel(g, 64, 8, 18)[3], 255);
  assert.is(pixel(g, 64, 56, 18)[3], 0);
  await a.close();
});

test('an 8-bit grey picture is read as its one plane: R = G = B, limited range stretched to full', async () => {
  const d = await openVideoDecoder(files.grey);
  assert.is(d.info.pixelFormat, 'gray');
  const f = await frame(d, 7);
  await d.close();
  const grey = execFileSync('ffmpeg', ['-v', 'error', '-nostdin', '-i', files.grey, '-vf', 'select=eq(n\\,7)', '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
  assert.is(grey.length, 160 * 90);
  let worst = 0;
  for (let i = 0; i < grey.length; i++) {
    const expected = Math.min(255, Math.max(0, Math.round(((grey[i]! - 16) * 255) / 219)));
    assert.ok(f[i * 4] === f[i * 4 + 1] && f[i * 4] === f[i * 4 + 2] && f[i * 4 + 3] === 255, `pixel ${i}: ${pixel(f, 160, i % 160, Math.floor(i / 160))}`);
    worst = Math.max(worst, Math.abs(f[i * 4]! - expected));
  }
  assert.ok(worst <= 1, `off by ${worst}`);
});

test('the AVX2 and the portable paths give the same bytes', async () => {
  const fixture = new URL('./fixtures/decode-hash.ts', import.meta.url).pathname;
  const hash = (file: string, env: Record<string, string>) =>
    execFileSync(process.execPath, ['--import', 'tsx', fixture, file], { cwd: new URL('../..', import.meta.url).pathname, env: { ...process.env, ...env } }).toString().trim();
  for (const file of [files.h264, files.indexed, files.alpha, files.grey]) {
    const simd = hash(file, {});
    assert.match(simd, /^[0-9a-f]{64}$/);
    assert.is(hash(file, { FRAMEFLEET_NO_AVX2: '1' }), simd, file);
  }
});

test('wrong arguments give a TypeError naming the argument', async () => {
  await rejects(openVideoDecoder(''), typeError(/path/));
  await rejects(openVideoDecoder(42 as unknown as string), typeError(/path/));
  const d = await openVideoDecoder(files.h264);
  const out = rgba(d);
  const bad: Array<[unknown, unknown, unknown, RegExp]> = [
    [-1, out, undefined, /index/],
    [1.5, out, undefined, /index/],
    ['3', out, undefined, /index/],
    [90, out, undefined, /index must be an integer from 0 to 89/],
    [0, new Uint8Array(10), undefined, /output must hold 160x90 RGBA pixels: 57600 bytes \(got 10\)/],
    [0, new Float32Array(160 * 90), undefined, /output must be a Uint8Array/],
    [0, out, 'big', /placement must be an object/],
    [0, out, { width: 0, height: 90 }, /placement\.width/],
    [0, out, { width: 160, height: 90.5 }, /placement\.height/],
    [0, out, { width: 160, height: 90, source: { x: 100, y: 0, width: 100, height: 90 } }, /placement\.source must lie inside the 160x90 picture/],
    [0, out, { width: 160, height: 90, source: { x: 0, y: 0, width: 0, height: 90 } }, /placement\.source must have a positive width/],
    [0, out, { width: 160, height: 90, target: { x: Number.NaN, y: 0, width: 10, height: 10 } }, /placement\.target\.x/],
  ];
  for (const [index, output, placement, pattern] of bad) {
    await rejects(d.read(index as number, output as Uint8Array, placement as FramePlacement), typeError(pattern));
  }
  await frame(d, 3); // still usable
  await d.close();
});

/** Where an MP4 file's top-level box `type` ends. */
function boxEnd(path: string, type: string): number {
  const fd = openSync(path, 'r');
  try {
    const header = Buffer.alloc(8);
    for (let offset = 0; offset + 8 <= statSync(path).size;) {
      readSync(fd, header, 0, 8, offset);
      const size = header.readUInt32BE(0);
      if (header.toString('latin1', 4, 8) === type) return offset + size;
      offset += size;
    }
  } finally {
    closeSync(fd);
  }
  throw new Error(`${path} has no ${type} box`);
}

test('unreadable files fail with coded errors, never a crash', async () => {
  await rejects(openVideoDecoder(tmp.file('missing.mp4')), coded('ERR_DECODER_OPEN', /missing\.mp4/));
  const text = tmp.file('notes.mp4');
  writeFileSync(text, 'not a video at all\n'.repeat(100));
  await rejects(openVideoDecoder(text), coded('ERR_DECODER_OPEN', /notes\.mp4/));
  await rejects(openVideoDecoder(files.audioOnly), coded('ERR_DECODER_OPEN', /has no video stream/));
  // Truncated with the index (moov) at the end: nothing to open.
  const cut = tmp.file('cut.mp4');
  copyFileSync(files.h264, cut);
  truncateSync(cut, Math.floor(statSync(cut).size / 2));
  await rejects(openVideoDecoder(cut), coded('ERR_DECODER_OPEN', /cut\.mp4/));
  // Index first, then cut right after it: it opens, but there is no picture to decode.
  const fast = tmp.file('faststart.mp4');
  ffmpeg(['-i', files.h264, '-c', 'copy', '-movflags', '+faststart', fast]);
  truncateSync(fast, boxEnd(fast, 'moov') + 16);
  const empty = await openVideoDecoder(fast);
  await rejects(frame(empty, 0), coded('ERR_DECODE', /cannot decode frame 0 of .*faststart\.mp4/));
  await empty.close();
  // After close.
  const d = await openVideoDecoder(files.h264);
  await d.close();
  await rejects(frame(d, 0), coded('ERR_DECODER_CLOSED'));
});

test('reads run off the event loop', async () => {
  const big = tmp.file('big.mp4');
  ffmpeg(['-f', 'lavfi', '-i', 'testsrc2=s=1920x1080:r=30:d=1', '-c:v', 'libx264', '-preset', 'ultrafast', big]);
  const d = await openVideoDecoder(big);
  const out = rgba(d);
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  const started = performance.now();
  for (let k = 0; k < 10; k++) await d.read(29 - k * 3, out); // backwards: a seek and a decode run each time
  clearInterval(timer);
  const ms = performance.now() - started;
  assert.ok(ticks >= Math.min(5, ms / 10), `the timer ran ${ticks} times in ${ms.toFixed(0)} ms`);
  await d.close();
});

test.run();
