/**
 * Usage errors exit 2 with the problem and the usage line on stderr, nothing on stdout: an unknown
 * option on every command (walked from the command table), an unknown subcommand, a bad value, a
 * missing argument. Runs the build (`npm run build` first).
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { mapConcurrently } from '../../shared/concurrency.ts';
import { commandPaths, isGroupPath, runCli } from '../support/cli.ts';

const test = suite('cli: usage errors');

test('an unknown option is refused by every command, before it does anything: exit 2, the option named', async () => {
  const leaves = [];
  for (const path of await commandPaths()) if (!(await isGroupPath(path))) leaves.push(path);
  const failures = (await mapConcurrently(leaves, 2, async (path) => {
    const run = await runCli([...path, '--no-such-option']);
    const shown = `framefleet ${path.join(' ')} --no-such-option`;
    if (run.code !== 0 && run.code !== 2) return [`${shown}: exit ${run.code}\n${run.stderr}`];
    if (run.code !== 2) return [`${shown}: exit ${run.code}`];
    if (!run.stderr.includes(`framefleet ${path.join(' ')}: unknown option '--no-such-option'`)) return [`${shown}: ${run.stderr}`];
    if (!run.stderr.includes(`usage: framefleet ${path.join(' ')}`)) return [`${shown}: no usage line in ${run.stderr}`];
    return run.stdout === '' ? [] : [`${shown}: printed on stdout: ${run.stdout}`];
  })).flat();
  assert.equal(failures, [], failures.join('\n'));
});

test('an unknown command or subcommand exits 2 and lists the ones there are; a group without one too', async () => {
  for (const args of [['nosuch'], ['keys', 'nosuch'], ['bench', 'nosuch'], ['services', 'nosuch']]) {
    const run = await runCli(args);
    assert.is(run.code, 2, args.join(' '));
    assert.match(run.stderr, new RegExp(`unknown command 'nosuch'[\\s\\S]*commands:`));
  }
  for (const args of [[], ['keys'], ['services'], ['bench']]) {
    const run = await runCli(args);
    assert.is(run.code, 2, args.join(' ') || '(nothing)');
    assert.match(run.stderr, /^usage: framefleet/);
  }
});

test('bad values and missing arguments exit 2 with the problem', async () => {
  const cases: [string[], RegExp][] = [
    [['render', 'x.json'], /--output OUT\.mp4 is required/],
    [['render', '-o', 'out.mp4'], /missing COMPOSITION\.json/],
    [['render', 'a.json', 'b.json', '-o', 'out.mp4'], /unexpected argument 'b\.json'/],
    [['render', 'x.json', '-o', 'out.mp4', '--workers', 'many'], /--workers must be an integer from 1 to 64 \(got 'many'\)/],
    [['render', 'x.json', '-o', 'out.mp4', '--api', 'http://127.0.0.1:9'], /--api needs an API key/],
    [['keys', 'create', '--org', 'o'], /--name NAME is required/],
    [['keys', 'create', '--org', 'o', '--name', 'n', '--credits=-1'], /--credits must be an integer of at least 0 \(got '-1'\)/],
    [['keys', 'create', '--org', 'o', '--name', 'n', '--credits', '-1'], /'--credits' argument is ambiguous/],
    [['frame', 'x.json'], /give one of --at SECONDS or --frame N/],
    [['serve', '--port', '70000'], /--port must be an integer from 0 to 65535/],
    [['node', '--metrics-port', 'on'], /--metrics-port must be a port number or off/],
    [['doctor', '--require', 'everything'], /--require must be one of embedded, distributed/],
    [['components', '--kind', 'widget'], /--kind must be one of component, transition, scene/],
  ];
  for (const [args, message] of cases) {
    const run = await runCli(args, { FRAMEFLEET_API_KEY: '' });
    assert.is(run.code, 2, `${args.join(' ')}: ${run.stderr}`);
    assert.match(run.stderr, message);
    assert.is(run.stdout, '', args.join(' '));
  }
});

test.run();
