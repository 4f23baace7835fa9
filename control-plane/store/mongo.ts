/**
 * MongoDB adapter (official driver): production targets MongoDB 7; tests run it against a
 * MongoDB-compatible server. It needs no transactions, TTL indexes or $lookup: every write is a
 * single-document atomic operation conditioned on the org, the version and the caller's `where`.
 *
 * An outage is an error of its own: every call that cannot reach the server (refused, dropped,
 * shutting down, no server selectable in time) fails with StoreError `unavailable`, and quickly:
 * once the driver has lost every server it could use, calls fail at once until its monitor finds
 * one again (it checks every second), and a call that meets the outage first waits at most
 * `unavailableAfterMs` for a server to select. So a request made while the database restarts is
 * answered 503 at once instead of stalling. The driver reconnects by itself.
 */
import {
  type Collection, type Document, type Filter, MongoClient, MongoClientClosedError, MongoError, MongoNetworkError, MongoNotConnectedError,
  MongoOperationTimeoutError, MongoServerClosedError, MongoServerError, MongoServerSelectionError, MongoTopologyClosedError, type UpdateFilter,
} from 'mongodb';
import { isUnreachablePeer } from '../../shared/peer-errors.ts';
import {
  checkChange, checkChangeKeepsUnique, checkData, checkSpec, checkUniqueFieldsPresent, decodeCursor, encodeCursor, generateId, listLimit, type ListOrder,
  listOrder, deepFreeze, normaliseWhere, nowIso, projectedFields, readPath, sqlitePlanIndex,
} from './common.ts';
import {
  type Change, type CollectionSpec, type DeleteResult, type DocMeta, type DocumentStore, type ExplainedRead, type ListOptions, type ListSort, type OrgCollection,
  type OrgDocMeta, type Page, type ProjectedReads, type QueryPlan, type ScopedCollection, type SystemScoped, StoreError, type UpdateResult, type Where, type WriteOptions,
} from './types.ts';

interface StoredDoc extends Document { _id: string; version: number; createdAt: string; updatedAt: string; orgId?: string }

function toMongoPath(path: string): string {
  return path === 'id' ? '_id' : path;
}

function whereFilter(where: Where | undefined, withOrg: boolean): Record<string, unknown> {
  const filter: Record<string, unknown> = {};
  for (const [path, cond] of normaliseWhere(where, withOrg)) filter[toMongoPath(path)] = cond;
  return filter;
}

/**
 * MongoDB reserves '.' and a leading '$' in field names (and MongoDB-compatible servers refuse
 * them), while documents such as compositions may use any key. Data keys are therefore escaped
 * on the way in ('%' → %25, '.' → %2E, '$' → %24) and unescaped on the way out; store paths are
 * made of plain names, which escaping leaves as they are.
 */
export function encodeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(encodeKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/%/g, '%25').replace(/\./g, '%2E').replace(/\$/g, '%24'), encodeKeys(v)]));
}

export function decodeKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decodeKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(Object.entries(value).map(([k, v]) => [k.replace(/%2E/g, '.').replace(/%24/g, '$').replace(/%25/g, '%'), decodeKeys(v)]));
}

/**
 * A MongoDB projection of the named data fields and the store-managed ones (`_id` comes by
 * default). Field names are plain, so key escaping leaves them as they are.
 */
function mongoProjection(fields: readonly string[], withOrg: boolean): Document {
  const named = [...projectedFields(fields, withOrg), 'version', 'createdAt', 'updatedAt', ...(withOrg ? ['orgId'] : [])];
  return Object.fromEntries(named.map((f) => [f, 1]));
}

function fromStored<D>(stored: StoredDoc): D {
  const { _id, ...rest } = stored;
  return { ...(decodeKeys(rest) as object), id: _id } as D;
}

/** System collections are collections of their own, so their scope adds no condition. */
function scoped(orgId: string | null, ...parts: Record<string, unknown>[]): Filter<StoredDoc> {
  const all = [...(orgId === null ? [] : [{ orgId }]), ...parts.filter((p) => Object.keys(p).length > 0)];
  return (all.length === 0 ? {} : all.length === 1 ? all[0] : { $and: all }) as Filter<StoredDoc>;
}

/** Runs a single-document read-modify-write; see `MongoStore.guardWrite`. */
type WriteGuard = <R>(key: string, write: () => Promise<R>) => Promise<R>;

/** Turns a driver error into what the store throws; see `MongoStore.translate`. */
type Translate = (err: unknown, spec: CollectionSpec | null) => Promise<unknown>;

class MongoScope<T extends object, M extends DocMeta> implements ScopedCollection<T, M> {
  constructor(
    private readonly collection: () => Promise<Collection<StoredDoc>>,
    private readonly spec: CollectionSpec,
    /** null for system collections, whose documents carry no orgId. */
    private readonly orgId: string | null,
    private readonly guard: WriteGuard,
    private readonly translate: Translate,
  ) {}

  /** Every query is the AND of the scope with the caller's parts, so no part can widen the scope. */
  private scope(...parts: Record<string, unknown>[]): Filter<StoredDoc> {
    return scoped(this.orgId, ...parts);
  }

  private toDoc(stored: StoredDoc): T & M {
    return fromStored<T & M>(stored);
  }

  async insert(data: T, options: { id?: string } = {}): Promise<T & M> {
    checkData(data, this.orgId !== null);
    checkUniqueFieldsPresent(this.spec, data);
    const now = nowIso();
    const stored: StoredDoc = {
      ...(encodeKeys(data) as object),
      _id: generateId(this.spec, options.id),
      ...(this.orgId === null ? {} : { orgId: this.orgId }),
      version: 1,
      createdAt: now,
      updatedAt: now,
    };
    await this.run((c) => c.insertOne(stored));
    return this.toDoc(stored);
  }

  /** Runs one call on the collection, its driver errors translated to store errors. */
  private async run<R>(call: (collection: Collection<StoredDoc>) => Promise<R>): Promise<R> {
    try {
      return await call(await this.collection());
    } catch (err) {
      throw await this.translate(err, this.spec);
    }
  }

  async get(id: string): Promise<(T & M) | null> {
    const found = await this.run((c) => c.findOne(this.scope({ _id: id })));
    return found ? this.toDoc(found) : null;
  }

  select<K extends keyof T & string>(fields: readonly K[]): ProjectedReads<Pick<T, K>, M> {
    return new MongoProjection<Pick<T, K>, M>((call) => this.run(call), this.scope(), this.orgId !== null, mongoProjection(fields, this.orgId !== null));
  }

  async findOne(where: Where): Promise<(T & M) | null> {
    const found = await this.run((c) => c.find(this.scope(whereFilter(where, this.orgId !== null))).sort({ _id: 1 }).limit(1).next());
    return found ? this.toDoc(found) : null;
  }

  async list(options: ListOptions): Promise<Page<T & M>> {
    return this.run((c) => listDocs(c, options, this.scope(), this.orgId !== null, (d) => this.toDoc(d)));
  }

  async count(where?: Where): Promise<number> {
    return this.run((c) => c.countDocuments(this.scope(whereFilter(where, this.orgId !== null))));
  }

  /** The plan of the find each read runs (a count's aggregation matches by the same filter, so it plans alike). */
  async explain(where: Where, read: ExplainedRead = 'findOne', sort?: ListSort): Promise<QueryPlan> {
    if (sort && read !== 'list') throw new StoreError('invalid_query', `a ${read} takes no sort`);
    const withOrg = this.orgId !== null;
    const explained = await this.run((c) => {
      if (read === 'list') return listCursor(c, { where, limit: 1, ...(sort ? { sort } : {}) }, this.scope(), withOrg).cursor.explain('queryPlanner');
      const cursor = c.find(this.scope(whereFilter(where, withOrg)));
      return (read === 'findOne' ? cursor.sort({ _id: 1 }).limit(1) : cursor).explain('queryPlanner');
    });
    return { ...mongoPlanIndex(explained), plan: explained };
  }

  private conditional(id: string, options: WriteOptions): Filter<StoredDoc> {
    return this.scope({ _id: id }, whereFilter(options.where, this.orgId !== null), options.ifVersion === undefined ? {} : { version: options.ifVersion });
  }

  async update(id: string, change: Change, options: WriteOptions = {}): Promise<UpdateResult<T & M>> {
    checkChange(change, this.orgId !== null);
    checkChangeKeepsUnique(this.spec, change);
    const update: UpdateFilter<StoredDoc> = {
      // The keys of `set` are store paths (left as they are); their values are data.
      $set: { ...Object.fromEntries(Object.entries(change.set ?? {}).map(([path, v]) => [path, encodeKeys(v)])), updatedAt: nowIso() },
      $inc: { ...(change.inc ?? {}), version: 1 },
    } as UpdateFilter<StoredDoc>;
    if (change.unset?.length) update.$unset = Object.fromEntries(change.unset.map((p) => [p, ''])) as UpdateFilter<StoredDoc>['$unset'];
    return this.run((collection) => this.guard(`${this.spec.name}/${id}`, async () => {
      const updated = await collection.findOneAndUpdate(this.conditional(id, options), update, { returnDocument: 'after' });
      if (updated) return { status: 'updated', doc: this.toDoc(updated) };
      const current = await collection.findOne(this.scope({ _id: id }));
      return current ? { status: 'conflict', current: this.toDoc(current) } : { status: 'not_found' };
    }));
  }

  async delete(id: string, options: WriteOptions = {}): Promise<DeleteResult<T & M>> {
    return this.run((collection) => this.guard(`${this.spec.name}/${id}`, async () => {
      const removed = await collection.findOneAndDelete(this.conditional(id, options));
      if (removed) return { status: 'deleted', doc: this.toDoc(removed) };
      const current = await collection.findOne(this.scope({ _id: id }));
      return current ? { status: 'conflict', current: this.toDoc(current) } : { status: 'not_found' };
    }));
  }
}

/** Reads of one projection in one scope (a class, not closures: it is made per request). */
class MongoProjection<P extends object, M extends DocMeta> implements ProjectedReads<P, M> {
  constructor(
    /** Runs a call on the collection with driver errors translated, as every other read (an outage is `unavailable`). */
    private readonly run: <R>(call: (collection: Collection<StoredDoc>) => Promise<R>) => Promise<R>,
    private readonly scope: Filter<StoredDoc>,
    private readonly withOrg: boolean,
    private readonly projection: Document,
  ) {}

  async get(id: string): Promise<(P & M) | null> {
    const found = await this.run((c) => c.findOne(scoped(null, this.scope as Record<string, unknown>, { _id: id }), { projection: this.projection }));
    return found ? deepFreeze(fromStored<P & M>(found)) : null;
  }

  async list(options: ListOptions): Promise<Page<P & M>> {
    return this.run((c) => listDocs(c, options, this.scope, this.withOrg, (d) => deepFreeze(fromStored<P & M>(d)), this.projection));
  }
}

/**
 * The find a page of a list reads (one document more than the page: whether there is more), and
 * the order it reads in. In the order of a field, the matches are those where it holds a number
 * (a comparison with a number matches numbers only, but also an array holding one, which sorts
 * by its elements: arrays are left out), by its value and then by id. In one org the sort names
 * the org between the two, as a declared index holds them (fields, org, id: see
 * `declaredIndexes`), so an index whose last field is the sorted one and whose other fields the
 * `where` sets by equality yields the page in order; the scope of one org is a filter that names it.
 */
function listCursor(collection: Collection<StoredDoc>, options: ListOptions, scope: Filter<StoredDoc>, withOrg: boolean, projection?: Document) {
  const order = listOrder(options, withOrg);
  const after = decodeCursor(options.cursor, order);
  const direction = order.descending ? -1 : 1;
  const [past, pastOrAt, upTo] = order.descending ? ['$lt', '$lte', '$gte'] : ['$gt', '$gte', '$lte'];
  const parts: Filter<StoredDoc>[] = [scope, whereFilter(options.where, withOrg) as Filter<StoredDoc>];
  let sort: Record<string, 1 | -1> = { _id: direction };
  const { field } = order;
  if (field === null) {
    if (after !== null) parts.push({ _id: { [past]: after.id } } as Filter<StoredDoc>);
  } else {
    parts.push({ [field]: { $gte: -Infinity, $not: { $type: 'array' } } } as Filter<StoredDoc>);
    // From the cursor's value on (a bound an index read starts from), less the documents at that value up to its id.
    if (after !== null) parts.push({ [field]: { [pastOrAt]: after.value } }, { $nor: [{ [field]: after.value, _id: { [upTo]: after.id } }] } as Filter<StoredDoc>);
    const inOneOrg = typeof (scope as { orgId?: unknown }).orgId === 'string';
    sort = { [field]: direction, ...(inOneOrg ? { orgId: direction } : {}), _id: direction };
    // A projection without the field still reads it, for the cursor (`listDocs` takes it out again).
    const [top] = field.split('.');
    if (projection && !(top! in projection)) projection = { ...projection, [field]: 1 };
  }
  const nonEmpty = parts.filter((p) => Object.keys(p).length > 0);
  const filter = (nonEmpty.length === 0 ? {} : { $and: nonEmpty }) as Filter<StoredDoc>;
  return { cursor: collection.find(filter, projection ? { projection } : {}).sort(sort).limit(listLimit(options) + 1), order, projection };
}

async function listDocs<D>(
  collection: Collection<StoredDoc>, options: ListOptions, scope: Filter<StoredDoc>, withOrg: boolean, toDoc: (d: StoredDoc) => D, projection?: Document,
): Promise<Page<D>> {
  const limit = listLimit(options);
  const read = listCursor(collection, options, scope, withOrg, projection);
  const docs = await read.cursor.toArray();
  const hasMore = docs.length > limit;
  const page = docs.slice(0, limit);
  const nextCursor = hasMore ? encodeCursor(read.order, { id: page.at(-1)!._id, value: sortValue(read.order, page.at(-1)!) }) : null;
  // The sorted field read only for the cursor is not part of the answer.
  const added = projection && read.projection !== projection ? read.order.field!.split('.')[0]! : null;
  if (added !== null) for (const doc of page) delete doc[added];
  return { items: page.map(toDoc), hasMore, nextCursor };
}

/** A document's value of the field a list is ordered by (null in an order by id). */
function sortValue(order: ListOrder, doc: StoredDoc): number | null {
  return order.field === null ? null : readPath(doc, order.field.split('.')) as number;
}

/** Stages of a MongoDB plan that read an index (by its bounds) rather than every document. */
const indexStages = new Set(['IXSCAN', 'EXPRESS_IXSCAN', 'COUNT_SCAN', 'DISTINCT_SCAN']);

/**
 * Reads an explain. MongoDB reports its winning plan as a tree of stages (`queryPlanner.winningPlan`,
 * under `queryPlan` on the slot-based engine): the query uses an index when nothing scans the
 * collection and each index stage bounds a field other than the org (an index read bounded by the
 * org alone reads all of an org's documents). FerretDB v1 reports instead the plan SQLite made for
 * the statement it runs (`queryPlanner.Plan`, one 'id=… parent=… notused=… detail=…' line a step),
 * read as the SQLite adapter reads its own.
 */
export function mongoPlanIndex(explained: Document): { usesIndex: boolean; index: string | null } {
  const planner = (explained.queryPlanner ?? {}) as Document;
  if (Array.isArray(planner.Plan)) return sqlitePlanIndex(planner.Plan.map((line) => String(line).replace(/^id=\d+ parent=\d+ notused=\d+ detail=/, '')));
  const stages: Document[] = [];
  const visit = (node: unknown): void => {
    if (node === null || typeof node !== 'object') return;
    if (typeof (node as Document).stage === 'string') stages.push(node as Document);
    for (const child of Object.values(node)) visit(child);
  };
  visit(planner.winningPlan);
  const boundsAField = (stage: Document) => stage.indexBounds === undefined || Object.entries(stage.indexBounds as Record<string, unknown>)
    .some(([field, bounds]) => field !== 'orgId' && JSON.stringify(bounds) !== JSON.stringify(['[MinKey, MaxKey]']));
  const reads = stages.filter((s) => s.stage === 'COLLSCAN' || indexStages.has(s.stage as string));
  const usesIndex = reads.length > 0 && reads.every((s) => indexStages.has(s.stage as string) && boundsAField(s));
  return { usesIndex, index: usesIndex ? String(reads[0]!.indexName) : null };
}

/**
 * Server error codes that mean the server is going away or cannot serve right now (shutdown,
 * step-down, interrupted, network trouble between servers), not that the call was wrong.
 */
const outageCodes = new Set([6, 7, 89, 91, 189, 9001, 10107, 11600, 11602, 13435, 13436]);

/** Whether a driver error means the database cannot be reached now (and a later call may well succeed). */
export function isOutage(err: unknown): boolean {
  if (err instanceof StoreError) return err.code === 'unavailable';
  if (
    err instanceof MongoNetworkError || err instanceof MongoServerSelectionError || err instanceof MongoNotConnectedError ||
    err instanceof MongoTopologyClosedError || err instanceof MongoServerClosedError || err instanceof MongoClientClosedError ||
    err instanceof MongoOperationTimeoutError
  ) return true;
  if (err instanceof MongoServerError && typeof err.code === 'number' && outageCodes.has(err.code)) return true;
  // A socket error the driver lets through unwrapped: a write to a connection the server has just
  // closed as it stopped ("This socket has been ended by the other party", EPIPE), or a reset.
  if (isUnreachablePeer(err)) return true;
  // The pool's wait queue timing out (WaitQueueTimeoutError) is the server being too slow to serve.
  return err instanceof MongoError && err.name === 'WaitQueueTimeoutError';
}

function outageError(cause: unknown): StoreError {
  return new StoreError('unavailable', `MongoDB is not reachable: ${cause instanceof Error ? cause.message : String(cause)}`);
}

function translateError(err: unknown, spec: CollectionSpec | null): unknown {
  if (err instanceof StoreError) return err;
  if (isOutage(err)) return outageError(err);
  if (spec && err instanceof MongoServerError && err.code === 11000) {
    const keys = Object.keys((err.keyPattern ?? {}) as Record<string, unknown>).filter((k) => k !== 'orgId');
    const fields = keys.includes('_id') ? ['id'] : (spec.unique ?? []).find((u) => u.every((f) => keys.length === 0 || keys.includes(f))) ?? keys;
    return new StoreError('duplicate', `${spec.name}: a document with the same ${fields.join(', ') || 'unique fields'} exists`, { fields });
  }
  return err;
}

/** listIndexes of a collection nobody has written to yet fails with NamespaceNotFound: it has no indexes. */
function noCollectionYet(err: unknown): Document[] {
  if (err instanceof MongoServerError && err.code === 26) return [];
  throw err;
}

/** Another process opening the collection at the same moment may drop an index first (IndexNotFound). */
function droppedAlready(err: unknown): void {
  if (!(err instanceof MongoServerError && err.code === 27)) throw err;
}

interface DeclaredIndex { name: string; key: Record<string, 1>; unique: boolean }

/**
 * A collection's indexes (see the SQLite adapter's, which are laid out alike). The scope's index
 * reads an org's documents in id order. A declared index leads with its fields, then the org: a
 * lookup in one org is bounded by both, a lookup across orgs (`scanAllOrgs`) by the fields; a
 * non-unique one ends with the id, so the matches of a lookup come in id order, and those of a
 * list in one org sorted by its last field in that field's order, ties by id (see `listCursor`).
 */
function declaredIndexes(spec: CollectionSpec, org: boolean): DeclaredIndex[] {
  const key = (fields: string[], ...after: string[]) => Object.fromEntries([...fields, ...(org ? ['orgId'] : []), ...after].map((p) => [p, 1] as const));
  return [
    ...(org ? [{ name: 'org', key: { orgId: 1, _id: 1 } as Record<string, 1>, unique: false }] : []),
    ...(spec.unique ?? []).map((f) => ({ name: `u_${f.join('_')}`, key: key(f), unique: true })),
    ...(spec.indexes ?? []).map((f) => ({ name: `i_${f.join('_')}`, key: key(f, '_id'), unique: false })),
  ];
}

/** Whether a built index (as listIndexes describes it) has the declared keys, in order, and uniqueness. */
function sameIndex(built: Document, key: Record<string, 1>, unique: boolean): boolean {
  const builtKey = Object.entries(built.key as Record<string, unknown>).map(([field, direction]) => [field, Number(direction)]);
  return JSON.stringify(builtKey) === JSON.stringify(Object.entries(key)) && Boolean(built.unique) === unique;
}

export interface MongoStoreOptions {
  dbName?: string;
  /**
   * How long a call waits for a server it can use before failing as `unavailable` (the driver's
   * server selection timeout). Default 300 ms: a healthy server is selected at once, so only an
   * outage waits this long — twice at most, when a call that met a dropped connection is retried
   * — and a request that meets an outage is still answered well within a second.
   */
  unavailableAfterMs?: number;
  /** How long a call waits for a server that stopped answering mid-call. Default 15 s. */
  socketTimeoutMs?: number;
  /** How long every heartbeat may fail before the client is replaced (see `staleMonitorResetMs`). */
  replaceClientAfterMs?: number;
}

const defaultUnavailableAfterMs = 300;
/**
 * How long calls fail at once after an outage was last met; after that they go to the server again,
 * and the first that meets the outage starts another such spell. The monitor's heartbeat ends an
 * outage as soon as it reaches the server; this ends it too when no heartbeat says so (after a
 * restart, the monitor may miss the server's return for minutes while every call keeps failing on
 * the remembered outage).
 */
const outageProbeAfterMs = 1000;
/**
 * How long every heartbeat of the driver's monitor may fail before the client is closed and
 * connected afresh. Calls select a server through the monitor's view, so a monitor that stays on
 * a dropped connection after the server came back (seen after a FerretDB restart on a loaded
 * machine: minutes of every call failing with that connection's old error while the server
 * answered) fails every call for as long. A new client has a new monitor; during a real outage
 * the new one fails as well and costs nothing.
 */
const staleMonitorResetMs = 10_000;

export class MongoStore implements DocumentStore {
  readonly kind = 'mongo' as const;
  /** A database is not known to be new: a control plane recovers what may be in flight in it. */
  readonly created = false;
  private readonly client: MongoClient;
  private readonly dbName: string | undefined;
  private connected: Promise<MongoClient> | null = null;
  /**
   * MongoDB applies findAndModify atomically. FerretDB v1 (the MongoDB-compatible server used in
   * development and tests) runs it as a query followed by a write, so two connections can both
   * match the same version. On such a server, writes to one document are queued per document in
   * this process, which keeps every write atomic for a single control-plane replica; run several
   * replicas only on MongoDB.
   */
  private writesNeedLocalLock = false;
  private readonly documentQueues = new Map<string, Promise<unknown>>();
  /**
   * Set from the moment a call, or the driver's monitor, finds the database out of reach (every
   * server of it, for the monitor) until the monitor reaches a server again: calls meanwhile fail
   * at once instead of each waiting for a server.
   */
  private outage: StoreError | null = null;
  /** When the outage was last met (Date.now()). */
  private outageAt = 0;
  /** Whether the monitor's last check of each server (by address) succeeded. */
  private readonly serversAnswering = new Map<string, boolean>();
  /** Since when every heartbeat has failed (null while one succeeds), and the replacement of the client under way. */
  private heartbeatsFailingSince: number | null = null;
  private replacing: Promise<void> | null = null;
  /** Clients replaced because their monitor stayed stuck (for tests and operators). */
  clientsReplaced = 0;

  constructor(private readonly url: string, private readonly options: MongoStoreOptions = {}) {
    const unavailableAfterMs = options.unavailableAfterMs ?? defaultUnavailableAfterMs;
    this.client = new MongoClient(url, {
      serverSelectionTimeoutMS: unavailableAfterMs,
      // Opening a connection to a server that answers is quick; one that hangs must not hold a call.
      connectTimeoutMS: Math.max(unavailableAfterMs, 2000),
      // A server that accepted the call but stopped answering (frozen, not down) fails it too.
      socketTimeoutMS: options.socketTimeoutMs ?? 15_000,
      // Notice a server that came back soon after it did: calls fail at once until then.
      heartbeatFrequencyMS: 1000,
      // A plain hello every second on the monitor's connection, not the streaming protocol's
      // long-held one: a dropped connection is noticed and replaced at the next check.
      serverMonitoringMode: 'poll',
    });
    // The monitor checks each server every second: its verdicts open and close the outage.
    this.client.on('serverHeartbeatFailed', (event) => {
      this.serversAnswering.set(event.connectionId, false);
      if ([...this.serversAnswering.values()].some(Boolean)) return;
      this.remember(outageError(event.failure));
      this.heartbeatsFailingSince ??= Date.now();
      if (Date.now() - this.heartbeatsFailingSince >= (options.replaceClientAfterMs ?? staleMonitorResetMs)) void this.replaceClient();
    });
    this.client.on('serverHeartbeatSucceeded', (event) => {
      this.serversAnswering.set(event.connectionId, true);
      this.outage = null;
      this.heartbeatsFailingSince = null;
    });
    this.dbName = options.dbName;
  }

  /**
   * Closes the client (its calls in flight fail as an outage) so the next call connects it afresh,
   * with a new monitor. Once at a time; the failing spell starts again after it.
   */
  private replaceClient(): Promise<void> {
    this.replacing ??= (async () => {
      this.heartbeatsFailingSince = null;
      this.serversAnswering.clear();
      this.connected = null;
      this.clientsReplaced++;
      await this.client.close().catch(() => {});
    })().finally(() => { this.replacing = null; });
    return this.replacing;
  }

  /** Fails at once while the server is known to be out of reach (until a heartbeat reaches it, or for outageProbeAfterMs). */
  private reachable(): void {
    if (this.outage && Date.now() - this.outageAt < outageProbeAfterMs) throw this.outage;
  }

  private remember(outage: StoreError): void {
    this.outage = outage;
    this.outageAt = Date.now();
  }

  /** The store's error for a driver error; an outage is remembered until the monitor reaches the server again. */
  private readonly translate: Translate = async (err, spec) => {
    // A call refused at once for the remembered outage does not remember it afresh: under steady
    // traffic that would hold the window shut for good, and a call after it is the probe that
    // finds the server back even when the monitor's verdict never comes.
    if (err === this.outage) return err;
    let translated = translateError(err, spec);
    // An error of no known kind met just as the server goes away (FerretDB cancels the calls it
    // holds when it stops) is an outage when the server no longer answers a ping at once.
    if (!(translated instanceof StoreError) && err instanceof MongoError && !(err instanceof MongoServerError && err.code === 11000) && !(await this.answersPing())) {
      translated = outageError(err);
    }
    if (translated instanceof StoreError && translated.code === 'unavailable') this.remember(translated);
    return translated;
  };

  /** Whether the server answers a ping within the outage wait. */
  private async answersPing(): Promise<boolean> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<false>((resolve) => { timer = setTimeout(() => resolve(false), this.options.unavailableAfterMs ?? defaultUnavailableAfterMs); });
    const ping = this.client.db(this.dbName).command({ ping: 1 }).then(() => true, () => false);
    try {
      return await Promise.race([ping, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  private connect(): Promise<MongoClient> {
    this.connected ??= (async () => {
      if (this.replacing) await this.replacing;
      const client = await this.client.connect();
      const info = await client.db('admin').command({ buildInfo: 1 });
      this.writesNeedLocalLock = 'ferretdbVersion' in info;
      return client;
    })().catch((err: unknown) => {
      this.connected = null;
      throw new StoreError('unavailable', `MongoDB is not reachable: ${err instanceof Error ? err.message : String(err)}`);
    });
    return this.connected;
  }

  /** Runs a call on the database, its driver errors translated to store errors. */
  private async onDatabase<R>(call: (client: MongoClient) => Promise<R>): Promise<R> {
    try {
      this.reachable();
      return await call(await this.connect());
    } catch (err) {
      throw await this.translate(err, null);
    }
  }

  private readonly guardWrite: WriteGuard = async (key, write) => {
    await this.connect();
    if (!this.writesNeedLocalLock) return write();
    const previous = this.documentQueues.get(key) ?? Promise.resolve();
    const run = previous.then(write, write);
    const settled = run.catch(() => undefined);
    this.documentQueues.set(key, settled);
    void settled.then(() => { if (this.documentQueues.get(key) === settled) this.documentQueues.delete(key); });
    return run;
  };

  /**
   * Returns a getter of the collection that connects and builds its indexes once. It starts as the
   * collection is opened (the services open theirs as they start), so the indexes are built at
   * start; when that fails (the database is not up yet), the first use tries again.
   */
  private prepare(spec: CollectionSpec, org: boolean): () => Promise<Collection<StoredDoc>> {
    checkSpec(spec);
    let ready: Promise<Collection<StoredDoc>> | null = null;
    const open = async () => {
      this.reachable();
      // Connected (again, after the client was replaced) before the collection is used: a closed
      // client does not reconnect by itself.
      await this.connect();
      ready ??= (async () => {
        const collection = (await this.connect()).db(this.dbName).collection<StoredDoc>(spec.name);
        const built = new Map((await collection.listIndexes().toArray().catch(noCollectionYet)).map((i) => [i.name as string, i]));
        const declared = declaredIndexes(spec, org);
        // One of the store's indexes the spec no longer declares is dropped.
        for (const name of built.keys()) if (/^[ui]_/.test(name) && !declared.some((d) => d.name === name)) await collection.dropIndex(name).catch(droppedAlready);
        for (const { key, name, unique } of declared) {
          const existing = built.get(name);
          if (existing && sameIndex(existing, key, unique)) continue;
          // An index an earlier version built otherwise is built again as declared.
          if (existing) await collection.dropIndex(name).catch(droppedAlready);
          // One index per call: FerretDB v1 fails a createIndexes of several indexes that already exist.
          await collection.createIndex(key, { name, ...(unique ? { unique } : {}) });
        }
        return collection;
      })().catch((err) => {
        ready = null;
        throw err;
      });
      return ready;
    };
    void Promise.resolve().then(open).catch(() => {});
    return open;
  }

  orgCollection<T extends object>(spec: CollectionSpec): OrgCollection<T> {
    const collection = this.prepare(spec, true);
    const { guardWrite: guard, translate } = this;
    return {
      forOrg(orgId: string) {
        if (typeof orgId !== 'string' || orgId === '') throw new StoreError('invalid_query', 'an org collection needs an org id');
        return new MongoScope<T, OrgDocMeta>(collection, spec, orgId, guard, translate);
      },
      async scanAllOrgs(options: ListOptions) {
        try {
          return await listDocs(await collection(), options, {} as Filter<StoredDoc>, true, (d) => fromStored<T & OrgDocMeta>(d));
        } catch (err) {
          throw await translate(err, spec);
        }
      },
      async explainScanAllOrgs(where: Where) {
        try {
          const explained = await listCursor(await collection(), { where, limit: 1, order: 'oldest' }, {} as Filter<StoredDoc>, true).cursor.explain('queryPlanner');
          return { ...mongoPlanIndex(explained), plan: explained };
        } catch (err) {
          throw await translate(err, spec);
        }
      },
    };
  }

  systemCollection<T extends object>(spec: CollectionSpec): SystemScoped<T> {
    return new MongoScope<T, DocMeta>(this.prepare(spec, false), spec, null, this.guardWrite, this.translate);
  }

  async ping(): Promise<void> {
    await this.onDatabase((client) => client.db(this.dbName).command({ ping: 1 }));
  }

  /** A second, independent client on the same database (what another process would open). */
  reopen(): MongoStore {
    return new MongoStore(this.url, this.options);
  }

  /** Drops the whole database: for tests that use a database of their own. */
  async dropDatabase(): Promise<void> {
    await this.onDatabase((client) => client.db(this.dbName).dropDatabase());
  }

  async close(): Promise<void> {
    await this.client.close();
    this.connected = null;
  }
}
