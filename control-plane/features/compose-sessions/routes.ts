/**
 * Tag groups `compose-session` and `sessions`: a scratch copy of a project's composition to edit,
 * preview and still freely, then commit to the project (see domain/compose-sessions.ts).
 *
 *   POST   /v1/projects/{id}/compose-session                         open (sessions:write)
 *   GET    /v1/projects/{id}/compose-session/{sessionId}             read the session (sessions:read)
 *   GET    /v1/projects/{id}/compose-session/{sessionId}/composition read the scratch (sessions:read)
 *   PUT    /v1/projects/{id}/compose-session/{sessionId}/composition write the scratch, If-Match (sessions:write)
 *   POST   /v1/projects/{id}/compose-session/{sessionId}/commit      commit to the project (sessions:write + projects:write)
 *   DELETE /v1/projects/{id}/compose-session/{sessionId}             close (sessions:write)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../../shared/errors.ts';
import { hasPermission } from '../../http/access.ts';
import { type ComposeSessions, scratchEtag, type StoredComposeSession } from './compose-sessions.ts';
import { compositionEtag } from '../projects/projects.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, Nullable, withContract } from '../../http/schemas.ts';

const CompositionDocument = Type.Object({}, {
  additionalProperties: true,
  description: 'a composition document (output format, tracks of clips, brand kit); checked in full, every bad field reported with 422 composition_invalid',
});

const SessionView = Type.Object({
  sessionId: Type.String(),
  projectId: Type.String(),
  etag: Type.String({ description: "the scratch composition's ETag: send as If-Match when writing it" }),
  version: Type.Integer({ description: 'moves on each write of the scratch' }),
  contentHash: Nullable(Type.String()),
  baseEtag: Type.String({ description: "ETag of the project's active composition the session is based on: a commit replaces it only while it is current" }),
  seededFrom: Type.Union([Type.Literal('active'), Type.Literal('seed')], { description: "active: a copy of the project's active composition; seed: the seedComposition of the open" }),
  expiresAt: Type.String({ description: 'the idle deadline: every read or write moves it forward by the idle time-to-live; past it the session is closed' }),
  idleTtlSec: Type.Number(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
}, { title: 'ComposeSession' });

const ScratchView = Type.Object({ ...SessionView.properties, composition: CompositionDocument }, { title: 'ComposeSessionScratch' });

const ProjectParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
const SessionParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }), sessionId: Type.String({ minLength: 1, maxLength: 128 }) });
const IfMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 300 })) });

export const composeSessionRoutes: FastifyPluginAsyncTypebox<{ sessions: ComposeSessions }> = async (app, { sessions }) => {
  const idleTtlSec = sessions.idleTtlMs / 1000;
  const sessionView = (s: StoredComposeSession) => ({
    sessionId: s.id, projectId: s.projectId, etag: scratchEtag(s), version: s.scratchVersion, contentHash: s.contentHash, baseEtag: s.baseEtag,
    seededFrom: s.seededFrom, expiresAt: s.expiresAt, idleTtlSec, createdAt: s.createdAt, updatedAt: s.updatedAt,
  });
  const ttlNote = `A session closes after ${idleTtlSec} s without a read or write (the idle time-to-live, FRAMEFLEET_SESSION_IDLE_TTL_SEC) or on DELETE; then it reads 404 and its scratch is released.`;

  app.post('/v1/projects/:id/compose-session', {
    config: { auth: 'sessions:write' },
    // No body (or an empty one) is an open without a seed.
    preValidation: async (request) => { if (request.body === undefined) request.body = {}; },
    schema: {
      tags: ['compose-session', 'sessions'], operationId: 'openComposeSession', summary: "Open a compose session: a scratch copy of the project's composition (or of seedComposition); answers at once, starts no render",
      description: `Without a body the scratch is a copy of the project's active composition, and the session remembers its ETag (baseEtag) for the commit. ${ttlNote}`,
      params: ProjectParams,
      'x-body-optional': true,
      body: Type.Object({ seedComposition: Type.Optional(CompositionDocument) }, { additionalProperties: false, description: 'optional: without a body the scratch copies the active composition' }),
      response: { 201: Type.Object({ ...SessionView.properties, ...ContractFields }), 400: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const session = await sessions.open(principalOf(request).orgId, request.params.id, request.body.seedComposition);
    reply.header('etag', scratchEtag(session));
    return reply.status(201).send(withContract(sessionView(session)));
  });

  app.get('/v1/projects/:id/compose-session/:sessionId', {
    config: { auth: 'sessions:read' },
    schema: {
      tags: ['compose-session', 'sessions'], operationId: 'getComposeSession', summary: 'Read a compose session (its scratch ETag, base and idle deadline)', description: ttlNote,
      params: SessionParams, response: { 200: Type.Object({ ...SessionView.properties, ...ContractFields }), 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => withContract(sessionView(await sessions.get(principalOf(request).orgId, request.params.id, request.params.sessionId))));

  app.get('/v1/projects/:id/compose-session/:sessionId/composition', {
    config: { auth: 'sessions:read' },
    schema: {
      tags: ['compose-session', 'sessions'], operationId: 'getComposeSessionComposition', summary: "Read a session's scratch composition (ETag header), not the project's active one",
      description: `404 when the session is unknown, another org's, closed or idle past its time-to-live, or holds no scratch. ${ttlNote}`,
      params: SessionParams, response: { 200: Type.Object({ ...ScratchView.properties, ...ContractFields }), 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const session = await sessions.withScratch(principalOf(request).orgId, request.params.id, request.params.sessionId);
    reply.header('etag', scratchEtag(session));
    return withContract({ ...sessionView(session), composition: session.document });
  });

  app.put('/v1/projects/:id/compose-session/:sessionId/composition', {
    config: { auth: 'sessions:write' },
    schema: {
      tags: ['compose-session', 'sessions'], operationId: 'replaceComposeSessionComposition', summary: "Replace a session's scratch composition (If-Match: the scratch's ETag)",
      description: '428 without If-Match; 412 (details.currentEtag) when the scratch changed since that ETag. The project is not touched until commit.',
      params: SessionParams, headers: IfMatch,
      body: Type.Object({ composition: CompositionDocument }, { additionalProperties: false }),
      response: { 200: Type.Object({ ...ScratchView.properties, ...ContractFields }), 400: ErrorEnvelope, 404: ErrorEnvelope, 412: ErrorEnvelope, 422: ErrorEnvelope, 428: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const { id, sessionId } = request.params;
    const session = await sessions.writeScratch(principalOf(request).orgId, id, sessionId, request.headers['if-match'], request.body.composition);
    reply.header('etag', scratchEtag(session));
    return withContract({ ...sessionView(session), composition: session.document ?? {} });
  });

  app.post('/v1/projects/:id/compose-session/:sessionId/commit', {
    config: { auth: 'sessions:write' },
    schema: {
      tags: ['compose-session', 'sessions'], operationId: 'commitComposeSession', summary: "Commit the scratch to the project's active composition (needs projects:write too); emits composition.updated",
      description: "Replaces the composition the session is based on (baseEtag); 412 (details.currentEtag) when the project's composition moved since. Send If-Match with the project's current composition ETag to replace it anyway. The session stays open, based on the composition it saved; the answer's etag (and ETag header) is the project's new composition ETag.",
      params: SessionParams, headers: IfMatch,
      response: {
        200: Type.Object({
          sessionId: Type.String(), projectId: Type.String(), compositionId: Type.String(),
          etag: Type.String({ description: "the project's composition ETag after the commit" }), version: Type.Integer(), contentHash: Type.String(),
          scratchEtag: Type.String({ description: 'the scratch ETag that was committed' }), updatedAt: Type.String(), ...ContractFields,
        }),
        404: ErrorEnvelope, 412: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    if (!hasPermission(principal, 'projects:write')) throw new AppError(403, 'forbidden', 'this key lacks the projects:write permission', { required: 'projects:write' });
    const { id, sessionId } = request.params;
    const { session, composition } = await sessions.commit(principal.orgId, id, sessionId, request.headers['if-match'], principal.keyId);
    reply.header('etag', compositionEtag(composition));
    return withContract({
      sessionId: session.id, projectId: composition.projectId, compositionId: composition.id, etag: compositionEtag(composition), version: composition.version,
      contentHash: composition.contentHash, scratchEtag: scratchEtag(session), updatedAt: composition.updatedAt,
    });
  });

  app.delete('/v1/projects/:id/compose-session/:sessionId', {
    config: { auth: 'sessions:write' },
    schema: {
      tags: ['compose-session', 'sessions'], operationId: 'closeComposeSession', summary: 'Close a compose session and release its scratch (the project is not touched)',
      params: SessionParams, response: { 200: Type.Object({ ...SessionView.properties, status: Type.Literal('closed'), ...ContractFields }), 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const session = await sessions.close(principalOf(request).orgId, request.params.id, request.params.sessionId);
    return withContract({ ...sessionView(session), status: 'closed' as const });
  });
};
