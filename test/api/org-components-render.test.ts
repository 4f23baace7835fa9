/**
 * A pinned org component renders the version it is pinned to, through the real app, the
 * embedded farm and the sandbox: a composition saved before an update renders byte-identically
 * after it (the render ships `component:<id>@1` by content hash), and only a repin makes it draw
 * the new version.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { until } from '../support/wait.ts';
import { createHarness, type Harness } from './harness.ts';

interface Ctx { h: Harness; dir: string }
const test = suite<Ctx>('api: org components render their pinned version');
test.before(async (ctx) => {
  ctx.h = await createHarness({ renderScenes: true });
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-org-components-'));
});
test.after(async (ctx) => {
  await ctx.h?.close();
  rmSync(ctx.dir, { recursive: true, force: true });
});

const publicBase = 'http://127.0.0.1:8080';

/** A card filling its box with `color`, a white bar growing across it. */
function cardSource(color: string) {
  return `import { defineComponent, Type } from '@framefleet/component-sdk';
export default defineComponent({
  name: 'Render card', description: 'a filled card with a growing bar', category: 'ui-blocks', kind: 'component',
  propSchema: Type.Object({ color: Type.String() }), propDefaults: { color: '${color}' },
  durationInFrames: 30, tier: 'standard', useCase: ['explainer'], mood: ['bold'], tags: ['card'],
  intent: 'fill the box', useWhen: 'testing',
  draw(ctx, f, props) {
    ctx.fillStyle = props.color;
    ctx.fillRect(0, 0, f.width, f.height);
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, f.height / 2 - 4, Math.max(1, f.width * f.progress), 8);
  },
});`;
}

async function renderBytes({ h, dir }: Ctx, org: { key: string; orgId: string }, projectId: string, name: string) {
  const { key, orgId } = org;
  const queued = await h.call(key, { method: 'POST', url: `/v1/projects/${projectId}/renders` });
  assert.is(queued.statusCode, 202, queued.body);
  const done = await until('the render to end', 180_000, async () => {
    const r = (await h.call(key, { method: 'GET', url: `/v1/renders/${queued.json().id}` })).json();
    return ['complete', 'error', 'cancelled'].includes(r.status) && r;
  }, 100);
  assert.is(done.status, 'complete', JSON.stringify(done));
  const mp4 = await h.app.inject({ method: 'GET', url: done.outputUrl.replace(publicBase, '') });
  assert.is(mp4.statusCode, 200);
  const file = join(dir, `${name}.mp4`);
  writeFileSync(file, mp4.rawPayload);
  const frames = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-map', '0:v:0', '-f', 'framemd5', '-']).toString().split('\n').filter((l) => l && !l.startsWith('#'));
  // The middle frame's mean colour, from a 1x1 scale of it.
  const mean = execFileSync('ffmpeg', ['-v', 'error', '-ss', '0.5', '-i', file, '-frames:v', '1', '-vf', 'scale=1:1', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  return { bytes: mp4.rawPayload, frames, rgb: [...mean], render: await h.services.renders.get(orgId, done.id) };
}

test('a composition saved before an update renders the old version byte-identically after it; a repin draws the new one', async (ctx) => {
  const { h } = ctx;
  const org = await h.newOrg('org-component-render', { credits: 1000 });
  const { key } = org;
  const created = await h.call(key, { method: 'POST', url: '/v1/components', payload: { id: 'render-card', tsxSource: cardSource('#d02030') } });
  assert.is(created.statusCode, 201, created.body);
  const project = await h.call(key, { method: 'POST', url: '/v1/projects', payload: { name: 'render card', composition: {
    output: { width: 160, height: 96, fps: 30, background: '#000000' },
    tracks: [{ clips: [{ kind: 'component', componentId: 'render-card', start: 0, duration: 1 }] }],
  } } });
  assert.is(project.statusCode, 201, project.body);
  const projectId = project.json().id;

  const before = await renderBytes(ctx, org, projectId, 'before');
  const asset = before.render.assets.find((a) => a.ref === 'component:render-card@1');
  assert.ok(asset, `the render ships the pinned version: ${JSON.stringify(before.render.assets)}`);
  assert.ok(before.rgb[0]! > 120 && before.rgb[1]! < 90, `version 1 draws red: ${before.rgb}`);

  const updated = await h.call(key, { method: 'PATCH', url: '/v1/components/render-card', payload: { tsxSource: cardSource('#20c040') } });
  assert.is(updated.statusCode, 200, updated.body);
  assert.equal([updated.json().component.version, updated.json().placementsPinnedToPrevious], ['2', 1]);

  const after = await renderBytes(ctx, org, projectId, 'after');
  assert.equal(after.frames, before.frames, 'the same frames');
  assert.ok(Buffer.compare(after.bytes, before.bytes) === 0, 'the same MP4, byte for byte');
  assert.equal(after.render.assets.find((a) => a.ref.startsWith('component:')), asset, 'the same asset, by the same content hash');

  const repinned = await h.call(key, { method: 'PATCH', url: '/v1/components/render-card', payload: { projectId } });
  assert.is(repinned.statusCode, 200, repinned.body);
  assert.is(repinned.json().repinned.placementsMoved, 1);
  const moved = await renderBytes(ctx, org, projectId, 'moved');
  assert.ok(moved.render.assets.some((a) => a.ref === 'component:render-card@3'), JSON.stringify(moved.render.assets));
  assert.ok(moved.rgb[1]! > 120 && moved.rgb[0]! < 90, `the repinned placement draws version 3 (green): ${moved.rgb}`);
});

test.run();
