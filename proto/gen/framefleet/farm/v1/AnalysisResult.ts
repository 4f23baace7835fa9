// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { AudioAnalysis as _framefleet_farm_v1_AudioAnalysis, AudioAnalysis__Output as _framefleet_farm_v1_AudioAnalysis__Output } from '../../../framefleet/farm/v1/AudioAnalysis.ts';
import type { MomentSignals as _framefleet_farm_v1_MomentSignals, MomentSignals__Output as _framefleet_farm_v1_MomentSignals__Output } from '../../../framefleet/farm/v1/MomentSignals.ts';

/**
 * What an analyze job measured.
 */
export interface AnalysisResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'orgId'?: (string);
  'mediaId'?: (string);
  /**
   * What the sound measures (shared/sounds/analysis.ts); absent for video.
   */
  'audio'?: (_framefleet_farm_v1_AudioAnalysis | null);
  /**
   * Where a video's or sound's moments are; absent when neither could be measured.
   */
  'signals'?: (_framefleet_farm_v1_MomentSignals | null);
}

/**
 * What an analyze job measured.
 */
export interface AnalysisResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'orgId': (string);
  'mediaId': (string);
  /**
   * What the sound measures (shared/sounds/analysis.ts); absent for video.
   */
  'audio': (_framefleet_farm_v1_AudioAnalysis__Output | null);
  /**
   * Where a video's or sound's moments are; absent when neither could be measured.
   */
  'signals': (_framefleet_farm_v1_MomentSignals__Output | null);
}
