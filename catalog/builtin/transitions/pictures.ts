/** Drawing the two pictures a transition passes between. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Drawable, DrawIO } from '../../sdk.ts';

/** The picture over the whole box (nothing when absent). */
export function full(ctx: SKRSContext2D, img: Drawable | undefined, W: number, H: number): void {
  if (img) ctx.drawImage(img, 0, 0, W, H);
}

/**
 * Runs `paint` on a cleared layer when the renderer lends one and lays the layer over `ctx`, so
 * that what a transition does to pixels (mosaics, torn rows, keys) touches only its own two
 * pictures and never the tracks beneath. Without a layer (a stand-alone preview, where nothing
 * lies beneath) it paints on `ctx` itself.
 */
export function onOwnLayer(ctx: SKRSContext2D, io: DrawIO, paint: (target: SKRSContext2D) => void): void {
  if (!io.layer) { paint(ctx); return; }
  const layer = io.layer();
  layer.ctx.setTransform(ctx.getTransform());
  paint(layer.ctx);
  ctx.save();
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.drawImage(layer.canvas, 0, 0);
  ctx.restore();
}
