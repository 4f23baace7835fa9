/**
 * Whether this process runs the build (ops/build.mjs bundles the entry points into build/dist) or
 * the TypeScript sources through tsx (the tests, `npx tsx …`), and how to start another process
 * of the same kind: a compiled process forks compiled entry points, a source process forks sources.
 */
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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
 * A CommonJS module the build generated beside the bundle (ops/precompile.ts lists them), when
 * running compiled; undefined when running the sources, whose callers then make it themselves.
 */
export function loadBuildOutput<T>(file: string): T | undefined {
  if (!build) return undefined;
  return createRequire(import.meta.url)(`${projectRoot}${build.dir}/${file}`) as T;
}
