/**
 * A frame that cannot be drawn fails with a typed failure that says which frame and clip and what
 * kind of failure, in a message without stacks or absolute paths.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Type } from '@sinclair/typebox';
import { FrameRenderer } from '../../render-node/renderer/renderer.ts';
import { TransitionRegistry } from '../../render-node/renderer/transitions.ts';
import { builtinCatalog, builtinComponents, ComponentCatalog } from '../../catalog/index.ts';
import { defineComponent } from '../../catalog/sdk.ts';
import { brandTokens } from '../../shared/composition/brand.ts';
import { transitionKinds, type Composition } from '../../shared/composition/schema.ts';
import { AssetUnreadableError, ComponentRuntimeError, FontUnavailableError, JobFailure, RenderInternalError } from '../../shared/failures.ts';
import { makeFixtures, type Fixtures } from './fixtures.ts';

const failures = suite('frame renderer: typed drawing failures');
let fx: Fixtures;
failures.before(() => { fx = makeFixtures(); });
failures.after(() => fx.cleanup());

/** An author's component with a bug: it reads a field of nothing once its bar has grown past half. */
const brokenBar = defineComponent({
  id: 'broken-bar', name: 'Broken bar', description: 'A bar that grows, then fails.', category: 'ui-blocks', kind: 'component', version: '1.0.0',
  propSchema: Type.Object({ color: Type.String() }), propDefaults: { color: '#ff0000' }, durationInFrames: 30,
  tier: 'niche', useCase: ['emphasis'], mood: [], tags: [], intent: 'test', useWhen: 'never',
  draw(ctx, f, p) {
    const bars: { width: number }[] = [{ width: f.width * f.progress }];
    ctx.fillStyle = p.color;
    ctx.fillRect(0, 0, bars[f.progress > 0.5 ? 1 : 0]!.width, f.height);
  },
});

/** A transition component that throws on its first frame. */
const brokenWipe = defineComponent({
  id: 'broken-wipe', name: 'Broken wipe', description: 'Fails at once.', category: 'transitions', kind: 'transition', version: '1.0.0',
  propSchema: Type.Object({}), propDefaults: {}, durationInFrames: 10,
  tier: 'niche', useCase: ['transition'], mood: [], tags: [], intent: 'test', useWhen: 'never',
  draw() { throw new Error(`wipe failed in ${join(fx.dir, 'wipe.ts')}`); },
});

const catalog = new ComponentCatalog([...builtinComponents, brokenBar, brokenWipe] as never[]);

function composition(clips: unknown[], extra: Record<string, unknown> = {}): Composition {
  return { version: 1, output: { width: 160, height: 90, fps: 30, background: '#000000' }, tracks: [{ clips: [{ kind: 'shape', shape: 'rectangle', start: 0, duration: 2, fill: '#223344' }] }, { clips }], ...extra } as unknown as Composition;
}

async function failureOf(comp: Composition, frame: number): Promise<JobFailure> {
  const r = new FrameRenderer(comp, { baseDir: fx.dir, catalog });
  try {
    const err = await r.renderFrame(frame).then(() => undefined, (e: unknown) => e);
    assert.instance(err, JobFailure, `frame ${frame} fails with a typed failure`);
    return err as JobFailure;
  } finally {
    await r.close();
  }
}

/** A message users may see: one line, no stack frame, no absolute path of this machine. */
function assertSanitized(message: string) {
  assert.not.match(message, /\n/);
  assert.not.match(message, /\bat .*:\d+:\d+/);
  assert.not.ok(message.includes(fx.dir), `no fixture path in: ${message}`);
  assert.not.match(message, /(^|[\s'"(])\/[^\s'"]+\//, `no absolute path in: ${message}`);
}

failures('a component whose code throws fails the frame as component_runtime_error, naming the frame, clip and component', async () => {
  const comp = composition([{ kind: 'component', start: 0, duration: 1, componentId: 'broken-bar' }]);
  const r = new FrameRenderer(comp, { baseDir: fx.dir, catalog });
  try {
    assert.is((await r.renderFrame(10)).length, 160 * 90 * 4, 'it draws until its bug is reached');
  } finally {
    await r.close();
  }
  const err = await failureOf(comp, 20);
  assert.instance(err, ComponentRuntimeError);
  assert.equal([err.code, err.category, err.permanent], ['component_runtime_error', 'authoring', true]);
  assert.is((err as ComponentRuntimeError).componentId, 'broken-bar');
  assert.instance(err.cause, TypeError);
  assert.match(err.message, /^frame 20, tracks\[1\]\.clips\[0\]: the component 'broken-bar' failed while drawing: TypeError: /);
  assertSanitized(err.message);
});

failures('a transition component that throws names the transition of the incoming clip', async () => {
  const comp = composition([
    { kind: 'shape', shape: 'rectangle', start: 0, duration: 1, fill: '#ff0000' },
    { kind: 'shape', shape: 'rectangle', start: 1, duration: 1, fill: '#00ff00', transition: { kind: 'component', componentId: 'broken-wipe', duration: 0.4 } },
  ]);
  const err = await failureOf(comp, 30);
  assert.instance(err, ComponentRuntimeError);
  assert.match(err.message, /^frame 30, tracks\[1\]\.clips\[1\]\.transition: the component 'broken-wipe' failed while drawing: wipe failed in wipe\.ts$/);
  assertSanitized(err.message);
});

failures('a missing or undecodable media file is asset_unreadable, naming the source as the composition does', async () => {
  const missing = await failureOf(composition([{ kind: 'image', start: 0, duration: 1, src: 'nowhere.png' }]), 5);
  assert.instance(missing, AssetUnreadableError);
  assert.equal([missing.code, missing.category, missing.permanent], ['asset_unreadable', 'media', true]);
  assert.is(missing.message, "frame 5, tracks[1].clips[0]: the media 'nowhere.png' cannot be read or decoded (no such file)");

  writeFileSync(join(fx.dir, 'garbage.png'), Buffer.from('this is not a picture'));
  const garbage = await failureOf(composition([{ kind: 'image', start: 0, duration: 1, src: 'garbage.png' }]), 0);
  assert.instance(garbage, AssetUnreadableError);
  assert.is(garbage.message, "frame 0, tracks[1].clips[0]: the media 'garbage.png' cannot be read or decoded (not a decodable image)");
  assertSanitized(garbage.message);

  const video = await failureOf(composition([{ kind: 'video', start: 0, duration: 1, src: 'garbage.png' }]), 0);
  assert.instance(video, AssetUnreadableError);
  assertSanitized(video.message);

  const kit = {
    colors: { primary: '#5b5bf6', secondary: '#12b5cb', accent: '#ffb020', background: '#0c1022', text: '#ffffff' },
    headingFont: { fontFamily: 'Montserrat', fontWeight: 800 }, bodyFont: { fontFamily: 'Inter', fontWeight: 500 },
    watermark: { src: 'gone.png' },
  };
  const watermark = await failureOf(composition([], { brandKit: { kit } }), 0);
  assert.instance(watermark, AssetUnreadableError);
  assert.match(watermark.message, /^frame 0, brandKit\.watermark: the media 'gone\.png'/);
});

failures('a font that cannot be drawn is font_not_reproducible', async () => {
  const err = await failureOf(composition([{ kind: 'text', start: 0, duration: 1, text: 'hello', style: { fontFamily: 'Comic Sans MS' } }]), 0);
  assert.instance(err, FontUnavailableError);
  assert.equal([err.code, err.category], ['font_not_reproducible', 'authoring']);
  assert.match(err.message, /^frame 0, tracks\[1\]\.clips\[0\]: font not available: /);
  const inComponent = await failureOf(composition([{ kind: 'component', start: 0, duration: 1, componentId: 'lower-third', props: { name: 'Ada', fontFamily: 'Comic Sans MS' } }]), 15);
  assert.instance(inComponent, FontUnavailableError, 'a font a component cannot set stays a font failure');
});

failures('anything else that breaks drawing is an internal error: retried, and its detail kept for the log only', async () => {
  const err = await failureOf(composition([{ kind: 'component', start: 0, duration: 1, componentId: 'not-in-this-catalog' }]), 0);
  assert.instance(err, RenderInternalError);
  assert.equal([err.code, err.category, err.permanent], ['render_internal_error', 'internal', false]);
  assert.is(err.message, 'frame 0, tracks[1].clips[0]: an internal error stopped the drawing (the render node logged the details)');
  assert.match((err.cause as Error).message, /not-in-this-catalog/);
});

failures('a frame outside the composition is still a RangeError', async () => {
  const r = new FrameRenderer(composition([]), { baseDir: fx.dir });
  try {
    assert.instance(await r.renderFrame(60).then(() => undefined, (e: unknown) => e), RangeError);
  } finally {
    await r.close();
  }
});

failures('every transition the schema names, and every transition component, resolves through the one registry', () => {
  const registry = new TransitionRegistry({ catalog: builtinCatalog(), tokens: brandTokens(undefined), width: 160, height: 90, fps: 30, color: (v) => v });
  for (const kind of transitionKinds.filter((k) => k !== 'component')) {
    assert.equal(registry.resolve({ kind, duration: 0.5 }).images, [], kind);
  }
  for (const c of builtinCatalog().list().filter((c) => c.kind === 'transition')) {
    assert.ok(registry.resolve({ kind: 'component', componentId: c.id, duration: 0.5 }), c.id);
  }
  const tr = { kind: 'crossfade' as const, duration: 0.5 };
  assert.is(registry.resolve(tr), registry.resolve(tr), 'resolved once per transition');
  assert.throws(() => registry.resolve({ kind: 'component', componentId: 'no-such-wipe', duration: 0.5 }), /no-such-wipe/);
});

failures.run();
