// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface DeregisterResponse {
}

export interface DeregisterResponse__Output {
}
