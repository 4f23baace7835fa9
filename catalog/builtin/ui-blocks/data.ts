/** UI blocks that present numbers: counters and charts. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeInOutCubic, easeOutBack, easeOutCubic, easeOutExpo, ellipsize, readableOn, roundRect, seg, setFont, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family } from '../prop-types.ts';
import { formatNumber } from './parts.ts';

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
  pairsWith: ['gradient-flow', 'confetti-burst', 'line-chart', 'donut-chart'],
  avoidWith: ['rating-stars'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
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
  pairsWith: ['stat-counter', 'gradient-flow', 'grid-glow'],
  avoidWith: ['line-chart', 'donut-chart'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
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

/** A round step for axis ticks: 1, 2, 2.5 or 5 times a power of ten, about `range / count`. */
function niceStep(range: number, count: number): number {
  const raw = Math.max(range, 1e-9) / count;
  const pow = 10 ** Math.floor(Math.log10(raw));
  const m = raw / pow;
  return (m <= 1 ? 1 : m <= 2 ? 2 : m <= 2.5 ? 2.5 : m <= 5 ? 5 : 10) * pow;
}

/** Points of a Catmull-Rom curve through `pts` (clamped ends), `perSegment` samples per span. */
function smoothCurve(pts: { x: number; y: number }[], perSegment: number): { x: number; y: number }[] {
  if (pts.length < 3) return pts;
  const out: { x: number; y: number }[] = [];
  for (let i = 0; i < pts.length - 1; i++) {
    const p0 = pts[Math.max(0, i - 1)]!, p1 = pts[i]!, p2 = pts[i + 1]!, p3 = pts[Math.min(pts.length - 1, i + 2)]!;
    for (let k = 0; k < perSegment; k++) {
      const t = k / perSegment, t2 = t * t, t3 = t2 * t;
      // x stays linear between the points so the curve never runs backwards under the reveal.
      out.push({
        x: p1.x + (p2.x - p1.x) * t,
        y: 0.5 * (2 * p1.y + (-p0.y + p2.y) * t + (2 * p0.y - 5 * p1.y + 4 * p2.y - p3.y) * t2 + (-p0.y + 3 * p1.y - 3 * p2.y + p3.y) * t3),
      });
    }
  }
  out.push(pts[pts.length - 1]!);
  return out;
}

export const lineChart = defineComponent({
  id: 'line-chart',
  name: 'Line chart',
  description: 'A smooth line draws itself across a labelled grid with a glowing area beneath; points pop as the line reaches them, a value tag rides the tip and a change badge lands beside the title.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    title: Type.String({ maxLength: 120 }),
    points: Type.Array(Type.Object({ label: Type.String({ maxLength: 24 }), value: Type.Number() }, { additionalProperties: false }), { minItems: 2, maxItems: 12 }),
    prefix: Type.String({ maxLength: 8, description: 'before each value, e.g. $' }),
    suffix: Type.String({ maxLength: 8, description: 'after each value, e.g. k or %' }),
    decimals: Type.Integer({ minimum: 0, maximum: 3 }),
    showChange: Type.Boolean({ description: 'badge with the change from the first point to the last' }),
    higherIsBetter: Type.Boolean({ description: 'colours the change badge: a rise is good (green) or bad (red)' }),
    lineColor: color('line, points and area colour'),
    textColor: color('title and labels'),
    gridColor: color('grid lines'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: {
    title: 'Renders per month',
    points: [{ label: 'Jan', value: 1200 }, { label: 'Feb', value: 1850 }, { label: 'Mar', value: 1640 }, { label: 'Apr', value: 2900 }, { label: 'May', value: 3550 }, { label: 'Jun', value: 5200 }],
    prefix: '', suffix: '', decimals: 0, showChange: true, higherIsBetter: true,
    lineColor: '#12b5cb', textColor: '#ffffff', gridColor: 'rgba(255,255,255,0.12)', fontFamily: 'Inter',
  },
  durationInFrames: 150,
  textParam: 'title',
  tier: 'recommended',
  useCase: ['explainer', 'emphasis'],
  mood: ['data', 'confident', 'modern'],
  tags: ['chart', 'line', 'graph', 'trend', 'growth', 'data', 'kpi'],
  intent: 'Show how a number moved over time, and by how much.',
  useWhen: 'Growth stories, trends over months or quarters, before/after a launch; 3 to 12 points read best.',
  pairsWith: ['stat-counter', 'grid-glow', 'mesh-gradient', 'donut-chart'],
  avoidWith: ['bar-chart', 'film-grain'],
  brandBindings: [{ param: 'lineColor', brandToken: 'colors.secondary' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 700, 800] }],
  fixedCopy: [],
  warnings: ['Values are plotted as given: the vertical axis starts at zero unless a value is negative.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Quarterly revenue', props: { title: 'Revenue', prefix: '$', suffix: 'M', decimals: 1, points: [{ label: 'Q1', value: 2.4 }, { label: 'Q2', value: 3.1 }, { label: 'Q3', value: 2.8 }, { label: 'Q4', value: 4.6 }], lineColor: '#3ddc97' } },
    { title: 'Latency falling', props: { title: 'p95 latency', suffix: ' ms', higherIsBetter: false, points: [{ label: 'v1', value: 840 }, { label: 'v2', value: 610 }, { label: 'v3', value: 380 }, { label: 'v4', value: 220 }, { label: 'v5', value: 160 }], lineColor: '#ff7a59' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps, D = f.durationInFrames / f.fps;
    const values = p.points.map((pt) => pt.value);
    const lo = Math.min(0, ...values), hiRaw = Math.max(...values);
    const step = niceStep(hiRaw - lo, 4);
    const hi = Math.ceil((hiRaw * 1.08) / step) * step || step;
    const bottomLo = Math.floor(lo / step) * step;
    const left = W * 0.15, right = W * 0.87, top = H * 0.3, bottom = H * 0.8;
    const xAt = (i: number) => left + ((right - left) * i) / (p.points.length - 1);
    const yAt = (v: number) => bottom - ((v - bottomLo) / (hi - bottomLo)) * (bottom - top);
    const fmt = (v: number) => `${p.prefix}${formatNumber(v, p.decimals)}${p.suffix}`;
    const intro = easeOutCubic(seg(s, -0.3, 0.6));
    // Grid and axis labels fade in first.
    ctx.globalAlpha = intro;
    ctx.lineWidth = 2 * u;
    ctx.textBaseline = 'middle';
    setFont(ctx, p.fontFamily, 500, 24 * u);
    for (let v = bottomLo; v <= hi + step * 1e-6; v += step) {
      const y = yAt(v);
      ctx.strokeStyle = p.gridColor;
      ctx.setLineDash(v === bottomLo ? [] : [6 * u, 8 * u]);
      ctx.beginPath();
      ctx.moveTo(left, y);
      ctx.lineTo(right, y);
      ctx.stroke();
      ctx.fillStyle = withAlpha(p.textColor, 0.5);
      ctx.textAlign = 'right';
      ctx.fillText(fmt(v), left - 22 * u, y);
    }
    ctx.setLineDash([]);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'top';
    p.points.forEach((pt, i) => { ctx.fillStyle = withAlpha(p.textColor, 0.6); ctx.fillText(pt.label, xAt(i), bottom + 22 * u); });
    ctx.globalAlpha = 1;
    // The line reveals left to right; everything drawn along it is clipped to the revealed part.
    const drawEnd = Math.max(1.2, Math.min(D * 0.7, 3.2));
    const reveal = easeInOutCubic(seg(s, 0.35, drawEnd));
    const revealX = left + (right - left) * reveal;
    const curve = smoothCurve(p.points.map((pt, i) => ({ x: xAt(i), y: yAt(pt.value) })), 24);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, revealX + 1, H);
    ctx.clip();
    const area = ctx.createLinearGradient(0, top, 0, bottom);
    area.addColorStop(0, withAlpha(p.lineColor, 0.42));
    area.addColorStop(1, withAlpha(p.lineColor, 0));
    ctx.fillStyle = area;
    ctx.beginPath();
    ctx.moveTo(curve[0]!.x, bottom);
    for (const c of curve) ctx.lineTo(c.x, c.y);
    ctx.lineTo(curve[curve.length - 1]!.x, bottom);
    ctx.closePath();
    ctx.fill();
    ctx.strokeStyle = p.lineColor;
    ctx.lineWidth = 7 * u;
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.shadowColor = withAlpha(p.lineColor, 0.7);
    ctx.shadowBlur = 22 * u;
    ctx.beginPath();
    curve.forEach((c, i) => (i === 0 ? ctx.moveTo(c.x, c.y) : ctx.lineTo(c.x, c.y)));
    ctx.stroke();
    ctx.restore();
    ctx.shadowColor = 'transparent';
    // Points pop as the tip passes them.
    p.points.forEach((pt, i) => {
      const reached = (xAt(i) - left) / (right - left);
      const pop = easeOutBack(seg(reveal, reached - 0.001, reached + 0.12), 2.4) * (reveal >= reached ? 1 : 0);
      if (pop <= 0) return;
      const r = 11 * u * pop;
      ctx.fillStyle = p.lineColor;
      ctx.beginPath();
      ctx.arc(xAt(i), yAt(pt.value), r, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(xAt(i), yAt(pt.value), r * 0.45, 0, Math.PI * 2);
      ctx.fill();
    });
    // The tip: a halo and a tag with the value under it.
    if (reveal > 0) {
      let k = 0;
      while (k < curve.length - 1 && curve[k + 1]!.x <= revealX) k++;
      const a = curve[k]!, b = curve[Math.min(curve.length - 1, k + 1)]!;
      const t = b.x > a.x ? clamp((revealX - a.x) / (b.x - a.x)) : 0;
      const tipY = a.y + (b.y - a.y) * t;
      const segIndex = ((revealX - left) / (right - left)) * (p.points.length - 1);
      const i0 = Math.min(p.points.length - 2, Math.floor(segIndex));
      const value = values[i0]! + (values[i0 + 1]! - values[i0]!) * clamp(segIndex - i0);
      const pulse = 1 + 0.25 * Math.sin(s * 7);
      ctx.fillStyle = withAlpha(p.lineColor, 0.25);
      ctx.beginPath();
      ctx.arc(revealX, tipY, 26 * u * pulse, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = '#ffffff';
      ctx.beginPath();
      ctx.arc(revealX, tipY, 10 * u, 0, Math.PI * 2);
      ctx.fill();
      setFont(ctx, p.fontFamily, 800, 30 * u);
      const label = fmt(value);
      const tw = ctx.measureText(label).width + 36 * u, th = 52 * u;
      const tx = clamp(revealX - tw / 2, left - 40 * u, W - tw - 16 * u), ty = tipY - th - 34 * u;
      ctx.fillStyle = p.lineColor;
      roundRect(ctx, tx, ty, tw, th, 14 * u);
      ctx.fill();
      ctx.beginPath();
      ctx.moveTo(revealX - 12 * u, ty + th - 1);
      ctx.lineTo(revealX, ty + th + 14 * u);
      ctx.lineTo(revealX + 12 * u, ty + th - 1);
      ctx.fill();
      ctx.fillStyle = readableOn(p.lineColor);
      ctx.textBaseline = 'middle';
      ctx.fillText(label, tx + tw / 2, ty + th / 2 + u);
    }
    // Title, and the change from first to last once the line has arrived.
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    if (p.title) {
      ctx.globalAlpha = intro;
      setFont(ctx, p.fontFamily, 800, 54 * u);
      ctx.fillStyle = p.textColor;
      ctx.fillText(p.title, left - W * 0.06, top - 92 * u + (1 - intro) * 20 * u);
      ctx.globalAlpha = 1;
    }
    const first = values[0]!, last = values[values.length - 1]!;
    if (p.showChange && first !== 0) {
      const land = easeOutBack(seg(s, drawEnd - 0.1, drawEnd + 0.45), 2);
      if (land > 0) {
        const change = (last - first) / Math.abs(first);
        const good = (change >= 0) === p.higherIsBetter;
        const text = `${change >= 0 ? '▲' : '▼'} ${change >= 0 ? '+' : '−'}${formatNumber(Math.abs(change) * 100, Math.abs(change) < 0.1 ? 1 : 0)}%`;
        setFont(ctx, p.fontFamily, 800, 30 * u);
        const bw = ctx.measureText(text).width + 40 * u, bh = 54 * u;
        const bx = right - bw, by = top - 92 * u - bh * 0.78;
        const tint = good ? '#3ddc97' : '#ff5c7a';
        ctx.save();
        ctx.translate(bx + bw / 2, by + bh / 2);
        ctx.scale(land, land);
        ctx.fillStyle = withAlpha(tint, 0.18);
        ctx.strokeStyle = tint;
        ctx.lineWidth = 2.5 * u;
        roundRect(ctx, -bw / 2, -bh / 2, bw, bh, bh / 2);
        ctx.fill();
        ctx.stroke();
        ctx.fillStyle = tint;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(text, 0, 2 * u);
        ctx.restore();
      }
    }
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
});

export const donutChart = defineComponent({
  id: 'donut-chart',
  name: 'Donut chart',
  description: 'Segments sweep round a ring one after another while a legend counts up their shares; the largest segment lifts out and its share fills the centre.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    title: Type.String({ maxLength: 80 }),
    segments: Type.Array(Type.Object({ label: Type.String({ maxLength: 32 }), value: Type.Number({ minimum: 0 }) }, { additionalProperties: false }), { minItems: 2, maxItems: 6 }),
    centerLabel: Type.String({ maxLength: 24, description: 'under the share in the centre (the largest segment\'s label when empty)' }),
    primaryColor: color('largest segment'),
    secondaryColor: color('second segment'),
    accentColor: color('third segment; the rest are tints of the three'),
    textColor: color('title, legend and centre'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: {
    title: 'Where renders run',
    segments: [{ label: 'GPU nodes', value: 58 }, { label: 'CPU nodes', value: 27 }, { label: 'Edge', value: 15 }],
    centerLabel: 'on GPU', primaryColor: '#5b5bf6', secondaryColor: '#12b5cb', accentColor: '#ffb020', textColor: '#ffffff', fontFamily: 'Inter',
  },
  durationInFrames: 120,
  textParam: 'title',
  subtextParam: 'centerLabel',
  tier: 'standard',
  useCase: ['explainer'],
  mood: ['data', 'clean', 'informative'],
  tags: ['chart', 'donut', 'pie', 'share', 'breakdown', 'percent', 'data'],
  intent: 'Show how a whole splits into a few parts.',
  useWhen: 'Market share, budget or traffic breakdowns, survey answers: two to six parts that add up to a whole.',
  pairsWith: ['line-chart', 'stat-counter', 'mesh-gradient', 'grid-glow'],
  avoidWith: ['bar-chart', 'rgb-glitch'],
  brandBindings: [{ param: 'primaryColor', brandToken: 'colors.primary' }, { param: 'secondaryColor', brandToken: 'colors.secondary' }, { param: 'accentColor', brandToken: 'colors.accent' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 700, 800] }],
  warnings: ['Shares are computed from the values: they need not add up to 100.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Traffic sources', props: { title: 'Traffic by source', segments: [{ label: 'Search', value: 41 }, { label: 'Social', value: 26 }, { label: 'Direct', value: 18 }, { label: 'Email', value: 10 }, { label: 'Other', value: 5 }], centerLabel: 'from search' } },
    { title: 'Yes or no', props: { title: 'Would recommend us', segments: [{ label: 'Yes', value: 87 }, { label: 'No', value: 13 }], centerLabel: 'said yes', primaryColor: '#3ddc97', secondaryColor: '#ff5c7a' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps, D = f.durationInFrames / f.fps;
    const total = p.segments.reduce((a, b) => a + b.value, 0) || 1;
    const order = p.segments.map((_, i) => i).sort((a, b) => p.segments[b]!.value - p.segments[a]!.value);
    const base = [p.primaryColor, p.secondaryColor, p.accentColor];
    // Colours go by rank, so the largest part always wears the primary colour.
    const colorOf = new Map(order.map((seg_, rank) => [seg_, rank < 3 ? base[rank]! : mix(base[rank - 3]!, '#ffffff', 0.45)]));
    const portrait = H > W * 1.1;
    const R = Math.min(W, H) * (portrait ? 0.3 : 0.3);
    const cx = portrait ? W / 2 : W * 0.33, cy = portrait ? H * 0.36 : H / 2 + 10 * u;
    const thick = R * 0.34;
    const sweepEnd = Math.max(1.2, Math.min(D * 0.6, 2.6));
    const gap = 0.035;
    let start = -Math.PI / 2;
    const biggest = order[0]!;
    // Each segment sweeps in its own slice of the time, in order round the ring.
    const grows = p.segments.map((_, i) => {
      const a0 = (i / p.segments.length) * (sweepEnd - 0.3), a1 = a0 + 0.3 + (sweepEnd - 0.3) / p.segments.length;
      return easeInOutCubic(seg(s, 0.15 + a0, 0.15 + a1));
    });
    const lift = easeOutBack(seg(s, sweepEnd, sweepEnd + 0.5), 2);
    // Soft track under the ring.
    ctx.lineWidth = thick;
    ctx.strokeStyle = withAlpha(p.textColor, 0.1 * easeOutCubic(seg(s, -0.3, 0.4)));
    ctx.beginPath();
    ctx.arc(cx, cy, R, 0, Math.PI * 2);
    ctx.stroke();
    p.segments.forEach((sg, i) => {
      const share = sg.value / total;
      const grow = grows[i]!;
      const span = Math.PI * 2 * share;
      if (grow > 0 && span > gap) {
        const mid = start + span / 2;
        const out = i === biggest ? lift * thick * 0.22 : 0;
        const ox = Math.cos(mid) * out, oy = Math.sin(mid) * out;
        const c = colorOf.get(i)!;
        ctx.strokeStyle = c;
        ctx.lineCap = 'butt';
        ctx.lineWidth = i === biggest ? thick * (1 + 0.12 * lift) : thick;
        ctx.shadowColor = withAlpha(c, i === biggest ? 0.55 * lift : 0);
        ctx.shadowBlur = 30 * u;
        ctx.beginPath();
        ctx.arc(cx + ox, cy + oy, R, start + gap / 2, start + gap / 2 + (span - gap) * grow);
        ctx.stroke();
        ctx.shadowColor = 'transparent';
      }
      start += span;
    });
    // Centre: the largest share, counting up as its segment sweeps.
    const pct = (p.segments[biggest]!.value / total) * 100 * grows[biggest]!;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillStyle = p.textColor;
    setFont(ctx, p.fontFamily, 800, R * 0.42);
    ctx.fillText(`${Math.round(pct)}%`, cx, cy - R * 0.08);
    setFont(ctx, p.fontFamily, 500, R * 0.13);
    ctx.fillStyle = withAlpha(p.textColor, 0.7);
    ctx.fillText(ellipsize(ctx, (p.centerLabel || p.segments[biggest]!.label).toUpperCase(), R * 1.1), cx, cy + R * 0.25);
    // Title and legend beside (or under) the ring.
    const lx = portrait ? W * 0.16 : W * 0.6, legendW = portrait ? W * 0.68 : W * 0.32;
    const rowH = Math.min(86 * u, (portrait ? H * 0.32 : H * 0.5) / p.segments.length);
    const blockH = rowH * p.segments.length + (p.title ? 100 * u : 0);
    let y = portrait ? H * 0.7 - blockH / 2 + 40 * u : H / 2 - blockH / 2 + 10 * u;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    if (p.title) {
      const a = easeOutCubic(seg(s, -0.3, 0.5));
      ctx.globalAlpha = a;
      ctx.fillStyle = p.textColor;
      setFont(ctx, p.fontFamily, 800, 54 * u);
      ctx.fillText(ellipsize(ctx, p.title, legendW), lx, y + 40 * u);
      ctx.globalAlpha = 1;
      y += 100 * u;
    }
    p.segments.forEach((sg, i) => {
      const a0 = (i / p.segments.length) * (sweepEnd - 0.3);
      const a = easeOutCubic(seg(s, 0.1 + a0, 0.55 + a0));
      if (a <= 0) return;
      const ry = y + i * rowH + rowH / 2;
      ctx.globalAlpha = a;
      const x = lx + (1 - a) * 40 * u;
      ctx.fillStyle = colorOf.get(i)!;
      roundRect(ctx, x, ry - 14 * u, 28 * u, 28 * u, 8 * u);
      ctx.fill();
      setFont(ctx, p.fontFamily, i === biggest ? 700 : 500, 36 * u);
      ctx.fillStyle = p.textColor;
      ctx.textBaseline = 'middle';
      ctx.fillText(ellipsize(ctx, sg.label, legendW * 0.62), x + 50 * u, ry);
      setFont(ctx, p.fontFamily, 800, 36 * u);
      ctx.textAlign = 'right';
      ctx.fillText(`${Math.round((sg.value / total) * 100 * grows[i]!)}%`, lx + legendW, ry);
      ctx.textAlign = 'left';
      ctx.fillStyle = withAlpha(p.textColor, 0.1);
      ctx.fillRect(x + 50 * u, ry + rowH / 2 - 1 * u, legendW - 50 * u, 2 * u);
      ctx.globalAlpha = 1;
    });
    ctx.textBaseline = 'alphabetic';
  },
});
