/**
 * Verify jobs: one per verification, on the media queue (a caller waits on it, as on a still).
 * The node reports each evidence still as it is drawn (recorded once, by position), then the
 * figures once; the verification scores them and finishes.
 */
import type { VerifyMeasurements } from '../../../shared/verify/measurements.ts';
import type { StoredVerification, Verifications, VerifyPublisher } from '../../features/verify/verify.ts';
import { type JobDispatcher, standaloneJob } from '../dispatcher.ts';
import { type FarmJobKind, type FarmLog, type FarmQueue, subjectJobIds } from '../job-kind.ts';
import type { Uploads } from '../uploads.ts';

const queue: FarmQueue = 'media';

/** What a verify job's id names. */
export interface VerifyRef { verificationId: string }

const ids = subjectJobIds('verify', 'verificationId');

/** Publishes a verification's job. */
export function verifyPublisher(jobs: JobDispatcher): VerifyPublisher {
  return {
    publishVerify: (v) => jobs.publish(queue, {
      ...standaloneJob(ids.jobId({ verificationId: v.id }), v.orgId),
      verify: {
        verificationId: v.id, composition: { contentHash: v.compositionHash, sizeBytes: v.compositionBytes, mediaType: 'application/json' },
        assets: v.assets, frames: v.evidence.map((e) => e.frame), width: v.width, height: v.height,
        ocr: v.ocr, logoRef: v.logoRef ?? '', sampleFps: v.sampleFps,
      },
    }),
  };
}

export function verifyKind(deps: {
  verifications: Verifications; publisher: VerifyPublisher; uploads: Uploads; log: FarmLog;
}): FarmJobKind<'verify', VerifyRef, [verification: StoredVerification]> {
  const { verifications, publisher, uploads, log } = deps;
  return {
    name: 'verify',
    queue,
    jobId: ids.jobId,
    parse: ids.parse,

    publish: (v) => publisher.publishVerify(v),

    /** A verify job is short and always finishes. */
    stillWanted: async () => true,

    /** Put back while its verification is measuring. */
    async republish(job) {
      const v = await verifications.find(job.orgId, job.ref.verificationId);
      if (v?.status !== 'measuring') return false;
      await publisher.publishVerify(v);
      return true;
    },

    /** An evidence still (with its bytes), or the figures (without). */
    async completed(result, uploaded) {
      if (result.image) {
        const image = result.image;
        const received = await uploads.verified({ jobId: result.jobId, contentHash: image.contentHash, sizeBytes: image.sizeBytes }, uploaded);
        if (!received) return { accepted: false, duplicate: false };
        const recorded = await verifications.imageRecorded(result.orgId, result.verificationId, image.index, {
          frame: Number(image.frame), blobKey: received.key, width: image.width, height: image.height, sizeBytes: received.sizeBytes, mediaType: image.mediaType,
        });
        return { accepted: true, duplicate: !recorded };
      }
      const measurements = JSON.parse(result.measurementsJson ?? 'null') as VerifyMeasurements | null;
      if (!measurements) return { accepted: false, duplicate: false };
      const recorded = await verifications.measured(result.orgId, result.verificationId, measurements);
      return { accepted: true, duplicate: !recorded };
    },

    /** Its verification fails (every hold released). */
    failed: (job) => verifications.failed(job.orgId, job.ref.verificationId, { code: job.code, message: job.message }),

    async recover(options) {
      const verifying = await verifications.recover(options);
      if (verifying) log.info({ verifying }, 'queued again (or scored) the verifications that were in flight');
    },
  };
}
