/**
 * `framefleet node`: a render node of a farm. It registers with the control plane's RenderFarm
 * service, consumes scene jobs from RabbitMQ (holding a few jobs beyond its render slots) and drains on SIGTERM or SIGINT:
 * no new jobs, in-flight ones finish or are released back to the queue by the drain deadline.
 */
import { rmSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineCommand, UsageError } from '../shared/cli/args.ts';
import { serviceSignals } from '../shared/cli/interrupt.ts';
import { commandConfig } from '../shared/config/command.ts';
import { createJobQueue, mediaQueueSpec, sceneQueueSpec } from '../shared/queue/index.ts';
import { startTracing } from '../shared/telemetry/tracing.ts';
import { NodeMetrics } from './metrics.ts';
import { defaultPrefetchExtra } from './node.ts';
import { defaultSceneSlots, drawThreadsPerScene, sceneEncoderThreads } from '../shared/node-sizing.ts';
import { startRenderNode } from './start.ts';
import { createLogger, logAt } from '../shared/telemetry/log.ts';

/** A metrics port: a port number (0 picks a free one), or `off`. */
function metricsPortArg(raw: string): number | 'off' {
  if (raw === 'off') return 'off';
  if (!/^\d+$/.test(raw) || Number(raw) > 65535) throw new UsageError('--metrics-port must be a port number or off');
  return Number(raw);
}

export const command = defineCommand({
  summary: 'run a render node of a farm',
  description: "Runs a render node: it registers with the control plane's RenderFarm service, consumes scene jobs from RabbitMQ and drains on SIGTERM or SIGINT (no new jobs; in-flight ones finish or are released back to the queue by the drain deadline).",
  options: {
    'control-plane': { type: 'string', placeholder: 'ADDR', help: "the control plane's RenderFarm gRPC address, HOST:PORT (default FRAMEFLEET_GRPC_ADDR)" },
    amqp: { type: 'string', placeholder: 'URL', help: 'RabbitMQ URL (default FRAMEFLEET_AMQP_URL)' },
    token: { type: 'string', placeholder: 'TOKEN', help: 'node token (default FRAMEFLEET_NODE_TOKEN)' },
    slots: { type: 'integer', min: 1, max: Math.max(64, cpus().length * 4), help: "scenes rendered at once (default: one per core; each scene encodes on one thread, so a render's bytes do not depend on the node). With fewer slots than cores, a scene without video also draws on the cores its slot has beyond its first (FRAMEFLEET_NODE_DRAW_THREADS sets how many)" },
    'prefetch-extra': { type: 'integer', min: 0, max: 16, default: defaultPrefetchExtra, help: 'jobs held beyond the slots, so the next scene prepares while one draws and another uploads' },
    data: { type: 'string', placeholder: 'DIR', help: 'cache and scratch space, kept across restarts (default a folder under the system temp dir, deleted when the node stops); the blob cache keeps at most FRAMEFLEET_NODE_CACHE_MAX_BYTES (default 20 GiB), deleting the least recently used blobs no running job holds' },
    'drain-timeout': { type: 'number', min: 0, default: 60, placeholder: 'SECS', help: 'on SIGTERM, how long in-flight scenes may finish before release' },
    'metrics-port': { type: 'string', default: '9464', placeholder: 'PORT', parse: metricsPortArg, help: 'serve Prometheus metrics at http://0.0.0.0:PORT/metrics (0 picks a free port; off to disable)' },
  },
  async run({ values }) {
    const config = commandConfig('node', {
      FRAMEFLEET_QUEUE: 'rabbitmq', FRAMEFLEET_AMQP_URL: values.amqp, FRAMEFLEET_NODE_TOKEN: values.token, FRAMEFLEET_GRPC_ADDR: values['control-plane'],
    });
    if (!config) return 2;
    // Without --data the node's cache is its own, in a folder named after its process, which nothing
    // would ever find again: it goes when the node stops.
    const dataDir = values.data ?? join(tmpdir(), `framefleet-node-${process.pid}`);
    const removeOwnData = () => values.data === undefined && rmSync(dataDir, { recursive: true, force: true });
    const signals = serviceSignals(removeOwnData);
    const slots = values.slots ?? defaultSceneSlots();
    const prefetchExtra = values['prefetch-extra'];
    const drainSeconds = values['drain-timeout'];
    const metricsPort = values['metrics-port'];
    const tracing = await startTracing(config, 'framefleet-render-node');
    const metrics = new NodeMetrics();
    const metricsServer = metricsPort === 'off' ? null : await metrics.serve(metricsPort);
    const log = logAt(createLogger('render-node', config.FRAMEFLEET_LOG_LEVEL));
    const queue = await createJobQueue(config, { connectionName: 'framefleet-render-node', onError: (err) => log('queue connection error', { error: err.message }) });
    const spec = sceneQueueSpec(config);
    const mediaSpec = mediaQueueSpec(config);
    await queue.declare(spec);
    await queue.declare(mediaSpec);
    const running = await startRenderNode({
      controlPlane: config.FRAMEFLEET_GRPC_ADDR, nodeToken: config.FRAMEFLEET_NODE_TOKEN!, queue, queueName: spec.name, mediaQueueName: mediaSpec.name, slots, prefetchExtra, encoderThreads: sceneEncoderThreads,
      drawThreadsPerScene: drawThreadsPerScene(slots, config.FRAMEFLEET_NODE_DRAW_THREADS),
      maxDeliveries: config.FRAMEFLEET_SCENE_MAX_DELIVERIES, dataDir,
      drainTimeoutMs: drainSeconds * 1000, log, metrics, cacheMaxBytes: config.FRAMEFLEET_NODE_CACHE_MAX_BYTES,
    });
    const stopped = signals.started();
    log('node started', { nodeId: running.node.nodeId, slots, ...(metricsServer ? { metricsPort: metricsServer.port } : {}) });
    await stopped;
    log('draining', { nodeId: running.node.nodeId });
    await running.stop();
    await queue.close();
    removeOwnData();
    metricsServer?.server.close();
    await tracing.shutdown();
    log('node stopped', { nodeId: running.node.nodeId });
    return 0;
  },
});
