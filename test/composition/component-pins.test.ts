import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { builtinCatalog } from '../../catalog/index.ts';
import { componentPinCounts, componentPlacements, pinComponentVersions, pinKey, repinComponent } from '../../catalog/check/component-pins.ts';

const pins = suite('component pins');

function timeline() {
  return {
    output: { width: 320, height: 180, fps: 30 },
    tracks: [
      { clips: [
        { kind: 'component', componentId: 'lower-third', start: 0, duration: 2 },
        { kind: 'component', componentId: 'lower-third', version: '1.0.0', start: 2, duration: 2, transition: { kind: 'component', componentId: 'whip-pan', duration: 0.5 } },
        { kind: 'shape', shape: 'rectangle', start: 4, duration: 1, transition: { kind: 'crossfade', duration: 0.5 } },
      ] },
      { clips: [{ kind: 'component', componentId: 'no-such-component', start: 0, duration: 1 }] },
    ],
  };
}

pins('placements are component clips and component transitions, in document order', () => {
  assert.equal(componentPlacements(timeline()).map((p) => [p.path, p.componentId, p.version]), [
    ['tracks[0].clips[0]', 'lower-third', undefined],
    ['tracks[0].clips[1]', 'lower-third', '1.0.0'],
    ['tracks[0].clips[1].transition', 'whip-pan', undefined],
    ['tracks[1].clips[0]', 'no-such-component', undefined],
  ]);
  assert.equal(componentPlacements({ tracks: 'broken' }), []);
  assert.equal(componentPlacements(null), []);
});

pins('pinning sets the current version on unpinned placements only, on a copy', () => {
  const original = timeline();
  const pinned = pinComponentVersions(original, builtinCatalog());
  assert.equal(componentPlacements(pinned).map((p) => p.version), ['1.0.0', '1.0.0', '1.0.0', undefined], 'an unknown component stays unpinned for the check to report');
  assert.is(original.tracks[0]!.clips[0]!.version, undefined, 'the document given is not changed');
});

pins('a repin moves every placement of one component and counts them', () => {
  const pinned = pinComponentVersions(timeline(), builtinCatalog());
  const { document, moved } = repinComponent(pinned, 'lower-third', '2');
  assert.is(moved, 2);
  assert.equal(componentPlacements(document).map((p) => p.version), ['2', '2', '1.0.0', undefined]);
  assert.is(repinComponent(document, 'lower-third', '2').moved, 0, 'placements already there do not count');
});

pins('pin counts are keyed by a single field name per version', () => {
  assert.is(pinKey('lower-third', '1.0.0'), 'lower-third_v1_0_0');
  assert.is(pinKey('my-card', '12'), 'my-card_v12');
  assert.equal(componentPinCounts(pinComponentVersions(timeline(), builtinCatalog())), { 'lower-third_v1_0_0': 2, 'whip-pan_v1_0_0': 1 });
});

pins.run();
