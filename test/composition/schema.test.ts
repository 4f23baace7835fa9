import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { readFileSync } from 'node:fs';
import { checkComposition } from '../../catalog/check/check.ts';
import { ajvOptions, compositionError, schemaErrors, type FieldError } from '../../shared/composition/validate.ts';
import { AppError } from '../../shared/errors.ts';
import { ajvClass, withSharedSubschemas } from '../../shared/ajv.ts';
import { Composition } from '../../shared/composition/schema.ts';

const schema = suite('composition schema');

function minimal(): Record<string, unknown> {
  return {
    version: 1,
    output: { width: 1280, height: 720, fps: 30, background: '#101010' },
    tracks: [{ clips: [{ kind: 'text', start: 0, duration: 2, text: 'Hello' }] }],
  };
}

function paths(errors: FieldError[]): string[] {
  return errors.map((e) => e.path);
}

schema('a minimal composition and the 60 s reference composition are valid', () => {
  const r = checkComposition(minimal());
  assert.ok(r.ok, JSON.stringify(!r.ok && r.errors));
  const ref = JSON.parse(readFileSync(new URL('../../bench/compositions/reference-60s.json', import.meta.url), 'utf8'));
  const rr = checkComposition(ref);
  assert.ok(rr.ok, JSON.stringify(!rr.ok && rr.errors));
});

/** A composition with a bad field in every kind of clip, its output and its root. */
function badEverywhere(): Record<string, unknown> {
  return {
    output: { width: 1281, height: 720, fps: 0, background: 'not-a-colour' },
    extra: true,
    tracks: [
      {
        clips: [
          { kind: 'text', start: 0, duration: 2 },
          { kind: 'image', start: 1, duration: 2, src: 'a.png', transform: { scale: -1 }, opacity: 2 },
          { kind: 'alpha-layer', start: 0, duration: 1 },
          { kind: 'video', start: 5, duration: 2, src: 'v.mp4', trim: { start: 4, end: 3 }, transition: { kind: 'crossfade', duration: 0.5 } },
          { kind: 'shape', start: 8, duration: 1, shape: 'rectangle', fill: '#12', animate: { opacity: [{ time: 1, value: 1 }, { time: 0.5, value: 0, easing: 'cubic-bezier(1.5, 0, 0.5, 1)' }], 'transform.skew': [{ time: 0, value: 1 }] } },
          { kind: 'component', start: 10, duration: 2, componentId: 'kinetic-title', props: { fontSize: 'huge', uppercase: 3 } },
          { kind: 'component', start: 12, duration: 2, componentId: 'does-not-exist' },
          { kind: 'captions', start: 14, duration: 2, profile: { plate: 'frosted', unknownKey: 1 } },
        ],
      },
    ],
  };
}

/** Compositions with a bad field in most places the schema reaches (clips of every kind, transforms, keyframes, styles, audio). */
const badCompositions: unknown[] = [
  badEverywhere(),
  {
    output: { width: 'wide', height: -2, fps: 30 },
    tracks: [
      { clips: [{ kind: 'text', start: 'soon', duration: 2, text: 7, style: { fontSize: -1, color: 3, align: 'middle' }, transform: { x: 'left', rotate: null, anchor: 5 } }] },
      { clips: [{ kind: 'audio', start: 0, duration: 1, src: 3, volume: 'loud', fadeIn: -1 }, { kind: 'image', start: 0, duration: 1, src: 'a.png', fit: 'stretchy', filters: [{ kind: 'blur', radius: 'x' }] }] },
      { clips: 'none' },
      'not a track',
    ],
  },
  { output: null, tracks: [{ clips: [{ kind: 'video', start: 0, duration: 1, src: 'v.mp4', transform: { scale: [1] }, animate: { 'transform.x': [{ time: 'a', value: 'b' }] } }] }] },
  'not a composition',
];

schema('the validator with each repeated subschema written once reports the same errors as the schema as written', () => {
  const ajv = () => new (ajvClass())(ajvOptions);
  const asWritten = ajv().compile(Composition);
  const shared = ajv().compile(withSharedSubschemas(Composition));
  const shape = (errors: typeof asWritten.errors) => (errors ?? []).map(({ instancePath, keyword, params, message }) => ({ instancePath, keyword, params, message }));
  assert.ok(asWritten(minimal()) && shared(minimal()), 'both admit a valid composition');
  for (const doc of badCompositions) {
    assert.not.ok(asWritten(doc));
    assert.not.ok(shared(doc));
    assert.ok(asWritten.errors!.length > 0);
    assert.equal(shape(shared.errors), shape(asWritten.errors));
    assert.equal(schemaErrors(shared.errors!), schemaErrors(asWritten.errors!), 'the same field errors');
  }
  const written = JSON.stringify(withSharedSubschemas(Composition));
  assert.ok(written.includes('"$defs"') && written.includes('"$ref":"#/$defs/shared0"'), 'repeated subschemas are referenced');
});

schema('every bad field is named, not just the first', () => {
  const bad = badEverywhere();
  const r = checkComposition(bad);
  assert.not.ok(r.ok);
  if (r.ok) return;
  const got = paths(r.errors);
  const expected = [
    'output.width', 'output.fps', 'output.background', 'extra',
    'tracks[0].clips[0].text',
    'tracks[0].clips[1].transform.scale', 'tracks[0].clips[1].opacity', 'tracks[0].clips[1].start',
    'tracks[0].clips[2].kind',
    'tracks[0].clips[3].trim.end', 'tracks[0].clips[3].transition',
    'tracks[0].clips[4].fill', 'tracks[0].clips[4].animate.opacity[1].time', 'tracks[0].clips[4].animate.opacity[1].easing', 'tracks[0].clips[4].animate.transform.skew',
    'tracks[0].clips[5].props.fontSize', 'tracks[0].clips[5].props.uppercase',
    'tracks[0].clips[6].componentId',
    'tracks[0].clips[7].profile.plate', 'tracks[0].clips[7].profile.unknownKey', 'tracks[0].clips[7].words',
  ];
  for (const p of expected) assert.ok(got.includes(p), `missing ${p} in ${JSON.stringify(r.errors, null, 1)}`);
  const alpha = r.errors.find((e) => e.path === 'tracks[0].clips[2].kind');
  assert.match(alpha!.problem, /alpha-layer/);
  assert.ok(r.errors.every((e) => typeof e.problem === 'string' && e.problem.length > 0));
  const err = compositionError(r.errors);
  assert.instance(err, AppError);
  assert.is(err.status, 422);
  assert.is(err.code, 'composition_invalid');
  assert.is((err.details.fields as FieldError[]).length, r.errors.length);
});

schema('a font the renderer cannot draw is font_not_reproducible', () => {
  const comp = minimal();
  (comp.tracks as { clips: Record<string, unknown>[] }[])[0]!.clips[0]!.style = { fontFamily: 'Comic Sans MS', fontWeight: 400 };
  const r = checkComposition(comp);
  assert.not.ok(r.ok);
  if (r.ok) return;
  assert.equal(paths(r.errors), ['tracks[0].clips[0].style.fontFamily']);
  assert.is(r.errors[0]!.code, 'font_not_reproducible');
  const err = compositionError(r.errors);
  assert.is(err.code, 'font_not_reproducible');
  assert.is(err.status, 422);
});

schema('a weight with no face near it, or a missing style, is not reproducible; a near weight is admitted with a warning', () => {
  const comp = minimal();
  const clip = (comp.tracks as { clips: Record<string, unknown>[] }[])[0]!.clips[0]!;
  clip.style = { fontFamily: 'Bebas Neue', fontWeight: 700 };
  let r = checkComposition(comp);
  assert.ok(!r.ok && r.errors[0]!.code === 'font_not_reproducible');
  clip.style = { fontFamily: 'Bebas Neue', fontWeight: 400, fontStyle: 'italic' };
  r = checkComposition(comp);
  assert.ok(!r.ok && r.errors[0]!.code === 'font_not_reproducible');
  clip.style = { fontFamily: 'Inter', fontWeight: 450 };
  r = checkComposition(comp);
  assert.ok(r.ok);
  if (r.ok) assert.match(r.warnings.join('\n'), /450 of Inter is drawn with the admitted weight 500/);
});

schema('component props and brand kit fonts are checked for reproducibility too', () => {
  const comp = minimal();
  comp.brandKit = { kit: { colors: { primary: '#111111', secondary: '#222222', accent: '#333333', background: '#000000', text: '#ffffff' }, headingFont: { fontFamily: 'Papyrus', fontWeight: 700 }, bodyFont: { fontFamily: 'Inter', fontWeight: 400 } } };
  (comp.tracks as { clips: Record<string, unknown>[] }[])[0]!.clips.push({ kind: 'component', start: 3, duration: 2, componentId: 'kinetic-title', props: { fontFamily: 'Wingdings' } });
  const r = checkComposition(comp);
  assert.not.ok(r.ok);
  if (r.ok) return;
  const got = paths(r.errors);
  assert.ok(got.includes('brandKit.kit.headingFont'));
  assert.ok(got.includes('tracks[0].clips[1].props.fontFamily'));
  assert.ok(r.errors.every((e) => e.code === 'font_not_reproducible'));
});

schema('clips that cover no frame, overlap, or carry a transition too long for their neighbour are refused', () => {
  const comp = minimal();
  comp.tracks = [{ clips: [
    { kind: 'text', start: 0, duration: 0.01, text: 'blink' },
    { kind: 'text', start: 1, duration: 1, text: 'a' },
    { kind: 'text', start: 2, duration: 0.5, text: 'b', transition: { kind: 'crossfade', duration: 1 } },
  ] }];
  const r = checkComposition(comp);
  assert.not.ok(r.ok);
  if (r.ok) return;
  assert.equal(paths(r.errors).sort(), ['tracks[0].clips[0].duration', 'tracks[0].clips[2].transition.duration'].sort());
});

schema('brand references must name tokens of the right kind', () => {
  const comp = minimal();
  (comp.tracks as { clips: Record<string, unknown>[] }[])[0]!.clips[0]!.style = { color: 'brand:fonts.heading', fontFamily: 'brand:colors.primary' };
  const r = checkComposition(comp);
  assert.not.ok(r.ok);
  if (r.ok) return;
  assert.equal(paths(r.errors).sort(), ['tracks[0].clips[0].style.color', 'tracks[0].clips[0].style.fontFamily']);
});

schema.run();
