/**
 * A video frame's subject cut out by its matte (src/cut_out.cc), off the event loop: the colour of
 * the video frame, its alpha times the matte's grey times the matte's own coverage. The frame
 * renderer draws the result once where a clip's subject is painted above clips placed behind it.
 */
import { nativeCall } from './errors.ts';
import { addon, type PixelBox } from './loading.ts';

export type { PixelBox };

type Pixels = Uint8Array | Uint8ClampedArray;

/**
 * Writes `video` cut out by `matte` into `out` (each `width` x `height` straight-alpha RGBA; the
 * matte's grey in R, its coverage in A) and resolves with the box of the pixels left with any alpha
 * (width 0 when none). Only the box is written: outside it the cut-out is transparent and `out`
 * keeps what it held, so draw the box alone. `out` may be `video`. Do not touch the pixels until
 * it settles.
 */
export function cutOut(video: Pixels, matte: Pixels, out: Pixels, width: number, height: number): Promise<PixelBox> {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    return Promise.reject(new RangeError(`cutOut: width and height must be positive integers (got ${width}x${height})`));
  }
  const bytes = width * height * 4;
  for (const [name, pixels] of [['video', video], ['matte', matte], ['out', out]] as const) {
    if (!(pixels instanceof Uint8Array) && !(pixels instanceof Uint8ClampedArray)) return Promise.reject(new TypeError(`cutOut: ${name} must be a Uint8Array or Uint8ClampedArray`));
    if (pixels.byteLength !== bytes) return Promise.reject(new RangeError(`cutOut: ${name} must hold ${width}x${height} RGBA pixels: ${bytes} bytes (got ${pixels.byteLength})`));
  }
  return nativeCall(() => addon().cutOut(video, matte, out, width, height));
}
