/** Built-in layouts: arrangements of panels, pictures and copy. */
export { pictureInPicture, fourGrid, beforeAfter } from './layouts/media.ts';
export { phoneMockup, laptopMockup } from './layouts/devices.ts';
export { polaroidStack } from './layouts/collage.ts';
export { letterboxFrame, mediaCaptionPanel } from './layouts/editorial.ts';
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../sdk.ts';
import { color, family, weight } from './prop-types.ts';
import { clamp, drawCover, easeOutBack, easeOutCubic, easeOutExpo, fitText, readableOn, roundRect, seg, setFont, unit, wrapText } from '../draw.ts';
import { mix, withAlpha } from '../../shared/composition/color.ts';


export const splitScreen = defineComponent({
  id: 'split-screen',
  name: 'Split screen',
  description: 'Two panels slide in from opposite sides: copy on one, a picture (or a patterned brand panel) on the other, joined by an accent divider.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    title: Type.String({ minLength: 1, maxLength: 120 }),
    body: Type.String({ maxLength: 400 }),
    image: Type.String({ maxLength: 2048, description: 'picture for the media panel (empty for a patterned panel)' }),
    mediaSide: Type.Union([Type.Literal('left'), Type.Literal('right')]),
    panelColor: color('copy panel'),
    accentColor: color('divider and pattern'),
    textColor: color('copy colour'),
    headingFont: family,
    headingWeight: weight,
    bodyFont: family,
  }, { additionalProperties: false }),
  propDefaults: { title: 'Scenes render in parallel', body: 'Each node draws its own frames from the same composition, so an hour of video takes minutes.', image: '', mediaSide: 'right', panelColor: '#0c1022', accentColor: '#5b5bf6', textColor: '#ffffff', headingFont: 'Montserrat', headingWeight: 800, bodyFont: 'Inter' },
  durationInFrames: 150,
  textParam: 'title',
  subtextParam: 'body',
  tier: 'recommended',
  useCase: ['explainer', 'full-scene'],
  mood: ['clear', 'professional', 'modern'],
  tags: ['split', 'two column', 'layout', 'feature'],
  intent: 'Explain one point beside a picture.',
  useWhen: 'Feature explanations, before/after, product highlights.',
  brandBindings: [{ param: 'panelColor', brandToken: 'colors.background' }, { param: 'accentColor', brandToken: 'colors.primary' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'headingFont', brandToken: 'fonts.heading' }, { param: 'headingWeight', brandToken: 'fonts.heading.weight' }, { param: 'bodyFont', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'headingFont', weight: 'headingWeight' }, { family: 'bodyFont', weights: [400] }],
  imageParams: ['image'],
  examples: [{ title: 'Feature', props: { title: 'Captions that match your brand', body: 'Word-level timing, highlight and entrance from the brand kit.' } }],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const mediaLeft = p.mediaSide === 'left';
    const inA = easeOutExpo(seg(s, -0.2, 0.8));
    const inB = easeOutExpo(seg(s, -0.05, 0.95));
    const half = W / 2;
    const copyX = mediaLeft ? half + (1 - inA) * half : -(1 - inA) * half;
    ctx.fillStyle = p.panelColor;
    ctx.fillRect(copyX, 0, half, H);
    const mediaX = mediaLeft ? -(1 - inB) * half : half + (1 - inB) * half;
    const img = io.image(p.image || undefined);
    ctx.save();
    ctx.beginPath();
    ctx.rect(mediaX, 0, half, H);
    ctx.clip();
    if (img) {
      const z = 1.08 - 0.08 * easeOutCubic(seg(s, 0, 4));
      const cx = mediaX + half / 2, cy = H / 2;
      ctx.translate(cx, cy);
      ctx.scale(z, z);
      ctx.translate(-cx, -cy);
      drawCover(ctx, img, mediaX, 0, half, H);
    } else {
      ctx.fillStyle = mix(p.accentColor, p.panelColor, 0.15);
      ctx.fillRect(mediaX, 0, half, H);
      ctx.strokeStyle = withAlpha(readableOn(p.accentColor), 0.18);
      ctx.lineWidth = 3 * u;
      const step = 60 * u;
      const drift = (s * 30 * u) % step;
      for (let x = -H; x < half + H; x += step) {
        ctx.beginPath();
        ctx.moveTo(mediaX + x + drift, 0);
        ctx.lineTo(mediaX + x + drift + H, H);
        ctx.stroke();
      }
      const rr = Math.min(half, H) * 0.22 * easeOutBack(seg(s, 0.2, 0.9));
      ctx.fillStyle = withAlpha('#ffffff', 0.9);
      ctx.beginPath();
      ctx.arc(mediaX + half / 2, H / 2, Math.max(0, rr), 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = p.accentColor;
      ctx.beginPath();
      ctx.arc(mediaX + half / 2, H / 2, Math.max(0, rr * 0.55), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.restore();
    const div = easeOutCubic(seg(s, 0.3, 1.0));
    ctx.fillStyle = p.accentColor;
    ctx.fillRect(half - 5 * u, H / 2 - (H / 2) * div, 10 * u, H * div);
    const pad = 80 * u;
    const textX = (mediaLeft ? half : 0) + pad + (mediaLeft ? (1 - inA) * half : -(1 - inA) * half);
    const maxW = half - pad * 2;
    const { size, lines } = fitText(ctx, p.title, p.headingFont, p.headingWeight, maxW, 84 * u, 3);
    const bodySize = Math.max(14 * u, size * 0.42);
    setFont(ctx, p.bodyFont, 400, bodySize);
    const bodyLines = p.body ? wrapText(ctx, p.body, maxW) : [];
    const blockH = lines.length * size * 1.12 + (bodyLines.length ? size * 0.5 + bodyLines.length * bodySize * 1.45 : 0);
    let y = H / 2 - blockH / 2;
    setFont(ctx, p.headingFont, p.headingWeight, size);
    ctx.fillStyle = p.textColor;
    for (const line of lines) { ctx.fillText(line, textX, y + size * 0.9); y += size * 1.12; }
    y += size * 0.5;
    const bodyA = easeOutCubic(seg(s, 0.5, 1.2));
    ctx.globalAlpha = 0.35 + 0.55 * bodyA;
    setFont(ctx, p.bodyFont, 400, bodySize);
    for (const line of bodyLines) { ctx.fillText(line, textX, y + bodySize * (1 + (1 - bodyA) * 0.5)); y += bodySize * 1.45; }
    ctx.globalAlpha = 1;
  },
});

export const quoteCard = defineComponent({
  id: 'quote-card',
  name: 'Quote card',
  description: 'A testimonial card that springs up with an oversized quotation mark, the quote in large type and the author beneath.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    quote: Type.String({ minLength: 1, maxLength: 400 }),
    author: Type.String({ maxLength: 120 }),
    cardColor: color('card colour'),
    accentColor: color('quotation mark and rule'),
    textColor: color('quote colour'),
    quoteFont: family,
    quoteWeight: weight,
  }, { additionalProperties: false }),
  propDefaults: { quote: 'We cut our render times from hours to minutes without touching our templates.', author: 'Jordan Blake, Studio Lead', cardColor: '#ffffff', accentColor: '#5b5bf6', textColor: '#141726', quoteFont: 'Playfair Display', quoteWeight: 600 },
  durationInFrames: 150,
  textParam: 'quote',
  subtextParam: 'author',
  tier: 'recommended',
  useCase: ['explainer', 'emphasis', 'full-scene'],
  mood: ['trustworthy', 'elegant', 'warm'],
  tags: ['quote', 'testimonial', 'card', 'review'],
  intent: 'Let a customer or expert speak in their own words.',
  useWhen: 'Testimonials, pull quotes, reviews.',
  pairsWith: ['gradient-flow', 'bokeh-field'],
  brandBindings: [{ param: 'accentColor', brandToken: 'colors.primary' }],
  fontParams: [{ family: 'quoteFont', weight: 'quoteWeight' }],
  examples: [{ title: 'Testimonial', props: { quote: 'The fastest render pipeline we have used.', author: 'Sam, Producer' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const pop = easeOutBack(seg(s, -0.25, 0.55), 1.4);
    const cw = Math.min(W * 0.78, 1400 * u), maxText = cw - 160 * u;
    const { size, lines } = fitText(ctx, p.quote, p.quoteFont, p.quoteWeight, maxText, 64 * u, 5);
    const lh = size * 1.35;
    const authorSize = Math.max(14 * u, size * 0.5);
    const ch = lines.length * lh + 130 * u + (p.author ? authorSize * 2.4 : 0) + 60 * u;
    ctx.save();
    ctx.translate(W / 2, H / 2);
    const sc = 0.82 + 0.18 * pop;
    ctx.scale(sc, sc);
    ctx.rotate((1 - clamp(pop)) * -0.04);
    ctx.translate(-cw / 2, -ch / 2);
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 60 * u;
    ctx.shadowOffsetY = 20 * u;
    ctx.fillStyle = p.cardColor;
    roundRect(ctx, 0, 0, cw, ch, 36 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    setFont(ctx, 'Playfair Display', 900, 220 * u);
    ctx.fillStyle = p.accentColor;
    ctx.globalAlpha = easeOutCubic(seg(s, 0.1, 0.6));
    ctx.fillText('\u201C', 60 * u, 190 * u);
    ctx.globalAlpha = 1;
    setFont(ctx, p.quoteFont, p.quoteWeight, size);
    ctx.fillStyle = p.textColor;
    lines.forEach((line, i) => {
      const a = easeOutCubic(seg(s, 0.15 + i * 0.08, 0.7 + i * 0.08));
      ctx.globalAlpha = 0.25 + 0.75 * a;
      ctx.fillText(line, 80 * u, 150 * u + i * lh + size + (1 - a) * 16 * u);
    });
    ctx.globalAlpha = 1;
    if (p.author) {
      const ay = 150 * u + lines.length * lh + 40 * u;
      const rule = easeOutCubic(seg(s, 0.6, 1.2));
      ctx.fillStyle = p.accentColor;
      ctx.fillRect(80 * u, ay, 70 * u * Math.max(0.1, rule), 5 * u);
      setFont(ctx, 'Inter', 600, authorSize);
      ctx.fillStyle = withAlpha(p.textColor, 0.75);
      ctx.fillText(p.author, 80 * u, ay + authorSize * 1.9);
    }
    ctx.restore();
  },
});

export const threeUp = defineComponent({
  id: 'three-up',
  name: 'Three-up cards',
  description: 'A heading above three cards that rise in one after another, each with a number badge, a title and a line of copy.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    heading: Type.String({ maxLength: 120 }),
    cards: Type.Array(Type.Object({ title: Type.String({ minLength: 1, maxLength: 40 }), body: Type.String({ maxLength: 120 }) }, { additionalProperties: false }), { minItems: 1, maxItems: 4 }),
    cardColor: color('card colour'),
    accentColor: color('badge colour'),
    textColor: color('text on the cards'),
    headingColor: color('heading colour'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: {
    heading: 'How a render flows',
    cards: [{ title: 'Plan', body: 'The composition is cut into scenes at clip boundaries.' }, { title: 'Draw', body: 'Nodes draw their frames from the same snapshot.' }, { title: 'Join', body: 'Segments join without re-encoding, audio mixed once.' }],
    cardColor: '#ffffff', accentColor: '#5b5bf6', textColor: '#141726', headingColor: '#ffffff', fontFamily: 'Inter',
  },
  durationInFrames: 120,
  textParam: 'heading',
  tier: 'recommended',
  useCase: ['explainer', 'full-scene'],
  mood: ['clear', 'structured', 'friendly'],
  tags: ['cards', 'steps', 'features', 'grid', 'three'],
  intent: 'Lay out three steps or features side by side.',
  useWhen: 'Processes, feature lists, comparisons of three.',
  pairsWith: ['gradient-flow'],
  brandBindings: [{ param: 'accentColor', brandToken: 'colors.primary' }, { param: 'headingColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [400, 700, 800] }],
  examples: [{ title: 'Features', props: { heading: 'Why teams switch', cards: [{ title: 'Fast', body: 'Minutes, not hours.' }, { title: 'Exact', body: 'Same bytes everywhere.' }, { title: 'Yours', body: 'Runs on your machines.' }] } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const n = p.cards.length;
    const gap = 40 * u;
    const cw = Math.min(460 * u, (W * 0.86 - gap * (n - 1)) / n), ch = Math.min(H * 0.5, 420 * u);
    const x0 = W / 2 - (cw * n + gap * (n - 1)) / 2;
    const y0 = H * 0.32;
    if (p.heading) {
      const a = easeOutCubic(seg(s, -0.3, 0.4));
      setFont(ctx, p.fontFamily, 800, 64 * u);
      ctx.fillStyle = p.headingColor;
      ctx.globalAlpha = 0.3 + 0.7 * a;
      ctx.textAlign = 'center';
      ctx.fillText(p.heading, W / 2, y0 - 70 * u + (1 - a) * 20 * u);
      ctx.textAlign = 'left';
      ctx.globalAlpha = 1;
    }
    p.cards.forEach((card, i) => {
      const k = easeOutBack(seg(s, -0.15 + i * 0.18, 0.5 + i * 0.18), 1.3);
      const x = x0 + i * (cw + gap), y = y0 + (1 - k) * 80 * u;
      ctx.save();
      ctx.globalAlpha = clamp(0.25 + k);
      ctx.shadowColor = 'rgba(0,0,0,0.3)';
      ctx.shadowBlur = 40 * u;
      ctx.shadowOffsetY = 14 * u;
      ctx.fillStyle = p.cardColor;
      roundRect(ctx, x, y, cw, ch, 28 * u);
      ctx.fill();
      ctx.shadowColor = 'transparent';
      const br = 38 * u;
      ctx.fillStyle = p.accentColor;
      ctx.beginPath();
      ctx.arc(x + 40 * u + br, y + 40 * u + br, br, 0, Math.PI * 2);
      ctx.fill();
      setFont(ctx, p.fontFamily, 800, 40 * u);
      ctx.fillStyle = readableOn(p.accentColor);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(String(i + 1), x + 40 * u + br, y + 40 * u + br + 2 * u);
      ctx.textAlign = 'left';
      ctx.textBaseline = 'alphabetic';
      setFont(ctx, p.fontFamily, 700, 46 * u);
      ctx.fillStyle = p.textColor;
      ctx.fillText(card.title, x + 40 * u, y + 190 * u);
      setFont(ctx, p.fontFamily, 400, 30 * u);
      ctx.fillStyle = withAlpha(p.textColor, 0.72);
      wrapText(ctx, card.body, cw - 80 * u).slice(0, 4).forEach((line, j) => ctx.fillText(line, x + 40 * u, y + 250 * u + j * 40 * u));
      ctx.restore();
    });
  },
});

export const photoFrame = defineComponent({
  id: 'photo-frame',
  name: 'Photo frame',
  description: 'A picture drops in as an instant print with a white border and a hand-written-style caption, settling at a slight tilt with a soft shadow.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    image: Type.String({ maxLength: 2048, description: 'picture (empty: an illustrated landscape in brand colours)' }),
    caption: Type.String({ maxLength: 60 }),
    tilt: Type.Number({ minimum: -20, maximum: 20, description: 'final tilt in degrees' }),
    frameColor: color('border colour'),
    captionColor: color('caption colour'),
    skyColor: color('sky of the illustrated landscape'),
    hillColor: color('hills of the illustrated landscape'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: { image: '', caption: 'Launch day', tilt: -4, frameColor: '#fbfaf6', captionColor: '#2a2a35', skyColor: '#12b5cb', hillColor: '#5b5bf6', fontFamily: 'Playfair Display' },
  durationInFrames: 90,
  textParam: 'caption',
  tier: 'standard',
  useCase: ['explainer', 'social-cut', 'title-over-footage'],
  mood: ['warm', 'personal', 'nostalgic'],
  tags: ['photo', 'polaroid', 'print', 'memory', 'picture'],
  intent: 'Show a still picture as a keepsake.',
  useWhen: 'Team photos, behind the scenes, memories, product stills.',
  brandBindings: [{ param: 'skyColor', brandToken: 'colors.secondary' }, { param: 'hillColor', brandToken: 'colors.primary' }],
  fontParams: [{ family: 'fontFamily', weights: [500] }],
  imageParams: ['image'],
  examples: [{ title: 'Team photo', props: { caption: 'The render crew', tilt: 3 } }],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const drop = easeOutCubic(seg(s, -0.2, 0.7));
    const settle = easeOutBack(seg(s, 0.2, 0.9), 1.8);
    const ph = Math.min(H * 0.72, W * 0.5), pw = ph * 0.86;
    const border = pw * 0.06;
    const imgW = pw - border * 2, imgH = imgW;
    ctx.save();
    ctx.translate(W / 2, H / 2 - (1 - drop) * H * 0.25);
    ctx.rotate(((p.tilt + (1 - settle) * 12) * Math.PI) / 180);
    ctx.scale(1.25 - 0.25 * drop, 1.25 - 0.25 * drop);
    ctx.shadowColor = `rgba(0,0,0,${0.2 + 0.25 * drop})`;
    ctx.shadowBlur = (20 + 40 * drop) * u;
    ctx.shadowOffsetY = (6 + 20 * drop) * u;
    ctx.fillStyle = p.frameColor;
    ctx.fillRect(-pw / 2, -ph / 2, pw, ph);
    ctx.shadowColor = 'transparent';
    const ix = -pw / 2 + border, iy = -ph / 2 + border;
    const img = io.image(p.image || undefined);
    if (img) drawCover(ctx, img, ix, iy, imgW, imgH);
    else {
      const g = ctx.createLinearGradient(0, iy, 0, iy + imgH);
      g.addColorStop(0, p.skyColor);
      g.addColorStop(1, p.hillColor);
      ctx.fillStyle = g;
      ctx.fillRect(ix, iy, imgW, imgH);
      ctx.fillStyle = 'rgba(255,255,255,0.85)';
      ctx.beginPath();
      ctx.arc(ix + imgW * 0.7, iy + imgH * 0.32, imgW * 0.09, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = withAlpha(mix(p.hillColor, '#000000', 0.45), 0.9);
      ctx.beginPath();
      ctx.moveTo(ix, iy + imgH);
      ctx.lineTo(ix, iy + imgH * 0.72);
      ctx.lineTo(ix + imgW * 0.3, iy + imgH * 0.5);
      ctx.lineTo(ix + imgW * 0.55, iy + imgH * 0.7);
      ctx.lineTo(ix + imgW * 0.78, iy + imgH * 0.55);
      ctx.lineTo(ix + imgW, iy + imgH * 0.75);
      ctx.lineTo(ix + imgW, iy + imgH);
      ctx.closePath();
      ctx.fill();
    }
    const develop = 1 - easeOutCubic(seg(s, 0.1, 1.6));
    if (develop > 0) {
      ctx.fillStyle = `rgba(240,236,225,${0.85 * develop})`;
      ctx.fillRect(ix, iy, imgW, imgH);
    }
    if (p.caption) {
      setFont(ctx, p.fontFamily, 500, (ph - imgH - border) * 0.38);
      ctx.fillStyle = p.captionColor;
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(p.caption, 0, iy + imgH + (ph - imgH - border) / 2);
    }
    ctx.restore();
  },
});
