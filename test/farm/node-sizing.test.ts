import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultSceneSlots, sceneEncoderThreads } from '../../shared/node-sizing.ts';

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

test.run();
