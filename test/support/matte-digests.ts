/**
 * Prints, as JSON, a digest and the mean alpha of the mattes of three shots, each through a fresh
 * matter (two threads): 8 frames of vtest.avi's walkers at 960x540 (the crops' path), and messi5.jpg
 * held for 3 frames as a landscape close-up and as a portrait one (the whole frame's path, on the
 * landscape and the square model). The models are those of FRAMEFLEET_MATTING_MODELS when set.
 *   node --import tsx test/support/matte-digests.ts
 */
import { createHash } from 'node:crypto';
import { matteEach, openMatter } from '../../native/matting/index.ts';
import { rgbaFrames } from './rgba-frames.ts';

const examples = '/usr/share/doc/opencv-doc/examples/data';

const shots = {
  walkers: { input: `${examples}/vtest.avi`, count: 8, width: 960, height: 540, filter: '' },
  closeUpLandscape: { input: `${examples}/messi5.jpg`, count: 3, width: 960, height: 600, filter: '' },
  closeUpPortrait: { input: `${examples}/messi5.jpg`, count: 3, width: 400, height: 680, filter: 'crop=200:342:130:0' },
};
const digests: Record<string, { digest: string; meanAlpha: number }> = {};
for (const [name, s] of Object.entries(shots)) {
  const pictures = rgbaFrames(['-i', s.input], s.count, s.width, s.height, s.filter);
  const matter = await openMatter({ width: s.width, height: s.height, threads: 2 });
  const hash = createHash('sha256');
  let alphaSum = 0;
  await matteEach(matter, s.count, (i) => pictures[i]!, (alpha) => {
    hash.update(alpha);
    alphaSum += alpha.reduce((sum, v) => sum + v, 0);
  });
  await matter.close();
  digests[name] = { digest: hash.digest('hex'), meanAlpha: alphaSum / (s.count * s.width * s.height) };
}
console.log(JSON.stringify(digests));
