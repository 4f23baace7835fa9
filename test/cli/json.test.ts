/**
 * `--json` on the commands whose output is data: exactly one JSON object on stdout (anything else
 * goes to stderr), whatever the command. `render --json` has its own test (render.test.ts), with a
 * render. Runs the build (`npm run build` first).
 */
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { runCli } from '../support/cli.ts';

const test = suite<{ dir: string }>('cli: --json');
test.before.each((ctx) => { ctx.dir = mkdtempSync(join(tmpdir(), 'framefleet-cli-json-')); });
test.after.each((ctx) => { rmSync(ctx.dir, { recursive: true, force: true }); });

/** The one JSON object `framefleet ARGS` printed on stdout (exit 0 expected). */
async function jsonOf(args: string[]): Promise<Record<string, unknown>> {
  const run = await runCli(args);
  assert.is(run.code, 0, `${args.join(' ')}: ${run.stderr}`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(run.stdout);
  } catch {
    assert.unreachable(`${args.join(' ')}: stdout is not one JSON document:\n${run.stdout.slice(0, 500)}`);
  }
  assert.ok(parsed !== null && typeof parsed === 'object' && !Array.isArray(parsed), `${args.join(' ')}: not an object`);
  return parsed as Record<string, unknown>;
}

test('frame, components list and preview, keys create and list, version, encoders and services status', async ({ dir }) => {
  const file = join(dir, 'comp.json');
  writeFileSync(file, JSON.stringify({ output: { width: 160, height: 90, fps: 30, durationSec: 1 }, tracks: [{ clips: [{ kind: 'text', start: 0, duration: 1, text: 'Hi' }] }] }));
  const frame = await jsonOf(['frame', file, '--at', '0.5', '-o', join(dir, 'f.png'), '--json']);
  assert.equal(frame, { output: join(dir, 'f.png'), frame: 15, frameCount: 30, width: 160, height: 90 });
  assert.ok(statSync(join(dir, 'f.png')).size > 0);

  const preview = await jsonOf(['components', 'preview', 'lower-third', '--width', '320', '--height', '180', '-o', join(dir, 'p.png'), '--json']);
  assert.equal([preview.id, preview.width, preview.height, preview.output], ['lower-third', 320, 180, join(dir, 'p.png')]);
  const listing = await jsonOf(['components', '--json', '--kind', 'scene']);
  assert.ok(Array.isArray(listing.data) && listing.data.length > 0);

  const data = join(dir, 'data');
  const created = await jsonOf(['keys', 'create', '--org', 'json-org', '--name', 'first', '--data', data, '--json']);
  assert.match(String(created.key), /^svc_live_/);
  const listed = await jsonOf(['keys', 'list', '--org', 'json-org', '--data', data, '--json']);
  assert.is(listed.orgId, created.orgId);
  assert.equal((listed.items as { id: string }[]).map((k) => k.id), [created.id]);
  assert.not.match(JSON.stringify(listed), new RegExp(String(created.key)), 'the secret is never listed');

  assert.match(String((await jsonOf(['version', '--json'])).version), /^\d+\.\d+\.\d+/);
  assert.ok(Array.isArray((await jsonOf(['encoders', '--json'])).encoders));
  const services = await runCli(['services', 'status', '--json']);
  assert.ok(Array.isArray((JSON.parse(services.stdout) as { services: unknown[] }).services), 'services status prints its object, up or down');
});

test.run();
