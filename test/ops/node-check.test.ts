/**
 * Which Node the entry points run on (ops/lib/node.sh, sourced by bin/framefleet, ops/with-node,
 * ops/setup.sh and .ci/run): a Node older than 22 is refused with the reason and the remedy when
 * the toolchain cannot be installed, a recent enough one is taken as it is, an installed toolchain
 * comes first, and node-gyp gets the headers of the running Node's own major version. Each case
 * runs the script under POSIX sh with a fake `node` that only reports its version, and no network:
 * the registry it would download from is a closed loopback port, or a loopback server of its own.
 */
import { spawn, spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const nodeScript = fileURLToPath(new URL('../../ops/lib/node.sh', import.meta.url));

const test = suite<{ dir: string }>('node check');

test.before.each((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-node-check-')); });
test.after.each((ctx) => rmSync(ctx.dir, { recursive: true, force: true }));

/** A `node` under `prefix`/bin that answers `--version` with `version` and nothing else. */
function fakeNode(prefix: string, version: string): string {
  const bin = join(prefix, 'bin');
  mkdirSync(bin, { recursive: true });
  writeFileSync(join(bin, 'node'), `#!/bin/sh\n[ "$1" = --version ] && echo ${version}\n`);
  chmodSync(join(bin, 'node'), 0o755);
  return bin;
}

/** Headers of Node `major` under `prefix`/include/node, as node-gyp looks for them. */
function fakeHeaders(prefix: string, major: number): void {
  const include = join(prefix, 'include', 'node');
  mkdirSync(include, { recursive: true });
  writeFileSync(join(include, 'node_api.h'), '');
  writeFileSync(join(include, 'node_version.h'), `#define NODE_MAJOR_VERSION ${major}\n#define NODE_MINOR_VERSION 0\n`);
}

/** Sources ops/lib/node.sh in sh with `bin` first on PATH and runs `script` for the repository `repo`. */
function runSh(repo: string, bin: string, script: string, env: Record<string, string> = {}) {
  return spawnSync('sh', ['-c', `. "${nodeScript}"; ${script}`, 'sh', repo], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: `${bin}:/usr/bin:/bin`, HOME: repo, npm_config_registry: 'http://127.0.0.1:1/', ...env },
  });
}

for (const old of ['v18.20.8', 'v20.20.2']) {
  test(`Node ${old} is refused with the reason and the remedy when the toolchain install is turned off`, ({ dir }) => {
    const bin = fakeNode(join(dir, 'machine'), old);
    const run = runSh(dir, bin, 'framefleet_require_node "$1"; echo chose "$(command -v node)"', { FRAMEFLEET_NODE_TOOLCHAIN: 'off' });
    assert.is(run.status, 1, run.stdout);
    assert.not.match(run.stdout, /chose/);
    assert.match(run.stderr, `framefleet needs Node.js >= 22, and the node on PATH (${join(bin, 'node')}) is ${old}.`);
    assert.match(run.stderr, 'FRAMEFLEET_NODE_TOOLCHAIN=off forbids installing Node 24');
    assert.match(run.stderr, /Remedy: run ops\/setup\.sh again .* or install Node\.js >= 22/);
    assert.not.ok(existsSync(join(dir, '.framefleet')), 'nothing is installed');
  });
}

test('Node 20 with the registry out of reach: the download failure and the remedy, and no half-installed toolchain', ({ dir }) => {
  const bin = fakeNode(join(dir, 'machine'), 'v20.20.2');
  const run = runSh(dir, bin, 'framefleet_require_node "$1"; echo chose "$(command -v node)"');
  assert.is(run.status, 1, run.stdout);
  assert.match(run.stderr, /installing Node 24\.\d+\.\d+ \(node-linux-(x64|arm64)\) and npm 11\.\d+\.\d+ into .*\/\.framefleet\/toolchain\/node-v24/);
  assert.match(run.stderr, /but: .*\n?downloading http:\/\/127\.0\.0\.1:1\/node-linux-(x64|arm64)\/-\/node-linux-(x64|arm64)-24\.\d+\.\d+\.tgz failed/);
  assert.match(run.stderr, /Remedy: run ops\/setup\.sh again with the npm registry reachable/);
  assert.equal(readdirSync(join(dir, '.framefleet', 'toolchain')), [], 'the partial download is gone');
});

test('a tarball that is not the pinned one is refused, and nothing of it is kept', async ({ dir }) => {
  const bin = fakeNode(join(dir, 'machine'), 'v20.20.2');
  const requested: string[] = [];
  const registry = createServer((req, res) => { requested.push(req.url!); res.end('not the Node release'); });
  await new Promise<void>((resolve) => registry.listen(0, '127.0.0.1', resolve));
  const { port } = registry.address() as AddressInfo;
  try {
    const run = await new Promise<{ status: number | null; stderr: string }>((resolve) => {
      const child = spawn('sh', ['-c', `. "${nodeScript}"; framefleet_require_node "$1"`, 'sh', dir], {
        env: { PATH: `${bin}:/usr/bin:/bin`, HOME: dir, npm_config_registry: `http://127.0.0.1:${port}/` },
      });
      let stderr = '';
      child.stderr.on('data', (chunk: Buffer) => { stderr += chunk.toString(); });
      child.on('close', (status) => resolve({ status, stderr }));
    });
    assert.is(run.status, 1, run.stderr);
    assert.equal(requested, [requested[0]!]);
    assert.match(requested[0]!, /^\/node-linux-(x64|arm64)\/-\/node-linux-(x64|arm64)-24\.\d+\.\d+\.tgz$/);
    assert.match(run.stderr, /does not have the sha512 pinned in ops\/lib\/node\.sh/);
    assert.match(run.stderr, /Remedy: /);
    assert.equal(readdirSync(join(dir, '.framefleet', 'toolchain')), []);
  } finally {
    registry.close();
  }
});

test('no node at all is refused the same way', ({ dir }) => {
  const empty = join(dir, 'empty');
  mkdirSync(empty);
  // A PATH with nothing on it: not even the machine's node.
  const run = spawnSync('/bin/sh', ['-c', `. "${nodeScript}"; framefleet_require_node "$1"`, 'sh', dir], {
    encoding: 'utf8',
    timeout: 30_000,
    env: { PATH: empty, FRAMEFLEET_NODE_TOOLCHAIN: 'off' },
  });
  assert.is(run.status, 1);
  assert.match(run.stderr, 'framefleet needs Node.js >= 22, and there is no node on PATH.');
});

test('a Node >= 22 on PATH is taken as it is: nothing is downloaded', ({ dir }) => {
  const bin = fakeNode(join(dir, 'machine'), 'v22.12.0');
  const run = runSh(dir, bin, 'framefleet_require_node "$1"; echo chose "$(command -v node)"');
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout.trim(), `chose ${join(bin, 'node')}`);
  assert.is(run.stderr, '');
  assert.not.ok(existsSync(join(dir, '.framefleet')));
});

test('an installed toolchain comes first, with its own headers for node-gyp, whatever the machine has', ({ dir }) => {
  const machine = fakeNode(join(dir, 'machine'), 'v20.20.2');
  const located = runSh(dir, machine, 'framefleet_toolchain_dir "$1"');
  assert.is(located.status, 0, located.stderr);
  const toolchain = located.stdout.trim();
  assert.match(toolchain, /\/\.framefleet\/toolchain\/node-v24\.\d+\.\d+-linux-(x64|arm64)$/);
  const toolchainBin = fakeNode(toolchain, 'v24.22.3');
  const run = runSh(dir, machine, 'framefleet_require_node "$1"; echo "$(command -v node) $(node --version) $npm_config_nodedir"', { npm_config_nodedir: '/usr' });
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout.trim(), `${join(toolchainBin, 'node')} v24.22.3 ${toolchain}`);
  // bin/framefleet's cheaper choice (no version check, no install) lands on the same Node.
  const cheap = runSh(dir, machine, 'framefleet_use_node "$1"; command -v node');
  assert.is(cheap.stdout.trim(), join(toolchainBin, 'node'));
});

test("node-gyp gets the headers of the running Node's major version, never another Node's", ({ dir }) => {
  const running = join(dir, 'running');
  const bin = fakeNode(running, 'v99.1.0');
  const older = join(dir, 'older');
  fakeHeaders(older, 20);
  const headersDir = (env: Record<string, string>) => runSh(dir, bin, 'framefleet_node_headers_dir', env).stdout.trim();
  assert.is(headersDir({ npm_config_nodedir: older }), '', 'an npmrc naming an older Node\'s headers is not taken');
  fakeHeaders(running, 99);
  assert.is(headersDir({ npm_config_nodedir: older }), running, 'the running Node\'s own prefix comes first');
  const elsewhere = join(dir, 'elsewhere');
  fakeHeaders(elsewhere, 99);
  rmSync(join(running, 'include'), { recursive: true });
  assert.is(headersDir({ npm_config_nodedir: elsewhere }), elsewhere, 'then npm_config_nodedir, when its version matches');
});

test.run();
