/**
 * Derived facts through the API, the real store and a render node: buying a matte, a subject track
 * or a detection answers a receipt with the server's quote (held), a node computes the fact as a
 * `fact` job, and delivery charges the quote once; a repeat returns the same fact with
 * `alreadyExisted` and charges nothing; a matte without a reliable silhouette (presenceFraction
 * below 0.6) is delivered free. The matte is a lossless grey video, one frame per source frame of
 * the window.
 *
 * The node runs the native matting addon over real people (vtest.avi and messi5.jpg of
 * opencv-doc): the assertions marked "(people)" depend on the people in those files being found.
 */
import { execFile } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import type { SubjectTrackDocument } from '../../render-node/facts/compute.ts';
import { faceThenGreyClip } from '../support/angle-clip.ts';
import { backgroundClip } from '../support/matting.ts';
import { wavSecond } from '../support/media.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

const run = promisify(execFile);
const publicUrl = 'http://127.0.0.1:8080';
const opencvData = '/usr/share/doc/opencv-doc/examples/data';

interface Ctx { h: Harness; dir: string; people: string; nobody: string; portrait: string; peopleFps: number }

const test = suite<Ctx>('api: derived facts');

test.before(async (ctx) => {
  // The node runs the native matting addon on real people: pedestrians in vtest.avi, a face in messi5.jpg (Debian opencv-doc).
  ctx.h = await createHarness({ renderScenes: true });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-facts-'));
  ctx.people = join(ctx.dir, 'vtest.avi');
  ctx.nobody = join(ctx.dir, 'nobody.mp4');
  ctx.portrait = join(ctx.dir, 'messi5.jpg');
  backgroundClip(ctx.nobody);
  copyFileSync(join(opencvData, 'vtest.avi'), ctx.people);
  ctx.peopleFps = 10;
  copyFileSync(join(opencvData, 'messi5.jpg'), ctx.portrait);
});
test.after(async (ctx) => { await ctx.h?.close(); rmSync(ctx.dir, { recursive: true, force: true }); });

async function upload(h: Harness, key: string, file: string, type: string): Promise<string> {
  const r = await h.call(key, { method: 'POST', url: '/v1/media?name=clip', headers: { 'content-type': type }, payload: readFileSync(file) });
  assert.is(r.statusCode, 201, r.body);
  assert.is(r.json().status, 'ready');
  return r.json().id as string;
}

async function wallet(h: Harness, orgId: string) {
  const w = (await h.services.accounts.getOrg(orgId))!.wallet;
  return { balance: w.balanceCredits, available: w.availableCredits };
}

async function charges(h: Harness, orgId: string) {
  return (await h.services.accounts.listLedger(orgId, 50)).items.filter((e) => e.kind === 'charge').map((e) => [e.featureId, e.credits, e.reference]);
}

/** The fact's job once it ends, read as a client does (long-polled GET /v1/jobs/{id}). */
async function finished(h: Harness, key: string, jobId: string) {
  return until(`job ${jobId} to end`, 240_000, async () => {
    const job = (await h.call(key, { method: 'GET', url: `/v1/jobs/${jobId}?wait=20` })).json();
    return job.status !== 'running' && job;
  }, 100);
}

async function listing(h: Harness, key: string, mediaId: string, query = '') {
  const r = await h.call(key, { method: 'GET', url: `/v1/media/${mediaId}/facts${query}` });
  assert.is(r.statusCode, 200, r.body);
  return r.json();
}


async function download(h: Harness, url: string, file: string): Promise<Buffer> {
  const r = await h.app.inject({ method: 'GET', url: url.replace(publicUrl, '') });
  assert.is(r.statusCode, 200, r.body);
  writeFileSync(file, r.rawPayload);
  return r.rawPayload;
}

test('a matte of a window: quoted and held, computed by a node, charged once on delivery; a grey FFV1 video with one frame per source frame; a repeat changes nothing', async ({ h, dir, people, peopleFps }) => {
  const { orgId, key } = await h.newOrg('facts-matte', { credits: 100 });
  const mediaId = await upload(h, key, people, 'video/mp4');

  const before = await listing(h, key, mediaId, '?startSec=1&endSec=3');
  assert.equal(before.facts, []);
  const offer = before.offers.find((o: { kind: string }) => o.kind === 'matte');
  assert.equal([offer.window, offer.quotedCredits, offer.quotedUsd, offer.buy.path], [{ startSec: 1, endSec: 3 }, 2, 0.02, `/v1/media/${mediaId}/facts`], '2 s at 40 credits a minute, rounded up');
  assert.ok(before.offers.some((o: { kind: string; window: unknown }) => o.kind === 'subjectTrack' && o.window !== null));
  assert.not.ok((await listing(h, key, mediaId)).offers.some((o: { kind: string }) => o.kind === 'matte'), 'no matte offer without a window');

  const r = await h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/facts`, payload: { kind: 'matte', intent: { startSec: 1, endSec: 3 } } });
  assert.is(r.statusCode, 202, r.body);
  const receipt = r.json();
  assert.equal([receipt.status, receipt.quotedUsd, receipt.alreadyExisted, typeof receipt.contract], ['pending', 0.02, false, 'string']);
  assert.match(receipt.factId, /^fct_/);
  assert.equal(await wallet(h, orgId), { balance: 100, available: 98 }, 'the quote is held');

  const job = await finished(h, key, receipt.jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  assert.equal([job.kind, job.result.factId, job.result.kind, job.result.mediaType], ['fact', receipt.factId, 'matte', 'video/x-matroska']);
  assert.equal(await wallet(h, orgId), { balance: 98, available: 98 }, 'charged once on delivery');
  assert.equal(await charges(h, orgId), [['mattes', -2, receipt.factId]]);

  const { facts } = await listing(h, key, mediaId, '?startSec=1&endSec=3');
  const [fact] = facts;
  assert.equal([facts.length, fact.factId, fact.status, fact.charge, fact.quotedUsd], [1, receipt.factId, 'ready', { credits: 2, usd: 0.02 }, 0.02]);
  assert.equal([fact.summary.frames, fact.summary.width > 0, fact.summary.fps], [2 * peopleFps, true, peopleFps]);
  assert.ok(fact.summary.presenceFraction >= 0.6, `presence ${fact.summary.presenceFraction} (people)`);
  assert.not.ok((await listing(h, key, mediaId, '?startSec=1&endSec=3')).offers.some((o: { kind: string }) => o.kind === 'matte'), 'a present matte is not offered');

  // What ffprobe reads: FFV1, grey, the source's size, exactly the window's frames.
  const matteFile = join(dir, 'matte.mkv');
  await download(h, fact.url, matteFile);
  const { stdout } = await run('ffprobe', ['-v', 'error', '-count_frames', '-select_streams', 'v:0', '-show_entries', 'stream=codec_name,pix_fmt,width,height,nb_read_frames,r_frame_rate', '-of', 'json', matteFile]);
  const stream = JSON.parse(stdout).streams[0];
  assert.equal([stream.codec_name, stream.pix_fmt, Number(stream.nb_read_frames), stream.width, stream.height, stream.r_frame_rate],
    ['ffv1', 'gray', 2 * peopleFps, fact.summary.width, fact.summary.height, `${peopleFps}/1`]);

  // The same window again, through either route: the same fact, nothing held or charged.
  for (const [url, payload] of [[`/v1/media/${mediaId}/facts`, { kind: 'matte', intent: { startSec: 1, endSec: 3 } }], [`/v1/media/${mediaId}/mattes`, { startSec: 1, endSec: 3 }]] as const) {
    const again = await h.call(key, { method: 'POST', url, payload });
    assert.is(again.statusCode, 200, again.body);
    assert.equal([again.json().factId, again.json().status, again.json().alreadyExisted, again.json().jobId], [receipt.factId, 'ready', true, receipt.jobId]);
  }
  assert.equal(await wallet(h, orgId), { balance: 98, available: 98 });
  assert.equal((await charges(h, orgId)).length, 1);
  // The control plane finds it for compositions that place clips behind the subject.
  assert.is((await h.services.facts.readyMatteCovering(orgId, mediaId, 1.5, 2.5))?.id, receipt.factId);
  assert.is(await h.services.facts.readyMatteCovering(orgId, mediaId, 0.5, 2), null);

  // A pending repeat is also the same fact: a new window, asked twice at once.
  const [a, b] = await Promise.all([0, 1].map(() => h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/mattes`, payload: { startSec: 0, endSec: 1 } })));
  assert.equal([a!.json().factId, [a!.statusCode, b!.statusCode].sort()], [b!.json().factId, [200, 202]]);
  assert.equal((await finished(h, key, a!.json().jobId)).status, 'succeeded');
  assert.equal(await wallet(h, orgId), { balance: 97, available: 97 }, 'one second of matte: one credit, once');
});

test('a window with nobody in it: presenceFraction below 0.6, delivered free (no charge, the hold released)', async ({ h, nobody }) => {
  const { orgId, key } = await h.newOrg('facts-nobody', { credits: 10 });
  const mediaId = await upload(h, key, nobody, 'video/mp4');
  const r = await h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/mattes`, payload: { startSec: 0, endSec: 2 } });
  assert.is(r.statusCode, 202, r.body);
  assert.equal(await wallet(h, orgId), { balance: 10, available: 8 });
  const job = await finished(h, key, r.json().jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  assert.not.ok('charge' in job.result, 'the job result has no charge');
  const [fact] = (await listing(h, key, mediaId)).facts;
  assert.is(fact.status, 'ready');
  assert.ok(fact.summary.presenceFraction < 0.6, `presence ${fact.summary.presenceFraction}`);
  assert.not.ok('charge' in fact, 'charge is absent when the fact cost nothing');
  assert.equal(await wallet(h, orgId), { balance: 10, available: 10 }, 'nothing charged, nothing held');
  assert.equal(await charges(h, orgId), []);
});

test('subject tracks of a window: boxes per frame whose track ids hold over at least 30 consecutive frames; charged once', async ({ h, dir, people, peopleFps }) => {
  const { orgId, key } = await h.newOrg('facts-tracks', { credits: 100 });
  const mediaId = await upload(h, key, people, 'video/mp4');
  const r = await h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/facts`, payload: { kind: 'subjectTrack', intent: { startSec: 0, endSec: 6 } } });
  assert.is(r.statusCode, 202, r.body);
  const quoted = 1;
  assert.is(r.json().quotedUsd, 0.01, '6 s at 10 credits a minute, rounded up');
  const job = await finished(h, key, r.json().jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  assert.equal([job.result.kind, job.result.detector, job.result.window, job.result.mediaType], ['subjectTrack', 'person', { startSec: 0, endSec: 6 }, 'application/json']);
  const doc = JSON.parse((await download(h, job.result.url, join(dir, 'tracks.json'))).toString()) as SubjectTrackDocument;
  assert.equal([doc.version, doc.detector, doc.frames.length, doc.frames[0]!.frame, doc.startSec, doc.endSec], [1, 'person', 6 * peopleFps, 0, 0, 6]);
  assert.is(job.result.summary.frames, 6 * peopleFps);
  assert.ok(doc.tracks.length >= 1, 'subjects were found (people)');

  // A subject followed with one id over at least 30 consecutive frames, detected in most of them
  // (a detector misses a frame now and then; the track bridges up to 5 misses).
  const spans = doc.tracks.map((t) => {
    const inFrames = doc.frames.filter((f) => f.frame >= t.firstFrame && f.frame <= t.lastFrame && f.boxes.some((b) => b.trackId === t.trackId)).length;
    assert.is(inFrames, t.frames, `track ${t.trackId} lists the frames it is in`);
    return { span: t.lastFrame - t.firstFrame + 1, detected: inFrames };
  });
  const longest = spans.filter((s) => s.detected >= 0.8 * s.span).reduce((most, s) => Math.max(most, s.span), 0);
  assert.ok(longest >= 30, `a subject keeps its track id over ${longest} consecutive frames (people): ${JSON.stringify(spans)}`);
  assert.equal(await wallet(h, orgId), { balance: 100 - quoted, available: 100 - quoted });
  assert.equal(await charges(h, orgId), [['subject_tracks', -quoted, r.json().factId]]);
});

test('detect-subjects: face by default, person on request, an unknown detector is a 422 that holds nothing; a picture is one frame', async ({ h, dir, portrait }) => {
  const { orgId, key } = await h.newOrg('facts-detect', { credits: 10 });
  const mediaId = await upload(h, key, portrait, 'image/jpeg');
  for (const query of ['?detector=dog', '?detector=', '?detector=Face']) {
    const bad = await h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/detect-subjects${query}` });
    assert.is(bad.statusCode, 422, `${query}: ${bad.body}`);
    assert.is(bad.json().error.code, 'detector_unknown');
    assert.equal(bad.json().error.details.fields[0].path, 'querystring.detector');
  }
  assert.is((await h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/detect-subjects?detectr=person` })).statusCode, 400, 'a misspelt parameter is refused, not defaulted');
  assert.equal(await wallet(h, orgId), { balance: 10, available: 10 });
  assert.equal((await listing(h, key, mediaId)).facts, []);

  const face = await h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/detect-subjects` });
  assert.is(face.statusCode, 202, face.body);
  assert.equal([face.json().quotedUsd, face.json().alreadyExisted], [0.01, false]);
  const job = await finished(h, key, face.json().jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  assert.equal([job.result.kind, job.result.detector], ['detection', 'face']);
  const doc = JSON.parse((await download(h, job.result.url, join(dir, 'faces.json'))).toString()) as SubjectTrackDocument;
  assert.is(doc.frames.length, 1);
  assert.ok(doc.frames[0]!.boxes.length >= 1, 'the face is found (people)');
  // messi5.jpg (548×342): the face is around x 210–250, y 80–130.
  const best = doc.frames[0]!.boxes[0]!;
  const [cx, cy] = [best.x + best.width / 2, best.y + best.height / 2];
  assert.ok(cx > 205 && cx < 260 && cy > 75 && cy < 135, `the box is on the face (people): ${JSON.stringify(best)}`);
  const again = await h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/detect-subjects?detector=face` });
  assert.equal([again.statusCode, again.json().factId, again.json().alreadyExisted], [200, face.json().factId, true]);
  const person = await h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/detect-subjects?detector=person` });
  assert.equal([person.statusCode, person.json().alreadyExisted], [202, false], 'a person detection is another fact');
  assert.is((await finished(h, key, person.json().jobId)).status, 'succeeded');
  assert.equal(await wallet(h, orgId), { balance: 8, available: 8 });
  const listed = await listing(h, key, mediaId);
  assert.equal(listed.facts.map((f: { detector: string; status: string }) => [f.detector, f.status]).sort(), [['face', 'ready'], ['person', 'ready']]);
  assert.equal(listed.offers.map((o: { kind: string }) => o.kind), ['subjectTrack'], 'what is present is not offered; a picture has no matte');
});

test('signals of a video for the multicam selector: requested once and free (no hold, no charge), pending with its job, then ready with the node\'s signals; a failed one is requested again', async ({ h, dir }) => {
  const { orgId, key } = await h.newOrg('facts-signals', { credits: 0 });
  const clip = join(dir, 'angle.mp4');
  faceThenGreyClip(clip);
  const mediaId = await upload(h, key, clip, 'video/mp4');
  const bought = await h.call(key, { method: 'POST', url: `/v1/media/${mediaId}/facts`, payload: { kind: 'signals' } });
  assert.is(bought.statusCode, 400, 'signals are not bought through the facts route');

  const first = await h.services.facts.ensureSignals(orgId, mediaId);
  assert.is(first.status, 'pending');
  assert.ok(first.status !== 'ready' && first.jobId === first.fact.jobId && first.jobId.length > 0);
  assert.equal([first.fact.kind, first.fact.detector, first.fact.window, first.fact.quotedCredits, first.fact.featureId], ['signals', null, null, 0, null]);
  const second = await h.services.facts.ensureSignals(orgId, mediaId);
  assert.is(second.fact.id, first.fact.id, 'a pending (or by now ready) fact is returned, not requested again');

  const job = await finished(h, key, first.fact.jobId);
  assert.is(job.status, 'succeeded', JSON.stringify(job.error));
  assert.equal([job.kind, job.result.kind, job.result.mediaType, job.result.charge], ['fact', 'signals', 'application/json', undefined]);
  const ready = await h.services.facts.ensureSignals(orgId, mediaId);
  if (ready.status !== 'ready') throw new Error(`the signals are ${ready.status}`);
  assert.is(ready.fact.id, first.fact.id);
  assert.equal([ready.signals.durationSec, ready.signals.face.length, ready.signals.levelDb.length], [6, 30, 60]);
  assert.ok(ready.signals.face.slice(0, 15).some((f) => f.area > 0) && ready.signals.face.slice(15).every((f) => f.area === 0), 'a face in the first half only (people)');
  assert.ok(Math.abs(ready.signals.levelDb[10]! - -23) < 0.2 && ready.signals.levelDb[45] === -120);
  assert.equal(ready.fact.summary, { frames: 30, width: 640, height: 360, fps: 25, framesWithFaces: ready.signals.face.filter((f) => f.area > 0).length });
  assert.equal(await wallet(h, orgId), { balance: 0, available: 0 });
  assert.equal(await charges(h, orgId), []);
  const listed = await listing(h, key, mediaId);
  assert.equal(listed.facts.map((f: { kind: string; status: string; quotedUsd: number; charge?: unknown }) => [f.kind, f.status, f.quotedUsd, f.charge]), [['signals', 'ready', 0, undefined]]);
  assert.not.ok(listed.offers.some((o: { kind: string }) => o.kind === 'signals'), 'signals are not offered for sale');

  // A failed fact (as a job that used up its deliveries fails it) is requested again by the next read.
  const other = await upload(h, key, clip, 'video/mp4');
  const doomed = await h.services.facts.ensureSignals(orgId, other);
  await h.services.facts.failed(orgId, doomed.fact.id, { code: 'media_picture_unreadable', message: 'a failure for the test' });
  const failed = await h.services.facts.get(orgId, doomed.fact.id);
  assert.equal([failed.status, (await finished(h, key, doomed.fact.jobId)).status], ['failed', 'failed']);
  const retried = await h.services.facts.ensureSignals(orgId, other);
  assert.is(retried.status, 'pending');
  assert.is.not(retried.fact.id, doomed.fact.id);
  assert.is((await finished(h, key, retried.fact.jobId)).status, 'succeeded');
  assert.is((await h.services.facts.ensureSignals(orgId, other)).status, 'ready');
});

test('bad requests: a matte without a window, a window outside the media, sound, a picture\'s matte (422); an unknown kind (400); no funds (402); another org\'s media (404)', async ({ h, nobody, portrait }) => {
  const { orgId, key } = await h.newOrg('facts-bad', { credits: 10 });
  const mediaId = await upload(h, key, nobody, 'video/mp4');
  const imageId = await upload(h, key, portrait, 'image/jpeg');
  const soundId = await upload(h, key, (() => { const f = join(tmpdir(), `facts-${process.pid}.wav`); writeFileSync(f, wavSecond()); return f; })(), 'audio/wav');
  const post = (id: string, payload: object, path = 'facts') => h.call(key, { method: 'POST', url: `/v1/media/${id}/${path}`, payload });
  const cases: [string, object, string, number, string, string | undefined][] = [
    [mediaId, { kind: 'matte' }, 'facts', 422, 'fact_window_required', 'body.intent'],
    [mediaId, { kind: 'matte', intent: { startSec: 1, endSec: 5 } }, 'facts', 422, 'fact_window_invalid', 'body.intent.endSec'],
    [mediaId, { kind: 'subjectTrack', intent: { startSec: 1.5, endSec: 1 } }, 'facts', 422, 'fact_window_invalid', 'body.intent.endSec'],
    [mediaId, { startSec: -1, endSec: 1 }, 'mattes', 422, 'fact_window_invalid', 'body.startSec'],
    [soundId, { kind: 'subjectTrack' }, 'facts', 422, 'fact_not_applicable', 'params.id'],
    [imageId, { startSec: 0, endSec: 1 }, 'mattes', 422, 'fact_not_applicable', 'params.id'],
    [mediaId, { kind: 'detection' }, 'facts', 400, 'validation_failed', undefined],
    [mediaId, { kind: 'matte', intent: { startSec: 0 } }, 'facts', 400, 'validation_failed', undefined],
  ];
  for (const [id, payload, path, status, code, field] of cases) {
    const r = await post(id, payload, path);
    assert.is(r.statusCode, status, `${JSON.stringify(payload)}: ${r.body}`);
    assert.is(r.json().error.code, code, r.body);
    if (field) assert.ok(r.json().error.details.fields.some((f: { path: string }) => f.path === field), r.body);
  }
  assert.is((await h.call(key, { method: 'GET', url: `/v1/media/${mediaId}/facts?startSec=1` })).statusCode, 400, 'startSec without endSec');
  assert.equal(await wallet(h, orgId), { balance: 10, available: 10 }, 'nothing held');

  const poor = await h.newOrg('facts-poor', { credits: 0 });
  const poorMedia = await upload(h, poor.key, nobody, 'video/mp4');
  const refused = await h.call(poor.key, { method: 'POST', url: `/v1/media/${poorMedia}/mattes`, payload: { startSec: 0, endSec: 1 } });
  assert.is(refused.statusCode, 402, refused.body);
  assert.equal([refused.json().error.code, refused.json().error.details.featureId], ['billing_required', 'mattes']);
  assert.equal((await listing(h, poor.key, poorMedia)).facts, [], 'nothing recorded');

  const other = await h.newOrg('facts-other', { credits: 100 });
  for (const [method, url, payload] of [
    ['POST', `/v1/media/${mediaId}/facts`, { kind: 'subjectTrack' }], ['POST', `/v1/media/${mediaId}/mattes`, { startSec: 0, endSec: 1 }],
    ['POST', `/v1/media/${mediaId}/detect-subjects?detector=person`, undefined], ['GET', `/v1/media/${mediaId}/facts`, undefined],
  ] as const) {
    const r = await h.call(other.key, { method, url, ...(payload ? { payload } : {}) });
    assert.is(r.statusCode, 404, `${method} ${url}: ${r.body}`);
  }
  const mine = await post(mediaId, { kind: 'subjectTrack' });
  assert.is((await h.call(other.key, { method: 'GET', url: `/v1/jobs/${mine.json().jobId}` })).statusCode, 404, 'another org\'s fact job');
  await finished(h, key, mine.json().jobId);
  const readOnly = await h.newKey(orgId, { media: ['read'] });
  assert.is((await h.call(readOnly.key, { method: 'POST', url: `/v1/media/${mediaId}/detect-subjects` })).statusCode, 403, 'detect-subjects needs media:write');
});

test('the routes are in the OpenAPI document under the media tag', async ({ h }) => {
  const doc = (await h.app.inject({ method: 'GET', url: '/openapi.json' })).json();
  for (const [path, method] of [['/v1/media/{id}/facts', 'post'], ['/v1/media/{id}/facts', 'get'], ['/v1/media/{id}/detect-subjects', 'post'], ['/v1/media/{id}/mattes', 'post']]) {
    assert.equal(doc.paths[path!]?.[method!]?.tags, ['media'], `${method} ${path}`);
  }
});

test.run();
