/**
 * The control plane's sound pack over a real local blob store: every pack file is stored by its
 * content hash (again and again harmlessly), a render carries exactly the pack files its
 * composition plays, a store that fails is a 503 that the next call tries again, and an org's
 * audio item is listed from the analysis its probe took.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { LinkSigner, LocalBlobStore } from '../../control-plane/blobs/local.ts';
import type { BlobStore } from '../../control-plane/blobs/index.ts';
import type { StoredMedia } from '../../control-plane/features/media/media.ts';
import { orgAudioEntry, SoundPack } from '../../control-plane/features/media/sound-pack.ts';
import { AppError } from '../../shared/errors.ts';
import { ensureSoundPack } from '../../shared/sounds/generate.ts';
import type { Composition } from '../../shared/composition/schema.ts';

const test = suite<{ dir: string; blobs: LocalBlobStore }>('control plane: sound pack');

test.before((ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-soundpack-'));
  ctx.blobs = new LocalBlobStore(join(ctx.dir, 'blobs'), { signer: new LinkSigner(randomBytes(32)), publicUrl: () => 'http://127.0.0.1:1' });
});
test.after((ctx) => rmSync(ctx.dir, { recursive: true, force: true }));

const composition = (clips: Composition['tracks'][number]['clips']): Composition => ({ output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips }] });

test('every pack file is stored by its content hash, and starting again changes nothing', async ({ blobs }) => {
  const { manifest } = ensureSoundPack();
  const pack = new SoundPack(blobs);
  await pack.start();
  for (const file of manifest.files) assert.is((await blobs.stat(file.sha256))?.sizeBytes, file.sizeBytes, file.id);
  await new SoundPack(blobs).start();
  const { sfx, audio } = await pack.listing();
  assert.is(sfx.length, 27);
  assert.is(audio.length, 32);
});

test('a render carries exactly the pack files its composition plays', async ({ blobs }) => {
  const pack = new SoundPack(blobs);
  const { manifest } = ensureSoundPack();
  const hash = (id: string) => manifest.files.find((f) => f.id === id)!.sha256;
  assert.equal(await pack.assetsFor(composition([{ kind: 'shape', shape: 'rectangle', start: 0, duration: 1 }])), []);
  const assets = await pack.assetsFor(composition([
    { kind: 'audio', soundId: 'riser-bold', start: 0, duration: 4 },
    { kind: 'audio', bedId: 'bed-ambient-70', start: 4, duration: 20 },
    { kind: 'component', componentId: 'confetti-burst', start: 24, duration: 3 },
  ]));
  assert.equal(assets.map((a) => [a.ref, a.contentHash, a.mediaType]).sort(), [
    ['pack:bed-ambient-70', hash('bed-ambient-70'), 'audio/wav'],
    ['pack:pop-bold', hash('pop-bold'), 'audio/wav'],
    ['pack:pop-standard', hash('pop-standard'), 'audio/wav'],
    ['pack:riser-bold', hash('riser-bold'), 'audio/wav'],
  ]);
});

test('a blob store that fails is a 503, and the next call tries again', async ({ blobs }) => {
  let failures = 1;
  const flaky: BlobStore = Object.create(blobs, {
    put: { value: (source: Buffer) => (failures-- > 0 ? Promise.reject(new Error('the store is down')) : blobs.put(source)) },
  });
  const pack = new SoundPack(flaky);
  try {
    await pack.listing();
    assert.unreachable('the first listing fails');
  } catch (err) {
    assert.instance(err, AppError);
    assert.is((err as AppError).status, 503);
    assert.is((err as AppError).code, 'sound_pack_unavailable');
  }
  assert.is((await pack.listing()).sfx.length, 27);
});

test('an org audio item is listed from its probe\'s analysis, and only a ready one that has it', () => {
  const item = {
    id: 'med_1', orgId: 'org_1', name: 'theme.wav', status: 'ready', source: 'upload', sourceUrl: null, sizeBytes: 10, contentHash: 'x', thumbnailKey: null, error: null,
    kind: 'audio', mimeType: 'audio/wav', durationSec: 30, width: null, height: null, hasAudio: true, createdAt: '2025-01-01T00:00:00.000Z', updatedAt: '2025-01-01T00:00:00.000Z',
    audio: { durationSec: 30, evidence: { envelopeClass: 'ambient', attackMs: 3, spectralCentroidHz: 1800, meanVolumeDb: -18, maxVolumeDb: -3 }, bpm: 118.5, beatStrength: 0.7, pauseFraction: 0 },
  } as unknown as StoredMedia;
  const entry = orgAudioEntry(item)!;
  assert.equal([entry.ref, entry.role, entry.source, entry.bpm, entry.durationSec], ['media:med_1', 'music', 'org', 118.5, 30]);
  assert.equal(entry.evidence, item.audio!.evidence);
  assert.is(orgAudioEntry({ ...item, audio: null } as StoredMedia), null, 'probed before the analysis existed');
  assert.is(orgAudioEntry({ ...item, status: 'processing' } as StoredMedia), null);
  assert.is(orgAudioEntry({ ...item, kind: 'video' } as StoredMedia), null);
});

test.run();
