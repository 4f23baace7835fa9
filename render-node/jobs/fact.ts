/**
 * A fact job: computes a derived fact of a media item over its window — a matte (grey video),
 * subject tracks / a detection (JSON), or the signals a multicam selector reads (JSON,
 * facts/signals.ts) — by decoding the window and running the matting addon over it
 * (facts/compute.ts), reporting progress as frames are done, and uploads it.
 *
 * It comes on the scene queue (it runs a model over every frame, minutes for a long window), and
 * holds a render slot from start to end.
 */
import { rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openVideoDecoder, type VideoDecoder } from '../../native/media/index.ts';
import { JobFailure } from '../../shared/failures.ts';
import { sha256File } from '../assembly.ts';
import type { BlobLease } from '../blob-cache.ts';
import { computeMatte, computeSubjectTracks, type DetectorName, type FactOutcome, windowFrames } from '../facts/compute.ts';
import type { MattingAddon } from '../facts/matting.ts';
import { computeSignals, SoundUnreadable } from '../facts/signals.ts';
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
  if (job.kind !== 'matte' && job.kind !== 'subjectTrack' && job.kind !== 'detection' && job.kind !== 'signals') {
    throw new JobFailure('job_unknown', `fact kind '${job.kind}' is not matte, subjectTrack, detection or signals`);
  }
  if ((job.kind === 'subjectTrack' || job.kind === 'detection') && job.detector !== 'face' && job.detector !== 'person') throw new JobFailure('job_unknown', `detector '${job.detector}' is not face or person`);
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
  // Signals sample the pictures at their own rate: progress counts those samples.
  const onSignalSample = (done: number, total: number) => {
    if (done % 15 === 0 || done === total) progress.report({ nodeId, jobId: envelope.jobId, renderId: '', orgId: envelope.orgId, sceneIndex: 0, framesDone: done, frameCount: total });
  };
  try {
    // A matte spreads a frame's refinement over the cores its slot holds: its own thread and the
    // drawing threads a scene in the same slot would take (shared/node-sizing.ts).
    const threads = 1 + (ctx.drawing?.threadsPerScene ?? 0);
    const run = { decoder, window, matting, output, signal, onFrame, threads };
    const outcome: FactOutcome = job.kind === 'matte' ? await computeMatte(run)
      : job.kind === 'signals' ? await writeSignals(path, job, { decoder, matting, signal, output, progress: onSignalSample })
      : await computeSubjectTracks(run, job.detector as DetectorName);
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

/**
 * Measures the signals of the job's window (facts/signals.ts) and writes them as JSON; the
 * outcome's frames are the picture samples. A sound ffmpeg cannot decode fails the job for good.
 */
async function writeSignals(
  path: string, job: { startSec: number; endSec: number },
  deps: { decoder: VideoDecoder; matting: MattingAddon; signal: AbortSignal; output: string; progress: (done: number, total: number) => void },
): Promise<FactOutcome> {
  let signals;
  try {
    signals = await computeSignals(path, { startSec: job.startSec, endSec: job.endSec }, { decoder: deps.decoder, matting: deps.matting, signal: deps.signal, onSample: deps.progress });
  } catch (err) {
    if (err instanceof SoundUnreadable) throw new JobFailure('media_audio_unreadable', `the media's sound cannot be decoded: ${err.message}`, { cause: err });
    throw err;
  }
  writeFileSync(deps.output, JSON.stringify(signals));
  const withFaces = signals.face.filter((f) => f.area > 0).length;
  return { frames: signals.face.length, presenceFraction: 0, trackCount: 0, framesWithSubjects: withFaces, maxSubjects: withFaces ? 1 : 0 };
}
