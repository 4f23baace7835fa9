/**
 * Semantic footage search: an org's videos and images are indexed by what they show, and a
 * sentence finds the moments that look like it.
 *
 * Indexing runs after a media item becomes ready (upload or import): a still job on the farm
 * decodes sampled frames of the item on a render node (one every 2 s, at most 20 spread over a
 * longer item; an image is one frame), the frames go to the image-text embedding provider, and
 * the vectors are stored as one blob per item with the item's index record. Searching embeds the
 * query with the same provider and asks the org's usearch graph (vector-index.ts) for the nearest
 * frames. `indexing` is true while any of the org's footage is not in the index yet.
 *
 *   indexing ──▶ indexed | failed        (one record per media item, in `footage_index`)
 *
 * Without an embeddings provider nothing is indexed and a search answers 503
 * `footage_search_unavailable` naming FRAMEFLEET_EMBEDDINGS_URL.
 */
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { AppError } from '../../../shared/errors.ts';
import { sanitizeMessage } from '../../../shared/failures.ts';
import { BackgroundRuns, forEachInAllOrgs } from '../../store/background-runs.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { MediaLibrary, StoredMedia } from '../media/media.ts';
import type { StillCaptures, StillImage } from '../stills/stills.ts';
import { type DocumentStore, type ListOptions, type OrgCollection, type OrgDocMeta, StoreError, type Where } from '../../store/index.ts';
import { EmbeddingError, type MultimodalEmbedder } from './provider.ts';
import { type FrameSpan, FootageVectorIndex } from './vector-index.ts';

export const footageSearchLimits = { defaultLimit: 10, maxLimit: 25, maxQueryChars: 500, sampleEverySec: 2, maxFrames: 20, frameHeight: 224 };

export interface FootageIndexRecord {
  mediaId: string;
  status: 'indexing' | 'indexed' | 'failed';
  /** The still capture decoding the frames. */
  captureId: string | null;
  /** The window of the source each sampled frame stands for, in frame order. */
  frames: FrameSpan[];
  /** The delivered frames (JPEG) in the blob store, once the capture is in. */
  frameKeys: string[] | null;
  /** The frames' vectors (float32, little-endian, frame after frame) in the blob store. */
  vectorsKey: string | null;
  dimensions: number | null;
  error: { code: string; message: string } | null;
}
export type StoredFootageIndex = FootageIndexRecord & OrgDocMeta;

export interface FootageMoment { mediaId: string; startSec: number; endSec: number; score: number }

/** Kinds of media the index holds: what has pictures. */
const visualKinds = ['video', 'image'];

/** The sampled frames of an item: each at the middle of the window it stands for. */
export function sampleFrames(kind: 'video' | 'image', durationSec: number | null): { atSec: number; span: FrameSpan }[] {
  if (kind === 'image' || !durationSec || durationSec <= 0) return [{ atSec: 0, span: { startSec: 0, endSec: kind === 'image' ? 0 : durationSec ?? 0 } }];
  const step = Math.max(footageSearchLimits.sampleEverySec, durationSec / footageSearchLimits.maxFrames);
  const frames: { atSec: number; span: FrameSpan }[] = [];
  for (let start = 0; start < durationSec - 1e-6 && frames.length < footageSearchLimits.maxFrames; start += step) {
    const end = Math.min(durationSec, start + step);
    frames.push({ atSec: round3(start + (end - start) / 2), span: { startSec: round3(start), endSec: round3(end) } });
  }
  return frames;
}

function round3(x: number): number {
  return Math.round(x * 1000) / 1000;
}

/** Every item of an org, a page at a time. */
async function allOf<T>(scope: { list(options: ListOptions): Promise<{ items: T[]; nextCursor: string | null }> }, where: Where): Promise<T[]> {
  const all: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await scope.list({ where, limit: 500, cursor, order: 'oldest' });
    all.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return all;
}

export class FootageIndex {
  readonly records: OrgCollection<FootageIndexRecord>;
  private readonly runs = new BackgroundRuns();
  private readonly graphs: FootageVectorIndex;

  constructor(
    store: DocumentStore,
    private readonly deps: { media: MediaLibrary; stills: StillCaptures; blobs: BlobStore; embedder: MultimodalEmbedder | null },
    private readonly options: { attempts?: number; retryDelayMs?: number; log?: (message: string, fields?: Record<string, unknown>) => void } = {},
  ) {
    // One record per item: a second replica that starts the same item finds it taken.
    this.records = store.orgCollection<FootageIndexRecord>({ name: 'footage_index', idPrefix: 'fix', indexes: [['status']], unique: [['mediaId']] });
    this.graphs = new FootageVectorIndex(async (item) => {
      const bytes = await buffer(await this.deps.blobs.read(item.vectorsKey));
      const all = new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength));
      return item.frames.map((_, i) => all.subarray(i * item.dimensions, (i + 1) * item.dimensions));
    });
  }

  get available(): boolean {
    return this.deps.embedder !== null;
  }

  /** A media item became ready: its frames are sampled on the farm (footage only, and only with a provider). */
  async mediaReady(item: StoredMedia): Promise<void> {
    if (!this.deps.embedder || (item.kind !== 'video' && item.kind !== 'image')) return;
    const scope = this.records.forOrg(item.orgId);
    if (await scope.findOne({ mediaId: item.id })) return;
    const samples = sampleFrames(item.kind, item.durationSec);
    let record: StoredFootageIndex;
    try {
      record = await scope.insert({
        mediaId: item.id, status: 'indexing', captureId: null, frames: samples.map((s) => s.span), frameKeys: null, vectorsKey: null, dimensions: null, error: null,
      });
    } catch (err) {
      if (err instanceof StoreError && err.code === 'duplicate') return;
      throw err;
    }
    await this.captureFrames(record, item);
  }

  /** Queues the still job that decodes the item's sampled frames on a render node. */
  private async captureFrames(record: StoredFootageIndex, item: StoredMedia): Promise<void> {
    const samples = sampleFrames(item.kind as 'video' | 'image', item.durationSec);
    const height = footageSearchLimits.frameHeight;
    const width = Math.max(16, 2 * Math.round((height * (item.width ?? height)) / (item.height ?? height) / 2));
    const durationSec = item.kind === 'image' ? 1 : item.durationSec!;
    const document = {
      output: { width, height, fps: 10, background: '#000000' },
      tracks: [{ clips: [{ kind: item.kind, start: 0, duration: durationSec, src: `media:${item.id}`, fit: 'contain' }] }],
    };
    try {
      const { captureId } = await this.deps.stills.capture(item.orgId, { document, projectId: null }, {
        timestamps: samples.map((s) => Math.min(s.atSec, durationSec - 0.1)), format: 'jpeg', quality: 85, charge: false, indexFor: item.id,
      });
      await this.records.forOrg(item.orgId).update(record.id, { set: { captureId } }, { where: { status: 'indexing' } });
    } catch (err) {
      await this.fail(record.orgId, record.id, { code: 'footage_index_failed', message: `the frames could not be sampled: ${(err as Error).message}` });
    }
  }

  private async startLate(orgId: string, mediaId: string): Promise<void> {
    const item = await this.deps.media.items.forOrg(orgId).get(mediaId);
    if (item?.status === 'ready') await this.mediaReady(item);
  }

  /** A still job delivered an item's frames: they are embedded in the background. */
  async framesCaptured(orgId: string, mediaId: string, captureId: string, stills: StillImage[]): Promise<void> {
    const scope = this.records.forOrg(orgId);
    const record = await scope.findOne({ mediaId, status: 'indexing' });
    if (!record || (record.captureId !== null && record.captureId !== captureId)) return;
    const r = await scope.update(record.id, { set: { captureId, frameKeys: stills.map((s) => s.blobKey) } }, { where: { status: 'indexing' } });
    if (r.status === 'updated') this.launch(r.doc);
  }

  /** The still job failed for good: the item is not indexed, and says why. */
  async framesFailed(orgId: string, mediaId: string, captureId: string, error: { code: string; message: string }): Promise<void> {
    const record = await this.records.forOrg(orgId).findOne({ mediaId, status: 'indexing' });
    if (record && (record.captureId === null || record.captureId === captureId)) await this.fail(orgId, record.id, { code: 'footage_index_failed', message: `the frames could not be sampled: ${error.message}` });
  }

  private launch(record: StoredFootageIndex): void {
    if (this.deps.embedder) this.runs.start(record.id, () => this.embed(record));
  }

  private async embed(record: StoredFootageIndex): Promise<void> {
    const attempts = this.options.attempts ?? 3;
    let vectors: Float32Array[];
    for (let attempt = 1; ; attempt++) {
      try {
        const frames = await Promise.all(record.frameKeys!.map(async (key) => buffer(await this.deps.blobs.read(key))));
        vectors = await this.deps.embedder!.embedImages(frames);
        break;
      } catch (err) {
        const retryable = err instanceof EmbeddingError ? err.retryable : false;
        if (!retryable || attempt >= attempts) return this.fail(record.orgId, record.id, { code: 'footage_index_failed', message: (err as Error).message });
        await new Promise((r) => setTimeout(r, (this.options.retryDelayMs ?? 5000) * attempt));
      }
    }
    const dimensions = vectors[0]!.length;
    const packed = Buffer.alloc(vectors.length * dimensions * 4);
    vectors.forEach((v, i) => Buffer.from(v.buffer, v.byteOffset, v.byteLength).copy(packed, i * dimensions * 4));
    const { key } = await this.deps.blobs.put(Readable.from([packed]));
    await this.records.forOrg(record.orgId).update(record.id, { set: { status: 'indexed', vectorsKey: key, dimensions, error: null } }, { where: { status: 'indexing' } });
  }

  private async fail(orgId: string, id: string, error: { code: string; message: string }): Promise<void> {
    const safe = { code: error.code, message: sanitizeMessage(error.message) };
    this.options.log?.('footage indexing failed', { recordId: id, ...safe });
    await this.records.forOrg(orgId).update(id, { set: { status: 'failed', error: safe } }, { where: { status: 'indexing' } });
  }

  /**
   * Resumes what a stopped control plane left: frames delivered but not embedded are embedded;
   * captures that ended while it was down are taken up; records whose capture never started get one.
   */
  async recover(): Promise<number> {
    const pending: StoredFootageIndex[] = [];
    const count = await forEachInAllOrgs(this.records, { status: 'indexing' }, (record) => { pending.push(record); });
    for (const record of pending) {
      if (record.frameKeys) { this.launch(record); continue; }
      if (!record.captureId) {
        const item = await this.deps.media.items.forOrg(record.orgId).get(record.mediaId);
        if (item?.status === 'ready') await this.captureFrames(record, item);
        else await this.fail(record.orgId, record.id, { code: 'footage_index_failed', message: 'the media item is no longer ready' });
        continue;
      }
      const capture = await this.deps.stills.find(record.orgId, record.captureId);
      if (!capture || capture.status === 'failed') await this.fail(record.orgId, record.id, { code: 'footage_index_failed', message: capture?.error?.message ?? 'the frames were lost' });
      else if (capture.status === 'succeeded') await this.framesCaptured(record.orgId, record.mediaId, capture.id, capture.shots.map((_, i) => capture.images[String(i)]!));
    }
    return count;
  }

  /** Resolves when every embedding this process started has ended (tests, shutdown). */
  idle(): Promise<void> {
    return this.runs.idle();
  }

  /** The org's moments nearest the query, best first, and whether some of its footage is not indexed yet. */
  async search(orgId: string, query: string, limit: number): Promise<{ results: FootageMoment[]; indexing: boolean }> {
    if (!this.deps.embedder) throw new AppError(503, 'footage_search_unavailable', 'this deployment has no image-text embeddings provider (set FRAMEFLEET_EMBEDDINGS_URL)', { setting: 'FRAMEFLEET_EMBEDDINGS_URL' });
    const media = await allOf(this.deps.media.items.forOrg(orgId).select(['kind', 'status']), {});
    const records = await allOf(this.records.forOrg(orgId), {});
    const recordOf = new Map(records.map((r) => [r.mediaId, r]));
    const footage = media.filter((m) => m.status === 'importing' || m.status === 'processing' || (m.status === 'ready' && visualKinds.includes(m.kind ?? '')));
    // Footage that became ready while no provider was set (or whose start was lost) is indexed now.
    for (const m of footage) if (m.status === 'ready' && !recordOf.has(m.id)) await this.startLate(orgId, m.id);
    const indexing = footage.some((m) => m.status !== 'ready' || (recordOf.get(m.id)?.status ?? 'indexing') === 'indexing');
    const present = new Set(media.map((m) => m.id));
    // The records of deleted items go with them.
    for (const r of records) if (!present.has(r.mediaId)) await this.records.forOrg(orgId).delete(r.id);
    // Only the org's own items that still exist: a deleted item's vectors leave the graph.
    const indexed = records.filter((r) => r.status === 'indexed' && present.has(r.mediaId)).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
    await this.graphs.sync(orgId, indexed.map((r) => ({ mediaId: r.mediaId, vectorsKey: r.vectorsKey!, dimensions: r.dimensions!, frames: r.frames })));
    if (indexed.length === 0) return { results: [], indexing };
    let vector: Float32Array;
    try {
      vector = await this.deps.embedder.embedQuery(query);
    } catch (err) {
      throw new AppError(502, 'embeddings_provider_failed', `the query could not be embedded: ${sanitizeMessage((err as Error).message)}`, { retryable: err instanceof EmbeddingError && err.retryable });
    }
    return { results: momentsOf(this.graphs.nearest(orgId, vector, limit * 4), limit), indexing };
  }
}

/** How much less like the query than a moment's best frame a touching frame may be and still join it. */
const momentScoreBand = 0.05;

/**
 * Frames of one item that touch and match about equally are one moment (its best frame's score).
 * Matches arrive best first, so a moment grows from its best frame.
 */
function momentsOf(matches: { mediaId: string; span: FrameSpan; score: number }[], limit: number): FootageMoment[] {
  const moments: FootageMoment[] = [];
  for (const m of matches) {
    const joined = moments.find((x) => x.mediaId === m.mediaId && m.score >= x.score - momentScoreBand
      && m.span.startSec <= x.endSec + 1e-6 && m.span.endSec >= x.startSec - 1e-6);
    if (joined) {
      joined.startSec = Math.min(joined.startSec, m.span.startSec);
      joined.endSec = Math.max(joined.endSec, m.span.endSec);
      joined.score = Math.max(joined.score, m.score);
    } else {
      moments.push({ mediaId: m.mediaId, startSec: m.span.startSec, endSec: m.span.endSec, score: m.score });
    }
  }
  return moments.sort((a, b) => b.score - a.score).slice(0, limit).map((m) => ({ ...m, score: Math.round(m.score * 10_000) / 10_000 }));
}
