// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';

/**
 * What a media item is: its kind and size by decoding it, and a JPEG thumbnail.
 */
export interface ProbeJob {
  'mediaId'?: (string);
  'media'?: (_framefleet_jobs_v1_AssetRef | null);
  /**
   * No thumbnail: nothing will show one (the one-shot render's temporary media).
   */
  'skipThumbnail'?: (boolean);
}

/**
 * What a media item is: its kind and size by decoding it, and a JPEG thumbnail.
 */
export interface ProbeJob__Output {
  'mediaId': (string);
  'media': (_framefleet_jobs_v1_AssetRef__Output | null);
  /**
   * No thumbnail: nothing will show one (the one-shot render's temporary media).
   */
  'skipThumbnail': (boolean);
}
