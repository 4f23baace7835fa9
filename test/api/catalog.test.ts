import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

const test = suite<{ h: Harness; key: string }>('api: components and fonts');
test.before(async (ctx) => { ctx.h = await createHarness(); ctx.key = (await ctx.h.newOrg('catalog-org')).key; });
test.after(async (ctx) => ctx.h?.close());

test('the catalog lists every built-in component across all categories and kinds', async ({ h, key }) => {
  const res = await h.call(key, { method: 'GET', url: '/v1/components' });
  assert.is(res.statusCode, 200);
  const body = res.json();
  // The spec's built-in catalog: 87 primitives (components and transitions) and 7 scenes, at least 8 in every category.
  const builtins = body.data.filter((c: any) => c.source === 'default');
  assert.is(builtins.length, 94);
  assert.is(builtins.filter((c: any) => c.kind === 'scene').length, 7);
  assert.is(builtins.filter((c: any) => c.kind === 'component' || c.kind === 'transition').length, 87);
  const perCategory = new Map<string, number>();
  for (const c of builtins) perCategory.set(c.category, (perCategory.get(c.category) ?? 0) + 1);
  assert.equal(perCategory.size, 7);
  for (const [category, n] of perCategory) assert.ok(n >= 8, `category ${category} has ${n}`);
  const ids = new Set(builtins.map((c: any) => c.id));
  for (const c of builtins) for (const other of [...c.pairsWith, ...c.avoidWith]) assert.ok(ids.has(other), `${c.id} names ${other}, which is not in the catalog`);
  assert.ok(body.sfx.length > 0 && body.audio.length > 0, 'the sound palette is listed');
  assert.equal([...new Set(body.data.map((c: any) => c.kind))].sort(), ['component', 'scene', 'transition']);
  for (const f of ['id', 'name', 'description', 'category', 'kind', 'source', 'origin', 'version', 'propSchema', 'propDefaults', 'durationInFrames', 'tier', 'useCase', 'mood', 'tags', 'brandBindings', 'manifest']) {
    assert.ok(f in body.data[0], `entry lacks ${f}`);
  }
  assert.ok(Array.isArray(body.brandTokens) && body.brandTokens.length > 0);
  assert.is(body.pagination.hasMore, false);
});

test('filters, recommended-first order, paging and single entries', async ({ h, key }) => {
  const text = (await h.call(key, { method: 'GET', url: '/v1/components?category=text' })).json();
  assert.ok(text.data.length >= 1 && text.data.every((c: any) => c.category === 'text'));
  const ranks = text.data.map((c: any) => ['recommended', 'standard', 'niche'].indexOf(c.tier));
  assert.equal(ranks, [...ranks].sort((a: number, b: number) => a - b));
  const first = (await h.call(key, { method: 'GET', url: '/v1/components?limit=10' })).json();
  assert.is(first.data.length, 10);
  assert.is(first.pagination.hasMore, true);
  const second = (await h.call(key, { method: 'GET', url: `/v1/components?limit=10&cursor=${first.pagination.nextCursor}` })).json();
  assert.not.ok(second.data.some((c: any) => first.data.some((d: any) => d.id === c.id)), 'pages do not overlap');
  const one = await h.call(key, { method: 'GET', url: `/v1/components/${first.data[0].id}` });
  assert.is(one.json().id, first.data[0].id);
  assert.is((await h.call(key, { method: 'GET', url: '/v1/components/no-such-component' })).statusCode, 404);
  assert.is((await h.call(key, { method: 'GET', url: '/v1/components?category=cartoons' })).statusCode, 400);
  assert.is((await h.call(key, { method: 'GET', url: '/v1/components?cursor=zzz' })).statusCode, 400);
});

test('the font manifest has its version and families with weights, styles and caption defaults', async ({ h, key }) => {
  const res = await h.call(key, { method: 'GET', url: '/v1/fonts' });
  assert.is(res.statusCode, 200);
  const { manifestVersion, families } = res.json();
  assert.type(manifestVersion, 'string');
  assert.ok(families.length >= 3);
  for (const f of families) {
    assert.type(f.family, 'string');
    assert.ok(f.weights.length >= 1 && f.weights.every((w: any) => w.min <= w.max));
    assert.ok(f.styles.includes('normal'));
    assert.type(f.captionDefaults.base, 'number');
  }
  const again = (await h.call(key, { method: 'GET', url: '/v1/fonts' })).json();
  assert.is(again.manifestVersion, manifestVersion);
});

test.run();
