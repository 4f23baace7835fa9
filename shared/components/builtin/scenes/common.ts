/** Pieces the built-in scenes share: the brand mark and the glowing backdrop. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Drawable } from '../../sdk.ts';
import { setFont } from '../../draw.ts';
import { withAlpha } from '../../../composition/color.ts';

/** The brand mark: the logo picture when there is one, otherwise a monogram disc. */
export function drawMark(ctx: SKRSContext2D, logo: Drawable | null, monogram: string, x: number, y: number, size: number, disc: string, ink: string, font: string) {
  if (logo) {
    const s = size / Math.max(logo.width, logo.height);
    ctx.drawImage(logo, x - (logo.width * s) / 2, y - (logo.height * s) / 2, logo.width * s, logo.height * s);
    return;
  }
  ctx.fillStyle = disc;
  ctx.beginPath();
  ctx.arc(x, y, size / 2, 0, Math.PI * 2);
  ctx.fill();
  setFont(ctx, font, 800, size * 0.5);
  ctx.fillStyle = ink;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(monogram.slice(0, 2).toUpperCase(), x, y + size * 0.02);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
}

/** A flat base with a soft glow drifting near the upper left. */
export function backdrop(ctx: SKRSContext2D, W: number, H: number, base: string, glow: string, s: number) {
  ctx.fillStyle = base;
  ctx.fillRect(0, 0, W, H);
  const R = Math.max(W, H);
  const g = ctx.createRadialGradient(W * (0.3 + 0.05 * Math.sin(s * 0.5)), H * 0.35, 0, W * 0.3, H * 0.35, R * 0.8);
  g.addColorStop(0, withAlpha(glow, 0.45));
  g.addColorStop(1, withAlpha(glow, 0));
  ctx.fillStyle = g;
  ctx.fillRect(0, 0, W, H);
}
