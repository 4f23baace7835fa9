import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { Type } from '@sinclair/typebox';
import type { Canvas } from '@napi-rs/canvas';
import { builtinCatalog, builtinComponents, catalogListing } from '../../catalog/index.ts';
import { categories, defineComponent, kinds, tiers, useCases, type Component } from '../../catalog/sdk.ts';
import { frameAtFraction, renderComponentFrame } from '../../render-node/renderer/preview.ts';
import { pixels } from './pixels.ts';

/**
 * The built-in catalog as a whole: its size and shape, references between entries, every entry's
 * API metadata, and every example drawn through the preview path.
 */
const integrity = suite('component catalog integrity');
const catalog = builtinCatalog();
const list = catalog.list();
const entries = catalogListing(list).data;

integrity('ids are unique and each built-in has one version', () => {
  const ids = builtinComponents.map((c) => c.id);
  const repeated = ids.filter((id, i) => ids.indexOf(id) !== i);
  assert.equal(repeated, [], `ids defined more than once: ${repeated.join(', ')}`);
  assert.is(list.length, builtinComponents.length);
});

integrity('every pairsWith and avoidWith id names a component of the catalog', () => {
  const unknown: string[] = [];
  for (const c of list) {
    for (const id of [...c.pairsWith, ...c.avoidWith]) if (!catalog.get(id)) unknown.push(`${c.id} → ${id}`);
    assert.not.ok(c.pairsWith.includes(c.id) || c.avoidWith.includes(c.id), `${c.id} refers to itself`);
    const both = c.pairsWith.filter((id) => c.avoidWith.includes(id));
    assert.equal(both, [], `${c.id} both pairs with and avoids ${both.join(', ')}`);
  }
  assert.equal(unknown, [], `unknown ids: ${unknown.join('; ')}`);
});

integrity('the catalog holds 94 built-ins: 87 components or transitions and 7 scenes', () => {
  const primitives = list.filter((c) => c.kind === 'component' || c.kind === 'transition');
  const scenes = list.filter((c) => c.kind === 'scene');
  assert.is(primitives.length, 87, `${primitives.length} components and transitions`);
  assert.is(scenes.length, 7, `${scenes.length} scenes`);
  assert.is(list.length, 94);
});

integrity('every category has at least 8 entries', () => {
  for (const category of categories) {
    const n = list.filter((c) => c.category === category).length;
    assert.ok(n >= 8, `category ${category} has ${n}`);
  }
});

integrity('every API entry carries the metadata agents choose by, and a manifest v2', () => {
  const nonEmpty = (v: unknown) => (typeof v === 'string' ? v.trim().length > 0 : Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && x.trim().length > 0));
  for (const e of entries) {
    for (const field of ['intent', 'useWhen', 'tags', 'mood', 'useCase'] as const) assert.ok(nonEmpty(e[field]), `${e.id}.${field} is empty`);
    assert.ok(kinds.includes(e.kind) && categories.includes(e.category) && tiers.includes(e.tier), `${e.id}: kind, category or tier`);
    for (const u of e.useCase) assert.ok(useCases.includes(u), `${e.id}: use case ${u}`);
    assert.ok(e.examples.length >= 1, `${e.id} has no example`);
    for (const field of ['aspectRatio', 'fps', 'resolution'] as const) assert.ok(e.format[field] !== undefined, `${e.id}.format.${field}`);
    assert.ok(e.placement.clipSourceKind && e.placement.refField, `${e.id}.placement`);
    const m = e.manifest;
    assert.is(m.version, 2, `${e.id}.manifest.version`);
    for (const [name, asset] of Object.entries(m.assets)) {
      assert.ok(typeof asset.kind === 'string' && asset.kind.length > 0, `${e.id}.manifest.assets.${name}.kind`);
      assert.type(asset.required, 'boolean', `${e.id}.manifest.assets.${name}.required`);
      assert.ok(asset.mimeTypes.length > 0 && asset.mimeTypes.every((t) => /^[a-z]+\/[\w.+-]+$/.test(t)), `${e.id}.manifest.assets.${name}.mimeTypes`);
      assert.ok(typeof asset.mediaDemand.mode === 'string' && asset.mediaDemand.mode.length > 0, `${e.id}.manifest.assets.${name}.mediaDemand.mode`);
    }
    assert.ok(m.graphics.api && typeof m.graphics.required === 'boolean' && m.graphics.accelerationPreference, `${e.id}.manifest.graphics`);
    assert.ok(typeof m.alphaPolicy === 'string' && m.alphaPolicy.length > 0, `${e.id}.manifest.alphaPolicy`);
    assert.ok(Number.isInteger(m.sceneShot.version) && m.sceneShot.version >= 1, `${e.id}.manifest.sceneShot.version`);
  }
});

/** What the preview shows for a component of this category and kind that draws nothing: the
 *  neutral backdrop under overlays, transparency for backgrounds, transitions and scenes. */
function emptyPreview(c: Component): Canvas {
  const nothing = defineComponent({
    id: 'draws-nothing', name: 'nothing', description: 'nothing', category: c.category, kind: c.kind, version: '1.0.0',
    propSchema: Type.Object({}), propDefaults: {}, durationInFrames: 2, tier: 'niche', useCase: ['emphasis'], mood: ['none'], tags: ['none'],
    intent: 'none', useWhen: 'never', draw() {},
  }) as unknown as Component;
  return renderComponentFrame(nothing, 0, { width: W, height: H, backdrop: true });
}

/** Share of pixels where two pictures of one size differ visibly on some channel. */
function changedShare(a: Canvas, b: Canvas): number {
  const pa = pixels(a), pb = pixels(b);
  let changed = 0;
  for (let i = 0; i < pa.length; i += 4) {
    if (Math.max(Math.abs(pa[i]! - pb[i]!), Math.abs(pa[i + 1]! - pb[i + 1]!), Math.abs(pa[i + 2]! - pb[i + 2]!), Math.abs(pa[i + 3]! - pb[i + 3]!)) > 8) changed++;
  }
  return changed / (pa.length / 4);
}

const W = 320, H = 180;

integrity('the blank check sees a small mark and nothing else', () => {
  const base = { name: 'x', description: 'x', category: 'ui-blocks' as const, kind: 'component' as const, version: '1.0.0', propSchema: Type.Object({}), propDefaults: {}, durationInFrames: 2, tier: 'niche' as const, useCase: ['emphasis' as const], mood: ['x'], tags: ['x'], intent: 'x', useWhen: 'x' };
  const mark = defineComponent({ ...base, id: 'small-mark', draw(ctx) { ctx.fillStyle = '#ffffff'; ctx.fillRect(10, 10, 12, 12); } }) as unknown as Component;
  const none = defineComponent({ ...base, id: 'no-mark', draw() {} }) as unknown as Component;
  assert.ok(changedShare(renderComponentFrame(mark, 0, { width: W, height: H, backdrop: true }), emptyPreview(mark)) > 0.001);
  assert.is(changedShare(renderComponentFrame(none, 0, { width: W, height: H, backdrop: true }), emptyPreview(none)), 0);
});

for (const c of list) {
  integrity(`every example of ${c.id} renders at 50 % through the preview path`, () => {
    const empty = emptyPreview(c);
    for (const ex of c.examples) {
      let drawn: Canvas;
      try {
        drawn = renderComponentFrame(c, frameAtFraction(c, 0.5), { width: W, height: H, backdrop: true, props: ex.props });
      } catch (err) {
        assert.unreachable(`${c.id} example '${ex.title}' threw: ${(err as Error).message}`);
        return;
      }
      // Blank: the preview looks as if the component drew nothing at all.
      const changed = changedShare(drawn, empty);
      assert.ok(changed > 0.001, `${c.id} example '${ex.title}' is blank (${(changed * 100).toFixed(3)} % of pixels drawn)`);
    }
  });
}

integrity.run();
