/**
 * The testimonial scene (kind `scene`): a customer review with its rating, lifted out of a wall
 * of other reviews.
 */
import { Type } from '@sinclair/typebox';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeOutBack, easeOutCubic, easeOutExpo, fitText, readableOn, roundRect, seg, setFont, starPath, unit } from '../../draw.ts';
import { luminance, mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family } from '../prop-types.ts';
import { drawAvatar } from './common.ts';

/** A faint review card of the wall behind the testimonial: avatar, two lines and five stars. */
function ghostCard(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, ink: string, u: number) {
  ctx.fillStyle = withAlpha(ink, 0.05);
  roundRect(ctx, x, y, w, h, 22 * u);
  ctx.fill();
  ctx.strokeStyle = withAlpha(ink, 0.08);
  ctx.lineWidth = 1.5 * u;
  ctx.stroke();
  ctx.fillStyle = withAlpha(ink, 0.12);
  ctx.beginPath();
  ctx.arc(x + 40 * u, y + 42 * u, 20 * u, 0, Math.PI * 2);
  ctx.fill();
  roundRect(ctx, x + 72 * u, y + 30 * u, w * 0.4, 10 * u, 5 * u);
  ctx.fill();
  for (let k = 0; k < 3; k++) {
    roundRect(ctx, x + 24 * u, y + 86 * u + k * 24 * u, (w - 48 * u) * (k === 2 ? 0.6 : 1), 9 * u, 4.5 * u);
    ctx.fill();
  }
  for (let k = 0; k < 5; k++) {
    starPath(ctx, x + 34 * u + k * 26 * u, y + h - 32 * u, 9 * u, 4 * u);
    ctx.fill();
  }
}

export const testimonial = defineComponent({
  id: 'testimonial',
  name: 'Testimonial',
  description: 'A customer review takes the stage: the card rises out of a drifting wall of reviews, the avatar pops in over its edge, the stars fill one by one, and the quote, name and a verified badge follow.',
  category: 'scenes',
  kind: 'scene',
  version: '1.0.0',
  propSchema: Type.Object({
    quote: Type.String({ minLength: 1, maxLength: 280 }),
    name: Type.String({ minLength: 1, maxLength: 60 }),
    role: Type.String({ maxLength: 100, description: 'job title and company, or where the review comes from' }),
    rating: Type.Number({ minimum: 0, maximum: 5, description: 'stars out of five; halves are drawn as half stars' }),
    badge: Type.String({ maxLength: 40, description: 'small line with a tick under the name (empty for none)' }),
    avatar: Type.String({ maxLength: 2048, description: 'photo of the customer (empty: initials)' }),
    backgroundColor: color('background'),
    primaryColor: color('avatar ring, glow and tick'),
    accentColor: color('stars and quotation mark'),
    textColor: color('text'),
    headingFont: family,
    bodyFont: family,
  }, { additionalProperties: false }),
  propDefaults: {
    quote: 'Our render times went from hours to minutes. The team now ships twice as many videos every week.',
    name: 'Priya Raman', role: 'Head of Content, Lumen Studio', rating: 5, badge: 'Verified customer', avatar: '',
    backgroundColor: '#0c1022', primaryColor: '#5b5bf6', accentColor: '#ffb020', textColor: '#ffffff', headingFont: 'Montserrat', bodyFont: 'Inter',
  },
  durationInFrames: 180,
  textParam: 'quote',
  subtextParam: 'name',
  tier: 'recommended',
  useCase: ['full-scene', 'social-cut', 'explainer'],
  mood: ['trustworthy', 'warm', 'positive', 'clean'],
  tags: ['testimonial', 'review', 'rating', 'stars', 'customer', 'social proof', 'case study'],
  intent: 'Show what a real customer says, with the rating that backs it up.',
  useWhen: 'Ads, landing-page videos and case studies that need social proof; one review per scene.',
  pairsWith: ['rating-stars', 'chat-bubbles', 'outro-card', 'mesh-gradient'],
  avoidWith: ['quote-card', 'glitch-title', 'news-ticker'],
  brandBindings: [
    { param: 'backgroundColor', brandToken: 'colors.background' }, { param: 'primaryColor', brandToken: 'colors.primary' }, { param: 'accentColor', brandToken: 'colors.accent' },
    { param: 'textColor', brandToken: 'colors.text' }, { param: 'headingFont', brandToken: 'fonts.heading' }, { param: 'bodyFont', brandToken: 'fonts.body' },
  ],
  fontParams: [{ family: 'headingFont', weights: [600, 700, 900] }, { family: 'bodyFont', weights: [500, 600] }],
  imageParams: ['avatar'],
  fixedCopy: ['“'],
  warnings: ['Only publish reviews you have permission to quote, with the name the customer agreed to.', 'Past about 40 words the quote is fitted small.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Four and a half stars, light theme', props: { quote: 'Setup took ten minutes and support answered before I finished my coffee.', name: 'Tom Becker', role: 'Owner, Becker Bikes', rating: 4.5, badge: 'Google review', backgroundColor: '#f4f6fb', textColor: '#141824', primaryColor: '#2563eb' } },
    { title: 'App store review without badge', props: { quote: 'The only budgeting app my partner and I both actually use.', name: 'Ana Souza', role: 'App Store review', rating: 5, badge: '', accentColor: '#facc15', primaryColor: '#0ea5e9' } },
  ],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const tall = H > W;
    ctx.fillStyle = p.backgroundColor;
    ctx.fillRect(0, 0, W, H);
    for (const [gx, gy, c, a] of [[0.15 + 0.03 * Math.sin(s * 0.6), 0.15, p.primaryColor, 0.4], [0.88, 0.88 - 0.03 * Math.sin(s * 0.5), p.accentColor, 0.18]] as const) {
      const g = ctx.createRadialGradient(W * gx, H * gy, 0, W * gx, H * gy, Math.max(W, H) * 0.55);
      g.addColorStop(0, withAlpha(c, a));
      g.addColorStop(1, withAlpha(c, 0));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, W, H);
    }
    // The wall of other reviews drifts upward on both sides.
    const gw = tall ? W * 0.42 : W * 0.17, gh = 230 * u, gap = 44 * u;
    const columns = tall ? [W * 0.04, W * 0.54] : [W * 0.03, W * 0.8];
    columns.forEach((x, ci) => {
      const speed = (ci % 2 === 0 ? 22 : 34) * u;
      for (let k = -1; k < H / (gh + gap) + 2; k++) {
        ghostCard(ctx, x, k * (gh + gap) - s * speed + (ci % 2) * gh * 0.55, gw, gh, p.textColor, u);
      }
    });
    const cw = tall ? W * 0.86 : Math.min(W * 0.56, 1100 * u);
    const r = 76 * u;
    const pad = 64 * u;
    const { size, lines } = fitText(ctx, p.quote, p.headingFont, 600, cw - pad * 2, 50 * u, tall ? 8 : 5, 18 * u);
    const lh = size * 1.42;
    const starR = 22 * u;
    const cardH = r + 36 * u + starR * 2 + 40 * u + lines.length * lh + 44 * u + 44 * u + (p.role ? 38 * u : 0) + (p.badge ? 52 * u : 0) + pad * 0.7;
    const rise = easeOutExpo(seg(s, -0.15, 0.7));
    const cardX = W / 2 - cw / 2;
    const cardY = H / 2 - cardH / 2 + r * 0.4 + (1 - rise) * H * 0.25;
    ctx.save();
    ctx.globalAlpha = clamp(rise * 1.4);
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = 60 * u;
    ctx.shadowOffsetY = 20 * u;
    // On a light page the card is near-white; on a dark one, a lifted shade of the page.
    ctx.fillStyle = luminance(p.backgroundColor) > 0.45 ? mix(p.backgroundColor, '#ffffff', 0.75) : mix(p.backgroundColor, p.textColor, 0.07);
    roundRect(ctx, cardX, cardY, cw, cardH, 36 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.strokeStyle = withAlpha(p.textColor, 0.12);
    ctx.lineWidth = 1.5 * u;
    ctx.stroke();
    setFont(ctx, p.headingFont, 900, 200 * u);
    ctx.fillStyle = withAlpha(p.accentColor, 0.3);
    ctx.fillText('“', cardX + 36 * u, cardY + 190 * u);
    ctx.restore();
    const avatarIn = easeOutBack(seg(s, 0.3, 0.8), 2);
    if (avatarIn > 0) {
      ctx.save();
      ctx.translate(W / 2, cardY);
      ctx.scale(avatarIn, avatarIn);
      ctx.strokeStyle = p.primaryColor;
      ctx.lineWidth = 5 * u;
      ctx.shadowColor = p.primaryColor;
      ctx.shadowBlur = 24 * u;
      ctx.setLineDash([18 * u, 10 * u]);
      ctx.lineDashOffset = -s * 30 * u;
      ctx.beginPath();
      ctx.arc(0, 0, r + 10 * u, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.shadowColor = 'transparent';
      drawAvatar(ctx, io.image(p.avatar || undefined), p.name, 0, 0, r, p.primaryColor, p.accentColor, readableOn(p.primaryColor), p.headingFont);
      ctx.restore();
    }
    let y = cardY + r + 36 * u + starR;
    for (let k = 0; k < 5; k++) {
      const x = W / 2 + (k - 2) * starR * 2.6;
      const pop = easeOutBack(seg(s, 0.65 + k * 0.12, 0.95 + k * 0.12), 3);
      starPath(ctx, x, y, starR, starR * 0.45);
      ctx.fillStyle = withAlpha(p.textColor, 0.14);
      ctx.fill();
      const fill = clamp(p.rating - k);
      if (fill <= 0 || pop <= 0) continue;
      ctx.save();
      ctx.translate(x, y);
      ctx.scale(pop, pop);
      ctx.beginPath();
      ctx.rect(-starR, -starR, starR * 2 * fill, starR * 2);
      ctx.clip();
      starPath(ctx, 0, 0, starR, starR * 0.45);
      ctx.fillStyle = p.accentColor;
      ctx.fill();
      ctx.restore();
    }
    y += starR + 40 * u;
    setFont(ctx, p.headingFont, 600, size);
    ctx.textAlign = 'center';
    lines.forEach((l, i) => {
      const t = easeOutCubic(seg(s, 0.9 + i * 0.18, 1.5 + i * 0.18));
      ctx.fillStyle = withAlpha(p.textColor, t);
      ctx.fillText(l, W / 2, y + i * lh + size + (1 - t) * 16 * u);
    });
    y += lines.length * lh + 44 * u;
    const whoAt = 1.1 + lines.length * 0.18;
    const who = easeOutCubic(seg(s, whoAt, whoAt + 0.6));
    setFont(ctx, p.headingFont, 700, 38 * u);
    ctx.fillStyle = withAlpha(p.textColor, who);
    ctx.fillText(p.name, W / 2, y + 30 * u);
    y += 44 * u;
    if (p.role) {
      setFont(ctx, p.bodyFont, 500, 28 * u);
      ctx.fillStyle = withAlpha(p.textColor, 0.65 * who);
      ctx.fillText(p.role, W / 2, y + 26 * u);
      y += 38 * u;
    }
    ctx.textAlign = 'left';
    if (p.badge) {
      const b = easeOutBack(seg(s, whoAt + 0.4, whoAt + 0.9), 2);
      setFont(ctx, p.bodyFont, 600, 24 * u);
      const tr = 13 * u;
      const bw = ctx.measureText(p.badge).width + tr * 2 + 12 * u;
      const bx = W / 2 - bw / 2, by = y + 26 * u;
      ctx.globalAlpha = clamp(b);
      ctx.fillStyle = p.primaryColor;
      ctx.beginPath();
      ctx.arc(bx + tr, by, tr * Math.max(0.01, b), 0, Math.PI * 2);
      ctx.fill();
      ctx.strokeStyle = readableOn(p.primaryColor);
      ctx.lineWidth = 3 * u;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(bx + tr * 0.55, by);
      ctx.lineTo(bx + tr * 0.9, by + tr * 0.35);
      ctx.lineTo(bx + tr * 1.5, by - tr * 0.35);
      ctx.stroke();
      ctx.fillStyle = withAlpha(p.textColor, 0.8);
      ctx.textBaseline = 'middle';
      ctx.fillText(p.badge, bx + tr * 2 + 12 * u, by + 1 * u);
      ctx.textBaseline = 'alphabetic';
      ctx.globalAlpha = 1;
    }
  },
});
