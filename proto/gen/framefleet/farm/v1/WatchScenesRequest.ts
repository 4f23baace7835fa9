// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface WatchScenesRequest {
  'nodeId'?: (string);
  'jobId'?: (string);
  'renderId'?: (string);
  'orgId'?: (string);
}

export interface WatchScenesRequest__Output {
  'nodeId': (string);
  'jobId': (string);
  'renderId': (string);
  'orgId': (string);
}
