/**
 * The built-ins whose drawing was made cheaper (cached scratch canvases, work at the resolution
 * the effect needs) still look as they did: frames across their duration are compared with
 * reference frames drawn by the code before the change (golden/reference/, 480×270 over the
 * preview backdrop), and must be within the stated PSNR. And their drawing stays deterministic:
 * the same frame gives the same pixels when drawn again after other sizes and frames (whatever
 * the caches then hold) and in a fresh process.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { fileURLToPath } from 'node:url';
import { builtinCatalog } from '../../catalog/index.ts';
import { renderComponentFrame } from '../../render-node/renderer/preview.ts';
import { drawer } from '../../bench/components.ts';
import { psnr } from '../../bench/options.ts';
import { projectRoot } from '../../shared/compiled.ts';
import { loadPng, pixels } from './pixels.ts';

const fast = suite('cheaper built-ins');
const referenceDir = fileURLToPath(new URL('./golden/reference/', import.meta.url));

/**
 * Least PSNR against the reference per component. 40 dB is below what the eye tells apart; the
 * whip's smear is drawn squeezed along the motion, which softens the steps between its copies
 * (seen side by side: the same smear, with smoother ghost edges), hence its lower bound. The
 * halftone's dots are rasterized in JS now, with each dot's area within 1 to 5 % of πr² where Skia's
 * path of circles was off by up to 10 % (pixel-effects.test.ts): at 480×270 its dots are 2 to 9
 * pixels across, so the edges that differ are much of the picture (29.6 dB; 32 at 960×540).
 */
export const psnrFloorDb: Record<string, number> = { 'blur-morph': 40, aurora: 40, 'crt-scanlines': 40, 'spotlight-sweep': 40, 'whip-pan': 32, 'before-after': 40, 'perspective-grid': 40, 'gradient-flow': 40, 'light-leak': 40, starfield: 40, 'halftone-pulse': 29 };
const percents = [25, 50, 75];

for (const [id, floor] of Object.entries(psnrFloorDb)) {
  fast(`${id} stays within ${floor} dB of its reference frames`, () => {
    const c = builtinCatalog().get(id)!;
    for (const pct of percents) {
      const frame = Math.round((pct / 100) * (c.durationInFrames - 1));
      const got = pixels(renderComponentFrame(c, frame, { width: 480, height: 270, backdrop: true }));
      const want = pixels(loadPng(`${referenceDir}${id}@${c.version}-${pct}.png`));
      const db = psnr(got, want);
      if (process.env.FRAMEFLEET_PRINT_PSNR === '1') console.log(`${id} at ${pct}%: ${db.toFixed(1)} dB`);
      assert.ok(db >= floor, `${id} at ${pct}%: ${db.toFixed(1)} dB, below ${floor} dB`);
    }
  });
}

fast('the same frame gives the same pixels drawn again after other sizes and frames', () => {
  for (const id of Object.keys(psnrFloorDb)) {
    const c = builtinCatalog().get(id)!;
    const frame = Math.round(0.5 * (c.durationInFrames - 1));
    const first = pixels(renderComponentFrame(c, frame, { width: 320, height: 180, backdrop: true }));
    renderComponentFrame(c, 0, { width: 640, height: 360, backdrop: true });
    renderComponentFrame(c, c.durationInFrames - 1, { width: 200, height: 300, backdrop: true });
    const again = pixels(renderComponentFrame(c, frame, { width: 320, height: 180, backdrop: true }));
    assert.ok(Buffer.from(first).equals(Buffer.from(again)), `${id}: frame ${frame} changed when drawn again`);
  }
});

fast('a fresh process draws the same pixels as one that drew other sizes first', async () => {
  const ids = Object.keys(psnrFloorDb);
  const warmed = await drawer(projectRoot), fresh = await drawer(projectRoot);
  try {
    for (const id of ids) await warmed.draw({ id, width: 1280, height: 720, frames: 2 });
    for (const id of ids) {
      const q = { id, width: 480, height: 270, frames: 3 };
      const [a, b] = [await warmed.draw(q), await fresh.draw(q)];
      assert.is(a.digest, b.digest, `${id}: frames differ between a fresh process and a warmed one`);
    }
  } finally {
    warmed.stop();
    fresh.stop();
  }
});

fast.run();
