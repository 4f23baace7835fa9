/** Built-in effects that grade the picture beneath them: film looks, grain, vignettes, colour grades. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { withAlpha } from '../../../shared/composition/color.ts';
import { color, seedProp, anyFormat } from '../prop-types.ts';
import { blendWithItself, easeInOutCubic, easeOutCubic, fract, lerp, pixelPattern, rng, seg, smoothstep, unit } from '../../draw.ts';

export const filmLook = defineComponent({
  id: 'film-look',
  name: 'Film look',
  description: 'A vignette, fine animated grain, gentle gate weave of letterbox bars and a faint warm tint.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    vignette: Type.Number({ minimum: 0, maximum: 1 }),
    grain: Type.Number({ minimum: 0, maximum: 1 }),
    letterbox: Type.Number({ minimum: 0, maximum: 0.25, description: 'bar height as a fraction of the frame height' }),
    tint: color('tint colour'),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { vignette: 0.7, grain: 0.5, letterbox: 0.1, tint: '#ffb36b', seed: 5 },
  durationInFrames: 90,
  tier: 'standard',
  useCase: ['grade', 'full-scene'],
  mood: ['cinematic', 'moody', 'nostalgic'],
  tags: ['film', 'grain', 'vignette', 'letterbox', 'grade'],
  intent: 'Give footage a cinematic finish.',
  useWhen: 'Over footage for the length of a scene.',
  examples: [{ title: 'Cinematic grade', props: { letterbox: 0.12 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const R = Math.hypot(W, H) / 2;
    ctx.fillStyle = withAlpha(p.tint, 0.08);
    ctx.globalCompositeOperation = 'soft-light';
    ctx.fillRect(0, 0, W, H);
    ctx.globalCompositeOperation = 'source-over';
    const v = ctx.createRadialGradient(W / 2, H / 2, R * 0.35, W / 2, H / 2, R);
    v.addColorStop(0, 'rgba(0,0,0,0)');
    v.addColorStop(1, `rgba(0,0,0,${0.85 * p.vignette})`);
    ctx.fillStyle = v;
    ctx.fillRect(0, 0, W, H);
    const r = rng(p.seed * 7919 + f.frame);
    const dots = Math.round(2500 * p.grain * (W * H) / (1920 * 1080)) + 200;
    const size = Math.max(1, 2.2 * u);
    for (let i = 0; i < dots; i++) {
      const light = r() < 0.5;
      ctx.fillStyle = light ? `rgba(255,255,255,${0.05 + 0.12 * p.grain * r()})` : `rgba(0,0,0,${0.08 + 0.16 * p.grain * r()})`;
      ctx.fillRect(r() * W, r() * H, size, size);
    }
    if (p.letterbox > 0) {
      const bar = H * p.letterbox;
      const weave = Math.sin(f.frame * 0.9) * u;
      ctx.fillStyle = '#000000';
      ctx.fillRect(0, 0, W, bar + weave);
      ctx.fillRect(0, H - bar + weave, W, bar - weave);
    }
  },
});

export const vignette = defineComponent({
  id: 'vignette',
  name: 'Vignette',
  description: 'A soft oval of shade that closes in from the frame edges and lifts the centre, pulling the eye to the subject; it can breathe slowly.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    color: color('shade colour at the edges'),
    amount: Type.Number({ minimum: 0, maximum: 1, description: 'darkness at the edges' }),
    feather: Type.Number({ minimum: 0, maximum: 1, description: 'softness of the falloff (1 reaches almost to the centre)' }),
    roundness: Type.Number({ minimum: 0, maximum: 1, description: '0 follows the frame’s shape, 1 is a circle' }),
    lift: Type.Number({ minimum: 0, maximum: 1, description: 'brightening of the centre' }),
    centerX: Type.Number({ minimum: 0, maximum: 1 }),
    centerY: Type.Number({ minimum: 0, maximum: 1 }),
    motion: Type.Union([Type.Literal('focus-in'), Type.Literal('breathe'), Type.Literal('hold')], { description: 'focus-in closes in at the start; breathe pulses gently; hold stays still' }),
  }, { additionalProperties: false }),
  propDefaults: { color: '#05060a', amount: 0.75, feather: 0.6, roundness: 0.35, lift: 0.35, centerX: 0.5, centerY: 0.5, motion: 'focus-in' },
  durationInFrames: 90,
  tier: 'recommended',
  useCase: ['grade', 'title-over-footage', 'full-scene'],
  mood: ['cinematic', 'moody', 'focused', 'intimate'],
  tags: ['vignette', 'grade', 'focus', 'edges', 'shade', 'overlay'],
  intent: 'Darken the edges so the eye settles on the subject, and give flat footage depth.',
  useWhen: 'Over interviews, portraits, product shots and titles on busy footage; the whole length of a scene.',
  pairsWith: ['film-grain', 'duotone-grade', 'kinetic-title', 'lower-third', 'quote-scene', 'spotlight-sweep'],
  avoidWith: ['crt-scanlines', 'film-look'],
  brandBindings: [{ param: 'color', brandToken: 'colors.background' }],
  examples: [
    { title: 'Off-centre portrait focus', props: { centerX: 0.62, centerY: 0.42, amount: 0.9, roundness: 0.8, motion: 'hold' } },
    { title: 'Breathing dream edge', props: { color: '#2b0f3f', feather: 0.85, lift: 0.6, motion: 'breathe' } },
  ],
  warnings: ['Shades the picture beneath it: give the clip full opacity and the normal blend mode, or the edges turn flat colour.'],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const t = f.progress;
    let amount = p.amount, reach = 1;
    if (p.motion === 'focus-in') {
      const k = easeInOutCubic(seg(t, 0, 0.5));
      amount *= 0.45 + 0.55 * k;
      reach = 1.3 - 0.3 * k;
    } else if (p.motion === 'breathe') {
      const b = Math.sin(2 * Math.PI * (f.frame / f.fps) / 3.2);
      amount *= 0.88 + 0.12 * b;
      reach = 1 - 0.05 * b;
    }
    const cx = W * p.centerX, cy = H * p.centerY;
    // Radii that reach the farthest corner: the frame's own oval at roundness 0, a circle at 1.
    const far = Math.hypot(Math.max(cx, W - cx), Math.max(cy, H - cy));
    const rx = lerp(Math.max(cx, W - cx) * Math.SQRT2, far, p.roundness) * reach;
    const ry = lerp(Math.max(cy, H - cy) * Math.SQRT2, far, p.roundness) * reach;
    const inner = (1 - p.feather) * 0.8;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(rx, ry);
    if (p.lift > 0) {
      const lift = ctx.createRadialGradient(0, 0, 0, 0, 0, 0.7);
      lift.addColorStop(0, `rgba(255,255,255,${0.3 * p.lift})`);
      lift.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.globalCompositeOperation = 'soft-light';
      ctx.fillStyle = lift;
      ctx.fillRect(-cx / rx, -cy / ry, W / rx, H / ry);
      ctx.globalCompositeOperation = 'source-over';
    }
    const shade = ctx.createRadialGradient(0, 0, 0, 0, 0, 1);
    shade.addColorStop(0, withAlpha(p.color, 0));
    // A smooth ease from clear to dark: several stops along a cubic, so the falloff has no visible ring.
    for (let i = 0; i <= 8; i++) {
      const s = i / 8;
      shade.addColorStop(inner + (1 - inner) * s, withAlpha(p.color, amount * s * s * (3 - 2 * s)));
    }
    ctx.fillStyle = shade;
    ctx.fillRect(-cx / rx, -cy / ry, W / rx, H / ry);
    ctx.restore();
  },
});

export const filmGrain = defineComponent({
  id: 'film-grain',
  name: 'Film grain',
  description: 'Living 16 mm grain over the picture, with dust specks that flash for a frame, hairline scratches that wander down the reel and a faint exposure flicker.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    amount: Type.Number({ minimum: 0, maximum: 1, description: 'strength of the grain' }),
    size: Type.Number({ minimum: 0.5, maximum: 6, description: 'grain size in pixels at 1080p' }),
    dust: Type.Number({ minimum: 0, maximum: 1, description: 'how much dust and hair shows' }),
    scratches: Type.Number({ minimum: 0, maximum: 1, description: 'how many scratches run down the frame' }),
    flicker: Type.Number({ minimum: 0, maximum: 1, description: 'frame-to-frame exposure flicker' }),
    tint: color('colour of the film stock'),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { amount: 0.55, size: 1.8, dust: 0.5, scratches: 0.4, flicker: 0.35, tint: '#f1d9a6', seed: 11 },
  durationInFrames: 90,
  tier: 'standard',
  useCase: ['grade', 'full-scene', 'title-over-footage'],
  mood: ['nostalgic', 'vintage', 'cinematic', 'analog'],
  tags: ['grain', 'film', 'noise', 'dust', 'scratches', 'texture', 'vintage', 'overlay'],
  intent: 'Give clean digital footage the texture of projected film.',
  useWhen: 'Over footage, stills or a flat background for a vintage, documentary or handmade feel; the whole length of a scene.',
  pairsWith: ['vignette', 'light-leak', 'duotone-grade', 'quote-scene', 'chapter-title', 'letterbox-frame'],
  avoidWith: ['film-look', 'crt-scanlines', 'rgb-glitch'],
  examples: [
    { title: 'Worn archive reel', props: { amount: 0.85, size: 2.6, dust: 0.9, scratches: 0.8, flicker: 0.6 } },
    { title: 'Clean fine grain', props: { amount: 0.35, size: 1, dust: 0.1, scratches: 0, flicker: 0.1, tint: '#dfe7f2' } },
  ],
  warnings: ['Blends with the picture beneath it: give the clip full opacity and the normal blend mode.'],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const r = rng(p.seed * 7919 + f.frame * 104729);
    // The stock's colour, then this frame's exposure (a little brighter or darker than the last).
    ctx.globalCompositeOperation = 'soft-light';
    ctx.fillStyle = withAlpha(p.tint, 0.35);
    ctx.fillRect(0, 0, W, H);
    const exposure = (r() - 0.5) * 2 * p.flicker;
    ctx.globalCompositeOperation = 'source-over';
    ctx.fillStyle = exposure > 0 ? `rgba(255,244,220,${0.07 * exposure})` : `rgba(0,0,0,${0.1 * -exposure})`;
    ctx.fillRect(0, 0, W, H);
    // Grain: a tile of noise, new each frame and laid at a new offset, overlaid on the picture;
    // mid grey is neutral under `overlay`, so only the noise shows.
    const grainPx = Math.max(0.5, p.size * u);
    ctx.globalCompositeOperation = 'overlay';
    for (const [tile, weight] of [[229, 1.15]] as const) {
      const pattern = pixelPattern(ctx, tile, tile, (data) => {
        for (let i = 0; i < data.length; i += 4) {
          const n = (r() + r() + r() - 1.5) / 1.5;
          const v = 128 + n * 110 * p.amount * weight;
          data[i] = data[i + 1] = data[i + 2] = Math.max(0, Math.min(255, v));
          data[i + 3] = 255;
        }
      });
      ctx.save();
      ctx.scale(grainPx, grainPx);
      const ox = r() * tile, oy = r() * tile;
      ctx.translate(-ox, -oy);
      ctx.fillStyle = pattern;
      ctx.globalAlpha = Math.min(1, 0.35 + 0.65 * p.amount);
      ctx.fillRect(ox, oy, W / grainPx, H / grainPx);
      ctx.restore();
    }
    ctx.globalCompositeOperation = 'source-over';
    // Scratches: each lives for a stretch of frames at a drifting position.
    const lanes = Math.round(6 * p.scratches);
    for (let i = 0; i < lanes; i++) {
      const stretch = Math.floor(f.frame / 11 + i * 0.37);
      const life = rng(p.seed * 31 + i * 1009 + stretch * 7);
      if (life() > 0.55 + 0.4 * p.scratches) continue;
      const x = W * (0.08 + 0.84 * life()) + Math.sin(f.frame * 0.7 + i) * 3 * u;
      const bright = life() < 0.6;
      const y0 = H * life() * 0.4, y1 = H * (0.6 + life() * 0.4);
      ctx.strokeStyle = bright ? `rgba(255,250,235,${0.22 + 0.2 * life()})` : `rgba(20,14,8,${0.3 + 0.2 * life()})`;
      ctx.lineWidth = Math.max(1, (0.8 + life() * 1.4) * u);
      ctx.beginPath();
      ctx.moveTo(x, y0);
      ctx.bezierCurveTo(x + 4 * u, lerp(y0, y1, 0.33), x - 4 * u, lerp(y0, y1, 0.66), x + (life() - 0.5) * 6 * u, y1);
      ctx.stroke();
    }
    // Dust and hair: new every frame, as dirt on a print is.
    const specks = Math.round(p.dust * (3 + r() * 9));
    for (let i = 0; i < specks; i++) {
      const x = r() * W, y = r() * H;
      const size = (2 + r() * 7) * u;
      ctx.fillStyle = r() < 0.7 ? `rgba(12,8,4,${0.45 + 0.4 * r()})` : `rgba(255,252,240,${0.4 + 0.4 * r()})`;
      ctx.beginPath();
      const lobes = 5 + Math.floor(r() * 4);
      for (let k = 0; k < lobes; k++) {
        const a = (k / lobes) * Math.PI * 2;
        const rad = size * (0.55 + r() * 0.6);
        ctx.lineTo(x + Math.cos(a) * rad, y + Math.sin(a) * rad);
      }
      ctx.closePath();
      ctx.fill();
    }
    if (r() < p.dust * 0.6) {
      const x = r() * W, y = r() * H, len = (40 + r() * 90) * u;
      ctx.strokeStyle = `rgba(10,6,2,${0.5 + 0.3 * r()})`;
      ctx.lineWidth = Math.max(1, 1.3 * u);
      ctx.beginPath();
      ctx.moveTo(x, y);
      ctx.bezierCurveTo(x + len * (r() - 0.2), y + len * (r() - 0.5), x + len * (r() - 0.5), y + len * r(), x + len * (r() - 0.5), y + len * (r() + 0.2));
      ctx.stroke();
    }
  },
});

export const duotoneGrade = defineComponent({
  id: 'duotone-grade',
  name: 'Duotone grade',
  description: 'Maps the picture beneath to two colours, shadows in one and highlights in the other, wiping in on a slanted edge, with a slow glow drifting across.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    shadow: color('colour of the darks'),
    highlight: color('colour of the lights'),
    strength: Type.Number({ minimum: 0, maximum: 1, description: 'how much of the original colour is replaced' }),
    contrast: Type.Number({ minimum: 0, maximum: 1 }),
    reveal: Type.Union([Type.Literal('wipe'), Type.Literal('fade'), Type.Literal('none')], { description: 'how the grade arrives' }),
    glow: Type.Number({ minimum: 0, maximum: 1, description: 'strength of the drifting glow' }),
  }, { additionalProperties: false }),
  propDefaults: { shadow: '#0c1022', highlight: '#ffb020', strength: 1, contrast: 0.7, reveal: 'wipe', glow: 0.5 },
  durationInFrames: 90,
  tier: 'standard',
  useCase: ['grade', 'social-cut', 'title-over-footage', 'background'],
  mood: ['bold', 'graphic', 'branded', 'editorial'],
  tags: ['duotone', 'grade', 'colour', 'gradient map', 'tint', 'poster'],
  intent: 'Turn any footage or photo into an on-brand two-colour graphic, so that mixed sources look like one set.',
  useWhen: 'Behind titles or quotes, over stock footage that does not match the brand, on social cuts and music promos.',
  pairsWith: ['kinetic-title', 'neon-title', 'quote-scene', 'split-reveal-title', 'film-grain', 'vignette'],
  avoidWith: ['rgb-glitch', 'light-leak', 'crt-scanlines'],
  brandBindings: [{ param: 'shadow', brandToken: 'colors.background' }, { param: 'highlight', brandToken: 'colors.accent' }],
  examples: [
    { title: 'Indigo and pink poster', props: { shadow: '#1d1160', highlight: '#ff5fa2', contrast: 0.5, reveal: 'fade' } },
    { title: 'Soft half-grade', props: { shadow: '#3b2a4f', highlight: '#ffd3b0', strength: 0.6, contrast: 0.2, reveal: 'none', glow: 0.2 } },
  ],
  warnings: ['Grades the picture beneath it: give the clip full opacity and the normal blend mode, or it paints flat colour.', 'Lay titles above the grade, or they are graded too.'],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const t = f.progress;
    const slant = H * 0.35;
    ctx.save();
    let edge = Infinity;
    if (p.reveal === 'wipe') {
      const k = easeInOutCubic(seg(t, 0, 0.4));
      edge = lerp(W * 0.25, W + slant + W * 0.05, k);
      if (k < 1) {
        ctx.beginPath();
        ctx.moveTo(0, 0);
        ctx.lineTo(edge, 0);
        ctx.lineTo(edge - slant, H);
        ctx.lineTo(0, H);
        ctx.closePath();
        ctx.clip();
      }
    }
    const strength = p.reveal === 'fade' ? p.strength * (0.15 + 0.85 * easeOutCubic(seg(t, 0, 0.35))) : p.strength;
    // Contrast first (the picture overlaid on itself), then a gradient map built from blend modes:
    // grey by luminance, times the highlight colour, screened with the shadow colour.
    blendWithItself(ctx, W, H, 'overlay', p.contrast * strength);
    ctx.globalAlpha = strength;
    for (const [operation, fill] of [['saturation', '#808080'], ['multiply', p.highlight], ['screen', p.shadow]] as const) {
      ctx.globalCompositeOperation = operation;
      ctx.fillStyle = fill;
      ctx.fillRect(0, 0, W, H);
    }
    ctx.globalAlpha = 1;
    // A glow in the highlight colour that drifts slowly across the graded part.
    if (p.glow > 0) {
      const s = f.frame / f.fps;
      const gx = W * (0.2 + 0.6 * fract(0.15 + s / 6)), gy = H * (0.35 + 0.2 * Math.sin(s * 0.9));
      const g = ctx.createRadialGradient(gx, gy, 0, gx, gy, Math.max(W, H) * 0.55);
      g.addColorStop(0, withAlpha(p.highlight, 0.45 * p.glow * strength));
      g.addColorStop(1, withAlpha(p.highlight, 0));
      ctx.globalCompositeOperation = 'screen';
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, W, H);
    }
    ctx.restore();
    if (Number.isFinite(edge) && edge < W + slant) {
      const u = unit(W, H);
      const fade = 1 - smoothstep(0.3, 0.4, t);
      ctx.save();
      ctx.strokeStyle = withAlpha(p.highlight, 0.9 * fade);
      ctx.shadowColor = withAlpha(p.highlight, fade);
      ctx.shadowBlur = 24 * u;
      ctx.lineWidth = Math.max(2, 5 * u);
      ctx.beginPath();
      ctx.moveTo(edge, 0);
      ctx.lineTo(edge - slant, H);
      ctx.stroke();
      ctx.restore();
    }
  },
});
