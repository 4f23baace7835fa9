/**
 * The RenderFarm client over gRPC: grpc-js's client class for the service definition in ./index.ts.
 * Apart from the rest of the protocol so that a process that never dials gRPC (an embedded farm's
 * worker, which reaches its control plane over IPC) never loads grpc-js.
 */
import * as grpc from '@grpc/grpc-js';
import { type RenderFarmClientConstructor, renderFarmService } from './index.ts';

/** Client constructor: `new RenderFarmClientCtor(address, credentials)`. */
export const RenderFarmClientCtor = grpc.makeClientConstructor(renderFarmService, 'RenderFarm') as unknown as RenderFarmClientConstructor;
