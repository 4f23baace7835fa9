/**
 * The seam check of every assembly: the joined output, read packet by packet in the same pass as
 * the output check (output-check.ts: libavformat in process, ffprobe's `-show_packets` without
 * starting ffprobe), must show
 * - video: one frame every frame duration in presentation order (no frame missing, repeated or
 *   shifted at a join), exactly the job's frames, and a key frame where the plan starts each scene
 *   (the cumulative frame counts of the scenes' segments, from the output's first frame: a
 *   preview's window starts its first scene there too);
 * - sound: each packet starting where the one before ends, and as long as the mixed sound
 *   (audio.ts mixes exactly the window's samples; the MP4's edit list hides the encoder's priming
 *   packet before the stream's start and trims the last packet).
 * A failure is a retryable JobFailure with its own code: a join that went wrong on one node
 * is redone by the next delivery.
 */
import type { PacketTimes, Rational } from '../native/media/index.ts';
import { JobFailure, type FailureCode } from '../shared/failures.ts';

export interface SeamExpectation {
  fps: Rational;
  /** Frames of each scene's segment, in scene order, as the plan recorded them. */
  sceneFrames: number[];
  /** Frames of the output (the job's; the scenes' add up to it). */
  totalFrames: number;
  /** Samples of the mixed sound at its rate (audio.ts); null for a silent output. */
  audioSamples: number | null;
  audioSampleRate: number;
}

/** What a passed check measured. */
export interface SeamReport {
  /** Joins between consecutive scenes (scenes − 1), each checked for timing and its key frame. */
  boundaries: number;
  frames: number;
  /** Seconds of sound from the stream's start to its last packet's end; 0 when silent. */
  audioSeconds: number;
  ok: true;
}

export type SeamFailureCode = Extract<FailureCode, `seam_${string}`>;

/** Where a seam failed and what was found there. */
export interface SeamDetails {
  /** The scene whose start (or inside which) it failed. */
  scene?: number;
  /** The output's frame. */
  frame?: number;
  /** Seconds into the output. */
  second: number;
  /** What was wanted and what was found there: seconds (a frame's or the sound's time), a frame count, or a key frame's index (-1: none). */
  expected: number;
  found: number;
}

export class SeamCheckFailure extends JobFailure {
  constructor(code: SeamFailureCode, what: string, readonly details: SeamDetails) {
    super(code, `seam check: ${what}`);
    this.name = 'SeamCheckFailure';
    if (details.frame !== undefined) this.at({ frame: details.frame });
  }
}

/** Checks the joined output's packets; throws a SeamCheckFailure at the first seam that is wrong. */
export function checkSeams(video: PacketTimes | null, audio: PacketTimes | null, expected: SeamExpectation): SeamReport {
  const frames = checkVideo(video, expected);
  const audioSeconds = expected.audioSamples === null ? 0 : checkAudio(audio, expected.audioSamples, expected.audioSampleRate);
  return { boundaries: Math.max(0, expected.sceneFrames.length - 1), frames, audioSeconds, ok: true };
}

function checkVideo(video: PacketTimes | null, expected: SeamExpectation): number {
  const { totalFrames } = expected;
  const starts = sceneStarts(expected.sceneFrames);
  const sceneOf = (frame: number) => Math.max(0, starts.findLastIndex((s) => s <= frame));
  if (!video || video.pts.length === 0) throw new SeamCheckFailure('seam_video_gap', `the output has no video frames, not ${totalFrames}`, { second: 0, expected: totalFrames, found: 0 });
  const { num, den } = video.timeBase;
  const order = presentationOrder(video.pts);
  const pts = order.map((i) => video.pts[i]!);
  // A frame's duration in ticks; at 29.97 fps in a 1/30000 time base it is 1001. One tick of
  // leeway for a time base the frame rate does not divide (each frame is measured from the first,
  // so the rounding never adds up).
  const step = (expected.fps.den * den) / (expected.fps.num * num);
  const seconds = (ticks: number) => (ticks * num) / den;
  for (let i = 1; i < pts.length; i++) {
    const want = pts[0]! + i * step;
    if (Math.abs(pts[i]! - want) <= 1) continue;
    const gap = (pts[i]! - pts[i - 1]!) / step;
    const what = gap > 1 ? `${Math.round(gap - 1)} frame(s) missing` : gap <= 0 ? 'a frame repeated' : 'a timestamp jump';
    const scene = sceneOf(i);
    const where = starts[scene] === i ? `at the start of scene ${scene}` : `in scene ${scene}`;
    throw new SeamCheckFailure('seam_video_gap', `${what} ${where}: frame ${i} at ${seconds(pts[i]! - pts[0]!).toFixed(3)} s comes ${gap.toFixed(2)} frame durations after the one before, not 1`, {
      scene, frame: i, second: seconds(pts[i]! - pts[0]!), expected: seconds(want - pts[0]!), found: seconds(pts[i]! - pts[0]!),
    });
  }
  if (pts.length !== totalFrames) {
    const frame = Math.min(pts.length, totalFrames);
    throw new SeamCheckFailure('seam_video_gap', `the output has ${pts.length} frames, not ${totalFrames}`, {
      scene: sceneOf(frame), frame, second: frame * expected.fps.den / expected.fps.num, expected: totalFrames, found: pts.length,
    });
  }
  starts.forEach((start, scene) => {
    if (video.keys[order[start]!]) return;
    const at = [...order.keys()].find((i) => i >= start && video.keys[order[i]!]);
    throw new SeamCheckFailure('seam_keyframe_misplaced', `scene ${scene} starts at frame ${start} (${seconds(pts[start]! - pts[0]!).toFixed(3)} s) without a key frame${at === undefined ? '' : `; the next one is frame ${at}`}`, {
      scene, frame: start, second: seconds(pts[start]! - pts[0]!), expected: start, found: at ?? -1,
    });
  });
  return pts.length;
}

function checkAudio(audio: PacketTimes | null, samples: number, sampleRate: number): number {
  const want = samples / sampleRate;
  if (!audio || audio.pts.length === 0) throw new SeamCheckFailure('seam_audio_length', `the output has no sound, not ${want.toFixed(3)} s`, { second: 0, expected: want, found: 0 });
  const { num, den } = audio.timeBase;
  const rate = audio.sampleRate || sampleRate;
  const seconds = (ticks: number) => (ticks * num) / den;
  // Rounding of one tick or one sample, whichever is longer, is no gap.
  const leeway = Math.max(1, den / (num * rate));
  // Every AAC packet decodes to one frame of samples. An MP4 states a packet's duration as the
  // step to the next one's timestamp, so a lost packet shows as a packet lasting two frames, not as
  // a jump in the timestamps; only the last packet is shorter (its end trimmed to the timeline).
  const frame = ((audio.frameSize || 1024) * den) / (num * rate);
  const start = audio.startTime ?? audio.pts[0]!;
  const last = audio.pts.length - 1;
  let end = audio.pts[0]!;
  for (let i = 0; i <= last; i++) {
    const pts = audio.pts[i]!;
    const duration = audio.durations[i]!;
    const step = pts - end;
    const lasts = duration - frame;
    // A timestamp that leaves a gap or overlaps, or a packet longer than a frame (or shorter, before the last).
    const off = !(Math.abs(step) <= leeway) ? step : lasts > leeway || (i < last && lasts < -leeway) ? lasts : 0;
    if (off !== 0) {
      // Where the sound should have gone on: the previous packet's end, or this one's.
      const at = Math.max(0, seconds((off === step ? end : pts + frame) - start));
      const what = Number.isNaN(off) ? 'a sound packet without a timestamp' : off > 0 ? `a gap of ${(seconds(off) * 1000).toFixed(1)} ms` : `an overlap of ${(-seconds(off) * 1000).toFixed(1)} ms`;
      throw new SeamCheckFailure('seam_audio_gap', `${what} in the sound at ${at.toFixed(3)} s (packet ${i})`, { second: at, expected: 0, found: seconds(off) });
    }
    end = pts + duration;
  }
  const found = seconds(end - start);
  // The mixer writes exactly the window's samples (audio.ts) and the edit list trims the last
  // packet to them, but in the file's movie time scale (milliseconds: up to 48 samples early), so
  // less than one AAC frame either way is rounding; a whole frame more or less is not.
  if (Math.abs(found - want) >= (audio.frameSize || 1024) / rate) {
    throw new SeamCheckFailure('seam_audio_length', `the sound lasts ${found.toFixed(3)} s, not ${want.toFixed(3)} s`, { second: Math.min(found, want), expected: want, found });
  }
  return found;
}

/** First frame of each scene in the output. */
function sceneStarts(sceneFrames: number[]): number[] {
  let at = 0;
  return sceneFrames.map((n) => (at += n) - n);
}

/** Packet indices by presentation time (a packet without one first, so it fails the check). */
function presentationOrder(pts: Float64Array): number[] {
  const at = (i: number) => (Number.isNaN(pts[i]!) ? -Infinity : pts[i]!);
  return [...pts.keys()].sort((a, b) => at(a) - at(b));
}
