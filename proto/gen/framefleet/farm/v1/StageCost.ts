// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

/**
 * One stage of a job attempt on a node (`fetch`, `draw_encode`, `upload`, `join`, `mix`, `check`).
 */
export interface StageCost {
  'stage'?: (string);
  /**
   * When the stage started and ended (Unix ms).
   */
  'startedAtMs'?: (number | string | Long);
  'endedAtMs'?: (number | string | Long);
  /**
   * The node process's CPU time (its threads, and its child processes such as ffmpeg) while the
   * stage ran, shared equally among the stages running at the same moment.
   */
  'cpuSeconds'?: (number | string);
}

/**
 * One stage of a job attempt on a node (`fetch`, `draw_encode`, `upload`, `join`, `mix`, `check`).
 */
export interface StageCost__Output {
  'stage': (string);
  /**
   * When the stage started and ended (Unix ms).
   */
  'startedAtMs': (number);
  'endedAtMs': (number);
  /**
   * The node process's CPU time (its threads, and its child processes such as ffmpeg) while the
   * stage ran, shared equally among the stages running at the same moment.
   */
  'cpuSeconds': (number);
}
