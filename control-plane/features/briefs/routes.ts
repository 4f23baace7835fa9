/**
 * Tag group `briefs`. A project has at most one brief, at `/v1/projects/{id}/brief`: `PUT`
 * creates it (201, no If-Match needed) or replaces it whole (200, If-Match naming its ETag: 428
 * without, 412 when stale); `GET` reads it with its ETag; `DELETE` removes it. The platforms a
 * brief may name, with the frame, safe areas, durations and loudness each fixes, are served
 * read-only at `/v1/briefs/platforms`.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { platformList } from '../../../shared/platforms.ts';
import { briefEtag, type Briefs, type StoredBrief } from './briefs.ts';
import { BriefBody, BriefFields, PlatformView } from './views.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, withContract } from '../../http/schemas.ts';

const BriefView = Type.Object({
  projectId: Type.String(), etag: Type.String({ description: 'the ETag header: send it as If-Match to replace the brief' }),
  ...BriefFields, createdAt: Type.String(), updatedAt: Type.String(), ...ContractFields,
}, { title: 'Brief' });

const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
const IfMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 300 })) });

function briefView(b: StoredBrief) {
  return withContract({
    projectId: b.id, etag: briefEtag(b), goal: b.goal, audience: b.audience, platform: b.platform, durationSec: b.durationSec,
    mustInclude: b.mustInclude, tone: b.tone, mood: b.mood, brandKitId: b.brandKitId, createdAt: b.createdAt, updatedAt: b.updatedAt,
  });
}

export const briefRoutes: FastifyPluginAsyncTypebox<{ briefs: Briefs }> = async (app, { briefs }) => {
  app.get('/v1/briefs/platforms', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['briefs'], operationId: 'listBriefPlatforms', summary: 'The platforms a brief may name: the frame, fps, safe areas, duration range and loudness target each fixes',
      response: { 200: Type.Object({ data: Type.Array(PlatformView), ...ContractFields }), ...authErrors },
    },
  }, async () => withContract({ data: platformList() }));

  app.get('/v1/projects/:id/brief', {
    config: { auth: 'projects:read' },
    schema: { tags: ['briefs'], operationId: 'getProjectBrief', summary: "Read a project's brief (ETag header)", params: IdParams, response: { 200: BriefView, 404: ErrorEnvelope, ...authErrors } },
  }, async (request, reply) => {
    const brief = await briefs.get(principalOf(request).orgId, request.params.id);
    reply.header('etag', briefEtag(brief));
    return briefView(brief);
  });

  app.put('/v1/projects/:id/brief', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['briefs'], operationId: 'putProjectBrief',
      summary: "Create (201) or replace (200, If-Match required) a project's brief",
      description: 'The first brief of a project needs no If-Match (any If-Match, * included, is 412 while there is none); replacing one needs If-Match with its ETag, or * for whatever is there (428 without, 412 when stale). The duration must lie in the platform\'s range, the logo must be an image of the org\'s media and the brand kit one of its kits (422 naming the field otherwise).',
      params: IdParams, headers: IfMatch, body: BriefBody,
      response: { 200: BriefView, 201: BriefView, 400: ErrorEnvelope, 404: ErrorEnvelope, 412: ErrorEnvelope, 422: ErrorEnvelope, 428: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const { brief, created } = await briefs.put(principalOf(request).orgId, request.params.id, request.headers['if-match'], request.body);
    reply.header('etag', briefEtag(brief));
    return reply.status(created ? 201 : 200).send(briefView(brief));
  });

  app.delete('/v1/projects/:id/brief', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['briefs'], operationId: 'deleteProjectBrief', summary: "Delete a project's brief (with If-Match, only the version it names)",
      params: IdParams, headers: IfMatch, response: { 200: BriefView, 404: ErrorEnvelope, 412: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => briefView(await briefs.remove(principalOf(request).orgId, request.params.id, request.headers['if-match'])));
};
