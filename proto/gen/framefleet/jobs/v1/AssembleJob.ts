// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { SegmentRef as _framefleet_jobs_v1_SegmentRef, SegmentRef__Output as _framefleet_jobs_v1_SegmentRef__Output } from '../../../framefleet/jobs/v1/SegmentRef.ts';
import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';
import type { VideoSettings as _framefleet_jobs_v1_VideoSettings, VideoSettings__Output as _framefleet_jobs_v1_VideoSettings__Output } from '../../../framefleet/jobs/v1/VideoSettings.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Join the rendered segments into the delivered MP4 and mix the whole timeline's audio once.
 * The job goes out while the render's last scenes are still drawn: `segments` holds those
 * recorded by then, and the node learns of the others through RenderFarm.WatchScenes.
 */
export interface AssembleJob {
  /**
   * The segments recorded when the job was published, in scene order.
   */
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
  /**
   * Scenes of the render: when `segments` lists fewer, the rest are still being drawn.
   */
  'sceneCount'?: (number);
}

/**
 * Join the rendered segments into the delivered MP4 and mix the whole timeline's audio once.
 * The job goes out while the render's last scenes are still drawn: `segments` holds those
 * recorded by then, and the node learns of the others through RenderFarm.WatchScenes.
 */
export interface AssembleJob__Output {
  /**
   * The segments recorded when the job was published, in scene order.
   */
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
  /**
   * Scenes of the render: when `segments` lists fewer, the rest are still being drawn.
   */
  'sceneCount': (number);
}
