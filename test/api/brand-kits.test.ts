/**
 * Brand kits: upserted by kitId, checked like a composition's inline kit (fonts that can be
 * drawn, the org's own media), and bound into a render's snapshot when the render starts.
 */
import { readBlob } from '../../control-plane/blobs/index.ts';
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

test.run();
