/**
 * Media generation (`POST /v1/media/generate`) through the two provider adapters, against local
 * fakes of their HTTP APIs (test/support/generation-providers.ts): quoted before any spend,
 * refused over the plan's per-call ceiling and past a free org's generation allowance with the
 * wallet and the provider untouched, charged its actual cost once when ready, nothing when it
 * fails, and resumed (not submitted again) by a control plane rebuilt over the same store.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { FalQueueVideo, OpenAiCompatibleImages } from '../../control-plane/features/ai-media/providers.ts';
import { holdKeyOf, pickGenerator } from '../../control-plane/features/ai-media/generations.ts';
import { createHarness, type Harness } from './harness.ts';
import { type FakeFalQueue, type FakeImagesApi, startFakeFalQueue, startFakeImagesApi } from '../support/generation-providers.ts';
import { until } from '../support/wait.ts';

interface Ctx { h: Harness; images: FakeImagesApi; fal: FakeFalQueue; dir: string }
const test = suite<Ctx>('api: media generation (OpenAI-compatible images and fal queue adapters, local fakes)');

const providers = (ctx: Ctx) => ({
  images: new OpenAiCompatibleImages({ baseUrl: ctx.images.url, apiKey: 'sk-test', model: 'gpt-image-1' }),
  video: new FalQueueVideo({ queueUrl: ctx.fal.url, apiKey: 'fal-test-key' }),
  pollIntervalMs: 30,
});

test.before(async (ctx) => {
  ctx.images = await startFakeImagesApi();
  ctx.fal = await startFakeFalQueue();
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-generate-'));
  ctx.h = await createHarness({ generation: providers(ctx) });
});

test.after(async (ctx) => {
  await ctx.h.services.generations.close();
  await ctx.h.close();
  await ctx.images.close();
  await ctx.fal.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function org(h: Harness, name: string, options: { credits: number; plan?: 'free' | 'pro'; spentCents?: number }) {
  const made = await h.newOrg(name, { credits: options.credits });
  if (options.plan) await h.services.accounts.orgs.update(made.orgId, { set: { planId: options.plan } });
  if (options.spentCents) await h.services.accounts.orgs.update(made.orgId, { set: { generationSpentCents: options.spentCents } });
  return made;
}

const generate = (h: Harness, key: string, body: Record<string, unknown>) => h.call(key, { method: 'POST', url: '/v1/media/generate', payload: body });

async function settled(h: Harness, key: string, id: string) {
  return until(`media ${id} settled`, 30_000, async () => {
    const item = (await h.call(key, { method: 'GET', url: `/v1/media/${id}` })).json();
    return item.status !== 'generating' && item;
  });
}

const me = async (h: Harness, key: string) => (await h.call(key, { method: 'GET', url: '/v1/me' })).json();
const charges = async (h: Harness, orgId: string) => (await h.services.accounts.listLedger(orgId, 50)).items.filter((e) => e.kind === 'charge').map((e) => [e.featureId, e.credits, e.reference]);

test('auto picks the generator from the prompt and inputs', () => {
  assert.is(pickGenerator({ prompt: 'a lighthouse at dusk, oil painting' }), 'text-to-image');
  assert.is(pickGenerator({ prompt: 'drone shot over a lighthouse at dusk' }), 'text-to-video');
  assert.is(pickGenerator({ prompt: 'a lighthouse', durationSec: 5 }), 'text-to-video');
  assert.is(pickGenerator({ prompt: 'an animated cartoon lighthouse waving' }), 'text-to-animation');
  assert.is(pickGenerator({ prompt: 'make it move', imageMediaId: 'med_1' }), 'image-to-video');
});

test('a text-to-image generation is quoted, becomes ready with media.completed, and charges its cost once', async (ctx) => {
  const { key, orgId } = await org(ctx.h, 'gen-image', { credits: 1000 });
  const res = await generate(ctx.h, key, { generator: 'auto', prompt: 'a lighthouse at dusk, oil painting' });
  assert.is(res.statusCode, 202, res.body);
  const started = res.json();
  // gpt-image-1 at 1536x1024 (16:9), medium quality: 6.3 cents of provider cost, 1.5 credits a cent, rounded up.
  assert.equal([started.status, started.generator, started.model, started.estimateUsd], ['generating', 'text-to-image', 'gpt-image-1', 0.1]);
  const item = await settled(ctx.h, key, started.id);
  assert.equal([item.status, item.kind, item.mimeType, item.width, item.height, item.source], ['ready', 'image', 'image/png', 96, 64, 'generate']);
  assert.ok(item.contentHash && item.downloadUrl);
  const stored = await ctx.h.services.media.get(orgId, started.id);
  assert.ok(Object.values(stored.outbox ?? {}).some((e) => e.event === 'media.completed' && e.data.status === 'ready' && e.data.kind === 'image'));
  const call = ctx.images.calls.at(-1)!;
  assert.equal([call.path, call.authorization, call.body?.model, call.body?.size, call.body?.prompt], ['/v1/images/generations', 'Bearer sk-test', 'gpt-image-1', '1536x1024', 'a lighthouse at dusk, oil painting']);
  assert.equal(await charges(ctx.h, orgId), [['generate', -10, started.id]]);
  const account = await me(ctx.h, key);
  assert.equal([account.wallet.balanceCredits, account.wallet.availableCredits], [990, 990]);
  assert.equal([account.generationLimit.applies, account.generationLimit.cap, account.generationLimit.spent, account.generationLimit.remaining], [true, 500, 6.3, 493.7]);
  assert.is(account.entitlements.generate.usage, 6.3);
  // A second probe report (a redelivered job) changes nothing: still one charge.
  await ctx.h.services.media.probed(orgId, started.id, { kind: 'image', mimeType: 'image/png', durationSec: null, width: 96, height: 64, hasAudio: false }, null);
  assert.equal(await charges(ctx.h, orgId), [['generate', -10, started.id]]);
});

test('a generation over the per-call ceiling is refused before any spend: wallet and provider untouched', async (ctx) => {
  const { key, orgId } = await org(ctx.h, 'gen-ceiling', { credits: 5000 });
  const falCalls = ctx.fal.calls.length;
  const before = await me(ctx.h, key);
  assert.is(before.costCeilings.generateMediaUsdPerCall, 1);
  // Kling 2.1 master text-to-video: 28 cents a second, 5 s = 140 cents = 210 credits, $2.10 over the free plan's $1.
  const res = await generate(ctx.h, key, { generator: 'text-to-video', prompt: 'waves breaking on a lighthouse', durationSec: 5 });
  assert.is(res.statusCode, 402, res.body);
  const body = res.json();
  assert.equal([body.error.code, body.error.details?.estimateUsd ?? body.error.estimateUsd], ['generation_budget_exceeded', 2.1]);
  assert.is(ctx.fal.calls.length, falCalls, 'the provider was not called');
  const after = await me(ctx.h, key);
  assert.equal([after.wallet.balanceCredits, after.wallet.availableCredits, after.generationLimit.spent], [5000, 5000, 0]);
  assert.is((await ctx.h.services.media.list(orgId, { limit: 10 })).items.length, 0, 'nothing is recorded');
});

test("a free org's generation allowance is enforced: a quote past what remains is refused, one that fits runs", async (ctx) => {
  const { key, orgId } = await org(ctx.h, 'gen-cap', { credits: 1000, spentCents: 495 });
  const imageCalls = ctx.images.calls.length;
  const refused = await generate(ctx.h, key, { generator: 'text-to-image', prompt: 'a wide lighthouse panorama', aspectRatio: '16:9' });
  assert.is(refused.statusCode, 402, refused.body);
  assert.is(refused.json().error.code, 'generation_budget_exceeded');
  assert.is(ctx.images.calls.length, imageCalls, 'the provider was not called');
  let account = await me(ctx.h, key);
  assert.equal([account.wallet.balanceCredits, account.wallet.availableCredits, account.generationLimit.spent, account.generationLimit.remaining], [1000, 1000, 495, 5]);
  // A square image costs 4.2 cents: it fits the 5 left.
  const fits = await generate(ctx.h, key, { generator: 'text-to-image', prompt: 'a square lighthouse icon', aspectRatio: '1:1' });
  assert.is(fits.statusCode, 202, fits.body);
  // While it runs its estimate is reserved: a second one does not fit.
  const second = await generate(ctx.h, key, { generator: 'text-to-image', prompt: 'another icon', aspectRatio: '1:1' });
  assert.is(second.statusCode, 402, second.body);
  assert.is(second.json().error.code, 'generation_budget_exceeded');
  assert.is((await settled(ctx.h, key, fits.json().id)).status, 'ready');
  account = await me(ctx.h, key);
  assert.equal([account.wallet.balanceCredits, account.wallet.availableCredits], [993, 993]);
  assert.ok(Math.abs(account.generationLimit.spent - 499.2) < 1e-9, `spent ${account.generationLimit.spent}`);
  assert.equal(await charges(ctx.h, orgId), [['generate', -7, fits.json().id]]);
});

test('a wallet that cannot hold the quote is a 402 and the provider is not called', async (ctx) => {
  const { key } = await org(ctx.h, 'gen-broke', { credits: 5 });
  const imageCalls = ctx.images.calls.length;
  const res = await generate(ctx.h, key, { generator: 'text-to-image', prompt: 'a lighthouse' });
  assert.is(res.statusCode, 402, res.body);
  assert.is(res.json().error.code, 'billing_required');
  assert.is(ctx.images.calls.length, imageCalls);
  assert.equal((await me(ctx.h, key)).generationLimit.spent, 0, 'the reservation went with the refused hold');
});

test('bad requests are 400 naming the field; an image-to-video start must be a ready image of the org', async (ctx) => {
  const { key } = await org(ctx.h, 'gen-bad', { credits: 1000, plan: 'pro' });
  for (const [body, path] of [
    [{ generator: 'image-to-video', prompt: 'move' }, 'body.imageMediaId'],
    [{ generator: 'text-to-image', prompt: 'still', durationSec: 5 }, 'body.durationSec'],
    [{ generator: 'text-to-video', prompt: 'clip', durationSec: 7 }, 'body.durationSec'],
    [{ generator: 'text-to-sound', prompt: 'x' }, 'body.generator'],
    [{ generator: 'auto' }, 'body.prompt'],
  ] as const) {
    const res = await generate(ctx.h, key, body);
    assert.is(res.statusCode, 400, `${JSON.stringify(body)}: ${res.body}`);
    assert.ok(JSON.stringify(res.json().error).includes(path), `${JSON.stringify(body)} names ${path}: ${res.body}`);
  }
  const missing = await generate(ctx.h, key, { generator: 'image-to-video', prompt: 'move', imageMediaId: 'med_nope' });
  assert.is(missing.statusCode, 422, missing.body);
});

test('an image-to-video generation sends the still as a data URI and a refused one fails, charging nothing', async (ctx) => {
  const { key, orgId } = await org(ctx.h, 'gen-i2v', { credits: 1000, plan: 'pro' });
  const still = await generate(ctx.h, key, { generator: 'text-to-image', prompt: 'a lighthouse', aspectRatio: '1:1' });
  const image = await settled(ctx.h, key, still.json().id);
  const res = await generate(ctx.h, key, { generator: 'auto', prompt: 'the beam sweeps', imageMediaId: image.id });
  assert.is(res.statusCode, 202, res.body);
  assert.equal([res.json().generator, res.json().model, res.json().estimateUsd], ['image-to-video', 'fal-ai/kling-video/v2.1/standard/image-to-video', 0.38]);
  await until('submitted', 10_000, () => ctx.fal.submissions.length > 0 && ctx.fal.submissions.at(-1)!.body?.prompt === 'the beam sweeps');
  const submitted = ctx.fal.submissions.at(-1)!;
  assert.equal([submitted.path, submitted.authorization, submitted.body?.duration, submitted.body?.aspect_ratio], ['/fal-ai/kling-video/v2.1/standard/image-to-video', 'Key fal-test-key', '5', '16:9']);
  assert.ok(String(submitted.body?.image_url).startsWith('data:image/png;base64,'));
  ctx.fal.refuse(ctx.fal.requestIds.at(-1)!, 'content policy violation');
  const failed = await settled(ctx.h, key, res.json().id);
  assert.equal([failed.status, failed.error?.code], ['failed', 'generation_failed']);
  assert.match(failed.error.message, /content policy violation/);
  const stored = await ctx.h.services.media.get(orgId, failed.id);
  assert.ok(Object.values(stored.outbox ?? {}).some((e) => e.event === 'media.completed' && e.data.status === 'failed'));
  assert.is(await ctx.h.services.accounts.holdState(orgId, holdKeyOf(failed.id)), 'none');
  assert.equal((await charges(ctx.h, orgId)).map(([, credits]) => credits), [-7], 'only the still was charged');
  const account = await me(ctx.h, key);
  assert.equal([account.wallet.balanceCredits, account.wallet.availableCredits], [993, 993]);
});

test('deleting a generation still running gives its hold and reservation back; the late output is not kept or charged', async (ctx) => {
  const { key, orgId } = await org(ctx.h, 'gen-delete', { credits: 1000, plan: 'pro' });
  const res = await generate(ctx.h, key, { generator: 'text-to-video', prompt: 'waves on the rocks', durationSec: 5 });
  assert.is(res.statusCode, 202, res.body);
  assert.is(res.json().estimateUsd, 2.1);
  const id = res.json().id;
  await until('the provider request id stored', 10_000, async () => (await ctx.h.services.media.get(orgId, id)).generation?.phase === 'running');
  assert.is((await me(ctx.h, key)).wallet.availableCredits, 790);
  assert.is((await ctx.h.call(key, { method: 'DELETE', url: `/v1/media/${id}` })).statusCode, 200);
  assert.is(await ctx.h.services.accounts.holdState(orgId, holdKeyOf(id)), 'none');
  ctx.fal.finish(ctx.fal.requestIds.at(-1)!);
  await ctx.h.services.generations.idle();
  const account = await me(ctx.h, key);
  assert.equal([account.wallet.balanceCredits, account.wallet.availableCredits, account.entitlements.generate.usage, account.entitlements.storage.usage], [1000, 1000, 0, 0]);
  assert.equal(await charges(ctx.h, orgId), []);
});

test('without a provider for the generator the call is a 503 naming the setting', async () => {
  const h = await createHarness({ generation: null });
  try {
    const { key } = await h.newOrg('gen-off', { credits: 1000 });
    for (const [generator, setting] of [['text-to-image', 'FRAMEFLEET_IMAGE_GEN_URL'], ['text-to-animation', 'FRAMEFLEET_FAL_KEY']] as const) {
      const res = await generate(h, key, { generator, prompt: 'a lighthouse' });
      assert.is(res.statusCode, 503, res.body);
      assert.is(res.json().error.code, 'generation_unavailable');
      assert.match(res.json().error.message, setting);
    }
  } finally {
    await h.close();
  }
});

test('a control plane stopped mid-generation is rebuilt over the same store: the job resumes, is submitted once and charged once', async (ctx) => {
  const first = await createHarness({ dir: ctx.dir, generation: providers(ctx) });
  const { key, orgId } = await org(first, 'gen-restart', { credits: 1000, plan: 'pro' });
  const submissionsBefore = ctx.fal.submissions.length;
  const res = await generate(first, key, { generator: 'text-to-animation', prompt: 'an animated cartoon lighthouse waving' });
  assert.is(res.statusCode, 202, res.body);
  assert.equal([res.json().model, res.json().estimateUsd], ['fal-ai/minimax/video-01-live', 0.75]);
  const id = res.json().id;
  await until('the provider request id stored', 10_000, async () => (await first.services.media.get(orgId, id)).generation?.phase === 'running');
  // The provider still says IN_PROGRESS; polls have been made.
  await until('polled', 10_000, () => ctx.fal.calls.filter((c) => c.path.endsWith('/status')).length > 0);
  await first.services.generations.close();
  await first.close();

  const second = await createHarness({ dir: ctx.dir, generation: providers(ctx) });
  try {
    assert.is((await second.services.media.get(orgId, id)).status, 'generating');
    assert.is(await second.services.generations.recover(), 1);
    ctx.fal.finish(ctx.fal.requestIds.at(-1)!);
    const item = await settled(second, key, id);
    assert.equal([item.status, item.kind, item.mimeType, item.durationSec], ['ready', 'video', 'video/mp4', 5]);
    assert.is(ctx.fal.submissions.length, submissionsBefore + 1, 'submitted once');
    // Priced per video: 50 cents of provider cost, 75 credits, charged once.
    assert.equal(await charges(second, orgId), [['generate', -75, id]]);
    const account = await me(second, key);
    assert.equal([account.wallet.balanceCredits, account.wallet.availableCredits, account.generationLimit.applies, account.entitlements.generate.usage], [925, 925, false, 50]);
    // Recovering again (another restart) charges nothing more and submits nothing.
    await second.services.generations.recover();
    assert.equal(await charges(second, orgId), [['generate', -75, id]]);
    assert.is(ctx.fal.submissions.length, submissionsBefore + 1);

    // One left `submitting` (stopped between asking the provider and storing its id) is failed, never sent again, and charged nothing.
    const stuck = await second.services.media.items.forOrg(orgId).insert({
      name: 'stuck', status: 'generating', source: 'generate', sourceUrl: null, sizeBytes: 0, contentHash: null, thumbnailKey: null, error: null,
      kind: null, mimeType: null, durationSec: null, width: null, height: null, hasAudio: false,
      generation: { request: { generator: 'text-to-video', prompt: 'x', aspectRatio: '16:9', durationSec: 5, imageMediaId: null }, provider: 'fal-queue', model: 'fal-ai/kling-video/v2.1/master/text-to-video', phase: 'submitting', providerRequest: null, estimateCents: 140, estimateCredits: 210 },
    });
    await second.services.accounts.hold(orgId, 'generate', 210, holdKeyOf(stuck.id), { generation: { cents: 140, capCents: null } });
    await second.services.generations.recover();
    await second.services.generations.idle();
    const failed = await second.services.media.get(orgId, stuck.id);
    assert.equal([failed.status, failed.error?.code], ['failed', 'generation_interrupted']);
    assert.is(await second.services.accounts.holdState(orgId, holdKeyOf(stuck.id)), 'none');
    assert.is(ctx.fal.submissions.length, submissionsBefore + 1);
    assert.equal((await me(second, key)).wallet.availableCredits, 925);
  } finally {
    await second.services.generations.close();
    await second.close();
  }
});

test.run();
