/**
 * Where a composition plays pack sounds: component sounds placed on the timeline and resolved
 * against the brand kit's audio settings, audio clips naming soundId or bedId, and the
 * composition check of those names.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { checkComposition } from '../../catalog/check/check.ts';
import type { BrandAudio, Composition } from '../../shared/composition/schema.ts';
import { defaultBrandKit } from '../../shared/composition/brand.ts';
import { componentSoundCues, packSoundsPlayed, resolveComponentSound } from '../../catalog/sound-cues.ts';
import { defineComponent } from '../../catalog/sdk.ts';
import { Type } from '@sinclair/typebox';

const test = suite('sounds: cues and checks');

const base = (tracks: Composition['tracks'], audio?: BrandAudio): Composition => ({
  output: { width: 320, height: 180, fps: 30 },
  ...(audio ? { brandKit: { kit: { ...defaultBrandKit, audio } } } : {}),
  tracks,
});

test('a component sound plays its own sound unless the brand kit picks one for its family or an intensity', () => {
  const click = { atSec: 1, family: 'click' as const, soundId: 'click-subtle' };
  assert.is(resolveComponentSound(click, undefined), 'click-subtle');
  assert.is(resolveComponentSound({ atSec: 0, family: 'pop' }, undefined), 'pop-standard', 'default: the family at standard');
  assert.is(resolveComponentSound(click, { sfxIntensity: 'bold' }), 'click-bold');
  assert.is(resolveComponentSound(click, { uiSoundSet: { click: 'tick-bold' } }), 'tick-bold');
  assert.is(resolveComponentSound(click, { sfxIntensity: 'subtle', uiSoundSet: { click: 'pop-bold' } }), 'pop-bold', 'the brand\'s own set wins over the intensity');
  assert.is(resolveComponentSound(click, { sfxIntensity: 'off', uiSoundSet: { click: 'pop-bold' } }), null);
});

test('component sounds are placed at their second or progress on the timeline; transitions over their window', () => {
  const composition = base([
    { clips: [
      { kind: 'shape', start: 0, duration: 2, shape: 'rectangle', fill: '#222222' },
      { kind: 'shape', start: 2, duration: 2, shape: 'rectangle', fill: '#444444', transition: { kind: 'component', componentId: 'diagonal-wipe', duration: 0.5 } },
    ] },
    { clips: [{ kind: 'component', componentId: 'cta-button', start: 0.5, duration: 3 }] },
  ]);
  const cues = componentSoundCues(composition);
  assert.equal(cues.map((c) => [c.path, c.soundId]), [['tracks[0].clips[1].transition', 'whoosh-standard'], ['tracks[1].clips[0]', 'click-standard']]);
  // The wipe's 15 frames start 7 frames before the cut at frame 60.
  assert.ok(Math.abs(cues[0]!.at - 53 / 30) < 1e-9, `wipe at ${cues[0]!.at}`);
  assert.ok(Math.abs(cues[0]!.gain - 10 ** (-3 / 20)) < 1e-9);
  assert.ok(Math.abs(cues[1]!.at - 1.8) < 1e-9, `click at ${cues[1]!.at}`);

  const short = base([{ clips: [{ kind: 'component', componentId: 'cta-button', start: 0, duration: 1 }] }]);
  assert.equal(componentSoundCues(short), [], 'a placement that ends before the click makes no click');
  const muted = base([{ muted: true, clips: [{ kind: 'component', componentId: 'cta-button', start: 0, duration: 3 }] }]);
  assert.equal(componentSoundCues(muted), []);
  const off = base([{ clips: [{ kind: 'component', componentId: 'cta-button', start: 0, duration: 3 }] }], { sfxIntensity: 'off' });
  assert.equal(componentSoundCues(off), []);
});

test('atProgress runs over the placement\'s frames, first to last', () => {
  const blip = defineComponent({
    id: 'blip', name: 'Blip', description: 'test', category: 'effects', kind: 'component', version: '1.0.0',
    propSchema: Type.Object({}), propDefaults: {}, durationInFrames: 10, tier: 'niche', useCase: ['emphasis'], mood: [], tags: [], intent: '', useWhen: '',
    sounds: [{ atProgress: 0, family: 'tick' }, { atProgress: 1, family: 'pop' }],
    draw() {},
  });
  const catalog = { get: (id: string) => (id === 'blip' ? blip : undefined) };
  const cues = componentSoundCues(base([{ clips: [{ kind: 'component', componentId: 'blip', start: 1, duration: 1 }] }]), catalog);
  assert.equal(cues.map((c) => [c.soundId, Math.round(c.at * 30)]), [['tick-standard', 30], ['pop-standard', 59]]);
  assert.throws(() => defineComponent({ ...blip, sounds: [{ atSec: 1, atProgress: 0, family: 'tick' }] }), /exactly one of atSec and atProgress/);
  assert.throws(() => defineComponent({ ...blip, sounds: [{ atSec: 0, family: 'tick', soundId: 'bed-lofi-84' }] }), /not a sound effect of the pack/);
});

test('the pack sounds a composition plays: audio clips that sound and component cues, each once', () => {
  const composition = base([
    { clips: [
      { kind: 'audio', soundId: 'impact-bold', start: 0, duration: 1 },
      { kind: 'audio', soundId: 'riser-bold', start: 1, duration: 1, muted: true },
      { kind: 'audio', bedId: 'bed-lofi-84', start: 2, duration: 4 },
    ] },
    { clips: [{ kind: 'component', componentId: 'cta-button', start: 0, duration: 3 }, { kind: 'component', componentId: 'cta-button', start: 3, duration: 3 }] },
  ], { uiSoundSet: { click: 'impact-bold' } });
  assert.equal(packSoundsPlayed(composition).sort(), ['bed-lofi-84', 'impact-bold']);
});

test('the check refuses unknown sounds and sounds named twice, naming the field', () => {
  const fields = (c: unknown) => {
    const r = checkComposition(c);
    return r.ok ? [] : r.errors.map((e) => [e.path, e.code]);
  };
  assert.ok(checkComposition(base([{ clips: [{ kind: 'audio', soundId: 'pop-bold', start: 0, duration: 1 }, { kind: 'audio', bedId: 'bed-house-124', start: 1, duration: 10 }] }])).ok);
  assert.equal(fields(base([{ clips: [{ kind: 'audio', soundId: 'kazoo', start: 0, duration: 1 }] }])), [['tracks[0].clips[0].soundId', 'unknown_sound']]);
  assert.equal(fields(base([{ clips: [{ kind: 'audio', soundId: 'bed-house-124', start: 0, duration: 1 }] }])), [['tracks[0].clips[0].soundId', 'unknown_sound']]);
  assert.equal(fields(base([{ clips: [{ kind: 'audio', bedId: 'pop-bold', start: 0, duration: 1 }] }])), [['tracks[0].clips[0].bedId', 'unknown_sound']]);
  assert.equal(fields(base([{ clips: [{ kind: 'audio', soundId: 'pop-bold', src: 'a.wav', start: 0, duration: 1 }] }])), [['tracks[0].clips[0].soundId', 'invalid']]);
  assert.equal(fields(base([{ clips: [{ kind: 'audio', start: 0, duration: 1 }] }])), [['tracks[0].clips[0].src', 'invalid']]);
  assert.equal(fields(base([{ clips: [] }], { uiSoundSet: { pop: 'pop-loud' } })), [['brandKit.kit.audio.uiSoundSet.pop', 'unknown_sound']]);
  assert.equal(fields(base([{ clips: [] }], { sfxIntensity: 'loud' as never })).map(([p]) => p), ['brandKit.kit.audio.sfxIntensity']);
});

test.run();
