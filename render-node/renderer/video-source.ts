/**
 * Video clips on the canvas: which source frame a clip shows, and where its pixels go.
 *
 * Frames come from the native decoder (`openVideoDecoder` in native/media, libavcodec), which
 * scales and places them itself: a clip whose transform keeps it upright (translate and scale, the
 * common case, zooms included) is decoded straight into the canvas pixels it covers, at sub-pixel
 * precision, and then copied onto the canvas one to one; a rotated or flipped clip is decoded at the
 * size it appears and Skia applies the transform. Either way the bytes depend only on the source
 * frame and the placement, so frame N draws the same whichever frames came before it.
 */
import type { FramePlacement, Rect, VideoFileInfo } from '../../native/media/index.ts';

export { openVideoDecoder, type VideoDecoder } from '../../native/media/index.ts';

/** Source frame shown at `seconds` of source time: the frame whose interval contains it. */
export function sourceFrameIndex(info: Pick<VideoFileInfo, 'fps' | 'frameCount'>, seconds: number): number {
  const idx = Math.floor((seconds * info.fps.num) / info.fps.den + 1e-6);
  return Math.min(Math.max(0, info.frameCount - 1), Math.max(0, idx));
}

/** The 2D affine matrix of a canvas transform (DOMMatrix's a–f). */
export interface Affine { a: number; b: number; c: number; d: number; e: number; f: number }

/** How to lay a decoded frame out, and where the result goes. */
export interface VideoLayout {
  placement: Required<FramePlacement>;
  /**
   * 'canvas': the output is the canvas region at (x, y), to copy with the identity transform.
   * 'box': the output is the picture at its drawn size, to draw onto `target` (box units) under the clip's transform.
   */
  space: 'canvas' | 'box';
  x: number;
  y: number;
  target: Rect;
  /** Every output pixel is opaque (an opaque source that covers the whole output). */
  opaque: boolean;
}

/**
 * Lays out `source` (picture pixels) drawn onto `target` (clip box units) under `matrix` on a
 * canvas of `canvas` size. Null when nothing of it lands on the canvas.
 */
export function videoLayout(source: Rect, target: Rect, matrix: Affine, canvas: { width: number; height: number }, sourceHasAlpha: boolean): VideoLayout | null {
  const { a, b, c, d, e, f } = matrix;
  if (b === 0 && c === 0 && a > 0 && d > 0) {
    const dev = { x: a * target.x + e, y: d * target.y + f, width: a * target.width, height: d * target.height };
    const x0 = Math.max(0, Math.floor(dev.x)), y0 = Math.max(0, Math.floor(dev.y));
    const x1 = Math.min(canvas.width, Math.ceil(dev.x + dev.width)), y1 = Math.min(canvas.height, Math.ceil(dev.y + dev.height));
    if (x1 <= x0 || y1 <= y0) return null;
    const covers = dev.x <= x0 && dev.y <= y0 && dev.x + dev.width >= x1 && dev.y + dev.height >= y1;
    return {
      placement: { width: x1 - x0, height: y1 - y0, source, target: { ...dev, x: dev.x - x0, y: dev.y - y0 } },
      space: 'canvas', x: x0, y: y0, target, opaque: covers && !sourceHasAlpha,
    };
  }
  // Rotated, skewed or flipped: decode at the size it is drawn (at most the canvas's diagonal).
  const limit = Math.ceil(Math.hypot(canvas.width, canvas.height));
  const width = Math.min(limit, Math.max(1, Math.ceil(target.width * Math.hypot(a, b))));
  const height = Math.min(limit, Math.max(1, Math.ceil(target.height * Math.hypot(c, d))));
  return { placement: { width, height, source, target: { x: 0, y: 0, width, height } }, space: 'box', x: 0, y: 0, target, opaque: !sourceHasAlpha };
}
