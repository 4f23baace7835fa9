/** Builds the control-plane app over a temporary SQLite store with orgs and keys ready to use. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildControlPlaneApp } from '../../control-plane/app.ts';
import { allPermissions, type Permissions } from '../../control-plane/http/access.ts';
import { createServices, type ServiceDeps, type Services } from '../../control-plane/services.ts';
import { type DocumentStore, SqliteStore } from '../../control-plane/store/index.ts';
import { createInProcessJobQueue, InProcessBroker, sceneQueueName } from '../../shared/queue/index.ts';
import { createMetricsRegistry } from '../../shared/telemetry/metrics.ts';
import { startTestFarm, type TestFarm } from '../support/farm.ts';
import type { MattingAddon } from '../../render-node/facts/matting.ts';

export interface Harness {
  app: FastifyInstance;
  /** The base URL links and the OAuth issuer use: the listening address with `listen`. */
  url: string;
  services: Services;
  /** The RenderFarm service and its one render node. */
  farm: TestFarm;
  /** Creates an org (with `credits`) and a key for it; returns the secret and ids. */
  newOrg(name: string, options?: { credits?: number; permissions?: Permissions }): Promise<{ orgId: string; key: string; keyId: string }>;
  newKey(orgId: string, permissions: Permissions, options?: { expiresIn?: number; now?: Date }): Promise<{ key: string; keyId: string }>;
  call(key: string | null, options: InjectOptions): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export async function createHarness(options: Partial<Pick<ServiceDeps, 'mediaMaxBytes' | 'mediaThumbnails' | 'webhooks' | 'transcription' | 'sessions' | 'payments' | 'stock' | 'generation' | 'footageSearch' | 'chat' | 'brandExtraction' | 'fontCatalog' | 'prices' | 'renderCosts'>> & {
  /** The store (closed with the harness); default: a SQLite file in the harness's folder. */
  store?: DocumentStore;
  /** SHA-256 digests of the operator tokens the operator API accepts (default: none, the operator API answers 503). */
  operatorTokenHashes?: string[];
  /** The store, blobs and node data live here and are kept on close (a restart builds a second harness over them). */
  dir?: string;
  renderScenes?: boolean;
  /** The matting addon the node's fact jobs use (default: the native one); fact jobs run with `renderScenes` (they travel on the scene queue). */
  matting?: MattingAddon;
  /** Listen on a loopback port (browsers and HTTP clients reach it), which becomes the public URL. */
  listen?: boolean;
} = {}): Promise<Harness> {
  const { renderScenes = false, matting, listen = false, dir: keptDir, store: givenStore, operatorTokenHashes, ...deps } = options;
  const dir = keptDir ?? mkdtempSync(join(tmpdir(), 'framefleet-api-'));
  const store = givenStore ?? new SqliteStore(join(dir, 'store.sqlite'));
  const broker = new InProcessBroker();
  let url = 'http://127.0.0.1:8080';
  const publicUrl = () => url;
  const services = await createServices({ store, queue: createInProcessJobQueue(broker), queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl,
    webhooks: { allowHosts: ['127.0.0.1'], timeoutMs: 2000 }, ...deps });
  await services.queue.declare({ name: sceneQueueName, maxDeliveries: 3 });
  await services.queue.declare({ name: services.mediaQueueName, maxDeliveries: 3 });
  // Media work (probes, sound extraction) runs on a render node, as in production; this one takes
  // media jobs only (unless `renderScenes`), so renders stay queued for the tests that look at them.
  const farm = await startTestFarm(services, { queue: createInProcessJobQueue(broker), sceneJobs: renderScenes, dataDir: join(dir, 'node'), ...(matting ? { matting } : {}) });
  const app = await buildControlPlaneApp({
    config: { FRAMEFLEET_LOG_LEVEL: 'silent', ...(operatorTokenHashes ? { FRAMEFLEET_OPERATOR_TOKEN_SHA256: operatorTokenHashes } : {}) },
    metrics: createMetricsRegistry('control-plane'),
    readiness: { store: () => store.ping() },
    services,
    publicUrl,
  });
  await app.ready();
  if (listen) url = await app.listen({ host: '127.0.0.1', port: 0 });
  const newKey: Harness['newKey'] = async (orgId, permissions, options = {}) => {
    const org = (await services.accounts.getOrg(orgId))!;
    const { key, record } = await services.apiKeys.create({ orgId, environment: org.environment, name: 'test', permissions, ...options });
    return { key, keyId: record.id };
  };
  return {
    app,
    get url() { return url; },
    services,
    farm,
    newKey,
    async newOrg(name, options = {}) {
      const org = await services.accounts.createOrg({ name, credits: options.credits ?? 0 });
      return { orgId: org.id, ...(await newKey(org.id, options.permissions ?? allPermissions)) };
    },
    call(key, options) {
      return app.inject({ ...options, headers: { ...(key ? { authorization: `Bearer ${key}` } : {}), ...options.headers } });
    },
    async close() {
      await app.close();
      await farm.close();
      await services.queue.close();
      await store.close();
      if (!keptDir) rmSync(dir, { recursive: true, force: true });
    },
  };
}
