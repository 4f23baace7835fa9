/**
 * What a sound is, measured from its samples: the evidence the catalog lists for every pack sound
 * and every audio item of an org. Nothing here is declared by hand; the values come from these
 * definitions (tested against signals with known values in test/sounds/analysis.test.ts):
 *
 * - `durationSec`: samples / sample rate.
 * - `maxVolumeDb`: the sample peak in dBFS (full scale = 0 dB).
 * - `meanVolumeDb`: the mean power of the whole sound in dBFS, 10·log10(mean of x²): the
 *   `mean_volume` of ffmpeg's volumedetect, so a sine whose RMS level is −12 dBFS (peak
 *   −8.99 dBFS) measures −12, and the mean never exceeds the max.
 * - `spectralCentroidHz`: the magnitude-weighted mean frequency of 2048-sample Hann frames (hop
 *   1024), averaged over the frames within 40 dB of the loudest, weighted by their amplitude.
 * - `attackMs`: the time from the onset (the envelope first reaching −20 dB of its peak) to the
 *   first peak of the envelope within 6 dB of its loudest (a point the envelope does not exceed
 *   for the next 20 ms): for several hits, the first one that counts. The envelope is the RMS
 *   of 20 ms windows every 1 ms (long enough that a 50 Hz boom does not ripple it).
 * - `envelopeClass`:
 *   `transient` — attack at most 50 ms and the sound is short (at most 1.5 s above −30 dB of its
 *   peak) or one decaying hit (at most 30 % of that time within 12 dB of the peak, and at least
 *   70 % of the energy in the first second after the onset);
 *   `sweep` — otherwise, when the spectral centroid moves steadily by at least one octave
 *   (a weighted fit of log2 centroid over time, |r| ≥ 0.6), or the level rises steadily by at
 *   least 9 dB over an attack of at least 150 ms (fit of the envelope, r ≥ 0.6);
 *   `ambient` — everything else: sound that holds its level and colour.
 * - `bpm` (asked for with `tempo`): from a spectral-flux onset signal (16 bands equally spaced in
 *   log frequency; 512-point frames of a 12 kHz copy every 5 ms; the first 60 s), autocorrelated
 *   between 40 and 240 BPM. Each period scores the correlation summed at one to four periods,
 *   weighted towards 120 BPM by one octave, so a half or double tempo loses to the felt one; the
 *   winner is refined over the peaks at one to four beats. Null when the sound has no onsets or
 *   the periodicity (`beatStrength`, the normalised autocorrelation at the beat) is below 0.1.
 * - `pauseFraction`: the share of 20 ms frames more than 25 dB below the 90th percentile level
 *   (speech has pauses between phrases; music and ambience rarely do).
 *
 * The analyzer takes mono samples in chunks and keeps only per-millisecond energies and per-frame
 * spectra (plus the first 60 s of samples when measuring tempo), so an hour of sound fits easily.
 */
import { RealFft } from './fft.ts';

export const envelopeClasses = ['transient', 'sweep', 'ambient'] as const;
export type EnvelopeClass = (typeof envelopeClasses)[number];

export function isEnvelopeClass(value: unknown): value is EnvelopeClass {
  return (envelopeClasses as readonly unknown[]).includes(value);
}

/** The catalog's `evidence` of a sound. */
export interface AudioEvidence {
  envelopeClass: EnvelopeClass;
  attackMs: number;
  spectralCentroidHz: number;
  meanVolumeDb: number;
  maxVolumeDb: number;
}

export interface AudioAnalysis {
  durationSec: number;
  evidence: AudioEvidence;
  /** Tempo in beats per minute; null when not measured or when the sound has no clear beat. */
  bpm: number | null;
  /** Normalised autocorrelation of the onset signal at the beat period (0 without tempo analysis). */
  beatStrength: number;
  pauseFraction: number;
}

/** Levels below this are reported as this (digital silence has no finite level). */
export const silenceFloorDb = -120;

const spectrumFrame = 2048;
const spectrumHop = 1024;
const onsetFrame = 512;
const onsetBands = 16;
/** Variance of the onset signal below which a sound has no onsets at all (a steady tone measures about 1e-4). */
const minOnsetPower = 1e-3;
const tempoSeconds = 60;

class Floats {
  private data = new Float64Array(1024);
  length = 0;
  push(v: number) {
    if (this.length === this.data.length) {
      const grown = new Float64Array(this.data.length * 2);
      grown.set(this.data);
      this.data = grown;
    }
    this.data[this.length++] = v;
  }
  view(): Float64Array {
    return this.data.subarray(0, this.length);
  }
}

const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
const toDb = (power: number) => (power > 0 ? Math.max(silenceFloorDb, 10 * Math.log10(power)) : silenceFloorDb);

/** A weighted least-squares line through (x, y): its slope and correlation coefficient. */
export function weightedFit(x: ArrayLike<number>, y: ArrayLike<number>, w?: ArrayLike<number>): { slope: number; r: number } {
  let sw = 0, sx = 0, sy = 0;
  for (let i = 0; i < x.length; i++) { const wi = w ? w[i]! : 1; sw += wi; sx += wi * x[i]!; sy += wi * y[i]!; }
  if (sw <= 0) return { slope: 0, r: 0 };
  const mx = sx / sw, my = sy / sw;
  let sxx = 0, syy = 0, sxy = 0;
  for (let i = 0; i < x.length; i++) {
    const wi = w ? w[i]! : 1, dx = x[i]! - mx, dy = y[i]! - my;
    sxx += wi * dx * dx; syy += wi * dy * dy; sxy += wi * dx * dy;
  }
  if (sxx <= 0) return { slope: 0, r: 0 };
  return { slope: sxy / sxx, r: syy > 0 ? sxy / Math.sqrt(sxx * syy) : 0 };
}

export class AudioAnalyzer {
  private readonly blockSize: number;
  private blockEnergy = 0;
  private blockFill = 0;
  private readonly blocks = new Floats();
  private count = 0;
  private sumSquares = 0;
  /** The largest x² so far. */
  private peak = 0;
  private readonly fft = new RealFft(spectrumFrame);
  private readonly frame = new Float64Array(spectrumFrame);
  private frameFill = 0;
  /** Samples at the start of `frame` that a transformed frame already covered. */
  private covered = 0;
  private readonly centroids = new Floats();
  private readonly amplitudes = new Floats();
  private readonly tempoSamples: Float32Array | null;
  private tempoFill = 0;

  constructor(readonly sampleRate: number, options: { tempo?: boolean } = {}) {
    if (!(sampleRate >= 8000)) throw new RangeError(`sample rate ${sampleRate} is below 8000 Hz`);
    this.blockSize = Math.round(sampleRate / 1000);
    this.tempoSamples = options.tempo ? new Float32Array(Math.round(sampleRate * tempoSeconds)) : null;
  }

  /** Adds mono samples (nominally −1..1). */
  push(samples: ArrayLike<number>): void {
    // Hot loop: state in locals, written back once.
    let sumSquares = this.sumSquares, peak = this.peak, blockEnergy = this.blockEnergy, blockFill = this.blockFill, frameFill = this.frameFill;
    const frame = this.frame, blockSize = this.blockSize, tempo = this.tempoSamples;
    for (let i = 0; i < samples.length; i++) {
      const s = samples[i]!;
      const sq = s * s;
      sumSquares += sq;
      if (sq > peak) peak = sq;
      blockEnergy += sq;
      if (++blockFill === blockSize) { this.blocks.push(blockEnergy); blockEnergy = 0; blockFill = 0; }
      frame[frameFill++] = s;
      if (frameFill === spectrumFrame) {
        this.spectrum();
        frame.copyWithin(0, spectrumHop);
        frameFill = spectrumFrame - spectrumHop;
        this.covered = frameFill;
      }
      if (tempo && this.tempoFill < tempo.length) tempo[this.tempoFill++] = s;
    }
    this.count += samples.length;
    this.sumSquares = sumSquares; this.peak = peak; this.blockEnergy = blockEnergy; this.blockFill = blockFill; this.frameFill = frameFill;
  }

  private spectrum(): void {
    const mags = this.fft.transform(this.frame);
    let weighted = 0, total = 0;
    for (let k = 1; k < mags.length; k++) { weighted += k * mags[k]!; total += mags[k]!; }
    const binHz = this.sampleRate / spectrumFrame;
    this.centroids.push(total > 0 ? (weighted / total) * binHz : 0);
    this.amplitudes.push(total);
  }

  finish(): AudioAnalysis {
    if (this.blockFill > 0) { this.blocks.push(this.blockEnergy * (this.blockSize / this.blockFill)); this.blockFill = 0; this.blockEnergy = 0; }
    if (this.frameFill > this.covered) {
      this.frame.fill(0, this.frameFill);
      this.spectrum();
      this.frameFill = 0;
      this.covered = 0;
    }
    const durationSec = this.count / this.sampleRate;
    const meanPower = this.count ? this.sumSquares / this.count : 0;
    const meanVolumeDb = toDb(meanPower);
    const maxVolumeDb = toDb(this.peak);
    const envelope = this.envelopeDb();
    const shape = envelopeShape(envelope);
    const centroid = this.centroidSummary(shape);
    const tempo = this.tempoSamples ? measureTempo(this.tempoSamples.subarray(0, this.tempoFill), this.sampleRate) : { bpm: null, beatStrength: 0 };
    const envelopeClass: EnvelopeClass = this.peak === 0 ? 'ambient'
      : shape.attackMs <= 50 && (shape.activeSec <= 1.5 || (shape.sustainFraction <= 0.3 && shape.earlyEnergy >= 0.7)) ? 'transient'
        : (Math.abs(centroid.changeOctaves) >= 1 && Math.abs(centroid.r) >= 0.6) || (shape.levelChangeDb >= 9 && shape.levelR >= 0.6 && shape.attackMs >= 150) ? 'sweep'
          : 'ambient';
    return {
      durationSec: round(durationSec, 3),
      evidence: {
        envelopeClass,
        attackMs: round(shape.attackMs, 1),
        spectralCentroidHz: Math.round(centroid.meanHz),
        meanVolumeDb: round(meanVolumeDb, 2),
        maxVolumeDb: round(maxVolumeDb, 2),
      },
      bpm: tempo.bpm === null ? null : round(tempo.bpm, 1),
      beatStrength: round(tempo.beatStrength, 3),
      pauseFraction: round(this.pauseFraction(), 3),
    };
  }

  /** RMS of 20 ms windows every 1 ms, in dB. */
  private envelopeDb(): Float64Array {
    const blocks = this.blocks.view();
    const span = 20;
    const out = new Float64Array(Math.max(0, blocks.length - span + 1) || blocks.length);
    if (blocks.length < span) {
      const total = blocks.reduce((a, b) => a + b, 0);
      out.fill(toDb(total / Math.max(1, blocks.length * this.blockSize)));
      return out;
    }
    let sum = 0;
    for (let i = 0; i < span; i++) sum += blocks[i]!;
    for (let i = 0; i < out.length; i++) {
      out[i] = toDb(Math.max(0, sum) / (span * this.blockSize));
      if (i + span < blocks.length) sum += blocks[i + span]! - blocks[i]!;
    }
    return out;
  }

  /** The amplitude-weighted mean centroid of the frames within 40 dB of the loudest, and its trend in octaves across them. */
  private centroidSummary(shape: EnvelopeShape): { meanHz: number; changeOctaves: number; r: number } {
    const c = this.centroids.view(), a = this.amplitudes.view();
    let loudest = 0;
    for (const v of a) loudest = Math.max(loudest, v);
    if (loudest === 0) return { meanHz: 0, changeOctaves: 0, r: 0 };
    const t: number[] = [], y: number[] = [], w: number[] = [];
    let weighted = 0, total = 0;
    for (let j = 0; j < c.length; j++) {
      if (a[j]! < loudest * 0.01 || c[j]! <= 0) continue;
      weighted += c[j]! * a[j]!;
      total += a[j]!;
      t.push((j * spectrumHop + spectrumFrame / 2) / this.sampleRate);
      y.push(Math.log2(c[j]!));
      w.push(a[j]!);
    }
    const fit = weightedFit(t, y, w);
    const span = Math.min(shape.activeSec, t.length > 1 ? t[t.length - 1]! - t[0]! : 0);
    return { meanHz: total > 0 ? weighted / total : 0, changeOctaves: fit.slope * span, r: fit.r };
  }

  private pauseFraction(): number {
    const blocks = this.blocks.view();
    const levels: number[] = [];
    for (let i = 0; i + 20 <= blocks.length; i += 20) {
      let sum = 0;
      for (let j = i; j < i + 20; j++) sum += blocks[j]!;
      levels.push(toDb(sum / (20 * this.blockSize)));
    }
    if (levels.length < 10) return 0;
    const sorted = [...levels].sort((a, b) => a - b);
    const p90 = sorted[Math.floor(sorted.length * 0.9)]!;
    if (p90 <= silenceFloorDb) return 0;
    return levels.filter((l) => l < p90 - 25).length / levels.length;
  }
}

interface EnvelopeShape { attackMs: number; activeSec: number; sustainFraction: number; earlyEnergy: number; levelChangeDb: number; levelR: number }

/** Attack, active length, sustain and level trend of a 1 ms-hop envelope in dB. */
function envelopeShape(env: Float64Array): EnvelopeShape {
  let peak = silenceFloorDb;
  for (const v of env) peak = Math.max(peak, v);
  if (peak <= silenceFloorDb || env.length === 0) return { attackMs: 0, activeSec: 0, sustainFraction: 0, earlyEnergy: 0, levelChangeDb: 0, levelR: 0 };
  const onset = env.findIndex((v) => v >= peak - 20);
  // The first point within 6 dB of the loudest that the next 20 ms do not exceed.
  let reached = onset;
  for (; reached < env.length; reached++) {
    if (env[reached]! < peak - 6) continue;
    let holds = true;
    for (let j = reached + 1; j <= Math.min(env.length - 1, reached + 20); j++) if (env[j]! > env[reached]!) { holds = false; break; }
    if (holds) break;
  }
  let first = -1, last = -1, sustained = 0;
  for (let i = 0; i < env.length; i++) {
    if (env[i]! >= peak - 30) { if (first < 0) first = i; last = i; }
  }
  for (let i = first; i <= last; i++) if (env[i]! >= peak - 12) sustained++;
  let early = 0, total = 0;
  for (let i = 0; i < env.length; i++) {
    const power = 10 ** (env[i]! / 10);
    total += power;
    if (i >= onset && i < onset + 1000) early += power;
  }
  const active = last - first + 1;
  // Level trend over the active region at 10 ms resolution.
  const x: number[] = [], y: number[] = [];
  for (let i = first; i <= last; i += 10) { x.push(i / 1000); y.push(Math.max(env[i]!, peak - 40)); }
  const fit = weightedFit(x, y);
  return { attackMs: reached - onset, activeSec: active / 1000, sustainFraction: sustained / active, earlyEnergy: total > 0 ? early / total : 0, levelChangeDb: fit.slope * (active / 1000), levelR: fit.r };
}

/** Tempo of `samples` (mono) by onset autocorrelation; see the header. */
export function measureTempo(samples: Float32Array, sampleRate: number): { bpm: number | null; beatStrength: number } {
  // Onsets need no high frequencies: a box-filtered 12 kHz copy makes the flux cheap on long sound.
  const factor = Math.max(1, Math.floor(sampleRate / 12_000));
  const rate = sampleRate / factor;
  const reduced = new Float32Array(Math.floor(samples.length / factor));
  for (let i = 0; i < reduced.length; i++) {
    let sum = 0;
    for (let j = 0; j < factor; j++) sum += samples[i * factor + j]!;
    reduced[i] = sum / factor;
  }
  const hop = rate / 200;
  const fft = new RealFft(onsetFrame);
  const frames = Math.floor((reduced.length - onsetFrame) / hop) + 1;
  if (frames < 200 * 4) return { bpm: null, beatStrength: 0 };
  // Bands equally spaced in log frequency, so a kick (a few low bins) counts as much as a snare (many high ones).
  const binHz = rate / onsetFrame;
  const edges = Array.from({ length: onsetBands + 1 }, (_, i) => Math.max(1, Math.round((30 * (rate / 2 / 30) ** (i / onsetBands)) / binHz)));
  const previous = new Float64Array(onsetBands);
  const current = new Float64Array(onsetBands);
  const flux = new Float64Array(frames);
  const norm = 2 / (onsetFrame / 2);
  for (let n = 0; n < frames; n++) {
    const mags = fft.transform(reduced, Math.round(n * hop));
    let f = 0;
    for (let b = 0; b < onsetBands; b++) {
      const from = edges[b]!, to = Math.max(from + 1, edges[b + 1]!);
      let power = 0;
      for (let k = from; k < to && k < mags.length; k++) power += (mags[k]! * norm) ** 2;
      current[b] = Math.log1p(1000 * Math.sqrt(power / (to - from)));
      if (n > 0) f += Math.max(0, current[b]! - previous[b]!);
    }
    flux[n] = f;
    previous.set(current);
  }
  // Remove the slow part (a local mean over ±0.25 s) so sustained sound does not count as beat.
  const onset = new Float64Array(frames);
  const half = 50;
  let sum = 0, lo = 0, hi = -1;
  for (let n = 0; n < frames; n++) {
    while (hi < Math.min(frames - 1, n + half)) sum += flux[++hi]!;
    while (lo < n - half) sum -= flux[lo++]!;
    onset[n] = Math.max(0, flux[n]! - sum / (hi - lo + 1));
  }
  let mean = 0;
  for (const v of onset) mean += v;
  mean /= frames;
  for (let n = 0; n < frames; n++) onset[n] = onset[n]! - mean;
  const maxLag = Math.min(frames - 1, Math.ceil((60 / 40) * 200 * 4));
  const r = new Float64Array(maxLag + 1);
  for (let lag = 0; lag <= maxLag; lag++) {
    let acc = 0;
    for (let n = lag; n < frames; n++) acc += onset[n]! * onset[n - lag]!;
    r[lag] = acc / (frames - lag);
  }
  // A steady tone's frames still ripple a little with its phase; that is no beat.
  if (r[0]! < minOnsetPower) return { bpm: null, beatStrength: 0 };
  const lagOf = (bpm: number) => (60 / bpm) * 200;
  const minLag = Math.floor(lagOf(240)), longest = Math.ceil(lagOf(40));
  // A candidate period scores the correlation at one to four periods (a felt beat recurs at its
  // multiples, where a busy hi-hat's eighths do not), times the prior around 120 BPM.
  const near = (lag: number) => {
    let v = -Infinity;
    for (let i = Math.max(0, lag - 2); i <= Math.min(maxLag, lag + 2); i++) v = Math.max(v, r[i]!);
    return v;
  };
  let best = -1, bestScore = -Infinity;
  for (let lag = Math.max(2, minLag); lag <= Math.min(longest, maxLag - 1); lag++) {
    if (!(r[lag]! >= r[lag - 1]! && r[lag]! >= r[lag + 1]!) || r[lag]! <= 0) continue;
    let comb = 0;
    for (let k = 1; k <= 4 && k * lag <= maxLag; k++) comb += Math.max(0, near(k * lag));
    const octaves = Math.log2(60 / (lag / 200) / 120);
    const score = comb * Math.exp(-0.5 * octaves * octaves);
    if (score > bestScore) { bestScore = score; best = lag; }
  }
  if (best < 0) return { bpm: null, beatStrength: 0 };
  const beatStrength = r[best]! / r[0]!;
  if (beatStrength < 0.1) return { bpm: null, beatStrength };
  // Refine the period over the peaks at one to four beats (parabolic peak positions).
  const parabolic = (i: number) => {
    const a = r[i - 1]!, b = r[i]!, c = r[i + 1]!;
    const d = a - 2 * b + c;
    return d < 0 ? i + (0.5 * (a - c)) / d : i;
  };
  let periodSum = 0, weightSum = 0;
  for (let k = 1; k <= 4; k++) {
    const centre = Math.round(best * k);
    if (centre + 4 > maxLag) break;
    let peakAt = centre;
    for (let i = centre - 3; i <= centre + 3; i++) if (r[i]! > r[peakAt]!) peakAt = i;
    if (r[peakAt]! <= 0) continue;
    periodSum += (parabolic(peakAt) / k) * r[peakAt]! * k;
    weightSum += r[peakAt]! * k;
  }
  const period = weightSum > 0 ? periodSum / weightSum : best;
  return { bpm: 60 / (period / 200), beatStrength };
}

/** Mono from planar channels (their mean). */
export function downmix(channels: readonly Float32Array[]): Float32Array {
  if (channels.length === 1) return channels[0]!;
  const out = new Float32Array(channels[0]?.length ?? 0);
  for (const ch of channels) for (let i = 0; i < out.length; i++) out[i] = out[i]! + ch[i]! / channels.length;
  return out;
}

/** The analysis of a whole sound held in memory (planar channels). */
export function analyzeAudio(channels: readonly Float32Array[], sampleRate: number, options: { tempo?: boolean } = {}): AudioAnalysis {
  const analyzer = new AudioAnalyzer(sampleRate, options);
  analyzer.push(downmix(channels));
  return analyzer.finish();
}

export const audioRoles = ['vo', 'music', 'sfx', 'ambience'] as const;
export type AudioRole = (typeof audioRoles)[number];

/**
 * What an org's sound most likely is, from its analysis alone (the catalog's `role` of org
 * audio): short sounds are effects, a clear beat is music, sound with pauses between phrases is
 * voice, anything else is ambience.
 */
export function likelyRole(a: AudioAnalysis): AudioRole {
  if (a.durationSec <= 8 || a.evidence.envelopeClass === 'transient') return 'sfx';
  if (a.bpm !== null && a.beatStrength >= 0.3) return 'music';
  if (a.pauseFraction >= 0.1) return 'vo';
  return 'ambience';
}
