// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';

/**
 * What only later features read of a ready video or audio item, measured after its probe so
 * the item is ready without waiting for it: an audio item's sound analysis (the catalog's audio
 * palette) and a video's or sound's moment signals (clip suggestions).
 */
export interface AnalyzeJob {
  'mediaId'?: (string);
  'media'?: (_framefleet_jobs_v1_AssetRef | null);
  /**
   * What the probe found: `video` or `audio`, its length, whether it has sound.
   */
  'kind'?: (string);
  'durationSeconds'?: (number | string);
  'hasAudio'?: (boolean);
}

/**
 * What only later features read of a ready video or audio item, measured after its probe so
 * the item is ready without waiting for it: an audio item's sound analysis (the catalog's audio
 * palette) and a video's or sound's moment signals (clip suggestions).
 */
export interface AnalyzeJob__Output {
  'mediaId': (string);
  'media': (_framefleet_jobs_v1_AssetRef__Output | null);
  /**
   * What the probe found: `video` or `audio`, its length, whether it has sound.
   */
  'kind': (string);
  'durationSeconds': (number);
  'hasAudio': (boolean);
}
