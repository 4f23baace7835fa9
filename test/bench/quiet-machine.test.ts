/**
 * The wait for a quiet machine between benchmark contestants: it ends once the cores are idle
 * enough, and gives up after its limit on a machine that stays busy, saying how busy it was.
 */
import { Worker } from 'node:worker_threads';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { quietMachine } from '../../bench/quiet-machine.ts';

const test = suite('bench: waiting for a quiet machine');

test('an idle share nothing can reach is waited for until the limit, and the answer says how idle the cores were', async () => {
  const started = performance.now();
  const q = await quietMachine({ idleShare: 1.01, windowMs: 50, maxMs: 200 });
  assert.ok(q.waitedMs >= 200 && performance.now() - started < 2000, `waited ${q.waitedMs} ms`);
  assert.ok(q.idle >= 0 && q.idle <= 1, `idle ${q.idle}`);
});

test('busy cores keep it waiting; it ends at the first quiet window', async () => {
  // Every core spinning: no window is 90 % idle.
  const spin = 'const end = Date.now() + 1500; while (Date.now() < end) {}';
  const workers = Array.from({ length: Math.max(1, (await import('node:os')).availableParallelism()) }, () => new Worker(spin, { eval: true }));
  try {
    const busy = await quietMachine({ windowMs: 100, maxMs: 400 });
    assert.ok(busy.waitedMs >= 400, `gave up after ${busy.waitedMs} ms`);
    assert.ok(busy.idle < 0.9, `idle ${busy.idle} while every core spins`);
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  const quiet = await quietMachine({ idleShare: 0, windowMs: 50, maxMs: 5000 });
  assert.ok(quiet.waitedMs < 1000, `an idle share of 0 is met by the first window (${quiet.waitedMs} ms)`);
});

test.run();
