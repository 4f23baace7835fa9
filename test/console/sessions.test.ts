/** The console's sign-in sessions and page headers, through the API harness (no browser). */
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { parseSetCookie } from 'cookie';
import type { LightMyRequestResponse } from 'fastify';
import { consolePageHeaders } from '../../control-plane/features/console/routes.ts';
import { sessionCookie } from '../../control-plane/http/cookies.ts';
import { createHarness, type Harness } from '../api/harness.ts';

const test = suite<{ h: Harness }>('console: sessions, CSRF, page headers');

/** A Set-Cookie value's attributes as a browser reads them, in whatever order they were written. */
function cookieAttributes(setCookie: string) {
  const { path, maxAge, httpOnly, sameSite, secure } = parseSetCookie(setCookie);
  return { path, maxAge, httpOnly, sameSite: typeof sameSite === 'string' ? sameSite.toLowerCase() : sameSite, secure };
}
test.before(async (ctx) => { ctx.h = await createHarness(); });
test.after(async (ctx) => ctx.h?.close());

function assertEnvelope(res: LightMyRequestResponse, status: number, code: string) {
  assert.is(res.statusCode, status, res.body);
  const body = res.json();
  assert.is(body.error.code, code, res.body);
  assert.is(body.error.contract, 'video-composition-api');
  assert.type(body.error.details, 'object');
}

/** Signs in with `key`; the cookie pair to send back, the CSRF token and the raw Set-Cookie header. */
async function signIn(h: Harness, key: string) {
  const res = await h.app.inject({ method: 'POST', url: '/console/session', payload: { key } });
  assert.is(res.statusCode, 201, res.body);
  const setCookie = String(res.headers['set-cookie']);
  const pair = setCookie.split(';')[0]!;
  return { cookie: pair, token: decodeURIComponent(pair.split('=')[1]!), csrf: res.json().csrfToken as string, setCookie, body: res.json() };
}

test('a bad, malformed, revoked or under-permitted key is refused in the envelope, and no cookie is set', async ({ h }) => {
  const { orgId } = await h.newOrg('console-refusals');
  const narrow = await h.newKey(orgId, { renders: ['read'] });
  const revoked = await h.newKey(orgId, { renders: ['read'] });
  await h.services.apiKeys.revoke(orgId, revoked.keyId);
  const attempts: [unknown, number, string][] = [
    [{ key: 'svc_live_short' }, 401, 'unauthorized'],
    [{ key: `svc_live_${'A'.repeat(32)}` }, 401, 'unauthorized'],
    [{ key: revoked.key }, 401, 'unauthorized'],
    [{ key: narrow.key }, 403, 'forbidden'],
    [{}, 400, 'validation_failed'],
    [{ key: 'x', extra: 1 }, 400, 'validation_failed'],
  ];
  for (const [payload, status, code] of attempts) {
    const res = await h.app.inject({ method: 'POST', url: '/console/session', payload: payload as object });
    assertEnvelope(res, status, code);
    assert.is(res.headers['set-cookie'], undefined, 'no cookie for a refused sign-in');
  }
  const text = await h.app.inject({ method: 'POST', url: '/console/session', headers: { 'content-type': 'text/plain' }, payload: 'key=svc' });
  assert.ok(text.statusCode >= 400 && text.statusCode < 500, `a form-like body is refused (${text.statusCode})`);
});

test('sign-in sets an httpOnly, SameSite=Strict cookie whose token is random and stored only as its sha256', async ({ h }) => {
  const { orgId, key, keyId } = await h.newOrg('console-cookie');
  const a = await signIn(h, key);
  const b = await signIn(h, key);
  assert.match(a.setCookie, /^framefleet_console=[A-Za-z0-9_-]{43};/);
  assert.equal(cookieAttributes(a.setCookie), { path: '/', maxAge: 43200, httpOnly: true, sameSite: 'strict', secure: undefined }, 'no Secure flag over http');
  assert.is.not(a.token, b.token, 'every sign-in gets its own token');
  assert.is.not(a.token, key);
  assert.is(a.body.orgId, orgId);
  assert.is(a.body.keyId, keyId);
  const stored = await h.services.store.systemCollection<Record<string, unknown>>({ name: 'console_sessions', idPrefix: 'cses' })
    .findOne({ tokenHash: createHash('sha256').update(a.token).digest('hex') });
  assert.ok(stored, 'the session is found by the hash of its token');
  assert.is(stored!.orgId, orgId);
  assert.is(stored!.keyId, keyId);
  assert.type(stored!.expiresAt, 'string');
  assert.not.ok(JSON.stringify(stored).includes(a.token), 'the token itself is not stored');
  assert.not.ok(JSON.stringify(stored).includes(key), 'the key is not stored');

  const me = await h.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie: a.cookie } });
  assert.is(me.statusCode, 200, me.body);
  assert.is(me.json().orgId, orgId, 'the cookie is a credential for the /v1 API');
  const session = await h.app.inject({ method: 'GET', url: '/console/session', headers: { cookie: a.cookie } });
  assert.is(session.json().signedIn, true);
  assert.is(session.json().session.csrfToken, a.csrf);
  assert.is(session.headers['cache-control'], 'no-store');
});

test('the cookie is Secure when the console is served over https', () => {
  assert.equal(cookieAttributes(sessionCookie('c', 'v', { maxAgeSeconds: 1, secure: true })), { path: '/', maxAge: 1, httpOnly: true, sameSite: 'strict', secure: true });
  assert.not.match(sessionCookie('c', 'v', { maxAgeSeconds: 1, secure: false }), /Secure/);
});

test('a write made with the cookie needs the CSRF token: without it, or with a wrong one, 403 in the envelope', async ({ h }) => {
  const { key } = await h.newOrg('console-csrf');
  const { cookie, csrf } = await signIn(h, key);
  const create = (headers: Record<string, string>) => h.app.inject({ method: 'POST', url: '/v1/api-keys', headers: { cookie, ...headers }, payload: { name: 'from the console', permissions: { renders: ['read'] } } });
  assertEnvelope(await create({}), 403, 'csrf_failed');
  assertEnvelope(await create({ 'x-csrf-token': 'x'.repeat(csrf.length) }), 403, 'csrf_failed');
  assertEnvelope(await create({ 'x-csrf-token': 'short' }), 403, 'csrf_failed');
  const ok = await create({ 'x-csrf-token': csrf });
  assert.is(ok.statusCode, 201, ok.body);
  // Reads need no token; a bearer key needs none either (it is never sent by a browser on its own).
  assert.is((await h.app.inject({ method: 'GET', url: '/v1/api-keys', headers: { cookie } })).statusCode, 200);
  assert.is((await h.call(key, { method: 'POST', url: '/v1/api-keys', payload: { name: 'bearer', permissions: { renders: ['read'] } } })).statusCode, 201);
  // Sign-out is a write too.
  assertEnvelope(await h.app.inject({ method: 'DELETE', url: '/console/session', headers: { cookie } }), 403, 'csrf_failed');
});

test('sign-out deletes the session server-side: the cookie no longer works', async ({ h }) => {
  const { key } = await h.newOrg('console-logout');
  const { cookie, csrf } = await signIn(h, key);
  const out = await h.app.inject({ method: 'DELETE', url: '/console/session', headers: { cookie, 'x-csrf-token': csrf } });
  assert.is(out.statusCode, 204, out.body);
  assert.match(String(out.headers['set-cookie']), /^framefleet_console=;/);
  assert.equal(cookieAttributes(String(out.headers['set-cookie'])), { path: '/', maxAge: 0, httpOnly: true, sameSite: 'strict', secure: undefined }, 'deleted at once in the browser');
  assertEnvelope(await h.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie } }), 401, 'unauthorized');
  assert.equal((await h.app.inject({ method: 'GET', url: '/console/session', headers: { cookie } })).json().session, null, 'the session is gone');
  const page = await h.app.inject({ method: 'GET', url: '/usage', headers: { cookie } });
  assert.is(page.statusCode, 303, 'a page without a session redirects to sign-in');
  assert.is(page.headers.location, '/sign-in?next=%2Fusage');
});

test('revoking the key ends its sessions', async ({ h }) => {
  const { orgId, key } = await h.newOrg('console-revoke');
  const other = await h.newKey(orgId, { media: ['read', 'write'], sessions: ['read', 'write'], projects: ['read', 'write'], renders: ['read', 'write'], webhooks: ['read', 'write'], billing: ['read', 'write'] });
  const { cookie } = await signIn(h, other.key);
  assert.is((await h.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie } })).statusCode, 200);
  const revoke = await h.call(key, { method: 'DELETE', url: `/v1/api-keys/${other.keyId}` });
  assert.is(revoke.statusCode, 200, revoke.body);
  assertEnvelope(await h.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie } }), 401, 'unauthorized');
});

test('every console page and the API reference carry the CSP and the framing, sniffing and referrer headers', async ({ h }) => {
  const { key } = await h.newOrg('console-headers');
  const { cookie } = await signIn(h, key);
  const me = (await h.app.inject({ method: 'GET', url: '/v1/me', headers: { cookie } })).json();
  assert.equal(me.surfaces, { console: `${h.url}/`, usage: `${h.url}/usage`, billing: `${h.url}/billing`, apiKeys: `${h.url}/api-keys`, project: null });
  for (const path of ['/', '/usage', '/billing', '/api-keys', '/renders', '/media', '/templates', '/components', '/webhooks', '/sign-in', '/docs']) {
    const res = await h.app.inject({ method: 'GET', url: path, headers: { cookie } });
    assert.is(res.statusCode, 200, `${path}: ${res.statusCode}`);
    assert.match(String(res.headers['content-type']), /^text\/html/);
    const csp = String(res.headers['content-security-policy']);
    assert.match(csp, /default-src 'self'/, path);
    assert.match(csp, /script-src 'self'(;|$)/, `${path}: scripts from this origin only`);
    assert.not.match(csp, /unsafe-eval/, path);
    assert.match(csp, /frame-ancestors 'none'/, path);
    assert.is(res.headers['x-frame-options'], 'DENY', path);
    assert.is(res.headers['x-content-type-options'], 'nosniff', path);
    assert.ok(res.headers['referrer-policy'], path);
    assert.not.match(res.body, /<script>|<script [^>]*>[^<]/, `${path}: no inline script`);
    for (const src of res.body.matchAll(/(?:src|href)="(\/[^"]+)"/g)) {
      const asset = await h.app.inject({ method: 'GET', url: src[1]! });
      assert.is(asset.statusCode, 200, `${path} loads ${src[1]}`);
    }
  }
});

test('pictures and videos may come from the object store the download links point at, and from nowhere else', async () => {
  const { S3BlobStore } = await import('../../control-plane/blobs/s3.ts');
  const settings = { endpoint: 'http://minio.internal:9000', bucket: 'media', region: 'us-east-1', accessKeyId: 'a', secretAccessKey: 'b', stagingDir: tmpdir() };
  assert.is(new S3BlobStore({ ...settings, forcePathStyle: true, publicEndpoint: 'https://files.example.com' }).linkOrigin, 'https://files.example.com');
  assert.is(new S3BlobStore({ ...settings, forcePathStyle: false }).linkOrigin, 'http://media.minio.internal:9000');
  const csp = consolePageHeaders('https://files.example.com')['content-security-policy']!;
  assert.match(csp, /img-src 'self' data: blob: https:\/\/files\.example\.com;/);
  assert.match(csp, /media-src 'self' blob: https:\/\/files\.example\.com;/);
  assert.match(csp, /script-src 'self';/, 'scripts still come from this origin only');
  assert.not.match(consolePageHeaders(null)['content-security-policy']!, /example/);
});

test("another org's render, and an unknown id, answer the not-found page", async ({ h }) => {
  const own = await h.newOrg('console-renders-own', { credits: 10_000 });
  const foreign = await h.newOrg('console-renders-foreign', { credits: 10_000 });
  const composition = { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'mine' }] }] };
  const queued = await h.call(foreign.key, { method: 'POST', url: '/v1/renders', payload: { composition } });
  assert.is(queued.statusCode, 202, queued.body);
  const ownRender = await h.call(own.key, { method: 'POST', url: '/v1/renders', payload: { composition } });
  const { cookie } = await signIn(h, own.key);
  for (const id of [queued.json().id, `rnd_${'0'.repeat(26)}`]) {
    const page = await h.app.inject({ method: 'GET', url: `/renders/${id}`, headers: { cookie } });
    assert.is(page.statusCode, 404, `${id}: ${page.statusCode}`);
    assert.match(String(page.headers['content-security-policy']), /default-src 'self'/);
  }
  assert.is((await h.app.inject({ method: 'GET', url: `/renders/${ownRender.json().id}`, headers: { cookie } })).statusCode, 200);
});

test('a session ends when it expires or its key does, and is deleted then', async ({ h }) => {
  const { orgId, key } = await h.newOrg('console-expiry');
  const sessions = h.services.consoleSessions;
  const longAgo = new Date(Date.now() - 13 * 3600_000);
  const { token: stale } = await sessions.signIn(key, longAgo);
  await sessions.authenticate(stale, new Date(longAgo.getTime() + 60_000));
  await sessions.authenticate(stale).then(() => assert.unreachable('an expired session was accepted'), (err: { status: number; message: string }) => {
    assert.is(err.status, 401);
    assert.match(err.message, /expired/);
  });
  await sessions.authenticate(stale).then(() => assert.unreachable(), (err: { message: string }) => assert.match(err.message, /not valid/, 'the ended session was deleted'));

  const allActions = { media: ['read', 'write'], sessions: ['read', 'write'], projects: ['read', 'write'], renders: ['read', 'write'], webhooks: ['read', 'write'], billing: ['read', 'write'] } as const;
  const shortLived = await h.newKey(orgId, structuredClone(allActions) as never, { expiresIn: 60 });
  const { token } = await sessions.signIn(shortLived.key);
  await sessions.authenticate(token, new Date(Date.now() + 120_000)).then(() => assert.unreachable('the session outlived its key'), (err: { message: string }) => assert.match(err.message, /has expired/));
});

test.run();
