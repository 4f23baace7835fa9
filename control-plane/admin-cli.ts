/**
 * `framefleet admin`: the operator's controls over a running control plane, through its operator
 * API (`/operator/v1`) over HTTP: orgs, plans, limits, credits, suspensions, keys, usage and the
 * audit log. `admin token` makes a new operator token locally (nothing is sent).
 *
 * Every command but `token` needs the control plane's URL (--api, or FRAMEFLEET_OPERATOR_API_URL)
 * and the operator token (FRAMEFLEET_OPERATOR_TOKEN, or --token: a command line is visible to
 * other users of the machine). An org is named by its id or, when that finds exactly one, by its
 * name or a key's start.
 */
import { writeFileSync } from 'node:fs';
import { defineCommand, defineGroup, UsageError } from '../shared/cli/args.ts';
import { exitCodes } from '../shared/cli/exit-codes.ts';
import { printJson } from '../shared/cli/output.ts';
import { newOperatorToken } from './features/operator/operator-token.ts';
import { planIds } from './features/accounts/plans.ts';
import type { OrgUsage } from './features/operator/operator.ts';
import { usageCsv } from './features/operator/views.ts';

const connection = {
  api: { type: 'string', placeholder: 'URL', help: 'the control plane (default FRAMEFLEET_OPERATOR_API_URL, else http://127.0.0.1:8080)' },
  token: { type: 'string', placeholder: 'TOKEN', help: 'the operator token (default FRAMEFLEET_OPERATOR_TOKEN, which keeps it off the command line)' },
  json: { type: 'boolean', help: 'print the answer as one JSON object (default: human-readable)' },
} as const;

const reasonOption = { type: 'string', placeholder: 'TEXT', help: 'why, kept in the audit log' } as const;

/** A refusal of the operator API, with its envelope's code. */
class OperatorApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

interface Connection { api?: string; token?: string }

class OperatorApi {
  readonly base: string;
  private readonly token: string;

  constructor(values: Connection) {
    const token = values.token ?? process.env.FRAMEFLEET_OPERATOR_TOKEN;
    if (!token) throw new UsageError('the operator token is needed: set FRAMEFLEET_OPERATOR_TOKEN (or --token)');
    this.token = token;
    const api = values.api ?? process.env.FRAMEFLEET_OPERATOR_API_URL ?? 'http://127.0.0.1:8080';
    let url: URL;
    try {
      url = new URL(api);
    } catch {
      throw new UsageError(`--api must be a URL (got '${api}')`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new UsageError(`--api must be an http or https URL (got '${api}')`);
    this.base = `${api.replace(/\/+$/, '')}/operator/v1`;
  }

  async request<T = any>(method: string, path: string, options: { body?: object; headers?: Record<string, string>; text?: boolean } = {}): Promise<T> {
    let res: Response;
    try {
      res = await fetch(`${this.base}${path}`, {
        method,
        headers: { authorization: `Bearer ${this.token}`, ...(options.body ? { 'content-type': 'application/json' } : {}), ...options.headers },
        ...(options.body ? { body: JSON.stringify(options.body) } : {}),
      });
    } catch (err) {
      throw new OperatorApiError(0, 'unreachable', `${this.base} did not answer (${(err as { cause?: Error }).cause?.message ?? (err as Error).message})`);
    }
    const text = await res.text();
    if (!res.ok) {
      let error: { code?: string; message?: string; details?: { fields?: { path: string; problem: string }[] } } = {};
      try {
        error = (JSON.parse(text) as { error?: typeof error }).error ?? {};
      } catch { /* not the envelope: the status says it */ }
      const fields = error.details?.fields?.map((f) => `${f.path} ${f.problem}`).join('; ');
      throw new OperatorApiError(res.status, error.code ?? `http_${res.status}`, `${error.message ?? `HTTP ${res.status}`}${fields ? ` (${fields})` : ''}`);
    }
    return (options.text ? text : JSON.parse(text)) as T;
  }

  /** The org id an argument names: an id as it is, else the one org a search finds. */
  async orgId(ref: string): Promise<string> {
    if (ref.startsWith('org_')) return ref;
    const found = (await this.request<{ data: { id: string; name: string }[] }>('GET', `/orgs?q=${encodeURIComponent(ref)}`)).data;
    if (found.length === 1) return found[0]!.id;
    throw new OperatorApiError(404, 'not_found', found.length === 0 ? `no org is named by '${ref}'` : `'${ref}' names ${found.length} orgs (${found.map((o) => `${o.id} ${o.name}`).join(', ')}): name one by id`);
  }
}

/** Runs an operator command: a refusal is printed as `framefleet admin …: message (code)`; a bad value (400) is a usage error. */
async function withApi(command: string, values: Connection, work: (api: OperatorApi) => Promise<void>): Promise<number> {
  const api = new OperatorApi(values);
  try {
    await work(api);
    return exitCodes.ok;
  } catch (err) {
    if (!(err instanceof OperatorApiError)) throw err;
    console.error(`framefleet admin ${command}: ${err.message} (${err.code})`);
    return err.status === 400 ? exitCodes.usage : exitCodes.failure;
  }
}

/** An org as one line: id, name, plan, wallet, state. */
function orgLine(org: any): string {
  const state = org.suspendedAt ? `suspended since ${org.suspendedAt}` : 'active';
  return `${org.id}  ${org.name}  ${org.planId}  ${org.wallet.balanceCredits} credits (${org.wallet.availableCredits} available)  ${state}`;
}

function printOrg(json: boolean, body: any, org: any = body): void {
  if (json) printJson(body);
  else console.log(orgLine(org));
}

/** What an audit entry changed, `field: before → after` for each field that moved. */
function changes(before: Record<string, unknown> | null, after: Record<string, unknown> | null): string {
  const show = (v: unknown) => (v === undefined || v === null ? '-' : typeof v === 'object' ? JSON.stringify(v) : String(v));
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
    .filter((k) => JSON.stringify(before?.[k]) !== JSON.stringify(after?.[k]));
  return fields.length ? `  ${fields.map((k) => `${k}: ${show(before?.[k])} → ${show(after?.[k])}`).join(', ')}` : '';
}

const token = defineCommand({
  summary: 'make a new operator token: prints it once, and the SHA-256 to set in FRAMEFLEET_OPERATOR_TOKEN_SHA256',
  description: 'Makes a new operator token here (nothing is sent). The deployment keeps only its SHA-256: add it to FRAMEFLEET_OPERATOR_TOKEN_SHA256 (comma-separated beside the old one while both are in use), and give the token to whoever operates the deployment.',
  options: { json: { type: 'boolean', help: 'print {"token", "sha256", "operatorId"} as one JSON object' } },
  async run({ values }) {
    const made = newOperatorToken();
    if (values.json) printJson(made);
    else console.log(`token   ${made.token}\nsha256  ${made.sha256}\nid      ${made.operatorId} (how the audit log names it)\nstore the token now; it is not shown again`);
    return exitCodes.ok;
  },
});

const orgsList = defineCommand({
  summary: 'list orgs, newest first (or find them with --query)',
  options: {
    ...connection,
    query: { type: 'string', short: 'q', placeholder: 'TEXT', help: "find orgs instead: an org id, a name, an API key's start (svc_live_AbCd) or a payer address" },
    plan: { type: 'choice', choices: planIds, help: 'only orgs on this plan' },
    status: { type: 'choice', choices: ['active', 'suspended'], help: 'only active or only suspended orgs' },
    limit: { type: 'integer', min: 1, max: 100, default: 20, help: 'orgs per page' },
    cursor: { type: 'string', placeholder: 'CURSOR', help: 'the page after the one that gave this cursor' },
  },
  run: ({ values }) => withApi('orgs list', values, async (api) => {
    const query = new URLSearchParams({ limit: String(values.limit) });
    for (const [name, value] of [['q', values.query], ['plan', values.plan], ['status', values.status], ['cursor', values.cursor]] as const) if (value) query.set(name, value);
    const page = await api.request('GET', `/orgs?${query}`);
    if (values.json) return printJson(page);
    for (const org of page.data) console.log(orgLine(org));
    if (page.pagination.nextCursor) console.log(`more: --cursor ${page.pagination.nextCursor}`);
  }),
});

const orgsShow = defineCommand({
  summary: "show an org: plan, limits, wallet, suspension",
  args: [{ name: 'ORG', help: 'org id, name, or an API key start' }],
  options: connection,
  run: ({ values, args: [ref] }) => withApi('orgs show', values, async (api) => {
    const org = await api.request('GET', `/orgs/${await api.orgId(ref!)}`);
    if (values.json) return printJson(org);
    console.log(orgLine(org));
    const limits = Object.entries(org.limits).filter(([, v]) => v !== null).map(([k, v]) => `${k}=${v}`);
    console.log(`limits over the plan: ${limits.length ? limits.join(', ') : 'none'}; storage ${org.storageBytes} bytes; generation spent ${org.generationSpentCents} cents`);
  }),
});

const orgsCreate = defineCommand({
  summary: 'create an org with its first API key (the secret is shown once)',
  options: {
    ...connection,
    name: { type: 'string', required: true, placeholder: 'NAME', help: 'org name (unique)' },
    'display-name': { type: 'string', placeholder: 'TEXT', help: 'display name' },
    plan: { type: 'choice', choices: planIds, default: 'free', help: 'plan' },
    credits: { type: 'integer', min: 0, default: 0, help: 'initial credits (1 credit = 1 US cent)' },
    test: { type: 'boolean', help: 'a sandbox org (keys start with svc_test_)' },
    'key-name': { type: 'string', placeholder: 'NAME', help: 'name of the first key' },
    reason: reasonOption,
  },
  run: ({ values }) => withApi('orgs create', values, async (api) => {
    const body = await api.request('POST', '/orgs', { body: {
      name: values.name, planId: values.plan, credits: values.credits, environment: values.test ? 'test' : 'live',
      ...(values['display-name'] ? { displayName: values['display-name'] } : {}), ...(values['key-name'] ? { keyName: values['key-name'] } : {}), ...(values.reason ? { reason: values.reason } : {}),
    } });
    if (values.json) return printJson(body);
    console.log(`${orgLine(body.org)}\nkey ${body.key.id}: ${body.key.key}\nstore this secret now; it is not shown again`);
  }),
});

const plan = defineCommand({
  summary: "set an org's plan",
  args: [{ name: 'ORG', help: 'org id, name, or an API key start' }, { name: 'PLAN', help: 'free, pro, business or studio' }],
  options: { ...connection, reason: reasonOption },
  run: ({ values, args: [ref, planId] }) => withApi('plan', values, async (api) => {
    if (!(planIds as readonly string[]).includes(planId!)) throw new UsageError(`PLAN must be one of ${planIds.join(', ')} (got '${planId}')`);
    const org = await api.request('PUT', `/orgs/${await api.orgId(ref!)}/plan`, { body: { planId, ...(values.reason ? { reason: values.reason } : {}) } });
    printOrg(values.json, org);
  }),
});

/** `none` (remove the override) or a number. */
function limitArg(raw: string): number | null {
  if (raw === 'none') return null;
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n < 0) throw new Error(`must be a number >= 0, or none (got '${raw}')`);
  return n;
}

const limits = defineCommand({
  summary: "set an org's limits over its plan's (none: the plan's applies again)",
  args: [{ name: 'ORG', help: 'org id, name, or an API key start' }],
  options: {
    ...connection,
    'storage-gb': { type: 'string', placeholder: 'GB|none', parse: limitArg, help: 'storage, in GB' },
    'generation-cap-cents': { type: 'string', placeholder: 'CENTS|none', parse: limitArg, help: 'lifetime cap on generation spend, in cents of provider cost' },
    'generation-ceiling-usd': { type: 'string', placeholder: 'USD|none', parse: limitArg, help: 'largest single generation estimate, USD' },
    'monthly-spend-credits': { type: 'string', placeholder: 'CREDITS|none', parse: limitArg, help: 'wallet credits the org may hold or spend per billing period' },
    reason: reasonOption,
  },
  run: ({ values, args: [ref] }) => withApi('limits', values, async (api) => {
    const body = {
      ...(values['storage-gb'] !== undefined ? { storageGb: values['storage-gb'] } : {}),
      ...(values['generation-cap-cents'] !== undefined ? { generationCapCents: values['generation-cap-cents'] } : {}),
      ...(values['generation-ceiling-usd'] !== undefined ? { generateMediaUsdPerCall: values['generation-ceiling-usd'] } : {}),
      ...(values['monthly-spend-credits'] !== undefined ? { monthlySpendCredits: values['monthly-spend-credits'] } : {}),
    };
    if (Object.keys(body).length === 0) throw new UsageError('give at least one of --storage-gb, --generation-cap-cents, --generation-ceiling-usd, --monthly-spend-credits');
    const org = await api.request('PUT', `/orgs/${await api.orgId(ref!)}/limits`, { body: { ...body, ...(values.reason ? { reason: values.reason } : {}) } });
    if (values.json) return printJson(org);
    console.log(`${orgLine(org)}\nlimits: ${Object.entries(org.limits).map(([k, v]) => `${k}=${v ?? "the plan's"}`).join(', ')}`);
  }),
});

function creditsCommand(kind: 'grant' | 'take-back') {
  return defineCommand({
    summary: kind === 'grant' ? "grant credits to an org's wallet, with a reason (on its ledger and in the audit log)" : "take credits back from an org's wallet, with a reason (never what its work in progress holds)",
    args: [{ name: 'ORG', help: 'org id, name, or an API key start' }, { name: 'CREDITS', help: 'credits (1 credit = 1 US cent), a positive whole number' }],
    options: {
      ...connection,
      reason: { ...reasonOption, required: true },
      'idempotency-key': { type: 'string', placeholder: 'KEY', help: 'a retry with the same key moves nothing again' },
    },
    run: ({ values, args: [ref, amount] }) => withApi(`credits ${kind}`, values, async (api) => {
      const credits = Number(amount);
      if (!Number.isInteger(credits) || credits <= 0) throw new UsageError(`CREDITS must be a positive whole number (got '${amount}')`);
      const body = await api.request('POST', `/orgs/${await api.orgId(ref!)}/credits/${kind === 'grant' ? 'grants' : 'take-backs'}`, {
        body: { credits, reason: values.reason }, ...(values['idempotency-key'] ? { headers: { 'idempotency-key': values['idempotency-key'] } } : {}),
      });
      if (values.json) return printJson(body);
      console.log(`${body.repeated ? 'already done by an earlier request with this idempotency key; ' : ''}${orgLine(body.org)}`);
    }),
  });
}

const suspend = defineCommand({
  summary: "suspend an org: its requests get 403 org_suspended and its queued and running renders are cancelled, charged nothing",
  args: [{ name: 'ORG', help: 'org id, name, or an API key start' }],
  options: { ...connection, reason: { ...reasonOption, required: true } },
  run: ({ values, args: [ref] }) => withApi('suspend', values, async (api) => {
    const body = await api.request('POST', `/orgs/${await api.orgId(ref!)}/suspend`, { body: { reason: values.reason } });
    if (values.json) return printJson(body);
    console.log(`${orgLine(body.org)}\ncancelled ${body.cancelledRenders.length} render${body.cancelledRenders.length === 1 ? '' : 's'}${body.cancelledRenders.length ? `: ${body.cancelledRenders.join(', ')}` : ''}`);
  }),
});

const resume = defineCommand({
  summary: 'resume a suspended org',
  args: [{ name: 'ORG', help: 'org id, name, or an API key start' }],
  options: { ...connection, reason: reasonOption },
  run: ({ values, args: [ref] }) => withApi('resume', values, async (api) => {
    printOrg(values.json, await api.request('POST', `/orgs/${await api.orgId(ref!)}/resume`, { body: values.reason ? { reason: values.reason } : {} }));
  }),
});

const keysList = defineCommand({
  summary: "list an org's API keys (never their secrets)",
  args: [{ name: 'ORG', help: 'org id, name, or an API key start' }],
  options: { ...connection, limit: { type: 'integer', min: 1, max: 100, default: 100, help: 'keys per page' } },
  run: ({ values, args: [ref] }) => withApi('keys list', values, async (api) => {
    const page = await api.request('GET', `/orgs/${await api.orgId(ref!)}/keys?limit=${values.limit}`);
    if (values.json) return printJson(page);
    for (const k of page.data) console.log(`${k.id}  ${k.start}…  ${k.name}  ${k.revokedAt ? `revoked ${k.revokedAt}` : k.expiresAt ? `expires ${k.expiresAt}` : 'active'}`);
  }),
});

const keysRevoke = defineCommand({
  summary: "revoke one of an org's API keys",
  args: [{ name: 'ORG', help: 'org id, name, or an API key start' }, { name: 'KEY_ID', help: 'the key id (key_…)' }],
  options: { ...connection, reason: reasonOption },
  run: ({ values, args: [ref, keyId] }) => withApi('keys revoke', values, async (api) => {
    const key = await api.request('POST', `/orgs/${await api.orgId(ref!)}/keys/${encodeURIComponent(keyId!)}/revoke`, { body: values.reason ? { reason: values.reason } : {} });
    if (values.json) printJson(key);
    else console.log(`${key.id}  ${key.start}…  revoked ${key.revokedAt}`);
  }),
});

/** One org's month as table lines. */
function usageLines(u: OrgUsage): string[] {
  return [`${u.orgName} (${u.orgId}), ${u.month}, plan ${u.planId}`,
    ...u.features.map((f) => `  ${f.featureId.padEnd(16)} ${String(f.units).padStart(10)} units  ${String(f.credits).padStart(8)} credits  $${f.usd}`),
    `  charged ${u.chargedCredits} credits ($${u.chargedUsd}); granted ${u.grantedCredits}; taken back ${u.takenBackCredits}${u.complete ? '' : ' (incomplete: too many ledger entries)'}`];
}

const usage = defineCommand({
  summary: "export an org's usage in a calendar month (UTC), or every org's, as a table, JSON (--json) or CSV (--csv)",
  args: [{ name: 'ORG', optional: true, help: 'org id, name, or an API key start (default: every org)' }],
  options: {
    ...connection,
    month: { type: 'string', placeholder: 'YYYY-MM', help: 'the month (default: this one)' },
    csv: { type: 'boolean', help: 'CSV: for each org one row per feature charged, then the totals charged, granted and taken back' },
    output: { type: 'string', short: 'o', placeholder: 'FILE', help: 'write the export here instead of stdout' },
  },
  run: ({ values, args: [ref] }) => withApi('usage', values, async (api) => {
    if (values.csv && values.json) throw new UsageError('--csv and --json exclude each other');
    if (values.month !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.month)) throw new UsageError(`--month must be YYYY-MM (got '${values.month}')`);
    const month = values.month ?? new Date().toISOString().slice(0, 7);
    let out: string;
    if (ref !== undefined) {
      const path = `/orgs/${await api.orgId(ref)}/usage?${new URLSearchParams({ month, format: values.csv ? 'csv' : 'json' })}`;
      if (values.csv) out = await api.request<string>('GET', path, { text: true });
      else {
        const body = await api.request<OrgUsage>('GET', path);
        out = values.json ? `${JSON.stringify(body, null, 2)}\n` : `${usageLines(body).join('\n')}\n`;
      }
    } else {
      // Every org, a page at a time; one export.
      const items: OrgUsage[] = [];
      for (let cursor: string | null = null; ;) {
        const page: { data: OrgUsage[]; pagination: { nextCursor: string | null } } = await api.request('GET', `/usage?${new URLSearchParams({ month, limit: '100', ...(cursor ? { cursor } : {}) })}`);
        items.push(...page.data);
        if (!page.pagination.nextCursor) break;
        cursor = page.pagination.nextCursor;
      }
      out = values.csv ? usageCsv(items) : values.json ? `${JSON.stringify({ month, items }, null, 2)}\n` : `${items.flatMap(usageLines).join('\n')}\n`;
    }
    if (values.output) writeFileSync(values.output, out);
    else process.stdout.write(out);
  }),
});

const audit = defineCommand({
  summary: 'the operator audit log, newest first: every operator action, of one org or all',
  options: {
    ...connection,
    org: { type: 'string', placeholder: 'ORG', help: 'only this org (id, name, or an API key start)' },
    limit: { type: 'integer', min: 1, max: 100, default: 20, help: 'entries per page' },
    cursor: { type: 'string', placeholder: 'CURSOR', help: 'the page after the one that gave this cursor' },
  },
  run: ({ values }) => withApi('audit', values, async (api) => {
    const query = new URLSearchParams({ limit: String(values.limit) });
    if (values.org) query.set('orgId', await api.orgId(values.org));
    if (values.cursor) query.set('cursor', values.cursor);
    const page = await api.request('GET', `/audit?${query}`);
    if (values.json) return printJson(page);
    for (const e of page.data) {
      console.log(`${e.createdAt}  ${e.operatorId}  ${e.action}  ${e.orgId}${e.credits !== null ? `  ${e.credits > 0 ? '+' : ''}${e.credits} credits` : changes(e.before, e.after)}${e.reason ? `  "${e.reason}"` : ''}`);
    }
    if (page.pagination.nextCursor) console.log(`more: --cursor ${page.pagination.nextCursor}`);
  }),
});

export const command = defineGroup({
  summary: "the operator's controls over a running control plane (orgs, plans, limits, credits, suspensions, keys, usage, audit log) through its operator API",
  description: "The operator's controls over a running control plane, through its operator API (/operator/v1). Orgs are named by id or, when that finds exactly one, by name or an API key's start.",
  commands: {
    token,
    orgs: defineGroup({ summary: 'list, find, show and create orgs', commands: { list: orgsList, show: orgsShow, create: orgsCreate } }),
    plan,
    limits,
    credits: defineGroup({ summary: 'grant or take back credits, with a reason', commands: { grant: creditsCommand('grant'), 'take-back': creditsCommand('take-back') } }),
    suspend,
    resume,
    keys: defineGroup({ summary: "list or revoke an org's API keys", commands: { list: keysList, revoke: keysRevoke } }),
    usage,
    audit,
  },
  notes: `environment:
  FRAMEFLEET_OPERATOR_API_URL  the control plane (default http://127.0.0.1:8080)
  FRAMEFLEET_OPERATOR_TOKEN    the operator token (framefleet admin token makes one; the control plane
                               accepts it when FRAMEFLEET_OPERATOR_TOKEN_SHA256 holds its SHA-256)

A refusal prints the API's message and code: exit 2 for a bad value, 1 otherwise (not found,
refused, the server did not answer).`,
});
