/**
 * A node's blob cache beside the control plane's local store (an embedded worker): blobs found in
 * the store are copied from it, checked against their hash, instead of coming through the control
 * plane; the rest still do, one by one or in a batch.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BlobCache } from '../../render-node/blob-cache.ts';
import { localBlobFile } from '../../shared/blob-layout.ts';
import { farmServing, hashOf } from '../support/blob-farm.ts';

const test = suite<{ dir: string }>('render node: the blob cache beside a local store');
test.before.each((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-blob-cache-')); });
test.after.each((ctx) => { rmSync(ctx.dir, { recursive: true, force: true }); });

/** Puts bytes in a store laid out as the control plane's local one; their hash. */
function stored(store: string, bytes: Buffer, name = hashOf(bytes)): string {
  const file = localBlobFile(store, name);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, bytes);
  return name;
}

test('blobs in the store are copied from it; the others come through the control plane', async ({ dir }) => {
  const store = join(dir, 'store');
  const inStore = [Buffer.from('a segment'), Buffer.from('another segment')].map((b) => stored(store, b));
  const elsewhere = [Buffer.from('only on the control plane'), Buffer.from('this one too')];
  const { farm, asked } = farmServing(new Map(elsewhere.map((b) => [hashOf(b), b])));
  const cache = new BlobCache(join(dir, 'cache'), farm, { sharedStore: store });

  assert.is(readFileSync(await cache.get(inStore[0]!), 'utf8'), 'a segment');
  assert.is(readFileSync(await cache.get(hashOf(elsewhere[0]!)), 'utf8'), 'only on the control plane');
  assert.equal(asked, [[hashOf(elsewhere[0]!)]], 'only the blob missing from the store was fetched');

  const paths = await cache.getMany([inStore[1]!, hashOf(elsewhere[1]!), inStore[0]!]);
  assert.equal(paths.map((p) => readFileSync(p, 'utf8')), ['another segment', 'this one too', 'a segment']);
  assert.equal(asked.at(-1), [hashOf(elsewhere[1]!)], 'the batch holds only what the store lacks');
});

test('a file in the store whose bytes are not its name is refused, not used', async ({ dir }) => {
  const store = join(dir, 'store');
  const name = stored(store, Buffer.from('damaged'), hashOf(Buffer.from('what it should hold')));
  const { farm } = farmServing(new Map());
  const cache = new BlobCache(join(dir, 'cache'), farm, { sharedStore: store });
  await cache.get(name).then(() => assert.unreachable('a damaged blob was used'), (err: Error) => assert.match(err.message, /arrived with hash/));
});

test('without a store every blob comes through the control plane', async ({ dir }) => {
  const bytes = Buffer.from('a clip');
  const { farm, asked } = farmServing(new Map([[hashOf(bytes), bytes]]));
  const cache = new BlobCache(join(dir, 'cache'), farm);
  assert.is(readFileSync(await cache.get(hashOf(bytes)), 'utf8'), 'a clip');
  assert.equal(asked, [[hashOf(bytes)]]);
});

test.run();
