/**
 * The media work of an assemble job, apart from how its inputs arrive and its output leaves: the
 * timeline's audio is mixed once (while the last scenes are drawn: it needs no segment), the
 * segments are joined by stream copy with that audio (each as it arrives, `ProgressiveJoin`), the
 * result is checked as delivered outputs are, and hashed. Everything goes from file to file, so
 * memory stays within a fixed window however long the render is (`framefleet bench assembly-memory`).
 */
import { createHash } from 'node:crypto';
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { open } from 'node:fs/promises';
import { join } from 'node:path';
import { type AssembleResult, assembleSegments, AUDIO_SAMPLE_RATE, type AudioMixResult, mixAndEncodeAudio, openSegmentJoiner, type Rational, type SegmentJoiner } from '../native/media/index.ts';
import type { Composition } from '../shared/composition/schema.ts';
import { compositionFrameCount } from '../shared/composition/timing.ts';
import { inSpan } from '../shared/telemetry/tracing.ts';
import { compositionAudioTracks } from './audio.ts';
import { AssetUnreadableError, JobFailure } from '../shared/failures.ts';
import { outputProblems, probeOutput } from './output-check.ts';
import { checkSeams, type SeamReport } from './seam-check.ts';

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
  /** Frames of each segment, as the plan has them (the seam check's scene starts). */
  sceneFrames: number[];
}

export interface AssembledOutput {
  path: string;
  sha256: string;
  sizeBytes: number;
  frames: number;
  durationSeconds: number;
  /** What the seam check measured (it passed: a failed one throws). */
  seams: SeamReport;
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

/**
 * Mixes, joins and checks the output of an assemble job; an unreadable source or a bad output is a
 * JobFailure that retrying cannot fix, a failed seam check one that it may (seam-check.ts).
 */
export async function assembleOutput(input: AssemblyInput): Promise<AssembledOutput> {
  return joinOutput(input, input.segments, input.sceneFrames, await mixTimelineAudio(input));
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

/**
 * Joins the segments (in timeline order, `sceneFrames` frames each) with the mixed sound by stream
 * copy, checks the MP4 as delivered outputs are and its seams, and hashes it.
 */
export async function joinOutput(input: AudioMixInput, segments: string[], sceneFrames: number[], audio: AudioMixResult): Promise<AssembledOutput> {
  const output = join(input.dir, 'output.mp4');
  const assembled = await inSpan('node.assemble.join', { 'framefleet.segments': segments.length }, () => assembleSegments({ segments, output, audio: audio.output }));
  return checkedOutput(input, assembled, sceneFrames, audio);
}

/**
 * An assembly's join, fed its segments as they reach the node (in any order): each is copied into
 * the output once every segment before it is, after the sound is mixed (the output's header names
 * both streams). What is left once the last scene is recorded is its segment, the file's end, the
 * check and the hash; joining a hundred segments at that point took most of an assembly's tail.
 * The output is the same bytes `joinOutput` writes.
 */
export class ProgressiveJoin {
  private readonly joiner: Promise<SegmentJoiner>;
  /** Fetched segments waiting for an earlier one, by scene index. */
  private readonly waiting = new Map<number, string>();
  /** Each scene's frames, as the plan has them (the seam check's scene starts). */
  private readonly sceneFrames: number[] = [];
  private next = 0;

  constructor(private readonly input: AudioMixInput, private readonly sceneCount: number, private readonly audio: Promise<AudioMixResult>) {
    const output = join(input.dir, 'output.mp4');
    this.joiner = audio.then((a) => openSegmentJoiner({ output, segmentCount: sceneCount, audio: a.output }));
    // A failed mix is reported by finish(), after the segments.
    this.joiner.catch(() => {});
  }

  /** A segment now on this node, of `frames` frames as the plan has them. */
  add(sceneIndex: number, path: string, frames: number): void {
    if (sceneIndex < this.next || this.waiting.has(sceneIndex)) return;
    this.waiting.set(sceneIndex, path);
    this.sceneFrames[sceneIndex] = frames;
    for (let ready; (ready = this.waiting.get(this.next)) !== undefined; this.next++) {
      this.waiting.delete(this.next);
      const segment = ready;
      // A failed append fails the join: finish() reports it.
      this.joiner.then((j) => j.append(segment)).catch(() => {});
    }
  }

  /** Once every segment was added: the output written to its end, checked and hashed. */
  async finish(): Promise<AssembledOutput> {
    const joiner = await this.joiner;
    if (this.next < this.sceneCount) throw new Error(`the join has ${this.next} of its ${this.sceneCount} segments in order`);
    const assembled = await inSpan('node.assemble.join', { 'framefleet.segments': this.sceneCount }, () => joiner.finish());
    return checkedOutput(this.input, assembled, this.sceneFrames, await this.audio);
  }

  /** Stops the join and removes its partial output (nothing once finished). */
  async abort(): Promise<void> {
    await this.joiner.then((j) => j.abort(), () => {});
  }
}

/**
 * The joined MP4, checked as delivered outputs are and at its seams (both from one read of its
 * packets), and its hash. The seam check goes first: a frame lost at a join is its retryable
 * failure, not the output check's permanent one.
 */
async function checkedOutput(input: AudioMixInput, assembled: AssembleResult, sceneFrames: number[], audio: AudioMixResult): Promise<AssembledOutput> {
  const { video } = input;
  const facts = await probeOutput(assembled.output);
  const seams = checkSeams(facts.videoPackets, facts.audioPackets, {
    fps: video.fps, sceneFrames, totalFrames: input.totalFrames, audioSamples: audio.silent ? null : audio.samples, audioSampleRate: AUDIO_SAMPLE_RATE,
  });
  const problems = outputProblems(facts, { frames: input.totalFrames, width: video.width, height: video.height, fps: video.fps.num / video.fps.den, withAudio: !audio.silent });
  if (problems.length) throw new JobFailure('render_output_invalid', `the assembled MP4 failed its checks: ${problems.join('; ')}`);
  return { path: assembled.output, sha256: await sha256File(assembled.output), sizeBytes: statSync(assembled.output).size, frames: assembled.frames, durationSeconds: assembled.duration, seams };
}
