// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { AudioAnalysis as _framefleet_farm_v1_AudioAnalysis, AudioAnalysis__Output as _framefleet_farm_v1_AudioAnalysis__Output } from '../../../framefleet/farm/v1/AudioAnalysis.ts';
import type { MomentSignals as _framefleet_farm_v1_MomentSignals, MomentSignals__Output as _framefleet_farm_v1_MomentSignals__Output } from '../../../framefleet/farm/v1/MomentSignals.ts';

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
  /**
   * Where a video's or sound's moments are (clip suggestions); absent for pictures.
   */
  'signals'?: (_framefleet_farm_v1_MomentSignals | null);
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
  /**
   * Where a video's or sound's moments are (clip suggestions); absent for pictures.
   */
  'signals': (_framefleet_farm_v1_MomentSignals__Output | null);
}
