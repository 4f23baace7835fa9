// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { FactResult as _framefleet_farm_v1_FactResult, FactResult__Output as _framefleet_farm_v1_FactResult__Output } from '../../../framefleet/farm/v1/FactResult.ts';

export interface FactUpload {
  'result'?: (_framefleet_farm_v1_FactResult | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "result"|"chunk";
}

export interface FactUpload__Output {
  'result'?: (_framefleet_farm_v1_FactResult__Output | null);
  'chunk'?: (Buffer);
  'part'?: "result"|"chunk";
}
