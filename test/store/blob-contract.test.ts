/**
 * One contract, two blob adapters: the same suite runs against the local-disk store (its links
 * served by the real `/files` route) and against the S3-compatible server at FRAMEFLEET_S3_ENDPOINT
 * (Versity S3 Gateway, started by `framefleet services start`). An unreachable server fails the
 * suite; it never skips.
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BlobNotFoundError, type BlobStore, LinkSigner, LocalBlobStore, readBlob, s3SettingsOf } from '../../control-plane/blobs/index.ts';
import { S3BlobStore } from '../../control-plane/blobs/s3.ts';
import { fileRoutes } from '../../control-plane/features/media/file-routes.ts';
import { loadConfig } from '../../shared/config/index.ts';

interface Subject { blobs: BlobStore; cleanup: () => Promise<void> }

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Random bytes in 64 KiB chunks, as an upload arrives; the test keeps its own hash of them. */
function randomStream(sizeBytes: number): { stream: Readable; key: Promise<string> } {
  const hash = createHash('sha256');
  let left = sizeBytes;
  let resolveKey: (key: string) => void;
  const key = new Promise<string>((resolve) => { resolveKey = resolve; });
  const stream = new Readable({
    read() {
      if (left === 0) {
        resolveKey(hash.digest('hex'));
        this.push(null);
        return;
      }
      const chunk = randomBytes(Math.min(left, 64 * 1024));
      left -= chunk.length;
      hash.update(chunk);
      this.push(chunk);
    },
  });
  return { stream, key };
}

async function expectNotFound(promise: Promise<unknown>, key: string) {
  try {
    await promise;
  } catch (err) {
    assert.instance(err, BlobNotFoundError);
    assert.is((err as BlobNotFoundError).key, key);
    return;
  }
  assert.unreachable(`expected BlobNotFoundError for ${key}`);
}

function contract(name: string, open: () => Promise<Subject>) {
  const test = suite<Subject>(`blob contract: ${name}`);
  test.before(async (ctx) => { Object.assign(ctx, await open()); });
  test.after(async (ctx) => ctx.cleanup?.());

  test('put stores bytes under their sha256; stat, read and a range read return them', async ({ blobs }) => {
    const bytes = randomBytes(10_000);
    const before = Date.now();
    const stored = await blobs.put(bytes);
    assert.equal(stored, { key: sha256(bytes), sizeBytes: bytes.length });
    const stat = await blobs.stat(stored.key);
    assert.is(stat?.sizeBytes, bytes.length);
    // S3 keeps whole seconds.
    assert.ok(stat!.writtenAtMs >= Math.floor(before / 1000) * 1000 && stat!.writtenAtMs <= Date.now(), `writtenAtMs ${stat!.writtenAtMs}`);
    assert.ok((await readBlob(blobs, stored.key)).equals(bytes));
    const chunks: Buffer[] = [];
    for await (const chunk of await blobs.read(stored.key, { start: 100, end: 1099 })) chunks.push(chunk as Buffer);
    assert.ok(Buffer.concat(chunks).equals(bytes.subarray(100, 1100)), 'inclusive range');
  });

  test('an empty blob is a blob', async ({ blobs }) => {
    const stored = await blobs.put(Buffer.alloc(0));
    assert.equal(stored, { key: sha256(Buffer.alloc(0)), sizeBytes: 0 });
    assert.is((await blobs.stat(stored.key))?.sizeBytes, 0);
    assert.is((await readBlob(blobs, stored.key)).length, 0);
  });

  test('putting the same bytes again is idempotent and renews their write time', async ({ blobs }) => {
    const bytes = randomBytes(4096);
    const first = await blobs.put(bytes);
    const firstStat = (await blobs.stat(first.key))!;
    await sleep(1100);
    const second = await blobs.put(Readable.from([bytes.subarray(0, 1000), bytes.subarray(1000)]));
    assert.equal(second, first);
    const secondStat = (await blobs.stat(first.key))!;
    assert.is(secondStat.sizeBytes, bytes.length);
    assert.ok(secondStat.writtenAtMs > firstStat.writtenAtMs, `${secondStat.writtenAtMs} > ${firstStat.writtenAtMs}`);
    assert.ok((await readBlob(blobs, first.key)).equals(bytes));
  });

  test('a large streamed put arrives whole (in parts, on S3)', async ({ blobs }) => {
    const sizeBytes = 12 * 2 ** 20 + 12_345;
    const { stream, key } = randomStream(sizeBytes);
    const stored = await blobs.put(stream);
    assert.equal(stored, { key: await key, sizeBytes });
    assert.is((await blobs.stat(stored.key))?.sizeBytes, sizeBytes);
    const hash = createHash('sha256');
    for await (const chunk of await blobs.read(stored.key)) hash.update(chunk as Buffer);
    assert.is(hash.digest('hex'), stored.key);
    assert.ok(await blobs.remove(stored.key));
  });

  test('concurrent puts of the same bytes all succeed and leave one intact blob', async ({ blobs }) => {
    const bytes = randomBytes(256 * 1024);
    const results = await Promise.all(Array.from({ length: 6 }, (_, i) => blobs.put(i % 2 ? bytes : Readable.from([bytes.subarray(0, 7), bytes.subarray(7)]))));
    for (const r of results) assert.equal(r, { key: sha256(bytes), sizeBytes: bytes.length });
    assert.ok((await readBlob(blobs, sha256(bytes))).equals(bytes));
  });

  test('remove deletes once; the blob is then missing everywhere', async ({ blobs }) => {
    const { key } = await blobs.put(randomBytes(2048));
    assert.is(await blobs.remove(key), true);
    assert.is(await blobs.stat(key), null);
    assert.is(await blobs.remove(key), false);
    await expectNotFound(blobs.read(key), key);
  });

  test('missing and malformed keys: stat is null, read and withLocalFile reject, remove is false', async ({ blobs }) => {
    const missing = sha256(randomBytes(32));
    assert.is(await blobs.stat(missing), null);
    await expectNotFound(blobs.read(missing), missing);
    await expectNotFound(blobs.read(missing, { start: 0, end: 10 }), missing);
    await expectNotFound(blobs.withLocalFile(missing, async () => 'never'), missing);
    assert.is(await blobs.remove(missing), false);
    assert.is(await blobs.stat('../../etc/passwd'), null);
    assert.is(await blobs.remove('ABC'), false);
  });

  test('withLocalFile hands local tools a file holding the bytes', async ({ blobs }) => {
    const bytes = randomBytes(50_000);
    const { key } = await blobs.put(bytes);
    let seenPath = '';
    const result = await blobs.withLocalFile(key, async (path) => {
      seenPath = path;
      assert.ok(readFileSync(path).equals(bytes));
      return 'done';
    });
    assert.is(result, 'done');
    // A download made for the call is gone afterwards; the local store's own file stays.
    assert.is(existsSync(seenPath), blobs.adapter === 'local');
  });

  test('a download link serves the bytes as a named attachment until it expires', async ({ blobs }) => {
    const bytes = randomBytes(3000);
    const { key } = await blobs.put(bytes);
    const url = await blobs.downloadUrl(key, { name: 'render 1.mp4', expiresAtMs: Date.now() + 60_000 });
    const res = await fetch(url);
    assert.is(res.status, 200);
    assert.is(res.headers.get('content-disposition'), 'attachment; filename="render_1.mp4"');
    assert.is(res.headers.get('content-type'), 'video/mp4');
    assert.ok(Buffer.from(await res.arrayBuffer()).equals(bytes));

    const ranged = await fetch(url, { headers: { range: 'bytes=10-19' } });
    assert.is(ranged.status, 206);
    assert.ok(Buffer.from(await ranged.arrayBuffer()).equals(bytes.subarray(10, 20)));

    // Another name on the same signature is refused.
    const renamed = url.includes('/files/') ? url.replace('render%201.mp4', 'other.mp4') : url.replace('render_1.mp4', 'other.mp4');
    assert.is.not(renamed, url);
    assert.is((await fetch(renamed)).status, 403);

    const shortLived = await blobs.downloadUrl(key, { name: 'soon.json', expiresAtMs: Date.now() + 1000 });
    assert.is((await fetch(shortLived)).headers.get('content-type'), 'application/json');
    await sleep(2500);
    const expired = await fetch(shortLived);
    assert.ok([403, 410].includes(expired.status), `expired link answered ${expired.status}`);
    assert.not.ok(Buffer.from(await expired.arrayBuffer()).equals(bytes));
  });

  test('named objects: a client PUTs through a presigned URL, then stat sees it and a presigned GET reads it back', async ({ blobs }) => {
    const name = `orgs/org_contract/brand-inspiration/exb_${randomBytes(6).toString('hex')}/exemplar-01.jpg`;
    assert.is(await blobs.objectStat(name), null, 'nothing before the upload');
    const bytes = randomBytes(4096);
    const put = await fetch(await blobs.objectPutUrl(name, { expiresAtMs: Date.now() + 60_000, sizeBytes: bytes.length }), { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: bytes });
    assert.is(put.status, 200, await put.text());
    assert.is((await blobs.objectStat(name))?.sizeBytes, bytes.length);
    const got = await fetch(await blobs.objectGetUrl(name, { expiresAtMs: Date.now() + 60_000 }));
    assert.is(got.status, 200);
    assert.ok(Buffer.from(await got.arrayBuffer()).equals(bytes));
    // A GET link does not write, and a PUT link for one name does not write another.
    const getLink = await blobs.objectGetUrl(name, { expiresAtMs: Date.now() + 60_000 });
    assert.is((await fetch(getLink, { method: 'PUT', body: randomBytes(10) })).status, 403);
    const otherName = name.replace('exemplar-01', 'exemplar-02');
    const forged = (await blobs.objectPutUrl(name, { expiresAtMs: Date.now() + 60_000, sizeBytes: 10 })).replace('exemplar-01', 'exemplar-02');
    assert.is((await fetch(forged, { method: 'PUT', body: randomBytes(10) })).status, 403);
    assert.is(await blobs.objectStat(otherName), null);
    assert.is(await blobs.objectStat('../../etc/passwd'), null, 'a name that is not an object name is never looked up');
    // Removed once: the name is free again, and a second removal finds nothing.
    assert.is(await blobs.objectRemove(otherName), false, 'nothing to remove under a name never written');
    assert.is(await blobs.objectRemove('../../etc/passwd'), false);
    assert.is(await blobs.objectRemove(name), true);
    assert.is(await blobs.objectStat(name), null);
    assert.is((await fetch(await blobs.objectGetUrl(name, { expiresAtMs: Date.now() + 60_000 }))).status, 404);
    assert.is(await blobs.objectRemove(name), false);
  });

  test('named objects: a presigned PUT accepts exactly the size it was signed for, and the store refuses one byte more or less', async ({ blobs }) => {
    const name = `orgs/org_contract/brand-inspiration/exb_${randomBytes(6).toString('hex')}/exemplar-01.jpg`;
    const size = 5000;
    const url = await blobs.objectPutUrl(name, { expiresAtMs: Date.now() + 60_000, sizeBytes: size });
    const refused = async (body: Buffer | Readable, what: string) => {
      const init = body instanceof Readable ? { method: 'PUT', body, duplex: 'half' } : { method: 'PUT', body };
      // An object store may answer a refused streamed body by closing the connection: a refusal too.
      const res = await fetch(url, init as RequestInit).catch((err: Error) => {
        if (blobs.adapter === 's3' && body instanceof Readable) return null;
        throw err;
      });
      if (!res) {
        assert.is(await blobs.objectStat(name), null, `${what}: nothing stored`);
        return 0;
      }
      assert.ok(res.status >= 400 && res.status < 500, `${what} answered ${res.status}`);
      if (blobs.adapter === 'local') assert.ok([400, 413].includes(res.status) && ((await res.json()) as { error?: unknown }).error, `${what}: a 400 or 413 in the error envelope`);
      assert.is(await blobs.objectStat(name), null, `${what}: nothing stored`);
      return res.status;
    };
    const over = await refused(randomBytes(size + 1), 'one byte over');
    if (blobs.adapter === 'local') assert.is(over, 413);
    await refused(randomBytes(size - 1), 'one byte short');
    await refused(Readable.from([randomBytes(size), randomBytes(1)]), 'one byte over, streamed without a Content-Length');
    if (blobs.adapter === 'local') {
      // The size is part of the signature: a link whose size was raised is not a valid link.
      const raised = await fetch(url.replace(`size=${size}`, `size=${size + 1}`), { method: 'PUT', body: randomBytes(size + 1) });
      assert.is(raised.status, 403);
    }
    const exact = randomBytes(size);
    const put = await fetch(url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: exact });
    assert.is(put.status, 200, await put.text());
    assert.is((await blobs.objectStat(name))?.sizeBytes, size);
  });

  test('node URLs: presigned GET and a PUT bound to the sha256 and size (none on local disk)', async ({ blobs }) => {
    const bytes = randomBytes(70_000);
    const key = sha256(bytes);
    const write = await blobs.nodeWriteUrl(key, bytes.length);
    if (blobs.adapter === 'local') {
      assert.is(write, null);
      assert.is(await blobs.nodeReadUrl(key), null);
      return;
    }
    assert.ok(write && write.method === 'PUT' && write.expiresAtMs > Date.now());

    const forged = Buffer.from(bytes);
    forged.writeUInt8(forged.readUInt8(500) ^ 0xff, 500);
    const wrongBytes = await fetch(write.url, { method: 'PUT', headers: write.headers, body: forged });
    assert.ok(wrongBytes.status >= 400 && wrongBytes.status < 500, `wrong bytes answered ${wrongBytes.status}`);
    const shorter = bytes.subarray(0, bytes.length - 1);
    const wrongSize = await fetch(write.url, { method: 'PUT', headers: { ...write.headers, 'content-length': String(shorter.length) }, body: shorter });
    assert.ok(wrongSize.status >= 400 && wrongSize.status < 500, `wrong size answered ${wrongSize.status}`);
    const unsigned = await fetch(write.url, { method: 'PUT', body: bytes });
    assert.ok(unsigned.status >= 400 && unsigned.status < 500, `a PUT without the signed headers answered ${unsigned.status}`);
    assert.is(await blobs.stat(key), null, 'nothing was stored by refused writes');

    const right = await fetch(write.url, { method: 'PUT', headers: write.headers, body: bytes });
    assert.is(right.status, 200, await right.text());
    assert.is((await blobs.stat(key))?.sizeBytes, bytes.length);

    const read = await blobs.nodeReadUrl(key);
    assert.ok(read && read.method === 'GET');
    const got = await fetch(read.url, { headers: read.headers });
    assert.is(got.status, 200);
    assert.ok(Buffer.from(await got.arrayBuffer()).equals(bytes));
  });

  test('an adapter that reads small blobs at once gives their bytes, and null for a larger or missing one', async ({ blobs }) => {
    if (!blobs.readSmall) {
      assert.is(blobs.adapter, 's3', 'the local store reads small blobs at once');
      return;
    }
    const bytes = randomBytes(5000);
    const { key } = await blobs.put(bytes);
    assert.ok(blobs.readSmall(key, 5000)?.equals(bytes), 'a blob of exactly the limit');
    assert.is(blobs.readSmall(key, 4999), null, 'one byte over the limit');
    const empty = await blobs.put(Buffer.alloc(0));
    assert.is(blobs.readSmall(empty.key, 10)?.length, 0);
    assert.is(blobs.readSmall('f'.repeat(64), 1 << 20), null);
  });

  test.run();
}

contract('local', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-blobs-'));
  let baseUrl = '';
  const blobs = new LocalBlobStore(join(dir, 'blobs'), { signer: new LinkSigner(randomBytes(32)), publicUrl: () => baseUrl });
  const app: FastifyInstance = Fastify();
  await app.register(fileRoutes, { blobs });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return { blobs, cleanup: async () => { await app.close(); rmSync(dir, { recursive: true, force: true }); } };
});

contract('s3', async () => {
  const staging = mkdtempSync(join(tmpdir(), 'framefleet-blob-staging-'));
  // Parts of the smallest size S3 takes, so the large put above goes up in three parts.
  const blobs = new S3BlobStore({ ...s3SettingsOf(loadConfig()), stagingDir: staging }, { partSizeBytes: 5 * 2 ** 20 });
  await blobs.ensureBucket();
  return { blobs, cleanup: async () => { await blobs.close(); rmSync(staging, { recursive: true, force: true }); } };
});
