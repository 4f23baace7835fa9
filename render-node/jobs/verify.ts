/**
 * A verify job (media queue): measures a composition for its critics.
 *
 * - Evidence: draws each evidence frame with the renderer the renders use, noting where each text
 *   landed (the renderer records it), and reads the drawn pixels: each text's contrast against
 *   what surrounds it, the dominant colours, the brief's logo (template matching), and the words
 *   on screen (OCR, when the brief names texts that must appear). Each still is uploaded as it is
 *   drawn (JPEG at the job's size); the figures stay in the composition's own pixels.
 * - The whole timeline: frames sampled at `sample_fps` (drawn, shrunk to grey thumbnails) for black
 *   and frozen stretches; the sound mixed exactly as the assembly mixes a render's (the same AAC),
 *   decoded and measured for loudness (BS.1770-4) and true peak.
 * Then the figures go to the control plane, which scores them (shared/verify/measurements.ts).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { compositionFrameCount, fpsRational } from '../../shared/composition/timing.ts';
import type { Composition } from '../../shared/composition/schema.ts';
import { parseColor } from '../../shared/composition/color.ts';
import { drawingFailure, JobFailure } from '../../shared/failures.ts';
import { measurementVersion, type DrawnText, type EvidenceMeasurement, type SoundMeasurement, type VerifyMeasurements } from '../../shared/verify/measurements.ts';
import { mixTimelineAudio } from '../assembly.ts';
import type { BlobLease } from '../blob-cache.ts';
import { AssetResolver, type MediaResolver } from '../renderer/assets.ts';
import { FrameDownscaler } from '../renderer/downscale.ts';
import type { FrameRenderer } from '../renderer/renderer.ts';
import { decodeAudioToFloat, dominantColors, findLogo, measureLoudness, measureTextContrast, readText, StretchFinder } from '../verify/index.ts';
import { Aborted, type JobContext } from './context.ts';
import type { JobRun, NodeJobKind } from './kind.ts';

export const verify: NodeJobKind = {
  run: (run, ctx) => ctx.withBlobs(run.cost, (blobs) => runVerify(run, ctx, blobs)),
  // What it would do on the scene queue; it comes on the media queue, where no job takes a slot.
  slot: 'hold',
  startsBeforeWanted: false,
  abortedOnDrain: false,
};

/** Thumbnail height of the timeline's samples: enough to tell black and still from moving. */
const sampleHeight = 72;
const evidenceJpegQuality = 88;

interface Rgba { rgba: Uint8ClampedArray; width: number; height: number }

async function runVerify({ envelope, nodeId, signal, cost }: JobRun, ctx: JobContext, blobs: BlobLease): Promise<void> {
  const job = envelope.verify!;
  const dir = join(ctx.workDir, envelope.jobId);
  mkdirSync(dir, { recursive: true });
  const media = ctx.mediaOf(blobs, job.assets, signal);
  const { renderer, composition, close } = await cost.stage('fetch', () => ctx.drawingRenderer(blobs, job, signal));
  const report = (part: Record<string, unknown>, file?: { path: string; contentHash: string }) => ctx.throughOutages(
    `reporting ${envelope.jobId}`, signal,
    () => ctx.farm.complete({ verify: { nodeId, jobId: envelope.jobId, orgId: envelope.orgId, verificationId: job.verificationId, ...part } }, file),
  );
  try {
    // The sound needs no drawing: it is mixed and measured while the frames are drawn.
    const sound = cost.stage('mix', () => measureSound(composition, media, dir), { children: true });
    sound.catch(() => {});
    const logo = job.logoRef ? await loadRgba(await media(job.logoRef)) : null;
    renderer.recordTexts();
    const downscale = job.width !== renderer.width || job.height !== renderer.height ? new FrameDownscaler(job.width, job.height) : null;
    const evidence: EvidenceMeasurement[] = [];
    for (const [index, frameNumber] of job.frames.entries()) {
      if (signal.aborted) throw new Aborted();
      const frame = Number(frameNumber);
      const measured = await cost.stage('measure', () => measureEvidence(renderer, frame, index, composition, logo, job.ocr, dir));
      evidence.push(measured.evidence);
      const image = await (downscale ? downscale.canvas(measured.canvas) : measured.canvas).encode('jpeg', evidenceJpegQuality);
      const file = join(dir, `evidence-${index}.jpg`);
      writeFileSync(file, image);
      const contentHash = createHash('sha256').update(image).digest('hex');
      const verdict = await report({ image: { index, frame, contentHash, sizeBytes: image.length, width: job.width, height: job.height, mediaType: 'image/jpeg' } }, { path: file, contentHash });
      if (!verdict.accepted) throw new Error(`the control plane refused evidence still ${index} of ${envelope.jobId}`);
    }
    const stretches = await cost.stage('measure', () => sampleTimeline(renderer, job.sampleFps, signal));
    const measurements: VerifyMeasurements = {
      version: measurementVersion,
      frame: { width: renderer.width, height: renderer.height, fps: renderer.fps, frameCount: renderer.frameCount, durationSec: renderer.frameCount / renderer.fps },
      evidence, sound: await sound, sampling: stretches.sampling, stretches: stretches.found,
    };
    const verdict = await report({ measurementsJson: JSON.stringify(measurements) });
    if (!verdict.accepted) throw new Error(`the control plane refused the measurements of ${envelope.jobId}`);
    ctx.log?.('verification measured', { jobId: envelope.jobId, stills: evidence.length });
  } finally {
    await close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Draws one evidence frame and reads it: texts (contrast, size, place), colours, logo, words. */
async function measureEvidence(renderer: FrameRenderer, frame: number, index: number, composition: Composition, logo: Rgba | null, ocr: boolean, dir: string): Promise<{ evidence: EvidenceMeasurement; canvas: Canvas }> {
  let canvas: Canvas;
  try {
    canvas = await renderer.drawFrame(frame);
  } catch (err) {
    throw drawingFailure(err).at({ frame });
  }
  const { width, height } = renderer;
  const pixels = canvas.getContext('2d').getImageData(0, 0, width, height).data;
  const texts: DrawnText[] = renderer.textsOfLastFrame().map((t) => {
    const fill = parseColor(t.fill) ?? { r: 255, g: 255, b: 255, a: 1 };
    const contrast = measureTextContrast(pixels, width, height, t.box, { r: fill.r, g: fill.g, b: fill.b });
    return { clipRef: t.clipRef, kind: t.kind, text: t.text, box: roundBox(t.box), heightPx: round(t.heightPx, 1), ...contrast };
  });
  let words: EvidenceMeasurement['ocr'] = null;
  if (ocr) {
    const file = join(dir, `ocr-${index}.png`);
    writeFileSync(file, await canvas.encode('png'));
    words = await readText(file);
  }
  const found = logo ? findLogo({ rgba: pixels, width, height }, logo) : null;
  return {
    canvas,
    evidence: {
      index, atSec: round(frame / renderer.fps, 3), frame, texts, ocr: words,
      logo: logo ? (found ?? { score: 0, box: { x: 0, y: 0, width: 0, height: 0 }, scale: 0 }) : null,
      dominantColors: dominantColors(pixels, width, height, 5),
    },
  };
}

/** Draws the timeline at `fps` and finds its black and frozen stretches. */
async function sampleTimeline(renderer: FrameRenderer, fps: number, signal: AbortSignal) {
  const rate = fps > 0 ? fps : 4;
  const duration = renderer.frameCount / renderer.fps;
  const w = Math.max(2, Math.round((renderer.width / renderer.height) * sampleHeight));
  const shrink = new FrameDownscaler(w, sampleHeight);
  const finder = new StretchFinder();
  let frames = 0;
  for (let t = 0; t < duration; t += 1 / rate) {
    if (signal.aborted) throw new Aborted();
    const frame = Math.min(renderer.frameCount - 1, Math.round(t * renderer.fps));
    const small = shrink.canvas(await renderer.drawFrame(frame));
    const rgba = small.getContext('2d').getImageData(0, 0, w, sampleHeight).data;
    const grey = new Uint8Array(w * sampleHeight);
    for (let i = 0; i < grey.length; i++) grey[i] = Math.round(0.2126 * rgba[i * 4]! + 0.7152 * rgba[i * 4 + 1]! + 0.0722 * rgba[i * 4 + 2]!);
    finder.push(grey, w, sampleHeight, t);
    frames++;
  }
  return { sampling: { fps: rate, frames }, found: finder.finish(duration) };
}

/** The composition's sound as a render delivers it (the assembly's own mix and AAC), measured. */
async function measureSound(composition: Composition, media: MediaResolver, dir: string): Promise<SoundMeasurement> {
  const assets = new AssetResolver(null, media);
  const totalFrames = compositionFrameCount(composition);
  const mixDir = join(dir, 'mix');
  mkdirSync(mixDir, { recursive: true });
  const mix = await mixTimelineAudio({
    composition, resolveSource: (src) => assets.path(src), dir: mixDir,
    video: { width: composition.output.width, height: composition.output.height, fps: fpsRational(composition.output.fps) },
    startFrame: 0, totalFrames,
  });
  if (mix.silent || !mix.output) return { audible: false, integratedLufs: null, truePeakDbtp: null, loudnessRangeLu: null };
  const pcm = await decodeAudioToFloat(mix.output);
  return measureLoudness(pcm.samples, pcm.channels, pcm.sampleRate);
}

async function loadRgba(path: string): Promise<Rgba> {
  let image;
  try {
    image = await loadImage(path);
  } catch (err) {
    throw new JobFailure('asset_unreadable', `the brief's logo could not be read as a picture: ${(err as Error).message}`);
  }
  const canvas = createCanvas(image.width, image.height);
  const g = canvas.getContext('2d');
  g.drawImage(image, 0, 0);
  return { rgba: g.getImageData(0, 0, image.width, image.height).data, width: image.width, height: image.height };
}

function round(n: number, digits: number): number {
  const k = 10 ** digits;
  return Math.round(n * k) / k;
}

function roundBox(b: { x: number; y: number; width: number; height: number }) {
  return { x: round(b.x, 1), y: round(b.y, 1), width: round(b.width, 1), height: round(b.height, 1) };
}
