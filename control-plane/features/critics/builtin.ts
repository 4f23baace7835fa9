/**
 * The built-in critics: each one measures, never guesses. A critic turns figures a verify job
 * measured (shared/verify/measurements.ts), the frozen composition, the project's brief and the
 * platform table (shared/platforms.ts) into one number, its `score`, compared with its `floor`
 * in its `direction`: `min` passes at or above the floor, `max` at or below it.
 *
 * Phases say what a critic needs: `frames` (the evidence stills), `timeline` (the whole
 * timeline's sound or sampled frames), `composition` (the document alone).
 *
 * An org's own critics (critics.ts) combine these scores in rules, by these ids.
 */

export const criticPhases = ['composition', 'frames', 'timeline'] as const;
export type CriticPhase = (typeof criticPhases)[number];

export interface BuiltinCritic {
  id: string;
  label: string;
  /** `builtin` for these; an org's critics are `org`. */
  tier: 'builtin';
  phase: CriticPhase;
  /** The score's unit, as a person reads it. */
  unit: string;
  /** `min`: the score must be at least the floor; `max`: at most. */
  direction: 'min' | 'max';
  /**
   * The floor, where one number fits every composition; null where it comes from the brief's
   * platform or the frame (then `floorFrom` says how).
   */
  floor: number | null;
  floorFrom: string | null;
  /** What it measures and how, for the listing. */
  measures: string;
  /** Whether it needs a brief (without one it is `skipped`, never failed). */
  needsBrief: boolean;
}

export const builtinCritics: readonly BuiltinCritic[] = [
  {
    id: 'text-contrast', label: 'Text contrast', tier: 'builtin', phase: 'frames', unit: 'contrast ratio', direction: 'min', floor: 4.5, floorFrom: null, needsBrief: false,
    measures: "WCAG 2 contrast ratio of each drawn text's pixels against the pixels around it, on every evidence still; the score is the lowest",
  },
  {
    id: 'title-safe', label: 'Text inside the title-safe area', tier: 'builtin', phase: 'frames', unit: 'fraction of the text box', direction: 'min', floor: 1, floorFrom: null, needsBrief: false,
    measures: "the share of each drawn text's box inside the title-safe area (the brief's platform, else 5 % per edge); the score is the lowest",
  },
  {
    id: 'text-size', label: 'Minimum text height', tier: 'builtin', phase: 'frames', unit: 'output pixels', direction: 'min', floor: null, floorFrom: '3 % of the frame\'s shorter side', needsBrief: false,
    measures: 'the drawn font size of each text in output pixels; the score is the smallest',
  },
  {
    id: 'caption-speed', label: 'Caption reading speed', tier: 'builtin', phase: 'composition', unit: 'characters per second', direction: 'max', floor: 20, floorFrom: null, needsBrief: false,
    measures: 'characters per second of each caption page and timed text clip (characters over time on screen); the score is the fastest',
  },
  {
    id: 'loudness', label: 'Integrated loudness', tier: 'builtin', phase: 'timeline', unit: 'LU from the target', direction: 'max', floor: 1, floorFrom: null, needsBrief: false,
    measures: "integrated loudness (ITU-R BS.1770-4, EBU R 128 gating) of the mixed sound against the platform's target (−14 LUFS without a brief), and the true peak against its ceiling; the score is the distance from the target in LU",
  },
  {
    id: 'black-frozen', label: 'Black or frozen stretches', tier: 'builtin', phase: 'timeline', unit: 'seconds', direction: 'max', floor: 1, floorFrom: null, needsBrief: false,
    measures: 'the longest stretch of black frames, or of frames that do not change for over 5 s, sampled over the whole timeline; the score is the longest black stretch, or a frozen one beyond 5 s',
  },
  {
    id: 'pacing', label: 'Shot-length pacing', tier: 'builtin', phase: 'composition', unit: 'seconds', direction: 'max', floor: null, floorFrom: '8 s for vertical short-form platforms, 20 s otherwise', needsBrief: false,
    measures: 'the length of each shot (the spans between cuts of the visual tracks); the score is the longest',
  },
  {
    id: 'brand-colors', label: 'Brand colour adherence', tier: 'builtin', phase: 'frames', unit: 'ΔE2000', direction: 'max', floor: 12, floorFrom: null, needsBrief: true,
    measures: "CIEDE2000 distance of the stills' dominant colours to the nearest colour of the brief's brand kit, weighted by share; the score is the mean",
  },
  {
    id: 'fonts-reproducible', label: 'Fonts reproducible', tier: 'builtin', phase: 'composition', unit: 'fraction of families', direction: 'min', floor: 1, floorFrom: null, needsBrief: false,
    measures: 'the share of font families the composition names that the service has (built in, or the org\'s own)',
  },
  {
    id: 'brief-format', label: "The brief's duration and aspect", tier: 'builtin', phase: 'composition', unit: 'seconds off', direction: 'max', floor: 1, floorFrom: null, needsBrief: true,
    measures: "how far the duration is from the brief's (seconds), and whether the frame has the platform's aspect (a wrong aspect fails outright)",
  },
  {
    id: 'must-include-text', label: 'Must-include text on screen', tier: 'builtin', phase: 'frames', unit: 'fraction found', direction: 'min', floor: 1, floorFrom: null, needsBrief: true,
    measures: "OCR (tesseract) of every evidence still: the share of the brief's must-include texts and call to action read on at least one",
  },
  {
    id: 'logo-present', label: "The brief's logo shown", tier: 'builtin', phase: 'frames', unit: 'normalised correlation', direction: 'min', floor: 0.7, floorFrom: null, needsBrief: true,
    measures: "template matching (OpenCV, several scales) of the brief's logo media against every evidence still; the score is the best match",
  },
];

export const builtinCriticIds = builtinCritics.map((c) => c.id);

export function builtinCritic(id: string): BuiltinCritic | undefined {
  return builtinCritics.find((c) => c.id === id);
}
