/** Layouts that present a screen inside a device: a phone beside feature copy, an opening laptop. */
import { Type } from '@sinclair/typebox';
import type { SKRSContext2D } from '@napi-rs/canvas';
import { defineComponent } from '../../sdk.ts';
import { clamp, drawCover, easeInOutCubic, easeOutBack, easeOutCubic, easeOutExpo, fitText, readableOn, roundRect, seg, setFont, unit, wrapText } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, fontFamily, fontWeight, imageSource } from '../prop-types.ts';
import { appScreen, webPage, type ArtPalette } from './artwork.ts';

/** A soft disc of light behind a device, so it sits on any backdrop. */
function glowBehind(ctx: SKRSContext2D, x: number, y: number, r: number, colour: string, alpha: number) {
  const g = ctx.createRadialGradient(x, y, 0, x, y, r);
  g.addColorStop(0, withAlpha(colour, 0.55 * alpha));
  g.addColorStop(0.6, withAlpha(colour, 0.18 * alpha));
  g.addColorStop(1, withAlpha(colour, 0));
  ctx.fillStyle = g;
  ctx.fillRect(x - r, y - r, r * 2, r * 2);
}

export const phoneMockup = defineComponent({
  id: 'phone-mockup',
  name: 'Phone mockup',
  description: 'A modern smartphone rises in at a slight tilt with its screen scrolling through an app, beside a headline, a line of copy and a call-to-action pill.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    screenImage: imageSource('screenshot shown on the phone, portrait (empty: a sample app screen in brand colours)'),
    title: Type.String({ maxLength: 80, description: 'headline beside the phone' }),
    body: Type.String({ maxLength: 200 }),
    buttonLabel: Type.String({ maxLength: 30, description: 'call-to-action pill under the copy (empty: none)' }),
    phoneSide: Type.Union([Type.Literal('left'), Type.Literal('right'), Type.Literal('center')], { description: 'center shows the phone alone' }),
    tilt: Type.Number({ minimum: -15, maximum: 15, description: 'final tilt of the phone in degrees' }),
    scroll: Type.Boolean({ description: 'scroll the screen content once the phone has landed' }),
    frameColor: color('phone body'),
    accentColor: color('glow, rule and button'),
    textColor: color('copy colour'),
    headingFont: fontFamily(),
    headingWeight: fontWeight(),
    bodyFont: fontFamily(),
  }, { additionalProperties: false }),
  propDefaults: { screenImage: '', title: 'Your numbers, in your pocket', body: 'Live revenue, orders and alerts the moment they happen.', buttonLabel: 'Get the app', phoneSide: 'right', tilt: -6, scroll: true, frameColor: '#17181f', accentColor: '#5b5bf6', textColor: '#ffffff', headingFont: 'Montserrat', headingWeight: 800, bodyFont: 'Inter' },
  durationInFrames: 150,
  textParam: 'title',
  subtextParam: 'body',
  tier: 'recommended',
  useCase: ['explainer', 'full-scene', 'social-cut'],
  mood: ['modern', 'sleek', 'product'],
  tags: ['phone', 'mobile', 'app', 'device', 'mockup', 'smartphone', 'screen'],
  intent: 'Present an app or a mobile screen as a product, with the pitch beside it.',
  useWhen: 'App launches, mobile features, social posts seen on a phone, onboarding walkthroughs.',
  pairsWith: ['mesh-gradient', 'aurora', 'notification-toast', 'like-burst', 'rating-stars'],
  avoidWith: ['laptop-mockup', 'picture-in-picture'],
  brandBindings: [{ param: 'accentColor', brandToken: 'colors.primary' }, { param: 'textColor', brandToken: 'colors.text' }, { param: 'headingFont', brandToken: 'fonts.heading' }, { param: 'headingWeight', brandToken: 'fonts.heading.weight' }, { param: 'bodyFont', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'headingFont', weight: 'headingWeight' }, { family: 'bodyFont', weights: [400, 700] }],
  imageParams: ['screenImage'],
  examples: [
    { title: 'Phone on the left, no button', props: { phoneSide: 'left', tilt: 6, title: 'Order in two taps', body: 'Saved carts and one-tap checkout.', buttonLabel: '' } },
    { title: 'Phone alone, upright', props: { phoneSide: 'center', tilt: 0, scroll: false } },
  ],
  fixedCopy: ['Overview', 'This week', '$12,480', '8,310', '+24%'],
  warnings: ['Without screenImage the phone shows a sample app with made-up figures (fixedCopy): give a real screenshot for anything factual.', 'Screenshots should be portrait (about 9:19.5); other shapes are centre-cropped to the screen.', 'In portrait output the copy moves under the phone and phoneSide is ignored.'],
  draw(ctx, f, p, brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const palette: ArtPalette = [p.accentColor, brand['colors.secondary'], brand['colors.accent']];
    const hasCopy = Boolean(p.title || p.body || p.buttonLabel);
    const alone = p.phoneSide === 'center' || !hasCopy;
    // Tall frames have no room beside the phone: the copy goes under it instead.
    const stacked = !alone && H > W * 1.15;
    const ph = stacked ? Math.min(H * 0.56, W * 1.2) : Math.min(H * 0.84, W * 1.4), pw = ph * 0.485;
    const px = alone || stacked ? W / 2 : p.phoneSide === 'right' ? W * 0.7 : W * 0.3;
    const rise = easeOutExpo(seg(s, -0.15, 1.0));
    const settle = easeOutBack(seg(s, 0.1, 1.2), 1.4);
    const restY = stacked ? H * 0.05 + ph / 2 : H / 2;
    const py = restY + (1 - rise) * H * 0.7;
    glowBehind(ctx, px, restY, ph * 0.75, p.accentColor, rise);

    ctx.save();
    ctx.translate(px, py);
    ctx.rotate(((p.tilt + (1 - settle) * (p.tilt >= 0 ? 14 : -14)) * Math.PI) / 180);
    const r = pw * 0.15;
    ctx.shadowColor = 'rgba(0,0,0,0.5)';
    ctx.shadowBlur = 70 * u;
    ctx.shadowOffsetY = 30 * u;
    ctx.fillStyle = p.frameColor;
    roundRect(ctx, -pw / 2, -ph / 2, pw, ph, r);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.strokeStyle = mix(p.frameColor, '#ffffff', 0.35);
    ctx.lineWidth = 3 * u;
    ctx.stroke();
    ctx.fillStyle = mix(p.frameColor, '#ffffff', 0.2);
    ctx.fillRect(-pw / 2 - 5 * u, -ph * 0.28, 5 * u, ph * 0.07);
    ctx.fillRect(-pw / 2 - 5 * u, -ph * 0.18, 5 * u, ph * 0.07);
    ctx.fillRect(pw / 2, -ph * 0.24, 5 * u, ph * 0.11);
    const bezel = pw * 0.035;
    const sx = -pw / 2 + bezel, sy = -ph / 2 + bezel, sw = pw - bezel * 2, sh = ph - bezel * 2;
    ctx.save();
    roundRect(ctx, sx, sy, sw, sh, r - bezel);
    ctx.clip();
    const img = io.image(p.screenImage || undefined);
    if (img) drawCover(ctx, img, sx, sy, sw, sh);
    else appScreen(ctx, sx, sy, sw, sh, palette, p.scroll ? 420 * easeInOutCubic(seg(s, 1.4, 4.2)) : 0);
    const glare = ctx.createLinearGradient(sx, sy, sx + sw, sy + sh * 0.6);
    glare.addColorStop(0, 'rgba(255,255,255,0.16)');
    glare.addColorStop(0.45, 'rgba(255,255,255,0.04)');
    glare.addColorStop(0.46, 'rgba(255,255,255,0)');
    ctx.fillStyle = glare;
    ctx.fillRect(sx, sy, sw, sh);
    ctx.restore();
    ctx.fillStyle = '#05060a';
    roundRect(ctx, -pw * 0.15, sy + ph * 0.018, pw * 0.3, ph * 0.036, ph * 0.018);
    ctx.fill();
    ctx.restore();

    if (alone) return;
    const textLeft = p.phoneSide === 'right';
    const colW = stacked ? W * 0.84 : W * 0.4;
    const colX = stacked ? W / 2 : textLeft ? W * 0.08 : W * 0.5;
    // Side copy slides in from the phone's side; stacked copy rises.
    const slideX = stacked ? 0 : textLeft ? -1 : 1;
    const { size, lines } = p.title ? fitText(ctx, p.title, p.headingFont, p.headingWeight, colW, 88 * u, 3) : { size: 60 * u, lines: [] as string[] };
    const bodySize = Math.max(18 * u, Math.min(34 * u, size * 0.42));
    setFont(ctx, p.bodyFont, 400, bodySize);
    const bodyLines = p.body ? wrapText(ctx, p.body, colW).slice(0, 4) : [];
    const buttonH = p.buttonLabel ? bodySize * 2.6 : 0;
    const blockH = 30 * u + lines.length * size * 1.1 + (bodyLines.length ? size * 0.35 + bodyLines.length * bodySize * 1.45 : 0) + (buttonH ? bodySize * 1.4 + buttonH : 0);
    const top = stacked ? H * 0.05 + ph + 60 * u : H / 2 - blockH / 2;
    let y = stacked ? top + Math.max(0, (H - top - blockH) / 2 - 40 * u) : top;
    ctx.textAlign = stacked ? 'center' : 'left';
    const ruleA = easeOutCubic(seg(s, 0.3, 0.9));
    ctx.fillStyle = p.accentColor;
    roundRect(ctx, stacked ? colX - 45 * u * ruleA : colX, y, 90 * u * ruleA, 8 * u, 4 * u);
    ctx.fill();
    y += 30 * u;
    setFont(ctx, p.headingFont, p.headingWeight, size);
    ctx.fillStyle = p.textColor;
    lines.forEach((line, i) => {
      const a = easeOutCubic(seg(s, 0.35 + i * 0.12, 0.95 + i * 0.12));
      ctx.globalAlpha = a;
      ctx.fillText(line, colX + slideX * (1 - a) * 40 * u, y + size * 0.92 + (stacked ? (1 - a) * 30 * u : 0));
      y += size * 1.1;
    });
    y += size * 0.35;
    const bodyA = easeOutCubic(seg(s, 0.8, 1.4));
    ctx.globalAlpha = bodyA * 0.85;
    setFont(ctx, p.bodyFont, 400, bodySize);
    for (const line of bodyLines) { ctx.fillText(line, colX, y + bodySize + (1 - bodyA) * 14 * u); y += bodySize * 1.45; }
    ctx.globalAlpha = 1;
    ctx.textAlign = 'left';
    if (p.buttonLabel) {
      y += bodySize * 1.4;
      const k = easeOutBack(seg(s, 1.2, 1.8), 1.8);
      setFont(ctx, p.bodyFont, 700, bodySize);
      const bw = ctx.measureText(p.buttonLabel).width + bodySize * 2.4;
      ctx.save();
      ctx.translate(stacked ? colX : colX + bw / 2, y + buttonH / 2);
      ctx.scale(clamp(k, 0, 1.2), clamp(k, 0, 1.2));
      ctx.fillStyle = p.accentColor;
      roundRect(ctx, -bw / 2, -buttonH / 2, bw, buttonH, buttonH / 2);
      ctx.fill();
      ctx.fillStyle = readableOn(p.accentColor);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(p.buttonLabel, 0, 2 * u);
      ctx.restore();
    }
  },
});

export const laptopMockup = defineComponent({
  id: 'laptop-mockup',
  name: 'Laptop mockup',
  description: 'A laptop opens its lid, the screen lights up on a web page (or your screenshot) that scrolls gently, with an optional caption beneath.',
  category: 'layouts',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    screenImage: imageSource('screenshot shown on the laptop, landscape 16:10 (empty: a sample landing page in brand colours)'),
    headline: Type.String({ maxLength: 60, description: 'hero headline of the sample page' }),
    url: Type.String({ maxLength: 60, description: 'address shown in the browser bar of the sample page' }),
    caption: Type.String({ maxLength: 80, description: 'line under the laptop (empty: none)' }),
    scroll: Type.Boolean({ description: 'scroll the page once the screen is on' }),
    frameColor: color('lid and deck'),
    accentColor: color('glow and page accents'),
    captionColor: color('caption colour'),
    fontFamily: fontFamily(),
  }, { additionalProperties: false }),
  propDefaults: { screenImage: '', headline: 'Render video at the speed of your ideas', url: 'framefleet.dev', caption: 'Now on the web', scroll: true, frameColor: '#2a2c35', accentColor: '#5b5bf6', captionColor: '#ffffff', fontFamily: 'Inter' },
  durationInFrames: 180,
  textParam: 'headline',
  subtextParam: 'caption',
  tier: 'recommended',
  useCase: ['explainer', 'full-scene', 'intro'],
  mood: ['professional', 'product', 'clean'],
  tags: ['laptop', 'desktop', 'website', 'saas', 'device', 'mockup', 'screen', 'browser'],
  intent: 'Show a website or desktop product on a device, as the product shot of a software pitch.',
  useWhen: 'SaaS demos, website launches, dashboards, course platforms, portfolio pieces.',
  pairsWith: ['grid-glow', 'mesh-gradient', 'search-typing', 'callout-arrow', 'product-showcase'],
  avoidWith: ['phone-mockup'],
  brandBindings: [{ param: 'accentColor', brandToken: 'colors.primary' }, { param: 'captionColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [600] }],
  imageParams: ['screenImage'],
  examples: [
    { title: 'Dashboard screenshot slot, still page', props: { headline: 'Every render, one dashboard', url: 'app.framefleet.dev/renders', caption: 'Watch the farm work', scroll: false } },
    { title: 'Silver laptop, no caption', props: { frameColor: '#c9ccd6', caption: '', accentColor: '#12b5cb' } },
  ],
  fixedCopy: ['3.2×', '47 ms', '99.9%'],
  warnings: ['Without screenImage the laptop shows a sample landing page with made-up figures (fixedCopy): give a real screenshot for anything factual.', 'The headline of the sample page is drawn small; the caption carries the message at a distance.'],
  draw(ctx, f, p, brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const palette: ArtPalette = [p.accentColor, brand['colors.secondary'], brand['colors.accent']];
    const captionSpace = p.caption ? 110 * u : 0;
    const lw = Math.min(W * (W >= H ? 0.66 : 0.8), (H * 0.8 - captionSpace) / 0.68);
    const lh = lw * 0.64;
    const deckH = lw * 0.035;
    const total = lh + deckH + captionSpace;
    const top = H / 2 - total / 2;
    const hingeY = top + lh;
    const cx = W / 2;
    const enter = easeOutExpo(seg(s, -0.2, 0.8));
    const lift = (1 - enter) * H * 0.25;
    const open = easeInOutCubic(seg(s, 0.15, 1.2));
    glowBehind(ctx, cx, hingeY - lh * 0.5, lw * 0.75, p.accentColor, open);

    ctx.save();
    ctx.translate(0, lift);
    ctx.globalAlpha = clamp(enter * 1.5);
    ctx.fillStyle = 'rgba(0,0,0,0.35)';
    ctx.filter = `blur(${Math.round(18 * u)}px)`;
    ctx.beginPath();
    ctx.ellipse(cx, hingeY + deckH * 1.2, lw * 0.6, deckH * 1.4, 0, 0, Math.PI * 2);
    ctx.fill();
    ctx.filter = 'none';
    // The lid folds up from the hinge: its height grows from a sliver to full as it opens.
    const lidH = lh * (0.06 + 0.94 * open);
    const lidTop = hingeY - lidH;
    ctx.fillStyle = open < 0.5 ? mix(p.frameColor, '#000000', 0.15) : p.frameColor;
    roundRect(ctx, cx - lw / 2, lidTop, lw, lidH, Math.min(lidH / 2, 22 * u));
    ctx.fill();
    ctx.strokeStyle = mix(p.frameColor, '#ffffff', 0.3);
    ctx.lineWidth = 2 * u;
    ctx.stroke();
    if (open > 0.2) {
      const bz = lw * 0.025;
      const sx = cx - lw / 2 + bz, sy = lidTop + bz * (lidH / lh) * 1.2, sw = lw - bz * 2, sh = lidH - bz * (lidH / lh) * 2.2;
      ctx.fillStyle = '#07080c';
      ctx.fillRect(sx, sy, sw, sh);
      const power = easeOutCubic(seg(s, 1.0, 1.6));
      if (power > 0) {
        ctx.save();
        ctx.beginPath();
        ctx.rect(sx, sy, sw, sh);
        ctx.clip();
        ctx.globalAlpha *= power;
        ctx.translate(sx, sy);
        ctx.scale(1, sh / (lh - bz * 2.2));
        const fullH = lh - bz * 2.2;
        const img = io.image(p.screenImage || undefined);
        if (img) drawCover(ctx, img, 0, 0, sw, fullH);
        else webPage(ctx, 0, 0, sw, fullH, palette, p.headline, p.url, p.scroll ? 300 * easeInOutCubic(seg(s, 2.4, 5.4)) : 0);
        ctx.restore();
        const glare = ctx.createLinearGradient(sx, sy, sx + sw * 0.7, sy + sh);
        glare.addColorStop(0, 'rgba(255,255,255,0.10)');
        glare.addColorStop(0.5, 'rgba(255,255,255,0.02)');
        glare.addColorStop(0.51, 'rgba(255,255,255,0)');
        ctx.fillStyle = glare;
        ctx.fillRect(sx, sy, sw, sh);
      }
      ctx.fillStyle = '#3a3d48';
      ctx.beginPath();
      ctx.arc(cx, lidTop + bz * 0.6 * (lidH / lh), 3 * u, 0, Math.PI * 2);
      ctx.fill();
    }
    const deckW = lw * 1.16;
    const deck = ctx.createLinearGradient(0, hingeY, 0, hingeY + deckH);
    deck.addColorStop(0, mix(p.frameColor, '#ffffff', 0.35));
    deck.addColorStop(1, mix(p.frameColor, '#000000', 0.35));
    ctx.fillStyle = deck;
    ctx.beginPath();
    ctx.moveTo(cx - deckW / 2, hingeY);
    ctx.lineTo(cx + deckW / 2, hingeY);
    ctx.lineTo(cx + deckW / 2 - deckH * 0.8, hingeY + deckH);
    ctx.lineTo(cx - deckW / 2 + deckH * 0.8, hingeY + deckH);
    ctx.closePath();
    ctx.fill();
    ctx.fillStyle = mix(p.frameColor, '#000000', 0.45);
    roundRect(ctx, cx - lw * 0.09, hingeY, lw * 0.18, deckH * 0.4, deckH * 0.2);
    ctx.fill();
    ctx.restore();

    if (p.caption) {
      const a = easeOutCubic(seg(s, 1.4, 2.0));
      setFont(ctx, p.fontFamily, 600, 46 * u);
      ctx.globalAlpha = a;
      ctx.fillStyle = p.captionColor;
      ctx.textAlign = 'center';
      ctx.fillText(p.caption, cx, hingeY + deckH + captionSpace * 0.75 + (1 - a) * 20 * u);
      ctx.textAlign = 'left';
      ctx.globalAlpha = 1;
    }
  },
});
