/**
 * Tag group `billing`: buying credits. `POST /v1/billing/checkout` (needs `billing:write`) makes
 * a checkout the buyer pays in the browser; the payments provider then calls the public webhook
 * `POST /billing/stripe/webhook` (there when Stripe is configured), whose signature is verified
 * over the raw body before the credits land (once per paid session). Plans are listed with the
 * account (account.ts).
 */
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { checkoutLimits, type Checkouts } from './checkouts.ts';
import { principalOf } from '../../http/auth.ts';
import { authErrors, ContractFields, ErrorEnvelope, withContract } from '../../http/schemas.ts';

export const billingRoutes: FastifyPluginAsyncTypebox<{ checkouts: Checkouts; publicUrl: () => string }> = async (app, { checkouts, publicUrl }) => {
  app.post('/v1/billing/checkout', {
    config: { auth: 'billing:write' },
    schema: {
      tags: ['billing'], operationId: 'createCheckout', summary: 'Buy credits: a checkout to pay in the browser (credits land in the wallet once it is paid)',
      description: `One credit is one US cent; a checkout sells ${checkoutLimits.minCredits} to ${checkoutLimits.maxCredits} credits. Open url in a browser; once paid, the credits arrive in the wallet (GET /v1/me). `
        + 'Without payments configured (billingConfigured false) it answers 503 billing_not_configured. Idempotency-Key: the same key returns the same checkout.',
      headers: Type.Object({ 'idempotency-key': Type.Optional(Type.String({ minLength: 1, maxLength: 200 })) }),
      body: Type.Object({
        credits: Type.Integer({ minimum: checkoutLimits.minCredits, maximum: checkoutLimits.maxCredits }),
        successUrl: Type.Optional(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000, description: 'where the buyer lands after paying (default: the account page)' })),
        cancelUrl: Type.Optional(Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000, description: 'where the buyer lands when leaving without paying (default: the plans page)' })),
      }, { additionalProperties: false }),
      response: {
        201: Type.Object({ checkoutId: Type.String(), url: Type.String(), expiresAt: Type.String(), credits: Type.Integer(), amountUsd: Type.Number(), ...ContractFields }),
        400: ErrorEnvelope, 502: ErrorEnvelope, 503: ErrorEnvelope, ...authErrors,
      },
    },
  }, async (request, reply) => {
    const { credits } = request.body;
    const session = await checkouts.start(principalOf(request).orgId, {
      credits, successUrl: request.body.successUrl ?? `${publicUrl()}/v1/me`, cancelUrl: request.body.cancelUrl ?? `${publicUrl()}/v1/billing/plans`,
      ...(request.headers['idempotency-key'] ? { idempotencyKey: `checkout:${principalOf(request).orgId}:${request.headers['idempotency-key']}` } : {}),
    });
    return reply.status(201).send(withContract({ checkoutId: session.id, url: session.url, expiresAt: session.expiresAt, credits, amountUsd: credits / 100 }));
  });

  // Without payments configured there is no provider to hear from: no webhook route.
  if (!checkouts.configured) return;
  // The provider signs the exact bytes it sends: this route keeps them as they came.
  await app.register(async (webhook) => {
    webhook.removeContentTypeParser('application/json');
    webhook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
    webhook.post('/billing/stripe/webhook', {
      schema: {
        tags: ['billing'], summary: "Stripe's webhook: a paid checkout credits its wallet once (signed; not for API clients)",
        headers: Type.Object({ 'stripe-signature': Type.Optional(Type.String()) }),
        response: { 200: Type.Object({ received: Type.Boolean(), outcome: Type.String(), ...ContractFields }), 400: ErrorEnvelope, 503: ErrorEnvelope },
      },
    }, async (request) => {
      const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const signature = request.headers['stripe-signature'];
      const result = await checkouts.webhook(body, typeof signature === 'string' ? signature : undefined);
      if (result.outcome !== 'ignored') request.log.info({ ...result }, 'checkout paid');
      return withContract({ received: true, outcome: result.outcome });
    });
  });
};
