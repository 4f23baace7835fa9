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
  /** …must not import anything under this one. */
  forbidden: string;
  why: string;
}

export const importRules: readonly ImportRule[] = [
  { from: 'shared/', forbidden: 'render-node/', why: 'shared/ is code both sides use; node-only code stays in render-node/' },
  { from: 'shared/', forbidden: 'control-plane/', why: 'shared/ is code both sides use; control-plane code stays in control-plane/' },
  { from: 'render-node/', forbidden: 'control-plane/', why: 'a node reaches the control plane over gRPC and the queue, never through its code' },
  { from: 'control-plane/domain/', forbidden: 'control-plane/farm/', why: 'the farm sits above the domain: a domain service declares the publisher it calls, and the farm\'s job kinds serve it' },
  { from: 'control-plane/webhooks/', forbidden: 'control-plane/routes/', why: 'webhook bodies and route responses share views through control-plane/views/' },
  { from: 'shared/composition/', forbidden: 'shared/components/', why: 'shared/composition is the base that shared/components builds on; catalog-aware checks live in shared/composition-check/' },
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

/** The imports that break a rule. */
export function violations(imports: readonly ModuleImport[], rules: readonly ImportRule[] = importRules): Violation[] {
  const out: Violation[] = [];
  for (const imp of imports) {
    if (imp.target === null) continue;
    for (const rule of rules) {
      if (imp.file.startsWith(rule.from) && imp.target.startsWith(rule.forbidden)) out.push({ file: imp.file, line: imp.line, specifier: imp.specifier, rule });
    }
  }
  return out;
}

export function describeViolation(v: Violation): string {
  return `${v.file}:${v.line} imports '${v.specifier}': ${v.rule.from} must not import ${v.rule.forbidden} (${v.rule.why})`;
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
