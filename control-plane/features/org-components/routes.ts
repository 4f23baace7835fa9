/**
 * Tag group `components`, the org's own components: read a component's TSX source (built-ins
 * too), create one from source, eject a built-in into an org copy, and update one with PUT or
 * PATCH, both an RFC 7396 merge patch of its editable document (sent as `application/json` or
 * `application/merge-patch+json`), optionally moving one project composition's placements to the
 * new version. Listing and reading entries stay with the catalog routes (catalog.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../../shared/errors.ts';
import { ComponentId, ComponentUpdateBody, type OrgComponents, overrideFields, TsxSource } from './org-components.ts';
import { principalOf } from '../../http/auth.ts';
import { absentBodyAsEmpty, authErrors, ContractFields, ErrorEnvelope, Nullable, withContract } from '../../http/schemas.ts';

const strict = { additionalProperties: false } as const;
const Entry = Type.Object({
  id: Type.String(), name: Type.String(), category: Type.String(), kind: Type.String(), version: Type.String(),
  source: Type.String({ description: 'default (built-in) or installed (the org\'s own)' }), origin: Type.String({ description: 'repo-owned or customer-owned' }),
  ejectedFrom: Nullable(Type.String({ description: '<builtin id>@<version> the component was ejected from' })),
}, { additionalProperties: true });
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 200 }) });

const SourceView = Type.Object({
  id: Type.String(), name: Type.String(), description: Type.String(), source: Type.String(), version: Type.String(),
  tsxSource: Type.String({ description: 'the TSX module; compile it as is with POST /v1/components (give it a new id)' }),
  propSchema: Type.Object({}, { additionalProperties: true }), origin: Type.String(), ejectedFrom: Nullable(Type.String()),
  tokens: Type.Record(Type.String(), Type.String()), examples: Type.Array(Type.Unknown()), durationInFrames: Type.Integer(),
  ...ContractFields,
}, { title: 'ComponentSource' });

const UpdateView = Type.Object({
  component: Entry,
  repinned: Nullable(Type.Object({ compositionId: Type.String(), placementsMoved: Type.Integer(), etag: Type.String({ description: 'the composition\'s new ETag' }) })),
  placementsPinnedToPrevious: Type.Integer({ description: 'placements elsewhere in the org (compositions, open compose sessions, templates) still on the version before' }),
  ...ContractFields,
}, { title: 'ComponentUpdate' });

const writeErrors = { 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors };

export const componentRoutes: FastifyPluginAsyncTypebox<{ components: OrgComponents }> = async (app, { components }) => {
  // RFC 7396's own media type, parsed like JSON (this plugin's routes only).
  app.addContentTypeParser('application/merge-patch+json', { parseAs: 'string' }, app.getDefaultJsonParser('error', 'error'));

  app.get('/v1/components/:id/source', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['components'], operationId: 'getComponentSource', summary: "Read a component's TSX source (a built-in's, or a version of the org's own)",
      params: IdParams, querystring: Type.Object({ version: Type.Optional(Type.String({ maxLength: 50 })) }, strict),
      response: { 200: SourceView, 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => withContract(await components.source(principalOf(request).orgId, request.params.id, request.query.version)));

  app.post('/v1/components', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['components'], operationId: 'createComponent', summary: 'Create an org component from TSX source (version 1)',
      description: 'The source is compiled in the sandbox: a problem answers 422 component_source_invalid with details.problems ({line, column, message}). The catalog fields given override what the source defines.',
      body: Type.Object({ id: ComponentId, tsxSource: TsxSource, ...Type.Partial(Type.Object(overrideFields)).properties }, strict),
      response: { 201: Type.Object({ ...Entry.properties, ...ContractFields }, { additionalProperties: true }), ...writeErrors },
    },
  }, async (request, reply) => reply.status(201).send(withContract(await components.create(principalOf(request).orgId, request.body))));

  app.post('/v1/components/:id/eject', {
    config: { auth: 'projects:write' },
    // No body (or an empty one) takes the default id.
    preValidation: absentBodyAsEmpty,
    schema: {
      tags: ['components'], operationId: 'ejectComponent', summary: 'Eject a built-in into an org-owned copy (version 1, ejectedFrom set) that the org can update',
      params: IdParams,
      body: Type.Object({ id: Type.Optional(ComponentId) }, { ...strict, description: 'optional: the copy\'s id (default <builtin>-custom, numbered when taken)' }),
      response: { 201: Type.Object({ ...Entry.properties, ...ContractFields }, { additionalProperties: true }), ...writeErrors },
    },
  }, async (request, reply) => reply.status(201).send(withContract(await components.eject(principalOf(request).orgId, request.params.id, request.body))));

  for (const method of ['put', 'patch'] as const) {
    app[method]('/v1/components/:id', {
      config: { auth: 'projects:write' },
      schema: {
        tags: ['components'], operationId: method === 'put' ? 'replaceComponent' : 'updateComponent', summary: `Update an org component (${method.toUpperCase()} is an RFC 7396 merge patch, like ${method === 'put' ? 'PATCH' : 'PUT'}): the next version`,
        description: 'Every update makes the next immutable version. Placements keep their pinned version unless projectId (and compositionId) name a composition, whose placements of the component move to the new version in the same request. Built-ins answer 409 component_not_editable: eject them first.',
        params: IdParams, body: ComponentUpdateBody,
        response: { 200: UpdateView, ...writeErrors },
      },
    }, async (request) => {
      const { projectId, compositionId, ...patch } = request.body;
      if (compositionId !== undefined && projectId === undefined) {
        throw new AppError(400, 'validation_failed', 'compositionId needs projectId', { fields: [{ path: 'body.projectId', problem: 'is required with compositionId' }] });
      }
      const { orgId, keyId } = principalOf(request);
      const target = projectId === undefined ? undefined : { projectId, ...(compositionId !== undefined ? { compositionId } : {}), savedBy: keyId };
      return withContract(await components.update(orgId, request.params.id, patch, target));
    });
  }
};
