/** Logic both store adapters share, so their behaviour cannot drift apart. */
import { newId } from '../../shared/ids.ts';
import { type Change, type CollectionSpec, type FieldCondition, type ListOptions, metaFields, type Scalar, StoreError, type Where } from './types.ts';

const segmentPattern = /^[A-Za-z_][A-Za-z0-9_-]*$|^\d+$/;
const namePattern = /^[a-z][a-z0-9_]*$/;
const operators = new Set(['$eq', '$ne', '$in', '$nin', '$lt', '$lte', '$gt', '$gte', '$exists']);

export const maxListLimit = 1000;

export function checkSpec(spec: CollectionSpec): void {
  if (!namePattern.test(spec.name)) throw new StoreError('invalid_query', `collection name '${spec.name}' must match ${namePattern}`);
  if (!/^[a-z]+$/.test(spec.idPrefix)) throw new StoreError('invalid_query', `id prefix '${spec.idPrefix}' must be lower-case letters`);
  for (const fields of [...(spec.unique ?? []), ...(spec.indexes ?? [])]) fields.forEach(checkPath);
  if (spec.summaryFields) projectedFields(spec.summaryFields, true);
}

export function checkPath(path: string): string[] {
  const segments = path.split('.');
  if (!segments.every((s) => segmentPattern.test(s))) {
    throw new StoreError('invalid_query', `field path '${path}' is not a dotted path of names`, { path });
  }
  return segments;
}

function isScalar(v: unknown): v is Scalar {
  return v === null || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));
}

/** Normalises a field condition to operator form and rejects anything outside the shared language. */
export function normaliseCondition(path: string, condition: FieldCondition): Record<string, unknown> {
  checkPath(path);
  if (isScalar(condition)) return { $eq: condition };
  if (typeof condition !== 'object' || Array.isArray(condition)) {
    throw new StoreError('invalid_query', `condition on '${path}' must be a scalar or an operator object`, { path });
  }
  for (const [op, value] of Object.entries(condition)) {
    if (!operators.has(op)) throw new StoreError('invalid_query', `unknown operator ${op} on '${path}'`, { path });
    if (op === '$in' || op === '$nin') {
      if (!Array.isArray(value) || !value.every(isScalar)) throw new StoreError('invalid_query', `${op} on '${path}' needs an array of scalars`, { path });
    } else if (op === '$exists') {
      if (typeof value !== 'boolean') throw new StoreError('invalid_query', `$exists on '${path}' needs a boolean`, { path });
    } else if (op === '$eq' || op === '$ne') {
      if (!isScalar(value)) throw new StoreError('invalid_query', `${op} on '${path}' needs a scalar`, { path });
    } else if (!(typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))) {
      throw new StoreError('invalid_query', `${op} on '${path}' needs a number or a string`, { path });
    }
  }
  return condition as Record<string, unknown>;
}

/**
 * The data fields of a projection: plain top-level names, each once. Store-managed fields come
 * with every read, so naming them adds nothing.
 */
export function projectedFields(fields: readonly string[], withOrg: boolean): string[] {
  if (!Array.isArray(fields)) throw new StoreError('invalid_query', 'a projection needs a list of field names');
  const managed = reservedFields(withOrg);
  const out = new Set<string>();
  for (const field of fields) {
    if (typeof field !== 'string' || !segmentPattern.test(field) || field === '_id') {
      throw new StoreError('invalid_query', `projection field '${String(field)}' must be a top-level field name`, { field });
    }
    if (!managed.includes(field)) out.add(field);
  }
  return [...out];
}

/** Freezes a projected answer and everything in it: readers may share it (see `ScopedCollection.select`). */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Fields the store manages; `orgId` only in org collections (system documents may hold it as data). */
export function reservedFields(withOrg: boolean): readonly string[] {
  return withOrg ? metaFields : metaFields.filter((f) => f !== 'orgId');
}

export function normaliseWhere(where: Where | undefined, withOrg: boolean): [string, Record<string, unknown>][] {
  return Object.entries(where ?? {}).map(([path, c]) => {
    // In org collections the org is structural (forOrg); letting a condition name it would invite scope mistakes.
    if ((withOrg && path === 'orgId') || path === '_id') throw new StoreError('invalid_query', `'${path}' cannot be queried; the scope sets it`);
    return [path, normaliseCondition(path, c)];
  });
}

/** Store-managed fields may not appear in data. */
export function checkData(data: object, withOrg: boolean): void {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) throw new StoreError('invalid_document', 'a document must be an object');
  for (const f of reservedFields(withOrg)) {
    if (Object.hasOwn(data, f)) throw new StoreError('invalid_document', `'${f}' is managed by the store`, { field: f });
  }
  if (Object.hasOwn(data, '_id')) throw new StoreError('invalid_document', "'_id' is reserved");
}

export function checkUniqueFieldsPresent(spec: CollectionSpec, data: object): void {
  for (const fields of spec.unique ?? []) {
    for (const path of fields) {
      const v = readPath(data, path.split('.'));
      if (v === undefined || v === null) {
        throw new StoreError('invalid_document', `'${path}' is required: it is part of a unique constraint of ${spec.name}`, { field: path });
      }
    }
  }
}

/** Refuses a change that would remove or null a field of a unique constraint (checked before writing). */
export function checkChangeKeepsUnique(spec: CollectionSpec, change: Change): void {
  for (const field of (spec.unique ?? []).flat()) {
    const refuse = () => { throw new StoreError('invalid_document', `'${field}' is required: it is part of a unique constraint of ${spec.name}`, { field }); };
    for (const p of change.unset ?? []) if (p === field || field.startsWith(`${p}.`)) refuse();
    for (const [p, value] of Object.entries(change.set ?? {})) {
      if (p === field && (value === null || value === undefined)) refuse();
      if (field.startsWith(`${p}.`)) {
        const v = readPath(value, field.slice(p.length + 1).split('.'));
        if (v === null || v === undefined) refuse();
      }
    }
  }
}

export function generateId(spec: CollectionSpec, requested?: string): string {
  if (requested === undefined) return newId(spec.idPrefix);
  if (!/^[A-Za-z0-9_-]{1,128}$/.test(requested)) throw new StoreError('invalid_document', `id '${requested}' has characters outside [A-Za-z0-9_-]`);
  return requested;
}

export function readPath(obj: unknown, segments: string[]): unknown {
  let cur: unknown = obj;
  for (const s of segments) {
    if (cur === null || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[s];
  }
  return cur;
}

/** Validates a change: known paths, no meta fields, no path touched twice or nested in another. */
export function checkChange(change: Change, withOrg: boolean): void {
  const paths: string[] = [];
  for (const p of Object.keys(change.set ?? {})) paths.push(p);
  for (const p of change.unset ?? []) paths.push(p);
  for (const [p, n] of Object.entries(change.inc ?? {})) {
    if (typeof n !== 'number' || !Number.isFinite(n)) throw new StoreError('invalid_query', `inc of '${p}' must be a finite number`);
    paths.push(p);
  }
  for (const p of paths) {
    const [head] = checkPath(p);
    if (reservedFields(withOrg).includes(head!) || head === '_id') throw new StoreError('invalid_query', `'${head}' is managed by the store`);
  }
  const sorted = [...paths].sort();
  for (let i = 1; i < sorted.length; i++) {
    const a = sorted[i - 1]!, b = sorted[i]!;
    if (a === b || b.startsWith(`${a}.`)) throw new StoreError('invalid_query', `change touches '${a}' and '${b}' at once`);
  }
}

/** Applies a checked change to a plain document in place (the SQLite adapter's write path). */
export function applyChange(doc: Record<string, unknown>, change: Change): void {
  for (const [path, value] of Object.entries(change.set ?? {})) {
    const segs = path.split('.');
    const parent = ensureParent(doc, segs, path);
    parent[segs.at(-1)!] = structuredClone(value);
  }
  for (const path of change.unset ?? []) {
    const segs = path.split('.');
    const parent = readPath(doc, segs.slice(0, -1));
    if (parent && typeof parent === 'object') delete (parent as Record<string, unknown>)[segs.at(-1)!];
  }
  for (const [path, n] of Object.entries(change.inc ?? {})) {
    const segs = path.split('.');
    const parent = ensureParent(doc, segs, path);
    const current = parent[segs.at(-1)!];
    if (current !== undefined && typeof current !== 'number') throw new StoreError('invalid_query', `cannot inc '${path}': it is not a number`);
    parent[segs.at(-1)!] = (current ?? 0) + n;
  }
}

function ensureParent(doc: Record<string, unknown>, segs: string[], path: string): Record<string, unknown> {
  let cur = doc;
  for (const s of segs.slice(0, -1)) {
    const next = cur[s];
    if (next === undefined || next === null) cur[s] = {};
    else if (typeof next !== 'object' || Array.isArray(next)) throw new StoreError('invalid_query', `cannot write '${path}': '${s}' is not an object`);
    cur = cur[s] as Record<string, unknown>;
  }
  return cur;
}

/** How a list is ordered (see `ListOptions`): by the id alone, or by a numeric field with the id breaking ties. */
export interface ListOrder {
  /** The numeric field's dotted path; null: by the id alone. */
  field: string | null;
  descending: boolean;
  /** Names the order in the cursors of its pages, so that a cursor of another order is refused. */
  name: string;
}

/** The order a list asks for: its `sort`, checked (a data field, a direction), or else its `order`. */
export function listOrder(options: ListOptions, withOrg: boolean): ListOrder {
  const { sort } = options;
  if (sort === undefined || sort === null) {
    const order = options.order ?? 'newest';
    return { field: null, descending: order === 'newest', name: order };
  }
  if (typeof sort !== 'object' || typeof sort.field !== 'string' || (sort.direction !== 'asc' && sort.direction !== 'desc')) {
    throw new StoreError('invalid_query', "a sort needs a field and a direction, 'asc' or 'desc'");
  }
  const [head] = checkPath(sort.field);
  if (reservedFields(withOrg).includes(head!) || head === '_id') throw new StoreError('invalid_query', `'${sort.field}' is managed by the store; a sort names a numeric field of the data`, { path: sort.field });
  return { field: sort.field, descending: sort.direction === 'desc', name: `${sort.direction}:${sort.field}` };
}

/** Where a page ended: its last document's id and, in an order by a field, that document's value of it. */
export interface ListPosition {
  id: string;
  value: number | null;
}

/** The cursor of the page after `last`: base64url of `{v: 1, o: order name, a: id, k: value (field orders only)}`. */
export function encodeCursor(order: ListOrder, last: ListPosition): string {
  return Buffer.from(JSON.stringify({ v: 1, a: last.id, o: order.name, ...(order.field === null ? {} : { k: last.value }) })).toString('base64url');
}

/** Decodes a cursor, refusing one that is malformed or belongs to a query of another order or sort. */
export function decodeCursor(cursor: string | null | undefined, order: ListOrder): ListPosition | null {
  if (cursor === undefined || cursor === null || cursor === '') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw new StoreError('invalid_cursor', 'cursor is not one this service issued');
  }
  const p = parsed as { v?: unknown; a?: unknown; o?: unknown; k?: unknown };
  const valueFits = order.field === null ? p?.k === undefined : typeof p?.k === 'number' && Number.isFinite(p.k);
  if (p?.v !== 1 || typeof p.a !== 'string' || p.o !== order.name || !valueFits) throw new StoreError('invalid_cursor', 'cursor is not one this service issued');
  return { id: p.a, value: order.field === null ? null : p.k as number };
}

export function listLimit(options: ListOptions): number {
  const n = Math.trunc(Number(options.limit));
  return Number.isFinite(n) ? Math.min(Math.max(n, 1), maxListLimit) : 20;
}

export function nowIso(): string {
  return new Date().toISOString();
}

/**
 * Reads an SQLite query plan (the `detail` of each `EXPLAIN QUERY PLAN` row): the query uses an
 * index when every read of a table is a SEARCH through an index constrained by more than the
 * scope (`isScopeTerm`: the org column, which alone reads all of an org's documents). A SCAN, or
 * a SEARCH of the scope alone, reads every document in scope.
 */
export function sqlitePlanIndex(details: readonly string[], isScopeTerm: (term: string) => boolean = () => false): { usesIndex: boolean; index: string | null } {
  // A read of a subquery's rows ('SCAN (subquery-1)') reads what that subquery read, which has its own steps.
  const reads = details.map((d) => /^(SCAN|SEARCH) (?!\()\S+(?: USING (?:COVERING )?INDEX (\S+)(?: \((.*)\))?)?/.exec(d)).filter((m) => m !== null);
  // The read of a page's documents by the ids another read found is not how the lookup finds them.
  const finding = reads.length > 1 ? reads.filter(([, , , terms]) => terms !== 'id=?') : reads;
  const served = finding.map(([, how, index, terms]) => how === 'SEARCH' && index !== undefined && (terms ?? '').split(' AND ').some((t) => t !== '' && !isScopeTerm(t)) ? index : null);
  const usesIndex = served.length > 0 && served.every((index) => index !== null);
  return { usesIndex, index: usesIndex ? served[0]! : null };
}
