// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface EncoderCapability {
  /**
   * `h264` or `hevc`.
   */
  'codec'?: (string);
  /**
   * `nvenc`, `vaapi` or `software`.
   */
  'backend'?: (string);
  'available'?: (boolean);
  /**
   * Why it does not open, when `available` is false (e.g. `libcuda.so.1 not found`).
   */
  'reason'?: (string);
}

export interface EncoderCapability__Output {
  /**
   * `h264` or `hevc`.
   */
  'codec': (string);
  /**
   * `nvenc`, `vaapi` or `software`.
   */
  'backend': (string);
  'available': (boolean);
  /**
   * Why it does not open, when `available` is false (e.g. `libcuda.so.1 not found`).
   */
  'reason': (string);
}
