// Original file: proto/framefleet/farm/v1/render_farm.proto

import type { NodeCapabilities as _framefleet_farm_v1_NodeCapabilities, NodeCapabilities__Output as _framefleet_farm_v1_NodeCapabilities__Output } from '../../../framefleet/farm/v1/NodeCapabilities.ts';

export interface RegisterRequest {
  'capabilities'?: (_framefleet_farm_v1_NodeCapabilities | null);
  /**
   * Set when a node re-registers after a control-plane restart, so it keeps its identity.
   */
  'nodeId'?: (string);
  /**
   * The revision of framefleet.farm.v1 and framefleet.jobs.v1 the node speaks (proto/index.ts
   * farmProtocolRevision). Messages may change between revisions inside v1; a control plane
   * refuses a node of another revision (FAILED_PRECONDITION) instead of misreading its reports.
   */
  'protocolRevision'?: (number);
}

export interface RegisterRequest__Output {
  'capabilities': (_framefleet_farm_v1_NodeCapabilities__Output | null);
  /**
   * Set when a node re-registers after a control-plane restart, so it keeps its identity.
   */
  'nodeId': (string);
  /**
   * The revision of framefleet.farm.v1 and framefleet.jobs.v1 the node speaks (proto/index.ts
   * farmProtocolRevision). Messages may change between revisions inside v1; a control plane
   * refuses a node of another revision (FAILED_PRECONDITION) instead of misreading its reports.
   */
  'protocolRevision': (number);
}
