/**
 * Keeps the blob store from growing without bound. Segments are needed only until their render's
 * output is assembled; an output only while its download link lives (7 days). Once a project is
 * deleted, nothing reaches what it held: its renders' outputs and posters, its still images and
 * its component previews all go. Blobs are shared by content hash (the same scene rendered twice
 * is the same bytes, by design), so nothing is deleted while anything live still names the same
 * bytes (an active render's segment, an unexpired output, a poster, a still or a preview of a
 * project that is still there, a media item), nor within `graceMs` of being written (a put of the
 * same bytes renews the file, so a render that is recording the same segment right now keeps it).
 */
import { Counter, type Registry } from 'prom-client';
import type { BlobStore } from './blobs/index.ts';
import type { ComponentPreviews } from './features/component-previews/component-previews.ts';
import type { MediaLibrary } from './features/media/media.ts';
import type { Projects } from './features/projects/projects.ts';
import { activeStatuses, type Renders, type StoredRender, terminalStatuses } from './features/renders/renders.ts';
import type { StillCaptures } from './features/stills/stills.ts';
import { forEachInAllOrgs } from './store/background-runs.ts';
import type { OrgCollection, OrgDocMeta, Where } from './store/index.ts';

export const blobKinds = ['segment', 'output', 'poster', 'still', 'preview'] as const;
export type BlobKind = (typeof blobKinds)[number];

export interface Released { count: number; bytes: number }
export type SweepResult = Record<BlobKind, Released>;

export function releasedBytes(result: SweepResult): number {
  return blobKinds.reduce((sum, kind) => sum + result[kind].bytes, 0);
}

export interface JanitorDeps {
  blobs: BlobStore;
  renders: Renders;
  media: MediaLibrary;
  projects: Projects;
  stills: StillCaptures;
  componentPreviews: ComponentPreviews;
}

/** A record of a deleted project and the blobs it held, by kind. */
interface Orphan { blobs: [BlobKind, string][]; markReleased: () => Promise<unknown> }

type Removal = 'removed' | 'missing' | 'fresh';

export class BlobJanitor {
  private readonly released?: { count: Counter<'kind'>; bytes: Counter<'kind'> };

  constructor(private readonly deps: JanitorDeps, private readonly graceMs = 10 * 60_000, metrics?: Registry) {
    if (metrics) {
      const registers = [metrics];
      this.released = {
        count: new Counter({ name: 'framefleet_blob_janitor_released_total', help: 'Blobs the janitor deleted, by kind (segment, output, poster, still, preview)', labelNames: ['kind'], registers }),
        bytes: new Counter({ name: 'framefleet_blob_janitor_released_bytes_total', help: 'Bytes of the blobs the janitor deleted, by kind', labelNames: ['kind'], registers }),
      };
    }
  }

  async sweep(now = Date.now()): Promise<SweepResult> {
    const result = Object.fromEntries(blobKinds.map((kind) => [kind, { count: 0, bytes: 0 }])) as SweepResult;
    const { held, orphans } = await this.survey(now);
    const release = async (kind: BlobKind, key: string): Promise<Removal | 'held'> => {
      if (held.has(key) || (await this.isMedia(key))) return 'held';
      const removal = await this.remove(key, now);
      if (removal.outcome === 'removed') {
        result[kind].count++;
        result[kind].bytes += removal.sizeBytes;
        this.released?.count.inc({ kind });
        this.released?.bytes.inc({ kind }, removal.sizeBytes);
      }
      return removal.outcome;
    };

    // What deleted projects held; a record kept back by the grace period is looked at again next time.
    for (const orphan of orphans) {
      let fresh = false;
      for (const [kind, key] of orphan.blobs) fresh = (await release(kind, key)) === 'fresh' || fresh;
      if (!fresh) await orphan.markReleased();
    }

    for (const render of await this.finishedWithBlobs(now)) {
      const segments = render.segmentsReleased ? [] : Object.values(render.scenes).map((s) => s.segmentHash).filter(Boolean);
      let fresh = false;
      for (const key of segments) fresh = (await release('segment', key)) === 'fresh' || fresh;
      const expired = render.output && render.outputExpiresAt && Date.parse(render.outputExpiresAt) <= now;
      const outputFresh = expired ? (await release('output', render.output!.blobKey)) === 'fresh' : false;
      // Within the grace period a blob is looked at again next time rather than forgotten.
      await this.deps.renders.renders.forOrg(render.orgId).update(render.id, { set: { ...(fresh ? {} : { segmentsReleased: true }), ...(expired && !outputFresh ? { outputReleased: true } : {}) } });
    }
    return result;
  }

  private async remove(key: string, now: number): Promise<{ outcome: Removal; sizeBytes: number }> {
    const stat = await this.deps.blobs.stat(key);
    if (!stat) return { outcome: 'missing', sizeBytes: 0 };
    if (now - stat.writtenAtMs < this.graceMs) return { outcome: 'fresh', sizeBytes: 0 };
    return { outcome: (await this.deps.blobs.remove(key)) ? 'removed' : 'missing', sizeBytes: stat.sizeBytes };
  }

  /**
   * One pass over renders, still captures and component previews: every blob a live record names
   * is held; records whose project was deleted are orphans. A record without a project (a compose
   * session's still, a template render and its poster) is held: its owner is not a project.
   */
  private async survey(now: number): Promise<{ held: Set<string>; orphans: Orphan[] }> {
    const held = new Set<string>();
    const orphans: Orphan[] = [];
    const projectGone = this.projectGone();
    const notReleased: Where = { blobsReleased: { $ne: true } };

    for (const r of await this.collect(this.deps.renders.renders, notReleased)) {
      const active = (activeStatuses as readonly string[]).includes(r.status);
      // A render still running keeps its segments even if its project was deleted meanwhile.
      if (active || !(await projectGone(r.orgId, r.projectId))) {
        if (active) for (const s of Object.values(r.scenes)) if (s.segmentHash) held.add(s.segmentHash);
        if (r.output && !r.outputReleased && (!r.outputExpiresAt || Date.parse(r.outputExpiresAt) > now)) held.add(r.output.blobKey);
        if (r.poster) held.add(r.poster.blobKey);
        continue;
      }
      const blobs: [BlobKind, string][] = r.segmentsReleased ? [] : Object.values(r.scenes).filter((s) => s.segmentHash).map((s) => ['segment', s.segmentHash]);
      if (r.output && !r.outputReleased) blobs.push(['output', r.output.blobKey]);
      if (r.poster) blobs.push(['poster', r.poster.blobKey]);
      orphans.push({ blobs, markReleased: () => this.deps.renders.renders.forOrg(r.orgId).update(r.id, { set: { segmentsReleased: true, outputReleased: true, blobsReleased: true } }) });
    }

    const captures = await this.collect(this.deps.stills.captures, { status: 'succeeded', ...notReleased });
    for (const c of captures) {
      // A poster capture has no project; its image is recorded on the render, whose `poster` is what holds it.
      if (c.posterFor) continue;
      const keys = Object.values(c.images).map((image) => image.blobKey);
      if (!(await projectGone(c.orgId, c.projectId))) { for (const key of keys) held.add(key); continue; }
      orphans.push({ blobs: keys.map((key) => ['still', key]), markReleased: () => this.deps.stills.captures.forOrg(c.orgId).update(c.id, { set: { blobsReleased: true } }) });
    }

    const previews = await this.collect(this.deps.componentPreviews.previews, { status: 'succeeded', ...notReleased });
    for (const p of previews) {
      if (!p.output) continue;
      if (!(await projectGone(p.orgId, p.projectId))) { held.add(p.output.blobKey); continue; }
      orphans.push({ blobs: [['preview', p.output.blobKey]], markReleased: () => this.deps.componentPreviews.previews.forOrg(p.orgId).update(p.id, { set: { blobsReleased: true } }) });
    }
    return { held, orphans };
  }

  private async collect<T extends object>(collection: OrgCollection<T>, where: Where): Promise<(T & OrgDocMeta)[]> {
    const docs: (T & OrgDocMeta)[] = [];
    await forEachInAllOrgs(collection, where, (d) => docs.push(d));
    return docs;
  }

  /** Whether a record's project was deleted, asked once per project per sweep. */
  private projectGone() {
    const known = new Map<string, Promise<boolean>>();
    return (orgId: string, projectId: string | null): Promise<boolean> => {
      if (!projectId) return Promise.resolve(false);
      const id = `${orgId}/${projectId}`;
      if (!known.has(id)) known.set(id, this.deps.projects.exists(orgId, projectId).then((exists) => !exists));
      return known.get(id)!;
    };
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

  /** True when a media item is these bytes. */
  private async isMedia(key: string): Promise<boolean> {
    const media = await this.deps.media.items.scanAllOrgs({ where: { contentHash: key }, limit: 1 });
    return media.items.length > 0;
  }
}
