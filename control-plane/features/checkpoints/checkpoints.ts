/**
 * Checkpoints of a project: its composition's history, one checkpoint per save (recorded by the
 * projects feature, see checkpoint-history.ts). Read them, label them, diff two as an RFC 6902
 * JSON Patch, and restore one: its composition is saved again as the active one, under If-Match,
 * through the same save as any other (same checks, one `composition.updated` event), which
 * records a new checkpoint (source `restore`) and keeps the one it replaced.
 */
import { createPatch, type Operation } from 'rfc6902';
import { type Projects, savedComposition, type StoredComposition } from '../projects/projects.ts';
import type { StoredCheckpoint } from '../projects/checkpoint-history.ts';

export class Checkpoints {
  constructor(private readonly projects: Projects) {}

  private get history() {
    return this.projects.history;
  }

  /** Newest first. The active composition's checkpoint is written first if a crash kept it from being (see recordCurrent). */
  async list(orgId: string, projectId: string, limit: number, cursor?: string) {
    const current = await this.projects.activeComposition(orgId, projectId);
    await this.history.recordCurrent(orgId, savedComposition(current));
    return this.history.list(orgId, projectId, limit, cursor);
  }

  async get(orgId: string, projectId: string, checkpointId: string): Promise<{ checkpoint: StoredCheckpoint; document: Record<string, unknown> }> {
    await this.projects.get(orgId, projectId);
    const checkpoint = await this.history.get(orgId, projectId, checkpointId);
    return { checkpoint, document: await this.history.documentOf(orgId, checkpoint) };
  }

  async label(orgId: string, projectId: string, checkpointId: string, label: string | null): Promise<StoredCheckpoint> {
    await this.projects.get(orgId, projectId);
    return this.history.setLabel(orgId, projectId, checkpointId, label);
  }

  /** The JSON Patch that turns checkpoint `fromId`'s composition into checkpoint `toId`'s. */
  async diff(orgId: string, projectId: string, fromId: string, toId: string): Promise<Operation[]> {
    const [from, to] = [await this.get(orgId, projectId, fromId), await this.get(orgId, projectId, toId)];
    return createPatch(from.document, to.document);
  }

  /**
   * Makes checkpoint `checkpointId`'s composition the active one. `ifMatch` is the If-Match
   * header naming the current composition (428 without it, 412 when stale), as a replace.
   */
  async restore(orgId: string, projectId: string, checkpointId: string, ifMatch: string | undefined, savedBy: string | null): Promise<{ composition: StoredComposition; checkpoint: StoredCheckpoint }> {
    const { checkpoint, document } = await this.get(orgId, projectId, checkpointId);
    // The checkpoint being replaced must exist for the restore to keep it (and to be undone).
    await this.history.recordCurrent(orgId, savedComposition(await this.projects.activeComposition(orgId, projectId)));
    const composition = await this.projects.replaceComposition(orgId, projectId, ifMatch, document, { source: 'restore', savedBy, restoredFrom: checkpoint.id });
    const restored = await this.history.recordCurrent(orgId, savedComposition(composition));
    return { composition, checkpoint: restored };
  }
}
