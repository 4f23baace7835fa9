import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FfmpegVideoDecoder } from '../../render-node/renderer/ffmpeg-video.ts';
import { CachedVideoSource, sourceFrameIndex } from '../../render-node/renderer/video-source.ts';
import { indexedColor, makeFixtures, type Fixtures } from './fixtures.ts';

const video = suite('ffmpeg video source');
let fx: Fixtures;
video.before(() => { fx = makeFixtures(); });
video.after(() => fx.cleanup());

function centre(f: { width: number; height: number; data: Uint8Array }): [number, number, number] {
  const i = ((f.height >> 1) * f.width + (f.width >> 1)) * 4;
  return [f.data[i]!, f.data[i + 1]!, f.data[i + 2]!];
}

video('probing reads size, rate and frame count', async () => {
  const src = await new FfmpegVideoDecoder().open(fx.indexed);
  assert.equal({ w: src.info.width, h: src.info.height, fps: src.info.fps, n: src.info.frameCount }, { w: 32, h: 32, fps: 30, n: 90 });
  await src.close();
});

video('any frame is decoded exactly, in any order', async () => {
  const src = await new FfmpegVideoDecoder().open(fx.indexed);
  for (const k of [47, 3, 89, 0, 12, 61, 60, 11]) {
    const f = await src.frame(k);
    assert.is(f.index, k);
    assert.equal(centre(f), indexedColor(k), `frame ${k}`);
  }
  await src.close();
});

video('sequential frames are read through without seeking again', async () => {
  const src = await new FfmpegVideoDecoder().open(fx.indexed);
  for (let k = 30; k < 75; k++) assert.equal(centre(await src.frame(k)), indexedColor(k));
  assert.is(src.stats.seeks, 1);
  assert.is(src.stats.decoded, 45);
  await src.frame(80); // a short jump forward reads through too
  assert.is(src.stats.seeks, 1);
  await src.frame(10); // going back needs a new seek
  assert.is(src.stats.seeks, 2);
  await src.close();
});

video('a seeked frame has the same bytes as the same frame read sequentially (H.264, mid-GOP)', async () => {
  const dec = new FfmpegVideoDecoder();
  const seq = await dec.open(fx.h264);
  const frames: Uint8Array[] = [];
  for (let k = 0; k <= 40; k++) frames.push(new Uint8Array((await seq.frame(k)).data));
  for (const k of [40, 22, 7, 31]) {
    const fresh = await dec.open(fx.h264);
    const f = await fresh.frame(k);
    assert.ok(Buffer.from(f.data).equals(Buffer.from(frames[k]!)), `frame ${k} differs between seek and sequential decode`);
    await fresh.close();
  }
  await seq.close();
});

video('the cache answers repeated requests without decoding again', async () => {
  const src = new CachedVideoSource(await new FfmpegVideoDecoder().open(fx.indexed), 3);
  await src.frame(5);
  const decoded = src.stats.decoded;
  await src.frame(5);
  await Promise.all([src.frame(6), src.frame(6), src.frame(5)]);
  assert.is(src.stats.decoded, decoded + 1);
  assert.ok(src.hits >= 2);
  await src.close();
});

video('source time maps to the frame whose interval contains it, clamped to the stream', () => {
  const info = { width: 1, height: 1, fps: 30, frameCount: 90, durationSec: 3 };
  assert.is(sourceFrameIndex(info, 0), 0);
  assert.is(sourceFrameIndex(info, 1 / 30), 1);
  assert.is(sourceFrameIndex(info, 0.0499), 1);
  assert.is(sourceFrameIndex(info, 10), 89);
  assert.is(sourceFrameIndex(info, -1), 0);
});

video.run();
