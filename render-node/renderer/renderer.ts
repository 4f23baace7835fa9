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
 * FrameRenderer orchestrates: it works out what a frame shows, has FrameResources load the
 * pictures that needs (frame-resources.ts), has ClipPainter draw the tracks (draw-clips.ts, with
 * transitions.ts), then starts decoding the next frame's video.
 *
 * Paint order: output background, then tracks in array order (tracks[0] at the bottom), then the
 * brand kit watermark. Audio clips are not drawn (audio is mixed once at assembly). A video clip
 * with clips behind its subject has its subject (cut out by its matte) painted again right above
 * the highest track that draws one of those clips at the frame, when the video is on screen
 * without a transition (see shared/composition/README.md, Behind the subject).
 *
 * A frame that cannot be drawn fails with a typed failure (shared/failures.ts) naming the frame
 * and clip: an unreadable asset, a font, a component's own error, or an internal error.
 */
import { setImmediate as eventLoopTurn } from 'node:timers/promises';
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { Composition, SubjectMatte } from '../../shared/composition/schema.ts';
import { animatedClip, compositionFrameCount, trackStateAt, trackTransitions, type PlacedClip, type TrackState, type TransitionWindow } from '../../shared/composition/timing.ts';
import { subjectLayers, type SubjectLayer } from '../../shared/composition/behind-subject.ts';
import { brandTokens, type BrandTokens } from '../../shared/composition/brand.ts';
import { parseColor } from '../../shared/composition/color.ts';
import { registerBundledFonts } from '../../shared/fonts/register.ts';
import { builtinCatalog, type ComponentCatalog } from '../../catalog/index.ts';
import { resolveProps } from '../../catalog/sdk.ts';
import { AssetUnreadableError, clipPath, drawingFailure } from '../../shared/failures.ts';
import { isAddonBuilt, retainLargeAllocations, type DecoderStats } from '../../native/media/index.ts';
import type { MediaResolver } from './assets.ts';
import { CanvasPool, drawingContext } from './canvases.ts';
import { brandColor, ClipPainter, type DrawnTextGeometry } from './draw-clips.ts';
import { FrameResources, videoKey, type ImageNeed, type VideoNeed } from './frame-resources.ts';
import { TransitionRegistry, transitionPath } from './transitions.ts';

export interface RendererOptions {
  /** Folder that relative `src` paths are resolved against (the composition file's folder); null where only `media:<id>` sources may be read (render nodes). */
  baseDir: string | null;
  media?: MediaResolver;
  catalog?: ComponentCatalog;
  /** Most video sources kept open at once (each holds a decoder). */
  maxOpenVideos?: number;
}

export class FrameRenderer {
  readonly width: number;
  readonly height: number;
  readonly fps: number;
  readonly frameCount: number;
  private readonly canvas: Canvas;
  private readonly ctx: SKRSContext2D;
  private readonly tokens: BrandTokens;
  private readonly catalog: ComponentCatalog;
  private readonly transitions: TransitionRegistry;
  private readonly resources: FrameResources;
  private readonly painter: ClipPainter;
  private readonly windows: TransitionWindow[][];
  /** The brand kit's watermark image, when one is drawn. */
  private readonly watermark: string | undefined;
  /** Video clips with clips behind their subject. */
  private readonly subjects: SubjectLayer[];
  private lastTexts: DrawnTextGeometry[] = [];

  constructor(readonly composition: Composition, opts: RendererOptions) {
    // Frames go in and out of Skia through 8 MB copies; without the addon (no video) drawing still works.
    if (isAddonBuilt()) retainLargeAllocations();
    const fonts = registerBundledFonts();
    this.width = composition.output.width;
    this.height = composition.output.height;
    this.fps = composition.output.fps;
    this.frameCount = compositionFrameCount(composition);
    this.tokens = brandTokens(composition.brandKit?.kit);
    // An opaque background keeps every frame opaque: clip blend modes and the components' compositing
    // all preserve the destination's alpha. The canvas is then opaque too, and Skia moves pixels in
    // and out of it (putImageData, getImageData) without premultiplying.
    const opaque = (parseColor(brandColor(this.tokens, composition.output.background))?.a ?? 0) >= 1;
    this.canvas = createCanvas(this.width, this.height);
    this.ctx = drawingContext(this.canvas, !opaque);
    this.catalog = opts.catalog ?? builtinCatalog();
    this.watermark = composition.brandKit?.watermark !== false ? this.tokens['watermark.src'] : undefined;
    this.windows = composition.tracks.map((t) => trackTransitions(t, this.fps));
    this.subjects = subjectLayers(composition);
    const { width, height, fps, tokens, catalog } = this;
    this.transitions = new TransitionRegistry({ catalog, tokens, width, height, fps, color: (v) => brandColor(tokens, v) });
    this.resources = new FrameResources({
      baseDir: opts.baseDir, ...(opts.media ? { media: opts.media } : {}), maxOpenVideos: opts.maxOpenVideos ?? 8, fps,
      layoutOf: (clip, info) => this.painter.videoLayout(clip, info),
    });
    this.painter = new ClipPainter({
      width, height, fps, tokens, fonts, catalog, transitions: this.transitions, resources: this.resources,
      canvases: new CanvasPool(width, height),
      backdrop: (x, y, w, h) => this.ctx.getImageData(x, y, w, h),
    });
  }

  // -------------------------------------------------------------------------------------------
  // Public API

  /**
   * From now on, each drawFrame notes where its texts land (text clips and caption pages; not the
   * text components draw themselves), for `textsOfLastFrame`.
   */
  recordTexts(): void {
    this.painter.recordTexts();
  }

  /** Where the last frame drawn put its texts (empty unless `recordTexts` was called). */
  textsOfLastFrame(): DrawnTextGeometry[] {
    return this.lastTexts;
  }

  /** Draws frame `n` and returns the canvas holding it (valid until the next call). */
  async drawFrame(n: number): Promise<Canvas> {
    if (!Number.isInteger(n) || n < 0 || n >= Math.max(1, this.frameCount)) throw new RangeError(`frame ${n} is outside 0..${this.frameCount - 1}`);
    // Skia's pixel read-outs (getImageData) are freed by finalizers that Node runs in the event
    // loop's check phase. Frames that need no decoding draw without ever waiting, so a render loop
    // would never reach that phase and keep every frame it read: 8 MB of fresh memory a frame,
    // zeroed by the kernel (about 3x the CPU of drawing a still). One turn a frame frees them.
    await eventLoopTurn();
    try {
      const states = this.statesAt(n);
      const subjects = this.subjectsAt(states);
      await this.resources.load(this.imageNeeds(states), this.videoNeeds(states, subjects));
      const ctx = this.ctx;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.globalAlpha = 1;
      ctx.globalCompositeOperation = 'copy';
      ctx.fillStyle = brandColor(this.tokens, this.composition.output.background);
      ctx.fillRect(0, 0, this.width, this.height);
      ctx.globalCompositeOperation = 'source-over';
      states.forEach((state, i) => {
        if (state) this.painter.drawTrack(ctx, i, state);
        for (const subject of subjects) if (subject.above === i) this.painter.drawSubject(ctx, subject.trackIndex, subject.placed);
      });
      if (this.watermark !== undefined) this.painter.drawWatermark(ctx, this.watermark);
      this.painter.endFrame();
      this.lastTexts = this.painter.takeTexts();
    } catch (err) {
      throw drawingFailure(err).at({ frame: n });
    }
    // The video pixels are in the canvas now; decode the next frame's while this one is read out.
    if (n + 1 < this.frameCount) {
      const next = this.statesAt(n + 1);
      let subjects: CutOut[] | undefined;
      // What cannot be worked out for the next frame fails when that frame is drawn.
      try { subjects = this.subjectsAt(next); } catch { subjects = undefined; }
      if (subjects) this.resources.readAhead(this.videoNeeds(next, subjects));
    }
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

  /**
   * Whether any of frames `first .. first+count-1` shows a video clip. Such frames draw on one
   * thread: a drawing thread that draws every few frames of a video would still decode all of them.
   */
  showsVideo(first: number, count: number): boolean {
    for (let n = first; n < first + count; n++) {
      if (this.statesAt(n).some((state) => placedClips(state).some((p) => p.clip.kind === 'video'))) return true;
    }
    return false;
  }

  /** Decoder statistics of every open video source, keyed by source. */
  videoStats(): Promise<Record<string, DecoderStats>> {
    return this.resources.videoStats();
  }

  close(): Promise<void> {
    return this.resources.close();
  }

  // -------------------------------------------------------------------------------------------
  // What a frame shows

  private statesAt(n: number): (TrackState | null)[] {
    return this.composition.tracks.map((t, i) => (t.hidden ? null : trackStateAt(t, n, this.fps, this.windows[i])));
  }

  /** Every image the frame draws: image clips, components' image props, transitions' images, the watermark. */
  private imageNeeds(states: (TrackState | null)[]): ImageNeed[] {
    const needs: ImageNeed[] = [];
    const want = (src: unknown, place: string) => { if (typeof src === 'string' && src) needs.push({ src, place }); };
    const at = (place: string, visit: () => void) => {
      try { visit(); } catch (err) { throw drawingFailure(err).at({ clip: place }); }
    };
    states.forEach((state, trackIndex) => {
      for (const placed of placedClips(state)) {
        const clip = placed.clip;
        const place = clipPath(trackIndex, placed.index);
        if (clip.kind === 'image') want(clip.src, place);
        else if (clip.kind === 'component') {
          at(place, () => {
            const c = this.painter.component(clip);
            const props = resolveProps(c, clip.props, this.tokens);
            for (const p of c.imageParams) want(props[p], place);
          });
        }
      }
      if (state?.kind === 'transition') {
        const place = transitionPath(trackIndex, state.to.index);
        at(place, () => { for (const src of this.transitions.resolve(state.transition).images) want(src, place); });
      }
    });
    if (this.watermark !== undefined) want(this.watermark, 'brandKit.watermark');
    return needs;
  }

  /**
   * The video clips whose subject the frame paints in front of clips behind it, and the track
   * each is painted above: the highest that draws such a clip. Only while the video is on screen
   * without a transition; a clip behind it that the frame does not draw does not count.
   */
  private subjectsAt(states: (TrackState | null)[]): CutOut[] {
    const out: CutOut[] = [];
    for (const { video, behind } of this.subjects) {
      const state = states[video.trackIndex];
      if (state?.kind !== 'single' || state.at.index !== video.clipIndex) continue;
      let above = -1;
      for (const b of behind) if (placedClips(states[b.trackIndex] ?? null).some((p) => p.index === b.clipIndex)) above = Math.max(above, b.trackIndex);
      if (above < 0) continue;
      if (!video.clip.subjectMatte) {
        throw new AssetUnreadableError(`subject matte of ${video.path}`, undefined, `is not set: a clip is placed behind this video's subject, so the video clip needs subjectMatte {src, startSec}`).at({ clip: video.path });
      }
      out.push({ trackIndex: video.trackIndex, placed: state.at, above, matte: video.clip.subjectMatte });
    }
    return out;
  }

  /** Every video clip the frame shows (animated to the frame, and not fully transparent), with the mattes of the subjects it cuts out. */
  private videoNeeds(states: (TrackState | null)[], subjects: CutOut[]): VideoNeed[] {
    const needs: VideoNeed[] = [];
    states.forEach((state, trackIndex) => {
      for (const placed of placedClips(state)) {
        if (placed.clip.kind !== 'video') continue;
        const clip = animatedClip(placed.clip, placed.localFrame / this.fps);
        if ((clip.opacity ?? 1) <= 0) continue;
        const matte = subjects.find((s) => s.trackIndex === trackIndex && s.placed.index === placed.index)?.matte;
        needs.push({ key: videoKey(trackIndex, placed.index), place: clipPath(trackIndex, placed.index), clip, localFrame: placed.localFrame, ...(matte ? { matte } : {}) });
      }
    });
    return needs;
  }
}

/** A video clip whose subject a frame paints above track `above`, cut out by `matte`. */
interface CutOut { trackIndex: number; placed: PlacedClip; above: number; matte: SubjectMatte }

/** The clips a track shows at a frame: one, or both sides of a transition. */
function placedClips(state: TrackState | null): PlacedClip[] {
  return !state ? [] : state.kind === 'single' ? [state.at] : [state.from, state.to];
}
