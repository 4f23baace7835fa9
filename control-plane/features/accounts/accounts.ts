/**
 * Orgs and their wallets. The wallet lives on the org document so that every money movement is
 * one atomic single-document update, exactly once per idempotency key, with no transactions:
 *
 *   hold    available -= c, holds[key] = c            (when available >= c and no hold/charge for key)
 *   charge  balance -= c, charges[key] = c, drop hold (when holds[key] exists and charges[key] does not)
 *   release available += c, drop hold                 (when holds[key] exists)
 *
 * so `available = balance - sum(holds)` always holds. Priced work holds its quote before it
 * starts (402 when it cannot), is charged on delivery only, and released when it fails or is
 * cancelled. Each charge and grant is also appended to the org's ledger (history).
 *
 * A pay-per-call hold is funded by a payment instead of the wallet: holding adds its credits to
 * the balance and holds them at once (available is unchanged), charging spends them, releasing
 * takes them back out. The payment itself is settled or voided by whoever funds such holds
 * (pay-per-call.ts), told through `PaidHoldListener` once the hold is charged or released.
 */
import { createHash } from 'node:crypto';
import { AppError } from '../../../shared/errors.ts';
import type { DocumentStore, OrgCollection, SystemScoped, Where } from '../../store/index.ts';
import { billingPeriod, type FeatureId, features, type PlanId, plans } from './plans.ts';

export interface Wallet {
  balanceCredits: number;
  availableCredits: number;
  /** `paymentId`: the pay-per-call payment funding the hold instead of the wallet. */
  holds: Record<string, { credits: number; featureId: FeatureId; paymentId?: string; generationCents?: number }>;
  charges: Record<string, { credits: number; featureId: FeatureId; at: string }>;
  grants: Record<string, { credits: number; at: string }>;
  /** Units consumed per feature (the feature's unit) since the org began. */
  usage: Partial<Record<FeatureId, number>>;
  /** Units consumed per feature in each billing period, by the period's key (its start date): entitlements' `usage`. */
  periodUsage?: Record<string, Partial<Record<FeatureId, number>>>;
}

export interface Org {
  name: string;
  displayName: string | null;
  planId: PlanId;
  /** `test` orgs are sandboxes: their keys start with `svc_test_`. */
  environment: 'live' | 'test';
  wallet: Wallet;
  generationSpentCents: number;
  /** When the current plan began: billing periods renew monthly from here (absent: when the org was created). */
  billingAnchor?: string;
  /** Bytes of the org's stored media, the `storage` entitlement's usage (absent until storage.ts first counts it). */
  storageBytes?: number;
  /** The wallet address a pay-per-call org belongs to (one org per x402 payer); absent for orgs with keys. */
  payer?: string;
}

/** A payment that funds one hold in place of the wallet (see `Accounts.hold`). */
export interface HoldPayment {
  id: string;
  /** What the payment covers; a hold of any other amount is refused. */
  credits: number;
}

/**
 * Told about holds funded by payments: `claim` before the hold is made (false when the payment
 * already funds another hold), `charged` once the work was delivered (settle it), `released`
 * when it failed or was cancelled (never settle it).
 */
export interface PaidHoldListener {
  claim(orgId: string, paymentId: string, idempotencyKey: string): Promise<boolean>;
  charged(orgId: string, paymentId: string): Promise<void>;
  released(orgId: string, paymentId: string): Promise<void>;
}

/** Provider cents a generation reserves from the org's lifetime allowance (`capCents` null: no cap). */
export interface GenerationReservation {
  cents: number;
  capCents: number | null;
}

/** The billing period an org is in at `at`, from its anchor. */
export function billingPeriodOf(org: Org & { createdAt: string }, at = new Date()) {
  return billingPeriod(new Date(org.billingAnchor ?? org.createdAt), at);
}

export interface LedgerEntry {
  kind: 'grant' | 'charge';
  /** Signed: grants positive, charges negative. */
  credits: number;
  featureId: FeatureId | null;
  /** What it paid for, e.g. a render id. */
  reference: string | null;
  description: string;
  idempotencyKey: string;
  /** A charge's units of its feature (the feature's unit); absent on grants and on charges recorded before units were kept. */
  units?: number;
}

/** Most ledger entries a daily usage read walks (newest first): a bound on one request's work. */
export const dailyUsageMaxEntries = 20_000;

/** Wallet keys are store paths: derive a safe, fixed-length segment from any idempotency key. */
function walletKey(idempotencyKey: string): string {
  return `k${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}`;
}

export class Accounts {
  readonly orgs: SystemScoped<Org>;
  private readonly ledger: OrgCollection<LedgerEntry>;
  private paidHolds: PaidHoldListener | null = null;

  constructor(store: DocumentStore) {
    this.orgs = store.systemCollection<Org>({ name: 'orgs', idPrefix: 'org', unique: [['name']] });
    this.ledger = store.orgCollection<LedgerEntry>({ name: 'ledger', idPrefix: 'led', unique: [['idempotencyKey']] });
  }

  /** Where holds funded by payments report (the pay-per-call service); one per process. */
  settlePaidHoldsWith(listener: PaidHoldListener): void {
    this.paidHolds = listener;
  }

  async createOrg(input: { name: string; displayName?: string | null; planId?: PlanId; environment?: 'live' | 'test'; credits?: number; payer?: string }) {
    const org = await this.orgs.insert({
      name: input.name,
      displayName: input.displayName ?? null,
      planId: input.planId ?? 'free',
      environment: input.environment ?? 'live',
      wallet: { balanceCredits: 0, availableCredits: 0, holds: {}, charges: {}, grants: {}, usage: {}, periodUsage: {} },
      generationSpentCents: 0,
      storageBytes: 0,
      ...(input.payer ? { payer: input.payer } : {}),
    });
    if (input.credits) await this.grant(org.id, input.credits, 'initial grant', `grant:initial:${org.id}`);
    return (await this.orgs.get(org.id))!;
  }

  async getOrg(orgId: string) {
    return this.orgs.get(orgId);
  }

  async findOrgByName(name: string) {
    return this.orgs.findOne({ name });
  }

  /** Adds credits, exactly once per idempotency key. */
  async grant(orgId: string, credits: number, description: string, idempotencyKey: string): Promise<'granted' | 'already_granted'> {
    if (!Number.isInteger(credits) || credits <= 0) throw new AppError(400, 'invalid_amount', 'credits must be a positive integer');
    const key = walletKey(idempotencyKey);
    const r = await this.orgs.update(orgId, {
      inc: { 'wallet.balanceCredits': credits, 'wallet.availableCredits': credits },
      set: { [`wallet.grants.${key}`]: { credits, at: new Date().toISOString() } },
    }, { where: { [`wallet.grants.${key}`]: { $exists: false } } });
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    if (r.status === 'conflict') return 'already_granted';
    await this.appendLedger(orgId, { kind: 'grant', credits, featureId: null, reference: null, description, idempotencyKey });
    return 'granted';
  }

  /** Throws 402 `billing_required` (naming the feature) when the org's plan does not include it. */
  async requireFeature(orgId: string, featureId: FeatureId): Promise<void> {
    const org = await this.orgs.get(orgId);
    if (!org) throw new AppError(404, 'not_found', `org ${orgId} not found`);
    if (!plans[org.planId].includes.includes(featureId)) {
      throw new AppError(402, 'billing_required', `the ${plans[org.planId].name} plan does not include ${features[featureId].name}`, { featureId });
    }
  }

  /**
   * Reserves `credits` of `featureId` for work identified by `idempotencyKey`, or throws 402
   * `billing_required` leaving the wallet untouched. A repeated hold of the same key is a no-op.
   * With `payment`, the payment funds the hold instead of the wallet.
   */
  async hold(orgId: string, featureId: FeatureId, credits: number, idempotencyKey: string, options: { payment?: HoldPayment; generation?: GenerationReservation } = {}): Promise<void> {
    await this.requireFeature(orgId, featureId);
    if (options.payment) return this.holdPaid(orgId, featureId, credits, idempotencyKey, options.payment);
    const generation = options.generation;
    if (credits === 0 && !generation) return;
    const key = walletKey(idempotencyKey);
    // A generation also reserves its provider cents from a capped org's lifetime allowance, in the same update.
    const withinCap: Where = generation && generation.capCents !== null ? { generationSpentCents: { $lte: generation.capCents - generation.cents } } : {};
    const r = await this.orgs.update(orgId, {
      inc: { 'wallet.availableCredits': -credits, ...(generation ? { generationSpentCents: generation.cents } : {}) },
      set: { [`wallet.holds.${key}`]: { credits, featureId, ...(generation ? { generationCents: generation.cents } : {}) } },
    }, { where: { 'wallet.availableCredits': { $gte: credits }, ...withinCap, [`wallet.holds.${key}`]: { $exists: false }, [`wallet.charges.${key}`]: { $exists: false } } });
    if (r.status === 'updated') return;
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    const wallet = r.current.wallet;
    if (wallet.holds[key] || wallet.charges[key]) return;
    if (generation && generation.capCents !== null && r.current.generationSpentCents > generation.capCents - generation.cents) {
      const remaining = Math.max(0, generation.capCents - r.current.generationSpentCents);
      throw new AppError(402, 'generation_budget_exceeded', `this generation is estimated at ${generation.cents} cents of provider cost and the free plan's generation allowance has ${remaining} left`, {
        featureId, estimateCents: generation.cents, generationLimit: { cap: generation.capCents, spent: r.current.generationSpentCents, remaining },
      });
    }
    throw walletShort(featureId, credits, wallet.availableCredits);
  }

  /**
   * Throws what `hold` would (402 `billing_required`) when the org's plan or wallet cannot cover
   * `credits` of `featureId` now, holding nothing: for work that must refuse before side effects
   * of its own. The hold that follows still decides (another request may spend first).
   */
  async assertCanHold(orgId: string, featureId: FeatureId, credits: number): Promise<void> {
    await this.requireFeature(orgId, featureId);
    const org = await this.orgs.get(orgId);
    if (!org) throw new AppError(404, 'not_found', `org ${orgId} not found`);
    if (org.wallet.availableCredits < credits) throw walletShort(featureId, credits, org.wallet.availableCredits);
  }

  /**
   * A hold funded by a payment: the payment is claimed for this key (one payment funds one hold),
   * then its credits enter the balance already held, so the wallet's own credits are untouched.
   */
  private async holdPaid(orgId: string, featureId: FeatureId, credits: number, idempotencyKey: string, payment: HoldPayment): Promise<void> {
    if (payment.credits !== credits) {
      throw new AppError(402, 'billing_required', `the payment covers ${payment.credits} credits and this needs ${credits}`, { featureId, quotedCredits: credits, paidCredits: payment.credits });
    }
    if (!this.paidHolds) throw new Error('holds funded by payments need a PaidHoldListener (settlePaidHoldsWith)');
    const key = walletKey(idempotencyKey);
    if (!(await this.paidHolds.claim(orgId, payment.id, idempotencyKey))) {
      throw new AppError(402, 'billing_required', 'this payment already paid for other work', { featureId, paymentId: payment.id });
    }
    const r = await this.orgs.update(orgId, {
      inc: { 'wallet.balanceCredits': credits },
      set: { [`wallet.holds.${key}`]: { credits, featureId, paymentId: payment.id } },
    }, { where: { [`wallet.holds.${key}`]: { $exists: false }, [`wallet.charges.${key}`]: { $exists: false } } });
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `org ${orgId} not found`);
  }

  /** Whether the work of `idempotencyKey` is held, charged, or neither (released, or never held). */
  async holdState(orgId: string, idempotencyKey: string): Promise<'held' | 'charged' | 'none'> {
    const key = walletKey(idempotencyKey);
    const org = await this.orgs.get(orgId);
    return org?.wallet.charges[key] ? 'charged' : org?.wallet.holds[key] ? 'held' : 'none';
  }

  /**
   * Turns a hold into a charge: exactly once, however often delivery is reported. `actual`: work
   * metered or priced on delivery (a generation, tokens spent) charges what it really cost, at most
   * what was held, and gives the rest back; a generation's provider cents replace its reservation
   * in the org's generation spend. A hold funded by a payment is always charged whole.
   */
  async charge(orgId: string, idempotencyKey: string, reference: string, description: string, units: number, actual: { credits?: number; generationCents?: number } = {}): Promise<'charged' | 'already_charged' | 'no_hold'> {
    const key = walletKey(idempotencyKey);
    const org = await this.orgs.get(orgId);
    if (!org) return 'no_hold';
    const held = org.wallet.holds[key];
    if (!held) return org.wallet.charges[key] ? 'already_charged' : 'no_hold';
    const period = billingPeriodOf(org);
    const credits = held.paymentId || actual.credits === undefined ? held.credits : Math.max(0, Math.min(held.credits, Math.ceil(actual.credits)));
    const returned = held.credits - credits;
    const generationInc: Record<string, number> = held.generationCents !== undefined ? { generationSpentCents: (actual.generationCents ?? held.generationCents) - held.generationCents } : {};
    const r = await this.orgs.update(orgId, {
      inc: {
        'wallet.balanceCredits': -credits, ...(returned > 0 ? { 'wallet.availableCredits': returned } : {}), ...generationInc,
        [`wallet.usage.${held.featureId}`]: units, [`wallet.periodUsage.${period.key}.${held.featureId}`]: units,
      },
      set: { [`wallet.charges.${key}`]: { credits, featureId: held.featureId, at: new Date().toISOString() } },
      unset: [`wallet.holds.${key}`],
    }, { where: { [`wallet.holds.${key}`]: { $exists: true }, [`wallet.charges.${key}`]: { $exists: false } } });
    if (r.status !== 'updated') return r.status === 'conflict' && r.current.wallet.charges[key] ? 'already_charged' : 'no_hold';
    if (held.paymentId) {
      // The payment's credits came in with the hold: the ledger shows them arriving, then spent.
      await this.appendLedger(orgId, { kind: 'grant', credits: held.credits, featureId: null, reference: held.paymentId, description: `pay-per-call payment ${held.paymentId}`, idempotencyKey: `payment:${held.paymentId}` });
    }
    await this.appendLedger(orgId, { kind: 'charge', credits: -credits, featureId: held.featureId, reference, description, idempotencyKey, units });
    if (held.paymentId) await this.paidHolds?.charged(orgId, held.paymentId);
    return 'charged';
  }

  /** Gives a hold back (work failed or was cancelled); a payment that funded it is never settled. */
  async release(orgId: string, idempotencyKey: string): Promise<'released' | 'no_hold'> {
    const key = walletKey(idempotencyKey);
    const org = await this.orgs.get(orgId);
    const held = org?.wallet.holds[key];
    if (!held) return 'no_hold';
    const r = await this.orgs.update(orgId, {
      // A payment's credits leave with its hold; the wallet's own come back to available.
      inc: {
        ...(held.paymentId ? { 'wallet.balanceCredits': -held.credits } : { 'wallet.availableCredits': held.credits }),
        // A generation's reserved provider cents return to a capped org's allowance.
        ...(held.generationCents ? { generationSpentCents: -held.generationCents } : {}),
      },
      unset: [`wallet.holds.${key}`],
    }, { where: { [`wallet.holds.${key}`]: { $exists: true } } });
    if (r.status !== 'updated') return 'no_hold';
    if (held.paymentId) await this.paidHolds?.released(orgId, held.paymentId);
    return 'released';
  }

  async listLedger(orgId: string, limit: number, cursor?: string | null) {
    return this.ledger.forOrg(orgId).list({ limit, cursor });
  }

  /**
   * Units charged per feature on each UTC day since `since`, from the ledger's charges (newest
   * first, at most `dailyUsageMaxEntries` entries: `complete` says whether the walk reached `since`).
   */
  async dailyUsage(orgId: string, since: Date): Promise<{ days: Map<string, Partial<Record<FeatureId, number>>>; complete: boolean }> {
    const days = new Map<string, Partial<Record<FeatureId, number>>>();
    const sinceIso = since.toISOString();
    let cursor: string | null = null;
    for (let read = 0; read < dailyUsageMaxEntries;) {
      const page = await this.ledger.forOrg(orgId).list({ limit: 1000, cursor });
      for (const entry of page.items) {
        if (entry.createdAt < sinceIso) return { days, complete: true };
        if (entry.kind !== 'charge' || !entry.featureId) continue;
        const day = entry.createdAt.slice(0, 10);
        const usage = days.get(day) ?? {};
        usage[entry.featureId] = (usage[entry.featureId] ?? 0) + (entry.units ?? 0);
        days.set(day, usage);
      }
      read += page.items.length;
      if (!page.hasMore) return { days, complete: true };
      cursor = page.nextCursor;
    }
    return { days, complete: false };
  }

  private async appendLedger(orgId: string, entry: LedgerEntry): Promise<void> {
    try {
      await this.ledger.forOrg(orgId).insert(entry);
    } catch (err) {
      // The wallet update is the exactly-once step; a retried append of the same entry is a no-op.
      if ((err as { code?: string }).code !== 'duplicate') throw err;
    }
  }
}

/** The 402 of a wallet that cannot hold a quote. */
function walletShort(featureId: FeatureId, credits: number, availableCredits: number): AppError {
  return new AppError(402, 'billing_required', `this needs ${credits} credits and ${availableCredits} are available`, {
    featureId, quotedCredits: credits, availableCredits, listUsd: credits / 100,
  });
}
