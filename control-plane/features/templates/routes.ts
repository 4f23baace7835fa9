/**
 * Tag group `templates`. A template is published under a slug (again: the next version), read by
 * id or by slug (newest, or `?version=`), applied to a project (its active composition is replaced
 * by the bound timeline) or rendered straight to MP4 without a project. While a `{url}` import or
 * a sample copy is not complete, apply and render answer 202 with `pendingMediaIds` and do
 * nothing else: call again once those items are ready. The skill `templates` walks through it.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { apiContract } from '../../../shared/contract.ts';
import { BrandKitBinding, Output } from '../../../shared/composition/schema.ts';
import type { BlobStore } from '../../blobs/index.ts';
import { compositionEtag } from '../projects/projects.ts';
import type { Renders } from '../renders/renders.ts';
import { TemplateDocument, TemplateParameter, TemplatePreset } from './template-document.ts';
import { type Templates, templateSummaryView, templateView } from './templates.ts';
import { principalOf } from '../../http/auth.ts';
import { sendError } from '../../http/errors.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, Nullable, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';
import { injectTraceContext } from '../../../shared/telemetry/tracing.ts';
import { RenderView, renderView } from '../renders/views.ts';
import { CompositionView, compositionView } from '../projects/views.ts';

const strict = { additionalProperties: false } as const;

const TemplateSummary = Type.Object({
  id: Type.String({ description: 'this version\'s id (tpl_...)' }),
  slug: Type.String(),
  version: Type.Integer({ description: '1 for the first publish of the slug, one more for each publish after' }),
  name: Type.String(),
  description: Nullable(Type.String()),
  parameters: Type.Array(TemplateParameter),
  presets: Type.Array(TemplatePreset),
  brandKit: Nullable(BrandKitBinding),
  posterSec: Nullable(Type.Number()),
  latest: Type.Boolean({ description: 'this is the newest version of the slug' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
const TemplateView = Type.Object({ ...TemplateSummary.properties, timeline: TemplateDocument.properties.timeline }, { title: 'Template' });

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128, description: 'a template version id (tpl_...), or a slug' }) });
const VersionQuery = Type.Object({ version: Type.Optional(Type.String({ pattern: '^[1-9][0-9]{0,8}$', description: 'with a slug: that version (default: the newest)' })) });

const bindFields = {
  values: Type.Optional(Type.Record(Type.String(), Type.Unknown(), { description: 'values of scalar parameters by name; a wrong type is 422 template_values_invalid naming the parameter' })),
  media: Type.Optional(Type.Record(Type.String(), Type.Unknown(), {
    description: 'values of media parameters by name, each one of: {"mediaId": "med_..."}, {"url": "https://..."} (imported once per org and URL), {"sample": true} (the bundled sample of the parameter\'s kind)',
  })),
  preset: Type.Optional(Type.String({ minLength: 1, maxLength: 64, description: "a preset's name: its values stand where the call gives none, and its brand kit is used" })),
  brandKitId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: 'a brand kit of the org (its id): written onto the composition over the preset\'s and the template\'s' })),
};

const Pending = Type.Object({
  status: Type.Literal('importing'),
  pendingMediaIds: Type.Array(Type.String(), { description: 'media items still importing or being probed: call again once they are ready (GET /v1/media/{id}, or the media.completed webhook)' }),
  ...ContractFields,
}, { description: 'nothing was saved, queued or charged yet' });

const TemplateRenderView = Type.Object({ ...RenderView.properties, ...ContractFields }, { title: 'TemplateRender' });

function versionOf(query: { version?: string }): number | undefined {
  return query.version === undefined ? undefined : Number(query.version);
}

export interface TemplateRouteOptions {
  templates: Templates;
  renders: Renders;
  blobs: BlobStore;
  publicUrl: () => string;
}

export const templateRoutes: FastifyPluginAsyncTypebox<TemplateRouteOptions> = async (app, { templates, renders, blobs, publicUrl }) => {
  app.post('/v1/templates', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['templates'], operationId: 'publishTemplate', summary: 'Publish a template: the first version of a new slug, or the next version of an existing one',
      description: 'Every bad field (declarations, parameter references, presets, defaults, and the timeline bound with defaults and sample values) comes back in one 422 template_invalid.',
      body: TemplateDocument,
      response: { 201: Type.Object({ ...TemplateView.properties, ...ContractFields }), 400: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => reply.status(201).send(withContract(templateView(await templates.publish(principalOf(request).orgId, request.body)))));

  app.get('/v1/templates', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['templates'], operationId: 'listTemplates', summary: 'List templates: the newest version of each slug, or with `slug` every version of that slug; newest first',
      querystring: Type.Object({ ...PageQuery, slug: Type.Optional(Type.String({ maxLength: 100, description: 'list every version of this slug' })) }),
      response: { 200: Page(TemplateSummary), 400: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const page = await templates.list(principalOf(request).orgId, { slug: request.query.slug, limit: clampPageSize(request.query.limit), cursor: request.query.cursor });
    return pageBody({ ...page, items: page.items.map(templateSummaryView) });
  });

  app.get('/v1/templates/:id', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['templates'], operationId: 'getTemplate', summary: 'Read a template version by id, or by slug (the newest version, or ?version=)',
      params: IdParams, querystring: VersionQuery, response: { 200: Type.Object({ ...TemplateView.properties, ...ContractFields }), 400: ErrorEnvelope, 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => withContract(templateView(await templates.resolve(principalOf(request).orgId, request.params.id, versionOf(request.query)))));

  app.delete('/v1/templates/:id', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['templates'], operationId: 'deleteTemplate', summary: 'Delete a template version (by id, or slug and ?version=), or every version of a slug',
      description: 'Renders already queued are not affected; version numbers of deleted versions are not given out again.',
      params: IdParams, querystring: VersionQuery,
      response: { 200: Type.Object({ slug: Type.String(), deletedVersions: Type.Array(Type.Integer()), ...ContractFields }), 400: ErrorEnvelope, 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const removed = await templates.remove(principalOf(request).orgId, request.params.id, versionOf(request.query));
    return withContract({ slug: removed[0]!.slug, deletedVersions: removed.map((t) => t.templateVersion).sort((a, b) => a - b) });
  });

  app.post('/v1/templates/:id/apply', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['templates'], operationId: 'applyTemplate', summary: "Apply a template to a project: bind values and media, and save the result as the project's active composition",
      description: 'The component placements are pinned to their catalog versions and the brand kit (brandKitId, else the preset\'s, else the template\'s) is written onto the composition; '
        + 'the save has a new ETag and emits composition.updated once. With If-Match it only replaces that version (412 otherwise). '
        + '202 with pendingMediaIds while an imported or sample item is not ready: nothing is saved; call again.',
      params: IdParams, querystring: VersionQuery,
      headers: Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 300 })) }),
      body: Type.Object({ projectId: Type.String({ minLength: 1, maxLength: 128 }), ...bindFields }, strict),
      response: {
        200: Type.Object({ templateId: Type.String(), templateVersion: Type.Integer(), ...CompositionView.properties, ...ContractFields }),
        202: Pending, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 412: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request, reply) => {
    const { orgId, keyId } = principalOf(request);
    const template = await templates.resolve(orgId, request.params.id, versionOf(request.query));
    const result = await templates.apply(orgId, template, { ...request.body, ifMatch: request.headers['if-match'] }, keyId);
    if (result.status === 'pending') return reply.status(202).header('retry-after', '2').send(withContract({ status: 'importing' as const, pendingMediaIds: result.pendingMediaIds }));
    reply.header('etag', compositionEtag(result.composition));
    return withContract({ templateId: template.id, templateVersion: template.templateVersion, ...compositionView(result.composition) });
  });

  app.post('/v1/templates/:id/renders', {
    config: { auth: 'renders:write' },
    schema: {
      tags: ['templates'], operationId: 'renderTemplate', summary: 'Render a template straight to MP4, without a project (priced as a render: holds the quote, 402 when the wallet cannot cover it)',
      description: 'Values and media are bound before anything is created: a 422 (template_values_invalid, template_parameter_undeclared, template_media_kind_mismatch; details.fields names each parameter) '
        + 'imports nothing and charges nothing. Idempotency-Key: the same key and request return the same render; the same key with a changed request starts a new one. '
        + 'Answers with the render (projectId null, templateId and templateVersion set), its shareUrl and its posterUrl; or with pendingMediaIds while imports run (nothing queued: call again).',
      params: IdParams, querystring: VersionQuery,
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
      body: Type.Object({
        ...bindFields,
        format: Type.Optional(Type.Object({
          width: Type.Optional(Output.properties.width), height: Type.Optional(Output.properties.height), fps: Type.Optional(Output.properties.fps),
        }, { ...strict, description: "overrides of the timeline's output size and rate (positions stay in the timeline's pixels)" })),
      }, strict),
      response: { 202: Type.Union([TemplateRenderView, Pending]), 400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const { orgId } = principalOf(request);
    const { format, ...bind } = request.body;
    const result = await templates.render(orgId, { idOrSlug: request.params.id, version: versionOf(request.query) }, { ...bind, ...(format ? { format } : {}) },
      { idempotencyKey: request.headers['idempotency-key'], traceContext: injectTraceContext() });
    if (result.status === 'pending') return reply.status(202).header('retry-after', '2').send(withContract({ status: 'importing' as const, pendingMediaIds: result.pendingMediaIds }));
    return reply.status(202).send(Object.assign(await renderView(result.render, blobs, publicUrl()), apiContract));
  });

  app.get('/share/:token/poster.jpg', {
    schema: {
      tags: ['templates'], operationId: 'openSharePoster', summary: "Public poster link of a template render: redirects to a JPEG still at the template's poster time once it exists",
      params: Type.Object({ token: Type.String({ minLength: 1, maxLength: 64 }) }),
      response: { 302: Type.Null(), 404: ErrorEnvelope, 409: ErrorEnvelope, 410: ErrorEnvelope },
    },
  }, async (request, reply) => {
    const render = await renders.byShareToken(request.params.token);
    if (!render || render.posterSec === undefined || render.posterSec === null) return sendError(reply, 404, 'not_found', 'no such poster link');
    if (render.status === 'cancelled' || render.status === 'error') return sendError(reply, 410, 'share_closed', `the render was ${render.status === 'error' ? 'not delivered' : 'cancelled'}`);
    if (!render.poster) return sendError(reply, 409, 'render_not_ready', 'the poster still is not made yet', { status: render.status, progress: render.progress });
    // A short-lived link, made at each visit: the share link itself is what clients keep.
    const link = await blobs.downloadUrl(render.poster.blobKey, { name: `${render.id}-poster.jpg`, expiresAtMs: Date.now() + 3600_000 });
    return reply.header('cache-control', 'no-store').redirect(link, 302);
  });
};
