// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { SceneJob as _framefleet_jobs_v1_SceneJob, SceneJob__Output as _framefleet_jobs_v1_SceneJob__Output } from '../../../framefleet/jobs/v1/SceneJob.ts';
import type { AssembleJob as _framefleet_jobs_v1_AssembleJob, AssembleJob__Output as _framefleet_jobs_v1_AssembleJob__Output } from '../../../framefleet/jobs/v1/AssembleJob.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * What travels on the queue: one envelope per job.
 */
export interface JobEnvelope {
  /**
   * Unique per job and stable across redeliveries (idempotency key of the completion).
   */
  'jobId'?: (string);
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
  'job'?: "scene"|"assemble";
}

/**
 * What travels on the queue: one envelope per job.
 */
export interface JobEnvelope__Output {
  /**
   * Unique per job and stable across redeliveries (idempotency key of the completion).
   */
  'jobId': (string);
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
  'job'?: "scene"|"assemble";
}
