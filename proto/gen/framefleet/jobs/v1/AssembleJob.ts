// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { SegmentRef as _framefleet_jobs_v1_SegmentRef, SegmentRef__Output as _framefleet_jobs_v1_SegmentRef__Output } from '../../../framefleet/jobs/v1/SegmentRef.ts';
import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';
import type { VideoSettings as _framefleet_jobs_v1_VideoSettings, VideoSettings__Output as _framefleet_jobs_v1_VideoSettings__Output } from '../../../framefleet/jobs/v1/VideoSettings.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Join the rendered segments into the delivered MP4 and mix the whole timeline's audio once.
 */
export interface AssembleJob {
  'segments'?: (_framefleet_jobs_v1_SegmentRef)[];
  'composition'?: (_framefleet_jobs_v1_AssetRef | null);
  'assets'?: (_framefleet_jobs_v1_AssetRef)[];
  'video'?: (_framefleet_jobs_v1_VideoSettings | null);
  /**
   * Expected frames of the result: the sum of the segments.
   */
  'totalFrames'?: (number | string | Long);
  /**
   * Composition frame the result starts at: 0, or a preview's first frame (its sound starts there too).
   */
  'startFrame'?: (number | string | Long);
}

/**
 * Join the rendered segments into the delivered MP4 and mix the whole timeline's audio once.
 */
export interface AssembleJob__Output {
  'segments': (_framefleet_jobs_v1_SegmentRef__Output)[];
  'composition': (_framefleet_jobs_v1_AssetRef__Output | null);
  'assets': (_framefleet_jobs_v1_AssetRef__Output)[];
  'video': (_framefleet_jobs_v1_VideoSettings__Output | null);
  /**
   * Expected frames of the result: the sum of the segments.
   */
  'totalFrames': (number);
  /**
   * Composition frame the result starts at: 0, or a preview's first frame (its sound starts there too).
   */
  'startFrame': (number);
}
