/**
 * Assembles a render node from its parts: the encoders that really open on this machine, the
 * RenderFarm client, the blob cache and the media executor, consuming from the given queue.
 */
import { join } from 'node:path';
import { probeEncoders } from '../native/media/index.ts';
import { productVersion } from '../shared/version.ts';
import type { JobQueue } from '../shared/queue/index.ts';
import { BlobCache } from './blob-cache.ts';
import type { NodeMetrics } from './metrics.ts';
import type { MattingAddon } from './facts/matting.ts';
import { MediaJobExecutor } from './executor.ts';
import { FarmClient } from './farm-client.ts';
import { RenderNode } from './node.ts';

export interface StartNodeOptions {
  controlPlane: string;
  nodeToken: string;
  queue: JobQueue;
  /** Scene and assemble jobs; null for a node that takes media jobs only. */
  queueName: string | null;
  /** Media jobs (probes, sound extraction); null for none. */
  mediaQueueName: string | null;
  slots: number;
  /** Jobs held beyond the slots (default 2: one uploading, one preparing). */
  prefetchExtra?: number;
  maxDeliveries: number;
  /** Local cache and scratch space. */
  dataDir: string;
  encoderThreads?: number;
  drainTimeoutMs?: number;
  /** Where the node's Prometheus series go (`framefleet node` serves them at /metrics). */
  metrics?: NodeMetrics;
  /** The matting addon fact jobs use (default: the native one, loaded on first use). */
  matting?: MattingAddon;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}


export async function startRenderNode(options: StartNodeOptions): Promise<{ node: RenderNode; stop(): Promise<void> }> {
  const probe = await probeEncoders();
  const farm = new FarmClient(options.controlPlane, options.nodeToken);
  const blobs = new BlobCache(join(options.dataDir, 'blobs'), farm, options.metrics);
  let node: RenderNode;
  const executor = new MediaJobExecutor({
    farm, blobs, workDir: join(options.dataDir, 'work'), encoderThreads: options.encoderThreads,
    onFramesEncoded: (n) => node.countFrames(n), metrics: options.metrics,
    ...(options.matting ? { matting: options.matting } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  node = new RenderNode({
    farm, queue: options.queue, queueName: options.queueName, mediaQueueName: options.mediaQueueName, executor, slots: options.slots, ...(options.prefetchExtra === undefined ? {} : { prefetchExtra: options.prefetchExtra }), maxDeliveries: options.maxDeliveries, version: productVersion,
    encoders: probe.encoders.map((e) => ({ codec: e.codec, backend: e.backend, available: e.available, reason: e.reason ?? '' })),
    ...(options.drainTimeoutMs === undefined ? {} : { drainTimeoutMs: options.drainTimeoutMs }),
    metrics: options.metrics,
    ...(options.log ? { log: options.log } : {}),
  });
  await node.start();
  return {
    node,
    stop: async () => {
      await node.stop();
      farm.close();
    },
  };
}
