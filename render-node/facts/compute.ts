/**
 * What a fact job computes from the decoded frames of a source window, with the matting addon:
 *
 * - a **matte**: the addon's alpha plane of every frame, written as a lossless grey video (FFV1,
 *   pix_fmt gray, Matroska) with the source's size and frame rate, one frame per source frame of
 *   the window, and its `presenceFraction`: the fraction of frames in which the subject covers a
 *   meaningful part of the picture — at least `subjectCoverage` (0.5 %) of its pixels at alpha 128
 *   or more (more person than background). Below 0.6 the matte has no reliable silhouette.
 * - **subject tracks** (and detections): the detector's boxes in every frame, linked into tracks
 *   (tracker.ts), as JSON (`SubjectTrackDocument`).
 *
 * The window maps to frames as the renderer picks source frames: frame i of the result is the
 * source frame shown at startSec + i / fps.
 */
import { writeFileSync } from 'node:fs';
import { openGrayVideoEncoder, type VideoDecoder, type VideoFileInfo } from '../../native/media/index.ts';
import { sourceFrameIndex } from '../renderer/video-source.ts';
import { type Detector as BoxDetector, matteEach, type MattingAddon } from './matting.ts';
import { SubjectTracker } from './tracker.ts';

/** A frame has the subject when this share of its pixels is at alpha 128 or more. */
export const subjectCoverage = 0.005;

export type DetectorName = 'face' | 'person';

/** The frames of the source a window covers. */
export interface WindowFrames {
  startFrame: number;
  frameCount: number;
  /** The window in source seconds, as the result reports it (the whole source: 0 to its duration). */
  startSec: number;
  endSec: number;
}

/** Subject tracks as JSON (version 1); boxes in source pixels, frames as source frame indices. */
export interface SubjectTrackDocument {
  version: 1;
  detector: DetectorName;
  fps: number;
  startSec: number;
  endSec: number;
  width: number;
  height: number;
  /** One entry per frame of the window: the source frame, when it starts (source seconds), its subjects. */
  frames: { frame: number; atSec: number; boxes: { trackId: number; x: number; y: number; width: number; height: number; score: number }[] }[];
  /** Each subject followed: first and last source frame, and the number of frames it was detected in. */
  tracks: { trackId: number; firstFrame: number; lastFrame: number; frames: number }[];
}

export interface FactOutcome {
  frames: number;
  presenceFraction: number;
  trackCount: number;
  framesWithSubjects: number;
  maxSubjects: number;
}

/** `startSec`/`endSec` both 0 mean the whole source. */
export function windowFrames(info: Pick<VideoFileInfo, 'fps' | 'frameCount' | 'duration'>, startSec: number, endSec: number): WindowFrames {
  if (startSec === 0 && endSec === 0) return { startFrame: 0, frameCount: info.frameCount, startSec: 0, endSec: info.duration };
  const fps = info.fps.num / info.fps.den;
  const startFrame = sourceFrameIndex(info, startSec);
  const wanted = Math.max(1, Math.ceil((endSec - startSec) * fps - 1e-6));
  return { startFrame, frameCount: Math.max(1, Math.min(wanted, info.frameCount - startFrame)), startSec, endSec };
}

interface Run {
  decoder: VideoDecoder;
  window: WindowFrames;
  matting: MattingAddon;
  /** Threads a matte may use: the cores of the job's render slot. */
  threads: number;
  /** File to write the result to. */
  output: string;
  signal: AbortSignal;
  /** Called after each frame with the number done. */
  onFrame: (done: number) => void;
}

/** Reads the window's frames in order into one reused buffer, calling `use` with each. */
async function eachFrame(run: Run, use: (rgba: Uint8Array, i: number) => Promise<void>): Promise<void> {
  const { width, height } = run.decoder.info;
  const rgba = new Uint8Array(width * height * 4);
  for (let i = 0; i < run.window.frameCount; i++) {
    run.signal.throwIfAborted();
    await run.decoder.read(run.window.startFrame + i, rgba);
    await use(rgba, i);
    run.onFrame(i + 1);
  }
}

/** Whether an alpha plane shows the subject over at least `subjectCoverage` of the picture. */
export function hasSubject(alpha: Uint8Array): boolean {
  const needed = Math.max(1, Math.ceil(alpha.length * subjectCoverage));
  let covered = 0;
  for (let i = 0; i < alpha.length; i++) {
    if (alpha[i]! >= 128 && ++covered >= needed) return true;
  }
  return false;
}

/** Writes the matte of the window as a grey video and measures its presence. */
export async function computeMatte(run: Run): Promise<FactOutcome> {
  const { width, height, fps } = run.decoder.info;
  const matter = await run.matting.openMatter({ width, height, threads: run.threads });
  const encoder = await openGrayVideoEncoder({ output: run.output, width, height, fps });
  let present = 0;
  try {
    // Frames in flight, each read into its slot's buffer: the next frames are decoded, and their
    // person detection runs, while a frame is segmented.
    const buffers: Uint8Array[] = [];
    await matteEach(matter, run.window.frameCount, async (i, slot) => {
      run.signal.throwIfAborted();
      const rgba = (buffers[slot] ??= new Uint8Array(width * height * 4));
      await run.decoder.read(run.window.startFrame + i, rgba);
      return rgba;
    }, async (alpha, i) => {
      if (alpha.length !== width * height) throw new Error(`the matter answered ${alpha.length} bytes for a ${width}x${height} frame`);
      if (hasSubject(alpha)) present++;
      await encoder.write(alpha);
      run.onFrame(i + 1);
    });
    const written = await encoder.close();
    if (written.frames !== run.window.frameCount) throw new Error(`the matte has ${written.frames} frames for a window of ${run.window.frameCount}`);
  } catch (err) {
    await encoder.abort().catch(() => {});
    throw err;
  } finally {
    await matter.close();
  }
  return { frames: run.window.frameCount, presenceFraction: present / run.window.frameCount, trackCount: 0, framesWithSubjects: present, maxSubjects: 0 };
}

const round2 = (n: number) => Math.round(n * 100) / 100;

/** Detects subjects in every frame of the window, links them into tracks and writes the JSON. */
export async function computeSubjectTracks(run: Run, detectorName: DetectorName): Promise<FactOutcome> {
  const { width, height, fps } = run.decoder.info;
  const detector: BoxDetector = detectorName === 'face' ? await run.matting.openFaceDetector() : await run.matting.openPersonDetector();
  const tracker = new SubjectTracker();
  try {
    await eachFrame(run, async (rgba, i) => {
      tracker.update(run.window.startFrame + i, await detector.detect(rgba, width, height));
    });
  } finally {
    await detector.close();
  }
  const tracks = tracker.finish();
  const byFrame = new Map<number, SubjectTrackDocument['frames'][number]['boxes']>();
  for (const track of tracks) {
    for (const { frame, box } of track.boxes) {
      const boxes = byFrame.get(frame) ?? [];
      boxes.push({ trackId: track.trackId, x: round2(box.x), y: round2(box.y), width: round2(box.width), height: round2(box.height), score: Math.round(box.score * 1000) / 1000 });
      byFrame.set(frame, boxes);
    }
  }
  const fpsValue = fps.num / fps.den;
  const frames = Array.from({ length: run.window.frameCount }, (_, i) => {
    const frame = run.window.startFrame + i;
    return { frame, atSec: Math.round((frame * fps.den / fps.num) * 1e6) / 1e6, boxes: (byFrame.get(frame) ?? []).sort((a, b) => a.trackId - b.trackId) };
  });
  const document: SubjectTrackDocument = {
    version: 1, detector: detectorName, fps: fpsValue, startSec: run.window.startSec, endSec: run.window.endSec, width, height, frames,
    tracks: tracks.map((t) => ({ trackId: t.trackId, firstFrame: t.firstFrame, lastFrame: t.lastFrame, frames: t.boxes.length })),
  };
  writeFileSync(run.output, JSON.stringify(document));
  return {
    frames: run.window.frameCount, presenceFraction: 0, trackCount: tracks.length,
    framesWithSubjects: frames.filter((f) => f.boxes.length > 0).length, maxSubjects: frames.reduce((most, f) => Math.max(most, f.boxes.length), 0),
  };
}
