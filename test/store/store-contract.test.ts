/**
 * One contract, two adapters: the same suite runs against the SQLite file store and against the
 * MongoDB-compatible server (FRAMEFLEET_MONGO_URL, started by `framefleet services start`).
 * An unreachable server fails the suite; it never skips.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import Database from 'better-sqlite3';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../shared/config/index.ts';
import { type DocumentStore, type QueryPlan, SqliteStore, StoreError } from '../../control-plane/store/index.ts';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { type DeclaredIndex, expectServedBy, indexName, type IndexesOf, mongoIndexesOf, sqliteIndexesOf } from './query-plans.ts';

interface Thing {
  name: string;
  status?: string;
  n?: number;
  flag?: boolean | null;
  tag?: string | null;
  nested?: { deep?: { value?: number }; list?: unknown[] };
  projectId?: string;
  slug?: string;
  token?: string;
  hash?: string;
  cost?: unknown;
}

const run = promisify(execFile);

const spec = { name: 'things', idPrefix: 'thg', unique: [['projectId', 'slug']], indexes: [['status']] };

async function expectStoreError(code: string, fn: () => Promise<unknown> | unknown): Promise<StoreError> {
  try {
    await fn();
  } catch (err) {
    assert.instance(err, StoreError, `expected StoreError ${code}, got ${String(err)}`);
    assert.is((err as StoreError).code, code);
    return err as StoreError;
  }
  throw new assert.Assertion({ message: `expected StoreError ${code}, nothing was thrown`, operator: 'throws', expects: code, actual: 'nothing' } as never);
}

/** Another handle on the same data, as a second process or a restarted one would open it. */
async function reopen(store: DocumentStore): Promise<DocumentStore> {
  return store instanceof MongoStore ? store.reopen() : store instanceof SqliteStore ? store.reopen() : store;
}

interface Opened {
  store: DocumentStore;
  cleanup: () => Promise<void>;
  /** The indexes the database holds. */
  indexesOf: IndexesOf;
}

function contract(name: string, open: () => Promise<Opened>) {
  const test = suite<Opened>(`store contract: ${name}`);
  let run = 0;
  // Each test gets a fresh collection name so tests cannot see each other's documents.
  const fresh = () => ({ ...spec, name: `things_${Date.now().toString(36)}_${run++}` });

  test.before(async (ctx) => { Object.assign(ctx, await open()); });
  test.after(async (ctx) => ctx.cleanup?.());

  test('answers ping', async ({ store }) => {
    await store.ping();
  });

  test('insert and get round-trip data and store-managed fields', async ({ store }) => {
    const things = store.orgCollection<Thing>(fresh()).forOrg('org_a');
    const data: Thing = { name: 'a', n: 1.5, flag: false, tag: null, nested: { deep: { value: 3 }, list: [1, 'x', { y: true }, null] }, projectId: 'p', slug: 's' };
    const created = await things.insert(data);
    assert.match(created.id, /^thg_[0-9A-HJKMNP-TV-Z]{26}$/);
    assert.is(created.orgId, 'org_a');
    assert.is(created.version, 1);
    assert.ok(!Number.isNaN(Date.parse(created.createdAt)));
    assert.is(created.createdAt, created.updatedAt);
    const got = await things.get(created.id);
    assert.equal(got, created);
    assert.equal({ ...got, id: undefined, orgId: undefined, version: undefined, createdAt: undefined, updatedAt: undefined }, { ...data, id: undefined, orgId: undefined, version: undefined, createdAt: undefined, updatedAt: undefined });
    assert.is(await things.get('thg_missing'), null);
  });

  test('any key round-trips, including dots, dollars and percent signs', async ({ store }) => {
    const things = store.orgCollection<Thing & { doc?: unknown }>(fresh()).forOrg('org_a');
    const doc = { animate: { 'transform.rotation': [{ time: 0 }], $weird: 1, '50%': { 'a.b.c': '%2E' } }, list: [{ 'x.y': 1 }] };
    const created = await things.insert({ name: 'keys', projectId: 'p', slug: 's', doc });
    assert.equal((await things.get(created.id))?.doc, doc);
    const next = { 'props.title': 'x', $$: ['$'] };
    const r = await things.update(created.id, { set: { doc: next } });
    assert.is(r.status, 'updated');
    assert.equal((await things.get(created.id))?.doc, next);
  });

  test('refuses store-managed fields in data', async ({ store }) => {
    const things = store.orgCollection<Thing & { version?: number }>(fresh()).forOrg('org_a');
    await expectStoreError('invalid_document', () => things.insert({ name: 'x', version: 3, projectId: 'p', slug: 's' }));
    const created = await things.insert({ name: 'x', projectId: 'p', slug: 's' });
    await expectStoreError('invalid_query', () => things.update(created.id, { set: { version: 9 } }));
    await expectStoreError('invalid_query', () => things.update(created.id, { set: { orgId: 'org_b' } }));
  });

  test('another org cannot read, list, count, update or delete a document', async ({ store }) => {
    const collection = store.orgCollection<Thing>(fresh());
    const a = collection.forOrg('org_a');
    const b = collection.forOrg('org_b');
    const mine = await a.insert({ name: 'mine', status: 'queued', projectId: 'p', slug: 's' });
    assert.is(await b.get(mine.id), null);
    assert.is(await b.findOne({ name: 'mine' }), null);
    assert.is((await b.list({ limit: 10 })).items.length, 0);
    assert.is(await b.count(), 0);
    assert.equal(await b.update(mine.id, { set: { name: 'stolen' } }), { status: 'not_found' });
    assert.equal(await b.delete(mine.id), { status: 'not_found' });
    assert.is((await a.get(mine.id))?.name, 'mine');
    await expectStoreError('invalid_query', () => b.list({ limit: 10, where: { orgId: 'org_a' } as never }));
    await expectStoreError('invalid_query', () => collection.forOrg(''));
  });

  test('optimistic concurrency: a stale version conflicts and returns what is stored', async ({ store }) => {
    const things = store.orgCollection<Thing>(fresh()).forOrg('org_a');
    const created = await things.insert({ name: 'v1', projectId: 'p', slug: 's' });
    const first = await things.update(created.id, { set: { name: 'v2' } }, { ifVersion: 1 });
    assert.is(first.status, 'updated');
    if (first.status !== 'updated') return;
    assert.is(first.doc.version, 2);
    assert.is(first.doc.name, 'v2');
    assert.ok(first.doc.updatedAt >= created.updatedAt);
    const stale = await things.update(created.id, { set: { name: 'lost' } }, { ifVersion: 1 });
    assert.is(stale.status, 'conflict');
    if (stale.status === 'conflict') assert.is(stale.current.name, 'v2');
    const staleDelete = await things.delete(created.id, { ifVersion: 1 });
    assert.is(staleDelete.status, 'conflict');
    assert.is((await things.delete(created.id, { ifVersion: 2 })).status, 'deleted');
    assert.is(await things.get(created.id), null);
  });

  test('unique constraints hold within an org, not across orgs', async ({ store }) => {
    const collection = store.orgCollection<Thing>(fresh());
    const a = collection.forOrg('org_a');
    await a.insert({ name: 'one', projectId: 'p1', slug: 'intro' });
    const err = await expectStoreError('duplicate', () => a.insert({ name: 'two', projectId: 'p1', slug: 'intro' }));
    assert.equal(err.details.fields, ['projectId', 'slug']);
    await a.insert({ name: 'three', projectId: 'p2', slug: 'intro' });
    await collection.forOrg('org_b').insert({ name: 'four', projectId: 'p1', slug: 'intro' });
    await expectStoreError('invalid_document', () => a.insert({ name: 'no slug', projectId: 'p1' }));
    assert.is(await a.count(), 2);
    const requested = await a.insert({ name: 'five', projectId: 'p3', slug: 'x' }, { id: 'thg_fixed' });
    assert.is(requested.id, 'thg_fixed');
    await expectStoreError('duplicate', () => a.insert({ name: 'six', projectId: 'p4', slug: 'x' }, { id: 'thg_fixed' }));
  });

  test('conditional updates move a state machine exactly once under concurrency', async ({ store }) => {
    const things = store.orgCollection<Thing>(fresh()).forOrg('org_a');
    const job = await things.insert({ name: 'job', status: 'queued', projectId: 'p', slug: 's' });
    const attempts = await Promise.all(Array.from({ length: 12 }, (_, i) =>
      things.update(job.id, { set: { status: 'running', tag: `worker-${i}` } }, { where: { status: 'queued' } })));
    const won = attempts.filter((r) => r.status === 'updated');
    assert.is(won.length, 1);
    assert.is(attempts.filter((r) => r.status === 'conflict').length, 11);
    const stored = await things.get(job.id);
    assert.is(stored?.status, 'running');
    assert.is(stored?.version, 2);
  });

  test('increments are atomic under concurrency', async ({ store }) => {
    const things = store.orgCollection<Thing>(fresh()).forOrg('org_a');
    const counter = await things.insert({ name: 'counter', projectId: 'p', slug: 's' });
    await Promise.all(Array.from({ length: 25 }, () => things.update(counter.id, { inc: { n: 1, 'nested.deep.value': 2 } })));
    const stored = await things.get(counter.id);
    assert.is(stored?.n, 25);
    assert.is(stored?.nested?.deep?.value, 50);
    assert.is(stored?.version, 26);
  });

  test('change operations: nested set, unset, inc; overlapping paths refused', async ({ store }) => {
    const things = store.orgCollection<Thing>(fresh()).forOrg('org_a');
    const doc = await things.insert({ name: 'c', tag: 'x', projectId: 'p', slug: 's' });
    const r = await things.update(doc.id, { set: { 'nested.deep.value': 7, 'nested.list': [1, { a: 2 }] }, unset: ['tag'], inc: { n: 3 } });
    assert.is(r.status, 'updated');
    const stored = await things.get(doc.id);
    assert.equal(stored?.nested, { deep: { value: 7 }, list: [1, { a: 2 }] });
    assert.is(stored?.n, 3);
    assert.ok(!('tag' in (stored ?? {})));
    await expectStoreError('invalid_query', () => things.update(doc.id, { set: { nested: {}, 'nested.deep': 1 } }));
    await expectStoreError('invalid_query', () => things.update(doc.id, { set: { 'bad path!': 1 } }));
    await expectStoreError('invalid_document', () => things.update(doc.id, { unset: ['slug'] }));
    await expectStoreError('invalid_document', () => things.update(doc.id, { set: { slug: null } }));
    assert.is((await things.get(doc.id))?.slug, 's', 'a refused change writes nothing');
  });

  test('conditions mean the same on every adapter', async ({ store }) => {
    const things = store.orgCollection<Thing>(fresh()).forOrg('org_a');
    const names = async (where: Parameters<typeof things.list>[0]['where']) =>
      (await things.list({ where, limit: 100, order: 'oldest' })).items.map((t) => t.name).join(',');
    await things.insert({ name: 'a', status: 'queued', n: 1, flag: true, tag: 'red', nested: { deep: { value: 1 } }, projectId: 'p', slug: 'a' });
    await things.insert({ name: 'b', status: 'running', n: 5, flag: false, tag: null, projectId: 'p', slug: 'b' });
    await things.insert({ name: 'c', status: 'error', n: 10, projectId: 'p', slug: 'c' });
    await things.insert({ name: 'd', status: 'queued', tag: '5', projectId: 'p', slug: 'd' });
    assert.is(await names({ status: 'queued' }), 'a,d');
    assert.is(await names({ flag: true }), 'a');
    assert.is(await names({ flag: false }), 'b');
    assert.is(await names({ tag: null }), 'b,c');
    assert.is(await names({ tag: { $ne: null } }), 'a,d');
    assert.is(await names({ tag: { $exists: true } }), 'a,b,d');
    assert.is(await names({ tag: { $exists: false } }), 'c');
    assert.is(await names({ status: { $in: ['error', 'running'] } }), 'b,c');
    assert.is(await names({ status: { $nin: ['error', 'running'] } }), 'a,d');
    assert.is(await names({ status: { $in: [] } }), '');
    assert.is(await names({ n: { $gt: 1, $lte: 10 } }), 'b,c');
    assert.is(await names({ n: { $lt: 6 } }), 'a,b');
    assert.is(await names({ n: 5 }), 'b');
    assert.is(await names({ tag: 5 }), '', 'a number never equals a string');
    assert.is(await names({ tag: { $gte: 'a' } }), 'a', 'strings compare only with strings');
    assert.is(await names({ 'nested.deep.value': 1 }), 'a');
    assert.is(await names({ status: { $ne: 'queued' }, n: { $gte: 5 } }), 'b,c');
    // As in MongoDB, a document without the field matches $ne and $nin of any value.
    assert.is(await names({ flag: { $ne: true } }), 'b,c,d');
    assert.is(await names({ n: { $ne: 5 } }), 'a,c,d');
    assert.is(await names({ tag: { $nin: ['red'] } }), 'b,c,d');
    assert.is((await things.findOne({ status: 'queued' }))?.name, 'a');
    assert.is(await things.count({ status: 'queued' }), 2);
    await expectStoreError('invalid_query', () => things.list({ limit: 10, where: { n: { $regex: 'x' } } as never }));
    await expectStoreError('invalid_query', () => things.list({ limit: 10, where: { n: { a: 1 } } as never }));
  });

  test('forward-only cursor pagination with clamped page size', async ({ store }) => {
    const things = store.orgCollection<Thing>(fresh()).forOrg('org_a');
    const created: string[] = [];
    for (let i = 0; i < 25; i++) created.push((await things.insert({ name: `t${i}`, status: i % 2 ? 'odd' : 'even', projectId: 'p', slug: `s${i}` })).id);
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await things.list({ limit: 10, cursor });
      seen.push(...page.items.map((t) => t.id));
      assert.is(page.hasMore, page.nextCursor !== null);
      cursor = page.nextCursor;
      pages++;
    } while (cursor);
    assert.is(pages, 3);
    assert.equal(seen, [...created].reverse(), 'newest first, each exactly once');

    const oldest = await things.list({ limit: 30, order: 'oldest' });
    assert.equal(oldest.items.map((t) => t.id), created);
    assert.is(oldest.hasMore, false);
    assert.is(oldest.nextCursor, null);

    const odd1 = await things.list({ limit: 5, where: { status: 'odd' } });
    const odd2 = await things.list({ limit: 5, where: { status: 'odd' }, cursor: odd1.nextCursor });
    const odd3 = await things.list({ limit: 5, where: { status: 'odd' }, cursor: odd2.nextCursor });
    assert.is(odd1.items.length + odd2.items.length + odd3.items.length, 12);
    assert.is(odd3.hasMore, false);
    assert.ok([...odd1.items, ...odd2.items, ...odd3.items].every((t) => t.status === 'odd'));

    assert.is((await things.list({ limit: 0 })).items.length, 1, 'limit below 1 clamps to 1');
    assert.is((await things.list({ limit: 5000 })).items.length, 25, 'limit above the maximum clamps');
    await expectStoreError('invalid_cursor', () => things.list({ limit: 5, cursor: 'not-a-cursor' }));
    await expectStoreError('invalid_cursor', () => things.list({ limit: 5, cursor: odd1.nextCursor, order: 'oldest' }));
  });

  test('a list sorted by a numeric field pages through it once, ties in id order, in both directions', async ({ store, indexesOf }) => {
    const priced = { ...fresh(), indexes: [['projectId', 'cost']], summaryFields: ['status', 'nested'] };
    const collection = store.orgCollection<Thing>(priced);
    const things = collection.forOrg('org_a');
    // Ids given out of insertion order, so that an order of ties by anything but the id shows.
    const listed: { id: string; cost: number; projectId: string; nested: number }[] = [];
    for (let i = 0; i < 25; i++) {
      const id = `thg_${String((i * 7) % 25).padStart(2, '0')}`;
      const cost = [2, 0.5, -1, 2, 10][i % 5]!;
      const projectId = i % 3 ? 'p1' : 'p2';
      await things.insert({ name: `t${i}`, cost, projectId, slug: `s${i}`, status: i % 2 ? 'odd' : 'even', nested: { deep: { value: 24 - i } } }, { id });
      listed.push({ id, cost, projectId, nested: 24 - i });
    }
    // Neither listed nor an obstacle to paging: no number there.
    const unlisted: unknown[] = ['2', true, false, null, [1], { n: 1 }];
    for (const [i, cost] of unlisted.entries()) await things.insert({ name: `u${i}`, cost, projectId: 'p1', slug: `u${i}` }, { id: `thg_u${i}` });
    await things.insert({ name: 'none', projectId: 'p1', slug: 'none' }, { id: 'thg_none' });
    await collection.forOrg('org_b').insert({ name: 'other org', cost: 1, projectId: 'p1', slug: 'x' }, { id: 'thg_b' });

    const byCost = (a: { cost: number; id: string }, b: { cost: number; id: string }) => a.cost - b.cost || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
    const ascending = [...listed].sort(byCost);
    const expected = (of: typeof listed, direction: 'asc' | 'desc') => (direction === 'asc' ? of : [...of].reverse()).map((t) => t.id);
    assert.ok(ascending.some((t, i) => i > 0 && t.cost === ascending[i - 1]!.cost && listed.indexOf(t) < listed.indexOf(ascending[i - 1]!)), 'some ties were inserted against id order');

    type Pager = (options: { limit: number; cursor: string | null; sort: { field: string; direction: 'asc' | 'desc' }; where?: Record<string, unknown> }) => Promise<{ items: { id: string }[]; hasMore: boolean; nextCursor: string | null }>;
    const pageThrough = async (list: Pager, options: Omit<Parameters<Pager>[0], 'cursor'>) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const page = await list({ ...options, cursor });
        assert.ok(page.items.length <= options.limit, 'a page holds at most the limit');
        assert.is(page.hasMore, page.nextCursor !== null);
        if (page.hasMore) assert.is(page.items.length, options.limit, 'a page before the last is full');
        seen.push(...page.items.map((t) => t.id));
        cursor = page.nextCursor;
        pages++;
      } while (cursor && pages < 100);
      return { seen, pages };
    };
    const list: Pager = (options) => things.list(options as never);
    for (const direction of ['asc', 'desc'] as const) {
      const sort = { field: 'cost', direction };
      for (const limit of [1, 4, 7]) {
        const { seen, pages } = await pageThrough(list, { limit, sort });
        assert.equal(seen, expected(ascending, direction), `${direction}, ${limit} a page: every number once, ties by id`);
        assert.is(pages, Math.ceil(25 / limit));
      }
      const whole = await things.list({ limit: 100, sort });
      assert.equal(whole.items.map((t) => t.cost), expected(ascending, direction).map((id) => listed.find((t) => t.id === id)!.cost), 'whole documents, as stored');
      assert.equal([whole.hasMore, whole.nextCursor], [false, null]);
      // `order` does not apply to a sorted list.
      assert.equal((await things.list({ limit: 100, sort, order: 'oldest' })).items.map((t) => t.id), whole.items.map((t) => t.id));

      // With conditions: an equality (the index's first field), and a range on the sorted field itself.
      const inP1 = ascending.filter((t) => t.projectId === 'p1');
      assert.equal((await pageThrough(list, { limit: 3, sort, where: { projectId: 'p1' } })).seen, expected(inP1, direction), `${direction}, of one project`);
      const mid = ascending.filter((t) => t.cost >= 0.5 && t.cost <= 2);
      assert.equal((await pageThrough(list, { limit: 4, sort, where: { cost: { $gte: 0.5, $lte: 2 } } })).seen, expected(mid, direction), `${direction}, $gte and $lte`);
      const evenMid = ascending.filter((t) => t.cost > 0.5 && listed.indexOf(t) % 2 === 0 && t.projectId === 'p1');
      assert.equal((await pageThrough(list, { limit: 2, sort, where: { projectId: 'p1', status: 'even', cost: { $gt: 0.5 } } })).seen, expected(evenMid, direction), `${direction}, three conditions`);

      // Projections: the same pages, each with only the named fields, the sorted one included only when named.
      const named = things.select(['name']);
      const projected = await pageThrough((o) => named.list(o as never), { limit: 4, sort });
      assert.equal(projected.seen, expected(ascending, direction), `${direction}, projected`);
      const firstProjected = (await named.list({ limit: 2, sort })).items;
      assert.equal(firstProjected.map((t) => Object.keys(t).sort()), firstProjected.map(() => ['createdAt', 'id', 'name', 'orgId', 'updatedAt', 'version']));
      const withCost = (await things.select(['name', 'cost']).list({ limit: 3, sort })).items;
      assert.equal(withCost.map((t) => t.cost), expected(ascending, direction).slice(0, 3).map((id) => listed.find((t) => t.id === id)!.cost));
      const status = await pageThrough((o) => things.select(['status']).list(o as never), { limit: 5, sort, where: { projectId: 'p2' } });
      assert.equal(status.seen, expected(ascending.filter((t) => t.projectId === 'p2'), direction), `${direction}, projected within the summary, of one project`);

      // A nested path (within a summary field), read for the cursor though the projection leaves it out.
      const byNested = [...listed].sort((a, b) => a.nested - b.nested).map((t) => ({ ...t, cost: t.nested }));
      const nested = await pageThrough((o) => named.list(o as never), { limit: 6, sort: { field: 'nested.deep.value', direction } });
      assert.equal(nested.seen, expected(byNested, direction), `${direction}, by a nested field`);
      assert.not.ok('nested' in (await named.list({ limit: 1, sort: { field: 'nested.deep.value', direction } })).items[0]!);
    }

    // A cursor belongs to its sort: another direction, field or an order by id refuses it, and an order by id refuses one of a sort.
    const descPage = await things.list({ limit: 2, sort: { field: 'cost', direction: 'desc' } });
    const idPage = await things.list({ limit: 2, order: 'newest' });
    await expectStoreError('invalid_cursor', () => things.list({ limit: 2, cursor: descPage.nextCursor, sort: { field: 'cost', direction: 'asc' } }));
    await expectStoreError('invalid_cursor', () => things.list({ limit: 2, cursor: descPage.nextCursor, sort: { field: 'nested.deep.value', direction: 'desc' } }));
    await expectStoreError('invalid_cursor', () => things.list({ limit: 2, cursor: descPage.nextCursor }));
    await expectStoreError('invalid_cursor', () => things.list({ limit: 2, cursor: idPage.nextCursor, sort: { field: 'cost', direction: 'desc' } }));
    await expectStoreError('invalid_cursor', () => things.select(['name']).list({ limit: 2, cursor: idPage.nextCursor, sort: { field: 'cost', direction: 'desc' } }));
    assert.is((await things.list({ limit: 2, cursor: descPage.nextCursor, sort: { field: 'cost', direction: 'desc' } })).items.length, 2, 'its own sort takes it');
    await expectStoreError('invalid_query', () => things.list({ limit: 2, sort: { field: 'version', direction: 'asc' } }));
    await expectStoreError('invalid_query', () => things.list({ limit: 2, sort: { field: 'cost', direction: 'up' } as never }));
    await expectStoreError('invalid_query', () => things.list({ limit: 2, sort: { field: 'cost..x', direction: 'asc' } }));

    // Across orgs, sorted too: the other org's document is among them.
    const everyOrg = await collection.scanAllOrgs({ limit: 100, sort: { field: 'cost', direction: 'asc' } });
    assert.equal(everyOrg.items.map((t) => t.id), [...listed, { id: 'thg_b', cost: 1 }].sort(byCost).map((t) => t.id));

    // A system collection sorts alike (its indexes are laid out as an org's).
    const system = store.systemCollection<Thing>({ ...fresh(), indexes: [['projectId', 'cost']] });
    for (const [i, cost] of [3, 1, 3, 'x', 1, 2].entries()) await system.insert({ name: `s${i}`, projectId: 'p', slug: `s${i}`, cost }, { id: `sys_${5 - i}` });
    const systemPages = await pageThrough((o) => system.list(o as never), { limit: 2, sort: { field: 'cost', direction: 'desc' }, where: { projectId: 'p' } });
    assert.equal(systemPages.seen, ['sys_5', 'sys_3', 'sys_0', 'sys_4', 'sys_1']);

    // The index of the project and the cost serves a project's page in cost order; a sort by a field no index holds reads the whole org.
    const sortedPlan = await things.explain({ projectId: 'p1' }, 'list', { field: 'cost', direction: 'desc' });
    await expectServedBy(store, sortedPlan, { name: priced.name, kind: 'i', fields: ['projectId', 'cost'] }, 'a project by cost', indexesOf);
    await expectServedBy(store, await things.explain({ projectId: 'p1', cost: { $gte: 1 } }, 'list', { field: 'cost', direction: 'asc' }), { name: priced.name, kind: 'i', fields: ['projectId', 'cost'] }, 'a project by cost, from a cost on', indexesOf);
    const unservedPlan = await things.explain({}, 'list', { field: 'n', direction: 'asc' });
    assert.is(unservedPlan.usesIndex, false, 'a sort by a field no index holds');
    if (store.kind === 'sqlite') {
      // The read of the matches (a subquery) sorts nothing when the index yields them in order; the page's few documents are sorted after.
      const sortsMatches = (plan: QueryPlan) => (plan.plan as { parent: number; detail: string }[]).some((step) => step.parent !== 0 && /TEMP B-TREE/.test(step.detail));
      assert.equal([sortsMatches(sortedPlan), sortsMatches(unservedPlan)], [false, true], 'only the unserved sort sorts the matches');
    }
    await expectStoreError('invalid_query', () => things.explain({}, 'count', { field: 'cost', direction: 'asc' }));
  });

  test('a projection reads only the named top-level fields, as stored', async ({ store }) => {
    // Some named fields are summary fields (copied beside the document), some are not: the answers are the same.
    const collection = store.orgCollection<Thing & { heavy?: Record<string, unknown>; odd?: unknown }>({ ...fresh(), summaryFields: ['name', 'status', 'tag', 'nested'] });
    const things = collection.forOrg('org_a');
    const heavy = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [String(i), { done: true, hash: 'ab'.repeat(32), list: [i, null, 'x'] }]));
    const odd = { 'a.b': [1e21, -2.5, 0.1, '%2E', { $x: null }], '': 'empty key' };
    const first = await things.insert({ name: 'first', status: 'queued', tag: null, nested: { deep: { value: 3 }, list: [1, { y: true }] }, heavy, odd, projectId: 'p', slug: 'a' });
    const second = await things.insert({ name: 'second', status: 'done', projectId: 'p', slug: 'b' });
    const summary = things.select(['name', 'status', 'tag', 'nested', 'odd', 'n']);

    const got = await summary.get(first.id);
    // Exactly the named data fields the document has (null stays null, a missing one stays missing), nested values whole, and the store-managed fields.
    assert.equal(got, { name: 'first', status: 'queued', tag: null, nested: { deep: { value: 3 }, list: [1, { y: true }] }, odd, id: first.id, orgId: 'org_a', version: 1, createdAt: first.createdAt, updatedAt: first.updatedAt });
    assert.ok(!('heavy' in got!) && !('n' in got!) && !('slug' in got!));
    const meta = { id: first.id, orgId: 'org_a', version: 1, createdAt: first.createdAt, updatedAt: first.updatedAt };
    assert.equal(await things.select(['status', 'tag']).get(first.id), { status: 'queued', tag: null, ...meta }, 'part of the summary');
    assert.equal(await things.select(['nested', 'name', 'tag', 'status']).get(first.id), { name: 'first', status: 'queued', tag: null, nested: { deep: { value: 3 }, list: [1, { y: true }] }, ...meta }, 'the whole summary');
    assert.is(await summary.get('thg_missing'), null);
    assert.is(await collection.forOrg('org_b').select(['name']).get(first.id), null, 'the scope holds for projections too');

    await things.update(first.id, { set: { status: 'running', 'heavy.7.done': false } });
    const updated = await summary.get(first.id);
    assert.is(updated?.status, 'running');
    assert.is(updated?.version, 2);
    assert.equal((await things.get(first.id))?.heavy?.['7'], { done: false, hash: 'ab'.repeat(32), list: [7, null, 'x'] }, 'whole reads still see every field');

    const page = await summary.list({ limit: 1, where: { projectId: 'p' } });
    assert.equal(page.items.map((t) => [t.name, t.status, 'heavy' in t]), [['second', 'done', false]]);
    const rest = await summary.list({ limit: 1, where: { projectId: 'p' }, cursor: page.nextCursor });
    assert.equal(rest.items.map((t) => [t.id, t.name, t.tag, 'heavy' in t]), [[first.id, 'first', null, false]]);
    assert.is(rest.hasMore, false);
    assert.equal((await things.select([]).get(second.id)), { id: second.id, orgId: 'org_a', version: 1, createdAt: second.createdAt, updatedAt: second.updatedAt });

    for (const bad of ['nested.deep', '_id', 'bad name', '']) {
      await expectStoreError('invalid_query', () => things.select([bad as 'name']));
    }
    const system = store.systemCollection<{ orgId: string; label: string; big: number[] }>({ name: `${fresh().name}_sys`, idPrefix: 'sys' });
    const key = await system.insert({ orgId: 'org_a', label: 'k', big: [1, 2, 3] });
    assert.equal(await system.select(['orgId', 'label']).get(key.id), { orgId: 'org_a', label: 'k', id: key.id, version: 1, createdAt: key.createdAt, updatedAt: key.updatedAt }, 'a system document may project its own orgId');
  });

  test('summary fields: a projection agrees with the document whatever summary list wrote the row', async ({ store }) => {
    const base = fresh();
    const older = store.orgCollection<Thing>({ ...base, summaryFields: ['name'] }).forOrg('org_a');
    const doc = await older.insert({ name: 'a', status: 'queued', n: 1, projectId: 'p', slug: 's' });
    // Another handle (a newer process) declares more summary fields, while the older one still writes.
    const again = await reopen(store);
    try {
      const newer = again.orgCollection<Thing>({ ...base, summaryFields: ['name', 'status', 'n'] }).forOrg('org_a');
      const fields = ['name', 'status', 'n'] as const;
      assert.equal(await newer.select(fields).get(doc.id), { name: 'a', status: 'queued', n: 1, id: doc.id, orgId: 'org_a', version: 1, createdAt: doc.createdAt, updatedAt: doc.updatedAt });
      await older.update(doc.id, { set: { status: 'running' }, inc: { n: 1 } });
      const seen = await newer.select(fields).get(doc.id);
      assert.equal([seen?.name, seen?.status, seen?.n, seen?.version], ['a', 'running', 2, 2], 'a row the older list wrote is read from the document');
      await newer.update(doc.id, { set: { status: 'done' }, unset: ['n'] });
      const after = await older.select(fields).get(doc.id);
      assert.equal([after?.name, after?.status, 'n' in after!, after?.version], ['a', 'done', false, 3]);
      assert.equal((await newer.select(fields).list({ limit: 5, where: { status: 'done' } })).items.map((t) => [t.name, t.status, 'n' in t]), [['a', 'done', false]]);
    } finally {
      if (again !== store) await again.close();
    }
    await expectStoreError('invalid_query', () => store.orgCollection<Thing>({ ...fresh(), summaryFields: ['nested.deep'] }));
  });

  test('a projected read sees every change at once, made through this handle or another', async ({ store }) => {
    const spec2 = { ...fresh(), summaryFields: ['status', 'n'] };
    const things = store.orgCollection<Thing>(spec2).forOrg('org_a');
    const doc = await things.insert({ name: 'polled', status: 'queued', n: 0, projectId: 'p', slug: 's' });
    // One projection for every poll, as a route holds it: the store keeps answers per projection.
    const polledFields = ['status', 'n'] as const;
    const poll = () => things.select(polledFields).get(doc.id);
    assert.equal([(await poll())?.status, (await poll())?.n], ['queued', 0]);
    const first = await poll();
    assert.throws(() => { (first as { status: string }).status = 'changed by a reader'; }, TypeError, 'answers are shared, so they cannot be changed');
    await things.update(doc.id, { set: { status: 'running' } });
    assert.is((await poll())?.status, 'running', 'a write through this handle');
    const again = await reopen(store);
    try {
      const elsewhere = again.orgCollection<Thing>(spec2).forOrg('org_a');
      for (let n = 1; n <= 3; n++) {
        await elsewhere.update(doc.id, { inc: { n: 1 } });
        assert.is((await poll())?.n, n, 'a write through another handle (another process)');
      }
      await elsewhere.delete(doc.id);
      assert.is(await poll(), null);
    } finally {
      if (again !== store) await again.close();
    }
  });

  test('a second handle on the same collections (another process, a restart) works', async ({ store }) => {
    const spec2 = { ...fresh(), unique: [['projectId', 'slug']], indexes: [['status'], ['name']] };
    await store.orgCollection<Thing>(spec2).forOrg('org_a').insert({ name: 'first', projectId: 'p', slug: 's' });
    const again = await reopen(store);
    try {
      const things = again.orgCollection<Thing>(spec2).forOrg('org_a');
      assert.is((await things.findOne({ name: 'first' }))?.slug, 's');
      await expectStoreError('duplicate', () => things.insert({ name: 'second', projectId: 'p', slug: 's' }));
    } finally {
      if (again !== store) await again.close();
    }
  });

  test('system collections are separate from org documents', async ({ store }) => {
    const name = fresh().name;
    const system = store.systemCollection<{ name: string; slug: string }>({ name: `${name}_sys`, idPrefix: 'sys', unique: [['slug']] });
    const node = await system.insert({ name: 'node-1', slug: 'n1' });
    assert.ok(!('orgId' in node));
    assert.is((await system.get(node.id))?.name, 'node-1');
    await expectStoreError('duplicate', () => system.insert({ name: 'node-2', slug: 'n1' }));
    assert.is((await system.list({ limit: 10 })).items.length, 1);
    // System documents may carry an orgId as plain data (e.g. the API key index) and query by it.
    const keys = store.systemCollection<{ orgId: string; label: string }>({ name: `${name}_keys`, idPrefix: 'key' });
    await keys.insert({ orgId: 'org_a', label: 'a1' });
    await keys.insert({ orgId: 'org_b', label: 'b1' });
    const aKeys = await keys.list({ where: { orgId: 'org_a' }, limit: 10 });
    assert.equal(aKeys.items.map((k) => [k.orgId, k.label]), [['org_a', 'a1']]);
  });

  test('a lookup by a field is served by the index declared on it, as the query plan shows', async ({ store, indexesOf }) => {
    const indexed = {
      ...fresh(), unique: [['token']], indexes: [['status'], ['hash', 'status'], ['flag'], ['nested.deep.value']], summaryFields: ['status', 'flag'],
    };
    const collection = store.orgCollection<Thing>(indexed);
    const things = collection.forOrg('org_a');
    for (let i = 0; i < 20; i++) {
      await collection.forOrg(i % 2 ? 'org_a' : 'org_b').insert({ name: `t${i}`, token: `tok${i}`, status: i % 3 ? 'queued' : 'running', hash: `h${i % 4}`, flag: i % 5 === 0, nested: { deep: { value: i } } });
    }
    const systemSpec = { ...fresh(), unique: [['token']] };
    const system = store.systemCollection<Thing>(systemSpec);
    await system.insert({ name: 's', token: 'tok' });
    const lookups: [string, Promise<QueryPlan>, DeclaredIndex][] = [
      ['unique field, first match', things.explain({ token: 'tok1' }), { name: indexed.name, kind: 'u', fields: ['token'] }],
      ['field also in the summary, page', things.explain({ status: 'queued' }, 'list'), { name: indexed.name, kind: 'i', fields: ['status'] }],
      ['field, count', things.explain({ status: 'queued' }, 'count'), { name: indexed.name, kind: 'i', fields: ['status'] }],
      ['two fields, one of them of a list of values', things.explain({ hash: 'h1', status: { $in: ['queued', 'running'] } }), { name: indexed.name, kind: 'i', fields: ['hash', 'status'] }],
      ['first field of two', things.explain({ hash: 'h1' }, 'list'), { name: indexed.name, kind: 'i', fields: ['hash', 'status'] }],
      ['boolean', things.explain({ flag: true }, 'list'), { name: indexed.name, kind: 'i', fields: ['flag'] }],
      ['nested path', things.explain({ 'nested.deep.value': 3 }), { name: indexed.name, kind: 'i', fields: ['nested.deep.value'] }],
      ['across orgs', collection.explainScanAllOrgs({ status: 'running' }), { name: indexed.name, kind: 'i', fields: ['status'] }],
      ['system collection', system.explain({ token: 'tok' }), { name: systemSpec.name, kind: 'u', fields: ['token'] }],
    ];
    for (const [lookup, plan, index] of lookups) await expectServedBy(store, await plan, index, lookup, indexesOf);
    // A list of values on an indexed field is read a value at a time and merged: pages come in id order, each document once.
    const ofStatuses = (await things.list({ where: { status: { $in: ['queued', 'running'] } }, limit: 100, order: 'oldest' })).items.map((t) => t.id);
    assert.equal(ofStatuses.length, 10);
    for (const order of ['oldest', 'newest'] as const) {
      const paged: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await things.list({ where: { status: { $in: ['running', 'queued', 'running', 'none'] } }, limit: 3, cursor, order });
        paged.push(...page.items.map((t) => t.id));
        cursor = page.nextCursor;
      } while (cursor);
      assert.equal(paged, order === 'oldest' ? ofStatuses : [...ofStatuses].reverse(), `${order} first`);
    }
    assert.is((await things.findOne({ status: { $in: ['running', 'queued'] } }))?.id, ofStatuses[0]);
    // Equality to a string is answered from the index alone, and still only a string equals it (an array or object is no string, whatever its JSON text).
    const texts = store.orgCollection<Thing>({ name: fresh().name, idPrefix: 'thg', indexes: [['tag'], ['nested.list']] }).forOrg('org_a');
    await texts.insert({ name: 'array', tag: 'x', nested: { list: [1] } });
    assert.equal([await texts.count({ tag: 'x' }), await texts.count({ tag: '["x"]' }), await texts.count({ 'nested.list': '[1]' }), await texts.count({ 'nested.list': { $in: ['[1]', '{}'] } })], [1, 0, 0, 0]);
    // A field no index is declared on is read from every document in scope, and the plan says so.
    assert.is((await things.explain({ name: 't1' })).usesIndex, false, 'a field without an index');
  });

  test('a collection opened with other indexes than it was built with gets the declared ones, and only those', async ({ store, indexesOf }) => {
    const name = fresh().name;
    const declared = (kind: 'u' | 'i', ...fields: string[]) => indexName(store, { name, kind, fields });
    await store.orgCollection<Thing>({ name, idPrefix: 'thg', unique: [['token']], indexes: [['status'], ['hash']] }).forOrg('org_a').insert({ name: 'a', token: 't', status: 's', hash: 'h' });
    assert.ok((await indexesOf(name)).has(declared('i', 'status')));
    const other = await reopen(store);
    try {
      // The next version declares the hash index with the status, and the token no longer unique.
      const things = other.orgCollection<Thing>({ name, idPrefix: 'thg', indexes: [['hash', 'status']] }).forOrg('org_a');
      assert.is((await things.findOne({ hash: 'h' }))?.name, 'a');
      const built = await indexesOf(name);
      assert.equal(built.get(declared('i', 'hash', 'status'))?.slice(0, 2), ['hash', 'status']);
      for (const dropped of [declared('i', 'status'), declared('i', 'hash'), declared('u', 'token')]) assert.not.ok(built.has(dropped), `${dropped} is dropped`);
    } finally {
      await other.close();
    }
  });

  test('scanAllOrgs reads across orgs for background workers', async ({ store }) => {
    const collection = store.orgCollection<Thing>(fresh());
    await collection.forOrg('org_a').insert({ name: 'a', status: 'running', projectId: 'p', slug: 's' });
    await collection.forOrg('org_b').insert({ name: 'b', status: 'running', projectId: 'p', slug: 's' });
    await collection.forOrg('org_b').insert({ name: 'c', status: 'complete', projectId: 'p', slug: 't' });
    const page = await collection.scanAllOrgs({ where: { status: 'running' }, limit: 10, order: 'oldest' });
    assert.equal(page.items.map((t) => [t.orgId, t.name]), [['org_a', 'a'], ['org_b', 'b']]);
  });

  test.run();
}

contract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-store-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  return { store, indexesOf: sqliteIndexesOf(join(dir, 'store.sqlite')), cleanup: async () => { await store.close(); rmSync(dir, { recursive: true, force: true }); } };
});

contract('mongo', async () => {
  const url = loadConfig().FRAMEFLEET_MONGO_URL;
  const dbName = `framefleet_contract_${process.pid}_${Date.now().toString(36)}`;
  const store = new MongoStore(url, { dbName });
  const indexes = mongoIndexesOf(url, dbName);
  return { store, indexesOf: indexes.of, cleanup: async () => { await store.dropDatabase().catch(() => {}); await store.close(); await indexes.close(); } };
});

const textFiles = suite('store: sqlite files written with JSON text documents');
textFiles('are converted in place when first used: reads, conditions, unique constraints, their indexes and projections work as before', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-store-'));
  const file = join(dir, 'store.sqlite');
  try {
    const legacy = new Database(file);
    legacy.exec(`CREATE TABLE c_things (id TEXT PRIMARY KEY, org_id TEXT NOT NULL, version INTEGER NOT NULL,
      created_at TEXT NOT NULL, updated_at TEXT NOT NULL, doc TEXT NOT NULL)`);
    legacy.exec(`CREATE UNIQUE INDEX c_things_u_projectId_slug ON c_things (org_id, json_extract(doc, '$."projectId"'), json_extract(doc, '$."slug"'))`);
    legacy.prepare('INSERT INTO c_things VALUES (?, ?, 3, ?, ?, ?)').run('thg_old', 'org_a', '2024-01-01T00:00:00.000Z', '2024-01-02T00:00:00.000Z',
      JSON.stringify({ name: 'old', status: 'queued', nested: { deep: { value: 1 } }, projectId: 'p', slug: 's' }));
    legacy.close();

    const store = new SqliteStore(file);
    const things = store.orgCollection<Thing>(spec).forOrg('org_a');
    assert.equal(await things.get('thg_old'), { name: 'old', status: 'queued', nested: { deep: { value: 1 } }, projectId: 'p', slug: 's', id: 'thg_old', orgId: 'org_a', version: 3, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-02T00:00:00.000Z' });
    assert.is((await things.findOne({ 'nested.deep.value': 1 }))?.id, 'thg_old');
    assert.equal(await things.select(['status']).get('thg_old'), { status: 'queued', id: 'thg_old', orgId: 'org_a', version: 3, createdAt: '2024-01-01T00:00:00.000Z', updatedAt: '2024-01-02T00:00:00.000Z' });
    await expectStoreError('duplicate', () => things.insert({ name: 'again', projectId: 'p', slug: 's' }));
    await expectServedBy(store, await things.explain({ projectId: 'p', slug: 's' }), { name: 'things', kind: 'u', fields: ['projectId', 'slug'] }, 'the unique index');
    await store.close();
    const raw = new Database(file, { readonly: true });
    assert.equal(raw.prepare('SELECT typeof(doc) AS t FROM c_things').all(), [{ t: 'blob' }]);
    // The unique index the earlier version built org first is built again as declared: fields first.
    assert.equal(raw.prepare(`SELECT sql FROM sqlite_schema WHERE name = 'c_things_u_projectId_slug'`).pluck().get(),
      `CREATE UNIQUE INDEX c_things_u_projectId_slug ON c_things (json_extract(doc, '$."projectId"'), json_extract(doc, '$."slug"'), org_id)`);
    raw.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
textFiles.run();

const tables = suite('store: sqlite tables');
tables('a collection\'s table is made on its first read or write, not when the store opens the collection', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-store-'));
  const file = join(dir, 'store.sqlite');
  const store = new SqliteStore(file);
  const raw = new Database(file, { readonly: true });
  const tableNames = () => raw.prepare(`SELECT name FROM sqlite_schema WHERE type = 'table' ORDER BY name`).pluck().all();
  try {
    const things = store.orgCollection<Thing>(spec);
    const settings = store.systemCollection<{ name: string }>({ name: 'settings', idPrefix: 'set' });
    assert.equal(tableNames(), [], 'opened, nothing is made');
    assert.is(await things.forOrg('org_a').get('thg_none'), null);
    assert.equal(tableNames(), ['c_things'], 'a read makes its table');
    await settings.insert({ name: 'x' });
    assert.equal(tableNames(), ['c_settings', 'c_things'], 'and so does a write');
    assert.ok(raw.prepare(`SELECT count(*) FROM sqlite_schema WHERE type = 'index' AND tbl_name = 'c_things'`).pluck().get() as number >= 1, 'with its indexes');
  } finally {
    raw.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
tables('a store made by this open says so (a control plane then has nothing in flight to recover); the same file opened again does not', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-store-'));
  const file = join(dir, 'store.sqlite');
  try {
    const made = new SqliteStore(file);
    assert.ok(made.created);
    const again = made.reopen();
    assert.not.ok(again.created);
    await again.close();
    await made.close();
    assert.ok(new SqliteStore(':memory:').created, 'a store in memory is always new');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
tables.run();

const otherProcess = suite('store: sqlite kept reads and another process');
otherProcess('a kept projected read sees a commit another process made, from the next turn of the event loop on', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-store-'));
  const file = join(dir, 'store.sqlite');
  const store = new SqliteStore(file);
  try {
    const polled = { name: 'polled', idPrefix: 'thg', summaryFields: ['status', 'n'] };
    const things = store.orgCollection<Thing>(polled).forOrg('org_a');
    const doc = await things.insert({ name: 'polled', status: 'queued', n: 0 });
    // One projection for every poll, as a route holds it: the store keeps answers per projection.
    const polledFields = ['status', 'n'] as const;
    const poll = () => things.select(polledFields).get(doc.id);
    assert.is((await poll())?.status, 'queued');
    // A process of its own: its commits reach this one only through the file.
    const writer = `
      import { SqliteStore } from ${JSON.stringify(new URL('../../control-plane/store/index.ts', import.meta.url).pathname)};
      const store = new SqliteStore(${JSON.stringify(file)});
      const things = store.orgCollection(${JSON.stringify(polled)}).forOrg('org_a');
      for (const status of ['running', 'complete']) await things.update(${JSON.stringify(doc.id)}, { set: { status }, inc: { n: 1 } });
      await store.close();`;
    await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', writer], { cwd: new URL('../..', import.meta.url).pathname });
    await new Promise((resolve) => setImmediate(resolve));
    const seen = await poll();
    assert.equal([seen?.status, seen?.n], ['complete', 2]);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
otherProcess.run();

const unreachable = suite('store: mongo unreachable');
unreachable('an unreachable server is reported as unavailable, not hidden', async () => {
  const store = new MongoStore('mongodb://127.0.0.1:9/framefleet', { unavailableAfterMs: 500 });
  await expectStoreError('unavailable', () => store.ping());
  await store.close();
});
unreachable('a SQLite file another process holds past the busy timeout is unavailable, not a crash', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-store-busy-'));
  const file = join(dir, 'store.sqlite');
  const store = new SqliteStore(file);
  const things = store.systemCollection<{ n: number }>({ name: 'things', idPrefix: 'thg' });
  await things.insert({ n: 1 });
  const other = new Database(file);
  other.exec('BEGIN EXCLUSIVE');
  try {
    await expectStoreError('unavailable', () => things.insert({ n: 2 }));
  } finally {
    other.exec('ROLLBACK');
    other.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
unreachable.run();
