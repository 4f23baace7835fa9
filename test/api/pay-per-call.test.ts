/**
 * x402 v2 pay-per-call against a local facilitator (a real HTTP server speaking its API), with
 * real EIP-3009 signatures made by viem test accounts: the paid call through @x402/core's own
 * client, and the refusals (tampered, too small, expired, replayed) through hand-made payloads.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import { encodePaymentSignatureHeader } from '@x402/core/http';
import { parsePaymentRequired } from '@x402/core/schemas';
import type { PaymentRequired, PaymentRequirements } from '@x402/core/types';
import { authorizationTypes, getDefaultAsset } from '@x402/evm';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { getAddress, type Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import type { LightMyRequestResponse } from 'fastify';
import { payerOrgName } from '../../control-plane/features/pay-per-call/pay-per-call.ts';
import { createHarness, type Harness } from './harness.ts';
import { startFakeFacilitator, type FakeFacilitator } from '../support/x402-facilitator.ts';

const network = 'eip155:84532';
const payTo = '0x209693Bc6afc0C5328bA36FaF03C514EF312287C';
// Fixed keys (the first two of the well-known development mnemonic): the same addresses on every run.
const payer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const otherPayer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');
const usdc = getDefaultAsset(network);

/** 6 s of 640x360: 5 credits, so 50,000 atomic units of USDC ($0.05). */
const composition = {
  output: { width: 640, height: 360, fps: 30, background: '#101820' },
  tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 3, shape: 'rectangle', fill: '#f2aa4c' }, { kind: 'text', start: 3, duration: 3, text: 'Paid per call' }] }],
};

const test = suite<{ h: Harness; facilitator: FakeFacilitator }>('api: x402 pay-per-call');
test.before(async (ctx) => {
  ctx.facilitator = await startFakeFacilitator();
  ctx.h = await createHarness({ payments: { x402: { facilitatorUrl: ctx.facilitator.url, payTo, network, maxTimeoutSeconds: 3600 } } });
});
test.after(async (ctx) => {
  await ctx.h?.close();
  await ctx.facilitator?.close();
});

function render(h: Harness, headers: Record<string, string> = {}) {
  return h.app.inject({ method: 'POST', url: '/v1/renders', headers, payload: { composition } });
}

function header(res: LightMyRequestResponse, name: string): string | null {
  const v = res.headers[name.toLowerCase()];
  return typeof v === 'string' ? v : null;
}

/** The payment-required answer, as an x402 client reads it (the PAYMENT-REQUIRED header). */
function paymentRequiredOf(res: LightMyRequestResponse): PaymentRequired {
  return new x402HTTPClient(new x402Client()).getPaymentRequiredResponse((name) => header(res, name), res.json());
}

/** A hand-made `exact` payment for `requirements`, with fields overridden to make it wrong. */
async function handMadePayment(account: PrivateKeyAccount, requirements: PaymentRequirements, override: { value?: string; validBefore?: number; nonce?: Hex } = {}) {
  const now = Math.floor(Date.now() / 1000);
  const authorization = {
    from: account.address, to: getAddress(requirements.payTo), value: override.value ?? requirements.amount,
    validAfter: '0', validBefore: String(override.validBefore ?? now + requirements.maxTimeoutSeconds),
    nonce: override.nonce ?? (`0x${Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('hex')}` as Hex),
  };
  const signature = await account.signTypedData({
    domain: { name: usdc.name, version: usdc.version, chainId: 84532, verifyingContract: getAddress(requirements.asset) },
    types: authorizationTypes, primaryType: 'TransferWithAuthorization',
    message: { ...authorization, value: BigInt(authorization.value), validAfter: BigInt(authorization.validAfter), validBefore: BigInt(authorization.validBefore) },
  });
  return { x402Version: 2, accepted: requirements, payload: { authorization, signature } };
}

async function payerOrg(h: Harness, account: PrivateKeyAccount) {
  return h.services.accounts.findOrgByName(payerOrgName(account.address));
}

/** Delivers a queued render as the farm would: every scene, then the assembled output. */
async function deliver(h: Harness, orgId: string, renderId: string) {
  const queued = await h.services.renders.get(orgId, renderId);
  for (let i = 0; i < queued.progress.scenesTotal; i++) await h.services.renders.sceneCompleted(orgId, renderId, i, { frameCount: 1, segmentHash: 'x'.repeat(64), nodeId: 'n1' });
  const blob = await h.services.blobs.put(Buffer.from('an mp4 would be here'));
  return h.services.renders.completed(orgId, renderId, { blobKey: blob.key, sizeBytes: blob.sizeBytes, frameCount: 180, durationSec: 6 });
}

test('a priced call without a key or payment gets the 402 envelope that @x402/core parses, quoted by the server', async ({ h, facilitator }) => {
  const res = await render(h);
  assert.is(res.statusCode, 402, res.body);
  const body = res.json();
  assert.is(body.x402Version, 2);
  assert.type(body.error, 'string');
  assert.ok(parsePaymentRequired(body).success, 'the body is a valid x402 PaymentRequired');
  const required = paymentRequiredOf(res);
  assert.equal(required.accepts, body.accepts, 'header and body agree');
  const [offer] = required.accepts;
  assert.equal(
    { scheme: offer!.scheme, network: offer!.network, asset: offer!.asset, amount: offer!.amount, payTo: offer!.payTo, maxTimeoutSeconds: offer!.maxTimeoutSeconds },
    { scheme: 'exact', network, asset: usdc.asset, amount: '50000', payTo, maxTimeoutSeconds: 3600 },
    "the amount is the server's quote (5 credits) in USDC's atomic units",
  );
  assert.equal(offer!.extra, { name: usdc.name, version: usdc.version }, "the token's EIP-712 domain is named");
  assert.is(required.resource.url, 'http://127.0.0.1:8080/v1/renders');
  const bad = await h.app.inject({ method: 'POST', url: '/v1/renders', payload: { composition: { output: { width: -1 }, tracks: [] } } });
  assert.is(bad.statusCode, 422, 'a composition that cannot be drawn is refused before any offer');
  assert.is(facilitator.verifies.length, 0);
});

test('a paid call succeeds as the payer, is settled once when the render is delivered, and not again', async ({ h, facilitator }) => {
  const client = new x402HTTPClient(new x402Client().register('eip155:*', new ExactEvmScheme(payer)));
  const offered = await render(h);
  const payload = await client.createPaymentPayload(paymentRequiredOf(offered));
  const paid = await render(h, client.encodePaymentSignatureHeader(payload));
  assert.is(paid.statusCode, 202, paid.body);
  const receipt = client.getPaymentSettleResponse((name) => header(paid, name));
  assert.is(receipt.payer, payer.address);
  assert.equal(receipt.extra?.status, 'authorized', 'accepted now; settled on delivery');
  assert.is(facilitator.verifies.length, 1);
  assert.is(facilitator.settlements.length, 0, 'nothing is settled before the work is delivered');

  const queued = paid.json();
  assert.equal([queued.status, queued.projectId, queued.listUsd], ['queued', null, 0.05]);
  const org = (await payerOrg(h, payer))!;
  assert.ok(org, 'the payer has its own org');
  assert.is(org.payer, payer.address);
  assert.is((await h.services.renders.get(org.id, queued.id)).id, queued.id, "the render belongs to the payer's org");
  assert.equal([org.wallet.balanceCredits, org.wallet.availableCredits], [5, 0], "the payment's credits are held, the wallet's own untouched");

  assert.is((await deliver(h, org.id, queued.id)).outcome, 'completed');
  await h.services.payPerCall!.idle();
  assert.is(facilitator.settlements.length, 1, 'settled once, on delivery');
  assert.is(facilitator.settlements[0]!.requirements.amount, '50000');
  const paymentId = receipt.extra!.paymentId as string;
  const settled = (await h.services.payPerCall!.get(paymentId))!;
  assert.equal([settled.status, settled.transaction], ['settled', facilitator.settlements[0]!.transaction]);

  assert.is((await deliver(h, org.id, queued.id)).outcome, 'duplicate');
  await h.services.payPerCall!.sweep(Date.now() + 3600_000);
  await h.services.payPerCall!.idle();
  assert.is(facilitator.settlements.length, 1, 'a repeated delivery report and a sweep settle nothing more');
  const after = (await payerOrg(h, payer))!;
  assert.equal([after.wallet.balanceCredits, after.wallet.availableCredits], [0, 0]);
  const ledger = (await h.services.accounts.listLedger(after.id, 10)).items.map((e) => [e.kind, e.credits]);
  assert.equal(ledger.sort(), [['charge', -5], ['grant', 5]], 'the ledger shows the payment arriving and spent');

  // The same authorization again is a replay: refused, nothing queued, nothing settled.
  const replay = await render(h, client.encodePaymentSignatureHeader(payload));
  assert.is(replay.statusCode, 402, replay.body);
  assert.match(replay.json().error, /^authorization_used/);
  assert.ok(parsePaymentRequired(replay.json()).success);
  assert.is(facilitator.settlements.length, 1);
});

test('a settlement the facilitator cannot take at delivery is retried by the sweep, and made once', async ({ h, facilitator }) => {
  const account = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
  const offer = paymentRequiredOf(await render(h)).accepts[0]!;
  const paid = await render(h, { 'payment-signature': encodePaymentSignatureHeader(await handMadePayment(account, offer) as never) });
  assert.is(paid.statusCode, 202, paid.body);
  const org = (await payerOrg(h, account))!;
  const paymentId = client402Receipt(paid).paymentId;
  const before = facilitator.settlements.length;
  facilitator.down = true;
  try {
    await deliver(h, org.id, paid.json().id);
    await h.services.payPerCall!.idle();
  } finally {
    facilitator.down = false;
  }
  const postponed = (await h.services.payPerCall!.get(paymentId))!;
  assert.equal([postponed.status, postponed.settleAttempts], ['due', 1]);
  assert.match(postponed.error!, /unreachable/);
  assert.ok(await h.services.payPerCall!.sweep() >= 1);
  await h.services.payPerCall!.sweep();
  assert.is(facilitator.settlements.length, before + 1, 'settled once when the facilitator is back');
  assert.is((await h.services.payPerCall!.get(paymentId))!.status, 'settled');
});

/** The extra of a paid call's PAYMENT-RESPONSE. */
function client402Receipt(res: LightMyRequestResponse): { paymentId: string; status: string } {
  return new x402HTTPClient(new x402Client()).getPaymentSettleResponse((name) => header(res, name)).extra as { paymentId: string; status: string };
}

test('a paid render that fails is never settled', async ({ h, facilitator }) => {
  const offer = paymentRequiredOf(await render(h)).accepts[0]!;
  const paid = await render(h, { 'payment-signature': encodePaymentSignatureHeader(await handMadePayment(otherPayer, offer) as never) });
  assert.is(paid.statusCode, 202, paid.body);
  const org = (await payerOrg(h, otherPayer))!;
  const settledBefore = facilitator.settlements.length;
  await h.services.renders.failed(org.id, paid.json().id, { code: 'render_failed', message: 'the encoder stopped', category: 'internal', retryable: true });
  await h.services.payPerCall!.sweep(Date.now() + 3600_000);
  await h.services.payPerCall!.idle();
  assert.is(facilitator.settlements.length, settledBefore, 'a failure is not paid for');
  const payments = (await h.services.payPerCall!.payments.list({ where: { payer: otherPayer.address }, limit: 10 })).items;
  assert.equal(payments.map((p) => p.status), ['voided']);
  const wallet = (await payerOrg(h, otherPayer))!.wallet;
  assert.equal([wallet.balanceCredits, wallet.availableCredits], [0, 0], "the payment's credits left with its hold");
});

test('tampered, too small, expired and replayed payments are refused with the 402 envelope, and nothing is settled', async ({ h, facilitator }) => {
  const offer = paymentRequiredOf(await render(h)).accepts[0]!;
  const settledBefore = facilitator.settlements.length;
  const rendersBefore = await h.services.renders.renders.scanAllOrgs({ limit: 1000 });

  const tampered = await handMadePayment(payer, offer);
  // One byte of the signature changed: it no longer recovers to `from`.
  const sig = tampered.payload.signature;
  tampered.payload.signature = `${sig.slice(0, 20)}${sig[20] === 'a' ? 'b' : 'a'}${sig.slice(21)}` as Hex;
  const raised = await handMadePayment(payer, offer);
  // Another value under the same signature: the signer it recovers to is not `from` either.
  raised.payload.authorization.value = '5000000';
  const small = await handMadePayment(payer, { ...offer, amount: '49999' });
  const expired = await handMadePayment(payer, offer, { validBefore: Math.floor(Date.now() / 1000) - 60 });
  const tooShort = await handMadePayment(payer, offer, { validBefore: Math.floor(Date.now() / 1000) + 120 });
  const cases = [[tampered, 'invalid_signature'], [raised, 'invalid_signature'], [small, 'insufficient_amount'], [expired, 'authorization_expired'], [tooShort, 'authorization_too_short']] as const;
  for (const [payment, reason] of cases) {
    const res = await render(h, { 'payment-signature': encodePaymentSignatureHeader(payment as never) });
    assert.is(res.statusCode, 402, `${reason}: ${res.body}`);
    assert.match(res.json().error, new RegExp(`^${reason}`));
    assert.ok(parsePaymentRequired(res.json()).success, `${reason}: the refusal is the payment envelope`);
    assert.is(paymentRequiredOf(res).accepts[0]!.amount, '50000');
  }
  const garbage = await render(h, { 'payment-signature': 'not base64 at all!' });
  assert.is(garbage.statusCode, 402);
  assert.match(garbage.json().error, /^invalid_payload/);

  // A valid authorization used once, then presented again.
  const once = await handMadePayment(payer, offer);
  const first = await render(h, { 'payment-signature': encodePaymentSignatureHeader(once as never) });
  assert.is(first.statusCode, 202, first.body);
  const again = await render(h, { 'payment-signature': encodePaymentSignatureHeader(once as never) });
  assert.is(again.statusCode, 402);
  assert.match(again.json().error, /^authorization_used/);

  await h.services.payPerCall!.idle();
  assert.is(facilitator.settlements.length, settledBefore, 'nothing was settled');
  const rendersAfter = await h.services.renders.renders.scanAllOrgs({ limit: 1000 });
  assert.is(rendersAfter.items.length, rendersBefore.items.length + 1, 'only the one valid payment queued a render');
});

test('a key still pays from its wallet: 402 billing_required in the error envelope when it cannot', async ({ h }) => {
  const poor = await h.newOrg('ppc-poor', { credits: 0 });
  const refused = await h.call(poor.key, { method: 'POST', url: '/v1/renders', payload: { composition } });
  assert.is(refused.statusCode, 402, refused.body);
  assert.is(refused.json().error.code, 'billing_required');
  const rich = await h.newOrg('ppc-rich', { credits: 100 });
  const queued = await h.call(rich.key, { method: 'POST', url: '/v1/renders', payload: { composition } });
  assert.is(queued.statusCode, 202, queued.body);
  assert.is(queued.headers['payment-response'], undefined);
  assert.is((await h.services.accounts.getOrg(rich.orgId))!.wallet.availableCredits, 95);
});

test('without pay-per-call configured: 401 without a key, 503 naming the setting with a payment', async () => {
  const plain = await createHarness();
  try {
    const anonymous = await plain.app.inject({ method: 'POST', url: '/v1/renders', payload: { composition } });
    assert.is(anonymous.statusCode, 401);
    const paying = await plain.app.inject({ method: 'POST', url: '/v1/renders', headers: { 'payment-signature': 'e30=' }, payload: { composition } });
    assert.is(paying.statusCode, 503);
    assert.is(paying.json().error.code, 'pay_per_call_not_configured');
    assert.match(paying.json().error.message, /FRAMEFLEET_X402_FACILITATOR_URL/);
  } finally {
    await plain.close();
  }
});

test.run();
