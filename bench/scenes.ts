/**
 * `framefleet bench scenes [--json FILE]`: what cutting a render into shorter scenes costs. The
 * short composition's frames are drawn once and encoded as scenes of each length (every scene
 * its own encoder, so it starts with an IDR frame, as on the farm), with the farm's settings
 * (libx264 veryfast, crf 20, two-second GOP). For each length: the IDR frames and the bytes of the
 * joined video bitstream (packets, no container), against one encoder for the whole render, and
 * with --psnr the PSNR of the joined scenes against the drawn frames (both as yuv420p).
 * Counts, not timings: the numbers are the same on any machine.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmSync, writeFileSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openVideoEncoder, type VideoEncoder } from '../native/media/index.ts';
import { defaultEncodeSettings } from '../control-plane/farm/kinds/render.ts';
import { gopFrames } from '../control-plane/features/renders/render-plan.ts';
import { drawShortFrames, loadShortComposition } from './short-composition.ts';
import { defineCommand } from '../shared/cli/args.ts';
import { jsonFileOption, numberList, writeReport } from './options.ts';

export const defaultSceneLengths = [30, 60, 90, 120, 150, 300];

export interface SceneLengthRow {
  scene_frames: number;
  scenes: number;
  /** Whether every scene is a whole number of GOPs (the last may be shorter). */
  gop_aligned: boolean;
  idr_frames: number;
  video_bytes: number;
  /** Bytes against one encoder for all frames. */
  bytes_vs_one_scene: number;
  /** Average PSNR (dB, yuv420p) of the joined scenes against the drawn frames; null unless measured. */
  psnr_db: number | null;
}

/** Average PSNR of `segments` played in order against raw RGBA frames, both compared as yuv420p. */
function joinedPsnr(segments: string[], raw: string, size: { width: number; height: number; fps: number }, list: string): number {
  writeFileSync(list, segments.map((f) => `file '${f}'`).join('\n') + '\n');
  // The drawn frames go to yuv420p as the encoder converts them (BT.709, limited range), so the
  // figure is coding loss rather than a colour-matrix mismatch.
  const run = spawnSync('ffmpeg', [
    '-hide_banner', '-nostats', '-f', 'concat', '-safe', '0', '-i', list,
    '-f', 'rawvideo', '-pix_fmt', 'rgba', '-s', `${size.width}x${size.height}`, '-r', String(size.fps), '-i', raw,
    '-lavfi', '[0:v]format=yuv420p[a];[1:v]scale=out_color_matrix=bt709:out_range=tv,format=yuv420p[b];[a][b]psnr', '-f', 'null', '-',
  ], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  const average = /PSNR .*average:([\d.]+|inf)/.exec(run.stderr ?? '')?.[1];
  if (run.status !== 0 || average === undefined) throw new Error(`ffmpeg psnr failed: ${(run.stderr ?? '').slice(-1000)}`);
  return average === 'inf' ? Infinity : Number(average);
}

/** Key packets and total packet bytes of a file's video stream. */
function videoPackets(file: string): { keys: number; bytes: number } {
  const out = execFileSync('ffprobe', ['-v', 'error', '-select_streams', 'v:0', '-show_entries', 'packet=size,flags', '-of', 'csv=p=0', file], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  let keys = 0, bytes = 0;
  for (const line of out.trim().split('\n')) {
    const [size, flags] = line.split(',');
    bytes += Number(size);
    if (flags?.includes('K')) keys++;
  }
  return { keys, bytes };
}

export async function runScenesBench(o: { lengths: number[]; psnr: boolean; log: (line: string) => void }) {
  const composition = loadShortComposition();
  const { width, height, fps } = composition.output;
  const total = Math.round((composition.output.durationSec ?? 10) * fps);
  const gop = gopFrames(fps);
  const lengths = [...new Set([...o.lengths, total])].sort((a, b) => a - b);
  const dir = mkdtempSync(join(tmpdir(), 'framefleet-scenes-bench-'));
  const segments = new Map<number, string[]>(lengths.map((l) => [l, []]));
  const open = new Map<number, VideoEncoder>();
  const started = performance.now();
  const raw = join(dir, 'frames.rgba');
  const rawFd = o.psnr ? openSync(raw, 'w') : null;
  try {
    // One pass of drawing feeds every length's encoders, so all see the same frames.
    await drawShortFrames(composition, total, async (frame, i) => {
      await Promise.all(lengths.map(async (length) => {
        if (i % length === 0) {
          await open.get(length)?.close();
          const file = join(dir, `l${length}-s${i / length}.mp4`);
          segments.get(length)!.push(file);
          open.set(length, await openVideoEncoder({
            output: file, width, height, fps, codec: 'h264', backend: 'software', preset: defaultEncodeSettings.preset as never,
            quality: defaultEncodeSettings.crf, gop, threads: 1,
          }));
        }
        await open.get(length)!.write(frame);
      }));
      if (rawFd !== null) writeSync(rawFd, frame);
      if ((i + 1) % 60 === 0) o.log(`drew and encoded ${i + 1}/${total} frames`);
    });
    await Promise.all([...open.values()].map((e) => e.close()));
    if (rawFd !== null) closeSync(rawFd);
    const rows = lengths.map((length) => {
      const counted = segments.get(length)!.map(videoPackets);
      const psnr = o.psnr ? joinedPsnr(segments.get(length)!, raw, { width, height, fps }, join(dir, `l${length}.txt`)) : null;
      if (psnr !== null) o.log(`${length}-frame scenes: PSNR ${psnr.toFixed(3)} dB`);
      return { length, keys: counted.reduce((n, c) => n + c.keys, 0), bytes: counted.reduce((n, c) => n + c.bytes, 0), scenes: counted.length, psnr };
    });
    const whole = rows.find((r) => r.length === total)!;
    const table: SceneLengthRow[] = rows.map((r) => ({
      scene_frames: r.length, scenes: r.scenes, gop_aligned: r.length % gop === 0 || r.length >= total, idr_frames: r.keys, video_bytes: r.bytes,
      bytes_vs_one_scene: Number((r.bytes / whole.bytes).toFixed(4)), psnr_db: r.psnr === null ? null : Number(r.psnr.toFixed(3)),
    }));
    return {
      benchmark: 'scenes',
      settings: { composition: 'bench/compositions/short-10s.json', width, height, fps, frames: total, gop, codec: 'h264', encoder: 'libx264', preset: defaultEncodeSettings.preset, crf: defaultEncodeSettings.crf, threads: 1 },
      table,
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

type ScenesReport = Awaited<ReturnType<typeof runScenesBench>>;

/** Two bar groups per scene length: IDR frames and bytes against one scene. */
export function scenesSvg(report: ScenesReport): string {
  const w = 720, h = 380, left = 60, bottom = 320, top = 80;
  const rows = report.table;
  const maxIdr = Math.max(...rows.map((r) => r.idr_frames));
  const maxRatio = Math.max(...rows.map((r) => r.bytes_vs_one_scene), 1);
  const slot = (w - left - 20) / rows.length;
  const bars = rows.map((r, i) => {
    const x = left + i * slot + 8;
    const idrH = ((bottom - top) * r.idr_frames) / maxIdr;
    const byteH = ((bottom - top) * r.bytes_vs_one_scene) / maxRatio;
    return `<rect x="${x}" y="${bottom - idrH}" width="${slot / 2 - 10}" height="${idrH}" fill="#5b5bf6"/>`
      + `<text x="${x + (slot / 2 - 10) / 2}" y="${bottom - idrH - 4}" font-size="11" text-anchor="middle">${r.idr_frames}</text>`
      + `<rect x="${x + slot / 2 - 6}" y="${bottom - byteH}" width="${slot / 2 - 10}" height="${byteH}" fill="${r.gop_aligned ? '#12b5cb' : '#ffb020'}"/>`
      + `<text x="${x + slot / 2 - 6 + (slot / 2 - 10) / 2}" y="${bottom - byteH - 4}" font-size="11" text-anchor="middle">${r.bytes_vs_one_scene.toFixed(3)}</text>`
      + `<text x="${x + slot / 2 - 8}" y="${bottom + 16}" font-size="12" text-anchor="middle">${r.scene_frames} f${r.gop_aligned ? '' : ' (off GOP)'}</text>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" font-family="sans-serif">`
    + `<rect width="100%" height="100%" fill="#fff"/>`
    + `<text x="${left}" y="22" font-size="14">IDR frames (blue) and bytes vs one scene (teal; orange: off the GOP grid)</text>`
    + `<text x="${left}" y="42" font-size="12">${report.settings.frames} frames ${report.settings.width}x${report.settings.height}@${report.settings.fps}, GOP ${report.settings.gop}, ${report.settings.encoder} ${report.settings.preset} crf ${report.settings.crf}</text>`
    + `<line x1="${left}" y1="${bottom}" x2="${w - 20}" y2="${bottom}" stroke="#333"/>${bars}`
    + `<text x="${left}" y="${h - 20}" font-size="12">scene length (frames)</text></svg>\n`;
}

export const command = defineCommand({
  summary: 'IDR frames and bytes against scene length on the short composition',
  description: 'Encodes the short composition (bench/compositions/short-10s.json) as scenes of each length, each scene its own encoder starting with an IDR frame, and counts IDR frames and video bytes.',
  options: {
    lengths: { type: 'string', placeholder: 'LIST', parse: numberList('lengths', (l) => Number.isInteger(l) && l >= 1 && l <= 100_000, 'positive integers'), help: `scene lengths in frames, comma separated (default ${defaultSceneLengths.join(',')}; the whole render is always added)` },
    'no-psnr': { type: 'boolean', help: 'skip the PSNR of each length (it holds the drawn frames in a raw file and decodes every output)' },
    json: { ...jsonFileOption, help: 'write the report to FILE and a plot to FILE with .svg' },
  },
  async run({ values }) {
    const report = await runScenesBench({ lengths: values.lengths ?? defaultSceneLengths, psnr: !values['no-psnr'], log: (line) => console.error(line) });
    console.log('scene frames  scenes  GOP-aligned  IDR frames  video bytes  vs one scene  PSNR dB');
    for (const r of report.table) console.log(`${String(r.scene_frames).padStart(12)}  ${String(r.scenes).padStart(6)}  ${String(r.gop_aligned).padStart(11)}  ${String(r.idr_frames).padStart(10)}  ${String(r.video_bytes).padStart(11)}  ${r.bytes_vs_one_scene.toFixed(4).padStart(12)}  ${r.psnr_db?.toFixed(3) ?? '-'}`);
    if (values.json) writeReport(values.json, report, scenesSvg(report));
    return 0;
  },
});
