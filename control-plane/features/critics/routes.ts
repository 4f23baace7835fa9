/**
 * Tag group `critics`. `GET /v1/critics` lists the built-in critics and the org's own (the spec's
 * Critic); an org's critics are created, read, changed and deleted at `/v1/critics[/{id}]`.
 * Built-in critics are read-only: PATCH or DELETE of one is 409 `critic_read_only`. An org
 * critic's rubric, rules, evaluator URL and signing secret are write-only: no answer shows them,
 * except the signing secret once, when an evaluator is set (`signingSecret`).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, Nullable, Page, pageBody, withContract } from '../../http/schemas.ts';
import type { BuiltinCritic } from './builtin.ts';
import type { Critics, OrgCriticInput, OrgCriticPatch, StoredOrgCritic } from './critics.ts';
import { builtinCriticView, CreateCriticBody, CriticFields, CriticView, orgCriticView, UpdateCriticBody } from './views.ts';

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
const One = Type.Object({ ...CriticFields, ...ContractFields });
const WithSecret = Type.Object({
  ...CriticFields,
  signingSecret: Nullable(Type.String({ description: "whsec_<base64>: the evaluator's Standard Webhooks signing secret, shown only in this answer (null when no new secret was issued)" })),
  ...ContractFields,
});

const view = (c: BuiltinCritic | StoredOrgCritic) => ('tier' in c ? builtinCriticView(c) : orgCriticView(c));

export const criticRoutes: FastifyPluginAsyncTypebox<{ critics: Critics }> = async (app, { critics }) => {
  app.get('/v1/critics', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['critics'], operationId: 'listCritics',
      summary: "The critics a verification can run: the built-in ones, then the org's own (one page)",
      response: { 200: Page(CriticView), ...authErrors },
    },
  }, async (request) => {
    const { builtins, org } = await critics.list(principalOf(request).orgId);
    return pageBody({ items: [...builtins.map(builtinCriticView), ...org.map(orgCriticView)], hasMore: false, nextCursor: null });
  });

  app.post('/v1/critics', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['critics'], operationId: 'createCritic',
      summary: 'Create an org critic: rules over the built-in scores, an evaluator, or both (the signing secret is shown once)',
      description: "Rules name built-in critics only (422 naming the field otherwise). An evaluatorUrl must be https on a public address (422 evaluator_url_refused otherwise) and comes with evaluatorCostCents. The rubric, rules and evaluatorUrl are write-only: no answer shows them. An org has at most 100 critics (409 limit_exceeded).",
      body: CreateCriticBody,
      response: { 201: WithSecret, 400: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const { critic, signingSecret } = await critics.create(principalOf(request).orgId, request.body as OrgCriticInput);
    return reply.status(201).send(withContract({ ...orgCriticView(critic), signingSecret }));
  });

  app.get('/v1/critics/:id', {
    config: { auth: 'projects:read' },
    schema: { tags: ['critics'], operationId: 'getCritic', summary: "Read a built-in critic or one of the org's", params: IdParams, response: { 200: One, 404: ErrorEnvelope, ...authErrors } },
  }, async (request) => withContract(view(await critics.get(principalOf(request).orgId, request.params.id))));

  app.patch('/v1/critics/:id', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['critics'], operationId: 'updateCritic',
      summary: "Change an org critic (built-in critics are read-only: 409 critic_read_only)",
      description: 'A new evaluatorUrl is checked again; an evaluator added where there was none issues a signing secret, shown in this answer only; null removes the rubric, the rules or the evaluator (the critic must keep rules or an evaluator, 422 otherwise).',
      params: IdParams, body: UpdateCriticBody,
      response: { 200: WithSecret, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const { critic, signingSecret } = await critics.update(principalOf(request).orgId, request.params.id, request.body as OrgCriticPatch);
    return withContract({ ...orgCriticView(critic), signingSecret });
  });

  app.delete('/v1/critics/:id', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['critics'], operationId: 'deleteCritic', summary: 'Delete an org critic (built-in critics are read-only: 409 critic_read_only)',
      params: IdParams, response: { 204: Type.Null({ description: 'deleted' }), 404: ErrorEnvelope, 409: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    await critics.remove(principalOf(request).orgId, request.params.id);
    return reply.status(204).send(null);
  });
};
