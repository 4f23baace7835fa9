/**
 * Webhook registrations: an https endpoint, the events it wants, and its signing secret.
 *
 * Activation is synchronous: creating (or re-verifying, or moving the URL of) a webhook POSTs a
 * signed `webhook.verify` challenge, and only an endpoint that answers 2xx echoing the token
 * becomes `active`; a `pending` one receives nothing. An endpoint the egress guard refuses is a
 * 422 and nothing is stored. The signing secret (`whsec_<base64>`) is shown once; the service
 * must keep it to sign, so it is stored sealed (AES-256-GCM under a deployment key), never in
 * the clear.
 */
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Webhook as StandardWebhook } from 'standardwebhooks';
import { AppError } from '../../../shared/errors.ts';
import { newId } from '../../../shared/ids.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta, Where } from '../../store/index.ts';
import { EgressGuard, EgressRefused, guardedPost } from '../../http/egress.ts';
import type { EventBody, EventName } from '../../events/events.ts';

export interface WebhookRecord {
  url: string;
  events: EventName[];
  settleMs: number;
  enabled: boolean;
  status: 'active' | 'pending';
  verification: { status: 'verified' | 'pending'; reason: string | null; checkedAt: string };
  /** The signing secret, sealed: base64 of iv ‖ tag ‖ ciphertext. */
  sealedSecret: string;
  /** After a rotation, the previous secret (sealed) keeps signing beside the new one until `previousSecretUntil`. */
  previousSealedSecret?: string | null;
  previousSecretUntil?: string | null;
  consecutiveFailures: number;
  lastDeliveredAt: string | null;
  lastFailedAt: string | null;
  /** Why delivery stopped on its own (the endpoint answered 410), or null. */
  disabledReason: string | null;
}
export type StoredWebhook = WebhookRecord & OrgDocMeta;

/**
 * What a webhook is sent: the Standard Webhooks headers over the exact body bytes. With several
 * secrets (a rotation in progress) the signature header lists one signature per secret, space
 * separated, so receivers holding either secret verify.
 */
export function signedHeaders(secrets: string | string[], messageId: string, event: EventName, body: string, at = new Date()): Record<string, string> {
  return {
    'webhook-id': messageId,
    'webhook-timestamp': String(Math.floor(at.getTime() / 1000)),
    'webhook-signature': [secrets].flat().map((s) => new StandardWebhook(s).sign(messageId, at, body)).join(' '),
    'x-framefleet-event': event,
  };
}

/** How long the previous secret keeps signing after a rotation. */
export const rotationOverlapMs = 24 * 3600_000;

/** Seals secrets the service must keep to sign with (AES-256-GCM under a deployment key): base64 of iv ‖ tag ‖ ciphertext. */
export class SecretBox {
  constructor(private readonly key: Buffer) {}

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64');
  }

  open(sealed: string): string {
    const raw = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  }
}

/** True when a challenge answer echoes the token: the raw body, or JSON `{token}` or `{challenge}`. */
export function echoesToken(body: Buffer, token: string): boolean {
  const text = body.toString('utf8').trim();
  if (text === token) return true;
  try {
    const json = JSON.parse(text) as { token?: unknown; challenge?: unknown };
    return json?.token === token || json?.challenge === token;
  } catch {
    return false;
  }
}

export interface WebhookPatch { url?: string; events?: EventName[]; settleMs?: number; enabled?: boolean }

export class Webhooks {
  readonly webhooks: OrgCollection<WebhookRecord>;
  private readonly box: SecretBox;

  constructor(store: DocumentStore, sealingKey: Buffer, readonly guard: EgressGuard, private readonly timeoutMs: number) {
    this.webhooks = store.orgCollection<WebhookRecord>({ name: 'webhooks', idPrefix: 'whk', indexes: [['status']] });
    this.box = new SecretBox(sealingKey);
  }

  secretOf(webhook: StoredWebhook): string {
    return this.box.open(webhook.sealedSecret);
  }

  /** Every secret a delivery is signed with now: the current one, and the previous one during a rotation. */
  signingSecrets(webhook: StoredWebhook, now = Date.now()): string[] {
    const previous = webhook.previousSealedSecret && webhook.previousSecretUntil && Date.parse(webhook.previousSecretUntil) > now ? [this.box.open(webhook.previousSealedSecret)] : [];
    return [this.secretOf(webhook), ...previous];
  }

  /**
   * Issues a new secret (returned this once); deliveries carry signatures by both the new and the
   * old secret for 24 hours, so receivers can switch without missing an event.
   */
  async rotateSecret(orgId: string, id: string): Promise<{ webhook: StoredWebhook; secret: string }> {
    const current = await this.get(orgId, id);
    const secret = newSecret();
    const r = await this.webhooks.forOrg(orgId).update(id, {
      set: { sealedSecret: this.box.seal(secret), previousSealedSecret: current.sealedSecret, previousSecretUntil: new Date(Date.now() + rotationOverlapMs).toISOString() },
    }, { ifVersion: current.version });
    if (r.status === 'conflict') throw new AppError(409, 'conflict', `webhook ${id} changed while rotating its secret; try again`);
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `webhook ${id} not found`);
    return { webhook: r.doc, secret };
  }

  /** Creates the webhook and runs its challenge; returns it with the secret (shown this once). */
  async create(orgId: string, input: { url: string; events: EventName[]; settleMs?: number }): Promise<{ webhook: StoredWebhook; secret: string }> {
    const url = this.refuseUnsafe(input.url);
    const id = newId('whk');
    const secret = newSecret();
    const verdict = await this.challenge(id, url, secret);
    const webhook = await this.webhooks.forOrg(orgId).insert({
      url, events: [...new Set(input.events)], settleMs: input.settleMs ?? 0, enabled: true,
      ...verdict, sealedSecret: this.box.seal(secret),
      consecutiveFailures: 0, lastDeliveredAt: null, lastFailedAt: null, disabledReason: null,
    }, { id });
    return { webhook, secret };
  }

  async get(orgId: string, id: string): Promise<StoredWebhook> {
    const webhook = await this.webhooks.forOrg(orgId).get(id);
    if (!webhook) throw new AppError(404, 'not_found', `webhook ${id} not found`);
    return webhook;
  }

  list(orgId: string, limit: number, cursor?: string) {
    return this.webhooks.forOrg(orgId).list({ limit, cursor });
  }

  /** Webhooks of the org that receive this event now: active, enabled and subscribed. */
  async subscribers(orgId: string, event: EventName): Promise<StoredWebhook[]> {
    const where: Where = { status: 'active', enabled: true };
    const out: StoredWebhook[] = [];
    let cursor: string | null = null;
    do {
      const page = await this.webhooks.forOrg(orgId).list({ where, limit: 200, cursor, order: 'oldest' });
      out.push(...page.items.filter((w) => w.events.includes(event)));
      cursor = page.nextCursor;
    } while (cursor);
    return out;
  }

  /** Changes the webhook; a new URL is challenged again before it is used. Re-enabling clears the failure count. */
  async update(orgId: string, id: string, patch: WebhookPatch): Promise<StoredWebhook> {
    const current = await this.get(orgId, id);
    const set: Record<string, unknown> = {};
    if (patch.events !== undefined) set.events = [...new Set(patch.events)];
    if (patch.settleMs !== undefined) set.settleMs = patch.settleMs;
    if (patch.enabled !== undefined) {
      set.enabled = patch.enabled;
      if (patch.enabled && !current.enabled) Object.assign(set, { consecutiveFailures: 0, disabledReason: null });
    }
    if (patch.url !== undefined && patch.url !== current.url) {
      const url = this.refuseUnsafe(patch.url);
      Object.assign(set, { url, ...(await this.challenge(id, url, this.secretOf(current))) });
    }
    if (!Object.keys(set).length) return current;
    const r = await this.webhooks.forOrg(orgId).update(id, { set });
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `webhook ${id} not found`);
    return r.doc;
  }

  /** Repeats the challenge: a pending webhook that now answers becomes active (no delete or recreate). */
  async verify(orgId: string, id: string): Promise<StoredWebhook> {
    const current = await this.get(orgId, id);
    this.refuseUnsafe(current.url);
    const verdict = await this.challenge(id, current.url, this.secretOf(current));
    const r = await this.webhooks.forOrg(orgId).update(id, { set: verdict });
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `webhook ${id} not found`);
    return r.doc;
  }

  async remove(orgId: string, id: string): Promise<StoredWebhook> {
    const r = await this.webhooks.forOrg(orgId).delete(id);
    if (r.status !== 'deleted') throw new AppError(404, 'not_found', `webhook ${id} not found`);
    return r.doc;
  }

  private refuseUnsafe(url: string): string {
    try {
      return this.guard.checkUrl(url).toString();
    } catch (err) {
      throw refusal(err as EgressRefused);
    }
  }

  /**
   * POSTs the signed challenge and judges the answer. Refused egress (a name resolving to a
   * private address, a redirect to one) is the caller's error: 422, nothing recorded.
   */
  private async challenge(webhookId: string, url: string, secret: string): Promise<Pick<WebhookRecord, 'status' | 'verification'>> {
    const token = randomBytes(18).toString('base64url');
    const body = JSON.stringify({ event: 'webhook.verify', timestamp: new Date().toISOString(), data: { webhookId, token } } satisfies EventBody);
    const checkedAt = new Date().toISOString();
    const pending = (reason: string) => ({ status: 'pending' as const, verification: { status: 'pending' as const, reason, checkedAt } });
    let answer;
    try {
      answer = await guardedPost(this.guard, url, body, signedHeaders(secret, newId('msg'), 'webhook.verify', body), { timeoutMs: this.timeoutMs });
    } catch (err) {
      if (err instanceof EgressRefused) throw refusal(err);
      return pending(`the endpoint could not be reached: ${(err as Error).message}`);
    }
    if (answer.status < 200 || answer.status > 299) return pending(`the endpoint answered ${answer.status} to the challenge`);
    if (!echoesToken(answer.body, token)) return pending('the endpoint answered 2xx without echoing data.token (send it back as the raw body, or as JSON {"token": ...} or {"challenge": ...})');
    return { status: 'active', verification: { status: 'verified', reason: null, checkedAt } };
  }
}

/** A new Standard Webhooks signing secret, `whsec_<base64 of 24 random bytes>`. */
export function newSecret(): string {
  return `whsec_${randomBytes(24).toString('base64')}`;
}

function refusal(err: EgressRefused): AppError {
  return new AppError(422, 'webhook_url_refused', `the webhook URL is not allowed: ${err.message}`, { fields: [{ path: 'body.url', problem: err.message }] });
}
