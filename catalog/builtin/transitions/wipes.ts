/** Built-in transitions that reveal the next shot behind a moving edge: wipes, sweeps, blinds, irises. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeInOutCubic, readableOn, seg, smoothstep, unit } from '../../draw.ts';
import { withAlpha } from '../../../shared/composition/color.ts';
import { color, anyFormat } from '../prop-types.ts';
import { full } from './pictures.ts';

export const diagonalWipe = defineComponent({
  id: 'diagonal-wipe',
  name: 'Diagonal wipe',
  description: 'A slanted edge sweeps across the frame, trailing a brand-coloured band, and reveals the next shot.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  sounds: [{ atProgress: 0, family: 'whoosh', soundId: 'whoosh-standard', gainDb: -3 }],
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

export const clockWipe = defineComponent({
  id: 'clock-wipe',
  name: 'Clock wipe',
  description: 'A glowing hand sweeps round from twelve o’clock like a clock, revealing the next shot in its wake, over a ring of ticks that fades in and out.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    handColor: color('colour of the hand and the ticks'),
    clockwise: Type.Boolean(),
    startAngle: Type.Number({ minimum: -360, maximum: 360, description: 'where the hand starts, in degrees clockwise from twelve o’clock' }),
    centerX: Type.Number({ minimum: 0, maximum: 1 }),
    centerY: Type.Number({ minimum: 0, maximum: 1 }),
    ticks: Type.Boolean({ description: 'show the ring of clock ticks' }),
  }, { additionalProperties: false }),
  propDefaults: { handColor: '#ffb020', clockwise: true, startAngle: 0, centerX: 0.5, centerY: 0.5, ticks: true },
  durationInFrames: 26,
  tier: 'standard',
  useCase: ['transition', 'explainer'],
  mood: ['playful', 'clean', 'retro', 'orderly'],
  tags: ['clock', 'radial', 'sweep', 'time', 'wipe', 'transition'],
  intent: 'Mark the passing of time, or move on with a tidy, graphic sweep.',
  useWhen: 'Time jumps ("later that day", "one year on"), countdowns and schedules, between the steps of an explainer.',
  pairsWith: ['countdown', 'step-timeline', 'chapter-title', 'location-tag', 'donut-chart', 'checklist'],
  avoidWith: ['glitch-cut', 'whip-pan', 'rgb-glitch'],
  brandBindings: [{ param: 'handColor', brandToken: 'colors.accent' }],
  examples: [
    { title: 'Anticlockwise from nine', props: { clockwise: false, startAngle: -90, ticks: false } },
    { title: 'Off-centre sweep around a subject', props: { centerX: 0.3, centerY: 0.55, handColor: '#ffffff' } },
  ],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    const cx = W * p.centerX, cy = H * p.centerY;
    const R = Math.hypot(Math.max(cx, W - cx), Math.max(cy, H - cy)) + 2;
    const dir = p.clockwise ? 1 : -1;
    const start = ((p.startAngle - 90) * Math.PI) / 180;
    const swept = easeInOutCubic(t) * Math.PI * 2;
    const hand = start + dir * swept;
    full(ctx, io.from, W, H);
    if (swept > 0) {
      ctx.save();
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.arc(cx, cy, R, start, hand, !p.clockwise);
      ctx.closePath();
      ctx.clip();
      full(ctx, io.to, W, H);
      // A soft shade trailing the hand on the revealed side.
      const trail = ctx.createConicGradient(p.clockwise ? hand - 0.6 : hand, cx, cy);
      trail.addColorStop(0, `rgba(0,0,0,${p.clockwise ? 0 : 0.25})`);
      trail.addColorStop(0.6 / (2 * Math.PI), `rgba(0,0,0,${p.clockwise ? 0.25 : 0})`);
      trail.addColorStop(Math.min(1, 0.6 / (2 * Math.PI) + 0.001), 'rgba(0,0,0,0)');
      ctx.fillStyle = trail;
      ctx.fillRect(0, 0, W, H);
      ctx.restore();
    }
    const visible = Math.sin(Math.PI * clamp(t));
    if (p.ticks && visible > 0.01) {
      const ring = Math.min(W, H) * 0.2;
      ctx.save();
      ctx.strokeStyle = withAlpha(p.handColor, 0.9 * visible);
      ctx.lineCap = 'round';
      for (let i = 0; i < 12; i++) {
        const a = start + (i / 12) * Math.PI * 2;
        const long = i % 3 === 0;
        ctx.lineWidth = Math.max(1.5, (long ? 7 : 4) * u);
        ctx.beginPath();
        ctx.moveTo(cx + Math.cos(a) * ring * (long ? 0.78 : 0.86), cy + Math.sin(a) * ring * (long ? 0.78 : 0.86));
        ctx.lineTo(cx + Math.cos(a) * ring, cy + Math.sin(a) * ring);
        ctx.stroke();
      }
      ctx.lineWidth = Math.max(1, 3 * u);
      ctx.strokeStyle = withAlpha(p.handColor, 0.5 * visible);
      ctx.beginPath();
      ctx.arc(cx, cy, ring * 1.08, 0, Math.PI * 2);
      ctx.stroke();
      ctx.restore();
    }
    if (t > 0 && t < 1) {
      const fade = smoothstep(0, 0.08, t) * (1 - smoothstep(0.92, 1, t));
      ctx.save();
      ctx.strokeStyle = withAlpha(p.handColor, fade);
      ctx.shadowColor = withAlpha(p.handColor, fade);
      ctx.shadowBlur = 24 * u;
      ctx.lineWidth = Math.max(2, 8 * u);
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.moveTo(cx, cy);
      ctx.lineTo(cx + Math.cos(hand) * R, cy + Math.sin(hand) * R);
      ctx.stroke();
      ctx.shadowColor = 'transparent';
      ctx.fillStyle = withAlpha(p.handColor, fade);
      ctx.beginPath();
      ctx.arc(cx, cy, 16 * u, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = withAlpha('#ffffff', fade);
      ctx.beginPath();
      ctx.arc(cx, cy, 6 * u, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
  },
});

export const barnDoors = defineComponent({
  id: 'barn-doors',
  name: 'Barn doors',
  description: 'The outgoing shot splits down the middle into two doors that swing open away from the viewer, letting light through the gap onto the next shot as it settles.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    vertical: Type.Boolean({ description: 'doors hinged at the left and right edges (true) or at the top and bottom (false)' }),
    lightColor: color('colour of the light through the gap'),
    swing: Type.Number({ minimum: 0, maximum: 1, description: 'how much the doors turn in perspective as they open' }),
    shadow: Type.Number({ minimum: 0, maximum: 1 }),
  }, { additionalProperties: false }),
  propDefaults: { vertical: true, lightColor: '#fff4dc', swing: 0.7, shadow: 0.6 },
  durationInFrames: 26,
  tier: 'standard',
  useCase: ['transition', 'intro', 'full-scene'],
  mood: ['grand', 'theatrical', 'inviting', 'dramatic'],
  tags: ['doors', 'split', 'open', 'reveal', 'perspective', 'transition'],
  intent: 'Open onto the next shot as a reveal, as if doors swing open on a new place.',
  useWhen: 'Into a big reveal, a product or an event venue; out of a title card into the story.',
  pairsWith: ['intro-reveal', 'product-showcase', 'spotlight-sweep', 'lens-flare', 'chapter-title', 'location-tag'],
  avoidWith: ['glitch-cut', 'pixel-dissolve', 'crt-scanlines'],
  examples: [
    { title: 'Top and bottom doors', props: { vertical: false, swing: 0.5 } },
    { title: 'Flat slide apart, warm light', props: { swing: 0, lightColor: '#ffc070', shadow: 0.8 } },
  ],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    const k = easeInOutCubic(t);
    // Behind the doors: the next shot, settling from a little close and coming out of the dark.
    const z = 1.12 - 0.12 * easeInOutCubic(seg(t, 0.1, 1));
    if (io.to) ctx.drawImage(io.to, (W - W * z) / 2, (H - H * z) / 2, W * z, H * z);
    ctx.fillStyle = `rgba(0,0,0,${0.6 * (1 - k)})`;
    ctx.fillRect(0, 0, W, H);
    const L = p.vertical ? W : H, S = p.vertical ? H : W;
    const half = L / 2;
    // Along the opening axis, for the left (or top) door: its inner edge leaves the middle and clears
    // the frame; with full swing the hinge stays put and the door narrows as it turns, with none it
    // slides out whole.
    const open = k * 1.08;
    const innerAt = half * (1 - open);
    const hingeAt = -(1 - p.swing) * half * open;
    const doorWidth = innerAt - hingeAt;
    // Light spilling through the gap, brightest as the doors first part.
    const glow = Math.sin(Math.PI * seg(t, 0, 0.8));
    if (glow > 0.01) {
      const spread = L * 0.03 + (half - innerAt) * 0.8;
      const g = p.vertical ? ctx.createLinearGradient(W / 2 - spread, 0, W / 2 + spread, 0) : ctx.createLinearGradient(0, H / 2 - spread, 0, H / 2 + spread);
      g.addColorStop(0, withAlpha(p.lightColor, 0));
      g.addColorStop(0.5, withAlpha(p.lightColor, 0.5 * glow));
      g.addColorStop(1, withAlpha(p.lightColor, 0));
      ctx.save();
      ctx.globalCompositeOperation = 'screen';
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, W, H);
      ctx.restore();
    }
    if (!io.from || doorWidth <= 0) return;
    const from = io.from;
    // A span [a, a + len) along the opening axis and [c, c + cross) across it, as a rectangle.
    const rect = (a: number, len: number, c: number, cross: number): [number, number, number, number] => (p.vertical ? [a, c, len, cross] : [c, a, cross, len]);
    // Each door is drawn in thin strips, each shorter than the last towards the inner edge: the
    // trapezoid of a door turning away in perspective, shaded as it turns from the light.
    const strips = 28;
    const shrink = 0.22 * p.swing * k;
    const rim = Math.max(1, 3 * u);
    for (const mirrored of [false, true]) {
      const flip = (a: number, len: number) => (mirrored ? L - a - len : a);
      for (let i = 0; i < strips; i++) {
        const mid = (i + 0.5) / strips;
        const cross = S * (1 - shrink * mid);
        const dst = hingeAt + (i / strips) * doorWidth, dstLen = doorWidth / strips + 0.6;
        const src = (i / strips) * half, srcLen = half / strips;
        ctx.drawImage(from, ...rect(flip(src, srcLen), srcLen, 0, S), ...rect(flip(dst, dstLen), dstLen, (S - cross) / 2, cross));
      }
      if (p.shadow > 0) {
        const [x0, y0] = rect(flip(hingeAt, 0), 0, 0, 0), [x1, y1] = rect(flip(innerAt, 0), 0, 0, 0);
        const g = ctx.createLinearGradient(x0, y0, x1, y1);
        g.addColorStop(0, 'rgba(0,0,0,0)');
        g.addColorStop(1, `rgba(0,0,0,${0.6 * p.shadow * k})`);
        ctx.fillStyle = g;
        const inset = (S * shrink) / 2;
        const corner = (a: number, c: number): [number, number] => (p.vertical ? [flip(a, 0), c] : [c, flip(a, 0)]);
        ctx.beginPath();
        ctx.moveTo(...corner(hingeAt, 0));
        ctx.lineTo(...corner(innerAt, inset));
        ctx.lineTo(...corner(innerAt, S - inset));
        ctx.lineTo(...corner(hingeAt, S));
        ctx.closePath();
        ctx.fill();
      }
      const cross = S * (1 - shrink);
      ctx.fillStyle = withAlpha(p.lightColor, 0.8 * glow);
      ctx.fillRect(...rect(flip(innerAt - rim, rim), rim, (S - cross) / 2, cross));
    }
  },
});

export const stripeWipe = defineComponent({
  id: 'stripe-wipe',
  name: 'Stripe wipe',
  description: 'Slanted stripes zip across the frame one after another, alternately from each end, each led by a brand-coloured bar and trailing the next shot behind it.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  sounds: [{ atProgress: 0, family: 'whoosh', soundId: 'whoosh-standard', gainDb: -3 }],
  propSchema: Type.Object({
    colorA: color('colour of the bars on odd stripes'),
    colorB: color('colour of the bars on even stripes'),
    stripes: Type.Integer({ minimum: 2, maximum: 24 }),
    angle: Type.Number({ minimum: -75, maximum: 75, description: 'slant of the stripes in degrees from vertical' }),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#5b5bf6', colorB: '#ffb020', stripes: 9, angle: 25 },
  durationInFrames: 24,
  tier: 'recommended',
  useCase: ['transition', 'social-cut', 'intro'],
  mood: ['bold', 'energetic', 'branded', 'sporty'],
  tags: ['stripes', 'wipe', 'diagonal', 'brand', 'zip', 'transition'],
  intent: 'A bold, rhythmic, on-brand change of scene.',
  useWhen: 'Between sections of a promo or sports edit, into a title card, on the beat in a social cut.',
  pairsWith: ['kinetic-title', 'diagonal-stripes', 'split-reveal-title', 'subscribe-button', 'stat-counter', 'whip-pan'],
  avoidWith: ['color-sweep', 'shutter-blinds', 'quote-scene'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.primary' }, { param: 'colorB', brandToken: 'colors.accent' }],
  examples: [
    { title: 'Many thin horizontal stripes', props: { stripes: 14, angle: 90 - 15 } },
    { title: 'Three wide upright stripes', props: { stripes: 3, angle: 0, colorA: '#ff3d6e', colorB: '#ffffff' } },
  ],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    const a = (p.angle * Math.PI) / 180;
    const D = Math.hypot(W, H);
    const band = D / p.stripes;
    const cap = D * 0.32;
    const base = ctx.getTransform();
    full(ctx, io.from, W, H);
    for (let i = 0; i < p.stripes; i++) {
      // Stripes start in a scattered order (golden-ratio steps), so several zip at once.
      const delay = ((i * 0.618034) % 1) * 0.4;
      const k = easeInOutCubic(seg(t, delay, delay + 0.6));
      if (k <= 0) continue;
      const fromTop = i % 2 === 0;
      // The head of the stripe runs the length of the frame plus its bar.
      const head = -D / 2 + (D + cap) * k;
      const across = -D / 2 + i * band;
      // In the stripe's own frame: along = the stripe's length, turned by the angle about the centre.
      const rect = (y0: number, y1: number) => {
        const lo = fromTop ? y0 : -y1, hi = fromTop ? y1 : -y0;
        ctx.rect(across - 0.5, lo, band + 1, hi - lo);
      };
      ctx.save();
      ctx.translate(W / 2, H / 2);
      ctx.rotate(a);
      ctx.beginPath();
      rect(-D / 2, head - cap);
      ctx.save();
      ctx.clip();
      ctx.setTransform(base);
      full(ctx, io.to, W, H);
      ctx.restore();
      ctx.beginPath();
      rect(head - cap, head);
      ctx.fillStyle = i % 2 === 0 ? p.colorA : p.colorB;
      ctx.fill();
      ctx.beginPath();
      rect(head - Math.max(2, 5 * u), head);
      ctx.fillStyle = withAlpha(readableOn(i % 2 === 0 ? p.colorA : p.colorB), 0.35);
      ctx.fill();
      ctx.restore();
    }
  },
});
