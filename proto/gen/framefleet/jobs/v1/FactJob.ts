// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { AssetRef as _framefleet_jobs_v1_AssetRef, AssetRef__Output as _framefleet_jobs_v1_AssetRef__Output } from '../../../framefleet/jobs/v1/AssetRef.ts';

/**
 * A derived fact of a media item, computed by the matting addon over a window of its frames: a
 * matte (the people as an 8-bit alpha per frame, uploaded as a lossless grey video), or subject
 * tracks / a detection (boxes per frame linked into tracks, uploaded as JSON). Uploaded with
 * CompleteJob (a `fact` result). Travels on the scene queue, not the media queue: it runs a model over every frame
 * of a window (minutes of work for a long window), which would hold up the probes and stills a
 * caller waits on; the scene queue is the one sized and autoscaled for long work, on the nodes
 * with the GPUs.
 */
export interface FactJob {
  'factId'?: (string);
  'mediaId'?: (string);
  /**
   * The media item's bytes (a video, or a picture: one frame).
   */
  'media'?: (_framefleet_jobs_v1_AssetRef | null);
  /**
   * `matte`, `subjectTrack`, `detection` or `signals` (the per-angle signals of a multicam selector, JSON).
   */
  'kind'?: (string);
  /**
   * `face` or `person` for subject tracks and detections; empty for a matte and for signals.
   */
  'detector'?: (string);
  /**
   * The source window in seconds into the file, [start_sec, end_sec); both 0 for the whole source.
   * The node maps it to frames with the file's own frame rate, as the renderer picks source frames
   * (frame i of the result is the source frame shown at start_sec + i / fps): the control plane
   * does not know the frame rate, the decoder does.
   */
  'startSec'?: (number | string);
  'endSec'?: (number | string);
}

/**
 * A derived fact of a media item, computed by the matting addon over a window of its frames: a
 * matte (the people as an 8-bit alpha per frame, uploaded as a lossless grey video), or subject
 * tracks / a detection (boxes per frame linked into tracks, uploaded as JSON). Uploaded with
 * CompleteJob (a `fact` result). Travels on the scene queue, not the media queue: it runs a model over every frame
 * of a window (minutes of work for a long window), which would hold up the probes and stills a
 * caller waits on; the scene queue is the one sized and autoscaled for long work, on the nodes
 * with the GPUs.
 */
export interface FactJob__Output {
  'factId': (string);
  'mediaId': (string);
  /**
   * The media item's bytes (a video, or a picture: one frame).
   */
  'media': (_framefleet_jobs_v1_AssetRef__Output | null);
  /**
   * `matte`, `subjectTrack`, `detection` or `signals` (the per-angle signals of a multicam selector, JSON).
   */
  'kind': (string);
  /**
   * `face` or `person` for subject tracks and detections; empty for a matte and for signals.
   */
  'detector': (string);
  /**
   * The source window in seconds into the file, [start_sec, end_sec); both 0 for the whole source.
   * The node maps it to frames with the file's own frame rate, as the renderer picks source frames
   * (frame i of the result is the source frame shown at start_sec + i / fps): the control plane
   * does not know the frame rate, the decoder does.
   */
  'startSec': (number);
  'endSec': (number);
}
