/**
 * The shapes of the price list and plan catalogue (spec: Account, EntitlementEntry, Billing
 * plans), and the quotes made from them. One credit is one US cent. The values come from the
 * deployment's plans file (price-list.ts; the default is plans.yaml beside this file).
 */

export type FeatureId =
  | 'exports' | 'compose' | 'ai_tokens' | 'compose_verify' | 'generate' | 'compose_capture' | 'storage' | 'brand_kits' | 'resource_import'
  | 'subject_tracks' | 'mattes';

export type FeatureType = 'metered' | 'boolean' | 'credit_system';
export type FeatureUnit = 'cents' | 'count' | 'minutes' | 'gb' | null;

export interface Feature {
  featureId: FeatureId;
  name: string;
  type: FeatureType;
  unit: FeatureUnit;
  /** Credits per unit drawn from the shared wallet; null when the feature is not wallet-funded. */
  creditCost: number | null;
  listUsdPerUnit: number | null;
}

export const featureIds: readonly FeatureId[] = ['exports', 'compose', 'ai_tokens', 'compose_verify', 'generate', 'compose_capture', 'storage', 'brand_kits', 'resource_import', 'subject_tracks', 'mattes'];

export const planIds = ['free', 'pro', 'business', 'studio'] as const;
export type PlanId = (typeof planIds)[number];
/** The plans sold through checkout, monthly and yearly (the free plan is not sold). */
export const paidTiers = ['pro', 'business', 'studio'] as const;

export interface Plan {
  id: PlanId;
  name: string;
  /** Monthly list price; the free plan has none. */
  priceUsdMonthly: number;
  /** Features the plan includes; wallet-funded features still need credits. */
  includes: FeatureId[];
  /** Storage included, in GB. */
  storageGb: number;
  /** Lifetime cap on generation spend in cents of provider cost (free plan only). */
  generationCapCents: number | null;
  /** Largest single generation estimate allowed, USD. */
  generateMediaUsdPerCall: number | null;
  /** How much of each project's composition history is kept (see CheckpointRetention). */
  checkpoints: CheckpointRetention;
}

/**
 * Retention of a project's checkpoints: the newest `keep` are always kept; an older one goes once
 * it is more than `maxAgeDays` old, unless it is labeled or a restore replaced it.
 */
export interface CheckpointRetention {
  /** At least 1: the checkpoint of the active composition is never pruned. */
  keep: number;
  maxAgeDays: number;
}

/**
 * What an operator may set per org (absent: the plan's own value): the plan's limits, and a
 * monthly spend ceiling, wallet credits held or charged per billing period (plans have none).
 */
export type PlanLimits = Partial<Pick<Plan, 'storageGb' | 'generationCapCents' | 'generateMediaUsdPerCall'>> & { monthlySpendCredits?: number };

const pixels1080p = 1920 * 1080;

/**
 * The deployment's prices and plans (loaded from the plans file, see price-list.ts): every quote
 * is made from here before any spend. One instance per process, handed to the services.
 */
export class PriceList {
  constructor(readonly features: Readonly<Record<FeatureId, Feature>>, readonly plans: Readonly<Record<PlanId, Plan>>) {}

  /** The plan an org spends under: its plan with the operator's per-org limits over it. */
  planOf(org: { planId: PlanId; limits?: PlanLimits }): Plan {
    const plan = this.plans[org.planId];
    if (!org.limits) return plan;
    const { monthlySpendCredits: _ceiling, ...overrides } = org.limits;
    return { ...plan, ...overrides };
  }

  /** The catalogue as `GET /v1/billing/plans` lists it: each paid tier monthly and yearly (two months free). */
  planCatalog() {
    return paidTiers.flatMap((tier) => [
      { id: `${tier}_monthly`, tier, name: `${this.plans[tier].name} (monthly)`, interval: 'month' as const, priceUsd: this.plans[tier].priceUsdMonthly },
      { id: `${tier}_yearly`, tier, name: `${this.plans[tier].name} (yearly)`, interval: 'year' as const, priceUsd: this.plans[tier].priceUsdMonthly * 10 },
    ]);
  }

  /** Credits per unit of a wallet-funded feature. */
  creditCost(featureId: FeatureId): number {
    const cost = this.features[featureId].creditCost;
    if (cost === null) throw new Error(`${featureId} is not wallet-funded`);
    return cost;
  }

  /**
   * Credits for rendering `durationSec` of output at `width`×`height`: the `exports` rate per
   * output-minute at 1080p, scaled by pixel count above 1080p (4K costs four times as much);
   * smaller outputs cost the 1080p rate. Rounded up to whole credits.
   */
  renderCredits(durationSec: number, width: number, height: number): number {
    const scale = Math.max(1, (width * height) / pixels1080p);
    return Math.ceil((durationSec / 60) * this.creditCost('exports') * scale);
  }

  /**
   * Credits for analysing `durationSec` of source with a per-minute feature (subject tracks,
   * mattes): its credit cost per minute, rounded up to whole credits, at least one (a picture, or
   * a window of a few frames, still runs the model).
   */
  sourceMinuteCredits(featureId: 'subject_tracks' | 'mattes', durationSec: number): number {
    return Math.max(1, Math.ceil((durationSec / 60) * this.creditCost(featureId)));
  }

  /** Credits for `cents` of a generation's provider cost: the `generate` feature's credit cost, rounded up. */
  generationCredits(cents: number): number {
    return Math.ceil(cents * this.creditCost('generate') - 1e-9);
  }
}

export function creditsToUsd(credits: number): number {
  return Math.round(credits) / 100;
}

/**
 * The billing period `at` falls in: monthly, from the org's billing anchor (when its plan began),
 * on the anchor's day of the month (clamped to the month's last day, so an anchor on the 31st
 * renews on the 30th in April). Usage counts per period; a yearly plan still meters monthly.
 */
export function billingPeriod(anchor: Date, at: Date): { start: Date; end: Date; key: string } {
  let months = Math.max(0, (at.getUTCFullYear() - anchor.getUTCFullYear()) * 12 + at.getUTCMonth() - anchor.getUTCMonth());
  if (months > 0 && addMonths(anchor, months) > at) months -= 1;
  const start = addMonths(anchor, months);
  // The key names the period in store paths, which take no leading digit and no dot: `p20260131100000000`.
  return { start, end: addMonths(anchor, months + 1), key: `p${start.toISOString().replace(/\D/g, '')}` };
}

/** The anchor moved on `months` months, on the anchor's day and time (the month's last day when it is shorter). */
function addMonths(anchor: Date, months: number): Date {
  const year = anchor.getUTCFullYear() + Math.floor((anchor.getUTCMonth() + months) / 12);
  const month = (anchor.getUTCMonth() + months) % 12;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month, Math.min(anchor.getUTCDate(), lastDay), anchor.getUTCHours(), anchor.getUTCMinutes(), anchor.getUTCSeconds(), anchor.getUTCMilliseconds()));
}
