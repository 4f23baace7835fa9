// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface AssemblyResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'renderId'?: (string);
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
  'frameCount'?: (number | string | Long);
  'durationSeconds'?: (number | string);
  'orgId'?: (string);
}

export interface AssemblyResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'renderId': (string);
  'contentHash': (string);
  'sizeBytes': (number);
  'frameCount': (number);
  'durationSeconds': (number);
  'orgId': (string);
}
