/**
 * Queueing a render of a stored composition (a project's, or a compose session's scratch), or of
 * one bound from a template: the composition is frozen (composition-snapshot.ts: brand kit bound,
 * the render planned — format, preview window, scenes — media and subject mattes pinned by content hash, snapshot
 * stored once), the quote is held and the render is recorded with its plan in one write. Then its
 * jobs are handed to the farm's publisher. A retry with the same idempotency key returns the
 * render the first call created, without publishing it again.
 */
import type { Composition } from '../../shared/composition/schema.ts';
import { freezeComposition, type SnapshotDeps } from './composition-snapshot.ts';
import type { StoredComposition } from './projects.ts';
import { type PlanSettings, planRender, type PreviewRequest } from './render-plan.ts';
import type { Renders, StoredRender } from './renders.ts';

/** Puts a recorded render's jobs on the queue (the farm's dispatcher). */
export interface RenderPublisher {
  publish(render: StoredRender): Promise<StoredRender>;
}

export interface SubmitOptions {
  idempotencyKey?: string;
  traceContext?: Record<string, string>;
  preview?: PreviewRequest;
}

/**
 * What a render draws and where it came from: a project's stored composition, or a composition
 * bound from a template (no project), with the time of its poster still.
 */
export interface RenderSource {
  document: Composition;
  origin:
    | { projectId: string; compositionId: string; compositionVersion: number }
    | { templateId: string; templateVersion: number; posterSec: number };
}

export class RenderSubmissions {
  constructor(
    private readonly deps: SnapshotDeps & { renders: Renders; publisher: RenderPublisher },
    private readonly planSettings: PlanSettings,
  ) {}

  /** `stored` is a project's composition, or a compose session's scratch (the render records the session as its composition). */
  async submit(orgId: string, stored: Pick<StoredComposition, 'id' | 'projectId' | 'version' | 'document'>, options: SubmitOptions = {}): Promise<StoredRender> {
    const origin = { projectId: stored.projectId, compositionId: stored.id, compositionVersion: stored.version };
    return this.submitSource(orgId, { document: stored.document as unknown as Composition, origin }, options);
  }

  async submitSource(orgId: string, source: RenderSource, options: SubmitOptions = {}): Promise<StoredRender> {
    const { preview, idempotencyKey, traceContext } = options;
    // A retry with the same key and the same request returns the first render; the same key with
    // another request (another preview window) is another render, not the first one replayed.
    const requestKey = idempotencyKey && (preview ? `${idempotencyKey}#preview:${preview.fromSec}-${preview.toSec}@${preview.maxHeight ?? ''}` : idempotencyKey);
    const { plan, assets, snapshot } = await freezeComposition(this.deps, orgId, source.document as unknown as Record<string, unknown>, (composition) => planRender(composition, this.planSettings, preview));
    const origin = 'projectId' in source.origin ? source.origin : { projectId: null, compositionId: null, compositionVersion: null, ...source.origin };
    const render = await this.deps.renders.queue(orgId, {
      ...origin, compositionHash: snapshot.key, compositionBytes: snapshot.sizeBytes, plan, assets,
      kind: preview ? 'preview' : 'render', ...(requestKey ? { idempotencyKey: requestKey } : {}), ...(traceContext ? { traceContext } : {}),
    });
    return render.jobsPublished || render.status !== 'queued' ? render : this.deps.publisher.publish(render);
  }
}
