import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defaultBrandKit } from '../../shared/composition/brand.ts';
import { mapMediaSources, mediaSources } from '../../catalog/check/media-sources.ts';
import { mediaIdOf } from '../../shared/composition/media-sources.ts';
import type { Composition } from '../../shared/composition/schema.ts';

const test = suite('composition media sources');

const composition = {
  output: { width: 640, height: 360, fps: 30 },
  brandKit: { kit: { ...defaultBrandKit, logo: { src: 'logo.png' }, watermark: { src: 'logo.png', opacity: 0.5 } } },
  tracks: [
    { clips: [
      { kind: 'video', start: 0, duration: 2, src: 'a.mp4' },
      { kind: 'image', start: 2, duration: 2, src: 'media:med_1', transition: { kind: 'crossfade', duration: 0.5 } },
    ] },
    { clips: [
      { kind: 'component', start: 0, duration: 2, componentId: 'split-screen', props: { image: 'photo.jpg', title: 'not media' } },
      { kind: 'component', start: 2, duration: 2, componentId: 'split-screen', props: { image: 'brand:logo.src' } },
    ] },
    { clips: [{ kind: 'audio', start: 0, duration: 4, src: 'music.m4a' }] },
  ],
} as unknown as Composition;

test('every media source is found with its path; brand references are not sources of their own', () => {
  assert.equal(mediaSources(composition), [
    { path: 'tracks[0].clips[0].src', src: 'a.mp4' },
    { path: 'tracks[0].clips[1].src', src: 'media:med_1' },
    { path: 'tracks[1].clips[0].props.image', src: 'photo.jpg' },
    { path: 'tracks[2].clips[0].src', src: 'music.m4a' },
    { path: 'brandKit.kit.logo.src', src: 'logo.png' },
    { path: 'brandKit.kit.watermark.src', src: 'logo.png' },
  ]);
});

test('mapping replaces each source in a copy and leaves the original alone', () => {
  const before = structuredClone(composition);
  const mapped = mapMediaSources(composition, (src) => (mediaIdOf(src) ? src : `media:${src.replace(/\W/g, '_')}`));
  assert.equal(composition, before);
  assert.ok(mediaSources(mapped).every(({ src }) => mediaIdOf(src) !== null));
  assert.is((mapped.tracks[1]!.clips[0] as { props: Record<string, unknown> }).props.title, 'not media');
  assert.is(mapped.brandKit!.kit!.logo!.src, 'media:logo_png');
});

test.run();
