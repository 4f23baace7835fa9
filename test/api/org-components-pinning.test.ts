/**
 * Saving pins component placements, through the real app over SQLite: a project's composition,
 * a compose session's scratch and a published template each store every unpinned component clip
 * and component transition at the version current then (built-ins included), with their pin
 * counts beside the document; a pin naming a version that does not exist is a 422
 * `unknown_component` at that placement.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; key: string; orgId: string }
const test = suite<Ctx>('api: org components, pinning on save');
test.before(async (ctx) => {
  ctx.h = await createHarness();
  const org = await ctx.h.newOrg('pinning-org', { credits: 100 });
  ctx.key = org.key;
  ctx.orgId = org.orgId;
});
test.after(async (ctx) => ctx.h?.close());

function composition(pins: { title?: string; wipe?: string } = {}) {
  return {
    output: { width: 320, height: 180, fps: 30, background: '#101820' },
    tracks: [
      { clips: [
        { kind: 'shape', start: 0, duration: 2, shape: 'rectangle', fill: '#f2aa4c' },
        { kind: 'shape', start: 2, duration: 2, shape: 'ellipse', fill: '#3b82f6', transition: { kind: 'component', componentId: 'whip-pan', duration: 0.5, ...(pins.wipe ? { version: pins.wipe } : {}) } },
      ] },
      { clips: [{ kind: 'component', componentId: 'lower-third', start: 0, duration: 4, props: { name: 'Hello' }, ...(pins.title ? { version: pins.title } : {}) }] },
    ],
  };
}

const pinsOf = (document: any) => [document.tracks[1].clips[0].version, document.tracks[0].clips[1].transition.version];

test('a project composition is stored with its clips and transitions pinned, and its pin counts', async ({ h, key, orgId }) => {
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'pins', composition: composition() } });
  assert.is(created.statusCode, 201, created.body);
  const project = created.json();
  assert.equal(pinsOf(project.composition.composition), ['1.0.0', '1.0.0']);
  const stored = await h.services.projects.compositions.forOrg(orgId).get(project.compositionId);
  assert.equal(stored!.componentPins, { 'lower-third_v1_0_0': 1, 'whip-pan_v1_0_0': 1 });

  const replaced = await h.call(key, { method: 'PUT', url: `/v1/projects/${project.id}/composition`, headers: { 'if-match': project.composition.etag }, payload: { composition: composition({ title: '1.0.0' }) } });
  assert.is(replaced.statusCode, 200, replaced.body);
  assert.equal(pinsOf(replaced.json().composition), ['1.0.0', '1.0.0'], 'a pin given is kept, the others are set');
});

test('a pin naming a version that does not exist is 422 unknown_component at that placement', async ({ h, key }) => {
  for (const [pins, path] of [[{ title: '9.9.9' }, 'tracks[1].clips[0].componentId'], [{ wipe: '0.0.1' }, 'tracks[0].clips[1].transition.componentId']] as const) {
    const res = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'bad pin', composition: composition(pins) } });
    assert.is(res.statusCode, 422, res.body);
    const field = res.json().error.details.fields.find((f: any) => f.path === path);
    assert.ok(field, res.body);
    assert.is(field.code, 'unknown_component');
    assert.match(field.problem, /at version/);
  }
  const named = composition();
  (named.tracks[0]!.clips[1] as any).transition = { kind: 'crossfade', duration: 0.5, version: '1.0.0' };
  const res = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'stray version', composition: named } });
  assert.is(res.statusCode, 422, res.body);
  assert.ok(res.json().error.details.fields.some((f: any) => f.path === 'tracks[0].clips[1].transition.version' && /only used when kind is component/.test(f.problem)), res.body);
});

test('a compose session pins its seed and every scratch write', async ({ h, key, orgId }) => {
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'session pins' } })).json();
  const opened = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/compose-session`, payload: { seedComposition: composition() } });
  assert.is(opened.statusCode, 201, opened.body);
  const { sessionId, etag } = opened.json();
  const scratch = `/v1/projects/${project.id}/compose-session/${sessionId}/composition`;
  assert.equal(pinsOf((await h.call(key, { method: 'GET', url: scratch })).json().composition), ['1.0.0', '1.0.0']);
  const written = await h.call(key, { method: 'PUT', url: scratch, headers: { 'if-match': etag }, payload: { composition: composition() } });
  assert.is(written.statusCode, 200, written.body);
  assert.equal(pinsOf(written.json().composition), ['1.0.0', '1.0.0']);
  const session = await h.services.composeSessions.sessions.forOrg(orgId).get(sessionId);
  assert.equal(session!.componentPins, { 'lower-third_v1_0_0': 1, 'whip-pan_v1_0_0': 1 });
});

test('a template is published with its placements pinned, transitions included', async ({ h, key, orgId }) => {
  const res = await h.call(key, { method: 'POST', url: '/v1/templates', payload: { slug: 'pinned', name: 'pinned', timeline: composition(), parameters: [] } });
  assert.is(res.statusCode, 201, res.body);
  assert.equal(pinsOf(res.json().timeline), ['1.0.0', '1.0.0']);
  const stored = await h.services.templates.templates.forOrg(orgId).get(res.json().id);
  assert.equal(stored!.componentPins, { 'lower-third_v1_0_0': 1, 'whip-pan_v1_0_0': 1 });
});

test('built-ins are not editable: updating one answers 409 with the way to eject it', async ({ h, key }) => {
  const res = await h.call(key, { method: 'PATCH', url: '/v1/components/lower-third', payload: { name: 'Mine' } });
  assert.is(res.statusCode, 409, res.body);
  assert.is(res.json().error.code, 'component_not_editable');
  assert.match(res.json().error.message, /POST \/v1\/components\/lower-third\/eject/);
  const unknown = await h.call(key, { method: 'PUT', url: '/v1/components/no-such-thing', payload: { name: 'Mine' } });
  assert.is(unknown.statusCode, 404, unknown.body);
  const orphan = await h.call(key, { method: 'PATCH', url: '/v1/components/no-such-thing', payload: { compositionId: 'cmp_x' } });
  assert.is(orphan.statusCode, 400, orphan.body);
  assert.equal(orphan.json().error.details.fields.map((f: any) => f.path), ['body.projectId']);
});

test.run();
