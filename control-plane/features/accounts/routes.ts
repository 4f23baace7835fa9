/**
 * Tag groups `account` and `billing`: who am I, what may I spend, what plans exist. Usage counts
 * per billing period (monthly from the org's billing anchor: `nextResetAt` is when the next one
 * starts); storage is a level, not a period's usage. `billingConfigured` says whether payments
 * are set up (checkout.ts); without them plan and entitlement values are best effort.
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, Nullable, withContract } from '../../http/schemas.ts';
import { billingPeriodOf, type Org } from './accounts.ts';
import { type Feature, features, planCatalog, plans } from './plans.ts';
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
    console: Type.String(), usage: Type.String(), billing: Type.String(), apiKeys: Type.String(), project: Type.Null(),
  }),
  wallet: Type.Object({
    balanceCredits: Type.Number({ description: 'credits (1 credit = 1 US cent)' }),
    availableCredits: Type.Number({ description: 'balance less what queued work holds' }),
  }),
  ...ContractFields,
});

function entitlement(feature: Feature, org: Org & { createdAt: string }, period: ReturnType<typeof billingPeriodOf>) {
  const plan = plans[org.planId];
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
  /** Whether payments (checkout) are configured: `billingConfigured`. */
  billingConfigured: boolean;
  publicUrl: () => string;
}

export const accountRoutes: FastifyPluginAsyncTypebox<AccountRouteOptions> = async (app, options) => {
  const { storage, billingConfigured } = options;
  app.get('/v1/me', {
    config: { auth: 'any-key' },
    schema: { tags: ['account'], operationId: 'getMe', summary: 'Account discovery: plan, entitlements, wallet and prices', response: { 200: Account, ...authErrors } },
  }, async (request) => {
    const org = await storage.counted(principalOf(request).orgId).catch((err: unknown) => {
      throw err instanceof AppError && err.status === 404 ? new AppError(404, 'not_found', 'the org of this key no longer exists') : err;
    });
    const period = billingPeriodOf(org);
    const plan = plans[org.planId];
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
      entitlements: Object.fromEntries(Object.values(features).map((f) => [f.featureId, entitlement(f, org, period)])),
      costCeilings: { generateMediaUsdPerCall: plan.generateMediaUsdPerCall },
      billingConfigured,
      surfaces: { console: publicUrl, usage: `${publicUrl}/v1/me`, billing: `${publicUrl}/v1/billing/plans`, apiKeys: `${publicUrl}/v1/api-keys`, project: null },
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
  }, async () => withContract({ plans: planCatalog(), billingConfigured }));
};
