/**
 * `--help` and `-h` on every command and subcommand print its usage on stdout and exit 0. The
 * commands are walked from the command table (bin/commands.ts), so a new command is covered here
 * by itself. Runs the build (`npm run build` first).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mapConcurrently } from '../../shared/concurrency.ts';
import { commandPaths, isGroupPath, runCli } from '../support/cli.ts';

const test = suite('cli: --help');

test('the walk finds every command of the table and the subcommands of each group', async () => {
  const paths = (await commandPaths()).map((p) => p.join(' '));
  for (const expected of ['render', 'frame', 'doctor', 'keys', 'keys create', 'keys list', 'components list', 'components preview', 'components sheet', 'services status', 'bench encode', 'bench farm', 'serve', 'node']) {
    assert.ok(paths.includes(expected), `${expected} is not in ${paths.join(', ')}`);
  }
});

test('framefleet --help lists the commands, the --json and NO_COLOR conventions and the exit codes', async () => {
  for (const flag of ['--help', '-h', 'help']) {
    const run = await runCli([flag]);
    assert.is(run.code, 0, flag);
    assert.match(run.stdout, /^usage: framefleet <command>/);
    for (const line of [/^ {2}0 +success/m, /^ {2}1 +failure/m, /^ {2}2 +usage error/m, /^ {2}130 +interrupted/m, /NO_COLOR/, /--json: exactly one JSON object on stdout/]) assert.match(run.stdout, line);
    assert.is(run.stderr, '');
  }
});

test('every command and subcommand answers --help and -h with its usage on stdout, exit 0', async () => {
  const paths = await commandPaths();
  // Two at a time: the machine is shared.
  const failures = (await mapConcurrently(paths, 2, async (path) => {
    const problems: string[] = [];
    for (const flag of ['--help', '-h']) {
      const run = await runCli([...path, flag]);
      const shown = `framefleet ${path.join(' ')} ${flag}`;
      if (run.code !== 0) problems.push(`${shown}: exit ${run.code}\n${run.stderr}`);
      if (!run.stdout.startsWith(`usage: framefleet ${path.join(' ')}`)) problems.push(`${shown}: no usage line, got ${JSON.stringify(run.stdout.slice(0, 120))}`);
      const section = (await isGroupPath(path)) ? /\ncommands:\n/ : /\noptions:\n[\s\S]*-h, --help/;
      if (!section.test(run.stdout)) problems.push(`${shown}: no ${section} section`);
    }
    return problems;
  })).flat();
  assert.equal(failures, [], failures.join('\n'));
});

test.run();
