/**
 * The project's import graph as the source text states it, and the rules on which way imports may
 * point. Every static import, `export … from` and literal `import('…')` of a `.ts` file counts,
 * type-only ones included: a type import still ties one layer's code to another's.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, posix, relative, sep } from 'node:path';

export interface ImportRule {
  /** Files whose repo-relative path starts with this folder (with its trailing slash)… */
  from: string;
  /** …must not import anything under this one… */
  forbidden: string;
  /** …(only the files whose name matches this, when set)… */
  only?: RegExp;
  /** …unless the target lies in the importing file's own subfolder of `forbidden`. */
  ownFolderAllowed?: boolean;
  /** What the rule forbids, in words, when `forbidden` alone does not say it. */
  what?: string;
  why: string;
}

export const importRules: readonly ImportRule[] = [
  { from: 'render-node/', forbidden: 'control-plane/', why: 'a node reaches the control plane over gRPC and the queue, never through its code' },
  { from: 'control-plane/', forbidden: 'render-node/', why: 'the control plane hands work to nodes over the queue; what both need lives in shared/, catalog/ or proto/' },
  {
    from: 'control-plane/features/', forbidden: 'control-plane/features/', only: /(^|-)routes\.ts$/, ownFolderAllowed: true, what: "another feature's routes",
    why: 'a feature uses another feature through its service; only the composition root (app.ts) registers route modules',
  },
];

/**
 * Folders whose children are layered: a child may import children of its own rank or below, never
 * above. Ranks count from the bottom; each child (a subfolder, or `*.ts` for the loose files that
 * stand in the folder) must have one, so a new folder is placed on purpose.
 */
export interface LayeredFolder {
  folder: string;
  /** Bottom first: each entry is one rank, holding one or more children. */
  ranks: readonly (readonly string[])[];
  why: string;
}

export const layeredFolders: readonly LayeredFolder[] = [
  {
    folder: '',
    ranks: [['shared', 'clients'], ['proto', 'native'], ['catalog'], ['render-node', 'control-plane'], ['ops'], ['bench'], ['bin'], ['test']],
    why: 'shared/ is what every process needs; the API clients stand alone beside it (they reach the service over HTTP only); the protocol and the native addons build on shared/; the component catalog on those; the two sides on all of them; tools (the clients\' generator among them) and tests on top',
  },
  {
    folder: 'control-plane',
    ranks: [['store', 'blobs', 'http', 'events', 'job-records'], ['features'], ['farm'], ['*.ts']],
    why: 'a small core (store, blobs, HTTP, events, job records) under the features; the farm schedules the features\' job kinds; the files at the top compose it all',
  },
];

export interface SourceFile { path: string; text: string }

export interface ModuleImport {
  /** Repo-relative path of the importing file, with `/` separators. */
  file: string;
  line: number;
  specifier: string;
  /** Repo-relative path the specifier names; null for packages and built-in modules. */
  target: string | null;
}

export interface Violation { file: string; line: number; specifier: string; rule: ImportRule }

/**
 * The source with every comment turned into spaces and the contents of every string, template and
 * regular-expression literal turned into `_`, at the same offsets (line breaks kept). Import
 * patterns then match code only, never an import quoted in a comment or a string; the specifier is
 * read back from the original text at the matched offsets.
 */
export function maskCommentsAndLiterals(text: string): string {
  const out = text.split('');
  const fill = (from: number, to: number, char: string) => { for (let k = from; k < to && k < out.length; k++) if (out[k] !== '\n') out[k] = char; };
  // Open template literals; each entry counts the `{` opened inside its current `${…}`.
  const templates: number[] = [];
  let lastSignificant = '';
  let i = 0;
  const skipQuoted = (quote: string) => {
    const start = ++i;
    while (i < text.length && text[i] !== quote && text[i] !== '\n') i += text[i] === '\\' ? 2 : 1;
    fill(start, i, '_');
    i++;
  };
  // Inside a template's text: stop after the closing backtick, or after `${` (code resumes).
  const skipTemplateText = () => {
    const start = i;
    while (i < text.length) {
      if (text[i] === '\\') { i += 2; continue; }
      if (text[i] === '`') { fill(start, i, '_'); templates.pop(); i++; return; }
      if (text[i] === '$' && text[i + 1] === '{') { fill(start, i, '_'); i += 2; return; }
      i++;
    }
    fill(start, i, '_');
  };
  while (i < text.length) {
    const c = text[i]!;
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end === -1 ? text.length : end;
      fill(i, stop, ' ');
      i = stop;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end === -1 ? text.length : end + 2;
      fill(i, stop, ' ');
      i = stop;
      continue;
    }
    if (c === '\'' || c === '"') { skipQuoted(c); lastSignificant = c; continue; }
    if (c === '`') { templates.push(0); i++; skipTemplateText(); lastSignificant = '`'; continue; }
    if (templates.length && c === '{') templates[templates.length - 1]!++;
    if (templates.length && c === '}') {
      if (templates[templates.length - 1] === 0) { i++; skipTemplateText(); lastSignificant = '`'; continue; }
      templates[templates.length - 1]!--;
    }
    // A slash after an operator, an opening bracket or a keyword such as `return` opens a regular expression.
    if (c === '/' && (lastSignificant === '' || '(,=:[!&|?{};+-*%<>~^'.includes(lastSignificant) || /\b(?:return|typeof|case|do|else|in|of|void|yield|await)$/.test(text.slice(Math.max(0, i - 8), i).trimEnd()))) {
      const start = ++i;
      let inClass = false;
      while (i < text.length && text[i] !== '\n' && (inClass || text[i] !== '/')) {
        if (text[i] === '\\') i++;
        else if (text[i] === '[') inClass = true;
        else if (text[i] === ']') inClass = false;
        i++;
      }
      fill(start, i, '_');
      i++;
      lastSignificant = '/';
      continue;
    }
    if (!/\s/.test(c)) lastSignificant = c;
    i++;
  }
  return out.join('');
}

const staticImport = /(?:^|[;}])\s*(?:import|export)\s(?:[^'";]*?\sfrom\s*)?(['"])(_+)\1/gm;
const dynamicImport = /\bimport\s*\(\s*(['"`])(_+)\1\s*[,)]/g;

/** Every import of one file, in source order. */
export function importsOf(file: SourceFile): ModuleImport[] {
  const code = maskCommentsAndLiterals(file.text);
  const found: ModuleImport[] = [];
  for (const pattern of [staticImport, dynamicImport]) {
    for (const m of code.matchAll(pattern)) {
      const at = m.index! + m[0].lastIndexOf(m[2]!);
      const specifier = file.text.slice(at, at + m[2]!.length);
      const line = file.text.slice(0, at).split('\n').length;
      const target = specifier.startsWith('.') ? posix.normalize(posix.join(posix.dirname(file.path), specifier)) : null;
      found.push({ file: file.path, line, specifier, target });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

/** The child folder of `folder` that `path` lies in (its first path segment below it). */
function subfolderOf(folder: string, path: string): string {
  return path.slice(folder.length).split('/')[0]!;
}

/** The imports that break a rule. */
export function violations(imports: readonly ModuleImport[], rules: readonly ImportRule[] = importRules): Violation[] {
  const out: Violation[] = [];
  for (const imp of imports) {
    if (imp.target === null) continue;
    for (const rule of rules) {
      if (!imp.file.startsWith(rule.from) || !imp.target.startsWith(rule.forbidden)) continue;
      if (rule.only && !rule.only.test(imp.target.split('/').pop()!)) continue;
      if (rule.ownFolderAllowed && imp.file.startsWith(rule.forbidden) && subfolderOf(rule.forbidden, imp.file) === subfolderOf(rule.forbidden, imp.target)) continue;
      out.push({ file: imp.file, line: imp.line, specifier: imp.specifier, rule });
    }
  }
  return out;
}

export function describeViolation(v: Violation): string {
  return `${v.file}:${v.line} imports '${v.specifier}': ${v.rule.from} must not import ${v.rule.what ?? v.rule.forbidden} (${v.rule.why})`;
}

/**
 * Every import lifted to the two siblings it joins: for `a/b/x.ts` importing `a/c/y.ts` that is
 * `b` → `c` inside `a` (the folders' deepest common ancestor). Imports inside one child vanish at
 * that level and show at the deeper one. This is how "folder A imports folder B" is read
 * everywhere below, so a loose file beside subfolders is a unit of its own.
 */
export interface SiblingImport { folder: string; from: string; to: string; example: ModuleImport }

export function siblingImports(imports: readonly ModuleImport[]): SiblingImport[] {
  const out: SiblingImport[] = [];
  for (const imp of imports) {
    if (imp.target === null || !imp.target.endsWith('.ts')) continue;
    const a = imp.file.split('/');
    const b = imp.target.split('/');
    let i = 0;
    while (i < a.length - 1 && i < b.length - 1 && a[i] === b[i]) i++;
    if (a[i] === b[i]) continue; // the same file
    out.push({ folder: a.slice(0, i).join('/'), from: a[i]!, to: b[i]!, example: imp });
  }
  return out;
}

/** Imports from a child to a child of a higher rank, and children that have no rank. */
export function layerViolations(imports: readonly ModuleImport[], layered: readonly LayeredFolder[] = layeredFolders): string[] {
  const out: string[] = [];
  const lifted = siblingImports(imports);
  for (const layer of layered) {
    const rankOf = (child: string) => layer.ranks.findIndex((rank) => rank.includes(child) || (child.endsWith('.ts') && rank.includes('*.ts')));
    const where = (child: string) => (layer.folder ? `${layer.folder}/${child}` : child);
    const unranked = new Set<string>();
    for (const imp of lifted.filter((l) => l.folder === layer.folder)) {
      for (const child of [imp.from, imp.to]) if (rankOf(child) === -1 && !unranked.has(child)) {
        unranked.add(child);
        out.push(`${where(child)} has no rank in ${layer.folder || 'the repository root'}'s layers: place it in test/architecture/import-graph.ts`);
      }
      const from = rankOf(imp.from);
      const to = rankOf(imp.to);
      if (from !== -1 && to !== -1 && to > from) {
        out.push(`${imp.example.file}:${imp.example.line} imports '${imp.example.specifier}': ${where(imp.from)} sits below ${where(imp.to)} (${layer.why})`);
      }
    }
  }
  return out;
}

/** Strongly connected groups of more than one node (and nodes that import themselves). */
function cyclesOf(edges: readonly [string, string][]): string[][] {
  const adjacent = new Map<string, string[]>();
  for (const [a, b] of edges) {
    if (!adjacent.has(a)) adjacent.set(a, []);
    adjacent.get(a)!.push(b);
  }
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  let next = 0;
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of adjacent.get(v) ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const group: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        group.push(w);
      } while (w !== v);
      if (group.length > 1 || (adjacent.get(v) ?? []).includes(v)) groups.push(group.sort());
    }
  };
  for (const v of [...adjacent.keys()].sort()) if (!index.has(v)) visit(v);
  return groups;
}

/**
 * Import loops: between files, and between sibling folders (imports lifted as `siblingImports`
 * reads them), each with one import per step that closes it.
 */
export function importLoops(imports: readonly ModuleImport[]): string[] {
  const out: string[] = [];
  const fileEdges = imports.filter((i) => i.target?.endsWith('.ts')).map((i) => [i.file, i.target!] as [string, string]);
  for (const group of cyclesOf(fileEdges)) out.push(`files import each other in a loop: ${group.join(', ')}`);
  const lifted = siblingImports(imports);
  const byFolder = new Map<string, SiblingImport[]>();
  for (const l of lifted) {
    if (!byFolder.has(l.folder)) byFolder.set(l.folder, []);
    byFolder.get(l.folder)!.push(l);
  }
  for (const [folder, list] of byFolder) {
    for (const group of cyclesOf(list.map((l) => [l.from, l.to]))) {
      const steps = list.filter((l) => group.includes(l.from) && group.includes(l.to));
      const examples = [...new Map(steps.map((s) => [`${s.from}>${s.to}`, s])).values()].map((s) => `${s.example.file}:${s.example.line} → ${s.example.target}`);
      out.push(`folders of ${folder || 'the repository root'} import each other in a loop: ${group.join(', ')} (${examples.join('; ')})`);
    }
  }
  return out;
}

const skippedFolders = new Set(['node_modules', 'build', 'dist']);

/** Every `.ts` file of the repository (not dependencies, build output or dot-folders), repo-relative. */
export function repoSources(root: string): SourceFile[] {
  const files: SourceFile[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.') || skippedFolders.has(entry.name)) continue;
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
        files.push({ path: relative(root, path).split(sep).join('/'), text: readFileSync(path, 'utf8') });
      }
    }
  };
  walk(root);
  return files;
}
