/**
 * framefleet's encoder: a thin layer over the native addon in `./src` (libavcodec, libavformat,
 * libswscale, libswresample). This module checks arguments, chooses encoders and their settings, and
 * turns native failures into `EncoderError`s with stable codes; the addon does the heavy work off the
 * event loop.
 *
 *   probeEncoders()        which of nvenc / vaapi / software really open for H.264 and HEVC, and why not
 *   openVideoEncoder()     RGBA frames in, one closed-GOP MP4 segment out (starts with an IDR frame)
 *   mixAndEncodeAudio()    float PCM tracks mixed and encoded to AAC-LC 48 kHz stereo (nothing when silent)
 *   assembleSegments()     segments joined by stream copy, plus audio, into a faststart MP4
 *   openVideoDecoder()     frames of a source video by index, as RGBA scaled and placed for drawing
 */
import { existsSync } from 'node:fs';
import { lstat, unlink } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export const CODECS = ['h264', 'hevc'] as const;
export type Codec = (typeof CODECS)[number];
/** Backends in the order `auto` tries them. */
export const BACKENDS = ['nvenc', 'vaapi', 'software'] as const;
export type Backend = (typeof BACKENDS)[number];
export type BackendChoice = Backend | 'auto';
export const PRESETS = ['ultrafast', 'superfast', 'veryfast', 'faster', 'fast', 'medium', 'slow', 'slower', 'veryslow'] as const;
export type Preset = (typeof PRESETS)[number];
export const SCALERS = ['box', 'bilinear', 'bicubic', 'point'] as const;
export type Scaler = (typeof SCALERS)[number];

/** Stable codes carried by `EncoderError.code`. */
export const ErrorCodes = {
  ADDON_NOT_BUILT: 'ERR_ADDON_NOT_BUILT',
  ENCODER_UNAVAILABLE: 'ERR_ENCODER_UNAVAILABLE',
  ENCODER_OPEN: 'ERR_ENCODER_OPEN',
  ENCODE: 'ERR_ENCODE',
  ENCODER_CLOSED: 'ERR_ENCODER_CLOSED',
  OUTPUT: 'ERR_OUTPUT',
  SEGMENT_INVALID: 'ERR_SEGMENT_INVALID',
  SEGMENT_CORRUPT: 'ERR_SEGMENT_CORRUPT',
  SEGMENT_MISMATCH: 'ERR_SEGMENT_MISMATCH',
  AUDIO_INVALID: 'ERR_AUDIO_INVALID',
  AUDIO_ENCODE: 'ERR_AUDIO_ENCODE',
  DECODER_OPEN: 'ERR_DECODER_OPEN',
  DECODE: 'ERR_DECODE',
  DECODER_CLOSED: 'ERR_DECODER_CLOSED',
} as const;
export type EncoderErrorCode = (typeof ErrorCodes)[keyof typeof ErrorCodes];
const knownCodes = new Set<string>(Object.values(ErrorCodes));

export class EncoderError extends Error {
  readonly code: EncoderErrorCode;
  constructor(code: EncoderErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EncoderError';
    this.code = code;
  }
}

// ---------------------------------------------------------------------------------------------
// The native addon

interface NativeCodecConfig {
  encoder: string;
  hardware: 'none' | 'vaapi';
  device?: string;
  pixelFormat: 'yuv420p' | 'nv12';
  width: number;
  height: number;
  fpsNum: number;
  fpsDen: number;
  gop: number;
  maxBFrames: number;
  threads: number;
  codecTag?: string;
  options: Record<string, string>;
}

interface NativeSegmentResult {
  frames: number;
  bytes: number;
  crc32: string;
  timeBaseNum: number;
  timeBaseDen: number;
  durationTs: number;
  encoder: string;
  pixelFormat: string;
}

interface NativeVideoEncoder {
  open(): Promise<void>;
  write(frame: Uint8Array): Promise<void>;
  finish(): Promise<NativeSegmentResult>;
  cancel(): Promise<void>;
  stats(): EncoderStats;
}

interface NativeVideoInfo {
  width: number;
  height: number;
  fpsNum: number;
  fpsDen: number;
  frameCount: number;
  duration: number;
  codec: string;
  pixelFormat: string;
  alpha: boolean;
}

interface NativePlacement { width: number; height: number; sx: number; sy: number; sw: number; sh: number; dx: number; dy: number; dw: number; dh: number }

interface NativeVideoDecoder {
  open(path: string): Promise<NativeVideoInfo>;
  read(index: number, output: Uint8Array | Uint8ClampedArray, placement: NativePlacement): Promise<void>;
  close(): Promise<void>;
  stats(): DecoderStats;
}

interface NativeAddon {
  versions(): LibraryVersions;
  x264Cpu(): { detected: number; avx512: number } | null;
  setLogLevel(level: number): void;
  retainLargeAllocations(): boolean;
  probe(configs: NativeCodecConfig[]): Promise<Array<{ ok: boolean; reason: string | null }>>;
  VideoEncoder: new (options: NativeCodecConfig & { output: string; queueCapacity: number; scaler: Scaler }) => NativeVideoEncoder;
  mixAudio(options: {
    output: string;
    sampleCount: number;
    startSample: number;
    timelineSamples: number;
    bitrate: number;
    tracks: Array<{ samples: Float32Array; channels: number; sampleRate: number; volume: number; offset: number; fadeIn: number; fadeOut: number }>;
  }): Promise<{ written: boolean; samples: number; peak: number; packets: number }>;
  VideoDecoder: new () => NativeVideoDecoder;
  assemble(options: { segments: string[]; audio?: string; output: string; verify: boolean; faststart: boolean }): Promise<{
    frames: number;
    videoDuration: number;
    audioDuration?: number;
    audioPackets?: number;
  }>;
}

export interface LibraryVersions {
  ffmpeg: string;
  libavcodec: string;
  libavformat: string;
  libavutil: string;
  libswscale: string;
  libswresample: string;
}

/** Where `npm run build:native` puts the addon; FRAMEFLEET_ENCODER_ADDON points at another build (a debug one, say). */
export const addonPath = process.env.FRAMEFLEET_ENCODER_ADDON || fileURLToPath(new URL('./build/Release/framefleet_encoder.node', import.meta.url));

const logLevels: Record<string, number> = { quiet: -8, panic: 0, fatal: 8, error: 16, warning: 24, info: 32, verbose: 40, debug: 48 };
let loaded: NativeAddon | undefined;

function addon(): NativeAddon {
  if (loaded) return loaded;
  if (!existsSync(addonPath)) {
    throw new EncoderError(ErrorCodes.ADDON_NOT_BUILT, `the native encoder addon is not built (${addonPath} is missing); run \`npm run build:native\``);
  }
  try {
    loaded = createRequire(import.meta.url)(addonPath) as NativeAddon;
  } catch (cause) {
    throw new EncoderError(
      ErrorCodes.ADDON_NOT_BUILT,
      `the native encoder addon at ${addonPath} cannot be loaded (${(cause as Error).message}); run \`npm run build:native\``,
      { cause },
    );
  }
  // FRAMEFLEET_AV_LOG=error|warning|info|verbose|debug prints libav's own log on stderr (default: quiet).
  loaded.setLogLevel(logLevels[process.env.FRAMEFLEET_AV_LOG ?? 'quiet'] ?? logLevels.quiet!);
  return loaded;
}

/** True when the addon has been built (`npm run build:native`). */
export function isAddonBuilt(): boolean {
  return existsSync(addonPath);
}

/**
 * Makes the C allocator (glibc) keep large freed blocks for reuse instead of returning them to the
 * kernel, for processes that move whole frames through Skia every frame (the frame renderer): each
 * 8 MB copy would otherwise arrive as fresh pages the kernel zeroes first. Process-wide, and the
 * process keeps its peak heap. False where the C library is not glibc (nothing changes).
 */
export function retainLargeAllocations(): boolean {
  return addon().retainLargeAllocations();
}

/** Versions of the libav* libraries the addon runs against. */
export function libraryVersions(): LibraryVersions {
  return addon().versions();
}

function asEncoderError(err: unknown): unknown {
  if (err instanceof EncoderError || !(err instanceof Error)) return err;
  const code = (err as Error & { code?: unknown }).code;
  if (typeof code === 'string' && knownCodes.has(code)) return new EncoderError(code as EncoderErrorCode, err.message);
  return err;
}

async function nativeCall<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw asEncoderError(err);
  }
}

// ---------------------------------------------------------------------------------------------
// Argument checks

/** Removes a partly written output, but only a regular file (never a device, FIFO or directory). */
async function removePartial(path: string): Promise<void> {
  try {
    if ((await lstat(path)).isFile()) await unlink(path);
  } catch {
    // Nothing was written there.
  }
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (value instanceof Uint8Array) return `a ${value.constructor.name} of ${value.byteLength} bytes`;
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  if (typeof value === 'object') return 'an object';
  return String(value);
}

function requireObject(value: unknown, name: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new TypeError(`${name} must be an object (got ${describe(value)})`);
  return value as Record<string, unknown>;
}

function requireInt(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new TypeError(`${name} must be an integer from ${min} to ${max} (got ${describe(value)})`);
  }
  return value;
}

function requireNumber(value: unknown, name: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < min || value > max) {
    throw new TypeError(`${name} must be a number from ${min} to ${max} (got ${describe(value)})`);
  }
  return value;
}

function requirePath(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0 || value.includes('\0')) throw new TypeError(`${name} must be a file path (got ${describe(value)})`);
  return value;
}

function optionalBool(value: unknown, name: string, fallback: boolean): boolean {
  if (value === undefined) return fallback;
  if (typeof value !== 'boolean') throw new TypeError(`${name} must be a boolean (got ${describe(value)})`);
  return value;
}

function requireOneOf<T extends string>(value: unknown, name: string, allowed: readonly T[]): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) {
    throw new TypeError(`${name} must be one of ${allowed.map((a) => `'${a}'`).join(', ')} (got ${describe(value)})`);
  }
  return value as T;
}

export interface Rational {
  num: number;
  den: number;
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

/** Frame rate as an exact fraction: 30, 29.97 (30000/1001), '30000/1001' or { num, den }. */
export function parseFps(value: unknown, name = 'fps'): Rational {
  const fail = (): never => {
    throw new TypeError(`${name} must be a positive frame rate such as 30, 29.97, '30000/1001' or { num, den } (got ${describe(value)})`);
  };
  let num: number, den: number;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || value <= 0 || value > 1000) fail();
    if (Number.isInteger(value)) [num, den] = [value, 1];
    else if (Math.abs(value * 1.001 - Math.round(value * 1.001)) < 1e-3) [num, den] = [Math.round(value * 1.001) * 1000, 1001];
    else [num, den] = [Math.round(value * 1000), 1000];
  } else if (typeof value === 'string' && /^\d+\/\d+$/.test(value)) {
    [num, den] = value.split('/').map(Number) as [number, number];
  } else if (typeof value === 'object' && value !== null && 'num' in value && 'den' in value) {
    ({ num, den } = value as Rational);
  } else {
    return fail();
  }
  if (!Number.isInteger(num) || !Number.isInteger(den) || num <= 0 || den <= 0 || num > 1_000_000 || den > 1_000_000 || num / den > 1000) fail();
  const g = gcd(num, den);
  return { num: num / g, den: den / g };
}

// ---------------------------------------------------------------------------------------------
// Encoder choice and settings (policy)

const encoderNames: Record<Codec, Record<Backend, string>> = {
  h264: { nvenc: 'h264_nvenc', vaapi: 'h264_vaapi', software: 'libx264' },
  hevc: { nvenc: 'hevc_nvenc', vaapi: 'hevc_vaapi', software: 'libx265' },
};

const nvencPresets: Record<Preset, string> = {
  ultrafast: 'p1', superfast: 'p2', veryfast: 'p3', faster: 'p3', fast: 'p4', medium: 'p5', slow: 'p6', slower: 'p7', veryslow: 'p7',
};

interface Settings {
  width: number;
  height: number;
  fps: Rational;
  gop: number;
  preset: Preset;
  quality: number;
  threads: number;
  bframes: number | undefined;
  device: string | undefined;
}

let x264Asm: number | null | undefined;

/**
 * The CPU flags libx264 runs with: what it detects here without its AVX-512 routines, which read
 * uninitialised memory and so make the bitstream depend on heap contents (see src/x264_cpu.cc).
 * Null when x264 finds no AVX-512 here (or its flags cannot be read), so x264 picks by itself.
 * Benchmarks pass the same value to the ffmpeg CLI (`-x264-params asm=N`).
 */
export function x264AsmFlags(): number | null {
  if (x264Asm === undefined) {
    const cpu = addon().x264Cpu();
    x264Asm = cpu && (cpu.detected & cpu.avx512) !== 0 ? (cpu.detected & ~cpu.avx512) >>> 0 : null;
  }
  return x264Asm;
}

function nativeConfig(codec: Codec, backend: Backend, s: Settings): NativeCodecConfig {
  const base = {
    encoder: encoderNames[codec][backend],
    width: s.width,
    height: s.height,
    fpsNum: s.fps.num,
    fpsDen: s.fps.den,
    gop: s.gop,
    maxBFrames: s.bframes ?? -1,
    threads: s.threads,
    ...(codec === 'hevc' ? { codecTag: 'hvc1' } : {}),
  };
  const q = String(s.quality);
  switch (backend) {
    case 'software':
      return {
        ...base,
        hardware: 'none',
        pixelFormat: 'yuv420p',
        options:
          codec === 'h264'
            ? { preset: s.preset, crf: q, ...(x264AsmFlags() !== null ? { 'x264-params': `asm=${x264AsmFlags()}` } : {}) }
            : { preset: s.preset, crf: q, 'x265-params': 'log-level=error:open-gop=0' },
      };
    case 'nvenc':
      // NVENC starts every GOP with an IDR frame (idrPeriod = gop), so segments are closed.
      return { ...base, hardware: 'none', pixelFormat: 'nv12', options: { preset: nvencPresets[s.preset], rc: 'vbr', cq: q, 'forced-idr': '1' } };
    case 'vaapi':
      return { ...base, hardware: 'vaapi', pixelFormat: 'nv12', ...(s.device ? { device: s.device } : {}), options: { rc_mode: 'CQP', qp: q } };
  }
}

// ---------------------------------------------------------------------------------------------
// Capability probe

export interface EncoderCapability {
  codec: Codec;
  backend: Backend;
  /** The libavcodec encoder behind this pair, e.g. `libx264`, `hevc_nvenc`. */
  encoder: string;
  available: boolean;
  /** Why the encoder could not be opened; null when it works. */
  reason: string | null;
}

export interface ProbeReport {
  encoders: EncoderCapability[];
  /** What backend `auto` picks for each codec (nvenc, then vaapi, then software); null when none works. */
  auto: Record<Codec, Backend | null>;
  libraries: LibraryVersions;
}

export interface ProbeOptions {
  /** Open the encoders again instead of using this process's earlier answers. */
  refresh?: boolean;
  /** VAAPI render node, e.g. /dev/dri/renderD129; libva's default when omitted. */
  vaapiDevice?: string;
}

const probeCache = new Map<string, Promise<EncoderCapability>>();
const probeSettings = (device: string | undefined): Settings => ({
  width: 320, height: 240, fps: { num: 30, den: 1 }, gop: 30, preset: 'ultrafast', quality: 30, threads: 1, bframes: undefined, device,
});

function probeOne(codec: Codec, backend: Backend, device: string | undefined, refresh: boolean): Promise<EncoderCapability> {
  const key = `${codec}/${backend}/${device ?? ''}`;
  const cached = probeCache.get(key);
  if (cached && !refresh) return cached;
  const config = nativeConfig(codec, backend, probeSettings(device));
  const result = nativeCall(() => addon().probe([config])).then(([r]) => ({
    codec,
    backend,
    encoder: config.encoder,
    available: r?.ok === true,
    reason: r?.ok ? null : r?.reason ?? 'unknown failure',
  }));
  probeCache.set(key, result);
  result.catch(() => probeCache.delete(key));
  return result;
}

/** Opens every backend for H.264 and HEVC (encoding one frame) and reports which work and why the others do not. */
export async function probeEncoders(options: ProbeOptions = {}): Promise<ProbeReport> {
  const o = requireObject(options, 'options');
  const refresh = optionalBool(o.refresh, 'options.refresh', false);
  const device = o.vaapiDevice === undefined ? undefined : requirePath(o.vaapiDevice, 'options.vaapiDevice');
  const encoders = await Promise.all(CODECS.flatMap((codec) => BACKENDS.map((backend) => probeOne(codec, backend, device, refresh))));
  const auto = Object.fromEntries(CODECS.map((c) => [c, BACKENDS.find((b) => encoders.some((e) => e.codec === c && e.backend === b && e.available)) ?? null])) as Record<Codec, Backend | null>;
  return { encoders, auto, libraries: libraryVersions() };
}

async function resolveBackend(codec: Codec, choice: BackendChoice, device: string | undefined): Promise<Backend> {
  if (choice !== 'auto') {
    const cap = await probeOne(codec, choice, device, false);
    if (!cap.available) throw new EncoderError(ErrorCodes.ENCODER_UNAVAILABLE, `${codec} encoding with ${choice} (${cap.encoder}) is not available here: ${cap.reason}`);
    return choice;
  }
  const reasons: string[] = [];
  for (const backend of BACKENDS) {
    const cap = await probeOne(codec, backend, device, false);
    if (cap.available) return backend;
    reasons.push(`${backend}: ${cap.reason}`);
  }
  throw new EncoderError(ErrorCodes.ENCODER_UNAVAILABLE, `no ${codec} encoder works here (${reasons.join('; ')})`);
}

// ---------------------------------------------------------------------------------------------
// Video

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

export interface SegmentInfo {
  output: string;
  frames: number;
  bytes: number;
  /** Seconds: frames / fps. */
  duration: number;
  crc32: string;
  codec: Codec;
  backend: Backend;
  encoder: string;
  pixelFormat: string;
  width: number;
  height: number;
  fps: Rational;
}

export interface EncoderStats {
  /** Frames handed to write(). */
  submitted: number;
  /** Converted frames waiting for the encoder thread (never more than the queue capacity). */
  queued: number;
  /** Frames the encoder has taken. */
  encoded: number;
  /** Compressed frames written to the segment. */
  packets: number;
  /** Pooled frames the encoder still referenced when they came back (each one costs a fresh allocation). */
  copies: number;
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
  readonly codec: Codec;
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

  private constructor(native: NativeVideoEncoder, output: string, codec: Codec, backend: Backend, config: NativeCodecConfig) {
    this.#native = native;
    this.output = output;
    this.codec = codec;
    this.backend = backend;
    this.encoder = config.encoder;
    this.pixelFormat = config.pixelFormat;
    this.width = config.width;
    this.height = config.height;
    this.fps = { num: config.fpsNum, den: config.fpsDen };
    this.frameBytes = config.width * config.height * 4;
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
    const native = new (addon().VideoEncoder)({ ...config, output, queueCapacity: QUEUE_CAPACITY, scaler });
    try {
      await nativeCall(() => native.open());
    } catch (err) {
      await native.cancel().catch(() => {});
      await removePartial(output);
      throw err;
    }
    return new VideoEncoder(native, output, codec, backend, config);
  }

  /**
   * Queues one RGBA frame (width*height*4 bytes, rows top to bottom). The promise settles once the
   * encoder has converted the frame into its own memory, so the buffer may then be reused; until
   * then it must not change. Writes may overlap and are encoded in call order; while the encoder's
   * queue is full they settle only as it makes room (back-pressure).
   */
  write(frame: Uint8Array): Promise<void> {
    if (!(frame instanceof Uint8Array)) {
      return Promise.reject(new TypeError(`frame must be a Buffer or Uint8Array of ${this.frameBytes} bytes (got ${describe(frame)})`));
    }
    if (frame.byteLength !== this.frameBytes) {
      return Promise.reject(
        new TypeError(`frame must hold ${this.width}x${this.height} RGBA pixels: ${this.frameBytes} bytes (got ${frame.byteLength})`),
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

// ---------------------------------------------------------------------------------------------
// Audio

export const AUDIO_SAMPLE_RATE = 48_000;

export interface AudioTrack {
  /** Float PCM, interleaved when stereo, nominally -1..1. */
  samples: Float32Array;
  channels: 1 | 2;
  sampleRate: number;
  /** Linear gain, default 1. */
  volume?: number;
  /** Seconds into the composition where the track starts, default 0. */
  offset?: number;
  /** Seconds of linear fade from silence at the track's start, default 0. */
  fadeIn?: number;
  /** Seconds of linear fade to silence at the end of what plays, default 0. */
  fadeOut?: number;
}

export interface AudioMixOptions {
  /** AAC file to write (MP4 audio). */
  output: string;
  tracks: AudioTrack[];
  /** Length of the composition in seconds; or give `frames` and `fps` to match the video exactly. */
  duration?: number;
  frames?: number;
  fps?: number | string | Rational;
  /**
   * With `frames` and `fps`: write only frames [startFrame, startFrame + frames) of a timeline of
   * `timelineFrames` (a preview's window). Tracks play and fade as they do in the whole timeline.
   * Defaults: 0, and startFrame + frames.
   */
  startFrame?: number;
  timelineFrames?: number;
  /** AAC bit rate in bits per second, default 192000. */
  bitrate?: number;
}

export interface AudioMixResult {
  /** The AAC file, or null when the composition is silent and no audio track should be added. */
  output: string | null;
  silent: boolean;
  /** Samples per channel at 48 kHz. */
  samples: number;
  duration: number;
  /** Largest absolute sample of the mix (after clipping to -1..1). */
  peak: number;
}

/** Mixes the tracks to 48 kHz stereo and encodes AAC-LC. Writes nothing when the mix is silent. */
export async function mixAndEncodeAudio(options: AudioMixOptions): Promise<AudioMixResult> {
  const o = requireObject(options, 'options');
  const output = requirePath(o.output, 'options.output');
  let samples: number;
  let startSample = 0;
  let timelineSamples: number;
  if (o.frames !== undefined || o.fps !== undefined) {
    if (o.duration !== undefined) throw new TypeError('options.duration cannot be combined with options.frames and options.fps');
    const frames = requireInt(o.frames, 'options.frames', 0, 1e9);
    const fps = parseFps(o.fps, 'options.fps');
    const startFrame = o.startFrame === undefined ? 0 : requireInt(o.startFrame, 'options.startFrame', 0, 1e9);
    const timelineFrames = o.timelineFrames === undefined ? startFrame + frames : requireInt(o.timelineFrames, 'options.timelineFrames', startFrame + frames, 1e9);
    const toSamples = (f: number) => Math.round((f * AUDIO_SAMPLE_RATE * fps.den) / fps.num);
    startSample = toSamples(startFrame);
    samples = toSamples(startFrame + frames) - startSample;
    timelineSamples = Math.max(toSamples(timelineFrames), startSample + samples);
  } else {
    if (o.startFrame !== undefined || o.timelineFrames !== undefined) throw new TypeError('options.startFrame and options.timelineFrames need options.frames and options.fps');
    samples = Math.round(requireNumber(o.duration, 'options.duration', 0, 86_400) * AUDIO_SAMPLE_RATE);
    timelineSamples = samples;
  }
  const bitrate = o.bitrate === undefined ? 192_000 : requireInt(o.bitrate, 'options.bitrate', 32_000, 512_000);
  if (!Array.isArray(o.tracks)) throw new TypeError(`options.tracks must be an array (got ${describe(o.tracks)})`);
  const tracks = o.tracks.map((t: unknown, i: number) => {
    const name = `options.tracks[${i}]`;
    const tr = requireObject(t, name);
    if (!(tr.samples instanceof Float32Array)) throw new TypeError(`${name}.samples must be a Float32Array (got ${describe(tr.samples)})`);
    const channels = requireInt(tr.channels, `${name}.channels`, 1, 2);
    if (tr.samples.length % channels) throw new TypeError(`${name}.samples must hold whole ${channels}-channel frames (length ${tr.samples.length})`);
    const sampleRate = requireInt(tr.sampleRate, `${name}.sampleRate`, 8000, 192_000);
    const volume = tr.volume === undefined ? 1 : requireNumber(tr.volume, `${name}.volume`, 0, 16);
    const at = (v: unknown, field: string) => (v === undefined ? 0 : Math.round(requireNumber(v, `${name}.${field}`, 0, 86_400) * AUDIO_SAMPLE_RATE));
    return { samples: tr.samples, channels, sampleRate, volume, offset: at(tr.offset, 'offset'), fadeIn: at(tr.fadeIn, 'fadeIn'), fadeOut: at(tr.fadeOut, 'fadeOut') };
  });
  const silent = { output: null, silent: true, samples, duration: samples / AUDIO_SAMPLE_RATE, peak: 0 };
  if (samples === 0 || tracks.length === 0 || tracks.every((t) => t.volume === 0 || t.samples.length === 0 || t.offset >= startSample + samples)) return silent;
  try {
    const r = await nativeCall(() => addon().mixAudio({ output, sampleCount: samples, startSample, timelineSamples, bitrate, tracks }));
    if (!r.written) return { ...silent, peak: r.peak };
    return { output, silent: false, samples, duration: samples / AUDIO_SAMPLE_RATE, peak: r.peak };
  } catch (err) {
    await removePartial(output);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Assembly

export interface AssembleOptions {
  /** Segment files in order, as written by `VideoEncoder`. */
  segments: string[];
  /** MP4 to write; moov comes before mdat. */
  output: string;
  /** AAC file from `mixAndEncodeAudio`; null or omitted for no audio track. */
  audio?: string | null;
  /** Check each segment's frame count and checksum (default true). */
  verify?: boolean;
}

export interface AssembleResult {
  output: string;
  frames: number;
  /** Seconds of video. */
  duration: number;
  /** Seconds of audio, null without an audio track. */
  audioDuration: number | null;
}

/** Joins segments by stream copy (no re-encoding), adds the audio track and writes a faststart MP4. */
export async function assembleSegments(options: AssembleOptions): Promise<AssembleResult> {
  const o = requireObject(options, 'options');
  if (!Array.isArray(o.segments) || o.segments.length === 0) throw new TypeError(`options.segments must be a non-empty array of paths (got ${describe(o.segments)})`);
  const segments = o.segments.map((s: unknown, i: number) => requirePath(s, `options.segments[${i}]`));
  const output = requirePath(o.output, 'options.output');
  const audio = o.audio === undefined || o.audio === null ? undefined : requirePath(o.audio, 'options.audio');
  const verify = optionalBool(o.verify, 'options.verify', true);
  if (segments.includes(output) || audio === output) throw new TypeError('options.output must differ from the input files');
  try {
    const r = await nativeCall(() => addon().assemble({ segments, output, verify, faststart: true, ...(audio ? { audio } : {}) }));
    const frameDuration = r.frames > 0 ? r.videoDuration / r.frames : 0;
    if (r.audioDuration !== undefined && Math.abs(r.audioDuration - r.videoDuration) > frameDuration + 1e-9) {
      throw new EncoderError(
        ErrorCodes.AUDIO_INVALID,
        `audio ${audio} lasts ${r.audioDuration.toFixed(3)} s but the video lasts ${r.videoDuration.toFixed(3)} s; they must agree within one frame`,
      );
    }
    return { output, frames: r.frames, duration: r.videoDuration, audioDuration: r.audioDuration ?? null };
  } catch (err) {
    await removePartial(output);
    throw err;
  }
}

// ---------------------------------------------------------------------------------------------
// Decoding source video

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

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
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

export interface DecoderStats {
  /** Seeks so far: a read of a frame behind the last one decoded, or far enough ahead to skip to a keyframe. */
  seeks: number;
  /** Frames that came out of the decoder. */
  decoded: number;
}

function requireRect(value: unknown, name: string, within?: { width: number; height: number }): Rect {
  const o = requireObject(value, name);
  const limit = 1e6;
  const r = {
    x: requireNumber(o.x, `${name}.x`, -limit, limit),
    y: requireNumber(o.y, `${name}.y`, -limit, limit),
    width: requireNumber(o.width, `${name}.width`, 0, limit),
    height: requireNumber(o.height, `${name}.height`, 0, limit),
  };
  if (r.width === 0 || r.height === 0) throw new TypeError(`${name} must have a positive width and height (got ${r.width}x${r.height})`);
  if (!within) return r;
  // Inside the picture, give or take floating-point rounding (which the clamp below absorbs).
  const slack = 1e-6 * Math.max(within.width, within.height);
  if (r.x < -slack || r.y < -slack || r.x + r.width > within.width + slack || r.y + r.height > within.height + slack) {
    throw new TypeError(`${name} must lie inside the ${within.width}x${within.height} picture (got ${r.width}x${r.height} at ${r.x},${r.y})`);
  }
  const x = Math.max(0, r.x), y = Math.max(0, r.y);
  return { x, y, width: Math.min(r.width, within.width - x), height: Math.min(r.height, within.height - y) };
}

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
    let native: NativePlacement;
    try {
      requireInt(index, 'index', 0, Math.max(0, this.info.frameCount - 1));
      if (!(output instanceof Uint8Array || output instanceof Uint8ClampedArray)) throw new TypeError(`output must be a Uint8Array or Uint8ClampedArray (got ${describe(output)})`);
      native = this.#placement(placement);
      if (output.byteLength !== native.width * native.height * 4) {
        throw new TypeError(`output must hold ${native.width}x${native.height} RGBA pixels: ${native.width * native.height * 4} bytes (got ${output.byteLength})`);
      }
    } catch (err) {
      return Promise.reject(err);
    }
    if (this.#closed) return Promise.reject(new EncoderError(ErrorCodes.DECODER_CLOSED, `the decoder of ${this.path} is closed`));
    const next = this.#queue.then(() => nativeCall(() => this.#native.read(index, output, native)));
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
