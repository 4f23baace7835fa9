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
import { LRUCache } from 'lru-cache';
import { AppError } from '../../../shared/errors.ts';
import type { DocumentStore, OrgCollection, SystemScoped, Where } from '../../store/index.ts';
import { billingPeriod, type FeatureId, type PlanId, type PlanLimits, type PriceList } from './plans.ts';
import { defaultPriceList } from './price-list.ts';

export interface Wallet {
  balanceCredits: number;
  availableCredits: number;
  /** `paymentId`: the pay-per-call payment funding the hold instead of the wallet. */
  /** `period`: the billing period whose spend the hold counts in (wallet-funded holds). */
  holds: Record<string, { credits: number; featureId: FeatureId; paymentId?: string; generationCents?: number; period?: string }>;
  charges: Record<string, { credits: number; featureId: FeatureId; at: string }>;
  grants: Record<string, { credits: number; at: string }>;
  /** Wallet credits held or charged in each billing period, by the period's key: what a monthly spend ceiling bounds. */
  spent?: Record<string, number>;
  /** Credits an operator took back, by idempotency key (absent until the first). */
  takenBack?: Record<string, { credits: number; at: string }>;
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
  /** The operator's limits over the plan's for this org (operator API); absent: the plan's. */
  limits?: PlanLimits;
  /** When the operator suspended the org: its credentials are refused and it spends nothing until resumed. */
  suspendedAt?: string | null;
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

/** The refusal every request of a suspended org gets, and any spend it would start. */
export function orgSuspended(): AppError {
  return new AppError(403, 'org_suspended', 'this organization is suspended by the operator of this deployment; contact them to resume it');
}

/** Most ledger entries a daily usage read walks (newest first): a bound on one request's work. */
export const dailyUsageMaxEntries = 20_000;

/** Wallet keys are store paths: derive a safe, fixed-length segment from any idempotency key. */
function walletKey(idempotencyKey: string): string {
  return `k${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}`;
}

/** How long a replica trusts an org's suspension state it read (see `Accounts.assertActive`). */
export const orgStateLifetimeMs = 5_000;

export class Accounts {
  readonly orgs: SystemScoped<Org>;
  private readonly orgStates = new LRUCache<string, { suspended: boolean; readAt: number }>({ max: 10_000 });
  private readonly ledger: OrgCollection<LedgerEntry>;
  private paidHolds: PaidHoldListener | null = null;

  /** `prices`: the deployment's price list (the plans file); the shipped one by default. */
  constructor(store: DocumentStore, readonly prices: PriceList = defaultPriceList()) {
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

  /**
   * Throws the 403 `org_suspended` for a suspended org: checked on every authenticated request, so
   * a replica keeps what it read for `orgStateLifetimeMs` (a suspension made elsewhere applies here
   * within that; one made here at once). A deleted org passes: its credentials answer for it.
   */
  async assertActive(orgId: string, nowMs = Date.now()): Promise<void> {
    let state = this.orgStates.get(orgId);
    if (!state || nowMs - state.readAt >= orgStateLifetimeMs) {
      const org = await this.orgs.select(['suspendedAt']).get(orgId);
      state = { suspended: Boolean(org?.suspendedAt), readAt: nowMs };
      this.orgStates.set(orgId, state);
    }
    if (state.suspended) throw orgSuspended();
  }

  /** Suspends or resumes the org; answers it before and after (unchanged when it already was). */
  async setSuspended(orgId: string, suspended: boolean) {
    const before = await this.requireOrg(orgId);
    const r = await this.orgs.update(orgId, { set: { suspendedAt: suspended ? before.suspendedAt ?? new Date().toISOString() : null } });
    this.orgStates.delete(orgId);
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    return { before, after: r.doc };
  }

  /** Moves the org to another plan: its billing periods renew from now (usage counts afresh). */
  async setPlan(orgId: string, planId: PlanId) {
    const before = await this.requireOrg(orgId);
    if (before.planId === planId) return { before, after: before };
    const r = await this.orgs.update(orgId, { set: { planId, billingAnchor: new Date().toISOString() } });
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    return { before, after: r.doc };
  }

  /** Sets the operator's limits over the org's plan: a null value removes that override (the plan's applies). */
  async setLimits(orgId: string, limits: { [K in keyof PlanLimits]?: PlanLimits[K] | null }) {
    const before = await this.requireOrg(orgId);
    const set: Record<string, unknown> = {};
    const unset: string[] = [];
    for (const [key, value] of Object.entries(limits)) {
      if (value === undefined) continue;
      if (value === null) unset.push(`limits.${key}`);
      else set[`limits.${key}`] = value;
    }
    const r = await this.orgs.update(orgId, { set, unset });
    if (r.status !== 'updated') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    return { before, after: r.doc };
  }

  private async requireOrg(orgId: string) {
    const org = await this.orgs.get(orgId);
    if (!org) throw new AppError(404, 'not_found', `org ${orgId} not found`);
    return org;
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

  /**
   * Takes credits back (an operator's correction), exactly once per idempotency key, never below
   * what the org's holds need: only available credits can be taken, else 409 `insufficient_credits`
   * leaving the wallet as it was. Recorded on the ledger as a charge of no feature.
   */
  async takeBack(orgId: string, credits: number, description: string, idempotencyKey: string): Promise<'taken' | 'already_taken'> {
    if (!Number.isInteger(credits) || credits <= 0) throw new AppError(400, 'invalid_amount', 'credits must be a positive integer');
    const key = walletKey(idempotencyKey);
    const r = await this.orgs.update(orgId, {
      inc: { 'wallet.balanceCredits': -credits, 'wallet.availableCredits': -credits },
      set: { [`wallet.takenBack.${key}`]: { credits, at: new Date().toISOString() } },
    }, { where: { 'wallet.availableCredits': { $gte: credits }, [`wallet.takenBack.${key}`]: { $exists: false } } });
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    if (r.status === 'conflict') {
      if (r.current.wallet.takenBack?.[key]) return 'already_taken';
      const { availableCredits, balanceCredits } = r.current.wallet;
      throw new AppError(409, 'insufficient_credits', `only ${availableCredits} of the balance of ${balanceCredits} credits are available (the rest is held by work in progress); at most ${Math.max(0, availableCredits)} can be taken back`, {
        requestedCredits: credits, availableCredits, balanceCredits,
      });
    }
    await this.appendLedger(orgId, { kind: 'charge', credits: -credits, featureId: null, reference: null, description, idempotencyKey });
    return 'taken';
  }

  /** Throws 402 `billing_required` (naming the feature) when the org's plan does not include it (403 when the org is suspended). */
  async requireFeature(orgId: string, featureId: FeatureId): Promise<void> {
    await this.orgWithFeature(orgId, featureId);
  }

  private async orgWithFeature(orgId: string, featureId: FeatureId) {
    const org = await this.orgs.get(orgId);
    if (!org) throw new AppError(404, 'not_found', `org ${orgId} not found`);
    if (org.suspendedAt) throw orgSuspended();
    const plan = this.prices.planOf(org);
    if (!plan.includes.includes(featureId)) {
      throw new AppError(402, 'billing_required', `the ${plan.name} plan does not include ${this.prices.features[featureId].name}`, { featureId });
    }
    return org;
  }

  /**
   * Reserves `credits` of `featureId` for work identified by `idempotencyKey`, or throws 402
   * `billing_required` leaving the wallet untouched. A repeated hold of the same key is a no-op.
   * With `payment`, the payment funds the hold instead of the wallet.
   *
   * Wallet credits held count toward the billing period's spend (`wallet.spent`, until released or
   * given back on delivery): an org with a monthly spend ceiling (an operator's limit) holds
   * nothing past it, 402 `spend_ceiling_reached`, in the same conditional update.
   */
  async hold(orgId: string, featureId: FeatureId, credits: number, idempotencyKey: string, options: { payment?: HoldPayment; generation?: GenerationReservation } = {}): Promise<void> {
    const org = await this.orgWithFeature(orgId, featureId);
    if (options.payment) return this.holdPaid(orgId, featureId, credits, idempotencyKey, options.payment);
    const generation = options.generation;
    if (credits === 0 && !generation) return;
    const key = walletKey(idempotencyKey);
    const period = billingPeriodOf(org).key;
    const spentPath = `wallet.spent.${period}`;
    const ceiling = org.limits?.monthlySpendCredits ?? null;
    // The ceiling's condition needs the period's count to exist: a comparison never matches a missing field.
    if (ceiling !== null && org.wallet.spent?.[period] === undefined) await this.orgs.update(orgId, { set: { [spentPath]: 0 } }, { where: { [spentPath]: { $exists: false } } });
    const withinCeiling: Where = ceiling !== null ? { [spentPath]: { $lte: ceiling - credits } } : {};
    // A generation also reserves its provider cents from a capped org's lifetime allowance, in the same update.
    const withinCap: Where = generation && generation.capCents !== null ? { generationSpentCents: { $lte: generation.capCents - generation.cents } } : {};
    const r = await this.orgs.update(orgId, {
      inc: { 'wallet.availableCredits': -credits, [spentPath]: credits, ...(generation ? { generationSpentCents: generation.cents } : {}) },
      set: { [`wallet.holds.${key}`]: { credits, featureId, period, ...(generation ? { generationCents: generation.cents } : {}) } },
    }, { where: { 'wallet.availableCredits': { $gte: credits }, ...withinCap, ...withinCeiling, [`wallet.holds.${key}`]: { $exists: false }, [`wallet.charges.${key}`]: { $exists: false } } });
    if (r.status === 'updated') return;
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    const wallet = r.current.wallet;
    if (wallet.holds[key] || wallet.charges[key]) return;
    const spent = wallet.spent?.[period] ?? 0;
    if (ceiling !== null && spent > ceiling - credits) throw spendCeilingReached(r.current, featureId, credits, ceiling, spent);
    if (generation && generation.capCents !== null && r.current.generationSpentCents > generation.capCents - generation.cents) {
      const remaining = Math.max(0, generation.capCents - r.current.generationSpentCents);
      throw new AppError(402, 'generation_budget_exceeded', `this generation is estimated at ${generation.cents} cents of provider cost and the org's generation allowance has ${remaining} left`, {
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
    const org = await this.orgWithFeature(orgId, featureId);
    const ceiling = org.limits?.monthlySpendCredits ?? null;
    const spent = org.wallet.spent?.[billingPeriodOf(org).key] ?? 0;
    if (ceiling !== null && spent > ceiling - credits) throw spendCeilingReached(org, featureId, credits, ceiling, spent);
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
        // What delivery did not use leaves the period's spend too.
        ...(returned > 0 && held.period ? { [`wallet.spent.${held.period}`]: -returned } : {}),
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
        ...(held.period ? { [`wallet.spent.${held.period}`]: -held.credits } : {}),
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
    const complete = await this.walkLedger(orgId, since, (entry) => {
      if (entry.kind !== 'charge' || !entry.featureId) return;
      const day = entry.createdAt.slice(0, 10);
      const usage = days.get(day) ?? {};
      usage[entry.featureId] = (usage[entry.featureId] ?? 0) + (entry.units ?? 0);
      days.set(day, usage);
    });
    return { days, complete };
  }

  /**
   * What the org spent and received from `start` up to `end` (the ledger, as `dailyUsage` walks
   * it): per feature the units and credits charged; credits granted, and taken back by an operator.
   */
  async usageBetween(orgId: string, start: Date, end: Date) {
    const endIso = end.toISOString();
    const features: Partial<Record<FeatureId, { units: number; credits: number }>> = {};
    let grantedCredits = 0, takenBackCredits = 0;
    const complete = await this.walkLedger(orgId, start, (entry) => {
      if (entry.createdAt >= endIso) return;
      if (entry.kind === 'grant') grantedCredits += entry.credits;
      else if (!entry.featureId) takenBackCredits -= entry.credits;
      else {
        const f = (features[entry.featureId] ??= { units: 0, credits: 0 });
        f.units += entry.units ?? 0;
        f.credits -= entry.credits;
      }
    });
    return { features, grantedCredits, takenBackCredits, complete };
  }

  /** Visits the org's ledger newest first back to `since`, at most `dailyUsageMaxEntries` entries; false when it stopped short. */
  private async walkLedger(orgId: string, since: Date, visit: (entry: LedgerEntry & { createdAt: string }) => void): Promise<boolean> {
    const sinceIso = since.toISOString();
    let cursor: string | null = null;
    for (let read = 0; read < dailyUsageMaxEntries;) {
      const page = await this.ledger.forOrg(orgId).list({ limit: 1000, cursor });
      for (const entry of page.items) {
        if (entry.createdAt < sinceIso) return true;
        visit(entry);
      }
      read += page.items.length;
      if (!page.hasMore) return true;
      cursor = page.nextCursor;
    }
    return false;
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

/** The 402 of an org whose monthly spend ceiling leaves less than a quote this billing period. */
function spendCeilingReached(org: Parameters<typeof billingPeriodOf>[0], featureId: FeatureId, credits: number, ceiling: number, spent: number): AppError {
  const remaining = Math.max(0, ceiling - spent);
  return new AppError(402, 'spend_ceiling_reached', `this needs ${credits} credits and the org's monthly spend ceiling of ${ceiling} credits has ${remaining} left this billing period`, {
    featureId, quotedCredits: credits, spendCeiling: { credits: ceiling, spent, remaining, periodEnd: billingPeriodOf(org).end.toISOString() },
  });
}

/** The 402 of a wallet that cannot hold a quote. */
function walletShort(featureId: FeatureId, credits: number, availableCredits: number): AppError {
  return new AppError(402, 'billing_required', `this needs ${credits} credits and ${availableCredits} are available`, {
    featureId, quotedCredits: credits, availableCredits, listUsd: credits / 100,
  });
}
