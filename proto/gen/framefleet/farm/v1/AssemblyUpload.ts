// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { AssemblyResult as _framefleet_farm_v1_AssemblyResult, AssemblyResult__Output as _framefleet_farm_v1_AssemblyResult__Output } from '../../../framefleet/farm/v1/AssemblyResult.ts';

export interface AssemblyUpload {
  'result'?: (_framefleet_farm_v1_AssemblyResult | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "result"|"chunk";
}

export interface AssemblyUpload__Output {
  'result'?: (_framefleet_farm_v1_AssemblyResult__Output | null);
  'chunk'?: (Buffer);
  'part'?: "result"|"chunk";
}
