// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { SceneResult as _framefleet_farm_v1_SceneResult, SceneResult__Output as _framefleet_farm_v1_SceneResult__Output } from '../../../framefleet/farm/v1/SceneResult.ts';

export interface SceneUpload {
  'result'?: (_framefleet_farm_v1_SceneResult | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "result"|"chunk";
}

export interface SceneUpload__Output {
  'result'?: (_framefleet_farm_v1_SceneResult__Output | null);
  'chunk'?: (Buffer);
  'part'?: "result"|"chunk";
}
