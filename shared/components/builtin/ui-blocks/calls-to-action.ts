/** UI blocks that ask the viewer to act: buttons and offers. */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { easeInOutCubic, easeOutBack, readableOn, roundRect, seg, setFont, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../composition/color.ts';
import { color, drawPointer, family } from './parts.ts';

export const ctaButton = defineComponent({
  id: 'cta-button',
  name: 'Call-to-action button',
  description: 'A pill button pops in, a cursor glides over and clicks it: the button presses, ripples and glows.',
  category: 'ui-blocks',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    label: Type.String({ minLength: 1, maxLength: 40 }),
    buttonColor: color('button colour'),
    textColor: Type.String({ maxLength: 100, description: 'label colour (empty: black or white, whichever reads better)' }),
    fontFamily: family,
    showCursor: Type.Boolean(),
  }, { additionalProperties: false }),
  propDefaults: { label: 'Start rendering', buttonColor: '#ffb020', textColor: '', fontFamily: 'Poppins', showCursor: true },
  durationInFrames: 90,
  textParam: 'label',
  tier: 'recommended',
  useCase: ['outro', 'social-cut'],
  mood: ['friendly', 'clear', 'energetic'],
  tags: ['button', 'cta', 'subscribe', 'click', 'cursor'],
  intent: 'Tell viewers what to do next.',
  useWhen: 'The end of a promo or a tutorial.',
  pairsWith: ['outro-card'],
  brandBindings: [{ param: 'buttonColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }],
  fontParams: [{ family: 'fontFamily', weights: [700] }],
  examples: [{ title: 'Subscribe', props: { label: 'Subscribe' } }],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const size = 56 * u;
    setFont(ctx, p.fontFamily, 700, size);
    const tw = ctx.measureText(p.label).width;
    const bw = tw + 200 * u, bh = size * 2.1;
    const cx = W / 2, cy = H / 2;
    const clickAt = 1.3;
    const appear = easeOutBack(seg(s, -0.2, 0.5), 1.6);
    const press = 1 - 0.08 * Math.sin(Math.PI * seg(s, clickAt - 0.05, clickAt + 0.2));
    const sc = (0.7 + 0.3 * appear) * press;
    const clicked = seg(s, clickAt, clickAt + 0.8);
    if (clicked > 0) {
      ctx.strokeStyle = withAlpha(p.buttonColor, (1 - clicked) * 0.8);
      ctx.lineWidth = 6 * u;
      roundRect(ctx, cx - (bw / 2) * (1 + clicked * 0.5), cy - (bh / 2) * (1 + clicked * 0.9), bw * (1 + clicked * 0.5), bh * (1 + clicked * 0.9), bh);
      ctx.stroke();
    }
    ctx.save();
    ctx.translate(cx, cy);
    ctx.scale(sc, sc);
    ctx.shadowColor = withAlpha(p.buttonColor, 0.45 + 0.35 * clicked);
    ctx.shadowBlur = (30 + 30 * clicked) * u;
    ctx.shadowOffsetY = 10 * u;
    const g = ctx.createLinearGradient(0, -bh / 2, 0, bh / 2);
    g.addColorStop(0, mix(p.buttonColor, '#ffffff', 0.18));
    g.addColorStop(1, p.buttonColor);
    ctx.fillStyle = g;
    roundRect(ctx, -bw / 2, -bh / 2, bw, bh, bh / 2);
    ctx.fill();
    ctx.shadowColor = 'transparent';
    ctx.fillStyle = p.textColor || readableOn(p.buttonColor);
    ctx.textBaseline = 'middle';
    ctx.fillText(p.label, -bw / 2 + 60 * u, 2 * u);
    const ax = bw / 2 - 52 * u + 6 * u * Math.sin(s * 6);
    ctx.strokeStyle = ctx.fillStyle;
    ctx.lineWidth = 6 * u;
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.beginPath();
    ctx.moveTo(ax - 18 * u, -14 * u);
    ctx.lineTo(ax, 0);
    ctx.lineTo(ax - 18 * u, 14 * u);
    ctx.stroke();
    ctx.restore();
    ctx.textBaseline = 'alphabetic';
    if (p.showCursor) {
      const m = easeInOutCubic(seg(s, 0.3, clickAt));
      const px = cx + bw * 0.9 + (bw * 0.15 - bw * 0.9) * m;
      const py = cy + bh * 2.2 + (bh * 0.15 - bh * 2.2) * m;
      const cs = 1 - 0.15 * Math.sin(Math.PI * seg(s, clickAt - 0.05, clickAt + 0.2));
      drawPointer(ctx, px, py, cs * u * 1.6);
    }
  },
});
