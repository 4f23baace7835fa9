/**
 * A stored brand kit taking effect in a render, end to end over the real SQLite store and a render
 * node: the kit's `sizing` reaches a built-in component bound to those tokens (the typewriter's
 * text size and card radius, measured in a decoded frame), its `sonicLogo` plays at its placement
 * (measured in the decoded mix against the pack file, or the org's own audio item), its bed is shipped when the brand wants
 * music and the composition has none, and its `density` is a composition-check warning.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkComposition } from '../../catalog/check/check.ts';
import { decodeWav, encodeWav } from '../../shared/sounds/wav.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; dir: string }
const test = suite<Ctx>('api: a brand kit in a render');

const rate = 48_000;
const width = 640, height = 360;

test.before(async (ctx) => {
  ctx.h = await createHarness({ renderScenes: true });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-brand-render-'));
});

test.after(async (ctx) => {
  await ctx.h?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

const tokens = {
  colors: { primary: '#5b5bf6', secondary: '#12b5cb', accent: '#ffd400', background: '#0c1022', text: '#ffffff' },
  headingFont: { fontFamily: 'Montserrat', fontWeight: 800 }, bodyFont: { fontFamily: 'Inter', fontWeight: 500 },
};

const rmsDb = (x: Float32Array, from: number, to: number) => {
  let sum = 0;
  const a = Math.round(from * rate), b = Math.round(to * rate);
  for (let i = a; i < b; i++) sum += x[i]! * x[i]!;
  return 10 * Math.log10(sum / (b - a) + 1e-20);
};

/** The rows and columns of a grey frame's dark pixels (the typewriter's card on a white background). */
function darkBox(gray: Buffer) {
  let top = height, bottom = -1, left = width, right = -1;
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) {
    if (gray[y * width + x]! >= 100) continue;
    top = Math.min(top, y); bottom = Math.max(bottom, y); left = Math.min(left, x); right = Math.max(right, x);
  }
  return { top, bottom, left, right, height: bottom - top + 1 };
}

test('sizing reaches the component frame and the sonic logo sounds at its placement', async ({ h, dir }) => {
  const { key, orgId } = await h.newOrg('brand-render', { credits: 1000 });
  // Component sounds off, so the sonic logo is the only sound: 1.5 s before the end of a 4 s video.
  const kit = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: {
    kitId: 'loud', name: 'Loud', ...tokens,
    sizing: { fontSizeBody: 150, borderRadius: 0 },
    audio: { sfxIntensity: 'off', sonicLogo: { ref: 'confirm-bold', placement: 'outro', offsetMs: 1500 } },
  } });
  assert.is(kit.statusCode, 200, kit.body);
  const composition = {
    output: { width, height, fps: 30, background: '#ffffff' }, brandKit: { kitId: 'loud' },
    tracks: [{ clips: [{ kind: 'component', componentId: 'typewriter', start: 0, duration: 4, props: { text: 'Hi', cardColor: '#000000' } }] }],
  };
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'brand', composition } });
  assert.is(created.statusCode, 201, created.body);
  const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${created.json().id}/renders` });
  assert.is(queued.statusCode, 202, queued.body);
  const stored = await h.services.renders.get(orgId, queued.json().id);
  assert.equal(stored.assets.map((a) => a.ref), ['pack:confirm-bold'], 'the render carries the sonic logo and no component sound');
  const done = await until('the render to end', 180_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${stored.id}` })).json();
    return ['complete', 'error', 'cancelled'].includes(r.status) && r;
  }, 100);
  assert.is(done.status, 'complete', JSON.stringify(done));
  const mp4 = await h.app.inject({ method: 'GET', url: done.outputUrl.slice(h.url.length) });
  const out = join(dir, 'brand.mp4');
  writeFileSync(out, mp4.rawPayload);

  // The frame at 2 s: the card is 2.55 × the text size high (one line of 1.35 and padding of 2 × 0.6),
  // the size being the kit's 150 px at 1080p, a third of that at 360p; the default 64 would give 54 px.
  const gray = execFileSync('ffmpeg', ['-v', 'error', '-ss', '2', '-i', out, '-frames:v', '1', '-f', 'rawvideo', '-pix_fmt', 'gray', '-']);
  assert.is(gray.length, width * height);
  const card = darkBox(gray);
  const expected = 2.55 * 150 / 3;
  assert.ok(Math.abs(card.height - expected) <= 4, `card ${card.height} px high, ${expected} px expected for sizing.fontSizeBody 150`);
  // borderRadius 0: the card's corners are square (the default radius is 0.35 × the text size).
  assert.ok(gray[(card.top + 1) * width + card.left + 1]! < 100, 'the top-left corner of the card is filled');
  assert.ok(gray[(card.bottom - 1) * width + card.right - 1]! < 100, 'the bottom-right corner of the card is filled');

  // The mix: silence, then the sonic logo from 2.5 s at the level of its pack file.
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', out, '-map', '0:a:0', '-ac', '1', '-ar', String(rate), '-f', 'f32le', '-'], { maxBuffer: 64 << 20 });
  const mix = new Float32Array(pcm.buffer, pcm.byteOffset, pcm.length / 4);
  assert.ok(Math.abs(mix.length / rate - 4) < 0.05, `the sound lasts the video: ${mix.length / rate} s`);
  const onset = mix.findIndex((v) => Math.abs(v) > 0.01) / rate;
  assert.ok(Math.abs(onset - 2.5) < 0.015, `the sonic logo starts at ${onset} s`);
  assert.ok(rmsDb(mix, 0.05, 2.45) < -70, `silence before it: ${rmsDb(mix, 0.05, 2.45).toFixed(1)} dB`);
  const logoBytes = Buffer.concat(await (await h.services.blobs.read(stored.assets[0]!.contentHash)).toArray());
  const logo = decodeWav(logoBytes).channels[0]!;
  const span = Math.min(1.4, logo.length / rate - 0.02);
  const inFile = rmsDb(logo, 0.02, 0.02 + span);
  const heard = rmsDb(mix, 2.52, 2.52 + span);
  assert.ok(Math.abs(heard - inFile) < 1, `sonic logo at ${heard.toFixed(2)} dB in the mix, ${inFile.toFixed(2)} dB in its file`);
});

test('a sonic logo of the org\'s own audio plays at its intro offset, at its level', async ({ h, dir }) => {
  const { key, orgId } = await h.newOrg('brand-own-logo', { credits: 1000 });
  // 0.4 s of 660 Hz at a quarter of full scale: -15 dB RMS.
  const tone = new Float32Array(Math.round(0.4 * rate)).map((_, i) => 0.25 * Math.sin(2 * Math.PI * 660 * (i / rate)));
  const uploaded = await h.call(key, { method: 'POST', url: '/v1/media?name=jingle.wav', headers: { 'content-type': 'audio/wav' }, payload: encodeWav([tone], rate) });
  assert.is(uploaded.statusCode, 201, uploaded.body);
  const ref = `media:${uploaded.json().id}`;
  const composition = {
    output: { width: 160, height: 90, fps: 30 }, brandKit: { kit: { ...tokens, audio: { sonicLogo: { ref, placement: 'intro', offsetMs: 500 } } } },
    tracks: [{ clips: [{ kind: 'text', start: 0, duration: 2, text: 'Acme' }] }],
  };
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'own-logo', composition } });
  assert.is(created.statusCode, 201, created.body);
  const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${created.json().id}/renders` });
  assert.is(queued.statusCode, 202, queued.body);
  const stored = await h.services.renders.get(orgId, queued.json().id);
  assert.equal(stored.assets.map((a) => a.ref), [ref], 'the render ships the org item the kit names');
  const done = await until('the render to end', 180_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${stored.id}` })).json();
    return ['complete', 'error', 'cancelled'].includes(r.status) && r;
  }, 100);
  assert.is(done.status, 'complete', JSON.stringify(done));
  const out = join(dir, 'own-logo.mp4');
  writeFileSync(out, (await h.app.inject({ method: 'GET', url: done.outputUrl.slice(h.url.length) })).rawPayload);
  const pcm = execFileSync('ffmpeg', ['-v', 'error', '-i', out, '-map', '0:a:0', '-ac', '1', '-ar', String(rate), '-f', 'f32le', '-'], { maxBuffer: 64 << 20 });
  const mix = new Float32Array(pcm.buffer, pcm.byteOffset, pcm.length / 4);
  const onset = mix.findIndex((v) => Math.abs(v) > 0.01) / rate;
  assert.ok(Math.abs(onset - 0.5) < 0.015, `the sonic logo starts at ${onset} s`);
  const heard = rmsDb(mix, 0.55, 0.85);
  assert.ok(Math.abs(heard - rmsDb(tone, 0.05, 0.35)) < 1, `sonic logo at ${heard.toFixed(2)} dB in the mix`);
  assert.ok(rmsDb(mix, 0.05, 0.45) < -70 && rmsDb(mix, 1.0, 1.95) < -70, 'silence around it');
});

test('a brand that wants music gets its bed only when the composition brings no audio of its own', async ({ h }) => {
  const { key, orgId } = await h.newOrg('brand-bed', { credits: 1000 });
  const kit = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: { kitId: 'calm', name: 'Calm', ...tokens, audio: { musicEnabled: true, bedStyle: { genre: 'ambient', bpmRange: { min: 60, max: 80 } } } } });
  assert.is(kit.statusCode, 200, kit.body);
  const refsOf = async (clips: unknown[]) => {
    const project = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'bed', composition: { output: { width: 160, height: 90, fps: 30 }, brandKit: { kitId: 'calm' }, tracks: [{ clips }] } } });
    assert.is(project.statusCode, 201, project.body);
    const render = await h.call(key, { method: 'POST', url: `/v1/projects/${project.json().id}/renders` });
    assert.is(render.statusCode, 202, render.body);
    return (await h.services.renders.get(orgId, render.json().id)).assets.map((a) => a.ref).sort();
  };
  assert.equal(await refsOf([{ kind: 'text', start: 0, duration: 1, text: 'Hi' }]), ['pack:bed-ambient-70'], 'genre and tempo pick the ambient bed');
  assert.equal(await refsOf([{ kind: 'audio', bedId: 'bed-house-124', start: 0, duration: 1 }]), ['pack:bed-house-124'], 'the composition\'s own music is kept alone');
});

test('density.maxSimultaneous and graphicsPerMin are composition-check warnings, not errors', () => {
  const card = (start: number) => ({ kind: 'component', componentId: 'lower-third', start, duration: 2 });
  const composition = {
    output: { width: 160, height: 90, fps: 30 }, brandKit: { kit: { ...tokens, density: { maxSimultaneous: 2, graphicsPerMin: 30 } } },
    tracks: [{ clips: [card(0), card(4)] }, { clips: [card(1)] }, { clips: [card(1.5)] }, { hidden: true, clips: [card(1)] }],
  };
  const checked = checkComposition(composition);
  assert.ok(checked.ok, JSON.stringify(checked));
  if (!checked.ok) return;
  const density = checked.warnings.filter((w) => w.startsWith('brandKit.kit.density'));
  assert.is(density.length, 2, density.join('\n'));
  assert.match(density[0]!, /3 component clips are on screen at once at 1\.50 s; the brand kit allows 2/);
  assert.match(density[1]!, /4 component clips in 6\.0 s is 40\.0 per minute; the brand kit allows 30/);
  const calm = checkComposition({ ...composition, tracks: [{ clips: [card(0), card(4)] }] });
  assert.ok(calm.ok && calm.warnings.every((w) => !w.startsWith('brandKit.kit.density')), 'within the kit\'s density: no warning');
});

test.run();
