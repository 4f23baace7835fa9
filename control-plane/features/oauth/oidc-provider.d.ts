/**
 * The parts of oidc-provider (which ships no types) this control plane uses: the provider, its
 * models as the interaction and token code reads them, the interaction policy and the errors.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export type AdapterPayload = Record<string, unknown> & { jti?: string; grantId?: string; uid?: string; userCode?: string; consumed?: number };

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface KoaContextWithOIDC {
    oidc: {
      route?: string;
      params?: Record<string, unknown>;
      client?: ClientModel;
      entities: Record<string, unknown>;
      provider: Provider;
    };
    body?: unknown;
    path: string;
    method: string;
  }

  export interface ClientModel {
    clientId: string;
    clientName?: string;
    clientUri?: string;
    logoUri?: string;
    redirectUris: string[];
    clientAuthMethod: string;
    grantTypeAllowed(type: string): boolean;
  }

  export interface InteractionModel {
    uid: string;
    exp: number;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, unknown> & { client_id: string; redirect_uri: string; scope?: string; resource?: string | string[] };
    session?: { accountId: string; uid: string; cookie: string };
    result?: Record<string, unknown>;
    lastSubmission?: Record<string, unknown>;
    returnTo: string;
    persist(): Promise<string>;
  }

  export interface GrantModel {
    jti?: string;
    accountId: string;
    clientId: string;
    resources?: Record<string, string>;
    addOIDCScope(scope: string): void;
    rejectOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    rejectResourceScope(resource: string, scope: string): void;
    save(ttl?: number): Promise<string>;
  }

  export interface AccessTokenModel {
    jti: string;
    accountId: string;
    clientId: string;
    grantId: string;
    aud?: string | string[];
    scope?: string;
    extra?: Record<string, unknown>;
    exp?: number;
  }

  interface ModelStatics<T> {
    find(id: string, options?: { ignoreExpiration?: boolean }): Promise<T | undefined>;
  }

  export interface GrantConstructor extends ModelStatics<GrantModel> {
    new (input: { accountId: string; clientId: string }): GrantModel;
  }

  export interface SessionModel {
    destroy(): Promise<void>;
  }

  export type InteractionResult = Record<string, unknown>;

  export class Provider {
    constructor(issuer: string, configuration: Record<string, unknown>);
    readonly issuer: string;
    proxy: boolean;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    use(middleware: (ctx: KoaContextWithOIDC, next: () => Promise<void>) => Promise<void>): void;
    on(event: string, listener: (...args: unknown[]) => void): this;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionModel>;
    interactionResult(req: IncomingMessage, res: ServerResponse, result: InteractionResult, options?: { mergeWithLastSubmission?: boolean }): Promise<string>;
    readonly Grant: GrantConstructor;
    readonly Client: ModelStatics<ClientModel>;
    readonly AccessToken: ModelStatics<AccessTokenModel>;
    readonly Session: ModelStatics<SessionModel>;
  }

  export class OIDCProviderError extends Error {
    constructor(status: number, message: string);
    error: string;
    error_description?: string;
    status: number;
    statusCode: number;
  }

  export const errors: {
    OIDCProviderError: typeof OIDCProviderError;
    InvalidGrant: new (description?: string) => OIDCProviderError;
    InvalidTarget: new (description?: string) => OIDCProviderError;
    SessionNotFound: new (description?: string) => OIDCProviderError;
  };

  export class Check {
    constructor(reason: string, description: string, check: (ctx: KoaContextWithOIDC & { oidc: { result?: Record<string, unknown> } }) => unknown);
    static readonly REQUEST_PROMPT: unknown;
    static readonly NO_NEED_TO_PROMPT: unknown;
  }

  export interface PromptPolicy {
    get(name: string): { checks: { add(check: Check, index?: number): void } } | undefined;
  }

  export const interactionPolicy: {
    base(): PromptPolicy;
    Check: typeof Check;
  };

  export default Provider;
}
