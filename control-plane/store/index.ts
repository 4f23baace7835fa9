import { join } from 'node:path';
import type { Config } from '../../shared/config/index.ts';
import { SqliteStore } from './sqlite.ts';
import { type DocumentStore, StoreError } from './types.ts';

export * from './types.ts';
export { SqliteStore } from './sqlite.ts';

/**
 * The store the configuration names: SQLite under the data directory (embedded) or MongoDB. The
 * MongoDB adapter (and its driver) is loaded only when configured: import it from './mongo.ts'.
 */
export async function openStore(config: Pick<Config, 'FRAMEFLEET_STORE' | 'FRAMEFLEET_DATA_DIR' | 'FRAMEFLEET_MONGO_URL' | 'FRAMEFLEET_MONGO_UNAVAILABLE_MS'>): Promise<DocumentStore> {
  if (config.FRAMEFLEET_STORE !== 'mongo') return new SqliteStore(join(config.FRAMEFLEET_DATA_DIR, 'framefleet.sqlite'));
  const { MongoStore } = await import('./mongo.ts');
  return new MongoStore(config.FRAMEFLEET_MONGO_URL, { unavailableAfterMs: config.FRAMEFLEET_MONGO_UNAVAILABLE_MS });
}

/**
 * Resolves once the store answers a ping, trying for up to `withinMs`: a process starting beside
 * its database (or far from it: a first connection can take longer than a call may wait in an
 * outage) waits for it instead of failing at its first call.
 */
export async function waitForStore(store: DocumentStore, withinMs = 30_000): Promise<void> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      await store.ping();
      return;
    } catch (err) {
      if (!(err instanceof StoreError && err.code === 'unavailable') || Date.now() >= deadline) throw err;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}
