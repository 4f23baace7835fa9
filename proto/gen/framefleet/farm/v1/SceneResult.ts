// Original file: proto/framefleet/farm/v1/render_farm.proto

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
}
