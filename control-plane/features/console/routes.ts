/**
 * Tag group `console`: the web console's pages, its built assets, and its session (sign in with
 * an API key, who am I, sign out). Every page answers the same shell (the browser app routes by
 * path) with a strict Content-Security-Policy: scripts and styles from this origin only, no
 * inline script, no eval, no framing. A page asked for without a session redirects to sign-in.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import { assertCsrf } from '../../http/auth.ts';
import { cookieValue, sessionCookie } from '../../http/cookies.ts';
import { assetResponse, ContractFields, ErrorEnvelope, nonJsonResponse, Nullable, withContract } from '../../http/schemas.ts';
import type { Renders } from '../renders/renders.ts';
import { consoleBundle } from './bundle.ts';
import { contentTypeOfName } from '../../../shared/media-types.ts';
import { assetsPath, consolePages, sessionCookieName, sessionPath } from './pages.ts';
import { type ConsoleSession, type ConsoleSessions, sessionLifetimeMs } from './sessions.ts';

/**
 * Headers of every console page: no caching of the signed-in shell, no framing, no sniffing, no
 * referrer beyond this origin, and the CSP. Pictures and videos may also come from where the blob
 * store's download links point (`linkOrigin`, an object store's public endpoint).
 */
export function consolePageHeaders(linkOrigin: string | null): Record<string, string> {
  const media = linkOrigin ? ` ${linkOrigin}` : '';
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'x-frame-options': 'DENY',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'same-origin',
    'content-security-policy': [
      "default-src 'self'", "script-src 'self'", "style-src 'self'", `img-src 'self' data: blob:${media}`, `media-src 'self' blob:${media}`,
      "connect-src 'self'", "object-src 'none'", "base-uri 'none'", "form-action 'self'", "frame-ancestors 'none'",
    ].join('; '),
  };
}

const SessionFields = {
  orgId: Type.String(),
  keyId: Type.String({ description: 'the API key the session was opened with' }),
  csrfToken: Type.String({ description: 'send it in the x-csrf-token header with every write made with the session cookie' }),
  expiresAt: Type.String(),
};
const SessionView = Type.Object({ ...SessionFields, ...ContractFields });
/** This browser's session, or none: a page asks before it knows, so "none" is an answer, not an error. */
const CurrentSessionView = Type.Object({ signedIn: Type.Boolean(), session: Nullable(Type.Object(SessionFields)), ...ContractFields });

export interface ConsoleRouteOptions {
  sessions: ConsoleSessions;
  renders: Renders;
  publicUrl: () => string;
  /** Where download links point when not at this service (BlobStore.linkOrigin). */
  linkOrigin: string | null;
}

export const consoleRoutes: FastifyPluginAsyncTypebox<ConsoleRouteOptions> = async (app, { sessions, renders, publicUrl, linkOrigin }) => {
  const pageHeaders = consolePageHeaders(linkOrigin);
  /** The request's session, or null when it carries none or an ended one. */
  async function sessionOf(request: FastifyRequest): Promise<ConsoleSession | null> {
    const token = cookieValue(request.headers.cookie, sessionCookieName);
    if (!token) return null;
    return sessions.authenticate(token).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 401) return null;
      throw err;
    });
  }

  async function requireSession(request: FastifyRequest): Promise<ConsoleSession> {
    const session = await sessionOf(request);
    if (!session) throw new AppError(401, 'unauthorized', 'no console session; sign in with an API key');
    return session;
  }

  const secure = (request: FastifyRequest) => request.protocol === 'https' || publicUrl().startsWith('https:');
  const setCookie = (request: FastifyRequest, reply: FastifyReply, value: string, maxAgeSeconds: number) =>
    reply.header('set-cookie', sessionCookie(sessionCookieName, value, { maxAgeSeconds, secure: secure(request) }));
  const sessionFields = (session: ConsoleSession) =>
    ({ orgId: session.principal.orgId, keyId: session.principal.keyId, csrfToken: session.csrfToken, expiresAt: session.expiresAt });

  async function shell(reply: FastifyReply, status = 200) {
    const bundle = await consoleBundle();
    return reply.status(status).headers(pageHeaders).send(
      '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">'
      + '<meta name="robots" content="noindex"><title>framefleet console</title><link rel="icon" href="data:,">'
      + `<link rel="stylesheet" href="${assetsPath}/${bundle.stylesheet}"><script type="module" src="${assetsPath}/${bundle.script}"></script>`
      + '</head><body><div id="app"></div><noscript>The framefleet console needs JavaScript.</noscript></body></html>');
  }

  const pageSchema = (operationId: string, summary: string, response: Record<number, object> = {}) => ({
    tags: ['console'], operationId, summary,
    response: { 200: nonJsonResponse('text/html', 'The console page (the app draws it in the browser)'), ...response },
  });
  const signInRedirect = { 303: nonJsonResponse('text/html', 'No console session: redirects to the sign-in page, which comes back here after') };

  for (const [name, page] of Object.entries(consolePages)) {
    if (page === consolePages.signIn) continue;
    const operationId = `consolePage${name[0]!.toUpperCase()}${name.slice(1)}`;
    app.get(page.path, { schema: { ...pageSchema(operationId, `Console: ${page.title} (HTML; redirects to sign-in without a session)`, page === consolePages.render ? { ...signInRedirect, 404: nonJsonResponse('text/html', 'The not-found page: no render with that id in the org') } : signInRedirect), ...(page.path.includes(':id') ? { params: Type.Object({ id: Type.String({ maxLength: 128 }) }) } : {}) } }, async (request, reply) => {
      const session = await sessionOf(request);
      if (!session) {
        // The type the document names for this answer, though a redirect carries no page.
        reply.type('text/html; charset=utf-8');
        return reply.redirect(`${consolePages.signIn.path}?next=${encodeURIComponent(request.url)}`, 303);
      }
      // Another org's render, or none, is not found: the page shows so, and the status says it.
      if (page === consolePages.render) {
        const exists = await renders.find(session.principal.orgId, (request.params as { id: string }).id);
        if (!exists) return shell(reply, 404);
      }
      return shell(reply);
    });
  }

  app.get(consolePages.signIn.path, { schema: pageSchema('consolePageSignIn', 'Console: sign in with an API key (HTML)') }, async (_request, reply) => shell(reply));

  app.get(`${assetsPath}/:file`, {
    schema: {
      tags: ['console'], operationId: 'getConsoleAsset', summary: "The console's built script and stylesheet", params: Type.Object({ file: Type.String({ maxLength: 128 }) }),
      response: { 200: assetResponse('The script (and its source map) or the stylesheet', ['text/javascript', 'text/css', 'application/json']), 404: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const bundle = await consoleBundle();
    const body = bundle.files.get(request.params.file);
    if (!body) throw new AppError(404, 'not_found', `no console asset ${request.params.file}`);
    return reply.header('content-type', contentTypeOfName(request.params.file)).header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff').send(Buffer.from(body));
  });

  app.post(sessionPath, {
    schema: {
      tags: ['console'], operationId: 'createConsoleSession', summary: 'Sign in to the console: exchanges an API key with account access for an httpOnly session cookie',
      description: 'The key is checked once and not kept; the session lasts 12 hours, ends at sign-out, and ends with its key (revoked or expired).',
      body: Type.Object({ key: Type.String({ minLength: 1, maxLength: 200 }) }, { additionalProperties: false }),
      response: { 201: SessionView, 400: ErrorEnvelope, 401: ErrorEnvelope, 403: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const { token, session } = await sessions.signIn(request.body.key);
    setCookie(request, reply, token, sessionLifetimeMs / 1000);
    return reply.status(201).header('cache-control', 'no-store').send(withContract(sessionFields(session)));
  });

  app.get(sessionPath, {
    schema: { tags: ['console'], operationId: 'getConsoleSession', summary: "The console session of this browser (its org and the CSRF token writes carry), or none", response: { 200: CurrentSessionView } },
  }, async (request, reply) => {
    const session = await sessionOf(request);
    return reply.header('cache-control', 'no-store').send(withContract({ signedIn: session !== null, session: session ? sessionFields(session) : null }));
  });

  app.delete(sessionPath, {
    schema: { tags: ['console'], operationId: 'deleteConsoleSession', summary: 'Sign out: ends the session server-side (needs the x-csrf-token header)', response: { 204: Type.Null(), 401: ErrorEnvelope, 403: ErrorEnvelope } },
  }, async (request, reply) => {
    const session = await requireSession(request);
    assertCsrf(request, session.csrfToken);
    await sessions.signOut(session.id);
    setCookie(request, reply, '', 0);
    return reply.status(204).send(null);
  });
};
