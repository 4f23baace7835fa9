// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface BlobChunk {
  'data'?: (Buffer | Uint8Array | string);
  /**
   * Total size, sent on the first chunk.
   */
  'sizeBytes'?: (number | string | Long);
}

export interface BlobChunk__Output {
  'data': (Buffer);
  /**
   * Total size, sent on the first chunk.
   */
  'sizeBytes': (number);
}
