/**
 * A render node process for fact-job fault tests: an ordinary node on RabbitMQ taking scene-queue
 * jobs, whose matting addon is the deterministic stand-in (test/support/matting.ts), slowed per
 * frame so a test can kill it in the middle of a job. Configured from the environment like
 * `framefleet node` (FRAMEFLEET_AMQP_URL, FRAMEFLEET_SCENE_QUEUE, FRAMEFLEET_NODE_TOKEN,
 * FRAMEFLEET_GRPC_ADDR) plus FACT_NODE_DATA and FACT_NODE_FRAME_DELAY_MS; logs JSON lines.
 */
import { startRenderNode } from '../../render-node/start.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { createJobQueue, sceneQueueSpec } from '../../shared/queue/index.ts';
import { markerMatting } from './matting.ts';

const config = loadConfig();
const log = (message: string, fields: Record<string, unknown> = {}) => console.log(JSON.stringify({ msg: message, ...fields }));
const queue = await createJobQueue(config, { connectionName: 'framefleet-fact-test-node' });
const spec = sceneQueueSpec(config);
await queue.declare(spec);
const running = await startRenderNode({
  controlPlane: config.FRAMEFLEET_GRPC_ADDR, nodeToken: config.FRAMEFLEET_NODE_TOKEN!, queue, queueName: spec.name, mediaQueueName: null, slots: 1,
  maxDeliveries: config.FRAMEFLEET_SCENE_MAX_DELIVERIES, dataDir: process.env.FACT_NODE_DATA!, log,
  matting: markerMatting({ frameDelayMs: Number(process.env.FACT_NODE_FRAME_DELAY_MS ?? 0) }),
});
log('node started', { nodeId: running.node.nodeId });
