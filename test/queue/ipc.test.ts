/**
 * The queue lent to a child process over IPC (the embedded mode's worker processes): jobs reach
 * the child and are settled by it; a child that dies mid-job leaves the job to be delivered again.
 */
import { fork, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createInProcessJobQueue, InProcessBroker, type Job } from '../../shared/queue/index.ts';
import { serveQueueOverIpc } from '../../shared/queue/ipc.ts';
import { waitFor, withTimeout } from './support.ts';

const fixture = fileURLToPath(new URL('./fixtures/ipc-worker.ts', import.meta.url));
const loader = fileURLToPath(new URL('../../node_modules/tsx/dist/loader.mjs', import.meta.url));

interface Delivery { messageId: string; deliveryCount: number; command: string; headers: Record<string, string> }

async function startChild(queueName: string, broker: InProcessBroker) {
  const child = fork(fixture, [queueName], { execArgv: ['--import', `file://${loader}`], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  serveQueueOverIpc(child, createInProcessJobQueue(broker));
  const deliveries: Delivery[] = [];
  child.on('message', (m: any) => { if (m?.t === 'fixture-delivery') deliveries.push(m); });
  await withTimeout(new Promise<void>((resolve) => child.on('message', (m: any) => { if (m?.t === 'fixture-ready') resolve(); })), 20_000, 'child ready');
  return { child, deliveries };
}

function exited(child: ChildProcess) {
  return new Promise<void>((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve())));
}

const test = suite('queue: over IPC to a worker process');

test('a child consumes, publishes and settles jobs; failures are redelivered and dead-lettered; a postponement is not counted', async () => {
  const broker = new InProcessBroker();
  const parent = createInProcessJobQueue(broker);
  const { child, deliveries } = await startChild('ipc.jobs', broker);
  await parent.declare({ name: 'ipc.replies', maxDeliveries: 3 });
  await parent.publish('ipc.jobs', Buffer.from('ack'), { messageId: 'm-ack', headers: { traceparent: 'x' } });
  await parent.publish('ipc.jobs', Buffer.from('publish:ipc.replies:hello'), { messageId: 'm-pub' });
  await parent.publish('ipc.jobs', Buffer.from('fail'), { messageId: 'm-fail' });
  await parent.publish('ipc.jobs', Buffer.from('postpone-once'), { messageId: 'm-postpone' });
  await waitFor(() => deliveries.filter((d) => d.messageId === 'm-fail').length === 3, 'three deliveries of the failing job', 20_000);
  await waitFor(() => deliveries.filter((d) => d.messageId === 'm-postpone').length === 2, 'the postponed job again', 5000);
  assert.equal(deliveries.filter((d) => d.messageId === 'm-postpone').map((d) => d.deliveryCount), [1, 1]);
  assert.equal(deliveries.find((d) => d.messageId === 'm-ack')?.headers, { traceparent: 'x' });
  const replies: Job[] = [];
  const consumer = await parent.consume('ipc.replies', (job) => { replies.push(job); }, { prefetch: 1 });
  await waitFor(() => replies.length === 1, 'the reply the child published', 5000);
  assert.is(replies[0]!.body.toString(), 'hello');
  assert.is(replies[0]!.headers.from, 'child');
  await waitFor(async () => (await parent.deadLetters('ipc.jobs')).length === 1, 'dead letter', 5000);
  const [dead] = await parent.deadLetters('ipc.jobs');
  assert.is(dead!.messageId, 'm-fail');
  assert.is(dead!.reason, 'failed');
  assert.is((await parent.depth('ipc.jobs')).ready, 0);
  await consumer.close();
  child.send({ t: 'fixture-close' });
  await withTimeout(exited(child), 10_000, 'child exit');
  await parent.close();
});

test('a worker killed mid-job leaves the job to another worker', async () => {
  const broker = new InProcessBroker();
  const parent = createInProcessJobQueue(broker);
  const first = await startChild('ipc.crash', broker);
  await parent.publish('ipc.crash', Buffer.from('hang'), { messageId: 'm-hang' });
  await waitFor(() => first.deliveries.length === 1, 'first delivery', 10_000);
  first.child.kill('SIGKILL');
  await withTimeout(exited(first.child), 10_000, 'killed child exit');
  const again: Job[] = [];
  const consumer = await parent.consume('ipc.crash', (job) => { again.push(job); }, { prefetch: 1 });
  await waitFor(() => again.length === 1, 'redelivery', 10_000);
  assert.is(again[0]!.messageId, 'm-hang');
  assert.is(again[0]!.deliveryCount, 2);
  await consumer.close();
  await parent.close();
});

test.run();
