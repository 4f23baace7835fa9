/** Editorial layouts: cinematic letterbox bars with slate copy, and a picture with a caption panel. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { easeInOutCubic, easeOutCubic, easeOutExpo, fitText, roundRect, seg, setFont, unit, wrapText } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, fontFamily, fontWeight, imageSource } from '../prop-types.ts';
import { drawPictureOrArt, type ArtPalette } from './artwork.ts';

/** SMPTE-style timecode (hh:mm:ss:ff) of a frame count. */
function timecode(frames: number, fps: number): string {
  const rate = Math.max(1, Math.round(fps));
  const ff = frames % rate, total = Math.floor(frames / rate);
  const two = (v: number) => String(v).padStart(2, '0');
  return `${two(Math.floor(total / 3600))}:${two(Math.floor(total / 60) % 60)}:${two(total % 60)}:${two(ff)}`;
}

export const letterboxFrame = defineComponent({
  id: 'letterbox-frame',
  name: 'Letterbox frame',
  description: 'Cinematic bars close in to a widescreen ratio over the footage, with spaced-out slate copy typed into the lower bar, a hairline accent, viewfinder corners and a running timecode.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    aspectRatio: Type.Number({ minimum: 1.6, maximum: 3, description: 'width ÷ height of the picture left between the bars (2.39 is anamorphic scope)' }),
    title: Type.String({ maxLength: 60, description: 'slate copy on the left of the lower bar' }),
    subtitle: Type.String({ maxLength: 60, description: 'copy on the right of the lower bar' }),
    topLabel: Type.String({ maxLength: 40, description: 'small label on the left of the upper bar (empty: none)' }),
    showTimecode: Type.Boolean({ description: 'a running timecode on the right of the upper bar' }),
    cornerMarks: Type.Boolean({ description: 'viewfinder corner marks inside the picture area' }),
    barColor: color('bar colour'),
    accentColor: color('hairline and record dot'),
    textColor: color('slate copy'),
    fontFamily: fontFamily(),
  }, { additionalProperties: false }),
  propDefaults: { aspectRatio: 2.39, title: 'Chapter one — The arrival', subtitle: 'Reykjavík, 06:12', topLabel: 'Scene 01', showTimecode: true, cornerMarks: true, barColor: '#050507', accentColor: '#ffb020', textColor: '#f2f2f2', fontFamily: 'Montserrat' },
  durationInFrames: 180,
  textParam: 'title',
  subtextParam: 'subtitle',
  tier: 'recommended',
  useCase: ['title-over-footage', 'intro', 'grade'],
  mood: ['cinematic', 'dramatic', 'documentary'],
  tags: ['letterbox', 'cinematic', 'bars', 'widescreen', 'film', 'slate', 'timecode', '2.39'],
  intent: 'Make footage feel like film and slate it with a chapter, place or time.',
  useWhen: 'Openings of documentaries, travel films, brand stories, trailers, chapter breaks over footage.',
  pairsWith: ['film-grain', 'vignette', 'location-tag', 'luma-fade', 'chapter-title'],
  avoidWith: ['picture-in-picture', 'four-grid', 'masonry-collage'],
  brandBindings: [{ param: 'accentColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'fontFamily', weights: [600] }],
  examples: [
    { title: 'Flat 1.85 with a place and date', props: { aspectRatio: 1.85, title: 'Field notes', subtitle: 'Atacama · Day 3', topLabel: '', showTimecode: false, cornerMarks: false } },
    { title: 'Ultra-wide trailer slate', props: { aspectRatio: 2.76, title: 'Coming this winter', subtitle: 'framefleet.dev', topLabel: 'Teaser', accentColor: '#ff4fa3' } },
  ],
  warnings: ['The bars cover the top and bottom of the picture: frame subjects and captions inside the widescreen area.', 'In portrait output the bars are tall; prefer it for landscape output.'],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const target = Math.max(H * 0.06, (H - W / p.aspectRatio) / 2);
    const close = easeInOutCubic(seg(s, -0.3, 0.9));
    const bar = target * close;
    ctx.fillStyle = p.barColor;
    ctx.fillRect(0, 0, W, bar);
    ctx.fillRect(0, H - bar, W, bar);
    const line = easeOutExpo(seg(s, 0.6, 1.6));
    ctx.fillStyle = withAlpha(p.accentColor, 0.9);
    ctx.fillRect(W / 2 - (W / 2) * line, bar - 2 * u, W * line, 2 * u);
    ctx.fillRect(W / 2 - (W / 2) * line, H - bar, W * line, 2 * u);
    const pad = Math.max(48 * u, W * 0.04);
    if (p.cornerMarks) {
      // Viewfinder corners just inside the picture area, drawn in as the bars close.
      const k = easeOutCubic(seg(s, 0.5, 1.3));
      const inset = pad * 0.6, arm = 44 * u * k;
      ctx.strokeStyle = withAlpha(p.textColor, 0.7 * k);
      ctx.lineWidth = Math.max(1, 2.5 * u);
      const top = bar + inset, bottom = H - bar - inset, leftX = inset, rightX = W - inset;
      ctx.beginPath();
      for (const [cx, cy, dx, dy] of [[leftX, top, 1, 1], [rightX, top, -1, 1], [leftX, bottom, 1, -1], [rightX, bottom, -1, -1]] as const) {
        ctx.moveTo(cx + dx * arm, cy);
        ctx.lineTo(cx, cy);
        ctx.lineTo(cx, cy + dy * arm);
      }
      ctx.stroke();
    }
    const size = Math.min(bar * 0.32, 32 * u);
    const spacing = size * 0.28;
    const typed = (text: string, start: number, cps: number) => text.slice(0, Math.max(0, Math.floor((s - start) * cps)));
    ctx.textBaseline = 'middle';
    setFont(ctx, p.fontFamily, 600, size);
    ctx.letterSpacing = `${spacing}px`;
    ctx.fillStyle = p.textColor;
    // When title and subtitle do not fit side by side (narrow frames), they take two lines.
    const twoLines = ctx.measureText(p.title.toUpperCase()).width + ctx.measureText(p.subtitle.toUpperCase()).width + size * 3 > W - pad * 2 && bar > size * 4;
    const lowerY = H - bar / 2 - (twoLines ? size * 0.9 : 0);
    const title = typed(p.title.toUpperCase(), 1.0, 28);
    ctx.fillText(title, pad, lowerY);
    if (title.length > 0 && title.length < p.title.length && Math.floor(s * 4) % 2 === 0) {
      ctx.fillStyle = p.accentColor;
      ctx.fillRect(pad + ctx.measureText(title).width + spacing, lowerY - size * 0.5, size * 0.5, size);
    }
    const subA = easeOutCubic(seg(s, 1.8, 2.5));
    ctx.globalAlpha = subA;
    ctx.fillStyle = withAlpha(p.textColor, 0.8);
    if (twoLines) ctx.fillText(p.subtitle.toUpperCase(), pad + (1 - subA) * 20 * u, lowerY + size * 1.8);
    else {
      ctx.textAlign = 'right';
      ctx.fillText(p.subtitle.toUpperCase(), W - pad + (1 - subA) * 20 * u, lowerY);
    }
    ctx.textAlign = 'right';
    const upperY = bar / 2;
    const topA = easeOutCubic(seg(s, 0.8, 1.4));
    ctx.globalAlpha = topA;
    setFont(ctx, p.fontFamily, 600, size * 0.8);
    if (p.showTimecode) {
      ctx.fillStyle = withAlpha(p.textColor, 0.85);
      ctx.fillText(timecode(f.frame, f.fps), W - pad, upperY);
    }
    ctx.textAlign = 'left';
    if (p.topLabel) {
      const blink = 0.45 + 0.55 * (Math.floor(s * 2) % 2 === 0 ? 1 : 0.3);
      ctx.fillStyle = withAlpha(p.accentColor, blink);
      ctx.beginPath();
      ctx.arc(pad + size * 0.3, upperY, size * 0.3, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = withAlpha(p.textColor, 0.85);
      ctx.fillText(p.topLabel.toUpperCase(), pad + size * 1.1, upperY);
    }
    ctx.globalAlpha = 1;
    ctx.letterSpacing = '0px';
    ctx.textBaseline = 'alphabetic';
  },
});

export const mediaCaptionPanel = defineComponent({
  id: 'media-caption-panel',
  name: 'Media caption panel',
  description: 'An editorial spread: a large picture wipes open while a caption card slides over its edge with a kicker, a headline, a paragraph and a photo credit.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    image: imageSource('the picture (empty: an illustrated landscape in brand colours)'),
    kicker: Type.String({ maxLength: 40, description: 'small label above the headline (empty: none)' }),
    title: Type.String({ minLength: 1, maxLength: 100 }),
    body: Type.String({ maxLength: 320 }),
    credit: Type.String({ maxLength: 80, description: 'photo credit or source at the foot of the card (empty: none)' }),
    mediaSide: Type.Union([Type.Literal('left'), Type.Literal('right')]),
    panelColor: color('caption card'),
    accentColor: color('kicker and edge bar'),
    textColor: color('card text'),
    headingFont: fontFamily(),
    headingWeight: fontWeight(),
    bodyFont: fontFamily(),
  }, { additionalProperties: false }),
  propDefaults: { image: '', kicker: 'Field report', title: 'The valley that powers a city', body: 'Three turbines on the ridge now cover the evening peak for forty thousand homes.', credit: 'Photo: M. Okafor', mediaSide: 'left', panelColor: '#ffffff', accentColor: '#5b5bf6', textColor: '#141726', headingFont: 'Playfair Display', headingWeight: 700, bodyFont: 'Inter' },
  durationInFrames: 180,
  textParam: 'title',
  subtextParam: 'body',
  tier: 'standard',
  useCase: ['explainer', 'full-scene', 'title-over-footage'],
  mood: ['editorial', 'informative', 'premium'],
  tags: ['editorial', 'caption', 'magazine', 'news', 'article', 'feature', 'photo', 'card'],
  intent: 'Pair a picture with a short written story, like a magazine spread.',
  useWhen: 'Case studies, news explainers, documentary stills, museum and real-estate features, product stories.',
  pairsWith: ['gradient-flow', 'marker-underline', 'location-tag', 'slide-push', 'film-grain'],
  avoidWith: ['split-screen', 'letterbox-frame'],
  brandBindings: [{ param: 'accentColor', brandToken: 'colors.primary' }, { param: 'headingFont', brandToken: 'fonts.heading' }, { param: 'headingWeight', brandToken: 'fonts.heading.weight' }, { param: 'bodyFont', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'headingFont', weight: 'headingWeight' }, { family: 'bodyFont', weights: [400, 700] }],
  imageParams: ['image'],
  examples: [
    { title: 'Case study, picture right', props: { mediaSide: 'right', kicker: 'Case study', title: 'How Northwind cut render time by 80%', body: 'Moving 40 nodes to the farm took one afternoon and no template changes.', credit: 'Source: Northwind Studios' } },
    { title: 'Dark card, no credit', props: { panelColor: '#0c1022', textColor: '#ffffff', kicker: 'Chapter 2', title: 'Into the night shift', credit: '' } },
  ],
  warnings: ['Keep the body to two or three short sentences; longer copy is cut after six lines.'],
  draw(ctx, f, p, brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const palette: ArtPalette = [brand['colors.primary'], brand['colors.secondary'], brand['colors.accent']];
    // Tall frames stack the card under the picture; mediaSide then only picks the wipe's direction.
    const stacked = H > W * 1.15;
    const left = p.mediaSide === 'left';
    const mw = stacked ? W * 0.88 : W * 0.6, mh = stacked ? H * 0.5 : H * 0.8;
    const mx = stacked ? W * 0.06 : left ? W * 0.06 : W - W * 0.06 - mw, my = stacked ? H * 0.07 : (H - mh) / 2;
    const wipe = easeInOutCubic(seg(s, -0.2, 1.0));
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 50 * u;
    ctx.shadowOffsetY = 18 * u;
    const revealW = mw * wipe;
    roundRect(ctx, left ? mx : mx + mw - revealW, my, Math.max(1, revealW), mh, 20 * u);
    ctx.fillStyle = '#000000';
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.clip();
    const z = 1.15 - 0.1 * easeOutCubic(seg(s, -0.2, 2)) - 0.05 * f.progress;
    ctx.translate(mx + mw / 2, my + mh / 2);
    ctx.scale(z, z);
    ctx.translate(-(mx + mw / 2), -(my + mh / 2));
    drawPictureOrArt(ctx, io.image(p.image || undefined), 'landscape', mx, my, mw, mh, palette, s, 6);
    ctx.restore();

    const cw = stacked ? W * 0.84 : W * 0.4, pad = 56 * u;
    const textW = cw - pad * 2;
    const { size, lines } = fitText(ctx, p.title, p.headingFont, p.headingWeight, textW, 64 * u, 3);
    const bodySize = Math.max(15 * u, Math.min(28 * u, size * 0.46));
    setFont(ctx, p.bodyFont, 400, bodySize);
    const bodyLines = p.body ? wrapText(ctx, p.body, textW).slice(0, 6) : [];
    const kickerSize = 22 * u, creditSize = 20 * u;
    const ch = pad * 2 + (p.kicker ? kickerSize * 2.2 : 0) + lines.length * size * 1.15 + (bodyLines.length ? size * 0.4 + bodyLines.length * bodySize * 1.5 : 0) + (p.credit ? creditSize * 3.2 : 0);
    const slide = easeOutExpo(seg(s, 0.5, 1.5));
    const cx = stacked ? W * 0.08 : (left ? W * 0.56 : W * 0.04) + (left ? 1 : -1) * (1 - slide) * W * 0.5;
    const cy = stacked ? Math.min(my + mh - 80 * u, H * 0.96 - ch) + (1 - slide) * H * 0.4 : H / 2 - ch / 2 + H * 0.06;
    ctx.save();
    ctx.globalAlpha = Math.min(1, slide * 1.5);
    ctx.shadowColor = 'rgba(0,0,0,0.3)';
    ctx.shadowBlur = 60 * u;
    ctx.shadowOffsetY = 24 * u;
    ctx.fillStyle = p.panelColor;
    roundRect(ctx, cx, cy, cw, ch, 18 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = p.accentColor;
    const edge = easeOutCubic(seg(s, 1.1, 1.8));
    ctx.fillRect(left || stacked ? cx : cx + cw - 8 * u, cy + 30 * u, 8 * u, (ch - 60 * u) * edge);
    let y = cy + pad;
    const tx = cx + pad;
    const reveal = (start: number) => easeOutCubic(seg(s, start, start + 0.6));
    if (p.kicker) {
      const a = reveal(1.0);
      ctx.globalAlpha = a;
      setFont(ctx, p.bodyFont, 700, kickerSize);
      ctx.letterSpacing = `${kickerSize * 0.15}px`;
      ctx.fillStyle = p.accentColor;
      ctx.fillText(p.kicker.toUpperCase(), tx, y + kickerSize);
      ctx.letterSpacing = '0px';
      y += kickerSize * 2.2;
    }
    setFont(ctx, p.headingFont, p.headingWeight, size);
    ctx.fillStyle = p.textColor;
    lines.forEach((line, i) => {
      const a = reveal(1.15 + i * 0.1);
      ctx.globalAlpha = a;
      ctx.fillText(line, tx, y + size * 0.95 + (1 - a) * 16 * u);
      y += size * 1.15;
    });
    if (bodyLines.length) {
      y += size * 0.4;
      const a = reveal(1.5);
      ctx.globalAlpha = a * 0.8;
      setFont(ctx, p.bodyFont, 400, bodySize);
      for (const line of bodyLines) { ctx.fillText(line, tx, y + bodySize * 1.05); y += bodySize * 1.5; }
    }
    if (p.credit) {
      const a = reveal(1.9);
      ctx.globalAlpha = a;
      y += creditSize * 1.2;
      ctx.fillStyle = withAlpha(mix(p.textColor, p.panelColor, 0.3), 0.6);
      ctx.fillRect(tx, y, textW, Math.max(1, u));
      setFont(ctx, p.bodyFont, 400, creditSize);
      ctx.fillText(p.credit, tx, y + creditSize * 1.6);
    }
    ctx.restore();
  },
});
