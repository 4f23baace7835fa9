/**
 * Tag group `selector`: multicam groups on a project, the selector's candidates for a group, a
 * re-resolve under a supplied policy (not persisted), applying a recommendation to the project's
 * composition, and the answer as a timeline picture.
 *
 *   GET    /v1/projects/{id}/multicam-groups                        the project's groups (projects:read)
 *   PUT    /v1/projects/{id}/multicam-groups/{groupId}              declare (201) or replace (If-Match) (projects:write)
 *   GET    /v1/projects/{id}/multicam-groups/{groupId}              read, with its ETag (projects:read)
 *   DELETE /v1/projects/{id}/multicam-groups/{groupId}              delete (projects:write)
 *   GET    /v1/projects/{id}/selector/candidates?groupId=           the candidates; 202 while signals are measured (media:read)
 *   POST   /v1/projects/{id}/selector/resolve                       the same under a policy, from stored signals (media:read)
 *   POST   /v1/projects/{id}/selector/apply                         write it into the composition or a session's scratch, If-Match (projects:write)
 *   GET    /v1/projects/{id}/selector/timeline.svg?groupId=         the picture (media:read)
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { compositionEtag } from '../projects/projects.ts';
import { principalOf, requirePermission } from '../../http/auth.ts';
import { scratchEtag } from '../compose-sessions/compose-sessions.ts';
import { authErrors, ContractFields, ErrorEnvelope, Nullable, nonJsonResponse, withContract } from '../../http/schemas.ts';
import { angleRoles, groupEtag, groupIdPattern, groupLimits, type MulticamGroups, type StoredGroup } from './groups.ts';
import type { Selector } from './selector.ts';

const tags = ['selector'];
const IdParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) });
const GroupParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }), groupId: Type.String({ pattern: groupIdPattern }) });
const IfMatch = Type.Object({ 'if-match': Type.Optional(Type.String({ maxLength: 300 })) });
const GroupQuery = Type.Object({ groupId: Type.String({ pattern: groupIdPattern }) }, { additionalProperties: false });

const Role = Type.Union(angleRoles.map((r) => Type.Literal(r)));
const GroupBody = Type.Object({
  angles: Type.Array(Type.Object({
    mediaId: Type.String({ minLength: 1, maxLength: 128, description: 'a ready video media item of the org, with sound' }),
    role: Type.Optional(Role),
    offsetSec: Type.Optional(Type.Number({ minimum: -groupLimits.maxOffsetSec, maximum: groupLimits.maxOffsetSec, description: "where this angle's first frame sits on the group's timeline; leave out to have it measured from the sound" })),
  }, { additionalProperties: false }), { minItems: groupLimits.minAngles, maxItems: groupLimits.maxAngles }),
}, { additionalProperties: false });

const GroupView = Type.Object({
  projectId: Type.String(), groupId: Type.String(), etag: Type.String(),
  angles: Type.Array(Type.Object({ mediaId: Type.String(), role: Nullable(Role), offsetSec: Nullable(Type.Number()) })),
  createdAt: Type.String(), updatedAt: Type.String(),
  sync: Type.Optional(Type.Object({
    status: Type.Union([Type.Literal('measured'), Type.Literal('pending'), Type.Literal('no_common_sound')], { description: 'pending until the candidates have measured every angle' }),
    angles: Type.Optional(Type.Array(Type.Object({
      mediaId: Type.String(), offsetSec: Type.Number({ description: "where the angle's first frame sits on the group's timeline" }),
      confidence: Type.Number({ description: 'the GCC-PHAT peak over its side lobes, in standard deviations (1 when given)' }), measured: Type.Boolean(),
    }))),
    problem: Type.Optional(Type.String()),
  }, { description: 'the offsets in use: given, or measured from the sound (read only)' })),
  ...ContractFields,
}, { title: 'MulticamGroup' });

const groupView = (g: StoredGroup) => withContract({ projectId: g.projectId, groupId: g.groupId, etag: groupEtag(g), angles: g.angles, createdAt: g.createdAt, updatedAt: g.updatedAt });

const Policy = Type.Object({
  minShotSec: Type.Optional(Type.Number({ minimum: 0, maximum: 600 })),
  maxShotSec: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 3600 })),
  cooldownSec: Type.Optional(Type.Number({ minimum: 0, maximum: 600 })),
  weights: Type.Optional(Type.Object({
    voice: Type.Optional(Type.Number({ minimum: 0 })), face: Type.Optional(Type.Number({ minimum: 0 })), motion: Type.Optional(Type.Number({ minimum: 0 })),
    sharpness: Type.Optional(Type.Number({ minimum: 0 })), exposure: Type.Optional(Type.Number({ minimum: 0 })), transcript: Type.Optional(Type.Number({ minimum: 0 })),
  }, { additionalProperties: false })),
  preferredRoles: Type.Optional(Type.Array(Role, { maxItems: 4, uniqueItems: true })),
  audio: Type.Optional(Type.Union([Type.Literal('follow-picture'), Type.Literal('best-microphone')])),
}, { additionalProperties: false, description: 'shot lengths, the cool-down between switches, signal weights, preferred roles, and whether the sound follows the picture or stays on the best microphone' });

const Candidate = Type.Object({ candidateId: Type.String(), role: Nullable(Type.String()), score: Type.Number(), contributions: Type.Record(Type.String(), Type.Number()), reasons: Type.Array(Type.String()) });
const Span = { startSec: Type.Number(), endSec: Type.Number(), candidateId: Type.String() };
const CandidatesView = Type.Object({
  projectId: Type.String(), groupId: Type.String(), selectorVersion: Type.String(), signalVersions: Type.Record(Type.String(), Type.String()),
  moments: Type.Array(Type.Object({ startSec: Type.Number(), endSec: Type.Number(), chosen: Type.String(), pacingNote: Type.String(), candidates: Type.Array(Candidate) })),
  recommendation: Type.Object({
    cutSchedule: Type.Array(Type.Object({ ...Span, sourceInSec: Type.Number(), sourceOutSec: Type.Number(), reasons: Type.Array(Type.String()) })),
    audioBed: Type.Array(Type.Object({ ...Span, reasons: Type.Array(Type.String()) })),
    suppressedSwitches: Type.Array(Type.Object({ atSec: Type.Number(), wouldHaveBeenCandidateId: Type.String(), byScore: Type.Number(), blockedBy: Type.String(), releaseAtSec: Type.Number() })),
  }),
  divergesFromComposition: Type.Boolean(),
}, { title: 'SelectorCandidates' });
const Computing = Type.Object({
  status: Type.Literal('computing'), jobIds: Type.Array(Type.String(), { description: 'the signals being measured: GET /v1/jobs/{jobId}' }),
  retryAfterSec: Type.Integer(), ...ContractFields,
}, { description: 'signals are still being measured: ask again after Retry-After' });

export const selectorRoutes: FastifyPluginAsyncTypebox<{ groups: MulticamGroups; selector: Selector }> = async (app, { groups, selector }) => {
  app.get('/v1/projects/:id/multicam-groups', {
    config: { auth: 'projects:read' },
    schema: { tags, operationId: 'listMulticamGroups', summary: "A project's multicam groups", params: IdParams, response: { 200: Type.Object({ data: Type.Array(GroupView), ...ContractFields }), 404: ErrorEnvelope, ...authErrors } },
  }, async (request) => withContract({ data: (await groups.list(principalOf(request).orgId, request.params.id)).map(groupView) }));

  app.get('/v1/projects/:id/multicam-groups/:groupId', {
    config: { auth: 'projects:read' },
    schema: { tags, operationId: 'getMulticamGroup', summary: 'Read a multicam group (ETag header)', params: GroupParams, response: { 200: GroupView, 404: ErrorEnvelope, ...authErrors } },
  }, async (request, reply) => {
    const { orgId } = principalOf(request);
    const group = await groups.get(orgId, request.params.id, request.params.groupId);
    reply.header('etag', groupEtag(group));
    return { ...groupView(group), sync: await selector.syncState(orgId, group) };
  });

  app.put('/v1/projects/:id/multicam-groups/:groupId', {
    config: { auth: 'projects:write' },
    schema: {
      tags, operationId: 'putMulticamGroup', summary: 'Declare (201) or replace (200, If-Match) a group of synced angles',
      description: `${groupLimits.minAngles} to ${groupLimits.maxAngles} ready video media items of the org, each with sound, an optional role and an optional offsetSec (measured from the sound when left out). A first PUT needs no If-Match; replacing needs the group's ETag or * (428 without, 412 stale). 422 names an angle that is not the org's, not a video, not ready or silent.`,
      params: GroupParams, headers: IfMatch, body: GroupBody,
      response: { 200: GroupView, 201: GroupView, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 412: ErrorEnvelope, 422: ErrorEnvelope, 428: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const { group, created } = await groups.put(principalOf(request).orgId, request.params.id, request.params.groupId, request.headers['if-match'], request.body.angles);
    reply.header('etag', groupEtag(group));
    return reply.status(created ? 201 : 200).send(groupView(group));
  });

  app.delete('/v1/projects/:id/multicam-groups/:groupId', {
    config: { auth: 'projects:write' },
    schema: { tags, operationId: 'deleteMulticamGroup', summary: 'Delete a multicam group (with If-Match, only the version it names)', params: GroupParams, headers: IfMatch, response: { 200: GroupView, 404: ErrorEnvelope, 412: ErrorEnvelope, ...authErrors } },
  }, async (request) => groupView(await groups.remove(principalOf(request).orgId, request.params.id, request.params.groupId, request.headers['if-match'])));

  app.get('/v1/projects/:id/selector/candidates', {
    config: { auth: 'media:read' },
    schema: {
      tags, operationId: 'getSelectorCandidates', summary: 'Which angle to show moment by moment, and why: candidates, a cut schedule, its audio bed and the switches held back',
      description: "Reads each angle's signals (measured once per media item by a render node, free, reused by every request): while any is being measured the answer is 202 with the jobs and Retry-After, never a partial answer. "
        + 'Offsets the group leaves out are measured from the sound (GCC-PHAT over onset envelopes); 422 angles_share_no_sound when an angle shares none with the first. The same inputs give the same bytes.',
      params: IdParams, querystring: GroupQuery,
      response: { 200: CandidatesView, 202: Computing, 400: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const answer = await selector.candidates(principalOf(request).orgId, request.params.id, request.query.groupId);
    if (!answer.ready) return reply.status(202).header('retry-after', String(answer.retryAfterSec)).send(withContract({ status: 'computing' as const, jobIds: answer.jobIds, retryAfterSec: answer.retryAfterSec }));
    return answer.response;
  });

  app.post('/v1/projects/:id/selector/resolve', {
    config: { auth: 'media:read' },
    schema: {
      tags, operationId: 'resolveSelector', summary: 'Re-resolve a switch advisory under a supplied policy (not persisted)',
      description: 'The same answer as the candidates, computed from the stored signals under this policy, with no new farm work and nothing saved (409 signals_not_ready before the candidates have measured them).',
      params: IdParams, body: Type.Object({ groupId: Type.String({ pattern: groupIdPattern }), policy: Type.Optional(Policy) }, { additionalProperties: false }),
      response: { 200: CandidatesView, 400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => (await selector.resolve(principalOf(request).orgId, request.params.id, request.body.groupId, request.body.policy ?? {})).response);

  app.post('/v1/projects/:id/selector/apply', {
    config: { auth: 'projects:write' },
    schema: {
      tags, operationId: 'applySelector', summary: "Write a recommendation into the project's composition, or a compose session's scratch (If-Match)",
      description: "Replaces the active composition (If-Match: its ETag), or with sessionId that compose session's scratch (If-Match: the scratch's ETag; needs sessions:write too), with the recommendation: one muted video clip per shot and one audio track of the chosen microphones joined by 20 ms crossfades (the sound is mixed once, whatever the angle changes). "
        + 'A composition is saved once, with one composition.updated; 428 without If-Match, 412 when stale, 409 before the signals are measured.',
      params: IdParams, headers: IfMatch,
      body: Type.Object({
        groupId: Type.String({ pattern: groupIdPattern }), policy: Type.Optional(Policy),
        sessionId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: "write into this compose session's scratch instead of the active composition" })),
      }, { additionalProperties: false }),
      response: {
        200: Type.Object({
          target: Type.Union([Type.Literal('composition'), Type.Literal('session')]),
          compositionId: Nullable(Type.String()), sessionId: Nullable(Type.String()),
          etag: Type.String({ description: 'the new ETag of the composition, or of the scratch' }),
          composition: Type.Object({}, { additionalProperties: true }), ...ContractFields,
        }),
        400: ErrorEnvelope, 404: ErrorEnvelope, 409: ErrorEnvelope, 412: ErrorEnvelope, 422: ErrorEnvelope, 428: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const { groupId, policy, sessionId } = request.body;
    if (sessionId !== undefined) requirePermission(principal, 'sessions:write');
    const applied = await selector.apply(principal.orgId, request.params.id, groupId, request.headers['if-match'], { ...(policy ? { policy } : {}), ...(sessionId !== undefined ? { sessionId } : {}) });
    if (applied.target === 'session') {
      const etag = scratchEtag(applied.session);
      reply.header('etag', etag);
      return withContract({ target: 'session' as const, compositionId: null, sessionId: applied.session.id, etag, composition: applied.session.document as Record<string, unknown> });
    }
    const etag = compositionEtag(applied.composition);
    reply.header('etag', etag);
    return withContract({ target: 'composition' as const, compositionId: applied.composition.id, sessionId: null, etag, composition: applied.composition.document });
  });

  app.get('/v1/projects/:id/selector/timeline.svg', {
    config: { auth: 'media:read' },
    schema: {
      tags, operationId: 'getSelectorTimelineSvg', summary: "The selector's answer as a timeline picture: each angle's signals, the moments, the cut schedule, the audio bed and the switches held back",
      params: IdParams, querystring: GroupQuery,
      response: { 200: nonJsonResponse('image/svg+xml', 'The selector timeline'), 404: ErrorEnvelope, 409: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => reply.type('image/svg+xml').send(await selector.timelineSvg(principalOf(request).orgId, request.params.id, request.query.groupId)));
};
