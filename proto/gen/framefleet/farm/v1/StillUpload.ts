// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { StillResult as _framefleet_farm_v1_StillResult, StillResult__Output as _framefleet_farm_v1_StillResult__Output } from '../../../framefleet/farm/v1/StillResult.ts';

export interface StillUpload {
  'result'?: (_framefleet_farm_v1_StillResult | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "result"|"chunk";
}

export interface StillUpload__Output {
  'result'?: (_framefleet_farm_v1_StillResult__Output | null);
  'chunk'?: (Buffer);
  'part'?: "result"|"chunk";
}
