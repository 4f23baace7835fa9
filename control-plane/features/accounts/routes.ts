/**
 * Tag groups `account` and `billing`: who am I, what may I spend, what plans exist. Usage counts
 * per billing period (monthly from the org's billing anchor: `nextResetAt` is when the next one
 * starts); storage is a level, not a period's usage. `billingConfigured` says whether payments
 * are set up (checkout.ts); without them plan and entitlement values are best effort.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../http/auth.ts';
import { authErrors, clampPageSize, ContractFields, ErrorEnvelope, Nullable, Page, PageQuery, pageBody, withContract } from '../../http/schemas.ts';
import { type Accounts, billingPeriodOf, type Org } from './accounts.ts';
import type { Feature, PriceList } from './plans.ts';
import { bytesPerGb, type StorageMeter } from './storage.ts';
import { AppError } from '../../../shared/errors.ts';


const EntitlementEntry = Type.Object({
  featureId: Type.String(),
  name: Type.String(),
  type: Type.Union([Type.Literal('metered'), Type.Literal('boolean'), Type.Literal('credit_system')]),
  unit: Type.Union([Type.Literal('cents'), Type.Literal('count'), Type.Literal('minutes'), Type.Literal('gb'), Type.Null()]),
  included: Type.Union([Type.Boolean(), Type.Null()]),
  unlimited: Type.Union([Type.Boolean(), Type.Null()]),
  balance: Nullable(Type.Number()),
  includedUsage: Nullable(Type.Number()),
  usage: Nullable(Type.Number()),
  nextResetAt: Nullable(Type.Number()),
  fundedBy: Type.Union([Type.String(), Type.Null()]),
  creditCost: Nullable(Type.Number()),
  listUsdPerUnit: Nullable(Type.Number()),
});

const Account = Type.Object({
  orgId: Type.String(),
  displayName: Type.Union([Type.String(), Type.Null()]),
  plan: Type.Union([Type.Object({ id: Type.String(), name: Type.Union([Type.String(), Type.Null()]) }), Type.Null()]),
  generationLimit: Type.Union([Type.Object({
    applies: Type.Boolean(),
    unit: Type.Literal('cents_of_provider_cost'),
    cap: Nullable(Type.Number()),
    spent: Nullable(Type.Number()),
    remaining: Nullable(Type.Number()),
  }), Type.Null()]),
  entitlements: Type.Record(Type.String(), EntitlementEntry),
  costCeilings: Type.Object({ generateMediaUsdPerCall: Nullable(Type.Number()) }),
  billingConfigured: Type.Boolean(),
  surfaces: Type.Object({
    console: Type.String({ description: 'the web console (sign in with an API key that has every permission)' }),
    usage: Type.String({ description: "the console's usage page" }), billing: Type.String({ description: "the console's billing page" }),
    apiKeys: Type.String({ description: "the console's API keys page" }), project: Type.Null(),
  }, { description: 'browser URLs that exist' }),
  wallet: Type.Object({
    balanceCredits: Type.Number({ description: 'credits (1 credit = 1 US cent)' }),
    availableCredits: Type.Number({ description: 'balance less what queued work holds' }),
  }),
  ...ContractFields,
});

function entitlement(prices: PriceList, feature: Feature, org: Org & { createdAt: string }, period: ReturnType<typeof billingPeriodOf>) {
  const plan = prices.planOf(org);
  const included = plan.includes.includes(feature.featureId);
  const walletFunded = feature.creditCost !== null;
  const isStorage = feature.featureId === 'storage';
  const usage = isStorage ? (org.storageBytes ?? 0) / bytesPerGb : org.wallet.periodUsage?.[period.key]?.[feature.featureId] ?? 0;
  return {
    featureId: feature.featureId,
    name: feature.name,
    type: feature.type,
    unit: feature.unit,
    included,
    unlimited: feature.type === 'boolean' ? included : false,
    // Wallet-funded features restate the shared wallet in the feature's own unit.
    balance: walletFunded ? org.wallet.availableCredits / feature.creditCost! : isStorage ? Math.max(0, plan.storageGb - usage) : null,
    includedUsage: isStorage ? plan.storageGb : walletFunded ? 0 : null,
    usage: feature.type === 'boolean' ? null : usage,
    // Storage is what is stored now, not spent in a period: it never resets.
    nextResetAt: feature.type === 'boolean' || isStorage ? null : period.end.getTime(),
    fundedBy: walletFunded ? 'credits' : null,
    creditCost: feature.creditCost,
    listUsdPerUnit: feature.listUsdPerUnit,
  };
}

export interface AccountRouteOptions {
  /** Reads the org with its storage counted. */
  storage: StorageMeter;
  /** The wallet's ledger (credit history, usage by day). */
  accounts: Accounts;
  /** Whether payments (checkout) are configured: `billingConfigured`. */
  billingConfigured: boolean;
  publicUrl: () => string;
  /** The browser URLs of this deployment's console (`surfaces`), given its public URL: the composition root knows where the console serves them. */
  surfaces: (publicUrl: string) => { console: string; usage: string; billing: string; apiKeys: string; project: null };
}

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  const { storage, billingConfigured, accounts } = options;
  app.get('/v1/me', {
    config: { auth: 'any-key' },
    schema: { tags: ['account'], operationId: 'getMe', summary: 'Account discovery: plan, entitlements, wallet and prices', response: { 200: Account, ...authErrors } },
  }, async (request) => {
    const org = await storage.counted(principalOf(request).orgId).catch((err: unknown) => {
      throw err instanceof AppError && err.status === 404 ? new AppError(404, 'not_found', 'the org of this key no longer exists') : err;
    });
    const period = billingPeriodOf(org);
    const plan = accounts.prices.planOf(org);
    const publicUrl = options.publicUrl();
    const cap = plan.generationCapCents;
    return withContract({
      orgId: org.id,
      displayName: org.displayName,
      plan: { id: plan.id, name: plan.name },
      generationLimit: {
        applies: cap !== null, unit: 'cents_of_provider_cost' as const,
        cap, spent: cap === null ? null : org.generationSpentCents, remaining: cap === null ? null : Math.max(0, cap - org.generationSpentCents),
      },
      entitlements: Object.fromEntries(Object.values(accounts.prices.features).map((f) => [f.featureId, entitlement(accounts.prices, f, org, period)])),
      costCeilings: { generateMediaUsdPerCall: plan.generateMediaUsdPerCall },
      billingConfigured,
      surfaces: options.surfaces(publicUrl),
      wallet: { balanceCredits: org.wallet.balanceCredits, availableCredits: org.wallet.availableCredits },
    });
  });

  app.get('/v1/billing/plans', {
    config: { auth: 'billing:read' },
    schema: {
      tags: ['billing'], operationId: 'listBillingPlans', summary: 'List billing plans',
      response: {
        200: Type.Object({
          plans: Type.Array(Type.Object({
            id: Type.String(), tier: Type.Union([Type.Literal('pro'), Type.Literal('business'), Type.Literal('studio')]),
            name: Type.String(), interval: Type.Union([Type.Literal('month'), Type.Literal('year')]), priceUsd: Type.Number(),
          })),
          billingConfigured: Type.Boolean(),
          ...ContractFields,
        }),
        ...authErrors,
      },
    },
  }, async () => withContract({ plans: accounts.prices.planCatalog(), billingConfigured }));

  app.get('/v1/billing/ledger', {
    config: { auth: 'billing:read' },
    schema: {
      tags: ['billing'], operationId: 'listLedgerEntries', summary: "The wallet's credit ledger, newest first: each grant (credits in) and charge (credits spent)",
      querystring: Type.Object(PageQuery),
      response: { 200: Page(LedgerEntryView), 400: ErrorEnvelope, ...authErrors },
    },
  }, async (request) => {
    const page = await accounts.listLedger(principalOf(request).orgId, clampPageSize(request.query.limit), request.query.cursor);
    return pageBody({
      ...page,
      items: page.items.map((e) => ({ id: e.id, kind: e.kind, credits: e.credits, featureId: e.featureId, units: e.units ?? null, reference: e.reference, description: e.description, createdAt: e.createdAt })),
    });
  });

  app.get('/v1/usage/daily', {
    config: { auth: 'billing:read' },
    schema: {
      tags: ['billing'], operationId: 'getDailyUsage', summary: "Usage by UTC day in the current billing period: each metered feature's units charged that day",
      description: 'Counted from the ledger\'s charges; every day from the period\'s start to today is listed, days without usage with an empty `usage`. `complete` is false when the period held more charges than one read walks.',
      response: {
        200: Type.Object({
          periodStart: Type.String(), periodEnd: Type.String(),
          days: Type.Array(Type.Object({ date: Type.String({ description: 'YYYY-MM-DD (UTC)' }), usage: Type.Record(Type.String(), Type.Number(), { description: 'featureId → units (the feature\'s unit)' }) })),
          complete: Type.Boolean(),
          ...ContractFields,
        }),
        ...authErrors,
      },
    },
  }, async (request) => {
    const { orgId } = principalOf(request);
    const org = await accounts.getOrg(orgId);
    if (!org) throw new AppError(404, 'not_found', 'the org of this key no longer exists');
    const period = billingPeriodOf(org);
    const { days, complete } = await accounts.dailyUsage(orgId, period.start);
    const dates: string[] = [];
    for (let day = new Date(period.start.toISOString().slice(0, 10)); day.getTime() <= Date.now(); day = new Date(day.getTime() + 86_400_000)) dates.push(day.toISOString().slice(0, 10));
    return withContract({
      periodStart: period.start.toISOString(), periodEnd: period.end.toISOString(),
      days: dates.map((date) => ({ date, usage: days.get(date) ?? {} })), complete,
    });
  });
};

const LedgerEntryView = Type.Object({
  id: Type.String(),
  kind: Type.Union([Type.Literal('grant'), Type.Literal('charge')]),
  credits: Type.Number({ description: 'signed: a grant adds credits, a charge takes them (1 credit = 1 US cent)' }),
  featureId: Nullable(Type.String()),
  units: Nullable(Type.Number({ description: "a charge's units of its feature" })),
  reference: Nullable(Type.String({ description: 'what it paid for, e.g. a render id' })),
  description: Type.String(),
  createdAt: Type.String(),
});
