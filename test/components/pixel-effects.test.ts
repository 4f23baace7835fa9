/**
 * The pixel helpers of draw.ts that grading effects and dissolving transitions are built on, and
 * what those components do to the picture beneath them or between their two pictures, checked
 * on pixels with known values.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import { displaceRows, drawMeanOfCopies, drawSoftly, editPixels, pixelate, splitChannels } from '../../catalog/draw.ts';
import { fillDiscs } from '../../catalog/discs.ts';
import { builtinCatalog } from '../../catalog/index.ts';
import { frameInfo, resolveProps, type DrawIO } from '../../catalog/sdk.ts';
import { brandTokens } from '../../shared/composition/brand.ts';

const helpers = suite('pixel helpers');
const components = suite('grading effects and dissolving transitions');

function canvas(w: number, h: number, fill?: string): { c: Canvas; ctx: SKRSContext2D } {
  const c = createCanvas(w, h);
  const ctx = c.getContext('2d');
  if (fill) { ctx.fillStyle = fill; ctx.fillRect(0, 0, w, h); }
  return { c, ctx };
}

function pixel(ctx: SKRSContext2D, x: number, y: number): [number, number, number, number] {
  const d = ctx.getImageData(x, y, 1, 1).data;
  return [d[0]!, d[1]!, d[2]!, d[3]!];
}

function near(got: number[], want: number[], tolerance: number, what: string) {
  assert.ok(got.every((v, i) => Math.abs(v - want[i]!) <= tolerance), `${what}: got ${got.join(',')}, want ${want.join(',')}`);
}

helpers('drawMeanOfCopies blends opaque copies to their exact mean', () => {
  const { ctx } = canvas(4, 4, '#00ff00');
  const colors = ['#ff0000', '#0000ff', '#000000', '#ffffff'];
  drawMeanOfCopies(ctx, 4, (k) => { ctx.fillStyle = colors[Math.round(k * 3)]!; ctx.fillRect(0, 0, 4, 4); });
  near(pixel(ctx, 1, 1), [128, 64, 128, 255], 2, 'mean of red, blue, black and white');
  assert.is(ctx.globalAlpha, 1, 'the context alpha is given back');
});

helpers('displaceRows moves only the rows asked for, wrapping around', () => {
  const { ctx } = canvas(4, 2);
  const img = ctx.createImageData(4, 2);
  for (let i = 0; i < 8; i++) img.data.set([i * 10, 0, 0, 255], i * 4);
  displaceRows(img, 0, 1, 1);
  assert.equal([0, 1, 2, 3].map((x) => img.data[x * 4]), [30, 0, 10, 20]);
  assert.equal([4, 5, 6, 7].map((i) => img.data[i * 4]), [40, 50, 60, 70]);
});

helpers('splitChannels shifts red one way and blue the other, keeping the fringe visible on transparency', () => {
  const { ctx } = canvas(8, 1);
  const img = ctx.createImageData(8, 1);
  img.data.set([255, 255, 255, 255], 4 * 4);
  splitChannels(img, 2, -2);
  near([...img.data.subarray(6 * 4, 6 * 4 + 4)], [255, 0, 0, 255], 0, 'red lands two pixels right');
  near([...img.data.subarray(2 * 4, 2 * 4 + 4)], [0, 0, 255, 255], 0, 'blue lands two pixels left');
  near([...img.data.subarray(4 * 4, 4 * 4 + 4)], [0, 255, 0, 255], 0, 'green stays');
});

helpers('pixelate makes each cell the mean of what it covers, inside the box only', () => {
  const { ctx } = canvas(8, 8, '#00ff00');
  ctx.translate(2, 2);
  for (let y = 0; y < 4; y++) for (let x = 0; x < 4; x++) { ctx.fillStyle = (x + y) % 2 ? '#ffffff' : '#000000'; ctx.fillRect(x, y, 1, 1); }
  pixelate(ctx, 4, 4, 2);
  for (const [x, y] of [[2, 2], [3, 3], [5, 4], [4, 5]] as const) {
    const [r, g, b] = pixel(ctx, x, y);
    assert.ok(Math.abs(r - g) <= 1 && Math.abs(g - b) <= 1 && r > 90 && r < 170, `cell at ${x},${y} is mid grey: ${r},${g},${b}`);
  }
  near(pixel(ctx, 0, 0), [0, 255, 0, 255], 0, 'outside the box');
  near(pixel(ctx, 7, 7), [0, 255, 0, 255], 0, 'outside the box');
});

helpers('editPixels reads and writes the box where the transform puts it, and leaves a rotated box alone', () => {
  const { ctx } = canvas(10, 10, '#000000');
  ctx.translate(4, 4);
  assert.ok(editPixels(ctx, 2, 2, (img) => { for (let i = 0; i < img.data.length; i += 4) img.data[i] = 255; }));
  near(pixel(ctx, 5, 5), [255, 0, 0, 255], 0, 'inside the box');
  near(pixel(ctx, 3, 3), [0, 0, 0, 255], 0, 'outside the box');
  ctx.rotate(0.3);
  assert.not.ok(editPixels(ctx, 2, 2, () => { throw new Error('must not be called'); }));
});

helpers('drawSoftly spreads a shape by its blur and keeps its middle solid', () => {
  const { ctx } = canvas(200, 100);
  drawSoftly(ctx, 0, 0, 200, 100, 12, (soft) => { soft.fillStyle = '#ffffff'; soft.fillRect(60, 20, 80, 60); });
  assert.ok(pixel(ctx, 100, 50)[3] > 240, 'the middle stays solid');
  const edge = pixel(ctx, 56, 50)[3];
  assert.ok(edge > 20 && edge < 235, `just outside the shape the blur shows: alpha ${edge}`);
  assert.ok(pixel(ctx, 10, 50)[3] < 5, 'far away nothing');
});

/** Ink painted on white, in pixels' worth: the sum of each pixel's darkening. */
function inkArea(ctx: SKRSContext2D, w: number, h: number): number {
  const d = ctx.getImageData(0, 0, w, h).data;
  let sum = 0;
  for (let i = 0; i < d.length; i += 4) sum += (255 - d[i]!) / 255;
  return sum;
}

helpers('fillDiscs paints each disc its area, from under a pixel to many pixels across', () => {
  for (const [x, y, r] of [[20.3, 19.6, 0.4], [20.5, 20.5, 1.3], [19.8, 20.1, 3.2], [20, 20, 8], [20.3, 19.7, 8.4]] as const) {
    const { ctx } = canvas(40, 40);
    fillDiscs(ctx, 40, 40, '#ffffff', [{ color: '#000000', discs: [x, y, r] }, { color: '#000000', discs: [] }]);
    const area = inkArea(ctx, 40, 40), want = Math.PI * r * r;
    // Within 5 % for discs a few pixels across, where pixels sample the edge coarsely (one path of
    // circles in Skia: up to 10 %), 1 % for larger ones (Skia: up to 3 %).
    assert.ok(Math.abs(area - want) <= (r < 2.5 ? 0.05 : 0.01) * want, `disc of radius ${r} at ${x},${y}: ${area.toFixed(3)} px² painted, πr² = ${want.toFixed(3)}`);
  }
});

helpers('fillDiscs fills overlapping discs of a layer as their union, and the second layer over the first', () => {
  const { ctx } = canvas(40, 20);
  fillDiscs(ctx, 40, 20, '#ffffff', [{ color: '#000000', discs: [14, 10, 6, 20, 10, 6] }, { color: '#ff0000', discs: [34, 10, 3] }]);
  near(pixel(ctx, 17, 10), [0, 0, 0, 255], 0, 'where the two discs overlap: ink once, not darker');
  near(pixel(ctx, 34, 10), [255, 0, 0, 255], 0, 'the second layer');
  near(pixel(ctx, 2, 2), [255, 255, 255, 255], 0, 'paper');
  // The union of two discs of radius 6, 6 apart: 2πr² less the lens where they meet.
  const lens = 2 * 36 * Math.acos(0.5) - 6 * Math.sqrt(36 - 9);
  const union = 2 * Math.PI * 36 - lens;
  const black = inkArea(ctx, 27, 20);
  assert.ok(Math.abs(black - union) <= 0.01 * union, `union ${black.toFixed(2)} px², want ${union.toFixed(2)}`);
});

helpers('fillDiscs composites translucent ink and paper, and draws as the context is set', () => {
  const { ctx } = canvas(20, 20);
  fillDiscs(ctx, 20, 20, 'rgba(0, 0, 255, 0.5)', [{ color: 'rgba(255, 0, 0, 0.5)', discs: [10, 10, 5] }, { color: '#000000', discs: [] }]);
  near(pixel(ctx, 10, 10), [170, 0, 85, 191], 1, 'half red over half blue');
  near(pixel(ctx, 1, 1), [0, 0, 255, 128], 1, 'half blue paper');

  const { ctx: placed } = canvas(30, 30, '#00ff00');
  placed.translate(10, 10);
  placed.globalAlpha = 0.5;
  fillDiscs(placed, 10, 10, '#ffffff', [{ color: '#000000', discs: [5, 5, 3] }, { color: '#000000', discs: [] }]);
  near(pixel(placed, 15, 15), [0, 128, 0, 255], 2, 'ink at half alpha over green');
  near(pixel(placed, 11, 11), [128, 255, 128, 255], 2, 'paper at half alpha over green');
  near(pixel(placed, 5, 5), [0, 255, 0, 255], 0, 'outside the box');
  near(pixel(placed, 25, 25), [0, 255, 0, 255], 0, 'outside the box');

  const { ctx: turned } = canvas(30, 30, '#00ff00');
  turned.translate(15, 15);
  turned.rotate(0.5);
  fillDiscs(turned, 10, 10, '#ffffff', [{ color: '#000000', discs: [5, 5, 3] }, { color: '#000000', discs: [] }]);
  const centre = turned.getTransform().transformPoint({ x: 5, y: 5 });
  near(pixel(turned, Math.floor(centre.x), Math.floor(centre.y)), [0, 0, 0, 255], 0, 'a rotated box: the disc where the transform puts it');
  near(pixel(turned, 2, 2), [0, 255, 0, 255], 0, 'a rotated box: outside it');
});

/** Draws component `id` at `progress` over `beneath` (or onto a clear canvas). */
function drawComponent(id: string, progress: number, props: Record<string, unknown>, size: [number, number], beneath?: (ctx: SKRSContext2D) => void, io: Partial<DrawIO> = {}) {
  const c = builtinCatalog().get(id);
  if (!c) throw new Error(`no component ${id}`);
  const { c: out, ctx } = canvas(size[0], size[1]);
  beneath?.(ctx);
  const frame = Math.round(progress * (c.durationInFrames - 1));
  const tokens = brandTokens(undefined);
  c.draw(ctx, frameInfo(frame, c.durationInFrames, 30, size[0], size[1]), resolveProps(c, props, tokens) as never, tokens, { image: () => null, ...io });
  return { canvas: out, ctx };
}

components('duotone-grade maps the blacks beneath to the shadow colour and the whites to the highlight', () => {
  const props = { shadow: '#1d1160', highlight: '#ff5fa2', contrast: 0, glow: 0, reveal: 'none', strength: 1 };
  const { ctx } = drawComponent('duotone-grade', 1, props, [40, 20], (c) => { c.fillStyle = '#000000'; c.fillRect(0, 0, 20, 20); c.fillStyle = '#ffffff'; c.fillRect(20, 0, 20, 20); });
  near(pixel(ctx, 10, 10), [0x1d, 0x11, 0x60, 255], 3, 'black becomes the shadow colour');
  // White times the highlight, screened with the shadow: 1 − (1 − h)(1 − s) per channel.
  near(pixel(ctx, 30, 10), [255, 106, 197, 255], 3, 'white becomes the highlight (screened with the shadow)');
});

components('rgb-glitch tears and splits the picture beneath it', () => {
  const stripes = (c: SKRSContext2D) => { for (let x = 0; x < 160; x += 20) { c.fillStyle = x % 40 ? '#ffffff' : '#000000'; c.fillRect(x, 0, 20, 90); } };
  const before = canvas(160, 90).ctx;
  stripes(before);
  const { ctx } = drawComponent('rgb-glitch', 0.5, { intensity: 1, calm: 1 }, [160, 90], stripes);
  const a = before.getImageData(0, 0, 160, 90).data, b = ctx.getImageData(0, 0, 160, 90).data;
  let coloured = 0;
  for (let i = 0; i < b.length; i += 4) if (Math.max(b[i]!, b[i + 1]!, b[i + 2]!) - Math.min(b[i]!, b[i + 1]!, b[i + 2]!) > 60 && a[i] === a[i + 1]) coloured++;
  assert.ok(coloured > 50, `the black-and-white picture beneath shows colour fringes and blocks (${coloured} pixels)`);
});

components('luma-fade lets the next shot in through the brightest parts of the last one first', () => {
  const half = (left: string, right: string) => { const { c, ctx } = canvas(40, 20); ctx.fillStyle = left; ctx.fillRect(0, 0, 20, 20); ctx.fillStyle = right; ctx.fillRect(20, 0, 20, 20); return c; };
  const from = half('#000000', '#ffffff');
  const to = canvas(40, 20, '#ff0000').c;
  const { ctx } = drawComponent('luma-fade', 0.5, { softness: 0, edgeGlow: 0, order: 'bright-first' }, [40, 20], undefined, { from, to });
  near(pixel(ctx, 30, 10), [255, 0, 0, 255], 2, 'the white half has given way');
  near(pixel(ctx, 10, 10), [0, 0, 0, 255], 2, 'the black half has not');
  const dark = drawComponent('luma-fade', 0.5, { softness: 0, edgeGlow: 0, order: 'dark-first' }, [40, 20], undefined, { from, to }).ctx;
  near(pixel(dark, 10, 10), [255, 0, 0, 255], 2, 'dark first: the black half has given way');
  near(pixel(dark, 30, 10), [255, 255, 255, 255], 2, 'dark first: the white half has not');
});

components('a mosaic transition on its own layer leaves the tracks beneath untouched', () => {
  const W = 96, H = 54;
  const square = (color: string) => { const { c, ctx } = canvas(W, H); ctx.fillStyle = color; ctx.fillRect(24, 12, 48, 30); return c; };
  const beneath = (ctx: SKRSContext2D) => { for (let x = 0; x < W; x += 2) { ctx.fillStyle = x % 4 ? '#ffffff' : '#000000'; ctx.fillRect(x, 0, 2, H); } };
  const layer = () => { const c = createCanvas(W, H); return { canvas: c, ctx: c.getContext('2d') }; };
  const { ctx } = drawComponent('pixel-dissolve', 0.5, { blockSize: 200, flash: 0 }, [W, H], beneath, { from: square('#ff0000'), to: square('#0000ff'), layer });
  near(pixel(ctx, 4, 40), [0, 0, 0, 255], 0, 'a black stripe beneath stays black');
  near(pixel(ctx, 6, 40), [255, 255, 255, 255], 0, 'a white stripe beneath stays white');
  const [r, , b] = pixel(ctx, 48, 27);
  assert.ok(r > 40 || b > 40, 'the pictures of the transition are drawn, in blocks');
});

helpers.run();
components.run();
