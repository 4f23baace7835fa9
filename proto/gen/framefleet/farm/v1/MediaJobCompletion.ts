// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface MediaJobCompletion {
  /**
   * False when the upload did not match its hash or size (the node retries).
   */
  'accepted'?: (boolean);
  /**
   * True when the result was already recorded, or is no longer wanted.
   */
  'duplicate'?: (boolean);
}

export interface MediaJobCompletion__Output {
  /**
   * False when the upload did not match its hash or size (the node retries).
   */
  'accepted': (boolean);
  /**
   * True when the result was already recorded, or is no longer wanted.
   */
  'duplicate': (boolean);
}
