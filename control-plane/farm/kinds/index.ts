/**
 * The control plane's job kinds, one module each beside this one, put together: `farmPublisher`
 * is what the domain services publish through (built with them), `farmJobKinds` the table the farm
 * core looks kinds up in (built from them). The table has one kind for every case of JobEnvelope's
 * `job` oneof: a case missing here does not compile.
 *
 * Adding a job kind (control plane):
 * 1. Add its job to JobEnvelope's `job` oneof and its result, under the same name, to JobResult's
 *    `result` oneof (proto/), then `npm run proto:gen`; `farmJobKinds` stops compiling until step 3.
 * 2. Write kinds/<kind>.ts: its queue, job-id format and parse, a publisher that builds its
 *    envelope, and its FarmJobKind (stillWanted, republish, completed, failed, recover; progress
 *    or watch when its nodes report them).
 * 3. Add its publisher to `farmPublisher` and its kind to `farmJobKinds` below.
 * 4. Have the feature service it serves declare the publisher it calls (features/ never import
 *    farm/); services.ts hands it `dispatcher`, and the service (under the name the table's deps
 *    give it) to the table.
 * The farm core (dispatcher, leases, reports, dead letters, start-up) needs no change.
 */
import type { JobQueue } from '../../../shared/queue/index.ts';
import type { BlobStore } from '../../blobs/index.ts';
import type { ComponentPreviews } from '../../features/component-previews/component-previews.ts';
import type { MediaFacts } from '../../features/facts/facts.ts';
import type { MediaLibrary } from '../../features/media/media.ts';
import type { Renders, StoredRender } from '../../features/renders/renders.ts';
import type { StillCaptures } from '../../features/stills/stills.ts';
import type { Transcriptions } from '../../features/transcripts/transcriptions.ts';
import type { Verifications } from '../../features/verify/verify.ts';
import { JobDispatcher } from '../dispatcher.ts';
import type { FarmJobKinds, FarmLog, FarmQueue } from '../job-kind.ts';
import type { FarmMetrics } from '../metrics.ts';
import { Uploads } from '../uploads.ts';
import { analyzeKind, analyzePublisher } from './analyze.ts';
import { assembleKind } from './assemble.ts';
import { componentPreviewKind, componentPreviewPublisher } from './component-preview.ts';
import { extractAudioKind, extractAudioPublisher } from './extract-audio.ts';
import { factKind, factPublisher } from './fact.ts';
import { probeKind, probePublisher } from './probe.ts';
import { type EncodeSettings, RenderJobs, SceneWatches } from './render.ts';
import { sceneKind } from './scene.ts';
import { stillKind, stillPublisher } from './still.ts';
import { verifyKind, verifyPublisher } from './verify.ts';

/**
 * What the domain services publish through: each kind's publisher (the publish methods their
 * publisher interfaces declare), and a render's jobs. Every publish waits for the broker's confirm.
 */
export function farmPublisher(deps: {
  queue: JobQueue;
  /** The queues' names: `scene` for scene, assemble and fact jobs, `media` for the others. */
  queueNames: Readonly<Record<FarmQueue, string>>;
  blobs: BlobStore;
  renders: Renders;
  /** Whether probes make thumbnails (default true). */
  thumbnails?: boolean;
  encode?: EncodeSettings;
}) {
  const jobs = new JobDispatcher(deps.queue, deps.queueNames);
  const renderJobs = new RenderJobs({ jobs, blobs: deps.blobs, renders: deps.renders, ...(deps.encode ? { encode: deps.encode } : {}) });
  return {
    /** A render's scene and assemble jobs, published and recovered whole. */
    renderJobs,
    /** Publishes a queued render's jobs (the render domain's RenderPublisher). */
    publish: (render: StoredRender): Promise<StoredRender> => renderJobs.publish(render),
    ...probePublisher(jobs, { thumbnails: deps.thumbnails }),
    ...analyzePublisher(jobs),
    ...extractAudioPublisher(jobs),
    ...stillPublisher(jobs),
    ...factPublisher(jobs),
    ...componentPreviewPublisher(jobs),
    ...verifyPublisher(jobs),
  };
}

export type FarmPublisher = ReturnType<typeof farmPublisher>;

/** What the table is built from: the domain services the kinds serve, the publisher, and the farm's blobs, metrics and log. */
export interface FarmKindDeps {
  renders: Renders;
  media: MediaLibrary;
  transcriptions: Transcriptions;
  stills: StillCaptures;
  facts: MediaFacts;
  componentPreviews: ComponentPreviews;
  verifications: Verifications;
  dispatcher: FarmPublisher;
  blobs: BlobStore;
  metrics: FarmMetrics;
  log: FarmLog;
}

/** The table of job kinds, in the order start-up recovers them. */
export function farmJobKinds(deps: FarmKindDeps) {
  const { renders, media, dispatcher, metrics, log } = deps;
  const uploads = new Uploads({ blobs: deps.blobs, log });
  const { renderJobs } = dispatcher;
  const watches = new SceneWatches(renders);
  return {
    scene: sceneKind({ renders, renderJobs, watches, uploads, metrics, log }),
    assemble: assembleKind({ renders, renderJobs, watches, uploads, metrics }),
    probe: probeKind({ media, publisher: dispatcher, uploads, log }),
    analyze: analyzeKind({ media, publisher: dispatcher }),
    extractAudio: extractAudioKind({ media, transcriptions: deps.transcriptions, publisher: dispatcher, uploads, log }),
    still: stillKind({ stills: deps.stills, publisher: dispatcher, uploads, log }),
    componentPreview: componentPreviewKind({ componentPreviews: deps.componentPreviews, publisher: dispatcher, uploads, log }),
    fact: factKind({ facts: deps.facts, publisher: dispatcher, uploads, log }),
    verify: verifyKind({ verifications: deps.verifications, publisher: dispatcher, uploads, log }),
  } satisfies FarmJobKinds;
}
