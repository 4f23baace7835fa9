/** Built-in effects of broken or old signals: digital glitches, cathode-ray screens. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { withAlpha } from '../../../shared/composition/color.ts';
import { color, seedProp, anyFormat } from '../prop-types.ts';
import { blendWithItself, displaceRows, drawGlitchMarks, editPixels, fract, pixelPattern, rng, roundRect, splitChannels, unit } from '../../draw.ts';

export const rgbGlitch = defineComponent({
  id: 'rgb-glitch',
  name: 'RGB glitch',
  description: 'The picture beneath tears into sideways slices and splits into red and blue fringes in short bursts, with cyan and magenta data blocks and scan noise stuttering over it.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    colorA: color('first block and fringe colour'),
    colorB: color('second block and fringe colour'),
    intensity: Type.Number({ minimum: 0, maximum: 1, description: 'how hard the bursts hit' }),
    calm: Type.Number({ minimum: 0, maximum: 1, description: 'how much glitch remains between bursts' }),
    burstsPerSecond: Type.Number({ minimum: 0.2, maximum: 6 }),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#ff2bd6', colorB: '#00e5ff', intensity: 0.75, calm: 0.25, burstsPerSecond: 1.5, seed: 13 },
  durationInFrames: 60,
  tier: 'standard',
  useCase: ['emphasis', 'social-cut', 'transition', 'intro'],
  mood: ['edgy', 'energetic', 'tech', 'chaotic'],
  tags: ['glitch', 'rgb split', 'chromatic aberration', 'datamosh', 'distortion', 'digital', 'overlay'],
  intent: 'Jolt the viewer with a burst of digital corruption over a beat, a reveal or a hard cut.',
  useWhen: 'On a drop or beat, over a logo sting or a tech-themed title, or for a few frames across a cut.',
  pairsWith: ['glitch-title', 'glitch-cut', 'crt-scanlines', 'neon-title', 'grid-glow', 'kinetic-title'],
  avoidWith: ['film-grain', 'quote-scene', 'testimonial', 'duotone-grade'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.accent' }, { param: 'colorB', brandToken: 'colors.secondary' }],
  examples: [
    { title: 'Hard stutter on a drop', props: { intensity: 1, calm: 0.1, burstsPerSecond: 4 } },
    { title: 'Subtle signal wobble', props: { intensity: 0.4, calm: 0.5, burstsPerSecond: 0.6, colorA: '#ff3b30', colorB: '#34c8ff' } },
  ],
  warnings: [
    'Flashes and stutters: keep bursts short and avoid long stretches for viewers sensitive to flicker.',
    'Tears and splits the picture beneath it only when the clip is placed without rotation; rotated, only the blocks and noise are drawn.',
  ],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    // Bursts: one per slot of 1/burstsPerSecond seconds, at a seeded moment and length inside it.
    const slot = Math.floor(s * p.burstsPerSecond);
    const plan = rng(p.seed * 977 + slot * 131);
    const slotLen = 1 / p.burstsPerSecond;
    const start = (slot + plan() * 0.5) * slotLen, length = Math.min(slotLen * 0.6, 0.12 + plan() * 0.25);
    const inBurst = s >= start && s < start + length;
    // The glitch changes every other frame, as a decoder that drops frames does.
    const r = rng(p.seed * 7919 + Math.floor(f.frame / 2) * 104729);
    const level = p.intensity * (inBurst ? 0.7 + 0.3 * r() : p.calm * (0.5 + r()));
    const slices = Math.round(2 + level * 12);
    const tears = Array.from({ length: slices }, () => ({ y: r() * H, h: H * (0.008 + r() * (inBurst ? 0.12 : 0.05) * level), dx: (r() - 0.5) * W * (inBurst ? 0.4 : 0.2) * level }));
    const fringe = (4 + 16 * level) * u * (r() < 0.5 ? -1 : 1);
    editPixels(ctx, W, H, (img, scale) => {
      for (const t of tears) displaceRows(img, t.y * scale, (t.y + t.h) * scale, t.dx * scale);
      if (inBurst) splitChannels(img, fringe * scale, -fringe * scale);
      else for (const t of tears) splitChannels(img, fringe * scale, -fringe * scale, t.y * scale, (t.y + t.h) * scale);
    });
    // Data blocks and a band of scan noise rolling down.
    drawGlitchMarks(ctx, W, H, r, level, p.colorA, p.colorB, fract(s * 0.7 + plan()));
    // Edge fringes on the torn slices, so the split shows even where nothing lies beneath.
    for (const t of tears.slice(0, Math.round(slices / 2))) {
      ctx.fillStyle = withAlpha(p.colorA, 0.35 * level + 0.1);
      ctx.fillRect(0, t.y, W, Math.max(1, 2 * u));
      ctx.fillStyle = withAlpha(p.colorB, 0.35 * level + 0.1);
      ctx.fillRect(0, t.y + t.h, W, Math.max(1, 2 * u));
    }
  },
});

export const crtScanlines = defineComponent({
  id: 'crt-scanlines',
  name: 'CRT scanlines',
  description: 'Turns the picture into an old tube screen: scanlines and a phosphor grille, soft bloom, a roll bar drifting down, flicker, and rounded, shaded glass at the corners.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    tint: color('phosphor tint'),
    lineSpacing: Type.Number({ minimum: 2, maximum: 16, description: 'pixels between scanlines at 1080p' }),
    strength: Type.Number({ minimum: 0, maximum: 1, description: 'darkness of the scanlines' }),
    mask: Type.Number({ minimum: 0, maximum: 1, description: 'strength of the red-green-blue phosphor grille' }),
    bloom: Type.Number({ minimum: 0, maximum: 1 }),
    curvature: Type.Number({ minimum: 0, maximum: 1, description: 'rounding and shading of the tube corners' }),
    rollBar: Type.Number({ minimum: 0, maximum: 1 }),
    flicker: Type.Number({ minimum: 0, maximum: 1 }),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { tint: '#b6ffd9', lineSpacing: 5, strength: 0.5, mask: 0.35, bloom: 0.5, curvature: 0.5, rollBar: 0.5, flicker: 0.3, seed: 17 },
  durationInFrames: 90,
  tier: 'niche',
  useCase: ['grade', 'social-cut', 'full-scene'],
  mood: ['retro', 'nostalgic', 'tech', 'gritty'],
  tags: ['crt', 'scanlines', 'retro', 'tv', 'vhs', '80s', 'screen', 'monitor', 'overlay'],
  intent: 'Make footage, gameplay or a title look as if it plays on an old television or arcade monitor.',
  useWhen: 'Retro, gaming and synthwave pieces, found-footage moments, or a "screen within the video" beat.',
  pairsWith: ['rgb-glitch', 'neon-title', 'glitch-title', 'grid-glow', 'glitch-cut', 'typewriter'],
  avoidWith: ['film-grain', 'vignette', 'duotone-grade', 'film-look'],
  examples: [
    { title: 'Arcade monitor', props: { tint: '#ffd0a8', lineSpacing: 6, strength: 0.75, mask: 0.6, curvature: 0.9 } },
    { title: 'Faint broadcast lines', props: { strength: 0.3, mask: 0.1, bloom: 0.2, curvature: 0.15, rollBar: 0.2, flicker: 0.1 } },
  ],
  warnings: ['Fine lines shimmer when the video is scaled down: keep lineSpacing at 4 or more for outputs under 1080p.'],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const r = rng(p.seed * 7919 + f.frame);
    // Tube contrast, then phosphor glow: the picture overlaid on itself, then blurred and screened over itself.
    blendWithItself(ctx, W, H, 'overlay', 0.35);
    blendWithItself(ctx, W, H, 'screen', 0.35 * p.bloom, 6 * u);
    ctx.save();
    ctx.globalCompositeOperation = 'soft-light';
    ctx.fillStyle = withAlpha(p.tint, 0.3);
    ctx.fillRect(0, 0, W, H);
    // The grille: thin red, green and blue columns multiplied over the picture.
    const spacing = Math.max(2, p.lineSpacing * u);
    if (p.mask > 0) {
      const grille = pixelPattern(ctx, 3, 1, (d) => {
        const cols = [[255, 120, 120], [120, 255, 120], [120, 120, 255]];
        for (let x = 0; x < 3; x++) { d.set(cols[x]!, x * 4); d[x * 4 + 3] = 255; }
      });
      ctx.save();
      ctx.globalCompositeOperation = 'multiply';
      ctx.globalAlpha = 0.45 * p.mask;
      const cw = spacing / 3 * 2;
      ctx.scale(cw, 1);
      ctx.fillStyle = grille;
      ctx.fillRect(0, 0, W / cw, H);
      ctx.restore();
    }
    // Scanlines: a dark row in every line pitch, drawn row by row so that they stay crisp at any size.
    ctx.fillStyle = `rgba(0,0,0,${p.strength})`;
    for (let y = 0; y < H; y += spacing) ctx.fillRect(0, y, W, spacing * 0.45);
    ctx.fillStyle = `rgba(0,0,0,${p.strength * 0.35})`;
    for (let y = spacing * 0.45; y < H; y += spacing) ctx.fillRect(0, y, W, spacing * 0.12);
    // The roll bar: a faint brighter band drifting down the screen, with a darker band before it.
    if (p.rollBar > 0) {
      const y = (fract(s / 3.2) * 1.5 - 0.25) * H, band = H * 0.22;
      const g = ctx.createLinearGradient(0, y - band, 0, y + band);
      g.addColorStop(0, 'rgba(0,0,0,0)');
      g.addColorStop(0.35, `rgba(0,0,0,${0.18 * p.rollBar})`);
      g.addColorStop(0.6, `rgba(255,255,255,${0.14 * p.rollBar})`);
      g.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = g;
      ctx.fillRect(0, y - band, W, band * 2);
    }
    if (p.flicker > 0) {
      ctx.fillStyle = `rgba(255,255,255,${0.05 * p.flicker * r()})`;
      ctx.fillRect(0, 0, W, H);
    }
    ctx.restore();
    // The tube: shaded edges, a glass reflection and rounded black corners.
    if (p.curvature > 0) {
      const shade = ctx.createRadialGradient(W / 2, H / 2, Math.min(W, H) * 0.45, W / 2, H / 2, Math.hypot(W, H) * 0.55);
      shade.addColorStop(0, 'rgba(0,0,0,0)');
      shade.addColorStop(1, `rgba(0,0,0,${0.75 * p.curvature})`);
      ctx.fillStyle = shade;
      ctx.fillRect(0, 0, W, H);
      const glare = ctx.createRadialGradient(W * 0.28, H * 0.2, 0, W * 0.28, H * 0.2, Math.max(W, H) * 0.35);
      glare.addColorStop(0, `rgba(255,255,255,${0.1 * p.curvature})`);
      glare.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = glare;
      ctx.fillRect(0, 0, W, H);
      const inset = Math.min(W, H) * 0.012 * p.curvature;
      roundRect(ctx, inset, inset, W - inset * 2, H - inset * 2, Math.min(W, H) * 0.09 * p.curvature);
      ctx.rect(0, 0, W, H);
      ctx.fillStyle = '#030303';
      ctx.fill('evenodd');
    }
  },
});
