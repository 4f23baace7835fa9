// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';

export interface SegmentRef {
  'sceneIndex'?: (number);
  'segment'?: (_framefleet_jobs_v1_AssetRef | null);
  'frameCount'?: (number);
}

export interface SegmentRef__Output {
  'sceneIndex': (number);
  'segment': (_framefleet_jobs_v1_AssetRef__Output | null);
  'frameCount': (number);
}
