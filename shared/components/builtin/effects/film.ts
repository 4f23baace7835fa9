/** Built-in effects that grade the picture beneath them: film looks, grain, vignettes, colour grades. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { withAlpha } from '../../../composition/color.ts';
import { colorProp as color, seedProp, anyFormat } from '../props.ts';
import { rng, unit } from '../../draw.ts';

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
