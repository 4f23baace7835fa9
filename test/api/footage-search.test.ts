/**
 * Semantic footage search through the Jina AI adapter, against a local fake of that API: footage
 * (lavfi clips of distinct colours and a test pattern, and a still) is indexed by the farm after
 * upload (sampled frames decoded by a render node, embedded, kept in the org's usearch graph); a
 * descriptive query ranks the matching clip first, `indexing` is true while a new upload is still
 * being indexed, orgs never see each other's footage, and without the provider the route is 503.
 */
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { JinaEmbedder } from '../../control-plane/features/footage-search/provider.ts';
import { FootageIndex, sampleFrames } from '../../control-plane/features/footage-search/footage-index.ts';
import { createHarness, type Harness } from './harness.ts';
import { startFakeJina, type FakeJina } from '../support/jina-embeddings-api.ts';
import { until } from '../support/wait.ts';

interface Ctx { h: Harness; jina: FakeJina; dir: string; files: Record<string, Buffer> }
const test = suite<Ctx>('api: semantic footage search (Jina AI adapter, local fake provider)');

function lavfi(dir: string, name: string, args: string[]): Buffer {
  execFileSync('ffmpeg', ['-v', 'error', ...args, '-pix_fmt', 'yuv420p', join(dir, name)]);
  return readFileSync(join(dir, name));
}

test.before(async (ctx) => {
  ctx.jina = await startFakeJina();
  ctx.h = await createHarness({ footageSearch: { embedder: new JinaEmbedder({ baseUrl: ctx.jina.url, apiKey: 'jina_test', model: 'jina-clip-v2' }), retryDelayMs: 50 } });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-footage-'));
  const clip = (source: string) => ['-f', 'lavfi', '-i', `${source}${source.includes('=') ? ':' : '='}size=160x120:rate=10`, '-t', '4', '-c:v', 'libx264'];
  ctx.files = {
    red: lavfi(ctx.dir, 'red.mp4', clip('color=c=red')),
    blue: lavfi(ctx.dir, 'blue.mp4', clip('color=c=blue')),
    bars: lavfi(ctx.dir, 'bars.mp4', clip('smptebars')),
    // Four seconds of black, then four of yellow.
    nightToSun: lavfi(ctx.dir, 'night-to-sun.mp4', ['-f', 'lavfi', '-i', 'color=c=black:size=160x120:rate=10:duration=4', '-f', 'lavfi', '-i', 'color=c=yellow:size=160x120:rate=10:duration=4',
      '-filter_complex', '[0:v][1:v]concat=n=2:v=1[v]', '-map', '[v]', '-c:v', 'libx264']),
    green: lavfi(ctx.dir, 'green.png', ['-f', 'lavfi', '-i', 'color=c=0x00ff00:size=160x120', '-frames:v', '1']),
  };
});
test.after(async (ctx) => { await ctx.h?.close(); await ctx.jina?.close(); rmSync(ctx.dir, { recursive: true, force: true }); });

async function upload(ctx: Ctx, key: string, name: string): Promise<string> {
  const res = await ctx.h.call(key, { method: 'POST', url: `/v1/media?name=${name}`, headers: { 'content-type': 'application/octet-stream' }, payload: ctx.files[name]! });
  assert.is(res.statusCode, 201, res.body);
  assert.is(res.json().status, 'ready');
  return res.json().id;
}

async function search(ctx: Ctx, key: string, q: string, limit?: number) {
  const res = await ctx.h.call(key, { method: 'GET', url: `/v1/media/search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}` });
  assert.is(res.statusCode, 200, res.body);
  return res.json() as { results: { mediaId: string; startSec: number; endSec: number; score: number }[]; indexing: boolean };
}

/** The search once the org's footage is all indexed. */
async function settled(ctx: Ctx, key: string, q: string) {
  return until(`footage to be indexed`, 60_000, async () => {
    await ctx.h.services.footage.idle();
    const body = await search(ctx, key, q);
    return !body.indexing && body;
  }, 100);
}

test('frames are sampled every 2 s (at most 20 over a long item), an image is one frame', () => {
  assert.equal(sampleFrames('video', 5).map((f) => f.span), [{ startSec: 0, endSec: 2 }, { startSec: 2, endSec: 4 }, { startSec: 4, endSec: 5 }]);
  assert.equal(sampleFrames('video', 5).map((f) => f.atSec), [1, 3, 4.5]);
  assert.is(sampleFrames('video', 600).length, 20);
  assert.equal(sampleFrames('video', 600)[1]!.span, { startSec: 30, endSec: 60 });
  assert.equal(sampleFrames('image', null), [{ atSec: 0, span: { startSec: 0, endSec: 0 } }]);
});

test('a descriptive query ranks the matching clip first; indexing is true while a new upload is indexed', async (ctx) => {
  const { key, orgId } = await ctx.h.newOrg('footage');
  const red = await upload(ctx, key, 'red');
  const blue = await upload(ctx, key, 'blue');
  const nightToSun = await upload(ctx, key, 'nightToSun');
  const green = await upload(ctx, key, 'green');

  const first = await settled(ctx, key, 'a bright red screen');
  assert.is(first.results[0]?.mediaId, red, JSON.stringify(first.results));
  assert.equal([first.results[0]!.startSec, first.results[0]!.endSec], [0, 4], 'the whole red clip is one moment');
  assert.ok(first.results[0]!.score > 0.9, `score ${first.results[0]!.score}`);
  assert.ok(first.results.every((r, i, all) => i === 0 || all[i - 1]!.score >= r.score), 'best first');

  assert.is((await search(ctx, key, 'deep blue ocean')).results[0]?.mediaId, blue);
  assert.is((await search(ctx, key, 'lime green grass')).results[0]?.mediaId, green);
  const sunrise = (await search(ctx, key, 'golden yellow sun')).results[0]!;
  assert.equal([sunrise.mediaId, sunrise.startSec, sunrise.endSec], [nightToSun, 4, 8], 'the yellow half of the clip, not the black one');
  const night = (await search(ctx, key, 'dark night')).results[0]!;
  assert.equal([night.mediaId, night.startSec, night.endSec], [nightToSun, 0, 4]);
  assert.is((await search(ctx, key, 'red', 2)).results.length, 2, 'limit caps the moments');

  // The provider saw JPEG frames decoded on the node, with the key and model; queries as retrieval queries.
  const imageCalls = ctx.jina.calls.filter((c) => c.inputs.some((i) => 'imageMagic' in i));
  assert.ok(imageCalls.length >= 4);
  assert.ok(imageCalls.every((c) => c.authorization === 'Bearer jina_test' && c.model === 'jina-clip-v2' && c.normalized && c.task === null));
  assert.ok(imageCalls.flatMap((c) => c.inputs).every((i) => 'imageMagic' in i && i.imageMagic === 'ffd8'));
  assert.equal(ctx.jina.calls.find((c) => c.inputs.some((i) => 'text' in i && i.text === 'deep blue ocean'))?.task, 'retrieval.query');

  // A new upload whose frames are still with the provider: results and `indexing: true` together.
  ctx.jina.holdImages();
  try {
    const bars = await upload(ctx, key, 'bars');
    await until('the new frames to reach the provider', 30_000, () => ctx.jina.calls.some((c) => c.inputs.length === 2 && c.inputs.every((i) => 'imageMagic' in i)) || undefined);
    const during = await search(ctx, key, 'a bright red screen');
    assert.is(during.indexing, true);
    assert.is(during.results[0]?.mediaId, red, 'what is indexed is found meanwhile');
    assert.not.ok(during.results.some((r) => r.mediaId === bars));
    ctx.jina.release();
    const after = await settled(ctx, key, 'colourful test pattern bars');
    assert.is(after.results[0]?.mediaId, bars, JSON.stringify(after.results));
  } finally {
    ctx.jina.release();
  }

  // A deleted item leaves the results.
  assert.is((await ctx.h.call(key, { method: 'DELETE', url: `/v1/media/${red}` })).statusCode, 200);
  assert.not.ok((await search(ctx, key, 'a bright red screen')).results.some((r) => r.mediaId === red));
  assert.is(await ctx.h.services.footage.records.forOrg(orgId).findOne({ mediaId: red }), null, 'its index record went with it');
});

test("an org finds only its own footage", async (ctx) => {
  const a = await ctx.h.newOrg('footage-a');
  const b = await ctx.h.newOrg('footage-b');
  const red = await upload(ctx, a.key, 'red');
  assert.is((await settled(ctx, a.key, 'red')).results[0]?.mediaId, red);
  const other = await search(ctx, b.key, 'red');
  assert.equal(other, { ...other, results: [], indexing: false });
  const blue = await upload(ctx, b.key, 'blue');
  const found = await settled(ctx, b.key, 'red');
  assert.ok(found.results.every((r) => r.mediaId === blue), 'only the org\'s own items, even when a foreign one matches better');
  assert.not.ok((await settled(ctx, a.key, 'blue')).results.some((r) => r.mediaId === blue));
});

test('an imported clip is indexed too, and counts as indexing while it is still importing', async (ctx) => {
  const { key } = await ctx.h.newOrg('footage-import');
  let serve!: () => void;
  const served = new Promise<void>((r) => { serve = r; });
  const origin = createServer(async (_req, res) => {
    await served;
    res.writeHead(200, { 'content-type': 'video/mp4' }).end(ctx.files.blue);
  });
  await new Promise<void>((r) => origin.listen(0, '127.0.0.1', r));
  try {
    const res = await ctx.h.call(key, { method: 'POST', url: '/v1/media/imports', payload: { url: `http://127.0.0.1:${(origin.address() as AddressInfo).port}/ocean.mp4` } });
    assert.is(res.statusCode, 202, res.body);
    const importing = await search(ctx, key, 'blue');
    assert.equal([importing.results, importing.indexing], [[], true]);
    serve();
    const found = await settled(ctx, key, 'deep blue ocean');
    assert.is(found.results[0]?.mediaId, res.json().id);
  } finally {
    serve();
    origin.closeAllConnections();
    await new Promise((r) => origin.close(r));
  }
});

test('a provider error that passes is retried; a refusal leaves the item out of the index, and no longer indexing', async (ctx) => {
  const { key, orgId } = await ctx.h.newOrg('footage-errors');
  ctx.jina.failImages(503);
  const red = await upload(ctx, key, 'red');
  assert.is((await settled(ctx, key, 'red')).results[0]?.mediaId, red, 'indexed after the retry');
  ctx.jina.failImages(400);
  const blue = await upload(ctx, key, 'blue');
  const after = await settled(ctx, key, 'blue');
  assert.not.ok(after.results.some((r) => r.mediaId === blue));
  const record = await ctx.h.services.footage.records.forOrg(orgId).findOne({ mediaId: blue });
  assert.equal([record?.status, record?.error?.code], ['failed', 'footage_index_failed']);
  assert.match(record!.error!.message, /400/);
});

test('indexing left in flight by a stopped control plane is resumed, and another replica searches the stored vectors', async (ctx) => {
  const { key, orgId } = await ctx.h.newOrg('footage-restart');
  const blue = await upload(ctx, key, 'blue');
  await settled(ctx, key, 'blue');
  // As a control plane that stopped after the frames were in, before their vectors were stored, leaves it.
  const records = ctx.h.services.footage.records.forOrg(orgId);
  const record = (await records.findOne({ mediaId: blue }))!;
  await records.update(record.id, { set: { status: 'indexing', vectorsKey: null, dimensions: null } });
  assert.is((await search(ctx, key, 'blue')).indexing, true);
  const embeddingsBefore = ctx.jina.calls.length;
  assert.ok(await ctx.h.services.footage.recover() >= 1);
  const resumed = await settled(ctx, key, 'deep blue ocean');
  assert.is(resumed.results[0]?.mediaId, blue);
  assert.ok(ctx.jina.calls.slice(embeddingsBefore).some((c) => c.inputs.some((i) => 'imageMagic' in i)), 'the delivered frames were embedded again');

  // A second replica over the same store and blobs builds its graph from what is stored.
  const { store, media, stills, blobs } = ctx.h.services;
  const replica = new FootageIndex(store, { media, stills, blobs, embedder: new JinaEmbedder({ baseUrl: ctx.jina.url, apiKey: 'jina_test', model: 'jina-clip-v2' }) });
  const elsewhere = await replica.search(orgId, 'deep blue ocean', 10);
  assert.equal(elsewhere, { results: resumed.results, indexing: false });
});

test('bad queries are 400s naming the field', async (ctx) => {
  const { key } = await ctx.h.newOrg('footage-bad');
  for (const url of ['/v1/media/search', '/v1/media/search?q=', '/v1/media/search?q=%20%20', '/v1/media/search?q=red&limit=26', '/v1/media/search?q=red&limit=0']) {
    const res = await ctx.h.call(key, { method: 'GET', url });
    assert.is(res.statusCode, 400, `${url}: ${res.body}`);
    assert.is(res.json().error.code, 'validation_failed');
    assert.ok(JSON.stringify(res.json().error.details.fields).match(/q|limit/), res.body);
  }
});

test('without an embeddings provider the search is a 503 naming the setting', async () => {
  const h = await createHarness();
  try {
    const { key } = await h.newOrg('no-provider');
    const res = await h.call(key, { method: 'GET', url: '/v1/media/search?q=red' });
    assert.is(res.statusCode, 503, res.body);
    assert.is(res.json().error.code, 'footage_search_unavailable');
    assert.match(res.json().error.message, 'FRAMEFLEET_EMBEDDINGS_URL');
  } finally {
    await h.close();
  }
});

test.run();
