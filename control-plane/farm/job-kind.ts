/**
 * What the farm knows of a job kind: the one interface every kind implements (farm/kinds/<kind>.ts)
 * and the table of them (farm/kinds/index.ts). The farm core — the dispatcher, the lease sweeper,
 * the reports of nodes, dead letters, start-up — finds a job's kind by its id and asks the kind;
 * it names no kind and no domain service itself.
 */
import type { JobEnvelope, JobFailure__Output, JobResult__Output, RecordedScene, SceneProgress__Output, WatchScenesRequest__Output } from '../../proto/index.ts';
import type { ErrorCategory } from '../../shared/failures.ts';

/** A job kind: its case of JobEnvelope's `job` oneof, which JobResult's `result` names alike. */
export type JobKindName = NonNullable<JobEnvelope['job']>;

/**
 * The queue a kind's jobs go on: `scene` for long work (the queue sized and autoscaled for it),
 * `media` for bounded work a caller waits on, which must not wait behind a backlog of scenes.
 */
export type FarmQueue = 'scene' | 'media';

/** What a node reports for a finished job of the kind (the kind's case of CompleteJob's JobResult). */
export type ResultOf<K extends JobKindName> = NonNullable<JobResult__Output[K]>;

export interface FarmLog {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * A blob a node uploaded, as the store received it; `received`: when its first and last bytes
 * came through the control plane (absent when the node wrote it to the object store itself).
 */
export interface ReceivedBlob { key: string; sizeBytes: number; received?: { startedAtMs: number; endedAtMs: number } }

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

/** A job a node holds (its heartbeat, or its last one before its lease lapsed), with what its id names. */
export interface FarmJob<Ref> { jobId: string; renderId: string; orgId: string; ref: Ref }

/** A job of a node whose lease lapsed: when the node took it, its slot, and the node's last heartbeat. */
export interface LostJob<Ref> extends FarmJob<Ref> { nodeId: string; startedAtMs: number; slot: number; lastSeenAtMs: number }

/**
 * Lookups the checks of one heartbeat share: each is made once, by whichever of the node's jobs
 * asks first (the scene jobs of one render read the render once).
 */
export class Lookups {
  private readonly made = new Map<string, Promise<unknown>>();

  once<T>(key: string, load: () => Promise<T>): Promise<T> {
    const made = this.made.get(key);
    if (made) return made as Promise<T>;
    const loading = load();
    this.made.set(key, loading);
    return loading;
  }
}

export interface RecoverOptions {
  /**
   * Publish again everything still waiting for its job (the in-process queue, whose jobs died with
   * the process), not only what was never noted as published (a durable broker kept the rest).
   */
  republish: boolean;
}

/**
 * One job kind, the whole of what the control plane does with it. `Ref` is what its job ids name
 * (parse's result, which the farm hands back to the kind's other members with the job); `Subject`
 * what its publish takes.
 */
export interface FarmJobKind<K extends JobKindName = JobKindName, Ref = unknown, Subject extends unknown[] = never> {
  /** The kind's case of JobEnvelope's `job` and of JobResult's `result`. */
  readonly name: K;
  readonly queue: FarmQueue;
  /**
   * The id of the job for what `ref` names. Ids derive from what the job is for, so publishing
   * the same work again (recovery, a lost node's jobs) yields the same id, and recording results
   * by id counts each job once.
   */
  jobId(ref: Ref): string;
  /** What a job id names, or null when the id does not have this kind's format. */
  parse(jobId: string): Ref | null;
  /** Builds the job for its subject and puts it on the kind's queue (waiting for the broker's confirm). */
  publish(...subject: Subject): Promise<void>;
  /** Heartbeat: whether the node holding the job should go on with it; false tells it to abandon the job. */
  stillWanted(job: FarmJob<Ref>, lookups: Lookups): Promise<boolean>;
  /** A lost node's job: published again (same id) if what it was for still waits for it; whether it was. */
  republish(job: FarmJob<Ref>): Promise<boolean>;
  /** CompleteJob with this kind's result and the blob uploaded with it (null when none came): recorded once. */
  completed(result: ResultOf<K>, blob: ReceivedBlob | null): Promise<UploadVerdict>;
  /** The job will not be tried again (a final failure, its last delivery, a dead letter): what it was for ends. */
  failed(job: GivenUpJob & { ref: Ref }): Promise<void>;
  /** Start-up: puts back on the queue what a stopped control plane left of this kind, and logs what it resumed. */
  recover(options: RecoverOptions): Promise<void>;
  /**
   * A progress report of a running job (ReportProgress), throttled by the farm: recorded; false
   * when the work is no longer wanted. Reports of a kind without it are not recorded.
   */
  progress?(report: SceneProgress__Output & { ref: Ref }): Promise<boolean>;
  /** WatchScenes: the recorded scenes a running job of the kind follows. Kinds without it answer NOT_FOUND. */
  watch?(request: WatchScenesRequest__Output & { ref: Ref }, signal: AbortSignal): AsyncIterable<RecordedScene>;
  /** Every failed attempt a node reports (retried or not), for kinds that keep their attempts (a render's trace). */
  attemptFailed?(failure: JobFailure__Output & { ref: Ref }): Promise<void>;
  /** A job of a node whose lease lapsed, once it was put back on the queue, for kinds that keep their attempts. */
  attemptLost?(job: LostJob<Ref>): Promise<void>;
}

/** The table of kinds: one for every case of JobEnvelope's `job` (a case without its kind is a type error). */
export type FarmJobKinds = { readonly [K in JobKindName]: FarmJobKind<K> };

/**
 * The id format of a kind with one job per subject, `<subject id>.<suffix>` (a probe per media
 * item, an assembly per render…): its `jobId` and `parse`, the ref naming the subject as `key`.
 */
export function subjectJobIds<Key extends string>(suffix: string, key: Key): {
  jobId(ref: Record<Key, string>): string;
  parse(jobId: string): Record<Key, string> | null;
} {
  const pattern = new RegExp(`^([A-Za-z0-9_]+)\\.${suffix}$`);
  return {
    jobId: (ref) => `${ref[key]}.${suffix}`,
    parse: (jobId) => {
      const subject = pattern.exec(jobId)?.[1];
      return subject === undefined ? null : { [key]: subject } as Record<Key, string>;
    },
  };
}

/** A job id as the farm reads it: the kind whose format it has, and what it names. */
export interface FoundJob { kind: FarmJobKind; ref: unknown }

/** The kind a job id belongs to and what it names; null for an id that is not the farm's. */
export function findJob(kinds: FarmJobKinds, jobId: string): FoundJob | null {
  for (const kind of Object.values(kinds)) {
    const ref = kind.parse(jobId);
    if (ref !== null) return { kind, ref };
  }
  return null;
}

/** Start-up: each kind, in the table's order, puts back what a stopped control plane left. */
export async function recoverJobs(kinds: FarmJobKinds, options: RecoverOptions): Promise<void> {
  for (const kind of Object.values(kinds)) await kind.recover(options);
}
