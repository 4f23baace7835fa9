/**
 * What a node measures of each job attempt: the process's CPU time shared among the stages running
 * (its children's among the stages that run children), every second counted once; render slots
 * numbered so a trace has a row per slot; a blob lease's hits, misses and bytes fetched.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BlobCache } from '../../render-node/blob-cache.ts';
import { CpuLedger, JobCostMeter, readProcessCpu } from '../../render-node/job-cost.ts';
import { RenderSlots } from '../../render-node/render-slot.ts';
import { farmServing, hashOf } from '../support/blob-farm.ts';

const test = suite('render node: job attempt cost');

/** A process whose CPU clock the test moves: `spend(selfMs, childMs)`. */
function fakeProcess() {
  const now = { selfUs: 0, childrenUs: 0 };
  return { read: () => ({ ...now }), spend: (selfMs: number, childMs = 0) => { now.selfUs += selfMs * 1000; now.childrenUs += childMs * 1000; } };
}

const cpuOf = (meter: JobCostMeter) => Object.fromEntries(meter.report().stages.map((s) => [s.stage, Math.round(s.cpuSeconds * 1000)]));

test('CPU time between readings is shared among the stages running; a child\'s goes to the stage that ran it', async () => {
  const clock = fakeProcess();
  const ledger = new CpuLedger(clock.read);
  const scene = new JobCostMeter(ledger);
  const assembly = new JobCostMeter(ledger);
  clock.spend(50); // before any stage: nobody's
  const draw = scene.begin('draw_encode');
  clock.spend(300); // the scene alone
  const mix = assembly.begin('mix', { children: true });
  clock.spend(200, 400); // both run; ffmpeg (the mix's child) used 400 ms
  assembly.end(mix);
  clock.spend(100);
  scene.end(draw);
  assert.equal(cpuOf(scene), { draw_encode: 300 + 100 + 100 });
  assert.equal(cpuOf(assembly), { mix: 100 + 400 });
  const total = [scene, assembly].flatMap((m) => m.report().stages).reduce((n, s) => n + s.cpuSeconds, 0);
  assert.is(Math.round(total * 1000), 300 + 200 + 400 + 100, 'every CPU-second while a stage ran is counted once');
});

test('a report closes the stages still open (a failure) and says slot, start, queue time and bytes', async () => {
  const clock = fakeProcess();
  let slot = 0;
  const meter = new JobCostMeter(new CpuLedger(clock.read), { startedAtMs: 1000, enqueuedAtMs: 400, redelivered: true, slot: () => slot });
  await meter.stage('fetch', async () => { clock.spend(20); });
  meter.begin('draw_encode');
  slot = 2;
  clock.spend(80);
  meter.uploaded(1234);
  meter.fetchedThrough({ hits: 2, misses: 1, bytesFetched: 999 });
  const report = meter.report();
  assert.equal(report.stages.map((s) => s.stage), ['fetch', 'draw_encode']);
  assert.equal(cpuOf(meter), { fetch: 20, draw_encode: 80 });
  assert.equal({ slot: report.slot, startedAtMs: report.startedAtMs, enqueuedAtMs: report.enqueuedAtMs, redelivered: report.redelivered }, { slot: 2, startedAtMs: 1000, enqueuedAtMs: 400, redelivered: true });
  assert.equal({ up: report.bytesUploaded, fetched: report.bytesFetched, hits: report.cacheHits, misses: report.cacheMisses }, { up: 1234, fetched: 999, hits: 2, misses: 1 });
});

test('the real process clock counts this thread\'s work and a child process\'s once it exited', async () => {
  const before = readProcessCpu();
  // Each spins until it has used 150 ms of CPU, however busy the machine is.
  const spin = () => { const start = process.cpuUsage(); while (process.cpuUsage(start).user < 150_000); };
  spin();
  const { execFileSync } = await import('node:child_process');
  execFileSync(process.execPath, ['-e', `(${spin.toString()})()`]);
  const after = readProcessCpu();
  assert.ok(after.selfUs - before.selfUs >= 100_000, `own CPU: ${after.selfUs - before.selfUs} µs`);
  assert.ok(after.childrenUs - before.childrenUs >= 100_000, `children's CPU: ${after.childrenUs - before.childrenUs} µs`);
});

test('render slots are numbered from 1, and a freed number is taken again by the next job', async () => {
  const slots = new RenderSlots(2);
  assert.is(await slots.acquire(), 1);
  assert.is(await slots.acquire(), 2);
  const waiting = slots.acquire();
  slots.release(1);
  assert.is(await waiting, 1, 'the waiter takes the slot given back');
  slots.release(2);
  assert.is(await slots.acquire(), 2);
  assert.throws(() => slots.release(3), /not held/);
});

test("a blob lease counts hits, misses and the bytes its misses fetched, each blob once", async () => {
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-job-cost-'));
  try {
    const a = Buffer.alloc(1000, 'a');
    const b = Buffer.alloc(500, 'b');
    const { farm } = farmServing(new Map([[hashOf(a), a], [hashOf(b), b]]));
    const cache = new BlobCache(dir, farm, {});
    await cache.get(hashOf(a));
    const lease = cache.lease();
    await lease.get(hashOf(a));
    await lease.getMany([hashOf(b), hashOf(a)]);
    await lease.get(hashOf(b));
    lease.release();
    assert.equal(lease.stats, { hits: 1, misses: 1, bytesFetched: 500 });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

test.run();
