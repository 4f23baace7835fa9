/**
 * The render planner: a composition's frames become scenes that render nodes draw and encode
 * independently. The plan depends only on the composition and the settings — never on how many
 * nodes exist — so the same composition always gives the same scenes, and so the same bytes.
 *
 * Rules: every scene is at most `maxFrames` long and, unless the whole composition is shorter,
 * at least `minFrames`; within those bounds a scene ends at the latest clip boundary (a clip's
 * first or last frame on any track), because a cut there keeps each scene's content coherent
 * for the encoder. Each scene starts with an IDR frame (the encoder's job). A preview plans only
 * its window of frames, by the same rules.
 */
import { clipFrames, compositionFrameCount } from '../../shared/composition/timing.ts';
import type { Composition } from '../../shared/composition/schema.ts';

export interface PlanSettings {
  minFrames: number;
  maxFrames: number;
}

export interface PlannedScene {
  index: number;
  startFrame: number;
  frameCount: number;
}

export const defaultPlanSettings: PlanSettings = { minFrames: 30, maxFrames: 300 };

export function checkPlanSettings(s: PlanSettings): void {
  if (!Number.isInteger(s.minFrames) || s.minFrames < 1) throw new RangeError('minFrames must be a positive integer');
  // Twice the minimum fits in the maximum, so a remainder shorter than the minimum can always be avoided.
  if (!Number.isInteger(s.maxFrames) || s.maxFrames < 2 * s.minFrames) throw new RangeError('maxFrames must be an integer of at least 2 × minFrames');
}

/** Composition frames [start, end) to plan. */
export interface FrameRange { start: number; end: number }

/** Frames where some clip starts or ends, sorted, within (range.start, range.end). */
export function clipBoundaries(composition: Composition, range: FrameRange): number[] {
  const fps = composition.output.fps;
  const cuts = new Set<number>();
  for (const track of composition.tracks) {
    for (const clip of track.clips) {
      const { start, end } = clipFrames(clip, fps);
      for (const f of [start, end]) if (f > range.start && f < range.end) cuts.add(f);
    }
  }
  return [...cuts].sort((a, b) => a - b);
}

export function planScenes(composition: Composition, settings: PlanSettings = defaultPlanSettings, range?: FrameRange): PlannedScene[] {
  checkPlanSettings(settings);
  const { start: first, end: total } = range ?? { start: 0, end: compositionFrameCount(composition) };
  if (total <= first) return [];
  const boundaries = clipBoundaries(composition, { start: first, end: total });
  const scenes: PlannedScene[] = [];
  let start = first;
  while (start < total) {
    let end: number;
    if (total - start <= settings.maxFrames) {
      end = total;
    } else {
      // Latest boundary that keeps this scene within bounds and leaves at least minFrames after it.
      const lo = start + settings.minFrames;
      const hi = Math.min(start + settings.maxFrames, total - settings.minFrames);
      const candidates = boundaries.filter((b) => b >= lo && b <= hi);
      end = candidates.length ? candidates.at(-1)! : hi;
    }
    scenes.push({ index: scenes.length, startFrame: start, frameCount: end - start });
    start = end;
  }
  return scenes;
}
