// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface SceneProgress {
  'nodeId'?: (string);
  'jobId'?: (string);
  'renderId'?: (string);
  'sceneIndex'?: (number);
  'framesDone'?: (number);
  'frameCount'?: (number);
  'orgId'?: (string);
}

export interface SceneProgress__Output {
  'nodeId': (string);
  'jobId': (string);
  'renderId': (string);
  'sceneIndex': (number);
  'framesDone': (number);
  'frameCount': (number);
  'orgId': (string);
}
