/**
 * An assembly's segments, gathered while the render's last scenes are still drawn. The assemble
 * job goes out behind the render's scene jobs and reaches a node while the last of them render:
 * it lists the segments recorded by then, and the control plane reports each further one as it
 * is recorded (RenderFarm.WatchScenes). Segments are fetched into the blob cache in batches as
 * they are reported, two batches at a time: the job usually arrives with most scenes recorded, and
 * that first large batch downloads while its node still draws; the scenes recorded meanwhile go in
 * a second one instead of waiting for it, so after the last scene only its own segment is left to
 * fetch. Each fetched segment is handed on at once (`fetched`): the join takes them as they come.
 */

import { copyFileSync, linkSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** Batches of segments downloading at once. */
const fetchLanes = 2;

/** A recorded scene's segment, as the job lists it or the watch reports it. */
export interface RecordedSegment { sceneIndex: number; contentHash: string; frameCount: number }

export interface SegmentCollection {
  /** The segments the job listed (recorded when it was published). */
  known: RecordedSegment[];
  /** Scenes of the render; 0 when the job lists every segment itself. */
  sceneCount: number;
  /** The scenes recorded so far and from now on; it ends once every scene is. */
  watch: () => AsyncIterable<RecordedSegment>;
  /** Local paths of blobs, in order (the blob cache). */
  fetch: (contentHashes: string[]) => Promise<string[]>;
  /** Told of each segment once it is on this node, in the order they arrive. */
  fetched?: (segment: RecordedSegment, path: string) => void;
}

/** Local segment files in scene order, once every scene is recorded and its segment fetched. */
export async function collectSegments(o: SegmentCollection): Promise<string[]> {
  const total = o.sceneCount || o.known.length;
  const paths: string[] = new Array(total);
  const seen = new Set<number>();
  let queued: RecordedSegment[] = [];
  const fetching = new Set<Promise<void>>();
  // Set by a failed fetch (in a callback, so the loop below reads it through the object).
  const failed: { error?: unknown; yes: boolean } = { yes: false };

  const fetchQueued = () => {
    if (fetching.size >= fetchLanes || queued.length === 0 || failed.yes) return;
    const batch = queued;
    queued = [];
    const lane: Promise<void> = o.fetch(batch.map((s) => s.contentHash))
      .then((got) => batch.forEach((s, i) => {
        paths[s.sceneIndex] = got[i]!;
        o.fetched?.(s, got[i]!);
      }), (error: unknown) => { if (!failed.yes) Object.assign(failed, { yes: true, error }); })
      .finally(() => {
        fetching.delete(lane);
        fetchQueued();
      });
    fetching.add(lane);
  };
  const add = (segment: RecordedSegment) => {
    if (!Number.isInteger(segment.sceneIndex) || segment.sceneIndex < 0 || segment.sceneIndex >= total) {
      throw new Error(`scene ${segment.sceneIndex} is not one of the render's ${total} scenes`);
    }
    if (seen.has(segment.sceneIndex)) return;
    seen.add(segment.sceneIndex);
    queued.push(segment);
    fetchQueued();
  };

  for (const segment of o.known) add(segment);
  if (seen.size < total) {
    for await (const segment of o.watch()) {
      add(segment);
      if (failed.yes || seen.size === total) break;
    }
  }
  while (fetching.size) await Promise.all(fetching);
  if (failed.yes) throw failed.error;
  if (seen.size < total) throw new Error(`the render's scene watch ended with ${seen.size} of ${total} scenes recorded`);
  return paths;
}

/**
 * The segments a node drew itself for a render whose assembly it runs: the scene links its file
 * into the assembly's folder before reporting it, and the assembly takes it from there when the
 * control plane reports the scene recorded with that hash, instead of fetching back what it has
 * just uploaded. The node of an assembly also draws, and with the assembly's work beside its
 * scenes it is usually the one that draws the last scene.
 */
export class OwnSegments {
  private readonly files = new Map<string, string>();

  /** `dir`: a folder of the assembly's, removed with it. */
  constructor(private readonly dir: string) {
    mkdirSync(dir, { recursive: true });
  }

  /** A segment this node drew, with its hash: linked (or copied) into the assembly's folder. */
  keep(contentHash: string, segment: string): void {
    if (this.files.has(contentHash)) return;
    const path = join(this.dir, contentHash);
    try {
      linkSync(segment, path);
    } catch {
      copyFileSync(segment, path);
    }
    this.files.set(contentHash, path);
  }

  /** Local paths of the segments, in order: those this node drew as they are, the rest from `fetch`. */
  async paths(contentHashes: string[], fetch: (contentHashes: string[]) => Promise<string[]>): Promise<string[]> {
    const missing = contentHashes.filter((h) => !this.files.has(h));
    const fetched = missing.length ? await fetch(missing) : [];
    const byHash = new Map(missing.map((h, i) => [h, fetched[i]!]));
    return contentHashes.map((h) => this.files.get(h) ?? byHash.get(h)!);
  }
}
