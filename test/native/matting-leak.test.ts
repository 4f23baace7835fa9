/**
 * Open/detect/close cycles of the matting addon's three objects must not grow the process: closing
 * frees the models and the per-frame buffers at once. Its own file (process), so nothing other
 * tests allocated moves the readings.
 */
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';
import vm from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { nativeHeapInUseBytes, openFaceDetector, openMatter, openPersonDetector } from '../../native/matting/index.ts';

const test = suite('native matting leaks');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const mib = (bytes: number) => bytes / 2 ** 20;
/** Model files mapped into the process now: an open task maps its .tflite file, closing unmaps it. */
const mappedModels = () => readFileSync('/proc/self/maps', 'utf8').split('\n').filter((line) => line.endsWith('.tflite')).length;

// The resident set cannot tell a leak from the allocator: freed memory stays in malloc's arenas
// for reuse, and with MediaPipe's threads the arenas grow for a hundred cycles to a steady size
// (measured: a floor rising 46 MiB, then flat). What malloc has handed out and not had back does
// not move that way (measured: 7.4 MiB after 10 cycles, 7.5 after 90). The floors (the lowest of
// four readings, which a passing allocation spike cannot lift) are 40 cycles apart: one cycle's
// per-frame buffers (640x480: 1.2 MB of RGBA, 0.3 MB of alpha) kept would lift the floor by 60 MiB
// (measured: 57), and an open task's models and graph by about 38 MiB a cycle, against 10 MiB.
test('open/detect/close cycles give back every model mapping and the native heap', async () => {
  const [width, height] = [640, 480];
  const frame = new Uint8Array(width * height * 4).fill(90);
  const cycle = async () => {
    const [face, people, matter] = await Promise.all([openFaceDetector(), openPersonDetector(), openMatter({ width, height, threads: 2 })]);
    await Promise.all([face.detect(frame, width, height), people.detect(frame, width, height), matter.next(frame)]);
    // The matter's: two segmentation models for crops side by side (two threads), the landscape one, its face model and person detector.
    assert.is(mappedModels(), 7, 'the face model, the person detector\'s, and the matter\'s five are mapped while open');
    await Promise.all([face.close(), people.close(), matter.close()]);
    assert.is(mappedModels(), 0, 'closing unmaps every model file at once');
  };
  for (let i = 0; i < 20; i++) await cycle();
  const readings: { heap: number; rss: number }[] = [];
  for (let r = 0; r < 8; r++) {
    for (let i = 0; i < 10; i++) await cycle();
    gc();
    readings.push({ heap: mib(nativeHeapInUseBytes()), rss: mib(process.memoryUsage().rss) });
  }
  const floor = (xs: { heap: number }[]) => Math.min(...xs.map((x) => x.heap));
  const rise = floor(readings.slice(4)) - floor(readings.slice(0, 4));
  const shown = readings.map((x) => `${x.heap.toFixed(1)} (resident ${x.rss.toFixed(0)})`).join(', ');
  assert.ok(rise < 10, `the native heap's floor rose ${rise.toFixed(1)} MiB in 40 cycles (readings ${shown} MiB)`);
});

test.run();
