/**
 * Every process logs through one pino logger: JSON lines on stderr with the same fields, stdout
 * left to a command's result. Run in a child process, as a real process logs.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';

const test = suite('one structured logger');
const logModule = fileURLToPath(new URL('../../shared/telemetry/log.ts', import.meta.url));

test('the control plane and a render node write the same fields, errors with their stack, below the level nothing', () => {
  const script = `
    const { createLogger, logAt } = await import(${JSON.stringify(logModule)});
    const plane = createLogger('control-plane', 'info');
    plane.info({ renderId: 'rnd_1' }, 'render queued');
    plane.debug({}, 'not written at info');
    const node = logAt(createLogger('render-node', 'info'), 'warn');
    node('job failed', { jobId: 'rnd_1.scene.0', error: new Error('encoder closed') });
    process.stdout.write('result\\n');
  `;
  const run = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' });
  assert.is(run.status, 0, run.stderr);
  assert.is(run.stdout, 'result\n', 'stdout carries only the result');
  const lines = run.stderr.trim().split('\n').map((line) => JSON.parse(line));
  assert.is(lines.length, 2, run.stderr);
  for (const line of lines) assert.equal(Object.keys(line).slice(0, 5).sort(), ['hostname', 'level', 'pid', 'service', 'time'], JSON.stringify(line));
  assert.equal([lines[0].service, lines[0].level, lines[0].msg, lines[0].renderId], ['control-plane', 30, 'render queued', 'rnd_1']);
  assert.equal([lines[1].service, lines[1].level, lines[1].msg, lines[1].jobId], ['render-node', 40, 'job failed', 'rnd_1.scene.0']);
  assert.is(lines[1].error.message, 'encoder closed');
  assert.match(lines[1].error.stack, /Error: encoder closed/);
});

test.run();
