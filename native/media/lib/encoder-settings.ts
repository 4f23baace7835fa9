/** Encoder choice and settings (policy): the libavcodec encoder and its options for each codec and backend. */
import type { Backend, Codec, Preset } from './constants.ts';
import { addon, type NativeCodecConfig } from './loading.ts';
import type { Rational } from './validators.ts';

const encoderNames: Record<Codec, Record<Backend, string>> = {
  h264: { nvenc: 'h264_nvenc', vaapi: 'h264_vaapi', software: 'libx264' },
  hevc: { nvenc: 'hevc_nvenc', vaapi: 'hevc_vaapi', software: 'libx265' },
};

const nvencPresets: Record<Preset, string> = {
  ultrafast: 'p1', superfast: 'p2', veryfast: 'p3', faster: 'p3', fast: 'p4', medium: 'p5', slow: 'p6', slower: 'p7', veryslow: 'p7',
};

export interface Settings {
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

/** What the addon opens for `codec` on `backend` with these settings: encoder name, pixel format and private options. */
export function nativeConfig(codec: Codec, backend: Backend, s: Settings): NativeCodecConfig {
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

/** Constant-quality level of alpha video when none is given: visually lossless for graphics. */
export const defaultAlphaQuality = 20;

/**
 * libvpx-vp9 settings of an alpha video (a clip drawn over transparency): constant quality (`crf` with no
 * bitrate target, `b` = 0), the `good` deadline at speed 4, and no row-based multithreading, so the
 * bitstream is the same on any number of threads (tile threads alone do not change it; row-mt does).
 */
export function vp9AlphaOptions(quality: number): Record<string, string> {
  return { crf: String(quality), b: '0', deadline: 'good', 'cpu-used': '4', 'row-mt': '0' };
}
