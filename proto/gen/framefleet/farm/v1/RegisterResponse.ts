// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface RegisterResponse {
  'nodeId'?: (string);
  /**
   * How often to call Heartbeat, and how long the lease lasts without one.
   */
  'heartbeatIntervalMs'?: (number);
  'leaseTtlMs'?: (number);
}

export interface RegisterResponse__Output {
  'nodeId': (string);
  /**
   * How often to call Heartbeat, and how long the lease lasts without one.
   */
  'heartbeatIntervalMs': (number);
  'leaseTtlMs': (number);
}
