// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface SceneCompletion {
  /**
   * False when the upload did not match its hash or size (the node retries).
   */
  'accepted'?: (boolean);
  /**
   * True when this scene was already recorded (a redelivery): nothing was counted twice.
   */
  'duplicate'?: (boolean);
}

export interface SceneCompletion__Output {
  /**
   * False when the upload did not match its hash or size (the node retries).
   */
  'accepted': (boolean);
  /**
   * True when this scene was already recorded (a redelivery): nothing was counted twice.
   */
  'duplicate': (boolean);
}
