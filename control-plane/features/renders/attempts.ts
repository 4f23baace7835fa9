/**
 * The attempts of a render's jobs: each time a node ran one of its scenes or its assembly, with
 * what the node reported of it (its stages' wall and CPU time, bytes moved, cache use, slot), and
 * how it ended: recorded, a duplicate of a recorded result, failed, or lost with its node. A
 * render's trace and its cost report are built from them (trace.ts, cost-report.ts), so they show
 * the work done twice as well as the work that counted.
 *
 * Kept beside the render, not in it: the render document is updated conditionally by every scene,
 * and attempts only ever grow. Each attempt is written once; a report sent again (a node retrying
 * through an outage) meets the same attempt key and changes nothing.
 */
import type { JobCost__Output } from '../../../proto/index.ts';
import { type DocumentStore, type OrgCollection, type OrgDocMeta, StoreError } from '../../store/index.ts';

export type AttemptOutcome = 'recorded' | 'duplicate' | 'failed' | 'lost';

export interface AttemptStage { stage: string; startedAtMs: number; endedAtMs: number; cpuSeconds: number }

export interface AttemptRecord {
  renderId: string;
  jobId: string;
  /** `scene` or `assemble`. */
  kind: string;
  sceneIndex: number | null;
  nodeId: string;
  /** The render slot it drew in (1-based); 0 for none (an assembly, or before it held one). */
  slot: number;
  outcome: AttemptOutcome;
  /** The node's job id, node and start, which name one attempt: a report sent again is the same one. */
  attemptKey: string;
  enqueuedAtMs: number;
  startedAtMs: number;
  endedAtMs: number;
  redelivered: boolean;
  gpu: boolean;
  stages: AttemptStage[];
  bytesFetched: number;
  bytesUploaded: number;
  cacheHits: number;
  cacheMisses: number;
  /** A failure's code, or `node_lost`. */
  code: string | null;
  /** When the control plane received the attempt's file, streamed through it (null when the node wrote it to the object store). */
  received: { startedAtMs: number; endedAtMs: number } | null;
}

export type StoredAttempt = AttemptRecord & OrgDocMeta;

/** What a node's report says of an attempt (its job and the JobCost it carried). */
export interface ReportedAttempt {
  orgId: string;
  renderId: string;
  jobId: string;
  kind: string;
  sceneIndex: number | null;
  nodeId: string;
  outcome: AttemptOutcome;
  cost: JobCost__Output | null;
  code?: string | null;
  /** When the report came in: the end of an attempt whose cost says nothing of it. */
  endedAtMs?: number;
  received?: { startedAtMs: number; endedAtMs: number } | null;
}

/** Attempts read per page (the store's largest). */
const attemptsPage = 1000;

export class RenderAttempts {
  readonly attempts: OrgCollection<AttemptRecord>;

  constructor(store: DocumentStore) {
    this.attempts = store.orgCollection<AttemptRecord>({ name: 'render_attempts', idPrefix: 'att', unique: [['attemptKey']], indexes: [['renderId']] });
  }

  /** Records an attempt once (a second report of the same attempt is dropped). */
  async record(report: ReportedAttempt): Promise<void> {
    const cost = report.cost;
    const stages = (cost?.stages ?? []).map((s) => ({ stage: s.stage, startedAtMs: Number(s.startedAtMs), endedAtMs: Number(s.endedAtMs), cpuSeconds: s.cpuSeconds }));
    const startedAtMs = Number(cost?.startedAtMs ?? 0) || (stages[0]?.startedAtMs ?? report.endedAtMs ?? Date.now());
    const endedAtMs = Math.max(report.endedAtMs ?? 0, ...stages.map((s) => s.endedAtMs), report.received?.endedAtMs ?? 0) || startedAtMs;
    try {
      await this.attempts.forOrg(report.orgId).insert({
        renderId: report.renderId, jobId: report.jobId, kind: report.kind, sceneIndex: report.sceneIndex, nodeId: report.nodeId,
        slot: cost?.slot ?? 0, outcome: report.outcome, attemptKey: `${report.jobId}/${report.nodeId}/${startedAtMs}`,
        enqueuedAtMs: Number(cost?.enqueuedAtMs ?? 0), startedAtMs, endedAtMs, redelivered: cost?.redelivered ?? false, gpu: cost?.gpu ?? false,
        stages, bytesFetched: Number(cost?.bytesFetched ?? 0), bytesUploaded: Number(cost?.bytesUploaded ?? 0),
        cacheHits: cost?.cacheHits ?? 0, cacheMisses: cost?.cacheMisses ?? 0, code: report.code ?? null, received: report.received ?? null,
      });
    } catch (err) {
      if (!(err instanceof StoreError && err.code === 'duplicate')) throw err;
    }
  }

  /**
   * A job of a node whose lease lapsed: its attempt ends at the node's last heartbeat, and reports
   * nothing of its cost (the node is gone). `startedAtMs` and `slot` are what its heartbeats said.
   */
  static lost(job: { orgId: string; renderId: string; jobId: string; kind: string; sceneIndex: number | null; nodeId: string; startedAtMs: number; slot: number; lastSeenAtMs: number }): ReportedAttempt {
    return {
      orgId: job.orgId, renderId: job.renderId, jobId: job.jobId, kind: job.kind, sceneIndex: job.sceneIndex, nodeId: job.nodeId, outcome: 'lost', code: 'node_lost',
      endedAtMs: job.lastSeenAtMs,
      cost: { stages: [], bytesFetched: 0, bytesUploaded: 0, cacheHits: 0, cacheMisses: 0, startedAtMs: job.startedAtMs || job.lastSeenAtMs, enqueuedAtMs: 0, slot: job.slot, redelivered: false, gpu: false },
    };
  }

  /** A render's attempts, oldest first. */
  async of(orgId: string, renderId: string): Promise<StoredAttempt[]> {
    const all: StoredAttempt[] = [];
    let cursor: string | null = null;
    do {
      const page = await this.attempts.forOrg(orgId).list({ where: { renderId }, limit: attemptsPage, cursor, order: 'oldest' });
      all.push(...page.items);
      cursor = page.nextCursor;
    } while (cursor);
    return all.sort((a, b) => a.startedAtMs - b.startedAtMs || a.id.localeCompare(b.id));
  }
}
