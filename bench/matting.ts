/**
 * `framefleet bench matting`: milliseconds per 1080p frame of the matting addon's stages on real
 * footage with people — Debian opencv-doc's vtest.avi (pedestrians, 768x576) scaled to 1920x1080:
 * the matte (detection, segmentation, refinement to full resolution with temporal smoothing, as
 * one Matter runs them) and the detectors alone (BlazeFace short and full range, HOG people).
 * Frames are decoded up front, so decoding is not timed. The matte and the detectors alone: medians
 * over the frames; the matte's stages: means (person detection runs on every other frame).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { mattingAvailable, openFaceDetector, openMatter, openPersonDetector, type Detector } from '../native/matting/index.ts';
import { openVideoDecoder } from '../native/media/index.ts';
import { median } from './encode.ts';

export const VTEST = '/usr/share/doc/opencv-doc/examples/data/vtest.avi';

export interface MattingBenchOptions { frames: number; width: number; height: number; source: string }

export interface MattingBenchReport {
  benchmark: 'matting';
  source: string;
  settings: { frames: number; width: number; height: number };
  machine: { cpu: string; cpus: number; memoryGiB: number };
  /** Milliseconds per frame. */
  ms: {
    /** The whole matte of a frame: Matter.next(). */
    matte: number;
    /** Its stages: person segmentation, refinement (temporal smoothing and the guided filter to full resolution), face and person detection. */
    segmentation: number;
    refinement: number;
    matteFaceDetection: number;
    mattePersonDetection: number;
    /** The detectors alone on the full frame. */
    faceShortRange: number;
    faceFullRange: number;
    person: number;
  };
}

async function timeDetector(open: () => Promise<Detector>, frames: Uint8Array[], width: number, height: number): Promise<number> {
  const detector = await open();
  try {
    await detector.detect(frames[0]!, width, height);
    const times: number[] = [];
    for (const frame of frames) {
      const started = performance.now();
      await detector.detect(frame, width, height);
      times.push(performance.now() - started);
    }
    return median(times);
  } finally {
    await detector.close();
  }
}

const round = (ms: number) => Math.round(ms * 100) / 100;

export async function runMattingBench(o: MattingBenchOptions, log: (line: string) => void): Promise<MattingBenchReport> {
  const status = mattingAvailable();
  if (!status.available) throw new Error(`matting is not available: ${status.reason}`);
  log(`decoding ${o.frames} frames of ${o.source} at ${o.width}x${o.height}`);
  const decoder = await openVideoDecoder(o.source);
  const frames: Uint8Array[] = [];
  try {
    for (let i = 0; i < o.frames; i++) {
      const frame = new Uint8Array(o.width * o.height * 4);
      await decoder.read(i % decoder.info.frameCount, frame, { width: o.width, height: o.height });
      frames.push(frame);
    }
  } finally {
    await decoder.close();
  }

  log('matte');
  const matter = await openMatter({ width: o.width, height: o.height });
  const matte: number[] = [];
  let stages;
  try {
    for (const frame of frames) {
      const started = performance.now();
      await matter.next(frame);
      matte.push(performance.now() - started);
    }
    stages = matter.stats();
  } finally {
    await matter.close();
  }

  log('face detection (short range, full range), person detection');
  const faceShortRange = await timeDetector(() => openFaceDetector({ range: 'short' }), frames, o.width, o.height);
  const faceFullRange = await timeDetector(() => openFaceDetector({ range: 'full' }), frames, o.width, o.height);
  const person = await timeDetector(() => openPersonDetector(), frames, o.width, o.height);

  return {
    benchmark: 'matting',
    source: o.source,
    settings: { frames: o.frames, width: o.width, height: o.height },
    machine: { cpu: cpus()[0]?.model ?? 'unknown', cpus: cpus().length, memoryGiB: Math.round((totalmem() / 2 ** 30) * 10) / 10 },
    ms: {
      matte: round(median(matte)),
      segmentation: round(stages.segmentMs / stages.frames),
      refinement: round(stages.refineMs / stages.frames),
      matteFaceDetection: round(stages.detectFacesMs / stages.frames),
      mattePersonDetection: round(stages.detectPeopleMs / stages.frames),
      faceShortRange: round(faceShortRange),
      faceFullRange: round(faceFullRange),
      person: round(person),
    },
  };
}

const usage = `usage: framefleet bench matting [--frames N] [--json FILE]

Milliseconds per 1080p frame of the matting addon on vtest.avi (opencv-doc) scaled to 1920x1080:
the matte and its stages (segmentation, refinement, face and person detection) and the detectors alone.

  --frames N   frames timed (default 30)
  --json FILE  write the report to FILE`;

export async function main(argv: string[]): Promise<number> {
  let values;
  try {
    ({ values } = parseArgs({ args: argv, options: { frames: { type: 'string' }, json: { type: 'string' }, help: { type: 'boolean', short: 'h' } } }));
  } catch (err) {
    console.error(`framefleet bench matting: ${(err as Error).message}\n\n${usage}`);
    return 2;
  }
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const frames = values.frames === undefined ? 30 : Number(values.frames);
  if (!Number.isInteger(frames) || frames < 1 || frames > 795) {
    console.error('framefleet bench matting: --frames must be an integer from 1 to 795');
    return 2;
  }
  let report: MattingBenchReport;
  try {
    report = await runMattingBench({ frames, width: 1920, height: 1080, source: VTEST }, (line) => console.error(line));
  } catch (err) {
    console.error(`framefleet bench matting: ${(err as Error).message}`);
    return 1;
  }
  const ms = report.ms;
  console.log(
    `ms per 1920x1080 frame: matte ${ms.matte} (segmentation ${ms.segmentation}, refinement ${ms.refinement}, face detection ${ms.matteFaceDetection}, person detection ${ms.mattePersonDetection}); ` +
      `detectors alone: face short ${ms.faceShortRange}, face full ${ms.faceFullRange}, person ${ms.person}`,
  );
  if (values.json) {
    mkdirSync(dirname(values.json), { recursive: true });
    writeFileSync(values.json, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`wrote ${values.json}`);
  }
  return 0;
}
