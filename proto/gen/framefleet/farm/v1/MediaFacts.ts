// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { AudioAnalysis as _framefleet_farm_v1_AudioAnalysis, AudioAnalysis__Output as _framefleet_farm_v1_AudioAnalysis__Output } from '../../../framefleet/farm/v1/AudioAnalysis.ts';

/**
 * What ffprobe found in a media item.
 */
export interface MediaFacts {
  /**
   * `video`, `image` or `audio`.
   */
  'kind'?: (string);
  'mimeType'?: (string);
  /**
   * 0 when it has no duration (a picture).
   */
  'durationSeconds'?: (number | string);
  'width'?: (number);
  'height'?: (number);
  'hasAudio'?: (boolean);
  /**
   * What the sound measures (shared/sounds/analysis.ts); absent for pictures and video.
   */
  'audio'?: (_framefleet_farm_v1_AudioAnalysis | null);
}

/**
 * What ffprobe found in a media item.
 */
export interface MediaFacts__Output {
  /**
   * `video`, `image` or `audio`.
   */
  'kind': (string);
  'mimeType': (string);
  /**
   * 0 when it has no duration (a picture).
   */
  'durationSeconds': (number);
  'width': (number);
  'height': (number);
  'hasAudio': (boolean);
  /**
   * What the sound measures (shared/sounds/analysis.ts); absent for pictures and video.
   */
  'audio': (_framefleet_farm_v1_AudioAnalysis__Output | null);
}
