/**
 * A consumer process that dies holding a job (SIGKILL, no chance to clean up) gets that job
 * redelivered by RabbitMQ. Needs a broker at FRAMEFLEET_AMQP_URL; fails when there is none.
 */
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ulid } from 'ulid';
import { loadConfig } from '../../shared/config/index.ts';
import { createJobQueue } from '../../shared/queue/index.ts';
import type { Consumer, Job, JobQueue } from '../../shared/queue/index.ts';
import { sleep, waitFor, withTimeout } from './support.ts';

const fixture = fileURLToPath(new URL('./fixtures/crash-consumer.ts', import.meta.url));
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const amqpUrl = loadConfig().FRAMEFLEET_AMQP_URL;

interface Received { event: 'received'; messageId: string; deliveryCount: number; body: string }

/** The fixture consumer as a separate Node process, with its stdout read line by line. */
class ConsumerProcess {
  readonly child: ChildProcess;
  private readonly lines: string[] = [];
  private readonly waiters = new Set<() => void>();
  private output = '';
  private readonly exited: Promise<NodeJS.Signals | number | null>;

  constructor(queue: string, maxDeliveries: number) {
    this.child = spawn(process.execPath, ['--import', 'tsx', fixture, queue, String(maxDeliveries)], {
      cwd: repoRoot,
      env: { ...process.env, FRAMEFLEET_AMQP_URL: amqpUrl },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.exited = new Promise((resolve) => this.child.once('exit', (code, signal) => resolve(signal ?? code)));
    const stdout = this.child.stdout;
    if (!stdout) throw new Error('fixture has no stdout');
    createInterface({ input: stdout }).on('line', (line) => {
      this.lines.push(line);
      this.output += `${line}\n`;
      for (const wake of this.waiters) wake();
    });
    this.child.stderr?.on('data', (chunk: Buffer) => { this.output += chunk.toString(); });
    void this.exited.then(() => { for (const wake of this.waiters) wake(); });
  }

  /** The first stdout line that is a JSON object with this `event`. */
  async next<T>(event: string, ms: number): Promise<T> {
    const find = () => {
      for (const line of this.lines) {
        try {
          const parsed = JSON.parse(line) as { event?: string };
          if (parsed.event === event) return parsed as T;
        } catch {
          // not a protocol line
        }
      }
      return undefined;
    };
    const deadline = Date.now() + ms;
    for (;;) {
      const found = find();
      if (found) return found;
      if (this.child.exitCode !== null || this.child.signalCode !== null) {
        throw new Error(`consumer process exited (${this.child.exitCode ?? this.child.signalCode}) before '${event}':\n${this.output}`);
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`consumer process sent no '${event}' within ${ms} ms; its output:\n${this.output}`);
      await new Promise<void>((resolve) => {
        const wake = () => { clearTimeout(timer); this.waiters.delete(wake); resolve(); };
        const timer = setTimeout(wake, left);
        this.waiters.add(wake);
      });
    }
  }

  async kill(): Promise<NodeJS.Signals | number | null> {
    if (this.child.exitCode === null && this.child.signalCode === null) this.child.kill('SIGKILL');
    return withTimeout(this.exited, 5000, 'the consumer process to exit');
  }
}

const test = suite('consumer process killed mid-message (rabbitmq)');
let handle: JobQueue | undefined;
let openError: unknown;
const queues: string[] = [];
const children: ConsumerProcess[] = [];
const consumers: Consumer[] = [];

test.before(async () => {
  try {
    handle = await createJobQueue({ FRAMEFLEET_QUEUE: 'rabbitmq', FRAMEFLEET_AMQP_URL: amqpUrl }, { connectionName: 'framefleet consumer-crash test' });
  } catch (err) {
    openError = err;
  }
});

test.after.each(async () => {
  for (const child of children.splice(0)) await child.kill().catch(() => {});
  for (const c of consumers.splice(0)) await withTimeout(c.close(), 5000, 'consumer close').catch(() => c.abort());
  for (const q of queues.splice(0)) await handle?.deleteQueue(q).catch(() => {});
});

test.after(async () => {
  await handle?.close();
});

function jq(): JobQueue {
  if (handle) return handle;
  throw new Error(`rabbitmq job queue could not be opened: ${openError instanceof Error ? openError.message : String(openError)}`);
}

async function declare(maxDeliveries: number): Promise<string> {
  const name = `test.crash.${ulid().toLowerCase()}`;
  await jq().declare({ name, maxDeliveries });
  queues.push(name);
  return name;
}

function startConsumerProcess(queue: string, maxDeliveries: number): ConsumerProcess {
  const child = new ConsumerProcess(queue, maxDeliveries);
  children.push(child);
  return child;
}

test('SIGKILL of the consumer process holding a job: a consumer elsewhere receives it, deliveryCount 2', async () => {
  const q = await declare(3);
  await jq().publish(q, new TextEncoder().encode('scene 12, frames 1-48'), { messageId: 'scene-12', headers: { traceparent: '00-abc-def-01' } });

  const child = startConsumerProcess(q, 3);
  const received = await child.next<Received>('received', 20_000);
  assert.is(received.messageId, 'scene-12');
  assert.is(received.deliveryCount, 1);
  assert.is((await jq().depth(q)).ready, 0, 'the job is held by the consumer process');

  assert.is(await child.kill(), 'SIGKILL');

  const jobs: Job[] = [];
  consumers.push(await jq().consume(q, (job) => { jobs.push(job); }, { prefetch: 1 }));
  const job = await waitFor(() => jobs[0], 'the job to be redelivered to this process', 10_000);
  assert.is(job.messageId, 'scene-12');
  assert.is(job.deliveryCount, 2);
  assert.is(job.body.toString(), 'scene 12, frames 1-48');
  assert.equal({ ...job.headers }, { traceparent: '00-abc-def-01' });
  await waitFor(async () => (await jq().depth(q)).ready === 0, 'the queue to be empty');
  await sleep(200);
  assert.is(jobs.length, 1, 'acknowledged once, not delivered again');
  assert.equal(await jq().deadLetters(q), []);
});

test('a job whose consumer process is killed on every delivery is dead-lettered after maxDeliveries', async () => {
  const q = await declare(2);
  await jq().publish(q, new TextEncoder().encode('scene 13'), { messageId: 'scene-13' });
  for (const expected of [1, 2]) {
    const child = startConsumerProcess(q, 2);
    const received = await child.next<Received>('received', 20_000);
    assert.is(received.messageId, 'scene-13');
    assert.is(received.deliveryCount, expected);
    await child.kill();
  }
  const [letter] = await waitFor(async () => {
    const letters = await jq().deadLetters(q);
    return letters.length > 0 && letters;
  }, 'the dead letter', 10_000);
  assert.ok(letter);
  assert.is(letter.messageId, 'scene-13');
  assert.is(letter.reason, 'delivery-limit');
  assert.is(letter.deliveryCount, 2);
  assert.is((await jq().depth(q)).ready, 0);
});

test.run();
