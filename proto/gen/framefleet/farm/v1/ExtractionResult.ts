// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface ExtractionResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'orgId'?: (string);
  'mediaId'?: (string);
  'attemptId'?: (string);
  /**
   * sha256 and size of the sound that follows as chunks.
   */
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
}

export interface ExtractionResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'orgId': (string);
  'mediaId': (string);
  'attemptId': (string);
  /**
   * sha256 and size of the sound that follows as chunks.
   */
  'contentHash': (string);
  'sizeBytes': (number);
}
