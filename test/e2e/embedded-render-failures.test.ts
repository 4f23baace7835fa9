/**
 * Renders that fail while drawing, through the public API on the embedded farm (control plane
 * plus a forked render worker): the render ends in `error` with the failure's own code and
 * category, and a message that says where without leaking stacks or paths. A drawing bug is
 * never reported as an unreadable asset; an unreadable asset still is one.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { startEmbeddedFarm, type EmbeddedFarm } from '../../control-plane/embedded.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { wavSecond } from '../support/media.ts';

interface RenderView { id: string; status: string; error: string | null; errorCode: string | null; category: string | null; retryable: boolean | null }

const test = suite<{ dir: string; farm: EmbeddedFarm; api: (path: string, init?: RequestInit) => Promise<Response> }>('e2e: embedded render failures');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-e2e-failures-'));
  const config = loadConfig({
    FRAMEFLEET_DATA_DIR: join(ctx.dir, 'data'), FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'warn',
    FRAMEFLEET_SCENE_MIN_FRAMES: '15', FRAMEFLEET_SCENE_MAX_FRAMES: '30',
  });
  ctx.farm = await startEmbeddedFarm(config, { workers: 1 });
  const cp = ctx.farm.controlPlane;
  const org = await cp.services.accounts.createOrg({ name: 'failures', credits: 100 });
  const { key } = await cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 'e2e', permissions: { projects: ['read', 'write'], renders: ['read', 'write'], media: ['read', 'write'] } });
  ctx.api = (path, init = {}) => fetch(`${cp.url}${path}`, { ...init, headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...init.headers } });
});

test.after(async (ctx) => {
  await ctx.farm?.stop();
  rmSync(ctx.dir, { recursive: true, force: true });
});

/** Saves the composition as a project, queues its render and waits until the render ends. */
async function renderToEnd(api: (path: string, init?: RequestInit) => Promise<Response>, composition: unknown): Promise<RenderView> {
  const created = await api('/v1/projects', { method: 'POST', body: JSON.stringify({ name: 'failing', composition }) });
  assert.is(created.status, 201, await created.clone().text());
  const project = await created.json() as { id: string };
  const queued = await api(`/v1/projects/${project.id}/renders`, { method: 'POST' });
  assert.is(queued.status, 202, await queued.clone().text());
  const { id } = await queued.json() as { id: string };
  for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const render = await (await api(`/v1/renders/${id}`)).json() as RenderView;
    if (['complete', 'error', 'cancelled'].includes(render.status)) return render;
  }
  throw new Error(`render ${id} did not end`);
}

/** What a user may be shown: one line, no stack frame, no absolute path, no runtime internals. */
function assertSanitized(message: string, dir: string) {
  assert.not.match(message, /\n/);
  assert.not.match(message, /\bat .*:\d+:\d+/, `no stack frame in: ${message}`);
  assert.not.match(message, /(^|[\s'"(])\/[^\s'"]+\//, `no absolute path in: ${message}`);
  assert.not.ok(message.includes(dir) || message.includes('node:internal') || message.includes('.ts:'), message);
}

test('a component that throws while drawing fails the render as the component\'s error, not an unreadable asset', async ({ api, dir }) => {
  // Validation checks a component's props, not the values keyframes give them: animating the
  // stat counter's decimals up to 150 passes, and its number formatting throws once they pass 100.
  const composition = {
    output: { width: 320, height: 180, fps: 30, background: '#0b1020' },
    tracks: [{ clips: [{ kind: 'component', start: 0, duration: 1, componentId: 'stat-counter', props: { value: 1234.5 }, animate: { 'props.decimals': [{ time: 0, value: 0 }, { time: 0.5, value: 150 }] } }] }],
  };
  const render = await renderToEnd(api, composition);
  assert.is(render.status, 'error', JSON.stringify(render));
  assert.is.not(render.errorCode, 'asset_unreadable');
  assert.is(render.errorCode, 'component_runtime_error');
  assert.is(render.category, 'authoring', 'an author\'s composition drove the component into it');
  assert.is(render.retryable, false, 'the same frame throws again on any node');
  const message = render.error ?? '';
  assert.match(message, /^frame \d+, tracks\[0\]\.clips\[0\]: the component 'stat-counter' failed while drawing: RangeError: /);
  assertSanitized(message, dir);
});

test('a media item that is not a picture, placed as an image, still fails as asset_unreadable', async ({ api, dir }) => {
  const uploaded = await api('/v1/media?name=silence.wav', { method: 'POST', headers: { 'content-type': 'audio/wav' }, body: wavSecond() });
  assert.is(uploaded.status, 201, await uploaded.clone().text());
  const sound = await uploaded.json() as { ref: string; kind: string };
  assert.is(sound.kind, 'audio');
  const composition = {
    output: { width: 320, height: 180, fps: 30 },
    tracks: [{ clips: [{ kind: 'image', start: 0, duration: 1, src: sound.ref }] }],
  };
  const render = await renderToEnd(api, composition);
  assert.is(render.status, 'error', JSON.stringify(render));
  assert.equal([render.errorCode, render.category, render.retryable], ['asset_unreadable', 'media', false]);
  const message = render.error ?? '';
  assert.match(message, new RegExp(`^frame 0, tracks\\[0\\]\\.clips\\[0\\]: the media '${sound.ref}' cannot be read or decoded \\(not a decodable image\\)$`));
  assertSanitized(message, dir);
});


test.run();
