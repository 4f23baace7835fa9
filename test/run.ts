/**
 * Test runner: every `test/**\/*.test.ts` file runs in its own Node process (uvu inside), so a
 * crash or a leaked handle in one file cannot take the others down and no file can hang the run.
 * Prints each file's output, then one closing line `N passed, N failed`.
 *
 *   npm test                 all files
 *   npm test -- store queue  only files whose path contains one of the words
 *   npm run test:unit        the unit tests (`--only unit`): the folders below, whose files need no
 *                            server and start no process of the product
 */
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const testRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = join(testRoot, '..');
const perFileTimeoutMs = Number(process.env.FRAMEFLEET_TEST_FILE_TIMEOUT_MS ?? 10 * 60_000);

function findTestFiles(dir: string): string[] {
  const found: string[] = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== 'fixtures' && name !== 'services') found.push(...findTestFiles(path));
    } else if (name.endsWith('.test.ts')) found.push(path);
  }
  return found;
}

interface FileResult { file: string; total: number; passed: number; skipped: number; exitCode: number | null; timedOut: boolean; output: string }

const ansi = /\x1b\[[0-9;]*m/g;

function runFile(file: string): Promise<FileResult> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', file], {
      cwd: repoRoot,
      env: { ...process.env, FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => { output += chunk.toString(); process.stdout.write(chunk); };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    let timedOut = false;
    const timer = setTimeout(() => { timedOut = true; child.kill('SIGKILL'); }, perFileTimeoutMs);
    child.on('close', (exitCode) => {
      clearTimeout(timer);
      const plain = output.replace(ansi, '');
      const num = (label: string) => Number(plain.match(new RegExp(`${label}:\\s+(\\d+)`))?.[1] ?? 0);
      resolve({ file: relative(repoRoot, file), total: num('Total'), passed: num('Passed'), skipped: num('Skipped'), exitCode, timedOut, output: plain });
    });
  });
}

/**
 * The unit tests' folders: the import rules, the composition model, the catalog, sound, shared
 * code, the protocol, the multicam selector's engine and the verify measurements (which run
 * ffmpeg, tesseract and espeak-ng, but no part of the product), each tested in its own process
 * with no server, queue or node (about a minute on two cores). Everything else needs the
 * services or starts farms, nodes or the CLI.
 */
const unitFolders = ['architecture', 'composition', 'components', 'sounds', 'shared', 'proto', 'verify', 'selector', 'multicam'];

const args = process.argv.slice(2);
const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : undefined;
if (only !== undefined && only !== 'unit') {
  console.error(`--only takes 'unit' (got ${only ?? 'nothing'})`);
  process.exit(2);
}
const filters = args.filter((a, i) => !a.startsWith('-') && args[i - 1] !== '--only');
const inUnitFolder = (f: string) => unitFolders.includes(relative(testRoot, f).split(/[\\/]/)[0]!);
const files = findTestFiles(testRoot)
  .filter((f) => only !== 'unit' || inUnitFolder(f))
  .filter((f) => filters.length === 0 || filters.some((w) => relative(repoRoot, f).includes(w)));
if (files.length === 0) {
  console.error(`no test files match ${filters.join(' ')}`);
  process.exit(1);
}

/**
 * What a failing file said about its failure, for the end of the run: from uvu's first FAIL block
 * (or the output's end, for a crash or a timeout), at most `limit` characters. A long run's log is
 * often read from its end only, where the failure would otherwise be thousands of lines above.
 */
function failureExcerpt(output: string, limit = 6000): string {
  const at = output.indexOf('FAIL ');
  const from = at >= 0 ? at : Math.max(0, output.length - limit);
  const excerpt = output.slice(from, from + limit).trimEnd();
  return from + limit < output.length ? `${excerpt}\n  … (${output.length - from - limit} more characters: its whole output is printed above)` : excerpt;
}

let passed = 0, failed = 0, skipped = 0;
const broken: string[] = [];
const excerpts: string[] = [];
for (const file of files) {
  console.log(`\n▶ ${relative(repoRoot, file)}`);
  const r = await runFile(file);
  passed += r.passed;
  skipped += r.skipped;
  // uvu's Total counts the tests that ran; skipped ones are counted apart.
  const fileFailed = r.total - r.passed;
  failed += fileFailed;
  // A file that exits non-zero without reporting failed tests still failed (crash, timeout, zero
  // tests); one whose tests all skipped (uvu counts them apart from Total) said why and did not.
  if (r.timedOut || r.exitCode !== 0 || (r.total === 0 && r.skipped === 0) || fileFailed > 0) {
    if (fileFailed === 0) failed += 1;
    broken.push(`${r.file}${r.timedOut ? ' (timed out)' : r.total === 0 ? ' (ran no test)' : r.exitCode !== 0 ? ` (exit ${r.exitCode})` : ` (${fileFailed} failed)`}`);
    excerpts.push(`── ${r.file}\n${failureExcerpt(r.output)}`);
  }
}

console.log('');
if (broken.length) console.log(`what the failing files said:\n${excerpts.join('\n\n')}\n\nfailing files:\n  ${broken.join('\n  ')}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed === 0 ? 0 : 1);
