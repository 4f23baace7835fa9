/** UI blocks that show progress toward a goal: bars, steps, checklists. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeInOutCubic, roundRect, seg, setFont, unit } from '../../draw.ts';
import { mix } from '../../../composition/color.ts';
import { color, family } from './parts.ts';

export const progressBar = defineComponent({
  id: 'progress-bar',
  name: 'Progress bar',
  description: 'A labelled progress bar that fills to a target with a moving sheen, and a percentage that follows its tip.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    label: Type.String({ maxLength: 80 }),
    target: Type.Number({ minimum: 0, maximum: 1 }),
    barColor: color('fill colour'),
    trackColor: color('track colour'),
    textColor: color('label colour'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: { label: 'Rendering scenes', target: 0.86, barColor: '#5b5bf6', trackColor: 'rgba(255,255,255,0.16)', textColor: '#ffffff', fontFamily: 'Inter' },
  durationInFrames: 90,
  textParam: 'label',
  tier: 'standard',
  useCase: ['explainer', 'social-cut'],
  mood: ['clean', 'informative'],
  tags: ['progress', 'bar', 'loading', 'ui'],
  intent: 'Show progress toward a goal.',
  useWhen: 'Funding goals, completion, loading moments.',
  brandBindings: [{ param: 'barColor', brandToken: 'colors.primary' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [700, 800] }],
  examples: [{ title: 'Goal', props: { label: 'Goal reached', target: 1 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const bw = W * 0.62, bh = 34 * u;
    const x = W / 2 - bw / 2, y = H / 2;
    const fill = p.target * Math.max(0.03, easeInOutCubic(seg(s, -0.1, 2.2)));
    ctx.fillStyle = p.trackColor;
    roundRect(ctx, x, y, bw, bh, bh / 2);
    ctx.fill();
    ctx.save();
    roundRect(ctx, x, y, bw * fill, bh, bh / 2);
    ctx.clip();
    const g = ctx.createLinearGradient(x, 0, x + bw, 0);
    g.addColorStop(0, mix(p.barColor, '#ffffff', 0.15));
    g.addColorStop(1, p.barColor);
    ctx.fillStyle = g;
    ctx.fillRect(x, y, bw, bh);
    const sheenX = x + ((s * 0.6) % 1.4 - 0.2) * bw;
    const sh = ctx.createLinearGradient(sheenX - 80 * u, 0, sheenX + 80 * u, 0);
    sh.addColorStop(0, 'rgba(255,255,255,0)');
    sh.addColorStop(0.5, 'rgba(255,255,255,0.35)');
    sh.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = sh;
    ctx.fillRect(x, y, bw, bh);
    ctx.restore();
    setFont(ctx, p.fontFamily, 700, 44 * u);
    ctx.fillStyle = p.textColor;
    ctx.fillText(p.label, x, y - 28 * u);
    const pct = `${Math.round(fill * 100)}%`;
    setFont(ctx, p.fontFamily, 800, 40 * u);
    const pw = ctx.measureText(pct).width;
    const tipX = clamp(x + bw * fill - pw / 2, x, x + bw - pw);
    ctx.fillText(pct, tipX, y + bh + 56 * u);
  },
});
