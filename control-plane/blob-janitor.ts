/**
 * Keeps the blob store from growing without bound. Segments are needed only until their render's
 * output is assembled; an output only while its download link lives (7 days). Once a project is
 * deleted, nothing reaches what it held: its renders' outputs and posters, its still images and
 * its component previews all go. Once a media item is deleted, so do its facts' blobs (mattes,
 * subject tracks, detections). An exemplar upload goes once its link has expired and no brand
 * kit names it (brand-exemplars.ts). Blobs are shared by content hash (the same scene rendered
 * twice is the same bytes, by design), so nothing is deleted while anything live still names the
 * same bytes (an active render's segment or asset, an unexpired output, a poster, a still or a
 * preview of a project that is still there, a fact of a media item that is still there, a media
 * item), nor within `graceMs` of being written (a put of the same bytes renews the file, so a
 * render that is recording the same segment right now keeps it).
 */
import { Counter, type Registry } from '../shared/telemetry/prom.ts';
import type { BlobStore } from './blobs/index.ts';
import type { BrandExemplars } from './features/brand/brand-exemplars.ts';
import type { BrandKits } from './features/brand/brand-kits.ts';
import type { ComponentPreviews } from './features/component-previews/component-previews.ts';
import type { MediaFacts } from './features/facts/facts.ts';
import type { MediaLibrary } from './features/media/media.ts';
import type { Projects } from './features/projects/projects.ts';
import { activeStatuses, type Renders, type StoredRender, terminalStatuses } from './features/renders/renders.ts';
import type { StillCaptures } from './features/stills/stills.ts';
import { forEachInAllOrgs } from './store/background-runs.ts';
import type { OrgCollection, OrgDocMeta, Where } from './store/index.ts';

export const blobKinds = ['segment', 'output', 'poster', 'still', 'preview', 'fact', 'exemplar'] as const;
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
  facts: MediaFacts;
  brandKits: BrandKits;
  brandExemplars: BrandExemplars;
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
        count: new Counter({ name: 'framefleet_blob_janitor_released_total', help: `Blobs the janitor deleted, by kind (${blobKinds.join(', ')})`, labelNames: ['kind'], registers }),
        bytes: new Counter({ name: 'framefleet_blob_janitor_released_bytes_total', help: 'Bytes of the blobs the janitor deleted, by kind', labelNames: ['kind'], registers }),
      };
    }
  }

  async sweep(now = Date.now()): Promise<SweepResult> {
    const result = Object.fromEntries(blobKinds.map((kind) => [kind, { count: 0, bytes: 0 }])) as SweepResult;
    const { held, busy, orphans } = await this.survey(now);
    const count = (kind: BlobKind, sizeBytes: number) => {
      result[kind].count++;
      result[kind].bytes += sizeBytes;
      this.released?.count.inc({ kind });
      this.released?.bytes.inc({ kind }, sizeBytes);
    };
    const release = async (kind: BlobKind, key: string): Promise<Removal | 'held'> => {
      // Work still running reads it now: looked at again next time, as a fresh blob is.
      if (busy.has(key)) return 'fresh';
      if (held.has(key) || (await this.isMedia(key))) return 'held';
      const removal = await this.remove(key, now);
      if (removal.outcome === 'removed') count(kind, removal.sizeBytes);
      return removal.outcome;
    };
    /** Releases each blob; true when one was kept back for now (fresh, or read by running work), so its record is looked at again. */
    const releaseAll = async (blobs: [BlobKind, string][]): Promise<boolean> => {
      let keptBack = false;
      for (const [kind, key] of blobs) keptBack = (await release(kind, key)) === 'fresh' || keptBack;
      return keptBack;
    };

    // What deleted projects held; a record kept back by the grace period is looked at again next time.
    for (const orphan of orphans) if (!(await releaseAll(orphan.blobs))) await orphan.markReleased();

    for (const render of await this.finishedWithBlobs(now)) {
      const segments = render.segmentsReleased ? [] : Object.values(render.scenes).map((s) => s.segmentHash).filter(Boolean);
      const fresh = await releaseAll(segments.map((key) => ['segment', key]));
      const expired = render.output && render.outputExpiresAt && Date.parse(render.outputExpiresAt) <= now;
      const outputFresh = expired ? (await release('output', render.output!.blobKey)) === 'fresh' : false;
      // Within the grace period a blob is looked at again next time rather than forgotten.
      await this.deps.renders.renders.forOrg(render.orgId).update(render.id, { set: { ...(fresh ? {} : { segmentsReleased: true }), ...(expired && !outputFresh ? { outputReleased: true } : {}) } });
    }

    // Exemplar uploads whose links have expired: each name no kit of its org names.
    const expiredBatches = await this.collect(this.deps.brandExemplars.records, { blobsReleased: { $ne: true }, expiresAt: { $lte: new Date(now).toISOString() } });
    const namedByOrg = new Map<string, Set<string>>();
    for (const batch of expiredBatches) {
      if (!namedByOrg.has(batch.orgId)) namedByOrg.set(batch.orgId, await this.deps.brandKits.namedExemplarKeys(batch.orgId));
      const released = await this.deps.brandExemplars.releaseUnnamed(batch, namedByOrg.get(batch.orgId)!, { now, graceMs: this.graceMs });
      for (const r of released) if (r.removed) count('exemplar', r.sizeBytes);
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
   * One pass over renders, still captures, component previews and media facts: every blob a live
   * record names is held; records whose project (a fact: whose media item) was deleted are orphans.
   * A record without a project (a compose session's still, a template render and its poster) is
   * held: its owner is not a project.
   */
  private async survey(now: number): Promise<{ held: Set<string>; busy: Set<string>; orphans: Orphan[] }> {
    const held = new Set<string>();
    // What running renders and captures read by content hash (their segments, their assets).
    const busy = new Set<string>();
    const orphans: Orphan[] = [];
    const projectGone = this.askedOncePerSweep((orgId, projectId) => this.deps.projects.exists(orgId, projectId).then((exists) => !exists));
    const notReleased: Where = { blobsReleased: { $ne: true } };

    for (const r of await this.collect(this.deps.renders.renders, notReleased)) {
      const active = (activeStatuses as readonly string[]).includes(r.status);
      // A render still running keeps its segments even if its project was deleted meanwhile.
      if (active || !(await projectGone(r.orgId, r.projectId))) {
        // A render still running reads its assets (a matte among them) by content hash.
        if (active) for (const s of Object.values(r.scenes)) if (s.segmentHash) busy.add(s.segmentHash);
        if (active) for (const a of r.assets ?? []) busy.add(a.contentHash);
        if (r.output && !r.outputReleased && (!r.outputExpiresAt || Date.parse(r.outputExpiresAt) > now)) held.add(r.output.blobKey);
        if (r.poster) held.add(r.poster.blobKey);
        continue;
      }
      const blobs: [BlobKind, string][] = r.segmentsReleased ? [] : Object.values(r.scenes).filter((s) => s.segmentHash).map((s) => ['segment', s.segmentHash]);
      if (r.output && !r.outputReleased) blobs.push(['output', r.output.blobKey]);
      if (r.poster) blobs.push(['poster', r.poster.blobKey]);
      orphans.push({ blobs, markReleased: () => this.deps.renders.renders.forOrg(r.orgId).update(r.id, { set: { segmentsReleased: true, outputReleased: true, blobsReleased: true } }) });
    }

    // A capture still being made reads its assets by content hash too.
    for (const c of await this.collect(this.deps.stills.captures, { status: 'running' })) for (const a of c.assets ?? []) busy.add(a.contentHash);
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

    const mediaGone = this.askedOncePerSweep((orgId, mediaId) => this.deps.media.items.forOrg(orgId).select(['kind']).get(mediaId).then((item) => item === null));
    for (const f of await this.collect(this.deps.facts.facts, { status: 'ready', ...notReleased })) {
      if (!f.blobKey) continue;
      if (!(await mediaGone(f.orgId, f.mediaId))) { held.add(f.blobKey); continue; }
      orphans.push({ blobs: [['fact', f.blobKey]], markReleased: () => this.deps.facts.facts.forOrg(f.orgId).update(f.id, { set: { blobsReleased: true } }) });
    }
    return { held, busy, orphans };
  }

  private async collect<T extends object>(collection: OrgCollection<T>, where: Where): Promise<(T & OrgDocMeta)[]> {
    const docs: (T & OrgDocMeta)[] = [];
    await forEachInAllOrgs(collection, where, (d) => docs.push(d));
    return docs;
  }

  /**
   * Whether the owner a record names (its project, a fact's media item) was deleted, asked once
   * per owner per sweep. A record that names none (null) has an owner that is not deleted.
   */
  private askedOncePerSweep(gone: (orgId: string, id: string) => Promise<boolean>) {
    const known = new Map<string, Promise<boolean>>();
    return (orgId: string, id: string | null): Promise<boolean> => {
      if (!id) return Promise.resolve(false);
      const key = `${orgId}/${id}`;
      if (!known.has(key)) known.set(key, gone(orgId, id));
      return known.get(key)!;
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
