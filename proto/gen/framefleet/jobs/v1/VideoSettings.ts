// Original file: proto/framefleet/jobs/v1/jobs.proto

import type { Rational as _framefleet_jobs_v1_Rational, Rational__Output as _framefleet_jobs_v1_Rational__Output } from '../../../framefleet/jobs/v1/Rational.ts';

export interface VideoSettings {
  'width'?: (number);
  'height'?: (number);
  'fps'?: (_framefleet_jobs_v1_Rational | null);
  /**
   * `h264` or `hevc`.
   */
  'codec'?: (string);
  /**
   * `auto`, `nvenc`, `vaapi` or `software`: the node picks among the backends that open.
   */
  'backend'?: (string);
  /**
   * Encoder speed preset, e.g. `veryfast`.
   */
  'preset'?: (string);
  /**
   * Constant rate factor (quality); 0 means the encoder's default.
   */
  'crf'?: (number);
  /**
   * Frames between IDR frames inside one scene (each scene also starts with one).
   */
  'gop'?: (number);
}

export interface VideoSettings__Output {
  'width': (number);
  'height': (number);
  'fps': (_framefleet_jobs_v1_Rational__Output | null);
  /**
   * `h264` or `hevc`.
   */
  'codec': (string);
  /**
   * `auto`, `nvenc`, `vaapi` or `software`: the node picks among the backends that open.
   */
  'backend': (string);
  /**
   * Encoder speed preset, e.g. `veryfast`.
   */
  'preset': (string);
  /**
   * Constant rate factor (quality); 0 means the encoder's default.
   */
  'crf': (number);
  /**
   * Frames between IDR frames inside one scene (each scene also starts with one).
   */
  'gop': (number);
}
