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

/**
 * The K-weighted signal's energy in each 100 ms step, channels summed with their weights: blocks
 * (4 steps) and short-term windows (30 steps) are sums of consecutive steps, so a long mix needs
 * no per-sample buffer. A trailing part shorter than a step is left out (no window ends there).
 */
function stepEnergies(samples: Float32Array, channels: number, sampleRate: number, stepFrames: number): Float64Array {
  const frames = Math.floor(samples.length / channels);
  const [s, h] = kWeightingFilters(sampleRate);
  const weights = channelWeights(channels);
  const steps = new Float64Array(Math.floor(frames / stepFrames));
  // Filter state per channel: x[n-1], x[n-2] and both stages' y[n-1], y[n-2].
  const state = new Float64Array(channels * 6);
  for (let step = 0; step < steps.length; step++) {
    let energy = 0;
    for (let c = 0; c < channels; c++) {
      const o = c * 6;
      let sx1 = state[o]!, sx2 = state[o + 1]!, sy1 = state[o + 2]!, sy2 = state[o + 3]!, hy1 = state[o + 4]!, hy2 = state[o + 5]!;
      let sum = 0;
      for (let i = step * stepFrames, end = i + stepFrames; i < end; i++) {
        const x = samples[i * channels + c]!;
        const y = s.b0 * x + s.b1 * sx1 + s.b2 * sx2 - s.a1 * sy1 - s.a2 * sy2;
        const z = h.b0 * y + h.b1 * sy1 + h.b2 * sy2 - h.a1 * hy1 - h.a2 * hy2;
        sx2 = sx1; sx1 = x; sy2 = sy1; sy1 = y; hy2 = hy1; hy1 = z;
        sum += z * z;
      }
      state[o] = sx1; state[o + 1] = sx2; state[o + 2] = sy1; state[o + 3] = sy2; state[o + 4] = hy1; state[o + 5] = hy2;
      energy += weights[c]! * sum;
    }
    steps[step] = energy;
  }
  return steps;
}

const toLufs = (meanSquare: number) => -0.691 + 10 * Math.log10(meanSquare);
const toPower = (lufs: number) => 10 ** ((lufs + 0.691) / 10);

/** Mean weighted power of every window of `length` consecutive steps, one starting at each step. */
function windowPowers(steps: Float64Array, length: number, stepFrames: number): number[] {
  const powers: number[] = [];
  let sum = 0;
  for (let i = 0; i < steps.length; i++) {
    sum += steps[i]!;
    if (i >= length) sum -= steps[i - length]!;
    if (i >= length - 1) powers.push(Math.max(0, sum) / (length * stepFrames));
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

/** No interpolated value exceeds the largest input of its 12 by more than this factor (the largest phase's sum of |taps|). */
const truePeakGain = Math.max(...truePeakPhases.map((phase) => phase.reduce((sum, h) => sum + Math.abs(h), 0)));

/**
 * The largest absolute value of the signal oversampled 4× (Annex 2's polyphase FIR), every channel,
 * never less than the largest sample itself. The same filter serves every sample rate: its pass
 * band scales with the rate, as oversampling by four does. Stretches of 256 frames too quiet to
 * beat the peak found so far, whatever the filter makes of them, are not interpolated.
 */
function truePeak(samples: Float32Array, channels: number): number {
  const frames = Math.floor(samples.length / channels);
  const phases = truePeakPhases.map((phase) => Float64Array.from(phase));
  const taps = phases[0]!.length;
  let peak = 0;
  for (let i = 0; i < frames * channels; i++) peak = Math.max(peak, Math.abs(samples[i]!));
  const stretch = 256;
  for (let c = 0; c < channels; c++) {
    for (let start = 0; start < frames; start += stretch) {
      const end = Math.min(frames, start + stretch);
      let loudest = 0;
      for (let i = Math.max(0, start - taps + 1); i < end; i++) loudest = Math.max(loudest, Math.abs(samples[i * channels + c]!));
      if (loudest * truePeakGain <= peak) continue;
      for (let i = start; i < end; i++) {
        for (const phase of phases) {
          let y = 0;
          // Tap t meets the input t frames back (silence before the first frame).
          for (let t = 0, j = i; t < taps && j >= 0; t++, j--) y += phase[t]! * samples[j * channels + c]!;
          if (Math.abs(y) > peak) peak = Math.abs(y);
        }
      }
    }
  }
  return peak;
}

/**
 * Integrated loudness (LUFS), true peak (dBTP) and loudness range (LU) of interleaved float
 * samples. Silence (no 400 ms block above the absolute gate, so also a sound shorter than 400 ms)
 * is `audible: false` with null figures; a sound shorter than one 3 s short-term window has a
 * null loudness range. Six channels are weighed as 5.1 (L, R, C, LFE, Ls, Rs: the LFE left out,
 * the surrounds at 1.41), five as L, R, C, Ls, Rs; any other count weighs every channel 1.
 */
export function measureLoudness(samples: Float32Array, channels: number, sampleRate: number): SoundMeasurement {
  if (!Number.isInteger(channels) || channels < 1) throw new RangeError(`channels must be a positive integer (got ${channels})`);
  if (!(sampleRate > 0)) throw new RangeError(`sampleRate must be positive (got ${sampleRate})`);
  const silent: SoundMeasurement = { audible: false, integratedLufs: null, truePeakDbtp: null, loudnessRangeLu: null };
  const stepFrames = Math.max(1, Math.round(sampleRate * 0.1));
  const steps = stepEnergies(samples, channels, sampleRate, stepFrames);
  const integrated = integratedLoudness(windowPowers(steps, 4, stepFrames));
  if (integrated === null) return silent;
  const range = loudnessRange(windowPowers(steps, 30, stepFrames));
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
