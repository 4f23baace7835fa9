/**
 * An assemble job: joins a render's segments by stream copy, mixes the timeline's audio once,
 * checks the result and uploads it (assembly.ts).
 *
 * It takes no render slot: it goes out with the render's scenes and waits for the last of them,
 * which may be this node's, then joins without drawing. A draining node hands it back to the queue
 * at once, since it may wait long for those scenes.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { AssetResolver } from '../renderer/assets.ts';
import { mixTimelineAudio, ProgressiveJoin } from '../assembly.ts';
import { collectSegments, OwnSegments } from '../assembly-segments.ts';
import type { BlobLease } from '../blob-cache.ts';
import { retryTransientStream } from '../transient.ts';
import { Aborted, type JobContext } from './context.ts';
import type { JobRun, NodeJobKind } from './kind.ts';

/**
 * How long an assembly waits for its render's last scenes before it goes back to the queue
 * (postponed, not failed): well within the broker's acknowledgement timeout (30 minutes by default).
 */
const maxAssemblyWaitMs = 20 * 60_000;

/**
 * Joins the render's segments with its sound. The job arrives while the last scenes are still
 * drawn elsewhere: the sound is mixed and the recorded segments fetched meanwhile, each further
 * one as the control plane reports it recorded (assembly-segments.ts).
 */
export const assemble: NodeJobKind = {
  run: (run, ctx) => ctx.withBlobs(run.cost, (blobs) => runAssemble(run, ctx, blobs)),
  slot: 'none',
  startsBeforeWanted: false,
  abortedOnDrain: false,
};

async function runAssemble({ envelope, nodeId, signal, cost }: JobRun, ctx: JobContext, blobs: BlobLease): Promise<void> {
  const job = envelope.assemble!;
  const composition = await cost.stage('fetch', () => ctx.composition(blobs, job.composition!, signal));
  const dir = join(ctx.workDir, envelope.jobId);
  mkdirSync(dir, { recursive: true });
  const assets = new AssetResolver(null, ctx.mediaOf(blobs, job.assets, signal));
  const input = {
    composition, resolveSource: (src: string) => assets.path(src), dir,
    video: { width: job.video!.width, height: job.video!.height, fps: { num: job.video!.fps!.num, den: job.video!.fps!.den } },
    startFrame: job.startFrame, totalFrames: job.totalFrames,
  };
  // Stages are timed only while they work: waiting for the render's last scenes costs nothing.
  const audio = cost.stage('mix', () => mixTimelineAudio(input), { children: true });
  // Each segment joins the output as it arrives; a failed mix is reported by finish(), after the segments.
  const joining = new ProgressiveJoin(input, job.sceneCount || job.segments.length, audio);
  const own = new OwnSegments(join(dir, 'own'));
  ctx.ownSegments.set(envelope.renderId, own);
  try {
    const waitUntil = Date.now() + maxAssemblyWaitMs;
    const watch = { nodeId, jobId: envelope.jobId, renderId: envelope.renderId, orgId: envelope.orgId };
    await collectSegments({
      known: job.segments.map((s) => ({ sceneIndex: s.sceneIndex, contentHash: s.segment!.contentHash, frameCount: s.frameCount })),
      sceneCount: job.sceneCount,
      // Watched through control-plane restarts, up to the wait's end: then the job is postponed.
      watch: () => retryTransientStream(`watching the scenes of ${envelope.renderId}`, () => ctx.farm.watchScenes(watch, signal, waitUntil - Date.now()), {
        signal, giveUpAfterMs: waitUntil - Date.now(), ...(ctx.log ? { log: ctx.log } : {}),
      }),
      fetch: (hashes) => cost.stage('fetch', () => own.paths(hashes, (missing) => ctx.throughOutages(`fetching ${missing.length} segments`, signal, () => blobs.getMany(missing)))),
      fetched: (segment, path) => joining.add(segment.sceneIndex, path, segment.frameCount),
    });
    if (signal.aborted) throw new Aborted();
    const output = await cost.stage('join', () => joining.finish(), { children: true });
    const result = {
      nodeId, jobId: envelope.jobId, renderId: envelope.renderId, orgId: envelope.orgId,
      contentHash: output.sha256, sizeBytes: output.sizeBytes, frameCount: output.frames, durationSeconds: output.durationSeconds,
      seams: output.seams,
    };
    cost.uploaded(result.sizeBytes);
    const upload = cost.begin('upload');
    const verdict = await ctx.throughOutages(`reporting ${envelope.jobId}`, signal, () => ctx.farm.complete(() => {
      cost.end(upload);
      return { assemble: { ...result, cost: cost.report() } };
    }, { path: output.path, contentHash: result.contentHash }));
    if (!verdict.accepted) throw new Error(`the control plane refused the output of ${envelope.jobId}`);
  } finally {
    if (ctx.ownSegments.get(envelope.renderId) === own) ctx.ownSegments.delete(envelope.renderId);
    await joining.abort();
    await audio.catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}
