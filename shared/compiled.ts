/**
 * Whether this process runs the build (ops/build.mjs bundles the entry points into build/dist) or
 * the TypeScript sources through tsx (the tests, `npx tsx …`), and how to start another process
 * of the same kind: a compiled process forks compiled entry points, a source process forks sources.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire, Module } from 'node:module';
import { dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker, type WorkerOptions } from 'node:worker_threads';
import { Script } from 'node:vm';

/** Defined by the build only: its output folder and entry points (source → output name). */
declare const FRAMEFLEET_BUILD: { dir: string; entryPoints: Record<string, string> } | undefined;

const build = typeof FRAMEFLEET_BUILD === 'undefined' ? null : FRAMEFLEET_BUILD;

/** True when this process was started from the build's JavaScript. */
export const runningCompiled = build !== null;

export const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** The loader that runs TypeScript sources. */
export const tsxLoaderUrl = new URL('../node_modules/tsx/dist/loader.mjs', import.meta.url).href;

/**
 * How to fork the process whose source is `source` (relative to the project root, e.g.
 * 'render-node/worker.ts'): its compiled file with this process's Node options when running
 * compiled and the build has it as an entry point, else the source through the tsx loader.
 */
export function entryProcess(source: string): { script: string; execArgv: string[] } {
  const output = build?.entryPoints[source];
  if (build && output) return { script: `${projectRoot}${build.dir}/${output}.mjs`, execArgv: process.execArgv };
  return { script: `${projectRoot}${source}`, execArgv: ['--import', tsxLoaderUrl] };
}

/**
 * Starts the worker thread whose source is `source` (relative to the project root): its compiled
 * file when running compiled and the build has it as an entry point, else the source, with tsx's
 * loader registered in the thread first (a worker thread does not take `--import` from execArgv).
 */
export function startThread(source: string, options: WorkerOptions = {}): Worker {
  const output = build?.entryPoints[source];
  if (build && output) return new Worker(`${projectRoot}${build.dir}/${output}.mjs`, options);
  const tsxApi = new URL('../node_modules/tsx/dist/esm/api/index.mjs', import.meta.url).href;
  const entry = pathToFileURL(`${projectRoot}${source}`).href;
  return new Worker(`import(${JSON.stringify(tsxApi)}).then(({ register }) => { register(); return import(${JSON.stringify(entry)}); });`, { ...options, eval: true });
}

/** Where the build keeps V8's code cache of a generated CommonJS module (see `loadCommonJs`). */
export const codeCacheFile = (file: string) => `${file}.v8cache`;

/**
 * Runs CommonJS `source` as Node would require it, compiled with V8's code cache `cachedData`
 * when given (V8 checks it against the source and its own version and flags, and compiles anew
 * when it does not match). Returns the module's exports and the script, whose
 * `createCachedData()` after a run also holds the functions that run compiled.
 */
export function loadCommonJs(source: string, filename: string, cachedData?: Buffer): { exports: unknown; script: Script } {
  const script = new Script(Module.wrap(source), { filename, ...(cachedData ? { cachedData } : {}) });
  const module = { exports: {} as unknown };
  (script.runInThisContext() as (...args: unknown[]) => void)(module.exports, createRequire(filename), module, filename, dirname(filename));
  return { exports: module.exports, script };
}

/**
 * A module the build generated beside the bundle (ops/precompile.ts lists them), when running
 * compiled; undefined when running the sources, whose callers then make it themselves. A CommonJS
 * one is compiled with the code cache the build made of it: the composition's validator (1.2 MB)
 * took 60 ms to compile and first run without, at the start of every process that checks one.
 */
export function loadBuildOutput<T>(file: string): T | undefined {
  if (!build) return undefined;
  const path = `${projectRoot}${build.dir}/${file}`;
  if (!file.endsWith('.cjs')) return createRequire(import.meta.url)(path) as T;
  const cache = `${projectRoot}${build.dir}/${codeCacheFile(file)}`;
  return loadCommonJs(readFileSync(path, 'utf8'), path, existsSync(cache) ? readFileSync(cache) : undefined).exports as T;
}
