/**
 * Tag group `critics`, its verify operation: `POST /v1/projects/{id}/verify` freezes the target
 * and answers at once with a job receipt (kind `verify`); the job's result holds every critic's
 * score, floor, pass and findings with the signed still that shows each, and a verdict.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { jobStatuses } from '../../job-records/jobs.ts';
import { principalOf, requirePermission } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, nonJsonResponse, withContract } from '../../http/schemas.ts';
import { type Verifications, verifyLimits } from './verify.ts';

const JobReceipt = Type.Object({
  jobId: Type.String({ description: 'poll GET /v1/jobs/{jobId}, or wait_job kind verify' }),
  jobKey: Type.String(),
  kind: Type.Literal('verify'),
  status: Type.Union(jobStatuses.map((s) => Type.Literal(s))),
  verificationId: Type.String(),
  ...ContractFields,
});

export const verifyRoutes: FastifyPluginAsyncTypebox<{ verifications: Verifications }> = async (app, { verifications }) => {
  app.post('/v1/projects/:id/verify', {
    config: { auth: 'projects:write' },
    schema: {
      tags: ['critics'],
      operationId: 'verifyComposition',
      summary: 'Score (verify) a composition: durable verification by every critic, citing evidence stills',
      description: 'Freezes the active composition (or a compose session\'s scratch) now and answers 202 with a job receipt of kind verify; '
        + 'poll GET /v1/jobs/{jobId} (or wait_job) until it succeeds, or subscribe to verify.completed. The result lists each critic\'s score, floor, pass and findings '
        + '(the second, a sentence, the measured value and the signed link of the still that shows it), and a verdict. '
        + 'Evidence times: shot midpoints, text onsets and caption changes, or `timestamps`. Critics read the project\'s brief (GET /v1/projects/{id}/brief) when it has one. '
        + 'Priced: the evidence stills as the still endpoint prices them (one compose_capture), and each org critic\'s evaluator at its declared cents (compose_verify); '
        + 'all held now (402 when the wallet or the spend ceiling cannot cover them, and nothing is queued), charged once on delivery; a failure, or an evaluator that does not answer, is not charged.',
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128 }) }),
      body: Type.Object({
        timestamps: Type.Optional(Type.Array(Type.Number({ minimum: 0 }), { minItems: 1, maxItems: verifyLimits.maxTimestamps, description: 'evidence seconds, each before the composition\'s end (default: chosen by the service)' })),
        critics: Type.Optional(Type.Array(Type.String({ minLength: 1, maxLength: 128 }), { minItems: 1, maxItems: 50, uniqueItems: true, description: 'critic ids to run (default: every built-in and every org critic); GET /v1/critics lists them' })),
        sessionId: Type.Optional(Type.String({ minLength: 1, maxLength: 128, description: "verify this compose session's scratch composition instead of the active one (needs sessions:read too)" })),
        maxHeight: Type.Optional(Type.Integer({ minimum: verifyLimits.minHeight, maximum: verifyLimits.maxHeight, description: 'largest height of the evidence stills (default 1080); figures are in the composition\'s own pixels' })),
      }, { additionalProperties: false }),
      response: { 202: JobReceipt, 400: ErrorEnvelope, 402: ErrorEnvelope, 404: ErrorEnvelope, 422: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => {
    const principal = principalOf(request);
    const { orgId } = principal;
    const { timestamps, critics, sessionId, maxHeight } = request.body;
    if (sessionId !== undefined) requirePermission(principal, 'sessions:read');
    const target = await verifications.targetOf(orgId, request.params.id, sessionId);
    const { job, verificationId } = await verifications.verify(orgId, target, {
      ...(timestamps ? { timestamps } : {}), ...(critics ? { critics } : {}), ...(maxHeight === undefined ? {} : { maxHeight }),
    });
    return reply.status(202).send(withContract({ jobId: job.id, jobKey: job.jobKey, kind: 'verify' as const, status: job.status, verificationId }));
  });

  app.get('/v1/verifications/:id/sheet.png', {
    config: { auth: 'projects:read' },
    schema: {
      tags: ['critics'],
      operationId: 'getVerificationSheet',
      summary: 'A verification as one picture: the verdict, every critic against its floor, and the evidence stills with the places its findings name outlined',
      description: 'Red outlines mark what failed (a text too faint, outside title-safe, too small), green what a critic found (a must-include phrase read, the logo matched); under each still, its second and the critics that failed there. 409 until the verification is scored.',
      params: Type.Object({ id: Type.String({ minLength: 1, maxLength: 128, description: 'the verificationId of the receipt' }) }),
      response: { 200: nonJsonResponse('image/png', 'The verification sheet'), 404: ErrorEnvelope, 409: ErrorEnvelope, ...authErrors },
    },
  }, async (request, reply) => reply.type('image/png').send(await verifications.sheet(principalOf(request).orgId, request.params.id)));
};
