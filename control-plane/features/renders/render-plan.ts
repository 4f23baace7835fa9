/**
 * Render planning: what a render of a composition delivers (size, rate, frames), the window of a
 * preview, and the scenes render nodes draw and encode independently. All of it is pure — the
 * same composition and settings always give the same plan — so a render is stored with its plan
 * in one write and the farm only publishes it.
 *
 * Scene rules (the measurements behind them are in control-plane/features/renders/README.md): the plan
 * depends only on the composition and the settings — never on how many nodes exist — so the same
 * composition always gives the same scenes, and so the same bytes. Each scene starts with an IDR
 * frame (the encoder's job) and the encoder starts a GOP every `gopFrames(fps)` frames from there,
 * so scenes are cut on a grid of the planned range (sceneGrid): the GOP, where one encoder would
 * start a GOP anyway, or for a render of fewer GOPs than `targetScenes`, a divisor of it (half a
 * GOP at 30 fps), since on a short render more scenes are worth an IDR frame each.
 * Scenes are a whole number of grid steps, sized so that a render splits into about `targetScenes`
 * (enough to keep a farm busy) but never shorter than `minFrames` nor longer than `maxFrames`
 * (rounded to whole steps); only the last scene may end off the grid, at the end of the range.
 * A scene may end up to half its length early where a clip starts or ends exactly on the grid,
 * so that fewer scenes open that clip's sources; clip boundaries off the grid are ignored, since
 * cutting there would cost an IDR frame. A preview plans its window of frames by the same rules.
 */
import { AppError } from '../../../shared/errors.ts';
import { clipFrames, compositionFrameCount, frameOf, trackTransitions } from '../../../shared/composition/timing.ts';
import type { ClipKind, Composition } from '../../../shared/composition/schema.ts';
import type { Config } from '../../../shared/config/index.ts';

export interface PlanSettings {
  minFrames: number;
  maxFrames: number;
  /** Scenes a render splits into when the bounds allow it (default `defaultPlanSettings.targetScenes`). */
  targetScenes?: number;
}

export interface PlannedScene {
  index: number;
  startFrame: number;
  frameCount: number;
  /**
   * What drawing and encoding the scene costs, estimated from what it shows (sceneEfforts), in
   * units of a frame of background alone; the farm dispatches the costliest scenes first. Absent
   * in plans stored before it was estimated.
   */
  effort?: number;
}

export const defaultPlanSettings: Required<PlanSettings> = { minFrames: 30, maxFrames: 300, targetScenes: 16 };

/** The plan settings a deployment is configured with (FRAMEFLEET_SCENE_MIN_FRAMES, _MAX_FRAMES, _TARGET_COUNT). */
export function planSettingsOf(config: Pick<Config, 'FRAMEFLEET_SCENE_MIN_FRAMES' | 'FRAMEFLEET_SCENE_MAX_FRAMES' | 'FRAMEFLEET_SCENE_TARGET_COUNT'>): Required<PlanSettings> {
  return { minFrames: config.FRAMEFLEET_SCENE_MIN_FRAMES, maxFrames: config.FRAMEFLEET_SCENE_MAX_FRAMES, targetScenes: config.FRAMEFLEET_SCENE_TARGET_COUNT };
}

export function checkPlanSettings(s: PlanSettings): void {
  if (!Number.isInteger(s.minFrames) || s.minFrames < 1) throw new RangeError('minFrames must be a positive integer');
  // Twice the minimum fits in the maximum, so a remainder shorter than the minimum can usually be avoided.
  if (!Number.isInteger(s.maxFrames) || s.maxFrames < 2 * s.minFrames) throw new RangeError('maxFrames must be an integer of at least 2 × minFrames');
  if (s.targetScenes !== undefined && (!Number.isInteger(s.targetScenes) || s.targetScenes < 1)) throw new RangeError('targetScenes must be a positive integer');
}

/** Frames per GOP of a render at `fps`: two seconds. The scene jobs carry it to the encoder. */
export function gopFrames(fps: number): number {
  return Math.max(1, Math.round(fps * 2));
}

/**
 * The step scene cuts are placed on, for a range of `frames` frames: the GOP, so that every cut
 * falls where one encoder would start a GOP anyway. Two exceptions, each a divisor of the GOP (so
 * every GOP boundary is still a cut): when the longest scene is shorter than a GOP, the largest
 * divisor that fits; and when the range has fewer GOPs than `targetScenes`, the largest divisor of
 * at least `minFrames` that splits it into `targetScenes` scenes, or else the smallest such divisor
 * (at 30 fps with the defaults: 30 frames, so a ten-second render is ten scenes, not five). A cut
 * off the GOP costs an IDR frame (about 1.7 % more bytes for half-GOP scenes; see README.md); on
 * a short render, more scenes are worth it.
 */
export function sceneGrid(fps: number, settings: PlanSettings, frames: number): number {
  const gop = gopFrames(fps);
  const divisors = [...Array(gop).keys()].map((i) => gop - i).filter((d) => gop % d === 0); // largest first
  const coarse = divisors.find((d) => d <= settings.maxFrames) ?? 1;
  const target = settings.targetScenes ?? defaultPlanSettings.targetScenes;
  if (Math.ceil(frames / coarse) >= target) return coarse;
  const finer = divisors.filter((d) => d < coarse && d >= settings.minFrames);
  return finer.find((d) => Math.ceil(frames / d) >= target) ?? finer.at(-1) ?? coarse;
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
  const grid = sceneGrid(composition.output.fps, settings, total - first);
  // Scene bounds in grid steps: the minimum rounded up, the maximum rounded down.
  const minSteps = Math.max(1, Math.ceil(settings.minFrames / grid));
  const maxSteps = Math.max(minSteps, Math.floor(settings.maxFrames / grid));
  const totalSteps = Math.ceil((total - first) / grid);
  const targetSteps = Math.min(maxSteps, Math.max(minSteps, Math.ceil(totalSteps / (settings.targetScenes ?? defaultPlanSettings.targetScenes))));
  const onGrid = new Set(clipBoundaries(composition, { start: first, end: total }).filter((f) => (f - first) % grid === 0));
  const scenes: PlannedScene[] = [];
  let start = first;
  while (start < total) {
    let end = start + targetSteps * grid;
    if (end >= total) {
      end = total;
    } else {
      const earliest = start + Math.max(minSteps, Math.ceil(targetSteps / 2)) * grid;
      for (let cut = end; cut >= earliest; cut -= grid) if (onGrid.has(cut)) { end = cut; break; }
      // A tail shorter than the minimum joins this scene when the maximum allows it, else the
      // next-to-last scene gives it a step.
      if (total - end < settings.minFrames) {
        if (total - start <= settings.maxFrames) end = total;
        else if (end - grid >= start + minSteps * grid) end -= grid;
      }
    }
    scenes.push({ index: scenes.length, startFrame: start, frameCount: end - start });
    start = end;
  }
  return scenes;
}

/**
 * Per frame, what a clip on screen adds to drawing and encoding it, against a frame of background
 * alone (1): measured per frame of the short benchmark composition (control-plane/features/renders/README.md),
 * a video costs decoding, converting and x264's work on moving pictures; a still, drawing and
 * encoding its texture; text and shapes, little; a transition, both of its clips and an encoder
 * that cannot predict a blend.
 */
const clipEffort: Record<ClipKind, number> = { video: 3, image: 1, component: 1, captions: 0.5, text: 0.5, shape: 0.25, audio: 0 };
const transitionEffort = 2;

/**
 * The estimated effort of each scene (PlannedScene.effort): for each frame, one for the frame plus
 * what each clip on screen adds, and more where a transition blends two. An estimate for ordering
 * work, so it only has to rank scenes the way their real costs do.
 */
export function sceneEfforts(composition: Composition, scenes: readonly PlannedScene[]): number[] {
  const fps = composition.output.fps;
  // Each clip's and each transition's frames with what they add per frame.
  const spans: { start: number; end: number; perFrame: number }[] = [];
  for (const track of composition.tracks) {
    for (const clip of track.clips) spans.push({ ...clipFrames(clip, fps), perFrame: clipEffort[clip.kind] });
    for (const w of trackTransitions(track, fps)) spans.push({ start: w.start, end: w.end, perFrame: transitionEffort });
  }
  return scenes.map((scene) => {
    const end = scene.startFrame + scene.frameCount;
    let effort = scene.frameCount;
    for (const span of spans) effort += span.perFrame * Math.max(0, Math.min(end, span.end) - Math.max(scene.startFrame, span.start));
    return Math.round(effort * 100) / 100;
  });
}

/** The scenes in the order the farm dispatches them: costliest first, so cheap ones fill the end and nodes finish together; plan order where efforts tie or are unknown. */
export function dispatchOrder<S extends PlannedScene>(scenes: readonly S[]): S[] {
  return [...scenes].sort((a, b) => (b.effort ?? 0) - (a.effort ?? 0) || a.index - b.index);
}

/** What a render delivers: size, rate, frames, duration. */
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
  const scenes = planScenes(composition, settings, { start, end: start + format.frameCount });
  const efforts = sceneEfforts(composition, scenes);
  return { format, window: scoped?.window ?? null, scenes: scenes.map((scene, i) => ({ ...scene, effort: efforts[i]! })) };
}
