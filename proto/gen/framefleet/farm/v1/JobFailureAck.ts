// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface JobFailureAck {
}

export interface JobFailureAck__Output {
}
