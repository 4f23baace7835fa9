/**
 * The farm as operators run it: a control plane and three render nodes as separate processes on
 * real RabbitMQ, the MongoDB-compatible server and the S3-compatible object store, which nodes
 * read and write through presigned URLs (the control plane moves no media bytes during a render:
 * its blob-byte counter shows it). One node is SIGKILLed in the middle of a scene:
 * the render still completes, the node is reported lost within 30 s, and the MP4 is byte-identical
 * to the same composition rendered undisturbed by a single worker in embedded mode. Then the
 * control plane itself is killed mid-render and restarted, and the render completes. A node
 * started without --data keeps its cache in a temporary folder, which goes when it stops.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outputProblems } from '../../render-node/output-check.ts';
import { ffprobeOutput } from '../support/ffprobe-output.ts';
import { composition, FarmProcesses, logLines, type Proc, startLineOf, startProcess, stopped } from '../support/farm-processes.ts';
import { attr, spansOf } from '../support/otlp.ts';
import { until } from '../support/wait.ts';

interface Ctx { dir: string; farm: FarmProcesses }

const test = suite<Ctx>('e2e: distributed farm on RabbitMQ, the MongoDB-compatible server and the S3-compatible store');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-dist-'));
  ctx.farm = await FarmProcesses.start({ dir: ctx.dir, nodes: 3, toneSeconds: 10, sceneFrames: { min: 15, max: 30 } });
});

test.after(async (ctx) => {
  await ctx.farm?.cleanup();
  rmSync(ctx.dir, { recursive: true, force: true });
});

/** Where the tests leave the trace pictures they make, to be looked at. */
const pictures = join(import.meta.dirname, '../../build/render-traces');

/** A node process's id in the farm, from its start line. */
function nodeIdOf(node: Proc): string {
  return startLineOf(node).nodeId as string;
}

/** A node's Prometheus series, from the metrics port its start line gives. */
async function nodeMetrics(node: Proc): Promise<string> {
  return (await fetch(`http://127.0.0.1:${startLineOf(node).metricsPort as number}/metrics`)).text();
}

/** Waits until no node works on a job (a copy left from an earlier test would count in /proc but not in this render's report). */
async function nodesIdle(farm: FarmProcesses): Promise<void> {
  await until('every node to finish its jobs', 60_000, async () => {
    const scraped = await Promise.all(farm.nodes.map(nodeMetrics));
    return scraped.every((text) => /^framefleet_node_jobs_in_flight(\{[^}]*\})? 0$/m.test(text)) || undefined;
  });
}

/** CPU-seconds a process and the children it waited for used so far, read from /proc as `top` would. */
function processCpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return [11, 12, 13, 14].reduce((sum, i) => sum + Number(fields[i]), 0) / 100;
}

/** Blob bytes that passed through the control plane so far (uploads in, downloads out). */
async function controlPlaneBlobBytes(farm: FarmProcesses): Promise<number> {
  const metrics = await (await fetch(`${farm.base}/metrics`)).text();
  return [...metrics.matchAll(/^framefleet_farm_blob_bytes_total\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

test('a node killed mid-scene: the render completes, the node is lost within 30 s, the bytes match an undisturbed render', async ({ farm }) => {
  const blobBytesBefore = await controlPlaneBlobBytes(farm);
  const doc = (media = farm.media) => composition(6, 'Node loss', media);
  const renderId = await farm.queueRender(doc());
  // Kill the first node seen starting a scene of this render, while it renders.
  const { node: victim, jobId: lostJobId } = await until('a node to start a scene', 60_000, () => farm.nodeStartingScene(renderId, () => true));
  // Killed once it draws the scene: it told the control plane which slot it took.
  await until('the victim to draw', 30_000, () => logLines(victim).some((l) => l.msg === 'composition ready' && l.jobId === lostJobId) || undefined);
  await new Promise((r) => setTimeout(r, 100));
  victim.child.kill('SIGKILL');
  const killedAt = Date.now();
  await stopped(victim);
  farm.nodes = farm.nodes.filter((n) => n !== victim);

  const lostAfterMs = await until('the control plane to report the node lost', 40_000, async () => {
    const metrics = await (await fetch(`${farm.base}/metrics`)).text();
    return /framefleet_render_nodes\{[^}]*status="lost"[^}]*\} 1/.test(metrics) ? Date.now() - killedAt : undefined;
  });
  assert.ok(lostAfterMs < 30_000, `lost after ${lostAfterMs} ms`);

  const render = await farm.finished(renderId, 180_000);
  assert.is(render.status, 'complete', JSON.stringify(render));
  const distributedHash = await farm.output(render, 'distributed.mp4');
  assert.equal(outputProblems(await ffprobeOutput(join(farm.options.dir, 'distributed.mp4')), { frames: 180, width: 640, height: 360, fps: 30, withAudio: true }), []);
  assert.is(farm.referenceRender(doc, 'single'), distributedHash, 'distributed with a node loss = embedded on one worker, byte for byte');
  // Nodes fetched the media and snapshot and stored segments and the output in the object store themselves.
  const mediaAndOutputBytes = ['tone.wav', 'badge.png', 'distributed.mp4'].reduce((sum, f) => sum + statSync(join(farm.options.dir, f)).size, 0);
  const throughControlPlane = await controlPlaneBlobBytes(farm) - blobBytesBefore;
  console.log(`blob bytes through the control plane during the render: ${throughControlPlane} (media and output: ${mediaAndOutputBytes})`);
  assert.ok(throughControlPlane < 0.01 * mediaAndOutputBytes, `${throughControlPlane} blob bytes passed through the control plane (media and output: ${mediaAndOutputBytes})`);

  // Each surviving node serves its own Prometheus series: between them they did every scene and the assembly.
  const scraped = await Promise.all(farm.nodes.map(nodeMetrics));
  const total = (kind: string) => scraped.reduce((sum, text) => sum + Number(new RegExp(`framefleet_node_jobs_total\\{kind="${kind}",outcome="done"[^}]*\\} (\\d+)`).exec(text)?.[1] ?? 0), 0);
  assert.ok(total('scene') >= render.progress.scenesTotal - 1, `scenes done on the survivors: ${total('scene')}`);
  assert.is(total('assemble'), 1);
  assert.ok(scraped.every((text) => /framefleet_node_slots\{[^}]*\} 1/.test(text)));

  // The trace shows the lost scene on the dead node and the copy that counted on a survivor.
  const victimId = nodeIdOf(victim);
  const spans = spansOf(await farm.api(`/v1/renders/${renderId}/trace`));
  const sceneSpans = spans.filter((s) => /^scene \d+$/.test(s.name));
  // The scene it drew when it died (and any it held waiting) shows lost on its row.
  const lost = sceneSpans.find((s) => attr(s, 'framefleet.outcome') === 'lost' && Number(attr(s, 'framefleet.slot')) >= 1);
  assert.ok(lost, `a lost attempt in a slot: ${JSON.stringify(sceneSpans.map((s) => [s.name, attr(s, 'framefleet.node_id'), attr(s, 'framefleet.slot'), attr(s, 'framefleet.outcome')]))}`);
  assert.is(attr(lost, 'framefleet.node_id'), victimId);
  assert.is(lost.status.code, 2);
  const redone = sceneSpans.find((s) => s.name === lost.name && attr(s, 'framefleet.outcome') === 'recorded');
  assert.ok(redone, `the recorded attempt of ${lost.name}`);
  assert.is.not(attr(redone, 'framefleet.node_id'), victimId);
  assert.ok(BigInt(redone.startTimeUnixNano) > BigInt(lost.startTimeUnixNano), 'the copy started after the lost attempt');
  const root = spans.find((s) => s.name === 'render');
  assert.ok(spans.every((s) => s === root || s.parentSpanId), 'every span has a parent but the render');
  assert.ok(spans.some((s) => s.parentSpanId === redone.spanId && s.name === 'draw_encode'), 'the attempt shows its stages');
  // Its cost report counts the scene done twice (the lost attempt joins it once the sweep finds the node lost).
  const report = await until('the cost report to count the lost attempt', 20_000, async () => {
    const r = (await farm.api(`/v1/renders/${renderId}`)).costReport;
    return r?.unreportedAttempts >= 1 ? r : undefined;
  });
  assert.ok(report.scenesRedone >= 1, JSON.stringify(report));
  assert.ok(report.cpuSeconds > 0 && report.estimatedUsd.total > 0);
  const svgResponse = await fetch(`${farm.base}/v1/renders/${renderId}/trace?format=svg`, { headers: { authorization: `Bearer ${farm.key}` } });
  assert.is(svgResponse.headers.get('content-type'), 'image/svg+xml');
  const svg = await svgResponse.text();
  assert.match(svg, /lost/);
  assert.ok(svg.includes(victimId.slice(-10)), 'the dead node has its row');
  mkdirSync(pictures, { recursive: true });
  writeFileSync(join(pictures, 'node-loss.svg'), svg);
});

test("a render's cost report: its CPU-seconds within 10 % of the node processes' CPU time measured from /proc", async ({ farm }) => {
  await nodesIdle(farm);
  const pids = farm.nodes.map((n) => n.child.pid!);
  const nodesCpu = () => pids.map(processCpuSeconds).reduce((a, b) => a + b, 0);
  // What idle nodes spend (heartbeats, metrics, the broker's client) is no job's: measured first, left out.
  const idleFrom = { cpu: nodesCpu(), at: performance.now() };
  await new Promise((r) => setTimeout(r, 3000));
  const idlePerSecond = (nodesCpu() - idleFrom.cpu) / ((performance.now() - idleFrom.at) / 1000);
  const before = { cpu: nodesCpu(), at: performance.now() };
  const renderId = await farm.queueRender(composition(6, 'Cost', farm.media));
  const render = await farm.finished(renderId, 180_000);
  assert.is(render.status, 'complete', JSON.stringify(render));
  await nodesIdle(farm);
  const idle = idlePerSecond * ((performance.now() - before.at) / 1000);
  const measured = nodesCpu() - before.cpu - idle;
  const report = render.costReport;
  const summed = report.stages.reduce((n: number, s: { cpuSeconds: number }) => n + s.cpuSeconds, 0);
  console.log(`render ${renderId}: cost report ${summed.toFixed(2)} CPU-s over ${report.stages.map((s: any) => `${s.stage} ${s.cpuSeconds.toFixed(2)}`).join(', ')}; /proc ${measured.toFixed(2)} CPU-s (idle nodes' ${idle.toFixed(2)} left out)`);
  assert.ok(Math.abs(summed - measured) <= 0.1 * measured, `cost report ${summed.toFixed(3)} CPU-s against /proc ${measured.toFixed(3)} CPU-s`);
  assert.is(report.scenesRedone, 0);
  assert.is(report.attempts, render.progress.scenesTotal + 1, 'one attempt per scene and the assembly');
  assert.ok(report.bytesUploaded >= statSync(join(farm.options.dir, 'distributed.mp4')).size * 0.5, 'segments and the output were uploaded');
  writeFileSync(join(pictures, 'cost.svg'), await (await fetch(`${farm.base}/v1/renders/${renderId}/trace?format=svg`, { headers: { authorization: `Bearer ${farm.key}` } })).text());
});

test('a control plane killed mid-render and restarted completes the render', async ({ farm }) => {
  const renderId = await farm.queueRender(composition(8, 'Restart', farm.media));
  await until('a scene to complete', 60_000, async () => (await farm.api(`/v1/renders/${renderId}`)).progress.scenesCompleted >= 1);
  farm.cp.child.kill('SIGKILL');
  await stopped(farm.cp);
  await farm.startControlPlane();
  const render = await farm.finished(renderId, 180_000);
  assert.is(render.status, 'complete', JSON.stringify(render));
  assert.is(render.progress.scenesCompleted, render.progress.scenesTotal);
  await farm.output(render, 'restart.mp4');
  assert.equal(outputProblems(await ffprobeOutput(join(farm.options.dir, 'restart.mp4')), { frames: 240, width: 640, height: 360, fps: 30, withAudio: true }), []);
});

test('a node started without --data deletes its temporary folder when it stops', async ({ farm }) => {
  const node = startProcess(['node', '--slots', '1', '--drain-timeout', '5', '--metrics-port', 'off'], farm.nodeEnv);
  const folder = join(tmpdir(), `framefleet-node-${node.child.pid}`);
  try {
    await until('the node to start', 60_000, () => node.output.some((l) => l.includes('"node started"')) || (node.child.exitCode !== null && Promise.reject(new Error(node.output.join('\n')))));
    assert.ok(existsSync(join(folder, 'blobs')), 'the node keeps its cache in a folder named after its process');
  } finally {
    node.child.kill('SIGTERM');
    await stopped(node);
  }
  assert.is(node.child.exitCode, 0, node.output.join('\n'));
  assert.not.ok(existsSync(folder), 'the folder is gone');
});

test.run();
