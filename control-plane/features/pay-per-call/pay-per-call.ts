/**
 * Pay-per-call (x402): a caller with no key pays for one priced call with a signed transfer
 * authorization (payments/x402.ts checks it and talks to the facilitator).
 *
 * Identity: the payer's address is the credential. Each address gets its own org (made at its
 * first accepted payment), so what it pays for is org-scoped like anything else; its principal
 * is `x402:<address>`. The payer reads that work back with a signed proof of the same wallet
 * (payer-proof.ts), read-only and within its own org: another payer's work is a 404.
 *
 * Settlement policy: a payment is verified when the call is accepted, funds that call's hold
 * (accounts.ts), and is settled only when the work is delivered (the hold is charged). Work that
 * fails or is cancelled releases the hold and voids the payment: it is never settled, so a
 * failure is never paid for, and no refund is ever needed. Every priced call is asynchronous
 * (renders, media generations), so this is the one policy; the authorization must therefore stay
 * valid until delivery, which is why the requirements ask for `maxTimeoutSeconds` of validity
 * and an authorization that lapses sooner is refused at acceptance. A settlement the
 * facilitator refuses after delivery (the payer moved the funds, or the work outlived the
 * authorization) is recorded as `failed`; the delivered work is not taken back.
 *
 *   verifying ─▶ authorized ─▶ held ─▶ due ─▶ settling ─▶ settled
 *       │            │           │               │ └────▶ failed
 *       ▼            ▼           ▼               ▼
 *     failed       voided      voided           due (the facilitator was unreachable: retried)
 *
 * Replays are refused: each authorization (network, token, payer, EIP-3009 nonce) is recorded
 * once, under a unique index, before the facilitator is asked anything.
 */
import type { PaymentPayload, PaymentRequired, PaymentRequirements, ResourceInfo, SettleResponse } from '@x402/core/types';
import { AppError } from '../../../shared/errors.ts';
import { BackgroundRuns } from '../../store/background-runs.ts';
import type { DocMeta, DocumentStore, SystemScoped } from '../../store/index.ts';
import { StoreError } from '../../store/index.ts';
import type { Accounts, HoldPayment, PaidHoldListener } from '../accounts/accounts.ts';
import { allPermissions, type Permissions, type Principal } from '../../http/access.ts';

/** A payment the gateway checked locally (not yet verified by the facilitator). */
export interface AcceptedPayment {
  payload: PaymentPayload;
  /** Checksummed address of the authorizer. */
  payer: string;
  /** Atomic units authorized. */
  value: string;
  /** Unix seconds after which the authorization cannot be settled. */
  validBefore: number;
  /** What identifies the authorization on chain: a second use of it is a replay. */
  authorizationId: string;
}

/** A payment refused for a reason the payer can fix: the call answers 402 with the payment envelope. */
export class PaymentRefused extends Error {
  constructor(readonly reason: string, message: string) {
    super(message);
    this.name = 'PaymentRefused';
  }
}

/** The x402 side (payments/x402.ts): requirements, local checks, and the facilitator. */
export interface PaymentGateway {
  readonly network: string;
  requirements(credits: number): PaymentRequirements;
  paymentRequired(requirements: PaymentRequirements, resource: ResourceInfo, error: string): { body: PaymentRequired; header: string };
  /** Local checks; throws PaymentRefused. */
  check(header: string, requirements: PaymentRequirements, nowMs?: number): Promise<AcceptedPayment>;
  /** The facilitator's `/verify`; throws PaymentRefused, or anything else when it cannot be reached. */
  verify(payment: AcceptedPayment, requirements: PaymentRequirements): Promise<void>;
  /** The facilitator's `/settle`; throws when it cannot be reached. */
  settle(payload: PaymentPayload, requirements: PaymentRequirements): Promise<SettleResponse>;
  responseHeader(response: SettleResponse): string;
}

export const paymentStatuses = ['verifying', 'authorized', 'held', 'due', 'settling', 'settled', 'voided', 'failed'] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export interface PaymentRecord {
  authorizationId: string;
  payer: string;
  /** The payer's org, once accepted. */
  orgId: string | null;
  status: PaymentStatus;
  credits: number;
  /** What the call asked for and what was signed, kept to settle later. */
  requirements: PaymentRequirements;
  payload: PaymentPayload;
  validBefore: number;
  /** The call it paid for (method and route). */
  resource: string;
  /** The wallet hold it funds (accounts.ts idempotency key). */
  holdKey: string | null;
  transaction: string | null;
  error: string | null;
  settleAttempts: number;
}
export type StoredPayment = PaymentRecord & DocMeta;

/** An authorization accepted but never used by its call (the request died), or never judged, is let go after this. */
const unusedAfterMs = 10 * 60_000;
/** A settlement in flight this long was interrupted (a replica stopped): it is tried again. */
const settlingStaleAfterMs = 5 * 60_000;
/** A payment claimed for a hold this long ago is checked against the wallet (a hold write may have been lost). */
const heldCheckAfterMs = 60_000;

/** What a payer's proof of its wallet may read: the work pay-per-call makes (renders and their jobs, generated media). */
const payerReadPermissions: Permissions = { renders: ['read'], media: ['read'] };

/** The org name of a payer's pay-per-call org. */
export function payerOrgName(payer: string): string {
  return `x402:${payer.toLowerCase()}`;
}

export class PayPerCall implements PaidHoldListener {
  readonly payments: SystemScoped<PaymentRecord>;
  private readonly settlements = new BackgroundRuns();

  constructor(
    store: DocumentStore,
    private readonly accounts: Accounts,
    private readonly gateway: PaymentGateway,
    private readonly log: (message: string, fields?: Record<string, unknown>) => void = () => {},
  ) {
    this.payments = store.systemCollection<PaymentRecord>({ name: 'x402_payments', idPrefix: 'pay', unique: [['authorizationId']], indexes: [['status']] });
    accounts.settlePaidHoldsWith(this);
  }

  /** The 402 answer for a call costing `credits`: the envelope body and its `PAYMENT-REQUIRED` header. */
  offer(credits: number, resource: ResourceInfo, error: string) {
    return this.gateway.paymentRequired(this.gateway.requirements(credits), resource, error);
  }

  /**
   * Accepts a `PAYMENT-SIGNATURE` for a call costing `credits`: checked locally, recorded (a replay
   * is refused here), verified by the facilitator. Resolves to the payment that funds the call and
   * the payer's principal; throws PaymentRefused (402) or a 503 when the facilitator is unreachable.
   */
  async accept(header: string, credits: number, resource: string): Promise<{ payment: HoldPayment; principal: Principal }> {
    const requirements = this.gateway.requirements(credits);
    const accepted = await this.gateway.check(header, requirements);
    let record: StoredPayment;
    try {
      record = await this.payments.insert({
        authorizationId: accepted.authorizationId, payer: accepted.payer, orgId: null, status: 'verifying', credits, requirements,
        payload: accepted.payload, validBefore: accepted.validBefore, resource, holdKey: null, transaction: null, error: null, settleAttempts: 0,
      });
    } catch (err) {
      if (err instanceof StoreError && err.code === 'duplicate') throw new PaymentRefused('authorization_used', 'this authorization was already presented; sign a new one');
      throw err;
    }
    try {
      await this.gateway.verify(accepted, requirements);
    } catch (err) {
      if (err instanceof PaymentRefused) {
        await this.payments.update(record.id, { set: { status: 'failed', error: `${err.reason}: ${err.message}` } });
        throw err;
      }
      // Unreachable: the authorization was not judged, so the payer may present it again.
      await this.payments.delete(record.id);
      this.log('x402 facilitator unreachable', { message: (err as Error).message });
      throw new AppError(503, 'payment_facilitator_unavailable', 'the payment facilitator cannot be reached; retry shortly (nothing was charged)', { retryAfterSeconds: 2 });
    }
    const org = await this.payerOrg(accepted.payer);
    await this.payments.update(record.id, { set: { status: 'authorized', orgId: org.id } });
    return {
      payment: { id: record.id, credits },
      principal: { orgId: org.id, keyId: `x402:${accepted.payer}`, permissions: allPermissions, via: 'x402' },
    };
  }

  /** The `PAYMENT-RESPONSE` of a call a payment was accepted for: authorized now, settled on delivery. */
  async acceptanceHeader(paymentId: string): Promise<string | null> {
    const payment = await this.payments.get(paymentId);
    if (!payment || payment.status !== 'held') return null;
    return this.gateway.responseHeader({
      success: true, transaction: '', network: payment.requirements.network, payer: payment.payer,
      extra: { paymentId: payment.id, status: 'authorized', settlement: 'on_delivery', amount: payment.requirements.amount },
    });
  }

  /** The EIP-155 chain id of the payment network (what a payer's proof of its wallet names). */
  get chainId(): number {
    return Number(this.gateway.network.split(':')[1]);
  }

  /**
   * The principal a payer reads back what it paid for with: its pay-per-call org, read-only.
   * 404 when the address never paid here (it has nothing to read).
   */
  async payerReader(payer: string): Promise<Principal> {
    const org = await this.accounts.findOrgByName(payerOrgName(payer));
    if (!org) throw new AppError(404, 'not_found', 'nothing was paid for here by this address');
    return { orgId: org.id, keyId: `x402:${payer}`, permissions: payerReadPermissions, via: 'x402' };
  }

  /** The payer's pay-per-call org, made at its first accepted payment. */
  private async payerOrg(payer: string) {
    const name = payerOrgName(payer);
    const existing = await this.accounts.findOrgByName(name);
    if (existing) return existing;
    try {
      return await this.accounts.createOrg({ name, displayName: payer, payer });
    } catch (err) {
      // Another request of the same payer made it first.
      if (err instanceof StoreError && err.code === 'duplicate') return (await this.accounts.findOrgByName(name))!;
      throw err;
    }
  }

  async claim(orgId: string, paymentId: string, holdKey: string): Promise<boolean> {
    const r = await this.payments.update(paymentId, { set: { status: 'held', holdKey } }, { where: { status: 'authorized', orgId } });
    if (r.status === 'updated') return true;
    return r.status === 'conflict' && r.current.status === 'held' && r.current.holdKey === holdKey;
  }

  async charged(_orgId: string, paymentId: string): Promise<void> {
    const r = await this.payments.update(paymentId, { set: { status: 'due' } }, { where: { status: 'held' } });
    if (r.status === 'updated') this.settleInBackground(paymentId);
  }

  async released(_orgId: string, paymentId: string): Promise<void> {
    await this.payments.update(paymentId, { set: { status: 'voided' } }, { where: { status: 'held' } });
  }

  /** The call a payment was accepted for ended without using it (it failed, or returned earlier work). */
  async abandon(paymentId: string): Promise<void> {
    await this.payments.update(paymentId, { set: { status: 'voided' } }, { where: { status: 'authorized' } });
  }

  async get(paymentId: string): Promise<StoredPayment | null> {
    return this.payments.get(paymentId);
  }

  /** Resolves when the settlements this process started have ended (tests, shutdown). */
  idle(): Promise<void> {
    return this.settlements.idle();
  }

  private settleInBackground(paymentId: string): void {
    // A run that fails (the store is down) leaves the payment due or settling: the sweep takes it up.
    this.settlements.start(paymentId, () => this.settle(paymentId).then(() => {}, (err: Error) => this.log('x402 settlement interrupted', { paymentId, message: err.message })));
  }

  /** Settles a due payment once: claimed (`settling`) by one replica, then settled, failed, or due again. */
  async settle(paymentId: string, nowMs = Date.now()): Promise<StoredPayment | null> {
    const claimed = await this.payments.update(paymentId, { set: { status: 'settling' }, inc: { settleAttempts: 1 } }, { where: { status: 'due' } });
    if (claimed.status !== 'updated') return null;
    const payment = claimed.doc;
    if (payment.validBefore <= nowMs / 1000) {
      return this.finish(payment, { status: 'failed', error: 'authorization_expired: the work was delivered after the authorization lapsed' });
    }
    let response: SettleResponse;
    try {
      response = await this.gateway.settle(payment.payload, payment.requirements);
    } catch (err) {
      this.log('x402 settlement postponed: the facilitator is unreachable', { paymentId, message: (err as Error).message });
      return this.finish(payment, { status: 'due', error: `facilitator unreachable: ${(err as Error).message}` });
    }
    if (!response.success) {
      this.log('x402 settlement refused', { paymentId, reason: response.errorReason });
      return this.finish(payment, { status: 'failed', error: `${response.errorReason ?? 'settle_failed'}${response.errorMessage ? `: ${response.errorMessage}` : ''}` });
    }
    return this.finish(payment, { status: 'settled', transaction: response.transaction, error: null });
  }

  private async finish(payment: StoredPayment, set: Partial<PaymentRecord>): Promise<StoredPayment> {
    const r = await this.payments.update(payment.id, { set }, { where: { status: 'settling' } });
    return r.status === 'updated' ? r.doc : r.status === 'conflict' ? r.current : payment;
  }

  /**
   * Moves what was left behind: due payments are settled, interrupted settlements tried again,
   * held payments whose hold was charged or released (a lost notice) settled or voided, accepted
   * ones their call never used voided, and ones a stopped replica never judged failed (their
   * payer signs a new authorization). Returns how many payments moved.
   */
  async sweep(nowMs = Date.now()): Promise<number> {
    let moved = 0;
    const before = (ms: number) => new Date(nowMs - ms).toISOString();
    for (const status of ['due', 'settling', 'held', 'authorized', 'verifying'] as const) {
      const { items } = await this.payments.list({ where: { status }, limit: 200, order: 'oldest' });
      for (const p of items) {
        if (status === 'due') {
          if (await this.settle(p.id, nowMs)) moved++;
        } else if (status === 'settling' && p.updatedAt < before(settlingStaleAfterMs)) {
          const r = await this.payments.update(p.id, { set: { status: 'due' } }, { ifVersion: p.version, where: { status: 'settling' } });
          if (r.status === 'updated' && (await this.settle(p.id, nowMs))) moved++;
        } else if (status === 'held' && p.updatedAt < before(heldCheckAfterMs) && p.orgId && p.holdKey) {
          const state = await this.accounts.holdState(p.orgId, p.holdKey);
          if (state === 'charged') {
            await this.charged(p.orgId, p.id);
            moved++;
          } else if (state === 'none') {
            await this.released(p.orgId, p.id);
            moved++;
          }
        } else if (status === 'authorized' && p.updatedAt < before(unusedAfterMs)) {
          await this.abandon(p.id);
          moved++;
        } else if (status === 'verifying' && p.updatedAt < before(unusedAfterMs)) {
          const r = await this.payments.update(p.id, { set: { status: 'failed', error: 'unjudged: the facilitator was not heard from' } }, { where: { status: 'verifying' } });
          if (r.status === 'updated') moved++;
        }
      }
    }
    return moved;
  }
}
