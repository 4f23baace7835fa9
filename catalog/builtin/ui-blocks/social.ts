/** UI blocks of social proof and engagement: follow, subscribe, like, ratings. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeInOutCubic, easeOutBack, easeOutCubic, easeOutExpo, ellipsize, lerp, readableOn, rng, roundRect, seg, setFont, spring, starPath, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family } from '../prop-types.ts';
import { drawAvatar, drawBell, drawPointer, formatNumber, heartPath } from './parts.ts';

export const socialFollow = defineComponent({
  id: 'social-follow',
  name: 'Social follow',
  description: 'A pill with an avatar disc and a handle slides out from the corner; a follow button fills in, ticks and shows a growing follower count.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  sounds: [{ atSec: 0, family: 'whoosh', soundId: 'whoosh-subtle', gainDb: -4 }, { atSec: 1.05, family: 'click', soundId: 'click-subtle' }, { atSec: 1.2, family: 'pop', soundId: 'pop-subtle' }],
  propSchema: Type.Object({
    handle: Type.String({ minLength: 1, maxLength: 40 }),
    followers: Type.Integer({ minimum: 0 }),
    pillColor: color('pill colour'),
    buttonColor: color('follow button colour'),
    textColor: color('handle colour'),
    fontFamily: family,
    corner: Type.Union([Type.Literal('bl'), Type.Literal('br'), Type.Literal('tl'), Type.Literal('tr')]),
  }, { additionalProperties: false }),
  propDefaults: { handle: '@framefleet', followers: 12800, pillColor: '#ffffff', buttonColor: '#5b5bf6', textColor: '#141726', fontFamily: 'Inter', corner: 'bl' },
  durationInFrames: 120,
  textParam: 'handle',
  tier: 'standard',
  useCase: ['outro', 'social-cut', 'title-over-footage'],
  mood: ['friendly', 'social', 'clean'],
  tags: ['social', 'follow', 'handle', 'subscribe', 'badge'],
  intent: 'Invite viewers to follow an account.',
  useWhen: 'Over footage near the end of a social video.',
  pairsWith: ['cta-button', 'like-burst', 'outro-card'],
  avoidWith: ['subscribe-button'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  brandBindings: [{ param: 'buttonColor', brandToken: 'colors.primary' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 700, 800] }],
  examples: [{ title: 'Follow', props: { handle: '@studio', followers: 4200 } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const h = 96 * u;
    setFont(ctx, p.fontFamily, 700, 38 * u);
    const handleW = ctx.measureText(p.handle).width;
    setFont(ctx, p.fontFamily, 800, 30 * u);
    const followed = seg(s, 1.1, 1.35);
    const label = followed > 0.5 ? 'Following' : 'Follow';
    const btnW = Math.max(ctx.measureText('Following').width, ctx.measureText('Follow').width) + 56 * u;
    const w = h + handleW + 40 * u + btnW + 24 * u;
    const m = 70 * u;
    const right = p.corner.endsWith('r'), top = p.corner.startsWith('t');
    const slide = easeOutExpo(seg(s, -0.2, 0.7));
    const x = (right ? W - m - w : m) + (right ? 1 : -1) * (1 - slide) * (w + m);
    const y = top ? m : H - m - h;
    ctx.save();
    ctx.shadowColor = 'rgba(0,0,0,0.3)';
    ctx.shadowBlur = 30 * u;
    ctx.shadowOffsetY = 8 * u;
    ctx.fillStyle = p.pillColor;
    roundRect(ctx, x, y, w, h, h / 2);
    ctx.fill();
    ctx.restore();
    const ar = h * 0.38;
    const g = ctx.createLinearGradient(x + h / 2 - ar, y, x + h / 2 + ar, y + h);
    g.addColorStop(0, p.buttonColor);
    g.addColorStop(1, mix(p.buttonColor, '#ffb020', 0.6));
    ctx.fillStyle = g;
    ctx.beginPath();
    ctx.arc(x + h / 2, y + h / 2, ar, 0, Math.PI * 2);
    ctx.fill();
    setFont(ctx, p.fontFamily, 800, ar);
    ctx.fillStyle = '#ffffff';
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(p.handle.replace(/^@/, '').slice(0, 1).toUpperCase(), x + h / 2, y + h / 2 + 2 * u);
    ctx.textAlign = 'left';
    setFont(ctx, p.fontFamily, 700, 38 * u);
    ctx.fillStyle = p.textColor;
    ctx.fillText(p.handle, x + h, y + h * 0.4);
    const count = Math.round(p.followers * (1 + 0.02 * easeOutCubic(seg(s, 1.2, 3))));
    setFont(ctx, p.fontFamily, 500, 24 * u);
    ctx.fillStyle = withAlpha(p.textColor, 0.6);
    ctx.fillText(`${formatNumber(count, 0)} followers`, x + h, y + h * 0.72);
    const bx = x + w - btnW - 18 * u, bh = h - 36 * u, by = y + 18 * u;
    const press = 1 - 0.08 * Math.sin(Math.PI * seg(s, 1.0, 1.3));
    ctx.save();
    ctx.translate(bx + btnW / 2, by + bh / 2);
    ctx.scale(press, press);
    ctx.fillStyle = followed > 0.5 ? mix(p.buttonColor, '#ffffff', 0.8) : p.buttonColor;
    roundRect(ctx, -btnW / 2, -bh / 2, btnW, bh, bh / 2);
    ctx.fill();
    setFont(ctx, p.fontFamily, 800, 30 * u);
    ctx.fillStyle = followed > 0.5 ? p.buttonColor : readableOn(p.buttonColor);
    ctx.textAlign = 'center';
    ctx.fillText(label, 0, 2 * u);
    ctx.restore();
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
});

export const likeBurst = defineComponent({
  id: 'like-burst',
  name: 'Like burst',
  description: 'A heart is tapped: it squashes, springs back filled inside a ring burst and a spray of dots, the like count rolls up by one and little hearts float away like a live stream\'s reactions.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    count: Type.Integer({ minimum: 0, description: 'likes before the tap' }),
    label: Type.String({ maxLength: 24, description: 'after the count, e.g. likes' }),
    heartColor: color('filled heart and floating hearts'),
    burstColor: color('second colour of the burst dots'),
    textColor: color('count and label'),
    floatingHearts: Type.Integer({ minimum: 0, maximum: 24, description: 'how many hearts float up after the tap' }),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: { count: 12480, label: 'likes', heartColor: '#ff3b5c', burstColor: '#ffb020', textColor: '#ffffff', floatingHearts: 12, fontFamily: 'Inter' },
  durationInFrames: 90,
  textParam: 'label',
  tier: 'recommended',
  useCase: ['social-cut', 'emphasis', 'outro'],
  mood: ['playful', 'social', 'upbeat'],
  tags: ['like', 'heart', 'reaction', 'social', 'engagement', 'tap'],
  intent: 'Ask for a like, or celebrate a loved moment, with the gesture everyone knows.',
  useWhen: 'Social cuts and creator videos: a like prompt near the end, or a reaction over a highlight.',
  pairsWith: ['subscribe-button', 'chat-bubbles', 'confetti-burst', 'notification-toast'],
  avoidWith: ['film-grain', 'quote-scene'],
  brandBindings: [{ param: 'burstColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 800] }],
  warnings: ['Heart red reads as a like everywhere; a brand colour for `heartColor` can make it read as a generic icon.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'First like', props: { count: 0, label: 'like', floatingHearts: 0 } },
    { title: 'Live reactions in brand purple', props: { count: 98999, label: 'hearts', heartColor: '#a855f7', burstColor: '#22d3ee', floatingHearts: 24 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const tap = 0.55;
    const R = 120 * u;
    setFont(ctx, p.fontFamily, 800, 96 * u);
    const before = formatNumber(p.count, 0), after = formatNumber(p.count + 1, 0);
    const countW = Math.max(ctx.measureText(before).width, ctx.measureText(after).width);
    setFont(ctx, p.fontFamily, 500, 44 * u);
    const labelW = p.label ? ctx.measureText(p.label).width + 18 * u : 0;
    const gapToCount = R * 0.8;
    const groupW = R * 2 + gapToCount + countW + labelW;
    const cx = W / 2 - groupW / 2 + R, cy = H / 2;
    const enter = easeOutBack(seg(s, -0.2, 0.4), 1.6);
    // Floating hearts drift up and sway, each on its own seeded path.
    const random = rng(7);
    for (let i = 0; i < p.floatingHearts; i++) {
      const born = tap + 0.05 + random() * 1.4, life = 1.2 + random() * 0.8;
      const k = seg(s, born, born + life);
      const sway = (random() - 0.5) * 2, size = (34 + random() * 30) * u, hue = random();
      if (k <= 0 || k >= 1) continue;
      const hx = cx + sway * 70 * u * Math.sin(k * Math.PI * 2 + i) + (random() - 0.5) * 120 * u;
      const hy = cy - R * 0.6 - easeOutCubic(k) * H * 0.3;
      ctx.globalAlpha = Math.min(1, k * 6) * (1 - k) ** 0.6;
      ctx.fillStyle = hue < 0.7 ? p.heartColor : mix(p.heartColor, '#ffffff', 0.45);
      heartPath(ctx, hx, hy, size * (0.6 + 0.4 * easeOutBack(seg(k, 0, 0.25))));
      ctx.fill();
    }
    ctx.globalAlpha = 1;
    // The button disc.
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(enter, enter);
    // A dark glass disc, so the white outline heart reads over bright footage too.
    ctx.fillStyle = 'rgba(14,16,26,0.55)';
    ctx.strokeStyle = 'rgba(255,255,255,0.28)';
    ctx.lineWidth = 3 * u;
    ctx.beginPath();
    ctx.arc(0, 0, R, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
    // Ring burst and dot spray, right after the tap.
    const burst = seg(s, tap, tap + 0.45);
    if (burst > 0 && burst < 1) {
      const ringR = R * (0.5 + 0.9 * easeOutCubic(burst));
      ctx.strokeStyle = mix(p.heartColor, p.burstColor, burst);
      ctx.lineWidth = R * 0.5 * (1 - burst) ** 1.5;
      ctx.beginPath();
      ctx.arc(cx, cy, ringR, 0, Math.PI * 2);
      ctx.stroke();
    }
    const spray = seg(s, tap + 0.08, tap + 0.7);
    if (spray > 0 && spray < 1) {
      for (let i = 0; i < 8; i++) {
        const a = (i / 8) * Math.PI * 2 - Math.PI / 2;
        for (let j = 0; j < 2; j++) {
          const aj = a + (j ? 0.22 : -0.1);
          const dist = R * (1.05 + 0.55 * easeOutCubic(spray) + j * 0.12);
          ctx.fillStyle = j ? p.burstColor : p.heartColor;
          ctx.beginPath();
          ctx.arc(cx + Math.cos(aj) * dist, cy + Math.sin(aj) * dist, (j ? 9 : 12) * u * (1 - spray), 0, Math.PI * 2);
          ctx.fill();
        }
      }
    }
    // The heart: outline before the tap; squashed, then springing back filled.
    const filled = s >= tap;
    const squash = 1 - 0.25 * Math.sin(Math.PI * seg(s, tap - 0.15, tap));
    const boing = filled ? 0.2 + 0.8 * spring(s - tap, 6, 2.4) : squash;
    const hs = R * 1.05 * enter * boing;
    if (filled) {
      ctx.shadowColor = withAlpha(p.heartColor, 0.7);
      ctx.shadowBlur = 40 * u;
      const g = ctx.createLinearGradient(cx, cy - hs / 2, cx, cy + hs / 2);
      g.addColorStop(0, mix(p.heartColor, '#ffffff', 0.2));
      g.addColorStop(1, p.heartColor);
      ctx.fillStyle = g;
      heartPath(ctx, cx, cy + 4 * u, hs);
      ctx.fill();
      ctx.shadowColor = 'transparent';
      ctx.fillStyle = 'rgba(255,255,255,0.35)';
      ctx.beginPath();
      ctx.ellipse(cx - hs * 0.24, cy - hs * 0.14, hs * 0.09, hs * 0.05, -0.7, 0, Math.PI * 2);
      ctx.fill();
    } else {
      ctx.strokeStyle = p.textColor;
      ctx.lineWidth = 9 * u;
      ctx.lineJoin = 'round';
      heartPath(ctx, cx, cy + 4 * u, hs);
      ctx.stroke();
    }
    // The count rolls: the old number slides up and out, the new one in.
    const roll = easeOutCubic(seg(s, tap + 0.05, tap + 0.4));
    const tx = cx + R + gapToCount;
    ctx.globalAlpha = easeOutCubic(seg(s, -0.2, 0.4));
    ctx.save();
    ctx.beginPath();
    ctx.rect(tx - 10 * u, cy - 75 * u, countW + 40 * u, 150 * u);
    ctx.clip();
    setFont(ctx, p.fontFamily, 800, 96 * u);
    ctx.textBaseline = 'middle';
    ctx.fillStyle = p.textColor;
    const shift = 100 * u * roll;
    const shown = ctx.globalAlpha;
    if (roll < 1) { ctx.globalAlpha = shown * (1 - roll); ctx.fillText(before, tx, cy - shift + 4 * u); }
    if (roll > 0) {
      ctx.globalAlpha = shown * roll;
      ctx.fillStyle = filled ? mix(p.textColor, p.heartColor, 0.35 * (1 - seg(s, tap + 0.6, tap + 1.4))) : p.textColor;
      ctx.fillText(after, tx, cy + 100 * u - shift + 4 * u);
    }
    ctx.globalAlpha = shown;
    ctx.restore();
    if (p.label) {
      setFont(ctx, p.fontFamily, 500, 44 * u);
      ctx.fillStyle = withAlpha(p.textColor, 0.7);
      ctx.textBaseline = 'middle';
      ctx.fillText(p.label, tx + countW + 18 * u, cy + 12 * u);
    }
    ctx.globalAlpha = 1;
    ctx.textBaseline = 'alphabetic';
  },
});

export const subscribeButton = defineComponent({
  id: 'subscribe-button',
  name: 'Subscribe button',
  description: 'A channel card rises with avatar, name and subscriber count; a cursor clicks Subscribe, the button turns to Subscribed, then it rings the bell, which swings and sparkles.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    channelName: Type.String({ minLength: 1, maxLength: 40 }),
    subscribers: Type.String({ maxLength: 40, description: 'shown under the name, e.g. 1.2M subscribers' }),
    label: Type.String({ minLength: 1, maxLength: 20 }),
    doneLabel: Type.String({ minLength: 1, maxLength: 20 }),
    buttonColor: color('button before the click'),
    cardColor: color('card'),
    textColor: color('name and count on the card'),
    avatar: Type.String({ maxLength: 2000, description: 'image for the avatar (empty: initial on a disc)' }),
    avatarColor: color('avatar disc when there is no image'),
    showCursor: Type.Boolean(),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: {
    channelName: 'Framefleet Studio', subscribers: '248K subscribers', label: 'Subscribe', doneLabel: 'Subscribed',
    buttonColor: '#ff0033', cardColor: 'rgba(15,15,18,0.92)', textColor: '#ffffff', avatar: '', avatarColor: '#5b5bf6', showCursor: true, fontFamily: 'Inter',
  },
  durationInFrames: 120,
  textParam: 'channelName',
  subtextParam: 'subscribers',
  tier: 'recommended',
  useCase: ['outro', 'social-cut', 'title-over-footage'],
  mood: ['friendly', 'social', 'energetic'],
  tags: ['subscribe', 'youtube', 'bell', 'channel', 'cta', 'cursor', 'click'],
  intent: 'Ask viewers to subscribe and turn on notifications.',
  useWhen: 'Creator videos: in the first seconds over footage, or in the end screen.',
  pairsWith: ['like-burst', 'outro-card', 'notification-toast', 'zoom-punch'],
  avoidWith: ['social-follow', 'cta-button'],
  brandBindings: [{ param: 'channelName', brandToken: 'name' }, { param: 'avatar', brandToken: 'logo.src' }, { param: 'avatarColor', brandToken: 'colors.primary' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 700, 800] }],
  imageParams: ['avatar'],
  warnings: ['Platform red is the default on purpose: viewers recognise it; a brand colour for `buttonColor` still animates the same.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Light card, no cursor', props: { channelName: 'Kitchen Lab', subscribers: '1.2M subscribers', cardColor: '#ffffff', textColor: '#0f0f0f', avatarColor: '#ff7a59', showCursor: false } },
    { title: 'Another language', props: { channelName: 'Atelier Vidéo', subscribers: '87 k abonnés', label: 'S\'abonner', doneLabel: 'Abonné', buttonColor: '#cc0000' } },
  ],
  draw(ctx, f, p, _brand, io) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const clickSub = 1.0, clickBell = 1.9;
    const h = 170 * u, pad = 28 * u, avatarR = (h - pad * 2) / 2;
    setFont(ctx, p.fontFamily, 800, 46 * u);
    const nameW = ctx.measureText(p.channelName).width;
    setFont(ctx, p.fontFamily, 500, 32 * u);
    const subsW = ctx.measureText(p.subscribers).width;
    setFont(ctx, p.fontFamily, 800, 34 * u);
    const btnW = Math.max(ctx.measureText(p.label.toUpperCase()).width, ctx.measureText(p.doneLabel.toUpperCase()).width) + 70 * u;
    const btnH = 82 * u, bell = 70 * u;
    const textW = Math.min(Math.max(nameW, subsW), W * 0.4);
    const w = pad + avatarR * 2 + 28 * u + textW + 40 * u + btnW + 26 * u + bell + pad + 8 * u;
    const x = W / 2 - w / 2, y = H * 0.62 - h / 2;
    const rise = easeOutExpo(seg(s, -0.15, 0.6));
    ctx.save();
    ctx.globalAlpha = clamp(rise * 1.4);
    ctx.translate(0, (1 - rise) * 80 * u);
    ctx.shadowColor = 'rgba(0,0,0,0.45)';
    ctx.shadowBlur = 40 * u;
    ctx.shadowOffsetY = 12 * u;
    ctx.fillStyle = p.cardColor;
    roundRect(ctx, x, y, w, h, 28 * u);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    drawAvatar(ctx, io.image(p.avatar || undefined), p.channelName, x + pad + avatarR, y + h / 2, avatarR, p.avatarColor, p.fontFamily);
    const tx = x + pad + avatarR * 2 + 28 * u;
    setFont(ctx, p.fontFamily, 800, 46 * u);
    ctx.fillStyle = p.textColor;
    ctx.fillText(ellipsize(ctx, p.channelName, textW), tx, y + h * 0.47);
    setFont(ctx, p.fontFamily, 500, 32 * u);
    ctx.fillStyle = withAlpha(p.textColor, 0.6);
    ctx.fillText(ellipsize(ctx, p.subscribers, textW), tx, y + h * 0.74);
    // The button: pressed at the click, then the subscribed state.
    const done = s >= clickSub + 0.08;
    const bx = tx + textW + 40 * u, by = y + h / 2 - btnH / 2;
    const press = 1 - 0.07 * Math.sin(Math.PI * seg(s, clickSub - 0.05, clickSub + 0.18));
    ctx.save();
    ctx.translate(bx + btnW / 2, by + btnH / 2);
    ctx.scale(press, press);
    ctx.fillStyle = done ? withAlpha(p.textColor, 0.14) : p.buttonColor;
    roundRect(ctx, -btnW / 2, -btnH / 2, btnW, btnH, btnH / 2);
    ctx.fill();
    const ripple = seg(s, clickSub, clickSub + 0.5);
    if (ripple > 0 && ripple < 1) {
      ctx.save();
      roundRect(ctx, -btnW / 2, -btnH / 2, btnW, btnH, btnH / 2);
      ctx.clip();
      ctx.fillStyle = `rgba(255,255,255,${0.35 * (1 - ripple)})`;
      ctx.beginPath();
      ctx.arc(btnW * 0.1, 0, btnW * ripple, 0, Math.PI * 2);
      ctx.fill();
      ctx.restore();
    }
    setFont(ctx, p.fontFamily, 800, 34 * u);
    ctx.fillStyle = done ? p.textColor : readableOn(p.buttonColor);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText((done ? p.doneLabel : p.label).toUpperCase(), 0, 2 * u);
    ctx.restore();
    // The bell appears with the subscribed state, swings when clicked and sparkles.
    const bellIn = easeOutBack(seg(s, clickSub + 0.1, clickSub + 0.45), 2);
    const bcx = bx + btnW + 26 * u + bell / 2, bcy = y + h / 2;
    if (bellIn > 0) {
      const t = s - clickBell;
      const swing = t > 0 ? 0.5 * Math.exp(-3.2 * t) * Math.sin(t * 22) : 0;
      ctx.save();
      ctx.translate(bcx, bcy);
      ctx.scale(bellIn, bellIn);
      drawBell(ctx, 0, 0, bell * 0.85, swing, p.textColor, t > 0);
      ctx.restore();
      const spark = seg(s, clickBell, clickBell + 0.5);
      if (spark > 0 && spark < 1) {
        ctx.strokeStyle = withAlpha(p.textColor, 1 - spark);
        ctx.lineWidth = 4 * u;
        ctx.lineCap = 'round';
        for (const a of [-2.5, -2.0, -1.1, -0.6]) {
          const r0 = bell * (0.5 + 0.3 * spark), r1 = r0 + bell * 0.22;
          ctx.beginPath();
          ctx.moveTo(bcx + Math.cos(a) * r0, bcy + Math.sin(a) * r0);
          ctx.lineTo(bcx + Math.cos(a) * r1, bcy + Math.sin(a) * r1);
          ctx.stroke();
        }
      }
    }
    ctx.restore();
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
    if (p.showCursor) {
      // From below right to the button, then on to the bell.
      const toButton = easeInOutCubic(seg(s, 0.3, clickSub));
      const toBell = easeInOutCubic(seg(s, clickSub + 0.25, clickBell));
      const targetX = lerp(bx + btnW * 0.62, bcx + 4 * u, toBell), targetY = lerp(by + btnH * 0.55, bcy + 6 * u, toBell);
      const px = lerp(W * 0.86, targetX, toButton), py = lerp(H * 1.02, targetY, toButton) + (1 - rise) * 80 * u;
      const click = Math.max(Math.sin(Math.PI * seg(s, clickSub - 0.05, clickSub + 0.18)), Math.sin(Math.PI * seg(s, clickBell - 0.05, clickBell + 0.18)));
      const fade = 1 - seg(s, clickBell + 0.6, clickBell + 1.0);
      if (fade > 0) {
        ctx.globalAlpha = fade;
        drawPointer(ctx, px, py, (1 - 0.15 * click) * u * 1.7);
        ctx.globalAlpha = 1;
      }
    }
  },
});

export const ratingStars = defineComponent({
  id: 'rating-stars',
  name: 'Rating stars',
  description: 'A score counts up above a row of five stars that fill one after another with a pop and a glint, the last one partly, over a line of review count and source.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    rating: Type.Number({ minimum: 0, maximum: 5 }),
    label: Type.String({ maxLength: 80, description: 'under the stars, e.g. 2,314 reviews' }),
    source: Type.String({ maxLength: 40, description: 'where the rating comes from, e.g. App Store (empty: none)' }),
    showScore: Type.Boolean(),
    starColor: color('filled stars'),
    emptyColor: color('empty stars'),
    textColor: color('score and label'),
    fontFamily: family,
  }, { additionalProperties: false }),
  propDefaults: { rating: 4.8, label: 'from 2,314 reviews', source: 'App Store', showScore: true, starColor: '#ffc531', emptyColor: 'rgba(255,255,255,0.18)', textColor: '#ffffff', fontFamily: 'Inter' },
  durationInFrames: 90,
  textParam: 'label',
  subtextParam: 'source',
  tier: 'standard',
  useCase: ['emphasis', 'social-cut', 'explainer'],
  mood: ['trustworthy', 'positive', 'clean'],
  tags: ['rating', 'stars', 'reviews', 'score', 'social proof', 'trust'],
  intent: 'Put a rating on screen as social proof.',
  useWhen: 'Product promos and app ads: after a claim, beside a customer quote, or before the call to action.',
  pairsWith: ['testimonial', 'price-tag', 'product-showcase', 'quote-card'],
  avoidWith: ['stat-counter', 'rgb-glitch'],
  brandBindings: [{ param: 'textColor', brandToken: 'colors.text' }, { param: 'fontFamily', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'fontFamily', weights: [500, 800] }],
  fixedCopy: ['out of 5'],
  warnings: ['Show only ratings you can source: state where the rating comes from in `source`.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Perfect score', props: { rating: 5, label: 'on 412 verified orders', source: 'Trustpilot', starColor: '#00b67a' } },
    { title: 'Stars only', props: { rating: 4.3, showScore: false, label: 'Loved by 10,000 teams', source: '' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const starR = Math.min(62 * u, W * 0.06), gapX = starR * 2.5;
    const cx = W / 2;
    const scoreSize = 150 * u;
    const rowY = H / 2 + (p.showScore ? scoreSize * 0.32 : 0);
    const fillStart = 0.35, per = 0.22;
    const shown = easeOutExpo(seg(s, fillStart, fillStart + per * 5 + 0.3));
    if (p.showScore) {
      const a = easeOutCubic(seg(s, -0.2, 0.4));
      ctx.globalAlpha = a;
      setFont(ctx, p.fontFamily, 800, scoreSize);
      ctx.fillStyle = p.textColor;
      ctx.textBaseline = 'alphabetic';
      const score = (p.rating * shown).toFixed(1);
      const sw = ctx.measureText(score).width;
      setFont(ctx, p.fontFamily, 500, 40 * u);
      const ow = ctx.measureText('out of 5').width;
      const left = cx - (sw + 24 * u + ow) / 2;
      setFont(ctx, p.fontFamily, 800, scoreSize);
      ctx.fillText(score, left, rowY - starR * 1.9);
      setFont(ctx, p.fontFamily, 500, 40 * u);
      ctx.fillStyle = withAlpha(p.textColor, 0.6);
      ctx.fillText('out of 5', left + sw + 24 * u, rowY - starR * 1.9);
      ctx.globalAlpha = 1;
    }
    for (let i = 0; i < 5; i++) {
      const x = cx + (i - 2) * gapX;
      const appear = easeOutBack(seg(s, 0.05 * i - 0.15, 0.05 * i + 0.35), 1.8);
      const part = clamp(p.rating - i);
      const k = seg(s, fillStart + i * per, fillStart + (i + 1) * per);
      const pop = part > 0 ? 1 + 0.3 * Math.sin(Math.PI * seg(s, fillStart + i * per, fillStart + i * per + 0.3)) : 1;
      const r = starR * appear * pop;
      if (r <= 0) continue;
      starPath(ctx, x, rowY, r, r * 0.48);
      ctx.fillStyle = p.emptyColor;
      ctx.fill();
      if (part > 0 && k > 0) {
        ctx.save();
        starPath(ctx, x, rowY, r, r * 0.48);
        ctx.clip();
        ctx.fillStyle = p.starColor;
        ctx.shadowColor = withAlpha(p.starColor, 0.8);
        ctx.shadowBlur = 24 * u;
        // A part-star fills from the left up to its share; a whole one fills entirely.
        ctx.fillRect(x - r, rowY - r, 2 * r * part * easeOutCubic(k), 2 * r);
        ctx.restore();
        const glint = seg(s, fillStart + i * per + 0.1, fillStart + i * per + 0.5);
        if (glint > 0 && glint < 1) {
          ctx.strokeStyle = withAlpha(mix(p.starColor, '#ffffff', 0.5), 1 - glint);
          ctx.lineWidth = 4 * u;
          ctx.lineCap = 'round';
          for (let j = 0; j < 5; j++) {
            const a = -Math.PI / 2 + (j * Math.PI * 2) / 5 + Math.PI / 5;
            const r0 = starR * (0.9 + 0.5 * glint), r1 = r0 + starR * 0.3;
            ctx.beginPath();
            ctx.moveTo(x + Math.cos(a) * r0, rowY + Math.sin(a) * r0);
            ctx.lineTo(x + Math.cos(a) * r1, rowY + Math.sin(a) * r1);
            ctx.stroke();
          }
        }
      }
    }
    const line = [p.label, p.source].filter(Boolean).join('  ·  ');
    if (line) {
      const a = easeOutCubic(seg(s, fillStart + per * 3, fillStart + per * 5 + 0.2));
      ctx.globalAlpha = a;
      setFont(ctx, p.fontFamily, 500, 38 * u);
      ctx.fillStyle = withAlpha(p.textColor, 0.8);
      ctx.textAlign = 'center';
      ctx.textBaseline = 'middle';
      ctx.fillText(ellipsize(ctx, line, W * 0.9), cx, rowY + starR * 2 + (1 - a) * 14 * u);
      ctx.globalAlpha = 1;
    }
    ctx.textAlign = 'left';
    ctx.textBaseline = 'alphabetic';
  },
});
