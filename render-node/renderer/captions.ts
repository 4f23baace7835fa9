/**
 * Captions from word timings, styled by a caption profile (the brand kit's, overlaid by the clip's).
 *
 * Words are grouped into pages (at most `maxWordsPerPage` words and `maxLines` lines of
 * `maxWidth`; a pause over 0.7 s or a sentence end after two words starts a new page). A page is on
 * screen from its first word's start until the next page starts, or 0.6 s after its last word.
 * The spoken word (start ≤ t < end) takes the highlight colour. Sizes in a profile are pixels at a
 * 1080-pixel short side, scaled to the output. Everything here depends on the clip and the time
 * only, so a caption frame draws the same whichever frames were drawn before it.
 */
import type { Canvas, ImageData, SKRSContext2D } from '@napi-rs/canvas';
import type { CaptionProfile, CaptionsClip, CaptionWord } from '../../shared/composition/schema.ts';
import { resolveBrandRef, type BrandTokens } from '../../shared/composition/brand.ts';
import { withAlpha } from '../../shared/composition/color.ts';
import type { FontSet } from '../../shared/fonts/index.ts';
import { cssFont } from '../../shared/fonts/index.ts';
import { roundRect } from '../../catalog/draw.ts';
import { FontUnavailableError } from '../../shared/failures.ts';

export type ResolvedCaptionProfile = Required<CaptionProfile>;

const pageGapSec = 0.7;
const holdSec = 0.6;

export function resolveCaptionProfile(clipProfile: CaptionProfile | undefined, tokens: BrandTokens, fonts: FontSet): ResolvedCaptionProfile {
  const merged: CaptionProfile = { ...(tokens['captions.profile'] ?? {}), ...(clipProfile ?? {}) };
  const family = String(resolveBrandRef(merged.fontFamily ?? tokens['fonts.heading'], tokens));
  const defaults = fonts.manifest().families.find((f) => f.family.toLowerCase() === family.toLowerCase())?.captionDefaults ?? { base: 700, emphasis: 800 };
  const color = (v: string | undefined, d: string) => String(resolveBrandRef(v ?? d, tokens));
  const p: ResolvedCaptionProfile = {
    fontFamily: family,
    fontSize: merged.fontSize ?? 62,
    fontWeight: merged.fontWeight ?? defaults.base,
    color: color(merged.color, '#ffffff'),
    highlightColor: color(merged.highlightColor, 'brand:colors.accent'),
    backgroundColor: color(merged.backgroundColor, 'rgba(8,10,20,0.72)'),
    plate: merged.plate ?? 'glass',
    position: merged.position ?? 'bottom',
    textTransform: merged.textTransform ?? 'none',
    entrance: merged.entrance ?? 'word-pop',
    entranceMs: merged.entranceMs ?? 180,
    entranceStaggerMs: merged.entranceStaggerMs ?? 60,
    exitMs: merged.exitMs ?? 160,
    emphasisColor: color(merged.emphasisColor, 'brand:colors.accent'),
    emphasisScale: merged.emphasisScale ?? 1.12,
    emphasisFontFamily: String(resolveBrandRef(merged.emphasisFontFamily ?? family, tokens)),
    emphasisFontWeight: merged.emphasisFontWeight ?? defaults.emphasis,
    emphasisFontStyle: merged.emphasisFontStyle ?? 'normal',
    emphasisTextTransform: merged.emphasisTextTransform ?? merged.textTransform ?? 'none',
    emphasisLetterSpacing: merged.emphasisLetterSpacing ?? 0,
    emphasisPlate: merged.emphasisPlate ?? false,
    emphasisPlateColor: color(merged.emphasisPlateColor, 'brand:colors.primary'),
    emphasisPlateTextColor: color(merged.emphasisPlateTextColor, '#ffffff'),
  };
  return p;
}

export interface PagedWord { index: number; text: string; start: number; end: number; emphasis: boolean; width: number; line: number; x: number }
export interface CaptionPage { start: number; end: number; words: PagedWord[]; lineWidths: number[] }

export interface CaptionLayout { profile: ResolvedCaptionProfile; size: number; pages: CaptionPage[]; maxWidth: number }

function fontOf(p: ResolvedCaptionProfile, fonts: FontSet, emphasis: boolean, size: number): string {
  const r = emphasis
    ? fonts.resolve(p.emphasisFontFamily, p.emphasisFontWeight, p.emphasisFontStyle)
    : fonts.resolve(p.fontFamily, p.fontWeight, 'normal');
  if (!r.ok) throw new FontUnavailableError(r.reason);
  return cssFont(r.face, emphasis ? size * p.emphasisScale : size);
}

function transformText(text: string, p: ResolvedCaptionProfile, emphasis: boolean): string {
  const t = emphasis ? p.emphasisTextTransform : p.textTransform;
  return t === 'uppercase' ? text.toUpperCase() : text;
}

/** Pages of a captions clip for an output size (pure: depends on the words, profile and size). */
export function layoutCaptions(ctx: SKRSContext2D, words: readonly CaptionWord[], profile: ResolvedCaptionProfile, fonts: FontSet, outW: number, outH: number, opts: { maxWordsPerPage?: number; maxLines?: number; maxWidth?: number }): CaptionLayout {
  const size = profile.fontSize * (Math.min(outW, outH) / 1080);
  const maxWidth = outW * (opts.maxWidth ?? 0.8);
  const maxWords = opts.maxWordsPerPage ?? 6;
  const maxLines = opts.maxLines ?? 2;
  const measured = words.map((w, index) => {
    const emphasis = w.emphasis === true;
    const text = transformText(w.text, profile, emphasis);
    ctx.font = fontOf(profile, fonts, emphasis, size);
    ctx.letterSpacing = emphasis && profile.emphasisLetterSpacing ? `${profile.emphasisLetterSpacing}px` : '0px';
    const width = ctx.measureText(text).width + (emphasis && profile.emphasisPlate ? size * 0.3 : 0);
    return { index, text, start: w.start, end: Math.max(w.end, w.start), emphasis, width, line: 0, x: 0 };
  });
  ctx.letterSpacing = '0px';
  ctx.font = fontOf(profile, fonts, false, size);
  const space = ctx.measureText(' ').width;
  const wrap = (ws: PagedWord[]): number[] => {
    const widths: number[] = [];
    let line = 0, x = 0;
    for (const w of ws) {
      if (x > 0 && x + space + w.width > maxWidth) { widths.push(x); line++; x = 0; }
      w.line = line;
      w.x = x === 0 ? 0 : x + space;
      x = w.x + w.width;
    }
    widths.push(x);
    return widths;
  };
  const pages: CaptionPage[] = [];
  let current: PagedWord[] = [];
  const flush = () => { if (current.length) { pages.push({ start: current[0]!.start, end: 0, words: current, lineWidths: wrap(current) }); current = []; } };
  for (const w of measured) {
    const prev = current[current.length - 1];
    if (prev) {
      const gap = w.start - prev.end > pageGapSec;
      const sentence = /[.!?]$/.test(prev.text) && current.length >= 2;
      const full = current.length >= maxWords || wrap([...current.map((c) => ({ ...c })), { ...w }]).length > maxLines;
      if (gap || sentence || full) flush();
    }
    current.push(w);
  }
  flush();
  pages.forEach((pg, i) => {
    const next = pages[i + 1];
    const hold = pg.words[pg.words.length - 1]!.end + holdSec;
    pg.end = next ? Math.min(next.start, hold) : hold;
  });
  return { profile, size, pages, maxWidth };
}

export interface CaptionState { page: CaptionPage | undefined; activeWord: PagedWord | undefined }

/** The page on screen and the spoken word at transcript time `t`. */
export function captionStateAt(layout: CaptionLayout, t: number): CaptionState {
  const page = layout.pages.find((p) => t >= p.start && t < p.end);
  const activeWord = page?.words.find((w) => t >= w.start && t < w.end);
  return { page, activeWord };
}

/** Transcript seconds shown at a clip-local time. */
export function transcriptTime(clip: CaptionsClip, localSec: number): number {
  return (clip.trim?.start ?? 0) + localSec;
}

const clamp01 = (v: number) => Math.min(1, Math.max(0, v));
const easeOut = (t: number) => 1 - (1 - clamp01(t)) ** 3;

/** Reads a region of the picture under the captions (for the glass plate). */
export type Backdrop = (x: number, y: number, width: number, height: number) => ImageData;
/** Scratch canvas number `slot`, at least `width × height`. */
export type Scratch = (slot: number, width: number, height: number) => Canvas;

/** Draws the caption frame at transcript time `t` into a box of `outW × outH`. */
/**
 * Where a caption page's words are at transcript time `t` (the geometry drawCaptions draws them
 * with, entrance animations left out), and the page's text; null between pages.
 */
export function captionPageBox(layout: CaptionLayout, t: number, outW: number, outH: number): { text: string; box: { x: number; y: number; width: number; height: number } } | null {
  const { page } = captionStateAt(layout, t);
  if (!page || !page.words.length) return null;
  const size = layout.size;
  const lh = size * 1.28;
  const blockH = page.lineWidths.length * lh;
  const p = layout.profile;
  const top = p.position === 'top' ? outH * 0.1 : p.position === 'center' ? outH / 2 - blockH / 2 : outH * 0.86 - blockH;
  const widest = Math.max(...page.lineWidths);
  const text = page.words.map((w) => w.text).join(' ');
  return { text: p.textTransform === 'uppercase' ? text.toUpperCase() : text, box: { x: outW / 2 - widest / 2, y: top, width: widest, height: blockH } };
}

export function drawCaptions(ctx: SKRSContext2D, layout: CaptionLayout, t: number, fonts: FontSet, outW: number, outH: number, backdrop: Backdrop | undefined, scratch: Scratch): void {
  const { page, activeWord } = captionStateAt(layout, t);
  if (!page) return;
  const p = layout.profile;
  const size = layout.size;
  const lh = size * 1.28;
  const lines = page.lineWidths.length;
  const blockH = lines * lh;
  const top = p.position === 'top' ? outH * 0.1 : p.position === 'center' ? outH / 2 - blockH / 2 : outH * 0.86 - blockH;
  const widest = Math.max(...page.lineWidths);
  const entranceSec = p.entranceMs / 1000;
  const sinceStart = t - page.start;
  const untilEnd = page.end - t;
  const next = layout.pages[layout.pages.indexOf(page) + 1];
  const exitApplies = !next || next.start > page.end + 1e-9;
  const exitA = exitApplies && p.exitMs > 0 ? clamp01(untilEnd / (p.exitMs / 1000)) : 1;
  const pageA = (p.entrance === 'fade' && entranceSec > 0 ? easeOut(sinceStart / entranceSec) : 1) * exitA;
  const plateIn = entranceSec > 0 && p.entrance !== 'none' ? easeOut(sinceStart / entranceSec) : 1;

  if (p.plate !== 'none') {
    const padX = size * 0.55, padY = size * 0.32;
    // Word-pop builds the line word by word: the plate grows with the words already spoken.
    let left = outW / 2 - widest / 2, right = outW / 2 + widest / 2, lastLine = lines - 1;
    if (p.entrance === 'word-pop') {
      const shown = page.words.filter((w) => t >= w.start);
      const first = shown[0] ?? page.words[0]!;
      left = Infinity; right = -Infinity; lastLine = 0;
      for (const w of shown.length ? shown : [first]) {
        const x0 = outW / 2 - page.lineWidths[w.line]! / 2 + w.x;
        const k = entranceSec > 0 ? clamp01((t - w.start) / entranceSec) : 1;
        left = Math.min(left, x0);
        right = Math.max(right, x0 + w.width * (shown.length ? 0.6 + 0.4 * easeOut(k) : 0.6));
        lastLine = Math.max(lastLine, w.line);
      }
    }
    const pw = (right - left + padX * 2) * (p.entrance === 'word-pop' ? 1 : 0.92 + 0.08 * plateIn), ph = (lastLine + 1) * lh + padY * 2;
    const px = (left + right) / 2 - pw / 2, py = top - padY;
    const r = size * 0.38;
    ctx.save();
    ctx.globalAlpha = pageA;
    if (p.plate === 'glass') {
      if (backdrop) {
        const sx = Math.max(0, Math.floor(px - size)), sy = Math.max(0, Math.floor(py - size));
        const sw = Math.min(outW - sx, Math.ceil(pw + size * 2)), sh = Math.min(outH - sy, Math.ceil(ph + size * 2));
        if (sw > 0 && sh > 0) {
          // Only the region under the plate is read: drawing from the whole canvas would copy all
          // of it, twice (a snapshot, then again when drawing goes on). A blur this wide keeps no
          // detail finer than a few pixels, so it runs on the region shrunk (a quarter of the size,
          // a sixteenth of the pixels) and is scaled back up under the plate.
          const blur = Math.max(2, size * 0.3);
          const shrink = Math.max(1, Math.min(4, Math.floor(blur / 2)));
          const w = Math.ceil(sw / shrink), h = Math.ceil(sh / shrink);
          const region = scratch(0, sw, sh);
          region.getContext('2d').putImageData(backdrop(sx, sy, sw, sh), 0, 0);
          const sctx = scratch(1, w, h).getContext('2d');
          sctx.save();
          sctx.beginPath();
          sctx.rect(0, 0, w, h);
          sctx.clip(); // bounds the blur's work to the region, not the whole scratch canvas
          sctx.clearRect(0, 0, w, h);
          sctx.filter = `blur(${(blur / shrink).toFixed(2)}px)`;
          sctx.drawImage(region, 0, 0, sw, sh, 0, 0, w, h);
          sctx.restore();
          roundRect(ctx, px, py, pw, ph, r);
          ctx.save();
          ctx.clip();
          ctx.imageSmoothingQuality = 'medium';
          ctx.drawImage(sctx.canvas, 0, 0, w, h, sx, sy, sw, sh);
          ctx.restore();
        }
      }
      roundRect(ctx, px, py, pw, ph, r);
      ctx.fillStyle = withAlpha(p.backgroundColor, 0.55);
      ctx.fill();
      ctx.fillStyle = 'rgba(255,255,255,0.08)';
      ctx.fill();
      ctx.strokeStyle = 'rgba(255,255,255,0.22)';
      ctx.lineWidth = Math.max(1, size * 0.03);
      ctx.stroke();
    } else {
      roundRect(ctx, px, py, pw, ph, r);
      ctx.fillStyle = p.backgroundColor;
      ctx.fill();
    }
    ctx.restore();
  }

  ctx.textBaseline = 'alphabetic';
  page.words.forEach((w, i) => {
    const lineW = page.lineWidths[w.line]!;
    const x = outW / 2 - lineW / 2 + w.x;
    const baseline = top + w.line * lh + size * 1.0;
    let a = pageA, dy = 0, scale = 1;
    const since = t - w.start;
    if (p.entrance === 'word-pop') {
      if (since < 0) return;
      const k = entranceSec > 0 ? clamp01(since / entranceSec) : 1;
      scale = 0.7 + 0.3 * easeOut(k) + 0.12 * Math.sin(Math.PI * k);
      a *= clamp01(k * 2.5);
    } else if (p.entrance === 'stagger-up') {
      const k = entranceSec > 0 ? clamp01((sinceStart - (i * p.entranceStaggerMs) / 1000) / entranceSec) : 1;
      dy = (1 - easeOut(k)) * size * 0.45;
      a *= easeOut(k);
    }
    if (a <= 0) return;
    const active = activeWord === w;
    const emphasis = w.emphasis;
    ctx.save();
    ctx.globalAlpha = a;
    const cx = x + w.width / 2, cy = baseline - size * 0.35;
    ctx.translate(cx, cy + dy);
    ctx.scale(scale, scale);
    ctx.translate(-cx, -cy);
    ctx.font = fontOf(p, fonts, emphasis, size);
    ctx.letterSpacing = emphasis && p.emphasisLetterSpacing ? `${p.emphasisLetterSpacing}px` : '0px';
    let fill = active ? p.highlightColor : emphasis ? p.emphasisColor : p.color;
    let textX = x;
    if (emphasis && p.emphasisPlate) {
      ctx.fillStyle = p.emphasisPlateColor;
      roundRect(ctx, x, baseline - size * 0.95, w.width, size * 1.2, size * 0.2);
      ctx.fill();
      fill = active ? p.highlightColor : p.emphasisPlateTextColor;
      textX = x + size * 0.15;
    }
    if (p.plate === 'none') {
      ctx.lineJoin = 'round';
      ctx.strokeStyle = 'rgba(0,0,0,0.85)';
      ctx.lineWidth = size * 0.14;
      ctx.strokeText(w.text, textX, baseline);
      ctx.shadowColor = 'rgba(0,0,0,0.5)';
      ctx.shadowBlur = size * 0.2;
    }
    ctx.fillStyle = fill;
    ctx.fillText(w.text, textX, baseline);
    ctx.restore();
  });
  ctx.letterSpacing = '0px';
}
