// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { Long } from '@grpc/proto-loader';

export interface FactResult {
  'nodeId'?: (string);
  'jobId'?: (string);
  'orgId'?: (string);
  'factId'?: (string);
  /**
   * sha256 and size of the result that follows as chunks.
   */
  'contentHash'?: (string);
  'sizeBytes'?: (number | string | Long);
  /**
   * `video/x-matroska` (a matte) or `application/json` (subject tracks, detections).
   */
  'mediaType'?: (string);
  /**
   * Frames of the source window the result covers (one matte frame, or one track entry, each).
   */
  'frames'?: (number);
  'width'?: (number);
  'height'?: (number);
  /**
   * The source's frame rate.
   */
  'fpsNum'?: (number);
  'fpsDen'?: (number);
  /**
   * Where the window starts and ends on the source, in seconds (the whole source: 0 and its end).
   */
  'startSec'?: (number | string);
  'endSec'?: (number | string);
  /**
   * Mattes: the fraction of frames in which the subject covers a meaningful part of the picture.
   */
  'presenceFraction'?: (number | string);
  /**
   * Subject tracks and detections: tracks found, frames with at least one subject, most subjects in one frame.
   */
  'trackCount'?: (number);
  'framesWithSubjects'?: (number);
  'maxSubjects'?: (number);
}

export interface FactResult__Output {
  'nodeId': (string);
  'jobId': (string);
  'orgId': (string);
  'factId': (string);
  /**
   * sha256 and size of the result that follows as chunks.
   */
  'contentHash': (string);
  'sizeBytes': (number);
  /**
   * `video/x-matroska` (a matte) or `application/json` (subject tracks, detections).
   */
  'mediaType': (string);
  /**
   * Frames of the source window the result covers (one matte frame, or one track entry, each).
   */
  'frames': (number);
  'width': (number);
  'height': (number);
  /**
   * The source's frame rate.
   */
  'fpsNum': (number);
  'fpsDen': (number);
  /**
   * Where the window starts and ends on the source, in seconds (the whole source: 0 and its end).
   */
  'startSec': (number);
  'endSec': (number);
  /**
   * Mattes: the fraction of frames in which the subject covers a meaningful part of the picture.
   */
  'presenceFraction': (number);
  /**
   * Subject tracks and detections: tracks found, frames with at least one subject, most subjects in one frame.
   */
  'trackCount': (number);
  'framesWithSubjects': (number);
  'maxSubjects': (number);
}
