// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface JobCompletion {
  /**
   * False when the upload did not match its hash or size (the node retries).
   */
  'accepted'?: (boolean);
  /**
   * True when the result was already recorded (a redelivery: nothing was counted twice), or is no
   * longer wanted.
   */
  'duplicate'?: (boolean);
}

export interface JobCompletion__Output {
  /**
   * False when the upload did not match its hash or size (the node retries).
   */
  'accepted': (boolean);
  /**
   * True when the result was already recorded (a redelivery: nothing was counted twice), or is no
   * longer wanted.
   */
  'duplicate': (boolean);
}
