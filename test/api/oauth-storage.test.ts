/**
 * The OAuth server's storage adapter on both stores: the same suite runs over the SQLite file
 * store and the MongoDB-compatible server (FRAMEFLEET_MONGO_URL). It keeps what oidc-provider
 * asks of an adapter (upsert, find, by uid, consume, destroy, revoke by grant, expiry) and never
 * keeps a token's value where a copy of the database would show it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OAuthStorage } from '../../control-plane/features/oauth/storage.ts';
import { type DocumentStore, SqliteStore } from '../../control-plane/store/index.ts';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { loadConfig } from '../../shared/config/index.ts';

function contract(name: string, open: () => Promise<{ store: DocumentStore; cleanup: () => Promise<void> }>) {
  const test = suite<{ store: DocumentStore; cleanup: () => Promise<void>; now: number; storage: OAuthStorage }>(`oauth storage: ${name}`);
  test.before(async (ctx) => {
    Object.assign(ctx, await open());
    ctx.now = Date.parse('2026-01-01T00:00:00Z');
    ctx.storage = new OAuthStorage(ctx.store, () => ctx.now);
  });
  test.after(async (ctx) => ctx.cleanup?.());

  test('tokens are found by their value, kept under its hash, and read with their jti', async ({ store, storage }) => {
    const tokens = storage.adapterFor('AccessToken');
    const value = 'tok_Value-That-Is-A-Bearer-Secret_0123456789';
    await tokens.upsert(value, { jti: value, kind: 'AccessToken', grantId: 'grant-1', accountId: 'org_1', resources: { 'https://x.test/v1': 'a b' } }, 3600);
    const found = await tokens.find(value);
    assert.is(found?.jti, value);
    assert.equal(found?.resources, { 'https://x.test/v1': 'a b' }, 'keys that are URLs survive');
    const raw = store.systemCollection<{ payload: string }>({ name: 'oauth_access_token', idPrefix: 'oa' });
    assert.is(await raw.get(value), null, 'not stored under its value');
    const page = await raw.list({ limit: 10 });
    assert.is(page.items.length, 1);
    assert.not.ok(JSON.stringify(page.items[0]).includes(value), 'the value appears nowhere in the record');
    // An upsert replaces.
    await tokens.upsert(value, { jti: value, kind: 'AccessToken', grantId: 'grant-1', accountId: 'org_2' }, 3600);
    assert.is((await tokens.find(value))?.accountId, 'org_2');
    assert.is(await tokens.find('another'), undefined);
  });

  test('a code is consumed once: the second use is refused', async ({ storage }) => {
    const codes = storage.adapterFor('AuthorizationCode');
    await codes.upsert('code-1', { jti: 'code-1', kind: 'AuthorizationCode', grantId: 'grant-2' }, 60);
    await codes.consume('code-1');
    assert.type((await codes.find('code-1'))?.consumed, 'number');
    const second = await codes.consume('code-1').then(() => null, (err: { error?: string }) => err);
    assert.is(second?.error, 'invalid_grant');
  });

  test('revoking a grant removes its tokens and only those', async ({ storage }) => {
    const refresh = storage.adapterFor('RefreshToken');
    for (const id of ['r1', 'r2']) await refresh.upsert(id, { jti: id, kind: 'RefreshToken', grantId: 'grant-3' }, 3600);
    await refresh.upsert('r3', { jti: 'r3', kind: 'RefreshToken', grantId: 'grant-4' }, 3600);
    await refresh.revokeByGrantId('grant-3');
    assert.is(await refresh.find('r1'), undefined);
    assert.is(await refresh.find('r2'), undefined);
    assert.ok(await refresh.find('r3'));
    await refresh.destroy('r3');
    assert.is(await refresh.find('r3'), undefined);
  });

  test('sessions are found by uid; records expire and are swept; clients never expire', async (ctx) => {
    const { storage } = ctx;
    const sessions = storage.adapterFor('Session');
    await sessions.upsert('cookie-value', { jti: 'cookie-value', kind: 'Session', uid: 'uid-1', accountId: 'org_1' }, 60);
    const byUid = await sessions.findByUid('uid-1');
    assert.is(byUid?.accountId, 'org_1');
    assert.is(byUid?.jti, undefined, 'read by uid, the secret id is not known');
    const clients = storage.adapterFor('Client');
    await clients.upsert('client-1', { client_id: 'client-1', redirect_uris: ['https://a.test/cb'] });
    ctx.now += 61_000;
    assert.is(await sessions.find('cookie-value'), undefined, 'expired');
    assert.ok(await clients.find('client-1'));
    assert.ok(await storage.sweepExpired() >= 1);
    ctx.now -= 61_000;
    assert.is(await sessions.find('cookie-value'), undefined, 'swept, not only hidden');
  });

  test.run();
}

contract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-oauth-storage-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  return { store, cleanup: async () => { await store.close(); rmSync(dir, { recursive: true, force: true }); } };
});

contract('mongo', async () => {
  const store = new MongoStore(loadConfig().FRAMEFLEET_MONGO_URL, { dbName: `framefleet_oauth_${process.pid}_${Date.now().toString(36)}` });
  return { store, cleanup: async () => { await store.dropDatabase().catch(() => {}); await store.close(); } };
});
