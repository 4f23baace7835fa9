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
 * - The web console's browser code (control-plane/features/console/web/) is bundled for browsers
 *   into build/dist/console/ (ops/precompile.ts), its sources watched like the others.
 * - build/dist/manifest.json lists every bundled source with its size and modification time, and
 *   npm's install records for the bundled packages: `buildState()` compares them (a few hundred
 *   stat calls) so a stale build never runs silently.
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
  'draw-thread': 'render-node/draw-thread.ts',
};

/**
 * The entry points bundled into one file each, without shared chunks: processes that load nearly
 * all of their code at start. Node's ESM loader resolves, reads, compiles and links every module
 * of a process one by one, and the embedded worker's 38 chunks cost it twice as long to load as
 * one file of the same code. What such a file reaches through `import()` is inlined and run on
 * first use; an npm package it imports is loaded at start, so code such a process seldom runs
 * loads its heavy packages itself when first needed (the component sandbox's esbuild and QuickJS).
 * The CLI, which runs one command and loads each command's modules on demand, keeps its chunks.
 */
const singleFileEntries = new Set(['worker', 'draw-thread']);

/** What the build generates beside the bundle, by running this module (made without the build's define). */
const precompileSource = 'ops/precompile.ts';

/**
 * Packages loaded from node_modules at run time rather than bundled: native addons, and packages
 * that read files beside their own code (__dirname, import.meta.url) or are loaded by path.
 * Every other package is bundled: resolving and loading thousands of small CommonJS files was most
 * of a process's start.
 */
export const externalPackages = ['@napi-rs/canvas', 'better-sqlite3', 'usearch', 'esbuild', 'tsx', 'quickjs-emscripten', 'quickjs-emscripten-core', '@jitl/*', '@fastify/swagger',
  // The MongoDB driver bundled loses its connection pool's recovery after a server restart (the
  // store-outage fault test); from node_modules it reconnects as it should.
  'mongodb', 'bson'];

/** Identifier the bundle's banner defines: the project root's URL, from the output file's location. */
const rootUrlName = '__framefleetProjectRoot';
/** The banner's function from a path under the project root to its URL. */
const sourceUrlName = '__framefleetSourceUrl';
const manifestVersion = 1;
const thisFile = fileURLToPath(import.meta.url);

/**
 * Where V8's compiled code of the build's modules is kept between starts (Node's compile cache):
 * inside the build, so a rebuild starts it afresh. Compiling the bundle's modules was a sixth of
 * a one-frame render's CPU.
 */
export function compileCacheDir(root = projectRoot) {
  return join(root, distDir, 'compile-cache');
}

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

/**
 * An esbuild plugin that keeps every bundled file's idea of where it is: `import.meta.url` becomes
 * the file's own URL (from the project root, found at run time), and a CommonJS package file that
 * uses `__dirname` or `__filename` gets them defined the same way. Sources and packages that read
 * files beside themselves (proto/, fonts, a package's data/*.json) then read the same files.
 */
function sourceLocationPlugin(root) {
  return {
    name: 'framefleet-source-location',
    setup(build) {
      build.onLoad({ filter: /\.([cm]?[jt]s)$/ }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        const usesUrl = source.includes('import.meta.url');
        const usesDirname = /\b__(dirname|filename)\b/.test(source) && !/\b(const|let|var|function)\s+__(dirname|filename)\b/.test(source);
        const typescript = /\.[cm]?ts$/.test(args.path);
        if (!usesUrl && !usesDirname && !typescript) return undefined;
        // A helper from the banner: a module may declare its own `URL`, which would shadow the global here.
        const url = `${sourceUrlName}(${JSON.stringify(relative(root, args.path).split('\\').join('/'))})`;
        let contents = usesUrl ? source.replaceAll('import.meta.url', `${url}.href`) : source;
        if (usesDirname && !args.path.endsWith('.mjs')) {
          const shebang = /^#!.*\n/.exec(contents)?.[0] ?? '';
          contents = `${shebang}var __filename = __framefleetFileURLToPath(${url}), __dirname = __framefleetDirname(__filename);\n${contents.slice(shebang.length)}`;
        }
        return { contents, loader: typescript ? 'ts' : 'js', resolveDir: dirname(args.path) };
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
  const entries = Object.entries(entryPoints).map(([out, src]) => ({ in: src, out }));
  const options = {
    absWorkingDir: root,
    entryPoints: entries.filter((e) => !singleFileEntries.has(e.out)),
    outdir: staging,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node22',
    external: externalPackages,
    sourcemap: 'linked',
    // Class and function names appear in logs and errors.
    keepNames: true,
    metafile: true,
    logLevel: 'warning',
    // Every output file sits directly in build/dist, two levels below the project root. Bundled
    // CommonJS packages call `require` for Node's built-in modules and the external packages.
    banner: {
      js: [
        `import { createRequire as __framefleetCreateRequire } from 'node:module';`,
        `import { fileURLToPath as __framefleetFileURLToPath } from 'node:url';`,
        `import { dirname as __framefleetDirname } from 'node:path';`,
        `const require = __framefleetCreateRequire(import.meta.url);`,
        `const ${rootUrlName} = new globalThis.URL('../../', import.meta.url);`,
        `const ${sourceUrlName} = (path) => new globalThis.URL(path, ${rootUrlName});`,
      ].join(' '),
    },
    // shared/compiled.ts: tells the bundle it runs compiled, and where its entry points are.
    define: { FRAMEFLEET_BUILD: JSON.stringify({ dir: distDir, entryPoints: Object.fromEntries(Object.entries(entryPoints).map(([out, src]) => [src, out])) }) },
    plugins: [sourceLocationPlugin(root)],
  };
  // The generator is built on its own, as sources would run: bundled with the define, it would
  // read back the previous build's outputs instead of making new ones.
  const generator = `${target}.precompile-${process.pid}`;
  let result, generated, assetInputs;
  try {
    result = await esbuild(options);
    const single = await esbuild({ ...options, entryPoints: entries.filter((e) => singleFileEntries.has(e.out)), splitting: false });
    result.metafile = { inputs: { ...result.metafile.inputs, ...single.metafile.inputs }, outputs: { ...result.metafile.outputs, ...single.metafile.outputs } };
    generated = await esbuild({ ...options, entryPoints: [{ in: precompileSource, out: 'precompile' }], outdir: generator, splitting: false, define: {} });
    const { precompiledModules, precompiledAssets } = await import(pathToFileURL(join(generator, 'precompile.mjs')).href);
    for (const [file, source] of Object.entries(precompiledModules())) writeFileSync(join(staging, file), source);
    // The console's browser bundle: its sources are no input of the processes' bundle, so they are listed here for the freshness check.
    const assets = await precompiledAssets();
    for (const [file, body] of Object.entries(assets.files)) {
      mkdirSync(dirname(join(staging, file)), { recursive: true });
      writeFileSync(join(staging, file), body);
    }
    assetInputs = assets.inputs;
  } catch (err) {
    rmSync(staging, { recursive: true, force: true });
    throw err;
  } finally {
    rmSync(generator, { recursive: true, force: true });
  }
  const inputs = {};
  // Virtual inputs (`<define:…>`) are no files; the build script itself is one. The thousands of
  // package files are watched through npm's record of what it installed, which every install rewrites.
  const sources = [...new Set([...Object.keys(result.metafile.inputs), ...Object.keys(generated.metafile.inputs), ...assetInputs])].filter((file) => !file.startsWith('<'));
  const packageFiles = sources.filter((file) => file.includes('node_modules/'));
  const installRecords = ['package-lock.json', 'node_modules/.package-lock.json'].filter((file) => existsSync(join(root, file)));
  for (const file of [...sources.filter((f) => !packageFiles.includes(f)), ...installRecords, relative(root, thisFile)]) {
    const stat = statSync(join(root, file));
    inputs[file] = [stat.size, stat.mtimeMs];
  }
  const bytes = Object.values(result.metafile.outputs).reduce((sum, o) => sum + o.bytes, 0);
  writeFileSync(join(staging, 'metafile.json'), JSON.stringify(result.metafile));
  writeFileSync(join(staging, 'manifest.json'), JSON.stringify({ version: manifestVersion, entryPoints, inputs }, null, 1) + '\n');
  const previous = `${target}.previous-${process.pid}`;
  try {
    renameSync(target, previous);
  } catch (err) {
    if (err.code !== 'ENOENT') throw err;
  }
  try {
    renameSync(staging, target);
  } catch (err) {
    // Another process swapped its build in meanwhile (from the same sources): keep that one.
    if (err.code !== 'ENOTEMPTY' && err.code !== 'EEXIST') throw err;
    rmSync(staging, { recursive: true, force: true });
  }
  rmSync(previous, { recursive: true, force: true });
  const seconds = (performance.now() - started) / 1000;
  log(`built ${relative(process.cwd(), target) || target}: ${sources.length - packageFiles.length} sources and ${packageFiles.length} package files, ${(bytes / 1e6).toFixed(1)} MB in ${seconds.toFixed(1)} s`);
  return { sources: sources.length - packageFiles.length, packageFiles: packageFiles.length, bytes, seconds };
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
    // No top-level await: the module may also be loaded by require (tsx's CommonJS mode).
    build().catch((err) => {
      // esbuild has printed its errors with their locations.
      if (!err?.errors) console.error(err);
      process.exitCode = 1;
    });
  }
}
