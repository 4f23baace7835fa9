/**
 * A database blip does not kill renders. A farm of a control plane and two nodes (processes, on
 * RabbitMQ and a MongoDB-compatible server of this test's own) renders a 60 s composition in 30
 * one-GOP scenes; in the middle of it the database is stopped (SIGTERM) for 10 s and started again.
 * Meanwhile the API answers 503 with Retry-After, each request within the store's selection timeout
 * plus what the same request costs with the database up (measured in the same run); nodes that finish a
 * scene (or the assembly) keep it and report it again until the store records it. The render completes, byte for
 * byte the same as an undisturbed one, and nothing is dead-lettered.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { loadConfig } from '../../shared/config/index.ts';
import { composition, FarmProcesses, logLines } from '../support/farm-processes.ts';
import { PrivateFerret } from '../support/private-services.ts';

const seconds = 60;
const outageMs = 10_000;
/** How long a store call waits for an unreachable database (FRAMEFLEET_MONGO_UNAVAILABLE_MS, as the farm runs it). */
const unavailableAfterMs = loadConfig().FRAMEFLEET_MONGO_UNAVAILABLE_MS;

interface Ctx { dir: string; ferret: PrivateFerret; farm: FarmProcesses }

const test = suite<Ctx>('e2e faults: the database stopped for 10 s mid-render');

test.before(async (ctx) => {
  ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-faults-store-'));
  ctx.ferret = await PrivateFerret.start(join(ctx.dir, 'ferretdb'));
  ctx.farm = await FarmProcesses.start({ dir: ctx.dir, nodes: 2, toneSeconds: seconds, sceneFrames: { min: 45, max: 90 }, mongoUrl: ctx.ferret.url('framefleet') });
});

test.after(async (ctx) => {
  await ctx.farm?.cleanup();
  ctx.ferret?.dispose();
  rmSync(ctx.dir, { recursive: true, force: true });
});

interface Answer { what: string; status: number; ms: number; retryAfter: string | null; code: string | undefined; body: unknown }

/** One API request during the outage: its status, how long it took, what it said. */
async function ask(farm: FarmProcesses, what: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${farm.base}${path}`, { ...init, headers: { authorization: `Bearer ${farm.key}`, 'content-type': 'application/json' } });
  const body = await res.json() as { error?: { code?: string } };
  return { what, status: res.status, ms: performance.now() - started, retryAfter: res.headers.get('retry-after'), code: body.error?.code, body };
}

test('the render survives the outage byte-identical, nothing is dead-lettered, the API answers 503 + Retry-After within the selection timeout', async ({ farm, ferret }) => {
  const doc = (media = farm.media) => composition(seconds, 'Database blip', media);
  // Renders queued during the outage are of this one-second project, not the long one.
  const small = await farm.createProject(composition(1, 'Small', farm.media));
  // The same two requests with the database up, on this machine under this run's load: what the
  // outage may add to an answer is the selection timeout, so a loaded machine slows the baseline
  // and the outage answers together, while a request that waits for the database to come back
  // (or a driver left on its 30 s default) fails the bound either way.
  let baselineMs = 0;
  for (let i = 0; i < 3; i++) {
    const queued = await ask(farm, 'POST render', `/v1/projects/${small}/renders`, { method: 'POST' });
    assert.is(queued.status, 202, 'a render of the small project is queued with the database up');
    const { id } = queued.body as { id: string };
    const read = await ask(farm, 'GET render', `/v1/renders/${id}`);
    baselineMs = Math.max(baselineMs, queued.ms, read.ms);
  }
  const boundMs = unavailableAfterMs + 500 + 4 * baselineMs;
  const renderId = await farm.queueRender(doc());
  // At once: the database's graceful shutdown takes seconds, and scenes go fast; waiting for the
  // first one to be recorded first let the whole render finish before the outage on a busy machine.
  await ferret.stop();
  const stoppedAt = Date.now();
  const answers: Answer[] = [];
  while (Date.now() - stoppedAt < outageMs) {
    answers.push(await ask(farm, 'GET render', `/v1/renders/${renderId}`));
    answers.push(await ask(farm, 'POST render', `/v1/projects/${small}/renders`, { method: 'POST' }));
    await new Promise((r) => setTimeout(r, 250));
  }
  await ferret.start();

  const render = await farm.finished(renderId, 180_000);
  assert.is(render.status, 'complete', JSON.stringify(render));
  assert.equal([render.progress.scenesCompleted, render.progress.scenesTotal], [30, 30]);

  assert.ok(answers.length >= 8, `${answers.length} requests during the outage`);
  const slowest = Math.max(...answers.map((a) => a.ms));
  assert.ok(slowest < boundMs, `every request during the outage was answered within ${Math.round(boundMs)} ms: the ${unavailableAfterMs} ms selection timeout, 500 ms, and 4× the ${Math.round(baselineMs)} ms the requests take with the database up (slowest ${Math.round(slowest)} ms)`);
  const wrong = answers.filter((a) => a.status !== 503 || a.retryAfter !== '2' || a.code !== 'store_unavailable');
  assert.equal(wrong, [], `every one answered 503 store_unavailable with Retry-After${wrong.length ? `; control plane: ${farm.cp.output.filter((l) => l.includes('unhandled')).slice(-3).join('\n')}` : ''}`);

  // The outage hit finished work (scenes, or the assembly when the scenes outran the database's
  // shutdown): it was reported again, not failed and rendered again.
  const nodeLogs = farm.nodes.flatMap(logLines);
  assert.ok(nodeLogs.some((l) => typeof l.msg === 'string' && /^reporting .*\.(scene\.\d+|assemble) failed; trying again$/.test(l.msg)), 'a node kept a finished job through the outage');
  assert.equal(nodeLogs.filter((l) => l.msg === 'job failed' || l.msg === 'job postponed: the control plane could not be reached'), []);
  assert.equal(await farm.deadLetters(), [], 'nothing was dead-lettered');

  assert.is(farm.referenceRender(doc, 'undisturbed'), await farm.output(render, 'blip.mp4'), 'the bytes of an undisturbed render');
});

test.run();
