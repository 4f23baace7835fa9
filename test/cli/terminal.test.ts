/**
 * Colour and redraws only where they belong: on a terminal the CLI colours its marks and redraws
 * its progress bar in place; with NO_COLOR set there is no colour, with TERM=dumb or a pipe there are
 * no redraws either (plain lines instead). The terminal is a pseudo-terminal made by util-linux's
 * `script`. Runs the build (`npm run build` first).
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { cli, runCli } from '../support/cli.ts';

/** What a terminal shows of `framefleet ARGS` (stdout and stderr together), run under a pseudo-terminal. */
async function onTerminal(args: string[], env: Record<string, string> = {}): Promise<string> {
  const command = [cli, ...args].map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(' ');
  const { stdout } = await promisify(execFile)('script', ['-qec', command, '/dev/null'], { env: { ...process.env, TERM: 'xterm', ...env }, maxBuffer: 16 << 20 })
    .catch((err: { stdout?: string; code?: number }) => ({ stdout: err.stdout ?? '' }));
  return stdout;
}

const ansi = /\x1b\[[0-9;]*m/;

const test = suite<{ dir: string }>('cli: terminal output');
test.before.each((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-cli-terminal-')); });
test.after.each((ctx) => { rmSync(ctx.dir, { recursive: true, force: true }); });

test('doctor colours its marks on a terminal, not with NO_COLOR, not into a pipe', async () => {
  const coloured = await onTerminal(['doctor'], { NO_COLOR: '' });
  assert.match(coloured, /\x1b\[32mok/, 'green marks on a terminal');
  const plain = await onTerminal(['doctor'], { NO_COLOR: '1' });
  assert.match(plain, /^ {2}ok {7}Node/m);
  assert.not.match(plain, ansi, 'NO_COLOR turns colour off');
  const piped = await runCli(['doctor'], { NO_COLOR: '' });
  assert.match(piped.stdout, /^ {2}ok {7}Node/m);
  assert.not.match(piped.stdout, ansi, 'no colour into a pipe');
});

test('render redraws its progress bar on a terminal, and writes plain lines with TERM=dumb', async ({ dir }) => {
  const file = join(dir, 'comp.json');
  writeFileSync(file, JSON.stringify({ output: { width: 160, height: 90, fps: 30, durationSec: 1 }, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'Hi' }] }] }));
  const redrawn = await onTerminal(['render', file, '-o', join(dir, 'a.mp4'), '--workers', '1']);
  assert.match(redrawn, /\r\[#+\] 100%/, 'the bar is redrawn in place');
  const dumb = await onTerminal(['render', file, '-o', join(dir, 'b.mp4'), '--workers', '1'], { TERM: 'dumb' });
  assert.match(dumb, /^\[#+\] 100%/m);
  assert.not.match(dumb, /[^\n]\r\[/, 'no redraws on a dumb terminal');
  assert.not.match(dumb, ansi);
});

test.run();
