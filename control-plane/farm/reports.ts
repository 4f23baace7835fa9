/**
 * What the farm does with what render nodes report: registration and leases, in-scene progress,
 * finished scenes (told to the render's assembly as they are recorded), finished outputs, failures.
 * The gRPC servant only authenticates, frames and hands the generated messages here; everything
 * that decides something about a render lives in this module and the render domain.
 */
import { farmProtocolRevision, type RegisterRequest__Output } from '../../proto/index.ts';
import type {
  JobResult__Output, AssemblyResult__Output, AudioAnalysisMessage__Output, ExtractionResult__Output, FactResult__Output, HeartbeatRequest__Output, HeartbeatResponse, JobFailure__Output, NodeCapabilities__Output,
  AnalysisResult__Output, ProbeResult__Output, RecordedScene, RegisterResponse, SceneProgress__Output, SceneResult__Output, StillResult__Output, ComponentPreviewResult__Output,
  WatchScenesRequest__Output,
} from '../../proto/index.ts';
import { Wakeups } from '../../shared/concurrency.ts';
import { categoryOf, type ErrorCategory } from '../../shared/failures.ts';
import { AppError } from '../../shared/errors.ts';
import { isMediaKind } from '../../shared/media-facts.ts';
import { type AudioAnalysis, isEnvelopeClass } from '../../shared/sounds/analysis.ts';
import type { BlobStore } from '../blobs/index.ts';
import type { MediaLibrary } from '../domain/media.ts';
import { activeStatuses, type Renders, type StoredRender } from '../domain/renders.ts';
import type { StillCaptures } from '../domain/stills.ts';
import type { ComponentPreviews } from '../domain/component-previews.ts';
import type { MediaFacts } from '../domain/facts.ts';
import type { Transcriptions } from '../transcription/transcriptions.ts';
import type { RenderDispatcher } from './dispatcher.ts';
import { type JobRef, parseJobId } from './job-ids.ts';
import type { FarmMetrics } from './metrics.ts';
import type { InFlightJobRecord, NodeRegistry } from './nodes.ts';

export interface FarmLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/** A blob a node uploaded, as the store received it. */
export interface ReceivedBlob { key: string; sizeBytes: number }

/** The control plane's answer to an upload: `accepted` false asks the node to upload again. */
export interface UploadVerdict { accepted: boolean; duplicate: boolean }

/** A job that will not be tried again, and why. */
export interface GivenUpJob {
  jobId: string;
  orgId: string;
  code: string;
  message: string;
  details: Record<string, unknown>;
  /** Defaults to the code's category (shared/failures.ts). */
  category?: ErrorCategory;
  retryable: boolean;
}

/** Whether the render has a result recorded for this scene. */
function isRecorded(render: StoredRender | null, sceneIndex: number): boolean {
  return render?.scenes[String(sceneIndex)]?.done === true;
}

/** Progress is written at most this often per stream: a status poll needs no finer grain. */
const progressWriteIntervalMs = 1000;

/**
 * How often a scene watch reads the render again without being woken: a scene recorded by another
 * control-plane replica (this one wakes its watches at once), or the render ending.
 */
const sceneWatchPollMs = 500;

export class FarmReports {
  constructor(private readonly deps: {
    registry: NodeRegistry; renders: Renders; media: MediaLibrary; transcriptions: Transcriptions; stills: StillCaptures; facts: MediaFacts;
    componentPreviews: ComponentPreviews; dispatcher: RenderDispatcher; blobs: BlobStore; metrics: FarmMetrics; log: FarmLog;
  }) {}

  /** Scene watches waiting for their render's next recorded scene, by render id. */
  private readonly sceneWatches = new Wakeups();

  /**
   * The bytes of a result: what came with the upload, or — when the node wrote them to the object
   * store itself (LocateBlob) — the stored object under the declared hash (the store took them only
   * if they had that hash and size).
   */
  private async bytesOf(received: ReceivedBlob | null, declaredHash: string): Promise<ReceivedBlob | null> {
    if (received || !declaredHash) return received;
    const stat = await this.deps.blobs.stat(declaredHash);
    return stat ? { key: declaredHash, sizeBytes: stat.sizeBytes } : null;
  }

  async register({ capabilities, nodeId, protocolRevision }: RegisterRequest__Output): Promise<RegisterResponse> {
    if (protocolRevision !== farmProtocolRevision) {
      throw new AppError(412, 'protocol_mismatch', `this control plane speaks farm protocol revision ${farmProtocolRevision}; the node speaks ${protocolRevision || 'an older one'}: run the same framefleet release on both`);
    }
    const node = await this.deps.registry.register({
      hostname: capabilities?.hostname ?? '', softwareVersion: capabilities?.version ?? '', gpuModel: capabilities?.gpuModel ?? '', slots: capabilities?.slots || 1,
      encoders: (capabilities?.encoders ?? []).map((e) => ({ codec: e.codec, backend: e.backend, available: e.available, reason: e.reason })),
    }, nodeId || undefined);
    this.deps.log.info({ nodeId: node.id, hostname: node.hostname, slots: node.slots }, 'render node registered');
    const { heartbeatIntervalMs, leaseTtlMs } = this.deps.registry.terms;
    return { nodeId: node.id, heartbeatIntervalMs, leaseTtlMs, blobsDirect: this.deps.blobs.nodeTransfersDirect };
  }

  /**
   * Renews the lease and tells the node which of its jobs to abandon: those whose render ended,
   * scenes already recorded (a copy of the job, republished when another node lost its lease, was
   * done first), fact jobs whose fact is no longer pending (delivered by a copy, or failed), and ids
   * that are not the farm's or do not belong to the render they name. Each job names its render
   * (or fact) and org, so this is one direct lookup each, never a search across orgs. Media, still
   * and component preview jobs are short and always finish.
   */
  async heartbeat(request: HeartbeatRequest__Output): Promise<HeartbeatResponse> {
    const inFlight: InFlightJobRecord[] = request.inFlight.map((j) => ({ jobId: j.jobId, renderId: j.renderId, orgId: j.orgId }));
    const node = await this.deps.registry.heartbeat(request.nodeId, inFlight, request.encodeFps);
    if (!node) return { leaseExpiresAtMs: 0, abandonJobIds: [], drain: false, known: false };
    const abandonJobIds: string[] = [];
    const renders = new Map<string, Promise<StoredRender | null>>();
    for (const job of inFlight) {
      const ref = parseJobId(job.jobId);
      if (ref?.kind === 'probe' || ref?.kind === 'analyze' || ref?.kind === 'extractAudio' || ref?.kind === 'still' || ref?.kind === 'componentPreview') continue;
      if (ref?.kind === 'fact') {
        if ((await this.deps.facts.find(job.orgId, ref.factId))?.status !== 'pending') abandonJobIds.push(job.jobId);
        continue;
      }
      if (!ref || ref.renderId !== job.renderId) {
        abandonJobIds.push(job.jobId);
        continue;
      }
      const key = `${job.orgId}/${job.renderId}`;
      if (!renders.has(key)) renders.set(key, this.deps.renders.find(job.orgId, job.renderId));
      const render = await renders.get(key)!;
      if (!render || !activeStatuses.includes(render.status) || (ref.kind === 'scene' && isRecorded(render, ref.sceneIndex))) abandonJobIds.push(job.jobId);
    }
    if (request.encodeFps > 0) this.deps.metrics.encodeFps.set({ node: node.id }, request.encodeFps);
    return { leaseExpiresAtMs: Date.parse(node.leaseExpiresAt), abandonJobIds, drain: node.status === 'draining', known: true };
  }

  /**
   * Folds one progress stream into the render's percent, or a fact job's frames done (throttled),
   * and answers whether the work is still wanted once the stream ends.
   */
  async progress(reports: AsyncIterable<SceneProgress__Output>): Promise<{ abandon: boolean }> {
    let abandon = false;
    let lastWrite = 0;
    for await (const p of reports) {
      const now = Date.now();
      if (now - lastWrite < progressWriteIntervalMs || !p.orgId) continue;
      lastWrite = now;
      const ref = parseJobId(p.jobId);
      if (ref?.kind === 'fact') {
        if (!(await this.deps.facts.progress(p.orgId, ref.factId, p.framesDone, p.frameCount))) abandon = true;
        continue;
      }
      const render = await this.deps.renders.sceneProgress(p.orgId, p.renderId, p.sceneIndex, p.framesDone, p.frameCount);
      if (!render || !activeStatuses.includes(render.status)) abandon = true;
    }
    return { abandon };
  }

  /**
   * Records a scene's segment once and tells the render's scene watches (its assembly). The first
   * result recorded is the one that counts, whichever node sent it: a later one — a redelivery, or
   * a node that lost its lease and finished anyway — is accepted as a duplicate and changes
   * nothing (its segment never replaces the recorded one). A render queued before assemblies went
   * out with the scenes has its assembly published by the report of its last scene; a duplicate
   * that finds it assembling with the assembly not yet published publishes it (same job id): the
   * report that recorded the last scene failed to publish it (broker down) and is being retried.
   */
  async sceneCompleted(result: SceneResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    const received = await this.bytesOf(uploaded, result.contentHash);
    if (!received || !this.matches(result, received)) return { accepted: false, duplicate: false };
    const { outcome, render } = await this.deps.renders.sceneCompleted(result.orgId, result.renderId, result.sceneIndex, {
      frameCount: result.frameCount, segmentHash: received.key, segmentBytes: received.sizeBytes, nodeId: result.nodeId, encoder: result.encoder,
      ...(result.startedAtMs ? { startedAtMs: result.startedAtMs, finishedAtMs: result.finishedAtMs } : {}),
    });
    if (outcome === 'recorded') {
      this.deps.metrics.sceneSeconds.observe(result.renderSeconds + result.encodeSeconds);
      this.deps.metrics.scenesCompleted.inc();
      this.sceneWatches.wake(result.renderId);
    }
    if (outcome !== 'stale' && render.status === 'assembling' && !render.jobsPublished) await this.deps.dispatcher.dispatchAssembly(render);
    return { accepted: true, duplicate: outcome === 'duplicate' };
  }

  /**
   * The render's recorded scenes for its assembly (WatchScenes): every one recorded already, then
   * each as it is recorded; done once every scene is. A recording by this process wakes the watch
   * at once, one by another replica is seen at the next poll. NOT_FOUND when the job is not the
   * render's assembly or the render is gone or ended (cancelled, failed).
   */
  async *recordedScenes(request: WatchScenesRequest__Output, signal: AbortSignal): AsyncGenerator<RecordedScene> {
    const ref = parseJobId(request.jobId);
    if (ref?.kind !== 'assemble' || ref.renderId !== request.renderId) throw new AppError(404, 'not_found', `${request.jobId} is not the assembly of render ${request.renderId}`);
    const sent = new Set<string>();
    while (!signal.aborted) {
      // Listening before reading: a scene recorded between the read and the wait still wakes it.
      const next = this.sceneWatches.listen(request.renderId, sceneWatchPollMs, signal);
      try {
        const render = await this.deps.renders.find(request.orgId, request.renderId);
        if (!render || !activeStatuses.includes(render.status)) throw new AppError(404, 'not_found', `render ${request.renderId} is not being rendered`);
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

  /** Records a finished job's result with what the kind it names does with it. */
  async jobCompleted(result: JobResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    switch (result.result) {
      case 'scene': return this.sceneCompleted(result.scene!, uploaded);
      case 'assemble': return this.assemblyCompleted(result.assemble!, uploaded);
      case 'probe': return this.probeCompleted(result.probe!, uploaded);
      case 'analyze': return this.analysisCompleted(result.analyze!);
      case 'extractAudio': return this.extractionCompleted(result.extractAudio!, uploaded);
      case 'still': return this.stillCompleted(result.still!, uploaded);
      case 'fact': return this.factCompleted(result.fact!, uploaded);
      case 'componentPreview': return this.componentPreviewCompleted(result.componentPreview!, uploaded);
      default: throw new AppError(400, 'upload_malformed', 'a job result must name its kind');
    }
  }

  /** Records the render's output once: the render completes and is charged. */
  async assemblyCompleted(result: AssemblyResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    const received = await this.bytesOf(uploaded, result.contentHash);
    if (!received || !this.matches(result, received)) return { accepted: false, duplicate: false };
    const { outcome } = await this.deps.renders.completed(result.orgId, result.renderId, {
      blobKey: received.key, sizeBytes: received.sizeBytes, frameCount: result.frameCount, durationSec: result.durationSeconds,
    });
    if (outcome === 'completed') this.deps.metrics.rendersFinished.inc({ status: 'complete' });
    return { accepted: true, duplicate: outcome !== 'completed' };
  }

  /** What a probe found: the media item becomes ready (or failed: not media), once. */
  async probeCompleted(result: ProbeResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    const thumbnail = await this.bytesOf(uploaded, result.thumbnailHash);
    const declared = result.thumbnailHash ? { jobId: result.jobId, contentHash: result.thumbnailHash, sizeBytes: result.thumbnailBytes } : null;
    if (declared ? !thumbnail || !this.matches(declared, thumbnail) : thumbnail !== null) return { accepted: false, duplicate: false };
    const f = result.facts;
    if (f && !isMediaKind(f.kind)) throw new AppError(400, 'probe_malformed', `a probe reported the unknown media kind '${f.kind}'`);
    const facts = f && isMediaKind(f.kind) ? {
      kind: f.kind, mimeType: f.mimeType, durationSec: f.durationSeconds || null, width: f.width || null, height: f.height || null, hasAudio: f.hasAudio,
    } : null;
    const recorded = await this.deps.media.probed(result.orgId, result.mediaId, facts, thumbnail?.key ?? null);
    return { accepted: true, duplicate: !recorded };
  }

  /** What an analyze job measured of a ready item: recorded once. */
  async analysisCompleted(result: AnalysisResult__Output): Promise<UploadVerdict> {
    const a = result.audio;
    if (a && !isEnvelopeClass(a.envelopeClass)) throw new AppError(400, 'analysis_malformed', `an analysis reported the unknown envelope class '${a.envelopeClass}'`);
    const s = result.signals;
    const recorded = await this.deps.media.analysed(result.orgId, result.mediaId, {
      audio: a ? audioAnalysisOf(a) : null,
      signals: s && s.stepSeconds > 0 ? { stepSec: s.stepSeconds, loudnessDb: s.loudnessDb, shotChanges: s.shotChanges } : null,
    });
    return { accepted: true, duplicate: !recorded };
  }

  /** The sound of a transcription attempt: it goes to the provider, once. */
  async extractionCompleted(result: ExtractionResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    const received = await this.bytesOf(uploaded, result.contentHash);
    if (!received || !this.matches(result, received)) return { accepted: false, duplicate: false };
    const recorded = await this.deps.transcriptions.audioExtracted(result.orgId, result.mediaId, result.attemptId, received.key);
    return { accepted: true, duplicate: !recorded };
  }

  /** One image of a still capture: recorded once; the last one completes the capture. */
  async stillCompleted(result: StillResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    const received = await this.bytesOf(uploaded, result.contentHash);
    if (!received || !this.matches(result, received)) return { accepted: false, duplicate: false };
    const recorded = await this.deps.stills.imageRecorded(result.orgId, result.captureId, result.index, {
      frame: result.frame, blobKey: received.key, width: result.width, height: result.height, sizeBytes: received.sizeBytes, mediaType: result.mediaType,
    });
    return { accepted: true, duplicate: !recorded };
  }

  /** A component preview's WebM: recorded once (the first one counts); it completes the preview. */
  async componentPreviewCompleted(result: ComponentPreviewResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    const received = await this.bytesOf(uploaded, result.contentHash);
    if (!received || !this.matches(result, received)) return { accepted: false, duplicate: false };
    const ref = parseJobId(result.jobId);
    if (ref?.kind !== 'componentPreview' || ref.previewId !== result.previewId) throw new AppError(400, 'preview_mismatch', `job ${result.jobId} is not the job of component preview ${result.previewId}`);
    if (!(result.fpsNum > 0 && result.fpsDen > 0)) throw new AppError(400, 'preview_malformed', `the result of ${result.jobId} has no frame rate`);
    const recorded = await this.deps.componentPreviews.delivered(result.orgId, result.previewId, {
      blobKey: received.key, sizeBytes: received.sizeBytes, mediaType: result.mediaType, codec: result.codec, alpha: result.alpha,
      width: result.width, height: result.height, fps: { num: result.fpsNum, den: result.fpsDen }, frames: result.frames,
    });
    return { accepted: true, duplicate: !recorded };
  }

  /**
   * A derived fact's result: recorded once (the first one counts), then charged once — or, for a
   * matte without a reliable silhouette, delivered free.
   */
  async factCompleted(result: FactResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    const received = await this.bytesOf(uploaded, result.contentHash);
    if (!received || !this.matches(result, received)) return { accepted: false, duplicate: false };
    const ref = parseJobId(result.jobId);
    if (ref?.kind !== 'fact' || ref.factId !== result.factId) throw new AppError(400, 'fact_mismatch', `job ${result.jobId} is not the job of fact ${result.factId}`);
    if (!(result.fpsNum > 0 && result.fpsDen > 0) || !(result.presenceFraction >= 0 && result.presenceFraction <= 1)) {
      throw new AppError(400, 'fact_malformed', `the result of ${result.jobId} has no frame rate or a presence fraction outside 0..1`);
    }
    const recorded = await this.deps.facts.delivered(result.orgId, result.factId, {
      blobKey: received.key, sizeBytes: received.sizeBytes, mediaType: result.mediaType, frames: result.frames, width: result.width, height: result.height,
      fps: result.fpsNum / result.fpsDen, presenceFraction: result.presenceFraction, tracks: result.trackCount, framesWithSubjects: result.framesWithSubjects, maxSubjects: result.maxSubjects,
    });
    return { accepted: true, duplicate: !recorded };
  }

  /** A failed attempt: what the job was for ends when retrying cannot help or the job used its last delivery. */
  async jobFailed(failure: JobFailure__Output): Promise<void> {
    this.deps.log.warn({ jobId: failure.jobId, nodeId: failure.nodeId, code: failure.code, final: failure.final }, failure.message);
    if (failure.retryable && !failure.final) return;
    await this.jobGivenUp({
      jobId: failure.jobId, orgId: failure.orgId, code: failure.code, message: failure.message, details: { jobId: failure.jobId, nodeId: failure.nodeId },
      retryable: failure.retryable,
    });
  }

  /**
   * A job that will not be tried again (a final failure, or a dead letter): its render ends in
   * error, its media item fails, its transcription fails, its still capture, its fact or its component preview fails — unless it
   * was a copy of a scene whose result is recorded (a lost node's job, done elsewhere), which
   * gives nothing up. Returns what the job was, or null for an id that is not the farm's.
   */
  async jobGivenUp(job: GivenUpJob): Promise<JobRef | null> {
    const ref = parseJobId(job.jobId);
    if (!ref) return null;
    if (ref.kind === 'probe') await this.deps.media.probeFailed(job.orgId, ref.mediaId, job.message);
    else if (ref.kind === 'analyze') await this.deps.media.analysisFailed(job.orgId, ref.mediaId, job.message);
    else if (ref.kind === 'extractAudio') await this.deps.transcriptions.extractionFailed(job.orgId, ref.mediaId, ref.attemptId, job.message);
    else if (ref.kind === 'still') await this.deps.stills.failed(job.orgId, ref.captureId, { code: job.code, message: job.message });
    else if (ref.kind === 'fact') await this.deps.facts.failed(job.orgId, ref.factId, { code: job.code, message: job.message });
    else if (ref.kind === 'componentPreview') await this.deps.componentPreviews.failed(job.orgId, ref.previewId, { code: job.code, message: job.message });
    else if (ref.kind === 'scene' && isRecorded(await this.deps.renders.find(job.orgId, ref.renderId), ref.sceneIndex)) {
      this.deps.log.info({ jobId: job.jobId }, 'a copy of a recorded scene was given up; the render goes on');
    } else {
      const render = await this.deps.renders.failed(job.orgId, ref.renderId, {
        code: job.code, message: job.message, details: job.details, category: job.category ?? categoryOf(job.code), retryable: job.retryable,
      });
      if (render.status === 'error' && render.errorCode === job.code) this.deps.metrics.rendersFinished.inc({ status: 'error' });
    }
    return ref;
  }

  async deregister(nodeId: string): Promise<void> {
    await this.deps.registry.deregister(nodeId);
    this.deps.log.info({ nodeId }, 'render node left');
  }

  /** The bytes that arrived are the bytes the node declared (hash and size). */
  private matches(declared: { jobId: string; contentHash: string; sizeBytes: number }, received: ReceivedBlob): boolean {
    if (received.key === declared.contentHash && received.sizeBytes === declared.sizeBytes) return true;
    this.deps.log.warn({ jobId: declared.jobId, declared: declared.contentHash, received: received.key }, 'upload did not match its declaration');
    return false;
  }
}

/** A probe's sound analysis as the media record keeps it (the envelope class is checked by the caller). */
function audioAnalysisOf(a: AudioAnalysisMessage__Output): AudioAnalysis {
  return {
    durationSec: a.durationSeconds,
    evidence: { envelopeClass: a.envelopeClass as AudioAnalysis['evidence']['envelopeClass'], attackMs: a.attackMs, spectralCentroidHz: a.spectralCentroidHz, meanVolumeDb: a.meanVolumeDb, maxVolumeDb: a.maxVolumeDb },
    bpm: a.bpm > 0 ? a.bpm : null,
    beatStrength: a.beatStrength,
    pauseFraction: a.pauseFraction,
  };
}
