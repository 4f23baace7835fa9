/**
 * Briefs: what a project's video is for. One brief per project, stored under the project's id and
 * replaced whole (`PUT`): the first write needs no precondition, every later one names the ETag it
 * replaces (If-Match; 428 without it, 412 when stale), as compositions do. Consult proposes from
 * it and critics check a render against it (the platform's frame, safe areas, duration and
 * loudness come from shared/platforms.ts).
 */
import { AppError } from '../../../shared/errors.ts';
import { type PlatformId, platforms } from '../../../shared/platforms.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import type { Projects } from '../projects/projects.ts';
import type { MediaLibrary } from '../media/media.ts';
import type { BrandKits } from '../brand/brand-kits.ts';

export interface BriefInput {
  goal: string;
  audience: string;
  platform: PlatformId;
  durationSec: number;
  mustInclude?: { texts?: string[]; logoMediaId?: string; callToAction?: string };
  tone?: string;
  mood?: string[];
  brandKitId?: string;
}

/** A brief as stored and served: every optional part present (empty or null). */
export interface Brief {
  goal: string;
  audience: string;
  platform: PlatformId;
  durationSec: number;
  mustInclude: { texts: string[]; logoMediaId: string | null; callToAction: string | null };
  tone: string | null;
  mood: string[];
  brandKitId: string | null;
}

export type StoredBrief = Brief & OrgDocMeta;

export function briefEtag(b: Pick<StoredBrief, 'id' | 'version'>): string {
  return `"${b.id}.brief.v${b.version}"`;
}

/** The version an If-Match header names for the brief of `projectId` (`*`: the current one); -1 for another resource's ETag. */
function versionFromIfMatch(header: string, current: StoredBrief): number {
  if (header.trim() === '*') return current.version;
  const projectId = current.id;
  const match = /^(?:W\/)?"([A-Za-z0-9_-]+)\.brief\.v(\d+)"$/.exec(header.trim());
  return match && match[1] === projectId ? Number(match[2]) : -1;
}

const invalid = (path: string, problem: string) =>
  new AppError(422, 'validation_failed', `${path}: ${problem}`, { fields: [{ path, problem }] });

/** A brief's fields with every optional part filled in; its duration checked against the platform's range. */
export function normalizeBrief(input: BriefInput, pathPrefix = 'body'): Brief {
  const range = platforms[input.platform].durationSec;
  if (input.durationSec < range.min || input.durationSec > range.max) {
    throw invalid(`${pathPrefix}.durationSec`, `${platforms[input.platform].name} takes ${range.min} to ${range.max} s; got ${input.durationSec}`);
  }
  return {
    goal: input.goal, audience: input.audience, platform: input.platform, durationSec: input.durationSec,
    mustInclude: { texts: input.mustInclude?.texts ?? [], logoMediaId: input.mustInclude?.logoMediaId ?? null, callToAction: input.mustInclude?.callToAction ?? null },
    tone: input.tone ?? null, mood: input.mood ?? [], brandKitId: input.brandKitId ?? null,
  };
}

export class Briefs {
  private readonly briefs: OrgCollection<Brief>;

  constructor(store: DocumentStore, private readonly deps: { projects: Projects; media: MediaLibrary; brandKits: BrandKits }) {
    this.briefs = store.orgCollection<Brief>({ name: 'briefs', idPrefix: 'brf' });
    // A deleted project's brief goes with it (briefs are stored under the project's id).
    deps.projects.onRemove(async (orgId, projectId) => this.briefs.forOrg(orgId).delete(projectId));
  }

  /**
   * A brief checked against the org: its duration within the platform's range, the logo one of
   * the org's images, the brand kit one of the org's kits (422 naming the field otherwise).
   */
  async check(orgId: string, input: BriefInput, pathPrefix = 'body'): Promise<Brief> {
    const brief = normalizeBrief(input, pathPrefix);
    const logo = brief.mustInclude.logoMediaId;
    if (logo !== null) {
      const item = await this.deps.media.get(orgId, logo).catch(notFoundAsNull);
      if (!item) throw invalid(`${pathPrefix}.mustInclude.logoMediaId`, `media ${logo} is not this org's`);
      if (item.kind !== null && item.kind !== 'image') throw invalid(`${pathPrefix}.mustInclude.logoMediaId`, `media ${logo} is ${item.kind === 'audio' ? 'audio' : `a ${item.kind}`}, not an image`);
    }
    if (brief.brandKitId !== null && !(await this.deps.brandKits.get(orgId, brief.brandKitId).catch(notFoundAsNull))) {
      throw invalid(`${pathPrefix}.brandKitId`, `brand kit ${brief.brandKitId} is not this org's`);
    }
    return brief;
  }

  /** The project's brief (404 for another org's project, or a project without one). */
  async get(orgId: string, projectId: string): Promise<StoredBrief> {
    await this.deps.projects.get(orgId, projectId);
    const brief = await this.briefs.forOrg(orgId).get(projectId);
    if (!brief) throw new AppError(404, 'not_found', `project ${projectId} has no brief`);
    return brief;
  }

  /** The project's brief, or null when it has none (404 for another org's project). */
  async find(orgId: string, projectId: string): Promise<StoredBrief | null> {
    await this.deps.projects.get(orgId, projectId);
    return this.briefs.forOrg(orgId).get(projectId);
  }

  /** Sets the project's brief; `created` when it had none. */
  async put(orgId: string, projectId: string, ifMatch: string | undefined, input: BriefInput): Promise<{ brief: StoredBrief; created: boolean }> {
    const current = await this.find(orgId, projectId);
    const brief = await this.check(orgId, input);
    const scope = this.briefs.forOrg(orgId);
    if (!current) {
      // Any If-Match, `*` included, names a brief that is not there (RFC 9110, 13.1.1).
      if (ifMatch !== undefined) throw new AppError(412, 'precondition_failed', `project ${projectId} has no brief yet; send no If-Match to create it`, { currentEtag: null });
      // Two first writes racing: the one that loses sees the winner's brief, as a stale ETag would.
      const inserted = await scope.insert(brief, { id: projectId }).catch(async () => null);
      if (inserted) return { brief: inserted, created: true };
      const winner = await scope.get(projectId);
      throw new AppError(412, 'precondition_failed', 'the brief was created meanwhile; fetch it and reapply your edit', { currentEtag: winner ? briefEtag(winner) : null });
    }
    if (ifMatch === undefined) throw new AppError(428, 'precondition_required', 'send If-Match with the ETag of the brief you edited');
    const r = await scope.update(projectId, { set: { ...brief } }, { ifVersion: versionFromIfMatch(ifMatch, current) });
    if (r.status === 'updated') return { brief: r.doc, created: false };
    throw new AppError(412, 'precondition_failed', 'the brief changed since that ETag; fetch it again and reapply your edit', { currentEtag: r.status === 'conflict' ? briefEtag(r.current) : null });
  }

  /** Removes the project's brief; with If-Match, only the version it names (412 otherwise). */
  async remove(orgId: string, projectId: string, ifMatch: string | undefined): Promise<StoredBrief> {
    const current = await this.get(orgId, projectId);
    const version = ifMatch === undefined ? current.version : versionFromIfMatch(ifMatch, current);
    const r = await this.briefs.forOrg(orgId).delete(projectId, { ifVersion: version });
    if (r.status === 'deleted') return r.doc;
    throw new AppError(412, 'precondition_failed', 'the brief changed since that ETag', { currentEtag: r.status === 'conflict' ? briefEtag(r.current) : null });
  }
}

function notFoundAsNull(err: unknown): null {
  if (err instanceof AppError && err.status === 404) return null;
  throw err;
}
