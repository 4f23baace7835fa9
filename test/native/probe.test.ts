/** Capability probe: every backend really opened for H.264 and HEVC, reasons for failures, `auto` order, CLI. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { BACKENDS, CODECS, probeEncoders, type ProbeReport } from '../../native/media/index.ts';

const run = promisify(execFile);
const repo = new URL('../..', import.meta.url).pathname;
const test = suite('native probe');

function checkReport(report: ProbeReport) {
  assert.equal(
    report.encoders.map((e) => `${e.codec}/${e.backend}/${e.encoder}`),
    ['h264/nvenc/h264_nvenc', 'h264/vaapi/h264_vaapi', 'h264/software/libx264', 'hevc/nvenc/hevc_nvenc', 'hevc/vaapi/hevc_vaapi', 'hevc/software/libx265'],
  );
  for (const e of report.encoders) {
    assert.is(typeof e.available, 'boolean');
    if (e.available) assert.is(e.reason, null, e.encoder);
    else assert.ok(typeof e.reason === 'string' && e.reason.includes(e.encoder === 'h264_vaapi' || e.encoder === 'hevc_vaapi' ? 'VAAPI' : e.encoder), `${e.encoder}: ${e.reason}`);
  }
  for (const codec of CODECS) {
    const first = BACKENDS.find((b) => report.encoders.some((e) => e.codec === codec && e.backend === b && e.available)) ?? null;
    assert.is(report.auto[codec], first, `auto for ${codec} takes nvenc, then vaapi, then software`);
  }
  assert.match(report.libraries.libavcodec, /^\d+\.\d+\.\d+$/);
}

test('probeEncoders opens each backend and explains each failure', async () => {
  const report = await probeEncoders();
  checkReport(report);
  assert.ok(report.encoders.filter((e) => e.backend === 'software').every((e) => e.available), 'libx264 and libx265 open');
  const fresh = await probeEncoders({ refresh: true });
  assert.equal(fresh.encoders.map((e) => e.available), report.encoders.map((e) => e.available));
});

test('`framefleet encoders --json` prints the same report', async () => {
  const { stdout } = await run(`${repo}bin/framefleet`, ['encoders', '--json'], { cwd: repo });
  const report = JSON.parse(stdout) as ProbeReport;
  checkReport(report);
  const api = await probeEncoders();
  assert.equal(report.encoders, api.encoders);
  assert.equal(report.auto, api.auto);
});

test('a missing addon gives ERR_ADDON_NOT_BUILT naming the build command', async () => {
  const script = `import('${repo}native/media/index.ts').then((m) => m.probeEncoders()).then(() => console.log('loaded'), (e) => console.log(JSON.stringify({ code: e.code, message: e.message })))`;
  const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: repo,
    env: { ...process.env, FRAMEFLEET_MEDIA_ADDON: '/nonexistent/framefleet_media.node' },
  });
  const err = JSON.parse(stdout.trim()) as { code: string; message: string };
  assert.is(err.code, 'ERR_ADDON_NOT_BUILT');
  assert.match(err.message, /npm run build:native/);
});

test.run();
