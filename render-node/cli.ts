/**
 * `framefleet node`: a render node of a farm. It registers with the control plane's RenderFarm
 * service, consumes scene jobs from RabbitMQ (holding a few jobs beyond its render slots) and drains on SIGTERM or SIGINT:
 * no new jobs, in-flight ones finish or are released back to the queue by the drain deadline.
 */
import { rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { commandConfig } from '../shared/config/command.ts';
import { createJobQueue, mediaQueueSpec, sceneQueueSpec } from '../shared/queue/index.ts';
import { startTracing } from '../shared/telemetry/tracing.ts';
import { NodeMetrics } from './metrics.ts';
import { defaultPrefetchExtra } from './node.ts';
import { defaultSceneSlots, drawThreadsPerScene, sceneEncoderThreads } from '../shared/node-sizing.ts';
import { startRenderNode } from './start.ts';
import { createLogger, logAt } from '../shared/telemetry/log.ts';

const help = `usage: framefleet node --control-plane HOST:PORT [options]

  --control-plane ADDR  the control plane's RenderFarm gRPC address (default FRAMEFLEET_GRPC_ADDR)
  --amqp URL            RabbitMQ URL (default FRAMEFLEET_AMQP_URL)
  --token TOKEN         node token (default FRAMEFLEET_NODE_TOKEN)
  --slots N             scenes rendered at once (default: one per core; each scene encodes on one
                        thread, so a render's bytes do not depend on the node). With fewer slots
                        than cores, a scene without video also draws on the cores its slot has
                        beyond its first (FRAMEFLEET_NODE_DRAW_THREADS sets how many)
  --prefetch-extra N    jobs held beyond the slots, so the next scene prepares while one draws and
                        another uploads (default 2)
  --data DIR            cache and scratch space, kept across restarts (default a folder under the
                        system temp dir, deleted when the node stops); the blob cache keeps at most
                        FRAMEFLEET_NODE_CACHE_MAX_BYTES (default 20 GiB), deleting the least
                        recently used blobs no running job holds
  --drain-timeout SECS  on SIGTERM, how long in-flight scenes may finish before release (default 60)
  --metrics-port PORT   serve Prometheus metrics at http://0.0.0.0:PORT/metrics (default 9464; 0 picks a free port; off to disable)`;

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: {
        'control-plane': { type: 'string' }, amqp: { type: 'string' }, token: { type: 'string' }, slots: { type: 'string' }, 'prefetch-extra': { type: 'string' },
        data: { type: 'string' }, 'drain-timeout': { type: 'string' }, 'metrics-port': { type: 'string' }, help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (err) {
    console.error(`framefleet node: ${(err as Error).message}\n\n${help}`);
    return 2;
  }
  if (values.help) {
    console.log(help);
    return 0;
  }
  const config = commandConfig('node', {
    FRAMEFLEET_QUEUE: 'rabbitmq', FRAMEFLEET_AMQP_URL: values.amqp, FRAMEFLEET_NODE_TOKEN: values.token, FRAMEFLEET_GRPC_ADDR: values['control-plane'],
  });
  if (!config) return 2;
  const slots = values.slots === undefined ? defaultSceneSlots() : Number(values.slots);
  const prefetchExtra = Number(values['prefetch-extra'] ?? defaultPrefetchExtra);
  const drainSeconds = Number(values['drain-timeout'] ?? 60);
  if (!Number.isInteger(slots) || slots < 1 || slots > Math.max(64, cpus().length * 4)) {
    console.error('framefleet node: --slots must be a positive integer');
    return 2;
  }
  if (!Number.isInteger(prefetchExtra) || prefetchExtra < 0 || prefetchExtra > 16) {
    console.error('framefleet node: --prefetch-extra must be an integer from 0 to 16');
    return 2;
  }
  if (!Number.isFinite(drainSeconds) || drainSeconds < 0) {
    console.error('framefleet node: --drain-timeout must be a number of seconds');
    return 2;
  }
  const metricsPort = values['metrics-port'] ?? '9464';
  if (metricsPort !== 'off' && !(/^\d+$/.test(metricsPort) && Number(metricsPort) <= 65535)) {
    console.error('framefleet node: --metrics-port must be a port number or off');
    return 2;
  }
  const tracing = await startTracing(config, 'framefleet-render-node');
  const metrics = new NodeMetrics();
  const metricsServer = metricsPort === 'off' ? null : await metrics.serve(Number(metricsPort));
  const log = logAt(createLogger('render-node', config.FRAMEFLEET_LOG_LEVEL));
  const queue = await createJobQueue(config, { connectionName: 'framefleet-render-node', onError: (err) => log('queue connection error', { error: err.message }) });
  const spec = sceneQueueSpec(config);
  const mediaSpec = mediaQueueSpec(config);
  await queue.declare(spec);
  await queue.declare(mediaSpec);
  // Without --data the node's cache is its own, in a folder named after its process, which nothing
  // would ever find again: it goes when the node stops.
  const dataDir = values.data ?? join(tmpdir(), `framefleet-node-${process.pid}`);
  const running = await startRenderNode({
    controlPlane: config.FRAMEFLEET_GRPC_ADDR, nodeToken: config.FRAMEFLEET_NODE_TOKEN!, queue, queueName: spec.name, mediaQueueName: mediaSpec.name, slots, prefetchExtra, encoderThreads: sceneEncoderThreads,
    drawThreadsPerScene: drawThreadsPerScene(slots, config.FRAMEFLEET_NODE_DRAW_THREADS),
    maxDeliveries: config.FRAMEFLEET_SCENE_MAX_DELIVERIES, dataDir,
    drainTimeoutMs: drainSeconds * 1000, log, metrics, cacheMaxBytes: config.FRAMEFLEET_NODE_CACHE_MAX_BYTES,
  });
  log('node started', { nodeId: running.node.nodeId, slots, ...(metricsServer ? { metricsPort: metricsServer.port } : {}) });
  await new Promise<void>((resolve) => {
    process.once('SIGTERM', resolve);
    process.once('SIGINT', resolve);
  });
  log('draining', { nodeId: running.node.nodeId });
  await running.stop();
  await queue.close();
  if (values.data === undefined) rmSync(dataDir, { recursive: true, force: true });
  metricsServer?.server.close();
  await tracing.shutdown();
  log('node stopped', { nodeId: running.node.nodeId });
  return 0;
}
