/**
 * OAuth for tests that need an access token but are not about the browser: the sign-in and
 * consent pages are driven over plain HTTP against the app in-process (what a browser does with
 * those forms: cookies, redirects, posts), and the token request is a plain form post.
 * test/api/oauth.test.ts drives the same pages in a real browser.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import * as oauth from 'oauth4webapi';

const mount = '/api/auth/mcp';

/** Follows an authorization through sign-in and consent; returns where the service sends the browser back (the client's redirect URI with `code` or `error`). */
export async function consentOverHttp(app: FastifyInstance, authorizationUrl: string | URL, key: string, options: { scopes?: (offered: string[]) => string[]; decision?: 'allow' | 'deny' } = {}): Promise<URL> {
  const origin = new URL(authorizationUrl).origin;
  const cookies = new Map<string, string>();
  const send = async (method: 'GET' | 'POST', url: URL, form?: URLSearchParams): Promise<LightMyRequestResponse> => {
    const res = await app.inject({
      method, url: url.pathname + url.search,
      headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; '), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      ...(form ? { payload: form.toString() } : {}),
    });
    for (const cookie of [res.headers['set-cookie'] ?? []].flat()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return res;
  };
  /** Follows redirects within the service; returns the page reached, or the URL that leaves the service. */
  const follow = async (res: LightMyRequestResponse): Promise<LightMyRequestResponse | URL> => {
    while (res.statusCode >= 300 && res.statusCode < 400) {
      const next = new URL(String(res.headers.location), origin);
      if (next.origin !== origin || !next.pathname.startsWith(mount)) return next;
      res = await send('GET', next);
    }
    if (res.statusCode >= 400) throw new Error(`the authorization stopped at ${res.statusCode}: ${res.body.slice(0, 500)}`);
    return res;
  };
  const formAction = (html: string, ending: string) => {
    const action = [...html.matchAll(/<form method="post" action="([^"]+)"/g)].map((m) => m[1]!).find((a) => a.endsWith(ending));
    if (!action) throw new Error(`no ${ending} form on the page: ${html.slice(0, 500)}`);
    return new URL(action, origin);
  };

  let page = await follow(await send('GET', new URL(authorizationUrl)));
  if (page instanceof URL) return page;
  page = await follow(await send('POST', formAction(page.body, '/sign-in'), new URLSearchParams({ key, decision: 'sign-in' })));
  if (page instanceof URL) return page;
  const offered = [...page.body.matchAll(/<input type="checkbox" name="scope" value="([^"]+)"/g)].map((m) => m[1]!);
  const form = new URLSearchParams({ decision: options.decision ?? 'allow' });
  for (const scope of options.scopes ? options.scopes(offered) : offered) form.append('scope', scope);
  const done = await follow(await send('POST', formAction(page.body, '/consent'), form));
  if (done instanceof URL) return done;
  throw new Error(`consent did not return to the client: ${done.statusCode} ${done.body.slice(0, 500)}`);
}

export interface IssuedTokens {
  access_token: string;
  refresh_token?: string;
  scope?: string;
  token_type: string;
}

/**
 * An access token for the org of `key`: registers a public client, authorizes with PKCE (scope as
 * given; none asks for full account access), consents over HTTP and exchanges the code.
 */
export async function accessTokenFor(app: FastifyInstance, baseUrl: string, key: string, options: { scope?: string; resource?: string } = {}): Promise<IssuedTokens> {
  const redirectUri = 'http://127.0.0.1:1/callback';
  const registered = await app.inject({
    method: 'POST', url: `${mount}/register`,
    payload: { redirect_uris: [redirectUri], token_endpoint_auth_method: 'none', grant_types: ['authorization_code', 'refresh_token'], client_name: 'test agent' },
  });
  if (registered.statusCode !== 201) throw new Error(`registration: ${registered.statusCode} ${registered.body}`);
  const clientId = registered.json().client_id as string;
  const verifier = oauth.generateRandomCodeVerifier();
  const authorize = new URL(`${baseUrl}${mount}/authorize`);
  authorize.search = new URLSearchParams({
    response_type: 'code', client_id: clientId, redirect_uri: redirectUri, code_challenge: await oauth.calculatePKCECodeChallenge(verifier), code_challenge_method: 'S256',
    ...(options.scope ? { scope: options.scope } : {}), ...(options.resource ? { resource: options.resource } : {}),
  }).toString();
  const back = await consentOverHttp(app, authorize, key);
  const code = back.searchParams.get('code');
  if (!code) throw new Error(`no code: ${back}`);
  const token = await app.inject({
    method: 'POST', url: `${mount}/token`, headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri, client_id: clientId }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`token: ${token.statusCode} ${token.body}`);
  return token.json();
}
