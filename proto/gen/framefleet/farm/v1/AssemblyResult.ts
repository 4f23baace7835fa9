// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { SeamCheck as _framefleet_farm_v1_SeamCheck, SeamCheck__Output as _framefleet_farm_v1_SeamCheck__Output } from '../../../framefleet/farm/v1/SeamCheck.ts';
import type { JobCost as _framefleet_farm_v1_JobCost, JobCost__Output as _framefleet_farm_v1_JobCost__Output } from '../../../framefleet/farm/v1/JobCost.ts';
import type { Long } from '@grpc/proto-loader';

export interface AssemblyResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'renderId'?: (string);
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
  'frameCount'?: (number | string | Long);
  'durationSeconds'?: (number | string);
  'orgId'?: (string);
  /**
   * The seam check of the joined output (render-node/seam-check.ts); a failed check fails the job instead.
   */
  'seams'?: (_framefleet_farm_v1_SeamCheck | null);
  /**
   * What the attempt cost on the node.
   */
  'cost'?: (_framefleet_farm_v1_JobCost | null);
}

export interface AssemblyResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'renderId': (string);
  'contentHash': (string);
  'sizeBytes': (number);
  'frameCount': (number);
  'durationSeconds': (number);
  'orgId': (string);
  /**
   * The seam check of the joined output (render-node/seam-check.ts); a failed check fails the job instead.
   */
  'seams': (_framefleet_farm_v1_SeamCheck__Output | null);
  /**
   * What the attempt cost on the node.
   */
  'cost': (_framefleet_farm_v1_JobCost__Output | null);
}
