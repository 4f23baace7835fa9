// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { ProbeResult as _framefleet_farm_v1_ProbeResult, ProbeResult__Output as _framefleet_farm_v1_ProbeResult__Output } from '../../../framefleet/farm/v1/ProbeResult.ts';

export interface ProbeUpload {
  'result'?: (_framefleet_farm_v1_ProbeResult | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "result"|"chunk";
}

export interface ProbeUpload__Output {
  'result'?: (_framefleet_farm_v1_ProbeResult__Output | null);
  'chunk'?: (Buffer);
  'part'?: "result"|"chunk";
}
