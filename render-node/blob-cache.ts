/**
 * The node's local cache of blobs by content hash: a composition snapshot or an asset is fetched
 * once per node, however many scenes need it, and verified against its hash before use.
 */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import type { FarmClient } from './farm-client.ts';
import type { NodeMetrics } from './metrics.ts';

export class BlobCache {
  private readonly inflight = new Map<string, Promise<string>>();

  constructor(private readonly dir: string, private readonly farm: FarmClient, private readonly metrics?: NodeMetrics) {
    mkdirSync(join(dir, 'tmp'), { recursive: true });
  }

  /** Local path of the blob, downloading it first if this node has not got it yet. */
  get(contentHash: string): Promise<string> {
    if (!/^[0-9a-f]{64}$/.test(contentHash)) return Promise.reject(new Error(`'${contentHash}' is not a content hash`));
    const path = join(this.dir, contentHash);
    this.metrics?.blobRequests.inc({ result: existsSync(path) || this.inflight.has(contentHash) ? 'hit' : 'miss' });
    if (existsSync(path)) return Promise.resolve(path);
    let pending = this.inflight.get(contentHash);
    if (!pending) {
      pending = this.download(contentHash, path).finally(() => this.inflight.delete(contentHash));
      this.inflight.set(contentHash, pending);
    }
    return pending;
  }

  async json<T>(contentHash: string): Promise<T> {
    return JSON.parse(readFileSync(await this.get(contentHash), 'utf8')) as T;
  }

  private async download(contentHash: string, path: string): Promise<string> {
    const tmp = join(this.dir, 'tmp', randomBytes(8).toString('hex'));
    const hash = createHash('sha256');
    const file = createWriteStream(tmp);
    const sink = new Writable({
      write(chunk: Buffer, _enc, cb) { hash.update(chunk); file.write(chunk, cb); },
      final(cb) { file.end(cb); },
    });
    try {
      await this.farm.fetchBlob(contentHash, sink);
      const got = hash.digest('hex');
      if (got !== contentHash) throw new Error(`blob ${contentHash} arrived with hash ${got}`);
      this.metrics?.blobBytesFetched.inc(file.bytesWritten);
      renameSync(tmp, path);
      return path;
    } finally {
      rmSync(tmp, { force: true });
    }
  }
}
