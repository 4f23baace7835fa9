/**
 * `framefleet doctor`: what this machine has for each mode, and a remedy for each missing piece.
 *
 * - embedded (the default: `framefleet serve`, `framefleet render`): Node's version, the native
 *   media addon and the libav libraries it links, an H.264 encoder that really opens, the drawing
 *   library and SQLite;
 * - distributed: the configuration, and RabbitMQ, the MongoDB-compatible store and the
 *   S3-compatible blob store reachable at its addresses (spoken to over their protocols);
 * - optional features: each other encoder (NVENC, VAAPI, HEVC), the matting runtime that the
 *   behind-subject effect needs, and tesseract with its English model, which reads the stills of
 *   verify jobs on render nodes.
 *
 * Exits 1 when something the embedded mode needs is missing (with `--require distributed`, also
 * when something the distributed mode needs is), 0 otherwise.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { s3SettingsOf } from '../control-plane/blobs/index.ts';
import { mattingAvailable } from '../native/matting/index.ts';
import { EncoderError, probeEncoders, type ProbeReport } from '../native/media/index.ts';
import { defineCommand } from '../shared/cli/args.ts';
import { paint, printJson } from '../shared/cli/output.ts';
import { ConfigError, loadConfig } from '../shared/config/index.ts';
import { amqpHandshake, mongoPing, redact, s3Probe } from './services/probe.ts';

type Mode = 'embedded' | 'distributed' | 'optional';

export interface Check {
  id: string;
  mode: Mode;
  ok: boolean;
  detail: string;
  /** What to do about it; null when the check passed. */
  remedy: string | null;
}

/** The oldest Node the product runs on (package.json's engines). */
const minimumNode = [22, 0, 0] as const;
/** How long a service may take to answer its probe before it counts as unreachable. */
const serviceTimeoutMs = 2000;

const newerOrEqual = (version: readonly number[], minimum: readonly number[]) => {
  for (let i = 0; i < minimum.length; i++) if ((version[i] ?? 0) !== minimum[i]) return (version[i] ?? 0) > minimum[i]!;
  return true;
};

function nodeCheck(): Check {
  const version = process.versions.node.split('.').map(Number);
  const ok = newerOrEqual(version, minimumNode);
  return {
    id: 'node', mode: 'embedded', ok, detail: `Node ${process.version} (needs ${minimumNode.join('.')} or newer)`,
    remedy: ok ? null : `run ops/setup.sh, which installs Node 24 into .framefleet/toolchain/ where the machine's Node is older than ${minimumNode[0]}`,
  };
}

/** A package with a native part loads (its prebuilt or compiled binary matches this Node). */
function packageCheck(id: string, pkg: string, what: string): Check {
  try {
    createRequire(import.meta.url)(pkg);
    return { id, mode: 'embedded', ok: true, detail: `${pkg} loads (${what})`, remedy: null };
  } catch (err) {
    return { id, mode: 'embedded', ok: false, detail: `${pkg} does not load (${what}): ${(err as Error).message.split('\n')[0]}`, remedy: `npm ci (or npm rebuild ${pkg}) in the framefleet folder` };
  }
}

/** Why an encoder backend fails, in terms of what to install. */
const encoderRemedies: Record<string, string> = {
  software: 'install libavcodec with libx264/libx265 (Debian: ffmpeg libavcodec-dev, or libavcodec-extra), then npm run build:native',
  nvenc: 'needs an NVIDIA GPU with its driver (libnvidia-encode) visible to this process',
  vaapi: 'needs a VA-API render node (/dev/dri/renderD128) readable by this user and a VA driver (intel-media-va-driver or mesa-va-drivers)',
};

async function mediaChecks(): Promise<Check[]> {
  let report: ProbeReport;
  try {
    report = await probeEncoders();
  } catch (err) {
    if (!(err instanceof EncoderError)) throw err;
    return [{ id: 'media-addon', mode: 'embedded', ok: false, detail: err.message, remedy: 'install the libav libraries and build the addon: ops/setup.sh (or apt-get install ffmpeg libavcodec-dev libavformat-dev libavutil-dev libswscale-dev libswresample-dev libva-dev pkg-config, then npm run build:native)' }];
  }
  const { libraries } = report;
  const checks: Check[] = [{
    id: 'media-addon', mode: 'embedded', ok: true,
    detail: `native media addon loads: ffmpeg ${libraries.ffmpeg} (libavcodec ${libraries.libavcodec}, libavformat ${libraries.libavformat}, libswscale ${libraries.libswscale}, libswresample ${libraries.libswresample})`,
    remedy: null,
  }];
  const h264 = report.auto.h264;
  checks.push({
    id: 'encoder-h264', mode: 'embedded', ok: h264 !== null,
    detail: h264 ? `an H.264 encoder opens (auto picks ${h264})` : 'no H.264 encoder opens',
    remedy: h264 ? null : encoderRemedies.software!,
  });
  for (const e of report.encoders) {
    checks.push({
      id: `encoder-${e.codec}-${e.backend}`, mode: 'optional', ok: e.available,
      detail: `${e.codec} ${e.backend} (${e.encoder}) ${e.available ? 'opens' : `does not open: ${e.reason}`}`,
      remedy: e.available ? null : encoderRemedies[e.backend] ?? 'see framefleet encoders',
    });
  }
  return checks;
}

function mattingCheck(): Check {
  const status = mattingAvailable();
  return {
    id: 'matting', mode: 'optional', ok: status.available,
    detail: status.available ? 'matting runtime loads (behind-subject effect, subject tracks)' : `matting runtime unavailable (behind-subject effect, subject tracks): ${status.reason}`,
    remedy: status.available ? null : 'ops/setup.sh (or native/matting/setup/install.sh, then npm run build:native); Linux x86_64 only',
  };
}

/** Tesseract and its English model, for the OCR of verify jobs (render-node/verify/ocr.ts). */
async function ocrCheck(): Promise<Check> {
  const remedy = 'apt-get install tesseract-ocr tesseract-ocr-eng (ops/setup.sh installs them)';
  const run = (args: string[]) => promisify(execFile)('tesseract', args, { timeout: serviceTimeoutMs, encoding: 'utf8' });
  try {
    const version = await run(['--version']);
    const name = `${version.stdout}${version.stderr}`.match(/tesseract v?(\S+)/i)?.[1] ?? '(version unknown)';
    const langs = await run(['--list-langs']);
    const english = `${langs.stdout}${langs.stderr}`.split(/\s+/).includes('eng');
    return {
      id: 'ocr', mode: 'optional', ok: english,
      detail: english ? `tesseract ${name} reads English (verify jobs' OCR)` : `tesseract ${name} has no English model (verify jobs' OCR)`,
      remedy: english ? null : remedy,
    };
  } catch (err) {
    const missing = (err as NodeJS.ErrnoException).code === 'ENOENT';
    return { id: 'ocr', mode: 'optional', ok: false, detail: `tesseract ${missing ? 'is not installed' : `does not run: ${(err as Error).message.split('\n')[0]}`} (verify jobs' OCR)`, remedy };
  }
}

async function distributedChecks(): Promise<Check[]> {
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (!(err instanceof ConfigError)) throw err;
    return [{ id: 'config', mode: 'distributed', ok: false, detail: err.message, remedy: 'fix the FRAMEFLEET_* variables named above' }];
  }
  const s3 = s3SettingsOf(config);
  const [amqp, mongo, blobs] = await Promise.all([
    amqpHandshake(config.FRAMEFLEET_AMQP_URL, serviceTimeoutMs), mongoPing(config.FRAMEFLEET_MONGO_URL, serviceTimeoutMs), s3Probe(s3, serviceTimeoutMs),
  ]);
  const startThem = "start them with 'framefleet services start' (install with ops/services/install.sh), or point";
  return [
    { id: 'config', mode: 'distributed', ok: true, detail: `configuration reads (store ${config.FRAMEFLEET_STORE}, queue ${config.FRAMEFLEET_QUEUE}, blobs ${config.FRAMEFLEET_BLOBS})`, remedy: null },
    { id: 'rabbitmq', mode: 'distributed', ok: amqp.up, detail: `RabbitMQ at ${redact(config.FRAMEFLEET_AMQP_URL)}: ${amqp.up ? 'answers' : amqp.detail}`, remedy: amqp.up ? null : `${startThem} FRAMEFLEET_AMQP_URL at your broker` },
    { id: 'mongodb', mode: 'distributed', ok: mongo.up, detail: `MongoDB-compatible store at ${redact(config.FRAMEFLEET_MONGO_URL)}: ${mongo.up ? 'answers' : mongo.detail}`, remedy: mongo.up ? null : `${startThem} FRAMEFLEET_MONGO_URL at your MongoDB` },
    { id: 's3', mode: 'distributed', ok: blobs.up, detail: `S3-compatible bucket ${s3.bucket} at ${s3.endpoint}: ${blobs.up ? 'answers' : blobs.detail}`, remedy: blobs.up ? null : `${startThem} FRAMEFLEET_S3_ENDPOINT and FRAMEFLEET_S3_BUCKET at your bucket` },
  ];
}

/** Every check, in the order they are printed. */
export async function runChecks(): Promise<Check[]> {
  const [media, distributed, ocr] = await Promise.all([mediaChecks(), distributedChecks(), ocrCheck()]);
  return [
    nodeCheck(), ...media.filter((c) => c.mode === 'embedded'),
    packageCheck('canvas', '@napi-rs/canvas', 'the renderer draws with it'), packageCheck('sqlite', 'better-sqlite3', 'the embedded store'),
    ...distributed, ...media.filter((c) => c.mode === 'optional'), mattingCheck(), ocr,
  ];
}

const modeTitles: Record<Mode, string> = { embedded: 'embedded mode (serve, render)', distributed: 'distributed mode (FRAMEFLEET_QUEUE=rabbitmq, FRAMEFLEET_STORE=mongo, FRAMEFLEET_BLOBS=s3)', optional: 'optional features' };

function printChecks(checks: Check[]): void {
  for (const mode of Object.keys(modeTitles) as Mode[]) {
    console.log(paint('bold', modeTitles[mode]));
    for (const c of checks.filter((k) => k.mode === mode)) {
      const mark = c.ok ? paint('green', 'ok     ') : mode === 'optional' ? paint('yellow', 'absent ') : paint('red', 'MISSING');
      console.log(`  ${mark}  ${c.detail}`);
      if (c.remedy) console.log(`           ${paint('dim', `remedy: ${c.remedy}`)}`);
    }
  }
}

export const command = defineCommand({
  summary: 'check what this machine has for each mode, with a remedy for each missing piece',
  description: "Checks what this machine has for each mode: for the embedded mode, Node's version, the native media addon and its libav libraries, an H.264 encoder that really opens, the drawing library and SQLite; for the distributed mode, the configuration and whether RabbitMQ, the MongoDB-compatible store and the S3-compatible bucket it names answer; and the optional encoders and the matting runtime. Prints a remedy for each missing piece.",
  options: {
    json: { type: 'boolean', help: 'print {"ok", "embedded", "distributed", "checks": [{"id", "mode", "ok", "detail", "remedy"}]} as one JSON object' },
    require: { type: 'choice', choices: ['embedded', 'distributed'], default: 'embedded', help: 'which mode must be complete for exit code 0 (distributed also needs what the embedded mode does)' },
  },
  notes: 'Exits 1 when something the required mode needs is missing, 0 otherwise.',
  async run({ values }) {
    const checks = await runChecks();
    const ready = (mode: Mode) => checks.filter((c) => c.mode === mode).every((c) => c.ok);
    const embedded = ready('embedded');
    const distributed = embedded && ready('distributed');
    const ok = values.require === 'distributed' ? distributed : embedded;
    if (values.json) printJson({ ok, embedded, distributed, checks });
    else {
      printChecks(checks);
      console.log(ok ? `ready for the ${values.require} mode` : `not ready for the ${values.require} mode: see the remedies above`);
    }
    return ok ? 0 : 1;
  },
});
