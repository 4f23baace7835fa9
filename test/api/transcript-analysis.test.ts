/**
 * Transcript analysis through the OpenAI-compatible chat completions adapter, against a local fake
 * of that API: moments at verified line starts, a fabricated timestamp failing the call with
 * nothing charged, the spec's limits (transcript_too_long, media_no_transcript), the token spend
 * charged once as ai_tokens, and 503 without a provider.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OpenAiCompatibleChat } from '../../control-plane/features/transcripts/chat.ts';
import type { TranscriptWord } from '../../control-plane/features/media/origins.ts';
import { startFakeChatApi, type FakeChatApi } from '../support/chat-completions-api.ts';
import { spokenFootage, type SpokenFootage, tourTopics as topics } from '../support/speech.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; chat: FakeChatApi; footage: SpokenFootage; video: Buffer }
const test = suite<Ctx>('api: transcript analysis (OpenAI-compatible chat completions, local fake provider)');

const prices = { inputCentsPerMillion: 15_000, outputCentsPerMillion: 60_000 };

test.before(async (ctx) => {
  ctx.chat = await startFakeChatApi();
  ctx.h = await createHarness({ chat: new OpenAiCompatibleChat({ baseUrl: ctx.chat.url, apiKey: 'sk-chat', model: 'gpt-4o-mini', prices }) });
  ctx.footage = spokenFootage(topics, { width: 320, height: 180 });
  ctx.video = readFileSync(ctx.footage.path);
});
test.after(async (ctx) => { await ctx.h?.close(); await ctx.chat?.close(); ctx.footage?.remove(); });

/** An uploaded item whose transcript holds `words` (as a finished transcription leaves it). */
async function transcribed(ctx: Ctx, orgId: string, key: string, words: TranscriptWord[]) {
  const res = await ctx.h.call(key, { method: 'POST', url: '/v1/media', headers: { 'content-type': 'video/mp4' }, payload: ctx.video });
  assert.is(res.statusCode, 201, res.body);
  const id = res.json().id as string;
  await ctx.h.services.media.items.forOrg(orgId).update(id, {
    set: { transcript: { status: 'ready', jobId: 'job_test', attemptId: 'try_test', audioKey: null, language: 'en', words, error: null } },
  });
  return id;
}

function analyze(ctx: Ctx, key: string, id: string, body: unknown) {
  return ctx.h.call(key, { method: 'POST', url: `/v1/media/${id}/transcript/analyze`, payload: body as Record<string, unknown> });
}

async function wallet(ctx: Ctx, orgId: string) {
  const org = (await ctx.h.services.accounts.getOrg(orgId))!;
  const ledger = await ctx.h.services.accounts.listLedger(orgId, 100);
  return { balance: org.wallet.balanceCredits, available: org.wallet.availableCredits, aiUsage: org.wallet.usage.ai_tokens ?? 0, charges: ledger.items.filter((e) => e.featureId === 'ai_tokens') };
}

test('chapters are the transcript\'s line starts, verified; the tokens spent are charged once as ai_tokens', async (ctx) => {
  const { orgId, key } = await ctx.h.newOrg('chapters', { credits: 1000 });
  const id = await transcribed(ctx, orgId, key, ctx.footage.words);
  const before = ctx.chat.calls.length;
  const res = await analyze(ctx, key, id, { task: 'chapters' });
  assert.is(res.statusCode, 200, res.body);
  const body = res.json();
  assert.is(body.task, 'chapters');
  const lineStarts = ctx.footage.topicStarts.map((t) => Math.round((t + 0.1) * 10) / 10);
  assert.equal(body.moments.map((m: { startSec: number }) => m.startSec), lineStarts, 'one chapter a topic, each at the line start of its first word');
  assert.match(body.result, new RegExp(`^\\[${lineStarts[0]!.toFixed(1)}\\] Welcome to the render farm tour`));
  assert.is(body.result.split('\n').length, topics.length);

  assert.is(ctx.chat.calls.length, before + 1);
  const call = ctx.chat.calls.at(-1)!;
  assert.equal([call.authorization, call.model, call.responseFormat], ['Bearer sk-chat', 'gpt-4o-mini', { type: 'json_object' }]);
  assert.match(call.user, /^\[0\.1\] Welcome/);

  const w = await wallet(ctx, orgId);
  assert.is(w.charges.length, 1, 'one charge for one call');
  const charged = -w.charges[0]!.credits;
  assert.ok(charged >= 1);
  assert.is(body.usage.chargedUsd, charged / 100);
  assert.equal([w.balance, w.available], [1000 - charged, 1000 - charged], 'the hold above the tokens spent came back');
  // Cents of provider cost at the configured prices: what the fake reported spending.
  const expectedCents = (body.usage.promptTokens * prices.inputCentsPerMillion + body.usage.completionTokens * prices.outputCentsPerMillion) / 1e6;
  assert.ok(Math.abs(w.aiUsage - expectedCents) < 1e-9, `usage ${w.aiUsage} is the provider cost ${expectedCents}`);

  const summary = await analyze(ctx, key, id, { task: 'summary', window: { startSec: lineStarts[1]!, endSec: 600 } });
  assert.is(summary.statusCode, 200, summary.body);
  assert.match(summary.json().result, new RegExp(`\\[${lineStarts[1]!.toFixed(1)}\\]`), 'the summary cites the window\'s first line');
  assert.ok(!ctx.chat.calls.at(-1)!.user.includes('Welcome'), 'only the window was sent');
  const highlights = await analyze(ctx, key, id, { task: 'highlights' });
  assert.is(highlights.statusCode, 200, highlights.body);
  assert.is((await wallet(ctx, orgId)).charges.length, 3);
});

test('a fabricated timestamp fails the analysis and charges nothing', async (ctx) => {
  const { orgId, key } = await ctx.h.newOrg('fabricated', { credits: 1000 });
  const id = await transcribed(ctx, orgId, key, ctx.footage.words);
  for (const task of ['chapters', 'summary'] as const) {
    ctx.chat.fabricateNext = 1;
    const before = ctx.chat.calls.length;
    const res = await analyze(ctx, key, id, { task });
    assert.is(ctx.chat.calls.length, before + 1, 'the model was asked');
    assert.is(res.statusCode, 502, res.body);
    const error = res.json().error;
    assert.is(error.code, 'analysis_unverified');
    assert.match(error.message, /is not a line start of the transcript/);
    assert.match(error.message, /nothing was charged/);
  }
  const w = await wallet(ctx, orgId);
  assert.equal([w.balance, w.available, w.charges.length, w.aiUsage], [1000, 1000, 0, 0]);
});

test('over 100,000 characters is transcript_too_long, and a window narrows it', async (ctx) => {
  const { orgId, key } = await ctx.h.newOrg('long', { credits: 1000 });
  // About three hours of speech: 27,000 words, one every 0.4 s.
  const words = Array.from({ length: 27_000 }, (_, i) => ({ text: i % 12 === 11 ? 'farm.' : 'render', start: i * 0.4, end: i * 0.4 + 0.3 }));
  const id = await transcribed(ctx, orgId, key, words);
  const before = ctx.chat.calls.length;
  const res = await analyze(ctx, key, id, { task: 'summary' });
  assert.is(res.statusCode, 422, res.body);
  assert.is(res.json().error.code, 'transcript_too_long');
  assert.match(res.json().error.message, /narrow it with window/);
  assert.ok(res.json().error.details.characters > 100_000);
  assert.is(ctx.chat.calls.length, before, 'the model was not asked');
  const narrowed = await analyze(ctx, key, id, { task: 'chapters', window: { startSec: 600, endSec: 1200 } });
  assert.is(narrowed.statusCode, 200, narrowed.body);
  for (const m of narrowed.json().moments) assert.ok(m.startSec >= 600 && m.startSec < 1200);
  assert.equal((await wallet(ctx, orgId)).charges.length, 1);
});

test('no speech on file, or none in the window, is media_no_transcript', async (ctx) => {
  const { orgId, key } = await ctx.h.newOrg('silent', { credits: 1000 });
  const before = ctx.chat.calls.length;
  const silent = await transcribed(ctx, orgId, key, []);
  const none = await analyze(ctx, key, silent, { task: 'summary' });
  assert.equal([none.statusCode, none.json().error.code], [422, 'media_no_transcript']);

  const spoken = await transcribed(ctx, orgId, key, ctx.footage.words);
  const outside = await analyze(ctx, key, spoken, { task: 'highlights', window: { startSec: 500, endSec: 600 } });
  assert.equal([outside.statusCode, outside.json().error.code], [422, 'media_no_transcript']);
  assert.match(outside.json().error.message, /between 500 s and 600 s/);

  const upload = await ctx.h.call(key, { method: 'POST', url: '/v1/media', headers: { 'content-type': 'video/mp4' }, payload: ctx.video });
  const never = await analyze(ctx, key, upload.json().id, { task: 'chapters' });
  assert.equal([never.statusCode, never.json().error.code], [422, 'media_no_transcript']);
  assert.match(never.json().error.message, /transcribe it first/);

  const backwards = await analyze(ctx, key, spoken, { task: 'summary', window: { startSec: 20, endSec: 10 } });
  assert.equal([backwards.statusCode, backwards.json().error.code], [400, 'validation_failed']);
  const unknown = await analyze(ctx, key, spoken, { task: 'poem' });
  assert.is(unknown.statusCode, 400);
  assert.is(ctx.chat.calls.length, before, 'the model was never asked');
  assert.is((await wallet(ctx, orgId)).charges.length, 0);
});

test('a wallet that cannot cover the quote is 402 before the model is asked; an outage is retried, and a provider error charges nothing', async (ctx) => {
  const { orgId, key } = await ctx.h.newOrg('broke', { credits: 0 });
  const id = await transcribed(ctx, orgId, key, ctx.footage.words);
  const before = ctx.chat.calls.length;
  const res = await analyze(ctx, key, id, { task: 'chapters' });
  assert.equal([res.statusCode, res.json().error.code, res.json().error.details.featureId], [402, 'billing_required', 'ai_tokens']);
  assert.is(ctx.chat.calls.length, before);

  const funded = await ctx.h.newOrg('outage', { credits: 1000 });
  const item = await transcribed(ctx, funded.orgId, funded.key, ctx.footage.words);
  ctx.chat.answers = [503, 429, 503];
  const calls = ctx.chat.calls.length;
  const failed = await analyze(ctx, funded.key, item, { task: 'chapters' });
  assert.equal([failed.statusCode, failed.json().error.code, failed.json().error.details.retryable], [502, 'analysis_failed', true]);
  assert.is(ctx.chat.calls.length, calls + 3, 'an outage is tried three times');
  const w = await wallet(ctx, funded.orgId);
  assert.equal([w.balance, w.available, w.charges.length], [1000, 1000, 0]);
  ctx.chat.answers = [400];
  const refused = await analyze(ctx, funded.key, item, { task: 'chapters' });
  assert.equal([refused.statusCode, refused.json().error.details.retryable], [502, false]);
  assert.is(ctx.chat.calls.length, calls + 4, 'a refusal is not tried again');
  ctx.chat.answers = [503];
  const recovered = await analyze(ctx, funded.key, item, { task: 'chapters' });
  assert.is(recovered.statusCode, 200, 'one outage is retried through');
  assert.is((await wallet(ctx, funded.orgId)).charges.length, 1);
});

test('without a language model the analysis answers 503 naming the setting', async (ctx) => {
  const bare = await createHarness();
  try {
    const { key } = await bare.newOrg('bare');
    const upload = await bare.call(key, { method: 'POST', url: '/v1/media', headers: { 'content-type': 'video/mp4' }, payload: ctx.video });
    const res = await bare.call(key, { method: 'POST', url: `/v1/media/${upload.json().id}/transcript/analyze`, payload: { task: 'summary' } });
    assert.equal([res.statusCode, res.json().error.code], [503, 'analysis_unavailable']);
    assert.match(res.json().error.message, /FRAMEFLEET_CHAT_URL/);
  } finally {
    await bare.close();
  }
});

test.run();
