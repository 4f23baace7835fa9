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
import { builtinCatalog } from '../components/catalog.ts';
import type { ComponentSound } from '../components/sdk.ts';
import type { AudioClip, BrandAudio, Composition } from '../composition/schema.ts';
import { clipFrames, transitionWindow } from '../composition/timing.ts';
import { type SfxIntensity, sfxIntensities, sfxSoundId } from './families.ts';

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
  return [...ids];
}
