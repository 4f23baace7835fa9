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
import { ExactEvmScheme } from '@x402/evm/exact/client';
import type { Hex } from 'viem';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { payerOrgName } from '../../control-plane/features/pay-per-call/pay-per-call.ts';
import { seamsNotChecked } from '../../control-plane/features/renders/renders.ts';
import { createHarness, type Harness } from './harness.ts';
import { startFakeFacilitator, type FakeFacilitator } from '../support/x402-facilitator.ts';
import { handMadePayment, header, network, payerProof, paymentRequiredOf, payTo, receiptOf, usdc } from '../support/x402-payer.ts';

// Fixed keys (the first two of the well-known development mnemonic): the same addresses on every run.
const payer = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
const otherPayer = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d');

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

async function payerOrg(h: Harness, account: PrivateKeyAccount) {
  return h.services.accounts.findOrgByName(payerOrgName(account.address));
}

/** Delivers a queued render as the farm would: every scene, then the assembled output. */
async function deliver(h: Harness, orgId: string, renderId: string) {
  const queued = await h.services.renders.get(orgId, renderId);
  for (let i = 0; i < queued.progress.scenesTotal; i++) await h.services.renders.sceneCompleted(orgId, renderId, i, { frameCount: 1, segmentHash: 'x'.repeat(64), nodeId: 'n1' });
  const blob = await h.services.blobs.put(Buffer.from('an mp4 would be here'));
  return h.services.renders.completed(orgId, renderId, { blobKey: blob.key, sizeBytes: blob.sizeBytes, frameCount: 180, durationSec: 6 }, seamsNotChecked);
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
  const paymentId = receiptOf(paid).paymentId;
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

test('a payer reads its render and its job back with a SIGN-IN-WITH-X proof of the paying wallet; another payer gets 404', async ({ h }) => {
  const offer = paymentRequiredOf(await render(h)).accepts[0]!;
  const paid = await render(h, { 'payment-signature': encodePaymentSignatureHeader(await handMadePayment(payer, offer) as never) });
  assert.is(paid.statusCode, 202, paid.body);
  const { id } = paid.json();
  const read = async (account: PrivateKeyAccount, path: string) => h.app.inject({ method: 'GET', url: path, headers: await payerProof(account, `${h.url}${path.split('?')[0]}`) });

  const own = await read(payer, `/v1/renders/${id}`);
  assert.is(own.statusCode, 200, own.body);
  assert.equal([own.json().id, own.json().status], [id, 'queued']);
  const job = await read(payer, `/v1/jobs/${id}?wait=0`);
  assert.is(job.statusCode, 200, job.body);
  assert.is(job.json().kind, 'render');

  // otherPayer has an org of its own (it paid for a render above): the render is not in it.
  assert.ok(await payerOrg(h, otherPayer));
  for (const path of [`/v1/renders/${id}`, `/v1/jobs/${id}`]) {
    const other = await read(otherPayer, path);
    assert.is(other.statusCode, 404, `${path}: ${other.body}`);
  }
  // An address that never paid has nothing here.
  const stranger = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');
  assert.is((await read(stranger, `/v1/renders/${id}`)).statusCode, 404);
  // The proof opens reads only, and only those that take it.
  const write = await h.app.inject({ method: 'POST', url: `/v1/renders/${id}/cancel`, headers: await payerProof(payer, `${h.url}/v1/renders/${id}/cancel`) });
  assert.is(write.statusCode, 401, write.body);
  const list = await h.app.inject({ method: 'GET', url: '/v1/renders', headers: await payerProof(payer, `${h.url}/v1/renders`) });
  assert.is(list.statusCode, 401, list.body);
});

test('a proof bound to another URL, host or chain, stale, signed by another key or malformed is refused with 401 payer_proof_invalid', async ({ h }) => {
  const org = (await payerOrg(h, payer))!;
  const { items } = await h.services.renders.renders.forOrg(org.id).list({ limit: 1 });
  const path = `/v1/renders/${items[0]!.id}`;
  const url = `${h.url}${path}`;
  const cases: [string, Record<string, string>, RegExp][] = [
    ['another URL', await payerProof(payer, `${h.url}/v1/renders/rnd_other`), /is for .*rnd_other/],
    ['another host', await payerProof(payer, url, { domain: 'evil.example' }), /is for evil\.example/],
    ['another chain', await payerProof(payer, url, { chainId: 1 }), /chain id is 1/],
    ['stale', await payerProof(payer, url, { issuedAt: new Date(Date.now() - 10 * 60_000) }), /more than 300 s ago/],
    ['another key', await payerProof(payer, url, { signer: otherPayer }), /signature is not/],
    ['not base64 JSON', { 'sign-in-with-x': 'not a proof' }, /base64 of the JSON/],
  ];
  for (const [what, headers, reason] of cases) {
    const res = await h.app.inject({ method: 'GET', url: path, headers });
    assert.is(res.statusCode, 401, `${what}: ${res.body}`);
    assert.is(res.json().error.code, 'payer_proof_invalid', what);
    assert.match(res.json().error.message, reason, what);
  }
  assert.is((await h.app.inject({ method: 'GET', url: path })).statusCode, 401, 'no key and no proof');
});

test('the OpenAPI document marks each payable call (x-payment, the 402 envelope) and each read a payer proof opens (x-payer-read), and the pay-per-call skill names them all', async ({ h }) => {
  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const skill = (await h.app.inject({ method: 'GET', url: '/skills/pay-per-call' })).body;
  const marked = (extension: string) => Object.entries(doc.paths as Record<string, Record<string, any>>)
    .flatMap(([path, ops]) => Object.entries(ops).filter(([, op]) => op?.[extension]).map(([method, op]) => ({ call: `${method.toUpperCase()} ${path}`, op })));
  const payable = marked('x-payment');
  assert.equal(payable.map((p) => p.call).sort(), ['POST /v1/media/generate', 'POST /v1/renders']);
  for (const { call, op } of payable) {
    assert.equal(op['x-payment'], { protocol: 'x402', x402Version: 2, header: 'PAYMENT-SIGNATURE' }, call);
    // The 402's schema is named in the document (a $ref): read it through its references.
    const envelope = JSON.stringify(op.responses['402'], (_key, value) => (typeof value?.$ref === 'string' ? doc.components.schemas[value.$ref.replace('#/components/schemas/', '')] : value));
    assert.ok(envelope.includes('x402Version') && envelope.includes('accepts'), `${call} documents the payment envelope`);
    assert.ok(skill.includes(`\`${call}`), `the skill names ${call}`);
  }
  const readable = marked('x-payer-read');
  assert.equal(readable.map((p) => p.call).sort(), ['GET /v1/jobs/{jobId}', 'GET /v1/media/{id}', 'GET /v1/renders/{id}']);
  for (const { call, op } of readable) {
    assert.is(op['x-payer-read'].header, 'SIGN-IN-WITH-X', call);
    assert.ok(skill.includes(`\`${call}`), `the skill names ${call}`);
  }
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
