// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface ComponentPreviewResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'orgId'?: (string);
  'previewId'?: (string);
  /**
   * sha256 and size of the WebM that follows as chunks.
   */
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
  /**
   * `video/webm`.
   */
  'mediaType'?: (string);
  /**
   * `vp9`.
   */
  'codec'?: (string);
  /**
   * True when the stream carries alpha (yuva420p, AlphaMode 1).
   */
  'alpha'?: (boolean);
  'width'?: (number);
  'height'?: (number);
  'fpsNum'?: (number);
  'fpsDen'?: (number);
  'frames'?: (number);
}

export interface ComponentPreviewResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'orgId': (string);
  'previewId': (string);
  /**
   * sha256 and size of the WebM that follows as chunks.
   */
  'contentHash': (string);
  'sizeBytes': (number);
  /**
   * `video/webm`.
   */
  'mediaType': (string);
  /**
   * `vp9`.
   */
  'codec': (string);
  /**
   * True when the stream carries alpha (yuva420p, AlphaMode 1).
   */
  'alpha': (boolean);
  'width': (number);
  'height': (number);
  'fpsNum': (number);
  'fpsDen': (number);
  'frames': (number);
}
