/**
 * Where a blob lives in a local blob store: `<dir>/<first two hex digits>/<sha256>`. The control
 * plane's local store writes there and an embedded worker on the same machine reads from there
 * (render-node/blob-cache.ts), so the layout is written once.
 */
import { join } from 'node:path';

/** The file of blob `key` (its sha256, hex) in the local store at `dir`. */
export function localBlobFile(dir: string, key: string): string {
  return join(dir, key.slice(0, 2), key);
}
