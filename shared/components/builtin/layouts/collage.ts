/** Layouts that pile or tile several pictures: a stack of instant prints, a drifting masonry wall. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeOutBack, easeOutCubic, easeOutExpo, fitText, roundRect, seg, setFont, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../composition/color.ts';
import { color, fontFamily, imageSource } from '../prop-types.ts';
import { drawPictureOrArt, type ArtPalette, type ArtworkKind } from './artwork.ts';

const printArt: ArtworkKind[] = ['landscape', 'portrait', 'city', 'product'];
const printTilts = [-9, 6, -3, 8];

export const polaroidStack = defineComponent({
  id: 'polaroid-stack',
  name: 'Polaroid stack',
  description: 'Instant prints drop one after another onto a loose pile, each taped at the top with a hand-lettered caption, while the camera drifts slowly in.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    image1: imageSource('first print (empty: an illustrated landscape)'),
    image2: imageSource('second print (empty: an illustrated person)'),
    image3: imageSource('third print (empty: an illustrated skyline)'),
    image4: imageSource('fourth print (empty: an illustrated product)'),
    count: Type.Integer({ minimum: 2, maximum: 4, description: 'how many prints drop' }),
    captions: Type.Array(Type.String({ maxLength: 32 }), { maxItems: 4, description: 'caption of each print, in drop order' }),
    spread: Type.Number({ minimum: 0.3, maximum: 1.6, description: 'how far apart the prints land' }),
    frameColor: color('print border'),
    captionColor: color('caption colour'),
    tapeColor: color('tape strip'),
    fontFamily: fontFamily(),
  }, { additionalProperties: false }),
  propDefaults: { image1: '', image2: '', image3: '', image4: '', count: 3, captions: ['Day one', 'The crew', 'Late nights'], spread: 1, frameColor: '#fbfaf6', captionColor: '#2a2a35', tapeColor: '#ffb020', fontFamily: 'Playfair Display' },
  durationInFrames: 150,
  tier: 'standard',
  useCase: ['social-cut', 'explainer', 'outro'],
  mood: ['nostalgic', 'warm', 'personal', 'playful'],
  tags: ['polaroid', 'photos', 'memories', 'instant print', 'scrapbook', 'collage', 'pile'],
  intent: 'Tell a small story in a few stills, as a pile of keepsakes.',
  useWhen: 'Behind-the-scenes recaps, team and event memories, travel diaries, year-in-review moments.',
  pairsWith: ['film-grain', 'dust-motes', 'floating-shapes', 'word-by-word', 'marker-underline'],
  avoidWith: ['photo-frame', 'masonry-collage', 'grid-glow'],
  brandBindings: [{ param: 'tapeColor', brandToken: 'colors.accent' }],
  fontParams: [{ family: 'fontFamily', weights: [500] }],
  imageParams: ['image1', 'image2', 'image3', 'image4'],
  examples: [
    { title: 'Four travel prints, wide spread', props: { count: 4, captions: ['Lisbon', 'Porto', 'Sintra', 'Home'], spread: 1.4 } },
    { title: 'Two prints, tight pile', props: { count: 2, captions: ['Before launch', 'After launch'], spread: 0.5, tapeColor: '#12b5cb' } },
  ],
  draw(ctx, f, p, brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const palette: ArtPalette = [brand['colors.primary'], brand['colors.secondary'], brand['colors.accent']];
    const images = [p.image1, p.image2, p.image3, p.image4];
    const n = p.count;
    // Prints are as large as the frame allows with the whole fan in view.
    const pw = Math.min(H * 0.62 * 0.84, (W * 0.9) / (1 + 0.55 * p.spread * (n - 1))), ph = pw / 0.84;
    const tall = H > W * 1.15;
    const border = pw * 0.06, imgW = pw - border * 2, imgH = imgW;
    const drift = 1 + 0.05 * easeOutCubic(f.progress);
    ctx.save();
    ctx.translate(W / 2, H / 2);
    ctx.scale(drift, drift);
    for (let i = 0; i < n; i++) {
      const start = -0.25 + i * 0.45;
      const drop = easeOutExpo(seg(s, start, start + 0.7));
      if (drop <= 0) continue;
      const settle = easeOutBack(seg(s, start + 0.1, start + 0.9), 1.6);
      const fx = (i - (n - 1) / 2) * pw * 0.55 * p.spread;
      const fy = (i % 2 ? -1 : 1) * ph * 0.04 + (tall ? (i - (n - 1) / 2) * ph * 0.22 : 0);
      const tilt = printTilts[i]! + (1 - settle) * (i % 2 ? -14 : 14);
      const lift = 1 - drop;
      ctx.save();
      ctx.translate(fx + lift * W * 0.1 * (i % 2 ? 1 : -1), fy - lift * H * 0.9);
      ctx.rotate((tilt * Math.PI) / 180);
      const sc = 1 + 0.25 * lift;
      ctx.scale(sc, sc);
      ctx.shadowColor = `rgba(0,0,0,${0.18 + 0.22 * drop})`;
      ctx.shadowBlur = (16 + 50 * lift + 20 * drop) * u;
      ctx.shadowOffsetY = (8 + 40 * lift) * u;
      ctx.fillStyle = p.frameColor;
      ctx.fillRect(-pw / 2, -ph / 2, pw, ph);
      ctx.shadowColor = 'transparent';
      const ix = -pw / 2 + border, iy = -ph / 2 + border;
      drawPictureOrArt(ctx, io.image(images[i] || undefined), printArt[i]!, ix, iy, imgW, imgH, [palette[i % 3]!, palette[(i + 1) % 3]!, palette[(i + 2) % 3]!], s, i + 2);
      // Instant film develops from a milky cast after it lands.
      const develop = 1 - easeOutCubic(seg(s, start + 0.3, start + 1.8));
      if (develop > 0) {
        ctx.fillStyle = withAlpha('#efeadd', 0.8 * develop);
        ctx.fillRect(ix, iy, imgW, imgH);
      }
      ctx.fillStyle = 'rgba(0,0,0,0.06)';
      ctx.fillRect(ix, iy, imgW, 2 * u);
      const caption = p.captions[i];
      if (caption) {
        setFont(ctx, p.fontFamily, 500, (ph - imgH - border) * 0.34);
        ctx.fillStyle = p.captionColor;
        ctx.textAlign = 'center';
        ctx.textBaseline = 'middle';
        ctx.fillText(caption, 0, iy + imgH + (ph - imgH - border) / 2);
        ctx.textAlign = 'left';
        ctx.textBaseline = 'alphabetic';
      }
      ctx.save();
      ctx.translate(0, -ph / 2);
      ctx.rotate(((i % 2 ? 4 : -3) * Math.PI) / 180);
      ctx.fillStyle = withAlpha(p.tapeColor, 0.72);
      ctx.fillRect(-pw * 0.16, -ph * 0.035, pw * 0.32, ph * 0.07);
      ctx.fillStyle = withAlpha('#ffffff', 0.18);
      ctx.fillRect(-pw * 0.16, -ph * 0.035, pw * 0.32, ph * 0.02);
      ctx.restore();
      ctx.restore();
    }
    ctx.restore();
  },
});

/** Relative tile heights of the masonry columns, repeated down each column. */
const masonryRhythm = [[1.25, 0.85, 1.1], [0.8, 1.3, 0.95], [1.1, 0.9, 1.3], [0.9, 1.2, 0.85]];
const masonryArt: ArtworkKind[] = ['landscape', 'portrait', 'product', 'city', 'abstract', 'landscape'];

export const masonryCollage = defineComponent({
  id: 'masonry-collage',
  name: 'Masonry collage',
  description: 'A wall of pictures in staggered columns of different heights that fade up tile by tile, then drift in opposite directions behind a frosted title card.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    image1: imageSource('picture 1 (empty pictures are illustrated in brand colours)'),
    image2: imageSource('picture 2'),
    image3: imageSource('picture 3'),
    image4: imageSource('picture 4'),
    image5: imageSource('picture 5'),
    image6: imageSource('picture 6'),
    title: Type.String({ maxLength: 60, description: 'title card over the wall (empty: no card)' }),
    subtitle: Type.String({ maxLength: 90 }),
    columns: Type.Integer({ minimum: 2, maximum: 5 }),
    drift: Type.Number({ minimum: 0, maximum: 3, description: 'column drift speed multiplier' }),
    backgroundColor: color('gaps behind the tiles'),
    accentColor: color('rule on the title card'),
    cardColor: color('title card'),
    textColor: color('title card text'),
    fontFamily: fontFamily(),
  }, { additionalProperties: false }),
  propDefaults: { image1: '', image2: '', image3: '', image4: '', image5: '', image6: '', title: 'Made by our community', subtitle: '1,200 stories shared this month', columns: 4, drift: 1, backgroundColor: '#0c1022', accentColor: '#5b5bf6', cardColor: '#0c1022', textColor: '#ffffff', fontFamily: 'Montserrat' },
  durationInFrames: 180,
  textParam: 'title',
  subtextParam: 'subtitle',
  tier: 'standard',
  useCase: ['intro', 'outro', 'social-cut', 'full-scene'],
  mood: ['vibrant', 'community', 'abundant'],
  tags: ['masonry', 'collage', 'wall', 'gallery', 'pinterest', 'mosaic', 'ugc'],
  intent: 'Convey abundance: many pictures at once, with one message on top.',
  useWhen: 'User-generated content, portfolios, community shout-outs, event walls, opening a recap.',
  pairsWith: ['neon-title', 'letter-cascade', 'zoom-punch', 'testimonial'],
  avoidWith: ['four-grid', 'polaroid-stack', 'particle-drift'],
  brandBindings: [{ param: 'backgroundColor', brandToken: 'colors.background' }, { param: 'accentColor', brandToken: 'colors.primary' }, { param: 'cardColor', brandToken: 'colors.background' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 800] }],
  imageParams: ['image1', 'image2', 'image3', 'image4', 'image5', 'image6'],
  examples: [
    { title: 'Portfolio wall, three columns', props: { title: 'Selected work 2019–2025', subtitle: 'Brand, motion and product', columns: 3, drift: 0.6 } },
    { title: 'Wall only, fast drift', props: { title: '', columns: 5, drift: 2 } },
  ],
  draw(ctx, f, p, brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const palette: ArtPalette = [brand['colors.primary'], brand['colors.secondary'], brand['colors.accent']];
    const images = [p.image1, p.image2, p.image3, p.image4, p.image5, p.image6];
    ctx.fillStyle = p.backgroundColor;
    ctx.fillRect(0, 0, W, H);
    const gap = 14 * u;
    const cols = p.columns;
    const colW = (W - gap * (cols + 1)) / cols;
    const unitH = colW * 0.95;
    let tileIndex = 0;
    for (let c = 0; c < cols; c++) {
      const rhythm = masonryRhythm[c % masonryRhythm.length]!;
      const cycle = rhythm.reduce((a, b) => a + b * unitH + gap, 0);
      const dir = c % 2 ? 1 : -1;
      const offset = ((dir * s * 40 * u * p.drift + c * unitH * 0.37) % cycle + cycle) % cycle;
      const x = gap + c * (colW + gap);
      let y = -offset - cycle;
      let k = 0;
      while (y < H) {
        const th = rhythm[k % rhythm.length]! * unitH;
        if (y + th > 0) {
          const slot = (c * 2 + k) % images.length;
          const order = tileIndex++;
          const a = easeOutCubic(seg(s, -0.2 + (order % 14) * 0.07, 0.5 + (order % 14) * 0.07));
          ctx.save();
          ctx.globalAlpha = a;
          const sc = 0.9 + 0.1 * a;
          ctx.translate(x + colW / 2, y + th / 2 + (1 - a) * 30 * u);
          ctx.scale(sc, sc);
          ctx.translate(-colW / 2, -th / 2);
          roundRect(ctx, 0, 0, colW, th, 16 * u);
          ctx.clip();
          drawPictureOrArt(ctx, io.image(images[slot] || undefined), masonryArt[slot]!, 0, 0, colW, th, [palette[slot % 3]!, palette[(slot + 1) % 3]!, palette[(slot + 2) % 3]!], s, slot + 5);
          ctx.restore();
        }
        y += th + gap;
        k++;
      }
    }
    const shade = ctx.createRadialGradient(W / 2, H / 2, Math.min(W, H) * 0.2, W / 2, H / 2, Math.max(W, H) * 0.7);
    shade.addColorStop(0, withAlpha(p.backgroundColor, 0.15));
    shade.addColorStop(1, withAlpha(p.backgroundColor, 0.55));
    ctx.fillStyle = shade;
    ctx.fillRect(0, 0, W, H);
    if (!p.title) return;
    const k = easeOutBack(seg(s, 0.7, 1.4), 1.3);
    if (k <= 0) return;
    const maxW = Math.min(W * 0.7, 1100 * u);
    const { size, lines } = fitText(ctx, p.title, p.fontFamily, 800, maxW - 120 * u, 84 * u, 2);
    const subSize = Math.max(16 * u, size * 0.38);
    setFont(ctx, p.fontFamily, 800, size);
    const textW = Math.max(...lines.map((l) => ctx.measureText(l).width));
    setFont(ctx, p.fontFamily, 500, subSize);
    const subW = p.subtitle ? ctx.measureText(p.subtitle).width : 0;
    const cw = Math.min(maxW, Math.max(textW, subW) + 120 * u);
    const ch = 60 * u + lines.length * size * 1.1 + (p.subtitle ? subSize * 2 : 0) + 40 * u;
    ctx.save();
    ctx.translate(W / 2, H / 2);
    ctx.scale(0.85 + 0.15 * clamp(k, 0, 1.1), 0.85 + 0.15 * clamp(k, 0, 1.1));
    ctx.globalAlpha = clamp(k * 1.4);
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = 60 * u;
    ctx.fillStyle = withAlpha(p.cardColor, 0.82);
    roundRect(ctx, -cw / 2, -ch / 2, cw, ch, 28 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.strokeStyle = withAlpha(mix(p.textColor, p.cardColor, 0.5), 0.35);
    ctx.lineWidth = 2 * u;
    ctx.stroke();
    let y = -ch / 2 + 44 * u;
    ctx.fillStyle = p.accentColor;
    roundRect(ctx, -40 * u, y - 14 * u, 80 * u, 8 * u, 4 * u);
    ctx.fill();
    y += 10 * u;
    ctx.textAlign = 'center';
    setFont(ctx, p.fontFamily, 800, size);
    ctx.fillStyle = p.textColor;
    for (const line of lines) { ctx.fillText(line, 0, y + size * 0.9); y += size * 1.1; }
    if (p.subtitle) {
      setFont(ctx, p.fontFamily, 500, subSize);
      ctx.fillStyle = withAlpha(p.textColor, 0.75);
      ctx.fillText(p.subtitle, 0, y + subSize * 1.4);
    }
    ctx.restore();
  },
});
