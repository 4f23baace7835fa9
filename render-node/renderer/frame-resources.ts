/**
 * What a frame draws from, loaded before any drawing: decoded images, and video frames decoded
 * straight into the pixels their clips cover (see video-source.ts); and how long each lives.
 *
 * - Images are decoded once per file for the life of the renderer.
 * - Video decoders stay open between frames (at most `maxOpenVideos`, least recently used
 *   closed first), one per clip, so sequential frames never seek.
 * - A clip's decoded pixels are kept between frames: a still frame is not decoded twice, and
 *   the next frame's pictures are decoded ahead (`readAhead`) while this one is encoded.
 * - `image` and `video` answer for the frame last loaded.
 * - A video clip with clips behind its subject also opens its subject matte: the matte frame of
 *   the source frame it shows, laid out exactly as the video's pixels, cuts those pixels out by its
 *   grey as it is scaled (native/media VideoDecoder.readCutOut, off the event loop); that is the
 *   subject the frame paints.
 *
 * A source that cannot be resolved, read or decoded fails with AssetUnreadableError, naming the
 * source as the composition does and the clip that shows it.
 */
import { ImageData, type Canvas } from '@napi-rs/canvas';
import type { SubjectMatte, VideoClip } from '../../shared/composition/schema.ts';
import type { Drawable } from '../../catalog/sdk.ts';
import { AssetUnreadableError } from '../../shared/failures.ts';
import { type DecoderStats, type FramePlacement, type PixelBox, type VideoFileInfo } from '../../native/media/index.ts';
import { AssetResolver, ImageCache, type MediaResolver } from './assets.ts';
import { openVideoDecoder, sourceFrameIndex, type VideoDecoder, type VideoLayout } from './video-source.ts';

/** A video clip's decoded pixels, kept between frames. */
export interface VideoPicture {
  pixels: ImageData;
  /** The source frame and placement the pixels hold once `filling` settles (a still frame is not decoded twice). */
  holds: string;
  filling: Promise<void>;
  /** The same pixels in a canvas, made only for clips that need drawImage (see ClipPainter.drawVideo). */
  canvas?: { canvas: Canvas; holds: string };
  /**
   * The part of the pixels with anything in it (a cut-out subject's alpha); all of them when
   * absent. Pixels outside it may hold an earlier frame's: read and draw inside it only.
   */
  region?: PixelBox;
  /**
   * A cut-out subject's parts (CutOutBox): disjoint boxes in `region` covering everything in it,
   * each with its own pixels (views of `pixels`, packed): draw these alone.
   */
  parts?: { box: PixelBox; pixels: ImageData }[];
}

/** How a video clip is known between frames: by its place (a clip keeps its decoder and pixels). */
export function videoKey(trackIndex: number, clipIndex: number): string {
  return `${trackIndex}:${clipIndex}`;
}

/**
 * A video clip's frame, ready to draw: its pixels and where they go; with `subject`, the same
 * pixels cut out by the subject's matte (only on frames that paint the subject, see FrameRenderer).
 */
export interface VideoFrame { picture: VideoPicture; layout: VideoLayout; subject?: VideoPicture }

/** An image a frame draws, and the clip (or other place, as a path) that draws it. */
export interface ImageNeed { src: string; place: string }

/**
 * A video clip a frame shows: its key (videoKey), path, the clip as animated at that frame, and its
 * local frame; `matte` when the frame also cuts the clip's subject out.
 */
export interface VideoNeed { key: string; place: string; clip: VideoClip; localFrame: number; matte?: SubjectMatte }

/** Where a video clip's pixels go for a source picture of `info`; null when none land on the canvas. */
export type VideoLayoutOf = (clip: VideoClip, info: VideoFileInfo) => VideoLayout | null;

export interface FrameResourceOptions {
  /** Folder that relative `src` paths are resolved against; null where only `media:<id>` sources may be read. */
  baseDir: string | null;
  media?: MediaResolver;
  /** Most video sources kept open at once (each holds a decoder). */
  maxOpenVideos: number;
  fps: number;
  layoutOf: VideoLayoutOf;
}

/**
 * A picture to decode at some composition frame: which frame of which file, laid out how. A
 * matte is decoded with its video's layout (the source rectangle scaled to the matte's size).
 */
interface VideoRequest { key: string; decoder: VideoDecoder; index: number; layout: VideoLayout; placement: Required<FramePlacement> }

/** Key of a video clip's matte decoder, beside the clip's own. */
const matteKey = (key: string) => `${key}#matte`;

/** Key of a video clip's cut-out subject picture, beside the clip's own. */
const subjectKey = (key: string) => `${key}#subject`;

export class FrameResources {
  private readonly assets: AssetResolver;
  private readonly images = new ImageCache();
  private readonly videos = new Map<string, Promise<VideoDecoder>>();
  private readonly videoPictures = new Map<string, VideoPicture>();
  /** Video clips (track:clip) → the decoder that last served them, for reading ahead without waiting. */
  private readonly clipDecoders = new Map<string, VideoDecoder>();
  private closed = false;
  /** The frame last loaded: sources → decoded pictures ready to draw. */
  private readyImages = new Map<string, Drawable>();
  /** The frame last loaded: video clips (track:clip) → their frame and how to draw it. */
  private readyVideos = new Map<string, VideoFrame>();

  constructor(private readonly options: FrameResourceOptions) {
    this.assets = new AssetResolver(options.baseDir, options.media);
  }

  /** Loads what a frame draws; afterwards `image` and `video` answer for it. */
  async load(images: ImageNeed[], videos: VideoNeed[]): Promise<void> {
    if (this.closed) throw new Error('the renderer is closed');
    const readyImages = new Map<string, Drawable>();
    const readyVideos = new Map<string, VideoFrame>();
    await Promise.all([
      ...images.map(async ({ src, place }) => {
        try {
          readyImages.set(src, await this.images.get(await this.assets.path(src)));
        } catch (err) {
          throw new AssetUnreadableError(src, err).at({ clip: place });
        }
      }),
      ...videos.map(async (need) => {
        const frame = await this.loadVideo(need);
        if (frame) readyVideos.set(need.key, frame);
      }),
    ]);
    this.readyImages = readyImages;
    this.readyVideos = readyVideos;
  }

  /** A decoded image of the frame last loaded, or null when it draws none from `src`. */
  image(src: string | undefined): Drawable | null {
    if (!src) return null;
    return this.readyImages.get(src) ?? null;
  }

  /** The video clip's frame of the frame last loaded. */
  video(key: string): VideoFrame | undefined {
    return this.readyVideos.get(key);
  }

  /**
   * Starts decoding these video frames before returning, so they decode on the thread pool while
   * the current frame is read out and encoded. Only clips whose decoder is already open.
   */
  readAhead(videos: VideoNeed[]): void {
    for (const need of videos) {
      const decoder = this.clipDecoders.get(need.key);
      const request = decoder ? this.videoRequest(need, decoder) : null;
      // A failure shows again, with its message, when that frame itself is drawn.
      if (!request) continue;
      const picture = this.fillPicture(request);
      picture.filling.catch(() => {});
      const matteDecoder = this.clipDecoders.get(matteKey(need.key));
      if (need.matte && matteDecoder) {
        // And the subject cut out of them, once decoded: the frame then draws at once.
        this.cutOutSubject(need.key, picture, this.matteRequest(request, need.matte, matteDecoder)).catch(() => {});
      }
    }
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

  /** Decodes the clip's frame straight into the pixels it will cover (see video-source.ts). */
  private async loadVideo(need: VideoNeed): Promise<VideoFrame | null> {
    const { src } = need.clip;
    let decoder: VideoDecoder;
    try {
      const path = await this.assets.path(src);
      decoder = await this.videoDecoder(`${path}#${need.key}`, path);
    } catch (err) {
      throw new AssetUnreadableError(src, err).at({ clip: need.place });
    }
    this.clipDecoders.set(need.key, decoder);
    const request = this.videoRequest(need, decoder);
    if (!request) return null;
    const picture = this.fillPicture(request);
    const subject = need.matte && this.cutOutSubject(need.key, picture, await this.openMatte(need, need.matte, request));
    if (subject) subject.catch(() => {}); // a failure of the video itself is reported first, below
    try {
      await picture.filling;
    } catch (err) {
      throw new AssetUnreadableError(src, err, 'cannot be decoded').at({ clip: need.place });
    }
    if (!subject || !need.matte) return { picture, layout: request.layout };
    try {
      return { picture, layout: request.layout, subject: await subject };
    } catch (err) {
      throw new AssetUnreadableError(need.matte.src, err, 'cannot be decoded').at({ clip: `${need.place}.subjectMatte` });
    }
  }

  /**
   * The video's pixels (once filled) cut out by the matte's frame, into pixels the clip keeps
   * between frames: the matte frame decoded beside the video's, then scaled row by row into the
   * cut-out without a matte picture between them (VideoDecoder.readCutOut), off the event loop,
   * once per pair of frames.
   */
  private async cutOutSubject(key: string, video: VideoPicture, matte: VideoRequest): Promise<VideoPicture> {
    const { width, height } = video.pixels;
    let subject = this.videoPictures.get(subjectKey(key));
    if (!subject || subject.pixels.width !== width || subject.pixels.height !== height) {
      subject = { pixels: new ImageData(width, height), holds: '', filling: Promise.resolve() };
      this.videoPictures.set(subjectKey(key), subject);
    }
    const holds = JSON.stringify([video.holds, matte.index, matte.placement]);
    if (subject.holds !== holds) {
      const p = subject;
      p.holds = holds;
      const videoHolds = video.holds, videoFilled = video.filling;
      // The matte frame decodes beside the video's; the cut-out, which reads both, waits for both.
      const matteDecoded = matte.decoder.prepare(matte.index);
      matteDecoded.catch(() => {});
      // One cut-out at a time into these pixels: one read ahead for a frame that is then drawn
      // with another placement may still be running.
      p.filling = p.filling.catch(() => {})
        .then(() => Promise.all([videoFilled, matteDecoded]))
        .then(() => {
          // A frame drawn meanwhile asked the video's pixels for another source frame: its own cut-out follows.
          if (video.holds !== videoHolds) throw new Error('the video pixels were asked for another frame before the cut-out');
          return matte.decoder.readCutOut(matte.index, video.pixels.data, p.pixels.data, matte.placement);
        })
        .then(({ parts, ...region }) => {
          p.region = region;
          p.parts = parts.map(({ offset, ...box }) => ({ box, pixels: new ImageData(p.pixels.data.subarray(offset, offset + box.width * box.height * 4), box.width, box.height) }));
        });
      p.filling.catch(() => { if (p.holds === holds) p.holds = ''; });
    }
    await subject.filling;
    return subject;
  }

  /** The matte of the source frame `video` shows, its decoder opened: what to cut the subject out by. */
  private async openMatte(need: VideoNeed, matte: SubjectMatte, video: VideoRequest): Promise<VideoRequest> {
    let decoder: VideoDecoder;
    try {
      const path = await this.assets.path(matte.src);
      decoder = await this.videoDecoder(`${path}#${matteKey(need.key)}`, path);
    } catch (err) {
      throw new AssetUnreadableError(matte.src, err).at({ clip: `${need.place}.subjectMatte` });
    }
    this.clipDecoders.set(matteKey(need.key), decoder);
    return this.matteRequest(video, matte, decoder);
  }

  /**
   * The matte frame aligned to the video's source frame — matte frame i is source time
   * `startSec + i / fps`, so the frame at `round((t − startSec) × fps)`, clamped to the matte —
   * laid out as the video's pixels (the source rectangle scaled to the matte's size).
   */
  private matteRequest(video: VideoRequest, matte: SubjectMatte, decoder: VideoDecoder): VideoRequest {
    const source = video.decoder.info, info = decoder.info;
    const t = (video.index * source.fps.den) / source.fps.num;
    const index = Math.min(Math.max(0, info.frameCount - 1), Math.max(0, Math.round(((t - matte.startSec) * info.fps.num) / info.fps.den)));
    const sx = info.width / source.width, sy = info.height / source.height;
    const s = video.placement.source;
    const placement = { ...video.placement, source: { x: s.x * sx, y: s.y * sy, width: s.width * sx, height: s.height * sy } };
    return { key: matteKey(video.key), decoder, index, layout: video.layout, placement };
  }

  /** Which source frame the clip shows, and where its pixels go; null when none land on the canvas. */
  private videoRequest({ key, clip, localFrame }: VideoNeed, decoder: VideoDecoder): VideoRequest | null {
    const info = decoder.info;
    const frameSec = info.fps.den / info.fps.num;
    const rate = clip.playbackRate ?? 1;
    const trimStart = clip.trim?.start ?? 0;
    const trimEnd = Math.min(clip.trim?.end ?? info.duration, info.duration);
    let local = (localFrame / this.options.fps) * rate;
    if (clip.loop && trimEnd > trimStart) local = ((local % (trimEnd - trimStart)) + (trimEnd - trimStart)) % (trimEnd - trimStart);
    const t = Math.min(Math.max(0, trimStart + local), Math.max(trimStart, trimEnd - frameSec));
    const layout = this.options.layoutOf(clip, info);
    return layout ? { key, decoder, index: sourceFrameIndex(info, t), layout, placement: layout.placement } : null;
  }

  /**
   * The clip's picture, filling (or filled) with the requested frame. Reads of one clip go through
   * one decoder in order, so the last one asked for is what the pixels end up holding.
   */
  private fillPicture({ key, decoder, index, placement }: VideoRequest): VideoPicture {
    const { width, height } = placement;
    let picture = this.videoPictures.get(key);
    if (!picture || picture.pixels.width !== width || picture.pixels.height !== height) {
      picture = { pixels: new ImageData(width, height), holds: '', filling: Promise.resolve() };
      this.videoPictures.set(key, picture);
    }
    const holds = JSON.stringify([index, placement]);
    if (picture.holds !== holds) {
      const p = picture;
      p.holds = holds;
      p.filling = decoder.read(index, p.pixels.data, placement);
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
    while (this.videos.size > this.options.maxOpenVideos) {
      const [oldKey, old] = this.videos.entries().next().value as [string, Promise<VideoDecoder>];
      this.videos.delete(oldKey);
      void old.then((s) => s.close(), () => undefined);
    }
    return p;
  }
}
