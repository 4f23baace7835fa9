/**
 * The multicam selector through the API and a real render node, on media the project makes from
 * Debian packages: a two-speaker conversation spoken by espeak-ng, heard by three angles (each
 * microphone hears its own speaker loudest; one picture shows a face; the wide angle starts
 * 1.37 s late). Offsets come back within a frame; every long turn gets its cut, every short one
 * is held back by the minimum shot; the answer is byte-stable; a re-resolve persists nothing;
 * applying it renders with the sound continuous across every cut.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeMono, makeMulticamMedia, makeUnrelatedAngle, type MulticamMedia } from '../support/multicam.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

const run = promisify(execFile);
const publicUrl = 'http://127.0.0.1:8080';

interface Ctx { h: Harness; dir: string; media: MulticamMedia; orgId: string; key: string; ids: Record<string, string>; projectId: string; unrelated: string }

const test = suite<Ctx>('api: the multicam selector');

test.before(async (ctx) => {
  ctx.h = await createHarness({ renderScenes: true });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-selector-'));
  ctx.media = await makeMulticamMedia(join(ctx.dir, 'media'));
  ctx.unrelated = await makeUnrelatedAngle(join(ctx.dir, 'media'));
  const { orgId, key } = await ctx.h.newOrg('selector', { credits: 1000 });
  Object.assign(ctx, { orgId, key });
  ctx.ids = {};
  for (const a of ctx.media.angles) ctx.ids[a.name] = await upload(ctx.h, key, `${a.name}.mp4`, readFileSync(a.path));
  const created = await ctx.h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'interview' } });
  assert.is(created.statusCode, 201, created.body);
  ctx.projectId = created.json().id;
});
test.after(async (ctx) => { await ctx.h?.close(); rmSync(ctx.dir, { recursive: true, force: true }); });

async function upload(h: Harness, key: string, name: string, bytes: Buffer): Promise<string> {
  const r = await h.call(key, { method: 'POST', url: `/v1/media?name=${name}`, headers: { 'content-type': 'video/mp4' }, payload: bytes });
  assert.is(r.statusCode, 201, r.body);
  const id = r.json().id as string;
  await until(`media ${id} ready`, 120_000, async () => (await h.call(key, { method: 'GET', url: `/v1/media/${id}` })).json().status === 'ready', 100);
  return id;
}

/** The composition.updated events a composition's outbox holds. */
async function updatesOf(h: Harness, orgId: string, compositionId: string) {
  const stored = await h.services.projects.compositions.forOrg(orgId).get(compositionId);
  return Object.values((stored as { outbox?: Record<string, { event: string }> }).outbox ?? {}).filter((e) => e.event === 'composition.updated');
}

const groupUrl = (projectId: string, groupId: string) => `/v1/projects/${projectId}/multicam-groups/${groupId}`;

/** The candidates once the signals are measured (202 with Retry-After meanwhile). */
async function candidates(h: Harness, key: string, projectId: string, groupId: string) {
  let sawComputing = false;
  const answer = await until('the selector candidates', 240_000, async () => {
    const r = await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/selector/candidates?groupId=${groupId}` });
    if (r.statusCode === 202) {
      sawComputing = true;
      assert.ok(Number(r.headers['retry-after']) >= 1);
      assert.ok(r.json().jobIds.length >= 1);
      return false;
    }
    return r;
  }, 250);
  return { answer, sawComputing };
}

interface Candidates {
  moments: { startSec: number; endSec: number; chosen: string; candidates: { candidateId: string; score: number; contributions: Record<string, number>; reasons: string[] }[] }[];
  recommendation: {
    cutSchedule: { startSec: number; endSec: number; candidateId: string; sourceInSec: number; sourceOutSec: number }[];
    audioBed: { startSec: number; endSec: number; candidateId: string }[];
    suppressedSwitches: { atSec: number; wouldHaveBeenCandidateId: string; blockedBy: string; releaseAtSec: number }[];
  };
  divergesFromComposition: boolean;
}

test('offsets within a frame; long turns cut to their speaker within 0.5 s, short ones held back by the minimum shot; voice explains each win', async (ctx) => {
  const { h, key, ids, projectId, media } = ctx;
  const put = await h.call(key, { method: 'PUT', url: groupUrl(projectId, 'talk'), payload: { angles: [
    { mediaId: ids.speakerA, role: 'speaker' }, { mediaId: ids.speakerB, role: 'speaker' }, { mediaId: ids.wide, role: 'wide' },
  ] } });
  assert.is(put.statusCode, 201, put.body);
  const { answer, sawComputing } = await candidates(h, key, projectId, 'talk');
  if (process.env.FRAMEFLEET_KEEP_SELECTOR_JSON) writeFileSync(process.env.FRAMEFLEET_KEEP_SELECTOR_JSON, answer.body);
  assert.ok(sawComputing, 'the first request found the signals being measured');
  assert.is(answer.statusCode, 200, answer.body);
  const body = answer.json() as Candidates & { selectorVersion: string; signalVersions: Record<string, string> };
  assert.ok(body.selectorVersion && Object.keys(body.signalVersions).length >= 5);

  const group = (await h.call(key, { method: 'GET', url: groupUrl(projectId, 'talk') })).json();
  assert.is(group.sync.status, 'measured');
  const offsets = Object.fromEntries(group.sync.angles.map((a: { mediaId: string; offsetSec: number }) => [a.mediaId, a.offsetSec]));
  for (const a of media.angles) assert.ok(Math.abs(offsets[ids[a.name]!]! - a.startsAtSec) <= 1 / 30, `${a.name}: measured ${offsets[ids[a.name]!]} s, started at ${a.startsAtSec} s`);

  const speakerAngle = { A: ids.speakerA, B: ids.speakerB };
  const cuts = body.recommendation.cutSchedule;
  const minShot = 2;
  for (const turn of media.turns) {
    const length = turn.endSec - turn.startSec;
    if (length > minShot) {
      const cut = cuts.find((c) => c.candidateId === speakerAngle[turn.speaker] && Math.abs(c.startSec - turn.startSec) <= 0.5)
        ?? cuts.find((c) => c.candidateId === speakerAngle[turn.speaker] && c.startSec <= turn.startSec + 0.5 && c.endSec >= turn.startSec + minShot);
      assert.ok(cut, `the ${length} s turn of ${turn.speaker} at ${turn.startSec} s is shown from its speaker's angle: ${JSON.stringify(cuts)}`);
    } else {
      const held = body.recommendation.suppressedSwitches.find((s) => s.wouldHaveBeenCandidateId === speakerAngle[turn.speaker] && s.atSec >= turn.startSec - 0.5 && s.atSec <= turn.endSec + 0.5);
      const shown = cuts.some((c) => c.candidateId === speakerAngle[turn.speaker] && c.startSec <= turn.startSec + 0.5 && c.endSec >= turn.endSec - 0.5);
      assert.ok(held || shown, `the ${length} s turn of ${turn.speaker} at ${turn.startSec} s is held back or already on screen: ${JSON.stringify(body.recommendation.suppressedSwitches)}`);
      if (held) assert.is(held.blockedBy, 'minShotSec');
    }
  }
  // During speech, the chosen angle wins by its microphone: voice is the largest share of its score.
  for (const turn of media.turns.filter((t) => t.endSec - t.startSec > minShot)) {
    const mid = (turn.startSec + turn.endSec) / 2;
    const moment = body.moments.find((m) => m.startSec <= mid && m.endSec > mid)!;
    const chosen = moment.candidates.find((c) => c.candidateId === moment.chosen)!;
    const [top] = Object.entries(chosen.contributions).sort((a, b) => b[1] - a[1]);
    assert.is(top![0], 'voice', `at ${mid} s ${moment.chosen} wins by ${JSON.stringify(chosen.contributions)}`);
    assert.ok(chosen.reasons.length > 0);
  }

  // The picture: signals, moments, cuts, bed and held-back switches on one timeline.
  const svg = await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/selector/timeline.svg?groupId=talk` });
  assert.is(svg.statusCode, 200, svg.body);
  assert.match(svg.headers['content-type'] as string, /image\/svg\+xml/);
  assert.match(svg.body, /cut schedule/);
  writeFileSync(join(ctx.dir, 'selector.svg'), svg.body);
  if (process.env.FRAMEFLEET_KEEP_SELECTOR_SVG) writeFileSync(process.env.FRAMEFLEET_KEEP_SELECTOR_SVG, svg.body);
});

test('the same request gives the same bytes; a re-resolve with a longer minimum shot cuts less and persists nothing', async ({ h, key, projectId }) => {
  const url = `/v1/projects/${projectId}/selector/candidates?groupId=talk`;
  const first = await h.call(key, { method: 'GET', url });
  const second = await h.call(key, { method: 'GET', url });
  assert.is(first.statusCode, 200);
  assert.is(first.body, second.body);
  const etagBefore = (await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/composition` })).headers.etag;
  const groupBefore = (await h.call(key, { method: 'GET', url: groupUrl(projectId, 'talk') })).headers.etag;
  const resolved = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/selector/resolve`, payload: { groupId: 'talk', policy: { minShotSec: 6 } } });
  assert.is(resolved.statusCode, 200, resolved.body);
  const fewer = (resolved.json() as Candidates).recommendation.cutSchedule.length;
  const before = (first.json() as Candidates).recommendation.cutSchedule.length;
  assert.ok(fewer < before, `${fewer} cuts with a 6 s minimum shot, ${before} with the default`);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/composition` })).headers.etag, etagBefore, 'nothing persisted');
  assert.is((await h.call(key, { method: 'GET', url: groupUrl(projectId, 'talk') })).headers.etag, groupBefore);
  const again = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/selector/resolve`, payload: { groupId: 'talk', policy: { minShotSec: 6 } } });
  assert.is(again.body, resolved.body);
  const bad = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/selector/resolve`, payload: { groupId: 'talk', policy: { minShotSec: 9, maxShotSec: 3 } } });
  assert.is(bad.statusCode, 422, bad.body);
});

test('apply writes the cut into the composition once (or into a session\'s scratch); its render has the exact frame count and sound that runs on through every cut', async ({ h, key, orgId, projectId, dir }) => {
  const current = await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/composition` });
  const compositionId = current.json().id as string;
  const updatesBefore = await updatesOf(h, orgId, compositionId);
  const noMatch = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/selector/apply`, payload: { groupId: 'talk' } });
  assert.is(noMatch.statusCode, 428, noMatch.body);
  const applied = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/selector/apply`, headers: { 'if-match': String(current.headers.etag) }, payload: { groupId: 'talk' } });
  assert.is(applied.statusCode, 200, applied.body);
  assert.is((await updatesOf(h, orgId, compositionId)).length - updatesBefore.length, 1, 'one composition.updated');
  const composition = applied.json().composition as { output: { fps: number; durationSec: number }; tracks: { clips: { kind: string; start: number; duration: number }[] }[] };
  const shots = composition.tracks[0]!.clips;
  assert.ok(shots.length >= 2 && shots.every((c) => c.kind === 'video'));
  const candidates = (await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/selector/candidates?groupId=talk` })).json() as Candidates;
  assert.is(candidates.divergesFromComposition, false, 'the composition now cuts the group as recommended');

  // Into a compose session's scratch instead: the scratch takes the cut, the composition does not move.
  const session = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/compose-session`, payload: { seedComposition: { output: { width: 320, height: 180, fps: 30 }, tracks: [{ clips: [{ kind: 'shape', start: 0, duration: 1, shape: 'rectangle', fill: '#333333' }] }] } } });
  assert.is(session.statusCode, 201, session.body);
  const { sessionId, etag: scratchEtag } = session.json() as { sessionId: string; etag: string };
  const compositionEtag = (await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/composition` })).headers.etag;
  const intoSession = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/selector/apply`, headers: { 'if-match': scratchEtag }, payload: { groupId: 'talk', sessionId } });
  assert.is(intoSession.statusCode, 200, intoSession.body);
  assert.equal([intoSession.json().target, intoSession.json().sessionId], ['session', sessionId]);
  const scratch = (await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/compose-session/${sessionId}/composition` })).json();
  assert.equal(scratch.composition.tracks[0].clips.map((c: { src: string }) => c.src), shots.map((c) => (c as unknown as { src: string }).src));
  assert.is((await h.call(key, { method: 'GET', url: `/v1/projects/${projectId}/composition` })).headers.etag, compositionEtag, 'the composition did not move');

  const render = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/renders`, payload: {} });
  assert.is(render.statusCode, 202, render.body);
  const done = await until('render complete', 300_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${render.json().id}` })).json();
    return (r.status === 'complete' || r.status === 'error') && r;
  }, 250);
  assert.is(done.status, 'complete', JSON.stringify(done.error));
  const file = join(dir, 'multicam.mp4');
  writeFileSync(file, (await h.app.inject({ method: 'GET', url: done.outputUrl.replace(publicUrl, '') })).rawPayload);
  const { stdout } = await run('ffprobe', ['-v', 'error', '-count_frames', '-show_entries', 'stream=codec_type,nb_read_frames', '-of', 'json', file]);
  const streams = JSON.parse(stdout).streams as { codec_type: string; nb_read_frames?: string }[];
  const expected = Math.round(composition.output.durationSec * composition.output.fps);
  assert.is(Number(streams.find((s) => s.codec_type === 'video')!.nb_read_frames), expected, 'frame count exact');
  assert.ok(streams.some((s) => s.codec_type === 'audio'));

  // The sound at every cut: no gap (it stays as loud as around it) and no click (no jump beyond the signal's own).
  const rate = 16000;
  const pcm = await decodeMono(file, rate);
  const diffs = Array.from({ length: pcm.length - 1 }, (_, i) => Math.abs(pcm[i + 1]! - pcm[i]!)).sort((a, b) => a - b);
  const typicalJump = diffs[Math.floor(diffs.length * 0.999)]!;
  const rms = (from: number, to: number) => { let s = 0; for (let i = from; i < to; i++) s += pcm[i]! ** 2; return Math.sqrt(s / Math.max(1, to - from)); };
  for (const shot of shots.slice(1)) {
    const at = Math.round(shot.start * rate);
    let jump = 0;
    for (let i = at - rate * 0.01; i < at + rate * 0.01; i++) jump = Math.max(jump, Math.abs(pcm[i + 1]! - pcm[i]!));
    assert.ok(jump <= typicalJump * 1.5, `no click at ${shot.start} s: a jump of ${jump.toFixed(4)} against ${typicalJump.toFixed(4)} at the 99.9th percentile`);
    // A gap is a hole in the sound: quieter at the cut than anywhere in the 200 ms on either side (a
    // cut often falls in the pause between turns, so the comparison is with the quietest 10 ms nearby).
    const at10ms = rms(at - rate * 0.005, at + rate * 0.005);
    let quietest = Infinity;
    for (let from = at - rate * 0.2; from + rate * 0.01 <= at + rate * 0.2; from += rate * 0.005) {
      if (Math.abs(from + rate * 0.005 - at) < rate * 0.01) continue;
      quietest = Math.min(quietest, rms(from, from + rate * 0.01));
    }
    assert.ok(at10ms >= quietest * 0.5, `no gap at ${shot.start} s: ${at10ms.toExponential(2)} at the cut, ${quietest.toExponential(2)} at the quietest nearby`);
  }
});

test('another org gets 404; a key without media:read 403; a group whose angle shares no sound 422; bad groups 422', async (ctx) => {
  const { h, key, ids, projectId, orgId } = ctx;
  const other = await h.newOrg('selector-other', { credits: 10 });
  assert.is((await h.call(other.key, { method: 'GET', url: `/v1/projects/${projectId}/selector/candidates?groupId=talk` })).statusCode, 404);
  assert.is((await h.call(other.key, { method: 'GET', url: groupUrl(projectId, 'talk') })).statusCode, 404);
  assert.is((await h.call(other.key, { method: 'POST', url: `/v1/projects/${projectId}/selector/resolve`, payload: { groupId: 'talk' } })).statusCode, 404);
  const reader = await h.newKey(orgId, { projects: ['read'] });
  assert.is((await h.call(reader.key, { method: 'GET', url: `/v1/projects/${projectId}/selector/candidates?groupId=talk` })).statusCode, 403);
  assert.is((await h.call(reader.key, { method: 'PUT', url: groupUrl(projectId, 'x'), payload: { angles: [{ mediaId: ids.speakerA }, { mediaId: ids.speakerB }] } })).statusCode, 403);

  const unrelated = await upload(h, key, 'unrelated.mp4', readFileSync(ctx.unrelated));
  const put = await h.call(key, { method: 'PUT', url: groupUrl(projectId, 'mixed'), payload: { angles: [{ mediaId: ids.speakerA }, { mediaId: unrelated }] } });
  assert.is(put.statusCode, 201, put.body);
  const { answer } = await candidates(h, key, projectId, 'mixed');
  assert.is(answer.statusCode, 422, answer.body);
  assert.is(answer.json().error.code, 'angles_share_no_sound');

  const one = await h.call(key, { method: 'PUT', url: groupUrl(projectId, 'one'), payload: { angles: [{ mediaId: ids.speakerA }] } });
  assert.is(one.statusCode, 400, one.body);
  const twice = await h.call(key, { method: 'PUT', url: groupUrl(projectId, 'twice'), payload: { angles: [{ mediaId: ids.speakerA }, { mediaId: ids.speakerA }] } });
  assert.is(twice.statusCode, 422, twice.body);
  const stale = await h.call(key, { method: 'PUT', url: groupUrl(projectId, 'talk'), headers: { 'if-match': '"nope"' }, payload: { angles: [{ mediaId: ids.speakerA }, { mediaId: ids.speakerB }] } });
  assert.is(stale.statusCode, 412, stale.body);
});

test.run();
