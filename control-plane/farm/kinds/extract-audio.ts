/**
 * Extract-audio jobs: one per transcription attempt of a media item, on the media queue. A node
 * extracts the item's sound; it goes to the speech-to-text provider, once.
 */
import type { MediaJobPublisher, MediaJobSubject, MediaLibrary } from '../../features/media/media.ts';
import type { Transcriptions } from '../../features/transcripts/transcriptions.ts';
import { type JobDispatcher, standaloneJob } from '../dispatcher.ts';
import type { FarmJobKind, FarmLog, FarmQueue } from '../job-kind.ts';
import type { Uploads } from '../uploads.ts';

const queue: FarmQueue = 'media';

/** What an extract-audio job's id names. */
export interface ExtractAudioRef { mediaId: string; attemptId: string }

export function extractAudioJobId(mediaId: string, attemptId: string): string {
  return `${mediaId}.extract-audio.${attemptId}`;
}

const pattern = /^([A-Za-z0-9_]+)\.extract-audio\.([A-Za-z0-9_]+)$/;

export function parseExtractAudioJobId(jobId: string): ExtractAudioRef | null {
  const extract = pattern.exec(jobId);
  return extract ? { mediaId: extract[1]!, attemptId: extract[2]! } : null;
}

/** Publishes the extraction of a media item's sound for one transcription attempt. */
export function extractAudioPublisher(jobs: JobDispatcher): Pick<MediaJobPublisher, 'publishAudioExtraction'> {
  return {
    publishAudioExtraction: (media, attemptId) => jobs.publish(queue, {
      ...standaloneJob(extractAudioJobId(media.id, attemptId), media.orgId),
      extractAudio: { mediaId: media.id, attemptId, media: { contentHash: media.contentHash, sizeBytes: media.sizeBytes, mediaType: 'application/octet-stream' } },
    }),
  };
}

export function extractAudioKind(deps: {
  media: MediaLibrary; transcriptions: Transcriptions; publisher: Pick<MediaJobPublisher, 'publishAudioExtraction'>; uploads: Uploads; log: FarmLog;
}): FarmJobKind<'extractAudio', ExtractAudioRef, [media: MediaJobSubject, attemptId: string]> {
  const { media, transcriptions, publisher, uploads, log } = deps;
  return {
    name: 'extractAudio',
    queue,
    jobId: (ref) => extractAudioJobId(ref.mediaId, ref.attemptId),
    parse: parseExtractAudioJobId,

    publish: (subject, attemptId) => publisher.publishAudioExtraction(subject, attemptId),

    /** An extraction is short and always finishes. */
    stillWanted: async () => true,

    /** Put back while its transcription attempt is running and still waits for the sound. */
    async republish(job) {
      const item = await media.items.forOrg(job.orgId).get(job.ref.mediaId);
      if (!item?.contentHash) return false;
      const transcript = item.transcript;
      if (transcript?.status !== 'running' || transcript.attemptId !== job.ref.attemptId || transcript.audioKey) return false;
      await publisher.publishAudioExtraction({ id: item.id, orgId: item.orgId, contentHash: item.contentHash, sizeBytes: item.sizeBytes }, job.ref.attemptId);
      return true;
    },

    /** The sound of a transcription attempt: it goes to the provider, once. */
    async completed(result, uploaded) {
      const received = await uploads.verified(result, uploaded);
      if (!received) return { accepted: false, duplicate: false };
      const recorded = await transcriptions.audioExtracted(result.orgId, result.mediaId, result.attemptId, received.key);
      return { accepted: true, duplicate: !recorded };
    },

    /** Its transcription fails. */
    failed: (job) => transcriptions.extractionFailed(job.orgId, job.ref.mediaId, job.ref.attemptId, job.message),

    /** Resumes the transcriptions that were running: sends their sound, or asks for it again. */
    async recover() {
      const transcribing = await transcriptions.recover();
      if (transcribing) log.info({ transcribing }, 'resumed transcriptions that were in flight');
    },
  };
}
