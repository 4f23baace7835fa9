/**
 * The payments adapter over Stripe, with the official `stripe` library: a Checkout Session sells
 * credits (one credit is one US cent), and Stripe's signed webhook reports the payment. The
 * library signs nothing we send and verifies every webhook (`webhooks.constructEvent`, with the
 * endpoint's signing secret), so a forged or replayed-with-changes event is refused.
 *
 * `apiUrl` points the client at another Stripe API (a local fake in tests, or stripe-mock). This
 * module is imported only when Stripe is configured.
 */
import Stripe from 'stripe';
import type { CheckoutProvider, CheckoutSession, PaidCheckout } from './checkouts.ts';

export interface StripeSettings {
  secretKey: string;
  webhookSecret: string;
  /** Base URL of the Stripe API (default https://api.stripe.com). */
  apiUrl?: string;
}

/** Events whose session may be paid: completed (card payments), or paid later (bank debits). */
const paidEvents = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export class StripeCheckout implements CheckoutProvider {
  private readonly stripe: Stripe;

  constructor(private readonly settings: StripeSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : null;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: 2, timeout: 20_000, telemetry: false,
      ...(api ? { host: api.hostname, port: api.port || (api.protocol === 'https:' ? 443 : 80), protocol: api.protocol === 'http:' ? 'http' : 'https' } : {}),
    });
  }

  async createSession(input: { orgId: string; credits: number; successUrl: string; cancelUrl: string; idempotencyKey?: string }): Promise<CheckoutSession> {
    const session = await this.stripe.checkout.sessions.create({
      mode: 'payment',
      client_reference_id: input.orgId,
      line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: input.credits, product_data: { name: `${input.credits} credits` } } }],
      // What the webhook credits, set here by the service: the buyer cannot change it.
      metadata: { orgId: input.orgId, credits: String(input.credits) },
      success_url: input.successUrl,
      cancel_url: input.cancelUrl,
    }, input.idempotencyKey ? { idempotencyKey: input.idempotencyKey } : {});
    if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
    return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000).toISOString() };
  }

  paidCheckout(rawBody: Buffer, signature: string): PaidCheckout | null {
    const event = this.stripe.webhooks.constructEvent(rawBody, signature, this.settings.webhookSecret);
    if (!paidEvents.has(event.type)) return null;
    const session = event.data.object as Stripe.Checkout.Session;
    if (session.payment_status !== 'paid') return null;
    return {
      eventId: event.id, sessionId: session.id, orgId: session.metadata?.orgId ?? session.client_reference_id ?? null,
      credits: Number(session.metadata?.credits), amountTotal: session.amount_total, currency: session.currency,
    };
  }
}
