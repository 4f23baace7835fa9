/**
 * The RenderFarm over an IPC channel (proto/ipc.ts), by default this process's: an embedded farm's
 * worker calling the control plane that forked it. Calls made while the channel is down fail
 * UNAVAILABLE at once: the parent is gone, and with it the farm (the worker exits on its disconnect).
 */
import { renderFarmService } from '../proto/index.ts';
import { type IpcEndpoint, ipcClient, ipcMetadata } from '../proto/ipc.ts';
import type { FarmTransport, RenderFarmCalls } from './farm-client.ts';

export function ipcFarmTransport(peer: IpcEndpoint = process): FarmTransport {
  const client = ipcClient<RenderFarmCalls>(peer, renderFarmService);
  return {
    client,
    // Only the token travels: there is no connection to wait for.
    metadata: (authorization) => ipcMetadata(authorization),
    close: () => client.close(),
  };
}
