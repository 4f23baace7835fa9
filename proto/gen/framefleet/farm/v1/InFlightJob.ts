// Original file: proto/framefleet/farm/v1/render_farm.proto


/**
 * A job a node is working on, named with the render and org it belongs to, so the control plane
 * looks each one up directly instead of searching every org.
 */
export interface InFlightJob {
  'jobId'?: (string);
  /**
   * Empty for media jobs (their id names the item).
   */
  'renderId'?: (string);
  'orgId'?: (string);
}

/**
 * A job a node is working on, named with the render and org it belongs to, so the control plane
 * looks each one up directly instead of searching every org.
 */
export interface InFlightJob__Output {
  'jobId': (string);
  /**
   * Empty for media jobs (their id names the item).
   */
  'renderId': (string);
  'orgId': (string);
}
