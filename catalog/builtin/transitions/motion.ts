/** Built-in transitions that move the camera: whips, zooms and pushes between the two shots. */
import { Type } from '@sinclair/typebox';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { defineComponent, type Drawable } from '../../sdk.ts';
import { clamp, drawMeanOfCopies, drawSqueezed, easeInCubic, keptCanvas, easeInOutCubic, easeOutExpo, rng, seg, unit } from '../../draw.ts';
import { withAlpha } from '../../../shared/composition/color.ts';
import { color, anyFormat } from '../prop-types.ts';
import { onOwnLayer } from './pictures.ts';

const direction = () => Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('up'), Type.Literal('down')], { description: 'where the pictures travel' });
const unitVector = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] } as const;

/** Quintic ease in and out: still at both ends, very fast through the middle, as a whip is. */
const whipEase = (t: number) => { const x = clamp(t); return x < 0.5 ? 16 * x ** 5 : 1 - (-2 * x + 2) ** 5 / 2; };

/** A picture scaled by `z` about (cx, cy). */
function drawZoomed(ctx: SKRSContext2D, img: Drawable | undefined, W: number, H: number, z: number, cx: number, cy: number) {
  if (img) ctx.drawImage(img, cx - cx * z, cy - cy * z, W * z, H * z);
}

export const whipPan = defineComponent({
  id: 'whip-pan',
  name: 'Whip pan',
  description: 'The camera whips sideways: the outgoing shot smears into streaks of motion blur and the next one snaps into place from the other side.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  sounds: [{ atProgress: 0, family: 'whoosh', soundId: 'whoosh-bold', gainDb: -3 }],
  propSchema: Type.Object({
    direction: direction(),
    blur: Type.Number({ minimum: 0, maximum: 1, description: 'length of the motion blur' }),
    streaks: Type.Number({ minimum: 0, maximum: 1, description: 'how many light streaks fly past' }),
    streakColor: color('colour of the light streaks'),
  }, { additionalProperties: false }),
  propDefaults: { direction: 'left', blur: 0.8, streaks: 0.6, streakColor: '#ffffff' },
  durationInFrames: 16,
  tier: 'recommended',
  useCase: ['transition', 'social-cut'],
  mood: ['energetic', 'fast', 'dynamic', 'playful'],
  tags: ['whip', 'pan', 'motion blur', 'swish', 'fast cut', 'transition'],
  intent: 'Cut between two shots with the energy of a fast camera move.',
  useWhen: 'Fast-paced edits, travel and sports montages, social cuts on the beat, before-and-after reveals.',
  pairsWith: ['kinetic-title', 'word-by-word', 'news-ticker', 'zoom-punch', 'four-grid', 'letter-cascade'],
  avoidWith: ['quote-scene', 'luma-fade', 'testimonial'],
  examples: [
    { title: 'Vertical whip up', props: { direction: 'up', blur: 1, streaks: 0.8 } },
    { title: 'Clean whip, no streaks', props: { direction: 'right', blur: 0.5, streaks: 0 } },
  ],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    const [dx, dy] = unitVector[p.direction];
    const L = dx !== 0 ? W : H;
    const pos = whipEase(t);
    const speed = (whipEase(t + 0.01) - whipEase(t - 0.01)) / 0.02 / 5;
    const blurLen = L * 0.45 * p.blur * speed;
    onOwnLayer(ctx, io, (target) => {
      const copies = blurLen > 2 * u ? Math.round(Math.min(12, 3 + blurLen / (12 * u))) : 1;
      // Copies a few pixels apart hold no finer detail along the motion than their spacing: they
      // are drawn squeezed along it (by a power of two up to a third of the spacing, at most 8)
      // and stretched back, from pictures shrunk once per frame (not once per copy).
      const m = target.getTransform();
      const scale = Math.sqrt(Math.abs(m.a * m.d - m.b * m.c));
      const squeeze = copies > 1 ? 2 ** Math.floor(Math.log2(Math.min(8, ((blurLen / (copies - 1)) * scale) / 3))) : 1;
      const axis = dx !== 0 ? 'x' : 'y';
      const shrink = (owner: string, img: Drawable | undefined) => (img && squeeze >= 2 ? squeezedPicture(owner, img, W * scale, H * scale, axis, squeeze) : img);
      const from = shrink('whip-pan-from', io.from), to = shrink('whip-pan-to', io.to);
      // The two shots side by side as one strip panned past the frame; each picture repeats once
      // beyond its neighbour so that a smeared copy never leaves a gap.
      const place = (on: SKRSContext2D, offset: number) => {
        const shift = pos * L - offset;
        for (const [img, at] of [[from, -1], [from, 0], [to, 1], [to, 2]] as const) {
          const d = at * L - shift;
          if (!img || Math.abs(d) >= L) continue;
          // Pictures travel along (dx, dy): the next one waits on the opposite side.
          on.drawImage(img, -dx * d, -dy * d, W, H);
        }
      };
      const smear = (on: SKRSContext2D) => drawMeanOfCopies(on, copies, (k) => place(on, (k - 0.5) * blurLen));
      if (squeeze >= 2) drawSqueezed(target, 0, 0, W, H, axis, squeeze, smear);
      else smear(target);
      if (p.streaks > 0 && speed > 0.15) {
        const r = rng(f.frame * 31 + 7);
        const n = Math.round(28 * p.streaks);
        target.save();
        target.globalCompositeOperation = 'screen';
        for (let i = 0; i < n; i++) {
          const across = r() * (dx !== 0 ? H : W), along = r() * L, len = L * (0.15 + r() * 0.45) * speed;
          const thick = Math.max(1, (1 + r() * 3) * u);
          target.fillStyle = withAlpha(p.streakColor, (0.15 + 0.35 * r()) * speed);
          if (dx !== 0) target.fillRect(along - len / 2, across, len, thick);
          else target.fillRect(across, along - len / 2, thick, len);
        }
        target.fillStyle = withAlpha(p.streakColor, 0.08 * speed);
        target.fillRect(0, 0, W, H);
        target.restore();
      }
    });
  },
});

/**
 * `img`, drawn at `width` × `height` device pixels, shrunk `squeeze` times (a power of two) along
 * `axis` by halving it again and again: bilinear sampling at exactly half the size is the mean of
 * each pair of pixels, so nothing aliases, and it costs less than a mipmapped shrink (which builds
 * the picture's whole pyramid every frame: at 960x540 that cost more than the copies saved).
 * Each step is a scratch canvas kept for `owner`.
 */
function squeezedPicture(owner: string, img: Drawable, width: number, height: number, axis: 'x' | 'y', squeeze: number): Drawable {
  let from: Drawable = img, w = width, h = height;
  for (let step = 1; step < squeeze; step *= 2) {
    if (axis === 'x') w /= 2;
    else h /= 2;
    const canvas = keptCanvas(`${owner}-${step}`, w, h);
    const c = canvas.getContext('2d');
    c.clearRect(0, 0, canvas.width, canvas.height);
    c.imageSmoothingEnabled = true;
    c.imageSmoothingQuality = 'low';
    c.drawImage(from, 0, 0, canvas.width, canvas.height);
    from = canvas;
  }
  return from;
}

export const zoomPunch = defineComponent({
  id: 'zoom-punch',
  name: 'Zoom punch',
  description: 'The outgoing shot rushes into the lens with a radial blur and speed lines, a flash hits on the cut, and the next shot punches in from close and settles with a bump.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  sounds: [{ atProgress: 0, family: 'riser', soundId: 'riser-subtle', gainDb: -6 }, { atProgress: 0.5, family: 'impact', soundId: 'impact-standard', gainDb: -3 }],
  propSchema: Type.Object({
    strength: Type.Number({ minimum: 0.1, maximum: 1, description: 'how far the zoom goes' }),
    blur: Type.Number({ minimum: 0, maximum: 1, description: 'strength of the radial blur' }),
    flash: Type.Number({ minimum: 0, maximum: 1, description: 'brightness of the flash on the cut' }),
    flashColor: color('colour of the flash'),
    lineColor: color('colour of the speed lines'),
    centerX: Type.Number({ minimum: 0, maximum: 1 }),
    centerY: Type.Number({ minimum: 0, maximum: 1 }),
  }, { additionalProperties: false }),
  propDefaults: { strength: 0.7, blur: 0.8, flash: 0.6, flashColor: '#ffffff', lineColor: '#ffffff', centerX: 0.5, centerY: 0.5 },
  durationInFrames: 18,
  tier: 'recommended',
  useCase: ['transition', 'social-cut', 'emphasis'],
  mood: ['punchy', 'energetic', 'bold', 'hype'],
  tags: ['zoom', 'punch', 'radial blur', 'flash', 'speed lines', 'impact', 'transition'],
  intent: 'Hit a cut hard, on a beat or a drop, with forward momentum.',
  useWhen: 'Music-driven edits, hype reels, product drops and reveals, the first cut after an intro.',
  pairsWith: ['whip-pan', 'glitch-title', 'stat-counter', 'like-burst', 'product-showcase', 'rgb-glitch'],
  avoidWith: ['quote-scene', 'testimonial', 'luma-fade', 'blur-morph'],
  brandBindings: [{ param: 'lineColor', brandToken: 'colors.accent' }],
  examples: [
    { title: 'Off-centre punch into a face', props: { centerX: 0.62, centerY: 0.4, strength: 1, flash: 0.9 } },
    { title: 'Soft push, no flash', props: { strength: 0.4, blur: 0.5, flash: 0 } },
  ],
  warnings: ['The flash on the cut is a bright full-frame pulse: set flash to 0 for viewers sensitive to flashing light.'],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const t = f.progress;
    const cx = W * p.centerX, cy = H * p.centerY;
    const outgoing = t < 0.5;
    const k = outgoing ? seg(t, 0, 0.5) : seg(t, 0.5, 1);
    // Out: accelerating into the lens. In: from close up, fast out to rest, with a small bump.
    const z = outgoing
      ? 1 + 1.8 * p.strength * easeInCubic(k)
      : 1 + 1.1 * p.strength * (1 - easeOutExpo(k)) + 0.05 * p.strength * Math.sin(Math.PI * seg(k, 0.35, 1));
    const rush = outgoing ? easeInCubic(k) : 1 - easeOutExpo(k);
    const spread = 0.35 * p.blur * rush;
    onOwnLayer(ctx, io, (target) => {
      const img = outgoing ? io.from : io.to;
      drawMeanOfCopies(target, spread > 0.01 ? 9 : 1, (q) => drawZoomed(target, img, W, H, z * (1 + spread * q), cx, cy));
      // Speed lines converging on the centre around the cut.
      const lines = Math.sin(Math.PI * seg(t, 0.2, 0.8));
      if (lines > 0.01) {
        const r = rng(f.frame * 17 + 3);
        const R = Math.hypot(W, H);
        target.save();
        target.globalCompositeOperation = 'screen';
        for (let i = 0; i < 70; i++) {
          const a = r() * Math.PI * 2, inner = R * (0.18 + r() * 0.3), wid = (0.004 + r() * 0.01) * lines;
          target.fillStyle = withAlpha(p.lineColor, (0.25 + 0.5 * r()) * lines);
          target.beginPath();
          target.moveTo(cx + Math.cos(a) * inner, cy + Math.sin(a) * inner);
          target.lineTo(cx + Math.cos(a - wid) * R, cy + Math.sin(a - wid) * R);
          target.lineTo(cx + Math.cos(a + wid) * R, cy + Math.sin(a + wid) * R);
          target.closePath();
          target.fill();
        }
        target.restore();
        const v = target.createRadialGradient(cx, cy, Math.min(W, H) * 0.3, cx, cy, R * 0.6);
        v.addColorStop(0, 'rgba(0,0,0,0)');
        v.addColorStop(1, `rgba(0,0,0,${0.5 * lines})`);
        target.fillStyle = v;
        target.fillRect(0, 0, W, H);
      }
      const flash = p.flash * Math.exp(-(((t - 0.5) / 0.07) ** 2));
      if (flash > 0.01) {
        const g = target.createRadialGradient(cx, cy, 0, cx, cy, Math.hypot(W, H) * 0.7);
        g.addColorStop(0, withAlpha(p.flashColor, flash));
        g.addColorStop(1, withAlpha(p.flashColor, flash * 0.6));
        target.fillStyle = g;
        target.fillRect(0, 0, W, H);
      }
    });
  },
});

export const slidePush = defineComponent({
  id: 'slide-push',
  name: 'Slide push',
  description: 'The next shot slides in behind two brand-coloured bars and pushes the last one out, which drifts back into shadow as it goes.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  sounds: [{ atProgress: 0, family: 'whoosh', soundId: 'whoosh-subtle' }],
  propSchema: Type.Object({
    direction: direction(),
    barColor: color('colour of the wide leading bar'),
    accentColor: color('colour of the thin bar ahead of it'),
    barWidth: Type.Number({ minimum: 0, maximum: 0.3, description: 'width of the wide bar as a fraction of the frame' }),
    parallax: Type.Number({ minimum: 0, maximum: 0.9, description: 'how much slower the outgoing shot moves than the incoming one' }),
    shadow: Type.Number({ minimum: 0, maximum: 1 }),
  }, { additionalProperties: false }),
  propDefaults: { direction: 'left', barColor: '#5b5bf6', accentColor: '#ffb020', barWidth: 0.06, parallax: 0.45, shadow: 0.7 },
  durationInFrames: 22,
  tier: 'standard',
  useCase: ['transition', 'explainer', 'social-cut'],
  mood: ['clean', 'branded', 'confident', 'modern'],
  tags: ['slide', 'push', 'parallax', 'bars', 'brand', 'transition'],
  intent: 'Move on to the next point with a tidy, branded push.',
  useWhen: 'Between the steps of an explainer, slides of a product tour, or items of a list.',
  pairsWith: ['lower-third', 'step-timeline', 'media-caption-panel', 'checklist', 'split-screen', 'news-ticker'],
  avoidWith: ['glitch-cut', 'zoom-punch', 'crt-scanlines'],
  brandBindings: [{ param: 'barColor', brandToken: 'colors.primary' }, { param: 'accentColor', brandToken: 'colors.accent' }],
  examples: [
    { title: 'Push up for vertical video', props: { direction: 'up', barWidth: 0.1 } },
    { title: 'Plain push without bars', props: { direction: 'right', barWidth: 0, parallax: 0, shadow: 0.3 } },
  ],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const t = f.progress;
    const [dx, dy] = unitVector[p.direction];
    const horizontal = dx !== 0;
    const L = horizontal ? W : H;
    const bar = L * p.barWidth, accent = bar * 0.35;
    const lead = bar + accent;
    const k = easeInOutCubic(t);
    // Distances along the travel, measured from the side the next shot enters on. The front of the
    // bars is at `edge`; the next shot follows right behind them.
    const edge = (L + lead) * k;
    const point = (q: number): [number, number] => horizontal ? [dx < 0 ? W - q : q, 0] : [0, dy < 0 ? H - q : q];
    const band = (q0: number, q1: number) => {
      const [x0, y0] = point(q0), [x1, y1] = point(q1);
      if (horizontal) ctx.fillRect(Math.min(x0, x1), 0, Math.abs(x1 - x0), H);
      else ctx.fillRect(0, Math.min(y0, y1), W, Math.abs(y1 - y0));
    };
    if (io.from) {
      const moved = edge * (1 - p.parallax);
      ctx.drawImage(io.from, dx * moved, dy * moved, W, H);
      ctx.fillStyle = `rgba(0,0,0,${0.45 * p.shadow * k})`;
      ctx.fillRect(0, 0, W, H);
    }
    if (p.shadow > 0) {
      const [gx0, gy0] = point(edge), [gx1, gy1] = point(edge + L * 0.08);
      const g = ctx.createLinearGradient(gx0, gy0, gx1, gy1);
      g.addColorStop(0, `rgba(0,0,0,${0.55 * p.shadow})`);
      g.addColorStop(1, 'rgba(0,0,0,0)');
      ctx.fillStyle = g;
      band(edge, edge + L * 0.08);
    }
    if (io.to) {
      const behind = edge - lead - L;
      ctx.drawImage(io.to, dx * behind, dy * behind, W, H);
    }
    if (lead > 0) {
      ctx.fillStyle = p.barColor;
      band(edge - lead, edge - accent);
      ctx.fillStyle = p.accentColor;
      band(edge - accent, edge);
    }
  },
});
