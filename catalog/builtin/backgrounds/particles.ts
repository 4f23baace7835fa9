/** Backgrounds of moving particles: a connected node network, a warp-speed starfield, floating shapes. */
import { Type } from '@sinclair/typebox';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { defineComponent } from '../../sdk.ts';
import { clamp, drawShrunk, rng, roundRect, unit } from '../../draw.ts';
import { luminance, mix, withAlpha } from '../../../shared/composition/color.ts';
import { color } from '../prop-types.ts';

/** Position of a point moving at constant velocity inside [−m, size + m], wrapping at the edges. */
const wrap = (v: number, size: number, margin: number) => ((((v + margin) % (size + 2 * margin)) + size + 2 * margin) % (size + 2 * margin)) - margin;

export const particleDrift = defineComponent({
  id: 'particle-drift',
  name: 'Particle drift',
  description: 'A network of glowing nodes drifting slowly, linked by fine lines that appear as they come near each other, over a deep gradient.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('background'),
    glowColor: color('soft glow in a corner of the background'),
    nodeColor: color('node colour'),
    lineColor: color('link colour'),
    count: Type.Integer({ minimum: 10, maximum: 240 }),
    linkDistance: Type.Number({ minimum: 40, maximum: 400, description: 'longest link, in pixels at 1080p' }),
    speed: Type.Number({ minimum: 0, maximum: 5 }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#0c1022', glowColor: '#5b5bf6', nodeColor: '#9fe8f2', lineColor: '#12b5cb', count: 130, linkDistance: 230, speed: 1, seed: 9 },
  durationInFrames: 300,
  tier: 'recommended',
  useCase: ['background', 'explainer', 'intro', 'full-scene'],
  mood: ['tech', 'connected', 'calm', 'modern'],
  tags: ['plexus', 'network', 'particles', 'nodes', 'connections', 'data', 'ai', 'blockchain'],
  intent: 'Suggest networks, data and connection behind technical copy.',
  useWhen: 'Tech and AI explainers, data products, conference intros, behind charts and stats.',
  pairsWith: ['line-chart', 'donut-chart', 'stat-counter', 'glitch-title', 'laptop-mockup'],
  avoidWith: ['starfield', 'dot-wave', 'masonry-collage'],
  brandBindings: [{ param: 'baseColor', brandToken: 'colors.background' }, { param: 'glowColor', brandToken: 'colors.primary' }, { param: 'lineColor', brandToken: 'colors.secondary' }],
  examples: [
    { title: 'Dense and fast', props: { count: 200, linkDistance: 130, speed: 2 } },
    { title: 'Sparse, long links on light', props: { baseColor: '#f4f5fa', nodeColor: '#5b5bf6', lineColor: '#5b5bf6', glowColor: '#12b5cb', count: 45, linkDistance: 320 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = (f.frame / f.fps) * p.speed;
    const bg = ctx.createLinearGradient(0, 0, W, H);
    bg.addColorStop(0, p.baseColor);
    // Dark grounds deepen toward the corner; light ones take a faint tint of the glow instead of going grey.
    bg.addColorStop(1, luminance(p.baseColor) > 0.45 ? mix(p.baseColor, p.glowColor, 0.12) : mix(p.baseColor, '#000000', 0.4));
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    const R = Math.max(W, H);
    const gx = W * (0.25 + 0.1 * Math.sin(s * 0.2)), gy = H * 0.2;
    const glow = ctx.createRadialGradient(gx, gy, 0, gx, gy, R * 0.7);
    glow.addColorStop(0, withAlpha(p.glowColor, 0.35));
    glow.addColorStop(1, withAlpha(p.glowColor, 0));
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, W, H);

    const r = rng(p.seed);
    const margin = p.linkDistance * u;
    const nodes: { x: number; y: number; size: number; fade: number }[] = [];
    for (let i = 0; i < p.count; i++) {
      const depth = 0.4 + r() * 0.6;
      const angle = r() * Math.PI * 2, v = (8 + r() * 22) * u * depth;
      const x = wrap(r() * W + Math.cos(angle) * v * s, W, margin);
      const y = wrap(r() * H + Math.sin(angle) * v * s, H, margin);
      // Nodes fade out before they wrap, so none pops in or out of view.
      const edge = Math.min(x + margin, W + margin - x, y + margin, H + margin - y) / margin;
      nodes.push({ x, y, size: (3 + r() * 4.5) * u * depth, fade: clamp(edge) });
    }
    const maxD = p.linkDistance * u;
    ctx.strokeStyle = p.lineColor;
    ctx.lineWidth = Math.max(0.8, 1.8 * u);
    for (let i = 0; i < nodes.length; i++) {
      const a = nodes[i]!;
      for (let j = i + 1; j < nodes.length; j++) {
        const b = nodes[j]!;
        const dx = a.x - b.x, dy = a.y - b.y;
        if (Math.abs(dx) > maxD || Math.abs(dy) > maxD) continue;
        const d = Math.hypot(dx, dy);
        if (d >= maxD) continue;
        ctx.globalAlpha = (1 - d / maxD) ** 1.2 * 0.8 * Math.min(a.fade, b.fade);
        ctx.beginPath();
        ctx.moveTo(a.x, a.y);
        ctx.lineTo(b.x, b.y);
        ctx.stroke();
      }
    }
    for (const [i, n] of nodes.entries()) {
      const pulse = 0.7 + 0.3 * Math.sin((f.frame / f.fps) * 2 + i);
      ctx.globalAlpha = n.fade;
      if (i % 9 === 0) {
        const halo = ctx.createRadialGradient(n.x, n.y, 0, n.x, n.y, n.size * 6);
        halo.addColorStop(0, withAlpha(p.nodeColor, 0.45 * pulse));
        halo.addColorStop(1, withAlpha(p.nodeColor, 0));
        ctx.fillStyle = halo;
        ctx.fillRect(n.x - n.size * 6, n.y - n.size * 6, n.size * 12, n.size * 12);
      }
      ctx.fillStyle = p.nodeColor;
      ctx.beginPath();
      ctx.arc(n.x, n.y, n.size * (i % 9 === 0 ? 1.4 : 1), 0, Math.PI * 2);
      ctx.fill();
    }
    ctx.globalAlpha = 1;
  },
});

export const starfield = defineComponent({
  id: 'starfield',
  name: 'Starfield',
  description: 'Flying through space: stars stream out from a vanishing point and stretch into light trails, past drifting coloured nebulae.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('deep space'),
    nebulaA: color('first nebula'),
    nebulaB: color('second nebula'),
    starColor: color('star colour'),
    count: Type.Integer({ minimum: 50, maximum: 1500 }),
    speed: Type.Number({ minimum: 0, maximum: 6, description: 'flight speed multiplier' }),
    trail: Type.Number({ minimum: 0, maximum: 1, description: 'light trail length (0 for points)' }),
    centerX: Type.Number({ minimum: 0, maximum: 1, description: 'vanishing point, fraction of the width' }),
    centerY: Type.Number({ minimum: 0, maximum: 1, description: 'vanishing point, fraction of the height' }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#02030a', nebulaA: '#5b5bf6', nebulaB: '#12b5cb', starColor: '#ffffff', count: 520, speed: 1, trail: 0.5, centerX: 0.5, centerY: 0.5, seed: 21 },
  durationInFrames: 300,
  tier: 'standard',
  useCase: ['background', 'intro', 'transition', 'full-scene'],
  mood: ['epic', 'futuristic', 'energetic', 'cosmic'],
  tags: ['stars', 'space', 'warp', 'hyperspace', 'galaxy', 'sci-fi', 'flythrough'],
  intent: 'Forward motion and scale: a journey into something big.',
  useWhen: 'Launch countdowns, sci-fi and gaming intros, "the future of…" titles, big reveals.',
  pairsWith: ['glitch-title', 'lens-flare', 'countdown', 'zoom-punch', 'intro-reveal'],
  avoidWith: ['aurora', 'particle-drift', 'snowfall'],
  brandBindings: [{ param: 'nebulaA', brandToken: 'colors.primary' }, { param: 'nebulaB', brandToken: 'colors.secondary' }],
  examples: [
    { title: 'Hyperspace jump', props: { speed: 4, trail: 1, count: 900 } },
    { title: 'Calm drift from the lower left', props: { speed: 0.3, trail: 0, centerX: 0.2, centerY: 0.75, nebulaB: '#ff4fa3' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.frame / f.fps;
    ctx.fillStyle = p.baseColor;
    ctx.fillRect(0, 0, W, H);
    const R = Math.hypot(W, H);
    const nebulae = [
      { c: p.nebulaA, x: 0.3 + 0.05 * Math.sin(t * 0.1), y: 0.35, r: 0.55 },
      { c: p.nebulaB, x: 0.72, y: 0.65 + 0.05 * Math.cos(t * 0.08), r: 0.45 },
      { c: p.nebulaA, x: 0.85, y: 0.2, r: 0.3 },
    ];
    // Three frame-filling soft nebulae, added together at a quarter of the size, then the
    // enlargement added over the base (adding is associative: the same light).
    ctx.globalCompositeOperation = 'lighter';
    drawShrunk(ctx, 'starfield-nebulae', W, H, 4, (sky) => {
      sky.globalCompositeOperation = 'lighter';
      for (const n of nebulae) {
        const g = sky.createRadialGradient(W * n.x, H * n.y, 0, W * n.x, H * n.y, R * n.r);
        g.addColorStop(0, withAlpha(n.c, 0.28));
        g.addColorStop(0.5, withAlpha(n.c, 0.08));
        g.addColorStop(1, withAlpha(n.c, 0));
        sky.fillStyle = g;
        sky.fillRect(0, 0, W, H);
      }
    });
    const cx = W * p.centerX, cy = H * p.centerY;
    const r = rng(p.seed);
    const travel = t * p.speed * 0.22;
    ctx.lineCap = 'round';
    // Streaks are batched by tint, brightness and width (quantised), one stroke per batch.
    const tints = [p.starColor, mix(p.starColor, p.nebulaA, 0.5), mix(p.starColor, p.nebulaB, 0.5)];
    const batches = new Map<number, number[]>();
    for (let i = 0; i < p.count; i++) {
      const angle = r() * Math.PI * 2, spread = 0.04 + r() * 0.96, z0 = r(), tint = r();
      // Depth runs from 1 (far, at the vanishing point) to 0 (at the camera) and starts over.
      const z = 1 - ((z0 + travel) % 1);
      const zPrev = Math.min(1, z + 0.004 + 0.06 * p.trail * p.speed);
      const reach = R * 0.06 * spread;
      const px = (zz: number) => cx + Math.cos(angle) * reach / Math.max(0.02, zz);
      const py = (zz: number) => cy + Math.sin(angle) * reach / Math.max(0.02, zz);
      const x = px(z), y = py(z);
      if (x < -50 || x > W + 50 || y < -50 || y > H + 50) continue;
      const near = 1 - z;
      const alphaLevel = Math.round(clamp(near * 1.6) * (0.5 + 0.5 * spread) * 7);
      if (alphaLevel === 0) continue;
      const widthLevel = Math.min(5, Math.round(near * near * 5));
      const key = (tint < 0.15 ? 1 : tint < 0.25 ? 2 : 0) * 100 + alphaLevel * 10 + widthLevel;
      const list = batches.get(key) ?? [];
      list.push(px(zPrev), py(zPrev), x + 0.01, y);
      batches.set(key, list);
    }
    for (const [key, segs] of batches) {
      const tint = Math.floor(key / 100), alphaLevel = Math.floor(key / 10) % 10, widthLevel = key % 10;
      ctx.strokeStyle = withAlpha(tints[tint]!, alphaLevel / 7);
      ctx.lineWidth = Math.max(0.6, (0.6 + 3 * (widthLevel / 5)) * u);
      ctx.beginPath();
      for (let k = 0; k < segs.length; k += 4) {
        ctx.moveTo(segs[k]!, segs[k + 1]!);
        ctx.lineTo(segs[k + 2]!, segs[k + 3]!);
      }
      ctx.stroke();
    }
    const core = ctx.createRadialGradient(cx, cy, 0, cx, cy, R * 0.12);
    core.addColorStop(0, withAlpha(mix(p.starColor, p.nebulaA, 0.3), 0.25));
    core.addColorStop(1, withAlpha(p.nebulaA, 0));
    ctx.fillStyle = core;
    ctx.fillRect(0, 0, W, H);
    ctx.globalCompositeOperation = 'source-over';
  },
});

const shapeKinds = ['circle', 'ring', 'square', 'triangle', 'plus', 'squiggle', 'dots', 'half'] as const;

function drawShape(ctx: SKRSContext2D, kind: (typeof shapeKinds)[number], size: number, fill: string, line: number) {
  ctx.fillStyle = fill;
  ctx.strokeStyle = fill;
  ctx.lineWidth = line;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  const h = size / 2;
  switch (kind) {
    case 'circle': ctx.beginPath(); ctx.arc(0, 0, h, 0, Math.PI * 2); ctx.fill(); break;
    case 'ring': ctx.beginPath(); ctx.arc(0, 0, h - line / 2, 0, Math.PI * 2); ctx.stroke(); break;
    case 'square': roundRect(ctx, -h, -h, size, size, size * 0.22); ctx.fill(); break;
    case 'triangle':
      ctx.beginPath();
      ctx.moveTo(0, -h);
      ctx.lineTo(h * 0.95, h * 0.7);
      ctx.lineTo(-h * 0.95, h * 0.7);
      ctx.closePath();
      ctx.fill();
      break;
    case 'plus':
      ctx.beginPath();
      ctx.moveTo(-h, 0); ctx.lineTo(h, 0);
      ctx.moveTo(0, -h); ctx.lineTo(0, h);
      ctx.stroke();
      break;
    case 'squiggle':
      ctx.beginPath();
      for (let i = 0; i <= 24; i++) {
        const x = -h + (i / 24) * size;
        const y = Math.sin((i / 24) * Math.PI * 3) * size * 0.14;
        if (i === 0) ctx.moveTo(x, y); else ctx.lineTo(x, y);
      }
      ctx.stroke();
      break;
    case 'dots':
      for (let i = 0; i < 3; i++) for (let j = 0; j < 3; j++) {
        ctx.beginPath();
        ctx.arc(-h * 0.7 + i * h * 0.7, -h * 0.7 + j * h * 0.7, size * 0.07, 0, Math.PI * 2);
        ctx.fill();
      }
      break;
    case 'half': ctx.beginPath(); ctx.arc(0, 0, h, 0, Math.PI); ctx.closePath(); ctx.fill(); break;
  }
}

export const floatingShapes = defineComponent({
  id: 'floating-shapes',
  name: 'Floating shapes',
  description: 'Playful geometric shapes (circles, rings, triangles, squiggles, dot grids) float upward and turn slowly at different depths over a soft gradient.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('background'),
    colorA: color('first shape colour'),
    colorB: color('second shape colour'),
    colorC: color('third shape colour'),
    count: Type.Integer({ minimum: 4, maximum: 60 }),
    size: Type.Number({ minimum: 0.3, maximum: 3, description: 'shape size multiplier' }),
    speed: Type.Number({ minimum: 0, maximum: 4 }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#f6f3ee', colorA: '#5b5bf6', colorB: '#12b5cb', colorC: '#ffb020', count: 22, size: 1, speed: 1, seed: 4 },
  durationInFrames: 300,
  tier: 'standard',
  useCase: ['background', 'explainer', 'social-cut', 'full-scene'],
  mood: ['playful', 'friendly', 'creative', 'light'],
  tags: ['shapes', 'geometric', 'memphis', 'playful', 'confetti', 'kids', 'education', 'pattern'],
  intent: 'A cheerful, light backdrop that feels designed rather than stock.',
  useWhen: 'Education, kids and family brands, friendly product explainers, event announcements, social posts.',
  pairsWith: ['word-by-word', 'checklist', 'step-timeline', 'polaroid-stack', 'three-up'],
  avoidWith: ['film-grain', 'crt-scanlines', 'letterbox-frame'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.primary' }, { param: 'colorB', brandToken: 'colors.secondary' }, { param: 'colorC', brandToken: 'colors.accent' }],
  examples: [
    { title: 'Dark, big shapes', props: { baseColor: '#0c1022', size: 1.8, count: 14 } },
    { title: 'Busy and quick', props: { count: 45, size: 0.7, speed: 2, colorC: '#ff4fa3' } },
  ],
  warnings: ['Busy at high counts: keep text on a plate or card above it.'],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = (f.frame / f.fps) * p.speed;
    const bg = ctx.createLinearGradient(0, 0, 0, H);
    bg.addColorStop(0, mix(p.baseColor, '#ffffff', 0.12));
    bg.addColorStop(1, mix(p.baseColor, p.colorA, 0.1));
    ctx.fillStyle = bg;
    ctx.fillRect(0, 0, W, H);
    const r = rng(p.seed);
    const colours = [p.colorA, p.colorB, p.colorC];
    const shapes = Array.from({ length: p.count }, (_, i) => ({
      kind: shapeKinds[Math.floor(r() * shapeKinds.length)]!,
      depth: 0.35 + r() * 0.65,
      x0: r(), y0: r(), rot0: r() * Math.PI * 2, spin: (r() - 0.5) * 0.8, sway: r() * Math.PI * 2,
      colour: colours[i % 3]!,
    })).sort((a, b) => a.depth - b.depth);
    const dark = mix(p.baseColor, '#000000', 0.5);
    for (const sh of shapes) {
      const size = (50 + 70 * sh.depth) * u * p.size;
      const span = H + size * 2;
      const y = ((sh.y0 * span - s * 40 * u * sh.depth) % span + span) % span - size;
      const x = sh.x0 * W + Math.sin(s * 0.5 + sh.sway) * 30 * u * sh.depth;
      ctx.save();
      ctx.translate(x, y);
      ctx.rotate(sh.rot0 + s * sh.spin);
      ctx.globalAlpha = 0.35 + 0.65 * sh.depth;
      ctx.shadowColor = withAlpha(dark, 0.25 * sh.depth);
      ctx.shadowBlur = 18 * u * sh.depth;
      ctx.shadowOffsetY = 10 * u * sh.depth;
      drawShape(ctx, sh.kind, size, sh.colour, Math.max(2, size * 0.14));
      ctx.restore();
    }
  },
});
