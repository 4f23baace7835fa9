/**
 * Compiling org components and the built-ins' own source: every built-in's standalone module
 * compiles (only the SDK and TypeBox imported, its id replaced, its version dropped); imports
 * outside the allow-list, syntax errors and bad definitions are problems at the line of the
 * submitted source; the manifest is the definition with the store's id and version; asset bytes
 * are canonical and decode back.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { builtinCatalog } from '../../catalog/index.ts';
import {
  builtinComponentSource, compileComponentSource, componentAssetRef, componentContentHash, decodeComponentAsset, encodeComponentAsset, sdkModuleName,
} from '../../catalog/sandbox/index.ts';

const test = suite('component sandbox: compiling source');

/** A small org component; `draw` and `top` are pasted in as written. */
function source(draw = "ctx.fillStyle = p.color; ctx.fillRect(0, 0, f.width * f.progress, f.height);", top = '', extra = ''): string {
  return `import { defineComponent, Type, color } from '${sdkModuleName}';
${top}
export default defineComponent({
  name: 'Bar',
  description: 'A bar that grows.',
  category: 'ui-blocks',
  kind: 'component',
  propSchema: Type.Object({ color: color('bar colour') }),
  propDefaults: { color: '#ff0000' },
  durationInFrames: 30,
  tier: 'niche',
  useCase: ['emphasis'],
  mood: ['calm'],
  tags: ['bar'],
  intent: 'show progress',
  useWhen: 'a number grows',${extra}
  draw(ctx, f, p) {
    ${draw}
  },
});
`;
}

test('every built-in has a standalone source that compiles, importing only the SDK and TypeBox', async () => {
  const ids = builtinCatalog().list().map((c) => c.id);
  assert.is(ids.length, 94);
  for (const id of ids) {
    const text = builtinComponentSource(id, { asId: `org-${id}` });
    assert.type(text, 'string', id);
    const imports = [...text!.matchAll(/^import .* from '([^']+)';$/gm)].map((m) => m[1]);
    assert.ok(imports.every((from) => from === sdkModuleName || from === '@sinclair/typebox'), `${id} imports ${imports.join(', ')}`);
    assert.match(text!, /^export default defineComponent\(\{$/m, id);
    assert.ok(text!.includes(`id: 'org-${id}'`), `${id}: the id is replaced`);
    assert.not.match(text!, /^\s+version: /m, `${id}: the version is left to the store`);
    assert.not.match(text!, /^export (const|function) /m, `${id}: one export, the default`);
    const compiled = await compileComponentSource(text!, { id: `org-${id}`, version: '1' });
    assert.ok(compiled.ok, `${id}: ${JSON.stringify(!compiled.ok && compiled.problems)}`);
    if (!compiled.ok) continue;
    const native = builtinCatalog().get(id)!;
    assert.equal([compiled.compiled.manifest.id, compiled.compiled.manifest.version], [`org-${id}`, '1']);
    assert.equal(compiled.compiled.manifest.propDefaults, native.propDefaults, `${id}: the same defaults`);
    assert.equal(compiled.compiled.manifest.propSchema, JSON.parse(JSON.stringify(native.propSchema)), `${id}: the same prop schema`);
    assert.is(compiled.compiled.manifest.durationInFrames, native.durationInFrames);
  }
});

test('a built-in source keeps its own id unless asked, and an unknown id has none', () => {
  assert.match(builtinComponentSource('kinetic-title')!, /id: 'kinetic-title'/);
  assert.is(builtinComponentSource('no-such-component'), undefined);
  // Helpers of the family's helper modules come along (the transition's onOwnLayer from pictures.ts).
  const pixelDissolve = builtinComponentSource('pixel-dissolve')!;
  assert.match(pixelDissolve, /^function onOwnLayer\(/m);
  assert.not.match(pixelDissolve, /from '\.\.?\//);
});

test('the manifest is the definition with the id and version the store gives; the source\'s own are ignored', async () => {
  const result = await compileComponentSource(source(undefined, '', "\n  id: 'whatever-i-say',\n  version: '9.9.9',"), { id: 'acme-bar', version: '3' });
  assert.ok(result.ok, JSON.stringify(!result.ok && result.problems));
  if (!result.ok) return;
  const m = result.compiled.manifest;
  assert.equal([m.id, m.version, m.name, m.category, m.kind], ['acme-bar', '3', 'Bar', 'ui-blocks', 'component']);
  assert.equal(m.pairsWith, [], 'the SDK fills the optional lists');
  assert.equal(m.propSchema, { type: 'object', required: ['color'], properties: { color: { type: 'string', minLength: 1, description: 'bar colour' } } });
  assert.not.ok('draw' in m);
});

test('an import outside the allow-list is a problem at its line, used or not', async () => {
  for (const [top, spec] of [["import fs from 'fs';", 'fs'], ["import { readFileSync } from 'node:fs';", 'node:fs'], ["import { x } from './helpers.ts';", './helpers.ts'], ["import 'https://example.com/x.js';", 'https://example.com/x.js']] as const) {
    const result = await compileComponentSource(source(undefined, top), { id: 'acme-bar', version: '1' });
    assert.not.ok(result.ok, top);
    if (result.ok) continue;
    assert.equal(result.problems[0], { line: 2, column: 1, message: `'${spec}' cannot be imported by a component: import only ${sdkModuleName} and @sinclair/typebox` }, top);
  }
  const required = await compileComponentSource(source("const fs = require('fs'); fs.readFileSync('/etc/passwd');"), { id: 'acme-bar', version: '1' });
  assert.not.ok(required.ok);
  if (!required.ok) assert.equal([required.problems[0]!.line, required.problems[0]!.message], [18, `'fs' cannot be imported by a component: import only ${sdkModuleName} and @sinclair/typebox`]);
  const typeOnly = await compileComponentSource(source(undefined, "import type { SKRSContext2D } from '@napi-rs/canvas';"), { id: 'acme-bar', version: '1' });
  assert.ok(typeOnly.ok, 'a type-only import is erased, so it is allowed');
});

test('syntax errors and definition problems name the line of the source', async () => {
  const syntax = await compileComponentSource(source('ctx.fillRect(0, 0, 1, 1;'), { id: 'acme-bar', version: '1' });
  assert.not.ok(syntax.ok);
  if (!syntax.ok) assert.equal([syntax.problems[0]!.line, syntax.problems[0]!.column], [18, 28]);

  const badCategory = await compileComponentSource(source().replace("category: 'ui-blocks'", "category: 'widgets'"), { id: 'acme-bar', version: '1' });
  assert.not.ok(badCategory.ok);
  if (!badCategory.ok) {
    assert.is(badCategory.problems[0]!.line, 6, 'the line of the field');
    assert.match(badCategory.problems[0]!.message, /category/);
  }

  const badDefaults = await compileComponentSource(source().replace("propDefaults: { color: '#ff0000' }", 'propDefaults: { color: 7 }'), { id: 'acme-bar', version: '1' });
  assert.not.ok(badDefaults.ok);
  if (!badDefaults.ok) assert.equal([badDefaults.problems[0]!.line, badDefaults.problems[0]!.message], [9, 'propDefaults do not match propSchema: /color must be string']);

  const badBinding = await compileComponentSource(source(undefined, '', "\n  brandBindings: [{ param: 'colour', brandToken: 'colors.primary' }],"), { id: 'acme-bar', version: '1' });
  assert.not.ok(badBinding.ok, 'the SDK\'s own defineComponent checks run too');
  if (!badBinding.ok) assert.equal([badBinding.problems[0]!.line, badBinding.problems[0]!.message], [3, "component acme-bar: brand binding names unknown prop 'colour'"]);

  const noDefault = await compileComponentSource(`import { Type } from '${sdkModuleName}';\nexport const schema = Type.Object({});\n`, { id: 'acme-bar', version: '1' });
  assert.not.ok(noDefault.ok);
  if (!noDefault.ok) assert.match(noDefault.problems[0]!.message, /export default defineComponent/);

  const throwing = await compileComponentSource(`import { defineComponent } from '${sdkModuleName}';\n\nthrow new RangeError('not today');\nexport default defineComponent({} as never);\n`, { id: 'acme-bar', version: '1' });
  assert.not.ok(throwing.ok);
  if (!throwing.ok) assert.equal([throwing.problems[0]!.line, throwing.problems[0]!.message], [3, 'the module failed while loading: RangeError: not today (line 3)']);
});

test('a module that never finishes loading is stopped by the time limit', async () => {
  const result = await compileComponentSource(`import { defineComponent } from '${sdkModuleName}';\nfor (;;) {}\nexport default defineComponent({} as never);\n`, { id: 'acme-bar', version: '1' }, { frameCpuMs: 200 });
  assert.not.ok(result.ok);
  if (!result.ok) assert.match(result.problems[0]!.message, /ran past its time limit \(200 ms/);
});

test('asset bytes are canonical JSON of {manifest, js}; they decode back and hash stably', async () => {
  const result = await compileComponentSource(source(), { id: 'acme-bar', version: '2' });
  assert.ok(result.ok);
  if (!result.ok) return;
  const bytes = encodeComponentAsset(result.compiled);
  assert.equal(decodeComponentAsset(bytes), result.compiled);
  const reordered = { js: result.compiled.js, manifest: Object.fromEntries(Object.entries(result.compiled.manifest).reverse()) } as typeof result.compiled;
  assert.ok(encodeComponentAsset(reordered).equals(bytes), 'key order does not change the bytes');
  assert.is(componentContentHash(reordered), componentContentHash(result.compiled));
  assert.is(componentAssetRef('acme-bar', '2'), 'component:acme-bar@2');
  assert.throws(() => decodeComponentAsset(Buffer.from('{"js": 1}')), /not \{manifest, js\}/);
  assert.throws(() => decodeComponentAsset(Buffer.from('not json')), /not JSON/);
});

test.run();
