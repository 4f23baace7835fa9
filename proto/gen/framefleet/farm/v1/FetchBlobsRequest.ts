// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface FetchBlobsRequest {
  /**
   * At most 10000.
   */
  'contentHashes'?: (string)[];
}

export interface FetchBlobsRequest__Output {
  /**
   * At most 10000.
   */
  'contentHashes': (string)[];
}
