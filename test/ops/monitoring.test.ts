/**
 * The monitoring in ops/ against the processes it watches: every PromQL expression of the alert
 * rules and the dashboard parses, and names only series and labels a control plane or a render
 * node registers (or Prometheus adds at the scrape); the farm gauges that every control-plane
 * replica exports alike are never added up over replicas; and promtool checks the rules and runs
 * their cases (ops/prometheus/rules.test.yaml), in which every alert fires and stays quiet.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { parser } from '@prometheus-io/lezer-promql';
import type { Registry } from 'prom-client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parse as parseYaml } from 'yaml';
import { deploymentWideGauges } from '../../control-plane/farm/metrics.ts';
import { startControlPlane } from '../../control-plane/server.ts';
import { NodeMetrics } from '../../render-node/metrics.ts';
import { loadConfig } from '../../shared/config/index.ts';

type SyntaxNode = ReturnType<typeof parser.parse>['topNode'];

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const promtool = join(root, '.framefleet/bin/promtool');

/**
 * Labels Prometheus puts on every series it scrapes: job and instance (ops/prometheus/prometheus.yml),
 * and those the Prometheus Operator adds for the chart's ServiceMonitor.
 */
const targetLabels = ['job', 'instance', 'namespace', 'pod', 'service', 'endpoint', 'container'];

/**
 * Series of exporters the dashboard reads beside framefleet's own: NVIDIA's dcgm-exporter on GPU
 * hosts (ops/README.md), with the labels it exports.
 */
const externalSeries = /^DCGM_FI_DEV_[A-Z_]+$/;
const externalLabels = ['gpu', 'UUID', 'device', 'modelName', 'Hostname', 'pci_bus_id'];

interface Query { where: string; expr: string; labelRefs: string[] }

function ruleQueries(): Query[] {
  const rules = parseYaml(readFileSync(join(root, 'ops/prometheus/rules.yaml'), 'utf8')) as { groups: { rules: { alert: string; expr: string; annotations?: Record<string, string> }[] }[] };
  return rules.groups.flatMap((g) => g.rules.map((r) => ({
    where: `alert ${r.alert}`, expr: r.expr,
    labelRefs: Object.values(r.annotations ?? {}).flatMap((text) => [...text.matchAll(/\$labels\.(\w+)/g)].map((m) => m[1]!)),
  })));
}

function dashboardQueries(): Query[] {
  const dashboard = JSON.parse(readFileSync(join(root, 'ops/grafana/framefleet.json'), 'utf8')) as { panels: { title: string; targets: { expr: string; legendFormat?: string }[] }[] };
  return dashboard.panels.flatMap((p) => p.targets.map((t) => ({
    where: `panel "${p.title}"`, expr: t.expr,
    labelRefs: [...(t.legendFormat ?? '').matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!),
  })));
}

/** Every metric name a registry registers, with the label names its series carry. */
async function registered(registry: Registry): Promise<Map<string, Set<string>>> {
  const series = new Map<string, Set<string>>();
  // Default labels (the process role) are on every sample; read them from one.
  const defaultLabels = Object.keys((await registry.getMetricsAsJSON()).flatMap((m) => m.values)[0]?.labels ?? {});
  for (const metric of registry.getMetricsAsArray() as unknown as { name: string; labelNames?: string[]; type?: string; get(): Promise<{ type: string }> }[]) {
    const labels = new Set([...(metric.labelNames ?? []), ...defaultLabels]);
    const { type } = await metric.get();
    if (type === 'histogram') {
      series.set(`${metric.name}_bucket`, new Set([...labels, 'le']));
      series.set(`${metric.name}_sum`, labels);
      series.set(`${metric.name}_count`, labels);
    } else if (type === 'summary') {
      series.set(metric.name, new Set([...labels, 'quantile']));
      series.set(`${metric.name}_sum`, labels);
      series.set(`${metric.name}_count`, labels);
    } else {
      series.set(metric.name, labels);
    }
  }
  return series;
}

function children(node: SyntaxNode): SyntaxNode[] {
  const out: SyntaxNode[] = [];
  for (let c = node.firstChild; c; c = c.nextSibling) out.push(c);
  return out;
}

function descendants(node: SyntaxNode, name: string): SyntaxNode[] {
  return children(node).flatMap((c) => [...(c.name === name ? [c] : []), ...descendants(c, name)]);
}

/** A parsed expression: its selectors (metric and matched labels) and the labels it groups or matches on. */
function analyse(expr: string) {
  const tree = parser.parse(expr);
  const text = (n: SyntaxNode) => expr.slice(n.from, n.to);
  const errors: string[] = [];
  tree.iterate({ enter: (n) => { if (n.type.isError) errors.push(`syntax error at ${n.from}: ${JSON.stringify(expr.slice(Math.max(0, n.from - 10), n.from + 10))}`); } });
  const top = tree.topNode;
  const selectors = descendants(top, 'VectorSelector').map((node) => ({
    node,
    metric: children(node).filter((c) => c.name === 'Identifier').map(text)[0] ?? '',
    labels: descendants(node, 'LabelName').map(text),
  }));
  const grouping = descendants(top, 'GroupingLabels').flatMap((g) => descendants(g, 'LabelName').map(text));
  return { errors, selectors, grouping, text };
}

/**
 * Why a selector of a deployment-wide gauge is not taken per deployment, or null when it is: the
 * nearest aggregation around it (through functions and parentheses only) must be max, min or avg,
 * and must drop instance and pod.
 */
function perDeploymentProblem(selector: SyntaxNode, text: (n: SyntaxNode) => string): string | null {
  const passThrough = new Set(['MatrixSelector', 'SubqueryExpr', 'FunctionCallBody', 'FunctionCall', 'ParenExpr']);
  let node = selector.parent;
  while (node && passThrough.has(node.name)) node = node.parent;
  if (!node || node.name !== 'AggregateExpr') return `is not inside an aggregation (each replica's copy would count)`;
  const op = text(children(node).find((c) => c.name === 'AggregateOp')!).toLowerCase();
  if (!['max', 'min', 'avg'].includes(op)) return `is aggregated with ${op}, which adds up the replicas' copies`;
  const modifier = children(node).find((c) => c.name === 'AggregateModifier');
  if (!modifier) return null; // max(x): one series for everything
  const labels = descendants(modifier, 'LabelName').map(text);
  const without = children(modifier).some((c) => c.name === 'Without');
  const keepsReplica = without ? !['instance', 'pod'].every((l) => labels.includes(l)) : labels.some((l) => l === 'instance' || l === 'pod');
  return keepsReplica ? `keeps the replica's labels (${text(modifier)})` : null;
}

const test = suite('ops: alert rules and dashboard match the processes');

let exported: Map<string, Set<string>>;

test.before(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-monitoring-'));
  const cp = await startControlPlane(loadConfig({ FRAMEFLEET_DATA_DIR: dir, FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'silent' }));
  try {
    exported = new Map([...await registered(cp.metrics), ...await registered(new NodeMetrics().registry)]);
  } finally {
    await cp.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('the registries are read whole: farm, webhook and node series with their labels and the process role', () => {
  assert.equal([...exported.get('framefleet_queue_depth')!].sort(), ['queue', 'role']);
  assert.ok(exported.get('framefleet_node_heartbeat_age_seconds')!.has('hostname'));
  assert.ok(exported.get('framefleet_scene_duration_seconds_bucket')!.has('le'));
  assert.ok(exported.has('framefleet_webhook_dead_letters_total'));
  assert.equal([...exported.get('framefleet_node_jobs_total')!].sort(), ['kind', 'outcome', 'role']);
  for (const name of deploymentWideGauges) assert.ok(exported.has(name), `${name} is registered`);
});

test('every rule and panel query parses and names only exported series and labels', () => {
  const queries = [...ruleQueries(), ...dashboardQueries()];
  assert.ok(queries.length >= 20, `${queries.length} queries`);
  const problems: string[] = [];
  for (const q of queries) {
    const { errors, selectors, grouping } = analyse(q.expr);
    problems.push(...errors.map((e) => `${q.where}: ${e}`));
    assert.ok(selectors.length > 0, `${q.where}: no series in ${q.expr}`);
    const available = new Set<string>(targetLabels);
    for (const s of selectors) {
      const external = externalSeries.test(s.metric);
      const labels = external ? new Set(externalLabels) : exported.get(s.metric);
      if (!labels) { problems.push(`${q.where}: ${s.metric} is exported by no framefleet process`); continue; }
      for (const l of labels) available.add(l);
      for (const l of s.labels) if (!labels.has(l) && !targetLabels.includes(l)) problems.push(`${q.where}: ${s.metric} has no label ${l}`);
    }
    for (const l of [...grouping, ...q.labelRefs]) if (!available.has(l)) problems.push(`${q.where}: label ${l} is on none of its series`);
  }
  assert.equal(problems, []);
});

test('a query naming an unknown series or label is caught', () => {
  const { selectors, errors } = analyse('max without (instance) (framefleet_queue_depths{queu="x"})');
  assert.equal(errors, []);
  assert.is(exported.has(selectors[0]!.metric), false);
  assert.is(exported.get('framefleet_queue_depth')!.has(selectors[0]!.labels[0]!), false);
  assert.ok(analyse('sum by (status (framefleet_render_nodes)').errors.length > 0, 'a syntax error is reported');
});

test('the per-deployment gauges are taken once, not once per control-plane replica', () => {
  const problems: string[] = [];
  let checked = 0;
  for (const q of [...ruleQueries(), ...dashboardQueries()]) {
    const { selectors, text } = analyse(q.expr);
    for (const s of selectors.filter((s) => (deploymentWideGauges as readonly string[]).includes(s.metric))) {
      checked += 1;
      const problem = perDeploymentProblem(s.node, text);
      if (problem) problems.push(`${q.where}: ${s.metric} ${problem}`);
    }
  }
  assert.ok(checked >= 8, `${checked} uses of the farm gauges`);
  assert.equal(problems, []);
  // The check tells the two apart.
  const flagged = (expr: string) => { const a = analyse(expr); return perDeploymentProblem(a.selectors[0]!.node, a.text); };
  assert.ok(flagged('sum by (status) (framefleet_render_nodes)'));
  assert.ok(flagged('framefleet_queue_depth > 50'));
  assert.ok(flagged('max by (instance) (framefleet_scenes_in_flight)'));
  assert.is(flagged('sum by (status) (max without (instance, pod) (framefleet_render_nodes))'), null);
  assert.is(flagged('max without (instance, pod) (deriv(framefleet_queue_depth[10m]))'), null);
});

test('promtool accepts the rules, and every alert fires and stays quiet in its cases', async () => {
  assert.ok(existsSync(promtool), `${promtool} is missing: run ops/services/install.sh`);
  const check = await run(promtool, ['check', 'rules', join(root, 'ops/prometheus/rules.yaml')]);
  assert.match(check.stdout, /SUCCESS: \d+ rules found/);
  const cases = join(root, 'ops/prometheus/rules.test.yaml');
  const result = await run(promtool, ['test', 'rules', cases]).catch((err: { stdout: string; stderr: string }) => err);
  assert.match(result.stdout + result.stderr, /SUCCESS/, result.stdout + result.stderr);
  // Every alert has a case where it fires and one where it must stay quiet.
  const alerts = ruleQueries().map((q) => q.where.replace('alert ', ''));
  const tests = (parseYaml(readFileSync(cases, 'utf8')) as { tests: { alert_rule_test: { alertname: string; exp_alerts: unknown[] }[] }[] }).tests.flatMap((t) => t.alert_rule_test);
  for (const alert of alerts) {
    assert.ok(tests.some((t) => t.alertname === alert && t.exp_alerts.length > 0), `${alert} has a case where it fires`);
    assert.ok(tests.some((t) => t.alertname === alert && t.exp_alerts.length === 0), `${alert} has a case where it stays quiet`);
  }
});

test.run();
