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
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { outputProblems } from '../../render-node/output-check.ts';
import { ffprobeOutput } from '../support/ffprobe-output.ts';
import { composition, FarmProcesses, startProcess, stopped } from '../support/farm-processes.ts';
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
  const { node: victim } = await until('a node to start a scene', 60_000, () => farm.nodeStartingScene(renderId, () => true));
  victim.child.kill('SIGKILL');
  const killedAt = Date.now();
  await stopped(victim);

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
  const scraped = await Promise.all(farm.nodes.filter((n) => n !== victim).map(async (n) => {
    const port = JSON.parse(n.output.find((l) => l.includes('"node started"'))!).metricsPort as number;
    return (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  }));
  const total = (kind: string) => scraped.reduce((sum, text) => sum + Number(new RegExp(`framefleet_node_jobs_total\\{kind="${kind}",outcome="done"[^}]*\\} (\\d+)`).exec(text)?.[1] ?? 0), 0);
  assert.ok(total('scene') >= render.progress.scenesTotal - 1, `scenes done on the survivors: ${total('scene')}`);
  assert.is(total('assemble'), 1);
  assert.ok(scraped.every((text) => /framefleet_node_slots\{[^}]*\} 1/.test(text)));
  farm.nodes = farm.nodes.filter((n) => n !== victim);
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
