/**
 * `framefleet encoders [--json] [--vaapi-device PATH]`: opens every encoder backend for
 * H.264 and HEVC and prints which work, the reason for each that does not, and what `auto` picks.
 * Exits 0 when at least one encoder works, 1 when none does or the addon is missing.
 */
import { defineCommand } from '../../shared/cli/args.ts';
import { printJson } from '../../shared/cli/output.ts';
import { EncoderError, probeEncoders } from './index.ts';

export const command = defineCommand({
  summary: 'probe which video encoders really open on this machine',
  description: 'Opens each backend (nvenc, vaapi, software) for H.264 and HEVC, encoding one test frame, and reports which work and why the others do not. Exits 0 when at least one encoder works, 1 when none does or the addon is missing.',
  options: {
    json: { type: 'boolean', help: 'print the report as one JSON object' },
    'vaapi-device': { type: 'string', placeholder: 'PATH', help: "VAAPI render node to try (default: libva's choice)" },
  },
  async run({ values }) {
    try {
      const report = await probeEncoders(values['vaapi-device'] ? { vaapiDevice: values['vaapi-device'] } : {});
      if (values.json) {
        printJson(report);
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
  },
});
