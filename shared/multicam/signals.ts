/**
 * The facts a multicam selector reads, per angle (one video media item with its own sound), as
 * a render node measures them (a `signals` fact: computed once per media item and window,
 * stored, reused by every later request). Time is seconds into the media file; the selector
 * maps it onto the group's timeline with the angle's offset.
 *
 * Each series has its own rate: sound at `audioRate` (frames per second of 1/audioRate seconds),
 * pictures at `videoRate`. Values are plain numbers so they serialise as JSON and compare
 * exactly: the same file and window give the same bytes.
 */

/** Bumped whenever a method below changes what it reports for the same input (the selector answers `signalVersions`). */
export const signalVersions = {
  voice: 'voice/1',
  onset: 'onset/1',
  face: 'face/1',
  motion: 'motion/1',
  sharpness: 'sharpness/1',
  exposure: 'exposure/1',
} as const;

export interface AngleSignals {
  versions: typeof signalVersions;
  /** The window measured, seconds into the file, and the file's own duration. */
  window: { startSec: number; endSec: number };
  durationSec: number;
  /** Sound: per frame of 1/audioRate s, RMS level in dBFS (−120 for digital silence) of the angle's own microphone (both channels mixed). */
  audioRate: number;
  levelDb: number[];
  /** Onset envelope at `onsetRate` per second (half-wave rectified energy flux of the sound), for synchronising angles. */
  onsetRate: number;
  onset: number[];
  /** Pictures sampled at videoRate per second. */
  videoRate: number;
  /** Per picture: the largest face (share of the frame's area it covers, 0 when none), its centre (0–1), and the detector's confidence. */
  face: { area: number; x: number; y: number; score: number }[];
  /** Per picture: mean absolute difference to the previous picture (0–255 grey levels, 0 for the first). */
  motion: number[];
  /** Per picture: variance of the Laplacian of the grey picture at 360 px height (higher is sharper). */
  sharpness: number[];
  /** Per picture: mean luma (0–255) and the share of clipped pixels (under 5 or over 250). */
  exposure: { mean: number; clipped: number }[];
}
