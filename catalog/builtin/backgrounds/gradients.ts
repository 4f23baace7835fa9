/** Backgrounds of soft light: aurora curtains over a night sky, and a flowing mesh gradient. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clearedKeptCanvas, enlarge, keptCanvas, noise2, rng, scratchCanvas, unit } from '../../draw.ts';
import { mix, parseColor, withAlpha } from '../../../shared/composition/color.ts';
import { color } from '../prop-types.ts';

export const aurora = defineComponent({
  id: 'aurora',
  name: 'Aurora',
  description: 'Curtains of northern light ripple and shimmer across a starry night sky above a dark mountain ridge.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    skyTop: color('top of the sky'),
    skyBottom: color('sky at the horizon'),
    lightA: color('main curtain colour'),
    lightB: color('second curtain colour'),
    fringe: color('colour of the curtain tops'),
    stars: Type.Integer({ minimum: 0, maximum: 600 }),
    mountains: Type.Boolean({ description: 'a mountain ridge along the bottom' }),
    speed: Type.Number({ minimum: 0, maximum: 4, description: 'ripple speed multiplier' }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { skyTop: '#030512', skyBottom: '#0e1838', lightA: '#2ef2a6', lightB: '#12b5cb', fringe: '#b45bf6', stars: 220, mountains: true, speed: 1, seed: 5 },
  durationInFrames: 300,
  tier: 'recommended',
  useCase: ['background', 'intro', 'outro', 'full-scene'],
  mood: ['magical', 'calm', 'premium', 'dreamy'],
  tags: ['aurora', 'northern lights', 'night', 'sky', 'stars', 'borealis', 'ambient'],
  intent: 'A breathtaking, slow backdrop that makes any title feel cinematic.',
  useWhen: 'Intros and outros, launches, quotes, meditation and travel content, anything that wants wonder without footage.',
  pairsWith: ['kinetic-title', 'neon-title', 'quote-scene', 'dust-motes', 'phone-mockup'],
  avoidWith: ['starfield', 'snowfall', 'grid-glow'],
  brandBindings: [{ param: 'lightA', brandToken: 'colors.secondary' }, { param: 'lightB', brandToken: 'colors.primary' }],
  examples: [
    { title: 'Violet and pink, no ridge', props: { lightA: '#b45bf6', lightB: '#ff4fa3', fringe: '#ffb020', mountains: false, stars: 400 } },
    { title: 'Slow classic green', props: { lightA: '#2ef2a6', lightB: '#2ef2a6', fringe: '#5b5bf6', speed: 0.5, seed: 42 } },
  ],
  warnings: ['Mostly dark: use light text on it.'],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = (f.frame / f.fps) * p.speed;
    const sky = ctx.createLinearGradient(0, 0, 0, H);
    sky.addColorStop(0, p.skyTop);
    sky.addColorStop(1, p.skyBottom);
    ctx.fillStyle = sky;
    ctx.fillRect(0, 0, W, H);
    const r = rng(p.seed);
    for (let i = 0; i < p.stars; i++) {
      const x = r() * W, y = r() * H * 0.8, size = (0.6 + r() * 1.6) * u;
      const tw = 0.5 + 0.5 * Math.sin((f.frame / f.fps) * (1 + r() * 3) + i);
      ctx.fillStyle = withAlpha('#ffffff', 0.25 + 0.6 * tw * r());
      ctx.fillRect(x, y, size * 1.5, size * 1.5);
    }

    // The curtains are drawn at a quarter of the size and scaled up: the enlargement is the blur.
    const q = 4;
    const lw = Math.max(8, Math.ceil(W / q)), lh = Math.max(8, Math.ceil(H / q));
    const { canvas: layer, ctx: lx } = clearedKeptCanvas('aurora-curtains', lw, lh);
    lx.globalCompositeOperation = 'lighter';
    const curtains = [
      { colour: p.lightA, base: 0.5, amp: 0.08, height: 0.34, freq: 1.6, drift: 0.06, seed: p.seed + 11 },
      { colour: p.lightB, base: 0.4, amp: 0.1, height: 0.28, freq: 2.3, drift: -0.045, seed: p.seed + 23 },
      { colour: p.lightA, base: 0.62, amp: 0.06, height: 0.22, freq: 3.1, drift: 0.03, seed: p.seed + 37 },
    ];
    for (const c of curtains) {
      // One gradient in unit space, stretched over every ray by the transform.
      const g = lx.createLinearGradient(0, 0, 0, 1);
      g.addColorStop(0, withAlpha(p.fringe, 0));
      g.addColorStop(0.45, withAlpha(p.fringe, 0.22));
      g.addColorStop(0.8, withAlpha(c.colour, 0.55));
      g.addColorStop(0.96, withAlpha(mix(c.colour, '#ffffff', 0.5), 0.9));
      g.addColorStop(1, withAlpha(c.colour, 0));
      lx.fillStyle = g;
      const cols = 140;
      const dx = lw / cols;
      for (let i = 0; i <= cols; i++) {
        const xn = i / cols;
        const wave = Math.sin(xn * c.freq * Math.PI * 2 + s * 0.35 + c.seed) * 0.6 + (noise2(xn * 4 + s * c.drift * 4, s * 0.08, c.seed) - 0.5) * 1.6;
        const yBase = lh * (c.base + c.amp * wave);
        const bright = noise2(xn * 9 - s * 0.4, s * 0.15 + c.seed, c.seed) ** 1.6;
        const fold = 0.55 + 0.45 * Math.sin(xn * 40 + s * 1.3 + wave * 3);
        const rayH = lh * c.height * (0.6 + 0.6 * noise2(xn * 6, s * 0.1, c.seed + 1));
        lx.globalAlpha = Math.min(1, bright * fold * 1.4);
        lx.setTransform(dx * 1.8, 0, 0, rayH, i * dx - dx * 0.4, yBase - rayH);
        lx.fillRect(0, 0, 1, 1);
      }
      lx.setTransform(1, 0, 0, 1, 0, 0);
    }
    // A blurred copy, made at the small size (sixteen times fewer pixels to blur), adds the halo.
    // It is added to the curtains at the small size, so that one enlargement (not two) covers the frame.
    const halo = keptCanvas('aurora-halo', lw, lh);
    const hx = halo.getContext('2d');
    hx.save();
    hx.clearRect(0, 0, lw, lh);
    hx.filter = `blur(${Math.max(1, Math.round((24 * u) / q))}px)`;
    hx.drawImage(layer, 0, 0);
    hx.restore();
    lx.globalAlpha = 0.5;
    lx.drawImage(halo, 0, 0);
    // Bilinear: on curtains this soft, bicubic enlarging (three times the cost) looks the same (52 dB apart).
    ctx.save();
    ctx.globalCompositeOperation = 'lighter';
    enlarge(ctx, () => ctx.drawImage(layer, 0, 0, lw, lh, 0, 0, lw * q, lh * q));
    ctx.restore();

    if (p.mountains) {
      for (let layerIndex = 0; layerIndex < 2; layerIndex++) {
        const base = H * (layerIndex === 0 ? 0.86 : 0.98), amp = H * (layerIndex === 0 ? 0.3 : 0.2);
        const k = p.seed + 99 + layerIndex * 7;
        // Ridged noise (1 − |2n − 1|) gives sharp summits; finer octaves roughen the slopes.
        const ridge = (x: number) => {
          const xn = x / W;
          return 0.65 * (1 - Math.abs(2 * noise2(xn * (5 + layerIndex * 3), 0.5, k) - 1)) ** 1.5 + 0.25 * noise2(xn * 13, 1.5, k) + 0.1 * noise2(xn * 40, 2.5, k);
        };
        ctx.fillStyle = layerIndex === 0 ? mix(p.skyBottom, '#000000', 0.45) : mix(p.skyTop, '#000000', 0.5);
        ctx.beginPath();
        ctx.moveTo(0, H);
        for (let i = 0; i <= 96; i++) ctx.lineTo((i / 96) * W, base - amp * ridge((i / 96) * W));
        ctx.lineTo(W, H);
        ctx.closePath();
        ctx.fill();
      }
      const glow = ctx.createLinearGradient(0, H * 0.6, 0, H);
      glow.addColorStop(0, withAlpha(p.lightA, 0));
      glow.addColorStop(1, withAlpha(p.lightA, 0.06));
      ctx.fillStyle = glow;
      ctx.fillRect(0, H * 0.6, W, H * 0.4);
    }
  },
});

/** One colour point of the mesh: where it sits, how it orbits and what colour it carries. */
interface MeshPoint { x: number; y: number; ax: number; ay: number; fx: number; fy: number; ph: number; rgb: [number, number, number] }

export const meshGradient = defineComponent({
  id: 'mesh-gradient',
  name: 'Mesh gradient',
  description: 'Saturated brand colours blend into one another like a liquid mesh gradient, slowly morphing, with a fine film grain on top.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    colorA: color('first colour'),
    colorB: color('second colour'),
    colorC: color('third colour'),
    colorD: color('fourth colour (the deepest)'),
    softness: Type.Number({ minimum: 0.5, maximum: 3, description: 'how far each colour bleeds into the next (higher is softer)' }),
    grain: Type.Number({ minimum: 0, maximum: 1, description: 'film grain strength' }),
    speed: Type.Number({ minimum: 0, maximum: 4 }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#5b5bf6', colorB: '#12b5cb', colorC: '#ffb020', colorD: '#0c1022', softness: 1.4, grain: 0.5, speed: 1, seed: 3 },
  durationInFrames: 300,
  tier: 'recommended',
  useCase: ['background', 'intro', 'outro', 'full-scene'],
  mood: ['modern', 'vibrant', 'premium', 'fluid'],
  tags: ['mesh', 'gradient', 'liquid', 'fluid', 'colourful', 'grain', 'background'],
  intent: 'A rich, contemporary colour field that carries the brand palette on its own.',
  useWhen: 'Behind titles, app and SaaS promos, social posts, cards and mockups; whenever a flat colour feels bare.',
  pairsWith: ['phone-mockup', 'split-reveal-title', 'price-tag', 'quote-card', 'subscribe-button'],
  avoidWith: ['gradient-flow', 'duotone-grade'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.primary' }, { param: 'colorB', brandToken: 'colors.secondary' }, { param: 'colorC', brandToken: 'colors.accent' }, { param: 'colorD', brandToken: 'colors.background' }],
  examples: [
    { title: 'Pastel, no grain', props: { colorA: '#ffc8dd', colorB: '#bde0fe', colorC: '#cdb4db', colorD: '#a2d2ff', grain: 0, softness: 2.2 } },
    { title: 'Sunset, fast morph', props: { colorA: '#ff4fa3', colorB: '#ffb020', colorC: '#5b5bf6', colorD: '#1a0b2e', speed: 2.2, seed: 17 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const s = (f.frame / f.fps) * p.speed;
    const r = rng(p.seed);
    // Colours blend in linear light, so complementary neighbours meet in a glow rather than a muddy grey.
    const toLinear = (v: number) => (v / 255) ** 2.2;
    const rgbOf = (c: string): [number, number, number] => { const v = parseColor(c) ?? { r: 0, g: 0, b: 0 }; return [toLinear(v.r), toLinear(v.g), toLinear(v.b)]; };
    const palette = [p.colorA, p.colorB, p.colorC, p.colorD, p.colorA, p.colorD].map(rgbOf);
    const points: MeshPoint[] = palette.map((rgb) => ({ x: 0.1 + r() * 0.8, y: 0.1 + r() * 0.8, ax: 0.12 + r() * 0.2, ay: 0.1 + r() * 0.2, fx: 0.05 + r() * 0.08, fy: 0.04 + r() * 0.08, ph: r() * Math.PI * 2, rgb }));
    // The field is computed on a small grid and enlarged with smoothing: it has no detail finer than that.
    const gw = 96, gh = Math.max(8, Math.round((96 * H) / W));
    const field = scratchCanvas(gw, gh);
    const fx = field.getContext('2d');
    const img = fx.createImageData(gw, gh);
    const pos = points.map((pt) => [
      pt.x + pt.ax * Math.sin(s * pt.fx * Math.PI * 2 + pt.ph),
      pt.y + pt.ay * Math.cos(s * pt.fy * Math.PI * 2 + pt.ph * 1.7),
    ] as const);
    // Gaussian weights: each colour owns a soft round region; softness widens the regions.
    const sharpness = 22 / (p.softness * p.softness);
    const aspect = W / H;
    for (let y = 0; y < gh; y++) {
      for (let x = 0; x < gw; x++) {
        // A gentle swirl of the lookup point makes the borders between colours curve.
        const u0 = x / (gw - 1), v0 = y / (gh - 1);
        const u1 = u0 + 0.06 * Math.sin(v0 * 5 + s * 0.3), v1 = v0 + 0.06 * Math.cos(u0 * 4 - s * 0.25);
        let wr = 0, wg = 0, wb = 0, wsum = 0;
        for (let i = 0; i < points.length; i++) {
          const dx = (u1 - pos[i]![0]) * aspect, dy = v1 - pos[i]![1];
          const w = Math.exp(-(dx * dx + dy * dy) * sharpness) + 1e-9;
          const c = points[i]!.rgb;
          wr += c[0] * w; wg += c[1] * w; wb += c[2] * w; wsum += w;
        }
        const o = (y * gw + x) * 4;
        img.data[o] = 255 * (wr / wsum) ** (1 / 2.2);
        img.data[o + 1] = 255 * (wg / wsum) ** (1 / 2.2);
        img.data[o + 2] = 255 * (wb / wsum) ** (1 / 2.2);
        img.data[o + 3] = 255;
      }
    }
    fx.putImageData(img, 0, 0);
    ctx.save();
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(field, 0, 0, gw, gh, 0, 0, W, H);
    ctx.restore();
    if (p.grain > 0) {
      const tile = 128;
      const grain = scratchCanvas(tile, tile);
      const gx = grain.getContext('2d');
      const gd = gx.createImageData(tile, tile);
      const nr = rng(p.seed * 7919 + f.frame);
      for (let i = 0; i < gd.data.length; i += 4) {
        const v = nr() * 255;
        gd.data[i] = v; gd.data[i + 1] = v; gd.data[i + 2] = v; gd.data[i + 3] = 255;
      }
      gx.putImageData(gd, 0, 0);
      const pattern = ctx.createPattern(grain, 'repeat');
      if (pattern) {
        ctx.save();
        ctx.globalCompositeOperation = 'overlay';
        ctx.globalAlpha = 0.16 * p.grain;
        ctx.fillStyle = pattern;
        ctx.fillRect(0, 0, W, H);
        ctx.restore();
      }
    }
  },
});
