import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Type } from '@sinclair/typebox';
import { ComponentCatalog } from '../../catalog/index.ts';
import { defineComponent } from '../../catalog/sdk.ts';
import { checkComposition } from '../../catalog/check/check.ts';
import { catalogRules } from '../../catalog/check/components.ts';
import { validateComposition, type FieldError } from '../../shared/composition/validate.ts';
import { bundledFonts } from '../../shared/fonts/index.ts';

const rules = suite('composition checks that need the component catalog');

function withClips(clips: Record<string, unknown>[]): Record<string, unknown> {
  return { version: 1, output: { width: 1280, height: 720, fps: 30, background: '#101010' }, tracks: [{ clips }] };
}

function errorsOf(input: unknown, check: (input: unknown) => ReturnType<typeof checkComposition> = checkComposition): FieldError[] {
  const r = check(input);
  return r.ok ? [] : r.errors;
}

function find(errors: FieldError[], path: string): FieldError {
  const e = errors.find((x) => x.path === path);
  assert.ok(e, `no error at ${path} in ${JSON.stringify(errors, null, 1)}`);
  return e!;
}

const title = (start: number) => ({ kind: 'text', start, duration: 1, text: 'x' });

rules('component transitions: the id must name a transition of the catalog, with valid props', () => {
  const errors = errorsOf(withClips([
    title(0),
    { ...title(1), transition: { kind: 'component', duration: 0.3, componentId: 'no-such-wipe' } },
    { ...title(2), transition: { kind: 'component', duration: 0.3, componentId: 'kinetic-title' } },
    { ...title(3), transition: { kind: 'component', duration: 0.3, componentId: 'diagonal-wipe', props: { angle: 90 } } },
    { ...title(4), transition: { kind: 'component', duration: 0.3 } },
  ]));
  assert.is(find(errors, 'tracks[0].clips[1].transition.componentId').code, 'unknown_component');
  assert.match(find(errors, 'tracks[0].clips[2].transition.componentId').problem, /of kind component, not transition/);
  find(errors, 'tracks[0].clips[3].transition.props.angle');
  assert.match(find(errors, 'tracks[0].clips[4].transition.componentId').problem, /is required when kind is component/);
  assert.is(errors.length, 4, JSON.stringify(errors, null, 1));
});

rules('component clips: a transition is not a clip, and a pinned version must exist', () => {
  const errors = errorsOf(withClips([
    { kind: 'component', start: 0, duration: 1, componentId: 'diagonal-wipe' },
    { kind: 'component', start: 1, duration: 1, componentId: 'kinetic-title', version: '9.9.9' },
  ]));
  assert.match(find(errors, 'tracks[0].clips[0].componentId').problem, /is a transition/);
  const pinned = find(errors, 'tracks[0].clips[1].componentId');
  assert.is(pinned.code, 'unknown_component');
  assert.match(pinned.problem, /at version 9\.9\.9/);
  assert.is(errors.length, 2);
});

rules('animating props.<name> needs a numeric prop of the component', () => {
  const animate = { 'props.fontSize': [{ time: 0, value: 40 }, { time: 1, value: 80 }], 'props.text': [{ time: 0, value: 1 }], 'props.nope': [{ time: 0, value: 1 }] };
  const errors = errorsOf(withClips([{ kind: 'component', start: 0, duration: 2, componentId: 'kinetic-title', animate }]));
  assert.equal(errors.map((e) => e.path).sort(), ['tracks[0].clips[0].animate.props.nope', 'tracks[0].clips[0].animate.props.text']);
  assert.match(find(errors, 'tracks[0].clips[0].animate.props.text').problem, /no numeric prop 'text'/);
});

rules('the rules run against the catalog they are given, at the pinned version', () => {
  const base = {
    id: 'meter', name: 'Meter', description: 'x', category: 'ui-blocks' as const, kind: 'component' as const, durationInFrames: 30, tier: 'niche' as const,
    useCase: ['explainer' as const], mood: ['x'], tags: ['x'], intent: 'x', useWhen: 'x', draw() {},
  };
  const catalog = new ComponentCatalog([
    defineComponent({ ...base, version: '1.0.0', propSchema: Type.Object({ level: Type.Number({ minimum: 0, maximum: 1 }) }), propDefaults: { level: 0.5 } }),
    defineComponent({ ...base, version: '2.0.0', propSchema: Type.Object({ level: Type.String() }), propDefaults: { level: 'half' } }),
  ]);
  const check = (input: unknown) => validateComposition(input, { components: catalogRules(catalog), fonts: bundledFonts() });
  const animated = (version: string) => withClips([{ kind: 'component', start: 0, duration: 1, componentId: 'meter', version, animate: { 'props.level': [{ time: 0, value: 0 }, { time: 1, value: 1 }] } }]);
  assert.equal(errorsOf(animated('1.0.0'), check), []);
  assert.equal(errorsOf(animated('2.0.0'), check).map((e) => e.path), ['tracks[0].clips[0].animate.props.level']);
  assert.is(find(errorsOf(withClips([{ kind: 'component', start: 0, duration: 1, componentId: 'meter', version: '1.0.0', props: { level: 2 } }]), check), 'tracks[0].clips[0].props.level').code, 'invalid');
  // The built-in catalog knows no `meter`.
  assert.is(find(errorsOf(animated('1.0.0')), 'tracks[0].clips[0].componentId').code, 'unknown_component');
});

rules.run();
