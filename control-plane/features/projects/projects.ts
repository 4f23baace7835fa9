/**
 * Projects and their compositions. A project has one active composition; every write of a
 * composition must name the version it replaces (If-Match), so two editors never silently
 * overwrite each other. The composition's ETag is derived from its id and version.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../../shared/canonical-json.ts';
import { componentPinCounts, repinComponent } from '../../../catalog/check/component-pins.ts';
import { AppError } from '../../../shared/errors.ts';
import { newId } from '../../../shared/ids.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import { eventInUpdate, outboxIndex, type OutboxFields } from '../../events/outbox.ts';
import type { CheckpointHistory, SavedComposition, SaveOrigin } from './checkpoint-history.ts';

/**
 * Prepares a composition the org wants to save: answers the document as it is stored (every
 * unpinned component placement pinned to the current version), or throws the 422 that lists
 * every problem of it.
 */
export type CompositionValidator = (orgId: string, document: unknown) => Promise<Record<string, unknown>>;

export interface Project {
  name: string;
  description: string | null;
  activeCompositionId: string;
}

export interface CompositionRecord extends OutboxFields {
  projectId: string;
  /** The composition document (its schema lives in shared/composition). */
  document: Record<string, unknown>;
  /** sha256 of the canonical document: what renders snapshot and nodes cache by. */
  contentHash: string;
  /** How many placements the document pins to each component version (see component-pins.ts, pinKey). */
  componentPins?: Record<string, number>;
  /** How the document was last saved: what its checkpoint records (absent on compositions saved before checkpoints). */
  lastSave?: SaveOrigin;
}

export type StoredProject = Project & OrgDocMeta;
export type StoredComposition = CompositionRecord & OrgDocMeta;

export { canonicalJson };

export function contentHash(document: unknown): string {
  return createHash('sha256').update(canonicalJson(document)).digest('hex');
}

export function compositionEtag(c: Pick<StoredComposition, 'id' | 'version'>): string {
  return `"${c.id}.v${c.version}"`;
}

/** Parses an If-Match header against a composition id: the version it names, or null. */
export function versionFromIfMatch(header: string | undefined, compositionId: string): number | null {
  if (!header) return null;
  const match = /^(?:W\/)?"([A-Za-z0-9_-]+)\.v(\d+)"$/.exec(header.trim());
  if (!match || match[1] !== compositionId) return -1;
  return Number(match[2]);
}

/** A stored composition as its checkpoint records it. */
export function savedComposition(c: StoredComposition): SavedComposition {
  return { id: c.id, projectId: c.projectId, etag: compositionEtag(c), contentHash: c.contentHash, document: c.document, ...(c.lastSave ? { lastSave: c.lastSave } : {}) };
}

export class Projects {
  private readonly projects: OrgCollection<Project>;
  readonly compositions: OrgCollection<CompositionRecord>;

  constructor(
    store: DocumentStore, private readonly validate: CompositionValidator, private readonly emptyComposition: () => Record<string, unknown>,
    /** Every save's checkpoint goes here (see checkpoint-history.ts). */
    readonly history: CheckpointHistory,
  ) {
    this.projects = store.orgCollection<Project>({ name: 'projects', idPrefix: 'prj' });
    // The pin counts sit in the summary copy: counting the placements on a version reads them, not the documents.
    this.compositions = store.orgCollection<CompositionRecord>({ name: 'compositions', idPrefix: 'cmp', indexes: [['projectId'], outboxIndex], summaryFields: ['componentPins'] });
  }

  private readonly removeListeners: ((orgId: string, projectId: string) => Promise<unknown>)[] = [];

  /** Runs after a project is deleted: what other features keep per project (its brief) goes with it. */
  onRemove(listener: (orgId: string, projectId: string) => Promise<unknown>): void {
    this.removeListeners.push(listener);
  }

  private async checked(orgId: string, document: unknown): Promise<Record<string, unknown>> {
    return this.validate(orgId, document);
  }

  /** `savedBy`: the credential creating it (recorded on the first checkpoint, source `create`); none for the service's own projects. */
  async create(orgId: string, input: { name: string; description?: string | null; composition?: unknown }, savedBy: string | null = null) {
    const document = await this.checked(orgId, input.composition === undefined ? this.emptyComposition() : input.composition);
    // The composition is written first under the project id it will belong to; until the project
    // exists nothing refers to it, so a crash between the writes leaves nothing visible.
    const projectId = newId('prj');
    const hash = contentHash(document);
    await this.history.keepBody(orgId, projectId, hash, document);
    const lastSave: SaveOrigin = { source: 'create', savedBy };
    const composition = await this.compositions.forOrg(orgId).insert({ projectId, document, contentHash: hash, componentPins: componentPinCounts(document), lastSave });
    const project = await this.projects.forOrg(orgId).insert({ name: input.name, description: input.description ?? null, activeCompositionId: composition.id }, { id: projectId });
    await this.history.record(orgId, savedComposition(composition), null);
    return { project, composition };
  }

  /** Whether the project is still there (the blob janitor lets go of what a deleted one held). */
  async exists(orgId: string, projectId: string): Promise<boolean> {
    return (await this.projects.forOrg(orgId).get(projectId)) !== null;
  }

  async get(orgId: string, projectId: string): Promise<StoredProject> {
    const project = await this.projects.forOrg(orgId).get(projectId);
    if (!project) throw new AppError(404, 'not_found', `project ${projectId} not found`);
    return project;
  }

  async list(orgId: string, limit: number, cursor?: string) {
    return this.projects.forOrg(orgId).list({ limit, cursor });
  }

  async update(orgId: string, projectId: string, patch: { name?: string; description?: string | null }) {
    await this.get(orgId, projectId);
    const set: Record<string, unknown> = {};
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.description !== undefined) set.description = patch.description;
    if (Object.keys(set).length === 0) return this.get(orgId, projectId);
    const r = await this.projects.forOrg(orgId).update(projectId, { set });
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `project ${projectId} not found`);
    return r.doc;
  }

  async remove(orgId: string, projectId: string) {
    const project = await this.get(orgId, projectId);
    await this.projects.forOrg(orgId).delete(projectId);
    await this.compositions.forOrg(orgId).delete(project.activeCompositionId);
    await this.history.removeProject(orgId, projectId);
    for (const listener of this.removeListeners) await listener(orgId, projectId);
    return project;
  }

  async activeComposition(orgId: string, projectId: string): Promise<StoredComposition> {
    const project = await this.get(orgId, projectId);
    const composition = await this.compositions.forOrg(orgId).get(project.activeCompositionId);
    if (!composition) throw new AppError(404, 'not_found', `project ${projectId} has no composition`);
    return composition;
  }

  async getComposition(orgId: string, compositionId: string): Promise<StoredComposition> {
    const composition = await this.compositions.forOrg(orgId).get(compositionId);
    if (!composition) throw new AppError(404, 'not_found', `composition ${compositionId} not found`);
    return composition;
  }

  /**
   * Replaces the active composition's document. `ifMatch` is the If-Match header: required
   * (428 without it), and a stale or foreign ETag answers 412 with the current ETag. `origin`
   * says who saves and how (the checkpoint records it).
   */
  async replaceComposition(orgId: string, projectId: string, ifMatch: string | undefined, document: unknown, origin: SaveOrigin): Promise<StoredComposition> {
    const current = await this.activeComposition(orgId, projectId);
    const version = versionFromIfMatch(ifMatch, current.id);
    if (version === null) throw new AppError(428, 'precondition_required', 'send If-Match with the ETag of the composition you edited');
    const checked = await this.checked(orgId, document);
    const r = await this.write(orgId, projectId, current.id, version, checked, origin);
    if (r.status === 'updated') return r.doc;
    if (r.status === 'conflict') {
      throw new AppError(412, 'precondition_failed', 'the composition changed since that ETag; fetch it again and reapply your edit', { currentEtag: compositionEtag(r.current) });
    }
    throw new AppError(404, 'not_found', `project ${projectId} has no composition`);
  }

  /**
   * A save the service makes on the caller's behalf (applying a template): the document replaces
   * the active composition whatever its version, with the same checks and the same
   * `composition.updated` event as a replace.
   */
  async saveComposition(orgId: string, projectId: string, document: unknown, origin: SaveOrigin): Promise<StoredComposition> {
    const checked = await this.checked(orgId, document);
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await this.activeComposition(orgId, projectId);
      const r = await this.write(orgId, projectId, current.id, current.version, checked, origin);
      if (r.status === 'updated') return r.doc;
      if (r.status === 'not_found') throw new AppError(404, 'not_found', `project ${projectId} has no composition`);
    }
    throw new AppError(409, 'conflict', `the composition of project ${projectId} is changing too fast to save; try again`);
  }

  /**
   * Moves every placement of a component in the project's composition `compositionId` (its
   * active one) to `version`, checked and announced like any save. Answers the composition as
   * stored and how many placements moved; when none did, nothing is written.
   */
  async repinComponent(orgId: string, projectId: string, compositionId: string, componentId: string, version: string, savedBy: string | null): Promise<{ composition: StoredComposition; moved: number }> {
    for (let attempt = 0; attempt < 5; attempt++) {
      const current = await this.activeComposition(orgId, projectId);
      if (current.id !== compositionId) throw new AppError(404, 'not_found', `composition ${compositionId} is not the composition of project ${projectId}`);
      const { document, moved } = repinComponent(current.document, componentId, version);
      if (moved === 0) return { composition: current, moved };
      const checked = await this.checked(orgId, document);
      const r = await this.write(orgId, projectId, current.id, current.version, checked, { source: 'component_repin', savedBy });
      if (r.status === 'updated') return { composition: r.doc, moved };
      if (r.status === 'not_found') throw new AppError(404, 'not_found', `project ${projectId} has no composition`);
    }
    throw new AppError(409, 'conflict', `the composition of project ${projectId} is changing too fast to repin; try again`);
  }

  /**
   * Writes a checked document over version `version` of the composition, its event riding along,
   * and records the save's checkpoint: every save of a composition comes through here. The body
   * goes first, so the checkpoint written after the update never names a missing one.
   */
  private async write(orgId: string, projectId: string, compositionId: string, version: number, checked: Record<string, unknown>, origin: SaveOrigin) {
    const hash = contentHash(checked);
    const newBody = await this.history.keepBody(orgId, projectId, hash, checked);
    const event = eventInUpdate('composition.updated', { compositionId, etag: compositionEtag({ id: compositionId, version: version + 1 }), contentHash: hash }, projectId);
    // Stored documents hold no undefined fields: restoredFrom only on a restore.
    const lastSave: SaveOrigin = { source: origin.source, savedBy: origin.savedBy, ...(origin.restoredFrom !== undefined ? { restoredFrom: origin.restoredFrom } : {}) };
    const r = await this.compositions.forOrg(orgId).update(compositionId, {
      set: { document: checked, contentHash: hash, componentPins: componentPinCounts(checked), lastSave, ...event },
    }, { ifVersion: version });
    if (r.status === 'updated') await this.history.record(orgId, savedComposition(r.doc), compositionEtag({ id: compositionId, version }));
    else if (newBody) await this.history.dropBodyIfUnused(orgId, projectId, hash);
    return r;
  }
}
