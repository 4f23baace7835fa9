/**
 * Pay-per-call on AI media generation (`POST /v1/media/generate`): x402 v2 payments with real
 * EIP-3009 signatures by viem test accounts against the local facilitator, and the generation
 * providers' local fakes. The quote is offered before anything is spent, a paid generation is
 * settled once when the item is ready and never when it fails, the payer reads its item back with
 * a SIGN-IN-WITH-X proof of its wallet, and another payer cannot.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { x402Client, x402HTTPClient } from '@x402/core/client';
import { encodePaymentSignatureHeader } from '@x402/core/http';
import { parsePaymentRequired } from '@x402/core/schemas';
import { ExactEvmScheme } from '@x402/evm/exact/client';
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts';
import { FalQueueVideo, OpenAiCompatibleImages } from '../../control-plane/features/ai-media/providers.ts';
import { payerOrgName } from '../../control-plane/features/pay-per-call/pay-per-call.ts';
import { createHarness, type Harness } from './harness.ts';
import { type FakeFalQueue, type FakeImagesApi, startFakeFalQueue, startFakeImagesApi } from '../support/generation-providers.ts';
import { startFakeFacilitator, type FakeFacilitator } from '../support/x402-facilitator.ts';
import { handMadePayment, header, network, payerProof, paymentRequiredOf, payTo, receiptOf } from '../support/x402-payer.ts';
import { until } from '../support/wait.ts';

// The third and fourth keys of the well-known development mnemonic.
const payer = privateKeyToAccount('0x5de4111afa1a4b94908f83103eb1f1706367c2e68ca870fc3fb9a804cdab365a');
const otherPayer = privateKeyToAccount('0x7c852118294e51e653712a81e05800f419141751be58f605c371e15141b007a6');

interface Ctx { h: Harness; facilitator: FakeFacilitator; images: FakeImagesApi; fal: FakeFalQueue }
const test = suite<Ctx>('api: x402 pay-per-call on media generation');

const x402 = (facilitator: FakeFacilitator) => ({ x402: { facilitatorUrl: facilitator.url, payTo, network, maxTimeoutSeconds: 3600 } });

test.before(async (ctx) => {
  ctx.facilitator = await startFakeFacilitator();
  ctx.images = await startFakeImagesApi();
  ctx.fal = await startFakeFalQueue();
  ctx.h = await createHarness({
    payments: x402(ctx.facilitator),
    generation: {
      images: new OpenAiCompatibleImages({ baseUrl: ctx.images.url, apiKey: 'sk-test', model: 'gpt-image-1' }),
      video: new FalQueueVideo({ queueUrl: ctx.fal.url, apiKey: 'fal-test-key' }),
      pollIntervalMs: 30,
    },
  });
});

test.after(async (ctx) => {
  await ctx.h?.services.generations.close();
  await ctx.h?.close();
  await ctx.images?.close();
  await ctx.fal?.close();
  await ctx.facilitator?.close();
});

/** gpt-image-1 at 1536x1024: 6.3 cents of provider cost, 10 credits, so 100,000 atomic units of USDC ($0.10). */
const still = { generator: 'text-to-image', prompt: 'a lighthouse at dusk, oil painting' };

function generate(h: Harness, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return h.app.inject({ method: 'POST', url: '/v1/media/generate', headers, payload: body });
}

async function pay(h: Harness, account: PrivateKeyAccount, body: Record<string, unknown>) {
  const offer = paymentRequiredOf(await generate(h, body)).accepts[0]!;
  return generate(h, body, { 'payment-signature': encodePaymentSignatureHeader(await handMadePayment(account, offer) as never) });
}

async function readMedia(h: Harness, account: PrivateKeyAccount, id: string) {
  const path = `/v1/media/${id}`;
  return h.app.inject({ method: 'GET', url: path, headers: await payerProof(account, `${h.url}${path}`) });
}

async function orgOf(h: Harness, account: PrivateKeyAccount) {
  return (await h.services.accounts.findOrgByName(payerOrgName(account.address)))!;
}

test('a keyless generation answers the 402 envelope that @x402/core parses, quoting the estimate; a bad request is refused before any offer', async ({ h, facilitator, images }) => {
  const res = await generate(h, still);
  assert.is(res.statusCode, 402, res.body);
  assert.ok(parsePaymentRequired(res.json()).success, 'the body is a valid x402 PaymentRequired');
  const required = paymentRequiredOf(res);
  assert.equal(required.accepts, res.json().accepts, 'header and body agree');
  const [offer] = required.accepts;
  assert.equal([offer!.scheme, offer!.network, offer!.amount, offer!.payTo], ['exact', network, '100000', payTo], 'the estimate (10 credits) in atomic units of USDC');
  assert.is(required.resource.url, 'http://127.0.0.1:8080/v1/media/generate');
  // Kling text-to-video, 10 s at 28 cents a second: 280 cents of provider cost, 420 credits.
  const video = paymentRequiredOf(await generate(h, { generator: 'text-to-video', prompt: 'waves', durationSec: 10 }));
  assert.is(video.accepts[0]!.amount, '4200000');

  const invalid = await generate(h, { generator: 'text-to-image', prompt: 'a still', durationSec: 5 });
  assert.is(invalid.statusCode, 400, invalid.body);
  assert.is(invalid.json().error.code, 'validation_failed');
  const unknownField = await generate(h, { ...still, colour: 'red' });
  assert.is(unknownField.statusCode, 400, unknownField.body);
  assert.is(facilitator.verifies.length, 0, 'nothing was verified');
  assert.is(images.calls.length, 0, 'the provider was not called');
});

test('a paid generation is settled once, when the item is ready; its payer reads it back and another payer gets 404', async ({ h, facilitator, images }) => {
  const client = new x402HTTPClient(new x402Client().register('eip155:*', new ExactEvmScheme(payer)));
  const payload = await client.createPaymentPayload(paymentRequiredOf(await generate(h, still)));
  const paid = await generate(h, still, client.encodePaymentSignatureHeader(payload));
  assert.is(paid.statusCode, 202, paid.body);
  const started = paid.json();
  assert.equal([started.status, started.generator, started.estimateUsd], ['generating', 'text-to-image', 0.1]);
  const receipt = client.getPaymentSettleResponse((name) => header(paid, name));
  assert.is(receipt.payer, payer.address);
  assert.is(receipt.extra?.status, 'authorized');
  const paymentId = receipt.extra!.paymentId as string;
  const org = await orgOf(h, payer);
  assert.is((await h.services.media.get(org.id, started.id)).status, 'generating', "the item belongs to the payer's org");

  const settled = await until('the payment settled', 30_000, async () => {
    const p = (await h.services.payPerCall!.get(paymentId))!;
    return p.status === 'settled' && p;
  });
  await h.services.payPerCall!.idle();
  assert.is((await h.services.media.get(org.id, started.id)).status, 'ready', 'settled on delivery');
  assert.is(facilitator.settlements.length, 1, 'settled once');
  assert.equal([facilitator.settlements[0]!.requirements.amount, settled.transaction], ['100000', facilitator.settlements[0]!.transaction]);
  assert.is(images.calls.length, 1, 'the provider was called once');
  const ledger = (await h.services.accounts.listLedger(org.id, 10)).items.map((e) => [e.kind, e.credits]);
  assert.equal(ledger.sort(), [['charge', -10], ['grant', 10]], 'the payment arrived and was spent on the generation');
  const wallet = (await orgOf(h, payer)).wallet;
  assert.equal([wallet.balanceCredits, wallet.availableCredits], [0, 0]);

  // A redelivered probe report and a sweep settle nothing more.
  await h.services.media.probed(org.id, started.id, { kind: 'image', mimeType: 'image/png', durationSec: null, width: 96, height: 64, hasAudio: false }, null);
  await h.services.payPerCall!.sweep(Date.now() + 3600_000);
  await h.services.payPerCall!.idle();
  assert.is(facilitator.settlements.length, 1);

  const own = await readMedia(h, payer, started.id);
  assert.is(own.statusCode, 200, own.body);
  const item = own.json();
  assert.equal([item.id, item.status, item.kind, item.source], [started.id, 'ready', 'image', 'generate']);
  assert.ok(item.downloadUrl, 'the payer gets the signed download link');

  // otherPayer pays for a generation of its own, so it has an org: the first payer's item is not in it.
  const theirs = await pay(h, otherPayer, { generator: 'text-to-image', prompt: 'a square icon', aspectRatio: '1:1' });
  assert.is(theirs.statusCode, 202, theirs.body);
  const cross = await readMedia(h, otherPayer, started.id);
  assert.is(cross.statusCode, 404, cross.body);
  assert.is(cross.json().error.code, 'not_found');
  assert.is((await readMedia(h, payer, theirs.json().id)).statusCode, 404, 'nor the other way round');
  const theirPayment = receiptOf(theirs).paymentId;
  await until('the other payment settled', 30_000, async () => (await h.services.payPerCall!.get(theirPayment))!.status === 'settled');
  await h.services.payPerCall!.idle();
  assert.is(facilitator.settlements.length, 2, 'each delivered generation settled once');
  assert.is((await h.app.inject({ method: 'GET', url: `/v1/media/${started.id}` })).statusCode, 401, 'no key and no proof');
});

test('a paid generation that fails is never settled, and its payer reads the failure back', async ({ h, facilitator, fal }) => {
  // 5 s of Kling text-to-video is $2.10, over the free plan's $1 per generation: a payer signed for this quote, so no ceiling applies.
  const body = { generator: 'text-to-video', prompt: 'drone shot over a lighthouse', durationSec: 5 };
  const settledBefore = facilitator.settlements.length;
  const paid = await pay(h, payer, body);
  assert.is(paid.statusCode, 202, paid.body);
  const { id } = paid.json();
  const paymentId = receiptOf(paid).paymentId;
  await until('the provider was asked', 10_000, () => fal.requestIds.length === 1);
  fal.refuse(fal.requestIds[0]!, 'the prompt was flagged by moderation');
  const org = await orgOf(h, payer);
  await until('the generation failed', 30_000, async () => (await h.services.media.get(org.id, id)).status === 'failed');
  await h.services.generations.idle();
  await h.services.payPerCall!.sweep(Date.now() + 3600_000);
  await h.services.payPerCall!.idle();
  assert.is(facilitator.settlements.length, settledBefore, 'a failure is not paid for');
  const failedPayment = (await h.services.payPerCall!.get(paymentId))!;
  assert.not.ok(facilitator.settlements.some((s) => JSON.stringify(s.payload) === JSON.stringify(failedPayment.payload)), 'its authorization never reached /settle');
  assert.is((await h.services.payPerCall!.get(paymentId))!.status, 'voided');
  const wallet = (await orgOf(h, payer)).wallet;
  assert.equal([wallet.balanceCredits, wallet.availableCredits, Object.keys(wallet.holds).length], [0, 0, 0], "the payment's credits left with its hold");

  const read = await readMedia(h, payer, id);
  assert.is(read.statusCode, 200, read.body);
  assert.equal([read.json().status, read.json().error?.code], ['failed', 'generation_failed']);
});

test('a paid image-to-video must start from an image of the payer\'s own org: otherwise 422, and the payment is voided', async ({ h, facilitator }) => {
  const theirOrg = await orgOf(h, otherPayer);
  const theirImage = await until("the other payer's image is ready", 30_000, async () => (await h.services.media.list(theirOrg.id, { limit: 10 })).items.find((m) => m.status === 'ready'));
  const settledBefore = facilitator.settlements.length;
  const paid = await pay(h, payer, { generator: 'image-to-video', prompt: 'make it move', imageMediaId: theirImage.id });
  assert.is(paid.statusCode, 422, paid.body);
  assert.is(paid.json().error.code, 'media_reference_invalid');
  await h.services.payPerCall!.idle();
  const payments = (await h.services.payPerCall!.payments.list({ where: { payer: payer.address, status: 'voided' }, limit: 10 })).items;
  assert.ok(payments.some((p) => p.resource === 'POST /v1/media/generate' && p.holdKey === null), 'the unused payment is voided');
  assert.is(facilitator.settlements.length, settledBefore);
});

test('without a provider the keyless call answers 503 generation_unavailable before any 402: nobody pays for what cannot run', async ({ facilitator }) => {
  const bare = await createHarness({ payments: x402(facilitator) });
  try {
    const res = await bare.app.inject({ method: 'POST', url: '/v1/media/generate', payload: still });
    assert.is(res.statusCode, 503, res.body);
    assert.equal([res.json().error.code, res.json().error.details.setting], ['generation_unavailable', 'FRAMEFLEET_IMAGE_GEN_URL']);
    assert.is(res.headers['payment-required'], undefined);
  } finally {
    await bare.close();
  }
});

test('without pay-per-call configured a keyless generation is 401, and a payer proof is 503 naming the setting', async ({ h }) => {
  const plain = await createHarness({ generation: { images: new OpenAiCompatibleImages({ baseUrl: 'http://127.0.0.1:9/v1', model: 'gpt-image-1' }), video: null } });
  try {
    assert.is((await plain.app.inject({ method: 'POST', url: '/v1/media/generate', payload: still })).statusCode, 401);
    const read = await plain.app.inject({ method: 'GET', url: '/v1/media/med_1', headers: await payerProof(payer, `${h.url}/v1/media/med_1`) });
    assert.is(read.statusCode, 503, read.body);
    assert.is(read.json().error.code, 'pay_per_call_not_configured');
  } finally {
    await plain.close();
  }
});

test.run();
