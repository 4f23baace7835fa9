/**
 * Analyze jobs: one per ready video or audio item, on the media queue. A node measures what only
 * later features read (the sound's analysis, loudness and shot-change signals); recorded once. The
 * item stays ready whatever becomes of it.
 */
import { AppError } from '../../../shared/errors.ts';
import { type AudioAnalysis, isEnvelopeClass } from '../../../shared/sounds/analysis.ts';
import type { AudioAnalysisMessage__Output } from '../../../proto/index.ts';
import type { MediaJobPublisher, MediaLibrary } from '../../features/media/media.ts';
import { type JobDispatcher, standaloneJob } from '../dispatcher.ts';
import { type FarmJobKind, type FarmQueue, subjectJobIds } from '../job-kind.ts';

const queue: FarmQueue = 'media';

/** What an analyze job's id names. */
export interface AnalyzeRef { mediaId: string }

/** One job measures a ready item's sound analysis and moment signals. */
const ids = subjectJobIds('analyze', 'mediaId');

/** Publishes the measurements of a ready video or audio item that only later features read. */
export function analyzePublisher(jobs: JobDispatcher): Pick<MediaJobPublisher, 'publishAnalysis'> {
  return {
    publishAnalysis: (media, facts) => jobs.publish(queue, {
      ...standaloneJob(ids.jobId({ mediaId: media.id }), media.orgId),
      analyze: {
        mediaId: media.id, media: { contentHash: media.contentHash, sizeBytes: media.sizeBytes, mediaType: 'application/octet-stream' },
        kind: facts.kind, durationSeconds: facts.durationSec ?? 0, hasAudio: facts.hasAudio,
      },
    }),
  };
}

export function analyzeKind(deps: {
  media: MediaLibrary; publisher: Pick<MediaJobPublisher, 'publishAnalysis'>;
}): FarmJobKind<'analyze', AnalyzeRef, Parameters<MediaJobPublisher['publishAnalysis']>> {
  const { media, publisher } = deps;
  return {
    name: 'analyze',
    queue,
    jobId: ids.jobId,
    parse: ids.parse,

    publish: (subject, facts) => publisher.publishAnalysis(subject, facts),

    /** An analysis is short and always finishes. */
    stillWanted: async () => true,

    /** Put back while its item is ready and its analysis pending. */
    async republish(job) {
      const item = await media.items.forOrg(job.orgId).get(job.ref.mediaId);
      if (!item?.contentHash) return false;
      if (item.status !== 'ready' || item.analysis !== 'pending' || !item.kind) return false;
      await media.publishAnalysis(item);
      return true;
    },

    /** What an analyze job measured of a ready item: recorded once. */
    async completed(result) {
      const a = result.audio;
      if (a && !isEnvelopeClass(a.envelopeClass)) throw new AppError(400, 'analysis_malformed', `an analysis reported the unknown envelope class '${a.envelopeClass}'`);
      const s = result.signals;
      const recorded = await media.analysed(result.orgId, result.mediaId, {
        audio: a ? audioAnalysisOf(a) : null,
        signals: s && s.stepSeconds > 0 ? { stepSec: s.stepSeconds, loudnessDb: s.loudnessDb, shotChanges: s.shotChanges } : null,
      });
      return { accepted: true, duplicate: !recorded };
    },

    /** The item stays ready, without what it would have measured. */
    failed: (job) => media.analysisFailed(job.orgId, job.ref.mediaId, job.message),

    /** Nothing of its own: the media library's recovery (the probe kind's) publishes pending analyses too. */
    async recover() {},
  };
}

/** A probe's sound analysis as the media record keeps it (the envelope class is checked by the caller). */
function audioAnalysisOf(a: AudioAnalysisMessage__Output): AudioAnalysis {
  return {
    durationSec: a.durationSeconds,
    evidence: { envelopeClass: a.envelopeClass as AudioAnalysis['evidence']['envelopeClass'], attackMs: a.attackMs, spectralCentroidHz: a.spectralCentroidHz, meanVolumeDb: a.meanVolumeDb, maxVolumeDb: a.maxVolumeDb },
    bpm: a.bpm > 0 ? a.bpm : null,
    beatStrength: a.beatStrength,
    pauseFraction: a.pauseFraction,
  };
}
