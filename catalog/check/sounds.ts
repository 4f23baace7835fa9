/**
 * The composition checks that need the sound pack: an audio clip's `soundId` names one of the
 * pack's sound effects and its `bedId` one of its music beds, and every sound a brand kit's
 * `audio.uiSoundSet` names is a sound effect of the pack. Given to `validateComposition` as its
 * `SoundRules`.
 */
import type { SoundRules } from '../../shared/composition/validate.ts';
import { packBed, packSfx } from '../../shared/sounds/pack.ts';

const listed = 'GET /v1/components lists the pack: sound effects under sfx, music beds under audio with role music';

function sfxProblem(id: string): string | null {
  if (packSfx(id)) return null;
  if (packBed(id)) return `'${id}' is a music bed of the pack, not a sound effect; name it with bedId`;
  return `no sound effect '${id}' in the pack (${listed})`;
}

export const packSoundRules: SoundRules = {
  audioClip(check, path, { soundId, bedId }) {
    if (soundId !== undefined) {
      const problem = sfxProblem(soundId);
      if (problem) check.err(`${path}.soundId`, problem, 'unknown_sound');
    }
    if (bedId !== undefined && !packBed(bedId)) {
      check.err(`${path}.bedId`, packSfx(bedId) ? `'${bedId}' is a sound effect of the pack, not a music bed; name it with soundId` : `no music bed '${bedId}' in the pack (${listed})`, 'unknown_sound');
    }
  },
  packSound(check, path, id) {
    if (!packSfx(id) && !packBed(id)) check.err(path, `no sound '${id}' in the pack (${listed}); an org audio item is named media:<id>`, 'unknown_sound');
  },
  bed(check, path, id) {
    if (!packBed(id)) check.err(path, packSfx(id) ? `'${id}' is a sound effect of the pack, not a music bed` : `no music bed '${id}' in the pack (${listed})`, 'unknown_sound');
  },
  uiSoundSet(check, path, set) {
    for (const [family, id] of Object.entries(set)) {
      const problem = typeof id === 'string' ? sfxProblem(id) : null;
      if (problem) check.err(`${path}.${family}`, problem, 'unknown_sound');
    }
  },
};
