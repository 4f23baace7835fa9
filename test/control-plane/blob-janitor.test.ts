/**
 * The blob janitor lets go of what no render needs any more: an ended render's segments, and its
 * output once the download link has expired; never bytes an active render, an unexpired output or
 * a media item still uses.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BlobJanitor } from '../../control-plane/blob-janitor.ts';
import { createServices, type Services } from '../../control-plane/services.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { createInProcessJobQueue, sceneQueueName } from '../../shared/queue/index.ts';

const test = suite('control plane: blob janitor');

async function renderWith(services: Services, orgId: string, segments: string[], output?: string) {
  const format = { width: 160, height: 90, fps: 30, frameCount: 30 * segments.length, durationSec: segments.length };
  const scenes = segments.map((_, index) => ({ index, startFrame: 30 * index, frameCount: 30 }));
  const render = await services.renders.queue(orgId, { projectId: 'prj_x', compositionId: 'cmp_x', compositionVersion: 1, compositionHash: 'c'.repeat(64), compositionBytes: 1, plan: { format, window: null, scenes }, assets: [] });
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
    assert.equal([first.segments, first.outputs, first.bytes], [1, 0, 4096]);
    assert.equal([await has(own), await has(shared), await has(output)], [false, true, true]);
    assert.equal(await janitor.sweep(), { segments: 0, outputs: 0, bytes: 0 }, 'a second sweep finds nothing new');

    // Eight days on, the download link has expired: the output goes too.
    const later = await janitor.sweep(Date.now() + 8 * 24 * 3600_000);
    assert.equal([later.outputs, await has(output), await has(shared)], [1, false, true]);

    // Within the grace period nothing is deleted, whatever else holds.
    const fresh = await put();
    await renderWith(services, org.id, [fresh], await put());
    assert.is((await new BlobJanitor(services).sweep()).segments, 0);
    assert.ok(await has(fresh));
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
