/**
 * Job waits and render jobs over real HTTP: a control plane (SQLite store, in-process queue,
 * RenderFarm over gRPC) and a render node with the real renderer and encoder, in this process.
 * `?wait` answers within a second of a job finishing when another store connection (what another
 * replica is) finished it, and at the wait's end (not before) when it keeps running; renders and
 * previews read as jobs of kind `render` and as exports; a preview of a compose session's
 * scratch draws the scratch, not the active composition.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Jobs } from '../../control-plane/job-records/jobs.ts';
import { startControlPlane, type RunningControlPlane } from '../../control-plane/server.ts';
import type { SqliteStore } from '../../control-plane/store/index.ts';
import { startRenderNode } from '../../render-node/start.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { createInProcessJobQueue, mediaQueueName } from '../../shared/queue/index.ts';
import { until } from '../support/wait.ts';

interface Ctx { dir: string; cp: RunningControlPlane; stopNode: () => Promise<void>; orgId: string; key: string; otherKey: string }

const test = suite<Ctx>('api: job waits, render jobs and exports');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-waits-'));
  const config = loadConfig({
    FRAMEFLEET_DATA_DIR: join(ctx.dir, 'data'), FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'error', FRAMEFLEET_RATE_LIMIT_PER_MINUTE: '0',
  });
  ctx.cp = await startControlPlane(config);
  const node = await startRenderNode({
    controlPlane: `127.0.0.1:${ctx.cp.grpcPort}`, nodeToken: ctx.cp.nodeToken, queue: createInProcessJobQueue(), queueName: config.FRAMEFLEET_SCENE_QUEUE,
    mediaQueueName: mediaQueueName(config.FRAMEFLEET_SCENE_QUEUE), slots: 1, maxDeliveries: 3, dataDir: join(ctx.dir, 'node'),
  });
  ctx.stopNode = node.stop;
  const { services } = ctx.cp;
  const org = await services.accounts.createOrg({ name: 'waits', credits: 500 });
  ctx.orgId = org.id;
  const all = { projects: ['read', 'write'], renders: ['read', 'write'], media: ['read', 'write'], sessions: ['read', 'write'] } as const;
  ctx.key = (await services.apiKeys.create({ orgId: org.id, environment: 'live', name: 'waits', permissions: all as never })).key;
  const other = await services.accounts.createOrg({ name: 'waits-other', credits: 0 });
  ctx.otherKey = (await services.apiKeys.create({ orgId: other.id, environment: 'live', name: 'other', permissions: all as never })).key;
});

test.after(async (ctx) => {
  await ctx.stopNode?.();
  await ctx.cp?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function api(ctx: Ctx, method: string, path: string, options: { body?: unknown; key?: string; signal?: AbortSignal } = {}) {
  const res = await fetch(`${ctx.cp.url}${path}`, {
    method, signal: options.signal,
    headers: { authorization: `Bearer ${options.key ?? ctx.key}`, ...(options.body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: res.status, headers: res.headers, json: await res.json() as any };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const composition = (background: string, duration: number) => ({
  output: { width: 160, height: 90, fps: 30, background },
  tracks: [{ clips: [{ kind: 'shape', start: 0, duration, shape: 'rectangle', fill: background, transform: { scale: 0.1 } }] }],
});

/** Waits on a render job until it is terminal (each call holds up to 30 s). */
async function settled(ctx: Ctx, renderId: string) {
  for (let i = 0; i < 6; i++) {
    const job = await api(ctx, 'GET', `/v1/render-jobs/${renderId}?wait=30`);
    assert.is(job.status, 200, JSON.stringify(job.json));
    if (job.json.status !== 'running') return job.json;
  }
  throw new Error(`render ${renderId} did not end`);
}

/** The mean colour of the first frame of an MP4, by ffmpeg (an independent decoder). */
function firstFrameColour(mp4: Buffer, dir: string): [number, number, number] {
  const file = join(dir, `frame-${Date.now()}.mp4`);
  writeFileSync(file, mp4);
  const rgb = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  const sum = [0, 0, 0];
  for (let i = 0; i < rgb.length; i++) sum[i % 3]! += rgb[i]!;
  const pixels = rgb.length / 3;
  return sum.map((s) => Math.round(s / pixels)) as [number, number, number];
}

test('?wait=30 answers within a second of another store connection finishing the job', async (ctx) => {
  const job = await ctx.cp.services.jobs.start(ctx.orgId, { kind: 'transcription', jobKey: 'wait-other-replica', readPermission: 'media:read' });
  // Another replica shares only the store: a second connection to the same SQLite file.
  const otherReplica = (ctx.cp.store as SqliteStore).reopen();
  try {
    const startedAt = Date.now();
    const waiting = api(ctx, 'GET', `/v1/jobs/${job.id}?wait=30`).then((r) => ({ ...r, at: Date.now() }));
    await sleep(1500);
    const finishedAt = Date.now();
    assert.ok(await new Jobs(otherReplica).finish(ctx.orgId, job.id, { status: 'succeeded', result: { words: 3 } }));
    const answer = await waiting;
    assert.is(answer.status, 200);
    assert.is(answer.json.status, 'succeeded');
    assert.equal(answer.json.result, { words: 3 });
    assert.is(answer.json.kind, 'transcription');
    assert.ok(finishedAt - startedAt >= 1400, 'the wait held while the job ran');
    assert.ok(answer.at - finishedAt < 1000, `answered ${answer.at - finishedAt} ms after the job finished`);
  } finally {
    await otherReplica.close();
  }
});

test('a job this replica finishes wakes its waiters at once', async (ctx) => {
  const job = await ctx.cp.services.jobs.start(ctx.orgId, { kind: 'transcription', jobKey: 'wait-same-replica', readPermission: 'media:read' });
  const waiting = api(ctx, 'GET', `/v1/jobs/${job.id}?wait=30`);
  const waits = ctx.cp.services.jobWaits;
  await until('the request to wait', 5000, () => waits.waiting === 1);
  // Woken by the finish itself, not by the next check of the loop: the waiter is gone when notify returns
  // (a clock would say the same only on an idle machine).
  const notify = waits.notify.bind(waits);
  let wokenByFinish = false;
  waits.notify = (orgId, jobId) => {
    const before = waits.waiting;
    notify(orgId, jobId);
    if (jobId === job.id && before === 1 && waits.waiting === 0) wokenByFinish = true;
  };
  try {
    await ctx.cp.services.jobs.finish(ctx.orgId, job.id, { status: 'failed', error: { code: 'media_no_transcript', message: 'no speech' } });
    const answer = await waiting;
    assert.is(answer.json.status, 'failed');
    assert.equal(answer.json.error, { code: 'media_no_transcript', message: 'no speech' });
    assert.ok(wokenByFinish, 'the finish woke the waiting request');
  } finally {
    waits.notify = notify;
  }
});

test('a job that keeps running is answered at the end of the wait, not before; a client that leaves ends its wait', async (ctx) => {
  const job = await ctx.cp.services.jobs.start(ctx.orgId, { kind: 'transcription', jobKey: 'wait-running', readPermission: 'media:read' });
  const startedAt = Date.now();
  const answer = await api(ctx, 'GET', `/v1/jobs/${job.id}?wait=2`);
  const elapsed = Date.now() - startedAt;
  assert.is(answer.status, 200);
  assert.is(answer.json.status, 'running');
  assert.ok(elapsed >= 2000 && elapsed < 3000, `answered after ${elapsed} ms`);
  const immediate = Date.now();
  assert.is((await api(ctx, 'GET', `/v1/jobs/${job.id}?wait=0`)).json.status, 'running');
  assert.ok(Date.now() - immediate < 1000, 'wait=0 answers at once');

  const leaving = new AbortController();
  const abandoned = api(ctx, 'GET', `/v1/jobs/${job.id}?wait=60`, { signal: leaving.signal }).catch((err: Error) => err);
  await until('the request to wait', 5000, () => ctx.cp.services.jobWaits.waiting === 1);
  leaving.abort();
  assert.instance(await abandoned, Error);
  await until('the wait to end with its client', 2000, () => ctx.cp.services.jobWaits.waiting === 0);
});

test('wait outside 0..60 seconds is a 400 in the envelope; another org\'s job is 404 without waiting', async (ctx) => {
  const job = await ctx.cp.services.jobs.start(ctx.orgId, { kind: 'transcription', jobKey: 'wait-bad', readPermission: 'media:read' });
  for (const wait of ['61', '-1', 'abc', '1e3', '']) {
    const res = await api(ctx, 'GET', `/v1/jobs/${job.id}?wait=${wait}`);
    assert.is(res.status, 400, `wait=${wait}: ${JSON.stringify(res.json)}`);
    assert.is(res.json.error.code, 'validation_failed');
    assert.is(res.json.error.details.fields[0].path, 'querystring.wait');
    assert.is(res.json.error.contract, 'video-composition-api');
  }
  const startedAt = Date.now();
  const foreign = await api(ctx, 'GET', `/v1/jobs/${job.id}?wait=10`, { key: ctx.otherKey });
  assert.is(foreign.status, 404);
  assert.is(foreign.json.error.code, 'not_found');
  assert.ok(Date.now() - startedAt < 1000);
});

test('a render reads as a job of kind render: waited on through the farm until succeeded, then as an export', async (ctx) => {
  const project = await api(ctx, 'POST', '/v1/projects', { body: { name: 'render-job', composition: composition('#1d4ed8', 1) } });
  assert.is(project.status, 201, JSON.stringify(project.json));
  const render = await api(ctx, 'POST', `/v1/projects/${project.json.id}/renders`);
  assert.is(render.status, 202);
  const pendingExport = await api(ctx, 'GET', `/v1/exports/${render.json.id}`);
  assert.is(pendingExport.status, 200);
  assert.ok(['pending', 'available'].includes(pendingExport.json.status));
  const asJob = await api(ctx, 'GET', `/v1/jobs/${render.json.id}`);
  assert.is(asJob.json.kind, 'render');
  assert.is(asJob.json.jobId, render.json.id);

  const done = await settled(ctx, render.json.id);
  assert.is(done.status, 'succeeded', JSON.stringify(done));
  assert.is(done.kind, 'render');
  assert.is(done.error, null);
  assert.is(done.result.renderId, render.json.id);
  assert.is(done.result.renderKind, 'render');
  assert.is(done.result.frameCount, 30);
  assert.type(done.finishedAt, 'string');
  const mp4 = Buffer.from(await (await fetch(done.result.outputUrl)).arrayBuffer());
  assert.is(mp4.subarray(4, 8).toString(), 'ftyp');
  const generic = await api(ctx, 'GET', `/v1/jobs/${render.json.id}?wait=5`);
  assert.is(generic.json.status, 'succeeded');
  assert.is(generic.json.result.outputUrl, done.result.outputUrl);

  const delivered = await api(ctx, 'GET', `/v1/exports/${render.json.id}`);
  assert.is(delivered.status, 200);
  const e = delivered.json;
  assert.equal([e.status, e.renderId, e.container, e.codec, e.width, e.height, e.frameCount, e.sizeBytes], ['available', render.json.id, 'mp4', 'h264', 160, 90, 30, mp4.length]);
  assert.is(e.outputUrl, done.result.outputUrl);
  assert.is(e.deliveredAt, done.finishedAt);
  assert.match(e.shareUrl, /\/share\//);

  for (const path of [`/v1/jobs/${render.json.id}`, `/v1/render-jobs/${render.json.id}?wait=5`, `/v1/exports/${render.json.id}`]) {
    const foreign = await api(ctx, 'GET', path, { key: ctx.otherKey });
    assert.is(foreign.status, 404, `${path} from another org`);
  }
  assert.is((await api(ctx, 'GET', '/v1/render-jobs/job_01ABCDEF')).status, 404, 'only render ids are render jobs');
});

test("a preview of a compose session's scratch draws the scratch, not the active composition", async (ctx) => {
  const project = await api(ctx, 'POST', '/v1/projects', { body: { name: 'scratch-preview', composition: composition('#1d4ed8', 2) } });
  const session = await api(ctx, 'POST', `/v1/projects/${project.json.id}/compose-session`);
  assert.is(session.status, 201);
  const path = `/v1/projects/${project.json.id}/compose-session/${session.json.sessionId}/composition`;
  const written = await fetch(`${ctx.cp.url}${path}`, {
    method: 'PUT', headers: { authorization: `Bearer ${ctx.key}`, 'content-type': 'application/json', 'if-match': session.json.etag },
    body: JSON.stringify({ composition: composition('#dc2626', 1) }),
  });
  assert.is(written.status, 200, await written.clone().text());

  const scratchPreview = await api(ctx, 'POST', `/v1/projects/${project.json.id}/previews`, { body: { fromSec: 0, toSec: 2, sessionId: session.json.sessionId } });
  assert.is(scratchPreview.status, 202, JSON.stringify(scratchPreview.json));
  assert.is(scratchPreview.json.compositionId, session.json.sessionId, 'the render records the session as what it drew');
  const activePreview = await api(ctx, 'POST', `/v1/projects/${project.json.id}/previews`, { body: { fromSec: 0, toSec: 2 } });
  const [scratchJob, activeJob] = [await settled(ctx, scratchPreview.json.id), await settled(ctx, activePreview.json.id)];
  assert.is(scratchJob.status, 'succeeded', JSON.stringify(scratchJob));
  assert.is(scratchJob.result.renderKind, 'preview');
  assert.is(scratchJob.result.frameCount, 30, 'the scratch is 1 s long');
  assert.is(activeJob.result.frameCount, 60, 'the active composition is 2 s long');
  const [r, g, b] = firstFrameColour(Buffer.from(await (await fetch(scratchJob.result.outputUrl)).arrayBuffer()), ctx.dir);
  assert.ok(r > 150 && b < 100 && g < 100, `the scratch's red, got ${[r, g, b]}`);
  const [ar, , ab] = firstFrameColour(Buffer.from(await (await fetch(activeJob.result.outputUrl)).arrayBuffer()), ctx.dir);
  assert.ok(ab > 150 && ar < 100, `the active composition's blue, got ${[ar, ab]}`);

  const closed = await api(ctx, 'DELETE', `/v1/projects/${project.json.id}/compose-session/${session.json.sessionId}`);
  assert.is(closed.status, 200);
  const afterClose = await api(ctx, 'POST', `/v1/projects/${project.json.id}/previews`, { body: { fromSec: 0, toSec: 1, sessionId: session.json.sessionId } });
  assert.is(afterClose.status, 404, 'a closed session cannot be previewed');
});

test.run();
