/**
 * The console's browser code (web/), bundled by esbuild into one script and one stylesheet with
 * content-hashed names (served with a year's cache: a change gives new names).
 *
 * The build (`npm run build`, through ops/precompile.ts) writes the bundle under build/dist/console/
 * and a compiled process serves that; a process running the sources (tests, `npx tsx`) bundles in
 * memory the first time a page is asked for, so a clean clone never serves a missing or stale bundle.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { basename, join, relative } from 'node:path';
import { projectRoot, runningCompiled } from '../../../shared/compiled.ts';

export const webEntry = 'control-plane/features/console/web/main.tsx';
/** Where the build puts the bundle, under its output folder. */
export const builtConsoleDir = 'console';

export interface ConsoleBundle {
  /** File name → contents. */
  files: Map<string, Uint8Array>;
  script: string;
  stylesheet: string;
  /** The source files it was made from, relative to the project root (the build watches them). */
  inputs: string[];
}

/** Bundles web/ in memory (esbuild is loaded only here: a process that serves no page never loads it). */
export async function bundleConsole(): Promise<ConsoleBundle> {
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: projectRoot,
    entryPoints: [join(projectRoot, webEntry)],
    outdir: join(projectRoot, 'build', builtConsoleDir),
    entryNames: '[name]-[hash]',
    bundle: true,
    write: false,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: ['es2022', 'chrome110', 'firefox110', 'safari16'],
    jsx: 'automatic',
    jsxImportSource: 'preact',
    legalComments: 'none',
    metafile: true,
    logLevel: 'silent',
  });
  const files = new Map(result.outputFiles.map((f) => [basename(f.path), f.contents]));
  return { files, ...entryFiles([...files.keys()]), inputs: Object.keys(result.metafile.inputs).filter((file) => !file.includes('node_modules/')) };
}

function entryFiles(names: string[]): { script: string; stylesheet: string } {
  const script = names.find((n) => n.startsWith('main-') && n.endsWith('.js'));
  const stylesheet = names.find((n) => n.startsWith('main-') && n.endsWith('.css'));
  if (!script || !stylesheet) throw new Error(`the console bundle lacks its script or stylesheet (has ${names.join(', ') || 'nothing'})`);
  return { script, stylesheet };
}

/** The bundle the build wrote (a compiled process), or a clear error naming the fix. */
function builtBundle(): ConsoleBundle {
  const dir = join(projectRoot, 'build', 'dist', builtConsoleDir);
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    throw new Error(`the console's bundle is missing from ${relative(process.cwd(), dir)}: run npm run build`);
  }
  const files = new Map(names.map((n) => [n, readFileSync(join(dir, n))]));
  return { files, ...entryFiles(names), inputs: [] };
}

let loaded: Promise<ConsoleBundle> | null = null;

/** The bundle this process serves, made or read once. */
export function consoleBundle(): Promise<ConsoleBundle> {
  loaded ??= runningCompiled ? Promise.resolve().then(builtBundle) : bundleConsole();
  loaded.catch(() => { loaded = null; });
  return loaded;
}
