// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { JobCost as _framefleet_farm_v1_JobCost, JobCost__Output as _framefleet_farm_v1_JobCost__Output } from '../../../framefleet/farm/v1/JobCost.ts';

export interface JobFailure {
  'nodeId'?: (string);
  'jobId'?: (string);
  /**
   * The render of a scene or assemble job (empty for media jobs: their id names the item).
   */
  'renderId'?: (string);
  /**
   * Stable error code, e.g. `encoder_failed`, `asset_unreadable`.
   */
  'code'?: (string);
  'message'?: (string);
  /**
   * False when retrying cannot help (bad composition): the control plane ends the render.
   */
  'retryable'?: (boolean);
  'orgId'?: (string);
  /**
   * True when this was the job's last allowed delivery: the render ends with this error.
   */
  'final'?: (boolean);
  /**
   * What the failed attempt cost on the node, up to its failure.
   */
  'cost'?: (_framefleet_farm_v1_JobCost | null);
}

export interface JobFailure__Output {
  'nodeId': (string);
  'jobId': (string);
  /**
   * The render of a scene or assemble job (empty for media jobs: their id names the item).
   */
  'renderId': (string);
  /**
   * Stable error code, e.g. `encoder_failed`, `asset_unreadable`.
   */
  'code': (string);
  'message': (string);
  /**
   * False when retrying cannot help (bad composition): the control plane ends the render.
   */
  'retryable': (boolean);
  'orgId': (string);
  /**
   * True when this was the job's last allowed delivery: the render ends with this error.
   */
  'final': (boolean);
  /**
   * What the failed attempt cost on the node, up to its failure.
   */
  'cost': (_framefleet_farm_v1_JobCost__Output | null);
}
