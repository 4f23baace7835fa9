/**
 * An analyze job (media queue): measures what only later features read of a ready item — an audio
 * item's sound for the catalog's audio palette (GET /v1/components, source org), a video's or
 * sound's loudness and shot changes for clip suggestions — and reports it.
 *
 * Its decoders run as background work, stopped while the node's render slots draw
 * (background.ts). A draining node aborts it at once and hands it back to the queue, whether it
 * started or not: background work that may run long does not hold up the drain.
 */
import { isMediaKind } from '../../shared/media-facts.ts';
import { JobFailure } from '../../shared/failures.ts';
import { analyzeSound, measureMomentSignals } from '../media-probe.ts';
import type { BlobLease } from '../blob-cache.ts';
import { Aborted, type JobContext } from './context.ts';
import type { JobRun, NodeJobKind } from './kind.ts';

export const analyze: NodeJobKind = {
  run: (run, ctx) => ctx.withBlobs(run.cost, (blobs) => runAnalyze(run, ctx, blobs)),
  // What it would do on the scene queue; it comes on the media queue, where no job takes a slot.
  slot: 'hold',
  startsBeforeWanted: false,
  abortedOnDrain: true,
};

async function runAnalyze({ envelope, nodeId, signal, background }: JobRun, ctx: JobContext, blobs: BlobLease): Promise<void> {
  const job = envelope.analyze!;
  if (!isMediaKind(job.kind)) throw new JobFailure('job_unknown', `an analyze job names the unknown media kind '${job.kind}'`);
  const path = await ctx.throughOutages(`fetching media:${job.mediaId}`, signal, () => blobs.get(job.media!.contentHash));
  const facts = { kind: job.kind, durationSec: job.durationSeconds || null, hasAudio: job.hasAudio };
  const [sound, signals] = await Promise.all([facts.kind === 'audio' ? analyzeSound(path, signal, background) : null, measureMomentSignals(path, facts, signal, background)]);
  if (signal.aborted) throw new Aborted();
  const result = {
    nodeId, jobId: envelope.jobId, orgId: envelope.orgId, mediaId: job.mediaId,
    ...(sound ? { audio: { durationSeconds: sound.durationSec, ...sound.evidence, bpm: sound.bpm ?? 0, beatStrength: sound.beatStrength, pauseFraction: sound.pauseFraction } } : {}),
    ...(signals ? { signals: { stepSeconds: signals.stepSec, loudnessDb: signals.loudnessDb, shotChanges: signals.shotChanges } } : {}),
  };
  await ctx.throughOutages(`reporting ${envelope.jobId}`, signal, () => ctx.farm.complete({ analyze: result }));
}
