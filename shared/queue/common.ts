/** Validation and naming rules every adapter applies identically. */
import { ulid } from 'ulid';
import type { ConsumeOptions, Consumer, DeadLetterQuery, PublishOptions, QueueSpec } from './types.ts';

export const deadLetterSuffix = '.dead';
export const delaySuffix = '.delay';

export function deadLetterQueueName(queue: string): string {
  return `${queue}${deadLetterSuffix}`;
}

/** Where the RabbitMQ adapter keeps a queue's jobs while they wait out a retry delay. */
export function delayQueueName(queue: string): string {
  return `${queue}${delaySuffix}`;
}

/** The backoff grows no further than this many times the first delay. */
const maxBackoffFactor = 16;

/** How long a job waits after its `failures`-th failed delivery: the first delay, doubled with each further failure. */
export function retryDelayOf(spec: QueueSpec, failures: number): number {
  const first = spec.retryDelayMs ?? 0;
  return first * Math.min(maxBackoffFactor, 2 ** Math.max(0, failures - 1));
}

/** The longest a postponement may be (a day): anything longer is a mistake, not a delay. */
const maxPostponeMs = 24 * 3600_000;

export function checkDelay(delayMs: number): number {
  if (!Number.isInteger(delayMs) || delayMs < 0 || delayMs > maxPostponeMs) {
    throw new TypeError(`a postponement must be a whole number of milliseconds from 0 to ${maxPostponeMs} (got ${delayMs})`);
  }
  return delayMs;
}

const queueNamePattern = /^[A-Za-z0-9._:-]{1,200}$/;

export function checkSpec(spec: QueueSpec): void {
  if (!queueNamePattern.test(spec.name)) {
    throw new TypeError(`queue name must match ${queueNamePattern} (got '${spec.name}')`);
  }
  if (spec.name.endsWith(deadLetterSuffix) || spec.name.endsWith(delaySuffix)) {
    throw new TypeError(`queue name must not end with '${deadLetterSuffix}' or '${delaySuffix}', which name a queue's dead letters and delayed jobs (got '${spec.name}')`);
  }
  if (!Number.isInteger(spec.maxDeliveries) || spec.maxDeliveries < 1 || spec.maxDeliveries > 1000) {
    throw new TypeError(`maxDeliveries must be an integer from 1 to 1000 (got ${spec.maxDeliveries})`);
  }
  const delay = spec.retryDelayMs ?? 0;
  if (!Number.isInteger(delay) || delay < 0 || delay > 3600_000) {
    throw new TypeError(`retryDelayMs must be a whole number of milliseconds from 0 to 3600000 (got ${spec.retryDelayMs})`);
  }
}

export function checkConsumeOptions(opts: ConsumeOptions): void {
  if (!Number.isInteger(opts.prefetch) || opts.prefetch < 1 || opts.prefetch > 1000) {
    throw new TypeError(`prefetch must be an integer from 1 to 1000 (got ${opts.prefetch})`);
  }
}

/** Returns the message id to use and a copy of the headers, or throws on a reserved or non-string header. */
export function checkPublishOptions(opts: PublishOptions | undefined): { messageId: string; headers: Record<string, string> } {
  const messageId = opts?.messageId ?? ulid();
  if (typeof messageId !== 'string' || messageId.length === 0 || messageId.length > 255) {
    throw new TypeError('messageId must be a non-empty string of at most 255 characters');
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(opts?.headers ?? {})) {
    if (name.toLowerCase().startsWith('x-')) throw new TypeError(`header '${name}' is reserved: names starting with 'x-' belong to the queue layer`);
    if (typeof value !== 'string') throw new TypeError(`header '${name}' must be a string`);
    headers[name] = value;
  }
  return { messageId, headers };
}

export function deadLetterLimit(query: DeadLetterQuery | undefined): number {
  const limit = query?.limit ?? 100;
  if (!Number.isInteger(limit) || limit < 1) throw new TypeError(`limit must be a positive integer (got ${limit})`);
  return limit;
}

/** Application headers of a delivered message: string values, reserved `x-` names left out. */
export function applicationHeaders(raw: Record<string, unknown> | undefined): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw ?? {})) {
    if (typeof value === 'string' && !name.toLowerCase().startsWith('x-')) headers[name] = value;
  }
  return headers;
}

/** Error text recorded with a dead letter, bounded so it fits in a message header. */
export function errorText(err: unknown): string {
  const text = err instanceof Error ? err.message || err.name : String(err);
  return text.length > 1000 ? `${text.slice(0, 1000)}…` : text;
}

export function copyBody(body: Uint8Array): Buffer {
  if (!(body instanceof Uint8Array)) throw new TypeError('body must be a Uint8Array (or Buffer)');
  return Buffer.from(body);
}

export class QueueNotFoundError extends Error {
  readonly queue: string;
  constructor(queue: string) {
    super(`queue '${queue}' does not exist; declare it first`);
    this.name = 'QueueNotFoundError';
    this.queue = queue;
  }
}

/**
 * The broker cannot be reached now (down, restarting, connection lost): the call may well succeed
 * later, unlike one that names a missing queue.
 */
export class QueueUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'QueueUnavailableError';
  }
}

export class QueueClosedError extends Error {
  constructor() {
    super('job queue is closed');
    this.name = 'QueueClosedError';
  }
}

/** The public face of an adapter's consumer; it leaves the handle's set of open consumers when it stops. */
export function consumerHandle<C extends { readonly inFlight: number; close(): Promise<void>; abort(): Promise<void> }>(queue: string, consumer: C, open: Set<C>): Consumer {
  open.add(consumer);
  const forget = () => open.delete(consumer);
  return {
    queue,
    get inFlight() { return consumer.inFlight; },
    close: () => consumer.close().finally(forget),
    abort: () => consumer.abort().finally(forget),
  };
}
