/**
 * The public Job view (`GET /v1/jobs/{jobId}`): stored job records (transcriptions, stills...)
 * and renders, which read as jobs of kind `render` whose job id is the render id.
 */
import { Type } from '@sinclair/typebox';
import type { BlobStore } from '../../blobs/index.ts';
import { type JobKindDoc, jobStatuses, type JobStatus, type StoredJob } from '../../job-records/jobs.ts';
import type { RenderStatus, RenderSummary } from '../renders/renders.ts';
import { Nullable } from '../../http/schemas.ts';
import { deliveredAt, renderView } from '../renders/views.ts';

/** Renders read as jobs of this kind; the other kinds are the stored jobs' (the features that start them say what they do). */
const renderJobKindDoc: JobKindDoc = { kind: 'render', does: 'renders and scoped previews; the job id is the render id' };

/** The Job view's schema, documenting every kind: renders first, then `storedKinds` in their order. */
export const jobViewSchema = (storedKinds: readonly JobKindDoc[]) => Type.Object({
  jobId: Type.String(), jobKey: Type.String(), kind: Type.String({ description: `what the job does: ${[renderJobKindDoc, ...storedKinds].map(({ kind, does }) => `\`${kind}\` (${does})`).join(', ')}` }),
  status: Type.Union(jobStatuses.map((s) => Type.Literal(s))),
  result: Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], { description: 'set when status is succeeded' }),
  error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()], { description: 'set when status is failed' }),
  progress: Type.Optional(Type.Object({ phase: Type.String(), percent: Type.Number() }, { description: 'render jobs: how far the render is' })),
  createdAt: Type.String(), updatedAt: Type.String(), finishedAt: Nullable(Type.String()),
});

export type JobBody = {
  jobId: string; jobKey: string; kind: string; status: JobStatus;
  result: Record<string, unknown> | null; error: { code: string; message: string } | null;
  progress?: { phase: string; percent: number };
  createdAt: string; updatedAt: string; finishedAt: string | null;
};

/** Presents a stored result of one job kind (e.g. signs the blob keys a still job stored). */
export type JobResultView = (orgId: string, result: Record<string, unknown>) => Promise<Record<string, unknown>>;

export async function storedJobView(job: StoredJob, resultView?: JobResultView): Promise<JobBody> {
  const result = job.status === 'succeeded' && job.result && resultView ? await resultView(job.orgId, job.result) : job.result;
  return {
    jobId: job.id, jobKey: job.jobKey, kind: job.kind, status: job.status, result, error: job.error,
    createdAt: job.createdAt, updatedAt: job.updatedAt, finishedAt: job.finishedAt,
  };
}

/** A render's status as a job's. */
export const renderJobStatus: Record<RenderStatus, JobStatus> = {
  queued: 'running', rendering: 'running', assembling: 'running', complete: 'succeeded', error: 'failed', cancelled: 'cancelled',
};

/** Render ids are the job ids of render jobs. */
export function isRenderJobId(jobId: string): boolean {
  return jobId.startsWith('rnd_');
}

/**
 * A render (or scoped preview) as a job of kind `render`: succeeded with a result naming the
 * render and its download link, failed with the render's error code and message, or cancelled.
 */
export async function renderJobView(r: RenderSummary, blobs: BlobStore, publicUrl: string): Promise<JobBody> {
  const status = renderJobStatus[r.status];
  const view = status === 'succeeded' ? await renderView(r, blobs, publicUrl) : null;
  const finishedAt = status === 'running' ? null : deliveredAt(r) ?? r.updatedAt;
  return {
    jobId: r.id, jobKey: r.id, kind: 'render', status,
    result: view && {
      renderId: r.id, renderKind: view.kind, window: view.window, outputUrl: view.outputUrl, outputExpiresAt: view.outputExpiresAt, shareUrl: view.shareUrl,
      durationSec: r.output?.durationSec ?? view.format.durationSec, frameCount: r.output?.frameCount ?? view.format.frameCount, sizeBytes: r.output?.sizeBytes ?? null,
    },
    error: status === 'failed' ? { code: r.errorCode ?? 'render_failed', message: r.error ?? 'the render failed' } : null,
    progress: { phase: r.progress.phase, percent: r.progress.percent },
    createdAt: r.createdAt, updatedAt: r.updatedAt, finishedAt,
  };
}
