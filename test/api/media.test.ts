/**
 * Media items over the API: uploads are probed (the bytes decide the kind, not the header),
 * thumbnails are signed links to real JPEGs, compositions may name only the org's own items,
 * and every bad upload is a 4xx in the envelope that leaves nothing behind.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; dir: string; files: Record<'png' | 'mp4' | 'wav', Buffer> }

const test = suite<Ctx>('api: media');

test.before(async (ctx) => {
  ctx.h = await createHarness();
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-media-'));
  const make = (name: string, args: string[]) => { execFileSync('ffmpeg', ['-v', 'error', ...args, join(ctx.dir, name)]); return readFileSync(join(ctx.dir, name)); };
  ctx.files = {
    png: make('still.png', ['-f', 'lavfi', '-i', 'testsrc2=size=320x240:rate=1', '-frames:v', '1']),
    mp4: make('clip.mp4', ['-f', 'lavfi', '-i', 'testsrc2=size=320x180:rate=30:duration=2', '-f', 'lavfi', '-i', 'sine=duration=2', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-shortest']),
    wav: make('tone.wav', ['-f', 'lavfi', '-i', 'sine=frequency=440:duration=1.5']),
  };
});
test.after(async (ctx) => { await ctx.h?.close(); rmSync(ctx.dir, { recursive: true, force: true }); });

const upload = (h: Harness, key: string, body: Buffer | string, type: string, name = 'file') =>
  h.call(key, { method: 'POST', url: `/v1/media?name=${name}`, headers: { 'content-type': type }, payload: body });

test('GIF, OGG, FLAC and WebM download under their own extension and content type', async ({ h, dir }) => {
  const { key } = await h.newOrg('media-types-org');
  const make = (name: string, args: string[]) => { execFileSync('ffmpeg', ['-v', 'error', '-y', ...args, join(dir, name)]); return readFileSync(join(dir, name)); };
  const cases = [
    { name: 'still.gif', bytes: make('still.gif', ['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=1', '-frames:v', '1']), type: 'image/gif', extension: 'gif' },
    { name: 'tone.ogg', bytes: make('tone.ogg', ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'libvorbis']), type: 'audio/ogg', extension: 'ogg' },
    { name: 'tone.flac', bytes: make('tone.flac', ['-f', 'lavfi', '-i', 'sine=duration=1']), type: 'audio/flac', extension: 'flac' },
    { name: 'clip.webm', bytes: make('clip.webm', ['-f', 'lavfi', '-i', 'testsrc2=size=64x48:rate=10:duration=1', '-c:v', 'libvpx-vp9', '-deadline', 'realtime']), type: 'video/webm', extension: 'webm' },
  ];
  for (const file of cases) {
    // The header says octet-stream: the probe decides the type, and the type decides the download's name.
    const created = await upload(h, key, file.bytes, 'application/octet-stream', file.name);
    assert.is(created.statusCode, 201, created.body);
    const item = created.json();
    assert.is(item.mimeType, file.type, file.name);
    const url = new URL(item.downloadUrl);
    const download = await h.app.inject({ method: 'GET', url: url.pathname + url.search });
    assert.is(download.statusCode, 200, download.body);
    assert.is(download.headers['content-type'], file.type, `${file.name} is served as ${file.type}`);
    assert.match(String(download.headers['content-disposition']), new RegExp(`filename="${item.id}\\.${file.extension}"`), `${file.name} saves as .${file.extension}`);
    assert.ok(download.rawPayload.equals(file.bytes), `${file.name}: the download is the uploaded bytes`);
  }
});

test('uploads are probed: kind, size, duration and a signed JPEG thumbnail', async ({ h, files }) => {
  const { key } = await h.newOrg('media-org');
  const image = await upload(h, key, files.png, 'image/png', 'still.png');
  assert.is(image.statusCode, 201, image.body);
  const still = image.json();
  assert.equal([still.kind, still.status, still.mimeType, still.width, still.height, still.durationSec], ['image', 'ready', 'image/png', 320, 240, null]);
  assert.is(still.ref, `media:${still.id}`);
  assert.is(still.sizeBytes, files.png.length);

  // The header says octet-stream; ffprobe says video with sound.
  const video = (await upload(h, key, files.mp4, 'application/octet-stream', 'clip.mp4')).json();
  assert.equal([video.kind, video.mimeType, video.width, video.height, video.hasAudio], ['video', 'video/mp4', 320, 180, true]);
  assert.ok(Math.abs(video.durationSec - 2) < 0.1, String(video.durationSec));
  const audio = (await upload(h, key, files.wav, 'audio/wav', 'tone.wav')).json();
  assert.equal([audio.kind, audio.mimeType, audio.thumbnailUrl], ['audio', 'audio/wav', null]);

  for (const item of [still, video]) {
    const thumb = await h.app.inject({ method: 'GET', url: item.thumbnailUrl.replace('http://127.0.0.1:8080', '') });
    assert.is(thumb.statusCode, 200);
    assert.equal([...thumb.rawPayload.subarray(0, 3)], [0xff, 0xd8, 0xff], 'a JPEG');
  }
  const download = await h.app.inject({ method: 'GET', url: video.downloadUrl.replace('http://127.0.0.1:8080', '') });
  assert.ok(download.rawPayload.equals(files.mp4), 'the download is the uploaded bytes');

  const listed = (await h.call(key, { method: 'GET', url: '/v1/media?kind=video' })).json();
  assert.equal(listed.data.map((m: { id: string }) => m.id), [video.id]);
  assert.is((await h.call(key, { method: 'GET', url: `/v1/media/${audio.id}` })).json().name, 'tone.wav');
});


test('a deployment without thumbnails (the one-shot render\'s temporary media) probes uploads the same and makes none', async ({ files }) => {
  const h = await createHarness({ mediaThumbnails: false });
  try {
    const { key } = await h.newOrg('no-thumbs-org');
    const still = (await upload(h, key, files.png, 'image/png', 'still.png')).json();
    const video = (await upload(h, key, files.mp4, 'application/octet-stream', 'clip.mp4')).json();
    assert.equal([still.kind, still.status, still.width, still.height, still.thumbnailUrl], ['image', 'ready', 320, 240, null]);
    assert.equal([video.kind, video.status, video.width, video.height, video.hasAudio, video.thumbnailUrl], ['video', 'ready', 320, 180, true, null]);
  } finally {
    await h.close();
  }
});
test('bad uploads are 4xx in the envelope and record nothing', async ({ h }) => {
  const { key } = await h.newOrg('bad-media-org');
  const notMedia = await upload(h, key, 'just some text, not a picture', 'image/png');
  assert.is(notMedia.statusCode, 422);
  assert.is(notMedia.json().error.code, 'media_unreadable');
  const empty = await upload(h, key, Buffer.alloc(0), 'video/mp4');
  assert.is(empty.statusCode, 400, empty.body);
  assert.is(empty.json().error.code, 'validation_failed');
  const json = await h.call(key, { method: 'POST', url: '/v1/media', payload: { url: 'https://example.com/a.mp4' } });
  assert.is(json.statusCode, 415, json.body);
  assert.ok(json.json().error.code);
  assert.is((await h.call(key, { method: 'GET', url: '/v1/media' })).json().data.length, 0);
});

test('uploads over the size limit are refused with 413', async ({ files }) => {
  const small = await createHarness({ mediaMaxBytes: 1000 });
  try {
    const { key } = await small.newOrg('limit-org');
    const res = await upload(small, key, files.mp4, 'video/mp4');
    assert.is(res.statusCode, 413, res.body);
    assert.is(res.json().error.code, 'payload_too_large');
    assert.is((await small.call(key, { method: 'GET', url: '/v1/media' })).json().data.length, 0);
  } finally {
    await small.close();
  }
});

test("compositions name only the org's own media, as media:<id>; another org's item is not found", async ({ h, files }) => {
  const a = await h.newOrg('owner-org');
  const b = await h.newOrg('other-org');
  const item = (await upload(h, a.key, files.png, 'image/png')).json();
  const doc = (src: string, audio = 'media:med_missing') => ({
    output: { width: 320, height: 180, fps: 30 },
    tracks: [{ clips: [{ kind: 'image', start: 0, duration: 1, src }] }, { clips: [{ kind: 'audio', start: 0, duration: 1, src: audio }] }],
  });
  const ok = await h.call(a.key, { method: 'POST', url: '/v1/projects', payload: { name: 'ok', composition: { ...doc(item.ref), tracks: doc(item.ref).tracks.slice(0, 1) } } });
  assert.is(ok.statusCode, 201, ok.body);

  const bad = await h.call(a.key, { method: 'POST', url: '/v1/projects', payload: { name: 'bad', composition: doc('assets/logo.png') } });
  assert.is(bad.statusCode, 422);
  assert.is(bad.json().error.code, 'media_reference_invalid');
  assert.equal(bad.json().error.details.fields.map((f: { path: string }) => f.path), ['tracks[0].clips[0].src', 'tracks[1].clips[0].src'], 'every bad source is named');

  const foreign = await h.call(b.key, { method: 'POST', url: '/v1/projects', payload: { name: 'foreign', composition: { ...doc(item.ref), tracks: doc(item.ref).tracks.slice(0, 1) } } });
  assert.is(foreign.statusCode, 422);
  assert.match(foreign.json().error.details.fields[0].problem, /not found/);
  assert.is((await h.call(b.key, { method: 'GET', url: `/v1/media/${item.id}` })).statusCode, 404);
  assert.is((await h.call(b.key, { method: 'DELETE', url: `/v1/media/${item.id}` })).statusCode, 404);
});

test('media permissions: read and write are checked', async ({ h, files }) => {
  const org = await h.newOrg('perm-org', { permissions: { media: ['read'] } });
  const res = await upload(h, org.key, files.png, 'image/png');
  assert.is(res.statusCode, 403);
  assert.is((await h.call(org.key, { method: 'GET', url: '/v1/media' })).statusCode, 200);
});

test.run();
