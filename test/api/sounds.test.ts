/**
 * Sound palettes through the API, over the real SQLite store and a render node that takes media
 * and scene jobs: the catalog lists the pack's sound effects and beds with what their files
 * measure, and the org's own audio with what the node's probe measured; compositions and brand
 * kits naming unknown sounds are refused naming the field; a composition playing a pack sound by
 * soundId, and a component that clicks, render with those sounds in the mix at their times and
 * levels (decoded with ffmpeg).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { analyzeSound } from '../../render-node/media-probe.ts';
import { analyzePackFile } from '../../shared/sounds/generate.ts';
import { decodeWav, encodeWav } from '../../shared/sounds/wav.ts';
import { until } from '../support/wait.ts';
import { analysedMedia } from '../support/media.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; dir: string }
const test = suite<Ctx>('api: sound palettes');

const publicBase = 'http://127.0.0.1:8080';
const rate = 48_000;

test.before(async (ctx) => {
  ctx.h = await createHarness({ renderScenes: true });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-sounds-api-'));
});

test.after(async (ctx) => {
  await ctx.h?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function blobBytes(h: Harness, key: string): Promise<Buffer> {
  return Buffer.concat(await (await h.services.blobs.read(key)).toArray());
}

const rmsDb = (x: Float32Array, from: number, to: number) => {
  let sum = 0;
  const a = Math.round(from * rate), b = Math.round(to * rate);
  for (let i = a; i < b; i++) sum += x[i]! * x[i]!;
  return 10 * Math.log10(sum / (b - a) + 1e-20);
};

test('the catalog lists every pack sound with the measurements of its stored file', async ({ h }) => {
  const { key } = await h.newOrg('sounds-listing');
  const res = await h.call(key, { method: 'GET', url: '/v1/components' });
  assert.is(res.statusCode, 200, res.body);
  const { sfx, audio } = res.json() as { sfx: any[]; audio: any[] };
  assert.ok(sfx.length >= 24, `${sfx.length} sound effects`);
  assert.is(new Set(sfx.map((s) => s.family)).size, 9);
  assert.equal(new Set(sfx.map((s) => s.intensity)), new Set(['subtle', 'standard', 'bold']));
  const pack = audio.filter((a) => a.source === 'pack');
  assert.is(pack.length, sfx.length + 5, 'every sound effect and five beds');
  const assets = await h.services.sounds.assetsFor({ output: { width: 16, height: 16, fps: 30 }, tracks: [{ clips: pack.map((a, i) => ({ kind: 'audio', start: i, duration: 1, [a.role === 'music' ? 'bedId' : 'soundId']: a.ref })) }] });
  for (const entry of pack) {
    const asset = assets.find((a) => a.ref === `pack:${entry.ref}`)!;
    const measured = analyzePackFile(await blobBytes(h, asset.contentHash), entry.role === 'music' ? 'bed' : 'sfx');
    assert.equal(entry.evidence, measured.evidence, `${entry.ref}: evidence is the analysis of its stored file`);
    assert.is(entry.durationSec, measured.durationSec);
    assert.is(entry.envelopeClass, measured.evidence.envelopeClass);
    assert.is(entry.license, 'CC0-1.0');
    assert.match(entry.provenance, /synthesized/);
    if (entry.role === 'music') {
      assert.is(entry.bpm, measured.bpm);
      assert.ok(entry.mood.length >= 2);
    } else {
      const listed = sfx.find((s) => s.soundId === entry.ref);
      assert.equal([listed.envelopeClass, listed.durationSec], [measured.evidence.envelopeClass, measured.durationSec]);
      assert.match(listed.attribution, /CC0/);
    }
  }
  const filtered = (await h.call(key, { method: 'GET', url: '/v1/components?category=text&limit=2' })).json();
  assert.is(filtered.sfx.length, sfx.length, 'the palettes do not depend on the component filters');
});

test('the org\'s own audio is listed with the analysis the render node took after its probe', async ({ h, dir }) => {
  const { key, orgId } = await h.newOrg('sounds-org');
  // Eight seconds of a 100 BPM pulse: music by its analysis.
  const x = new Float32Array(12 * rate);
  for (let beat = 0; beat * 0.6 < 12; beat++) {
    const start = Math.round(beat * 0.6 * rate);
    for (let i = 0; i < 4800 && start + i < x.length; i++) x[start + i] = 0.6 * Math.sin(2 * Math.PI * (55 + 90 * Math.exp(-i / 600)) * (i / rate)) * Math.exp(-i / 1800);
  }
  const file = join(dir, 'pulse.wav');
  writeFileSync(file, encodeWav([x], rate));
  const uploaded = await h.call(key, { method: 'POST', url: '/v1/media?name=pulse.wav', headers: { 'content-type': 'audio/wav' }, payload: encodeWav([x], rate) });
  assert.is(uploaded.statusCode, 201, uploaded.body);
  const mediaId = uploaded.json().id as string;
  await analysedMedia(h.services, orgId, mediaId);
  const { audio } = (await h.call(key, { method: 'GET', url: '/v1/components' })).json() as { audio: any[] };
  const own = audio.filter((a) => a.source === 'org');
  assert.is(own.length, 1);
  const measured = (await analyzeSound(file))!;
  assert.equal(own[0].evidence, measured.evidence);
  assert.equal([own[0].ref, own[0].role, own[0].durationSec, own[0].bpm], [`media:${mediaId}`, 'music', measured.durationSec, measured.bpm]);
  assert.ok(Math.abs(own[0].bpm - 100) <= 2, `bpm ${own[0].bpm}`);
  assert.is(own[0].license, 'LicenseRef-org-supplied');
  const other = await h.newOrg('sounds-other');
  assert.is((await h.call(other.key, { method: 'GET', url: '/v1/components' })).json().audio.filter((a: any) => a.source === 'org').length, 0, 'another org does not see it');
});

test('unknown sounds in a composition or a brand kit are a 422 naming the field', async ({ h }) => {
  const { key } = await h.newOrg('sounds-check', { credits: 100 });
  const composition = (clip: Record<string, unknown>) => ({ output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'audio', start: 0, duration: 1, ...clip }] }] });
  const refused = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition({ soundId: 'whoosh-huge' }) } });
  assert.is(refused.statusCode, 422, refused.body);
  const error = refused.json().error;
  assert.is(error.code, 'composition_invalid');
  assert.equal(error.details.fields.map((f: any) => [f.path, f.code]), [['tracks[0].clips[0].soundId', 'unknown_sound']]);
  assert.match(error.details.fields[0].problem, /no sound effect 'whoosh-huge' in the pack/);
  const bed = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition({ bedId: 'bed-polka-200' }) } });
  assert.is(bed.statusCode, 422);
  assert.equal(bed.json().error.details.fields.map((f: any) => f.path), ['tracks[0].clips[0].bedId']);
  assert.is((await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition({ soundId: 'whoosh-bold' }) } })).statusCode, 201);

  const kit = { kitId: 'sonic', name: 'Sonic', colors: { primary: '#111111', secondary: '#222222', accent: '#333333', background: '#000000', text: '#ffffff' }, headingFont: { fontFamily: 'Inter', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 } };
  const badKit = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: { ...kit, audio: { sfxIntensity: 'subtle', uiSoundSet: { pop: 'pop-huge' } } } });
  assert.is(badKit.statusCode, 422, badKit.body);
  assert.equal(badKit.json().error.details.fields.map((f: any) => f.path), ['body.audio.uiSoundSet.pop']);
  const good = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: { ...kit, audio: { sfxIntensity: 'bold', uiSoundSet: { click: 'tick-bold' } } } });
  assert.is(good.statusCode, 200, good.body);
  assert.equal(good.json().audio, { sfxIntensity: 'bold', uiSoundSet: { click: 'tick-bold' } });
});

test('a sound named by soundId and a component\'s click render in the mix at their times and levels', async ({ h, dir }) => {
  const { key, orgId } = await h.newOrg('sounds-render', { credits: 1000 });
  const composition = {
    output: { width: 320, height: 180, fps: 30, background: '#101020' },
    tracks: [
      { clips: [{ kind: 'audio', soundId: 'impact-standard', start: 1, duration: 1.5 }] },
      { clips: [{ kind: 'component', componentId: 'cta-button', start: 3, duration: 3 }] },
    ],
  };
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'sounds', composition } });
  assert.is(created.statusCode, 201, created.body);
  const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${created.json().id}/renders` });
  assert.is(queued.statusCode, 202, queued.body);
  const stored = await h.services.renders.get(orgId, queued.json().id);
  assert.equal(stored.assets.map((a) => a.ref).sort(), ['pack:click-standard', 'pack:impact-standard'], 'the render carries the pack files it plays');
  const done = await until('the render to end', 180_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${stored.id}` })).json();
    return ['complete', 'error', 'cancelled'].includes(r.status) && r;
  }, 100);
  assert.is(done.status, 'complete', JSON.stringify(done));
  const mp4 = await h.app.inject({ method: 'GET', url: done.outputUrl.replace(publicBase, '') });
  const out = join(dir, 'sounds.mp4');
  writeFileSync(out, mp4.rawPayload);
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', out, '-map', '0:a:0', '-ac', '1', '-ar', String(rate), '-f', 'f32le', '-'], { maxBuffer: 64 << 20 });
  const mix = new Float32Array(pcm.buffer, pcm.byteOffset, pcm.length / 4);
  assert.ok(Math.abs(mix.length / rate - 6) < 0.05, `the sound lasts the video: ${mix.length / rate} s`);

  // The impact: starts at 1.0 s, at the level of its pack file over the same window.
  const impact = decodeWav(await blobBytes(h, stored.assets.find((a) => a.ref === 'pack:impact-standard')!.contentHash)).channels[0]!;
  const onset = mix.findIndex((v) => Math.abs(v) > 0.01) / rate;
  assert.ok(Math.abs(onset - 1) < 0.015, `the impact starts at ${onset} s`);
  const expected = rmsDb(impact, 0.02, 1.0);
  const heard = rmsDb(mix, 1.02, 2.0);
  assert.ok(Math.abs(heard - expected) < 1, `impact at ${heard.toFixed(2)} dB in the mix, ${expected.toFixed(2)} dB in its file`);
  assert.ok(rmsDb(mix, 0.05, 0.95) < -70, `silence before it: ${rmsDb(mix, 0.05, 0.95)}`);
  assert.ok(rmsDb(mix, 2.3, 4.25) < -70, `silence after it: ${rmsDb(mix, 2.3, 4.25)}`);

  // The button clicks 1.3 s into its placement: 4.3 s.
  const click = decodeWav(await blobBytes(h, stored.assets.find((a) => a.ref === 'pack:click-standard')!.contentHash)).channels[0]!;
  const clickLevel = rmsDb(click, 0, click.length / rate);
  const clickHeard = rmsDb(mix, 4.3, 4.3 + click.length / rate);
  assert.ok(Math.abs(clickHeard - clickLevel) < 1.5, `click at ${clickHeard.toFixed(2)} dB in the mix, ${clickLevel.toFixed(2)} dB in its file`);
  assert.ok(rmsDb(mix, 4.5, 5.95) < -70, `silence after the click: ${rmsDb(mix, 4.5, 5.95)}`);

  // The brand kit turns component sounds off: the same composition has only the impact.
  const silentKit = { ...composition, brandKit: { kit: { colors: { primary: '#5b5bf6', secondary: '#12b5cb', accent: '#ffb020', background: '#0c1022', text: '#ffffff' }, headingFont: { fontFamily: 'Montserrat', fontWeight: 800 }, bodyFont: { fontFamily: 'Inter', fontWeight: 500 }, audio: { sfxIntensity: 'off' } } } };
  const quiet = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'quiet', composition: silentKit } });
  const quietRender = await h.call(key, { method: 'POST', url: `/v1/projects/${quiet.json().id}/renders` });
  assert.equal((await h.services.renders.get(orgId, quietRender.json().id)).assets.map((a) => a.ref), ['pack:impact-standard']);
});

test.run();
