/**
 * Timeline math: seconds to frames, clip frame ranges, transitions windows, easing and keyframes.
 * Every function here is pure and depends only on the composition, so any frame can be computed
 * on any machine without the frames before it. The rules are written down in README.md.
 */
import type { Clip, Composition, Easing, Keyframe, Track, Transition } from './schema.ts';

/** Tolerance that absorbs binary floating-point noise in `seconds × fps` (never a whole frame). */
const epsilon = 1e-6;

/** Frame index of a time: round half up of `seconds × fps`. */
export function frameOf(seconds: number, fps: number): number {
  return Math.floor(seconds * fps + 0.5 + epsilon);
}

/** Presentation time of frame `n`. */
export function timeOf(frame: number, fps: number): number {
  return frame / fps;
}

/** An exact frame rate: `num / den` frames per second, in lowest terms. */
export interface Rational { num: number; den: number }

/**
 * A frame rate as an exact fraction, as encoders and containers want it: integers stay n/1, NTSC
 * rates (29.97, 59.94, 23.976) become n×1000/1001, anything else is kept to a thousandth.
 */
export function fpsRational(fps: number): Rational {
  if (Number.isInteger(fps)) return { num: fps, den: 1 };
  const ntsc = Math.round(fps * 1.001);
  const [num, den] = Math.abs(ntsc / 1.001 - fps) < 1e-3 ? [ntsc * 1000, 1001] : [Math.round(fps * 1000), 1000];
  const divisor = gcd(num, den);
  return { num: num / divisor, den: den / divisor };
}

function gcd(a: number, b: number): number {
  while (b) [a, b] = [b, a % b];
  return a;
}

export interface FrameRange { start: number; end: number }

/** Frames a clip occupies: [frameOf(start), frameOf(start + duration)). */
export function clipFrames(clip: Pick<Clip, 'start' | 'duration'>, fps: number): FrameRange {
  return { start: frameOf(clip.start, fps), end: frameOf(clip.start + clip.duration, fps) };
}

/** Number of frames of the whole composition. */
export function compositionFrameCount(comp: Composition): number {
  const fps = comp.output.fps;
  if (comp.output.durationSec !== undefined) return frameOf(comp.output.durationSec, fps);
  let end = 0;
  for (const track of comp.tracks) for (const clip of track.clips) end = Math.max(end, clipFrames(clip, fps).end);
  return end;
}

// ---------------------------------------------------------------------------------------------
// Easing

export type EasingFn = (p: number) => number;

/** Cubic Bézier timing function as CSS defines it (x1, x2 in [0, 1]). */
export function cubicBezier(x1: number, y1: number, x2: number, y2: number): EasingFn {
  const cx = 3 * x1, bx = 3 * (x2 - x1) - cx, ax = 1 - cx - bx;
  const cy = 3 * y1, by = 3 * (y2 - y1) - cy, ay = 1 - cy - by;
  const sx = (t: number) => ((ax * t + bx) * t + cx) * t;
  const sy = (t: number) => ((ay * t + by) * t + cy) * t;
  const dx = (t: number) => (3 * ax * t + 2 * bx) * t + cx;
  return (p: number) => {
    if (p <= 0) return 0;
    if (p >= 1) return 1;
    let t = p;
    for (let i = 0; i < 8; i++) {
      const err = sx(t) - p;
      if (Math.abs(err) < 1e-7) return sy(t);
      const d = dx(t);
      if (Math.abs(d) < 1e-6) break;
      t -= err / d;
    }
    let lo = 0, hi = 1;
    t = p;
    for (let i = 0; i < 40; i++) {
      const x = sx(t);
      if (Math.abs(x - p) < 1e-7) break;
      if (x < p) lo = t; else hi = t;
      t = (lo + hi) / 2;
    }
    return sy(t);
  };
}

const named: Record<string, EasingFn> = {
  linear: (p) => p,
  ease: cubicBezier(0.25, 0.1, 0.25, 1),
  'ease-in': cubicBezier(0.42, 0, 1, 1),
  'ease-out': cubicBezier(0, 0, 0.58, 1),
  'ease-in-out': cubicBezier(0.42, 0, 0.58, 1),
};

const bezierPattern = /^cubic-bezier\(\s*(-?[0-9.]+)\s*,\s*(-?[0-9.]+)\s*,\s*(-?[0-9.]+)\s*,\s*(-?[0-9.]+)\s*\)$/;

/** Parses an easing; returns undefined when it is not valid (x1 or x2 outside [0, 1]). */
export function parseEasing(easing: Easing | undefined): EasingFn | undefined {
  if (easing === undefined) return named.linear;
  if (typeof easing === 'string') {
    const fn = named[easing];
    if (fn) return fn;
    const m = bezierPattern.exec(easing);
    if (!m) return undefined;
    const [x1, y1, x2, y2] = m.slice(1).map(Number) as [number, number, number, number];
    if (![x1, y1, x2, y2].every(Number.isFinite) || x1 < 0 || x1 > 1 || x2 < 0 || x2 > 1) return undefined;
    return cubicBezier(x1, y1, x2, y2);
  }
  if (easing.x1 < 0 || easing.x1 > 1 || easing.x2 < 0 || easing.x2 > 1) return undefined;
  return cubicBezier(easing.x1, easing.y1, easing.x2, easing.y2);
}

export function ease(easing: Easing | undefined, p: number): number {
  return (parseEasing(easing) ?? named.linear!)(Math.min(1, Math.max(0, p)));
}

// ---------------------------------------------------------------------------------------------
// Keyframes

/** Value of keyframes at a clip-local time: held before the first and after the last keyframe;
 *  between two keyframes, interpolated with the easing of the earlier one. */
export function keyframeValue(keyframes: readonly Keyframe[], t: number): number {
  const first = keyframes[0]!;
  if (t <= first.time) return first.value;
  for (let i = 0; i < keyframes.length - 1; i++) {
    const a = keyframes[i]!, b = keyframes[i + 1]!;
    if (t < b.time) {
      const span = b.time - a.time;
      const p = span > 0 ? (t - a.time) / span : 1;
      return a.value + (b.value - a.value) * ease(a.easing, p);
    }
  }
  return keyframes[keyframes.length - 1]!.value;
}

function setPath(target: Record<string, unknown>, path: string, value: number): void {
  const parts = path.split('.');
  let obj = target;
  for (let i = 0; i < parts.length - 1; i++) {
    const key = parts[i]!;
    const next = obj[key];
    if (next === undefined || next === null || typeof next !== 'object') obj[key] = {};
    else obj[key] = { ...(next as Record<string, unknown>) };
    obj = obj[key] as Record<string, unknown>;
  }
  obj[parts[parts.length - 1]!] = value;
}

/** The clip with every animated property replaced by its value at a clip-local time. */
export function animatedClip<C extends Clip>(clip: C, localTime: number): C {
  const animate = 'animate' in clip ? clip.animate : undefined;
  if (!animate) return clip;
  const out = { ...clip } as Record<string, unknown>;
  for (const [path, keyframes] of Object.entries(animate)) setPath(out, path, keyframeValue(keyframes, localTime));
  return out as C;
}

// ---------------------------------------------------------------------------------------------
// What a track shows at a frame

export interface PlacedClip { clip: Clip; index: number; range: FrameRange; localFrame: number }

export type TrackState =
  | { kind: 'single'; at: PlacedClip }
  | { kind: 'transition'; from: PlacedClip; to: PlacedClip; transition: Transition; progress: number };

export interface TransitionWindow { fromIndex: number; toIndex: number; start: number; end: number; transition: Transition }

/** Frames of a transition: `d = max(1, frameOf(duration))` frames centred on the cut, starting
 *  `floor(d / 2)` frames before it. */
export function transitionWindow(cutFrame: number, duration: number, fps: number): FrameRange {
  const d = Math.max(1, frameOf(duration, fps));
  const start = cutFrame - Math.floor(d / 2);
  return { start, end: start + d };
}

/** Transition windows of a track: each clip with a `transition` whose previous clip (by start)
 *  ends on the frame where it starts. */
export function trackTransitions(track: Track, fps: number): TransitionWindow[] {
  const order = track.clips.map((clip, index) => ({ clip, index, range: clipFrames(clip, fps) })).sort((a, b) => a.range.start - b.range.start || a.index - b.index);
  const out: TransitionWindow[] = [];
  for (let i = 1; i < order.length; i++) {
    const a = order[i - 1]!, b = order[i]!;
    const tr = 'transition' in b.clip ? b.clip.transition : undefined;
    if (!tr || a.range.end !== b.range.start) continue;
    const w = transitionWindow(b.range.start, tr.duration, fps);
    out.push({ fromIndex: a.index, toIndex: b.index, start: w.start, end: w.end, transition: tr });
  }
  return out;
}

/** What one track shows at frame `n`: nothing, one clip, or a transition between two clips.
 *  Local frames may lie outside a clip's own range inside a transition window. */
export function trackStateAt(track: Track, n: number, fps: number, windows = trackTransitions(track, fps)): TrackState | null {
  for (const w of windows) {
    if (n >= w.start && n < w.end) {
      const from = track.clips[w.fromIndex]!, to = track.clips[w.toIndex]!;
      const fr = clipFrames(from, fps), tr = clipFrames(to, fps);
      return {
        kind: 'transition',
        from: { clip: from, index: w.fromIndex, range: fr, localFrame: n - fr.start },
        to: { clip: to, index: w.toIndex, range: tr, localFrame: n - tr.start },
        transition: w.transition,
        progress: (n - w.start + 0.5) / (w.end - w.start),
      };
    }
  }
  for (let i = 0; i < track.clips.length; i++) {
    const clip = track.clips[i]!;
    const range = clipFrames(clip, fps);
    if (n >= range.start && n < range.end) return { kind: 'single', at: { clip, index: i, range, localFrame: n - range.start } };
  }
  return null;
}
