/**
 * The build: bundles the processes' entry points (the CLI and the embedded render worker) from the
 * TypeScript sources into ES modules under build/dist/, so that processes start from compiled
 * JavaScript instead of transpiling hundreds of files through a loader at every start.
 *
 * - npm packages stay external (node_modules is next to the output), so native addons and
 *   packages that read their own files load as they do from the sources.
 * - Every `import.meta.url` in a bundled source is rewritten to that source file's own URL under
 *   the project root, so code that finds files beside itself (proto/, fonts, skills, native
 *   addons, the sandbox's guest runtime…) finds the same files from the build. The root is taken
 *   from the output's location at run time, so a moved checkout keeps working.
 * - build/dist/manifest.json lists every bundled source with its size and modification time:
 *   `buildState()` compares them (a few hundred stat calls) so a stale build never runs silently.
 *
 * Plain JavaScript so that Node runs it without a TypeScript loader: `node ops/build.mjs` builds,
 * `node ops/build.mjs --check` exits 1 and names what changed when the build is stale.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));
/** Where the compiled processes live, relative to the project root. */
export const distDir = 'build/dist';

/** Entry points: output name (without .mjs) → source. */
export const entryPoints = {
  framefleet: 'bin/framefleet.ts',
  worker: 'render-node/worker.ts',
};

/** Identifier the bundle's banner defines: the project root's URL, from the output file's location. */
const rootUrlName = '__framefleetProjectRoot';
const manifestVersion = 1;
const thisFile = fileURLToPath(import.meta.url);

/** The compiled file of an entry point. */
export function compiledEntry(name, root = projectRoot) {
  return join(root, distDir, `${name}.mjs`);
}

/**
 * Whether build/dist matches the sources: `{ fresh: true }`, or `{ fresh: false, reason }`
 * naming the first source that changed (or that no build exists).
 */
export function buildState(root = projectRoot) {
  const manifestPath = join(root, distDir, 'manifest.json');
  let manifest;
  try {
    manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  } catch {
    return { fresh: false, reason: `no build at ${relative(process.cwd(), join(root, distDir)) || '.'}` };
  }
  if (manifest.version !== manifestVersion) return { fresh: false, reason: 'the build was made by another version of the build script' };
  for (const [file, [size, mtimeMs]] of Object.entries(manifest.inputs)) {
    let stat;
    try {
      stat = statSync(join(root, file));
    } catch {
      return { fresh: false, reason: `${file} was removed` };
    }
    if (stat.size !== size || stat.mtimeMs !== mtimeMs) return { fresh: false, reason: `${file} changed` };
  }
  return { fresh: true };
}

/** An esbuild plugin: `import.meta.url` in a project source becomes that source's URL under the root. */
function sourceUrlPlugin(root) {
  return {
    name: 'framefleet-source-url',
    setup(build) {
      build.onLoad({ filter: /\.[cm]?ts$/ }, (args) => {
        if (args.path.includes(`${'/'}node_modules${'/'}`)) return undefined;
        const source = readFileSync(args.path, 'utf8');
        const relativePath = relative(root, args.path).split('\\').join('/');
        const contents = source.includes('import.meta.url')
          ? source.replaceAll('import.meta.url', `new URL(${JSON.stringify(relativePath)}, ${rootUrlName}).href`)
          : source;
        return { contents, loader: 'ts', resolveDir: dirname(args.path) };
      });
    },
  };
}

/**
 * Builds into a fresh folder and swaps it in whole, so a process starting meanwhile sees either
 * the old build or the new one. Returns the build's size and how long it took.
 */
export async function build(root = projectRoot, log = (line) => console.error(line)) {
  const started = performance.now();
  const { build: esbuild } = await import('esbuild');
  const target = join(root, distDir);
  const staging = `${target}.staging-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(staging, { recursive: true });
  const options = {
    absWorkingDir: root,
    entryPoints: Object.entries(entryPoints).map(([out, src]) => ({ in: src, out })),
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: 'linked',
    // Class and function names appear in logs and errors.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    // Every output file sits directly in build/dist, two levels below the project root.
    banner: { js: `const ${rootUrlName} = new URL('../../', import.meta.url);` },
    // shared/compiled.ts: tells the bundle it runs compiled, and where its entry points are.
    define: { FRAMEFLEET_BUILD: JSON.stringify({ dir: distDir, entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([out, src]) => [src, out])) }) },
    plugins: [sourceUrlPlugin(root)],
  };
  let result;
  try {
    result = await esbuild(options);
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  }
  const inputs = {};
  // Virtual inputs (`<define:…>`) are no files; the build script itself is one.
  const sources = Object.keys(result.metafile.inputs).filter((file) => !file.startsWith('<'));
  for (const file of [...sources, relative(root, thisFile)]) {
    const stat = statSync(join(root, file));
    inputs[file] = [stat.size, stat.mtimeMs];
  }
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  writeFileSync(join(staging, 'manifest.json'), JSON.stringify({ version: manifestVersion, entryPoints, inputs }, null, 1) + '\n');
  const previous = `${target}.previous-${process.pid}`;
  if (existsSync(target)) renameSync(target, previous);
  renameSync(staging, target);
  rmSync(previous, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  log(`built ${relative(process.cwd(), target) || target}: ${Object.keys(inputs).length} sources, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
  return { sources: Object.keys(inputs).length, bytes, seconds };
}

/** Builds when the build is missing or stale; says why on stderr. */
export async function ensureBuilt(root = projectRoot) {
  const state = buildState(root);
  if (state.fresh) return;
  console.error(`framefleet: building (${state.reason})`);
  await build(root);
}

if (process.argv[1] && pathToFileURL(process.argv[1]).href === import.meta.url) {
  if (process.argv.includes('--check')) {
    const state = buildState();
    console.log(state.fresh ? 'build is up to date' : `build is stale: ${state.reason}`);
    process.exitCode = state.fresh ? 0 : 1;
  } else {
    await build();
  }
}
