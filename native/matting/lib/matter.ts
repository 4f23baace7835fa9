/** Mattes of the people in consecutive frames of one shot (native/matting/src/matter.h has the method). */
import { MattingError, MattingErrorCodes, nativeCall } from './errors.ts';
import { addon, libraryPath, models, type MatterStats, type NativeMatter } from './loading.ts';
import { availableParallelism } from 'node:os';
import { checkFrame, checkOptions, checkSize, checkThreads } from './validators.ts';

export type { MatterStats };

export interface Matter {
  /**
   * The matte of the next frame of the shot (width*height*4 bytes of RGBA): width*height bytes of
   * alpha, 255 = person, at full resolution. Calls are answered in call order, each frame after the
   * one before it (the matte is smoothed over time); the frame may be reused once it settles.
   * Call it for the following frames before this one settles (as `matteEach` does), and their
   * detection (faces and people) runs beside this frame's segmentation, on another core: the same
   * mattes, sooner.
   */
  next(rgba: Uint8Array): Promise<Uint8Array>;
  /** Milliseconds spent per stage, summed over the frames so far. */
  stats(): MatterStats;
  /** Releases the models; next() rejects with ERR_MATTING_CLOSED afterwards. */
  close(): Promise<void>;
}

class MatterHandle implements Matter {
  #native: NativeMatter;
  #width: number;
  #height: number;
  #closed = false;
  // The matte depends on the frames before it, so calls run strictly one after another.
  #tail: Promise<unknown> = Promise.resolve();

  constructor(native: NativeMatter, width: number, height: number) {
    this.#native = native;
    this.#width = width;
    this.#height = height;
  }

  next(rgba: Uint8Array): Promise<Uint8Array> {
    let frame: Uint8Array;
    try {
      frame = checkFrame(rgba, this.#width, this.#height);
    } catch (err) {
      return Promise.reject(err);
    }
    if (this.#closed) return Promise.reject(new MattingError(MattingErrorCodes.CLOSED, 'next() after close()'));
    // Its person detection starts now, beside the frames still in flight; `frame` is held by the
    // call below until it settles.
    this.#native.ahead(frame);
    const alpha = new Uint8Array(this.#width * this.#height);
    const result = this.#tail.then(async () => {
      await nativeCall(() => this.#native.next(frame, alpha));
      return alpha;
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }

  stats(): MatterStats {
    return this.#native.stats();
  }

  close(): Promise<void> {
    this.#closed = true;
    const result = this.#tail.then(() => nativeCall(() => this.#native.close()));
    this.#tail = result.catch(() => undefined);
    return result;
  }
}

/**
 * How many frames a caller does best to keep given to a matter ahead of the matte it waits for:
 * each frame's person detection then runs beside the segmentation of the frames before it. On 2
 * cores, vtest.avi at 1080p (60 frames, 3 rounds): 71-74 ms a frame with one in flight, 58-68
 * with two, 53-64 with three (1.75 cores busy), no better with four.
 */
export const framesInFlight = 3;

/**
 * Gives `count` frames to `matter` in order, `framesInFlight` at a time, and hands each matte to
 * `done`, in order. `frameAt(i, slot)` is asked for frame i only once the matte of the frame before
 * it in the same slot (one of framesInFlight) is done, so a caller may read frames into one buffer
 * per slot.
 */
export async function matteEach(
  matter: Pick<Matter, 'next'>,
  count: number,
  frameAt: (i: number, slot: number) => Uint8Array | Promise<Uint8Array>,
  done: (alpha: Uint8Array, i: number) => void | Promise<void>,
): Promise<void> {
  const pending: Promise<Uint8Array>[] = [];
  let finished = 0;
  const finishOne = async () => {
    const i = finished++;
    await done(await pending.shift()!, i);
  };
  for (let i = 0; i < count; i++) {
    if (pending.length === framesInFlight) await finishOne();
    const matte = matter.next(await frameAt(i, i % framesInFlight));
    // Awaited in turn, or abandoned when a frame before it fails.
    matte.catch(() => {});
    pending.push(matte);
  }
  while (pending.length > 0) await finishOne();
}

/**
 * Opens a matter for frames of `width` x `height` (16 to 8192 each). `threads` (1 to 64; default:
 * the cores this process may use) is how many threads one frame's crops are segmented on (up to
 * four model instances) and its full-resolution refinement uses: a render slot passes the cores it
 * holds. The matte is the same bytes on any number.
 */
export async function openMatter(options: { width: number; height: number; threads?: number }): Promise<Matter> {
  if (options === undefined) throw new TypeError('options must be an object with width and height');
  const o = checkOptions(options, 'options');
  const width = checkSize(o.width, 'options.width', 16);
  const height = checkSize(o.height, 'options.height', 16);
  const threads = checkThreads(o.threads, 'options.threads', availableParallelism());
  const native = new (addon().Matter)();
  await nativeCall(() =>
    native.open({
      library: libraryPath,
      segmentation: models.segmentation,
      segmentationLandscape: models.segmentationLandscape,
      faceDetection: models.faceFullRange,
      personDetection: models.personDetection,
      width,
      height,
      threads,
    }),
  );
  return new MatterHandle(native, width, height);
}
