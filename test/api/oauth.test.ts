/**
 * OAuth 2.0 for agents, end to end: a client made with oauth4webapi (a maintained, certified
 * client library) discovers the server from the API's protected-resource metadata, registers
 * itself, and is authorized with PKCE through the sign-in and consent pages in a real headless
 * browser (Debian's chromium, driven by playwright-core); its tokens then call /v1 like keys.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import * as oauth from 'oauth4webapi';
import { type Browser, chromium, type Page } from 'playwright-core';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { accessTokenFor, consentOverHttp } from '../support/oauth.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx {
  h: Harness;
  browser: Browser;
  /** The agent's loopback redirect target: records where the browser came back to. */
  callback: Server;
  callbackUrl: string;
  returns: URL[];
  as: oauth.AuthorizationServer;
}

const test = suite<Ctx>('api: OAuth 2.0 with PKCE for agents');
const http = { [oauth.allowInsecureRequests]: true };

test.before(async (ctx) => {
  ctx.h = await createHarness({ listen: true });
  // Debian's chromium, from ops/test-tools/install.sh: no browser is downloaded.
  ctx.browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
  ctx.returns = [];
  ctx.callback = createServer((req, res) => {
    ctx.returns.push(new URL(req.url!, ctx.callbackUrl));
    res.writeHead(200, { 'content-type': 'text/plain' }).end('the agent got its answer');
  });
  await new Promise<void>((r) => ctx.callback.listen(0, '127.0.0.1', r));
  ctx.callbackUrl = `http://127.0.0.1:${(ctx.callback.address() as AddressInfo).port}/callback`;
  // Discovery as an agent does it: the API's resource metadata names the authorization server.
  const v1 = new URL(`${ctx.h.url}/v1`);
  const resource = await oauth.processResourceDiscoveryResponse(v1, await oauth.resourceDiscoveryRequest(v1, http));
  const issuer = new URL(resource.authorization_servers![0]!);
  assert.is(issuer.href, `${ctx.h.url}/api/auth/mcp`);
  ctx.as = await oauth.processDiscoveryResponse(issuer, await oauth.discoveryRequest(issuer, { algorithm: 'oauth2', ...http }));
});
test.after(async (ctx) => {
  await ctx.browser?.close();
  await new Promise((r) => ctx.callback?.close(r));
  await ctx.h?.close();
});

async function register(ctx: Ctx, name: string): Promise<oauth.Client> {
  const response = await oauth.dynamicClientRegistrationRequest(ctx.as, {
    redirect_uris: [ctx.callbackUrl], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], client_name: name, id_token_signed_response_alg: 'EdDSA',
  }, http);
  return oauth.processDynamicClientRegistrationResponse(response);
}

async function authorizationRequest(ctx: Ctx, client: oauth.Client, scope: string) {
  const verifier = oauth.generateRandomCodeVerifier();
  const state = oauth.generateRandomState();
  const url = new URL(ctx.as.authorization_endpoint!);
  url.search = new URLSearchParams({
    response_type: 'code', client_id: client.client_id, redirect_uri: ctx.callbackUrl, scope, state,
    code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
  }).toString();
  return { url, verifier, state };
}

/** Opens the authorization in a fresh browser, signs in with `key`, and hands the consent page to `consent`. */
async function inBrowser(ctx: Ctx, url: URL, key: string, consent: (page: Page) => Promise<void>): Promise<URL> {
  const context = await ctx.browser.newContext();
  const page = await context.newPage();
  const refused: string[] = [];
  // A CSP that blocked the page's own style or its form posts would show here.
  page.on('console', (m) => { if (/Content Security Policy|Refused to/.test(m.text())) refused.push(m.text()); });
  try {
    const signIn = await page.goto(url.href);
    assert.is(signIn!.status(), 200);
    const csp = signIn!.headers()['content-security-policy']!;
    assert.match(csp, /default-src 'none'/);
    assert.ok(csp.includes(`form-action 'self' ${new URL(ctx.callbackUrl).origin}`), csp);
    assert.match(csp, /frame-ancestors 'none'/);
    assert.is(await page.locator('script').count(), 0, 'no script on the page');
    assert.is(await page.locator('h1').textContent(), 'Authorize an agent');
    await page.fill('#key', key);
    await Promise.all([page.waitForURL(/\/interaction\/[^/]+$/), page.click('button[value="sign-in"]')]);
    await consent(page);
    await page.waitForURL(`${ctx.callbackUrl}**`);
    assert.equal(refused, []);
    return new URL(page.url());
  } finally {
    await context.close();
  }
}

test('an agent is authorized with PKCE in a browser; its token calls /v1 with the consented scopes; refresh rotates', async (ctx) => {
  const { h } = ctx;
  const { orgId } = await h.newOrg('oauth-agent-org');
  const narrow = await h.newKey(orgId, { projects: ['read'], renders: ['read'] });
  const client = await register(ctx, 'Render helper');
  const request = await authorizationRequest(ctx, client, 'projects:read renders:read billing:write');

  const back = await inBrowser(ctx, request.url, narrow.key, async (page) => {
    const text = (await page.locator('main').textContent())!;
    assert.match(text, /Allow access to oauth-agent-org\?/);
    assert.ok(text.includes(orgId), 'the consent page shows the org');
    assert.ok(text.includes('Render helper'), 'and the agent');
    const offered = await Promise.all((await page.locator('input[name="scope"]').all()).map((input) => input.getAttribute('value')));
    assert.equal(offered, ['projects:read', 'renders:read']);
    assert.match((await page.locator('li.refused').textContent())!, /billing:write.*refused: this key lacks it/);
    await page.click('button[value="allow"]');
  });
  const params = oauth.validateAuthResponse(ctx.as, client, back, request.state);

  // A wrong code_verifier is refused (and the code is not used up by the attempt).
  const wrong = await oauth.authorizationCodeGrantRequest(ctx.as, client, oauth.None(), params, ctx.callbackUrl, oauth.generateRandomCodeVerifier(), http);
  const wrongError = await oauth.processAuthorizationCodeResponse(ctx.as, client, wrong).catch((err: unknown) => err);
  assert.instance(wrongError, oauth.ResponseBodyError);
  assert.is((wrongError as oauth.ResponseBodyError).error, 'invalid_grant');

  const tokens = await oauth.processAuthorizationCodeResponse(ctx.as, client,
    await oauth.authorizationCodeGrantRequest(ctx.as, client, oauth.None(), params, ctx.callbackUrl, request.verifier, http));
  assert.is(tokens.token_type, 'bearer');
  assert.is(tokens.scope, 'projects:read renders:read', 'the refused scope is not granted');
  assert.ok(tokens.refresh_token);

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) => h.call(token, { method, url, payload });
  const me = await call(tokens.access_token, 'GET', '/v1/me');
  assert.is(me.statusCode, 200, me.body);
  assert.is(me.json().orgId, orgId);
  assert.is((await call(tokens.access_token, 'GET', '/v1/projects')).statusCode, 200);
  // A permission beyond the grant: 403 like a key, and the challenge names the scope to ask for.
  const beyond = await call(tokens.access_token, 'POST', '/v1/projects', { name: 'nope' });
  assert.is(beyond.statusCode, 403);
  assert.is(beyond.json().error.details.required, 'projects:write');
  assert.match(String(beyond.headers['www-authenticate']), /error="insufficient_scope", scope="projects:write"/);

  // A refresh asking for a scope beyond the grant is refused.
  const wider = await oauth.refreshTokenGrantRequest(ctx.as, client, oauth.None(), tokens.refresh_token!, { ...http, additionalParameters: { scope: 'projects:read projects:write' } });
  const widerError = await oauth.processRefreshTokenResponse(ctx.as, client, wider).catch((err: unknown) => err);
  assert.is((widerError as oauth.ResponseBodyError).error, 'invalid_scope');

  // Refresh rotates: a new refresh token each time, and new access tokens that work.
  const refreshed = await oauth.processRefreshTokenResponse(ctx.as, client, await oauth.refreshTokenGrantRequest(ctx.as, client, oauth.None(), tokens.refresh_token!, http));
  assert.ok(refreshed.refresh_token && refreshed.refresh_token !== tokens.refresh_token, 'the refresh token rotated');
  assert.is.not(refreshed.access_token, tokens.access_token);
  assert.is(refreshed.scope, 'projects:read renders:read');
  assert.is((await call(refreshed.access_token, 'GET', '/v1/me')).statusCode, 200);
  // The rotated-out refresh token presented again is refused, and ends the whole grant (reuse detection).
  const replay = await oauth.refreshTokenGrantRequest(ctx.as, client, oauth.None(), tokens.refresh_token!, http);
  assert.is(((await oauth.processRefreshTokenResponse(ctx.as, client, replay).catch((err: unknown) => err)) as oauth.ResponseBodyError).error, 'invalid_grant');
  const afterReplay = await call(refreshed.access_token, 'GET', '/v1/me');
  assert.is(afterReplay.statusCode, 401);
  assert.match(String(afterReplay.headers['www-authenticate']), /error="invalid_token", resource_metadata="http:\/\/127\.0\.0\.1:\d+\/\.well-known\/oauth-protected-resource\/v1"/);

  // The code, used once already, is refused.
  const reused = await oauth.authorizationCodeGrantRequest(ctx.as, client, oauth.None(), params, ctx.callbackUrl, request.verifier, http);
  assert.is(((await oauth.processAuthorizationCodeResponse(ctx.as, client, reused).catch((err: unknown) => err)) as oauth.ResponseBodyError).error, 'invalid_grant');
});

test('an identity-only grant keeps account-level access, and only an account-level key can give it', async (ctx) => {
  const { h } = ctx;
  const { orgId, key } = await h.newOrg('oauth-identity-org');
  const narrow = await h.newKey(orgId, { projects: ['read'] });
  const client = await register(ctx, 'Identity agent');

  const refused = await authorizationRequest(ctx, client, 'openid profile');
  const context = await ctx.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(refused.url.href);
    await page.fill('#key', narrow.key);
    await Promise.all([page.waitForURL(/\/interaction\/[^/]+$/), page.click('button[value="sign-in"]')]);
    assert.match((await page.locator('main').textContent())!, /Only a key holding every permission can give full account access/);
    assert.ok(await page.locator('button[value="allow"]').isDisabled());
  } finally {
    await context.close();
  }

  const request = await authorizationRequest(ctx, client, 'openid profile');
  const back = await inBrowser(ctx, request.url, key, async (page) => {
    assert.match((await page.locator('main').textContent())!, /full account access/);
    await page.click('button[value="allow"]');
  });
  const params = oauth.validateAuthResponse(ctx.as, client, back, request.state);
  const tokens = await oauth.processAuthorizationCodeResponse(ctx.as, client,
    await oauth.authorizationCodeGrantRequest(ctx.as, client, oauth.None(), params, ctx.callbackUrl, request.verifier, http), { requireIdToken: true });
  // The ID token was checked by oauth4webapi (issuer, audience, times); its subject is the org.
  const claims = oauth.getValidatedIdTokenClaims(tokens)!;
  assert.is(claims.sub, orgId);
  assert.is(claims.name, 'oauth-identity-org');
  for (const url of ['/v1/billing/plans', '/v1/webhooks', '/v1/api-keys', '/v1/me']) {
    const res = await h.call(tokens.access_token, { method: 'GET', url });
    assert.is(res.statusCode, 200, `${url}: ${res.body}`);
  }
});

test('deny, a wrong key, and a request with no scope all end without a code', async (ctx) => {
  const { h } = ctx;
  const { key } = await h.newOrg('oauth-deny-org');
  const client = await register(ctx, 'Denied agent');

  const denied = await authorizationRequest(ctx, client, 'renders:read');
  const back = await inBrowser(ctx, denied.url, key, async (page) => { await page.click('button[value="deny"]'); });
  assert.is(back.searchParams.get('error'), 'access_denied');
  assert.is(back.searchParams.get('code'), null);

  const context = await ctx.browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto((await authorizationRequest(ctx, client, 'renders:read')).url.href);
    await page.fill('#key', `svc_live_${'Z'.repeat(32)}`);
    const answer = await Promise.all([page.waitForResponse((r) => r.url().endsWith('/sign-in')), page.click('button[value="sign-in"]')]);
    assert.is(answer[0].status(), 401);
    assert.match((await page.locator('.error').textContent())!, /not a valid API key/);
  } finally {
    await context.close();
  }

  const none = new URL((await authorizationRequest(ctx, client, 'x')).url);
  none.searchParams.delete('scope');
  const noScope = await consentOverHttp(h.app, none, key);
  assert.is(noScope.searchParams.get('error'), 'invalid_scope');
});

test('revoking an access token ends every token of its grant; revoking a refresh token does too', async (ctx) => {
  const { h } = ctx;
  const { key } = await h.newOrg('oauth-revoke-org');
  const client = await register(ctx, 'Revoked agent');
  const authorize = async () => {
    const request = await authorizationRequest(ctx, client, 'projects:read');
    const params = oauth.validateAuthResponse(ctx.as, client, await consentOverHttp(h.app, request.url, key), request.state);
    return oauth.processAuthorizationCodeResponse(ctx.as, client,
      await oauth.authorizationCodeGrantRequest(ctx.as, client, oauth.None(), params, ctx.callbackUrl, request.verifier, http));
  };
  const projects = async (token: string) => (await h.call(token, { method: 'GET', url: '/v1/projects' })).statusCode;
  const refreshError = async (refreshToken: string) => {
    const res = await oauth.refreshTokenGrantRequest(ctx.as, client, oauth.None(), refreshToken, http);
    return ((await oauth.processRefreshTokenResponse(ctx.as, client, res).catch((err: unknown) => err)) as oauth.ResponseBodyError).error;
  };

  const first = await authorize();
  assert.is(await projects(first.access_token), 200);
  await oauth.processRevocationResponse(await oauth.revocationRequest(ctx.as, client, oauth.None(), first.access_token, http));
  assert.is(await projects(first.access_token), 401);
  assert.is(await refreshError(first.refresh_token!), 'invalid_grant', 'the refresh token of the grant went with it');

  const second = await authorize();
  const refreshed = await oauth.processRefreshTokenResponse(ctx.as, client, await oauth.refreshTokenGrantRequest(ctx.as, client, oauth.None(), second.refresh_token!, http));
  assert.is(await projects(refreshed.access_token), 200);
  await oauth.processRevocationResponse(await oauth.revocationRequest(ctx.as, client, oauth.None(), refreshed.refresh_token!, http));
  assert.is(await projects(refreshed.access_token), 401, 'revoking the refresh token revoked its grant');
  assert.is(await refreshError(refreshed.refresh_token!), 'invalid_grant');

  // Another client cannot revoke this one's tokens (the answer is the same 200, and nothing happens).
  const third = await authorize();
  const stranger = await register(ctx, 'Stranger');
  await oauth.processRevocationResponse(await oauth.revocationRequest(ctx.as, stranger, oauth.None(), third.access_token, http));
  assert.is(await projects(third.access_token), 200);
});

test('tokens are bound to a resource: an /mcp token works on /v1, a /v1 token not on /mcp; another org gets 404', async (ctx) => {
  const { h } = ctx;
  const a = await h.newOrg('oauth-resource-a');
  const b = await h.newOrg('oauth-resource-b');
  const forMcp = await accessTokenFor(h.app, h.url, a.key, { scope: 'projects:read projects:write', resource: `${h.url}/mcp` });
  const forV1 = await accessTokenFor(h.app, h.url, a.key, { scope: 'projects:read' });
  const project = await h.call(forMcp.access_token, { method: 'POST', url: '/v1/projects', payload: { name: 'via an mcp token' } });
  assert.is(project.statusCode, 201, project.body);
  const onMcp = await h.call(forV1.access_token, { method: 'POST', url: '/mcp', payload: {} });
  assert.is(onMcp.statusCode, 401);
  assert.match(onMcp.json().error.message, /issued for another resource/);
  assert.match(String(onMcp.headers['www-authenticate']), /resource_metadata="[^"]+\/\.well-known\/oauth-protected-resource\/mcp"/);

  const other = await accessTokenFor(h.app, h.url, b.key, { scope: 'projects:read projects:write' });
  for (const [method, url] of [['GET', `/v1/projects/${project.json().id}`], ['GET', `/v1/projects/${project.json().id}/composition`], ['DELETE', `/v1/projects/${project.json().id}`]] as const) {
    const res = await h.call(other.access_token, { method, url });
    assert.is(res.statusCode, 404, `${method} ${url}: ${res.body}`);
  }

  const unknown = await h.app.inject({ method: 'GET', url: `/api/auth/mcp/authorize?${new URLSearchParams({ response_type: 'code', client_id: 'nobody', redirect_uri: 'http://127.0.0.1:1/cb', code_challenge: 'x'.repeat(43), code_challenge_method: 'S256', scope: 'renders:read' })}` });
  assert.is(unknown.statusCode, 400, 'an unknown client gets an error page, never a redirect');
  assert.match(String(unknown.headers['content-security-policy']), /default-src 'none'/);
});

test('one browser authorizes for one org, then for another: each token is its own org\'s', async (ctx) => {
  const { h } = ctx;
  const a = await h.newOrg('oauth-browser-a');
  const b = await h.newOrg('oauth-browser-b');
  const client = await register(ctx, 'Two-org agent');
  const context = await ctx.browser.newContext();
  try {
    const page = await context.newPage();
    const orgOf = async (key: string) => {
      const request = await authorizationRequest(ctx, client, 'projects:read');
      await page.goto(request.url.href);
      await page.fill('#key', key);
      await Promise.all([page.waitForURL(/\/interaction\/[^/]+$/), page.click('button[value="sign-in"]')]);
      await Promise.all([page.waitForURL(`${ctx.callbackUrl}**`), page.click('button[value="allow"]')]);
      const params = oauth.validateAuthResponse(ctx.as, client, new URL(page.url()), request.state);
      const tokens = await oauth.processAuthorizationCodeResponse(ctx.as, client,
        await oauth.authorizationCodeGrantRequest(ctx.as, client, oauth.None(), params, ctx.callbackUrl, request.verifier, http));
      return (await h.call(tokens.access_token, { method: 'GET', url: '/v1/me' })).json().orgId;
    };
    assert.is(await orgOf(a.key), a.orgId);
    assert.is(await orgOf(b.key), b.orgId, 'the first sign-in left nothing that carries over');
  } finally {
    await context.close();
  }
});

test('the OAuth and MCP endpoints answer malformed requests with 4xx, never 5xx', async ({ h }) => {
  const { key } = await h.newOrg('oauth-junk-org');
  const form = { 'content-type': 'application/x-www-form-urlencoded' };
  const json = { 'content-type': 'application/json' };
  const requests: { method: 'GET' | 'POST'; url: string; headers?: Record<string, string>; payload?: string }[] = [
    { method: 'POST', url: '/api/auth/mcp/token' },
    { method: 'POST', url: '/api/auth/mcp/token', headers: form, payload: 'grant_type=password&username=a&password=b' },
    { method: 'POST', url: '/api/auth/mcp/token', headers: form, payload: 'grant_type=authorization_code&code=nope&client_id=nobody&code_verifier=x&redirect_uri=http://x' },
    { method: 'POST', url: '/api/auth/mcp/token', headers: form, payload: `grant_type=refresh_token&refresh_token=${'x'.repeat(100_000)}` },
    { method: 'POST', url: '/api/auth/mcp/token', headers: json, payload: '{"grant_type":"authorization_code"}' },
    { method: 'POST', url: '/api/auth/mcp/token', headers: form, payload: '%ZZ=%ZZ&&&==' },
    { method: 'POST', url: '/api/auth/mcp/register', headers: json, payload: '{"redirect_uris":' },
    { method: 'POST', url: '/api/auth/mcp/register', headers: json, payload: '[]' },
    { method: 'POST', url: '/api/auth/mcp/register', headers: json, payload: '{"redirect_uris":[5],"grant_types":"x"}' },
    { method: 'POST', url: '/api/auth/mcp/register', headers: json, payload: '{"redirect_uris":["javascript:alert(1)"]}' },
    { method: 'POST', url: '/api/auth/mcp/register', headers: json, payload: '{"redirect_uris":["https://a.test/cb"],"scope":"renders:read admin:all"}' },
    { method: 'POST', url: '/api/auth/mcp/register', headers: { 'content-type': 'text/plain' }, payload: 'hello' },
    { method: 'GET', url: '/api/auth/mcp/register/nobody' },
    { method: 'POST', url: '/api/auth/mcp/revoke', headers: form, payload: 'token=abc' },
    { method: 'GET', url: '/api/auth/mcp/authorize' },
    { method: 'GET', url: '/api/auth/mcp/authorize?response_type=token&client_id=nobody' },
    { method: 'GET', url: '/api/auth/mcp/authorize/not-an-interaction' },
    { method: 'GET', url: '/api/auth/mcp/interaction/not-an-interaction' },
    { method: 'POST', url: '/api/auth/mcp/interaction/x/sign-in', headers: form, payload: `key=${key}&decision=sign-in` },
    { method: 'POST', url: '/api/auth/mcp/interaction/x/consent', headers: form, payload: 'decision=allow&scope=renders:read' },
    { method: 'POST', url: '/api/auth/mcp/interaction/x/consent', headers: form, payload: `scope=${'a'.repeat(20_000)}` },
    { method: 'POST', url: '/api/auth/mcp/interaction/x/sign-in', headers: json, payload: '{"key":1}' },
    { method: 'POST', url: '/mcp', headers: { ...json, authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' }, payload: '{"jsonrpc":"2.0"' },
    { method: 'POST', url: '/mcp', headers: { ...json, authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' }, payload: '[1,2]' },
    { method: 'POST', url: '/mcp', headers: { ...json, authorization: `Bearer ${key}`, accept: 'application/json, text/event-stream' }, payload: '{"jsonrpc":"2.0","id":1,"method":"tools/call","params":{"name":"render"}}' },
    { method: 'POST', url: '/mcp', headers: { ...json, authorization: `Bearer ${key}` }, payload: '{"jsonrpc":"2.0","id":1,"method":"initialize","params":{}}' },
    { method: 'POST', url: '/mcp', headers: { ...json, authorization: 'Bearer not-a-real-access-token-at-all' }, payload: '{}' },
  ];
  for (const r of requests) {
    const res = await h.app.inject(r);
    assert.ok(res.statusCode >= 200 && res.statusCode < 500, `${r.method} ${r.url} ${String(r.payload).slice(0, 60)} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
  }
});

test('a form post to the sign-in or consent page that is too large or of another type is a documented 413 or 415 in the envelope', async ({ h }) => {
  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  for (const step of ['sign-in', 'consent']) {
    const url = `/api/auth/mcp/interaction/x/${step}`;
    const big = await h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `key=${'k'.repeat(20_000)}` });
    assert.equal([big.statusCode, big.json().error.code], [413, 'body_too_large'], big.body);
    const other = await h.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/xml' }, payload: '<key>x</key>' });
    assert.is(other.statusCode, 415, other.body);
    const documented = Object.keys(doc.paths[`/api/auth/mcp/interaction/{uid}/${step}`].post.responses);
    assert.ok(documented.includes('413') && documented.includes('415'), `${step}: documented ${documented.join(', ')}`);
  }
});

test.run();
