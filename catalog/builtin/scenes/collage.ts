/** A full-frame scene of many pictures: a drifting masonry wall behind a frosted title card. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeOutBack, easeOutCubic, fitText, roundRect, seg, setFont, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, fontFamily, imageSource } from '../prop-types.ts';
import { drawPictureOrArt, type ArtPalette, type ArtworkKind } from '../layouts/artwork.ts';

const masonryRhythm = [[1.25, 0.85, 1.1], [0.8, 1.3, 0.95], [1.1, 0.9, 1.3], [0.9, 1.2, 0.85]];
const masonryArt: ArtworkKind[] = ['landscape', 'portrait', 'product', 'city', 'abstract', 'landscape'];

export const masonryCollage = defineComponent({
  id: 'masonry-collage',
  name: 'Masonry collage',
  description: 'A wall of pictures in staggered columns of different heights that fade up tile by tile, then drift in opposite directions behind a frosted title card.',
  category: 'scenes',
  kind: 'scene',
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
