/**
 * Builds the encoder addon: `node-gyp rebuild` in native/media with Node's own headers.
 * node-gyp would otherwise download headers, so this finds the directory holding include/node/node_api.h
 * (npm's `nodedir` setting, the prefix of the running node, or /usr/local, /usr) and passes it as --nodedir.
 * Usage: npm run build:native [-- --debug]
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const repo = resolve(here, '..');

function hasHeaders(dir: string | undefined): dir is string {
  return !!dir && existsSync(join(dir, 'include', 'node', 'node_api.h'));
}

export function findNodeDir(): string | undefined {
  const candidates = [process.env.npm_config_nodedir, process.env.NODEDIR, resolve(dirname(process.execPath), '..'), '/usr/local', '/usr'];
  return candidates.find(hasHeaders);
}

function main(): number {
  const pkgConfig = spawnSync('pkg-config', ['--exists', 'libavcodec', 'libavformat', 'libavutil', 'libswscale', 'libswresample']);
  if (pkgConfig.status !== 0) {
    console.error('build:native: pkg-config cannot find the FFmpeg development files; install pkg-config and');
    console.error('  libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libswresample-dev');
    return 1;
  }
  const nodedir = findNodeDir();
  const gyp = join(repo, 'node_modules', 'node-gyp', 'bin', 'node-gyp.js');
  const args = [gyp, 'rebuild', '-j', String(Math.max(1, Math.min(availableParallelism(), 2))), ...process.argv.slice(2)];
  if (nodedir) args.push(`--nodedir=${nodedir}`);
  else console.warn('build:native: no local Node headers found (include/node/node_api.h); node-gyp will try to download them');
  console.log(`build:native: node-gyp ${args.slice(1).join(' ')}`);
  const r = spawnSync(process.execPath, args, { cwd: join(here, 'media'), stdio: 'inherit' });
  return r.status ?? 1;
}

process.exitCode = main();
