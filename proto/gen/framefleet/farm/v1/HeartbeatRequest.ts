// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { InFlightJob as _framefleet_farm_v1_InFlightJob, InFlightJob__Output as _framefleet_farm_v1_InFlightJob__Output } from '../../../framefleet/farm/v1/InFlightJob.ts';

export interface HeartbeatRequest {
  'nodeId'?: (string);
  /**
   * Frames per second encoded since the last heartbeat, for operators' dashboards.
   */
  'encodeFps'?: (number | string);
  /**
   * The jobs the node is working on now.
   */
  'inFlight'?: (_framefleet_farm_v1_InFlightJob)[];
}

export interface HeartbeatRequest__Output {
  'nodeId': (string);
  /**
   * Frames per second encoded since the last heartbeat, for operators' dashboards.
   */
  'encodeFps': (number);
  /**
   * The jobs the node is working on now.
   */
  'inFlight': (_framefleet_farm_v1_InFlightJob__Output)[];
}
