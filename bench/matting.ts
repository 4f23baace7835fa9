/**
 * `framefleet bench matting`: milliseconds per 1080p frame of the matting addon's stages on real
 * footage with people — Debian opencv-doc's vtest.avi (pedestrians, 768x576) scaled to 1920x1080:
 * the matte (detection, segmentation, refinement to full resolution with temporal smoothing, as
 * one Matter runs them) and the detectors alone (BlazeFace short and full range, the SSDLite people detector).
 * Frames are decoded up front, so decoding is not timed. The matte and the detectors alone: medians
 * over the frames; the matte's stages: means (person detection runs on every other frame).
 * Then frames per second of a 1080p render with a title behind the walkers against the same
 * render without the effect (bench/behind-subject-render.ts).
 */
import { existsSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { matteEach, mattingAvailable, openFaceDetector, openMatter, openPersonDetector, type Detector } from '../native/matting/index.ts';
import { openVideoDecoder, PRESETS } from '../native/media/index.ts';
import { runBehindSubjectRenderBench, type BehindSubjectBenchOptions, type BehindSubjectRenderReport } from './behind-subject-render.ts';
import { defineCommand, UsageError } from '../shared/cli/args.ts';
import { jsonFileOption, median, writeReport } from './options.ts';

export const VTEST = '/usr/share/doc/opencv-doc/examples/data/vtest.avi';

export interface MattingBenchOptions {
  frames: number; width: number; height: number; source: string;
  /** The behind-subject render against the plain one, on the same source. */
  render: Omit<BehindSubjectBenchOptions, 'source'>;
}

/** Where the walkers of vtest.avi cross the middle of the picture, several at a time. */
const RENDER_START_SEC = 4.5;

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
  /** Frames per second of the behind-subject render and of the same render without the effect. */
  render: BehindSubjectRenderReport;
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
  // A frame's time: from the matte before it to its own, with frames in flight as a fact job gives them.
  const matte: number[] = [];
  let stages;
  try {
    let last = performance.now();
    await matteEach(matter, frames.length, (i) => frames[i]!, () => {
      const now = performance.now();
      matte.push(now - last);
      last = now;
    });
    stages = matter.stats();
  } finally {
    await matter.close();
  }

  log('face detection (short range, full range), person detection');
  const faceShortRange = await timeDetector(() => openFaceDetector({ range: 'short' }), frames, o.width, o.height);
  const faceFullRange = await timeDetector(() => openFaceDetector({ range: 'full' }), frames, o.width, o.height);
  const person = await timeDetector(() => openPersonDetector(), frames, o.width, o.height);
  frames.length = 0; // 8 MB each, not needed by the renders

  log('render with a title behind the walkers, and without the effect');
  const render = await runBehindSubjectRenderBench({ ...o.render, source: o.source }, log);

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
    render,
  };
}

export const command = defineCommand({
  summary: 'ms per 1080p frame of segmentation, refinement and face/person detection; fps of a render behind the subject against without',
  description: 'Milliseconds per 1080p frame of the matting addon on vtest.avi (opencv-doc) scaled to 1920x1080: the matte and its stages (segmentation, refinement, face and person detection) and the detectors alone. Then frames per second of a 1080p render of vtest.avi with a title behind the walkers against the same render without the effect (alternating rounds; drawing alone, and drawing + libx264 encoding).',
  options: {
    frames: { type: 'integer', min: 1, max: 795, default: 30, help: 'frames timed for the matting stages' },
    // The render window starts RENDER_START_SEC into the 795 frames of vtest.avi.
    'render-frames': { type: 'integer', min: 1, max: 700, default: 60, help: 'frames per render' },
    rounds: { type: 'integer', min: 1, max: 50, default: 3, help: 'rounds of both renders' },
    preset: { type: 'choice', choices: PRESETS, default: 'veryfast', help: 'x264 preset of the renders' },
    'frame-out': { type: 'string', placeholder: 'FILE.png', parse: pngFile, help: 'write the middle frame of the behind-subject render to FILE (PNG)' },
    json: { ...jsonFileOption, help: 'write the report to FILE' },
  },
  async run({ values }) {
    // The footage is test media, which ops/setup.sh leaves out of the embedded mode's install.
    if (!existsSync(VTEST)) {
      console.error(`framefleet bench matting: its footage ${VTEST} is missing; it comes with Debian's opencv-doc, which ops/test-tools/install.sh installs`);
      return 1;
    }
    let report: MattingBenchReport;
    try {
      report = await runMattingBench({
        frames: values.frames, width: 1920, height: 1080, source: VTEST,
        render: { frames: values['render-frames'], rounds: values.rounds, startSec: RENDER_START_SEC, preset: values.preset, ...(values['frame-out'] ? { frameOut: values['frame-out'] } : {}) },
      }, (line) => console.error(line));
    } catch (err) {
      console.error(`framefleet bench matting: ${(err as Error).message}`);
      return 1;
    }
    const { ms, render } = report;
    console.log(
      `ms per 1920x1080 frame: matte ${ms.matte} (segmentation ${ms.segmentation}, refinement ${ms.refinement}, face detection ${ms.matteFaceDetection}, person detection ${ms.mattePersonDetection}); ` +
        `detectors alone: face short ${ms.faceShortRange}, face full ${ms.faceFullRange}, person ${ms.person}`,
    );
    console.log(
      `render fps at 1920x1080 (${render.settings.frames} frames, ${render.settings.rounds} rounds): behind the subject ${render.fps.behindSubject.render} (drawn ${render.fps.behindSubject.draw}), ` +
        `plain ${render.fps.plain.render} (drawn ${render.fps.plain.draw}); behind ÷ plain: render ${render.behindSubjectVsPlain.render}, draw ${render.behindSubjectVsPlain.draw}`,
    );
    if (render.frameOut) console.log(`wrote frame ${render.frameOut.frame} of the behind-subject render to ${render.frameOut.path}`);
    if (values.json) writeReport(values.json, report);
    return 0;
  },
});

function pngFile(raw: string): string {
  if (!raw.endsWith('.png')) throw new UsageError('--frame-out must name a .png file');
  return raw;
}
