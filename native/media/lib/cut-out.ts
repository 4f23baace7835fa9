/**
 * A video frame's subject cut out by its matte (src/cut_out.cc), off the event loop: the colour of
 * the video frame, its alpha times the matte's grey times the matte's own coverage. The frame
 * renderer draws the result once where a clip's subject is painted above clips placed behind it.
 */
import { nativeCall } from './errors.ts';
import { addon, type PixelBox } from './loading.ts';
import { requireInt, requireObject } from './validators.ts';

export type { PixelBox };

type Pixels = Uint8Array | Uint8ClampedArray;

/**
 * Writes `video` cut out by `matte` into `out` (each `width` x `height` straight-alpha RGBA; the
 * matte's grey in R, its coverage in A) and resolves with the box of the pixels left with any alpha
 * (width 0 when none). Only the box is written: outside it the cut-out is transparent and `out`
 * keeps what it held, so draw the box alone. `out` may be `video`. With `within`, the matte is read
 * inside that box alone and taken to be empty outside it (where it may hold anything: the box a
 * decoder's `readNonBlack` wrote). Do not touch the pixels until it settles.
 */
export function cutOut(video: Pixels, matte: Pixels, out: Pixels, width: number, height: number, within?: PixelBox): Promise<PixelBox> {
  let box: PixelBox;
  try {
    if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
      throw new RangeError(`cutOut: width and height must be positive integers (got ${width}x${height})`);
    }
    const bytes = width * height * 4;
    for (const [name, pixels] of [['video', video], ['matte', matte], ['out', out]] as const) {
      if (!(pixels instanceof Uint8Array) && !(pixels instanceof Uint8ClampedArray)) throw new TypeError(`cutOut: ${name} must be a Uint8Array or Uint8ClampedArray`);
      if (pixels.byteLength !== bytes) throw new RangeError(`cutOut: ${name} must hold ${width}x${height} RGBA pixels: ${bytes} bytes (got ${pixels.byteLength})`);
    }
    box = within === undefined ? { x: 0, y: 0, width, height } : requirePixelBox(within, 'cutOut: within', width, height);
  } catch (err) {
    return Promise.reject(err);
  }
  return nativeCall(() => addon().cutOut(video, matte, out, width, height, box.x, box.y, box.width, box.height));
}

/** A box of whole pixels inside a width x height picture (an empty one, width or height 0, anywhere in it). */
function requirePixelBox(value: unknown, name: string, width: number, height: number): PixelBox {
  const box = requireObject(value, name);
  const x = requireInt(box.x, `${name}.x`, 0, width), y = requireInt(box.y, `${name}.y`, 0, height);
  return { x, y, width: requireInt(box.width, `${name}.width`, 0, width - x), height: requireInt(box.height, `${name}.height`, 0, height - y) };
}
