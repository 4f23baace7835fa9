/** UI blocks that ask the viewer to act: buttons and offers. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { easeInOutCubic, easeOutBack, easeOutExpo, readableOn, roundRect, seg, setFont, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family } from '../prop-types.ts';
import { drawPointer, formatNumber } from './parts.ts';

export const ctaButton = defineComponent({
  id: 'cta-button',
  name: 'Call-to-action button',
  description: 'A pill button pops in, a cursor glides over and clicks it: the button presses, ripples and glows.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  sounds: [{ atSec: 1.3, family: 'click', soundId: 'click-standard' }],
  propSchema: Type.Object({
    label: Type.String({ minLength: 1, maxLength: 40 }),
    buttonColor: color('button colour'),
    textColor: Type.String({ maxLength: 100, description: 'label colour (empty: black or white, whichever reads better)' }),
    fontFamily: family,
    showCursor: Type.Boolean(),
  }, { additionalProperties: false }),
  propDefaults: { label: 'Start rendering', buttonColor: '#ffb020', textColor: '', fontFamily: 'Poppins', showCursor: true },
  durationInFrames: 90,
  textParam: 'label',
  tier: 'recommended',
  useCase: ['outro', 'social-cut'],
  mood: ['friendly', 'clear', 'energetic'],
  tags: ['button', 'cta', 'subscribe', 'click', 'cursor'],
  intent: 'Tell viewers what to do next.',
  useWhen: 'The end of a promo or a tutorial.',
  pairsWith: ['outro-card', 'price-tag', 'checklist'],
  avoidWith: ['subscribe-button'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  brandBindings: [{ param: 'buttonColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'fontFamily', weights: [700] }],
  examples: [{ title: 'Subscribe', props: { label: 'Subscribe' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const size = 56 * u;
    setFont(ctx, p.fontFamily, 700, size);
    const tw = ctx.measureText(p.label).width;
    const bw = tw + 200 * u, bh = size * 2.1;
    const cx = W / 2, cy = H / 2;
    const clickAt = 1.3;
    const appear = easeOutBack(seg(s, -0.2, 0.5), 1.6);
    const press = 1 - 0.08 * Math.sin(Math.PI * seg(s, clickAt - 0.05, clickAt + 0.2));
    const sc = (0.7 + 0.3 * appear) * press;
    const clicked = seg(s, clickAt, clickAt + 0.8);
    if (clicked > 0) {
      ctx.strokeStyle = withAlpha(p.buttonColor, (1 - clicked) * 0.8);
      ctx.lineWidth = 6 * u;
      roundRect(ctx, cx - (bw / 2) * (1 + clicked * 0.5), cy - (bh / 2) * (1 + clicked * 0.9), bw * (1 + clicked * 0.5), bh * (1 + clicked * 0.9), bh);
      ctx.stroke();
    }
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(sc, sc);
    ctx.shadowColor = withAlpha(p.buttonColor, 0.45 + 0.35 * clicked);
    ctx.shadowBlur = (30 + 30 * clicked) * u;
    ctx.shadowOffsetY = 10 * u;
    const g = ctx.createLinearGradient(0, -bh / 2, 0, bh / 2);
    g.addColorStop(0, mix(p.buttonColor, '#ffffff', 0.18));
    g.addColorStop(1, p.buttonColor);
    ctx.fillStyle = g;
    roundRect(ctx, -bw / 2, -bh / 2, bw, bh, bh / 2);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = p.textColor || readableOn(p.buttonColor);
    ctx.textBaseline = 'middle';
    ctx.fillText(p.label, -bw / 2 + 60 * u, 2 * u);
    const ax = bw / 2 - 52 * u + 6 * u * Math.sin(s * 6);
    ctx.strokeStyle = ctx.fillStyle;
    ctx.lineWidth = 6 * u;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(ax - 18 * u, -14 * u);
    ctx.lineTo(ax, 0);
    ctx.lineTo(ax - 18 * u, 14 * u);
    ctx.stroke();
    ctx.restore();
    ctx.textBaseline = 'alphabetic';
    if (p.showCursor) {
      const m = easeInOutCubic(seg(s, 0.3, clickAt));
      const px = cx + bw * 0.9 + (bw * 0.15 - bw * 0.9) * m;
      const py = cy + bh * 2.2 + (bh * 0.15 - bh * 2.2) * m;
      const cs = 1 - 0.15 * Math.sin(Math.PI * seg(s, clickAt - 0.05, clickAt + 0.2));
      drawPointer(ctx, px, py, cs * u * 1.6);
    }
  },
});

/** A price with its currency where the reader expects it, grouped and to `decimals` places. */
function priceText(value: number, currency: string, after: boolean, decimals: number): string {
  const n = formatNumber(value, decimals);
  return after ? `${n}${currency.length > 1 ? ' ' : ''}${currency}` : `${currency}${n}`;
}

export const priceTag = defineComponent({
  id: 'price-tag',
  name: 'Price tag',
  description: 'A hanging sale tag swings in on its string and settles; the old price is struck through, the new one counts down to its value and a starburst badge pops in with the discount.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    label: Type.String({ maxLength: 32, description: 'small line at the top of the tag, e.g. LIMITED OFFER' }),
    price: Type.Number({ minimum: 0 }),
    originalPrice: Type.Number({ minimum: 0, description: 'struck-through price before the offer (0: none, and no badge)' }),
    currency: Type.String({ maxLength: 4 }),
    currencyAfter: Type.Boolean({ description: 'write the currency after the number (12,99 €)' }),
    decimals: Type.Integer({ minimum: 0, maximum: 2 }),
    note: Type.String({ maxLength: 40, description: 'under the price, e.g. per month' }),
    tagColor: color('tag'),
    textColor: color('text on the tag'),
    badgeColor: color('discount badge'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: { label: 'Launch offer', price: 49, originalPrice: 79, currency: '$', currencyAfter: false, decimals: 0, note: 'per month, billed yearly', tagColor: '#ffffff', textColor: '#141726', badgeColor: '#ff3b5c', fontFamily: 'Montserrat' },
  durationInFrames: 120,
  textParam: 'label',
  subtextParam: 'note',
  tier: 'standard',
  useCase: ['emphasis', 'outro', 'social-cut'],
  mood: ['promotional', 'bold', 'playful'],
  tags: ['price', 'sale', 'discount', 'offer', 'tag', 'ecommerce', 'deal'],
  intent: 'Make a price or a deal impossible to miss.',
  useWhen: 'Product ads, sale announcements and pricing explainers, right before the call to action.',
  pairsWith: ['product-showcase', 'cta-button', 'rating-stars', 'zoom-punch'],
  avoidWith: ['quote-scene', 'film-grain'],
  brandBindings: [{ param: 'badgeColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'fontFamily', weights: [600, 800] }],
  fixedCopy: ['OFF'],
  warnings: ['The discount on the badge is computed from the two prices; check that it matches the offer you advertise.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Euro sale, dark tag', props: { label: 'Black Friday', price: 12.99, originalPrice: 25.99, currency: '€', currencyAfter: true, decimals: 2, note: 'this weekend only', tagColor: '#111218', textColor: '#ffffff', badgeColor: '#ffd21f' } },
    { title: 'Plain price, no discount', props: { label: 'Starter plan', price: 9, originalPrice: 0, note: 'per seat / month' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const tagW = 680 * u, tagH = 450 * u;
    const pivotX = W / 2, pivotY = H * 0.08;
    const cx = W / 2, cy = H * 0.56;
    // The tag drops on its string and swings to rest about its hanging point.
    const dropT = easeOutBack(seg(s, -0.2, 0.55), 1.2);
    const swing = 0.28 * Math.exp(-2.6 * s) * Math.cos(s * 7.5) - 0.05;
    ctx.save();
    ctx.translate(pivotX, pivotY - (1 - dropT) * H * 0.9);
    ctx.rotate(swing);
    ctx.translate(-pivotX, -pivotY);
    const top = cy - tagH / 2;
    const holeX = cx, holeY = top + 54 * u;
    ctx.strokeStyle = 'rgba(255,255,255,0.8)';
    ctx.lineWidth = 3 * u;
    ctx.beginPath();
    ctx.moveTo(pivotX, pivotY);
    ctx.lineTo(holeX, holeY);
    ctx.stroke();
    // Tag body: a card with a pointed top where the string goes through.
    const x0 = cx - tagW / 2, notch = 90 * u;
    ctx.beginPath();
    ctx.moveTo(x0 + 24 * u, top + notch);
    ctx.lineTo(cx - 70 * u, top + 8 * u);
    ctx.quadraticCurveTo(cx, top - 22 * u, cx + 70 * u, top + 8 * u);
    ctx.lineTo(x0 + tagW - 24 * u, top + notch);
    ctx.quadraticCurveTo(x0 + tagW, top + notch + 8 * u, x0 + tagW, top + notch + 34 * u);
    ctx.lineTo(x0 + tagW, top + tagH - 30 * u);
    ctx.quadraticCurveTo(x0 + tagW, top + tagH, x0 + tagW - 30 * u, top + tagH);
    ctx.lineTo(x0 + 30 * u, top + tagH);
    ctx.quadraticCurveTo(x0, top + tagH, x0, top + tagH - 30 * u);
    ctx.lineTo(x0, top + notch + 34 * u);
    ctx.quadraticCurveTo(x0, top + notch + 8 * u, x0 + 24 * u, top + notch);
    ctx.closePath();
    ctx.shadowColor = 'rgba(0,0,0,0.4)';
    ctx.shadowBlur = 50 * u;
    ctx.shadowOffsetY = 20 * u;
    const g = ctx.createLinearGradient(0, top, 0, top + tagH);
    g.addColorStop(0, mix(p.tagColor, '#ffffff', 0.08));
    g.addColorStop(1, mix(p.tagColor, '#000000', 0.06));
    ctx.fillStyle = g;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.strokeStyle = withAlpha(p.textColor, 0.12);
    ctx.setLineDash([10 * u, 8 * u]);
    ctx.lineWidth = 2.5 * u;
    roundRect(ctx, x0 + 22 * u, top + notch + 12 * u, tagW - 44 * u, tagH - notch - 34 * u, 18 * u);
    ctx.stroke();
    ctx.setLineDash([]);
    // The hole, with a metal eyelet.
    ctx.fillStyle = 'rgba(0,0,0,0.55)';
    ctx.beginPath();
    ctx.arc(holeX, holeY, 14 * u, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = '#c9ccd6';
    ctx.lineWidth = 6 * u;
    ctx.stroke();
    // Text: label, the old price struck through, the new price counting down.
    ctx.textAlign = 'center';
    ctx.textBaseline = 'alphabetic';
    ctx.fillStyle = withAlpha(p.textColor, 0.65);
    setFont(ctx, p.fontFamily, 600, 30 * u);
    if (p.label) ctx.fillText(p.label.toUpperCase(), cx, top + notch + 66 * u);
    const hasOld = p.originalPrice > p.price;
    const count = easeOutExpo(seg(s, 0.5, 1.6));
    const shownPrice = hasOld ? p.originalPrice + (p.price - p.originalPrice) * count : p.price * count;
    const priceY = top + notch + (hasOld ? 258 * u : 210 * u);
    if (hasOld) {
      setFont(ctx, p.fontFamily, 600, 40 * u);
      const old = priceText(p.originalPrice, p.currency, p.currencyAfter, p.decimals);
      const ow = ctx.measureText(old).width;
      ctx.fillStyle = withAlpha(p.textColor, 0.5);
      ctx.fillText(old, cx, top + notch + 128 * u);
      const strike = easeInOutCubic(seg(s, 0.45, 0.8));
      ctx.strokeStyle = p.badgeColor;
      ctx.lineWidth = 5 * u;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(cx - ow / 2 - 8 * u, top + notch + 114 * u);
      ctx.lineTo(cx - ow / 2 - 8 * u + (ow + 16 * u) * strike, top + notch + 114 * u - 6 * u * strike);
      ctx.stroke();
    }
    const main = priceText(shownPrice, p.currency, p.currencyAfter, p.decimals);
    let size = 120 * u;
    setFont(ctx, p.fontFamily, 800, size);
    const mw = ctx.measureText(priceText(Math.max(p.price, p.originalPrice), p.currency, p.currencyAfter, p.decimals)).width;
    if (mw > tagW * 0.8) { size *= (tagW * 0.8) / mw; setFont(ctx, p.fontFamily, 800, size); }
    const land = 1 + 0.1 * Math.sin(Math.PI * seg(s, 1.5, 1.8));
    ctx.save();
    ctx.translate(cx, priceY);
    ctx.scale(land, land);
    ctx.fillStyle = p.textColor;
    ctx.fillText(main, 0, 0);
    ctx.restore();
    if (p.note) {
      setFont(ctx, p.fontFamily, 600, 28 * u);
      ctx.fillStyle = withAlpha(p.textColor, 0.6);
      ctx.fillText(p.note, cx, priceY + 56 * u);
    }
    ctx.restore();
    // Discount badge: a starburst that pops onto the tag's corner, not swinging with it.
    if (hasOld) {
      const pop = easeOutBack(seg(s, 1.2, 1.6), 2.6);
      if (pop > 0) {
        const bx = cx + tagW / 2 - 30 * u, by = top + notch - 10 * u, br = 100 * u;
        ctx.save();
        ctx.translate(bx, by);
        ctx.rotate(-0.25 + 0.1 * Math.sin(s * 2));
        ctx.scale(pop, pop);
        ctx.beginPath();
        for (let i = 0; i < 32; i++) {
          const r = i % 2 === 0 ? br : br * 0.84;
          const a = (i / 32) * Math.PI * 2;
          if (i === 0) ctx.moveTo(r * Math.cos(a), r * Math.sin(a)); else ctx.lineTo(r * Math.cos(a), r * Math.sin(a));
        }
        ctx.closePath();
        ctx.shadowColor = withAlpha(p.badgeColor, 0.6);
        ctx.shadowBlur = 30 * u;
        ctx.fillStyle = p.badgeColor;
        ctx.fill();
        ctx.shadowColor = 'transparent';
        const pct = Math.round((1 - p.price / p.originalPrice) * 100);
        ctx.fillStyle = readableOn(p.badgeColor);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        setFont(ctx, p.fontFamily, 800, 52 * u);
        ctx.fillText(`−${pct}%`, 0, -10 * u);
        setFont(ctx, p.fontFamily, 800, 26 * u);
        ctx.fillText('OFF', 0, 32 * u);
        ctx.restore();
      }
    }
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
});
