/** Built-in scenes (kind `scene`) for the brand: intro, end card, chapter title, countdown. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeInOutCubic, easeOutBack, easeOutCubic, easeOutExpo, fitText, readableOn, rng, roundRect, seg, setFont, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family, weight } from '../prop-types.ts';
import { backdrop, drawMark } from './common.ts';

export const introReveal = defineComponent({
  id: 'intro-reveal',
  name: 'Intro reveal',
  description: 'A brand intro: geometric shapes burst outward, the mark springs in at the centre, then the title and subtitle slide up beneath it.',
  category: 'scenes',
  kind: 'scene',
  version: '1.0.0',
  propSchema: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 120 }),
    subtitle: Type.String({ maxLength: 200 }),
    logo: Type.String({ maxLength: 2048, description: 'logo picture (empty: monogram of the title)' }),
    backgroundColor: color('background'),
    primaryColor: color('shapes and mark'),
    accentColor: color('accent shapes'),
    textColor: color('title colour'),
    headingFont: family,
    headingWeight: weight,
  }, { additionalProperties: false }),
  propDefaults: { title: 'Framefleet', subtitle: 'Render at the speed of your ideas', logo: '', backgroundColor: '#0c1022', primaryColor: '#5b5bf6', accentColor: '#ffb020', textColor: '#ffffff', headingFont: 'Montserrat', headingWeight: 800 },
  durationInFrames: 90,
  textParam: 'title',
  subtextParam: 'subtitle',
  tier: 'recommended',
  useCase: ['intro', 'full-scene'],
  mood: ['branded', 'energetic', 'premium'],
  tags: ['intro', 'logo', 'reveal', 'opener', 'brand'],
  intent: 'Open a video with the brand.',
  useWhen: 'The first 2–4 seconds of a branded video.',
  pairsWith: ['outro-card'],
  brandBindings: [
    { param: 'title', brandToken: 'intro.title' }, { param: 'subtitle', brandToken: 'intro.subtitle' }, { param: 'logo', brandToken: 'logo.src' },
    { param: 'backgroundColor', brandToken: 'colors.background' }, { param: 'primaryColor', brandToken: 'colors.primary' }, { param: 'accentColor', brandToken: 'colors.accent' },
    { param: 'textColor', brandToken: 'colors.text' }, { param: 'headingFont', brandToken: 'fonts.heading' }, { param: 'headingWeight', brandToken: 'fonts.heading.weight' },
  ],
  fontParams: [{ family: 'headingFont', weight: 'headingWeight', weights: [800] }],
  imageParams: ['logo'],
  examples: [{ title: 'Company intro', props: { title: 'Northwind', subtitle: 'Quarterly update' } }],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    backdrop(ctx, W, H, p.backgroundColor, p.primaryColor, s);
    const r = rng(17);
    const burst = easeOutExpo(seg(s, -0.1, 1.4));
    for (let i = 0; i < 14; i++) {
      const a = (i / 14) * Math.PI * 2 + r() * 0.3;
      const dist = Math.min(W, H) * (0.12 + 0.5 * burst) * (0.6 + r() * 0.6);
      const x = W / 2 + Math.cos(a) * dist, y = H * 0.42 + Math.sin(a) * dist;
      const size = (14 + r() * 30) * u * (1 - 0.4 * burst);
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(s * (r() - 0.5) * 3 + a);
      ctx.globalAlpha = 0.85 - 0.45 * burst;
      if (i % 3 === 0) { ctx.strokeStyle = p.accentColor; ctx.lineWidth = 5 * u; ctx.strokeRect(-size / 2, -size / 2, size, size); } else if (i % 3 === 1) { ctx.fillStyle = p.primaryColor; ctx.beginPath(); ctx.arc(0, 0, size / 2, 0, Math.PI * 2); ctx.fill(); } else { ctx.fillStyle = p.accentColor; ctx.beginPath(); ctx.moveTo(0, -size / 2); ctx.lineTo(size / 2, size / 2); ctx.lineTo(-size / 2, size / 2); ctx.closePath(); ctx.fill(); }
      ctx.restore();
    }
    ctx.globalAlpha = 1;
    const ring = easeOutCubic(seg(s, -0.1, 0.8));
    ctx.strokeStyle = withAlpha(p.accentColor, 0.9 * (1 - ring * 0.6));
    ctx.lineWidth = 6 * u;
    ctx.beginPath();
    ctx.arc(W / 2, H * 0.42, Math.min(W, H) * (0.06 + 0.16 * ring), 0, Math.PI * 2);
    ctx.stroke();
    const mark = easeOutBack(seg(s, 0.0, 0.7), 1.8);
    const markSize = Math.min(W, H) * 0.2 * Math.max(0.15, mark);
    drawMark(ctx, io.image(p.logo || undefined), p.title, W / 2, H * 0.42, markSize, p.primaryColor, readableOn(p.primaryColor), p.headingFont);
    const titleIn = easeOutCubic(seg(s, 0.45, 1.2));
    const { size } = fitText(ctx, p.title, p.headingFont, p.headingWeight, W * 0.8, 110 * u, 1);
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, H * 0.58, W, size * 1.4);
    ctx.clip();
    setFont(ctx, p.headingFont, p.headingWeight, size);
    ctx.fillStyle = p.textColor;
    ctx.textAlign = 'center';
    ctx.fillText(p.title, W / 2, H * 0.58 + size * 1.05 + (1 - titleIn) * size * 1.3);
    ctx.restore();
    if (p.subtitle) {
      const subIn = easeOutCubic(seg(s, 0.8, 1.6));
      setFont(ctx, p.headingFont, 500, size * 0.34);
      ctx.fillStyle = withAlpha(p.textColor, 0.8 * subIn);
      ctx.textAlign = 'center';
      ctx.fillText(p.subtitle, W / 2, H * 0.58 + size * 1.75 + (1 - subIn) * 20 * u);
    }
    ctx.textAlign = 'left';
  },
});

export const outroCard = defineComponent({
  id: 'outro-card',
  name: 'Outro end card',
  description: 'An end card: the mark and a closing line settle in, a call-to-action pill and a web address follow, over a slowly turning ring.',
  category: 'scenes',
  kind: 'scene',
  version: '1.0.0',
  propSchema: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 120 }),
    subtitle: Type.String({ maxLength: 200 }),
    cta: Type.String({ maxLength: 40 }),
    url: Type.String({ maxLength: 100 }),
    logo: Type.String({ maxLength: 2048 }),
    backgroundColor: color('background'),
    primaryColor: color('ring and mark'),
    accentColor: color('call-to-action pill'),
    textColor: color('text'),
    headingFont: family,
    headingWeight: weight,
  }, { additionalProperties: false }),
  propDefaults: { title: 'Thanks for watching', subtitle: 'Made with Framefleet', cta: 'Try it free', url: 'framefleet.dev', logo: '', backgroundColor: '#0c1022', primaryColor: '#5b5bf6', accentColor: '#ffb020', textColor: '#ffffff', headingFont: 'Montserrat', headingWeight: 800 },
  durationInFrames: 120,
  textParam: 'title',
  subtextParam: 'subtitle',
  tier: 'recommended',
  useCase: ['outro', 'full-scene'],
  mood: ['branded', 'warm', 'confident'],
  tags: ['outro', 'end card', 'cta', 'closing', 'brand'],
  intent: 'Close a video and point to the next step.',
  useWhen: 'The last 3–5 seconds of a branded video.',
  pairsWith: ['intro-reveal', 'cta-button'],
  brandBindings: [
    { param: 'title', brandToken: 'outro.title' }, { param: 'subtitle', brandToken: 'outro.subtitle' }, { param: 'logo', brandToken: 'logo.src' },
    { param: 'backgroundColor', brandToken: 'colors.background' }, { param: 'primaryColor', brandToken: 'colors.primary' }, { param: 'accentColor', brandToken: 'colors.accent' },
    { param: 'textColor', brandToken: 'colors.text' }, { param: 'headingFont', brandToken: 'fonts.heading' }, { param: 'headingWeight', brandToken: 'fonts.heading.weight' },
  ],
  fontParams: [{ family: 'headingFont', weight: 'headingWeight', weights: [500, 700, 800] }],
  imageParams: ['logo'],
  examples: [{ title: 'Subscribe end card', props: { title: 'See you next week', cta: 'Subscribe' } }],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    backdrop(ctx, W, H, p.backgroundColor, p.primaryColor, s);
    const R = Math.min(W, H) * 0.36;
    const cx = W * 0.3, cy = H / 2;
    const ringIn = easeOutExpo(seg(s, -0.2, 1));
    ctx.lineWidth = 3 * u;
    for (let i = 0; i < 3; i++) {
      ctx.strokeStyle = withAlpha(p.primaryColor, 0.55 - i * 0.15);
      ctx.setLineDash([18 * u + i * 10 * u, 14 * u]);
      ctx.lineDashOffset = -s * 40 * u * (i % 2 === 0 ? 1 : -1);
      ctx.beginPath();
      ctx.arc(cx, cy, R * (0.75 + i * 0.16) * ringIn, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.setLineDash([]);
    const mark = easeOutBack(seg(s, 0, 0.7), 1.5);
    drawMark(ctx, io.image(p.logo || undefined), p.title, cx, cy, R * 0.9 * Math.max(0.2, mark), p.primaryColor, readableOn(p.primaryColor), p.headingFont);
    const x = W * 0.56;
    const { size, lines } = fitText(ctx, p.title, p.headingFont, p.headingWeight, W * 0.38, 96 * u, 2);
    const tIn = easeOutCubic(seg(s, 0.2, 0.9));
    setFont(ctx, p.headingFont, p.headingWeight, size);
    ctx.fillStyle = p.textColor;
    const top = cy - (lines.length * size * 1.1) / 2 - size * 0.6;
    lines.forEach((l, i) => {
      ctx.globalAlpha = clamp(0.2 + tIn);
      ctx.fillText(l, x + (1 - tIn) * 60 * u, top + (i + 1) * size * 1.1);
    });
    ctx.globalAlpha = 1;
    let y = top + lines.length * size * 1.1 + size * 0.2;
    if (p.subtitle) {
      const a = easeOutCubic(seg(s, 0.5, 1.1));
      setFont(ctx, p.headingFont, 500, size * 0.36);
      ctx.fillStyle = withAlpha(p.textColor, 0.75 * a);
      ctx.fillText(p.subtitle, x, y + size * 0.4);
      y += size * 0.7;
    }
    if (p.cta) {
      const a = easeOutBack(seg(s, 0.8, 1.4), 1.6);
      setFont(ctx, p.headingFont, 700, size * 0.34);
      const tw = ctx.measureText(p.cta).width;
      const bh = size * 0.75, bw = tw + bh * 1.2;
      ctx.save();
      ctx.translate(x + bw / 2, y + bh / 2 + size * 0.2);
      ctx.scale(Math.max(0.01, a), Math.max(0.01, a));
      ctx.fillStyle = p.accentColor;
      roundRect(ctx, -bw / 2, -bh / 2, bw, bh, bh / 2);
      ctx.fill();
      ctx.fillStyle = readableOn(p.accentColor);
      ctx.textBaseline = 'middle';
      ctx.fillText(p.cta, -tw / 2, 0);
      ctx.restore();
      ctx.textBaseline = 'alphabetic';
      y += bh + size * 0.4;
    }
    if (p.url) {
      const a = easeOutCubic(seg(s, 1.1, 1.7));
      setFont(ctx, p.headingFont, 500, size * 0.3);
      ctx.fillStyle = withAlpha(p.textColor, 0.6 * a);
      ctx.fillText(p.url, x, y + size * 0.45);
    }
  },
});

export const chapterTitle = defineComponent({
  id: 'chapter-title',
  name: 'Chapter title',
  description: 'A chapter opener: a large outlined number slides in, a rule draws across, and the chapter name rises beside it.',
  category: 'scenes',
  kind: 'scene',
  version: '1.0.0',
  propSchema: Type.Object({
    number: Type.String({ maxLength: 4 }),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    kicker: Type.String({ maxLength: 60, description: 'small line above the title' }),
    backgroundColor: color('background'),
    accentColor: color('number and rule'),
    textColor: color('title colour'),
    headingFont: family,
    headingWeight: weight,
  }, { additionalProperties: false }),
  propDefaults: { number: '01', title: 'Why frames render anywhere', kicker: 'Chapter', backgroundColor: '#0c1022', accentColor: '#12b5cb', textColor: '#ffffff', headingFont: 'Montserrat', headingWeight: 800 },
  durationInFrames: 90,
  textParam: 'title',
  subtextParam: 'kicker',
  tier: 'standard',
  useCase: ['full-scene', 'explainer'],
  mood: ['editorial', 'structured', 'calm'],
  tags: ['chapter', 'section', 'title card', 'number'],
  intent: 'Divide a longer video into sections.',
  useWhen: 'Between sections of tutorials, explainers, documentaries.',
  brandBindings: [{ param: 'backgroundColor', brandToken: 'colors.background' }, { param: 'accentColor', brandToken: 'colors.secondary' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'headingFont', brandToken: 'fonts.heading' }, { param: 'headingWeight', brandToken: 'fonts.heading.weight' }],
  fontParams: [{ family: 'headingFont', weight: 'headingWeight', weights: [600, 900] }],
  examples: [{ title: 'Section two', props: { number: '02', title: 'Setting up your first node' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    ctx.fillStyle = p.backgroundColor;
    ctx.fillRect(0, 0, W, H);
    const g = ctx.createLinearGradient(0, 0, W, H);
    g.addColorStop(0, withAlpha(p.accentColor, 0.16));
    g.addColorStop(1, withAlpha(mix(p.backgroundColor, '#000000', 0.5), 0.6));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, W, H);
    const numIn = easeOutExpo(seg(s, -0.2, 0.9));
    const numSize = H * 0.42;
    setFont(ctx, p.headingFont, 900, numSize);
    ctx.strokeStyle = p.accentColor;
    ctx.lineWidth = 4 * u;
    ctx.globalAlpha = 0.3 + 0.7 * numIn;
    ctx.strokeText(p.number, W * 0.08 - (1 - numIn) * 200 * u, H / 2 + numSize * 0.36);
    ctx.globalAlpha = 1;
    const numW = ctx.measureText(p.number).width;
    const x = W * 0.08 + numW + 60 * u;
    const rule = easeInOutCubic(seg(s, 0.2, 1.0));
    ctx.fillStyle = p.accentColor;
    ctx.fillRect(x, H / 2 - 2 * u, (W * 0.9 - x) * Math.max(0.05, rule), 4 * u);
    if (p.kicker) {
      setFont(ctx, p.headingFont, 600, 34 * u);
      ctx.fillStyle = p.accentColor;
      ctx.globalAlpha = easeOutCubic(seg(s, 0.4, 0.9));
      ctx.fillText(p.kicker.toUpperCase(), x, H / 2 - 30 * u);
      ctx.globalAlpha = 1;
    }
    const { size, lines } = fitText(ctx, p.title, p.headingFont, p.headingWeight, W * 0.9 - x, 80 * u, 2);
    const tIn = easeOutCubic(seg(s, 0.5, 1.2));
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, H / 2 + 4 * u, W, lines.length * size * 1.2 + 20 * u);
    ctx.clip();
    setFont(ctx, p.headingFont, p.headingWeight, size);
    ctx.fillStyle = p.textColor;
    lines.forEach((l, i) => ctx.fillText(l, x, H / 2 + 10 * u + (i + 1) * size * 1.1 + (1 - tIn) * size * 2.4));
    ctx.restore();
  },
});

export const countdown = defineComponent({
  id: 'countdown',
  name: 'Countdown',
  description: 'A 3-2-1 countdown: each number punches in at the centre of a sweeping ring, the ring empties with the second, and a final word lands on zero.',
  category: 'scenes',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    from: Type.Integer({ minimum: 1, maximum: 10 }),
    finalWord: Type.String({ maxLength: 20 }),
    backgroundColor: color('background'),
    ringColor: color('ring colour'),
    textColor: color('number colour'),
    headingFont: family,
    headingWeight: weight,
  }, { additionalProperties: false }),
  propDefaults: { from: 3, finalWord: 'GO', backgroundColor: '#0c1022', ringColor: '#ffb020', textColor: '#ffffff', headingFont: 'Montserrat', headingWeight: 900 },
  durationInFrames: 120,
  textParam: 'finalWord',
  tier: 'niche',
  useCase: ['intro', 'full-scene', 'social-cut'],
  mood: ['exciting', 'bold', 'anticipation'],
  tags: ['countdown', 'timer', 'numbers', 'launch', 'start'],
  intent: 'Build anticipation before a reveal.',
  useWhen: 'Launches, live starts, game moments.',
  brandBindings: [{ param: 'backgroundColor', brandToken: 'colors.background' }, { param: 'ringColor', brandToken: 'colors.accent' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'headingFont', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'headingFont', weight: 'headingWeight' }],
  examples: [{ title: 'Five-second countdown', props: { from: 5, finalWord: 'LIVE' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const steps = p.from + (p.finalWord ? 1 : 0);
    const per = f.durationInFrames / steps;
    const step = Math.min(steps - 1, Math.floor(f.frame / per));
    const k = (f.frame - step * per) / per;
    backdrop(ctx, W, H, p.backgroundColor, p.ringColor, f.frame / f.fps);
    const cx = W / 2, cy = H / 2, R = Math.min(W, H) * 0.3;
    ctx.lineWidth = 16 * u;
    ctx.strokeStyle = withAlpha(p.textColor, 0.12);
    ctx.beginPath();
    ctx.arc(cx, cy, R, 0, Math.PI * 2);
    ctx.stroke();
    const isWord = p.finalWord !== '' && step === steps - 1;
    if (!isWord) {
      ctx.strokeStyle = p.ringColor;
      ctx.lineCap = 'round';
      ctx.beginPath();
      ctx.arc(cx, cy, R, -Math.PI / 2, -Math.PI / 2 + Math.PI * 2 * Math.max(0.01, 1 - k));
      ctx.stroke();
      ctx.lineCap = 'butt';
    } else {
      const burst = easeOutExpo(k);
      ctx.strokeStyle = withAlpha(p.ringColor, 1 - burst * 0.8);
      ctx.lineWidth = 16 * u * (1 - burst * 0.7);
      ctx.beginPath();
      ctx.arc(cx, cy, R * (1 + burst * 0.6), 0, Math.PI * 2);
      ctx.stroke();
    }
    const label = isWord ? p.finalWord : String(p.from - step);
    const pop = easeOutBack(seg(k, 0, 0.35), 2);
    const size = R * (isWord ? 0.7 : 1.1);
    setFont(ctx, p.headingFont, p.headingWeight, size);
    const tw = ctx.measureText(label).width;
    const fit = Math.min(1, (R * 1.7) / tw);
    ctx.save();
    ctx.translate(cx, cy);
    const sc = fit * (0.5 + 0.5 * pop) * (1 + 0.04 * Math.sin(clamp(k) * Math.PI));
    ctx.scale(sc, sc);
    ctx.fillStyle = p.textColor;
    ctx.globalAlpha = clamp(0.3 + pop) * (isWord ? 1 : 1 - 0.6 * seg(k, 0.85, 1));
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, 0, size * 0.04);
    ctx.restore();
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
});
