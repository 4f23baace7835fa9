/**
 * The control plane with FRAMEFLEET_BLOBS=s3 against the S3-compatible server of `framefleet
 * services start`: uploads are probed from the bucket, a render's snapshot, segments and output
 * live there, stills are written there by the node itself, and the links API clients get are
 * presigned URLs of the object store, not /files.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startControlPlane, type RunningControlPlane } from '../../control-plane/server.ts';
import type { Static } from '@sinclair/typebox';
import { StillResultView } from '../../control-plane/features/stills/views.ts';
import { startRenderNode } from '../../render-node/start.ts';
import { outputProblems } from '../../render-node/output-check.ts';
import { ffprobeOutput } from '../support/ffprobe-output.ts';
import { loadConfig, type Config } from '../../shared/config/index.ts';
import { createInProcessJobQueue, mediaQueueName } from '../../shared/queue/index.ts';

const test = suite<{ dir: string; config: Config; cp: RunningControlPlane; stopNode: () => Promise<void> }>('e2e: blobs in the S3-compatible store');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-s3-e2e-'));
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=440:duration=1', '-ar', '48000', join(ctx.dir, 'tone.wav')]);
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=1', '-frames:v', '1', join(ctx.dir, 'still.png')]);
  ctx.config = loadConfig({
    ...process.env, FRAMEFLEET_BLOBS: 's3', FRAMEFLEET_DATA_DIR: join(ctx.dir, 'data'), FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0',
    FRAMEFLEET_LOG_LEVEL: 'warn', FRAMEFLEET_SCENE_MIN_FRAMES: '15', FRAMEFLEET_SCENE_MAX_FRAMES: '30',
  });
  ctx.cp = await startControlPlane(ctx.config);
  const node = await startRenderNode({
    controlPlane: `127.0.0.1:${ctx.cp.grpcPort}`, nodeToken: ctx.cp.nodeToken, queue: createInProcessJobQueue(), queueName: ctx.config.FRAMEFLEET_SCENE_QUEUE, mediaQueueName: mediaQueueName(ctx.config.FRAMEFLEET_SCENE_QUEUE), slots: 1,
    maxDeliveries: 3, dataDir: join(ctx.dir, 'node'),
  });
  ctx.stopNode = node.stop;
});

test.after(async (ctx) => {
  await ctx.stopNode?.();
  await ctx.cp?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

test('media, renders and their links go through the object store', async ({ cp, dir, config }) => {
  assert.is(cp.services.blobs.adapter, 's3');
  const org = await cp.services.accounts.createOrg({ name: 's3', credits: 10 });
  const { key } = await cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 's3', permissions: { projects: ['read', 'write'], renders: ['read', 'write'], media: ['read', 'write'] } });
  const api = (path: string, init: RequestInit = {}) => fetch(`${cp.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
  const fromObjectStore = (url: string) => assert.ok(url.startsWith(`${config.FRAMEFLEET_S3_ENDPOINT}/${config.FRAMEFLEET_S3_BUCKET}/`) && url.includes('X-Amz-Signature='), url);

  // ffprobe and the thumbnail read the upload back from the bucket.
  const png = readFileSync(join(dir, 'still.png'));
  const image = await (await api('/v1/media?name=still.png', { method: 'POST', headers: { 'content-type': 'image/png' }, body: png })).json() as { kind: string; width: number; downloadUrl: string; thumbnailUrl: string };
  assert.equal([image.kind, image.width], ['image', 320]);
  fromObjectStore(image.downloadUrl);
  fromObjectStore(image.thumbnailUrl);
  assert.ok(Buffer.from(await (await fetch(image.downloadUrl)).arrayBuffer()).equals(png));
  const thumbnail = await fetch(image.thumbnailUrl);
  assert.equal([thumbnail.status, thumbnail.headers.get('content-type')], [200, 'image/jpeg']);

  const tone = await (await api('/v1/media?name=tone.wav', { method: 'POST', headers: { 'content-type': 'audio/wav' }, body: readFileSync(join(dir, 'tone.wav')) })).json() as { ref: string; kind: string };
  assert.is(tone.kind, 'audio');
  const composition = {
    output: { width: 320, height: 180, fps: 30, background: '#0b1020' },
    tracks: [
      { clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'ellipse', fill: '#10b981' }] },
      { clips: [{ kind: 'audio', start: 0, duration: 1, src: tone.ref }] },
    ],
  };
  const project = await (await api('/v1/projects', { method: 'POST', body: JSON.stringify({ name: 's3', composition }) })).json() as { id: string };
  const queued = await api(`/v1/projects/${project.id}/renders`, { method: 'POST' });
  assert.is(queued.status, 202, await queued.clone().text());
  const render = await queued.json() as { id: string };
  let current: { status: string; outputUrl: string } | undefined;
  for (const until = Date.now() + 90_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    current = await (await api(`/v1/renders/${render.id}`)).json() as { status: string; outputUrl: string };
    if (['complete', 'error', 'cancelled'].includes(current.status)) break;
  }
  assert.is(current?.status, 'complete', JSON.stringify(current));
  fromObjectStore(current!.outputUrl);
  const download = await fetch(current!.outputUrl);
  assert.equal([download.status, download.headers.get('content-disposition')], [200, `attachment; filename="${render.id}.mp4"`]);
  const file = join(dir, 'out.mp4');
  writeFileSync(file, Buffer.from(await download.arrayBuffer()));
  assert.equal(outputProblems(await ffprobeOutput(file), { frames: 30, width: 320, height: 180, fps: 30, withAudio: true }), []);

  // The snapshot and the segments are objects too.
  const stored = await cp.services.renders.get(org.id, render.id);
  for (const blob of [stored.compositionHash, ...Object.values(stored.scenes).map((s) => s.segmentHash)]) {
    assert.ok(await cp.services.blobs.stat(blob), `${blob} is in the bucket`);
  }
  // With links pointing at the object store, the control plane serves no /files route.
  assert.is((await fetch(`${cp.url}/files/${stored.output!.blobKey}/out.mp4?exp=${Date.now() + 60_000}&sig=x`)).status, 404);
});

test('exemplar frames go up to the bucket through presigned PUTs and come back through presigned GETs', async ({ cp, config }) => {
  const org = await cp.services.accounts.createOrg({ name: 's3-exemplars', credits: 0 });
  const { key } = await cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 's3', permissions: { projects: ['read', 'write'] } });
  const api = (path: string, init: RequestInit = {}) => fetch(`${cp.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
  const frames = [0, 1].map((i) => Buffer.from(`exemplar ${i}`));
  const reservation = await api('/v1/brand-kits/exemplar-uploads', { method: 'POST', body: JSON.stringify({ count: 2, sizeBytes: frames.map((f) => f.length), contactSheetSizeBytes: 1000 }) });
  assert.is(reservation.status, 200, await reservation.clone().text());
  const r = await reservation.json() as { uploads: { key: string; url: string }[]; contactSheetUpload: { key: string; url: string } };
  for (const [i, slot] of r.uploads.entries()) {
    assert.ok(slot.url.startsWith(`${config.FRAMEFLEET_S3_ENDPOINT}/${config.FRAMEFLEET_S3_BUCKET}/orgs/${org.id}/brand-inspiration/`), slot.url);
    // The bucket itself refuses a body one byte over the signed size.
    const over = await fetch(slot.url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: Buffer.concat([frames[i]!, Buffer.from('x')]) });
    assert.ok(over.status >= 400 && over.status < 500, `one byte over answered ${over.status}`);
    const put = await fetch(slot.url, { method: 'PUT', headers: { 'content-type': 'image/jpeg' }, body: frames[i] });
    assert.is(put.status, 200, await put.text());
  }
  const kit = {
    kitId: 's3', name: 'S3', colors: { primary: '#000000', secondary: '#111111', accent: '#222222', background: '#333333', text: '#ffffff' },
    headingFont: { fontFamily: 'Inter', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 },
  };
  const unuploaded = await api('/v1/brand-kits', { method: 'POST', body: JSON.stringify({ ...kit, contactSheetKey: r.contactSheetUpload.key }) });
  assert.is(unuploaded.status, 422, 'the contact sheet was reserved but never uploaded');
  const created = await api('/v1/brand-kits', { method: 'POST', body: JSON.stringify({ ...kit, exemplarKeys: r.uploads.map((u) => u.key) }) });
  assert.is(created.status, 200, await created.clone().text());
  const { id } = await created.json() as { id: string };
  const links = await (await api(`/v1/brand-kits/${id}/exemplar-frames`, { method: 'POST', body: '{}' })).json() as { frames: { key: string; url: string }[] };
  assert.is(links.frames.length, 2);
  for (const [i, frame] of links.frames.entries()) {
    assert.ok(frame.url.includes('X-Amz-Signature='), frame.url);
    assert.ok(Buffer.from(await (await fetch(frame.url)).arrayBuffer()).equals(frames[i]!));
  }
});

test('a still capture: the node writes the PNGs to the bucket itself; the job result links there', async ({ cp, config }) => {
  const org = await cp.services.accounts.createOrg({ name: 's3-stills', credits: 10 });
  const { key } = await cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 's3', permissions: { projects: ['read', 'write'] } });
  const api = (path: string, init: RequestInit = {}) => fetch(`${cp.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
  const uploadedThroughControlPlane = async () => Number(/^framefleet_farm_blob_bytes_total\{direction="in"\} (\d+)/m.exec(await (await fetch(`${cp.url}/metrics`)).text())?.[1] ?? 0);
  const composition = { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'ellipse', fill: '#f59e0b' }] }, { clips: [{ kind: 'text', start: 0, duration: 1, text: 'S3' }] }] };
  const created = await api('/v1/projects', { method: 'POST', body: JSON.stringify({ name: 's3-stills', composition }) });
  assert.is(created.status, 201, await created.clone().text());
  const project = await created.json() as { id: string };
  const before = await uploadedThroughControlPlane();
  const queued = await api(`/v1/projects/${project.id}/stills`, { method: 'POST', body: JSON.stringify({ timestamps: [0.1, 0.9] }) });
  assert.is(queued.status, 202, await queued.clone().text());
  const { jobId } = await queued.json() as { jobId: string };
  let job: { status: string; result: Record<string, unknown> } | undefined;
  for (const until = Date.now() + 60_000; Date.now() < until; await new Promise((r) => setTimeout(r, 200))) {
    job = await (await api(`/v1/jobs/${jobId}`)).json() as typeof job;
    if (job!.status !== 'running') break;
  }
  assert.is(job?.status, 'succeeded', JSON.stringify(job));
  const { stills } = job!.result as Static<typeof StillResultView>;
  assert.is(stills.length, 2);
  for (const still of stills) {
    assert.ok(still.url.startsWith(`${config.FRAMEFLEET_S3_ENDPOINT}/${config.FRAMEFLEET_S3_BUCKET}/`) && still.url.includes('X-Amz-Signature='), still.url);
    const download = await fetch(still.url);
    assert.equal([download.status, download.headers.get('content-type')], [200, 'image/png']);
    assert.is(Buffer.from(await download.arrayBuffer()).length, still.sizeBytes);
  }
  assert.is(await uploadedThroughControlPlane(), before, 'no image bytes passed through the control plane');
});

test.run();
