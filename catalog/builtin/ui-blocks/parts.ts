/**
 * Pieces the UI blocks share: number formatting, and the small interface glyphs they draw
 * (pointer, heart, tick, magnifier, bell, avatar disc).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { clamp, drawCover, setFont } from '../../draw.ts';
import type { Drawable } from '../../sdk.ts';
import { mix } from '../../../shared/composition/color.ts';


/** `v` with `decimals` places and thousands separators: 12800 → "12,800". */
export function formatNumber(v: number, decimals: number): string {
  const fixed = v.toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

/** The arrow pointer of a desktop cursor with its tip at (x, y); `scale` 1 is 41 px tall. */
export function drawPointer(ctx: SKRSContext2D, x: number, y: number, scale: number): void {
  ctx.save();
  ctx.translate(x, y);
  ctx.scale(scale, scale);
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.lineTo(0, 34);
  ctx.lineTo(9, 26);
  ctx.lineTo(16, 41);
  ctx.lineTo(22, 38);
  ctx.lineTo(15, 24);
  ctx.lineTo(26, 24);
  ctx.closePath();
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#111111';
  ctx.lineWidth = 2.5;
  ctx.shadowColor = 'rgba(0,0,0,0.4)';
  ctx.shadowBlur = 8;
  ctx.fill();
  ctx.shadowColor = 'transparent';
  ctx.stroke();
  ctx.restore();
}

/** A heart path centred on (cx, cy), `size` wide. */
export function heartPath(ctx: SKRSContext2D, cx: number, cy: number, size: number): void {
  const s = size / 2;
  ctx.beginPath();
  ctx.moveTo(cx, cy + s * 0.9);
  ctx.bezierCurveTo(cx - s * 0.2, cy + s * 0.72, cx - s, cy + s * 0.2, cx - s, cy - s * 0.3);
  ctx.bezierCurveTo(cx - s, cy - s * 0.82, cx - s * 0.5, cy - s * 0.98, cx - s * 0.02, cy - s * 0.55);
  ctx.bezierCurveTo(cx - s * 0.01, cy - s * 0.54, cx + s * 0.01, cy - s * 0.54, cx + s * 0.02, cy - s * 0.55);
  ctx.bezierCurveTo(cx + s * 0.5, cy - s * 0.98, cx + s, cy - s * 0.82, cx + s, cy - s * 0.3);
  ctx.bezierCurveTo(cx + s, cy + s * 0.2, cx + s * 0.2, cy + s * 0.72, cx, cy + s * 0.9);
  ctx.closePath();
}

/** A tick mark inside a box of `size` at (x, y), drawn along its stroke up to `progress` (0..1). */
export function drawTick(ctx: SKRSContext2D, x: number, y: number, size: number, progress: number, stroke: string, lineWidth: number): void {
  const t = clamp(progress);
  if (t <= 0) return;
  const a = { x: x + size * 0.24, y: y + size * 0.53 }, b = { x: x + size * 0.43, y: y + size * 0.71 }, c = { x: x + size * 0.77, y: y + size * 0.32 };
  const first = Math.hypot(b.x - a.x, b.y - a.y), second = Math.hypot(c.x - b.x, c.y - b.y);
  const along = t * (first + second);
  ctx.save();
  ctx.strokeStyle = stroke;
  ctx.lineWidth = lineWidth;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.beginPath();
  ctx.moveTo(a.x, a.y);
  if (along <= first) ctx.lineTo(a.x + ((b.x - a.x) * along) / first, a.y + ((b.y - a.y) * along) / first);
  else {
    ctx.lineTo(b.x, b.y);
    const k = (along - first) / second;
    ctx.lineTo(b.x + (c.x - b.x) * k, b.y + (c.y - b.y) * k);
  }
  ctx.stroke();
  ctx.restore();
}

/** A magnifying glass icon centred on (cx, cy), `size` across. */
export function drawMagnifier(ctx: SKRSContext2D, cx: number, cy: number, size: number, stroke: string): void {
  const r = size * 0.32;
  ctx.save();
  ctx.strokeStyle = stroke;
  ctx.lineWidth = size * 0.11;
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(cx - size * 0.08, cy - size * 0.08, r, 0, Math.PI * 2);
  ctx.moveTo(cx - size * 0.08 + r * 0.72, cy - size * 0.08 + r * 0.72);
  ctx.lineTo(cx + size * 0.42, cy + size * 0.42);
  ctx.stroke();
  ctx.restore();
}

/** A notification bell centred on (cx, cy), `size` tall, swung by `angle` radians about its top. */
export function drawBell(ctx: SKRSContext2D, cx: number, cy: number, size: number, angle: number, ink: string, filled: boolean): void {
  const s = size / 2;
  ctx.save();
  ctx.translate(cx, cy - s * 0.8);
  ctx.rotate(angle);
  ctx.translate(0, s * 0.8);
  ctx.beginPath();
  ctx.moveTo(-s * 0.78, s * 0.5);
  ctx.quadraticCurveTo(-s * 0.55, s * 0.25, -s * 0.58, -s * 0.15);
  ctx.bezierCurveTo(-s * 0.58, -s * 0.72, s * 0.58, -s * 0.72, s * 0.58, -s * 0.15);
  ctx.quadraticCurveTo(s * 0.55, s * 0.25, s * 0.78, s * 0.5);
  ctx.closePath();
  ctx.lineJoin = 'round';
  ctx.lineWidth = size * 0.09;
  ctx.strokeStyle = ink;
  ctx.fillStyle = ink;
  if (filled) ctx.fill(); else ctx.stroke();
  ctx.beginPath();
  ctx.arc(0, s * 0.68, s * 0.17, 0, Math.PI);
  ctx.fill();
  ctx.beginPath();
  ctx.arc(0, -s * 0.78, s * 0.1, 0, Math.PI * 2);
  ctx.fill();
  ctx.restore();
}

/** A round avatar: the picture when there is one, else a gradient disc with an initial. */
export function drawAvatar(ctx: SKRSContext2D, picture: Drawable | null, name: string, cx: number, cy: number, r: number, tint: string, fontFamily: string): void {
  ctx.save();
  ctx.beginPath();
  ctx.arc(cx, cy, r, 0, Math.PI * 2);
  ctx.clip();
  if (picture) drawCover(ctx, picture, cx - r, cy - r, r * 2, r * 2);
  else {
    const g = ctx.createLinearGradient(cx - r, cy - r, cx + r, cy + r);
    g.addColorStop(0, mix(tint, '#ffffff', 0.25));
    g.addColorStop(1, mix(tint, '#000000', 0.25));
    ctx.fillStyle = g;
    ctx.fillRect(cx - r, cy - r, r * 2, r * 2);
    setFont(ctx, fontFamily, 800, r * 0.95);
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(name.replace(/^[@#]/, '').slice(0, 1).toUpperCase(), cx, cy + r * 0.06);
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  }
  ctx.restore();
}
