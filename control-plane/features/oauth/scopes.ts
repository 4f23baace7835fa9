/**
 * OAuth scopes: the spec's `resource:action` permissions, the same pairs an API key carries, and
 * the identity scopes. A grant of identity scopes only (`openid`, `profile`, `offline_access`)
 * keeps account-level access, as the spec says; the consent page gives one only to a person
 * signed in with an account-level key. A request with no scope at all is refused (invalid_scope).
 */
import { normalisePermissions } from '../api-keys/api-keys.ts';
import { allPermissions, hasPermission, listPermissions, type Permission, type Permissions, type PermissionResource, type PermissionAction } from '../../http/access.ts';

export const permissionScopes: readonly Permission[] = listPermissions(allPermissions);
export const identityScopes = ['openid', 'profile', 'offline_access'] as const;

const permissionScopeSet = new Set<string>(permissionScopes);
const identityScopeSet = new Set<string>(identityScopes);

/** The words of a space-delimited scope value, each once, in order. */
export function scopeWords(scope: unknown): string[] {
  return typeof scope === 'string' ? [...new Set(scope.split(' ').filter(Boolean))] : [];
}

export function isPermissionScope(scope: string): scope is Permission {
  return permissionScopeSet.has(scope);
}

export function isIdentityScope(scope: string): boolean {
  return identityScopeSet.has(scope);
}

/** The permissions map the scopes of a token stand for. */
export function permissionsOfScopes(scopes: readonly string[]): Permissions {
  const out: Partial<Record<PermissionResource, PermissionAction[]>> = {};
  for (const scope of scopes.filter(isPermissionScope)) {
    const [resource, action] = scope.split(':') as [PermissionResource, PermissionAction];
    (out[resource] ??= []).push(action);
  }
  return normalisePermissions(out);
}

/** Whether a key with these permissions may grant every permission (an account-level key). */
export function isAccountLevel(permissions: Permissions): boolean {
  return permissionScopes.every((p) => hasPermission({ permissions }, p));
}

/** What a person may read on the consent page for each scope. */
export const scopeDescriptions: Record<string, string> = {
  'media:read': 'Read your media library, transcripts and derived facts',
  'media:write': 'Upload, import and delete media; buy derived facts',
  'sessions:read': 'Read compose sessions',
  'sessions:write': 'Open, edit and close compose sessions',
  'projects:read': 'Read projects, compositions, templates, brand kits and the component catalog',
  'projects:write': 'Create and change projects, compositions, templates and brand kits; capture stills',
  'renders:read': 'Read renders and download their output',
  'renders:write': 'Queue renders and previews (spends credits) and cancel them',
  'webhooks:read': 'Read webhook endpoints and deliveries',
  'webhooks:write': 'Register, change and remove webhook endpoints',
  'billing:read': 'Read plans, usage and the wallet',
  'billing:write': 'Start checkouts (spends money)',
  openid: 'Know which org you are',
  profile: "Read the org's name",
  offline_access: 'Keep access after this window closes (refresh tokens)',
};
