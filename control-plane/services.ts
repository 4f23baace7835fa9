/** The control plane's domain services over one store: what the routes and workers call. */
import { Accounts } from './domain/accounts.ts';
import { ApiKeys } from './domain/api-keys.ts';
import { Jobs } from './domain/jobs.ts';
import type { DocumentStore } from './store/index.ts';

export function createServices(store: DocumentStore) {
  return {
    store,
    accounts: new Accounts(store),
    apiKeys: new ApiKeys(store),
    jobs: new Jobs(store),
  };
}

export type Services = ReturnType<typeof createServices>;
