/** Built-in text components: kinetic title, lower third, typewriter, highlighted headline, word stack. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeOutBack, easeOutCubic, easeOutExpo, fitText, lerp, readableOn, roundRect, seg, setFont, unit, wrapText } from '../../draw.ts';
import { withAlpha } from '../../../shared/composition/color.ts';
import { color, family, weight } from '../prop-types.ts';

export const kineticTitle = defineComponent({
  id: 'kinetic-title',
  name: 'Kinetic title',
  description: 'A headline whose words rise out of a mask one after another, underlined by an accent bar that sweeps in, with an optional subtitle.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 200 }),
    subtitle: Type.String({ maxLength: 300 }),
    color: color('headline colour'),
    accentColor: color('bar colour'),
    fontFamily: family,
    fontWeight: weight,
    fontSize: Type.Number({ minimum: 10, maximum: 400, description: 'pixels at 1080p' }),
    align: Type.Union([Type.Literal('left'), Type.Literal('center')]),
    uppercase: Type.Boolean(),
  }, { additionalProperties: false }),
  propDefaults: { text: 'Make every frame count', subtitle: 'Rendered in parallel, delivered in minutes', color: '#ffffff', accentColor: '#ffb020', fontFamily: 'Montserrat', fontWeight: 800, fontSize: 120, align: 'center', uppercase: false },
  durationInFrames: 90,
  textParam: 'text',
  subtextParam: 'subtitle',
  tier: 'recommended',
  useCase: ['title-over-footage', 'intro', 'emphasis'],
  mood: ['bold', 'energetic', 'modern'],
  tags: ['title', 'headline', 'kinetic', 'typography'],
  intent: 'Announce a topic or a key line with confident motion.',
  useWhen: 'A short headline (2–8 words) over footage or a plain background.',
  pairsWith: ['gradient-flow', 'light-leak'],
  avoidWith: ['typewriter'],
  brandBindings: [{ param: 'color', brandToken: 'colors.text' }, { param: 'accentColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }, { param: 'fontWeight', brandToken: 'fonts.heading.weight' }, { param: 'fontSize', brandToken: 'sizing.fontSizeHeading' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight', weights: [500] }],
  examples: [{ title: 'Launch headline', props: { text: 'Launch day is here', subtitle: 'Everything you need, nothing you don\'t' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const text = p.uppercase ? p.text.toUpperCase() : p.text;
    const maxW = W * 0.84;
    const { size, lines } = fitText(ctx, text, p.fontFamily, p.fontWeight, maxW, p.fontSize * u, 3);
    const lh = size * 1.1;
    const subSize = size * 0.36;
    const subGap = p.subtitle ? size * 0.55 : 0;
    const blockH = lines.length * lh + (p.subtitle ? subGap + subSize * 1.3 : 0);
    let y = H / 2 - blockH / 2;
    let wordIndex = 0;
    let widest = 0;
    ctx.textBaseline = 'alphabetic';
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 18 * u;
    ctx.shadowOffsetY = 4 * u;
    for (const line of lines) {
      setFont(ctx, p.fontFamily, p.fontWeight, size);
      const words = line.split(' ');
      const space = ctx.measureText(' ').width;
      const widths = words.map((w) => ctx.measureText(w).width);
      const lineW = widths.reduce((a, b) => a + b, 0) + space * (words.length - 1);
      widest = Math.max(widest, lineW);
      let x = p.align === 'center' ? W / 2 - lineW / 2 : W * 0.08;
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, y - lh * 0.05, W, lh * 1.12);
      ctx.clip();
      words.forEach((word, i) => {
        const r = easeOutCubic(seg(s, wordIndex * 0.07 - 0.12, wordIndex * 0.07 + 0.42));
        ctx.globalAlpha = clamp(r * 1.4);
        ctx.fillStyle = p.color;
        ctx.fillText(word, x, y + size * 0.92 + (1 - r) * lh);
        x += widths[i]! + space;
        wordIndex++;
      });
      ctx.restore();
      y += lh;
    }
    ctx.shadowColor = 'transparent';
    const bar = easeOutExpo(seg(s, -0.15, 0.9));
    const barW = widest * lerp(0.1, 0.45, bar);
    const barX = p.align === 'center' ? W / 2 - barW / 2 : W * 0.08;
    ctx.fillStyle = p.accentColor;
    roundRect(ctx, barX, y + size * 0.12, barW, Math.max(3, size * 0.09), size * 0.045);
    ctx.fill();
    if (p.subtitle) {
      const a = easeOutCubic(seg(s, 0.35, 0.95));
      setFont(ctx, p.fontFamily, 500, subSize);
      ctx.globalAlpha = 0.25 + 0.75 * a;
      ctx.fillStyle = p.color;
      ctx.textAlign = p.align === 'center' ? 'center' : 'left';
      ctx.fillText(p.subtitle, p.align === 'center' ? W / 2 : W * 0.08, y + subGap + subSize * (1 + (1 - a) * 0.6));
      ctx.textAlign = 'left';
      ctx.globalAlpha = 1;
    }
  },
});

export const lowerThird = defineComponent({
  id: 'lower-third',
  name: 'Lower third',
  description: 'Name and role in the lower left: an accent block slides in, a panel unfolds behind the name, the role types in beneath.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    name: Type.String({ minLength: 1, maxLength: 80 }),
    role: Type.String({ maxLength: 120 }),
    panelColor: color('panel behind the name'),
    accentColor: color('accent block'),
    textColor: color('name colour'),
    fontFamily: family,
    fontWeight: weight,
    side: Type.Union([Type.Literal('left'), Type.Literal('right')]),
  }, { additionalProperties: false }),
  propDefaults: { name: 'Avery Quinn', role: 'Head of Product', panelColor: '#0c1022', accentColor: '#5b5bf6', textColor: '#ffffff', fontFamily: 'Inter', fontWeight: 700, side: 'left' },
  durationInFrames: 150,
  textParam: 'name',
  subtextParam: 'role',
  tier: 'recommended',
  useCase: ['title-over-footage', 'explainer'],
  mood: ['professional', 'clean'],
  tags: ['lower third', 'name', 'speaker', 'interview'],
  intent: 'Identify a speaker on screen.',
  useWhen: 'Someone starts talking to camera or in an interview.',
  pairsWith: ['kinetic-title'],
  brandBindings: [{ param: 'panelColor', brandToken: 'colors.background' }, { param: 'accentColor', brandToken: 'colors.primary' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight', weights: [500] }],
  examples: [{ title: 'Interview guest', props: { name: 'Dr. Lena Ortiz', role: 'Climate scientist' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const nameSize = 54 * u, roleSize = 32 * u;
    setFont(ctx, p.fontFamily, p.fontWeight, nameSize);
    const nameW = ctx.measureText(p.name).width;
    setFont(ctx, p.fontFamily, 500, roleSize);
    const roleW = ctx.measureText(p.role).width;
    const padX = 34 * u;
    const panelW = Math.max(nameW, roleW) + padX * 2;
    const panelH = nameSize * 1.5 + (p.role ? roleSize * 1.7 : 0);
    const margin = 90 * u;
    const mirror = p.side === 'right';
    const x0 = mirror ? W - margin - panelW : margin;
    const y0 = H - margin - panelH;
    const block = easeOutBack(seg(s, -0.25, 0.5), 1.2);
    const unfold = easeOutExpo(seg(s, -0.05, 0.9));
    ctx.save();
    if (mirror) { ctx.translate(W, 0); ctx.scale(-1, 1); }
    const bx = mirror ? W - x0 - panelW : x0;
    ctx.fillStyle = withAlpha(p.panelColor, 0.92);
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 30 * u;
    roundRect(ctx, bx, y0, lerp(14 * u, panelW, unfold), panelH, 8 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = p.accentColor;
    roundRect(ctx, bx - 14 * u, y0 + panelH * (1 - block), 10 * u, panelH * block, 5 * u);
    ctx.fill();
    ctx.restore();
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, y0, panelW * unfold, panelH);
    ctx.clip();
    const nameA = easeOutCubic(seg(s, 0.1, 0.8));
    setFont(ctx, p.fontFamily, p.fontWeight, nameSize);
    ctx.fillStyle = p.textColor;
    ctx.globalAlpha = nameA;
    ctx.fillText(p.name, x0 + padX - (1 - nameA) * 30 * u, y0 + nameSize * 1.15);
    if (p.role) {
      const chars = Math.round(p.role.length * seg(s, 0.6, 1.4));
      setFont(ctx, p.fontFamily, 500, roleSize);
      ctx.globalAlpha = 0.82;
      ctx.fillStyle = p.textColor;
      ctx.fillText(p.role.slice(0, chars), x0 + padX, y0 + nameSize * 1.3 + roleSize * 1.2);
    }
    ctx.restore();
  },
});

export const typewriter = defineComponent({
  id: 'typewriter',
  name: 'Typewriter',
  description: 'Text typed character by character on a soft card, with a blinking caret and a gentle per-key bounce.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 400 }),
    charsPerSecond: Type.Number({ minimum: 2, maximum: 120 }),
    textColor: color('text colour'),
    cardColor: color('card colour (transparent for none)'),
    caretColor: color('caret colour'),
    fontFamily: family,
    fontWeight: weight,
    fontSize: Type.Number({ minimum: 10, maximum: 300 }),
    cornerRadius: Type.Optional(Type.Number({ minimum: 0, maximum: 400, description: 'card corner radius in pixels at 1080p (default: a third of the text size)' })),
  }, { additionalProperties: false }),
  propDefaults: { text: 'Every render starts with a single frame.', charsPerSecond: 22, textColor: '#f4f6ff', cardColor: 'rgba(12,16,34,0.82)', caretColor: '#ffb020', fontFamily: 'JetBrains Mono', fontWeight: 500, fontSize: 64 },
  durationInFrames: 120,
  textParam: 'text',
  tier: 'standard',
  useCase: ['explainer', 'emphasis', 'title-over-footage'],
  mood: ['technical', 'calm', 'focused'],
  tags: ['typewriter', 'typing', 'code', 'terminal', 'quote'],
  intent: 'Reveal a sentence as if it were being typed.',
  useWhen: 'A one or two line statement, a prompt, or a code-like message.',
  avoidWith: ['kinetic-title'],
  brandBindings: [{ param: 'caretColor', brandToken: 'colors.accent' }, { param: 'fontSize', brandToken: 'sizing.fontSizeBody' }, { param: 'cornerRadius', brandToken: 'sizing.borderRadius' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight' }],
  examples: [{ title: 'Prompt', props: { text: '> render --scenes 24 --nodes 8' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const size = p.fontSize * u;
    setFont(ctx, p.fontFamily, p.fontWeight, size);
    const maxW = W * 0.72;
    const lines = wrapText(ctx, p.text, maxW);
    const lh = size * 1.35;
    const widest = Math.max(...lines.map((l) => ctx.measureText(l).width));
    const padX = size * 0.8, padY = size * 0.6;
    const cw = widest + padX * 2, ch = lines.length * lh + padY * 2;
    const cx = W / 2 - cw / 2, cy = H / 2 - ch / 2;
    const cardIn = easeOutCubic(seg(s, -0.2, 0.35));
    ctx.fillStyle = p.cardColor;
    ctx.globalAlpha = 0.4 + 0.6 * cardIn;
    roundRect(ctx, cx, cy + (1 - cardIn) * 20 * u, cw, ch, p.cornerRadius === undefined ? size * 0.35 : p.cornerRadius * u);
    ctx.fill();
    ctx.globalAlpha = 1;
    const typed = Math.min(p.text.length, 1 + Math.floor(Math.max(0, s - 0.15) * p.charsPerSecond));
    let remaining = typed;
    let caretX = cx + padX, caretY = cy + padY;
    ctx.fillStyle = p.textColor;
    lines.forEach((line, i) => {
      const y = cy + padY + i * lh;
      const show = Math.max(0, Math.min(line.length, remaining));
      const visible = line.slice(0, show);
      ctx.fillText(visible, cx + padX, y + size);
      if (remaining > 0) { caretX = cx + padX + ctx.measureText(visible).width; caretY = y; }
      remaining -= line.length + 1;
    });
    const done = typed >= p.text.length;
    const blinkOn = !done || Math.floor(s * 2.2) % 2 === 0;
    if (blinkOn) {
      ctx.fillStyle = p.caretColor;
      ctx.fillRect(caretX + size * 0.08, caretY + size * 0.12, size * 0.5, size * 1.05);
    }
  },
});

export const highlightHeadline = defineComponent({
  id: 'highlight-headline',
  name: 'Highlighted headline',
  description: 'A headline where one phrase gets a hand-drawn marker sweep behind it, then a small pop.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 200 }),
    highlight: Type.String({ maxLength: 100, description: 'part of the text to mark (first occurrence)' }),
    textColor: color('headline colour'),
    markerColor: color('marker colour'),
    fontFamily: family,
    fontWeight: weight,
    fontSize: Type.Number({ minimum: 10, maximum: 300 }),
  }, { additionalProperties: false }),
  propDefaults: { text: 'Render farms should be boring', highlight: 'boring', textColor: '#ffffff', markerColor: '#5b5bf6', fontFamily: 'Poppins', fontWeight: 800, fontSize: 104 },
  durationInFrames: 90,
  textParam: 'text',
  tier: 'recommended',
  useCase: ['emphasis', 'title-over-footage', 'social-cut'],
  mood: ['playful', 'bold'],
  tags: ['highlight', 'marker', 'emphasis', 'headline'],
  intent: 'Draw the eye to the one word that matters.',
  useWhen: 'A claim or hook with a key word.',
  brandBindings: [{ param: 'markerColor', brandToken: 'colors.primary' }, { param: 'fontFamily', brandToken: 'fonts.heading' }, { param: 'fontSize', brandToken: 'sizing.fontSizeHeading' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight' }],
  examples: [{ title: 'Hook', props: { text: 'This changes everything', highlight: 'everything' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const { size, lines } = fitText(ctx, p.text, p.fontFamily, p.fontWeight, W * 0.8, p.fontSize * u, 3);
    const lh = size * 1.2;
    const top = H / 2 - (lines.length * lh) / 2;
    const enter = easeOutCubic(seg(s, -0.25, 0.45));
    const sweep = easeOutCubic(seg(s, 0.35, 1.0));
    const pop = 1 + 0.06 * Math.sin(Math.PI * seg(s, 0.9, 1.3));
    let offset = 0;
    const hiStart = p.highlight ? p.text.indexOf(p.highlight) : -1;
    const hiEnd = hiStart >= 0 ? hiStart + p.highlight.length : -1;
    lines.forEach((line, i) => {
      const lineStart = p.text.indexOf(line, offset);
      offset = lineStart + line.length;
      const lw = ctx.measureText(line).width;
      const x = W / 2 - lw / 2;
      const y = top + i * lh + size * 0.95 + (1 - enter) * 24 * u;
      const a = Math.max(hiStart, lineStart), b = Math.min(hiEnd, lineStart + line.length);
      if (hiStart >= 0 && a < b) {
        const hx = x + ctx.measureText(line.slice(0, a - lineStart)).width;
        const hw = ctx.measureText(line.slice(a - lineStart, b - lineStart)).width;
        ctx.save();
        ctx.translate(hx + hw / 2, y - size * 0.32);
        ctx.rotate(-0.02);
        ctx.scale(pop, pop);
        ctx.fillStyle = p.markerColor;
        roundRect(ctx, -hw / 2 - size * 0.12, -size * 0.42, (hw + size * 0.24) * Math.max(0.04, sweep), size * 0.78, size * 0.14);
        ctx.fill();
        ctx.restore();
      }
      ctx.globalAlpha = 0.3 + 0.7 * enter;
      ctx.fillStyle = p.textColor;
      ctx.shadowColor = 'rgba(0,0,0,0.3)';
      ctx.shadowBlur = 12 * u;
      ctx.fillText(line, x, y);
      ctx.shadowColor = 'transparent';
      ctx.globalAlpha = 1;
      if (hiStart >= 0 && a < b && sweep > 0.5) {
        const hx = x + ctx.measureText(line.slice(0, a - lineStart)).width;
        ctx.fillStyle = readableOn(p.markerColor);
        ctx.globalAlpha = clamp((sweep - 0.5) * 2);
        ctx.fillText(line.slice(a - lineStart, b - lineStart), hx, y);
        ctx.globalAlpha = 1;
      }
    });
  },
});

export const wordStack = defineComponent({
  id: 'word-stack',
  name: 'Word stack',
  description: 'Big words slam in one per line, stacked and left-aligned, alternating between two colours, each landing with a small shake.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 120, description: 'words separated by spaces; each takes a line' }),
    colorA: color('odd words'),
    colorB: color('even words'),
    fontFamily: family,
    fontWeight: weight,
    beatSeconds: Type.Number({ minimum: 0.05, maximum: 2, description: 'time between words' }),
  }, { additionalProperties: false }),
  propDefaults: { text: 'Draw. Encode. Deliver.', colorA: '#ffffff', colorB: '#ffb020', fontFamily: 'Bebas Neue', fontWeight: 400, beatSeconds: 0.28 },
  durationInFrames: 75,
  textParam: 'text',
  tier: 'standard',
  useCase: ['social-cut', 'emphasis', 'intro'],
  mood: ['loud', 'energetic', 'punchy'],
  tags: ['stack', 'slam', 'words', 'kinetic', 'typography'],
  intent: 'Hit a rhythm with a few strong words.',
  useWhen: 'Three to five punchy words, on the beat of the music.',
  avoidWith: ['typewriter'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.text' }, { param: 'colorB', brandToken: 'colors.accent' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight' }],
  examples: [{ title: 'Three beats', props: { text: 'Plan. Shoot. Ship.' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const words = p.text.split(/\s+/).filter(Boolean).slice(0, 8);
    const lineH = Math.min(H * 0.8 / words.length, 260 * u);
    const size = lineH * 0.95;
    setFont(ctx, p.fontFamily, p.fontWeight, size);
    const widest = Math.max(...words.map((w) => ctx.measureText(w.toUpperCase()).width));
    const scale = Math.min(1, (W * 0.84) / widest);
    const x0 = W / 2 - (widest * scale) / 2;
    const top = H / 2 - (words.length * lineH * scale) / 2;
    words.forEach((word, i) => {
      const at = i * p.beatSeconds - 0.1;
      const k = seg(s, at, at + 0.16);
      if (k <= 0) return;
      const land = easeOutBack(k, 2.2);
      const shake = Math.sin((s - at) * 60) * Math.exp(-(s - at) * 12) * 6 * u * (k >= 1 ? 1 : 0);
      ctx.save();
      ctx.translate(x0 + shake, top + (i + 1) * lineH * scale - lineH * 0.14 * scale);
      ctx.scale(scale * (1.6 - 0.6 * land), scale * (1.6 - 0.6 * land));
      ctx.globalAlpha = clamp(k * 3);
      ctx.fillStyle = i % 2 === 0 ? p.colorA : p.colorB;
      ctx.shadowColor = 'rgba(0,0,0,0.35)';
      ctx.shadowBlur = 16 * u;
      ctx.fillText(word.toUpperCase(), 0, 0);
      ctx.restore();
    });
  },
});
