/**
 * Loudness of a composition's mixed sound, measured the way broadcast delivery specs read it:
 * integrated loudness (ITU-R BS.1770-4, gated), true peak (BS.1770-4 Annex 2, 4× oversampled) and
 * loudness range (EBU Tech 3342). Written out here rather than shelled out to ffmpeg so a verify
 * job measures in-process, deterministically, on any sample rate, and so the method is pinned by
 * `measurementVersion` instead of by whichever ffmpeg a node has.
 */
import { spawn } from 'node:child_process';
import type { SoundMeasurement } from '../../shared/verify/measurements.ts';

/** Loudness below this (LUFS) is silence: the absolute gate of BS.1770-4 and Tech 3342. */
const absoluteGateLufs = -70;
/** Integrated loudness ignores blocks this far (LU) below the ungated mean. */
const relativeGateLu = -10;
/** Loudness range ignores short-term windows this far (LU) below their mean. */
const rangeRelativeGateLu = -20;

/**
 * The K-weighting filter (a high shelf then a high pass) as one biquad pair, its coefficients
 * derived for any sample rate from the analogue prototypes as libebur128 does (at 48 kHz they are
 * BS.1770's published ones).
 */
interface Biquad { b0: number; b1: number; b2: number; a1: number; a2: number }

export function kWeightingFilters(sampleRate: number): [Biquad, Biquad] {
  // Stage 1: high shelf (+4 dB above ~1.7 kHz, the head's acoustic effect).
  let f0 = 1681.974450955533;
  const gainDb = 3.999843853973347;
  let q = 0.7071752369554196;
  let k = Math.tan((Math.PI * f0) / sampleRate);
  const vh = 10 ** (gainDb / 20);
  const vb = vh ** 0.4996667741545416;
  let a0 = 1 + k / q + k * k;
  const shelf: Biquad = {
    b0: (vh + (vb * k) / q + k * k) / a0,
    b1: (2 * (k * k - vh)) / a0,
    b2: (vh - (vb * k) / q + k * k) / a0,
    a1: (2 * (k * k - 1)) / a0,
    a2: (1 - k / q + k * k) / a0,
  };
  // Stage 2: the RLB high pass (~38 Hz).
  f0 = 38.13547087602444;
  q = 0.5003270373238773;
  k = Math.tan((Math.PI * f0) / sampleRate);
  a0 = 1 + k / q + k * k;
  const highPass: Biquad = { b0: 1, b1: -2, b2: 1, a1: (2 * (k * k - 1)) / a0, a2: (1 - k / q + k * k) / a0 };
  return [shelf, highPass];
}

/** BS.1770 channel weights by position (L, R, C, LFE, Ls, Rs); other layouts weigh every channel 1. */
function channelWeights(channels: number): number[] {
  if (channels === 6) return [1, 1, 1, 0, 1.41, 1.41];
  if (channels === 5) return [1, 1, 1, 1.41, 1.41];
  return Array.from({ length: channels }, () => 1);
}

/** One channel K-weighted and squared, in float64 (two biquads in direct form I). */
function weightedSquares(samples: Float32Array, channels: number, channel: number, filters: [Biquad, Biquad]): Float64Array {
  const frames = Math.floor(samples.length / channels);
  const out = new Float64Array(frames);
  const [s, h] = filters;
  let sx1 = 0, sx2 = 0, sy1 = 0, sy2 = 0, hy1 = 0, hy2 = 0;
  for (let i = 0; i < frames; i++) {
    const x = samples[i * channels + channel]!;
    const y = s.b0 * x + s.b1 * sx1 + s.b2 * sx2 - s.a1 * sy1 - s.a2 * sy2;
    const z = h.b0 * y + h.b1 * sy1 + h.b2 * sy2 - h.a1 * hy1 - h.a2 * hy2;
    sx2 = sx1; sx1 = x; sy2 = sy1; sy1 = y; hy2 = hy1; hy1 = z;
    out[i] = z * z;
  }
  return out;
}

const toLufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);
const toPower = (lufs: number) => 10 ** ((lufs + 0.691) / 10);

/**
 * Mean weighted power of every window of `windowFrames` frames starting each `hopFrames`, summed
 * over channels with their weights (the quantity BS.1770 takes the log of).
 */
function windowPowers(weighted: Float64Array[], weights: number[], frames: number, windowFrames: number, hopFrames: number): number[] {
  // Prefix sums of the channel-weighted squares make every window O(1).
  const prefix = new Float64Array(frames + 1);
  for (let i = 0; i < frames; i++) {
    let sum = 0;
    for (let c = 0; c < weighted.length; c++) sum += weights[c]! * weighted[c]![i]!;
    prefix[i + 1] = prefix[i]! + sum;
  }
  const powers: number[] = [];
  for (let start = 0; start + windowFrames <= frames; start += hopFrames) {
    powers.push(Math.max(0, prefix[start + windowFrames]! - prefix[start]!) / windowFrames);
  }
  return powers;
}

/** Gated integrated loudness of 400 ms blocks (BS.1770-4 §2.8), or null when all fall under −70 LUFS. */
function integratedLoudness(blockPowers: number[]): number | null {
  const absoluteGate = toPower(absoluteGateLufs);
  const aboveAbsolute = blockPowers.filter((p) => p > absoluteGate);
  if (aboveAbsolute.length === 0) return null;
  const ungated = aboveAbsolute.reduce((a, b) => a + b, 0) / aboveAbsolute.length;
  const relativeGate = toPower(toLufs(ungated) + relativeGateLu);
  const gated = aboveAbsolute.filter((p) => p > relativeGate);
  if (gated.length === 0) return null;
  return toLufs(gated.reduce((a, b) => a + b, 0) / gated.length);
}

/** Loudness range of the 3 s short-term windows (EBU Tech 3342): 95th minus 10th percentile of the gated ones. */
function loudnessRange(shortTermPowers: number[]): number | null {
  const absoluteGate = toPower(absoluteGateLufs);
  const aboveAbsolute = shortTermPowers.filter((p) => p > absoluteGate);
  if (aboveAbsolute.length === 0) return null;
  const mean = aboveAbsolute.reduce((a, b) => a + b, 0) / aboveAbsolute.length;
  const relativeGate = toPower(toLufs(mean) + rangeRelativeGateLu);
  const gated = aboveAbsolute.filter((p) => p > relativeGate).map(toLufs).sort((a, b) => a - b);
  if (gated.length === 0) return null;
  const at = (fraction: number) => gated[Math.floor((gated.length - 1) * fraction + 0.5)]!;
  return at(0.95) - at(0.1);
}

/**
 * The 48-tap interpolation filter of BS.1770-4 Annex 2, as its four 12-tap phases: convolving
 * the signal with each phase gives the samples at the four positions of one input period.
 */
const truePeakPhases: readonly (readonly number[])[] = [
  [0.0017089843750, 0.0109863281250, -0.0196533203125, 0.0332031250000, -0.0594482421875, 0.1373291015625,
    0.9721679687500, -0.1022949218750, 0.0476074218750, -0.0266113281250, 0.0148925781250, -0.0083007812500],
  [-0.0291748046875, 0.0292968750000, -0.0517578125000, 0.0891113281250, -0.1665039062500, 0.4650878906250,
    0.7797851562500, -0.2003173828125, 0.1015625000000, -0.0582275390625, 0.0330810546875, -0.0189208984375],
  [-0.0189208984375, 0.0330810546875, -0.0582275390625, 0.1015625000000, -0.2003173828125, 0.7797851562500,
    0.4650878906250, -0.1665039062500, 0.0891113281250, -0.0517578125000, 0.0292968750000, -0.0291748046875],
  [-0.0083007812500, 0.0148925781250, -0.0266113281250, 0.0476074218750, -0.1022949218750, 0.9721679687500,
    0.1373291015625, -0.0594482421875, 0.0332031250000, -0.0196533203125, 0.0109863281250, 0.0017089843750],
];

/**
 * The largest absolute value of the signal oversampled 4× (Annex 2's polyphase FIR), every channel,
 * never less than the largest sample itself. The same filter serves every sample rate: its pass
 * band scales with the rate, as oversampling by four does.
 */
function truePeak(samples: Float32Array, channels: number): number {
  const frames = Math.floor(samples.length / channels);
  const taps = truePeakPhases[0]!.length;
  let peak = 0;
  for (let c = 0; c < channels; c++) {
    const history = new Float64Array(taps);
    let at = 0;
    for (let i = 0; i < frames; i++) {
      const x = samples[i * channels + c]!;
      if (Math.abs(x) > peak) peak = Math.abs(x);
      history[at] = x;
      for (const phase of truePeakPhases) {
        let y = 0;
        // history[at] is the newest sample, convolved with tap 0.
        for (let t = 0; t < taps; t++) y += phase[t]! * history[(at - t + taps) % taps]!;
        if (Math.abs(y) > peak) peak = Math.abs(y);
      }
      at = (at + 1) % taps;
    }
  }
  return peak;
}

/**
 * Integrated loudness (LUFS), true peak (dBTP) and loudness range (LU) of interleaved float
 * samples. Silence (nothing above the absolute gate) is `audible: false` with null figures.
 */
export function measureLoudness(samples: Float32Array, channels: number, sampleRate: number): SoundMeasurement {
  if (!Number.isInteger(channels) || channels < 1) throw new RangeError(`channels must be a positive integer (got ${channels})`);
  if (!(sampleRate > 0)) throw new RangeError(`sampleRate must be positive (got ${sampleRate})`);
  const silent: SoundMeasurement = { audible: false, integratedLufs: null, truePeakDbtp: null, loudnessRangeLu: null };
  const frames = Math.floor(samples.length / channels);
  const filters = kWeightingFilters(sampleRate);
  const weighted = Array.from({ length: channels }, (_, c) => weightedSquares(samples, channels, c, filters));
  const weights = channelWeights(channels);
  const hop = Math.round(sampleRate * 0.1);
  const blocks = windowPowers(weighted, weights, frames, Math.round(sampleRate * 0.4), hop);
  const integrated = integratedLoudness(blocks);
  if (integrated === null) return silent;
  const shortTerm = windowPowers(weighted, weights, frames, Math.round(sampleRate * 3), hop);
  const range = loudnessRange(shortTerm);
  const peak = truePeak(samples, channels);
  return {
    audible: true,
    integratedLufs: integrated,
    truePeakDbtp: peak > 0 ? 20 * Math.log10(peak) : null,
    loudnessRangeLu: range,
  };
}

/**
 * A sound or video file's audio as interleaved 32-bit floats, stereo at `sampleRate`, decoded by
 * ffmpeg (`-f f32le -ac 2 -ar …`). Rejects with ffmpeg's last words when it fails.
 */
export function decodeAudioToFloat(path: string, sampleRate = 48000): Promise<{ samples: Float32Array; channels: number; sampleRate: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn('ffmpeg', ['-nostdin', '-v', 'error', '-i', path, '-vn', '-f', 'f32le', '-ac', '2', '-ar', String(sampleRate), '-'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const chunks: Buffer[] = [];
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => { stderr = (stderr + chunk.toString()).slice(-4000); });
    child.on('error', (err) => reject(new Error(`ffmpeg could not start to decode ${path}: ${err.message}`)));
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`ffmpeg failed to decode ${path} (exit ${code}): ${stderr.trim()}`));
      const bytes = Buffer.concat(chunks);
      // Copy into an aligned buffer: a Buffer's offset in its pool need not be a multiple of 4.
      const samples = new Float32Array(Math.floor(bytes.length / 4));
      new Uint8Array(samples.buffer).set(bytes.subarray(0, samples.length * 4));
      resolve({ samples, channels: 2, sampleRate });
    });
  });
}
