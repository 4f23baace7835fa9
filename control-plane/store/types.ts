/**
 * The document store every control-plane resource lives in.
 *
 * Org scoping is structural: an org collection hands out queries only through `forOrg(orgId)`,
 * so no route can forget the org. Every document carries a `version` that increases on each
 * write (it becomes the ETag) and every write is a single-document atomic operation, so the
 * same code runs on SQLite, MongoDB 7 and MongoDB-compatible servers without transactions.
 */

/** Store-managed fields, present on every stored document and refused in data. */
export interface DocMeta {
  id: string;
  version: number;
  createdAt: string;
  updatedAt: string;
}
export interface OrgDocMeta extends DocMeta {
  orgId: string;
}
export const metaFields = ['id', 'orgId', 'version', 'createdAt', 'updatedAt'] as const;

export type Scalar = string | number | boolean | null;

/**
 * A condition on one field (dotted path). The language is a subset of MongoDB's query language
 * restricted to scalar values, so both adapters give the same answers: a bare scalar means
 * equality (`null` matches a missing field too); comparisons only match values of the same type.
 */
export type FieldCondition =
  | Scalar
  | {
      $eq?: Scalar;
      $ne?: Scalar;
      $in?: Scalar[];
      $nin?: Scalar[];
      $lt?: number | string;
      $lte?: number | string;
      $gt?: number | string;
      $gte?: number | string;
      $exists?: boolean;
    };

/** All conditions must hold. */
export type Where = Record<string, FieldCondition>;

/** A single-document atomic change. Paths are dotted; `version` and `updatedAt` move by themselves. */
export interface Change {
  set?: Record<string, unknown>;
  unset?: string[];
  inc?: Record<string, number>;
}

export interface CollectionSpec {
  /** Collection (table) name: lower case letters, digits and underscores. */
  name: string;
  /** Prefix of generated ids, e.g. `rnd` gives `rnd_01J...`. */
  idPrefix: string;
  /** Unique constraints, each a list of field paths (within the org for org collections). Fields of a unique constraint are required. */
  unique?: string[][];
  /**
   * Indexes for lookups by fields other than the id, each a list of field paths: one serves
   * conditions on its first fields, in one org or across orgs (`scanAllOrgs`), and a list in one
   * org sorted by its last field when the list's `where` sets each of the others by equality
   * (`['projectId', 'costUsd']`: a project's documents by cost); `explain` shows whether a read
   * uses one. A collection's indexes are built as declared (an index built otherwise is rebuilt,
   * and one no longer declared dropped) when it is opened, or on MongoDB when it is first used.
   */
  indexes?: string[][];
  /**
   * Top-level fields that reads project often while the rest of the document grows (what a
   * status poll shows). The SQLite adapter keeps a copy of them beside the document, so a
   * projection within them never loads the document; MongoDB projects natively.
   */
  summaryFields?: readonly string[];
}

/**
 * An order by a numeric field: `field` is a dotted path into the document's data (not a
 * store-managed field), `direction` ascending or descending. A list so ordered holds only the
 * documents where that field holds a number: one that lacks it, or holds anything else (a string,
 * a boolean, null, an array), is not listed. Documents of equal value come in id order, in the
 * same direction, so the order is total and paging never skips or repeats one. An index whose
 * last field is `field`, and whose other fields the list's `where` sets by equality, serves it
 * (see `CollectionSpec.indexes`); any other such list sorts the matching documents.
 */
export interface ListSort {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListOptions {
  /** Only documents for which all conditions hold (with `sort`, also only those where its field holds a number). */
  where?: Where;
  /** Page size; clamped to 1..1000 by the store (routes clamp tighter). */
  limit: number;
  /**
   * Opaque cursor from a previous page of the same query (forward only). It records the order it
   * was issued for; one of another `order` or `sort` is refused with StoreError `invalid_cursor`.
   */
  cursor?: string | null;
  /** `newest` (default) or `oldest` first; ids are time-ordered. Does not apply when `sort` is given. */
  order?: 'newest' | 'oldest';
  /** Orders by a numeric field instead of the id (see `ListSort`). */
  sort?: ListSort;
}

export interface Page<T> {
  items: T[];
  hasMore: boolean;
  /** Cursor for the next page, null on the last one. */
  nextCursor: string | null;
}

export interface WriteOptions {
  /** Apply only when the stored version equals this (optimistic concurrency, If-Match). */
  ifVersion?: number;
  /** Apply only when these conditions hold (state machines, idempotency). */
  where?: Where;
}

export type UpdateResult<D> =
  | { status: 'updated'; doc: D }
  | { status: 'not_found' }
  /** The document exists but `ifVersion` or `where` did not hold; `current` is what is stored. */
  | { status: 'conflict'; current: D };

export type DeleteResult<D> = { status: 'deleted'; doc: D } | { status: 'not_found' } | { status: 'conflict'; current: D };

/** Reads of a projection of one scope (see `ScopedCollection.select`). */
export interface ProjectedReads<P extends object, M extends DocMeta> {
  get(id: string): Promise<(P & M) | null>;
  list(options: ListOptions): Promise<Page<P & M>>;
}

/** The reads `explain` describes: the query each of `findOne`, `list` and `count` runs for a where. */
export type ExplainedRead = 'findOne' | 'list' | 'count';

/** How the database answers a query, as its own query planner reports it. */
export interface QueryPlan {
  /**
   * Whether the database finds the matching documents through an index on the queried fields. A
   * read of every document in scope (a table or collection scan, or a walk of the scope's own
   * index: all of an org's documents) is not.
   */
  usesIndex: boolean;
  /** The index that serves the query (the database's name for it), or null. */
  index: string | null;
  /** The planner's report, as the database gave it. */
  plan: unknown;
}

/** Queries over one scope: one org's documents, or a system collection. */
export interface ScopedCollection<T extends object, M extends DocMeta> {
  /** Inserts a new document; throws StoreError `duplicate` when a unique constraint is violated. */
  insert(data: T, options?: { id?: string }): Promise<T & M>;
  get(id: string): Promise<(T & M) | null>;
  findOne(where: Where): Promise<(T & M) | null>;
  list(options: ListOptions): Promise<Page<T & M>>;
  /**
   * Reads of only the named top-level fields (and the store-managed ones): a projection. A status
   * poll of a large document names the few fields it shows, so neither the store nor this process
   * parses the rest. A field the document lacks stays missing; nested values come whole. Answers
   * are frozen: an adapter may give the same answer to every reader while the document is unchanged.
   */
  select<K extends keyof T & string>(fields: readonly K[]): ProjectedReads<Pick<T, K>, M>;
  count(where?: Where): Promise<number>;
  /**
   * How the database would answer `read` (default `findOne`) of `where` in this scope: for tests
   * and operators. `sort` is that of a `list` (another read takes none).
   */
  explain(where: Where, read?: ExplainedRead, sort?: ListSort): Promise<QueryPlan>;
  update(id: string, change: Change, options?: WriteOptions): Promise<UpdateResult<T & M>>;
  delete(id: string, options?: WriteOptions): Promise<DeleteResult<T & M>>;
}

export type OrgScoped<T extends object> = ScopedCollection<T, OrgDocMeta>;
export type SystemScoped<T extends object> = ScopedCollection<T, DocMeta>;

export interface OrgCollection<T extends object> {
  forOrg(orgId: string): OrgScoped<T>;
  /**
   * Reads across every org. For background workers that must find work regardless of owner
   * (recovering in-flight renders after a restart, the webhook outbox); never for a request.
   * A `sort` here orders the matches of every org together, ties by id.
   */
  scanAllOrgs(options: ListOptions): Promise<Page<T & OrgDocMeta>>;
  /** How the database would answer `scanAllOrgs` of `where` (see `ScopedCollection.explain`). */
  explainScanAllOrgs(where: Where): Promise<QueryPlan>;
}

export interface DocumentStore {
  readonly kind: 'sqlite' | 'mongo';
  /** Whether opening it made the store (a new SQLite file): nothing can have been in flight in it. */
  readonly created: boolean;
  /** A collection whose documents each belong to one org. */
  orgCollection<T extends object>(spec: CollectionSpec): OrgCollection<T>;
  /** A deployment-wide collection (orgs, render nodes, API key index). */
  systemCollection<T extends object>(spec: CollectionSpec): SystemScoped<T>;
  /** Resolves when the store answers; rejects otherwise (readiness). */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export type StoreErrorCode = 'duplicate' | 'invalid_cursor' | 'invalid_query' | 'invalid_document' | 'unavailable';

export class StoreError extends Error {
  readonly code: StoreErrorCode;
  readonly details: Record<string, unknown>;
  constructor(code: StoreErrorCode, message: string, details: Record<string, unknown> = {}) {
    super(message);
    this.name = 'StoreError';
    this.code = code;
    this.details = details;
  }
}
