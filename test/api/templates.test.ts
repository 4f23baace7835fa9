/**
 * Templates through the API over the real SQLite store, with a render node that takes media and
 * scene jobs (so template renders run to a real MP4), a loopback origin for `{url}` imports
 * (allow-listed in the harness's egress guard) and the webhook relay delivering to a loopback
 * receiver.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Registry } from 'prom-client';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { WebhookDelivery, WebhookMetrics } from '../../control-plane/features/webhooks/delivery.ts';
import { outboxSources } from '../../control-plane/webhook-sources.ts';
import { decodeRgba, probeImage, psnr } from '../support/images.ts';
import { until } from '../support/wait.ts';
import { wavSecond } from '../support/media.ts';
import { echoChallenge, Receiver } from '../webhooks/receiver.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; origin: Server; base: string; dir: string; png: Buffer; receiver: Receiver; delivery: WebhookDelivery }
const test = suite<Ctx>('api: templates');

const publicBase = 'http://127.0.0.1:8080';

test.before(async (ctx) => {
  ctx.h = await createHarness({ renderScenes: true });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-templates-'));
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=160x90:rate=1', '-frames:v', '1', join(ctx.dir, 'still.png')]);
  ctx.png = readFileSync(join(ctx.dir, 'still.png'));
  ctx.origin = createServer((req, res) => {
    if (req.url?.endsWith('.png')) res.writeHead(200, { 'content-type': 'image/png', 'content-length': ctx.png.length }).end(ctx.png);
    else if (req.url?.endsWith('.wav')) res.writeHead(200, { 'content-type': 'audio/wav' }).end(wavSecond());
    else res.writeHead(404).end();
  });
  await new Promise<void>((r) => ctx.origin.listen(0, '127.0.0.1', r));
  ctx.base = `http://127.0.0.1:${(ctx.origin.address() as AddressInfo).port}`;
  ctx.receiver = await new Receiver().start();
  ctx.delivery = new WebhookDelivery(ctx.h.services.webhookDeliveries, ctx.h.services.webhooks, outboxSources(ctx.h.services, () => publicBase), new WebhookMetrics(new Registry()), {
    retryDelays: [0.2, 0.2], timeoutMs: 2000, pollMs: 50,
  });
  ctx.delivery.start();
});

test.after(async (ctx) => {
  await ctx.delivery?.stop();
  await ctx.h?.close();
  await ctx.receiver?.close();
  await new Promise<void>((r) => ctx.origin.close(() => r()));
  rmSync(ctx.dir, { recursive: true, force: true });
});

/** A 2 s 320x180 card: a picture under a title and a progress bar, all of it parameters. */
function promoTemplate(slug: string, title = 'Promo') {
  return {
    slug, name: title, description: 'a card with a picture, a title and a progress bar',
    timeline: {
      output: { width: 320, height: 180, fps: 30, background: { $param: 'background' } },
      tracks: [
        { clips: [{ kind: 'image', start: 0, duration: 2, src: { $param: 'picture' }, fit: 'cover', opacity: 0.6 }] },
        { clips: [{ kind: 'text', start: 0, duration: 2, text: { $param: 'title' }, style: { fontSize: 28, color: { $param: 'accent' } } }] },
        { clips: [{ kind: 'component', componentId: 'progress-bar', start: 0, duration: 2, props: { label: 'Done', target: { $param: 'progress' } } }] },
      ],
    },
    parameters: [
      { name: 'title', kind: 'text', required: true, description: 'the headline' },
      { name: 'accent', kind: 'colour', default: '#f8fafc' },
      { name: 'background', kind: 'colour', default: '#0b1020' },
      { name: 'progress', kind: 'number', minimum: 0, maximum: 1, default: 0.5 },
      { name: 'picture', kind: 'media', mediaKind: 'image', default: { sample: true } },
    ],
    presets: [{ name: 'sunny', values: { accent: '#facc15', progress: 0.9 } }],
    posterSec: 1,
  };
}

async function publish(h: Harness, key: string, body: object) {
  const res = await h.call(key, { method: 'POST', url: '/v1/templates', payload: body });
  assert.is(res.statusCode, 201, res.body);
  return res.json();
}

/** Calls until the answer is no longer "media pending" (imports and probes run on the node meanwhile). */
async function untilBound(h: Harness, call: () => Promise<{ statusCode: number; json(): any; body: string }>) {
  return until('the template media to be ready', 30_000, async () => {
    const res = await call();
    if (res.statusCode === 202 && res.json().pendingMediaIds) { await h.services.media.idle(); return false; }
    return res;
  }, 100);
}

async function finished(h: Harness, key: string, renderId: string) {
  return until(`render ${renderId} to end`, 120_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${renderId}` })).json();
    return ['complete', 'error', 'cancelled'].includes(r.status) && r;
  }, 100);
}

async function snapshot(h: Harness, key: string, orgId: string) {
  const org = await h.services.accounts.getOrg(orgId);
  const media = (await h.call(key, { method: 'GET', url: '/v1/media?limit=100' })).json().data.map((m: { id: string }) => m.id);
  return { wallet: org!.wallet, media };
}

test('publishing a slug again makes version 2; version 1 stays readable and renders to a checked MP4 with a poster link', async ({ h, dir }) => {
  const { key, orgId } = await h.newOrg('tpl-versions', { credits: 1000 });
  const v1 = await publish(h, key, promoTemplate('promo', 'Promo one'));
  assert.equal([v1.slug, v1.version, v1.latest], ['promo', 1, true]);
  assert.equal([v1.parameters, v1.presets, v1.posterSec], [promoTemplate('promo').parameters, promoTemplate('promo').presets, 1], 'the declarations read back as published');
  assert.is(v1.timeline.tracks[2].clips[0].version, '1.0.0', 'component placements are pinned to the catalog version at publish');
  const v2 = await publish(h, key, promoTemplate('promo', 'Promo two'));
  assert.equal([v2.version, v2.latest], [2, true]);
  await publish(h, key, promoTemplate('other'));

  const newest = (await h.call(key, { method: 'GET', url: '/v1/templates' })).json();
  assert.equal(newest.data.map((t: any) => `${t.slug}@${t.version}`), ['other@1', 'promo@2'], 'the list shows the newest version of each slug');
  const versions = (await h.call(key, { method: 'GET', url: '/v1/templates?slug=promo' })).json();
  assert.equal(versions.data.map((t: any) => [t.version, t.latest]), [[2, true], [1, false]]);
  assert.is((await h.call(key, { method: 'GET', url: '/v1/templates/promo' })).json().id, v2.id);
  const old = (await h.call(key, { method: 'GET', url: '/v1/templates/promo?version=1' })).json();
  assert.equal([old.id, old.name], [v1.id, 'Promo one']);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/templates/${v1.id}` })).json().version, 1);

  const res = await untilBound(h, () => h.call(key, { method: 'POST', url: '/v1/templates/promo/renders?version=1', payload: { values: { title: 'Version one' } } }));
  assert.is(res.statusCode, 202, res.body);
  const render = res.json();
  assert.equal([render.projectId, render.compositionId, render.templateId, render.templateVersion], [null, null, v1.id, 1]);
  assert.is(render.posterUrl, `${render.shareUrl}/poster.jpg`);
  const done = await finished(h, key, render.id);
  assert.is(done.status, 'complete', JSON.stringify(done));
  const mp4 = await h.app.inject({ method: 'GET', url: done.outputUrl.replace(publicBase, '') });
  assert.is(mp4.statusCode, 200);
  writeFileSync(join(dir, 'v1.mp4'), mp4.rawPayload);
  const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', join(dir, 'v1.mp4')]).toString());
  const video = probe.streams.find((s: any) => s.codec_type === 'video');
  assert.equal([video.codec_name, video.width, video.height], ['h264', 320, 180]);
  assert.ok(Math.abs(Number(probe.format.duration) - 2) < 0.1, `duration ${probe.format.duration}`);

  // The poster link redirects, once the farm has drawn it, to a JPEG still of the poster time:
  // the same picture as the MP4's frame there (both lossy, so compared by PSNR).
  const posterPath = render.posterUrl.replace(publicBase, '');
  const poster = await until('the poster still', 30_000, async () => {
    const r = await h.app.inject({ method: 'GET', url: posterPath });
    if (r.statusCode === 409) { assert.is(r.json().error.code, 'render_not_ready'); return false; }
    return r;
  }, 100);
  assert.is(poster.statusCode, 302, poster.body);
  const still = await h.app.inject({ method: 'GET', url: String(poster.headers.location).replace(publicBase, '') });
  assert.equal([still.statusCode, still.headers['content-type']], [200, 'image/jpeg']);
  writeFileSync(join(dir, 'poster.jpg'), still.rawPayload);
  assert.equal(await probeImage(join(dir, 'poster.jpg')), { codec: 'mjpeg', width: 320, height: 180 });
  const frameAtPoster = execFileSync('ffmpeg', ['-v', 'error', '-ss', '1', '-i', join(dir, 'v1.mp4'), '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', 'pipe:1']);
  const quality = psnr(decodeRgba(still.rawPayload).rgba, decodeRgba(frameAtPoster).rgba);
  assert.ok(quality > 30, `the poster shows the render's frame at posterSec (PSNR ${quality.toFixed(1)} dB)`);
  assert.is((await h.services.accounts.listLedger(orgId, 20)).items.filter((e) => e.featureId === 'compose_capture').length, 0, 'the poster is part of the render, not a priced capture');

  // Deleting version 2 makes version 1 the newest again; the number 2 is not given out again.
  const removed = await h.call(key, { method: 'DELETE', url: '/v1/templates/promo?version=2' });
  assert.equal(removed.json().deletedVersions, [2]);
  assert.is((await h.call(key, { method: 'GET', url: '/v1/templates/promo' })).json().version, 1);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/templates/${v2.id}` })).statusCode, 404);
  assert.is((await publish(h, key, promoTemplate('promo'))).version, 3);
});

test('apply with a {url} value answers 202 with pendingMediaIds, then 200 once imported, with one composition.updated', async ({ h, base, receiver }) => {
  const { key, orgId } = await h.newOrg('tpl-apply', { credits: 100 });
  const hook = await h.services.webhooks.create(orgId, { url: receiver.on('/apply', echoChallenge), events: ['composition.updated'] });
  assert.is(hook.webhook.status, 'active');
  await publish(h, key, promoTemplate('apply-me'));
  const kit = await h.services.brandKits.upsert(orgId, {
    kitId: 'acme', name: 'Acme', colors: { primary: '#ff0000', secondary: '#00ff00', accent: '#0000ff', background: '#000000', text: '#ffffff' },
    headingFont: { fontFamily: 'Inter', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 },
  });
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'apply' } })).json();
  const body = { projectId: project.id, values: { title: 'Applied' }, media: { picture: { url: `${base}/picture.png` } }, preset: 'sunny', brandKitId: kit.id };
  const apply = () => h.call(key, { method: 'POST', url: '/v1/templates/apply-me/apply', payload: body });

  const pending = await apply();
  assert.is(pending.statusCode, 202, pending.body);
  const { pendingMediaIds } = pending.json();
  assert.is(pendingMediaIds.length, 1);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/composition` })).headers.etag, project.composition.etag, 'nothing was saved');
  await h.services.media.idle();
  await until('the import to be ready', 20_000, async () => (await h.services.media.get(orgId, pendingMediaIds[0])).status === 'ready');

  const applied = await apply();
  assert.is(applied.statusCode, 200, applied.body);
  const saved = applied.json();
  assert.is.not(saved.etag, project.composition.etag);
  assert.is(applied.headers.etag, saved.etag);
  assert.is(saved.composition.tracks[0].clips[0].src, `media:${pendingMediaIds[0]}`);
  assert.is(saved.composition.tracks[1].clips[0].style.color, '#facc15', 'the preset value stands where the call gives none');
  assert.is(saved.composition.tracks[2].clips[0].props.target, 0.9);
  assert.is(saved.composition.tracks[2].clips[0].version, '1.0.0', 'the component placement is pinned');
  assert.equal(saved.composition.brandKit, { kitId: 'acme' }, 'brandKitId wins over the preset and the template');
  const read = await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/composition` });
  assert.is(read.headers.etag, saved.etag);

  const events = await until('composition.updated to be delivered', 10_000, () => receiver.events('/apply').length > 0 && receiver.events('/apply'));
  await new Promise((r) => setTimeout(r, 500));
  assert.is(receiver.events('/apply').length, 1, 'delivered once');
  assert.equal([events[0]!.json.event, events[0]!.json.projectId, events[0]!.json.data.etag], ['composition.updated', project.id, saved.etag]);

  // The URL was imported once: applying it again reuses the item.
  const again = await apply();
  assert.is(again.statusCode, 200, again.body);
  assert.is(again.json().composition.tracks[0].clips[0].src, `media:${pendingMediaIds[0]}`);
  assert.equal((await snapshot(h, key, orgId)).media, [pendingMediaIds[0]]);
});

test('a template render retried with the same Idempotency-Key and body is the same render; a changed body is a new one', async ({ h }) => {
  const { key } = await h.newOrg('tpl-idempotent', { credits: 1000 });
  await publish(h, key, promoTemplate('idem'));
  const render = (payload: object, idempotencyKey: string) => untilBound(h, () => h.call(key, { method: 'POST', url: '/v1/templates/idem/renders', headers: { 'idempotency-key': idempotencyKey }, payload }));
  const first = await render({ values: { title: 'Once' } }, 'key-1');
  assert.is(first.statusCode, 202, first.body);
  const retry = await render({ values: { title: 'Once' } }, 'key-1');
  assert.is(retry.json().id, first.json().id);
  const changed = await render({ values: { title: 'Twice' } }, 'key-1');
  assert.is(changed.statusCode, 202, changed.body);
  assert.is.not(changed.json().id, first.json().id);
  assert.is((await render({ values: { title: 'Twice' } }, 'key-1')).json().id, changed.json().id);
  const other = await render({ values: { title: 'Once' } }, 'key-2');
  assert.is.not(other.json().id, first.json().id, 'another key is another render');
});

test('each 422 names its parameters in details.fields and leaves the wallet and the media list as they were', async ({ h, base }) => {
  const { key, orgId } = await h.newOrg('tpl-refusals', { credits: 1000 });
  await publish(h, key, promoTemplate('strict'));
  const sound = (await h.call(key, { method: 'POST', url: '/v1/media?name=tone.wav', headers: { 'content-type': 'audio/wav' }, payload: wavSecond() })).json();
  assert.is(sound.kind, 'audio');
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'refusals' } })).json();
  const before = await snapshot(h, key, orgId);
  const fresh = { picture: { url: `${base}/never-imported.png` } };

  const cases: [string, string, object, string[]][] = [
    ['template_parameter_undeclared', 'renders', { values: { title: 'x', subtitle: 'y' }, media: { ...fresh, logo: { sample: true } } }, ['subtitle', 'logo']],
    ['template_values_invalid', 'renders', { values: { accent: 'not a colour', progress: 3 }, media: fresh }, ['title', 'accent', 'progress']],
    ['template_values_invalid', 'renders', { values: { title: 'x', picture: { sample: true } }, preset: 'gloomy' }, ['picture']],
    ['template_media_kind_mismatch', 'renders', { values: { title: 'x' }, media: { picture: { mediaId: sound.id } } }, ['picture']],
    ['template_media_kind_mismatch', 'apply', { projectId: project.id, values: { title: 'x' }, media: { picture: { mediaId: sound.id } } }, ['picture']],
    ['template_values_invalid', 'apply', { projectId: project.id, values: { title: 'x' }, media: { picture: { url: 'https://10.1.2.3/x.png' } } }, ['picture']],
  ];
  for (const [code, route, payload, parameters] of cases) {
    const res = await h.call(key, { method: 'POST', url: `/v1/templates/strict/${route}`, payload });
    const where = `${route} ${JSON.stringify(payload)}`;
    assert.is(res.statusCode, 422, `${where}: ${res.body}`);
    const { error } = res.json();
    assert.is(error.code, code, where);
    const named = error.details.fields.map((f: { parameter?: string }) => f.parameter);
    for (const p of parameters) assert.ok(named.includes(p), `${where}: ${p} not in ${JSON.stringify(error.details.fields)}`);
    if ((payload as { preset?: string }).preset) assert.ok(error.details.fields.some((f: { path: string }) => f.path === 'body.preset'), 'the unknown preset is named');
    assert.equal(await snapshot(h, key, orgId), before, `${where}: wallet or media list changed`);
  }
  assert.is((await h.call(key, { method: 'GET', url: `/v1/projects/${project.id}/composition` })).headers.etag, project.composition.etag, 'no apply saved anything');
});

test('a template render the wallet cannot cover answers 402 before any side effect: no import, no sample copy, no hold, no render', async ({ h, base }) => {
  // The promo renders 2 s of 320x180: 2 credits, one more than the org has.
  const { key, orgId } = await h.newOrg('tpl-broke', { credits: 1 });
  await publish(h, key, promoTemplate('too-dear'));
  const before = await snapshot(h, key, orgId);
  for (const media of [{ picture: { url: `${base}/bought-never.png` } }, { picture: { sample: true } }]) {
    const res = await h.call(key, { method: 'POST', url: '/v1/templates/too-dear/renders', payload: { values: { title: 'Too dear' }, media } });
    assert.is(res.statusCode, 402, res.body);
    assert.equal([res.json().error.code, res.json().error.details.quotedCredits, res.json().error.details.availableCredits], ['billing_required', 2, 1]);
    assert.equal(await snapshot(h, key, orgId), before, `${JSON.stringify(media)}: the wallet (holds included) and the media list are as they were`);
  }
  assert.is((await h.call(key, { method: 'GET', url: '/v1/renders?limit=10' })).json().data.length, 0, 'no render was recorded');
});

test('{sample: true} binds the bundled sample of each kind, added to the org once', async ({ h }) => {
  const { key, orgId } = await h.newOrg('tpl-samples', { credits: 100 });
  await publish(h, key, {
    slug: 'samples', name: 'Samples',
    timeline: {
      output: { width: 320, height: 180, fps: 30 },
      tracks: [
        { clips: [{ kind: 'video', start: 0, duration: 2, src: { $param: 'clip' } }] },
        { clips: [{ kind: 'image', start: 0, duration: 2, src: { $param: 'still' }, opacity: 0.5 }] },
        { clips: [{ kind: 'audio', start: 0, duration: 2, src: { $param: 'music' } }] },
      ],
    },
    parameters: [
      { name: 'clip', kind: 'media', mediaKind: 'video', required: true },
      { name: 'still', kind: 'media', mediaKind: 'image', required: true },
      { name: 'music', kind: 'media', mediaKind: 'audio', default: { sample: true } },
    ],
  });
  const project = (await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'samples' } })).json();
  const apply = () => untilBound(h, () => h.call(key, { method: 'POST', url: '/v1/templates/samples/apply', payload: { projectId: project.id, media: { clip: { sample: true }, still: { sample: true } } } }));
  const first = await apply();
  assert.is(first.statusCode, 200, first.body);
  const sources = first.json().composition.tracks.map((t: any) => t.clips[0].src.replace('media:', ''));
  const kinds = await Promise.all(sources.map(async (id: string) => (await h.services.media.get(orgId, id)).kind));
  assert.equal(kinds, ['video', 'image', 'audio']);
  const again = await apply();
  assert.equal(again.json().composition.tracks.map((t: any) => t.clips[0].src.replace('media:', '')), sources, 'the same items are reused');
  assert.is((await snapshot(h, key, orgId)).media.length, 3);
});

test('publishing refuses a bad template with every bad field in one 422', async ({ h }) => {
  const { key } = await h.newOrg('tpl-invalid');
  const bad = promoTemplate('broken') as any;
  bad.timeline.tracks[1].clips[0].style.fontSize = { $param: 'size' };
  bad.timeline.tracks[0].clips[0].opacity = { $param: 'title' };
  bad.parameters[1].default = 'no-such-colour';
  bad.parameters.push({ name: 'flavour', kind: 'enum', default: 'x' });
  bad.presets.push({ name: 'sunny', values: { nope: 1 } });
  bad.posterSec = 5;
  const res = await h.call(key, { method: 'POST', url: '/v1/templates', payload: bad });
  assert.is(res.statusCode, 422, res.body);
  assert.is(res.json().error.code, 'template_invalid');
  const paths = res.json().error.details.fields.map((f: { path: string }) => f.path);
  for (const p of ['body.timeline.tracks[1].clips[0].style.fontSize', 'body.timeline.tracks[0].clips[0].opacity', 'body.parameters[1].default', 'body.parameters[5].options', 'body.presets[1].name', 'body.presets[1].values.nope', 'body.posterSec']) {
    assert.ok(paths.includes(p), `${p} not in ${JSON.stringify(paths)}`);
  }
  assert.is((await h.call(key, { method: 'GET', url: '/v1/templates' })).json().data.length, 0, 'nothing was published');
});

test.run();
