/**
 * What the farm does with what render nodes report: registration and leases, in-job progress,
 * finished jobs, failures. The gRPC servant only authenticates, frames and hands the generated
 * messages here; what a report means for the work a job is for is decided by the job's kind
 * (kinds/), found by the job's id, and the domain service it serves.
 */
import { farmProtocolRevision, type RegisterRequest__Output } from '../../proto/index.ts';
import type {
  JobResult__Output, HeartbeatRequest__Output, HeartbeatResponse, JobFailure__Output, RecordedScene, RegisterResponse, SceneProgress__Output, WatchScenesRequest__Output,
} from '../../proto/index.ts';
import { AppError } from '../../shared/errors.ts';
import type { BlobStore } from '../blobs/index.ts';
import { type FarmJobKinds, type FarmLog, findJob, type GivenUpJob, type JobKindName, Lookups, type ReceivedBlob, type UploadVerdict } from './job-kind.ts';
import type { FarmMetrics } from './metrics.ts';
import type { InFlightJobRecord, NodeRegistry } from './nodes.ts';

/** Progress is written at most this often per stream: a status poll needs no finer grain. */
const progressWriteIntervalMs = 1000;

export class FarmReports {
  constructor(private readonly deps: { registry: NodeRegistry; kinds: FarmJobKinds; blobs: BlobStore; metrics: FarmMetrics; log: FarmLog }) {}

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
   * Renews the lease and tells the node which of its jobs to abandon: ids that are not the farm's,
   * and jobs their kind no longer wants (stillWanted: the render ended, the scene is recorded, the
   * fact is no longer pending…). Each job names its org (and render), so this is one direct lookup
   * each — made once per heartbeat however many jobs ask — never a search across orgs.
   */
  async heartbeat(request: HeartbeatRequest__Output): Promise<HeartbeatResponse> {
    const inFlight: InFlightJobRecord[] = request.inFlight.map((j) => ({ jobId: j.jobId, renderId: j.renderId, orgId: j.orgId, startedAtMs: Number(j.startedAtMs), slot: j.slot }));
    const node = await this.deps.registry.heartbeat(request.nodeId, inFlight, request.encodeFps);
    if (!node) return { leaseExpiresAtMs: 0, abandonJobIds: [], drain: false, known: false };
    const abandonJobIds: string[] = [];
    const lookups = new Lookups();
    for (const job of inFlight) {
      const found = findJob(this.deps.kinds, job.jobId);
      if (!found || !(await found.kind.stillWanted({ ...job, ref: found.ref }, lookups))) abandonJobIds.push(job.jobId);
    }
    if (request.encodeFps > 0) this.deps.metrics.encodeFps.set({ node: node.id }, request.encodeFps);
    return { leaseExpiresAtMs: Date.parse(node.leaseExpiresAt), abandonJobIds, drain: node.status === 'draining', known: true };
  }

  /**
   * Hands one progress stream, throttled, to the kind of each report's job (a scene's frames fold
   * into its render's percent, a fact job's are its frames done), and answers whether the work is
   * still wanted once the stream ends. A report of an id that is not the farm's is not wanted.
   */
  async progress(reports: AsyncIterable<SceneProgress__Output>): Promise<{ abandon: boolean }> {
    let abandon = false;
    let lastWrite = 0;
    for await (const p of reports) {
      const now = Date.now();
      if (now - lastWrite < progressWriteIntervalMs || !p.orgId) continue;
      lastWrite = now;
      const found = findJob(this.deps.kinds, p.jobId);
      if (!found) abandon = true;
      else if (found.kind.progress && !(await found.kind.progress({ ...p, ref: found.ref }))) abandon = true;
    }
    return { abandon };
  }

  /**
   * WatchScenes: the recorded scenes the job follows (an assembly, its render's), streamed by its
   * kind. NOT_FOUND when the job's kind follows none, or what it follows is gone or ended.
   */
  async *recordedScenes(request: WatchScenesRequest__Output, signal: AbortSignal): AsyncGenerator<RecordedScene> {
    const found = findJob(this.deps.kinds, request.jobId);
    if (!found?.kind.watch) throw new AppError(404, 'not_found', `${request.jobId} is not the assembly of render ${request.renderId}`);
    yield* found.kind.watch({ ...request, ref: found.ref }, signal);
  }

  /** Records a finished job's result with what the kind its result names does with it. */
  async jobCompleted(result: JobResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    if (!result.result) throw new AppError(400, 'upload_malformed', 'a job result must name its kind');
    return this.completed(result.result, result, uploaded);
  }

  private completed<K extends JobKindName>(kind: K, result: JobResult__Output, uploaded: ReceivedBlob | null): Promise<UploadVerdict> {
    return this.deps.kinds[kind].completed(result[kind]!, uploaded);
  }

  /**
   * A failed attempt: recorded by its kind (where it keeps attempts); what the job was for ends
   * when retrying cannot help or the job used its last delivery.
   */
  async jobFailed(failure: JobFailure__Output): Promise<void> {
    this.deps.log.warn({ jobId: failure.jobId, nodeId: failure.nodeId, code: failure.code, final: failure.final }, failure.message);
    const found = findJob(this.deps.kinds, failure.jobId);
    if (found?.kind.attemptFailed) await found.kind.attemptFailed({ ...failure, ref: found.ref });
    if (failure.retryable && !failure.final) return;
    await this.jobGivenUp({
      jobId: failure.jobId, orgId: failure.orgId, code: failure.code, message: failure.message, details: { jobId: failure.jobId, nodeId: failure.nodeId },
      retryable: failure.retryable,
    });
  }

  /**
   * A job that will not be tried again (a final failure, or a dead letter): its kind ends what it
   * was for (a render ends in error, a media item fails, …) — unless there is nothing to end (a
   * copy of a scene whose result is recorded). Returns the job's kind, or null for an id that is
   * not the farm's.
   */
  async jobGivenUp(job: GivenUpJob): Promise<JobKindName | null> {
    const found = findJob(this.deps.kinds, job.jobId);
    if (!found) return null;
    await found.kind.failed({ ...job, ref: found.ref });
    return found.kind.name;
  }

  async deregister(nodeId: string): Promise<void> {
    await this.deps.registry.deregister(nodeId);
    this.deps.log.info({ nodeId }, 'render node left');
  }
}
