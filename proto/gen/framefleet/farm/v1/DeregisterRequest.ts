// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface DeregisterRequest {
  'nodeId'?: (string);
}

export interface DeregisterRequest__Output {
  'nodeId': (string);
}
