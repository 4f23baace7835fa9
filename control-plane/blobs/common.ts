/** What both blob adapters share: key checks, staging bytes while hashing them, and download headers. */
import { createHash, randomBytes } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { isBlobKey } from '../../shared/blob-layout.ts';
import type { BlobStore, StoredBlob } from './types.ts';

export { isBlobKey };

export function assertBlobKey(key: string): void {
  if (!isBlobKey(key)) throw new RangeError(`blob key '${key}' is not a sha256 hex digest`);
}

/**
 * A named object: slash-separated segments of letters, digits, `.`, `_` and `-`, none of them `.`
 * or `..`, at least two deep (so no name is ever a content hash at the top of the store).
 */
const objectNamePattern = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)+$/;

export function isObjectName(name: string): boolean {
  return name.length <= 512 && objectNamePattern.test(name) && !name.split('/').some((s) => s === '.' || s === '..');
}

export function assertObjectName(name: string): void {
  if (!isObjectName(name)) throw new RangeError(`'${name}' is not an object name`);
}

/** The largest named object a client may PUT through the local store's route (exemplar frames are small JPEGs). */
export const objectMaxBytes = 16 * 2 ** 20;

export class BlobNotFoundError extends Error {
  readonly code = 'blob_not_found';
  constructor(readonly key: string) {
    super(`no blob ${key}`);
    this.name = 'BlobNotFoundError';
  }
}

/** Throws unless `sizeBytes` is a whole, non-negative number of bytes. */
export function assertSize(sizeBytes: number): void {
  if (!Number.isSafeInteger(sizeBytes) || sizeBytes < 0) throw new RangeError(`sizeBytes must be a whole number of bytes (got ${sizeBytes})`);
}

export function sha256Hex(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A fresh path under `dir` for a temporary file (the directory is created). */
export function tempPath(dir: string): string {
  mkdirSync(dir, { recursive: true });
  return join(dir, randomBytes(12).toString('hex'));
}

/**
 * Writes a stream to `path` while hashing it. The key of streamed bytes is known only at their
 * end, so both adapters stage them in a file first and publish them under the key afterwards.
 */
export async function writeHashed(source: Readable, path: string): Promise<StoredBlob> {
  const hash = createHash('sha256');
  let sizeBytes = 0;
  await pipeline(source, async function* (chunks: AsyncIterable<Buffer>) {
    for await (const chunk of chunks) {
      hash.update(chunk);
      sizeBytes += chunk.length;
      yield chunk;
    }
  }, createWriteStream(path));
  return { key: hash.digest('hex'), sizeBytes };
}

/** The whole blob in memory: for small ones only (composition snapshots). */
export async function readBlob(blobs: BlobStore, key: string): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await blobs.read(key)) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** `attachment` with the name reduced to characters every browser and proxy keeps intact. */
export function contentDisposition(name: string): string {
  return `attachment; filename="${name.replace(/[^A-Za-z0-9._-]/g, '_')}"`;
}
