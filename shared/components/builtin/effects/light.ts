/** Built-in effects of light added over the picture: leaks, flares, spotlights. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { withAlpha } from '../../../composition/color.ts';
import { colorProp as color, seedProp, anyFormat } from '../props.ts';
import { clamp, rng } from '../../draw.ts';

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
