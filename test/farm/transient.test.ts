/**
 * What a render node treats as "the control plane is out of reach" (and so retries, or postpones
 * the job for), as against an answer about the call: real gRPC errors, as the control plane maps
 * domain errors and as a call to an address where nothing listens fails.
 */
import * as grpc from '@grpc/grpc-js';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { toGrpcError } from '../../control-plane/farm/farm-service.ts';
import { StoreError } from '../../control-plane/store/index.ts';
import { FarmClient } from '../../render-node/farm-client.ts';
import { grpcFarmTransport } from '../../render-node/farm-grpc.ts';
import { isTransient, retryTransient, retryTransientStream } from '../../render-node/transient.ts';
import { AppError } from '../../shared/errors.ts';
import { AssetUnreadableError, JobFailure } from '../../shared/failures.ts';

const test = suite('render node: transient failures');

async function unreachableError(): Promise<unknown> {
  const farm = new FarmClient(grpcFarmTransport('127.0.0.1:9'), 'node-token-for-tests-0123456789');
  try {
    return await farm.heartbeat({ nodeId: 'n', inFlight: [], encodeFps: 0 }).then(() => new Error('the address answered'), (err: unknown) => err);
  } finally {
    farm.close();
  }
}

test('outages are transient, wrapped or not; answers about the call are not', async () => {
  const down = await unreachableError();
  assert.is((down as grpc.ServiceError).code, grpc.status.UNAVAILABLE);
  assert.ok(isTransient(down), 'nothing listening');
  assert.ok(isTransient(toGrpcError(new StoreError('unavailable', 'MongoDB is not reachable'))), 'the store is down');
  assert.ok(isTransient(toGrpcError(new AppError(409, 'conflict', 'changing too fast'))), 'a concurrent change won');
  assert.ok(isTransient(new AssetUnreadableError('media:med_1', down)), 'a fetch that failed for the outage, typed by the renderer');
  assert.ok(isTransient(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9000'), { code: 'ECONNREFUSED' })), 'a socket refused');
  assert.not.ok(isTransient(toGrpcError(new AppError(404, 'not_found', 'render rnd_x not found'))));
  assert.not.ok(isTransient(toGrpcError(new TypeError('a bug'))), 'INTERNAL is a bug, not an outage');
  assert.not.ok(isTransient(new AssetUnreadableError('media:med_1', new Error('not a decodable image'))));
  assert.not.ok(isTransient(new JobFailure('render_failed', 'encoder crashed')));
});

test('retries back off until the call gets through; other failures and aborts end it at once', async () => {
  const outage = toGrpcError(new StoreError('unavailable', 'MongoDB is not reachable'));
  const at: number[] = [];
  const value = await retryTransient('reporting', async () => {
    at.push(Date.now());
    if (at.length < 4) throw outage;
    return 'recorded';
  }, { firstDelayMs: 40, maxDelayMs: 100 });
  assert.is(value, 'recorded');
  const waits = at.slice(1).map((t, i) => t - at[i]!);
  assert.ok(waits[0]! >= 30 && waits[1]! >= 60 && waits[2]! >= 75, `backoff grows (with jitter) to its cap: ${waits.join(', ')} ms`);

  let calls = 0;
  const refused = toGrpcError(new AppError(400, 'upload_malformed', 'empty upload'));
  const err = await retryTransient('reporting', async () => { calls++; throw refused; }, { firstDelayMs: 10 }).catch((e: unknown) => e);
  assert.equal([err, calls], [refused, 1], 'an answer is not retried');

  const controller = new AbortController();
  calls = 0;
  setTimeout(() => controller.abort(), 100);
  const started = Date.now();
  const aborted = await retryTransient('reporting', async () => { calls++; throw outage; }, { firstDelayMs: 5000, signal: controller.signal }).catch((e: unknown) => e);
  assert.is(aborted, outage);
  assert.ok(Date.now() - started < 1000, 'an abort ends the wait');
  assert.is(calls, 1);

  calls = 0;
  const gaveUp = await retryTransient('reporting', async () => { calls++; throw outage; }, { firstDelayMs: 20, maxDelayMs: 20, giveUpAfterMs: 150 }).catch((e: unknown) => e);
  assert.is(gaveUp, outage);
  assert.ok(calls >= 3 && calls <= 9, `gave up after about 150 ms (${calls} calls)`);
});

test('a stream cut by an outage is opened again and read on; another failure ends it', async () => {
  const outage = toGrpcError(new StoreError('unavailable', 'MongoDB is not reachable'));
  let opened = 0;
  const items: number[] = [];
  for await (const n of retryTransientStream('watching', async function* () {
    opened++;
    yield 1;
    if (opened < 3) throw outage;
    yield 2;
  }, { firstDelayMs: 5 })) items.push(n);
  assert.equal([opened, items], [3, [1, 1, 1, 2]], 'each opening reads from the start: the reader sees items again');
  const refused = toGrpcError(new AppError(404, 'not_found', 'render rnd_x is not being rendered'));
  opened = 0;
  const err = await (async () => { for await (const _ of retryTransientStream('watching', async function* () { opened++; yield 1; throw refused; }, { firstDelayMs: 5 })) { /* read on */ } })().catch((e: unknown) => e);
  assert.equal([err, opened], [refused, 1]);
});

test.run();
