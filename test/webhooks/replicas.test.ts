/**
 * Two control-plane replicas over one store (two connections, as two processes would have) run
 * the relay and the delivery worker at the same moments: every event reaches the endpoint once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createServices, type Services } from '../../control-plane/services.ts';
import { SqliteStore } from '../../control-plane/store/index.ts';
import { WebhookDelivery, WebhookMetrics } from '../../control-plane/features/webhooks/delivery.ts';
import { outboxSources } from '../../control-plane/webhook-sources.ts';
import { createInProcessJobQueue, sceneQueueName } from '../../shared/queue/index.ts';
import { createMetricsRegistry } from '../../shared/telemetry/metrics.ts';
import { echoChallenge, Receiver } from './receiver.ts';

const test = suite('webhooks: several control-plane replicas');

test('concurrent relays and workers deliver each event once', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-replicas-'));
  const receiver = await new Receiver().start();
  const first = new SqliteStore(join(dir, 'store.sqlite'));
  const stores = [first, first.reopen()];
  try {
    const replicas: { services: Services; delivery: WebhookDelivery }[] = [];
    for (const store of stores) {
      const services = await createServices({ store, queue: createInProcessJobQueue(), queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1', webhooks: { allowHosts: ['127.0.0.1'], timeoutMs: 2000 } });
      const delivery = new WebhookDelivery(services.webhookDeliveries, services.webhooks, outboxSources(services, () => 'http://127.0.0.1:8080'), new WebhookMetrics(createMetricsRegistry('control-plane')), { retryDelays: [0.1], timeoutMs: 2000 });
      replicas.push({ services, delivery });
    }
    const [a] = replicas;
    const org = await a!.services.accounts.createOrg({ name: 'replicas' });
    const { webhook } = await a!.services.webhooks.create(org.id, { url: receiver.on('/hook', echoChallenge), events: ['composition.updated'] });
    assert.is(webhook.status, 'active');
    const { project, composition } = await a!.services.projects.create(org.id, { name: 'p' });
    let version = composition.version;
    for (let i = 0; i < 5; i++) {
      const doc = { output: { width: 160, height: 90, fps: 30, durationSec: 1 + i }, tracks: [{ clips: [] }] };
      version = (await a!.services.projects.replaceComposition(org.id, project.id, `"${composition.id}.v${version}"`, doc, { source: 'api', savedBy: null })).version;
    }
    for (let round = 0; round < 6; round++) await Promise.all(replicas.flatMap((r) => [r.delivery.tick(), r.delivery.tick()]));
    const events = receiver.events('/hook');
    assert.is(events.length, 5, `five events, each once (got ${events.length})`);
    assert.is(new Set(events.map((e) => e.headers['webhook-id'])).size, 5);
    assert.equal(events.map((e) => e.json.data.etag).sort(), [2, 3, 4, 5, 6].map((v) => `"${composition.id}.v${v}"`));
  } finally {
    await receiver.close();
    for (const s of stores) await s.close();
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
