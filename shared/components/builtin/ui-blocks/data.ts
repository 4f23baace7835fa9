/** UI blocks that present numbers: counters and charts. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeOutCubic, easeOutExpo, roundRect, seg, setFont, unit } from '../../draw.ts';
import { withAlpha } from '../../../composition/color.ts';
import { color, family, formatNumber } from './parts.ts';

export const statCounter = defineComponent({
  id: 'stat-counter',
  name: 'Stat counter',
  description: 'A big number counts up inside a ring that fills to match, with a label beneath.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    value: Type.Number({ description: 'final value' }),
    decimals: Type.Integer({ minimum: 0, maximum: 4 }),
    prefix: Type.String({ maxLength: 8 }),
    suffix: Type.String({ maxLength: 8 }),
    label: Type.String({ maxLength: 80 }),
    ringFraction: Type.Number({ minimum: 0, maximum: 1, description: 'how far the ring fills' }),
    color: color('number colour'),
    ringColor: color('ring colour'),
    trackColor: color('empty ring colour'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: { value: 9.4, decimals: 1, prefix: '', suffix: '×', label: 'faster than realtime', ringFraction: 0.94, color: '#ffffff', ringColor: '#12b5cb', trackColor: 'rgba(255,255,255,0.14)', fontFamily: 'Montserrat' },
  durationInFrames: 90,
  textParam: 'label',
  tier: 'recommended',
  useCase: ['explainer', 'emphasis'],
  mood: ['confident', 'data', 'modern'],
  tags: ['number', 'stat', 'counter', 'kpi', 'data'],
  intent: 'Make a single number land.',
  useWhen: 'Results, metrics, milestones.',
  pairsWith: ['gradient-flow', 'confetti-burst'],
  brandBindings: [{ param: 'ringColor', brandToken: 'colors.secondary' }, { param: 'color', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'fontFamily', weights: [800] }],
  examples: [{ title: 'Growth', props: { value: 250, decimals: 0, prefix: '+', suffix: '%', label: 'weekly renders' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const count = easeOutExpo(seg(s, -0.05, 1.8));
    const R = Math.min(W, H) * 0.26;
    const cx = W / 2, cy = H / 2 - (p.label ? R * 0.18 : 0);
    const lw = R * 0.09;
    ctx.lineCap = 'round';
    ctx.lineWidth = lw;
    ctx.strokeStyle = p.trackColor;
    ctx.beginPath();
    ctx.arc(cx, cy, R, 0, Math.PI * 2);
    ctx.stroke();
    const end = -Math.PI / 2 + Math.PI * 2 * p.ringFraction * Math.max(0.02, count);
    ctx.strokeStyle = p.ringColor;
    ctx.shadowColor = withAlpha(p.ringColor, 0.6);
    ctx.shadowBlur = 24 * u;
    ctx.beginPath();
    ctx.arc(cx, cy, R, -Math.PI / 2, end);
    ctx.stroke();
    ctx.shadowColor = 'transparent';
    const text = `${p.prefix}${formatNumber(p.value * count, p.decimals)}${p.suffix}`;
    let size = R * 0.62;
    setFont(ctx, p.fontFamily, 800, size);
    const w = ctx.measureText(text).width;
    if (w > R * 1.6) { size *= (R * 1.6) / w; setFont(ctx, p.fontFamily, 800, size); }
    ctx.fillStyle = p.color;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    const pop = 1 + 0.08 * Math.sin(Math.PI * seg(s, 1.6, 2.0));
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(pop, pop);
    ctx.fillText(text, 0, 0);
    ctx.restore();
    if (p.label) {
      const a = easeOutCubic(seg(s, 0.2, 0.8));
      setFont(ctx, 'Inter', 600, R * 0.16);
      ctx.globalAlpha = 0.4 + 0.6 * a;
      ctx.fillText(p.label.toUpperCase(), cx, cy + R + R * 0.34 + (1 - a) * 10 * u);
      ctx.globalAlpha = 1;
    }
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
});

export const barChart = defineComponent({
  id: 'bar-chart',
  name: 'Bar chart',
  description: 'Labelled bars grow one after another to their values, the tallest highlighted, values counting beside them.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    title: Type.String({ maxLength: 120 }),
    bars: Type.Array(Type.Object({ label: Type.String({ maxLength: 40 }), value: Type.Number({ minimum: 0 }) }, { additionalProperties: false }), { minItems: 1, maxItems: 12 }),
    barColor: color('bar colour'),
    highlightColor: color('colour of the largest bar'),
    textColor: color('labels and title'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: { title: 'Minutes to render one hour of video', bars: [{ label: '1 node', value: 58 }, { label: '4 nodes', value: 16 }, { label: '8 nodes', value: 9 }, { label: '16 nodes', value: 5 }], barColor: '#5b5bf6', highlightColor: '#ffb020', textColor: '#ffffff', fontFamily: 'Inter' },
  durationInFrames: 120,
  textParam: 'title',
  tier: 'standard',
  useCase: ['explainer'],
  mood: ['informative', 'data'],
  tags: ['chart', 'bars', 'data', 'comparison'],
  intent: 'Compare a few quantities at a glance.',
  useWhen: 'Benchmarks, survey results, before/after numbers.',
  brandBindings: [{ param: 'barColor', brandToken: 'colors.primary' }, { param: 'highlightColor', brandToken: 'colors.accent' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [600, 800] }],
  examples: [{ title: 'Survey', props: { title: 'Favourite format', bars: [{ label: 'Shorts', value: 48 }, { label: 'Long form', value: 31 }, { label: 'Live', value: 21 }] } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const n = p.bars.length;
    const max = Math.max(...p.bars.map((b) => b.value), 1e-9);
    const best = p.bars.findIndex((b) => b.value === max);
    const left = W * 0.2, right = W * 0.85;
    const top = H * 0.28, bottom = H * 0.82;
    const rowH = (bottom - top) / n;
    const barH = rowH * 0.62;
    if (p.title) {
      setFont(ctx, p.fontFamily, 800, 52 * u);
      ctx.fillStyle = p.textColor;
      ctx.globalAlpha = 0.4 + 0.6 * easeOutCubic(seg(s, -0.2, 0.4));
      ctx.fillText(p.title, left - W * 0.1, top - 60 * u);
      ctx.globalAlpha = 1;
    }
    p.bars.forEach((b, i) => {
      const g = easeOutCubic(seg(s, 0.05 + i * 0.15 - 0.2, 0.9 + i * 0.15));
      const y = top + i * rowH + (rowH - barH) / 2;
      const w = Math.max(6 * u, (right - left) * (b.value / max) * g);
      setFont(ctx, p.fontFamily, 600, barH * 0.42);
      ctx.fillStyle = withAlpha(p.textColor, 0.85);
      ctx.textAlign = 'right';
      ctx.textBaseline = 'middle';
      ctx.fillText(b.label, left - 24 * u, y + barH / 2);
      ctx.textAlign = 'left';
      ctx.fillStyle = i === best ? p.highlightColor : p.barColor;
      roundRect(ctx, left, y, w, barH, barH * 0.22);
      ctx.fill();
      setFont(ctx, p.fontFamily, 800, barH * 0.46);
      ctx.fillStyle = p.textColor;
      ctx.globalAlpha = clamp(g * 1.5);
      ctx.fillText(formatNumber(b.value * g, Number.isInteger(b.value) ? 0 : 1), left + w + 18 * u, y + barH / 2);
      ctx.globalAlpha = 1;
      ctx.textBaseline = 'alphabetic';
    });
  },
});
