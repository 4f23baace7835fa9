/**
 * Assembles a render node from its parts: the encoders that really open on this machine, the
 * RenderFarm client, the blob cache and the context its job kinds run with (jobs/), consuming from
 * the given queue.
 */
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openVideoEncoder, probeEncoders } from '../native/media/index.ts';
import { decodeJob, encodeJob } from '../proto/index.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { productVersion } from '../shared/version.ts';
import type { JobQueue } from '../shared/queue/index.ts';
import { BlobCache } from './blob-cache.ts';
import type { NodeMetrics } from './metrics.ts';
import type { MattingAddon } from './facts/matting.ts';
import { JobContext } from './jobs/index.ts';
import { FarmClient, type FarmTransport } from './farm-client.ts';
import { RenderNode } from './node.ts';
import { DrawThreadPool } from './draw-threads.ts';
import { FrameRenderer } from './renderer/renderer.ts';

export interface StartNodeOptions {
  /** The control plane's gRPC address, or another transport to it (an embedded worker's IPC channel, farm-ipc.ts). */
  controlPlane: string | FarmTransport;
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
  /**
   * The control plane's local blob store, when the node runs on its machine (an embedded worker):
   * the node copies blobs from it instead of downloading them through the control plane.
   */
  sharedBlobStore?: string;
  /** Bytes the node's blob cache keeps at most (default `defaultCacheMaxBytes`). */
  cacheMaxBytes?: number;
  encoderThreads?: number;
  /** See `overlapSceneEnds` in shared/node-sizing.ts (default false). */
  overlapSceneEnds?: boolean;
  /** Drawing threads a scene takes besides its own (`drawThreadsPerScene` in shared/node-sizing.ts; default 0). */
  drawThreadsPerScene?: number;
  drainTimeoutMs?: number;
  /** Where the node's Prometheus series go (`framefleet node` serves them at /metrics). */
  metrics?: NodeMetrics;
  /** The matting addon fact jobs use (default: the native one, loaded on first use). */
  matting?: MattingAddon;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}


/**
 * Draws and encodes one frame of a tiny composition, and reads a job off the wire, before the node
 * takes jobs, so its first scene finds the renderer's modules, fonts, the encoder library and the
 * job codec ready (protobufjs builds a message type's decoder on first use) instead of paying for
 * them between dispatch and its first frame. A node that cannot do this still starts: its first
 * job reports whatever is wrong.
 */
async function warmUp(workDir: string, log: StartNodeOptions['log']): Promise<void> {
  decodeJob(encodeJob({
    jobId: 'warm-up', renderId: '', orgId: '', traceContext: {}, enqueuedAtMs: 0,
    scene: {
      sceneIndex: 0, sceneCount: 1, startFrame: 0, frameCount: 1, assets: [{ ref: 'media:warm-up', contentHash: '0'.repeat(64), sizeBytes: 1, mediaType: 'video/mp4' }],
      composition: { contentHash: '0'.repeat(64), sizeBytes: 2, mediaType: 'application/json', inlineBytes: Buffer.from('{}') },
      video: { width: 64, height: 64, fps: { num: 30, den: 1 }, codec: 'h264', backend: 'auto', preset: 'veryfast', crf: 20, gop: 60 },
    },
  }));
  const composition = {
    output: { width: 64, height: 64, fps: 30, background: '#000000' },
    tracks: [
      { clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'rectangle', fill: '#2563eb' }] },
      { clips: [{ kind: 'text', start: 0, duration: 1, text: 'warm', style: { fontSize: 12, color: '#ffffff' } }] },
    ],
  } as unknown as Composition;
  const output = join(workDir, 'warm-up.mp4');
  try {
    mkdirSync(workDir, { recursive: true });
    const renderer = new FrameRenderer(composition, { baseDir: null });
    try {
      const rgba = await renderer.renderFrame(0);
      const encoder = await openVideoEncoder({ output, width: 64, height: 64, fps: { num: 30, den: 1 }, codec: 'h264', backend: 'auto', preset: 'veryfast', threads: 1 });
      await encoder.write(rgba);
      await encoder.close();
    } finally {
      await renderer.close();
    }
  } catch (err) {
    log?.('could not warm up the renderer; the first job will', { error: (err as Error).message });
  } finally {
    rmSync(output, { force: true });
  }
}

let warming: Promise<void> | undefined;

/**
 * The node's warm-up (see warmUp), once per process: an embedded worker starts it while its control
 * plane is still starting, and the node then waits for that one instead of warming up again.
 */
export function warmUpRenderer(workDir: string, log?: StartNodeOptions['log']): Promise<void> {
  warming ??= warmUp(workDir, log);
  return warming;
}

export async function startRenderNode(options: StartNodeOptions): Promise<{ node: RenderNode; stop(): Promise<void> }> {
  const threadsPerScene = options.drawThreadsPerScene ?? 0;
  const drawing = threadsPerScene > 0 ? { pool: new DrawThreadPool(options.slots * threadsPerScene, options.log ? { log: options.log } : {}), threadsPerScene } : undefined;
  // The node registers while the renderer still warms up (the round trip overlaps it) and takes
  // jobs once it is warm.
  const warm = warmUpRenderer(join(options.dataDir, 'work'), options.log);
  const probe = await probeEncoders();
  // gRPC is loaded only by a node that dials it.
  const transport = typeof options.controlPlane === 'string' ? (await import('./farm-grpc.ts')).grpcFarmTransport(options.controlPlane) : options.controlPlane;
  const farm = new FarmClient(transport, options.nodeToken);
  const blobs = new BlobCache(join(options.dataDir, 'blobs'), farm, { metrics: options.metrics, sharedStore: options.sharedBlobStore, maxBytes: options.cacheMaxBytes });
  let node: RenderNode;
  const context = new JobContext({
    farm, blobs, workDir: join(options.dataDir, 'work'), encoderThreads: options.encoderThreads, overlapSceneEnds: options.overlapSceneEnds ?? false,
    ...(drawing ? { drawing } : {}),
    onFramesEncoded: (n) => node.countFrames(n), metrics: options.metrics,
    ...(options.matting ? { matting: options.matting } : {}),
    ...(options.log ? { log: options.log } : {}),
  });
  node = new RenderNode({
    farm, queue: options.queue, queueName: options.queueName, mediaQueueName: options.mediaQueueName, context, slots: options.slots, ...(options.prefetchExtra === undefined ? {} : { prefetchExtra: options.prefetchExtra }), maxDeliveries: options.maxDeliveries, version: productVersion,
    encoders: probe.encoders.map((e) => ({ codec: e.codec, backend: e.backend, available: e.available, reason: e.reason ?? '' })),
    ...(options.drainTimeoutMs === undefined ? {} : { drainTimeoutMs: options.drainTimeoutMs }),
    metrics: options.metrics,
    ...(options.log ? { log: options.log } : {}),
  });
  await node.start(warm);
  return {
    node,
    stop: async () => {
      await node.stop();
      await drawing?.pool.close();
      farm.close();
    },
  };
}
