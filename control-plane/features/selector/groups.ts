/**
 * Multicam groups: the angles of one shoot, declared on a project at
 * `/v1/projects/{id}/multicam-groups/{groupId}`: two to six video media items of the org that
 * filmed the same moments, each with its sound, an optional `role` and an optional `offsetSec`
 * (where the angle's first frame sits on the group's timeline; left out, the selector measures
 * it from the angles' sound). A group is its own resource beside the composition, with its own
 * ETag: editing the composition never invalidates it, and the selector reads both.
 *
 * A first PUT creates the group (201, no If-Match); replacing it needs If-Match with its ETag,
 * or `*` (428 without, 412 when stale). Deleting the project deletes its groups.
 */
import { AppError } from '../../../shared/errors.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import type { MediaLibrary } from '../media/media.ts';
import type { Projects } from '../projects/projects.ts';

export const angleRoles = ['wide', 'speaker', 'close-up', 'screen'] as const;
export type AngleRole = (typeof angleRoles)[number];
export const groupLimits = { minAngles: 2, maxAngles: 6, maxOffsetSec: 3600, perProject: 50 };
export const groupIdPattern = '^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$';

export interface AngleInput { mediaId: string; role?: AngleRole; offsetSec?: number }

export interface MulticamGroup {
  projectId: string;
  groupId: string;
  angles: { mediaId: string; role: AngleRole | null; offsetSec: number | null }[];
}

export type StoredGroup = MulticamGroup & OrgDocMeta;

export function groupEtag(g: Pick<StoredGroup, 'projectId' | 'groupId' | 'version'>): string {
  return `"${g.projectId}.multicam.${g.groupId}.v${g.version}"`;
}

/** The version an If-Match header names for this group (`*`: the current one); -1 for another resource's ETag. */
function versionFromIfMatch(header: string, current: StoredGroup): number {
  const value = header.trim();
  if (value === '*') return current.version;
  const prefix = `"${current.projectId}.multicam.${current.groupId}.v`;
  const bare = value.replace(/^W\//, '');
  return bare.startsWith(prefix) && bare.endsWith('"') && /^\d+$/.test(bare.slice(prefix.length, -1)) ? Number(bare.slice(prefix.length, -1)) : -1;
}

const invalid = (path: string, problem: string) => new AppError(422, 'validation_failed', `${path}: ${problem}`, { fields: [{ path, problem }] });

/** Stored under the project's id and the group's, so a group is found by both without a query. */
const docId = (projectId: string, groupId: string) => `${projectId}-${groupId}`;

export class MulticamGroups {
  readonly groups: OrgCollection<MulticamGroup>;

  constructor(store: DocumentStore, private readonly deps: { projects: Projects; media: MediaLibrary }) {
    this.groups = store.orgCollection<MulticamGroup>({ name: 'multicam_groups', idPrefix: 'mcg', indexes: [['projectId']] });
    deps.projects.onRemove(async (orgId, projectId) => {
      const scope = this.groups.forOrg(orgId);
      for (const g of (await scope.list({ where: { projectId }, limit: groupLimits.perProject })).items) await scope.delete(g.id);
    });
  }

  /** Every angle a video of the org with sound; ids once each (422 naming the field otherwise). */
  private async check(orgId: string, angles: AngleInput[]): Promise<MulticamGroup['angles']> {
    const seen = new Set<string>();
    const checked: MulticamGroup['angles'] = [];
    for (const [i, a] of angles.entries()) {
      const path = `body.angles[${i}]`;
      if (seen.has(a.mediaId)) throw invalid(`${path}.mediaId`, `media ${a.mediaId} is named twice`);
      seen.add(a.mediaId);
      const item = await this.deps.media.get(orgId, a.mediaId).catch((err) => { if (err instanceof AppError && err.status === 404) return null; throw err; });
      if (!item) throw invalid(`${path}.mediaId`, `media ${a.mediaId} is not this org's`);
      if (item.status !== 'ready') throw invalid(`${path}.mediaId`, `media ${a.mediaId} is ${item.status}; declare the group once it is ready`);
      if (item.kind !== 'video') throw invalid(`${path}.mediaId`, `media ${a.mediaId} is ${item.kind === 'audio' ? 'audio' : `a ${item.kind}`}, not a video`);
      if (!item.hasAudio) throw invalid(`${path}.mediaId`, `media ${a.mediaId} has no sound: angles are synchronised and chosen by their own microphones`);
      checked.push({ mediaId: a.mediaId, role: a.role ?? null, offsetSec: a.offsetSec ?? null });
    }
    return checked;
  }

  async get(orgId: string, projectId: string, groupId: string): Promise<StoredGroup> {
    await this.deps.projects.get(orgId, projectId);
    const group = await this.groups.forOrg(orgId).get(docId(projectId, groupId));
    if (!group) throw new AppError(404, 'not_found', `project ${projectId} has no multicam group ${groupId}`);
    return group;
  }

  async list(orgId: string, projectId: string): Promise<StoredGroup[]> {
    await this.deps.projects.get(orgId, projectId);
    return (await this.groups.forOrg(orgId).list({ where: { projectId }, limit: groupLimits.perProject })).items.sort((a, b) => a.groupId.localeCompare(b.groupId));
  }

  /** Declares (created) or replaces the group under If-Match. */
  async put(orgId: string, projectId: string, groupId: string, ifMatch: string | undefined, angles: AngleInput[]): Promise<{ group: StoredGroup; created: boolean }> {
    await this.deps.projects.get(orgId, projectId);
    const scope = this.groups.forOrg(orgId);
    const id = docId(projectId, groupId);
    const current = await scope.get(id);
    const checked = await this.check(orgId, angles);
    if (!current) {
      if ((await scope.count({ projectId })) >= groupLimits.perProject) throw new AppError(409, 'limit_exceeded', `a project holds at most ${groupLimits.perProject} multicam groups`);
      if (ifMatch !== undefined) throw new AppError(412, 'precondition_failed', `project ${projectId} has no multicam group ${groupId} yet; send no If-Match to create it`, { currentEtag: null });
      const inserted = await scope.insert({ projectId, groupId, angles: checked }, { id }).catch((err) => {
        if ((err as { code?: string }).code === 'duplicate') return null;
        throw err;
      });
      if (inserted) return { group: inserted, created: true };
      const winner = await scope.get(id);
      throw new AppError(412, 'precondition_failed', 'the group was created meanwhile; fetch it and reapply your edit', { currentEtag: winner ? groupEtag(winner) : null });
    }
    if (ifMatch === undefined) throw new AppError(428, 'precondition_required', 'send If-Match with the ETag of the group you edited');
    const r = await scope.update(id, { set: { angles: checked } }, { ifVersion: versionFromIfMatch(ifMatch, current) });
    if (r.status === 'updated') return { group: r.doc, created: false };
    throw new AppError(412, 'precondition_failed', 'the group changed since that ETag; fetch it again and reapply your edit', { currentEtag: r.status === 'conflict' ? groupEtag(r.current) : null });
  }

  async remove(orgId: string, projectId: string, groupId: string, ifMatch: string | undefined): Promise<StoredGroup> {
    const current = await this.get(orgId, projectId, groupId);
    const r = await this.groups.forOrg(orgId).delete(current.id, { ifVersion: ifMatch === undefined ? current.version : versionFromIfMatch(ifMatch, current) });
    if (r.status === 'deleted') return r.doc;
    throw new AppError(412, 'precondition_failed', 'the group changed since that ETag', { currentEtag: r.status === 'conflict' ? groupEtag(r.current) : null });
  }
}
