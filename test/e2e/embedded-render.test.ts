/**
 * The whole path in one process: the control plane (SQLite store, in-process queue, RenderFarm
 * over real gRPC) and a render node with the real renderer and native encoder. A composition
 * with video-like motion, text and a sound track becomes a checked MP4 through the public API.
 */
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startControlPlane, type RunningControlPlane } from '../../control-plane/server.ts';
import { startRenderNode } from '../../render-node/start.ts';
import { outputProblems } from '../../render-node/output-check.ts';
import { ffprobeOutput } from '../support/ffprobe-output.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { createInProcessJobQueue, mediaQueueName } from '../../shared/queue/index.ts';

interface Span { traceId: string; name: string }

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;

const test = suite<{ dir: string; cp: RunningControlPlane; stopNode: () => Promise<void>; spans: Span[]; collector: Server }>('e2e: embedded render');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-e2e-'));
  // An OTLP/HTTP collector on loopback: the render's spans must form one trace.
  ctx.spans = [];
  ctx.collector = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString() || '{}') as { resourceSpans?: { scopeSpans: { spans: Span[] }[] }[] };
      for (const rs of body.resourceSpans ?? []) for (const ss of rs.scopeSpans) ctx.spans.push(...ss.spans.map((sp) => ({ traceId: sp.traceId, name: sp.name })));
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise<void>((r) => ctx.collector.listen(0, '127.0.0.1', r));
  // A 3 s tone as the composition's music.
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=3', '-ar', '48000', join(ctx.dir, 'tone.wav')]);
  const config = loadConfig({
    FRAMEFLEET_DATA_DIR: join(ctx.dir, 'data'), FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'warn',
    FRAMEFLEET_SCENE_MIN_FRAMES: '15', FRAMEFLEET_SCENE_MAX_FRAMES: '30',
    OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${(ctx.collector.address() as AddressInfo).port}`,
  });
  ctx.cp = await startControlPlane(config);
  const node = await startRenderNode({
    controlPlane: `127.0.0.1:${ctx.cp.grpcPort}`, nodeToken: ctx.cp.nodeToken, queue: createInProcessJobQueue(), queueName: config.FRAMEFLEET_SCENE_QUEUE, mediaQueueName: mediaQueueName(config.FRAMEFLEET_SCENE_QUEUE), slots: 1,
    maxDeliveries: 3, dataDir: join(ctx.dir, 'node'),
  });
  ctx.stopNode = node.stop;
});

test.after(async (ctx) => {
  await ctx.stopNode?.();
  await ctx.cp?.close();
  await new Promise<void>((r) => ctx.collector.close(() => r()));
  rmSync(ctx.dir, { recursive: true, force: true });
});

test('a composition queued through the API is rendered, assembled, checked and downloadable', async ({ cp, dir }) => {
  const org = await cp.services.accounts.createOrg({ name: 'e2e', credits: 100 });
  const { key } = await cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 'e2e', permissions: { projects: ['read', 'write'], renders: ['read', 'write'], media: ['read', 'write'] } });
  const api = (path: string, init: RequestInit = {}) => fetch(`${cp.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
  // The sound track is uploaded as a media item: the node receives it by content hash.
  const uploaded = await api('/v1/media?name=tone.wav', { method: 'POST', headers: { 'content-type': 'audio/wav' }, body: readFileSync(join(dir, 'tone.wav')) });
  assert.is(uploaded.status, 201, await uploaded.clone().text());
  const tone = await uploaded.json() as { ref: string; kind: string };
  assert.is(tone.kind, 'audio');
  const composition = {
    output: { width: 320, height: 180, fps: 30, background: '#0b1020' },
    tracks: [
      { clips: [
        { kind: 'shape', start: 0, duration: 1.5, shape: 'rectangle', fill: { kind: 'linear', angle: 30, stops: [{ offset: 0, color: '#1d4ed8' }, { offset: 1, color: '#f59e0b' }] },
          animate: { 'transform.rotation': [{ time: 0, value: 0 }, { time: 1.5, value: 20, easing: 'ease-in-out' }] } },
        { kind: 'shape', start: 1.5, duration: 1.5, shape: 'ellipse', fill: '#10b981', transition: { kind: 'crossfade', duration: 0.5 } },
      ] },
      { clips: [{ kind: 'text', start: 0, duration: 3, text: 'framefleet', style: { fontSize: 36, color: '#ffffff' } }] },
      { clips: [{ kind: 'audio', start: 0, duration: 3, src: tone.ref, volume: 0.5, fadeOut: 0.5 }] },
    ],
  };
  const created = await api('/v1/projects', { method: 'POST', body: JSON.stringify({ name: 'e2e', composition }) });
  assert.is(created.status, 201, await created.clone().text());
  const project = await created.json() as { id: string };
  const queued = await api(`/v1/projects/${project.id}/renders`, { method: 'POST' });
  assert.is(queued.status, 202, await queued.clone().text());
  const render = await queued.json() as { id: string; progress: { scenesTotal: number } };
  assert.ok(render.progress.scenesTotal >= 3, 'planned into several scenes');

  let current: any;
  const deadline = Date.now() + 120_000;
  const seenPercents: number[] = [];
  while (Date.now() < deadline) {
    current = await (await api(`/v1/renders/${render.id}`)).json();
    seenPercents.push(current.progress.percent);
    if (['complete', 'error', 'cancelled'].includes(current.status)) break;
    await new Promise((r) => setTimeout(r, 200));
  }
  assert.is(current.status, 'complete', JSON.stringify(current));
  assert.equal(seenPercents, [...seenPercents].sort((a, b) => a - b), 'progress only moves forward');
  assert.is(current.progress.scenesCompleted, current.progress.scenesTotal);
  // The assembly's seam check passed at every join between the scenes, with the 3 s of sound.
  assert.equal({ ...current.seams, audioSec: Math.round(current.seams.audioSec * 1000) / 1000 }, {
    checked: true, ok: true, boundaries: current.progress.scenesTotal - 1, frames: 90, audioSec: 3,
  });

  const download = await fetch(current.outputUrl);
  assert.is(download.status, 200);
  const file = join(dir, 'out.mp4');
  writeFileSync(file, Buffer.from(await download.arrayBuffer()));
  const facts = await ffprobeOutput(file);
  assert.equal(outputProblems(facts, { frames: 90, width: 320, height: 180, fps: 30, withAudio: true }), []);
  assert.is(facts.videoCodec, 'h264');
  assert.is(facts.audioCodec, 'aac');
  const wallet = (await cp.services.accounts.getOrg(org.id))!.wallet;
  assert.equal([wallet.balanceCredits, wallet.availableCredits], [97, 97], '3 s at 320x180 costs 3 credits, charged once');

  // Where the time went: every scene on the timeline, inside the render's wall time, and as a chart.
  const timeline = await (await api(`/v1/renders/${render.id}/timeline`)).json() as { wallSeconds: number; scenes: { startSec: number; endSec: number; frames: number }[] };
  assert.is(timeline.scenes.length, current.progress.scenesTotal);
  assert.is(timeline.scenes.reduce((n, s) => n + s.frames, 0), 90);
  assert.ok(timeline.scenes.every((s) => s.startSec >= 0 && s.endSec >= s.startSec && s.endSec <= timeline.wallSeconds), JSON.stringify(timeline));
  const svg = await api(`/v1/renders/${render.id}/timeline.svg`);
  assert.is(svg.headers.get('content-type'), 'image/svg+xml');
  assert.is(((await svg.text()).match(/<rect [^>]*fill="#2563eb"/g) ?? []).length, timeline.scenes.length, 'a bar per scene');

  // A scoped preview of [1 s, 2.5 s) at 144 px: the same pipeline, a window of frames, a smaller picture, the sound of that stretch.
  const previewed = await api(`/v1/projects/${project.id}/previews`, { method: 'POST', body: JSON.stringify({ fromSec: 1, toSec: 2.5, maxHeight: 144 }) });
  assert.is(previewed.status, 202, await previewed.clone().text());
  const preview = await previewed.json() as { id: string; kind: string; listUsd: number; format: { width: number; height: number; frameCount: number } };
  assert.equal([preview.kind, preview.listUsd, preview.format.width, preview.format.height, preview.format.frameCount], ['preview', 0.02, 256, 144, 45]);
  let done: any;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    done = await (await api(`/v1/renders/${preview.id}`)).json();
    if (['complete', 'error', 'cancelled'].includes(done.status)) break;
  }
  assert.is(done.status, 'complete', JSON.stringify(done));
  assert.equal([done.seams.checked, done.seams.ok, done.seams.frames, done.seams.boundaries, Math.round(done.seams.audioSec * 1000) / 1000], [true, true, 45, done.progress.scenesTotal - 1, 1.5]);
  const previewFile = join(dir, 'preview.mp4');
  writeFileSync(previewFile, Buffer.from(await (await fetch(done.outputUrl)).arrayBuffer()));
  assert.equal(outputProblems(await ffprobeOutput(previewFile), { frames: 45, width: 256, height: 144, fps: 30, withAudio: true }), []);
  const after = (await cp.services.accounts.getOrg(org.id))!.wallet;
  assert.equal([after.balanceCredits, after.availableCredits], [95, 95], 'a preview is one capture (2 credits), never exports');
});

test('framefleet render --api renders a local composition file on a deployment through its public API', async ({ cp, dir }) => {
  const org = await cp.services.accounts.createOrg({ name: 'cli-e2e', credits: 100 });
  const { key } = await cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 'cli', permissions: { projects: ['read', 'write'], renders: ['read', 'write'], media: ['read', 'write'] } });
  const file = join(dir, 'cli.json');
  writeFileSync(file, JSON.stringify({
    output: { width: 320, height: 180, fps: 30 },
    tracks: [
      { clips: [{ kind: 'text', start: 0, duration: 2, text: 'from the CLI', style: { fontSize: 32, color: '#ffffff' } }] },
      { clips: [{ kind: 'audio', start: 0, duration: 2, src: 'tone.wav' }] },
    ],
  }));
  const out = join(dir, 'cli.mp4');
  const { stdout } = await run(join(root, 'bin', 'framefleet'), ['render', file, '-o', out, '--api', cp.url, '--key', key, '--timeline', join(dir, 'cli.svg')], { env: { ...process.env, FRAMEFLEET_LOG_LEVEL: 'warn' } });
  assert.match(stdout, /60 frames, \d+ scenes, .* on http:\/\/127\.0\.0\.1/);
  assert.equal(outputProblems(await ffprobeOutput(out), { frames: 60, width: 320, height: 180, fps: 30, withAudio: true }), []);
  assert.match(readFileSync(join(dir, 'cli.svg'), 'utf8'), /^<svg/);
  const media = await cp.services.media.list(org.id, { limit: 10 });
  assert.equal(media.items.map((m) => [m.name, m.kind]), [['tone.wav', 'audio']], 'the local file went up as a media item');

  const refused = await run(join(root, 'bin', 'framefleet'), ['render', file, '-o', out, '--api', cp.url, '--key', 'svc_live_wrong'], { env: process.env }).catch((err: { code: number; stderr: string }) => err);
  assert.is((refused as { code: number }).code, 1);
  assert.match((refused as { stderr: string }).stderr, /401 unauthorized/);
});

test('a 29.97 fps render with sound passes its seam check at every join between scenes', async ({ cp, dir }) => {
  const org = await cp.services.accounts.createOrg({ name: 'ntsc-e2e', credits: 100 });
  const { key } = await cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 'ntsc', permissions: { projects: ['read', 'write'], renders: ['read', 'write'], media: ['read', 'write'] } });
  const api = (path: string, init: RequestInit = {}) => fetch(`${cp.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
  const tone = await (await api('/v1/media?name=tone.wav', { method: 'POST', headers: { 'content-type': 'audio/wav' }, body: readFileSync(join(dir, 'tone.wav')) })).json() as { ref: string };
  const composition = {
    output: { width: 160, height: 90, fps: 29.97 },
    tracks: [
      { clips: [{ kind: 'shape', start: 0, duration: 2, shape: 'ellipse', fill: '#10b981', animate: { 'transform.rotation': [{ time: 0, value: 0 }, { time: 2, value: 90 }] } }] },
      { clips: [{ kind: 'audio', start: 0, duration: 2, src: tone.ref }] },
    ],
  };
  const project = await (await api('/v1/projects', { method: 'POST', body: JSON.stringify({ name: 'ntsc', composition }) })).json() as { id: string };
  const queued = await (await api(`/v1/projects/${project.id}/renders`, { method: 'POST' })).json() as { id: string };
  let done: any;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    done = await (await api(`/v1/renders/${queued.id}`)).json();
    if (['complete', 'error', 'cancelled'].includes(done.status)) break;
  }
  assert.is(done.status, 'complete', JSON.stringify(done));
  assert.ok(done.progress.scenesTotal >= 2, 'planned into several scenes');
  // 2 s at 30000/1001 fps: the sound lasts the frames' time, to the millisecond.
  const frames = done.format.frameCount;
  assert.equal([done.seams.checked, done.seams.ok, done.seams.boundaries, done.seams.frames], [true, true, done.progress.scenesTotal - 1, frames]);
  assert.ok(Math.abs(done.seams.audioSec - (frames * 1001) / 30000) <= 0.001, `sound ${done.seams.audioSec} s for ${frames} frames`);
});

test('cancelling a render stops the node working on it within seconds', async ({ cp }) => {
  const org = await cp.services.accounts.createOrg({ name: 'cancel-e2e', credits: 1000 });
  // Long enough (about 20 s of 1080p drawing on one node) that it is certainly mid-scene when cancelled.
  const composition = {
    output: { width: 1920, height: 1080, fps: 30 },
    tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 20, shape: 'rectangle', fill: { kind: 'radial', stops: [{ offset: 0, color: '#fde047' }, { offset: 1, color: '#7c2d12' }] } }] }],
  };
  const { project } = await cp.services.projects.create(org.id, { name: 'cancel', composition });
  const active = await cp.services.projects.activeComposition(org.id, project.id);
  const queued = await cp.services.submissions.submit(org.id, active);
  const working = async () => (await cp.registry.list()).some((n) => n.inFlight.some((job) => job.renderId === queued.id));
  for (const deadline = Date.now() + 30_000; !(await working()); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > deadline) throw new Error('no node picked the render up');
  }
  await cp.services.renders.cancel(org.id, queued.id);
  const cancelledAt = Date.now();
  for (const deadline = cancelledAt + 15_000; await working(); await new Promise((r) => setTimeout(r, 100))) {
    if (Date.now() > deadline) throw new Error('the node kept working on a cancelled render');
  }
  const stoppedAfter = Date.now() - cancelledAt;
  assert.ok(stoppedAfter < 10_000, `stopped after ${stoppedAfter} ms`);
  const render = await cp.services.renders.get(org.id, queued.id);
  assert.is(render.status, 'cancelled');
  assert.ok(render.progress.scenesCompleted < render.progress.scenesTotal, 'the remaining scenes were dropped, not rendered');
});

test('the render is one trace from the API request through the queue, the nodes and the assembly', async ({ cp, stopNode, spans }) => {
  await stopNode();
  await cp.close();
  const queued = spans.find((sp) => sp.name === 'render.queue');
  assert.ok(queued, `spans seen: ${[...new Set(spans.map((sp) => sp.name))].join(', ')}`);
  const inTrace = new Set(spans.filter((sp) => sp.traceId === queued!.traceId).map((sp) => sp.name));
  for (const name of ['render.queue', 'render.dispatch', 'node.scene', 'node.assemble', 'node.assemble.join']) assert.ok(inTrace.has(name), `${name} is not in the render's trace (${[...inTrace].join(', ')})`);
});

test.run();
