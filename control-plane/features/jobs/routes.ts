/**
 * Tag group `jobs`: the poll target of asynchronous receipts. Every receipt reads here with its
 * `kind`: stored jobs (transcriptions, stills, ...) and renders and scoped previews (kind
 * `render`, job id = render id). `?wait=SECONDS` (0..60) holds the answer until the job ends or
 * the wait is over, then answers the job as it is (see domain/job-waits.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply } from 'fastify';
import { AppError } from '../../../shared/errors.ts';
import type { BlobStore } from '../../blobs/index.ts';
import { hasPermission, type Permission, type Principal } from '../../http/access.ts';
import { type JobWaits, maxWaitSeconds } from '../../job-records/job-waits.ts';
import type { JobKindDoc, Jobs } from '../../job-records/jobs.ts';
import { type Renders, terminalStatuses } from '../renders/renders.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, numberRangePattern, withContract } from '../../http/schemas.ts';
import { type JobBody, type JobResultView, jobViewSchema, isRenderJobId, renderJobView, storedJobView } from './views.ts';

export interface JobRouteOptions {
  jobs: Jobs;
  renders: Renders;
  blobs: BlobStore;
  waits: JobWaits;
  publicUrl: () => string;
  /** The stored jobs' kinds, documented in this order after renders (each feature that starts such jobs exports its kind's doc). */
  kinds: readonly JobKindDoc[];
  /** How each job kind presents its stored result (e.g. signed links for the blob keys a still job stored); kinds without one show the result as stored. */
  resultViews?: Partial<Record<string, JobResultView>>;
}

const WaitQuery = Type.Object({
  wait: Type.Optional(Type.String({
    maxLength: 16, pattern: numberRangePattern(0, maxWaitSeconds, { fraction: true }),
    description: `seconds (0 to ${maxWaitSeconds}, default 0) to hold the answer until the job is terminal; the answer is the job as it is when it ends or the wait is over`,
  })),
});

/** The `wait` query parameter in milliseconds; 400 naming the field when it is not 0..60 seconds. */
export function waitMilliseconds(raw: string | undefined): number {
  if (raw === undefined) return 0;
  const seconds = /^\d+(\.\d+)?$/.test(raw.trim()) ? Number(raw) : Number.NaN;
  if (!(seconds >= 0 && seconds <= maxWaitSeconds)) {
    throw new AppError(400, 'validation_failed', `wait must be seconds from 0 to ${maxWaitSeconds}`, { fields: [{ path: 'querystring.wait', problem: `must be a number of seconds from 0 to ${maxWaitSeconds}` }] });
  }
  return Math.round(seconds * 1000);
}

/** Where jobs of one family are read: the full view, and the cheap terminal check the wait loop polls. */
interface JobSource {
  read(orgId: string, jobId: string): Promise<{ job: JobBody; readPermission: Permission }>;
  isTerminal(orgId: string, jobId: string): Promise<boolean>;
}

export const jobRoutes: FastifyPluginAsyncTypebox<JobRouteOptions> = async (app, options) => {
  const { jobs, renders, blobs, waits } = options;
  const stored: JobSource = {
    async read(orgId, jobId) {
      const job = await jobs.get(orgId, jobId);
      return { job: await storedJobView(job, options.resultViews?.[job.kind]), readPermission: job.readPermission };
    },
    async isTerminal(orgId, jobId) {
      const status = await jobs.status(orgId, jobId);
      return status !== 'running';
    },
  };
  const rendered: JobSource = {
    async read(orgId, jobId) {
      return { job: await renderJobView(await renders.summary(orgId, jobId), blobs, options.publicUrl()), readPermission: 'renders:read' };
    },
    async isTerminal(orgId, jobId) {
      // The status poll's projected read: unchanged renders are answered without a lookup.
      const render = await renders.summary(orgId, jobId).catch((err: unknown) => {
        if (err instanceof AppError && err.status === 404) return null;
        throw err;
      });
      return !render || terminalStatuses.includes(render.status);
    },
  };

  /** Reads the job (404 when not the org's, 403 without its kind's permission), waiting first when asked. */
  async function answer(principal: Principal, source: JobSource, jobId: string, waitMs: number, reply: FastifyReply) {
    const read = async () => {
      const { job, readPermission } = await source.read(principal.orgId, jobId);
      if (!hasPermission(principal, readPermission)) throw new AppError(403, 'forbidden', `this key lacks the ${readPermission} permission`, { required: readPermission });
      return job;
    };
    const job = await read();
    if (job.status !== 'running' || waitMs === 0) return withContract(job);
    // A client that goes away ends its wait (the response closes before anything was sent).
    const gone = new AbortController();
    const onClose = () => gone.abort();
    reply.raw.once('close', onClose);
    try {
      await waits.until(principal.orgId, jobId, () => source.isTerminal(principal.orgId, jobId), waitMs, gone.signal);
    } finally {
      reply.raw.off('close', onClose);
    }
    return withContract(await read());
  }

  const params = Type.Object({ jobId: Type.String({ minLength: 1, maxLength: 128 }) });
  const response = { 200: Type.Object({ ...jobViewSchema(options.kinds).properties, ...ContractFields }), 400: ErrorEnvelope, 404: ErrorEnvelope, 429: ErrorEnvelope, ...authErrors };

  app.get('/v1/jobs/:jobId', {
    // The permission depends on the job's kind (renders:read for a render job, ...): checked below.
    config: { auth: 'any-key', readableByPayer: true },
    schema: {
      tags: ['jobs'], operationId: 'getJob', summary: 'Read an asynchronous job (renders and previews read as kind `render`); `?wait=SECONDS` holds the answer until it ends',
      description: `Every asynchronous receipt reads here with its kind. With wait (at most ${maxWaitSeconds} s) the answer comes within about a second of the job ending, on whichever replica it ended, or when the wait is over; 429 too_many_waits when this replica holds too many waits (retry after a second).`,
      params, querystring: WaitQuery, response,
    },
  }, async (request, reply) => {
    const waitMs = waitMilliseconds(request.query.wait);
    const { jobId } = request.params;
    return answer(principalOf(request), isRenderJobId(jobId) ? rendered : stored, jobId, waitMs, reply);
  });

  app.get('/v1/render-jobs/:jobId', {
    config: { auth: 'renders:read' },
    schema: {
      tags: ['jobs'], operationId: 'getRenderJob', summary: 'Read a render job: a render or scoped preview as a job of kind `render` (its id is the render id); `?wait=SECONDS` holds the answer until it ends',
      description: 'Status running (queued, rendering, assembling), succeeded (result: renderId, outputUrl, outputExpiresAt, shareUrl, durationSec, frameCount, sizeBytes), failed (error: the render\'s errorCode and message) or cancelled.',
      params, querystring: WaitQuery, response,
    },
  }, async (request, reply) => {
    const waitMs = waitMilliseconds(request.query.wait);
    const { jobId } = request.params;
    if (!isRenderJobId(jobId)) throw new AppError(404, 'not_found', `render job ${jobId} not found`);
    return answer(principalOf(request), rendered, jobId, waitMs, reply);
  });
};
