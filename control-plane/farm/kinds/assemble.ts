/**
 * Assemble jobs: one per render, on the scene queue behind the render's scene jobs (published with
 * the render, kinds/render.ts). Its node follows the scenes as they are recorded (WatchScenes),
 * joins their segments and mixes the sound; the output completes the render, once.
 */
import { AppError } from '../../../shared/errors.ts';
import { activeStatuses, type Renders, seamsNotChecked, type StoredRender } from '../../features/renders/renders.ts';
import type { FarmJobKind } from '../job-kind.ts';
import type { FarmMetrics } from '../metrics.ts';
import type { Uploads } from '../uploads.ts';
import {
  activeRenderOf, assembleJobIds, attemptHooks, recordAttempt, renderFailed, renderQueue, type AssemblyRef, type RenderJobs, type SceneWatches,
} from './render.ts';

export function assembleKind(deps: {
  renders: Renders; renderJobs: RenderJobs; watches: SceneWatches; uploads: Uploads; metrics: FarmMetrics;
}): FarmJobKind<'assemble', AssemblyRef, [render: StoredRender]> {
  const { renders, renderJobs, watches, uploads, metrics } = deps;
  return {
    name: 'assemble',
    queue: renderQueue,
    jobId: assembleJobIds.jobId,
    parse: assembleJobIds.parse,

    publish: (render) => renderJobs.dispatchAssembly(render),

    /** Abandoned once its render ended. */
    async stillWanted(job, lookups) {
      return (await activeRenderOf(job, renders, lookups)) !== null;
    },

    /** Put back while its render is active and its assembly is out (with the scenes, it waits for the last ones on its node). */
    async republish(job) {
      const render = await renders.find(job.orgId, job.ref.renderId);
      if (!render || !activeStatuses.includes(render.status)) return false;
      if (render.status !== 'assembling' && !render.assemblyQueued) return false;
      await renderJobs.dispatchAssembly(render);
      return true;
    },

    /**
     * Records the render's output and its seam check once: the render completes and is charged.
     * The attempt is recorded first, so the render's cost report counts its assembly.
     */
    async completed(result, uploaded) {
      const received = await uploads.verified(result, uploaded);
      if (!received) return { accepted: false, duplicate: false };
      const attempt = { jobId: result.jobId, orgId: result.orgId, renderId: result.renderId, nodeId: result.nodeId, sceneIndex: null, cost: result.cost ?? null, received: received.received };
      const render = await renders.find(result.orgId, result.renderId);
      if (render?.status === 'assembling') await recordAttempt(renders, { ...attempt, outcome: 'recorded' });
      const { seams } = result;
      const { outcome, render: ended } = await renders.completed(result.orgId, result.renderId, {
        blobKey: received.key, sizeBytes: received.sizeBytes, frameCount: result.frameCount, durationSec: result.durationSeconds,
      }, seams
        ? { checked: true, ok: seams.ok, boundaries: seams.boundaries, frames: seams.frames, audioSec: seams.audioSeconds }
        : seamsNotChecked);
      if (outcome === 'completed') {
        metrics.rendersFinished.inc({ status: 'complete' });
        if (ended.costReport) metrics.renderDelivered(ended.costReport);
      } else if (render?.status !== 'assembling') {
        await recordAttempt(renders, { ...attempt, outcome: 'duplicate' });
      }
      return { accepted: true, duplicate: outcome !== 'completed' };
    },

    /** Its render ends in error. */
    failed: (job) => renderFailed(job, { renders, metrics }),

    ...attemptHooks(renders, () => null),

    /** Nothing of its own: a render's recovery (the scene kind's) publishes its assembly too. */
    async recover() {},

    /**
     * The render's recorded scenes, for its assembly: NOT_FOUND when the job is not the assembly
     * of the render named, or the render is gone or ended.
     */
    watch(request, signal) {
      if (request.ref.renderId !== request.renderId) throw new AppError(404, 'not_found', `${request.jobId} is not the assembly of render ${request.renderId}`);
      return watches.scenes(request.orgId, request.renderId, signal);
    },
  };
}
