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
 */
import { createHash } from 'node:crypto';
import { AppError } from '../../shared/errors.ts';
import type { DocumentStore, OrgCollection, SystemScoped } from '../store/index.ts';
import { type FeatureId, features, type PlanId, plans } from './plans.ts';

export interface Wallet {
  balanceCredits: number;
  availableCredits: number;
  holds: Record<string, { credits: number; featureId: FeatureId }>;
  charges: Record<string, { credits: number; featureId: FeatureId; at: string }>;
  grants: Record<string, { credits: number; at: string }>;
  /** Units consumed per feature (the feature's unit), for entitlements' `usage`. */
  usage: Partial<Record<FeatureId, number>>;
}

export interface Org {
  name: string;
  displayName: string | null;
  planId: PlanId;
  /** `test` orgs are sandboxes: their keys start with `svc_test_`. */
  environment: 'live' | 'test';
  wallet: Wallet;
  generationSpentCents: number;
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
}

/** Wallet keys are store paths: derive a safe, fixed-length segment from any idempotency key. */
function walletKey(idempotencyKey: string): string {
  return `k${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 40)}`;
}

export class Accounts {
  readonly orgs: SystemScoped<Org>;
  private readonly ledger: OrgCollection<LedgerEntry>;

  constructor(store: DocumentStore) {
    this.orgs = store.systemCollection<Org>({ name: 'orgs', idPrefix: 'org', unique: [['name']] });
    this.ledger = store.orgCollection<LedgerEntry>({ name: 'ledger', idPrefix: 'led', unique: [['idempotencyKey']] });
  }

  async createOrg(input: { name: string; displayName?: string | null; planId?: PlanId; environment?: 'live' | 'test'; credits?: number }) {
    const org = await this.orgs.insert({
      name: input.name,
      displayName: input.displayName ?? null,
      planId: input.planId ?? 'free',
      environment: input.environment ?? 'live',
      wallet: { balanceCredits: 0, availableCredits: 0, holds: {}, charges: {}, grants: {}, usage: {} },
      generationSpentCents: 0,
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
   */
  async hold(orgId: string, featureId: FeatureId, credits: number, idempotencyKey: string): Promise<void> {
    await this.requireFeature(orgId, featureId);
    if (credits === 0) return;
    const key = walletKey(idempotencyKey);
    const r = await this.orgs.update(orgId, {
      inc: { 'wallet.availableCredits': -credits },
      set: { [`wallet.holds.${key}`]: { credits, featureId } },
    }, { where: { 'wallet.availableCredits': { $gte: credits }, [`wallet.holds.${key}`]: { $exists: false }, [`wallet.charges.${key}`]: { $exists: false } } });
    if (r.status === 'updated') return;
    if (r.status === 'not_found') throw new AppError(404, 'not_found', `org ${orgId} not found`);
    const wallet = r.current.wallet;
    if (wallet.holds[key] || wallet.charges[key]) return;
    throw new AppError(402, 'billing_required', `this needs ${credits} credits and ${wallet.availableCredits} are available`, {
      featureId, quotedCredits: credits, availableCredits: wallet.availableCredits, listUsd: credits / 100,
    });
  }

  /** Turns a hold into a charge: exactly once, however often delivery is reported. */
  async charge(orgId: string, idempotencyKey: string, reference: string, description: string, units: number): Promise<'charged' | 'already_charged' | 'no_hold'> {
    const key = walletKey(idempotencyKey);
    const org = await this.orgs.get(orgId);
    if (!org) return 'no_hold';
    const held = org.wallet.holds[key];
    if (!held) return org.wallet.charges[key] ? 'already_charged' : 'no_hold';
    const r = await this.orgs.update(orgId, {
      inc: { 'wallet.balanceCredits': -held.credits, [`wallet.usage.${held.featureId}`]: units },
      set: { [`wallet.charges.${key}`]: { credits: held.credits, featureId: held.featureId, at: new Date().toISOString() } },
      unset: [`wallet.holds.${key}`],
    }, { where: { [`wallet.holds.${key}`]: { $exists: true }, [`wallet.charges.${key}`]: { $exists: false } } });
    if (r.status !== 'updated') return r.status === 'conflict' && r.current.wallet.charges[key] ? 'already_charged' : 'no_hold';
    await this.appendLedger(orgId, { kind: 'charge', credits: -held.credits, featureId: held.featureId, reference, description, idempotencyKey });
    return 'charged';
  }

  /** Gives a hold back (work failed or was cancelled). */
  async release(orgId: string, idempotencyKey: string): Promise<'released' | 'no_hold'> {
    const key = walletKey(idempotencyKey);
    const org = await this.orgs.get(orgId);
    const held = org?.wallet.holds[key];
    if (!held) return 'no_hold';
    const r = await this.orgs.update(orgId, {
      inc: { 'wallet.availableCredits': held.credits },
      unset: [`wallet.holds.${key}`],
    }, { where: { [`wallet.holds.${key}`]: { $exists: true } } });
    return r.status === 'updated' ? 'released' : 'no_hold';
  }

  async listLedger(orgId: string, limit: number, cursor?: string | null) {
    return this.ledger.forOrg(orgId).list({ limit, cursor });
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
