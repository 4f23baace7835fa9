/**
 * Tag group `api-keys`. A key may mint keys only with permissions it holds itself, and revoke
 * only keys whose permissions it holds, so no key can escalate its own privileges.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../../shared/errors.ts';
import type { Accounts } from '../accounts/accounts.ts';
import { type ApiKeys, keyView } from './api-keys.ts';
import { hasPermission, listPermissions, permissionActions, permissionResources } from '../../http/access.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';

const Action = Type.Union(permissionActions.map((a) => Type.Literal(a)));
const PermissionsSchema = Type.Object(
  Object.fromEntries(permissionResources.map((r) => [r, Type.Optional(Type.Array(Action, { minItems: 1, maxItems: 2, uniqueItems: true }))])),
  { additionalProperties: false, description: 'resource → actions, e.g. {"projects": ["read", "write"]}' },
);

export const CreateKeyBody = Type.Object({
  name: Type.String({ minLength: 1, maxLength: 200 }),
  permissions: Type.Object(PermissionsSchema.properties, { additionalProperties: false, minProperties: 1, description: `${PermissionsSchema.description}; at least one` }),
  expiresIn: Type.Optional(Type.Integer({ minimum: 1, maximum: 10 * 365 * 24 * 3600, description: 'seconds until the key expires; omit for no expiry' })),
}, { additionalProperties: false });

const KeyView = Type.Object({
  id: Type.String(), name: Type.String(), prefix: Type.String(), start: Type.String(), permissions: PermissionsSchema,
  expiresAt: Type.Union([Type.String(), Type.Null()]), revokedAt: Type.Union([Type.String(), Type.Null()]),
  lastUsedAt: Type.Union([Type.String(), Type.Null()]), createdAt: Type.String(),
}, { title: 'ApiKey' });

export const CreateKeyResponse = Type.Object({
  key: Type.String({ description: 'the full secret; shown only in this response' }),
  id: Type.String(), prefix: Type.String(), start: Type.String(),
  name: Type.String(), permissions: PermissionsSchema, expiresAt: Type.Union([Type.String(), Type.Null()]),
  ...ContractFields,
});

export const apiKeyRoutes: FastifyPluginAsyncTypebox<{ apiKeys: ApiKeys; accounts: Accounts }> = async (app, { apiKeys, accounts }) => {
  app.post('/v1/api-keys', {
    config: { auth: 'any-key' },
    schema: {
      tags: ['api-keys'], operationId: 'createApiKey', summary: 'Create an API key (the secret is returned once)',
      body: CreateKeyBody,
      response: { 201: CreateKeyResponse, 400: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const wanted = listPermissions(request.body.permissions);
    if (wanted.length === 0) throw new AppError(400, 'validation_failed', 'permissions must grant at least one action', { fields: [{ path: 'body.permissions', problem: 'must grant at least one action' }] });
    const missing = wanted.filter((p) => !hasPermission(principal, p));
    if (missing.length) throw new AppError(403, 'forbidden', `a key cannot grant permissions it lacks: ${missing.join(', ')}`, { missing });
    const org = await accounts.getOrg(principal.orgId);
    if (!org) throw new AppError(404, 'not_found', 'the org of this key no longer exists');
    const { key, record } = await apiKeys.create({ orgId: org.id, environment: org.environment, name: request.body.name, permissions: request.body.permissions, expiresIn: request.body.expiresIn });
    return reply.status(201).send(withContract({ key, id: record.id, prefix: record.prefix, start: record.start, name: record.name, permissions: record.permissions, expiresAt: record.expiresAt }));
  });

  app.get('/v1/api-keys', {
    config: { auth: 'any-key' },
    schema: { tags: ['api-keys'], operationId: 'listApiKeys', summary: "List the org's API keys (never their secrets)", querystring: Type.Object(PageQuery), response: { 200: Page(KeyView), 400: ErrorEnvelope, ...authErrors } },
  }, async (request) => {
    const page = await apiKeys.list(principalOf(request).orgId, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({ ...page, items: page.items.map(keyView) });
  });

  app.delete('/v1/api-keys/:id', {
    config: { auth: 'any-key' },
    schema: { tags: ['api-keys'], operationId: 'revokeApiKey', summary: 'Revoke an API key', params: Type.Object({ id: Type.String({ maxLength: 128 }) }), response: { 200: Type.Object({ ...KeyView.properties, ...ContractFields }), 404: ErrorEnvelope, ...authErrors } },
  }, async (request) => {
    const principal = principalOf(request);
    const target = await apiKeys.get(principal.orgId, request.params.id);
    if (!target) throw new AppError(404, 'not_found', `API key ${request.params.id} not found`);
    const missing = listPermissions(target.permissions).filter((p) => !hasPermission(principal, p));
    if (missing.length) throw new AppError(403, 'forbidden', `revoking this key needs permissions this key lacks: ${missing.join(', ')}`, { missing });
    const revoked = await apiKeys.revoke(principal.orgId, request.params.id);
    return withContract(keyView(revoked!));
  });
};
