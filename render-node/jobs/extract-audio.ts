/**
 * An extract-audio job (media queue): extracts a media item's sound for speech-to-text (Ogg, at
 * most `maxSpeechAudioBytes`) and uploads it.
 */
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { JobFailure } from '../../shared/failures.ts';
import { extractSpeechAudio, maxSpeechAudioBytes } from '../media-probe.ts';
import { sha256File } from '../assembly.ts';
import type { BlobLease } from '../blob-cache.ts';
import type { JobContext } from './context.ts';
import type { JobRun, NodeJobKind } from './kind.ts';

export const extractAudio: NodeJobKind = {
  run: (run, ctx) => ctx.withBlobs(run.cost, (blobs) => runExtractAudio(run, ctx, blobs)),
  // What it would do on the scene queue; it comes on the media queue, where no job takes a slot.
  slot: 'hold',
  startsBeforeWanted: false,
  abortedOnDrain: false,
};

async function runExtractAudio({ envelope, nodeId, signal }: JobRun, ctx: JobContext, blobs: BlobLease): Promise<void> {
  const job = envelope.extractAudio!;
  const path = await ctx.throughOutages(`fetching media:${job.mediaId}`, signal, () => blobs.get(job.media!.contentHash));
  const output = join(ctx.workDir, `${envelope.jobId}.ogg`);
  try {
    try {
      await extractSpeechAudio(path, output);
    } catch (err) {
      throw new JobFailure('media_audio_unreadable', (err as Error).message);
    }
    const sizeBytes = statSync(output).size;
    if (sizeBytes > maxSpeechAudioBytes) throw new JobFailure('media_audio_too_long', 'the sound is too long to transcribe in one piece (over 25 MB of audio)');
    const result = { nodeId, jobId: envelope.jobId, orgId: envelope.orgId, mediaId: job.mediaId, attemptId: job.attemptId, contentHash: await sha256File(output), sizeBytes };
    const verdict = await ctx.throughOutages(`reporting ${envelope.jobId}`, signal, () => ctx.farm.complete({ extractAudio: result }, { path: output, contentHash: result.contentHash }));
    if (!verdict.accepted) throw new Error(`the control plane refused the sound of ${job.mediaId}`);
  } finally {
    rmSync(output, { force: true });
  }
}
