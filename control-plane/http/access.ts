/**
 * Who may call what: the permission vocabulary every `/v1` route declares, the Principal every
 * credential (API key, OAuth access token, x402 payment) resolves to, and the protected resources
 * that take access tokens. The HTTP layer's own words, so the auth plugin (auth.ts) checks them
 * without importing the features that issue credentials.
 */

export const permissionResources = ['media', 'sessions', 'projects', 'renders', 'webhooks', 'billing'] as const;
export const permissionActions = ['read', 'write'] as const;
export type PermissionResource = (typeof permissionResources)[number];
export type PermissionAction = (typeof permissionActions)[number];
export type Permission = `${PermissionResource}:${PermissionAction}`;
export type Permissions = Partial<Record<PermissionResource, PermissionAction[]>>;

export const allPermissions: Permissions = Object.fromEntries(permissionResources.map((r) => [r, [...permissionActions]]));

/** Who is calling: resolved from the credential on every request. */
export interface Principal {
  orgId: string;
  /** The credential's id: an API key's, `oauth:<grant id>` for an OAuth access token, `x402:<payer address>`. */
  keyId: string;
  permissions: Permissions;
  /** Which credential form: an API key, an OAuth access token, or an x402 payment. */
  via: 'api-key' | 'oauth' | 'x402';
}

/** Whether a bearer token is meant as an API key (any other bearer token is an OAuth access token). */
export function isApiKeyShaped(token: string): boolean {
  return token.startsWith('svc_');
}

export function hasPermission(principal: Pick<Principal, 'permissions'>, permission: Permission): boolean {
  const [resource, action] = permission.split(':') as [PermissionResource, PermissionAction];
  return principal.permissions[resource]?.includes(action) ?? false;
}

/** Every resource:action pair a permissions map grants. */
export function listPermissions(permissions: Permissions): Permission[] {
  return Object.entries(permissions).flatMap(([r, actions]) => (actions ?? []).map((a) => `${r}:${a}` as Permission));
}

/** The APIs that take these access tokens, each a resource (RFC 8707) with its metadata (RFC 9728). */
export const protectedResources = ['v1', 'mcp'] as const;
export type ProtectedResource = (typeof protectedResources)[number];

/** The protected resource a request path belongs to. */
export function protectedResourceOf(path: string): ProtectedResource {
  return path === '/mcp' || path.startsWith('/mcp/') || path.startsWith('/mcp?') ? 'mcp' : 'v1';
}
