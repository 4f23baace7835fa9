/**
 * What the scene and assemble kinds share: a render. A render is published whole — one SceneJob
 * per planned scene and the AssembleJob behind them, on the scene queue — and recovered whole; its
 * assembly follows the scenes as they are recorded (WatchScenes); a render ends in error when one
 * of its jobs is given up. What to render was decided when the render was queued (the plan is
 * stored with it); this module only publishes. Job ids derive from the render and the scene, so
 * publishing a render again (after a crash between two publishes) yields the same jobs, which
 * completion then counts once.
 */
import { buffer } from 'node:stream/consumers';
import type { AssetRef, JobCost__Output, JobFailure__Output, RecordedScene } from '../../../proto/index.ts';
import { type AttemptOutcome, RenderAttempts } from '../../features/renders/attempts.ts';
import { Wakeups } from '../../../shared/concurrency.ts';
import { fpsRational } from '../../../shared/composition/timing.ts';
import { AppError } from '../../../shared/errors.ts';
import { categoryOf } from '../../../shared/failures.ts';
import { injectTraceContext, inSpan } from '../../../shared/telemetry/tracing.ts';
import type { BlobStore } from '../../blobs/index.ts';
import { dispatchOrder, gopFrames, type RenderFormat } from '../../features/renders/render-plan.ts';
import { activeStatuses, type Renders, type StoredRender } from '../../features/renders/renders.ts';
import type { JobDispatcher, OutgoingJob } from '../dispatcher.ts';
import { type FarmJob, type FarmQueue, type GivenUpJob, type LostJob, type Lookups, type ReceivedBlob, subjectJobIds } from '../job-kind.ts';
import type { FarmMetrics } from '../metrics.ts';

/** Scene and assemble jobs go on the scene queue. */
export const renderQueue: FarmQueue = 'scene';

export interface EncodeSettings {
  codec: 'h264' | 'hevc';
  backend: 'auto' | 'nvenc' | 'vaapi' | 'software';
  preset: string;
  crf: number;
}

export const defaultEncodeSettings: EncodeSettings = { codec: 'h264', backend: 'auto', preset: 'veryfast', crf: 20 };

/** Scene jobs of a render published ahead of the others, so the first nodes start sooner. */
const firstWaveJobs = 8;

/** Composition snapshots up to this size travel inside their jobs (a typical one is a few KiB). */
export const maxInlineSnapshotBytes = 64 * 1024;

/** What a scene job's id names. */
export interface SceneRef { renderId: string; sceneIndex: number }

/** What an assemble job's id names. */
export interface AssemblyRef { renderId: string }

export function sceneJobId(renderId: string, sceneIndex: number): string {
  return `${renderId}.scene.${sceneIndex}`;
}

const scenePattern = /^([A-Za-z0-9_]+)\.scene\.(\d+)$/;

export function parseSceneJobId(jobId: string): SceneRef | null {
  const scene = scenePattern.exec(jobId);
  return scene ? { renderId: scene[1]!, sceneIndex: Number(scene[2]) } : null;
}

/** One assembly per render: `<render id>.assemble`. */
export const assembleJobIds = subjectJobIds('assemble', 'renderId');

/** Whether the render has a result recorded for this scene. */
export function isRecorded(render: StoredRender | null, sceneIndex: number): boolean {
  return render?.scenes[String(sceneIndex)]?.done === true;
}

/**
 * Publishes renders: what the render domain's RenderPublisher is, and what the scene and assemble
 * kinds publish again.
 */
export class RenderJobs {
  private readonly encode: EncodeSettings;

  constructor(private readonly deps: { jobs: JobDispatcher; blobs: BlobStore; renders: Renders; encode?: EncodeSettings }) {
    this.encode = deps.encode ?? defaultEncodeSettings;
  }

  private videoSettings(format: RenderFormat) {
    return {
      width: format.width, height: format.height, fps: fpsRational(format.fps), codec: this.encode.codec, backend: this.encode.backend,
      preset: this.encode.preset, crf: this.encode.crf, gop: gopFrames(format.fps),
    };
  }

  /** The render's composition snapshot, its bytes inline when small enough that every node skips fetching it. */
  private async snapshotRef(render: StoredRender): Promise<AssetRef> {
    const sizeBytes = render.compositionBytes ?? await this.blobSize(render.compositionHash);
    const ref = { contentHash: render.compositionHash, sizeBytes, mediaType: 'application/json' };
    if (sizeBytes > maxInlineSnapshotBytes) return ref;
    return { ...ref, inlineBytes: await buffer(await this.deps.blobs.read(render.compositionHash)) };
  }

  /** The render's own trace (from the request that queued it), or the current span's when it has none. */
  private traceOf(render: StoredRender): Record<string, string> {
    return Object.keys(render.traceContext ?? {}).length ? render.traceContext : injectTraceContext();
  }

  /**
   * Publishes the render's scene jobs — all of them the first time, and on recovery those whose
   * scene is not recorded yet (same job ids, so nothing counts twice) — and its assembly behind
   * them, then notes that they are out. The queue hands jobs out in order, so the assembly reaches
   * a node once every scene job has: it fetches the segments and mixes the sound while the last
   * scenes are drawn, and what is left after the last one is the join.
   */
  async publish(render: StoredRender): Promise<StoredRender> {
    return inSpan('render.dispatch', { 'framefleet.render_id': render.id, 'framefleet.org_id': render.orgId }, async () => {
      const traceContext = this.traceOf(render);
      const composition = await this.snapshotRef(render);
      // Costliest scenes first (dispatchOrder), the broker's confirms awaited together, not one
      // round trip per scene. The first few go out on their own: the broker commits a small batch
      // sooner (a quorum queue hands a message out once its batch is written), so the first nodes
      // draw while it takes the rest. The assembly's publish is called last, behind every scene.
      const scenes = dispatchOrder(render.plan.filter((scene) => !isRecorded(render, scene.index)));
      const publishScenes = (list: typeof scenes) => list.map((scene) => this.publishScene(render, scene.index, traceContext, composition));
      await Promise.all(publishScenes(scenes.slice(0, firstWaveJobs)));
      await Promise.all([...publishScenes(scenes.slice(firstWaveJobs)), this.publishAssembly(render, traceContext, composition)]);
      await this.deps.renders.jobsPublished(render.orgId, render.id, { assemblyQueued: true });
      return this.deps.renders.get(render.orgId, render.id);
    });
  }

  /**
   * Publishes one scene's job again, e.g. the scene a lost node held. Its id is the one the first
   * copy had, so whichever copy is recorded first counts and the other is dropped as done.
   */
  async publishScene(render: StoredRender, sceneIndex: number, traceContext = this.traceOf(render), composition?: AssetRef): Promise<void> {
    const scene = render.plan.find((s) => s.index === sceneIndex);
    if (!scene) throw new Error(`render ${render.id} has no scene ${sceneIndex}`);
    const envelope: OutgoingJob = {
      jobId: sceneJobId(render.id, scene.index), renderId: render.id, orgId: render.orgId, traceContext, enqueuedAtMs: Date.now(),
      scene: {
        sceneIndex: scene.index, sceneCount: render.plan.length, startFrame: scene.startFrame, frameCount: scene.frameCount,
        composition: composition ?? await this.snapshotRef(render), video: this.videoSettings(render.format), assets: render.assets ?? [],
      },
    };
    await this.deps.jobs.publish(renderQueue, envelope);
  }

  /**
   * Publishes the render's AssembleJob again and notes that it is out: recovery of an assembling
   * render, a lost node's assembly, or the assembly of a render queued before assemblies went out
   * with the scenes (published when its last scene is recorded). The job id is always the same.
   */
  async dispatchAssembly(render: StoredRender): Promise<void> {
    await this.publishAssembly(render);
    if (render.status === 'assembling') await this.deps.renders.jobsPublished(render.orgId, render.id);
  }

  /** Publishes the AssembleJob: the segments recorded so far, in scene order; its node watches for the rest. */
  private async publishAssembly(render: StoredRender, traceContext = this.traceOf(render), composition?: AssetRef): Promise<void> {
    const segments = (await Promise.all(Object.entries(render.scenes)
      .filter(([, scene]) => scene.done)
      .map(async ([index, scene]) => ({
        sceneIndex: Number(index), frameCount: scene.frameCount,
        segment: { contentHash: scene.segmentHash, sizeBytes: scene.segmentBytes ?? await this.blobSize(scene.segmentHash), mediaType: 'video/mp4' },
      }))))
      .sort((a, b) => a.sceneIndex - b.sceneIndex);
    const envelope: OutgoingJob = {
      jobId: assembleJobIds.jobId({ renderId: render.id }), renderId: render.id, orgId: render.orgId, traceContext, enqueuedAtMs: Date.now(),
      assemble: {
        segments, sceneCount: render.plan.length, composition: composition ?? await this.snapshotRef(render), assets: render.assets ?? [],
        video: this.videoSettings(render.format), totalFrames: render.format.frameCount, startFrame: render.window?.startFrame ?? 0,
      },
    };
    await this.deps.jobs.publish(renderQueue, envelope);
  }

  private async blobSize(key: string): Promise<number> {
    const stat = await this.deps.blobs.stat(key);
    if (!stat) throw new Error(`blob ${key} is missing from the blob store`);
    return stat.sizeBytes;
  }

  /**
   * After a control-plane restart: puts every active render's outstanding work back on the queue.
   * With a durable broker (`republish: false`) only what may have been lost between a state change
   * and its publish is sent again (renders whose scene jobs, or whose assembly, were not noted as
   * published); with the in-process queue, whose jobs died with the process, all of it.
   */
  async recover(options: { republish: boolean }): Promise<number> {
    let recovered = 0;
    let cursor: string | null = null;
    do {
      const page = await this.deps.renders.active(200, cursor);
      for (const render of page.items) {
        if (!(await this.deps.blobs.stat(render.compositionHash))) continue;
        if (render.jobsPublished && !options.republish) continue;
        if (render.status === 'assembling') await this.dispatchAssembly(render);
        else await this.publish(render);
        recovered++;
      }
      cursor = page.nextCursor;
    } while (cursor);
    return recovered;
  }
}

/**
 * The render a scene or assemble job a node holds belongs to, while it is being rendered: null
 * when the job's id names another render than the job says, or the render is gone or ended. Read
 * once per heartbeat, however many of the render's jobs the node holds.
 */
export async function activeRenderOf(job: FarmJob<AssemblyRef>, renders: Renders, lookups: Lookups): Promise<StoredRender | null> {
  if (job.ref.renderId !== job.renderId) return null;
  const render = await lookups.once(`render:${job.orgId}/${job.renderId}`, () => renders.find(job.orgId, job.renderId));
  return render && activeStatuses.includes(render.status) ? render : null;
}

/** A node's report of one attempt of a render's job (its scene, or its assembly), recorded with the render's attempts. */
export function recordAttempt(renders: Renders, report: {
  jobId: string; orgId: string; renderId: string; nodeId: string; sceneIndex: number | null; outcome: AttemptOutcome;
  cost: JobCost__Output | null; code?: string; received?: ReceivedBlob['received'];
}): Promise<void> {
  return renders.recordAttempt({
    ...report, kind: report.sceneIndex === null ? 'assemble' : 'scene', endedAtMs: Date.now(), received: report.received ?? null, code: report.code ?? null,
  });
}

/** The attempt hooks the scene and assemble kinds share: failed and lost attempts join the render's attempts. */
export function attemptHooks(renders: Renders, sceneIndex: (ref: AssemblyRef) => number | null) {
  return {
    attemptFailed: (failure: JobFailure__Output & { ref: AssemblyRef }) => recordAttempt(renders, {
      jobId: failure.jobId, orgId: failure.orgId, renderId: failure.ref.renderId, nodeId: failure.nodeId, sceneIndex: sceneIndex(failure.ref),
      outcome: 'failed', code: failure.code, cost: failure.cost ?? null,
    }),
    attemptLost: (job: LostJob<AssemblyRef>) => renders.recordAttempt(RenderAttempts.lost({
      orgId: job.orgId, renderId: job.ref.renderId, jobId: job.jobId, kind: sceneIndex(job.ref) === null ? 'assemble' : 'scene', sceneIndex: sceneIndex(job.ref),
      nodeId: job.nodeId, startedAtMs: job.startedAtMs, slot: job.slot, lastSeenAtMs: job.lastSeenAtMs,
    })),
  };
}

/** A scene or assemble job given up: its render ends in error (counted once, by the report that ended it). */
export async function renderFailed(job: GivenUpJob & { ref: AssemblyRef }, deps: { renders: Renders; metrics: FarmMetrics }): Promise<void> {
  const render = await deps.renders.failed(job.orgId, job.ref.renderId, {
    code: job.code, message: job.message, details: job.details, category: job.category ?? categoryOf(job.code), retryable: job.retryable,
  });
  if (render.status === 'error' && render.errorCode === job.code) deps.metrics.rendersFinished.inc({ status: 'error' });
}

/**
 * How often a scene watch reads the render again without being woken: a scene recorded by another
 * control-plane replica (this one wakes its watches at once), or the render ending.
 */
const sceneWatchPollMs = 500;

/** The watches of renders' recorded scenes (WatchScenes): what an assembly follows. */
export class SceneWatches {
  /** Scene watches waiting for their render's next recorded scene, by render id. */
  private readonly wakeups = new Wakeups();

  constructor(private readonly renders: Renders) {}

  /** This process recorded a scene of the render: its watches read the render now. */
  recorded(renderId: string): void {
    this.wakeups.wake(renderId);
  }

  /**
   * The render's recorded scenes: every one recorded already, then each as it is recorded; done
   * once every scene is. A recording by this process wakes the watch at once, one by another
   * replica is seen at the next poll. NOT_FOUND when the render is gone or ended (cancelled, failed).
   */
  async *scenes(orgId: string, renderId: string, signal: AbortSignal): AsyncGenerator<RecordedScene> {
    const sent = new Set<string>();
    while (!signal.aborted) {
      // Listening before reading: a scene recorded between the read and the wait still wakes it.
      const next = this.wakeups.listen(renderId, sceneWatchPollMs, signal);
      try {
        const render = await this.renders.find(orgId, renderId);
        if (!render || !activeStatuses.includes(render.status)) throw new AppError(404, 'not_found', `render ${renderId} is not being rendered`);
        const recorded = Object.entries(render.scenes).filter(([index, scene]) => scene.done && !sent.has(index)).sort(([a], [b]) => Number(a) - Number(b));
        for (const [index, scene] of recorded) {
          sent.add(index);
          yield { sceneIndex: Number(index), frameCount: scene.frameCount, contentHash: scene.segmentHash, sizeBytes: scene.segmentBytes ?? 0 };
        }
        if (sent.size >= render.plan.length) return;
        await next.woken;
      } finally {
        next.stop();
      }
    }
  }
}
