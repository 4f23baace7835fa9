/**
 * A project's composition history: every save of its active composition records a checkpoint
 * (the ETag it made, when, which credential, how), and the saved document is kept once per
 * distinct content in `composition_bodies` (unique on project and content hash), so saving the
 * same document again stores no second copy.
 *
 * The store has no transactions, so the writes are ordered: the body before the composition's
 * update, the checkpoint after it (unique on the ETag, so writing it twice is harmless), and a
 * checkpoint a crash kept from being written is written from the composition itself the next
 * time the history is read (`recordCurrent`). A checkpoint never names a missing body: a prune
 * deletes a body only at the version it found unreferenced at, and a save confirms its body (a
 * version bump, or writing it again) after its checkpoint is in. A body written for a save that
 * then did not happen (a stale If-Match) is deleted again unless a checkpoint names it.
 *
 * Retention (per plan, see CheckpointRetention): after each save, at most `pruneBatch` checkpoints
 * beyond the newest `keep` and older than `maxAgeDays` are deleted, oldest first; labeled ones
 * and those a restore replaced stay.
 */
import { AppError } from '../../../shared/errors.ts';
import type { CheckpointRetention } from '../accounts/plans.ts';
import { type DocumentStore, type OrgCollection, type OrgDocMeta, StoreError } from '../../store/index.ts';

/** How a save came about. `create` is the project's first composition. */
export const checkpointSources = ['create', 'api', 'session_commit', 'template_apply', 'component_repin', 'restore', 'selector_apply'] as const;
export type CheckpointSource = (typeof checkpointSources)[number];

/** Who saved and how: every save of a composition names it. */
export interface SaveOrigin {
  source: CheckpointSource;
  /** The credential that saved (Principal.keyId: an API key id, `oauth:<grant id>`, `x402:<payer>`); null for the service's own saves. */
  savedBy: string | null;
  /** A restore's checkpoint: the checkpoint restored. */
  restoredFrom?: string;
}

export interface Checkpoint {
  projectId: string;
  compositionId: string;
  /** The composition's ETag after the save. */
  etag: string;
  contentHash: string;
  source: CheckpointSource;
  savedBy: string | null;
  restoredFrom: string | null;
  label: string | null;
  /** A restore replaced this one: retention keeps it, so the restore can be undone. */
  keptByRestore: boolean;
}

interface CompositionBody {
  projectId: string;
  contentHash: string;
  document: Record<string, unknown>;
}

export type StoredCheckpoint = Checkpoint & OrgDocMeta;

/** The composition a checkpoint is recorded from: its state right after a save. */
export interface SavedComposition {
  id: string;
  projectId: string;
  etag: string;
  contentHash: string;
  document: Record<string, unknown>;
  lastSave?: SaveOrigin;
}

/** The most checkpoints one save prunes: a save's work stays bounded however long the history. */
const pruneBatch = 20;
const dayMs = 86_400_000;
/** Reads of a checkpoint's body before it is reported unavailable (see documentOf). */
const bodyReadAttempts = 4;

export class CheckpointHistory {
  readonly checkpoints: OrgCollection<Checkpoint>;
  readonly bodies: OrgCollection<CompositionBody>;

  constructor(store: DocumentStore, private readonly retentionOf: (orgId: string) => Promise<CheckpointRetention>, private readonly now: () => number = Date.now) {
    this.checkpoints = store.orgCollection<Checkpoint>({ name: 'checkpoints', idPrefix: 'ckp', unique: [['projectId', 'etag']], indexes: [['projectId', 'contentHash']] });
    this.bodies = store.orgCollection<CompositionBody>({ name: 'composition_bodies', idPrefix: 'cbd', unique: [['projectId', 'contentHash']] });
  }

  /** Stores the document's body unless the project already has it (before the save that names it); answers whether it did. */
  async keepBody(orgId: string, projectId: string, contentHash: string, document: Record<string, unknown>): Promise<boolean> {
    try {
      await this.bodies.forOrg(orgId).insert({ projectId, contentHash, document });
      return true;
    } catch (err) {
      if (!(err instanceof StoreError && err.code === 'duplicate')) throw err;
      return false;
    }
  }

  /**
   * Records the checkpoint of a save that just happened, then applies the plan's retention.
   * `replacedEtag` is the ETag the save replaced: a restore keeps its checkpoint.
   */
  async record(orgId: string, saved: SavedComposition, replacedEtag: string | null): Promise<void> {
    await this.insert(orgId, saved);
    await this.confirmBody(orgId, saved);
    if (saved.lastSave?.source === 'restore' && replacedEtag) {
      const replaced = await this.checkpoints.forOrg(orgId).findOne({ projectId: saved.projectId, etag: replacedEtag });
      if (replaced && !replaced.keptByRestore) await this.checkpoints.forOrg(orgId).update(replaced.id, { set: { keptByRestore: true } });
    }
    await this.prune(orgId, saved.projectId);
  }

  /**
   * Records the active composition's checkpoint if it is missing: a crash between a save and its
   * checkpoint, or a composition saved before checkpoints were kept.
   */
  async recordCurrent(orgId: string, current: SavedComposition): Promise<StoredCheckpoint> {
    const existing = await this.checkpoints.forOrg(orgId).findOne({ projectId: current.projectId, etag: current.etag });
    if (existing) return existing;
    await this.keepBody(orgId, current.projectId, current.contentHash, current.document);
    const checkpoint = await this.insert(orgId, current);
    await this.confirmBody(orgId, current);
    return checkpoint;
  }

  async list(orgId: string, projectId: string, limit: number, cursor?: string) {
    return this.checkpoints.forOrg(orgId).list({ where: { projectId }, limit, cursor });
  }

  async get(orgId: string, projectId: string, checkpointId: string): Promise<StoredCheckpoint> {
    const checkpoint = await this.checkpoints.forOrg(orgId).get(checkpointId);
    if (!checkpoint || checkpoint.projectId !== projectId) throw new AppError(404, 'not_found', `checkpoint ${checkpointId} not found in project ${projectId}`);
    return checkpoint;
  }

  /** The composition document a checkpoint saved. */
  async documentOf(orgId: string, checkpoint: Pick<Checkpoint, 'projectId' | 'contentHash'>): Promise<Record<string, unknown>> {
    // A body is missing only for a moment: a refused save of the same content dropped it just
    // before the winning save's checkpoint confirmed it (which writes it again). Read again briefly.
    for (let attempt = 0; attempt < bodyReadAttempts; attempt++) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50));
      const body = await this.bodies.forOrg(orgId).findOne({ projectId: checkpoint.projectId, contentHash: checkpoint.contentHash });
      if (body) return body.document;
    }
    throw new AppError(503, 'checkpoint_unavailable', `the composition of this checkpoint is being written; try again`, { retryAfterSeconds: 1 });
  }

  async setLabel(orgId: string, projectId: string, checkpointId: string, label: string | null): Promise<StoredCheckpoint> {
    await this.get(orgId, projectId, checkpointId);
    const r = await this.checkpoints.forOrg(orgId).update(checkpointId, { set: { label } });
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `checkpoint ${checkpointId} not found in project ${projectId}`);
    return r.doc;
  }

  /** Deletes every checkpoint and body of a project (the project is gone). */
  async removeProject(orgId: string, projectId: string): Promise<void> {
    for (const collection of [this.checkpoints, this.bodies] as OrgCollection<{ projectId: string }>[]) {
      const scope = collection.forOrg(orgId);
      for (;;) {
        const page = await scope.list({ where: { projectId }, limit: 100 });
        for (const doc of page.items) await scope.delete(doc.id);
        if (!page.hasMore) break;
      }
    }
  }

  private async insert(orgId: string, saved: SavedComposition): Promise<StoredCheckpoint> {
    const origin = saved.lastSave ?? { source: 'api', savedBy: null };
    try {
      return await this.checkpoints.forOrg(orgId).insert({
        projectId: saved.projectId, compositionId: saved.id, etag: saved.etag, contentHash: saved.contentHash,
        source: origin.source, savedBy: origin.savedBy, restoredFrom: origin.restoredFrom ?? null, label: null, keptByRestore: false,
      });
    } catch (err) {
      if (!(err instanceof StoreError && err.code === 'duplicate')) throw err;
      return (await this.checkpoints.forOrg(orgId).findOne({ projectId: saved.projectId, etag: saved.etag }))!;
    }
  }

  /** After a checkpoint names the body: moves its version, so a prune that found it unreferenced a moment ago does not delete it; writes it again if one just did. */
  private async confirmBody(orgId: string, saved: SavedComposition): Promise<void> {
    const bodies = this.bodies.forOrg(orgId);
    const body = await bodies.findOne({ projectId: saved.projectId, contentHash: saved.contentHash });
    const r = body ? await bodies.update(body.id, { set: { contentHash: saved.contentHash } }) : null;
    if (r?.status !== 'updated') await this.keepBody(orgId, saved.projectId, saved.contentHash, saved.document);
  }

  private async prune(orgId: string, projectId: string): Promise<void> {
    const { keep, maxAgeDays } = await this.retentionOf(orgId);
    const scope = this.checkpoints.forOrg(orgId);
    const total = await scope.count({ projectId });
    if (total <= keep) return;
    const cutoff = new Date(this.now() - maxAgeDays * dayMs).toISOString();
    const { items } = await scope.list({
      where: { projectId, createdAt: { $lt: cutoff }, label: null, keptByRestore: false }, order: 'oldest', limit: Math.min(total - keep, pruneBatch),
    });
    // Oldest first: drop from the end those among the newest `keep` (labeled ones count there too).
    while (items.length && await scope.count({ projectId, createdAt: { $gt: items.at(-1)!.createdAt } }) < keep) items.pop();
    for (const checkpoint of items) {
      const r = await scope.delete(checkpoint.id, { where: { label: null, keptByRestore: false } });
      if (r.status === 'deleted') await this.dropBodyIfUnused(orgId, projectId, checkpoint.contentHash);
    }
  }

  /** Deletes the body unless a checkpoint names it (a pruned checkpoint's, or one kept for a save that did not happen). */
  async dropBodyIfUnused(orgId: string, projectId: string, contentHash: string): Promise<void> {
    const bodies = this.bodies.forOrg(orgId);
    const body = await bodies.findOne({ projectId, contentHash });
    if (!body) return;
    if (await this.checkpoints.forOrg(orgId).count({ projectId, contentHash }) > 0) return;
    // At the version read before the count: a save that confirmed the body since keeps it.
    await bodies.delete(body.id, { ifVersion: body.version });
  }
}
