/**
 * Render planning: what a render of a composition delivers (size, rate, frames), the window of a
 * preview, and the scenes render nodes draw and encode independently. All of it is pure — the
 * same composition and settings always give the same plan — so a render is stored with its plan
 * in one write and the farm only publishes it.
 *
 * Scene rules: the plan depends only on the composition and the settings — never on how many
 * nodes exist — so the same composition always gives the same scenes, and so the same bytes.
 * Every scene is at most `maxFrames` long and, unless the whole composition is shorter, at least
 * `minFrames`; within those bounds a scene ends at the latest clip boundary (a clip's first or
 * last frame on any track), because a cut there keeps each scene's content coherent for the
 * encoder. Each scene starts with an IDR frame (the encoder's job). A preview plans only its
 * window of frames, by the same rules.
 */
import { AppError } from '../../shared/errors.ts';
import { clipFrames, compositionFrameCount, frameOf } from '../../shared/composition/timing.ts';
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

/** What a render delivers, quotes and plans: size, rate, frames, duration. */
export interface RenderFormat { width: number; height: number; fps: number; frameCount: number; durationSec: number }

/** The part of the timeline a preview shows: [fromSec, toSec), from composition frame `startFrame`. */
export interface RenderWindow {
  fromSec: number;
  toSec: number;
  startFrame: number;
}

/** What a render of this composition delivers: its own size and rate, all its frames. */
export function renderFormat(composition: Composition): RenderFormat {
  const frameCount = compositionFrameCount(composition);
  const { width, height, fps } = composition.output;
  return { width, height, fps, frameCount, durationSec: frameCount / fps };
}

/** Previews are at most this long and this tall (the composition's own size when smaller). */
export const previewLimits = { maxSeconds: 60, defaultHeight: 360, minHeight: 144, maxHeight: 720 };

export interface PreviewRequest { fromSec: number; toSec: number; maxHeight?: number }

/**
 * A preview's window and format: frames [frameOf(fromSec), frameOf(toSec)) of the composition,
 * scaled to `maxHeight` (even dimensions, aspect kept). 422 names each bad field.
 */
export function previewPlan(composition: Composition, request: PreviewRequest): { window: RenderWindow; format: RenderFormat } {
  const full = renderFormat(composition);
  const { fps } = composition.output;
  const problems: { path: string; problem: string }[] = [];
  if (request.fromSec >= full.durationSec) problems.push({ path: 'body.fromSec', problem: `must be before the end of the composition (${full.durationSec} s)` });
  if (request.toSec <= request.fromSec) problems.push({ path: 'body.toSec', problem: 'must be after fromSec' });
  else if (request.toSec - request.fromSec > previewLimits.maxSeconds) problems.push({ path: 'body.toSec', problem: `a preview spans at most ${previewLimits.maxSeconds} s` });
  const startFrame = frameOf(request.fromSec, fps);
  const endFrame = Math.min(full.frameCount, frameOf(request.toSec, fps));
  if (!problems.length && endFrame <= startFrame) problems.push({ path: 'body.toSec', problem: 'the window holds no whole frame' });
  if (problems.length) throw new AppError(422, 'preview_window_invalid', 'the preview window does not fit the composition', { fields: problems });
  const scale = Math.min(1, (request.maxHeight ?? previewLimits.defaultHeight) / full.height);
  const even = (n: number) => Math.max(2, 2 * Math.round((n * scale) / 2));
  const frameCount = endFrame - startFrame;
  return {
    window: { fromSec: request.fromSec, toSec: request.toSec, startFrame },
    format: { width: even(full.width), height: even(full.height), fps, frameCount, durationSec: frameCount / fps },
  };
}

/** A whole render's plan: what it delivers, which window of the timeline, and its scenes. */
export interface RenderPlan {
  format: RenderFormat;
  /** Null for a full render. */
  window: RenderWindow | null;
  scenes: PlannedScene[];
}

/** Plans a full render, or a preview of a window; 422 when there is nothing to render. */
export function planRender(composition: Composition, settings: PlanSettings, preview?: PreviewRequest): RenderPlan {
  const scoped = preview ? previewPlan(composition, preview) : null;
  const format = scoped?.format ?? renderFormat(composition);
  if (format.frameCount <= 0) throw new AppError(422, 'composition_empty', 'the composition has no frames to render', { fields: [{ path: 'tracks', problem: 'no clip has a duration' }] });
  const start = scoped?.window.startFrame ?? 0;
  return { format, window: scoped?.window ?? null, scenes: planScenes(composition, settings, { start, end: start + format.frameCount }) };
}
