/**
 * The composition's sound, mixed once for the whole timeline at assembly (so scene seams never
 * click or drift): every audible clip (audio clips, and video clips with sound) is decoded to a
 * file of 48 kHz stereo float PCM with its source trim and playback rate, and handed to the native
 * mixer with its volume, fades, offset and timeline duration (cut there, or looped to fill it).
 * Sounds of the built-in pack play the same way: an audio clip's `soundId` or `bedId`, and the
 * sounds components make and the brand kit's sonic logo and bed (catalog/sound-cues.ts), each read
 * from its `pack:<id>` file (a sonic logo may also be the org's `media:<id>` item).
 * The mixer reads those files a window at a time, so no clip is ever held in memory whole.
 */
import { execFile } from 'node:child_process';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { AUDIO_SAMPLE_RATE, type AudioTrack, inspectMediaFile } from '../native/media/index.ts';
import type { AudioClip, Composition, VideoClip } from '../shared/composition/schema.ts';
import { compositionFrameCount } from '../shared/composition/timing.ts';
import { mapConcurrently } from '../shared/concurrency.ts';
import { packRef } from '../shared/sounds/families.ts';
import { audioClipPackId, brandSounds, componentSoundCues } from '../catalog/sound-cues.ts';

const run = promisify(execFile);

type AudibleClip = AudioClip | VideoClip;

export function audibleClips(composition: Composition): AudibleClip[] {
  return composition.tracks
    .filter((t) => !t.muted)
    .flatMap((t) => t.clips)
    .filter((c): c is AudibleClip => (c.kind === 'audio' || c.kind === 'video') && !c.muted && (c.volume ?? 1) > 0);
}

async function hasAudioStream(path: string): Promise<boolean> {
  return (await inspectMediaFile(path)).streams.some((s) => s.type === 'audio');
}

/** What a sound source plays of its file: a window, at a rate. */
interface SourceWindow { trim?: AudioClip['trim']; playbackRate?: number }

/**
 * Decodes a source window to `output`, interleaved stereo float PCM (f32le) at 48 kHz, at most
 * `maxSeconds` of it (of playback, after its rate) when given; false, writing nothing, when the
 * source has no sound.
 */
export async function decodeClipAudio(path: string, clip: SourceWindow, output: string, maxSeconds?: number): Promise<boolean> {
  if (!(await hasAudioStream(path))) return false;
  const args = ['-v', 'error', '-nostdin'];
  if (clip.trim?.start) args.push('-ss', String(clip.trim.start));
  if (clip.trim?.end !== undefined) args.push('-to', String(clip.trim.end));
  args.push('-i', path, '-map', '0:a:0');
  const rate = clip.playbackRate ?? 1;
  if (rate !== 1) args.push('-filter:a', atempoChain(rate));
  if (maxSeconds !== undefined) args.push('-t', maxSeconds.toFixed(3));
  args.push('-f', 'f32le', '-ac', '2', '-ar', String(AUDIO_SAMPLE_RATE), '-y', output);
  await run('ffmpeg', args);
  return true;
}

/** ffmpeg's atempo takes 0.5..2 per stage; chain stages for rates outside that. */
function atempoChain(rate: number): string {
  const stages: number[] = [];
  let r = rate;
  while (r > 2) { stages.push(2); r /= 2; }
  while (r < 0.5) { stages.push(0.5); r /= 0.5; }
  stages.push(r);
  return stages.map((s) => `atempo=${s}`).join(',');
}

/** One thing the mixer plays: a source (a clip's `src`, or `pack:<id>`), its window, and where and how it sounds. */
interface Placement extends SourceWindow {
  source: string;
  volume: number;
  offset: number;
  fadeIn: number;
  fadeOut: number;
  /** Timeline seconds it lasts at most (default: the whole decoded sound). */
  duration?: number;
  loop: boolean;
}

/** Everything the composition plays, in the order the mixer takes it: clips, then component sounds, then the brand kit's own. */
export function audioPlacements(composition: Composition): Placement[] {
  const clips = audibleClips(composition).map((clip): Placement => {
    const packId = clip.kind === 'audio' ? audioClipPackId(clip) : null;
    return {
      source: packId ? packRef(packId) : clip.src!, trim: clip.trim, playbackRate: clip.playbackRate,
      volume: clip.volume ?? 1, offset: clip.start, fadeIn: clip.fadeIn ?? 0, fadeOut: clip.fadeOut ?? 0, duration: clip.duration,
      // A music bed is a seamless loop: it fills its clip unless told not to.
      loop: clip.loop ?? (clip.kind === 'audio' && clip.bedId !== undefined),
    };
  });
  const cues = componentSoundCues(composition).map((cue): Placement => ({ source: packRef(cue.soundId), volume: cue.gain, offset: cue.at, fadeIn: 0, fadeOut: 0, loop: false }));
  const brand = brandSounds(composition).map((sound): Placement => ({ source: sound.source, volume: sound.gain, offset: sound.at, fadeIn: 0, fadeOut: 0, loop: sound.loop, duration: sound.duration }));
  return [...clips, ...cues, ...brand];
}

/**
 * The mixer's tracks for a composition; `resolve` maps a source (a clip's `src`, or `pack:<id>`)
 * to a local file, and each placement's PCM is written into `dir` (the caller removes it).
 */
export async function compositionAudioTracks(composition: Composition, resolve: (src: string) => Promise<string>, dir: string, window?: TimelineWindow): Promise<AudioTrack[]> {
  // Only what sounds in the output's window (a preview's or a one-frame render's is short); the
  // sources decode side by side, and the mixer takes them in the composition's order.
  const placements = audioPlacements(composition).map((placed, i) => ({ placed, i })).filter(({ placed }) => !window || soundsWithin(placed, window));
  const timelineEnd = Math.max(compositionFrameCount(composition) / composition.output.fps, window?.toSec ?? 0);
  const decoded = await mapConcurrently(placements, concurrentDecodes, async ({ placed, i }): Promise<AudioTrack | null> => {
    const file = join(dir, `clip-${i}.f32`);
    if (!(await decodeClipAudio(await resolve(placed.source), placed, file, decodedSeconds(placed, timelineEnd))) || (await stat(file)).size === 0) return null;
    return {
      file, channels: 2, sampleRate: AUDIO_SAMPLE_RATE, volume: placed.volume, offset: placed.offset,
      fadeIn: placed.fadeIn, fadeOut: placed.fadeOut, loop: placed.loop, ...(placed.duration !== undefined ? { duration: placed.duration } : {}),
    };
  });
  return decoded.filter((t): t is AudioTrack => t !== null);
}

/**
 * How much of a placement's sound to decode: what the timeline plays of it (to its duration or the
 * timeline's end, whichever comes first) and half a second more, so the mixer finds every sample it
 * plays and ends and fades the track where it would with the whole sound (a minute of music under a
 * ten-second render decodes ten seconds). A loop needs its whole source; a sound of unknown length
 * on a timeline of unknown length decodes whole.
 */
function decodedSeconds(placed: Placement, timelineEnd: number): number | undefined {
  const plays = Math.min(placed.duration ?? Infinity, timelineEnd - placed.offset);
  return placed.loop || !Number.isFinite(plays) ? undefined : Math.max(0, plays) + 0.5;
}

/** Decoders at once: each is an ffmpeg process of its own. */
const concurrentDecodes = 4;

/** Timeline seconds an output holds: [fromSec, toSec). */
export interface TimelineWindow { fromSec: number; toSec: number }

/** Whether a placement can sound in the window: it starts before the window ends, and ends after it starts when its length is known. */
function soundsWithin(placed: Placement, window: TimelineWindow): boolean {
  if (placed.offset >= window.toSec) return false;
  return placed.duration === undefined || placed.offset + placed.duration > window.fromSec;
}
