/**
 * A `signals` fact: what a multicam selector reads of one angle (a video media item with its own
 * sound) over a window, as `AngleSignals` (shared/multicam/signals.ts).
 *
 * - Sound: the file's first audio stream, decoded by ffmpeg to float at `analysisSampleRate` and
 *   its channels averaged to mono (a tone at −23 dB RMS in both channels reads −23); `levelDb` is
 *   the RMS level of each frame of 1/audioRate s in dBFS (`silenceDb` for digital silence),
 *   `onset` the onset envelope at onsetRate. A file without sound has every level at `silenceDb`
 *   and every onset 0.
 * - Pictures: `videoRate` samples per second (sample k is the source frame shown at
 *   startSec + k / videoRate, as the renderer picks source frames), each decoded by the native
 *   decoder at `analysisHeight` px high: the largest face of the matting addon's BlazeFace
 *   full-range detector (the short-range model is for faces within about 2 m and misses a player
 *   in a 640×360 frame), the mean absolute grey difference to the previous sample, the variance of
 *   the 3×3 Laplacian of the grey picture, the mean luma and the share of clipped pixels.
 *
 * Every number is kept to 4 significant digits, so the same file and window give the same bytes.
 */
import { spawn } from 'node:child_process';
import { inspectMediaFile, openVideoDecoder, type VideoDecoder } from '../../native/media/index.ts';
import { type AngleSignals, signalVersions } from '../../shared/multicam/signals.ts';
import { sourceFrameIndex } from '../renderer/video-source.ts';
import type { Box, MattingAddon } from './matting.ts';
import { onsetEnvelope } from '../../shared/multicam/sync.ts';

export const audioRate = 10;
export const onsetRate = 100;
export const videoRate = 5;
/** The sample rate the sound is decoded at (mono float). */
export const analysisSampleRate = 16_000;
/** The height pictures are measured at (the width keeps the aspect ratio). */
export const analysisHeight = 360;
/** The level of a frame of digital silence, dBFS. */
export const silenceDb = -120;
/** The face detector the face series comes from. */
export const faceDetectorOptions = { range: 'full', minScore: 0.5 } as const;

/** Seconds into the file, [startSec, endSec); both 0 for the whole file. */
export interface SignalsWindow { startSec: number; endSec: number }

export interface SignalsDeps {
  matting: MattingAddon;
  signal?: AbortSignal;
  /** Called after each picture sample with the number done and the total. */
  onSample?: (done: number, total: number) => void;
  /** An already open decoder of the file (left open); otherwise one is opened and closed. */
  decoder?: VideoDecoder;
}

/** Kept to 4 significant digits (and -0 as 0), so the JSON is stable. */
export function round4(n: number): number {
  if (!Number.isFinite(n) || n === 0) return 0;
  return Number(n.toPrecision(4)) + 0;
}

const roundMs = (seconds: number) => Math.round(seconds * 1000) / 1000;

/** RMS level in dBFS of each frame of sampleRate / rate samples (`silenceDb` floor); a partial last frame is dropped. */
export function levelSeries(samples: Float32Array, sampleRate: number, rate: number, frames = Math.floor(samples.length / Math.round(sampleRate / rate))): number[] {
  const hop = Math.round(sampleRate / rate);
  const levels: number[] = [];
  for (let f = 0; f < frames; f++) {
    let sum = 0;
    const start = f * hop;
    for (let i = start; i < start + hop; i++) { const v = samples[i] ?? 0; sum += v * v; }
    const rms = Math.sqrt(sum / hop);
    levels.push(round4(rms > 0 ? Math.max(silenceDb, 20 * Math.log10(rms)) : silenceDb));
  }
  return levels;
}

/** BT.601 luma of an RGBA picture, one float per pixel (0–255). */
export function greyOf(rgba: Uint8Array, width: number, height: number): Float32Array {
  const grey = new Float32Array(width * height);
  for (let i = 0, p = 0; i < grey.length; i++, p += 4) grey[i] = 0.299 * rgba[p]! + 0.587 * rgba[p + 1]! + 0.114 * rgba[p + 2]!;
  return grey;
}

/** Mean absolute difference of two grey pictures of the same size (0–255). */
export function meanAbsDifference(a: Float32Array, b: Float32Array): number {
  let sum = 0;
  for (let i = 0; i < a.length; i++) sum += Math.abs(a[i]! - b[i]!);
  return a.length ? sum / a.length : 0;
}

/** Variance of the 3×3 Laplacian (4-neighbour) over the picture's interior pixels. */
export function laplacianVariance(grey: Float32Array, width: number, height: number): number {
  let sum = 0;
  let sumSq = 0;
  let n = 0;
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1, i = y * width + 1; x < width - 1; x++, i++) {
      const l = grey[i - width]! + grey[i + width]! + grey[i - 1]! + grey[i + 1]! - 4 * grey[i]!;
      sum += l;
      sumSq += l * l;
      n++;
    }
  }
  if (!n) return 0;
  const mean = sum / n;
  return Math.max(0, sumSq / n - mean * mean);
}

/** Mean luma and the share of pixels under 5 or over 250. */
export function exposureOf(grey: Float32Array): { mean: number; clipped: number } {
  let sum = 0;
  let clipped = 0;
  for (let i = 0; i < grey.length; i++) {
    const v = grey[i]!;
    sum += v;
    if (v < 5 || v > 250) clipped++;
  }
  return grey.length ? { mean: sum / grey.length, clipped: clipped / grey.length } : { mean: 0, clipped: 0 };
}

/** The largest box (clipped to the picture) as a share of the picture's area, its centre (0–1) and score; zeros when none. */
export function largestFace(boxes: Box[], width: number, height: number): AngleSignals['face'][number] {
  let best: { area: number; x: number; y: number; score: number } = { area: 0, x: 0, y: 0, score: 0 };
  for (const b of boxes) {
    const x0 = Math.max(0, b.x);
    const y0 = Math.max(0, b.y);
    const x1 = Math.min(width, b.x + b.width);
    const y1 = Math.min(height, b.y + b.height);
    const area = Math.max(0, x1 - x0) * Math.max(0, y1 - y0) / (width * height);
    if (area > best.area) best = { area, x: (x0 + x1) / 2 / width, y: (y0 + y1) / 2 / height, score: b.score };
  }
  return { area: round4(best.area), x: round4(best.x), y: round4(best.y), score: round4(best.score) };
}

/** The file's sound cannot be decoded (the fact job fails as `media_audio_unreadable`). */
export class SoundUnreadable extends Error {
  override name = 'SoundUnreadable';
}

/**
 * The sound of a WAV stream (32-bit float, any number of channels) as mono: the mean of its
 * channels, so a tone at the same level in both channels reads at that level.
 */
export function monoOfWav(wav: Buffer): Float32Array {
  if (wav.length < 12 || wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new SoundUnreadable('the decoded sound is not a WAV stream');
  let channels = 0;
  let at = 12;
  while (at + 8 <= wav.length) {
    const id = wav.toString('ascii', at, at + 4);
    const size = wav.readUInt32LE(at + 4);
    if (id === 'fmt ') channels = wav.readUInt16LE(at + 10);
    if (id === 'data') {
      if (!channels) throw new SoundUnreadable('the decoded sound has no format chunk');
      // A piped WAV does not know its length: its data runs to the end.
      const end = size === 0 || size === 0xffffffff || at + 8 + size > wav.length ? wav.length : at + 8 + size;
      const frames = Math.floor((end - at - 8) / (4 * channels));
      const mono = new Float32Array(frames);
      for (let f = 0, p = at + 8; f < frames; f++) {
        let sum = 0;
        for (let c = 0; c < channels; c++, p += 4) sum += wav.readFloatLE(p);
        mono[f] = sum / channels;
      }
      return mono;
    }
    at += 8 + size + (size % 2);
  }
  throw new SoundUnreadable('the decoded sound has no data chunk');
}

/**
 * The window's sound as mono float at `sampleRate` (the mean of its channels), exactly
 * `sampleCount` samples (zeros past the end of the sound); null when the file has no audio stream.
 */
export async function decodeMonoSound(path: string, window: { startSec: number; endSec: number }, sampleRate: number, signal?: AbortSignal): Promise<Float32Array | null> {
  const facts = await inspectMediaFile(path);
  if (!facts.streams.some((s) => s.type === 'audio')) return null;
  const sampleCount = Math.round((window.endSec - window.startSec) * sampleRate);
  const args = ['-v', 'error', '-nostdin', ...(window.startSec > 0 ? ['-ss', String(window.startSec)] : []), '-i', path,
    '-t', String(window.endSec - window.startSec), '-map', '0:a:0', '-ar', String(sampleRate), '-c:a', 'pcm_f32le', '-f', 'wav', 'pipe:1'];
  const chunks: Buffer[] = [];
  let errors = '';
  const code = await new Promise<number | null>((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', args, { stdio: ['ignore', 'pipe', 'pipe'], signal });
    ffmpeg.stdout.on('data', (c: Buffer) => chunks.push(c));
    ffmpeg.stderr.on('data', (c: Buffer) => { if (errors.length < 2000) errors += c.toString(); });
    ffmpeg.on('error', reject);
    ffmpeg.on('close', resolve);
  });
  if (code !== 0) throw new SoundUnreadable(`ffmpeg could not decode the sound (exit ${code}): ${errors.trim().slice(0, 500)}`);
  const mono = monoOfWav(Buffer.concat(chunks));
  const samples = new Float32Array(sampleCount);
  samples.set(mono.subarray(0, sampleCount));
  return samples;
}

/** The window a request names, in the file's seconds (0,0: the whole file; clipped to the file). */
export function resolveWindow(window: SignalsWindow, durationSec: number): SignalsWindow {
  if (window.startSec === 0 && window.endSec === 0) return { startSec: 0, endSec: durationSec };
  const startSec = Math.max(0, Math.min(window.startSec, durationSec));
  return { startSec, endSec: Math.max(startSec, Math.min(window.endSec, durationSec)) };
}

/** The signals of one angle over a window of its file (see the module's comment). */
export async function computeSignals(path: string, requested: SignalsWindow, deps: SignalsDeps): Promise<AngleSignals> {
  const decoder = deps.decoder ?? await openVideoDecoder(path);
  try {
    const info = decoder.info;
    const window = resolveWindow(requested, info.duration);
    const lengthSec = window.endSec - window.startSec;

    const sound = await decodeMonoSound(path, window, analysisSampleRate, deps.signal);
    const levelFrames = Math.floor(lengthSec * audioRate + 1e-6);
    const onsetFrames = Math.floor(lengthSec * onsetRate + 1e-6);
    const levelDb = sound ? levelSeries(sound, analysisSampleRate, audioRate, levelFrames) : new Array<number>(levelFrames).fill(silenceDb);
    const onset = sound ? onsetEnvelope(sound, analysisSampleRate, onsetRate).slice(0, onsetFrames).map(round4) : [];
    while (onset.length < onsetFrames) onset.push(0);

    const height = analysisHeight;
    const width = Math.max(2, Math.round((info.width * height) / info.height));
    const samples = Math.max(1, Math.floor(lengthSec * videoRate + 1e-6));
    const rgba = new Uint8Array(width * height * 4);
    const face: AngleSignals['face'] = [];
    const motion: number[] = [];
    const sharpness: number[] = [];
    const exposure: AngleSignals['exposure'] = [];
    const detector = await deps.matting.openFaceDetector(faceDetectorOptions);
    try {
      let previous: Float32Array | null = null;
      for (let k = 0; k < samples; k++) {
        deps.signal?.throwIfAborted();
        await decoder.read(sourceFrameIndex(info, window.startSec + k / videoRate), rgba, { width, height });
        face.push(largestFace(await detector.detect(rgba, width, height), width, height));
        const grey = greyOf(rgba, width, height);
        motion.push(round4(previous ? meanAbsDifference(grey, previous) : 0));
        sharpness.push(round4(laplacianVariance(grey, width, height)));
        const e = exposureOf(grey);
        exposure.push({ mean: round4(e.mean), clipped: round4(e.clipped) });
        previous = grey;
        deps.onSample?.(k + 1, samples);
      }
    } finally {
      await detector.close();
    }
    return {
      versions: { ...signalVersions }, window: { startSec: roundMs(window.startSec), endSec: roundMs(window.endSec) }, durationSec: roundMs(info.duration),
      audioRate, levelDb, onsetRate, onset, videoRate, face, motion, sharpness, exposure,
    };
  } finally {
    if (!deps.decoder) await decoder.close();
  }
}
