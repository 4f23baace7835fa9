/**
 * Job queue for render scene jobs: `createJobQueue(config)` picks the adapter named by
 * FRAMEFLEET_QUEUE (`inprocess` for the embedded mode, `rabbitmq` for a farm).
 */
import type { Config } from '../config/index.ts';
import { createInProcessJobQueue } from './inprocess.ts';
import type { JobQueue, QueueSpec } from './types.ts';

export type * from './types.ts';
export { deadLetterQueueName, QueueClosedError, QueueNotFoundError, QueueUnavailableError } from './common.ts';
export { createInProcessJobQueue, InProcessBroker, InProcessJobQueue } from './inprocess.ts';

/** Default queue of scene and assemble jobs (FRAMEFLEET_SCENE_QUEUE). */
export const sceneQueueName = 'framefleet.scenes';

type QueueConfig = Pick<Config, 'FRAMEFLEET_SCENE_QUEUE' | 'FRAMEFLEET_SCENE_MAX_DELIVERIES' | 'FRAMEFLEET_SCENE_RETRY_DELAY_MS'>;

export function sceneQueueSpec(config: QueueConfig): QueueSpec {
  return { name: config.FRAMEFLEET_SCENE_QUEUE, maxDeliveries: config.FRAMEFLEET_SCENE_MAX_DELIVERIES, retryDelayMs: config.FRAMEFLEET_SCENE_RETRY_DELAY_MS };
}

/**
 * The queue of media jobs (probes, thumbnails, sound extraction) beside a scene queue: short work
 * that a person may be waiting for, kept apart so it never waits behind a render backlog.
 */
export function mediaQueueName(sceneQueue: string): string {
  return `${sceneQueue}.media`;
}

export function mediaQueueSpec(config: QueueConfig): QueueSpec {
  return { name: mediaQueueName(config.FRAMEFLEET_SCENE_QUEUE), maxDeliveries: config.FRAMEFLEET_SCENE_MAX_DELIVERIES, retryDelayMs: config.FRAMEFLEET_SCENE_RETRY_DELAY_MS };
}

export interface CreateJobQueueOptions {
  /** RabbitMQ only: how long to wait for the broker. Default 5000 ms. */
  connectTimeoutMs?: number;
  /** RabbitMQ only: shown in the management UI, e.g. the process role. */
  connectionName?: string;
  /** RabbitMQ only: connection and acknowledgement errors that the adapter recovers from. */
  onError?: (err: Error) => void;
}

/**
 * The configured job queue. `inprocess` handles share one broker per process; `rabbitmq`
 * connects to FRAMEFLEET_AMQP_URL and rejects with a clear message if it cannot.
 */
export async function createJobQueue(
  config: Pick<Config, 'FRAMEFLEET_QUEUE' | 'FRAMEFLEET_AMQP_URL'>,
  opts: CreateJobQueueOptions = {},
): Promise<JobQueue> {
  switch (config.FRAMEFLEET_QUEUE) {
    case 'inprocess':
      return createInProcessJobQueue();
    case 'rabbitmq':
      // Loaded only here: the embedded farm's processes never load the AMQP client.
      return (await import('./rabbitmq.ts')).createRabbitJobQueue({ url: config.FRAMEFLEET_AMQP_URL, ...opts });
  }
}
