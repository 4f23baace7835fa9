/**
 * Long-polled job reads (`?wait=SECONDS`): a request waits until its job is terminal or its wait
 * ends, so clients and agents need not poll. Requests never poll the store themselves: one loop
 * per replica checks each job someone waits on every `pollIntervalMs` (one projected status read
 * per job, however many wait on it), which sees a job another replica finished within that
 * interval; a job this replica finishes wakes its waiters at once (`notify`).
 */
import { AppError } from '../../shared/errors.ts';

/** Longest wait a request may ask for, in seconds. */
export const maxWaitSeconds = 60;

/** Whether a job is terminal (or gone): a cheap read, called by the loop. */
export type TerminalProbe = () => Promise<boolean>;

export interface JobWaitLimits {
  /** How often the loop checks the jobs waited on. */
  pollIntervalMs: number;
  /** Requests waiting at once on this replica, and per org (so one org cannot take every place). */
  maxWaiters: number;
  maxWaitersPerOrg: number;
}

export const defaultJobWaitLimits: JobWaitLimits = { pollIntervalMs: 250, maxWaiters: 2000, maxWaitersPerOrg: 200 };

interface Watched {
  orgId: string;
  probe: TerminalProbe;
  wake: Set<() => void>;
}

export class JobWaits {
  private readonly watched = new Map<string, Watched>();
  private readonly perOrg = new Map<string, number>();
  private waiters = 0;
  private timer: NodeJS.Timeout | null = null;
  private readonly limits: JobWaitLimits;

  constructor(limits: Partial<JobWaitLimits> = {}) {
    this.limits = { ...defaultJobWaitLimits, ...limits };
  }

  /** Requests waiting now on this replica. */
  get waiting(): number {
    return this.waiters;
  }

  /**
   * Resolves when `probe` reports the job terminal, when `waitMs` has passed, or when `signal`
   * aborts (the client went away). 429 when this replica already holds its share of waiters.
   */
  until(orgId: string, jobId: string, probe: TerminalProbe, waitMs: number, signal?: AbortSignal): Promise<void> {
    if (waitMs <= 0 || signal?.aborted) return Promise.resolve();
    const orgWaiters = this.perOrg.get(orgId) ?? 0;
    if (this.waiters >= this.limits.maxWaiters || orgWaiters >= this.limits.maxWaitersPerOrg) {
      throw new AppError(429, 'too_many_waits', 'too many job waits are open; retry shortly, or read the job without wait', { retryAfterSeconds: 1 });
    }
    const key = `${orgId}/${jobId}`;
    let entry = this.watched.get(key);
    if (!entry) this.watched.set(key, (entry = { orgId, probe, wake: new Set() }));
    const watched = entry;
    this.waiters++;
    this.perOrg.set(orgId, orgWaiters + 1);
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timeout);
        signal?.removeEventListener('abort', done);
        watched.wake.delete(done);
        if (watched.wake.size === 0 && this.watched.get(key) === watched) this.watched.delete(key);
        this.waiters--;
        const left = (this.perOrg.get(orgId) ?? 1) - 1;
        if (left > 0) this.perOrg.set(orgId, left);
        else this.perOrg.delete(orgId);
        resolve();
      };
      const timeout = setTimeout(done, waitMs);
      signal?.addEventListener('abort', done, { once: true });
      watched.wake.add(done);
      this.schedule();
    });
  }

  /** A job this replica just finished: its waiters answer now rather than at the next check. */
  notify(orgId: string, jobId: string): void {
    const entry = this.watched.get(`${orgId}/${jobId}`);
    if (entry) for (const wake of [...entry.wake]) wake();
  }

  private schedule(): void {
    if (this.timer || this.watched.size === 0) return;
    this.timer = setTimeout(() => void this.check(), this.limits.pollIntervalMs);
    // The waiters' own timers keep the process alive while anyone waits; the loop alone does not.
    this.timer.unref();
  }

  private async check(): Promise<void> {
    try {
      await Promise.all([...this.watched.values()].map(async (entry) => {
        // A failed read (a store blip) is not an answer: the job is checked again next time.
        const terminal = await entry.probe().catch(() => false);
        if (terminal) for (const wake of [...entry.wake]) wake();
      }));
    } finally {
      this.timer = null;
      this.schedule();
    }
  }
}
