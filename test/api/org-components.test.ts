/**
 * Org-owned components through the real app over SQLite, compiled by the real sandbox compiler:
 * eject a built-in, read sources (built-in and org), create from source, compile problems as 422
 * naming the line, merge-patch updates (omitted fields kept, null removing an override, prop
 * defaults checked), a version per update with every version readable, the repin of one
 * composition with the placements still on the previous version counted across compositions,
 * sessions and templates, another org reading 404, and the listing.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { builtinComponentSource } from '../../catalog/sandbox/index.ts';
import type { StoredComposition } from '../../control-plane/features/projects/projects.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; key: string; orgId: string }
const test = suite<Ctx>('api: org components');
test.before(async (ctx) => {
  ctx.h = await createHarness();
  const org = await ctx.h.newOrg('components-org', { credits: 100 });
  ctx.key = org.key;
  ctx.orgId = org.orgId;
});
test.after(async (ctx) => ctx.h?.close());

/** A small card: a bar that grows across the box in `color`. */
function cardSource(options: { color?: string; line2?: string } = {}) {
  return [
    "import { defineComponent, Type } from '@framefleet/component-sdk';",
    options.line2 ?? '',
    'export default defineComponent({',
    "  name: 'Promo card', description: 'a bar that grows across the box', category: 'ui-blocks', kind: 'component',",
    '  propSchema: Type.Object({ color: Type.String(), label: Type.String() }),',
    `  propDefaults: { color: '${options.color ?? '#ff3366'}', label: 'Hi' },`,
    "  durationInFrames: 30, tier: 'standard', useCase: ['explainer'], mood: ['bold'], tags: ['card'],",
    "  intent: 'show a growing promo bar', useWhen: 'a promo needs a simple animated bar',",
    '  draw(ctx, f, props) {',
    '    ctx.fillStyle = props.color;',
    '    ctx.fillRect(0, 0, Math.max(1, f.width * f.progress), f.height);',
    '  },',
    '});',
  ].join('\n');
}

async function create(ctx: Ctx, body: object) {
  const res = await ctx.h.call(ctx.key, { method: 'POST', url: '/v1/components', payload: body });
  assert.is(res.statusCode, 201, res.body);
  return res.json();
}

async function update(ctx: Ctx, id: string, body: object, method: 'PUT' | 'PATCH' = 'PATCH', contentType = 'application/json') {
  const res = await ctx.h.call(ctx.key, { method, url: `/v1/components/${id}`, headers: { 'content-type': contentType }, payload: JSON.stringify(body) });
  assert.is(res.statusCode, 200, res.body);
  return res.json();
}

function composition(componentId: string, placements = 1, version?: string) {
  return {
    output: { width: 160, height: 90, fps: 30, background: '#101820' },
    tracks: Array.from({ length: placements }, () => ({ clips: [{ kind: 'component', componentId, start: 0, duration: 1, ...(version ? { version } : {}) }] })),
  };
}

async function project(ctx: Ctx, componentId: string, placements: number) {
  const res = await ctx.h.call(ctx.key, { method: 'POST', url: '/v1/projects', payload: { name: componentId, composition: composition(componentId, placements) } });
  assert.is(res.statusCode, 201, res.body);
  return res.json();
}

test('a built-in\'s source reads as a module, and ejecting it makes an org copy at version 1', async (ctx) => {
  const { h, key } = ctx;
  const builtin = await h.call(key, { method: 'GET', url: '/v1/components/lower-third/source' });
  assert.is(builtin.statusCode, 200, builtin.body);
  const source = builtin.json();
  assert.equal([source.id, source.source, source.origin, source.ejectedFrom, source.version], ['lower-third', 'default', 'repo-owned', null, '1.0.0']);
  assert.match(source.tsxSource, /defineComponent/);
  assert.ok('name' in source.propSchema.properties, 'the prop schema comes with it');
  for (const f of ['name', 'description', 'tokens', 'examples', 'durationInFrames']) assert.ok(f in source, `source lacks ${f}`);

  const copy = (await h.call(key, { method: 'POST', url: '/v1/components/lower-third/eject' })).json();
  assert.equal([copy.id, copy.version, copy.source, copy.origin, copy.ejectedFrom], ['lower-third-custom', '1', 'installed', 'customer-owned', 'lower-third@1.0.0']);
  assert.equal([copy.category, copy.kind, copy.propDefaults], ['text', 'component', (await h.call(key, { method: 'GET', url: '/v1/components/lower-third' })).json().propDefaults]);
  const second = await h.call(key, { method: 'POST', url: '/v1/components/lower-third/eject', payload: {} });
  assert.is(second.json().id, 'lower-third-custom-2', 'the default id is numbered when taken');
  const named = await h.call(key, { method: 'POST', url: '/v1/components/lower-third/eject', payload: { id: 'our-lower-third' } });
  assert.is(named.statusCode, 201, named.body);
  const taken = await h.call(key, { method: 'POST', url: '/v1/components/lower-third/eject', payload: { id: 'our-lower-third' } });
  assert.equal([taken.statusCode, taken.json().error.code], [409, 'component_id_taken']);
  const ownSource = (await h.call(key, { method: 'GET', url: '/v1/components/our-lower-third/source' })).json();
  assert.equal([ownSource.source, ownSource.origin, ownSource.ejectedFrom, ownSource.version], ['installed', 'customer-owned', 'lower-third@1.0.0', '1']);
  assert.is(ownSource.tsxSource, builtinComponentSource('lower-third', { asId: 'our-lower-third' }));
  assert.is((await h.call(key, { method: 'POST', url: '/v1/components/our-lower-third/eject' })).json().error.code, 'component_not_builtin');
  assert.is((await h.call(key, { method: 'POST', url: '/v1/components/no-such-thing/eject' })).statusCode, 404);
  // No body takes the default id; a body of JSON null is a body, and not an object.
  const nullBody = await h.call(key, { method: 'POST', url: '/v1/components/lower-third/eject', payload: 'null', headers: { 'content-type': 'application/json' } });
  assert.equal([nullBody.statusCode, nullBody.json().error.code], [400, 'validation_failed']);
});

test('create from source: catalog overrides over the source\'s fields, ids that are taken, compile problems naming the line', async (ctx) => {
  const { h, key } = ctx;
  const card = await create(ctx, { id: 'promo-card', tsxSource: cardSource(), tags: ['promo', 'card'] });
  assert.equal([card.id, card.version, card.name, card.tags, card.source, card.origin, card.ejectedFrom], ['promo-card', '1', 'Promo card', ['promo', 'card'], 'installed', 'customer-owned', null]);
  assert.equal(card.propDefaults, { color: '#ff3366', label: 'Hi' });
  const source = (await h.call(key, { method: 'GET', url: '/v1/components/promo-card/source' })).json();
  assert.is(source.tsxSource, cardSource());

  for (const id of ['promo-card', 'lower-third']) {
    const res = await h.call(key, { method: 'POST', url: '/v1/components', payload: { id, tsxSource: cardSource() } });
    assert.equal([res.statusCode, res.json().error.code], [409, 'component_id_taken'], id);
  }
  const badId = await h.call(key, { method: 'POST', url: '/v1/components', payload: { id: 'Not_Kebab', tsxSource: cardSource() } });
  assert.is(badId.statusCode, 400, badId.body);

  for (const [tsxSource, line, says] of [
    [cardSource({ line2: "import { readFileSync } from 'fs'; readFileSync('/etc/hostname');" }), 2, /'fs' cannot be imported/],
    [cardSource().replace('ctx.fillStyle = props.color;', 'ctx.fillStyle = = props.color;'), 10, /Unexpected/],
  ] as const) {
    const res = await h.call(key, { method: 'POST', url: '/v1/components', payload: { id: 'broken-card', tsxSource } });
    assert.is(res.statusCode, 422, res.body);
    const { code, message, details } = res.json().error;
    assert.is(code, 'component_source_invalid');
    assert.is(details.problems[0].line, line, res.body);
    assert.match(message, new RegExp(`line ${line}, column \\d+: `));
    assert.match(message, says);
  }
  assert.is((await h.call(key, { method: 'GET', url: '/v1/components/broken-card' })).statusCode, 404, 'a source that does not compile makes nothing');
  const badDefaults = await h.call(key, { method: 'POST', url: '/v1/components', payload: { id: 'broken-card', tsxSource: cardSource(), propDefaults: { color: 7 } } });
  assert.equal([badDefaults.statusCode, badDefaults.json().error.code], [422, 'component_invalid']);
  assert.ok(badDefaults.json().error.details.fields.some((f: any) => f.path === 'body.propDefaults.color'), badDefaults.body);
});

test('PUT and PATCH merge: omitted fields keep their value, null removes an override, every update is a new immutable version', async (ctx) => {
  const { h, key, orgId } = ctx;
  await create(ctx, { id: 'merge-card', tsxSource: cardSource(), tags: ['promo'], description: 'first words' });
  const v2 = await update(ctx, 'merge-card', { name: 'Merge card' });
  assert.equal([v2.component.version, v2.component.name, v2.component.tags, v2.component.description], ['2', 'Merge card', ['promo'], 'first words']);
  assert.equal([v2.repinned, v2.placementsPinnedToPrevious], [null, 0]);
  const v3 = await update(ctx, 'merge-card', { tags: null, propDefaults: { label: 'Yo' } }, 'PUT');
  assert.equal([v3.component.version, v3.component.name, v3.component.tags], ['3', 'Merge card', ['card']], 'PUT merges too; null brings back the source\'s tags');
  assert.equal(v3.component.propDefaults, { color: '#ff3366', label: 'Yo' }, 'prop defaults merge key by key over the source\'s');
  const v4 = await update(ctx, 'merge-card', { tsxSource: cardSource({ color: '#00ff88' }), propDefaults: { label: null } }, 'PATCH', 'application/merge-patch+json');
  assert.equal([v4.component.version, v4.component.propDefaults], ['4', { color: '#00ff88', label: 'Hi' }]);

  const bad = await h.call(key, { method: 'PATCH', url: '/v1/components/merge-card', payload: { propDefaults: { color: 5 } } });
  assert.equal([bad.statusCode, bad.json().error.code], [422, 'component_invalid']);
  const broken = await h.call(key, { method: 'PATCH', url: '/v1/components/merge-card', payload: { tsxSource: 'export default 1 +' } });
  assert.equal([broken.statusCode, broken.json().error.code], [422, 'component_source_invalid']);
  const nullSource = await h.call(key, { method: 'PATCH', url: '/v1/components/merge-card', payload: { tsxSource: null } });
  assert.is(nullSource.statusCode, 400, 'the source cannot be removed');
  assert.is((await h.call(key, { method: 'GET', url: '/v1/components/merge-card' })).json().version, '4', 'refused updates make no version');

  const read = async (version: string) => (await h.call(key, { method: 'GET', url: `/v1/components/merge-card?version=${version}` })).json();
  assert.equal([(await read('1')).name, (await read('1')).tags, (await read('2')).name], ['Promo card', ['promo'], 'Merge card'], 'older versions read as they were');
  assert.is((await h.call(key, { method: 'GET', url: '/v1/components/merge-card/source?version=1' })).json().tsxSource, cardSource());
  assert.is((await h.call(key, { method: 'GET', url: '/v1/components/merge-card?version=9' })).statusCode, 404);
  const versions = (await h.services.components.versions.forOrg(orgId).list({ where: { componentId: 'merge-card' }, limit: 10, order: 'oldest' })).items;
  assert.equal(versions.map((v) => v.componentVersion), [1, 2, 3, 4]);
  assert.equal(versions[0]!.document, { tsxSource: cardSource(), tags: ['promo'], description: 'first words' }, 'version 1 is unchanged');
  assert.is(new Set(versions.map((v) => v.contentHash)).size, 4, 'each version has its own content hash');
  for (const v of versions) assert.ok(await h.services.blobs.stat(v.contentHash), `the asset of version ${v.componentVersion} is stored by its hash`);
});

test('a repin moves one composition\'s placements in the same write; the count covers compositions, sessions and templates still on the version before', async (ctx) => {
  const { h, key, orgId } = ctx;
  await create(ctx, { id: 'pin-card', tsxSource: cardSource() });
  const a = await project(ctx, 'pin-card', 2);
  const b = await project(ctx, 'pin-card', 3);
  assert.equal(a.composition.composition.tracks.map((t: any) => t.clips[0].version), ['1', '1'], 'saving pinned them to version 1');
  const template = await h.call(key, { method: 'POST', url: '/v1/templates', payload: { slug: 'pin-card', name: 'pin card', timeline: composition('pin-card', 1), parameters: [] } });
  assert.is(template.statusCode, 201, template.body);
  const session = await h.call(key, { method: 'POST', url: `/v1/projects/${b.id}/compose-session`, payload: { seedComposition: composition('pin-card', 2) } });
  assert.is(session.statusCode, 201, session.body);

  const moved = await update(ctx, 'pin-card', { description: 'second', projectId: a.id, compositionId: a.compositionId });
  assert.is(moved.component.version, '2');
  assert.equal(moved.repinned.compositionId, a.compositionId);
  assert.is(moved.repinned.placementsMoved, 2);
  assert.is.not(moved.repinned.etag, a.composition.etag);
  assert.is(moved.placementsPinnedToPrevious, 3 + 1 + 2, 'project B, the template and the session still draw version 1');
  assert.not.ok('projectId' in (await h.services.components.versions.forOrg(orgId).findOne({ componentId: 'pin-card', componentVersion: 2 }))!.document, 'the repin target is not part of the document');

  const stored = await h.call(key, { method: 'GET', url: `/v1/projects/${a.id}/composition` });
  assert.equal([stored.headers.etag, stored.json().composition.tracks.map((t: any) => t.clips[0].version)], [moved.repinned.etag, ['2', '2']]);
  const outbox = (await h.services.projects.compositions.forOrg(orgId).get(a.compositionId) as StoredComposition).outbox ?? {};
  assert.ok(Object.values(outbox).some((e) => e.event === 'composition.updated' && (e.data as { etag?: string }).etag === moved.repinned.etag), 'composition.updated carries the new ETag');
  assert.equal((await h.call(key, { method: 'GET', url: `/v1/projects/${b.id}/composition` })).json().composition.tracks.map((t: any) => t.clips[0].version), ['1', '1', '1'], 'nothing else moved');

  const quiet = await update(ctx, 'pin-card', { description: 'third' });
  assert.equal([quiet.component.version, quiet.repinned, quiet.placementsPinnedToPrevious], ['3', null, 2], 'without projectId nothing moves; project A is now what is on version 2');
  const byActive = await update(ctx, 'pin-card', { description: 'fourth', projectId: b.id });
  assert.equal([byActive.repinned.compositionId, byActive.repinned.placementsMoved, byActive.placementsPinnedToPrevious], [b.compositionId, 3, 0], 'the project\'s active composition by default');
  const foreign = await h.call(key, { method: 'PATCH', url: '/v1/components/pin-card', payload: { projectId: a.id, compositionId: b.compositionId } });
  assert.is(foreign.statusCode, 404, foreign.body);
  assert.is((await h.call(key, { method: 'GET', url: '/v1/components/pin-card' })).json().version, '4', 'a refused repin makes no version');
});

test('a repin that would break the composition is refused before anything is written', async (ctx) => {
  const { h, key } = ctx;
  await create(ctx, { id: 'strict-card', tsxSource: cardSource() });
  const p = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'strict', composition: { ...composition('strict-card'), tracks: [{ clips: [{ kind: 'component', componentId: 'strict-card', start: 0, duration: 1, props: { label: 'kept' } }] }] } } });
  assert.is(p.statusCode, 201, p.body);
  const narrower = cardSource().replace('label: Type.String()', 'label: Type.Number()').replace("label: 'Hi'", 'label: 1');
  const res = await h.call(key, { method: 'PATCH', url: '/v1/components/strict-card', payload: { tsxSource: narrower, projectId: p.json().id } });
  assert.is(res.statusCode, 422, res.body);
  assert.is(res.json().error.code, 'composition_invalid');
  assert.is((await h.call(key, { method: 'GET', url: '/v1/components/strict-card' })).json().version, '1');
  const same = await update(ctx, 'strict-card', { tsxSource: narrower });
  assert.equal([same.component.version, same.repinned], ['2', null], 'without the repin the same update is fine: the composition keeps version 1');
});

test('the listing shows the org\'s components at their newest versions beside the built-ins; another org sees none of them', async (ctx) => {
  const { h, key } = ctx;
  await create(ctx, { id: 'listed-card', tsxSource: cardSource(), tier: 'recommended', tags: ['listed'] });
  await update(ctx, 'listed-card', { description: 'newest words' });
  const all = (await h.call(key, { method: 'GET', url: '/v1/components' })).json();
  const listed = all.data.filter((c: any) => c.id === 'listed-card');
  assert.equal(listed.map((c: any) => [c.version, c.description, c.source]), [['2', 'newest words', 'installed']]);
  assert.is(all.data.filter((c: any) => c.source === 'default').length, 94);
  const found = (await h.call(key, { method: 'GET', url: '/v1/components?q=listed' })).json();
  assert.equal(found.data.map((c: any) => c.id), ['listed-card']);
  const recommended = (await h.call(key, { method: 'GET', url: '/v1/components?category=ui-blocks&tier=recommended' })).json();
  assert.ok(recommended.data.some((c: any) => c.id === 'listed-card'));

  const other = await h.newOrg('components-other', { credits: 100 });
  const theirs = (await h.call(other.key, { method: 'GET', url: '/v1/components' })).json();
  assert.not.ok(theirs.data.some((c: any) => c.source === 'installed'), 'another org lists none of them');
  for (const [method, url, payload] of [
    ['GET', '/v1/components/listed-card', undefined], ['GET', '/v1/components/listed-card/source', undefined],
    ['PATCH', '/v1/components/listed-card', { name: 'stolen' }], ['PUT', '/v1/components/listed-card', { name: 'stolen' }], ['POST', '/v1/components/listed-card/eject', {}],
  ] as const) {
    const res = await h.call(other.key, { method, url, ...(payload ? { payload } : {}) });
    assert.equal([res.statusCode, res.json().error.code], [404, 'not_found'], `${method} ${url}`);
  }
  const borrowed = await h.call(other.key, { method: 'POST', url: '/v1/projects', payload: { name: 'borrowed', composition: composition('listed-card') } });
  assert.is(borrowed.statusCode, 422, borrowed.body);
  assert.is(borrowed.json().error.details.fields[0].code, 'unknown_component');
  const ownCopy = await h.call(other.key, { method: 'POST', url: '/v1/components', payload: { id: 'listed-card', tsxSource: cardSource() } });
  assert.is(ownCopy.statusCode, 201, 'ids are per org');
});

test.run();
