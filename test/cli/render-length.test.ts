/**
 * `framefleet render` starts its workers before the composition is checked when the document
 * states its length: `output.durationSec`, or else every clip's numeric start and duration.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { statedLength } from '../../control-plane/render-cli.ts';

const test = suite('cli: render: the length read before the check');

test('output.durationSec is the length', () => {
  assert.equal(statedLength({ output: { fps: 30, durationSec: 10 }, tracks: [] }), { fps: 30, durationSec: 10 });
});

test('without a duration, the end of the last clip is the length', () => {
  const document = { output: { fps: 30 }, tracks: [{ clips: [{ start: 0, duration: 1 / 30 }] }, { clips: [{ start: 2, duration: 3 }, { start: 1, duration: 1 }] }] };
  assert.equal(statedLength(document), { fps: 30, durationSec: 5 });
});

test('a clip without a numeric start or duration, or no clip at all, leaves the length to the check', () => {
  assert.is(statedLength({ output: { fps: 30 }, tracks: [{ clips: [{ start: 0, duration: 1 }, { start: 1 }] }] }), null);
  assert.is(statedLength({ output: { fps: 30 }, tracks: [{ clips: [{ start: '0', duration: 1 }] }] }), null);
  assert.is(statedLength({ output: { fps: 30 }, tracks: [{}] }), null);
  assert.is(statedLength({ output: { fps: 30 }, tracks: [] }), null);
  assert.is(statedLength({ output: { fps: 30 } }), null);
  assert.is(statedLength(null), null);
});

test('lengths outside the schema are left to the check', () => {
  assert.is(statedLength({ output: { fps: 0, durationSec: 1 } }), null);
  assert.is(statedLength({ output: { fps: 30, durationSec: 0 } }), null);
  assert.is(statedLength({ output: { fps: 30 }, tracks: [{ clips: [{ start: 0, duration: 7 * 3600 }] }] }), null);
});

test.run();
