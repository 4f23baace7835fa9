/**
 * From outbox to endpoint, in two steps that any number of control-plane replicas may run:
 *
 * 1. The relay finds documents with pending outbox events, writes one delivery per subscribed
 *    active webhook (its id derived from event and webhook, so doing it twice writes nothing
 *    new) with the exact body to send, then clears those events from the document.
 * 2. The worker claims due deliveries with a conditional update (one replica wins each attempt),
 *    signs and POSTs them through the egress guard, and records the outcome: delivered; retried
 *    later on the backoff schedule (jittered, never sooner than the endpoint's Retry-After);
 *    `410 Gone` disables the webhook; the last failed attempt dead-letters the delivery.
 *    A replica that dies mid-attempt leaves a lease that expires, and the attempt is made again.
 *
 * Every attempt of one event carries the same `webhook-id`, so receivers can deduplicate.
 */
import { Counter, Histogram, type Registry } from '../../../shared/telemetry/prom.ts';
import { StoreError, type OrgCollection, type OrgDocMeta } from '../../store/index.ts';
import type { DocumentStore } from '../../store/index.ts';
import { EgressRefused, guardedPost } from '../../http/egress.ts';
import type { EventBody, EventName } from '../../events/events.ts';
import type { OutboxEntry, OutboxFields } from '../../events/outbox.ts';
import { signedHeaders, type StoredWebhook, type Webhooks } from './webhooks.ts';

export const deliveryStatuses = ['pending', 'sending', 'delivered', 'dead', 'gone', 'dropped'] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export interface DeliveryRecord {
  webhookId: string;
  /** The event id: the `webhook-id` header of every attempt. */
  eventId: string;
  event: EventName;
  /** The exact bytes signed and sent at every attempt. */
  body: string;
  status: DeliveryStatus;
  attempts: number;
  dueAt: string;
  leaseUntil: string | null;
  lastStatusCode: number | null;
  lastError: string | null;
  deliveredAt: string | null;
}
export type StoredDelivery = DeliveryRecord & OrgDocMeta;

/** A collection whose documents carry an outbox, and how its events become bodies. */
export interface OutboxSource {
  name: string;
  collection: OrgCollection<OutboxFields>;
  /** Completes an event's data from the document at relay time (e.g. signs links); default: as recorded. */
  describe?: (entry: OutboxEntry, doc: OutboxFields & OrgDocMeta) => Promise<Record<string, unknown>>;
}

export class WebhookMetrics {
  readonly deliveries: Counter<'outcome'>;
  readonly latency: Histogram;
  readonly deadLetters: Counter;

  constructor(registry: Registry) {
    const registers = [registry];
    this.deliveries = new Counter({ name: 'framefleet_webhook_deliveries_total', help: 'Webhook delivery attempts by outcome (delivered, retrying, gone, dead, dropped)', labelNames: ['outcome'], registers });
    this.latency = new Histogram({ name: 'framefleet_webhook_delivery_seconds', help: 'Time from sending a webhook delivery to its answer', buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30], registers });
    this.deadLetters = new Counter({ name: 'framefleet_webhook_dead_letters_total', help: 'Webhook deliveries given up after their last attempt', registers });
  }
}

export interface DeliveryOptions {
  /** Seconds before each retry; attempts = retries + 1. */
  retryDelays: number[];
  timeoutMs: number;
  /**
   * How often the relay and the worker look for work (default 250 ms). Each look that finds none
   * doubles the wait, up to four times this: an idle control plane looks once a second, and the
   * first event after a quiet spell waits at most that long.
   */
  pollMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

/** Retry-After as milliseconds from now (seconds or an HTTP date), capped at a day; null when absent or unreadable. */
export function retryAfterMs(header: string | string[] | undefined, now = Date.now()): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) return null;
  const ms = /^\d+$/.test(value.trim()) ? Number(value) * 1000 : Date.parse(value) - now;
  return Number.isFinite(ms) ? Math.min(Math.max(0, ms), 24 * 3600_000) : null;
}

/** The event's project: recorded with it, or the document's own when it belongs to one. */
function projectOf(entry: OutboxEntry, doc: OutboxFields & OrgDocMeta): { projectId?: string } {
  const projectId = entry.projectId ?? (doc as { projectId?: unknown }).projectId;
  return typeof projectId === 'string' ? { projectId } : {};
}

/** The deliveries of every webhook: what the worker sends and what the API lists. */
export class Deliveries {
  readonly collection: OrgCollection<DeliveryRecord>;

  constructor(store: DocumentStore) {
    this.collection = store.orgCollection<DeliveryRecord>({ name: 'webhook_deliveries', idPrefix: 'dlv', indexes: [['status', 'dueAt'], ['webhookId']] });
  }

  listForWebhook(orgId: string, webhookId: string, limit: number, cursor?: string) {
    return this.collection.forOrg(orgId).list({ where: { webhookId }, limit, cursor });
  }
}

export class WebhookDelivery {
  private readonly deliveries: OrgCollection<DeliveryRecord>;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(deliveries: Deliveries, private readonly webhooks: Webhooks, private readonly sources: OutboxSource[], private readonly metrics: WebhookMetrics, private readonly options: DeliveryOptions) {
    this.deliveries = deliveries.collection;
  }

  start(): void {
    const pollMs = this.options.pollMs ?? 250;
    let waitMs = pollMs;
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick().then((found) => { waitMs = found > 0 ? pollMs : Math.min(waitMs * 2, pollMs * 4); }, (err) => {
        this.options.log?.('webhook delivery tick failed', { error: (err as Error).message });
      }).finally(() => { if (!this.stopped) this.timer = setTimeout(loop, waitMs); });
    };
    // The first pass waits one poll: a control plane that has just started has its own work first
    // (a one-shot render queues its job then), and a pass scans every outbox source.
    this.timer = setTimeout(loop, pollMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }

  /** One pass of both steps (tests call it directly): the events relayed and deliveries attempted. */
  async tick(): Promise<number> {
    return await this.relay() + await this.deliverDue();
  }

  async relay(): Promise<number> {
    let relayed = 0;
    for (const source of this.sources) {
      const page = await source.collection.scanAllOrgs({ where: { outboxPending: true }, limit: 50, order: 'oldest' });
      for (const doc of page.items) relayed += await this.relayDocument(source, doc);
    }
    return relayed;
  }

  private async relayDocument(source: OutboxSource, doc: OutboxFields & OrgDocMeta): Promise<number> {
    const entries = Object.values(doc.outbox ?? {});
    for (const entry of entries) {
      const body: EventBody = {
        event: entry.event, timestamp: entry.occurredAt, ...projectOf(entry, doc),
        data: source.describe ? await source.describe(entry, doc) : entry.data,
      };
      const text = JSON.stringify(body);
      for (const webhook of await this.webhooks.subscribers(doc.orgId, entry.event)) {
        const dueAt = new Date(Date.parse(entry.occurredAt) + webhook.settleMs).toISOString();
        try {
          await this.deliveries.forOrg(doc.orgId).insert({
            webhookId: webhook.id, eventId: entry.id, event: entry.event, body: text, status: 'pending', attempts: 0, dueAt,
            leaseUntil: null, lastStatusCode: null, lastError: null, deliveredAt: null,
          }, { id: `dlv_${entry.id.slice(4)}_${webhook.id.slice(4)}` });
        } catch (err) {
          // Relayed before (a replica or an earlier pass got this far): nothing more to write.
          if (!(err instanceof StoreError && err.code === 'duplicate')) throw err;
        }
      }
    }
    // Cleared only if the document did not change meanwhile; otherwise the next pass sees the new events too.
    await source.collection.forOrg(doc.orgId).update(doc.id, { unset: entries.map((e) => `outbox.${e.id}`), set: { outboxPending: false } }, { ifVersion: doc.version });
    return entries.length;
  }

  /** Attempts the deliveries due (and those whose sender's lease lapsed); how many. */
  async deliverDue(): Promise<number> {
    const now = new Date();
    const nowIso = now.toISOString();
    const [due, stale] = await Promise.all([
      this.deliveries.scanAllOrgs({ where: { status: 'pending', dueAt: { $lte: nowIso } }, limit: 20, order: 'oldest' }),
      this.deliveries.scanAllOrgs({ where: { status: 'sending', leaseUntil: { $lt: nowIso } }, limit: 20, order: 'oldest' }),
    ]);
    const attempts = [...due.items, ...stale.items];
    await Promise.all(attempts.map((d) => this.attempt(d)));
    return attempts.length;
  }

  private async attempt(delivery: StoredDelivery): Promise<void> {
    const scope = this.deliveries.forOrg(delivery.orgId);
    const leaseUntil = new Date(Date.now() + this.options.timeoutMs + 30_000).toISOString();
    const claimed = await scope.update(delivery.id, { set: { status: 'sending', leaseUntil }, inc: { attempts: 1 } }, { ifVersion: delivery.version });
    if (claimed.status !== 'updated') return; // another replica has this attempt
    const d = claimed.doc;
    const webhook = await this.webhooks.webhooks.forOrg(d.orgId).get(d.webhookId);
    if (!webhook || !webhook.enabled || webhook.status !== 'active') {
      await scope.update(d.id, { set: { status: 'dropped', leaseUntil: null, lastError: webhook ? 'the webhook is disabled or pending verification' : 'the webhook was deleted' } });
      this.metrics.deliveries.inc({ outcome: 'dropped' });
      return;
    }
    const started = performance.now();
    let statusCode: number | null = null;
    let problem: string;
    let retryAfter: number | null = null;
    try {
      const answer = await guardedPost(this.webhooks.guard, webhook.url, d.body, signedHeaders(this.webhooks.signingSecrets(webhook), d.eventId, d.event, d.body), { timeoutMs: this.options.timeoutMs, maxResponseBytes: 4096 });
      this.metrics.latency.observe((performance.now() - started) / 1000);
      statusCode = answer.status;
      if (statusCode >= 200 && statusCode <= 299) return this.delivered(d, webhook, statusCode);
      if (statusCode === 410) return this.gone(d, webhook);
      problem = `the endpoint answered ${statusCode}`;
      retryAfter = retryAfterMs(answer.headers['retry-after']);
    } catch (err) {
      problem = err instanceof EgressRefused ? `refused: ${err.message}` : `not delivered: ${(err as Error).message}`;
    }
    await this.failed(d, webhook, statusCode, problem, retryAfter);
  }

  private async delivered(d: StoredDelivery, webhook: StoredWebhook, statusCode: number) {
    const at = new Date().toISOString();
    await this.deliveries.forOrg(d.orgId).update(d.id, { set: { status: 'delivered', leaseUntil: null, lastStatusCode: statusCode, lastError: null, deliveredAt: at } });
    await this.webhooks.webhooks.forOrg(d.orgId).update(webhook.id, { set: { lastDeliveredAt: at, consecutiveFailures: 0 } });
    this.metrics.deliveries.inc({ outcome: 'delivered' });
  }

  private async gone(d: StoredDelivery, webhook: StoredWebhook) {
    const at = new Date().toISOString();
    await this.deliveries.forOrg(d.orgId).update(d.id, { set: { status: 'gone', leaseUntil: null, lastStatusCode: 410, lastError: 'the endpoint answered 410 Gone' } });
    await this.webhooks.webhooks.forOrg(d.orgId).update(webhook.id, {
      set: { enabled: false, disabledReason: `the endpoint answered 410 Gone at ${at}`, lastFailedAt: at }, inc: { consecutiveFailures: 1 },
    });
    this.metrics.deliveries.inc({ outcome: 'gone' });
    this.options.log?.('webhook disabled: its endpoint answered 410', { webhookId: webhook.id });
  }

  private async failed(d: StoredDelivery, webhook: StoredWebhook, statusCode: number | null, problem: string, retryAfter: number | null) {
    const at = new Date();
    const delays = this.options.retryDelays;
    const last = d.attempts > delays.length;
    const jittered = last ? 0 : delays[d.attempts - 1]! * 1000 * (0.8 + 0.4 * Math.random());
    const set: Record<string, unknown> = { leaseUntil: null, lastStatusCode: statusCode, lastError: problem };
    if (last) set.status = 'dead';
    else Object.assign(set, { status: 'pending', dueAt: new Date(at.getTime() + Math.max(jittered, retryAfter ?? 0)).toISOString() });
    await this.deliveries.forOrg(d.orgId).update(d.id, { set });
    await this.webhooks.webhooks.forOrg(d.orgId).update(webhook.id, { set: { lastFailedAt: at.toISOString() }, inc: { consecutiveFailures: 1 } });
    this.metrics.deliveries.inc({ outcome: last ? 'dead' : 'retrying' });
    if (last) {
      this.metrics.deadLetters.inc();
      this.options.log?.('webhook delivery dead-lettered', { deliveryId: d.id, webhookId: webhook.id, attempts: d.attempts, problem });
    }
  }
}
