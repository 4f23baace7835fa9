/**
 * What a verification answers, critic by critic: a score against a floor, pass or fail, and
 * findings that say where (the second, and the evidence still that shows it) and what was
 * measured. Built-in critics are scored by `scoring.ts` from the node's measurements; an org's
 * critics by their rules over those scores and, when they have one, their evaluator's answer.
 */
import type { PixelBox } from '../../../shared/verify/measurements.ts';
import type { CriticPhase } from '../critics/builtin.ts';

export interface CriticFinding {
  /** The second on the composition's timeline, or null for a finding about the whole video. */
  atSec: number | null;
  /** One sentence a person reads: what is wrong (or, for a pass, what was found). */
  message: string;
  /** Whether it is a problem (true), or what the critic found that it looked for (a phrase read, the logo matched). */
  fails: boolean;
  /** The measured value behind it, in the critic's unit, or null. */
  value: number | null;
  /** The evidence still that shows it (its index in the verification's evidence), or null. */
  evidenceIndex: number | null;
  /** Where on that still, in output pixels (a text's box, the logo's match), when the finding is about one place. */
  box?: PixelBox;
}

/** `skipped`: the critic does not apply (no brief, no brand kit, no text); `error`: it could not be measured (an evaluator timed out). */
export type CriticStatus = 'pass' | 'fail' | 'skipped' | 'error';

export interface CriticResult {
  criticId: string;
  label: string;
  tier: 'builtin' | 'org';
  phase: CriticPhase;
  unit: string;
  direction: 'min' | 'max';
  /** The figure compared with the floor; null when skipped or not measured. */
  score: number | null;
  /** The floor this composition was held to (platform- or frame-dependent floors resolved). */
  floor: number | null;
  /** True on pass, false on fail or error, null when skipped. */
  pass: boolean | null;
  status: CriticStatus;
  /** Why it was skipped or errored; null otherwise. */
  reason: string | null;
  findings: CriticFinding[];
}
