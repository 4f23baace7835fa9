/** A layout that piles several pictures: a stack of instant prints. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { easeOutBack, easeOutCubic, easeOutExpo, seg, setFont, unit } from '../../draw.ts';
import { withAlpha } from '../../../shared/composition/color.ts';
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
