/**
 * 1,000 open/write/close cycles (with aborts, HEVC, audio and assembling mixed in) must not grow the
 * process: closing an encoder frees its native memory at once, not when the garbage collector runs.
 * This catches gross leaks; native/encoder/leakcheck.sh runs the same cycles under valgrind.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cycles } from '../../native/encoder/leakcheck.ts';
import { tempDir } from './helpers.ts';

const test = suite('native leaks');
const tmp = tempDir('leak');
test.after(() => tmp.remove());

// Collect JS garbage before each reading so only native memory is compared.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const rss = () => {
  gc();
  return process.memoryUsage().rss;
};

// The allocator's pools settle within the first few hundred cycles (measured: +6 MiB up to cycle
// 600, then within ±3 MiB for the next 900), so growth is read over the second half only: a leak
// of 12 KiB or more per cycle shows there; valgrind (leakcheck.sh) finds smaller ones.
test('1,000 open/close cycles keep the resident set flat', async () => {
  let warm = 0;
  await cycles(1000, tmp.path, () => (warm = rss()), 500);
  const grown = (rss() - warm) / 2 ** 20;
  assert.ok(grown < 6, `resident set grew ${grown.toFixed(1)} MiB over the last 500 cycles`);
});

test.run();
