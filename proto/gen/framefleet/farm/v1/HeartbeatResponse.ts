// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface HeartbeatResponse {
  'leaseExpiresAtMs'?: (number | string | Long);
  /**
   * In-flight jobs whose render no longer needs them: stop and acknowledge without work.
   */
  'abandonJobIds'?: (string)[];
  /**
   * Finish or release what is in flight and take no new work.
   */
  'drain'?: (boolean);
  /**
   * False when the control plane no longer knows the node (e.g. its lease lapsed): register again.
   */
  'known'?: (boolean);
}

export interface HeartbeatResponse__Output {
  'leaseExpiresAtMs': (number);
  /**
   * In-flight jobs whose render no longer needs them: stop and acknowledge without work.
   */
  'abandonJobIds': (string)[];
  /**
   * Finish or release what is in flight and take no new work.
   */
  'drain': (boolean);
  /**
   * False when the control plane no longer knows the node (e.g. its lease lapsed): register again.
   */
  'known': (boolean);
}
