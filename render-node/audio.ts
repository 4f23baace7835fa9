/**
 * The composition's sound, mixed once for the whole timeline at assembly (so scene seams never
 * click or drift): every audible clip (audio clips, and video clips with sound) is decoded to
 * 48 kHz stereo float PCM with its source trim and playback rate, cut or looped to its timeline
 * duration, and handed to the native mixer with its volume, fades and offset.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { AUDIO_SAMPLE_RATE, type AudioTrack } from '../native/media/index.ts';
import type { AudioClip, Composition, VideoClip } from '../shared/composition/schema.ts';

const run = promisify(execFile);

type AudibleClip = AudioClip | VideoClip;

export function audibleClips(composition: Composition): AudibleClip[] {
  return composition.tracks
    .filter((t) => !t.muted)
    .flatMap((t) => t.clips)
    .filter((c): c is AudibleClip => (c.kind === 'audio' || c.kind === 'video') && !c.muted && (c.volume ?? 1) > 0);
}

async function hasAudioStream(path: string): Promise<boolean> {
  const { stdout } = await run('ffprobe', ['-v', 'error', '-select_streams', 'a', '-show_entries', 'stream=index', '-of', 'csv=p=0', path]);
  return stdout.trim() !== '';
}

/** Decodes a clip's source window to interleaved stereo float PCM; empty when the source has no sound. */
export async function decodeClipAudio(path: string, clip: AudibleClip): Promise<Float32Array> {
  if (!(await hasAudioStream(path))) return new Float32Array(0);
  const args = ['-v', 'error', '-nostdin'];
  if (clip.trim?.start) args.push('-ss', String(clip.trim.start));
  if (clip.trim?.end !== undefined) args.push('-to', String(clip.trim.end));
  args.push('-i', path, '-map', '0:a:0');
  const rate = clip.playbackRate ?? 1;
  if (rate !== 1) args.push('-filter:a', atempoChain(rate));
  args.push('-f', 'f32le', '-ac', '2', '-ar', String(AUDIO_SAMPLE_RATE), '-');
  const { stdout } = await run('ffmpeg', args, { encoding: 'buffer', maxBuffer: 2 * 1024 * 1024 * 1024 });
  const pcm = new Float32Array(stdout.buffer, stdout.byteOffset, Math.floor(stdout.byteLength / 4));
  const wanted = Math.round(clip.duration * AUDIO_SAMPLE_RATE) * 2;
  if (pcm.length === 0 || pcm.length === wanted) return pcm.slice();
  if (pcm.length > wanted) return pcm.slice(0, wanted);
  if (!clip.loop) return pcm.slice();
  const looped = new Float32Array(wanted);
  for (let o = 0; o < wanted; o += pcm.length) looped.set(pcm.subarray(0, Math.min(pcm.length, wanted - o)), o);
  return looped;
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

/** The mixer's tracks for a composition; `resolve` maps a clip's `src` to a local file. */
export async function compositionAudioTracks(composition: Composition, resolve: (src: string) => Promise<string>): Promise<AudioTrack[]> {
  const tracks: AudioTrack[] = [];
  for (const clip of audibleClips(composition)) {
    const samples = await decodeClipAudio(await resolve(clip.src), clip);
    if (samples.length === 0) continue;
    tracks.push({
      samples, channels: 2, sampleRate: AUDIO_SAMPLE_RATE, volume: clip.volume ?? 1, offset: clip.start,
      fadeIn: clip.fadeIn ?? 0, fadeOut: clip.fadeOut ?? 0,
    });
  }
  return tracks;
}

