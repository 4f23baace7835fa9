/**
 * StretchFinder on synthetic grey frames: black stretches (dark, and not a dim frame with a bright
 * caption), frozen stretches (a still picture, not a slow pan nor noise), each of two samples or
 * more, a stretch running to the end closed at `endSec`, and bad input refused.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { StretchFinder } from '../../render-node/verify/stretches.ts';
import { rng } from '../../shared/random.ts';

const test = suite('verify: black and frozen stretches');
const w = 64, h = 36;

const flat = (v: number) => new Uint8Array(w * h).fill(v);
/** A moving picture: a gradient shifted by `t` pixels, plus a little seeded noise. */
function moving(t: number, seed = t): Uint8Array {
  const random = rng(seed + 1);
  const out = new Uint8Array(w * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) out[y * w + x] = (((x + t * 3) * 4) % 200) + 30 + Math.floor(random() * 4);
  return out;
}

test('black, then moving, then frozen, then black to the end', () => {
  const finder = new StretchFinder();
  const fps = 2;
  let k = 0;
  const at = () => k++ / fps;
  for (let i = 0; i < 4; i++) finder.push(flat(i % 2 ? 3 : 8), w, h, at());   // 0–2 s black (a little flicker)
  for (let i = 0; i < 6; i++) finder.push(moving(i), w, h, at());             // 2–5 s moving
  const still = moving(99);
  for (let i = 0; i < 5; i++) finder.push(still, w, h, at());                 // 5–7.5 s frozen
  for (let i = 0; i < 3; i++) finder.push(flat(0), w, h, at());               // 7.5 s to the end black
  assert.equal(finder.finish(10), [
    { kind: 'black', startSec: 0, endSec: 2 },
    { kind: 'frozen', startSec: 5, endSec: 7.5 },
    { kind: 'black', startSec: 7.5, endSec: 10 },
  ]);
});

test('a single sample of black or a repeated frame is no stretch; a dim frame with a bright caption is not black', () => {
  const finder = new StretchFinder();
  finder.push(moving(0), w, h, 0);
  finder.push(flat(0), w, h, 1);
  finder.push(moving(1), w, h, 2);
  finder.push(moving(1), w, h, 3);            // the same as the previous: one frozen stretch of 2 samples
  finder.push(moving(2), w, h, 4);
  const dim = flat(10);
  for (let y = 10; y < 20; y++) for (let x = 5; x < 60; x++) dim[y * w + x] = 240;  // a caption over 15 % of the frame
  finder.push(dim, w, h, 5);
  finder.push(moving(3), w, h, 6);
  assert.equal(finder.finish(7), [{ kind: 'frozen', startSec: 2, endSec: 4 }]);
});

test('slow change and noise are not frozen; noise on black is still black', () => {
  const finder = new StretchFinder();
  for (let i = 0; i < 6; i++) {
    const frame = moving(0, i);      // the same picture with fresh noise (mean difference ≈ 1.3)
    finder.push(frame, w, h, i);
  }
  const random = rng(7);
  for (let i = 6; i < 9; i++) finder.push(Uint8Array.from({ length: w * h }, () => Math.floor(random() * 30)), w, h, i);
  assert.equal(finder.finish(9), [{ kind: 'black', startSec: 6, endSec: 9 }]);
});

test('frames out of order or of the wrong size are refused; nothing pushed finds nothing', () => {
  const finder = new StretchFinder();
  finder.push(flat(0), w, h, 1);
  assert.throws(() => finder.push(flat(0), w, h, 1), /time order/);
  assert.throws(() => finder.push(new Uint8Array(10), w, h, 2), /needs/);
  assert.equal(new StretchFinder().finish(5), []);
});

test.run();
