/**
 * cutOut (native/media): a video frame's subject cut out by its matte, off the event loop, and the
 * box of what is left. Pictures are built by hand so every expected byte is known.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cutOut } from '../../native/media/index.ts';
import { rejects } from './helpers.ts';

const test = suite('media: cutOut');

/** A width x height RGBA picture whose pixel (x, y) is `at(x, y)`. */
function picture(width: number, height: number, at: (x: number, y: number) => [number, number, number, number]): Uint8ClampedArray {
  const out = new Uint8ClampedArray(width * height * 4);
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) out.set(at(x, y), (y * width + x) * 4);
  return out;
}

test('the colour is the video\'s, the alpha its alpha times the grey times the coverage, and the box holds every pixel with alpha', async () => {
  const [w, h] = [8, 6];
  const video = picture(w, h, (x, y) => [10 * x, 20 * y, 7, x === 5 ? 128 : 255]);
  // Grey only in columns 2..5 of rows 1..3; coverage 128 in column 5 (an edge of the layout).
  const matte = picture(w, h, (x, y) => {
    const grey = y >= 1 && y <= 3 && x >= 2 && x <= 5 ? (x === 2 ? 255 : 100) : 0;
    return [grey, grey, grey, x === 5 ? 128 : 255];
  });
  const out = new Uint8ClampedArray(w * h * 4).fill(77);
  const box = await cutOut(video, matte, out, w, h);
  assert.equal(box, { x: 2, y: 1, width: 4, height: 3 });
  const px = (x: number, y: number) => Array.from(out.subarray((y * w + x) * 4, (y * w + x) * 4 + 4));
  assert.equal(px(2, 1), [20, 20, 7, 255], 'full grey over an opaque pixel keeps it whole');
  assert.equal(px(3, 2), [30, 40, 7, 100], 'grey 100: alpha 100');
  // 128 × 100 × 128 / 255² = 25.2: rounded to 25.
  assert.equal(px(5, 3), [50, 60, 7, 25], 'video alpha, grey and coverage multiply');
  assert.equal(px(0, 0), [77, 77, 77, 77], 'outside the box nothing is written');
  assert.equal(px(2, 4), [77, 77, 77, 77]);
});

test('every alpha is the rounded product: all 256³ alphas, greys and coverages, on rows long enough for the vector path', async () => {
  // One picture per coverage: 256 x 256 pixels, the video's alpha along x and the grey along y.
  const [w, h] = [256, 256];
  const video = picture(w, h, (x, y) => [y, x, (x + y) & 255, x]);
  const out = new Uint8ClampedArray(w * h * 4);
  for (let coverage = 0; coverage < 256; coverage++) {
    const matte = picture(w, h, (_, y) => [y, y, y, coverage]);
    const box = await cutOut(video, matte, out, w, h);
    // Alpha is at least 1 where alpha × grey × coverage reaches 65025 − 32512: from this x (and y) on.
    const first = Math.ceil(32513 / (255 * coverage));
    assert.equal(box, first > 255 ? { x: 0, y: 0, width: 0, height: 0 } : { x: first, y: first, width: 256 - first, height: 256 - first }, `the box at coverage ${coverage}`);
    for (let y = 1; y < h && coverage > 0; y++) {
      for (let x = 0; x < w; x++) {
        const i = (y * w + x) * 4;
        const a = Math.floor((x * y * coverage + 32512) / 65025);
        if (out[i + 3] !== a || out[i] !== y || out[i + 1] !== x) assert.equal(Array.from(out.subarray(i, i + 4)), [y, x, (x + y) & 255, a], `alpha ${x}, grey ${y}, coverage ${coverage}`);
      }
    }
  }
});

test('an empty matte leaves no box; the cut-out may be written over the video itself', async () => {
  const [w, h] = [4, 4];
  const video = picture(w, h, () => [200, 100, 50, 255]);
  assert.equal(await cutOut(video, new Uint8ClampedArray(w * h * 4), new Uint8ClampedArray(w * h * 4), w, h), { x: 0, y: 0, width: 0, height: 0 });
  const matte = picture(w, h, (x, y) => (x === 1 && y === 2 ? [255, 255, 255, 255] : [0, 0, 0, 255]));
  assert.equal(await cutOut(video, matte, video, w, h), { x: 1, y: 2, width: 1, height: 1 });
  assert.equal(Array.from(video.subarray((2 * w + 1) * 4, (2 * w + 1) * 4 + 4)), [200, 100, 50, 255]);
});

test('within a box, only the matte inside it is read: what lies outside is taken as empty', async () => {
  const [w, h] = [8, 6];
  const video = picture(w, h, (x, y) => [10 * x, 20 * y, 7, 255]);
  const inside = (x: number, y: number) => x >= 1 && x < 5 && y >= 2 && y < 5;
  // Left over from an earlier frame outside the box: full grey everywhere.
  const stale = picture(w, h, (x, y) => (inside(x, y) && x === 3 ? [0, 0, 0, 255] : [255, 255, 255, 255]));
  const clean = picture(w, h, (x, y) => (inside(x, y) && x !== 3 ? [255, 255, 255, 255] : [0, 0, 0, 255]));
  const a = new Uint8ClampedArray(w * h * 4), b = new Uint8ClampedArray(w * h * 4);
  const box = await cutOut(video, stale, a, w, h, { x: 1, y: 2, width: 4, height: 3 });
  assert.equal(box, await cutOut(video, clean, b, w, h));
  assert.equal(box, { x: 1, y: 2, width: 4, height: 3 });
  assert.equal(a, b, 'the same cut-out as from a matte empty outside the box');
  assert.equal(await cutOut(video, stale, a, w, h, { x: 0, y: 0, width: 0, height: 0 }), { x: 0, y: 0, width: 0, height: 0 }, 'an empty box: nothing');
});

test('a 1080p cut-out runs off the event loop', async () => {
  const [w, h] = [1920, 1080];
  const video = new Uint8ClampedArray(w * h * 4).fill(255);
  const matte = new Uint8ClampedArray(w * h * 4).fill(255);
  const out = new Uint8ClampedArray(w * h * 4);
  let ticks = 0;
  const timer = setInterval(() => ticks++, 1);
  const pending = Promise.all(Array.from({ length: 8 }, () => cutOut(video, matte, out, w, h)));
  await new Promise((r) => setTimeout(r, 5));
  const boxes = await pending;
  clearInterval(timer);
  assert.ok(ticks >= 1, 'the event loop ran while the cut-outs did');
  assert.equal(boxes[0], { x: 0, y: 0, width: w, height: h });
});

test('bad arguments reject with errors naming them', async () => {
  const px = new Uint8ClampedArray(16);
  await rejects(cutOut(px, px, px, 0, 4), (e) => (assert.instance(e, RangeError), assert.match(e.message, 'width and height')));
  await rejects(cutOut(px, new Uint8ClampedArray(12), px, 2, 2), (e) => (assert.instance(e, RangeError), assert.match(e.message, 'matte must hold 2x2 RGBA pixels: 16 bytes (got 12)')));
  await rejects(cutOut(px, px, [1, 2] as never, 2, 2), (e) => (assert.instance(e, TypeError), assert.match(e.message, 'out must be a Uint8Array')));
  await rejects(cutOut(px, px, px, 2, 2, { x: 1, y: 0, width: 2, height: 1 }), (e) => (assert.instance(e, TypeError), assert.match(e.message, 'cutOut: within.width must be an integer from 0 to 1 (got 2)')));
  await rejects(cutOut(px, px, px, 2, 2, null as never), (e) => (assert.instance(e, TypeError), assert.match(e.message, 'cutOut: within must be an object')));
});

test.run();
