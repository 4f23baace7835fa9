// Original file: proto/framefleet/farm/v1/render_farm.proto


/**
 * What an assembly's seam check measured: every join between scenes timed and starting on a key
 * frame, the frames, and the sound's length.
 */
export interface SeamCheck {
  /**
   * Joins between consecutive scenes (scenes - 1).
   */
  'boundaries'?: (number);
  'frames'?: (number);
  /**
   * 0 for a silent output.
   */
  'audioSeconds'?: (number | string);
  'ok'?: (boolean);
}

/**
 * What an assembly's seam check measured: every join between scenes timed and starting on a key
 * frame, the frames, and the sound's length.
 */
export interface SeamCheck__Output {
  /**
   * Joins between consecutive scenes (scenes - 1).
   */
  'boundaries': (number);
  'frames': (number);
  /**
   * 0 for a silent output.
   */
  'audioSeconds': (number);
  'ok': (boolean);
}
