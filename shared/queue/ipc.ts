/**
 * The job queue across a process boundary, for the embedded mode's local worker processes: the
 * parent holds the in-process broker and `serveQueueOverIpc` lends it to one child; in the child,
 * `IpcJobQueue` is an ordinary `JobQueue` over the Node IPC channel. Semantics are the broker's:
 * a child that dies leaves its unacknowledged jobs to be delivered again to another worker.
 */
import type { ChildProcess } from 'node:child_process';
import { checkDelay, QueueClosedError } from './common.ts';
import type { Consumer, ConsumeOptions, DeadLetter, DeadLetterQuery, Job, JobHandler, JobQueue, PublishOptions, QueueDepth, QueueSpec } from './types.ts';

type Request =
  | { t: 'call'; id: number; method: 'declare' | 'publish' | 'depth' | 'deadLetters' | 'deleteQueue'; args: unknown[] }
  | { t: 'consume'; id: number; queue: string; prefetch: number }
  | { t: 'settle'; delivery: number; outcome: 'ack' | 'release' | 'fail' | 'postpone'; error?: string; delayMs?: number }
  | { t: 'close-consumer'; id: number };

type Reply =
  | { t: 'result'; id: number; ok: true; value: unknown }
  | { t: 'result'; id: number; ok: false; error: string }
  | { t: 'job'; consumer: number; delivery: number; queue: string; messageId: string; body: string; headers: Record<string, string>; deliveryCount: number };

function isObject(m: unknown): m is { t?: unknown } {
  return typeof m === 'object' && m !== null;
}

/** Parent side: serves `queue` to one child until it exits; its unsettled jobs then return to the queue. */
export function serveQueueOverIpc(child: ChildProcess, queue: JobQueue): void {
  const consumers = new Map<number, Consumer>();
  const pending = new Map<number, { job: Job; resolve: () => void; reject: (e: Error) => void }>();
  let nextDelivery = 1;
  const send = (reply: Reply) => { if (child.connected) child.send(reply); };

  child.on('message', (raw: unknown) => {
    if (!isObject(raw)) return;
    const m = raw as Request;
    if (m.t === 'call') {
      const args = m.method === 'publish' ? [m.args[0], Buffer.from(String(m.args[1]), 'base64'), m.args[2]] : m.args;
      (queue[m.method] as (...a: unknown[]) => Promise<unknown>)(...args).then(
        (value) => send({ t: 'result', id: m.id, ok: true, value: m.method === 'deadLetters' ? (value as DeadLetter[]).map((d) => ({ ...d, body: d.body.toString('base64') })) : value ?? null }),
        (err: Error) => send({ t: 'result', id: m.id, ok: false, error: err.message }),
      );
    } else if (m.t === 'consume') {
      const handler: JobHandler = (job) => new Promise<void>((resolve, reject) => {
        const delivery = nextDelivery++;
        pending.set(delivery, { job, resolve, reject });
        send({ t: 'job', consumer: m.id, delivery, queue: job.queue, messageId: job.messageId, body: job.body.toString('base64'), headers: { ...job.headers }, deliveryCount: job.deliveryCount });
      });
      queue.consume(m.queue, handler, { prefetch: m.prefetch }).then(
        (consumer) => { consumers.set(m.id, consumer); send({ t: 'result', id: m.id, ok: true, value: null }); },
        (err: Error) => send({ t: 'result', id: m.id, ok: false, error: err.message }),
      );
    } else if (m.t === 'settle') {
      const p = pending.get(m.delivery);
      if (!p) return;
      pending.delete(m.delivery);
      if (m.outcome === 'release') p.job.release();
      if (m.outcome === 'postpone') p.job.postpone(m.delayMs ?? 0);
      if (m.outcome === 'fail') p.reject(new Error(m.error ?? 'the worker failed the job'));
      else p.resolve();
    } else if (m.t === 'close-consumer') {
      const consumer = consumers.get(m.id);
      consumers.delete(m.id);
      void (consumer?.close() ?? Promise.resolve()).then(() => send({ t: 'result', id: m.id, ok: true, value: null }));
    }
  });

  child.once('exit', () => {
    // As if the worker's connection dropped: its jobs go back to the queue for another worker.
    for (const consumer of consumers.values()) void consumer.abort();
    consumers.clear();
    for (const p of pending.values()) p.reject(new Error('the worker process exited'));
    pending.clear();
  });
}

/** Child side: a JobQueue whose broker lives in the parent process. */
export class IpcJobQueue implements JobQueue {
  readonly adapter = 'ipc' as const;
  private nextId = 1;
  private closed = false;
  private readonly calls = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  private readonly handlers = new Map<number, { handler: JobHandler; inFlight: number }>();
  private readonly onMessage = (raw: unknown) => this.receive(raw as Reply);

  constructor(private readonly channel: NodeJS.Process = process) {
    if (!channel.send) throw new Error('IpcJobQueue needs a process started with an IPC channel');
    channel.on('message', this.onMessage);
  }

  private send(message: Request): void {
    if (this.closed) throw new QueueClosedError();
    this.channel.send!(message);
  }

  private request<T>(message: Request & { id: number }): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.calls.set(message.id, { resolve: resolve as (v: unknown) => void, reject });
      this.send(message);
    });
  }

  private call<T>(method: Extract<Request, { t: 'call' }>['method'], ...args: unknown[]): Promise<T> {
    return this.request<T>({ t: 'call', id: this.nextId++, method, args });
  }

  private receive(m: Reply): void {
    if (!isObject(m)) return;
    if (m.t === 'result') {
      const c = this.calls.get(m.id);
      this.calls.delete(m.id);
      if (m.ok) c?.resolve(m.value);
      else c?.reject(new Error(m.error));
      return;
    }
    if (m.t === 'job') {
      const entry = this.handlers.get(m.consumer);
      if (!entry) return;
      let handBack: { outcome: 'release' } | { outcome: 'postpone'; delayMs: number } | undefined;
      const job: Job = {
        queue: m.queue, messageId: m.messageId, body: Buffer.from(m.body, 'base64'), headers: m.headers, deliveryCount: m.deliveryCount,
        release: () => { handBack = { outcome: 'release' }; },
        postpone: (delayMs) => { handBack = { outcome: 'postpone', delayMs: checkDelay(delayMs) }; },
      };
      entry.inFlight++;
      Promise.resolve().then(() => entry.handler(job)).then(
        () => this.trySend({ t: 'settle', delivery: m.delivery, ...(handBack ?? { outcome: 'ack' }) }),
        (err: Error) => this.trySend({ t: 'settle', delivery: m.delivery, ...(handBack ?? { outcome: 'fail', error: err?.message ?? String(err) }) }),
      ).finally(() => { entry.inFlight--; });
    }
  }

  private trySend(message: Request): void {
    if (!this.closed && this.channel.connected) this.channel.send!(message);
  }

  declare(spec: QueueSpec): Promise<void> {
    return this.call('declare', spec);
  }

  publish(queue: string, body: Uint8Array, opts?: PublishOptions): Promise<void> {
    return this.call('publish', queue, Buffer.from(body).toString('base64'), opts);
  }

  async consume(queue: string, handler: JobHandler, opts: ConsumeOptions): Promise<Consumer> {
    const id = this.nextId++;
    const entry = { handler, inFlight: 0 };
    this.handlers.set(id, entry);
    await this.request({ t: 'consume', id, queue, prefetch: opts.prefetch });
    return {
      queue,
      get inFlight() { return entry.inFlight; },
      close: async () => {
        await this.request({ t: 'close-consumer', id });
        this.handlers.delete(id);
      },
      abort: async () => {
        this.handlers.delete(id);
        this.trySend({ t: 'close-consumer', id });
      },
    };
  }

  depth(queue: string): Promise<QueueDepth> {
    return this.call('depth', queue);
  }

  async deadLetters(queue: string, query?: DeadLetterQuery): Promise<DeadLetter[]> {
    const letters = await this.call<(Omit<DeadLetter, 'body' | 'deadLetteredAt'> & { body: string; deadLetteredAt: string })[]>('deadLetters', queue, query);
    return letters.map((d) => ({ ...d, body: Buffer.from(d.body, 'base64'), deadLetteredAt: new Date(d.deadLetteredAt) }));
  }

  deleteQueue(queue: string): Promise<void> {
    return this.call('deleteQueue', queue);
  }

  async close(): Promise<void> {
    for (const id of [...this.handlers.keys()]) await this.request({ t: 'close-consumer', id }).catch(() => {});
    this.handlers.clear();
    this.closed = true;
    this.channel.off('message', this.onMessage);
  }
}
