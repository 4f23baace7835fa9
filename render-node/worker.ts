/**
 * A local worker process of the embedded mode: an ordinary render node whose queue is the
 * parent's in-process broker, reached over the IPC channel (shared/queue/ipc.ts). It stops when
 * the parent says so or disappears.
 *
 * Environment: FRAMEFLEET_WORKER_CONTROL_PLANE, FRAMEFLEET_NODE_TOKEN, FRAMEFLEET_WORKER_DATA,
 * FRAMEFLEET_SCENE_QUEUE, FRAMEFLEET_SCENE_MAX_DELIVERIES, and FRAMEFLEET_WORKER_PEERS (workers
 * sharing this machine, which share its cores; default 1).
 */
import { IpcJobQueue } from '../shared/queue/ipc.ts';
import { mediaQueueName } from '../shared/queue/index.ts';
import { encoderThreadsPerScene, machineCores } from './sizing.ts';
import { startRenderNode } from './start.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`worker: ${name} is not set`);
  return value;
};

const queue = new IpcJobQueue();
const running = await startRenderNode({
  controlPlane: env('FRAMEFLEET_WORKER_CONTROL_PLANE'), nodeToken: env('FRAMEFLEET_NODE_TOKEN'), queue, queueName: env('FRAMEFLEET_SCENE_QUEUE'), mediaQueueName: mediaQueueName(env('FRAMEFLEET_SCENE_QUEUE')), slots: 1,
  maxDeliveries: Number(process.env.FRAMEFLEET_SCENE_MAX_DELIVERIES ?? 3), dataDir: env('FRAMEFLEET_WORKER_DATA'), drainTimeoutMs: 10_000,
  encoderThreads: encoderThreadsPerScene(machineCores(), Number(process.env.FRAMEFLEET_WORKER_PEERS ?? 1)),
});
process.send?.({ t: 'worker-ready', nodeId: running.node.nodeId });

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // An orphaned worker (its control plane killed) must not linger on a stop that waits for it.
  setTimeout(() => process.exit(1), 20_000).unref();
  await running.stop().catch(() => {});
  await queue.close().catch(() => {});
  process.exit(0);
};
process.on('message', (m: unknown) => { if ((m as { t?: string })?.t === 'worker-stop') void stop(); });
process.on('disconnect', () => void stop());
process.on('SIGTERM', () => void stop());
