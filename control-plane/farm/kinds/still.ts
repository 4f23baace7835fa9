/**
 * Still jobs: one per still capture, on the media queue — a still is a few frames that a caller
 * (often an agent mid-edit) waits on, so it must not wait behind a backlog of render scenes; every
 * node takes media jobs beside its scenes and has the same renderer. One job draws every image of
 * the capture; each image is recorded once, and the last one completes the capture.
 */
import type { StillCaptures, StillPublisher, StoredStillCapture } from '../../features/stills/stills.ts';
import { type JobDispatcher, standaloneJob } from '../dispatcher.ts';
import { type FarmJobKind, type FarmLog, type FarmQueue, subjectJobIds } from '../job-kind.ts';
import type { Uploads } from '../uploads.ts';

const queue: FarmQueue = 'media';

/** What a still job's id names. */
export interface StillRef { captureId: string }

/** One job draws every image of a still capture. */
const ids = subjectJobIds('still', 'captureId');

/** Publishes a still capture's job. */
export function stillPublisher(jobs: JobDispatcher): StillPublisher {
  return {
    publishStill: (capture) => jobs.publish(queue, {
      ...standaloneJob(ids.jobId({ captureId: capture.id }), capture.orgId),
      still: {
        captureId: capture.id, composition: { contentHash: capture.compositionHash, sizeBytes: capture.compositionBytes, mediaType: 'application/json' },
        assets: capture.assets, frames: capture.shots.map((s) => s.frame), format: capture.format, quality: capture.quality, width: capture.width, height: capture.height,
      },
    }),
  };
}

export function stillKind(deps: {
  stills: StillCaptures; publisher: StillPublisher; uploads: Uploads; log: FarmLog;
}): FarmJobKind<'still', StillRef, [capture: StoredStillCapture]> {
  const { stills, publisher, uploads, log } = deps;
  return {
    name: 'still',
    queue,
    jobId: ids.jobId,
    parse: ids.parse,

    publish: (capture) => publisher.publishStill(capture),

    /** A still job is short and always finishes. */
    stillWanted: async () => true,

    /** Put back while its capture is running. */
    async republish(job) {
      const capture = await stills.find(job.orgId, job.ref.captureId);
      if (capture?.status !== 'running') return false;
      await publisher.publishStill(capture);
      return true;
    },

    /** One image of a still capture: recorded once; the last one completes the capture. */
    async completed(result, uploaded) {
      const received = await uploads.verified(result, uploaded);
      if (!received) return { accepted: false, duplicate: false };
      const recorded = await stills.imageRecorded(result.orgId, result.captureId, result.index, {
        frame: result.frame, blobKey: received.key, width: result.width, height: result.height, sizeBytes: received.sizeBytes, mediaType: result.mediaType,
      });
      return { accepted: true, duplicate: !recorded };
    },

    /** Its capture fails. */
    failed: (job) => stills.failed(job.orgId, job.ref.captureId, { code: job.code, message: job.message }),

    async recover(options) {
      const capturing = await stills.recover(options);
      if (capturing) log.info({ capturing }, 'queued again the still captures that were in flight');
    },
  };
}
