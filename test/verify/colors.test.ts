/**
 * dominantColors: a frame of 70 % #1d4ed8 and 30 % #f59e0b gives those two (within ΔE00 2) with
 * their shares; anti-aliased text and noise do not add a large colour; the result is the same on
 * every call; transparent pixels are not counted.
 */
import { createCanvas } from '@napi-rs/canvas';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { dominantColors } from '../../render-node/verify/colors.ts';
import { deltaEHex } from '../../shared/color/delta-e.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { rng } from '../../shared/random.ts';

const test = suite('verify: dominant colours (k-means in CIELAB)');
registerBundledFonts();

function twoTone(width: number, height: number) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1d4ed8'; ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#f59e0b'; ctx.fillRect(0, Math.round(height * 0.7), width, height - Math.round(height * 0.7));
  return ctx;
}

test('70 % #1d4ed8 and 30 % #f59e0b give those two, largest first, shares summing to 1', () => {
  const ctx = twoTone(1080, 1920);
  const colours = dominantColors(ctx.getImageData(0, 0, 1080, 1920).data, 1080, 1920);
  assert.is(colours.length, 2, JSON.stringify(colours));
  assert.ok(deltaEHex(colours[0]!.hex, '#1d4ed8') < 2, colours[0]!.hex);
  assert.ok(deltaEHex(colours[1]!.hex, '#f59e0b') < 2, colours[1]!.hex);
  assert.ok(Math.abs(colours[0]!.share - 0.7) < 0.01 && Math.abs(colours[1]!.share - 0.3) < 0.01, JSON.stringify(colours));
  assert.ok(Math.abs(colours.reduce((s, c) => s + c.share, 0) - 1) < 1e-9);
});

test('with anti-aliased white text and grain, the two brand colours still lead, and calls agree', () => {
  const ctx = twoTone(720, 1280);
  ctx.fillStyle = '#ffffff'; ctx.font = 'bold 90px Inter'; ctx.textBaseline = 'top';
  ctx.fillText('Summer Sale', 60, 300);
  const image = ctx.getImageData(0, 0, 720, 1280);
  const random = rng(3);
  for (let i = 0; i < image.data.length; i += 4) {
    const n = Math.floor(random() * 7) - 3;
    for (let c = 0; c < 3; c++) image.data[i + c] = Math.min(255, Math.max(0, image.data[i + c]! + n));
  }
  const colours = dominantColors(image.data, 720, 1280, 5);
  assert.ok(colours.length <= 5);
  assert.ok(deltaEHex(colours[0]!.hex, '#1d4ed8') < 2, JSON.stringify(colours));
  assert.ok(deltaEHex(colours[1]!.hex, '#f59e0b') < 2, JSON.stringify(colours));
  assert.ok(Math.abs(colours.reduce((s, c) => s + c.share, 0) - 1) < 1e-9);
  for (let i = 1; i < colours.length; i++) assert.ok(colours[i - 1]!.share >= colours[i]!.share);
  assert.equal(dominantColors(image.data, 720, 1280, 5), colours, 'deterministic');
});

test('transparent pixels are left out; a fully transparent frame has no colours; k is checked', () => {
  const data = new Uint8ClampedArray(100 * 100 * 4);
  for (let i = 0; i < 100 * 50; i++) data.set([255, 0, 0, 255], i * 4);
  assert.equal(dominantColors(data, 100, 100, 3), [{ hex: '#ff0000', share: 1 }]);
  assert.equal(dominantColors(new Uint8ClampedArray(40 * 40 * 4), 40, 40), []);
  assert.throws(() => dominantColors(data, 100, 100, 0), /k must be/);
});

test.run();
