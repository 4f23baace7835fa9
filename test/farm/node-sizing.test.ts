import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultSceneSlots, drawThreadsPerScene, sceneEncoderThreads } from '../../shared/node-sizing.ts';

const test = suite('farm: node sizing');

test('a node draws one scene per core by default, each encoding on the same thread count everywhere', () => {
  for (const cores of [1, 2, 8, 16]) {
    const slots = defaultSceneSlots(cores);
    assert.is(slots, cores);
    assert.ok(slots * sceneEncoderThreads <= cores, `${cores} cores: the encoders never ask for more threads than there are cores`);
  }
});

test('the core count must be a positive integer', () => {
  assert.throws(() => defaultSceneSlots(0), /cores/);
  assert.throws(() => defaultSceneSlots(1.5), /cores/);
});

test('a scene draws on the cores its render slot has beyond its first, unless told', () => {
  assert.is(drawThreadsPerScene(2, 'auto', 2), 0, 'a slot per core: the scenes fill the cores');
  assert.is(drawThreadsPerScene(1, 'auto', 2), 1);
  assert.is(drawThreadsPerScene(4, 'auto', 16), 3, 'four embedded workers on sixteen cores');
  assert.is(drawThreadsPerScene(3, 'auto', 8), 1);
  assert.is(drawThreadsPerScene(16, 'auto', 8), 0);
  assert.is(drawThreadsPerScene(4, 0, 16), 0, 'set to none');
  assert.is(drawThreadsPerScene(2, 5, 2), 5, 'set by the operator');
});

test.run();
