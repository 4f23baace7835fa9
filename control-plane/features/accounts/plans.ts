/**
 * The price list and plan catalogue (spec: Account, EntitlementEntry, Billing plans).
 * One credit is one US cent. Everything priced is quoted from here before any spend.
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

export const features: Record<FeatureId, Feature> = {
  exports: { featureId: 'exports', name: 'Rendered output minutes (1080p)', type: 'credit_system', unit: 'minutes', creditCost: 50, listUsdPerUnit: 0.5 },
  compose: { featureId: 'compose', name: 'Composition assistance', type: 'credit_system', unit: 'cents', creditCost: 1.5, listUsdPerUnit: 0.015 },
  ai_tokens: { featureId: 'ai_tokens', name: 'AI tokens', type: 'credit_system', unit: 'cents', creditCost: 1.5, listUsdPerUnit: 0.015 },
  compose_verify: { featureId: 'compose_verify', name: 'Composition verification', type: 'credit_system', unit: 'cents', creditCost: 1.5, listUsdPerUnit: 0.015 },
  generate: { featureId: 'generate', name: 'Media generation', type: 'credit_system', unit: 'cents', creditCost: 1.5, listUsdPerUnit: 0.015 },
  compose_capture: { featureId: 'compose_capture', name: 'Still-frame captures', type: 'credit_system', unit: 'count', creditCost: 2, listUsdPerUnit: 0.02 },
  storage: { featureId: 'storage', name: 'Storage', type: 'metered', unit: 'gb', creditCost: null, listUsdPerUnit: null },
  brand_kits: { featureId: 'brand_kits', name: 'Brand kits', type: 'boolean', unit: null, creditCost: null, listUsdPerUnit: 0 },
  resource_import: { featureId: 'resource_import', name: 'Stock search and import', type: 'boolean', unit: null, creditCost: null, listUsdPerUnit: 0 },
  // Derived facts are priced per minute of source analysed (the window, or the whole source).
  subject_tracks: { featureId: 'subject_tracks', name: 'Subject tracks and face/person detection (per source minute)', type: 'credit_system', unit: 'minutes', creditCost: 10, listUsdPerUnit: 0.1 },
  mattes: { featureId: 'mattes', name: 'Behind-subject mattes (per source minute)', type: 'credit_system', unit: 'minutes', creditCost: 40, listUsdPerUnit: 0.4 },
};

export type PlanId = 'free' | 'pro' | 'business' | 'studio';

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
}

const allWalletFeatures: FeatureId[] = ['exports', 'compose', 'ai_tokens', 'compose_verify', 'generate', 'compose_capture', 'storage', 'brand_kits', 'resource_import', 'subject_tracks', 'mattes'];

export const plans: Record<PlanId, Plan> = {
  free: { id: 'free', name: 'Free', priceUsdMonthly: 0, includes: allWalletFeatures, storageGb: 5, generationCapCents: 500, generateMediaUsdPerCall: 1 },
  pro: { id: 'pro', name: 'Pro', priceUsdMonthly: 29, includes: allWalletFeatures, storageGb: 100, generationCapCents: null, generateMediaUsdPerCall: 5 },
  business: { id: 'business', name: 'Business', priceUsdMonthly: 99, includes: allWalletFeatures, storageGb: 500, generationCapCents: null, generateMediaUsdPerCall: 20 },
  studio: { id: 'studio', name: 'Studio', priceUsdMonthly: 299, includes: allWalletFeatures, storageGb: 2000, generationCapCents: null, generateMediaUsdPerCall: 50 },
};

/** The catalogue as `GET /v1/billing/plans` lists it: each paid tier monthly and yearly (two months free). */
export function planCatalog() {
  return (['pro', 'business', 'studio'] as const).flatMap((tier) => [
    { id: `${tier}_monthly`, tier, name: `${plans[tier].name} (monthly)`, interval: 'month' as const, priceUsd: plans[tier].priceUsdMonthly },
    { id: `${tier}_yearly`, tier, name: `${plans[tier].name} (yearly)`, interval: 'year' as const, priceUsd: plans[tier].priceUsdMonthly * 10 },
  ]);
}

const pixels1080p = 1920 * 1080;

/**
 * Credits for rendering `durationSec` of output at `width`×`height`: 50 credits per output-minute
 * at 1080p, scaled by pixel count above 1080p (4K costs four times as much); smaller outputs
 * cost the 1080p rate. Rounded up to whole credits.
 */
export function renderCredits(durationSec: number, width: number, height: number): number {
  const scale = Math.max(1, (width * height) / pixels1080p);
  return Math.ceil((durationSec / 60) * features.exports.creditCost! * scale);
}

/**
 * Credits for analysing `durationSec` of source with a per-minute feature (subject tracks,
 * mattes): its credit cost per minute, rounded up to whole credits, at least one (a picture, or a
 * window of a few frames, still runs the model).
 */
export function sourceMinuteCredits(featureId: 'subject_tracks' | 'mattes', durationSec: number): number {
  return Math.max(1, Math.ceil((durationSec / 60) * features[featureId].creditCost!));
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
