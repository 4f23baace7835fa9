/** Validation and naming rules every adapter applies identically. */
import { ulid } from 'ulid';
import type { ConsumeOptions, Consumer, DeadLetterQuery, PublishOptions, QueueSpec } from './types.ts';

export const deadLetterSuffix = '.dead';

export function deadLetterQueueName(queue: string): string {
  return `${queue}${deadLetterSuffix}`;
}

const queueNamePattern = /^[A-Za-z0-9._:-]{1,200}$/;

export function checkSpec(spec: QueueSpec): void {
  if (!queueNamePattern.test(spec.name)) {
    throw new TypeError(`queue name must match ${queueNamePattern} (got '${spec.name}')`);
  }
  if (spec.name.endsWith(deadLetterSuffix)) {
    throw new TypeError(`queue name must not end with '${deadLetterSuffix}', which names dead-letter queues (got '${spec.name}')`);
  }
  if (!Number.isInteger(spec.maxDeliveries) || spec.maxDeliveries < 1 || spec.maxDeliveries > 1000) {
    throw new TypeError(`maxDeliveries must be an integer from 1 to 1000 (got ${spec.maxDeliveries})`);
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
