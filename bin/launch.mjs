/**
 * Starts the compiled CLI (build/dist/framefleet.mjs, from bin/framefleet.ts). A missing or stale
 * build (a source changed since it was made) is rebuilt first, so the CLI never runs old code;
 * the check is a stat of each bundled source.
 */
import { pathToFileURL } from 'node:url';
import { compiledEntry, ensureBuilt } from '../ops/build.mjs';

try {
  await ensureBuilt();
} catch (err) {
  // esbuild has printed the errors with their locations.
  console.error(`framefleet: the build failed (${err?.errors?.length ?? 1} error${err?.errors?.length > 1 ? 's' : ''}); fix the sources, or run 'npm run build' to see every error`);
  process.exit(1);
}
await import(pathToFileURL(compiledEntry('framefleet')).href);
