/**
 * In-memory broker for the embedded mode (control plane and render node in one process).
 *
 * It reproduces what the RabbitMQ adapter observably does: FIFO delivery, returned messages
 * delivered again before the rest, per-consumer prefetch, round-robin between consumers with
 * free capacity, a delivery count incremented by every return (handler failure, release, or
 * consumer abort) but a postponement, failed and postponed jobs that come back at the end of the
 * queue after their delay, and dead-lettering once a message has had `maxDeliveries` deliveries.
 * Messages live only as long as the process.
 *
 * Several `JobQueue` handles can share one broker, as several connections share one RabbitMQ
 * node; `createInProcessJobQueue()` without an argument uses the process-wide broker.
 */
import {
  applicationHeaders, checkConsumeOptions, checkDelay, checkPublishOptions, checkSpec, copyBody, deadLetterLimit,
  deadLetterSuffix, errorText, QueueClosedError, QueueNotFoundError, retryDelayOf,
  consumerHandle,
} from './common.ts';
import type {
  ConsumeOptions, Consumer, DeadLetter, DeadLetterQuery, Job, JobHandler, JobQueue, PublishOptions, QueueDepth, QueueSpec,
} from './types.ts';

interface StoredMessage {
  readonly messageId: string;
  readonly body: Buffer;
  readonly headers: Record<string, string>;
  deliveries: number;
}

interface Delivery {
  readonly queue: QueueState;
  readonly message: StoredMessage;
  readonly consumer: InProcessConsumer;
  settled: boolean;
}

type Outcome = { kind: 'ack' } | { kind: 'return' } | { kind: 'fail'; error: string } | { kind: 'postpone'; delayMs: number };

class QueueState {
  readonly spec: QueueSpec;
  /** Messages handed back, delivered before `ready` (as quorum queues do). */
  readonly returned: StoredMessage[] = [];
  readonly ready: StoredMessage[] = [];
  readonly unacked = new Set<Delivery>();
  readonly consumers: InProcessConsumer[] = [];
  readonly dead: DeadLetter[] = [];
  /** Messages waiting out a retry delay or a postponement, each on its timer. */
  readonly delayed = new Set<NodeJS.Timeout>();
  nextConsumer = 0;
  dispatchScheduled = false;
  deleted = false;
  constructor(spec: QueueSpec) {
    this.spec = { ...spec };
  }
}

export class InProcessBroker {
  private readonly queues = new Map<string, QueueState>();

  declare(spec: QueueSpec): void {
    checkSpec(spec);
    const existing = this.queues.get(spec.name);
    if (existing) {
      if (existing.spec.maxDeliveries !== spec.maxDeliveries) {
        throw new Error(`queue '${spec.name}' exists with maxDeliveries ${existing.spec.maxDeliveries}, not ${spec.maxDeliveries}`);
      }
      return;
    }
    this.queues.set(spec.name, new QueueState(spec));
  }

  publish(queue: string, body: Uint8Array, opts: PublishOptions | undefined): void {
    const { messageId, headers } = checkPublishOptions(opts);
    const state = this.state(queue);
    state.ready.push({ messageId, body: copyBody(body), headers, deliveries: 0 });
    this.scheduleDispatch(state);
  }

  depth(queue: string): QueueDepth {
    if (queue.endsWith(deadLetterSuffix)) {
      const origin = this.queues.get(queue.slice(0, -deadLetterSuffix.length));
      if (origin) return { ready: origin.dead.length, unacked: 0, delayed: 0 };
    }
    const state = this.state(queue);
    return { ready: state.returned.length + state.ready.length, unacked: state.unacked.size, delayed: state.delayed.size };
  }

  deadLetters(queue: string, query: DeadLetterQuery | undefined): DeadLetter[] {
    const limit = deadLetterLimit(query);
    const state = this.state(queue);
    return query?.remove ? state.dead.splice(0, limit) : state.dead.slice(0, limit);
  }

  deleteQueue(queue: string): void {
    const state = this.queues.get(queue);
    if (!state) return;
    this.queues.delete(queue);
    state.deleted = true;
    for (const timer of state.delayed) clearTimeout(timer);
    state.delayed.clear();
    for (const consumer of state.consumers) consumer.cancelled = true;
    state.consumers.length = 0;
  }

  /** @internal */
  addConsumer(queue: string, consumer: InProcessConsumer): QueueState {
    const state = this.state(queue);
    state.consumers.push(consumer);
    this.scheduleDispatch(state);
    return state;
  }

  /** @internal */
  removeConsumer(state: QueueState, consumer: InProcessConsumer): void {
    const i = state.consumers.indexOf(consumer);
    if (i >= 0) state.consumers.splice(i, 1);
  }

  /** @internal Settles a delivery once; later outcomes for the same delivery are ignored. */
  settle(delivery: Delivery, outcome: Outcome): void {
    if (delivery.settled) return;
    delivery.settled = true;
    const { queue: state, message } = delivery;
    state.unacked.delete(delivery);
    delivery.consumer.deliveries.delete(delivery);
    if (outcome.kind === 'return') this.returnMessage(state, message);
    else if (outcome.kind === 'postpone') {
      // Not a delivery that counts: the job could not run for a reason outside it.
      message.deliveries -= 1;
      this.delay(state, message, outcome.delayMs);
    } else if (outcome.kind === 'fail') {
      const retryDelayMs = retryDelayOf(state.spec, message.deliveries);
      if (message.deliveries >= state.spec.maxDeliveries) this.deadLetter(state, message, 'failed', outcome.error);
      else if (retryDelayMs > 0) this.delay(state, message, retryDelayMs);
      else this.returnMessage(state, message);
    }
    this.scheduleDispatch(state);
  }

  /** Puts a message back at the end of the queue once `ms` have passed. */
  private delay(state: QueueState, message: StoredMessage, ms: number): void {
    const timer = setTimeout(() => {
      state.delayed.delete(timer);
      if (state.deleted) return;
      state.ready.push(message);
      this.scheduleDispatch(state);
    }, ms);
    // A delayed job alone does not keep the process alive, as a message held by a broker would not.
    timer.unref();
    state.delayed.add(timer);
  }

  private returnMessage(state: QueueState, message: StoredMessage): void {
    if (message.deliveries >= state.spec.maxDeliveries) this.deadLetter(state, message, 'delivery-limit', undefined);
    else state.returned.push(message);
  }

  private deadLetter(state: QueueState, message: StoredMessage, reason: DeadLetter['reason'], error: string | undefined): void {
    if (state.deleted) return;
    state.dead.push({
      queue: state.spec.name,
      messageId: message.messageId,
      body: message.body,
      headers: { ...message.headers },
      reason,
      ...(error === undefined ? {} : { error }),
      deliveryCount: message.deliveries,
      deadLetteredAt: new Date(),
    });
  }

  private state(queue: string): QueueState {
    const state = this.queues.get(queue);
    if (!state) throw new QueueNotFoundError(queue);
    return state;
  }

  private scheduleDispatch(state: QueueState): void {
    if (state.dispatchScheduled) return;
    state.dispatchScheduled = true;
    setImmediate(() => {
      state.dispatchScheduled = false;
      this.dispatch(state);
    });
  }

  private dispatch(state: QueueState): void {
    if (state.deleted) return;
    while (state.returned.length + state.ready.length > 0) {
      const consumer = this.nextConsumerWithCapacity(state);
      if (!consumer) return;
      const message = state.returned.shift() ?? state.ready.shift();
      if (!message) return;
      message.deliveries += 1;
      const delivery: Delivery = { queue: state, message, consumer, settled: false };
      state.unacked.add(delivery);
      consumer.deliveries.add(delivery);
      consumer.run(delivery);
    }
  }

  private nextConsumerWithCapacity(state: QueueState): InProcessConsumer | undefined {
    const n = state.consumers.length;
    for (let i = 0; i < n; i++) {
      const index = (state.nextConsumer + i) % n;
      const consumer = state.consumers[index];
      if (consumer && consumer.accepting && consumer.deliveries.size < consumer.prefetch) {
        state.nextConsumer = (index + 1) % n;
        return consumer;
      }
    }
    return undefined;
  }
}

class InProcessConsumer implements Consumer {
  readonly queue: string;
  readonly prefetch: number;
  readonly deliveries = new Set<Delivery>();
  cancelled = false;
  private readonly broker: InProcessBroker;
  private readonly handler: JobHandler;
  private readonly running = new Set<Promise<void>>();
  private state: QueueState | undefined;
  private closing = false;
  private aborted = false;
  private closed: Promise<void> | undefined;

  constructor(broker: InProcessBroker, queue: string, handler: JobHandler, opts: ConsumeOptions) {
    this.broker = broker;
    this.queue = queue;
    this.handler = handler;
    this.prefetch = opts.prefetch;
  }

  start(): void {
    this.state = this.broker.addConsumer(this.queue, this);
  }

  get accepting(): boolean {
    return !this.closing && !this.aborted && !this.cancelled;
  }

  get inFlight(): number {
    return this.running.size;
  }

  run(delivery: Delivery): void {
    let handBack: Outcome | undefined;
    const { message } = delivery;
    const job: Job = {
      queue: this.queue,
      messageId: message.messageId,
      body: Buffer.from(message.body),
      headers: applicationHeaders(message.headers),
      deliveryCount: message.deliveries,
      release: () => { handBack = { kind: 'return' }; },
      postpone: (delayMs) => { handBack = { kind: 'postpone', delayMs: checkDelay(delayMs) }; },
    };
    const task = (async (): Promise<Outcome> => {
      await new Promise<void>((resolve) => setImmediate(resolve));
      try {
        await this.handler(job);
        return handBack ?? { kind: 'ack' };
      } catch (err) {
        return handBack ?? { kind: 'fail', error: errorText(err) };
      }
    })().then((outcome) => { this.broker.settle(delivery, outcome); });
    this.running.add(task);
    void task.finally(() => this.running.delete(task));
  }

  close(): Promise<void> {
    this.closed ??= (async () => {
      this.closing = true;
      if (this.aborted) return;
      while (this.running.size > 0) await Promise.allSettled([...this.running]);
      if (this.state) this.broker.removeConsumer(this.state, this);
    })();
    return this.closed;
  }

  async abort(): Promise<void> {
    if (this.aborted) return;
    this.aborted = true;
    if (!this.state) return;
    this.broker.removeConsumer(this.state, this);
    for (const delivery of [...this.deliveries]) this.broker.settle(delivery, { kind: 'return' });
  }
}

/** A handle on an in-process broker; closing it drains its own consumers only. */
export class InProcessJobQueue implements JobQueue {
  readonly adapter = 'inprocess' as const;
  readonly broker: InProcessBroker;
  private readonly consumers = new Set<InProcessConsumer>();
  private closed = false;

  constructor(broker: InProcessBroker) {
    this.broker = broker;
  }

  async declare(spec: QueueSpec): Promise<void> {
    this.open();
    this.broker.declare(spec);
  }

  async publish(queue: string, body: Uint8Array, opts?: PublishOptions): Promise<void> {
    this.open();
    this.broker.publish(queue, body, opts);
  }

  async consume(queue: string, handler: JobHandler, opts: ConsumeOptions): Promise<Consumer> {
    this.open();
    checkConsumeOptions(opts);
    const consumer = new InProcessConsumer(this.broker, queue, handler, opts);
    consumer.start();
    return consumerHandle(queue, consumer, this.consumers);
  }

  async depth(queue: string): Promise<QueueDepth> {
    this.open();
    return this.broker.depth(queue);
  }

  async deadLetters(queue: string, query?: DeadLetterQuery): Promise<DeadLetter[]> {
    this.open();
    return this.broker.deadLetters(queue, query);
  }

  async deleteQueue(queue: string): Promise<void> {
    this.open();
    this.broker.deleteQueue(queue);
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    await Promise.all([...this.consumers].map((c) => c.close()));
    this.consumers.clear();
  }

  private open(): void {
    if (this.closed) throw new QueueClosedError();
  }
}

let processBroker: InProcessBroker | undefined;

/** A job queue on `broker`, or on the broker shared by the whole process. */
export function createInProcessJobQueue(broker: InProcessBroker = (processBroker ??= new InProcessBroker())): InProcessJobQueue {
  return new InProcessJobQueue(broker);
}
