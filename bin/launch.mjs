/**
 * Starts the compiled CLI (build/dist/framefleet.mjs, from bin/framefleet.ts). A missing or stale
 * build (a source changed since it was made) is rebuilt first, so the CLI never runs old code;
 * the check is a stat of each bundled source.
 */
import nodeModule from 'node:module';
import { pathToFileURL } from 'node:url';

// The floor of package.json's engines, checked before anything else runs on an older Node.
const minimumNodeMajor = 22;
if (Number(process.versions.node.split('.')[0]) < minimumNodeMajor) {
  console.error(`framefleet: needs Node.js >= ${minimumNodeMajor}; this is ${process.version} (${process.execPath}). ` +
    `Run ops/setup.sh: where the machine's Node is older, it installs Node 24 into .framefleet/toolchain/, which bin/framefleet then uses.`);
  process.exit(1);
}
const { compileCacheDir, compiledEntry, ensureBuilt } = await import('../ops/build.mjs');

try {
  await ensureBuilt();
} catch (err) {
  // esbuild has printed the errors with their locations.
  console.error(`framefleet: the build failed (${err?.errors?.length ?? 1} error${err?.errors?.length > 1 ? 's' : ''}); fix the sources, or run 'npm run build' to see every error`);
  process.exit(1);
}
// The build's modules load from V8's cached code of the previous start (Node 22.1 on); the
// processes this one forks (the embedded workers) find the cache through the environment.
if (nodeModule.enableCompileCache) {
  const dir = compileCacheDir();
  nodeModule.enableCompileCache(dir);
  process.env.NODE_COMPILE_CACHE ??= dir;
}
await import(pathToFileURL(compiledEntry('framefleet')).href);
