/**
 * The TypeScript client against `framefleet serve`: the README's template example
 * (clients/typescript/examples/template-render.ts, run as a user runs it) renders an MP4 ffprobe
 * accepts; the render's webhook verifies with verifyWebhook; the document the clients are
 * generated from (an in-process app's) is the one the server serves; failures come back as the typed
 * envelope (a 422 with its fields), uploads from a file are probed media, and waitForJob answers
 * a finished job at once and a missing one as a 404.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createFramefleetClient, FramefleetApiError, unwrap, verifyWebhook, waitForJob, WebhookVerificationError, type FramefleetClient } from '../../clients/typescript/index.ts';
import { mediaContentType, uploadMediaFile } from '../../clients/typescript/node.ts';
import { liveOpenApiDocument } from '../../ops/generate-clients.ts';
import { type EmbeddedServe, startEmbeddedServe } from '../support/embedded-serve.ts';
import { ffprobeOutput } from '../support/ffprobe-output.ts';
import { wavSecond } from '../support/media.ts';
import { until } from '../support/wait.ts';
import { Receiver } from '../webhooks/receiver.ts';

const run = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const example = join(root, 'clients/typescript/examples/template-render.ts');

interface Ctx { server: EmbeddedServe; client: FramefleetClient; dir: string; receiver: Receiver; exampleRenderId?: string }
const test = suite<Ctx>('clients: TypeScript');

/** The FramefleetApiError `call` fails with; fails the test when it succeeds or fails otherwise. */
async function apiError(call: () => unknown): Promise<FramefleetApiError> {
  try {
    await call();
  } catch (err) {
    if (err instanceof FramefleetApiError) return err;
    throw err;
  }
  throw new Error('the call succeeded; an error was expected');
}

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-ts-client-'));
  ctx.receiver = await new Receiver().start();
  ctx.server = await startEmbeddedServe('ts-client', { env: { FRAMEFLEET_WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
  ctx.client = createFramefleetClient({ baseUrl: ctx.server.url, apiKey: ctx.server.key });
});

test.after(async (ctx) => {
  await ctx.server?.stop();
  await ctx.receiver?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

test('the README example publishes a template, renders it, waits and downloads an MP4 ffprobe reads; the render\'s webhook verifies', async (ctx) => {
  const hook = unwrap(await ctx.client.POST('/v1/webhooks', { body: { url: `${ctx.receiver.base}/hook`, events: ['render.completed'] } }));
  const out = join(ctx.dir, 'hello-card.mp4');
  const { stdout } = await run(process.execPath, ['--import', 'tsx', example, out], {
    cwd: root, env: { ...process.env, FRAMEFLEET_URL: ctx.server.url, FRAMEFLEET_API_KEY: ctx.server.key }, timeout: 240_000,
  }).catch((err: Error & { stdout?: string; stderr?: string }) => {
    throw new Error(`the example failed: ${err.message}\n${err.stdout}\n${err.stderr}\n${ctx.server.output.join('\n')}`);
  });
  assert.match(stdout, /published hello-card version 1/);
  const rendered = /rendered (\S+) \(template tpl_\S+ v1\)/.exec(stdout);
  assert.ok(rendered, stdout);
  ctx.exampleRenderId = rendered[1];
  const facts = await ffprobeOutput(out);
  assert.equal([facts.videoCodec, facts.width, facts.height], ['h264', 1280, 720], JSON.stringify(facts));
  assert.ok(Math.abs(facts.videoDuration - 3) < 0.1, `3 s of video, got ${facts.videoDuration}`);

  const delivery = await until('the render.completed delivery', 60_000, () => ctx.receiver.events('/hook').find((r) => r.json.event === 'render.completed'));
  const event = verifyWebhook<{ event: string; data: { status?: string } }>(delivery.body, delivery.headers as Record<string, string>, hook.secret);
  assert.is(event.event, 'render.completed');
  assert.throws(() => verifyWebhook(delivery.body.replace('render.completed', 'render.completes'), delivery.headers as Record<string, string>, hook.secret), (err: unknown) => err instanceof WebhookVerificationError, 'a changed body fails');
  assert.throws(() => verifyWebhook(delivery.body, delivery.headers as Record<string, string>, `whsec_${Buffer.from('another secret, 32 bytes long...').toString('base64')}`), (err: unknown) => err instanceof WebhookVerificationError, 'another secret fails');
});

test('the document the clients are generated from is the one framefleet serve serves', async ({ server }) => {
  const served = await (await fetch(`${server.url}/openapi.json`)).json();
  assert.equal(await liveOpenApiDocument(), served);
});

test('a 422 comes back as the typed envelope with its fields, both as the result\'s error and thrown by unwrap', async ({ client }) => {
  const published = await client.POST('/v1/templates', {
    body: {
      slug: 'typed-errors', name: 'Typed errors',
      timeline: { output: { width: 640, height: 360, fps: 30, background: { $param: 'background' } }, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: { $param: 'title' } }] }] },
      parameters: [{ name: 'title', kind: 'text', required: true }, { name: 'background', kind: 'colour', default: '#000000' }],
    },
  });
  assert.is(published.response.status, 201, JSON.stringify(published.error));
  const refused = await client.POST('/v1/templates/{id}/renders', { params: { path: { id: 'typed-errors' } }, body: { values: { background: 'not a colour' } } });
  assert.is(refused.response.status, 422);
  assert.is(refused.data, undefined);
  assert.is(refused.error?.error.code, 'template_values_invalid');
  const error = await apiError(() => unwrap(refused));
  assert.equal([error.status, error.code], [422, 'template_values_invalid']);
  const named = Object.fromEntries(error.fields.map((f) => [f.parameter, f.path]));
  assert.equal(named, { title: 'body.values.title', background: 'body.values.background' }, JSON.stringify(error.fields));
  assert.ok(error.fields.every((f) => f.problem.length > 0));
});

test('a malformed request is a 400 validation_failed naming the field', async ({ client }) => {
  const result = await client.GET('/v1/jobs/{jobId}', { params: { path: { jobId: 'anything' }, query: { wait: '61' } } });
  const error = await apiError(() => unwrap(result));
  assert.equal([error.status, error.code, error.fields.map((f) => f.path)], [400, 'validation_failed', ['querystring.wait']]);
});

test('uploadMediaFile sends the file with its type and name and answers the probed item; bytes that are not media are a typed 422', async ({ client, dir }) => {
  const tone = join(dir, 'tone.wav');
  writeFileSync(tone, wavSecond());
  assert.match(mediaContentType(tone), /^audio\//);
  assert.equal([mediaContentType('a.MP4'), mediaContentType('a.png'), mediaContentType('notes.txt'), mediaContentType('no-extension')], ['video/mp4', 'image/png', 'application/octet-stream', 'application/octet-stream']);
  const item = await uploadMediaFile(client, tone);
  assert.equal([item.status, item.kind, item.name, item.ref], ['ready', 'audio', 'tone.wav', `media:${item.id}`], JSON.stringify(item));
  assert.ok(Math.abs((item.durationSec ?? 0) - 1) < 0.05);

  const notMedia = join(dir, 'notes.mp4');
  writeFileSync(notMedia, 'these are words, not a video');
  const error = await apiError(() => uploadMediaFile(client, notMedia));
  assert.is(error.status, 422, String(error));
});

test('waitForJob answers a finished job at once, reports progress while one runs, and a job of no one is a 404', async ({ client, exampleRenderId }) => {
  assert.ok(exampleRenderId, 'the example rendered');
  const started = Date.now();
  const job = await waitForJob(client, exampleRenderId);
  assert.equal([job.status, job.kind], ['succeeded', 'render']);
  assert.ok(Date.now() - started < 5000, 'no wait for a finished job');

  const render = unwrap(await client.POST('/v1/templates/{id}/renders', { params: { path: { id: 'typed-errors' } }, body: { values: { title: 'progress' } } }));
  assert.ok('id' in render);
  const seen: string[] = [];
  const ended = await waitForJob(client, render.id, { pollSeconds: 1, onProgress: (j) => seen.push(j.status) });
  assert.is(ended.status, 'succeeded', JSON.stringify(ended));
  assert.ok(seen.every((s) => s === 'running'), 'progress is reported for running reads only');

  const missing = await apiError(() => waitForJob(client, 'rnd_nobody'));
  assert.equal([missing.status, missing.code], [404, 'not_found']);
});

test.run();
