/**
 * The quickstart's composition goes through the API path a render takes (media references,
 * brand kit binding, validation, quote), with small stand-ins for its media, so a rule that would
 * refuse it fails here rather than in the README's first command.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mapMediaSources, mediaSources } from '../../catalog/check/media-sources.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { createHarness, type Harness } from './harness.ts';

const reference = new URL('../../bench/compositions/reference-60s.json', import.meta.url).pathname;
const test = suite<{ h: Harness; dir: string }>('api: the reference composition');
test.before(async (ctx) => { ctx.h = await createHarness(); ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-ref-')); });
test.after(async (ctx) => { await ctx.h?.close(); rmSync(ctx.dir, { recursive: true, force: true }); });

const standIn: Record<string, string[]> = {
  '.png': ['-f', 'lavfi', '-i', 'testsrc2=size=64x64:rate=1', '-frames:v', '1'],
  '.mp4': ['-f', 'lavfi', '-i', 'testsrc2=size=64x64:rate=30:duration=1', '-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
  '.m4a': ['-f', 'lavfi', '-i', 'sine=duration=1', '-c:a', 'aac'],
};

test('is accepted, bound and quoted as the quickstart renders it', async ({ h, dir }) => {
  const { key } = await h.newOrg('reference', { credits: 1000 });
  const composition = JSON.parse(readFileSync(reference, 'utf8')) as Composition;
  const refs = new Map<string, string>();
  for (const { src } of mediaSources(composition)) {
    if (refs.has(src)) continue;
    const ext = extname(src);
    assert.ok(standIn[ext], `no stand-in for ${src}`);
    const file = join(dir, `${refs.size}${ext}`);
    execFileSync('ffmpeg', ['-v', 'error', ...standIn[ext]!, file]);
    const res = await h.call(key, { method: 'POST', url: '/v1/media', headers: { 'content-type': 'application/octet-stream' }, payload: readFileSync(file) });
    assert.is(res.statusCode, 201, res.body);
    refs.set(src, res.json().ref);
  }
  const created = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'reference', composition: mapMediaSources(composition, (src) => refs.get(src)!) } });
  assert.is(created.statusCode, 201, created.body);
  const render = await h.call(key, { method: 'POST', url: `/v1/projects/${created.json().id}/renders` });
  assert.is(render.statusCode, 202, render.body);
  assert.equal([render.json().format.frameCount, render.json().format.width], [1800, 1920]);
  assert.ok(render.json().progress.scenesTotal >= 6);
});

test.run();
