// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

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
  /**
   * When the node took the job (Unix ms), and the render slot it draws in (0 before it holds
   * one): a lost node's job is drawn in its render's trace from these.
   */
  'startedAtMs'?: (number | string | Long);
  'slot'?: (number);
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
  /**
   * When the node took the job (Unix ms), and the render slot it draws in (0 before it holds
   * one): a lost node's job is drawn in its render's trace from these.
   */
  'startedAtMs': (number);
  'slot': (number);
}
