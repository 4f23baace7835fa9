import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { checkComposition } from '../../catalog/check/check.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { parseColor } from '../../shared/composition/color.ts';
import { makeFixtures, testBrandKit, type Fixtures } from './fixtures.ts';

const renderer = suite('frame renderer');
let fx: Fixtures;
renderer.before(() => { fx = makeFixtures(); });
renderer.after(() => fx.cleanup());

const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A small composition that uses every drawn clip kind, transitions, keyframes and a watermark. */
function composition(): Composition {
  const comp = {
    version: 1,
    output: { width: 320, height: 180, fps: 30, background: '#0c1022' },
    brandKit: { kit: testBrandKit },
    tracks: [
      { clips: [
        { kind: 'video', start: 0, duration: 1.5, src: 'motion.mp4', trim: { start: 0.5 }, animate: { 'transform.scale': [{ time: 0, value: 1 }, { time: 1.5, value: 1.2, easing: 'ease-out' }] } },
        { kind: 'image', start: 1.5, duration: 1, src: 'still.png', fit: 'contain', transition: { kind: 'crossfade', duration: 0.4 } },
        { kind: 'component', start: 2.5, duration: 1, componentId: 'gradient-flow', transition: { kind: 'component', componentId: 'color-sweep', duration: 0.5 } },
      ] },
      { clips: [
        { kind: 'shape', start: 0.2, duration: 2, shape: 'rectangle', radius: 12, fill: { kind: 'linear', angle: 30, stops: [{ offset: 0, color: 'brand:colors.primary' }, { offset: 1, color: 'rgba(255,176,32,0.6)' }] }, transform: { x: 20, y: 20, width: 120, height: 50, anchorX: 0, anchorY: 0, rotation: -4 }, opacity: 0.8 },
        { kind: 'text', start: 2.2, duration: 1.3, text: 'Frame exact', style: { fontFamily: 'brand:fonts.heading', fontSize: 28, stroke: { color: '#000000', width: 2 } }, transform: { y: 50 }, animate: { opacity: [{ time: 0, value: 0 }, { time: 0.5, value: 1 }] } },
      ] },
      { clips: [
        { kind: 'component', start: 0, duration: 3.5, componentId: 'lower-third', props: { name: 'Ada', role: 'Render node' } },
      ] },
      { clips: [
        { kind: 'captions', start: 0, duration: 3.5, words: [
          { text: 'Every', start: 0.1, end: 0.4 }, { text: 'frame', start: 0.4, end: 0.8, emphasis: true }, { text: 'draws', start: 0.8, end: 1.2 },
          { text: 'alone.', start: 1.2, end: 1.6 }, { text: 'Same', start: 2.0, end: 2.3 }, { text: 'bytes', start: 2.3, end: 2.8 },
        ] },
      ] },
    ],
  };
  const r = checkComposition(comp);
  if (!r.ok) throw new Error(JSON.stringify(r.errors));
  return r.composition;
}

renderer('frame N drawn directly equals frame N drawn after frames 0..N-1', async () => {
  const comp = composition();
  const seq = new FrameRenderer(comp, { baseDir: fx.dir });
  const direct = new FrameRenderer(comp, { baseDir: fx.dir });
  try {
    const probes = new Set([20, 42, 47, 52, 68, 80, 96]);
    const sequential = new Map<number, string>();
    for (let n = 0; n <= 96; n++) {
      const bytes = await seq.renderFrame(n);
      if (probes.has(n)) sequential.set(n, hash(bytes));
    }
    for (const n of [96, 20, 68, 47, 80, 42, 52]) {
      assert.is(hash(await direct.renderFrame(n)), sequential.get(n), `frame ${n}`);
    }
    const stats = Object.values(await seq.videoStats());
    assert.ok(stats.length >= 1 && stats.every((s) => s.seeks === 1), `sequential rendering never re-seeks: ${JSON.stringify(stats)}`);
  } finally {
    await seq.close();
    await direct.close();
  }
});

renderer('the same frame gives identical bytes in a second renderer and a second time', async () => {
  const comp = composition();
  const a = new FrameRenderer(comp, { baseDir: fx.dir });
  const b = new FrameRenderer(comp, { baseDir: fx.dir });
  try {
    const first = hash(await a.renderFrame(50));
    await a.renderFrame(10);
    assert.is(hash(await a.renderFrame(50)), first);
    assert.is(hash(await b.renderFrame(50)), first);
  } finally {
    await a.close();
    await b.close();
  }
});

renderer('frames show their clips: video moves, transitions mix, frames differ over time', async () => {
  const comp = composition();
  const r = new FrameRenderer(comp, { baseDir: fx.dir });
  try {
    const hashes = new Set<string>();
    for (const n of [5, 10, 15, 40, 45, 50, 70, 75, 80, 100]) hashes.add(hash(await r.renderFrame(n)));
    assert.is(hashes.size, 10);
    // Mid-crossfade (frame 45, cut at 45): the pixel at the image's white square mixes both clips.
    const px = (bytes: Uint8Array, x: number, y: number) => Array.from(bytes.subarray((y * 320 + x) * 4, (y * 320 + x) * 4 + 4));
    const before = px(await r.renderFrame(38), 160, 90);
    const mid = px(await r.renderFrame(45), 160, 90);
    const after = px(await r.renderFrame(52), 160, 90);
    assert.ok(mid.slice(0, 3).some((v, i) => v !== before[i] && v !== after[i]), `mixed: ${before} ${mid} ${after}`);
    assert.is(mid[3], 255);
  } finally {
    await r.close();
  }
});

renderer('a frame outside the composition is refused', async () => {
  const r = new FrameRenderer(composition(), { baseDir: fx.dir });
  try {
    assert.is(r.frameCount, 105);
    for (const n of [105, -1, 2.5]) {
      const err = await r.renderFrame(n).then(() => undefined, (e: unknown) => e);
      assert.instance(err, RangeError, `frame ${n}`);
    }
  } finally {
    await r.close();
  }
});

renderer('a missing media file fails the frame with the path in the message', async () => {
  const comp = composition();
  (comp.tracks[0]!.clips[1] as { src: string }).src = 'nowhere.png';
  const r = new FrameRenderer(comp, { baseDir: fx.dir });
  try {
    try {
      await r.renderFrame(60);
      assert.unreachable('should fail');
    } catch (err) {
      assert.match((err as Error).message, /nowhere\.png/);
    }
  } finally {
    await r.close();
  }
});

renderer('an oklch() colour in a composition validates and draws as the sRGB it names', async () => {
  // oklch(62.8% 0.2577 29.23) is CSS red; oklch(45.2% 0.313 264.05) is CSS blue.
  const checked = checkComposition({
    output: { width: 64, height: 36, fps: 30, background: 'oklch(45.2% 0.313 264.05)' },
    tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'rectangle', fill: 'oklch(62.8% 0.2577 29.23)', transform: { x: 0, y: 0, width: 32, height: 36, anchorX: 0, anchorY: 0 } }] }],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  assert.equal(parseColor('oklch(62.8% 0.2577 29.23)'), { r: 255, g: 0, b: 0, a: 1 });
  const r = new FrameRenderer(checked.composition, { baseDir: fx.dir });
  try {
    const frame = await r.renderFrame(0);
    const px = (x: number, y: number) => Array.from(frame.subarray((y * 64 + x) * 4, (y * 64 + x) * 4 + 3));
    assert.equal(px(8, 18), [255, 0, 0], 'the shape is red');
    const blue = parseColor('oklch(45.2% 0.313 264.05)')!;
    assert.ok(blue.r <= 2 && blue.g <= 2 && blue.b === 255, JSON.stringify(blue));
    // Skia converts oklch in float and may round a channel the other way.
    assert.ok(px(56, 18).every((v, i) => Math.abs(v - [blue.r, blue.g, blue.b][i]!) <= 1), `the background ${px(56, 18)} is the blue the parser reads`);
  } finally {
    await r.close();
  }
  const refused = checkComposition({ output: { width: 64, height: 36, fps: 30, background: 'oklch(nonsense)' }, tracks: [] });
  assert.not.ok(refused.ok, 'a malformed oklch() is refused');
  // culori's own parse throws on this one; a colour field must refuse it, not fail.
  assert.is(parseColor('ä/1á'), undefined);
  const thrown = checkComposition({ output: { width: 64, height: 36, fps: 30, background: 'ä/1á' }, tracks: [] });
  assert.not.ok(thrown.ok, 'input the colour library throws on is refused');
});

renderer.run();
