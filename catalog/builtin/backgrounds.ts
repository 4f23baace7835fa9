/** Built-in backgrounds: full-frame, opaque, slowly moving fields built from brand colours. */
export { aurora, meshGradient } from './backgrounds/gradients.ts';
export { particleDrift, starfield, floatingShapes } from './backgrounds/particles.ts';
export { halftonePulse, diagonalStripes, concentricRings, flowLines, gridGlow } from './backgrounds/patterns.ts';
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../sdk.ts';
import { color } from './prop-types.ts';
import { drawShrunk, rng, unit } from '../draw.ts';
import { mix, withAlpha } from '../../shared/composition/color.ts';


export const gradientFlow = defineComponent({
  id: 'gradient-flow',
  name: 'Gradient flow',
  description: 'Soft colour fields drifting over a deep base, like a slow mesh gradient; calm and premium.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('base colour'),
    colorA: color('first field'),
    colorB: color('second field'),
    colorC: color('third field'),
    speed: Type.Number({ minimum: 0, maximum: 4, description: 'drift speed multiplier' }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#0c1022', colorA: '#5b5bf6', colorB: '#12b5cb', colorC: '#ffb020', speed: 1, seed: 7 },
  durationInFrames: 300,
  tier: 'recommended',
  useCase: ['background', 'intro', 'outro', 'full-scene'],
  mood: ['calm', 'premium', 'modern'],
  tags: ['gradient', 'mesh', 'background', 'ambient'],
  intent: 'A branded moving backdrop for text and cards.',
  useWhen: 'Behind titles, quotes or UI blocks when there is no footage.',
  pairsWith: ['kinetic-title', 'quote-card', 'stat-counter'],
  brandBindings: [{ param: 'baseColor', brandToken: 'colors.background' }, { param: 'colorA', brandToken: 'colors.primary' }, { param: 'colorB', brandToken: 'colors.secondary' }, { param: 'colorC', brandToken: 'colors.accent' }],
  examples: [{ title: 'Brand backdrop', props: {} }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const s = (f.frame / f.fps) * p.speed;
    const r = rng(p.seed);
    const fields = [p.colorA, p.colorB, p.colorC, p.colorA, p.colorB];
    const R = Math.max(W, H);
    // Six frame-filling soft gradients: drawn at a quarter of the size and enlarged.
    drawShrunk(ctx, 'gradient-flow', W, H, 4, (field) => {
      field.fillStyle = p.baseColor;
      field.fillRect(0, 0, W, H);
      fields.forEach((c, i) => {
        const fx = 0.12 + r() * 0.18, fy = 0.09 + r() * 0.15, ph = r() * Math.PI * 2;
        const x = W * (0.5 + 0.42 * Math.sin(s * fx * 2 + ph + i));
        const y = H * (0.5 + 0.4 * Math.cos(s * fy * 2 + ph * 1.3 + i * 0.7));
        const rad = R * (0.38 + 0.12 * Math.sin(s * 0.3 + i));
        const g = field.createRadialGradient(x, y, 0, x, y, rad);
        g.addColorStop(0, withAlpha(c, i > 2 ? 0.35 : 0.55));
        g.addColorStop(0.55, withAlpha(c, 0.12));
        g.addColorStop(1, withAlpha(c, 0));
        field.fillStyle = g;
        field.fillRect(0, 0, W, H);
      });
      const v = field.createRadialGradient(W / 2, H / 2, R * 0.25, W / 2, H / 2, R * 0.75);
      v.addColorStop(0, 'rgba(0,0,0,0)');
      v.addColorStop(1, withAlpha(mix(p.baseColor, '#000000', 0.6), 0.55));
      field.fillStyle = v;
      field.fillRect(0, 0, W, H);
    });
  },
});

export const perspectiveGrid = defineComponent({
  id: 'perspective-grid',
  name: 'Perspective grid',
  description: 'A glowing floor grid rushing toward the viewer under a gradient sky and a horizon glow.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    skyTop: color('top of the sky'),
    skyBottom: color('sky at the horizon'),
    lineColor: color('grid lines'),
    glowColor: color('horizon glow'),
    speed: Type.Number({ minimum: 0, maximum: 5 }),
    horizon: Type.Number({ minimum: 0.2, maximum: 0.8, description: 'horizon height as a fraction of the frame' }),
  }, { additionalProperties: false }),
  propDefaults: { skyTop: '#070a18', skyBottom: '#2a1a5e', lineColor: '#12b5cb', glowColor: '#ff4fa3', speed: 1, horizon: 0.55 },
  durationInFrames: 240,
  tier: 'standard',
  useCase: ['background', 'intro', 'full-scene'],
  mood: ['retro', 'energetic', 'tech'],
  tags: ['grid', 'synthwave', 'retro', 'background', 'perspective'],
  intent: 'An energetic, tech-flavoured backdrop with depth.',
  useWhen: 'Gaming, tech launches, countdowns.',
  avoidWith: ['gradient-flow'],
  brandBindings: [{ param: 'lineColor', brandToken: 'colors.secondary' }, { param: 'glowColor', brandToken: 'colors.accent' }],
  examples: [{ title: 'Retro launch', props: { speed: 1.5 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = (f.frame / f.fps) * p.speed;
    const hy = H * p.horizon;
    const sky = ctx.createLinearGradient(0, 0, 0, hy);
    sky.addColorStop(0, p.skyTop);
    sky.addColorStop(1, p.skyBottom);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, hy);
    ctx.fillStyle = mix(p.skyTop, '#000000', 0.3);
    ctx.fillRect(0, hy, W, H - hy);
    const sunR = H * 0.22;
    const sun = ctx.createLinearGradient(0, hy - sunR * 2, 0, hy);
    sun.addColorStop(0, p.glowColor);
    sun.addColorStop(1, mix(p.glowColor, p.skyBottom, 0.5));
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, 0, W, hy);
    ctx.clip();
    ctx.fillStyle = sun;
    ctx.beginPath();
    ctx.arc(W / 2, hy, sunR, Math.PI, 0);
    ctx.fill();
    ctx.fillStyle = p.skyBottom;
    for (let i = 0; i < 5; i++) {
      const band = hy - sunR * (0.12 + i * 0.16);
      ctx.fillRect(W / 2 - sunR, band, sunR * 2, sunR * 0.035 * (5 - i) * 0.6 + u);
    }
    ctx.restore();
    const glow = ctx.createLinearGradient(0, hy - H * 0.08, 0, hy + H * 0.08);
    glow.addColorStop(0, withAlpha(p.glowColor, 0));
    glow.addColorStop(0.5, withAlpha(p.glowColor, 0.55));
    glow.addColorStop(1, withAlpha(p.glowColor, 0));
    ctx.fillStyle = glow;
    ctx.fillRect(0, hy - H * 0.08, W, H * 0.16);
    ctx.strokeStyle = p.lineColor;
    ctx.shadowColor = p.lineColor;
    ctx.shadowBlur = 10 * u;
    const depth = H - hy;
    const phase = s % 1;
    for (let i = 0; i < 24; i++) {
      const z = (i + 1 - phase) / 24;
      const y = hy + depth * z * z;
      ctx.globalAlpha = Math.min(1, z * 1.6);
      ctx.lineWidth = Math.max(1, 3 * u * z);
      ctx.beginPath();
      ctx.moveTo(0, y);
      ctx.lineTo(W, y);
      ctx.stroke();
    }
    ctx.globalAlpha = 0.9;
    ctx.lineWidth = Math.max(1, 2 * u);
    // One path, one stroke: Skia blurs a stroke's shadow over its whole bounding box, and these
    // long diagonals' boxes cover most of the ground (29 strokes: about 12.7 ms at 960x540, one: 1.6).
    ctx.beginPath();
    for (let i = -14; i <= 14; i++) {
      ctx.moveTo(W / 2 + i * W * 0.012, hy);
      ctx.lineTo(W / 2 + i * W * 0.16, H);
    }
    ctx.stroke();
    ctx.globalAlpha = 1;
    ctx.shadowColor = 'transparent';
  },
});

export const bokehField = defineComponent({
  id: 'bokeh-field',
  name: 'Bokeh field',
  description: 'Out-of-focus discs of light floating upward over a dark gradient, with gentle parallax.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('background colour'),
    lightA: color('first light colour'),
    lightB: color('second light colour'),
    count: Type.Integer({ minimum: 4, maximum: 160 }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#0c1022', lightA: '#ffb020', lightB: '#5b5bf6', count: 48, seed: 11 },
  durationInFrames: 300,
  tier: 'standard',
  useCase: ['background', 'outro', 'full-scene'],
  mood: ['warm', 'dreamy', 'festive'],
  tags: ['bokeh', 'lights', 'particles', 'background'],
  intent: 'A warm, atmospheric backdrop.',
  useWhen: 'Celebrations, thank-you cards, emotional moments.',
  brandBindings: [{ param: 'baseColor', brandToken: 'colors.background' }, { param: 'lightA', brandToken: 'colors.accent' }, { param: 'lightB', brandToken: 'colors.primary' }],
  examples: [{ title: 'Warm lights', props: { count: 64 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const s = f.frame / f.fps;
    const bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, mix(p.baseColor, '#000000', 0.35));
    bg.addColorStop(1, p.baseColor);
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    const r = rng(p.seed);
    const R = Math.min(W, H);
    ctx.globalCompositeOperation = 'lighter';
    for (let i = 0; i < p.count; i++) {
      const depth = 0.3 + r() * 0.7;
      const x0 = r() * W, y0 = r() * H, rad = R * (0.015 + r() * 0.06) * depth;
      const speed = 0.02 + depth * 0.05;
      const y = ((y0 / H - s * speed) % 1 + 1) % 1 * (H + rad * 4) - rad * 2;
      const x = x0 + Math.sin(s * 0.6 + i) * R * 0.02 * depth;
      const c = r() < 0.5 ? p.lightA : p.lightB;
      const tw = 0.6 + 0.4 * Math.sin(s * (1 + r()) + i);
      const g = ctx.createRadialGradient(x, y, 0, x, y, rad);
      g.addColorStop(0, withAlpha(c, 0.5 * tw * depth));
      g.addColorStop(0.75, withAlpha(c, 0.38 * tw * depth));
      g.addColorStop(0.92, withAlpha(c, 0.5 * tw * depth));
      g.addColorStop(1, withAlpha(c, 0));
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(x, y, rad, 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalCompositeOperation = 'source-over';
  },
});

export const dotWave = defineComponent({
  id: 'dot-wave',
  name: 'Dot wave',
  description: 'A field of dots on a dark ground, swelling and brightening as slow waves roll diagonally across it.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('background'),
    dotColor: color('dot colour'),
    waveColor: color('colour at the wave crest'),
    spacing: Type.Number({ minimum: 8, maximum: 200, description: 'dot spacing in pixels at 1080p' }),
    speed: Type.Number({ minimum: 0, maximum: 5 }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#0c1022', dotColor: '#2c3366', waveColor: '#12b5cb', spacing: 44, speed: 1 },
  durationInFrames: 240,
  tier: 'standard',
  useCase: ['background', 'explainer', 'full-scene'],
  mood: ['tech', 'calm', 'modern'],
  tags: ['dots', 'grid', 'wave', 'background', 'pattern'],
  intent: 'A quiet, technical backdrop with motion.',
  useWhen: 'Behind charts, UI blocks, product copy.',
  pairsWith: ['bar-chart', 'stat-counter', 'three-up'],
  brandBindings: [{ param: 'baseColor', brandToken: 'colors.background' }, { param: 'waveColor', brandToken: 'colors.secondary' }],
  examples: [{ title: 'Tech backdrop', props: { spacing: 36 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = (f.frame / f.fps) * p.speed;
    ctx.fillStyle = p.baseColor;
    ctx.fillRect(0, 0, W, H);
    const step = Math.max(4, p.spacing * u);
    const diag = Math.hypot(W, H);
    for (let y = step / 2; y < H; y += step) {
      for (let x = step / 2; x < W; x += step) {
        const d = (x * 0.8 + y * 0.6) / diag;
        const wave = Math.max(0, Math.sin((d * 3 - s * 0.35) * Math.PI * 2)) ** 3;
        const r = step * (0.08 + 0.16 * wave);
        ctx.fillStyle = wave > 0.05 ? mix(p.dotColor, p.waveColor, wave) : p.dotColor;
        ctx.beginPath();
        ctx.arc(x, y, r, 0, Math.PI * 2);
        ctx.fill();
      }
    }
    const v = ctx.createRadialGradient(W / 2, H / 2, diag * 0.2, W / 2, H / 2, diag * 0.6);
    v.addColorStop(0, 'rgba(0,0,0,0)');
    v.addColorStop(1, 'rgba(0,0,0,0.5)');
    ctx.fillStyle = v;
    ctx.fillRect(0, 0, W, H);
  },
});
