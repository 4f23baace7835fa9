/**
 * Assembly: segments joined by stream copy, plus the audio track, into a faststart MP4, either all
 * at once (`assembleSegments`) or one segment at a time as they arrive (`openSegmentJoiner`). Both
 * run the same native join and write the same bytes.
 */
import { EncoderError, ErrorCodes, nativeCall } from './errors.ts';
import { addon, type NativeJoinResult, type NativeSegmentJoiner } from './loading.ts';
import { removePartial } from './partial-output.ts';
import { describe, optionalBool, requireInt, requireObject, requirePath } from './validators.ts';

export interface AssembleOptions {
  /** Segment files in order, as written by `VideoEncoder`. */
  segments: string[];
  /** MP4 to write; moov comes before mdat. */
  output: string;
  /** AAC file from `mixAndEncodeAudio`; null or omitted for no audio track. */
  audio?: string | null;
  /** Check each segment's frame count and checksum (default true). */
  verify?: boolean;
}

export interface SegmentJoinerOptions extends Omit<AssembleOptions, 'segments'> {
  /** How many segments the output holds: `finish()` refuses a join with fewer, `append()` one more. */
  segmentCount: number;
}

export interface AssembleResult {
  output: string;
  frames: number;
  /** Seconds of video. */
  duration: number;
  /** Seconds of audio, null without an audio track. */
  audioDuration: number | null;
}

/** Joins segments by stream copy (no re-encoding), adds the audio track and writes a faststart MP4. */
export async function assembleSegments(options: AssembleOptions): Promise<AssembleResult> {
  const o = requireObject(options, 'options');
  if (!Array.isArray(o.segments) || o.segments.length === 0) throw new TypeError(`options.segments must be a non-empty array of paths (got ${describe(o.segments)})`);
  const segments = o.segments.map((s: unknown, i: number) => requirePath(s, `options.segments[${i}]`));
  const { output, audio, verify } = joinOptions(o, segments);
  try {
    return joined(await nativeCall(() => addon().assemble({ segments, output, verify, faststart: true, ...(audio ? { audio } : {}) })), output, audio);
  } catch (err) {
    await removePartial(output);
    throw err;
  }
}

/**
 * A join fed one segment at a time, in timeline order, for an assembly whose segments arrive while
 * the render's last scenes are still drawn: each is copied into the output as it comes, so what is
 * left after the last one is that segment and the file's end. Calls may be made without waiting:
 * they run one after another, and the segments appended while an earlier call runs go to the
 * addon together (its node is often drawing a scene meanwhile, and each trip to the thread pool
 * waits for a turn of the event loop). A failed call fails the join: `finish()` reports that
 * failure and removes the partial output, as `abort()` does.
 */
export class SegmentJoiner {
  private queue: Promise<unknown> = Promise.resolve();
  private failure: unknown = null;
  /** Segments appended but not yet handed to the addon, and the call that will take them. */
  private batch: { segments: string[]; done: Promise<void> } | null = null;
  private settled = false;
  private complete = false;

  /** @internal use openSegmentJoiner */
  constructor(private readonly native: NativeSegmentJoiner, private readonly output: string, private readonly audio: string | undefined, readonly segmentCount: number) {}

  /** Appends the next segment (after those appended before it); resolves once it is in the output. */
  append(segment: string): Promise<void> {
    const path = requirePath(segment, 'segment');
    if (this.settled) return Promise.reject(new EncoderError(ErrorCodes.ENCODER_CLOSED, 'the join is finished or aborted'));
    if (!this.batch) {
      const segments: string[] = [];
      const batch = {
        segments,
        done: this.enqueue(() => {
          if (this.batch === batch) this.batch = null;
          return this.native.append(segments);
        }),
      };
      this.batch = batch;
    }
    this.batch.segments.push(path);
    return this.batch.done;
  }

  /** Writes the rest of the audio and the file's end once every segment is in; the output is then complete. */
  async finish(): Promise<AssembleResult> {
    if (this.settled) throw new EncoderError(ErrorCodes.ENCODER_CLOSED, 'the join is finished or aborted');
    this.settled = true;
    try {
      const result = joined(await this.enqueue(() => this.native.finish()), this.output, this.audio);
      this.complete = true;
      return result;
    } catch (err) {
      await this.discard();
      throw err;
    }
  }

  /** Stops the join (after the call in progress) and removes the partial output; a finished join's output stays. */
  async abort(): Promise<void> {
    this.settled = true;
    if (!this.complete) await this.discard();
  }

  private enqueue<T>(call: () => Promise<T>): Promise<T> {
    const run = this.queue.then(() => {
      if (this.failure) throw this.failure;
      return nativeCall(call);
    });
    this.queue = run.catch((err: unknown) => { this.failure ??= err; });
    return run;
  }

  private async discard(): Promise<void> {
    await this.queue;
    if (this.complete) return;
    await this.native.cancel().catch(() => {});
    await removePartial(this.output);
  }
}

/** Starts a join of `segmentCount` segments into `output`; nothing is written until the first segment is appended. */
export function openSegmentJoiner(options: SegmentJoinerOptions): SegmentJoiner {
  const o = requireObject(options, 'options');
  const segmentCount = requireInt(o.segmentCount, 'options.segmentCount', 1, 1 << 24);
  const { output, audio, verify } = joinOptions(o, []);
  const native = new (addon().SegmentJoiner)({ output, verify, faststart: true, segmentCount, ...(audio ? { audio } : {}) });
  return new SegmentJoiner(native, output, audio, segmentCount);
}

function joinOptions(o: Record<string, unknown>, segments: string[]): { output: string; audio: string | undefined; verify: boolean } {
  const output = requirePath(o.output, 'options.output');
  const audio = o.audio === undefined || o.audio === null ? undefined : requirePath(o.audio, 'options.audio');
  const verify = optionalBool(o.verify, 'options.verify', true);
  if (segments.includes(output) || audio === output) throw new TypeError('options.output must differ from the input files');
  return { output, audio, verify };
}

/** The join's result, once its audio is checked to last as long as its video (within a frame). */
function joined(r: NativeJoinResult, output: string, audio: string | undefined): AssembleResult {
  const frameDuration = r.frames > 0 ? r.videoDuration / r.frames : 0;
  if (r.audioDuration !== undefined && Math.abs(r.audioDuration - r.videoDuration) > frameDuration + 1e-9) {
    throw new EncoderError(
      ErrorCodes.AUDIO_INVALID,
      `audio ${audio} lasts ${r.audioDuration.toFixed(3)} s but the video lasts ${r.videoDuration.toFixed(3)} s; they must agree within one frame`,
    );
  }
  return { output, frames: r.frames, duration: r.videoDuration, audioDuration: r.audioDuration ?? null };
}
