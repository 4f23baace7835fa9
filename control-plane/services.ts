/** The control plane's domain services over one store: what the routes and workers call. */
import type { Config } from '../shared/config/index.ts';
import type { ComponentManifest } from '../catalog/sandbox/index.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { AppError } from '../shared/errors.ts';
import { type JobQueue, mediaQueueName } from '../shared/queue/index.ts';
import { type BlobStoreSettings, createBlobStore } from './blobs/index.ts';
import { deploymentSecret } from './store/deployment-secrets.ts';
import type { Transcriber } from './features/transcripts/provider.ts';
import type { MultimodalEmbedder } from './features/footage-search/provider.ts';
import { FootageIndex } from './features/footage-search/footage-index.ts';
import type { ChatModel } from './features/transcripts/chat.ts';
import { TranscriptAnalysis } from './features/transcripts/transcript-analysis.ts';
import { TranscriptModel } from './features/transcripts/transcript-model.ts';
import { ClipSuggestions } from './features/transcripts/clips.ts';
import { Transcriptions } from './features/transcripts/transcriptions.ts';
import { Generations } from './features/ai-media/generations.ts';
import type { MediaGenerationProvider } from './features/ai-media/providers.ts';
import { Deliveries } from './features/webhooks/delivery.ts';
import { EgressGuard } from './http/egress.ts';
import { type BrandExtractionOptions, BrandExtractions } from './features/brand/extractions.ts';
import type { FontCatalog } from './features/fonts/google-fonts.ts';
import { FontSearch } from './features/fonts/font-search.ts';
import { Webhooks } from './features/webhooks/webhooks.ts';
import { Accounts } from './features/accounts/accounts.ts';
import type { PriceList } from './features/accounts/plans.ts';
import { Operator } from './features/operator/operator.ts';
import { Checkouts } from './features/billing/checkouts.ts';
import { PayPerCall } from './features/pay-per-call/pay-per-call.ts';
import type { StripeSettings } from './features/billing/stripe.ts';
import type { X402Settings } from './features/pay-per-call/x402-facilitator.ts';
import { ApiKeys } from './features/api-keys/api-keys.ts';
import { ConsoleSessions } from './features/console/sessions.ts';
import { assertValidComposition, emptyComposition } from './features/projects/composition-check.ts';
import { BrandExemplars } from './features/brand/brand-exemplars.ts';
import { BrandKits } from './features/brand/brand-kits.ts';
import { ComponentVersions } from './features/component-versions/component-versions.ts';
import { OrgComponents } from './features/org-components/org-components.ts';
import { ComposeSessions } from './features/compose-sessions/compose-sessions.ts';
import { JobWaits } from './job-records/job-waits.ts';
import { AuthorizationServer } from './features/oauth/authorization-server.ts';
import { Jobs } from './job-records/jobs.ts';
import { MediaLibrary } from './features/media/media.ts';
import { Projects } from './features/projects/projects.ts';
import { CheckpointHistory } from './features/projects/checkpoint-history.ts';
import { Checkpoints } from './features/checkpoints/checkpoints.ts';
import { type RenderCostSettings, Renders } from './features/renders/renders.ts';
import { otlpTraceExporter } from './features/renders/trace-export.ts';
import { farmPublisher } from './farm/kinds/index.ts';
import { defaultPlanSettings, type PlanSettings } from './features/renders/render-plan.ts';
import { RenderSubmissions } from './features/renders/render-submissions.ts';
import { SampleMedia } from './features/templates/samples.ts';
import { SoundPack } from './features/media/sound-pack.ts';
import { StillCaptures } from './features/stills/stills.ts';
import { ComponentPreviews } from './features/component-previews/component-previews.ts';
import { MediaFacts } from './features/facts/facts.ts';
import { StorageMeter } from './features/accounts/storage.ts';
import { SubjectMattes } from './features/media/subject-mattes.ts';
import { Templates } from './features/templates/templates.ts';
import { Briefs } from './features/briefs/briefs.ts';
import { Critics } from './features/critics/critics.ts';
import { Verifications } from './features/verify/verify.ts';
import { MulticamGroups } from './features/selector/groups.ts';
import { Selector } from './features/selector/selector.ts';
import { orgCriticJudges } from './features/verify/org-critics.ts';
import { evidenceLinkLifetimeMs } from './features/verify/views.ts';
import { Consult } from './features/consult/consult.ts';
import { type StockSettings, StockResources } from './features/stock-media/stock.ts';
import type { DocumentStore } from './store/index.ts';

export interface ServiceDeps {
  store: DocumentStore;
  queue: JobQueue;
  /** The queue of scene and assemble jobs. */
  queueName: string;
  /** The queue of media jobs (default: beside the scene queue, see mediaQueueName). */
  mediaQueueName?: string;
  /** How long an upload waits for its probe before answering `processing`. */
  probeWaitMs?: number;
  /** Where blobs live: a directory (a shared volume when several replicas run) or an S3-compatible bucket. */
  blobs: BlobStoreSettings;
  /** Base URL API clients reach this deployment at; local-disk download links point there. */
  publicUrl: () => string;
  plan?: PlanSettings;
  /** Largest media upload accepted, in bytes. */
  mediaMaxBytes?: number;
  /** Whether ready video and sound are measured for clip suggestions and the catalog (default true). */
  mediaAnalyses?: boolean;
  /** Whether probes make thumbnails of stills and videos (default true). */
  mediaThumbnails?: boolean;
  /** Hosts webhooks may reach over http or at private addresses, and how long an endpoint may take. */
  webhooks?: { allowHosts: string[]; timeoutMs: number };
  /** The speech-to-text provider (transcription answers 503 without one), and the pause before a retry. */
  transcription?: { transcriber: Transcriber; retryDelayMs?: number } | null;
  /** Media generation providers (each generator answers 503 without its provider), and how often a queued one is polled. */
  generation?: { images: MediaGenerationProvider | null; video: MediaGenerationProvider | null; pollIntervalMs?: number } | null;
  /** The image-text embeddings provider (footage search answers 503 without one), and the pause before a retry. */
  footageSearch?: { embedder: MultimodalEmbedder; retryDelayMs?: number } | null;
  /** The language model transcript analysis and clip suggestions ask (they answer 503 without one). */
  chat?: ChatModel | null;
  /** How long a compose session stays open without a read or write. */
  sessions?: { idleTtlMs: number };
  /** Where the sound pack's files are made and read (default: shared/sounds/generated). */
  soundPackDir?: string;
  /** Put the sound pack into the blob store now, in the background (default true); else when first needed. */
  preloadSoundPack?: boolean;
  /** Payments: pay-per-call (x402) and checkout (Stripe); each is off without its settings. */
  payments?: { x402?: X402Settings | null; stripe?: StripeSettings | null };
  /** Stock search and import: the providers configured (searches needing a missing one answer 503) and the per-org query budget. */
  stock?: StockSettings | null;
  /** Brand extraction from websites: its budget, how long a URL's result is reused, extra trusted CAs (tests). */
  brandExtraction?: Pick<BrandExtractionOptions, 'budgetMs' | 'reuseMs' | 'ca'>;
  /** The web-font catalog font search reads (it answers 503 without one). */
  fontCatalog?: FontCatalog | null;
  /** The plans and prices every quote is made from (the plans file); default: the shipped one. */
  prices?: PriceList;
  /** Where services report what they could not do (a settlement postponed, a checkout refused). */
  log?: (message: string, fields?: Record<string, unknown>) => void;
  /** What renders' cost reports price the infrastructure at, and where their traces are exported. */
  renderCosts?: RenderCostSettings;
}

/** The render cost settings from configuration: the operator's prices, and the OTLP collector traces go to. */
export function renderCostSettings(config: Pick<Config, 'FRAMEFLEET_COST_CPU_HOUR_USD' | 'FRAMEFLEET_COST_GPU_HOUR_USD' | 'FRAMEFLEET_COST_GB_MOVED_USD' | 'OTEL_EXPORTER_OTLP_ENDPOINT'>, log?: ServiceDeps['log']): RenderCostSettings {
  return {
    prices: { cpuHourUsd: config.FRAMEFLEET_COST_CPU_HOUR_USD, gpuHourUsd: config.FRAMEFLEET_COST_GPU_HOUR_USD, gbMovedUsd: config.FRAMEFLEET_COST_GB_MOVED_USD },
    exportTrace: config.OTEL_EXPORTER_OTLP_ENDPOINT ? otlpTraceExporter(config.OTEL_EXPORTER_OTLP_ENDPOINT, log) : null,
  };
}

/** The services' settings of payments, from configuration. */
export function paymentSettings(config: Pick<Config, 'FRAMEFLEET_X402_FACILITATOR_URL' | 'FRAMEFLEET_X402_PAY_TO' | 'FRAMEFLEET_X402_NETWORK' | 'FRAMEFLEET_X402_MAX_TIMEOUT_SECONDS'
  | 'FRAMEFLEET_STRIPE_SECRET_KEY' | 'FRAMEFLEET_STRIPE_WEBHOOK_SECRET' | 'FRAMEFLEET_STRIPE_API_URL'>): NonNullable<ServiceDeps['payments']> {
  return {
    x402: config.FRAMEFLEET_X402_FACILITATOR_URL && config.FRAMEFLEET_X402_PAY_TO
      ? { facilitatorUrl: config.FRAMEFLEET_X402_FACILITATOR_URL, payTo: config.FRAMEFLEET_X402_PAY_TO, network: config.FRAMEFLEET_X402_NETWORK as `${string}:${string}`, maxTimeoutSeconds: config.FRAMEFLEET_X402_MAX_TIMEOUT_SECONDS }
      : null,
    stripe: config.FRAMEFLEET_STRIPE_SECRET_KEY && config.FRAMEFLEET_STRIPE_WEBHOOK_SECRET
      ? { secretKey: config.FRAMEFLEET_STRIPE_SECRET_KEY, webhookSecret: config.FRAMEFLEET_STRIPE_WEBHOOK_SECRET, ...(config.FRAMEFLEET_STRIPE_API_URL ? { apiUrl: config.FRAMEFLEET_STRIPE_API_URL } : {}) }
      : null,
  };
}

export async function createServices(deps: ServiceDeps) {
  const { store, queue } = deps;
  const accounts = new Accounts(store, deps.prices);
  // The payment adapters load heavy libraries (viem, stripe): only when they are configured.
  const x402 = deps.payments?.x402;
  const payPerCall = x402 ? new PayPerCall(store, accounts, new (await import('./features/pay-per-call/x402-facilitator.ts')).X402Gateway(x402), deps.log) : null;
  const stripe = deps.payments?.stripe;
  const checkouts = new Checkouts(accounts, stripe ? new (await import('./features/billing/stripe.ts')).StripeCheckout(stripe) : null, deps.log);
  // Waiting reads of jobs and renders: one this replica ends wakes them at once (others are polled).
  const jobWaits = new JobWaits();
  const renders = new Renders(store, accounts, (orgId, renderId) => jobWaits.notify(orgId, renderId), deps.renderCosts);
  const blobs = await createBlobStore(deps.blobs, { store, publicUrl: deps.publicUrl });
  // Outbound requests to URLs callers give (webhook endpoints, media imports) pass one guard.
  const egress = new EgressGuard(deps.webhooks?.allowHosts ?? []);
  const mediaQueue = deps.mediaQueueName ?? mediaQueueName(deps.queueName);
  // What the services publish farm jobs through: each job kind's publisher (farm/kinds/).
  const dispatcher = farmPublisher({ queue, queueNames: { scene: deps.queueName, media: mediaQueue }, blobs, renders, thumbnails: deps.mediaThumbnails ?? true });
  // Media bytes count toward each org's storage; an org from before metering has its media summed once.
  const storage = new StorageMeter(accounts, (orgId) => media.storedBytes(orgId));
  const media = new MediaLibrary(store, blobs, deps.mediaMaxBytes ?? 4 * 2 ** 30, egress, dispatcher, storage, { probeWaitMs: deps.probeWaitMs, analyses: deps.mediaAnalyses ?? true });
  const jobs = new Jobs(store, (orgId, jobId) => jobWaits.notify(orgId, jobId));
  const brandExemplars = new BrandExemplars(store, blobs, storage);
  const brandKits = new BrandKits(store, accounts, media, brandExemplars);
  const facts = new MediaFacts(store, { accounts, jobs, media, publisher: dispatcher, blobs });
  // Clips behind a subject draw over the ready matte facts of their video's media.
  const mattes = new SubjectMattes({ lookup: facts, media, blobs });
  // The sound pack's files go into the blob store in the background; renders and the catalog wait for it.
  const sounds = new SoundPack(blobs, deps.soundPackDir);
  if (deps.preloadSoundPack !== false) sounds.start().catch(() => { /* reported as sound_pack_unavailable by whatever needs the pack */ });
  // The org's own components, and its view of the catalog that every check, pin and render reads.
  const components = new ComponentVersions(store, blobs);
  // A saved composition has every component placement pinned, must be drawable (schema, the org's
  // components, fonts), name only the org's media, and have the mattes its clips behind a subject
  // need. `extra` puts a component version not stored yet in view (an update checking a repin).
  const prepareComposition = async (orgId: string, document: unknown, extra?: ComponentManifest) => {
    const { document: pinned, lookup } = await components.prepare(orgId, document, extra);
    assertValidComposition(pinned, lookup);
    await media.assertReferences(orgId, pinned as Composition, lookup);
    await mattes.assertReady(orgId, pinned as Composition);
    return pinned as Record<string, unknown>;
  };
  const validateComposition = (orgId: string, document: unknown) => prepareComposition(orgId, document);
  // Each save's checkpoint is kept as long as the org's plan says.
  const checkpointRetention = async (orgId: string) => {
    const org = await accounts.getOrg(orgId);
    if (!org) throw new AppError(404, 'not_found', `org ${orgId} not found`);
    return accounts.prices.planOf(org).checkpoints;
  };
  const projects = new Projects(store, validateComposition, emptyComposition, new CheckpointHistory(store, checkpointRetention));
  const composeSessions = new ComposeSessions(store, projects, validateComposition, { idleTtlMs: deps.sessions?.idleTtlMs });
  const submissions = new RenderSubmissions({ renders, blobs, media, brandKits, mattes, sounds, components, publisher: dispatcher }, deps.plan ?? defaultPlanSettings);
  // The footage index samples frames through still captures and hears back when they are in.
  let footage: FootageIndex | null = null;
  const frameSamples = {
    framesCaptured: (...args: Parameters<FootageIndex['framesCaptured']>) => footage!.framesCaptured(...args),
    framesFailed: (...args: Parameters<FootageIndex['framesFailed']>) => footage!.framesFailed(...args),
  };
  const stills = new StillCaptures(store, { accounts, jobs, projects, scratch: composeSessions, posters: renders, frameSamples, blobs, media, brandKits, mattes, sounds, components, publisher: dispatcher });
  footage = new FootageIndex(store, { media, stills, blobs, embedder: deps.footageSearch?.embedder ?? null }, { retryDelayMs: deps.footageSearch?.retryDelayMs, log: deps.log });
  media.onReady((item) => footage!.mediaReady(item));
  const templates = new Templates(store, { media, samples: new SampleMedia(media), brandKits, projects, renders, submissions, stills, components });
  // Component previews check their one-clip composition as a saved composition is checked.
  const componentPreviews = new ComponentPreviews(store, {
    accounts, jobs, projects, blobs, media, brandKits, mattes, sounds, components, publisher: dispatcher, validate: validateComposition,
    catalog: { find: (orgId, id, version) => components.resolve(orgId, id, version).then(
      (r) => (r.origin === 'builtin' ? r.component : r.version.manifest),
      (err) => { if (err instanceof AppError && err.status === 404) return null; throw err; }) },
  });
  const generations = new Generations({ accounts, media, storage, blobs, publisher: dispatcher, providers: { images: deps.generation?.images ?? null, video: deps.generation?.video ?? null } },
    { pollIntervalMs: deps.generation?.pollIntervalMs, log: deps.log });
  // Transcript analysis and clip suggestions ask one language model, metered by its token spend.
  const transcriptModel = new TranscriptModel({ media, accounts, chat: deps.chat ?? null });
  const apiKeys = new ApiKeys(store);
  const briefs = new Briefs(store, { projects, media, brandKits });
  const multicamGroups = new MulticamGroups(store, { projects, media });
  // An org's own critics (rules, evaluators) beside the built-in ones; verifications score with both.
  const critics = new Critics(store, await deploymentSecret(store, 'critic-secret-sealing'), { guard: egress, media });
  const verifications = new Verifications(store, {
    accounts, jobs, briefs, brandKits, media, blobs, mattes, sounds, components, targets: stills, judges: orgCriticJudges(critics), publisher: dispatcher,
    stillUrl: (blobKey) => blobs.downloadUrl(blobKey, { name: 'evidence.jpg', expiresAtMs: Date.now() + evidenceLinkLifetimeMs }),
    ...(deps.log ? { log: deps.log } : {}),
  });
  return {
    // The operator's controls over every org (the operator API).
    operator: new Operator(store, { accounts, apiKeys, renders }),
    store,
    queue,
    blobs,
    accounts,
    storage,
    payPerCall,
    checkouts,
    renders,
    apiKeys,
    // The web console's sign-in sessions, each bound to the key it was opened with.
    consoleSessions: new ConsoleSessions(store, apiKeys),
    // OAuth for agents: the authorization server under /api/auth/mcp and its access tokens.
    oauth: new AuthorizationServer({ store, accounts, publicUrl: deps.publicUrl }),
    jobs,
    transcriptions: new Transcriptions({ media, jobs, blobs, publisher: dispatcher, transcriber: deps.transcription?.transcriber ?? null }, { retryDelayMs: deps.transcription?.retryDelayMs }),
    media,
    generations,
    transcriptAnalysis: new TranscriptAnalysis(transcriptModel),
    clips: new ClipSuggestions({ model: transcriptModel, media, projects }),
    sounds,
    brandKits,
    brandExemplars,
    projects,
    // What each project's video is for (consult proposes from it; critics check against it).
    briefs,
    // Proposals from the catalog for a brief (free); its questions ask the transcript model.
    consult: new Consult({ briefs, brandKits, templates, validate: validateComposition, model: transcriptModel }),
    // The built-in critics and each org's own (rules, evaluators); verifications run them.
    critics,
    verifications,
    // Multicam groups on projects, and the selector that reads their angles' signals (facts).
    multicamGroups,
    selector: new Selector({ groups: multicamGroups, signals: facts, projects, media, sessions: composeSessions }),
    composeSessions,
    checkpoints: new Checkpoints(projects),
    jobWaits,
    webhookDeliveries: new Deliveries(store),
    webhooks: new Webhooks(store, await deploymentSecret(store, 'webhook-secret-sealing'), egress, deps.webhooks?.timeoutMs ?? 10_000),
    queueName: deps.queueName,
    mediaQueueName: mediaQueue,
    dispatcher,
    submissions,
    stills,
    footage,
    componentPreviews,
    brandExtractions: new BrandExtractions(store, { jobs, egress }, { ...deps.brandExtraction, log: deps.log }),
    fontSearch: new FontSearch(deps.fontCatalog ?? null, { log: deps.log }),
    facts,
    templates,
    components,
    stock: new StockResources(store, { accounts, media, settings: deps.stock ?? null }),
    orgComponents: new OrgComponents(components, { projects, sessions: composeSessions, templates, checkComposition: prepareComposition }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
