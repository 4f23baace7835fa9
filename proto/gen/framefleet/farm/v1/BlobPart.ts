// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface BlobPart {
  /**
   * The blob's position in content_hashes.
   */
  'index'?: (number);
  'data'?: (Buffer | Uint8Array | string);
  /**
   * Set on the blob's last part.
   */
  'last'?: (boolean);
}

export interface BlobPart__Output {
  /**
   * The blob's position in content_hashes.
   */
  'index': (number);
  'data': (Buffer);
  /**
   * Set on the blob's last part.
   */
  'last': (boolean);
}
