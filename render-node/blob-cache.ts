/**
 * The node's local cache of blobs by content hash: a composition snapshot or an asset is fetched
 * once per node, however many scenes need it, and verified against its hash before use. A node on
 * the control plane's own machine (an embedded worker) copies blobs from the control plane's local
 * store instead of downloading them, verified the same way.
 *
 * The cache keeps at most `maxBytes` (FRAMEFLEET_NODE_CACHE_MAX_BYTES): past it, the blobs used
 * least recently are deleted, except those a running job holds. A job takes its blobs through a
 * lease (`lease()`), which holds each from before it is fetched until the job ends, so an
 * assembly's segments stay while it waits for the earlier ones to join. A node that starts on a
 * cache folder it used before counts what is there, oldest first, and drops unfinished downloads.
 *
 * The eviction order is kept here rather than in lru-cache: an entry is a file on disk that a
 * running job may hold (lru-cache has no pinned entries and evicts at `set`, before the file
 * exists), and a restarted node rebuilds the order from the folder.
 */
import { createHash, type Hash, randomBytes } from 'node:crypto';
import { closeSync, createReadStream, existsSync, mkdirSync, openSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isBlobKey, localBlobFile } from '../shared/blob-layout.ts';
import type { FarmClient } from './farm-client.ts';
import type { NodeMetrics } from './metrics.ts';
import type { FetchStats } from './job-cost.ts';

/** What a node keeps in its blob cache unless configured (FRAMEFLEET_NODE_CACHE_MAX_BYTES). */
export const defaultCacheMaxBytes = 20 * 2 ** 30;

export interface BlobCacheOptions {
  metrics?: NodeMetrics;
  /**
   * The control plane's local blob store (`ab/<hash>` files) when it is on this machine: blobs
   * found there are copied from it rather than sent through the control plane.
   */
  sharedStore?: string;
  /** Bytes the cache keeps at most (default `defaultCacheMaxBytes`); blobs held by jobs may exceed it. */
  maxBytes?: number;
}

/** A job's way to its blobs: each one it asks for stays in the cache until `release()`. */
export interface BlobLease {
  get(contentHash: string, inline?: Uint8Array): Promise<string>;
  getMany(contentHashes: string[]): Promise<string[]>;
  json<T>(contentHash: string, inline?: Uint8Array): Promise<T>;
  release(): void;
  /**
   * What the job found cached (or carried inline) and what it had to fetch, each blob counted
   * once: the job's cost report reads it.
   */
  readonly stats: FetchStats;
}

export class BlobCache {
  private readonly inflight = new Map<string, Promise<string>>();
  /** Blobs on disk and their sizes, least recently used first (a Map keeps insertion order). */
  private readonly stored = new Map<string, number>();
  private storedBytes = 0;
  /** Blobs held by running jobs' leases, with how many leases hold each. */
  private readonly held = new Map<string, number>();
  private readonly maxBytes: number;
  private readonly metrics: NodeMetrics | undefined;
  private readonly sharedStore: string | undefined;

  constructor(private readonly dir: string, private readonly farm: FarmClient, options: BlobCacheOptions = {}) {
    this.metrics = options.metrics;
    this.sharedStore = options.sharedStore;
    this.maxBytes = options.maxBytes ?? defaultCacheMaxBytes;
    if (!Number.isFinite(this.maxBytes) || this.maxBytes < 0) throw new RangeError(`maxBytes must be a non-negative number of bytes (got ${options.maxBytes})`);
    // Downloads a previous process left unfinished are of no use.
    rmSync(join(dir, 'tmp'), { recursive: true, force: true });
    mkdirSync(join(dir, 'tmp'), { recursive: true });
    const found = readdirSync(dir).filter(isBlobKey).map((hash) => ({ hash, stat: statSync(join(dir, hash)) }));
    for (const { hash, stat } of found.sort((a, b) => a.stat.mtimeMs - b.stat.mtimeMs)) this.remember(hash, stat.size);
    this.evict();
  }

  /** Bytes the cache holds now. */
  get bytes(): number {
    return this.storedBytes;
  }

  /** A lease for one job: what it fetches through it is not evicted before `release()`. */
  lease(): BlobLease {
    const mine = new Map<string, number>();
    let released = false;
    const stats: FetchStats = { hits: 0, misses: 0, bytesFetched: 0 };
    const hold = (hashes: string[], inline?: Uint8Array) => {
      if (released) throw new Error('this blob lease was released');
      for (const h of hashes) {
        if (!mine.has(h)) this.count(h, inline, stats);
        mine.set(h, (mine.get(h) ?? 0) + 1);
        this.held.set(h, (this.held.get(h) ?? 0) + 1);
      }
    };
    return {
      stats,
      get: (hash, inline) => { hold([hash], inline); return this.get(hash, inline); },
      getMany: (hashes) => { hold(hashes); return this.getMany(hashes); },
      json: (hash, inline) => { hold([hash], inline); return this.json(hash, inline); },
      release: () => {
        if (released) return;
        released = true;
        for (const [h, n] of mine) {
          const left = (this.held.get(h) ?? 0) - n;
          if (left > 0) this.held.set(h, left);
          else this.held.delete(h);
        }
        this.evict();
      },
    };
  }

  /**
   * Counts a lease's first ask for a blob: a hit when it is here, on its way, or came with the
   * job; a miss otherwise, whose bytes count once its download is in.
   */
  private count(contentHash: string, inline: Uint8Array | undefined, stats: FetchStats): void {
    if (this.stored.has(contentHash) || this.inflight.has(contentHash) || inline?.length || !isBlobKey(contentHash)) {
      stats.hits++;
      return;
    }
    stats.misses++;
    queueMicrotask(() => {
      void this.inflight.get(contentHash)?.then(() => { stats.bytesFetched += this.stored.get(contentHash) ?? 0; }, () => {});
    });
  }

  /**
   * Local path of the blob, downloading it first if this node has not got it yet. `inline`: its
   * bytes as its job carried them (empty when it did not), kept instead of a download when they
   * match the hash. A job should ask through its lease, which keeps the blob from eviction.
   */
  get(contentHash: string, inline?: Uint8Array): Promise<string> {
    if (!isBlobKey(contentHash)) return Promise.reject(new Error(`'${contentHash}' is not a content hash`));
    const path = join(this.dir, contentHash);
    // A blob deleted from disk behind the node's back is fetched again.
    if (this.stored.has(contentHash) && !existsSync(path)) this.forget(contentHash);
    const cached = this.stored.has(contentHash);
    this.metrics?.blobRequests.inc({ result: cached || this.inflight.has(contentHash) ? 'hit' : inline?.length ? 'inline' : 'miss' });
    if (cached) {
      this.remember(contentHash, this.stored.get(contentHash)!);
      return Promise.resolve(path);
    }
    if (inline?.length && createHash('sha256').update(inline).digest('hex') === contentHash) {
      const tmp = join(this.dir, 'tmp', randomBytes(8).toString('hex'));
      writeFileSync(tmp, inline);
      renameSync(tmp, path);
      this.added(contentHash, inline.length);
      return Promise.resolve(path);
    }
    let pending = this.inflight.get(contentHash);
    if (!pending) {
      pending = this.download(contentHash).finally(() => this.inflight.delete(contentHash));
      this.inflight.set(contentHash, pending);
    }
    return pending;
  }

  /**
   * Local paths of several blobs, in order. Those this node lacks come in one call when the farm
   * allows (an assembly's hundred segments: one round trip instead of a hundred), else one by one.
   */
  async getMany(contentHashes: string[]): Promise<string[]> {
    const bad = contentHashes.find((h) => !isBlobKey(h));
    if (bad !== undefined) throw new Error(`'${bad}' is not a content hash`);
    const missing = [...new Set(contentHashes)].filter((h) => !this.stored.has(h) && !this.inflight.has(h) && this.shared(h) === null);
    if (missing.length > 1 && this.farm.fetchesInBatches) {
      const batch = this.downloadMany(missing);
      missing.forEach((hash, i) => {
        const one = batch.then((paths) => paths[i]!).finally(() => this.inflight.delete(hash));
        one.catch(() => {});
        this.inflight.set(hash, one);
      });
    }
    return Promise.all(contentHashes.map((h) => this.get(h)));
  }

  async json<T>(contentHash: string, inline?: Uint8Array): Promise<T> {
    return JSON.parse(readFileSync(await this.get(contentHash, inline), 'utf8')) as T;
  }

  private async downloadMany(contentHashes: string[]): Promise<string[]> {
    const parts = contentHashes.map(() => this.hashingFile());
    try {
      await this.farm.fetchBlobs(contentHashes, (i) => parts[i]!.sink);
      return contentHashes.map((contentHash, i) => this.keep(parts[i]!, contentHash));
    } finally {
      for (const p of parts) p.discard();
    }
  }

  private async download(contentHash: string): Promise<string> {
    const part = this.hashingFile();
    try {
      const shared = this.shared(contentHash);
      if (shared) await pipeline(createReadStream(shared), part.sink);
      else await this.farm.fetchBlob(contentHash, part.sink);
      return this.keep(part, contentHash);
    } finally {
      part.discard();
    }
  }

  /** The blob's file in the shared store, if there is one and it holds the blob. */
  private shared(contentHash: string): string | null {
    if (!this.sharedStore) return null;
    const path = localBlobFile(this.sharedStore, contentHash);
    return existsSync(path) ? path : null;
  }

  /**
   * A temporary file a download streams into, hashed on the way. Written synchronously, chunk by
   * chunk: an assembly fetches a hundred small segments while its node draws, and a write stream's
   * open, writes and close each waited for a turn of that busy event loop (a batch of 85 segments
   * took about 450 ms); a chunk (at most 256 KiB) goes to the page cache in well under a millisecond.
   */
  private hashingFile(): HashingFile {
    const tmp = join(this.dir, 'tmp', randomBytes(8).toString('hex'));
    const hash = createHash('sha256');
    let fd: number | null = null;
    let bytes = 0;
    const opened = () => (fd ??= openSync(tmp, 'w'));
    const close = () => {
      if (fd !== null) closeSync(fd);
      fd = null;
    };
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) {
        try {
          hash.update(chunk);
          for (let written = 0; written < chunk.length;) written += writeSync(opened(), chunk, written);
          bytes += chunk.length;
          cb();
        } catch (err) {
          cb(err as Error);
        }
      },
      final(cb) {
        try {
          opened();
          close();
          cb();
        } catch (err) {
          cb(err as Error);
        }
      },
    });
    return {
      tmp, hash, sink,
      get bytes() { return bytes; },
      discard: () => {
        close();
        rmSync(tmp, { force: true });
      },
    };
  }

  /** Moves a finished download into the cache once its bytes match the hash; its path. */
  private keep(part: HashingFile, contentHash: string): string {
    const got = part.hash.digest('hex');
    if (got !== contentHash) throw new Error(`blob ${contentHash} arrived with hash ${got}`);
    this.metrics?.blobBytesFetched.inc(part.bytes);
    const path = join(this.dir, contentHash);
    renameSync(part.tmp, path);
    this.added(contentHash, part.bytes);
    return path;
  }

  /** Marks a blob as used now (the end of the eviction order). */
  private remember(contentHash: string, bytes: number): void {
    const before = this.stored.get(contentHash);
    this.stored.delete(contentHash);
    this.stored.set(contentHash, bytes);
    this.storedBytes += bytes - (before ?? 0);
  }

  private forget(contentHash: string): void {
    this.storedBytes -= this.stored.get(contentHash) ?? 0;
    this.stored.delete(contentHash);
  }

  private added(contentHash: string, bytes: number): void {
    this.remember(contentHash, bytes);
    this.evict();
  }

  /** Deletes the least recently used blobs that no job holds or fetches until the cache fits. */
  private evict(): void {
    for (const hash of this.stored.keys()) {
      if (this.storedBytes <= this.maxBytes) break;
      if (this.held.has(hash) || this.inflight.has(hash)) continue;
      rmSync(join(this.dir, hash), { force: true });
      this.forget(hash);
      this.metrics?.blobEvictions.inc();
    }
    this.metrics?.blobCacheBytes.set(this.storedBytes);
  }
}

interface HashingFile { tmp: string; hash: Hash; sink: Writable; readonly bytes: number; discard(): void }
