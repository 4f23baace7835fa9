/**
 * The synthesizer the sound pack is made with: oscillators, seeded noise, envelopes, filters, a
 * small reverb and mixing helpers over Float32Array buffers at 48 kHz. Everything is a pure
 * function of its arguments and a seeded generator, so the pack comes out the same on every run.
 */
export { rng } from '../random.ts';

export const sampleRate = 48_000;

export type Random = () => number;

export const seconds = (sec: number) => Math.max(1, Math.round(sec * sampleRate));

/** Frequency of a MIDI note number (69 = A4 = 440 Hz). */
export const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** Decibels to a linear gain. */
export const dbGain = (db: number) => 10 ** (db / 20);

export const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** A value moving from `a` to `b` along `t` in 0..1 on an exponential (perceptual) curve. */
export const expLerp = (a: number, b: number, t: number) => a * (b / a) ** clamp01(t);

/** A phase-accumulating oscillator whose frequency may change every sample. */
export type Waveform = 'sine' | 'triangle' | 'saw' | 'square';

const sineTableSize = 4096;
const sineTable = new Float64Array(sineTableSize + 1);
for (let i = 0; i <= sineTableSize; i++) sineTable[i] = Math.sin((2 * Math.PI * i) / sineTableSize);

/** sin(2π·phase) for a phase in [0, 1), from a table with linear interpolation (error below 1e-6). */
function tableSine(phase: number): number {
  const x = phase * sineTableSize;
  const i = x | 0;
  const a = sineTable[i]!;
  return a + (sineTable[i + 1]! - a) * (x - i);
}

/** `frames` samples of a waveform whose frequency at sample i is `hz(i / frames)`. */
export function oscillator(frames: number, wave: Waveform, hz: number | ((t: number) => number), phase = 0): Float32Array {
  const out = new Float32Array(frames);
  const constant = typeof hz === 'number' ? hz : 0;
  const at = typeof hz === 'number' ? null : hz;
  let p = phase - Math.floor(phase);
  for (let i = 0; i < frames; i++) {
    const dt = (at ? at(i / frames) : constant) / sampleRate;
    let v: number;
    if (wave === 'sine') v = tableSine(p);
    else if (wave === 'triangle') v = 1 - 4 * Math.abs(p - Math.floor(p + 0.5));
    // Band-limited with a polyBLEP step correction, so high notes do not alias into hiss.
    else if (wave === 'saw') v = 2 * p - 1 - polyBlep(p, dt);
    else v = (p < 0.5 ? 1 : -1) + polyBlep(p, dt) - polyBlep((p + 0.5) % 1, dt);
    out[i] = v;
    p += dt;
    if (p >= 1) p -= Math.floor(p);
  }
  return out;
}

function polyBlep(p: number, dt: number): number {
  if (dt <= 0) return 0;
  if (p < dt) { const x = p / dt; return x + x - x * x - 1; }
  if (p > 1 - dt) { const x = (p - 1) / dt; return x * x + x + x + 1; }
  return 0;
}

/** White noise in −1..1 from a seeded generator. */
export function noise(frames: number, random: Random): Float32Array {
  const out = new Float32Array(frames);
  for (let i = 0; i < frames; i++) out[i] = random() * 2 - 1;
  return out;
}

/** Multiplies `x` in place by `gain(i / frames)`. */
export function shape(x: Float32Array, gain: (t: number) => number): Float32Array {
  const n = x.length;
  for (let i = 0; i < n; i++) x[i] = x[i]! * gain(i / n);
  return x;
}

/** An attack–decay envelope in seconds: linear rise over `attack`, exponential fall with time constant `decay`. */
export function hit(attack: number, decay: number): (sec: number) => number {
  return (sec) => (sec < attack ? sec / attack : Math.exp(-(sec - attack) / decay));
}

/** Applies an envelope of seconds to `x` in place. */
export function envelope(x: Float32Array, env: (sec: number) => number): Float32Array {
  for (let i = 0; i < x.length; i++) x[i] = x[i]! * env(i / sampleRate);
  return x;
}

export type FilterKind = 'lowpass' | 'highpass' | 'bandpass';

/**
 * A resonant biquad (RBJ cookbook) whose cutoff follows `hz(t)` over the buffer, coefficients
 * updated every 32 samples; filters `x` in place.
 */
export function filter(x: Float32Array, kind: FilterKind, hz: number | ((t: number) => number), q = 0.707): Float32Array {
  let x1 = 0, x2 = 0, y1 = 0, y2 = 0;
  let b0 = 0, b1 = 0, b2 = 0, a1 = 0, a2 = 0;
  const n = x.length;
  for (let i = 0; i < n; i++) {
    if (i % 32 === 0) {
      const f = Math.min(sampleRate * 0.45, Math.max(10, typeof hz === 'number' ? hz : hz(i / n)));
      const w = (2 * Math.PI * f) / sampleRate, cw = Math.cos(w), alpha = Math.sin(w) / (2 * q);
      const a0 = 1 + alpha;
      if (kind === 'lowpass') { b0 = (1 - cw) / 2; b1 = 1 - cw; b2 = (1 - cw) / 2; }
      else if (kind === 'highpass') { b0 = (1 + cw) / 2; b1 = -(1 + cw); b2 = (1 + cw) / 2; }
      else { b0 = alpha; b1 = 0; b2 = -alpha; }
      b0 /= a0; b1 /= a0; b2 /= a0; a1 = (-2 * cw) / a0; a2 = (1 - alpha) / a0;
    }
    const v = x[i]!;
    const y = b0 * v + b1 * x1 + b2 * x2 - a1 * y1 - a2 * y2;
    x2 = x1; x1 = v; y2 = y1; y1 = y;
    x[i] = y;
  }
  return x;
}

/** Soft saturation (tanh) with a drive; keeps peaks rounded instead of clipped. */
export function saturate(x: Float32Array, drive: number): Float32Array {
  const norm = Math.tanh(drive);
  for (let i = 0; i < x.length; i++) x[i] = Math.tanh(x[i]! * drive) / norm;
  return x;
}

/** Adds `src × gain` into `dst` from sample `at`; with `wrap`, what runs past the end continues from the start (seamless loops). */
export function mixInto(dst: Float32Array, src: Float32Array, at: number, gain = 1, wrap = false): void {
  for (let i = 0; i < src.length; i++) {
    let j = at + i;
    if (j >= dst.length) { if (!wrap) break; j %= dst.length; }
    if (j < 0) continue;
    dst[j] = dst[j]! + src[i]! * gain;
  }
}

/** The sum of several buffers, as long as the longest. */
export function sum(...parts: [Float32Array, number][]): Float32Array {
  const out = new Float32Array(Math.max(...parts.map(([p]) => p.length)));
  for (const [p, gain] of parts) mixInto(out, p, 0, gain);
  return out;
}

/**
 * A small Schroeder reverb (four damped combs, two all-passes): the wet signal alone, `tail`
 * seconds longer than the input.
 */
export function reverb(x: Float32Array, options: { size?: number; damping?: number; tail?: number } = {}): Float32Array {
  const size = options.size ?? 1, damping = options.damping ?? 0.3;
  const length = x.length + (options.tail === 0 ? 0 : seconds(options.tail ?? 1.2));
  const wet = new Float32Array(length);
  const combs = [1557, 1617, 1491, 1422].map((d) => Math.round(d * size * (sampleRate / 44_100)));
  const feedback = Math.min(0.9, 0.78 + 0.06 * (size - 0.5));
  for (const delay of combs) {
    const line = new Float32Array(delay);
    let at = 0, low = 0;
    for (let i = 0; i < length; i++) {
      const out = line[at]!;
      low = out * (1 - damping) + low * damping;
      line[at] = (i < x.length ? x[i]! : 0) + low * feedback;
      if (++at === delay) at = 0;
      wet[i] = wet[i]! + out / combs.length;
    }
  }
  for (const delay of [225, 556].map((d) => Math.round(d * (sampleRate / 44_100)))) {
    const line = new Float32Array(delay);
    let at = 0;
    for (let i = 0; i < length; i++) {
      const buffered = line[at]!;
      const input = wet[i]!;
      line[at] = input + buffered * 0.5;
      if (++at === delay) at = 0;
      wet[i] = buffered - input;
    }
  }
  return wet;
}

/**
 * The reverb of a loop as it sounds when the loop repeats: the loop's last seconds are played
 * first (the reverb forgets anything older), so its start carries the tail of the pass before.
 */
export function loopReverb(x: Float32Array, options: { size?: number; damping?: number } = {}): Float32Array {
  const preroll = Math.min(x.length, seconds(3));
  const primed = new Float32Array(preroll + x.length);
  primed.set(x.subarray(x.length - preroll), 0);
  primed.set(x, preroll);
  return reverb(primed, { ...options, tail: 0 }).slice(preroll);
}

/** Scales the channels together so their largest sample sits at `peakDb` dBFS. */
export function normalize(channels: Float32Array[], peakDb: number): Float32Array[] {
  let peak = 0;
  for (const c of channels) for (const v of c) peak = Math.max(peak, Math.abs(v));
  if (peak === 0) return channels;
  const g = dbGain(peakDb) / peak;
  for (const c of channels) for (let i = 0; i < c.length; i++) c[i] = c[i]! * g;
  return channels;
}

/** Short linear fades at both ends (in seconds), so a file never starts or stops on a click. */
export function edgeFades(x: Float32Array, fadeIn: number, fadeOut: number): Float32Array {
  const a = seconds(fadeIn), b = seconds(fadeOut);
  for (let i = 0; i < Math.min(a, x.length); i++) x[i] = x[i]! * (i / a);
  for (let i = 0; i < Math.min(b, x.length); i++) x[x.length - 1 - i] = x[x.length - 1 - i]! * (i / b);
  return x;
}

/** Drops trailing samples quieter than `floorDb` below the peak (keeping a short fade). */
export function trimTail(x: Float32Array, floorDb = -60): Float32Array {
  let peak = 0;
  for (const v of x) peak = Math.max(peak, Math.abs(v));
  const floor = peak * dbGain(floorDb);
  let end = x.length;
  while (end > 1 && Math.abs(x[end - 1]!) < floor) end--;
  const out = x.slice(0, Math.min(x.length, end + seconds(0.01)));
  return edgeFades(out, 0, 0.01);
}
