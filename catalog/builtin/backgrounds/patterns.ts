/** Pattern backgrounds: halftone dots, moving stripes, concentric rings, flow lines and a glowing grid. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, noise2, rng, unit } from '../../draw.ts';
import { fillDiscs } from '../../discs.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color } from '../prop-types.ts';

export const halftonePulse = defineComponent({
  id: 'halftone-pulse',
  name: 'Halftone pulse',
  description: 'A bold pop-art halftone: rows of dots swell and shrink as shock rings pulse out from a drifting focus, with a second off-register ink layer.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('paper colour'),
    inkColor: color('main dot colour'),
    offsetInk: color('off-register second dot colour'),
    spacing: Type.Number({ minimum: 10, maximum: 120, description: 'dot pitch in pixels at 1080p' }),
    pulseRate: Type.Number({ minimum: 0, maximum: 4, description: 'rings per second' }),
    angle: Type.Number({ minimum: 0, maximum: 90, description: 'screen angle in degrees' }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#ffb020', inkColor: '#0c1022', offsetInk: '#ff4fa3', spacing: 34, pulseRate: 0.6, angle: 45 },
  durationInFrames: 240,
  tier: 'standard',
  useCase: ['background', 'emphasis', 'social-cut'],
  mood: ['bold', 'pop', 'energetic', 'retro'],
  tags: ['halftone', 'pop art', 'comic', 'dots', 'print', 'pattern', 'retro'],
  intent: 'A loud, graphic backdrop with printed, comic-book energy.',
  useWhen: 'Sales and announcements, music and entertainment posts, reaction moments, youthful brands.',
  pairsWith: ['glitch-title', 'rotating-badge', 'price-tag', 'like-burst', 'zoom-punch'],
  avoidWith: ['dot-wave', 'diagonal-stripes', 'film-grain'],
  brandBindings: [{ param: 'baseColor', brandToken: 'colors.accent' }, { param: 'inkColor', brandToken: 'colors.background' }, { param: 'offsetInk', brandToken: 'colors.primary' }],
  examples: [
    { title: 'Fine dark screen', props: { baseColor: '#0c1022', inkColor: '#12b5cb', offsetInk: '#5b5bf6', spacing: 20, pulseRate: 1.2 } },
    { title: 'Coarse, upright, slow', props: { spacing: 70, angle: 0, pulseRate: 0.3 } },
  ],
  warnings: ['High contrast and busy: put copy on a solid plate, and avoid it under small text.'],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.frame / f.fps;
    const step = Math.max(4, p.spacing * u);
    const diag = Math.hypot(W, H);
    const fx = W * (0.62 + 0.18 * Math.sin(t * 0.25)), fy = H * (0.45 + 0.2 * Math.cos(t * 0.2));
    const ang = (p.angle * Math.PI) / 180;
    const cos = Math.cos(ang), sin = Math.sin(ang);
    const tone = (x: number, y: number) => {
      const d = Math.hypot(x - fx, y - fy) / diag;
      // A steady falloff from the focus plus travelling rings.
      const base = 0.95 - d * 1.25;
      const ring = Math.max(0, Math.sin((d * 9 - t * p.pulseRate) * Math.PI * 2)) ** 2;
      return clamp(base * 0.75 + ring * 0.45 * (1 - d), 0.03, 1);
    };
    const layer = (color: string, dx: number, dy: number, scale: number) => {
      const discs: number[] = [];
      const n = Math.ceil(diag / step / 2) + 1;
      for (let i = -n; i <= n; i++) {
        for (let j = -n; j <= n; j++) {
          const x = W / 2 + (i * cos - j * sin) * step + dx, y = H / 2 + (i * sin + j * cos) * step + dy;
          if (x < -step || x > W + step || y < -step || y > H + step) continue;
          discs.push(x, y, step * 0.62 * Math.sqrt(tone(x, y)) * scale);
        }
      }
      return { color, discs };
    };
    // Thousands of dots a layer, each a different size every frame: rasterized together.
    fillDiscs(ctx, W, H, p.baseColor, [layer(p.offsetInk, step * 0.18, step * 0.12, 0.9), layer(p.inkColor, 0, 0, 1)]);
  },
});

export const diagonalStripes = defineComponent({
  id: 'diagonal-stripes',
  name: 'Diagonal stripes',
  description: 'Bold diagonal bands in a rhythm of wide and narrow stripes scroll steadily, shaded like ribbons, with a glossy light sweep passing over them.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    colorA: color('wide stripes'),
    colorB: color('narrow stripes'),
    colorC: color('accent stripes'),
    baseColor: color('gaps between stripes'),
    stripeWidth: Type.Number({ minimum: 20, maximum: 400, description: 'width of a wide stripe in pixels at 1080p' }),
    angle: Type.Number({ minimum: -80, maximum: 80, description: 'stripe angle in degrees from vertical' }),
    speed: Type.Number({ minimum: -5, maximum: 5, description: 'scroll speed; negative scrolls the other way' }),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#5b5bf6', colorB: '#12b5cb', colorC: '#ffb020', baseColor: '#0c1022', stripeWidth: 120, angle: 30, speed: 1 },
  durationInFrames: 240,
  tier: 'standard',
  useCase: ['background', 'intro', 'emphasis', 'social-cut'],
  mood: ['energetic', 'sporty', 'bold', 'retro'],
  tags: ['stripes', 'diagonal', 'bands', 'racing', 'pattern', 'sale', 'motion'],
  intent: 'Constant forward energy in brand colours.',
  useWhen: 'Sports and fitness, sales and promos, game-day graphics, energetic intros and stingers.',
  pairsWith: ['split-reveal-title', 'kinetic-title', 'price-tag', 'stripe-wipe', 'countdown'],
  avoidWith: ['halftone-pulse', 'flow-lines'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.primary' }, { param: 'colorB', brandToken: 'colors.secondary' }, { param: 'colorC', brandToken: 'colors.accent' }, { param: 'baseColor', brandToken: 'colors.background' }],
  examples: [
    { title: 'Racing, steep and fast', props: { angle: 55, speed: 3, stripeWidth: 80 } },
    { title: 'Candy, wide and slow', props: { colorA: '#ff4fa3', colorB: '#ffffff', colorC: '#ffb020', baseColor: '#ffe3ef', stripeWidth: 220, speed: 0.4, angle: -35 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.frame / f.fps;
    ctx.fillStyle = p.baseColor;
    ctx.fillRect(0, 0, W, H);
    const wide = p.stripeWidth * u;
    // One period: wide, gap, narrow, gap, accent, gap.
    const bands = [{ w: wide, c: p.colorA }, { w: wide * 0.18, c: null }, { w: wide * 0.4, c: p.colorB }, { w: wide * 0.18, c: null }, { w: wide * 0.22, c: p.colorC }, { w: wide * 0.3, c: null }];
    const period = bands.reduce((a, b) => a + b.w, 0);
    const diag = Math.hypot(W, H);
    ctx.save();
    ctx.translate(W / 2, H / 2);
    ctx.rotate((p.angle * Math.PI) / 180);
    const offset = ((t * p.speed * 90 * u) % period + period) % period;
    // A ribbon shading across each band, in unit space, stretched per band by the transform.
    const shade = ctx.createLinearGradient(0, 0, 1, 0);
    shade.addColorStop(0, 'rgba(255,255,255,0.22)');
    shade.addColorStop(0.35, 'rgba(255,255,255,0)');
    shade.addColorStop(1, 'rgba(0,0,0,0.28)');
    for (let x = -diag / 2 - period + offset; x < diag / 2 + period; x += period) {
      let bx = x;
      for (const b of bands) {
        if (b.c) {
          ctx.fillStyle = b.c;
          ctx.fillRect(bx, -diag / 2, b.w, diag);
          ctx.save();
          ctx.transform(b.w, 0, 0, diag, bx, -diag / 2);
          ctx.fillStyle = shade;
          ctx.fillRect(0, 0, 1, 1);
          ctx.restore();
        }
        bx += b.w;
      }
    }
    ctx.restore();
    // The gloss crosses the frame every four seconds, against the stripes.
    const sweep = ((t / 4) % 1) * (W + H) * 1.6 - (W + H) * 0.3;
    const gloss = ctx.createLinearGradient(sweep - 200 * u, 0, sweep + 200 * u, H * 0.4);
    gloss.addColorStop(0, 'rgba(255,255,255,0)');
    gloss.addColorStop(0.5, 'rgba(255,255,255,0.18)');
    gloss.addColorStop(1, 'rgba(255,255,255,0)');
    ctx.fillStyle = gloss;
    ctx.fillRect(0, 0, W, H);
    const v = ctx.createRadialGradient(W / 2, H / 2, diag * 0.25, W / 2, H / 2, diag * 0.65);
    v.addColorStop(0, 'rgba(0,0,0,0)');
    v.addColorStop(1, 'rgba(0,0,0,0.45)');
    ctx.fillStyle = v;
    ctx.fillRect(0, 0, W, H);
  },
});

export const concentricRings = defineComponent({
  id: 'concentric-rings',
  name: 'Concentric rings',
  description: 'Rings ripple endlessly outward from a glowing centre, shading from one brand colour to another, circled by slowly turning dashed orbits.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('background'),
    innerColor: color('ring colour near the centre'),
    outerColor: color('ring colour at the edge'),
    orbitColor: color('dashed orbits'),
    ringSpacing: Type.Number({ minimum: 20, maximum: 300, description: 'distance between rings in pixels at 1080p' }),
    speed: Type.Number({ minimum: -4, maximum: 4, description: 'rings per second outward; negative runs inward' }),
    centerX: Type.Number({ minimum: 0, maximum: 1 }),
    centerY: Type.Number({ minimum: 0, maximum: 1 }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#0c1022', innerColor: '#12b5cb', outerColor: '#5b5bf6', orbitColor: '#ffb020', ringSpacing: 70, speed: 0.5, centerX: 0.5, centerY: 0.5 },
  durationInFrames: 240,
  tier: 'standard',
  useCase: ['background', 'intro', 'emphasis', 'full-scene'],
  mood: ['hypnotic', 'focused', 'tech', 'calm'],
  tags: ['rings', 'circles', 'ripple', 'radar', 'sonar', 'tunnel', 'hud', 'pattern'],
  intent: 'Draw every eye to one point: the centre of the frame, or wherever it is set.',
  useWhen: 'Behind a logo, a product, a number or a single word; radar and signal themes; countdowns.',
  pairsWith: ['rotating-badge', 'stat-counter', 'countdown', 'intro-reveal', 'product-showcase'],
  avoidWith: ['clock-wipe', 'iris-reveal'],
  brandBindings: [{ param: 'baseColor', brandToken: 'colors.background' }, { param: 'innerColor', brandToken: 'colors.secondary' }, { param: 'outerColor', brandToken: 'colors.primary' }, { param: 'orbitColor', brandToken: 'colors.accent' }],
  examples: [
    { title: 'Off-centre radar', props: { centerX: 0.75, centerY: 0.6, ringSpacing: 110, speed: 0.3 } },
    { title: 'Fast tunnel inward', props: { ringSpacing: 40, speed: -2, innerColor: '#ff4fa3' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.frame / f.fps;
    ctx.fillStyle = p.baseColor;
    ctx.fillRect(0, 0, W, H);
    const cx = W * p.centerX, cy = H * p.centerY;
    const maxR = Math.hypot(Math.max(cx, W - cx), Math.max(cy, H - cy));
    const step = Math.max(8, p.ringSpacing * u);
    const phase = ((t * p.speed) % 1 + 1) % 1;
    for (let k = -1; k * step < maxR + step; k++) {
      const rr = (k + phase) * step;
      if (rr <= 0) continue;
      const d = rr / maxR;
      const widthPulse = 0.5 + 0.5 * Math.sin(k * 1.7 + t * 0.8);
      ctx.strokeStyle = mix(p.innerColor, p.outerColor, clamp(d * 1.3));
      ctx.globalAlpha = clamp((1 - d) * 1.2) * (0.35 + 0.5 * widthPulse) * clamp(rr / step);
      ctx.lineWidth = step * (0.1 + 0.25 * widthPulse);
      ctx.beginPath();
      ctx.arc(cx, cy, rr, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.globalAlpha = 1;
    const orbits = [0.22, 0.38, 0.58];
    orbits.forEach((o, i) => {
      const rr = Math.min(W, H) * o;
      ctx.save();
      ctx.translate(cx, cy);
      ctx.rotate(t * (i % 2 ? -0.25 : 0.18) * (1 + i * 0.3));
      ctx.strokeStyle = withAlpha(p.orbitColor, 0.75 - i * 0.15);
      ctx.lineWidth = Math.max(1, (3 - i * 0.6) * u);
      ctx.setLineDash([rr * 0.05 * (i + 1), rr * 0.08]);
      ctx.beginPath();
      ctx.arc(0, 0, rr, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
      ctx.fillStyle = p.orbitColor;
      ctx.beginPath();
      ctx.arc(rr, 0, (6 - i) * u, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    });
    const glow = ctx.createRadialGradient(cx, cy, 0, cx, cy, Math.min(W, H) * 0.35);
    glow.addColorStop(0, withAlpha(mix(p.innerColor, '#ffffff', 0.4), 0.55));
    glow.addColorStop(0.4, withAlpha(p.innerColor, 0.15));
    glow.addColorStop(1, withAlpha(p.innerColor, 0));
    ctx.fillStyle = glow;
    ctx.fillRect(0, 0, W, H);
  },
});

export const flowLines = defineComponent({
  id: 'flow-lines',
  name: 'Flow lines',
  description: 'Hundreds of fine lines follow an invisible current like silk or wind, slowly changing course, with pulses of light travelling along them.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('background'),
    colorA: color('line colour on the left'),
    colorB: color('line colour on the right'),
    pulseColor: color('travelling light'),
    count: Type.Integer({ minimum: 20, maximum: 600 }),
    turbulence: Type.Number({ minimum: 0.2, maximum: 3, description: 'how tightly the current curls' }),
    speed: Type.Number({ minimum: 0, maximum: 4 }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#070914', colorA: '#5b5bf6', colorB: '#12b5cb', pulseColor: '#ffffff', count: 260, turbulence: 1, speed: 1, seed: 13 },
  durationInFrames: 300,
  tier: 'standard',
  useCase: ['background', 'intro', 'outro', 'full-scene'],
  mood: ['elegant', 'fluid', 'calm', 'premium'],
  tags: ['flow', 'lines', 'field', 'silk', 'wind', 'generative', 'waves', 'abstract'],
  intent: 'An elegant generative texture that feels alive without distracting.',
  useWhen: 'Premium brands, finance and consulting, AI and data stories, keynotes, title cards.',
  pairsWith: ['stroke-draw-title', 'quote-card', 'line-chart', 'testimonial', 'spotlight-sweep'],
  avoidWith: ['diagonal-stripes', 'rain'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.primary' }, { param: 'colorB', brandToken: 'colors.secondary' }],
  examples: [
    { title: 'Gold on black, calm', props: { colorA: '#ffb020', colorB: '#ff7a45', pulseColor: '#fff4d6', count: 180, turbulence: 0.6, speed: 0.5 } },
    { title: 'Turbulent and dense', props: { count: 480, turbulence: 2.2, seed: 77 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = (f.frame / f.fps) * p.speed;
    ctx.fillStyle = p.baseColor;
    ctx.fillRect(0, 0, W, H);
    const r = rng(p.seed);
    const scale = (2 + 2.5 * p.turbulence) / Math.max(W, H);
    const bend = Math.PI * (0.8 + 0.4 * p.turbulence);
    const stepLen = 9 * u;
    const steps = 70;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.globalCompositeOperation = 'lighter';
    // Lines are gathered into a few colour bands, each stroked as one path (a few large strokes
    // instead of hundreds); bands still add up where the current bunches lines together.
    const bandCount = 8;
    const bandPaths: { line: [number, number][][]; pulse: [number, number][][] }[] = Array.from({ length: bandCount }, () => ({ line: [], pulse: [] }));
    for (let i = 0; i < p.count; i++) {
      let x = -W * 0.35 + r() * W * 1.3, y = -H * 0.1 + r() * H * 1.2;
      const startX = x;
      const pulseAt = r(), pulseLen = 0.12 + r() * 0.1, pulseRate = 0.15 + r() * 0.2;
      const pts: [number, number][] = [[x, y]];
      for (let k = 0; k < steps; k++) {
        // The difference of two noise fields is centred on zero, so the current has no sideways bias.
        const a = (noise2(x * scale, y * scale + t * 0.08, p.seed) - noise2(x * scale, y * scale - t * 0.06, p.seed + 1)) * bend;
        x += Math.cos(a) * stepLen;
        y += Math.sin(a) * stepLen;
        pts.push([x, y]);
      }
      const band = bandPaths[Math.min(bandCount - 1, Math.floor(clamp(startX / W + 0.2) * bandCount))]!;
      band.line.push(pts);
      // A short bright segment slides along each line.
      const head = ((pulseAt + t * pulseRate) % 1) * (1 + pulseLen);
      const from = Math.max(0, Math.floor((head - pulseLen) * steps)), to = Math.min(steps, Math.floor(head * steps));
      if (to - from >= 2) band.pulse.push(pts.slice(from, to + 1));
    }
    const stroke = (polylines: [number, number][][]) => {
      ctx.beginPath();
      for (const pl of polylines) pl.forEach(([px, py], k) => (k ? ctx.lineTo(px, py) : ctx.moveTo(px, py)));
      ctx.stroke();
    };
    bandPaths.forEach((band, b) => {
      const colour = mix(p.colorA, p.colorB, (b + 0.5) / bandCount);
      ctx.strokeStyle = withAlpha(colour, 0.4);
      ctx.lineWidth = Math.max(0.6, 1.3 * u);
      stroke(band.line);
      ctx.strokeStyle = withAlpha(mix(colour, p.pulseColor, 0.6), 0.6);
      ctx.lineWidth = Math.max(1, 2.2 * u);
      stroke(band.pulse);
    });
    ctx.globalCompositeOperation = 'source-over';
    const diag = Math.hypot(W, H);
    const v = ctx.createRadialGradient(W / 2, H / 2, diag * 0.2, W / 2, H / 2, diag * 0.62);
    v.addColorStop(0, 'rgba(0,0,0,0)');
    v.addColorStop(1, withAlpha(p.baseColor, 0.85));
    ctx.fillStyle = v;
    ctx.fillRect(0, 0, W, H);
  },
});

export const gridGlow = defineComponent({
  id: 'grid-glow',
  name: 'Grid glow',
  description: 'A fine blueprint grid on a dark ground where cells light up and fade like a live system, while a beam of light scans across it.',
  category: 'backgrounds',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    baseColor: color('background'),
    lineColor: color('grid lines'),
    glowColor: color('lit cells and the scan beam'),
    cellSize: Type.Number({ minimum: 16, maximum: 240, description: 'cell size in pixels at 1080p' }),
    activity: Type.Number({ minimum: 0, maximum: 1, description: 'share of cells lit at once' }),
    scanSeconds: Type.Number({ minimum: 1, maximum: 20, description: 'seconds for the beam to cross the frame' }),
    seed: Type.Integer({ minimum: 0, maximum: 1_000_000 }),
  }, { additionalProperties: false }),
  propDefaults: { baseColor: '#060a16', lineColor: '#2a3a6e', glowColor: '#12b5cb', cellSize: 64, activity: 0.12, scanSeconds: 5, seed: 2 },
  durationInFrames: 300,
  tier: 'recommended',
  useCase: ['background', 'explainer', 'intro', 'full-scene'],
  mood: ['tech', 'precise', 'futuristic', 'calm'],
  tags: ['grid', 'blueprint', 'cyber', 'tech', 'scan', 'cells', 'dashboard', 'hud'],
  intent: 'A precise, technical stage for product and data content.',
  useWhen: 'SaaS and developer tools, dashboards and metrics, security and infrastructure, product mockups.',
  pairsWith: ['laptop-mockup', 'bar-chart', 'search-typing', 'crt-scanlines', 'glitch-title'],
  avoidWith: ['perspective-grid', 'aurora', 'polaroid-stack'],
  brandBindings: [{ param: 'baseColor', brandToken: 'colors.background' }, { param: 'glowColor', brandToken: 'colors.secondary' }],
  examples: [
    { title: 'Coarse and busy', props: { cellSize: 120, activity: 0.3, scanSeconds: 3 } },
    { title: 'Fine blueprint, quiet', props: { cellSize: 32, activity: 0.04, lineColor: '#1f3b73', glowColor: '#5b5bf6', scanSeconds: 9 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.frame / f.fps;
    ctx.fillStyle = p.baseColor;
    ctx.fillRect(0, 0, W, H);
    const cell = Math.max(8, p.cellSize * u);
    const cols = Math.ceil(W / cell) + 1, rows = Math.ceil(H / cell) + 1;
    const ox = (W - (cols - 1) * cell) / 2, oy = (H - (rows - 1) * cell) / 2;
    // Each cell draws a fresh lot every slot of 1.5 s (offset per cell), lit cells swell and fade.
    const slotLen = 1.5;
    ctx.globalCompositeOperation = 'lighter';
    for (let i = 0; i < cols; i++) {
      for (let j = 0; j < rows; j++) {
        const id = i * 7919 + j * 104729 + p.seed * 31;
        const offset = rng(id)();
        const slot = Math.floor(t / slotLen + offset);
        const lot = rng(id + slot * 15485863);
        if (lot() > p.activity) continue;
        const phase = t / slotLen + offset - slot;
        const env = Math.sin(Math.PI * phase) ** 2;
        const x = ox + (i - 1) * cell, y = oy + (j - 1) * cell;
        ctx.fillStyle = withAlpha(p.glowColor, 0.28 * env);
        ctx.fillRect(x + 1, y + 1, cell - 2, cell - 2);
        ctx.strokeStyle = withAlpha(p.glowColor, 0.7 * env);
        ctx.lineWidth = Math.max(1, 2 * u);
        ctx.strokeRect(x + 1, y + 1, cell - 2, cell - 2);
      }
    }
    ctx.globalCompositeOperation = 'source-over';
    ctx.strokeStyle = p.lineColor;
    ctx.lineWidth = Math.max(1, 1.2 * u);
    ctx.beginPath();
    for (let i = 0; i < cols; i++) { const x = ox + (i - 1) * cell; ctx.moveTo(x, 0); ctx.lineTo(x, H); }
    for (let j = 0; j < rows; j++) { const y = oy + (j - 1) * cell; ctx.moveTo(0, y); ctx.lineTo(W, y); }
    ctx.stroke();
    const beam = ((t / p.scanSeconds) % 1) * (W + 600 * u) - 300 * u;
    const band = ctx.createLinearGradient(beam - 260 * u, 0, beam + 40 * u, 0);
    band.addColorStop(0, withAlpha(p.glowColor, 0));
    band.addColorStop(0.85, withAlpha(p.glowColor, 0.16));
    band.addColorStop(1, withAlpha(p.glowColor, 0));
    ctx.fillStyle = band;
    ctx.fillRect(0, 0, W, H);
    ctx.save();
    ctx.beginPath();
    ctx.rect(beam - 200 * u, 0, 240 * u, H);
    ctx.clip();
    ctx.strokeStyle = withAlpha(mix(p.glowColor, '#ffffff', 0.3), 0.8);
    ctx.lineWidth = Math.max(1, 1.6 * u);
    ctx.beginPath();
    for (let i = 0; i < cols; i++) { const x = ox + (i - 1) * cell; ctx.moveTo(x, 0); ctx.lineTo(x, H); }
    for (let j = 0; j < rows; j++) { const y = oy + (j - 1) * cell; ctx.moveTo(0, y); ctx.lineTo(W, y); }
    ctx.stroke();
    ctx.restore();
    ctx.fillStyle = withAlpha(p.lineColor, 1);
    for (let i = 0; i < cols; i += 2) for (let j = 0; j < rows; j += 2) {
      ctx.fillRect(ox + (i - 1) * cell - 2 * u, oy + (j - 1) * cell - 2 * u, 4 * u, 4 * u);
    }
    const diag = Math.hypot(W, H);
    const v = ctx.createRadialGradient(W / 2, H / 2, diag * 0.15, W / 2, H / 2, diag * 0.6);
    v.addColorStop(0, withAlpha(p.glowColor, 0.06));
    v.addColorStop(0.5, 'rgba(0,0,0,0)');
    v.addColorStop(1, withAlpha(p.baseColor, 0.9));
    ctx.fillStyle = v;
    ctx.fillRect(0, 0, W, H);
  },
});
