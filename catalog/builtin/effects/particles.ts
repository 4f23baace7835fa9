/** Built-in particle effects drawn over the picture: confetti, glints, weather, dust. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { withAlpha } from '../../../shared/composition/color.ts';
import { color, seedProp, anyFormat } from '../prop-types.ts';
import { clamp, drawSoftly, fract, rng, smoothstep, unit } from '../../draw.ts';

export const confettiBurst = defineComponent({
  id: 'confetti-burst',
  name: 'Confetti burst',
  description: 'Two cannons fire brand-coloured confetti that tumbles, flutters and falls under gravity.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  sounds: [{ atSec: 0, family: 'pop', soundId: 'pop-bold' }, { atSec: 0.08, family: 'pop', soundId: 'pop-standard', gainDb: -3 }],
  propSchema: Type.Object({
    colorA: color('confetti colour 1'),
    colorB: color('confetti colour 2'),
    colorC: color('confetti colour 3'),
    count: Type.Integer({ minimum: 10, maximum: 600 }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#5b5bf6', colorB: '#ffb020', colorC: '#12b5cb', count: 220, seed: 9 },
  durationInFrames: 90,
  tier: 'standard',
  useCase: ['emphasis', 'outro', 'social-cut'],
  mood: ['festive', 'playful', 'celebratory'],
  tags: ['confetti', 'celebration', 'particles', 'win'],
  intent: 'Celebrate a milestone or a reveal.',
  useWhen: 'Announcements, results, thank-you moments.',
  pairsWith: ['stat-counter', 'outro-card'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.primary' }, { param: 'colorB', brandToken: 'colors.accent' }, { param: 'colorC', brandToken: 'colors.secondary' }],
  examples: [{ title: 'Celebration', props: { count: 240 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.frame / f.fps + 0.35;
    const r = rng(p.seed);
    const colors = [p.colorA, p.colorB, p.colorC, '#ffffff'];
    const terminal = 170 * u;
    const drag = 1.5;
    for (let i = 0; i < p.count; i++) {
      const left = i % 2 === 0;
      const angle = -Math.PI / 2 + (left ? 0.42 : -0.42) + (r() - 0.5) * 0.75;
      const speed = (1000 + r() * 1000) * u;
      const delay = r() * 0.18;
      const w = (16 + r() * 14) * u, h = (8 + r() * 8) * u;
      const spin = r() * 10 + 4;
      const c = colors[Math.floor(r() * colors.length)]!;
      const tt = t - delay;
      if (tt <= 0) continue;
      const k = (1 - Math.exp(-drag * tt)) / drag;
      const vy0 = Math.sin(angle) * speed;
      const x = (left ? W * 0.04 : W * 0.96) + Math.cos(angle) * speed * k + Math.sin(tt * 5 + i) * 14 * u * Math.min(1, tt);
      const y = H * 0.99 + terminal * tt + (vy0 - terminal) * k;
      if (y > H + 40 * u) continue;
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(tt * spin);
      ctx.scale(1, Math.cos(tt * spin * 1.3));
      ctx.fillStyle = c;
      ctx.fillRect(-w / 2, -h / 2, w, h);
      ctx.restore();
    }
  },
});

export const sparkles = defineComponent({
  id: 'sparkles',
  name: 'Sparkles',
  description: 'Four-pointed glints that twinkle in and out across the frame, each flaring and fading on its own beat.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    color: color('glint colour'),
    glow: color('glow colour'),
    count: Type.Integer({ minimum: 3, maximum: 120 }),
    size: Type.Number({ minimum: 4, maximum: 200, description: 'largest glint in pixels at 1080p' }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { color: '#ffffff', glow: '#ffd36b', count: 26, size: 70, seed: 21 },
  durationInFrames: 90,
  tier: 'niche',
  useCase: ['emphasis', 'grade'],
  mood: ['magical', 'festive', 'premium'],
  tags: ['sparkle', 'glint', 'shine', 'stars', 'overlay'],
  intent: 'Add a touch of shine to a product or a reveal.',
  useWhen: 'Over a product shot, a logo, or a celebratory moment.',
  pairsWith: ['intro-reveal'],
  brandBindings: [{ param: 'glow', brandToken: 'colors.accent' }],
  examples: [{ title: 'Shine', props: { count: 40 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const r = rng(p.seed);
    for (let i = 0; i < p.count; i++) {
      const x = W * (0.06 + r() * 0.88), y = H * (0.06 + r() * 0.88);
      const period = 0.9 + r() * 1.4, phase = r() * period;
      const size = p.size * u * (0.3 + r() * 0.7);
      const k = ((s + phase) % period) / period;
      const life = Math.sin(Math.PI * k) ** 2;
      if (life < 0.02) continue;
      const rad = size * life;
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(s * (r() - 0.5) + i);
      const g = ctx.createRadialGradient(0, 0, 0, 0, 0, rad * 0.9);
      g.addColorStop(0, withAlpha(p.glow, 0.55 * life));
      g.addColorStop(1, withAlpha(p.glow, 0));
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(0, 0, rad * 0.9, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = withAlpha(p.color, clamp(life * 1.3));
      ctx.beginPath();
      for (let j = 0; j < 4; j++) {
        const a = (j * Math.PI) / 2;
        ctx.lineTo(Math.cos(a) * rad, Math.sin(a) * rad);
        ctx.lineTo(Math.cos(a + Math.PI / 4) * rad * 0.14, Math.sin(a + Math.PI / 4) * rad * 0.14);
      }
      ctx.closePath();
      ctx.fill();
      ctx.restore();
    }
  },
});

/** Where a particle that moves at (vx, vy) pixels a second from a seeded start is after `s` seconds:
 *  it wraps around the frame with a margin, so the field never thins out. */
function wrapped(x0: number, y0: number, vx: number, vy: number, s: number, W: number, H: number, margin: number): [number, number] {
  return [fract((x0 * W + vx * s + margin) / (W + 2 * margin)) * (W + 2 * margin) - margin, fract((y0 * H + vy * s + margin) / (H + 2 * margin)) * (H + 2 * margin) - margin];
}

export const snowfall = defineComponent({
  id: 'snowfall',
  name: 'Snowfall',
  description: 'Snow falling in depth: fine far flakes, swaying mid flakes with a few turning crystals, and large soft out-of-focus flakes drifting close to the lens.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    color: color('flake colour'),
    count: Type.Integer({ minimum: 10, maximum: 800 }),
    size: Type.Number({ minimum: 0.3, maximum: 3, description: 'scale of the flakes' }),
    speed: Type.Number({ minimum: 0.1, maximum: 4 }),
    wind: Type.Number({ minimum: -1, maximum: 1, description: 'sideways drift: negative blows left' }),
    bokeh: Type.Number({ minimum: 0, maximum: 1, description: 'how many near flakes fall out of focus' }),
    crystals: Type.Boolean({ description: 'draw some mid flakes as six-armed crystals' }),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { color: '#ffffff', count: 180, size: 1, speed: 1, wind: 0.25, bokeh: 0.5, crystals: true, seed: 23 },
  durationInFrames: 120,
  tier: 'standard',
  useCase: ['full-scene', 'title-over-footage', 'outro', 'background'],
  mood: ['calm', 'festive', 'wintry', 'cosy'],
  tags: ['snow', 'winter', 'christmas', 'holiday', 'weather', 'particles', 'overlay'],
  intent: 'Make a scene wintry and festive with gently falling snow in depth.',
  useWhen: 'Holiday greetings and sales, winter product launches, cosy outros, over a title card or footage.',
  pairsWith: ['kinetic-title', 'outro-card', 'bokeh-field', 'vignette', 'letter-cascade', 'starfield'],
  avoidWith: ['rain', 'dust-motes', 'confetti-burst', 'rgb-glitch'],
  examples: [
    { title: 'Blizzard', props: { count: 600, speed: 2.6, wind: -0.8, size: 0.8, bokeh: 0.2, crystals: false } },
    { title: 'Soft holiday flurry', props: { count: 70, speed: 0.5, wind: 0.1, size: 1.6, bokeh: 0.9, color: '#fff4e0' } },
  ],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps + 8;
    const r = rng(p.seed);
    const margin = 60 * u * p.size;
    // A faint cold haze near the ground.
    const haze = ctx.createLinearGradient(0, H * 0.6, 0, H);
    haze.addColorStop(0, withAlpha(p.color, 0));
    haze.addColorStop(1, withAlpha(p.color, 0.12));
    ctx.fillStyle = haze;
    ctx.fillRect(0, H * 0.6, W, H * 0.4);
    for (let i = 0; i < p.count; i++) {
      const z = r() ** 1.5;
      const x0 = r(), y0 = r(), phase = r() * 6.28, swayRate = 0.5 + r(), spin = r() - 0.5, kind = r();
      const near = z > 1 - 0.18 * p.bokeh;
      const vy = (35 + 150 * z) * u * p.speed;
      const vx = p.wind * (25 + 120 * z) * u * p.speed;
      let [x, y] = wrapped(x0, y0, vx, vy, s, W, H, margin);
      x += Math.sin(s * swayRate + phase) * (8 + 26 * z) * u;
      if (near) {
        const rad = (14 + 16 * r()) * u * p.size;
        const g = ctx.createRadialGradient(x, y, 0, x, y, rad);
        g.addColorStop(0, withAlpha(p.color, 0.32));
        g.addColorStop(0.6, withAlpha(p.color, 0.2));
        g.addColorStop(1, withAlpha(p.color, 0));
        ctx.fillStyle = g;
        ctx.fillRect(x - rad, y - rad, rad * 2, rad * 2);
        continue;
      }
      const rad = (1.2 + 5 * z) * u * p.size;
      const alpha = 0.35 + 0.6 * z;
      if (p.crystals && z > 0.45 && kind < 0.35) {
        // A six-armed crystal with two branches on each arm, slowly turning.
        const arm = rad * 2.4;
        ctx.save();
        ctx.translate(x, y);
        ctx.rotate(s * spin * 1.5 + phase);
        ctx.strokeStyle = withAlpha(p.color, alpha);
        ctx.lineWidth = Math.max(1, rad * 0.28);
        ctx.lineCap = 'round';
        ctx.beginPath();
        for (let a = 0; a < 6; a++) {
          const c = Math.cos((a * Math.PI) / 3), sn = Math.sin((a * Math.PI) / 3);
          ctx.moveTo(0, 0);
          ctx.lineTo(c * arm, sn * arm);
          for (const [at, len] of [[0.45, 0.35], [0.72, 0.25]] as const) {
            const bx = c * arm * at, by = sn * arm * at;
            for (const side of [-1, 1]) {
              const ba = (a * Math.PI) / 3 + side * 0.8;
              ctx.moveTo(bx, by);
              ctx.lineTo(bx + Math.cos(ba) * arm * len, by + Math.sin(ba) * arm * len);
            }
          }
        }
        ctx.stroke();
        ctx.restore();
        continue;
      }
      const g = ctx.createRadialGradient(x, y, 0, x, y, rad);
      g.addColorStop(0, withAlpha(p.color, alpha));
      g.addColorStop(0.55, withAlpha(p.color, alpha * 0.8));
      g.addColorStop(1, withAlpha(p.color, 0));
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.arc(x, y, rad, 0, Math.PI * 2);
      ctx.fill();
    }
  },
});

export const rain = defineComponent({
  id: 'rain',
  name: 'Rain',
  description: 'Slanted rain in three depths of motion-blurred streaks over a cool, darkened picture, with splashes rippling along the ground, low mist and an optional lightning flash.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    color: color('colour of the drops'),
    count: Type.Integer({ minimum: 20, maximum: 1500 }),
    angle: Type.Number({ minimum: -45, maximum: 45, description: 'slant in degrees from vertical' }),
    speed: Type.Number({ minimum: 0.2, maximum: 3 }),
    darken: Type.Number({ minimum: 0, maximum: 1, description: 'how much the picture beneath is cooled and darkened' }),
    splashes: Type.Number({ minimum: 0, maximum: 1 }),
    mist: Type.Number({ minimum: 0, maximum: 1 }),
    lightning: Type.Boolean({ description: 'a double flash of lightning just after the middle' }),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { color: '#cfe0ff', count: 320, angle: 12, speed: 1, darken: 0.35, splashes: 0.6, mist: 0.5, lightning: false, seed: 29 },
  durationInFrames: 90,
  tier: 'standard',
  useCase: ['full-scene', 'grade', 'title-over-footage'],
  mood: ['moody', 'melancholic', 'dramatic', 'calm'],
  tags: ['rain', 'storm', 'weather', 'drops', 'lightning', 'particles', 'overlay'],
  intent: 'Set a rainy, moody or stormy atmosphere over any shot.',
  useWhen: 'Reflective or dramatic moments, city night footage, storytelling and trailers; with lightning for tension.',
  pairsWith: ['vignette', 'film-grain', 'chapter-title', 'quote-scene', 'word-by-word', 'location-tag'],
  avoidWith: ['snowfall', 'confetti-burst', 'lens-flare', 'sparkles'],
  examples: [
    { title: 'Thunderstorm', props: { count: 900, angle: 22, speed: 1.6, darken: 0.6, lightning: true } },
    { title: 'Light drizzle', props: { count: 120, angle: 4, speed: 0.7, darken: 0.15, splashes: 0.2, mist: 0.2 } },
  ],
  warnings: ['With lightning on, the frame flashes white twice: avoid it for viewers sensitive to flashing light.'],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    const s = f.frame / f.fps + 5;
    const r = rng(p.seed);
    const a = (p.angle * Math.PI) / 180;
    const dx = Math.sin(a), dy = Math.cos(a);
    // Overcast: the picture beneath cooled and darkened.
    if (p.darken > 0) {
      ctx.save();
      ctx.globalCompositeOperation = 'multiply';
      ctx.fillStyle = withAlpha('#4a5d80', p.darken);
      ctx.fillRect(0, 0, W, H);
      ctx.restore();
    }
    const flash = p.lightning ? Math.max(Math.exp(-(((t - 0.55) / 0.015) ** 2)), 0.7 * Math.exp(-(((t - 0.6) / 0.025) ** 2))) : 0;
    // Streaks: the length a drop travels while the shutter is open, bright at the head.
    ctx.lineCap = 'round';
    const slantMargin = Math.abs(dx / dy) * H;
    for (let i = 0; i < p.count; i++) {
      const z = r() ** 1.4;
      const x0 = r(), y0 = r();
      const v = (1300 + 1700 * z) * u * p.speed;
      const len = (25 + 85 * z) * u * p.speed;
      let [x, y] = wrapped(x0, y0, v * dx, v * dy, s, W + slantMargin, H, len);
      x -= slantMargin * (dx > 0 ? 1 : 0);
      const g = ctx.createLinearGradient(x - dx * len, y - dy * len, x, y);
      g.addColorStop(0, withAlpha(p.color, 0));
      g.addColorStop(1, withAlpha(p.color, clamp((0.14 + 0.45 * z) * (1 + 1.5 * flash))));
      ctx.strokeStyle = g;
      ctx.lineWidth = Math.max(1, (0.7 + 1.8 * z) * u);
      ctx.beginPath();
      ctx.moveTo(x - dx * len, y - dy * len);
      ctx.lineTo(x, y);
      ctx.stroke();
    }
    // Splashes: rings spreading on the ground and a couple of droplets thrown up.
    const splashes = Math.round(40 * p.splashes);
    for (let i = 0; i < splashes; i++) {
      const period = 0.35 + r() * 0.5;
      const k = fract(s / period + r());
      const cycle = Math.floor(s / period + r());
      const spot = rng(p.seed * 13 + i * 7 + cycle * 101);
      const x = spot() * W, y = H * (0.82 + 0.17 * spot());
      const depth = (y - H * 0.8) / (H * 0.2);
      const rad = (4 + 14 * k) * u * (0.6 + depth);
      const fade = (1 - k) ** 1.5;
      ctx.strokeStyle = withAlpha(p.color, 0.5 * fade);
      ctx.lineWidth = Math.max(1, 1.4 * u);
      ctx.beginPath();
      ctx.ellipse(x, y, rad, rad * 0.28, 0, 0, Math.PI * 2);
      ctx.stroke();
      if (k < 0.5) {
        ctx.fillStyle = withAlpha(p.color, 0.6 * (1 - k * 2));
        for (const side of [-1, 1]) {
          const jx = x + side * rad * 0.6, jy = y - Math.sin(k * 2 * Math.PI) * 10 * u * (0.6 + depth);
          ctx.fillRect(jx, jy, Math.max(1, 2 * u), Math.max(1, 2 * u));
        }
      }
    }
    // Mist low over the ground, drifting.
    if (p.mist > 0) {
      ctx.save();
      ctx.globalCompositeOperation = 'screen';
      for (let i = 0; i < 5; i++) {
        const mx = fract(r() + s * 0.02 * (0.5 + r())) * W * 1.4 - W * 0.2, my = H * (0.8 + r() * 0.2);
        const rad = W * (0.2 + r() * 0.2);
        const g = ctx.createRadialGradient(mx, my, 0, mx, my, rad);
        g.addColorStop(0, withAlpha('#c8d4e8', 0.16 * p.mist));
        g.addColorStop(1, withAlpha('#c8d4e8', 0));
        ctx.fillStyle = g;
        ctx.fillRect(mx - rad, my - rad, rad * 2, rad * 2);
      }
      ctx.restore();
    }
    if (flash > 0.01) {
      ctx.save();
      ctx.globalCompositeOperation = 'screen';
      const g = ctx.createLinearGradient(0, 0, 0, H);
      g.addColorStop(0, `rgba(235,240,255,${0.75 * flash})`);
      g.addColorStop(1, `rgba(235,240,255,${0.35 * flash})`);
      ctx.fillStyle = g;
      ctx.fillRect(0, 0, W, H);
      ctx.restore();
    }
  },
});

export const dustMotes = defineComponent({
  id: 'dust-motes',
  name: 'Dust motes',
  description: 'Specks of dust float lazily in a slanted shaft of sunlight, glinting as they drift into the light, with a few soft out-of-focus motes near the lens.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    color: color('colour of the light and the motes'),
    count: Type.Integer({ minimum: 10, maximum: 400 }),
    beam: Type.Number({ minimum: 0, maximum: 1, description: 'strength of the shaft of light' }),
    beamX: Type.Number({ minimum: 0, maximum: 1, description: 'where the shaft enters at the top, as a fraction of the width' }),
    beamAngle: Type.Number({ minimum: -60, maximum: 60, description: 'slant of the shaft in degrees from vertical' }),
    drift: Type.Number({ minimum: 0, maximum: 3, description: 'how fast the motes wander' }),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { color: '#ffe2a8', count: 110, beam: 0.6, beamX: 0.3, beamAngle: 28, drift: 1, seed: 31 },
  durationInFrames: 120,
  tier: 'niche',
  useCase: ['grade', 'full-scene', 'emphasis'],
  mood: ['dreamy', 'calm', 'nostalgic', 'warm'],
  tags: ['dust', 'motes', 'particles', 'god rays', 'sunbeam', 'light shaft', 'atmosphere', 'overlay'],
  intent: 'Add quiet, sunlit atmosphere and depth to an interior, a portrait or a still.',
  useWhen: 'Slow, reflective moments, interiors, heritage and craft stories, product stills on a table.',
  pairsWith: ['film-grain', 'vignette', 'quote-scene', 'spotlight-sweep', 'testimonial', 'polaroid-stack'],
  avoidWith: ['snowfall', 'rain', 'rgb-glitch', 'confetti-burst'],
  examples: [
    { title: 'Steep window light from the right', props: { beamX: 0.8, beamAngle: -35, beam: 0.8, count: 160 } },
    { title: 'Floating motes only', props: { beam: 0, count: 70, drift: 0.5, color: '#fff6e6' } },
  ],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const r = rng(p.seed);
    const a = (p.beamAngle * Math.PI) / 180;
    const ax = Math.sin(a), ay = Math.cos(a);
    const bx = W * p.beamX, by = -H * 0.1;
    const half = W * 0.13;
    const breathe = 0.85 + 0.15 * Math.sin(s * 0.8);
    /** 1 on the shaft's axis, falling to 0 at its edge. */
    const inBeam = (x: number, y: number) => 1 - smoothstep(half * 0.4, half * 1.2, Math.abs((x - bx) * ay - (y - by) * ax));
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    if (p.beam > 0) {
      const reach = Math.hypot(W, H) * 1.2;
      drawSoftly(ctx, 0, 0, W, H, 30 * u, (soft) => {
        for (const [width, alpha] of [[1, 0.22], [0.55, 0.18], [0.25, 0.14]] as const) {
          const w = half * width;
          const g = soft.createLinearGradient(bx, by, bx + ax * reach * 0.6, by + ay * reach * 0.6);
          g.addColorStop(0, withAlpha(p.color, alpha * p.beam * breathe));
          g.addColorStop(1, withAlpha(p.color, 0));
          soft.fillStyle = g;
          soft.beginPath();
          soft.moveTo(bx - ay * w, by + ax * w);
          soft.lineTo(bx + ay * w, by - ax * w);
          soft.lineTo(bx + ay * w * 1.6 + ax * reach, by - ax * w * 1.6 + ay * reach);
          soft.lineTo(bx - ay * w * 1.6 + ax * reach, by + ax * w * 1.6 + ay * reach);
          soft.closePath();
          soft.fill();
        }
      });
    }
    for (let i = 0; i < p.count; i++) {
      const x0 = r() * W, y0 = r() * H;
      const fx = 0.05 + r() * 0.2, fy = 0.04 + r() * 0.15, ph = r() * 6.28;
      const near = r() < 0.06;
      // Slow wandering: two sines per axis and a faint settling drift, scaled by `drift`.
      const x = x0 + (Math.sin(s * fx * p.drift * 2 + ph) * 40 + Math.sin(s * fx * p.drift * 5.3 + ph * 2) * 12) * u;
      const y = y0 + (Math.cos(s * fy * p.drift * 2 + ph) * 30 + s * 4 * p.drift) * u;
      const light = p.beam > 0 ? 0.25 + 0.75 * inBeam(x, y) : 0.7;
      const twinkle = 0.6 + 0.4 * Math.sin(s * (1 + r() * 3) + ph);
      const rad = (near ? 12 + r() * 20 : 1.6 + r() * 3.4) * u;
      const alpha = clamp((near ? 0.22 : 1) * light * twinkle);
      const g = ctx.createRadialGradient(x, y, 0, x, y, rad * (near ? 1 : 2.2));
      g.addColorStop(0, withAlpha(near ? p.color : '#ffffff', alpha));
      g.addColorStop(near ? 0.7 : 0.3, withAlpha(p.color, alpha * 0.6));
      g.addColorStop(1, withAlpha(p.color, 0));
      ctx.fillStyle = g;
      ctx.fillRect(x - rad * 2.2, y - rad * 2.2, rad * 4.4, rad * 4.4);
    }
    ctx.restore();
  },
});
