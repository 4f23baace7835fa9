/**
 * Component preview jobs: one per preview, on the media queue, like a still: a caller (often an
 * author trying params) waits on it, and it is bounded work — one component, at most 600 frames of
 * at most 1080p — so it must not wait behind a backlog of render scenes. Its WebM is recorded
 * once (the first one counts) and completes the preview.
 */
import { AppError } from '../../../shared/errors.ts';
import type { ComponentPreviewPublisher, ComponentPreviews, StoredComponentPreview } from '../../features/component-previews/component-previews.ts';
import { type JobDispatcher, standaloneJob } from '../dispatcher.ts';
import { type FarmJobKind, type FarmLog, type FarmQueue, subjectJobIds } from '../job-kind.ts';
import type { Uploads } from '../uploads.ts';

const queue: FarmQueue = 'media';

/** What a component preview job's id names. */
export interface ComponentPreviewRef { previewId: string }

/** One job draws and encodes a component preview. */
const ids = subjectJobIds('component-preview', 'previewId');

/** Publishes a component preview's job. */
export function componentPreviewPublisher(jobs: JobDispatcher): ComponentPreviewPublisher {
  return {
    publishComponentPreview: (preview) => jobs.publish(queue, {
      ...standaloneJob(ids.jobId({ previewId: preview.id }), preview.orgId),
      componentPreview: {
        previewId: preview.id, composition: { contentHash: preview.compositionHash, sizeBytes: preview.compositionBytes, mediaType: 'application/json' },
        assets: preview.assets, frameCount: preview.frames, crf: 0,
      },
    }),
  };
}

export function componentPreviewKind(deps: {
  componentPreviews: ComponentPreviews; publisher: ComponentPreviewPublisher; uploads: Uploads; log: FarmLog;
}): FarmJobKind<'componentPreview', ComponentPreviewRef, [preview: StoredComponentPreview]> {
  const { componentPreviews, publisher, uploads, log } = deps;
  return {
    name: 'componentPreview',
    queue,
    jobId: ids.jobId,
    parse: ids.parse,

    publish: (preview) => publisher.publishComponentPreview(preview),

    /** A preview is short and always finishes. */
    stillWanted: async () => true,

    /** Put back while its preview is running. */
    async republish(job) {
      const preview = await componentPreviews.find(job.orgId, job.ref.previewId);
      if (preview?.status !== 'running') return false;
      await publisher.publishComponentPreview(preview);
      return true;
    },

    /** The preview's WebM: recorded once (the first one counts); it completes the preview. */
    async completed(result, uploaded) {
      const received = await uploads.verified(result, uploaded);
      if (!received) return { accepted: false, duplicate: false };
      if (ids.parse(result.jobId)?.previewId !== result.previewId) throw new AppError(400, 'preview_mismatch', `job ${result.jobId} is not the job of component preview ${result.previewId}`);
      if (!(result.fpsNum > 0 && result.fpsDen > 0)) throw new AppError(400, 'preview_malformed', `the result of ${result.jobId} has no frame rate`);
      const recorded = await componentPreviews.delivered(result.orgId, result.previewId, {
        blobKey: received.key, sizeBytes: received.sizeBytes, mediaType: result.mediaType, codec: result.codec, alpha: result.alpha,
        width: result.width, height: result.height, fps: { num: result.fpsNum, den: result.fpsDen }, frames: result.frames,
      });
      return { accepted: true, duplicate: !recorded };
    },

    /** Its preview fails (its hold is released). */
    failed: (job) => componentPreviews.failed(job.orgId, job.ref.previewId, { code: job.code, message: job.message }),

    async recover(options) {
      const previewing = await componentPreviews.recover(options);
      if (previewing) log.info({ previewing }, 'queued again the component previews that were in flight');
    },
  };
}
