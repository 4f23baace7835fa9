/**
 * Stock search and import (tag group `resources`).
 *
 * A search runs one or more queries (at most 10) against one provider: Pexels or Pixabay for
 * video and photo (the deployment's default, or the one the request names), Freesound for sfx
 * (CC0 only), Giphy for gif. Queries run side by side; one that fails gets an `error` in its own
 * entry and the others still answer. Every candidate is kept in the store for 7 days under an
 * opaque `candidateId`; an import names that id, so a caller never hands the service a URL of
 * its choosing. Past the 7 days the candidate is gone and the search must be repeated (410).
 *
 * Search is free but each org has a budget of queries per minute (counted per minute in the
 * store, so shared by all replicas), because every query is a call on the deployment's provider
 * key and its quota.
 * Importing goes the way of any URL import (media.ts): through the egress guard, into the org's
 * media, its bytes counted toward the storage entitlement; the item keeps the licence and credit.
 */
import { createHash } from 'node:crypto';
import type { Config } from '../../../shared/config/index.ts';
import { AppError } from '../../../shared/errors.ts';
import type { Accounts } from '../accounts/accounts.ts';
import type { MediaLibrary, StoredMedia } from '../media/media.ts';
import { type DocumentStore, type OrgCollection, StoreError } from '../../store/index.ts';
import { FreesoundProvider } from './freesound.ts';
import { GiphyProvider } from './giphy.ts';
import { PexelsProvider } from './pexels.ts';
import { PixabayProvider } from './pixabay.ts';
import { type StockItem, type StockKind, type StockProvider, StockProviderError } from './provider.ts';
import { type StockProviderId } from '../media/origins.ts';

/** How long a candidate can be imported after the search that found it. */
export const candidateLifetimeMs = 7 * 24 * 3600_000;
export const maxQueriesPerSearch = 10;

export type PictureProviderId = 'pexels' | 'pixabay';

export interface StockSettings {
  /** The adapters that have their settings; a kind whose provider is missing answers 503. */
  providers: Partial<Record<StockProviderId, StockProvider>>;
  /** Which of Pexels and Pixabay answers video and photo searches that name none. */
  defaultPictureProvider: PictureProviderId;
  /** Queries one org may run a minute (0 = no limit). */
  queriesPerMinute: number;
}

/** Who answers each kind (the first of two unless the deployment or the request picks the other). */
const providersOf: Record<StockKind, readonly StockProviderId[]> = { video: ['pexels', 'pixabay'], photo: ['pexels', 'pixabay'], sfx: ['freesound'], gif: ['giphy'] };

/** The environment variable that turns each provider on, for the 503 that names it. */
const keySettings: Record<StockProviderId, string> = {
  pexels: 'FRAMEFLEET_PEXELS_API_KEY', pixabay: 'FRAMEFLEET_PIXABAY_API_KEY', freesound: 'FRAMEFLEET_FREESOUND_API_KEY', giphy: 'FRAMEFLEET_GIPHY_API_KEY',
};

/** The stock settings of a deployment, from configuration. */
export function stockSettings(config: Pick<Config, 'FRAMEFLEET_PEXELS_API_KEY' | 'FRAMEFLEET_PEXELS_API_URL' | 'FRAMEFLEET_PIXABAY_API_KEY' | 'FRAMEFLEET_PIXABAY_API_URL'
  | 'FRAMEFLEET_FREESOUND_API_KEY' | 'FRAMEFLEET_FREESOUND_API_URL' | 'FRAMEFLEET_GIPHY_API_KEY' | 'FRAMEFLEET_GIPHY_API_URL' | 'FRAMEFLEET_STOCK_PROVIDER' | 'FRAMEFLEET_STOCK_QUERIES_PER_MINUTE'>): StockSettings {
  const providers: StockSettings['providers'] = {};
  if (config.FRAMEFLEET_PEXELS_API_KEY) providers.pexels = new PexelsProvider({ apiKey: config.FRAMEFLEET_PEXELS_API_KEY, apiUrl: config.FRAMEFLEET_PEXELS_API_URL });
  if (config.FRAMEFLEET_PIXABAY_API_KEY) providers.pixabay = new PixabayProvider({ apiKey: config.FRAMEFLEET_PIXABAY_API_KEY, apiUrl: config.FRAMEFLEET_PIXABAY_API_URL });
  if (config.FRAMEFLEET_FREESOUND_API_KEY) providers.freesound = new FreesoundProvider({ apiKey: config.FRAMEFLEET_FREESOUND_API_KEY, apiUrl: config.FRAMEFLEET_FREESOUND_API_URL });
  if (config.FRAMEFLEET_GIPHY_API_KEY) providers.giphy = new GiphyProvider({ apiKey: config.FRAMEFLEET_GIPHY_API_KEY, apiUrl: config.FRAMEFLEET_GIPHY_API_URL });
  return { providers, defaultPictureProvider: config.FRAMEFLEET_STOCK_PROVIDER, queriesPerMinute: config.FRAMEFLEET_STOCK_QUERIES_PER_MINUTE };
}

export interface StockSearchRequest {
  query?: string;
  queries?: string[];
  kind?: StockKind;
  provider?: StockProviderId;
  /** A number is the longest sound wanted. */
  durationSec?: number | { min?: number; max?: number };
  minWidth?: number;
  minHeight?: number;
  limit?: number;
}

type CandidateRecord = StockItem & { query: string; expiresAt: string };
export type StockCandidate = Omit<StockItem, 'downloadUrl'> & { candidateId: string; expiresAt: string };
export interface StockQueryResult { query: string; candidates: StockCandidate[]; error?: string }

/** The budget's window: an org's queries are counted per calendar minute. */
const budgetWindowMs = 60_000;

/**
 * Per-org query budgets, counted per minute in the store so that every control-plane replica
 * draws on the one budget (N replicas allow what one allows). Each query of a minute claims one
 * of its `perMinute` slots by inserting the slot's document: an insert under a taken id fails on
 * every store, where a read-then-update could not be made atomic across connections on all of
 * them (FerretDB runs a conditional update as a query followed by a write).
 */
export class QueryBudget {
  private readonly slots: OrgCollection<{ window: number }>;

  constructor(store: DocumentStore, private readonly perMinute: number, private readonly now: () => number = Date.now) {
    this.slots = store.orgCollection({ name: 'stock_query_slots', idPrefix: 'qslot', indexes: [['window']] });
  }

  /** Takes `count` queries of this minute; answers 0, or the seconds until the next minute (nothing taken). */
  async take(orgId: string, count: number): Promise<number> {
    if (this.perMinute <= 0) return 0;
    if (count > this.perMinute) return Infinity;
    const now = this.now();
    const window = Math.floor(now / budgetWindowMs);
    const scope = this.slots.forOrg(orgId);
    const used = await scope.count({ window });
    const taken: string[] = [];
    // Slots another replica claimed since the count fail their insert; the next ones are tried.
    for (let slot = used; slot < this.perMinute && taken.length < count; slot++) {
      // Document ids are unique across orgs on MongoDB: the org is part of the slot's id.
      const id = `qslot_${orgId}_${window}_${slot}`;
      try {
        await scope.insert({ window }, { id });
        taken.push(id);
      } catch (err) {
        if (!(err instanceof StoreError && err.code === 'duplicate')) throw err;
      }
    }
    if (taken.length < count) {
      for (const id of taken) await scope.delete(id);
      return Math.max(1, Math.ceil(((window + 1) * budgetWindowMs - now) / 1000));
    }
    // The first query of a minute drops the org's slots of earlier minutes.
    if (used === 0) {
      const { items } = await scope.list({ where: { window: { $lt: window } }, limit: 100 });
      for (const old of items) await scope.delete(old.id);
    }
    return 0;
  }
}

export class StockResources {
  private readonly candidates: OrgCollection<CandidateRecord>;
  private readonly budget: QueryBudget;

  constructor(store: DocumentStore, private readonly deps: { accounts: Accounts; media: MediaLibrary; settings: StockSettings | null; now?: () => number }) {
    this.candidates = store.orgCollection<CandidateRecord>({ name: 'stock_candidates', idPrefix: 'cand', indexes: [['expiresAt']] });
    this.budget = new QueryBudget(store, deps.settings?.queriesPerMinute ?? 0, deps.now);
  }

  private now(): number { return (this.deps.now ?? Date.now)(); }

  /** The provider a search of `kind` goes to; 422 for a provider that has no such media, 503 naming the setting for one not configured. */
  private providerFor(kind: StockKind, named?: StockProviderId): StockProvider {
    const allowed = providersOf[kind];
    if (named && !allowed.includes(named)) {
      throw new AppError(422, 'validation_failed', `${named} has no ${kind} results; ${kind} comes from ${allowed.join(' or ')}`,
        { fields: [{ path: 'body.provider', problem: `must be ${allowed.join(' or ')} for kind ${kind}` }] });
    }
    const id = named ?? (allowed.length > 1 ? this.deps.settings?.defaultPictureProvider ?? 'pexels' : allowed[0]!);
    const provider = this.deps.settings?.providers[id];
    if (!provider) {
      throw new AppError(503, 'stock_provider_unavailable', `stock ${kind} search needs ${id}, which this deployment has not configured (set ${keySettings[id]})`, { provider: id, setting: keySettings[id] });
    }
    return provider;
  }

  /**
   * Runs the search: `retryAfterSeconds` set (and nothing run) when the org's query budget is
   * spent. Answers one entry per query, in order.
   */
  async search(orgId: string, request: StockSearchRequest): Promise<{ results: StockQueryResult[]; provider: StockProviderId } | { retryAfterSeconds: number; limitPerMinute: number }> {
    const queries = request.queries ?? (request.query !== undefined ? [request.query] : []);
    if ((request.query === undefined) === (request.queries === undefined)) {
      throw new AppError(400, 'validation_failed', 'send either query (one search) or queries (a batch)', { fields: [{ path: 'body.query', problem: 'exactly one of query and queries is required' }] });
    }
    const kind = request.kind ?? 'video';
    if (request.durationSec && kind !== 'sfx') throw fieldError('body.durationSec', 'bounds sound length: only for kind sfx');
    if ((request.minWidth !== undefined || request.minHeight !== undefined) && kind !== 'video') throw fieldError(request.minWidth !== undefined ? 'body.minWidth' : 'body.minHeight', 'only for kind video');
    const durationSec = typeof request.durationSec === 'number' ? { max: request.durationSec } : request.durationSec;
    if (durationSec?.min !== undefined && durationSec.max !== undefined && durationSec.min > durationSec.max) throw fieldError('body.durationSec', 'min must not exceed max');
    await this.deps.accounts.requireFeature(orgId, 'resource_import');
    const provider = this.providerFor(kind, request.provider);
    const wait = await this.budget.take(orgId, queries.length);
    if (wait > 0) return { retryAfterSeconds: Number.isFinite(wait) ? wait : 60, limitPerMinute: this.deps.settings!.queriesPerMinute };

    const results = await Promise.all(queries.map(async (query): Promise<StockQueryResult> => {
      try {
        const items = await provider.search({
          query, kind, limit: request.limit ?? 10, ...(durationSec ? { durationSec } : {}),
          ...(request.minWidth !== undefined ? { minWidth: request.minWidth } : {}), ...(request.minHeight !== undefined ? { minHeight: request.minHeight } : {}),
        });
        return { query, candidates: await Promise.all(items.map((item) => this.keep(orgId, query, item))) };
      } catch (err) {
        if (!(err instanceof StockProviderError)) throw err;
        return { query, candidates: [], error: err.message };
      }
    }));
    await this.forgetExpired(orgId);
    return { results, provider: provider.id };
  }

  /** Drops some of the org's candidates past their 7 days, so the collection holds what can still be imported. */
  private async forgetExpired(orgId: string): Promise<void> {
    const scope = this.candidates.forOrg(orgId);
    const { items } = await scope.list({ where: { expiresAt: { $lt: new Date(this.now()).toISOString() } }, limit: 50, order: 'oldest' });
    for (const c of items) await scope.delete(c.id, { where: { expiresAt: c.expiresAt } });
  }

  /** Stores the candidate for 7 days under an id stable for the org and item (a repeated search renews it). */
  private async keep(orgId: string, query: string, item: StockItem): Promise<StockCandidate> {
    const id = `cand_${createHash('sha256').update(`${orgId}\n${item.provider}\n${item.kind}\n${item.providerId}`).digest('base64url').slice(0, 27)}`;
    const record: CandidateRecord = { ...item, query, expiresAt: new Date(this.now() + candidateLifetimeMs).toISOString() };
    const scope = this.candidates.forOrg(orgId);
    const r = await scope.update(id, { set: { ...record } });
    if (r.status === 'not_found') {
      try {
        await scope.insert(record, { id });
      } catch (err) {
        // The same item in two queries of one batch: the other write stored it.
        if (!(err instanceof StoreError && err.code === 'duplicate')) throw err;
      }
    }
    return view(id, record);
  }

  /** A candidate the org can still import: 404 for one it never saw, 410 once its 7 days are over. */
  async candidate(orgId: string, candidateId: string): Promise<StockCandidate & { downloadUrl: string }> {
    const found = await this.candidates.forOrg(orgId).get(candidateId);
    if (!found) throw new AppError(404, 'not_found', `stock candidate ${candidateId} not found; search again`, { fields: [{ path: 'body.candidateId', problem: 'unknown candidate' }] });
    if (Date.parse(found.expiresAt) <= this.now()) {
      await this.candidates.forOrg(orgId).delete(candidateId);
      throw new AppError(410, 'candidate_expired', `stock candidate ${candidateId} expired at ${found.expiresAt} (candidates last 7 days); repeat the search and import a fresh candidateId`,
        { candidateId, expiredAt: found.expiresAt, fields: [{ path: 'body.candidateId', problem: 'expired; search again' }] });
    }
    return { ...view(found.id, found), downloadUrl: found.downloadUrl };
  }

  /**
   * Imports the candidate into the org's media (answers the item `importing`; it ends ready or
   * failed as any import does). A second import of the same candidate answers the item the first
   * made unless that one failed.
   */
  async import(orgId: string, candidateId: string, name?: string): Promise<StoredMedia> {
    await this.deps.accounts.requireFeature(orgId, 'resource_import');
    const c = await this.candidate(orgId, candidateId);
    const earlier = await this.deps.media.findImport(orgId, c.downloadUrl);
    if (earlier && earlier.status !== 'failed') return earlier;
    return this.deps.media.startImport(orgId, {
      url: c.downloadUrl, name: name ?? c.title.slice(0, 200),
      stock: { provider: c.provider, providerId: c.providerId, candidateId: c.candidateId, license: c.license, attribution: c.attribution },
    });
  }
}

function view(candidateId: string, c: CandidateRecord): StockCandidate {
  return {
    candidateId, provider: c.provider, kind: c.kind, providerId: c.providerId, title: c.title, previewUrl: c.previewUrl,
    width: c.width, height: c.height, durationSec: c.durationSec, license: c.license, attribution: c.attribution, expiresAt: c.expiresAt,
  };
}

function fieldError(path: string, problem: string): AppError {
  return new AppError(400, 'validation_failed', `${path.replace(/^body\./, '')} ${problem}`, { fields: [{ path, problem }] });
}
