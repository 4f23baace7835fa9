/**
 * Mattes for clips behind the subject. A clip with `behindSubject` needs the subject matte of the
 * video clip it names: a ready matte fact of that clip's media item whose window covers the
 * source seconds the clip shows. Saving such a composition checks that the matte is there;
 * queueing a render or a still pins it: the frozen composition names it on the video clip
 * (`subjectMatte: {src: 'matte:<factId>', startSec}`) and the job's assets carry its bytes by
 * content hash, so render nodes fetch it through their blob cache like any media item, and a
 * matte bought again later changes nothing for a render already queued.
 *
 * Without a ready matte the composition is refused: 422 `composition_invalid`, one field per
 * clip behind the subject, code `matte_required`, with a hint naming the purchase call.
 */
import { subjectLayers, videoSourceWindow, type SubjectLayer } from '../../../shared/composition/behind-subject.ts';
import { matteRefPrefix, mediaIdOf } from '../../../shared/composition/media-sources.ts';
import type { Composition, VideoClip } from '../../../shared/composition/schema.ts';
import { compositionError, type FieldError } from '../../../shared/composition/validate.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { MediaLibrary, RenderAsset } from './media.ts';

/** A ready matte fact: its blob (an FFV1 grey Matroska video, one frame per source frame of its window). */
export interface MatteFact {
  id: string;
  blobKey: string;
  sizeBytes: number;
  mediaType: string;
  /** Source seconds [startSec, endSec) the matte covers; its frame i is source time startSec + i / fps. */
  window: { startSec: number; endSec: number };
  summary: Record<string, unknown> | null;
}

/** Where ready mattes are found (the media facts service). */
export interface MatteLookup {
  /** The ready matte of `mediaId` whose window covers [startSec, endSec) (source seconds), or null. */
  readyMatteCovering(orgId: string, mediaId: string, startSec: number, endSec: number): Promise<MatteFact | null>;
}

/** A deployment that makes no mattes: every clip behind a subject is refused with `matte_required`. */

/** A video clip with clips behind its subject, and the matte found for it (null when there is none). */
interface ResolvedSubject { layer: SubjectLayer; mediaId: string; window: { startSec: number; endSec: number }; matte: MatteFact | null }

export class SubjectMattes {
  constructor(private readonly deps: { lookup: MatteLookup; media: MediaLibrary; blobs: BlobStore }) {}

  /** The check at save: every clip behind a subject has its video's matte ready (422 otherwise). */
  async assertReady(orgId: string, composition: Composition): Promise<void> {
    const subjects = await this.resolve(orgId, composition);
    const errors = [...givenMattes(composition), ...subjects.flatMap(missingMatte)];
    if (errors.length) throw compositionError(errors);
  }

  /**
   * The composition a render or still draws: each video clip with clips behind its subject names
   * its matte, and the assets that ship the mattes. A composition without such clips comes back
   * as it is (the same object, no assets). 422 as `assertReady`, or when a matte's file is lost.
   */
  async pin(orgId: string, composition: Composition): Promise<{ composition: Composition; assets: RenderAsset[] }> {
    const subjects = await this.resolve(orgId, composition);
    const errors = [...givenMattes(composition), ...subjects.flatMap(missingMatte)];
    for (const { layer, mediaId, window, matte } of subjects) {
      if (matte && !(await this.deps.blobs.stat(matte.blobKey))) {
        errors.push(...layer.behind.map((b) => matteField(b.path, `the matte ${matte.id} of ${layer.video.path} has lost its file`, mediaId, window)));
      }
    }
    if (errors.length) throw compositionError(errors);
    if (!subjects.length) return { composition, assets: [] };
    const pinned = structuredClone(composition);
    const assets = new Map<string, RenderAsset>();
    for (const { layer, matte } of subjects) {
      const ref = `${matteRefPrefix}${matte!.id}`;
      (pinned.tracks[layer.video.trackIndex]!.clips[layer.video.clipIndex] as VideoClip).subjectMatte = { src: ref, startSec: matte!.window.startSec };
      assets.set(ref, { ref, contentHash: matte!.blobKey, sizeBytes: matte!.sizeBytes, mediaType: matte!.mediaType });
    }
    return { composition: pinned, assets: [...assets.values()] };
  }

  /**
   * Each video clip with clips behind its subject, with the source window it shows and its
   * matte. A video whose `src` is not a ready media item is left to the media check.
   */
  private async resolve(orgId: string, composition: Composition): Promise<ResolvedSubject[]> {
    const out: ResolvedSubject[] = [];
    for (const layer of subjectLayers(composition)) {
      const mediaId = mediaIdOf(layer.video.clip.src);
      if (mediaId === null) continue;
      const item = await this.deps.media.items.forOrg(orgId).get(mediaId);
      if (!item || item.status !== 'ready') continue;
      const window = videoSourceWindow(layer.video.clip, composition.output.fps, item.durationSec ?? Number.POSITIVE_INFINITY);
      const matte = await this.deps.lookup.readyMatteCovering(orgId, mediaId, window.startSec, window.endSec);
      out.push({ layer, mediaId, window, matte });
    }
    return out;
  }
}

/** A video clip's `subjectMatte` is the service's to set: a document that gives one is refused. */
function givenMattes(composition: Composition): FieldError[] {
  return composition.tracks.flatMap((track, t) => track.clips.flatMap((clip, c) => (clip.kind === 'video' && clip.subjectMatte !== undefined
    ? [{ path: `tracks[${t}].clips[${c}].subjectMatte`, problem: 'is set by the service from the media item\'s matte fact when a render is queued; leave it out and place clips with behindSubject', code: 'invalid' as const }]
    : [])));
}

function missingMatte({ layer, mediaId, window, matte }: ResolvedSubject): FieldError[] {
  if (matte) return [];
  const problem = `${layer.video.path} (media ${mediaId}) has no ready matte covering source seconds ${window.startSec}–${window.endSec}`;
  return layer.behind.map((b) => matteField(b.path, problem, mediaId, window));
}

/** The `matte_required` field of a clip behind a subject, with the call that buys the matte. */
function matteField(behindPath: string, problem: string, mediaId: string, { startSec, endSec }: { startSec: number; endSec: number }): FieldError {
  const hint = `buy the matte with POST /v1/media/${mediaId}/facts {"kind": "matte", "intent": {"startSec": ${startSec}, "endSec": ${endSec}}}, then save or render again once GET /v1/media/${mediaId}/facts lists it ready`;
  return { path: `${behindPath}.behindSubject`, problem, code: 'matte_required', hint };
}
