/**
 * The visual index of each org's footage in this control-plane replica: a usearch HNSW graph
 * (cosine) over every sampled frame's vector. The database and the blob store own the vectors;
 * this graph is derived from them and caught up on each search, so any number of replicas serve
 * searches without sharing a file or a writer: a replica adds the items indexed since it last
 * looked (by another replica too) and drops the ones deleted.
 */
// usearch (a native addon) loads with the first graph: most control planes never search footage.
import type { Index } from 'usearch';

/** One sampled frame of an item: the window of the source it stands for. */
export interface FrameSpan { startSec: number; endSec: number }

/** An item's vectors as the index takes them: `vectorsKey` names the stored vectors, so a re-index shows as a new key. */
export interface IndexedItem {
  mediaId: string;
  vectorsKey: string;
  dimensions: number;
  frames: FrameSpan[];
}

export interface FrameMatch { mediaId: string; frame: number; span: FrameSpan; score: number }

interface OrgGraph {
  graph: Index;
  dimensions: number;
  /** What each item contributed: its vectors' key and the graph keys of its frames. */
  items: Map<string, { vectorsKey: string; keys: bigint[] }>;
  frames: Map<bigint, { mediaId: string; frame: number; span: FrameSpan }>;
  nextKey: bigint;
}

export class FootageVectorIndex {
  private readonly orgs = new Map<string, OrgGraph>();
  /** One catch-up per org at a time: two searches at once share it. */
  private readonly syncing = new Map<string, Promise<void>>();

  constructor(private readonly loadVectors: (item: IndexedItem) => Promise<Float32Array[]>) {}

  /** Brings the org's graph to exactly `items` (the org's indexed footage as stored now). */
  sync(orgId: string, items: IndexedItem[]): Promise<void> {
    const previous = this.syncing.get(orgId) ?? Promise.resolve();
    const next = previous.catch(() => {}).then(() => this.catchUp(orgId, items));
    this.syncing.set(orgId, next);
    return next.finally(() => { if (this.syncing.get(orgId) === next) this.syncing.delete(orgId); });
  }

  private async catchUp(orgId: string, items: IndexedItem[]): Promise<void> {
    // Vectors of another size come from another model: the graph is rebuilt for the current one.
    const dimensions = items.at(-1)?.dimensions;
    let org = this.orgs.get(orgId);
    if (dimensions === undefined) { this.orgs.delete(orgId); return; }
    if (!org || org.dimensions !== dimensions) {
      const { Index, MetricKind, ScalarKind } = await import('usearch');
      org = { graph: new Index({ metric: MetricKind.Cos, quantization: ScalarKind.F32, dimensions, connectivity: 16, expansion_add: 0, expansion_search: 0, multi: false }), dimensions, items: new Map(), frames: new Map(), nextKey: 1n };
      this.orgs.set(orgId, org);
    }
    const wanted = new Map(items.filter((i) => i.dimensions === dimensions).map((i) => [i.mediaId, i]));
    for (const [mediaId, held] of org.items) {
      if (wanted.get(mediaId)?.vectorsKey === held.vectorsKey) continue;
      if (held.keys.length) org.graph.remove(BigUint64Array.from(held.keys));
      for (const key of held.keys) org.frames.delete(key);
      org.items.delete(mediaId);
    }
    for (const item of wanted.values()) {
      if (org.items.has(item.mediaId)) continue;
      const vectors = await this.loadVectors(item);
      const keys = vectors.map(() => org.nextKey++);
      if (keys.length) {
        const matrix = new Float32Array(keys.length * dimensions);
        vectors.forEach((v, i) => matrix.set(v, i * dimensions));
        org.graph.add(BigUint64Array.from(keys), matrix);
      }
      keys.forEach((key, frame) => org.frames.set(key, { mediaId: item.mediaId, frame, span: item.frames[frame]! }));
      org.items.set(item.mediaId, { vectorsKey: item.vectorsKey, keys });
    }
  }

  /** The `count` frames nearest the query, best first; score is cosine similarity. */
  nearest(orgId: string, query: Float32Array, count: number): FrameMatch[] {
    const org = this.orgs.get(orgId);
    if (!org || org.frames.size === 0 || query.length !== org.dimensions) return [];
    const found = org.graph.search(query, Math.min(count, org.frames.size), 0);
    const matches: FrameMatch[] = [];
    found.keys.forEach((key: bigint, i: number) => {
      const frame = org.frames.get(key);
      if (frame) matches.push({ ...frame, score: 1 - found.distances[i]! });
    });
    return matches;
  }
}
