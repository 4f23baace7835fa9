/**
 * Pay-per-call on priced routes (x402 v2). A route a caller may pay for per call declares
 * `config.price`: what this request costs, in credits, computed from the request alone (the
 * caller has no org yet). Called without an Authorization header, such a route:
 *
 * - without `PAYMENT-SIGNATURE` answers 402 with the payment envelope `{x402Version: 2, accepts,
 *   error, resource}` (also base64 in the `PAYMENT-REQUIRED` header, where x402 clients read it);
 * - with a valid one runs as the payer's principal (`x402:<address>`, its own org), the payment
 *   funding the call's hold, and answers with a `PAYMENT-RESPONSE` header (authorized; settled
 *   when the work is delivered, see domain/pay-per-call.ts);
 * - with an invalid, replayed or insufficient one answers 402 with the envelope saying why.
 *
 * The price needs the validated body, so the caller is resolved in `preHandler`; `onRequest`
 * only marks the request (`paymentPending`) so that auth.ts leaves it to this hook. Without
 * pay-per-call configured, a keyless call gets auth's 401, and one carrying a payment the 503
 * naming the setting.
 *
 * A route that declares `config.readableByPayer` (the reads of what pay-per-call makes) also
 * takes, instead of a key, a `SIGN-IN-WITH-X` proof of the payer's wallet bound to the URL read
 * (payer-proof.ts): it runs read-only as the payer's org, so another payer's work is a 404.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiContract } from '../../../shared/contract.ts';
import { AppError } from '../../../shared/errors.ts';
import type { HoldPayment } from '../accounts/accounts.ts';
import { PaymentRefused, type PayPerCall } from './pay-per-call.ts';
import { payerProofHeader, payerProofMaxAgeSeconds, verifyPayerProof } from './payer-proof.ts';
import { ErrorEnvelope } from '../../http/schemas.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Marks a route a caller without a key may pay for per call: the credits this request costs (may throw the route's own 4xx). */
    price?: (request: FastifyRequest) => Promise<number> | number;
    /** Marks a read a payer may make with a SIGN-IN-WITH-X proof of its wallet instead of a key. */
    readableByPayer?: true;
  }
  interface FastifyRequest {
    /** The pay-per-call payment funding this call, when its caller paid with one. */
    payment: HoldPayment | null;
  }
}

/** JSON schema of the 402 payment envelope (spec: Payment-required), for priced routes' 402 and the OpenAPI document. */
export const paymentRequiredSchema = {
  type: 'object',
  properties: {
    x402Version: { type: 'integer', const: 2 },
    error: { type: 'string' },
    resource: { type: 'object', properties: { url: { type: 'string' }, description: { type: 'string' }, mimeType: { type: 'string' } }, additionalProperties: true },
    accepts: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          scheme: { type: 'string' }, network: { type: 'string' }, asset: { type: 'string' }, amount: { type: 'string' }, payTo: { type: 'string' },
          maxTimeoutSeconds: { type: 'integer' }, extra: { type: 'object', additionalProperties: true },
        },
        required: ['scheme', 'network', 'asset', 'amount', 'payTo', 'maxTimeoutSeconds'],
      },
    },
    contract: { type: 'string' },
    contractVersion: { type: 'string' },
  },
  required: ['x402Version', 'accepts', 'error'],
} as const;

/**
 * A priced route's 402: the payment envelope for a keyless caller, the error envelope
 * (billing_required) for a key's wallet. Titled, so the document names it once for every priced
 * route and generated clients get one type for it.
 */
const pricedRouteRefusal = { title: 'PaymentRequiredAnswer', anyOf: [{ ...paymentRequiredSchema, title: 'PaymentRequired' }, ErrorEnvelope] };

/** The setting without which no payment is taken. */
export const payPerCallSetting = 'FRAMEFLEET_X402_FACILITATOR_URL';

export const payPerCallPlugin = fp<{ payPerCall: PayPerCall | null; publicUrl: () => string }>(async (app: FastifyInstance, { payPerCall, publicUrl }) => {
  app.decorateRequest('paymentPending', false);
  app.decorateRequest('payment', null);

  app.addHook('onRoute', (route) => {
    if (route.config?.readableByPayer) {
      route.schema = {
        ...route.schema,
        'x-payer-read': {
          header: payerProofHeader.toUpperCase(), proof: 'base64 of JSON {message, signature}: an EIP-4361 message signed (EIP-191) by the paying wallet',
          binding: { domain: 'this service\'s host', uri: 'the URL read, without query', chainId: 'the payment network\'s chain id' }, maxAgeSeconds: payerProofMaxAgeSeconds,
        },
      } as typeof route.schema;
    }
    if (!route.config?.price) return;
    const response = (route.schema?.response ?? {}) as Record<string, unknown>;
    route.schema = {
      ...route.schema,
      // The 402 is the payment envelope for a keyless caller, the error envelope (billing_required) for a key's wallet.
      response: { ...response, 402: pricedRouteRefusal },
      'x-payment': { protocol: 'x402', x402Version: 2, header: 'PAYMENT-SIGNATURE' },
    } as typeof route.schema;
  });

  app.addHook('onRequest', async (request) => {
    if (request.headers.authorization) return;
    const proof = request.headers[payerProofHeader];
    if (request.routeOptions.config?.readableByPayer && typeof proof === 'string') {
      if (!payPerCall) throw new AppError(503, 'pay_per_call_not_configured', `pay-per-call is not set up here (${payPerCallSetting}), so nothing was paid for; send an API key instead`, { setting: payPerCallSetting });
      const base = publicUrl().replace(/\/+$/, '');
      const payer = await verifyPayerProof(proof, { domain: new URL(base).host, uri: `${base}${request.url.split('?')[0]}`, chainId: payPerCall.chainId });
      request.principal = await payPerCall.payerReader(payer);
      return;
    }
    if (!request.routeOptions.config?.price) return;
    if (payPerCall) {
      request.paymentPending = true;
    } else if (request.headers['payment-signature']) {
      throw new AppError(503, 'pay_per_call_not_configured', `pay-per-call payments are not taken here: ${payPerCallSetting} is not set; send an API key instead`, { setting: payPerCallSetting });
    }
  });

  if (!payPerCall) return;

  app.addHook('preHandler', async (request, reply) => {
    if (!request.paymentPending) return;
    const price = request.routeOptions.config.price!;
    const credits = await price(request);
    const resource = { url: `${publicUrl()}${request.url.split('?')[0]}`, description: (request.routeOptions.schema as { summary?: string } | undefined)?.summary ?? `${request.method} ${request.routeOptions.url}`, mimeType: 'application/json' };
    const refuse = (error: string) => {
      const offer = payPerCall.offer(credits, resource, error);
      return reply.status(402).header('payment-required', offer.header).header('cache-control', 'no-store').send({ ...offer.body, ...apiContract });
    };
    const header = request.headers['payment-signature'];
    if (typeof header !== 'string' || header === '') return refuse('payment required: send an API key, or pay for this call with a PAYMENT-SIGNATURE header answering one of accepts');
    try {
      const accepted = await payPerCall.accept(header, credits, `${request.method} ${request.routeOptions.url}`);
      request.principal = accepted.principal;
      request.payment = accepted.payment;
    } catch (err) {
      if (err instanceof PaymentRefused) return refuse(`${err.reason}: ${err.message}`);
      throw err;
    }
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (request.payment && reply.statusCode < 400) {
      const header = await payPerCall.acceptanceHeader(request.payment.id);
      if (header) reply.header('payment-response', header);
    }
    return payload;
  });

  // A payment its call did not use (the call failed, or answered with earlier work) is voided now.
  app.addHook('onResponse', async (request) => {
    if (request.payment) await payPerCall.abandon(request.payment.id);
  });
}, { name: 'framefleet-pay-per-call' });

/** The pay-per-call payment of a request, for a priced route's domain call. */
export function paymentOf(request: FastifyRequest): { payment?: HoldPayment } {
  return request.payment ? { payment: request.payment } : {};
}
