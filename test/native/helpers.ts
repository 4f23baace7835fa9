/** Shared helpers for the native encoder tests: ffprobe/ffmpeg wrappers, MP4 box order, PSNR. */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { renderFrame } from '../../bench/frames.ts';
import { openVideoEncoder, type SegmentInfo, type VideoEncoderOptions } from '../../native/media/index.ts';
import * as assert from 'uvu/assert';

const run = promisify(execFile);

export function tempDir(prefix: string): { path: string; file: (name: string) => string; remove: () => void } {
  const path = mkdtempSync(join(tmpdir(), `framefleet-${prefix}-`));
  return { path, file: (name) => join(path, name), remove: () => rmSync(path, { recursive: true, force: true }) };
}

export interface ProbeStream {
  index: number;
  codec_type: string;
  codec_name: string;
  codec_tag_string?: string;
  profile?: string;
  pix_fmt?: string;
  width?: number;
  height?: number;
  color_space?: string;
  color_transfer?: string;
  color_primaries?: string;
  color_range?: string;
  sample_rate?: string;
  channels?: number;
  time_base: string;
  duration?: string;
  start_time?: string;
  nb_frames?: string;
  nb_read_frames?: string;
}
export interface ProbeFrame { media_type: string; stream_index: number; key_frame: number; pict_type?: string; pts?: number; pts_time?: string; pkt_dts?: number; best_effort_timestamp_time?: string }
export interface ProbePacket { codec_type: string; stream_index: number; pts: number; dts: number; duration: number; flags: string; data?: string }
export interface Probe { streams: ProbeStream[]; frames?: ProbeFrame[]; packets?: ProbePacket[]; format: { duration: string; format_name: string; tags?: Record<string, string> } }

/** ffprobe as JSON; with `frames` every frame is decoded and counted. */
export async function ffprobe(path: string, opts: { frames?: boolean; packets?: boolean; data?: boolean } = {}): Promise<Probe> {
  const base = ['-v', 'error', '-show_streams', '-show_format', '-of', 'json'];
  const probe = async (extra: string[]) => JSON.parse((await run('ffprobe', [...base, ...extra, path], { maxBuffer: 256 * 1024 * 1024 })).stdout) as Probe;
  const result = await probe(opts.frames ? ['-count_frames', '-show_frames'] : []);
  // ffprobe merges frames and packets into one list when asked for both, so packets come from a second run.
  if (opts.packets) result.packets = (await probe(['-show_packets', ...(opts.data ? ['-show_data'] : [])])).packets;
  return result;
}

/** The video decoded to raw yuv420p, one Buffer per frame. */
export async function decodeYuv(path: string, width: number, height: number): Promise<Buffer[]> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:v:0', '-f', 'rawvideo', '-pix_fmt', 'yuv420p', '-'], {
    encoding: 'buffer',
    maxBuffer: 1024 * 1024 * 1024,
  });
  const size = (width * height * 3) / 2;
  const frames: Buffer[] = [];
  for (let o = 0; o + size <= stdout.length; o += size) frames.push(stdout.subarray(o, o + size));
  return frames;
}

/** The audio decoded to 48 kHz stereo float, [left, right]. */
export async function decodeAudio(path: string): Promise<[Float32Array, Float32Array]> {
  const { stdout } = await run('ffmpeg', ['-v', 'error', '-i', path, '-map', '0:a:0', '-f', 'f32le', '-ac', '2', '-ar', '48000', '-'], {
    encoding: 'buffer',
    maxBuffer: 1024 * 1024 * 1024,
  });
  const all = new Float32Array(stdout.buffer.slice(stdout.byteOffset, stdout.byteOffset + stdout.length));
  const n = all.length / 2;
  const left = new Float32Array(n), right = new Float32Array(n);
  for (let i = 0; i < n; i++) {
    left[i] = all[2 * i]!;
    right[i] = all[2 * i + 1]!;
  }
  return [left, right];
}

export function rms(samples: Float32Array, from: number, to: number): number {
  let sum = 0;
  for (let i = from; i < to; i++) sum += samples[i]! ** 2;
  return Math.sqrt(sum / Math.max(1, to - from));
}

export { psnr } from '../support/images.ts';

/** The product's own reader of top-level MP4 boxes (the delivered-output check uses it too). */
export { topLevelBoxes } from '../../render-node/output-check.ts';

/** NAL unit types in a length-prefixed (MP4) H.264 or HEVC packet given as an ffprobe hex dump. */
export function nalTypes(hexDump: string, codec: 'h264' | 'hevc'): number[] {
  const hex = hexDump
    .split('\n')
    .map((line) => (/^[0-9a-f]{8}: /.test(line) ? line.slice(10, 49).replace(/[^0-9a-f]/g, '') : ''))
    .join('');
  const bytes = Buffer.from(hex, 'hex');
  const types: number[] = [];
  for (let pos = 0; pos + 5 <= bytes.length; ) {
    const len = bytes.readUInt32BE(pos);
    const head = bytes[pos + 4]!;
    types.push(codec === 'h264' ? head & 0x1f : (head >> 1) & 0x3f);
    pos += 4 + len;
  }
  return types;
}

export const IDR_TYPES = { h264: [5], hevc: [19, 20] } as const;

/** Encodes frames [from, to) of the test pattern into one segment. */
export async function encodePattern(
  output: string,
  from: number,
  to: number,
  options: Omit<VideoEncoderOptions, 'output'>,
): Promise<SegmentInfo> {
  const enc = await openVideoEncoder({ ...options, output });
  const size = { width: options.width, height: options.height };
  const inFlight: Promise<void>[] = [];
  for (let i = from; i < to; i++) {
    inFlight.push(enc.write(renderFrame(i, size)));
    if (inFlight.length >= 2) await inFlight.shift();
  }
  await Promise.all(inFlight);
  return enc.close();
}

/** Awaits a promise that must reject, and hands the error to `check`. */
export async function rejects(promise: Promise<unknown>, check: (err: Error & { code?: string }) => void): Promise<void> {
  try {
    await promise;
  } catch (err) {
    check(err as Error & { code?: string });
    return;
  }
  assert.unreachable('expected a rejection');
}
