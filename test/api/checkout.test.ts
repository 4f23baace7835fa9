/**
 * Buying credits with Stripe Checkout: the session is made through the official `stripe` client
 * (pointed at a local stand-in of Stripe's API), and the webhook is signed as Stripe signs it
 * (`webhooks.generateTestHeaderString`) and verified by the service with `constructEvent`.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import Stripe from 'stripe';
import { createHarness, type Harness } from './harness.ts';
import { type FakeStripe, type StripeSessionObject, startFakeStripe } from '../support/stripe-api.ts';

const webhookSecret = 'whsec_test_framefleet_checkout_secret';
const stripe = new Stripe('sk_test_unused');

const test = suite<{ h: Harness; api: FakeStripe }>('api: checkout and Stripe webhooks');
test.before(async (ctx) => {
  ctx.api = await startFakeStripe();
  ctx.h = await createHarness({ payments: { stripe: { secretKey: 'sk_test_framefleet', webhookSecret, apiUrl: ctx.api.url } } });
});
test.after(async (ctx) => {
  await ctx.h?.close();
  await ctx.api?.close();
});

function event(session: StripeSessionObject, type = 'checkout.session.completed', id = `evt_${session.id}`) {
  return JSON.stringify({ id, object: 'event', api_version: '2025-01-01', created: Math.floor(Date.now() / 1000), type, data: { object: session } });
}

function deliver(h: Harness, payload: string, signature: string | null) {
  return h.app.inject({ method: 'POST', url: '/billing/stripe/webhook', headers: { 'content-type': 'application/json; charset=utf-8', ...(signature ? { 'stripe-signature': signature } : {}) }, payload });
}

async function wallet(h: Harness, orgId: string) {
  const w = (await h.services.accounts.getOrg(orgId))!.wallet;
  return [w.balanceCredits, w.availableCredits];
}

test('a checkout needs billing:write and goes to Stripe with what it sells', async ({ h, api }) => {
  const { orgId, key } = await h.newOrg('buyer');
  const reader = await h.newKey(orgId, { billing: ['read'] });
  const forbidden = await h.call(reader.key, { method: 'POST', url: '/v1/billing/checkout', payload: { credits: 1000 } });
  assert.is(forbidden.statusCode, 403);
  assert.is(forbidden.json().error.details.required, 'billing:write');
  assert.is(api.requests.length, 0, 'nothing reached Stripe');

  const res = await h.call(key, { method: 'POST', url: '/v1/billing/checkout', headers: { 'idempotency-key': 'buy-1' }, payload: { credits: 1000, successUrl: 'https://app.example/paid' } });
  assert.is(res.statusCode, 201, res.body);
  const checkout = res.json();
  assert.equal([checkout.credits, checkout.amountUsd], [1000, 10]);
  assert.match(checkout.url, /^https:\/\/checkout\.stripe\.test\//);
  const sent = api.requests.at(-1)!;
  assert.equal(
    [sent.form.get('mode'), sent.form.get('client_reference_id'), sent.form.get('metadata[orgId]'), sent.form.get('metadata[credits]'), sent.form.get('line_items[0][price_data][unit_amount]'), sent.form.get('line_items[0][price_data][currency]'), sent.form.get('success_url')],
    ['payment', orgId, orgId, '1000', '1000', 'usd', 'https://app.example/paid'],
  );
  assert.is(sent.headers['idempotency-key'], `checkout:${orgId}:buy-1`);
  const again = await h.call(key, { method: 'POST', url: '/v1/billing/checkout', headers: { 'idempotency-key': 'buy-1' }, payload: { credits: 1000, successUrl: 'https://app.example/paid' } });
  assert.is(again.json().checkoutId, checkout.checkoutId, 'the same key gives the same checkout');

  for (const credits of [499, 1_000_001, 10.5]) {
    const bad = await h.call(key, { method: 'POST', url: '/v1/billing/checkout', payload: { credits } });
    assert.is(bad.statusCode, 400, `${credits}`);
  }
  const me = (await h.call(key, { method: 'GET', url: '/v1/me' })).json();
  assert.is(me.billingConfigured, true);
  assert.is((await h.call(key, { method: 'GET', url: '/v1/billing/plans' })).json().billingConfigured, true);
});

test('a paid session credits the wallet once, however often its webhook is delivered', async ({ h, api }) => {
  const { orgId, key } = await h.newOrg('payer-once', { credits: 7 });
  const checkout = (await h.call(key, { method: 'POST', url: '/v1/billing/checkout', payload: { credits: 2500 } })).json();
  const paid = api.paid(checkout.checkoutId);
  const payload = event(paid);
  const first = await deliver(h, payload, stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
  assert.is(first.statusCode, 200, first.body);
  assert.is(first.json().outcome, 'credited');
  assert.equal(await wallet(h, orgId), [2507, 2507]);
  // Stripe retries a delivery it thinks failed, with a fresh signature; a second event for the same session too.
  const second = await deliver(h, payload, stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret }));
  assert.is(second.json().outcome, 'already_credited');
  const other = event(paid, 'checkout.session.async_payment_succeeded', 'evt_other');
  assert.is((await deliver(h, other, stripe.webhooks.generateTestHeaderString({ payload: other, secret: webhookSecret }))).json().outcome, 'already_credited');
  assert.equal(await wallet(h, orgId), [2507, 2507], 'credited exactly once');
  const grants = (await h.services.accounts.listLedger(orgId, 10)).items.filter((e) => e.kind === 'grant' && e.reference === null && e.description.includes(checkout.checkoutId));
  assert.is(grants.length, 1);
});

test('a forged, altered or unsigned webhook is refused with 400 and credits nothing', async ({ h, api }) => {
  const { orgId, key } = await h.newOrg('payer-forged');
  const checkout = (await h.call(key, { method: 'POST', url: '/v1/billing/checkout', payload: { credits: 900 } })).json();
  const payload = event(api.paid(checkout.checkoutId));
  const forged = await deliver(h, payload, stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }));
  assert.is(forged.statusCode, 400, forged.body);
  assert.is(forged.json().error.code, 'invalid_signature');
  const signed = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const altered = payload.replace('"amount_total":900', '"amount_total":90000').replace('"credits":"900"', '"credits":"90000"');
  assert.is((await deliver(h, altered, signed)).statusCode, 400, 'the signature covers the exact bytes');
  assert.is((await deliver(h, payload, null)).statusCode, 400);
  const stale = stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp: Math.floor(Date.now() / 1000) - 3600 });
  assert.is((await deliver(h, payload, stale)).statusCode, 400, 'an old signature is a replay');
  assert.equal(await wallet(h, orgId), [0, 0]);
});

test('events that pay nothing, or do not match what was sold, credit nothing', async ({ h, api }) => {
  const { orgId, key } = await h.newOrg('payer-unpaid');
  const checkout = (await h.call(key, { method: 'POST', url: '/v1/billing/checkout', payload: { credits: 600 } })).json();
  const sign = (payload: string) => stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
  const unpaid = event({ ...api.paid(checkout.checkoutId), payment_status: 'unpaid' });
  const cheaper = event({ ...api.paid(checkout.checkoutId), amount_total: 50 }, 'checkout.session.completed', 'evt_cheaper');
  const expired = event(api.paid(checkout.checkoutId), 'checkout.session.expired', 'evt_expired');
  for (const payload of [unpaid, cheaper, expired]) {
    const res = await deliver(h, payload, sign(payload));
    assert.is(res.statusCode, 200, res.body);
    assert.is(res.json().outcome, 'ignored');
  }
  assert.equal(await wallet(h, orgId), [0, 0]);
});

test('without Stripe settings: billingConfigured false, checkout 503 naming the setting, no webhook route', async () => {
  const plain = await createHarness();
  try {
    const { key } = await plain.newOrg('unconfigured');
    const me = (await plain.call(key, { method: 'GET', url: '/v1/me' })).json();
    assert.is(me.billingConfigured, false);
    assert.ok(me.plan && me.entitlements.exports, 'plan and entitlements stay best effort');
    const res = await plain.call(key, { method: 'POST', url: '/v1/billing/checkout', payload: { credits: 1000 } });
    assert.is(res.statusCode, 503);
    assert.is(res.json().error.code, 'billing_not_configured');
    assert.match(res.json().error.message, /FRAMEFLEET_STRIPE_SECRET_KEY/);
    assert.is((await plain.app.inject({ method: 'POST', url: '/billing/stripe/webhook', payload: {} })).statusCode, 404);
  } finally {
    await plain.close();
  }
});

test.run();
