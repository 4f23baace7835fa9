/**
 * Starts a control-plane process from configuration: tracing, the store, the queue, the HTTP app.
 * `close()` stops in reverse order so in-flight requests finish before their dependencies go.
 */
import type { FastifyInstance } from 'fastify';
import type { Config } from '../shared/config/index.ts';
import { type JobQueue, createJobQueue, sceneQueueName, sceneQueueSpec } from '../shared/queue/index.ts';
import { createMetricsRegistry } from '../shared/telemetry/metrics.ts';
import { startTracing } from '../shared/telemetry/tracing.ts';
import { buildControlPlaneApp } from './app.ts';
import { blobDirOf, createServices, type Services } from './services.ts';
import { type DocumentStore, openStore } from './store/index.ts';

export interface RunningControlPlane {
  app: FastifyInstance;
  services: Services;
  store: DocumentStore;
  queue: JobQueue;
  /** Base URL the HTTP API listens on. */
  url: string;
  close(): Promise<void>;
}

export async function startControlPlane(config: Config): Promise<RunningControlPlane> {
  const tracing = startTracing(config, 'framefleet-control-plane');
  const store = openStore(config);
  const queue = await createJobQueue(config, { connectionName: 'framefleet-control-plane' });
  await queue.declare(sceneQueueSpec(config));
  const services = await createServices({ store, queue, blobDir: blobDirOf(config.FRAMEFLEET_DATA_DIR) });
  let url = '';
  const app = await buildControlPlaneApp({
    config,
    services,
    publicUrl: () => config.FRAMEFLEET_PUBLIC_URL ?? url,
    metrics: createMetricsRegistry('control-plane'),
    readiness: {
      store: () => store.ping(),
      queue: async () => { await queue.depth(sceneQueueName); },
    },
  });
  url = await app.listen({ host: config.FRAMEFLEET_HTTP_HOST, port: config.FRAMEFLEET_HTTP_PORT });
  let closing: Promise<void> | null = null;
  return {
    app, services, store, queue, url,
    close: () => (closing ??= (async () => {
      await app.close();
      await queue.close();
      await store.close();
      await tracing.shutdown();
    })()),
  };
}
