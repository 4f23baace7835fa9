/**
 * The framefleet sound pack: 27 sound effects (nine families at three intensities) and five
 * music beds, each made by a recipe of the synthesizer from a seed derived from its id. Nothing
 * is recorded or downloaded, so the pack is the project's own work, released as CC0-1.0.
 *
 * This file holds what is declared: ids, families, intensities, descriptions, the tempo and bars
 * a bed is composed at, moods. What a sound measures (duration, levels, centroid, envelope class,
 * the tempo heard) comes from the analysis of the generated files (generate.ts), never from here.
 */
import { type SfxFamily, type SfxIntensity, sfxFamilies, sfxIntensities, sfxSoundId } from './families.ts';
import {
  clamp01, edgeFades, envelope, expLerp, filter, hit, loopReverb, midiHz, mixInto, noise, normalize, oscillator,
  type Random, reverb, rng, sampleRate, saturate, seconds, shape, sum, trimTail,
} from './synth.ts';

/** The pack's release: bumped when its sounds change in a way users should know of. */
export const packVersion = 1;
export const packLicense = 'CC0-1.0';
export const packAttribution = 'framefleet sound pack: synthesized by the project from code; CC0-1.0, no attribution required';

export interface SfxDefinition {
  kind: 'sfx';
  soundId: string;
  family: SfxFamily;
  intensity: SfxIntensity;
  description: string;
  render(random: Random): Float32Array[];
}

export interface BedDefinition {
  kind: 'bed';
  bedId: string;
  name: string;
  description: string;
  mood: string[];
  genre: string;
  /** The tempo the bed is composed at (the listing's `bpm` is measured from the file). */
  composedBpm: number;
  bars: number;
  render(random: Random): Float32Array[];
}

export type PackSoundDefinition = SfxDefinition | BedDefinition;

export const packIdOfDefinition = (d: PackSoundDefinition) => (d.kind === 'sfx' ? d.soundId : d.bedId);

/** Seed of a recipe: FNV-1a of its id, so adding a sound never changes another one. */
export function seedOf(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const peakDbByIntensity: Record<SfxIntensity, number> = { subtle: -12, standard: -7, bold: -3 };

// --- sound effects ----------------------------------------------------------------------------

type SfxRecipe = (random: Random, k: 0 | 1 | 2) => Float32Array;

/** Air pushed past the listener: band-passed noise whose band climbs while it swells and fades. */
const whoosh: SfxRecipe = (random, k) => {
  const frames = seconds([0.45, 0.7, 1.0][k]!);
  const top = [2500, 4200, 6500][k]!;
  const centre = (t: number) => expLerp(260, top, t);
  // Two band-pass stages: a single one lets so much hiss through that the band's climb is lost.
  const air = filter(filter(noise(frames, random), 'bandpass', centre, 1.1), 'bandpass', centre, 1.1);
  const edge = filter(filter(noise(frames, random), 'bandpass', (t) => centre(t) * 2.2, 0.9), 'lowpass', top * 2.5);
  const body = sum([air, 1], [edge, 0.12]);
  if (k === 2) mixInto(body, shape(filter(noise(frames, random), 'lowpass', 160), (t) => Math.sin(Math.PI * t) ** 2), 0, 0.6);
  // Rises to its loudest a little past the middle, then falls away.
  return edgeFades(shape(body, (t) => Math.sin(Math.PI * t ** 1.36) ** 2), 0.005, 0.02);
};

/** A bubble pop: a sine dropping fast in pitch, with a tiny click at its start. */
const pop: SfxRecipe = (random, k) => {
  const frames = seconds([0.12, 0.18, 0.28][k]!);
  const from = [1100, 820, 560][k]!, to = [420, 280, 150][k]!;
  const tone = envelope(oscillator(frames, 'sine', (t) => to + (from - to) * Math.exp(-t * 9)), hit(0.002, [0.025, 0.04, 0.065][k]!));
  const click = envelope(filter(noise(seconds(0.004), random), 'highpass', 3000), hit(0.0005, 0.001));
  const out = sum([tone, 1], [click, 0.35]);
  if (k === 2) mixInto(out, envelope(oscillator(frames, 'sine', (t) => 70 + 60 * Math.exp(-t * 12)), hit(0.002, 0.07)), 0, 0.8);
  return trimTail(out);
};

/** A clock or counter tick: a ringing resonance struck by a very short noise burst. */
const tick: SfxRecipe = (random, k) => {
  const frames = seconds([0.06, 0.08, 0.11][k]!);
  const strike = new Float32Array(frames);
  strike.set(envelope(noise(seconds(0.0015), random), hit(0.0002, 0.0006)));
  const ring = filter(strike.slice(), 'bandpass', [4200, 3300, 2500][k]!, 14);
  const out = sum([ring, 6], [filter(strike.slice(), 'highpass', 2000), 0.5]);
  if (k >= 1) mixInto(out, filter(strike.slice(), 'bandpass', [0, 1400, 900][k]!, 10), 0, 4);
  return trimTail(envelope(out, hit(0.0001, [0.012, 0.018, 0.03][k]!)));
};

/** A UI click: a press and a softer release of a small plastic switch. */
const click: SfxRecipe = (random, k) => {
  const gap = [0.045, 0.06, 0.07][k]!;
  const frames = seconds(gap + 0.08);
  const transient = (centre: number) => {
    const burst = envelope(noise(seconds(0.004), random), hit(0.0003, 0.0009));
    const out = new Float32Array(seconds(0.05));
    out.set(burst);
    return sum([filter(out.slice(), 'bandpass', centre, 3), 1.4], [filter(out.slice(), 'bandpass', centre * 0.45, 8), 2.2]);
  };
  const out = new Float32Array(frames);
  const centre = [2800, 2100, 1500][k]!;
  mixInto(out, transient(centre), 0, 1);
  mixInto(out, transient(centre * 1.2), seconds(gap), 0.4);
  if (k === 2) mixInto(out, envelope(oscillator(seconds(0.06), 'sine', 170), hit(0.001, 0.012)), 0, 0.5);
  return trimTail(out);
};

/** A hit that lands: a sub boom dropping in pitch, a crack on top and, bigger, a room after it. */
const impact: SfxRecipe = (random, k) => {
  const frames = seconds([0.8, 1.2, 1.6][k]!);
  const boomFrom = [110, 95, 85][k]!;
  const boom = envelope(oscillator(frames, 'sine', (t) => 38 + boomFrom * Math.exp(-(t * frames) / sampleRate / 0.05)), hit(0.002, [0.16, 0.26, 0.38][k]!));
  const crack = envelope(filter(noise(frames, random), 'lowpass', [3000, 5200, 7500][k]!), hit(0.0008, [0.018, 0.035, 0.06][k]!));
  let out = sum([boom, 1], [crack, [0.5, 0.7, 0.9][k]!]);
  if (k >= 1) out = saturate(out, [1, 1.6, 2.4][k]!);
  if (k === 2) mixInto(out, reverb(out, { size: 1.3, damping: 0.5, tail: 0 }), 0, 0.2);
  return trimTail(out);
};

/** Tension building up: noise and a saw glide climbing together and getting louder to the end. */
const riser: SfxRecipe = (random, k) => {
  const frames = seconds([1.5, 2.5, 4.0][k]!);
  const top = [5000, 7500, 9500][k]!;
  const air = filter(noise(frames, random), 'bandpass', (t) => expLerp(220, top, t ** 1.4), 1.8);
  const glide = filter(oscillator(frames, 'saw', (t) => expLerp([220, 110, 82][k]!, [660, 440, 440][k]!, t)), 'lowpass', (t) => expLerp(300, top, t), 2);
  const out = sum([air, 1], [glide, [0.15, 0.3, 0.45][k]!]);
  return edgeFades(shape(out, (t) => 0.02 + 0.98 * t ** 2.2), 0.01, 0.015);
};

/** Bell-like notes (a sine with two partials) going up: done, saved, correct. */
const confirm: SfxRecipe = (_random, k) => {
  const notes = [[76, 83], [72, 76, 79], [72, 76, 79, 84]][k]!;
  const step = [0.08, 0.085, 0.09][k]!;
  const decay = [0.12, 0.18, 0.26][k]!;
  const dry = new Float32Array(seconds(step * notes.length + decay * 5));
  notes.forEach((note, i) => {
    const f = midiHz(note), frames = seconds(decay * 5);
    const bell = sum([oscillator(frames, 'sine', f), 1], [oscillator(frames, 'sine', f * 2), 0.28], [oscillator(frames, 'sine', f * 3.01), 0.08]);
    mixInto(dry, envelope(bell, hit(0.003, decay)), seconds(step * i), i === notes.length - 1 ? 1 : 0.8);
  });
  const out = sum([dry, 1], [reverb(dry, { size: 0.8, tail: 0 }), [0.15, 0.22, 0.3][k]!]);
  return trimTail(out);
};

/** Two buzzy notes going down: wrong, refused, failed. */
const error: SfxRecipe = (_random, k) => {
  const notes = [[64, 60], [57, 53], [52, 47]][k]!;
  const wave = (['triangle', 'square', 'saw'] as const)[k];
  const length = [0.1, 0.13, 0.16][k]!, gap = 0.035;
  const out = new Float32Array(seconds((length + gap) * 2 + 0.05));
  notes.forEach((note, i) => {
    const f = midiHz(note), frames = seconds(length);
    const tone = sum([oscillator(frames, wave, f), 1], [oscillator(frames, wave, f * 1.007), k === 2 ? 0.7 : 0]);
    const shaped = envelope(filter(tone, 'lowpass', [2200, 1800, 1500][k]!), (sec) => Math.min(1, sec / 0.004) * Math.exp(-sec / (length * 0.45)) * (sec > length - 0.03 ? Math.max(0, (length - sec) / 0.03) : 1));
    mixInto(out, k === 2 ? saturate(shaped, 2) : shaped, seconds(i * (length + gap)), 1);
  });
  return trimTail(out);
};

/** A chord swelling up and opening from dark to bright, released at its peak. */
const swell: SfxRecipe = (random, k) => {
  const frames = seconds([1.5, 2.5, 4.0][k]!);
  const chord = [57, 64, 69, 72, 76];
  const pad = new Float32Array(frames);
  for (const note of chord) {
    for (const detune of [-0.08, 0.08]) mixInto(pad, oscillator(frames, 'saw', midiHz(note + detune), random()), 0, 0.2);
  }
  filter(pad, 'lowpass', (t) => expLerp(250, [3500, 5500, 8000][k]!, t ** 1.6), 1.2);
  const shimmer = filter(noise(frames, random), 'highpass', (t) => expLerp(2000, 9000, t));
  const out = sum([pad, 1], [shimmer, [0.03, 0.05, 0.08][k]!]);
  const peakAt = 0.9;
  return edgeFades(shape(out, (t) => (t < peakAt ? (t / peakAt) ** 2.4 : Math.max(0, 1 - (t - peakAt) / (1 - peakAt)) ** 1.5)), 0.01, 0.01);
};

const recipes: Record<SfxFamily, SfxRecipe> = { whoosh, pop, tick, click, impact, riser, confirm, error, swell };

const familyWords: Record<SfxFamily, [string, string, string]> = {
  whoosh: ['A light, quick swish of air', 'A clean swish of air sweeping upward', 'A heavy, wide swoosh with a low rumble'],
  pop: ['A small, high bubble pop', 'A round, friendly pop', 'A deep, punchy pop with a low thump'],
  tick: ['A tiny, bright tick', 'A crisp clock tick with a woody knock', 'A hard, low tick like a stopwatch'],
  click: ['A light tap of a small switch', 'A UI mouse click: press and release', 'A firm, chunky click with a low thock'],
  impact: ['A soft thud', 'A solid hit with a sub boom and a crack', 'A big cinematic slam with a saturated boom and a room tail'],
  riser: ['A short airy rise', 'A rising noise and synth glide building tension', 'A long, dramatic riser that climbs for four seconds'],
  confirm: ['Two soft bell notes going up', 'A bright three-note chime: done, saved', 'A four-note major arpeggio with a sparkle of room'],
  error: ['Two soft notes going down', 'A buzzy two-note "nope"', 'A harsh, detuned descending buzz'],
  swell: ['A short chord swelling up', 'A pad chord swelling from dark to bright', 'A long, wide swell opening to full brightness'],
};

const useWords: Record<SfxFamily, string> = {
  whoosh: 'for transitions, slides and text flying in',
  pop: 'for badges, icons and bubbles appearing',
  tick: 'for counters, timers and list items',
  click: 'for buttons, cursors and toggles',
  impact: 'for titles landing, logo hits and cuts on the beat',
  riser: 'for building up to a reveal or a drop',
  confirm: 'for success states, checkmarks and completed steps',
  error: 'for failures, wrong answers and refused actions',
  swell: 'for reveals, intros and soft transitions',
};

export const sfxDefinitions: readonly SfxDefinition[] = sfxFamilies.flatMap((family) => sfxIntensities.map((intensity, k): SfxDefinition => ({
  kind: 'sfx', soundId: sfxSoundId(family, intensity), family, intensity,
  description: `${familyWords[family][k]}, ${useWords[family]}.`,
  render: (random) => normalize([recipes[family](random, k as 0 | 1 | 2)], peakDbByIntensity[intensity]),
})));

// --- music beds -------------------------------------------------------------------------------

interface Arrangement {
  frames: number;
  beat: number;
  /** Seconds of a beat. */
  at(beat: number): number;
}

function arrangement(bpm: number, bars: number): Arrangement {
  const beat = 60 / bpm;
  return { frames: seconds(beat * 4 * bars), beat, at: (b) => seconds(b * beat) };
}

const kick = (random: Random, weight = 1) => {
  const frames = seconds(0.35);
  const body = envelope(oscillator(frames, 'sine', (t) => 45 + 110 * weight * Math.exp(-t * 22)), hit(0.001, 0.11 * weight));
  const tap = envelope(filter(noise(seconds(0.006), random), 'highpass', 2500), hit(0.0003, 0.0015));
  return sum([body, 1], [tap, 0.25]);
};
const snare = (random: Random, tone = 185) => sum(
  [envelope(filter(noise(seconds(0.25), random), 'bandpass', 1900, 0.8), hit(0.001, 0.07)), 0.9],
  [envelope(oscillator(seconds(0.12), 'triangle', tone), hit(0.001, 0.04)), 0.5],
);
const clap = (random: Random) => {
  const out = new Float32Array(seconds(0.2));
  for (const [delay, gain] of [[0, 0.7], [0.011, 0.8], [0.023, 1]] as const) {
    mixInto(out, envelope(filter(noise(seconds(0.15), random), 'bandpass', 1300, 1.2), hit(0.0005, delay === 0.023 ? 0.05 : 0.008)), seconds(delay), gain);
  }
  return out;
};
const hat = (random: Random, open = false) => envelope(filter(noise(seconds(open ? 0.3 : 0.06), random), 'highpass', 7500), hit(0.0005, open ? 0.09 : 0.018));
const tom = (pitch: number) => envelope(oscillator(seconds(0.6), 'sine', (t) => pitch * (1 + 0.6 * Math.exp(-t * 18))), hit(0.002, 0.16));

/** A note of a detuned saw pair through a low-pass, with a soft attack and release. */
function padNote(note: number, sec: number, random: Random, options: { cutoff?: number; attack?: number; release?: number; detune?: number; wave?: 'saw' | 'triangle' | 'square' } = {}): Float32Array {
  const frames = seconds(sec);
  const d = options.detune ?? 0.07;
  const tone = sum([oscillator(frames, options.wave ?? 'saw', midiHz(note - d), random()), 0.5], [oscillator(frames, options.wave ?? 'saw', midiHz(note + d), random()), 0.5]);
  filter(tone, 'lowpass', options.cutoff ?? 1800, 0.8);
  const attack = options.attack ?? 0.2, release = options.release ?? 0.3;
  return envelope(tone, (s) => Math.min(1, s / attack) * clamp01((sec - s) / release));
}

/** A short plucked note (a filtered triangle or saw with a fast decay). */
function pluck(note: number, decay: number, wave: 'triangle' | 'saw' | 'square' = 'triangle', cutoff = 3000): Float32Array {
  const frames = seconds(decay * 5);
  return envelope(filter(oscillator(frames, wave, midiHz(note)), 'lowpass', cutoff), hit(0.002, decay));
}

/** An electric-piano-like note: sine with a bell partial and a slow tremolo. */
function keys(note: number, sec: number): Float32Array {
  const f = midiHz(note), frames = seconds(sec);
  const tone = sum([oscillator(frames, 'sine', f), 1], [oscillator(frames, 'sine', f * 2), 0.18], [oscillator(frames, 'sine', f * 4.02), 0.05]);
  return envelope(tone, (s) => Math.min(1, s / 0.005) * Math.exp(-s / 1.2) * (0.85 + 0.15 * Math.sin(2 * Math.PI * 4.5 * s)) * clamp01((sec - s) / 0.15));
}

/** Stereo bus: mono stems placed with a pan (−1 left … 1 right). */
class Bus {
  readonly left: Float32Array;
  readonly right: Float32Array;
  constructor(readonly frames: number) {
    this.left = new Float32Array(frames);
    this.right = new Float32Array(frames);
  }
  /** Adds a sound at a sample position; what runs past the loop's end continues at its start. */
  add(sound: Float32Array, at: number, gain: number, pan = 0): void {
    const angle = ((pan + 1) * Math.PI) / 4;
    const gl = gain * Math.cos(angle) * Math.SQRT2, gr = gain * Math.sin(angle) * Math.SQRT2;
    const left = this.left, right = this.right, n = this.frames;
    for (let i = 0, j = at % n; i < sound.length; i++, j++) {
      if (j === n) j = 0;
      const v = sound[i]!;
      left[j] = left[j]! + v * gl;
      right[j] = right[j]! + v * gr;
    }
  }
  addBus(other: Bus, gain: number): void {
    mixInto(this.left, other.left, 0, gain);
    mixInto(this.right, other.right, 0, gain);
  }
  /** A wet copy of this bus: one reverb of both sides, the right one 11 ms later for width. */
  reverb(size: number): Bus {
    const mono = new Float32Array(this.frames);
    for (let i = 0; i < this.frames; i++) mono[i] = (this.left[i]! + this.right[i]!) / 2;
    const wet = new Bus(this.frames);
    wet.left.set(loopReverb(mono, { size }));
    mixInto(wet.right, wet.left, seconds(0.011), 1, true);
    return wet;
  }
  channels(): Float32Array[] {
    return [this.left, this.right];
  }
}

const bedPeakDb = -6;

function lofi(random: Random): Float32Array[] {
  const a = arrangement(84, 4);
  const drums = new Bus(a.frames), music = new Bus(a.frames);
  const chords = [[62, 65, 69, 72, 76], [55, 59, 62, 65, 69], [60, 64, 67, 71, 74], [57, 60, 64, 67, 71]];
  const roots = [38, 43, 36, 45];
  for (let bar = 0; bar < 4; bar++) {
    const b0 = bar * 4;
    for (const [beat, gain] of [[0, 0.9], [2, 0.75], [2.5, 0.6]] as const) drums.add(kick(random, 0.9), a.at(b0 + beat), gain);
    for (const beat of [1, 3]) drums.add(snare(random, 180), a.at(b0 + beat), 0.55);
    for (let e = 0; e < 8; e++) drums.add(hat(random), a.at(b0 + e / 2 + (e % 2 ? 0.06 : 0)), e % 2 ? 0.12 : 0.2, 0.3);
    chords[bar]!.forEach((note, i) => music.add(keys(note, a.beat * 4), a.at(b0) + seconds(0.012 * i), 0.16, i % 2 ? 0.25 : -0.25));
    for (const [beat, len] of [[0, 1.5], [2.5, 1.5]] as const) music.add(padNote(roots[bar]!, a.beat * len, random, { wave: 'triangle', cutoff: 600, attack: 0.01, release: 0.08 }), a.at(b0 + beat), 0.5);
  }
  const crackle = filter(noise(a.frames, random).map((v) => (Math.abs(v) > 0.995 ? v : v * 0.02)), 'bandpass', 2500, 0.7);
  const out = new Bus(a.frames);
  out.addBus(drums, 1);
  out.addBus(music, 1);
  out.addBus(music.reverb(1.1), 0.35);
  out.add(crackle, 0, 0.5);
  for (const c of out.channels()) filter(c, 'lowpass', 6500, 0.6);
  return normalize(out.channels(), bedPeakDb);
}

function corporate(random: Random): Float32Array[] {
  const a = arrangement(110, 4);
  const drums = new Bus(a.frames), music = new Bus(a.frames);
  const chords = [[60, 64, 67], [55, 59, 62], [57, 60, 64], [53, 57, 60]];
  const roots = [36, 43, 45, 41];
  for (let bar = 0; bar < 4; bar++) {
    const b0 = bar * 4;
    for (let beat = 0; beat < 4; beat++) drums.add(kick(random, 0.8), a.at(b0 + beat), beat % 2 ? 0.55 : 0.8);
    for (const beat of [1, 3]) drums.add(clap(random), a.at(b0 + beat), 0.5);
    for (let s = 0; s < 16; s++) drums.add(hat(random), a.at(b0 + s / 4), s % 2 ? 0.08 : 0.16, 0.35);
    const chord = chords[bar]!;
    for (let s = 0; s < 8; s++) music.add(pluck(chord[s % 3]! + 12 * (s % 4 === 3 ? 1 : 0), 0.09, 'saw', 4200), a.at(b0 + s / 2), 0.22, s % 2 ? 0.4 : -0.4);
    chord.forEach((note) => music.add(padNote(note, a.beat * 4, random, { cutoff: 1400, attack: 0.25, release: 0.35 }), a.at(b0), 0.12, 0));
    for (let e = 0; e < 8; e++) music.add(pluck(roots[bar]!, 0.12, 'square', 700), a.at(b0 + e / 2), 0.35);
  }
  const out = new Bus(a.frames);
  out.addBus(drums, 1);
  out.addBus(music, 1);
  out.addBus(music.reverb(0.9), 0.25);
  return normalize(out.channels(), bedPeakDb);
}

function house(random: Random): Float32Array[] {
  const a = arrangement(124, 8);
  const drums = new Bus(a.frames), music = new Bus(a.frames);
  const chords = [[57, 60, 64, 67], [53, 57, 60, 64], [48, 55, 60, 64], [55, 59, 62, 67]];
  for (let bar = 0; bar < 8; bar++) {
    const b0 = bar * 4;
    for (let beat = 0; beat < 4; beat++) {
      drums.add(kick(random, 1), a.at(b0 + beat), 1);
      drums.add(hat(random, true), a.at(b0 + beat + 0.5), 0.15, 0.25);
    }
    for (const beat of [1, 3]) drums.add(clap(random), a.at(b0 + beat), 0.6, -0.1);
    for (let s = 0; s < 16; s++) if (s % 4 !== 2) drums.add(hat(random), a.at(b0 + s / 4), 0.05, -0.3);
    const chord = chords[Math.floor(bar / 2) % 4]!;
    for (const beat of [0.5, 1.75, 2.5, 3.5]) chord.forEach((note, i) => music.add(padNote(note, a.beat * 0.35, random, { cutoff: 2600, attack: 0.005, release: 0.08, detune: 0.12 }), a.at(b0 + beat), 0.13, i % 2 ? 0.5 : -0.5));
    for (let beat = 0; beat < 4; beat++) music.add(padNote(chord[0]! - 24, a.beat * 0.4, random, { cutoff: 420, attack: 0.004, release: 0.05 }), a.at(b0 + beat + 0.5), 0.6);
  }
  const out = new Bus(a.frames);
  out.addBus(drums, 1);
  out.addBus(music, 1);
  out.addBus(music.reverb(1.0), 0.3);
  return normalize(out.channels(), bedPeakDb);
}

function ambient(random: Random): Float32Array[] {
  const a = arrangement(70, 4);
  const pulse = new Bus(a.frames), pads = new Bus(a.frames), bells = new Bus(a.frames);
  const chords = [[50, 57, 62, 66, 69], [47, 54, 59, 62, 66], [43, 50, 55, 59, 64], [45, 52, 57, 61, 64]];
  const arp = [74, 78, 81, 78, 71, 74, 78, 74, 67, 71, 74, 79, 69, 73, 76, 73];
  for (let bar = 0; bar < 4; bar++) {
    const b0 = bar * 4;
    for (let beat = 0; beat < 4; beat++) {
      pulse.add(kick(random, 0.6), a.at(b0 + beat), beat % 2 ? 0.35 : 0.55);
      bells.add(pluck(arp[bar * 4 + beat]!, 0.35, 'triangle', 5000), a.at(b0 + beat), 0.3, beat % 2 ? 0.45 : -0.45);
    }
    for (let e = 0; e < 8; e++) pulse.add(envelope(filter(noise(seconds(0.08), random), 'bandpass', 6000, 1), hit(0.01, 0.02)), a.at(b0 + e / 2 + 0.02), 0.08, 0.5);
    chords[bar]!.forEach((note, i) => pads.add(padNote(note, a.beat * 4 + 0.6, random, { cutoff: 1100, attack: 1.2, release: 1.0, detune: 0.1 }), a.at(b0), 0.11, (i / 2) - 1));
  }
  const out = new Bus(a.frames);
  out.addBus(pulse, 1);
  out.addBus(pads, 1);
  out.addBus(bells, 1);
  out.addBus(pads.reverb(1.4), 0.5);
  out.addBus(bells.reverb(1.4), 0.45);
  return normalize(out.channels(), bedPeakDb);
}

function cinematic(random: Random): Float32Array[] {
  const a = arrangement(96, 4);
  const perc = new Bus(a.frames), strings = new Bus(a.frames);
  const ostinato = [38, 38, 50, 38, 41, 38, 48, 38];
  const bassNotes = [26, 22, 24, 21];
  for (let bar = 0; bar < 4; bar++) {
    const b0 = bar * 4;
    [1, 0.6, 0.85, 0.6].forEach((gain, beat) => perc.add(saturate(tom(55), 1.5), a.at(b0 + beat), gain));
    for (const beat of [1, 3]) perc.add(snare(random, 150), a.at(b0 + beat), 0.45);
    for (const beat of [1.5, 3.5]) perc.add(tom(82), a.at(b0 + beat), 0.45, 0.3);
    perc.add(tom(110), a.at(b0 + 3.75), 0.3, -0.3);
    for (let e = 0; e < 8; e++) strings.add(padNote(ostinato[e]! + (bar === 1 ? -2 : bar === 3 ? 1 : 0), a.beat * 0.45, random, { cutoff: 1500, attack: 0.008, release: 0.06 }), a.at(b0 + e / 2), 0.3, e % 2 ? 0.3 : -0.3);
    strings.add(padNote(bassNotes[bar]!, a.beat * 4, random, { cutoff: 300, attack: 0.3, release: 0.4 }), a.at(b0), 0.7);
  }
  const out = new Bus(a.frames);
  out.addBus(perc, 1);
  out.addBus(strings, 1);
  out.addBus(perc.reverb(1.5), 0.3);
  out.addBus(strings.reverb(1.3), 0.3);
  return normalize(out.channels(), bedPeakDb);
}

export const bedDefinitions: readonly BedDefinition[] = [
  {
    kind: 'bed', bedId: 'bed-lofi-84', name: 'Lo-fi study', genre: 'lo-fi hip hop', composedBpm: 84, bars: 4, mood: ['chill', 'warm', 'relaxed'],
    description: 'Dusty lo-fi hip hop: soft kick and snare, swung hats, electric-piano ninth chords and vinyl crackle. Sits well under a voice-over.',
    render: lofi,
  },
  {
    kind: 'bed', bedId: 'bed-corporate-110', name: 'Bright progress', genre: 'corporate pop', composedBpm: 110, bars: 4, mood: ['optimistic', 'bright', 'confident'],
    description: 'Upbeat corporate pop: a I–V–vi–IV progression of plucked saw arpeggios over claps and a pulsing bass. For product demos and explainers.',
    render: corporate,
  },
  {
    kind: 'bed', bedId: 'bed-house-124', name: 'Night drive', genre: 'deep house', composedBpm: 124, bars: 8, mood: ['energetic', 'modern', 'driving'],
    description: 'Four-on-the-floor deep house: kick on every beat, offbeat open hats, minor chord stabs and an offbeat bass. For fast social cuts and launches.',
    render: house,
  },
  {
    kind: 'bed', bedId: 'bed-ambient-70', name: 'Soft horizon', genre: 'ambient', composedBpm: 70, bars: 4, mood: ['calm', 'dreamy', 'spacious'],
    description: 'Slow ambient pads with a bell arpeggio on every beat and a muted pulse, washed in reverb. For calm openers, nature and wellness.',
    render: ambient,
  },
  {
    kind: 'bed', bedId: 'bed-cinematic-96', name: 'Rising stakes', genre: 'cinematic', composedBpm: 96, bars: 4, mood: ['epic', 'tense', 'cinematic'],
    description: 'A driving string ostinato in D minor over taiko-like toms and a low drone. For trailers, reveals and dramatic stats.',
    render: cinematic,
  },
];

export const packDefinitions: readonly PackSoundDefinition[] = [...sfxDefinitions, ...bedDefinitions];

const byId = new Map(packDefinitions.map((d) => [packIdOfDefinition(d), d]));

export function packSfx(soundId: string): SfxDefinition | undefined {
  const d = byId.get(soundId);
  return d?.kind === 'sfx' ? d : undefined;
}

export function packBed(bedId: string): BedDefinition | undefined {
  const d = byId.get(bedId);
  return d?.kind === 'bed' ? d : undefined;
}

/** Renders a pack sound from its recipe and seed: planar channels at the synthesizer's rate. */
export function renderPackSound(d: PackSoundDefinition): Float32Array[] {
  return d.render(rng(seedOf(packIdOfDefinition(d))));
}

export { sampleRate as packSampleRate };
