/**
 * Text contrast read from pixels Skia drew (fillText, so the anti-aliased edges are real): white
 * on black reads about 21, #777 on a #666 plate about 1.3; the WCAG formulas at known values; a
 * box partly outside the frame is clipped; a busy half-and-half background still reads its median.
 */
import { createCanvas } from '@napi-rs/canvas';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { contrastRatio, measureTextContrast, relativeLuminance } from '../../render-node/verify/contrast.ts';
import { hexToRgb } from '../../shared/color/delta-e.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';

const test = suite('verify: text contrast (WCAG 2.x)');
registerBundledFonts();

function drawText(width: number, height: number, background: string, fill: string, text: string, font: string, x: number, y: number) {
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = background;
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = fill;
  ctx.font = font;
  ctx.textBaseline = 'top';
  ctx.fillText(text, x, y);
  const box = ctx.measureText(text);
  return { rgba: ctx.getImageData(0, 0, width, height).data, box: { x: x - 4, y: y - 4, width: box.width + 8, height: box.actualBoundingBoxDescent + 8 } };
}

test('WCAG relative luminance and contrast ratio at known values', () => {
  assert.is(relativeLuminance(255, 255, 255), 1);
  assert.is(relativeLuminance(0, 0, 0), 0);
  assert.is(contrastRatio(1, 0), 21);
  assert.is(contrastRatio(0, 1), 21);
  assert.is(contrastRatio(0.3, 0.3), 1);
  // #767676 on white is the classic 4.54:1.
  assert.is(contrastRatio(relativeLuminance(0x76, 0x76, 0x76), 1).toFixed(2), '4.54');
});

test('white text on black reads about 21', () => {
  const { rgba, box } = drawText(800, 200, '#000000', '#ffffff', 'Summer Sale', 'bold 72px Inter', 40, 40);
  const m = measureTextContrast(rgba, 800, 200, box, { r: 255, g: 255, b: 255 });
  assert.ok(m.contrastRatio > 20.5, `ratio ${m.contrastRatio}`);
  assert.ok(m.textLuminance > 0.97 && m.backgroundLuminance < 0.01, JSON.stringify(m));
});

test('#777 text on a #666 plate reads low (about 1.3), small text included', () => {
  const expected = contrastRatio(relativeLuminance(0x77, 0x77, 0x77), relativeLuminance(0x66, 0x66, 0x66));
  for (const font of ['bold 72px Inter', '24px Inter']) {
    const { rgba, box } = drawText(800, 200, '#666666', '#777777', 'Terms apply', font, 30, 50);
    const m = measureTextContrast(rgba, 800, 200, box, hexToRgb('#777777'));
    assert.ok(Math.abs(m.contrastRatio - expected) < 0.03, `${font}: ratio ${m.contrastRatio} vs ${expected}`);
    assert.ok(m.contrastRatio < 1.4);
  }
});

test('dark text on a light background, the box partly outside the frame, and a two-tone background', () => {
  const { rgba, box } = drawText(600, 160, '#f8fafc', '#0f172a', 'Hello', 'bold 96px Inter', 420, 20);
  const m = measureTextContrast(rgba, 600, 160, { ...box, width: box.width + 400 }, hexToRgb('#0f172a'));
  const expected = contrastRatio(relativeLuminance(0x0f, 0x17, 0x2a), relativeLuminance(0xf8, 0xfa, 0xfc));
  assert.ok(Math.abs(m.contrastRatio - expected) < 0.3, `${m.contrastRatio} vs ${expected}`);

  // Yellow text over a background that is darker on the left than on the right.
  const canvas = createCanvas(600, 200);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1e3a8a'; ctx.fillRect(0, 0, 300, 200);
  ctx.fillStyle = '#1e40af'; ctx.fillRect(300, 0, 300, 200);
  ctx.fillStyle = '#facc15'; ctx.font = 'bold 80px Inter'; ctx.textBaseline = 'top';
  ctx.fillText('SALE NOW', 40, 50);
  const two = measureTextContrast(ctx.getImageData(0, 0, 600, 200).data, 600, 200, { x: 30, y: 40, width: 540, height: 110 }, hexToRgb('#facc15'));
  assert.ok(Math.abs(two.textLuminance - relativeLuminance(0xfa, 0xcc, 0x15)) < 0.02, `text ${two.textLuminance}`);
  assert.ok(two.backgroundLuminance > relativeLuminance(0x1e, 0x3a, 0x8a) - 0.005 && two.backgroundLuminance < relativeLuminance(0x1e, 0x40, 0xaf) + 0.005, `background ${two.backgroundLuminance}`);
});

test('a box outside the frame reads ratio 1; the fill absent from the box reads the fill against the box', () => {
  const { rgba } = drawText(200, 100, '#000000', '#ffffff', 'x', '20px Inter', 10, 10);
  assert.is(measureTextContrast(rgba, 200, 100, { x: 500, y: 500, width: 10, height: 10 }, { r: 255, g: 255, b: 255 }).contrastRatio, 1);
  const empty = measureTextContrast(rgba, 200, 100, { x: 100, y: 50, width: 50, height: 40 }, { r: 255, g: 255, b: 255 });
  assert.ok(empty.contrastRatio > 20, `${empty.contrastRatio}`);
});

test.run();
