/**
 * The blob janitor lets go of what nothing references any more: an ended render's segments, its
 * output once the download link has expired, and everything a deleted project held (outputs,
 * posters, stills, component previews); never bytes that something live still names.
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
import { createInProcessJobQueue, sceneQueueName } from '../../shared/queue/index.ts';

const test = suite('control plane: blob janitor');

async function renderWith(services: Services, orgId: string, segments: string[], output?: string, projectId?: string) {
  projectId ??= (await services.projects.create(orgId, { name: 'janitor' })).project.id;
  const format = { width: 160, height: 90, fps: 30, frameCount: 30 * segments.length, durationSec: segments.length };
  const scenes = segments.map((_, index) => ({ index, startFrame: 30 * index, frameCount: 30 }));
  const render = await services.renders.queue(orgId, { projectId, compositionId: 'cmp_x', compositionVersion: 1, compositionHash: 'c'.repeat(64), compositionBytes: 1, plan: { format, window: null, scenes }, assets: [] });
  for (const [i, segmentHash] of segments.entries()) await services.renders.sceneCompleted(orgId, render.id, i, { frameCount: 30, segmentHash, nodeId: 'n1' });
  if (output) await services.renders.completed(orgId, render.id, { blobKey: output, sizeBytes: 1, frameCount: format.frameCount, durationSec: format.durationSec });
  return render.id;
}

test('segments go once their render ended, outputs once expired; shared bytes stay', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-janitor-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  try {
    const services = await createServices({ store, queue: createInProcessJobQueue(), queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1' });
    const org = await services.accounts.createOrg({ name: 'janitor', credits: 1000 });
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
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

const counts = (r: SweepResult) => Object.fromEntries(Object.entries(r).map(([kind, { count }]) => [kind, count]));

test('a deleted project\'s stills, poster, preview and render outputs go; bytes another project names stay', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-janitor-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  try {
    const services = await createServices({ store, queue: createInProcessJobQueue(), queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1' });
    const org = await services.accounts.createOrg({ name: 'janitor', credits: 1000 });
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
    assert.equal(counts(swept), { segment: 0, output: 1, poster: 1, still: 2, preview: 1 });
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
    assert.equal(counts(last), { segment: 0, output: 1, poster: 1, still: 1, preview: 1 });
    assert.equal(await Promise.all([sharedStill, sharedOutput, keptPoster].map(has)), [false, false, false]);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('within the grace period a deleted project\'s blobs stay, and go on a later run', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-janitor-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  try {
    const services = await createServices({ store, queue: createInProcessJobQueue(), queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1' });
    const org = await services.accounts.createOrg({ name: 'janitor', credits: 1000 });
    const project = (await services.projects.create(org.id, { name: 'doomed' })).project.id;
    const output = (await services.blobs.put(randomBytes(4096))).key;
    await renderWith(services, org.id, [(await services.blobs.put(randomBytes(10))).key], output, project);
    await services.projects.remove(org.id, project);
    const janitor = new BlobJanitor(services);
    assert.is((await janitor.sweep()).output.count, 0);
    assert.ok((await services.blobs.stat(output)) !== null);
    assert.is((await janitor.sweep(Date.now() + 11 * 60_000)).output.count, 1, 'the record was not forgotten');
    assert.is(await services.blobs.stat(output), null);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
