/**
 * A farm for tests that build the control plane's services themselves: the RenderFarm gRPC
 * service over those services and one real render node in this process, taking media jobs and
 * (unless told not to) scene and assemble jobs.
 */
import { Registry } from 'prom-client';
import { farmHandlers } from '../../control-plane/farm/farm-service.ts';
import { startFarmServer } from '../../control-plane/farm/grpc-server.ts';
import { FarmMetrics } from '../../control-plane/farm/metrics.ts';
import { NodeRegistry } from '../../control-plane/farm/nodes.ts';
import { farmJobKinds } from '../../control-plane/farm/kinds/index.ts';
import { FarmReports } from '../../control-plane/farm/reports.ts';
import type { Services } from '../../control-plane/services.ts';
import type { JobQueue } from '../../shared/queue/index.ts';
import { startRenderNode } from '../../render-node/start.ts';
import type { MattingAddon } from '../../render-node/facts/matting.ts';

export interface TestFarm {
  registry: NodeRegistry;
  reports: FarmReports;
  /** The farm service's series (blob bytes in and out, among others). */
  metrics: FarmMetrics;
  grpcPort: number;
  close(): Promise<void>;
}

export async function startTestFarm(services: Services, options: { queue: JobQueue; sceneJobs: boolean; dataDir: string; nodeToken?: string; matting?: MattingAddon }): Promise<TestFarm> {
  const nodeToken = options.nodeToken ?? 'node-token-for-tests-0123456789';
  const registry = new NodeRegistry(services.store);
  const metrics = new FarmMetrics(new Registry(), registry, services.queue, services.queueName);
  const silent = { info() {}, warn() {} };
  const reports = new FarmReports({ registry, kinds: farmJobKinds({ ...services, metrics, log: silent }), blobs: services.blobs, metrics, log: silent });
  const server = await startFarmServer(farmHandlers({ reports, blobs: services.blobs, nodeToken, metrics }), '127.0.0.1:0');
  const node = await startRenderNode({
    controlPlane: `127.0.0.1:${server.port}`, nodeToken, queue: options.queue, queueName: options.sceneJobs ? services.queueName : null,
    mediaQueueName: services.mediaQueueName, slots: 1, maxDeliveries: 3, dataDir: options.dataDir, ...(options.matting ? { matting: options.matting } : {}),
  });
  return {
    registry, reports, metrics, grpcPort: server.port,
    close: async () => {
      await node.stop();
      await server.close();
    },
  };
}
