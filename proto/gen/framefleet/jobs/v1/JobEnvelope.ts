// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { SceneJob as _framefleet_jobs_v1_SceneJob, SceneJob__Output as _framefleet_jobs_v1_SceneJob__Output } from '../../../framefleet/jobs/v1/SceneJob.ts';
import type { AssembleJob as _framefleet_jobs_v1_AssembleJob, AssembleJob__Output as _framefleet_jobs_v1_AssembleJob__Output } from '../../../framefleet/jobs/v1/AssembleJob.ts';
import type { ProbeJob as _framefleet_jobs_v1_ProbeJob, ProbeJob__Output as _framefleet_jobs_v1_ProbeJob__Output } from '../../../framefleet/jobs/v1/ProbeJob.ts';
import type { ExtractAudioJob as _framefleet_jobs_v1_ExtractAudioJob, ExtractAudioJob__Output as _framefleet_jobs_v1_ExtractAudioJob__Output } from '../../../framefleet/jobs/v1/ExtractAudioJob.ts';
import type { StillJob as _framefleet_jobs_v1_StillJob, StillJob__Output as _framefleet_jobs_v1_StillJob__Output } from '../../../framefleet/jobs/v1/StillJob.ts';
import type { FactJob as _framefleet_jobs_v1_FactJob, FactJob__Output as _framefleet_jobs_v1_FactJob__Output } from '../../../framefleet/jobs/v1/FactJob.ts';
import type { ComponentPreviewJob as _framefleet_jobs_v1_ComponentPreviewJob, ComponentPreviewJob__Output as _framefleet_jobs_v1_ComponentPreviewJob__Output } from '../../../framefleet/jobs/v1/ComponentPreviewJob.ts';
import type { AnalyzeJob as _framefleet_jobs_v1_AnalyzeJob, AnalyzeJob__Output as _framefleet_jobs_v1_AnalyzeJob__Output } from '../../../framefleet/jobs/v1/AnalyzeJob.ts';
import type { VerifyJob as _framefleet_jobs_v1_VerifyJob, VerifyJob__Output as _framefleet_jobs_v1_VerifyJob__Output } from '../../../framefleet/jobs/v1/VerifyJob.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * What travels on the queue: one envelope per job.
 */
export interface JobEnvelope {
  /**
   * Unique per job and stable across redeliveries (idempotency key of the completion).
   */
  'jobId'?: (string);
  /**
   * The render a scene or assemble job belongs to (empty for media, still, fact and component preview jobs).
   */
  'renderId'?: (string);
  'orgId'?: (string);
  /**
   * W3C trace context (`traceparent`, `tracestate`) of the render's trace, so the node's spans
   * join the trace that the API request started.
   */
  'traceContext'?: ({[key: string]: string});
  /**
   * When the control plane published the job (Unix milliseconds).
   */
  'enqueuedAtMs'?: (number | string | Long);
  'scene'?: (_framefleet_jobs_v1_SceneJob | null);
  'assemble'?: (_framefleet_jobs_v1_AssembleJob | null);
  'probe'?: (_framefleet_jobs_v1_ProbeJob | null);
  'extractAudio'?: (_framefleet_jobs_v1_ExtractAudioJob | null);
  'still'?: (_framefleet_jobs_v1_StillJob | null);
  'fact'?: (_framefleet_jobs_v1_FactJob | null);
  'componentPreview'?: (_framefleet_jobs_v1_ComponentPreviewJob | null);
  'analyze'?: (_framefleet_jobs_v1_AnalyzeJob | null);
  'verify'?: (_framefleet_jobs_v1_VerifyJob | null);
  'job'?: "scene"|"assemble"|"probe"|"extractAudio"|"still"|"fact"|"componentPreview"|"analyze"|"verify";
}

/**
 * What travels on the queue: one envelope per job.
 */
export interface JobEnvelope__Output {
  /**
   * Unique per job and stable across redeliveries (idempotency key of the completion).
   */
  'jobId': (string);
  /**
   * The render a scene or assemble job belongs to (empty for media, still, fact and component preview jobs).
   */
  'renderId': (string);
  'orgId': (string);
  /**
   * W3C trace context (`traceparent`, `tracestate`) of the render's trace, so the node's spans
   * join the trace that the API request started.
   */
  'traceContext': ({[key: string]: string});
  /**
   * When the control plane published the job (Unix milliseconds).
   */
  'enqueuedAtMs': (number);
  'scene'?: (_framefleet_jobs_v1_SceneJob__Output | null);
  'assemble'?: (_framefleet_jobs_v1_AssembleJob__Output | null);
  'probe'?: (_framefleet_jobs_v1_ProbeJob__Output | null);
  'extractAudio'?: (_framefleet_jobs_v1_ExtractAudioJob__Output | null);
  'still'?: (_framefleet_jobs_v1_StillJob__Output | null);
  'fact'?: (_framefleet_jobs_v1_FactJob__Output | null);
  'componentPreview'?: (_framefleet_jobs_v1_ComponentPreviewJob__Output | null);
  'analyze'?: (_framefleet_jobs_v1_AnalyzeJob__Output | null);
  'verify'?: (_framefleet_jobs_v1_VerifyJob__Output | null);
  'job'?: "scene"|"assemble"|"probe"|"extractAudio"|"still"|"fact"|"componentPreview"|"analyze"|"verify";
}
