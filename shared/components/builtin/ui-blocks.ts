/** Built-in UI blocks: counters, progress, charts, buttons. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../sdk.ts';
import { clamp, easeInOutCubic, easeOutBack, easeOutCubic, easeOutExpo, readableOn, roundRect, seg, setFont, unit } from '../draw.ts';
import { mix, withAlpha } from '../../composition/color.ts';

const color = (description: string) => Type.String({ minLength: 1, description });
const family = Type.String({ minLength: 1, description: 'admitted font family' });

function formatNumber(v: number, decimals: number): string {
  const fixed = v.toFixed(decimals);
  const [int, frac] = fixed.split('.');
  const grouped = int!.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return frac ? `${grouped}.${frac}` : grouped;
}

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

export const ctaButton = defineComponent({
  id: 'cta-button',
  name: 'Call-to-action button',
  description: 'A pill button pops in, a cursor glides over and clicks it: the button presses, ripples and glows.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    label: Type.String({ minLength: 1, maxLength: 40 }),
    buttonColor: color('button colour'),
    textColor: Type.String({ maxLength: 100, description: 'label colour (empty: black or white, whichever reads better)' }),
    fontFamily: family,
    showCursor: Type.Boolean(),
  }, { additionalProperties: false }),
  propDefaults: { label: 'Start rendering', buttonColor: '#ffb020', textColor: '', fontFamily: 'Poppins', showCursor: true },
  durationInFrames: 90,
  textParam: 'label',
  tier: 'recommended',
  useCase: ['outro', 'social-cut'],
  mood: ['friendly', 'clear', 'energetic'],
  tags: ['button', 'cta', 'subscribe', 'click', 'cursor'],
  intent: 'Tell viewers what to do next.',
  useWhen: 'The end of a promo or a tutorial.',
  pairsWith: ['outro-card'],
  brandBindings: [{ param: 'buttonColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'fontFamily', weights: [700] }],
  examples: [{ title: 'Subscribe', props: { label: 'Subscribe' } }],
  sounds: [{ atSec: 1.3, family: 'click', soundId: 'click-standard' }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const size = 56 * u;
    setFont(ctx, p.fontFamily, 700, size);
    const tw = ctx.measureText(p.label).width;
    const bw = tw + 200 * u, bh = size * 2.1;
    const cx = W / 2, cy = H / 2;
    const clickAt = 1.3;
    const appear = easeOutBack(seg(s, -0.2, 0.5), 1.6);
    const press = 1 - 0.08 * Math.sin(Math.PI * seg(s, clickAt - 0.05, clickAt + 0.2));
    const sc = (0.7 + 0.3 * appear) * press;
    const clicked = seg(s, clickAt, clickAt + 0.8);
    if (clicked > 0) {
      ctx.strokeStyle = withAlpha(p.buttonColor, (1 - clicked) * 0.8);
      ctx.lineWidth = 6 * u;
      roundRect(ctx, cx - (bw / 2) * (1 + clicked * 0.5), cy - (bh / 2) * (1 + clicked * 0.9), bw * (1 + clicked * 0.5), bh * (1 + clicked * 0.9), bh);
      ctx.stroke();
    }
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(sc, sc);
    ctx.shadowColor = withAlpha(p.buttonColor, 0.45 + 0.35 * clicked);
    ctx.shadowBlur = (30 + 30 * clicked) * u;
    ctx.shadowOffsetY = 10 * u;
    const g = ctx.createLinearGradient(0, -bh / 2, 0, bh / 2);
    g.addColorStop(0, mix(p.buttonColor, '#ffffff', 0.18));
    g.addColorStop(1, p.buttonColor);
    ctx.fillStyle = g;
    roundRect(ctx, -bw / 2, -bh / 2, bw, bh, bh / 2);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = p.textColor || readableOn(p.buttonColor);
    ctx.textBaseline = 'middle';
    ctx.fillText(p.label, -bw / 2 + 60 * u, 2 * u);
    const ax = bw / 2 - 52 * u + 6 * u * Math.sin(s * 6);
    ctx.strokeStyle = ctx.fillStyle;
    ctx.lineWidth = 6 * u;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(ax - 18 * u, -14 * u);
    ctx.lineTo(ax, 0);
    ctx.lineTo(ax - 18 * u, 14 * u);
    ctx.stroke();
    ctx.restore();
    ctx.textBaseline = 'alphabetic';
    if (p.showCursor) {
      const m = easeInOutCubic(seg(s, 0.3, clickAt));
      const px = cx + bw * 0.9 + (bw * 0.15 - bw * 0.9) * m;
      const py = cy + bh * 2.2 + (bh * 0.15 - bh * 2.2) * m;
      const cs = 1 - 0.15 * Math.sin(Math.PI * seg(s, clickAt - 0.05, clickAt + 0.2));
      ctx.save();
      ctx.translate(px, py);
      ctx.scale(cs * u * 1.6, cs * u * 1.6);
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.lineTo(0, 34);
      ctx.lineTo(9, 26);
      ctx.lineTo(16, 41);
      ctx.lineTo(22, 38);
      ctx.lineTo(15, 24);
      ctx.lineTo(26, 24);
      ctx.closePath();
      ctx.fillStyle = '#ffffff';
      ctx.strokeStyle = '#111111';
      ctx.lineWidth = 2.5;
      ctx.shadowColor = 'rgba(0,0,0,0.4)';
      ctx.shadowBlur = 8;
      ctx.fill();
      ctx.shadowColor = 'transparent';
      ctx.stroke();
      ctx.restore();
    }
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

export const socialFollow = defineComponent({
  id: 'social-follow',
  name: 'Social follow',
  description: 'A pill with an avatar disc and a handle slides out from the corner; a follow button fills in, ticks and shows a growing follower count.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    handle: Type.String({ minLength: 1, maxLength: 40 }),
    followers: Type.Integer({ minimum: 0 }),
    pillColor: color('pill colour'),
    buttonColor: color('follow button colour'),
    textColor: color('handle colour'),
    fontFamily: family,
    corner: Type.Union([Type.Literal('bl'), Type.Literal('br'), Type.Literal('tl'), Type.Literal('tr')]),
  }, { additionalProperties: false }),
  propDefaults: { handle: '@framefleet', followers: 12800, pillColor: '#ffffff', buttonColor: '#5b5bf6', textColor: '#141726', fontFamily: 'Inter', corner: 'bl' },
  durationInFrames: 120,
  textParam: 'handle',
  tier: 'standard',
  useCase: ['outro', 'social-cut', 'title-over-footage'],
  mood: ['friendly', 'social', 'clean'],
  tags: ['social', 'follow', 'handle', 'subscribe', 'badge'],
  intent: 'Invite viewers to follow an account.',
  useWhen: 'Over footage near the end of a social video.',
  pairsWith: ['cta-button'],
  brandBindings: [{ param: 'buttonColor', brandToken: 'colors.primary' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 700, 800] }],
  examples: [{ title: 'Follow', props: { handle: '@studio', followers: 4200 } }],
  sounds: [{ atSec: 0, family: 'whoosh', soundId: 'whoosh-subtle', gainDb: -4 }, { atSec: 1.05, family: 'click', soundId: 'click-subtle' }, { atSec: 1.2, family: 'pop', soundId: 'pop-subtle' }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const h = 96 * u;
    setFont(ctx, p.fontFamily, 700, 38 * u);
    const handleW = ctx.measureText(p.handle).width;
    setFont(ctx, p.fontFamily, 800, 30 * u);
    const followed = seg(s, 1.1, 1.35);
    const label = followed > 0.5 ? 'Following' : 'Follow';
    const btnW = Math.max(ctx.measureText('Following').width, ctx.measureText('Follow').width) + 56 * u;
    const w = h + handleW + 40 * u + btnW + 24 * u;
    const m = 70 * u;
    const right = p.corner.endsWith('r'), top = p.corner.startsWith('t');
    const slide = easeOutExpo(seg(s, -0.2, 0.7));
    const x = (right ? W - m - w : m) + (right ? 1 : -1) * (1 - slide) * (w + m);
    const y = top ? m : H - m - h;
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.3)';
    ctx.shadowBlur = 30 * u;
    ctx.shadowOffsetY = 8 * u;
    ctx.fillStyle = p.pillColor;
    roundRect(ctx, x, y, w, h, h / 2);
    ctx.fill();
    ctx.restore();
    const ar = h * 0.38;
    const g = ctx.createLinearGradient(x + h / 2 - ar, y, x + h / 2 + ar, y + h);
    g.addColorStop(0, p.buttonColor);
    g.addColorStop(1, mix(p.buttonColor, '#ffb020', 0.6));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x + h / 2, y + h / 2, ar, 0, Math.PI * 2);
    ctx.fill();
    setFont(ctx, p.fontFamily, 800, ar);
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(p.handle.replace(/^@/, '').slice(0, 1).toUpperCase(), x + h / 2, y + h / 2 + 2 * u);
    ctx.textAlign = 'left';
    setFont(ctx, p.fontFamily, 700, 38 * u);
    ctx.fillStyle = p.textColor;
    ctx.fillText(p.handle, x + h, y + h * 0.4);
    const count = Math.round(p.followers * (1 + 0.02 * easeOutCubic(seg(s, 1.2, 3))));
    setFont(ctx, p.fontFamily, 500, 24 * u);
    ctx.fillStyle = withAlpha(p.textColor, 0.6);
    ctx.fillText(`${formatNumber(count, 0)} followers`, x + h, y + h * 0.72);
    const bx = x + w - btnW - 18 * u, bh = h - 36 * u, by = y + 18 * u;
    const press = 1 - 0.08 * Math.sin(Math.PI * seg(s, 1.0, 1.3));
    ctx.save();
    ctx.translate(bx + btnW / 2, by + bh / 2);
    ctx.scale(press, press);
    ctx.fillStyle = followed > 0.5 ? mix(p.buttonColor, '#ffffff', 0.8) : p.buttonColor;
    roundRect(ctx, -btnW / 2, -bh / 2, btnW, bh, bh / 2);
    ctx.fill();
    setFont(ctx, p.fontFamily, 800, 30 * u);
    ctx.fillStyle = followed > 0.5 ? p.buttonColor : readableOn(p.buttonColor);
    ctx.textAlign = 'center';
    ctx.fillText(label, 0, 2 * u);
    ctx.restore();
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
});
