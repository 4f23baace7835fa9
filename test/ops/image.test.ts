/**
 * The container image (ops/container/Dockerfile) is made from a production install: `npm ci
 * --omit=dev` installs the lock file's packages that are not marked dev, and every step after it
 * runs only what that install has. Docker does not run here, so each step is checked from what it
 * would run: the npm scripts' programs are production packages, and the import graph of every
 * script the image runs and of every entry point the build bundles reaches no development package.
 */
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build as esbuild } from 'esbuild';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { entryPoints, externalPackages } from '../../ops/build.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));
const dockerfile = readFileSync(join(root, 'ops/container/Dockerfile'), 'utf8').replace(/\\\n/g, ' ');
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { scripts: Record<string, string>; devDependencies: Record<string, string> };
const lock = JSON.parse(readFileSync(join(root, 'package-lock.json'), 'utf8')) as { packages: Record<string, { dev?: boolean; bin?: Record<string, string> }> };

/** Whether `npm ci --omit=dev` installs the package at this lock folder (`node_modules/a/node_modules/@b/c`). */
function inProductionInstall(folder: string): boolean {
  const entry = lock.packages[folder];
  return entry !== undefined && entry.dev !== true;
}

/**
 * The project as a production install lays it out: the sources, and a node_modules with only the
 * lock file's packages that are not marked dev (none of those holds a dev package of its own).
 */
function productionTree(dir: string): string {
  for (const entry of readdirSync(root)) {
    if (!['node_modules', 'build', '.git', '.framefleet'].includes(entry)) symlinkSync(join(root, entry), join(dir, entry));
  }
  for (const folder of Object.keys(lock.packages)) {
    // Optional packages for other platforms are in the lock file but not installed.
    if (!/^node_modules\/(@[^/]+\/)?[^/]+$/.test(folder) || !inProductionInstall(folder) || !existsSync(join(root, folder))) continue;
    mkdirSync(dirname(join(dir, folder)), { recursive: true });
    symlinkSync(realpathSync(join(root, folder)), join(dir, folder));
  }
  return dir;
}

/**
 * Bundles `sources` as the image's build would find them: within the production tree (links kept
 * as they are, so every package resolves its imports there). A hard import of a package the tree
 * lacks fails the build; an optional one (a `require` in a `try`, as debug's of supports-color)
 * is left to run time, as Node would. Returns the package folders the bundle takes in.
 */
async function bundleInProductionTree(tree: string, sources: string[]): Promise<Set<string>> {
  const result = await esbuild({
    absWorkingDir: tree, entryPoints: sources, bundle: true, write: false, outdir: join(tree, 'out'), splitting: true,
    format: 'esm', platform: 'node', external: externalPackages, preserveSymlinks: true, metafile: true, logLevel: 'silent',
  });
  return new Set(Object.keys(result.metafile.inputs).flatMap((file) => /^node_modules\/(@[^/]+\/)?[^/]+/.exec(file)?.[0] ?? []));
}

/** The steps after the install: what each RUN line runs. */
function runLinesAfterInstall(): string[] {
  const lines = dockerfile.split('\n').filter((l) => l.startsWith('RUN '));
  const install = lines.findIndex((l) => /\bnpm ci\b/.test(l));
  return lines.slice(install + 1);
}

/**
 * The commands of the npm scripts the image runs after the install, each script's `a && b` apart
 * and a script's own `npm run` followed into the script it names.
 */
function npmScriptCommands(): { script: string; command: string }[] {
  const expand = (script: string): { script: string; command: string }[] => {
    const body = packageJson.scripts[script];
    assert.ok(body, `package.json has the script ${script}`);
    return body!.split('&&').map((c) => c.trim()).flatMap((command) => {
      const nested = /^npm run ([\w:-]+)/.exec(command);
      return nested ? expand(nested[1]!) : [{ script, command }];
    });
  };
  return runLinesAfterInstall().flatMap((l) => [...l.matchAll(/\bnpm run ([\w:-]+)/g)].flatMap((m) => expand(m[1]!)));
}

const test = suite('ops: the container image builds from a production install');

let tree: string;
test.before(() => { tree = productionTree(mkdtempSync(join(tmpdir(), 'framefleet-production-'))); });
test.after(() => { if (tree) rmSync(tree, { recursive: true, force: true }); });

test('the image installs the lock file without devDependencies, before anything runs npm scripts', () => {
  const runLines = dockerfile.split('\n').filter((l) => l.startsWith('RUN '));
  const install = runLines.findIndex((l) => /\bnpm ci\b.*--omit=dev/.test(l));
  assert.ok(install >= 0, 'RUN npm ci --omit=dev');
  assert.not.ok(runLines.some((l) => /\bnpm (install|i)\b/.test(l)), 'npm install may resolve other versions than the lock file');
  assert.ok(runLines.findIndex((l) => /\bnpm run\b/.test(l)) > install, 'npm scripts run after the install');
  assert.ok(dockerfile.indexOf('COPY package.json package-lock.json') < dockerfile.indexOf('npm ci'), 'the lock file is in the image before npm ci');
  // The lock file marks the packages only development needs (a devDependency that a production
  // package needs too, such as @types/node, is not marked): the checks below rely on the marks.
  const marked = Object.keys(packageJson.devDependencies).filter((name) => lock.packages[`node_modules/${name}`]?.dev === true);
  for (const name of ['autocannon', 'uvu', 'playwright-core']) assert.ok(marked.includes(name), `${name} is marked dev in package-lock.json`);
});

test('every npm script the image runs starts a program of the production install', () => {
  const commands = npmScriptCommands();
  assert.ok(commands.some((c) => c.script === 'build') && commands.some((c) => c.script === 'build:native'), commands.map((c) => c.script).join(', '));
  for (const { script, command } of commands) {
    // ops/with-node (the project's own, in the image's copy of the tree) picks the Node and runs the rest.
    const words = command.split(/\s+/);
    const program = (words[0] === 'ops/with-node' ? words[1] : words[0])!;
    if (program === 'node') continue;
    const provider = Object.entries(lock.packages).find(([folder, p]) => folder.split('/').length === 2 && p.bin?.[program]);
    assert.ok(provider, `${script}: no package installs the program ${program}`);
    assert.ok(inProductionInstall(provider![0]), `${script}: ${program} comes from ${provider![0]}, a development package`);
  }
});

test('the bundled entry points and every script the image runs build from the production install alone', async () => {
  const scripts = [...npmScriptCommands().map((c) => c.command), ...runLinesAfterInstall()]
    .flatMap((command) => [...command.matchAll(/(?:^|[\s'"(])\.?\/?((?:[\w-]+\/)+[\w.-]+\.(?:ts|mjs))\b/g)].map((m) => m[1]!))
    .filter((file) => !file.startsWith('node_modules/'));
  // The build runs ops/precompile.ts and bundles the entry points; the image runs the matting check.
  const sources = [...new Set([...Object.values(entryPoints), ...scripts, 'ops/precompile.ts'])];
  for (const expected of ['ops/build.mjs', 'native/build.ts', 'shared/sounds/generate.ts', 'native/matting/index.ts', 'bin/framefleet.ts']) {
    assert.ok(sources.includes(expected), `${expected} among ${sources.join(', ')}`);
  }
  const bundled = await bundleInProductionTree(tree, sources);
  assert.ok(bundled.has('node_modules/fastify') && bundled.size > 100, `the bundle takes in the product's packages (${bundled.size})`);
  for (const folder of bundled) assert.ok(inProductionInstall(folder), folder);
  // What the build leaves to node_modules at run time must be there too.
  for (const name of externalPackages.filter((n) => !n.includes('*'))) assert.ok(inProductionInstall(`node_modules/${name}`), `${name} (external to the bundle) is a production package`);
});

test('a hard import of a development package is caught, and the api benchmark loads autocannon at run time instead', async () => {
  assert.not.ok(inProductionInstall('node_modules/uvu'));
  writeFileSync(join(tree, 'imports-a-dev-package.ts'), "import { suite } from 'uvu';\nconsole.log(suite);\n");
  try {
    await bundleInProductionTree(tree, ['imports-a-dev-package.ts']);
    assert.unreachable('a source importing uvu builds without it');
  } catch (err) {
    const errors = (err as { errors?: { text: string }[] }).errors ?? [];
    assert.ok(errors.some((e) => e.text.includes('uvu')), (err as Error).message);
  }
  assert.not.ok(inProductionInstall('node_modules/autocannon'));
  assert.not.ok((await bundleInProductionTree(tree, ['bench/api-load.ts'])).has('node_modules/autocannon'));
});

test.run();
