/**
 * The deployment files in ops/ against the code they deploy: every manifest parses, every
 * FRAMEFLEET_* setting is one the product reads and accepts, every command line is one the CLI
 * takes, queue names agree, grace periods cover the drain, and every series the alert rules and
 * the dashboard query is one the control plane or a render node really exports.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseAllDocuments } from 'yaml';
import { startControlPlane } from '../../control-plane/server.ts';
import { NodeMetrics } from '../../render-node/metrics.ts';
import { loadConfig, variables } from '../../shared/config/index.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const ops = join(root, 'ops');

type Doc = Record<string, any>;

function yamlFiles(dir = ops): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? yamlFiles(join(dir, e.name)) : /\.ya?ml$/.test(e.name) ? [join(dir, e.name)] : []));
}

function docs(file: string): Doc[] {
  return parseAllDocuments(readFileSync(file, 'utf8')).map((d) => {
    if (d.errors.length) throw new Error(`${relative(root, file)}: ${d.errors[0]!.message}`);
    return d.toJS({ merge: true }) as Doc;
  });
}

const k8s = () => yamlFiles(join(ops, 'kubernetes')).flatMap(docs);
const compose = () => docs(join(ops, 'compose.yaml'))[0]!;
const containers = () => k8s().filter((d) => d.kind === 'Deployment').flatMap((d) => d.spec.template.spec.containers.map((c: Doc) => ({ deployment: d, container: c })));

const test = suite('ops: deployment files match the code');

test('every YAML file in ops/ parses', () => {
  const files = yamlFiles();
  assert.ok(files.length >= 8, files.join(', '));
  for (const f of files) assert.ok(docs(f).length >= 1, f);
  JSON.parse(readFileSync(join(ops, 'grafana', 'framefleet.json'), 'utf8'));
});

test('every FRAMEFLEET_* setting is one the product reads, and the values load', () => {
  const known = new Set(Object.keys(variables));
  const config = k8s().find((d) => d.kind === 'ConfigMap')!.data as Record<string, string>;
  const secret = k8s().find((d) => d.kind === 'Secret')!.stringData as Record<string, string>;
  const composeEnv = Object.values(compose().services as Record<string, Doc>).flatMap((s) => Object.entries((s.environment ?? {}) as Record<string, string>));
  const podEnv = containers().flatMap(({ container }) => (container.env ?? []).map((e: Doc) => [e.name, e.value]));
  for (const [name] of [...Object.entries(config), ...Object.entries(secret), ...composeEnv, ...podEnv]) {
    if (name.startsWith('FRAMEFLEET_')) assert.ok(known.has(name), `${name} is not a setting framefleet reads`);
  }
  // What a render node and a control plane would load from these (throws naming any bad value).
  loadConfig({ ...config, ...secret });
  loadConfig({ ...config, ...secret, ...Object.fromEntries(podEnv.filter(([n]: string[]) => n!.startsWith('FRAMEFLEET_'))) });
  const cp = compose().services['control-plane'].environment as Record<string, string>;
  loadConfig({ ...cp, FRAMEFLEET_NODE_TOKEN: 'x'.repeat(32) });
});

test('blobs live in the object store: settings in compose and Kubernetes, credentials only in Secrets', () => {
  const config = k8s().find((d) => d.kind === 'ConfigMap')!.data as Record<string, string>;
  const secret = k8s().find((d) => d.kind === 'Secret')!.stringData as Record<string, string>;
  const credentials = ['FRAMEFLEET_S3_ACCESS_KEY_ID', 'FRAMEFLEET_S3_SECRET_ACCESS_KEY'];
  assert.is(config.FRAMEFLEET_BLOBS, 's3');
  for (const name of ['FRAMEFLEET_S3_ENDPOINT', 'FRAMEFLEET_S3_PUBLIC_ENDPOINT', 'FRAMEFLEET_S3_BUCKET', 'FRAMEFLEET_S3_REGION', 'FRAMEFLEET_S3_FORCE_PATH_STYLE']) assert.ok(config[name], `the ConfigMap sets ${name}`);
  for (const name of credentials) {
    assert.ok(secret[name], `the Secret sets ${name}`);
    assert.not.ok(name in config, `${name} is a credential, not a ConfigMap setting`);
  }
  const loaded = loadConfig({ ...config, ...secret });
  assert.is(loaded.FRAMEFLEET_BLOBS, 's3');

  const env = compose()['x-framefleet'].environment as Record<string, string>;
  assert.is(env.FRAMEFLEET_BLOBS, 's3');
  const store = compose().services.objectstore as Doc;
  const { port } = new URL(env.FRAMEFLEET_S3_ENDPOINT!);
  assert.is(new URL(env.FRAMEFLEET_S3_ENDPOINT!).hostname, 'objectstore', 'the endpoint names the compose service');
  assert.ok((store.ports as string[]).some((p) => p.endsWith(`:${port}`)), 'the object store publishes the endpoint port for download links');
  assert.is(store.environment.ROOT_ACCESS_KEY_ID, env.FRAMEFLEET_S3_ACCESS_KEY_ID);
  assert.is(store.environment.ROOT_SECRET_ACCESS_KEY, env.FRAMEFLEET_S3_SECRET_ACCESS_KEY);
});

test('the autoscaler watches the queue the nodes consume, and pods outlive their drain', () => {
  const queue = (k8s().find((d) => d.kind === 'ConfigMap')!.data as Record<string, string>).FRAMEFLEET_SCENE_QUEUE;
  const scaled = k8s().filter((d) => d.kind === 'ScaledObject');
  assert.is(scaled.length, 2);
  const deployments = new Set(k8s().filter((d) => d.kind === 'Deployment').map((d) => d.metadata.name));
  for (const s of scaled) {
    assert.ok(deployments.has(s.spec.scaleTargetRef.name), s.spec.scaleTargetRef.name);
    assert.is(s.spec.triggers[0].metadata.queueName, queue);
    assert.is(s.spec.triggers[0].metadata.protocol, 'http', 'in-flight scenes count only through the management API');
  }
  assert.is((compose()['x-framefleet'].environment as Record<string, string>).FRAMEFLEET_SCENE_QUEUE, queue);
  const drainOf = (args: string[]) => Number(args[args.indexOf('--drain-timeout') + 1]);
  for (const { deployment, container } of containers().filter(({ container }) => container.args[0] === 'node')) {
    assert.ok(deployment.spec.template.spec.terminationGracePeriodSeconds > drainOf(container.args), deployment.metadata.name);
  }
  for (const [name, s] of Object.entries(compose().services as Record<string, Doc>).filter(([, s]) => s.command?.[0] === 'node')) {
    assert.ok(Number.parseInt(s.stop_grace_period, 10) > drainOf(s.command), name);
  }
});

test('every command line in the manifests is one the CLI accepts', async () => {
  const commands = [
    ...containers().map(({ container }) => container.args as string[]),
    ...Object.values(compose().services as Record<string, Doc>).filter((s) => s.command).map((s) => s.command as string[]),
  ];
  assert.ok(commands.length >= 5);
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

test('every series the alert rules and the dashboard query is exported by a control plane or a render node', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-ops-'));
  const cp = await startControlPlane(loadConfig({ FRAMEFLEET_DATA_DIR: dir, FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'silent' }));
  let exported: string;
  try {
    exported = (await (await fetch(`${cp.url}/metrics`)).text()) + (await new NodeMetrics().registry.metrics());
  } finally {
    await cp.close();
    rmSync(dir, { recursive: true, force: true });
  }
  const families = new Set([...exported.matchAll(/^# TYPE (\S+) (\S+)$/gm)].flatMap(([, name, type]) => (type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : [name!])));
  const rules = docs(join(ops, 'prometheus', 'rules.yaml'))[0]!.groups.flatMap((g: Doc) => g.rules.map((r: Doc) => r.expr as string));
  const dashboard = JSON.parse(readFileSync(join(ops, 'grafana', 'framefleet.json'), 'utf8')).panels.flatMap((p: Doc) => p.targets.map((t: Doc) => t.expr as string));
  const queried = new Set([...rules, ...dashboard].flatMap((expr: string) => [...expr.matchAll(/\bframefleet_[a-z_]+\b/g)].map((m) => m[0])));
  assert.ok(queried.size >= 10, [...queried].join(', '));
  for (const name of queried) assert.ok(families.has(name), `${name} is queried but no framefleet process exports it`);
});

test.run();
