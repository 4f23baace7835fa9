import { createServer } from 'node:http';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildControlPlaneApp } from '../../control-plane/app.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { createServices } from '../../control-plane/services.ts';
import { createInProcessJobQueue, sceneQueueName } from '../../shared/queue/index.ts';
import { createMetricsRegistry } from '../../shared/telemetry/metrics.ts';
import { extractTraceContext, injectTraceContext, inSpan, startTracing, tracer } from '../../shared/telemetry/tracing.ts';
import { context } from '@opentelemetry/api';

/** Base URL the apps below report (links are not followed here). */
const publicUrl = () => 'http://127.0.0.1';

const health = suite('control plane: health, readiness, metrics, errors');

health('liveness, readiness over a real store and queue, and /metrics with default metrics', async () => {
  const store = new SqliteStore(':memory:');
  const queue = createInProcessJobQueue();
  await queue.declare({ name: sceneQueueName, maxDeliveries: 3 });
  const app = await buildControlPlaneApp({
    config: { FRAMEFLEET_LOG_LEVEL: 'silent' },
    metrics: createMetricsRegistry('control-plane'),
    readiness: { store: () => store.ping(), queue: async () => { await queue.depth(sceneQueueName); } },
    services: await createServices({ store, queue, queueName: sceneQueueName, blobs: { adapter: 'local', dir: mkdtempSync(join(tmpdir(), 'ff-blobs-')) }, publicUrl }),
    publicUrl,
  });
  try {
    const live = await app.inject({ method: 'GET', url: '/health' });
    assert.is(live.statusCode, 200);
    assert.equal(live.json(), { status: 'ok', contract: 'video-composition-api', contractVersion: '1.0.0' });
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    assert.is(ready.statusCode, 200);
    assert.is(ready.json().checks.store.ok, true);
    assert.is(ready.json().checks.queue.ok, true);
    const metrics = await app.inject({ method: 'GET', url: '/metrics' });
    assert.is(metrics.statusCode, 200);
    assert.match(metrics.headers['content-type'] as string, /text\/plain/);
    assert.match(metrics.body, /process_cpu_user_seconds_total\{role="control-plane"\}/);
    assert.match(metrics.body, /nodejs_eventloop_lag_seconds/);
    const missing = await app.inject({ method: 'GET', url: '/v1/nothing-here' });
    assert.is(missing.statusCode, 404);
    assert.equal(missing.json().error.code, 'not_found');
    assert.equal(missing.json().error.contract, 'video-composition-api');
  } finally {
    await app.close();
    await queue.close();
    await store.close();
  }
});

health('readiness answers 503 in the error envelope naming the dependency that fails', async () => {
  const store = new MongoStore('mongodb://127.0.0.1:9/framefleet', { unavailableAfterMs: 300 });
  const app = await buildControlPlaneApp({
    config: { FRAMEFLEET_LOG_LEVEL: 'silent' },
    metrics: createMetricsRegistry('control-plane'),
    readiness: { store: () => store.ping(), queue: async () => {}, slow: () => new Promise((r) => setTimeout(r, 120_000).unref()) },
    services: await createServices({ store: new SqliteStore(':memory:'), queue: createInProcessJobQueue(), queueName: sceneQueueName, blobs: { adapter: 'local', dir: mkdtempSync(join(tmpdir(), 'ff-blobs-')) }, publicUrl }),
    publicUrl,
  });
  try {
    const started = Date.now();
    const ready = await app.inject({ method: 'GET', url: '/health/ready' });
    // The check would hang for two minutes: an answer well before that is its 2 s deadline at work, however loaded the machine.
    assert.ok(Date.now() - started < 60_000, 'a hanging check is cut off by its deadline');
    assert.is(ready.statusCode, 503);
    const body = ready.json();
    assert.is(body.error.code, 'not_ready');
    assert.match(body.error.message, /store/);
    assert.match(body.error.message, /slow/);
    assert.is(body.error.details.checks.store.ok, false);
    assert.match(body.error.details.checks.store.error, /not reachable/);
    assert.is(body.error.details.checks.queue.ok, true);
  } finally {
    await app.close();
    await store.close();
  }
});

health.run();

const tracing = suite('telemetry: tracing');

tracing('with an OTLP endpoint, spans reach the collector and trace context round-trips through a carrier', async () => {
  const received: { path: string; bytes: number }[] = [];
  const collector = createServer((req, res) => {
    let bytes = 0;
    req.on('data', (c: Buffer) => { bytes += c.length; });
    req.on('end', () => { received.push({ path: req.url ?? '', bytes }); res.writeHead(200, { 'content-type': 'application/json' }).end('{}'); });
  });
  await new Promise<void>((r) => collector.listen(0, '127.0.0.1', r));
  const port = (collector.address() as { port: number }).port;
  const t = await startTracing({ OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`, OTEL_SERVICE_NAME: 'framefleet-test' }, 'framefleet-test');
  try {
    assert.is(t.enabled, true);
    let carrier: Record<string, string> = {};
    let parentTraceId = '';
    await inSpan('render.publish', { 'framefleet.render_id': 'rnd_1' }, async (span) => {
      parentTraceId = span.spanContext().traceId;
      carrier = injectTraceContext();
    });
    assert.match(carrier.traceparent ?? '', new RegExp(`^00-${parentTraceId}-[0-9a-f]{16}-01$`));
    // The consumer side continues the same trace.
    const childTraceId = await context.with(extractTraceContext(carrier), async () => {
      const span = tracer.startSpan('scene.render');
      const id = span.spanContext().traceId;
      span.end();
      return id;
    });
    assert.is(childTraceId, parentTraceId);
    const failure = await inSpan('failing', {}, async () => { throw new Error('boom'); }).then(() => null, (err: Error) => err);
    assert.is(failure?.message, 'boom', 'inSpan rethrows what the work threw');
  } finally {
    await t.shutdown();
    await new Promise<void>((r) => collector.close(() => r()));
  }
  assert.ok(received.some((r) => r.path === '/v1/traces' && r.bytes > 0), `collector saw ${JSON.stringify(received)}`);
});

tracing('without an endpoint tracing is off', async () => {
  const t = await startTracing({}, 'x');
  assert.is(t.enabled, false);
  await t.shutdown();
});

tracing.run();
