/**
 * The vocabulary of the sound pack: sound-effect families, the intensities each family comes in,
 * and how a composition names a pack file. Small on purpose: the component SDK, the composition
 * check and the brand kit schema read it without loading the synthesizer.
 */

/** What a sound effect is for; a brand kit's `audio.uiSoundSet` maps these to its chosen soundIds. */
export const sfxFamilies = ['whoosh', 'pop', 'tick', 'click', 'impact', 'riser', 'confirm', 'error', 'swell'] as const;
export type SfxFamily = (typeof sfxFamilies)[number];

/** Each family comes at every intensity; `soundId` is `<family>-<intensity>`. */
export const sfxIntensities = ['subtle', 'standard', 'bold'] as const;
export type SfxIntensity = (typeof sfxIntensities)[number];

/** A brand kit's `audio.sfxIntensity`: an intensity, or `off` for no component sounds at all. */
export const sfxIntensitySettings = ['off', ...sfxIntensities] as const;
export type SfxIntensitySetting = (typeof sfxIntensitySettings)[number];

export function sfxSoundId(family: SfxFamily, intensity: SfxIntensity): string {
  return `${family}-${intensity}`;
}

/** Every sound effect id of the pack (each family at each intensity). */
export const sfxSoundIds: ReadonlySet<string> = new Set(sfxFamilies.flatMap((f) => sfxIntensities.map((i) => sfxSoundId(f, i))));

export function isSfxFamily(value: unknown): value is SfxFamily {
  return (sfxFamilies as readonly unknown[]).includes(value);
}

/**
 * How render jobs name a pack file among their assets: `pack:<soundId>` or `pack:<bedId>` (the
 * two id sets are disjoint: every bed id starts with `bed-`). Compositions never write it; they
 * name `soundId`/`bedId` and the service ships the file by content hash.
 */
export const packRefPrefix = 'pack:';

export function packRef(id: string): string {
  return `${packRefPrefix}${id}`;
}

/** The pack id a `pack:<id>` ref names, or null for any other form. */
export function packIdOf(ref: string): string | null {
  return ref.startsWith(packRefPrefix) ? ref.slice(packRefPrefix.length) : null;
}
