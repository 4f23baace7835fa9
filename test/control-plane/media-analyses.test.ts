/**
 * FRAMEFLEET_MEDIA_ANALYSES: a probed video or sound is measured by an analyze job on the media
 * queue unless the deployment turns analyses off (the one-shot `framefleet render`, whose media
 * are deleted with it); then the item is ready without one, as a picture is.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeJob } from '../../proto/index.ts';
import { createServices } from '../../control-plane/services.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { createInProcessJobQueue, mediaQueueName } from '../../shared/queue/index.ts';

const test = suite('control plane: media analyses on and off');

const sound = { kind: 'audio', mimeType: 'audio/wav', durationSec: 4, width: null, height: null, hasAudio: true } as const;

/** The analysis state of a probed sound, and the media jobs published for it after its probe. */
async function probeASound(analyses: boolean | undefined): Promise<{ analysis: unknown; jobs: string[] }> {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-analyses-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  const queue = createInProcessJobQueue();
  try {
    await queue.declare({ name: 'analyses.scenes', maxDeliveries: 3 });
    await queue.declare({ name: mediaQueueName('analyses.scenes'), maxDeliveries: 3 });
    const services = await createServices({
      store, queue, queueName: 'analyses.scenes', blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1',
      ...(analyses === undefined ? {} : { mediaAnalyses: analyses }),
    });
    const org = await services.accounts.createOrg({ name: 'analyses-org', credits: 0 });
    const item = await services.media.items.forOrg(org.id).insert({
      name: 'bed.wav', status: 'processing', source: 'upload', sourceUrl: null, sizeBytes: 10, contentHash: 'a'.repeat(64), thumbnailKey: null, error: null,
      kind: null, mimeType: null, durationSec: null, width: null, height: null, hasAudio: false,
    });
    const jobs: string[] = [];
    const consumer = await queue.consume(services.mediaQueueName, async (job) => { jobs.push(String(decodeJob(job.body).job)); }, { prefetch: 10 });
    assert.ok(await services.media.probed(org.id, item.id, sound, null));
    await new Promise((r) => setTimeout(r, 50));
    await consumer.close();
    const stored = await services.media.items.forOrg(org.id).get(item.id);
    return { analysis: stored?.analysis, jobs };
  } finally {
    await queue.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

test('by default a probed sound waits for its analysis, which goes out on the media queue', async () => {
  assert.equal(await probeASound(undefined), { analysis: 'pending', jobs: ['analyze'] });
});

test('with analyses off it is ready without one, and nothing is published', async () => {
  assert.equal(await probeASound(false), { analysis: null, jobs: [] });
});

test('the deployment setting is on unless set to false', () => {
  assert.is(loadConfig({}).FRAMEFLEET_MEDIA_ANALYSES, true);
  assert.is(loadConfig({ FRAMEFLEET_MEDIA_ANALYSES: 'false' }).FRAMEFLEET_MEDIA_ANALYSES, false);
  assert.throws(() => loadConfig({ FRAMEFLEET_MEDIA_ANALYSES: 'sometimes' }), /FRAMEFLEET_MEDIA_ANALYSES/);
});

test.run();
