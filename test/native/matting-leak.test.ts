/**
 * Open/detect/close cycles of the matting addon's three objects must not grow the process: closing
 * frees the models and the per-frame buffers at once. Its own file (process), so the resident set
 * is not moved by what other tests allocated before.
 */
import v8 from 'node:v8';
import vm from 'node:vm';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { openFaceDetector, openMatter, openPersonDetector } from '../../native/matting/index.ts';

const test = suite('native matting leaks');

v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const rss = () => (gc(), process.memoryUsage().rss / 2 ** 20);

// A leak of what a cycle handles per frame (640x480: 1.2 MB of RGBA, 0.3 MB of alpha, float planes)
// would add over 25 MiB per reading of 20 cycles. MediaPipe's allocations when a task opens move the
// resident set by up to 15 MiB either way between readings without a trend (measured: 220 to 253 MiB
// over 240 cycles), and a machine under load adds spikes: a straight line through six readings once
// measured 10.7 MiB per reading with no leak. Noise lifts single readings; a leak lifts the floor.
// So the floor (the lowest reading) of the last four readings is compared with the floor of the
// first four, four readings apart: under 10 MiB per reading, 40 MiB in all, against the 100 MiB
// that the smallest leak named above would add.
test('open/detect/close cycles keep the resident set flat', async () => {
  const [width, height] = [640, 480];
  const frame = new Uint8Array(width * height * 4).fill(90);
  const cycle = async () => {
    const [face, people, matter] = await Promise.all([openFaceDetector(), openPersonDetector(), openMatter({ width, height })]);
    await Promise.all([face.detect(frame, width, height), people.detect(frame, width, height), matter.next(frame)]);
    await Promise.all([face.close(), people.close(), matter.close()]);
  };
  for (let i = 0; i < 20; i++) await cycle();
  const readings: number[] = [];
  for (let r = 0; r < 8; r++) {
    for (let i = 0; i < 20; i++) await cycle();
    readings.push(rss());
  }
  const floorRise = Math.min(...readings.slice(4)) - Math.min(...readings.slice(0, 4));
  assert.ok(floorRise < 40, `the resident set's floor rose ${floorRise.toFixed(1)} MiB in 80 cycles (readings ${readings.map((v) => v.toFixed(1)).join(', ')} MiB)`);
});

test.run();
