/**
 * `VideoEncoder`: RGBA frames in, one closed-GOP MP4 segment out, with back-pressure and writes settled in call order.
 * A grey encoder (`openGrayVideoEncoder`) takes one 8-bit plane per frame instead and writes lossless FFV1 in Matroska;
 * an alpha encoder (`openAlphaVideoEncoder`) takes straight-alpha RGBA and writes VP9 with its alpha in WebM.
 */
import { BACKENDS, CODECS, PRESETS, SCALERS, type Backend, type BackendChoice, type Codec, type Preset, type Scaler } from './constants.ts';
import { defaultAlphaQuality, nativeConfig, vp9AlphaOptions } from './encoder-settings.ts';
import { EncoderError, ErrorCodes, asEncoderError, nativeCall } from './errors.ts';
import { addon, type EncoderStats, type NativeCodecConfig, type NativeSegmentResult, type NativeVideoEncoder } from './loading.ts';
import { removePartial } from './partial-output.ts';
import { resolveBackend } from './probe.ts';
import { describe, parseFps, requireInt, requireObject, requireOneOf, requirePath, type Rational } from './validators.ts';

export interface VideoEncoderOptions {
  /** Segment file to write (MP4). */
  output: string;
  /** Even, 2 to 8192. */
  width: number;
  height: number;
  /** 30, 29.97, '30000/1001' or { num, den }. */
  fps: number | string | Rational;
  codec?: Codec;
  backend?: BackendChoice;
  /** x264/x265 preset name; mapped to the nearest NVENC preset. Default veryfast. */
  preset?: Preset;
  /** Constant-quality level, 0 (best) to 51: CRF for x264/x265, CQ for NVENC, QP for VAAPI. Default 23 (h264), 28 (hevc). */
  quality?: number;
  /** Frames between IDR frames; every GOP is closed. Default: two seconds. */
  gop?: number;
  /** Maximum consecutive B-frames; the preset's choice when omitted. */
  bframes?: number;
  /** Encoder threads; 0 lets the encoder decide. Default 0. */
  threads?: number;
  /**
   * Chroma filter of the RGBA to 4:2:0 conversion. 'box' (default) averages each 2x2 block with the
   * addon's own SIMD converter; the others run through libswscale.
   */
  scaler?: Scaler;
  /** VAAPI render node. */
  device?: string;
}

/** A lossless grey video: one 8-bit plane per frame (a matte's alpha: 255 = subject), FFV1 in Matroska. */
export interface GrayVideoEncoderOptions {
  /** File to write (Matroska, `.mkv`). */
  output: string;
  /** 1 to 8192 (odd sizes too: the plane is not subsampled). */
  width: number;
  height: number;
  /** 30, 29.97, '30000/1001' or { num, den }. */
  fps: number | string | Rational;
  /** Encoder threads; 0 lets the encoder decide. Default 0. */
  threads?: number;
}

/** A video with transparency: straight-alpha RGBA frames in, VP9 (libvpx, yuva420p) with its alpha in WebM out. */
export interface AlphaVideoEncoderOptions {
  /** File to write (WebM, `.webm`). */
  output: string;
  /** Even, 2 to 8192. */
  width: number;
  height: number;
  /** 30, 29.97, '30000/1001' or { num, den }. */
  fps: number | string | Rational;
  /** Constant-quality level (libvpx CRF), 0 (best) to 63. Default 20. */
  quality?: number;
  /** Frames between keyframes. Default: two seconds. */
  gop?: number;
  /** Encoder threads; 0 lets the encoder decide. The bytes are the same on any number. Default 0. */
  threads?: number;
}

/** The codec of what an encoder writes. */
export type EncodedCodec = Codec | 'ffv1' | 'vp9';

export interface SegmentInfo {
  output: string;
  frames: number;
  bytes: number;
  /** Seconds: frames / fps. */
  duration: number;
  crc32: string;
  codec: EncodedCodec;
  backend: Backend;
  encoder: string;
  pixelFormat: string;
  width: number;
  height: number;
  fps: Rational;
}

/** Converted frames that may wait for the encoder thread; a write waits while the queue is full. */
const QUEUE_CAPACITY = 3;
/** Writes handed to the native side at once; further writes wait in order here, off the libuv pool. */
const MAX_NATIVE_WRITES = 2;

interface PendingWrite {
  frame: Uint8Array;
  resolve: () => void;
  reject: (err: unknown) => void;
}

interface InFlightWrite extends PendingWrite {
  outcome: { ok: true } | { ok: false; error: unknown } | undefined;
}

export class VideoEncoder {
  readonly output: string;
  readonly codec: EncodedCodec;
  readonly backend: Backend;
  readonly encoder: string;
  readonly pixelFormat: string;
  readonly width: number;
  readonly height: number;
  readonly fps: Rational;
  readonly frameBytes: number;
  #native: NativeVideoEncoder;
  #state: 'open' | 'closing' | 'closed' | 'finished' = 'open';
  #inFlight: InFlightWrite[] = [];
  #waiting: PendingWrite[] = [];
  #idle: Array<() => void> = [];

  private constructor(native: NativeVideoEncoder, output: string, codec: EncodedCodec, backend: Backend, config: NativeCodecConfig) {
    this.#native = native;
    this.output = output;
    this.codec = codec;
    this.backend = backend;
    this.encoder = config.encoder;
    this.pixelFormat = config.pixelFormat;
    this.width = config.width;
    this.height = config.height;
    this.fps = { num: config.fpsNum, den: config.fpsDen };
    this.frameBytes = config.width * config.height * (config.pixelFormat === 'gray' ? 1 : 4);
  }

  /** Checks the options, picks the backend and opens the encoder and its output file. */
  static async open(options: VideoEncoderOptions): Promise<VideoEncoder> {
    const o = requireObject(options, 'options');
    const output = requirePath(o.output, 'options.output');
    const width = requireInt(o.width, 'options.width', 2, 8192);
    const height = requireInt(o.height, 'options.height', 2, 8192);
    if (width % 2 || height % 2) throw new TypeError(`options.width and options.height must be even for 4:2:0 video (got ${width}x${height})`);
    const fps = parseFps(o.fps, 'options.fps');
    const codec = o.codec === undefined ? 'h264' : requireOneOf(o.codec, 'options.codec', CODECS);
    const choice = o.backend === undefined ? 'auto' : requireOneOf(o.backend, 'options.backend', [...BACKENDS, 'auto'] as const);
    const preset = o.preset === undefined ? 'veryfast' : requireOneOf(o.preset, 'options.preset', PRESETS);
    const quality = o.quality === undefined ? (codec === 'h264' ? 23 : 28) : requireInt(o.quality, 'options.quality', 0, 51);
    const gop = o.gop === undefined ? Math.max(1, Math.round((2 * fps.num) / fps.den)) : requireInt(o.gop, 'options.gop', 1, 100_000);
    const bframes = o.bframes === undefined ? undefined : requireInt(o.bframes, 'options.bframes', 0, 16);
    const threads = o.threads === undefined ? 0 : requireInt(o.threads, 'options.threads', 0, 64);
    const scaler = o.scaler === undefined ? 'box' : requireOneOf(o.scaler, 'options.scaler', SCALERS);
    const device = o.device === undefined ? undefined : requirePath(o.device, 'options.device');

    const backend = await resolveBackend(codec, choice, device);
    const config = nativeConfig(codec, backend, { width, height, fps, gop, preset, quality, threads, bframes, device });
    return VideoEncoder.#start({ ...config, output, queueCapacity: QUEUE_CAPACITY, scaler }, codec, backend);
  }

  /** Checks the options and opens a lossless grey encoder (FFV1, pix_fmt gray) writing Matroska. */
  static async openGray(options: GrayVideoEncoderOptions): Promise<VideoEncoder> {
    const o = requireObject(options, 'options');
    const output = requirePath(o.output, 'options.output');
    const width = requireInt(o.width, 'options.width', 1, 8192);
    const height = requireInt(o.height, 'options.height', 1, 8192);
    const fps = parseFps(o.fps, 'options.fps');
    const threads = o.threads === undefined ? 0 : requireInt(o.threads, 'options.threads', 0, 64);
    const config: NativeCodecConfig = {
      encoder: 'ffv1', hardware: 'none', pixelFormat: 'gray', width, height, fpsNum: fps.num, fpsDen: fps.den,
      // Every frame is a keyframe (FFV1 is intra-only).
      gop: 1, maxBFrames: -1, threads, options: grayVideoFfv1Options(width, height),
    };
    return VideoEncoder.#start({ ...config, output, queueCapacity: QUEUE_CAPACITY, scaler: 'point', container: 'matroska' }, 'ffv1', 'software');
  }

  /**
   * Checks the options and opens an alpha encoder: libvpx-vp9 on yuva420p in WebM, whose track is
   * marked as carrying alpha (AlphaMode 1). Frames are straight-alpha RGBA, as the renderer gives
   * them; the alpha plane is their alpha, and chroma is weighted by it (see src/rgba_convert.h).
   */
  static async openAlpha(options: AlphaVideoEncoderOptions): Promise<VideoEncoder> {
    const o = requireObject(options, 'options');
    const output = requirePath(o.output, 'options.output');
    const width = requireInt(o.width, 'options.width', 2, 8192);
    const height = requireInt(o.height, 'options.height', 2, 8192);
    if (width % 2 || height % 2) throw new TypeError(`options.width and options.height must be even for 4:2:0 video (got ${width}x${height})`);
    const fps = parseFps(o.fps, 'options.fps');
    const quality = o.quality === undefined ? defaultAlphaQuality : requireInt(o.quality, 'options.quality', 0, 63);
    const gop = o.gop === undefined ? Math.max(1, Math.round((2 * fps.num) / fps.den)) : requireInt(o.gop, 'options.gop', 1, 100_000);
    const threads = o.threads === undefined ? 0 : requireInt(o.threads, 'options.threads', 0, 64);
    const config: NativeCodecConfig = {
      encoder: 'libvpx-vp9', hardware: 'none', pixelFormat: 'yuva420p', width, height, fpsNum: fps.num, fpsDen: fps.den,
      gop, maxBFrames: -1, threads, options: vp9AlphaOptions(quality),
    };
    return VideoEncoder.#start({ ...config, output, queueCapacity: QUEUE_CAPACITY, scaler: 'box', container: 'webm' }, 'vp9', 'software');
  }

  static async #start(options: ConstructorParameters<ReturnType<typeof addon>['VideoEncoder']>[0], codec: EncodedCodec, backend: Backend): Promise<VideoEncoder> {
    const native = new (addon().VideoEncoder)(options);
    try {
      await nativeCall(() => native.open());
    } catch (err) {
      await native.cancel().catch(() => {});
      await removePartial(options.output);
      throw err;
    }
    return new VideoEncoder(native, options.output, codec, backend, options);
  }

  /**
   * Queues one RGBA frame (width*height*4 bytes, rows top to bottom; width*height for a grey encoder). The promise settles once the
   * encoder has converted the frame into its own memory, so the buffer may then be reused; until
   * then it must not change. Writes may overlap and are encoded in call order; while the encoder's
   * queue is full they settle only as it makes room (back-pressure).
   */
  write(frame: Uint8Array): Promise<void> {
    if (!(frame instanceof Uint8Array)) {
      return Promise.reject(new TypeError(`frame must be a Buffer or Uint8Array of ${this.frameBytes} bytes (got ${describe(frame)})`));
    }
    if (frame.byteLength !== this.frameBytes) {
      const pixels = this.pixelFormat === 'gray' ? 'grey' : 'RGBA';
      return Promise.reject(
        new TypeError(`frame must hold ${this.width}x${this.height} ${pixels} pixels: ${this.frameBytes} bytes (got ${frame.byteLength})`),
      );
    }
    if (this.#state !== 'open') return Promise.reject(new EncoderError(ErrorCodes.ENCODER_CLOSED, `the encoder for ${this.output} is closed`));
    return new Promise<void>((resolve, reject) => {
      this.#waiting.push({ frame, resolve, reject });
      this.#pump();
    });
  }

  #pump(): void {
    while (this.#inFlight.length < MAX_NATIVE_WRITES && this.#waiting.length > 0) {
      const entry: InFlightWrite = { ...this.#waiting.shift()!, outcome: undefined };
      this.#inFlight.push(entry);
      this.#native.write(entry.frame).then(
        () => this.#done(entry, { ok: true }),
        (err: unknown) => this.#done(entry, { ok: false, error: asEncoderError(err) }),
      );
    }
  }

  // Native writes can finish out of order by a hair; promises settle in call order.
  #done(entry: InFlightWrite, outcome: InFlightWrite['outcome']): void {
    entry.outcome = outcome;
    while (this.#inFlight[0]?.outcome) {
      const head = this.#inFlight.shift()!;
      if (head.outcome!.ok) head.resolve();
      else head.reject(head.outcome!.error);
    }
    this.#pump();
    if (this.#inFlight.length === 0 && this.#waiting.length === 0) for (const wake of this.#idle.splice(0)) wake();
  }

  #whenIdle(): Promise<void> {
    if (this.#inFlight.length === 0 && this.#waiting.length === 0) return Promise.resolve();
    return new Promise((resolve) => this.#idle.push(resolve));
  }

  /** Counters from the native pipeline. */
  stats(): EncoderStats {
    return this.#native.stats();
  }

  /** Encodes what is queued, finishes the segment file and describes it. On failure the file is removed. */
  async close(): Promise<SegmentInfo> {
    if (this.#state !== 'open') throw new EncoderError(ErrorCodes.ENCODER_CLOSED, `the encoder for ${this.output} is already closed`);
    this.#state = 'closing';
    await this.#whenIdle();
    let r: NativeSegmentResult;
    try {
      r = await nativeCall(() => this.#native.finish());
    } catch (err) {
      this.#state = 'closed';
      await removePartial(this.output);
      throw err;
    }
    this.#state = 'finished';
    return {
      output: this.output,
      frames: r.frames,
      bytes: r.bytes,
      duration: (r.durationTs * r.timeBaseNum) / r.timeBaseDen,
      crc32: r.crc32,
      codec: this.codec,
      backend: this.backend,
      encoder: r.encoder,
      pixelFormat: r.pixelFormat,
      width: this.width,
      height: this.height,
      fps: this.fps,
    };
  }

  /** Stops encoding, drops queued frames and removes the output file. Does nothing once close() has finished. */
  async abort(): Promise<void> {
    if (this.#state === 'finished') return;
    this.#state = 'closed';
    for (const w of this.#waiting.splice(0)) w.reject(new EncoderError(ErrorCodes.ENCODER_CLOSED, `the encoder for ${this.output} was aborted`));
    await this.#native.cancel();
    await this.#whenIdle();
    await removePartial(this.output);
  }
}

/** Opens a video encoder; see `VideoEncoderOptions`. */
export function openVideoEncoder(options: VideoEncoderOptions): Promise<VideoEncoder> {
  return VideoEncoder.open(options);
}

/**
 * FFV1 settings of a grey video. Version 3 in 16 slices (a 4x4 grid) with slice checksums, so a
 * decoder can share a frame among threads (a renderer reads a matte beside its video). FFmpeg 5.1's
 * version 3 does not give back pictures under 5 pixels across or down as they were (tested), so
 * those are written as version 1: one slice, lossless at every size.
 */
function grayVideoFfv1Options(width: number, height: number): Record<string, string> {
  return width >= 5 && height >= 5 ? { level: '3', slices: '16', slicecrc: '1' } : { level: '1' };
}

/** Opens an alpha video encoder (VP9 yuva420p in WebM); see `AlphaVideoEncoderOptions`. */
export function openAlphaVideoEncoder(options: AlphaVideoEncoderOptions): Promise<VideoEncoder> {
  return VideoEncoder.openAlpha(options);
}

/** Opens a lossless grey video encoder (FFV1 gray in Matroska); see `GrayVideoEncoderOptions`. */
export function openGrayVideoEncoder(options: GrayVideoEncoderOptions): Promise<VideoEncoder> {
  return VideoEncoder.openGray(options);
}
