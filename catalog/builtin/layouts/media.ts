/** Layouts that arrange pictures in one frame: picture-in-picture, a 2×2 grid, a before/after slider. */
import { Type } from '@sinclair/typebox';
import { defineComponent, type Drawable } from '../../sdk.ts';
import { clamp, drawKeptPicture, easeInOutCubic, easeOutBack, easeOutCubic, easeOutExpo, readableOn, roundRect, seg, setFont, unit } from '../../draw.ts';
import { withAlpha } from '../../../shared/composition/color.ts';
import { color, fontFamily, imageSource } from '../prop-types.ts';
import { drawPictureOrArt, type ArtPalette, type ArtworkKind } from './artwork.ts';

const corners = Type.Union([Type.Literal('top-left'), Type.Literal('top-right'), Type.Literal('bottom-left'), Type.Literal('bottom-right')]);

export const pictureInPicture = defineComponent({
  id: 'picture-in-picture',
  name: 'Picture in picture',
  description: 'A full-frame main picture with a framed inset window (a speaker cam, a detail shot) that springs in from a corner, with a live name chip and a small level meter.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    mainImage: imageSource('the full-frame picture (empty: an illustrated landscape in brand colours)'),
    insetImage: imageSource('the inset picture (empty: an illustrated speaker)'),
    corner: corners,
    insetSize: Type.Number({ minimum: 0.15, maximum: 0.5, description: 'inset width as a fraction of the frame width' }),
    label: Type.String({ maxLength: 60, description: 'name chip beside the inset (empty: none)' }),
    accentColor: color('inset border and live dot'),
    chipColor: color('name chip background'),
    textColor: color('name chip text'),
    fontFamily: fontFamily(),
  }, { additionalProperties: false }),
  propDefaults: { mainImage: '', insetImage: '', corner: 'bottom-right', insetSize: 0.3, label: 'Alex Rivera · Host', accentColor: '#5b5bf6', chipColor: '#0c1022', textColor: '#ffffff', fontFamily: 'Inter' },
  durationInFrames: 150,
  textParam: 'label',
  tier: 'recommended',
  useCase: ['explainer', 'social-cut', 'full-scene'],
  mood: ['professional', 'clear', 'live'],
  tags: ['pip', 'picture in picture', 'webcam', 'reaction', 'tutorial', 'inset', 'speaker'],
  intent: 'Keep a presenter or detail on screen while the main picture shows the subject.',
  useWhen: 'Screen recordings with a webcam, reactions, tutorials, interviews over b-roll, a close-up beside a wide shot.',
  pairsWith: ['lower-third', 'notification-toast', 'progress-bar', 'location-tag'],
  avoidWith: ['four-grid', 'letterbox-frame'],
  brandBindings: [{ param: 'accentColor', brandToken: 'colors.primary' }, { param: 'chipColor', brandToken: 'colors.background' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [600] }],
  imageParams: ['mainImage', 'insetImage'],
  examples: [
    { title: 'Tutorial webcam, top left', props: { corner: 'top-left', insetSize: 0.24, label: 'Priya · Live walkthrough' } },
    { title: 'Large detail inset without a chip', props: { insetSize: 0.42, label: '', accentColor: '#ffb020' } },
  ],
  warnings: ['The inset covers about a tenth of the frame in its corner: keep the main picture\'s subject away from that corner.'],
  draw(ctx, f, p, brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const palette: ArtPalette = [brand['colors.primary'], brand['colors.secondary'], brand['colors.accent']];
    const zoom = 1.08 - 0.08 * easeOutCubic(f.progress);
    ctx.save();
    ctx.translate(W / 2, H / 2);
    ctx.scale(zoom, zoom);
    ctx.translate(-W / 2, -H / 2);
    drawPictureOrArt(ctx, io.image(p.mainImage || undefined), 'landscape', 0, 0, W, H, palette, s, 3);
    ctx.restore();

    const margin = 48 * u;
    // insetSize is of the width in landscape; tall frames measure it against a wider virtual frame so the inset stays legible.
    const iw = Math.min(W - margin * 2, p.insetSize * Math.max(W, H * 0.9)), ih = iw * 9 / 16;
    const right = p.corner.endsWith('right'), bottom = p.corner.startsWith('bottom');
    const chipH = p.label ? 56 * u : 0;
    const chipGap = p.label ? 14 * u : 0;
    const ix = right ? W - margin - iw : margin;
    const iy = bottom ? H - margin - ih - chipH - chipGap : margin;
    const k = easeOutBack(seg(s, -0.1, 0.75), 1.25);
    const dx = (right ? 1 : -1) * (1 - k) * (iw * 0.5 + margin), dy = (bottom ? 1 : -1) * (1 - k) * (ih * 0.3);
    const sc = 0.75 + 0.25 * clamp(k, 0, 1.2);
    ctx.save();
    ctx.globalAlpha = clamp(seg(s, -0.1, 0.3) + 0.2);
    ctx.translate(ix + iw / 2 + dx, iy + ih / 2 + dy);
    ctx.scale(sc, sc);
    ctx.translate(-iw / 2, -ih / 2);
    const r = 22 * u;
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = 40 * u;
    ctx.shadowOffsetY = 14 * u;
    ctx.fillStyle = p.accentColor;
    roundRect(ctx, -6 * u, -6 * u, iw + 12 * u, ih + 12 * u, r + 6 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.save();
    roundRect(ctx, 0, 0, iw, ih, r);
    ctx.clip();
    drawPictureOrArt(ctx, io.image(p.insetImage || undefined), 'portrait', 0, 0, iw, ih, palette, s);
    const meterX = 18 * u, meterY = ih - 18 * u;
    ctx.fillStyle = withAlpha('#000000', 0.45);
    roundRect(ctx, meterX - 8 * u, meterY - 40 * u, 64 * u, 48 * u, 12 * u);
    ctx.fill();
    for (let i = 0; i < 5; i++) {
      const level = 0.25 + 0.75 * Math.abs(Math.sin(s * (5 + i * 1.7) + i * 1.3)) * (i === 0 || i === 4 ? 0.6 : 1);
      const bh = 30 * u * level;
      ctx.fillStyle = '#ffffff';
      roundRect(ctx, meterX + i * 10 * u, meterY - 4 * u - bh, 6 * u, bh, 3 * u);
      ctx.fill();
    }
    ctx.restore();
    ctx.restore();

    if (p.label) {
      const a = easeOutExpo(seg(s, 0.45, 1.1));
      setFont(ctx, p.fontFamily, 600, 26 * u);
      const tw = ctx.measureText(p.label).width;
      const cw = tw + 76 * u;
      const cx = right ? ix + iw - cw : ix;
      const cy = bottom ? iy + ih + chipGap + 6 * u : iy + ih + chipGap + 6 * u;
      ctx.save();
      ctx.globalAlpha = a;
      ctx.translate((right ? 1 : -1) * (1 - a) * 40 * u, 0);
      ctx.fillStyle = withAlpha(p.chipColor, 0.86);
      roundRect(ctx, cx, cy, cw, chipH - 6 * u, (chipH - 6 * u) / 2);
      ctx.fill();
      const pulse = 0.55 + 0.45 * Math.sin(s * Math.PI * 2);
      ctx.fillStyle = withAlpha(p.accentColor, 0.35 * pulse);
      ctx.beginPath();
      ctx.arc(cx + 30 * u, cy + (chipH - 6 * u) / 2, 13 * u, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = p.accentColor;
      ctx.beginPath();
      ctx.arc(cx + 30 * u, cy + (chipH - 6 * u) / 2, 7 * u, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = p.textColor;
      ctx.textBaseline = 'middle';
      ctx.fillText(p.label, cx + 54 * u, cy + (chipH - 6 * u) / 2 + u);
      ctx.textBaseline = 'alphabetic';
      ctx.restore();
    }
  },
});

const gridArt: ArtworkKind[] = ['landscape', 'city', 'product', 'portrait'];

export const fourGrid = defineComponent({
  id: 'four-grid',
  name: 'Four grid',
  description: 'Four pictures in a 2×2 grid whose tiles wipe open one after another, each with a caption chip, around a centred title badge.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    image1: imageSource('top-left picture (empty: an illustrated landscape)'),
    image2: imageSource('top-right picture (empty: an illustrated skyline)'),
    image3: imageSource('bottom-left picture (empty: an illustrated product)'),
    image4: imageSource('bottom-right picture (empty: an illustrated speaker)'),
    labels: Type.Array(Type.String({ maxLength: 32 }), { maxItems: 4, description: 'caption chip of each tile, in reading order (empty string: no chip)' }),
    title: Type.String({ maxLength: 40, description: 'badge in the middle of the grid (empty: none)' }),
    backgroundColor: color('gaps and frame'),
    accentColor: color('title badge'),
    textColor: color('caption text'),
    gap: Type.Number({ minimum: 0, maximum: 80, description: 'gap between tiles in pixels at 1080p' }),
    fontFamily: fontFamily(),
  }, { additionalProperties: false }),
  propDefaults: { image1: '', image2: '', image3: '', image4: '', labels: ['Outdoors', 'City', 'Product', 'People'], title: 'Highlights', backgroundColor: '#0c1022', accentColor: '#5b5bf6', textColor: '#ffffff', gap: 16, fontFamily: 'Inter' },
  durationInFrames: 150,
  textParam: 'title',
  tier: 'recommended',
  useCase: ['social-cut', 'explainer', 'full-scene'],
  mood: ['energetic', 'organised', 'modern'],
  tags: ['grid', '2x2', 'collage', 'quad', 'gallery', 'recap', 'montage'],
  intent: 'Show four pictures at once, as a recap or a set of options.',
  useWhen: 'Recaps, "four ways to…", product range, team members, event highlights, reels montage.',
  pairsWith: ['word-by-word', 'stripe-wipe', 'zoom-punch', 'film-grain'],
  avoidWith: ['picture-in-picture', 'masonry-collage'],
  brandBindings: [{ param: 'backgroundColor', brandToken: 'colors.background' }, { param: 'accentColor', brandToken: 'colors.primary' }, { param: 'fontFamily', brandToken: 'fonts.body' }, { param: 'gap', brandToken: 'spacing.base' }],
  fontParams: [{ family: 'fontFamily', weights: [600, 800] }],
  imageParams: ['image1', 'image2', 'image3', 'image4'],
  examples: [
    { title: 'Team, no gaps', props: { labels: ['Design', 'Engineering', 'Support', 'Sales'], title: 'Meet the team', gap: 0 } },
    { title: 'Range without a badge', props: { labels: ['Classic', 'Sport', 'Travel', 'Kids'], title: '', gap: 32, backgroundColor: '#ffffff' } },
  ],
  draw(ctx, f, p, brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const palette: ArtPalette = [brand['colors.primary'], brand['colors.secondary'], brand['colors.accent']];
    ctx.fillStyle = p.backgroundColor;
    ctx.fillRect(0, 0, W, H);
    const g = p.gap * u;
    const tw = (W - g * 3) / 2, th = (H - g * 3) / 2;
    const images = [p.image1, p.image2, p.image3, p.image4];
    for (let i = 0; i < 4; i++) {
      const col = i % 2, row = Math.floor(i / 2);
      const x = g + col * (tw + g), y = g + row * (th + g);
      const open = easeInOutCubic(seg(s, -0.35 + i * 0.2, 0.45 + i * 0.2));
      if (open <= 0) continue;
      // Each tile opens from the grid's centre outward, so the four read as one reveal.
      const ox = col === 0 ? x + tw : x, oy = row === 0 ? y + th : y;
      const cw = tw * open, ch = th * Math.min(1, open * 1.4);
      const rx = col === 0 ? ox - cw : ox, ry = row === 0 ? oy - ch : oy;
      ctx.save();
      roundRect(ctx, rx, ry, cw, ch, g > 0 ? 14 * u : 0);
      ctx.clip();
      const z = 1.25 - 0.2 * easeOutCubic(seg(s, -0.1 + i * 0.2, 1.4 + i * 0.2)) - 0.05 * f.progress;
      ctx.translate(x + tw / 2, y + th / 2);
      ctx.scale(z, z);
      ctx.translate(-(x + tw / 2), -(y + th / 2));
      drawPictureOrArt(ctx, io.image(images[i] || undefined), gridArt[i]!, x, y, tw, th, [palette[i % 3]!, palette[(i + 1) % 3]!, palette[(i + 2) % 3]!], s, i + 1);
      ctx.restore();
      const label = p.labels[i];
      if (label) {
        const a = easeOutCubic(seg(s, 0.4 + i * 0.2, 0.9 + i * 0.2));
        setFont(ctx, p.fontFamily, 600, 28 * u);
        const lw = ctx.measureText(label).width + 40 * u;
        // Chips sit in the outer corners, clear of the title badge in the middle.
        const lx = col === 0 ? x + 24 * u : x + tw - 24 * u - lw;
        const ly = (row === 0 ? y + 24 * u : y + th - 24 * u - 48 * u) + (row === 0 ? -1 : 1) * (1 - a) * 20 * u;
        ctx.globalAlpha = a;
        ctx.fillStyle = withAlpha('#0b0d18', 0.6);
        roundRect(ctx, lx, ly, lw, 48 * u, 24 * u);
        ctx.fill();
        ctx.fillStyle = p.textColor;
        ctx.textBaseline = 'middle';
        ctx.fillText(label, lx + 20 * u, ly + 25 * u);
        ctx.textBaseline = 'alphabetic';
        ctx.globalAlpha = 1;
      }
    }
    if (p.title) {
      const k = easeOutBack(seg(s, 0.9, 1.5), 1.6);
      if (k > 0) {
        setFont(ctx, p.fontFamily, 800, 44 * u);
        const text = p.title.toUpperCase();
        const bw = ctx.measureText(text).width + 80 * u, bh = 88 * u;
        ctx.save();
        ctx.translate(W / 2, H / 2);
        ctx.scale(k, k);
        ctx.shadowColor = 'rgba(0,0,0,0.4)';
        ctx.shadowBlur = 30 * u;
        ctx.shadowOffsetY = 10 * u;
        ctx.fillStyle = p.accentColor;
        roundRect(ctx, -bw / 2, -bh / 2, bw, bh, bh / 2);
        ctx.fill();
        ctx.shadowColor = 'transparent';
        ctx.strokeStyle = p.backgroundColor;
        ctx.lineWidth = Math.max(4 * u, g * 0.6);
        ctx.stroke();
        ctx.fillStyle = readableOn(p.accentColor);
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(text, 0, 3 * u);
        ctx.restore();
      }
    }
  },
});

export const beforeAfter = defineComponent({
  id: 'before-after',
  name: 'Before / after',
  description: 'Two versions of one picture split by a slider handle that sweeps across to reveal the change, then settles, with BEFORE and AFTER tags.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    beforeImage: imageSource('picture before (empty: the illustration, dull and grey)'),
    afterImage: imageSource('picture after (empty: the illustration in full colour)'),
    beforeLabel: Type.String({ maxLength: 24 }),
    afterLabel: Type.String({ maxLength: 24 }),
    split: Type.Number({ minimum: 0.2, maximum: 0.8, description: 'where the handle settles, as a fraction of the width' }),
    accentColor: color('handle and AFTER tag'),
    lineColor: color('divider line'),
    fontFamily: fontFamily(),
  }, { additionalProperties: false }),
  propDefaults: { beforeImage: '', afterImage: '', beforeLabel: 'Before', afterLabel: 'After', split: 0.5, accentColor: '#5b5bf6', lineColor: '#ffffff', fontFamily: 'Inter' },
  durationInFrames: 150,
  tier: 'recommended',
  useCase: ['explainer', 'emphasis', 'social-cut'],
  mood: ['convincing', 'clear', 'satisfying'],
  tags: ['before after', 'comparison', 'slider', 'reveal', 'makeover', 'grade'],
  intent: 'Prove a change by showing both states of the same picture.',
  useWhen: 'Colour grades, retouching, renovations, product results, redesigns.',
  pairsWith: ['callout-arrow', 'marker-underline', 'duotone-grade', 'rating-stars'],
  avoidWith: ['split-screen', 'pixel-dissolve'],
  brandBindings: [{ param: 'accentColor', brandToken: 'colors.primary' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [800] }],
  imageParams: ['beforeImage', 'afterImage'],
  examples: [
    { title: 'Colour grade', props: { beforeLabel: 'Log', afterLabel: 'Graded', split: 0.35 } },
    { title: 'Redesign, settles right', props: { beforeLabel: 'Old site', afterLabel: 'New site', split: 0.7, accentColor: '#ffb020' } },
  ],
  warnings: ['Both pictures should be framed identically (same size and position) or the comparison reads as two different shots.'],
  draw(ctx, f, p, brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const palette: ArtPalette = [brand['colors.primary'], brand['colors.secondary'], brand['colors.accent']];
    const before = io.image(p.beforeImage || undefined), after = io.image(p.afterImage || undefined);
    // The handle sweeps right to show most of "before", back left past the settle point, then settles.
    const sweep = seg(s, 0.2, 3.2);
    const pos = sweep < 0.4 ? 0.5 + 0.38 * easeInOutCubic(sweep / 0.4)
      : sweep < 0.8 ? 0.88 - (0.88 - 0.12) * easeInOutCubic((sweep - 0.4) / 0.4)
      : 0.12 + (p.split - 0.12) * easeOutBack((sweep - 0.8) / 0.2, 1.2);
    const x = W * pos;
    // Without pictures, each side is the illustration through a filter, the same on every frame:
    // drawn once and copied after (the filters cost Skia about 46 ms a 960x540 frame, the copy 0.4).
    const side = (picture: Drawable | null, filter: string) => {
      if (picture) drawPictureOrArt(ctx, picture, 'landscape', 0, 0, W, H, palette, 0, 8);
      else drawKeptPicture(ctx, `before-after:${filter}:${palette.join(',')}`, W, H, (art) => { art.filter = filter; drawPictureOrArt(art, null, 'landscape', 0, 0, W, H, palette, 0, 8); });
    };
    side(before, 'grayscale(0.85) contrast(0.8) brightness(0.9)');
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, 0, W - x, H);
    ctx.clip();
    side(after, 'saturate(1.15) contrast(1.05)');
    ctx.restore();
    ctx.fillStyle = p.lineColor;
    ctx.shadowColor = 'rgba(0,0,0,0.4)';
    ctx.shadowBlur = 12 * u;
    ctx.fillRect(x - 3 * u, 0, 6 * u, H);
    const hr = 40 * u;
    ctx.beginPath();
    ctx.arc(x, H / 2, hr, 0, Math.PI * 2);
    ctx.fillStyle = p.accentColor;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.lineWidth = 5 * u;
    ctx.strokeStyle = p.lineColor;
    ctx.stroke();
    ctx.fillStyle = readableOn(p.accentColor);
    for (const dir of [-1, 1]) {
      ctx.beginPath();
      ctx.moveTo(x + dir * 24 * u, H / 2);
      ctx.lineTo(x + dir * 10 * u, H / 2 - 12 * u);
      ctx.lineTo(x + dir * 10 * u, H / 2 + 12 * u);
      ctx.closePath();
      ctx.fill();
    }
    const tagA = easeOutCubic(seg(s, 0.1, 0.7));
    setFont(ctx, p.fontFamily, 800, 30 * u);
    const tag = (text: string, tx: number, alignRight: boolean, bg: string) => {
      if (!text) return;
      const label = text.toUpperCase();
      const tw = ctx.measureText(label).width + 44 * u, th = 56 * u;
      const left = alignRight ? tx - tw : tx;
      ctx.globalAlpha = tagA;
      ctx.fillStyle = bg;
      roundRect(ctx, left, 40 * u - (1 - tagA) * 30 * u, tw, th, 10 * u);
      ctx.fill();
      ctx.fillStyle = readableOn(bg);
      ctx.textBaseline = 'middle';
      ctx.fillText(label, left + 22 * u, 40 * u + th / 2 + 2 * u - (1 - tagA) * 30 * u);
      ctx.textBaseline = 'alphabetic';
      ctx.globalAlpha = 1;
    };
    tag(p.beforeLabel, 40 * u, false, withAlpha('#15161d', 0.8));
    tag(p.afterLabel, W - 40 * u, true, p.accentColor);
  },
});
