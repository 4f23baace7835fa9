// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { MediaFacts as _framefleet_farm_v1_MediaFacts, MediaFacts__Output as _framefleet_farm_v1_MediaFacts__Output } from '../../../framefleet/farm/v1/MediaFacts.ts';
import type { Long } from '@grpc/proto-loader';

export interface ProbeResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'orgId'?: (string);
  'mediaId'?: (string);
  /**
   * Absent when the bytes hold no decodable picture or sound.
   */
  'facts'?: (_framefleet_farm_v1_MediaFacts | null);
  /**
   * sha256 and size of the thumbnail that follows as chunks; empty when there is none.
   */
  'thumbnailHash'?: (string);
  'thumbnailBytes'?: (number | string | Long);
}

export interface ProbeResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'orgId': (string);
  'mediaId': (string);
  /**
   * Absent when the bytes hold no decodable picture or sound.
   */
  'facts': (_framefleet_farm_v1_MediaFacts__Output | null);
  /**
   * sha256 and size of the thumbnail that follows as chunks; empty when there is none.
   */
  'thumbnailHash': (string);
  'thumbnailBytes': (number);
}
