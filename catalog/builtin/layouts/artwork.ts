/**
 * Stand-in pictures for layout slots whose image prop is empty: small illustrations in the brand
 * colours (a landscape, a skyline, a speaker, a product, an app screen, a web page), so a layout
 * shows its arrangement finished before the user's own media is dropped in. Each draws inside the
 * rectangle it is given (the caller clips) and moves gently with `t` (seconds).
 */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawCover, rng, roundRect, setFont } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import type { Drawable } from '../../sdk.ts';

export const artworkKinds = ['landscape', 'city', 'portrait', 'product', 'abstract', 'app'] as const;
export type ArtworkKind = (typeof artworkKinds)[number];

/** Three brand colours: primary, secondary, accent (in that order). */
export type ArtPalette = readonly [string, string, string];

/** Draws `image` covering the rectangle, or the stand-in illustration `kind` when there is none. */
export function drawPictureOrArt(ctx: SKRSContext2D, image: Drawable | null, kind: ArtworkKind, x: number, y: number, w: number, h: number, palette: ArtPalette, t: number, seed = 1): void {
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y, w, h);
  ctx.clip();
  if (image) drawCover(ctx, image, x, y, w, h);
  else drawArtwork(ctx, kind, x, y, w, h, palette, t, seed);
  ctx.restore();
}

export function drawArtwork(ctx: SKRSContext2D, kind: ArtworkKind, x: number, y: number, w: number, h: number, palette: ArtPalette, t: number, seed = 1): void {
  switch (kind) {
    case 'landscape': return landscape(ctx, x, y, w, h, palette, t, seed);
    case 'city': return city(ctx, x, y, w, h, palette, t, seed);
    case 'portrait': return portrait(ctx, x, y, w, h, palette, t);
    case 'product': return product(ctx, x, y, w, h, palette, t);
    case 'abstract': return abstract(ctx, x, y, w, h, palette, t, seed);
    case 'app': return appScreen(ctx, x, y, w, h, palette, t * 40);
  }
}

function landscape(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, [a, b, c]: ArtPalette, t: number, seed: number) {
  const sky = ctx.createLinearGradient(0, y, 0, y + h * 0.75);
  sky.addColorStop(0, mix(a, '#0a0d24', 0.3));
  sky.addColorStop(0.6, mix(b, a, 0.35));
  sky.addColorStop(1, mix(c, '#ffffff', 0.35));
  ctx.fillStyle = sky;
  ctx.fillRect(x, y, w, h);
  const m = Math.min(w, h);
  const sx = x + w * 0.66, sy = y + h * (0.4 - 0.015 * t);
  const glow = ctx.createRadialGradient(sx, sy, 0, sx, sy, m * 0.45);
  glow.addColorStop(0, withAlpha(mix(c, '#ffffff', 0.5), 0.8));
  glow.addColorStop(1, withAlpha(c, 0));
  ctx.fillStyle = glow;
  ctx.fillRect(x, y, w, h);
  ctx.fillStyle = mix(c, '#ffffff', 0.65);
  ctx.beginPath();
  ctx.arc(sx, sy, m * 0.08, 0, Math.PI * 2);
  ctx.fill();
  const r = rng(seed * 31 + 5);
  ctx.fillStyle = 'rgba(255,255,255,0.28)';
  for (let i = 0; i < 3; i++) {
    const cx = x + (((r() + t * 0.012 * (i + 1)) % 1.3) - 0.15) * w, cy = y + h * (0.12 + r() * 0.22), cw = w * (0.12 + r() * 0.1);
    ctx.beginPath();
    ctx.ellipse(cx, cy, cw, cw * 0.16, 0, 0, Math.PI * 2);
    ctx.ellipse(cx + cw * 0.35, cy - cw * 0.1, cw * 0.45, cw * 0.16, 0, 0, Math.PI * 2);
    ctx.fill();
  }
  // A far range of peaks behind rolling hills gives the picture depth at any crop.
  const haze = ctx.createLinearGradient(0, y + h * 0.3, 0, y + h * 0.6);
  haze.addColorStop(0, mix(mix(a, b, 0.5), '#ffffff', 0.3));
  haze.addColorStop(1, mix(b, c, 0.25));
  ctx.fillStyle = haze;
  ctx.beginPath();
  ctx.moveTo(x, y + h);
  const peaks = 5 + Math.floor(r() * 3);
  for (let i = 0; i <= peaks * 2; i++) {
    const u = i / (peaks * 2);
    const high = i % 2 === 1;
    ctx.lineTo(x + u * w + (r() - 0.5) * w * 0.04, y + h * (high ? 0.3 + r() * 0.14 : 0.5 + r() * 0.06));
  }
  ctx.lineTo(x + w, y + h);
  ctx.closePath();
  ctx.fill();
  for (let layer = 0; layer < 3; layer++) {
    const base = y + h * (0.56 + layer * 0.13);
    const amp = h * (0.09 - layer * 0.018);
    const ph = r() * 6, f1 = 2 + r() * 2, f2 = 5 + r() * 3;
    ctx.fillStyle = mix(mix(a, b, 0.4 - layer * 0.15), '#05060f', 0.2 + layer * 0.22);
    ctx.beginPath();
    ctx.moveTo(x, y + h);
    for (let i = 0; i <= 48; i++) {
      const u = i / 48;
      ctx.lineTo(x + u * w, base - amp * (Math.sin(u * f1 + ph) * 0.7 + Math.sin(u * f2 + ph * 2) * 0.3));
    }
    ctx.lineTo(x + w, y + h);
    ctx.closePath();
    ctx.fill();
  }
}

function city(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, [a, b, c]: ArtPalette, t: number, seed: number) {
  const sky = ctx.createLinearGradient(0, y, 0, y + h);
  sky.addColorStop(0, mix(a, '#05060f', 0.55));
  sky.addColorStop(0.7, mix(b, a, 0.5));
  sky.addColorStop(1, mix(c, b, 0.3));
  ctx.fillStyle = sky;
  ctx.fillRect(x, y, w, h);
  const m = Math.min(w, h);
  ctx.fillStyle = withAlpha('#ffffff', 0.85);
  ctx.beginPath();
  ctx.arc(x + w * 0.22, y + h * 0.24, m * 0.06, 0, Math.PI * 2);
  ctx.fill();
  const r = rng(seed * 17 + 3);
  for (let row = 0; row < 2; row++) {
    let bx = x - w * 0.02;
    const body = row === 0 ? mix(mix(a, b, 0.5), '#05060f', 0.35) : mix(a, '#05060f', 0.7);
    while (bx < x + w) {
      const bw = w * (0.06 + r() * 0.08);
      const bh = h * (row === 0 ? 0.35 + r() * 0.35 : 0.2 + r() * 0.3);
      const top = y + h - bh;
      ctx.fillStyle = body;
      ctx.fillRect(bx, top, bw - w * 0.006, bh);
      if (row === 1) {
        const cols = Math.max(2, Math.floor(bw / (m * 0.03)));
        const cell = (bw - w * 0.006) / cols;
        for (let wy = top + cell * 0.6; wy < y + h - cell; wy += cell * 1.3) {
          for (let k = 0; k < cols; k++) {
            const on = r() < 0.45 || Math.sin(t * 0.8 + k * 3 + wy) > 0.97;
            if (!on) continue;
            ctx.fillStyle = withAlpha(mix(c, '#ffffff', 0.3), 0.55 + 0.4 * r());
            ctx.fillRect(bx + k * cell + cell * 0.25, wy, cell * 0.5, cell * 0.55);
          }
        }
      }
      bx += bw;
    }
  }
}

function portrait(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, [a, b, c]: ArtPalette, t: number) {
  const m = Math.min(w, h);
  const bg = ctx.createRadialGradient(x + w * 0.3, y + h * 0.3, 0, x + w * 0.5, y + h * 0.5, Math.max(w, h) * 0.8);
  bg.addColorStop(0, mix(b, '#ffffff', 0.25));
  bg.addColorStop(1, mix(b, '#05060f', 0.55));
  ctx.fillStyle = bg;
  ctx.fillRect(x, y, w, h);
  for (let i = 0; i < 5; i++) {
    const bx = x + w * ((0.12 + i * 0.21 + t * 0.01) % 1), by = y + h * (0.2 + ((i * 37) % 50) / 100);
    const br = m * (0.05 + (i % 3) * 0.025);
    ctx.fillStyle = withAlpha(i % 2 ? c : '#ffffff', 0.14);
    ctx.beginPath();
    ctx.arc(bx, by, br, 0, Math.PI * 2);
    ctx.fill();
  }
  const sway = Math.sin(t * 1.3) * m * 0.008;
  const cx = x + w * 0.5 + sway, headY = y + h * 0.43, headR = m * 0.17;
  const skin = mix(a, '#0b0b14', 0.5);
  ctx.fillStyle = mix(a, '#0b0b14', 0.25);
  ctx.beginPath();
  ctx.moveTo(cx - m * 0.5, y + h);
  ctx.bezierCurveTo(cx - m * 0.45, headY + headR * 1.5, cx - m * 0.2, headY + headR * 1.25, cx, headY + headR * 1.2);
  ctx.bezierCurveTo(cx + m * 0.2, headY + headR * 1.25, cx + m * 0.45, headY + headR * 1.5, cx + m * 0.5, y + h);
  ctx.closePath();
  ctx.fill();
  ctx.fillStyle = skin;
  ctx.fillRect(cx - headR * 0.35, headY + headR * 0.6, headR * 0.7, headR * 0.7);
  ctx.beginPath();
  ctx.ellipse(cx, headY, headR * 0.82, headR, 0, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = mix(a, '#05060f', 0.7);
  ctx.beginPath();
  ctx.moveTo(cx - headR * 0.86, headY + headR * 0.1);
  ctx.bezierCurveTo(cx - headR * 1.0, headY - headR * 1.2, cx + headR * 0.9, headY - headR * 1.45, cx + headR * 0.88, headY - headR * 0.05);
  ctx.bezierCurveTo(cx + headR * 0.6, headY - headR * 0.55, cx - headR * 0.1, headY - headR * 0.5, cx - headR * 0.55, headY - headR * 0.25);
  ctx.quadraticCurveTo(cx - headR * 0.75, headY - headR * 0.1, cx - headR * 0.86, headY + headR * 0.1);
  ctx.fill();
  ctx.strokeStyle = withAlpha(mix(c, '#ffffff', 0.3), 0.7);
  ctx.lineWidth = m * 0.012;
  ctx.beginPath();
  ctx.ellipse(cx, headY, headR * 0.82, headR, 0, -Math.PI * 0.45, Math.PI * 0.2);
  ctx.stroke();
}

function product(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, [a, b, c]: ArtPalette, t: number) {
  const m = Math.min(w, h);
  const bg = ctx.createRadialGradient(x + w / 2, y + h * 0.45, 0, x + w / 2, y + h * 0.45, Math.max(w, h) * 0.7);
  bg.addColorStop(0, mix(b, '#ffffff', 0.55));
  bg.addColorStop(1, mix(b, '#05060f', 0.25));
  ctx.fillStyle = bg;
  ctx.fillRect(x, y, w, h);
  const cx = x + w / 2, baseY = y + h * 0.78;
  ctx.fillStyle = mix(b, '#ffffff', 0.8);
  ctx.fillRect(cx - m * 0.3, baseY, m * 0.6, h);
  ctx.fillStyle = mix(b, '#ffffff', 0.9);
  ctx.beginPath();
  ctx.ellipse(cx, baseY, m * 0.3, m * 0.06, 0, 0, Math.PI * 2);
  ctx.fill();
  const bob = Math.sin(t * 1.6) * m * 0.015;
  ctx.fillStyle = 'rgba(0,0,0,0.22)';
  ctx.beginPath();
  ctx.ellipse(cx, baseY, m * 0.13 - bob * 0.5, m * 0.025, 0, 0, Math.PI * 2);
  ctx.fill();
  const bw = m * 0.22, bh = m * 0.46, top = baseY - bh - m * 0.03 + bob;
  const body = ctx.createLinearGradient(cx - bw / 2, 0, cx + bw / 2, 0);
  body.addColorStop(0, mix(a, '#05060f', 0.25));
  body.addColorStop(0.35, mix(a, '#ffffff', 0.2));
  body.addColorStop(1, mix(a, '#05060f', 0.45));
  ctx.fillStyle = body;
  roundRect(ctx, cx - bw / 2, top + bh * 0.18, bw, bh * 0.82, bw * 0.22);
  ctx.fill();
  ctx.fillStyle = mix(a, '#05060f', 0.3);
  ctx.fillRect(cx - bw * 0.18, top + bh * 0.06, bw * 0.36, bh * 0.16);
  ctx.fillStyle = '#15161d';
  roundRect(ctx, cx - bw * 0.24, top - bh * 0.04, bw * 0.48, bh * 0.12, bw * 0.05);
  ctx.fill();
  ctx.fillStyle = c;
  ctx.fillRect(cx - bw / 2, top + bh * 0.48, bw, bh * 0.22);
  ctx.fillStyle = withAlpha('#ffffff', 0.85);
  ctx.fillRect(cx - bw * 0.3, top + bh * 0.56, bw * 0.6, bh * 0.03);
  ctx.fillRect(cx - bw * 0.2, top + bh * 0.62, bw * 0.4, bh * 0.02);
  ctx.fillStyle = withAlpha('#ffffff', 0.3);
  ctx.fillRect(cx - bw * 0.32, top + bh * 0.22, bw * 0.08, bh * 0.7);
}

function abstract(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, [a, b, c]: ArtPalette, t: number, seed: number) {
  const m = Math.min(w, h);
  const g = ctx.createLinearGradient(x, y, x + w, y + h);
  g.addColorStop(0, a);
  g.addColorStop(1, mix(b, '#05060f', 0.2));
  ctx.fillStyle = g;
  ctx.fillRect(x, y, w, h);
  const r = rng(seed * 13 + 7);
  const colors = [c, b, '#ffffff', a];
  for (let i = 0; i < 5; i++) {
    const px = x + w * (0.15 + r() * 0.7) + Math.sin(t * 0.5 + i) * m * 0.03;
    const py = y + h * (0.15 + r() * 0.7) + Math.cos(t * 0.4 + i) * m * 0.03;
    const pr = m * (0.12 + r() * 0.22);
    ctx.fillStyle = withAlpha(colors[i % colors.length]!, i === 2 ? 0.22 : 0.55);
    ctx.beginPath();
    if (i % 3 === 1) roundRect(ctx, px - pr / 2, py - pr / 2, pr, pr, pr * 0.2);
    else ctx.arc(px, py, pr / 2, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.strokeStyle = withAlpha('#ffffff', 0.5);
  ctx.lineWidth = m * 0.012;
  ctx.beginPath();
  ctx.arc(x + w * 0.7, y + h * 0.35, m * 0.16, t * 0.3, t * 0.3 + Math.PI * 1.3);
  ctx.stroke();
}

/** A phone-style app screen: header, a hero card, a chart and feed rows, scrolled by `scroll` px (at 1080 px screen height). */
export function appScreen(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, [a, b, c]: ArtPalette, scroll: number): void {
  const k = w / 390;
  ctx.fillStyle = '#f4f5fa';
  ctx.fillRect(x, y, w, h);
  const off = -((scroll * k) % (640 * k));
  const cardX = x + 18 * k, cardW = w - 36 * k;
  for (let rep = 0; rep < 3; rep++) {
    const top = y + 92 * k + off + rep * 640 * k;
    const hero = ctx.createLinearGradient(cardX, top, cardX + cardW, top + 170 * k);
    hero.addColorStop(0, a);
    hero.addColorStop(1, b);
    ctx.fillStyle = hero;
    roundRect(ctx, cardX, top, cardW, 170 * k, 22 * k);
    ctx.fill();
    setFont(ctx, 'Inter', 500, 15 * k);
    ctx.fillStyle = withAlpha('#ffffff', 0.8);
    ctx.fillText('This week', cardX + 20 * k, top + 34 * k);
    setFont(ctx, 'Inter', 800, 40 * k);
    ctx.fillStyle = '#ffffff';
    ctx.fillText(rep % 2 ? '8,310' : '$12,480', cardX + 20 * k, top + 84 * k);
    for (let i = 0; i < 7; i++) {
      const bh = (24 + ((i * 37 + rep * 11) % 50)) * k;
      ctx.fillStyle = withAlpha('#ffffff', i === 5 ? 0.95 : 0.45);
      roundRect(ctx, cardX + 20 * k + i * 24 * k, top + 150 * k - bh, 14 * k, bh, 4 * k);
      ctx.fill();
    }
    ctx.fillStyle = c;
    roundRect(ctx, cardX + cardW - 96 * k, top + 20 * k, 76 * k, 28 * k, 14 * k);
    ctx.fill();
    setFont(ctx, 'Inter', 700, 13 * k);
    ctx.fillStyle = '#101218';
    ctx.fillText('+24%', cardX + cardW - 80 * k, top + 39 * k);
    for (let row = 0; row < 5; row++) {
      const ry = top + 192 * k + row * 88 * k;
      ctx.fillStyle = '#ffffff';
      roundRect(ctx, cardX, ry, cardW, 76 * k, 16 * k);
      ctx.fill();
      ctx.fillStyle = [a, b, c][(row + rep) % 3]!;
      ctx.beginPath();
      ctx.arc(cardX + 38 * k, ry + 38 * k, 20 * k, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#2a2d3a';
      roundRect(ctx, cardX + 72 * k, ry + 22 * k, (120 + ((row * 53) % 90)) * k, 12 * k, 6 * k);
      ctx.fill();
      ctx.fillStyle = '#c5c8d6';
      roundRect(ctx, cardX + 72 * k, ry + 44 * k, (170 + ((row * 29) % 60)) * k, 10 * k, 5 * k);
      ctx.fill();
    }
  }
  ctx.fillStyle = withAlpha('#f4f5fa', 0.96);
  ctx.fillRect(x, y, w, 80 * k);
  setFont(ctx, 'Inter', 800, 26 * k);
  ctx.fillStyle = '#141726';
  ctx.fillText('Overview', x + 20 * k, y + 66 * k);
  ctx.fillStyle = mix(a, '#ffffff', 0.2);
  ctx.beginPath();
  ctx.arc(x + w - 36 * k, y + 57 * k, 16 * k, 0, Math.PI * 2);
  ctx.fill();
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y + h - 64 * k, w, 64 * k);
  for (let i = 0; i < 4; i++) {
    ctx.fillStyle = i === 0 ? a : '#c5c8d6';
    roundRect(ctx, x + w * (0.125 + i * 0.25) - 11 * k, y + h - 46 * k, 22 * k, 22 * k, 6 * k);
    ctx.fill();
  }
}

/** A browser window showing a landing page with `headline`, scrolled by `scroll` px (at a 1280 px wide page). */
export function webPage(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, [a, b, c]: ArtPalette, headline: string, url: string, scroll: number): void {
  const k = w / 1280;
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(x, y, w, h);
  const chromeH = 56 * k;
  ctx.save();
  ctx.beginPath();
  ctx.rect(x, y + chromeH, w, h - chromeH);
  ctx.clip();
  const top = y + chromeH - scroll * k;
  ctx.fillStyle = '#141726';
  roundRect(ctx, x + 48 * k, top + 28 * k, 34 * k, 34 * k, 9 * k);
  ctx.fill();
  ctx.fillStyle = a;
  ctx.beginPath();
  ctx.arc(x + 65 * k, top + 45 * k, 9 * k, 0, Math.PI * 2);
  ctx.fill();
  for (let i = 0; i < 4; i++) {
    ctx.fillStyle = '#9aa0b4';
    roundRect(ctx, x + w - 560 * k + i * 100 * k, top + 40 * k, 64 * k, 10 * k, 5 * k);
    ctx.fill();
  }
  ctx.fillStyle = a;
  roundRect(ctx, x + w - 160 * k, top + 26 * k, 112 * k, 38 * k, 19 * k);
  ctx.fill();
  const heroY = top + 130 * k;
  setFont(ctx, 'Inter', 800, 64 * k);
  ctx.fillStyle = '#141726';
  const words = headline.split(/\s+/);
  const lines: string[] = [];
  let line = '';
  for (const word of words) {
    const next = line ? `${line} ${word}` : word;
    if (line && ctx.measureText(next).width > 560 * k) { lines.push(line); line = word; } else line = next;
  }
  lines.push(line);
  lines.slice(0, 3).forEach((l, i) => ctx.fillText(l, x + 72 * k, heroY + 64 * k + i * 74 * k));
  const afterText = heroY + 64 * k + Math.min(3, lines.length) * 74 * k;
  ctx.fillStyle = '#b4b9cb';
  for (let i = 0; i < 2; i++) { roundRect(ctx, x + 72 * k, afterText + i * 26 * k, (440 - i * 110) * k, 12 * k, 6 * k); ctx.fill(); }
  ctx.fillStyle = a;
  roundRect(ctx, x + 72 * k, afterText + 76 * k, 180 * k, 54 * k, 27 * k);
  ctx.fill();
  ctx.strokeStyle = '#141726';
  ctx.lineWidth = 2 * k;
  roundRect(ctx, x + 270 * k, afterText + 76 * k, 150 * k, 54 * k, 27 * k);
  ctx.stroke();
  drawArtwork(ctx, 'abstract', x + 700 * k, heroY, 510 * k, 380 * k, [a, b, c], scroll / 60, 4);
  const cardsY = heroY + 460 * k;
  for (let i = 0; i < 3; i++) {
    const cx = x + 72 * k + i * 384 * k;
    ctx.fillStyle = '#f4f5fa';
    roundRect(ctx, cx, cardsY, 352 * k, 240 * k, 20 * k);
    ctx.fill();
    ctx.fillStyle = [a, b, c][i]!;
    roundRect(ctx, cx + 28 * k, cardsY + 28 * k, 56 * k, 56 * k, 14 * k);
    ctx.fill();
    ctx.fillStyle = '#2a2d3a';
    roundRect(ctx, cx + 28 * k, cardsY + 116 * k, 200 * k, 16 * k, 8 * k);
    ctx.fill();
    ctx.fillStyle = '#c5c8d6';
    for (let j = 0; j < 3; j++) { roundRect(ctx, cx + 28 * k, cardsY + 150 * k + j * 24 * k, (280 - j * 50) * k, 10 * k, 5 * k); ctx.fill(); }
  }
  const bandY = cardsY + 300 * k;
  ctx.fillStyle = '#141726';
  ctx.fillRect(x, bandY, w, 260 * k);
  ['3.2×', '47 ms', '99.9%'].forEach((stat, i) => {
    const bx = x + 72 * k + i * 384 * k;
    setFont(ctx, 'Inter', 800, 64 * k);
    ctx.fillStyle = i === 1 ? c : '#ffffff';
    ctx.fillText(stat, bx, bandY + 120 * k);
    ctx.fillStyle = '#5d6275';
    roundRect(ctx, bx, bandY + 160 * k, 220 * k, 12 * k, 6 * k);
    ctx.fill();
  });
  ctx.restore();
  ctx.fillStyle = '#eceef4';
  ctx.fillRect(x, y, w, chromeH);
  ['#ff5f57', '#febc2e', '#28c840'].forEach((col, i) => {
    ctx.fillStyle = col;
    ctx.beginPath();
    ctx.arc(x + (28 + i * 24) * k, y + chromeH / 2, 7 * k, 0, Math.PI * 2);
    ctx.fill();
  });
  ctx.fillStyle = '#ffffff';
  roundRect(ctx, x + w * 0.3, y + 12 * k, w * 0.4, chromeH - 24 * k, (chromeH - 24 * k) / 2);
  ctx.fill();
  setFont(ctx, 'Inter', 500, 15 * k);
  ctx.fillStyle = '#5d6275';
  ctx.textAlign = 'center';
  ctx.fillText(url, x + w / 2, y + chromeH / 2 + 5 * k);
  ctx.textAlign = 'left';
}
