/**
 * The OAuth 2.0 authorization server for agents, at `{base_url}/api/auth/mcp/` (authorize, token,
 * register, revoke, jwks, metadata), and the resource-server side that turns its access tokens
 * into a Principal for `/v1` and `/mcp`.
 *
 * Built on oidc-provider rather than better-auth. oidc-provider is OpenID Certified and implements
 * every standard this needs as configuration, not code of ours: authorization code with PKCE
 * (S256 only), RFC 8414 metadata, RFC 7591 registration, RFC 7009 revocation, RFC 8707 resource
 * indicators (what MCP clients send) and refresh-token rotation with reuse detection. Its storage
 * is a seven-method adapter, written once over the DocumentStore (storage.ts), so it runs on
 * SQLite and MongoDB alike; its consent step is ours to render (consent-page.ts), which is where
 * an API key signs the person in. better-auth's installed release has no MCP or OAuth-provider
 * plugin (they moved to separate packages), and both want better-auth's own user, session and
 * organization tables beside our stores, with its login in front of consent.
 *
 * Policy:
 * - Only `response_type=code`; PKCE is required of every client and S256 is the only method.
 * - Clients register themselves (open RFC 7591 registration); public clients use `none`.
 * - Every authorization is signed in afresh with an API key of the org (no lasting browser
 *   session) and consented on our page; the grant holds at most what the key may do.
 * - Access tokens are opaque, one hour, for one resource: `{base}/v1` (the default) or
 *   `{base}/mcp`. Refresh tokens are issued to clients registered for the refresh_token grant,
 *   rotate on every use, and a rotated one presented again revokes the whole grant.
 * - `/mcp` takes tokens issued for `/mcp`; `/v1` takes tokens for either, because the MCP
 *   endpoint's tools are these same `/v1` operations on behalf of the same caller.
 */
import { createPrivateKey } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { KoaContextWithOIDC, Provider } from 'oidc-provider';
import { AppError } from '../../../shared/errors.ts';
import { deploymentSecret } from '../../store/deployment-secrets.ts';
import type { Accounts } from '../accounts/accounts.ts';
import { allPermissions, type Principal, protectedResources, type ProtectedResource } from '../../http/access.ts';
import type { DocumentStore } from '../../store/index.ts';
import { errorPage, pageHeaders } from './consent-page.ts';
import { identityScopes, permissionScopes, permissionsOfScopes, scopeWords } from './scopes.ts';
import { OAuthStorage } from './storage.ts';

/** Where the authorization server is mounted: the spec's authorization URL is `{base_url}/api/auth/mcp/authorize`. */
export const oauthMountPath = '/api/auth/mcp';

export const accessTokenLifetimeSeconds = 3600;
const day = 24 * 3600;

/** Opaque access tokens are oidc-provider's random ids: anything else is refused before a lookup. */
const accessTokenPattern = /^[A-Za-z0-9_-]{20,256}$/;

/** An Ed25519 private key as a JWK, from a 32-byte seed (RFC 8410's PKCS #8 prefix, then the seed). */
function ed25519Jwk(seed: Buffer) {
  const pkcs8 = Buffer.concat([Buffer.from('302e020100300506032b657004220420', 'hex'), seed]);
  return { ...createPrivateKey({ key: pkcs8, format: 'der', type: 'pkcs8' }).export({ format: 'jwk' }), alg: 'EdDSA', use: 'sig', kid: 'framefleet-1' };
}

export interface AuthorizationServerDeps {
  store: DocumentStore;
  accounts: Accounts;
  /** Base URL clients reach this deployment at; known once listening, so the provider is made on first use. */
  publicUrl: () => string;
}

export class AuthorizationServer {
  readonly storage: OAuthStorage;
  /** Where provider faults go (the HTTP app's logger, once it exists). */
  onServerError: ((err: unknown) => void) | null = null;
  private made: Promise<Provider> | null = null;
  private readonly deps: AuthorizationServerDeps;

  constructor(deps: AuthorizationServerDeps) {
    this.deps = deps;
    this.storage = new OAuthStorage(deps.store);
  }

  /** The deployment's base URL without a trailing slash. */
  baseUrl(): string {
    return this.deps.publicUrl().replace(/\/+$/, '');
  }

  issuer(): string {
    return `${this.baseUrl()}${oauthMountPath}`;
  }

  resourceUrl(resource: ProtectedResource): string {
    return `${this.baseUrl()}/${resource}`;
  }

  /** RFC 9728: where a client reads the metadata of a protected resource (the path inserted after the well-known prefix). */
  resourceMetadataUrl(resource: ProtectedResource): string {
    return `${this.baseUrl()}/.well-known/oauth-protected-resource/${resource}`;
  }

  resourceMetadata(resource: ProtectedResource) {
    return {
      resource: this.resourceUrl(resource),
      authorization_servers: [this.issuer()],
      scopes_supported: [...permissionScopes],
      bearer_methods_supported: ['header'],
      resource_name: resource === 'mcp' ? 'framefleet MCP endpoint' : 'framefleet video composition API',
      resource_documentation: `${this.baseUrl()}/skills/agents-oauth`,
    };
  }

  /** The provider, made once the public URL is known. */
  provider(): Promise<Provider> {
    return (this.made ??= this.make().catch((err: unknown) => {
      this.made = null;
      throw err;
    }));
  }

  /**
   * The Principal an access token stands for: the org it was granted for, with its scopes as
   * permissions, or every permission for an identity-only grant. A 401 AppError when the token is
   * unknown, expired, revoked, or was issued for another resource.
   */
  async authenticate(token: string, resource: ProtectedResource): Promise<Principal> {
    if (!accessTokenPattern.test(token)) throw new AppError(401, 'unauthorized', 'the bearer token is neither an API key nor an access token');
    const provider = await this.provider();
    const accessToken = await provider.AccessToken.find(token);
    if (!accessToken) throw new AppError(401, 'unauthorized', 'the access token is not valid: unknown, expired or revoked');
    const accepted = resource === 'mcp' ? [this.resourceUrl('mcp')] : protectedResources.map((r) => this.resourceUrl(r));
    if (![accessToken.aud].flat().some((aud) => aud !== undefined && accepted.includes(aud))) {
      throw new AppError(401, 'unauthorized', `the access token was issued for another resource; request one with resource=${this.resourceUrl(resource)}`);
    }
    const accountLevel = accessToken.extra?.access === 'account';
    return {
      orgId: accessToken.accountId,
      keyId: `oauth:${accessToken.grantId}`,
      permissions: accountLevel ? allPermissions : permissionsOfScopes(scopeWords(accessToken.scope)),
      via: 'oauth',
    };
  }

  private async make(): Promise<Provider> {
    const { store, accounts } = this.deps;
    const [cookieKey, signingSeed] = await Promise.all([deploymentSecret(store, 'oauth-cookie-signing'), deploymentSecret(store, 'oauth-token-signing')]);
    const resources = new Set(protectedResources.map((r) => this.resourceUrl(r)));
    // Loaded on the first OAuth request, not at every start: the package takes a second to load.
    const { default: Provider, errors, interactionPolicy } = await import('oidc-provider');

    const policy = interactionPolicy.base();
    // No lasting browser session stands in for the person: each authorization signs in again.
    policy.get('login')!.checks.add(new interactionPolicy.Check('sign_in_each_authorization', 'each authorization is signed in with an API key of the org',
      (ctx) => (ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT)));

    const provider = new Provider(this.issuer(), {
      adapter: this.storage.adapterFor,
      async findAccount(_ctx: unknown, sub: string) {
        const org = await accounts.getOrg(sub);
        if (!org) return undefined;
        return { accountId: org.id, claims: () => ({ sub: org.id, name: org.displayName ?? org.name }) };
      },
      claims: { openid: ['sub'], profile: ['name'] },
      // The permissions are this server's scopes as well as the resources': metadata lists them,
      // and a client registering with `scope` (RFC 7591) may name them.
      scopes: [...identityScopes, ...permissionScopes],
      responseTypes: ['code'],
      pkce: { required: () => true },
      clientAuthMethods: ['none', 'client_secret_basic', 'client_secret_post'],
      clientDefaults: { grant_types: ['authorization_code', 'refresh_token'], response_types: ['code'], token_endpoint_auth_method: 'client_secret_basic', id_token_signed_response_alg: 'EdDSA' },
      enabledJWA: { idTokenSigningAlgValues: ['EdDSA'] },
      jwks: { keys: [ed25519Jwk(signingSeed)] },
      cookies: { keys: [cookieKey.toString('base64')], long: { httpOnly: true, sameSite: 'lax' }, short: { httpOnly: true, sameSite: 'lax' } },
      features: {
        devInteractions: { enabled: false },
        registration: { enabled: true },
        // A client revokes its own tokens only; another's token is ignored with the same 200 (RFC 7009).
        revocation: { enabled: true, allowedPolicy: async (_ctx: unknown, client: { clientId: string }, token: { clientId: string }) => token.clientId === client.clientId },
        userinfo: { enabled: false },
        rpInitiatedLogout: { enabled: false },
        // Tokens are plain bearer tokens: no proof-of-possession a resource check here would skip.
        dPoP: { enabled: false },
        pushedAuthorizationRequests: { enabled: false },
        resourceIndicators: {
          enabled: true,
          // No resource asked for: /v1. A grant for both asked at the token endpoint for neither: /v1 as well.
          defaultResource: async (_ctx: unknown, _client: unknown, oneOf?: string[]) => (oneOf && !oneOf.includes(this.resourceUrl('v1')) ? oneOf : this.resourceUrl('v1')),
          useGrantedResource: async () => true,
          getResourceServerInfo: async (_ctx: unknown, indicator: string) => {
            if (!resources.has(indicator)) throw new errors.InvalidTarget(`unknown resource; this server issues tokens for ${[...resources].join(' and ')}`);
            return { scope: permissionScopes.join(' '), accessTokenFormat: 'opaque', accessTokenTTL: accessTokenLifetimeSeconds };
          },
        },
      },
      routes: { authorization: '/authorize', token: '/token', registration: '/register', revocation: '/revoke', jwks: '/jwks' },
      interactions: { policy, url: (_ctx: unknown, interaction: { uid: string }) => `${oauthMountPath}/interaction/${interaction.uid}` },
      // The grant behind an authorization is the one our consent page just made, never an older one.
      loadExistingGrant: async (ctx: KoaContextWithOIDC & { oidc: { result?: { consent?: { grantId?: string } } } }) => {
        const grantId = ctx.oidc.result?.consent?.grantId;
        return grantId ? ctx.oidc.provider.Grant.find(grantId) : undefined;
      },
      issueRefreshToken: async (_ctx: unknown, client: { grantTypeAllowed(type: string): boolean }) => client.grantTypeAllowed('refresh_token'),
      rotateRefreshToken: true,
      // Tokens live by their own lifetime and their grant, not by the browser that consented.
      expiresWithSession: async () => false,
      // Whether the token stands for the whole account: its grant names no permission (see scopes.ts).
      extraTokenClaims: async (ctx: KoaContextWithOIDC, token: { grantId?: string }) => {
        const grant = token.grantId ? await ctx.oidc.provider.Grant.find(token.grantId) : undefined;
        const granted = Object.values(grant?.resources ?? {}).flatMap(scopeWords);
        return { access: grant && granted.length === 0 ? 'account' : 'scoped' };
      },
      ttl: { AccessToken: accessTokenLifetimeSeconds, AuthorizationCode: 60, IdToken: 3600, RefreshToken: 30 * day, Grant: 90 * day, Interaction: 900, Session: 900 },
      renderError: async (ctx: KoaContextWithOIDC & { type: string; set(headers: Record<string, string>): void }, out: { error?: string; error_description?: string }) => {
        ctx.set(pageHeaders());
        ctx.type = 'html';
        ctx.body = errorPage('This authorization cannot go on', `${out.error ?? 'error'}: ${out.error_description ?? 'the request was refused'}`);
      },
    });
    // Links in responses (metadata, redirects) are built from the forwarded public URL (see `asPublic`).
    provider.proxy = true;
    provider.on('server_error', (_ctx, err) => this.onServerError?.(err));
    return provider;
  }

  /**
   * Marks a request as arriving at the public URL (scheme and host), so the provider's links and
   * cookie flags match what browsers and agents see, whatever proxy stands in front.
   */
  asPublic(req: IncomingMessage): void {
    const base = new URL(this.baseUrl());
    req.headers['x-forwarded-proto'] = base.protocol.slice(0, -1);
    req.headers['x-forwarded-host'] = base.host;
  }
}
