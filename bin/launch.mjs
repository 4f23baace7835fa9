/**
 * Starts the compiled CLI (build/dist/framefleet.mjs, from bin/framefleet.ts). A missing or stale
 * build (a source changed since it was made) is rebuilt first, so the CLI never runs old code;
 * the check is a stat of each bundled source.
 */
import { pathToFileURL } from 'node:url';

// The floor of package.json's engines, checked before anything else runs on an older Node.
const minimumNodeMajor = 22;
if (Number(process.versions.node.split('.')[0]) < minimumNodeMajor) {
  console.error(`framefleet: needs Node.js >= ${minimumNodeMajor}; this is ${process.version} (${process.execPath}). ` +
    `Run ops/setup.sh: where the machine's Node is older, it installs Node 24 into .framefleet/toolchain/, which bin/framefleet then uses.`);
  process.exit(1);
}
const { compiledEntry, ensureBuilt } = await import('../ops/build.mjs');

try {
  await ensureBuilt();
} catch (err) {
  // esbuild has printed the errors with their locations.
  console.error(`framefleet: the build failed (${err?.errors?.length ?? 1} error${err?.errors?.length > 1 ? 's' : ''}); fix the sources, or run 'npm run build' to see every error`);
  process.exit(1);
}
await import(pathToFileURL(compiledEntry('framefleet')).href);
