/**
 * Buying credits: a checkout (payments/stripe.ts) the org's buyer completes in the browser, and
 * the provider's signed webhook that reports it paid. The credits land in the wallet exactly
 * once per paid session, however often the webhook is delivered (the grant's idempotency key is
 * the session id), and only for a session that charged what it sells (one credit, one US cent).
 * Without a provider configured, checkout answers 503 naming the setting, and `billingConfigured`
 * is false.
 */
import { AppError } from '../../../shared/errors.ts';
import type { Accounts } from '../accounts/accounts.ts';

export interface CheckoutSession {
  id: string;
  /** Where the buyer pays. */
  url: string;
  expiresAt: string;
}

/** A paid session, as the provider's verified webhook reports it. */
export interface PaidCheckout {
  eventId: string;
  sessionId: string;
  orgId: string | null;
  credits: number;
  /** What the buyer paid, in the currency's minor unit. */
  amountTotal: number | null;
  currency: string | null;
}

export interface CheckoutProvider {
  createSession(input: { orgId: string; credits: number; successUrl: string; cancelUrl: string; idempotencyKey?: string }): Promise<CheckoutSession>;
  /** The paid session a webhook reports, or null for an event that pays nothing; throws when the signature does not verify. */
  paidCheckout(rawBody: Buffer, signature: string): PaidCheckout | null;
}

/** The settings without which no checkout is made. */
export const checkoutSettings = { secretKey: 'FRAMEFLEET_STRIPE_SECRET_KEY', webhookSecret: 'FRAMEFLEET_STRIPE_WEBHOOK_SECRET' } as const;

/** Credits one checkout sells: at least $5, at most $10,000. */
export const checkoutLimits = { minCredits: 500, maxCredits: 1_000_000 } as const;

export type WebhookOutcome =
  | { outcome: 'credited' | 'already_credited'; orgId: string; credits: number; sessionId: string }
  | { outcome: 'ignored'; reason: string };

export class Checkouts {
  constructor(private readonly accounts: Accounts, private readonly provider: CheckoutProvider | null, private readonly log: (message: string, fields?: Record<string, unknown>) => void = () => {}) {}

  /** Whether payments are configured (the account's `billingConfigured`). */
  get configured(): boolean {
    return this.provider !== null;
  }

  async start(orgId: string, input: { credits: number; successUrl: string; cancelUrl: string; idempotencyKey?: string }): Promise<CheckoutSession> {
    const provider = this.require(checkoutSettings.secretKey);
    if (!(await this.accounts.getOrg(orgId))) throw new AppError(404, 'not_found', 'the org of this credential no longer exists');
    try {
      return await provider.createSession({ orgId, ...input });
    } catch (err) {
      this.log('checkout session could not be created', { orgId, message: (err as Error).message });
      throw new AppError(502, 'payments_provider_failed', 'the payments provider did not create the checkout; retry shortly', { retryAfterSeconds: 5 });
    }
  }

  /** Verifies a webhook and credits its paid session once; a bad signature is a 400. */
  async webhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookOutcome> {
    const provider = this.require(checkoutSettings.webhookSecret);
    let paid: PaidCheckout | null;
    try {
      if (!signature) throw new Error('no signature header');
      paid = provider.paidCheckout(rawBody, signature);
    } catch (err) {
      throw new AppError(400, 'invalid_signature', `the webhook signature does not verify: ${(err as Error).message}`);
    }
    if (!paid) return { outcome: 'ignored', reason: 'the event pays for nothing' };
    const { orgId, credits, sessionId } = paid;
    // The session was made here: a session that does not charge what it sells is not credited.
    if (!orgId || !Number.isSafeInteger(credits) || credits <= 0 || paid.currency !== 'usd' || paid.amountTotal !== credits) {
      this.log('paid checkout not credited: it does not match what was sold', { ...paid });
      return { outcome: 'ignored', reason: 'the session does not match a credit purchase' };
    }
    if (!(await this.accounts.getOrg(orgId))) {
      this.log('paid checkout not credited: its org no longer exists', { ...paid });
      return { outcome: 'ignored', reason: 'the org no longer exists' };
    }
    const granted = await this.accounts.grant(orgId, credits, `checkout ${sessionId}`, `checkout:stripe:${sessionId}`);
    return { outcome: granted === 'granted' ? 'credited' : 'already_credited', orgId, credits, sessionId };
  }

  private require(setting: string): CheckoutProvider {
    if (!this.provider) throw new AppError(503, 'billing_not_configured', `payments are not configured: set ${checkoutSettings.secretKey} and ${checkoutSettings.webhookSecret}`, { setting });
    return this.provider;
  }
}
