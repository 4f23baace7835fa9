/**
 * A ready matte fact recorded straight into the media facts' collection, as a delivered fact job
 * leaves it: for tests of what consumes mattes (the check and render of clips behind a subject)
 * with matte bytes the test made itself, apart from the matting that makes real ones.
 */
import type { MediaFacts } from '../../control-plane/features/facts/facts.ts';

/** Records a ready matte of `mediaId` over `window` whose bytes are the blob `blob`. */
export async function recordReadyMatte(facts: MediaFacts, orgId: string, mediaId: string, window: { startSec: number; endSec: number }, blob: { key: string; sizeBytes: number }) {
  return facts.facts.forOrg(orgId).insert({
    mediaId, kind: 'matte', detector: null, window, factKey: `${mediaId}|matte|-|${window.startSec}-${window.endSec}`, status: 'ready',
    blobKey: blob.key, sizeBytes: blob.sizeBytes, mediaType: 'video/x-matroska',
    summary: { presenceFraction: 0.9, frames: Math.round((window.endSec - window.startSec) * 30), width: 320, height: 180, fps: 30 },
    featureId: 'mattes', quotedCredits: 1, charge: { credits: 1, usd: 0.01 }, jobId: 'job_test', error: null,
    contentHash: blob.key, mediaBytes: blob.sizeBytes, progress: null, published: true,
  });
}
