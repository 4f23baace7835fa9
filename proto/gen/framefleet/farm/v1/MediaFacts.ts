// Original file: proto/framefleet/farm/v1/render_farm.proto


/**
 * What ffprobe found in a media item.
 */
export interface MediaFacts {
  /**
   * `video`, `image` or `audio`.
   */
  'kind'?: (string);
  'mimeType'?: (string);
  /**
   * 0 when it has no duration (a picture).
   */
  'durationSeconds'?: (number | string);
  'width'?: (number);
  'height'?: (number);
  'hasAudio'?: (boolean);
}

/**
 * What ffprobe found in a media item.
 */
export interface MediaFacts__Output {
  /**
   * `video`, `image` or `audio`.
   */
  'kind': (string);
  'mimeType': (string);
  /**
   * 0 when it has no duration (a picture).
   */
  'durationSeconds': (number);
  'width': (number);
  'height': (number);
  'hasAudio': (boolean);
}
