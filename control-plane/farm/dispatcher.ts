/**
 * Puts work on the queues: for a render, one SceneJob per planned scene and the AssembleJob behind
 * them; for a media item, its probe or sound extraction on the media queue;
 * for a still capture, its StillJob on the media queue too, and so for a component preview, its
 * ComponentPreviewJob; for a derived fact, its FactJob on the scene queue.
 * Every publish waits for the broker's confirm. What to render was decided when the
 * render was queued (the plan is stored with it); this module only publishes. Job ids derive from
 * the render and the scene (job-ids.ts), so publishing a render again (after a crash between two
 * publishes) yields the same jobs, which completion then counts once.
 */
import { buffer } from 'node:stream/consumers';
import { encodeJob, type AssetRef, type JobEnvelope } from '../../proto/index.ts';
import { fpsRational } from '../../shared/composition/timing.ts';
import type { JobQueue } from '../../shared/queue/index.ts';
import { injectTraceContext, inSpan } from '../../shared/telemetry/tracing.ts';
import type { BlobStore } from '../blobs/index.ts';
import type { MediaJobPublisher, MediaJobSubject } from '../domain/media.ts';
import type { RenderPublisher } from '../domain/render-submissions.ts';
import { dispatchOrder, gopFrames, type RenderFormat } from '../domain/render-plan.ts';
import type { Renders, StoredRender } from '../domain/renders.ts';
import type { StillPublisher, StoredStillCapture } from '../domain/stills.ts';
import type { FactPublisher, StoredFact } from '../domain/facts.ts';
import type { ComponentPreviewPublisher, StoredComponentPreview } from '../domain/component-previews.ts';
import { analyzeJobId, assembleJobId, componentPreviewJobId, extractAudioJobId, factJobId, probeJobId, sceneJobId, stillJobId } from './job-ids.ts';

export interface EncodeSettings {
  codec: 'h264' | 'hevc';
  backend: 'auto' | 'nvenc' | 'vaapi' | 'software';
  preset: string;
  crf: number;
}

/** Scene jobs of a render published ahead of the others, so the first nodes start sooner. */
const firstWaveJobs = 8;

/** Composition snapshots up to this size travel inside their jobs (a typical one is a few KiB). */
export const maxInlineSnapshotBytes = 64 * 1024;

export const defaultEncodeSettings: EncodeSettings = { codec: 'h264', backend: 'auto', preset: 'veryfast', crf: 20 };

export class RenderDispatcher implements RenderPublisher, MediaJobPublisher, StillPublisher, FactPublisher, ComponentPreviewPublisher {
  constructor(
    private readonly deps: {
      queue: JobQueue; queueName: string; mediaQueueName: string; blobs: BlobStore; renders: Renders;
      /** Whether probes make thumbnails (default true). */
      thumbnails?: boolean;
    },
    private readonly encode: EncodeSettings = defaultEncodeSettings,
  ) {}

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
      const scenes = dispatchOrder(render.plan.filter((scene) => !render.scenes[String(scene.index)]?.done));
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
    const envelope: JobEnvelope = {
      jobId: sceneJobId(render.id, scene.index), renderId: render.id, orgId: render.orgId, traceContext, enqueuedAtMs: Date.now(),
      scene: {
        sceneIndex: scene.index, sceneCount: render.plan.length, startFrame: scene.startFrame, frameCount: scene.frameCount,
        composition: composition ?? await this.snapshotRef(render), video: this.videoSettings(render.format), assets: render.assets ?? [],
      },
    };
    await this.deps.queue.publish(this.deps.queueName, encodeJob(envelope), { messageId: envelope.jobId, headers: traceContext });
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
    const envelope: JobEnvelope = {
      jobId: assembleJobId(render.id), renderId: render.id, orgId: render.orgId, traceContext, enqueuedAtMs: Date.now(),
      assemble: {
        segments, sceneCount: render.plan.length, composition: composition ?? await this.snapshotRef(render), assets: render.assets ?? [],
        video: this.videoSettings(render.format), totalFrames: render.format.frameCount, startFrame: render.window?.startFrame ?? 0,
      },
    };
    await this.deps.queue.publish(this.deps.queueName, encodeJob(envelope), { messageId: envelope.jobId, headers: traceContext });
  }

  private async blobSize(key: string): Promise<number> {
    const stat = await this.deps.blobs.stat(key);
    if (!stat) throw new Error(`blob ${key} is missing from the blob store`);
    return stat.sizeBytes;
  }

  /** Publishes the probe of a media item's bytes (facts, and a thumbnail unless the deployment makes none). */
  async publishProbe(media: MediaJobSubject): Promise<void> {
    await this.publishMediaJob({
      jobId: probeJobId(media.id), renderId: '', orgId: media.orgId, traceContext: injectTraceContext(), enqueuedAtMs: Date.now(),
      probe: {
        mediaId: media.id, media: { contentHash: media.contentHash, sizeBytes: media.sizeBytes, mediaType: 'application/octet-stream' },
        skipThumbnail: this.deps.thumbnails === false,
      },
    });
  }

  /** Publishes the measurements of a ready video or audio item that only later features read. */
  async publishAnalysis(media: MediaJobSubject, facts: { kind: string; durationSec: number | null; hasAudio: boolean }): Promise<void> {
    await this.publishMediaJob({
      jobId: analyzeJobId(media.id), renderId: '', orgId: media.orgId, traceContext: injectTraceContext(), enqueuedAtMs: Date.now(),
      analyze: {
        mediaId: media.id, media: { contentHash: media.contentHash, sizeBytes: media.sizeBytes, mediaType: 'application/octet-stream' },
        kind: facts.kind, durationSeconds: facts.durationSec ?? 0, hasAudio: facts.hasAudio,
      },
    });
  }

  /** Publishes the extraction of a media item's sound for one transcription attempt. */
  async publishAudioExtraction(media: MediaJobSubject, attemptId: string): Promise<void> {
    await this.publishMediaJob({
      jobId: extractAudioJobId(media.id, attemptId), renderId: '', orgId: media.orgId, traceContext: injectTraceContext(), enqueuedAtMs: Date.now(),
      extractAudio: { mediaId: media.id, attemptId, media: { contentHash: media.contentHash, sizeBytes: media.sizeBytes, mediaType: 'application/octet-stream' } },
    });
  }

  /**
   * Publishes a still capture's job (one job draws all its images). It goes on the media queue,
   * not the scene queue: a still is a few frames that a caller (often an agent mid-edit) waits
   * on, so it must not wait behind a backlog of render scenes; every node takes media jobs beside
   * its scenes and has the same renderer.
   */
  async publishStill(capture: StoredStillCapture): Promise<void> {
    await this.publishMediaJob({
      jobId: stillJobId(capture.id), renderId: '', orgId: capture.orgId, traceContext: injectTraceContext(), enqueuedAtMs: Date.now(),
      still: {
        captureId: capture.id, composition: { contentHash: capture.compositionHash, sizeBytes: capture.compositionBytes, mediaType: 'application/json' },
        assets: capture.assets, frames: capture.shots.map((s) => s.frame), format: capture.format, quality: capture.quality, width: capture.width, height: capture.height,
      },
    });
  }

  /**
   * Publishes a component preview's job. It goes on the media queue, like a still: a caller (often
   * an author trying params) waits on it, and it is bounded work — one component, at most 600
   * frames of at most 1080p — so it must not wait behind a backlog of render scenes.
   */
  async publishComponentPreview(preview: StoredComponentPreview): Promise<void> {
    await this.publishMediaJob({
      jobId: componentPreviewJobId(preview.id), renderId: '', orgId: preview.orgId, traceContext: injectTraceContext(), enqueuedAtMs: Date.now(),
      componentPreview: {
        previewId: preview.id, composition: { contentHash: preview.compositionHash, sizeBytes: preview.compositionBytes, mediaType: 'application/json' },
        assets: preview.assets, frameCount: preview.frames, crf: 0,
      },
    });
  }

  /**
   * Publishes a derived fact's job. It goes on the scene queue, not the media queue: it runs a
   * model over every frame of a window (minutes for a long one), which would hold up the probes
   * and stills callers wait on; the scene queue is the one sized and autoscaled for long work.
   */
  async publishFact(fact: StoredFact): Promise<void> {
    const traceContext = injectTraceContext();
    const envelope: JobEnvelope = {
      jobId: factJobId(fact.id), renderId: '', orgId: fact.orgId, traceContext, enqueuedAtMs: Date.now(),
      fact: {
        factId: fact.id, mediaId: fact.mediaId, media: { contentHash: fact.contentHash, sizeBytes: fact.mediaBytes, mediaType: 'application/octet-stream' },
        kind: fact.kind, detector: fact.detector ?? '', startSec: fact.window?.startSec ?? 0, endSec: fact.window?.endSec ?? 0,
      },
    };
    await this.deps.queue.publish(this.deps.queueName, encodeJob(envelope), { messageId: envelope.jobId, headers: traceContext });
  }

  private async publishMediaJob(envelope: JobEnvelope): Promise<void> {
    await this.deps.queue.publish(this.deps.mediaQueueName, encodeJob(envelope), { messageId: envelope.jobId, headers: envelope.traceContext ?? {} });
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
