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

// The allocator's pools settle in steps (measured: +6 MiB over the first 600 cycles, then within
// ±3 MiB, with a step now and then under load), so a single reading cannot tell a step from a
// leak. A leak grows steadily: after 500 warm-up cycles, the next 1,000 are read as two halves,
// and a leak of 12 KiB or more per cycle grows both by 6 MiB or more, while a settling step
// grows one of them. valgrind (leakcheck.sh) finds smaller leaks.
test('1,500 open/close cycles keep the resident set flat', async () => {
  await cycles(500, tmp.path);
  const start = rss();
  await cycles(500, tmp.path);
  const middle = rss();
  await cycles(500, tmp.path);
  const end = rss();
  const halves = [middle - start, end - middle].map((b) => b / 2 ** 20);
  assert.ok(Math.min(...halves) < 3, `resident set grew ${halves.map((h) => h.toFixed(1)).join(' MiB, then ')} MiB over two runs of 500 cycles`);
});

test.run();
