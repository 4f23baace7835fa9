/**
 * The job-queue contract shared by every adapter.
 *
 * Three roles, as in BullMQ: a publisher puts jobs on a queue (`JobQueue.publish`), a worker
 * consumes them (`JobQueue.consume` returns a `Consumer`), and each delivery of one message to
 * a handler is a `Job`.
 *
 * Delivery is at least once. A handler that resolves acknowledges its job; a handler that throws
 * hands the job back for another delivery, after the queue's retry delay (a backoff that grows
 * with each failure, so a job that keeps failing does not use up its deliveries in a second).
 * Every delivery counts: after `maxDeliveries` deliveries a message that has still not been
 * acknowledged moves to the queue's dead-letter queue (`<name>.dead`) instead of being delivered
 * again. A consumer whose process dies, or that is aborted, returns its unacknowledged jobs to the
 * queue, and they are delivered to another consumer; that return counts as a delivery too. The one
 * return that does not count is `Job.postpone()`: the handler says the job could not run for a
 * reason outside it, and the job comes back after a delay with its count unchanged.
 */

/** A queue and its redelivery policy. */
export interface QueueSpec {
  /** Queue name: letters, digits, `.`, `_`, `-`, `:`; at most 200 characters. */
  name: string;
  /**
   * Deliveries of one message before it is dead-lettered (1 = never redelivered). Every
   * delivery counts, whatever ended it: a handler failure, `Job.release()`, or the consumer
   * dying or being aborted.
   */
  maxDeliveries: number;
  /**
   * How long a job whose handler failed waits before its next delivery; the wait doubles with
   * each further failure, up to 16 times this. 0 (the default) delivers it again at once, before
   * the jobs waiting behind it. A delayed job waits behind other delayed jobs of the queue too, so
   * its wait may be longer, never shorter.
   */
  retryDelayMs?: number;
}

export interface PublishOptions {
  /** Identifies the message across redeliveries and in the dead-letter queue; a ULID when omitted. */
  messageId?: string;
  /**
   * Application headers, e.g. W3C trace context (`traceparent`, `tracestate`). Names starting
   * with `x-` are reserved for the broker and this layer.
   */
  headers?: Record<string, string>;
}

/** One delivery of one message to a handler. */
export interface Job {
  readonly queue: string;
  readonly messageId: string;
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
  /** 1 on the first delivery, incremented by every return to the queue. */
  readonly deliveryCount: number;
  /**
   * Hands the message back to the queue when the handler returns, instead of acknowledging it,
   * and without recording a failure. Meant for a worker that is shutting down and will not
   * finish the job. The return still counts as a delivery (RabbitMQ 3.10 quorum queues count
   * every return), so releasing the last allowed delivery dead-letters the message with
   * reason `delivery-limit`.
   */
  release(): void;
  /**
   * Hands the message back when the handler returns (or throws), to be delivered again after
   * `delayMs`, without counting this delivery: for a job that could not run for a reason outside
   * it, such as a service it reports to being down. A postponed job never uses up its deliveries,
   * so the caller must only postpone for reasons that pass. If the consumer dies first, the
   * return is the ordinary, counted one.
   */
  postpone(delayMs: number): void;
}

/** Resolve to acknowledge; throw to fail this delivery. */
export type JobHandler = (job: Job) => Promise<void> | void;

export interface ConsumeOptions {
  /**
   * Unacknowledged deliveries this consumer holds at once; every delivered job starts its
   * handler immediately, so this is also the consumer's concurrency.
   */
  prefetch: number;
}

export interface Consumer {
  readonly queue: string;
  /** Handlers running now. */
  readonly inFlight: number;
  /**
   * Drains: takes no new jobs, waits for running handlers and settles their jobs, then stops.
   * A worker that cannot wait calls `abort()` or has its handlers `release()` their jobs.
   */
  close(): Promise<void>;
  /**
   * Stops at once, as if the process had died: unacknowledged jobs go back to the queue
   * (counted as a delivery) and are delivered to other consumers. Handlers still running
   * are not interrupted, but whatever they return is ignored.
   */
  abort(): Promise<void>;
}

export type DeadLetterReason =
  /** The handler threw on the last allowed delivery; `error` holds its message. */
  | 'failed'
  /** The last allowed delivery ended without an acknowledgement (consumer died, was aborted, or released the job). */
  | 'delivery-limit';

export interface DeadLetter {
  readonly queue: string;
  readonly messageId: string;
  readonly body: Buffer;
  readonly headers: Readonly<Record<string, string>>;
  readonly reason: DeadLetterReason;
  readonly error?: string;
  /** Deliveries the message had before it was dead-lettered. */
  readonly deliveryCount: number;
  readonly deadLetteredAt: Date;
}

export interface DeadLetterQuery {
  /** Most messages to return, oldest first. Default 100. */
  limit?: number;
  /** Remove the returned messages from the dead-letter queue. Default false (peek). */
  remove?: boolean;
}

export interface QueueDepth {
  /** Messages waiting for a consumer. */
  ready: number;
  /** Messages delivered and not yet settled, where the adapter can tell (RabbitMQ's AMQP API cannot). */
  unacked?: number;
  /** Messages waiting out a retry delay or a postponement before they are ready again. */
  delayed: number;
}

export interface JobQueue {
  readonly adapter: 'inprocess' | 'rabbitmq' | 'ipc';
  /**
   * Creates the queue and its dead-letter queue, or checks that they exist with the same
   * policy. A process declares every queue it publishes to, consumes from or reads dead
   * letters of, before doing so.
   */
  declare(spec: QueueSpec): Promise<void>;
  /** Resolves once the broker holds the message durably; rejects if the queue does not exist. */
  publish(queue: string, body: Uint8Array, opts?: PublishOptions): Promise<void>;
  /** Resolves once the consumer is registered with the broker. */
  consume(queue: string, handler: JobHandler, opts: ConsumeOptions): Promise<Consumer>;
  /** Counts for a queue or for its dead-letter queue (`<name>.dead`, which has no delayed messages). */
  depth(queue: string): Promise<QueueDepth>;
  /** Reads (and with `remove`, takes) dead-lettered messages of a declared queue. */
  deadLetters(queue: string, query?: DeadLetterQuery): Promise<DeadLetter[]>;
  /** Deletes a queue, its messages (delayed ones included) and its dead-letter queue. */
  deleteQueue(queue: string): Promise<void>;
  /** Drains this handle's open consumers, then releases its connections. */
  close(): Promise<void>;
}
