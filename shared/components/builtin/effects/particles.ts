/** Built-in particle effects drawn over the picture: confetti, glints, weather, dust. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { withAlpha } from '../../../composition/color.ts';
import { colorProp as color, seedProp, anyFormat } from '../props.ts';
import { clamp, rng, unit } from '../../draw.ts';

export const confettiBurst = defineComponent({
  id: 'confetti-burst',
  name: 'Confetti burst',
  description: 'Two cannons fire brand-coloured confetti that tumbles, flutters and falls under gravity.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    colorA: color('confetti colour 1'),
    colorB: color('confetti colour 2'),
    colorC: color('confetti colour 3'),
    count: Type.Integer({ minimum: 10, maximum: 600 }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#5b5bf6', colorB: '#ffb020', colorC: '#12b5cb', count: 220, seed: 9 },
  durationInFrames: 90,
  tier: 'standard',
  useCase: ['emphasis', 'outro', 'social-cut'],
  mood: ['festive', 'playful', 'celebratory'],
  tags: ['confetti', 'celebration', 'particles', 'win'],
  intent: 'Celebrate a milestone or a reveal.',
  useWhen: 'Announcements, results, thank-you moments.',
  pairsWith: ['stat-counter', 'outro-card'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.primary' }, { param: 'colorB', brandToken: 'colors.accent' }, { param: 'colorC', brandToken: 'colors.secondary' }],
  examples: [{ title: 'Celebration', props: { count: 240 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.frame / f.fps + 0.35;
    const r = rng(p.seed);
    const colors = [p.colorA, p.colorB, p.colorC, '#ffffff'];
    const terminal = 170 * u;
    const drag = 1.5;
    for (let i = 0; i < p.count; i++) {
      const left = i % 2 === 0;
      const angle = -Math.PI / 2 + (left ? 0.42 : -0.42) + (r() - 0.5) * 0.75;
      const speed = (1000 + r() * 1000) * u;
      const delay = r() * 0.18;
      const w = (16 + r() * 14) * u, h = (8 + r() * 8) * u;
      const spin = r() * 10 + 4;
      const c = colors[Math.floor(r() * colors.length)]!;
      const tt = t - delay;
      if (tt <= 0) continue;
      const k = (1 - Math.exp(-drag * tt)) / drag;
      const vy0 = Math.sin(angle) * speed;
      const x = (left ? W * 0.04 : W * 0.96) + Math.cos(angle) * speed * k + Math.sin(tt * 5 + i) * 14 * u * Math.min(1, tt);
      const y = H * 0.99 + terminal * tt + (vy0 - terminal) * k;
      if (y > H + 40 * u) continue;
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(tt * spin);
      ctx.scale(1, Math.cos(tt * spin * 1.3));
      ctx.fillStyle = c;
      ctx.fillRect(-w / 2, -h / 2, w, h);
      ctx.restore();
    }
  },
});

export const sparkles = defineComponent({
  id: 'sparkles',
  name: 'Sparkles',
  description: 'Four-pointed glints that twinkle in and out across the frame, each flaring and fading on its own beat.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    color: color('glint colour'),
    glow: color('glow colour'),
    count: Type.Integer({ minimum: 3, maximum: 120 }),
    size: Type.Number({ minimum: 4, maximum: 200, description: 'largest glint in pixels at 1080p' }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { color: '#ffffff', glow: '#ffd36b', count: 26, size: 70, seed: 21 },
  durationInFrames: 90,
  tier: 'niche',
  useCase: ['emphasis', 'grade'],
  mood: ['magical', 'festive', 'premium'],
  tags: ['sparkle', 'glint', 'shine', 'stars', 'overlay'],
  intent: 'Add a touch of shine to a product or a reveal.',
  useWhen: 'Over a product shot, a logo, or a celebratory moment.',
  pairsWith: ['intro-reveal'],
  brandBindings: [{ param: 'glow', brandToken: 'colors.accent' }],
  examples: [{ title: 'Shine', props: { count: 40 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const r = rng(p.seed);
    for (let i = 0; i < p.count; i++) {
      const x = W * (0.06 + r() * 0.88), y = H * (0.06 + r() * 0.88);
      const period = 0.9 + r() * 1.4, phase = r() * period;
      const size = p.size * u * (0.3 + r() * 0.7);
      const k = ((s + phase) % period) / period;
      const life = Math.sin(Math.PI * k) ** 2;
      if (life < 0.02) continue;
      const rad = size * life;
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(s * (r() - 0.5) + i);
      const g = ctx.createRadialGradient(0, 0, 0, 0, 0, rad * 0.9);
      g.addColorStop(0, withAlpha(p.glow, 0.55 * life));
      g.addColorStop(1, withAlpha(p.glow, 0));
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(0, 0, rad * 0.9, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = withAlpha(p.color, clamp(life * 1.3));
      ctx.beginPath();
      for (let j = 0; j < 4; j++) {
        const a = (j * Math.PI) / 2;
        ctx.lineTo(Math.cos(a) * rad, Math.sin(a) * rad);
        ctx.lineTo(Math.cos(a + Math.PI / 4) * rad * 0.14, Math.sin(a + Math.PI / 4) * rad * 0.14);
      }
      ctx.closePath();
      ctx.fill();
      ctx.restore();
    }
  },
});
