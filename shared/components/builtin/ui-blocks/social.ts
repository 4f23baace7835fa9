/** UI blocks of social proof and engagement: follow, subscribe, like, ratings. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { easeOutCubic, easeOutExpo, readableOn, roundRect, seg, setFont, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../composition/color.ts';
import { color, family, formatNumber } from './parts.ts';

export const socialFollow = defineComponent({
  id: 'social-follow',
  name: 'Social follow',
  description: 'A pill with an avatar disc and a handle slides out from the corner; a follow button fills in, ticks and shows a growing follower count.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
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
  pairsWith: ['cta-button'],
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
