/**
 * Two control-plane replicas over one store (two connections, as two processes would have), on
 * SQLite and on the MongoDB-compatible server: an org's stock search budget of N queries a minute
 * allows N in total whichever replica answers, and a page one replica read for a brand
 * extraction is reused by the other.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../shared/config/index.ts';
import { createInProcessJobQueue, sceneQueueName } from '../../shared/queue/index.ts';
import { createServices, type ServiceDeps, type Services } from '../../control-plane/services.ts';
import { PexelsProvider } from '../../control-plane/features/stock-media/pexels.ts';
import { type DocumentStore, SqliteStore } from '../../control-plane/store/index.ts';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { startBrandSite } from '../support/brand-site.ts';
import { fakeStockKey, startFakeStockApis } from '../support/stock-apis.ts';

const test = suite('control plane: several replicas share budgets and caches');

/** Two stores on one database, and how to let it go. */
const stores: Record<'sqlite' | 'mongo', (dir: string) => { stores: DocumentStore[]; drop: () => Promise<void> }> = {
  sqlite: (dir) => {
    const first = new SqliteStore(join(dir, 'store.sqlite'));
    return { stores: [first, first.reopen()], drop: async () => {} };
  },
  mongo: () => {
    const first = new MongoStore(loadConfig().FRAMEFLEET_MONGO_URL, { dbName: `framefleet_replicas_${process.pid}_${Date.now().toString(36)}` });
    return { stores: [first, first.reopen()], drop: () => first.dropDatabase().catch(() => {}) };
  },
};

/** Runs `body` with two replicas of the control plane's services on one store of `kind`. */
async function withReplicas(kind: keyof typeof stores, deps: Partial<ServiceDeps>, body: (replicas: Services[]) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-replicas-'));
  const { stores: both, drop } = stores[kind](dir);
  try {
    const replicas = await Promise.all(both.map((store) => createServices({
      store, queue: createInProcessJobQueue(), queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1',
      webhooks: { allowHosts: ['127.0.0.1'], timeoutMs: 2000 }, ...deps,
    })));
    await body(replicas);
  } finally {
    await drop();
    for (const s of both) await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const perMinute = 6;

for (const kind of ['sqlite', 'mongo'] as const) {
  test(`${kind}: an org's stock search budget of N a minute allows N in total across replicas`, async () => {
    const apis = await startFakeStockApis();
    try {
      const stock = { providers: { pexels: new PexelsProvider({ apiKey: fakeStockKey, apiUrl: apis.pexels.apiUrl }) }, defaultPictureProvider: 'pexels' as const, queriesPerMinute: perMinute };
      await withReplicas(kind, { stock }, async (replicas) => {
        const org = await replicas[0]!.accounts.createOrg({ name: 'stock-replicas' });
        // The budget is counted per calendar minute: the searches run within one.
        const intoMinute = Date.now() % 60_000;
        if (intoMinute > 50_000) await new Promise((resolve) => setTimeout(resolve, 60_000 - intoMinute));
        // Both replicas search at once, one query each, twice as often as the budget allows.
        const answers = await Promise.all(Array.from({ length: 2 * perMinute }, (_, i) => replicas[i % 2]!.stock.search(org.id, { query: `q${i}` })));
        const allowed = answers.filter((a) => 'results' in a).length;
        assert.is(allowed, perMinute, `${perMinute} queries a minute in total, not ${perMinute} on each replica (allowed ${allowed})`);
        assert.is(apis.pexels.requests.length, perMinute, 'the provider was asked only the allowed queries');
        for (const refused of answers.filter((a) => !('results' in a))) {
          assert.ok('retryAfterSeconds' in refused && refused.retryAfterSeconds >= 1 && refused.limitPerMinute === perMinute, JSON.stringify(refused));
        }
        const other = await replicas[1]!.accounts.createOrg({ name: 'stock-replicas-other' });
        assert.ok('results' in await replicas[1]!.stock.search(other.id, { query: 'own budget' }), 'another org has its own budget');
      });
    } finally {
      await apis.close();
    }
  });

  test(`${kind}: a page one replica read for a brand extraction is reused by the other, until its reuse ends`, async () => {
    const site = await startBrandSite();
    try {
      await withReplicas(kind, { brandExtraction: { ca: site.ca, reuseMs: 1500 } }, async ([a, b]) => {
        const pageReads = () => site.requests.filter((p) => p === '/').length;
        const first = await a!.brandExtractions.tokens(`${site.url}/`);
        assert.is(first.title, 'Acme Rockets — launch day, every day');
        assert.is(pageReads(), 1);
        const reused = await b!.brandExtractions.tokens(`${site.url}/`);
        assert.is(pageReads(), 1, 'the other replica did not fetch the page again');
        assert.equal(reused, first);
        await new Promise((resolve) => setTimeout(resolve, 1600));
        const fresh = await b!.brandExtractions.tokens(`${site.url}/`);
        assert.is(pageReads(), 2, 'past its reuse the page is read again');
        assert.is.not(fresh.inspectedAt, first.inspectedAt);
      });
    } finally {
      await site.close();
    }
  });
}

test.run();
