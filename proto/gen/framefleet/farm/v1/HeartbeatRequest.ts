// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface HeartbeatRequest {
  'nodeId'?: (string);
  /**
   * Job ids the node is working on now.
   */
  'inFlightJobIds'?: (string)[];
  /**
   * Frames per second encoded since the last heartbeat, for operators' dashboards.
   */
  'encodeFps'?: (number | string);
}

export interface HeartbeatRequest__Output {
  'nodeId': (string);
  /**
   * Job ids the node is working on now.
   */
  'inFlightJobIds': (string)[];
  /**
   * Frames per second encoded since the last heartbeat, for operators' dashboards.
   */
  'encodeFps': (number);
}
