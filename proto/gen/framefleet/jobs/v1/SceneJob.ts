// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';
import type { VideoSettings as _framefleet_jobs_v1_VideoSettings, VideoSettings__Output as _framefleet_jobs_v1_VideoSettings__Output } from '../../../framefleet/jobs/v1/VideoSettings.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Render and encode frames [start_frame, start_frame + frame_count) of a composition.
 */
export interface SceneJob {
  'sceneIndex'?: (number);
  'sceneCount'?: (number);
  'startFrame'?: (number | string | Long);
  'frameCount'?: (number);
  /**
   * The composition snapshot to draw, by content hash (fetched like an asset).
   */
  'composition'?: (_framefleet_jobs_v1_AssetRef | null);
  'video'?: (_framefleet_jobs_v1_VideoSettings | null);
  'assets'?: (_framefleet_jobs_v1_AssetRef)[];
}

/**
 * Render and encode frames [start_frame, start_frame + frame_count) of a composition.
 */
export interface SceneJob__Output {
  'sceneIndex': (number);
  'sceneCount': (number);
  'startFrame': (number);
  'frameCount': (number);
  /**
   * The composition snapshot to draw, by content hash (fetched like an asset).
   */
  'composition': (_framefleet_jobs_v1_AssetRef__Output | null);
  'video': (_framefleet_jobs_v1_VideoSettings__Output | null);
  'assets': (_framefleet_jobs_v1_AssetRef__Output)[];
}
