/**
 * Tag group `webhooks`. Creating one runs its signed `webhook.verify` challenge before answering
 * (`status: active` or `pending` with `verification.reason`) and shows the signing secret once.
 * URLs pass the egress guard (https, public addresses) or the call is a 422 that stores nothing.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../http/auth.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, Nullable, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';
import { deliveryStatuses, type Deliveries, type StoredDelivery } from './delivery.ts';
import { EventEnvelope, eventContract, type EventName, eventNames, subscribableEvents } from '../../events/events.ts';
import type { StoredWebhook, Webhooks } from './webhooks.ts';

const EventNameSchema = Type.Union(subscribableEvents.map((e) => Type.Literal(e)));
const Url = Type.String({ minLength: 1, maxLength: 2048, description: 'https endpoint on a public address' });
const SettleMs = Type.Integer({ minimum: 0, maximum: 3_600_000, description: 'delay before the first delivery attempt of each event, in ms (default 0)' });
const Events = Type.Array(EventNameSchema, { minItems: 1, maxItems: subscribableEvents.length, uniqueItems: true });

const WebhookView = Type.Object({
  id: Type.String(), url: Type.String(), events: Type.Array(Type.String()), settleMs: Type.Integer(), enabled: Type.Boolean(),
  status: Type.Union([Type.Literal('active'), Type.Literal('pending')]),
  verificationStatus: Type.Union([Type.Literal('verified'), Type.Literal('pending')]),
  verification: Type.Object({ status: Type.Union([Type.Literal('verified'), Type.Literal('pending')]), reason: Nullable(Type.String()) }),
  disabledReason: Nullable(Type.String({ description: 'why delivery stopped on its own (the endpoint answered 410)' })),
  createdAt: Type.String(), lastDeliveredAt: Nullable(Type.String()), lastFailedAt: Nullable(Type.String()), consecutiveFailures: Type.Integer(),
}, { title: 'Webhook' });

const CreateResponse = Type.Object({
  id: Type.String(), url: Type.String(), events: Type.Array(Type.String()), settleMs: Type.Integer(), enabled: Type.Boolean(),
  status: Type.Union([Type.Literal('active'), Type.Literal('pending')]),
  secret: Type.String({ description: 'whsec_<base64>: the signing secret, shown only in this response' }),
  verification: Type.Object({ status: Type.Union([Type.Literal('verified'), Type.Literal('pending')]), reason: Nullable(Type.String()) }),
  ...ContractFields,
});

const DeliveryView = Type.Object({
  id: Type.String(), eventId: Type.String({ description: 'the webhook-id header of every attempt' }), event: Type.String(),
  status: Type.Union(deliveryStatuses.map((s) => Type.Literal(s))), attempts: Type.Integer(), dueAt: Type.String(),
  lastStatusCode: Nullable(Type.Integer()), lastError: Nullable(Type.String()), deliveredAt: Nullable(Type.String()), createdAt: Type.String(),
}, { title: 'WebhookDelivery' });

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });

function view(w: StoredWebhook) {
  return {
    id: w.id, url: w.url, events: w.events, settleMs: w.settleMs, enabled: w.enabled, status: w.status,
    verificationStatus: w.verification.status, verification: { status: w.verification.status, reason: w.verification.reason }, disabledReason: w.disabledReason,
    createdAt: w.createdAt, lastDeliveredAt: w.lastDeliveredAt, lastFailedAt: w.lastFailedAt, consecutiveFailures: w.consecutiveFailures,
  };
}

function deliveryView(d: StoredDelivery) {
  return {
    id: d.id, eventId: d.eventId, event: d.event, status: d.status, attempts: d.attempts, dueAt: d.dueAt,
    lastStatusCode: d.lastStatusCode, lastError: d.lastError, deliveredAt: d.deliveredAt, createdAt: d.createdAt,
  };
}

export const webhookRoutes: FastifyPluginAsyncTypebox<{ webhooks: Webhooks; deliveries: Deliveries }> = async (app, { webhooks, deliveries }) => {
  const one = { 200: Type.Object({ ...WebhookView.properties, ...ContractFields }), 404: ErrorEnvelope, ...authErrors };

  app.post('/v1/webhooks', {
    config: { auth: 'webhooks:write' },
    schema: {
      tags: ['webhooks'], operationId: 'createWebhook', summary: 'Register a webhook (runs the signed verification challenge; the secret is shown once)',
      body: Type.Object({ url: Url, events: Events, settleMs: Type.Optional(SettleMs) }, { additionalProperties: false }),
      response: { 201: CreateResponse, 400: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const { webhook, secret } = await webhooks.create(principalOf(request).orgId, request.body as { url: string; events: EventName[]; settleMs?: number });
    return reply.status(201).send(withContract({
      id: webhook.id, url: webhook.url, events: webhook.events, settleMs: webhook.settleMs, enabled: webhook.enabled, status: webhook.status,
      secret, verification: { status: webhook.verification.status, reason: webhook.verification.reason },
    }));
  });

  app.get('/v1/webhooks', {
    config: { auth: 'webhooks:read' },
    schema: { tags: ['webhooks'], operationId: 'listWebhooks', summary: "List the org's webhooks", querystring: Type.Object(PageQuery), response: { 200: Page(WebhookView), 400: ErrorEnvelope, ...authErrors } },
  }, async (request) => {
    const page = await webhooks.list(principalOf(request).orgId, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({ ...page, items: page.items.map(view) });
  });

  app.get('/v1/webhooks/events', {
    config: { auth: 'any-key' },
    schema: {
      tags: ['webhooks'], operationId: 'listWebhookEvents', summary: 'The event contract: every event, what emits it, its data shape, and how deliveries are signed',
      response: {
        200: Type.Object({
          events: Type.Array(Type.Object({ name: Type.String(), subscribable: Type.Boolean(), emittedBy: Type.String(), data: Type.Unknown() })),
          body: Type.Unknown(),
          headers: Type.Record(Type.String(), Type.String()),
          ...ContractFields,
        }),
        ...authErrors,
      },
    },
  }, async () => withContract({
    events: eventNames.map((name) => ({ name, subscribable: (subscribableEvents as string[]).includes(name), emittedBy: eventContract[name].emittedBy, data: eventContract[name].data })),
    body: EventEnvelope,
    headers: {
      'webhook-id': 'the event id: the same on every attempt of one event (deduplicate on it)',
      'webhook-timestamp': 'Unix seconds of this attempt',
      'webhook-signature': 'v1,<base64 HMAC-SHA256 of "{webhook-id}.{webhook-timestamp}.{raw body}" keyed with the base64-decoded part of the whsec_ secret> (Standard Webhooks)',
      'x-framefleet-event': 'the event name',
    },
  }));

  app.get('/v1/webhooks/:id', {
    config: { auth: 'webhooks:read' },
    schema: { tags: ['webhooks'], operationId: 'getWebhook', summary: 'Read a webhook and its delivery health', params: IdParams, response: one },
  }, async (request) => withContract(view(await webhooks.get(principalOf(request).orgId, request.params.id))));

  app.patch('/v1/webhooks/:id', {
    config: { auth: 'webhooks:write' },
    schema: {
      tags: ['webhooks'], operationId: 'updateWebhook', summary: 'Change a webhook (a new URL is challenged again; enabling clears the failure count)', params: IdParams,
      body: Type.Object({ url: Type.Optional(Url), events: Type.Optional(Events), settleMs: Type.Optional(SettleMs), enabled: Type.Optional(Type.Boolean()) }, { additionalProperties: false }),
      response: { ...one, 400: ErrorEnvelope, 422: ErrorEnvelope },
    },
  }, async (request) => withContract(view(await webhooks.update(principalOf(request).orgId, request.params.id, request.body as { url?: string; events?: EventName[] }))));

  app.delete('/v1/webhooks/:id', {
    config: { auth: 'webhooks:write' },
    schema: { tags: ['webhooks'], operationId: 'deleteWebhook', summary: 'Delete a webhook (its pending deliveries are dropped)', params: IdParams, response: one },
  }, async (request) => withContract(view(await webhooks.remove(principalOf(request).orgId, request.params.id))));

  app.post('/v1/webhooks/:id/verify', {
    config: { auth: 'webhooks:write' },
    schema: { tags: ['webhooks'], operationId: 'verifyWebhook', summary: 'Repeat the verification challenge (a pending webhook that answers becomes active)', params: IdParams, response: { ...one, 422: ErrorEnvelope } },
  }, async (request) => withContract(view(await webhooks.verify(principalOf(request).orgId, request.params.id))));

  app.post('/v1/webhooks/:id/rotate-secret', {
    config: { auth: 'webhooks:write' },
    schema: {
      tags: ['webhooks'], operationId: 'rotateWebhookSecret', summary: 'Issue a new signing secret (shown once); for 24 hours deliveries are signed with both the new and the previous one',
      params: IdParams,
      response: { 200: Type.Object({ id: Type.String(), secret: Type.String(), previousSecretValidUntil: Type.String(), ...ContractFields }), 404: ErrorEnvelope, 409: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const { webhook, secret } = await webhooks.rotateSecret(principalOf(request).orgId, request.params.id);
    return withContract({ id: webhook.id, secret, previousSecretValidUntil: webhook.previousSecretUntil! });
  });

  app.get('/v1/webhooks/:id/deliveries', {
    config: { auth: 'webhooks:read' },
    schema: {
      tags: ['webhooks'], operationId: 'listWebhookDeliveries', summary: "A webhook's deliveries, newest first: attempts, last answer, dead letters", params: IdParams,
      querystring: Type.Object(PageQuery), response: { 200: Page(DeliveryView), 400: ErrorEnvelope, 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const { orgId } = principalOf(request);
    await webhooks.get(orgId, request.params.id);
    const page = await deliveries.listForWebhook(orgId, request.params.id, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({ ...page, items: page.items.map(deliveryView) });
  });
};
