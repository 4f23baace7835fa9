/**
 * The frame renderer: draws frame N of a composition into RGBA with Skia (@napi-rs/canvas).
 *
 * Drawing frame N reads only the composition and the source media: timeline state comes from
 * shared/composition/timing.ts, components draw from (frame, props, brand), video frames come from
 * the native decoder by source frame index, already scaled to where they are drawn (see
 * video-source.ts). So frame N is the same bytes whether it is drawn alone or after frames
 * 0..N−1, on this node or another of the same kind. The canvases are reused between frames and
 * cleared before each one.
 *
 * Paint order: output background, then tracks in array order (tracks[0] at the bottom), then the
 * brand kit watermark. Audio clips are not drawn (audio is mixed once at assembly).
 */
import { createCanvas, ImageData, type Canvas, type Image, type SKRSContext2D } from '@napi-rs/canvas';
import type { Composition, Transition, VisualClip, TextClip, ShapeClip, CaptionsClip, ComponentClip } from '../../shared/composition/schema.ts';
import { animatedClip, compositionFrameCount, ease, trackStateAt, trackTransitions, type PlacedClip, type TrackState, type TransitionWindow } from '../../shared/composition/timing.ts';
import { brandTokens, resolveBrandRef, type BrandTokens } from '../../shared/composition/brand.ts';
import { parseColor } from '../../shared/composition/color.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { cssFont, type FontSet } from '../../shared/fonts/index.ts';
import { builtinCatalog, type ComponentCatalog } from '../../shared/components/catalog.ts';
import { frameInfo, resolveProps, type Component, type Drawable } from '../../shared/components/sdk.ts';
import { roundRect, wrapText } from '../../shared/components/draw.ts';
import { AssetResolver, ImageCache, type MediaResolver } from './assets.ts';
import { openVideoDecoder, sourceFrameIndex, videoLayout, type Affine, type VideoDecoder, type VideoLayout } from './video-source.ts';
import { isAddonBuilt, retainLargeAllocations, type DecoderStats, type Rect } from '../../native/media/index.ts';
import { drawCaptions, layoutCaptions, resolveCaptionProfile, transcriptTime, type CaptionLayout } from './captions.ts';

export interface RendererOptions {
  /** Folder that relative `src` paths are resolved against (the composition file's folder); null where only `media:<id>` sources may be read (render nodes). */
  baseDir: string | null;
  media?: MediaResolver;
  catalog?: ComponentCatalog;
  /** Most video sources kept open at once (each holds a decoder). */
  maxOpenVideos?: number;
}

interface Box { w: number; h: number }

/** A video clip's decoded pixels, kept between frames. */
interface VideoPicture {
  pixels: ImageData;
  /** The source frame and placement the pixels hold once `filling` settles (a still frame is not decoded twice). */
  holds: string;
  filling: Promise<void>;
  /** The same pixels in a canvas, made only for clips that need drawImage (see drawVideo). */
  canvas?: { canvas: Canvas; holds: string };
}

/** A video clip's frame at some composition frame: which source frame, and how it is laid out. */
interface VideoRequest { key: string; decoder: VideoDecoder; index: number; layout: VideoLayout }

type MediaClip = VisualClip & { fit?: 'cover' | 'contain' | 'fill' | 'none' };

/** The part of a picture (in its pixels) that a media clip shows, and where that lands in the clip's box. */
function mediaRects(width: number, height: number, clip: MediaClip, box: Box): { source: Rect; target: Rect } | null {
  const crop = clip.crop ?? {};
  const sx = width * (crop.left ?? 0), sy = height * (crop.top ?? 0);
  const sw = width * (1 - (crop.left ?? 0) - (crop.right ?? 0)), sh = height * (1 - (crop.top ?? 0) - (crop.bottom ?? 0));
  if (sw <= 0 || sh <= 0) return null;
  const fit = clip.fit ?? 'cover';
  const whole = { x: 0, y: 0, width: box.w, height: box.h };
  if (fit === 'fill') return { source: { x: sx, y: sy, width: sw, height: sh }, target: whole };
  if (fit === 'cover') {
    const s = Math.max(box.w / sw, box.h / sh);
    const cw = box.w / s, ch = box.h / s;
    return { source: { x: sx + (sw - cw) / 2, y: sy + (sh - ch) / 2, width: cw, height: ch }, target: whole };
  }
  const s = fit === 'contain' ? Math.min(box.w / sw, box.h / sh) : 1;
  const dw = sw * s, dh = sh * s;
  return { source: { x: sx, y: sy, width: sw, height: sh }, target: { x: (box.w - dw) / 2, y: (box.h - dh) / 2, width: dw, height: dh } };
}

export class FrameRenderer {
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  readonly frameCount: number;
  private readonly canvas: Canvas;
  private readonly ctx: SKRSContext2D;
  private readonly layers: Canvas[] = [];
  private layerDepth = 0;
  private readonly scratchCanvases: Canvas[] = [];
  private matrixContext: SKRSContext2D | undefined;
  private readonly tokens: BrandTokens;
  private readonly fonts: FontSet;
  private readonly catalog: ComponentCatalog;
  private readonly assets: AssetResolver;
  private readonly images = new ImageCache();
  private readonly videos = new Map<string, Promise<VideoDecoder>>();
  private readonly videoPictures = new Map<string, VideoPicture>();
  /** Video clips (track:clip) → the decoder that last served them, for reading ahead without waiting. */
  private readonly clipDecoders = new Map<string, VideoDecoder>();
  private readonly windows: TransitionWindow[][];
  private readonly captionLayouts = new WeakMap<object, CaptionLayout>();
  private readonly maxOpenVideos: number;
  private closed = false;
  /** Per-frame: resolved paths → decoded pictures ready to draw. */
  private ready = new Map<string, Drawable>();
  /** Per-frame: video clips (track:clip) → their frame and how to draw it. */
  private readyVideos = new Map<string, { picture: VideoPicture; layout: VideoLayout }>();

  constructor(readonly composition: Composition, opts: RendererOptions) {
    // Frames go in and out of Skia through 8 MB copies; without the addon (no video) drawing still works.
    if (isAddonBuilt()) retainLargeAllocations();
    this.fonts = registerBundledFonts();
    this.width = composition.output.width;
    this.height = composition.output.height;
    this.fps = composition.output.fps;
    this.frameCount = compositionFrameCount(composition);
    this.tokens = brandTokens(composition.brandKit?.kit);
    // An opaque background keeps every frame opaque: clip blend modes and the components' compositing
    // all preserve the destination's alpha. The canvas is then opaque too, and Skia moves pixels in
    // and out of it (putImageData, getImageData) without premultiplying.
    const opaque = (parseColor(this.color(composition.output.background ?? '#000000'))?.a ?? 0) >= 1;
    this.canvas = createCanvas(this.width, this.height);
    this.ctx = this.context(this.canvas, !opaque);
    this.catalog = opts.catalog ?? builtinCatalog();
    this.assets = new AssetResolver(opts.baseDir, opts.media);
    this.maxOpenVideos = opts.maxOpenVideos ?? 8;
    this.windows = composition.tracks.map((t) => trackTransitions(t, this.fps));
  }

  /** The canvas's context, set up for drawing; `alpha` counts only when the context is first made. */
  private context(c: Canvas, alpha = true): SKRSContext2D {
    const ctx = c.getContext('2d', { alpha });
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

  /** Scratch canvas number `slot`, at least width × height (kept between frames, grown when needed). */
  private scratch = (slot: number, width: number, height: number): Canvas => {
    const c = this.scratchCanvases[slot];
    if (c && c.width >= width && c.height >= height) return c;
    return (this.scratchCanvases[slot] = createCanvas(Math.max(width, c?.width ?? 0), Math.max(height, c?.height ?? 0)));
  };

  private backdrop = (x: number, y: number, width: number, height: number): ImageData => this.ctx.getImageData(x, y, width, height);

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
    // The video pixels are in the canvas now; decode the next frame's while this one is read out.
    if (n + 1 < this.frameCount) this.readAhead(n + 1);
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
  async videoStats(): Promise<Record<string, DecoderStats>> {
    const out: Record<string, DecoderStats> = {};
    for (const [k, v] of this.videos) out[k] = (await v).stats();
    return out;
  }

  async close(): Promise<void> {
    this.closed = true;
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
    const readyVideos: typeof this.readyVideos = new Map();
    const jobs: Promise<void>[] = [];
    const wantImage = (src: string | undefined) => {
      if (!src) return;
      jobs.push((async () => { const path = await this.assets.path(src); ready.set(`img:${src}`, await this.images.get(path)); })());
    };
    const visit = (trackIndex: number, placed: PlacedClip) => {
      const clip = placed.clip;
      switch (clip.kind) {
        case 'image': wantImage(clip.src); break;
        case 'video': jobs.push(this.prepareVideo(trackIndex, placed, readyVideos)); break;
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
    this.readyVideos = readyVideos;
  }

  /** Decodes the clip's frame straight into the pixels it will cover (see video-source.ts). */
  private async prepareVideo(trackIndex: number, placed: PlacedClip, readyVideos: typeof this.readyVideos): Promise<void> {
    const clip = this.visibleVideo(placed);
    if (!clip) return;
    const key = `${trackIndex}:${placed.index}`;
    const path = await this.assets.path(clip.src);
    const decoder = await this.videoDecoder(`${path}#${key}`, path);
    this.clipDecoders.set(key, decoder);
    const request = this.videoRequest(key, decoder, clip, placed);
    if (!request) return;
    const picture = this.fillPicture(request);
    await picture.filling;
    readyVideos.set(key, { picture, layout: request.layout });
  }

  /**
   * Starts decoding the video frames that frame `n` shows, before returning, so they decode on the
   * thread pool while this frame is read out and encoded. Only clips whose decoder is already open.
   */
  private readAhead(n: number): void {
    this.composition.tracks.forEach((track, i) => {
      const state = track.hidden ? null : trackStateAt(track, n, this.fps, this.windows[i]);
      const placed = !state ? [] : state.kind === 'single' ? [state.at] : [state.from, state.to];
      for (const p of placed) {
        const clip = this.visibleVideo(p);
        const key = `${i}:${p.index}`;
        const decoder = this.clipDecoders.get(key);
        const request = clip && decoder ? this.videoRequest(key, decoder, clip, p) : null;
        // A failure shows again, with its message, when frame n itself is drawn.
        if (request) this.fillPicture(request).filling.catch(() => {});
      }
    });
  }

  /** The clip at its frame, animated, when it is a video that shows. */
  private visibleVideo(placed: PlacedClip): (VisualClip & { kind: 'video' }) | null {
    if (placed.clip.kind !== 'video') return null;
    const clip = animatedClip(placed.clip, placed.localFrame / this.fps) as VisualClip & { kind: 'video' };
    return (clip.opacity ?? 1) > 0 ? clip : null;
  }

  /** Which source frame the clip shows, and where its pixels go; null when none land on the canvas. */
  private videoRequest(key: string, decoder: VideoDecoder, clip: VisualClip & { kind: 'video' }, placed: PlacedClip): VideoRequest | null {
    const info = decoder.info;
    const frameSec = info.fps.den / info.fps.num;
    const rate = clip.playbackRate ?? 1;
    const trimStart = clip.trim?.start ?? 0;
    const trimEnd = Math.min(clip.trim?.end ?? info.duration, info.duration);
    let local = (placed.localFrame / this.fps) * rate;
    if (clip.loop && trimEnd > trimStart) local = ((local % (trimEnd - trimStart)) + (trimEnd - trimStart)) % (trimEnd - trimStart);
    const t = Math.min(Math.max(0, trimStart + local), Math.max(trimStart, trimEnd - frameSec));
    const box = this.box(clip, this.ctx);
    const rects = mediaRects(info.width, info.height, clip, box);
    const layout = rects && videoLayout(rects.source, rects.target, this.clipMatrix(clip, box), this, info.alpha);
    return layout ? { key, decoder, index: sourceFrameIndex(info, t), layout } : null;
  }

  /**
   * The clip's picture, filling (or filled) with the requested frame. Reads of one clip go through
   * one decoder in order, so the last one asked for is what the pixels end up holding.
   */
  private fillPicture({ key, decoder, index, layout }: VideoRequest): VideoPicture {
    const { width, height } = layout.placement;
    let picture = this.videoPictures.get(key);
    if (!picture || picture.pixels.width !== width || picture.pixels.height !== height) {
      picture = { pixels: new ImageData(width, height), holds: '', filling: Promise.resolve() };
      this.videoPictures.set(key, picture);
    }
    const holds = JSON.stringify([index, layout.placement]);
    if (picture.holds !== holds) {
      const p = picture;
      p.holds = holds;
      p.filling = decoder.read(index, p.pixels.data, layout.placement);
      p.filling.catch(() => { if (p.holds === holds) p.holds = ''; });
    }
    return picture;
  }

  private videoDecoder(key: string, path: string): Promise<VideoDecoder> {
    if (this.closed) return Promise.reject(new Error('the renderer is closed'));
    let p = this.videos.get(key);
    if (p) { this.videos.delete(key); this.videos.set(key, p); return p; }
    p = openVideoDecoder(path);
    this.videos.set(key, p);
    p.catch(() => this.videos.delete(key));
    while (this.videos.size > this.maxOpenVideos) {
      const [oldKey, old] = this.videos.entries().next().value as [string, Promise<VideoDecoder>];
      this.videos.delete(oldKey);
      void old.then((s) => s.close(), () => undefined);
    }
    return p;
  }

  /** The transform drawClip applies to `clip`, read back from a scratch context so it is Skia's own. */
  private clipMatrix(clip: VisualClip, box: Box): Affine {
    this.matrixContext ??= createCanvas(1, 1).getContext('2d');
    this.matrixContext.setTransform(1, 0, 0, 1, 0, 0);
    this.applyTransform(this.matrixContext, clip, box);
    return this.matrixContext.getTransform();
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
          const video = this.readyVideos.get(`${trackIndex}:${placed.index}`);
          if (video) this.drawVideo(ctx, video.picture, video.layout);
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

  private drawMedia(ctx: SKRSContext2D, img: Drawable, clip: MediaClip, box: Box): void {
    const r = mediaRects(img.width, img.height, clip, box);
    if (r) ctx.drawImage(img, r.source.x, r.source.y, r.source.width, r.source.height, r.target.x, r.target.y, r.target.width, r.target.height);
  }

  /** A decoded video frame: copied one to one in canvas space, or drawn into its box under the clip's transform. */
  private drawVideo(ctx: SKRSContext2D, picture: VideoPicture, layout: VideoLayout): void {
    // Opaque pixels drawn one to one at full opacity replace what lies beneath, which is what
    // putImageData does (it ignores the transform, alpha and compositing), without a canvas between.
    if (layout.space === 'canvas' && layout.opaque && ctx.globalAlpha === 1 && ctx.globalCompositeOperation === 'source-over') {
      ctx.putImageData(picture.pixels, layout.x, layout.y);
      return;
    }
    const { pixels, holds } = picture;
    if (!picture.canvas || picture.canvas.canvas.width !== pixels.width || picture.canvas.canvas.height !== pixels.height) {
      picture.canvas = { canvas: createCanvas(pixels.width, pixels.height), holds: '' };
    }
    const { canvas } = picture.canvas;
    if (picture.canvas.holds !== holds) {
      canvas.getContext('2d').putImageData(pixels, 0, 0);
      picture.canvas.holds = holds;
    }
    if (layout.space === 'canvas') {
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.drawImage(canvas, layout.x, layout.y);
      return;
    }
    const t = layout.target;
    ctx.drawImage(canvas, 0, 0, canvas.width, canvas.height, t.x, t.y, t.width, t.height);
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
    drawCaptions(ctx, layout, t, this.fonts, box.w, box.h, clip.transform ? undefined : this.backdrop, this.scratch);
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

