// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { VerifyImage as _framefleet_farm_v1_VerifyImage, VerifyImage__Output as _framefleet_farm_v1_VerifyImage__Output } from '../../../framefleet/farm/v1/VerifyImage.ts';

/**
 * A verify job reports each evidence still as it is drawn (`image`, its bytes following as
 * chunks), then the figures once (`measurements_json`, no chunks).
 */
export interface VerifyResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'orgId'?: (string);
  'verificationId'?: (string);
  'image'?: (_framefleet_farm_v1_VerifyImage | null);
  'measurementsJson'?: (string);
  'part'?: "image"|"measurementsJson";
}

/**
 * A verify job reports each evidence still as it is drawn (`image`, its bytes following as
 * chunks), then the figures once (`measurements_json`, no chunks).
 */
export interface VerifyResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'orgId': (string);
  'verificationId': (string);
  'image'?: (_framefleet_farm_v1_VerifyImage__Output | null);
  'measurementsJson'?: (string);
  'part'?: "image"|"measurementsJson";
}
