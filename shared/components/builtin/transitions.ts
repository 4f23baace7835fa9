/**
 * Built-in transition components (kind `transition`): each draws the passage from the outgoing
 * picture (`io.from`) to the incoming one (`io.to`) at `progress` 0 → 1. They are placed in a
 * clip's `transition: {kind: 'component', componentId}`.
 */
import { Type } from '@sinclair/typebox';
import { defineComponent, type Drawable } from '../sdk.ts';
import { easeInOutCubic, readableOn, seg, unit } from '../draw.ts';
import { withAlpha } from '../../composition/color.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';

const color = (description: string) => Type.String({ minLength: 1, description });

function full(ctx: SKRSContext2D, img: Drawable | undefined, W: number, H: number) {
  if (img) ctx.drawImage(img, 0, 0, W, H);
}

export const diagonalWipe = defineComponent({
  id: 'diagonal-wipe',
  name: 'Diagonal wipe',
  description: 'A slanted edge sweeps across the frame, trailing a brand-coloured band, and reveals the next shot.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    bandColor: color('band colour'),
    edgeColor: color('thin edge line'),
    angle: Type.Number({ minimum: -60, maximum: 60, description: 'slant in degrees' }),
  }, { additionalProperties: false }),
  propDefaults: { bandColor: '#5b5bf6', edgeColor: '#ffffff', angle: 20 },
  durationInFrames: 20,
  tier: 'recommended',
  useCase: ['transition'],
  mood: ['dynamic', 'clean'],
  tags: ['wipe', 'diagonal', 'transition'],
  intent: 'Move briskly from one shot to the next.',
  useWhen: 'Between two scenes of equal weight.',
  brandBindings: [{ param: 'bandColor', brandToken: 'colors.primary' }],
  examples: [{ title: 'Brisk wipe', props: { angle: 25 } }],
  sounds: [{ atProgress: 0, family: 'whoosh', soundId: 'whoosh-standard', gainDb: -3 }],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const t = easeInOutCubic(f.progress);
    const slant = Math.tan((p.angle * Math.PI) / 180) * H;
    const span = W + Math.abs(slant) + W * 0.3;
    const edge = -Math.abs(slant) - W * 0.15 + span * t;
    const band = W * 0.12;
    const poly = (x: number, begin = true) => {
      if (begin) ctx.beginPath();
      ctx.moveTo(x + slant / 2, 0);
      ctx.lineTo(x - slant / 2, H);
      ctx.lineTo(-W, H);
      ctx.lineTo(-W, 0);
      ctx.closePath();
    };
    full(ctx, io.from, W, H);
    ctx.save();
    poly(edge);
    ctx.clip();
    full(ctx, io.to, W, H);
    ctx.restore();
    ctx.save();
    poly(edge + band);
    ctx.clip();
    ctx.beginPath();
    ctx.rect(0, 0, W, H);
    poly(edge, false);
    ctx.clip('evenodd');
    ctx.fillStyle = p.bandColor;
    ctx.fillRect(0, 0, W, H);
    ctx.restore();
    ctx.strokeStyle = p.edgeColor;
    ctx.lineWidth = Math.max(2, 6 * unit(W, H));
    ctx.beginPath();
    ctx.moveTo(edge + band + slant / 2, 0);
    ctx.lineTo(edge + band - slant / 2, H);
    ctx.stroke();
  },
});

export const irisReveal = defineComponent({
  id: 'iris-reveal',
  name: 'Iris reveal',
  description: 'A circle opens from the centre with a glowing ring, revealing the next shot while the last one pushes in.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    ringColor: color('ring colour'),
    centerX: Type.Number({ minimum: 0, maximum: 1 }),
    centerY: Type.Number({ minimum: 0, maximum: 1 }),
  }, { additionalProperties: false }),
  propDefaults: { ringColor: '#ffb020', centerX: 0.5, centerY: 0.5 },
  durationInFrames: 24,
  tier: 'standard',
  useCase: ['transition', 'intro'],
  mood: ['playful', 'focused'],
  tags: ['iris', 'circle', 'reveal', 'transition'],
  intent: 'Focus attention as the next shot opens up.',
  useWhen: 'Into a product shot or a face; out of a title.',
  brandBindings: [{ param: 'ringColor', brandToken: 'colors.accent' }],
  examples: [{ title: 'Centre reveal', props: {} }],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = easeInOutCubic(f.progress);
    const cx = W * p.centerX, cy = H * p.centerY;
    const maxR = Math.hypot(Math.max(cx, W - cx), Math.max(cy, H - cy));
    const r = maxR * t;
    if (io.from) {
      const z = 1 + 0.12 * t;
      ctx.save();
      ctx.translate(cx, cy);
      ctx.scale(z, z);
      ctx.translate(-cx, -cy);
      full(ctx, io.from, W, H);
      ctx.restore();
    }
    ctx.save();
    ctx.beginPath();
    ctx.arc(cx, cy, Math.max(0, r), 0, Math.PI * 2);
    ctx.clip();
    full(ctx, io.to, W, H);
    ctx.restore();
    const ring = Math.max(2, 14 * u * (1 - t * 0.6));
    ctx.strokeStyle = p.ringColor;
    ctx.lineWidth = ring;
    ctx.shadowColor = withAlpha(p.ringColor, 0.8);
    ctx.shadowBlur = 30 * u;
    ctx.beginPath();
    ctx.arc(cx, cy, Math.max(ring, r), 0, Math.PI * 2);
    ctx.stroke();
    ctx.shadowColor = 'transparent';
  },
});

export const colorSweep = defineComponent({
  id: 'color-sweep',
  name: 'Colour sweep',
  description: 'Three brand-coloured panels race across the frame one after another, hiding the cut and uncovering the next shot.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    colorA: color('first panel'),
    colorB: color('second panel'),
    colorC: color('third panel'),
    direction: Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('up'), Type.Literal('down')]),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#ffb020', colorB: '#12b5cb', colorC: '#5b5bf6', direction: 'left' },
  durationInFrames: 30,
  tier: 'recommended',
  useCase: ['transition', 'social-cut'],
  mood: ['energetic', 'bold', 'branded'],
  tags: ['sweep', 'panels', 'brand', 'transition'],
  intent: 'A branded, energetic change of scene.',
  useWhen: 'Between sections of a promo or a social cut.',
  brandBindings: [{ param: 'colorA', brandToken: 'colors.accent' }, { param: 'colorB', brandToken: 'colors.secondary' }, { param: 'colorC', brandToken: 'colors.primary' }],
  examples: [{ title: 'Section change', props: { direction: 'up' } }],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const t = f.progress;
    const horizontal = p.direction === 'left' || p.direction === 'right';
    const L = horizontal ? W : H;
    const sign = p.direction === 'left' || p.direction === 'up' ? -1 : 1;
    full(ctx, t < 0.6 ? io.from : io.to, W, H);
    [p.colorA, p.colorB, p.colorC].forEach((c, i) => {
      const lead = easeInOutCubic(seg(t, i * 0.12, 0.36 + i * 0.12));
      const trail = easeInOutCubic(seg(t, 0.6 + (2 - i) * 0.1, 0.8 + (2 - i) * 0.1));
      if (lead <= trail) return;
      let x0 = trail * L, x1 = lead * L;
      if (sign < 0) [x0, x1] = [L - x1, L - x0];
      ctx.fillStyle = c;
      if (horizontal) ctx.fillRect(x0, 0, x1 - x0, H);
      else ctx.fillRect(0, x0, W, x1 - x0);
      const edge = sign < 0 ? x0 : x1;
      const thick = Math.max(2, 5 * unit(W, H));
      ctx.fillStyle = 'rgba(255,255,255,0.35)';
      if (horizontal) ctx.fillRect(edge - thick / 2, 0, thick, H);
      else ctx.fillRect(0, edge - thick / 2, W, thick);
    });
  },
});

export const shutterBlinds = defineComponent({
  id: 'shutter-blinds',
  name: 'Shutter blinds',
  description: 'Slats close over the outgoing shot one after another like a shutter, then open on the next shot.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    slatColor: color('slat colour'),
    slats: Type.Integer({ minimum: 2, maximum: 40 }),
    vertical: Type.Boolean({ description: 'vertical slats (true) or horizontal (false)' }),
  }, { additionalProperties: false }),
  propDefaults: { slatColor: '#0c1022', slats: 9, vertical: true },
  durationInFrames: 24,
  tier: 'standard',
  useCase: ['transition'],
  mood: ['graphic', 'rhythmic', 'clean'],
  tags: ['blinds', 'shutter', 'slats', 'transition'],
  intent: 'A graphic, rhythmic change between two shots.',
  useWhen: 'Between sections, on a beat.',
  brandBindings: [{ param: 'slatColor', brandToken: 'colors.background' }],
  examples: [{ title: 'Horizontal blinds', props: { vertical: false, slats: 7 } }],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const t = f.progress;
    full(ctx, t < 0.6 ? io.from : io.to, W, H);
    const L = p.vertical ? W : H;
    const slat = L / p.slats;
    const edge = Math.max(1, 4 * unit(W, H));
    for (let i = 0; i < p.slats; i++) {
      const d = (i / p.slats) * 0.25;
      const closing = easeInOutCubic(seg(t, d, d + 0.35));
      const opening = easeInOutCubic(seg(t, 0.6 + d * 0.6, 0.85 + d * 0.6));
      const cover = closing - opening;
      if (cover <= 0) continue;
      const w = slat * cover;
      const x = i * slat + (opening > 0 ? slat - w : 0);
      const lead = opening > 0 ? x : x + w - edge;
      ctx.fillStyle = p.slatColor;
      if (p.vertical) ctx.fillRect(x, 0, Math.ceil(w), H);
      else ctx.fillRect(0, x, W, Math.ceil(w));
      ctx.fillStyle = withAlpha(readableOn(p.slatColor), 0.22);
      if (p.vertical) ctx.fillRect(lead, 0, edge, H);
      else ctx.fillRect(0, lead, W, edge);
    }
  },
});
