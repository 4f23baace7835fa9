/**
 * Built-in text components whose copy streams in over time: a broadcast news ticker and
 * word-by-word captions that build a sentence on the beat.
 */
import { Type } from '@sinclair/typebox';
import { defineComponent } from '../../sdk.ts';
import { clamp, easeOutBack, easeOutCubic, easeOutExpo, fitText, layoutWords, lerp, readableOn, roundRect, seg, setFont, unit } from '../../draw.ts';
import { mix, withAlpha } from '../../../shared/composition/color.ts';
import { color, family, weight } from '../prop-types.ts';

export const newsTicker = defineComponent({
  id: 'news-ticker',
  name: 'News ticker',
  description: 'A broadcast lower band: a label block wipes in, a headline panel extends beside it, and a ticker of stories scrolls endlessly beneath next to a live clock.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    label: Type.String({ minLength: 1, maxLength: 16 }),
    headline: Type.String({ minLength: 1, maxLength: 120 }),
    items: Type.Array(Type.String({ minLength: 1, maxLength: 140 }), { minItems: 1, maxItems: 12, description: 'stories scrolling in the ticker, in order' }),
    time: Type.String({ maxLength: 8, description: 'clock shown beside the ticker (empty: a pulsing LIVE)' }),
    labelColor: color('label block and separators'),
    panelColor: color('headline panel'),
    barColor: color('ticker bar'),
    fontFamily: family,
    fontWeight: weight,
    pixelsPerSecond: Type.Number({ minimum: 20, maximum: 800, description: 'ticker speed in pixels per second at 1080p' }),
  }, { additionalProperties: false }),
  propDefaults: {
    label: 'BREAKING',
    headline: 'City opens its first fully solar-powered metro line',
    items: ['Markets close higher as tech stocks rally', 'Storm warning lifted for the northern coast', 'Local team books a place in the cup final', 'Library extends weekend opening hours'],
    time: '09:41',
    labelColor: '#e11d48', panelColor: '#ffffff', barColor: '#0c1022', fontFamily: 'Inter', fontWeight: 800, pixelsPerSecond: 170,
  },
  durationInFrames: 240,
  textParam: 'headline',
  subtextParam: 'label',
  tier: 'standard',
  useCase: ['title-over-footage', 'explainer', 'social-cut'],
  mood: ['urgent', 'informative', 'broadcast', 'serious'],
  tags: ['news', 'ticker', 'breaking', 'crawl', 'broadcast', 'headline', 'live', 'lower third'],
  intent: 'Present a headline and running updates the way a news channel does.',
  useWhen: 'News-style recaps, announcements styled as breaking news, live event coverage or parody.',
  pairsWith: ['picture-in-picture', 'media-caption-panel', 'crt-scanlines', 'luma-fade'],
  avoidWith: ['lower-third', 'location-tag', 'callout-arrow'],
  brandBindings: [{ param: 'labelColor', brandToken: 'colors.primary' }, { param: 'barColor', brandToken: 'colors.background' }, { param: 'fontFamily', brandToken: 'fonts.body' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight', weights: [600] }],
  fixedCopy: ['LIVE'],
  warnings: ['Built for landscape frames; in portrait the headline is fitted small.', 'Ticker copy is not translated: give the items in the language of the video.'],
  format: { aspectRatio: '16:9', fps: 30, resolution: '1920x1080' },
  examples: [
    { title: 'Sports desk', props: { label: 'FULL TIME', headline: 'Rovers 3 – 1 City: late double seals the title', items: ['Next match: Saturday 15:00', 'Top scorer: A. Mensah, 21 goals', 'Tickets for the parade on sale now'], time: '', labelColor: '#16a34a', barColor: '#052e16' } },
    { title: 'Product update in brand blue', props: { label: 'UPDATE', headline: 'Version 4.2 is rolling out to everyone today', items: ['Faster exports', 'New dark theme', 'Shared workspaces'], labelColor: '#2563eb', time: '14:00', pixelsPerSecond: 120 } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const x0 = 70 * u, x1 = W - 70 * u;
    const rowH = 92 * u, tickH = 56 * u;
    const bottom = H - 64 * u;
    const top = bottom - rowH - tickH;
    const labelSize = 40 * u;
    ctx.textBaseline = 'middle';
    setFont(ctx, p.fontFamily, p.fontWeight, labelSize);
    const labelW = ctx.measureText(p.label).width + 56 * u;
    // Row one: the label block wipes in, then the headline panel extends out of it.
    const wipe = easeOutExpo(seg(s, -0.15, 0.4));
    const extend = easeOutExpo(seg(s, 0.1, 0.7));
    const panelX = x0 + labelW, panelW = (x1 - panelX) * extend;
    ctx.shadowColor = 'rgba(0,0,0,0.35)';
    ctx.shadowBlur = 24 * u;
    ctx.fillStyle = p.panelColor;
    if (panelW > 1) ctx.fillRect(panelX, top, panelW, rowH);
    ctx.fillStyle = p.labelColor;
    ctx.fillRect(x0, top, labelW * wipe, rowH);
    ctx.shadowColor = 'transparent';
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, top, labelW * wipe, rowH);
    ctx.clip();
    const shine = ((s + 0.6) % 2.5) / 0.6;
    if (shine < 1) {
      const sx = lerp(x0 - 60 * u, x0 + labelW + 60 * u, shine);
      const g = ctx.createLinearGradient(sx - 40 * u, 0, sx + 40 * u, 0);
      g.addColorStop(0, 'rgba(255,255,255,0)');
      g.addColorStop(0.5, 'rgba(255,255,255,0.35)');
      g.addColorStop(1, 'rgba(255,255,255,0)');
      ctx.fillStyle = g;
      ctx.fillRect(x0, top, labelW, rowH);
    }
    ctx.fillStyle = readableOn(p.labelColor);
    ctx.fillText(p.label, x0 + 28 * u, top + rowH / 2 + 2 * u);
    ctx.restore();
    if (panelW > 1) {
      const { size } = fitText(ctx, p.headline, p.fontFamily, p.fontWeight, x1 - panelX - 60 * u, 46 * u, 1);
      const rise = easeOutCubic(seg(s, 0.45, 0.95));
      ctx.save();
      ctx.beginPath();
      ctx.rect(panelX, top, panelW, rowH);
      ctx.clip();
      setFont(ctx, p.fontFamily, p.fontWeight, size);
      ctx.fillStyle = readableOn(p.panelColor);
      ctx.fillText(p.headline, panelX + 30 * u, top + rowH / 2 + 2 * u + (1 - rise) * rowH);
      ctx.restore();
    }
    // Row two: the clock box and the scrolling ticker slide up from under the panel.
    const slide = easeOutExpo(seg(s, 0.3, 0.8));
    if (slide <= 0) { ctx.textBaseline = 'alphabetic'; return; }
    const rowTop = top + rowH;
    ctx.save();
    ctx.beginPath();
    ctx.rect(x0, rowTop, x1 - x0, tickH);
    ctx.clip();
    const dy = (1 - slide) * -tickH;
    ctx.fillStyle = withAlpha(p.barColor, 0.94);
    ctx.fillRect(x0, rowTop + dy, x1 - x0, tickH);
    ctx.fillStyle = p.labelColor;
    ctx.fillRect(x0, rowTop + dy, x1 - x0, 3 * u);
    const tickSize = 30 * u;
    const boxW = labelW;
    ctx.fillStyle = mix(p.labelColor, '#000000', 0.35);
    ctx.fillRect(x0, rowTop + dy, boxW, tickH);
    const boxInk = readableOn(mix(p.labelColor, '#000000', 0.35));
    setFont(ctx, p.fontFamily, 600, tickSize);
    ctx.fillStyle = boxInk;
    if (p.time) {
      const tw = ctx.measureText(p.time).width;
      ctx.fillText(p.time, x0 + boxW / 2 - tw / 2, rowTop + dy + tickH / 2 + 1 * u);
    } else {
      const tw = ctx.measureText('LIVE').width;
      const dot = 7 * u;
      const cx = x0 + boxW / 2 - (tw + dot * 3) / 2;
      ctx.fillStyle = withAlpha('#ff3b3b', 0.5 + 0.5 * Math.abs(Math.sin(s * 3)));
      ctx.beginPath();
      ctx.arc(cx + dot, rowTop + dy + tickH / 2, dot, 0, Math.PI * 2);
      ctx.fill();
      ctx.fillStyle = boxInk;
      ctx.fillText('LIVE', cx + dot * 3, rowTop + dy + tickH / 2 + 1 * u);
    }
    ctx.beginPath();
    ctx.rect(x0 + boxW, rowTop, x1 - x0 - boxW, tickH);
    ctx.clip();
    const gapW = 64 * u;
    const widths = p.items.map((t) => ctx.measureText(t).width + gapW);
    const loop = widths.reduce((a, b) => a + b, 0);
    const scroll = (Math.max(0, s - 0.3) * p.pixelsPerSecond * u) % loop;
    let x = x0 + boxW + 30 * u - scroll;
    const ink = readableOn(p.barColor);
    for (let i = 0; x < x1; i = (i + 1) % p.items.length) {
      if (x + widths[i]! > x0 + boxW) {
        ctx.fillStyle = ink;
        ctx.fillText(p.items[i]!, x, rowTop + dy + tickH / 2 + 1 * u);
        const mx = x + widths[i]! - gapW / 2, my = rowTop + dy + tickH / 2;
        ctx.fillStyle = p.labelColor;
        ctx.beginPath();
        ctx.moveTo(mx, my - 7 * u); ctx.lineTo(mx + 7 * u, my); ctx.lineTo(mx, my + 7 * u); ctx.lineTo(mx - 7 * u, my);
        ctx.closePath();
        ctx.fill();
      }
      x += widths[i]!;
    }
    ctx.restore();
    ctx.textBaseline = 'alphabetic';
  },
});

interface WordBox { x: number; y: number; w: number; h: number }

export const wordByWord = defineComponent({
  id: 'word-by-word',
  name: 'Word by word',
  description: 'Social-style captions that build a sentence one word at a time on a steady beat: each word pops in and the current one rides a sliding highlight pill.',
  category: 'text',
  kind: 'component',
  version: '1.0.0',
  propSchema: Type.Object({
    text: Type.String({ minLength: 1, maxLength: 400 }),
    wordsPerSecond: Type.Number({ minimum: 0.5, maximum: 10 }),
    color: color('word colour'),
    highlightColor: color('highlight of the current word'),
    style: Type.Union([Type.Literal('pill'), Type.Literal('color'), Type.Literal('underline')], { description: 'how the current word is marked' }),
    fontFamily: family,
    fontWeight: weight,
    fontSize: Type.Number({ minimum: 10, maximum: 300, description: 'pixels at 1080p' }),
    uppercase: Type.Boolean(),
    position: Type.Union([Type.Literal('center'), Type.Literal('lower')]),
    maxLines: Type.Integer({ minimum: 1, maximum: 4, description: 'lines shown at once; longer text turns over like pages' }),
  }, { additionalProperties: false }),
  propDefaults: { text: 'Most people quit right before it starts to work', wordsPerSecond: 3.2, color: '#ffffff', highlightColor: '#ffb020', style: 'pill', fontFamily: 'Montserrat', fontWeight: 800, fontSize: 96, uppercase: true, position: 'center', maxLines: 2 },
  durationInFrames: 120,
  textParam: 'text',
  tier: 'recommended',
  useCase: ['social-cut', 'emphasis', 'explainer'],
  mood: ['energetic', 'modern', 'engaging'],
  tags: ['captions', 'word by word', 'subtitles', 'kinetic', 'reels', 'shorts', 'tiktok', 'karaoke'],
  intent: 'Carry a spoken line or a hook as punchy, word-timed captions.',
  useWhen: 'Vertical and social cuts, talking heads and hooks where each word should land on its own.',
  pairsWith: ['zoom-punch', 'subscribe-button', 'like-burst', 'phone-mockup'],
  avoidWith: ['typewriter', 'news-ticker'],
  brandBindings: [{ param: 'color', brandToken: 'colors.text' }, { param: 'highlightColor', brandToken: 'colors.accent' }, { param: 'fontFamily', brandToken: 'fonts.heading' }, { param: 'fontWeight', brandToken: 'fonts.heading.weight' }],
  fontParams: [{ family: 'fontFamily', weight: 'fontWeight' }],
  warnings: ['Words keep a fixed pace, not the speaker\'s timing: for transcript-timed captions use a captions clip.'],
  format: { aspectRatio: 'any', fps: 30, resolution: 'any' },
  examples: [
    { title: 'Vertical hook, lower third', props: { text: 'Stop scrolling. This one trick saves you an hour a day.', position: 'lower', maxLines: 1, wordsPerSecond: 3.8, highlightColor: '#22d3ee' } },
    { title: 'Calm coloured words', props: { text: 'Breathe in slowly, hold it, and let it go', style: 'color', uppercase: false, wordsPerSecond: 1.8, fontFamily: 'Poppins', fontWeight: 600, highlightColor: '#a78bfa' } },
  ],
  draw(ctx, f, p) {
    const { width: W, height: H } = f;
    const u = unit(W, H);
    const s = f.frame / f.fps;
    const text = p.uppercase ? p.text.toUpperCase() : p.text;
    const maxW = W * 0.8;
    // Lines never grow wider than the frame: a long word shrinks the size for the whole text.
    let size = p.fontSize * u;
    setFont(ctx, p.fontFamily, p.fontWeight, size);
    const widest = Math.max(...text.split(/\s+/).map((w) => ctx.measureText(w).width));
    if (widest > maxW) size *= maxW / widest;
    setFont(ctx, p.fontFamily, p.fontWeight, size);
    const { words, lineWidths } = layoutWords(ctx, text, maxW);
    if (!words.length) return;
    const clock = s + 0.2;
    const current = clamp(Math.floor(clock * p.wordsPerSecond), 0, words.length - 1);
    const page = Math.floor(words[current]!.line / p.maxLines);
    const firstLine = page * p.maxLines;
    const pageLines = lineWidths.slice(firstLine, firstLine + p.maxLines);
    const lh = size * 1.3;
    const centreY = p.position === 'lower' ? H * 0.8 : H / 2;
    const top = centreY - (pageLines.length * lh) / 2;
    const box = (i: number): WordBox => {
      const w = words[i]!;
      const lx = W / 2 - lineWidths[w.line]! / 2;
      return { x: lx + w.x, y: top + (w.line - firstLine) * lh, w: w.width, h: lh };
    };
    const age = (i: number) => clock - i / p.wordsPerSecond;
    const cur = box(current);
    // The marker slides from the previous word to the current one when they share a line.
    const sliding = current > 0 && words[current - 1]!.line === words[current]!.line;
    const k = sliding ? easeOutCubic(seg(age(current), 0, 0.14)) : 1;
    const prev = sliding ? box(current - 1) : cur;
    const padX = size * 0.16;
    const marker = { x: lerp(prev.x, cur.x, k) - padX, y: cur.y + lh * 0.08, w: lerp(prev.w, cur.w, k) + padX * 2, h: lh * 0.86 };
    const drawWords = (fill: (active: boolean) => string, shadow: boolean) => {
      setFont(ctx, p.fontFamily, p.fontWeight, size);
      ctx.textBaseline = 'middle';
      for (const w of words) {
        if (w.index > current || w.line < firstLine || w.line >= firstLine + p.maxLines) continue;
        const b = box(w.index);
        const pop = easeOutBack(seg(age(w.index), 0, 0.2), 2.6);
        const active = w.index === current;
        const sc = (0.55 + 0.45 * pop) * (active && p.style === 'color' ? 1.1 : 1);
        ctx.save();
        ctx.translate(b.x + b.w / 2, b.y + lh / 2);
        ctx.scale(sc, sc);
        ctx.globalAlpha = clamp(pop * 2);
        if (shadow) {
          ctx.shadowColor = 'rgba(0,0,0,0.45)';
          ctx.shadowBlur = 14 * u;
          ctx.shadowOffsetY = 3 * u;
        }
        ctx.fillStyle = fill(active);
        ctx.fillText(w.text, -b.w / 2, size * 0.04);
        ctx.restore();
      }
    };
    drawWords((active) => (active && p.style === 'color' ? p.highlightColor : p.color), true);
    if (p.style === 'underline') {
      ctx.fillStyle = p.highlightColor;
      roundRect(ctx, marker.x + padX, cur.y + lh * 0.86, marker.w - padX * 2, Math.max(3, size * 0.1), size * 0.05);
      ctx.fill();
    } else if (p.style === 'pill') {
      ctx.fillStyle = p.highlightColor;
      ctx.shadowColor = 'rgba(0,0,0,0.3)';
      ctx.shadowBlur = 16 * u;
      roundRect(ctx, marker.x, marker.y, marker.w, marker.h, size * 0.2);
      ctx.fill();
      ctx.shadowColor = 'transparent';
      // The words under the pill are drawn again, clipped to it, in the ink that reads on it.
      ctx.save();
      roundRect(ctx, marker.x, marker.y, marker.w, marker.h, size * 0.2);
      ctx.clip();
      const ink = readableOn(p.highlightColor);
      drawWords(() => ink, false);
      ctx.restore();
    }
    ctx.textBaseline = 'alphabetic';
  },
});
