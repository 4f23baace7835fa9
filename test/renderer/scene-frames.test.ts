import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { runSceneFrames, type FrameSink } from '../../render-node/scene-frames.ts';
import { openVideoEncoder, releaseFrame } from '../../native/media/index.ts';
import { checkComposition } from '../../catalog/check/check.ts';
import { JobFailure } from '../../shared/failures.ts';
import { makeFixtures, type Fixtures } from './fixtures.ts';

const frames = suite('scene frame loop');
let fx: Fixtures;
frames.before(() => { fx = makeFixtures(); });
frames.after(() => fx.cleanup());

const hash = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');

/** A video under a zoom, a still, and text, so every frame differs and reads video. */
function composition() {
  const checked = checkComposition({
    version: 1,
    output: { width: 320, height: 180, fps: 30, background: '#202020' },
    tracks: [
      { clips: [{ kind: 'video', start: 0, duration: 2, src: 'motion.mp4', animate: { 'transform.scale': [{ time: 0, value: 1 }, { time: 2, value: 1.2 }] } }] },
      { clips: [{ kind: 'image', start: 0, duration: 2, src: 'still.png', transform: { x: 10, y: 10, width: 100, height: 60 } }] },
      { clips: [{ kind: 'text', start: 0.5, duration: 1, text: 'Pipelined', style: { fontSize: 32, color: '#ffffff' } }] },
    ],
  });
  if (!checked.ok) throw new Error(JSON.stringify(checked.errors));
  return checked.composition;
}

/** Records what is written (hashes, in order) and how many writes were pending at most; writes settle when `release` says. */
class HeldSink implements FrameSink {
  readonly hashes: string[] = [];
  readonly buffers: Uint8Array[] = [];
  pending: (() => void)[] = [];
  maxPending = 0;
  write(frame: Uint8Array): Promise<void> {
    this.hashes.push(hash(frame));
    this.buffers.push(frame);
    return new Promise((resolve) => {
      this.pending.push(resolve);
      this.maxPending = Math.max(this.maxPending, this.pending.length);
      // Settle on a later turn, as the encoder's conversion does.
      setTimeout(() => this.pending.shift()?.(), 1);
    });
  }
}

frames('pipelined frames are the bytes of each frame drawn alone, written in order', async () => {
  const c = composition();
  const alone: string[] = [];
  for (const n of [5, 6, 7, 8, 9, 10, 11, 12]) {
    const r = new FrameRenderer(c, { baseDir: fx.dir });
    alone.push(hash(await r.renderFrame(n)));
    await r.close();
  }
  for (const depth of [1, 2, 3]) {
    const r = new FrameRenderer(c, { baseDir: fx.dir });
    const sink = new HeldSink();
    const done: number[] = [];
    const timings = await runSceneFrames({ drawer: r, sink, first: 5, count: 8, depth, onFrame: (n) => done.push(n) });
    await r.close();
    assert.equal(sink.hashes, alone, `depth ${depth}`);
    assert.equal(done, [1, 2, 3, 4, 5, 6, 7, 8], 'progress in order, once a frame');
    assert.is(timings.frames, 8);
    assert.ok(sink.maxPending <= depth, `at most ${depth} writes pending (saw ${sink.maxPending})`);
    // A frame's buffer is its own while its write is pending: no two writes share memory.
    assert.is(new Set(sink.buffers.map((b) => b.buffer)).size, sink.buffers.length);
  }
});

frames('the encoded segment is the same bytes pipelined or one frame at a time', async () => {
  const c = composition();
  const encode = async (depth: number) => {
    const r = new FrameRenderer(c, { baseDir: fx.dir });
    const output = join(fx.dir, `segment-${depth}.mp4`);
    const encoder = await openVideoEncoder({ output, width: 320, height: 180, fps: 30, codec: 'h264', backend: 'software', preset: 'veryfast', threads: 1 });
    await runSceneFrames({ drawer: r, sink: encoder, first: 0, count: 30, depth });
    await encoder.close();
    await r.close();
    return hash(readFileSync(output));
  };
  assert.is(await encode(2), await encode(1));
});

frames('released read-out buffers are freed once written, and the segment keeps the same bytes', async () => {
  const c = composition();
  const encode = async (release: boolean) => {
    const r = new FrameRenderer(c, { baseDir: fx.dir });
    const output = join(fx.dir, `segment-release-${release}.mp4`);
    const encoder = await openVideoEncoder({ output, width: 320, height: 180, fps: 30, codec: 'h264', backend: 'software', preset: 'veryfast', threads: 1 });
    const released: Uint8Array[] = [];
    await runSceneFrames({ drawer: r, sink: encoder, first: 0, count: 30, depth: 2, ...(release ? { release: (f: Uint8Array) => { released.push(f); releaseFrame(f); } } : {}) });
    await encoder.close();
    await r.close();
    return { digest: hash(readFileSync(output)), released };
  };
  const kept = await encode(false);
  const freed = await encode(true);
  assert.is(freed.digest, kept.digest);
  assert.is(freed.released.length, 30, 'every frame is released once its write settled');
  assert.ok(freed.released.every((f) => f.byteLength === 0 && f.buffer.byteLength === 0), 'a released buffer is detached: its memory went back to the allocator');
  assert.is(new Set(freed.released).size, 30);
});

frames('back-pressure: drawing waits while the sink holds `depth` frames', async () => {
  const c = composition();
  const r = new FrameRenderer(c, { baseDir: fx.dir });
  let drawn = 0;
  const settled: (() => void)[] = [];
  let written = 0;
  const drawer = { drawFrame: (n: number) => { drawn++; return r.drawFrame(n); } };
  const sink: FrameSink = { write: () => { written++; return new Promise<void>((resolve) => settled.push(resolve)); } };
  const loop = runSceneFrames({ drawer, sink, first: 0, count: 6, depth: 2 });
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.is(written, 2, 'two frames handed over');
  assert.is(drawn, 2, 'the third is not drawn while both are held');
  while (written < 6 || settled.length > 0) {
    settled.shift()?.();
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const timings = await loop;
  assert.is(timings.frames, 6);
  await r.close();
});

frames('a failed write fails the loop; a frame that cannot be drawn is named', async () => {
  const c = composition();
  const r = new FrameRenderer(c, { baseDir: fx.dir });
  let n = 0;
  const failing: FrameSink = { write: () => (++n === 2 ? Promise.reject(new Error('disk full')) : new Promise<void>((resolve) => setTimeout(resolve, 5))) };
  try {
    await runSceneFrames({ drawer: r, sink: failing, first: 0, count: 10, depth: 2 });
    assert.unreachable('the write failure should fail the loop');
  } catch (err) {
    assert.is((err as Error).message, 'disk full');
  }
  const broken = { drawFrame: (f: number) => (f === 3 ? Promise.reject(new Error('boom')) : r.drawFrame(f)) };
  try {
    await runSceneFrames({ drawer: broken, sink: new HeldSink(), first: 0, count: 10 });
    assert.unreachable('the drawing failure should fail the loop');
  } catch (err) {
    assert.instance(err, JobFailure);
    assert.equal((err as JobFailure).place, { frame: 3 });
    assert.match((err as Error).message, /frame 3/);
  }
  let stops = 0;
  try {
    await runSceneFrames({ drawer: r, sink: new HeldSink(), first: 0, count: 10, ensureRunning: () => { if (++stops === 4) throw new Error('cancelled'); } });
    assert.unreachable('ensureRunning should stop the loop');
  } catch (err) {
    assert.is((err as Error).message, 'cancelled');
  }
  await r.close();
});

frames.run();
