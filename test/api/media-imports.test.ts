/**
 * Importing media from URLs: the item answers `importing` at once, the download goes through the
 * egress guard in the background, and the item ends `ready` or `failed` with its
 * `media.completed` event. A loopback server plays the remote host (allow-listed in the harness).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { createHarness, type Harness } from './harness.ts';
import { until } from '../support/wait.ts';

interface Ctx { h: Harness; server: Server; base: string; dir: string; png: Buffer }
const test = suite<Ctx>('api: media imports');

test.before(async (ctx) => {
  ctx.h = await createHarness();
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-import-'));
  execFileSync('ffmpeg', ['-v', 'error', '-f', 'lavfi', '-i', 'testsrc2=size=96x64:rate=1', '-frames:v', '1', join(ctx.dir, 'still.png')]);
  ctx.png = readFileSync(join(ctx.dir, 'still.png'));
  ctx.server = createServer((req, res) => {
    const routes: Record<string, () => void> = {
      '/still.png': () => res.writeHead(200, { 'content-type': 'image/png', 'content-length': ctx.png.length }).end(ctx.png),
      '/moved': () => res.writeHead(302, { location: '/still.png' }).end(),
      '/to-metadata': () => res.writeHead(302, { location: 'http://169.254.169.254/latest/meta-data/' }).end(),
      '/notes.txt': () => res.writeHead(200, { 'content-type': 'text/plain' }).end('not a picture'),
    };
    (routes[req.url ?? ''] ?? (() => res.writeHead(404).end()))();
  });
  await new Promise<void>((r) => ctx.server.listen(0, '127.0.0.1', r));
  ctx.base = `http://127.0.0.1:${(ctx.server.address() as AddressInfo).port}`;
});
test.after(async (ctx) => {
  await ctx.h?.close();
  await new Promise<void>((r) => ctx.server.close(() => r()));
  rmSync(ctx.dir, { recursive: true, force: true });
});

async function importUrl(ctx: Ctx, key: string, url: string) {
  const res = await ctx.h.call(key, { method: 'POST', url: '/v1/media/imports', payload: { url } });
  assert.is(res.statusCode, 202, res.body);
  assert.equal([res.json().status, res.json().kind, res.json().sourceUrl], ['importing', null, url]);
  return settled(ctx, key, res.json().id);
}

/** The item once its download and its probe (on the render node) are over. */
async function settled(ctx: Ctx, key: string, mediaId: string) {
  await ctx.h.services.media.idle();
  return until(`media ${mediaId} to settle`, 20_000, async () => {
    const item = (await ctx.h.call(key, { method: 'GET', url: `/v1/media/${mediaId}` })).json();
    return item.status !== 'importing' && item.status !== 'processing' && item;
  });
}

test('an import becomes ready with what the bytes are, and records media.completed', async (ctx) => {
  const { key, orgId } = await ctx.h.newOrg('imports');
  const item = await importUrl(ctx, key, `${ctx.base}/still.png`);
  assert.equal([item.status, item.kind, item.mimeType, item.width, item.height, item.sizeBytes, item.name, item.error], ['ready', 'image', 'image/png', 96, 64, ctx.png.length, 'still.png', null]);
  const stored = await ctx.h.services.media.get(orgId, item.id);
  assert.ok(Object.values(stored.outbox ?? {}).some((e) => e.event === 'media.completed' && e.data.status === 'ready'));
  const moved = await importUrl(ctx, key, `${ctx.base}/moved`);
  assert.equal([moved.status, moved.contentHash], ['ready', item.contentHash], 'redirects to allowed hosts are followed');
});

test('imports that cannot complete end failed, with the reason and the event', async (ctx) => {
  const { key, orgId } = await ctx.h.newOrg('failed-imports');
  const metadata = await importUrl(ctx, key, `${ctx.base}/to-metadata`);
  assert.equal([metadata.status, metadata.error.code], ['failed', 'media_url_refused']);
  const missing = await importUrl(ctx, key, `${ctx.base}/missing.mp4`);
  assert.equal([missing.status, missing.error.code], ['failed', 'media_import_failed']);
  assert.match(missing.error.message, /404/);
  const text = await importUrl(ctx, key, `${ctx.base}/notes.txt`);
  assert.equal([text.status, text.error.code], ['failed', 'media_unreadable']);
  const stored = await ctx.h.services.media.get(orgId, text.id);
  assert.ok(Object.values(stored.outbox ?? {}).some((e) => e.event === 'media.completed' && e.data.status === 'failed'));

  // A composition may not use an item that is not ready.
  const doc = { output: { width: 96, height: 64, fps: 30 }, tracks: [{ clips: [{ kind: 'image', start: 0, duration: 1, src: text.ref }] }] };
  const refused = await ctx.h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'p', composition: doc } });
  assert.is(refused.statusCode, 422);
  assert.match(refused.json().error.details.fields[0].problem, /failed to import/);
});

test('URLs the egress guard refuses are a 422 and nothing is recorded', async (ctx) => {
  const { key } = await ctx.h.newOrg('ssrf-imports');
  for (const url of ['https://10.0.0.7/a.mp4', `http://localhost:${new URL(ctx.base).port}/still.png`, 'http://example.com/a.png', 'file:///etc/passwd']) {
    const res = await ctx.h.call(key, { method: 'POST', url: '/v1/media/imports', payload: { url } });
    assert.is(res.statusCode, 422, url);
    assert.is(res.json().error.code, 'media_url_refused');
  }
  assert.is((await ctx.h.call(key, { method: 'GET', url: '/v1/media' })).json().data.length, 0);
});

test('minting a workspace makes a project and imports its source in one request', async (ctx) => {
  const { key } = await ctx.h.newOrg('workspace');
  const res = await ctx.h.call(key, { method: 'POST', url: '/v1/workspaces', payload: { sourceUrl: `${ctx.base}/still.png` } });
  assert.is(res.statusCode, 202, res.body);
  const { projectId, mediaId } = res.json();
  assert.is((await ctx.h.call(key, { method: 'GET', url: `/v1/projects/${projectId}` })).json().name, 'still.png');
  assert.is((await settled(ctx, key, mediaId)).status, 'ready');
  const refused = await ctx.h.call(key, { method: 'POST', url: '/v1/workspaces', payload: { sourceUrl: 'https://192.168.1.10/x.mp4' } });
  assert.is(refused.statusCode, 422);
  assert.is((await ctx.h.call(key, { method: 'GET', url: '/v1/projects' })).json().data.length, 1, 'a refused URL creates no project');
  const readOnly = await ctx.h.newKey((await ctx.h.services.accounts.findOrgByName('workspace'))!.id, { projects: ['read', 'write'] });
  assert.is((await ctx.h.call(readOnly.key, { method: 'POST', url: '/v1/workspaces', payload: { sourceUrl: `${ctx.base}/still.png` } })).statusCode, 403);
});

test('imports a stopped control plane left running are resumed', async (ctx) => {
  const { orgId } = await ctx.h.newOrg('resumed');
  const scope = ctx.h.services.media.items.forOrg(orgId);
  const left = await scope.insert({
    name: 'still.png', status: 'importing', source: 'import', sourceUrl: `${ctx.base}/still.png`, sizeBytes: 0, contentHash: null, thumbnailKey: null, error: null,
    kind: null, mimeType: null, durationSec: null, width: null, height: null, hasAudio: false,
  });
  assert.ok(await ctx.h.services.media.recover() >= 1);
  await ctx.h.services.media.idle();
  await until('the resumed import to be probed', 20_000, async () => (await scope.get(left.id))!.status === 'ready');
});

test.run();
