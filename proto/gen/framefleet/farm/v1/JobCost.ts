// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { StageCost as _framefleet_farm_v1_StageCost, StageCost__Output as _framefleet_farm_v1_StageCost__Output } from '../../../framefleet/farm/v1/StageCost.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * What one attempt of a job cost on the node that ran it: measured, not estimated.
 */
export interface JobCost {
  'stages'?: (_framefleet_farm_v1_StageCost)[];
  /**
   * Bytes the job fetched into the node's blob cache (hits fetch nothing), and uploaded.
   */
  'bytesFetched'?: (number | string | Long);
  'bytesUploaded'?: (number | string | Long);
  'cacheHits'?: (number);
  'cacheMisses'?: (number);
  /**
   * When the node took the delivery (Unix ms), the render slot it drew in (1-based; 0 for none),
   * and whether the queue had delivered the job before.
   */
  'startedAtMs'?: (number | string | Long);
  'slot'?: (number);
  'redelivered'?: (boolean);
  /**
   * True when a GPU encoder (NVENC, VAAPI) did the encoding.
   */
  'gpu'?: (boolean);
  /**
   * When the job was put on the queue (Unix ms; the envelope's): its wait for a node.
   */
  'enqueuedAtMs'?: (number | string | Long);
}

/**
 * What one attempt of a job cost on the node that ran it: measured, not estimated.
 */
export interface JobCost__Output {
  'stages': (_framefleet_farm_v1_StageCost__Output)[];
  /**
   * Bytes the job fetched into the node's blob cache (hits fetch nothing), and uploaded.
   */
  'bytesFetched': (number);
  'bytesUploaded': (number);
  'cacheHits': (number);
  'cacheMisses': (number);
  /**
   * When the node took the delivery (Unix ms), the render slot it drew in (1-based; 0 for none),
   * and whether the queue had delivered the job before.
   */
  'startedAtMs': (number);
  'slot': (number);
  'redelivered': (boolean);
  /**
   * True when a GPU encoder (NVENC, VAAPI) did the encoding.
   */
  'gpu': (boolean);
  /**
   * When the job was put on the queue (Unix ms; the envelope's): its wait for a node.
   */
  'enqueuedAtMs': (number);
}
