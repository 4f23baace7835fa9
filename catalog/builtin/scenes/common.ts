/** Pieces the built-in scenes share: the brand mark and the glowing backdrop. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Drawable } from '../../sdk.ts';
import { drawCover, setFont } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';

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

/** Up to two initials of a person's name ("Priya Raman" → "PR"). */
export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? parts[parts.length - 1]![0]! : '';
  return (first + last).toUpperCase();
}

/** A round portrait: the picture when there is one, otherwise initials on a two-colour disc. */
export function drawAvatar(ctx: SKRSContext2D, img: Drawable | null, name: string, x: number, y: number, r: number, colorA: string, colorB: string, ink: string, font: string) {
  ctx.save();
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.clip();
  if (img) drawCover(ctx, img, x - r, y - r, r * 2, r * 2);
  else {
    const g = ctx.createLinearGradient(x - r, y - r, x + r, y + r);
    g.addColorStop(0, colorA);
    g.addColorStop(1, mix(colorA, colorB, 0.7));
    ctx.fillStyle = g;
    ctx.fillRect(x - r, y - r, r * 2, r * 2);
    setFont(ctx, font, 700, r * 0.78);
    ctx.fillStyle = ink;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(initials(name), x, y + r * 0.04);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  }
  ctx.restore();
}
