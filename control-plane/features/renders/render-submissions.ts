/**
 * Queueing a render of a stored composition (a project's, or a compose session's scratch), of
 * one bound from a template, or of one sent with the request (inline, no project): the composition is frozen (composition-snapshot.ts: brand kit bound,
 * the render planned — format, preview window, scenes — media and subject mattes pinned by content hash, snapshot
 * stored once), the quote is held and the render is recorded with its plan in one write. Then its
 * jobs are handed to the farm's publisher. A retry with the same idempotency key returns the
 * render the first call created, without publishing it again.
 */
import type { Composition } from '../../../shared/composition/schema.ts';
import type { HoldPayment } from '../accounts/accounts.ts';
import { assertValidComposition } from '../projects/composition-check.ts';
import { freezeComposition, type SnapshotDeps } from '../projects/composition-snapshot.ts';
import type { StoredComposition } from '../projects/projects.ts';
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
  /** A pay-per-call payment that funds the render instead of the wallet. */
  payment?: HoldPayment;
}

/**
 * What a render draws and where it came from: a project's stored composition, a composition
 * bound from a template (no project), with the time of its poster still, or a composition sent
 * with the request (`inline`: no project, no template).
 */
export interface RenderSource {
  document: Composition;
  origin:
    | { projectId: string; compositionId: string; compositionVersion: number }
    | { templateId: string; templateVersion: number; posterSec: number }
    | 'inline';
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

  /** What rendering `document` in full costs, in credits, from the document alone (no org): a pay-per-call offer. A document that cannot be drawn is its 422. */
  quote(document: unknown): number {
    assertValidComposition(document);
    return this.deps.renders.quote(planRender(document as Composition, this.planSettings).format).credits;
  }

  /**
   * 402 `billing_required` when the org's wallet cannot hold what rendering `document` costs now:
   * for a caller that must refuse before work of its own (imports, copies) that a render needs.
   */
  async assertAffordable(orgId: string, document: Composition, preview?: PreviewRequest): Promise<void> {
    await this.deps.renders.assertCanQueue(orgId, planRender(document, this.planSettings, preview).format, preview ? 'preview' : 'render');
  }

  /** Renders a composition sent with the request, checked as a saved one is. */
  async submitInline(orgId: string, document: unknown, options: SubmitOptions = {}): Promise<StoredRender> {
    assertValidComposition(document);
    return this.submitSource(orgId, { document: document as Composition, origin: 'inline' }, options);
  }

  async submitSource(orgId: string, source: RenderSource, options: SubmitOptions = {}): Promise<StoredRender> {
    const { preview, idempotencyKey, traceContext, payment } = options;
    // A retry with the same key and the same request returns the first render; the same key with
    // another request (another preview window) is another render, not the first one replayed.
    const requestKey = idempotencyKey && (preview ? `${idempotencyKey}#preview:${preview.fromSec}-${preview.toSec}@${preview.maxHeight ?? ''}` : idempotencyKey);
    // Before the snapshot is stored: a wallet that cannot cover the quote leaves nothing behind (a
    // payment is checked against the quote when it is held).
    if (!payment && !(requestKey && await this.deps.renders.byIdempotencyKey(orgId, requestKey))) await this.assertAffordable(orgId, source.document, preview);
    const { plan, assets, snapshot } = await freezeComposition(this.deps, orgId, source.document as unknown as Record<string, unknown>, (composition) => planRender(composition, this.planSettings, preview));
    const noProject = { projectId: null, compositionId: null, compositionVersion: null };
    const origin = source.origin === 'inline' ? noProject : 'projectId' in source.origin ? source.origin : { ...noProject, ...source.origin };
    const render = await this.deps.renders.queue(orgId, {
      ...origin, compositionHash: snapshot.key, compositionBytes: snapshot.sizeBytes, plan, assets,
      kind: preview ? 'preview' : 'render', ...(requestKey ? { idempotencyKey: requestKey } : {}), ...(traceContext ? { traceContext } : {}), ...(payment ? { payment } : {}),
    });
    return render.jobsPublished || render.status !== 'queued' ? render : this.deps.publisher.publish(render);
  }
}
