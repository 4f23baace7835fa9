/**
 * The frame loop of a scene: draw → read out → convert + encode, pipelined.
 *
 * Frame N+1 is drawn on the main thread while frame N is converted (on the libuv pool) and encoded
 * (on the encoder's own threads). At most `depth` frames are between read-out and the encoder's
 * queue at once: when that many writes are pending the loop waits for the oldest, so the encoder's
 * back-pressure reaches the drawing. Frames are written in order, so the output is the same bytes
 * as drawing and encoding one frame at a time (the renderer draws frame N the same whatever came
 * before, and the encoder encodes in call order).
 *
 * Read-out copies the canvas once (Skia → RGBA, the copy the encoder's conversion reads); the
 * buffer belongs to its write until the write settles, when the encoder has converted it into its
 * own frame memory. With `release`, the buffer is then freed at once instead of at the next garbage
 * collection, so the allocator hands the same, already mapped memory to the next read-out (see
 * `releaseFrame` in native/media): left to the collector, every frame lands on fresh pages that
 * the kernel zeroes first, about a fifth of a 1080p frame's drawing CPU.
 *
 * The frames come from a FrameSource: drawn on this thread (`canvasFrames`), or dealt between this
 * thread and drawing threads where the scene allows it (draw-threads.ts); the loop is the same.
 */
import type { Canvas } from '@napi-rs/canvas';
import { drawingFailure } from '../shared/failures.ts';

/** What draws frames: the FrameRenderer, or a smaller delivery of it. */
export interface FrameDrawer {
  drawFrame(n: number): Promise<Canvas>;
}

/**
 * Where the loop's frames come from, as RGBA bytes: drawn on this thread (`canvasFrames`) or on
 * drawing threads (draw-threads.ts). Frames are asked for in order, once each; a frame's bytes are
 * the loop's until it hands them back with `release`, once its write settled.
 */
export interface FrameSource {
  frame(n: number): Promise<Uint8Array>;
  release(frame: Uint8Array): void;
}

/** Where frames go: a video encoder (write settles when the frame is converted into the encoder's memory). */
export interface FrameSink {
  write(frame: Uint8Array): Promise<void>;
}

interface SceneFramesCommon {
  sink: FrameSink;
  first: number;
  count: number;
  /** Frames read out and not yet converted by the encoder, at most (1 = no overlap: draw, then wait for the write). */
  depth?: number;
  /** Called in frame order as each frame's write settles, with the number of frames done. */
  onFrame?: (done: number) => void;
  /** Called before each frame is drawn; throws to stop the loop (a cancelled job). */
  ensureRunning?: () => void;
}

/** The frames of a drawer on this thread (see `canvasFrames`), or of any source. */
export type SceneFramesOptions = SceneFramesCommon & ({ drawer: FrameDrawer } & CanvasFramesOptions | { source: FrameSource });

export interface CanvasFramesOptions {
  /** Resamples a drawn canvas before read-out (a preview delivered smaller than drawn). */
  reshape?: (canvas: Canvas) => Canvas;
  /** Frees a read-out buffer once its write settled (the sink has its own copy by then). */
  release?: (frame: Uint8Array) => void;
}

/** Main-thread milliseconds spent by stage over the scene. */
export interface SceneFramesTimings {
  frames: number;
  /** Waiting for the next frame: drawing it with Skia and reading it out here, or waiting for the thread that draws it. */
  drawMs: number;
  /** Waiting for the encoder to take frames (back-pressure), which the main thread is idle for. */
  waitMs: number;
}

/** Frames between read-out and the encoder by default: one converting while the next is drawn, one more to absorb jitter. */
export const DEFAULT_PIPELINE_DEPTH = 2;

/** Reads a drawn canvas out as RGBA bytes (straight alpha; the canvas is opaque or unpremultiplied by Skia). */
export function readOut(canvas: Canvas): Uint8Array {
  const img = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
  return new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.byteLength);
}

/** The frames of `drawer`, drawn on this thread and read out into a buffer each (the one copy out of Skia). */
export function canvasFrames(drawer: FrameDrawer, o: CanvasFramesOptions = {}): FrameSource {
  return {
    async frame(n) {
      const drawn = await drawer.drawFrame(n);
      return readOut(o.reshape ? o.reshape(drawn) : drawn);
    },
    release: (frame) => o.release?.(frame),
  };
}

/**
 * Draws frames `first .. first+count-1` and writes them to `sink` in order, overlapping drawing
 * with the encoder. A frame that cannot be drawn fails with the drawing failure naming it; a write
 * that fails fails the loop (the caller aborts the encoder). Resolves when every write settled.
 */
export async function runSceneFrames(o: SceneFramesOptions): Promise<SceneFramesTimings> {
  const depth = Math.max(1, Math.floor(o.depth ?? DEFAULT_PIPELINE_DEPTH));
  const source = 'source' in o ? o.source : canvasFrames(o.drawer, o);
  const timings: SceneFramesTimings = { frames: 0, drawMs: 0, waitMs: 0 };
  const pending: Promise<void>[] = [];
  const settleOldest = async () => {
    const t = performance.now();
    await pending.shift()!;
    timings.waitMs += performance.now() - t;
    timings.frames++;
    o.onFrame?.(timings.frames);
  };
  try {
    for (let i = 0; i < o.count; i++) {
      o.ensureRunning?.();
      const frame = o.first + i;
      let rgba: Uint8Array;
      const t0 = performance.now();
      try {
        rgba = await source.frame(frame);
      } catch (err) {
        // The renderer types what it knows the cause of (asset, font, component); anything else
        // is a bug of drawing, never blamed on the media.
        throw drawingFailure(err).at({ frame });
      }
      timings.drawMs += performance.now() - t0;
      const write = o.sink.write(rgba).then(() => source.release(rgba));
      // A write that fails while the next frame is drawn is seen when it is awaited, not as an unhandled rejection.
      write.catch(() => {});
      pending.push(write);
      if (pending.length >= depth) await settleOldest();
    }
    while (pending.length > 0) await settleOldest();
  } finally {
    // Leave no write running on a buffer after a failure: the caller aborts the encoder next.
    await Promise.allSettled(pending);
  }
  return timings;
}
