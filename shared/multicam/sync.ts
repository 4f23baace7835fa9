/**
 * Synchronising multicam angles by their sound: each angle's onset envelope (the `onset` series
 * of signals.ts, half-wave rectified flux of log-compressed frame energy) is cross-correlated
 * with angle 0's by GCC-PHAT (generalised cross-correlation with the phase transform), through a
 * radix-2 real FFT. Pure and deterministic: no I/O, the same input gives the same numbers.
 *
 * Cost: two real FFTs and one inverse of the next power of two ≥ a.length + b.length; an hour
 * at 100 envelope values per second (2 × 360,000 values → 2^20 points) takes 0.3–0.7 s.
 */

/**
 * The prominence (peak over its best rival, in standard deviations of the correlation; see
 * {@link gccPhat}) at which confidence is ½: confidence = prominence / (prominence + this).
 */
export const prominenceScale = 8;

/**
 * Under this confidence two envelopes "share no sound": 1/3, a prominence of 4. Synchronised
 * speech measures prominences of 15 and more (confidence > 0.65); unrelated sounds under 2
 * (confidence < 0.2).
 */
export const minSyncConfidence = 4 / (4 + prominenceScale);

/** Correlation values within this many samples of the peak belong to the peak (not a sidelobe). */
export const peakExclusionSamples = 5;

/** Scale of the log compression of frame energy: log(1 + gamma · meanSquare). A −50 dBFS hiss maps to ~0.01, speech at −20 dBFS to ~2.4. */
const energyGamma = 1000;

function roundSignificant(x: number, digits = 4): number {
  if (x === 0 || !Number.isFinite(x)) return 0;
  return Number(x.toPrecision(digits));
}

/**
 * The onset envelope of a mono sound at `rate` values per second: for each hop of
 * sampleRate/rate samples, e = log(1 + γ · mean square); then the half-wave rectified first
 * difference max(0, e[i] − e[i−1]) (energy flux; the first value is 0). Values rounded to 4
 * significant digits so their JSON is stable. Length: floor(samples.length · rate / sampleRate).
 */
export function onsetEnvelope(samples: Float32Array, sampleRate: number, rate = 100): number[] {
  if (!(sampleRate > 0) || !(rate > 0)) throw new RangeError('sampleRate and rate must be positive');
  const frames = Math.floor((samples.length * rate) / sampleRate);
  const out: number[] = new Array(frames);
  let previous = 0;
  for (let i = 0; i < frames; i++) {
    const from = Math.floor((i * sampleRate) / rate);
    const to = Math.min(samples.length, Math.floor(((i + 1) * sampleRate) / rate));
    let sum = 0;
    for (let j = from; j < to; j++) sum += samples[j]! * samples[j]!;
    const energy = Math.log1p((energyGamma * sum) / Math.max(1, to - from));
    out[i] = i === 0 ? 0 : roundSignificant(Math.max(0, energy - previous));
    previous = energy;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Radix-2 FFT

const twiddleCache = new Map<number, { cos: Float64Array; sin: Float64Array; rev: Uint32Array }>();

function tables(n: number) {
  let t = twiddleCache.get(n);
  if (t) return t;
  const half = n >> 1;
  const cos = new Float64Array(half);
  const sin = new Float64Array(half);
  for (let k = 0; k < half; k++) {
    cos[k] = Math.cos((2 * Math.PI * k) / n);
    sin[k] = Math.sin((2 * Math.PI * k) / n);
  }
  const rev = new Uint32Array(n);
  const bits = Math.log2(n);
  for (let i = 0; i < n; i++) {
    let r = 0;
    for (let b = 0, v = i; b < bits; b++, v >>= 1) r = (r << 1) | (v & 1);
    rev[i] = r;
  }
  t = { cos, sin, rev };
  if (twiddleCache.size > 8) twiddleCache.clear();
  twiddleCache.set(n, t);
  return t;
}

/** In-place complex radix-2 FFT (decimation in time) of length n (a power of two); inverse without the 1/n scale. */
function fftComplex(re: Float64Array, im: Float64Array, inverse: boolean): void {
  const n = re.length;
  if (n <= 1) return;
  const { cos, sin, rev } = tables(n);
  for (let i = 0; i < n; i++) {
    const j = rev[i]!;
    if (j > i) {
      let t = re[i]!; re[i] = re[j]!; re[j] = t;
      t = im[i]!; im[i] = im[j]!; im[j] = t;
    }
  }
  const sign = inverse ? 1 : -1;
  for (let size = 2; size <= n; size <<= 1) {
    const half = size >> 1;
    const step = n / size;
    for (let start = 0; start < n; start += size) {
      for (let k = 0; k < half; k++) {
        const wr = cos[k * step]!;
        const wi = sign * sin[k * step]!;
        const a = start + k;
        const b = a + half;
        const xr = re[b]! * wr - im[b]! * wi;
        const xi = re[b]! * wi + im[b]! * wr;
        re[b] = re[a]! - xr; im[b] = im[a]! - xi;
        re[a] = re[a]! + xr; im[a] = im[a]! + xi;
      }
    }
  }
}

/**
 * The spectrum X[0..n/2] of a real signal zero-padded to n (a power of two ≥ 2), through one
 * complex FFT of n/2 points: even samples as real parts, odd as imaginary, then split.
 */
export function realFft(x: ArrayLike<number>, n: number): { re: Float64Array; im: Float64Array } {
  if (n < 2 || (n & (n - 1)) !== 0) throw new RangeError(`FFT size must be a power of two ≥ 2 (got ${n})`);
  const m = n >> 1;
  const zr = new Float64Array(m);
  const zi = new Float64Array(m);
  const len = Math.min(x.length, n);
  for (let i = 0; i < len; i++) {
    if (i & 1) zi[i >> 1] = x[i]!;
    else zr[i >> 1] = x[i]!;
  }
  fftComplex(zr, zi, false);
  const { cos, sin } = tables(n);
  const re = new Float64Array(m + 1);
  const im = new Float64Array(m + 1);
  for (let k = 0; k <= m; k++) {
    const k1 = k % m;
    const k2 = (m - k) % m;
    // E = (Z[k] + conj Z[m−k]) / 2, O = (Z[k] − conj Z[m−k]) / 2i, X = E + W^k O with W = e^{−2πi/n}.
    const er = (zr[k1]! + zr[k2]!) / 2;
    const ei = (zi[k1]! - zi[k2]!) / 2;
    const or = (zi[k1]! + zi[k2]!) / 2;
    const oi = -(zr[k1]! - zr[k2]!) / 2;
    const wr = k < m ? cos[k]! : -1;
    const wi = k < m ? -sin[k]! : 0;
    re[k] = er + wr * or - wi * oi;
    im[k] = ei + wr * oi + wi * or;
  }
  return { re, im };
}

/** The real signal of length n whose spectrum is X[0..n/2] (the inverse of {@link realFft}, scaled by 1/n). */
export function inverseRealFft(re: Float64Array, im: Float64Array, n: number): Float64Array {
  const m = n >> 1;
  const { cos, sin } = tables(n);
  const zr = new Float64Array(m);
  const zi = new Float64Array(m);
  for (let k = 0; k < m; k++) {
    // E = (X[k] + conj X[m−k]) / 2, O = (X[k] − conj X[m−k]) W^{−k} / 2, Z = E + iO.
    const er = (re[k]! + re[m - k]!) / 2;
    const ei = (im[k]! - im[m - k]!) / 2;
    const dr = (re[k]! - re[m - k]!) / 2;
    const di = (im[k]! + im[m - k]!) / 2;
    const wr = cos[k]!;
    const wi = sin[k]!;
    const or = dr * wr - di * wi;
    const oi = dr * wi + di * wr;
    zr[k] = er - oi;
    zi[k] = ei + or;
  }
  fftComplex(zr, zi, true);
  const out = new Float64Array(n);
  for (let k = 0; k < m; k++) {
    out[2 * k] = zr[k]! / m;
    out[2 * k + 1] = zi[k]! / m;
  }
  return out;
}

function nextPowerOfTwo(x: number): number {
  let n = 2;
  while (n < x) n <<= 1;
  return n;
}

// ---------------------------------------------------------------------------------------------
// GCC-PHAT

export interface GccPhatResult {
  /** Where the correlation peaks, fractional samples (parabolic interpolation); positive = b lags a (b[t] ≈ a[t − lag]). */
  lag: number;
  /** The correlation's value at the peak (a PHAT-weighted correlation: 1 for identical signals, near 0 for unrelated ones). */
  peak: number;
  /** (peak − highest value more than {@link peakExclusionSamples} samples from it) / standard deviation, over lags within ±maxLag. */
  prominence: number;
  /** prominence / (prominence + {@link prominenceScale}): 0 with no peak, towards 1 for a peak alone; under {@link minSyncConfidence}, no shared sound. */
  confidence: number;
}

/**
 * Generalised cross-correlation with the phase transform: r = IFFT(conj(A)·B / |conj(A)·B|),
 * both zero-padded to a power of two ≥ a.length + b.length (so no circular wrap), searched over
 * lags −maxLag..maxLag. The integer peak is refined by a parabola through it and its neighbours.
 *
 * Confidence: how far the peak stands above the best rival, in units of the correlation's
 * spread — prominence = (peak − secondPeak) / std(r), where secondPeak is the highest r more
 * than {@link peakExclusionSamples} samples from the peak and std is taken over the whole
 * searched window — mapped onto 0..1 as prominence / (prominence + {@link prominenceScale}).
 * Under {@link minSyncConfidence} (prominence 4) the two signals share no sound. All-silent
 * input gives lag 0 and confidence 0.
 */
export function gccPhat(a: ArrayLike<number>, b: ArrayLike<number>, maxLag: number): GccPhatResult {
  const n = nextPowerOfTwo(a.length + b.length);
  const meanOf = (x: ArrayLike<number>) => { let s = 0; for (let i = 0; i < x.length; i++) s += x[i]!; return x.length ? s / x.length : 0; };
  const centred = (x: ArrayLike<number>) => { const m = meanOf(x); const out = new Float64Array(x.length); for (let i = 0; i < x.length; i++) out[i] = x[i]! - m; return out; };
  const A = realFft(centred(a), n);
  const B = realFft(centred(b), n);
  const m = n >> 1;
  const rr = new Float64Array(m + 1);
  const ri = new Float64Array(m + 1);
  let maxMagnitude = 0;
  for (let k = 0; k <= m; k++) {
    // conj(A) · B
    const pr = A.re[k]! * B.re[k]! + A.im[k]! * B.im[k]!;
    const pi = A.re[k]! * B.im[k]! - A.im[k]! * B.re[k]!;
    rr[k] = pr; ri[k] = pi;
    maxMagnitude = Math.max(maxMagnitude, Math.sqrt(pr * pr + pi * pi));
  }
  if (maxMagnitude === 0) return { lag: 0, peak: 0, prominence: 0, confidence: 0 };
  const floor = maxMagnitude * 1e-9;
  for (let k = 0; k <= m; k++) {
    const mag = Math.sqrt(rr[k]! * rr[k]! + ri[k]! * ri[k]!) + floor;
    rr[k] = rr[k]! / mag; ri[k] = ri[k]! / mag;
  }
  const r = inverseRealFft(rr, ri, n);
  const limit = Math.max(0, Math.min(Math.floor(maxLag), n / 2 - 1));
  const at = (lag: number) => r[(lag + n) % n]!;

  let best = -limit;
  let sum = 0;
  let sumSq = 0;
  for (let lag = -limit; lag <= limit; lag++) {
    const v = at(lag);
    sum += v; sumSq += v * v;
    if (v > at(best)) best = lag;
  }
  const count = 2 * limit + 1;
  const mean = sum / count;
  const std = Math.sqrt(Math.max(0, sumSq / count - mean * mean));
  let second = -Infinity;
  for (let lag = -limit; lag <= limit; lag++) {
    if (Math.abs(lag - best) > peakExclusionSamples) second = Math.max(second, at(lag));
  }
  const peak = at(best);
  if (!Number.isFinite(second)) second = mean;
  let delta = 0;
  if (best > -limit && best < limit) {
    const y0 = at(best - 1), y1 = peak, y2 = at(best + 1);
    const denom = y0 - 2 * y1 + y2;
    if (denom < 0) delta = Math.max(-0.5, Math.min(0.5, (0.5 * (y0 - y2)) / denom));
  }
  const prominence = std > 0 ? Math.max(0, peak - second) / std : 0;
  return { lag: best + delta, peak, prominence, confidence: prominence / (prominence + prominenceScale) };
}

/**
 * Each angle's offset relative to angle 0, from their onset envelopes at `rate` per second.
 *
 * Sign convention: offsetSec is where the angle's own t = 0 sits on angle 0's timeline. An angle
 * that started recording 1.37 s LATER than angle 0 has offsetSec +1.37 (its first sample is at
 * 1.37 s of angle 0's timeline), one that started earlier has a negative offset; a moment at t s
 * into the angle's file is at t + offsetSec on angle 0's timeline. Angle 0 is { offsetSec: 0,
 * confidence: 1 }. Offsets are searched within ±maxOffsetSec; a confidence under
 * {@link minSyncConfidence} means the angle shares no sound with angle 0 and its offset is no
 * measurement.
 */
export function alignAngles(envelopes: number[][], rate: number, maxOffsetSec = 30): { offsetSec: number; confidence: number }[] {
  if (envelopes.length === 0) return [];
  const reference = envelopes[0]!;
  const maxLag = Math.round(maxOffsetSec * rate);
  return envelopes.map((envelope, i) => {
    if (i === 0) return { offsetSec: 0, confidence: 1 };
    // b[t] ≈ a[t − lag]: the angle hears at t what angle 0 heard at t − lag, so its t = 0 is at −lag.
    const { lag, confidence } = gccPhat(reference, envelope, maxLag);
    const offsetSec = lag === 0 ? 0 : -lag / rate;
    return { offsetSec: Math.round(offsetSec * 1e4) / 1e4, confidence: Math.round(confidence * 1e4) / 1e4 };
  });
}
