/**
 * A local worker process of the embedded mode: an ordinary render node whose queue is the
 * parent's in-process broker and whose control plane is the parent's, both reached over the IPC
 * channel (shared/queue/ipc.ts, farm-ipc.ts). It stops when the parent says so or disappears.
 *
 * The parent forks workers while its control plane is still starting: a worker loads its modules
 * (the renderer, Skia, the media addon) meanwhile, then waits for the `worker-start` message that
 * says its farm takes calls, with the node token.
 *
 * Environment: FRAMEFLEET_WORKER_DATA, FRAMEFLEET_SCENE_QUEUE, FRAMEFLEET_SCENE_MAX_DELIVERIES,
 * FRAMEFLEET_WORKER_COUNT (the workers of the farm, all on this machine), FRAMEFLEET_WORKER_CACHE_MAX_BYTES
 * (its blob cache's size), FRAMEFLEET_WORKER_DRAW_THREADS (the drawing threads a scene takes besides its own), FRAMEFLEET_WORKER_BLOB_STORE (the control plane's local blob store,
 * when it has one).
 */
import nodeModule from 'node:module';
import { join } from 'node:path';
import { probeEncoders } from '../native/media/index.ts';
import { IpcJobQueue } from '../shared/queue/ipc.ts';
import { mediaQueueName } from '../shared/queue/index.ts';
import { overlapSceneEnds, sceneEncoderThreads } from '../shared/node-sizing.ts';
import { embeddedPrefetchExtra } from './node.ts';
import { ipcFarmTransport } from './farm-ipc.ts';
import { startRenderNode, warmUpRenderer } from './start.ts';

const env = (name: string) => {
  const value = process.env[name];
  if (!value) throw new Error(`worker: ${name} is not set`);
  return value;
};

// The encoder probe the node registers with (the media addon loaded, each encoder opened once) and
// the renderer's warm-up are done once per process: run them while the control plane starts. A
// failure of the probe shows again at registration; one of the warm-up is the first job's.
void probeEncoders().catch(() => {});
// The compile cache (when the CLI enabled it) is written at exit, which a one-shot farm's killed
// worker never reaches: written once warm, the next start loads its modules compiled.
void warmUpRenderer(join(env('FRAMEFLEET_WORKER_DATA'), 'work')).then(() => nodeModule.flushCompileCache?.());

/** The parent's `worker-start` message: its farm takes calls (over this IPC channel), with this node token. */
interface WorkerStart { t: 'worker-start'; nodeToken: string }

let running: Awaited<ReturnType<typeof startRenderNode>> | undefined;
let queue: IpcJobQueue | undefined;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  // An orphaned worker (its control plane killed) must not linger on a stop that waits for it.
  setTimeout(() => process.exit(1), 20_000).unref();
  // One stopped while it still starts (its command refused the composition meanwhile) has no job to drain.
  await running?.stop().catch(() => {});
  await queue?.close().catch(() => {});
  process.exit(0);
};
process.on('message', (m: unknown) => { if ((m as { t?: string })?.t === 'worker-stop') void stop(); });
// From the start, not once ready: a SIGTERM while the worker starts must stop it, not meet Node's
// default action halfway through writing its data folder.
process.on('SIGTERM', () => void stop());

const start = await new Promise<WorkerStart>((resolve) => {
  // A parent that dies before its control plane started leaves nothing to wait for.
  const onDisconnect = () => process.exit(1);
  const onMessage = (m: unknown) => {
    if ((m as { t?: string })?.t !== 'worker-start') return;
    process.off('message', onMessage);
    process.off('disconnect', onDisconnect);
    resolve(m as WorkerStart);
  };
  process.on('message', onMessage);
  process.once('disconnect', onDisconnect);
});

queue = new IpcJobQueue();

running = await startRenderNode({
  controlPlane: ipcFarmTransport(), nodeToken: start.nodeToken, queue, queueName: env('FRAMEFLEET_SCENE_QUEUE'), mediaQueueName: mediaQueueName(env('FRAMEFLEET_SCENE_QUEUE')), slots: 1,
  maxDeliveries: Number(process.env.FRAMEFLEET_SCENE_MAX_DELIVERIES ?? 3), dataDir: env('FRAMEFLEET_WORKER_DATA'), drainTimeoutMs: 10_000,
  ...(process.env.FRAMEFLEET_WORKER_BLOB_STORE ? { sharedBlobStore: process.env.FRAMEFLEET_WORKER_BLOB_STORE } : {}),
  cacheMaxBytes: Number(env('FRAMEFLEET_WORKER_CACHE_MAX_BYTES')),
  encoderThreads: sceneEncoderThreads,
  drawThreadsPerScene: Number(env('FRAMEFLEET_WORKER_DRAW_THREADS')),
  prefetchExtra: embeddedPrefetchExtra,
  // The farm's workers are the machine's render slots, one each.
  overlapSceneEnds: overlapSceneEnds(Number(env('FRAMEFLEET_WORKER_COUNT'))),
});
process.send?.({ t: 'worker-ready', nodeId: running.node.nodeId });

process.on('disconnect', () => void stop());
