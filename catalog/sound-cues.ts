/**
 * Where a composition plays sounds of the pack: audio clips that name a `soundId` or `bedId`, and
 * the sounds the components on its timeline declare (`sounds` of the component SDK), resolved
 * against the brand kit's `audio`:
 *
 * - `sfxIntensity: off` silences every component sound (audio clips still play: they were asked for);
 * - `uiSoundSet[family]` names the sound a component plays for that family, whatever it declares;
 * - otherwise an `sfxIntensity` picks the family's sound at that intensity;
 * - otherwise the component's own `soundId` plays (default: the family's `standard` sound).
 *
 * A component sound starts `atSec` after its placement starts (skipped when the placement ends
 * first) or at `atProgress` of the placement, whose frames run from 0 to 1 (transitions: of the
 * transition window, centred on the cut). Sounds of muted or hidden tracks do not play. The
 * control plane ships the files these name (by content hash) and the render node mixes them
 * like any audio clip; both read this one module, so they always agree.
 */
import { builtinCatalog } from './index.ts';
import type { ComponentSound } from './sdk.ts';
import type { AudioClip, BrandAudio, Composition } from '../shared/composition/schema.ts';
import { mediaIdOf } from '../shared/composition/media-sources.ts';
import { clipFrames, compositionFrameCount, transitionWindow } from '../shared/composition/timing.ts';
import { packIdOf, packRef, type SfxIntensity, sfxIntensities, sfxSoundId } from '../shared/sounds/families.ts';
import { bedDefinitions, packBed } from '../shared/sounds/pack.ts';

export interface ComponentLookup { get(id: string, version?: string): { id: string; sounds: ComponentSound[] } | undefined }

/** One component sound as the mixer plays it. */
export interface SoundCue {
  /** The component clip or transition that makes the sound, e.g. `tracks[1].clips[0]`. */
  path: string;
  soundId: string;
  /** Timeline seconds where the sound starts. */
  at: number;
  /** Linear gain. */
  gain: number;
}

/** The pack sound a component sound plays under a brand's audio settings, or null when they silence it. */
export function resolveComponentSound(sound: ComponentSound, audio: BrandAudio | undefined): string | null {
  const intensity = audio?.sfxIntensity;
  if (intensity === 'off') return null;
  const chosen = audio?.uiSoundSet?.[sound.family];
  if (chosen) return chosen;
  if (intensity && (sfxIntensities as readonly string[]).includes(intensity)) return sfxSoundId(sound.family, intensity as SfxIntensity);
  return sound.soundId ?? sfxSoundId(sound.family, 'standard');
}

function cueTime(sound: ComponentSound, window: { start: number; end: number }, fps: number): number | null {
  const frames = window.end - window.start;
  if (sound.atSec !== undefined) return sound.atSec < frames / fps ? window.start / fps + sound.atSec : null;
  return (window.start + (sound.atProgress ?? 0) * Math.max(0, frames - 1)) / fps;
}

/** Every component sound of the composition, in timeline order. */
export function componentSoundCues(composition: Composition, catalog: ComponentLookup = builtinCatalog()): SoundCue[] {
  const fps = composition.output.fps;
  const audio = composition.brandKit?.kit?.audio;
  const cues: SoundCue[] = [];
  const place = (path: string, sounds: readonly ComponentSound[], window: { start: number; end: number }) => {
    for (const sound of sounds) {
      const soundId = resolveComponentSound(sound, audio);
      const at = cueTime(sound, window, fps);
      if (soundId && at !== null) cues.push({ path, soundId, at, gain: 10 ** ((sound.gainDb ?? 0) / 20) });
    }
  };
  composition.tracks.forEach((track, t) => {
    if (track.muted || track.hidden) return;
    track.clips.forEach((clip, c) => {
      const path = `tracks[${t}].clips[${c}]`;
      if (clip.kind === 'component') {
        const component = catalog.get(clip.componentId, clip.version);
        if (component?.sounds.length) place(path, component.sounds, clipFrames(clip, fps));
      }
      const transition = 'transition' in clip ? clip.transition : undefined;
      if (transition?.kind === 'component' && transition.componentId) {
        const component = catalog.get(transition.componentId, transition.version);
        if (component?.sounds.length) place(`${path}.transition`, component.sounds, transitionWindow(clipFrames(clip, fps).start, transition.duration, fps));
      }
    });
  });
  return cues.sort((a, b) => a.at - b.at);
}

/** The pack sound an audio clip names (`soundId` or `bedId`), or null for a media clip. */
export function audioClipPackId(clip: Pick<AudioClip, 'soundId' | 'bedId'>): string | null {
  return clip.soundId ?? clip.bedId ?? null;
}

/**
 * A sound the brand kit itself plays: its sonic logo, or its music bed. `source` is `pack:<id>`
 * or the kit's `media:<id>`, as the mixer resolves it.
 */
export interface BrandSound {
  /** The kit field that asks for it, e.g. `brandKit.kit.audio.sonicLogo`. */
  path: string;
  source: string;
  /** Timeline seconds where it starts. */
  at: number;
  /** Linear gain. */
  gain: number;
  /** Loops until `duration` seconds have played (a bed under the whole video). */
  loop: boolean;
  duration?: number;
}

/** Where an outro sonic logo starts when the kit gives no offsetMs: this long before the end. */
export const defaultOutroLeadMs = 1500;
/** A brand bed sits under the video's voices and sounds: -14 dB. */
const brandBedGain = 10 ** (-14 / 20);

/**
 * The music bed a brand's `bedStyle` picks: its `bedId`, else the first pack bed whose genre
 * contains `genre` and whose tempo lies in `bpmRange`, else one whose moods include `musicMood`;
 * null when nothing matches.
 */
export function brandBedId(audio: BrandAudio | undefined): string | null {
  const style = audio?.bedStyle;
  if (style?.bedId) return packBed(style.bedId) ? style.bedId : null;
  const genre = style?.genre?.toLowerCase(), bpm = style?.bpmRange, mood = audio?.musicMood?.toLowerCase();
  if (!genre && !bpm && !mood) return null;
  const fits = bedDefinitions.find((b) => (!genre || b.genre.toLowerCase().includes(genre)) && (!bpm || (b.composedBpm >= bpm.min && b.composedBpm <= bpm.max)) && (genre || bpm || b.mood.includes(mood!)));
  return fits?.bedId ?? null;
}

/**
 * The sounds the brand kit adds to the timeline:
 *
 * - `sonicLogo`: `placement` intro (default) starts it `offsetMs` (default 0) after the video
 *   starts; outro starts it `offsetMs` (default 1500) before the video ends. Played whole, at
 *   full gain, even when `sfxIntensity` is off (that setting is about component sounds).
 * - a music bed, when `musicEnabled` is true, `bedStyle` (or `musicMood`) picks a pack bed, and
 *   the composition plays no audio of its own other than sound effects (no media audio clip, no
 *   bed): looped under the whole video at -14 dB. A composition that brings music or a voice
 *   keeps its own mix.
 *
 * `ambiencePreference` is kept with the kit for authoring tools and plays nothing by itself.
 */
export function brandSounds(composition: Composition): BrandSound[] {
  const audio = composition.brandKit?.kit?.audio;
  if (!audio) return [];
  const end = compositionFrameCount(composition) / composition.output.fps;
  const sounds: BrandSound[] = [];
  const logo = audio.sonicLogo;
  if (logo && end > 0) {
    const source = mediaIdOf(logo.ref) !== null ? logo.ref : packRef(logo.ref);
    const at = logo.placement === 'outro' ? Math.max(0, end - (logo.offsetMs ?? defaultOutroLeadMs) / 1000) : (logo.offsetMs ?? 0) / 1000;
    if (at < end) sounds.push({ path: 'brandKit.kit.audio.sonicLogo', source, at, gain: 1, loop: false, duration: end - at });
  }
  const bed = audio.musicEnabled ? brandBedId(audio) : null;
  const ownAudio = composition.tracks.some((t) => !t.muted && t.clips.some((c) => c.kind === 'audio' && !c.muted && c.soundId === undefined));
  if (bed && !ownAudio && end > 0) sounds.push({ path: 'brandKit.kit.audio.bedStyle', source: packRef(bed), at: 0, gain: brandBedGain, loop: true, duration: end });
  return sounds;
}

/** Every pack sound the composition plays (audio clips that sound, and component cues), each id once. */
export function packSoundsPlayed(composition: Composition, catalog: ComponentLookup = builtinCatalog()): string[] {
  const ids = new Set<string>();
  for (const track of composition.tracks) {
    if (track.muted) continue;
    for (const clip of track.clips) {
      if (clip.kind !== 'audio' || clip.muted || (clip.volume ?? 1) <= 0) continue;
      const id = audioClipPackId(clip);
      if (id) ids.add(id);
    }
  }
  for (const cue of componentSoundCues(composition, catalog)) ids.add(cue.soundId);
  for (const sound of brandSounds(composition)) {
    const id = packIdOf(sound.source);
    if (id) ids.add(id);
  }
  return [...ids];
}
