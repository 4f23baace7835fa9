/** Built-in effects of light added over the picture: leaks, flares, spotlights. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { withAlpha } from '../../../shared/composition/color.ts';
import { color, seedProp, anyFormat } from '../prop-types.ts';
import { clamp, drawShrunk, drawSoftly, easeInOutCubic, easeOutBack, easeOutCubic, lerp, rng, seg, unit } from '../../draw.ts';

export const lightLeak = defineComponent({
  id: 'light-leak',
  name: 'Light leak',
  description: 'Warm film light leaks that bloom from the frame edge and drift across, added over the picture.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    colorA: color('main leak colour'),
    colorB: color('secondary leak colour'),
    intensity: Type.Number({ minimum: 0, maximum: 1 }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#ff7a2f', colorB: '#ffd36b', intensity: 0.8, seed: 3 },
  durationInFrames: 60,
  tier: 'recommended',
  useCase: ['transition', 'grade', 'intro'],
  mood: ['warm', 'nostalgic', 'cinematic'],
  tags: ['light leak', 'film', 'overlay', 'flare'],
  intent: 'Add warmth and a filmic flash over footage or a cut.',
  useWhen: 'Over a cut between two shots, or at the opening of a warm piece.',
  pairsWith: ['kinetic-title'],
  brandBindings: [{ param: 'colorB', brandToken: 'colors.accent' }],
  examples: [{ title: 'Warm flash', props: { intensity: 1 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const t = f.progress;
    const r = rng(p.seed);
    const env = 0.35 + 0.65 * Math.sin(Math.PI * clamp(t * 0.9 + 0.05));
    const R = Math.max(W, H);
    // Five frame-filling soft gradients, screened together at a quarter of the size, then the
    // enlargement screened over the frame (screening is associative: the same light).
    ctx.globalCompositeOperation = 'screen';
    drawShrunk(ctx, 'light-leak', W, H, 4, (leak) => {
      leak.globalCompositeOperation = 'screen';
      for (let i = 0; i < 4; i++) {
        const side = r() < 0.5 ? -0.1 : 1.1;
        const x = W * (side + (side < 0 ? 1 : -1) * (0.15 + 0.55 * t) * (0.6 + r() * 0.6));
        const y = H * (0.15 + r() * 0.7) + Math.sin(t * 3 + i) * H * 0.05;
        const rad = R * (0.35 + r() * 0.35);
        const c = i % 2 === 0 ? p.colorA : p.colorB;
        const g = leak.createRadialGradient(x, y, 0, x, y, rad);
        g.addColorStop(0, withAlpha(c, 0.85 * p.intensity * env));
        g.addColorStop(0.4, withAlpha(c, 0.35 * p.intensity * env));
        g.addColorStop(1, withAlpha(c, 0));
        leak.fillStyle = g;
        leak.fillRect(0, 0, W, H);
      }
      const streak = leak.createLinearGradient(0, 0, W, H);
      const sx = clamp(0.1 + t * 0.8);
      streak.addColorStop(clamp(sx - 0.15), withAlpha(p.colorB, 0));
      streak.addColorStop(sx, withAlpha(p.colorB, 0.35 * p.intensity * env));
      streak.addColorStop(clamp(sx + 0.15), withAlpha(p.colorB, 0));
      leak.fillStyle = streak;
      leak.fillRect(0, 0, W, H);
    });
    ctx.globalCompositeOperation = 'source-over';
  },
});

export const lensFlare = defineComponent({
  id: 'lens-flare',
  name: 'Lens flare',
  description: 'A sun-like light source drifts across the frame with a glowing core, star rays, an anamorphic streak and a chain of coloured ghosts mirrored through the centre.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    color: color('colour of the core, rays and halo'),
    ghostColor: color('colour of the streak and of every other ghost'),
    startX: Type.Number({ minimum: -0.2, maximum: 1.2, description: 'where the source starts, as a fraction of the width' }),
    startY: Type.Number({ minimum: -0.2, maximum: 1.2 }),
    endX: Type.Number({ minimum: -0.2, maximum: 1.2, description: 'where the source ends' }),
    endY: Type.Number({ minimum: -0.2, maximum: 1.2 }),
    intensity: Type.Number({ minimum: 0, maximum: 1 }),
    streak: Type.Number({ minimum: 0, maximum: 1, description: 'length of the horizontal anamorphic streak' }),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { color: '#ffb020', ghostColor: '#12b5cb', startX: 0.82, startY: 0.2, endX: 0.6, endY: 0.3, intensity: 0.85, streak: 0.7, seed: 7 },
  durationInFrames: 90,
  tier: 'standard',
  useCase: ['emphasis', 'intro', 'grade', 'title-over-footage'],
  mood: ['cinematic', 'epic', 'warm', 'hopeful'],
  tags: ['lens flare', 'flare', 'sun', 'light', 'anamorphic', 'glow', 'overlay'],
  intent: 'Add the glow of a light source hitting the lens, for an epic or sunny feel and to dress a reveal.',
  useWhen: 'Over outdoor and golden-hour footage, behind a title or logo reveal, in trailers and intros.',
  pairsWith: ['kinetic-title', 'intro-reveal', 'light-leak', 'product-showcase', 'aurora', 'starfield'],
  avoidWith: ['crt-scanlines', 'spotlight-sweep', 'rain'],
  brandBindings: [{ param: 'color', brandToken: 'colors.accent' }, { param: 'ghostColor', brandToken: 'colors.secondary' }],
  examples: [
    { title: 'Sunrise sweep from the left', props: { color: '#ffd59a', ghostColor: '#7fb2ff', startX: 0.05, startY: 0.55, endX: 0.35, endY: 0.18, streak: 0.3 } },
    { title: 'Sci-fi blue streak', props: { color: '#9fd3ff', ghostColor: '#3a6bff', startX: 0.5, startY: 0.45, endX: 0.45, endY: 0.45, streak: 1, intensity: 1 } },
  ],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    const s = f.frame / f.fps;
    const m = easeInOutCubic(t);
    const sx = W * lerp(p.startX, p.endX, m), sy = H * lerp(p.startY, p.endY, m);
    const env = p.intensity * (0.65 + 0.35 * Math.sin(Math.PI * clamp(t)) + 0.04 * Math.sin(s * 23));
    const M = Math.min(W, H);
    const r = rng(p.seed);
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    const glow = (x: number, y: number, radius: number, stops: [number, string, number][]) => {
      const g = ctx.createRadialGradient(x, y, 0, x, y, radius);
      for (const [at, c, a] of stops) g.addColorStop(at, withAlpha(c, clamp(a)));
      ctx.fillStyle = g;
      ctx.fillRect(x - radius, y - radius, radius * 2, radius * 2);
    };
    // Halo and core.
    glow(sx, sy, M * 0.9, [[0, p.color, 0.45 * env], [0.3, p.color, 0.15 * env], [1, p.color, 0]]);
    glow(sx, sy, M * 0.13, [[0, '#ffffff', env], [0.25, '#fffaf0', 0.9 * env], [0.6, p.color, 0.5 * env], [1, p.color, 0]]);
    // Star rays, slowly turning.
    const rays = 16;
    for (let i = 0; i < rays; i++) {
      const a = (i / rays) * Math.PI * 2 + r() * 0.2 + t * 0.35;
      const len = M * (0.12 + r() * 0.32) * (0.8 + 0.2 * env);
      const wid = M * (0.004 + r() * 0.006);
      const g = ctx.createLinearGradient(sx, sy, sx + Math.cos(a) * len, sy + Math.sin(a) * len);
      g.addColorStop(0, withAlpha('#ffffff', 0.7 * env));
      g.addColorStop(0.3, withAlpha(p.color, 0.35 * env));
      g.addColorStop(1, withAlpha(p.color, 0));
      ctx.fillStyle = g;
      ctx.beginPath();
      ctx.moveTo(sx + Math.cos(a + Math.PI / 2) * wid, sy + Math.sin(a + Math.PI / 2) * wid);
      ctx.lineTo(sx + Math.cos(a) * len, sy + Math.sin(a) * len);
      ctx.lineTo(sx - Math.cos(a + Math.PI / 2) * wid, sy - Math.sin(a + Math.PI / 2) * wid);
      ctx.closePath();
      ctx.fill();
    }
    // Anamorphic streak: a very flat ellipse through the source.
    if (p.streak > 0) {
      ctx.save();
      ctx.translate(sx, sy);
      ctx.scale(1, 0.018 + 0.01 * (1 - p.streak));
      const len = W * (0.25 + 0.6 * p.streak);
      const g = ctx.createRadialGradient(0, 0, 0, 0, 0, len);
      g.addColorStop(0, withAlpha('#ffffff', 0.9 * env));
      g.addColorStop(0.15, withAlpha(p.ghostColor, 0.7 * env));
      g.addColorStop(1, withAlpha(p.ghostColor, 0));
      ctx.fillStyle = g;
      ctx.fillRect(-len, -len, len * 2, len * 2);
      ctx.restore();
    }
    // Ghosts along the line from the source through the centre, as the lens elements reflect it.
    const vx = W / 2 - sx, vy = H / 2 - sy;
    const ghosts = [0.45, 0.7, 1.15, 1.35, 1.6, 1.85, 2.15];
    ghosts.forEach((k, i) => {
      const gx = sx + vx * k, gy = sy + vy * k;
      const radius = M * (0.018 + r() * 0.07);
      const c = i % 2 === 0 ? p.color : p.ghostColor;
      const alpha = (0.12 + r() * 0.16) * env;
      if (i % 3 === 1) {
        // An aperture-shaped ghost: a hexagon with a brighter rim.
        ctx.beginPath();
        for (let j = 0; j < 6; j++) {
          const a = (j / 6) * Math.PI * 2 + 0.3;
          ctx.lineTo(gx + Math.cos(a) * radius, gy + Math.sin(a) * radius);
        }
        ctx.closePath();
        ctx.fillStyle = withAlpha(c, alpha);
        ctx.fill();
        ctx.strokeStyle = withAlpha(c, alpha * 1.6);
        ctx.lineWidth = Math.max(1, 2 * u);
        ctx.stroke();
      } else {
        glow(gx, gy, radius, [[0, c, alpha * 0.6], [0.75, c, alpha], [0.92, c, alpha * 1.4], [1, c, 0]]);
      }
    });
    // A faint rainbow ring around the reflection of the source.
    const rx = sx + vx * 2, ry = sy + vy * 2;
    ['#ff6a6a', '#ffe27a', '#7affb4', '#7ab8ff'].forEach((c, i) => {
      ctx.strokeStyle = withAlpha(c, 0.07 * env);
      ctx.lineWidth = M * 0.012;
      ctx.beginPath();
      ctx.arc(rx, ry, M * (0.3 + i * 0.012), 0, Math.PI * 2);
      ctx.stroke();
    });
    ctx.restore();
  },
});

export const spotlightSweep = defineComponent({
  id: 'spotlight-sweep',
  name: 'Spotlight sweep',
  description: 'The stage goes dark and a spotlight beam sweeps across it, overshoots and settles on the subject, with haze glowing in the beam and dust drifting through it.',
  category: 'effects',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    lightColor: color('colour of the light'),
    shadeColor: color('colour of the darkness'),
    darkness: Type.Number({ minimum: 0, maximum: 1 }),
    size: Type.Number({ minimum: 0.05, maximum: 0.8, description: 'radius of the pool of light, as a fraction of the width' }),
    startX: Type.Number({ minimum: -0.3, maximum: 1.3, description: 'where the sweep starts, as a fraction of the width' }),
    endX: Type.Number({ minimum: 0, maximum: 1, description: 'where the light settles' }),
    endY: Type.Number({ minimum: 0, maximum: 1 }),
    beam: Type.Number({ minimum: 0, maximum: 1, description: 'how visible the beam is in the haze' }),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { lightColor: '#fff0cc', shadeColor: '#0c1022', darkness: 0.8, size: 0.22, startX: 0.08, endX: 0.5, endY: 0.6, beam: 0.6, seed: 19 },
  durationInFrames: 75,
  tier: 'niche',
  useCase: ['emphasis', 'intro', 'explainer'],
  mood: ['dramatic', 'theatrical', 'suspenseful', 'focused'],
  tags: ['spotlight', 'stage', 'beam', 'reveal', 'focus', 'light', 'overlay'],
  intent: 'Darken everything but one spot and lead the eye to it, like a stage light finding a performer.',
  useWhen: 'To introduce a product, a speaker or a winner; to point at one part of a busy picture.',
  pairsWith: ['product-showcase', 'intro-reveal', 'vignette', 'dust-motes', 'callout-arrow', 'stat-counter'],
  avoidWith: ['lens-flare', 'light-leak', 'duotone-grade'],
  brandBindings: [{ param: 'shadeColor', brandToken: 'colors.background' }],
  examples: [
    { title: 'Find the winner from the right', props: { startX: 1.1, endX: 0.35, endY: 0.5, size: 0.18, darkness: 0.9 } },
    { title: 'Wide warm pool, no beam', props: { lightColor: '#ffc98a', size: 0.4, beam: 0, darkness: 0.6 } },
  ],
  warnings: ['Darkens the picture beneath it: put titles that must stay readable above it, or inside the pool of light.'],
  format: anyFormat,
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    // The sweep: across, past the mark, and back to rest; the light flickers on at the start.
    const k = easeOutBack(seg(t, 0, 0.75), 1.2);
    const px = W * lerp(p.startX, p.endX, k);
    const py = H * (p.endY - 0.07 * Math.sin(Math.PI * clamp(k)));
    const on = t < 0.08 ? 0.55 + 0.45 * Math.abs(Math.sin(t * 140)) : 1;
    const R = W * p.size * (0.85 + 0.15 * easeOutCubic(seg(t, 0, 0.3)));
    const squash = 0.55;
    // Darkness everywhere but an elliptical pool, with a soft edge.
    ctx.save();
    ctx.translate(px, py);
    ctx.scale(1, squash);
    const shade = ctx.createRadialGradient(0, 0, R * 0.55, 0, 0, R * 1.15);
    shade.addColorStop(0, withAlpha(p.shadeColor, 0));
    shade.addColorStop(0.5, withAlpha(p.shadeColor, p.darkness * 0.55));
    shade.addColorStop(1, withAlpha(p.shadeColor, p.darkness * (1 - 0.15 * (1 - on))));
    ctx.fillStyle = shade;
    ctx.fillRect(-px - W, -py / squash - H * 4, W * 3, H * 8 / squash + H);
    ctx.restore();
    // The beam through the haze, from a lamp above the frame to the pool, drawn softly.
    const lampX = W * (0.5 + (p.endX - 0.5) * 0.3), lampY = -H * 0.15;
    ctx.save();
    ctx.globalCompositeOperation = 'screen';
    if (p.beam > 0) {
      drawSoftly(ctx, 0, 0, W, H, 14 * u, (soft) => {
        const g = soft.createLinearGradient(lampX, lampY, px, py);
        g.addColorStop(0, withAlpha(p.lightColor, 0.5 * p.beam * on));
        g.addColorStop(1, withAlpha(p.lightColor, 0.12 * p.beam * on));
        soft.fillStyle = g;
        soft.beginPath();
        soft.moveTo(lampX - W * 0.02, lampY);
        soft.lineTo(lampX + W * 0.02, lampY);
        soft.lineTo(px + R, py);
        soft.lineTo(px - R, py);
        soft.closePath();
        soft.fill();
      });
    }
    // The pool itself, brighter at its heart.
    ctx.translate(px, py);
    ctx.scale(1, squash);
    const pool = ctx.createRadialGradient(0, 0, 0, 0, 0, R);
    pool.addColorStop(0, withAlpha(p.lightColor, 0.32 * on));
    pool.addColorStop(0.7, withAlpha(p.lightColor, 0.12 * on));
    pool.addColorStop(1, withAlpha(p.lightColor, 0));
    ctx.fillStyle = pool;
    ctx.fillRect(-R, -R, R * 2, R * 2);
    ctx.restore();
    // Dust in the beam, catching the light.
    if (p.beam > 0) {
      const r = rng(p.seed);
      const s = f.frame / f.fps;
      for (let i = 0; i < 40; i++) {
        const along = (r() + s * 0.03 * (0.5 + r())) % 1;
        const across = r() - 0.5;
        const x = lerp(lampX, px, along) + across * lerp(W * 0.04, R * 2, along) + Math.sin(s * (0.5 + r()) + i) * 6 * u;
        const y = lerp(lampY, py, along) + Math.cos(s * (0.4 + r()) + i) * 6 * u;
        const size = (1 + r() * 2.5) * u;
        ctx.fillStyle = withAlpha(p.lightColor, (0.25 + 0.5 * r()) * p.beam * on * (0.5 + 0.5 * Math.sin(s * 3 + i)));
        ctx.beginPath();
        ctx.arc(x, y, size, 0, Math.PI * 2);
        ctx.fill();
      }
    }
  },
});
