/**
 * Turns a queued render into work on the queue: stores the composition snapshot as a blob (nodes
 * fetch it by content hash), plans the scenes and publishes one SceneJob per scene with publisher
 * confirms. Job ids are derived from the render and the scene index, so publishing a render again
 * (after a crash between two publishes) yields the same jobs, which completion then counts once.
 */
import { encodeJob, type JobEnvelope } from '../../proto/index.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import type { JobQueue } from '../../shared/queue/index.ts';
import { injectTraceContext, inSpan } from '../../shared/telemetry/tracing.ts';
import { type BlobStore, readBlob } from '../blobs/index.ts';
import type { BrandKits } from '../domain/brand-kits.ts';
import type { MediaLibrary } from '../domain/media.ts';
import { canonicalJson } from '../domain/projects.ts';
import type { RenderRecord, Renders, RenderWindow, StoredRender } from '../domain/renders.ts';
import type { StoredComposition } from '../domain/projects.ts';
import { compositionFrameCount, frameOf } from '../../shared/composition/timing.ts';
import { AppError } from '../../shared/errors.ts';
import { type PlanSettings, planScenes } from './planner.ts';

export interface EncodeSettings {
  codec: 'h264' | 'hevc';
  backend: 'auto' | 'nvenc' | 'vaapi' | 'software';
  preset: string;
  crf: number;
}

export const defaultEncodeSettings: EncodeSettings = { codec: 'h264', backend: 'auto', preset: 'veryfast', crf: 20 };

export function sceneJobId(renderId: string, sceneIndex: number): string {
  return `${renderId}.scene.${sceneIndex}`;
}

/** What a render of this composition delivers, quotes and plans: size, rate, frames, duration. */
export function renderFormat(composition: Composition): RenderRecord['format'] {
  const frameCount = compositionFrameCount(composition);
  const { width, height, fps } = composition.output;
  return { width, height, fps, frameCount, durationSec: frameCount / fps };
}

/** Previews are at most this long and this tall (the composition's own size when smaller). */
export const previewLimits = { maxSeconds: 60, defaultHeight: 360, minHeight: 144, maxHeight: 720 };

/**
 * A preview's window and format: frames [frameOf(fromSec), frameOf(toSec)) of the composition,
 * scaled to `maxHeight` (even dimensions, aspect kept). 422 names each bad field.
 */
export function previewPlan(composition: Composition, request: { fromSec: number; toSec: number; maxHeight?: number }): { window: RenderWindow; format: RenderRecord['format'] } {
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

export class RenderDispatcher {
  constructor(
    private readonly deps: { queue: JobQueue; queueName: string; blobs: BlobStore; renders: Renders; media: MediaLibrary; brandKits: BrandKits },
    private readonly plan: PlanSettings,
    private readonly encode: EncodeSettings = defaultEncodeSettings,
  ) {}

  private videoSettings(output: { width: number; height: number; fps: number }) {
    return {
      width: output.width, height: output.height, fps: fpsRational(output.fps), codec: this.encode.codec, backend: this.encode.backend,
      preset: this.encode.preset, crf: this.encode.crf, gop: Math.max(1, Math.round(output.fps * 2)),
    };
  }

  /**
   * Publishes the render's AssembleJob: its segments in scene order. Called when the last scene is
   * recorded; publishing again (recovery) yields the same job id.
   */
  async dispatchAssembly(render: StoredRender): Promise<void> {
    const segments = (await Promise.all(Object.entries(render.scenes)
      .map(async ([index, scene]) => ({ sceneIndex: Number(index), frameCount: scene.frameCount, segment: { contentHash: scene.segmentHash, sizeBytes: await this.blobSize(scene.segmentHash), mediaType: 'video/mp4' } }))))
      .sort((a, b) => a.sceneIndex - b.sceneIndex);
    const envelope: JobEnvelope = {
      jobId: assembleJobId(render.id), renderId: render.id, orgId: render.orgId, traceContext: render.traceContext ?? {}, enqueuedAtMs: Date.now(),
      assemble: {
        segments,
        composition: { contentHash: render.compositionHash, sizeBytes: await this.blobSize(render.compositionHash), mediaType: 'application/json' },
        assets: render.assets ?? [],
        video: this.videoSettings(render.format),
        totalFrames: render.format.frameCount,
        startFrame: render.window?.startFrame ?? 0,
      },
    };
    await this.deps.queue.publish(this.deps.queueName, encodeJob(envelope), { messageId: envelope.jobId, headers: envelope.traceContext });
  }

  private async blobSize(key: string): Promise<number> {
    const stat = await this.deps.blobs.stat(key);
    if (!stat) throw new Error(`blob ${key} is missing from the blob store`);
    return stat.sizeBytes;
  }

  /**
   * Queues a render of a stored composition and dispatches it: the snapshot is stored first, the
   * quote is held (402 leaves nothing behind), then the scenes are published. A retry with the
   * same idempotency key returns the render the first call created, without dispatching it again.
   */
  async submit(orgId: string, stored: StoredComposition, options: { idempotencyKey?: string; traceContext?: Record<string, string>; preview?: { fromSec: number; toSec: number; maxHeight?: number } } = {}): Promise<StoredRender> {
    const { preview, idempotencyKey, ...rest } = options;
    // A retry with the same key and the same request returns the first render; the same key with
    // another request (another preview window) is another render, not the first one replayed.
    const requestKey = idempotencyKey && (preview ? `${idempotencyKey}#preview:${preview.fromSec}-${preview.toSec}@${preview.maxHeight ?? ''}` : idempotencyKey);
    // The snapshot a render draws has its brand kit copied in: later kit edits do not move it.
    const composition = await this.deps.brandKits.bind(orgId, stored.document as unknown as Composition);
    const scoped = preview ? previewPlan(composition, preview) : null;
    const format = scoped?.format ?? renderFormat(composition);
    if (format.frameCount <= 0) throw new AppError(422, 'composition_empty', 'the composition has no frames to render', { fields: [{ path: 'tracks', problem: 'no clip has a duration' }] });
    // Media are resolved now: the render keeps the content hashes it was queued with.
    const assets = await this.deps.media.assetsFor(orgId, composition);
    const snapshot = await this.storeSnapshot(composition);
    const render = await this.deps.renders.queue(orgId, {
      projectId: stored.projectId, compositionId: stored.id, compositionVersion: stored.version, compositionHash: snapshot.key, format, assets,
      kind: scoped ? 'preview' : 'render', window: scoped?.window ?? null, ...(requestKey ? { idempotencyKey: requestKey } : {}), ...rest,
    });
    return render.progress.scenesTotal === 0 && render.status === 'queued' ? this.dispatch(render, composition) : render;
  }

  /** Stores the composition a render draws, by content hash (idempotent). Done before the render is recorded, so recovery always finds it. */
  storeSnapshot(composition: Composition | Record<string, unknown>) {
    return this.deps.blobs.put(Buffer.from(canonicalJson(composition)));
  }

  /**
   * Publishes the render's scene jobs — all of them the first time, and on recovery those whose
   * scene is not recorded yet (same job ids, so nothing counts twice) — and records the plan.
   */
  async dispatch(render: StoredRender, composition: Composition): Promise<StoredRender> {
    return inSpan('render.dispatch', { 'framefleet.render_id': render.id, 'framefleet.org_id': render.orgId }, async () => {
      const stored = await this.storeSnapshot(composition);
      const start = render.window?.startFrame ?? 0;
      const scenes = planScenes(composition, this.plan, { start, end: start + render.format.frameCount });
      // The plan is recorded before any job exists, so the last scene to finish always sees the total.
      if (render.progress.scenesTotal === 0) await this.deps.renders.planned(render.orgId, render.id, scenes.length);
      // The render's own trace (from the request that queued it), or this span's when it has none.
      const traceContext = Object.keys(render.traceContext ?? {}).length ? render.traceContext : injectTraceContext();
      for (const scene of scenes) {
        if (render.scenes[String(scene.index)]?.done) continue;
        const envelope: JobEnvelope = {
          jobId: sceneJobId(render.id, scene.index),
          renderId: render.id,
          orgId: render.orgId,
          traceContext,
          enqueuedAtMs: Date.now(),
          scene: {
            sceneIndex: scene.index,
            sceneCount: scenes.length,
            startFrame: scene.startFrame,
            frameCount: scene.frameCount,
            composition: { contentHash: stored.key, sizeBytes: stored.sizeBytes, mediaType: 'application/json' },
            video: this.videoSettings(render.format),
            assets: render.assets ?? [],
          },
        };
        await this.deps.queue.publish(this.deps.queueName, encodeJob(envelope), { messageId: envelope.jobId, headers: traceContext });
      }
      return this.deps.renders.get(render.orgId, render.id);
    });
  }

  /**
   * After a control-plane restart: puts every active render's outstanding work back on the queue.
   * With a durable broker (`republish: false`) only what may have been lost between a state change
   * and its publish is sent again (plans never published, assemblies of renders whose last scene
   * just landed); with the in-process queue, whose jobs died with the process, all of it.
   */
  async recover(options: { republish: boolean }): Promise<number> {
    let recovered = 0;
    let cursor: string | null = null;
    do {
      const page = await this.deps.renders.active(200, cursor);
      for (const render of page.items) {
        const composition = JSON.parse((await this.deps.blobs.stat(render.compositionHash)) ? (await readBlob(this.deps.blobs, render.compositionHash)).toString('utf8') : 'null') as Composition | null;
        if (!composition) continue;
        if (render.status === 'assembling') await this.dispatchAssembly(render);
        else if (render.progress.scenesTotal === 0 || options.republish) await this.dispatch(render, composition);
        else continue;
        recovered++;
      }
      cursor = page.nextCursor;
    } while (cursor);
    return recovered;
  }
}

/** Job id of a render's assembly. */
export function assembleJobId(renderId: string): string {
  return `${renderId}.assemble`;
}

/** Frame rate as a fraction: integers stay n/1, NTSC rates become n×1000/1001. */
export function fpsRational(fps: number): { num: number; den: number } {
  if (Number.isInteger(fps)) return { num: fps, den: 1 };
  const ntsc = Math.round(fps * 1.001);
  if (Math.abs(ntsc / 1.001 - fps) < 1e-3) return { num: ntsc * 1000, den: 1001 };
  return { num: Math.round(fps * 1000), den: 1000 };
}
