/**
 * Drawing clips onto a canvas, given the frame's resources already loaded (frame-resources.ts):
 * a track's clip at its local frame, or two clips and the transition between them; then the
 * brand kit's watermark. Nothing here waits or reads files, and nothing carries over between
 * frames except what a clip draws the same every frame: caption layouts, and the rasters of
 * static layers (clip-rasters.ts: text, shapes and images that do not animate, or only fade).
 *
 * A clip draws in its box: the clip transform maps the box [0, w] × [0, h] onto the canvas. A
 * clip with opacity or a blend mode that must apply to it as a whole is drawn on a layer first,
 * unless it is drawn as one picture (an image, a video, a static layer's raster).
 * A video clip's subject (drawSubject) is the clip drawn from its pixels cut out by its matte.
 *
 * What goes wrong while drawing a clip fails with a typed failure naming the clip: a font that
 * cannot be drawn, a component whose own code threw, or an internal error for anything else.
 */
import { createCanvas, type Canvas, type Image, type ImageData, type SKRSContext2D } from '@napi-rs/canvas';
import type { CaptionsClip, ShapeClip, TextClip, VideoClip, VisualClip } from '../../shared/composition/schema.ts';
import { animatedClip, type PlacedClip, type TrackState } from '../../shared/composition/timing.ts';
import { resolveBrandRef, type BrandTokens } from '../../shared/composition/brand.ts';
import { cssFont, type FontSet } from '../../shared/fonts/index.ts';
import type { ComponentCatalog } from '../../catalog/index.ts';
import { frameInfo, resolveProps, type Component, type Drawable } from '../../catalog/sdk.ts';
import { roundRect, wrapText } from '../../catalog/draw.ts';
import { clipPath, drawingFailure, FontUnavailableError, runComponent } from '../../shared/failures.ts';
import type { PixelBox, Rect, VideoFileInfo } from '../../native/media/index.ts';
import type { CanvasPool } from './canvases.ts';
import { ClipRasters, type BoxRect, type RasterLook } from './clip-rasters.ts';
import { captionPageBox, drawCaptions, layoutCaptions, resolveCaptionProfile, transcriptTime, type CaptionLayout } from './captions.ts';
import { videoKey, type VideoFrame, type VideoPicture } from './frame-resources.ts';
import { transitionPath, type TransitionRegistry } from './transitions.ts';
import { videoLayout, type Affine, type VideoLayout } from './video-source.ts';

interface Box { w: number; h: number }

/** A text clip laid out in its box: what paintText draws, and where its ink can be. */
interface TextLayout {
  font: string;
  letterSpacing: string;
  lines: { text: string; x: number; y: number }[];
  background: { x: number; y: number; width: number; height: number; radius: number; color: string } | undefined;
  shadow: { color: string; blur: number; offsetX: number; offsetY: number } | undefined;
  stroke: { color: string; width: number } | undefined;
  fill: string;
  ink: BoxRect;
}

/**
 * Whether a clip is drawn as a static layer, from a raster made once (clip-rasters.ts): a text,
 * shape or image clip that does not animate, or only fades. A clip that moves, grows or restyles
 * as it plays is drawn from its vectors and sources every frame, as a raster would have to be made
 * anew for each frame anyway (a sliding title measured 1.7 ms a frame slower through one).
 */
function isStaticLayer(clip: VisualClip): boolean {
  if (clip.kind !== 'text' && clip.kind !== 'shape' && clip.kind !== 'image') return false;
  return Object.keys(clip.animate ?? {}).every((path) => path === 'opacity');
}

type MediaClip = VisualClip & { fit?: 'cover' | 'contain' | 'fill' | 'none' };

/** A colour value or `brand:` reference as a CSS colour. */
export function brandColor(tokens: BrandTokens, v: string | undefined, fallback = '#000000'): string {
  return String(resolveBrandRef(v ?? fallback, tokens) ?? fallback);
}

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

export interface PainterSettings {
  width: number;
  height: number;
  fps: number;
  tokens: BrandTokens;
  fonts: FontSet;
  catalog: ComponentCatalog;
  canvases: CanvasPool;
  transitions: TransitionRegistry;
  /** The frame's loaded pictures. */
  resources: { image(src: string | undefined): Drawable | null; video(key: string): VideoFrame | undefined };
  /** Reads the frame's picture drawn so far (the captions' glass plate blurs what lies beneath it). */
  backdrop: (x: number, y: number, width: number, height: number) => ImageData;
}

/**
 * A text the painter drew, where it landed on the frame: what a verify job measures (contrast,
 * size, safe areas). Boxes are in canvas pixels, axis-aligned around the glyphs' transformed ink.
 */
export interface DrawnTextGeometry {
  clipRef: string;
  kind: 'text' | 'captions';
  text: string;
  box: BoxRect;
  /** The font size after the clip's transform, in canvas pixels. */
  heightPx: number;
  /** The fill colour the glyphs were painted with (CSS). */
  fill: string;
}

export class ClipPainter {
  private readonly captionLayouts = new WeakMap<object, CaptionLayout>();
  private transformScratch: SKRSContext2D | undefined;
  /** Static layers' rasters, kept while their clips are on screen. */
  private readonly rasters: ClipRasters;
  /** Where the texts of the frame went, while a verify job asks (`recordTexts`); null otherwise. */
  private drawnTexts: DrawnTextGeometry[] | null = null;

  constructor(private readonly settings: PainterSettings) {
    this.rasters = new ClipRasters(settings.width, settings.height);
  }

  /** After each frame: lets go of the rasters of clips the frame did not draw. */
  endFrame(): void {
    this.rasters.sweep();
  }

  /** From now on, notes where each text is drawn (see DrawnTextGeometry); `takeTexts` hands them over. */
  recordTexts(): void {
    this.drawnTexts ??= [];
  }

  /** The texts drawn since the last call (empty unless `recordTexts` was called). */
  takeTexts(): DrawnTextGeometry[] {
    const texts = this.drawnTexts ?? [];
    if (this.drawnTexts) this.drawnTexts = [];
    return texts;
  }

  color(v: string | undefined, fallback = '#000000'): string {
    return brandColor(this.settings.tokens, v, fallback);
  }

  component(clip: { componentId: string; version?: string }): Component {
    const c = this.settings.catalog.get(clip.componentId, clip.version);
    if (!c) throw new Error(`no component '${clip.componentId}' in the catalog`);
    return c;
  }

  /** A track at a frame: its clip, or the transition between two. */
  drawTrack(ctx: SKRSContext2D, trackIndex: number, state: TrackState): void {
    if (state.kind === 'single') { this.drawPlaced(ctx, trackIndex, state.at); return; }
    const { from, to, transition, progress } = state;
    const { canvases, transitions } = this.settings;
    const a = canvases.layer();
    const b = canvases.layer();
    try {
      this.drawPlaced(a.ctx, trackIndex, from);
      this.drawPlaced(b.ctx, trackIndex, to);
      try {
        const drawn = transitions.resolve(transition);
        canvases.withLayers((layer) => drawn.draw(ctx, progress, { image: (s) => this.settings.resources.image(s), from: a.canvas, to: b.canvas, layer }));
      } catch (err) {
        throw drawingFailure(err).at({ clip: transitionPath(trackIndex, to.index) });
      }
    } finally { b.release(); a.release(); }
  }

  /** The watermark of the brand kit, in its corner. */
  drawWatermark(ctx: SKRSContext2D, src: string): void {
    const img = this.settings.resources.image(src) as Image | null;
    if (!img) return;
    const { width: W, height: H, tokens } = this.settings;
    const w = W * 0.07, h = (img.height / img.width) * w;
    const m = Math.min(W, H) * 0.04;
    const place = tokens['watermark.placement'] ?? 'br';
    const x = place.endsWith('l') ? m : W - m - w;
    const y = place.startsWith('t') ? m : H - m - h;
    ctx.save();
    ctx.globalAlpha = tokens['watermark.opacity'] ?? 0.6;
    ctx.drawImage(img, x, y, w, h);
    ctx.restore();
  }

  /**
   * A video clip's subject over what is drawn so far: the clip drawn as it is drawn on its track
   * (transform, crop, opacity, blend mode) from its pixels cut out by its matte, in one draw.
   */
  drawSubject(ctx: SKRSContext2D, trackIndex: number, placed: PlacedClip): void {
    try {
      const clip = animatedClip(placed.clip, placed.localFrame / this.settings.fps) as VideoClip;
      const opacity = clip.opacity ?? 1;
      if (opacity <= 0) return;
      const blend = clip.blendMode ?? 'normal';
      ctx.save();
      try {
        ctx.globalAlpha = opacity;
        ctx.globalCompositeOperation = (blend === 'normal' ? 'source-over' : blend) as SKRSContext2D['globalCompositeOperation'];
        this.drawClip(ctx, trackIndex, placed, clip, { subject: true });
      } finally { ctx.restore(); }
    } catch (err) {
      throw drawingFailure(err).at({ clip: clipPath(trackIndex, placed.index) });
    }
  }

  /** Where a video clip's decoded pixels go on the canvas (see video-source.ts). */
  videoLayout(clip: VideoClip, info: VideoFileInfo): VideoLayout | null {
    const box = this.box(clip, this.transformContext());
    const rects = mediaRects(info.width, info.height, clip, box);
    return rects && videoLayout(rects.source, rects.target, this.clipMatrix(clip, box), this.settings, info.alpha);
  }

  private drawPlaced(ctx: SKRSContext2D, trackIndex: number, placed: PlacedClip): void {
    try {
      this.paintPlaced(ctx, trackIndex, placed);
    } catch (err) {
      throw drawingFailure(err).at({ clip: clipPath(trackIndex, placed.index) });
    }
  }

  private paintPlaced(ctx: SKRSContext2D, trackIndex: number, placed: PlacedClip): void {
    if (placed.clip.kind === 'audio') return;
    const clip = animatedClip(placed.clip, placed.localFrame / this.settings.fps) as VisualClip;
    const opacity = clip.opacity ?? 1;
    if (opacity <= 0) return;
    const blend = clip.blendMode ?? 'normal';
    const op = blend === 'normal' ? 'source-over' : blend;
    const singleDraw = clip.kind === 'image' || clip.kind === 'video' || clip.kind === 'shape' || isStaticLayer(placed.clip as VisualClip);
    if (singleDraw || (opacity >= 1 && blend === 'normal')) {
      ctx.save();
      ctx.globalAlpha = opacity;
      ctx.globalCompositeOperation = op as SKRSContext2D['globalCompositeOperation'];
      this.drawClip(ctx, trackIndex, placed, clip);
      ctx.restore();
      return;
    }
    const layer = this.settings.canvases.layer();
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

  /** The clip's box; a text clip without a height is as tall as its wrapped text (measured with `ctx`). */
  private box(clip: VisualClip, ctx: SKRSContext2D): Box {
    const t = clip.transform ?? {};
    const { width, height } = this.settings;
    if (clip.kind === 'text') {
      const w = t.width ?? width * 0.9;
      return { w, h: t.height ?? this.textBlock(ctx, clip, w).height };
    }
    return { w: t.width ?? width, h: t.height ?? height };
  }

  /** Applies the clip transform so that the clip's box spans [0, w] × [0, h]. */
  private applyTransform(ctx: SKRSContext2D, clip: VisualClip, box: Box): void {
    const t = clip.transform ?? {};
    const x = t.x ?? this.settings.width / 2, y = t.y ?? this.settings.height / 2;
    const s = t.scale ?? 1;
    ctx.translate(x, y);
    if (t.rotation) ctx.rotate((t.rotation * Math.PI) / 180);
    ctx.scale(s * (t.scaleX ?? 1), s * (t.scaleY ?? 1));
    ctx.translate(-(t.anchorX ?? 0.5) * box.w, -(t.anchorY ?? 0.5) * box.h);
  }

  /** A 1 × 1 context for reading transforms back, never drawn from. */
  private transformContext(): SKRSContext2D {
    this.transformScratch ??= createCanvas(1, 1).getContext('2d');
    return this.transformScratch;
  }

  /** The transform drawClip applies to `clip`, read back from a scratch context so it is Skia's own. */
  private clipMatrix(clip: VisualClip, box: Box): Affine {
    const ctx = this.transformContext();
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    this.applyTransform(ctx, clip, box);
    return ctx.getTransform();
  }

  /** Draws the clip in its box; with `subject`, a video clip's pixels cut out by its matte. */
  private drawClip(ctx: SKRSContext2D, trackIndex: number, placed: PlacedClip, clip: VisualClip, options: { subject?: boolean } = {}): void {
    ctx.save();
    try {
      const box = this.box(clip, ctx);
      this.applyTransform(ctx, clip, box);
      if (this.drawnTexts && (clip.kind === 'text' || clip.kind === 'captions')) this.noteText(ctx, trackIndex, placed, clip, box);
      const crop = clip.crop;
      const mediaKinds = clip.kind === 'image' || clip.kind === 'video';
      if (crop && !mediaKinds) {
        ctx.beginPath();
        ctx.rect(box.w * (crop.left ?? 0), box.h * (crop.top ?? 0), box.w * (1 - (crop.left ?? 0) - (crop.right ?? 0)), box.h * (1 - (crop.top ?? 0) - (crop.bottom ?? 0)));
        ctx.clip();
      }
      if (isStaticLayer(placed.clip as VisualClip)) {
        const look = this.layerLook(clip, box);
        if (!look || this.rasters.draw(ctx, placed.clip, look)) return;
      }
      switch (clip.kind) {
        case 'image': {
          const img = this.settings.resources.image(clip.src);
          if (img) this.drawMedia(ctx, img, clip, box);
          break;
        }
        case 'video': {
          const video = this.settings.resources.video(videoKey(trackIndex, placed.index));
          if (!video) break;
          if (options.subject) {
            if (!video.subject) throw new Error('the subject matte of this clip was not loaded');
            this.drawVideo(ctx, video.subject, video.layout);
          } else {
            this.drawVideo(ctx, video.picture, video.layout);
          }
          break;
        }
        case 'text': this.drawText(ctx, clip, box); break;
        case 'shape': this.drawShape(ctx, clip, box); break;
        case 'component': {
          const { fps, tokens, resources } = this.settings;
          const c = this.component(clip);
          const props = resolveProps(c, clip.props, tokens);
          const frames = Math.max(1, placed.range.end - placed.range.start);
          const f = frameInfo(placed.localFrame, frames, fps, box.w, box.h);
          runComponent(c.id, () => c.draw(ctx, f, props as never, tokens, { image: (s) => resources.image(s) }));
          break;
        }
        case 'captions': this.drawCaptionsClip(ctx, clip, placed, box); break;
      }
    } finally { ctx.restore(); }
  }

  /** What a static layer shows, for its raster: null when it shows nothing (an image not loaded). */
  private layerLook(clip: VisualClip, box: Box): RasterLook | null {
    switch (clip.kind) {
      case 'text': {
        const st = clip.style ?? {};
        let laid: TextLayout | undefined;
        const layout = () => (laid ??= this.textLayout(this.transformContext(), clip, box));
        return {
          key: JSON.stringify(['text', clip.text, st, box.w, box.h]),
          ink: () => layout().ink,
          shadow: st.shadow && { blur: st.shadow.blur ?? 0, offsetX: st.shadow.offsetX ?? 0, offsetY: st.shadow.offsetY ?? 0 },
          paint: (ctx) => this.paintText(ctx, layout()),
        };
      }
      case 'shape': {
        const reach = (clip.stroke?.width ?? 0) / 2;
        return {
          key: JSON.stringify(['shape', clip.shape, clip.fill, clip.stroke, clip.radius, box.w, box.h]),
          ink: () => ({ x: -reach, y: -reach, width: box.w + 2 * reach, height: box.h + 2 * reach }),
          paint: (ctx) => this.drawShape(ctx, clip, box),
        };
      }
      case 'image': {
        const img = this.settings.resources.image(clip.src);
        const rects = img && mediaRects(img.width, img.height, clip, box);
        if (!img || !rects) return null;
        return {
          key: JSON.stringify(['image', clip.src, clip.crop, clip.fit, box.w, box.h]),
          ink: () => rects.target,
          paint: (ctx) => this.drawMedia(ctx, img, clip, box),
        };
      }
      default:
        throw new Error(`a ${clip.kind} clip is not drawn as a static layer`);
    }
  }

  private drawMedia(ctx: SKRSContext2D, img: Drawable, clip: MediaClip, box: Box): void {
    const r = mediaRects(img.width, img.height, clip, box);
    if (r) ctx.drawImage(img, r.source.x, r.source.y, r.source.width, r.source.height, r.target.x, r.target.y, r.target.width, r.target.height);
  }

  /** A decoded video frame: copied one to one in canvas space, or drawn into its box under the clip's transform. */
  private drawVideo(ctx: SKRSContext2D, picture: VideoPicture, layout: VideoLayout): void {
    const { pixels, holds, region } = picture;
    // Opaque pixels drawn one to one at full opacity replace what lies beneath, which is what
    // putImageData does (it ignores the transform, alpha and compositing), without a canvas between.
    // A cut-out subject (with a region) has transparent pixels, so it never takes this path.
    if (!region && layout.space === 'canvas' && layout.opaque && ctx.globalAlpha === 1 && ctx.globalCompositeOperation === 'source-over') {
      ctx.putImageData(pixels, layout.x, layout.y);
      return;
    }
    if (region && region.width === 0) return;
    const parts = picture.parts;
    if (region && parts && layout.space === 'canvas') {
      // A cut-out subject drawn one to one: its parts are copied into a canvas that grows to the
      // largest region yet, where they keep their places, and drawn from there; nothing else in it
      // is ever drawn. Several people far apart leave most of their region empty: the parts skip it.
      let held = picture.canvas;
      if (!held || held.canvas.width < region.width || held.canvas.height < region.height) {
        held = picture.canvas = { canvas: createCanvas(Math.max(region.width, held?.canvas.width ?? 0), Math.max(region.height, held?.canvas.height ?? 0)), holds: '' };
      }
      if (held.holds !== holds) {
        const heldCtx = held.canvas.getContext('2d');
        for (const part of parts) heldCtx.putImageData(part.pixels, part.box.x - region.x, part.box.y - region.y);
        held.holds = holds;
      }
      for (const { box } of parts) {
        drawOneToOne(ctx, held.canvas, { x: box.x - region.x, y: box.y - region.y, width: box.width, height: box.height }, layout.x + box.x, layout.y + box.y);
      }
      return;
    }
    if (!picture.canvas || picture.canvas.canvas.width !== pixels.width || picture.canvas.canvas.height !== pixels.height) {
      picture.canvas = { canvas: createCanvas(pixels.width, pixels.height), holds: '' };
    }
    const { canvas } = picture.canvas;
    // Transformed, a cut-out's whole canvas is drawn: cleared first, as its pixels are valid in its
    // region only (outside it they are transparent, and the buffer keeps older bytes there).
    if (picture.canvas.holds !== holds) {
      const pictureCtx = canvas.getContext('2d');
      if (parts) {
        pictureCtx.clearRect(0, 0, canvas.width, canvas.height);
        for (const part of parts) pictureCtx.putImageData(part.pixels, part.box.x, part.box.y);
      } else {
        pictureCtx.putImageData(pixels, 0, 0);
      }
      picture.canvas.holds = holds;
    }
    if (layout.space === 'canvas') {
      drawOneToOne(ctx, canvas, { x: 0, y: 0, width: canvas.width, height: canvas.height }, layout.x, layout.y);
      return;
    }
    const t = layout.target;
    ctx.drawImage(canvas, 0, 0, canvas.width, canvas.height, t.x, t.y, t.width, t.height);
  }

  private textStyle(clip: TextClip) {
    const { tokens, fonts } = this.settings;
    const st = clip.style ?? {};
    const familyRef = st.fontFamily ?? 'brand:fonts.body';
    const family = String(resolveBrandRef(familyRef, tokens));
    const weightDefault = familyRef === 'brand:fonts.heading' ? tokens['fonts.heading.weight'] : familyRef === 'brand:fonts.body' ? tokens['fonts.body.weight'] : 400;
    const r = fonts.resolve(family, st.fontWeight ?? weightDefault, st.fontStyle ?? 'normal');
    if (!r.ok) throw new FontUnavailableError(r.reason);
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
    this.paintText(ctx, this.textLayout(ctx, clip, box));
  }

  /** Where a text clip's lines and background are in its box, how they are styled, and where its ink can be. */
  private textLayout(ctx: SKRSContext2D, clip: TextClip, box: Box): TextLayout {
    const { st, font, size, lineHeight } = this.textStyle(clip);
    const { lines, height } = this.textBlock(ctx, clip, box.w);
    const letterSpacing = `${st.letterSpacing ?? 0}px`;
    ctx.save();
    ctx.font = font;
    ctx.letterSpacing = letterSpacing;
    const metrics = lines.map((l) => ctx.measureText(l));
    ctx.restore();
    const align = st.align ?? 'center';
    const padX = st.background ? st.background.paddingX ?? lineHeight * 0.4 : 0;
    const padY = st.background ? st.background.paddingY ?? lineHeight * 0.25 : 0;
    const vAlign = st.verticalAlign ?? 'middle';
    const top = vAlign === 'top' ? 0 : vAlign === 'bottom' ? box.h - height : (box.h - height) / 2;
    let ink = { left: Infinity, top: Infinity, right: -Infinity, bottom: -Infinity };
    const cover = (l: number, t: number, r: number, b: number) => {
      ink = { left: Math.min(ink.left, l), top: Math.min(ink.top, t), right: Math.max(ink.right, r), bottom: Math.max(ink.bottom, b) };
    };
    let background: TextLayout['background'];
    if (st.background) {
      const w = Math.max(...metrics.map((m) => m.width)) + padX * 2;
      background = { x: align === 'left' ? 0 : align === 'right' ? box.w - w : (box.w - w) / 2, y: top, width: w, height, radius: st.background.radius ?? 0, color: this.color(st.background.color) };
      cover(background.x, background.y, background.x + w, background.y + height);
    }
    const ascent = size * 0.8 + (lineHeight - size) / 2;
    // Glyphs can reach past their advance and their measured box (italics, swashes, fallback
    // faces): a tenth of the size around each line, and the stroke's half width.
    const reach = size * 0.1 + (st.stroke?.width ?? 0) / 2;
    const placed = lines.map((text, i) => {
      const m = metrics[i]!;
      const x = align === 'left' ? padX : align === 'right' ? box.w - padX - m.width : (box.w - m.width) / 2;
      const y = top + padY + i * lineHeight + ascent;
      cover(x - Math.max(0, m.actualBoundingBoxLeft) - reach, y - Math.max(m.actualBoundingBoxAscent, size) - reach,
        x + Math.max(m.width, m.actualBoundingBoxRight) + reach, y + Math.max(m.actualBoundingBoxDescent, size * 0.3) + reach);
      return { text, x, y };
    });
    return {
      font, letterSpacing, lines: placed, background,
      shadow: st.shadow && { color: this.color(st.shadow.color), blur: st.shadow.blur ?? 0, offsetX: st.shadow.offsetX ?? 0, offsetY: st.shadow.offsetY ?? 0 },
      stroke: st.stroke && st.stroke.width > 0 ? { color: this.color(st.stroke.color), width: st.stroke.width } : undefined,
      fill: this.color(st.color, 'brand:colors.text'),
      ink: { x: ink.left, y: ink.top, width: ink.right - ink.left, height: ink.bottom - ink.top },
    };
  }

  private paintText(ctx: SKRSContext2D, t: TextLayout): void {
    ctx.font = t.font;
    ctx.letterSpacing = t.letterSpacing;
    if (t.background) {
      ctx.fillStyle = t.background.color;
      roundRect(ctx, t.background.x, t.background.y, t.background.width, t.background.height, t.background.radius);
      ctx.fill();
    }
    ctx.textBaseline = 'alphabetic';
    for (const { text, x, y } of t.lines) {
      if (t.shadow) {
        ctx.shadowColor = t.shadow.color;
        ctx.shadowBlur = t.shadow.blur;
        ctx.shadowOffsetX = t.shadow.offsetX;
        ctx.shadowOffsetY = t.shadow.offsetY;
      }
      if (t.stroke) {
        ctx.lineJoin = 'round';
        ctx.strokeStyle = t.stroke.color;
        ctx.lineWidth = t.stroke.width;
        ctx.strokeText(text, x, y);
        ctx.shadowColor = 'transparent';
      }
      ctx.fillStyle = t.fill;
      ctx.fillText(text, x, y);
      ctx.shadowColor = 'transparent';
    }
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
      const { tokens, fonts } = this.settings;
      const profile = resolveCaptionProfile(clip.profile, tokens, fonts);
      const opts: { maxWordsPerPage?: number; maxLines?: number; maxWidth?: number } = {};
      if (clip.maxWordsPerPage !== undefined) opts.maxWordsPerPage = clip.maxWordsPerPage;
      if (clip.maxLines !== undefined) opts.maxLines = clip.maxLines;
      if (clip.maxWidth !== undefined) opts.maxWidth = clip.maxWidth;
      ctx.save();
      layout = layoutCaptions(ctx, clip.words ?? [], profile, fonts, box.w, box.h, opts);
      ctx.restore();
      this.captionLayouts.set(clip, layout);
    }
    return layout;
  }

  /** Notes where a text or caption clip's glyphs land on the frame (the context holds the clip's transform). */
  private noteText(ctx: SKRSContext2D, trackIndex: number, placed: PlacedClip, clip: TextClip | CaptionsClip, box: Box): void {
    const m = ctx.getTransform();
    const scale = Math.hypot(m.c, m.d);
    const toCanvas = (r: BoxRect): BoxRect => {
      const xs: number[] = [], ys: number[] = [];
      for (const [x, y] of [[r.x, r.y], [r.x + r.width, r.y], [r.x, r.y + r.height], [r.x + r.width, r.y + r.height]] as const) {
        xs.push(m.a * x + m.c * y + m.e);
        ys.push(m.b * x + m.d * y + m.f);
      }
      const left = Math.min(...xs), top = Math.min(...ys);
      return { x: left, y: top, width: Math.max(...xs) - left, height: Math.max(...ys) - top };
    };
    const clipRef = placed.clip.id ?? clipPath(trackIndex, placed.index);
    if (clip.kind === 'text') {
      const layout = this.textLayout(this.transformContext(), clip, box);
      const { size } = this.textStyle(clip);
      const measure = this.transformContext();
      measure.save();
      measure.font = layout.font;
      measure.letterSpacing = layout.letterSpacing;
      // The glyphs' own box (without a background plate): the plate is what they are read against.
      let left = Infinity, top = Infinity, right = -Infinity, bottom = -Infinity;
      for (const line of layout.lines) {
        const w = measure.measureText(line.text);
        left = Math.min(left, line.x - Math.max(0, w.actualBoundingBoxLeft));
        right = Math.max(right, line.x + Math.max(w.width, w.actualBoundingBoxRight));
        top = Math.min(top, line.y - Math.max(w.actualBoundingBoxAscent, size * 0.7));
        bottom = Math.max(bottom, line.y + Math.max(w.actualBoundingBoxDescent, size * 0.2));
      }
      measure.restore();
      if (!layout.lines.length) return;
      this.drawnTexts!.push({
        clipRef, kind: 'text', text: layout.lines.map((l) => l.text).join(' '),
        box: toCanvas({ x: left, y: top, width: right - left, height: bottom - top }), heightPx: size * scale, fill: layout.fill,
      });
      return;
    }
    const source = placed.clip as CaptionsClip;
    const layout = this.captionLayout(ctx, source, box);
    const page = captionPageBox(layout, transcriptTime(source, placed.localFrame / this.settings.fps), box.w, box.h);
    if (page) this.drawnTexts!.push({ clipRef, kind: 'captions', text: page.text, box: toCanvas(page.box), heightPx: layout.size * scale, fill: layout.profile.color });
  }

  private drawCaptionsClip(ctx: SKRSContext2D, clip: CaptionsClip, placed: PlacedClip, box: Box): void {
    const source = placed.clip as CaptionsClip;
    const layout = this.captionLayout(ctx, source, box);
    const t = transcriptTime(source, placed.localFrame / this.settings.fps);
    // The glass plate blurs the picture beneath it; that picture lines up with the box only when
    // the captions are not transformed.
    drawCaptions(ctx, layout, t, this.settings.fonts, box.w, box.h, clip.transform ? undefined : this.settings.backdrop, this.settings.canvases.scratch);
  }
}

/**
 * Pixels drawn one to one at whole-pixel positions: with the identity transform and no filter, so
 * each lands on its own pixel unchanged. The canvases' high-quality smoothing resamples part of a
 * canvas even at the identity, moving partly covered pixels by a level.
 */
function drawOneToOne(ctx: SKRSContext2D, image: Canvas, source: PixelBox, x: number, y: number): void {
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  const smoothing = ctx.imageSmoothingEnabled;
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(image, source.x, source.y, source.width, source.height, x, y, source.width, source.height);
  ctx.imageSmoothingEnabled = smoothing;
}
