/**
 * Component previews through the API and a real render node: a preview request checks the params
 * against the component's propSchema, a node draws the component over transparency with the
 * renderer the renders use and encodes VP9 with alpha, and the job's result links a WebM that
 * ffprobe reads as VP9 with alpha and whose frames, decoded by libvpx, match the renderer's RGBA of
 * the same component frames at ≥ 40 dB on colour and on alpha — for one compose_capture, charged
 * once on delivery. Refused requests cost nothing; a preview that fails on the node (a damaged
 * image, an org component whose sandboxed code throws) releases its hold and fails its job with a
 * sanitized message, and the node goes on to the next preview.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { Static } from '@sinclair/typebox';
import { previewComposition, previewSize } from '../../control-plane/features/component-previews/component-previews.ts';
import { ComponentPreviewResultView } from '../../control-plane/features/component-previews/component-previews.ts';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { compileComponentSource, componentAssetMediaType, componentAssetRef, encodeComponentAsset, sdkModuleName } from '../../catalog/sandbox/index.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { alphaFramePsnr, decodeAlphaVideo, probeAlphaVideo } from '../support/alpha-video.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

const publicUrl = 'http://127.0.0.1:8080';

interface Ctx { h: Harness; dir: string }

const test = suite<Ctx>('api: component previews');

test.before(async (ctx) => {
  ctx.h = await createHarness();
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-component-preview-'));
});
test.after(async (ctx) => { await ctx.h?.close(); rmSync(ctx.dir, { recursive: true, force: true }); });

async function project(h: Harness, key: string): Promise<string> {
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'previews' } });
  assert.is(created.statusCode, 201, created.body);
  return created.json().id as string;
}

const preview = (h: Harness, key: string, projectId: string, body: object) => h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/component-preview`, payload: body });

/** The job once it ends, read as a client does (a long-polled GET /v1/jobs/{id}, a signed link in the result). */
async function finished(h: Harness, key: string, jobId: string) {
  return until(`job ${jobId} to end`, 120_000, async () => {
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

const lowerThird = { name: 'Dr. Lena Ortiz', role: 'Climate scientist', panelColor: '#0c1022', accentColor: '#f97316' };

test('a lower third: one job, a VP9-alpha WebM whose every frame matches the renderer at ≥ 40 dB, one compose_capture charged', async ({ h, dir }) => {
  const { orgId, key } = await h.newOrg('preview-happy', { credits: 10 });
  const projectId = await project(h, key);
  const [width, height] = [640, 360];
  const r = await preview(h, key, projectId, { componentId: 'lower-third', params: lowerThird, width, height });
  assert.is(r.statusCode, 202, r.body);
  const receipt = r.json();
  assert.equal([receipt.kind, receipt.status, receipt.contract !== undefined], ['preview', 'running', true]);
  assert.match(receipt.jobId, /^job_/);
  assert.type(receipt.jobKey, 'string');
  const held = await wallet(h, orgId);
  assert.equal([held.balanceCredits, held.availableCredits], [10, 8], 'one compose_capture (2 credits) is held');

  const job = await finished(h, key, receipt.jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  assert.is(job.kind, 'preview');
  const result = job.result as Static<typeof ComponentPreviewResultView>;
  assert.equal([result.mediaType, result.codec, result.alpha, result.width, result.height, result.fps, result.frames], ['video/webm', 'vp9', true, width, height, 30, 150]);
  assert.equal([result.projectId, result.componentId, result.version], [projectId, 'lower-third', '1.0.0']);
  const after = await wallet(h, orgId);
  assert.equal([after.balanceCredits, after.availableCredits, after.usage.compose_capture], [8, 8, 1], 'charged once');
  const charges = (await h.services.accounts.listLedger(orgId, 10)).items.filter((e) => e.kind === 'charge');
  assert.equal(charges.map((c) => [c.featureId, c.credits]), [['compose_capture', -2]]);

  const download = await h.app.inject({ method: 'GET', url: result.url.replace(publicUrl, '') });
  assert.is(download.statusCode, 200, download.body);
  assert.is(download.headers['content-type'], 'video/webm');
  assert.is(download.rawPayload.length, result.sizeBytes);
  const file = join(dir, 'lower-third.webm');
  writeFileSync(file, download.rawPayload);
  assert.equal(await probeAlphaVideo(file), { codec: 'vp9', width, height, alphaMode: '1', decodedPixelFormat: 'yuva420p' });
  const decoded = await decodeAlphaVideo(file, width, height);
  assert.is(decoded.length, 150);

  // What a render draws: the component as a clip over a transparent background, frame by frame.
  const composition = {
    output: { width, height, fps: 30, background: 'transparent' },
    tracks: [{ clips: [{ kind: 'component', start: 0, duration: 5, componentId: 'lower-third', props: lowerThird }] }],
  } as unknown as Composition;
  const renderer = new FrameRenderer(composition, { baseDir: null });
  let worst = { colour: Infinity, alpha: Infinity };
  let visible = 0;
  try {
    for (const [frame, picture] of decoded.entries()) {
      const reference = (await renderer.renderFrame(frame)).slice();
      if (reference.some((v, i) => i % 4 === 3 && v > 0)) visible++;
      const { colour, alpha } = alphaFramePsnr(reference, picture);
      assert.ok(colour >= 40, `frame ${frame}: colour ${colour.toFixed(1)} dB`);
      assert.ok(alpha >= 40, `frame ${frame}: alpha ${alpha.toFixed(1)} dB`);
      worst = { colour: Math.min(worst.colour, colour), alpha: Math.min(worst.alpha, alpha) };
    }
  } finally {
    await renderer.close();
  }
  assert.ok(visible >= 140, `the lower third shows on ${visible} frames`);
  assert.ok(Number.isFinite(worst.colour) && Number.isFinite(worst.alpha), 'the clip is lossy VP9, not a copy');
  const corner = decoded[100]!.subarray(0, 4);
  assert.is(corner[3], 0, 'the picture around the lower third is transparent');
});

test('the component\'s own size and length by default; a repeated read signs a fresh link to the same clip', async ({ h }) => {
  const { key } = await h.newOrg('preview-defaults', { credits: 10 });
  const projectId = await project(h, key);
  const r = await preview(h, key, projectId, { componentId: 'rating-stars', params: {} });
  assert.is(r.statusCode, 202, r.body);
  const job = await finished(h, key, r.json().jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  const result = job.result as Static<typeof ComponentPreviewResultView>;
  assert.equal([result.width, result.height, result.fps], [1280, 720, 30], 'a component drawn at any size previews at 1280x720');
  const again = (await h.call(key, { method: 'GET', url: `/v1/jobs/${job.jobId}` })).json().result as Static<typeof ComponentPreviewResultView>;
  assert.is(again.sizeBytes, result.sizeBytes);
  assert.is(again.url.split('?')[0], result.url.split('?')[0]);
});

test('params outside the propSchema are a 422 naming each body.params field: nothing is held, stored or queued', async ({ h }) => {
  const { orgId, key } = await h.newOrg('preview-params', { credits: 10 });
  const projectId = await project(h, key);
  const before = await wallet(h, orgId);
  const bad = await preview(h, key, projectId, { componentId: 'lower-third', params: { name: '', side: 'middle', sparkle: true } });
  assert.is(bad.statusCode, 422, bad.body);
  const error = bad.json().error;
  assert.is(error.code, 'component_params_invalid');
  const paths = (error.details.fields as { path: string }[]).map((f) => f.path).sort();
  assert.equal(paths, ['body.params.name', 'body.params.side', 'body.params.sparkle']);
  const font = await preview(h, key, projectId, { componentId: 'lower-third', params: { fontFamily: 'Comic Sans MS' } });
  assert.is(font.statusCode, 422, font.body);
  assert.is(font.json().error.code, 'font_not_reproducible');
  assert.equal(font.json().error.details.fields.map((f: { path: string }) => f.path), ['body.params.fontFamily']);
  const media = await preview(h, key, projectId, { componentId: 'media-caption-panel', params: { image: 'media:med_missing' } });
  assert.is(media.statusCode, 422, media.body);
  assert.equal(media.json().error.details.fields.map((f: { path: string }) => f.path), ['body.params.image']);
  assert.equal(await wallet(h, orgId), before, 'the wallet is untouched');
  assert.is(await jobCount(h, orgId), 0, 'no job was started');
  assert.is(await h.services.componentPreviews.previews.forOrg(orgId).count(), 0);
});

test('unknown components and versions are 404, a transition is 422, a half-given or oversized size is 400, another org\'s project is 404', async ({ h }) => {
  const a = await h.newOrg('preview-a', { credits: 10 });
  const b = await h.newOrg('preview-b', { credits: 10 });
  const projectId = await project(h, a.key);
  const unknown = await preview(h, a.key, projectId, { componentId: 'no-such-thing', params: {} });
  assert.is(unknown.statusCode, 404, unknown.body);
  assert.is(unknown.json().error.code, 'not_found');
  assert.is((await preview(h, a.key, projectId, { componentId: 'lower-third', version: '9.9.9', params: {} })).statusCode, 404);
  const transition = await preview(h, a.key, projectId, { componentId: 'iris-reveal', params: {} });
  assert.is(transition.statusCode, 422, transition.body);
  assert.is(transition.json().error.code, 'component_not_previewable');
  const half = await preview(h, a.key, projectId, { componentId: 'lower-third', params: {}, width: 640 });
  assert.is(half.statusCode, 400, half.body);
  assert.equal(half.json().error.details.fields.map((f: { path: string }) => f.path), ['body.height']);
  assert.is((await preview(h, a.key, projectId, { componentId: 'lower-third', params: {}, width: 1920, height: 1920 })).statusCode, 400, 'over 1920x1080 pixels');
  assert.is((await preview(h, a.key, projectId, { componentId: 'lower-third', params: {}, width: 641, height: 360 })).statusCode, 400, 'odd width');
  assert.is((await preview(h, a.key, projectId, { componentId: 'lower-third' })).statusCode, 400, 'params are required');
  const foreign = await preview(h, b.key, projectId, { componentId: 'lower-third', params: {} });
  assert.is(foreign.statusCode, 404, foreign.body);
  const readOnly = await h.newKey(a.orgId, { projects: ['read'] });
  assert.is((await preview(h, readOnly.key, projectId, { componentId: 'lower-third', params: {} })).statusCode, 403, 'projects:write is required');
  assert.equal([(await wallet(h, a.orgId)).availableCredits, (await wallet(h, b.orgId)).availableCredits], [10, 10]);
  assert.is(await jobCount(h, a.orgId), 0);
});

test('without credits for one capture: 402, and no job', async ({ h }) => {
  const { orgId, key } = await h.newOrg('preview-poor', { credits: 1 });
  const projectId = await project(h, key);
  const r = await preview(h, key, projectId, { componentId: 'lower-third', params: {} });
  assert.is(r.statusCode, 402, r.body);
  assert.is(r.json().error.code, 'billing_required');
  assert.is(await jobCount(h, orgId), 0);
  assert.is((await wallet(h, orgId)).availableCredits, 1);
});

test('a preview that fails on the node fails its job with a sanitized message, releases the hold, and the node serves the next one', async ({ h }) => {
  const { orgId, key } = await h.newOrg('preview-broken', { credits: 10 });
  const projectId = await project(h, key);
  // A media item whose stored bytes are not a picture (as if the file were damaged after its probe).
  const garbage = Buffer.from('this is not a PNG at all, just text pretending to be one');
  const blob = await h.services.blobs.put(garbage);
  const item = await h.services.media.items.forOrg(orgId).insert({
    name: 'damaged.png', status: 'ready', source: 'upload', sourceUrl: null, sizeBytes: garbage.length, contentHash: blob.key, thumbnailKey: null, error: null,
    kind: 'image', mimeType: 'image/png', durationSec: null, width: 240, height: 160, hasAudio: false,
  });
  const r = await preview(h, key, projectId, { componentId: 'media-caption-panel', params: { image: `media:${item.id}` }, width: 320, height: 180 });
  assert.is(r.statusCode, 202, r.body);
  assert.is((await wallet(h, orgId)).availableCredits, 8);
  const job = await finished(h, key, r.json().jobId);
  assert.is(job.status, 'failed');
  assert.is(job.error.code, 'asset_unreadable');
  assert.match(job.error.message, new RegExp(`media:${item.id}`));
  assert.not.match(job.error.message, /\/tmp\/|\/work\/|\n|\bat .*\.ts:/, 'no paths or stacks');
  const after = await wallet(h, orgId);
  assert.equal([after.balanceCredits, after.availableCredits, after.usage.compose_capture ?? 0], [10, 10, 0], 'the hold went back; nothing was charged');
  assert.equal((await h.services.accounts.listLedger(orgId, 10)).items.filter((e) => e.kind === 'charge'), []);

  const next = await preview(h, key, projectId, { componentId: 'lower-third', params: {}, width: 320, height: 180 });
  assert.is(next.statusCode, 202, next.body);
  assert.is((await finished(h, key, next.json().jobId)).status, 'succeeded');
});

/**
 * An org component (a gauge that fills a bar, at `fps`, throwing from frame 12 when `breaks`),
 * shipped to the node as its `component:<id>@<version>` asset the way the org component store
 * ships the versions a composition draws; the preview is recorded and queued as the preview route
 * does after its checks.
 */
async function queueOrgComponentPreview(h: Harness, orgId: string, projectId: string, options: { id: string; breaks: boolean; fps: number }): Promise<string> {
  const source = `import { defineComponent, Type } from '${sdkModuleName}';
export default defineComponent({
  name: 'Gauge', description: 'Fills a bar.', category: 'ui-blocks', kind: 'component',
  propSchema: Type.Object({}), propDefaults: {}, durationInFrames: 30, format: { aspectRatio: '16:9', fps: ${options.fps}, resolution: 'any' },
  tier: 'niche', useCase: ['emphasis'], mood: [], tags: [], intent: 'test', useWhen: 'never',
  draw(ctx, f) {
    if (${options.breaks} && f.frame >= 12) throw new Error('the gauge needle snapped at frame ' + f.frame);
    ctx.fillStyle = '#22c55e';
    ctx.fillRect(0, 0, f.width * f.progress, f.height / 4);
  },
});
`;
  const compiled = await compileComponentSource(source, { id: options.id, version: '1' });
  if (!compiled.ok) throw new Error(`does not compile: ${JSON.stringify(compiled.problems)}`);
  const manifest = compiled.compiled.manifest;
  const asset = await h.services.blobs.put(encodeComponentAsset(compiled.compiled));
  const size = { width: 320, height: 180 };
  const { document, fps, frames } = previewComposition(manifest, {}, size);
  const snapshot = await h.services.blobs.put(Buffer.from(JSON.stringify(document)));
  const job = await h.services.jobs.start(orgId, { kind: 'preview', jobKey: `org-component-preview:${options.id}`, readPermission: 'projects:read' });
  const preview = await h.services.componentPreviews.previews.forOrg(orgId).insert({
    jobId: job.id, projectId, componentId: manifest.id, componentVersion: manifest.version, compositionHash: snapshot.key, compositionBytes: snapshot.sizeBytes,
    assets: [{ ref: componentAssetRef(manifest.id, manifest.version), contentHash: asset.key, sizeBytes: asset.sizeBytes, mediaType: componentAssetMediaType }],
    ...size, fps, frames, priced: false, status: 'running', published: false, output: null, error: null,
  });
  await h.services.dispatcher.publishComponentPreview(preview);
  return job.id;
}

test('an org component that throws while drawing fails its preview as component_failed, sanitized, and the node serves the next preview', async ({ h }) => {
  const { orgId, key } = await h.newOrg('preview-org-component', { credits: 10 });
  const projectId = await project(h, key);
  const jobId = await queueOrgComponentPreview(h, orgId, projectId, { id: 'broken-gauge', breaks: true, fps: 30 });
  const job = await finished(h, key, jobId);
  assert.is(job.status, 'failed');
  assert.is(job.error.code, 'component_failed');
  assert.match(job.error.message, /frame 12/);
  assert.match(job.error.message, /broken-gauge/);
  assert.match(job.error.message, /the gauge needle snapped at frame 12/);
  assert.not.match(job.error.message, /\/tmp\/|\/work\/|node_modules|\n|\bat .*:\d+:\d+/, 'no paths or stacks');
  const next = await preview(h, key, projectId, { componentId: 'lower-third', params: {}, width: 320, height: 180 });
  assert.is(next.statusCode, 202, next.body);
  assert.is((await finished(h, key, next.json().jobId)).status, 'succeeded');
});

test('an org component drawn in the sandbox at 29.97 fps: its frames at its own exact frame rate', async ({ h, dir }) => {
  const { orgId, key } = await h.newOrg('preview-org-ntsc', { credits: 10 });
  const projectId = await project(h, key);
  const job = await finished(h, key, await queueOrgComponentPreview(h, orgId, projectId, { id: 'ntsc-gauge', breaks: false, fps: 29.97 }));
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  const result = job.result as Static<typeof ComponentPreviewResultView>;
  assert.equal([result.componentId, result.version, result.fps, result.frames, result.width, result.height], ['ntsc-gauge', '1', 29.97, 30, 320, 180]);
  const file = join(dir, 'ntsc-gauge.webm');
  writeFileSync(file, (await h.app.inject({ method: 'GET', url: result.url.replace(publicUrl, '') })).rawPayload);
  const frames = await decodeAlphaVideo(file, 320, 180);
  assert.is(frames.length, 30);
  const barEnd = (f: Uint8Array) => { let x = 0; while (x < 320 && f[x * 4 + 3]! > 128) x++; return x; };
  assert.ok(barEnd(frames[0]!) <= 1 && Math.abs(barEnd(frames[29]!) - 320) <= 1 && Math.abs(barEnd(frames[15]!) - 320 * 15 / 29) <= 2, 'the bar fills over the 30 frames');
  assert.is(frames[29]![(100 * 320 + 10) * 4 + 3], 0, 'below the bar is transparent');
});

test('the default size follows the component\'s format, scaled into 1920x1080 pixels with even sides', () => {
  assert.equal(previewSize({ aspectRatio: '16:9', fps: 30, resolution: '1920x1080' }), { width: 1920, height: 1080 });
  assert.equal(previewSize({ aspectRatio: '9:16', fps: 30, resolution: 'any' }), { width: 720, height: 1280 });
  assert.equal(previewSize({ aspectRatio: '1:1', fps: 30, resolution: 'any' }), { width: 1280, height: 1280 });
  assert.equal(previewSize({ aspectRatio: 'any', fps: 30, resolution: 'any' }), { width: 1280, height: 720 });
  assert.equal(previewSize(undefined), { width: 1280, height: 720 });
  const big = previewSize({ aspectRatio: '16:9', fps: 30, resolution: '3840x2160' });
  assert.equal(big, { width: 1920, height: 1080 });
  const tall = previewSize({ aspectRatio: '1:3', fps: 30, resolution: '1001x3003' });
  assert.ok(tall.height <= 1920 && tall.width % 2 === 0 && tall.height % 2 === 0 && tall.width * tall.height <= 1920 * 1080, JSON.stringify(tall));
  assert.equal(previewSize(undefined, { width: 320, height: 180 }), { width: 320, height: 180 });
});

test.run();
