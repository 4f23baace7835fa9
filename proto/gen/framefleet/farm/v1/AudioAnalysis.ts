// Original file: proto/framefleet/farm/v1/render_farm.proto


/**
 * The analysis of a sound: the catalog's evidence of an org's audio item.
 */
export interface AudioAnalysis {
  'durationSeconds'?: (number | string);
  /**
   * `transient`, `sweep` or `ambient`.
   */
  'envelopeClass'?: (string);
  'attackMs'?: (number | string);
  'spectralCentroidHz'?: (number | string);
  'meanVolumeDb'?: (number | string);
  'maxVolumeDb'?: (number | string);
  /**
   * 0 when the sound has no clear beat.
   */
  'bpm'?: (number | string);
  'beatStrength'?: (number | string);
  'pauseFraction'?: (number | string);
}

/**
 * The analysis of a sound: the catalog's evidence of an org's audio item.
 */
export interface AudioAnalysis__Output {
  'durationSeconds': (number);
  /**
   * `transient`, `sweep` or `ambient`.
   */
  'envelopeClass': (string);
  'attackMs': (number);
  'spectralCentroidHz': (number);
  'meanVolumeDb': (number);
  'maxVolumeDb': (number);
  /**
   * 0 when the sound has no clear beat.
   */
  'bpm': (number);
  'beatStrength': (number);
  'pauseFraction': (number);
}
