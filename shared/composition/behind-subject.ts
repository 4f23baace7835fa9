/**
 * Clips behind the subject: which video clip each `behindSubject` names, and the source window a
 * video clip shows (what its matte must cover). For compositions that passed validation, where a
 * `behindSubject.clipId` always names an overlapping video clip on a lower track.
 */
import type { Clip, Composition, VideoClip } from './schema.ts';
import { clipFrames } from './timing.ts';

export interface ClipPlace<C extends Clip = Clip> {
  trackIndex: number;
  clipIndex: number;
  /** Field path, e.g. `tracks[0].clips[2]`. */
  path: string;
  clip: C;
}

/** A video clip with the clips placed behind its subject, in document order. */
export interface SubjectLayer {
  video: ClipPlace<VideoClip>;
  behind: ClipPlace[];
}

/** Every video clip that some clip is placed behind, in document order of the videos. */
export function subjectLayers(composition: Composition): SubjectLayer[] {
  const videos = new Map<string, SubjectLayer>();
  composition.tracks.forEach((track, trackIndex) => track.clips.forEach((clip, clipIndex) => {
    if (clip.kind === 'video' && clip.id !== undefined && !videos.has(clip.id)) {
      videos.set(clip.id, { video: { trackIndex, clipIndex, path: `tracks[${trackIndex}].clips[${clipIndex}]`, clip }, behind: [] });
    }
  }));
  composition.tracks.forEach((track, trackIndex) => track.clips.forEach((clip, clipIndex) => {
    const clipId = 'behindSubject' in clip ? clip.behindSubject?.clipId : undefined;
    if (clipId !== undefined) videos.get(clipId)?.behind.push({ trackIndex, clipIndex, path: `tracks[${trackIndex}].clips[${clipIndex}]`, clip });
  }));
  return [...videos.values()].filter((layer) => layer.behind.length > 0);
}

/** Seconds rounded to the microsecond, so that windows compare without binary noise. */
const micro = (s: number) => Math.round(s * 1e6) / 1e6;

/**
 * The source seconds [startSec, endSec) a video clip shows (the timing rules of README.md): from
 * `trim.start` for as many frames as the clip lasts at its playback rate, never past `trim.end`
 * or the source's end; a looping clip shows its whole trim window.
 */
export function videoSourceWindow(clip: VideoClip, fps: number, sourceDurationSec: number): { startSec: number; endSec: number } {
  const startSec = clip.trim?.start ?? 0;
  const sourceEnd = Math.min(clip.trim?.end ?? sourceDurationSec, sourceDurationSec);
  const { start, end } = clipFrames(clip, fps);
  const shown = clip.loop ? sourceEnd : Math.min(sourceEnd, startSec + ((end - start) / fps) * (clip.playbackRate ?? 1));
  return { startSec: micro(startSec), endSec: micro(Math.max(startSec, shown)) };
}
