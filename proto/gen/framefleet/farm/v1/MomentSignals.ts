// Original file: proto/framefleet/farm/v1/render_farm.proto


/**
 * Measured from the media's samples and frames (shared/media-facts.ts MomentSignals).
 */
export interface MomentSignals {
  'stepSeconds'?: (number | string);
  /**
   * RMS level of each step in dBFS.
   */
  'loudnessDb'?: (number | string)[];
  /**
   * Seconds where the picture cuts to another shot.
   */
  'shotChanges'?: (number | string)[];
}

/**
 * Measured from the media's samples and frames (shared/media-facts.ts MomentSignals).
 */
export interface MomentSignals__Output {
  'stepSeconds': (number);
  /**
   * RMS level of each step in dBFS.
   */
  'loudnessDb': (number)[];
  /**
   * Seconds where the picture cuts to another shot.
   */
  'shotChanges': (number)[];
}
