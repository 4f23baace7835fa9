/** Built-in effects: overlays that grade or decorate whatever lies beneath them. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../sdk.ts';
import { clamp, rng, unit } from '../draw.ts';
import { withAlpha } from '../../composition/color.ts';

const color = (description: string) => Type.String({ minLength: 1, description });

export const lightLeak = defineComponent({
  id: 'light-leak',
  name: 'Light leak',
  description: 'Warm film light leaks that bloom from the frame edge and drift across, added over the picture.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    colorA: color('main leak colour'),
    colorB: color('secondary leak colour'),
    intensity: Type.Number({ minimum: 0, maximum: 1 }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#ff7a2f', colorB: '#ffd36b', intensity: 0.8, seed: 3 },
  durationInFrames: 60,
  tier: 'recommended',
  useCase: ['transition', 'grade', 'intro'],
  mood: ['warm', 'nostalgic', 'cinematic'],
  tags: ['light leak', 'film', 'overlay', 'flare'],
  intent: 'Add warmth and a filmic flash over footage or a cut.',
  useWhen: 'Over a cut between two shots, or at the opening of a warm piece.',
  pairsWith: ['kinetic-title'],
  brandBindings: [{ param: 'colorB', brandToken: 'colors.accent' }],
  examples: [{ title: 'Warm flash', props: { intensity: 1 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const t = f.progress;
    const r = rng(p.seed);
    const env = 0.35 + 0.65 * Math.sin(Math.PI * clamp(t * 0.9 + 0.05));
    ctx.globalCompositeOperation = 'screen';
    const R = Math.max(W, H);
    for (let i = 0; i < 4; i++) {
      const side = r() < 0.5 ? -0.1 : 1.1;
      const x = W * (side + (side < 0 ? 1 : -1) * (0.15 + 0.55 * t) * (0.6 + r() * 0.6));
      const y = H * (0.15 + r() * 0.7) + Math.sin(t * 3 + i) * H * 0.05;
      const rad = R * (0.35 + r() * 0.35);
      const c = i % 2 === 0 ? p.colorA : p.colorB;
      const g = ctx.createRadialGradient(x, y, 0, x, y, rad);
      g.addColorStop(0, withAlpha(c, 0.85 * p.intensity * env));
      g.addColorStop(0.4, withAlpha(c, 0.35 * p.intensity * env));
      g.addColorStop(1, withAlpha(c, 0));
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, W, H);
    }
    const streak = ctx.createLinearGradient(0, 0, W, H);
    const sx = clamp(0.1 + t * 0.8);
    streak.addColorStop(clamp(sx - 0.15), withAlpha(p.colorB, 0));
    streak.addColorStop(sx, withAlpha(p.colorB, 0.35 * p.intensity * env));
    streak.addColorStop(clamp(sx + 0.15), withAlpha(p.colorB, 0));
    ctx.fillStyle = streak;
    ctx.fillRect(0, 0, W, H);
    ctx.globalCompositeOperation = 'source-over';
  },
});

export const filmLook = defineComponent({
  id: 'film-look',
  name: 'Film look',
  description: 'A vignette, fine animated grain, gentle gate weave of letterbox bars and a faint warm tint.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    vignette: Type.Number({ minimum: 0, maximum: 1 }),
    grain: Type.Number({ minimum: 0, maximum: 1 }),
    letterbox: Type.Number({ minimum: 0, maximum: 0.25, description: 'bar height as a fraction of the frame height' }),
    tint: color('tint colour'),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { vignette: 0.7, grain: 0.5, letterbox: 0.1, tint: '#ffb36b', seed: 5 },
  durationInFrames: 90,
  tier: 'standard',
  useCase: ['grade', 'full-scene'],
  mood: ['cinematic', 'moody', 'nostalgic'],
  tags: ['film', 'grain', 'vignette', 'letterbox', 'grade'],
  intent: 'Give footage a cinematic finish.',
  useWhen: 'Over footage for the length of a scene.',
  examples: [{ title: 'Cinematic grade', props: { letterbox: 0.12 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const R = Math.hypot(W, H) / 2;
    ctx.fillStyle = withAlpha(p.tint, 0.08);
    ctx.globalCompositeOperation = 'soft-light';
    ctx.fillRect(0, 0, W, H);
    ctx.globalCompositeOperation = 'source-over';
    const v = ctx.createRadialGradient(W / 2, H / 2, R * 0.35, W / 2, H / 2, R);
    v.addColorStop(0, 'rgba(0,0,0,0)');
    v.addColorStop(1, `rgba(0,0,0,${0.85 * p.vignette})`);
    ctx.fillStyle = v;
    ctx.fillRect(0, 0, W, H);
    const r = rng(p.seed * 7919 + f.frame);
    const dots = Math.round(2500 * p.grain * (W * H) / (1920 * 1080)) + 200;
    const size = Math.max(1, 2.2 * u);
    for (let i = 0; i < dots; i++) {
      const light = r() < 0.5;
      ctx.fillStyle = light ? `rgba(255,255,255,${0.05 + 0.12 * p.grain * r()})` : `rgba(0,0,0,${0.08 + 0.16 * p.grain * r()})`;
      ctx.fillRect(r() * W, r() * H, size, size);
    }
    if (p.letterbox > 0) {
      const bar = H * p.letterbox;
      const weave = Math.sin(f.frame * 0.9) * u;
      ctx.fillStyle = '#000000';
      ctx.fillRect(0, 0, W, bar + weave);
      ctx.fillRect(0, H - bar + weave, W, bar - weave);
    }
  },
});

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
  sounds: [{ atSec: 0, family: 'pop', soundId: 'pop-bold' }, { atSec: 0.08, family: 'pop', soundId: 'pop-standard', gainDb: -3 }],
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
