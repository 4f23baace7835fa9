/**
 * The audio mixer: float PCM tracks mixed to 48 kHz stereo and encoded to AAC-LC (nothing when
 * silent). A track is either samples in memory or a file of raw PCM that the mixer reads a window at
 * a time, so the mix of a long timeline needs no more memory than a short one.
 */
import { stat } from 'node:fs/promises';
import { EncoderError, ErrorCodes, nativeCall } from './errors.ts';
import { addon } from './loading.ts';
import { removePartial } from './partial-output.ts';
import { describe, optionalBool, parseFps, requireInt, requireNumber, requireObject, requirePath, type Rational } from './validators.ts';

export const AUDIO_SAMPLE_RATE = 48_000;

interface AudioTrackSettings {
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
  /** Seconds the track lasts at most: its samples are cut there (default: all of them). */
  duration?: number;
  /** With `duration`: the samples repeat from their start until `duration` is filled. */
  loop?: boolean;
}

export type AudioTrack = AudioTrackSettings & (
  | {
    /** Float PCM, interleaved when stereo, nominally -1..1. */
    samples: Float32Array;
    file?: undefined;
  }
  | {
    /** A file of raw float PCM, little-endian and interleaved when stereo (what `ffmpeg -f f32le` writes). */
    file: string;
    samples?: undefined;
  }
);

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
  const tracks = await Promise.all(o.tracks.map((t: unknown, i: number) => checkTrack(t, `options.tracks[${i}]`)));
  const silent = { output: null, silent: true, samples, duration: samples / AUDIO_SAMPLE_RATE, peak: 0 };
  if (samples === 0 || tracks.length === 0 || tracks.every((t) => t.volume === 0 || t.sourceFrames === 0 || t.frames === 0 || t.offset >= startSample + samples)) return silent;
  try {
    const r = await nativeCall(() => addon().mixAudio({ output, sampleCount: samples, startSample, timelineSamples, bitrate, tracks: tracks.map(({ sourceFrames: _, ...track }) => track) }));
    if (!r.written) return { ...silent, peak: r.peak };
    return { output, silent: false, samples, duration: samples / AUDIO_SAMPLE_RATE, peak: r.peak };
  } catch (err) {
    await removePartial(output);
    throw err;
  }
}

/** A track's arguments checked and in the mixer's units (48 kHz samples; `frames` at the track's own rate). */
async function checkTrack(value: unknown, name: string) {
  const tr = requireObject(value, name);
  const channels = requireInt(tr.channels, `${name}.channels`, 1, 2);
  const sampleRate = requireInt(tr.sampleRate, `${name}.sampleRate`, 8000, 192_000);
  const volume = tr.volume === undefined ? 1 : requireNumber(tr.volume, `${name}.volume`, 0, 16);
  const at = (v: unknown, field: string) => (v === undefined ? 0 : Math.round(requireNumber(v, `${name}.${field}`, 0, 86_400) * AUDIO_SAMPLE_RATE));
  const loop = optionalBool(tr.loop, `${name}.loop`, false);
  if (loop && tr.duration === undefined) throw new TypeError(`${name}.loop needs ${name}.duration: how long the samples repeat`);
  // A clip may outlast the timeline (the mixer stops it there); a million seconds stays within the addon's sample counts.
  const frames = tr.duration === undefined ? undefined : Math.round(requireNumber(tr.duration, `${name}.duration`, 0, 1_000_000) * sampleRate);
  const settings = { channels, sampleRate, volume, offset: at(tr.offset, 'offset'), fadeIn: at(tr.fadeIn, 'fadeIn'), fadeOut: at(tr.fadeOut, 'fadeOut'), loop, ...(frames === undefined ? {} : { frames }) };
  if (tr.samples !== undefined && tr.file !== undefined) throw new TypeError(`${name} must have samples or a file, not both`);
  if (tr.file !== undefined) {
    const file = requirePath(tr.file, `${name}.file`);
    let bytes: number;
    try {
      bytes = (await stat(file)).size;
    } catch (err) {
      throw new EncoderError(ErrorCodes.AUDIO_INVALID, `${name}.file ${file} cannot be read: ${(err as Error).message}`);
    }
    return { ...settings, file, sourceFrames: Math.floor(bytes / (4 * channels)) };
  }
  if (!(tr.samples instanceof Float32Array)) throw new TypeError(`${name}.samples must be a Float32Array (got ${describe(tr.samples)})`);
  if (tr.samples.length % channels) throw new TypeError(`${name}.samples must hold whole ${channels}-channel frames (length ${tr.samples.length})`);
  return { ...settings, samples: tr.samples, sourceFrames: tr.samples.length / channels };
}
