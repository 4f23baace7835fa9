/**
 * Tag group `oauth`: the authorization server's endpoints under `/api/auth/mcp/` (served by
 * oidc-provider, see oauth/authorization-server.ts), its metadata at the RFC 8414 addresses, the
 * protected-resource metadata of `/v1` and `/mcp` (RFC 9728), and the sign-in and consent pages.
 *
 * These endpoints speak OAuth, not this API's contract: errors are RFC 6749's
 * `{error, error_description}` (or an HTML page in the browser), which is what OAuth clients
 * parse. Each is marked `x-protocol: oauth2` in the OpenAPI document.
 *
 * Sign-in and consent: the provider sends the browser to `/api/auth/mcp/interaction/{uid}`. The
 * person pastes an API key of the org (checked at once, never stored), then sees the org, the
 * agent and each requested scope; Allow grants the checked scopes the key holds. Scopes the key
 * lacks are refused; an identity-only request (full account access) needs a key holding every
 * permission. The interaction cookie is SameSite=Lax and scoped to the interaction's path, so a
 * post from another site reaches no interaction.
 */
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { InteractionModel, Provider } from 'oidc-provider';
import { AppError } from '../../../shared/errors.ts';
import type { Accounts } from '../accounts/accounts.ts';
import { type ApiKeys } from '../api-keys/api-keys.ts';
import { hasPermission, type Permissions, protectedResources } from '../../http/access.ts';
import { type AuthorizationServer, oauthMountPath } from './authorization-server.ts';
import { type AgentView, consentPage, errorPage, pageHeaders, redirectTarget, signInPage } from './consent-page.ts';
import { ErrorEnvelope, nonJsonResponse } from '../../http/schemas.ts';
import { isAccountLevel, isIdentityScope, isPermissionScope, scopeWords } from './scopes.ts';

export interface OAuthRouteOptions {
  server: AuthorizationServer;
  apiKeys: ApiKeys;
  accounts: Accounts;
}

/** Who signed in to this interaction (kept in the provider's interaction record, server-side). */
interface SignIn {
  orgId: string;
  orgName: string;
  keyId: string;
  keyStart: string;
}
const signInField = 'framefleetSignIn';

/** How often expired codes, tokens and interactions are deleted. */
const sweepIntervalMs = 10 * 60_000;

const protocol = { 'x-protocol': 'oauth2' };
const tags = ['oauth'];
const form = 'application/x-www-form-urlencoded';

// What these endpoints answer, for the OpenAPI document (the provider writes the bodies itself).
const oauthErrorBody = { type: 'object', properties: { error: { type: 'string' }, error_description: { type: 'string' } }, required: ['error'] };
const oauthError = (description: string) => ({ description, content: { 'application/json': { schema: oauthErrorBody } } });
const json = (description: string, mediaType = 'application/json') => ({ description, content: { [mediaType]: { schema: { type: 'object', additionalProperties: true } } } });
const htmlPage = (description: string) => nonJsonResponse('text/html', description);
const browserRedirect = { type: 'null', description: 'The browser goes on: to sign in and consent, or back to the client\'s redirect URI with the code or the error' };
const authorizeResponses = { '3xx': browserRedirect, 400: htmlPage('The browser\'s error page: the request is incomplete, names an unknown client or redirect URI, or its authorization has ended') };

export const oauthRoutes: FastifyPluginAsync<OAuthRouteOptions> = async (app, { server, apiKeys, accounts }) => {
  server.onServerError = (err) => app.log.error({ err }, 'the OAuth authorization server failed a request');
  const sweeps = setInterval(() => {
    server.storage.sweepExpired().catch((err: unknown) => app.log.error({ err }, 'oauth sweep failed'));
  }, sweepIntervalMs);
  sweeps.unref();
  app.addHook('onClose', async () => clearInterval(sweeps));

  // --- The provider's own endpoints: the request goes to oidc-provider as it came ---------------
  await app.register(async (passthrough) => {
    // oidc-provider reads request bodies itself: leave every body unread.
    passthrough.removeAllContentTypeParsers();
    passthrough.addContentTypeParser('*', (_request, _payload, done) => done(null));

    let handler: ReturnType<Provider['callback']> | null = null;
    /** Hands the request to the provider, as if it had arrived at `path` (a path under the mount). */
    const forward = async (request: FastifyRequest, reply: FastifyReply, path = request.url) => {
      const provider = await server.provider();
      handler ??= provider.callback();
      const req = request.raw as typeof request.raw & { originalUrl?: string };
      server.asPublic(req);
      req.originalUrl = path;
      req.url = path.slice(oauthMountPath.length) || '/';
      reply.hijack();
      await new Promise<void>((resolve) => {
        reply.raw.once('close', resolve);
        reply.raw.once('finish', resolve);
        handler!(req, reply.raw);
      });
    };
    const metadataPath = `${oauthMountPath}/.well-known/oauth-authorization-server`;
    // Each preflight is its own operation: its id is the id of the operation it precedes, plus `Preflight`.
    const cors = (summary: string, operationId: string) => ({ schema: { tags, operationId: `${operationId}Preflight`, summary: `CORS preflight of ${summary}`, ...protocol, response: {
      204: { type: 'null', description: 'The preflight\'s answer, in its Access-Control-* headers' },
      404: nonJsonResponse('text/plain', 'Not a CORS preflight (no Origin or Access-Control-Request-Method header)'),
    } } });

    passthrough.get(`${oauthMountPath}/authorize`, {
      schema: {
        tags, ...protocol, operationId: 'oauthAuthorize', summary: 'Authorization endpoint (authorization code with PKCE S256; the browser goes on to sign in and consent)',
        description: 'Query: response_type=code, client_id, redirect_uri, code_challenge, code_challenge_method=S256, scope (permissions like renders:read, or none for full account access), resource (optional: the /v1 or /mcp URL), state.',
        response: authorizeResponses,
      },
    }, (request, reply) => forward(request, reply));
    passthrough.get(`${oauthMountPath}/authorize/:uid`, { schema: { tags, ...protocol, operationId: 'oauthResumeAuthorization', summary: 'Where the browser resumes the authorization after consent', response: authorizeResponses } }, (request, reply) => forward(request, reply));
    passthrough.post(`${oauthMountPath}/token`, {
      schema: { tags, ...protocol, consumes: [form], operationId: 'oauthToken', summary: 'Token endpoint: authorization_code (with code_verifier) and refresh_token grants; refresh tokens rotate on every use',
        response: { 200: json('The access token (and a refresh token)'), 400: oauthError('The grant is invalid, expired or used, or the request malformed'), 401: oauthError('The client failed to authenticate') } },
    }, (request, reply) => forward(request, reply));
    passthrough.options(`${oauthMountPath}/token`, cors('the token endpoint', 'oauthToken'), (request, reply) => forward(request, reply));
    passthrough.post(`${oauthMountPath}/register`, {
      schema: { tags, ...protocol, consumes: ['application/json'], operationId: 'oauthRegisterClient', summary: 'Dynamic client registration (RFC 7591): agents register themselves, public clients with token_endpoint_auth_method none',
        response: { 201: json('The registered client, with its registration access token'), 400: oauthError('The client metadata is invalid') } },
    }, (request, reply) => forward(request, reply));
    passthrough.get(`${oauthMountPath}/register/:clientId`, { schema: { tags, ...protocol, operationId: 'oauthGetClient', summary: 'Read a registered client with its registration access token (RFC 7592)',
      response: { 200: json('The registered client'), 401: oauthError('No registration access token, or not the one of this client') } } }, (request, reply) => forward(request, reply));
    passthrough.post(`${oauthMountPath}/revoke`, { schema: { tags, ...protocol, consumes: [form], operationId: 'oauthRevoke', summary: 'Token revocation (RFC 7009): an access token, or a refresh token and its whole grant',
      response: { 200: { type: 'null', description: 'Revoked (or never known: RFC 7009 answers the same)' }, 400: oauthError('The request is malformed'), 401: oauthError('The client failed to authenticate') } } }, (request, reply) => forward(request, reply));
    passthrough.options(`${oauthMountPath}/revoke`, cors('the revocation endpoint', 'oauthRevoke'), (request, reply) => forward(request, reply));
    passthrough.get(`${oauthMountPath}/jwks`, { schema: { tags, ...protocol, operationId: 'oauthJwks', summary: 'Public keys that sign ID tokens', response: { 200: json('The JSON Web Key Set', 'application/jwk-set+json') } } }, (request, reply) => forward(request, reply));
    passthrough.options(`${oauthMountPath}/jwks`, cors('the key set', 'oauthJwks'), (request, reply) => forward(request, reply));

    // Metadata (RFC 8414) at the issuer's own address and at the well-known ones clients derive from it.
    const metadataSummary = 'Authorization server metadata (RFC 8414)';
    const metadataUrls = {
      oauthServerMetadata: `${oauthMountPath}/.well-known/oauth-authorization-server`,
      oauthServerMetadataWellKnown: `/.well-known/oauth-authorization-server${oauthMountPath}`,
      oauthServerMetadataRoot: '/.well-known/oauth-authorization-server',
    };
    for (const [operationId, url] of Object.entries(metadataUrls)) {
      passthrough.get(url, { schema: { tags, ...protocol, operationId, summary: metadataSummary, response: { 200: json('The metadata') } } }, (request, reply) => forward(request, reply, metadataPath));
      passthrough.options(url, cors(metadataSummary, operationId), (request, reply) => forward(request, reply, metadataPath));
    }
    const discoveryUrls = { openidConfiguration: `${oauthMountPath}/.well-known/openid-configuration`, openidConfigurationWellKnown: `/.well-known/openid-configuration${oauthMountPath}` };
    for (const [operationId, url] of Object.entries(discoveryUrls)) {
      passthrough.get(url, { schema: { tags, ...protocol, operationId, summary: 'The same metadata as OpenID Connect discovery', response: { 200: json('The metadata') } } }, (request, reply) => forward(request, reply, `${oauthMountPath}/.well-known/openid-configuration`));
    }
  });

  // --- Protected-resource metadata (RFC 9728): how a client of /v1 or /mcp finds the server ----
  for (const resource of protectedResources) {
    app.get(`/.well-known/oauth-protected-resource/${resource}`, {
      schema: { tags, ...protocol, operationId: `${resource === 'mcp' ? 'mcp' : 'api'}ProtectedResourceMetadata`, summary: `Protected-resource metadata of /${resource} (RFC 9728): its authorization server and scopes` },
    }, async (_request, reply) => {
      reply.header('access-control-allow-origin', '*').header('cache-control', 'public, max-age=300');
      return server.resourceMetadata(resource);
    });
  }

  // --- Sign-in and consent pages -----------------------------------------------------------------
  await app.register(async (pages) => {
    pages.addContentTypeParser(form, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_request, body, done) => {
      const fields = new URLSearchParams(body as string);
      done(null, { key: fields.get('key') ?? undefined, decision: fields.get('decision') ?? undefined, scope: fields.getAll('scope') });
    });

    /** The interaction this browser is in, or null once an error page was sent. */
    async function interactionOf(request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply): Promise<{ provider: Provider; details: InteractionModel } | null> {
      const provider = await server.provider();
      server.asPublic(request.raw);
      try {
        const details = await provider.interactionDetails(request.raw, reply.raw);
        if (details.uid !== request.params.uid) throw new Error('another interaction');
        return { provider, details };
      } catch (err) {
        // The provider's own errors (no cookie, expired, another session) mean this page is stale.
        const { errors } = await import('oidc-provider');
        if (!(err instanceof errors.OIDCProviderError) && !(err instanceof Error && err.message === 'another interaction')) throw err;
        await reply.status(400).headers(pageHeaders()).send(errorPage('This authorization has expired',
          'This sign-in page belongs to an authorization that has ended, timed out, or was started in another browser. Start again from the agent.'));
        return null;
      }
    }

    async function agentOf(provider: Provider, details: InteractionModel): Promise<AgentView> {
      const client = await provider.Client.find(details.params.client_id);
      return { name: client?.clientName ?? details.params.client_id, clientId: details.params.client_id, redirectUri: details.params.redirect_uri };
    }

    const requested = (details: InteractionModel) => {
      const words = scopeWords(details.params.scope);
      return { permissions: words.filter(isPermissionScope), identity: words.filter(isIdentityScope) };
    };
    const formTargets = (details: InteractionModel) => [redirectTarget(details.params.redirect_uri)].filter((t): t is string => t !== null);
    const actions = (uid: string) => ({ signIn: `${oauthMountPath}/interaction/${uid}/sign-in`, consent: `${oauthMountPath}/interaction/${uid}/consent`, page: `${oauthMountPath}/interaction/${uid}` });

    /** Ends the interaction: the browser goes back through the provider to the agent. */
    async function finish(request: FastifyRequest, reply: FastifyReply, provider: Provider, result: Record<string, unknown>) {
      const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: false });
      return reply.redirect(returnTo, 303);
    }
    const denied = { error: 'access_denied', error_description: 'the person declined to authorize the agent' };

    async function showSignIn(reply: FastifyReply, provider: Provider, details: InteractionModel, error: string | null, status = 200) {
      const scopes = requested(details);
      return reply.status(status).headers(pageHeaders(formTargets(details))).send(signInPage({
        action: actions(details.uid).signIn, agent: await agentOf(provider, details), ...scopes, error,
      }));
    }

    /** The consent page for a signed-in person, with what the key may do now (see keyPermissions). */
    async function showConsent(reply: FastifyReply, provider: Provider, details: InteractionModel, signIn: SignIn, permissions: Permissions, error: string | null, status = 200) {
      const scopes = requested(details);
      return reply.status(status).headers(pageHeaders(formTargets(details))).send(consentPage({
        action: actions(details.uid).consent, signInAction: actions(details.uid).signIn, agent: await agentOf(provider, details),
        org: { id: signIn.orgId, name: signIn.orgName }, keyStart: signIn.keyStart,
        grantable: scopes.permissions.filter((p) => hasPermission({ permissions }, p)),
        refused: scopes.permissions.filter((p) => !hasPermission({ permissions }, p)),
        identity: scopes.identity,
        accountLevel: { requested: scopes.permissions.length === 0, allowed: isAccountLevel(permissions) },
        error,
      }));
    }

    /** The signed-in key's permissions now, or null when it was revoked or expired since: read again at each step, so a key revoked meanwhile grants nothing. */
    async function keyPermissions(signIn: SignIn): Promise<Permissions | null> {
      const key = await apiKeys.get(signIn.orgId, signIn.keyId);
      if (!key || key.revokedAt || (key.expiresAt && Date.parse(key.expiresAt) <= Date.now())) return null;
      return key.permissions;
    }

    const uidParams = { type: 'object', properties: { uid: { type: 'string', minLength: 1, maxLength: 128 } }, required: ['uid'] } as const;
    const formBody = {
      type: 'object',
      properties: {
        key: { type: 'string', maxLength: 200 },
        decision: { type: 'string', enum: ['sign-in', 'allow', 'deny'] },
        scope: { type: 'array', items: { type: 'string', maxLength: 64 }, maxItems: 64 },
      },
    } as const;
    // A malformed request gets the API's envelope; a stale interaction the browser's error page.
    const pageError = { description: 'The request is malformed (JSON envelope), or the authorization has ended, timed out or belongs to another browser (HTML page)',
      content: { 'text/html': { schema: { type: 'string' } }, 'application/json': { schema: ErrorEnvelope } } };
    const pageResponses = { 200: htmlPage('The page'), 303: browserRedirect, 400: pageError, 401: htmlPage('The sign-in page again: the key is not valid, or was revoked or has expired since'), 403: htmlPage('The consent page again: full account access needs a key holding every permission') };
    // A form post is read by the parser above (at most 16 KiB) or as JSON; anything else is refused before the page.
    const formResponses = {
      ...pageResponses,
      413: { ...ErrorEnvelope, 'x-response-description': 'The body is larger than the page reads: 16 KiB for a form' },
      415: { ...ErrorEnvelope, 'x-response-description': 'The body is neither a form (application/x-www-form-urlencoded) nor JSON' },
    };
    type PageRequest = { Params: { uid: string } };
    type FormRequest = { Params: { uid: string }; Body: { key?: string; decision?: 'sign-in' | 'allow' | 'deny'; scope?: string[] } | undefined };

    pages.get<PageRequest>(`${oauthMountPath}/interaction/:uid`, {
      schema: { tags, ...protocol, operationId: 'oauthInteractionPage', summary: 'Sign-in and consent page (HTML) of an authorization in progress', params: uidParams, response: pageResponses },
    }, async (request, reply) => {
      const found = await interactionOf(request, reply);
      if (!found) return reply;
      const { provider, details } = found;
      const scopes = requested(details);
      if (scopes.permissions.length === 0 && scopes.identity.length === 0) {
        // Nothing to consent to: the agent learns why at its redirect URI.
        return finish(request, reply, provider, { error: 'invalid_scope', error_description: 'ask for at least one scope: permissions such as renders:read, or openid alone for full account access' });
      }
      const signIn = details.result?.[signInField] as SignIn | undefined;
      if (!signIn) return showSignIn(reply, provider, details, null);
      const permissions = await keyPermissions(signIn);
      if (!permissions) return showSignIn(reply, provider, details, 'That key was revoked or has expired. Sign in with another key.', 401);
      return showConsent(reply, provider, details, signIn, permissions, null);
    });

    pages.post<FormRequest>(`${oauthMountPath}/interaction/:uid/sign-in`, {
      schema: { tags, ...protocol, consumes: [form], operationId: 'oauthInteractionSignIn', summary: 'Sign in to an authorization with an API key of the org (form post)', params: uidParams, body: formBody, response: formResponses },
    }, async (request, reply) => {
      const found = await interactionOf(request, reply);
      if (!found) return reply;
      const { provider, details } = found;
      if (request.body?.decision === 'deny') return finish(request, reply, provider, denied);
      const secret = request.body?.key?.trim() ?? '';
      let principal;
      try {
        principal = await apiKeys.authenticate(secret);
      } catch (err) {
        if (!(err instanceof AppError) || err.status !== 401) throw err;
        return showSignIn(reply, provider, details, `That is not a valid API key (${err.message}). Paste a key of the org the agent should act for.`, 401);
      }
      const org = await accounts.getOrg(principal.orgId);
      const key = await apiKeys.get(principal.orgId, principal.keyId);
      if (!org || !key) return showSignIn(reply, provider, details, 'The org of that key no longer exists.', 401);
      // An earlier authorization in this browser left a session: this one starts from none, so
      // signing in for another org never meets the previous org's session.
      if (details.session) {
        await (await provider.Session.find(details.session.cookie))?.destroy();
        delete details.session;
        await details.persist();
      }
      const signIn: SignIn = { orgId: org.id, orgName: org.displayName ?? org.name, keyId: key.id, keyStart: key.start };
      await provider.interactionResult(request.raw, reply.raw, { login: { accountId: org.id, remember: false }, [signInField]: signIn }, { mergeWithLastSubmission: false });
      return reply.redirect(actions(details.uid).page, 303);
    });

    pages.post<FormRequest>(`${oauthMountPath}/interaction/:uid/consent`, {
      schema: { tags, ...protocol, consumes: [form], operationId: 'oauthInteractionConsent', summary: 'Allow or deny an authorization (form post): grants the checked scopes the signed-in key holds', params: uidParams, body: formBody, response: formResponses },
    }, async (request, reply) => {
      const found = await interactionOf(request, reply);
      if (!found) return reply;
      const { provider, details } = found;
      if (request.body?.decision === 'deny') return finish(request, reply, provider, denied);
      const signIn = details.result?.[signInField] as SignIn | undefined;
      if (!signIn || request.body?.decision !== 'allow') return reply.redirect(actions(details.uid).page, 303);
      const permissions = await keyPermissions(signIn);
      if (!permissions) return showSignIn(reply, provider, details, 'That key was revoked or has expired. Sign in with another key.', 401);

      const scopes = requested(details);
      const checked = new Set(request.body.scope ?? []);
      const granted = scopes.permissions.filter((p) => checked.has(p) && hasPermission({ permissions }, p));
      if (scopes.permissions.length > 0 && granted.length === 0) {
        return showConsent(reply, provider, details, signIn, permissions, 'Choose at least one permission this key holds, or deny.', 400);
      }
      if (scopes.permissions.length === 0 && !isAccountLevel(permissions)) {
        return showConsent(reply, provider, details, signIn, permissions, 'Full account access needs a key holding every permission.', 403);
      }
      // Permissions are both the server's scopes and the resources' (see authorization-server.ts):
      // the grant records each granted and each refused one on both sides.
      const grant = new provider.Grant({ accountId: signIn.orgId, clientId: details.params.client_id });
      const rejected = scopes.permissions.filter((p) => !granted.includes(p));
      if (scopes.identity.length || granted.length) grant.addOIDCScope([...scopes.identity, ...granted].join(' '));
      if (rejected.length) grant.rejectOIDCScope(rejected.join(' '));
      for (const resource of [details.params.resource ?? server.resourceUrl('v1')].flat()) {
        if (granted.length) grant.addResourceScope(resource, granted.join(' '));
        if (rejected.length) grant.rejectResourceScope(resource, rejected.join(' '));
      }
      const grantId = await grant.save();
      return finish(request, reply, provider, { ...details.result, consent: { grantId } });
    });
  });
};
