/**
 * The moments a verification looks at: its evidence stills. Pure: the composition decides them.
 *
 * Without chosen timestamps, the stills are picked where the picture says something:
 *   - the middle of every shot (`shotsOf`: the spans between cuts, where a cut is every start and
 *     end of a visible non-audio clip on a shown track, plus the timeline's start and end);
 *   - the onset of every text clip, once its entrance has landed: its start + 0.5 s, or its middle
 *     when it is on screen for under 1 s;
 *   - every caption page (`captionPagesOf`), once its entrance has landed: the page's start + 0.3 s,
 *     or its middle when it is on screen for under 0.6 s.
 * Each moment is snapped to the frame that shows it (the nearest frame, as stills draw it; the time
 * is that frame's presentation time), moments on the same frame are one, and when more than `max`
 * remain, text onsets are kept first and the rest are thinned to an evenly spread subset (the
 * thinning is by position in time order, so the same composition always gives the same stills).
 */
import { AppError } from '../../../shared/errors.ts';
import type { CaptionsClip, Composition } from '../../../shared/composition/schema.ts';
import { clipFrames, compositionFrameCount, frameOf } from '../../../shared/composition/timing.ts';

/** Default number of chosen stills, and the most a verification takes (as a still capture does). */
export const evidenceLimits = { defaultMax: 12, maxStills: 20 };

/** How long a text's entrance is given before its still (seconds), and a caption page's. */
const textSettleSec = 0.5;
const captionSettleSec = 0.3;

export interface Shot { startSec: number; endSec: number }

export interface EvidenceOptions {
  /** Seconds on the timeline, each in [0, duration): taken as given (deduplicated, sorted). */
  timestamps?: number[];
  /** How many stills to choose at most (default 12, at most 20). */
  max?: number;
}

/** Seconds the composition lasts: its frames over its rate (the still capture's rule). */
export function compositionDurationSec(composition: Composition): number {
  return compositionFrameCount(composition) / composition.output.fps;
}

/**
 * The shots: the spans between consecutive cuts, on the frame grid. A cut is every start and end
 * of a visible clip (any kind but audio, opacity not fixed at 0) on a track that is not hidden;
 * the timeline's start and end close the first and last shot. Text and captions clips count as
 * visual clips too: a title that comes or goes changes the picture.
 */
export function shotsOf(composition: Composition): Shot[] {
  const fps = composition.output.fps;
  const frameCount = compositionFrameCount(composition);
  if (frameCount <= 0) return [];
  const cuts = new Set<number>([0, frameCount]);
  for (const track of composition.tracks) {
    if (track.hidden) continue;
    for (const clip of track.clips) {
      if (clip.kind === 'audio' || clip.opacity === 0) continue;
      const { start, end } = clipFrames(clip, fps);
      for (const f of [start, end]) if (f > 0 && f < frameCount) cuts.add(f);
    }
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const shots: Shot[] = [];
  for (let i = 1; i < sorted.length; i++) shots.push({ startSec: sorted[i - 1]! / fps, endSec: sorted[i]! / fps });
  return shots;
}

/** One page of a captions clip, on the composition's timeline. */
export interface CaptionPageSpan { startSec: number; endSec: number; text: string; words: number }

const captionPageGapSec = 0.7;
const captionHoldSec = 0.6;

/**
 * The pages a captions clip shows, on the timeline. This follows the renderer's grouping
 * (render-node/renderer/captions.ts) without its text measuring: a page holds at most
 * `maxWordsPerPage` words (default 6), and a pause over 0.7 s or a sentence end after two words
 * starts a new one; the renderer may also break a page early when its words need more than
 * `maxLines` lines, which this approximation does not do (so it may see fewer, longer pages).
 * A page shows from its first word's start until the next page starts, or 0.6 s after its last
 * word; transcript time `s` is timeline time `clip.start + s − trim.start`, and only the part of
 * a page inside the clip's span counts.
 */
export function captionPagesOf(clip: CaptionsClip): CaptionPageSpan[] {
  const words = (clip.words ?? []).map((w) => ({ text: w.text, start: w.start, end: Math.max(w.end, w.start) }));
  const maxWords = clip.maxWordsPerPage ?? 6;
  const pages: { start: number; end: number; words: typeof words }[] = [];
  let current: typeof words = [];
  const flush = () => { if (current.length) { pages.push({ start: current[0]!.start, end: 0, words: current }); current = []; } };
  for (const w of words) {
    const prev = current[current.length - 1];
    if (prev) {
      const gap = w.start - prev.end > captionPageGapSec;
      const sentence = /[.!?]$/.test(prev.text) && current.length >= 2;
      if (gap || sentence || current.length >= maxWords) flush();
    }
    current.push(w);
  }
  flush();
  const offset = clip.start - (clip.trim?.start ?? 0);
  const clipEnd = clip.start + clip.duration;
  const out: CaptionPageSpan[] = [];
  pages.forEach((page, i) => {
    const next = pages[i + 1];
    const hold = page.words[page.words.length - 1]!.end + captionHoldSec;
    page.end = next ? Math.min(next.start, hold) : hold;
    const startSec = Math.max(clip.start, page.start + offset);
    const endSec = Math.min(clipEnd, page.end + offset);
    if (endSec > startSec) out.push({ startSec, endSec, text: page.words.map((w) => w.text).join(' '), words: page.words.length });
  });
  return out;
}

/** 422 `timestamp_out_of_bounds` for timestamps outside [0, duration), as a still capture answers. */
function checkTimestamps(timestamps: number[], durationSec: number): void {
  const bad = timestamps.flatMap((atSec, i) => (Number.isFinite(atSec) && atSec >= 0 && atSec < durationSec ? [] : [{ atSec, i }]));
  if (!bad.length) return;
  throw new AppError(422, 'timestamp_out_of_bounds', `${bad.length === 1 ? 'a timestamp is' : 'timestamps are'} outside the composition, which ends at ${durationSec} s`, {
    fields: bad.map(({ atSec, i }) => ({ path: `body.timestamps[${i}]`, problem: `${atSec} s is ${atSec < 0 ? 'before the start' : 'at or past the end'} of the composition (${durationSec} s)` })),
    timestamps: bad.map((b) => b.atSec),
    durationSec,
  });
}

/** Candidate kinds, in the order they are kept when there are too many. */
const priority = { text: 0, shot: 1, caption: 1 } as const;
type CandidateKind = keyof typeof priority;

/** `k` of `n` positions spread evenly, first and last included (k ≥ 1, k ≤ n). */
function spread(n: number, k: number): number[] {
  if (k >= n) return Array.from({ length: n }, (_, i) => i);
  if (k === 1) return [Math.floor((n - 1) / 2)];
  const picked = new Set<number>();
  for (let i = 0; i < k; i++) picked.add(Math.round((i * (n - 1)) / (k - 1)));
  return [...picked].sort((a, b) => a - b);
}

/** The evidence stills' times, ascending (seconds on the timeline; see the module comment). */
export function evidenceTimes(composition: Composition, options: EvidenceOptions = {}): number[] {
  const fps = composition.output.fps;
  const frameCount = compositionFrameCount(composition);
  const durationSec = frameCount / fps;
  if (options.timestamps !== undefined) {
    checkTimestamps(options.timestamps, durationSec);
    const unique = [...new Set(options.timestamps)].sort((a, b) => a - b);
    if (unique.length > evidenceLimits.maxStills) {
      throw new AppError(422, 'validation_failed', `body.timestamps: at most ${evidenceLimits.maxStills} timestamps; got ${unique.length}`, {
        fields: [{ path: 'body.timestamps', problem: `at most ${evidenceLimits.maxStills} timestamps; got ${unique.length}` }],
      });
    }
    return unique;
  }
  if (frameCount <= 0) return [];
  const asked = options.max !== undefined && Number.isFinite(options.max) ? Math.floor(options.max) : evidenceLimits.defaultMax;
  const max = Math.max(1, Math.min(evidenceLimits.maxStills, asked));

  const candidates: { sec: number; kind: CandidateKind }[] = [];
  for (const shot of shotsOf(composition)) candidates.push({ sec: (shot.startSec + shot.endSec) / 2, kind: 'shot' });
  for (const track of composition.tracks) {
    if (track.hidden) continue;
    for (const clip of track.clips) {
      if (clip.kind === 'audio' || clip.opacity === 0) continue;
      if (clip.kind === 'text') {
        const settle = clip.duration < 2 * textSettleSec ? clip.duration / 2 : textSettleSec;
        candidates.push({ sec: clip.start + settle, kind: 'text' });
      } else if (clip.kind === 'captions') {
        for (const page of captionPagesOf(clip)) {
          const length = page.endSec - page.startSec;
          const settle = length < 2 * captionSettleSec ? length / 2 : captionSettleSec;
          candidates.push({ sec: page.startSec + settle, kind: 'caption' });
        }
      }
    }
  }

  // Snap to the frame each moment shows; one candidate per frame, the higher priority kept.
  const byFrame = new Map<number, CandidateKind>();
  for (const c of candidates) {
    if (!(c.sec >= 0 && c.sec < durationSec)) continue;
    const frame = Math.min(frameOf(c.sec, fps), frameCount - 1);
    const had = byFrame.get(frame);
    if (had === undefined || priority[c.kind] < priority[had]) byFrame.set(frame, c.kind);
  }
  const frames = [...byFrame.entries()].sort((a, b) => a[0] - b[0]);
  let kept: number[];
  if (frames.length <= max) kept = frames.map(([f]) => f);
  else {
    const texts = frames.filter(([, k]) => k === 'text').map(([f]) => f);
    const rest = frames.filter(([, k]) => k !== 'text').map(([f]) => f);
    kept = texts.length >= max
      ? spread(texts.length, max).map((i) => texts[i]!)
      : [...texts, ...spread(rest.length, max - texts.length).map((i) => rest[i]!)];
    kept.sort((a, b) => a - b);
  }
  return kept.map((f) => Math.round((f / fps) * 1e6) / 1e6);
}
