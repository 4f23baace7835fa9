/**
 * The node's local cache of blobs by content hash: a composition snapshot or an asset is fetched
 * once per node, however many scenes need it, and verified against its hash before use. A node on
 * the control plane's own machine (an embedded worker) copies blobs from the control plane's local
 * store instead of downloading them, verified the same way.
 */
import { createHash, type Hash, randomBytes } from 'node:crypto';
import { closeSync, createReadStream, existsSync, mkdirSync, openSync, readFileSync, renameSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { localBlobFile } from '../shared/blob-layout.ts';
import type { FarmClient } from './farm-client.ts';
import type { NodeMetrics } from './metrics.ts';

export class BlobCache {
  private readonly inflight = new Map<string, Promise<string>>();

  /**
   * `sharedStore`: the control plane's local blob store (`ab/<hash>` files) when it is on this
   * machine: blobs found there are copied from it rather than sent through the control plane.
   */
  constructor(private readonly dir: string, private readonly farm: FarmClient, private readonly metrics?: NodeMetrics, private readonly sharedStore?: string) {
    mkdirSync(join(dir, 'tmp'), { recursive: true });
  }

  /**
   * Local path of the blob, downloading it first if this node has not got it yet. `inline`: its
   * bytes as its job carried them (empty when it did not), kept instead of a download when they
   * match the hash.
   */
  get(contentHash: string, inline?: Uint8Array): Promise<string> {
    if (!/^[0-9a-f]{64}$/.test(contentHash)) return Promise.reject(new Error(`'${contentHash}' is not a content hash`));
    const path = join(this.dir, contentHash);
    this.metrics?.blobRequests.inc({ result: existsSync(path) || this.inflight.has(contentHash) ? 'hit' : inline?.length ? 'inline' : 'miss' });
    if (existsSync(path)) return Promise.resolve(path);
    if (inline?.length && createHash('sha256').update(inline).digest('hex') === contentHash) {
      const tmp = join(this.dir, 'tmp', randomBytes(8).toString('hex'));
      writeFileSync(tmp, inline);
      renameSync(tmp, path);
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
    const bad = contentHashes.find((h) => !/^[0-9a-f]{64}$/.test(h));
    if (bad !== undefined) throw new Error(`'${bad}' is not a content hash`);
    const missing = [...new Set(contentHashes)].filter((h) => !existsSync(join(this.dir, h)) && !this.inflight.has(h) && this.shared(h) === null);
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
    return path;
  }
}

interface HashingFile { tmp: string; hash: Hash; sink: Writable; readonly bytes: number; discard(): void }
