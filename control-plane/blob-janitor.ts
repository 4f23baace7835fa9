/**
 * Keeps the blob store from growing without bound. Segments are needed only until their render's
 * output is assembled; an output only while its download link lives (7 days). Blobs are shared by
 * content hash (the same scene rendered twice is the same bytes, by design), so nothing is deleted
 * while an active render, an unexpired output or a media item still uses the same bytes, nor
 * within `graceMs` of being written (a put of the same bytes renews the file, so a render that is
 * recording the same segment right now keeps it).
 */
import type { BlobStore } from './blobs/index.ts';
import type { MediaLibrary } from './features/media/media.ts';
import { activeStatuses, type Renders, type StoredRender, terminalStatuses } from './features/renders/renders.ts';
import { forEachInAllOrgs } from './store/background-runs.ts';
import type { Where } from './store/index.ts';

export interface SweepResult { segments: number; outputs: number; bytes: number }

export class BlobJanitor {
  constructor(private readonly deps: { blobs: BlobStore; renders: Renders; media: MediaLibrary }, private readonly graceMs = 10 * 60_000) {}

  async sweep(now = Date.now()): Promise<SweepResult> {
    const result: SweepResult = { segments: 0, outputs: 0, bytes: 0 };
    const inUse = await this.segmentsOfActiveRenders();
    for (const render of await this.finishedWithBlobs(now)) {
      const segments = render.segmentsReleased ? [] : Object.values(render.scenes).map((s) => s.segmentHash).filter(Boolean);
      for (const key of segments) {
        if (!inUse.has(key) && !(await this.usedElsewhere(key, render.id, now)) && (await this.remove(key, now, result))) result.segments++;
      }
      const expired = render.output && render.outputExpiresAt && Date.parse(render.outputExpiresAt) <= now;
      if (expired && !inUse.has(render.output!.blobKey) && !(await this.usedElsewhere(render.output!.blobKey, render.id, now)) && (await this.remove(render.output!.blobKey, now, result))) result.outputs++;
      await this.deps.renders.renders.forOrg(render.orgId).update(render.id, { set: { segmentsReleased: true, ...(expired ? { outputReleased: true } : {}) } });
    }
    return result;
  }

  private async remove(key: string, now: number, result: SweepResult): Promise<boolean> {
    const stat = await this.deps.blobs.stat(key);
    if (!stat || now - stat.writtenAtMs < this.graceMs) return false;
    if (!(await this.deps.blobs.remove(key))) return false;
    result.bytes += stat.sizeBytes;
    return true;
  }

  /** Segment hashes that queued, rendering or assembling renders still need. */
  private async segmentsOfActiveRenders(): Promise<Set<string>> {
    const keys = new Set<string>();
    await forEachInAllOrgs(this.deps.renders.renders, { status: { $in: activeStatuses } }, (r) => {
      for (const s of Object.values(r.scenes)) keys.add(s.segmentHash);
    });
    return keys;
  }

  /** Ended renders whose segments, or whose expired output, may still be on disk. */
  private async finishedWithBlobs(now: number): Promise<StoredRender[]> {
    const found = new Map<string, StoredRender>();
    const wanted: Where[] = [{ segmentsReleased: { $ne: true } }, { outputReleased: { $ne: true }, outputExpiresAt: { $lte: new Date(now).toISOString() } }];
    for (const where of wanted) {
      await forEachInAllOrgs(this.deps.renders.renders, { status: { $in: terminalStatuses }, ...where }, (r) => found.set(r.id, r));
    }
    return [...found.values()];
  }

  /** True when an unexpired output of another render, or a media item, is these bytes. */
  private async usedElsewhere(key: string, renderId: string, now: number): Promise<boolean> {
    const outputs = await this.deps.renders.renders.scanAllOrgs({ where: { 'output.blobKey': key, outputExpiresAt: { $gt: new Date(now).toISOString() } }, limit: 2 });
    if (outputs.items.some((r) => r.id !== renderId)) return true;
    const media = await this.deps.media.items.scanAllOrgs({ where: { contentHash: key }, limit: 1 });
    return media.items.length > 0;
  }
}
