// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';
import type { Long } from '@grpc/proto-loader';

/**
 * Measure a composition for its critics (composition verification): draw the evidence frames
 * with the renderer the renders use, note where each text landed, read them (contrast, size,
 * OCR, the logo, dominant colours) and upload each as a still (a `verify` result with an image
 * per frame); sample the whole timeline for black and frozen stretches; mix its sound as the
 * assembly does and measure its loudness; then report the figures (a `verify` result with the
 * measurements, JSON of shared/verify/measurements.ts). Travels on the media queue, as stills do:
 * a caller waits on it.
 */
export interface VerifyJob {
  'verificationId'?: (string);
  'composition'?: (_framefleet_jobs_v1_AssetRef | null);
  'assets'?: (_framefleet_jobs_v1_AssetRef)[];
  /**
   * The evidence frames (composition frame numbers), in order.
   */
  'frames'?: (number | string | Long)[];
  /**
   * Size of the evidence stills (the composition's, or smaller with its aspect kept); figures are
   * always in the composition's own pixels.
   */
  'width'?: (number);
  'height'?: (number);
  /**
   * Read the stills' words (the brief names texts that must appear).
   */
  'ocr'?: (boolean);
  /**
   * The asset ref (`media:<id>`) of the logo to look for, or empty.
   */
  'logoRef'?: (string);
  /**
   * Frames per second sampled over the whole timeline for black and frozen stretches.
   */
  'sampleFps'?: (number | string);
}

/**
 * Measure a composition for its critics (composition verification): draw the evidence frames
 * with the renderer the renders use, note where each text landed, read them (contrast, size,
 * OCR, the logo, dominant colours) and upload each as a still (a `verify` result with an image
 * per frame); sample the whole timeline for black and frozen stretches; mix its sound as the
 * assembly does and measure its loudness; then report the figures (a `verify` result with the
 * measurements, JSON of shared/verify/measurements.ts). Travels on the media queue, as stills do:
 * a caller waits on it.
 */
export interface VerifyJob__Output {
  'verificationId': (string);
  'composition': (_framefleet_jobs_v1_AssetRef__Output | null);
  'assets': (_framefleet_jobs_v1_AssetRef__Output)[];
  /**
   * The evidence frames (composition frame numbers), in order.
   */
  'frames': (number)[];
  /**
   * Size of the evidence stills (the composition's, or smaller with its aspect kept); figures are
   * always in the composition's own pixels.
   */
  'width': (number);
  'height': (number);
  /**
   * Read the stills' words (the brief names texts that must appear).
   */
  'ocr': (boolean);
  /**
   * The asset ref (`media:<id>`) of the logo to look for, or empty.
   */
  'logoRef': (string);
  /**
   * Frames per second sampled over the whole timeline for black and frozen stretches.
   */
  'sampleFps': (number);
}
