/**
 * Fact jobs: one per derived fact of a media item (a subject matte, subject tracks, detections, a
 * multicam angle's signals), on the scene queue, not the media queue: it runs a model over every
 * frame of a window (minutes for a long one), which would hold up the probes and stills callers
 * wait on; the scene queue is the one sized and autoscaled for long work. Its result is recorded
 * once, then charged once (signals are free: nothing is held or charged).
 */
import { AppError } from '../../../shared/errors.ts';
import type { FactPublisher, MediaFacts, StoredFact } from '../../features/facts/facts.ts';
import { type JobDispatcher, standaloneJob } from '../dispatcher.ts';
import { type FarmJobKind, type FarmLog, type FarmQueue, subjectJobIds } from '../job-kind.ts';
import type { Uploads } from '../uploads.ts';

const queue: FarmQueue = 'scene';

/** What a fact job's id names. */
export interface FactRef { factId: string }

/** One job computes a derived fact of a media item. */
const ids = subjectJobIds('fact', 'factId');

/** Publishes a derived fact's job. */
export function factPublisher(jobs: JobDispatcher): FactPublisher {
  return {
    publishFact: (fact) => jobs.publish(queue, {
      ...standaloneJob(ids.jobId({ factId: fact.id }), fact.orgId),
      fact: {
        factId: fact.id, mediaId: fact.mediaId, media: { contentHash: fact.contentHash, sizeBytes: fact.mediaBytes, mediaType: 'application/octet-stream' },
        kind: fact.kind, detector: fact.detector ?? '', startSec: fact.window?.startSec ?? 0, endSec: fact.window?.endSec ?? 0,
      },
    }),
  };
}

export function factKind(deps: {
  facts: MediaFacts; publisher: FactPublisher; uploads: Uploads; log: FarmLog;
}): FarmJobKind<'fact', FactRef, [fact: StoredFact]> {
  const { facts, publisher, uploads, log } = deps;
  return {
    name: 'fact',
    queue,
    jobId: ids.jobId,
    parse: ids.parse,

    publish: (fact) => publisher.publishFact(fact),

    /** Abandoned once its fact is no longer pending (delivered by a copy, or failed). */
    async stillWanted(job) {
      return (await facts.find(job.orgId, job.ref.factId))?.status === 'pending';
    },

    /** Put back while its fact is pending. */
    async republish(job) {
      const fact = await facts.find(job.orgId, job.ref.factId);
      if (fact?.status !== 'pending') return false;
      await publisher.publishFact(fact);
      return true;
    },

    /**
     * A derived fact's result: recorded once (the first one counts), then charged once — or, for a
     * matte without a reliable silhouette, delivered free.
     */
    async completed(result, uploaded) {
      const received = await uploads.verified(result, uploaded);
      if (!received) return { accepted: false, duplicate: false };
      if (ids.parse(result.jobId)?.factId !== result.factId) throw new AppError(400, 'fact_mismatch', `job ${result.jobId} is not the job of fact ${result.factId}`);
      if (!(result.fpsNum > 0 && result.fpsDen > 0) || !(result.presenceFraction >= 0 && result.presenceFraction <= 1)) {
        throw new AppError(400, 'fact_malformed', `the result of ${result.jobId} has no frame rate or a presence fraction outside 0..1`);
      }
      const recorded = await facts.delivered(result.orgId, result.factId, {
        blobKey: received.key, sizeBytes: received.sizeBytes, mediaType: result.mediaType, frames: result.frames, width: result.width, height: result.height,
        fps: result.fpsNum / result.fpsDen, presenceFraction: result.presenceFraction, tracks: result.trackCount, framesWithSubjects: result.framesWithSubjects, maxSubjects: result.maxSubjects,
      });
      return { accepted: true, duplicate: !recorded };
    },

    /** Its fact fails (its hold is released). */
    failed: (job) => facts.failed(job.orgId, job.ref.factId, { code: job.code, message: job.message }),

    async recover(options) {
      const computing = await facts.recover(options);
      if (computing) log.info({ computing }, 'queued again the derived facts that were in flight');
    },

    /** The frames done of its window; abandoned once the fact is no longer pending. */
    progress: (p) => facts.progress(p.orgId, p.ref.factId, p.framesDone, p.frameCount),
  };
}
