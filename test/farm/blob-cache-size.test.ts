/**
 * A node's blob cache keeps to its size: past it, the blobs used least recently are deleted,
 * except those a running job holds through its lease; a restarted node counts what its cache
 * folder already holds. Without this a node's disk filled with every media item and segment it
 * had ever fetched.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BlobCache } from '../../render-node/blob-cache.ts';
import { NodeMetrics } from '../../render-node/metrics.ts';
import { farmServing, hashOf } from '../support/blob-farm.ts';

const test = suite<{ dir: string }>('render node: the blob cache keeps to its size');
test.before.each((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-blob-cache-size-')); });
test.after.each((ctx) => { rmSync(ctx.dir, { recursive: true, force: true }); });

/** Blobs of `size` bytes each, named a, b, c…, served by a fake control plane. */
function blobs(names: string[], size: number) {
  const bytes = new Map(names.map((n) => [n, Buffer.alloc(size, n)]));
  const served = farmServing(new Map([...bytes.values()].map((b) => [hashOf(b), b])));
  return { ...served, hash: (n: string) => hashOf(bytes.get(n)!) };
}

const cachedIn = (dir: string) => readdirSync(dir).filter((f) => /^[0-9a-f]{64}$/.test(f)).sort();

test('past its size the least recently used blob goes; a hit makes a blob recent again', async ({ dir }) => {
  const { farm, asked, hash } = blobs(['a', 'b', 'c', 'd'], 1000);
  const metrics = new NodeMetrics();
  const cache = new BlobCache(dir, farm, { maxBytes: 3000, metrics });
  await cache.get(hash('a'));
  await cache.get(hash('b'));
  await cache.get(hash('c'));
  assert.is(cache.bytes, 3000);
  await cache.get(hash('a')); // a is now more recent than b
  await cache.get(hash('d'));
  assert.equal(cachedIn(dir), [hash('a'), hash('c'), hash('d')].sort(), 'b, the least recently used, was deleted');
  assert.is(cache.bytes, 3000);
  assert.is((await metrics.registry.getSingleMetric('framefleet_node_blob_evictions_total')!.get()).values[0]!.value, 1);
  assert.is((await metrics.registry.getSingleMetric('framefleet_node_blob_cache_bytes')!.get()).values[0]!.value, 3000);
  // A deleted blob is fetched again when asked for.
  assert.is(readFileSync(await cache.get(hash('b')), 'utf8'), 'b'.repeat(1000));
  assert.equal(asked.flat().filter((h) => h === hash('b')).length, 2);
});

test('blobs a running job holds stay past the size until its lease ends', async ({ dir }) => {
  const { farm, hash } = blobs(['a', 'b', 'c', 'd'], 1000);
  const cache = new BlobCache(dir, farm, { maxBytes: 2000 });
  const assembly = cache.lease();
  const [a, b] = await assembly.getMany([hash('a'), hash('b')]);
  const other = cache.lease();
  await other.get(hash('c'));
  await other.json<unknown>(hash('d')).catch(() => {}); // not JSON: held and fetched all the same
  assert.ok(existsSync(a!) && existsSync(b!), 'the assembly\'s segments were kept');
  assert.is(cache.bytes, 4000, 'held blobs may go past the size');
  other.release();
  assert.equal(cachedIn(dir), [hash('a'), hash('b')].sort(), 'released, the other job\'s blobs went first');
  assembly.release();
  assembly.release(); // twice is once
  await cache.get(hash('c'));
  assert.equal(cachedIn(dir), [hash('b'), hash('c')].sort());
  assert.throws(() => assembly.get(hash('a')), /released/);
});

test('a blob deleted from disk behind the cache is fetched again', async ({ dir }) => {
  const { farm, asked, hash } = blobs(['a'], 10);
  const cache = new BlobCache(dir, farm, { maxBytes: 100 });
  rmSync(await cache.get(hash('a')));
  assert.is(readFileSync(await cache.get(hash('a')), 'utf8'), 'a'.repeat(10));
  assert.is(asked.length, 2);
  assert.is(cache.bytes, 10);
});

test('a node started on its old cache counts what is there, evicts the oldest first and drops unfinished downloads', async ({ dir }) => {
  const { farm, hash } = blobs(['a', 'b', 'c'], 1000);
  const first = new BlobCache(dir, farm, { maxBytes: 10_000 });
  const t0 = Date.now() / 1000 - 60;
  for (const [i, n] of ['a', 'b', 'c'].entries()) utimesSync(await first.get(hash(n)), t0 + i, t0 + i);
  mkdirSync(join(dir, 'tmp'), { recursive: true });
  writeFileSync(join(dir, 'tmp', 'half-a-download'), 'partial');
  // A smaller cache on the same folder: the blob fetched first is the oldest.
  const second = new BlobCache(dir, farm, { maxBytes: 2500 });
  assert.is(second.bytes, 2000);
  assert.equal(cachedIn(dir), [hash('b'), hash('c')].sort());
  assert.equal(readdirSync(join(dir, 'tmp')), []);
});

test('a size that is not a number of bytes is refused', async ({ dir }) => {
  const { farm } = blobs([], 1);
  for (const maxBytes of [-1, Number.NaN]) assert.throws(() => new BlobCache(dir, farm, { maxBytes }), /maxBytes/);
});

test.run();
