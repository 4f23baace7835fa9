/**
 * What every job kind of a render node shares (each kind is a module beside this one; index.ts
 * lists them): the node's farm client, its blob cache, its work dir, the encoder threads a job
 * uses, the drawing-thread pool, the matting addon, log and metrics; and the helpers that fetch a
 * job's inputs through control-plane outages (its composition, its media, its org components, the
 * frame renderer of a job that draws). Also the node state that two kinds share: the assemblies
 * running on this node, to which its scenes of the same render hand their segments. A node has
 * one; inputs come from its blob cache (fetched once per content hash).
 */
import { mkdirSync } from 'node:fs';
import type { Composition } from '../../shared/composition/schema.ts';
import type { AssetRef__Output } from '../../proto/index.ts';
import type { MediaResolver } from '../renderer/assets.ts';
import { FrameRenderer } from '../renderer/renderer.ts';
import type { DrawThreadPool } from '../draw-threads.ts';
import type { OwnSegments } from '../assembly-segments.ts';
import type { BlobCache, BlobLease } from '../blob-cache.ts';
import type { FarmClient } from '../farm-client.ts';
import type { NodeMetrics } from '../metrics.ts';
import { JobFailure } from '../../shared/failures.ts';
import { retryTransient } from '../transient.ts';
import { loadMattingAddon, type MattingAddon } from '../facts/matting.ts';
import { catalogWithOrgComponents, type JobCatalog } from '../org-components.ts';
import type { JobCostMeter } from '../job-cost.ts';

export interface JobContextOptions {
  farm: FarmClient;
  /** The node's blob cache: each job fetches through its own lease. */
  blobs: Pick<BlobCache, 'lease'>;
  workDir: string;
  /** Encoder threads per job (0 = the encoder decides). */
  encoderThreads?: number;
  /** A scene gives its render slot back once its frames are all in its encoder, not once it closed (`overlapSceneEnds`). */
  overlapSceneEnds?: boolean;
  /**
   * Drawing threads: the node's pool, and how many of them a scene draws with besides its own
   * thread, where it shows no video and ships no org component (draw-threads.ts). Without, every
   * scene draws on its own thread.
   */
  drawing?: { pool: DrawThreadPool; threadsPerScene: number };
  onFramesEncoded?: (n: number) => void;
  metrics?: NodeMetrics;
  /** The matting addon fact jobs use (default: the native one, loaded on first use). */
  matting?: MattingAddon;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

/** What a job throws when it sees that its render (or its caller) no longer needs it. */
export class Aborted extends Error {
  constructor() {
    super('the render no longer needs this job');
  }
}

export class JobContext {
  readonly farm: FarmClient;
  readonly workDir: string;
  /** Encoder threads per job (0 = the encoder decides). */
  readonly encoderThreads: number;
  /** A scene gives its render slot back once its frames are all in its encoder, not once it closed. */
  readonly overlapSceneEnds: boolean;
  /** The node's drawing threads and how many a scene takes (see JobContextOptions); undefined for none. */
  readonly drawing: JobContextOptions['drawing'];
  /** Counts frames encoded, for the node's heartbeat. */
  readonly onFramesEncoded: JobContextOptions['onFramesEncoded'];
  readonly metrics: NodeMetrics | undefined;
  readonly log: JobContextOptions['log'];
  /** The assemblies running on this node, by render: its scenes of those renders hand them their segments. */
  readonly ownSegments = new Map<string, OwnSegments>();
  private readonly blobs: Pick<BlobCache, 'lease'>;
  private readonly mattingAddon: MattingAddon | undefined;

  constructor(options: JobContextOptions) {
    this.farm = options.farm;
    this.blobs = options.blobs;
    this.workDir = options.workDir;
    this.encoderThreads = options.encoderThreads ?? 0;
    this.overlapSceneEnds = options.overlapSceneEnds ?? false;
    this.drawing = options.drawing;
    this.onFramesEncoded = options.onFramesEncoded;
    this.metrics = options.metrics;
    this.mattingAddon = options.matting;
    this.log = options.log;
    mkdirSync(options.workDir, { recursive: true });
  }

  /**
   * Calls the control plane through its outages: a result already made is reported again (and an
   * input fetched again) until it gets through, instead of failing the job (see transient.ts).
   */
  throughOutages<T>(what: string, signal: AbortSignal, call: () => Promise<T>): Promise<T> {
    return retryTransient(what, call, { signal, ...(this.log ? { log: this.log } : {}) });
  }

  /**
   * Runs a job with its lease on the blob cache: what it fetches stays cached until it ends. The
   * job's cost counts what it found cached and what it fetched.
   */
  async withBlobs(cost: JobCostMeter, job: (blobs: BlobLease) => Promise<void>): Promise<void> {
    const blobs = this.blobs.lease();
    cost.fetchedThrough(blobs.stats);
    try {
      await job(blobs);
    } finally {
      blobs.release();
    }
  }

  /** The job's composition snapshot; one that cannot be read fails the job as `composition_unreadable`. */
  async composition(blobs: BlobLease, ref: AssetRef__Output, signal: AbortSignal): Promise<Composition> {
    const hash = ref.contentHash;
    try {
      return await this.throughOutages(`fetching composition ${hash}`, signal, () => blobs.json<Composition>(hash, ref.inlineBytes));
    } catch (err) {
      throw new JobFailure('composition_unreadable', `composition snapshot ${hash}: ${(err as Error).message}`, { cause: err });
    }
  }

  /** Where this job's stored files (media items, mattes) are on this node: fetched into the blob cache on first use. */
  mediaOf(blobs: BlobLease, assets: AssetRef__Output[], signal: AbortSignal): MediaResolver {
    const byRef = new Map(assets.map((a) => [a.ref, a.contentHash]));
    return async (ref) => {
      const hash = byRef.get(ref);
      if (!hash) throw new Error(`${ref} is not among the job's assets`);
      return this.throughOutages(`fetching ${ref}`, signal, () => blobs.get(hash));
    };
  }

  /** The job's component catalog: the built-ins and the org components it ships, each in its sandbox. */
  components(blobs: BlobLease, assets: AssetRef__Output[], signal: AbortSignal): Promise<JobCatalog> {
    return catalogWithOrgComponents(assets, (hash) => this.throughOutages(`fetching component ${hash}`, signal, () => blobs.get(hash)));
  }

  /**
   * The frame renderer of a job that draws: its composition, its media and the org components it
   * ships. `close` releases all of them.
   */
  async drawingRenderer(blobs: BlobLease, job: { composition: AssetRef__Output | null; assets: AssetRef__Output[] }, signal: AbortSignal): Promise<{ renderer: FrameRenderer; composition: Composition; builtinOnly: boolean; close(): Promise<void> }> {
    const composition = await this.composition(blobs, job.composition!, signal);
    const components = await this.components(blobs, job.assets, signal);
    try {
      const renderer = new FrameRenderer(composition, { baseDir: null, media: this.mediaOf(blobs, job.assets, signal), catalog: components.catalog });
      return { renderer, composition, builtinOnly: components.builtinOnly, close: async () => { try { await renderer.close(); } finally { components.release(); } } };
    } catch (err) {
      components.release();
      throw err;
    }
  }

  /** The matting addon: the one the node was given, or the native one (loaded on first use). */
  async matting(): Promise<MattingAddon> {
    return this.mattingAddon ?? await loadMattingAddon();
  }

  /** Hands a scene's segment to this node's running assembly of its render, if there is one; a failure only means the assembly fetches it. */
  keepOwnSegment(renderId: string, contentHash: string, segment: string): void {
    try {
      this.ownSegments.get(renderId)?.keep(contentHash, segment);
    } catch (err) {
      this.log?.('could not hand a segment to the assembly on this node; it will fetch it', { renderId, error: (err as Error).message });
    }
  }
}
