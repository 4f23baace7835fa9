/** Drawing the two pictures a transition passes between. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Drawable } from '../../sdk.ts';

/** The picture over the whole box (nothing when absent). */
export function full(ctx: SKRSContext2D, img: Drawable | undefined, W: number, H: number): void {
  if (img) ctx.drawImage(img, 0, 0, W, H);
}
