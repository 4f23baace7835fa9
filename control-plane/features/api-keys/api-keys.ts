/**
 * API keys. The secret is shown once, at creation; the store keeps only its SHA-256 (the
 * secret is 190 bits of randomness, so a fast hash is enough and lookups stay one indexed read).
 * A key carries permissions as resource → actions and may expire or be revoked; the org is taken
 * from the key and from nothing else.
 *
 * Every authenticated request needs its key, so a replica keeps keys it has verified for a few
 * seconds (`verifiedKeyLifetimeMs`) instead of reading the store per request. Expiry is checked
 * on every request; a revocation takes effect at once on the replica that made it and within
 * `verifiedKeyLifetimeMs` on every other replica.
 */
import { hash, randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import type { DocMeta, DocumentStore, SystemScoped } from '../../store/index.ts';
import { permissionActions, permissionResources, type PermissionAction, type PermissionResource, type Permissions, type Principal } from '../../http/access.ts';
import { LRUCache } from 'lru-cache';


export interface ApiKeyRecord {
  orgId: string;
  name: string;
  prefix: 'svc_live_' | 'svc_test_';
  start: string;
  secretHash: string;
  permissions: Permissions;
  expiresAt: string | null;
  revokedAt: string | null;
  lastUsedAt: string | null;
}

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

function randomBase62(length: number): string {
  // Rejection sampling keeps every character uniformly likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < 248 && out.length < length) out += base62[byte % 62];
    }
  }
  return out;
}

export function hashSecret(secret: string): string {
  // One-shot: every authenticated request hashes its key, and this skips making a Hash object.
  return hash('sha256', secret, 'hex');
}

/** Key shape: prefix + 32 base62 characters. Anything else is refused before any lookup. */
const keyPattern = /^svc_(live|test)_[0-9A-Za-z]{32}$/;
/** Characters of the key shown as `start` (the prefix and four more). */
const startLength = 13;
/** Last-used time is written at most this often per key, to keep reads cheap. */
const lastUsedResolutionMs = 60_000;
/** How long a replica trusts a key it read from the store: the longest a revocation elsewhere takes to apply here. */
export const verifiedKeyLifetimeMs = 5_000;
/** Verified keys kept per replica; the least recently read go first. */
const maxVerifiedKeys = 10_000;

type StoredKey = ApiKeyRecord & DocMeta;

/** A key as read from the store, with what every request it authenticates needs, worked out once. */
interface VerifiedKey {
  record: StoredKey;
  readAt: number;
  expiresAtMs: number;
  lastUsedAtMs: number;
  principal: Principal;
}

export class ApiKeys {
  private readonly keys: SystemScoped<ApiKeyRecord>;
  /** Keys read from the store, by secret hash, with when they were read (see `verifiedKeyLifetimeMs`). */
  private readonly verified = new LRUCache<string, VerifiedKey>({ max: maxVerifiedKeys });

  constructor(store: DocumentStore) {
    this.keys = store.systemCollection<ApiKeyRecord>({ name: 'api_keys', idPrefix: 'key', unique: [['secretHash']], indexes: [['orgId'], ['start']] });
  }

  async create(input: { orgId: string; environment: 'live' | 'test'; name: string; permissions: Permissions; expiresIn?: number; now?: Date }) {
    const prefix = input.environment === 'test' ? 'svc_test_' : 'svc_live_';
    const key = `${prefix}${randomBase62(32)}`;
    const now = input.now ?? new Date();
    const record = await this.keys.insert({
      orgId: input.orgId,
      name: input.name,
      prefix,
      start: key.slice(0, startLength),
      secretHash: hashSecret(key),
      permissions: normalisePermissions(input.permissions),
      expiresAt: input.expiresIn === undefined ? null : new Date(now.getTime() + input.expiresIn * 1000).toISOString(),
      revokedAt: null,
      lastUsedAt: null,
    });
    return { key, record };
  }

  /** The principal for a bearer secret, or a 401 AppError saying why not (never which org). */
  async authenticate(secret: string, now = new Date()): Promise<Principal> {
    if (!keyPattern.test(secret)) throw new AppError(401, 'unauthorized', 'the API key is malformed');
    const nowMs = now.getTime();
    const key = await this.lookup(hashSecret(secret), nowMs);
    if (!key) throw new AppError(401, 'unauthorized', 'the API key is not valid');
    const { record } = key;
    if (record.revokedAt) throw new AppError(401, 'unauthorized', 'the API key was revoked');
    if (key.expiresAtMs <= nowMs) throw new AppError(401, 'unauthorized', 'the API key has expired');
    if (nowMs - key.lastUsedAtMs > lastUsedResolutionMs) {
      key.lastUsedAtMs = nowMs;
      record.lastUsedAt = now.toISOString();
      await this.keys.update(record.id, { set: { lastUsedAt: record.lastUsedAt } });
    }
    return key.principal;
  }

  /** The key with this secret hash: as verified within `verifiedKeyLifetimeMs`, or read from the store. */
  private async lookup(secretHash: string, nowMs: number): Promise<VerifiedKey | null> {
    const cached = this.verified.get(secretHash);
    if (cached && nowMs - cached.readAt < verifiedKeyLifetimeMs) return cached;
    this.verified.delete(secretHash);
    const record = await this.keys.findOne({ secretHash });
    if (!record) return null;
    // Dates parsed and the principal built once per read, not once per request.
    const key: VerifiedKey = {
      record, readAt: nowMs,
      expiresAtMs: record.expiresAt ? Date.parse(record.expiresAt) : Number.POSITIVE_INFINITY,
      lastUsedAtMs: record.lastUsedAt ? Date.parse(record.lastUsedAt) : Number.NEGATIVE_INFINITY,
      principal: Object.freeze({ orgId: record.orgId, keyId: record.id, permissions: record.permissions, via: 'api-key' as const }),
    };
    this.verified.set(secretHash, key);
    return key;
  }

  async list(orgId: string, limit: number, cursor?: string | null) {
    return this.keys.list({ where: { orgId }, limit, cursor });
  }

  /** Keys whose shown start (`svc_live_` and four more characters) is `start`, of any org: for the operator finding an org. */
  async withStart(start: string, limit: number) {
    return (await this.keys.list({ where: { start }, limit })).items;
  }

  /** Another org's key answers not found. */
  async get(orgId: string, keyId: string) {
    const record = await this.keys.get(keyId);
    return record && record.orgId === orgId ? record : null;
  }

  async revoke(orgId: string, keyId: string, now = new Date()) {
    const record = await this.get(orgId, keyId);
    if (!record) return null;
    const r = await this.keys.update(keyId, { set: { revokedAt: now.toISOString() } }, { where: { orgId, revokedAt: null } });
    this.verified.delete(record.secretHash);
    return r.status === 'updated' ? r.doc : record;
  }
}

/** Sorted, de-duplicated actions per resource; unknown names refused. */
export function normalisePermissions(permissions: Permissions): Permissions {
  const out: Permissions = {};
  for (const [resource, actions] of Object.entries(permissions)) {
    if (!(permissionResources as readonly string[]).includes(resource)) throw new AppError(400, 'validation_failed', `unknown permission resource '${resource}'`);
    if (!Array.isArray(actions) || actions.length === 0) throw new AppError(400, 'validation_failed', `permissions.${resource} needs at least one action`);
    for (const a of actions) if (!(permissionActions as readonly string[]).includes(a)) throw new AppError(400, 'validation_failed', `unknown action '${a}' for ${resource}`);
    out[resource as PermissionResource] = [...new Set(actions)].sort() as PermissionAction[];
  }
  return out;
}

/** Public view of a key: never the secret or its hash. */
export function keyView(record: ApiKeyRecord & { id: string; createdAt: string }) {
  return {
    id: record.id, name: record.name, prefix: record.prefix, start: record.start, permissions: record.permissions,
    expiresAt: record.expiresAt, revokedAt: record.revokedAt, lastUsedAt: record.lastUsedAt, createdAt: record.createdAt,
  };
}
