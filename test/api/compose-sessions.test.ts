/**
 * Compose sessions over the real SQLite store: open (bodyless and seeded), read and write the
 * scratch with ETags, commit it to the project (one composition.updated per commit, 412 when the
 * project moved), close, the idle time-to-live (404 at once, then released by the sweeper), and
 * another org's or another project's session reading 404.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { AppError } from '../../shared/errors.ts';
import type { StoredComposition } from '../../control-plane/features/projects/projects.ts';
import { createHarness, type Harness } from './harness.ts';

const idleTtlMs = 1200;

interface Ctx { h: Harness; key: string; orgId: string }
const test = suite<Ctx>('api: compose sessions');
test.before(async (ctx) => {
  ctx.h = await createHarness({ sessions: { idleTtlMs } });
  const org = await ctx.h.newOrg('sessions-org', { credits: 100 });
  ctx.key = org.key;
  ctx.orgId = org.orgId;
});
test.after(async (ctx) => ctx.h?.close());

const composition = (title: string, duration = 2) => ({
  output: { width: 160, height: 90, fps: 30, background: '#111827' },
  tracks: [{ clips: [{ kind: 'text', start: 0, duration, text: title, style: { fontSize: 24, color: '#ffffff' } }] }],
});

async function newProject({ h, key }: Ctx, title = 'Active') {
  const res = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'sessions', composition: composition(title) } });
  assert.is(res.statusCode, 201, res.body);
  return res.json() as { id: string; composition: { etag: string; id: string } };
}

async function open(ctx: Ctx, projectId: string, payload?: unknown) {
  const res = await ctx.h.call(ctx.key, { method: 'POST', url: `/v1/projects/${projectId}/compose-session`, ...(payload === undefined ? {} : { payload }) } as never);
  assert.is(res.statusCode, 201, res.body);
  return res.json() as { sessionId: string; etag: string; baseEtag: string; seededFrom: string; expiresAt: string; idleTtlSec: number };
}

const base = (projectId: string, sessionId: string) => `/v1/projects/${projectId}/compose-session/${sessionId}`;

/** The status of the AppError a call fails with (null when it succeeds). */
async function failureStatus(call: Promise<unknown>): Promise<number | null> {
  try {
    await call;
    return null;
  } catch (err) {
    if (err instanceof AppError) return err.status;
    throw err;
  }
}

/** composition.updated events recorded (outbox) on a composition. */
async function updatesOf(h: Harness, orgId: string, compositionId: string) {
  const stored = await h.services.projects.compositions.forOrg(orgId).get(compositionId) as StoredComposition;
  return Object.values(stored.outbox ?? {}).filter((e) => e.event === 'composition.updated');
}

test('a bodyless open copies the active composition at once; a seeded one holds the seed; a bad seed is 422', async (ctx) => {
  const { h, key } = ctx;
  const project = await newProject(ctx);
  const rendersBefore = (await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders` })).json().data.length;
  const session = await open(ctx, project.id);
  assert.match(session.sessionId, /^ses_/);
  assert.is(session.baseEtag, project.composition.etag, 'the session remembers the ETag it was opened against');
  assert.is(session.seededFrom, 'active');
  assert.is(session.idleTtlSec, idleTtlMs / 1000);
  const scratch = await h.call(key, { method: 'GET', url: `${base(project.id, session.sessionId)}/composition` });
  assert.is(scratch.statusCode, 200);
  assert.is(scratch.headers.etag, session.etag);
  assert.equal(scratch.json().composition, composition('Active'));
  assert.is((await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/renders` })).json().data.length, rendersBefore, 'opening starts no render');

  const seeded = await open(ctx, project.id, { seedComposition: composition('Seed', 1) });
  assert.is(seeded.seededFrom, 'seed');
  const seededScratch = await h.call(key, { method: 'GET', url: `${base(project.id, seeded.sessionId)}/composition` });
  assert.equal(seededScratch.json().composition, composition('Seed', 1));

  const bad = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/compose-session`, payload: { seedComposition: { output: { width: -1 }, tracks: 'x' } } });
  assert.is(bad.statusCode, 422);
  assert.is(bad.json().error.code, 'composition_invalid');
  const unknownProject = await h.call(key, { method: 'POST', url: '/v1/projects/prj_nope/compose-session' });
  assert.is(unknownProject.statusCode, 404);
  // A JSON body of JSON's whitespace is no body; any other blank (a form feed, a no-break space) is bad JSON.
  const json = { 'content-type': 'application/json' };
  assert.is((await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/compose-session`, headers: json, payload: ' \r\n\t' })).statusCode, 201);
  for (const blank of ['\f', '\u00a0', '\v']) {
    const res = await h.call(key, { method: 'POST', url: `/v1/projects/${project.id}/compose-session`, headers: json, payload: blank });
    assert.is(res.statusCode, 400, JSON.stringify(blank));
    assert.ok(res.json().error, 'in the error envelope');
  }
});

test('writing the scratch needs its ETag (428 without, 412 stale) and leaves the project untouched', async (ctx) => {
  const { h, key } = ctx;
  const project = await newProject(ctx);
  const session = await open(ctx, project.id);
  const url = `${base(project.id, session.sessionId)}/composition`;
  const missing = await h.call(key, { method: 'PUT', url, payload: { composition: composition('Edit 1') } });
  assert.is(missing.statusCode, 428);
  const written = await h.call(key, { method: 'PUT', url, headers: { 'if-match': session.etag }, payload: { composition: composition('Edit 1') } });
  assert.is(written.statusCode, 200, written.body);
  assert.is.not(written.headers.etag, session.etag);
  assert.is(written.json().version, 2);
  const stale = await h.call(key, { method: 'PUT', url, headers: { 'if-match': session.etag }, payload: { composition: composition('Edit 2') } });
  assert.is(stale.statusCode, 412);
  assert.is(stale.json().error.details.currentEtag, written.headers.etag);
  const projectEtag = await h.call(key, { method: 'PUT', url, headers: { 'if-match': project.composition.etag }, payload: { composition: composition('Edit 2') } });
  assert.is(projectEtag.statusCode, 412, "the project's ETag is not the scratch's");
  const invalid = await h.call(key, { method: 'PUT', url, headers: { 'if-match': String(written.headers.etag) }, payload: { composition: { tracks: [] } } });
  assert.is(invalid.statusCode, 422);
  assert.equal((await h.call(key, { method: 'GET', url })).json().composition, composition('Edit 1'));
  const active = await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/composition` });
  assert.equal(active.json().composition, composition('Active'), 'the project is not touched before a commit');
  assert.is(active.headers.etag, project.composition.etag);
});

test('a commit makes the scratch the active composition and records composition.updated once; 412 when the project moved', async (ctx) => {
  const { h, key, orgId } = ctx;
  const project = await newProject(ctx);
  const session = await open(ctx, project.id);
  const url = base(project.id, session.sessionId);
  const edited = await h.call(key, { method: 'PUT', url: `${url}/composition`, headers: { 'if-match': session.etag }, payload: { composition: composition('Committed') } });
  assert.is((await updatesOf(h, orgId, project.composition.id)).length, 0);

  const committed = await h.call(key, { method: 'POST', url: `${url}/commit` });
  assert.is(committed.statusCode, 200, committed.body);
  assert.is(committed.json().scratchEtag, edited.headers.etag);
  const active = await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/composition` });
  assert.equal(active.json().composition, composition('Committed'));
  assert.is(active.headers.etag, committed.headers.etag);
  assert.is(committed.json().etag, committed.headers.etag);
  const events = await updatesOf(h, orgId, project.composition.id);
  assert.is(events.length, 1, 'one composition.updated for one commit');
  assert.equal([events[0]!.projectId, events[0]!.data.etag], [project.id, committed.headers.etag]);
  assert.is((await h.call(key, { method: 'GET', url })).json().baseEtag, committed.headers.etag, 'the session is now based on what it saved');

  // Someone saves the project directly: the session's base is stale, and a commit refuses.
  const direct = await h.call(key, { method: 'PUT', url: `/v1/projects/${project.id}/composition`, headers: { 'if-match': String(committed.headers.etag) }, payload: { composition: composition('Direct') } });
  assert.is(direct.statusCode, 200);
  const eventsBefore = (await updatesOf(h, orgId, project.composition.id)).length;
  const refused = await h.call(key, { method: 'POST', url: `${url}/commit` });
  assert.is(refused.statusCode, 412);
  assert.is(refused.json().error.details.currentEtag, direct.headers.etag);
  assert.is(refused.json().error.details.baseEtag, committed.headers.etag);
  const staleOverride = await h.call(key, { method: 'POST', url: `${url}/commit`, headers: { 'if-match': String(committed.headers.etag) } });
  assert.is(staleOverride.statusCode, 412, 'If-Match must name the current ETag');
  assert.equal((await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/composition` })).json().composition, composition('Direct'));
  assert.is((await updatesOf(h, orgId, project.composition.id)).length, eventsBefore, 'a refused commit records no event');
  const forced = await h.call(key, { method: 'POST', url: `${url}/commit`, headers: { 'if-match': String(direct.headers.etag) } });
  assert.is(forced.statusCode, 200, forced.body);
  assert.equal((await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/composition` })).json().composition, composition('Committed'));
  assert.is((await updatesOf(h, orgId, project.composition.id)).length, eventsBefore + 1);
});

test('permissions: reading needs sessions:read, writing sessions:write, committing projects:write too', async (ctx) => {
  const { h, orgId } = ctx;
  const project = await newProject(ctx);
  const session = await open(ctx, project.id);
  const url = base(project.id, session.sessionId);
  const reader = await h.newKey(orgId, { sessions: ['read'] });
  assert.is((await h.call(reader.key, { method: 'GET', url: `${url}/composition` })).statusCode, 200);
  const write = await h.call(reader.key, { method: 'PUT', url: `${url}/composition`, headers: { 'if-match': session.etag }, payload: { composition: composition('x') } });
  assert.is(write.statusCode, 403);
  assert.is(write.json().error.details.required, 'sessions:write');
  const writer = await h.newKey(orgId, { sessions: ['read', 'write'] });
  const commit = await h.call(writer.key, { method: 'POST', url: `${url}/commit` });
  assert.is(commit.statusCode, 403);
  assert.is(commit.json().error.details.required, 'projects:write');
  const projectsOnly = await h.newKey(orgId, { projects: ['read', 'write'] });
  assert.is((await h.call(projectsOnly.key, { method: 'POST', url: `/v1/projects/${project.id}/compose-session` })).statusCode, 403);
  // Previews and stills of a session's scratch read the session: they need sessions:read beside their own permission.
  const maker = await h.newKey(orgId, { projects: ['read', 'write'], renders: ['read', 'write'] });
  for (const [path, body] of [['previews', { fromSec: 0, toSec: 1 }], ['stills', { timestamps: [0] }]] as const) {
    const res = await h.call(maker.key, { method: 'POST', url: `/v1/projects/${project.id}/${path}`, payload: { ...body, sessionId: session.sessionId } });
    assert.is(res.statusCode, 403, `${path}: ${res.body}`);
    assert.is(res.json().error.details.required, 'sessions:read', path);
  }
});

test("another org's session, and a session under another project's path, read 404", async (ctx) => {
  const { h } = ctx;
  const project = await newProject(ctx);
  const session = await open(ctx, project.id);
  const other = await h.newOrg('sessions-other');
  const url = base(project.id, session.sessionId);
  for (const request of [
    { method: 'GET', url }, { method: 'GET', url: `${url}/composition` }, { method: 'POST', url: `${url}/commit` }, { method: 'DELETE', url },
    { method: 'PUT', url: `${url}/composition`, headers: { 'if-match': session.etag }, payload: { composition: composition('x') } },
  ] as const) {
    const res = await h.call(other.key, request);
    assert.is(res.statusCode, 404, `${request.method} ${request.url}: ${res.body}`);
    assert.is(res.json().error.code, 'not_found');
  }
  const otherProject = await newProject(ctx);
  assert.is((await h.call(ctx.key, { method: 'GET', url: `${base(otherProject.id, session.sessionId)}/composition` })).statusCode, 404);
  // The session itself is unharmed.
  assert.is((await h.call(ctx.key, { method: 'GET', url: `${url}/composition` })).statusCode, 200);
  assert.is(await failureStatus(h.services.composeSessions.scratchComposition(other.orgId, project.id, session.sessionId)), 404);
});

test('closing releases the scratch: it reads 404 and closes once', async (ctx) => {
  const { h, key, orgId } = ctx;
  const project = await newProject(ctx);
  const session = await open(ctx, project.id);
  const url = base(project.id, session.sessionId);
  const scratch = await h.services.composeSessions.scratchComposition(orgId, project.id, session.sessionId);
  assert.equal(scratch.document, composition('Active'));
  assert.is(scratch.version, 1);
  assert.match(scratch.contentHash, /^[0-9a-f]{64}$/);
  const closed = await h.call(key, { method: 'DELETE', url });
  assert.is(closed.statusCode, 200);
  assert.is(closed.json().status, 'closed');
  assert.is((await h.call(key, { method: 'GET', url: `${url}/composition` })).statusCode, 404);
  assert.is((await h.call(key, { method: 'DELETE', url })).statusCode, 404);
  assert.is(await h.services.composeSessions.sessions.forOrg(orgId).get(session.sessionId), null, 'nothing of the scratch is kept');
  assert.is(await failureStatus(h.services.composeSessions.scratchComposition(orgId, project.id, session.sessionId)), 404);
});

test('idle past its time-to-live a session reads 404 at once, and the sweeper releases it; use keeps it open', async (ctx) => {
  const { h, key, orgId } = ctx;
  const project = await newProject(ctx);
  const idle = await open(ctx, project.id);
  const used = await open(ctx, project.id);
  // Used every 400 ms for three time-to-lives: every read moves its deadline.
  for (let t = 0; t < (3 * idleTtlMs) / 400; t++) {
    await new Promise((r) => setTimeout(r, 400));
    const read = await h.call(key, { method: 'GET', url: `${base(project.id, used.sessionId)}/composition` });
    assert.is(read.statusCode, 200, `read ${t} of a session in use`);
  }
  const expired = await h.call(key, { method: 'GET', url: `${base(project.id, idle.sessionId)}/composition` });
  assert.is(expired.statusCode, 404, 'read 404 before any sweep');
  assert.is(expired.json().error.code, 'not_found');
  assert.ok(await h.services.composeSessions.sessions.forOrg(orgId).get(idle.sessionId), 'still stored until swept');
  for (const request of [{ method: 'POST', url: `${base(project.id, idle.sessionId)}/commit` }, { method: 'DELETE', url: base(project.id, idle.sessionId) }] as const) {
    assert.is((await h.call(key, request)).statusCode, 404, `${request.method} of an expired session`);
  }
  const released = await h.services.composeSessions.sweepExpired();
  assert.ok(released >= 1);
  assert.is(await h.services.composeSessions.sessions.forOrg(orgId).get(idle.sessionId), null, 'the sweeper released it');
  assert.ok(await h.services.composeSessions.sessions.forOrg(orgId).get(used.sessionId), 'a session in use is kept');
  assert.is((await h.call(key, { method: 'GET', url: `${base(project.id, used.sessionId)}/composition` })).statusCode, 200);
});

test('the session routes are in the OpenAPI document under compose-session and sessions, and a skill documents them', async ({ h }) => {
  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json() as { paths: Record<string, Record<string, { tags: string[]; description?: string }>> };
  const ops = Object.entries(doc.paths).filter(([p]) => p.includes('/compose-session')).flatMap(([, m]) => Object.values(m));
  assert.is(ops.length, 6);
  for (const op of ops) assert.equal(op.tags, ['compose-session', 'sessions']);
  assert.match(doc.paths['/v1/projects/{id}/compose-session']!.post!.description!, /FRAMEFLEET_SESSION_IDLE_TTL_SEC/);
  assert.ok(doc.paths['/v1/projects/{id}/previews']!.post, 'previews take a sessionId');
  const skills = (await h.app.inject({ method: 'GET', url: '/skills' })).json();
  assert.ok(JSON.stringify(skills).includes('compose-sessions'), 'a compose-sessions skill is listed');
});

test.run();
