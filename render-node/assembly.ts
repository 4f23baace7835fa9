/**
 * The media work of an assemble job, apart from how its inputs arrive and its output leaves: the
 * timeline's audio is mixed once (while the last scenes are drawn: it needs no segment), the
 * segments are joined by stream copy with that audio, the result is checked as delivered outputs
 * are, and hashed. Everything goes from file to file, so
 * memory stays within a fixed window however long the render is (`framefleet bench assembly-memory`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { assembleSegments, type AudioMixResult, mixAndEncodeAudio, type Rational } from '../native/media/index.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { compositionFrameCount } from '../shared/composition/timing.ts';
import { inSpan } from '../shared/telemetry/tracing.ts';
import { compositionAudioTracks } from './audio.ts';
import { AssetUnreadableError, JobFailure } from '../shared/failures.ts';
import { outputProblems, probeOutput } from './output-check.ts';

/** What the timeline's sound needs: the composition, where its sources are, and the output's window. */
export interface AudioMixInput {
  composition: Composition;
  /** Local file of a clip's `src`. */
  resolveSource: (src: string) => Promise<string>;
  video: { width: number; height: number; fps: Rational };
  /** The window of the timeline this output holds (a preview's, or all of it). */
  startFrame: number;
  totalFrames: number;
  /** Scratch folder for the intermediate files and the output; the caller removes it. */
  dir: string;
}

export interface AssemblyInput extends AudioMixInput {
  /** Local segment files, in timeline order. */
  segments: string[];
}

export interface AssembledOutput {
  path: string;
  sha256: string;
  sizeBytes: number;
  frames: number;
  durationSeconds: number;
}

/** SHA-256 of a file, read through one reused buffer (a stream's fresh chunks would pile up as garbage). */
export async function sha256File(path: string): Promise<string> {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(1024 * 1024);
  const file = await open(path, 'r');
  try {
    for (let n; (n = (await file.read(buffer, 0, buffer.length, null)).bytesRead) > 0;) hash.update(buffer.subarray(0, n));
  } finally {
    await file.close();
  }
  return hash.digest('hex');
}

/** Mixes, joins and checks the output of an assemble job; an unreadable source or a bad output is a JobFailure that retrying cannot fix. */
export async function assembleOutput(input: AssemblyInput): Promise<AssembledOutput> {
  return joinOutput(input, input.segments, await mixTimelineAudio(input));
}

/**
 * Mixes the timeline's sound over the output's window and encodes it (AAC), once. It needs no
 * segment, so an assembly mixes it while the render's last scenes are still drawn.
 */
export async function mixTimelineAudio(input: AudioMixInput): Promise<AudioMixResult> {
  const { composition, video, dir } = input;
  // Each clip's sound decoded to a PCM file, read by the mixer a window at a time.
  const pcm = join(dir, 'pcm');
  mkdirSync(pcm, { recursive: true });
  try {
    const fps = video.fps.num / video.fps.den;
    const window = { fromSec: input.startFrame / fps, toSec: (input.startFrame + input.totalFrames) / fps };
    const tracks = await compositionAudioTracks(composition, async (src) => {
      try {
        return await input.resolveSource(src);
      } catch (err) {
        throw new AssetUnreadableError(src, err);
      }
    }, pcm, window);
    // A preview's window: tracks play and fade where the whole timeline has them.
    return await mixAndEncodeAudio({
      output: join(dir, 'audio.m4a'), tracks, frames: input.totalFrames, fps: video.fps,
      startFrame: input.startFrame, timelineFrames: Math.max(compositionFrameCount(composition), input.startFrame + input.totalFrames),
    });
  } finally {
    rmSync(pcm, { recursive: true, force: true });
  }
}

/** Joins the segments (in timeline order) with the mixed sound by stream copy, checks the MP4 as delivered outputs are, and hashes it. */
export async function joinOutput(input: AudioMixInput, segments: string[], audio: AudioMixResult): Promise<AssembledOutput> {
  const { video, dir } = input;
  const output = join(dir, 'output.mp4');
  const assembled = await inSpan('node.assemble.join', { 'framefleet.segments': segments.length }, () => assembleSegments({ segments, output, audio: audio.output }));
  const facts = await probeOutput(output);
  const problems = outputProblems(facts, { frames: input.totalFrames, width: video.width, height: video.height, fps: video.fps.num / video.fps.den, withAudio: !audio.silent });
  if (problems.length) throw new JobFailure('render_output_invalid', `the assembled MP4 failed its checks: ${problems.join('; ')}`);
  return { path: output, sha256: await sha256File(output), sizeBytes: statSync(output).size, frames: assembled.frames, durationSeconds: assembled.duration };
}
