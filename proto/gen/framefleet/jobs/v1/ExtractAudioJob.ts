// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';

/**
 * The sound of a media item as mono Ogg/Opus for speech-to-text.
 */
export interface ExtractAudioJob {
  'mediaId'?: (string);
  'media'?: (_framefleet_jobs_v1_AssetRef | null);
  /**
   * The transcription attempt the sound is for (results of an older attempt are ignored).
   */
  'attemptId'?: (string);
}

/**
 * The sound of a media item as mono Ogg/Opus for speech-to-text.
 */
export interface ExtractAudioJob__Output {
  'mediaId': (string);
  'media': (_framefleet_jobs_v1_AssetRef__Output | null);
  /**
   * The transcription attempt the sound is for (results of an older attempt are ignored).
   */
  'attemptId': (string);
}
