/**
 * The server side of `framefleet bench api`: one embedded control-plane replica (SQLite store,
 * in-process queue, no render workers or background loops) listening on loopback, seeded with an
 * org, a key, a project and renders the size of a long one: every scene recorded, the scene plan,
 * a `render.completed` event in the outbox and a signed output. The benchmark runs it as a child
 * process so the load generator never shares its event loop; it says where it listens over IPC.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { buildControlPlaneApp } from '../control-plane/app.ts';
import { createServices, type Services } from '../control-plane/services.ts';
import { seamsNotChecked } from '../control-plane/features/renders/renders.ts';
import { SqliteStore } from '../control-plane/store/index.ts';
import { createInProcessJobQueue, InProcessBroker, sceneQueueName } from '../shared/queue/index.ts';
import { createMetricsRegistry } from '../shared/telemetry/metrics.ts';

export interface SeedOptions {
  /** Scenes of each render, all recorded as done. */
  scenes: number;
  /** Renders in the project (what the list route pages through); the first is the one read by id. */
  renders: number;
}

/** What the load generator needs: where to send requests, and what they read. */
export interface SeededApi {
  url: string;
  key: string;
  renderId: string;
  projectId: string;
  /** Size of the stored render document as JSON, the thing a status poll must not parse whole. */
  renderDocumentBytes: number;
}

const fps = 30;
const framesPerScene = 30;

/** One long clip per track: no clip boundaries, so the planner cuts exactly `scenes` scenes of `framesPerScene`. */
function longComposition(scenes: number) {
  const seconds = (scenes * framesPerScene) / fps;
  return {
    output: { width: 1280, height: 720, fps, background: '#0f172a' },
    tracks: [
      { clips: [{ kind: 'shape', start: 0, duration: seconds, shape: 'rectangle', fill: { kind: 'linear', angle: 30, stops: [{ offset: 0, color: '#2563eb' }, { offset: 1, color: '#db2777' }] } }] },
      { clips: [{ kind: 'text', start: 0, duration: seconds, text: 'api load benchmark', style: { fontSize: 48, color: '#f8fafc' } }] },
    ],
  };
}

/** A render that went all the way through the farm's bookkeeping: every scene, then the output. */
async function completedRender(services: Services, orgId: string, projectId: string, scenes: number): Promise<string> {
  const composition = await services.projects.activeComposition(orgId, projectId);
  const render = await services.submissions.submit(orgId, composition);
  if (render.progress.scenesTotal !== scenes) throw new Error(`the benchmark composition planned ${render.progress.scenesTotal} scenes, not ${scenes}`);
  const t0 = Date.now();
  for (let i = 0; i < scenes; i++) {
    const { outcome } = await services.renders.sceneCompleted(orgId, render.id, i, {
      frameCount: framesPerScene, segmentHash: `${i.toString(16).padStart(8, '0')}${'ab'.repeat(28)}`, segmentBytes: 180_000 + i,
      nodeId: `node-${i % 8}`, encoder: 'software/h264', startedAtMs: t0 + i * 40, finishedAtMs: t0 + i * 40 + 900,
    });
    if (outcome !== 'recorded') throw new Error(`scene ${i} of the benchmark render was ${outcome}`);
  }
  const done = await services.renders.completed(orgId, render.id, { blobKey: 'cd'.repeat(32), sizeBytes: 36_000_000, frameCount: scenes * framesPerScene, durationSec: (scenes * framesPerScene) / fps }, seamsNotChecked);
  if (done.outcome !== 'completed') throw new Error(`the benchmark render ended ${done.outcome}`);
  return render.id;
}

export async function startSeededApi(o: SeedOptions): Promise<{ api: SeededApi; services: Services; app: FastifyInstance; close(): Promise<void> }> {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-api-load-'));
  const store = new SqliteStore(join(dir, 'framefleet.sqlite'));
  const queue = createInProcessJobQueue(new InProcessBroker());
  try {
    const services = await createServices({ store, queue, queueName: sceneQueueName, blobs: { adapter: 'local', dir: join(dir, 'blobs') }, publicUrl: () => 'http://127.0.0.1', plan: { minFrames: framesPerScene / 2, maxFrames: framesPerScene } });
    await queue.declare({ name: sceneQueueName, maxDeliveries: 3 });
    await queue.declare({ name: services.mediaQueueName, maxDeliveries: 3 });
    const org = await services.accounts.createOrg({ name: 'api-load', credits: 10_000_000 });
    const { key } = await services.apiKeys.create({ orgId: org.id, environment: 'live', name: 'api-load', permissions: { renders: ['read'], projects: ['read'] } });
    const { project } = await services.projects.create(org.id, { name: 'api load', composition: longComposition(o.scenes) });
    const ids: string[] = [];
    for (let i = 0; i < o.renders; i++) ids.push(await completedRender(services, org.id, project.id, o.scenes));
    // Newest first in the list; the one read by id is the oldest, so neither route reads a page's first row only.
    const renderId = ids[0]!;
    const stored = await services.renders.get(org.id, renderId);
    let url = '';
    const app = await buildControlPlaneApp({
      // Rate limiting stays in the path (its cost is part of every request) with a ceiling the load never reaches.
      config: { FRAMEFLEET_LOG_LEVEL: 'silent', FRAMEFLEET_RATE_LIMIT_PER_MINUTE: 1_000_000 },
      metrics: createMetricsRegistry('control-plane'),
      readiness: { store: () => store.ping() },
      services,
      publicUrl: () => url,
    });
    url = await app.listen({ host: '127.0.0.1', port: 0 });
    return {
      api: { url, key, renderId, projectId: project.id, renderDocumentBytes: Buffer.byteLength(JSON.stringify(stored)) },
      services,
      app,
      close: async () => {
        await app.close();
        await queue.close();
        await store.close();
        rmSync(dir, { recursive: true, force: true });
      },
    };
  } catch (err) {
    await queue.close();
    await store.close();
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
}

/** Messages between the benchmark and this process. */
export type ServerMessage = { t: 'ready'; api: SeededApi } | { t: 'failed'; message: string };

// Run as the benchmark's child: seed, listen, report, and stop when told (or when the parent goes).
if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href && process.send) {
  const o = JSON.parse(process.env.FRAMEFLEET_API_LOAD_SEED ?? '{}') as SeedOptions;
  startSeededApi(o).then(({ api, close }) => {
    const stop = () => { void close().finally(() => process.exit(0)); };
    process.on('message', (m) => { if ((m as { t?: string })?.t === 'stop') stop(); });
    process.on('disconnect', stop);
    process.send!({ t: 'ready', api } satisfies ServerMessage);
  }, (err: Error) => {
    process.send!({ t: 'failed', message: err.stack ?? err.message } satisfies ServerMessage, () => process.exit(1));
  });
}
