/**
 * Clips behind the subject through the API, over the real SQLite store and a render node that
 * takes scene jobs: saving or rendering needs a ready matte fact (recorded as a delivered fact job
 * leaves it, with matte bytes the test made) covering the video clip's source window, else 422
 * `matte_required` naming the clip; with one, the render ships the matte by content hash and the
 * MP4 shows the title behind the moving subject.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { decodeRgba } from '../support/images.ts';
import { recordReadyMatte } from '../support/matte-facts.ts';
import { discCentre, shot, writeMatte, writeShot } from '../support/subject-shot.ts';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; dir: string; video: Buffer; matte: Buffer; earlyMatte: Buffer }
const test = suite<Ctx>('api: clips behind the subject');

const publicBase = 'http://127.0.0.1:8080';

test.before(async (ctx) => {
  ctx.h = await createHarness({ renderScenes: true });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-behind-api-'));
  ctx.video = readFileSync(writeShot(ctx.dir));
  ctx.matte = readFileSync(writeMatte(ctx.dir, 0.5, 2));
  ctx.earlyMatte = readFileSync(writeMatte(ctx.dir, 0, 1, 'early-matte.mkv'));
});

test.after(async (ctx) => {
  await ctx.h?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

/** The shot from 0.5 s for 1.5 s (source window [0.5, 2)), a title on a red plate behind its subject. */
function composition(mediaId: string, video: Record<string, unknown> = {}) {
  return {
    output: { width: shot.width, height: shot.height, fps: shot.fps, background: '#000000' },
    tracks: [
      { clips: [{ kind: 'video', id: 'person', start: 0, duration: 1.5, src: `media:${mediaId}`, trim: { start: 0.5 }, ...video }] },
      { clips: [{
        kind: 'text', id: 'title', start: 0, duration: 1.5, text: 'TITLE', transform: { x: 160, y: 90, width: 320, height: 60 },
        style: { fontFamily: 'Inter', fontWeight: 700, fontSize: 40, color: '#ffff00', background: { color: '#ff0000', paddingX: 100 } },
        behindSubject: { clipId: 'person' },
      }] },
    ],
  };
}

async function upload(h: Harness, key: string, bytes: Buffer): Promise<string> {
  const res = await h.call(key, { method: 'POST', url: '/v1/media?name=person.mp4', headers: { 'content-type': 'application/octet-stream' }, payload: bytes });
  assert.is(res.statusCode, 201, res.body);
  assert.is(res.json().status, 'ready');
  return res.json().id;
}

function assertMatteRequired(res: { statusCode: number; json(): any; body: string }, mediaId: string) {
  assert.is(res.statusCode, 422, res.body);
  const { error } = res.json();
  assert.is(error.code, 'composition_invalid');
  assert.equal(error.details.fields.map((f: any) => [f.path, f.code]), [['tracks[1].clips[0].behindSubject', 'matte_required']]);
  const [field] = error.details.fields;
  assert.match(field.problem, /tracks\[0\]\.clips\[0\] \(media med_\w+\) has no ready matte covering source seconds 0\.5–2/);
  assert.ok(field.hint.includes(`POST /v1/media/${mediaId}/facts`) && field.hint.includes('"startSec": 0.5, "endSec": 2'), field.hint);
}

test('saving without a ready matte covering the source window is 422 matte_required; a given subjectMatte is refused', async ({ h, video, earlyMatte }) => {
  const { key, orgId } = await h.newOrg('behind-save', { credits: 100 });
  const mediaId = await upload(h, key, video);
  assertMatteRequired(await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition(mediaId) } }), mediaId);
  // A ready matte of another window does not cover [0.5, 2).
  await recordReadyMatte(h.services.facts, orgId, mediaId, { startSec: 0, endSec: 1 }, await h.services.blobs.put(earlyMatte));
  assertMatteRequired(await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition(mediaId) } }), mediaId);
  const given = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: composition(mediaId, { subjectMatte: { src: 'matte:fct_x', startSec: 0.5 } }) } });
  assert.is(given.statusCode, 422);
  assert.ok(given.json().error.details.fields.some((f: any) => f.path === 'tracks[0].clips[0].subjectMatte' && f.code === 'invalid'), given.body);
});

test('with a ready matte the composition saves and renders: the matte ships by content hash and the title is behind the subject', async ({ h, dir, video, matte }) => {
  const { key, orgId } = await h.newOrg('behind-render', { credits: 1000 });
  const mediaId = await upload(h, key, video);
  const blob = await h.services.blobs.put(matte);
  const fact = await recordReadyMatte(h.services.facts, orgId, mediaId, { startSec: 0.5, endSec: 2 }, blob);
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'behind', composition: composition(mediaId) } });
  assert.is(created.statusCode, 201, created.body);
  const projectId = created.json().id;

  // At render time the matte must still be ready.
  const facts = h.services.facts.facts.forOrg(orgId);
  await facts.update(fact.id, { set: { status: 'failed' } });
  assertMatteRequired(await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/renders` }), mediaId);
  await facts.update(fact.id, { set: { status: 'ready' } });

  const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/renders` });
  assert.is(queued.statusCode, 202, queued.body);
  const stored = await h.services.renders.get(orgId, queued.json().id);
  assert.ok(stored.assets.some((a) => a.ref === `matte:${fact.id}` && a.contentHash === blob.key && a.sizeBytes === blob.sizeBytes), JSON.stringify(stored.assets));
  const snapshot = JSON.parse(Buffer.concat(await (await h.services.blobs.read(stored.compositionHash)).toArray()).toString());
  assert.equal(snapshot.tracks[0].clips[0].subjectMatte, { src: `matte:${fact.id}`, startSec: 0.5 }, 'the frozen composition names the matte');

  const done = await until('the render to end', 120_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${stored.id}` })).json();
    return ['complete', 'error', 'cancelled'].includes(r.status) && r;
  }, 100);
  assert.is(done.status, 'complete', JSON.stringify(done));
  const mp4 = await h.app.inject({ method: 'GET', url: done.outputUrl.replace(publicBase, '') });
  assert.is(mp4.statusCode, 200);
  const out = join(dir, 'behind.mp4');
  writeFileSync(out, mp4.rawPayload);
  const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_streams', '-show_format', out]).toString());
  const stream = probe.streams.find((s: any) => s.codec_type === 'video');
  assert.equal([stream.codec_name, stream.width, stream.height], ['h264', shot.width, shot.height]);
  assert.ok(Math.abs(Number(probe.format.duration) - 1.5) < 0.1, `duration ${probe.format.duration}`);

  // Frame 15 shows source frame 30: the disc stands in front of the title, the plate is seen beside it.
  const png = execFileSync('ffmpeg', ['-v', 'error', '-i', out, '-vf', 'select=eq(n\\,15)', '-frames:v', '1', '-f', 'image2pipe', '-c:v', 'png', '-']);
  const { rgba } = decodeRgba(png);
  const at = (x: number, y: number) => Array.from(rgba.subarray((y * shot.width + x) * 4, (y * shot.width + x) * 4 + 3));
  const disc = discCentre(30);
  for (const [x, y] of [[disc.x, disc.y], [disc.x + 20, disc.y], [disc.x, disc.y - 20]] as const) {
    assert.ok(at(x, y).every((c) => c > 200), `the subject at (${x}, ${y}) is in front of the title: ${at(x, y)}`);
  }
  const [r, g, b] = at(300, 120);
  assert.ok(r! > 200 && g! < 70 && b! < 70, `the title's plate beside the subject: ${[r, g, b]}`);
});

test.run();
