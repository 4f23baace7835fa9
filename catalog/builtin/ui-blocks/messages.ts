/** UI blocks of messaging interfaces: chat threads, notifications, a search box. */
import type { SKRSContext2D } from '@napi-rs/canvas';
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeInOutCubic, easeOutBack, easeOutCubic, ellipsize, readableOn, roundRect, seg, setFont, spring, unit, wrapText } from '../../draw.ts';
import { luminance, mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family } from '../prop-types.ts';
import { drawAvatar, drawMagnifier } from './parts.ts';

/** A chat bubble with a tail at its lower outer corner; the tail is filled as its own shape so
 *  its winding never cuts a notch out of the bubble. */
function fillBubble(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number, tail: 'left' | 'right' | 'none') {
  roundRect(ctx, x, y, w, h, r);
  ctx.fill();
  if (tail === 'none') return;
  // The tail casts no shadow of its own: it would fall across the bubble as a seam.
  ctx.shadowColor = 'transparent';
  const t = r * 0.5;
  const dir = tail === 'right' ? 1 : -1;
  const edge = tail === 'right' ? x + w : x;
  ctx.beginPath();
  ctx.moveTo(edge - dir * r * 0.9, y + h - r * 1.3);
  ctx.lineTo(edge - dir * r * 0.1, y + h - r * 1.1);
  ctx.quadraticCurveTo(edge, y + h - t * 0.2, edge + dir * t, y + h);
  ctx.quadraticCurveTo(edge - dir * t * 0.6, y + h + t * 0.1, edge - dir * r * 1.2, y + h - t * 0.2);
  ctx.closePath();
  ctx.fill();
}

export const chatBubbles = defineComponent({
  id: 'chat-bubbles',
  name: 'Chat bubbles',
  description: 'A messaging thread plays out: typing dots bounce, then each bubble springs in from its side and pushes the conversation up; the last sent message is marked Read.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    contactName: Type.String({ minLength: 1, maxLength: 40, description: 'the other person, shown on their avatar' }),
    messages: Type.Array(Type.Object({ from: Type.Union([Type.Literal('them'), Type.Literal('me')]), text: Type.String({ minLength: 1, maxLength: 160 }) }, { additionalProperties: false }), { minItems: 1, maxItems: 8 }),
    myColor: color('bubbles sent by me'),
    theirColor: color('bubbles from them'),
    theirTextColor: color('text in their bubbles'),
    showTyping: Type.Boolean({ description: 'typing dots before each of their messages' }),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: {
    contactName: 'Maya',
    messages: [
      { from: 'them', text: 'Is the launch video ready?' },
      { from: 'me', text: 'Rendering now: 48 scenes in parallel' },
      { from: 'them', text: 'Wait, already?' },
      { from: 'me', text: 'Done. The link is in your inbox' },
    ],
    myColor: '#2f7bf6', theirColor: '#e9e9ee', theirTextColor: '#141726', showTyping: true, fontFamily: 'Inter',
  },
  durationInFrames: 210,
  tier: 'recommended',
  useCase: ['social-cut', 'explainer', 'emphasis'],
  mood: ['conversational', 'friendly', 'relatable'],
  tags: ['chat', 'messages', 'sms', 'imessage', 'conversation', 'dialogue', 'texting'],
  intent: 'Tell a small story or a customer moment as a text conversation.',
  useWhen: 'Relatable setups ("when your client asks..."), customer support rescues, a happy customer\'s words told as messages: two to eight short lines.',
  pairsWith: ['notification-toast', 'phone-mockup', 'like-burst', 'mesh-gradient'],
  avoidWith: ['news-ticker', 'checklist'],
  brandBindings: [{ param: 'myColor', brandToken: 'colors.primary' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 600, 800] }],
  fixedCopy: ['Read'],
  warnings: ['Messages arrive evenly over about 80 % of the duration: give long threads more time (about a second per message).'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Support rescue', props: { contactName: 'Support', messages: [{ from: 'me', text: 'My export failed at 99%' }, { from: 'them', text: 'Fixed! Re-rendered it for you' }, { from: 'me', text: 'You are the best' }], myColor: '#16a34a' } },
    { title: 'Dark thread, no typing', props: { contactName: 'Sam', messages: [{ from: 'them', text: 'Which edit do we ship?' }, { from: 'me', text: 'The 15 second one' }], theirColor: '#2b2f3d', theirTextColor: '#ffffff', showTyping: false } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps, D = f.durationInFrames / f.fps;
    const n = p.messages.length;
    const colW = Math.min(W * 0.9, Math.max(W * 0.5, 1000 * u));
    const x0 = W / 2 - colW / 2;
    const size = 46 * u, lh = size * 1.28, padX = 38 * u, padY = 26 * u, gap = 20 * u, r = 38 * u;
    const avatarR = 34 * u;
    const maxBubbleW = colW * 0.78;
    // Already under way on the first frame: typing dots showing, or the first bubble arriving.
    const firstAt = p.showTyping && p.messages[0]!.from === 'them' ? 0.75 : 0.1;
    // Messages arrive evenly, the last by about 80 % of the duration, at most 1.6 s apart (a short
    // thread then holds on its last message).
    const interval = n > 1 ? clamp((D * 0.8 - firstAt) / (n - 1), 0.45, 1.6) : 1;
    const arriveAt = (i: number) => firstAt + i * interval;
    setFont(ctx, p.fontFamily, 500, size);
    const laid = p.messages.map((m) => {
      const lines = wrapText(ctx, m.text, maxBubbleW - padX * 2).slice(0, 4);
      const w = Math.max(...lines.map((l) => ctx.measureText(l).width)) + padX * 2;
      return { ...m, lines, w, h: lines.length * lh + padY * 2 - (lh - size) };
    });
    // Heights grow as each message arrives, so the thread is pushed up smoothly from the bottom.
    const bottom = H * 0.84;
    let y = bottom;
    const placed: { i: number; y: number; k: number }[] = [];
    const lastMine = p.messages.map((m) => m.from).lastIndexOf('me');
    const typingIndex = p.showTyping ? laid.findIndex((m, i) => m.from === 'them' && s < arriveAt(i) - 0.12 && s >= arriveAt(i) - Math.min(0.9, interval * 0.8)) : -1;
    if (typingIndex >= 0) y -= 96 * u + gap;
    if (lastMine >= 0 && s >= arriveAt(lastMine) + 0.5) y -= 40 * u;
    for (let i = n - 1; i >= 0; i--) {
      const k = easeOutCubic(seg(s, arriveAt(i) - 0.12, arriveAt(i) + 0.3));
      if (k <= 0) continue;
      const m = laid[i]!;
      y -= (m.h + gap) * k;
      placed.push({ i, y, k });
    }
    for (const { i, y: by, k } of placed) {
      const m = laid[i]!;
      const mine = m.from === 'me';
      const pop = spring(s - arriveAt(i) + 0.12, 8, 1.6);
      const bx = mine ? x0 + colW - m.w : x0 + avatarR * 2 + 20 * u;
      // Bubbles high above the column's top fade out, as a chat window scrolls.
      const fade = clamp((by - H * 0.06) / (H * 0.1));
      if (fade <= 0) continue;
      ctx.save();
      ctx.globalAlpha = fade * clamp(k * 2);
      ctx.translate(mine ? bx + m.w : bx, by + m.h);
      ctx.scale(0.6 + 0.4 * pop, 0.6 + 0.4 * pop);
      ctx.translate(mine ? -m.w : 0, -m.h);
      const fill = mine ? p.myColor : p.theirColor;
      if (mine) {
        const g = ctx.createLinearGradient(0, 0, 0, m.h);
        g.addColorStop(0, mix(fill, '#ffffff', 0.12));
        g.addColorStop(1, fill);
        ctx.fillStyle = g;
      } else ctx.fillStyle = fill;
      ctx.shadowColor = 'rgba(0,0,0,0.22)';
      ctx.shadowBlur = 18 * u;
      ctx.shadowOffsetY = 6 * u;
      const tail = (i === n - 1 || laid[i + 1]!.from !== m.from) ? (mine ? 'right' : 'left') : 'none';
      fillBubble(ctx, 0, 0, m.w, m.h, r, tail);
      ctx.shadowColor = 'transparent';
      setFont(ctx, p.fontFamily, 500, size);
      ctx.fillStyle = mine ? readableOn(p.myColor) : p.theirTextColor;
      ctx.textBaseline = 'top';
      m.lines.forEach((line, j) => ctx.fillText(line, padX, padY + j * lh - size * 0.08));
      ctx.restore();
      if (!mine && tail !== 'none') {
        ctx.globalAlpha = fade * clamp(k * 2);
        drawAvatar(ctx, null, p.contactName, x0 + avatarR, by + m.h - avatarR, avatarR, mix(p.myColor, '#ff7a59', 0.6), p.fontFamily);
        ctx.globalAlpha = 1;
      }
      if (i === lastMine && s >= arriveAt(i) + 0.5) {
        ctx.globalAlpha = fade * easeOutCubic(seg(s, arriveAt(i) + 0.5, arriveAt(i) + 0.8));
        setFont(ctx, p.fontFamily, 600, 26 * u);
        ctx.fillStyle = luminance(p.theirColor) > 0.5 ? 'rgba(255,255,255,0.7)' : withAlpha(p.theirTextColor, 0.6);
        ctx.textAlign = 'right';
        ctx.textBaseline = 'top';
        ctx.fillText('Read', x0 + colW - 8 * u, by + m.h + 10 * u);
        ctx.textAlign = 'left';
        ctx.globalAlpha = 1;
      }
    }
    if (typingIndex >= 0) {
      const start = arriveAt(typingIndex) - Math.min(0.9, interval * 0.8);
      const k = easeOutBack(seg(s, start - 0.1, start + 0.2), 1.8);
      const tw = 150 * u, th = 84 * u;
      const tx = x0 + avatarR * 2 + 20 * u, ty = bottom - th;
      ctx.save();
      ctx.translate(tx, ty + th);
      ctx.scale(k, k);
      ctx.fillStyle = p.theirColor;
      fillBubble(ctx, 0, -th, tw, th, th / 2, 'left');
      for (let d = 0; d < 3; d++) {
        const bounce = Math.max(0, Math.sin((s - start) * 9 - d * 0.9));
        ctx.fillStyle = withAlpha(p.theirTextColor, 0.35 + 0.4 * bounce);
        ctx.beginPath();
        ctx.arc(tw / 2 + (d - 1) * 32 * u, -th / 2 - bounce * 10 * u, 11 * u, 0, Math.PI * 2);
        ctx.fill();
      }
      ctx.restore();
      drawAvatar(ctx, null, p.contactName, x0 + avatarR, bottom - avatarR, avatarR * k, mix(p.myColor, '#ff7a59', 0.6), p.fontFamily);
    }
    ctx.textBaseline = 'alphabetic';
  },
});

export const notificationToast = defineComponent({
  id: 'notification-toast',
  name: 'Notification toast',
  description: 'A phone notification drops in on a frosted card with app icon, name, time, title and message, settles with a spring, and a second one stacks in behind it.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    appName: Type.String({ minLength: 1, maxLength: 30 }),
    title: Type.String({ minLength: 1, maxLength: 60 }),
    message: Type.String({ maxLength: 160 }),
    time: Type.String({ maxLength: 16, description: 'e.g. now, 2m ago' }),
    stackCount: Type.Integer({ minimum: 0, maximum: 9, description: 'more notifications stacked behind (0: none)' }),
    iconColor: color('app icon'),
    theme: Type.Union([Type.Literal('light'), Type.Literal('dark')]),
    position: Type.Union([Type.Literal('top'), Type.Literal('top-right'), Type.Literal('center')]),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: { appName: 'Framefleet', title: 'Your render is ready', message: 'launch-teaser.mp4 · 4K · 1 min 12 s, rendered in 38 seconds', time: 'now', stackCount: 2, iconColor: '#5b5bf6', theme: 'light', position: 'top', fontFamily: 'Inter' },
  durationInFrames: 120,
  textParam: 'title',
  subtextParam: 'message',
  tier: 'recommended',
  useCase: ['social-cut', 'emphasis', 'title-over-footage'],
  mood: ['modern', 'relatable', 'clean'],
  tags: ['notification', 'toast', 'push', 'phone', 'alert', 'ios', 'banner'],
  intent: 'Deliver a line as if it just arrived on the viewer\'s phone.',
  useWhen: 'Hooks and reveals ("you have a new order"), product moments, reminders; over footage or a phone mockup.',
  pairsWith: ['chat-bubbles', 'phone-mockup', 'like-burst', 'whip-pan'],
  avoidWith: ['lower-third', 'news-ticker'],
  brandBindings: [{ param: 'appName', brandToken: 'name' }, { param: 'iconColor', brandToken: 'colors.primary' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 600, 700, 800] }],
  fixedCopy: [],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'New order, dark', props: { appName: 'Shopfront', title: 'New order: $248.00', message: '2 × Linen shirt, express shipping to Lisbon', time: '2m ago', theme: 'dark', iconColor: '#16a34a', stackCount: 5 } },
    { title: 'Single reminder, top right', props: { appName: 'Calendar', title: 'Live in 10 minutes', message: 'Product launch stream', stackCount: 0, position: 'top-right', iconColor: '#ff3b30' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const dark = p.theme === 'dark';
    const cardW = Math.min(W * 0.9, p.position === 'top-right' ? 780 * u : 900 * u);
    const pad = 34 * u, icon = 96 * u;
    setFont(ctx, p.fontFamily, 500, 34 * u);
    const msgLines = p.message ? wrapText(ctx, p.message, cardW - pad * 3 - icon).slice(0, 2) : [];
    const cardH = pad * 2 + 44 * u + 50 * u + msgLines.length * 44 * u;
    const x = p.position === 'top-right' ? W - cardW - 60 * u : W / 2 - cardW / 2;
    const restY = p.position === 'center' ? H / 2 - cardH / 2 : 60 * u;
    const drop = spring(s + 0.08, 6.5, 1.5);
    const y = restY - (1 - drop) * (restY + cardH + 60 * u);
    const ink = dark ? '#ffffff' : '#0f1220';
    const card = dark ? 'rgba(30,32,42,0.9)' : 'rgba(248,248,252,0.94)';
    // The stacked ones peek out below, narrower and dimmer, arriving after the first.
    const stackIn = easeOutCubic(seg(s, 1.0, 1.5));
    for (let k = Math.min(2, p.stackCount); k >= 1; k--) {
      if (stackIn <= 0) break;
      const inset = 28 * u * k, peek = 20 * u * k * stackIn;
      ctx.fillStyle = dark ? `rgba(30,32,42,${0.75 - 0.2 * k})` : `rgba(240,240,246,${0.8 - 0.2 * k})`;
      ctx.shadowColor = 'rgba(0,0,0,0.18)';
      ctx.shadowBlur = 20 * u;
      roundRect(ctx, x + inset, y + cardH - 40 * u + peek, cardW - inset * 2, 40 * u, 24 * u);
      ctx.fill();
      ctx.shadowColor = 'transparent';
    }
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 50 * u;
    ctx.shadowOffsetY = 16 * u;
    ctx.fillStyle = card;
    roundRect(ctx, x, y, cardW, cardH, 40 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.strokeStyle = dark ? 'rgba(255,255,255,0.08)' : 'rgba(255,255,255,0.9)';
    ctx.lineWidth = 2 * u;
    ctx.stroke();
    // App icon: a rounded square with the app's initial.
    const ix = x + pad, iy = y + pad;
    const g = ctx.createLinearGradient(ix, iy, ix + icon, iy + icon);
    g.addColorStop(0, mix(p.iconColor, '#ffffff', 0.25));
    g.addColorStop(1, mix(p.iconColor, '#000000', 0.15));
    ctx.fillStyle = g;
    roundRect(ctx, ix, iy, icon, icon, icon * 0.26);
    ctx.fill();
    setFont(ctx, p.fontFamily, 800, icon * 0.5);
    ctx.fillStyle = readableOn(p.iconColor);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(p.appName.slice(0, 1).toUpperCase(), ix + icon / 2, iy + icon / 2 + 2 * u);
    const tx = ix + icon + pad * 0.8, tw = x + cardW - pad - tx;
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    setFont(ctx, p.fontFamily, 600, 28 * u);
    ctx.fillStyle = withAlpha(ink, 0.55);
    ctx.fillText(ellipsize(ctx, p.appName.toUpperCase(), tw * 0.7), tx, iy + 26 * u);
    if (p.time) {
      ctx.textAlign = 'right';
      ctx.fillText(p.time, x + cardW - pad, iy + 26 * u);
      ctx.textAlign = 'left';
    }
    const textIn = easeOutCubic(seg(s, 0.1, 0.6));
    ctx.globalAlpha = textIn;
    setFont(ctx, p.fontFamily, 700, 38 * u);
    ctx.fillStyle = ink;
    ctx.fillText(ellipsize(ctx, p.title, tw), tx, iy + 80 * u);
    setFont(ctx, p.fontFamily, 500, 34 * u);
    ctx.fillStyle = withAlpha(ink, 0.78);
    msgLines.forEach((line, i) => ctx.fillText(ellipsize(ctx, line, tw), tx, iy + 128 * u + i * 44 * u));
    ctx.globalAlpha = 1;
    if (p.stackCount > 0 && stackIn > 0) {
      // "+N more" chip under the stack.
      const more = `+${p.stackCount} more`;
      setFont(ctx, p.fontFamily, 700, 26 * u);
      const mw = ctx.measureText(more).width + 30 * u, mh = 44 * u;
      const my = y + cardH + 20 * u * Math.min(2, p.stackCount) + 18 * u;
      ctx.globalAlpha = stackIn;
      ctx.fillStyle = dark ? 'rgba(30,32,42,0.85)' : 'rgba(248,248,252,0.85)';
      roundRect(ctx, x + cardW / 2 - mw / 2, my, mw, mh, mh / 2);
      ctx.fill();
      ctx.fillStyle = withAlpha(ink, 0.7);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(more, x + cardW / 2, my + mh / 2 + u);
      ctx.globalAlpha = 1;
    }
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
});

export const searchTyping = defineComponent({
  id: 'search-typing',
  name: 'Search typing',
  description: 'A search bar types a query letter by letter behind a blinking caret; suggestions drop down with the typed part in bold, the top one highlights and the search button is pressed.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    query: Type.String({ minLength: 1, maxLength: 80 }),
    placeholder: Type.String({ maxLength: 60 }),
    suggestions: Type.Array(Type.String({ minLength: 1, maxLength: 80 }), { maxItems: 5, description: 'shown under the bar once the query is typed' }),
    barColor: color('search bar and dropdown'),
    textColor: color('typed text on the bar'),
    accentColor: color('search button and caret'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: {
    query: 'how to render video faster',
    placeholder: 'Search',
    suggestions: ['how to render video faster on a laptop', 'how to render video faster in the cloud', 'how to render video faster with a GPU'],
    barColor: '#ffffff', textColor: '#141726', accentColor: '#5b5bf6', fontFamily: 'Inter',
  },
  durationInFrames: 150,
  textParam: 'query',
  tier: 'standard',
  useCase: ['intro', 'explainer', 'social-cut'],
  mood: ['curious', 'modern', 'relatable'],
  tags: ['search', 'typing', 'google', 'query', 'question', 'browser', 'ui'],
  intent: 'Open with the question your audience is already asking.',
  useWhen: 'Hooks and explainer intros built on a question or a problem; product demos of a search.',
  pairsWith: ['laptop-mockup', 'zoom-punch', 'grid-glow', 'kinetic-title'],
  avoidWith: ['typewriter', 'news-ticker'],
  brandBindings: [{ param: 'accentColor', brandToken: 'colors.primary' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 700] }],
  warnings: ['Typing speeds up to fit the duration: over about 40 characters give the clip more than 5 seconds.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Dark bar, no suggestions', props: { query: 'best tool for video captions', suggestions: [], barColor: '#1d2030', textColor: '#ffffff', accentColor: '#ffb020' } },
    { title: 'Shopping search', props: { query: 'running shoes', placeholder: 'Search products', suggestions: ['running shoes women', 'running shoes trail', 'running shoes sale'], accentColor: '#ff5a1f' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps, D = f.durationInFrames / f.fps;
    const barW = Math.min(W * 0.86, 1240 * u), barH = 116 * u;
    const x = W / 2 - barW / 2;
    const rowH = 84 * u;
    const dropH = p.suggestions.length * rowH + (p.suggestions.length ? 24 * u : 0);
    const y = H / 2 - (barH + dropH * 0.6) / 2;
    const typeStart = 0.5;
    const cps = Math.max(14, p.query.length / Math.max(0.5, D * 0.42));
    const typed = Math.floor(clamp((s - typeStart) * cps, 0, p.query.length));
    const typedAll = typeStart + p.query.length / cps;
    const drop = p.suggestions.length ? easeOutCubic(seg(s, typedAll + 0.15, typedAll + 0.55)) : 0;
    const pressAt = Math.min(D - 0.3, typedAll + (p.suggestions.length ? 1.2 : 0.5));
    const enter = easeOutBack(seg(s, -0.2, 0.45), 1.4);
    ctx.save();
    ctx.translate(W / 2, y + barH / 2);
    ctx.scale(0.85 + 0.15 * enter, 0.85 + 0.15 * enter);
    ctx.translate(-W / 2, -(y + barH / 2));
    ctx.globalAlpha = clamp(enter * 1.6);
    // Bar and dropdown share one surface: the dropdown grows out of the bar's lower edge.
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 50 * u;
    ctx.shadowOffsetY = 14 * u;
    ctx.fillStyle = p.barColor;
    roundRect(ctx, x, y, barW, barH + dropH * drop, drop > 0 ? 40 * u : barH / 2);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    const ink = p.textColor;
    drawMagnifier(ctx, x + 62 * u, y + barH / 2, 40 * u, withAlpha(ink, 0.55));
    setFont(ctx, p.fontFamily, 500, 44 * u);
    ctx.textBaseline = 'middle';
    const tx = x + 112 * u, maxTextW = barW - 112 * u - barH - 30 * u;
    const shown = p.query.slice(0, typed);
    if (typed === 0) {
      ctx.fillStyle = withAlpha(ink, 0.4);
      ctx.fillText(ellipsize(ctx, p.placeholder, maxTextW), tx, y + barH / 2 + 2 * u);
    }
    // Long queries scroll left under the bar's edge as they are typed.
    const textW = ctx.measureText(shown).width;
    const scroll = Math.max(0, textW - maxTextW);
    ctx.save();
    ctx.beginPath();
    ctx.rect(tx - 4 * u, y, maxTextW + 12 * u, barH);
    ctx.clip();
    ctx.fillStyle = ink;
    ctx.fillText(shown, tx - scroll, y + barH / 2 + 2 * u);
    const blink = s < typedAll + 0.1 || Math.floor(s * 2.2) % 2 === 0;
    if (blink && s < pressAt) {
      ctx.fillStyle = p.accentColor;
      ctx.fillRect(tx - scroll + textW + 6 * u, y + barH / 2 - 28 * u, 4 * u, 56 * u);
    }
    ctx.restore();
    // Search button, pressed at the end.
    const press = 1 - 0.12 * Math.sin(Math.PI * seg(s, pressAt - 0.05, pressAt + 0.2));
    const bcx = x + barW - barH / 2, bcy = y + barH / 2, br = barH * 0.38;
    ctx.save();
    ctx.translate(bcx, bcy);
    ctx.scale(press, press);
    ctx.fillStyle = p.accentColor;
    ctx.beginPath();
    ctx.arc(0, 0, br, 0, Math.PI * 2);
    ctx.fill();
    drawMagnifier(ctx, 0, 0, br * 0.95, readableOn(p.accentColor));
    ctx.restore();
    const ripple = seg(s, pressAt, pressAt + 0.6);
    if (ripple > 0 && ripple < 1) {
      ctx.strokeStyle = withAlpha(p.accentColor, 0.7 * (1 - ripple));
      ctx.lineWidth = 5 * u;
      ctx.beginPath();
      ctx.arc(bcx, bcy, br * (1 + ripple * 1.2), 0, Math.PI * 2);
      ctx.stroke();
    }
    if (drop > 0) {
      ctx.save();
      ctx.beginPath();
      ctx.rect(x, y + barH, barW, dropH * drop);
      ctx.clip();
      ctx.fillStyle = withAlpha(ink, 0.1);
      ctx.fillRect(x + 40 * u, y + barH, barW - 80 * u, 2 * u);
      const highlight = easeInOutCubic(seg(s, typedAll + 0.6, typedAll + 0.9));
      p.suggestions.forEach((sug, i) => {
        const ry = y + barH + 12 * u + i * rowH;
        if (i === 0 && highlight > 0) {
          ctx.fillStyle = withAlpha(p.accentColor, 0.12 * highlight);
          roundRect(ctx, x + 16 * u, ry + 4 * u, barW - 32 * u, rowH - 8 * u, 22 * u);
          ctx.fill();
        }
        drawMagnifier(ctx, x + 62 * u, ry + rowH / 2, 30 * u, withAlpha(ink, 0.4));
        // The typed part in regular weight, the completion in bold, as search engines show it.
        const lower = sug.toLowerCase(), q = p.query.toLowerCase();
        const head = lower.startsWith(q) ? sug.slice(0, q.length) : '';
        const rest = sug.slice(head.length);
        setFont(ctx, p.fontFamily, 500, 38 * u);
        ctx.fillStyle = withAlpha(ink, 0.8);
        const headW = ctx.measureText(head).width;
        ctx.fillText(head, tx, ry + rowH / 2 + 2 * u);
        setFont(ctx, p.fontFamily, 700, 38 * u);
        ctx.fillStyle = ink;
        ctx.fillText(ellipsize(ctx, rest, barW - (tx - x) - headW - 40 * u), tx + headW, ry + rowH / 2 + 2 * u);
      });
      ctx.restore();
    }
    ctx.restore();
    ctx.textBaseline = 'alphabetic';
  },
});
