/** The control plane's domain services over one store: what the routes and workers call. */
import type { Composition } from '../shared/composition/schema.ts';
import { type JobQueue, mediaQueueName } from '../shared/queue/index.ts';
import { type BlobStoreSettings, createBlobStore } from './blobs/index.ts';
import { deploymentSecret } from './deployment-secrets.ts';
import type { Transcriber } from './transcription/provider.ts';
import { Transcriptions } from './transcription/transcriptions.ts';
import { Deliveries } from './webhooks/delivery.ts';
import { EgressGuard } from './egress.ts';
import { Webhooks } from './webhooks/webhooks.ts';
import { Accounts } from './domain/accounts.ts';
import { ApiKeys } from './domain/api-keys.ts';
import { assertValidComposition, emptyComposition } from './domain/composition-check.ts';
import { BrandKits } from './domain/brand-kits.ts';
import { ComposeSessions } from './domain/compose-sessions.ts';
import { JobWaits } from './domain/job-waits.ts';
import { AuthorizationServer } from './oauth/authorization-server.ts';
import { Jobs } from './domain/jobs.ts';
import { MediaLibrary } from './domain/media.ts';
import { Projects } from './domain/projects.ts';
import { Renders } from './domain/renders.ts';
import { RenderDispatcher } from './farm/dispatcher.ts';
import { defaultPlanSettings, type PlanSettings } from './domain/render-plan.ts';
import { RenderSubmissions } from './domain/render-submissions.ts';
import { SampleMedia } from './domain/samples.ts';
import { SoundPack } from './domain/sound-pack.ts';
import { StillCaptures } from './domain/stills.ts';
import { ComponentPreviews } from './domain/component-previews.ts';
import { MediaFacts } from './domain/facts.ts';
import { SubjectMattes } from './domain/subject-mattes.ts';
import { Templates } from './domain/templates.ts';
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
  /** Hosts webhooks may reach over http or at private addresses, and how long an endpoint may take. */
  webhooks?: { allowHosts: string[]; timeoutMs: number };
  /** The speech-to-text provider (transcription answers 503 without one), and the pause before a retry. */
  transcription?: { transcriber: Transcriber; retryDelayMs?: number } | null;
  /** How long a compose session stays open without a read or write. */
  sessions?: { idleTtlMs: number };
  /** Where the sound pack's files are made and read (default: shared/sounds/generated). */
  soundPackDir?: string;
}

export async function createServices(deps: ServiceDeps) {
  const { store, queue } = deps;
  const accounts = new Accounts(store);
  const renders = new Renders(store, accounts);
  const blobs = await createBlobStore(deps.blobs, { store, publicUrl: deps.publicUrl });
  // Outbound requests to URLs callers give (webhook endpoints, media imports) pass one guard.
  const egress = new EgressGuard(deps.webhooks?.allowHosts ?? []);
  const mediaQueue = deps.mediaQueueName ?? mediaQueueName(deps.queueName);
  const dispatcher = new RenderDispatcher({ queue, queueName: deps.queueName, mediaQueueName: mediaQueue, blobs, renders });
  const media = new MediaLibrary(store, blobs, deps.mediaMaxBytes ?? 4 * 2 ** 30, egress, dispatcher, { probeWaitMs: deps.probeWaitMs });
  // Waiting job reads: a job this replica finishes wakes them at once (others are polled).
  const jobWaits = new JobWaits();
  const jobs = new Jobs(store, (orgId, jobId) => jobWaits.notify(orgId, jobId));
  const brandKits = new BrandKits(store, accounts, media);
  const facts = new MediaFacts(store, { accounts, jobs, media, publisher: dispatcher });
  // Clips behind a subject draw over the ready matte facts of their video's media.
  const mattes = new SubjectMattes({ lookup: facts, media, blobs });
  // The sound pack's files go into the blob store in the background; renders and the catalog wait for it.
  const sounds = new SoundPack(blobs, deps.soundPackDir);
  sounds.start().catch(() => { /* reported as sound_pack_unavailable by whatever needs the pack */ });
  // A saved composition must be drawable (schema, components, fonts), name only the org's media,
  // and have the mattes its clips behind a subject need.
  const validateComposition = async (orgId: string, document: unknown) => {
    assertValidComposition(document);
    await media.assertReferences(orgId, document as Composition);
    await mattes.assertReady(orgId, document as Composition);
  };
  const projects = new Projects(store, validateComposition, emptyComposition);
  const composeSessions = new ComposeSessions(store, projects, validateComposition, { idleTtlMs: deps.sessions?.idleTtlMs });
  const submissions = new RenderSubmissions({ renders, blobs, media, brandKits, mattes, sounds, publisher: dispatcher }, deps.plan ?? defaultPlanSettings);
  const stills = new StillCaptures(store, { accounts, jobs, projects, scratch: composeSessions, posters: renders, blobs, media, brandKits, mattes, sounds, publisher: dispatcher });
  // Component previews check their one-clip composition as a saved composition is checked.
  const componentPreviews = new ComponentPreviews(store, { accounts, jobs, projects, blobs, media, brandKits, mattes, sounds, publisher: dispatcher, validate: validateComposition });
  return {
    store,
    queue,
    blobs,
    accounts,
    renders,
    apiKeys: new ApiKeys(store),
    // OAuth for agents: the authorization server under /api/auth/mcp and its access tokens.
    oauth: new AuthorizationServer({ store, accounts, publicUrl: deps.publicUrl }),
    jobs,
    transcriptions: new Transcriptions({ media, jobs, blobs, publisher: dispatcher, transcriber: deps.transcription?.transcriber ?? null }, { retryDelayMs: deps.transcription?.retryDelayMs }),
    media,
    sounds,
    brandKits,
    projects,
    composeSessions,
    jobWaits,
    webhookDeliveries: new Deliveries(store),
    webhooks: new Webhooks(store, await deploymentSecret(store, 'webhook-secret-sealing'), egress, deps.webhooks?.timeoutMs ?? 10_000),
    queueName: deps.queueName,
    mediaQueueName: mediaQueue,
    dispatcher,
    submissions,
    stills,
    componentPreviews,
    facts,
    templates: new Templates(store, { media, samples: new SampleMedia(media), brandKits, projects, renders, submissions, stills }),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;
