/** The RenderFarm gRPC server: the farm's handlers (farm-service.ts) served to render nodes over the network. */
import * as grpc from '@grpc/grpc-js';
import { renderFarmService } from '../../proto/index.ts';
import { type FarmServiceDeps, farmHandlers } from './farm-service.ts';

/**
 * Starts the RenderFarm gRPC server. `deps` may still be coming (see `farmHandlers`): a control
 * plane listens before its services are made.
 */
export async function startFarmServer(deps: FarmServiceDeps | Promise<FarmServiceDeps>, address: string): Promise<{ port: number; close(): Promise<void> }> {
  // Channelz keeps per-call statistics for a channelz service nothing here serves.
  const server = new grpc.Server({ 'grpc.max_receive_message_length': 8 * 1024 * 1024, 'grpc.enable_channelz': 0 });
  server.addService(renderFarmService, farmHandlers(deps));
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
