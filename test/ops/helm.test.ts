/**
 * The Helm chart (ops/helm/framefleet) against the code it deploys: `helm lint` passes and `helm
 * template` renders, with the default values and with a GPU node pool and the Prometheus Operator
 * objects (ci/gpu-values.yaml); the objects are the expected kinds with the chart's labels; GPU
 * pods ask for the GPUs the values name and CPU pods none; the autoscaler watches the scene queue
 * the processes use; the probes' paths answer on a control plane and a render node; every
 * setting the templates pass is one the product reads, the credentials only in Secrets; the pods
 * outlive the nodes' drain; the alert rules and the dashboard are those of ops/; and every command
 * line is one the CLI accepts.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseYaml, parseAllDocuments } from 'yaml';
import { startControlPlane } from '../../control-plane/server.ts';
import { NodeMetrics } from '../../render-node/metrics.ts';
import { loadConfig, variables } from '../../shared/config/index.ts';
import { sceneQueueSpec } from '../../shared/queue/index.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const helm = join(root, '.framefleet/bin/helm');
const chart = join(root, 'ops/helm/framefleet');
const gpuValues = join(chart, 'ci/gpu-values.yaml');

type Doc = Record<string, any>;
interface Container { deployment: Doc; container: Doc }

/** Variables a container may get that are not framefleet's: the NVIDIA container toolkit's. */
const runtimeVariables = new Set(['NVIDIA_DRIVER_CAPABILITIES']);
/** Settings that are credentials (or carry them): a Secret's, never a ConfigMap's. */
const credential = /(TOKEN|SECRET|_KEY|_KEY_ID|MONGO_URL|AMQP_URL)$/;

async function render(...values: string[]): Promise<Doc[]> {
  const { stdout } = await run(helm, ['template', 'farm', chart, '--namespace', 'video', ...values.flatMap((v) => ['--values', v])], { maxBuffer: 16 << 20 });
  return parseAllDocuments(stdout).map((d) => {
    if (d.errors.length) throw new Error(d.errors[0]!.message);
    return d.toJS() as Doc | null;
  }).filter((d): d is Doc => d !== null);
}

const ofKind = (docs: Doc[], kind: string) => docs.filter((d) => d.kind === kind);
const containers = (docs: Doc[]): Container[] => ofKind(docs, 'Deployment').flatMap((d) => d.spec.template.spec.containers.map((c: Doc) => ({ deployment: d, container: c })));
const nodeContainers = (docs: Doc[]) => containers(docs).filter(({ container }) => container.args[0] === 'node');
const settings = (docs: Doc[]) => ofKind(docs, 'ConfigMap').find((c) => c.metadata.name === 'farm-framefleet-config')!.data as Record<string, string>;
const secretSettings = (docs: Doc[]) => ofKind(docs, 'Secret').find((s) => s.metadata.name === 'farm-framefleet-secrets')!.stringData as Record<string, string>;
/** What a container's process sees: the ConfigMap and the Secret, then its own env. */
const environment = (docs: Doc[], container: Doc) => ({
  ...settings(docs), ...secretSettings(docs),
  ...Object.fromEntries((container.env ?? []).map((e: Doc) => [e.name, e.value])),
}) as Record<string, string>;

const test = suite<{ defaults: Doc[]; gpu: Doc[] }>('ops: the Helm chart renders what the code expects');

test.before(async (ctx) => {
  assert.ok(existsSync(helm), `${helm} is missing: run ops/services/install.sh`);
  ctx.defaults = await render();
  ctx.gpu = await render(gpuValues);
});

test('helm lint passes with the default values and with a GPU node pool', async () => {
  for (const values of [[], ['--values', gpuValues]]) {
    const { stdout } = await run(helm, ['lint', '--strict', chart, ...values]);
    assert.match(stdout, /1 chart\(s\) linted, 0 chart\(s\) failed/);
  }
});

test('the objects of a farm, with the chart\'s labels; the operator\'s objects only when asked for', ({ defaults, gpu }) => {
  const kinds = (docs: Doc[]) => docs.map((d) => `${d.kind}/${d.metadata.name}`).sort();
  assert.equal(kinds(defaults), [
    'ConfigMap/farm-framefleet-config',
    'Deployment/farm-framefleet-control-plane', 'Deployment/farm-framefleet-render-node-cpu',
    'PodDisruptionBudget/farm-framefleet-control-plane',
    'ScaledObject/farm-framefleet-render-node-cpu',
    'Secret/farm-framefleet-autoscaling', 'Secret/farm-framefleet-secrets',
    'Service/farm-framefleet-control-plane', 'Service/farm-framefleet-render-nodes',
    'ServiceAccount/farm-framefleet',
    'TriggerAuthentication/farm-framefleet-rabbitmq',
  ]);
  for (const kind of ['ServiceMonitor', 'PrometheusRule']) {
    assert.is(ofKind(defaults, kind).length, 0, `${kind} is off by default`);
    assert.is(ofKind(gpu, kind).length, 1, `${kind} with ci/gpu-values.yaml`);
  }
  assert.equal(ofKind(gpu, 'Deployment').map((d) => d.metadata.name).sort(), ['farm-framefleet-control-plane', 'farm-framefleet-render-node-cpu', 'farm-framefleet-render-node-gpu']);
  for (const doc of [...defaults, ...gpu]) {
    const labels = doc.metadata.labels as Record<string, string>;
    assert.is(labels['app.kubernetes.io/name'], 'framefleet', `${doc.kind}/${doc.metadata.name}`);
    assert.is(labels['app.kubernetes.io/instance'], 'farm');
    assert.is(labels['app.kubernetes.io/managed-by'], 'Helm');
    assert.ok(labels['helm.sh/chart']?.startsWith('framefleet-'));
  }
  // Every workload's selector picks its own pods, and every Service selects some pods.
  const podLabels = ofKind(gpu, 'Deployment').map((d) => d.spec.template.metadata.labels as Record<string, string>);
  const selects = (selector: Record<string, string>) => podLabels.filter((l) => Object.entries(selector).every(([k, v]) => l[k] === v)).length;
  for (const d of ofKind(gpu, 'Deployment')) assert.is(selects(d.spec.selector.matchLabels), 1, d.metadata.name);
  for (const s of ofKind(gpu, 'Service')) assert.ok(selects(s.spec.selector) >= 1, s.metadata.name);
  assert.is(selects(ofKind(gpu, 'Service').find((s) => s.metadata.name.endsWith('render-nodes'))!.spec.selector), 2, 'the nodes\' metrics Service covers both pools');
  assert.is(selects(ofKind(gpu, 'PodDisruptionBudget')[0]!.spec.selector.matchLabels), 1);
});

test('GPU node pods ask for the GPUs the values name, on GPU hosts; CPU pods ask for none', ({ defaults, gpu }) => {
  const gpuValuesFile = parseYaml(readFileSync(gpuValues, 'utf8')) as Doc;
  const [gpuNode] = nodeContainers(gpu).filter(({ deployment }) => deployment.metadata.name.endsWith('-gpu'));
  assert.ok(gpuNode);
  assert.is(gpuNode!.container.resources.limits['nvidia.com/gpu'], gpuValuesFile.nodes.gpu.count);
  assert.is(gpuNode!.container.args[gpuNode!.container.args.indexOf('--slots') + 1], String(gpuValuesFile.nodes.gpu.slots));
  const pod = gpuNode!.deployment.spec.template.spec;
  assert.equal(pod.nodeSelector, { 'nvidia.com/gpu.present': 'true' });
  assert.ok(pod.tolerations.some((t: Doc) => t.key === 'nvidia.com/gpu'));
  assert.ok(gpuNode!.container.env.some((e: Doc) => e.name === 'NVIDIA_DRIVER_CAPABILITIES' && e.value.includes('video')), 'the toolkit mounts the encode libraries');
  for (const { deployment, container } of [...containers(defaults), ...containers(gpu)].filter(({ deployment }) => !deployment.metadata.name.endsWith('-gpu'))) {
    assert.not.ok(container.resources.limits?.['nvidia.com/gpu'], deployment.metadata.name);
    assert.not.ok(deployment.spec.template.spec.nodeSelector, deployment.metadata.name);
  }
});

test('the autoscaler watches the scene queue the processes use, through the management API, for the pools that exist', ({ defaults, gpu }) => {
  for (const docs of [defaults, gpu]) {
    const queue = sceneQueueSpec(loadConfig({ ...settings(docs), ...secretSettings(docs) })).name;
    const deployments = new Set(ofKind(docs, 'Deployment').map((d) => d.metadata.name));
    const scaled = ofKind(docs, 'ScaledObject');
    assert.is(scaled.length, nodeContainers(docs).length, 'one per node pool');
    const auth = ofKind(docs, 'TriggerAuthentication')[0]!;
    const authSecret = ofKind(docs, 'Secret').find((s) => s.metadata.name === auth.spec.secretTargetRef[0].name)!;
    assert.match(authSecret.stringData[auth.spec.secretTargetRef[0].key], /^https?:\/\//);
    for (const s of scaled) {
      assert.ok(deployments.has(s.spec.scaleTargetRef.name), s.spec.scaleTargetRef.name);
      const trigger = s.spec.triggers[0];
      assert.is(trigger.type, 'rabbitmq');
      assert.is(trigger.metadata.queueName, queue);
      assert.is(trigger.metadata.protocol, 'http', 'in-flight scenes count only through the management API');
      assert.is(trigger.authenticationRef.name, auth.metadata.name);
    }
  }
});

test('a farm on a queue of its own scales on that queue', async () => {
  const docs = parseAllDocuments((await run(helm, ['template', 'farm', chart, '--set', 'config.FRAMEFLEET_SCENE_QUEUE=farm2.scenes'])).stdout).map((d) => d.toJS() as Doc).filter(Boolean);
  assert.is(sceneQueueSpec(loadConfig({ ...settings(docs), ...secretSettings(docs) })).name, 'farm2.scenes');
  assert.equal(ofKind(docs, 'ScaledObject').map((s) => s.spec.triggers[0].metadata.queueName), ['farm2.scenes']);
});

test('the probes\' paths answer on a control plane and a render node', async ({ gpu }) => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-helm-'));
  const cp = await startControlPlane(loadConfig({ FRAMEFLEET_DATA_DIR: dir, FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'silent' }));
  const node = await new NodeMetrics().serve(0, '127.0.0.1');
  try {
    let probes = 0;
    for (const { deployment, container } of containers(gpu)) {
      const ports = new Map((container.ports as Doc[]).map((p) => [p.name, p.containerPort]));
      for (const kind of ['readinessProbe', 'livenessProbe'] as const) {
        const probe = container[kind]?.httpGet;
        if (!probe) continue;
        probes += 1;
        assert.ok(ports.has(probe.port), `${deployment.metadata.name} ${kind}: the container has the port ${probe.port}`);
        if (container.args[0] === 'serve') {
          assert.is(ports.get(probe.port), Number(environment(gpu, container).FRAMEFLEET_HTTP_PORT), 'the probe port is the one the API listens on');
          assert.ok(cp.app!.hasRoute({ method: 'GET', url: probe.path }), `${probe.path} is a route of the control plane`);
          const answer = await fetch(`${cp.url}${probe.path}`);
          assert.is(answer.status, 200, `${kind} ${probe.path}: ${await answer.text()}`);
        } else {
          const args = container.args as string[];
          assert.is(ports.get(probe.port), Number(args[args.indexOf('--metrics-port') + 1]), 'the probe port is the node\'s metrics port');
          assert.is((await fetch(`http://127.0.0.1:${node.port}${probe.path}`)).status, 200, `${kind} ${probe.path} on a node`);
        }
      }
    }
    assert.is(probes, 4, 'readiness and liveness on the control plane, liveness on both node pools');
    assert.not.ok(cp.app!.hasRoute({ method: 'GET', url: '/healthz' }), 'a path that is no route is told apart');
  } finally {
    node.server.close();
    await cp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('every setting the templates pass is one framefleet reads and accepts; credentials only in Secrets', ({ defaults, gpu }) => {
  const known = new Set(Object.keys(variables));
  for (const docs of [defaults, gpu]) {
    const names = [
      ...Object.keys(settings(docs)), ...Object.keys(secretSettings(docs)),
      ...containers(docs).flatMap(({ container }) => (container.env ?? []).map((e: Doc) => e.name as string)),
    ];
    assert.ok(names.length >= 15, names.join(' '));
    for (const name of names) assert.ok(known.has(name) || runtimeVariables.has(name), `${name} is not a setting framefleet reads`);
    for (const name of Object.keys(settings(docs))) assert.not.ok(credential.test(name), `${name} is a credential in the ConfigMap`);
    for (const { deployment, container } of containers(docs)) {
      assert.equal(container.envFrom.map((e: Doc) => e.configMapRef?.name ?? e.secretRef?.name), ['farm-framefleet-config', 'farm-framefleet-secrets'], deployment.metadata.name);
      // What the process loads at start (throws naming any bad value).
      const config = loadConfig(environment(docs, container));
      if (container.args[0] === 'node') assert.is(config.FRAMEFLEET_GRPC_ADDR, `farm-framefleet-control-plane:${ofKind(docs, 'Service').find((s) => s.metadata.name === 'farm-framefleet-control-plane')!.spec.ports.find((p: Doc) => p.name === 'grpc').port}`);
    }
  }
  const secret = secretSettings(defaults);
  for (const name of ['FRAMEFLEET_MONGO_URL', 'FRAMEFLEET_AMQP_URL', 'FRAMEFLEET_S3_SECRET_ACCESS_KEY']) assert.ok(secret[name], `the Secret sets ${name}`);
  assert.ok(secret.FRAMEFLEET_NODE_TOKEN!.length >= 24, 'a node token is generated when the values give none');
  assert.is(secretSettings(gpu).FRAMEFLEET_FAL_KEY, 'fal-test-key', 'provider keys go to the Secret');
});

test('a credential in config, or a setting the chart sets itself, is refused at render time', async () => {
  for (const [set, message] of [['config.FRAMEFLEET_NODE_TOKEN=x', /is a credential/], ['config.FRAMEFLEET_GRPC_ADDR=a:1', /is set by the chart/]] as const) {
    const failed = await run(helm, ['template', 'farm', chart, '--set', set]).then(() => null, (err: { stderr: string }) => err.stderr);
    assert.match(failed ?? 'rendered', message, set);
  }
});

test('an existing Secret replaces the chart\'s', async () => {
  const docs = parseAllDocuments((await run(helm, ['template', 'farm', chart, '--set', 'secrets.existingSecret=farm-credentials'])).stdout).map((d) => d.toJS() as Doc).filter(Boolean);
  assert.not.ok(ofKind(docs, 'Secret').some((s) => s.metadata.name === 'farm-framefleet-secrets'));
  for (const { container } of containers(docs)) assert.ok(container.envFrom.some((e: Doc) => e.secretRef?.name === 'farm-credentials'));
});

test('render node pods outlive their drain, and the pool follows the values', async ({ defaults, gpu }) => {
  for (const { deployment, container } of [...nodeContainers(defaults), ...nodeContainers(gpu)]) {
    const args = container.args as string[];
    const drain = Number(args[args.indexOf('--drain-timeout') + 1]);
    assert.ok(drain > 0);
    assert.ok(deployment.spec.template.spec.terminationGracePeriodSeconds > drain, deployment.metadata.name);
  }
  const longer = parseAllDocuments((await run(helm, ['template', 'farm', chart, '--set', 'nodes.drainTimeoutSeconds=600'])).stdout).map((d) => d.toJS() as Doc).filter(Boolean);
  const { deployment, container } = nodeContainers(longer)[0]!;
  assert.ok(container.args.includes('600'));
  assert.is(deployment.spec.template.spec.terminationGracePeriodSeconds, 630);
});

test('the PrometheusRule and the dashboard are ops/\'s, and the ServiceMonitor scrapes both kinds of process', ({ defaults, gpu }) => {
  const rule = ofKind(gpu, 'PrometheusRule')[0]!;
  assert.equal(rule.spec, parseYaml(readFileSync(join(root, 'ops/prometheus/rules.yaml'), 'utf8')));
  assert.is(rule.metadata.labels.release, 'prometheus', 'the labels Prometheus selects rules by');
  const dashboard = ofKind(gpu, 'ConfigMap').find((c) => c.metadata.name === 'farm-framefleet-dashboard')!;
  assert.is(dashboard.metadata.labels.grafana_dashboard, '1', 'the label Grafana\'s sidecar loads dashboards by');
  assert.is(dashboard.data['framefleet.json'], readFileSync(join(root, 'ops/grafana/framefleet.json'), 'utf8'));
  assert.not.ok(ofKind(defaults, 'ConfigMap').some((c) => c.metadata.name === 'farm-framefleet-dashboard'), 'off by default');
  // Scraped once: by the ServiceMonitor, or by the pods' annotations without it.
  const scrapeAnnotated = (docs: Doc[]) => ofKind(docs, 'Deployment').filter((d) => d.spec.template.metadata.annotations?.['prometheus.io/scrape'] === 'true').length;
  assert.is(scrapeAnnotated(gpu), 0);
  assert.is(scrapeAnnotated(defaults), ofKind(defaults, 'Deployment').length);
  const monitor = ofKind(gpu, 'ServiceMonitor')[0]!;
  const services = ofKind(gpu, 'Service').filter((s) => Object.entries(monitor.spec.selector.matchLabels as Record<string, string>).every(([k, v]) => s.metadata.labels[k] === v));
  const scraped = monitor.spec.endpoints.map((e: Doc) => services.filter((s) => s.spec.ports.some((p: Doc) => p.name === e.port)).map((s) => s.metadata.name));
  assert.equal(scraped, [['farm-framefleet-control-plane'], ['farm-framefleet-render-nodes']]);
});

test('every command line in the chart is one the CLI accepts', async ({ gpu }) => {
  for (const { container } of containers(gpu)) {
    // --help after the arguments: the CLI parses (and refuses unknown options) before printing help.
    const { stdout } = await run(join(root, 'bin', 'framefleet'), [...container.args, '--help'], { env: { ...process.env, FRAMEFLEET_LOG_LEVEL: 'silent' } });
    assert.match(stdout, /usage:/, container.args.join(' '));
  }
});

test.run();
