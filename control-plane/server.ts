/**
 * Starts a control-plane process from configuration: tracing, the store, the queue, the HTTP app
 * (left out where nothing calls the API: an embedded one-shot render drives the services itself),
 * the farm. `close()` stops in reverse order so in-flight requests finish before their dependencies go.
 */
import type { FastifyInstance } from 'fastify';
import type { Registry } from 'prom-client';
import { renderFarmService } from '../proto/index.ts';
import { type IpcEndpoint, serveOverIpc } from '../proto/ipc.ts';
import type { Config } from '../shared/config/index.ts';
import { type JobQueue, createJobQueue, mediaQueueSpec, sceneQueueSpec } from '../shared/queue/index.ts';
import { createMetricsRegistry } from '../shared/telemetry/metrics.ts';
import { createLogger } from '../shared/telemetry/log.ts';
import { startTracing } from '../shared/telemetry/tracing.ts';
import { randomBytes } from 'node:crypto';
import { BlobJanitor, releasedBytes } from './blob-janitor.ts';
import { OpenAiCompatibleChat } from './features/transcripts/chat.ts';
import { GoogleFontsCatalog } from './features/fonts/google-fonts.ts';
import { OpenAiCompatibleTranscriber } from './features/transcripts/provider.ts';
import { FalQueueVideo, OpenAiCompatibleImages } from './features/ai-media/providers.ts';
import { JinaEmbedder } from './features/footage-search/provider.ts';
import { WebhookDelivery, WebhookMetrics } from './features/webhooks/delivery.ts';
import { outboxSources } from './webhook-sources.ts';
import { settleDeadLetters } from './farm/dead-letters.ts';
import { type FarmServiceDeps, farmHandlers } from './farm/farm-service.ts';
import { recoverJobs } from './farm/job-kind.ts';
import { farmJobKinds } from './farm/kinds/index.ts';
import { LeaseSweeper } from './farm/leases.ts';
import { FarmMetrics } from './farm/metrics.ts';
import { NodeRegistry } from './farm/nodes.ts';
import { FarmReports } from './farm/reports.ts';
import { blobStoreSettings } from './blobs/index.ts';
import { planSettingsOf } from './features/renders/render-plan.ts';
import { createServices, paymentSettings, renderCostSettings, type Services } from './services.ts';
import { stockSettings } from './features/stock-media/stock.ts';
import { loadPriceList } from './features/accounts/price-list.ts';
import { type DocumentStore, openStore, waitForStore } from './store/index.ts';

export interface RunningControlPlane {
  /** The HTTP API; null when started without it. */
  app: FastifyInstance | null;
  services: Services;
  /** Token render nodes must present (generated for this process when not configured). */
  nodeToken: string;
  /** The farm's gRPC port; 0 when it does not listen (`farmGrpc: false`). */
  grpcPort: number;
  registry: NodeRegistry;
  /** The Prometheus registry /metrics serves. */
  metrics: Registry;
  store: DocumentStore;
  queue: JobQueue;
  /** Base URL the HTTP API listens on ('' without it). */
  url: string;
  close(): Promise<void>;
}

export interface ControlPlaneOptions {
  /** Serve the HTTP API (default true). */
  http?: boolean;
  /**
   * Put the sound pack into the blob store at start (default true), so the first render or
   * catalog read that needs it finds it there; otherwise that first one does it.
   */
  preloadSoundPack?: boolean;
  /**
   * Whether the farm listens for render nodes at FRAMEFLEET_GRPC_ADDR (default true). An embedded
   * farm's does not: its workers reach it over IPC (`FarmListening.serveOverIpc`), and nothing else
   * could take its in-process queue's jobs.
   */
  farmGrpc?: boolean;
  /**
   * Called as soon as the farm takes calls, before the rest of the start (services, sweepers,
   * webhook delivery, recovery of what was in flight): an embedded farm's workers register
   * meanwhile instead of after it.
   */
  onFarmListening?: (farm: FarmListening) => void;
}

/** Where and how a control plane's farm takes calls: what its nodes need to register. */
export interface FarmListening {
  grpcPort: number;
  nodeToken: string;
  queue: JobQueue;
  /** Serves the RenderFarm service to a process over its IPC channel (an embedded farm's worker) until it disconnects. */
  serveOverIpc(peer: IpcEndpoint): void;
}

export async function startControlPlane(config: Config, options: ControlPlaneOptions = {}): Promise<RunningControlPlane> {
  // A bad plans file stops the start before anything opens (PriceListError names each bad field).
  const prices = loadPriceList(config.FRAMEFLEET_PLANS_FILE);
  const tracing = await startTracing(config, 'framefleet-control-plane');
  const store = await openStore(config);
  await waitForStore(store);
  const queue = await createJobQueue(config, { connectionName: 'framefleet-control-plane' });
  const sceneQueue = sceneQueueSpec(config);
  const mediaQueue = mediaQueueSpec(config);
  await queue.declare(sceneQueue);
  await queue.declare(mediaQueue);
  // The farm listens first: an embedded farm's workers (or a farm's nodes) connect and register
  // while the services are made, their calls waiting for them (startFarmServer's deferred deps).
  const nodeToken = config.FRAMEFLEET_NODE_TOKEN ?? randomBytes(24).toString('base64url');
  // Without the HTTP API nothing serves /metrics: the farm's series are kept, Node's are not collected.
  const metrics = createMetricsRegistry('control-plane', { processMetrics: options.http !== false });
  const registry = new NodeRegistry(store);
  const farmMetrics = new FarmMetrics(metrics, registry, queue, sceneQueue.name);
  let farmReady!: (deps: FarmServiceDeps) => void;
  let farmFailed!: (err: unknown) => void;
  const farmDeps = new Promise<FarmServiceDeps>((resolve, reject) => { farmReady = resolve; farmFailed = reject; });
  // gRPC is loaded only where the farm listens on the network.
  const handlers = farmHandlers(farmDeps);
  const farm = options.farmGrpc === false ? null : await (await import('./farm/grpc-server.ts')).startFarmServer(handlers, config.FRAMEFLEET_GRPC_ADDR);
  options.onFarmListening?.({ grpcPort: farm?.port ?? 0, nodeToken, queue, serveOverIpc: (peer) => serveOverIpc(peer, renderFarmService, handlers) });
  // A start that fails from here closes the farm's server again (its waiting calls fail UNAVAILABLE).
  const failStart = async (err: unknown): Promise<never> => {
    farmFailed(err);
    await farm?.close();
    throw err;
  };
  let url = '';
  const publicUrl = () => config.FRAMEFLEET_PUBLIC_URL ?? url;
  // Services log through the app's logger once it exists.
  let log: (message: string, fields?: Record<string, unknown>) => void = () => {};
  const services = await createServices({
    prices, payments: paymentSettings(config), stock: stockSettings(config), log: (message, fields) => log(message, fields),
    renderCosts: renderCostSettings(config, (message, fields) => log(message, fields)),
    store, queue, queueName: sceneQueue.name, mediaQueueName: mediaQueue.name, blobs: blobStoreSettings(config), publicUrl,
    plan: planSettingsOf(config), mediaMaxBytes: config.FRAMEFLEET_MEDIA_MAX_BYTES, preloadSoundPack: options.preloadSoundPack ?? true, mediaAnalyses: config.FRAMEFLEET_MEDIA_ANALYSES, mediaThumbnails: config.FRAMEFLEET_MEDIA_THUMBNAILS,
    sessions: { idleTtlMs: config.FRAMEFLEET_SESSION_IDLE_TTL_SEC * 1000 },
    webhooks: { allowHosts: config.FRAMEFLEET_WEBHOOK_ALLOW_HOSTS, timeoutMs: config.FRAMEFLEET_WEBHOOK_TIMEOUT_MS },
    transcription: config.FRAMEFLEET_TRANSCRIBE_URL
      ? { transcriber: new OpenAiCompatibleTranscriber({ baseUrl: config.FRAMEFLEET_TRANSCRIBE_URL, apiKey: config.FRAMEFLEET_TRANSCRIBE_API_KEY, model: config.FRAMEFLEET_TRANSCRIBE_MODEL }) }
      : null,
    generation: {
      images: config.FRAMEFLEET_IMAGE_GEN_URL ? new OpenAiCompatibleImages({ baseUrl: config.FRAMEFLEET_IMAGE_GEN_URL, apiKey: config.FRAMEFLEET_IMAGE_GEN_API_KEY, model: config.FRAMEFLEET_IMAGE_GEN_MODEL }) : null,
      video: config.FRAMEFLEET_FAL_KEY ? new FalQueueVideo({ queueUrl: config.FRAMEFLEET_FAL_QUEUE_URL, apiKey: config.FRAMEFLEET_FAL_KEY }) : null,
    },
    footageSearch: config.FRAMEFLEET_EMBEDDINGS_URL
      ? { embedder: new JinaEmbedder({ baseUrl: config.FRAMEFLEET_EMBEDDINGS_URL, apiKey: config.FRAMEFLEET_EMBEDDINGS_API_KEY, model: config.FRAMEFLEET_EMBEDDINGS_MODEL }) }
      : null,
    chat: config.FRAMEFLEET_CHAT_URL
      ? new OpenAiCompatibleChat({
        baseUrl: config.FRAMEFLEET_CHAT_URL, apiKey: config.FRAMEFLEET_CHAT_API_KEY, model: config.FRAMEFLEET_CHAT_MODEL,
        prices: { inputCentsPerMillion: config.FRAMEFLEET_CHAT_INPUT_CENTS_PER_MTOK, outputCentsPerMillion: config.FRAMEFLEET_CHAT_OUTPUT_CENTS_PER_MTOK },
      })
      : null,
    fontCatalog: config.FRAMEFLEET_GOOGLE_FONTS_API_KEY
      ? new GoogleFontsCatalog({ apiKey: config.FRAMEFLEET_GOOGLE_FONTS_API_KEY, ...(config.FRAMEFLEET_GOOGLE_FONTS_API_URL ? { baseUrl: config.FRAMEFLEET_GOOGLE_FONTS_API_URL } : {}) })
      : null,
  }).catch(failStart);
  const logger = createLogger('control-plane', config.FRAMEFLEET_LOG_LEVEL);
  const app = options.http === false ? null : await (await import('./app.ts')).buildControlPlaneApp({
    config,
    logger,
    services,
    publicUrl,
    metrics,
    readiness: {
      store: () => store.ping(),
      queue: async () => { await queue.depth(sceneQueue.name); },
      // Renders that play pack sounds, and the catalog's palettes, need the pack in the blob store.
      soundPack: () => services.sounds.start(),
    },
  }).catch(failStart);
  log = (message, fields) => logger.warn(fields ?? {}, message);
  if (app) url = await app.listen({ host: config.FRAMEFLEET_HTTP_HOST, port: config.FRAMEFLEET_HTTP_PORT }).catch(failStart);

  // The farm side: every job kind, built from the services it serves: what the farm asks about a
  // job (farm/kinds/); lapsed leases are swept every 2 s and their jobs moved.
  const kinds = farmJobKinds({ ...services, metrics: farmMetrics, log: logger });
  const reports = new FarmReports({ registry, kinds, blobs: services.blobs, metrics: farmMetrics, log: logger });
  farmReady({ reports, blobs: services.blobs, nodeToken, metrics: farmMetrics });
  const leases = new LeaseSweeper({ registry, kinds });
  const sweeper = setInterval(() => {
    leases.sweep().then((lost) => {
      for (const { node, moved } of lost) {
        logger.warn({ nodeId: node.id, hostname: node.hostname, lastHeartbeatAt: node.lastHeartbeatAt, moved }, 'render node lost: no heartbeat within its lease; its jobs were put back on the queue');
      }
    }, (err: Error) => logger.error({ err }, 'node sweep failed'));
  }, 2000);
  sweeper.unref();
  // Jobs that used up their deliveries (nodes dying on them, or failing) end their render.
  const deadLetters = setInterval(() => {
    settleDeadLetters(queue, [sceneQueue.name, mediaQueue.name], reports).then((ended) => {
      for (const e of ended) logger.warn(e, 'a job used up its deliveries and was given up');
    }, (err: Error) => logger.error({ err }, 'dead-letter check failed'));
  }, 5000);
  deadLetters.unref();

  // Blobs nothing references any more leave the blob store (see blob-janitor.ts); each run's count
  // and bytes per kind go to /metrics and the log.
  const janitor = new BlobJanitor(services, undefined, metrics);
  const sweeps = setInterval(() => {
    janitor.sweep().then((swept) => {
      const bytes = releasedBytes(swept);
      if (bytes) logger.info({ bytes, released: swept }, 'blob store: released blobs nothing references any more');
    }, (err: Error) => logger.error({ err }, 'blob sweep failed'));
  }, 10 * 60_000);
  sweeps.unref();

  // Compose sessions idle past their time-to-live already read 404; here their scratch is released.
  const sessionSweeps = setInterval(() => {
    services.composeSessions.sweepExpired().then((released) => {
      if (released) logger.info({ released }, 'released compose sessions idle past their time-to-live');
    }, (err: Error) => logger.error({ err }, 'compose session sweep failed'));
  }, Math.min(60_000, Math.max(1000, services.composeSessions.idleTtlMs / 2)));
  sessionSweeps.unref();

  // Pay-per-call payments of delivered work are settled at once; what a failure or a restart left is moved here.
  const { payPerCall } = services;
  const paymentSweeps = payPerCall ? setInterval(() => {
    payPerCall.sweep().then((moved) => {
      if (moved) logger.info({ moved }, 'pay-per-call: settled or voided payments left behind');
    }, (err: Error) => logger.error({ err }, 'pay-per-call sweep failed'));
  }, 30_000) : null;
  paymentSweeps?.unref();

  // Webhooks: events recorded with the changes that caused them are relayed and delivered here.
  const webhookDelivery = new WebhookDelivery(services.webhookDeliveries, services.webhooks, outboxSources(services, publicUrl), new WebhookMetrics(metrics), {
    retryDelays: config.FRAMEFLEET_WEBHOOK_RETRY_DELAYS, timeoutMs: config.FRAMEFLEET_WEBHOOK_TIMEOUT_MS,
    log: (message, fields) => logger.warn(fields ?? {}, message),
  });
  webhookDelivery.start();

  // Pick up what was in flight when the previous control plane stopped (a store this start made,
  // such as a one-shot render's, has none). Generations and footage indexing go before the job
  // kinds: footage indexing may start the still capture of a video's frames, which the still
  // kind's recovery then finds like any other capture.
  if (!store.created) {
    const generating = await services.generations.recover();
    if (generating) logger.info({ generating }, 'resumed media generations that were in flight');
    const footageIndexing = await services.footage.recover();
    if (footageIndexing) logger.info({ footageIndexing }, 'resumed footage indexing that was in flight');
    await recoverJobs(kinds, { republish: queue.adapter === 'inprocess' });
    const extracting = await services.brandExtractions.recover();
    if (extracting) logger.info({ extracting }, 'inspecting again the websites whose brand extraction was in flight');
  }

  let closing: Promise<void> | null = null;
  return {
    app, services, store, queue, url, nodeToken, grpcPort: farm?.port ?? 0, registry, metrics,
    close: () => (closing ??= (async () => {
      clearInterval(sweeper);
      clearInterval(deadLetters);
      clearInterval(sweeps);
      clearInterval(sessionSweeps);
      if (paymentSweeps) clearInterval(paymentSweeps);
      await payPerCall?.idle();
      await services.generations.close();
      await webhookDelivery.stop();
      await farm?.close();
      await app?.close();
      await queue.close();
      await services.blobs.close();
      await store.close();
      await tracing.shutdown();
    })()),
  };
}
