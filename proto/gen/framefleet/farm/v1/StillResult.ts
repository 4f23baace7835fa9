// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface StillResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'orgId'?: (string);
  'captureId'?: (string);
  /**
   * Position of the image among the job's `frames`.
   */
  'index'?: (number);
  /**
   * The composition frame it shows.
   */
  'frame'?: (number | string | Long);
  /**
   * sha256 and size of the image that follows as chunks.
   */
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
  'width'?: (number);
  'height'?: (number);
  /**
   * `image/png` or `image/jpeg`.
   */
  'mediaType'?: (string);
}

export interface StillResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'orgId': (string);
  'captureId': (string);
  /**
   * Position of the image among the job's `frames`.
   */
  'index': (number);
  /**
   * The composition frame it shows.
   */
  'frame': (number);
  /**
   * sha256 and size of the image that follows as chunks.
   */
  'contentHash': (string);
  'sizeBytes': (number);
  'width': (number);
  'height': (number);
  /**
   * `image/png` or `image/jpeg`.
   */
  'mediaType': (string);
}
