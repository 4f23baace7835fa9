/**
 * mapConcurrently: results in the items' order, never more than the limit at once, a failure rejects.
 * Wakeups: a wait ends at a wake of its key (one that came after it listened, before it was awaited,
 * too), at its timeout, or when its signal aborts; other keys and stopped waits are not woken.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mapConcurrently, Wakeups } from '../../shared/concurrency.ts';

const test = suite('shared: bounded concurrency');

/** Resolves after the given number of turns of the event loop. */
async function turns(n: number): Promise<void> {
  for (let i = 0; i < n; i++) await new Promise((r) => setImmediate(r));
}

test('results keep the items\' order however the steps finish; at most `limit` run at once', async () => {
  let running = 0, most = 0;
  const started: number[] = [];
  const results = await mapConcurrently([5, 1, 4, 2, 3, 0], 2, async (n, i) => {
    started.push(i);
    running++;
    most = Math.max(most, running);
    await turns(n);
    running--;
    return n * 10;
  });
  assert.equal(results, [50, 10, 40, 20, 30, 0]);
  assert.is(most, 2);
  assert.equal(started, [0, 1, 2, 3, 4, 5], 'items start in order');
  assert.equal(await mapConcurrently([], 3, async () => 1), []);
});

test('the first failure rejects; a limit that is not a positive integer is refused', async () => {
  const err = await mapConcurrently([1, 2, 3], 3, async (n) => { if (n === 2) throw new Error('two failed'); return n; }).catch((e: Error) => e);
  assert.is((err as Error).message, 'two failed');
  for (const limit of [0, 1.5, -1]) {
    const refused = await mapConcurrently([1], limit, async (n) => n).catch((e: Error) => e);
    assert.instance(refused, RangeError, `limit ${limit}`);
  }
});

test('a wait ends at a wake of its key, even one before it is awaited; at its timeout; or when its signal aborts', async () => {
  const wakeups = new Wakeups();
  const ended = (w: { woken: Promise<void> }) => Promise.race([w.woken.then(() => true), turns(20).then(() => false)]);
  const early = wakeups.listen('render-1', 60_000);
  const other = wakeups.listen('render-2', 60_000);
  wakeups.wake('render-1');
  assert.is(await ended(early), true, 'woken by a wake that came after listening, before awaiting');
  assert.is(await ended(other), false, 'another key is not woken');
  early.stop();
  other.stop();

  const stopped = wakeups.listen('render-1', 60_000);
  stopped.stop();
  wakeups.wake('render-1');
  assert.is(await ended(stopped), false, 'a stopped wait is not woken');

  const started = Date.now();
  const timed = wakeups.listen('render-3', 30);
  await timed.woken;
  assert.ok(Date.now() - started >= 25, 'ends at its timeout');
  timed.stop();

  const controller = new AbortController();
  const aborted = wakeups.listen('render-4', 60_000, controller.signal);
  controller.abort();
  assert.is(await ended(aborted), true, 'ends when its signal aborts');
  aborted.stop();
});

test.run();
