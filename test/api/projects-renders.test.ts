import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { sceneQueueName } from '../../shared/queue/index.ts';
import { seamsNotChecked } from '../../control-plane/features/renders/renders.ts';
import { accessTokenFor } from '../support/oauth.ts';
import { createHarness, type Harness } from './harness.ts';
import { wavSecond } from '../support/media.ts';

/** 6 s of 640x360 at 30 fps: two shapes and a title, with a clip boundary at 3 s. */
function composition(title = 'Hello') {
  return {
    output: { width: 640, height: 360, fps: 30, background: '#101820' },
    tracks: [
      { clips: [
        { kind: 'shape', start: 0, duration: 3, shape: 'rectangle', fill: '#f2aa4c' },
        { kind: 'shape', start: 3, duration: 3, shape: 'ellipse', fill: '#3b82f6' },
      ] },
      { clips: [{ kind: 'text', start: 0, duration: 6, text: title }] },
    ],
  };
}


const test = suite<{ h: Harness }>('api: projects, compositions, renders');
test.before(async (ctx) => { ctx.h = await createHarness(); });
test.after(async (ctx) => ctx.h?.close());

test('composition ETags: If-Match required (428), stale gets 412, current replaces', async ({ h }) => {
  const { key } = await h.newOrg('etag-org');
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'Launch', composition: composition() } });
  assert.is(created.statusCode, 201, created.body);
  const project = created.json();
  assert.is(project.projectId, project.id);
  const etag = project.composition.etag;
  assert.is(created.headers.etag, etag);
  const read = await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/composition` });
  assert.is(read.headers.etag, etag);
  assert.equal(read.json().composition, composition());

  const noMatch = await h.call(key, { method: 'PUT', url: `/v1/projects/${project.id}/composition`, payload: { composition: composition('v2') } });
  assert.is(noMatch.statusCode, 428);
  const ok = await h.call(key, { method: 'PUT', url: `/v1/projects/${project.id}/composition`, headers: { 'if-match': etag }, payload: { composition: composition('v2') } });
  assert.is(ok.statusCode, 200, ok.body);
  assert.is.not(ok.headers.etag, etag);
  const stale = await h.call(key, { method: 'PUT', url: `/v1/projects/${project.id}/composition`, headers: { 'if-match': etag }, payload: { composition: composition('v3') } });
  assert.is(stale.statusCode, 412);
  assert.is(stale.json().error.code, 'precondition_failed');
  assert.is(stale.json().error.details.currentEtag, ok.headers.etag);
  const after = await h.call(key, { method: 'GET', url: `/v1/compositions/${project.compositionId}` });
  assert.is(after.json().composition.tracks[1].clips[0].text, 'v2', 'the stale write changed nothing');
});

test('an invalid composition is refused with every bad field path', async ({ h }) => {
  const { key } = await h.newOrg('invalid-org');
  const bad = composition() as any;
  bad.output.width = -5;
  bad.output.fps = 'fast';
  bad.tracks[0].clips[1].duration = 0;
  bad.tracks[1].clips[0].kind = 'alpha-layer';
  const res = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'Bad', composition: bad } });
  assert.is(res.statusCode, 422, res.body);
  assert.is(res.json().error.code, 'composition_invalid');
  const paths: string[] = res.json().error.details.fields.map((f: any) => f.path);
  for (const p of ['output.width', 'output.fps', 'tracks[0].clips[1].duration', 'tracks[1].clips[0].kind']) {
    assert.ok(paths.some((x) => x.startsWith(p)), `${p} not in ${JSON.stringify(paths)}`);
  }
  const list = await h.call(key, { method: 'GET', url: '/v1/projects' });
  assert.is(list.json().data.length, 0, 'nothing was created');
});

test('project lists page with clamped sizes', async ({ h }) => {
  const { key } = await h.newOrg('page-org');
  for (let i = 0; i < 3; i++) await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: `p${i}` } });
  const first = (await h.call(key, { method: 'GET', url: '/v1/projects?limit=2' })).json();
  assert.equal(first.data.map((p: any) => p.name), ['p2', 'p1']);
  assert.is(first.pagination.hasMore, true);
  const second = (await h.call(key, { method: 'GET', url: `/v1/projects?limit=2&cursor=${first.pagination.nextCursor}` })).json();
  assert.equal(second.data.map((p: any) => p.name), ['p0']);
  assert.is(second.pagination.hasMore, false);
  for (const limit of ['0', '-4', 'abc', '1e9', '']) {
    const res = await h.call(key, { method: 'GET', url: `/v1/projects?limit=${limit}` });
    assert.is(res.statusCode, 200, `limit=${limit}`);
  }
  const bogus = await h.call(key, { method: 'GET', url: '/v1/projects?cursor=bogus' });
  assert.is(bogus.statusCode, 400);
  assert.is(bogus.json().error.code, 'invalid_cursor');
});

test('a render on an empty wallet gets 402 and leaves wallet and store untouched', async ({ h }) => {
  const { orgId, key } = await h.newOrg('poor-org', { credits: 0 });
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition() } })).json();
  const before = await h.services.accounts.getOrg(orgId);
  const depth = (await h.services.queue.depth(sceneQueueName)).ready;
  const res = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders` });
  assert.is(res.statusCode, 402);
  assert.is(res.json().error.code, 'billing_required');
  assert.is(res.json().error.details.featureId, 'exports');
  const after = await h.services.accounts.getOrg(orgId);
  assert.equal(after?.wallet, before?.wallet);
  assert.is(after?.version, before?.version, 'the org document was not written');
  assert.is((await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders` })).json().data.length, 0);
  assert.is((await h.services.queue.depth(sceneQueueName)).ready, depth, 'nothing was queued');
});

test('a queued render is planned into scene jobs, and its completion charges exactly once', async ({ h }) => {
  const { orgId, key } = await h.newOrg('render-org', { credits: 500 });
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition() } })).json();
  const depth = (await h.services.queue.depth(sceneQueueName)).ready;
  const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders`, headers: { 'idempotency-key': 'req-1' } });
  assert.is(queued.statusCode, 202, queued.body);
  const render = queued.json();
  assert.is(render.status, 'queued');
  assert.is(render.listUsd, 0.05, '6 s at 640x360 is 5 credits (50 per 1080p minute, rounded up)');
  assert.is(render.progress.phase, 'queued');
  assert.ok(render.progress.scenesTotal >= 1);
  assert.is((await h.services.queue.depth(sceneQueueName)).ready, depth + render.progress.scenesTotal + 1, 'one scene job per scene, and the assembly behind them');
  const retry = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders`, headers: { 'idempotency-key': 'req-1' } });
  assert.is(retry.json().id, render.id, 'the same idempotency key returns the same render');
  let org = await h.services.accounts.getOrg(orgId);
  assert.equal([org?.wallet.balanceCredits, org?.wallet.availableCredits], [500, 495], 'held once, not charged yet');

  for (let i = 0; i < render.progress.scenesTotal; i++) {
    const first = await h.services.renders.sceneCompleted(orgId, render.id, i, { frameCount: 1, segmentHash: 'x'.repeat(64), nodeId: 'n1' });
    assert.is(first.outcome, 'recorded');
    const again = await h.services.renders.sceneCompleted(orgId, render.id, i, { frameCount: 1, segmentHash: 'x'.repeat(64), nodeId: 'n2' });
    assert.is(again.outcome, 'duplicate', 'a redelivered scene never counts twice');
  }
  const mid = (await h.call(key, { method: 'GET', url: `/v1/renders/${render.id}` })).json();
  assert.is(mid.status, 'assembling');
  assert.is(mid.progress.scenesCompleted, render.progress.scenesTotal);
  assert.is(mid.seams, null, 'no seam check until assembled');

  const bytes = Buffer.from('an mp4 would be here');
  const blob = await h.services.blobs.put(bytes);
  const output = { blobKey: blob.key, sizeBytes: blob.sizeBytes, frameCount: 180, durationSec: 6 };
  assert.is((await h.services.renders.completed(orgId, render.id, output, seamsNotChecked)).outcome, 'completed');
  assert.is((await h.services.renders.completed(orgId, render.id, output, seamsNotChecked)).outcome, 'duplicate');
  org = await h.services.accounts.getOrg(orgId);
  assert.equal([org?.wallet.balanceCredits, org?.wallet.availableCredits], [495, 495], 'charged once on delivery');
  const ledger = await h.services.accounts.listLedger(orgId, 10);
  assert.is(ledger.items.filter((e) => e.kind === 'charge').length, 1);

  const done = (await h.call(key, { method: 'GET', url: `/v1/renders/${render.id}` })).json();
  assert.is(done.status, 'complete');
  assert.is(done.progress.percent, 100);
  assert.equal(done.seams, { checked: false, ok: false, boundaries: 0, frames: 0, audioSec: 0 }, 'completed without a seam check, and shown so');
  assert.ok(Date.parse(done.outputExpiresAt) - Date.now() > 6.9 * 24 * 3600 * 1000);
  assert.equal((await h.call(key, { method: 'GET', url: `/v1/renders/${render.id}` })).json(), done, 'polled again, the same answer');
  // Polled once the link has expired, the same stored render answers without a link.
  const realNow = Date.now;
  Date.now = () => Date.parse(done.outputExpiresAt) + 1000;
  try {
    const expired = (await h.call(key, { method: 'GET', url: `/v1/renders/${render.id}` })).json();
    assert.equal([expired.status, expired.outputUrl, expired.updatedAt], ['complete', null, done.updatedAt]);
  } finally {
    Date.now = realNow;
  }
  const download = await h.app.inject({ method: 'GET', url: done.outputUrl.replace('http://127.0.0.1:8080', '') });
  assert.is(download.statusCode, 200);
  assert.is(download.body, bytes.toString());
  const tampered = await h.app.inject({ method: 'GET', url: done.outputUrl.replace('http://127.0.0.1:8080', '').replace(/sig=(.)/, (_m: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`) });
  assert.is(tampered.statusCode, 403);
  const share = await h.app.inject({ method: 'GET', url: done.shareUrl.replace('http://127.0.0.1:8080', '') });
  assert.is(share.statusCode, 302);
  assert.is(share.headers.location, done.outputUrl);
  const complete = await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders?status=complete` });
  assert.equal(complete.json().data.map((r: any) => r.id), [render.id]);
  const badFilter = await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders?status=done` });
  assert.is(badFilter.statusCode, 400);
});

test('cancel releases the hold and closes the share link', async ({ h }) => {
  const { orgId, key } = await h.newOrg('cancel-org', { credits: 100 });
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition() } })).json();
  const render = (await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders` })).json();
  const before = await h.app.inject({ method: 'GET', url: render.shareUrl.replace('http://127.0.0.1:8080', '') });
  assert.is(before.statusCode, 409);
  const cancelled = await h.call(key, { method: 'POST', url: `/v1/renders/${render.id}/cancel` });
  assert.is(cancelled.statusCode, 200);
  assert.is(cancelled.json().status, 'cancelled');
  assert.is(cancelled.json().errorCode, 'cancelled');
  const org = await h.services.accounts.getOrg(orgId);
  assert.equal([org?.wallet.balanceCredits, org?.wallet.availableCredits], [100, 100]);
  assert.is((await h.call(key, { method: 'POST', url: `/v1/renders/${render.id}/cancel` })).statusCode, 200, 'cancelling again is harmless');
  const closed = await h.app.inject({ method: 'GET', url: render.shareUrl.replace('http://127.0.0.1:8080', '') });
  assert.is(closed.statusCode, 410);
  assert.is((await h.services.renders.sceneCompleted(orgId, render.id, 0, { frameCount: 1, segmentHash: 'x', nodeId: 'n' })).outcome, 'stale');
});

test('a render this replica ends wakes the reads waiting on it at once', async ({ h }) => {
  const { orgId, key } = await h.newOrg('wake-org', { credits: 100 });
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition() } })).json();
  const render = (await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/renders` })).json();
  // A probe that never says so: only the renders' own notice can end this wait before its 30 s.
  const woken = h.services.jobWaits.until(orgId, render.id, async () => false, 30_000).then(() => 'woken');
  const cancelled = await h.call(key, { method: 'POST', url: `/v1/renders/${render.id}/cancel` });
  assert.is(cancelled.json().status, 'cancelled');
  assert.is(await Promise.race([woken, new Promise((r) => setTimeout(() => r('still waiting'), 5000))]), 'woken');
});

test('previews: a window of the timeline at capped size, priced as one capture; bad windows are 422 naming the field', async ({ h }) => {
  const { key, orgId } = await h.newOrg('preview-org', { credits: 10 });
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition() } })).json();
  const res = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/previews`, payload: { fromSec: 2, toSec: 5, maxHeight: 180 } });
  assert.is(res.statusCode, 202, res.body);
  const preview = res.json();
  assert.equal([preview.kind, preview.window, preview.format.width, preview.format.height, preview.format.frameCount, preview.listUsd], ['preview', { fromSec: 2, toSec: 5 }, 320, 180, 90, 0.02]);
  assert.is(preview.progress.scenesTotal, 3, 'planned over the window only: 90 frames make three half-GOP scenes');
  const stored = await h.services.renders.get(orgId, preview.id);
  assert.equal(Object.keys(stored.scenes), []);
  assert.is((await h.services.accounts.getOrg(orgId))!.wallet.availableCredits, 8, 'two credits held, whatever the length');

  for (const [body, field] of [
    [{ fromSec: 3, toSec: 3 }, 'body.toSec'], [{ fromSec: 7, toSec: 8 }, 'body.fromSec'], [{ fromSec: 0, toSec: 61 }, 'body.toSec'],
  ] as const) {
    const bad = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/previews`, payload: body });
    assert.is(bad.statusCode, 422, JSON.stringify(body));
    assert.is(bad.json().error.code, 'preview_window_invalid');
    assert.ok(bad.json().error.details.fields.some((f: { path: string }) => f.path === field), bad.body);
  }
  const retry = (body: object) => h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/previews`, headers: { 'idempotency-key': 'preview-1' }, payload: body });
  const once = (await retry({ fromSec: 0, toSec: 1 })).json();
  assert.is((await retry({ fromSec: 0, toSec: 1 })).json().id, once.id, 'the same request again is the same preview');
  assert.is.not((await retry({ fromSec: 1, toSec: 2 })).json().id, once.id, 'another window under the same key is another preview');
  assert.is((await h.services.accounts.getOrg(orgId))!.wallet.availableCredits, 4);
  const tiny = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/previews`, payload: { fromSec: 0, toSec: 1, maxHeight: 100 } });
  assert.is(tiny.statusCode, 400);
  assert.is((await h.services.accounts.getOrg(orgId))!.wallet.availableCredits, 4, 'refused previews hold nothing');
});

test('another org gets 404 on every resource route', async ({ h }) => {
  const a = await h.newOrg('matrix-a', { credits: 100 });
  const b = await h.newOrg('matrix-b', { credits: 100 });
  const project = (await h.call(a.key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition() } })).json();
  const render = (await h.call(a.key, { method: 'POST', url: `/v1/projects/${project.id}/renders` })).json();
  const job = await h.services.jobs.start(a.orgId, { kind: 'preview', jobKey: 'm', readPermission: 'projects:read' });
  const media = await h.call(a.key, { method: 'POST', url: '/v1/media', headers: { 'content-type': 'audio/wav' }, payload: wavSecond() });
  assert.is(media.statusCode, 201, media.body);
  const ids: Record<string, string> = { projects: project.id, compositions: project.compositionId, renders: render.id, 'render-jobs': render.id, exports: render.id, jobs: job.id, 'api-keys': a.keyId, media: media.json().id,
    // Port 1 refuses connections: the webhook is stored pending, which is all the matrix needs.
    webhooks: (await h.services.webhooks.create(a.orgId, { url: 'http://127.0.0.1:1/hook', events: ['render.completed'] })).webhook.id,
    templates: (await h.services.templates.publish(a.orgId, { slug: 'owned', name: 'owned', timeline: composition(), parameters: [] })).id,
    components: (await h.services.orgComponents.eject(a.orgId, 'lower-third', { id: 'owned-lower-third' })).id,
    'brand-kits': (await h.services.brandKits.upsert(a.orgId, { kitId: 'k', name: 'k', colors: { primary: '#000', secondary: '#111', accent: '#222', background: '#333', text: '#fff' }, headingFont: { fontFamily: 'Inter', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 } })).id,
    critics: (await h.services.critics.create(a.orgId, { label: 'owned', rules: { match: 'all', conditions: [{ critic: 'loudness', op: '<=', value: 1 }] } })).critic.id,
    // A verification's record is all the sheet route reads before it answers.
    verifications: (await h.services.verifications.verifications.forOrg(a.orgId).insert({
      jobId: job.id, projectId: project.id, sessionId: null, compositionVersion: 1, compositionHash: 'x', compositionBytes: 1, assets: [], evidence: [], width: 16, height: 16,
      ocr: false, logoRef: null, sampleFps: 4, brief: null, brandPalette: null, builtinIds: [], orgCritics: [], holds: [], priced: true, status: 'measuring',
      images: {}, measurements: null, results: null, verdict: null, published: true, error: null,
    })).id };
  const tried: string[] = [];
  // Org B's API key, and an OAuth access token of org B with account-level access (an identity-only grant).
  const credentials = [b.key, (await accessTokenFor(h.app, h.url, b.key, { scope: 'openid' })).access_token];
  // Every route addressing an org's resource by id (the built-in components are everyone's; an org's own are its).
  for (const [route, credential] of h.app.routeTable.filter((r) => r.url.startsWith('/v1') && r.url.includes(':')).flatMap((r) => credentials.map((c) => [r, c] as const))) {
    const resource = route.url.split('/')[2]!;
    const id = ids[resource];
    assert.ok(id, `no fixture id for ${route.url}`);
    // The resource's own id first; any further path parameter names something of it that org B cannot reach either.
    const query = route.url.endsWith('/diff') ? '?to=ckp_other' : route.url.includes('/selector/') && route.method === 'GET' ? '?groupId=talk' : '';
    const url = route.url.replace(/:\w+/, id).replace(/:\w+/g, 'other1') + query;
    // Well-formed bodies, so the answer can only be about ownership.
    const postBodies: [suffix: string, body: unknown][] = [
      ['/selector/resolve', { groupId: 'talk' }], ['/selector/apply', { groupId: 'talk' }],
      ['/previews', { fromSec: 0, toSec: 1 }], ['/stills', { timestamps: [0] }], ['/apply', { projectId: project.id }],
      ['/facts', { kind: 'matte', intent: { startSec: 0, endSec: 1 } }], ['/mattes', { startSec: 0, endSec: 1 }], ['/eject', { id: 'stolen-copy' }],
      ['/component-preview', { componentId: 'lower-third', params: {} }], ['/exemplar-frames', { limit: 2 }], ['/transcript/analyze', { task: 'summary' }],
      ['/clips/suggest', {}], ['/clips/compose', { startSec: 0, endSec: 1, title: 'stolen' }], ['/verify', { critics: ['loudness'] }],
    ];
    const post = postBodies.find(([suffix]) => route.url.endsWith(suffix))?.[1] ?? (resource === 'templates' ? {} : undefined);
    const putBody = resource === 'components' ? { name: 'stolen' } : route.url.endsWith('/brief') ? { goal: 'stolen', audience: 'anyone', platform: 'youtube', durationSec: 10 }
      : route.url.includes('/multicam-groups/') ? { angles: [{ mediaId: 'med_a' }, { mediaId: 'med_b' }] } : { composition: composition('stolen') };
    const payloads: Record<string, unknown> = { PUT: putBody, PATCH: resource === 'webhooks' ? { enabled: false } : route.url.includes('/checkpoints/') || resource === 'critics' ? { label: 'stolen' } : { name: 'stolen' }, POST: post };
    const res = await h.call(credential, { method: route.method as 'GET', url, payload: payloads[route.method] as object | undefined, headers: { 'if-match': project.composition.etag } });
    assert.is(res.statusCode, 404, `${route.method} ${url} as another org (${credential === b.key ? 'API key' : 'OAuth token'}) answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
    assert.is(res.json().error.code, 'not_found');
    tried.push(`${route.method} ${route.url}`);
  }
  assert.ok(tried.length >= 16, `covered ${tried.join(', ')}`);
  const still = await h.call(a.key, { method: 'GET', url: `/v1/renders/${render.id}` });
  assert.is(still.json().status, 'queued', 'nothing of org A changed');
});

test.run();
