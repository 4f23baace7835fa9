/**
 * SQLite adapter (better-sqlite3): the embedded default. One table per collection holding the
 * store-managed fields as columns and the data as JSONB (SQLite's binary JSON, which a field
 * lookup walks without parsing the rest of the document); conditions translate to json_type /
 * json_extract so they mean exactly what they mean on MongoDB (see `FieldCondition`).
 * A collection's summary fields (`CollectionSpec.summaryFields`) are also copied into a small
 * `head` column ahead of the document, so projecting them never loads a large document.
 * WAL mode and IMMEDIATE transactions keep single-document writes atomic across processes.
 */
import Database from 'better-sqlite3';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import {
  applyChange, checkChange, checkChangeKeepsUnique, checkData, checkSpec, checkUniqueFieldsPresent, decodeCursor, encodeCursor, generateId,
  deepFreeze, listLimit, type ListOrder, listOrder, type ListPosition, normaliseWhere, nowIso, projectedFields, sqlitePlanIndex,
} from './common.ts';
import {
  type Change, type CollectionSpec, type DeleteResult, type DocMeta, type DocumentStore, type ExplainedRead, type ListOptions, type OrgCollection,
  type FieldCondition, type ListSort, type OrgDocMeta, type Page, type ProjectedReads, type QueryPlan, type Scalar, type ScopedCollection, type SystemScoped, StoreError, type UpdateResult, type Where,
  type WriteOptions,
} from './types.ts';
import { LRUCache } from 'lru-cache';

/**
 * A row as read: `doc` is the JSON text of the whole document, or, for a projection, each field's
 * JSON text (null when missing). Writes also carry the summary copy (`head`, `head_of`); a page
 * in the order of a field carries the row's value of it (`sort_value`).
 */
interface Row {
  id: string; org_id: string; version: number; created_at: string; updated_at: string; doc?: string;
  head?: string | null; head_of?: string | null; sort_value?: number;
  [field: `f${number}`]: string | null;
}

const metaColumns = 'id, org_id, version, created_at, updated_at';

/** Meta fields live in columns; everything else in the JSON document. */
const columns: Record<string, string> = { id: 'id', orgId: 'org_id', version: 'version', createdAt: 'created_at', updatedAt: 'updated_at' };

/** The column of a store-managed field, or undefined for a field of the document (as `orgId` is in a system collection). */
function metaColumn(path: string, withOrg: boolean): string | undefined {
  return path === 'orgId' && !withOrg ? undefined : columns[path];
}

/** System collections use an empty org column. */
const systemOrg = '';

function jsonPath(path: string): string {
  return '$' + path.split('.').map((s) => `."${s}"`).join('');
}

/**
 * The value of a document field as conditions read it and as indexes store it: the same text in
 * both, since SQLite uses an expression index only for the very expression it was built on.
 */
function fieldValueSql(source: string, path: string): string {
  return `json_extract(${source}, '${jsonPath(path)}')`;
}

function sqlValue(v: unknown): unknown {
  return typeof v === 'boolean' ? (v ? 1 : 0) : v;
}

const equalityOperators = new Set(['$eq', '$in']);
const rangeOperators = new Set(['$lt', '$lte', '$gt', '$gte']);

/** How a read names the org and id columns, so that SQLite's planner reads through the index that serves the conditions (see `indexAccess`). */
interface Access { org: 'org_id' | '+org_id'; id: 'id' | '+id' }

/**
 * Without statistics, SQLite's planner prefers the scope's index (the org's documents in id
 * order, read up to the page) to a declared index it must seek and then sort the matches of, and
 * counts an equality on the org as narrower than a range on a field; either way it would read all
 * of an org's documents for a lookup an index serves. A column written `+org_id` or `+id` is an
 * expression, not the column, so no index serves it, which leaves the planner the declared index:
 * - equalities bind every field of an index: that index (fields, org, id) yields the matches in
 *   id order itself, and the columns stay as they are;
 * - an equality (or list of values) binds the first field of one: the order is `+id`;
 * - only a range bounds the first field of one: the org is `+org_id` too.
 * A list in the order of a field has rules of its own (see `fieldOrderedQuery`).
 */
function indexAccess(table: Table, equalities: ReadonlySet<string>, bound: ReadonlySet<string>, ranged: ReadonlySet<string>): Access {
  const indexes = [...(table.spec.unique ?? []), ...(table.spec.indexes ?? [])];
  if (indexes.some((fields) => fields.every((f) => equalities.has(f)))) return { org: 'org_id', id: 'id' };
  if (indexes.some((fields) => bound.has(fields[0]!))) return { org: 'org_id', id: '+id' };
  if (indexes.some((fields) => ranged.has(fields[0]!))) return { org: '+org_id', id: '+id' };
  return { org: 'org_id', id: 'id' };
}

/** Translates a Where into an SQL expression, its parameters and how the read names the org and id columns (see `indexAccess`). */
function whereSql(where: Where | undefined, table: Table): { sql: string; params: unknown[]; access: Access } {
  const { withOrg } = table;
  const parts: string[] = [];
  const params: unknown[] = [];
  const equalities = new Set<string>();
  const bound = new Set<string>();
  const ranged = new Set<string>();
  for (const [path, cond] of normaliseWhere(where, withOrg)) {
    const operators = Object.keys(cond);
    if (operators.length === 1 && operators[0] === '$eq') equalities.add(path);
    if (operators.some((op) => equalityOperators.has(op))) bound.add(path);
    if (operators.some((op) => rangeOperators.has(op))) ranged.add(path);
    const column = metaColumn(path, withOrg);
    const source = table.source(path);
    const type = column ? null : `json_type(${source}, '${jsonPath(path)}')`;
    const value = column ?? fieldValueSql(source, path);
    const eq = (v: unknown): string => {
      if (column) {
        if (v === null) return '0';
        params.push(sqlValue(v));
        return `${column} = ?`;
      }
      // Written with the field's value (NULL for a missing field and for JSON null; 1 and 0 for true and false), so an index on the field serves it.
      if (v === null) return `${value} IS NULL`;
      if (typeof v === 'boolean') return `(${type} = '${v ? 'true' : 'false'}' AND ${value} = ${v ? 1 : 0})`;
      params.push(v);
      // Only a JSON string extracts as text that does not start with '[' or '{' (an array or object
      // extracts as its JSON text), so equality to such a string needs no look at the type: the
      // index alone answers it, without reading the document.
      if (typeof v === 'string' && !/^[[{]/.test(v)) return `${value} = ?`;
      return typeof v === 'number' ? `(${type} IN ('integer','real') AND ${value} = ?)` : `(${type} = 'text' AND ${value} = ?)`;
    };
    // Strings, and numbers, each as one IN of the field's value: an index on the field serves it (an OR of equalities it would not); strings as `eq` writes them.
    const oneOf = (values: Scalar[]): string => {
      const strings = values.filter((x) => typeof x === 'string');
      const numbers = values.filter((x) => typeof x === 'number');
      if (column || strings.length + numbers.length < 2) return values.map(eq).join(' OR ');
      const inList = (list: Scalar[]) => { params.push(...list); return `${value} IN (${list.map(() => '?').join(', ')})`; };
      return [
        ...(strings.length ? [strings.every((x) => !/^[[{]/.test(x)) ? inList(strings) : `(${type} = 'text' AND ${inList(strings)})`] : []),
        ...(numbers.length ? [`(${type} IN ('integer','real') AND ${inList(numbers)})`] : []),
        ...values.filter((x) => typeof x !== 'string' && typeof x !== 'number').map(eq),
      ].join(' OR ');
    };
    const compare = (op: string, v: number | string): string => {
      params.push(v);
      if (column) return `${column} ${op} ?`;
      return typeof v === 'number' ? `(${type} IN ('integer','real') AND ${value} ${op} ?)` : `(${type} = 'text' AND ${value} ${op} ?)`;
    };
    for (const [op, v] of Object.entries(cond)) {
      switch (op) {
        case '$eq': parts.push(eq(v)); break;
        // A missing field makes eq() NULL; MongoDB counts a missing field as not equal, so NULL reads as false.
        case '$ne': parts.push(`NOT IFNULL(${eq(v)}, 0)`); break;
        case '$in': parts.push((v as unknown[]).length ? `(${oneOf(v as Scalar[])})` : '0'); break;
        case '$nin': parts.push((v as unknown[]).length ? `NOT IFNULL(${oneOf(v as Scalar[])}, 0)` : '1'); break;
        case '$lt': parts.push(compare('<', v as number | string)); break;
        case '$lte': parts.push(compare('<=', v as number | string)); break;
        case '$gt': parts.push(compare('>', v as number | string)); break;
        case '$gte': parts.push(compare('>=', v as number | string)); break;
        case '$exists': parts.push(column ? (v ? '1' : '0') : `${type} IS ${v ? 'NOT NULL' : 'NULL'}`); break;
      }
    }
  }
  return { sql: parts.length ? parts.map((p) => `(${p})`).join(' AND ') : '1', params, access: indexAccess(table, equalities, bound, ranged) };
}

/**
 * What a read selects: the whole document as JSON text, or only the projected fields: when they
 * all are summary fields, the row's summary copy as JSON text (`head`; the whole `doc` instead on
 * a row whose copy is not current), else each field extracted from the document by `->` (a
 * field the document lacks comes back as SQL NULL).
 */
interface Selection {
  columns: string;
  fields: string[] | null;
  /** The projection is the whole summary: a current summary copy is the answer as it is. */
  wholeSummary: boolean;
  /** The read of one document by id, built once (a constant string keeps its hash for the statement cache). */
  byIdSql: string;
  /** Projected documents read by id, by `orgId\nid`, with the connection's changes when read (see `readProjected`). */
  recent: LRUCache<string, { doc: object; othersChanges: number; writes: number }>;
}

/** Projected documents kept per projection and connection. */
const maxRecentPerProjection = 10_000;

/**
 * One collection's table. With summary fields, every write also stores `head` (those fields of
 * the document, as JSON text: a poll reads it as it is, with no conversion) and `head_of` (the
 * list they were taken under); a projection within
 * the summary reads `head` only on rows whose `head_of` is the current list, so a row written
 * under another list is never trusted: it is read from the document instead.
 */
class Table {
  readonly name: string;
  private defined = false;
  private readonly summary: { fields: ReadonlySet<string>; list: string } | null;
  /** Projections by their fields: each one's SQL is built once, and its kept answers live as long as the table (a caller may build the same list anew on each read; the code holds few distinct lists). */
  private readonly selections = new Map<string, Selection>();
  private readonly selectionByList = new WeakMap<readonly string[], Selection>();
  readonly wholeDocument: Selection;
  /** Paths some index of the spec is built on. */
  private readonly indexedPaths: ReadonlySet<string>;

  /** `define` makes the table (or brings it up to date), when it is first used (`ready`). */
  constructor(readonly spec: CollectionSpec, readonly withOrg: boolean, private readonly define: (table: Table) => void) {
    this.name = `c_${spec.name}`;
    this.indexedPaths = new Set([...(spec.unique ?? []), ...(spec.indexes ?? [])].flat());
    this.wholeDocument = this.selectionOf(`${metaColumns}, json(doc) AS doc`, null, false);
    const fields = spec.summaryFields ? projectedFields(spec.summaryFields, withOrg) : [];
    this.summary = fields.length ? { fields: new Set(fields), list: fields.join(',') } : null;
  }

  /**
   * The table, made the first time a read or write goes to it: a store opens every collection of
   * every feature (60 or so), and a short-lived process (a one-shot render) uses a few of them.
   */
  ready(): this {
    if (!this.defined) {
      this.define(this);
      this.defined = true;
    }
    return this;
  }

  /** The summary columns of a document about to be written. */
  head(doc: Record<string, unknown>): Pick<Row, 'head' | 'head_of'> {
    if (!this.summary) return { head: null, head_of: null };
    const head: Record<string, unknown> = {};
    for (const field of this.summary.fields) if (doc[field] !== undefined) head[field] = doc[field];
    return { head: JSON.stringify(head), head_of: this.summary.list };
  }

  /**
   * What a condition on `path` reads: the summary copy when the path is within a summary field and
   * the row's copy is current (a small in-row value), else the document. An indexed path always
   * reads the document, as its index does (an index serves only the expression it was built on).
   */
  source(path: string): string {
    const summary = this.summary;
    if (!summary || !summary.fields.has(path.split('.')[0]!) || this.indexedPaths.has(path)) return 'doc';
    return `CASE WHEN head_of = '${summary.list}' THEN head ELSE doc END`;
  }

  /** Rows whose summary copy was not taken under the current list (or that have none). */
  staleHeadsSql(): string | null {
    return this.summary ? `SELECT id, json(doc) AS doc FROM ${this.name} WHERE head_of IS NOT '${this.summary.list}'` : null;
  }

  selection(projection: readonly string[]): Selection {
    // Callers pass the same field list again and again (a module's constant): found by identity first, by content after.
    const known = this.selectionByList.get(projection);
    if (known) return known;
    const key = JSON.stringify(projection);
    let selected = this.selections.get(key);
    if (!selected) {
      const fields = projectedFields(projection, this.withOrg);
      const summary = this.summary;
      // Reading the whole copy costs less than a few `->` lookups, so a projection within the summary takes it.
      const columns = summary && fields.every((f) => summary.fields.has(f))
        ? [`CASE WHEN head_of = '${summary.list}' THEN head END AS head`, `CASE WHEN head_of = '${summary.list}' THEN NULL ELSE json(doc) END AS doc`]
        : fields.map((f, i) => `doc -> '${jsonPath(f)}' AS f${i}`);
      selected = this.selectionOf([metaColumns, ...columns].join(', '), fields, !!summary && fields.length === summary.fields.size && fields.every((f) => summary.fields.has(f)));
      this.selections.set(key, selected);
    }
    this.selectionByList.set(projection, selected);
    return selected;
  }

  private selectionOf(columns: string, fields: string[] | null, wholeSummary: boolean): Selection {
    // Made on the first read by id: an LRUCache allocates its arrays for all `max` entries at
    // once, and a store has hundreds of projections, most never read by id (a one-shot render
    // spent a tenth of a second making them).
    let recent: Selection['recent'] | undefined;
    return {
      columns, fields, wholeSummary, byIdSql: `SELECT ${columns} FROM ${this.name} WHERE org_id = ? AND id = ?`,
      get recent() { return (recent ??= new LRUCache({ max: maxRecentPerProjection })); },
    };
  }
}

function rowToDoc<D>(row: Row, withOrg: boolean, selection?: Selection): D {
  const fields = selection?.fields ?? null;
  let data: Record<string, unknown>;
  if (fields === null) data = JSON.parse(row.doc!) as Record<string, unknown>;
  else if (typeof row.head === 'string' && selection!.wholeSummary) data = JSON.parse(row.head) as Record<string, unknown>;
  else if (typeof row.head === 'string' || typeof row.doc === 'string') {
    const source = JSON.parse((row.head ?? row.doc)!) as Record<string, unknown>;
    data = {};
    for (const field of fields) if (Object.hasOwn(source, field)) data[field] = source[field];
  } else {
    data = {};
    for (let i = 0; i < fields.length; i++) {
      const json = row[`f${i}`];
      if (json !== null && json !== undefined) data[fields[i]!] = JSON.parse(json);
    }
  }
  // `data` is a fresh object: the store-managed fields go in place (they are never in data).
  data.id = row.id;
  data.version = row.version;
  data.createdAt = row.created_at;
  data.updatedAt = row.updated_at;
  if (withOrg) data.orgId = row.org_id;
  return data as D;
}

/** Most statements run many times with new parameters; preparing one costs more than a point read. */
const maxCachedStatements = 512;

/**
 * Writes through this process's connections, by file: every connection to a file counts its
 * writes in one place, so a connection's kept reads see another in-process connection's commits
 * at once, without asking SQLite.
 */
const processWrites = new Map<string, { count: number }>();

class Statements {
  private readonly cache = new LRUCache<string, Database.Statement>({ max: maxCachedStatements });
  private readonly dataVersion: Database.Statement;
  private readonly fileWrites: { count: number };
  /** `PRAGMA data_version` as read in this turn of the event loop (undefined: not read yet). */
  private versionThisTurn: number | undefined;

  constructor(private readonly db: Database.Database, file: string) {
    this.dataVersion = db.prepare('PRAGMA data_version').pluck();
    const key = file === ':memory:' ? Symbol('memory') : resolve(file);
    if (typeof key === 'symbol') this.fileWrites = { count: 0 };
    else {
      let writes = processWrites.get(key);
      if (!writes) processWrites.set(key, (writes = { count: 0 }));
      this.fileWrites = writes;
    }
  }

  /** Called before every write through this connection. */
  wrote(): void {
    this.fileWrites.count++;
  }

  /** Writes to this file through any connection of this process. */
  get writes(): number {
    return this.fileWrites.count;
  }

  /**
   * Moves whenever another connection commits to the file. Reading it costs a read transaction
   * (file locks), more than the rest of a kept read, so the reads of one turn of the event loop
   * share one: a request whose bytes had arrived when the turn began sees every commit another
   * process made before that, and this process's own connections are counted exactly (`writes`).
   */
  othersChanges(): number {
    if (this.versionThisTurn === undefined) {
      this.versionThisTurn = this.dataVersion.get() as number;
      setImmediate(() => { this.versionThisTurn = undefined; });
    }
    return this.versionThisTurn;
  }

  get(sql: string): Database.Statement {
    let statement = this.cache.get(sql);
    if (!statement) {
      statement = this.db.prepare(sql);
      this.cache.set(sql, statement);
    }
    return statement;
  }
}

class SqliteScope<T extends object, M extends DocMeta> implements ScopedCollection<T, M> {
  private readonly spec: CollectionSpec;
  private readonly withOrg: boolean;

  constructor(
    private readonly db: Database.Database,
    private readonly sql: Statements,
    private readonly collection: Table,
    private readonly orgId: string,
  ) {
    this.spec = collection.spec;
    this.withOrg = collection.withOrg;
  }

  /** The table, made on first use. */
  private get table(): Table {
    return this.collection.ready();
  }

  private toDoc(row: Row): T & M {
    return rowToDoc<T & M>(row, this.withOrg);
  }

  async insert(data: T, options: { id?: string } = {}): Promise<T & M> {
    checkData(data, this.withOrg);
    checkUniqueFieldsPresent(this.spec, data);
    const id = generateId(this.spec, options.id);
    const now = nowIso();
    const row: Row = { id, org_id: this.orgId, version: 1, created_at: now, updated_at: now, doc: JSON.stringify(data), ...this.table.head(data as Record<string, unknown>) };
    this.sql.wrote();
    try {
      this.sql.get(`INSERT INTO ${this.table.name} (id, org_id, version, created_at, updated_at, head, head_of, doc)
        VALUES (@id, @org_id, @version, @created_at, @updated_at, @head, @head_of, jsonb(@doc))`).run(row);
    } catch (err) {
      throw translateError(err, this.spec);
    }
    return this.toDoc(row);
  }

  async get(id: string): Promise<(T & M) | null> {
    return readOne<T & M>(this.sql, this.table, this.orgId, id, this.table.wholeDocument);
  }

  select<K extends keyof T & string>(fields: readonly K[]): ProjectedReads<Pick<T, K>, M> {
    return new SqliteProjection<Pick<T, K>, M>(this.sql, this.table, this.orgId, this.table.selection(fields));
  }

  private findOneQuery(where: Where): Query {
    return orderedQuery(this.table, where, orgScope(this.orgId), this.table.wholeDocument.columns, 'ASC', null, 1);
  }

  private countQuery(where?: Where): Query {
    const w = whereSql(where, this.table);
    return { sql: `SELECT count(*) AS n FROM ${this.table.name} WHERE ${w.access.org} = ? AND ${w.sql}`, params: [this.orgId, ...w.params] };
  }

  async findOne(where: Where): Promise<(T & M) | null> {
    const { sql, params } = this.findOneQuery(where);
    const row = this.sql.get(sql).get(...params) as Row | undefined;
    return row ? this.toDoc(row) : null;
  }

  async list(options: ListOptions): Promise<Page<T & M>> {
    return listRows<T & M>(this.sql, this.table, options, orgScope(this.orgId), this.table.wholeDocument);
  }

  async count(where?: Where): Promise<number> {
    const { sql, params } = this.countQuery(where);
    return (this.sql.get(sql).get(...params) as { n: number }).n;
  }

  async explain(where: Where, read: ExplainedRead = 'findOne', sort?: ListSort): Promise<QueryPlan> {
    if (sort && read !== 'list') throw new StoreError('invalid_query', `a ${read} takes no sort`);
    const query = read === 'findOne' ? this.findOneQuery(where)
      : read === 'count' ? this.countQuery(where)
      : listQuery(this.table, { where, limit: 1, ...(sort ? { sort } : {}) }, orgScope(this.orgId), this.table.wholeDocument);
    return explainQuery(this.db, query);
  }

  /** Reads the row only if it exists in scope and the write's conditions hold. */
  private conditionalRow(id: string, options: WriteOptions): { row: Row | undefined; matched: boolean } {
    const w = whereSql(options.where, this.table);
    const versionSql = options.ifVersion === undefined ? '' : ' AND version = ?';
    const versionParams = options.ifVersion === undefined ? [] : [options.ifVersion];
    const { columns } = this.table.wholeDocument;
    const matched = this.sql.get(`SELECT ${columns} FROM ${this.table.name} WHERE org_id = ? AND id = ?${versionSql} AND ${w.sql}`)
      .get(this.orgId, id, ...versionParams, ...w.params) as Row | undefined;
    if (matched) return { row: matched, matched: true };
    const current = this.sql.get(this.table.wholeDocument.byIdSql).get(this.orgId, id) as Row | undefined;
    return { row: current, matched: false };
  }

  async update(id: string, change: Change, options: WriteOptions = {}): Promise<UpdateResult<T & M>> {
    checkChange(change, this.withOrg);
    checkChangeKeepsUnique(this.spec, change);
    this.sql.wrote();
    const write = this.db.transaction((): UpdateResult<T & M> => {
      const { row, matched } = this.conditionalRow(id, options);
      if (!row) return { status: 'not_found' };
      if (!matched) return { status: 'conflict', current: this.toDoc(row) };
      const doc = JSON.parse(row.doc!) as Record<string, unknown>;
      applyChange(doc, change);
      const next: Row = { ...row, version: row.version + 1, updated_at: nowIso(), doc: JSON.stringify(doc), ...this.table.head(doc) };
      this.sql.get(`UPDATE ${this.table.name} SET version = @version, updated_at = @updated_at, head = @head, head_of = @head_of, doc = jsonb(@doc) WHERE id = @id`).run(next);
      return { status: 'updated', doc: this.toDoc(next) };
    });
    try {
      return write.immediate();
    } catch (err) {
      throw translateError(err, this.spec);
    }
  }

  async delete(id: string, options: WriteOptions = {}): Promise<DeleteResult<T & M>> {
    this.sql.wrote();
    const remove = this.db.transaction((): DeleteResult<T & M> => {
      const { row, matched } = this.conditionalRow(id, options);
      if (!row) return { status: 'not_found' };
      if (!matched) return { status: 'conflict', current: this.toDoc(row) };
      this.sql.get(`DELETE FROM ${this.table.name} WHERE id = ?`).run(id);
      return { status: 'deleted', doc: this.toDoc(row) };
    });
    return remove.immediate();
  }
}

/** Reads of one projection in one scope (a class, not closures: it is made per request). */
class SqliteProjection<P extends object, M extends DocMeta> implements ProjectedReads<P, M> {
  constructor(private readonly sql: Statements, private readonly collection: Table, private readonly orgId: string, private readonly selected: Selection) {}

  /** The table, made on first use. */
  private get table(): Table {
    return this.collection.ready();
  }

  async get(id: string): Promise<(P & M) | null> {
    return readProjected<P & M>(this.sql, this.table, this.orgId, id, this.selected);
  }

  async list(options: ListOptions): Promise<Page<P & M>> {
    const page = listRows<P & M>(this.sql, this.table, options, orgScope(this.orgId), this.selected);
    page.items.forEach(deepFreeze);
    return page;
  }
}

/** The documents a read covers: one org's (`=`), or those of every org (`<>` the system org). */
interface Scope { operator: '=' | '<>'; orgId: string }

function orgScope(orgId: string): Scope {
  return { operator: '=', orgId };
}

/** Every org's documents (system documents have the empty org). */
const allOrgsScope: Scope = { operator: '<>', orgId: systemOrg };

/** SQLite's plan for a query (see `sqlitePlanIndex`); a condition on the org column alone is the scope. */
function explainQuery(db: Database.Database, query: Query): QueryPlan {
  const plan = db.prepare(`EXPLAIN QUERY PLAN ${query.sql}`).all(...query.params) as { id: number; parent: number; detail: string }[];
  return { ...sqlitePlanIndex(plan.map((step) => step.detail), (term) => /^org_id\W/.test(term)), plan };
}

/**
 * A projected read by id. A status poll reads the same small projection of a document over and
 * over while it rarely changes, so the answer (frozen, as every projected answer) is kept and
 * given again for as long as nobody has written to the file since: `PRAGMA data_version` moves
 * when another connection commits and this connection counts its own writes, so a kept answer
 * is exactly what a lookup would return, at a fraction of the lookup's cost.
 */
function readProjected<D>(sql: Statements, table: Table, orgId: string, id: string, selection: Selection): D | null {
  const othersChanges = sql.othersChanges();
  const { writes } = sql;
  const key = `${orgId}\n${id}`;
  const kept = selection.recent.get(key);
  if (kept && kept.othersChanges === othersChanges && kept.writes === writes) return kept.doc as D;
  const doc = readOne<D & object>(sql, table, orgId, id, selection);
  if (doc === null) {
    selection.recent.delete(key);
    return null;
  }
  selection.recent.set(key, { doc: deepFreeze(doc), othersChanges, writes });
  return doc;
}

function readOne<D>(sql: Statements, table: Table, orgId: string, id: string, selection: Selection): D | null {
  const row = sql.get(selection.byIdSql).get(orgId, id) as Row | undefined;
  return row ? rowToDoc<D>(row, table.withOrg, selection) : null;
}

/** An SQL statement and its parameters. */
interface Query { sql: string; params: unknown[] }

/** The query a page of a list reads (one row more than the page: whether there is more). */
function listQuery(table: Table, options: ListOptions, scope: Scope, selection: Selection): Query & { limit: number; order: ListOrder } {
  const order = listOrder(options, table.withOrg);
  const after = decodeCursor(options.cursor, order);
  const limit = listLimit(options);
  const direction = order.descending ? 'DESC' : 'ASC';
  const query = order.field === null
    ? orderedQuery(table, options.where, scope, selection.columns, direction, after?.id ?? null, limit + 1)
    : fieldOrderedQuery(table, options.where, scope, selection.columns, order.field, direction, after, limit + 1);
  return { ...query, limit, order };
}

/**
 * The documents of `where` in scope whose `field` holds a number, by its value and then by id,
 * from `after` on, up to `limit`. A declared index whose last field is `field` and whose other
 * fields `where` sets by equality holds the matches of one org in that order (its entries run
 * fields, org, id: see `indexStatements`), so the read walks it and stops at the page; the org is
 * named `+org_id` so that the planner takes that walk rather than the scope's index and a sort
 * (see `indexAccess`). Otherwise the matches are sorted. Either way only ids and values are
 * sorted, and only the page's documents are read whole.
 */
function fieldOrderedQuery(
  table: Table, where: Where | undefined, scope: Scope, columns: string, field: string, direction: 'ASC' | 'DESC', after: ListPosition | null, limit: number,
): Query {
  const w = whereSql(where, table);
  const source = table.source(field);
  const value = fieldValueSql(source, field);
  const served = scope.operator === '=' && indexOrdersBy(table, where, field);
  const descending = direction === 'DESC';
  // A number extracts as a number, which sorts after NULL (a missing field) and before text: the
  // two bounds let an index walk start and stop at the numbers, the cursor's value replacing the
  // bound the walk starts from. Booleans extract as 1 and 0 too: their JSON type excludes them.
  const [low, high] = descending ? [-Infinity, after?.value ?? Infinity] : [after?.value ?? -Infinity, Infinity];
  const conditions = [
    `${served ? '+org_id' : w.access.org} ${scope.operator} ?`, w.sql,
    `json_type(${source}, '${jsonPath(field)}') IN ('integer','real')`, `${value} >= ?`, `${value} <= ?`,
  ];
  const params = [scope.orgId, ...w.params, low, high];
  if (after) {
    // Of the documents at the cursor's value, only those past its id.
    conditions.push(`(${value} ${descending ? '<' : '>'} ? OR id ${descending ? '<' : '>'} ?)`);
    params.push(after.value, after.id);
  }
  // In one org, ordering by the org too is ordering by the id, and is the index's own order.
  const ties = served ? `org_id ${direction}, id ${direction}` : `id ${direction}`;
  const matches = `SELECT id FROM ${table.name} WHERE ${conditions.join(' AND ')} ORDER BY ${value} ${direction}, ${ties} LIMIT ?`;
  return {
    sql: `SELECT ${columns}, ${value} AS sort_value FROM ${table.name} WHERE id IN (${matches}) ORDER BY sort_value ${direction}, id ${direction}`,
    params: [...params, limit],
  };
}

/** Whether a declared index holds the documents of `where` in one org in the order of `field` (see `fieldOrderedQuery`). */
function indexOrdersBy(table: Table, where: Where | undefined, field: string): boolean {
  const equalities = new Set(Object.entries(where ?? {}).filter(([, c]) => isEquality(c)).map(([path]) => path));
  return (table.spec.indexes ?? []).some((fields) => fields.at(-1) === field && fields.slice(0, -1).every((f) => equalities.has(f)));
}

function isEquality(condition: FieldCondition): boolean {
  return condition === null || typeof condition !== 'object' || (Object.keys(condition).length === 1 && '$eq' in condition);
}

/** A list of values on one field read as one read a value (see `orderedQuery`), at most this many. */
const maxReadsOfValues = 16;

/**
 * The documents of `where` in scope, in id order from `after` on, up to `limit`. When `where` has
 * a list of values on a field that, as an equality with the other equalities, binds every field
 * of an index, each value is read on its own through that index, which yields its matches in id
 * order, so each read stops at the limit; the reads are merged in id order. A single read of all
 * the values would sort every match first (all of an org's documents of a common status).
 */
function orderedQuery(table: Table, where: Where | undefined, scope: Scope, columns: string, direction: 'ASC' | 'DESC', after: string | null, limit: number): Query {
  const perValue = whereOfEachValue(table, where);
  if (perValue) {
    const reads = perValue.map((one) => orderedQuery(table, one, scope, columns, direction, after, limit));
    return {
      sql: `${reads.map((read) => `SELECT * FROM (${read.sql})`).join(' UNION ALL ')} ORDER BY id ${direction} LIMIT ?`,
      params: [...reads.flatMap((read) => read.params), limit],
    };
  }
  const w = whereSql(where, table);
  const cursorSql = after === null ? '' : ` AND id ${direction === 'DESC' ? '<' : '>'} ?`;
  const matches = `FROM ${table.name} WHERE ${w.access.org} ${scope.operator} ? AND ${w.sql}${cursorSql} ORDER BY ${w.access.id} ${direction} LIMIT ?`;
  const params = [scope.orgId, ...w.params, ...(after === null ? [] : [after]), limit];
  // Matches sorted after the index read (`+id`) are sorted by id alone, and only the page's documents are read.
  if (w.access.id === '+id') return { sql: `SELECT ${columns} FROM ${table.name} WHERE id IN (SELECT id ${matches}) ORDER BY id ${direction}`, params };
  return { sql: `SELECT ${columns} ${matches}`, params };
}

/** `where` once for each value of a list on a field that, with the other equalities, binds every field of an index (see `orderedQuery`); null when it has none. */
function whereOfEachValue(table: Table, where: Where | undefined): Where[] | null {
  if (!where) return null;
  normaliseWhere(where, table.withOrg);
  const equalities = Object.keys(where).filter((path) => isEquality(where[path]!));
  const indexes = [...(table.spec.unique ?? []), ...(table.spec.indexes ?? [])];
  for (const [path, condition] of Object.entries(where)) {
    if (condition === null || typeof condition !== 'object' || Object.keys(condition).length !== 1 || !condition.$in) continue;
    const values = [...new Set(condition.$in)];
    if (values.length < 2 || values.length > maxReadsOfValues) continue;
    if (!indexes.some((fields) => fields.every((f) => f === path || equalities.includes(f)))) continue;
    return values.map((value) => ({ ...where, [path]: value }));
  }
  return null;
}

function listRows<D>(sql: Statements, table: Table, options: ListOptions, scope: Scope, selection: Selection): Page<D> {
  const { withOrg } = table;
  const { sql: text, params, limit, order } = listQuery(table, options, scope, selection);
  const rows = sql.get(text).all(...params) as Row[];
  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  return {
    items: page.map((row) => rowToDoc<D>(row, withOrg, selection)),
    hasMore,
    nextCursor: hasMore ? encodeCursor(order, { id: page.at(-1)!.id, value: page.at(-1)!.sort_value ?? null }) : null,
  };
}

/**
 * The statements that build a table's indexes, by index name, written as SQLite keeps them in its
 * schema (so an index built otherwise is told apart). The scope's index reads an org's documents
 * in id order. A declared index leads with its fields, then the org: a lookup in one org seeks by
 * both, a lookup across orgs (`scanAllOrgs`) by the fields; a non-unique one ends with the id, so
 * the matches of a lookup come in id order (a first match or a page reads no more than it returns),
 * and those of a list in one org sorted by its last field in that field's order, ties by id.
 */
function indexStatements(table: Table): Map<string, string> {
  const t = table.name;
  const values = (fields: string[]) => fields.map((f) => metaColumn(f, table.withOrg) ?? fieldValueSql('doc', f)).join(', ');
  const statements = new Map([[`${t}_org`, `CREATE INDEX ${t}_org ON ${t} (org_id, id)`]]);
  for (const fields of table.spec.unique ?? []) {
    const name = `${t}_u_${indexSuffix(fields)}`;
    statements.set(name, `CREATE UNIQUE INDEX ${name} ON ${t} (${values(fields)}, org_id)`);
  }
  for (const fields of table.spec.indexes ?? []) {
    const name = `${t}_i_${indexSuffix(fields)}`;
    statements.set(name, `CREATE INDEX ${name} ON ${t} (${values(fields)}, org_id, id)`);
  }
  return statements;
}

function indexSuffix(fields: string[]): string {
  return fields.join('_').replace(/\./g, '_');
}

function translateError(err: unknown, spec: CollectionSpec): unknown {
  if (err instanceof Error && (err as { code?: string }).code?.startsWith('SQLITE_CONSTRAINT')) {
    const fields = (spec.unique ?? []).find((u) => err.message.includes(`_u_${indexSuffix(u)}'`)) ?? [];
    if ((err as { code?: string }).code === 'SQLITE_CONSTRAINT_PRIMARYKEY') return new StoreError('duplicate', `${spec.name}: id already exists`, { fields: ['id'] });
    return new StoreError('duplicate', `${spec.name}: a document with the same ${fields.join(', ') || 'unique fields'} exists`, { fields });
  }
  // Another process held the database past the busy timeout: transient, like a server outage.
  if (err instanceof Error && /^SQLITE_(BUSY|LOCKED)/.test((err as { code?: string }).code ?? '')) return new StoreError('unavailable', `SQLite is busy: ${err.message}`);
  return err;
}

export class SqliteStore implements DocumentStore {
  readonly kind = 'sqlite' as const;
  readonly created: boolean;
  private readonly db: Database.Database;
  private readonly sql: Statements;
  private readonly defineTable: (table: Table) => void;

  constructor(private readonly file: string) {
    if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
    this.created = file === ':memory:' || !existsSync(file);
    this.db = new Database(file);
    this.db.pragma('journal_mode = WAL');
    this.db.pragma('busy_timeout = 5000');
    this.db.pragma('synchronous = NORMAL');
    this.sql = new Statements(this.db, file);
    this.defineTable = this.tableDefiner();
  }

  /**
   * A collection's table: made with its indexes, or brought up to date when an earlier version
   * wrote it (once; other processes wait), on its first use (`Table.ready`).
   */
  private createTable(spec: CollectionSpec, withOrg: boolean): Table {
    checkSpec(spec);
    return new Table(spec, withOrg, (table) => {
      this.sql.wrote();
      this.defineTable(table);
    });
  }

  /** `createTable`'s statements, in one immediate transaction (made once: making one costs more than a new table's statements). */
  private tableDefiner(): (table: Table) => void {
    const exists = this.db.prepare(`SELECT 1 FROM sqlite_schema WHERE type = 'table' AND name = ?`).pluck();
    return this.db.transaction((table: Table) => {
      const t = table.name;
      // The summary copy sits before the document, so reading it never walks the document's overflow pages.
      const create = `CREATE TABLE IF NOT EXISTS ${t} (
        id TEXT PRIMARY KEY, org_id TEXT NOT NULL, version INTEGER NOT NULL,
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL, head TEXT, head_of TEXT, doc BLOB NOT NULL)`;
      // A new table (every one of a new store) has nothing to bring up to date: it and its
      // indexes in one statement list.
      if (!exists.get(t)) {
        this.db.exec([create, ...indexStatements(table).values()].join(';\n'));
        return;
      }
      this.db.exec(create);
      const existing = new Set((this.db.prepare(`PRAGMA table_info(${t})`).all() as { name: string }[]).map((c) => c.name));
      for (const column of ['head TEXT', 'head_of TEXT']) if (!existing.has(column.split(' ')[0]!)) this.db.exec(`ALTER TABLE ${t} ADD COLUMN ${column}`);
      // Documents written as JSON text are converted in place (same values, same index entries).
      this.db.exec(`UPDATE ${t} SET doc = jsonb(doc) WHERE typeof(doc) = 'text'`);
      const stale = table.staleHeadsSql();
      if (stale) {
        const write = this.db.prepare(`UPDATE ${t} SET head = @head, head_of = @head_of WHERE id = @id`);
        for (const row of this.db.prepare(stale).all() as { id: string; doc: string }[]) write.run({ id: row.id, ...table.head(JSON.parse(row.doc)) });
      }
      // An index an earlier version built otherwise (its stored statement differs) is built again
      // as declared, and one of the store's that the spec no longer declares is dropped.
      const built = new Map((this.db.prepare(`SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = ?`).all(t) as { name: string; sql: string | null }[]).map((i) => [i.name, i.sql]));
      const declared = indexStatements(table);
      for (const name of built.keys()) if (!declared.has(name) && (name.startsWith(`${t}_u_`) || name.startsWith(`${t}_i_`))) this.db.exec(`DROP INDEX ${name}`);
      for (const [name, ddl] of declared) {
        if (built.get(name) === ddl) continue;
        if (built.has(name)) this.db.exec(`DROP INDEX ${name}`);
        this.db.exec(ddl);
      }
    }).immediate;
  }

  orgCollection<T extends object>(spec: CollectionSpec): OrgCollection<T> {
    const table = this.createTable(spec, true);
    const { db, sql } = this;
    return {
      forOrg(orgId: string) {
        if (typeof orgId !== 'string' || orgId === '') throw new StoreError('invalid_query', 'an org collection needs an org id');
        return new SqliteScope<T, OrgDocMeta>(db, sql, table, orgId);
      },
      async scanAllOrgs(options: ListOptions) {
        return listRows<T & OrgDocMeta>(sql, table.ready(), options, allOrgsScope, table.wholeDocument);
      },
      async explainScanAllOrgs(where: Where) {
        return explainQuery(db, listQuery(table.ready(), { where, limit: 1, order: 'oldest' }, allOrgsScope, table.wholeDocument));
      },
    };
  }

  systemCollection<T extends object>(spec: CollectionSpec): SystemScoped<T> {
    return new SqliteScope<T, DocMeta>(this.db, this.sql, this.createTable(spec, false), systemOrg);
  }

  /** A second, independent connection to the same file (what another process would open). */
  reopen(): SqliteStore {
    return new SqliteStore(this.file);
  }

  async ping(): Promise<void> {
    this.db.prepare('SELECT 1').get();
  }

  async close(): Promise<void> {
    if (this.db.open) this.db.close();
  }
}
