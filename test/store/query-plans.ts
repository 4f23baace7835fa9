/** Checks that a lookup is served by an index, from the database's own query plan. */
import Database from 'better-sqlite3';
import { MongoClient } from 'mongodb';
import * as assert from 'uvu/assert';
import type { DocumentStore, QueryPlan } from '../../control-plane/store/index.ts';

/** An index a collection spec declares: unique (`u`) or not (`i`), on these fields. */
export interface DeclaredIndex { name: string; kind: 'u' | 'i'; fields: string[] }

/** The indexes of a collection as the database holds them: each one's fields, in order, by name. */
export type IndexesOf = (collection: string) => Promise<Map<string, string[]>>;

/** The name the store gives a declared index (SQLite: `c_<collection>_<kind>_<fields>`; MongoDB: `<kind>_<fields>`). */
export function indexName(store: DocumentStore, index: DeclaredIndex): string {
  return store.kind === 'sqlite'
    ? `c_${index.name}_${index.kind}_${index.fields.join('_').replace(/\./g, '_')}`
    : `${index.kind}_${index.fields.join('_')}`;
}

/**
 * FerretDB v1 (the MongoDB-compatible server of development and tests) answers every query by
 * reading the whole collection: only a query of `_id` alone is passed to its SQLite tables, and
 * its explain reports SQLite's plan for that statement, a SCAN. Its explain names the server.
 */
export function plannedByFerretDb(plan: QueryPlan): boolean {
  const explained = plan.plan as { serverInfo?: { ferretdbVersion?: unknown } } | null;
  return explained?.serverInfo?.ferretdbVersion !== undefined;
}

/**
 * Asserts that `plan` (the store's explain of `lookup`) reads through `index` (or one of several
 * that serve it equally). On FerretDB, whose plans never use an index, it asserts instead that the
 * plan says so (a scan) and that each index is there, on the declared fields, for MongoDB to use.
 */
export async function expectServedBy(store: DocumentStore, plan: QueryPlan, index: DeclaredIndex | DeclaredIndex[], lookup: string, indexesOf?: IndexesOf): Promise<void> {
  const indexes = [index].flat();
  if (store.kind === 'mongo' && plannedByFerretDb(plan)) {
    assert.equal([plan.usesIndex, plan.index], [false, null], `${lookup}: FerretDB's plan is a scan: ${JSON.stringify(plan.plan)}`);
    assert.ok(indexesOf, 'a MongoDB store needs indexesOf');
    for (const declared of indexes) {
      const name = indexName(store, declared);
      const fields = (await indexesOf!(declared.name)).get(name);
      assert.equal(fields?.slice(0, declared.fields.length), declared.fields, `${lookup}: index ${name} on ${declared.fields.join(', ')} (holds ${JSON.stringify(fields)})`);
    }
    return;
  }
  const names = indexes.map((declared) => indexName(store, declared));
  assert.ok(plan.usesIndex && names.includes(plan.index!), `${lookup}: served by ${names.join(' or ')}; the plan: ${JSON.stringify(plan.plan)}`);
}

/** Reads indexes through a client of its own (`close` when done). */
export function mongoIndexesOf(url: string, dbName: string): { of: IndexesOf; close: () => Promise<void> } {
  const client = new MongoClient(url, { serverSelectionTimeoutMS: 2000 });
  return {
    of: async (collection) => new Map((await client.db(dbName).collection(collection).indexes()).map((i) => [i.name!, Object.keys(i.key)])),
    close: () => client.close(),
  };
}

/** Reads the indexes of a SQLite store's file (fields as the store names them: a document's path, or a column). */
export function sqliteIndexesOf(file: string): IndexesOf {
  return async (collection) => {
    const db = new Database(file, { readonly: true });
    try {
      const rows = db.prepare(`SELECT name, sql FROM sqlite_schema WHERE type = 'index' AND tbl_name = ? AND sql IS NOT NULL`).all(`c_${collection}`) as { name: string; sql: string }[];
      return new Map(rows.map(({ name, sql }) => {
        const columns = sql.slice(sql.indexOf('(') + 1, sql.lastIndexOf(')'));
        const fields = [...columns.matchAll(/json_extract\(doc, '\$((?:\."[^"]+")+)'\)|(\w+)/g)]
          .map(([, path, column]) => path === undefined ? column! : [...path.matchAll(/"([^"]+)"/g)].map(([, s]) => s).join('.'));
        return [name, fields];
      }));
    } finally {
      db.close();
    }
  };
}
