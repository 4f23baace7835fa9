import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { execFile } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { FrameDownscaler } from '../../render-node/renderer/downscale.ts';
import { DrawThreadPool, ThreadedFrames, type ThreadedScene } from '../../render-node/draw-threads.ts';
import { runSceneFrames, type FrameSink } from '../../render-node/scene-frames.ts';
import { openVideoEncoder, releaseFrame } from '../../native/media/index.ts';
import { checkComposition } from '../../catalog/check/check.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { JobFailure } from '../../shared/failures.ts';
import { makeFixtures, testBrandKit, type Fixtures } from './fixtures.ts';

const threads = suite('drawing threads');
let fx: Fixtures;
let pool: DrawThreadPool;
threads.before(async () => {
  fx = makeFixtures();
  // Loaded before the scenes: a scene does not wait for a thread still loading (it draws that thread's frames itself).
  pool = new DrawThreadPool(3).warm();
  await pool.loaded();
});
threads.after(async () => { await pool.close(); fx.cleanup(); });

const run = promisify(execFile);
const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** Every drawn kind but video: a zooming still, a crossfade, components, a component transition, text, a shape, captions, a watermark. */
function composition(overrides: { missingImageAt?: number } = {}): Composition {
  const checked = checkComposition({
    version: 1,
    output: { width: 320, height: 180, fps: 30, background: '#0c1022' },
    brandKit: { kit: testBrandKit },
    tracks: [
      { clips: [
        { kind: 'image', start: 0, duration: 1.5, src: 'still.png', fit: 'cover', animate: { 'transform.scale': [{ time: 0, value: 1 }, { time: 1.5, value: 1.3 }] } },
        { kind: 'image', start: 1.5, duration: 1, src: 'still.png', fit: 'contain', transition: { kind: 'crossfade', duration: 0.4 } },
        { kind: 'component', start: 2.5, duration: 1, componentId: 'gradient-flow', transition: { kind: 'component', componentId: 'color-sweep', duration: 0.5 } },
      ] },
      { clips: [
        { kind: 'shape', start: 0.2, duration: 2, shape: 'rectangle', radius: 12, fill: '#ffb020', transform: { x: 20, y: 20, width: 120, height: 50, anchorX: 0, anchorY: 0, rotation: -4 }, opacity: 0.8 },
      ] },
      { clips: [
        { kind: 'text', start: 0.5, duration: 3, text: 'Threads', style: { fontFamily: 'brand:fonts.heading', fontSize: 28 }, animate: { 'transform.x': [{ time: 0, value: -40 }, { time: 1, value: 0 }], opacity: [{ time: 0, value: 0 }, { time: 0.5, value: 1 }] } },
      ] },
      ...(overrides.missingImageAt === undefined ? [] : [{ clips: [{ kind: 'image', start: overrides.missingImageAt / 30, duration: 0.5, src: 'missing.png' }] }]),
      { clips: [{ kind: 'component', start: 0, duration: 3.5, componentId: 'lower-third', props: { name: 'Ada', role: 'Render node' } }] },
      { clips: [{ kind: 'captions', start: 0, duration: 3.5, words: [
        { text: 'Every', start: 0.1, end: 0.4 }, { text: 'frame', start: 0.4, end: 0.8, emphasis: true }, { text: 'draws', start: 0.8, end: 1.2 },
        { text: 'alone.', start: 1.2, end: 1.6 }, { text: 'Same', start: 2.0, end: 2.3 }, { text: 'bytes', start: 2.3, end: 2.8 },
      ] }] },
    ],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.composition;
}

/** Records the hash of every frame written, in order; writes settle a little later, as the encoder's do. */
class HashSink implements FrameSink {
  readonly hashes: string[] = [];
  readonly buffers = new Set<ArrayBufferLike>();
  write(frame: Uint8Array): Promise<void> {
    this.hashes.push(hash(frame));
    this.buffers.add(frame.buffer);
    return new Promise((resolve) => setTimeout(resolve, 1));
  }
}

function threaded(c: Composition, renderer: FrameRenderer, n: number, first: number, count: number, deliver: { width: number; height: number } | null = null, from = pool) {
  const scene: ThreadedScene = { composition: c, baseDir: fx.dir, media: {}, deliver };
  const size = deliver ?? { width: c.output.width, height: c.output.height };
  const downscale = deliver ? new FrameDownscaler(deliver.width, deliver.height) : null;
  return new ThreadedFrames({
    drawer: renderer, release: releaseFrame, ...(downscale ? { reshape: (cv: Canvas) => downscale.canvas(cv) } : {}),
    threads: from.take(n), scene, frameBytes: size.width * size.height * 4, first, count, depth: 2,
  });
}

async function singleThreadHashes(c: Composition, first: number, count: number, deliver: { width: number; height: number } | null = null): Promise<string[]> {
  const r = new FrameRenderer(c, { baseDir: fx.dir });
  const sink = new HashSink();
  const downscale = deliver ? new FrameDownscaler(deliver.width, deliver.height) : null;
  await runSceneFrames({ drawer: r, ...(downscale ? { reshape: (cv: Canvas) => downscale.canvas(cv) } : {}), sink, first, count });
  await r.close();
  return sink.hashes;
}

threads('frames drawn on 2, 3 and 4 threads are the bytes of one thread, in order, through a few reused buffers', async () => {
  const c = composition();
  const expected = await singleThreadHashes(c, 20, 60);
  for (const helpers of [1, 2, 3]) {
    const r = new FrameRenderer(c, { baseDir: fx.dir });
    const source = threaded(c, r, helpers, 20, 60);
    const sink = new HashSink();
    const done: number[] = [];
    await runSceneFrames({ source, sink, first: 20, count: 60, onFrame: (n) => done.push(n) });
    await source.close(pool);
    await r.close();
    assert.equal(sink.hashes, expected, `${helpers + 1} drawers`);
    assert.equal(done, Array.from({ length: 60 }, (_, i) => i + 1));
    // The drawing threads' frames come through their scene's shared buffers, a few each, not a buffer a frame.
    const shared = [...sink.buffers].filter((b) => b instanceof SharedArrayBuffer).length;
    assert.ok(shared >= helpers && shared <= helpers * 2, `${helpers} threads wrote through ${shared} shared buffers`);
  }
});

threads('a thread writes the next scene of the same size into the same buffers, and a scene of another size into new ones', async () => {
  const c = composition();
  const solo = new DrawThreadPool(1).warm();
  await solo.loaded();
  const sharedOf = async (first: number, deliver: { width: number; height: number } | null) => {
    const r = new FrameRenderer(c, { baseDir: fx.dir });
    const source = threaded(c, r, 1, first, 12, deliver, solo);
    const sink = new HashSink();
    await runSceneFrames({ source, sink, first, count: 12 });
    await source.close(solo);
    await r.close();
    return [...sink.buffers].filter((b) => b instanceof SharedArrayBuffer);
  };
  const one = await sharedOf(0, null);
  const two = await sharedOf(40, null);
  assert.ok(one.length > 0);
  // By identity: the very same memory, not equal bytes.
  assert.ok(two.length === one.length && two.every((b) => one.includes(b)), 'the second scene reused the first one\'s buffers');
  const small = await sharedOf(0, { width: 160, height: 90 });
  assert.ok(small.length > 0 && small.every((b) => !one.includes(b) && b.byteLength === 160 * 90 * 4));
  await solo.close();
});

threads('a preview delivered smaller is the same bytes drawn on threads', async () => {
  const c = composition();
  const deliver = { width: 160, height: 90 };
  const expected = await singleThreadHashes(c, 40, 30, deliver);
  const r = new FrameRenderer(c, { baseDir: fx.dir });
  const source = threaded(c, r, 2, 40, 30, deliver);
  const sink = new HashSink();
  await runSceneFrames({ source, sink, first: 40, count: 30 });
  await source.close(pool);
  await r.close();
  assert.equal(sink.hashes, expected);
});

threads('the encoded segment is the same bytes drawn on one thread or three', async () => {
  const c = composition();
  const encode = async (helpers: number) => {
    const r = new FrameRenderer(c, { baseDir: fx.dir });
    const source = helpers ? threaded(c, r, helpers, 0, 90) : null;
    const output = join(fx.dir, `threads-${helpers}.mp4`);
    const encoder = await openVideoEncoder({ output, width: 320, height: 180, fps: 30, codec: 'h264', backend: 'software', preset: 'veryfast', threads: 1 });
    await runSceneFrames({ ...(source ? { source } : { drawer: r, release: releaseFrame }), sink: encoder, first: 0, count: 90 });
    await encoder.close();
    await source?.close(pool);
    await r.close();
    return hash(readFileSync(output));
  };
  assert.is(await encode(2), await encode(0));
});

threads('a frame a drawing thread cannot draw fails the scene at that frame, after the frames before it; the threads serve the next scene', async () => {
  const c = composition({ missingImageAt: 33 });
  const r = new FrameRenderer(c, { baseDir: fx.dir });
  // 33 - 30 = 3: the fourth frame, dealt to the fourth drawer (a drawing thread).
  const source = threaded(c, r, 3, 30, 20);
  const sink = new HashSink();
  try {
    await runSceneFrames({ source, sink, first: 30, count: 20 });
    assert.unreachable('the missing image should fail the scene');
  } catch (err) {
    assert.instance(err, JobFailure);
    assert.is((err as JobFailure).code, 'asset_unreadable');
    assert.is((err as JobFailure).place.frame, 33);
    assert.match((err as Error).message, /^frame 33, tracks\[3\]\.clips\[0\]: the media 'missing\.png'/);
  }
  assert.is(sink.hashes.length, 3, 'frames 30..32 were written');
  await source.close(pool);
  await r.close();
  // The same threads draw the next scene.
  const good = composition();
  const expected = await singleThreadHashes(good, 0, 12);
  const r2 = new FrameRenderer(good, { baseDir: fx.dir });
  const again = threaded(good, r2, 3, 0, 12);
  const sink2 = new HashSink();
  await runSceneFrames({ source: again, sink: sink2, first: 0, count: 12 });
  await again.close(pool);
  await r2.close();
  assert.equal(sink2.hashes, expected);
});

threads('a drawing thread that dies mid-scene leaves its frames to the scene\'s thread: the same bytes, no failure', async () => {
  const small = new DrawThreadPool(2).warm();
  await small.loaded();
  const c = composition();
  const expected = await singleThreadHashes(c, 0, 40);
  const r = new FrameRenderer(c, { baseDir: fx.dir });
  const taken = small.take(2);
  const source = new ThreadedFrames({ drawer: r, threads: taken, scene: { composition: c, baseDir: fx.dir, media: {}, deliver: null }, frameBytes: 320 * 180 * 4, first: 0, count: 40, depth: 2 });
  const sink = new HashSink();
  const write = sink.write.bind(sink);
  sink.write = async (frame) => { if (sink.hashes.length === 5) await taken[0]!.terminate(); return write(frame); };
  await runSceneFrames({ source, sink, first: 0, count: 40 });
  assert.equal(sink.hashes, expected);
  await source.close(small);
  await r.close();
  // The dead thread is not given back; the pool starts another in its place.
  const again = small.take(2);
  assert.is(again.length, 2);
  assert.ok(again.every((t) => t !== taken[0] && t.death === null));
  for (const t of again) small.give(t);
  await small.close();
});

threads('threads that cannot start leave every frame to the scene\'s thread, and the pool starts no more', async () => {
  const logged: string[] = [];
  const broken = new DrawThreadPool(2, { entry: 'render-node/no-such-thread.ts', log: (m) => logged.push(m) });
  const c = composition();
  const expected = await singleThreadHashes(c, 10, 20);
  const r = new FrameRenderer(c, { baseDir: fx.dir });
  const taken = broken.take(2);
  assert.is(taken.length, 2);
  const source = new ThreadedFrames({ drawer: r, threads: taken, scene: { composition: c, baseDir: fx.dir, media: {}, deliver: null }, frameBytes: 320 * 180 * 4, first: 10, count: 20, depth: 2 });
  const sink = new HashSink();
  await runSceneFrames({ source, sink, first: 10, count: 20 });
  assert.equal(sink.hashes, expected);
  await Promise.all(taken.map((t) => t.loaded));
  assert.ok(taken.every((t) => t.death !== null && !t.started));
  await source.close(broken);
  await r.close();
  assert.ok(broken.unavailable, 'the pool knows threads cannot start');
  assert.equal(broken.take(2), []);
  assert.equal(logged, ['drawing threads cannot start: scenes draw on their own threads']);
  await broken.close();
});

threads('the pool hands out at most its size, and what scenes give back', async () => {
  const small = new DrawThreadPool(2);
  const a = small.take(3);
  assert.is(a.length, 2);
  assert.is(small.take(1).length, 0, 'none left while a scene holds both');
  small.give(a[0]!);
  const b = small.take(2);
  assert.equal(b, [a[0]]);
  small.give(a[1]!);
  small.give(b[0]!);
  await small.close();
  assert.is(small.take(1).length, 0, 'a closed pool starts no thread');
});

threads('loaded drawing threads idle in a pool keep no process alive', async () => {
  const script = join(fx.dir, 'idle-pool.mts');
  const module = new URL('../../render-node/draw-threads.ts', import.meta.url).href;
  writeFileSync(script, `import { DrawThreadPool } from ${JSON.stringify(module)};\nconst pool = new DrawThreadPool(2).warm();\nawait pool.loaded();\nconsole.log('loaded');\n`);
  // Without a close, the process still ends once its own work is done.
  const { stdout } = await run(process.execPath, ['--import', new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url).href, script], { timeout: 20_000 });
  assert.is(stdout.trim(), 'loaded');
});

threads('a renderer says which frames show video: those draw on one thread', async () => {
  const checked = checkComposition({
    version: 1, output: { width: 320, height: 180, fps: 30 },
    tracks: [{ clips: [
      { kind: 'image', start: 0, duration: 1, src: 'still.png' },
      { kind: 'video', start: 1, duration: 1, src: 'motion.mp4', transition: { kind: 'crossfade', duration: 0.5 } },
    ] }],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  const r = new FrameRenderer(checked.composition, { baseDir: fx.dir });
  assert.is(r.showsVideo(0, 23), false);
  assert.is(r.showsVideo(0, 24), true, 'the crossfade into the video starts at frame 23 (its 15 frames centred on the cut)');
  assert.is(r.showsVideo(40, 20), true);
  await r.close();
});

threads.run();
