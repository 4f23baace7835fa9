/**
 * What a verify job measures on a render node, as the control plane's critics read it. The node
 * measures (pixels, sound, OCR, template matches); the control plane judges (floors, briefs,
 * platforms, an org's rules). One shape, versioned: a stored verification names the version its
 * figures were measured with, so a later change to a method never silently changes old scores.
 *
 * Units: seconds on the composition's timeline, pixels of the output frame (the composition's
 * own size, whatever size the evidence stills are), LUFS and dBTP for sound.
 */

/** Bumped whenever a method below changes what it reports for the same input. */
export const measurementVersion = 'verify-measure/1';

/** An axis-aligned box in output pixels. */
export interface PixelBox { x: number; y: number; width: number; height: number }

/** A text the renderer drew in an evidence frame (text clips and captions), where and how it reads. */
export interface DrawnText {
  /** The clip that drew it (its `id`, else `track[i].clip[j]`). */
  clipRef: string;
  kind: 'text' | 'captions';
  /** The text as drawn (after wrapping and text transform; lines joined by a space). */
  text: string;
  /** Where its ink can be, in output pixels (clipped to nothing when fully outside the frame). */
  box: PixelBox;
  /** The drawn font size in output pixels (the style's size times the clip's scale). */
  heightPx: number;
  /**
   * WCAG 2.x contrast ratio (1–21) of the text's pixels against the pixels around them, measured
   * on the drawn frame: the text's relative luminance is read from the pixels the fill colour
   * landed on, the background's from the rest of the box.
   */
  contrastRatio: number;
  textLuminance: number;
  backgroundLuminance: number;
}

/** One OCR word (tesseract), in output pixels. */
export interface OcrWord { text: string; confidence: number; box: PixelBox }

/** One evidence still: what is on screen at `atSec`. */
export interface EvidenceMeasurement {
  /** Position in the verification's evidence list (the still's index). */
  index: number;
  atSec: number;
  frame: number;
  texts: DrawnText[];
  /** Words tesseract read on the still (confidence 0–100), and all of them as one line. */
  ocr: { words: OcrWord[]; text: string } | null;
  /** The logo's best template match on the still (normalised correlation, −1–1), or null without a logo. */
  logo: { score: number; box: PixelBox; scale: number } | null;
  /** The still's dominant colours (k-means in CIELAB), largest share first, shares summing to 1. */
  dominantColors: { hex: string; share: number }[];
}

/** A stretch of the timeline that shows nothing (black) or does not move (frozen). */
export interface Stretch { kind: 'black' | 'frozen'; startSec: number; endSec: number }

/** Integrated loudness and true peak of the composition's mixed sound (ITU-R BS.1770-4 / EBU R 128). */
export interface SoundMeasurement {
  /** False when the composition has no audible sound at all (then the figures are null). */
  audible: boolean;
  integratedLufs: number | null;
  truePeakDbtp: number | null;
  /** Loudness range (EBU Tech 3342), LU. */
  loudnessRangeLu: number | null;
}

export interface VerifyMeasurements {
  version: string;
  frame: { width: number; height: number; fps: number; frameCount: number; durationSec: number };
  evidence: EvidenceMeasurement[];
  sound: SoundMeasurement;
  /** Frames sampled over the whole timeline for black and frozen stretches: the rate, and what was found. */
  sampling: { fps: number; frames: number };
  stretches: Stretch[];
}

/** What a verify job asks the node to measure beyond the evidence frames' texts and colours. */
export interface MeasureRequest {
  /** Run OCR on each still (the brief has must-include texts). */
  ocr: boolean;
  /** The logo media to look for on each still (an asset ref `media:<id>`), or null. */
  logoRef: string | null;
}
