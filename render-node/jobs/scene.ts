/**
 * A scene job: draws a range of a render's frames with the Skia renderer and encodes them with the
 * native encoder into a segment that starts on an IDR frame, uploads it and reports it.
 *
 * Scenes run back to back on a node: everything before the first frame (the composition, the job's
 * stored files, the renderer) is done before the scene takes its render slot, while another scene
 * may still be encoding in it; it gives the slot back as soon as its encoder is closed (or, with
 * `overlapSceneEnds`, once its frames are all in it) and uploads outside the slot. It draws while
 * the control plane is asked whether it is still wanted (a render's first frames should not wait a
 * round trip for the answer, which nearly always says "wanted") and closes its encoder only once
 * answered, so a stale scene never delivers a segment.
 */
import type { Canvas } from '@napi-rs/canvas';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { type Codec, type BackendChoice, openVideoEncoder, type Preset, PRESETS, releaseFrame } from '../../native/media/index.ts';
import type { AssetRef__Output } from '../../proto/index.ts';
import type { MediaResolver } from '../renderer/assets.ts';
import { FrameDownscaler } from '../renderer/downscale.ts';
import { DEFAULT_PIPELINE_DEPTH, runSceneFrames } from '../scene-frames.ts';
import { ThreadedFrames } from '../draw-threads.ts';
import { sha256File } from '../assembly.ts';
import type { BlobLease } from '../blob-cache.ts';
import { isComponentAsset } from '../org-components.ts';
import { Aborted, type JobContext } from './context.ts';
import type { JobRun, NodeJobKind } from './kind.ts';

export const scene: NodeJobKind = {
  run: (run, ctx) => ctx.withBlobs(run.cost, (blobs) => runScene(run, ctx, blobs)),
  slot: 'own',
  startsBeforeWanted: true,
  abortedOnDrain: false,
};

async function runScene({ envelope, nodeId, signal, slot, wanted, cost }: JobRun, ctx: JobContext, blobs: BlobLease): Promise<void> {
  const job = envelope.scene!;
  // Everything before the first frame happens before the render slot, while another scene may
  // still be encoding in it: the composition, the job's stored files, the renderer.
  const { renderer, composition, builtinOnly, close } = await cost.stage('fetch', async () => {
    await Promise.all(job.assets.map((a) => ctx.throughOutages(`fetching ${a.ref}`, signal, () => blobs.get(a.contentHash))));
    return ctx.drawingRenderer(blobs, job, signal);
  });
  ctx.log?.('composition ready', { jobId: envelope.jobId });
  const drawing = ctx.drawing && ctx.drawing.threadsPerScene > 0 && builtinOnly && job.frameCount > 1 && !renderer.showsVideo(job.startFrame, job.frameCount)
    ? ctx.drawing : null;
  let threadMedia: Record<string, string> | null = null;
  try {
    if (drawing) {
      // The node's first such scene starts its drawing threads: they load while it waits for its slot.
      drawing.pool.warm();
      threadMedia = await localPaths(job.assets, ctx.mediaOf(blobs, job.assets, signal));
    }
    await slot.acquire();
  } catch (err) {
    await close();
    throw err;
  }
  const video = job.video!;
  const segment = join(ctx.workDir, `${envelope.jobId}.mp4`);
  // A preview is delivered smaller than the composition is drawn.
  const deliver = video.width !== renderer.width || video.height !== renderer.height ? { width: video.width, height: video.height } : null;
  const downscale = deliver ? new FrameDownscaler(deliver.width, deliver.height) : null;
  const reshape = downscale ? (c: Canvas) => downscale.canvas(c) : undefined;
  const started = performance.now();
  const startedAtMs = Date.now();
  const drawStage = cost.begin('draw_encode');
  let encoder: Awaited<ReturnType<typeof openVideoEncoder>>;
  try {
    encoder = await openVideoEncoder({
      output: segment, width: video.width, height: video.height, fps: { num: video.fps!.num, den: video.fps!.den },
      codec: video.codec as Codec, backend: (video.backend || 'auto') as BackendChoice,
      preset: (PRESETS as readonly string[]).includes(video.preset) ? video.preset as Preset : 'veryfast',
      ...(video.crf ? { quality: video.crf } : {}), gop: video.gop || undefined, threads: ctx.encoderThreads,
    });
  } catch (err) {
    // An encoder this node cannot open (a backend it lacks) leaves nothing open behind.
    await close();
    throw err;
  }
  // Taken once nothing before the frame loop can fail: the loop's end gives them back.
  const threads = drawing ? drawing.pool.take(Math.min(drawing.threadsPerScene, job.frameCount - 1)) : [];
  const threaded = threads.length ? new ThreadedFrames({
    drawer: renderer, release: releaseFrame, ...(reshape ? { reshape } : {}), threads,
    scene: { composition, baseDir: null, media: threadMedia!, deliver }, frameBytes: video.width * video.height * 4,
    first: job.startFrame, count: job.frameCount, depth: DEFAULT_PIPELINE_DEPTH,
  }) : null;
  const progress = ctx.farm.progress();
  try {
    const timings = await runSceneFrames({
      ...(threaded ? { source: threaded } : { drawer: renderer, release: releaseFrame, ...(reshape ? { reshape } : {}) }),
      sink: encoder, first: job.startFrame, count: job.frameCount,
      ensureRunning: () => { if (signal.aborted) throw new Aborted(); },
      onFrame: (done) => {
        ctx.onFramesEncoded?.(1);
        if (done % 15 === 0) progress.report({ nodeId, jobId: envelope.jobId, renderId: envelope.renderId, orgId: envelope.orgId, sceneIndex: job.sceneIndex, framesDone: done, frameCount: job.frameCount });
      },
    });
    const encodeMs = timings.waitMs;
    // Every frame is in the encoder: what is left (x264 encoding the frames its lookahead holds,
    // then the file's end) runs on the encoder's own thread. Where the machine has a core to
    // spare, the next scene takes the slot now and draws meanwhile.
    if (ctx.overlapSceneEnds) slot.release();
    // Drawn while the control plane was asked whether the scene is still wanted: a stale one ends here.
    await wanted;
    if (signal.aborted) throw new Aborted();
    const info = await encoder.close();
    const finishedAtMs = Date.now();
    slot.release();
    cost.end(drawStage);
    cost.gpu = info.backend !== 'software';
    const upload = cost.begin('upload');
    ctx.log?.('scene encoded', { jobId: envelope.jobId, frames: info.frames, bytes: info.bytes, ...(threaded ? { framesFromDrawingThreads: threaded.framesFromThreads } : {}) });
    const totalSeconds = (performance.now() - started) / 1000;
    ctx.metrics?.framesEncoded.inc({ backend: info.backend }, info.frames);
    ctx.metrics?.encodeFps.set({ backend: info.backend }, info.frames / Math.max(totalSeconds, 1e-6));
    const result = {
      nodeId, jobId: envelope.jobId, renderId: envelope.renderId, orgId: envelope.orgId, sceneIndex: job.sceneIndex,
      frameCount: info.frames, contentHash: await sha256File(segment), sizeBytes: info.bytes, encoder: `${info.backend}/${info.codec}`,
      encodeSeconds: encodeMs / 1000, renderSeconds: totalSeconds - encodeMs / 1000, startedAtMs, finishedAtMs,
    };
    // This node's own assembly of the render takes the segment from here rather than fetching it back.
    ctx.keepOwnSegment(envelope.renderId, result.contentHash, segment);
    // The segment stays on disk until the control plane has recorded it.
    cost.uploaded(result.sizeBytes);
    const verdict = await ctx.throughOutages(`reporting ${envelope.jobId}`, signal, () => ctx.farm.complete(() => {
      cost.end(upload);
      return { scene: { ...result, cost: cost.report() } };
    }, { path: segment, contentHash: result.contentHash }));
    if (!verdict.accepted) throw new Error(`the control plane refused the segment of ${envelope.jobId}`);
    ctx.log?.('segment uploaded', { jobId: envelope.jobId, duplicate: verdict.duplicate });
  } catch (err) {
    await encoder.abort().catch(() => {});
    throw err;
  } finally {
    slot.release();
    await progress.end().catch(() => ({ abandon: false }));
    if (threaded) await threaded.close(drawing!.pool);
    await close();
    rmSync(segment, { force: true });
  }
}

/** The local path of each stored file a job names (its org components aside), all fetched already: what a drawing thread reads. */
async function localPaths(assets: AssetRef__Output[], media: MediaResolver): Promise<Record<string, string>> {
  const stored = assets.filter((a) => !isComponentAsset(a.ref));
  return Object.fromEntries(await Promise.all(stored.map(async (a) => [a.ref, await media(a.ref)] as const)));
}
