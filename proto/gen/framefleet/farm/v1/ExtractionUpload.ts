// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { ExtractionResult as _framefleet_farm_v1_ExtractionResult, ExtractionResult__Output as _framefleet_farm_v1_ExtractionResult__Output } from '../../../framefleet/farm/v1/ExtractionResult.ts';

export interface ExtractionUpload {
  'result'?: (_framefleet_farm_v1_ExtractionResult | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "result"|"chunk";
}

export interface ExtractionUpload__Output {
  'result'?: (_framefleet_farm_v1_ExtractionResult__Output | null);
  'chunk'?: (Buffer);
  'part'?: "result"|"chunk";
}
