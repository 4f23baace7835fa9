/** GET /v1/renders: the org's renders across projects (and template and inline renders), filtered by status and template. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

const test = suite<{ h: Harness }>('api: renders across projects');
test.before(async (ctx) => { ctx.h = await createHarness(); });
test.after(async (ctx) => ctx.h?.close());

const composition = { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'hello' }] }] };

test('lists the org\'s renders of every origin, newest first, paged; never another org\'s', async ({ h }) => {
  const own = await h.newOrg('list-own', { credits: 10_000 });
  const foreign = await h.newOrg('list-foreign', { credits: 10_000 });
  const project = (await h.call(own.key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition } })).json();
  const fromProject = (await h.call(own.key, { method: 'POST', url: `/v1/projects/${project.id}/renders` })).json();
  const inline = (await h.call(own.key, { method: 'POST', url: '/v1/renders', payload: { composition } })).json();
  await h.call(foreign.key, { method: 'POST', url: '/v1/renders', payload: { composition } });
  const template = await h.call(own.key, {
    method: 'POST', url: '/v1/templates',
    payload: { slug: 'list-card', name: 'Card', timeline: { ...composition, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: { $param: 'title' } }] }] }, parameters: [{ name: 'title', kind: 'text', required: true }] },
  });
  assert.is(template.statusCode, 201, template.body);
  const fromTemplate = await h.call(own.key, { method: 'POST', url: '/v1/templates/list-card/renders', payload: { values: { title: 'x' } } });
  assert.is(fromTemplate.statusCode, 202, fromTemplate.body);

  const all = await h.call(own.key, { method: 'GET', url: '/v1/renders' });
  assert.is(all.statusCode, 200, all.body);
  assert.equal(all.json().data.map((r: { id: string }) => r.id), [fromTemplate.json().id, inline.id, fromProject.id]);
  assert.is(all.json().contract, 'video-composition-api');
  const first = (await h.call(own.key, { method: 'GET', url: '/v1/renders?limit=2' })).json();
  assert.is(first.data.length, 2);
  const rest = (await h.call(own.key, { method: 'GET', url: `/v1/renders?cursor=${encodeURIComponent(first.pagination.nextCursor)}` })).json();
  assert.equal(rest.data.map((r: { id: string }) => r.id), [fromProject.id]);
  assert.is(rest.pagination.hasMore, false);

  const ofTemplate = (await h.call(own.key, { method: 'GET', url: `/v1/renders?templateId=${template.json().id}` })).json();
  assert.equal(ofTemplate.data.map((r: { id: string }) => r.id), [fromTemplate.json().id]);
  assert.equal((await h.call(own.key, { method: 'GET', url: '/v1/renders?status=complete' })).json().data, []);
  assert.is((await h.call(own.key, { method: 'GET', url: '/v1/renders?status=queued,rendering' })).json().data.length, 3);
});

test('an unknown status is a 400 naming the field; renders:read is needed', async ({ h }) => {
  const { orgId, key } = await h.newOrg('list-errors');
  const bad = await h.call(key, { method: 'GET', url: '/v1/renders?status=bogus' });
  assert.is(bad.statusCode, 400);
  assert.is(bad.json().error.code, 'validation_failed');
  assert.equal(bad.json().error.details.fields.map((f: { path: string }) => f.path), ['querystring.status']);
  const narrow = await h.newKey(orgId, { media: ['read'] });
  const refused = await h.call(narrow.key, { method: 'GET', url: '/v1/renders' });
  assert.is(refused.statusCode, 403);
  assert.is(refused.json().error.details.required, 'renders:read');
});

test.run();
