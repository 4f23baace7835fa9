// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { ComponentPreviewResult as _framefleet_farm_v1_ComponentPreviewResult, ComponentPreviewResult__Output as _framefleet_farm_v1_ComponentPreviewResult__Output } from '../../../framefleet/farm/v1/ComponentPreviewResult.ts';

export interface ComponentPreviewUpload {
  'result'?: (_framefleet_farm_v1_ComponentPreviewResult | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "result"|"chunk";
}

export interface ComponentPreviewUpload__Output {
  'result'?: (_framefleet_farm_v1_ComponentPreviewResult__Output | null);
  'chunk'?: (Buffer);
  'part'?: "result"|"chunk";
}
