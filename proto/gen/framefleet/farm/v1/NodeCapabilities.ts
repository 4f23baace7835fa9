// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { EncoderCapability as _framefleet_farm_v1_EncoderCapability, EncoderCapability__Output as _framefleet_farm_v1_EncoderCapability__Output } from '../../../framefleet/farm/v1/EncoderCapability.ts';

export interface NodeCapabilities {
  'encoders'?: (_framefleet_farm_v1_EncoderCapability)[];
  /**
   * GPU model when the node has one, empty otherwise.
   */
  'gpuModel'?: (string);
  /**
   * Scenes it renders at once (its queue prefetch).
   */
  'slots'?: (number);
  'version'?: (string);
  'hostname'?: (string);
}

export interface NodeCapabilities__Output {
  'encoders': (_framefleet_farm_v1_EncoderCapability__Output)[];
  /**
   * GPU model when the node has one, empty otherwise.
   */
  'gpuModel': (string);
  /**
   * Scenes it renders at once (its queue prefetch).
   */
  'slots': (number);
  'version': (string);
  'hostname': (string);
}
