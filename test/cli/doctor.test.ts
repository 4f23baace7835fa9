/**
 * `framefleet doctor --json` reports every check with its mode, a detail and a remedy for what is
 * missing; it exits 1 when something the required mode needs is missing. Runs the build
 * (`npm run build` first) and reads the shared services' addresses from the environment.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../support/cli.ts';

interface Report {
  ok: boolean;
  embedded: boolean;
  distributed: boolean;
  checks: { id: string; mode: 'embedded' | 'distributed' | 'optional'; ok: boolean; detail: string; remedy: string | null }[];
}

async function doctor(args: string[] = [], env: Record<string, string> = {}): Promise<{ code: number | null; report: Report; stderr: string }> {
  const run = await runCli(['doctor', '--json', ...args], env);
  return { code: run.code, report: JSON.parse(run.stdout) as Report, stderr: run.stderr };
}

const check = (report: Report, id: string) => {
  const found = report.checks.find((c) => c.id === id);
  assert.ok(found, `no check ${id} in ${report.checks.map((c) => c.id).join(', ')}`);
  return found!;
};

const test = suite('cli: doctor');

test('doctor --json reports each check of each mode, a remedy for each that failed; exit 0 only when the embedded mode is complete', async () => {
  const { code, report } = await doctor();
  const modes = { node: 'embedded', 'media-addon': 'embedded', 'encoder-h264': 'embedded', canvas: 'embedded', sqlite: 'embedded', config: 'distributed', rabbitmq: 'distributed', mongodb: 'distributed', s3: 'distributed', 'encoder-h264-software': 'optional', matting: 'optional', ocr: 'optional' };
  for (const [id, mode] of Object.entries(modes)) assert.is(check(report, id).mode, mode, id);
  for (const c of report.checks) {
    assert.ok(c.detail.length > 0, `${c.id} says what it found`);
    assert.is(c.remedy === null, c.ok, `${c.id}: a remedy exactly when it failed`);
  }
  assert.is(report.embedded, report.checks.filter((c) => c.mode === 'embedded').every((c) => c.ok));
  assert.is(report.ok, report.embedded);
  assert.is(code, report.ok ? 0 : 1);
  // This machine builds and runs the product: Node, libav, the encoder, the drawing library.
  assert.match(check(report, 'media-addon').detail, /libavcodec \d+\.\d+/);
  assert.ok(check(report, 'node').ok);
});

test('an unreachable broker is reported with its remedy; it fails only --require distributed', async () => {
  const env = { FRAMEFLEET_AMQP_URL: 'amqp://guest:guest@127.0.0.1:1' };
  const { code, report } = await doctor([], env);
  const rabbit = check(report, 'rabbitmq');
  assert.is(rabbit.ok, false);
  assert.match(rabbit.detail, /127\.0\.0\.1:1/);
  assert.not.match(rabbit.detail, /guest:guest/, 'the password is hidden');
  assert.match(rabbit.remedy!, /framefleet services start/);
  assert.is(report.distributed, false);
  assert.is(code, report.embedded ? 0 : 1);
  const strict = await doctor(['--require', 'distributed'], env);
  assert.is(strict.code, 1);
  assert.is(strict.report.ok, false);
});

test('a missing media addon fails the embedded mode: exit 1, with how to build it', async () => {
  const { code, report } = await doctor([], { FRAMEFLEET_MEDIA_ADDON: '/nonexistent/framefleet_media.node' });
  assert.is(code, 1);
  assert.is(report.embedded, false);
  const addon = check(report, 'media-addon');
  assert.is(addon.ok, false);
  assert.match(addon.remedy!, /npm run build:native/);
});

test('without --json the same checks are printed by mode, with no colour when stdout is no terminal', async () => {
  const run = await runCli(['doctor'], { FRAMEFLEET_MEDIA_ADDON: '/nonexistent/framefleet_media.node' });
  assert.is(run.code, 1);
  assert.match(run.stdout, /^embedded mode/m);
  assert.match(run.stdout, /^distributed mode/m);
  assert.match(run.stdout, /^ {2}MISSING {2}the native media addon is not built/m);
  assert.match(run.stdout, /remedy: .*npm run build:native/);
  assert.match(run.stdout, /not ready for the embedded mode/);
  assert.not.match(run.stdout, /\x1b\[/);
});

test.run();
