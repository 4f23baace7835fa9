/**
 * The native addon: the shape of what the `.node` file exports, where it is found, and loading it
 * once per process (with libav's log level). The counters and versions it returns pass through
 * unchanged, so their public types are declared here too.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { Scaler } from './constants.ts';
import { EncoderError, ErrorCodes } from './errors.ts';
import type { MediaFileFacts } from './file-facts.ts';

export interface NativeCodecConfig {
  encoder: string;
  hardware: 'none' | 'vaapi';
  device?: string;
  /** `gray`: one 8-bit full-range plane per frame (mattes); `yuva420p`: colour and alpha from straight RGBA (VP9 in WebM). */
  pixelFormat: 'yuv420p' | 'nv12' | 'yuva420p' | 'gray';
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

export interface NativeSegmentResult {
  frames: number;
  bytes: number;
  crc32: string;
  timeBaseNum: number;
  timeBaseDen: number;
  durationTs: number;
  encoder: string;
  pixelFormat: string;
}

export interface NativeVideoEncoder {
  open(): Promise<void>;
  write(frame: Uint8Array): Promise<void>;
  finish(): Promise<NativeSegmentResult>;
  cancel(): Promise<void>;
  stats(): EncoderStats;
}

export interface NativeVideoInfo {
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

export interface NativePlacement { width: number; height: number; sx: number; sy: number; sw: number; sh: number; dx: number; dy: number; dw: number; dh: number }

export interface NativeVideoDecoder {
  open(path: string): Promise<NativeVideoInfo>;
  read(index: number, output: Uint8Array | Uint8ClampedArray, placement: NativePlacement): Promise<void>;
  readNonBlack(index: number, output: Uint8Array | Uint8ClampedArray, placement: NativePlacement): Promise<PixelBox>;
  prepare(index: number): Promise<void>;
  readCutOut(index: number, video: Uint8Array | Uint8ClampedArray, out: Uint8Array | Uint8ClampedArray, placement: NativePlacement): Promise<CutOutBox>;
  close(): Promise<void>;
  stats(): DecoderStats;
}

/** A box of pixels; width 0 when it holds none. */
export interface PixelBox { x: number; y: number; width: number; height: number }

/**
 * A cut-out's box (of every pixel left with alpha; width 0 when none) and its parts: disjoint boxes
 * inside it, at most 16, that cover every such pixel. Drawing the parts alone draws what drawing the
 * box does, without the empty stretches between several subjects. Each part's pixels lie packed
 * from byte `offset` of the output, a picture of the part's own size.
 */
export interface CutOutBox extends PixelBox { parts: (PixelBox & { offset: number })[] }

interface NativeAddon {
  versions(): LibraryVersions;
  x264Cpu(): { detected: number; avx512: number } | null;
  setLogLevel(level: number): void;
  retainLargeAllocations(): boolean;
  releaseFrame(frame: Uint8Array): boolean;
  cutOut(video: Uint8Array | Uint8ClampedArray, matte: Uint8Array | Uint8ClampedArray, out: Uint8Array | Uint8ClampedArray, width: number, height: number, x: number, y: number, w: number, h: number): Promise<PixelBox>;
  probe(configs: NativeCodecConfig[]): Promise<Array<{ ok: boolean; reason: string | null }>>;
  VideoEncoder: new (options: NativeCodecConfig & { output: string; queueCapacity: number; scaler: Scaler; container?: 'mp4' | 'matroska' | 'webm' }) => NativeVideoEncoder;
  mixAudio(options: {
    output: string;
    sampleCount: number;
    startSample: number;
    timelineSamples: number;
    bitrate: number;
    /** Samples in memory or a raw f32le file; `frames` (at the track's rate): how long it lasts, the source cut or, with `loop`, repeated. */
    tracks: Array<({ samples: Float32Array } | { file: string }) & {
      channels: number; sampleRate: number; volume: number; offset: number; fadeIn: number; fadeOut: number; frames?: number; loop: boolean;
    }>;
  }): Promise<{ written: boolean; samples: number; peak: number; packets: number }>;
  VideoDecoder: new () => NativeVideoDecoder;
  inspect(path: string, countPackets: boolean, packetTimes: boolean): Promise<MediaFileFacts>;
  assemble(options: NativeJoinOptions & { segments: string[] }): Promise<NativeJoinResult>;
  SegmentJoiner: new (options: NativeJoinOptions & { segmentCount: number }) => NativeSegmentJoiner;
}

export interface NativeJoinOptions { audio?: string; output: string; verify: boolean; faststart: boolean }
export interface NativeJoinResult { frames: number; videoDuration: number; audioDuration?: number; audioPackets?: number }

/** One call at a time: each settles before the next is made. */
export interface NativeSegmentJoiner {
  append(segments: string[]): Promise<void>;
  finish(): Promise<NativeJoinResult>;
  cancel(): Promise<void>;
}

export interface LibraryVersions {
  ffmpeg: string;
  libavcodec: string;
  libavformat: string;
  libavutil: string;
  libswscale: string;
  libswresample: string;
}

/** Counters of an encoder's native pipeline (`VideoEncoder.stats()`). */
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

/** Counters of a decoder (`VideoDecoder.stats()`). */
export interface DecoderStats {
  /** Seeks so far: a read of a frame behind the last one decoded, or far enough ahead to skip to a keyframe. */
  seeks: number;
  /** Frames that came out of the decoder. */
  decoded: number;
}

/** Where `npm run build:native` puts the addon; FRAMEFLEET_MEDIA_ADDON points at another build (a debug one, say). */
export const addonPath = process.env.FRAMEFLEET_MEDIA_ADDON || fileURLToPath(new URL('../build/Release/framefleet_media.node', import.meta.url));

const logLevels: Record<string, number> = { quiet: -8, panic: 0, fatal: 8, error: 16, warning: 24, info: 32, verbose: 40, debug: 48 };
let loaded: NativeAddon | undefined;

/** The loaded addon; fails with ERR_ADDON_NOT_BUILT when it is missing or does not load. */
export function addon(): NativeAddon {
  if (loaded) return loaded;
  if (!existsSync(addonPath)) {
    throw new EncoderError(ErrorCodes.ADDON_NOT_BUILT, `the native media addon is not built (${addonPath} is missing); run \`npm run build:native\``);
  }
  try {
    loaded = createRequire(import.meta.url)(addonPath) as NativeAddon;
  } catch (cause) {
    throw new EncoderError(
      ErrorCodes.ADDON_NOT_BUILT,
      `the native media addon at ${addonPath} cannot be loaded (${(cause as Error).message}); run \`npm run build:native\``,
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

/**
 * Frees a frame buffer's memory now (its ArrayBuffer is detached: every view of it reads as
 * empty afterwards) instead of at the next garbage collection, so the allocator serves the next
 * frame from the same memory. Only for a buffer nothing reads any more; false when it was already
 * detached or cannot be (a buffer Node pools, a SharedArrayBuffer).
 */
export function releaseFrame(frame: Uint8Array): boolean {
  if (!(frame instanceof Uint8Array)) throw new TypeError('frame must be a Uint8Array');
  return addon().releaseFrame(frame);
}

/** Versions of the libav* libraries the addon runs against. */
export function libraryVersions(): LibraryVersions {
  return addon().versions();
}
