/**
 * `framefleet admin` against a listening embedded control plane (`framefleet serve`): an operator
 * grants credits and exports the month's usage as CSV over the operator API; a wrong token is
 * refused. `framefleet serve` refuses to start on a plans file with a bad price, naming the field.
 * Runs the build (`npm run build` first).
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { operatorTokenHash } from '../../control-plane/features/operator/operator-token.ts';
import { defaultPlansFile } from '../../control-plane/features/accounts/price-list.ts';
import { runCli } from '../support/cli.ts';
import { type EmbeddedServe, startEmbeddedServe } from '../support/embedded-serve.ts';
import { freePort } from '../support/wait.ts';

interface Ctx { serve: EmbeddedServe; env: Record<string, string>; dir: string }
const test = suite<Ctx>('cli: framefleet admin');

test.before(async (ctx) => {
  const made = await runCli(['admin', 'token', '--json']);
  assert.is(made.code, 0, made.stderr);
  const { token, sha256, operatorId } = JSON.parse(made.stdout) as { token: string; sha256: string; operatorId: string };
  assert.is(operatorTokenHash(token), sha256, 'the hash printed is the token\'s');
  assert.match(operatorId, /^op_[0-9a-f]{12}$/);
  ctx.serve = await startEmbeddedServe('admin-cli', { workers: 0, env: { FRAMEFLEET_OPERATOR_TOKEN_SHA256: sha256 } });
  ctx.env = { FRAMEFLEET_OPERATOR_API_URL: ctx.serve.url, FRAMEFLEET_OPERATOR_TOKEN: token };
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-admin-'));
});
test.after(async (ctx) => {
  await ctx.serve?.stop();
  if (ctx.dir) rmSync(ctx.dir, { recursive: true, force: true });
});

test('an operator grants credits and exports the month as CSV; the org sees the wallet; a wrong token is refused', async ({ serve, env, dir }) => {
  const grant = await runCli(['admin', 'credits', 'grant', 'admin-cli', '5000', '--reason', 'launch credit', '--json'], env);
  assert.is(grant.code, 0, grant.stderr);
  const granted = JSON.parse(grant.stdout);
  assert.equal(granted.org.wallet.balanceCredits, 6000, 'the 1,000 of keys create and the 5,000 granted');
  const orgId = granted.org.id;

  const me = await (await fetch(`${serve.url}/v1/me`, { headers: { authorization: `Bearer ${serve.key}` } })).json() as { orgId: string; wallet: { balanceCredits: number } };
  assert.equal([me.orgId, me.wallet.balanceCredits], [orgId, 6000]);

  const month = new Date().toISOString().slice(0, 7);
  const csv = await runCli(['admin', 'usage', orgId, '--csv'], env);
  assert.is(csv.code, 0, csv.stderr);
  const lines = csv.stdout.trim().split('\r\n');
  assert.is(lines[0], 'org_id,org_name,month,feature_id,units,credits,usd');
  assert.ok(lines.includes(`${orgId},admin-cli,${month},credits_granted,,6000,60`), csv.stdout);
  const file = join(dir, 'usage.csv');
  assert.is((await runCli(['admin', 'usage', 'admin-cli', '--month', month, '--csv', '-o', file], env)).code, 0);
  assert.is(readFileSync(file, 'utf8'), csv.stdout);
  const everyOrg = await runCli(['admin', 'usage', '--csv'], env);
  assert.is(everyOrg.code, 0, everyOrg.stderr);
  assert.is(everyOrg.stdout, csv.stdout, 'the one org of this deployment');

  const audit = await runCli(['admin', 'audit', '--org', orgId], env);
  assert.is(audit.code, 0, audit.stderr);
  assert.match(audit.stdout, /org\.credits\.grant {2}org_\S+ {2}\+5000 credits {2}"launch credit"/);

  const refused = await runCli(['admin', 'orgs', 'list'], { ...env, FRAMEFLEET_OPERATOR_TOKEN: serve.key });
  assert.is(refused.code, 1, 'an org key is not the operator token');
  assert.match(refused.stderr, /\(unauthorized\)/);
  assert.is(refused.stdout, '');
  const bad = await runCli(['admin', 'credits', 'take-back', orgId, '999999', '--reason', 'too much'], env);
  assert.is(bad.code, 1);
  assert.match(bad.stderr, /insufficient_credits/);
  const usageError = await runCli(['admin', 'credits', 'grant', orgId, '-5', '--reason', 'x'], env);
  assert.is(usageError.code, 2);
});

test('framefleet serve refuses a plans file with a bad price, naming the field', async ({ dir }) => {
  const plans = join(dir, 'plans.yaml');
  writeFileSync(plans, readFileSync(defaultPlansFile, 'utf8').replace('pro: { name: Pro, priceUsdMonthly: 29,', 'pro: { name: Pro, priceUsdMonthly: -29,'));
  const run = await runCli(['serve', '--workers', '0', '--port', String(await freePort())], {
    FRAMEFLEET_PLANS_FILE: plans, FRAMEFLEET_DATA_DIR: join(dir, 'data'), FRAMEFLEET_GRPC_ADDR: `127.0.0.1:${await freePort()}`,
  }, 60_000);
  assert.is(run.code, 2, run.stderr);
  assert.match(run.stderr, /plans\.pro\.priceUsdMonthly: must be a number >= 0/);
  assert.not.match(run.stdout, /listening on/);
});

test.run();
