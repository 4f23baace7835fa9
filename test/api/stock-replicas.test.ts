/**
 * Two control-plane replicas over one store (two connections, as two processes would have), on
 * SQLite and on the MongoDB-compatible server: an org's stock search budget of N queries a minute
 * allows N in total, whichever replica answers.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../shared/config/index.ts';
import { createInProcessJobQueue, sceneQueueName } from '../../shared/queue/index.ts';
import { createServices } from '../../control-plane/services.ts';
import { PexelsProvider } from '../../control-plane/features/stock-media/pexels.ts';
import { type DocumentStore, SqliteStore } from '../../control-plane/store/index.ts';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { fakeStockKey, startFakeStockApis } from '../support/stock-apis.ts';

const test = suite('stock search: several control-plane replicas');

const perMinute = 6;

/** Both replicas search at once, one query each time, until neither is allowed more. */
async function budgetAcross(stores: DocumentStore[], dir: string): Promise<void> {
  const apis = await startFakeStockApis();
  try {
    const stock = { providers: { pexels: new PexelsProvider({ apiKey: fakeStockKey, apiUrl: apis.pexels.apiUrl }) }, defaultPictureProvider: 'pexels' as const, queriesPerMinute: perMinute };
    const replicas = await Promise.all(stores.map((store) => createServices({ store, queue: createInProcessJobQueue(), queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1', stock })));
    const org = await replicas[0]!.accounts.createOrg({ name: 'stock-replicas' });
    const answers = (await Promise.all(Array.from({ length: 2 * perMinute }, (_, i) => replicas[i % 2]!.stock.search(org.id, { query: `q${i}` })))).flat();
    const allowed = answers.filter((a) => 'results' in a).length;
    assert.is(allowed, perMinute, `${perMinute} queries a minute in total, not ${perMinute} on each replica (allowed ${allowed})`);
    assert.is(apis.pexels.requests.length, perMinute, 'the provider was asked only the allowed queries');
    for (const refused of answers.filter((a) => !('results' in a))) {
      assert.ok('retryAfterSeconds' in refused && refused.retryAfterSeconds >= 1 && refused.limitPerMinute === perMinute, JSON.stringify(refused));
    }
    const other = await replicas[1]!.accounts.createOrg({ name: 'stock-replicas-other' });
    assert.ok('results' in await replicas[1]!.stock.search(other.id, { query: 'own budget' }), 'another org has its own budget');
  } finally {
    await apis.close();
  }
}

test('on two SQLite connections to one file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-stock-replicas-'));
  const first = new SqliteStore(join(dir, 'store.sqlite'));
  const stores = [first, first.reopen()];
  try {
    await budgetAcross(stores, dir);
  } finally {
    for (const s of stores) await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('on two connections to one MongoDB-compatible database', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-stock-replicas-'));
  const first = new MongoStore(loadConfig().FRAMEFLEET_MONGO_URL, { dbName: `framefleet_stock_replicas_${process.pid}_${Date.now().toString(36)}` });
  const stores = [first, first.reopen()];
  try {
    await budgetAcross(stores, dir);
  } finally {
    await first.dropDatabase().catch(() => {});
    for (const s of stores) await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
