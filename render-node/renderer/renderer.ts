/**
 * The frame renderer: draws frame N of a composition into RGBA with Skia (@napi-rs/canvas).
 *
 * Drawing frame N reads only the composition and the source media: timeline state comes from
 * shared/composition/timing.ts, components draw from (frame, props, brand), video frames come from
 * a `VideoDecoder` by source frame index. So frame N is the same bytes whether it is drawn alone
 * or after frames 0..N−1, on this node or another of the same kind. The canvases are reused
 * between frames and cleared before each one.
 *
 * Paint order: output background, then tracks in array order (tracks[0] at the bottom), then the
 * brand kit watermark. Audio clips are not drawn (audio is mixed once at assembly).
 */
import { createCanvas, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { Composition, Transition, VisualClip, TextClip, ShapeClip, CaptionsClip, ComponentClip } from '../../shared/composition/schema.ts';
import { animatedClip, compositionFrameCount, ease, trackStateAt, trackTransitions, type PlacedClip, type TrackState, type TransitionWindow } from '../../shared/composition/timing.ts';
import { brandTokens, resolveBrandRef, type BrandTokens } from '../../shared/composition/brand.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { cssFont, type FontSet } from '../../shared/fonts/index.ts';
import { builtinCatalog, type ComponentCatalog } from '../../shared/components/catalog.ts';
import { frameInfo, resolveProps, type Component, type Drawable } from '../../shared/components/sdk.ts';
import { roundRect, wrapText } from '../../shared/components/draw.ts';
import { AssetResolver, ImageCache, type MediaResolver } from './assets.ts';
import { CachedVideoSource, sourceFrameIndex, type VideoDecoder, type VideoSource } from './video-source.ts';
import { FfmpegVideoDecoder } from './ffmpeg-video.ts';
import { drawCaptions, layoutCaptions, resolveCaptionProfile, transcriptTime, type CaptionLayout } from './captions.ts';

export interface RendererOptions {
  /** Folder that relative `src` paths are resolved against (the composition file's folder); null where only `media:<id>` sources may be read (render nodes). */
  baseDir: string | null;
  media?: MediaResolver;
  videoDecoder?: VideoDecoder;
  catalog?: ComponentCatalog;
  /** Most video sources kept open at once (each holds a decoder). */
  maxOpenVideos?: number;
}

interface Box { w: number; h: number }

export class FrameRenderer {
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  readonly frameCount: number;
  private readonly canvas: Canvas;
  private readonly ctx: SKRSContext2D;
  private readonly layers: Canvas[] = [];
  private layerDepth = 0;
  private scratchCanvas: Canvas | undefined;
  private readonly tokens: BrandTokens;
  private readonly fonts: FontSet;
  private readonly catalog: ComponentCatalog;
  private readonly assets: AssetResolver;
  private readonly images = new ImageCache();
  private readonly decoder: VideoDecoder;
  private readonly videos = new Map<string, Promise<VideoSource>>();
  private readonly videoCanvases = new Map<string, Canvas>();
  private readonly windows: TransitionWindow[][];
  private readonly captionLayouts = new WeakMap<object, CaptionLayout>();
  private readonly maxOpenVideos: number;
  /** Per-frame: resolved paths → decoded pictures ready to draw. */
  private ready = new Map<string, Drawable>();

  constructor(readonly composition: Composition, opts: RendererOptions) {
    this.fonts = registerBundledFonts();
    this.width = composition.output.width;
    this.height = composition.output.height;
    this.fps = composition.output.fps;
    this.frameCount = compositionFrameCount(composition);
    this.canvas = createCanvas(this.width, this.height);
    this.ctx = this.context(this.canvas);
    this.tokens = brandTokens(composition.brandKit?.kit);
    this.catalog = opts.catalog ?? builtinCatalog();
    this.assets = new AssetResolver(opts.baseDir, opts.media);
    this.decoder = opts.videoDecoder ?? new FfmpegVideoDecoder();
    this.maxOpenVideos = opts.maxOpenVideos ?? 8;
    this.windows = composition.tracks.map((t) => trackTransitions(t, this.fps));
  }

  private context(c: Canvas): SKRSContext2D {
    const ctx = c.getContext('2d');
    ctx.lang = 'en';
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    return ctx;
  }

  private layer(): { canvas: Canvas; ctx: SKRSContext2D; release: () => void } {
    const i = this.layerDepth++;
    let canvas = this.layers[i];
    if (!canvas) { canvas = createCanvas(this.width, this.height); this.layers[i] = canvas; }
    const ctx = this.context(canvas);
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'source-over';
    ctx.clearRect(0, 0, this.width, this.height);
    return { canvas, ctx, release: () => { this.layerDepth--; } };
  }

  private scratch = (): Canvas => {
    this.scratchCanvas ??= createCanvas(this.width, this.height);
    return this.scratchCanvas;
  };

  // -------------------------------------------------------------------------------------------
  // Public API

  /** Draws frame `n` and returns the canvas holding it (valid until the next call). */
  async drawFrame(n: number): Promise<Canvas> {
    if (!Number.isInteger(n) || n < 0 || n >= Math.max(1, this.frameCount)) throw new RangeError(`frame ${n} is outside 0..${this.frameCount - 1}`);
    const states = this.composition.tracks.map((t, i) => (t.hidden ? null : trackStateAt(t, n, this.fps, this.windows[i])));
    await this.prepare(states);
    const ctx = this.ctx;
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.globalAlpha = 1;
    ctx.globalCompositeOperation = 'copy';
    ctx.fillStyle = this.color(this.composition.output.background ?? '#000000');
    ctx.fillRect(0, 0, this.width, this.height);
    ctx.globalCompositeOperation = 'source-over';
    states.forEach((state, i) => { if (state) this.drawTrack(ctx, i, state); });
    this.drawWatermark(ctx);
    return this.canvas;
  }

  /** Frame `n` as RGBA bytes (width × height × 4, straight alpha). */
  async renderFrame(n: number): Promise<Uint8Array> {
    const canvas = await this.drawFrame(n);
    const img = canvas.getContext('2d').getImageData(0, 0, this.width, this.height);
    return new Uint8Array(img.data.buffer, img.data.byteOffset, img.data.byteLength);
  }

  async renderPng(n: number): Promise<Buffer> {
    const canvas = await this.drawFrame(n);
    return canvas.encode('png');
  }

  /** Decoder statistics of every open video source, keyed by source. */
  async videoStats(): Promise<Record<string, { seeks: number; decoded: number }>> {
    const out: Record<string, { seeks: number; decoded: number }> = {};
    for (const [k, v] of this.videos) out[k] = { ...(await v).stats };
    return out;
  }

  async close(): Promise<void> {
    const open = [...this.videos.values()];
    this.videos.clear();
    await Promise.all(open.map(async (p) => (await p.catch(() => undefined))?.close()));
  }

  // -------------------------------------------------------------------------------------------
  // Resources needed by a frame, loaded before any drawing

  private color(v: string | undefined, fallback = '#000000'): string {
    return String(resolveBrandRef(v ?? fallback, this.tokens) ?? fallback);
  }

  private async prepare(states: (TrackState | null)[]): Promise<void> {
    const ready = new Map<string, Drawable>();
    const jobs: Promise<void>[] = [];
    const wantImage = (src: string | undefined) => {
      if (!src) return;
      jobs.push((async () => { const path = await this.assets.path(src); ready.set(`img:${src}`, await this.images.get(path)); })());
    };
    const visit = (trackIndex: number, placed: PlacedClip) => {
      const clip = placed.clip;
      switch (clip.kind) {
        case 'image': wantImage(clip.src); break;
        case 'video': jobs.push(this.prepareVideo(trackIndex, placed, ready)); break;
        case 'component': {
          const c = this.component(clip);
          const props = resolveProps(c, clip.props, this.tokens);
          for (const p of c.imageParams) { const v = props[p]; if (typeof v === 'string' && v) wantImage(v); }
          break;
        }
        default: break;
      }
    };
    states.forEach((s, i) => {
      if (!s) return;
      if (s.kind === 'single') visit(i, s.at);
      else {
        visit(i, s.from);
        visit(i, s.to);
        if (s.transition.kind === 'component' && s.transition.componentId) {
          const c = this.catalog.get(s.transition.componentId);
          if (c) { const props = resolveProps(c, s.transition.props, this.tokens); for (const p of c.imageParams) { const v = props[p]; if (typeof v === 'string' && v) wantImage(v); } }
        }
      }
    });
    if (this.watermarkOn()) wantImage(this.tokens['watermark.src']);
    await Promise.all(jobs);
    this.ready = ready;
  }

  private async prepareVideo(trackIndex: number, placed: PlacedClip, ready: Map<string, Drawable>): Promise<void> {
    const clip = placed.clip;
    if (clip.kind !== 'video') return;
    const key = `${trackIndex}:${placed.index}`;
    const path = await this.assets.path(clip.src);
    const source = await this.videoSource(`${path}#${key}`, path);
    const info = source.info;
    const rate = clip.playbackRate ?? 1;
    const trimStart = clip.trim?.start ?? 0;
    const trimEnd = Math.min(clip.trim?.end ?? info.durationSec, info.durationSec);
    let local = (placed.localFrame / this.fps) * rate;
    if (clip.loop && trimEnd > trimStart) local = ((local % (trimEnd - trimStart)) + (trimEnd - trimStart)) % (trimEnd - trimStart);
    const t = Math.min(Math.max(0, trimStart + local), Math.max(trimStart, trimEnd - 1 / info.fps));
    const frame = await source.frame(sourceFrameIndex(info, t));
    let canvas = this.videoCanvases.get(key);
    if (!canvas || canvas.width !== frame.width || canvas.height !== frame.height) {
      canvas = createCanvas(frame.width, frame.height);
      this.videoCanvases.set(key, canvas);
    }
    const vctx = canvas.getContext('2d');
    const img = vctx.createImageData(frame.width, frame.height);
    img.data.set(frame.data);
    vctx.putImageData(img, 0, 0);
    ready.set(`video:${key}`, canvas);
  }

  private videoSource(key: string, path: string): Promise<VideoSource> {
    let p = this.videos.get(key);
    if (p) { this.videos.delete(key); this.videos.set(key, p); return p; }
    p = this.decoder.open(path).then((s) => new CachedVideoSource(s, 3));
    this.videos.set(key, p);
    p.catch(() => this.videos.delete(key));
    while (this.videos.size > this.maxOpenVideos) {
      const [oldKey, old] = this.videos.entries().next().value as [string, Promise<VideoSource>];
      this.videos.delete(oldKey);
      void old.then((s) => s.close(), () => undefined);
    }
    return p;
  }

  private component(clip: ComponentClip): Component {
    const c = this.catalog.get(clip.componentId, clip.version);
    if (!c) throw new Error(`no component '${clip.componentId}' in the catalog`);
    return c;
  }

  private image(src: string | undefined): Drawable | null {
    if (!src) return null;
    return this.ready.get(`img:${src}`) ?? null;
  }

  // -------------------------------------------------------------------------------------------
  // Drawing

  private drawTrack(ctx: SKRSContext2D, trackIndex: number, state: TrackState): void {
    if (state.kind === 'single') { this.drawPlaced(ctx, trackIndex, state.at); return; }
    this.drawTransition(ctx, trackIndex, state.from, state.to, state.transition, state.progress);
  }

  private drawPlaced(ctx: SKRSContext2D, trackIndex: number, placed: PlacedClip): void {
    if (placed.clip.kind === 'audio') return;
    const clip = animatedClip(placed.clip, placed.localFrame / this.fps) as VisualClip;
    const opacity = clip.opacity ?? 1;
    if (opacity <= 0) return;
    const blend = clip.blendMode ?? 'normal';
    const op = blend === 'normal' ? 'source-over' : blend;
    const singleDraw = clip.kind === 'image' || clip.kind === 'video' || clip.kind === 'shape';
    if (singleDraw || (opacity >= 1 && blend === 'normal')) {
      ctx.save();
      ctx.globalAlpha = opacity;
      ctx.globalCompositeOperation = op as SKRSContext2D['globalCompositeOperation'];
      this.drawClip(ctx, trackIndex, placed, clip);
      ctx.restore();
      return;
    }
    const layer = this.layer();
    try {
      this.drawClip(layer.ctx, trackIndex, placed, clip);
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = opacity;
      ctx.globalCompositeOperation = op as SKRSContext2D['globalCompositeOperation'];
      ctx.drawImage(layer.canvas, 0, 0);
      ctx.restore();
    } finally { layer.release(); }
  }

  private box(clip: VisualClip, ctx: SKRSContext2D): Box {
    const t = clip.transform ?? {};
    if (clip.kind === 'text') {
      const w = t.width ?? this.width * 0.9;
      return { w, h: t.height ?? this.textBlock(ctx, clip, w).height };
    }
    return { w: t.width ?? this.width, h: t.height ?? this.height };
  }

  /** Applies the clip transform so that the clip's box spans [0, w] × [0, h]. */
  private applyTransform(ctx: SKRSContext2D, clip: VisualClip, box: Box): void {
    const t = clip.transform ?? {};
    const x = t.x ?? this.width / 2, y = t.y ?? this.height / 2;
    const s = t.scale ?? 1;
    ctx.translate(x, y);
    if (t.rotation) ctx.rotate((t.rotation * Math.PI) / 180);
    ctx.scale(s * (t.scaleX ?? 1), s * (t.scaleY ?? 1));
    ctx.translate(-(t.anchorX ?? 0.5) * box.w, -(t.anchorY ?? 0.5) * box.h);
  }

  private drawClip(ctx: SKRSContext2D, trackIndex: number, placed: PlacedClip, clip: VisualClip): void {
    ctx.save();
    try {
      const box = this.box(clip, ctx);
      this.applyTransform(ctx, clip, box);
      const crop = clip.crop;
      const mediaKinds = clip.kind === 'image' || clip.kind === 'video';
      if (crop && !mediaKinds) {
        ctx.beginPath();
        ctx.rect(box.w * (crop.left ?? 0), box.h * (crop.top ?? 0), box.w * (1 - (crop.left ?? 0) - (crop.right ?? 0)), box.h * (1 - (crop.top ?? 0) - (crop.bottom ?? 0)));
        ctx.clip();
      }
      switch (clip.kind) {
        case 'image': {
          const img = this.image(clip.src);
          if (img) this.drawMedia(ctx, img, clip, box);
          break;
        }
        case 'video': {
          const frame = this.ready.get(`video:${trackIndex}:${placed.index}`);
          if (frame) this.drawMedia(ctx, frame, clip, box);
          break;
        }
        case 'text': this.drawText(ctx, clip, box); break;
        case 'shape': this.drawShape(ctx, clip, box); break;
        case 'component': {
          const c = this.component(clip);
          const props = resolveProps(c, clip.props, this.tokens);
          const frames = Math.max(1, placed.range.end - placed.range.start);
          c.draw(ctx, frameInfo(placed.localFrame, frames, this.fps, box.w, box.h), props as never, this.tokens, { image: (s) => this.image(s) });
          break;
        }
        case 'captions': this.drawCaptionsClip(ctx, clip, placed, box); break;
      }
    } finally { ctx.restore(); }
  }

  private drawMedia(ctx: SKRSContext2D, img: Drawable, clip: VisualClip & { fit?: 'cover' | 'contain' | 'fill' | 'none' }, box: Box): void {
    const crop = clip.crop ?? {};
    const sx = img.width * (crop.left ?? 0), sy = img.height * (crop.top ?? 0);
    const sw = img.width * (1 - (crop.left ?? 0) - (crop.right ?? 0)), sh = img.height * (1 - (crop.top ?? 0) - (crop.bottom ?? 0));
    if (sw <= 0 || sh <= 0) return;
    const fit = clip.fit ?? 'cover';
    if (fit === 'fill') { ctx.drawImage(img, sx, sy, sw, sh, 0, 0, box.w, box.h); return; }
    if (fit === 'cover') {
      const s = Math.max(box.w / sw, box.h / sh);
      const cw = box.w / s, ch = box.h / s;
      ctx.drawImage(img, sx + (sw - cw) / 2, sy + (sh - ch) / 2, cw, ch, 0, 0, box.w, box.h);
      return;
    }
    const s = fit === 'contain' ? Math.min(box.w / sw, box.h / sh) : 1;
    const dw = sw * s, dh = sh * s;
    ctx.drawImage(img, sx, sy, sw, sh, (box.w - dw) / 2, (box.h - dh) / 2, dw, dh);
  }

  private textStyle(clip: TextClip) {
    const st = clip.style ?? {};
    const familyRef = st.fontFamily ?? 'brand:fonts.body';
    const family = String(resolveBrandRef(familyRef, this.tokens));
    const weightDefault = familyRef === 'brand:fonts.heading' ? this.tokens['fonts.heading.weight'] : familyRef === 'brand:fonts.body' ? this.tokens['fonts.body.weight'] : 400;
    const r = this.fonts.resolve(family, st.fontWeight ?? weightDefault, st.fontStyle ?? 'normal');
    if (!r.ok) throw new Error(r.reason);
    const size = st.fontSize ?? 64;
    const text = st.textTransform === 'uppercase' ? clip.text.toUpperCase() : st.textTransform === 'lowercase' ? clip.text.toLowerCase() : clip.text;
    return { st, font: cssFont(r.face, size), size, text, lineHeight: (st.lineHeight ?? 1.2) * size };
  }

  private textBlock(ctx: SKRSContext2D, clip: TextClip, width: number): { lines: string[]; height: number } {
    const { st, font, text, lineHeight } = this.textStyle(clip);
    ctx.save();
    ctx.font = font;
    ctx.letterSpacing = `${st.letterSpacing ?? 0}px`;
    const padY = st.background ? st.background.paddingY ?? lineHeight * 0.25 : 0;
    const padX = st.background ? st.background.paddingX ?? lineHeight * 0.4 : 0;
    const lines = wrapText(ctx, text, Math.max(1, width - padX * 2));
    ctx.restore();
    return { lines, height: lines.length * lineHeight + padY * 2 };
  }

  private drawText(ctx: SKRSContext2D, clip: TextClip, box: Box): void {
    const { st, font, size, lineHeight } = this.textStyle(clip);
    const { lines, height } = this.textBlock(ctx, clip, box.w);
    ctx.font = font;
    ctx.letterSpacing = `${st.letterSpacing ?? 0}px`;
    const align = st.align ?? 'center';
    const padX = st.background ? st.background.paddingX ?? lineHeight * 0.4 : 0;
    const padY = st.background ? st.background.paddingY ?? lineHeight * 0.25 : 0;
    const vAlign = st.verticalAlign ?? 'middle';
    const top = vAlign === 'top' ? 0 : vAlign === 'bottom' ? box.h - height : (box.h - height) / 2;
    const widths = lines.map((l) => ctx.measureText(l).width);
    if (st.background) {
      const w = Math.max(...widths) + padX * 2;
      const x = align === 'left' ? 0 : align === 'right' ? box.w - w : (box.w - w) / 2;
      ctx.fillStyle = this.color(st.background.color);
      roundRect(ctx, x, top, w, height, st.background.radius ?? 0);
      ctx.fill();
    }
    ctx.textBaseline = 'alphabetic';
    const ascent = size * 0.8 + (lineHeight - size) / 2;
    lines.forEach((line, i) => {
      const w = widths[i]!;
      const x = align === 'left' ? padX : align === 'right' ? box.w - padX - w : (box.w - w) / 2;
      const y = top + padY + i * lineHeight + ascent;
      if (st.shadow) {
        ctx.shadowColor = this.color(st.shadow.color);
        ctx.shadowBlur = st.shadow.blur ?? 0;
        ctx.shadowOffsetX = st.shadow.offsetX ?? 0;
        ctx.shadowOffsetY = st.shadow.offsetY ?? 0;
      }
      if (st.stroke && st.stroke.width > 0) {
        ctx.lineJoin = 'round';
        ctx.strokeStyle = this.color(st.stroke.color);
        ctx.lineWidth = st.stroke.width;
        ctx.strokeText(line, x, y);
        ctx.shadowColor = 'transparent';
      }
      ctx.fillStyle = this.color(st.color, 'brand:colors.text');
      ctx.fillText(line, x, y);
      ctx.shadowColor = 'transparent';
    });
  }

  private drawShape(ctx: SKRSContext2D, clip: ShapeClip, box: Box): void {
    const path = () => {
      ctx.beginPath();
      if (clip.shape === 'ellipse') ctx.ellipse(box.w / 2, box.h / 2, box.w / 2, box.h / 2, 0, 0, Math.PI * 2);
      else if (clip.radius) roundRect(ctx, 0, 0, box.w, box.h, clip.radius);
      else ctx.rect(0, 0, box.w, box.h);
    };
    const fill = clip.fill ?? (clip.stroke ? undefined : 'brand:colors.primary');
    if (fill !== undefined) {
      if (typeof fill === 'string') ctx.fillStyle = this.color(fill);
      else {
        let g;
        if (fill.kind === 'radial') g = ctx.createRadialGradient(box.w / 2, box.h / 2, 0, box.w / 2, box.h / 2, Math.hypot(box.w, box.h) / 2);
        else {
          const a = ((fill.angle ?? 0) * Math.PI) / 180;
          const dx = Math.cos(a), dy = Math.sin(a);
          const half = (Math.abs(dx) * box.w + Math.abs(dy) * box.h) / 2;
          g = ctx.createLinearGradient(box.w / 2 - dx * half, box.h / 2 - dy * half, box.w / 2 + dx * half, box.h / 2 + dy * half);
        }
        for (const s of fill.stops) g.addColorStop(s.offset, this.color(s.color));
        ctx.fillStyle = g;
      }
      path();
      ctx.fill();
    }
    if (clip.stroke && clip.stroke.width > 0) {
      ctx.strokeStyle = this.color(clip.stroke.color);
      ctx.lineWidth = clip.stroke.width;
      path();
      ctx.stroke();
    }
  }

  private captionLayout(ctx: SKRSContext2D, clip: CaptionsClip, box: Box): CaptionLayout {
    let layout = this.captionLayouts.get(clip);
    if (!layout) {
      const profile = resolveCaptionProfile(clip.profile, this.tokens, this.fonts);
      const opts: { maxWordsPerPage?: number; maxLines?: number; maxWidth?: number } = {};
      if (clip.maxWordsPerPage !== undefined) opts.maxWordsPerPage = clip.maxWordsPerPage;
      if (clip.maxLines !== undefined) opts.maxLines = clip.maxLines;
      if (clip.maxWidth !== undefined) opts.maxWidth = clip.maxWidth;
      ctx.save();
      layout = layoutCaptions(ctx, clip.words ?? [], profile, this.fonts, box.w, box.h, opts);
      ctx.restore();
      this.captionLayouts.set(clip, layout);
    }
    return layout;
  }

  private drawCaptionsClip(ctx: SKRSContext2D, clip: CaptionsClip, placed: PlacedClip, box: Box): void {
    const source = placed.clip as CaptionsClip;
    const layout = this.captionLayout(ctx, source, box);
    const t = transcriptTime(source, placed.localFrame / this.fps);
    // The glass plate blurs the picture beneath it; that picture lines up with the box only when
    // the captions are not transformed.
    drawCaptions(ctx, layout, t, this.fonts, box.w, box.h, clip.transform ? undefined : this.canvas, this.scratch);
  }

  private drawTransition(ctx: SKRSContext2D, trackIndex: number, from: PlacedClip, to: PlacedClip, tr: Transition, progress: number): void {
    const W = this.width, H = this.height;
    const a = this.layer();
    const b = this.layer();
    try {
      this.drawPlaced(a.ctx, trackIndex, from);
      this.drawPlaced(b.ctx, trackIndex, to);
      const p = ease(tr.easing ?? 'ease-in-out', progress);
      ctx.save();
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      const dir = tr.direction ?? 'left';
      const vec = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] }[dir] as [number, number];
      switch (tr.kind) {
        case 'crossfade': {
          const mixL = this.layer();
          try {
            mixL.ctx.globalAlpha = 1 - p;
            mixL.ctx.drawImage(a.canvas, 0, 0);
            mixL.ctx.globalAlpha = p;
            mixL.ctx.globalCompositeOperation = 'lighter';
            mixL.ctx.drawImage(b.canvas, 0, 0);
            ctx.drawImage(mixL.canvas, 0, 0);
          } finally { mixL.release(); }
          break;
        }
        case 'dip': {
          ctx.drawImage(p < 0.5 ? a.canvas : b.canvas, 0, 0);
          ctx.globalAlpha = p < 0.5 ? p * 2 : (1 - p) * 2;
          ctx.fillStyle = this.color(tr.color ?? '#000000');
          ctx.fillRect(0, 0, W, H);
          break;
        }
        case 'wipe': {
          // The incoming clip is revealed from the side opposite the direction of travel.
          const [dx, dy] = vec;
          const rect = (q: number): [number, number, number, number] =>
            dx < 0 ? [W * (1 - q), 0, W * q, H] : dx > 0 ? [0, 0, W * q, H] : dy < 0 ? [0, H * (1 - q), W, H * q] : [0, 0, W, H * q];
          ctx.save();
          ctx.beginPath();
          if (dx < 0) ctx.rect(0, 0, W - W * p, H); else if (dx > 0) ctx.rect(W * p, 0, W - W * p, H); else if (dy < 0) ctx.rect(0, 0, W, H - H * p); else ctx.rect(0, H * p, W, H - H * p);
          ctx.clip();
          ctx.drawImage(a.canvas, 0, 0);
          ctx.restore();
          ctx.beginPath();
          const [x, y, w, h] = rect(p);
          ctx.rect(x, y, w, h);
          ctx.clip();
          ctx.drawImage(b.canvas, 0, 0);
          break;
        }
        case 'slide': {
          const [dx, dy] = vec;
          ctx.drawImage(a.canvas, 0, 0);
          ctx.drawImage(b.canvas, -dx * W * (1 - p), -dy * H * (1 - p));
          break;
        }
        case 'push': {
          const [dx, dy] = vec;
          ctx.drawImage(a.canvas, dx * W * p, dy * H * p);
          ctx.drawImage(b.canvas, -dx * W * (1 - p), -dy * H * (1 - p));
          break;
        }
        case 'zoom': {
          const mixL = this.layer();
          try {
            const za = 1 + 0.25 * p, zb = 0.8 + 0.2 * p;
            mixL.ctx.globalAlpha = 1 - p;
            mixL.ctx.drawImage(a.canvas, (W - W * za) / 2, (H - H * za) / 2, W * za, H * za);
            mixL.ctx.globalAlpha = p;
            mixL.ctx.globalCompositeOperation = 'lighter';
            mixL.ctx.drawImage(b.canvas, (W - W * zb) / 2, (H - H * zb) / 2, W * zb, H * zb);
            ctx.drawImage(mixL.canvas, 0, 0);
          } finally { mixL.release(); }
          break;
        }
        case 'iris': {
          ctx.drawImage(a.canvas, 0, 0);
          ctx.beginPath();
          ctx.arc(W / 2, H / 2, (Math.hypot(W, H) / 2) * p, 0, Math.PI * 2);
          ctx.clip();
          ctx.drawImage(b.canvas, 0, 0);
          break;
        }
        case 'component': {
          const c = tr.componentId ? this.catalog.get(tr.componentId) : undefined;
          if (!c) throw new Error(`no transition component '${tr.componentId}'`);
          const props = resolveProps(c, tr.props, this.tokens);
          const frames = Math.max(2, Math.round(tr.duration * this.fps));
          const info = { ...frameInfo(0, frames, this.fps, W, H), frame: Math.round(progress * (frames - 1)), progress };
          c.draw(ctx, info, props as never, this.tokens, { image: (s) => this.image(s), from: a.canvas, to: b.canvas });
          break;
        }
      }
      ctx.restore();
    } finally { b.release(); a.release(); }
  }

  private watermarkOn(): boolean {
    return this.composition.brandKit?.watermark !== false && this.tokens['watermark.src'] !== undefined;
  }

  private drawWatermark(ctx: SKRSContext2D): void {
    if (!this.watermarkOn()) return;
    const img = this.image(this.tokens['watermark.src']) as Image | Canvas | null;
    if (!img) return;
    const W = this.width, H = this.height;
    const w = W * 0.07, h = (img.height / img.width) * w;
    const m = Math.min(W, H) * 0.04;
    const place = this.tokens['watermark.placement'] ?? 'br';
    const x = place.endsWith('l') ? m : W - m - w;
    const y = place.startsWith('t') ? m : H - m - h;
    ctx.save();
    ctx.globalAlpha = this.tokens['watermark.opacity'] ?? 0.6;
    ctx.drawImage(img, x, y, w, h);
    ctx.restore();
  }
}

