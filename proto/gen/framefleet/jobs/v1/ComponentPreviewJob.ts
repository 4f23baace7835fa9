// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';

/**
 * Draw one component over transparency for its whole length and encode it as VP9 with alpha in
 * WebM (a component preview), uploaded with CompleteJob. The control plane builds the
 * composition: one clip of the component, its props, over a transparent background, at the
 * preview's size and frame rate, so the node draws it with the renderer the renders use and the
 * frames are what a render of that clip draws. Travels on the media queue, like stills: a preview
 * is bounded interactive work (one component, capped in size and length) that a caller waits on.
 */
export interface ComponentPreviewJob {
  /**
   * The preview the clip is for.
   */
  'previewId'?: (string);
  /**
   * The frozen one-clip composition, by content hash.
   */
  'composition'?: (_framefleet_jobs_v1_AssetRef | null);
  /**
   * Media the props name, and the org components the clip draws (`component:<id>@<version>`).
   */
  'assets'?: (_framefleet_jobs_v1_AssetRef)[];
  /**
   * Frames to draw and encode: the composition's length (0..frame_count-1).
   */
  'frameCount'?: (number);
  /**
   * Constant-quality level of the VP9 encode (libvpx CRF); 0 means the encoder's default.
   */
  'crf'?: (number);
}

/**
 * Draw one component over transparency for its whole length and encode it as VP9 with alpha in
 * WebM (a component preview), uploaded with CompleteJob. The control plane builds the
 * composition: one clip of the component, its props, over a transparent background, at the
 * preview's size and frame rate, so the node draws it with the renderer the renders use and the
 * frames are what a render of that clip draws. Travels on the media queue, like stills: a preview
 * is bounded interactive work (one component, capped in size and length) that a caller waits on.
 */
export interface ComponentPreviewJob__Output {
  /**
   * The preview the clip is for.
   */
  'previewId': (string);
  /**
   * The frozen one-clip composition, by content hash.
   */
  'composition': (_framefleet_jobs_v1_AssetRef__Output | null);
  /**
   * Media the props name, and the org components the clip draws (`component:<id>@<version>`).
   */
  'assets': (_framefleet_jobs_v1_AssetRef__Output)[];
  /**
   * Frames to draw and encode: the composition's length (0..frame_count-1).
   */
  'frameCount': (number);
  /**
   * Constant-quality level of the VP9 encode (libvpx CRF); 0 means the encoder's default.
   */
  'crf': (number);
}
