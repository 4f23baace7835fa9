/**
 * A probe job (media queue): probes an uploaded media item — its facts and a thumbnail (unless the
 * job says none), or the verdict that it is not media — and reports what it found.
 */
import { createHash } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { probeMedia, thumbnail } from '../media-probe.ts';
import type { BlobLease } from '../blob-cache.ts';
import type { JobContext } from './context.ts';
import type { JobRun, NodeJobKind } from './kind.ts';

export const probe: NodeJobKind = {
  run: (run, ctx) => ctx.withBlobs(run.cost, (blobs) => runProbe(run, ctx, blobs)),
  // What it would do on the scene queue; it comes on the media queue, where no job takes a slot.
  slot: 'hold',
  startsBeforeWanted: false,
  abortedOnDrain: false,
};

async function runProbe({ envelope, nodeId, signal }: JobRun, ctx: JobContext, blobs: BlobLease): Promise<void> {
  const job = envelope.probe!;
  const path = await ctx.throughOutages(`fetching media:${job.mediaId}`, signal, () => blobs.get(job.media!.contentHash));
  const facts = await probeMedia(path);
  const thumb = facts && !job.skipThumbnail ? await thumbnail(path, facts) : null;
  const thumbFile = join(ctx.workDir, `${envelope.jobId}.jpg`);
  const result = {
    nodeId, jobId: envelope.jobId, orgId: envelope.orgId, mediaId: job.mediaId,
    facts: facts && {
      kind: facts.kind, mimeType: facts.mimeType, durationSeconds: facts.durationSec ?? 0, width: facts.width ?? 0, height: facts.height ?? 0, hasAudio: facts.hasAudio,
    },
    thumbnailHash: thumb ? createHash('sha256').update(thumb).digest('hex') : '', thumbnailBytes: thumb?.length ?? 0,
  };
  try {
    writeFileSync(thumbFile, thumb ?? Buffer.alloc(0));
    const verdict = await ctx.throughOutages(`reporting ${envelope.jobId}`, signal, () => ctx.farm.complete({ probe: result }, { path: thumbFile, contentHash: result.thumbnailHash }));
    if (!verdict.accepted) throw new Error(`the control plane refused the probe of ${job.mediaId}`);
  } finally {
    rmSync(thumbFile, { force: true });
  }
}
