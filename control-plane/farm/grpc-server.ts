/** The RenderFarm gRPC server: the farm's handlers (farm-service.ts) served to render nodes over the network. */
import * as grpc from '@grpc/grpc-js';
import { type RenderFarmHandlers, renderFarmService } from '../../proto/index.ts';

/**
 * Starts the RenderFarm gRPC server with the farm's handlers (`farmHandlers` in farm-service.ts,
 * whose services may still be coming: a control plane listens before its services are made).
 */
export async function startFarmServer(handlers: RenderFarmHandlers, address: string): Promise<{ port: number; close(): Promise<void> }> {
  // Channelz keeps per-call statistics for a channelz service nothing here serves.
  const server = new grpc.Server({ 'grpc.max_receive_message_length': 8 * 1024 * 1024, 'grpc.enable_channelz': 0 });
  server.addService(renderFarmService, handlers);
  const port = await new Promise<number>((resolve, reject) =>
    server.bindAsync(address, grpc.ServerCredentials.createInsecure(), (err, p) => (err ? reject(err) : resolve(p))));
  return {
    port,
    close: () => new Promise<void>((resolve) => {
      const timer = setTimeout(() => { server.forceShutdown(); resolve(); }, 5000);
      server.tryShutdown(() => { clearTimeout(timer); resolve(); });
    }),
  };
}
