/**
 * The operator API, `/operator/v1`: the controls of whoever runs this deployment for others.
 * Outside every org's credentials: only the operator token passes (see operator-token.ts); an
 * org's API key, access token or console cookie is refused 401 like any other wrong token.
 * Without FRAMEFLEET_OPERATOR_TOKEN_SHA256 every operator route answers 503 naming the setting.
 *
 * The routes declare their schemas like every other (validation, serialization, error
 * envelopes) but stay out of the public OpenAPI document (`hide`): that document is what org
 * clients are generated from, and an org has no use for operations it can never call. They have
 * a document of their own, `GET /operator/v1/openapi.json`, made from the same schemas.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import { clampPageSize, ContractFields, ErrorEnvelope, literals, Nullable, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';
import { type PlanId, planIds } from '../accounts/plans.ts';
import { keyView } from '../api-keys/api-keys.ts';
import type { Operator } from './operator.ts';
import { verifyOperatorToken } from './operator-token.ts';
import { OperatorDocument } from './operator-document.ts';
import { productVersion } from '../../../shared/version.ts';
import { auditEntryView, AuditEntryView, OperatorOrg, operatorOrgView, OrgUsageEntry, OrgUsageView, usageCsv } from './views.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator token's id on an operator route (set by its hook). */
    operatorId: string | null;
  }
}

export const operatorPrefix = '/operator/v1';
export const operatorTokenSetting = 'FRAMEFLEET_OPERATOR_TOKEN_SHA256';

const bearer = /^Bearer ([^\s]+)$/;

/** For a route whose body is optional: no body (or an empty one) is read as `{}`. */
async function noBodyIsEmpty(request: FastifyRequest) {
  if (request.body === undefined) request.body = {};
}

function operatorOf(request: FastifyRequest): string {
  if (!request.operatorId) throw new AppError(401, 'unauthorized', 'the operator API needs the operator token');
  return request.operatorId;
}

const operatorErrors = { 400: ErrorEnvelope, 401: ErrorEnvelope, 503: ErrorEnvelope };
const OrgParams = Type.Object({ id: Type.String({ maxLength: 128 }) });
/** A plan id, as an enum: a wrong one is told the allowed values in one message. */
const PlanIdSchema = Type.Unsafe<PlanId>({ type: 'string', enum: [...planIds], description: 'a plan of the plans file' });
const Reason = Type.String({ minLength: 1, maxLength: 500, description: 'why, in words the audit log keeps' });
const OrgBody = Type.Object({ ...OperatorOrg.properties, ...ContractFields });
const Permissions = Type.Record(Type.String(), Type.Array(Type.String()), { description: 'resource → actions' });
const KeyView = Type.Object({
  id: Type.String(), name: Type.String(), prefix: Type.String(), start: Type.String(), permissions: Permissions,
  expiresAt: Nullable(Type.String()), revokedAt: Nullable(Type.String()), lastUsedAt: Nullable(Type.String()), createdAt: Type.String(),
});
const NewKey = Type.Object({
  key: Type.String({ description: 'the full secret; shown only in this response' }),
  id: Type.String(), prefix: Type.String(), start: Type.String(), name: Type.String(), permissions: Permissions, expiresAt: Nullable(Type.String()),
});

export const operatorRoutes: FastifyPluginAsyncTypebox<{ operator: Operator; tokenHashes: readonly string[] }> = async (app, { operator, tokenHashes }) => {
  app.decorateRequest('operatorId', null);
  app.addHook('onRequest', async (request, reply) => {
    if (tokenHashes.length === 0) {
      throw new AppError(503, 'operator_api_not_configured', `the operator API is off: set ${operatorTokenSetting} to the SHA-256 of an operator token (framefleet admin token makes one)`, { setting: operatorTokenSetting });
    }
    const match = bearer.exec(request.headers.authorization ?? '');
    const operatorId = match ? verifyOperatorToken(match[1]!, tokenHashes) : null;
    if (!operatorId) {
      reply.header('www-authenticate', 'Bearer realm="operator"');
      throw new AppError(401, 'unauthorized', 'the operator API needs the operator token as "Authorization: Bearer <token>"');
    }
    request.operatorId = operatorId;
  });
  // Never cached: every answer is about money and access.
  app.addHook('onSend', async (_request, reply) => { reply.header('cache-control', 'no-store'); });

  const document = new OperatorDocument();
  app.addHook('onRoute', document.collect);
  const tags = ['operator'];
  app.get(`${operatorPrefix}/orgs`, {
    schema: {
      hide: true, tags, operationId: 'operatorListOrgs', summary: 'List orgs, newest first, or find them',
      description: '`q` finds orgs instead of listing: an org id, an org name, an API key\'s shown start (svc_live_AbCd), or a payer address; the matches come in one page.',
      querystring: Type.Object({
        ...PageQuery,
        q: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        plan: Type.Optional(PlanIdSchema),
        status: Type.Optional(literals(['active', 'suspended'] as const)),
      }, { additionalProperties: false }),
      response: { 200: Page(OperatorOrg), ...operatorErrors },
    },
  }, async (request) => {
    const { q, plan, status, limit, cursor } = request.query;
    if (q !== undefined) {
      const found = await operator.findOrgs(q);
      return pageBody({ items: found.map(operatorOrgView), hasMore: false, nextCursor: null });
    }
    const page = await operator.listOrgs({ planId: plan, suspended: status === undefined ? undefined : status === 'suspended' }, clampPageSize(limit), cursor);
    return pageBody({ ...page, items: page.items.map(operatorOrgView) });
  });

  app.post(`${operatorPrefix}/orgs`, {
    schema: {
      hide: true, tags, operationId: 'operatorCreateOrg', summary: 'Create an org with its first API key (the secret is returned once)',
      body: Type.Object({
        name: Type.String({ minLength: 1, maxLength: 200, pattern: '\\S' }),
        displayName: Type.Optional(Nullable(Type.String({ maxLength: 200 }))),
        planId: Type.Optional(PlanIdSchema),
        environment: Type.Optional(literals(['live', 'test'] as const)),
        credits: Type.Optional(Type.Integer({ minimum: 0, maximum: 100_000_000, description: 'initial credits (default 0)' })),
        keyName: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
        reason: Type.Optional(Reason),
      }, { additionalProperties: false }),
      response: { 201: Type.Object({ org: OperatorOrg, key: NewKey, ...ContractFields }), 409: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request, reply) => {
    const { org, key, record } = await operator.createOrg(operatorOf(request), request.body);
    return reply.status(201).send(withContract({
      org: operatorOrgView(org),
      key: { key, id: record.id, prefix: record.prefix, start: record.start, name: record.name, permissions: record.permissions, expiresAt: record.expiresAt },
    }));
  });

  app.get(`${operatorPrefix}/orgs/:id`, {
    schema: { hide: true, tags, operationId: 'operatorGetOrg', summary: 'Read an org: plan, limits, wallet, suspension', params: OrgParams, response: { 200: OrgBody, 404: ErrorEnvelope, ...operatorErrors } },
  }, async (request) => withContract(operatorOrgView(await operator.org(request.params.id))));

  app.put(`${operatorPrefix}/orgs/:id/plan`, {
    schema: {
      hide: true, tags, operationId: 'operatorSetOrgPlan', summary: "Set an org's plan (its billing periods renew from now)",
      params: OrgParams, body: Type.Object({ planId: PlanIdSchema, reason: Type.Optional(Reason) }, { additionalProperties: false }),
      response: { 200: OrgBody, 404: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request) => withContract(operatorOrgView(await operator.setPlan(operatorOf(request), request.params.id, request.body.planId, request.body.reason ?? null))));

  app.put(`${operatorPrefix}/orgs/:id/limits`, {
    schema: {
      hide: true, tags, operationId: 'operatorSetOrgLimits', summary: "Set an org's limits over its plan's: storage, generation cap, per-generation ceiling, monthly spend ceiling",
      description: 'Each limit given replaces the plan\'s for this org; null removes the override (the plan\'s applies again, or no monthly ceiling); one left out is unchanged. Enforced where the spend happens: uploads and imports (storage), generations (cap and per-call ceiling), every hold of wallet credits (the monthly spend ceiling: 402 spend_ceiling_reached).',
      params: OrgParams,
      body: Type.Object({
        storageGb: Type.Optional(Nullable(Type.Number({ minimum: 0, maximum: 1e6 }))),
        generationCapCents: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1e9, description: 'lifetime cap on generation spend, cents of provider cost' }))),
        generateMediaUsdPerCall: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0, maximum: 1e6, description: 'largest single generation estimate, USD' }))),
        monthlySpendCredits: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 1e10, description: 'wallet credits held or charged per billing period, at most' }))),
        reason: Type.Optional(Reason),
      }, { additionalProperties: false, minProperties: 1 }),
      response: { 200: OrgBody, 404: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request) => {
    const { reason, ...limits } = request.body;
    return withContract(operatorOrgView(await operator.setLimits(operatorOf(request), request.params.id, limits, reason ?? null)));
  });

  const creditsBody = Type.Object({ credits: Type.Integer({ minimum: 1, maximum: 100_000_000, description: 'credits (1 credit = 1 US cent)' }), reason: Reason }, { additionalProperties: false });
  const creditsResponse = Type.Object({ org: OperatorOrg, repeated: Type.Boolean({ description: 'true when an earlier request with this Idempotency-Key already moved the credits' }), ...ContractFields });
  const idempotencyHeader = Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) });
  app.post(`${operatorPrefix}/orgs/:id/credits/grants`, {
    schema: {
      hide: true, tags, operationId: 'operatorGrantCredits', summary: "Grant credits to an org's wallet, with a reason (on its ledger and in the audit log)",
      params: OrgParams, headers: idempotencyHeader, body: creditsBody, response: { 200: creditsResponse, 404: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request) => {
    const r = await operator.moveCredits(operatorOf(request), request.params.id, request.body.credits, request.body.reason, request.headers['idempotency-key']);
    return withContract({ org: operatorOrgView(r.org), repeated: r.repeated });
  });

  app.post(`${operatorPrefix}/orgs/:id/credits/take-backs`, {
    schema: {
      hide: true, tags, operationId: 'operatorTakeBackCredits', summary: "Take credits back from an org's wallet, with a reason; never what its work in progress holds",
      description: 'Only available credits can be taken: asking for more answers 409 insufficient_credits naming what is available, and nothing moves.',
      params: OrgParams, headers: idempotencyHeader, body: creditsBody, response: { 200: creditsResponse, 404: ErrorEnvelope, 409: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request) => {
    const r = await operator.moveCredits(operatorOf(request), request.params.id, -request.body.credits, request.body.reason, request.headers['idempotency-key']);
    return withContract({ org: operatorOrgView(r.org), repeated: r.repeated });
  });

  app.post(`${operatorPrefix}/orgs/:id/suspend`, {
    schema: {
      hide: true, tags, operationId: 'operatorSuspendOrg', summary: 'Suspend an org: its requests get 403 org_suspended and its queued and running renders are cancelled, charged nothing',
      params: OrgParams, body: Type.Object({ reason: Reason }, { additionalProperties: false }),
      response: { 200: Type.Object({ org: OperatorOrg, cancelledRenders: Type.Array(Type.String()), ...ContractFields }), 404: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request) => {
    const r = await operator.suspend(operatorOf(request), request.params.id, request.body.reason);
    return withContract({ org: operatorOrgView(r.org), cancelledRenders: r.cancelledRenders });
  });

  app.post(`${operatorPrefix}/orgs/:id/resume`, {
    preValidation: noBodyIsEmpty,
    schema: {
      hide: true, tags, operationId: 'operatorResumeOrg', summary: 'Resume a suspended org: its credentials work again',
      params: OrgParams, 'x-body-optional': true, body: Type.Object({ reason: Type.Optional(Reason) }, { additionalProperties: false }),
      response: { 200: OrgBody, 404: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request) => withContract(operatorOrgView(await operator.resume(operatorOf(request), request.params.id, request.body.reason ?? null))));

  app.get(`${operatorPrefix}/orgs/:id/keys`, {
    schema: {
      hide: true, tags, operationId: 'operatorListOrgKeys', summary: "List an org's API keys (never their secrets)",
      params: OrgParams, querystring: Type.Object(PageQuery), response: { 200: Page(KeyView), 404: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request) => {
    const page = await operator.listKeys(request.params.id, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({ ...page, items: page.items.map(keyView) });
  });

  app.post(`${operatorPrefix}/orgs/:id/keys/:keyId/revoke`, {
    preValidation: noBodyIsEmpty,
    schema: {
      hide: true, tags, operationId: 'operatorRevokeKey', summary: "Revoke one of an org's API keys",
      params: Type.Object({ id: Type.String({ maxLength: 128 }), keyId: Type.String({ maxLength: 128 }) }),
      'x-body-optional': true, body: Type.Object({ reason: Type.Optional(Reason) }, { additionalProperties: false }),
      response: { 200: Type.Object({ ...KeyView.properties, ...ContractFields }), 404: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request) => withContract(await operator.revokeKey(operatorOf(request), request.params.id, request.params.keyId, request.body.reason ?? null)));

  const Month = Type.String({ pattern: '^\\d{4}-(0[1-9]|1[0-2])$', description: 'YYYY-MM, UTC (default: this month)' });
  const Format = literals(['json', 'csv'] as const);
  const thisMonth = () => new Date().toISOString().slice(0, 7);
  const wantsCsv = (request: FastifyRequest<{ Querystring: { format?: 'json' | 'csv' } }>) =>
    request.query.format === 'csv' || (request.query.format === undefined && /\btext\/csv\b/.test(request.headers.accept ?? ''));
  const sendCsv = (reply: FastifyReply, filename: string, body: string) =>
    reply.header('content-type', 'text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`).serializer((text: string) => text).send(body);

  app.get(`${operatorPrefix}/orgs/:id/usage`, {
    schema: {
      hide: true, tags, operationId: 'operatorExportOrgUsage', summary: "Export an org's usage in a calendar month, as JSON or CSV",
      description: 'CSV with format=csv or Accept: text/csv: one row per feature charged (units, credits, USD), then the totals charged, granted and taken back.',
      params: OrgParams,
      querystring: Type.Object({ month: Type.Optional(Month), format: Type.Optional(Format) }, { additionalProperties: false }),
      response: { 200: OrgUsageView, 404: ErrorEnvelope, ...operatorErrors },
    },
  }, async (request, reply) => {
    const usage = await operator.usage(request.params.id, request.query.month ?? thisMonth());
    if (!wantsCsv(request)) return withContract(usage);
    return sendCsv(reply, `usage-${usage.orgId}-${usage.month}.csv`, usageCsv([usage]));
  });

  app.get(`${operatorPrefix}/usage`, {
    schema: {
      hide: true, tags, operationId: 'operatorExportUsage', summary: "Export every org's usage in a calendar month, a page of orgs at a time, as JSON or CSV",
      description: 'The orgs are paged as GET /operator/v1/orgs pages them. CSV (format=csv or Accept: text/csv) has the rows of the page\'s orgs; the next page\'s cursor is in the x-next-cursor header.',
      querystring: Type.Object({ ...PageQuery, month: Type.Optional(Month), format: Type.Optional(Format) }, { additionalProperties: false }),
      response: { 200: Page(OrgUsageEntry), ...operatorErrors },
    },
  }, async (request, reply) => {
    const month = request.query.month ?? thisMonth();
    const page = await operator.usageOfOrgs(month, clampPageSize(request.query.limit), request.query.cursor);
    if (!wantsCsv(request)) return pageBody(page);
    if (page.nextCursor) reply.header('x-next-cursor', page.nextCursor);
    return sendCsv(reply, `usage-${month}.csv`, usageCsv(page.items));
  });

  app.get(`${operatorPrefix}/openapi.json`, {
    schema: { hide: true, tags, summary: "The operator API's OpenAPI 3.1 document", response: { 200: Type.Object({}, { additionalProperties: true }), ...operatorErrors } },
  }, async () => document.document(productVersion));

  app.get(`${operatorPrefix}/audit`, {
    schema: {
      hide: true, tags, operationId: 'operatorListAudit', summary: "The operator audit log, newest first: every operator action, of one org or all",
      querystring: Type.Object({ ...PageQuery, orgId: Type.Optional(Type.String({ maxLength: 128 })) }, { additionalProperties: false }),
      response: { 200: Page(AuditEntryView), ...operatorErrors },
    },
  }, async (request) => {
    const page = await operator.auditLog({ orgId: request.query.orgId }, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({ ...page, items: page.items.map(auditEntryView) });
  });
};
