/**
 * A compiled component version as it is stored and shipped: its canonical bytes and their
 * content hash. Apart from the compiler (compile.ts) so that what stores and ships versions (the
 * control plane's component versions) does not load it.
 */
import { createHash } from 'node:crypto';
import { canonicalJson } from '../../shared/canonical-json.ts';
import type { CompiledComponent } from './types.ts';

/** The canonical bytes of a compiled version (what is content-hashed and shipped). */
export function encodeComponentAsset(compiled: CompiledComponent): Buffer {
  return Buffer.from(canonicalJson({ manifest: compiled.manifest, js: compiled.js }));
}

export function decodeComponentAsset(bytes: Buffer): CompiledComponent {
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new Error('a component asset is not JSON');
  }
  const v = value as Partial<CompiledComponent> | null;
  if (!v || typeof v.js !== 'string' || !v.manifest || typeof v.manifest !== 'object' || typeof v.manifest.id !== 'string' || typeof v.manifest.version !== 'string') {
    throw new Error('a component asset is not {manifest, js}');
  }
  return { js: v.js, manifest: v.manifest };
}

/** sha256 of the asset bytes: a version's content hash. */
export function componentContentHash(compiled: CompiledComponent): string {
  return createHash('sha256').update(encodeComponentAsset(compiled)).digest('hex');
}
