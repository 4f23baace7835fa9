/**
 * Brand kits: upserted by kitId, checked like a composition's inline kit (fonts that can be
 * drawn, the org's own media), and bound into a render's snapshot when the render starts.
 */
import { objectMaxBytes, readBlob } from '../../control-plane/blobs/index.ts';
import { storageLimitBytes } from '../../control-plane/features/accounts/storage.ts';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

const test = suite<{ h: Harness }>('api: brand kits');
test.before(async (ctx) => { ctx.h = await createHarness(); });
test.after(async (ctx) => ctx.h?.close());

const kit = (overrides: Record<string, unknown> = {}) => ({
  kitId: 'acme', name: 'Acme',
  colors: { primary: '#ff0055', secondary: '#00aaff', accent: '#ffd400', background: '#101010', text: '#fafafa' },
  headingFont: { fontFamily: 'Montserrat', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 },
  ...overrides,
});

test('upsert by kitId: the second post replaces the first; the view follows the spec', async ({ h }) => {
  const { key } = await h.newOrg('kits');
  const first = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ tagline: 'We ship' }) });
  assert.is(first.statusCode, 200, first.body);
  const a = first.json();
  assert.equal([a.kitId, a.name, a.tagline, a.colors.primary, a.fonts.heading], ['acme', 'Acme', 'We ship', '#ff0055', { family: 'Montserrat', weight: 700 }]);
  const second = (await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ colors: { ...kit().colors, primary: '#00ff00' }, extraColors: [{ hex: '#123456', label: 'Navy' }] }) })).json();
  assert.is(second.id, a.id, 'same kit, replaced');
  assert.equal([second.colors.primary, second.extraColors, second.tagline], ['#00ff00', [{ name: 'Navy', value: '#123456' }], null]);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/brand-kits/${a.id}` })).json().colors.primary, '#00ff00');
  assert.is((await h.call(key, { method: 'GET', url: '/v1/brand-kits' })).json().data.length, 1);
});

test('a kit is checked like an inline kit: undrawable fonts, foreign media and unknown keys are refused', async ({ h }) => {
  const { key } = await h.newOrg('bad-kits');
  const font = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ headingFont: { fontFamily: 'Comic Sans MS', fontWeight: 400 } }) });
  assert.is(font.statusCode, 422, font.body);
  assert.is(font.json().error.code, 'font_not_reproducible');
  assert.ok(font.json().error.details.fields.every((f: { path: string }) => f.path.startsWith('body.')), font.body);
  const logo = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ logo: { src: 'logo.png' } }) });
  assert.is(logo.statusCode, 422);
  assert.equal([logo.json().error.code, logo.json().error.details.fields[0].path], ['media_reference_invalid', 'body.logo.src']);
  const colour = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ colors: { ...kit().colors, text: 'bä/1á' } }) });
  assert.equal([colour.statusCode, colour.json().error.details.fields?.[0]?.path], [422, 'body.colors.text'], colour.body);
  const unknown = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ mascot: 'owl' }) });
  assert.is(unknown.statusCode, 400);
  const minimal = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: { kitId: 'x', name: 'x' } });
  assert.is(minimal.statusCode, 400, 'colors and fonts are required');
  assert.is((await h.call(key, { method: 'GET', url: '/v1/brand-kits' })).json().data.length, 0);
});

test("a render copies the bound kit into its snapshot; later edits do not move it; unknown kitIds are 422", async ({ h }) => {
  const { key, orgId } = await h.newOrg('bound', { credits: 100 });
  await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit() });
  const composition = (binding: Record<string, unknown>) => ({
    output: { width: 320, height: 180, fps: 30 }, brandKit: binding,
    tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'Hi', style: { color: 'brand:colors.primary' } }] }],
  });
  // A composition carrying its own copy of the kit is drawn with that copy.
  const own = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'own', composition: composition({ kitId: 'acme', kit: { ...kit(), kitId: undefined, colors: { ...kit().colors, primary: '#abcdef' } } }) } })).json();
  const ownRender = (await h.call(key, { method: 'POST', url: `/v1/projects/${own.id}/renders` })).json();
  const ownSnapshot = JSON.parse((await readBlob(h.services.blobs, (await h.services.renders.get(orgId, ownRender.id)).compositionHash)).toString('utf8'));
  assert.is(ownSnapshot.brandKit.kit.colors.primary, '#abcdef');
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition({ kitId: 'acme' }) } })).json();
  const render = (await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders` })).json();
  await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ colors: { ...kit().colors, primary: '#000001' } }) });
  const stored = await h.services.renders.get(orgId, render.id);
  const snapshot = JSON.parse((await readBlob(h.services.blobs, stored.compositionHash)).toString('utf8'));
  assert.is(snapshot.brandKit.kit.colors.primary, '#ff0055', 'the kit as it was when the render was queued');
  assert.is(snapshot.brandKit.kitId, 'acme');

  const orphan = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'o', composition: composition({ kitId: 'nope' }) } })).json();
  const refused = await h.call(key, { method: 'POST', url: `/v1/projects/${orphan.id}/renders` });
  assert.is(refused.statusCode, 422);
  assert.equal([refused.json().error.code, refused.json().error.details.fields[0].path], ['brand_kit_not_found', 'brandKit.kitId']);
});

/** The path and query of a link to the harness's own base URL, for `inject`. */
const local = (h: Harness, url: string) => url.slice(h.url.length);

/** The bytes uploadFrames PUTs to slot `i` (a batch id always has the same length). */
const frameBytes = (i: number, batchId: string) => Buffer.from(`frame ${i} of ${batchId}`);
const frameSize = (i: number) => frameBytes(i, `exb_${'0'.repeat(24)}`).length;
/** A reservation body for `count` frames of uploadFrames' sizes. */
const slots = (count: number) => ({ count, sizeBytes: Array.from({ length: count }, (_, i) => frameSize(i)), contactSheetSizeBytes: frameSize(count) });

async function uploadFrames(h: Harness, key: string, count: number) {
  const reservation = await h.call(key, { method: 'POST', url: '/v1/brand-kits/exemplar-uploads', payload: slots(count) });
  assert.is(reservation.statusCode, 200, reservation.body);
  const r = reservation.json();
  for (const [i, slot] of [...r.uploads, r.contactSheetUpload].entries()) {
    const put = await h.app.inject({ method: 'PUT', url: local(h, slot.url), headers: { 'content-type': 'image/jpeg' }, payload: frameBytes(i, r.batchId) });
    assert.is(put.statusCode, 200, put.body);
  }
  return r as { batchId: string; uploads: { key: string; url: string }[]; contactSheetUpload: { key: string; url: string }; expiresAt: string };
}

test("exemplar uploads: presigned PUTs into the org's brand-inspiration/ prefix; a kit names the keys and presigns its frames", async ({ h }) => {
  const { key, orgId } = await h.newOrg('exemplars');
  const r = await uploadFrames(h, key, 8);
  assert.is(r.uploads.length, 8);
  assert.ok([...r.uploads, r.contactSheetUpload].every((u) => u.key.startsWith(`orgs/${orgId}/brand-inspiration/${r.batchId}/`)), JSON.stringify(r));
  assert.ok(Date.parse(r.expiresAt) > Date.now());
  const keys = r.uploads.map((u) => u.key);
  const motifs = [{ id: 'title-card', observed: 'a white card with the logo', body: { kind: 'card', html: '<div class="card">Acme</div>', tokens: { radius: 12 } },
    motion: { preset: 'fade-up', enterMs: 400, exitMs: 300, staggerMs: 60, confidence: 'high' }, role: 'title-card', zone: { x: 0.1, y: 0.7, w: 0.5, h: 0.2 },
    evidence: [5, 1], diffScore: 0.08, coverage: 'reproduced' }];
  const created = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ exemplarKeys: keys, contactSheetKey: r.contactSheetUpload.key, motifs, styleRubric: 'Calm, lots of air.', inspiration: { sources: ['https://acme.example'], extractedAt: 1_700_000_000_000, extractionVersion: '1' } }) });
  assert.is(created.statusCode, 200, created.body);
  const view = created.json();
  assert.equal([view.exemplarKeys, view.contactSheetKey, view.motifs, view.styleRubric, view.inspiration.sources], [keys, r.contactSheetUpload.key, motifs, 'Calm, lots of air.', ['https://acme.example']]);

  const all = await h.call(key, { method: 'POST', url: `/v1/brand-kits/${view.id}/exemplar-frames` });
  assert.is(all.statusCode, 200, all.body);
  assert.equal(all.json().frames.map((f: { key: string }) => f.key), keys.slice(0, 6), 'limit defaults to 6, in the kit\'s order');
  assert.ok(Date.parse(all.json().expiresAt) - Date.now() <= 10 * 60_000, 'short-lived');
  const motif = (await h.call(key, { method: 'POST', url: `/v1/brand-kits/${view.id}/exemplar-frames`, payload: { motifId: 'title-card', limit: 1 } })).json();
  assert.equal(motif.frames.map((f: { key: string }) => f.key), [keys[1]], 'the motif\'s evidence, first frame first, cut at the limit');
  const frame = await h.app.inject({ method: 'GET', url: local(h, motif.frames[0].url) });
  assert.is(frame.statusCode, 200);
  assert.is(frame.body, `frame 1 of ${r.batchId}`);
  assert.is((await h.app.inject({ method: 'PUT', url: local(h, motif.frames[0].url), payload: Buffer.from('x'), headers: { 'content-type': 'image/jpeg' } })).statusCode, 403, 'a frame link does not write');
  const nullBody = await h.call(key, { method: 'POST', url: `/v1/brand-kits/${view.id}/exemplar-frames`, payload: 'null', headers: { 'content-type': 'application/json' } });
  assert.equal([nullBody.statusCode, nullBody.json().error.code], [400, 'validation_failed'], 'a body of JSON null is not an object');
  const unknown = await h.call(key, { method: 'POST', url: `/v1/brand-kits/${view.id}/exemplar-frames`, payload: { motifId: 'nope' } });
  assert.is(unknown.statusCode, 404);
  assert.is(unknown.json().error.code, 'not_found');
});

test('exemplarKeys: a key of another org, an invented one, one never uploaded and out-of-range motif evidence are 422', async ({ h }) => {
  const a = await h.newOrg('exemplar-owner');
  const b = await h.newOrg('exemplar-thief');
  const theirs = await uploadFrames(h, a.key, 1);
  const mine = await uploadFrames(h, b.key, 1);
  const reservedOnly = (await h.call(b.key, { method: 'POST', url: '/v1/brand-kits/exemplar-uploads', payload: slots(1) })).json();
  const cases: [string, Record<string, unknown>, string][] = [
    ['another org\'s key', { exemplarKeys: [theirs.uploads[0]!.key] }, 'body.exemplarKeys[0]'],
    ['another org\'s key moved under this org', { exemplarKeys: [theirs.uploads[0]!.key.replace(a.orgId, b.orgId)] }, 'body.exemplarKeys[0]'],
    ['an invented key', { exemplarKeys: [`orgs/${b.orgId}/brand-inspiration/exb_0123456789abcdef01234567/exemplar-01.jpg`] }, 'body.exemplarKeys[0]'],
    ['a key of no form', { exemplarKeys: ['brand-inspiration/logo.jpg'] }, 'body.exemplarKeys[0]'],
    ['a reserved key never uploaded', { exemplarKeys: [reservedOnly.uploads[0].key] }, 'body.exemplarKeys[0]'],
    ['a frame key as the contact sheet', { contactSheetKey: mine.uploads[0]!.key }, 'body.contactSheetKey'],
    ['another org\'s contact sheet', { contactSheetKey: theirs.contactSheetUpload.key }, 'body.contactSheetKey'],
    ['motif evidence past the frames', { exemplarKeys: [mine.uploads[0]!.key], motifs: [{ id: 'm', evidence: [1] }] }, 'body.motifs[0].evidence[0]'],
  ];
  for (const [what, fields, path] of cases) {
    const res = await h.call(b.key, { method: 'POST', url: '/v1/brand-kits', payload: kit(fields) });
    assert.is(res.statusCode, 422, `${what}: ${res.body}`);
    assert.is(res.json().error.code, 'validation_failed', what);
    assert.equal(res.json().error.details.fields.map((f: { path: string }) => f.path), [path], what);
  }
  assert.is((await h.call(b.key, { method: 'GET', url: '/v1/brand-kits' })).json().data.length, 0, 'no kit was stored');
  const ok = await h.call(b.key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ exemplarKeys: [mine.uploads[0]!.key], contactSheetKey: mine.contactSheetUpload.key }) });
  assert.is(ok.statusCode, 200, ok.body);
  assert.is((await h.call(b.key, { method: 'POST', url: '/v1/brand-kits/exemplar-uploads', payload: { count: 0 } })).statusCode, 400);
});

test("exemplar uploads: each slot is signed for the size the client states, the sizes count toward the plan's storage, and a reservation past it is 413 before anything is signed", async ({ h }) => {
  const { key, orgId } = await h.newOrg('exemplar-sizes');
  const reserve = (payload: Record<string, unknown>) => h.call(key, { method: 'POST', url: '/v1/brand-kits/exemplar-uploads', payload });
  for (const [what, payload] of [
    ['no sizes', { count: 1 }],
    ['no contact sheet size', { count: 1, sizeBytes: [10] }],
    ['a size of 0', { count: 1, sizeBytes: [0], contactSheetSizeBytes: 10 }],
    ['a size past the largest object', { count: 1, sizeBytes: [objectMaxBytes + 1], contactSheetSizeBytes: 10 }],
  ] as const) {
    const res = await reserve(payload);
    assert.is(res.statusCode, 400, `${what}: ${res.body}`);
    assert.ok(res.json().error.code, what);
  }
  const fewer = await reserve({ count: 2, sizeBytes: [10], contactSheetSizeBytes: 10 });
  assert.is(fewer.statusCode, 422, fewer.body);
  assert.equal([fewer.json().error.code, fewer.json().error.details.fields[0].path], ['validation_failed', 'body.sizeBytes']);

  const before = (await h.services.storage.counted(orgId)).storageBytes ?? 0;
  const ok = await reserve({ count: 2, sizeBytes: [300, 200], contactSheetSizeBytes: 100 });
  assert.is(ok.statusCode, 200, ok.body);
  const r = ok.json();
  assert.equal([...r.uploads, r.contactSheetUpload].map((u: { sizeBytes: number }) => u.sizeBytes), [300, 200, 100]);
  assert.is((await h.services.storage.counted(orgId)).storageBytes, before + 600, "the stated sizes count toward the org's storage");
  // The upload route refuses one byte over (413) or short (400) and stores nothing; the exact size is kept.
  const slot = r.uploads[0];
  const over = await h.app.inject({ method: 'PUT', url: local(h, slot.url), headers: { 'content-type': 'image/jpeg' }, payload: Buffer.alloc(301) });
  assert.is(over.statusCode, 413, over.body);
  assert.is(over.json().error.code, 'body_too_large');
  const short = await h.app.inject({ method: 'PUT', url: local(h, slot.url), headers: { 'content-type': 'image/jpeg' }, payload: Buffer.alloc(299) });
  assert.is(short.statusCode, 400, short.body);
  assert.is(short.json().error.code, 'size_mismatch');
  assert.is(await h.services.blobs.objectStat(slot.key), null, 'nothing stored');
  const exact = await h.app.inject({ method: 'PUT', url: local(h, slot.url), headers: { 'content-type': 'image/jpeg' }, payload: Buffer.alloc(300) });
  assert.is(exact.statusCode, 200, exact.body);
  assert.is((await h.services.blobs.objectStat(slot.key))?.sizeBytes, 300);

  // An org with 1000 bytes of its plan left: 1001 bytes of slots are refused, and nothing is signed or counted.
  const limit = storageLimitBytes(h.services.accounts.prices, (await h.services.accounts.getOrg(orgId))!);
  await h.services.accounts.orgs.update(orgId, { set: { storageBytes: limit - 1000 } });
  const batchesBefore = (await h.services.store.orgCollection({ name: 'brand_exemplar_batches', idPrefix: 'exb' }).forOrg(orgId).count());
  const past = await reserve({ count: 1, sizeBytes: [901], contactSheetSizeBytes: 100 });
  assert.is(past.statusCode, 413, past.body);
  assert.is(past.json().error.code, 'storage_limit_exceeded');
  assert.not.ok(past.body.includes('http'), 'no upload link');
  assert.is((await h.services.storage.counted(orgId)).storageBytes, limit - 1000, 'nothing counted');
  assert.is((await h.services.store.orgCollection({ name: 'brand_exemplar_batches', idPrefix: 'exb' }).forOrg(orgId).count()), batchesBefore, 'no reservation kept');
  const fits = await reserve({ count: 1, sizeBytes: [900], contactSheetSizeBytes: 100 });
  assert.is(fits.statusCode, 200, fits.body);
  assert.is((await h.services.storage.counted(orgId)).storageBytes, limit);
});

test('the whole kit: spacing, sizing, audio, density come back as sent; unknown sounds and a backwards bpm range are 422', async ({ h }) => {
  const { key } = await h.newOrg('whole-kit');
  const audio = {
    sfxIntensity: 'subtle', musicEnabled: true, musicMood: 'calm', sonicLogo: { ref: 'confirm-bold', placement: 'intro', offsetMs: 250 },
    uiSoundSet: { tick: 'tick-subtle', pop: 'pop-bold' }, bedStyle: { bedId: 'bed-ambient-70', genre: 'ambient', bpmRange: { min: 60, max: 80 } }, ambiencePreference: { ref: 'swell-subtle' },
  };
  const whole = { spacing: { base: 24, lg: 48, sm: 8 }, sizing: { fontSizeHeading: 96, fontSizeBody: 40, fontSizeLabel: 24, borderRadius: 18 }, audio, density: { graphicsPerMin: 6, maxSimultaneous: 2 } };
  const res = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit(whole) });
  assert.is(res.statusCode, 200, res.body);
  const view = res.json();
  assert.equal([view.spacing, view.sizing, view.audio, view.density], [whole.spacing, whole.sizing, audio, whole.density]);
  const plain = (await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ kitId: 'plain' }) })).json();
  assert.equal([plain.spacing, plain.sizing, plain.audio, plain.density, plain.motifs, plain.contactSheetKey, plain.inspiration, plain.styleRubric], [null, null, null, null, [], null, null, null]);
  const badSound = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ audio: { sonicLogo: { ref: 'kazoo' }, bedStyle: { bedId: 'pop-bold' } } }) });
  assert.is(badSound.statusCode, 422, badSound.body);
  assert.equal(badSound.json().error.details.fields.map((f: { path: string }) => f.path).sort(), ['body.audio.bedStyle.bedId', 'body.audio.sonicLogo.ref']);
  const badBpm = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ audio: { bedStyle: { bpmRange: { min: 120, max: 90 } } } }) });
  assert.is(badBpm.statusCode, 422, badBpm.body);
  const foreignLogo = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ audio: { sonicLogo: { ref: 'media:med_nope' } } }) });
  assert.equal([foreignLogo.statusCode, foreignLogo.json().error.details.fields[0].path], [422, 'body.audio.sonicLogo.ref']);
  const foreignAmbience = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: kit({ audio: { ambiencePreference: { ref: 'media:med_nope' } } }) });
  assert.equal([foreignAmbience.statusCode, foreignAmbience.json().error.details.fields[0].path], [422, 'body.audio.ambiencePreference.ref']);
});

test.run();
