/**
 * A fact job: computes a derived fact of a media item over its window — a matte (grey video) or
 * subject tracks / a detection (JSON) — by decoding the window and running the matting addon over
 * it (facts/compute.ts), reporting progress as frames are done, and uploads it.
 *
 * It comes on the scene queue (it runs a model over every frame, minutes for a long window), and
 * holds a render slot from start to end.
 */
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { openVideoDecoder, type VideoDecoder } from '../../native/media/index.ts';
import { JobFailure } from '../../shared/failures.ts';
import { sha256File } from '../assembly.ts';
import type { BlobLease } from '../blob-cache.ts';
import { computeMatte, computeSubjectTracks, type DetectorName, type FactOutcome, windowFrames } from '../facts/compute.ts';
import type { MattingAddon } from '../facts/matting.ts';
import type { JobContext } from './context.ts';
import type { JobRun, NodeJobKind } from './kind.ts';

export const fact: NodeJobKind = {
  run: (run, ctx) => ctx.withBlobs(run.cost, (blobs) => runFact(run, ctx, blobs)),
  slot: 'hold',
  startsBeforeWanted: false,
  abortedOnDrain: false,
};

async function runFact({ envelope, nodeId, signal }: JobRun, ctx: JobContext, blobs: BlobLease): Promise<void> {
  const job = envelope.fact!;
  if (job.kind !== 'matte' && job.kind !== 'subjectTrack' && job.kind !== 'detection') throw new JobFailure('job_unknown', `fact kind '${job.kind}' is not matte, subjectTrack or detection`);
  if (job.kind !== 'matte' && job.detector !== 'face' && job.detector !== 'person') throw new JobFailure('job_unknown', `detector '${job.detector}' is not face or person`);
  let matting: MattingAddon;
  try {
    matting = await ctx.matting();
  } catch (err) {
    throw new JobFailure('matting_unavailable', `the matting addon is not usable on this node: ${(err as Error).message}`, { cause: err });
  }
  const path = await ctx.throughOutages(`fetching media:${job.mediaId}`, signal, () => blobs.get(job.media!.contentHash));
  let decoder: VideoDecoder;
  try {
    decoder = await openVideoDecoder(path);
  } catch (err) {
    throw new JobFailure('media_picture_unreadable', `media:${job.mediaId} has no picture that can be decoded: ${(err as Error).message}`, { cause: err });
  }
  const window = windowFrames(decoder.info, job.startSec, job.endSec);
  const output = join(ctx.workDir, `${envelope.jobId}.${job.kind === 'matte' ? 'mkv' : 'json'}`);
  const progress = ctx.farm.progress();
  const onFrame = (done: number) => {
    if (done % 15 === 0 || done === window.frameCount) {
      progress.report({ nodeId, jobId: envelope.jobId, renderId: '', orgId: envelope.orgId, sceneIndex: 0, framesDone: done, frameCount: window.frameCount });
    }
  };
  try {
    const run = { decoder, window, matting, output, signal, onFrame };
    const outcome: FactOutcome = job.kind === 'matte' ? await computeMatte(run) : await computeSubjectTracks(run, job.detector as DetectorName);
    const { width, height, fps } = decoder.info;
    const result = {
      nodeId, jobId: envelope.jobId, orgId: envelope.orgId, factId: job.factId, contentHash: await sha256File(output), sizeBytes: statSync(output).size,
      mediaType: job.kind === 'matte' ? 'video/x-matroska' : 'application/json', frames: outcome.frames, width, height, fpsNum: fps.num, fpsDen: fps.den,
      startSec: window.startSec, endSec: window.endSec, presenceFraction: outcome.presenceFraction,
      trackCount: outcome.trackCount, framesWithSubjects: outcome.framesWithSubjects, maxSubjects: outcome.maxSubjects,
    };
    ctx.log?.('fact computed', { jobId: envelope.jobId, kind: job.kind, frames: outcome.frames, bytes: result.sizeBytes });
    const verdict = await ctx.throughOutages(`reporting ${envelope.jobId}`, signal, () => ctx.farm.complete({ fact: result }, { path: output, contentHash: result.contentHash }));
    if (!verdict.accepted) throw new Error(`the control plane refused the result of ${envelope.jobId}`);
  } finally {
    await progress.end().catch(() => ({ abandon: false }));
    await decoder.close();
    rmSync(output, { force: true });
  }
}
