// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { JobResult as _framefleet_farm_v1_JobResult, JobResult__Output as _framefleet_farm_v1_JobResult__Output } from '../../../framefleet/farm/v1/JobResult.ts';

export interface JobUpload {
  'result'?: (_framefleet_farm_v1_JobResult | null);
  'chunk'?: (Buffer | Uint8Array | string);
  'part'?: "result"|"chunk";
}

export interface JobUpload__Output {
  'result'?: (_framefleet_farm_v1_JobResult__Output | null);
  'chunk'?: (Buffer);
  'part'?: "result"|"chunk";
}
