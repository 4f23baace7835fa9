/**
 * Blob storage for media, segments and outputs: content-addressed files (sha256) under the data
 * directory, handed out through signed, expiring URLs. Several control-plane replicas share it
 * through a shared volume; the signing secret lives in the store so every replica verifies the
 * links any replica issued.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Readable } from 'node:stream';
import type { DocumentStore } from './store/index.ts';

const keyPattern = /^[0-9a-f]{64}$/;

export class BlobStore {
  constructor(private readonly dir: string) {
    mkdirSync(join(dir, 'tmp'), { recursive: true });
  }

  private pathOf(key: string): string {
    if (!keyPattern.test(key)) throw new RangeError(`blob key '${key}' is not a sha256 hex digest`);
    return join(this.dir, key.slice(0, 2), key);
  }

  /** Stores bytes from a stream; resolves to their sha256 key and size. Writing is atomic (rename). */
  async put(source: Readable | Buffer): Promise<{ key: string; sizeBytes: number }> {
    const tmp = join(this.dir, 'tmp', randomBytes(12).toString('hex'));
    const hash = createHash('sha256');
    let sizeBytes = 0;
    try {
      if (Buffer.isBuffer(source)) {
        hash.update(source);
        sizeBytes = source.length;
        await pipeline([source], createWriteStream(tmp));
      } else {
        await pipeline(source, async function* (chunks: AsyncIterable<Buffer>) {
          for await (const chunk of chunks) {
            hash.update(chunk);
            sizeBytes += chunk.length;
            yield chunk;
          }
        }, createWriteStream(tmp));
      }
      const key = hash.digest('hex');
      const target = this.pathOf(key);
      mkdirSync(join(this.dir, key.slice(0, 2)), { recursive: true });
      renameSync(tmp, target);
      return { key, sizeBytes };
    } finally {
      rmSync(tmp, { force: true });
    }
  }

  has(key: string): boolean {
    return keyPattern.test(key) && existsSync(this.pathOf(key));
  }

  size(key: string): number {
    return statSync(this.pathOf(key)).size;
  }

  read(key: string, range?: { start: number; end: number }): Readable {
    return createReadStream(this.pathOf(key), range);
  }

  /** When the blob was last written (a put of the same bytes renews it). */
  writtenAtMs(key: string): number {
    return statSync(this.pathOf(key)).mtimeMs;
  }

  /** Deletes a blob; false when it was not there. */
  remove(key: string): boolean {
    if (!this.has(key)) return false;
    rmSync(this.pathOf(key), { force: true });
    return true;
  }

  /** Filesystem path of a blob, for local tools (ffprobe) that need one. */
  path(key: string): string {
    return this.pathOf(key);
  }
}

/** HMAC signatures for blob links: `sig` covers the key, the expiry and the download name. */
export class LinkSigner {
  constructor(private readonly secret: Buffer) {}

  sign(key: string, expiresAtMs: number, name: string): string {
    return createHmac('sha256', this.secret).update(`${key}\n${expiresAtMs}\n${name}`).digest('base64url');
  }

  verify(key: string, expiresAtMs: number, name: string, signature: string, now = Date.now()): 'ok' | 'expired' | 'invalid' {
    const expected = Buffer.from(this.sign(key, expiresAtMs, name));
    const given = Buffer.from(signature);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'invalid';
    return now < expiresAtMs ? 'ok' : 'expired';
  }

  /** `/files/<key>/<name>?exp=…&sig=…` relative to the public base URL. */
  url(publicUrl: string, key: string, expiresAtMs: number, name: string): string {
    return `${publicUrl}/files/${key}/${encodeURIComponent(name)}?exp=${expiresAtMs}&sig=${this.sign(key, expiresAtMs, name)}`;
  }
}

/**
 * A deployment-wide secret for one purpose (link signing, sealing webhook secrets): created once
 * in the store by whichever replica gets there first, then the same for every replica.
 */
export async function deploymentSecret(store: DocumentStore, purpose: string): Promise<Buffer> {
  const secrets = store.systemCollection<{ purpose: string; secret: string }>({ name: 'deployment_secrets', idPrefix: 'sec', unique: [['purpose']] });
  const existing = await secrets.findOne({ purpose });
  if (existing) return Buffer.from(existing.secret, 'base64');
  try {
    return Buffer.from((await secrets.insert({ purpose, secret: randomBytes(32).toString('base64') })).secret, 'base64');
  } catch (err) {
    // Another replica created it first.
    if ((err as { code?: string }).code !== 'duplicate') throw err;
    return Buffer.from((await secrets.findOne({ purpose }))!.secret, 'base64');
  }
}

export async function deploymentSigner(store: DocumentStore): Promise<LinkSigner> {
  return new LinkSigner(await deploymentSecret(store, 'link-signing'));
}
