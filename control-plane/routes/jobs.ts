/** Tag group `jobs`: the poll target of asynchronous receipts. */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../shared/errors.ts';
import { hasPermission } from '../domain/api-keys.ts';
import { jobStatuses, type Jobs } from '../domain/jobs.ts';
import { principalOf } from '../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, withContract } from '../http/schemas.ts';

const JobView = Type.Object({
  jobId: Type.String(), jobKey: Type.String(), kind: Type.String(),
  status: Type.Union(jobStatuses.map((s) => Type.Literal(s))),
  result: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: 'set when status is succeeded' }),
  error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()], { description: 'set when status is failed' }),
  createdAt: Type.String(), updatedAt: Type.String(), finishedAt: Type.Union([Type.String(), Type.Null()]),
  ...ContractFields,
});

export const jobRoutes: FastifyPluginAsyncTypebox<{ jobs: Jobs }> = async (app, { jobs }) => {
  app.get('/v1/jobs/:jobId', {
    // The permission depends on the job's kind (renders:read for a render job, ...): checked below.
    config: { auth: 'any-key' },
    schema: {
      tags: ['jobs'], summary: 'Read an asynchronous job', params: Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 128 }) }),
      response: { 200: JobView, 404: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const principal = principalOf(request);
    const job = await jobs.get(principal.orgId, request.params.jobId);
    if (!hasPermission(principal, job.readPermission)) throw new AppError(403, 'forbidden', `this key lacks the ${job.readPermission} permission`, { required: job.readPermission });
    return withContract({
      jobId: job.id, jobKey: job.jobKey, kind: job.kind, status: job.status, result: job.result, error: job.error,
      createdAt: job.createdAt, updatedAt: job.updatedAt, finishedAt: job.finishedAt,
    });
  });
};
