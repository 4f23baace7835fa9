/**
 * The wait loop on its own (limits, wake-ups, store blips, clients leaving), then job waits and
 * compose sessions over both real stores (SQLite and the MongoDB-compatible FerretDB), each with
 * a second connection standing for another control-plane replica.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { ComposeSessions } from '../../control-plane/features/compose-sessions/compose-sessions.ts';
import { JobWaits } from '../../control-plane/job-records/job-waits.ts';
import { Jobs } from '../../control-plane/job-records/jobs.ts';
import { Projects } from '../../control-plane/features/projects/projects.ts';
import { CheckpointHistory } from '../../control-plane/features/projects/checkpoint-history.ts';
import { type DocumentStore, SqliteStore } from '../../control-plane/store/index.ts';
import { MongoStore } from '../../control-plane/store/mongo.ts';
import { loadConfig } from '../../shared/config/index.ts';
import { AppError } from '../../shared/errors.ts';

const loop = suite('job waits: the wait loop');

loop('a wait ends when the probe says terminal, when notified, when the client leaves, or when its time is up', async () => {
  const waits = new JobWaits({ pollIntervalMs: 50 });
  let terminal = false;
  let probes = 0;
  const probe = async () => { probes++; return terminal; };
  const polled = waits.until('org_a', 'job_1', probe, 10_000);
  // A second waiter on the same job shares its probe.
  const second = waits.until('org_a', 'job_1', async () => { throw new Error('not called'); }, 10_000);
  await new Promise((r) => setTimeout(r, 220));
  assert.ok(probes >= 2 && probes <= 5, `one probe per interval for the job, got ${probes}`);
  terminal = true;
  const t0 = Date.now();
  await Promise.all([polled, second]);
  assert.ok(Date.now() - t0 < 200);
  assert.is(waits.waiting, 0);

  const notified = waits.until('org_a', 'job_2', async () => false, 10_000);
  waits.notify('org_b', 'job_2');
  assert.is(waits.waiting, 1, "another org's job of the same id wakes nothing");
  waits.notify('org_a', 'job_2');
  await notified;

  const leaving = new AbortController();
  const left = waits.until('org_a', 'job_3', async () => false, 10_000, leaving.signal);
  leaving.abort();
  await left;

  const t1 = Date.now();
  await waits.until('org_a', 'job_4', async () => { throw new Error('store blip'); }, 300);
  assert.ok(Date.now() - t1 >= 290, 'a failing probe is not an answer: the wait runs its time');
  assert.is(waits.waiting, 0);
});

loop('waiters are bounded per org and per replica (429), and a zero wait never counts', async () => {
  const waits = new JobWaits({ pollIntervalMs: 50, maxWaiters: 3, maxWaitersPerOrg: 2 });
  const stop = new AbortController();
  const held = [waits.until('org_a', 'j1', async () => false, 10_000, stop.signal), waits.until('org_a', 'j2', async () => false, 10_000, stop.signal)];
  const refused = (() => { try { void waits.until('org_a', 'j3', async () => false, 10_000); return null; } catch (err) { return err; } })();
  assert.instance(refused, AppError);
  assert.is((refused as AppError).status, 429);
  assert.is((refused as AppError).code, 'too_many_waits');
  await waits.until('org_a', 'j3', async () => false, 0);
  held.push(waits.until('org_b', 'j4', async () => false, 10_000, stop.signal));
  assert.throws(() => waits.until('org_c', 'j5', async () => false, 10_000), (err: unknown) => err instanceof AppError && err.status === 429);
  stop.abort();
  await Promise.all(held);
  assert.is(waits.waiting, 0);
});

loop.run();

type StoreFactory = () => Promise<{ store: DocumentStore; other: DocumentStore; cleanup: () => Promise<void> }>;

function overStore(name: string, open: StoreFactory) {
  const test = suite<{ store: DocumentStore; other: DocumentStore; cleanup: () => Promise<void> }>(`job waits and compose sessions over ${name}`);
  test.before(async (ctx) => { Object.assign(ctx, await open()); });
  test.after(async (ctx) => ctx.cleanup?.());

  test('a job another connection finishes is seen by the wait loop within a second', async ({ store, other }) => {
    const waits = new JobWaits();
    const jobs = new Jobs(store, (orgId, jobId) => waits.notify(orgId, jobId));
    const job = await jobs.start('org_w', { kind: 'transcription', jobKey: 'k', readPermission: 'media:read' });
    const waiting = waits.until('org_w', job.id, async () => (await jobs.status('org_w', job.id)) !== 'running', 30_000).then(() => Date.now());
    await new Promise((r) => setTimeout(r, 600));
    const finishedAt = Date.now();
    assert.ok(await new Jobs(other).finish('org_w', job.id, { status: 'cancelled' }));
    const answeredAt = await waiting;
    assert.ok(answeredAt - finishedAt < 1000, `seen after ${answeredAt - finishedAt} ms`);
    assert.is(await jobs.status('org_w', job.id), 'cancelled');
    assert.is(await jobs.status('org_other', job.id), null, "another org's read finds nothing");
  });

  /** A validator that takes every composition as it is. */
  const acceptAny = async (_orgId: string, document: unknown) => document as Record<string, unknown>;

  test('a session idle past its time-to-live is gone at once on every connection, and the sweeper releases it', async ({ store, other }) => {
    const keepAll = async () => ({ keep: 1000, maxAgeDays: 365 });
    const projects = new Projects(store, acceptAny, () => ({ output: { width: 16, height: 16, fps: 1 }, tracks: [] }), new CheckpointHistory(store, keepAll));
    const sessions = new ComposeSessions(store, projects, acceptAny, { idleTtlMs: 600 });
    const elsewhere = new ComposeSessions(other, new Projects(other, acceptAny, () => ({}), new CheckpointHistory(other, keepAll)), acceptAny, { idleTtlMs: 600 });
    const { project } = await projects.create('org_s', { name: 'p' });
    const idle = await sessions.open('org_s', project.id);
    const used = await sessions.open('org_s', project.id, { output: { width: 32, height: 32, fps: 1 }, tracks: [] });
    for (let i = 0; i < 5; i++) {
      await new Promise((r) => setTimeout(r, 200));
      // Reads on either replica keep it open.
      await (i % 2 ? sessions : elsewhere).get('org_s', project.id, used.id);
    }
    for (const replica of [sessions, elsewhere]) {
      const status = await replica.scratchComposition('org_s', project.id, idle.id).then(() => 200, (err: AppError) => err.status);
      assert.is(status, 404);
    }
    assert.ok(await elsewhere.sweepExpired() >= 1);
    assert.is(await sessions.sessions.forOrg('org_s').get(idle.id), null);
    assert.equal((await sessions.scratchComposition('org_s', project.id, used.id)).document, { output: { width: 32, height: 32, fps: 1 }, tracks: [] });
  });

  test.run();
}

overStore('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-waits-'));
  const store = new SqliteStore(join(dir, 'store.sqlite'));
  const other = store.reopen();
  return { store, other, cleanup: async () => { await other.close(); await store.close(); rmSync(dir, { recursive: true, force: true }); } };
});

overStore('mongo', async () => {
  const store = new MongoStore(loadConfig().FRAMEFLEET_MONGO_URL, { dbName: `framefleet_waits_${process.pid}_${Date.now().toString(36)}` });
  const other = store.reopen();
  return { store, other, cleanup: async () => { await store.dropDatabase().catch(() => {}); await other.close(); await store.close(); } };
});
