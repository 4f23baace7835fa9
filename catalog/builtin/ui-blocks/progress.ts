/** UI blocks that show progress toward a goal: bars, steps, checklists. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeInOutCubic, easeOutBack, easeOutCubic, ellipsize, readableOn, roundRect, seg, setFont, unit, wrapText } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family } from '../prop-types.ts';
import { drawTick } from './parts.ts';

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
  pairsWith: ['stat-counter', 'checklist', 'gradient-flow'],
  avoidWith: ['step-timeline'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
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

export const stepTimeline = defineComponent({
  id: 'step-timeline',
  name: 'Step timeline',
  description: 'Numbered milestones on a track: a glowing line travels from step to step, each node fills and pops as it is reached, its title and detail rising beneath; the current step pulses.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    title: Type.String({ maxLength: 100 }),
    steps: Type.Array(Type.Object({ title: Type.String({ minLength: 1, maxLength: 32 }), detail: Type.String({ maxLength: 90 }) }, { additionalProperties: false }), { minItems: 2, maxItems: 6 }),
    activeColor: color('reached nodes and the travelling line'),
    trackColor: color('the track not yet reached'),
    textColor: color('title and step text'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: {
    title: 'How a render runs',
    steps: [
      { title: 'Upload', detail: 'Media lands in the store once' },
      { title: 'Plan', detail: 'The timeline is cut into scenes' },
      { title: 'Render', detail: 'Nodes draw scenes in parallel' },
      { title: 'Assemble', detail: 'Scenes join, audio is mixed' },
      { title: 'Deliver', detail: 'A signed link and a webhook' },
    ],
    activeColor: '#5b5bf6', trackColor: 'rgba(255,255,255,0.16)', textColor: '#ffffff', fontFamily: 'Inter',
  },
  durationInFrames: 180,
  textParam: 'title',
  tier: 'recommended',
  useCase: ['explainer'],
  mood: ['clear', 'informative', 'structured'],
  tags: ['timeline', 'steps', 'process', 'roadmap', 'milestones', 'how-it-works'],
  intent: 'Walk through a process or a roadmap one step at a time.',
  useWhen: 'How-it-works explainers, onboarding, project roadmaps and histories: two to six short steps.',
  pairsWith: ['checklist', 'grid-glow', 'diagonal-stripes', 'slide-push'],
  avoidWith: ['progress-bar', 'news-ticker'],
  brandBindings: [{ param: 'activeColor', brandToken: 'colors.primary' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 800] }],
  warnings: ['Details wrap to two lines under each step; with six steps keep them under about 40 characters.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Product roadmap', props: { title: '2025 roadmap', steps: [{ title: 'Q1', detail: 'Public beta' }, { title: 'Q2', detail: 'Team workspaces' }, { title: 'Q3', detail: 'Mobile apps' }, { title: 'Q4', detail: 'Enterprise SSO' }], activeColor: '#3ddc97' } },
    { title: 'Three-step onboarding', props: { title: 'Get started in minutes', steps: [{ title: 'Sign up', detail: 'No card needed' }, { title: 'Connect', detail: 'Link your storage' }, { title: 'Publish', detail: 'Share your first video' }] } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps, D = f.durationInFrames / f.fps;
    const n = p.steps.length;
    const vertical = H > W * 1.1;
    // Steps are reached evenly over most of the duration, whatever it is.
    const first = 0.5, last = Math.max(first + 0.4 * (n - 1), D * 0.72);
    const reachedAt = (i: number) => first + ((last - first) * i) / (n - 1);
    const travel = clamp((s - first) / (last - first)) * (n - 1);
    const along = Math.floor(travel) + easeInOutCubic(travel - Math.floor(travel));
    const nodeR = Math.min(44 * u, (vertical ? H : W) * 0.04);
    const start = vertical ? { x: W * 0.2, y: H * 0.2 } : { x: W * 0.12, y: H * 0.53 };
    const end = vertical ? { x: W * 0.2, y: H * 0.88 } : { x: W * 0.88, y: H * 0.53 };
    const at = (k: number) => ({ x: start.x + ((end.x - start.x) * k) / (n - 1), y: start.y + ((end.y - start.y) * k) / (n - 1) });
    const intro = easeOutCubic(seg(s, -0.3, 0.5));
    if (p.title) {
      ctx.globalAlpha = intro;
      setFont(ctx, p.fontFamily, 800, 66 * u);
      ctx.fillStyle = p.textColor;
      ctx.textAlign = vertical ? 'left' : 'center';
      ctx.fillText(p.title, vertical ? W * 0.1 : W / 2, (vertical ? H * 0.1 : H * 0.3) + (1 - intro) * 20 * u);
      ctx.globalAlpha = 1;
    }
    ctx.lineCap = 'round';
    ctx.lineWidth = 10 * u;
    ctx.strokeStyle = p.trackColor;
    const trackIn = easeInOutCubic(seg(s, -0.25, 0.6));
    ctx.beginPath();
    ctx.moveTo(start.x, start.y);
    ctx.lineTo(start.x + (end.x - start.x) * trackIn, start.y + (end.y - start.y) * trackIn);
    ctx.stroke();
    const head = at(along);
    if (s > first) {
      const g = ctx.createLinearGradient(start.x, start.y, head.x + 1, head.y + 1);
      g.addColorStop(0, mix(p.activeColor, '#000000', 0.1));
      g.addColorStop(1, mix(p.activeColor, '#ffffff', 0.35));
      ctx.strokeStyle = g;
      ctx.shadowColor = withAlpha(p.activeColor, 0.8);
      ctx.shadowBlur = 20 * u;
      ctx.beginPath();
      ctx.moveTo(start.x, start.y);
      ctx.lineTo(head.x, head.y);
      ctx.stroke();
      ctx.shadowColor = 'transparent';
    }
    const current = Math.min(n - 1, Math.floor(travel + 1e-6));
    const colW = vertical ? W * 0.62 : ((end.x - start.x) / (n - 1)) * 0.92;
    p.steps.forEach((step, i) => {
      const c = at(i);
      const appear = easeOutBack(seg(s, 0.08 * i - 0.2, 0.08 * i + 0.5), 1.8);
      const reached = s >= reachedAt(i);
      const pop = reached ? 1 + 0.35 * Math.sin(Math.PI * seg(s, reachedAt(i), reachedAt(i) + 0.35)) : 1;
      const r = nodeR * appear * pop;
      if (r <= 0) return;
      if (reached && i === current) {
        const pulse = (s * 1.2) % 1;
        ctx.strokeStyle = withAlpha(p.activeColor, 0.6 * (1 - pulse));
        ctx.lineWidth = 4 * u;
        ctx.beginPath();
        ctx.arc(c.x, c.y, nodeR * (1.2 + pulse * 0.9), 0, Math.PI * 2);
        ctx.stroke();
      }
      // Unreached nodes are opaque so the travelling line passes behind them.
      ctx.fillStyle = reached ? p.activeColor : mix('#1b1f2e', p.textColor, 0.12);
      ctx.strokeStyle = reached ? mix(p.activeColor, '#ffffff', 0.4) : p.trackColor;
      ctx.lineWidth = 4 * u;
      ctx.beginPath();
      ctx.arc(c.x, c.y, r, 0, Math.PI * 2);
      ctx.fill();
      ctx.stroke();
      setFont(ctx, p.fontFamily, 800, r * 0.9);
      ctx.fillStyle = reached ? readableOn(p.activeColor) : withAlpha(p.textColor, 0.6);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(i + 1), c.x, c.y + r * 0.05);
      // Title and detail: dimmed until reached, rising in as the node is reached.
      const rise = easeOutCubic(seg(s, reachedAt(i) - 0.15, reachedAt(i) + 0.35));
      ctx.globalAlpha = clamp(appear) * (0.35 + 0.65 * rise);
      ctx.textAlign = vertical ? 'left' : 'center';
      ctx.textBaseline = 'alphabetic';
      const tx = vertical ? c.x + nodeR * 1.9 : c.x;
      const ty = vertical ? c.y - 4 * u : c.y + nodeR * 2.6 + (1 - rise) * 16 * u;
      setFont(ctx, p.fontFamily, 800, 44 * u);
      ctx.fillStyle = p.textColor;
      ctx.fillText(ellipsize(ctx, step.title, colW), tx, ty);
      if (step.detail) {
        setFont(ctx, p.fontFamily, 500, 29 * u);
        ctx.fillStyle = withAlpha(p.textColor, 0.72);
        const lines = wrapText(ctx, step.detail, colW).slice(0, 2);
        lines.forEach((line, k) => ctx.fillText(ellipsize(ctx, line, colW), tx, ty + 46 * u + k * 37 * u));
      }
      ctx.globalAlpha = 1;
    });
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
});

export const checklist = defineComponent({
  id: 'checklist',
  name: 'Checklist',
  description: 'A card of items slides in; one by one each box fills with a bouncy tick, the item brightens (optionally struck through) and a counter in the corner keeps score.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    title: Type.String({ maxLength: 80 }),
    items: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1, maxItems: 7 }),
    checkColor: color('filled boxes and the counter'),
    cardColor: color('card'),
    textColor: color('items and title on the card'),
    strikeThrough: Type.Boolean({ description: 'strike items through once checked (a to-do list) rather than highlight them (a feature list)' }),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: {
    title: 'Launch checklist',
    items: ['Script approved', 'Footage uploaded', 'Brand kit applied', 'Captions synced', 'Rendered in 4K'],
    checkColor: '#3ddc97', cardColor: '#ffffff', textColor: '#141726', strikeThrough: false, fontFamily: 'Inter',
  },
  durationInFrames: 150,
  textParam: 'title',
  tier: 'standard',
  useCase: ['explainer', 'social-cut', 'emphasis'],
  mood: ['organised', 'satisfying', 'clean'],
  tags: ['checklist', 'list', 'todo', 'features', 'tick', 'bullet points'],
  intent: 'Tick off what is included or what is done.',
  useWhen: 'Feature lists, requirements, what-you-get recaps and to-do style tips: up to seven short items.',
  pairsWith: ['step-timeline', 'mesh-gradient', 'floating-shapes', 'cta-button'],
  avoidWith: ['word-by-word', 'chat-bubbles'],
  brandBindings: [{ param: 'checkColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 700, 800] }],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'To-do, struck through', props: { title: 'Before you post', items: ['Hook in the first second', 'Captions on', 'Loudness checked', 'Thumbnail picked'], strikeThrough: true, checkColor: '#5b5bf6' } },
    { title: 'Dark feature card', props: { title: 'Every plan includes', items: ['Unlimited renders', '4K export', 'Brand kits', 'API access'], cardColor: '#161a2b', textColor: '#ffffff', checkColor: '#ffb020' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps, D = f.durationInFrames / f.fps;
    const n = p.items.length;
    const rowH = 100 * u, pad = 64 * u, box = 56 * u;
    setFont(ctx, p.fontFamily, 700, 46 * u);
    const widest = Math.max(...p.items.map((t) => ctx.measureText(t).width), 0);
    setFont(ctx, p.fontFamily, 800, 58 * u);
    const titleW = p.title ? ctx.measureText(p.title).width + 160 * u : 0;
    const cw = Math.min(W * 0.86, Math.max(700 * u, widest + box + pad * 2 + 30 * u, titleW + pad * 2));
    const titleH = p.title ? 130 * u : 0;
    const ch = pad * 2 + titleH + n * rowH - (rowH - box) + 10 * u;
    const scale = Math.min(1, (H * 0.86) / ch);
    const enter = easeOutBack(seg(s, -0.25, 0.6), 1.3);
    ctx.save();
    ctx.translate(W / 2, H / 2 + (1 - enter) * 120 * u);
    ctx.scale(scale, scale);
    ctx.globalAlpha = clamp(enter * 1.5);
    const x0 = -cw / 2, y0 = -ch / 2;
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 50 * u;
    ctx.shadowOffsetY = 18 * u;
    ctx.fillStyle = p.cardColor;
    roundRect(ctx, x0, y0, cw, ch, 36 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    // Items are checked evenly from 0.8 s to about 80 % of the duration.
    const firstCheck = 0.8, step = Math.max(0.25, (D * 0.8 - firstCheck) / n);
    const checkedAt = (i: number) => firstCheck + i * step;
    const done = p.items.filter((_, i) => s >= checkedAt(i) + 0.1).length;
    if (p.title) {
      setFont(ctx, p.fontFamily, 800, 58 * u);
      ctx.fillStyle = p.textColor;
      ctx.textBaseline = 'middle';
      ctx.fillText(ellipsize(ctx, p.title, cw - pad * 2 - 150 * u), x0 + pad, y0 + pad + 30 * u);
      const chip = `${done}/${n}`;
      setFont(ctx, p.fontFamily, 800, 34 * u);
      const chipW = ctx.measureText(chip).width + 40 * u, chipH = 58 * u;
      const bump = 1 + 0.15 * Math.sin(Math.PI * seg(s, checkedAt(Math.max(0, done - 1)) + 0.1, checkedAt(Math.max(0, done - 1)) + 0.35));
      ctx.save();
      ctx.translate(x0 + cw - pad - chipW / 2, y0 + pad + 30 * u);
      ctx.scale(bump, bump);
      ctx.fillStyle = withAlpha(p.checkColor, done === n ? 1 : 0.18);
      roundRect(ctx, -chipW / 2, -chipH / 2, chipW, chipH, chipH / 2);
      ctx.fill();
      ctx.fillStyle = done === n ? readableOn(p.checkColor) : mix(p.checkColor, p.textColor, 0.35);
      ctx.textAlign = 'center';
      ctx.fillText(chip, 0, 2 * u);
      ctx.restore();
      ctx.fillStyle = withAlpha(p.textColor, 0.1);
      ctx.fillRect(x0 + pad, y0 + pad + titleH - 28 * u, cw - pad * 2, 2 * u);
    }
    p.items.forEach((item, i) => {
      const y = y0 + pad + titleH + i * rowH;
      const slide = easeOutCubic(seg(s, i * 0.07 - 0.1, 0.5 + i * 0.07));
      const fill = easeOutBack(seg(s, checkedAt(i), checkedAt(i) + 0.3), 2.2);
      const tick = seg(s, checkedAt(i) + 0.08, checkedAt(i) + 0.4);
      ctx.globalAlpha = clamp(enter * 1.5) * slide;
      const bx = x0 + pad + (1 - slide) * -30 * u;
      ctx.strokeStyle = withAlpha(p.textColor, 0.25);
      ctx.lineWidth = 3.5 * u;
      roundRect(ctx, bx, y, box, box, 12 * u);
      ctx.stroke();
      if (fill > 0) {
        ctx.save();
        ctx.translate(bx + box / 2, y + box / 2);
        ctx.scale(fill, fill);
        ctx.fillStyle = p.checkColor;
        roundRect(ctx, -box / 2, -box / 2, box, box, 12 * u);
        ctx.fill();
        ctx.restore();
        drawTick(ctx, bx, y, box, tick, readableOn(p.checkColor), 6 * u);
      }
      const checked = seg(s, checkedAt(i), checkedAt(i) + 0.3);
      setFont(ctx, p.fontFamily, checked > 0.5 && !p.strikeThrough ? 700 : 500, 46 * u);
      ctx.fillStyle = withAlpha(p.textColor, p.strikeThrough ? 1 - 0.5 * checked : 0.55 + 0.45 * checked);
      ctx.textBaseline = 'middle';
      const text = ellipsize(ctx, item, cw - pad * 2 - box - 30 * u);
      const tx = bx + box + 30 * u;
      ctx.fillText(text, tx, y + box / 2 + 2 * u);
      if (p.strikeThrough && checked > 0) {
        const strike = easeInOutCubic(seg(s, checkedAt(i) + 0.15, checkedAt(i) + 0.5));
        ctx.fillStyle = withAlpha(p.textColor, 0.6);
        ctx.fillRect(tx - 4 * u, y + box / 2, (ctx.measureText(text).width + 8 * u) * strike, 4 * u);
      }
    });
    ctx.restore();
    ctx.textBaseline = 'alphabetic';
  },
});
