/**
 * Bearer authentication and permission checks for every `/v1` route (and `/mcp`).
 *
 * Each `/v1` route must declare `config.auth`: the permission it needs (`projects:write`), or
 * `any-key` for operations any valid key may call. A `/v1` route without it fails at start, so
 * no route can ship unauthenticated by omission. Routes outside `/v1` (health, metrics,
 * `/openapi.json`, `/skills`) are public.
 *
 * The bearer is an API key (`svc_…`) or an OAuth access token; both resolve to a Principal and
 * meet the same 401, 403 and 404 rules. A request without an Authorization header may carry the
 * web console's session cookie instead (the key's principal it was opened with); since a browser
 * sends cookies on cross-site requests too, every write made with the cookie must also carry the
 * session's CSRF token in `x-csrf-token`, or it is refused 403. A credential of an org the
 * operator suspended is refused 403 `org_suspended` (`orgs.assertActive`). Challenges name the
 * resource's RFC 9728 metadata, so an agent finds the authorization server from a 401.
 */
import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../shared/errors.ts';
import { cookieValue } from './cookies.ts';
import { hasPermission, isApiKeyShaped, type Permission, type Principal, type ProtectedResource, protectedResourceOf } from './access.ts';

export type RouteAuth = Permission | 'any-key';

declare module 'fastify' {
  interface FastifyContextConfig {
    auth?: RouteAuth;
  }
  interface FastifyRequest {
    principal: Principal | null;
    /** Set by the pay-per-call hook (x402.ts) on a priced route called without a key: it resolves the caller once the body is read. */
    paymentPending: boolean;
  }
}

/** The caller of an authenticated route (the hook has already refused anyone else). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new AppError(401, 'unauthorized', 'authentication is required');
  return request.principal;
}

/** 403 unless the caller has `permission`: for a permission a route needs only for some requests (a session's scratch, say). */
export function requirePermission(principal: Principal, permission: Permission): void {
  if (!hasPermission(principal, permission)) throw new AppError(403, 'forbidden', `this key lacks the ${permission} permission`, { required: permission });
}

const bearer = /^Bearer ([^\s]+)$/;

/** Resolves bearer tokens that are not API keys (OAuth access tokens), and where clients discover how to get one. */
export interface AccessTokenAuthority {
  authenticate(token: string, resource: ProtectedResource): Promise<Principal>;
  resourceMetadataUrl(resource: ProtectedResource): string;
}

/** Resolves API keys (the api-keys feature's key service). */
export interface ApiKeyAuthority {
  authenticate(token: string): Promise<Principal>;
}

/** Resolves the web console's session cookie (the console feature's sessions). */
export interface CookieSessionAuthority {
  cookieName: string;
  authenticate(token: string): Promise<{ principal: Principal; csrfToken: string }>;
}

/** Says whether an org may use its credentials (the accounts feature: the operator suspends orgs). */
export interface OrgStateAuthority {
  /** Throws the 403 for an org that may not. */
  assertActive(orgId: string): Promise<void>;
}

/** The header a console page sends its session's CSRF token in. */
export const csrfHeader = 'x-csrf-token';

/** Methods that change nothing: the only ones a session cookie may make without the CSRF token. */
const safeMethods = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Whether a request made with a session cookie carries its session's CSRF token (compared in constant time). */
export function csrfTokenMatches(request: FastifyRequest, expected: string): boolean {
  const sent = request.headers[csrfHeader];
  if (typeof sent !== 'string') return false;
  const a = Buffer.from(sent), b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** 403 for a write made with a session cookie but without its CSRF token. */
export function assertCsrf(request: FastifyRequest, expected: string): void {
  if (safeMethods.has(request.method)) return;
  if (!csrfTokenMatches(request, expected)) throw new AppError(403, 'csrf_failed', `a write made with the console session needs its CSRF token in the ${csrfHeader} header`);
}

/** The `WWW-Authenticate` value of a refusal (RFC 6750), naming the resource's metadata when OAuth is on. */
function bearerChallenge(params: string[], accessTokens: AccessTokenAuthority | undefined, resource: ProtectedResource): string {
  return ['Bearer', [...params, ...(accessTokens ? [`resource_metadata="${accessTokens.resourceMetadataUrl(resource)}"`] : [])].join(', ')].join(' ').trim();
}

export const authPlugin = fp<{ apiKeys: ApiKeyAuthority; accessTokens?: AccessTokenAuthority; sessions?: CookieSessionAuthority; orgs?: OrgStateAuthority }>(async (app: FastifyInstance, { apiKeys, accessTokens, sessions, orgs }) => {
  app.decorateRequest('principal', null);

  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1')) return;
    const auth = route.config?.auth;
    if (!auth) throw new Error(`route ${route.method} ${route.url} declares no config.auth`);
    route.schema = {
      ...route.schema,
      security: [{ bearerAuth: [] }, { oauth2: auth === 'any-key' ? [] : [auth] }],
      ...(auth === 'any-key' ? {} : { 'x-required-permission': auth }),
    } as typeof route.schema;
  });

  // Built on a refusal only, and defined once: a status poll passes the hook below thousands of times a second.
  const challengeFor = (request: FastifyRequest, ...params: string[]) => bearerChallenge(params, accessTokens, protectedResourceOf(request.routeOptions.url ?? request.url));

  app.addHook('onRequest', async (request, reply) => {
    const auth = request.routeOptions.config?.auth;
    if (!auth || request.principal || request.paymentPending) return;
    const header = request.headers.authorization;
    const sessionToken = !header && sessions ? cookieValue(request.headers.cookie, sessions.cookieName) : null;
    if (sessionToken) {
      const session = await sessions!.authenticate(sessionToken);
      assertCsrf(request, session.csrfToken);
      request.principal = session.principal;
    } else if (!header) {
      reply.header('www-authenticate', challengeFor(request));
      throw new AppError(401, 'unauthorized', 'send an API key or an OAuth access token as "Authorization: Bearer <token>"');
    } else {
      const match = bearer.exec(header);
      if (!match) {
        reply.header('www-authenticate', challengeFor(request, 'error="invalid_request"'));
        throw new AppError(401, 'unauthorized', 'the Authorization header must be "Bearer <token>"');
      }
      const token = match[1]!;
      try {
        request.principal = accessTokens && !isApiKeyShaped(token) ? await accessTokens.authenticate(token, protectedResourceOf(request.routeOptions.url ?? request.url)) : await apiKeys.authenticate(token);
      } catch (err) {
        if (err instanceof AppError && err.status === 401) reply.header('www-authenticate', challengeFor(request, 'error="invalid_token"'));
        throw err;
      }
    }
    const principal = request.principal!;
    await orgs?.assertActive(principal.orgId);
    if (auth !== 'any-key' && !hasPermission(principal, auth)) {
      // RFC 6750: an OAuth client learns which scope to ask for.
      if (principal.via === 'oauth') reply.header('www-authenticate', challengeFor(request, 'error="insufficient_scope"', `scope="${auth}"`));
      throw new AppError(403, 'forbidden', `this ${principal.via === 'oauth' ? 'access token' : 'key'} lacks the ${auth} permission`, { required: auth });
    }
  });
}, { name: 'framefleet-auth' });
