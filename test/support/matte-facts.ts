/**
 * Matte facts as the media facts service records them (collection `media_facts`, org-scoped; the
 * fields of the issue 14 contract), and a MatteLookup that reads those records: what the
 * control plane's check of clips behind a subject is tested against, with real store records.
 */
import type { MatteFact, MatteLookup } from '../../control-plane/domain/subject-mattes.ts';
import type { DocumentStore, OrgCollection } from '../../control-plane/store/index.ts';

export interface FactRecord {
  mediaId: string;
  kind: 'matte' | 'subjectTrack' | 'detection';
  detector: 'face' | 'person' | null;
  window: { startSec: number; endSec: number } | null;
  status: 'pending' | 'ready' | 'failed';
  blobKey: string | null;
  sizeBytes: number | null;
  mediaType: string | null;
  summary: Record<string, unknown> | null;
  quotedCredits: number;
  charge: { credits: number; usd: number } | null;
  jobId: string;
  error: { code: string; message: string } | null;
}

export function factRecords(store: DocumentStore): OrgCollection<FactRecord> {
  return store.orgCollection<FactRecord>({ name: 'media_facts', idPrefix: 'fct', indexes: [['mediaId'], ['status']] });
}

/** Records a ready matte of `mediaId` over `window` whose bytes are the blob `blob`. */
export async function recordReadyMatte(store: DocumentStore, orgId: string, mediaId: string, window: { startSec: number; endSec: number }, blob: { key: string; sizeBytes: number }) {
  return factRecords(store).forOrg(orgId).insert({
    mediaId, kind: 'matte', detector: null, window, status: 'ready', blobKey: blob.key, sizeBytes: blob.sizeBytes, mediaType: 'video/x-matroska',
    summary: { presenceFraction: 0.9, frames: Math.round((window.endSec - window.startSec) * 30), width: 320, height: 180, fps: 30 },
    quotedCredits: 1, charge: { credits: 1, usd: 0.01 }, jobId: 'job_test', error: null,
  });
}

/** Reads ready matte records whose window covers the asked one. */
export class RecordedMatteFacts implements MatteLookup {
  private readonly facts: OrgCollection<FactRecord>;
  constructor(store: DocumentStore) { this.facts = factRecords(store); }

  async readyMatteCovering(orgId: string, mediaId: string, startSec: number, endSec: number): Promise<MatteFact | null> {
    const found = await this.facts.forOrg(orgId).findOne({
      mediaId, kind: 'matte', status: 'ready', 'window.startSec': { $lte: startSec }, 'window.endSec': { $gte: endSec },
    });
    if (!found || !found.window || !found.blobKey) return null;
    return { id: found.id, blobKey: found.blobKey, sizeBytes: found.sizeBytes ?? 0, mediaType: found.mediaType ?? 'video/x-matroska', window: found.window, summary: found.summary };
  }
}
