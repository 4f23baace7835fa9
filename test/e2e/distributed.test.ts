/**
 * The farm as operators run it: a control plane and three render nodes as separate processes on
 * real RabbitMQ, the MongoDB-compatible server and the S3-compatible object store, which nodes
 * read and write through presigned URLs (the control plane moves no media bytes during a render:
 * its blob-byte counter proves it). One node is SIGKILLed in the middle of a scene:
 * the render still completes, the node is reported lost within 30 s, and the MP4 is byte-identical
 * to the same composition rendered undisturbed by a single worker in embedded mode. Then the
 * control plane itself is killed mid-render and restarted, and the render completes.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { MongoStore } from '../../control-plane/store/index.ts';
import { outputProblems, probeOutput } from '../../render-node/output-check.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { createRabbitJobQueue, mediaQueueName } from '../../shared/queue/index.ts';
import { freePort, until } from '../support/wait.ts';

const root = new URL('../../', import.meta.url).pathname;
const cli = join(root, 'bin/framefleet');


interface Proc { child: ChildProcess; output: string[] }

function start(args: string[], env: Record<string, string>): Proc {
  const child = spawn(cli, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const proc: Proc = { child, output: [] };
  const collect = (chunk: Buffer) => proc.output.push(...chunk.toString().split('\n').filter(Boolean));
  child.stdout!.on('data', collect);
  child.stderr!.on('data', collect);
  return proc;
}


function stopped(p: Proc): Promise<void> {
  return new Promise((resolve) => (p.child.exitCode !== null || p.child.signalCode !== null ? resolve() : p.child.once('exit', () => resolve())));
}

/** Media as the composition names them: uploaded items (`media:<id>`) or files beside the JSON. */
interface MediaNames { tone: string; badge: string }

const composition = (seconds: number, title: string, media: MediaNames) => ({
  output: { width: 640, height: 360, fps: 30, background: '#0f172a' },
  tracks: [
    { clips: [
      { kind: 'shape', start: 0, duration: seconds / 2, shape: 'rectangle', fill: { kind: 'linear', angle: 45, stops: [{ offset: 0, color: '#7c3aed' }, { offset: 1, color: '#f97316' }] },
        animate: { 'transform.rotation': [{ time: 0, value: -10 }, { time: seconds / 2, value: 10, easing: 'ease-in-out' }] } },
      { kind: 'shape', start: seconds / 2, duration: seconds / 2, shape: 'ellipse', fill: '#22c55e', transition: { kind: 'wipe', duration: 0.5, direction: 'left' } },
    ] },
    { clips: [{ kind: 'text', start: 0, duration: seconds, text: title, style: { fontSize: 56, color: '#f8fafc' } }] },
    { clips: [{ kind: 'image', start: 0, duration: seconds, src: media.badge, fit: 'contain', transform: { x: 560, y: 80, width: 120, height: 120 } }] },
    { clips: [{ kind: 'audio', start: 0, duration: seconds, src: media.tone, volume: 0.4, fadeIn: 0.25, fadeOut: 0.5 }] },
  ],
});

interface Ctx {
  dir: string; env: Record<string, string>; cp: Proc; nodes: Proc[]; base: string; key: string; media: MediaNames; cleanup: () => Promise<void>;
}

const test = suite<Ctx>('e2e: distributed farm on RabbitMQ, the MongoDB-compatible server and the S3-compatible store');

test.before(async (ctx) => {
  const config = loadConfig();
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-dist-'));
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=330:duration=10', '-ar', '48000', join(ctx.dir, 'tone.wav')]);
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=256x256:rate=1', '-frames:v', '1', join(ctx.dir, 'badge.png')]);
  const unique = `${process.pid}_${Date.now().toString(36)}`;
  const mongoUrl = new URL(config.FRAMEFLEET_MONGO_URL);
  mongoUrl.pathname = `/framefleet_e2e_${unique}`;
  const [http, grpc] = [await freePort(), await freePort()];
  ctx.base = `http://127.0.0.1:${http}`;
  ctx.env = {
    FRAMEFLEET_STORE: 'mongo', FRAMEFLEET_MONGO_URL: mongoUrl.toString(), FRAMEFLEET_QUEUE: 'rabbitmq', FRAMEFLEET_AMQP_URL: config.FRAMEFLEET_AMQP_URL,
    FRAMEFLEET_BLOBS: 's3',
    FRAMEFLEET_NODE_TOKEN: `e2e-node-token-${unique}`, FRAMEFLEET_SCENE_QUEUE: `framefleet.e2e.${unique}`,
    FRAMEFLEET_HTTP_PORT: String(http), FRAMEFLEET_GRPC_ADDR: `127.0.0.1:${grpc}`, FRAMEFLEET_DATA_DIR: join(ctx.dir, 'control-plane'),
    FRAMEFLEET_SCENE_MIN_FRAMES: '15', FRAMEFLEET_SCENE_MAX_FRAMES: '30', FRAMEFLEET_LOG_LEVEL: 'warn',
    // The test polls the API every 50 ms for minutes: more than an org may ask of a production deployment.
    FRAMEFLEET_RATE_LIMIT_PER_MINUTE: '0',
  };
  ctx.cp = start(['serve'], ctx.env);
  await until('the control plane to listen', 60_000, () => ctx.cp.output.some((l) => l.startsWith('listening on')) || (ctx.cp.child.exitCode !== null && Promise.reject(new Error(ctx.cp.output.join('\n')))));
  ctx.nodes = [0, 1, 2].map((i) => start(['node', '--slots', '1', '--data', join(ctx.dir, `node-${i}`), '--drain-timeout', '5', '--metrics-port', '0'], ctx.env));
  await until('three nodes to start', 60_000, () => ctx.nodes.every((n) => n.output.some((l) => l.includes('"node started"'))));
  const key = JSON.parse(execFileSync(cli, ['keys', 'create', '--org', 'e2e', '--name', 'e2e', '--credits', '1000', '--json'], { env: { ...process.env, ...ctx.env } }).toString());
  ctx.key = key.key;
  // The nodes have no copy of the media: they fetch the uploaded items by content hash.
  const upload = async (file: string, type: string) => {
    const res = await fetch(`${ctx.base}/v1/media?name=${file}`, { method: 'POST', headers: { authorization: `Bearer ${ctx.key}`, 'content-type': type }, body: readFileSync(join(ctx.dir, file)) });
    assert.is(res.status, 201, await res.clone().text());
    return (await res.json() as { ref: string }).ref;
  };
  ctx.media = { tone: await upload('tone.wav', 'audio/wav'), badge: await upload('badge.png', 'image/png') };
  ctx.cleanup = async () => {
    for (const p of [ctx.cp, ...ctx.nodes]) p?.child.kill('SIGKILL');
    const store = new MongoStore(ctx.env.FRAMEFLEET_MONGO_URL!);
    await store.dropDatabase().catch(() => {});
    await store.close();
    const queue = await createRabbitJobQueue({ url: config.FRAMEFLEET_AMQP_URL });
    await queue.deleteQueue(ctx.env.FRAMEFLEET_SCENE_QUEUE!).catch(() => {});
    await queue.deleteQueue(mediaQueueName(ctx.env.FRAMEFLEET_SCENE_QUEUE!)).catch(() => {});
    await queue.close();
    rmSync(ctx.dir, { recursive: true, force: true });
  };
});

test.after(async (ctx) => ctx.cleanup?.());

async function api(ctx: Ctx, path: string, init: RequestInit = {}) {
  const res = await fetch(`${ctx.base}${path}`, { ...init, headers: { authorization: `Bearer ${ctx.key}`, 'content-type': 'application/json', ...init.headers } });
  const body = await res.json() as any;
  if (res.status >= 400) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${JSON.stringify(body)}${res.status >= 500 ? `\ncontrol plane log:\n${ctx.cp.output.slice(-5).join('\n')}` : ''}`);
  return body;
}

async function queueRender(ctx: Ctx, doc: unknown): Promise<string> {
  const project = await api(ctx, '/v1/projects', { method: 'POST', body: JSON.stringify({ name: 'e2e', composition: doc }) });
  return (await api(ctx, `/v1/projects/${project.id}/renders`, { method: 'POST' })).id;
}

async function finished(ctx: Ctx, renderId: string, ms: number) {
  let last: unknown;
  try {
    return await until(`render ${renderId} to finish`, ms, async () => {
      const r = await api(ctx, `/v1/renders/${renderId}`).catch(() => undefined);
      last = r ?? last;
      return r && ['complete', 'error', 'cancelled'].includes(r.status) ? r : undefined;
    });
  } catch (err) {
    const logs = [ctx.cp, ...ctx.nodes].map((p) => p.output.slice(-8).join('\n')).join('\n---\n');
    throw new Error(`${(err as Error).message}; last state ${JSON.stringify(last)}\n${logs}`);
  }
}

async function sha256Of(url: string, file: string): Promise<string> {
  const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
  writeFileSync(file, bytes);
  return createHash('sha256').update(bytes).digest('hex');
}

/** Blob bytes that passed through the control plane so far (uploads in, downloads out). */
async function controlPlaneBlobBytes(ctx: Ctx): Promise<number> {
  const metrics = await (await fetch(`${ctx.base}/metrics`)).text();
  return [...metrics.matchAll(/^framefleet_farm_blob_bytes_total\{[^}]*\} (\d+)/gm)].reduce((sum, m) => sum + Number(m[1]), 0);
}

test('a node killed mid-scene: the render completes, the node is lost within 30 s, the bytes match an undisturbed render', async (ctx) => {
  const blobBytesBefore = await controlPlaneBlobBytes(ctx);
  const renderId = await queueRender(ctx, composition(6, 'Node loss', ctx.media));
  // Kill the first node seen starting a scene of this render, while it renders.
  const victim = await until('a node to start a scene', 60_000, () =>
    ctx.nodes.find((n) => n.output.some((l) => l.includes('"job started"') && l.includes(renderId) && l.includes('"kind":"scene"'))));
  victim.child.kill('SIGKILL');
  const killedAt = Date.now();
  await stopped(victim);

  const lostAfterMs = await until('the control plane to report the node lost', 40_000, async () => {
    const metrics = await (await fetch(`${ctx.base}/metrics`)).text();
    return /framefleet_render_nodes\{[^}]*status="lost"[^}]*\} 1/.test(metrics) ? Date.now() - killedAt : undefined;
  });
  assert.ok(lostAfterMs < 30_000, `lost after ${lostAfterMs} ms`);

  const render = await finished(ctx, renderId, 180_000);
  assert.is(render.status, 'complete', JSON.stringify(render));
  const distributed = join(ctx.dir, 'distributed.mp4');
  const distributedHash = await sha256Of(render.outputUrl, distributed);
  assert.equal(outputProblems(await probeOutput(distributed), { frames: 180, width: 640, height: 360, fps: 30, withAudio: true }), []);
  // Nodes fetched the media and snapshot and stored segments and the output in the object store themselves.
  const mediaAndOutputBytes = ['tone.wav', 'badge.png', 'distributed.mp4'].reduce((sum, f) => sum + readFileSync(join(ctx.dir, f)).length, 0);
  const throughControlPlane = await controlPlaneBlobBytes(ctx) - blobBytesBefore;
  console.log(`blob bytes through the control plane during the render: ${throughControlPlane} (media and output: ${mediaAndOutputBytes})`);
  assert.ok(throughControlPlane < 0.01 * mediaAndOutputBytes, `${throughControlPlane} blob bytes passed through the control plane (media and output: ${mediaAndOutputBytes})`);

  // The same composition, rendered undisturbed by one worker in embedded mode.
  const file = join(ctx.dir, 'doc.json');
  writeFileSync(file, JSON.stringify(composition(6, 'Node loss', { tone: 'tone.wav', badge: 'badge.png' })));
  const single = join(ctx.dir, 'single.mp4');
  execFileSync(cli, ['render', file, '-o', single, '--workers', '1'], {
    env: { ...process.env, FRAMEFLEET_SCENE_MIN_FRAMES: '15', FRAMEFLEET_SCENE_MAX_FRAMES: '30', FRAMEFLEET_LOG_LEVEL: 'warn' }, stdio: 'pipe',
  });
  assert.is(createHash('sha256').update(readFileSync(single)).digest('hex'), distributedHash, 'distributed with a node loss = embedded on one worker, byte for byte');

  // Each surviving node serves its own Prometheus series: between them they did every scene and the assembly.
  const scraped = await Promise.all(ctx.nodes.filter((n) => n !== victim).map(async (n) => {
    const port = JSON.parse(n.output.find((l) => l.includes('"node started"'))!).metricsPort as number;
    return (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
  }));
  const total = (kind: string) => scraped.reduce((sum, text) => sum + Number(new RegExp(`framefleet_node_jobs_total\\{kind="${kind}",outcome="done"[^}]*\\} (\\d+)`).exec(text)?.[1] ?? 0), 0);
  assert.ok(total('scene') >= render.progress.scenesTotal - 1, `scenes done on the survivors: ${total('scene')}`);
  assert.is(total('assemble'), 1);
  assert.ok(scraped.every((text) => /framefleet_node_slots\{[^}]*\} 1/.test(text)));
  ctx.nodes = ctx.nodes.filter((n) => n !== victim);
});

test('a control plane killed mid-render and restarted completes the render', async (ctx) => {
  const renderId = await queueRender(ctx, composition(8, 'Restart', ctx.media));
  await until('a scene to complete', 60_000, async () => (await api(ctx, `/v1/renders/${renderId}`)).progress.scenesCompleted >= 1);
  ctx.cp.child.kill('SIGKILL');
  await stopped(ctx.cp);
  ctx.cp = start(['serve'], ctx.env);
  await until('the restarted control plane to listen', 60_000, () => ctx.cp.output.some((l) => l.startsWith('listening on')));
  const render = await finished(ctx, renderId, 180_000);
  assert.is(render.status, 'complete', JSON.stringify(render));
  assert.is(render.progress.scenesCompleted, render.progress.scenesTotal);
  const out = join(ctx.dir, 'restart.mp4');
  await sha256Of(render.outputUrl, out);
  assert.equal(outputProblems(await probeOutput(out), { frames: 240, width: 640, height: 360, fps: 30, withAudio: true }), []);
});

test.run();
