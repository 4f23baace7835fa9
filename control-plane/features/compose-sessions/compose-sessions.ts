/**
 * Compose sessions: an isolated scratch copy of a project's composition that an editor (often an
 * agent) changes freely, previews and stills, then commits to the project in one step.
 *
 *   open ──(idle time-to-live elapses, or DELETE)──▶ closed (scratch released)
 *
 * The scratch has its own ETag (`"<sessionId>.v<n>"`), checked on every write like a project's
 * composition. A session remembers the ETag of the active composition it was opened against (its
 * base): a commit replaces the active composition only while that base is still current, unless
 * the caller names the current ETag itself. The commit goes through Projects, so it is checked,
 * versioned and announced (`composition.updated`) like any other save.
 *
 * Every read or write extends the idle deadline; a session past it reads 404 at once, whatever
 * the sweeper has done yet, and the sweeper (`sweepExpired`) releases it.
 */
import { componentPinCounts } from '../../../catalog/check/component-pins.ts';
import { AppError } from '../../../shared/errors.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import { type CompositionValidator, compositionEtag, contentHash, type Projects, type StoredComposition, versionFromIfMatch } from '../projects/projects.ts';

export interface ComposeSessionRecord {
  projectId: string;
  /** The scratch composition; null when the session holds none. */
  document: Record<string, unknown> | null;
  contentHash: string | null;
  /** Moves on each write of the scratch and names it in the ETag (the store's own version also moves when the deadline is extended). */
  scratchVersion: number;
  /** ETag of the project's active composition the session is based on: what a commit expects to replace. */
  baseEtag: string;
  /** Where the scratch came from: the project's active composition, or the `seedComposition` of the open. */
  seededFrom: 'active' | 'seed';
  /** The idle deadline: past it the session is closed. */
  expiresAt: string;
  /** How many placements the scratch pins to each component version (see component-pins.ts, pinKey). */
  componentPins?: Record<string, number>;
}

export type StoredComposeSession = ComposeSessionRecord & OrgDocMeta;

/** What a stills or preview job draws from a session: the scratch as it is now. */
export interface ScratchComposition {
  document: Record<string, unknown>;
  contentHash: string;
  version: number;
}

export const defaultSessionIdleTtlMs = 1800 * 1000;

export function scratchEtag(session: Pick<StoredComposeSession, 'id' | 'scratchVersion'>): string {
  return compositionEtag({ id: session.id, version: session.scratchVersion });
}

function notFound(sessionId: string): AppError {
  return new AppError(404, 'not_found', `compose session ${sessionId} not found (unknown, closed, or idle past its time-to-live)`);
}

export class ComposeSessions {
  readonly sessions: OrgCollection<ComposeSessionRecord>;
  readonly idleTtlMs: number;
  /**
   * Reads extend the deadline at most this often, so a busy reader does not write on every read;
   * the deadline is therefore between `idleTtlMs - touchIntervalMs` and `idleTtlMs` after the last use.
   */
  private readonly touchIntervalMs: number;

  constructor(store: DocumentStore, private readonly projects: Projects, private readonly validate: CompositionValidator, options: { idleTtlMs?: number } = {}) {
    // The pin counts sit in the summary copy: counting the placements on a version reads them, not the scratch.
    this.sessions = store.orgCollection<ComposeSessionRecord>({ name: 'compose_sessions', idPrefix: 'ses', indexes: [['projectId'], ['expiresAt']], summaryFields: ['componentPins'] });
    this.idleTtlMs = options.idleTtlMs ?? defaultSessionIdleTtlMs;
    this.touchIntervalMs = Math.min(60_000, this.idleTtlMs / 10);
  }

  private deadline(nowMs: number): string {
    return new Date(nowMs + this.idleTtlMs).toISOString();
  }

  /**
   * Opens a session on the org's project. Its scratch is `seedComposition` (checked like any
   * composition) or, without one, a copy of the project's active composition. Starts no render.
   */
  async open(orgId: string, projectId: string, seedComposition?: unknown): Promise<StoredComposeSession> {
    const active = await this.projects.activeComposition(orgId, projectId);
    const seeded = seedComposition !== undefined;
    const document = seeded ? await this.validate(orgId, seedComposition) : active.document;
    return this.sessions.forOrg(orgId).insert({
      projectId, document, contentHash: seeded ? contentHash(document) : active.contentHash, componentPins: componentPinCounts(document), scratchVersion: 1,
      baseEtag: compositionEtag(active), seededFrom: seeded ? 'seed' : 'active', expiresAt: this.deadline(Date.now()),
    });
  }

  /** The open session, its deadline extended; 404 when unknown, another project's, closed or expired. */
  async get(orgId: string, projectId: string, sessionId: string): Promise<StoredComposeSession> {
    const session = await this.sessions.forOrg(orgId).get(sessionId);
    const now = Date.now();
    if (!session || session.projectId !== projectId || Date.parse(session.expiresAt) <= now) throw notFound(sessionId);
    if (Date.parse(session.expiresAt) - now > this.idleTtlMs - this.touchIntervalMs) return session;
    // Extended only while still open, so a session the sweeper is releasing is not brought back.
    const r = await this.sessions.forOrg(orgId).update(sessionId, { set: { expiresAt: this.deadline(now) } }, { where: { expiresAt: { $gt: new Date(now).toISOString() } } });
    if (r.status !== 'updated') throw notFound(sessionId);
    return r.doc;
  }

  /** The open session with its scratch; 404 as `get`, and when it holds no scratch. */
  async withScratch(orgId: string, projectId: string, sessionId: string): Promise<StoredComposeSession & ScratchComposition> {
    const session = await this.get(orgId, projectId, sessionId);
    if (!session.document || !session.contentHash) throw new AppError(404, 'not_found', `compose session ${sessionId} holds no scratch composition`);
    return { ...session, document: session.document, contentHash: session.contentHash, version: session.scratchVersion };
  }

  /** The scratch as stills and previews draw it (404 AppError when it cannot be read). */
  async scratchComposition(orgId: string, projectId: string, sessionId: string): Promise<ScratchComposition> {
    const { document, contentHash: hash, version } = await this.withScratch(orgId, projectId, sessionId);
    return { document, contentHash: hash, version };
  }

  /** The scratch in the shape a render submission takes: the render records the session as its composition. */
  async scratchForRender(orgId: string, projectId: string, sessionId: string): Promise<Pick<StoredComposition, 'id' | 'projectId' | 'version' | 'document'>> {
    const scratch = await this.withScratch(orgId, projectId, sessionId);
    return { id: scratch.id, projectId, version: scratch.version, document: scratch.document };
  }

  /**
   * Replaces the scratch. `ifMatch` is the If-Match header: required (428 without it); a stale
   * or foreign ETag answers 412 with the current one. The document is checked like a composition.
   */
  async writeScratch(orgId: string, projectId: string, sessionId: string, ifMatch: string | undefined, document: unknown): Promise<StoredComposeSession> {
    await this.get(orgId, projectId, sessionId);
    const version = versionFromIfMatch(ifMatch, sessionId);
    if (version === null) throw new AppError(428, 'precondition_required', 'send If-Match with the ETag of the scratch composition you edited');
    const checked = await this.validate(orgId, document);
    const now = Date.now();
    const r = await this.sessions.forOrg(orgId).update(sessionId, {
      set: { document: checked, contentHash: contentHash(checked), componentPins: componentPinCounts(checked), scratchVersion: version + 1, expiresAt: this.deadline(now) },
    }, { where: { scratchVersion: version, expiresAt: { $gt: new Date(now).toISOString() } } });
    if (r.status === 'updated') return r.doc;
    if (r.status === 'conflict' && Date.parse(r.current.expiresAt) > now) {
      throw new AppError(412, 'precondition_failed', 'the scratch composition changed since that ETag; read it again and reapply your edit', { currentEtag: scratchEtag(r.current) });
    }
    throw notFound(sessionId);
  }

  /**
   * Makes the scratch the project's active composition. Without `ifMatch` it replaces the
   * composition the session is based on, and answers 412 when the project's composition moved
   * since; `ifMatch` naming the current ETag replaces it anyway. The session stays open, based on
   * the composition it just saved.
   */
  async commit(orgId: string, projectId: string, sessionId: string, ifMatch: string | undefined, savedBy: string | null): Promise<{ session: StoredComposeSession; composition: StoredComposition }> {
    const session = await this.withScratch(orgId, projectId, sessionId);
    let composition: StoredComposition;
    try {
      composition = await this.projects.replaceComposition(orgId, projectId, ifMatch || session.baseEtag, session.document, { source: 'session_commit', savedBy });
    } catch (err) {
      if (err instanceof AppError && err.status === 412) {
        throw new AppError(412, 'precondition_failed', ifMatch
          ? "the project's composition is not at that ETag; read it and commit with If-Match naming its current ETag"
          : "the project's composition changed since this session was opened; review it, then commit with If-Match naming its current ETag to replace it",
        { ...err.details, baseEtag: session.baseEtag });
      }
      throw err;
    }
    const r = await this.sessions.forOrg(orgId).update(sessionId, { set: { baseEtag: compositionEtag(composition) } });
    return { session: r.status === 'updated' ? r.doc : { ...session, baseEtag: compositionEtag(composition) }, composition };
  }

  /** Closes the session and releases its scratch; 404 when it is not open. */
  async close(orgId: string, projectId: string, sessionId: string): Promise<StoredComposeSession> {
    const session = await this.get(orgId, projectId, sessionId);
    const r = await this.sessions.forOrg(orgId).delete(sessionId);
    if (r.status !== 'deleted') throw notFound(sessionId);
    return session;
  }

  /** Releases every session idle past its deadline, in any org; returns how many. */
  async sweepExpired(now = new Date()): Promise<number> {
    const cutoff = now.toISOString();
    const expired = { expiresAt: { $lte: cutoff } };
    let released = 0;
    let cursor: string | null = null;
    do {
      // Cursors continue after an id, so deleting what a page found does not move the next page.
      const page = await this.sessions.scanAllOrgs({ where: expired, limit: 100, cursor, order: 'oldest' });
      for (const session of page.items) {
        // Only while still expired: a read that extended it meanwhile keeps it open.
        const r = await this.sessions.forOrg(session.orgId).delete(session.id, { where: expired });
        if (r.status === 'deleted') released++;
      }
      cursor = page.nextCursor;
    } while (cursor);
    return released;
  }
}
