// Original file: proto/framefleet/farm/v1/render_farm.proto


export interface RegisterResponse {
  'nodeId'?: (string);
  /**
   * How often to call Heartbeat, and how long the lease lasts without one.
   */
  'heartbeatIntervalMs'?: (number);
  'leaseTtlMs'?: (number);
  /**
   * Whether LocateBlob gives direct locations in the object store. When false (local disk) every
   * blob moves through FetchBlob and the upload streams, and the node skips asking where.
   */
  'blobsDirect'?: (boolean);
}

export interface RegisterResponse__Output {
  'nodeId': (string);
  /**
   * How often to call Heartbeat, and how long the lease lasts without one.
   */
  'heartbeatIntervalMs': (number);
  'leaseTtlMs': (number);
  /**
   * Whether LocateBlob gives direct locations in the object store. When false (local disk) every
   * blob moves through FetchBlob and the upload streams, and the node skips asking where.
   */
  'blobsDirect': (boolean);
}
