/**
 * Probe jobs: one per media item's bytes, on the media queue. A node reads the item's facts (kind,
 * size, duration, sound) and makes a thumbnail; the item becomes ready — or failed, when the bytes
 * are not media — once.
 */
import { AppError } from '../../../shared/errors.ts';
import { isMediaKind } from '../../../shared/media-facts.ts';
import type { MediaJobPublisher, MediaJobSubject, MediaLibrary } from '../../features/media/media.ts';
import { type JobDispatcher, standaloneJob } from '../dispatcher.ts';
import { type FarmJobKind, type FarmLog, type FarmQueue, subjectJobIds } from '../job-kind.ts';
import type { Uploads } from '../uploads.ts';

const queue: FarmQueue = 'media';

/** What a probe job's id names. */
export interface ProbeRef { mediaId: string }

const ids = subjectJobIds('probe', 'mediaId');

/** Publishes the probe of a media item's bytes (facts, and a thumbnail unless the deployment makes none). */
export function probePublisher(jobs: JobDispatcher, options: { thumbnails?: boolean }): Pick<MediaJobPublisher, 'publishProbe'> {
  return {
    publishProbe: (media) => jobs.publish(queue, {
      ...standaloneJob(ids.jobId({ mediaId: media.id }), media.orgId),
      probe: {
        mediaId: media.id, media: { contentHash: media.contentHash, sizeBytes: media.sizeBytes, mediaType: 'application/octet-stream' },
        skipThumbnail: options.thumbnails === false,
      },
    }),
  };
}

export function probeKind(deps: {
  media: MediaLibrary; publisher: Pick<MediaJobPublisher, 'publishProbe'>; uploads: Uploads; log: FarmLog;
}): FarmJobKind<'probe', ProbeRef, [media: MediaJobSubject]> {
  const { media, publisher, uploads, log } = deps;
  return {
    name: 'probe',
    queue,
    jobId: ids.jobId,
    parse: ids.parse,

    publish: (subject) => publisher.publishProbe(subject),

    /** A probe is short and always finishes. */
    stillWanted: async () => true,

    /** Put back while its item waits for it. */
    async republish(job) {
      const item = await media.items.forOrg(job.orgId).get(job.ref.mediaId);
      if (!item?.contentHash) return false;
      // A generated item waits for its probe while still `generating` (its output stored).
      if (item.status !== 'processing' && !(item.status === 'generating' && item.generation?.phase === 'probing')) return false;
      await publisher.publishProbe({ id: item.id, orgId: item.orgId, contentHash: item.contentHash, sizeBytes: item.sizeBytes });
      return true;
    },

    /** What a probe found: the media item becomes ready (or failed: not media), once. */
    async completed(result, uploaded) {
      const thumbnail = await uploads.bytesOf(uploaded, result.thumbnailHash);
      const declared = result.thumbnailHash ? { jobId: result.jobId, contentHash: result.thumbnailHash, sizeBytes: result.thumbnailBytes } : null;
      if (declared ? !thumbnail || !uploads.matches(declared, thumbnail) : thumbnail !== null) return { accepted: false, duplicate: false };
      const f = result.facts;
      if (f && !isMediaKind(f.kind)) throw new AppError(400, 'probe_malformed', `a probe reported the unknown media kind '${f.kind}'`);
      const facts = f && isMediaKind(f.kind) ? {
        kind: f.kind, mimeType: f.mimeType, durationSec: f.durationSeconds || null, width: f.width || null, height: f.height || null, hasAudio: f.hasAudio,
      } : null;
      const recorded = await media.probed(result.orgId, result.mediaId, facts, thumbnail?.key ?? null);
      return { accepted: true, duplicate: !recorded };
    },

    /** Its media item fails with the reason. */
    failed: (job) => media.probeFailed(job.orgId, job.ref.mediaId, job.message),

    /** Resumes imports and probes (and the analyses of ready items, the analyze kind's) that were in flight. */
    async recover() {
      const importing = await media.recover();
      if (importing) log.info({ importing }, 'resumed media imports and probes that were in flight');
    },
  };
}
