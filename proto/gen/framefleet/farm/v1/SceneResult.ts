// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { JobCost as _framefleet_farm_v1_JobCost, JobCost__Output as _framefleet_farm_v1_JobCost__Output } from '../../../framefleet/farm/v1/JobCost.ts';
import type { Long } from '@grpc/proto-loader';

export interface SceneResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'renderId'?: (string);
  'sceneIndex'?: (number);
  'frameCount'?: (number);
  /**
   * sha256 of the segment file, checked by the control plane after upload.
   */
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
  /**
   * Encoder that produced it, e.g. `software/h264`.
   */
  'encoder'?: (string);
  'encodeSeconds'?: (number | string);
  'renderSeconds'?: (number | string);
  'orgId'?: (string);
  /**
   * When the node started and finished drawing and encoding the scene (Unix milliseconds).
   */
  'startedAtMs'?: (number | string | Long);
  'finishedAtMs'?: (number | string | Long);
  /**
   * What the attempt cost on the node.
   */
  'cost'?: (_framefleet_farm_v1_JobCost | null);
}

export interface SceneResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'renderId': (string);
  'sceneIndex': (number);
  'frameCount': (number);
  /**
   * sha256 of the segment file, checked by the control plane after upload.
   */
  'contentHash': (string);
  'sizeBytes': (number);
  /**
   * Encoder that produced it, e.g. `software/h264`.
   */
  'encoder': (string);
  'encodeSeconds': (number);
  'renderSeconds': (number);
  'orgId': (string);
  /**
   * When the node started and finished drawing and encoding the scene (Unix milliseconds).
   */
  'startedAtMs': (number);
  'finishedAtMs': (number);
  /**
   * What the attempt cost on the node.
   */
  'cost': (_framefleet_farm_v1_JobCost__Output | null);
}
