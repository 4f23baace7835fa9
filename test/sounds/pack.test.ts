/**
 * The sound pack: what it holds, that its files are made the same every time and kept up to
 * date by their manifest, and that each family measures as it is designed to sound.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createHash } from 'node:crypto';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sfxFamilies, sfxIntensities, sfxSoundIds } from '../../shared/sounds/families.ts';
import { analyzePackFile, defaultSoundPackDir, ensureSoundPack, type PackManifest } from '../../shared/sounds/generate.ts';
import { bedDefinitions, packDefinitions, packSfx, renderPackSound, sfxDefinitions } from '../../shared/sounds/pack.ts';
import { encodeWav } from '../../shared/sounds/wav.ts';

const test = suite<{ manifest: PackManifest; dir: string }>('sounds: pack');

test.before((ctx) => {
  ctx.manifest = ensureSoundPack().manifest;
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-pack-'));
});
test.after((ctx) => rmSync(ctx.dir, { recursive: true, force: true }));

const sha256 = (b: Buffer) => createHash('sha256').update(b).digest('hex');

test('the pack holds every family at every intensity and five beds, with ids of their own', () => {
  assert.is(sfxDefinitions.length, sfxFamilies.length * sfxIntensities.length);
  assert.ok(sfxDefinitions.length >= 24);
  assert.equal(new Set(sfxDefinitions.map((d) => d.soundId)), sfxSoundIds);
  for (const f of sfxFamilies) for (const i of sfxIntensities) assert.ok(sfxDefinitions.some((d) => d.family === f && d.intensity === i), `${f} ${i}`);
  assert.is(bedDefinitions.length, 5);
  for (const bed of bedDefinitions) {
    assert.match(bed.bedId, /^bed-/);
    assert.ok(bed.mood.length >= 2 && bed.description.length > 40);
  }
  assert.is(new Set(packDefinitions.map((d) => (d.kind === 'sfx' ? d.soundId : d.bedId))).size, packDefinitions.length);
});

test('a recipe renders the same bytes every time, and those are the bytes the manifest holds', ({ manifest }) => {
  for (const id of ['whoosh-standard', 'impact-bold', 'confirm-subtle']) {
    const d = packSfx(id)!;
    const first = encodeWav(renderPackSound(d), 48_000), second = encodeWav(renderPackSound(d), 48_000);
    assert.ok(first.equals(second), `${id} renders the same twice`);
    assert.is(sha256(first), manifest.files.find((f) => f.id === id)!.sha256);
  }
});

test('each file measures what its manifest says, and each family as designed', ({ manifest }) => {
  const expected: Record<string, string> = {
    whoosh: 'sweep', riser: 'sweep', swell: 'sweep', pop: 'transient', tick: 'transient', click: 'transient', impact: 'transient', confirm: 'transient', error: 'transient',
  };
  for (const file of manifest.files) {
    const bytes = readFileSync(join(defaultSoundPackDir, file.file));
    assert.is(sha256(bytes), file.sha256);
    const measured = analyzePackFile(bytes, file.kind);
    assert.equal(measured, file.analysis, `${file.id}: the manifest holds the analysis of its file`);
    const sfx = packSfx(file.id);
    if (sfx) {
      assert.is(measured.evidence.envelopeClass, expected[sfx.family], `${file.id} measures ${measured.evidence.envelopeClass}`);
      assert.ok(measured.durationSec > 0.01 && measured.durationSec <= 4.5, `${file.id} lasts ${measured.durationSec} s`);
      assert.ok(Math.abs(measured.evidence.maxVolumeDb - { subtle: -12, standard: -7, bold: -3 }[sfx.intensity]) < 0.05, `${file.id} peaks at ${measured.evidence.maxVolumeDb}`);
    } else {
      const bed = bedDefinitions.find((b) => b.bedId === file.id)!;
      assert.is(measured.evidence.envelopeClass, 'ambient', `${file.id} is a bed`);
      assert.ok(measured.durationSec >= 8 && measured.durationSec <= 20, `${file.id} loops over ${measured.durationSec} s`);
      assert.ok(Math.abs(measured.durationSec - (bed.bars * 4 * 60) / bed.composedBpm) < 0.002, `${file.id} is exactly its bars long`);
      assert.ok(measured.bpm !== null && Math.abs(measured.bpm - bed.composedBpm) <= bed.composedBpm * 0.02, `${file.id} composed at ${bed.composedBpm} BPM measures ${measured.bpm}`);
      assert.is(file.channels, 2);
    }
  }
  // Bolder intensities are louder on average within a family, not only at their peak.
  for (const family of sfxFamilies) {
    const mean = (i: string) => manifest.files.find((f) => f.id === `${family}-${i}`)!.analysis.evidence.meanVolumeDb;
    assert.ok(mean('subtle') < mean('standard') && mean('standard') < mean('bold'), family);
  }
});

test('a pack folder is made again only where a file is missing or changed', ({ manifest, dir }) => {
  cpSync(defaultSoundPackDir, dir, { recursive: true });
  assert.equal(ensureSoundPack(dir).made, []);
  const tampered = join(dir, 'pop-bold.wav');
  const bytes = readFileSync(tampered);
  bytes[100] = bytes[100]! ^ 0xff;
  writeFileSync(tampered, bytes);
  rmSync(join(dir, 'tick-subtle.wav'));
  const again = ensureSoundPack(dir);
  assert.equal(again.made.sort(), ['pop-bold', 'tick-subtle']);
  assert.equal(again.manifest, manifest);
  assert.is(sha256(readFileSync(tampered)), manifest.files.find((f) => f.id === 'pop-bold')!.sha256);
});

test.run();
