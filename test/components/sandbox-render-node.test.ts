/**
 * Org components on a real render node: the control plane (SQLite, in-process queue, gRPC) and a
 * render node with the real job kinds, renderer and encoder. A render whose snapshot places an org
 * component and ships its version as a `component:` asset (by content hash, like media) draws it
 * in the sandbox; a render of a hostile component (an endless loop) fails with component_failed,
 * a sanitized message and no retry, and the same node then renders the next job.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { planRender } from '../../control-plane/features/renders/render-plan.ts';
import type { StoredRender } from '../../control-plane/features/renders/renders.ts';
import { startControlPlane, type RunningControlPlane } from '../../control-plane/server.ts';
import { startRenderNode } from '../../render-node/start.ts';
import { canonicalJson } from '../../shared/canonical-json.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { compileComponentSource, componentAssetMediaType, componentAssetRef, encodeComponentAsset, sdkModuleName } from '../../catalog/sandbox/index.ts';
import { createInProcessJobQueue, mediaQueueName } from '../../shared/queue/index.ts';

const test = suite<{ dir: string; cp: RunningControlPlane; stopNode: () => Promise<void>; orgId: string; key: string }>('component sandbox: org components on a render node');

const frameMs = 800;

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-org-components-'));
  // The node reads its sandbox limits from the environment, as `framefleet node` does.
  process.env.FRAMEFLEET_COMPONENT_FRAME_MS = String(frameMs);
  const config = loadConfig({
    FRAMEFLEET_DATA_DIR: join(ctx.dir, 'data'), FRAMEFLEET_HTTP_PORT: '0', FRAMEFLEET_GRPC_ADDR: '127.0.0.1:0', FRAMEFLEET_LOG_LEVEL: 'warn',
    FRAMEFLEET_SCENE_MIN_FRAMES: '15', FRAMEFLEET_SCENE_MAX_FRAMES: '30',
  });
  ctx.cp = await startControlPlane(config);
  const node = await startRenderNode({
    controlPlane: `127.0.0.1:${ctx.cp.grpcPort}`, nodeToken: ctx.cp.nodeToken, queue: createInProcessJobQueue(), queueName: config.FRAMEFLEET_SCENE_QUEUE,
    mediaQueueName: mediaQueueName(config.FRAMEFLEET_SCENE_QUEUE), slots: 1, maxDeliveries: 3, dataDir: join(ctx.dir, 'node'),
  });
  ctx.stopNode = node.stop;
  const org = await ctx.cp.services.accounts.createOrg({ name: 'org-components', credits: 100 });
  ctx.orgId = org.id;
  ctx.key = (await ctx.cp.services.apiKeys.create({ orgId: org.id, environment: 'live', name: 't', permissions: { renders: ['read', 'write'] } })).key;
});

test.after(async (ctx) => {
  await ctx.stopNode?.();
  await ctx.cp?.close();
  delete process.env.FRAMEFLEET_COMPONENT_FRAME_MS;
  rmSync(ctx.dir, { recursive: true, force: true });
});

function source(draw: string): string {
  return `import { defineComponent, Type, color } from '${sdkModuleName}';

export default defineComponent({
  name: 'Panel', description: 'A panel of colour.', category: 'backgrounds', kind: 'component',
  propSchema: Type.Object({ color: color('panel colour') }), propDefaults: { color: '#e02020' }, durationInFrames: 30,
  tier: 'niche', useCase: ['background'], mood: [], tags: [], intent: 'test', useWhen: 'never',
  draw(ctx, f, p) {
    ${draw}
  },
});
`;
}

/**
 * Queues a 1 s render of the org component as the control plane freezes one: the snapshot and the
 * component version stored by content hash, the version shipped as an asset of the render.
 */
async function renderOrgComponent(cp: RunningControlPlane, orgId: string, id: string, draw: string): Promise<StoredRender> {
  const compiled = await compileComponentSource(source(draw), { id, version: '1' });
  if (!compiled.ok) throw new Error(JSON.stringify(compiled.problems));
  const asset = await cp.services.blobs.put(encodeComponentAsset(compiled.compiled));
  const composition = {
    version: 1, output: { width: 160, height: 90, fps: 30, background: '#000000' },
    tracks: [{ clips: [{ kind: 'component', start: 0, duration: 1, componentId: id, version: '1' }] }],
  };
  const snapshot = await cp.services.blobs.put(Buffer.from(canonicalJson(composition)));
  const render = await cp.services.renders.queue(orgId, {
    projectId: null, compositionId: null, compositionVersion: null, compositionHash: snapshot.key, compositionBytes: snapshot.sizeBytes,
    plan: planRender(composition as never, { minFrames: 15, maxFrames: 30 }),
    assets: [{ ref: componentAssetRef(id, '1'), contentHash: asset.key, sizeBytes: asset.sizeBytes, mediaType: componentAssetMediaType }],
  });
  return cp.services.dispatcher.publish(render);
}

async function ended(cp: RunningControlPlane, orgId: string, id: string): Promise<StoredRender> {
  for (const deadline = Date.now() + 120_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    const render = await cp.services.renders.get(orgId, id);
    if (['complete', 'error', 'cancelled'].includes(render.status)) return render;
  }
  throw new Error(`render ${id} did not end`);
}

/** The RGB of the middle pixel of the first frame of the render's output. */
async function middlePixel(cp: RunningControlPlane, key: string, dir: string, renderId: string): Promise<number[]> {
  const view = await (await fetch(`${cp.url}/v1/renders/${renderId}`, { headers: { authorization: `Bearer ${key}` } })).json() as { outputUrl: string };
  const file = join(dir, `${renderId}.mp4`);
  writeFileSync(file, Buffer.from(await (await fetch(view.outputUrl)).arrayBuffer()));
  const rgb = execFileSync('ffmpeg', ['-v', 'error', '-i', file, '-frames:v', '1', '-vf', 'format=rgb24,crop=1:1:80:45', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-']);
  return [...rgb];
}

test('a render that ships an org component draws it in the sandbox on the node', async ({ cp, orgId, key, dir }) => {
  const render = await ended(cp, orgId, (await renderOrgComponent(cp, orgId, 'acme-panel', 'ctx.fillStyle = p.color; ctx.fillRect(0, 0, f.width, f.height);')).id);
  assert.is(render.status, 'complete', JSON.stringify(render.error));
  const [r, g, b] = await middlePixel(cp, key, dir, render.id);
  assert.ok(r! > 200 && g! < 60 && b! < 60, `the panel's red, got ${[r, g, b]}`);
});

test('a hostile org component fails its render as component_failed, and the node renders the next job', async ({ cp, orgId, key, dir }) => {
  const hostile = await ended(cp, orgId, (await renderOrgComponent(cp, orgId, 'acme-spinner', 'if (f.frame >= 5) { for (;;) {} } ctx.fillRect(0, 0, 1, 1);')).id);
  assert.is(hostile.status, 'error');
  assert.is(hostile.errorCode, 'component_failed');
  assert.is(hostile.category, 'authoring');
  assert.is(hostile.retryable, false, 'it loops on any node');
  const message = hostile.error ?? '';
  // The render's scenes draw at once: whichever first meets a looping frame (from frame 5 on) reports it.
  const failed = new RegExp(`^frame (\\d+), tracks\\[0\\]\\.clips\\[0\\]: the component 'acme-spinner@1' ran past its time limit \\(${frameMs} ms for one frame\\)$`).exec(message);
  assert.ok(failed && Number(failed[1]) >= 5, message);
  for (const leak of [dir, '/work', 'node_modules', '.ts:', 'wasm']) assert.not.ok(message.includes(leak), `'${leak}' in: ${message}`);

  const next = await ended(cp, orgId, (await renderOrgComponent(cp, orgId, 'acme-panel-blue', "ctx.fillStyle = '#2050f0'; ctx.fillRect(0, 0, f.width, f.height);")).id);
  assert.is(next.status, 'complete', JSON.stringify(next.error));
  const [r, g, b] = await middlePixel(cp, key, dir, next.id);
  assert.ok(b! > 200 && r! < 80, `the next job's blue, got ${[r, g, b]}`);
});

test.run();
