/**
 * Transcription through the OpenAI-compatible adapter, against a local fake of that API: the
 * request is a real multipart upload of Ogg/Opus audio, the words land on the media item with
 * the `media.transcribed` event, retryable provider errors are retried, refusals fail the job.
 */
import { execFileSync } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { OpenAiCompatibleTranscriber } from '../../control-plane/features/transcripts/provider.ts';
import { createHarness, type Harness } from './harness.ts';
import { until } from '../support/wait.ts';

interface Seen { authorization?: string; model: string; format: string; granularity: string; audioMagic: string; filename: string }

/** The provider's API as far as the adapter uses it; `answers` scripts the status of each call. */
class FakeProvider {
  readonly seen: Seen[] = [];
  answers: number[] = [];
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        if (req.method !== 'POST' || req.url !== '/v1/audio/transcriptions') return void res.writeHead(404).end();
        const boundary = /boundary=(?:"([^"]+)"|([^;]+))/.exec(req.headers['content-type'] ?? '');
        if (!boundary) return void res.writeHead(400).end('{"error":{"message":"expected multipart"}}');
        const parts = new Map<string, { filename?: string; data: Buffer }>();
        const body = Buffer.concat(chunks);
        const delimiter = Buffer.from(`--${boundary[1] ?? boundary[2]}`);
        for (let at = body.indexOf(delimiter); at !== -1;) {
          const next = body.indexOf(delimiter, at + delimiter.length);
          if (next === -1) break;
          const part = body.subarray(at + delimiter.length + 2, next - 2);
          const split = part.indexOf('\r\n\r\n');
          const head = part.subarray(0, split).toString();
          const name = /name="([^"]+)"/.exec(head)?.[1];
          if (name) parts.set(name, { filename: /filename="([^"]+)"/.exec(head)?.[1], data: part.subarray(split + 4) });
          at = next;
        }
        const file = parts.get('file');
        this.seen.push({
          authorization: req.headers.authorization, model: parts.get('model')?.data.toString() ?? '', format: parts.get('response_format')?.data.toString() ?? '',
          granularity: parts.get('timestamp_granularities[]')?.data.toString() ?? '', audioMagic: file?.data.subarray(0, 4).toString() ?? '', filename: file?.filename ?? '',
        });
        const status = this.answers.shift() ?? 200;
        if (status !== 200) return void res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify({ error: { message: `scripted ${status}` } }));
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({
          task: 'transcribe', language: 'english', duration: 2, text: 'Hello render farm.',
          words: [{ word: 'Hello', start: 0.1, end: 0.5 }, { word: 'render', start: 0.6, end: 1.0 }, { word: 'farm.', start: 1.1, end: 1.6 }],
        }));
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
    return this;
  }

  close() { return new Promise<void>((r) => this.server.close(() => r())); }
}

interface Ctx { h: Harness; provider: FakeProvider; dir: string; speech: Buffer; still: Buffer }
const test = suite<Ctx>('api: transcription (OpenAI-compatible adapter, local fake provider)');

test.before(async (ctx) => {
  ctx.provider = await new FakeProvider().start();
  ctx.h = await createHarness({ transcription: { transcriber: new OpenAiCompatibleTranscriber({ baseUrl: ctx.provider.url, apiKey: 'sk-test', model: 'whisper-1' }), retryDelayMs: 50 } });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-transcribe-'));
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'sine=frequency=300:duration=2', join(ctx.dir, 'speech.wav')]);
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=64x64:rate=1', '-frames:v', '1', join(ctx.dir, 'still.png')]);
  ctx.speech = readFileSync(join(ctx.dir, 'speech.wav'));
  ctx.still = readFileSync(join(ctx.dir, 'still.png'));
});
test.after(async (ctx) => { await ctx.h?.close(); await ctx.provider?.close(); rmSync(ctx.dir, { recursive: true, force: true }); });

async function upload(ctx: Ctx, key: string, body: Buffer, type: string) {
  const res = await ctx.h.call(key, { method: 'POST', url: '/v1/media', headers: { 'content-type': type }, payload: body });
  assert.is(res.statusCode, 201, res.body);
  return res.json() as { id: string };
}

/** The job once it ended: the sound is extracted by the render node, then sent to the provider. */
async function finished(ctx: Ctx, key: string, jobId: string) {
  return until(`job ${jobId} to end`, 30_000, async () => {
    await ctx.h.services.transcriptions.idle();
    const job = (await ctx.h.call(key, { method: 'GET', url: `/v1/jobs/${jobId}` })).json();
    return job.status !== 'running' && job;
  });
}

test('a transcription runs as a job, sends Opus audio to the provider, and stores the words with its event', async (ctx) => {
  const { key, orgId } = await ctx.h.newOrg('words');
  const item = await upload(ctx, key, ctx.speech, 'audio/wav');
  ctx.provider.answers = [503];
  const receipt = await ctx.h.call(key, { method: 'POST', url: `/v1/media/${item.id}/transcribe` });
  assert.is(receipt.statusCode, 202, receipt.body);
  assert.equal([receipt.json().kind, receipt.json().status], ['transcribe', 'running']);
  const again = await ctx.h.call(key, { method: 'POST', url: `/v1/media/${item.id}/transcribe` });
  assert.is(again.json().jobId, receipt.json().jobId, 'a second call joins the running job');
  const job = await finished(ctx, key, receipt.json().jobId);
  assert.equal([job.status, job.result.wordCount], ['succeeded', 3]);
  assert.is(ctx.provider.seen.length, 2, 'the 503 was retried');
  const call = ctx.provider.seen[1]!;
  assert.equal([call.authorization, call.model, call.format, call.granularity, call.audioMagic, call.filename], ['Bearer sk-test', 'whisper-1', 'verbose_json', 'word', 'OggS', `${item.id}.ogg`]);

  const transcript = (await ctx.h.call(key, { method: 'GET', url: `/v1/media/${item.id}/transcript` })).json();
  assert.equal(transcript.words, [{ text: 'Hello', start: 0.1, end: 0.5 }, { text: 'render', start: 0.6, end: 1.0 }, { text: 'farm.', start: 1.1, end: 1.6 }]);
  assert.is(transcript.language, 'english');
  const context = (await ctx.h.call(key, { method: 'GET', url: `/v1/media/${item.id}/context` })).json();
  assert.equal([context.transcript.status, context.transcript.wordCount], ['ready', 3]);
  const stored = await ctx.h.services.media.get(orgId, item.id);
  assert.ok(Object.values(stored.outbox ?? {}).some((e) => e.event === 'media.transcribed' && e.data.wordCount === 3), 'the event was recorded with the words');
});

test('a refusal from the provider fails the job with its reason; media without sound cannot be transcribed', async (ctx) => {
  const { key } = await ctx.h.newOrg('refused');
  const item = await upload(ctx, key, ctx.speech, 'audio/wav');
  ctx.provider.answers = [400];
  const receipt = (await ctx.h.call(key, { method: 'POST', url: `/v1/media/${item.id}/transcribe` })).json();
  const job = await finished(ctx, key, receipt.jobId);
  assert.equal([job.status, job.error.code], ['failed', 'transcription_failed']);
  assert.match(job.error.message, /400/);
  const context = (await ctx.h.call(key, { method: 'GET', url: `/v1/media/${item.id}/context` })).json();
  assert.is(context.transcript.status, 'failed');

  const still = await upload(ctx, key, ctx.still, 'image/png');
  const silent = await ctx.h.call(key, { method: 'POST', url: `/v1/media/${still.id}/transcribe` });
  assert.equal([silent.statusCode, silent.json().error.code], [422, 'media_no_transcript']);
  const none = await ctx.h.call(key, { method: 'GET', url: `/v1/media/${still.id}/transcript` });
  assert.is(none.statusCode, 404);
});

test('without a provider, transcription answers 503 in the envelope', async (ctx) => {
  const bare = await createHarness();
  try {
    const { key } = await bare.newOrg('bare');
    const item = await upload({ ...ctx, h: bare }, key, ctx.speech, 'audio/wav');
    const res = await bare.call(key, { method: 'POST', url: `/v1/media/${item.id}/transcribe` });
    assert.equal([res.statusCode, res.json().error.code], [503, 'transcription_unavailable']);
  } finally {
    await bare.close();
  }
});

test.run();
