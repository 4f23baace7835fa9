/** Per-org request limits on /v1: the 429 is the spec's envelope with Retry-After; other orgs and public routes are not affected. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { buildControlPlaneApp } from '../../control-plane/app.ts';
import { createServices } from '../../control-plane/services.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { createInProcessJobQueue, sceneQueueName } from '../../shared/queue/index.ts';
import { createMetricsRegistry } from '../../shared/telemetry/metrics.ts';

const test = suite('api: rate limits');

test('an org over its per-minute limit gets 429 with Retry-After; another org does not', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-limit-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  const publicUrl = () => 'http://127.0.0.1';
  const services = await createServices({ store, queue: createInProcessJobQueue(), queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl });
  const app = await buildControlPlaneApp({
    config: { FRAMEFLEET_LOG_LEVEL: 'silent', FRAMEFLEET_RATE_LIMIT_PER_MINUTE: 5 }, metrics: createMetricsRegistry('control-plane'),
    readiness: {}, services, publicUrl,
  });
  try {
    const keyOf = async (name: string) => {
      const org = await services.accounts.createOrg({ name });
      return (await services.apiKeys.create({ orgId: org.id, environment: 'live', name, permissions: { projects: ['read'] } })).key;
    };
    const [a, b] = [await keyOf('busy'), await keyOf('calm')];
    const get = (key: string) => app.inject({ method: 'GET', url: '/v1/projects', headers: { authorization: `Bearer ${key}` } });
    const statuses = [];
    for (let i = 0; i < 7; i++) statuses.push((await get(a)).statusCode);
    assert.equal(statuses, [200, 200, 200, 200, 200, 429, 429]);
    const limited = await get(a);
    assert.is(limited.json().error.code, 'rate_limited');
    assert.ok(Number(limited.headers['retry-after']) > 0);
    assert.is(limited.json().error.contract, 'video-composition-api');
    assert.is((await get(b)).statusCode, 200, 'limits are per org');
    assert.is((await app.inject({ method: 'GET', url: '/health' })).statusCode, 200, 'public routes are not limited');
  } finally {
    await app.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
