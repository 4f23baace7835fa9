import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

const test = suite<{ h: Harness }>('api: jobs');
test.before(async (ctx) => { ctx.h = await createHarness(); });
test.after(async (ctx) => ctx.h?.close());

test('a job reads as running, then succeeded with its result; terminal states never move', async ({ h }) => {
  const { orgId, key } = await h.newOrg('jobs-org');
  const job = await h.services.jobs.start(orgId, { kind: 'transcription', jobKey: 'k1', readPermission: 'projects:read' });
  const again = await h.services.jobs.start(orgId, { kind: 'transcription', jobKey: 'k1', readPermission: 'projects:read' });
  assert.is(again.id, job.id, 'the same key returns the same job');
  const running = await h.call(key, { method: 'GET', url: `/v1/jobs/${job.id}` });
  assert.is(running.statusCode, 200);
  assert.is(running.json().status, 'running');
  assert.is(running.json().result, null);
  assert.ok(await h.services.jobs.finish(orgId, job.id, { status: 'succeeded', result: { url: 'https://x/y.mp4' } }));
  assert.not.ok(await h.services.jobs.finish(orgId, job.id, { status: 'failed', error: { code: 'late', message: 'too late' } }));
  const done = await h.call(key, { method: 'GET', url: `/v1/jobs/${job.id}` });
  assert.is(done.json().status, 'succeeded');
  assert.equal(done.json().result, { url: 'https://x/y.mp4' });
  assert.is(done.json().error, null);
  assert.type(done.json().finishedAt, 'string');
});

test("a job needs its kind's permission, and another org's job is 404", async ({ h }) => {
  const a = await h.newOrg('jobs-a');
  const b = await h.newOrg('jobs-b');
  const job = await h.services.jobs.start(a.orgId, { kind: 'render', jobKey: 'r1', readPermission: 'renders:read' });
  const narrow = await h.newKey(a.orgId, { projects: ['read'] });
  const denied = await h.call(narrow.key, { method: 'GET', url: `/v1/jobs/${job.id}` });
  assert.is(denied.statusCode, 403);
  assert.is(denied.json().error.details.required, 'renders:read');
  const cross = await h.call(b.key, { method: 'GET', url: `/v1/jobs/${job.id}` });
  assert.is(cross.statusCode, 404);
  assert.is(cross.json().error.code, 'not_found');
});

test.run();
