// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface VerifyImage {
  /**
   * Position among the job's `frames`.
   */
  'index'?: (number);
  'frame'?: (number | string | Long);
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
  'width'?: (number);
  'height'?: (number);
  'mediaType'?: (string);
}

export interface VerifyImage__Output {
  /**
   * Position among the job's `frames`.
   */
  'index': (number);
  'frame': (number);
  'contentHash': (string);
  'sizeBytes': (number);
  'width': (number);
  'height': (number);
  'mediaType': (string);
}
