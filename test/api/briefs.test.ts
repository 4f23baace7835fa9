/**
 * Briefs: one per project, created by a first PUT and replaced under If-Match; checked against the
 * platform table (duration) and the org (logo media, brand kit); private to the org.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { platformIds, platforms } from '../../shared/platforms.ts';
import { createHarness, type Harness } from './harness.ts';

const test = suite<{ h: Harness }>('api: briefs');
test.before(async (ctx) => { ctx.h = await createHarness(); });
test.after(async (ctx) => ctx.h?.close());

export const launchBrief = {
  goal: 'Launch our new budgeting app', audience: 'young professionals', platform: 'youtube', durationSec: 30,
  mustInclude: { texts: ['Meet Pennywise'], callToAction: 'Download today' }, tone: 'confident', mood: ['energetic', 'premium'],
};

async function project(h: Harness, key: string) {
  return (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p' } })).json().id as string;
}

async function media(h: Harness, orgId: string, kind: 'image' | 'audio') {
  return h.services.media.items.forOrg(orgId).insert({
    name: `x.${kind}`, status: 'ready', source: 'upload', sourceUrl: null, sizeBytes: 10, contentHash: 'x', thumbnailKey: null, error: null,
    kind, mimeType: kind === 'image' ? 'image/png' : 'audio/wav', durationSec: kind === 'image' ? null : 1, width: null, height: null, hasAudio: kind === 'audio',
  });
}

test('the platform table is served, each platform with its frame, safe areas, range and loudness', async ({ h }) => {
  const { key } = await h.newOrg('platforms');
  const r = await h.call(key, { method: 'GET', url: '/v1/briefs/platforms' });
  assert.is(r.statusCode, 200, r.body);
  const data = r.json().data as { id: string; output: { width: number; height: number }; loudness: { integratedLufs: number; truePeakDbtp: number }; titleSafe: { top: number } }[];
  assert.equal(data.map((p) => p.id), [...platformIds]);
  const byId = Object.fromEntries(data.map((p) => [p.id, p]));
  assert.equal([byId.youtube!.loudness.integratedLufs, byId.broadcast!.loudness.integratedLufs, byId.broadcast!.loudness.truePeakDbtp], [-14, -23, -1]);
  assert.equal([byId.tiktok!.output.width, byId.tiktok!.output.height, byId.linkedin!.output.width, byId.linkedin!.output.height], [1080, 1920, 1080, 1080]);
  assert.ok(data.every((p) => p.titleSafe.top > 0 && p.titleSafe.top < 0.5));
});

test('PUT creates (201), GET reads with its ETag, a replace needs If-Match (428) and a current one (412), DELETE removes', async ({ h }) => {
  const { key, orgId } = await h.newOrg('brief-crud');
  const id = await project(h, key);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/projects/${id}/brief` })).statusCode, 404, 'no brief yet');
  const matchAnyOfNone = await h.call(key, { method: 'PUT', url: `/v1/projects/${id}/brief`, headers: { 'if-match': '*' }, payload: launchBrief });
  assert.equal([matchAnyOfNone.statusCode, matchAnyOfNone.json().error.code], [412, 'precondition_failed'], 'If-Match: * needs a brief to be there');
  const created = await h.call(key, { method: 'PUT', url: `/v1/projects/${id}/brief`, payload: launchBrief });
  assert.is(created.statusCode, 201, created.body);
  const etag = created.headers.etag as string;
  assert.equal([created.json().etag, created.json().projectId, created.json().mustInclude, created.json().brandKitId], [etag, id, { texts: ['Meet Pennywise'], logoMediaId: null, callToAction: 'Download today' }, null]);
  const read = await h.call(key, { method: 'GET', url: `/v1/projects/${id}/brief` });
  assert.equal([read.statusCode, read.headers.etag, read.json().goal, read.json().mood], [200, etag, launchBrief.goal, ['energetic', 'premium']]);

  const edit = { ...launchBrief, durationSec: 45 };
  const noMatch = await h.call(key, { method: 'PUT', url: `/v1/projects/${id}/brief`, payload: edit });
  assert.equal([noMatch.statusCode, noMatch.json().error.code], [428, 'precondition_required']);
  const replaced = await h.call(key, { method: 'PUT', url: `/v1/projects/${id}/brief`, headers: { 'if-match': etag }, payload: edit });
  assert.is(replaced.statusCode, 200, replaced.body);
  assert.is(replaced.json().durationSec, 45);
  assert.is.not(replaced.headers.etag, etag);
  const stale = await h.call(key, { method: 'PUT', url: `/v1/projects/${id}/brief`, headers: { 'if-match': etag }, payload: launchBrief });
  assert.equal([stale.statusCode, stale.json().error.code, stale.json().error.details.currentEtag], [412, 'precondition_failed', replaced.headers.etag]);
  const staleDelete = await h.call(key, { method: 'DELETE', url: `/v1/projects/${id}/brief`, headers: { 'if-match': etag } });
  assert.is(staleDelete.statusCode, 412);
  const any = await h.call(key, { method: 'PUT', url: `/v1/projects/${id}/brief`, headers: { 'if-match': '*' }, payload: edit });
  assert.is(any.statusCode, 200, 'If-Match: * replaces whatever version is there');
  const deleted = await h.call(key, { method: 'DELETE', url: `/v1/projects/${id}/brief`, headers: { 'if-match': any.headers.etag as string } });
  assert.equal([deleted.statusCode, deleted.json().durationSec], [200, 45]);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/projects/${id}/brief` })).statusCode, 404);

  // Deleting the project deletes its brief.
  await h.call(key, { method: 'PUT', url: `/v1/projects/${id}/brief`, payload: launchBrief });
  assert.is((await h.call(key, { method: 'DELETE', url: `/v1/projects/${id}` })).statusCode, 200);
  assert.is(await h.services.store.orgCollection({ name: 'briefs', idPrefix: 'brf' }).forOrg(orgId).get(id), null);
});

test('bad briefs are 4xx naming the field: duration outside the platform range, foreign or non-image logo, unknown kit, unknown platform', async ({ h }) => {
  const { key, orgId } = await h.newOrg('brief-bad');
  const other = await h.newOrg('brief-bad-other');
  const id = await project(h, key);
  const put = (payload: Record<string, unknown>) => h.call(key, { method: 'PUT', url: `/v1/projects/${id}/brief`, payload });
  const fieldOf = (r: { json(): { error: { details: { fields: { path: string }[] } } } }) => r.json().error.details.fields[0]!.path;

  const tooLong = await put({ ...launchBrief, platform: 'youtube-shorts', durationSec: platforms['youtube-shorts'].durationSec.max + 1 });
  assert.equal([tooLong.statusCode, fieldOf(tooLong)], [422, 'body.durationSec']);
  const tooShort = await put({ ...launchBrief, platform: 'linkedin', durationSec: 2 });
  assert.equal([tooShort.statusCode, fieldOf(tooShort)], [422, 'body.durationSec']);
  const foreign = await media(h, other.orgId, 'image');
  const foreignLogo = await put({ ...launchBrief, mustInclude: { logoMediaId: foreign.id } });
  assert.equal([foreignLogo.statusCode, fieldOf(foreignLogo)], [422, 'body.mustInclude.logoMediaId']);
  const sound = await media(h, orgId, 'audio');
  const soundLogo = await put({ ...launchBrief, mustInclude: { logoMediaId: sound.id } });
  assert.equal([soundLogo.statusCode, fieldOf(soundLogo)], [422, 'body.mustInclude.logoMediaId']);
  const kit = await put({ ...launchBrief, brandKitId: 'bk_missing' });
  assert.equal([kit.statusCode, fieldOf(kit)], [422, 'body.brandKitId']);
  assert.is((await put({ ...launchBrief, platform: 'myspace' })).statusCode, 400);
  assert.is((await put({ ...launchBrief, colour: 'red' })).statusCode, 400);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/projects/${id}/brief` })).statusCode, 404, 'nothing was stored');

  const logo = await media(h, orgId, 'image');
  const ok = await put({ ...launchBrief, mustInclude: { logoMediaId: logo.id } });
  assert.equal([ok.statusCode, ok.json().mustInclude.logoMediaId], [201, logo.id]);
});

test("another org's project is 404 on every brief route; a key without projects:write is 403, without projects:read too", async ({ h }) => {
  const a = await h.newOrg('brief-a');
  const b = await h.newOrg('brief-b');
  const id = await project(h, a.key);
  await h.call(a.key, { method: 'PUT', url: `/v1/projects/${id}/brief`, payload: launchBrief });
  for (const method of ['GET', 'PUT', 'DELETE'] as const) {
    const r = await h.call(b.key, { method, url: `/v1/projects/${id}/brief`, ...(method === 'PUT' ? { payload: launchBrief } : {}) });
    assert.equal([method, r.statusCode, r.json().error.code], [method, 404, 'not_found']);
  }
  const reader = await h.newKey(a.orgId, { projects: ['read'] });
  assert.is((await h.call(reader.key, { method: 'GET', url: `/v1/projects/${id}/brief` })).statusCode, 200);
  const write = await h.call(reader.key, { method: 'PUT', url: `/v1/projects/${id}/brief`, payload: launchBrief });
  assert.equal([write.statusCode, write.json().error.code], [403, 'forbidden']);
  assert.is((await h.call(reader.key, { method: 'DELETE', url: `/v1/projects/${id}/brief` })).statusCode, 403);
  const mediaOnly = await h.newKey(a.orgId, { media: ['read'] });
  assert.is((await h.call(mediaOnly.key, { method: 'GET', url: `/v1/projects/${id}/brief` })).statusCode, 403);
  assert.is((await h.call(mediaOnly.key, { method: 'GET', url: '/v1/briefs/platforms' })).statusCode, 403);
  assert.is((await h.call(a.key, { method: 'GET', url: `/v1/projects/${id}/brief` })).json().goal, launchBrief.goal, 'still there');
});

test.run();
