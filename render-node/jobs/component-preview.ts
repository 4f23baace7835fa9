/**
 * A component preview job (media queue): draws a component's one-clip composition over
 * transparency, every frame, with the renderer the renders use, and encodes the straight-alpha
 * frames as VP9 with alpha in WebM, which it uploads. A frame that cannot be drawn (the component's
 * own code, a font, an image) fails the job with the renderer's typed, sanitized failure.
 */
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { openAlphaVideoEncoder, releaseFrame } from '../../native/media/index.ts';
import { fpsRational } from '../../shared/composition/timing.ts';
import { JobFailure } from '../../shared/failures.ts';
import { runSceneFrames } from '../scene-frames.ts';
import { sha256File } from '../assembly.ts';
import type { BlobLease } from '../blob-cache.ts';
import { Aborted, type JobContext } from './context.ts';
import type { JobRun, NodeJobKind } from './kind.ts';

export const componentPreview: NodeJobKind = {
  run: (run, ctx) => ctx.withBlobs(run.cost, (blobs) => runComponentPreview(run, ctx, blobs)),
  // What it would do on the scene queue; it comes on the media queue, where no job takes a slot.
  slot: 'hold',
  startsBeforeWanted: false,
  abortedOnDrain: false,
};

async function runComponentPreview({ envelope, nodeId, signal }: JobRun, ctx: JobContext, blobs: BlobLease): Promise<void> {
  const job = envelope.componentPreview!;
  const { renderer, close } = await ctx.drawingRenderer(blobs, job, signal);
  const output = join(ctx.workDir, `${envelope.jobId}.webm`);
  const fps = fpsRational(renderer.fps);
  let encoder: Awaited<ReturnType<typeof openAlphaVideoEncoder>> | null = null;
  try {
    if (renderer.frameCount !== job.frameCount) {
      throw new JobFailure('composition_unreadable', `the preview composition has ${renderer.frameCount} frames, the job asks for ${job.frameCount}`);
    }
    encoder = await openAlphaVideoEncoder({
      output, width: renderer.width, height: renderer.height, fps, ...(job.crf ? { quality: job.crf } : {}), threads: ctx.encoderThreads,
    });
    await runSceneFrames({
      drawer: renderer, sink: encoder, first: 0, count: job.frameCount, release: releaseFrame,
      ensureRunning: () => { if (signal.aborted) throw new Aborted(); },
      onFrame: () => ctx.onFramesEncoded?.(1),
    });
    const info = await encoder.close();
    encoder = null;
    const result = {
      nodeId, jobId: envelope.jobId, orgId: envelope.orgId, previewId: job.previewId, contentHash: await sha256File(output), sizeBytes: info.bytes,
      mediaType: 'video/webm', codec: info.codec, alpha: info.pixelFormat === 'yuva420p', width: info.width, height: info.height,
      fpsNum: info.fps.num, fpsDen: info.fps.den, frames: info.frames,
    };
    ctx.log?.('component preview encoded', { jobId: envelope.jobId, frames: info.frames, bytes: info.bytes });
    const verdict = await ctx.throughOutages(`reporting ${envelope.jobId}`, signal, () => ctx.farm.complete({ componentPreview: result }, { path: output, contentHash: result.contentHash }));
    if (!verdict.accepted) throw new Error(`the control plane refused the preview of ${envelope.jobId}`);
  } finally {
    await encoder?.abort().catch(() => {});
    await close();
    rmSync(output, { force: true });
  }
}
