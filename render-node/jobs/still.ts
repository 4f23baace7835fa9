/**
 * A still job (media queue): draws each requested frame of a still capture with the renderer the
 * renders use, scaled to the job's size when it is smaller, encodes it as the job asks (PNG or
 * JPEG) and uploads it; the control plane records each image once.
 */
import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Canvas } from '@napi-rs/canvas';
import { drawingFailure, JobFailure } from '../../shared/failures.ts';
import { FrameDownscaler } from '../renderer/downscale.ts';
import type { BlobLease } from '../blob-cache.ts';
import { Aborted, type JobContext } from './context.ts';
import type { JobRun, NodeJobKind } from './kind.ts';

export const still: NodeJobKind = {
  run: (run, ctx) => ctx.withBlobs(run.cost, (blobs) => runStill(run, ctx, blobs)),
  // What it would do on the scene queue; it comes on the media queue, where no job takes a slot.
  slot: 'hold',
  startsBeforeWanted: false,
  abortedOnDrain: false,
};

async function runStill({ envelope, nodeId, signal }: JobRun, ctx: JobContext, blobs: BlobLease): Promise<void> {
  const job = envelope.still!;
  const { renderer, close } = await ctx.drawingRenderer(blobs, job, signal);
  const downscale = job.width !== renderer.width || job.height !== renderer.height ? new FrameDownscaler(job.width, job.height) : null;
  const extension = job.format === 'jpeg' ? 'jpg' : 'png';
  const file = join(ctx.workDir, `${envelope.jobId}.${extension}`);
  try {
    for (const [index, frame] of job.frames.entries()) {
      if (signal.aborted) throw new Aborted();
      let image: Buffer;
      try {
        const drawn = await renderer.drawFrame(frame);
        image = await encodeStill(downscale ? downscale.canvas(drawn) : drawn, job.format, job.quality);
      } catch (err) {
        throw drawingFailure(err).at({ frame });
      }
      writeFileSync(file, image);
      const result = {
        nodeId, jobId: envelope.jobId, orgId: envelope.orgId, captureId: job.captureId, index, frame,
        contentHash: createHash('sha256').update(image).digest('hex'), sizeBytes: image.length, width: job.width, height: job.height,
        mediaType: job.format === 'jpeg' ? 'image/jpeg' : 'image/png',
      };
      const verdict = await ctx.throughOutages(`reporting ${envelope.jobId} image ${index}`, signal, () => ctx.farm.complete({ still: result }, { path: file, contentHash: result.contentHash }));
      if (!verdict.accepted) throw new Error(`the control plane refused image ${index} of ${envelope.jobId}`);
    }
    ctx.log?.('stills uploaded', { jobId: envelope.jobId, images: job.frames.length });
  } finally {
    await close();
    rmSync(file, { force: true });
  }
}

/** A drawn frame as a still image: PNG (lossless, what `framefleet frame` writes) or JPEG at `quality`. */
function encodeStill(canvas: Canvas, format: string, quality: number): Promise<Buffer> {
  if (format === 'jpeg') return canvas.encode('jpeg', quality);
  if (format === 'png') return canvas.encode('png');
  throw new JobFailure('job_unknown', `still format '${format}' is not png or jpeg`);
}
