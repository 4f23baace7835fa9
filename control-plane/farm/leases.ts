/**
 * Leases that move work. A node whose lease lapses (it died, hung, or lost its network) loses its
 * jobs: each sweep puts the jobs it held at its last heartbeat back on the queue — the same job
 * ids, built again from what the control plane stored — and only then marks it lost, so a failed
 * republish (store or broker down) is tried again at the next sweep. A render never waits for a
 * frozen node, nor for the broker to notice that node's connection is dead.
 *
 * The copies meet their originals by job id: a node taking a job whose result is recorded drops
 * it (the heartbeat says so), and results are recorded once (the first one counts), so the work
 * may be done twice but counts once and the output is the same bytes either way.
 *
 * A lease can only lapse while the control plane could have renewed it. When the store was out
 * of reach (heartbeats failed for it, not for the nodes) or this process just started, nodes get
 * one whole lease to heartbeat again before any is judged.
 */
import { type FarmJobKinds, findJob } from './job-kind.ts';
import type { InFlightJobRecord, NodeRecord, NodeRegistry } from './nodes.ts';
import type { DocMeta } from '../store/index.ts';

export interface LostNode {
  node: NodeRecord & DocMeta;
  /** Ids of the jobs it held that were put back on the queue. */
  moved: string[];
}

export class LeaseSweeper {
  /** Since when the store has answered every sweep; null while it does not (or before the first). */
  private reachableSince: number | null = null;

  constructor(private readonly deps: { registry: NodeRegistry; kinds: FarmJobKinds }) {}

  /** Moves the jobs of every node whose lease lapsed and marks it lost; returns those it marked. */
  async sweep(now = new Date()): Promise<LostNode[]> {
    let lapsed: (NodeRecord & DocMeta)[];
    try {
      lapsed = await this.deps.registry.lapsed(now);
    } catch (err) {
      this.reachableSince = null;
      throw err;
    }
    this.reachableSince ??= now.getTime();
    if (now.getTime() - this.reachableSince < this.deps.registry.terms.leaseTtlMs) return [];
    const lost: LostNode[] = [];
    for (const node of lapsed) {
      const moved: string[] = [];
      for (const job of node.inFlight) if (await this.republish(job)) moved.push(job.jobId);
      const marked = await this.deps.registry.markLost(node, now);
      if (!marked) continue;
      lost.push({ node: marked, moved });
      // Every job it held was an attempt lost with it, whether or not another node had redone it already.
      for (const job of node.inFlight) await this.lost(job, node);
    }
    return lost;
  }

  /**
   * Tells the kind of a job a lost node held, so its attempt shows in what the kind keeps (a
   * render's trace). Only a record: one that fails (the store out of reach) is dropped, never
   * retried, and does not stop the sweep.
   */
  private async lost(job: InFlightJobRecord, node: NodeRecord & DocMeta): Promise<void> {
    const found = findJob(this.deps.kinds, job.jobId);
    await found?.kind.attemptLost?.({
      ...job, ref: found.ref, nodeId: node.id, startedAtMs: job.startedAtMs ?? 0, slot: job.slot ?? 0, lastSeenAtMs: Date.parse(node.lastHeartbeatAt),
    }).catch(() => {});
  }

  /** Puts one job of a lost node back on its queue, if what it was for still waits for it (its kind decides). */
  private async republish(job: InFlightJobRecord): Promise<boolean> {
    const found = findJob(this.deps.kinds, job.jobId);
    return found ? found.kind.republish({ ...job, ref: found.ref }) : false;
  }
}
