/**
 * One contract, run against every job-queue adapter. The RabbitMQ run needs a broker at
 * FRAMEFLEET_AMQP_URL (`framefleet services start`); when there is none its tests fail.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ulid } from 'ulid';
import { loadConfig } from '../../shared/config/index.ts';
import { createJobQueue, deadLetterQueueName, QueueNotFoundError } from '../../shared/queue/index.ts';
import type { Consumer, Job, JobHandler, JobQueue } from '../../shared/queue/index.ts';
import { gate, sleep, waitFor, withTimeout } from './support.ts';
import type { Gate } from './support.ts';

interface Subject {
  name: string;
  open(onError: (err: Error) => void): Promise<JobQueue>;
}

const runId = ulid().toLowerCase();

function contract(subject: Subject) {
  const test = suite(`queue contract (${subject.name})`);
  let handle: JobQueue | undefined;
  let openError: unknown;
  let queueCount = 0;
  const queues: string[] = [];
  const consumers: Consumer[] = [];
  const gates: Gate[] = [];
  const errors: Error[] = [];

  test.before(async () => {
    try {
      handle = await subject.open((err) => errors.push(err));
    } catch (err) {
      openError = err;
    }
  });

  test.after.each(async () => {
    for (const g of gates.splice(0)) g.open();
    for (const c of consumers.splice(0)) {
      await withTimeout(c.close(), 5000, 'consumer close').catch(() => c.abort());
    }
    for (const q of queues.splice(0)) await handle?.deleteQueue(q).catch(() => {});
  });

  test.after(async () => {
    await handle?.close();
  });

  function jq(): JobQueue {
    if (handle) return handle;
    throw new Error(`${subject.name} job queue could not be opened: ${openError instanceof Error ? openError.message : String(openError)}`);
  }

  async function declare(maxDeliveries = 3, retryDelayMs?: number): Promise<string> {
    const name = `test.contract.${subject.name}.${runId}.${++queueCount}`;
    await jq().declare({ name, maxDeliveries, ...(retryDelayMs === undefined ? {} : { retryDelayMs }) });
    queues.push(name);
    return name;
  }

  async function consume(queue: string, handler: JobHandler, prefetch = 1): Promise<Consumer> {
    const consumer = await jq().consume(queue, handler, { prefetch });
    consumers.push(consumer);
    return consumer;
  }

  function held(): Gate {
    const g = gate();
    gates.push(g);
    return g;
  }

  /** A handler that records every job and waits on `hold` before resolving. */
  function recorder(hold?: Gate) {
    const jobs: Job[] = [];
    const handler: JobHandler = async (job) => {
      jobs.push(job);
      if (hold) await hold.promise;
    };
    return { jobs, handler };
  }

  const body = (s: string) => new TextEncoder().encode(s);

  test('publish and consume keep body, messageId and headers; the first delivery counts 1', async () => {
    const q = await declare();
    const bytes = new Uint8Array([0, 1, 2, 127, 128, 255]);
    const headers = { traceparent: '00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01', tracestate: 'ff=1', tenant: 'acme' };
    await jq().publish(q, bytes, { messageId: 'scene-0001', headers });
    await jq().publish(q, body('second'));
    const { jobs, handler } = recorder();
    await consume(q, handler);
    await waitFor(() => jobs.length === 2, 'two deliveries');
    const [first, second] = jobs;
    assert.ok(first && second);
    assert.equal([...first.body], [...bytes]);
    assert.ok(Buffer.isBuffer(first.body));
    assert.is(first.messageId, 'scene-0001');
    assert.equal({ ...first.headers }, headers);
    assert.is(first.deliveryCount, 1);
    assert.is(first.queue, q);
    assert.is(second.body.toString(), 'second');
    assert.match(second.messageId, /^[0-9A-HJKMNP-TV-Z]{26}$/, 'a ULID when no messageId is given');
    assert.equal({ ...second.headers }, {});
  });

  test('publishing to an undeclared queue rejects; reserved or non-string headers are refused', async () => {
    const missing = `test.contract.${subject.name}.${runId}.missing`;
    const err = await jq().publish(missing, body('x')).then(() => undefined, (e: unknown) => e);
    assert.instance(err, QueueNotFoundError);
    const q = await declare();
    const reserved = await jq().publish(q, body('x'), { headers: { 'x-delivery-count': '7' } }).then(() => undefined, (e: unknown) => e);
    assert.instance(reserved, TypeError);
    const nonString = await jq().publish(q, body('x'), { headers: { frame: 7 as unknown as string } }).then(() => undefined, (e: unknown) => e);
    assert.instance(nonString, TypeError);
    assert.is((await jq().depth(q)).ready, 0);
  });

  test('delivers in publish order (FIFO)', async () => {
    const q = await declare();
    const ids = Array.from({ length: 20 }, (_, i) => `m${String(i).padStart(2, '0')}`);
    for (const id of ids) await jq().publish(q, body(id), { messageId: id });
    const { jobs, handler } = recorder();
    await consume(q, handler, 1);
    await waitFor(() => jobs.length === ids.length, 'all deliveries');
    assert.equal(jobs.map((j) => j.messageId), ids);
  });

  test('prefetch bounds the jobs one consumer holds at once', async () => {
    const q = await declare();
    for (let i = 0; i < 6; i++) await jq().publish(q, body(`job ${i}`));
    let running = 0;
    let most = 0;
    let done = 0;
    let consumer: Consumer | undefined;
    let inFlightSeen = 0;
    consumer = await consume(q, async () => {
      running += 1;
      most = Math.max(most, running);
      inFlightSeen = Math.max(inFlightSeen, consumer?.inFlight ?? 0);
      await sleep(120);
      running -= 1;
      done += 1;
    }, 2);
    await waitFor(() => done === 6, 'six jobs done');
    assert.is(most, 2, 'two handlers ran at once, never more');
    assert.ok(inFlightSeen <= 2, `inFlight stayed within prefetch (saw ${inFlightSeen})`);
  });

  test('a handler failure redelivers the job with deliveryCount incremented', async () => {
    const q = await declare(5);
    await jq().publish(q, body('flaky'), { messageId: 'flaky-1' });
    const counts: number[] = [];
    let acked = false;
    await consume(q, async (job) => {
      counts.push(job.deliveryCount);
      assert.is(job.messageId, 'flaky-1');
      if (job.deliveryCount < 3) throw new Error(`attempt ${job.deliveryCount} failed`);
      acked = true;
    });
    await waitFor(() => acked, 'third delivery to succeed');
    await sleep(200);
    assert.equal(counts, [1, 2, 3]);
    assert.equal(await jq().deadLetters(q), []);
    assert.is((await jq().depth(q)).ready, 0);
  });

  test('a job failing maxDeliveries times is handled exactly that often, then dead-lettered with its reason', async () => {
    const q = await declare(3);
    await jq().publish(q, body('frame 1-24'), { messageId: 'doomed-1', headers: { traceparent: '00-1-2-01' } });
    const counts: number[] = [];
    await consume(q, async (job) => {
      counts.push(job.deliveryCount);
      throw new Error(`encoder crashed on delivery ${job.deliveryCount}`);
    });
    const [letter] = await waitFor(async () => {
      const letters = await jq().deadLetters(q);
      return letters.length > 0 && letters;
    }, 'a dead letter');
    await sleep(300);
    assert.equal(counts, [1, 2, 3], 'exactly maxDeliveries handler calls');
    assert.ok(letter);
    assert.is(letter.queue, q);
    assert.is(letter.messageId, 'doomed-1');
    assert.is(letter.body.toString(), 'frame 1-24');
    assert.equal({ ...letter.headers }, { traceparent: '00-1-2-01' });
    assert.is(letter.reason, 'failed');
    assert.is(letter.error, 'encoder crashed on delivery 3');
    assert.is(letter.deliveryCount, 3);
    assert.instance(letter.deadLetteredAt, Date);
    assert.ok(Math.abs(letter.deadLetteredAt.getTime() - Date.now()) < 60_000);
    assert.is((await jq().depth(q)).ready, 0);
    assert.is((await jq().depth(deadLetterQueueName(q))).ready, 1);

    assert.is((await jq().deadLetters(q)).length, 1, 'peeking leaves the dead letter in place');
    const taken = await jq().deadLetters(q, { remove: true });
    assert.equal(taken.map((l) => l.messageId), ['doomed-1']);
    assert.equal(await jq().deadLetters(q), [], 'remove takes it');
    assert.is((await jq().depth(deadLetterQueueName(q))).ready, 0);
  });

  test('a failing job backs off: each retry waits the delay, doubled per failure, then it is dead-lettered', async () => {
    const q = await declare(3, 300);
    await jq().publish(q, body('flaky scene'), { messageId: 'backoff-1' });
    const deliveries: { count: number; at: number }[] = [];
    await consume(q, async (job) => {
      deliveries.push({ count: job.deliveryCount, at: Date.now() });
      throw new Error(`attempt ${job.deliveryCount} failed`);
    });
    await waitFor(async () => (await jq().depth(q)).delayed === 1 && deliveries.length === 1, 'the failed job to wait out its delay');
    assert.is((await jq().depth(q)).ready, 0, 'a delayed job is not ready');
    const [letter] = await waitFor(async () => {
      const letters = await jq().deadLetters(q);
      return letters.length > 0 && letters;
    }, 'a dead letter', 10_000);
    assert.equal(deliveries.map((d) => d.count), [1, 2, 3]);
    const waits = deliveries.slice(1).map((d, i) => d.at - deliveries[i]!.at);
    assert.ok(waits[0]! >= 280, `first retry after ${waits[0]} ms, not before the 300 ms delay`);
    assert.ok(waits[1]! >= 580, `second retry after ${waits[1]} ms, not before the doubled 600 ms delay`);
    assert.ok(letter);
    assert.equal([letter.messageId, letter.reason, letter.error, letter.deliveryCount], ['backoff-1', 'failed', 'attempt 3 failed', 3]);
    assert.equal(await jq().depth(q), { ...(await jq().depth(q)), ready: 0, delayed: 0 });
  });

  test('postpone hands the job back after its delay without counting the delivery', async () => {
    const q = await declare(2, 5000);
    await jq().publish(q, body('scene 11'), { messageId: 'scene-11', headers: { tenant: 'acme' } });
    const seen: { count: number; at: number; tenant: string | undefined }[] = [];
    let refused: unknown;
    await consume(q, async (job) => {
      seen.push({ count: job.deliveryCount, at: Date.now(), tenant: job.headers.tenant });
      // The reporting service is down: not the job's fault, three times over.
      if (seen.length <= 3) {
        job.postpone(150);
        throw new Error('the control plane is unreachable');
      }
      try {
        job.postpone(-1);
      } catch (err) {
        refused = err;
      }
    });
    await waitFor(() => seen.length === 4, 'four deliveries', 10_000);
    await sleep(200);
    assert.equal(seen.map((d) => d.count), [1, 1, 1, 1], 'postponements never use up deliveries');
    assert.ok(seen.slice(1).every((d, i) => d.at - seen[i]!.at >= 130), 'each came back after its own delay, not the retry delay');
    assert.equal(seen.map((d) => d.tenant), ['acme', 'acme', 'acme', 'acme']);
    assert.equal(await jq().deadLetters(q), []);
    const depth = await jq().depth(q);
    assert.equal([depth.ready, depth.delayed], [0, 0]);
    assert.instance(refused, TypeError, 'a negative postponement is refused (and the job was acknowledged)');
  });

  test('a job that failed, then lost its consumer on the last allowed delivery, is dead-lettered without reaching a handler again', async () => {
    const q = await declare(2, 100);
    await jq().publish(q, body('scene 12'), { messageId: 'scene-12' });
    const first = recorder();
    let failed = false;
    const hold = held();
    const consumerA = await consume(q, async (job) => {
      first.jobs.push(job);
      if (job.deliveryCount === 1) {
        failed = true;
        throw new Error('encoder crashed');
      }
      await hold.promise;
    });
    await waitFor(() => failed && first.jobs.length === 2, 'the retry after the failure');
    assert.is(first.jobs[1]!.deliveryCount, 2);
    await consumerA.abort();
    const later = recorder();
    await consume(q, later.handler);
    const [letter] = await waitFor(async () => {
      const letters = await jq().deadLetters(q);
      return letters.length > 0 && letters;
    }, 'a dead letter');
    await sleep(100);
    assert.is(later.jobs.length, 0, 'no third delivery reached a handler');
    assert.ok(letter);
    assert.equal([letter.messageId, letter.reason, letter.deliveryCount, letter.body.toString()], ['scene-12', 'delivery-limit', 2, 'scene 12']);
  });

  test('a consumer killed without acking: another consumer gets the job, deliveryCount 2', async () => {
    const q = await declare(3);
    const a = recorder(held());
    const consumerA = await consume(q, a.handler);
    await jq().publish(q, body('scene 7'), { messageId: 'scene-7' });
    await waitFor(() => a.jobs.length === 1, 'consumer A to receive the job');
    const b = recorder();
    await consume(q, b.handler);
    await sleep(150);
    assert.is(b.jobs.length, 0, 'the job stays with A while A holds it');
    await consumerA.abort();
    const job = await waitFor(() => b.jobs[0], 'consumer B to receive the job');
    assert.is(job.messageId, 'scene-7');
    assert.is(job.deliveryCount, 2);
    assert.is(job.body.toString(), 'scene 7');
    await waitFor(async () => (await jq().depth(q)).ready === 0, 'queue to be empty');
    await sleep(100);
    assert.equal(await jq().deadLetters(q), []);
    assert.is(a.jobs.length, 1);
  });

  test('a consumer killed on the last allowed delivery: the job is dead-lettered with reason delivery-limit', async () => {
    const q = await declare(2);
    await jq().publish(q, body('scene 8'), { messageId: 'scene-8' });
    for (const expected of [1, 2]) {
      const r = recorder(held());
      const consumer = await consume(q, r.handler);
      const job = await waitFor(() => r.jobs[0], `delivery ${expected}`);
      assert.is(job.deliveryCount, expected);
      await consumer.abort();
    }
    const [letter] = await waitFor(async () => {
      const letters = await jq().deadLetters(q);
      return letters.length > 0 && letters;
    }, 'a dead letter');
    assert.ok(letter);
    assert.is(letter.messageId, 'scene-8');
    assert.is(letter.reason, 'delivery-limit');
    assert.is(letter.error, undefined);
    assert.is(letter.deliveryCount, 2);
    assert.is(letter.body.toString(), 'scene 8');
  });

  test('release hands the job back without a failure; the return counts as a delivery', async () => {
    const q = await declare(3);
    await jq().publish(q, body('scene 9'), { messageId: 'scene-9' });
    const counts: number[] = [];
    let acked = false;
    await consume(q, async (job) => {
      counts.push(job.deliveryCount);
      if (job.deliveryCount === 1) job.release();
      else acked = true;
    });
    await waitFor(() => acked, 'the second delivery');
    assert.equal(counts, [1, 2]);
    assert.equal(await jq().deadLetters(q), []);

    const last = await declare(1);
    await jq().publish(last, body('scene 10'), { messageId: 'scene-10' });
    const calls: number[] = [];
    await consume(last, (job) => { calls.push(job.deliveryCount); job.release(); });
    const [letter] = await waitFor(async () => {
      const letters = await jq().deadLetters(last);
      return letters.length > 0 && letters;
    }, 'releasing the only delivery to dead-letter the job');
    assert.equal(calls, [1]);
    assert.ok(letter);
    assert.is(letter.reason, 'delivery-limit');
    assert.is(letter.deliveryCount, 1);
  });

  test('close drains: it waits for running handlers, acks their jobs, and takes no new ones', async () => {
    const q = await declare(3);
    for (let i = 1; i <= 3; i++) await jq().publish(q, body(`scene ${i}`), { messageId: `drain-${i}` });
    const events: string[] = [];
    const started = gate();
    const consumer = await consume(q, async (job) => {
      events.push(`start ${job.messageId}`);
      started.open();
      await sleep(300);
      events.push(`end ${job.messageId}`);
    });
    await withTimeout(started.promise, 5000, 'the first handler');
    const closing = consumer.close().then(() => { events.push('closed'); });
    await sleep(50);
    assert.is(consumer.inFlight, 1);
    await withTimeout(closing, 5000, 'close');
    assert.equal(events, ['start drain-1', 'end drain-1', 'closed']);
    assert.is(consumer.inFlight, 0);
    await waitFor(async () => (await jq().depth(q)).ready === 2, 'two jobs left ready');

    const rest = recorder();
    await consume(q, rest.handler);
    await waitFor(() => rest.jobs.length === 2, 'the remaining jobs');
    assert.equal(rest.jobs.map((j) => [j.messageId, j.deliveryCount]), [['drain-2', 1], ['drain-3', 1]]);
  });

  test('depth counts ready messages (and unacked ones where the adapter can tell)', async () => {
    const q = await declare(3);
    assert.is((await jq().depth(q)).ready, 0);
    for (let i = 0; i < 3; i++) await jq().publish(q, body(`d${i}`));
    await waitFor(async () => (await jq().depth(q)).ready === 3, 'ready 3');
    const hold = held();
    const r = recorder(hold);
    await consume(q, r.handler, 1);
    await waitFor(() => r.jobs.length === 1, 'one delivery');
    const depth = await waitFor(async () => { const d = await jq().depth(q); return d.ready === 2 && d; }, 'ready 2');
    if (depth.unacked !== undefined) assert.is(depth.unacked, 1);
    hold.open();
    await waitFor(() => r.jobs.length === 3, 'all deliveries');
    await waitFor(async () => { const d = await jq().depth(q); return d.ready === 0 && (d.unacked ?? 0) === 0; }, 'empty queue');
    const missing = await jq().depth(`test.contract.${subject.name}.${runId}.missing`).then(() => undefined, (e: unknown) => e);
    assert.instance(missing, QueueNotFoundError);
  });

  test('declaring an existing queue with another maxDeliveries fails; the same spec is accepted again', async () => {
    const q = await declare(3);
    await jq().declare({ name: q, maxDeliveries: 3 });
    const err = await jq().declare({ name: q, maxDeliveries: 4 }).then(() => undefined, (e: unknown) => e);
    assert.instance(err, Error);
    for (const bad of [{ name: `${q}.delay`, maxDeliveries: 3 }, { name: `${q}x`, maxDeliveries: 3, retryDelayMs: -5 }]) {
      assert.instance(await jq().declare(bad).then(() => undefined, (e: unknown) => e), TypeError, JSON.stringify(bad));
    }
  });

  test('deleting a queue drops its delayed jobs too', async () => {
    const q = await declare(3, 60_000);
    await jq().publish(q, body('scene 13'), { messageId: 'scene-13' });
    const consumer = await consume(q, () => { throw new Error('fails, then waits a minute'); });
    await waitFor(async () => (await jq().depth(q)).delayed === 1, 'the job to wait out its delay');
    await consumer.close();
    await jq().deleteQueue(q);
    await jq().declare({ name: q, maxDeliveries: 3, retryDelayMs: 60_000 });
    const depth = await jq().depth(q);
    assert.equal([depth.ready, depth.delayed], [0, 0]);
  });

  test('no connection or acknowledgement errors were reported during the run', () => {
    jq();
    assert.equal(errors.map((e) => e.message), []);
  });

  test.run();
}

contract({
  name: 'inprocess',
  open: () => createJobQueue({ FRAMEFLEET_QUEUE: 'inprocess', FRAMEFLEET_AMQP_URL: '' }),
});

contract({
  name: 'rabbitmq',
  open: (onError) => createJobQueue(
    { FRAMEFLEET_QUEUE: 'rabbitmq', FRAMEFLEET_AMQP_URL: loadConfig().FRAMEFLEET_AMQP_URL },
    { connectionName: 'framefleet queue contract test', onError },
  ),
});
