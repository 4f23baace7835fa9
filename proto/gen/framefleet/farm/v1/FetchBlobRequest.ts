// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface FetchBlobRequest {
  'contentHash'?: (string);
}

export interface FetchBlobRequest__Output {
  'contentHash': (string);
}
