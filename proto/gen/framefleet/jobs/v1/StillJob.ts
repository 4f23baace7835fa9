// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Draw frames of a composition as still images (still-frame evidence, posters): the same
 * renderer as scene jobs, one image per requested frame, each uploaded on its own (RenderFarm.CompleteJob, a `still` result per image).
 * Travels on the media queue: a still is small interactive work a caller waits on, so it must not
 * queue behind a render backlog.
 */
export interface StillJob {
  /**
   * The capture the images are for.
   */
  'captureId'?: (string);
  /**
   * The frozen composition snapshot to draw, by content hash.
   */
  'composition'?: (_framefleet_jobs_v1_AssetRef | null);
  'assets'?: (_framefleet_jobs_v1_AssetRef)[];
  /**
   * Composition frame numbers, in the order the caller asked for them (an image per entry).
   */
  'frames'?: (number | string | Long)[];
  /**
   * `png` or `jpeg`.
   */
  'format'?: (string);
  /**
   * JPEG quality, 1 to 100 (unused for PNG).
   */
  'quality'?: (number);
  /**
   * Size of the images: the composition's, or smaller with its aspect kept.
   */
  'width'?: (number);
  'height'?: (number);
}

/**
 * Draw frames of a composition as still images (still-frame evidence, posters): the same
 * renderer as scene jobs, one image per requested frame, each uploaded on its own (RenderFarm.CompleteJob, a `still` result per image).
 * Travels on the media queue: a still is small interactive work a caller waits on, so it must not
 * queue behind a render backlog.
 */
export interface StillJob__Output {
  /**
   * The capture the images are for.
   */
  'captureId': (string);
  /**
   * The frozen composition snapshot to draw, by content hash.
   */
  'composition': (_framefleet_jobs_v1_AssetRef__Output | null);
  'assets': (_framefleet_jobs_v1_AssetRef__Output)[];
  /**
   * Composition frame numbers, in the order the caller asked for them (an image per entry).
   */
  'frames': (number)[];
  /**
   * `png` or `jpeg`.
   */
  'format': (string);
  /**
   * JPEG quality, 1 to 100 (unused for PNG).
   */
  'quality': (number);
  /**
   * Size of the images: the composition's, or smaller with its aspect kept.
   */
  'width': (number);
  'height': (number);
}
