/**
 * Clip suggestions and the composition built from one, on footage with speech (espeak-ng) and a
 * shot change (lavfi): the probe measures loudness and the cut on the render node, the language
 * model (a local fake of the chat completions API) names moments at verified line starts, and a
 * suggestion's composition renders through the embedded farm and passes the output checks.
 */
import { writeFileSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OpenAiCompatibleChat } from '../../control-plane/features/transcripts/chat.ts';
import { outputProblems } from '../../render-node/output-check.ts';
import { ffprobeOutput } from '../support/ffprobe-output.ts';
import { analysedMedia } from '../support/media.ts';
import { startFakeChatApi, type FakeChatApi } from '../support/chat-completions-api.ts';
import { spokenFootage, type SpokenFootage, tourTopics } from '../support/speech.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; chat: FakeChatApi; footage: SpokenFootage; dir: string; org: { orgId: string; key: string }; mediaId: string }
const test = suite<Ctx>('api: clip suggestions and clip compositions');

test.before(async (ctx) => {
  ctx.chat = await startFakeChatApi();
  ctx.h = await createHarness({ renderScenes: true, chat: new OpenAiCompatibleChat({ baseUrl: ctx.chat.url, model: 'gpt-4o-mini', prices: { inputCentsPerMillion: 15_000, outputCentsPerMillion: 60_000 } }) });
  ctx.footage = spokenFootage(tourTopics, { width: 640, height: 360, shotAtTopic: 2 });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-clips-'));
  ctx.org = await ctx.h.newOrg('clips', { credits: 2000 });
  const upload = await ctx.h.call(ctx.org.key, { method: 'POST', url: '/v1/media', headers: { 'content-type': 'video/mp4' }, payload: readFileSync(ctx.footage.path) });
  assert.is(upload.statusCode, 201, upload.body);
  assert.is(upload.json().status, 'ready');
  ctx.mediaId = upload.json().id;
});
test.after(async (ctx) => { await ctx.h?.close(); await ctx.chat?.close(); ctx.footage?.remove(); if (ctx.dir) rmSync(ctx.dir, { recursive: true, force: true }); });

function suggest(ctx: Ctx, body: Record<string, unknown>) {
  return ctx.h.call(ctx.org.key, { method: 'POST', url: `/v1/media/${ctx.mediaId}/clips/suggest`, payload: body });
}

async function charges(ctx: Ctx) {
  return (await ctx.h.services.accounts.listLedger(ctx.org.orgId, 100)).items.filter((e) => e.featureId === 'ai_tokens').length;
}

test('after the upload is ready, the render node measures the footage\'s loudness and its shot change', async (ctx) => {
  const item = await analysedMedia(ctx.h.services, ctx.org.orgId, ctx.mediaId);
  assert.is(item.analysis, 'done');
  const signals = item.signals!;
  assert.ok(signals, 'signals were measured');
  assert.is(signals.stepSec, 1);
  assert.ok(Math.abs(signals.loudnessDb.length - ctx.footage.durationSec) <= 1, `${signals.loudnessDb.length} loudness steps for ${ctx.footage.durationSec} s`);
  assert.ok(signals.loudnessDb.some((db) => db > -40), 'speech is loud');
  assert.equal(signals.shotChanges.length, 1, `one cut: ${JSON.stringify(signals.shotChanges)}`);
  assert.ok(Math.abs(signals.shotChanges[0]! - ctx.footage.shotChangeSec) < 0.1, `the cut at ${signals.shotChanges[0]} s is the one made at ${ctx.footage.shotChangeSec} s`);
});

test('without a transcript there is nothing to suggest', async (ctx) => {
  const res = await suggest(ctx, {});
  assert.equal([res.statusCode, res.json().error.code], [422, 'media_no_transcript']);
  // From here on the item has the transcript a finished transcription would leave.
  await ctx.h.services.media.items.forOrg(ctx.org.orgId).update(ctx.mediaId, {
    set: { transcript: { status: 'ready', jobId: 'job_test', attemptId: 'try_test', audioKey: null, language: 'en', words: ctx.footage.words, error: null } },
  });
});

test('suggestions are moments at topic starts, cut at words to the asked length, scored with the measured signals', async (ctx) => {
  const res = await suggest(ctx, { count: 3, minSec: 6, maxSec: 12 });
  assert.is(res.statusCode, 200, res.body);
  const body = res.json();
  assert.is(body.signals, 'measured');
  assert.is(body.suggestions.length, 3);
  const scores = body.suggestions.map((s: { score: number }) => s.score);
  assert.equal(scores, [...scores].sort((a, b) => b - a), 'best first');
  for (const s of body.suggestions) {
    const topic = ctx.footage.topicStarts.findIndex((t) => Math.abs(s.startSec - (t + 0.1 - 0.25)) < 0.01);
    assert.ok(topic >= 0, `${s.startSec} s opens a topic (${ctx.footage.topicStarts.join(', ')})`);
    assert.ok(s.endSec - s.startSec <= 12 + 1e-9 && s.endSec - s.startSec >= 6, `${s.startSec}..${s.endSec} is 6 to 12 s`);
    assert.ok(ctx.footage.words.some((w) => Math.abs(w.end + 0.4 - s.endSec) < 0.002), 'it ends just after a word');
    assert.ok(s.reasons.energy > 0 && s.reasons.energy < 1);
    assert.is(s.reasons.shotChangeAtStart, topic === 2, 'the shot change opens the third topic only');
    assert.ok(s.title.length > 0);
  }
  assert.is(await charges(ctx), 1);

  ctx.chat.fabricateNext = 1;
  const fabricated = await suggest(ctx, { count: 2 });
  assert.equal([fabricated.statusCode, fabricated.json().error.code], [502, 'analysis_unverified']);
  assert.is(await charges(ctx), 1, 'a fabricated moment charges nothing');
  const unknown = await suggest(ctx, { count: 2, colour: 'red' });
  assert.is(unknown.statusCode, 400);
  const inverted = await suggest(ctx, { minSec: 30, maxSec: 10 });
  assert.equal([inverted.statusCode, inverted.json().error.code], [400, 'validation_failed']);
});

test('a composition built from a suggestion renders and passes the output checks', async (ctx) => {
  const { h, org } = ctx;
  const best = (await suggest(ctx, { count: 1, minSec: 5, maxSec: 8 })).json().suggestions[0];
  const built = await h.call(org.key, { method: 'POST', url: `/v1/media/${ctx.mediaId}/clips/compose`, payload: {
    startSec: best.startSec, endSec: best.endSec, title: best.title, aspectRatios: ['9:16', '1:1'], shortSide: 180,
  } });
  assert.is(built.statusCode, 201, built.body);
  const { compositions } = built.json();
  assert.equal(compositions.map((c: { aspectRatio: string; width: number; height: number }) => [c.aspectRatio, c.width, c.height]), [['9:16', 180, 320], ['1:1', 180, 180]]);

  const vertical = compositions[0];
  const read = (await h.call(org.key, { method: 'GET', url: `/v1/projects/${vertical.projectId}/composition` })).json();
  const clips = read.composition.tracks.flatMap((t: { clips: Record<string, unknown>[] }) => t.clips);
  const video = clips.find((c: { kind: string }) => c.kind === 'video');
  assert.equal([video.src, video.trim, video.fit], [`media:${ctx.mediaId}`, { start: best.startSec, end: best.endSec }, 'cover']);
  const captions = clips.find((c: { kind: string }) => c.kind === 'captions');
  assert.equal(captions.trim, { start: best.startSec });
  const spoken = ctx.footage.words.filter((w) => w.start >= best.startSec && w.end <= best.endSec).map((w) => w.text);
  assert.equal(captions.words.map((w: { text: string }) => w.text), spoken, 'the captions are the transcript\'s words in the window');
  const title = clips.find((c: { kind: string }) => c.kind === 'component');
  assert.equal([title.componentId, title.props.text], ['kinetic-title', best.title]);

  const queued = await h.call(org.key, { method: 'POST', url: `/v1/projects/${vertical.projectId}/renders` });
  assert.is(queued.statusCode, 202, queued.body);
  const done = await until('the render to end', 300_000, async () => {
    const r = (await h.call(org.key, { method: 'GET', url: `/v1/renders/${queued.json().id}` })).json();
    return ['complete', 'error', 'cancelled'].includes(r.status) && r;
  }, 200);
  assert.is(done.status, 'complete', JSON.stringify(done));
  const mp4 = await h.app.inject({ method: 'GET', url: new URL(done.outputUrl).pathname + new URL(done.outputUrl).search });
  assert.is(mp4.statusCode, 200);
  const file = join(ctx.dir, 'clip.mp4');
  writeFileSync(file, mp4.rawPayload);
  const render = await h.services.renders.get(org.orgId, done.id);
  const problems = outputProblems(await ffprobeOutput(file), { frames: render.format.frameCount, width: 180, height: 320, fps: 30, withAudio: true });
  assert.equal(problems, [], problems.join('; '));
  assert.is(render.format.frameCount, Math.round((best.endSec - best.startSec) * 30));
});

test.run();
