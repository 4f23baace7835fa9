/**
 * Still-frame evidence through the API and a real render node: a still request freezes the
 * project's composition, a node draws it with the renderer the renders use, and the job's result
 * lists one image per timestamp — the same pixels `framefleet frame` draws — for one
 * compose_capture whatever the number of timestamps. Out-of-bounds timestamps and failures cost
 * nothing.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Static } from '@sinclair/typebox';
import { StillResultView } from '../../control-plane/features/stills/views.ts';
import { decodeRgba, probeImage, psnr } from '../support/images.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

const run = promisify(execFile);
const cli = new URL('../../bin/framefleet', import.meta.url).pathname;
const publicUrl = 'http://127.0.0.1:8080';

interface Ctx { h: Harness; dir: string; photo: Buffer }

const test = suite<Ctx>('api: still-frame evidence');

test.before(async (ctx) => {
  ctx.h = await createHarness();
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-stills-'));
  // A photo-like picture: a gradient with a disc, so scaling and placement show in the pixels.
  const canvas = createCanvas(240, 160);
  const g = canvas.getContext('2d');
  const gradient = g.createLinearGradient(0, 0, 240, 160);
  gradient.addColorStop(0, '#0ea5e9');
  gradient.addColorStop(1, '#f97316');
  g.fillStyle = gradient;
  g.fillRect(0, 0, 240, 160);
  g.fillStyle = '#fde047';
  g.beginPath();
  g.arc(160, 60, 40, 0, Math.PI * 2);
  g.fill();
  ctx.photo = await canvas.encode('png');
  writeFileSync(join(ctx.dir, 'photo.png'), ctx.photo);
});
test.after(async (ctx) => { await ctx.h?.close(); rmSync(ctx.dir, { recursive: true, force: true }); });

/** Text, shapes (one animated) and an image: `src` is the photo as the API names it, or as a file beside the composition. */
function composition(src: string) {
  return {
    output: { width: 320, height: 180, fps: 25, background: '#111827' },
    tracks: [
      { clips: [
        { kind: 'shape', start: 0, duration: 2, shape: 'rectangle', fill: { kind: 'linear', angle: 30, stops: [{ offset: 0, color: '#1d4ed8' }, { offset: 1, color: '#f59e0b' }] },
          animate: { 'transform.rotation': [{ time: 0, value: 0 }, { time: 2, value: 25, easing: 'ease-in-out' }] } },
      ] },
      { clips: [{ kind: 'image', start: 0.4, duration: 1.6, src, fit: 'contain', transform: { width: 120, height: 80, x: 30, y: 20 } }] },
      { clips: [{ kind: 'shape', start: 0, duration: 2, shape: 'ellipse', fill: '#10b981', transform: { width: 60, height: 60, x: 220, y: 100 } }] },
      { clips: [{ kind: 'text', start: 0, duration: 2, text: 'Evidence', style: { fontSize: 28, color: '#ffffff' }, transform: { y: 60 },
        animate: { opacity: [{ time: 0, value: 0.2 }, { time: 1, value: 1 }] } }] },
    ],
  };
}

async function projectWithPhoto(h: Harness, key: string, photo: Buffer): Promise<{ projectId: string; mediaRef: string }> {
  const uploaded = await h.call(key, { method: 'POST', url: '/v1/media?name=photo.png', headers: { 'content-type': 'image/png' }, payload: photo });
  assert.is(uploaded.statusCode, 201, uploaded.body);
  const mediaRef = uploaded.json().ref as string;
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'evidence', composition: composition(mediaRef) } });
  assert.is(created.statusCode, 201, created.body);
  return { projectId: created.json().id as string, mediaRef };
}

const stills = (h: Harness, key: string, projectId: string, body: object) => h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/stills`, payload: body });

/** The job once it ends, read as a client does (a long-polled GET /v1/jobs/{id}, signed links in the result). */
async function finished(h: Harness, key: string, jobId: string) {
  return until(`job ${jobId} to end`, 60_000, async () => {
    const job = (await h.call(key, { method: 'GET', url: `/v1/jobs/${jobId}?wait=20` })).json();
    return job.status !== 'running' && job;
  }, 100);
}

async function wallet(h: Harness, orgId: string) {
  return (await h.services.accounts.getOrg(orgId))!.wallet;
}

async function jobCount(h: Harness, orgId: string): Promise<number> {
  return h.services.store.orgCollection({ name: 'jobs', idPrefix: 'job', unique: [['jobKey']] }).forOrg(orgId).count();
}

test('a timestamp at or past the end is a 422 naming each one: nothing is held, charged, stored or queued', async ({ h, photo }) => {
  const { orgId, key } = await h.newOrg('stills-bounds', { credits: 10 });
  const { projectId } = await projectWithPhoto(h, key, photo);
  const before = await wallet(h, orgId);
  for (const timestamps of [[2], [0.5, 2, 7.25]]) {
    const r = await stills(h, key, projectId, { timestamps });
    assert.is(r.statusCode, 422, r.body);
    const body = r.json();
    assert.is(body.error.code, 'timestamp_out_of_bounds');
    assert.equal(body.error.details.timestamps, timestamps.filter((t) => t >= 2));
    assert.equal(body.error.details.fields.map((f: { path: string }) => f.path), timestamps.flatMap((t, i) => (t >= 2 ? [`body.timestamps[${i}]`] : [])));
    assert.is(body.error.details.durationSec, 2);
  }
  assert.equal(await wallet(h, orgId), before, 'the wallet is untouched');
  assert.is(await jobCount(h, orgId), 0, 'no job was started');
  assert.is(await h.services.stills.captures.forOrg(orgId).count(), 0);
  const bad = await stills(h, key, projectId, { timestamps: [] });
  assert.is(bad.statusCode, 400);
  assert.is((await stills(h, key, projectId, { timestamps: Array.from({ length: 21 }, () => 0) })).statusCode, 400);
  assert.is((await stills(h, key, projectId, { timestamps: [-1] })).statusCode, 400);
  assert.is((await stills(h, key, projectId, { timestamps: [1], format: 'gif' })).statusCode, 400, 'unknown fields are refused');
});

test('three timestamps: one job, three PNGs equal to what `framefleet frame` draws, one compose_capture charged', async ({ h, dir, photo }) => {
  const { orgId, key } = await h.newOrg('stills-happy', { credits: 10 });
  const { projectId } = await projectWithPhoto(h, key, photo);
  const timestamps = [0.2, 1.0, 1.96];
  const r = await stills(h, key, projectId, { timestamps });
  assert.is(r.statusCode, 202, r.body);
  const receipt = r.json();
  assert.equal([receipt.kind, receipt.status, receipt.contract !== undefined], ['preview_frame', 'running', true]);
  assert.match(receipt.jobId, /^job_/);
  const held = await wallet(h, orgId);
  assert.equal([held.balanceCredits, held.availableCredits], [10, 8], 'one compose_capture (2 credits) is held');

  const job = await finished(h, key, receipt.jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  assert.is(job.kind, 'preview_frame');
  const after = await wallet(h, orgId);
  assert.equal([after.balanceCredits, after.availableCredits, after.usage.compose_capture], [8, 8, 1], 'charged once for three stills');
  const charges = (await h.services.accounts.listLedger(orgId, 10)).items.filter((e) => e.kind === 'charge');
  assert.equal(charges.map((c) => [c.featureId, c.credits]), [['compose_capture', -2]]);

  const result = job.result as Static<typeof StillResultView>;
  assert.equal(result.stills.map((s) => [s.atSec, s.frame, s.width, s.height, s.mediaType]), [
    [0.2, 5, 320, 180, 'image/png'], [1.0, 25, 320, 180, 'image/png'], [1.96, 49, 320, 180, 'image/png'],
  ]);
  assert.equal([result.projectId, result.sessionId, result.compositionVersion], [projectId, null, 1]);

  // The same composition with the photo as a file beside it, drawn by the CLI.
  writeFileSync(join(dir, 'comp.json'), JSON.stringify(composition('photo.png')));
  for (const [i, still] of result.stills.entries()) {
    const download = await h.app.inject({ method: 'GET', url: still.url.replace(publicUrl, '') });
    assert.is(download.statusCode, 200, download.body);
    const png = download.rawPayload;
    assert.is(png.length, still.sizeBytes);
    const file = join(dir, `still-${i}.png`);
    writeFileSync(file, png);
    assert.equal(await probeImage(file), { codec: 'png', width: 320, height: 180 });

    const reference = join(dir, `cli-${i}.png`);
    await run(cli, ['frame', join(dir, 'comp.json'), '--at', String(timestamps[i]), '-o', reference]);
    const drawn = readFileSync(reference);
    if (!png.equals(drawn)) {
      const quality = psnr(decodeRgba(png).rgba, decodeRgba(drawn).rgba);
      assert.ok(quality >= 50, `still ${i} differs from framefleet frame: PSNR ${quality.toFixed(1)} dB`);
    }
  }
  const distinct = new Set(result.stills.map((s) => s.url.split('?')[0]));
  assert.is(distinct.size, 3, 'three different pictures');
});

test('without credits for one capture: 402, and no job', async ({ h, photo }) => {
  const { orgId, key } = await h.newOrg('stills-poor', { credits: 1 });
  const { projectId } = await projectWithPhoto(h, key, photo);
  const r = await stills(h, key, projectId, { timestamps: [0.5] });
  assert.is(r.statusCode, 402, r.body);
  assert.is(r.json().error.code, 'billing_required');
  assert.is(await jobCount(h, orgId), 0);
  assert.equal([(await wallet(h, orgId)).availableCredits], [1]);
});

test('a still of a broken media item fails its job with a sanitized message and releases the hold', async ({ h }) => {
  const { orgId, key } = await h.newOrg('stills-broken', { credits: 10 });
  // A media item whose stored bytes are not a picture (as if the file were damaged after its probe).
  const garbage = Buffer.from('this is not a PNG at all, just text pretending to be one');
  const blob = await h.services.blobs.put(garbage);
  const item = await h.services.media.items.forOrg(orgId).insert({
    name: 'damaged.png', status: 'ready', source: 'upload', sourceUrl: null, sizeBytes: garbage.length, contentHash: blob.key, thumbnailKey: null, error: null,
    kind: 'image', mimeType: 'image/png', durationSec: null, width: 240, height: 160, hasAudio: false,
  });
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'broken', composition: composition(`media:${item.id}`) } });
  assert.is(created.statusCode, 201, created.body);
  const r = await stills(h, key, created.json().id, { timestamps: [1] });
  assert.is(r.statusCode, 202, r.body);
  assert.is((await wallet(h, orgId)).availableCredits, 8);
  const job = await finished(h, key, r.json().jobId);
  assert.is(job.status, 'failed');
  assert.is(job.error.code, 'asset_unreadable');
  assert.match(job.error.message, new RegExp(`media:${item.id}`));
  assert.not.match(job.error.message, /\/tmp\/|\n|\bat .*\.ts:/, 'no paths or stacks');
  const after = await wallet(h, orgId);
  assert.equal([after.balanceCredits, after.availableCredits, after.usage.compose_capture ?? 0], [10, 10, 0], 'the hold went back; nothing was charged');
  assert.equal((await h.services.accounts.listLedger(orgId, 10)).items.filter((e) => e.kind === 'charge'), []);
});

test('an uncharged JPEG capture (a poster) at a capped height leaves the wallet alone', async ({ h, dir, photo }) => {
  const { orgId, key } = await h.newOrg('stills-poster', { credits: 0 });
  const { projectId } = await projectWithPhoto(h, key, photo);
  const target = await h.services.stills.targetOf(orgId, projectId);
  const { job } = await h.services.stills.capture(orgId, target, { timestamps: [1.5], format: 'jpeg', quality: 85, maxHeight: 90, charge: false });
  assert.is(job.kind, 'preview_frame');
  const done = await finished(h, key, job.id);
  assert.is(done.status, 'succeeded', JSON.stringify(done.error));
  const [poster] = (done.result as Static<typeof StillResultView>).stills;
  assert.equal([poster!.frame, poster!.width, poster!.height, poster!.mediaType], [38, 160, 90, 'image/jpeg']);
  const download = await h.app.inject({ method: 'GET', url: poster!.url.replace(publicUrl, '') });
  const file = join(dir, 'poster.jpg');
  writeFileSync(file, download.rawPayload);
  assert.equal(await probeImage(file), { codec: 'mjpeg', width: 160, height: 90 });
  const after = await wallet(h, orgId);
  assert.equal([after.balanceCredits, after.availableCredits, after.holds, after.charges], [0, 0, {}, {}]);
});

test('a session id the deployment does not know is a 404; so is another org\'s project', async ({ h, photo }) => {
  const a = await h.newOrg('stills-a', { credits: 10 });
  const b = await h.newOrg('stills-b', { credits: 10 });
  const { projectId } = await projectWithPhoto(h, a.key, photo);
  const unknownSession = await stills(h, a.key, projectId, { timestamps: [0.5], sessionId: 'ses_unknown' });
  assert.is(unknownSession.statusCode, 404, unknownSession.body);
  const foreign = await stills(h, b.key, projectId, { timestamps: [0.5] });
  assert.is(foreign.statusCode, 404, foreign.body);
  assert.equal([(await wallet(h, a.orgId)).availableCredits, (await wallet(h, b.orgId)).availableCredits], [10, 10]);
  const readOnly = await h.newKey(a.orgId, { projects: ['read'] });
  assert.is((await stills(h, readOnly.key, projectId, { timestamps: [0.5] })).statusCode, 403, 'projects:write is required');
});

test('a still with sessionId draws the session\'s scratch, not the active composition', async ({ h, photo }) => {
  const { key } = await h.newOrg('stills-scratch', { credits: 10 });
  const { projectId } = await projectWithPhoto(h, key, photo);
  const opened = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/compose-session`, payload: {} });
  assert.is(opened.statusCode, 201, opened.body);
  const { sessionId } = opened.json() as { sessionId: string };
  const base = `/v1/projects/${projectId}/compose-session/${sessionId}/composition`;
  const scratch = await h.call(key, { method: 'GET', url: base });
  const red = { output: { width: 320, height: 180, fps: 25, background: '#dc2626' }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 2, shape: 'ellipse', fill: '#10b981', transform: { width: 40, height: 40, x: 260, y: 120 } }] }] };
  const written = await h.call(key, { method: 'PUT', url: base, headers: { 'if-match': scratch.headers.etag as string }, payload: { composition: red } });
  assert.is(written.statusCode, 200, written.body);

  const queued = await stills(h, key, projectId, { timestamps: [0.5], sessionId });
  assert.is(queued.statusCode, 202, queued.body);
  const job = await finished(h, key, queued.json().jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  const result = job.result as Static<typeof StillResultView>;
  assert.is(result.sessionId, sessionId);
  const png = (await h.app.inject({ method: 'GET', url: result.stills[0]!.url.replace(publicUrl, '') })).rawPayload;
  const { rgba } = decodeRgba(png);
  assert.equal([...rgba.subarray(0, 3)], [0xdc, 0x26, 0x26], 'the scratch\'s red background, not the project\'s dark one');
});

test.run();
