/**
 * What a media file is, by reading it with libavformat rather than trusting its name or content
 * type, its thumbnail (a 320 px wide JPEG of a frame one second in, or of the picture itself), what
 * its sound measures (for the catalog's audio palette), and its sound for speech-to-text. Render
 * nodes run these as media jobs; the control plane does no media work.
 */
import { execFile, type ChildProcess } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { createCanvas, ImageData, loadImage, type Canvas } from '@napi-rs/canvas';
import { inspectMediaFile, openVideoDecoder, type MediaFileFacts } from '../native/media/index.ts';
import type { MediaFacts, MomentSignals } from '../shared/media-facts.ts';
import { AudioAnalyzer, type AudioAnalysis, silenceFloorDb } from '../shared/sounds/analysis.ts';
import { spawnNiced, type BackgroundSpawn } from './background.ts';

const run = promisify(execFile);


/**
 * Container names of still pictures as libavformat (and so ffprobe) reports them. These map what the
 * bytes are, which no extension table can tell; the extension a type is saved under, and the type a
 * file name is served with, come from shared/media-types.ts.
 */
const imageFormats: Record<string, string> = { png_pipe: 'image/png', jpeg_pipe: 'image/jpeg', webp_pipe: 'image/webp', gif: 'image/gif', bmp_pipe: 'image/bmp', image2: 'image/png' };
const containerTypes: Array<[RegExp, string]> = [
  [/^mov,mp4,m4a/, 'video/mp4'], [/^matroska,webm/, 'video/webm'], [/^wav/, 'audio/wav'], [/^mp3/, 'audio/mpeg'],
  [/^ogg/, 'audio/ogg'], [/^flac/, 'audio/flac'], [/^aac/, 'audio/aac'], [/^avi/, 'video/x-msvideo'], [/^mpegts/, 'video/mp2t'],
];

/**
 * The facts of a media file, or null when libavformat finds no picture or sound in it. Read in
 * process (what ffprobe reports, from the same library, without starting it: an upload waits for
 * its probe); the node decodes the same uploads in process when it renders them.
 */
export async function probeMedia(path: string): Promise<MediaFacts | null> {
  let file: MediaFileFacts;
  try {
    file = await inspectMediaFile(path);
  } catch {
    return null;
  }
  const format = file.format;
  const video = file.streams.find((s) => s.type === 'video' && !s.attachedPicture);
  const hasAudio = file.streams.some((s) => s.type === 'audio');
  const durationSec = file.duration !== null && file.duration > 0 ? file.duration : null;
  if (video && imageFormats[format]) {
    return { kind: 'image', mimeType: imageFormats[format]!, durationSec: null, width: video.width || null, height: video.height || null, hasAudio: false };
  }
  const container = containerTypes.find(([pattern]) => pattern.test(format))?.[1];
  if (video) return { kind: 'video', mimeType: container?.startsWith('video/') ? container : 'video/mp4', durationSec, width: video.width || null, height: video.height || null, hasAudio };
  if (hasAudio) return { kind: 'audio', mimeType: container === 'video/mp4' ? 'audio/mp4' : container ?? 'application/octet-stream', durationSec, width: null, height: null, hasAudio };
  return null;
}

const analysisRate = 48_000;

/*
 * The analyses (sound, moment signals) are background work: their decoders start through
 * `background` (render-node/background.ts: the lowest priority, and on a node stopped while it
 * renders), so a render on the same machine keeps its cores, and stop when `signal` aborts (the
 * caller then discards what they measured). What they read comes through the decoder's pipe, so a
 * stopped decoder stops the analysis too.
 */

/** Resolves with a process's exit code (-1 when it could not start, null when a signal ended it). */
function exited(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.on('error', () => resolve(-1));
    child.on('close', resolve);
  });
}

/**
 * The analysis of a file's sound (its first audio stream, mixed to mono at 48 kHz), streamed
 * from ffmpeg through the analyzer so a long file is never held whole; null when it cannot be decoded.
 */
export async function analyzeSound(path: string, signal?: AbortSignal, background: BackgroundSpawn = spawnNiced): Promise<AudioAnalysis | null> {
  const analyzer = new AudioAnalyzer(analysisRate, { tempo: true });
  const ffmpeg = background('ffmpeg', ['-v', 'error', '-nostdin', '-i', path, '-map', '0:a:0', '-ac', '1', '-ar', String(analysisRate), '-f', 'f32le', 'pipe:1'], { stdio: ['ignore', 'pipe', 'ignore'], signal });
  let carry: Buffer = Buffer.alloc(0);
  ffmpeg.stdout!.on('data', (chunk: Buffer) => {
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 4);
    // Copied into a fresh buffer: a Float32Array view needs 4-byte alignment, which a chunk's offset may lack.
    analyzer.push(new Float32Array(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + whole)));
    carry = bytes.subarray(whole);
  });
  const code = await exited(ffmpeg);
  if (code !== 0 || signal?.aborted) return null;
  const result = analyzer.finish();
  return result.durationSec > 0 ? result : null;
}

/** Thumbnails are this wide; the height keeps the picture's shape (rounded to even, at least 2). */
const thumbnailWidth = 320;

function thumbnailSize(width: number, height: number): { width: number; height: number } {
  return { width: thumbnailWidth, height: Math.max(2, Math.round((thumbnailWidth * height) / width / 2) * 2) };
}

/**
 * A JPEG thumbnail of a picture or video (null for sound, or when no frame can be decoded): the
 * picture, or a video's frame one second in (halfway through a shorter one), 320 px wide. Decoded
 * and encoded in process, with the decoders that render (the video decoder scales as it converts,
 * Skia decodes pictures): an upload waits for its probe, and a child process per thumbnail cost
 * 110-150 ms of it, 60 ms of that the process's own start.
 */
export async function thumbnail(path: string, facts: MediaFacts): Promise<Buffer | null> {
  if (facts.kind === 'audio') return null;
  try {
    const canvas = facts.kind === 'video' ? await videoThumbnail(path, facts) : await pictureThumbnail(path);
    return await canvas.encode('jpeg', 82);
  } catch {
    return null;
  }
}

async function videoThumbnail(path: string, facts: MediaFacts): Promise<Canvas> {
  const decoder = await openVideoDecoder(path);
  try {
    const { width, height, fps, frameCount } = decoder.info;
    const size = thumbnailSize(width, height);
    const seconds = facts.durationSec ? Math.min(1, facts.durationSec / 2) : 0;
    const index = Math.max(0, Math.min(frameCount - 1, Math.floor((seconds * fps.num) / fps.den)));
    const pixels = new ImageData(size.width, size.height);
    await decoder.read(index, pixels.data, size);
    // An opaque canvas: a JPEG has no alpha, and the colour of each pixel is kept as it is.
    const canvas = createCanvas(size.width, size.height);
    canvas.getContext('2d', { alpha: false }).putImageData(pixels, 0, 0);
    return canvas;
  } finally {
    await decoder.close();
  }
}

async function pictureThumbnail(path: string): Promise<Canvas> {
  const image = await loadImage(await readFile(path));
  const size = thumbnailSize(image.width, image.height);
  const canvas = createCanvas(size.width, size.height);
  const ctx = canvas.getContext('2d', { alpha: false });
  ctx.imageSmoothingEnabled = true;
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(image, 0, 0, size.width, size.height);
  return canvas;
}

/** Sound for speech-to-text is at most this big (most providers accept 25 MB). */
export const maxSpeechAudioBytes = 25 * 1024 * 1024;

/**
 * The sound of a media file as mono Ogg/Opus at 24 kb/s, 16 kHz (about two hours fit in 25 MB),
 * written to `output`. Throws with a message a person can act on.
 */
export async function extractSpeechAudio(path: string, output: string): Promise<void> {
  await run('ffmpeg', ['-v', 'error', '-y', '-i', path, '-vn', '-ac', '1', '-ar', '16000', '-c:a', 'libopus', '-b:a', '24k', '-f', 'ogg', '-fs', String(maxSpeechAudioBytes + 1), output],
    { timeout: 10 * 60_000 }).catch((err: Error) => {
    throw new Error(`cannot read the sound: ${err.message}`);
  });
}

/** Seconds each loudness value of MomentSignals covers. */
const signalStepSec = 1;
const signalRate = 8000;
/** ffmpeg's scene score above which a frame starts a new shot. */
const shotChangeScore = 0.3;
/**
 * Footage longer than this is searched for cuts at its key frames only, so an hour of it does
 * not keep the item from being ready for minutes of decoding: most encoders place a key frame
 * at a cut (scene-cut detection), so the cuts are still found, at key-frame precision.
 */
const keyframeCutsAfterSec = 600;

/**
 * Where a video's or sound's moments are, for clip suggestions: the sound's RMS level of each
 * second (decoded mono at 8 kHz and streamed, so a long file is never held whole) and the times
 * the picture cuts to another shot (ffmpeg's scene score on a small copy of each frame). Null for
 * pictures, or when neither can be decoded.
 */
export async function measureMomentSignals(path: string, facts: Pick<MediaFacts, 'kind' | 'durationSec' | 'hasAudio'>, signal?: AbortSignal, background: BackgroundSpawn = spawnNiced): Promise<MomentSignals | null> {
  if (facts.kind === 'image') return null;
  const [loudnessDb, shotChanges] = await Promise.all([
    facts.hasAudio ? loudnessSteps(path, background, signal) : Promise.resolve([]),
    facts.kind === 'video' ? shotChangeTimes(path, (facts.durationSec ?? 0) > keyframeCutsAfterSec, background, signal) : Promise.resolve([]),
  ]);
  if (loudnessDb === null && shotChanges === null) return null;
  return { stepSec: signalStepSec, loudnessDb: loudnessDb ?? [], shotChanges: shotChanges ?? [] };
}

async function loudnessSteps(path: string, background: BackgroundSpawn, signal?: AbortSignal): Promise<number[] | null> {
  const perStep = signalRate * signalStepSec;
  const levels: number[] = [];
  let sum = 0;
  let count = 0;
  const close = () => {
    const meanPower = count ? sum / count : 0;
    levels.push(meanPower > 0 ? Math.max(silenceFloorDb, Math.round(10 * Math.log10(meanPower) * 10) / 10) : silenceFloorDb);
    sum = 0;
    count = 0;
  };
  const ffmpeg = background('ffmpeg', ['-v', 'error', '-nostdin', '-i', path, '-map', '0:a:0', '-ac', '1', '-ar', String(signalRate), '-f', 'f32le', 'pipe:1'], { stdio: ['ignore', 'pipe', 'ignore'], signal });
  let carry: Buffer = Buffer.alloc(0);
  ffmpeg.stdout!.on('data', (chunk: Buffer) => {
    const bytes = carry.length ? Buffer.concat([carry, chunk]) : chunk;
    const whole = bytes.length - (bytes.length % 4);
    for (let at = 0; at < whole; at += 4) {
      const v = bytes.readFloatLE(at);
      sum += v * v;
      if (++count === perStep) close();
    }
    carry = bytes.subarray(whole);
  });
  const code = await exited(ffmpeg);
  if (count > perStep / 4) close();
  return code === 0 ? levels : null;
}

async function shotChangeTimes(path: string, keyframesOnly: boolean, background: BackgroundSpawn, signal?: AbortSignal): Promise<number[] | null> {
  // showinfo prints each selected frame's pts_time on stderr, a line a frame: read line by line.
  const ffmpeg = background('ffmpeg', ['-v', 'info', '-nostats', '-nostdin', ...(keyframesOnly ? ['-skip_frame', 'nokey'] : []), '-i', path, '-map', '0:v:0', '-an', '-vf', `scale=96:-2,select='gt(scene,${shotChangeScore})',showinfo`, '-f', 'null', '-'],
    { stdio: ['ignore', 'ignore', 'pipe'], timeout: 30 * 60_000, signal });
  const times: number[] = [];
  let partial = '';
  ffmpeg.stderr!.setEncoding('utf8');
  ffmpeg.stderr!.on('data', (text: string) => {
    const lines = (partial + text).split('\n');
    partial = lines.pop()!;
    for (const line of lines) {
      const m = /\[Parsed_showinfo[^\]]*\].*?pts_time:\s*([\d.]+)/.exec(line);
      if (m) times.push(Math.round(Number(m[1]) * 1000) / 1000);
    }
  });
  return (await exited(ffmpeg)) === 0 ? times : null;
}
