/**
 * A replica keeps keys it verified for `verifiedKeyLifetimeMs`: revocation applies at once on the
 * replica that revoked, within that lifetime on every other replica; expiry applies on time.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ApiKeys, verifiedKeyLifetimeMs } from '../../control-plane/features/api-keys/api-keys.ts';
import { allPermissions } from '../../control-plane/http/access.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { AppError } from '../../shared/errors.ts';

interface Ctx { dir: string; store: SqliteStore; other: SqliteStore; here: ApiKeys; elsewhere: ApiKeys }
const test = suite<Ctx>('api keys: verified keys per replica');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-keys-'));
  ctx.store = new SqliteStore(join(ctx.dir, 'store.sqlite'));
  ctx.other = ctx.store.reopen();
  ctx.here = new ApiKeys(ctx.store);
  ctx.elsewhere = new ApiKeys(ctx.other);
});
test.after(async (ctx) => {
  await ctx.store.close();
  await ctx.other.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function refusal(keys: ApiKeys, secret: string, now: Date): Promise<string> {
  try {
    await keys.authenticate(secret, now);
  } catch (err) {
    assert.instance(err, AppError);
    assert.is((err as AppError).status, 401);
    return (err as AppError).message;
  }
  throw new assert.Assertion({ message: 'the key was accepted', operator: 'throws', expects: '401', actual: 'accepted' } as never);
}

test('a revocation on another replica applies here within the lifetime, never later', async ({ here, elsewhere }) => {
  const { key, record } = await here.create({ orgId: 'org_a', environment: 'live', name: 'k', permissions: allPermissions });
  const t0 = Date.now();
  assert.is((await here.authenticate(key, new Date(t0))).keyId, record.id);
  await elsewhere.revoke('org_a', record.id, new Date(t0));
  assert.match(await refusal(elsewhere, key, new Date(t0 + 1)), /revoked/, 'at once on the replica that revoked');
  assert.is((await here.authenticate(key, new Date(t0 + verifiedKeyLifetimeMs - 1))).orgId, 'org_a', 'this replica still trusts what it verified');
  assert.match(await refusal(here, key, new Date(t0 + verifiedKeyLifetimeMs)), /revoked/);
});

test('a revocation on this replica applies at once', async ({ here }) => {
  const { key, record } = await here.create({ orgId: 'org_a', environment: 'live', name: 'k', permissions: allPermissions });
  const t0 = Date.now();
  await here.authenticate(key, new Date(t0));
  await here.revoke('org_a', record.id, new Date(t0));
  assert.match(await refusal(here, key, new Date(t0 + 1)), /revoked/);
});

test('expiry is checked on every request, cached or not', async ({ here }) => {
  const t0 = new Date();
  const { key } = await here.create({ orgId: 'org_a', environment: 'live', name: 'k', permissions: allPermissions, expiresIn: 1, now: t0 });
  await here.authenticate(key, t0);
  assert.match(await refusal(here, key, new Date(t0.getTime() + 1000)), /expired/);
});

test('last use is written at most once a minute, however often the key is used', async ({ here, elsewhere }) => {
  const { key, record } = await here.create({ orgId: 'org_a', environment: 'live', name: 'k', permissions: allPermissions });
  const t0 = Date.now();
  for (let i = 0; i < 50; i++) await here.authenticate(key, new Date(t0 + i * 1000));
  const stored = await elsewhere.get('org_a', record.id);
  assert.is(stored?.lastUsedAt, new Date(t0).toISOString());
  assert.is(stored?.version, 2, 'one write for fifty uses within the minute');
  await here.authenticate(key, new Date(t0 + 61_000));
  assert.is((await elsewhere.get('org_a', record.id))?.lastUsedAt, new Date(t0 + 61_000).toISOString());
});

test.run();
