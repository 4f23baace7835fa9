/**
 * Built-in text components that annotate the picture: a hand-drawn marker under a phrase, a
 * labelled callout with an arrow to a point, a spinning sticker badge and a map-pin location tag.
 */
import { Type } from '@sinclair/typebox';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { defineComponent } from '../../sdk.ts';
import { clamp, cubicPoints, findPhrase, easeInOutCubic, easeOutBack, easeOutCubic, easeOutExpo, fitText, glyphRun, layoutWords, lerp, readableOn, rng, roundRect, seg, setFont, spring, starPath, strokePartial, unit, type Point } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family, weight } from '../prop-types.ts';

/** A felt-tip stroke along the first `t` of a polyline: a filled band that swells from a thin
 *  start, holds `width` and tapers off where the pen lifts. */
function brushStroke(ctx: SKRSContext2D, pts: readonly Point[], t: number, width: number, fill: string) {
  if (t <= 0 || pts.length < 2) return;
  const lengths = [0];
  for (let i = 1; i < pts.length; i++) lengths.push(lengths[i - 1]! + Math.hypot(pts[i]![0] - pts[i - 1]![0], pts[i]![1] - pts[i - 1]![1]));
  const total = lengths[lengths.length - 1]!;
  const upto = total * clamp(t);
  const left: Point[] = [], right: Point[] = [];
  for (let i = 0; i < pts.length && lengths[i]! <= upto; i++) {
    const a = pts[Math.max(0, i - 1)]!, b = pts[Math.min(pts.length - 1, i + 1)]!;
    const dx = b[0] - a[0], dy = b[1] - a[1], d = Math.hypot(dx, dy) || 1;
    const along = lengths[i]! / total;
    const half = (width / 2) * (0.45 + 0.55 * Math.min(1, along / 0.12)) * (1 - 0.55 * seg(along, 0.8, 1));
    left.push([pts[i]![0] - (dy / d) * half, pts[i]![1] + (dx / d) * half]);
    right.push([pts[i]![0] + (dy / d) * half, pts[i]![1] - (dx / d) * half]);
  }
  if (left.length < 2) return;
  ctx.fillStyle = fill;
  ctx.beginPath();
  ctx.moveTo(left[0]![0], left[0]![1]);
  for (const [x, y] of left.slice(1)) ctx.lineTo(x, y);
  for (const [x, y] of right.reverse()) ctx.lineTo(x, y);
  ctx.closePath();
  ctx.fill();
}

export const markerUnderline = defineComponent({
  id: 'marker-underline',
  name: 'Marker underline',
  description: 'A headline rises in word by word, then a felt-tip marker strikes a hand-drawn underline, a double underline or a loose circle around the phrase that matters.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 160 }),
    mark: Type.String({ maxLength: 80, description: 'words of the text to mark (first occurrence; empty marks the last word)' }),
    style: Type.Union([Type.Literal('underline'), Type.Literal('double'), Type.Literal('circle')]),
    textColor: color('headline colour'),
    markerColor: color('marker ink colour'),
    fontFamily: family,
    fontWeight: weight,
    fontSize: Type.Number({ minimum: 10, maximum: 300, description: 'largest size in pixels at 1080p' }),
    align: Type.Union([Type.Literal('left'), Type.Literal('center')]),
  }, { additionalProperties: false }),
  propDefaults: { text: 'Ship videos ten times faster', mark: 'ten times faster', style: 'underline', textColor: '#ffffff', markerColor: '#ff5a5f', fontFamily: 'Poppins', fontWeight: 800, fontSize: 112, align: 'center' },
  durationInFrames: 90,
  textParam: 'text',
  tier: 'recommended',
  useCase: ['emphasis', 'explainer', 'social-cut'],
  mood: ['friendly', 'handmade', 'confident', 'casual'],
  tags: ['underline', 'marker', 'circle', 'hand drawn', 'scribble', 'emphasis', 'headline'],
  intent: 'Point at the key words of a claim the way a presenter would with a marker.',
  useWhen: 'A statement or hook whose value sits in two or three words: a number, a benefit, a contrast.',
  pairsWith: ['callout-arrow', 'mesh-gradient', 'stat-counter', 'checklist'],
  avoidWith: ['highlight-headline', 'glitch-title'],
  brandBindings: [{ param: 'textColor', brandToken: 'colors.text' }, { param: 'markerColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }, { param: 'fontWeight', brandToken: 'fonts.heading.weight' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight' }],
  warnings: ['Marks the first occurrence of the phrase only; a phrase not found in the text marks its last word.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Circled price', props: { text: 'Now only $19 a month', mark: '$19', style: 'circle', markerColor: '#22c55e' } },
    { title: 'Left-aligned double underline', props: { text: 'Less meetings. More making.', mark: 'More making', style: 'double', align: 'left', fontFamily: 'Montserrat', fontWeight: 900 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const maxW = W * 0.82;
    const { size } = fitText(ctx, p.text, p.fontFamily, p.fontWeight, maxW, p.fontSize * u, 3);
    setFont(ctx, p.fontFamily, p.fontWeight, size);
    const { words, lineWidths } = layoutWords(ctx, p.text, maxW);
    const lh = size * 1.22;
    const top = H / 2 - (lineWidths.length * lh) / 2;
    const left = (line: number) => (p.align === 'center' ? W / 2 - lineWidths[line]! / 2 : W * 0.09);
    const baseline = (line: number) => top + line * lh + size * 0.95;
    let marked = findPhrase(words.map((w) => w.text), p.mark);
    if (!marked.length) marked = [words.length - 1];
    // One span per line the phrase covers, drawn one after another within the marking time.
    const spans: { x0: number; x1: number; y: number }[] = [];
    for (const i of marked) {
      const w = words[i]!;
      const x0 = left(w.line) + w.x, x1 = x0 + w.width;
      const last = spans[spans.length - 1];
      if (last && last.y === baseline(w.line)) last.x1 = x1;
      else spans.push({ x0, x1, y: baseline(w.line) });
    }
    const markT = seg(s, 0.55, 1.3);
    const marker = (pts: Point[], t: number, width: number) => {
      brushStroke(ctx, pts, t, width, withAlpha(p.markerColor, 0.94));
      // A lighter, narrower pass along one edge gives the stroke a felt-tip sheen.
      brushStroke(ctx, pts.map(([x, y]) => [x, y - width * 0.22] as Point), t * 0.96, width * 0.3, withAlpha(mix(p.markerColor, '#ffffff', 0.4), 0.5));
    };
    spans.forEach((span, j) => {
      const t = seg(markT, j / spans.length, (j + 1) / spans.length);
      if (t <= 0) return;
      const pad = size * 0.12;
      if (p.style === 'circle') {
        const cx = (span.x0 + span.x1) / 2, cy = span.y - size * 0.33;
        const rx = (span.x1 - span.x0) / 2 + size * 0.42, ry = size * 0.7;
        const pts: Point[] = [];
        // A little over one turn, opening slightly, so the ends overlap the way a hand draws it.
        for (let k = 0; k <= 72; k++) {
          const a = -2.5 + (k / 72) * Math.PI * 2.18;
          const grow = 1 + (k / 72) * 0.08 + Math.sin(a * 3 + j) * 0.025;
          pts.push([cx + Math.cos(a) * rx * grow, cy + Math.sin(a) * ry * grow]);
        }
        marker(pts, easeInOutCubic(t), size * 0.12);
        return;
      }
      const strokes = p.style === 'double' ? 2 : 1;
      for (let n = 0; n < strokes; n++) {
        const tn = seg(t, n / strokes, (n + 1) / strokes);
        if (tn <= 0) continue;
        const y = span.y + size * (0.24 + n * 0.22);
        const x0 = span.x0 - pad + n * size * 0.2, x1 = span.x1 + pad - n * size * 0.35;
        // The hand's wobble is seeded per stroke, so every frame draws the same stroke.
        const jitter = rng(p.text.length * 31 + j * 17 + n);
        const pts: Point[] = [];
        for (let k = 0; k <= 24; k++) pts.push([lerp(x0, x1, k / 24), y - (k / 24) * size * 0.05 + (Math.sin(k * 0.7 + j * 2.1) * 0.02 + (jitter() - 0.5) * 0.012) * size]);
        marker(pts, easeOutCubic(tn), size * (n === 0 ? 0.24 : 0.15));
      }
    });
    const pop = Math.sin(Math.PI * seg(s, 1.25, 1.6));
    setFont(ctx, p.fontFamily, p.fontWeight, size);
    ctx.fillStyle = p.textColor;
    ctx.shadowColor = 'rgba(0,0,0,0.3)';
    ctx.shadowBlur = 12 * u;
    for (const w of words) {
      const t = easeOutCubic(seg(s, w.index * 0.05 - 0.3, w.index * 0.05 + 0.25));
      const x = left(w.line) + w.x, y = baseline(w.line) + (1 - t) * size * 0.5;
      const k = marked.includes(w.index) ? 1 + 0.05 * pop : 1;
      ctx.globalAlpha = clamp(t * 1.5);
      ctx.save();
      ctx.translate(x + w.width / 2, y - size * 0.35);
      ctx.scale(k, k);
      ctx.fillText(w.text, -w.width / 2, size * 0.35);
      ctx.restore();
    }
    ctx.globalAlpha = 1;
    ctx.shadowColor = 'transparent';
  },
});

export const calloutArrow = defineComponent({
  id: 'callout-arrow',
  name: 'Callout arrow',
  description: 'A pulsing marker pins a point of the picture, a label card pops up nearby and a curved arrow draws itself from the card to the point.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    label: Type.String({ minLength: 1, maxLength: 60 }),
    detail: Type.String({ maxLength: 90 }),
    targetX: Type.Number({ minimum: 0, maximum: 1, description: 'point to call out, fraction of the width' }),
    targetY: Type.Number({ minimum: 0, maximum: 1, description: 'point to call out, fraction of the height' }),
    labelX: Type.Number({ minimum: 0, maximum: 1, description: 'centre of the label card, fraction of the width' }),
    labelY: Type.Number({ minimum: 0, maximum: 1, description: 'centre of the label card, fraction of the height' }),
    bend: Type.Number({ minimum: -1, maximum: 1, description: 'how far the arrow curves, and to which side' }),
    arrowColor: color('arrow, marker and card stripe'),
    cardColor: color('label card'),
    textColor: Type.String({ maxLength: 100, description: 'label colour (empty: black or white, whichever reads better on the card)' }),
    fontFamily: family,
    fontWeight: weight,
  }, { additionalProperties: false }),
  propDefaults: { label: 'One-click export', detail: 'Straight to 4K, no waiting', targetX: 0.68, targetY: 0.64, labelX: 0.3, labelY: 0.3, bend: 0.55, arrowColor: '#ffb020', cardColor: '#ffffff', textColor: '', fontFamily: 'Inter', fontWeight: 700 },
  durationInFrames: 120,
  textParam: 'label',
  subtextParam: 'detail',
  tier: 'recommended',
  useCase: ['explainer', 'emphasis', 'title-over-footage'],
  mood: ['helpful', 'clear', 'friendly'],
  tags: ['callout', 'arrow', 'annotation', 'pointer', 'label', 'tutorial', 'product demo'],
  intent: 'Name a detail of the picture and point straight at it.',
  useWhen: 'Product demos, screen recordings and tutorials where one feature or object in frame needs naming.',
  pairsWith: ['phone-mockup', 'laptop-mockup', 'marker-underline', 'spotlight-sweep'],
  avoidWith: ['rotating-badge', 'news-ticker'],
  brandBindings: [{ param: 'arrowColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight', weights: [500] }],
  warnings: ['Place the target on what it names: the component cannot see the picture underneath.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Label below right, pointing up', props: { label: 'Battery: 30 hours', detail: 'Fast charge in 15 min', labelX: 0.72, labelY: 0.76, targetX: 0.42, targetY: 0.36, bend: -0.4, arrowColor: '#22c55e' } },
    { title: 'Dark card, no detail line', props: { label: 'Tap here to start', detail: '', cardColor: '#101218', arrowColor: '#5b5bf6', targetX: 0.5, targetY: 0.75, labelX: 0.5, labelY: 0.3, bend: 0.3 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const ink = p.textColor || readableOn(p.cardColor);
    const tx = p.targetX * W, ty = p.targetY * H;
    const labelSize = 50 * u, detailSize = 32 * u;
    setFont(ctx, p.fontFamily, p.fontWeight, labelSize);
    const lw = ctx.measureText(p.label).width;
    setFont(ctx, p.fontFamily, 500, detailSize);
    const dw = p.detail ? ctx.measureText(p.detail).width : 0;
    const padX = 30 * u, stripe = 8 * u;
    const cw = Math.max(lw, dw) + padX * 2 + stripe, ch = labelSize * 1.6 + (p.detail ? detailSize * 1.5 : 0);
    const cx = clamp(p.labelX * W, cw / 2 + 10 * u, W - cw / 2 - 10 * u), cy = clamp(p.labelY * H, ch / 2 + 10 * u, H - ch / 2 - 10 * u);
    // The marker on the target: a solid dot with rings pulsing out of it.
    const dotIn = easeOutBack(seg(s, -0.2, 0.35), 2);
    for (let k = 0; k < 2; k++) {
      const ph = ((s + k * 0.6) % 1.2) / 1.2;
      ctx.strokeStyle = withAlpha(p.arrowColor, (1 - ph) * 0.8 * clamp(dotIn));
      ctx.lineWidth = 4 * u;
      ctx.beginPath();
      ctx.arc(tx, ty, (14 + ph * 46) * u, 0, Math.PI * 2);
      ctx.stroke();
    }
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(tx, ty, 17 * u * dotIn, 0, Math.PI * 2);
    ctx.fill();
    ctx.fillStyle = p.arrowColor;
    ctx.beginPath();
    ctx.arc(tx, ty, 12 * u * dotIn, 0, Math.PI * 2);
    ctx.fill();
    // The arrow leaves the card's edge toward the target and stops short of the marker.
    const dx = tx - cx, dy = ty - cy;
    const dist = Math.hypot(dx, dy) || 1;
    const ux = dx / dist, uy = dy / dist;
    const edge = Math.min((cw / 2) / Math.max(1e-6, Math.abs(ux)), (ch / 2) / Math.max(1e-6, Math.abs(uy)));
    const start: Point = [cx + ux * (edge + 16 * u), cy + uy * (edge + 16 * u)];
    const end: Point = [tx - ux * 34 * u, ty - uy * 34 * u];
    const span = Math.hypot(end[0] - start[0], end[1] - start[1]);
    const nx = -uy * p.bend * span * 0.45, ny = ux * p.bend * span * 0.45;
    const pts = cubicPoints(start, [lerp(start[0], end[0], 0.25) + nx, lerp(start[1], end[1], 0.25) + ny], [lerp(start[0], end[0], 0.75) + nx, lerp(start[1], end[1], 0.75) + ny], end, 60);
    const drawT = easeInOutCubic(seg(s, 0.25, 1.0));
    if (drawT > 0 && span > 20 * u) {
      ctx.strokeStyle = p.arrowColor;
      ctx.lineWidth = 7 * u;
      ctx.lineCap = 'round';
      ctx.lineJoin = 'round';
      ctx.shadowColor = 'rgba(0,0,0,0.35)';
      ctx.shadowBlur = 8 * u;
      const { end: tip, angle } = strokePartial(ctx, pts, drawT);
      const head = easeOutBack(seg(s, 0.85, 1.2), 2.5) * 30 * u;
      if (head > 0) {
        ctx.beginPath();
        ctx.moveTo(tip[0] + Math.cos(angle + Math.PI - 0.5) * head, tip[1] + Math.sin(angle + Math.PI - 0.5) * head);
        ctx.lineTo(tip[0], tip[1]);
        ctx.lineTo(tip[0] + Math.cos(angle + Math.PI + 0.5) * head, tip[1] + Math.sin(angle + Math.PI + 0.5) * head);
        ctx.stroke();
      }
      ctx.shadowColor = 'transparent';
    }
    const pop = easeOutBack(seg(s, -0.15, 0.4), 1.8);
    if (pop <= 0) return;
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(0.6 + 0.4 * pop, 0.6 + 0.4 * pop);
    ctx.globalAlpha = clamp(pop * 2);
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 26 * u;
    ctx.shadowOffsetY = 8 * u;
    ctx.fillStyle = p.cardColor;
    roundRect(ctx, -cw / 2, -ch / 2, cw, ch, 14 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = p.arrowColor;
    roundRect(ctx, -cw / 2, -ch / 2, stripe * 1.8, ch, 14 * u);
    ctx.fill();
    ctx.fillStyle = p.cardColor;
    ctx.fillRect(-cw / 2 + stripe, -ch / 2, stripe, ch);
    const textIn = easeOutCubic(seg(s, 0.1, 0.6));
    ctx.globalAlpha = textIn;
    ctx.fillStyle = ink;
    setFont(ctx, p.fontFamily, p.fontWeight, labelSize);
    const x = -cw / 2 + stripe + padX;
    const y = -ch / 2 + labelSize * 1.2;
    ctx.fillText(p.label, x + (1 - textIn) * 14 * u, y);
    if (p.detail) {
      setFont(ctx, p.fontFamily, 500, detailSize);
      ctx.fillStyle = withAlpha(ink, 0.7);
      ctx.fillText(p.detail, x + (1 - textIn) * 24 * u, y + detailSize * 1.45);
    }
    ctx.restore();
  },
});

/** Characters of `text` set around a circle of radius r, tops outward, starting at `angle`. */
function textOnCircle(ctx: SKRSContext2D, text: string, r: number, angle: number) {
  const run = glyphRun(ctx, text);
  const spread = (Math.PI * 2 * r) / run.width;
  run.chars.forEach((ch, i) => {
    const cw = ctx.measureText(ch).width;
    const a = angle + ((run.x[i]! + cw / 2) * spread) / r;
    ctx.save();
    ctx.rotate(a);
    ctx.translate(0, -r);
    ctx.scale(spread, 1);
    ctx.fillText(ch, -cw / 2, 0);
    ctx.restore();
  });
}

export const rotatingBadge = defineComponent({
  id: 'rotating-badge',
  name: 'Rotating badge',
  description: 'A sticker-style seal springs onto the frame: its ring of text turns continuously around a bold centre line, like a “new” or discount badge in a shop window.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    ringText: Type.String({ minLength: 1, maxLength: 80, description: 'text around the ring (repeated to close the circle)' }),
    centerText: Type.String({ maxLength: 12 }),
    centerSubtext: Type.String({ maxLength: 20 }),
    badgeColor: color('badge colour'),
    textColor: Type.String({ maxLength: 100, description: 'text colour (empty: black or white, whichever reads better on the badge)' }),
    accentColor: color('stars and inner ring'),
    fontFamily: family,
    fontWeight: weight,
    x: Type.Number({ minimum: 0, maximum: 1, description: 'centre, fraction of the width' }),
    y: Type.Number({ minimum: 0, maximum: 1, description: 'centre, fraction of the height' }),
    size: Type.Number({ minimum: 0.1, maximum: 0.9, description: 'diameter as a fraction of the short side' }),
    degreesPerSecond: Type.Number({ minimum: -360, maximum: 360, description: 'ring turn speed (negative turns anticlockwise)' }),
    shape: Type.Union([Type.Literal('seal'), Type.Literal('circle')]),
  }, { additionalProperties: false }),
  propDefaults: { ringText: 'NEW COLLECTION • LIMITED DROP •', centerText: '50%', centerSubtext: 'OFF TODAY', badgeColor: '#ffb020', textColor: '', accentColor: '#ffffff', fontFamily: 'Montserrat', fontWeight: 800, x: 0.74, y: 0.4, size: 0.46, degreesPerSecond: 40, shape: 'seal' },
  durationInFrames: 150,
  textParam: 'centerText',
  subtextParam: 'ringText',
  tier: 'standard',
  useCase: ['emphasis', 'social-cut', 'title-over-footage'],
  mood: ['promotional', 'playful', 'energetic'],
  tags: ['badge', 'sticker', 'seal', 'rotating', 'circular text', 'sale', 'discount', 'new'],
  intent: 'Stamp an offer or a “new” label onto the frame and keep it alive with a turning ring.',
  useWhen: 'Promotions, launches and product shots that need a price, a discount or a short label beside the subject.',
  pairsWith: ['product-showcase', 'price-tag', 'floating-shapes', 'zoom-punch'],
  avoidWith: ['callout-arrow', 'quote-scene'],
  brandBindings: [{ param: 'badgeColor', brandToken: 'colors.accent' }, { param: 'accentColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.heading' }, { param: 'fontWeight', brandToken: 'fonts.heading.weight' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight', weights: [700] }],
  warnings: ['The ring text is squeezed or stretched to close the circle: keep it between 15 and 45 characters.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Free shipping circle, top left', props: { ringText: 'FREE SHIPPING • ORDER NOW •', centerText: 'FREE', centerSubtext: 'WORLDWIDE', shape: 'circle', badgeColor: '#101218', accentColor: '#ffb020', x: 0.22, y: 0.3, size: 0.36, degreesPerSecond: -30 } },
    { title: 'New flavour seal', props: { ringText: 'NEW FLAVOUR • NEW FLAVOUR • NEW FLAVOUR •', centerText: 'NEW', centerSubtext: 'MANGO LIME', badgeColor: '#22c55e', x: 0.5, y: 0.5, size: 0.6 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const s = f.frame / f.fps;
    const ink = p.textColor || readableOn(p.badgeColor);
    const R = (Math.min(W, H) * p.size) / 2;
    const pop = spring(seg(s, -0.15, 0.9), 6, 1.6);
    if (pop <= 0) return;
    ctx.save();
    ctx.translate(p.x * W, p.y * H);
    ctx.scale(pop, pop);
    ctx.rotate((1 - pop) * -0.9 + Math.sin(s * 1.3) * 0.03);
    ctx.beginPath();
    if (p.shape === 'seal') {
      for (let k = 0; k <= 360; k++) {
        const a = (k / 360) * Math.PI * 2;
        const r = R * (0.955 + 0.045 * Math.cos(a * 30));
        if (k === 0) ctx.moveTo(Math.cos(a) * r, Math.sin(a) * r); else ctx.lineTo(Math.cos(a) * r, Math.sin(a) * r);
      }
      ctx.closePath();
    } else ctx.arc(0, 0, R, 0, Math.PI * 2);
    const g = ctx.createRadialGradient(-R * 0.35, -R * 0.4, R * 0.1, 0, 0, R);
    g.addColorStop(0, mix(p.badgeColor, '#ffffff', 0.22));
    g.addColorStop(1, p.badgeColor);
    ctx.fillStyle = g;
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = R * 0.12;
    ctx.shadowOffsetY = R * 0.04;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.strokeStyle = withAlpha(ink, 0.35);
    ctx.lineWidth = Math.max(1, R * 0.012);
    for (const r of [0.87, 0.62]) {
      ctx.beginPath();
      ctx.arc(0, 0, R * r, 0, Math.PI * 2);
      ctx.stroke();
    }
    const ringSize = R * 0.12;
    setFont(ctx, p.fontFamily, p.fontWeight, ringSize);
    ctx.fillStyle = ink;
    const turn = (s * p.degreesPerSecond * Math.PI) / 180;
    const ring = `${p.ringText.trim()} `;
    const copies = Math.max(1, Math.round((Math.PI * 2 * R * 0.66) / ctx.measureText(ring).width));
    textOnCircle(ctx, ring.repeat(copies), R * 0.66, turn);
    const inner = easeOutBack(seg(s, 0.25, 0.75), 2);
    ctx.scale(Math.max(0.01, inner), Math.max(0.01, inner));
    if (p.centerText) {
      const { size } = fitText(ctx, p.centerText, p.fontFamily, p.fontWeight, R * 0.98, R * 0.46, 1);
      setFont(ctx, p.fontFamily, p.fontWeight, size);
      ctx.textAlign = 'center';
      ctx.fillText(p.centerText, 0, p.centerSubtext ? size * 0.2 : size * 0.36);
    }
    if (p.centerSubtext) {
      const sub = R * 0.1;
      setFont(ctx, p.fontFamily, 700, sub);
      ctx.textAlign = 'center';
      ctx.fillText(p.centerSubtext.toUpperCase(), 0, R * 0.4);
      ctx.fillStyle = p.accentColor;
      const half = ctx.measureText(p.centerSubtext.toUpperCase()).width / 2;
      for (const side of [-1, 1]) {
        starPath(ctx, side * (half + sub * 0.9), R * 0.4 - sub * 0.36, sub * 0.5, sub * 0.22);
        ctx.fill();
      }
    }
    ctx.textAlign = 'left';
    ctx.restore();
  },
});

const corners = ['bottom-left', 'bottom-right', 'top-left', 'top-right'] as const;

/** A map pin with its tip at (0, 0), `h` tall. */
function pinPath(ctx: SKRSContext2D, h: number) {
  const r = h * 0.36;
  ctx.beginPath();
  ctx.moveTo(0, 0);
  ctx.bezierCurveTo(-r * 0.25, -r * 0.75, -r, -h + r * 1.45, -r, -h + r);
  ctx.arc(0, -h + r, r, Math.PI, 0);
  ctx.bezierCurveTo(r, -h + r * 1.45, r * 0.25, -r * 0.75, 0, 0);
  ctx.closePath();
}

export const locationTag = defineComponent({
  id: 'location-tag',
  name: 'Location tag',
  description: 'A map pin drops into a corner and bounces, a ground ripple pulses under it, and a card unfolds beside it with the place name and a line of detail.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    place: Type.String({ minLength: 1, maxLength: 60 }),
    detail: Type.String({ maxLength: 80, description: 'coordinates, a date or a short note (empty for none)' }),
    pinColor: color('pin colour'),
    cardColor: color('card colour'),
    textColor: color('text colour'),
    fontFamily: family,
    fontWeight: weight,
    position: Type.Union(corners.map((c) => Type.Literal(c))),
  }, { additionalProperties: false }),
  propDefaults: { place: 'Lisbon, Portugal', detail: '38.72° N · 9.14° W', pinColor: '#ff5a5f', cardColor: '#0c1022', textColor: '#ffffff', fontFamily: 'Inter', fontWeight: 700, position: 'bottom-left' },
  durationInFrames: 120,
  textParam: 'place',
  subtextParam: 'detail',
  tier: 'standard',
  useCase: ['title-over-footage', 'explainer'],
  mood: ['adventurous', 'informative', 'clean'],
  tags: ['location', 'map pin', 'place', 'travel', 'geotag', 'lower third', 'documentary'],
  intent: 'Tell the viewer where a shot takes place.',
  useWhen: 'The first shot at a new place in travel films, vlogs, documentaries and real-estate tours.',
  pairsWith: ['letterbox-frame', 'film-grain', 'picture-in-picture', 'dust-motes'],
  avoidWith: ['lower-third', 'news-ticker'],
  brandBindings: [{ param: 'pinColor', brandToken: 'colors.primary' }, { param: 'cardColor', brandToken: 'colors.background' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight', weights: [500] }],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Trail head, top right', props: { place: 'Torres del Paine', detail: 'Day 3 · 14 km to base camp', position: 'top-right', pinColor: '#22c55e' } },
    { title: 'Open house on a light card', props: { place: '24 Harbour Street', detail: 'Open house · Sat 10–2', cardColor: '#ffffff', textColor: '#101218', pinColor: '#e11d48', position: 'bottom-right' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const right = p.position.endsWith('right'), topSide = p.position.startsWith('top');
    const margin = 100 * u;
    const pinH = 124 * u;
    const placeSize = 58 * u, detailSize = 34 * u;
    setFont(ctx, p.fontFamily, p.fontWeight, placeSize);
    const pw = ctx.measureText(p.place).width;
    setFont(ctx, p.fontFamily, 500, detailSize);
    const dw = p.detail ? ctx.measureText(p.detail).width : 0;
    const padX = 34 * u;
    const cardW = Math.max(pw, dw) + padX * 2, cardH = placeSize * 1.55 + (p.detail ? detailSize * 1.5 : 0);
    const groundY = topSide ? margin + Math.max(pinH, cardH) : H - margin;
    const pinX = right ? W - margin - pinH * 0.4 : margin + pinH * 0.4;
    // The pin falls from above the frame and bounces on the ground line.
    const fall = spring(seg(s, -0.35, 0.65), 6.5, 1.5);
    const lift = (1 - fall) * (groundY + pinH);
    const rest = clamp(1 - Math.abs(lift) / (pinH * 2));
    ctx.fillStyle = `rgba(0,0,0,${0.35 * rest})`;
    ctx.beginPath();
    ctx.ellipse(pinX, groundY, pinH * 0.3 * (0.5 + 0.5 * rest), pinH * 0.08, 0, 0, Math.PI * 2);
    ctx.fill();
    if (fall > 0.9) {
      for (let k = 0; k < 2; k++) {
        const ph = ((s + k * 0.7) % 1.4) / 1.4;
        ctx.strokeStyle = withAlpha(p.pinColor, 0.7 * (1 - ph));
        ctx.lineWidth = 3 * u;
        ctx.beginPath();
        ctx.ellipse(pinX, groundY, pinH * (0.25 + ph * 0.9), pinH * (0.07 + ph * 0.25), 0, 0, Math.PI * 2);
        ctx.stroke();
      }
    }
    ctx.save();
    ctx.translate(pinX, groundY - lift);
    const squash = fall > 1 ? (fall - 1) * 1.2 : 0;
    ctx.scale(1 + squash, 1 - squash);
    pinPath(ctx, pinH);
    const g = ctx.createLinearGradient(-pinH * 0.4, -pinH, pinH * 0.4, 0);
    g.addColorStop(0, mix(p.pinColor, '#ffffff', 0.25));
    g.addColorStop(1, mix(p.pinColor, '#000000', 0.2));
    ctx.fillStyle = g;
    ctx.shadowColor = 'rgba(0,0,0,0.3)';
    ctx.shadowBlur = 14 * u;
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = '#ffffff';
    ctx.beginPath();
    ctx.arc(0, -pinH + pinH * 0.36, pinH * 0.15, 0, Math.PI * 2);
    ctx.fill();
    ctx.restore();
    const open = easeOutExpo(seg(s, -0.05, 0.75));
    if (open <= 0) return;
    const gap = 26 * u;
    const cardX = right ? pinX - pinH * 0.45 - gap - cardW : pinX + pinH * 0.45 + gap;
    const cardY = groundY - cardH;
    ctx.save();
    ctx.beginPath();
    if (right) ctx.rect(cardX + cardW * (1 - open), cardY - 10 * u, cardW * open + 10 * u, cardH + 20 * u);
    else ctx.rect(cardX - 10 * u, cardY - 10 * u, cardW * open + 10 * u, cardH + 20 * u);
    ctx.clip();
    ctx.fillStyle = withAlpha(p.cardColor, 0.9);
    ctx.shadowColor = 'rgba(0,0,0,0.3)';
    ctx.shadowBlur = 20 * u;
    roundRect(ctx, cardX, cardY, cardW, cardH, 12 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = p.pinColor;
    ctx.fillRect(right ? cardX + cardW - 6 * u : cardX, cardY + cardH * 0.2, 6 * u, cardH * 0.6);
    const textIn = easeOutCubic(seg(s, 0.2, 0.8));
    ctx.globalAlpha = textIn;
    ctx.fillStyle = p.textColor;
    setFont(ctx, p.fontFamily, p.fontWeight, placeSize);
    ctx.fillText(p.place, cardX + padX + (1 - textIn) * 20 * u * (right ? 1 : -1), cardY + placeSize * 1.18);
    if (p.detail) {
      const shown = Math.round(p.detail.length * seg(s, 0.5, 1.3));
      setFont(ctx, p.fontFamily, 500, detailSize);
      ctx.fillStyle = withAlpha(p.textColor, 0.7);
      ctx.fillText(p.detail.slice(0, shown), cardX + padX, cardY + placeSize * 1.3 + detailSize * 1.15);
    }
    ctx.restore();
  },
});
