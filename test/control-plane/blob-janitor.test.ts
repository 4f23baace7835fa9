/**
 * The blob janitor lets go of what nothing references any more: an ended render's segments, its
 * output once the download link has expired, everything a deleted project held (outputs,
 * posters, stills, component previews), the facts' blobs of a deleted media item (mattes among
 * them), and exemplar uploads no brand kit names once their links expired; never bytes that
 * something live still names.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Registry } from 'prom-client';
import { BlobJanitor, releasedBytes, type SweepResult } from '../../control-plane/blob-janitor.ts';
import { createServices, type Services } from '../../control-plane/services.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { seamsNotChecked } from '../../control-plane/features/renders/renders.ts';
import { createInProcessJobQueue, sceneQueueName } from '../../shared/queue/index.ts';
import type { LocalBlobStore } from '../../control-plane/blobs/local.ts';
import { Readable } from 'node:stream';

interface World { dir: string; store: SqliteStore; services: Services; org: { id: string } }
const test = suite<World>('control plane: blob janitor');

// Each test: its own store and blob folder, one org. No render node probes here: uploads stay processing, which is all a test needs of them.
test.before.each(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-janitor-'));
  ctx.store = new SqliteStore(join(ctx.dir, 'store.sqlite'));
  const queue = createInProcessJobQueue();
  ctx.services = await createServices({ store: ctx.store, queue, queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(ctx.dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1', probeWaitMs: 0 });
  await queue.declare({ name: ctx.services.mediaQueueName, maxDeliveries: 3 });
  ctx.org = await ctx.services.accounts.createOrg({ name: 'janitor', credits: 1000 });
});

test.after.each(async (ctx) => {
  await ctx.store.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function renderWith(services: Services, orgId: string, segments: string[], output?: string, projectId?: string) {
  projectId ??= (await services.projects.create(orgId, { name: 'janitor' })).project.id;
  const format = { width: 160, height: 90, fps: 30, frameCount: 30 * segments.length, durationSec: segments.length };
  const scenes = segments.map((_, index) => ({ index, startFrame: 30 * index, frameCount: 30 }));
  const render = await services.renders.queue(orgId, { projectId, compositionId: 'cmp_x', compositionVersion: 1, compositionHash: 'c'.repeat(64), compositionBytes: 1, plan: { format, window: null, scenes }, assets: [] });
  for (const [i, segmentHash] of segments.entries()) await services.renders.sceneCompleted(orgId, render.id, i, { frameCount: 30, segmentHash, nodeId: 'n1' });
  if (output) await services.renders.completed(orgId, render.id, { blobKey: output, sizeBytes: 1, frameCount: format.frameCount, durationSec: format.durationSec }, seamsNotChecked);
  return render.id;
}

test('segments go once their render ended, outputs once expired; shared bytes stay', async ({ services, org }) => {
  const put = async () => (await services.blobs.put(randomBytes(4096))).key;
  const has = async (key: string) => (await services.blobs.stat(key)) !== null;
  const [own, shared, output] = [await put(), await put(), await put()];
  await renderWith(services, org.id, [own, shared], output);
  await renderWith(services, org.id, [shared, await put()]); // still rendering: needs `shared`
  const janitor = new BlobJanitor(services, 0);

  const first = await janitor.sweep();
  assert.equal([first.segment.count, first.output.count, releasedBytes(first)], [1, 0, 4096]);
  assert.equal([await has(own), await has(shared), await has(output)], [false, true, true]);
  assert.is(releasedBytes(await janitor.sweep()), 0, 'a second sweep finds nothing new');

  // Eight days on, the download link has expired: the output goes too.
  const later = await janitor.sweep(Date.now() + 8 * 24 * 3600_000);
  assert.equal([later.output.count, await has(output), await has(shared)], [1, false, true]);

  // Within the grace period nothing is deleted, whatever else holds.
  const fresh = await put();
  await renderWith(services, org.id, [fresh], await put());
  assert.is((await new BlobJanitor(services).sweep()).segment.count, 0);
  assert.ok(await has(fresh));
});

const counts = (r: SweepResult) => Object.fromEntries(Object.entries(r).map(([kind, { count }]) => [kind, count]));

test('a deleted project\'s stills, poster, preview and render outputs go; bytes another project names stay', async ({ services, org }) => {
  const put = async (size = 4096) => (await services.blobs.put(randomBytes(size))).key;
  const has = async (key: string) => (await services.blobs.stat(key)) !== null;
  const doomed = (await services.projects.create(org.id, { name: 'doomed' })).project.id;
  const kept = (await services.projects.create(org.id, { name: 'kept' })).project.id;

  // A still capture's images, recorded as a delivered capture is.
  const still = async (projectId: string | null, keys: string[], posterFor: string | null = null) => services.stills.captures.forOrg(org.id).insert({
    jobId: 'job_x', projectId, sessionId: null, compositionVersion: 1, compositionHash: 'c'.repeat(64), compositionBytes: 1, assets: [],
    shots: keys.map((_, i) => ({ atSec: i, frame: 30 * i })), format: 'jpeg', quality: 80, width: 160, height: 90, priced: false, posterFor, indexFor: null,
    status: 'succeeded', images: Object.fromEntries(keys.map((blobKey, i) => [String(i), { atSec: i, frame: 30 * i, blobKey, width: 160, height: 90, sizeBytes: 1, mediaType: 'image/jpeg' }])),
    published: true, error: null,
  });
  const preview = async (projectId: string, blobKey: string) => services.componentPreviews.previews.forOrg(org.id).insert({
    jobId: 'job_y', projectId, componentId: 'cmp_lower_third', componentVersion: '1.0.0', compositionHash: 'c'.repeat(64), compositionBytes: 1, assets: [],
    width: 160, height: 90, fps: 30, frames: 30, priced: false, status: 'succeeded', published: true, error: null,
    output: { blobKey, sizeBytes: 1, mediaType: 'video/webm', codec: 'vp9', alpha: true, width: 160, height: 90, fps: { num: 30, den: 1 }, frames: 30 },
  });

  const [stillA, stillB, sharedStill, posterKey, previewKey, output, sharedOutput] = [await put(1000), await put(2000), await put(3000), await put(500), await put(7000), await put(8000), await put(9000)];
  const keptPoster = await put(600);
  await still(doomed, [stillA, stillB, sharedStill, keptPoster]);
  const render = await renderWith(services, org.id, [await put()], output, doomed);
  await services.renders.recordPoster(org.id, render, { blobKey: posterKey, sizeBytes: 500 });
  await still(null, [posterKey], render); // the poster capture, as the product makes it: no project, the render names its image
  await preview(doomed, previewKey);
  await renderWith(services, org.id, [await put()], sharedOutput, doomed);
  // The kept project names three of those bytes: a still of the same image, a render whose output is the same file and whose poster is the same frame.
  await still(kept, [sharedStill]);
  await services.renders.recordPoster(org.id, await renderWith(services, org.id, [await put()], sharedOutput, kept), { blobKey: keptPoster, sizeBytes: 600 });
  await preview(kept, await put(100));
  await still(null, [await put(100)]); // a compose session's still: no project owns it

  const metrics = new Registry();
  const janitor = new BlobJanitor(services, 0, metrics);
  await janitor.sweep(); // ended renders' segments go as before
  const before = await janitor.sweep();
  assert.is(releasedBytes(before), 0, 'nothing else goes while the project is there');

  await services.projects.remove(org.id, doomed);
  const swept = await janitor.sweep();
  assert.equal(counts(swept), { segment: 0, output: 1, poster: 1, still: 2, preview: 1, fact: 0, exemplar: 0 });
  assert.equal([swept.still.bytes, swept.poster.bytes, swept.preview.bytes, swept.output.bytes], [3000, 500, 7000, 8000]);
  assert.equal(await Promise.all([stillA, stillB, posterKey, previewKey, output].map(has)), [false, false, false, false, false]);
  assert.equal([await has(sharedStill), await has(sharedOutput), await has(keptPoster)], [true, true, true], 'bytes the kept project names stay');
  assert.is(releasedBytes(await janitor.sweep()), 0, 'a second sweep finds nothing new');

  const series = async (name: string) => Object.fromEntries((await metrics.getSingleMetric(name)!.get()).values.map((v) => [v.labels.kind, v.value]));
  const bytes = await series('framefleet_blob_janitor_released_bytes_total');
  assert.equal([bytes.still, bytes.poster, bytes.preview, bytes.output], [3000, 500, 7000, 8000]);
  assert.is((await series('framefleet_blob_janitor_released_total')).still, 2);

  // Once the kept project goes too, the bytes it shared go with it.
  await services.projects.remove(org.id, kept);
  const last = await janitor.sweep();
  assert.equal(counts(last), { segment: 0, output: 1, poster: 1, still: 1, preview: 1, fact: 0, exemplar: 0 });
  assert.equal(await Promise.all([sharedStill, sharedOutput, keptPoster].map(has)), [false, false, false]);
});

test('within the grace period a deleted project\'s blobs stay, and go on a later run', async ({ services, org }) => {
  const project = (await services.projects.create(org.id, { name: 'doomed' })).project.id;
  const output = (await services.blobs.put(randomBytes(4096))).key;
  await renderWith(services, org.id, [(await services.blobs.put(randomBytes(10))).key], output, project);
  await services.projects.remove(org.id, project);
  const janitor = new BlobJanitor(services);
  assert.is((await janitor.sweep()).output.count, 0);
  assert.ok((await services.blobs.stat(output)) !== null);
  assert.is((await janitor.sweep(Date.now() + 11 * 60_000)).output.count, 1, 'the record was not forgotten');
  assert.is(await services.blobs.stat(output), null);
});


test('exemplar uploads no kit names go once their links expired, their stated sizes back to storage; a named one stays until its kit lets go', async ({ services, org }) => {
  const storageBytes = async () => (await services.accounts.getOrg(org.id))!.storageBytes ?? 0;
  const local = services.blobs as unknown as LocalBlobStore;
  const has = async (key: string) => (await services.blobs.objectStat(key)) !== null;

  const reservation = await services.brandExemplars.reserve(org.id, { frames: [1000, 2000, 3000], contactSheet: 500 });
  assert.is(await storageBytes(), 6500, 'every stated size counts from the reservation on');
  const [named, uploadedOnly, neverUploaded] = reservation.uploads.map((u) => u.key) as [string, string, string];
  const sheet = reservation.contactSheetUpload.key;
  for (const [key, size] of [[named, 1000], [uploadedOnly, 2000], [sheet, 500]] as const) await local.putObject(key, Readable.from([randomBytes(size)]), size);
  const tokens = {
    kitId: 'acme', name: 'Acme', colors: { primary: '#ff0055', secondary: '#00aaff', accent: '#ffd400', background: '#101010', text: '#fafafa' },
    headingFont: { fontFamily: 'Montserrat', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 },
  };
  const kit = await services.brandKits.upsert(org.id, { ...tokens, exemplarKeys: [named], contactSheetKey: sheet } as never);

  const metrics = new Registry();
  const janitor = new BlobJanitor(services, 0, metrics);
  assert.is((await janitor.sweep()).exemplar.count, 0, 'nothing goes while the upload links live');
  assert.equal(await Promise.all([named, uploadedOnly, sheet].map(has)), [true, true, true]);

  const hours = (n: number) => Date.now() + n * 3600_000;
  // Two janitors at once (two replicas): the batch is released once, its storage given back once.
  const [expired, twin] = await Promise.all([janitor.sweep(hours(2)), new BlobJanitor(services, 0).sweep(hours(2))]);
  assert.is(twin.exemplar.count + expired.exemplar.count, 1, 'one of the two deletes the upload');
  const byTwin = twin.exemplar.count > 0;
  if (byTwin) Object.assign(expired, { exemplar: twin.exemplar });
  assert.equal([expired.exemplar.count, expired.exemplar.bytes], [1, 2000], 'the upload no kit named goes; the slot never used has nothing to delete');
  assert.equal(await Promise.all([named, uploadedOnly, sheet].map(has)), [true, false, true]);
  assert.is(await storageBytes(), 1500, 'the two unused slots give their stated 5000 bytes back');
  assert.is((await janitor.sweep(hours(3))).exemplar.count, 0, 'a second sweep finds nothing new');
  try {
    await services.brandKits.upsert(org.id, { ...tokens, exemplarKeys: [named, uploadedOnly] } as never);
    assert.unreachable('a released name is refused');
  } catch (err) {
    assert.is((err as { status?: number }).status, 422);
    assert.match(JSON.stringify((err as { details?: unknown }).details), /was released/);
  }

  // The kit goes: what it named goes on the next run, and the reservation is done.
  await services.brandKits.remove(org.id, kit.id);
  const last = await janitor.sweep(hours(4));
  assert.equal([last.exemplar.count, last.exemplar.bytes], [2, 1500]);
  assert.equal(await Promise.all([named, sheet].map(has)), [false, false]);
  assert.is(await storageBytes(), 0);
  assert.is((await services.brandExemplars.records.forOrg(org.id).get(reservation.batchId))?.blobsReleased, true);
  const bytes = (await metrics.getSingleMetric('framefleet_blob_janitor_released_bytes_total')!.get()).values.find((v) => v.labels.kind === 'exemplar')?.value;
  assert.is(bytes, byTwin ? 1500 : 3500, 'this janitor\'s own releases');
});

test('a deleted media item\'s facts (a matte) go; a running render that reads the matte keeps it until it ends', async ({ services, org }) => {
  const has = async (key: string) => (await services.blobs.stat(key)) !== null;
  const item = await services.media.upload(org.id, { name: 'clip.bin', body: Readable.from([randomBytes(3000)]) });
  const other = await services.media.upload(org.id, { name: 'other.bin', body: Readable.from([randomBytes(3000)]) });
  const fact = async (mediaId: string, sizeBytes: number) => {
    const { key } = await services.blobs.put(randomBytes(sizeBytes));
    await services.facts.facts.forOrg(org.id).insert({
      mediaId, kind: 'matte', detector: null, window: { startSec: 0, endSec: 1 }, factKey: `${mediaId}|matte|-|0-1`, status: 'ready', blobKey: key, sizeBytes, mediaType: 'video/x-matroska',
      summary: null, featureId: 'mattes', quotedCredits: 0, charge: null, jobId: 'job_z', error: null, contentHash: 'a'.repeat(64), mediaBytes: 3000, progress: null,
    } as never);
    return key;
  };
  const matte = await fact(item.id, 4000);
  const otherMatte = await fact(other.id, 5000);
  // A render still running names the matte among its assets.
  const project = (await services.projects.create(org.id, { name: 'matte' })).project.id;
  const format = { width: 160, height: 90, fps: 30, frameCount: 30, durationSec: 1 };
  const running = await services.renders.queue(org.id, { projectId: project, compositionId: 'cmp_x', compositionVersion: 1, compositionHash: 'c'.repeat(64), compositionBytes: 1, plan: { format, window: null, scenes: [{ index: 0, startFrame: 0, frameCount: 30 }] }, assets: [{ ref: 'matte:fct_x', contentHash: matte, sizeBytes: 4000, mediaType: 'video/x-matroska' }] });

  const janitor = new BlobJanitor(services, 0);
  assert.is(releasedBytes(await janitor.sweep()), 0, 'nothing goes while the media items are there');
  await services.media.remove(org.id, item.id);
  assert.is((await janitor.sweep()).fact.count, 0, 'the running render reads the matte');
  assert.ok(await has(matte));

  await services.renders.cancel(org.id, running.id);
  const swept = await janitor.sweep();
  assert.equal([swept.fact.count, swept.fact.bytes], [1, 4000]);
  assert.equal([await has(matte), await has(otherMatte)], [false, true], 'the matte of the item still there stays');
  assert.is(releasedBytes(await janitor.sweep()), 0, 'a second sweep finds nothing new');
});

test.run();
