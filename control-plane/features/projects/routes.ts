/**
 * Tag groups `projects` and `compositions`. A project's active composition is read with its ETag
 * and replaced only with `If-Match` naming that ETag (428 without it, 412 when stale). Composition
 * documents are checked by the composition schema; every bad field comes back in one 422.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { compositionEtag, type Projects, type StoredProject } from './projects.ts';
import { CompositionDocument, CompositionView, compositionView } from './views.ts';
import type { MediaLibrary } from '../media/media.ts';
import { principalOf, requirePermission } from '../../http/auth.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';

const ProjectView = Type.Object({
  id: Type.String(), projectId: Type.String(), name: Type.String(), description: Type.Union([Type.String(), Type.Null()]),
  compositionId: Type.String(), createdAt: Type.String(), updatedAt: Type.String(),
}, { title: 'Project' });

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });

function projectView(p: StoredProject) {
  return { id: p.id, projectId: p.id, name: p.name, description: p.description, compositionId: p.activeCompositionId, createdAt: p.createdAt, updatedAt: p.updatedAt };
}

const notFound = { 404: ErrorEnvelope };

export const projectRoutes: FastifyPluginAsyncTypebox<{ projects: Projects; media: MediaLibrary }> = async (app, { projects, media }) => {
  app.post('/v1/workspaces', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['workspace'], operationId: 'createWorkspace', summary: 'Mint a workspace: a project, and the import of its source video from a URL, in one request (needs media:write too)',
      description: 'The import runs in the background: poll GET /v1/media/{mediaId} (or the media.completed webhook).',
      body: Type.Object({
        sourceUrl: Type.String({ minLength: 1, maxLength: 4096, description: 'https URL of the source video' }),
        name: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'project name (default: the file name)' })),
      }, { additionalProperties: false }),
      response: { 202: Type.Object({ projectId: Type.String(), mediaId: Type.String(), ...ContractFields }), 400: ErrorEnvelope, 413: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    requirePermission(principal, 'media:write');
    // The URL is checked (and the import started) first: a refused URL creates nothing.
    const item = await media.startImport(principal.orgId, { url: request.body.sourceUrl });
    const { project } = await projects.create(principal.orgId, { name: request.body.name ?? item.name }, principal.keyId);
    return reply.status(202).send(withContract({ projectId: project.id, mediaId: item.id }));
  });

  app.post('/v1/projects', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['projects'], operationId: 'createProject', summary: 'Create a project (with an empty composition unless one is given)',
      body: Type.Object({
        name: Type.String({ minLength: 1, maxLength: 200 }),
        description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])),
        composition: Type.Optional(CompositionDocument),
      }, { additionalProperties: false }),
      response: { 201: Type.Object({ ...ProjectView.properties, composition: CompositionView, ...ContractFields }), 400: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const { project, composition } = await projects.create(principal.orgId, request.body, principal.keyId);
    reply.header('etag', compositionEtag(composition));
    return reply.status(201).send(withContract({ ...projectView(project), composition: compositionView(composition) }));
  });

  app.get('/v1/projects', {
    config: { auth: 'projects:read' },
    schema: { tags: ['projects'], operationId: 'listProjects', summary: 'List projects, newest first', querystring: Type.Object(PageQuery), response: { 200: Page(ProjectView), 400: ErrorEnvelope, ...authErrors } },
  }, async (request) => {
    const page = await projects.list(principalOf(request).orgId, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({ ...page, items: page.items.map(projectView) });
  });

  app.get('/v1/projects/:id', {
    config: { auth: 'projects:read' },
    schema: { tags: ['projects'], operationId: 'getProject', summary: 'Read a project', params: IdParams, response: { 200: Type.Object({ ...ProjectView.properties, ...ContractFields }), ...notFound, ...authErrors } },
  }, async (request) => withContract(projectView(await projects.get(principalOf(request).orgId, request.params.id))));

  app.patch('/v1/projects/:id', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['projects'], operationId: 'updateProject', summary: 'Rename or describe a project', params: IdParams,
      body: Type.Object({ name: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })), description: Type.Optional(Type.Union([Type.String({ maxLength: 2000 }), Type.Null()])) }, { additionalProperties: false }),
      response: { 200: Type.Object({ ...ProjectView.properties, ...ContractFields }), 400: ErrorEnvelope, ...notFound, ...authErrors },
    },
  }, async (request) => withContract(projectView(await projects.update(principalOf(request).orgId, request.params.id, request.body))));

  app.delete('/v1/projects/:id', {
    config: { auth: 'projects:write' },
    schema: { tags: ['projects'], operationId: 'deleteProject', summary: 'Delete a project and its composition', params: IdParams, response: { 200: Type.Object({ ...ProjectView.properties, ...ContractFields }), ...notFound, ...authErrors } },
  }, async (request) => withContract(projectView(await projects.remove(principalOf(request).orgId, request.params.id))));

  app.get('/v1/projects/:id/composition', {
    config: { auth: 'projects:read' },
    schema: { tags: ['compositions'], operationId: 'getProjectComposition', summary: "Read a project's active composition (ETag header)", params: IdParams, response: { 200: Type.Object({ ...CompositionView.properties, ...ContractFields }), ...notFound, ...authErrors } },
  }, async (request, reply) => {
    const composition = await projects.activeComposition(principalOf(request).orgId, request.params.id);
    reply.header('etag', compositionEtag(composition));
    return withContract(compositionView(composition));
  });

  app.put('/v1/projects/:id/composition', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['compositions'], operationId: 'replaceProjectComposition', summary: "Replace a project's active composition (If-Match required)", params: IdParams,
      headers: Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 300 })) }),
      body: Type.Object({ composition: CompositionDocument }, { additionalProperties: false }),
      response: { 200: Type.Object({ ...CompositionView.properties, ...ContractFields }), 400: ErrorEnvelope, ...notFound, 412: ErrorEnvelope, 422: ErrorEnvelope, 428: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const { orgId, keyId } = principalOf(request);
    const composition = await projects.replaceComposition(orgId, request.params.id, request.headers['if-match'], request.body.composition, { source: 'api', savedBy: keyId });
    reply.header('etag', compositionEtag(composition));
    return withContract(compositionView(composition));
  });

  app.get('/v1/compositions/:id', {
    config: { auth: 'projects:read' },
    schema: { tags: ['compositions'], operationId: 'getComposition', summary: 'Read a composition by id (ETag header)', params: IdParams, response: { 200: Type.Object({ ...CompositionView.properties, ...ContractFields }), ...notFound, ...authErrors } },
  }, async (request, reply) => {
    const composition = await projects.getComposition(principalOf(request).orgId, request.params.id);
    reply.header('etag', compositionEtag(composition));
    return withContract(compositionView(composition));
  });
};
