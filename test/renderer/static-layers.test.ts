/**
 * Static layers (render-node/renderer/clip-rasters.ts): a clip that does not change from frame to
 * frame is drawn from a raster made once, and that draws the picture its vectors would: under a
 * rotation, a scale and a fraction of a pixel, with a shadow, half off the canvas. Rasters go
 * when their clips leave the screen, and a composition of static layers draws frame N the same
 * alone or after the frames before it. A frame's rasters keep to a limit of pixels.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import { ClipRasters, type RasterLook } from '../../render-node/renderer/clip-rasters.ts';
import { drawingContext } from '../../render-node/renderer/canvases.ts';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { checkComposition } from '../../catalog/check/check.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { makeFixtures, type Fixtures } from './fixtures.ts';

const test = suite('renderer: static layers');
let fx: Fixtures;
test.before(() => { registerBundledFonts(); fx = makeFixtures(); });
test.after(() => fx.cleanup());

const W = 320, H = 180;

/** A plate with a stroke and a shadowed title, in a 200 × 60 box. */
const plate: RasterLook = {
  key: 'plate',
  ink: () => ({ x: -4, y: -4, width: 208, height: 68 }),
  shadow: { blur: 8, offsetX: 0, offsetY: 3 },
  paint(ctx) {
    ctx.fillStyle = '#2563eb';
    ctx.strokeStyle = '#f8fafc';
    ctx.lineWidth = 3;
    ctx.beginPath();
    ctx.roundRect(0, 0, 200, 60, 12);
    ctx.fill();
    ctx.stroke();
    ctx.font = '800 28px Montserrat';
    ctx.shadowColor = 'rgba(0,0,0,0.6)';
    ctx.shadowBlur = 8;
    ctx.shadowOffsetY = 3;
    ctx.fillStyle = '#ffffff';
    ctx.fillText('Static', 16, 40);
  },
};

/** The canvas after drawing `look` under `transform` over a backdrop, from its raster or directly. */
function drawn(transform: [number, number, number, number, number, number], viaRaster: boolean, rasters = new ClipRasters(W, H)): Uint8ClampedArray {
  const canvas = createCanvas(W, H);
  const ctx = drawingContext(canvas, false);
  ctx.fillStyle = '#0c1022';
  ctx.fillRect(0, 0, W, H);
  ctx.setTransform(...transform);
  if (viaRaster) rasters.draw(ctx, plate, plate);
  else { ctx.save(); ctx.beginPath(); plate.paint(ctx as SKRSContext2D); ctx.restore(); }
  return ctx.getImageData(0, 0, W, H).data;
}

/** Largest difference of any channel, and the mean difference over all of them. */
function difference(a: Uint8ClampedArray, b: Uint8ClampedArray): { max: number; mean: number } {
  let max = 0, sum = 0;
  for (let i = 0; i < a.length; i++) { const d = Math.abs(a[i]! - b[i]!); max = Math.max(max, d); sum += d; }
  return { max, mean: sum / a.length };
}

test('a raster draws what the vectors draw: rotated, scaled, at a fraction of a pixel, with its shadow', () => {
  const angle = (7 * Math.PI) / 180, s = 1.3;
  const transform: [number, number, number, number, number, number] = [s * Math.cos(angle), s * Math.sin(angle), -s * Math.sin(angle), s * Math.cos(angle), 40.37, 30.81];
  const { max, mean } = difference(drawn(transform, true), drawn(transform, false));
  assert.ok(mean < 0.01 && max <= 4, `raster against vectors: mean ${mean.toFixed(3)}, max ${max}`);
  assert.ok(difference(drawn(transform, false), drawn([1, 0, 0, 1, 0, 0], false)).mean > 1, 'the transform moved the plate');
});

test('half off the canvas, the part on it is the same', () => {
  const transform: [number, number, number, number, number, number] = [1, 0, 0, 1, -110.5, 140.25];
  const { max, mean } = difference(drawn(transform, true), drawn(transform, false));
  assert.ok(mean < 0.01 && max <= 4, `raster against vectors: mean ${mean.toFixed(3)}, max ${max}`);
});

test('a raster is reused while its clip stays, made again when it moves, and let go when it leaves', () => {
  const rasters = new ClipRasters(W, H);
  let paints = 0;
  const counted: RasterLook = { ...plate, paint: (ctx) => { paints++; plate.paint(ctx); } };
  const other = { ...counted };
  const ctx = drawingContext(createCanvas(W, H));
  const frame = (looks: RasterLook[], x = 10) => { ctx.setTransform(1, 0, 0, 1, x, 20); for (const l of looks) rasters.draw(ctx, l, l); rasters.sweep(); };
  frame([counted, other]);
  frame([counted, other]);
  assert.is(paints, 2, 'two clips, each rasterized once over two frames');
  frame([counted], 10.5);
  assert.is(paints, 3, 'moved by half a pixel, it is rasterized again');
  assert.is(rasters.size, 1, 'the clip no longer drawn lost its raster');
  frame([]);
  assert.is(rasters.size, 0);
});

test('the rasters of a frame keep to their limit; the clips past it are left to be drawn from their vectors, whatever came before', () => {
  const rasters = new ClipRasters(W, H, 1.5);
  const ctx = drawingContext(createCanvas(W, H));
  const full = (key: string): RasterLook => ({ key, ink: () => ({ x: 0, y: 0, width: W, height: H }), paint: (c) => { c.fillStyle = '#123456'; c.fillRect(0, 0, W, H); } });
  const a = full('a'), b = full('b');
  assert.is(rasters.draw(ctx, a, a), true);
  assert.is(rasters.draw(ctx, b, b), false, 'a second full-canvas raster is past a limit of one and a half');
  rasters.sweep();
  assert.is(rasters.draw(ctx, b, b), true, 'a new frame starts within the limit');
  assert.is(rasters.draw(ctx, a, a), false, 'a raster kept from the frame before counts as one made now');
  rasters.sweep();
  assert.is(rasters.size, 1);
});

const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A gradient backdrop, a picture at half opacity and a fading plate with its title: all static layers unless `moving`. */
function composition(moving: boolean): Composition {
  // An animation that holds its value changes nothing drawn, but makes the clip draw from its vectors.
  const hold = (x: number) => (moving ? { animate: { 'transform.x': [{ time: 0, value: x }, { time: 2, value: x }] } } : {});
  const r = checkComposition({
    output: { width: W, height: H, fps: 30, background: '#000000', durationSec: 2 },
    tracks: [
      { clips: [{ kind: 'shape', start: 0, duration: 2, shape: 'rectangle', fill: { kind: 'radial', stops: [{ offset: 0, color: '#5b5bf6' }, { offset: 1, color: '#0f172a' }] }, ...hold(160) }] },
      { clips: [{ kind: 'image', start: 0, duration: 2, src: 'still.png', fit: 'contain', opacity: 0.5, ...hold(160) }] },
      { clips: [{ kind: 'text', start: 0, duration: 2, text: 'Same picture', style: { fontSize: 30, color: '#ffffff', stroke: { color: '#000000', width: 2 }, shadow: { color: 'rgba(0,0,0,0.5)', blur: 6, offsetY: 2 } },
        transform: { x: 160.4, y: 140.7 }, animate: { opacity: [{ time: 0, value: 0 }, { time: 1, value: 1 }], ...(moving ? { 'transform.x': [{ time: 0, value: 160.4 }, { time: 2, value: 160.4 }] } : {}) } }] },
    ],
  });
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.composition;
}

test('frames of static layers look as drawn every frame, and frame N is the same alone or in sequence', async () => {
  const still = new FrameRenderer(composition(false), { baseDir: fx.dir });
  const moving = new FrameRenderer(composition(true), { baseDir: fx.dir });
  const alone = new FrameRenderer(composition(false), { baseDir: fx.dir });
  try {
    const sequence = new Map<number, string>();
    for (let n = 0; n < 45; n++) {
      const a = await still.renderFrame(n);
      if (n % 11 === 0) {
        sequence.set(n, hash(a));
        const { max, mean } = difference(new Uint8ClampedArray(a), new Uint8ClampedArray(await moving.renderFrame(n)));
        assert.ok(mean < 0.5 && max <= 8, `frame ${n} against the same drawn every frame: mean ${mean.toFixed(3)}, max ${max}`);
      }
    }
    for (const n of [44, 0, 22, 11, 33]) assert.is(hash(await alone.renderFrame(n)), sequence.get(n), `frame ${n}`);
  } finally {
    await still.close();
    await moving.close();
    await alone.close();
  }
});

test.run();
