import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { sourceFrameIndex, videoLayout } from '../../render-node/renderer/video-source.ts';
import { checkComposition } from '../../catalog/check/check.ts';
import { openVideoDecoder } from '../../native/media/index.ts';
import { indexedColor, makeFixtures, type Fixtures } from './fixtures.ts';

const video = suite('video clips');
let fx: Fixtures;
video.before(() => { fx = makeFixtures(); });
video.after(() => fx.cleanup());

const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const canvas = { width: 320, height: 180 };
const whole = { x: 0, y: 0, width: 160, height: 90 };

video('source time maps to the frame whose interval contains it, clamped to the stream', () => {
  const info = { fps: { num: 30, den: 1 }, frameCount: 90 };
  assert.is(sourceFrameIndex(info, 0), 0);
  assert.is(sourceFrameIndex(info, 1 / 30), 1);
  assert.is(sourceFrameIndex(info, 0.0499), 1);
  assert.is(sourceFrameIndex(info, 10), 89);
  assert.is(sourceFrameIndex(info, -1), 0);
  assert.is(sourceFrameIndex({ fps: { num: 30000, den: 1001 }, frameCount: 900 }, 1001 / 30000 * 7), 7);
});

video('an upright clip is decoded straight into the canvas pixels it covers, at sub-pixel precision', () => {
  // Zoomed 4% about the centre: the whole canvas, the picture reaching past it on every side.
  const s = 1.04;
  const zoom = videoLayout(whole, { x: 0, y: 0, width: 320, height: 180 }, { a: s, b: 0, c: 0, d: s, e: 160 - 160 * s, f: 90 - 90 * s }, canvas, false);
  assert.equal({ space: zoom?.space, x: zoom?.x, y: zoom?.y, w: zoom?.placement.width, h: zoom?.placement.height, opaque: zoom?.opaque }, { space: 'canvas', x: 0, y: 0, w: 320, h: 180, opaque: true });
  assert.ok(Math.abs(zoom!.placement.target.x + 6.4) < 1e-9 && Math.abs(zoom!.placement.target.width - 332.8) < 1e-9);
  // A picture-in-picture with fractional edges: only the pixels it touches, its edges partly covered.
  const pip = videoLayout(whole, { x: 0, y: 0, width: 80, height: 45 }, { a: 1, b: 0, c: 0, d: 1, e: 200.5, f: 10.25 }, canvas, false);
  assert.equal({ x: pip?.x, y: pip?.y, w: pip?.placement.width, h: pip?.placement.height, opaque: pip?.opaque }, { x: 200, y: 10, w: 81, h: 46, opaque: false });
  assert.equal(pip?.placement.target, { x: 0.5, y: 0.25, width: 80, height: 45 });
  assert.is(videoLayout(whole, { x: 0, y: 0, width: 80, height: 45 }, { a: 1, b: 0, c: 0, d: 1, e: 400, f: 0 }, canvas, false), null, 'off the canvas');
});

video('a rotated or flipped clip is decoded at the size it is drawn and turned by Skia', () => {
  const r = (5 * Math.PI) / 180;
  const turned = videoLayout(whole, { x: 0, y: 0, width: 160, height: 90 }, { a: 2 * Math.cos(r), b: 2 * Math.sin(r), c: -2 * Math.sin(r), d: 2 * Math.cos(r), e: 10, f: 10 }, canvas, false);
  assert.equal({ space: turned?.space, w: turned?.placement.width, h: turned?.placement.height }, { space: 'box', w: 320, h: 180 });
  const flipped = videoLayout(whole, { x: 0, y: 0, width: 160, height: 90 }, { a: -1, b: 0, c: 0, d: 1, e: 160, f: 0 }, canvas, false);
  assert.is(flipped?.space, 'box');
});

video('video clips draw where they are placed, the same alone or after other frames', async () => {
  const checked = checkComposition({
    version: 1,
    output: { width: 320, height: 180, fps: 30, background: '#202020' },
    tracks: [
      { clips: [{ kind: 'video', start: 0, duration: 3, src: 'motion.mp4', animate: { 'transform.scale': [{ time: 0, value: 1 }, { time: 3, value: 1.1 }] } }] },
      // A picture-in-picture whose frame is a flat colour naming its index, at fractional pixels.
      { clips: [{ kind: 'video', start: 0, duration: 3, src: 'indexed.mkv', fit: 'fill', transform: { x: 250.5, y: 50.25, width: 64, height: 64 } }] },
      { clips: [{ kind: 'video', start: 1, duration: 1, src: 'motion.mp4', opacity: 0.5, transform: { rotation: 12, scale: 0.5 } }] },
    ],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const seq = new FrameRenderer(checked.composition, { baseDir: fx.dir });
  const direct = new FrameRenderer(checked.composition, { baseDir: fx.dir });
  try {
    const probes = new Map<number, string>();
    for (let n = 0; n < 60; n++) {
      const bytes = await seq.renderFrame(n);
      if (n === 12 || n === 45) {
        probes.set(n, hash(bytes));
        const at = (x: number, y: number) => Array.from(bytes.subarray((y * 320 + x) * 4, (y * 320 + x) * 4 + 4));
        assert.equal(at(250, 50), [...indexedColor(n), 255], `frame ${n}: the picture-in-picture shows source frame ${n}`);
        assert.not.equal(at(217, 50), [...indexedColor(n), 255], 'left of it, the picture beneath');
      }
    }
    for (const n of [45, 12]) assert.is(hash(await direct.renderFrame(n)), probes.get(n), `frame ${n}`);
    const stats = Object.values(await seq.videoStats());
    assert.ok(stats.length === 3 && stats.every((s) => s.seeks <= 1), `sequential rendering never re-seeks: ${JSON.stringify(stats)}`);
  } finally {
    await seq.close();
    await direct.close();
  }
});

video('a clip drawn one to one but not opaque (fractional edges) keeps its decoded pixels unchanged inside', async () => {
  // Centred at (160.5, 90.25) at its own size: it covers x 80.5..240.5 and y 45.25..135.25, so its
  // edge pixels are partly covered and it is drawn from a canvas, not copied in.
  const checked = checkComposition({
    version: 1,
    output: { width: 320, height: 180, fps: 30, background: '#202020' },
    tracks: [{ clips: [{ kind: 'video', start: 0, duration: 1, src: 'motion.mp4', fit: 'fill', transform: { x: 160.5, y: 90.25, width: 160, height: 90 } }] }],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const renderer = new FrameRenderer(checked.composition, { baseDir: fx.dir });
  const decoder = await openVideoDecoder(`${fx.dir}/motion.mp4`);
  try {
    const frame = await renderer.renderFrame(5);
    const placement = { width: 161, height: 91, target: { x: 0.5, y: 0.25, width: 160, height: 90 } };
    const decoded = new Uint8Array(161 * 91 * 4);
    await decoder.read(5, decoded, placement);
    let differing = 0;
    for (let y = 46; y < 135; y++) {
      for (let x = 81; x < 240; x++) {
        const f = (y * 320 + x) * 4, d = ((y - 45) * 161 + (x - 80)) * 4;
        if (frame[f] !== decoded[d] || frame[f + 1] !== decoded[d + 1] || frame[f + 2] !== decoded[d + 2]) differing++;
      }
    }
    assert.is(differing, 0, 'every wholly covered pixel is the decoded pixel');
  } finally {
    await renderer.close();
    await decoder.close();
  }
});

video.run();
