// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface LocateBlobRequest {
  'contentHash'?: (string);
  /**
   * True to write the blob (its size below), false to read it.
   */
  'write'?: (boolean);
  'sizeBytes'?: (number | string | Long);
}

export interface LocateBlobRequest__Output {
  'contentHash': (string);
  /**
   * True to write the blob (its size below), false to read it.
   */
  'write': (boolean);
  'sizeBytes': (number);
}
