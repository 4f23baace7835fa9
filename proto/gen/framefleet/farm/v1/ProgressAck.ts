// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface ProgressAck {
  /**
   * True when the render was cancelled or finished: stop this scene.
   */
  'abandon'?: (boolean);
}

export interface ProgressAck__Output {
  /**
   * True when the render was cancelled or finished: stop this scene.
   */
  'abandon': (boolean);
}
