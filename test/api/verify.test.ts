/**
 * Verification through the API and a real render node: a deliberately bad composition for a
 * 15-second TikTok brief fails exactly the critics it should, each finding at the right second
 * with a still that shows it, and its fixed version passes every critic. Also: the OCR
 * must-include check, the loudness figure against ffmpeg's ebur128 on the rendered MP4, an org
 * critic's evaluator (signed request, charged once, a timeout uncharged, nothing write-only
 * shown), 402 before anything is queued, cross-org 404 and a missing permission 403.
 */
import { execFile } from 'node:child_process';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createCanvas } from '@napi-rs/canvas';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Registry } from 'prom-client';
import { WebhookDelivery, WebhookMetrics } from '../../control-plane/features/webhooks/delivery.ts';
import { outboxSources } from '../../control-plane/webhook-sources.ts';
import { Receiver, verifySignature } from '../webhooks/receiver.ts';
import { probeImage } from '../support/images.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

const run = promisify(execFile);
const publicUrl = 'http://127.0.0.1:8080';

interface Ctx { h: Harness; dir: string; logo: Buffer; music: Buffer; receiver: Receiver; delivery: WebhookDelivery }

const test = suite<Ctx>('api: verify a composition with its critics');

/** Two sines at 220 and 330 Hz, 0.219 each, upmixed to stereo: −14.0 LUFS by ffmpeg's ebur128. */
async function makeMusic(dir: string): Promise<Buffer> {
  const file = join(dir, 'music.wav');
  await run('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'aevalsrc=0.219*sin(2*PI*220*t)+0.219*sin(2*PI*330*t):s=48000:d=30', '-ac', '2', '-y', file]);
  return readFileSync(file);
}

/** A logo: an orange disc with a dark "F" on a white square. */
function makeLogo(): Buffer {
  const c = createCanvas(256, 256);
  const g = c.getContext('2d');
  g.fillStyle = '#ffffff';
  g.fillRect(0, 0, 256, 256);
  g.fillStyle = '#f97316';
  g.beginPath();
  g.arc(128, 128, 110, 0, Math.PI * 2);
  g.fill();
  g.fillStyle = '#111827';
  g.font = 'bold 150px sans-serif';
  g.textAlign = 'center';
  g.textBaseline = 'middle';
  g.fillText('F', 128, 136);
  return c.toBuffer('image/png');
}

test.before(async (ctx) => {
  ctx.h = await createHarness({ renderScenes: true });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-verify-'));
  ctx.logo = makeLogo();
  ctx.music = await makeMusic(ctx.dir);
  ctx.receiver = await new Receiver().start();
  ctx.delivery = new WebhookDelivery(ctx.h.services.webhookDeliveries, ctx.h.services.webhooks, outboxSources(ctx.h.services, () => publicUrl), new WebhookMetrics(new Registry()), {
    retryDelays: [0.2, 0.2], timeoutMs: 2000, pollMs: 50,
  });
  ctx.delivery.start();
});
test.after(async (ctx) => {
  await ctx.delivery?.stop();
  await ctx.receiver?.close();
  await ctx.h?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function upload(h: Harness, key: string, name: string, type: string, bytes: Buffer): Promise<string> {
  const r = await h.call(key, { method: 'POST', url: `/v1/media?name=${name}`, headers: { 'content-type': type }, payload: bytes });
  assert.is(r.statusCode, 201, r.body);
  const id = r.json().id as string;
  await until(`media ${id} ready`, 60_000, async () => (await h.call(key, { method: 'GET', url: `/v1/media/${id}` })).json().status === 'ready', 100);
  return id;
}

const W = 1080, H = 1920;
/** A disc that sweeps across the lower frame and back every 2 s, so no stretch is frozen. */
const mover = (duration: number) => ({
  kind: 'shape', start: 0, duration, shape: 'ellipse', fill: '#38bdf8', transform: { width: 240, height: 240, x: 200, y: 1500 },
  animate: { 'transform.x': Array.from({ length: Math.floor(duration) + 1 }, (_, i) => ({ time: i, value: i % 2 ? 880 : 200 })) },
});
/** Shots of `each` seconds, alternating backgrounds: cuts that pacing counts. */
const shots = (count: number, each: number) => Array.from({ length: count }, (_, i) => ({
  kind: 'shape', start: i * each, duration: each, shape: 'rectangle', fill: i % 2 ? '#334155' : '#3b3b58',
}));
const text = (t: string, start: number, duration: number, style: object, transform: object) => ({ kind: 'text', start, duration, text: t, style: { fontWeight: 700, ...style }, transform });

/** Everything wrong for the brief: 25 s long, grey on grey, a title half outside title-safe, music at about −30 LUFS, no logo. */
function badComposition(musicId: string) {
  return {
    output: { width: W, height: H, fps: 30, background: '#334155' },
    tracks: [
      { clips: shots(4, 6.25) },
      { clips: [mover(25)] },
      // The title's box straddles TikTok's title-safe top edge (8 % of 1920 = 153.6 px).
      { clips: [{ ...text('Big news', 0, 6.25, { fontSize: 90, color: '#ffffff' }, { y: 150, width: 900, height: 140 }), id: 'title' }] },
      { clips: [text('Summer Sale', 0, 25, { fontSize: 110, color: '#ffffff', background: { color: '#0f172a' } }, { y: 700, width: 860, height: 200, x: 507 })] },
      // Grey text on a grey plate, in the second shot.
      { clips: [{ ...text('Our new range', 6.25, 6.25, { fontSize: 70, color: '#777777', background: { color: '#6b6b6b', paddingX: 30, paddingY: 20 } }, { y: 1000, width: 860, height: 160, x: 507 }), id: 'subtitle' }] },
      { clips: [text('Shop now', 12.5, 12.5, { fontSize: 90, color: '#ffffff', background: { color: '#111827' } }, { y: 1200, width: 700, height: 160, x: 507 })] },
      { clips: [{ kind: 'audio', start: 0, duration: 25, src: `media:${musicId}`, volume: 0.158 }] },
    ],
  };
}

/** The same video made right: 15 s, light text on dark plates inside title-safe, music at about −14 LUFS, the logo shown. */
function fixedComposition(musicId: string, logoId: string) {
  return {
    output: { width: W, height: H, fps: 30, background: '#334155' },
    tracks: [
      { clips: shots(3, 5) },
      { clips: [mover(15)] },
      { clips: [{ ...text('Big news', 0, 5, { fontSize: 90, color: '#ffffff' }, { y: 330, width: 800, height: 140, x: 507 }), id: 'title' }] },
      { clips: [text('Summer Sale', 0, 15, { fontSize: 110, color: '#ffffff', background: { color: '#0f172a' } }, { y: 700, width: 860, height: 200, x: 507 })] },
      { clips: [{ ...text('Our new range', 5, 5, { fontSize: 70, color: '#ffffff', background: { color: '#0f172a', paddingX: 30, paddingY: 20 } }, { y: 1000, width: 860, height: 160, x: 507 }), id: 'subtitle' }] },
      { clips: [text('Shop now', 7.5, 7.5, { fontSize: 90, color: '#ffffff', background: { color: '#111827' } }, { y: 1200, width: 700, height: 160, x: 507 })] },
      { clips: [{ kind: 'image', start: 0, duration: 15, src: `media:${logoId}`, fit: 'contain', transform: { x: 507, y: 480, width: 200, height: 200 } }] },
      { clips: [{ kind: 'audio', start: 0, duration: 15, src: `media:${musicId}` }] },
    ],
  };
}

const tiktokBrief = (logoId: string, brandKitId?: string) => ({
  goal: 'sell the summer range', audience: 'shoppers 18-34', platform: 'tiktok', durationSec: 15,
  mustInclude: { texts: ['Summer Sale'], logoMediaId: logoId, callToAction: 'Shop now' }, ...(brandKitId ? { brandKitId } : {}),
});

/** The brand's palette: the slate backgrounds and plates, white type, the sky-blue disc and the logo's orange. */
async function brandKit(h: Harness, key: string): Promise<string> {
  const r = await h.call(key, { method: 'POST', url: '/v1/brand-kits', payload: {
    kitId: 'summer', name: 'Summer',
    colors: { primary: '#38bdf8', secondary: '#3b3b58', accent: '#f97316', background: '#334155', text: '#ffffff' },
    headingFont: { fontFamily: 'Inter', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 },
    extraColors: [{ hex: '#0f172a', label: 'Plate' }],
  } });
  assert.is(r.statusCode, 200, r.body);
  return r.json().id as string;
}

async function project(h: Harness, key: string, composition: object, brief: object | null): Promise<string> {
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'verify', composition } });
  assert.is(created.statusCode, 201, created.body);
  const id = created.json().id as string;
  if (brief) {
    const put = await h.call(key, { method: 'PUT', url: `/v1/projects/${id}/brief`, payload: brief });
    assert.is(put.statusCode, 201, put.body);
  }
  return id;
}

const verify = (h: Harness, key: string, projectId: string, body: object = {}) => h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/verify`, payload: body });

interface Finding { atSec: number | null; message: string; value: number | null; evidenceIndex: number | null; stillUrl: string | null }
interface CriticView { criticId: string; status: string; pass: boolean | null; score: number | null; floor: number | null; findings: Finding[]; reason: string | null }

async function finished(h: Harness, key: string, jobId: string) {
  return until(`job ${jobId} to end`, 240_000, async () => {
    const job = (await h.call(key, { method: 'GET', url: `/v1/jobs/${jobId}?wait=20` })).json();
    return job.status !== 'running' && job;
  }, 100);
}

async function verified(h: Harness, key: string, projectId: string, body: object = {}) {
  const r = await verify(h, key, projectId, body);
  assert.is(r.statusCode, 202, r.body);
  assert.is(r.json().kind, 'verify');
  const job = await finished(h, key, r.json().jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  return job.result as { verdict: string; critics: CriticView[]; evidence: { atSec: number; url: string }[]; sound: { integratedLufs: number | null } };
}

const byId = (critics: CriticView[]) => Object.fromEntries(critics.map((c) => [c.criticId, c]));

async function wallet(h: Harness, orgId: string) {
  return (await h.services.accounts.getOrg(orgId))!.wallet;
}

test('a bad composition for a 15 s TikTok brief fails exactly the critics it should, each at its second with a still; the fixed one passes all', async ({ h, dir, logo, music }) => {
  const { orgId, key } = await h.newOrg('verify-tiktok', { credits: 100 });
  const logoId = await upload(h, key, 'logo.png', 'image/png', logo);
  const musicId = await upload(h, key, 'music.wav', 'audio/wav', music);
  const kitId = await brandKit(h, key);
  const bad = await project(h, key, badComposition(musicId), tiktokBrief(logoId, kitId));

  const result = await verified(h, key, bad);
  const critics = byId(result.critics);
  const failing = result.critics.filter((c) => c.status === 'fail' || c.status === 'error').map((c) => c.criticId).sort();
  assert.equal(failing, ['brief-format', 'logo-present', 'loudness', 'text-contrast', 'title-safe'], JSON.stringify(result.critics.map((c) => [c.criticId, c.status, c.score, c.reason]), null, 1));
  assert.is(result.verdict, 'fail');
  assert.is(critics['brand-colors']!.status, 'pass', JSON.stringify(critics['brand-colors']));

  // Each finding at the right second, with a still that shows it.
  const contrast = critics['text-contrast']!.findings.find((f) => /Our new range/.test(f.message));
  assert.ok(contrast, JSON.stringify(critics['text-contrast']));
  assert.ok(contrast.atSec! >= 6.25 && contrast.atSec! < 12.5, `the grey text is on screen from 6.25 s to 12.5 s, found at ${contrast.atSec}`);
  assert.ok(contrast.value! < 2, `contrast ${contrast.value}`);
  const safe = critics['title-safe']!.findings.find((f) => /Big news/.test(f.message));
  assert.ok(safe && safe.atSec! < 6.25, JSON.stringify(critics['title-safe']));
  assert.ok(safe.value! > 0.2 && safe.value! < 0.8, `about half of the title is inside: ${safe.value}`);
  for (const f of [contrast, safe]) {
    assert.ok(f.stillUrl, 'a still shows it');
    const still = await h.app.inject({ method: 'GET', url: f.stillUrl!.replace(publicUrl, '') });
    assert.is(still.statusCode, 200);
    assert.is(still.headers['content-type'], 'image/jpeg');
  }
  const loud = critics.loudness!;
  assert.ok(result.sound.integratedLufs! < -28 && result.sound.integratedLufs! > -32, `music at about −30 LUFS: ${result.sound.integratedLufs}`);
  assert.ok(loud.score! > 14, `${loud.score} LU from −14`);
  assert.ok(critics['brief-format']!.findings.some((f) => f.value === 10), JSON.stringify(critics['brief-format']));
  assert.is(critics['logo-present']!.pass, false);
  assert.is(critics['must-include-text']!.status, 'pass', JSON.stringify(critics['must-include-text']));

  // The verification as one picture, for the org that asked only.
  const sheet = await h.call(key, { method: 'GET', url: (result as unknown as { sheetPath: string }).sheetPath });
  assert.is(sheet.statusCode, 200, sheet.body);
  assert.is(sheet.headers['content-type'], 'image/png');
  const sheetFile = join(dir, 'sheet.png');
  writeFileSync(sheetFile, sheet.rawPayload);
  if (process.env.FRAMEFLEET_KEEP_SHEET) writeFileSync(process.env.FRAMEFLEET_KEEP_SHEET, sheet.rawPayload);
  const probed = await probeImage(sheetFile);
  assert.equal([probed.codec, probed.width > 1000, probed.height > 400], ['png', true, true]);
  const stranger = await h.newOrg('verify-stranger', { credits: 10 });
  assert.is((await h.call(stranger.key, { method: 'GET', url: (result as unknown as { sheetPath: string }).sheetPath })).statusCode, 404);

  // One compose_capture charged for the stills, nothing else.
  const charges = (await h.services.accounts.listLedger(orgId, 20)).items.filter((e) => e.kind === 'charge');
  assert.equal(charges.map((c) => [c.featureId, c.credits]), [['compose_capture', -2]]);

  const good = await project(h, key, fixedComposition(musicId, logoId), tiktokBrief(logoId, kitId));
  const fixed = await verified(h, key, good);
  const notPassing = fixed.critics.filter((c) => c.status !== 'pass');
  assert.equal(notPassing.map((c) => [c.criticId, c.status, c.score, c.findings.map((f) => f.message)]), []);
  assert.is(fixed.verdict, 'pass');
});

test('the OCR check finds a phrase on the one still that shows it, and reports one never shown as missing; verify.completed is delivered', async ({ h, logo, receiver }) => {
  const { key } = await h.newOrg('verify-ocr', { credits: 100 });
  const hook = await h.call(key, { method: 'POST', url: '/v1/webhooks', payload: { url: `${receiver.base}/verify`, events: ['verify.completed'] } });
  assert.is(hook.statusCode, 201, hook.body);
  const logoId = await upload(h, key, 'logo.png', 'image/png', logo);
  const composition = {
    output: { width: 720, height: 1280, fps: 25, background: '#1e293b' },
    tracks: [
      { clips: [mover(6)] },
      { clips: [text('Limited offer', 2, 2, { fontSize: 80, color: '#ffffff' }, { y: 640, width: 640, height: 160, x: 360 })] },
    ],
  };
  const id = await project(h, key, composition, { ...tiktokBrief(logoId), durationSec: 6, mustInclude: { texts: ['Limited offer', 'Free shipping'] } });
  const result = await verified(h, key, id, { critics: ['must-include-text'], timestamps: [0.5, 3, 5] });
  const critic = result.critics[0]!;
  assert.is(critic.criticId, 'must-include-text');
  assert.is(critic.status, 'fail');
  assert.is(critic.score, 0.5);
  const found = critic.findings.find((f) => /Limited offer/.test(f.message))!;
  assert.is(found.atSec, 3, JSON.stringify(critic.findings));
  assert.is(found.evidenceIndex, 1);
  const missing = critic.findings.find((f) => /Free shipping/.test(f.message))!;
  assert.equal([missing.atSec, missing.evidenceIndex], [null, null]);
  assert.match(missing.message, /not read/);
  const events = await until('verify.completed delivered', 20_000, async () => { const e = receiver.events('/verify'); return e.length > 0 && e; }, 100);
  assert.equal(events.map((e) => [e.json.event, e.json.data.status, e.json.data.verdict, e.json.data.failed]), [['verify.completed', 'succeeded', 'fail', ['must-include-text']]]);
  assert.ok(verifySignature(hook.json().secret, events[0]!.headers, events[0]!.body));
});

test("the loudness figure is within 0.5 LU of ffmpeg's ebur128 on the rendered MP4", async ({ h, dir, music }) => {
  const { key } = await h.newOrg('verify-loudness', { credits: 1000 });
  const musicId = await upload(h, key, 'music.wav', 'audio/wav', music);
  const composition = {
    output: { width: 320, height: 568, fps: 25, background: '#1e293b' },
    tracks: [{ clips: [mover(6)] }, { clips: [{ kind: 'audio', start: 0, duration: 6, src: `media:${musicId}`, volume: 0.5, fadeIn: 0.5, fadeOut: 1 }] }],
  };
  const id = await project(h, key, composition, null);
  const result = await verified(h, key, id, { critics: ['loudness'] });
  const render = await h.call(key, { method: 'POST', url: `/v1/projects/${id}/renders`, payload: {} });
  assert.is(render.statusCode, 202, render.body);
  const done = await until('render complete', 240_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${render.json().id}` })).json();
    return (r.status === 'complete' || r.status === 'error') && r;
  }, 200);
  assert.is(done.status, 'complete', JSON.stringify(done.error));
  const mp4 = await h.app.inject({ method: 'GET', url: done.outputUrl.replace(publicUrl, '') });
  const file = join(dir, 'loudness.mp4');
  writeFileSync(file, mp4.rawPayload);
  const { stderr } = await run('ffmpeg', ['-nostats', '-i', file, '-map', '0:a', '-af', 'ebur128=peak=true', '-f', 'null', '-']);
  const ffmpeg = Number(/Integrated loudness:\s+I:\s+(-?[\d.]+) LUFS/.exec(stderr.slice(stderr.lastIndexOf('Summary:')))![1]);
  const ours = result.sound.integratedLufs!;
  assert.ok(Math.abs(ours - ffmpeg) <= 0.5, `verify measured ${ours} LUFS, ffmpeg ebur128 ${ffmpeg} LUFS`);
});

/** A fake evaluator: answers a score, or stays silent past the critic's timeout. */
class FakeEvaluator {
  readonly requests: { path: string; headers: IncomingHttpHeaders; body: string }[] = [];
  private server!: Server;
  base = '';
  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        this.requests.push({ path: req.url ?? '/', headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
        if (req.url === '/slow') { setTimeout(() => res.writeHead(200, { 'content-type': 'application/json' }).end('{"score":1}'), 3000).unref(); return; }
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ score: 0.8, pass: true, findings: [{ atSec: 1, message: 'the hook lands in the first second' }] }));
      });
    });
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', r));
    this.base = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }
  close(): Promise<void> { this.server.closeAllConnections(); return new Promise((r) => this.server.close(() => r())); }
}

test("an org critic's evaluator: a signed request with the stills, charged once; a timeout fails the critic uncharged; nothing write-only shown", async ({ h }) => {
  const { orgId, key } = await h.newOrg('verify-evaluator', { credits: 200 });
  const fake = await new FakeEvaluator().start();
  try {
    const rubric = 'Does the hook land in the first two seconds? SECRET-RUBRIC-TEXT';
    const answering = await h.call(key, { method: 'POST', url: '/v1/critics', payload: { label: 'Hook', rubric, evaluatorUrl: `${fake.base}/judge`, evaluatorCostCents: 10 } });
    assert.is(answering.statusCode, 201, answering.body);
    const secret = answering.json().signingSecret as string;
    const slow = await h.call(key, { method: 'POST', url: '/v1/critics', payload: { label: 'Slow', rubric, evaluatorUrl: `${fake.base}/slow`, evaluatorCostCents: 20, evaluatorTimeoutMs: 1000 } });
    assert.is(slow.statusCode, 201, slow.body);
    const composition = { output: { width: 320, height: 568, fps: 25, background: '#1e293b' }, tracks: [{ clips: [mover(3)] }, { clips: [text('Hello', 0, 3, { fontSize: 40, color: '#ffffff' }, {})] }] };
    const id = await project(h, key, composition, null);
    const before = await wallet(h, orgId);

    const r = await verify(h, key, id, { critics: ['text-contrast', answering.json().id, slow.json().id] });
    assert.is(r.statusCode, 202, r.body);
    const held = await wallet(h, orgId);
    assert.is(before.availableCredits - held.availableCredits, 2 + 15 + 30, 'the still capture and both evaluators are held before the job runs');
    const job = await finished(h, key, r.json().jobId);
    assert.is(job.status, 'succeeded', JSON.stringify(job.error));
    const critics = byId(job.result.critics);
    assert.equal([critics[answering.json().id]!.status, critics[answering.json().id]!.score], ['pass', 0.8]);
    assert.equal(critics[slow.json().id]!.status, 'error');
    assert.match(critics[slow.json().id]!.reason!, /time/);

    const judged = fake.requests.filter((q) => q.path === '/judge');
    assert.is(judged.length, 1);
    assert.ok(verifySignature(secret, judged[0]!.headers, judged[0]!.body), 'signed per Standard Webhooks with the critic\'s secret');
    const sent = JSON.parse(judged[0]!.body);
    assert.is(sent.rubric, rubric);
    assert.ok(sent.stills.length >= 1 && sent.stills.every((s: { url: string }) => s.url.includes('/')), 'the stills go with it');
    assert.ok('text-contrast' in sent.measurements);

    const after = await wallet(h, orgId);
    assert.is(before.availableCredits - after.availableCredits, 2 + 15, 'the answering evaluator and the stills are charged; the silent one is not');
    const charges = (await h.services.accounts.listLedger(orgId, 20)).items.filter((e) => e.kind === 'charge');
    assert.equal(charges.map((c) => [c.featureId, c.credits]).sort(), [['compose_capture', -2], ['compose_verify', -15]]);

    // Write-only: the rubric and the URL appear in no answer.
    const answers = [answering.body, slow.body, JSON.stringify(job), (await h.call(key, { method: 'GET', url: '/v1/critics' })).body,
      (await h.call(key, { method: 'GET', url: `/v1/critics/${answering.json().id}` })).body];
    for (const body of answers) {
      assert.not.ok(body.includes('SECRET-RUBRIC-TEXT'), body);
      assert.not.ok(body.includes(fake.base), body);
    }
  } finally {
    await fake.close();
  }
});

test('402 before anything is queued (the stills, or an evaluator over the wallet); another org gets 404; a read-only key 403; a bad critic id 422; the routes are in the OpenAPI document', async ({ h }) => {
  const poor = await h.newOrg('verify-poor', { credits: 1 });
  const composition = { output: { width: 320, height: 568, fps: 25 }, tracks: [{ clips: [mover(2)] }] };
  const id = await project(h, poor.key, composition, null);
  const r = await verify(h, poor.key, id);
  assert.is(r.statusCode, 402, r.body);
  assert.is(await h.services.verifications.verifications.forOrg(poor.orgId).count(), 0);
  assert.is((await wallet(h, poor.orgId)).availableCredits, 1);

  // An evaluator's price is held with the stills: a wallet that covers the stills but not the evaluator gets 402, and nothing is held.
  const modest = await h.newOrg('verify-modest', { credits: 10 });
  const fee = await h.call(modest.key, { method: 'POST', url: '/v1/critics', payload: { label: 'Costly', evaluatorUrl: 'http://127.0.0.1:9/judge', evaluatorCostCents: 10 } });
  assert.is(fee.statusCode, 201, fee.body);
  const modestProject = await project(h, modest.key, composition, null);
  const refused = await verify(h, modest.key, modestProject, { critics: ['loudness', fee.json().id] });
  assert.is(refused.statusCode, 402, refused.body);
  assert.equal([(await wallet(h, modest.orgId)).availableCredits, Object.keys((await wallet(h, modest.orgId)).holds)], [10, []]);
  assert.is(await h.services.verifications.verifications.forOrg(modest.orgId).count(), 0);

  const other = await h.newOrg('verify-other', { credits: 100 });
  assert.is((await verify(h, other.key, id)).statusCode, 404);
  const reader = await h.newKey(poor.orgId, { projects: ['read'] });
  assert.is((await verify(h, reader.key, id)).statusCode, 403);
  const unknown = await verify(h, other.key, await project(h, other.key, composition, null), { critics: ['no-such-critic'] });
  assert.ok([404, 422].includes(unknown.statusCode), unknown.body);

  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const verifyOp = doc.paths['/v1/projects/{id}/verify'].post;
  assert.is(verifyOp.operationId, 'verifyComposition');
  for (const status of ['202', '400', '401', '402', '403', '404', '422']) assert.ok(verifyOp.responses[status], `verify documents ${status}`);
  const sheetOp = doc.paths['/v1/verifications/{id}/sheet.png'].get;
  assert.is(sheetOp.operationId, 'getVerificationSheet');
  for (const status of ['200', '401', '403', '404', '409']) assert.ok(sheetOp.responses[status], `the sheet documents ${status}`);
});

test("a compose session's scratch is verified, not the active composition", async ({ h }) => {
  const { key } = await h.newOrg('verify-session', { credits: 100 });
  const composition = { output: { width: 320, height: 568, fps: 25, background: '#1e293b' }, tracks: [{ clips: [text('Active', 0, 2, { fontSize: 40, color: '#ffffff' }, {})] }] };
  const id = await project(h, key, composition, null);
  const session = await h.call(key, { method: 'POST', url: `/v1/projects/${id}/compose-session`, payload: {} });
  assert.is(session.statusCode, 201, session.body);
  const { sessionId, etag } = session.json() as { sessionId: string; etag: string };
  const scratch = { ...composition, tracks: [{ clips: [text('Scratch', 0, 2, { fontSize: 40, color: '#444444' }, {})] }] };
  const put = await h.call(key, { method: 'PUT', url: `/v1/projects/${id}/compose-session/${sessionId}/composition`, headers: { 'if-match': etag }, payload: { composition: scratch } });
  assert.ok(put.statusCode < 300, put.body);
  const result = await verified(h, key, id, { sessionId, critics: ['text-contrast'] });
  const contrast = result.critics[0]!;
  assert.is(contrast.status, 'fail', 'the scratch has dark grey text on slate');
  assert.match(contrast.findings[0]!.message, /Scratch/);
});

test.run();
