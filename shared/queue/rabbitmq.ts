/**
 * RabbitMQ adapter (rabbitmq-client, AMQP 0-9-1), written against RabbitMQ 3.10.
 *
 * Topology per `QueueSpec`:
 * - `<name>`: durable quorum queue with `x-delivery-limit = maxDeliveries - 1` (3.10 delivers a
 *   message `x-delivery-limit + 1` times and dead-letters it at the return that follows), whose
 *   dead-letter exchange is the default exchange with routing key `<name>.dead`, using
 *   `x-dead-letter-strategy: at-least-once` (which requires `x-overflow: reject-publish`).
 * - `<name>.dead`: durable quorum queue without a delivery limit.
 * - `<name>.delay`: durable quorum queue without consumers where jobs wait out a retry delay or a
 *   postponement: each copy carries its delay as a per-message TTL and, when it expires, is
 *   dead-lettered (at least once) back to `<name>`, at its end. Expiry happens at the head of
 *   the queue only, so a delay is the least a job waits.
 *
 * Quorum queues in 3.10 have no message priorities, so there are none here.
 *
 * Delivery counting: a quorum queue increments a message's delivery count at every return,
 * whether a `basic.nack` with requeue or the consumer's channel closing with the message
 * unacknowledged, and puts the count in the `x-delivery-count` header of the next delivery
 * (absent on the first). 3.10 offers no way to hand a message back uncounted, and a message that
 * passes through the delay queue starts counting from zero again, so a job that goes there is
 * copied with the deliveries it has had in a header of its own (`x-framefleet-deliveries`), and
 * the original is acknowledged once the broker confirmed the copy. `Job.deliveryCount` is that
 * header plus `x-delivery-count` plus one. A job that arrives over its limit this way (it failed
 * or was postponed before, then its consumers died) is dead-lettered by the consumer without
 * reaching the handler. A returned message is delivered again before the messages that were
 * waiting behind it. `Job.release()` is a counted return, and so is a message the broker
 * delivers in the moment between a draining consumer's `basic.cancel` and its confirmation
 * (returned unhandled when the consumer's channel closes).
 *
 * Dead-lettering: when a handler throws on the last allowed delivery, the consumer publishes
 * the message to `<name>.dead` itself, with the error text, and acknowledges it once the broker
 * has confirmed that copy. Any other end of the last delivery (consumer died or aborted, job
 * released) leaves it to the broker, which dead-letters with reason `delivery_limit`; 3.10
 * resets `x-delivery-count` on that copy, so the count reported for it is `maxDeliveries`.
 * A consumer that dies between confirming a copy (dead letter or delayed job) and acknowledging
 * the original leaves the message twice, which at-least-once delivery allows.
 *
 * Connections: the handle has one connection for declaring, publishing (with publisher
 * confirms and `mandatory`, so publishing to a missing queue fails) and inspecting; every
 * consumer has its own, so publisher flow control never delays acknowledgements and aborting a
 * consumer drops its connection exactly as the broker sees a dying process. Every connection
 * sends AMQP heartbeats, so a process that hangs without dying (stopped, deadlocked) loses its
 * connection, and its unacknowledged jobs go to other consumers, within about `heartbeatSeconds`.
 * A call made while the broker cannot be reached fails with QueueUnavailableError.
 */
import { AMQPChannelError, AMQPConnectionError, Connection, ConsumerStatus } from 'rabbitmq-client';
import type { AsyncMessage, Consumer as AmqpConsumer, Publisher, ReturnedMessage, SyncMessage } from 'rabbitmq-client';
import {
  applicationHeaders, checkConsumeOptions, checkDelay, checkPublishOptions, checkSpec, copyBody, deadLetterLimit,
  deadLetterQueueName, delayQueueName, errorText, QueueClosedError, QueueNotFoundError, QueueUnavailableError, retryDelayOf,
  consumerHandle,
} from './common.ts';
import type {
  ConsumeOptions, Consumer, DeadLetter, DeadLetterQuery, Job, JobHandler, JobQueue, PublishOptions, QueueDepth, QueueSpec,
} from './types.ts';

export interface RabbitJobQueueOptions {
  url: string;
  /** How long to wait for the broker when connecting. Default 5000 ms. */
  connectTimeoutMs?: number;
  /** Shown in the management UI next to each connection of this handle. */
  connectionName?: string;
  /** Connection, consumer and acknowledgement errors; they are recovered from where possible. */
  onError?: (err: Error) => void;
  /**
   * AMQP heartbeat timeout in seconds, for every connection of the handle: a peer silent this
   * long is dead. Default 10 (0 turns heartbeats off).
   */
  heartbeatSeconds?: number;
}

const header = {
  reason: 'x-framefleet-dead-reason',
  error: 'x-framefleet-error',
  deliveryCount: 'x-framefleet-delivery-count',
  deadAt: 'x-framefleet-dead-at',
  /** Deliveries a job had before it went through the delay queue (which restarts the broker's count). */
  deliveries: 'x-framefleet-deliveries',
} as const;

const defaultHeartbeatSeconds = 10;

const defaultOnError = (err: Error) => { console.error(`framefleet queue: ${err.message}`); };

/** The URL with its password hidden, for messages. */
function redact(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(invalid URL)';
  }
}

function asError(err: unknown): Error {
  return err instanceof Error ? err : new Error(String(err));
}

function errorCode(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err && typeof err.code === 'string' ? err.code : undefined;
}

/**
 * A failed call's error as callers need it: a missing queue stays QueueNotFoundError; the
 * connection being down or lost (or a channel closed with it, or the broker refusing a message
 * it cannot store now) becomes QueueUnavailableError.
 */
function callError(err: unknown, queue: string): Error {
  if (err instanceof QueueNotFoundError || err instanceof QueueUnavailableError || err instanceof QueueClosedError) return err;
  const code = errorCode(err);
  if (code === 'NOT_FOUND') return new QueueNotFoundError(queue);
  if (err instanceof AMQPConnectionError || err instanceof AMQPChannelError || code === 'TIMEOUT' || code === 'NACK') {
    return new QueueUnavailableError(`RabbitMQ cannot take '${queue}' now: ${asError(err).message}`, { cause: err });
  }
  return asError(err);
}

function asBuffer(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  return Buffer.from(JSON.stringify(body ?? null));
}

async function connect(opts: RabbitJobQueueOptions, role: string): Promise<Connection> {
  const timeout = opts.connectTimeoutMs ?? 5000;
  const onError = opts.onError ?? defaultOnError;
  const conn = new Connection({
    url: opts.url,
    connectionName: `${opts.connectionName ?? 'framefleet'} ${role}`,
    connectionTimeout: timeout,
    acquireTimeout: Math.max(timeout, 10_000),
    heartbeat: opts.heartbeatSeconds ?? defaultHeartbeatSeconds,
    retryLow: 250,
    retryHigh: 5000,
    // Jobs and acknowledgements are small frames that someone waits on: sent at once, not held
    // back by Nagle's algorithm until the previous segment is acknowledged.
    noDelay: true,
  });
  let connected = false;
  conn.on('error', (err: unknown) => { if (connected) onError(asError(err)); });
  try {
    await conn.onConnect(timeout);
  } catch (err) {
    const cause = (err as { cause?: unknown }).cause;
    throw new Error(
      `RabbitMQ is not reachable at ${redact(opts.url)} within ${timeout} ms` +
      `${cause instanceof Error ? ` (${cause.message})` : ''}; start it with 'framefleet services start' or set FRAMEFLEET_AMQP_URL`,
      { cause: err },
    );
  }
  connected = true;
  return conn;
}

/** Connects and returns a handle; rejects with a clear message when the broker is unreachable. */
export async function createRabbitJobQueue(opts: RabbitJobQueueOptions): Promise<RabbitJobQueue> {
  return new RabbitJobQueue(await connect(opts, 'publisher'), opts);
}

export class RabbitJobQueue implements JobQueue {
  readonly adapter = 'rabbitmq' as const;
  private readonly conn: Connection;
  private readonly opts: RabbitJobQueueOptions;
  private readonly publisher: Publisher;
  private readonly specs = new Map<string, QueueSpec>();
  private readonly consumers = new Set<RabbitConsumer>();
  /** Messages the broker returned as unroutable, keyed by routing key and message id. */
  private readonly returned = new Map<string, number>();
  private closing: Promise<void> | undefined;

  constructor(conn: Connection, opts: RabbitJobQueueOptions) {
    this.conn = conn;
    this.opts = opts;
    this.publisher = conn.createPublisher({ confirm: true, maxAttempts: 2 });
    this.publisher.on('basic.return', (msg: ReturnedMessage) => {
      const key = `${msg.routingKey}\n${msg.messageId ?? ''}`;
      this.returned.set(key, (this.returned.get(key) ?? 0) + 1);
    });
  }

  async declare(spec: QueueSpec): Promise<void> {
    this.open();
    checkSpec(spec);
    const dead = deadLetterQueueName(spec.name);
    try {
      await this.conn.queueDeclare({ queue: dead, durable: true, arguments: { 'x-queue-type': 'quorum' } });
      await this.conn.queueDeclare({
        queue: delayQueueName(spec.name),
        durable: true,
        arguments: {
          'x-queue-type': 'quorum',
          'x-dead-letter-exchange': '',
          'x-dead-letter-routing-key': spec.name,
          'x-dead-letter-strategy': 'at-least-once',
          'x-overflow': 'reject-publish',
        },
      });
      await this.conn.queueDeclare({
        queue: spec.name,
        durable: true,
        arguments: {
          'x-queue-type': 'quorum',
          'x-delivery-limit': spec.maxDeliveries - 1,
          'x-dead-letter-exchange': '',
          'x-dead-letter-routing-key': dead,
          'x-dead-letter-strategy': 'at-least-once',
          'x-overflow': 'reject-publish',
        },
      });
    } catch (err) {
      if (errorCode(err) === 'PRECONDITION_FAILED') {
        throw new Error(`queue '${spec.name}' exists with a different policy than maxDeliveries ${spec.maxDeliveries}: ${asError(err).message}`, { cause: err });
      }
      throw callError(err, spec.name);
    }
    this.specs.set(spec.name, { ...spec });
  }

  async publish(queue: string, body: Uint8Array, opts?: PublishOptions): Promise<void> {
    this.open();
    const { messageId, headers } = checkPublishOptions(opts);
    await this.send(queue, messageId, headers, copyBody(body)).catch((err: unknown) => { throw callError(err, queue); });
  }

  async consume(queue: string, handler: JobHandler, opts: ConsumeOptions): Promise<Consumer> {
    this.open();
    checkConsumeOptions(opts);
    const spec = this.declared(queue);
    const conn = await connect(this.opts, `consumer ${queue}`);
    const consumer = new RabbitConsumer(this, conn, spec, handler, opts.prefetch, this.opts.onError ?? defaultOnError);
    try {
      await consumer.start(this.opts.connectTimeoutMs ?? 5000);
    } catch (err) {
      conn.unsafeDestroy();
      throw err;
    }
    return consumerHandle(queue, consumer, this.consumers);
  }

  async depth(queue: string): Promise<QueueDepth> {
    this.open();
    const count = async (name: string) => (await this.conn.queueDeclare({ queue: name, passive: true })).messageCount;
    try {
      const ready = await count(queue);
      // Dead-letter queues have no delay queue; a queue declared before delays existed has none either.
      const delayed = await count(delayQueueName(queue)).catch((err: unknown) => {
        if (errorCode(err) === 'NOT_FOUND') return 0;
        throw err;
      });
      return { ready, delayed };
    } catch (err) {
      throw callError(err, queue);
    }
  }

  async deadLetters(queue: string, query?: DeadLetterQuery): Promise<DeadLetter[]> {
    this.open();
    const spec = this.declared(queue);
    const limit = deadLetterLimit(query);
    const ch = await this.conn.acquire().catch((err: unknown) => { throw callError(err, deadLetterQueueName(queue)); });
    try {
      const letters: DeadLetter[] = [];
      let lastTag: number | undefined;
      while (letters.length < limit) {
        const msg = await ch.basicGet({ queue: deadLetterQueueName(queue), noAck: false });
        if (!msg) break;
        letters.push(decodeDeadLetter(spec, msg));
        lastTag = msg.deliveryTag;
      }
      // Unacknowledged messages go back, in order, when the channel closes.
      if (query?.remove && lastTag !== undefined) ch.basicAck({ deliveryTag: lastTag, multiple: true });
      return letters;
    } finally {
      await ch.close();
    }
  }

  async deleteQueue(queue: string): Promise<void> {
    this.open();
    await this.conn.queueDelete({ queue });
    await this.conn.queueDelete({ queue: deadLetterQueueName(queue) });
    await this.conn.queueDelete({ queue: delayQueueName(queue) });
    this.specs.delete(queue);
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      await Promise.allSettled([...this.consumers].map((c) => c.close()));
      this.consumers.clear();
      await this.publisher.close().catch(() => {});
      await this.conn.close();
    })();
    return this.closing;
  }

  /** @internal Copies a message whose deliveries ended to the dead-letter queue, with why. */
  async publishDeadLetter(spec: QueueSpec, msg: AsyncMessage, letter: { reason: DeadLetter['reason']; error?: string; deliveryCount: number }): Promise<void> {
    await this.send(deadLetterQueueName(spec.name), msg.messageId ?? '', {
      ...applicationHeaders(msg.headers),
      [header.reason]: letter.reason,
      ...(letter.error === undefined ? {} : { [header.error]: letter.error }),
      [header.deliveryCount]: String(letter.deliveryCount),
      [header.deadAt]: String(Date.now()),
    }, asBuffer(msg.body));
  }

  /** @internal Copies a message to the delay queue, to come back to its queue after `delayMs` having had `deliveries` deliveries. */
  async publishDelayed(spec: QueueSpec, msg: AsyncMessage, deliveries: number, delayMs: number): Promise<void> {
    await this.send(delayQueueName(spec.name), msg.messageId ?? '', { ...applicationHeaders(msg.headers), [header.deliveries]: deliveries }, asBuffer(msg.body), delayMs);
  }

  private async send(queue: string, messageId: string, headers: Record<string, string | number>, body: Buffer, expiresInMs?: number): Promise<void> {
    await this.publisher.send({
      exchange: '',
      routingKey: queue,
      mandatory: true,
      durable: true,
      contentType: 'application/octet-stream',
      messageId,
      headers,
      ...(expiresInMs === undefined ? {} : { expiration: String(expiresInMs) }),
    }, body);
    // The broker sends basic.return before the confirm; the client emits it one macrotask later.
    await new Promise<void>((resolve) => setImmediate(resolve));
    const key = `${queue}\n${messageId}`;
    const returns = this.returned.get(key);
    if (returns !== undefined) {
      if (returns > 1) this.returned.set(key, returns - 1);
      else this.returned.delete(key);
      throw new QueueNotFoundError(queue);
    }
  }

  private declared(queue: string): QueueSpec {
    const spec = this.specs.get(queue);
    if (!spec) throw new Error(`declare queue '${queue}' on this job queue before consuming it or reading its dead letters`);
    return spec;
  }

  private open(): void {
    if (this.closing) throw new QueueClosedError();
  }
}

function deliveryCountOf(headers: Record<string, unknown> | undefined): number {
  const count = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : 0);
  return count(headers?.[header.deliveries]) + count(headers?.['x-delivery-count']) + 1;
}

function decodeDeadLetter(spec: QueueSpec, msg: SyncMessage): DeadLetter {
  const raw: Record<string, unknown> = msg.headers ?? {};
  const base = {
    queue: spec.name,
    messageId: msg.messageId ?? '',
    body: asBuffer(msg.body),
    headers: applicationHeaders(raw),
  };
  const reason = raw[header.reason];
  if (reason === 'failed' || reason === 'delivery-limit') {
    const error = raw[header.error];
    return {
      ...base,
      reason,
      ...(typeof error === 'string' ? { error } : {}),
      deliveryCount: Number(raw[header.deliveryCount] ?? spec.maxDeliveries),
      deadLetteredAt: new Date(Number(raw[header.deadAt] ?? Date.now())),
    };
  }
  // A job that went through the delay queue has died there too (expired); what counts is its death here.
  const deaths: unknown[] = Array.isArray(raw['x-death']) ? raw['x-death'] : [];
  const death = deaths.find((d) => typeof d === 'object' && d !== null && 'queue' in d && d.queue === spec.name) ?? deaths[0];
  const brokerReason = typeof death === 'object' && death !== null && 'reason' in death ? String(death.reason) : 'unknown';
  const time = typeof death === 'object' && death !== null && 'time' in death && typeof death.time === 'number' ? death.time : undefined;
  return {
    ...base,
    ...(brokerReason === 'delivery_limit'
      ? { reason: 'delivery-limit' as const }
      : { reason: 'failed' as const, error: `dead-lettered by the broker: ${brokerReason}` }),
    deliveryCount: spec.maxDeliveries,
    deadLetteredAt: time === undefined ? new Date() : new Date(time * 1000),
  };
}

class RabbitConsumer {
  readonly queue: string;
  private readonly owner: RabbitJobQueue;
  private readonly conn: Connection;
  private readonly spec: QueueSpec;
  private readonly handler: JobHandler;
  private readonly prefetch: number;
  private readonly onError: (err: Error) => void;
  private sub: AmqpConsumer | undefined;
  private running = 0;
  private aborted = false;
  private closing: Promise<void> | undefined;

  constructor(owner: RabbitJobQueue, conn: Connection, spec: QueueSpec, handler: JobHandler, prefetch: number, onError: (err: Error) => void) {
    this.owner = owner;
    this.conn = conn;
    this.spec = spec;
    this.queue = spec.name;
    this.handler = handler;
    this.prefetch = prefetch;
    this.onError = onError;
  }

  get inFlight(): number {
    return this.running;
  }

  start(timeoutMs: number): Promise<void> {
    const sub = this.conn.createConsumer({
      queue: this.queue,
      queueOptions: { queue: this.queue, passive: true },
      qos: { prefetchCount: this.prefetch },
      concurrency: this.prefetch,
      requeue: true,
    }, (msg) => this.handle(msg));
    this.sub = sub;
    return new Promise<void>((resolve, reject) => {
      const done = (err?: unknown) => {
        clearTimeout(timer);
        sub.removeListener('ready', onReady);
        sub.removeListener('error', onStartError);
        sub.on('error', (e: unknown) => { if (!this.aborted) this.onError(asError(e)); });
        if (err === undefined) resolve();
        else {
          void sub.close().catch(() => {});
          reject(errorCode(err) === 'NOT_FOUND' ? new QueueNotFoundError(this.queue) : asError(err));
        }
      };
      const onReady = () => done();
      const onStartError = (err: unknown) => done(err);
      const timer = setTimeout(() => done(new Error(`consumer on '${this.queue}' did not start within ${timeoutMs} ms`)), timeoutMs);
      sub.once('ready', onReady);
      sub.once('error', onStartError);
    });
  }

  private async handle(msg: AsyncMessage): Promise<ConsumerStatus> {
    this.running += 1;
    try {
      const deliveryCount = deliveryCountOf(msg.headers);
      if (deliveryCount > this.spec.maxDeliveries) {
        return await this.settleElsewhere(msg, 'dead-letter', () => this.owner.publishDeadLetter(this.spec, msg, { reason: 'delivery-limit', deliveryCount: deliveryCount - 1 }));
      }
      let handBack: { kind: 'release' } | { kind: 'postpone'; delayMs: number } | undefined;
      const job: Job = {
        queue: this.queue,
        messageId: msg.messageId ?? '',
        body: asBuffer(msg.body),
        headers: applicationHeaders(msg.headers),
        deliveryCount,
        release: () => { handBack = { kind: 'release' }; },
        postpone: (delayMs) => { handBack = { kind: 'postpone', delayMs: checkDelay(delayMs) }; },
      };
      let failure: { error: unknown } | undefined;
      try {
        await this.handler(job);
      } catch (error) {
        failure = { error };
      }
      // An aborted consumer's connection is gone: the broker returns the job, whatever is answered here.
      if (this.aborted) return ConsumerStatus.REQUEUE;
      if (handBack?.kind === 'release') return ConsumerStatus.REQUEUE;
      if (handBack?.kind === 'postpone') {
        const { delayMs } = handBack;
        return await this.settleElsewhere(msg, 'postpone', () => this.owner.publishDelayed(this.spec, msg, deliveryCount - 1, delayMs));
      }
      if (!failure) return ConsumerStatus.ACK;
      if (deliveryCount >= this.spec.maxDeliveries) {
        const error = errorText(failure.error);
        return await this.settleElsewhere(msg, 'dead-letter', () => this.owner.publishDeadLetter(this.spec, msg, { reason: 'failed', error, deliveryCount }));
      }
      const delayMs = retryDelayOf(this.spec, deliveryCount);
      if (delayMs === 0) return ConsumerStatus.REQUEUE;
      return await this.settleElsewhere(msg, 'delay', () => this.owner.publishDelayed(this.spec, msg, deliveryCount, delayMs));
    } finally {
      this.running -= 1;
    }
  }

  /**
   * Acknowledges a message once its copy (a dead letter, a delayed job) is confirmed; when the
   * copy cannot be made, returns the message instead, which counts as a delivery, and the
   * broker's delivery limit still bounds it.
   */
  private async settleElsewhere(msg: AsyncMessage, what: string, copy: () => Promise<void>): Promise<ConsumerStatus> {
    try {
      await copy();
      return ConsumerStatus.ACK;
    } catch (err) {
      this.onError(new Error(`could not ${what} message '${msg.messageId ?? ''}' of '${this.queue}' (${asError(err).message}); returning it to the queue`, { cause: err }));
      return ConsumerStatus.REQUEUE;
    }
  }

  close(): Promise<void> {
    this.closing ??= (async () => {
      if (this.aborted) return;
      await this.sub?.close();
      await this.conn.close();
    })();
    return this.closing;
  }

  async abort(): Promise<void> {
    if (this.aborted) return;
    this.aborted = true;
    this.conn.unsafeDestroy();
  }
}
