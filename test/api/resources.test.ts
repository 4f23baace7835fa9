/**
 * Stock search and import (tag `resources`) through the real app, each provider adapter talking
 * to a local fake of that provider's HTTP API (test/support/stock-apis.ts), imports downloading
 * real media from the fakes through the egress guard, and the embedded farm probing and
 * rendering them.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { type CallApi, mcpTools } from '../../control-plane/features/mcp/tools.ts';
import { FreesoundProvider } from '../../control-plane/features/stock-media/freesound.ts';
import { GiphyProvider } from '../../control-plane/features/stock-media/giphy.ts';
import { PexelsProvider } from '../../control-plane/features/stock-media/pexels.ts';
import { PixabayProvider } from '../../control-plane/features/stock-media/pixabay.ts';
import { QueryBudget, type StockSettings } from '../../control-plane/features/stock-media/stock.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { fakeSoundDurationSec, fakeStockFrame, fakeStockKey, startFakeStockApis, type FakeStockApis } from '../support/stock-apis.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; apis: FakeStockApis; dir: string }
const test = suite<Ctx>('api: stock search and import');

function settings(apis: FakeStockApis, overrides: Partial<StockSettings> = {}): StockSettings {
  const key = fakeStockKey;
  return {
    providers: {
      pexels: new PexelsProvider({ apiKey: key, apiUrl: apis.pexels.apiUrl }), pixabay: new PixabayProvider({ apiKey: key, apiUrl: apis.pixabay.apiUrl }),
      freesound: new FreesoundProvider({ apiKey: key, apiUrl: apis.freesound.apiUrl }), giphy: new GiphyProvider({ apiKey: key, apiUrl: apis.giphy.apiUrl }),
    },
    defaultPictureProvider: 'pexels', queriesPerMinute: 1000, ...overrides,
  };
}

test.before(async (ctx) => {
  ctx.apis = await startFakeStockApis();
  ctx.h = await createHarness({ renderScenes: true, stock: settings(ctx.apis) });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-stock-test-'));
});
test.after(async (ctx) => {
  await ctx.h?.close();
  await ctx.apis?.close();
  if (ctx.dir) rmSync(ctx.dir, { recursive: true, force: true });
});

const search = (h: Harness, key: string, payload: object) => h.call(key, { method: 'POST', url: '/v1/resources/search', payload });

async function importCandidate(h: Harness, key: string, candidateId: string) {
  const res = await h.call(key, { method: 'POST', url: '/v1/resources/import', payload: { candidateId } });
  assert.is(res.statusCode, 202, res.body);
  await h.services.media.idle();
  return until(`media ${res.json().id} to settle`, 30_000, async () => {
    const item = (await h.call(key, { method: 'GET', url: `/v1/media/${res.json().id}` })).json();
    return item.status !== 'importing' && item.status !== 'processing' && item;
  });
}

test('a batch of 3 queries with one failing answers two candidate lists and one error, in order', async ({ h, apis }) => {
  const { key } = await h.newOrg('stock-batch');
  const res = await search(h, key, { queries: ['ocean waves', 'upstream-error please', 'city at night'] });
  assert.is(res.statusCode, 200, res.body);
  const body = res.json();
  assert.equal([body.kind, body.provider], ['video', 'pexels'], 'video searches go to the default provider');
  assert.equal(body.results.map((r: any) => r.query), ['ocean waves', 'upstream-error please', 'city at night']);
  const [waves, failed, city] = body.results;
  assert.is(waves.candidates.length, 2);
  assert.is(city.candidates.length, 2);
  assert.is(waves.error, undefined);
  assert.equal(failed.candidates, []);
  assert.match(failed.error, /Pexels answered 500/);
  const c = waves.candidates[0];
  assert.match(c.candidateId, /^cand_/);
  assert.equal([c.provider, c.kind, c.width, c.height, c.durationSec, c.title], ['pexels', 'video', fakeStockFrame.width, fakeStockFrame.height, 1, 'ocean waves']);
  assert.equal(c.license, { name: 'Pexels License', url: 'https://www.pexels.com/license/' });
  assert.equal([c.attribution.author, c.attribution.text], ['Ada Lens', 'Video by Ada Lens on Pexels']);
  assert.not.ok('downloadUrl' in c, 'where the file is stays with the service');
  assert.ok(Date.parse(c.expiresAt) - Date.now() > 6.9 * 86_400_000, 'kept 7 days');
  assert.ok(new Set([...waves.candidates, ...city.candidates].map((x: any) => x.candidateId)).size === 4, 'each query has its own candidates');
  const again = await search(h, key, { query: 'ocean waves' });
  assert.equal(again.json().results[0].candidates.map((x: any) => x.candidateId), waves.candidates.map((x: any) => x.candidateId), 'the same item is the same candidate');
  assert.ok(apis.pexels.requests.some((u) => u.pathname === '/videos/search' && u.searchParams.get('query') === 'city at night'));
  const twice = await search(h, key, { queries: ['twice', 'twice'] });
  assert.is(twice.statusCode, 200, twice.body);
  const ids = (r: any) => r.candidates.map((x: any) => x.candidateId);
  assert.equal(ids(twice.json().results[0]), ids(twice.json().results[1]), 'one item found by two queries of a batch is one candidate');
});

test('an imported stock video keeps its licence, counts toward storage and renders in a composition', async ({ h, apis, dir }) => {
  const { key, orgId } = await h.newOrg('stock-render', { credits: 1000 });
  const found = await search(h, key, { query: 'forest', minWidth: 100, minHeight: 90 });
  assert.is(found.statusCode, 200, found.body);
  const candidate = found.json().results[0].candidates[0];
  const storedBefore = (await h.services.storage.counted(orgId)).storageBytes ?? 0;
  const item = await importCandidate(h, key, candidate.candidateId);
  assert.equal([item.status, item.kind, item.width, item.height, item.source, item.sizeBytes], ['ready', 'video', fakeStockFrame.width, fakeStockFrame.height, 'import', apis.files.mp4.length], JSON.stringify(item));
  assert.equal(item.stock, { provider: 'pexels', providerId: candidate.providerId, candidateId: candidate.candidateId, license: candidate.license, attribution: candidate.attribution });
  assert.is(item.name, 'forest');
  assert.is((await h.services.storage.counted(orgId)).storageBytes, storedBefore + apis.files.mp4.length, "the bytes count toward the org's storage");
  const repeat = await h.call(key, { method: 'POST', url: '/v1/resources/import', payload: { candidateId: candidate.candidateId } });
  assert.is(repeat.json().id, item.id, 'importing the candidate again answers the same item');

  const project = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'stock render', composition: {
    output: { width: 160, height: 96, fps: 30, background: '#000000' },
    tracks: [{ clips: [{ kind: 'video', src: item.ref, start: 0, duration: 1 }] }],
  } } });
  assert.is(project.statusCode, 201, project.body);
  const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${project.json().id}/renders` });
  assert.is(queued.statusCode, 202, queued.body);
  const done = await until('the render to end', 180_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${queued.json().id}` })).json();
    return ['complete', 'error', 'cancelled'].includes(r.status) && r;
  }, 100);
  assert.is(done.status, 'complete', JSON.stringify(done));
  const render = await h.services.renders.get(orgId, done.id);
  assert.ok(render.assets.some((a) => a.contentHash === item.contentHash), 'the render ships the imported file');
  const mp4 = await h.app.inject({ method: 'GET', url: done.outputUrl.replace('http://127.0.0.1:8080', '') });
  assert.is(mp4.statusCode, 200);
  const file = join(dir, 'stock.mp4');
  writeFileSync(file, mp4.rawPayload);
  // The render's middle frame against the stock clip's own, both shrunk to 4x4: testsrc2's colour bars, not the black background.
  const tiny = (path: string) => [...execFileSync('ffmpeg', ['-v', 'error', '-ss', '0.5', '-i', path, '-frames:v', '1', '-vf', 'scale=4:4', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-'])];
  writeFileSync(join(dir, 'source.mp4'), apis.files.mp4);
  const [rendered, source] = [tiny(file), tiny(join(dir, 'source.mp4'))];
  assert.ok(rendered.reduce((a, b) => a + b, 0) / rendered.length > 40, `the frame is not the black background: ${rendered}`);
  const meanDiff = rendered.reduce((a, v, i) => a + Math.abs(v - source[i]!), 0) / rendered.length;
  assert.ok(meanDiff < 25, `the render shows the stock clip (mean difference ${meanDiff.toFixed(1)})`);
});

test('photos from Pixabay when asked, the video size filters reach the provider', async ({ h, apis }) => {
  const { key } = await h.newOrg('stock-pixabay');
  const photos = await search(h, key, { query: 'mountain', kind: 'photo', provider: 'pixabay', limit: 1 });
  assert.is(photos.statusCode, 200, photos.body);
  assert.is(photos.json().provider, 'pixabay');
  const [photo] = photos.json().results[0].candidates;
  assert.equal([photos.json().results[0].candidates.length, photo.kind, photo.license.name, photo.attribution.author], [1, 'photo', 'Pixabay Content License', 'pix_maker']);
  const request = apis.pixabay.requests.at(-1)!;
  assert.equal([request.pathname, request.searchParams.get('image_type'), request.searchParams.get('per_page')], ['/api/', 'photo', '3'], 'Pixabay takes at least 3 a page');
  const item = await importCandidate(h, key, photo.candidateId);
  assert.equal([item.status, item.kind, item.stock.provider], ['ready', 'image', 'pixabay']);

  const videos = await search(h, key, { query: 'river', provider: 'pixabay' });
  assert.is(videos.json().results[0].candidates[0].kind, 'video');
  const tooLarge = await search(h, key, { query: 'river', minWidth: 1920, minHeight: 1080 });
  assert.equal(tooLarge.json().results[0].candidates, []);
  const asked = apis.pexels.requests.at(-1)!;
  assert.equal([asked.searchParams.get('min_width'), asked.searchParams.get('min_height')], ['1920', '1080']);
});

test('sound effects are CC0 only, bounded by durationSec, and import as audio', async ({ h, apis }) => {
  const { key } = await h.newOrg('stock-sfx');
  const res = await search(h, key, { query: 'whoosh', kind: 'sfx', durationSec: { max: 2 } });
  assert.is(res.statusCode, 200, res.body);
  assert.is(res.json().provider, 'freesound');
  const { candidates } = res.json().results[0];
  assert.is(candidates.length, 1, 'the CC BY sound the provider also has is not offered');
  assert.equal([candidates[0].kind, candidates[0].license.name, candidates[0].durationSec], ['sfx', 'CC0 1.0', fakeSoundDurationSec]);
  const filter = apis.freesound.requests.at(-1)!.searchParams.get('filter')!;
  assert.ok(filter.includes('license:"Creative Commons 0"') && filter.includes('duration:[0 TO 2]'), filter);
  const tooShort = await search(h, key, { query: 'whoosh', kind: 'sfx', durationSec: { min: 1 } });
  assert.equal(tooShort.json().results[0].candidates, []);
  const longest = await search(h, key, { query: 'whoosh', kind: 'sfx', durationSec: 0.25 });
  assert.equal(longest.json().results[0].candidates, [], 'a number is the longest sound wanted');
  assert.ok(apis.freesound.requests.at(-1)!.searchParams.get('filter')!.includes('duration:[0 TO 0.25]'));
  const item = await importCandidate(h, key, candidates[0].candidateId);
  assert.equal([item.status, item.kind, item.stock.license.name], ['ready', 'audio', 'CC0 1.0']);
  assert.ok(Math.abs(item.durationSec - fakeSoundDurationSec) < 0.1, `${item.durationSec}`);
});

test('GIFs come from Giphy and import as a moving picture', async ({ h }) => {
  const { key } = await h.newOrg('stock-gif');
  const res = await search(h, key, { query: 'party', kind: 'gif' });
  assert.is(res.statusCode, 200, res.body);
  const [gif] = res.json().results[0].candidates;
  assert.equal([res.json().provider, gif.kind, gif.attribution.text], ['giphy', 'gif', 'GIF by Loop Maker via GIPHY']);
  const item = await importCandidate(h, key, gif.candidateId);
  assert.equal([item.status, item.kind, item.width], ['ready', 'video', fakeStockFrame.width]);
});

test('a candidate is the org\'s own and lasts 7 days; after that the search must be repeated', async ({ h }) => {
  const a = await h.newOrg('stock-owner');
  const b = await h.newOrg('stock-other');
  const { candidateId } = (await search(h, a.key, { query: 'desert' })).json().results[0].candidates[0];
  const foreign = await h.call(b.key, { method: 'POST', url: '/v1/resources/import', payload: { candidateId } });
  assert.equal([foreign.statusCode, foreign.json().error.code], [404, 'not_found']);
  const invented = await h.call(a.key, { method: 'POST', url: '/v1/resources/import', payload: { candidateId: 'cand_invented' } });
  assert.equal([invented.statusCode, invented.json().error.code], [404, 'not_found']);
  const candidates = h.services.store.orgCollection<{ expiresAt: string }>({ name: 'stock_candidates', idPrefix: 'cand' });
  await candidates.forOrg(a.orgId).update(candidateId, { set: { expiresAt: new Date(Date.now() - 1000).toISOString() } });
  const expired = await h.call(a.key, { method: 'POST', url: '/v1/resources/import', payload: { candidateId } });
  assert.equal([expired.statusCode, expired.json().error.code], [410, 'candidate_expired']);
  assert.match(expired.json().error.message, /repeat the search/);
  const fresh = (await search(h, a.key, { query: 'desert' })).json().results[0].candidates[0];
  assert.is(fresh.candidateId, candidateId, 'searching again brings the candidate back');
  const item = await importCandidate(h, a.key, fresh.candidateId);
  assert.is(item.status, 'ready');
  const other = (await search(h, a.key, { query: 'tundra' })).json().results[0].candidates[0];
  await candidates.forOrg(a.orgId).update(other.candidateId, { set: { expiresAt: new Date(Date.now() - 1000).toISOString() } });
  await search(h, a.key, { query: 'glacier' });
  assert.is(await candidates.forOrg(a.orgId).get(other.candidateId), null, 'a later search drops candidates past their 7 days');
});

test('the MCP tools search_resources and import_resource make the same calls', async ({ h }) => {
  const { key } = await h.newOrg('stock-mcp');
  const api: CallApi = async (call) => {
    const res = await h.call(key, { method: call.method, url: call.url, payload: call.body as object });
    return { status: res.statusCode, body: res.json() };
  };
  const tool = (name: string) => mcpTools({ components: [] }).find((t) => t.name === name)!;  // the stock tools; no feature's contributed ones
  const found = await tool('search_resources').run({ queries: ['sunrise', 'upstream-error'], kind: 'photo' }, api);
  assert.is(found.status, 200);
  const [sunrise, failed] = (found.body as any).results;
  assert.ok(sunrise.candidates.length > 0 && typeof failed.error === 'string');
  const imported = await tool('import_resource').run({ candidateId: sunrise.candidates[0].candidateId }, api);
  assert.equal([imported.status, (imported.body as any).stock.candidateId], [202, sunrise.candidates[0].candidateId]);
  const both = await tool('import_resource').run({ candidateId: sunrise.candidates[0].candidateId, url: 'https://example.com/a.mp4' }, api);
  assert.equal([both.status, (both.body as any).error.details.fields[0].path], [400, 'body.url']);
  await h.services.media.idle();
});

test('bad searches are 4xx naming the field', async ({ h }) => {
  const { key } = await h.newOrg('stock-bad');
  const cases: [object, number, string][] = [
    [{}, 400, 'body.query'],
    [{ query: 'a', queries: ['b'] }, 400, 'body.query'],
    [{ queries: Array.from({ length: 11 }, (_, i) => `q${i}`) }, 400, 'body.queries'],
    [{ queries: [] }, 400, 'body.queries'],
    [{ query: 'a', kind: 'sound' }, 400, 'body.kind'],
    [{ query: 'a', durationSec: { max: 2 } }, 400, 'body.durationSec'],
    [{ query: 'a', kind: 'photo', minWidth: 100 }, 400, 'body.minWidth'],
    [{ query: 'a', kind: 'sfx', durationSec: { min: 3, max: 2 } }, 400, 'body.durationSec'],
    [{ query: 'a', kind: 'sfx', provider: 'pexels' }, 422, 'body.provider'],
    [{ query: 'a', provider: 'giphy' }, 422, 'body.provider'],
  ];
  for (const [payload, status, path] of cases) {
    const res = await search(h, key, payload);
    assert.is(res.statusCode, status, `${JSON.stringify(payload)}: ${res.body}`);
    assert.ok(res.json().error.details.fields.some((f: any) => f.path.startsWith(path)), `${JSON.stringify(payload)}: ${res.body}`);
  }
});

test('a budget per org: past its queries a minute a search is 429 with Retry-After and runs nothing', async ({ apis }) => {
  const h = await createHarness({ stock: settings(apis, { queriesPerMinute: 4, providers: { pexels: new PexelsProvider({ apiKey: fakeStockKey, apiUrl: apis.pexels.apiUrl }) } }) });
  try {
    const a = await h.newOrg('budget-a');
    const b = await h.newOrg('budget-b');
    assert.is((await search(h, a.key, { queries: ['one', 'two', 'three'] })).statusCode, 200);
    const asked = apis.pexels.requests.length;
    const over = await search(h, a.key, { queries: ['four', 'five'] });
    assert.equal([over.statusCode, over.json().error.code, over.json().error.details.limitPerMinute], [429, 'rate_limited', 4]);
    assert.ok(Number(over.headers['retry-after']) >= 1, `Retry-After: ${over.headers['retry-after']}`);
    assert.is(apis.pexels.requests.length, asked, 'nothing was asked of the provider');
    assert.is((await search(h, a.key, { query: 'four' })).statusCode, 200, 'what is left of the budget can still be used');
    assert.is((await search(h, b.key, { queries: ['one', 'two', 'three', 'four'] })).statusCode, 200, 'another org has its own budget');
    // Without its provider's settings a kind answers 503 naming the setting, never a made-up result.
    const sfx = await search(h, b.key, { query: 'whoosh', kind: 'sfx' });
    assert.equal([sfx.statusCode, sfx.json().error.code, sfx.json().error.details.setting], [503, 'stock_provider_unavailable', 'FRAMEFLEET_FREESOUND_API_KEY']);
  } finally {
    await h.close();
  }
  const unconfigured = await createHarness();
  try {
    const { key } = await unconfigured.newOrg('no-stock');
    const res = await search(unconfigured, key, { query: 'anything' });
    assert.equal([res.statusCode, res.json().error.code, res.json().error.details.setting], [503, 'stock_provider_unavailable', 'FRAMEFLEET_PEXELS_API_KEY']);
  } finally {
    await unconfigured.close();
  }
});

test('the query budget is counted per minute', async () => {
  let now = 0;
  const store = new SqliteStore(':memory:');
  try {
    const budget = new QueryBudget(store, 60, () => now);
    assert.is(await budget.take('org', 58), 0);
    now = 50_000;
    assert.is(await budget.take('org', 3), 10, 'three more fit in the next minute, ten seconds away');
    assert.is(await budget.take('org', 2), 0, 'what is left of the minute can still be used');
    now = 60_000;
    assert.is(await budget.take('org', 60), 0, 'a new minute has the whole budget');
    assert.is(await budget.take('org', 61), Infinity, 'more than a minute of budget never fits');
  } finally {
    await store.close();
  }
});

test.run();
