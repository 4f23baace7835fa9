// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface AssemblyCompletion {
  'accepted'?: (boolean);
  'duplicate'?: (boolean);
}

export interface AssemblyCompletion__Output {
  'accepted': (boolean);
  'duplicate': (boolean);
}
