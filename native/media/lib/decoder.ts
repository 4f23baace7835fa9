/** `VideoDecoder`: frames of a source video by index, as RGBA scaled and placed for drawing. */
import { EncoderError, ErrorCodes, nativeCall } from './errors.ts';
import { addon, type CutOutBox, type DecoderStats, type NativePlacement, type NativeVideoDecoder, type NativeVideoInfo, type PixelBox } from './loading.ts';
import { describe, requireInt, requireObject, requirePath, requireRect, type Rational, type Rect } from './validators.ts';

export interface VideoFileInfo {
  /** Picture size in pixels. */
  width: number;
  height: number;
  fps: Rational;
  /** From the container's frame count, or duration × fps when it has none (either may overstate). */
  frameCount: number;
  /** Seconds. */
  duration: number;
  /** The libavcodec decoder, e.g. `h264`. */
  codec: string;
  pixelFormat: string;
  /** The pictures carry an alpha channel. */
  alpha: boolean;
}

/** How a decoded picture is laid into the output buffer. */
export interface FramePlacement {
  /** Output size in pixels, 1 to 16384: the buffer holds width × height × 4 bytes. */
  width: number;
  height: number;
  /** The part of the picture to show, in source pixels (fractions allowed). Default: the whole picture. */
  source?: Rect;
  /** Where that part lands, in output pixels (fractions allowed, may reach past the output). Default: the whole output. */
  target?: Rect;
}

const isPixels = (v: unknown): v is Uint8Array | Uint8ClampedArray => v instanceof Uint8Array || v instanceof Uint8ClampedArray;

/**
 * A video file opened for reading frames by index (frame k is shown from k / fps after the start).
 * Reads run in order on the libuv thread pool. Reading k, k+1, k+2... decodes forward without
 * seeking; a read behind the last frame decoded, or far ahead, seeks to the keyframe before it and
 * decodes forward, so any frame comes out the same whichever frames were read before it.
 */
export class VideoDecoder {
  readonly path: string;
  readonly info: VideoFileInfo;
  #native: NativeVideoDecoder;
  #queue: Promise<unknown> = Promise.resolve();
  #closed = false;

  private constructor(native: NativeVideoDecoder, path: string, info: VideoFileInfo) {
    this.#native = native;
    this.path = path;
    this.info = info;
  }

  /** Opens the file and its video stream; fails with ERR_DECODER_OPEN when there is none to decode. */
  static async open(path: string): Promise<VideoDecoder> {
    const file = requirePath(path, 'path');
    const native = new (addon().VideoDecoder)();
    let n: NativeVideoInfo;
    try {
      n = await nativeCall(() => native.open(file));
    } catch (err) {
      await native.close();
      throw err;
    }
    const { fpsNum, fpsDen, ...rest } = n;
    return new VideoDecoder(native, file, { ...rest, fps: { num: fpsNum, den: fpsDen } });
  }

  /**
   * Decodes frame `index` (0 to frameCount − 1; past the real end of a stream whose header overstates
   * it, the last frame) into `output` as RGBA with straight alpha, laid out by `placement` (default:
   * the picture at its own size). Pixels outside the target are transparent; edge pixels the target
   * covers partly get that coverage as alpha. `output` must not be touched until the promise settles.
   */
  read(index: number, output: Uint8Array | Uint8ClampedArray, placement?: FramePlacement): Promise<void> {
    return this.#enqueue(index, output, placement, (native) => this.#native.read(index, output, native));
  }

  /**
   * `read` for a grey video (a matte, black where nothing is): writes only the box of output pixels
   * the frame's non-black samples reach, the same pixels `read` gives there, and resolves with that
   * box (width 0 when the frame is black). Outside the box `output` keeps what it held, where `read`
   * would write black or transparent pixels: read only the box. Black is 0 (16 in limited range).
   * A video that is not grey is read whole, and the box is the whole output.
   */
  readNonBlack(index: number, output: Uint8Array | Uint8ClampedArray, placement?: FramePlacement): Promise<PixelBox> {
    return this.#enqueue(index, output, placement, (native) => this.#native.readNonBlack(index, output, native));
  }

  /**
   * Decodes up to frame `index` now, so that a read of it that follows (queued after this) only
   * scales it: the decoding can then run beside other work the read must wait for. Reads give the
   * same pixels with or without it.
   */
  prepare(index: number): Promise<void> {
    try {
      this.#requireIndex(index);
    } catch (err) {
      return Promise.reject(err);
    }
    return this.#afterQueued(() => this.#native.prepare(index));
  }

  /**
   * `video` cut out by frame `index` of this matte, laid out by `placement` (`video` and `out` are
   * both its size): in one pass, the same pixels as `readNonBlack` into a matte buffer, then
   * `cutOut(video, matte, whole, …, thatBox)`, without the matte buffer. Resolves with the box of
   * the pixels left with any alpha (width 0 when none) and its parts (CutOutBox), whose pixels are
   * written into `out` packed, each a picture of its own size from its `offset`: the parts are what
   * to draw (a picture the size of the frame costs Skia's putImageData more than its dirty rectangle).
   * Neither buffer may be touched until the promise settles.
   */
  readCutOut(index: number, video: Uint8Array | Uint8ClampedArray, out: Uint8Array | Uint8ClampedArray, placement?: FramePlacement): Promise<CutOutBox> {
    if (!isPixels(video)) return Promise.reject(new TypeError(`video must be a Uint8Array or Uint8ClampedArray (got ${describe(video)})`));
    if (isPixels(out) && video.byteLength !== out.byteLength) {
      return Promise.reject(new TypeError(`video must hold as many bytes as out: ${out.byteLength} (got ${video.byteLength})`));
    }
    return this.#enqueue(index, out, placement, (native) => this.#native.readCutOut(index, video, out, native));
  }

  /** Checks a read's arguments, then runs it after the reads before it. */
  #enqueue<T>(index: number, output: Uint8Array | Uint8ClampedArray, placement: FramePlacement | undefined, read: (native: NativePlacement) => Promise<T>): Promise<T> {
    let native: NativePlacement;
    try {
      this.#requireIndex(index);
      if (!isPixels(output)) throw new TypeError(`output must be a Uint8Array or Uint8ClampedArray (got ${describe(output)})`);
      native = this.#placement(placement);
      if (output.byteLength !== native.width * native.height * 4) {
        throw new TypeError(`output must hold ${native.width}x${native.height} RGBA pixels: ${native.width * native.height * 4} bytes (got ${output.byteLength})`);
      }
    } catch (err) {
      return Promise.reject(err);
    }
    return this.#afterQueued(() => read(native));
  }

  #requireIndex(index: number): void {
    requireInt(index, 'index', 0, Math.max(0, this.info.frameCount - 1));
  }

  /** Runs a native call after the calls queued before it (refused once the decoder is closed). */
  #afterQueued<T>(call: () => Promise<T>): Promise<T> {
    if (this.#closed) return Promise.reject(new EncoderError(ErrorCodes.DECODER_CLOSED, `the decoder of ${this.path} is closed`));
    const next = this.#queue.then(() => nativeCall(call));
    this.#queue = next.catch(() => undefined);
    return next;
  }

  #placement(placement: FramePlacement | undefined): NativePlacement {
    const picture = { width: this.info.width, height: this.info.height };
    const p: Record<string, unknown> = placement === undefined ? picture : requireObject(placement, 'placement');
    const width = requireInt(p.width, 'placement.width', 1, 16384);
    const height = requireInt(p.height, 'placement.height', 1, 16384);
    const s = p.source === undefined ? { x: 0, y: 0, ...picture } : requireRect(p.source, 'placement.source', picture);
    const t = p.target === undefined ? { x: 0, y: 0, width, height } : requireRect(p.target, 'placement.target');
    return { width, height, sx: s.x, sy: s.y, sw: s.width, sh: s.height, dx: t.x, dy: t.y, dw: t.width, dh: t.height };
  }

  stats(): DecoderStats {
    return this.#native.stats();
  }

  /** Frees the decoder once pending reads are done; later reads fail with ERR_DECODER_CLOSED. */
  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    await this.#queue;
    await this.#native.close();
  }
}

/** Opens a video file for decoding; see `VideoDecoder`. */
export function openVideoDecoder(path: string): Promise<VideoDecoder> {
  return VideoDecoder.open(path);
}
