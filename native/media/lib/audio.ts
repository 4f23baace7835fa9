/** The audio mixer: float PCM tracks mixed to 48 kHz stereo and encoded to AAC-LC (nothing when silent). */
import { nativeCall } from './errors.ts';
import { addon } from './loading.ts';
import { removePartial } from './partial-output.ts';
import { describe, parseFps, requireInt, requireNumber, requireObject, requirePath, type Rational } from './validators.ts';

export const AUDIO_SAMPLE_RATE = 48_000;

export interface AudioTrack {
  /** Float PCM, interleaved when stereo, nominally -1..1. */
  samples: Float32Array;
  channels: 1 | 2;
  sampleRate: number;
  /** Linear gain, default 1. */
  volume?: number;
  /** Seconds into the composition where the track starts, default 0. */
  offset?: number;
  /** Seconds of linear fade from silence at the track's start, default 0. */
  fadeIn?: number;
  /** Seconds of linear fade to silence at the end of what plays, default 0. */
  fadeOut?: number;
}

export interface AudioMixOptions {
  /** AAC file to write (MP4 audio). */
  output: string;
  tracks: AudioTrack[];
  /** Length of the composition in seconds; or give `frames` and `fps` to match the video exactly. */
  duration?: number;
  frames?: number;
  fps?: number | string | Rational;
  /**
   * With `frames` and `fps`: write only frames [startFrame, startFrame + frames) of a timeline of
   * `timelineFrames` (a preview's window). Tracks play and fade as they do in the whole timeline.
   * Defaults: 0, and startFrame + frames.
   */
  startFrame?: number;
  timelineFrames?: number;
  /** AAC bit rate in bits per second, default 192000. */
  bitrate?: number;
}

export interface AudioMixResult {
  /** The AAC file, or null when the composition is silent and no audio track should be added. */
  output: string | null;
  silent: boolean;
  /** Samples per channel at 48 kHz. */
  samples: number;
  duration: number;
  /** Largest absolute sample of the mix (after clipping to -1..1). */
  peak: number;
}

/** Mixes the tracks to 48 kHz stereo and encodes AAC-LC. Writes nothing when the mix is silent. */
export async function mixAndEncodeAudio(options: AudioMixOptions): Promise<AudioMixResult> {
  const o = requireObject(options, 'options');
  const output = requirePath(o.output, 'options.output');
  let samples: number;
  let startSample = 0;
  let timelineSamples: number;
  if (o.frames !== undefined || o.fps !== undefined) {
    if (o.duration !== undefined) throw new TypeError('options.duration cannot be combined with options.frames and options.fps');
    const frames = requireInt(o.frames, 'options.frames', 0, 1e9);
    const fps = parseFps(o.fps, 'options.fps');
    const startFrame = o.startFrame === undefined ? 0 : requireInt(o.startFrame, 'options.startFrame', 0, 1e9);
    const timelineFrames = o.timelineFrames === undefined ? startFrame + frames : requireInt(o.timelineFrames, 'options.timelineFrames', startFrame + frames, 1e9);
    const toSamples = (f: number) => Math.round((f * AUDIO_SAMPLE_RATE * fps.den) / fps.num);
    startSample = toSamples(startFrame);
    samples = toSamples(startFrame + frames) - startSample;
    timelineSamples = Math.max(toSamples(timelineFrames), startSample + samples);
  } else {
    if (o.startFrame !== undefined || o.timelineFrames !== undefined) throw new TypeError('options.startFrame and options.timelineFrames need options.frames and options.fps');
    samples = Math.round(requireNumber(o.duration, 'options.duration', 0, 86_400) * AUDIO_SAMPLE_RATE);
    timelineSamples = samples;
  }
  const bitrate = o.bitrate === undefined ? 192_000 : requireInt(o.bitrate, 'options.bitrate', 32_000, 512_000);
  if (!Array.isArray(o.tracks)) throw new TypeError(`options.tracks must be an array (got ${describe(o.tracks)})`);
  const tracks = o.tracks.map((t: unknown, i: number) => {
    const name = `options.tracks[${i}]`;
    const tr = requireObject(t, name);
    if (!(tr.samples instanceof Float32Array)) throw new TypeError(`${name}.samples must be a Float32Array (got ${describe(tr.samples)})`);
    const channels = requireInt(tr.channels, `${name}.channels`, 1, 2);
    if (tr.samples.length % channels) throw new TypeError(`${name}.samples must hold whole ${channels}-channel frames (length ${tr.samples.length})`);
    const sampleRate = requireInt(tr.sampleRate, `${name}.sampleRate`, 8000, 192_000);
    const volume = tr.volume === undefined ? 1 : requireNumber(tr.volume, `${name}.volume`, 0, 16);
    const at = (v: unknown, field: string) => (v === undefined ? 0 : Math.round(requireNumber(v, `${name}.${field}`, 0, 86_400) * AUDIO_SAMPLE_RATE));
    return { samples: tr.samples, channels, sampleRate, volume, offset: at(tr.offset, 'offset'), fadeIn: at(tr.fadeIn, 'fadeIn'), fadeOut: at(tr.fadeOut, 'fadeOut') };
  });
  const silent = { output: null, silent: true, samples, duration: samples / AUDIO_SAMPLE_RATE, peak: 0 };
  if (samples === 0 || tracks.length === 0 || tracks.every((t) => t.volume === 0 || t.samples.length === 0 || t.offset >= startSample + samples)) return silent;
  try {
    const r = await nativeCall(() => addon().mixAudio({ output, sampleCount: samples, startSample, timelineSamples, bitrate, tracks }));
    if (!r.written) return { ...silent, peak: r.peak };
    return { output, silent: false, samples, duration: samples / AUDIO_SAMPLE_RATE, peak: r.peak };
  } catch (err) {
    await removePartial(output);
    throw err;
  }
}
