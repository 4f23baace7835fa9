/** The RenderFarm over gRPC: a render node's transport to a control plane's address (`framefleet node`, tests). */
import * as grpc from '@grpc/grpc-js';
import { RenderFarmClientCtor } from '../proto/grpc.ts';
import type { FarmTransport } from './farm-client.ts';

export function grpcFarmTransport(address: string): FarmTransport {
  const client = new RenderFarmClientCtor(address, grpc.credentials.createInsecure(), {
    'grpc.keepalive_time_ms': 10_000,
    'grpc.max_receive_message_length': 8 * 1024 * 1024,
    // Channelz keeps per-call statistics for a channelz service nothing here serves.
    'grpc.enable_channelz': 0,
  });
  return {
    client,
    metadata(authorization, waitForReady) {
      const md = new grpc.Metadata();
      md.set('authorization', authorization);
      md.setOptions({ waitForReady });
      return md;
    },
    close: () => client.close(),
  };
}
