/**
 * `framefleet keys create`: the bootstrap path of a self-hosted deployment. Creates the org if it
 * is new (with an initial credit grant) and an API key for it, straight in the configured store,
 * and prints the same body `POST /v1/api-keys` answers.
 */
import { parseArgs } from 'node:util';
import { apiContract } from '../shared/contract.ts';
import { AppError } from '../shared/errors.ts';
import { commandConfig } from '../shared/config/command.ts';
import { Accounts } from './features/accounts/accounts.ts';
import { ApiKeys } from './features/api-keys/api-keys.ts';
import { allPermissions, type Permissions } from './http/access.ts';
import { openStore } from './store/index.ts';

const help = `usage: framefleet keys create --org ORG --name NAME [options]

  --org ORG            org name; created (free plan) when it does not exist yet
  --name NAME          key name
  --permissions JSON   resource → actions, e.g. '{"projects":["read","write"],"renders":["read"]}'
                       (default: every action on every resource)
  --expires-in SECS    expiry in seconds (default: none)
  --credits N          credits granted to a new org (default 1000 = 10 USD; 1 credit = 1 US cent)
  --test               a sandbox org (keys start with svc_test_)
  --data DIR           data directory of the embedded store (default FRAMEFLEET_DATA_DIR)
  --json               print the response as JSON (default: human-readable)`;

export async function main(argv: string[]): Promise<number> {
  const [verb, ...rest] = argv;
  if (verb !== 'create') {
    console.error(help);
    return verb === '--help' || verb === '-h' ? 0 : 2;
  }
  let values;
  try {
    ({ values } = parseArgs({
      args: rest,
      options: {
        org: { type: 'string' }, name: { type: 'string' }, permissions: { type: 'string' }, 'expires-in': { type: 'string' },
        credits: { type: 'string' }, test: { type: 'boolean' }, data: { type: 'string' }, json: { type: 'boolean' },
      },
    }));
  } catch (err) {
    console.error(`framefleet keys: ${(err as Error).message}\n\n${help}`);
    return 2;
  }
  const problems: string[] = [];
  if (!values.org) problems.push('--org is required');
  if (!values.name) problems.push('--name is required');
  let permissions: Permissions = allPermissions;
  if (values.permissions !== undefined) {
    try {
      permissions = JSON.parse(values.permissions) as Permissions;
    } catch {
      problems.push('--permissions must be JSON');
    }
  }
  const expiresIn = values['expires-in'] === undefined ? undefined : Number(values['expires-in']);
  if (expiresIn !== undefined && !(Number.isInteger(expiresIn) && expiresIn > 0)) problems.push('--expires-in must be a positive integer');
  const credits = values.credits === undefined ? 1000 : Number(values.credits);
  if (!(Number.isInteger(credits) && credits >= 0)) problems.push('--credits must be a non-negative integer');
  if (problems.length) {
    console.error(`framefleet keys: ${problems.join('; ')}\n\n${help}`);
    return 2;
  }

  const config = commandConfig('keys', { FRAMEFLEET_DATA_DIR: values.data });
  if (!config) return 2;
  const store = await openStore(config);
  try {
    const accounts = new Accounts(store);
    const apiKeys = new ApiKeys(store);
    const org = (await accounts.findOrgByName(values.org!))
      ?? await accounts.createOrg({ name: values.org!, environment: values.test ? 'test' : 'live', credits });
    const { key, record } = await apiKeys.create({ orgId: org.id, environment: org.environment, name: values.name!, permissions, expiresIn });
    const body = { key, id: record.id, prefix: record.prefix, start: record.start, name: record.name, permissions: record.permissions, expiresAt: record.expiresAt, orgId: org.id, ...apiContract };
    if (values.json) console.log(JSON.stringify(body, null, 2));
    else console.log(`org ${org.name} (${org.id})\nkey ${record.id}: ${key}\nstore this secret now; it is not shown again`);
    return 0;
  } catch (err) {
    if (err instanceof AppError) {
      console.error(`framefleet keys: ${err.message}`);
      return 2;
    }
    throw err;
  } finally {
    await store.close();
  }
}
