// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One recorded scene: its segment, as the control plane stored it.
 */
export interface RecordedScene {
  'sceneIndex'?: (number);
  'frameCount'?: (number);
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
}

/**
 * One recorded scene: its segment, as the control plane stored it.
 */
export interface RecordedScene__Output {
  'sceneIndex': (number);
  'frameCount': (number);
  'contentHash': (string);
  'sizeBytes': (number);
}
