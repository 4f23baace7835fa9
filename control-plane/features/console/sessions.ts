/**
 * Console sign-in sessions. A person pastes an API key with account access once; the server
 * checks it and answers a random session token in an httpOnly cookie, so the key itself never
 * sits in the browser. The store keeps the token's SHA-256 only (like a key's secret), with the
 * org, the key it was opened with, a CSRF token and an expiry.
 *
 * A session is the key's principal: every request re-reads the key, so revoking or expiring the
 * key ends its sessions at once, and the session never holds more than the key does now.
 */
import { randomBytes } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import { allPermissions, hasPermission, listPermissions, type Principal } from '../../http/access.ts';
import type { DocumentStore, SystemScoped } from '../../store/index.ts';
import { type ApiKeys, hashSecret } from '../api-keys/api-keys.ts';

export interface ConsoleSessionRecord {
  orgId: string;
  keyId: string;
  tokenHash: string;
  /** Sent by the page in `x-csrf-token` on every write: a cross-site form cannot read it. */
  csrfToken: string;
  expiresAt: string;
}

/** A session lasts this long from sign-in; signing in again opens a new one. */
export const sessionLifetimeMs = 12 * 3600 * 1000;

/** What a session resolves to on each request. */
export interface ConsoleSession {
  id: string;
  principal: Principal;
  csrfToken: string;
  expiresAt: string;
}

/** Random, URL-safe, 256 bits: unguessable, so a fast hash in the store is enough. */
function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Whether a principal holds every permission: the console manages keys and billing, so it takes nothing less. */
export function hasAccountAccess(principal: Pick<Principal, 'permissions'>): boolean {
  return listPermissions(allPermissions).every((p) => hasPermission(principal, p));
}

export class ConsoleSessions {
  private readonly sessions: SystemScoped<ConsoleSessionRecord>;

  constructor(store: DocumentStore, private readonly apiKeys: ApiKeys) {
    this.sessions = store.systemCollection<ConsoleSessionRecord>({ name: 'console_sessions', idPrefix: 'cses', unique: [['tokenHash']], indexes: [['keyId']] });
  }

  /** Exchanges an API key with account access for a session; the token is returned here only. */
  async signIn(key: string, now = new Date()): Promise<{ token: string; session: ConsoleSession }> {
    const principal = await this.apiKeys.authenticate(key.trim(), now);
    if (!hasAccountAccess(principal)) throw new AppError(403, 'forbidden', 'the console needs a key with account access (every permission); this key has fewer');
    const token = randomToken();
    const record = await this.sessions.insert({
      orgId: principal.orgId, keyId: principal.keyId, tokenHash: hashSecret(token), csrfToken: randomToken(),
      expiresAt: new Date(now.getTime() + sessionLifetimeMs).toISOString(),
    });
    return { token, session: { id: record.id, principal, csrfToken: record.csrfToken, expiresAt: record.expiresAt } };
  }

  /** The session of a cookie's token, or a 401 AppError saying why not. An ended session is deleted on sight. */
  async authenticate(token: string, now = new Date()): Promise<ConsoleSession> {
    const record = await this.sessions.findOne({ tokenHash: hashSecret(token) });
    if (!record) throw new AppError(401, 'unauthorized', 'the console session is not valid; sign in again');
    const end = (why: string) => this.sessions.delete(record.id).then(() => { throw new AppError(401, 'unauthorized', why); });
    if (Date.parse(record.expiresAt) <= now.getTime()) return end('the console session has expired; sign in again');
    const key = await this.apiKeys.get(record.orgId, record.keyId);
    if (!key || key.revokedAt) return end('the key this console session was opened with was revoked');
    if (key.expiresAt && Date.parse(key.expiresAt) <= now.getTime()) return end('the key this console session was opened with has expired');
    return {
      id: record.id,
      principal: { orgId: record.orgId, keyId: record.keyId, permissions: key.permissions, via: 'api-key' },
      csrfToken: record.csrfToken,
      expiresAt: record.expiresAt,
    };
  }

  /** Ends a session server-side: its cookie stops working everywhere. */
  async signOut(sessionId: string): Promise<void> {
    await this.sessions.delete(sessionId);
  }
}
