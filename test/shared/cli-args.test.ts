/**
 * The CLI's one argument parser (shared/cli/args.ts): typed values with their defaults, bounds,
 * choices and parsers; usage errors for unknown options, bad values and missing arguments; help
 * generated from the declarations; groups that dispatch to subcommands.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { defineCommand, defineGroup, groupHelp, leafHelp, parseCommandLine, runCommand, UsageError } from '../../shared/cli/args.ts';

const ran: unknown[] = [];
const render = defineCommand({
  summary: 'render a thing',
  args: [{ name: 'FILE', help: 'the thing' }],
  options: {
    output: { type: 'string', short: 'o', required: true, placeholder: 'OUT', help: 'where it goes' },
    workers: { type: 'integer', min: 1, max: 8, help: 'how many' },
    scale: { type: 'number', min: 0, max: 1, default: 0.5, help: 'how big' },
    mode: { type: 'choice', choices: ['fast', 'slow'], default: 'fast', help: 'how' },
    size: { type: 'string', placeholder: 'WxH', parse: (raw: string) => { const [w, h] = raw.split('x').map(Number); if (!w || !h) throw new UsageError(`--size must be WxH (got '${raw}')`); return { w, h }; }, help: 'the size' },
    json: { type: 'boolean', help: 'as JSON' },
  },
  async run(input) {
    ran.push(input);
    return 0;
  },
});

const test = suite('shared/cli/args');

/** Runs argv against `command` with the console captured. */
async function capture(command: Parameters<typeof runCommand>[0], argv: string[]) {
  const out: string[] = [], err: string[] = [];
  const { log, error } = console;
  console.log = (s: string) => { out.push(s); };
  console.error = (s: string) => { err.push(s); };
  try {
    return { code: await runCommand(command, argv, ['tool', 'render']), out: out.join('\n'), err: err.join('\n') };
  } finally {
    Object.assign(console, { log, error });
  }
}

test('values come typed, with their defaults; booleans are false when absent', () => {
  assert.equal(parseCommandLine(render, ['a.json', '-o', 'x.mp4', '--workers', '3', '--size', '4x2']), {
    values: { output: 'x.mp4', workers: 3, scale: 0.5, mode: 'fast', size: { w: 4, h: 2 }, json: false }, args: ['a.json'],
  });
  assert.equal(parseCommandLine(render, ['--output=y', 'b', '--scale', '1', '--mode', 'slow', '--json']), {
    values: { output: 'y', workers: undefined, scale: 1, mode: 'slow', size: undefined, json: true }, args: ['b'],
  });
});

test('each problem is a usage error that names it', () => {
  const cases: [string[], RegExp][] = [
    [['a', '-o', 'x', '--nope'], /^unknown option '--nope'$/],
    [['a'], /^-o, --output OUT is required$/],
    [['-o', 'x'], /^missing FILE$/],
    [['a', 'b', '-o', 'x'], /^unexpected argument 'b'$/],
    [['a', '-o', 'x', '--workers', '9'], /^--workers must be an integer from 1 to 8 \(got '9'\)$/],
    [['a', '-o', 'x', '--workers', '1.5'], /^--workers must be an integer/],
    [['a', '-o', 'x', '--workers', ''], /^--workers must be an integer/],
    [['a', '-o', 'x', '--scale', 'big'], /^--scale must be a number from 0 to 1/],
    [['a', '-o', 'x', '--mode', 'medium'], /^--mode must be one of fast, slow \(got 'medium'\)$/],
    [['a', '-o', 'x', '--size', 'huge'], /^--size must be WxH \(got 'huge'\)$/],
    [['a', '-o', 'x', '--json=yes'], /--json/],
    [['a', '-o'], /-o/],
  ];
  for (const [argv, message] of cases) {
    try {
      parseCommandLine(render, argv);
      assert.unreachable(argv.join(' '));
    } catch (err) {
      assert.instance(err, UsageError, argv.join(' '));
      assert.match((err as Error).message, message, argv.join(' '));
    }
  }
});

test('--help wins over missing arguments and bad values, but not over an unknown option', async () => {
  assert.is(parseCommandLine(render, ['--help']), 'help');
  assert.is(parseCommandLine(render, ['-h', '--workers', '99']), 'help');
  const help = await capture(render, ['a', '--help']);
  assert.is(help.code, 0);
  assert.is(help.out, leafHelp(['tool', 'render'], render));
  const unknown = await capture(render, ['--bogus', '--help']);
  assert.is(unknown.code, 2);
  assert.match(unknown.err, /^tool render: unknown option '--bogus'\nusage: tool render FILE --output OUT \[options\]\nRun 'tool render --help' for its options\.$/);
  assert.is(unknown.out, '');
});

test('the help is made from the declarations: usage line, arguments, options with defaults and bounds', () => {
  const help = leafHelp(['tool', 'render'], render);
  assert.match(help, /^usage: tool render FILE --output OUT \[options\]\n\nrender a thing\n\narguments:\n {2}FILE +the thing\n\noptions:\n/);
  for (const line of [/^ {2}-o, --output OUT +where it goes \(required\)$/m, /^ {2}--workers N +how many \(1 to 8\)$/m, /^ {2}--scale N +how big \(default 0\.5; 0 to 1\)$/m, /^ {2}--mode fast\|slow +how \(default fast\)$/m, /^ {2}--json +as JSON$/m, /^ {2}-h, --help +print this help and exit$/m]) {
    assert.match(help, line);
  }
  assert.ok(help.split('\n').every((l) => l.length <= 100), 'wrapped at 100 columns');
});

test('a command that runs gets its typed input; a group dispatches, lists its commands, refuses unknown ones', async () => {
  ran.length = 0;
  const group = defineGroup({ summary: 'tools', commands: { render, later: { summary: 'loaded when used', load: async () => render } }, defaultCommand: 'render' });
  assert.is((await capture(group, ['render', 'a', '-o', 'x'])).code, 0);
  assert.is((await capture(group, ['later', 'b', '-o', 'y'])).code, 0);
  // The default command takes a command line that starts with an option.
  assert.is((await capture(group, ['-o', 'z', 'c'])).code, 0);
  assert.equal(ran.map((r) => (r as { args: string[] }).args[0]), ['a', 'b', 'c']);
  const help = await capture(group, ['--help']);
  assert.is(help.code, 0);
  assert.is(help.out, groupHelp(['tool', 'render'], group));
  assert.match(help.out, /^ {2}later +loaded when used$/m);
  assert.equal(await capture(group, ['help', 'later']), { code: 0, out: leafHelp(['tool', 'render', 'later'], render), err: '' });
  const unknown = await capture(group, ['nope']);
  assert.is(unknown.code, 2);
  assert.match(unknown.err, /unknown command 'nope'/);
});

test('a command that exits when done ends the program through its exitWhenDone, with its code; without one it returns', async () => {
  const done = defineCommand({ summary: 'one-shot', options: {}, exitsWhenDone: true, run: async () => 3 });
  const stays = defineCommand({ summary: 'leaves work running', options: {}, run: async () => 4 });
  const group = defineGroup({ summary: 'tool', commands: { done, stays } });
  const exited: number[] = [];
  const exitWhenDone = async (code: number): Promise<never> => { exited.push(code); throw new Error(`exited ${code}`); };
  await runCommand(group, ['done'], ['tool'], { exitWhenDone }).then(() => assert.unreachable('it exits'), (err: Error) => assert.is(err.message, 'exited 3'));
  assert.is(await runCommand(group, ['stays'], ['tool'], { exitWhenDone }), 4);
  assert.is(await runCommand(group, ['done'], ['tool']), 3, 'called from a test or a script, it returns its code');
  assert.equal(exited, [3]);
});

test.run();
