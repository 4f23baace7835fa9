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
import type { MediaLibrary } from '../domain/media.ts';
import { activeStatuses, type Renders } from '../domain/renders.ts';
import type { StillCaptures } from '../domain/stills.ts';
import type { MediaFacts } from '../domain/facts.ts';
import type { ComponentPreviews } from '../domain/component-previews.ts';
import type { RenderDispatcher } from './dispatcher.ts';
import { parseJobId } from './job-ids.ts';
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

  constructor(private readonly deps: {
    registry: NodeRegistry; renders: Renders; media: MediaLibrary; stills: StillCaptures; facts: MediaFacts; componentPreviews: ComponentPreviews; dispatcher: RenderDispatcher;
  }) {}

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
      if (marked) lost.push({ node: marked, moved });
    }
    return lost;
  }

  /** Puts one job of a lost node back on its queue, if what it was for still waits for it. */
  private async republish(job: InFlightJobRecord): Promise<boolean> {
    const ref = parseJobId(job.jobId);
    if (!ref) return false;
    if (ref.kind === 'scene' || ref.kind === 'assemble') {
      const render = await this.deps.renders.find(job.orgId, ref.renderId);
      if (!render || !activeStatuses.includes(render.status)) return false;
      if (ref.kind === 'assemble') {
        // Out with the scenes, an assembly waits for the last ones on its node.
        if (render.status !== 'assembling' && !render.assemblyQueued) return false;
        await this.deps.dispatcher.dispatchAssembly(render);
        return true;
      }
      if (render.status === 'assembling' || render.scenes[String(ref.sceneIndex)]?.done) return false;
      await this.deps.dispatcher.publishScene(render, ref.sceneIndex);
      return true;
    }
    if (ref.kind === 'still') {
      const capture = await this.deps.stills.find(job.orgId, ref.captureId);
      if (capture?.status !== 'running') return false;
      await this.deps.dispatcher.publishStill(capture);
      return true;
    }
    if (ref.kind === 'componentPreview') {
      const preview = await this.deps.componentPreviews.find(job.orgId, ref.previewId);
      if (preview?.status !== 'running') return false;
      await this.deps.dispatcher.publishComponentPreview(preview);
      return true;
    }
    if (ref.kind === 'fact') {
      const fact = await this.deps.facts.find(job.orgId, ref.factId);
      if (fact?.status !== 'pending') return false;
      await this.deps.dispatcher.publishFact(fact);
      return true;
    }
    const item = await this.deps.media.items.forOrg(job.orgId).get(ref.mediaId);
    if (!item?.contentHash) return false;
    const subject = { id: item.id, orgId: item.orgId, contentHash: item.contentHash, sizeBytes: item.sizeBytes };
    if (ref.kind === 'probe') {
      // A generated item waits for its probe while still `generating` (its output stored).
      if (item.status !== 'processing' && !(item.status === 'generating' && item.generation?.phase === 'probing')) return false;
      await this.deps.dispatcher.publishProbe(subject);
      return true;
    }
    if (ref.kind === 'analyze') {
      if (item.status !== 'ready' || item.analysis !== 'pending' || !item.kind) return false;
      await this.deps.media.publishAnalysis(item);
      return true;
    }
    const transcript = item.transcript;
    if (transcript?.status !== 'running' || transcript.attemptId !== ref.attemptId || transcript.audioKey) return false;
    await this.deps.dispatcher.publishAudioExtraction(subject, ref.attemptId);
    return true;
  }
}
