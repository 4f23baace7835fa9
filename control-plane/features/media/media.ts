/**
 * Media items: files an org uploads or imports from a URL (video, image, sound), stored once by
 * content hash in the blob store and named in compositions as `media:<id>`. Render nodes never
 * see a path: a render carries the content hashes of the items it uses, and each node fetches an
 * item once per hash.
 *
 * What a file is (ffprobe) and its thumbnail are found by a render node: the control plane stores
 * the bytes, marks the item `processing` and publishes a probe job on the media queue. An upload
 * waits for the probe (bounded) and answers ready, or 422 with nothing kept when the bytes are not
 * media; past the wait it answers `processing`. An import answers at once (`importing`); the
 * download runs in the background through the egress guard, then the probe. The item becomes
 * `ready` or `failed` in the same update that records its `media.completed` event. A control
 * plane that restarts resumes the imports it finds `importing` and the probes of `processing` items.
 *
 * Every item's bytes count toward the org's storage (storage.ts): reserved while they stream in,
 * so an upload or import past the plan's storage fails with the 413 `storage_limit_exceeded`
 * and keeps nothing; deleting an item gives its bytes back.
 */
import type { Readable } from 'node:stream';
import { Wakeups } from '../../../shared/concurrency.ts';
import { AppError } from '../../../shared/errors.ts';
import type { ComponentLookup } from '../../../catalog/check/components.ts';
import { mediaSources } from '../../../catalog/check/media-sources.ts';
import { mediaIdOf, mediaRefPrefix } from '../../../shared/composition/media-sources.ts';
import type { Composition } from '../../../shared/composition/schema.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { MediaFacts, MediaKind } from '../../../shared/media-facts.ts';
import type { DocumentStore, OrgCollection, OrgDocMeta } from '../../store/index.ts';
import type { StockAttribution, StockLicense, StockProviderId, TranscriptWord } from './origins.ts';
import type { GenerationState } from './generation-state.ts';
import { BackgroundRuns, forEachInAllOrgs } from '../../store/background-runs.ts';
import { EgressGuard, EgressRefused, guardedRequest } from '../../http/egress.ts';
import type { StorageMeter } from '../accounts/storage.ts';
import type { EventData } from '../../events/events.ts';
import { eventInUpdate, outboxIndex, type OutboxFields } from '../../events/outbox.ts';

export const mediaStatuses = ['importing', 'processing', 'generating', 'ready', 'failed'] as const;
export type MediaStatus = (typeof mediaStatuses)[number];

/** A media item's transcript: words with times in seconds from the media's start. */
export interface TranscriptState {
  status: 'running' | 'ready' | 'failed';
  jobId: string;
  /** This attempt's id: a render node's sound for an older attempt is ignored. */
  attemptId: string;
  /** The extracted sound in the blob store, once a render node uploaded it. */
  audioKey: string | null;
  language: string | null;
  words: TranscriptWord[];
  error: string | null;
}

/** What ffprobe said, once the bytes are in (null fields while importing, or when an import failed). */
type Facts = { [K in keyof MediaFacts]: MediaFacts[K] | (K extends 'hasAudio' ? never : null) };

export interface MediaRecord extends Facts, OutboxFields {
  name: string;
  status: MediaStatus;
  source: 'upload' | 'import' | 'generate';
  /** Where an import comes from. */
  sourceUrl: string | null;
  sizeBytes: number;
  /** sha256 of the bytes: the blob key, and what render nodes cache by (null until ready). */
  contentHash: string | null;
  thumbnailKey: string | null;
  error: { code: string; message: string } | null;
  transcript?: TranscriptState | null;
  /** Where an item imported from stock comes from, under which licence, and whom to credit. */
  stock?: StockProvenance | null;
  /** How a generated item is made (generation/generations.ts). */
  generation?: GenerationState;
  /**
   * The measurements only later features read (`audio`, `signals`): taken by an analyze job after
   * a video or audio item is ready, so readiness never waits for them. Null for pictures.
   */
  analysis?: 'pending' | 'done' | 'failed' | null;
}

export interface StockProvenance {
  provider: StockProviderId;
  providerId: string;
  candidateId: string;
  license: StockLicense;
  attribution: StockAttribution;
}

/** What a media job needs to know about its item. */
export interface MediaJobSubject { id: string; orgId: string; contentHash: string; sizeBytes: number }

/** Puts media work on the farm's media queue (the dispatcher). */
export interface MediaJobPublisher {
  publishProbe(media: MediaJobSubject): Promise<void>;
  publishAnalysis(media: MediaJobSubject, facts: Pick<MediaFacts, 'kind' | 'durationSec' | 'hasAudio'>): Promise<void>;
  publishAudioExtraction(media: MediaJobSubject, attemptId: string): Promise<void>;
}

/** How long an upload waits for its probe before answering `processing`. */
const defaultProbeWaitMs = 60_000;

const noFacts: Facts = { kind: null, mimeType: null, durationSec: null, width: null, height: null, hasAudio: false };
export type StoredMedia = MediaRecord & OrgDocMeta;

/** A file a render needs, as the job messages carry it. */
export interface RenderAsset {
  ref: string;
  contentHash: string;
  sizeBytes: number;
  mediaType: string;
}

export class MediaLibrary {
  readonly items: OrgCollection<MediaRecord>;

  private readonly imports = new BackgroundRuns();
  private readonly readyListeners: ((item: StoredMedia) => Promise<unknown>)[] = [];

  constructor(
    store: DocumentStore,
    private readonly blobs: BlobStore,
    private readonly maxBytes: number,
    private readonly egress: EgressGuard,
    private readonly publisher: MediaJobPublisher,
    private readonly storage: StorageMeter,
    private readonly options: { probeWaitMs?: number; /** Measure ready video and sound (analyze jobs); default true. */ analyses?: boolean; log?: (message: string, fields?: Record<string, unknown>) => void } = {},
  ) {
    this.items = store.orgCollection<MediaRecord>({ name: 'media', idPrefix: 'med', indexes: [['kind'], ['status'], ['sourceUrl'], ['contentHash', 'status'], ['transcript.status'], outboxIndex] });
  }

  /**
   * Stores bytes (streamed, at most `maxBytes`) counted toward the org's storage; empty ones are a
   * 400. `declaredBytes`, the size the sender stated, is refused or reserved before any is read.
   */
  async store(orgId: string, body: Readable, declaredBytes?: number): Promise<{ key: string; sizeBytes: number }> {
    if (declaredBytes !== undefined && declaredBytes > this.maxBytes) throw fileTooLarge(this.maxBytes);
    const metered = this.storage.meter(orgId, limitBytes(body, this.maxBytes), declaredBytes);
    try {
      const { key, sizeBytes } = await this.blobs.put(metered.stream);
      if (sizeBytes === 0) throw new AppError(400, 'validation_failed', 'the file is empty', { fields: [{ path: 'body', problem: 'must not be empty' }] });
      await metered.settle(sizeBytes);
      return { key, sizeBytes };
    } catch (err) {
      await metered.abort();
      throw err;
    }
  }

  /** The `media.completed` event's data for an item that became ready or failed. */
  private completedData(id: string, outcome: { facts: MediaFacts } | { error: string }): EventData<'media.completed'> {
    const facts = 'facts' in outcome ? outcome.facts : null;
    return {
      mediaId: id, ref: `${mediaRefPrefix}${id}`, status: facts ? 'ready' : 'failed', kind: facts?.kind ?? null, mimeType: facts?.mimeType ?? null,
      durationSec: facts?.durationSec ?? null, error: 'error' in outcome ? outcome.error : null,
    };
  }

  /**
   * Stores an upload and has a render node probe it. Answers once the probe is in (ready), or
   * `processing` when it takes longer than the wait; bytes that are not media are a 422 and the
   * item is not kept.
   */
  async upload(orgId: string, input: { name: string; body: Readable; declaredBytes?: number }): Promise<StoredMedia> {
    const { key, sizeBytes } = await this.store(orgId, input.body, input.declaredBytes);
    const item = await this.items.forOrg(orgId).insert({
      ...noFacts, name: input.name, status: 'processing', source: 'upload', sourceUrl: null, sizeBytes, contentHash: key, thumbnailKey: null, error: null,
    });
    await this.publisher.publishProbe({ id: item.id, orgId, contentHash: key, sizeBytes });
    const settled = await this.settled(orgId, item.id, this.options.probeWaitMs ?? defaultProbeWaitMs);
    if (settled.status === 'failed' && settled.error?.code === 'media_unreadable') {
      const removed = await this.items.forOrg(orgId).delete(item.id);
      if (removed.status === 'deleted') await this.storage.release(orgId, removed.doc.sizeBytes);
      throw new AppError(422, 'media_unreadable', 'the file is not a video, image or audio file that can be decoded', { fields: [{ path: 'body', problem: 'no decodable picture or sound' }] });
    }
    return settled;
  }

  /**
   * The item once it is no longer processing, or as it is when `waitMs` ran out. A probe this
   * process records wakes the wait at once; one recorded by another control plane is seen at the
   * next look (backing off to 250 ms).
   */
  private async settled(orgId: string, id: string, waitMs: number): Promise<StoredMedia> {
    const deadline = Date.now() + waitMs;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      const wait = this.settleWaits.listen(id, Math.min(pause, Math.max(0, deadline - Date.now())));
      try {
        const item = await this.get(orgId, id);
        if (item.status !== 'processing' || Date.now() >= deadline) return item;
        await wait.woken;
      } finally {
        wait.stop();
      }
    }
  }

  /** Uploads waiting for their probe, by item id (settled()). */
  private readonly settleWaits = new Wakeups();

  /**
   * What a render node's probe found: the item becomes ready with its facts and thumbnail, or
   * failed when the bytes hold no decodable picture or sound. Only a processing item moves, so a
   * repeated report changes nothing. False when the item no longer waits for a probe.
   */
  async probed(orgId: string, id: string, facts: MediaFacts | null, thumbnailKey: string | null): Promise<boolean> {
    const analysis = facts && facts.kind !== 'image' && this.options.analyses !== false ? 'pending' as const : null;
    const set = facts
      ? { ...facts, analysis, status: 'ready', thumbnailKey, error: null, ...eventInUpdate('media.completed', this.completedData(id, { facts })) }
      : this.failedFields(id, { code: 'media_unreadable', message: 'the file is not a video, image or audio file that can be decoded' });
    // A generated item stays `generating` until its output is probed: it becomes ready in one move.
    const r = await this.items.forOrg(orgId).update(id, { set }, { where: { status: { $in: ['processing', 'generating'] } } });
    if (r.status !== 'updated') return false;
    await this.tellSettled(r.doc);
    // A lost analyze job is published again by the lease sweeper or at the next start (recover).
    if (analysis) await this.publishAnalysis(r.doc).catch((err: Error) => this.options.log?.('could not publish the analysis', { mediaId: id, error: err.message }));
    if (facts) {
      // What follows readiness never undoes it: a listener's failure is logged, not reported back to the node.
      for (const listener of this.readyListeners) await listener(r.doc).catch((err: Error) => this.options.log?.('work after media ready failed', { mediaId: id, error: err.message }));
    }
    return true;
  }

  /** What an analyze job measured: recorded once, on an item still ready and waiting for it. */
  async analysed(orgId: string, id: string, measured: Pick<MediaFacts, 'audio' | 'signals'>): Promise<boolean> {
    const r = await this.items.forOrg(orgId).update(id, { set: { audio: measured.audio ?? null, signals: measured.signals ?? null, analysis: 'done' } }, { where: { status: 'ready', analysis: 'pending' } });
    return r.status === 'updated';
  }

  /** An analyze job given up: the item stays ready, without what it would have measured. */
  async analysisFailed(orgId: string, id: string, message: string): Promise<void> {
    this.options.log?.('media analysis failed', { mediaId: id, message });
    await this.items.forOrg(orgId).update(id, { set: { analysis: 'failed' } }, { where: { analysis: 'pending' } });
  }

  /** Puts an item's analyze job on the media queue, with the facts it needs from the item. */
  publishAnalysis(item: StoredMedia): Promise<void> {
    return this.publisher.publishAnalysis({ id: item.id, orgId: item.orgId, contentHash: item.contentHash!, sizeBytes: item.sizeBytes }, { kind: item.kind!, durationSec: item.durationSec, hasAudio: item.hasAudio });
  }

  private readonly settledListeners: ((item: StoredMedia) => Promise<void>)[] = [];

  /** Called once an item's probe made it ready or failed, or a generating item was deleted (seen as failed): generation charges or releases here. */
  onSettled(listener: (item: StoredMedia) => Promise<void>): void {
    this.settledListeners.push(listener);
  }

  private async tellSettled(item: StoredMedia): Promise<void> {
    this.settleWaits.wake(item.id);
    for (const listener of this.settledListeners) await listener(item);
  }

  /** Calls `listener` with each item that becomes ready (work that follows, such as footage indexing). */
  onReady(listener: (item: StoredMedia) => Promise<unknown>): void {
    this.readyListeners.push(listener);
  }

  /** A probe that could not run (its job failed for good): the item fails with the reason. */
  async probeFailed(orgId: string, id: string, message: string): Promise<void> {
    this.options.log?.('media probe failed', { mediaId: id, message });
    const r = await this.items.forOrg(orgId).update(id, { set: this.failedFields(id, { code: 'media_probe_failed', message }) }, { where: { status: { $in: ['processing', 'generating'] } } });
    if (r.status === 'updated') await this.tellSettled(r.doc);
  }

  failedFields(id: string, error: { code: string; message: string }) {
    return { status: 'failed', error, ...eventInUpdate('media.completed', this.completedData(id, { error: error.message })) };
  }

  /**
   * Records an import and starts it in the background; answers with the item (`importing`). A
   * URL the egress guard refuses is a 422, and an org with no storage left a 413: nothing is
   * recorded. An import that would pass the limit fails with `storage_limit_exceeded`.
   */
  async startImport(orgId: string, input: { url: string; name?: string; stock?: StockProvenance }): Promise<StoredMedia> {
    const url = this.importUrl(input.url);
    await this.storage.assertRoom(orgId);
    const name = input.name ?? (decodeURIComponent(url.pathname.split('/').pop() ?? '') || url.hostname);
    const item = await this.items.forOrg(orgId).insert({
      ...noFacts, name, status: 'importing', source: 'import', sourceUrl: url.toString(), sizeBytes: 0, contentHash: null, thumbnailKey: null, error: null,
      ...(input.stock ? { stock: input.stock } : {}),
    });
    this.launchImport(item);
    return item;
  }

  /** The URL as an import records it; a URL the egress guard refuses is the 422 `media_url_refused`. */
  importUrl(raw: string): URL {
    try {
      return this.egress.checkUrl(raw);
    } catch (err) {
      if (!(err instanceof EgressRefused)) throw err;
      throw new AppError(422, 'media_url_refused', `the URL cannot be imported: ${err.message}`, { fields: [{ path: 'body.url', problem: err.message }] });
    }
  }

  /** The org's item imported from this URL (one that is ready or still coming before a failed one), or null. */
  async findImport(orgId: string, url: string): Promise<StoredMedia | null> {
    const { items } = await this.items.forOrg(orgId).list({ where: { sourceUrl: this.importUrl(url).toString() }, limit: 20 });
    return items.find((i) => i.status !== 'failed') ?? items[0] ?? null;
  }

  /** The org's item holding exactly these bytes (by sha256), unless it failed; null when there is none. */
  async findByContent(orgId: string, contentHash: string): Promise<StoredMedia | null> {
    return this.items.forOrg(orgId).findOne({ contentHash, status: { $in: ['processing', 'ready'] } });
  }

  /**
   * Resumes what a stopped control plane left: imports still `importing`, probes of items still
   * `processing` and analyses still pending (published again: a job that already reported changes
   * nothing).
   */
  async recover(): Promise<number> {
    const imports = await forEachInAllOrgs(this.items, { status: 'importing' }, (item) => this.launchImport(item));
    const probes: Promise<void>[] = [];
    const processing = await forEachInAllOrgs(this.items, { status: 'processing' }, (item) => {
      probes.push(this.publisher.publishProbe({ id: item.id, orgId: item.orgId, contentHash: item.contentHash!, sizeBytes: item.sizeBytes }));
    });
    const analyses = await forEachInAllOrgs(this.items, { status: 'ready', analysis: 'pending' }, (item) => { probes.push(this.publishAnalysis(item)); });
    await Promise.all(probes);
    return imports + processing + analyses;
  }

  /** Resolves when every import this process runs has ended (tests, shutdown). */
  idle(): Promise<void> {
    return this.imports.idle();
  }

  private launchImport(item: StoredMedia): void {
    this.imports.start(item.id, () => this.runImport(item));
  }

  private async runImport(item: StoredMedia): Promise<void> {
    const scope = this.items.forOrg(item.orgId);
    try {
      const { response } = await guardedRequest(this.egress, item.sourceUrl!, { method: 'GET', timeoutMs: 30_000 });
      if ((response.statusCode ?? 0) < 200 || (response.statusCode ?? 0) > 299) {
        response.resume();
        throw new AppError(422, 'media_import_failed', `the URL answered ${response.statusCode}`);
      }
      const declared = Number(response.headers['content-length']);
      let stored: { key: string; sizeBytes: number };
      try {
        stored = await this.store(item.orgId, response, Number.isSafeInteger(declared) && declared >= 0 ? declared : undefined);
      } catch (err) {
        // Refused before or while reading: the rest of the download is not wanted.
        response.destroy();
        throw err;
      }
      const { key, sizeBytes } = stored;
      // Written only while still importing: a deleted item, or one another replica finished, stays as it is.
      const r = await scope.update(item.id, { set: { status: 'processing', contentHash: key, sizeBytes } }, { where: { status: 'importing' } });
      if (r.status === 'updated') await this.publisher.publishProbe({ id: item.id, orgId: item.orgId, contentHash: key, sizeBytes });
      else await this.storage.release(item.orgId, sizeBytes);
    } catch (err) {
      const error = err instanceof AppError ? { code: err.code, message: err.message }
        : err instanceof EgressRefused ? { code: 'media_url_refused', message: err.message }
          : { code: 'media_import_failed', message: `the download failed: ${(err as Error).message}` };
      this.options.log?.('media import failed', { mediaId: item.id, ...error });
      await scope.update(item.id, { set: this.failedFields(item.id, error) }, { where: { status: 'importing' } });
    }
  }

  async get(orgId: string, id: string): Promise<StoredMedia> {
    const item = await this.items.forOrg(orgId).get(id);
    if (!item) throw new AppError(404, 'not_found', `media ${id} not found`);
    return item;
  }

  list(orgId: string, options: { kind?: MediaKind; limit: number; cursor?: string }) {
    return this.items.forOrg(orgId).list({ where: options.kind ? { kind: options.kind } : {}, limit: options.limit, cursor: options.cursor });
  }

  /** Removes the item and gives its bytes back to the org's storage; renders already queued keep their copy (they carry the content hash). */
  async remove(orgId: string, id: string): Promise<StoredMedia> {
    const r = await this.items.forOrg(orgId).delete(id);
    if (r.status !== 'deleted') throw new AppError(404, 'not_found', `media ${id} not found`);
    await this.storage.release(orgId, r.doc.sizeBytes);
    // An item deleted before it settled never will: what was held for it goes back.
    if (r.doc.status === 'generating') await this.tellSettled({ ...r.doc, status: 'failed' });
    return r.doc;
  }

  /** The bytes the org's items hold: what its storage counts. */
  async storedBytes(orgId: string): Promise<number> {
    let total = 0;
    let cursor: string | null = null;
    do {
      const page = await this.items.forOrg(orgId).select(['sizeBytes']).list({ limit: 1000, cursor, order: 'oldest' });
      for (const item of page.items) total += item.sizeBytes ?? 0;
      cursor = page.nextCursor;
    } while (cursor);
    return total;
  }

  /**
   * The assets a render of this composition needs, one per distinct media item. Every media
   * source must be `media:<id>` of a ready item of the org; otherwise 422 naming each bad path.
   * `catalog` says which component props name images (the org's view of it for its own components).
   */
  async assetsFor(orgId: string, composition: Composition, catalog?: ComponentLookup): Promise<RenderAsset[]> {
    const sources = mediaSources(composition, catalog);
    const problems: { path: string; problem: string }[] = [];
    const assets = new Map<string, RenderAsset>();
    const scope = this.items.forOrg(orgId);
    for (const { path, src } of sources) {
      const id = mediaIdOf(src);
      if (id === null) { problems.push({ path, problem: `must name a media item as ${mediaRefPrefix}<id> (upload the file with POST /v1/media)` }); continue; }
      if (assets.has(src)) continue;
      const item = await scope.get(id);
      if (!item) { problems.push({ path, problem: `media ${id} not found` }); continue; }
      if (item.status !== 'ready' || !item.contentHash) { problems.push({ path, problem: item.status === 'importing' || item.status === 'processing' || item.status === 'generating' ? `media ${id} is still ${item.status}; render once it is ready` : `media ${id} failed to ${item.source === 'generate' ? 'generate' : 'import'}: ${item.error?.message}` }); continue; }
      if (!(await this.blobs.stat(item.contentHash))) { problems.push({ path, problem: `media ${id} has lost its file; upload it again` }); continue; }
      assets.set(src, { ref: src, contentHash: item.contentHash, sizeBytes: item.sizeBytes, mediaType: item.mimeType ?? 'application/octet-stream' });
    }
    if (problems.length) throw mediaReferenceError(problems);
    return [...assets.values()];
  }

  /** The check alone, for saving compositions. */
  async assertReferences(orgId: string, composition: Composition, catalog?: ComponentLookup): Promise<void> {
    await this.assetsFor(orgId, composition, catalog);
  }
}

export function mediaReferenceError(fields: { path: string; problem: string }[]): AppError {
  return new AppError(422, 'media_reference_invalid', `the composition references media that cannot be used: ${fields.map((f) => f.path).join(', ')}`, { fields });
}

function fileTooLarge(max: number): AppError {
  return new AppError(413, 'payload_too_large', `media files are limited to ${max} bytes`, { limitBytes: max });
}

/** Passes a stream through, failing with 413 once it carries more than `max` bytes. */
function limitBytes(body: Readable, max: number): AsyncIterable<Buffer> & Readable {
  let seen = 0;
  const limited = body.filter((chunk: Buffer) => {
    seen += chunk.length;
    if (seen > max) throw fileTooLarge(max);
    return true;
  });
  return limited as AsyncIterable<Buffer> & Readable;
}
