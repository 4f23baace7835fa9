/**
 * Compiling an org component's TypeScript source: esbuild bundles it with the component SDK
 * (sdk/) into one script for the sandbox, allowing only `@framefleet/component-sdk` and
 * `@sinclair/typebox` to be imported; the script then runs once in the sandbox to read its
 * definition, whose catalog fields become the manifest (checked here and by the SDK's own
 * defineComponent, with the id and version the store assigns). Every problem names a 1-based
 * line and column of the submitted source.
 */
import { dirname, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from './babel.ts';
import type { Message, Plugin } from 'esbuild';
import { Type, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Ajv } from 'ajv';
import { ajvClass } from '../../shared/ajv.ts';
import { brandTokenNames } from '../../shared/composition/brand.ts';
import { categories, defineComponent, kinds, tiers, useCases } from '../sdk.ts';
import { type CompiledComponent, type CompileProblem, type CompileResult, type ComponentManifest, maxSourceBytes, type SandboxLimits, sdkModuleName } from './types.ts';
import { bundleGlobal } from './protocol.ts';
import { defaultSandboxLimits, prepareComponentSandbox, Sandbox } from './runtime.ts';
import { keepSource, type RawSourceMap, withInlineMap } from './sourcemap.ts';

/** The name an org component's source is compiled under (what its source map names). */
const sourceName = 'component.tsx';

const here = dirname(fileURLToPath(import.meta.url));
const sharedDir = resolve(here, '../../shared');
const sdkEntry = resolve(here, 'sdk/index.ts');
/** Host-only modules the SDK's real files import, and what the sandbox has in their place. */
const shimOf = new Map<string, string>([
  ['node:module', resolve(here, 'sdk/node-module.ts')],
  ['@napi-rs/canvas', resolve(here, 'sdk/canvas.ts')],
  [resolve(sharedDir, 'fonts/index.ts'), resolve(here, 'sdk/fonts.ts')],
]);

/**
 * Resolves the source's imports by the allow-list and the SDK's host-only imports to the
 * sandbox's modules. Relative imports reach here only from the SDK's own files (the source's are
 * refused before bundling), and only the fonts module among them is replaced; the filters keep
 * the compiler from calling back for every other file.
 */
const componentImports: Plugin = {
  name: 'framefleet-component-imports',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.importer === '<stdin>' || args.importer === sourceName || args.importer === resolve(here, sourceName)) {
        if (args.path === sdkModuleName) return { path: sdkEntry };
        if (args.path === '@sinclair/typebox') return undefined;
        return { errors: [{ text: `'${args.path}' cannot be imported by a component: import only ${sdkModuleName} and @sinclair/typebox` }] };
      }
      const shim = shimOf.get(args.path);
      if (shim) return { path: shim };
      if (args.path === '@sinclair/typebox' || args.path.startsWith('@sinclair/typebox/')) return undefined;
      // The colour helpers parse with culori (pure JavaScript, no I/O): the SDK carries it into the sandbox.
      if (args.path === 'culori/fn') return undefined;
      return { errors: [{ text: `the component SDK cannot bundle '${args.path}' (imported by ${args.importer.split(sep).slice(-2).join('/')})` }] };
    });
    b.onResolve({ filter: /\/fonts\/index\.ts$/ }, (args) => {
      const replaced = shimOf.get(resolve(args.resolveDir, args.path));
      return replaced ? { path: replaced } : undefined;
    });
  },
};

/** Compiles source with the id and version the store assigns (the source's own are replaced). */
export async function compileComponentSource(tsxSource: string, identity: { id: string; version: string }, limits: Partial<SandboxLimits> = {}): Promise<CompileResult> {
  if (Buffer.byteLength(tsxSource) > maxSourceBytes) return { ok: false, problems: [{ line: 1, column: 1, message: `the source is larger than ${maxSourceBytes / 1024} KB` }] };
  const forbidden = forbiddenImports(tsxSource);
  if (forbidden.length) return { ok: false, problems: forbidden };
  const bundled = await bundle(tsxSource);
  if (!bundled.ok) return bundled;
  await prepareComponentSandbox();
  const label = `${identity.id}@${identity.version}`;
  const read = new Sandbox(bundled.js, { ...defaultSandboxLimits(), ...limits }, identity).readManifest();
  const definitionAt = () => definitionPosition(tsxSource);
  if (!read.ok) {
    const at = read.line !== undefined ? { line: read.line, column: read.column ?? 1 } : definitionAt();
    return { ok: false, problems: [{ ...at, message: read.message.replace(`the component '${label}' `, 'the module ') }] };
  }
  const checked = checkDefinition(JSON.parse(read.json) as Record<string, unknown>, identity);
  if (!checked.ok) return { ok: false, problems: checked.problems.map((p) => ({ ...(p.field ? fieldPosition(tsxSource, p.field) : definitionAt()), message: p.message })) };
  return { ok: true, compiled: { js: bundled.js, manifest: checked.manifest } };
}

async function bundle(tsxSource: string): Promise<{ ok: true; js: string } | { ok: false; problems: CompileProblem[] }> {
  let result;
  try {
    // esbuild loads with the first compile (see runtime.ts).
    const { build } = await import('esbuild');
    result = await build({
      stdin: { contents: tsxSource, loader: 'tsx', sourcefile: sourceName, resolveDir: here },
      bundle: true, write: false, outfile: 'component.js', format: 'iife', globalName: bundleGlobal, platform: 'neutral',
      mainFields: ['module', 'main'], conditions: ['import'], target: 'es2022', charset: 'utf8', legalComments: 'none',
      sourcemap: 'external', sourcesContent: false, logLevel: 'silent', plugins: [componentImports], minifyWhitespace: true, minifySyntax: true,
    });
  } catch (err) {
    const errors = (err as { errors?: Message[] }).errors;
    if (!errors?.length) throw err;
    return { ok: false, problems: errors.slice(0, 20).map(problemOf) };
  }
  const js = result.outputFiles.find((f) => f.path.endsWith('.js'))!.text;
  const map = JSON.parse(result.outputFiles.find((f) => f.path.endsWith('.map'))!.text) as RawSourceMap;
  return { ok: true, js: withInlineMap(js, keepSource(map, sourceName)) };
}

function problemOf(m: Message): CompileProblem {
  const file = m.location?.file ?? '';
  const inSource = m.location && (file === '<stdin>' || file === sourceName || file.endsWith(`/${sourceName}`));
  return { line: inSource ? m.location!.line : 1, column: inSource ? m.location!.column + 1 : 1, message: m.text };
}

/**
 * Imports of anything but the SDK and TypeBox, each at its line, unused ones too (the compiler
 * would drop an unused import before looking at it); type-only imports are erased and allowed.
 */
function forbiddenImports(source: string): CompileProblem[] {
  let ast;
  try {
    ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
  } catch {
    return []; // The compiler reports the syntax error with its position.
  }
  const problems: CompileProblem[] = [];
  for (const node of ast.program.body) {
    let from: string | undefined;
    if (node.type === 'ImportDeclaration' && node.importKind !== 'type' && !(node.specifiers.length > 0 && node.specifiers.every((s) => s.type === 'ImportSpecifier' && s.importKind === 'type'))) from = node.source.value;
    else if ((node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && node.source && node.exportKind !== 'type') from = node.source.value;
    else if (node.type === 'TSImportEqualsDeclaration' && node.moduleReference.type === 'TSExternalModuleReference') from = node.moduleReference.expression.value;
    if (from === undefined || from === sdkModuleName || from === '@sinclair/typebox') continue;
    const at = node.loc?.start;
    problems.push({ line: at?.line ?? 1, column: (at?.column ?? 0) + 1, message: `'${from}' cannot be imported by a component: import only ${sdkModuleName} and @sinclair/typebox` });
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// The definition's catalog fields

const oneOf = (values: readonly string[]) => Type.Union(values.map((v) => Type.Literal(v)));
const text = (maxLength: number) => Type.String({ maxLength });
const texts = Type.Array(text(200), { maxItems: 100 });
const jsonObject = Type.Record(Type.String(), Type.Unknown());

/** What a definition may say besides draw (the SDK's ComponentDefinition), as JSON. */
const definitionSchema = Type.Object({
  id: Type.Optional(Type.String()),
  version: Type.Optional(Type.String()),
  name: Type.String({ minLength: 1, maxLength: 200 }),
  description: text(4000),
  category: oneOf(categories),
  kind: oneOf(kinds),
  propSchema: Type.Object({ type: Type.Literal('object'), properties: Type.Record(Type.String(), Type.Object({})) }),
  propDefaults: jsonObject,
  durationInFrames: Type.Integer({ minimum: 1, maximum: 1_000_000 }),
  textParam: Type.Optional(Type.String()),
  subtextParam: Type.Optional(Type.String()),
  tier: oneOf(tiers),
  useCase: Type.Array(oneOf(useCases)),
  mood: texts,
  tags: texts,
  intent: text(4000),
  useWhen: text(4000),
  pairsWith: Type.Optional(texts),
  avoidWith: Type.Optional(texts),
  brandBindings: Type.Optional(Type.Array(Type.Object({ param: Type.String(), brandToken: oneOf(brandTokenNames) }, { additionalProperties: false }))),
  fontParams: Type.Optional(Type.Array(Type.Object({
    family: Type.String(), weight: Type.Optional(Type.String()), weights: Type.Optional(Type.Array(Type.Integer({ minimum: 1, maximum: 1000 }))), style: Type.Optional(Type.String()),
  }, { additionalProperties: false }))),
  imageParams: Type.Optional(texts),
  examples: Type.Optional(Type.Array(Type.Object({ title: Type.String(), props: jsonObject }, { additionalProperties: false }), { maxItems: 50 })),
  fixedCopy: Type.Optional(texts),
  warnings: Type.Optional(texts),
  format: Type.Optional(Type.Object({ aspectRatio: Type.String(), fps: Type.Number({ exclusiveMinimum: 0 }), resolution: Type.String() }, { additionalProperties: false })),
  sounds: Type.Optional(Type.Array(Type.Object({
    atSec: Type.Optional(Type.Number()), atProgress: Type.Optional(Type.Number()), family: Type.String(), soundId: Type.Optional(Type.String()), gainDb: Type.Optional(Type.Number()),
  }, { additionalProperties: false }), { maxItems: 50 })),
}, { additionalProperties: false });

// Loaded and made on the first definition checked: every control plane loads this module, few
// compile an org component, and Ajv with its meta-schemas cost 40 ms or more of a start.
let propSchemasInstance: Ajv | undefined;
const propSchemas = (): Ajv => (propSchemasInstance ??= new (ajvClass())({ allErrors: true, strict: false }));

type Checked = { ok: true; manifest: ComponentManifest } | { ok: false; problems: { field?: string; message: string }[] };

function checkDefinition(fields: Record<string, unknown>, identity: { id: string; version: string }): Checked {
  const errors = [...Value.Errors(definitionSchema as TSchema, fields)].slice(0, 10);
  if (errors.length) {
    return { ok: false, problems: errors.map((e) => ({ field: e.path.split('/')[1] || undefined, message: `the definition's ${e.path.slice(1).replaceAll('/', '.') || 'fields'}: ${e.message}` })) };
  }
  let validate;
  try {
    validate = propSchemas().compile(fields.propSchema as object);
  } catch (err) {
    return { ok: false, problems: [{ field: 'propSchema', message: `propSchema is not a usable JSON Schema: ${(err as Error).message}` }] };
  }
  if (!validate(fields.propDefaults)) {
    const first = validate.errors?.[0];
    return { ok: false, problems: [{ field: 'propDefaults', message: `propDefaults do not match propSchema: ${first ? `${first.instancePath || '/'} ${first.message}` : 'invalid'}` }] };
  }
  try {
    const { draw: _draw, ...manifest } = defineComponent({ ...(fields as never as Parameters<typeof defineComponent>[0]), id: identity.id, version: identity.version, draw: () => undefined });
    return { ok: true, manifest: JSON.parse(JSON.stringify(manifest)) as ComponentManifest };
  } catch (err) {
    return { ok: false, problems: [{ message: (err as Error).message }] };
  }
}

// ---------------------------------------------------------------------------------------------
// Positions in the source

interface Located { line: number; column: number }

/** Where the default export's definition is (line 1 when it cannot be found). */
function definitionPosition(source: string): Located {
  return defaultExport(source)?.at ?? { line: 1, column: 1 };
}

/** Where the definition sets `field` (else where the definition is). */
function fieldPosition(source: string, field: string): Located {
  const found = defaultExport(source);
  const property = found?.object?.properties.find((p) => p.type === 'ObjectProperty' && ((p.key.type === 'Identifier' && p.key.name === field) || (p.key.type === 'StringLiteral' && p.key.value === field)));
  const loc = property?.loc?.start;
  return loc ? { line: loc.line, column: loc.column + 1 } : found?.at ?? { line: 1, column: 1 };
}

type ObjectNode = { type: 'ObjectExpression'; properties: { type: string; key: { type: string; name?: string; value?: string }; loc?: { start: { line: number; column: number } } | null }[] };

function defaultExport(source: string): { at: Located; object?: ObjectNode } | undefined {
  let ast;
  try {
    ast = parse(source, { sourceType: 'module', plugins: ['typescript', 'jsx'], errorRecovery: true });
  } catch {
    return undefined;
  }
  const node = ast.program.body.find((n) => n.type === 'ExportDefaultDeclaration');
  if (!node || node.type !== 'ExportDefaultDeclaration' || !node.loc) return undefined;
  const at = { line: node.loc.start.line, column: node.loc.start.column + 1 };
  const declaration = node.declaration;
  const argument = declaration.type === 'CallExpression' ? declaration.arguments[0] : undefined;
  return argument?.type === 'ObjectExpression' ? { at, object: argument as unknown as ObjectNode } : { at };
}
