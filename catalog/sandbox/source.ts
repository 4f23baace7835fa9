/**
 * A built-in's own source as a standalone module an org can compile: the statement that defines
 * it, cut from its family module, with the module-level helpers it uses (from that module and the
 * built-ins' helper modules, transitively), its imports of the SDK's modules (sdk.ts, draw.ts,
 * prop-types.ts, the colour helpers, the canvas types) pointed at `@framefleet/component-sdk`, its
 * `id` replaced when asked and its `version` dropped (the store gives versions), as
 * `export default defineComponent({...})`. The modules are parsed with @babel/parser; the text of
 * every kept declaration is the module's own, comments included.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from './babel.ts';
import type { CallExpression, Node, ObjectExpression, ObjectProperty, Statement } from '@babel/types';
import { sdkModuleName } from './types.ts';

const builtinDir = resolve(dirname(fileURLToPath(import.meta.url)), '../builtin');
const componentsDir = resolve(builtinDir, '..');
/** The modules whose exports the SDK re-exports: imports of them become imports of the SDK. */
const sdkModules = new Set([
  resolve(componentsDir, 'sdk.ts'), resolve(componentsDir, 'draw.ts'), resolve(builtinDir, 'prop-types.ts'), resolve(componentsDir, '../shared/composition/color.ts'),
]);
const sdkPackages = new Set(['@napi-rs/canvas']);
const keptPackages = new Set(['@sinclair/typebox']);

interface Imported { local: string; imported: string; from: string; typeOnly: boolean }
interface Declaration { names: string[]; statement: Statement; index: number }

interface ParsedModule {
  path: string;
  text: string;
  imports: Map<string, Imported>;
  declarations: Map<string, Declaration>;
  /** Built-in id → the statement defining it. */
  components: Map<string, { declaration: Declaration; call: CallExpression; definition: ObjectExpression }>;
}

const parsed = new Map<string, ParsedModule>();

function moduleAt(path: string): ParsedModule {
  let m = parsed.get(path);
  if (m) return m;
  const text = readFileSync(path, 'utf8');
  const ast = parse(text, { sourceType: 'module', plugins: ['typescript'], attachComment: true });
  m = { path, text, imports: new Map(), declarations: new Map(), components: new Map() };
  ast.program.body.forEach((statement, index) => {
    if (statement.type === 'ImportDeclaration') {
      const from = statement.source.value;
      for (const s of statement.specifiers) {
        const imported = s.type === 'ImportSpecifier' ? (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) : s.type === 'ImportDefaultSpecifier' ? 'default' : '*';
        const typeOnly = statement.importKind === 'type' || (s.type === 'ImportSpecifier' && s.importKind === 'type');
        m!.imports.set(s.local.name, { local: s.local.name, imported, from, typeOnly });
      }
      return;
    }
    const names = declaredNames(statement);
    if (!names.length) return;
    const declaration = { names, statement, index };
    for (const name of names) m!.declarations.set(name, declaration);
    const found = componentDefinition(statement);
    const id = found && stringProperty(found.definition, 'id');
    if (found && id) m!.components.set(id, { declaration, ...found });
  });
  parsed.set(path, m);
  return m;
}

function declaredNames(statement: Statement): string[] {
  const s = statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
  switch (s.type) {
    case 'VariableDeclaration': return s.declarations.flatMap((d) => (d.id.type === 'Identifier' ? [d.id.name] : []));
    case 'FunctionDeclaration':
    case 'ClassDeclaration':
    case 'TSTypeAliasDeclaration':
    case 'TSInterfaceDeclaration':
    case 'TSEnumDeclaration':
      return s.id ? [s.id.name] : [];
    default: return [];
  }
}

/** The call and object literal of `export const x = defineComponent({...})`. */
function componentDefinition(statement: Statement): { call: CallExpression; definition: ObjectExpression } | undefined {
  const s = statement.type === 'ExportNamedDeclaration' && statement.declaration ? statement.declaration : statement;
  if (s.type !== 'VariableDeclaration' || s.declarations.length !== 1) return undefined;
  const init = s.declarations[0]!.init;
  if (init?.type !== 'CallExpression' || init.callee.type !== 'Identifier' || init.callee.name !== 'defineComponent') return undefined;
  const arg = init.arguments[0];
  return arg?.type === 'ObjectExpression' ? { call: init, definition: arg } : undefined;
}

function propertyNamed(object: ObjectExpression, name: string): ObjectProperty | undefined {
  return object.properties.find((p): p is ObjectProperty => p.type === 'ObjectProperty' && !p.computed && ((p.key.type === 'Identifier' && p.key.name === name) || (p.key.type === 'StringLiteral' && p.key.value === name)));
}

function stringProperty(object: ObjectExpression, name: string): string | undefined {
  const value = propertyNamed(object, name)?.value;
  return value?.type === 'StringLiteral' ? value.value : undefined;
}

/** Every identifier a node names (over-inclusive: a local shadowing a module name counts too, which only keeps an unused helper). */
function namesUsed(node: Node, out = new Set<string>()): Set<string> {
  const visit = (n: unknown, parent: Node | undefined, key: string): void => {
    if (!n || typeof n !== 'object') return;
    if (Array.isArray(n)) { for (const item of n) visit(item, parent, key); return; }
    const current = n as Node;
    if (typeof current.type !== 'string') return;
    if (current.type === 'Identifier') {
      const isPropertyName = parent && ((parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed)
        || (parent && (parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod' || parent.type === 'ClassMethod' || parent.type === 'ClassProperty' || parent.type === 'TSPropertySignature') && key === 'key' && !(parent as { computed?: boolean }).computed);
      if (!isPropertyName) out.add(current.name);
      return;
    }
    for (const [k, v] of Object.entries(current)) {
      if (k === 'loc' || k === 'leadingComments' || k === 'trailingComments' || k === 'innerComments' || k === 'extra') continue;
      visit(v, current, k);
    }
  };
  visit(node, undefined, '');
  return out;
}

let index: Map<string, string> | undefined;
/** Built-in id → the module that defines it. */
function componentIndex(): Map<string, string> {
  if (index) return index;
  index = new Map();
  const files = [
    ...readdirSync(builtinDir).filter((f) => f.endsWith('.ts')).map((f) => join(builtinDir, f)),
    ...readdirSync(builtinDir, { withFileTypes: true }).filter((d) => d.isDirectory()).flatMap((d) => readdirSync(join(builtinDir, d.name)).filter((f) => f.endsWith('.ts')).map((f) => join(builtinDir, d.name, f))),
  ];
  for (const file of files) for (const id of moduleAt(file).components.keys()) index.set(id, file);
  return index;
}

/** A built-in's source as a standalone module an org can compile (its id replaced by `asId`); undefined for an unknown id. */
export function builtinComponentSource(id: string, options: { asId?: string } = {}): string | undefined {
  const file = componentIndex().get(id);
  if (!file) return undefined;
  const home = moduleAt(file);
  const component = home.components.get(id)!;

  const kept = new Map<ParsedModule, Set<Declaration>>();
  const sdkImports = new Map<string, boolean>(), packageImports = new Map<string, Map<string, boolean>>();
  const owner = new Map<string, ParsedModule>();
  const queue: [ParsedModule, string][] = [];
  const need = (m: ParsedModule, node: Node) => { for (const name of namesUsed(node)) queue.push([m, name]); };
  const addImport = (into: Map<string, boolean>, name: string, typeOnly: boolean) => into.set(name, (into.get(name) ?? true) && typeOnly);

  need(home, component.declaration.statement);
  while (queue.length) {
    const [m, name] = queue.pop()!;
    const declaration = m.declarations.get(name);
    if (declaration) {
      if (declaration === component.declaration) continue;
      const set = kept.get(m) ?? new Set();
      if (set.has(declaration)) continue;
      const other = owner.get(name);
      if (other && other !== m) throw new Error(`built-in ${id}: '${name}' is declared in both ${other.path} and ${m.path}`);
      owner.set(name, m);
      set.add(declaration);
      kept.set(m, set);
      need(m, declaration.statement);
      continue;
    }
    const imported = m.imports.get(name);
    if (!imported) continue;
    if (imported.from.startsWith('.')) {
      const target = resolve(dirname(m.path), imported.from);
      if (sdkModules.has(target)) { addImport(sdkImports, imported.imported, imported.typeOnly); continue; }
      queue.push([moduleAt(target), imported.imported]);
    } else if (sdkPackages.has(imported.from)) {
      addImport(sdkImports, imported.imported, imported.typeOnly);
    } else if (keptPackages.has(imported.from)) {
      const names = packageImports.get(imported.from) ?? new Map<string, boolean>();
      addImport(names, imported.imported, imported.typeOnly);
      packageImports.set(imported.from, names);
    } else {
      throw new Error(`built-in ${id}: '${imported.from}' is neither the SDK nor an allowed package`);
    }
  }
  addImport(sdkImports, 'defineComponent', false);

  const specifiers = (names: Map<string, boolean>) => [...names].sort(([a], [b]) => a.localeCompare(b)).map(([n, typeOnly]) => (typeOnly ? `type ${n}` : n)).join(', ');
  const parts: string[] = [`// The built-in component '${id}' as a standalone module: edit it and compile it as your own.`];
  const imports = [...[...packageImports].map(([from, names]) => `import { ${specifiers(names)} } from '${from}';`), `import { ${specifiers(sdkImports)} } from '${sdkModuleName}';`];
  parts.push(imports.join('\n'));
  // Helper modules first (nothing of the family module is needed by them), each in its own order.
  const modules = [...kept.keys()].sort((a, b) => (a === home ? 1 : b === home ? -1 : 0));
  for (const m of modules) {
    for (const declaration of [...kept.get(m)!].sort((a, b) => a.index - b.index)) parts.push(statementText(m, declaration.statement));
  }
  parts.push(componentText(home, component.declaration.statement, component.call, component.definition, options.asId));
  return `${parts.join('\n\n')}\n`;
}

/** A kept declaration's text with its leading comments, without `export`. */
function statementText(m: ParsedModule, statement: Statement): string {
  const start = statement.leadingComments?.[0]?.start ?? statement.start!;
  let text = m.text.slice(start, statement.end!);
  if (statement.type === 'ExportNamedDeclaration' && statement.declaration) {
    const exportAt = statement.start! - start;
    text = text.slice(0, exportAt) + m.text.slice(statement.declaration.start!, statement.end!);
  }
  return text;
}

/** `export default defineComponent({...})` with the id replaced and the version left out. */
function componentText(m: ParsedModule, statement: Statement, callNode: CallExpression, definition: ObjectExpression, asId: string | undefined): string {
  const edits: { start: number; end: number; text: string }[] = [];
  const idValue = propertyNamed(definition, 'id')!.value;
  if (asId !== undefined) edits.push({ start: idValue.start!, end: idValue.end!, text: `'${asId.replace(/[\\']/g, '\\$&')}'` });
  const version = propertyNamed(definition, 'version');
  if (version) {
    // The property with its comma and the rest of its line.
    let end = version.end!;
    if (m.text[end] === ',') end++;
    while (m.text[end] === ' ' || m.text[end] === '\t') end++;
    if (m.text[end] === '\n') end++;
    let start = version.start!;
    while (start > 0 && (m.text[start - 1] === ' ' || m.text[start - 1] === '\t')) start--;
    edits.push({ start, end, text: '' });
  }
  const call = callNode.start!;
  let text = m.text.slice(call, statement.end!);
  for (const e of edits.sort((a, b) => b.start - a.start)) text = text.slice(0, e.start - call) + e.text + text.slice(e.end - call);
  const leading = statement.leadingComments?.length ? `${m.text.slice(statement.leadingComments[0]!.start!, statement.start!)}` : '';
  return `${leading}export default ${text}`;
}
