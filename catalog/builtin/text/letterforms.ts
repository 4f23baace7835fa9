/**
 * Built-in text components that animate the letterforms themselves: a bouncing letter cascade, a
 * decoding glitch title, a flickering neon sign, a title split along its middle, and outlines that
 * trace themselves before the fill floods in.
 */
import { Type } from '@sinclair/typebox';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeInOutCubic, easeOutCubic, easeOutExpo, fitText, glyphRun, lerp, rng, roundRect, seg, setFont, spring, strokeTextOutline, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family, weight } from '../prop-types.ts';

const fontSize = (max: number) => Type.Number({ minimum: 10, maximum: max, description: 'largest size in pixels at 1080p (long text is fitted smaller)' });

/** A subtitle in spaced capitals, centred on x, whose tracking closes in as it fades in. */
function trackedSubtitle(ctx: SKRSContext2D, text: string, fontFamily: string, fontWeight: number, size: number, x: number, y: number, fill: string, t: number) {
  if (!text || t <= 0) return;
  setFont(ctx, fontFamily, fontWeight, size);
  const run = glyphRun(ctx, text.toUpperCase(), size * lerp(0.7, 0.28, easeOutCubic(t)));
  ctx.fillStyle = fill;
  ctx.globalAlpha = clamp(t * 1.6);
  run.chars.forEach((ch, i) => ctx.fillText(ch, x - run.width / 2 + run.x[i]!, y));
  ctx.globalAlpha = 1;
}

export const letterCascade = defineComponent({
  id: 'letter-cascade',
  name: 'Letter cascade',
  description: 'Headline letters drop in one after another on a springy bounce; each lands on a stacked long shadow in the accent colour, then a tracked-out subtitle settles beneath.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 60 }),
    subtitle: Type.String({ maxLength: 120 }),
    color: color('letter colour'),
    shadowColor: color('stacked long-shadow colour'),
    fontFamily: family,
    fontWeight: weight,
    fontSize: fontSize(400),
    staggerMs: Type.Number({ minimum: 10, maximum: 300, description: 'delay between letters' }),
    from: Type.Union([Type.Literal('above'), Type.Literal('below')], { description: 'side the letters fall in from' }),
    uppercase: Type.Boolean(),
  }, { additionalProperties: false }),
  propDefaults: { text: 'Summer Sale', subtitle: 'Up to 40% off everything', color: '#ffffff', shadowColor: '#ff5a5f', fontFamily: 'Poppins', fontWeight: 900, fontSize: 180, staggerMs: 55, from: 'above', uppercase: true },
  durationInFrames: 90,
  textParam: 'text',
  subtextParam: 'subtitle',
  tier: 'recommended',
  useCase: ['intro', 'social-cut', 'emphasis'],
  mood: ['playful', 'energetic', 'bold', 'retro'],
  tags: ['letters', 'cascade', 'bounce', 'drop', 'long shadow', 'kinetic', 'typography', 'sale'],
  intent: 'Make a short, upbeat headline land with a bounce letter by letter.',
  useWhen: 'One to three words that should feel fun and punchy: a sale, an event name, a social hook.',
  pairsWith: ['confetti-burst', 'floating-shapes', 'zoom-punch', 'like-burst'],
  avoidWith: ['film-grain', 'quote-scene'],
  brandBindings: [{ param: 'color', brandToken: 'colors.text' }, { param: 'shadowColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }, { param: 'fontWeight', brandToken: 'fonts.heading.weight' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight', weights: [600] }],
  warnings: ['Long lines are fitted smaller; past about 20 characters the bounce reads as noise.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Weekend event, rising from below', props: { text: 'Game Night', subtitle: 'Friday · 8 PM · Studio B', shadowColor: '#7c3aed', from: 'below', staggerMs: 80 } },
    { title: 'Fast drop in mixed case', props: { text: 'Hello there', subtitle: '', uppercase: false, staggerMs: 30, fontSize: 200 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const text = p.uppercase ? p.text.toUpperCase() : p.text;
    const { size, lines } = fitText(ctx, text, p.fontFamily, p.fontWeight, W * 0.84, p.fontSize * u, 2);
    const lh = size * 1.08;
    const subSize = size * 0.19;
    const blockH = lines.length * lh + (p.subtitle ? subSize * 2.4 : 0);
    const depth = Math.max(3, Math.round(size * 0.1));
    const dir = p.from === 'above' ? -1 : 1;
    const stagger = p.staggerMs / 1000;
    let baseline = H / 2 - blockH / 2 + size * 0.86;
    let index = 0;
    for (const line of lines) {
      setFont(ctx, p.fontFamily, p.fontWeight, size);
      const run = glyphRun(ctx, line);
      const x0 = W / 2 - run.width / 2;
      run.chars.forEach((ch, k) => {
        const at = index++ * stagger;
        if (ch === ' ') return;
        const t = seg(s, at - 0.22, at + 0.55);
        if (t <= 0) return;
        const land = spring(t, 6, 1.4);
        const cw = ctx.measureText(ch).width;
        const cx = x0 + run.x[k]! + cw / 2;
        const y = baseline + dir * (1 - land) * size * 1.5;
        ctx.save();
        ctx.translate(cx, y);
        ctx.rotate((1 - land) * 0.45 * (k % 2 === 0 ? 1 : -1));
        // Squash on the overshoot of the landing, stretch while falling.
        const squash = land > 1 ? (land - 1) * 0.9 : -(1 - land) * 0.25;
        ctx.scale(1 + squash, 1 - squash);
        ctx.globalAlpha = clamp(t * 6);
        // The long shadow extrudes as the letter lands, darkest at its far end.
        const extrude = Math.round(depth * clamp(land));
        for (let d = extrude; d >= 1; d--) {
          ctx.fillStyle = mix(p.shadowColor, '#000000', 0.35 * (d / depth));
          ctx.fillText(ch, -cw / 2 + d * 0.8, d);
        }
        ctx.fillStyle = p.color;
        ctx.fillText(ch, -cw / 2, 0);
        ctx.restore();
      });
      baseline += lh;
    }
    if (p.subtitle) {
      const t = seg(s, index * stagger * 0.6 + 0.2, index * stagger * 0.6 + 1.0);
      const y = baseline - lh + depth + subSize * 2.1;
      trackedSubtitle(ctx, p.subtitle, p.fontFamily, 600, subSize, W / 2, y, p.color, t);
      setFont(ctx, p.fontFamily, 600, subSize);
      const half = glyphRun(ctx, p.subtitle.toUpperCase(), subSize * 0.28).width / 2;
      const rule = easeOutCubic(seg(t, 0.3, 1)) * subSize * 2.2;
      ctx.fillStyle = p.shadowColor;
      for (const side of [-1, 1]) {
        const x = W / 2 + side * (half + subSize * 0.9);
        ctx.fillRect(side < 0 ? x - rule : x, y - subSize * 0.38, rule, Math.max(2, subSize * 0.12));
      }
    }
  },
});

const decodeGlyphs = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789#%&@$<>/*+=';

export const glitchTitle = defineComponent({
  id: 'glitch-title',
  name: 'Glitch title',
  description: 'A title that decodes out of scrambled characters through RGB-split, sliced and interlaced glitches, then holds with short digital bursts under a blinking tag.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 60 }),
    tag: Type.String({ maxLength: 30, description: 'small label above the title (empty for none)' }),
    color: color('title colour'),
    channelA: color('left colour fringe'),
    channelB: color('right colour fringe and tag'),
    intensity: Type.Number({ minimum: 0, maximum: 1, description: 'how hard the glitches hit' }),
    fontFamily: family,
    fontWeight: weight,
    fontSize: fontSize(400),
    tagFont: family,
    uppercase: Type.Boolean(),
  }, { additionalProperties: false }),
  propDefaults: { text: 'System Override', tag: 'LIVE FEED', color: '#ffffff', channelA: '#00e5ff', channelB: '#ff2bd6', intensity: 0.7, fontFamily: 'Montserrat', fontWeight: 900, fontSize: 150, tagFont: 'JetBrains Mono', uppercase: true },
  durationInFrames: 75,
  textParam: 'text',
  subtextParam: 'tag',
  tier: 'standard',
  useCase: ['title-over-footage', 'intro', 'social-cut'],
  mood: ['edgy', 'techy', 'intense', 'futuristic'],
  tags: ['glitch', 'rgb split', 'cyberpunk', 'digital', 'decode', 'hacker', 'gaming', 'title'],
  intent: 'Open on a title with a digital, broken-signal energy.',
  useWhen: 'Tech launches, gaming, music drops or anything with a cyber look; one short line over dark footage.',
  pairsWith: ['rgb-glitch', 'glitch-cut', 'crt-scanlines', 'grid-glow'],
  avoidWith: ['quote-scene', 'testimonial', 'letter-cascade'],
  brandBindings: [{ param: 'color', brandToken: 'colors.text' }, { param: 'channelA', brandToken: 'colors.secondary' }, { param: 'channelB', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }, { param: 'fontWeight', brandToken: 'fonts.heading.weight' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight' }, { family: 'tagFont', weights: [600] }],
  warnings: ['Fast flicker: keep intensity low or skip it for audiences sensitive to flashing images.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Gaming drop, full intensity', props: { text: 'Season 7 Unlocked', tag: 'NEW SEASON', intensity: 1, channelA: '#39ff14', channelB: '#ff003c' } },
    { title: 'Subtle tech title', props: { text: 'Build. Ship. Repeat.', tag: '', intensity: 0.3, fontFamily: 'JetBrains Mono', fontWeight: 800 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const text = p.uppercase ? p.text.toUpperCase() : p.text;
    const { size, lines } = fitText(ctx, text, p.fontFamily, p.fontWeight, W * 0.86, p.fontSize * u, 2);
    const lh = size * 1.05;
    const top = H / 2 - (lines.length * lh) / 2;
    // Glitch energy: strong while decoding, then short bursts on some three-frame beats.
    const beat = rng(Math.floor(f.frame / 3) * 7919 + 13)();
    const burst = beat > 0.8 ? (beat - 0.8) / 0.2 : 0;
    const g = p.intensity * clamp(Math.exp(-s * 2.4) + burst * 0.85);
    const frameRng = rng(f.frame * 131 + 7);
    const drawTitle = (dx: number, dy: number, fill: string) => {
      setFont(ctx, p.fontFamily, p.fontWeight, size);
      ctx.fillStyle = fill;
      let index = 0;
      lines.forEach((line, li) => {
        const run = glyphRun(ctx, line);
        const x0 = W / 2 - run.width / 2;
        const y = top + li * lh + size * 0.86;
        run.chars.forEach((ch, k) => {
          const resolveAt = 0.12 + index++ * 0.035;
          let shown = ch;
          if (ch !== ' ' && s < resolveAt) shown = decodeGlyphs[Math.floor(rng(Math.floor(f.frame / 2) * 977 + index * 31)() * decodeGlyphs.length)]!;
          const cw = ctx.measureText(ch).width, sw = ctx.measureText(shown).width;
          ctx.fillText(shown, x0 + run.x[k]! + (cw - sw) / 2 + dx, y + dy);
        });
      });
    };
    const split = size * (0.018 + 0.09 * g);
    const slices = 3 + Math.round(g * 6);
    const y0 = top - size * 0.1, y1 = top + lines.length * lh + size * 0.1;
    let edge = y0;
    for (let i = 0; i < slices; i++) {
      const next = i === slices - 1 ? y1 : lerp(edge, y1, 0.15 + frameRng() * 0.5);
      const shift = frameRng() < 0.25 + 0.5 * g ? (frameRng() - 0.5) * 2 * g * size * 0.6 : 0;
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, edge, W, next - edge);
      ctx.clip();
      ctx.translate(shift, 0);
      ctx.globalAlpha = 0.9;
      drawTitle(-split, 0, p.channelA);
      drawTitle(split, split * 0.25, p.channelB);
      ctx.globalAlpha = 1;
      if (g > 0.35) {
        // Interlace the face of the title while the signal is breaking up.
        ctx.beginPath();
        const row = Math.max(2, 3 * u);
        for (let y = edge; y < next; y += row * 2) ctx.rect(0, y, W, row);
        ctx.clip();
      }
      drawTitle(0, 0, p.color);
      ctx.restore();
      edge = next;
    }
    if (g > 0.15) {
      const blocks = Math.round(2 + g * 6);
      for (let i = 0; i < blocks; i++) {
        const bw = size * (0.3 + frameRng() * 2.2), bh = size * (0.03 + frameRng() * 0.12);
        ctx.fillStyle = [p.channelA, p.channelB, p.color][i % 3]!;
        ctx.globalAlpha = 0.5 * g + 0.2;
        ctx.fillRect(W / 2 + (frameRng() - 0.5) * W * 0.7 - bw / 2, lerp(y0, y1, frameRng()), bw, bh);
      }
      ctx.globalAlpha = 1;
    }
    if (p.tag) {
      const tagSize = Math.max(10, size * 0.2);
      setFont(ctx, p.tagFont, 600, tagSize);
      const label = p.tag.toUpperCase();
      const tw = ctx.measureText(label).width;
      const padX = tagSize * 0.7, boxH = tagSize * 1.8, dot = tagSize * 0.55;
      const boxW = tw + padX * 3 + dot;
      const bx = W / 2 - boxW / 2, by = top - boxH - size * 0.28;
      const open = easeOutExpo(seg(s, -0.2, 0.5));
      ctx.save();
      ctx.beginPath();
      ctx.rect(W / 2 - (boxW / 2) * open - 4 * u, by - 4 * u, boxW * open + 8 * u, boxH + 8 * u);
      ctx.clip();
      ctx.strokeStyle = p.channelB;
      ctx.lineWidth = Math.max(1.5, 2 * u);
      ctx.strokeRect(bx, by, boxW, boxH);
      ctx.fillStyle = withAlpha(p.channelB, 0.16);
      ctx.fillRect(bx, by, boxW, boxH);
      if (Math.floor(s * 2.5) % 2 === 0) {
        ctx.fillStyle = p.channelB;
        ctx.fillRect(bx + padX, by + boxH / 2 - dot / 2, dot, dot);
      }
      ctx.fillStyle = p.color;
      ctx.textBaseline = 'middle';
      ctx.fillText(label, bx + padX * 2 + dot, by + boxH / 2 + tagSize * 0.05);
      ctx.textBaseline = 'alphabetic';
      ctx.restore();
    }
  },
});

export const neonTitle = defineComponent({
  id: 'neon-title',
  name: 'Neon title',
  description: 'A neon sign: the tube border and then each letter buzz and flicker on, glowing hot in the tube colour, with a second-colour subtitle and a soft wall glow behind.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 60 }),
    subtitle: Type.String({ maxLength: 80 }),
    tubeColor: color('title tube colour'),
    subtitleColor: color('subtitle tube colour'),
    fontFamily: family,
    fontWeight: weight,
    fontSize: fontSize(400),
    border: Type.Boolean({ description: 'draw a neon frame around the sign' }),
  }, { additionalProperties: false }),
  propDefaults: { text: 'Open Late', subtitle: 'cocktails · music · friends', tubeColor: '#ff3fd2', subtitleColor: '#38e8ff', fontFamily: 'Poppins', fontWeight: 500, fontSize: 170, border: true },
  durationInFrames: 120,
  textParam: 'text',
  subtextParam: 'subtitle',
  tier: 'standard',
  useCase: ['title-over-footage', 'intro', 'social-cut'],
  mood: ['nightlife', 'retro', 'moody', 'vibrant'],
  tags: ['neon', 'glow', 'sign', 'flicker', 'night', 'bar', 'synthwave', 'title'],
  intent: 'Give a title the glow and buzz of a neon sign switching on.',
  useWhen: 'Night-time, music, food and drink or retro-wave content, over dark footage or a dark background.',
  pairsWith: ['grid-glow', 'starfield', 'crt-scanlines', 'luma-fade'],
  avoidWith: ['film-grain', 'duotone-grade', 'glitch-title'],
  brandBindings: [{ param: 'tubeColor', brandToken: 'colors.accent' }, { param: 'subtitleColor', brandToken: 'colors.secondary' }, { param: 'fontFamily', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight' }],
  warnings: ['The glow needs a dark picture behind it; over bright footage the tubes look washed out.', 'Flickers while switching on.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Arcade sign in green', props: { text: 'Game Over', subtitle: 'insert coin to continue', tubeColor: '#39ff88', subtitleColor: '#ffe14d', fontWeight: 700 } },
    { title: 'Frameless warm sign', props: { text: 'Coffee & Vinyl', subtitle: '', tubeColor: '#ff8a3d', border: false, fontFamily: 'Playfair Display', fontWeight: 600 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const { size, lines } = fitText(ctx, p.text, p.fontFamily, p.fontWeight, W * 0.74, p.fontSize * u, 2);
    const lh = size * 1.12;
    const subSize = size * 0.3;
    const blockH = lines.length * lh + (p.subtitle ? subSize * 1.9 : 0);
    const top = H / 2 - blockH / 2;
    setFont(ctx, p.fontFamily, p.fontWeight, size);
    const widest = Math.max(...lines.map((l) => ctx.measureText(l).width));
    /** Whether a tube switching on at `at` is lit now: it stutters for a third of a second first. */
    const lit = (at: number, key: number) => {
      if (s < at) return 0;
      if (s < at + 0.35) return rng(f.frame * 53 + key * 7)() > 0.45 ? 1 : 0.15;
      // One letter drops out for a moment later on, as real tubes do.
      if (key === 2 && s > 2.6 && s < 2.75 && f.frame % 2 === 0) return 0.2;
      return 0.92 + 0.08 * Math.sin(s * 47 + key);
    };
    const glowText = (text: string, x: number, y: number, tube: string, on: number, lineWidth: number) => {
      ctx.lineJoin = 'round';
      if (on < 0.5) strokeTextOutline(ctx, text, x, y, lineWidth, withAlpha(tube, 0.5));
      if (on <= 0) return;
      ctx.globalAlpha = on;
      for (const blur of [72, 36, 14]) {
        ctx.shadowColor = tube;
        ctx.shadowBlur = blur * u;
        ctx.strokeStyle = tube;
        ctx.lineWidth = lineWidth * 1.6;
        ctx.strokeText(text, x, y);
      }
      ctx.shadowBlur = 8 * u;
      ctx.fillStyle = mix(tube, '#ffffff', 0.72);
      ctx.fillText(text, x, y);
      ctx.shadowColor = 'transparent';
      ctx.globalAlpha = 1;
    };
    const allOn = lit(Math.max(1, p.text.length) * 0.06 - 0.1, 99);
    const wall = ctx.createRadialGradient(W / 2, H / 2, 0, W / 2, H / 2, Math.max(widest, blockH) * 0.9);
    wall.addColorStop(0, withAlpha(p.tubeColor, 0.3 * allOn));
    wall.addColorStop(1, withAlpha(p.tubeColor, 0));
    ctx.fillStyle = wall;
    ctx.fillRect(0, 0, W, H);
    if (p.border) {
      const on = lit(-0.4, 0);
      const padX = size * 0.55, padY = size * 0.4;
      ctx.globalAlpha = 1;
      ctx.strokeStyle = withAlpha(p.subtitleColor, 0.35);
      ctx.lineWidth = 4 * u;
      const bx = W / 2 - widest / 2 - padX, by = top - padY, bw = widest + padX * 2, bh = blockH + padY * 2;
      roundRect(ctx, bx, by, bw, bh, size * 0.35);
      ctx.stroke();
      if (on > 0) {
        ctx.globalAlpha = on;
        ctx.shadowColor = p.subtitleColor;
        ctx.shadowBlur = 30 * u;
        ctx.strokeStyle = p.subtitleColor;
        ctx.lineWidth = 6 * u;
        ctx.stroke();
        ctx.shadowBlur = 6 * u;
        ctx.strokeStyle = mix(p.subtitleColor, '#ffffff', 0.7);
        ctx.lineWidth = 2.5 * u;
        ctx.stroke();
        ctx.shadowColor = 'transparent';
        ctx.globalAlpha = 1;
      }
    }
    let key = 1;
    lines.forEach((line, li) => {
      setFont(ctx, p.fontFamily, p.fontWeight, size);
      const run = glyphRun(ctx, line);
      const x0 = W / 2 - run.width / 2;
      const y = top + li * lh + size * 0.9;
      run.chars.forEach((ch, k) => {
        const n = key++;
        if (ch !== ' ') glowText(ch, x0 + run.x[k]!, y, p.tubeColor, lit(n * 0.06 - 0.1, n), Math.max(1.5, size * 0.025));
      });
    });
    if (p.subtitle) {
      setFont(ctx, p.fontFamily, p.fontWeight, subSize);
      const sw = ctx.measureText(p.subtitle).width;
      glowText(p.subtitle, W / 2 - sw / 2, top + lines.length * lh + subSize * 1.2, p.subtitleColor, lit(0.5 + key * 0.06, 50), Math.max(1, subSize * 0.05));
    }
  },
});

export const splitRevealTitle = defineComponent({
  id: 'split-reveal-title',
  name: 'Split reveal title',
  description: 'An accent line slices across the frame; the title arrives cut in two along that line, top half from one side and bottom half from the other, locks together, and the line drops to underline a subtitle.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 80 }),
    subtitle: Type.String({ maxLength: 120 }),
    color: color('title colour'),
    accentColor: color('slicing line colour'),
    fontFamily: family,
    fontWeight: weight,
    fontSize: fontSize(400),
    uppercase: Type.Boolean(),
  }, { additionalProperties: false }),
  propDefaults: { text: 'The Future of Work', subtitle: 'A conversation series · Episode 4', color: '#ffffff', accentColor: '#ffb020', fontFamily: 'Montserrat', fontWeight: 800, fontSize: 140, uppercase: true },
  durationInFrames: 90,
  textParam: 'text',
  subtextParam: 'subtitle',
  tier: 'recommended',
  useCase: ['title-over-footage', 'intro', 'explainer'],
  mood: ['sleek', 'cinematic', 'confident', 'modern'],
  tags: ['split', 'slice', 'reveal', 'title', 'headline', 'cinematic', 'corporate'],
  intent: 'Reveal a title with a sharp, cinematic slice.',
  useWhen: 'Episode, event or section titles over footage; a short line of 2–6 words.',
  pairsWith: ['letterbox-frame', 'lens-flare', 'whip-pan', 'vignette'],
  avoidWith: ['stroke-draw-title', 'letter-cascade'],
  brandBindings: [{ param: 'color', brandToken: 'colors.text' }, { param: 'accentColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }, { param: 'fontWeight', brandToken: 'fonts.heading.weight' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight', weights: [600] }],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Documentary chapter in serif', props: { text: 'Into the Deep', subtitle: 'Part one: the descent', fontFamily: 'Playfair Display', fontWeight: 800, uppercase: false, accentColor: '#12b5cb' } },
    { title: 'Conference keynote', props: { text: 'Keynote 2025', subtitle: 'Live from Lisbon', accentColor: '#e11d48', fontSize: 180 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const text = p.uppercase ? p.text.toUpperCase() : p.text;
    const { size, lines } = fitText(ctx, text, p.fontFamily, p.fontWeight, W * 0.84, p.fontSize * u, 2);
    const lh = size * 1.04;
    const blockH = lines.length * lh;
    const subSize = size * 0.27;
    const top = H / 2 - (blockH + (p.subtitle ? subSize * 2.6 : 0)) / 2;
    setFont(ctx, p.fontFamily, p.fontWeight, size);
    const widest = Math.max(...lines.map((l) => ctx.measureText(l).width));
    const lineH = Math.max(2, size * 0.045);
    const grow = easeOutExpo(seg(s, -0.1, 0.55));
    const drop = easeInOutCubic(seg(s, 1.0, 1.5));
    const underY = top + blockH + size * 0.18;
    const join = easeOutExpo(seg(s, 0.15, 1.05));
    const travel = W * 0.55 * (1 - join);
    // Each line is cut along its own middle: the top half travels in from the left, the bottom
    // half from the right, and the slicing lines then gather into one underline.
    lines.forEach((line, i) => {
      const baseline = top + i * lh + size * 0.86;
      const mid = baseline - size * 0.36;
      const half = (clipTop: number, clipBottom: number, dx: number) => {
        ctx.save();
        ctx.beginPath();
        ctx.rect(0, clipTop, W, clipBottom - clipTop);
        ctx.clip();
        setFont(ctx, p.fontFamily, p.fontWeight, size);
        ctx.textAlign = 'center';
        ctx.fillStyle = p.color;
        // Two fading echoes trail each half while it travels.
        for (const [lag, alpha] of [[0.16, 0.12], [0.08, 0.25], [0, 1]] as const) {
          if (alpha < 1 && travel < W * 0.01) continue;
          ctx.globalAlpha = alpha * clamp(join * 3);
          ctx.fillText(line, W / 2 + dx * (1 + lag * 4), baseline);
        }
        ctx.restore();
      };
      // Once the halves meet, the line is drawn whole so no seam shows along the cut.
      if (travel < 0.5) half(baseline - size * 1.1, baseline + size * 0.35, 0);
      else {
        half(baseline - size * 1.1, mid + 0.5, -travel);
        half(mid - 0.5, baseline + size * 0.35, travel);
      }
      const lineY = lerp(mid, underY, drop);
      const lineW = lerp(W * 0.02, W * 0.92, grow) * lerp(1, (widest * 0.5) / (W * 0.92), drop);
      ctx.globalAlpha = 1;
      ctx.fillStyle = p.accentColor;
      ctx.shadowColor = withAlpha(p.accentColor, 0.8);
      ctx.shadowBlur = 16 * u * (1 - drop);
      const dx = (i % 2 === 0 ? -1 : 1) * (1 - grow) * W * 0.2;
      ctx.fillRect(W / 2 - lineW / 2 + dx, lineY - lineH / 2, lineW, lineH);
      ctx.shadowColor = 'transparent';
    });
    if (p.subtitle) {
      // Small spaced capitals in the accent colour, rising out from under the line.
      const t = easeOutCubic(seg(s, 1.3, 2.0));
      ctx.save();
      ctx.beginPath();
      ctx.rect(0, underY + lineH, W, subSize * 3);
      ctx.clip();
      trackedSubtitle(ctx, p.subtitle, p.fontFamily, 600, subSize * 0.8, W / 2, underY + lineH + subSize * 1.6 - (1 - t) * subSize * 1.8, p.accentColor, t);
      ctx.restore();
    }
    ctx.textAlign = 'left';
  },
});

export const strokeDrawTitle = defineComponent({
  id: 'stroke-draw-title',
  name: 'Stroke draw title',
  description: 'The outline of each letter traces itself on like a pen, the fill then floods up inside, and an offset outline stays behind for a printed, layered look.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 60 }),
    subtitle: Type.String({ maxLength: 100 }),
    strokeColor: color('outline colour'),
    fillColor: color('fill colour'),
    fontFamily: family,
    fontWeight: weight,
    fontSize: fontSize(400),
    strokeWidth: Type.Number({ minimum: 1, maximum: 16, description: 'outline width in pixels at 1080p' }),
  }, { additionalProperties: false }),
  propDefaults: { text: 'Handcrafted', subtitle: 'Small batch · Since 1998', strokeColor: '#ffffff', fillColor: '#ffb020', fontFamily: 'Playfair Display', fontWeight: 900, fontSize: 190, strokeWidth: 3 },
  durationInFrames: 120,
  textParam: 'text',
  subtextParam: 'subtitle',
  tier: 'standard',
  useCase: ['intro', 'title-over-footage', 'emphasis'],
  mood: ['crafted', 'elegant', 'warm', 'editorial'],
  tags: ['outline', 'stroke', 'draw on', 'trace', 'handwriting', 'title', 'logo reveal'],
  intent: 'Reveal a name or title as if drawn by hand, then filled in.',
  useWhen: 'Brand names, product names or a one-word title that deserves a slower, crafted reveal.',
  pairsWith: ['film-grain', 'dust-motes', 'luma-fade', 'mesh-gradient'],
  avoidWith: ['glitch-title', 'split-reveal-title'],
  brandBindings: [{ param: 'strokeColor', brandToken: 'colors.text' }, { param: 'fillColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }, { param: 'fontWeight', brandToken: 'fonts.heading.weight' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight', weights: [500] }],
  warnings: ['Needs about three seconds to finish drawing; shorter placements cut the fill short.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Bold sans brand reveal', props: { text: 'NORTHWIND', subtitle: 'Outdoor supply co.', fontFamily: 'Montserrat', fontWeight: 900, fillColor: '#12b5cb', strokeWidth: 4 } },
    { title: 'Bakery sign in cream', props: { text: 'Fresh Bread', subtitle: 'Baked every morning', strokeColor: '#3b2416', fillColor: '#f4d9a6' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const { size, lines } = fitText(ctx, p.text, p.fontFamily, p.fontWeight, W * 0.84, p.fontSize * u, 2);
    const lh = size * 1.1;
    const subSize = size * 0.2;
    const blockH = lines.length * lh + (p.subtitle ? subSize * 2.4 : 0);
    const top = H / 2 - blockH / 2;
    const lw = Math.max(1, p.strokeWidth * u);
    const trace = size * 4.5;
    const offset = size * 0.065;
    let index = 0;
    lines.forEach((line, li) => {
      setFont(ctx, p.fontFamily, p.fontWeight, size);
      const run = glyphRun(ctx, line);
      const x0 = W / 2 - run.width / 2;
      const y = top + li * lh + size * 0.86;
      run.chars.forEach((ch, k) => {
        const n = index++;
        if (ch === ' ') return;
        const x = x0 + run.x[k]!;
        const drawn = easeInOutCubic(seg(s, n * 0.07 - 0.6, n * 0.07 + 0.7));
        const fill = easeOutCubic(seg(s, 0.8 + n * 0.06, 1.4 + n * 0.06));
        if (fill > 0) {
          strokeTextOutline(ctx, ch, x + offset * fill, y + offset * fill, lw, withAlpha(p.strokeColor, 0.7));
          ctx.save();
          ctx.beginPath();
          ctx.rect(x - size * 0.2, y + size * 0.25 - fill * size * 1.3, size * 1.6, size * 1.4);
          ctx.clip();
          const g = ctx.createLinearGradient(0, y - size * 0.8, 0, y + size * 0.2);
          g.addColorStop(0, mix(p.fillColor, '#ffffff', 0.25));
          g.addColorStop(1, p.fillColor);
          ctx.fillStyle = g;
          ctx.fillText(ch, x, y);
          ctx.restore();
        }
        if (drawn > 0) strokeTextOutline(ctx, ch, x, y, lw, p.strokeColor, [trace * drawn, trace]);
      });
    });
    if (p.subtitle) {
      trackedSubtitle(ctx, p.subtitle, p.fontFamily, 500, subSize, W / 2, top + lines.length * lh + subSize * 1.6, p.strokeColor, seg(s, 1.6, 2.4));
    }
  },
});
