// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { SceneResult as _framefleet_farm_v1_SceneResult, SceneResult__Output as _framefleet_farm_v1_SceneResult__Output } from '../../../framefleet/farm/v1/SceneResult.ts';
import type { AssemblyResult as _framefleet_farm_v1_AssemblyResult, AssemblyResult__Output as _framefleet_farm_v1_AssemblyResult__Output } from '../../../framefleet/farm/v1/AssemblyResult.ts';
import type { ProbeResult as _framefleet_farm_v1_ProbeResult, ProbeResult__Output as _framefleet_farm_v1_ProbeResult__Output } from '../../../framefleet/farm/v1/ProbeResult.ts';
import type { AnalysisResult as _framefleet_farm_v1_AnalysisResult, AnalysisResult__Output as _framefleet_farm_v1_AnalysisResult__Output } from '../../../framefleet/farm/v1/AnalysisResult.ts';
import type { ExtractionResult as _framefleet_farm_v1_ExtractionResult, ExtractionResult__Output as _framefleet_farm_v1_ExtractionResult__Output } from '../../../framefleet/farm/v1/ExtractionResult.ts';
import type { StillResult as _framefleet_farm_v1_StillResult, StillResult__Output as _framefleet_farm_v1_StillResult__Output } from '../../../framefleet/farm/v1/StillResult.ts';
import type { FactResult as _framefleet_farm_v1_FactResult, FactResult__Output as _framefleet_farm_v1_FactResult__Output } from '../../../framefleet/farm/v1/FactResult.ts';
import type { ComponentPreviewResult as _framefleet_farm_v1_ComponentPreviewResult, ComponentPreviewResult__Output as _framefleet_farm_v1_ComponentPreviewResult__Output } from '../../../framefleet/farm/v1/ComponentPreviewResult.ts';
import type { VerifyResult as _framefleet_farm_v1_VerifyResult, VerifyResult__Output as _framefleet_farm_v1_VerifyResult__Output } from '../../../framefleet/farm/v1/VerifyResult.ts';

/**
 * What a finished job reports: one result per job kind, each named as the kind is in
 * framefleet.jobs.v1.JobEnvelope's `job`.
 */
export interface JobResult {
  'scene'?: (_framefleet_farm_v1_SceneResult | null);
  'assemble'?: (_framefleet_farm_v1_AssemblyResult | null);
  'probe'?: (_framefleet_farm_v1_ProbeResult | null);
  'analyze'?: (_framefleet_farm_v1_AnalysisResult | null);
  'extractAudio'?: (_framefleet_farm_v1_ExtractionResult | null);
  'still'?: (_framefleet_farm_v1_StillResult | null);
  'fact'?: (_framefleet_farm_v1_FactResult | null);
  'componentPreview'?: (_framefleet_farm_v1_ComponentPreviewResult | null);
  'verify'?: (_framefleet_farm_v1_VerifyResult | null);
  'result'?: "scene"|"assemble"|"probe"|"analyze"|"extractAudio"|"still"|"fact"|"componentPreview"|"verify";
}

/**
 * What a finished job reports: one result per job kind, each named as the kind is in
 * framefleet.jobs.v1.JobEnvelope's `job`.
 */
export interface JobResult__Output {
  'scene'?: (_framefleet_farm_v1_SceneResult__Output | null);
  'assemble'?: (_framefleet_farm_v1_AssemblyResult__Output | null);
  'probe'?: (_framefleet_farm_v1_ProbeResult__Output | null);
  'analyze'?: (_framefleet_farm_v1_AnalysisResult__Output | null);
  'extractAudio'?: (_framefleet_farm_v1_ExtractionResult__Output | null);
  'still'?: (_framefleet_farm_v1_StillResult__Output | null);
  'fact'?: (_framefleet_farm_v1_FactResult__Output | null);
  'componentPreview'?: (_framefleet_farm_v1_ComponentPreviewResult__Output | null);
  'verify'?: (_framefleet_farm_v1_VerifyResult__Output | null);
  'result'?: "scene"|"assemble"|"probe"|"analyze"|"extractAudio"|"still"|"fact"|"componentPreview"|"verify";
}
