/**
 * `framefleet encoders [--json] [--refresh] [--vaapi-device PATH]`: opens every encoder backend for
 * H.264 and HEVC and prints which work, the reason for each that does not, and what `auto` picks.
 * Exits 0 when at least one encoder works, 1 when none does or the addon is missing.
 */
import { parseArgs } from 'node:util';
import { EncoderError, probeEncoders } from './index.ts';

const usage = `usage: framefleet encoders [--json] [--vaapi-device PATH]

Opens each backend (nvenc, vaapi, software) for H.264 and HEVC, encoding one test frame,
and reports which work and why the others do not.

  --json               print the report as JSON
  --vaapi-device PATH  VAAPI render node to try (default: libva's choice)`;

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      options: { json: { type: 'boolean' }, 'vaapi-device': { type: 'string' }, help: { type: 'boolean', short: 'h' } },
      strict: true,
      allowPositionals: false,
    }));
  } catch (err) {
    console.error(`framefleet encoders: ${(err as Error).message}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  try {
    const report = await probeEncoders(values['vaapi-device'] ? { vaapiDevice: values['vaapi-device'] } : {});
    if (values.json) {
      console.log(JSON.stringify(report, null, 2));
    } else {
      for (const e of report.encoders) {
        const status = e.available ? 'available' : `unavailable: ${e.reason}`;
        console.log(`${e.codec.padEnd(5)} ${e.backend.padEnd(9)} ${e.encoder.padEnd(11)} ${status}`);
      }
      console.log(`auto: h264 -> ${report.auto.h264 ?? 'none'}, hevc -> ${report.auto.hevc ?? 'none'}`);
      console.log(`ffmpeg libraries ${report.libraries.ffmpeg} (libavcodec ${report.libraries.libavcodec})`);
    }
    return report.encoders.some((e) => e.available) ? 0 : 1;
  } catch (err) {
    if (err instanceof EncoderError) {
      console.error(`framefleet encoders: ${err.message}`);
      return 1;
    }
    throw err;
  }
}
