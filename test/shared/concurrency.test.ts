/** mapConcurrently: results in the items' order, never more than the limit at once, a failure rejects. */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mapConcurrently } from '../../shared/concurrency.ts';

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

test.run();
