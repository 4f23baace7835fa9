/**
 * The compose farm and the container image in ops/ against the code they deploy: every YAML file
 * parses, every FRAMEFLEET_* setting is one the product reads and accepts, every command line is
 * one the CLI takes, queue names agree, grace periods cover the drain, and the image installs
 * what ops/setup.sh installs. The Helm chart has test/ops/helm.test.ts; the alert rules and the
 * dashboard test/ops/monitoring.test.ts.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments } from 'yaml';
import { loadConfig, variables } from '../../shared/config/index.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const ops = join(root, 'ops');

type Doc = Record<string, any>;

// Helm templates are not YAML until rendered (test/ops/helm.test.ts renders them); installed
// packages (ops/test-tools/node_modules) are not the project's files.
const notOwnYaml = new Set(['templates', 'node_modules']);
function yamlFiles(dir = ops): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? (notOwnYaml.has(e.name) ? [] : yamlFiles(join(dir, e.name))) : /\.ya?ml$/.test(e.name) ? [join(dir, e.name)] : []));
}

function docs(file: string): Doc[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((d) => {
    if (d.errors.length) throw new Error(`${relative(root, file)}: ${d.errors[0]!.message}`);
    return d.toJS({ merge: true }) as Doc;
  });
}

const compose = () => docs(join(ops, 'compose.yaml'))[0]!;

const test = suite('ops: deployment files match the code');

test('every YAML file in ops/ parses', () => {
  const files = yamlFiles();
  assert.ok(files.length >= 8, files.join(', '));
  for (const f of files) assert.ok(docs(f).length >= 1, f);
  JSON.parse(readFileSync(join(ops, 'grafana', 'framefleet.json'), 'utf8'));
});

test('every FRAMEFLEET_* setting is one the product reads, and the values load', () => {
  const known = new Set(Object.keys(variables));
  const composeEnv = Object.values(compose().services as Record<string, Doc>).flatMap((s) => Object.entries((s.environment ?? {}) as Record<string, string>));
  assert.ok(composeEnv.length >= 10);
  for (const [name] of composeEnv) {
    if (name.startsWith('FRAMEFLEET_')) assert.ok(known.has(name), `${name} is not a setting framefleet reads`);
  }
  // What a control plane would load from these (throws naming any bad value).
  const cp = compose().services['control-plane'].environment as Record<string, string>;
  loadConfig({ ...cp, FRAMEFLEET_NODE_TOKEN: 'x'.repeat(32) });
});

test('blobs live in the object store, its credentials shared with the compose object store', () => {
  const env = compose()['x-framefleet'].environment as Record<string, string>;
  assert.is(env.FRAMEFLEET_BLOBS, 's3');
  const store = compose().services.objectstore as Doc;
  const { port } = new URL(env.FRAMEFLEET_S3_ENDPOINT!);
  assert.is(new URL(env.FRAMEFLEET_S3_ENDPOINT!).hostname, 'objectstore', 'the endpoint names the compose service');
  assert.ok((store.ports as string[]).some((p) => p.endsWith(`:${port}`)), 'the object store publishes the endpoint port for download links');
  assert.is(store.environment.ROOT_ACCESS_KEY_ID, env.FRAMEFLEET_S3_ACCESS_KEY_ID);
  assert.is(store.environment.ROOT_SECRET_ACCESS_KEY, env.FRAMEFLEET_S3_SECRET_ACCESS_KEY);
});

test('the nodes consume the queue the control plane fills, and outlive their drain', () => {
  const drainOf = (args: string[]) => Number(args[args.indexOf('--drain-timeout') + 1]);
  const nodes = Object.entries(compose().services as Record<string, Doc>).filter(([, s]) => s.command?.[0] === 'node');
  assert.ok(nodes.length >= 2);
  for (const [name, s] of nodes) assert.ok(Number.parseInt(s.stop_grace_period, 10) > drainOf(s.command), name);
  const queueOf = (s: Doc) => loadConfig({ ...(s.environment ?? {}), FRAMEFLEET_NODE_TOKEN: 'x'.repeat(32) }).FRAMEFLEET_SCENE_QUEUE;
  const queues = new Set([...nodes.map(([, s]) => queueOf(s)), queueOf(compose().services['control-plane'])]);
  assert.equal([...queues], [(compose()['x-framefleet'].environment as Record<string, string>).FRAMEFLEET_SCENE_QUEUE]);
});

test('every command line in compose.yaml is one the CLI accepts', async () => {
  const commands = Object.values(compose().services as Record<string, Doc>).filter((s) => s.command).map((s) => s.command as string[]);
  assert.ok(commands.length >= 3);
  for (const args of commands) {
    // --help after the arguments: the CLI parses (and refuses unknown options) before printing help.
    const { stdout } = await run(join(root, 'bin', 'framefleet'), [...args, '--help'], { env: { ...process.env, FRAMEFLEET_LOG_LEVEL: 'silent' } });
    assert.match(stdout, /usage:/, args.join(' '));
  }
});

test('the container image installs what ops/setup.sh installs, matting runtime included', () => {
  const dockerfile = readFileSync(join(ops, 'container', 'Dockerfile'), 'utf8');
  const setup = readFileSync(join(ops, 'setup.sh'), 'utf8');
  // Every `packages=(...)` and `packages+=(...)` list; toolchain_packages=(...) fetch a Node the image has.
  const packages = [...setup.matchAll(/^packages\+?=\(([^)]*)\)/gm)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean));
  assert.ok(packages.includes('ffmpeg') && packages.includes('libopencv-dev'), packages.join(' '));
  const aptInstall = /apt-get install([^&]*)&&/.exec(dockerfile.replace(/\\\n/g, ' '))![1]!;
  for (const p of packages) assert.ok(new RegExp(`(^|\\s)${p.replace(/[+.]/g, '\\$&')}(\\s|$)`).test(aptInstall), `the image does not install ${p}`);
  // The helper scripts ops/setup.sh runs (the matting runtime: libmediapipe.so and the models), run in the image too.
  const scripts = [...setup.matchAll(/^(native\/\S+\.sh)\b/gm)].map((m) => m[1]!);
  assert.ok(scripts.includes('native/matting/setup/install.sh'), scripts.join(' '));
  for (const script of scripts) assert.match(dockerfile, new RegExp(`^RUN .*\\b${script.replace(/[/.]/g, '\\$&')}\\b`, 'm'), `the image does not run ${script}`);
});

test.run();
