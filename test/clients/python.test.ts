/**
 * The Python client against `framefleet serve`, run with the venv's python (ops/test-tools/install.sh
 * makes it): the README's template example (clients/python/examples/template_render.py) renders an
 * MP4 ffprobe accepts, the render's webhook verifies with verify_webhook, failures raise the typed
 * FramefleetApiError (a 422 with its fields), upload_media answers the probed item and
 * wait_for_job a missing job as a 404. Without the venv the file is skipped, except in CI
 * (CI=true), where it fails.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createFramefleetClient, unwrap } from '../../clients/typescript/index.ts';
import { type EmbeddedServe, startEmbeddedServe } from '../support/embedded-serve.ts';
import { ffprobeOutput } from '../support/ffprobe-output.ts';
import { wavSecond } from '../support/media.ts';
import { until } from '../support/wait.ts';
import { Receiver } from '../webhooks/receiver.ts';

const execFileAsync = promisify(execFile);
const root = new URL('../../', import.meta.url).pathname;
const python = join(root, '.venv/bin/python');
const example = join(root, 'clients/python/examples/template_render.py');

interface Ctx { server: EmbeddedServe; dir: string; receiver: Receiver; webhookSecret: string }
const test = suite<Ctx>('clients: Python');

/** Runs Python with the client importable and the server's address and key in its environment. */
async function runPython(ctx: Ctx, args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(python, args, {
      cwd: ctx.dir, timeout: 240_000,
      env: { ...process.env, PYTHONPATH: join(root, 'clients/python'), FRAMEFLEET_URL: ctx.server.url, FRAMEFLEET_API_KEY: ctx.server.key },
    });
    return stdout;
  } catch (err) {
    const { message, stdout, stderr } = err as Error & { stdout?: string; stderr?: string };
    throw new Error(`python ${args[0] === '-c' ? '-c …' : args.join(' ')} failed: ${message}\n${stdout}\n${stderr}`);
  }
}

/** A Python program's last output line, as JSON. */
async function pythonJson(ctx: Ctx, program: string): Promise<any> {
  const lines = (await runPython(ctx, ['-c', program])).trim().split('\n');
  return JSON.parse(lines[lines.length - 1]!);
}

if (!existsSync(python)) {
  const why = `no Python client environment at ${python}: run ops/test-tools/install.sh`;
  if (process.env.CI === 'true') {
    test('the Python client environment is installed', () => assert.unreachable(why));
  } else {
    console.log(`skipped: ${why}`);
    test.skip('the Python client (skipped: no .venv)', () => {});
  }
} else {
  test.before(async (ctx) => {
    ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-py-client-'));
    ctx.receiver = await new Receiver().start();
    ctx.server = await startEmbeddedServe('py-client', { env: { FRAMEFLEET_WEBHOOK_ALLOW_HOSTS: '127.0.0.1' } });
  });

  test.after(async (ctx) => {
    await ctx.server?.stop();
    await ctx.receiver?.close();
    if (ctx.dir) rmSync(ctx.dir, { recursive: true, force: true });
  });

  test('the README example publishes a template, renders it, waits and downloads an MP4 ffprobe reads', async (ctx) => {
    // The webhook the next test verifies: registered through the TypeScript client, delivered by the service.
    const client = createFramefleetClient({ baseUrl: ctx.server.url, apiKey: ctx.server.key });
    ctx.webhookSecret = unwrap(await client.POST('/v1/webhooks', { body: { url: `${ctx.receiver.base}/hook`, events: ['render.completed'] } })).secret;

    const out = join(ctx.dir, 'hello-card.mp4');
    const stdout = await runPython(ctx, [example, out]);
    assert.match(stdout, /published hello-card version 1/);
    assert.match(stdout, /rendered \S+ \(template tpl_\S+ v1\)/);
    const facts = await ffprobeOutput(out);
    assert.equal([facts.videoCodec, facts.width, facts.height], ['h264', 1280, 720], JSON.stringify(facts));
    assert.ok(Math.abs(facts.videoDuration - 3) < 0.1, `3 s of video, got ${facts.videoDuration}`);
  });

  test('verify_webhook accepts the service\'s signed delivery and refuses a changed body', async (ctx) => {
    const delivery = await until('the render.completed delivery', 60_000, () => ctx.receiver.events('/hook').find((r) => r.json.event === 'render.completed'));
    const file = join(ctx.dir, 'delivery.json');
    writeFileSync(file, JSON.stringify({ body: delivery.body, headers: delivery.headers, secret: ctx.webhookSecret }));
    const verdict = await pythonJson(ctx, `
import json
from standardwebhooks import WebhookVerificationError
from framefleet import verify_webhook
d = json.load(open(${JSON.stringify(file)}))
event = verify_webhook(d["body"].encode(), d["headers"], d["secret"])
try:
    verify_webhook(d["body"].replace("render.completed", "render.completes"), d["headers"], d["secret"])
    changed = "accepted"
except WebhookVerificationError:
    changed = "refused"
print(json.dumps({"event": event["event"], "changed": changed}))
`);
    assert.equal(verdict, { event: 'render.completed', changed: 'refused' });
  });

  test('a 422 raises FramefleetApiError with its code and fields; a malformed request a 400 naming the field', async (ctx) => {
    const errors = await pythonJson(ctx, `
import json, os
from framefleet import FramefleetApiError, create_client, unwrap
from framefleet_client.api.jobs import get_job
from framefleet_client.api.templates import publish_template, render_template
from framefleet_client.models import PublishTemplateBody, RenderTemplateBody

client = create_client(os.environ["FRAMEFLEET_URL"], os.environ["FRAMEFLEET_API_KEY"])
unwrap(publish_template.sync_detailed(client=client, body=PublishTemplateBody.from_dict({
    "slug": "typed-errors", "name": "Typed errors",
    "timeline": {"output": {"width": 640, "height": 360, "fps": 30, "background": {"$param": "background"}},
                 "tracks": [{"clips": [{"kind": "text", "start": 0, "duration": 1, "text": {"$param": "title"}}]}]},
    "parameters": [{"name": "title", "kind": "text", "required": True}, {"name": "background", "kind": "colour", "default": "#000000"}],
})))
seen = []
for call in (
    lambda: render_template.sync_detailed("typed-errors", client=client, body=RenderTemplateBody.from_dict({"values": {"background": "not a colour"}})),
    lambda: get_job.sync_detailed("anything", client=client, wait="61"),
):
    try:
        unwrap(call())
        seen.append("no error")
    except FramefleetApiError as err:
        seen.append({"status": err.status, "code": err.code, "str": str(err),
                     "fields": sorted([f.path, f.parameter, bool(f.problem)] for f in err.fields)})
print(json.dumps(seen))
`);
    assert.is(errors.length, 2);
    assert.equal([errors[0].status, errors[0].code], [422, 'template_values_invalid'], JSON.stringify(errors[0]));
    assert.match(errors[0].str, /^422 template_values_invalid: /);
    assert.equal(errors[0].fields, [['body.values.background', 'background', true], ['body.values.title', 'title', true]]);
    assert.equal([errors[1].status, errors[1].code, errors[1].fields], [400, 'validation_failed', [['querystring.wait', null, true]]]);
  });

  test('upload_media sends a file with its type and name and answers the probed item; text is a 422; wait_for_job answers a finished job and raises a 404 for a missing one', async (ctx) => {
    writeFileSync(join(ctx.dir, 'tone.wav'), wavSecond());
    writeFileSync(join(ctx.dir, 'notes.mp4'), 'these are words, not a video');
    const seen = await pythonJson(ctx, `
import json, os
from framefleet import FramefleetApiError, create_client, media_content_type, upload_media, wait_for_job
from framefleet_client.api.templates import render_template
from framefleet_client.models import RenderTemplateBody
from framefleet import unwrap

client = create_client(os.environ["FRAMEFLEET_URL"], os.environ["FRAMEFLEET_API_KEY"])
item = upload_media(client, "tone.wav")
out = {"item": [str(item.status), str(item.kind), item.name, item.ref == f"media:{item.id}", round(item.duration_sec, 1)]}
out["types"] = [media_content_type(n) for n in ("tone.wav", "a.MP4", "a.png", "notes.txt", "no-extension")]
try:
    upload_media(client, "notes.mp4")
    out["text"] = "accepted"
except FramefleetApiError as err:
    out["text"] = err.status
render = unwrap(render_template.sync_detailed("typed-errors", client=client, body=RenderTemplateBody.from_dict({"values": {"title": "progress"}})))
running = []
job = wait_for_job(client, render.id, poll_seconds=1, on_progress=lambda j: running.append(str(j.status)))
out["job"] = [str(job.status), str(job.kind), all(s == "running" for s in running)]
try:
    wait_for_job(client, "rnd_nobody")
    out["missing"] = "answered"
except FramefleetApiError as err:
    out["missing"] = [err.status, err.code]
print(json.dumps(out))
`);
    assert.match(seen.types[0], /^audio\//);
    assert.equal(seen.types.slice(1), ['video/mp4', 'image/png', 'application/octet-stream', 'application/octet-stream']);
    delete seen.types;
    assert.equal(seen, { item: ['ready', 'audio', 'tone.wav', true, 1], text: 422, job: ['succeeded', 'render', true], missing: [404, 'not_found'] });
  });
}

test.run();
