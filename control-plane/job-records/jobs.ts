/**
 * Asynchronous job receipts (spec: Job receipt, `GET /v1/jobs/{jobId}`): long work answers at
 * once with a receipt and finishes later. A job moves `running` → `succeeded` (with `result`) or
 * `failed` (with `error`), or `cancelled`, once: terminal states never change.
 */
import { AppError } from '../../shared/errors.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../store/index.ts';
import type { Permission } from '../http/access.ts';

/** A kind of stored job (`GET /v1/jobs/{jobId}`'s `kind`) and what such a job does, as the Job view documents it. */
export interface JobKindDoc { kind: string; does: string }

export const jobStatuses = ['running', 'succeeded', 'failed', 'cancelled'] as const;
export type JobStatus = (typeof jobStatuses)[number];

export interface JobRecord {
  kind: string;
  /** Caller-meaningful key (e.g. the idempotency key of the request that started it). */
  jobKey: string;
  status: JobStatus;
  /** Permission a key needs to read this job. */
  readPermission: Permission;
  result: Record<string, unknown> | null;
  error: { code: string; message: string } | null;
  finishedAt: string | null;
}

export type StoredJob = JobRecord & OrgDocMeta;

const statusOnly = ['status'] as const;

export class Jobs {
  private readonly jobs: OrgCollection<JobRecord>;

  /** `onFinished` hears of each job this process moves to a terminal state (it wakes waiting reads). */
  constructor(store: DocumentStore, private readonly onFinished: (orgId: string, jobId: string) => void = () => {}) {
    this.jobs = store.orgCollection<JobRecord>({ name: 'jobs', idPrefix: 'job', unique: [['jobKey']] });
  }

  /** Starts a job, or returns the one already started under the same key. */
  async start(orgId: string, input: { kind: string; jobKey: string; readPermission: Permission }): Promise<StoredJob> {
    const scope = this.jobs.forOrg(orgId);
    try {
      return await scope.insert({ ...input, status: 'running', result: null, error: null, finishedAt: null });
    } catch (err) {
      if ((err as { code?: string }).code !== 'duplicate') throw err;
      return (await scope.findOne({ jobKey: input.jobKey }))!;
    }
  }

  async get(orgId: string, jobId: string): Promise<StoredJob> {
    const job = await this.jobs.forOrg(orgId).get(jobId);
    if (!job) throw new AppError(404, 'not_found', `job ${jobId} not found`);
    return job;
  }

  /** The job's status alone (a projected read: what waiting reads poll); null when there is none. */
  async status(orgId: string, jobId: string): Promise<JobStatus | null> {
    return (await this.jobs.forOrg(orgId).select(statusOnly).get(jobId))?.status ?? null;
  }

  /** Moves a running job to a terminal state; false when it was already terminal. */
  async finish(orgId: string, jobId: string, outcome: { status: 'succeeded'; result: Record<string, unknown> } | { status: 'failed'; error: { code: string; message: string } } | { status: 'cancelled' }): Promise<boolean> {
    const r = await this.jobs.forOrg(orgId).update(jobId, {
      set: {
        status: outcome.status,
        finishedAt: new Date().toISOString(),
        ...(outcome.status === 'succeeded' ? { result: outcome.result } : {}),
        ...(outcome.status === 'failed' ? { error: outcome.error } : {}),
      },
    }, { where: { status: 'running' } });
    if (r.status !== 'updated') return false;
    this.onFinished(orgId, jobId);
    return true;
  }
}
