/**
 * Built-in scenes (kind `scene`) that tell a small story in one shot: an editorial quote, and a
 * product on a lit pedestal with its selling points.
 */
import { Type } from '@sinclair/typebox';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { defineComponent } from '../../sdk.ts';
import { clamp, drawContain, easeInOutCubic, easeOutBack, easeOutCubic, easeOutExpo, findPhrase, fitText, layoutWords, readableOn, roundRect, seg, setFont, strokePartial, unit, wrapText, type Point } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family, weight } from '../prop-types.ts';
import { drawAvatar } from './common.ts';

export const quoteScene = defineComponent({
  id: 'quote-scene',
  name: 'Quote scene',
  description: 'A full-frame editorial quote: a bold quotation mark lands, the words surface one by one with the key phrase marked in the accent colour, and the speaker\'s portrait, name and role settle beneath, under a slow push-in.',
  category: 'scenes',
  kind: 'scene',
  version: '1.0.0',
  propSchema: Type.Object({
    quote: Type.String({ minLength: 1, maxLength: 320 }),
    highlight: Type.String({ maxLength: 100, description: 'words of the quote set in the accent colour (first occurrence; empty for none)' }),
    author: Type.String({ minLength: 1, maxLength: 80 }),
    role: Type.String({ maxLength: 120 }),
    portrait: Type.String({ maxLength: 2048, description: 'portrait of the speaker (empty: initials on a disc)' }),
    backgroundColor: color('background'),
    accentColor: color('quotation mark, highlight and rule'),
    textColor: color('text'),
    quoteFont: family,
    quoteWeight: weight,
    bodyFont: family,
  }, { additionalProperties: false }),
  propDefaults: {
    quote: 'We stopped editing videos one by one and started telling a story every single day.',
    highlight: 'telling a story',
    author: 'Maya Chen', role: 'Creative Director, Northwind', portrait: '',
    backgroundColor: '#0c1022', accentColor: '#ffb020', textColor: '#ffffff', quoteFont: 'Playfair Display', quoteWeight: 700, bodyFont: 'Inter',
  },
  durationInFrames: 180,
  textParam: 'quote',
  subtextParam: 'author',
  tier: 'recommended',
  useCase: ['full-scene', 'explainer', 'emphasis'],
  mood: ['editorial', 'thoughtful', 'premium', 'calm'],
  tags: ['quote', 'quotation', 'editorial', 'speaker', 'statement', 'interview', 'thought leadership'],
  intent: 'Give a memorable sentence the whole screen, with who said it.',
  useWhen: 'A strong line from an interview, a founder, a review or a book; one to three sentences.',
  pairsWith: ['luma-fade', 'film-grain', 'chapter-title', 'dust-motes'],
  avoidWith: ['glitch-title', 'news-ticker', 'quote-card'],
  brandBindings: [{ param: 'backgroundColor', brandToken: 'colors.background' }, { param: 'accentColor', brandToken: 'colors.accent' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'bodyFont', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'quoteFont', weight: 'quoteWeight', weights: [900] }, { family: 'bodyFont', weights: [500, 700] }],
  imageParams: ['portrait'],
  fixedCopy: ['“'],
  warnings: ['The opening mark is the English “ glyph; for languages that quote with « or „ leave it out of the copy and expect it drawn anyway.', 'Past about 40 words the quote is fitted small; cut it down instead.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Founder line in a light theme', props: { quote: 'Make something people want, then make it again, better.', highlight: 'better', author: 'Jonas Feld', role: 'Founder, Kiln', backgroundColor: '#f5efe6', textColor: '#1d1a16', accentColor: '#c2410c' } },
    { title: 'Book excerpt without portrait styling', props: { quote: 'The sea does not reward those who are too anxious, too greedy, or too impatient.', highlight: '', author: 'Anne Morrow Lindbergh', role: 'Gift from the Sea, 1955', accentColor: '#38bdf8', quoteWeight: 600 } },
  ],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const tall = H > W;
    ctx.fillStyle = p.backgroundColor;
    ctx.fillRect(0, 0, W, H);
    const wash = ctx.createLinearGradient(0, 0, W, H);
    wash.addColorStop(0, withAlpha(p.accentColor, 0.12));
    // Two transparent stops at the same offset keep the accent's hue out of the shadow side.
    wash.addColorStop(0.55, withAlpha(p.accentColor, 0));
    wash.addColorStop(0.55, withAlpha(mix(p.backgroundColor, '#000000', 0.6), 0));
    wash.addColorStop(1, withAlpha(mix(p.backgroundColor, '#000000', 0.6), 0.55));
    ctx.fillStyle = wash;
    ctx.fillRect(0, 0, W, H);
    // A hairline frame draws itself around the page.
    const m = 48 * u;
    const frame: Point[] = [[m, m], [W - m, m], [W - m, H - m], [m, H - m], [m, m]];
    ctx.strokeStyle = withAlpha(p.textColor, 0.16);
    ctx.lineWidth = Math.max(1, 2 * u);
    strokePartial(ctx, frame, easeInOutCubic(seg(s, -0.3, 1.6)));
    ctx.save();
    const push = 1 + 0.035 * easeInOutCubic(f.progress);
    ctx.translate(W / 2, H / 2);
    ctx.scale(push, push);
    ctx.translate(-W / 2, -H / 2);
    // A giant, faint closing mark gives the page texture on the right.
    setFont(ctx, p.quoteFont, 900, H * 0.9);
    ctx.fillStyle = withAlpha(p.textColor, 0.045);
    ctx.fillText('”', W * (tall ? 0.5 : 0.66) + s * 6 * u, H * 1.02);
    const x0 = tall ? W * 0.1 : W * 0.14;
    const maxW = tall ? W * 0.8 : W * 0.66;
    const { size } = fitText(ctx, p.quote, p.quoteFont, p.quoteWeight, maxW, 84 * u, tall ? 8 : 4, 18 * u);
    setFont(ctx, p.quoteFont, p.quoteWeight, size);
    const { words, lineWidths } = layoutWords(ctx, p.quote, maxW);
    const lh = size * 1.32;
    const markSize = size * 2.4;
    const attribH = 150 * u;
    const blockH = markSize * 0.55 + lineWidths.length * lh + attribH;
    const top = H / 2 - blockH / 2;
    const markIn = easeOutBack(seg(s, -0.1, 0.45), 2);
    ctx.save();
    ctx.translate(x0, top + markSize * 0.62);
    ctx.scale(Math.max(0.01, markIn), Math.max(0.01, markIn));
    setFont(ctx, p.quoteFont, 900, markSize);
    ctx.fillStyle = p.accentColor;
    ctx.fillText('“', -markSize * 0.04, markSize * 0.3);
    ctx.restore();
    const textTop = top + markSize * 0.55;
    const marked = new Set(findPhrase(words.map((w) => w.text), p.highlight));
    const step = Math.min(0.07, 2.2 / Math.max(1, words.length));
    const wordAt = (i: number) => 0.3 + i * step;
    setFont(ctx, p.quoteFont, p.quoteWeight, size);
    for (const w of words) {
      const t = easeOutCubic(seg(s, wordAt(w.index), wordAt(w.index) + 0.55));
      if (t <= 0) continue;
      const x = x0 + w.x, y = textTop + w.line * lh + size;
      if (marked.has(w.index)) {
        // A soft marker band sweeps under each highlighted word once it has surfaced.
        const sweep = easeOutCubic(seg(s, wordAt(w.index) + 0.35, wordAt(w.index) + 0.8));
        const space = marked.has(w.index + 1) && words[w.index + 1]?.line === w.line ? size * 0.28 : 0;
        ctx.fillStyle = withAlpha(p.accentColor, 0.22);
        ctx.fillRect(x - size * 0.04, y - size * 0.32, (w.width + space + size * 0.08) * sweep, size * 0.4);
      }
      ctx.globalAlpha = t;
      ctx.fillStyle = marked.has(w.index) ? p.accentColor : p.textColor;
      ctx.fillText(w.text, x, y + (1 - t) * size * 0.4);
    }
    ctx.globalAlpha = 1;
    const done = wordAt(words.length) + 0.3;
    const ay = textTop + lineWidths.length * lh + 46 * u;
    const rule = easeOutExpo(seg(s, done - 0.2, done + 0.5));
    ctx.fillStyle = p.accentColor;
    ctx.fillRect(x0, ay, 80 * u * rule, 4 * u);
    const r = 42 * u;
    const who = easeOutCubic(seg(s, done, done + 0.6));
    if (who > 0) {
      ctx.globalAlpha = who;
      const cy = ay + 34 * u + r;
      ctx.strokeStyle = p.accentColor;
      ctx.lineWidth = 3 * u;
      ctx.beginPath();
      ctx.arc(x0 + r, cy, r + 5 * u, 0, Math.PI * 2);
      ctx.stroke();
      drawAvatar(ctx, io.image(p.portrait || undefined), p.author, x0 + r, cy, r, mix(p.backgroundColor, p.textColor, 0.18), p.accentColor, p.textColor, p.bodyFont);
      const tx = x0 + r * 2 + 28 * u + (1 - who) * 24 * u;
      setFont(ctx, p.bodyFont, 700, 38 * u);
      ctx.fillStyle = p.textColor;
      ctx.fillText(p.author, tx, cy - (p.role ? 4 * u : -12 * u));
      if (p.role) {
        setFont(ctx, p.bodyFont, 500, 28 * u);
        ctx.fillStyle = withAlpha(p.textColor, 0.65);
        ctx.fillText(p.role, tx, cy + 34 * u);
      }
      ctx.globalAlpha = 1;
    }
    ctx.restore();
  },
});

/** A drawn product when no picture is given: a drink bottle with a cap, a label and a sheen. */
function drawBottle(ctx: SKRSContext2D, cx: number, baseY: number, h: number, body: string, label: string, name: string, font: string, fontWeight: number) {
  const bw = h * 0.34;
  const bodyTop = baseY - h * 0.78, neckTop = baseY - h * 0.9, capTop = baseY - h;
  const neckW = bw * 0.58;
  const shade = ctx.createLinearGradient(cx - bw / 2, 0, cx + bw / 2, 0);
  shade.addColorStop(0, mix(body, '#000000', 0.45));
  shade.addColorStop(0.28, mix(body, '#ffffff', 0.22));
  shade.addColorStop(0.6, body);
  shade.addColorStop(1, mix(body, '#000000', 0.55));
  ctx.fillStyle = shade;
  ctx.beginPath();
  ctx.moveTo(cx - neckW / 2, neckTop);
  ctx.lineTo(cx + neckW / 2, neckTop);
  ctx.bezierCurveTo(cx + neckW / 2, bodyTop - h * 0.02, cx + bw / 2, bodyTop - h * 0.03, cx + bw / 2, bodyTop + h * 0.06);
  ctx.lineTo(cx + bw / 2, baseY - bw * 0.16);
  ctx.quadraticCurveTo(cx + bw / 2, baseY, cx + bw / 2 - bw * 0.16, baseY);
  ctx.lineTo(cx - bw / 2 + bw * 0.16, baseY);
  ctx.quadraticCurveTo(cx - bw / 2, baseY, cx - bw / 2, baseY - bw * 0.16);
  ctx.lineTo(cx - bw / 2, bodyTop + h * 0.06);
  ctx.bezierCurveTo(cx - bw / 2, bodyTop - h * 0.03, cx - neckW / 2, bodyTop - h * 0.02, cx - neckW / 2, neckTop);
  ctx.closePath();
  ctx.fill();
  const capW = neckW * 1.12;
  const cap = ctx.createLinearGradient(cx - capW / 2, 0, cx + capW / 2, 0);
  cap.addColorStop(0, '#1b1d24');
  cap.addColorStop(0.3, '#5a5f6e');
  cap.addColorStop(1, '#111318');
  ctx.fillStyle = cap;
  roundRect(ctx, cx - capW / 2, capTop, capW, neckTop - capTop + h * 0.01, h * 0.015);
  ctx.fill();
  ctx.strokeStyle = 'rgba(255,255,255,0.12)';
  ctx.lineWidth = Math.max(1, h * 0.003);
  for (let k = 1; k < 8; k++) {
    const x = cx - capW / 2 + (capW * k) / 8;
    ctx.beginPath();
    ctx.moveTo(x, capTop + h * 0.012);
    ctx.lineTo(x, neckTop - h * 0.005);
    ctx.stroke();
  }
  const bandTop = baseY - h * 0.52, bandH = h * 0.24;
  const band = ctx.createLinearGradient(cx - bw / 2, 0, cx + bw / 2, 0);
  band.addColorStop(0, mix(label, '#000000', 0.35));
  band.addColorStop(0.3, mix(label, '#ffffff', 0.15));
  band.addColorStop(1, mix(label, '#000000', 0.4));
  ctx.fillStyle = band;
  ctx.fillRect(cx - bw / 2, bandTop, bw, bandH);
  const word = (name.split(/\s+/)[0] ?? name).toUpperCase();
  const { size } = fitText(ctx, word, font, fontWeight, bw * 0.8, bandH * 0.5, 1, 6);
  setFont(ctx, font, fontWeight, size);
  ctx.fillStyle = readableOn(label);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(word, cx, bandTop + bandH / 2);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'alphabetic';
  ctx.fillStyle = 'rgba(255,255,255,0.28)';
  roundRect(ctx, cx - bw * 0.3, bodyTop + h * 0.05, bw * 0.07, h * 0.62, bw * 0.035);
  ctx.fill();
}

export const productShowcase = defineComponent({
  id: 'product-showcase',
  name: 'Product showcase',
  description: 'A product rises onto a lit pedestal under turning light rays and floats there, while its name, a tagline, ticked selling points, the price and a call-to-action build up beside it.',
  category: 'scenes',
  kind: 'scene',
  version: '1.0.0',
  propSchema: Type.Object({
    productName: Type.String({ minLength: 1, maxLength: 60 }),
    tagline: Type.String({ maxLength: 140 }),
    features: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { maxItems: 4, description: 'selling points, ticked off one by one' }),
    price: Type.String({ maxLength: 20 }),
    cta: Type.String({ maxLength: 30 }),
    badge: Type.String({ maxLength: 16, description: 'small label above the name (empty for none)' }),
    image: Type.String({ maxLength: 2048, description: 'product cut-out, ideally a PNG with transparency (empty: a drawn bottle in the brand colours)' }),
    backgroundColor: color('background'),
    primaryColor: color('spotlight, product and call-to-action'),
    accentColor: color('badge, ticks and label'),
    textColor: color('text'),
    headingFont: family,
    headingWeight: weight,
    bodyFont: family,
  }, { additionalProperties: false }),
  propDefaults: {
    productName: 'Aero Bottle', tagline: 'Keeps drinks cold for 24 hours and weighs next to nothing.',
    features: ['Double-wall steel', 'Leak-proof flip lid', 'Recycled packaging'],
    price: '$39', cta: 'Shop now', badge: 'NEW', image: '',
    backgroundColor: '#0c1022', primaryColor: '#5b5bf6', accentColor: '#ffb020', textColor: '#ffffff', headingFont: 'Montserrat', headingWeight: 800, bodyFont: 'Inter',
  },
  durationInFrames: 180,
  textParam: 'productName',
  subtextParam: 'tagline',
  tier: 'recommended',
  useCase: ['full-scene', 'explainer', 'social-cut'],
  mood: ['premium', 'commercial', 'confident', 'polished'],
  tags: ['product', 'showcase', 'ecommerce', 'pedestal', 'features', 'price', 'ad', 'launch'],
  intent: 'Present one product with its key benefits and price, ready to sell.',
  useWhen: 'Product ads, launch spots, shop reels and catalog videos; one product per scene with a cut-out picture.',
  pairsWith: ['rotating-badge', 'price-tag', 'zoom-punch', 'lens-flare'],
  avoidWith: ['quote-scene', 'news-ticker', 'film-grain'],
  brandBindings: [
    { param: 'backgroundColor', brandToken: 'colors.background' }, { param: 'primaryColor', brandToken: 'colors.primary' }, { param: 'accentColor', brandToken: 'colors.accent' },
    { param: 'textColor', brandToken: 'colors.text' }, { param: 'headingFont', brandToken: 'fonts.heading' }, { param: 'headingWeight', brandToken: 'fonts.heading.weight' }, { param: 'bodyFont', brandToken: 'fonts.body' },
  ],
  fontParams: [{ family: 'headingFont', weight: 'headingWeight', weights: [700] }, { family: 'bodyFont', weights: [500, 600] }],
  imageParams: ['image'],
  warnings: ['A product photo with its own background shows as a rectangle on the pedestal: use a cut-out with transparency.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Launch pre-order in red', props: { productName: 'Pulse Energy', tagline: 'Zero sugar, natural caffeine, real fruit.', features: ['80 mg green-tea caffeine', 'Only 10 calories'], price: '€2.49', cta: 'Pre-order', badge: 'LAUNCH', primaryColor: '#dc2626', accentColor: '#fde047' } },
    { title: 'Green drink bottle, no badge', props: { productName: 'Matcha Cold Brew', tagline: 'Stone-ground, unsweetened, ready to drink.', features: ['Organic Uji matcha', 'Only 12 calories', 'Plastic-free glass'], price: '$4.50', cta: 'Find a store', badge: '', primaryColor: '#3f9142', accentColor: '#f4e3b2' } },
  ],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const tall = H > W;
    const cx = tall ? W * 0.5 : W * 0.7;
    const floorY = tall ? H * 0.5 : H * 0.8;
    ctx.fillStyle = p.backgroundColor;
    ctx.fillRect(0, 0, W, H);
    const spot = ctx.createRadialGradient(cx, floorY - H * 0.25, 0, cx, floorY - H * 0.25, Math.max(W, H) * 0.6);
    spot.addColorStop(0, withAlpha(p.primaryColor, 0.55));
    spot.addColorStop(0.5, withAlpha(p.primaryColor, 0.12));
    spot.addColorStop(1, withAlpha(p.primaryColor, 0));
    ctx.fillStyle = spot;
    ctx.fillRect(0, 0, W, H);
    // Light rays turn slowly behind the product.
    const rays = easeOutCubic(seg(s, 0.2, 1.2));
    ctx.save();
    ctx.translate(cx, floorY - H * 0.28);
    ctx.rotate(s * 0.12);
    ctx.fillStyle = withAlpha(p.textColor, 0.04 * rays);
    const R = Math.max(W, H);
    for (let k = 0; k < 12; k++) {
      const a = (k / 12) * Math.PI * 2;
      ctx.beginPath();
      ctx.moveTo(0, 0);
      ctx.arc(0, 0, R, a, a + 0.16);
      ctx.closePath();
      ctx.fill();
    }
    ctx.restore();
    const floor = ctx.createLinearGradient(0, floorY - H * 0.05, 0, H);
    floor.addColorStop(0, withAlpha('#000000', 0));
    floor.addColorStop(1, withAlpha('#000000', 0.45));
    ctx.fillStyle = floor;
    ctx.fillRect(0, floorY - H * 0.05, W, H);
    // The pedestal rises into place.
    const pw = tall ? W * 0.6 : W * 0.28;
    const ry = pw * 0.12, side = pw * 0.1;
    const rise = easeOutExpo(seg(s, -0.3, 0.6));
    const py = floorY - side + (1 - rise) * H * 0.4;
    ctx.fillStyle = mix(p.backgroundColor, p.primaryColor, 0.35);
    ctx.beginPath();
    ctx.ellipse(cx, py + side, pw / 2, ry, 0, 0, Math.PI);
    ctx.lineTo(cx - pw / 2, py);
    ctx.ellipse(cx, py, pw / 2, ry, 0, Math.PI, 0, true);
    ctx.closePath();
    const sideShade = ctx.createLinearGradient(cx - pw / 2, 0, cx + pw / 2, 0);
    sideShade.addColorStop(0, mix(p.backgroundColor, p.primaryColor, 0.15));
    sideShade.addColorStop(0.35, mix(p.backgroundColor, p.primaryColor, 0.5));
    sideShade.addColorStop(1, mix(p.backgroundColor, '#000000', 0.3));
    ctx.fillStyle = sideShade;
    ctx.fill();
    const topFace = ctx.createLinearGradient(0, py - ry, 0, py + ry);
    topFace.addColorStop(0, mix(p.backgroundColor, '#ffffff', 0.2));
    topFace.addColorStop(1, mix(p.backgroundColor, p.primaryColor, 0.3));
    ctx.fillStyle = topFace;
    ctx.beginPath();
    ctx.ellipse(cx, py, pw / 2, ry, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.strokeStyle = p.accentColor;
    ctx.lineWidth = 3 * u;
    ctx.shadowColor = p.accentColor;
    ctx.shadowBlur = 18 * u;
    ctx.globalAlpha = rise;
    ctx.beginPath();
    ctx.ellipse(cx, py, pw / 2 - 2 * u, ry - 2 * u, 0, 0, Math.PI * 2);
    ctx.stroke();
    ctx.shadowColor = 'transparent';
    ctx.globalAlpha = 1;
    // The product springs up onto the pedestal, then floats gently above it.
    const ph = tall ? H * 0.34 : H * 0.56;
    const appear = easeOutBack(seg(s, 0.25, 1.0), 1.4);
    const float = Math.sin((s - 1) * 1.9) * 8 * u * clamp(s - 1);
    const lift = 14 * u + float;
    ctx.fillStyle = `rgba(0,0,0,${0.45 * clamp(appear)})`;
    ctx.beginPath();
    ctx.ellipse(cx, py, ph * 0.2 * (1 - float / (60 * u)), ry * 0.35, 0, 0, Math.PI * 2);
    ctx.fill();
    if (appear > 0) {
      ctx.save();
      ctx.globalAlpha = clamp(appear * 1.5);
      ctx.translate(cx, py - lift + (1 - appear) * ph * 0.3);
      ctx.scale(0.7 + 0.3 * appear, 0.7 + 0.3 * appear);
      const img = io.image(p.image || undefined);
      if (img) drawContain(ctx, img, -ph * 0.45, -ph, ph * 0.9, ph);
      else drawBottle(ctx, 0, 0, ph, p.primaryColor, p.accentColor, p.productName, p.headingFont, p.headingWeight);
      ctx.restore();
    }
    // The copy column builds up beside (or, in portrait frames, under) the product.
    const x0 = W * 0.08;
    const colW = tall ? W * 0.84 : W * 0.44;
    const nameFit = fitText(ctx, p.productName, p.headingFont, p.headingWeight, colW, (tall ? 96 : 112) * u, 2);
    const tagSize = 34 * u, featSize = 32 * u;
    setFont(ctx, p.bodyFont, 500, tagSize);
    const tagLines = p.tagline ? wrapText(ctx, p.tagline, colW).slice(0, 3) : [];
    const badgeH = p.badge ? 48 * u : 0;
    const blockH = (badgeH ? badgeH + 26 * u : 0) + nameFit.lines.length * nameFit.size * 1.04 + (tagLines.length ? 18 * u + tagLines.length * tagSize * 1.4 : 0) + (p.features.length ? 30 * u + p.features.length * featSize * 1.75 : 0) + (p.price || p.cta ? 40 * u + 84 * u : 0);
    let y = tall ? H * 0.6 : H / 2 - blockH / 2;
    if (p.badge) {
      const pop = easeOutBack(seg(s, -0.1, 0.4), 2);
      setFont(ctx, p.headingFont, 700, 24 * u);
      const bw = ctx.measureText(p.badge).width + 40 * u;
      ctx.save();
      ctx.translate(x0 + bw / 2, y + badgeH / 2);
      ctx.scale(Math.max(0.001, pop), Math.max(0.001, pop));
      ctx.fillStyle = p.accentColor;
      roundRect(ctx, -bw / 2, -badgeH / 2, bw, badgeH, badgeH / 2);
      ctx.fill();
      ctx.fillStyle = readableOn(p.accentColor);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(p.badge, 0, 1 * u);
      ctx.restore();
      ctx.textAlign = 'left';
      ctx.textBaseline = 'alphabetic';
      y += badgeH + 26 * u;
    }
    const nameIn = easeOutExpo(seg(s, 0.35, 1.0));
    ctx.save();
    ctx.beginPath();
    ctx.rect(0, y, W, nameFit.lines.length * nameFit.size * 1.04 + nameFit.size * 0.3);
    ctx.clip();
    setFont(ctx, p.headingFont, p.headingWeight, nameFit.size);
    ctx.fillStyle = p.textColor;
    nameFit.lines.forEach((l, i) => ctx.fillText(l, x0, y + (i + 0.86) * nameFit.size * 1.04 + (1 - nameIn) * nameFit.size * 1.6));
    ctx.restore();
    y += nameFit.lines.length * nameFit.size * 1.04;
    if (tagLines.length) {
      y += 18 * u;
      const a = easeOutCubic(seg(s, 0.7, 1.3));
      setFont(ctx, p.bodyFont, 500, tagSize);
      ctx.fillStyle = withAlpha(p.textColor, 0.78 * a);
      tagLines.forEach((l, i) => ctx.fillText(l, x0, y + (i + 1) * tagSize * 1.4 - tagSize * 0.3 + (1 - a) * 12 * u));
      y += tagLines.length * tagSize * 1.4;
    }
    if (p.features.length) {
      y += 30 * u;
      p.features.forEach((feat, i) => {
        const t = easeOutBack(seg(s, 1.1 + i * 0.25, 1.5 + i * 0.25), 1.8);
        const rowY = y + i * featSize * 1.75 + featSize * 0.7;
        if (t <= 0) return;
        const r = featSize * 0.5;
        ctx.save();
        ctx.translate(x0 + r, rowY);
        ctx.scale(Math.max(0.01, t), Math.max(0.01, t));
        ctx.fillStyle = p.accentColor;
        ctx.beginPath();
        ctx.arc(0, 0, r, 0, Math.PI * 2);
        ctx.fill();
        ctx.strokeStyle = readableOn(p.accentColor);
        ctx.lineWidth = r * 0.28;
        ctx.lineCap = 'round';
        ctx.lineJoin = 'round';
        ctx.beginPath();
        ctx.moveTo(-r * 0.45, 0);
        ctx.lineTo(-r * 0.1, r * 0.35);
        ctx.lineTo(r * 0.5, -r * 0.35);
        ctx.stroke();
        ctx.restore();
        setFont(ctx, p.bodyFont, 600, featSize);
        ctx.fillStyle = withAlpha(p.textColor, clamp(t));
        ctx.textBaseline = 'middle';
        ctx.fillText(feat, x0 + r * 2 + 18 * u + (1 - clamp(t)) * 20 * u, rowY + 1 * u);
        ctx.textBaseline = 'alphabetic';
      });
      y += p.features.length * featSize * 1.75;
    }
    if (p.price || p.cta) {
      y += 40 * u;
      const rowH = 84 * u;
      let x = x0;
      if (p.price) {
        const a = easeOutBack(seg(s, 1.9, 2.3), 2);
        setFont(ctx, p.headingFont, p.headingWeight, 76 * u);
        if (a > 0) {
          ctx.save();
          ctx.translate(x, y + rowH * 0.78);
          ctx.scale(a, a);
          ctx.fillStyle = p.textColor;
          ctx.fillText(p.price, 0, 0);
          ctx.restore();
        }
        x += ctx.measureText(p.price).width + 36 * u;
      }
      const a = easeOutBack(seg(s, 2.15, 2.6), 1.8);
      if (p.cta && a > 0) {
        setFont(ctx, p.headingFont, 700, 30 * u);
        const arrow = 26 * u;
        const bw = ctx.measureText(p.cta).width + 64 * u + arrow + 16 * u, bh = 70 * u;
        ctx.save();
        ctx.translate(x + bw / 2, y + rowH / 2 + 4 * u);
        ctx.scale(a, a);
        ctx.fillStyle = p.primaryColor;
        ctx.shadowColor = withAlpha(p.primaryColor, 0.6);
        ctx.shadowBlur = 24 * u;
        roundRect(ctx, -bw / 2, -bh / 2, bw, bh, bh / 2);
        ctx.fill();
        ctx.shadowColor = 'transparent';
        const ink = readableOn(p.primaryColor);
        ctx.fillStyle = ink;
        ctx.textBaseline = 'middle';
        ctx.fillText(p.cta, -bw / 2 + 32 * u, 1 * u);
        const ax = bw / 2 - 30 * u + Math.sin(s * 5) * 3 * u * clamp(s - 2.6);
        ctx.strokeStyle = ink;
        ctx.lineWidth = 4 * u;
        ctx.lineCap = 'round';
        ctx.beginPath();
        ctx.moveTo(ax - arrow * 0.8, 0);
        ctx.lineTo(ax, 0);
        ctx.moveTo(ax - arrow * 0.35, -arrow * 0.35);
        ctx.lineTo(ax, 0);
        ctx.lineTo(ax - arrow * 0.35, arrow * 0.35);
        ctx.stroke();
        ctx.restore();
        ctx.textBaseline = 'alphabetic';
      }
    }
  },
});
