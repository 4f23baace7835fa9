/** The control plane's domain services over one store: what the routes and workers call. */
import { join } from 'node:path';
import type { JobQueue } from '../shared/queue/index.ts';
import { BlobStore, deploymentSigner } from './blobs.ts';
import { Accounts } from './domain/accounts.ts';
import { ApiKeys } from './domain/api-keys.ts';
import { assertValidComposition, emptyComposition } from './domain/composition-check.ts';
import { Jobs } from './domain/jobs.ts';
import { Projects } from './domain/projects.ts';
import { Renders } from './domain/renders.ts';
import { RenderDispatcher } from './farm/dispatcher.ts';
import { defaultPlanSettings, type PlanSettings } from './farm/planner.ts';
import type { DocumentStore } from './store/index.ts';

export interface ServiceDeps {
  store: DocumentStore;
  queue: JobQueue;
  /** The queue of scene and assemble jobs. */
  queueName: string;
  /** Directory of the blob store (a shared volume when several replicas run). */
  blobDir: string;
  plan?: PlanSettings;
}

export async function createServices(deps: ServiceDeps) {
  const { store, queue } = deps;
  const accounts = new Accounts(store);
  const renders = new Renders(store, accounts);
  const blobs = new BlobStore(deps.blobDir);
  return {
    store,
    queue,
    blobs,
    accounts,
    renders,
    apiKeys: new ApiKeys(store),
    jobs: new Jobs(store),
    projects: new Projects(store, assertValidComposition, emptyComposition),
    signer: await deploymentSigner(store),
    queueName: deps.queueName,
    dispatcher: new RenderDispatcher({ queue, queueName: deps.queueName, blobs, renders }, deps.plan ?? defaultPlanSettings),
  };
}

export type Services = Awaited<ReturnType<typeof createServices>>;

export function blobDirOf(dataDir: string): string {
  return join(dataDir, 'blobs');
}
