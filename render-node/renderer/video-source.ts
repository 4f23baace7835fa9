/**
 * Video sources: how the renderer obtains decoded pictures of a video file at a source frame.
 *
 * A `VideoDecoder` opens a file as a `VideoSource`; a source hands out RGBA frames by index. The
 * renderer maps timeline time to a source frame index itself (`sourceFrameIndex`), so any decoder
 * (the ffmpeg child process here, a native libavcodec decoder beside the encoder addon later) only
 * has to answer "frame k of this file". `CachedVideoSource` wraps any source with a small cache of
 * recent frames; decoders keep their own read position so that asking for k, k+1, k+2... never
 * seeks again.
 */

export interface VideoFrame {
  index: number;
  width: number;
  height: number;
  /** RGBA, 8 bits per channel, straight alpha, rows packed (stride = width × 4). */
  data: Uint8Array;
}

export interface VideoSourceInfo {
  width: number;
  height: number;
  /** Frames per second of the (constant frame rate) stream. */
  fps: number;
  frameCount: number;
  durationSec: number;
}

export interface VideoSource {
  readonly info: VideoSourceInfo;
  /** Frame `index` (0-based; clamped by the caller to [0, frameCount - 1]). */
  frame(index: number): Promise<VideoFrame>;
  close(): Promise<void>;
  /** Counters for tests and metrics: how often the decoder had to seek, and frames decoded. */
  readonly stats: { seeks: number; decoded: number };
}

export interface VideoDecoder {
  readonly name: string;
  open(path: string): Promise<VideoSource>;
}

/** Source frame shown at `seconds` of source time: the frame whose interval contains it. */
export function sourceFrameIndex(info: VideoSourceInfo, seconds: number): number {
  const idx = Math.floor(seconds * info.fps + 1e-6);
  return Math.min(Math.max(0, info.frameCount - 1), Math.max(0, idx));
}

/** Keeps the last `capacity` frames handed out, and serialises requests to the inner source. */
export class CachedVideoSource implements VideoSource {
  private readonly cache = new Map<number, VideoFrame>();
  private chain: Promise<unknown> = Promise.resolve();
  hits = 0;

  constructor(private readonly inner: VideoSource, private readonly capacity = 4) {}

  get info() { return this.inner.info; }
  get stats() { return this.inner.stats; }

  frame(index: number): Promise<VideoFrame> {
    const cached = this.cache.get(index);
    if (cached) {
      this.hits++;
      this.cache.delete(index);
      this.cache.set(index, cached);
      return Promise.resolve(cached);
    }
    const next = this.chain.then(async () => {
      const again = this.cache.get(index);
      if (again) return again;
      const f = await this.inner.frame(index);
      this.cache.set(index, f);
      while (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value as number);
      return f;
    });
    this.chain = next.catch(() => undefined);
    return next;
  }

  close(): Promise<void> {
    this.cache.clear();
    return this.inner.close();
  }
}
