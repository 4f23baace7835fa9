/**
 * Storage metering: media bytes count toward the org's `storage` entitlement; uploads and imports
 * past the plan's storage get the typed 413 and keep nothing. A free org has 5 GB, so each test
 * first brings its org close to the limit (as if it held that much already).
 */
import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { bytesPerGb } from '../../control-plane/features/accounts/storage.ts';
import { createHarness, type Harness } from './harness.ts';
import { wavSecond } from '../support/media.ts';

interface Ctx { h: Harness; server: Server; base: string }
const test = suite<Ctx>('api: storage metering');

const freeLimitBytes = 5 * bytesPerGb;
/** A second of silence, made distinct by `n` (so each is its own blob). */
function tone(n: number): Buffer {
  const wav = wavSecond();
  wav.writeUInt16LE(n, 44);
  return wav;
}
const toneBytes = tone(0).length;

test.before(async (ctx) => {
  ctx.h = await createHarness();
  ctx.server = createServer((req, res) => {
    const bytes = tone(Number(new URL(req.url ?? '/', 'http://x').searchParams.get('n') ?? 0));
    if (req.url?.startsWith('/sized.wav')) return res.writeHead(200, { 'content-type': 'audio/wav', 'content-length': bytes.length }).end(bytes);
    if (req.url?.startsWith('/streamed.wav')) {
      // No Content-Length: the size is known only as the bytes arrive.
      res.writeHead(200, { 'content-type': 'audio/wav' });
      res.write(bytes.subarray(0, 8000));
      return setTimeout(() => res.end(bytes.subarray(8000)), 20);
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => ctx.server.listen(0, '127.0.0.1', r));
  ctx.base = `http://127.0.0.1:${(ctx.server.address() as AddressInfo).port}`;
});
test.after(async (ctx) => {
  await ctx.h?.close();
  await new Promise<void>((r) => ctx.server.close(() => r()));
});

/** An org holding all but `leftBytes` of its plan's storage. */
async function nearlyFull(h: Harness, name: string, leftBytes: number) {
  const org = await h.newOrg(name);
  const r = await h.services.accounts.orgs.update(org.orgId, { set: { storageBytes: freeLimitBytes - leftBytes } });
  assert.is(r.status, 'updated');
  return org;
}

async function used(h: Harness, orgId: string) {
  return (await h.services.accounts.getOrg(orgId))!.storageBytes;
}

function upload(h: Harness, key: string, body: Buffer | Readable) {
  return h.call(key, { method: 'POST', url: '/v1/media?name=tone.wav', headers: { 'content-type': 'audio/wav' }, payload: body });
}

function sha256(bytes: Buffer) {
  return createHash('sha256').update(bytes).digest('hex');
}

test('an upload past the storage limit is the typed 413 and stores nothing; one that fits is counted', async ({ h }) => {
  const { orgId, key } = await nearlyFull(h, 'storage-upload', toneBytes + 4000);
  const kept = await upload(h, key, tone(1));
  assert.is(kept.statusCode, 201, kept.body);
  assert.is(await used(h, orgId), freeLimitBytes - 4000, 'the upload counts exactly its bytes');

  const refused = await upload(h, key, tone(2));
  assert.is(refused.statusCode, 413, refused.body);
  const { code, details } = refused.json().error;
  assert.is(code, 'storage_limit_exceeded');
  assert.equal(details, { featureId: 'storage', limitBytes: freeLimitBytes, usedBytes: freeLimitBytes - 4000, requestedBytes: toneBytes });
  assert.is((await h.call(key, { method: 'GET', url: '/v1/media' })).json().data.length, 1, 'no item was recorded');
  assert.is(await h.services.blobs.stat(sha256(tone(2))), null, 'the bytes were never stored');
  assert.is(await used(h, orgId), freeLimitBytes - 4000, 'nothing stays reserved');

  const storage = (await h.call(key, { method: 'GET', url: '/v1/me' })).json().entitlements.storage;
  assert.equal([storage.usage, storage.includedUsage, storage.unit, storage.nextResetAt], [(freeLimitBytes - 4000) / bytesPerGb, 5, 'gb', null]);
  assert.ok(Math.abs(storage.balance - 4000 / bytesPerGb) < 1e-12, `balance ${storage.balance}`);

  // Deleting the item gives its bytes back: the refused file now fits.
  assert.is((await h.call(key, { method: 'DELETE', url: `/v1/media/${kept.json().id}` })).statusCode, 200);
  assert.is(await used(h, orgId), freeLimitBytes - toneBytes - 4000);
  assert.is((await upload(h, key, tone(2))).statusCode, 201);
});

test('an upload of unknown size is counted as it streams, and refused once it passes the limit', async ({ h }) => {
  const { orgId, key } = await nearlyFull(h, 'storage-stream', toneBytes + 100);
  const chunked = () => Readable.from([tone(3).subarray(0, 5000), tone(3).subarray(5000)]);
  const kept = await upload(h, key, chunked());
  assert.is(kept.statusCode, 201, kept.body);
  assert.is(await used(h, orgId), freeLimitBytes - 100, 'what was reserved a step ahead is given back down to the size');
  const refused = await upload(h, key, Readable.from([tone(4).subarray(0, 5000), tone(4).subarray(5000)]));
  assert.is(refused.statusCode, 413, refused.body);
  assert.is(refused.json().error.code, 'storage_limit_exceeded');
  assert.is(await h.services.blobs.stat(sha256(tone(4))), null);
  assert.is(await used(h, orgId), freeLimitBytes - 100);
});

test('two uploads at once cannot pass the limit together', async ({ h }) => {
  const { orgId, key } = await nearlyFull(h, 'storage-race', toneBytes + 5000);
  const results = await Promise.all([upload(h, key, tone(5)), upload(h, key, tone(6))]);
  assert.equal(results.map((r) => r.statusCode).sort(), [201, 413]);
  assert.is(await used(h, orgId), freeLimitBytes - 5000);
});

test('imports: with no storage left the call is a 413 recording nothing; a download past the limit fails its item and keeps nothing', async ({ h, base }) => {
  const full = await nearlyFull(h, 'storage-import-full', 0);
  const none = await h.call(full.key, { method: 'POST', url: '/v1/media/imports', payload: { url: `${base}/sized.wav?n=7` } });
  assert.is(none.statusCode, 413, none.body);
  assert.is(none.json().error.code, 'storage_limit_exceeded');
  assert.is((await h.call(full.key, { method: 'GET', url: '/v1/media' })).json().data.length, 0);

  const { orgId, key } = await nearlyFull(h, 'storage-import', 10_000);
  for (const path of ['sized.wav?n=8', 'streamed.wav?n=9']) {
    const started = await h.call(key, { method: 'POST', url: '/v1/media/imports', payload: { url: `${base}/${path}` } });
    assert.is(started.statusCode, 202, started.body);
    await h.services.media.idle();
    const item = (await h.call(key, { method: 'GET', url: `/v1/media/${started.json().id}` })).json();
    assert.equal([item.status, item.error?.code, item.sizeBytes], ['failed', 'storage_limit_exceeded', 0], path);
    assert.is(await used(h, orgId), freeLimitBytes - 10_000, `${path}: nothing stays counted`);
  }
  assert.is(await h.services.blobs.stat(sha256(tone(8))), null);
  assert.is(await h.services.blobs.stat(sha256(tone(9))), null);
});

test('an org from before metering has its media counted once', async ({ h }) => {
  const { orgId, key } = await h.newOrg('storage-legacy');
  assert.is((await upload(h, key, tone(10))).statusCode, 201);
  await h.services.accounts.orgs.update(orgId, { unset: ['storageBytes'] });
  const storage = (await h.call(key, { method: 'GET', url: '/v1/me' })).json().entitlements.storage;
  assert.is(storage.usage, toneBytes / bytesPerGb);
  assert.is(await used(h, orgId), toneBytes);
});

test.run();
