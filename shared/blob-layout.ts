/**
 * What a blob's key is (the sha256 of its bytes, in hex) and where a blob lives in a local blob
 * store: `<dir>/<first two hex digits>/<sha256>`. The control plane's stores and a render node's
 * blob cache (render-node/blob-cache.ts) both name blobs so, and an embedded worker reads the
 * control plane's local store directly, so both are written once.
 */
import { join } from 'node:path';

const keyPattern = /^[0-9a-f]{64}$/;

/** Whether `key` is a blob key: a sha256 digest in lower-case hex. */
export function isBlobKey(key: string): boolean {
  return keyPattern.test(key);
}

/** The file of blob `key` (its sha256, hex) in the local store at `dir`. */
export function localBlobFile(dir: string, key: string): string {
  return join(dir, key.slice(0, 2), key);
}
