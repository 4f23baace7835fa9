/**
 * Tag group `evidence`: still-frame captures of what an author is building. A POST freezes the
 * target (the project's active composition, or a compose session's scratch) and answers at once
 * with a job receipt (kind `preview_frame`); the render nodes draw the stills with the renderer
 * the renders use, and the job's result lists a signed PNG link per timestamp.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { jobStatuses } from '../../job-records/jobs.ts';
import { type StillCaptures, stillLimits } from './stills.ts';
import { principalOf, requirePermission } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, withContract } from '../../http/schemas.ts';

const JobReceipt = Type.Object({
  jobId: Type.String({ description: 'poll GET /v1/jobs/{jobId}' }),
  jobKey: Type.String(),
  kind: Type.Literal('preview_frame'),
  status: Type.Union(jobStatuses.map((s) => Type.Literal(s))),
  ...ContractFields,
});

export const stillRoutes: FastifyPluginAsyncTypebox<{ stills: StillCaptures }> = async (app, { stills }) => {
  app.post('/v1/projects/:id/stills', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['evidence'],
      operationId: 'createStills',
      summary: 'Queue still-frame evidence: PNG stills of the active composition (or a compose session\'s scratch) at chosen timestamps',
      description: 'Freezes the target now (later edits do not change the stills) and answers 202 with a job receipt of kind preview_frame; '
        + 'poll GET /v1/jobs/{jobId} until it succeeds: its result lists one signed PNG link per timestamp, in request order. '
        + 'Priced: one compose_capture operation per request, however many timestamps (held now, charged on delivery, released on failure; 402 when the wallet cannot cover it). '
        + 'A timestamp at or past the composition\'s end gives 422 timestamp_out_of_bounds (details.fields names each) and nothing is charged or queued.',
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
      body: Type.Object({
        timestamps: Type.Array(Type.Number({ minimum: 0 }), { minItems: 1, maxItems: stillLimits.maxTimestamps, description: 'seconds on the composition timeline, each before its end' }),
        sessionId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: "capture this compose session's scratch composition instead of the active one (needs sessions:read too)" })),
        maxHeight: Type.Optional(Type.Integer({ minimum: stillLimits.minHeight, maximum: stillLimits.maxHeight, description: "largest image height, aspect kept (default: the composition's size)" })),
      }, { additionalProperties: false }),
      response: { 202: JobReceipt, 400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const { orgId } = principal;
    const { timestamps, sessionId, maxHeight } = request.body;
    if (sessionId !== undefined) requirePermission(principal, 'sessions:read');
    const target = await stills.targetOf(orgId, request.params.id, sessionId);
    const { job } = await stills.capture(orgId, target, { timestamps, ...(maxHeight === undefined ? {} : { maxHeight }), charge: true });
    return reply.status(202).send(withContract({ jobId: job.id, jobKey: job.jobKey, kind: 'preview_frame' as const, status: job.status }));
  });
};
