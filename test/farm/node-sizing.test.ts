import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { encoderThreadsPerScene } from '../../render-node/sizing.ts';

const test = suite('farm: node sizing');

test('the cores are shared equally among the scenes encoding at once, at least one thread each', () => {
  assert.is(encoderThreadsPerScene(2, 1), 2);
  assert.is(encoderThreadsPerScene(2, 2), 1);
  assert.is(encoderThreadsPerScene(8, 3), 2);
  assert.is(encoderThreadsPerScene(16, 4), 4);
  assert.is(encoderThreadsPerScene(2, 4), 1, 'more scenes than cores still get a thread each');
});

test('more scenes at once never means more encoder threads in all than cores (once each has one)', () => {
  for (let cores = 1; cores <= 32; cores++) {
    for (let scenes = 1; scenes <= cores; scenes++) assert.ok(encoderThreadsPerScene(cores, scenes) * scenes <= cores, `${cores} cores, ${scenes} scenes`);
  }
});

test('nonsense is refused', () => {
  assert.throws(() => encoderThreadsPerScene(0, 1), /cores/);
  assert.throws(() => encoderThreadsPerScene(4, 0), /concurrentScenes/);
  assert.throws(() => encoderThreadsPerScene(4, 1.5), /concurrentScenes/);
});

test.run();
