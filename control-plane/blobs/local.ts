/**
 * Blobs as files under one directory (`ab/abcdef…`), the embedded mode's store. Several
 * control-plane replicas may share it through a shared volume. Download links point at the
 * control plane's own `/files/…` route and carry an HMAC signature (LinkSigner) that every
 * replica verifies with the deployment's shared secret.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { closeSync, createReadStream, existsSync, fstatSync, mkdirSync, openSync, readSync } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { localBlobFile } from '../../shared/blob-layout.ts';
import { assertBlobKey, assertObjectName, assertSize, BlobNotFoundError, isBlobKey, isObjectName, tempPath, writeHashed } from './common.ts';
import type { BlobStat, BlobStore, ByteRange, DownloadLinkOptions, NodeTransfer, StoredBlob } from './types.ts';

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

  /**
   * `/files/objects/<name>?exp=…&sig=…` for one method on a named object (the method is signed, so
   * a GET link never writes). A PUT link also carries `size=…`, the exact byte count the upload
   * route accepts, signed with the method (`PUT <size>`), so a client cannot raise it.
   */
  objectUrl(publicUrl: string, method: 'GET' | 'PUT', name: string, expiresAtMs: number, sizeBytes?: number): string {
    const base = `${publicUrl}/files/objects/${encodeURIComponent(name)}?exp=${expiresAtMs}`;
    if (method === 'GET') return `${base}&sig=${this.sign(name, expiresAtMs, 'GET')}`;
    if (sizeBytes === undefined) throw new RangeError('a PUT link is signed for one size');
    return `${base}&size=${sizeBytes}&sig=${this.sign(name, expiresAtMs, objectPutScope(sizeBytes))}`;
  }

  /** `/files/<key>/<name>?exp=…&sig=…` relative to the public base URL. */
  url(publicUrl: string, key: string, expiresAtMs: number, name: string): string {
    return `${publicUrl}/files/${key}/${encodeURIComponent(name)}?exp=${expiresAtMs}&sig=${this.sign(key, expiresAtMs, name)}`;
  }
}

/** What a PUT link of a named object signs besides the name and expiry: the method and the one size it accepts. */
export const objectPutScope = (sizeBytes: number) => `PUT ${sizeBytes}`;

/** An upload whose body is not the size its link was signed for; nothing was stored. */
export class ObjectSizeMismatchError extends Error {
  constructor(readonly expectedBytes: number, readonly gotBytes: number) {
    super(`the link accepts exactly ${expectedBytes} bytes and the body held ${gotBytes}`);
  }
}

export interface LocalLinks {
  signer: LinkSigner;
  /** Base URL API clients reach the control plane at (known only once it listens). */
  publicUrl: () => string;
}

export class LocalBlobStore implements BlobStore {
  readonly adapter = 'local';
  readonly nodeTransfersDirect = false;
  /** Links are this service's own (`/files/…`). */
  readonly linkOrigin = null;
  private readonly tmpDir: string;

  constructor(private readonly dir: string, readonly links: LocalLinks) {
    this.tmpDir = join(dir, 'tmp');
    mkdirSync(this.tmpDir, { recursive: true });
  }

  /** The file of a blob (which may not exist). */
  path(key: string): string {
    assertBlobKey(key);
    return localBlobFile(this.dir, key);
  }

  async put(source: Readable | Buffer): Promise<StoredBlob> {
    const tmp = tempPath(this.tmpDir);
    try {
      const stored = await writeHashed(Buffer.isBuffer(source) ? Readable.from([source]) : source, tmp);
      mkdirSync(dirname(this.path(stored.key)), { recursive: true });
      // A rename is atomic and gives the file a new mtime, so a put of the same bytes renews them.
      await rename(tmp, this.path(stored.key));
      return stored;
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async stat(key: string): Promise<BlobStat | null> {
    if (!isBlobKey(key)) return null;
    try {
      const s = await stat(this.path(key));
      return { sizeBytes: s.size, writtenAtMs: s.mtimeMs };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async read(key: string, range?: ByteRange): Promise<Readable> {
    if (!(await this.stat(key))) throw new BlobNotFoundError(key);
    return createReadStream(this.path(key), range);
  }

  readSmall(key: string, maxBytes: number): Buffer | null {
    let fd: number;
    try {
      fd = openSync(this.path(key), 'r');
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
    try {
      const { size } = fstatSync(fd);
      if (size > maxBytes) return null;
      const bytes = Buffer.allocUnsafe(size);
      let got = 0;
      while (got < size) {
        const n = readSync(fd, bytes, got, size - got, got);
        if (n === 0) return null;
        got += n;
      }
      return bytes;
    } finally {
      closeSync(fd);
    }
  }

  async remove(key: string): Promise<boolean> {
    if (!isBlobKey(key) || !existsSync(this.path(key))) return false;
    await rm(this.path(key), { force: true });
    return true;
  }

  async withLocalFile<T>(key: string, use: (path: string) => Promise<T>): Promise<T> {
    if (!(await this.stat(key))) throw new BlobNotFoundError(key);
    return use(this.path(key));
  }

  async downloadUrl(key: string, { name, expiresAtMs }: DownloadLinkOptions): Promise<string> {
    assertBlobKey(key);
    return this.links.signer.url(this.links.publicUrl(), key, expiresAtMs, name);
  }

  async nodeReadUrl(): Promise<NodeTransfer | null> {
    return null;
  }

  async nodeWriteUrl(): Promise<NodeTransfer | null> {
    return null;
  }

  /** The file of a named object (which may not exist), under `objects/` beside the blobs' two-hex-digit folders. */
  objectPath(name: string): string {
    assertObjectName(name);
    return join(this.dir, 'objects', name);
  }

  /**
   * Stores a named object from the signed PUT route: staged, then renamed into place, so a reader
   * never sees half of it. With `expectedBytes`, a body of any other size is dropped before it
   * replaces anything (ObjectSizeMismatchError).
   */
  async putObject(name: string, source: Readable, expectedBytes?: number): Promise<StoredBlob> {
    const path = this.objectPath(name);
    const tmp = tempPath(this.tmpDir);
    try {
      const stored = await writeHashed(source, tmp);
      if (expectedBytes !== undefined && stored.sizeBytes !== expectedBytes) throw new ObjectSizeMismatchError(expectedBytes, stored.sizeBytes);
      mkdirSync(dirname(path), { recursive: true });
      await rename(tmp, path);
      return stored;
    } finally {
      await rm(tmp, { force: true });
    }
  }

  async objectPutUrl(name: string, { expiresAtMs, sizeBytes }: { expiresAtMs: number; sizeBytes: number }): Promise<string> {
    assertObjectName(name);
    assertSize(sizeBytes);
    return this.links.signer.objectUrl(this.links.publicUrl(), 'PUT', name, expiresAtMs, sizeBytes);
  }

  async objectStat(name: string): Promise<BlobStat | null> {
    if (!isObjectName(name)) return null;
    try {
      const s = await stat(this.objectPath(name));
      return { sizeBytes: s.size, writtenAtMs: s.mtimeMs };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async objectGetUrl(name: string, { expiresAtMs }: { expiresAtMs: number }): Promise<string> {
    assertObjectName(name);
    return this.links.signer.objectUrl(this.links.publicUrl(), 'GET', name, expiresAtMs);
  }

  async objectRemove(name: string): Promise<boolean> {
    if (!isObjectName(name) || !existsSync(this.objectPath(name))) return false;
    await rm(this.objectPath(name), { force: true });
    return true;
  }

  async close(): Promise<void> {}
}
