/**
 * Builds the native addons: `node-gyp rebuild` in every folder under native/ that has a binding.gyp
 * (native/media, and any addon added beside it), one after another, with Node's own headers.
 * node-gyp would otherwise download headers, so this finds the directory holding include/node/node_api.h
 * of the running Node's major version (its own prefix, npm's `nodedir` setting, or /usr/local, /usr)
 * and passes it as --nodedir.
 * Usage: npm run build:native [-- --debug]   (the arguments go to node-gyp)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');

/** Whether `dir` holds the headers of this Node's major version (its ABI), not another Node's. */
function hasHeaders(dir: string | undefined): dir is string {
  if (!dir || !existsSync(join(dir, 'include', 'node', 'node_api.h'))) return false;
  const version = readFileSync(join(dir, 'include', 'node', 'node_version.h'), 'utf8');
  return new RegExp(`^#define NODE_MAJOR_VERSION ${process.versions.node.split('.')[0]}$`, 'm').test(version);
}

/** The running Node's own prefix first: an npmrc's nodedir may name an older Node's headers. */
function findNodeDir(): string | undefined {
  const candidates = [resolve(dirname(process.execPath), '..'), process.env.npm_config_nodedir, process.env.NODEDIR, '/usr/local', '/usr'];
  return candidates.find(hasHeaders);
}

/** The addon folders under native/: those holding a binding.gyp, by name. */
function findAddons(): string[] {
  return readdirSync(here, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && existsSync(join(here, entry.name, 'binding.gyp')))
    .map((entry) => entry.name)
    .sort();
}

/**
 * The pkg-config packages an addon's binding.gyp takes its flags from (`pkg-config --cflags ...`),
 * so a missing development package is reported up front in plain words instead of as a gyp failure.
 */
function pkgConfigPackages(bindingGyp: string): string[] {
  const names = new Set<string>();
  for (const match of bindingGyp.matchAll(/pkg-config\s+--(?:cflags|libs)\s+([^)"]+)/g)) {
    for (const name of match[1]!.trim().split(/\s+/)) names.add(name);
  }
  return [...names];
}

function missingPrerequisites(addon: string): string | undefined {
  const packages = pkgConfigPackages(readFileSync(join(here, addon, 'binding.gyp'), 'utf8'));
  if (packages.length === 0 || spawnSync('pkg-config', ['--exists', ...packages]).status === 0) return undefined;
  return `native/${addon} needs pkg-config and the development files of ${packages.join(' ')} (see native/${addon}/README.md)`;
}

function main(): number {
  const addons = findAddons();
  if (addons.length === 0) {
    console.error('build:native: no addon under native/ (no folder there has a binding.gyp)');
    return 1;
  }
  const missing = addons.map(missingPrerequisites).filter((m): m is string => m !== undefined);
  if (missing.length > 0) {
    for (const m of missing) console.error(`build:native: ${m}`);
    return 1;
  }
  const nodedir = findNodeDir();
  if (!nodedir) console.warn('build:native: no local Node headers found (include/node/node_api.h); node-gyp will try to download them');
  const gyp = join(repo, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  const gypArgs = ['rebuild', '-j', String(Math.max(1, Math.min(availableParallelism(), 2))), ...process.argv.slice(2)];
  if (nodedir) gypArgs.push(`--nodedir=${nodedir}`);
  for (const addon of addons) {
    console.log(`build:native: native/${addon}: node-gyp ${gypArgs.join(' ')}`);
    const r = spawnSync(process.execPath, [gyp, ...gypArgs], { cwd: join(here, addon), stdio: 'inherit' });
    if (r.status !== 0) {
      console.error(`build:native: native/${addon} failed to build`);
      return r.status ?? 1;
    }
  }
  return 0;
}

process.exitCode = main();
