/**
 * Scene jobs: one per planned scene of a render, on the scene queue (published with the render,
 * kinds/render.ts). A node draws and encodes the scene's frames into a segment; the segment is
 * recorded once and told to the render's assembly as it is.
 */
import { activeStatuses, type Renders, type StoredRender } from '../../features/renders/renders.ts';
import type { FarmJobKind, FarmLog } from '../job-kind.ts';
import type { FarmMetrics } from '../metrics.ts';
import type { Uploads } from '../uploads.ts';
import {
  activeRenderOf, attemptHooks, isRecorded, parseSceneJobId, recordAttempt, renderFailed, renderQueue, sceneJobId, type RenderJobs, type SceneRef, type SceneWatches,
} from './render.ts';

export function sceneKind(deps: {
  renders: Renders; renderJobs: RenderJobs; watches: SceneWatches; uploads: Uploads; metrics: FarmMetrics; log: FarmLog;
}): FarmJobKind<'scene', SceneRef, [render: StoredRender, sceneIndex: number]> {
  const { renders, renderJobs, watches, uploads, metrics, log } = deps;
  return {
    name: 'scene',
    queue: renderQueue,
    jobId: (ref) => sceneJobId(ref.renderId, ref.sceneIndex),
    parse: parseSceneJobId,

    publish: (render, sceneIndex) => renderJobs.publishScene(render, sceneIndex),

    /** Abandoned once its render ended, or its scene is recorded (a copy, republished when another node lost its lease, was done first). */
    async stillWanted(job, lookups) {
      const render = await activeRenderOf(job, renders, lookups);
      return render !== null && !isRecorded(render, job.ref.sceneIndex);
    },

    /** Put back while its render is drawing its scenes and the scene is not recorded. */
    async republish(job) {
      const render = await renders.find(job.orgId, job.ref.renderId);
      if (!render || !activeStatuses.includes(render.status)) return false;
      if (render.status === 'assembling' || isRecorded(render, job.ref.sceneIndex)) return false;
      await renderJobs.publishScene(render, job.ref.sceneIndex);
      return true;
    },

    /**
     * Records a scene's segment once and tells the render's scene watches (its assembly). The first
     * result recorded is the one that counts, whichever node sent it: a later one — a redelivery, or
     * a node that lost its lease and finished anyway — is accepted as a duplicate and changes
     * nothing (its segment never replaces the recorded one). A render queued before assemblies went
     * out with the scenes has its assembly published by the report of its last scene; a duplicate
     * that finds it assembling with the assembly not yet published publishes it (same job id): the
     * report that recorded the last scene failed to publish it (broker down) and is being retried.
     */
    async completed(result, uploaded) {
      const received = await uploads.verified(result, uploaded);
      if (!received) return { accepted: false, duplicate: false };
      const { outcome, render } = await renders.sceneCompleted(result.orgId, result.renderId, result.sceneIndex, {
        frameCount: result.frameCount, segmentHash: received.key, segmentBytes: received.sizeBytes, nodeId: result.nodeId, encoder: result.encoder,
        ...(result.startedAtMs ? { startedAtMs: result.startedAtMs, finishedAtMs: result.finishedAtMs } : {}),
      });
      if (outcome !== 'stale') {
        await recordAttempt(renders, {
          jobId: result.jobId, orgId: result.orgId, renderId: result.renderId, nodeId: result.nodeId, sceneIndex: result.sceneIndex,
          outcome, cost: result.cost ?? null, received: received.received,
        });
      }
      if (outcome === 'recorded') {
        metrics.sceneSeconds.observe(result.renderSeconds + result.encodeSeconds);
        metrics.scenesCompleted.inc();
        watches.recorded(result.renderId);
      }
      if (outcome !== 'stale' && render.status === 'assembling' && !render.jobsPublished) await renderJobs.dispatchAssembly(render);
      return { accepted: true, duplicate: outcome === 'duplicate' };
    },

    /** Its render ends in error — unless it was a copy of a scene whose result is recorded (a lost node's job, done elsewhere). */
    async failed(job) {
      if (isRecorded(await renders.find(job.orgId, job.ref.renderId), job.ref.sceneIndex)) {
        log.info({ jobId: job.jobId }, 'a copy of a recorded scene was given up; the render goes on');
      } else {
        await renderFailed(job, { renders, metrics });
      }
    },

    /** Puts every active render's outstanding work back, its assembly included (the assemble kind leaves it to this one). */
    async recover(options) {
      const recovered = await renderJobs.recover(options);
      if (recovered) log.info({ recovered }, 'resumed renders that were in flight');
    },

    ...attemptHooks(renders, (ref) => (ref as SceneRef).sceneIndex),

    /** Folds the scene's frames done into its render's percent; abandoned once the render ended. */
    async progress(p) {
      const render = await renders.sceneProgress(p.orgId, p.renderId, p.sceneIndex, p.framesDone, p.frameCount);
      return render !== null && activeStatuses.includes(render.status);
    },
  };
}
