/** Assembly: segments joined by stream copy, plus the audio track, into a faststart MP4. */
import { EncoderError, ErrorCodes, nativeCall } from './errors.ts';
import { addon } from './loading.ts';
import { removePartial } from './partial-output.ts';
import { describe, optionalBool, requireObject, requirePath } from './validators.ts';

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
  const output = requirePath(o.output, 'options.output');
  const audio = o.audio === undefined || o.audio === null ? undefined : requirePath(o.audio, 'options.audio');
  const verify = optionalBool(o.verify, 'options.verify', true);
  if (segments.includes(output) || audio === output) throw new TypeError('options.output must differ from the input files');
  try {
    const r = await nativeCall(() => addon().assemble({ segments, output, verify, faststart: true, ...(audio ? { audio } : {}) }));
    const frameDuration = r.frames > 0 ? r.videoDuration / r.frames : 0;
    if (r.audioDuration !== undefined && Math.abs(r.audioDuration - r.videoDuration) > frameDuration + 1e-9) {
      throw new EncoderError(
        ErrorCodes.AUDIO_INVALID,
        `audio ${audio} lasts ${r.audioDuration.toFixed(3)} s but the video lasts ${r.videoDuration.toFixed(3)} s; they must agree within one frame`,
      );
    }
    return { output, frames: r.frames, duration: r.videoDuration, audioDuration: r.audioDuration ?? null };
  } catch (err) {
    await removePartial(output);
    throw err;
  }
}
