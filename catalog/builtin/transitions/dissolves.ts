/** Built-in transitions that dissolve one shot into the next: by pixels, by glitches, by blur, by brightness. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { blendWithItself, deviceBox, displaceRows, drawGlitchMarks, drawSoftly, easeInCubic, easeInOutCubic, easeOutCubic, editPixels, lerp, pixelate, rng, seg, smoothstep, splitChannels, unit } from '../../draw.ts';
import { parseColor, withAlpha } from '../../../shared/composition/color.ts';
import { color, seedProp, anyFormat } from '../prop-types.ts';
import { full, onOwnLayer } from './pictures.ts';

export const pixelDissolve = defineComponent({
  id: 'pixel-dissolve',
  name: 'Pixel dissolve',
  description: 'The outgoing shot breaks down into big pixels, the blocks flip one by one to the next shot with a flash of colour, and the new picture sharpens back into focus.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    blockSize: Type.Number({ minimum: 8, maximum: 200, description: 'size of the blocks in pixels at 1080p' }),
    order: Type.Union([Type.Literal('random'), Type.Literal('diagonal'), Type.Literal('center-out')], { description: 'the order in which blocks flip' }),
    flashColor: color('colour a block flashes as it flips'),
    flash: Type.Number({ minimum: 0, maximum: 1 }),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { blockSize: 48, order: 'random', flashColor: '#12b5cb', flash: 0.6, seed: 37 },
  durationInFrames: 24,
  tier: 'standard',
  useCase: ['transition', 'social-cut', 'explainer'],
  mood: ['playful', 'digital', 'retro', 'techy'],
  tags: ['pixel', 'mosaic', 'dissolve', '8-bit', 'digital', 'blocks', 'transition'],
  intent: 'A digital, game-like change of scene.',
  useWhen: 'Tech and gaming content, app demos, retro-styled pieces, between screens of a product tour.',
  pairsWith: ['glitch-title', 'search-typing', 'phone-mockup', 'laptop-mockup', 'crt-scanlines', 'grid-glow'],
  avoidWith: ['quote-scene', 'barn-doors', 'film-grain', 'luma-fade'],
  brandBindings: [{ param: 'flashColor', brandToken: 'colors.secondary' }],
  examples: [
    { title: 'Chunky blocks from the centre', props: { blockSize: 96, order: 'center-out', flash: 0.9 } },
    { title: 'Fine diagonal mosaic, no flash', props: { blockSize: 24, order: 'diagonal', flash: 0 } },
  ],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    onOwnLayer(ctx, io, (target) => {
      const box = deviceBox(target, W, H);
      const scale = box?.scale ?? 1;
      // Cells are a whole number of device pixels, so the flip grid and the mosaic line up.
      const cellPx = Math.max(2, Math.round(p.blockSize * u * scale));
      const cell = cellPx / scale;
      const cols = Math.ceil(W / cell), rows = Math.ceil(H / cell);
      const r = rng(p.seed);
      const flipAt: number[] = [];
      for (let j = 0; j < rows; j++) {
        for (let i = 0; i < cols; i++) {
          const x = (i + 0.5) / cols, y = (j + 0.5) / rows;
          const base = p.order === 'random' ? r() : p.order === 'diagonal' ? (x + y) / 2 : Math.min(1, Math.hypot(x - 0.5, (y - 0.5) * (H / W)) * 1.6);
          flipAt.push(0.3 + 0.4 * (p.order === 'random' ? base : 0.8 * base + 0.2 * r()));
        }
      }
      // The mosaic grows, holds while the blocks flip, then resolves.
      const grow = t < 0.3 ? easeInCubic(seg(t, 0, 0.3)) : t > 0.7 ? 1 - easeOutCubic(seg(t, 0.7, 1)) : 1;
      if (t <= 0.3) full(target, io.from, W, H);
      else if (t >= 0.7) full(target, io.to, W, H);
      else {
        full(target, io.to, W, H);
        target.save();
        target.beginPath();
        flipAt.forEach((at, n) => { if (at > t) target.rect((n % cols) * cell, Math.floor(n / cols) * cell, cell, cell); });
        target.clip();
        full(target, io.from, W, H);
        target.restore();
      }
      pixelate(target, W, H, lerp(1, cellPx, grow));
      if (p.flash > 0) {
        flipAt.forEach((at, n) => {
          const since = (t - at) / 0.07;
          if (since < 0 || since > 1) return;
          target.fillStyle = withAlpha(p.flashColor, p.flash * (1 - since));
          target.fillRect((n % cols) * cell, Math.floor(n / cols) * cell, cell, cell);
        });
      }
    });
  },
});

export const glitchCut = defineComponent({
  id: 'glitch-cut',
  name: 'Glitch cut',
  description: 'The signal breaks up around the cut: slices of both shots tear sideways, colour channels split, data blocks flicker and one frame flashes negative before the next shot locks in.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    colorA: color('first block colour'),
    colorB: color('second block colour'),
    intensity: Type.Number({ minimum: 0.1, maximum: 1 }),
    negative: Type.Boolean({ description: 'flash one inverted frame on the cut' }),
    seed: seedProp(),
  }, { additionalProperties: false }),
  propDefaults: { colorA: '#ff2bd6', colorB: '#00e5ff', intensity: 0.85, negative: true, seed: 41 },
  durationInFrames: 14,
  tier: 'standard',
  useCase: ['transition', 'social-cut', 'intro'],
  mood: ['edgy', 'tech', 'chaotic', 'energetic'],
  tags: ['glitch', 'cut', 'rgb split', 'datamosh', 'distortion', 'digital', 'transition'],
  intent: 'A short, aggressive digital cut between two shots.',
  useWhen: 'Music videos and hype edits on the beat, tech launches, gaming clips, after a glitch title.',
  pairsWith: ['rgb-glitch', 'glitch-title', 'crt-scanlines', 'neon-title', 'zoom-punch', 'grid-glow'],
  avoidWith: ['testimonial', 'quote-scene', 'luma-fade', 'clock-wipe'],
  brandBindings: [{ param: 'colorA', brandToken: 'colors.accent' }, { param: 'colorB', brandToken: 'colors.secondary' }],
  examples: [
    { title: 'Mild glitch, no negative flash', props: { intensity: 0.45, negative: false } },
    { title: 'Red and cyan break-up', props: { colorA: '#ff2a2a', colorB: '#2af5ff', intensity: 1 } },
  ],
  warnings: ['Flickers and flashes for a few frames: avoid it for viewers sensitive to flashing light.'],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    const level = p.intensity * Math.exp(-(((t - 0.5) / 0.2) ** 2));
    const base = t < 0.5 ? io.from : io.to, other = t < 0.5 ? io.to : io.from;
    onOwnLayer(ctx, io, (target) => {
      full(target, base, W, H);
      if (level < 0.03 || !base) return;
      const r = rng(p.seed * 7919 + f.frame * 104729);
      // Torn slices, some of them from the other shot.
      const slices = Math.round(3 + 14 * level);
      for (let i = 0; i < slices; i++) {
        const y = r() * H, h = H * (0.01 + r() * 0.1 * level), dx = (r() - 0.5) * W * 0.5 * level;
        const src = other && r() < 0.5 * level + 0.2 ? other : base;
        for (const shift of [dx, dx - Math.sign(dx) * W]) target.drawImage(src, 0, y, W, h, shift, y, W, h);
      }
      const fringe = (5 + 30 * level) * u * (r() < 0.5 ? -1 : 1);
      const jitter = Array.from({ length: 6 }, () => [r() * H, H * 0.01 * (1 + r() * 3), (r() - 0.5) * 60 * u * level] as const);
      editPixels(target, W, H, (img, scale) => {
        for (const [y, h, dx] of jitter) displaceRows(img, y * scale, (y + h) * scale, dx * scale);
        splitChannels(img, fringe * scale, -fringe * scale);
      });
      drawGlitchMarks(target, W, H, r, level, p.colorA, p.colorB, r());
      // One inverted frame: the first frame at or after the middle.
      if (p.negative && f.frame === Math.ceil((f.durationInFrames - 1) / 2)) {
        target.save();
        target.globalCompositeOperation = 'difference';
        target.fillStyle = withAlpha('#ffffff', 0.9 * p.intensity);
        target.fillRect(0, 0, W, H);
        target.restore();
      }
    });
  },
});

export const blurMorph = defineComponent({
  id: 'blur-morph',
  name: 'Blur morph',
  description: 'The outgoing shot drifts forward and melts out of focus into a soft glow, and the next one resolves from the blur as it settles.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    blur: Type.Number({ minimum: 0, maximum: 1, description: 'how far out of focus the pictures go' }),
    zoom: Type.Number({ minimum: 0, maximum: 0.3, description: 'how far the pictures drift forward' }),
    glow: Type.Number({ minimum: 0, maximum: 1, description: 'bloom at the middle of the transition' }),
  }, { additionalProperties: false }),
  propDefaults: { blur: 0.8, zoom: 0.08, glow: 0.5 },
  durationInFrames: 24,
  tier: 'recommended',
  useCase: ['transition', 'full-scene', 'outro'],
  mood: ['dreamy', 'soft', 'elegant', 'calm'],
  tags: ['blur', 'defocus', 'dissolve', 'soft', 'morph', 'transition'],
  intent: 'Move gently between two shots, as if the lens refocuses on a new scene.',
  useWhen: 'Calm, premium or emotional pieces: weddings, real estate, wellness, customer stories, memories.',
  pairsWith: ['quote-scene', 'testimonial', 'bokeh-field', 'dust-motes', 'polaroid-stack', 'word-by-word'],
  avoidWith: ['glitch-cut', 'zoom-punch', 'whip-pan', 'rgb-glitch'],
  examples: [
    { title: 'Deep dreamy defocus', props: { blur: 1, zoom: 0.15, glow: 0.9 } },
    { title: 'Quick soft refocus', props: { blur: 0.4, zoom: 0.03, glow: 0.2 } },
  ],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const t = f.progress;
    const maxBlur = 48 * u * p.blur;
    const k = easeInOutCubic(t);
    // Blurring draws in transparency from beyond the picture's border, so a blurred picture is
    // drawn larger than the frame and kept with a margin of twice the blur around it.
    const drawSoft = (target: SKRSContext2D, img: typeof io.from, blur: number, zoom: number, alpha: number) => {
      if (!img || alpha <= 0) return;
      const margin = 2 * blur;
      const z = zoom * (1 + (3 * margin) / Math.min(W, H));
      const place = (c: SKRSContext2D) => c.drawImage(img, (W - W * z) / 2, (H - H * z) / 2, W * z, H * z);
      target.save();
      target.globalAlpha = alpha;
      if (blur > 0.3) drawSoftly(target, -margin, -margin, W + 2 * margin, H + 2 * margin, blur, place);
      else place(target);
      target.restore();
    };
    // A true crossfade on the transition's own layer: the two pictures' shares add up to one.
    const share = smoothstep(0.3, 0.7, t);
    onOwnLayer(ctx, io, (target) => {
      drawSoft(target, io.from, maxBlur * smoothstep(0, 0.6, t), 1 + p.zoom * k, 1 - share);
      target.globalCompositeOperation = 'lighter';
      drawSoft(target, io.to, maxBlur * (1 - smoothstep(0.4, 1, t)), 1 + p.zoom * (1 - k), share);
      target.globalCompositeOperation = 'source-over';
      const bloom = Math.sin(Math.PI * t);
      if (p.glow > 0 && bloom > 0.01) blendWithItself(target, W, H, 'screen', 0.55 * p.glow * bloom, 24 * u);
    });
  },
});

export const lumaFade = defineComponent({
  id: 'luma-fade',
  name: 'Luma fade',
  description: 'The next shot seeps in through the brightest parts of the last one first (or the darkest), spreading through its shapes along a glowing edge until it has taken the whole frame.',
  category: 'transitions',
  kind: 'transition',
  version: '1.0.0',
  propSchema: Type.Object({
    order: Type.Union([Type.Literal('bright-first'), Type.Literal('dark-first')], { description: 'which parts of the outgoing shot give way first' }),
    softness: Type.Number({ minimum: 0, maximum: 1, description: 'softness of the spreading edge' }),
    edgeColor: color('colour of the glowing edge'),
    edgeGlow: Type.Number({ minimum: 0, maximum: 1 }),
  }, { additionalProperties: false }),
  propDefaults: { order: 'bright-first', softness: 0.3, edgeColor: '#ffb020', edgeGlow: 0.6 },
  durationInFrames: 30,
  tier: 'standard',
  useCase: ['transition', 'full-scene', 'intro'],
  mood: ['artful', 'dreamy', 'cinematic', 'organic'],
  tags: ['luma', 'luminance', 'matte', 'dissolve', 'burn', 'organic', 'transition'],
  intent: 'An organic, artful dissolve that follows the shapes of the picture rather than a geometric edge.',
  useWhen: 'Between landscapes, skies, light-rich or silhouetted shots; music and fashion edits; title sequences.',
  pairsWith: ['aurora', 'lens-flare', 'light-leak', 'letterbox-frame', 'stroke-draw-title', 'film-grain'],
  avoidWith: ['glitch-cut', 'pixel-dissolve', 'whip-pan', 'zoom-punch'],
  brandBindings: [{ param: 'edgeColor', brandToken: 'colors.accent' }],
  examples: [
    { title: 'Shadows first, soft and plain', props: { order: 'dark-first', softness: 0.7, edgeGlow: 0 } },
    { title: 'Burning edge', props: { softness: 0.1, edgeColor: '#ff5a1f', edgeGlow: 1 } },
  ],
  warnings: ['Works from the outgoing shot’s brightness: between two flat, evenly lit pictures it reads as a plain crossfade.'],
  format: anyFormat,
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const t = f.progress;
    onOwnLayer(ctx, io, (target) => {
      const box = deviceBox(target, W, H);
      if (t <= 0 || t >= 1 || !box) { full(target, t < 0.5 ? io.from : io.to, W, H); return; }
      const soft = 0.03 + 0.3 * p.softness;
      // The brightness level at which the outgoing shot gives way sweeps from above white to below black.
      const level = lerp(1 + soft, -soft, easeInOutCubic(t));
      full(target, io.to, W, H);
      const incoming = target.getImageData(box.x, box.y, box.width, box.height).data;
      full(target, io.from, W, H);
      const edge = parseColor(p.edgeColor) ?? { r: 255, g: 176, b: 32, a: 1 };
      // How much of the incoming shot shows, and how much edge glow, for each brightness byte.
      const share = new Float32Array(256), glow = new Float32Array(256);
      for (let v = 0; v < 256; v++) {
        const m = smoothstep(level - soft, level + soft, p.order === 'dark-first' ? 1 - v / 255 : v / 255);
        share[v] = m;
        glow[v] = 4 * m * (1 - m) * p.edgeGlow;
      }
      editPixels(target, W, H, (img) => {
        const d = img.data;
        for (let i = 0; i < d.length; i += 4) {
          const luma = (54 * d[i]! + 183 * d[i + 1]! + 19 * d[i + 2]!) >> 8;
          const m = share[luma]!;
          if (m <= 0) continue;
          const e = glow[luma]!;
          d[i] = d[i]! + (incoming[i]! - d[i]!) * m + edge.r * e;
          d[i + 1] = d[i + 1]! + (incoming[i + 1]! - d[i + 1]!) * m + edge.g * e;
          d[i + 2] = d[i + 2]! + (incoming[i + 2]! - d[i + 2]!) * m + edge.b * e;
          d[i + 3] = d[i + 3]! + (incoming[i + 3]! - d[i + 3]!) * m;
        }
      });
    });
  },
});
