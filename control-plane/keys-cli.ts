/**
 * `framefleet keys`: the bootstrap path of a self-hosted deployment, straight in the configured
 * store. `keys create` creates the org if it is new (with an initial credit grant) and an API key
 * for it, and prints the same body `POST /v1/api-keys` answers; `keys list` prints an org's keys
 * as `GET /v1/api-keys` does (never their secrets).
 */
import { defineCommand, defineGroup, UsageError } from '../shared/cli/args.ts';
import { printJson } from '../shared/cli/output.ts';
import { apiContract } from '../shared/contract.ts';
import { AppError } from '../shared/errors.ts';
import { commandConfig } from '../shared/config/command.ts';
import { Accounts } from './features/accounts/accounts.ts';
import { ApiKeys, keyView } from './features/api-keys/api-keys.ts';
import { allPermissions, type Permissions } from './http/access.ts';
import { openStore } from './store/index.ts';
import type { DocumentStore } from './store/types.ts';

const dataOption = { type: 'string', placeholder: 'DIR', help: 'data directory of the embedded store (default FRAMEFLEET_DATA_DIR)' } as const;

/** Runs `work` on the configured store, closing it after; an AppError is the caller's mistake (exit 2). */
async function withStore(command: string, dataDir: string | undefined, work: (store: DocumentStore) => Promise<number>): Promise<number> {
  const config = commandConfig(command, { FRAMEFLEET_DATA_DIR: dataDir });
  if (!config) return 2;
  const store = await openStore(config);
  try {
    return await work(store);
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`framefleet ${command}: ${err.message}`);
      return 2;
    }
    throw err;
  } finally {
    await store.close();
  }
}

function permissionsArg(raw: string): Permissions {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    throw new UsageError('--permissions must be JSON');
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw new UsageError('--permissions must be a JSON object of resource → actions');
  return parsed as Permissions;
}

const create = defineCommand({
  summary: 'create an API key (and its org, when new); the secret is shown once',
  options: {
    org: { type: 'string', required: true, placeholder: 'ORG', help: 'org name; created (free plan) when it does not exist yet' },
    name: { type: 'string', required: true, placeholder: 'NAME', help: 'key name' },
    permissions: { type: 'string', placeholder: 'JSON', parse: permissionsArg, help: `resource → actions, e.g. '{"projects":["read","write"],"renders":["read"]}' (default: every action on every resource)` },
    'expires-in': { type: 'integer', min: 1, placeholder: 'SECS', help: 'expiry in seconds (default: none)' },
    credits: { type: 'integer', min: 0, default: 1000, help: 'credits granted to a new org (1000 = 10 USD; 1 credit = 1 US cent)' },
    test: { type: 'boolean', help: 'a sandbox org (keys start with svc_test_)' },
    data: dataOption,
    json: { type: 'boolean', help: 'print the response as one JSON object (default: human-readable)' },
  },
  run: ({ values }) => withStore('keys create', values.data, async (store) => {
    const accounts = new Accounts(store);
    const apiKeys = new ApiKeys(store);
    const org = (await accounts.findOrgByName(values.org))
      ?? await accounts.createOrg({ name: values.org, environment: values.test ? 'test' : 'live', credits: values.credits });
    const { key, record } = await apiKeys.create({ orgId: org.id, environment: org.environment, name: values.name, permissions: values.permissions ?? allPermissions, expiresIn: values['expires-in'] });
    const body = { key, id: record.id, prefix: record.prefix, start: record.start, name: record.name, permissions: record.permissions, expiresAt: record.expiresAt, orgId: org.id, ...apiContract };
    if (values.json) printJson(body);
    else console.log(`org ${org.name} (${org.id})\nkey ${record.id}: ${key}\nstore this secret now; it is not shown again`);
    return 0;
  }),
});

/** Keys read per page of the store; the listing reads every page. */
const pageSize = 100;

const list = defineCommand({
  summary: "list an org's API keys (never their secrets)",
  options: {
    org: { type: 'string', required: true, placeholder: 'ORG', help: 'org name' },
    data: dataOption,
    json: { type: 'boolean', help: 'print {"orgId", "items"} as one JSON object (default: a table)' },
  },
  run: ({ values }) => withStore('keys list', values.data, async (store) => {
    const org = await new Accounts(store).findOrgByName(values.org);
    if (!org) {
      console.error(`framefleet keys list: no org named '${values.org}'`);
      return 1;
    }
    const apiKeys = new ApiKeys(store);
    const items: ReturnType<typeof keyView>[] = [];
    for (let cursor: string | null = null; ;) {
      const page = await apiKeys.list(org.id, pageSize, cursor);
      items.push(...page.items.map(keyView));
      if (!page.nextCursor) break;
      cursor = page.nextCursor;
    }
    if (values.json) {
      printJson({ orgId: org.id, items, ...apiContract });
      return 0;
    }
    for (const k of items) {
      const state = k.revokedAt ? `revoked ${k.revokedAt}` : k.expiresAt ? `expires ${k.expiresAt}` : 'active';
      console.log(`${k.id}  ${k.start}…  ${k.name}  ${state}`);
    }
    console.log(`${items.length} key${items.length === 1 ? '' : 's'} of org ${org.name} (${org.id})`);
    return 0;
  }),
});

export const command = defineGroup({
  summary: 'create or list API keys straight in the store (creating the org when new)',
  commands: { create, list },
});
