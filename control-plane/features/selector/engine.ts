/**
 * The multicam selector's engine: given the angles of one multicam group (each a video media item
 * with its own microphone, its role and its offset on the group's timeline), their measured
 * signals (shared/multicam/signals.ts) and optionally the transcript's speaker turns, it answers
 * which angle to show when, why, and what it held back. Pure and deterministic: no clock, no
 * randomness, no I/O; the same input gives the same JSON, byte for byte.
 *
 * Method
 *
 * 1. Timeline. The group timeline runs from the first instant at least two angles record to the
 *    last such instant (one angle alone: its own recording). An angle records on the group
 *    timeline over [offsetSec + window.startSec, offsetSec + min(window.endSec, durationSec)]
 *    (t_group = t_media + offsetSec). The timeline is cut into steps of 0.1 s, aligned on
 *    multiples of 0.1 s of the group timeline; a step belongs to an angle when the step's centre
 *    falls inside its recording, otherwise the angle is no candidate at that step.
 * 2. Resampling. Sound: the mean of the level frames whose centres fall in the step (the frame
 *    under the step's centre when none does). Pictures: the picture under the step's centre.
 * 3. Signals per angle per step, each 0..1:
 *    - voice: the angle's level minus the mean level of the OTHER angles recording at that step,
 *      in dB, clamped to 0..20 dB and mapped to 0..1; 0 when its own level is under −50 dBFS
 *      (silence) or when it is the only angle; then a 3-step (0.3 s) running median.
 *    - face: min(1, area / 0.15) × the detector's confidence.
 *    - motion: min(1, mean absolute difference / 10 grey levels).
 *    - sharpness: the variance of the Laplacian divided by the highest among the angles at that
 *      step (the sharpest angle 1).
 *    - exposure: (1 − |mean luma − 118| / 118) × (1 − clipped share), divided by the best among
 *      the angles at that step.
 *    - transcript: 1 for the angle of the speaker whose turn covers the step (turns that name an
 *      angle), else 0.
 *    score = Σ weight × signal + a role bonus (0.03 × (n − i) / n for the i-th of n preferred
 *    roles); `contributions` are the summands (the bonus under `role`), so they add up to the
 *    score.
 * 4. Best angle per step: the highest score, ties to the lower candidateId. Runs of the same best
 *    shorter than 0.3 s are merged into the run before them (the one after at the start).
 * 5. Cut schedule: a walk over the steps with the shot on screen. Where the best angle differs
 *    from it, a cut happens at that step only when (a) the current shot has lasted ≥ minShotSec,
 *    (b) ≥ cooldownSec have passed since the last cut, and (c) the new angle stays best for
 *    ≥ minShotSec from there (the whole timeline is known, so a speaker turn shorter than the
 *    minimum never gets its own shot). Otherwise, at the start of that run of the best angle, the
 *    switch is recorded as suppressed: blockedBy `minShotSec` for (a) or (c), `cooldownSec` for
 *    (b); releaseAtSec is when the rule would have let it through (a: the shot's start +
 *    minShotSec; b: the last cut + cooldownSec; c: the run's start + minShotSec, the run would
 *    have had to last that long); byScore is the mean margin of its score over the shown angle's
 *    during the run. When (a) or (b) releases inside the run and (c) still holds, the cut is
 *    placed then. A shot that reaches maxShotSec cuts to the best other angle at that step, for
 *    variety. When the shown angle's recording ends, the cut is forced to the best angle.
 * 6. Moments: the steps split where the best angle changes and where the schedule cuts, so each
 *    moment has one `chosen` angle (the one the schedule shows). Each lists every angle that
 *    records in it, its mean score and contributions over the steps it records, and reasons.
 * 7. Audio bed: `follow-picture` takes the cut schedule's spans. `best-microphone` walks the same
 *    way over voice activity alone (the loudest-relative microphone per step; nobody speaking
 *    keeps the current one) with a 1 s minimum, no cooldown and no maximum.
 * 8. divergesFromComposition: true when composition.cuts is given and, at any step both cover,
 *    shows another angle than the schedule.
 *
 * All numbers in the answer are rounded to 3 decimals; candidates sort by score (descending),
 * then candidateId.
 */
import type { AngleSignals } from '../../../shared/multicam/signals.ts';

export const selectorVersion = 'selector/1';

export const selectorRoles = ['wide', 'speaker', 'close-up', 'screen'] as const;
export type SelectorRole = (typeof selectorRoles)[number];

export const signalNames = ['voice', 'face', 'motion', 'sharpness', 'exposure', 'transcript'] as const;
export type SignalName = (typeof signalNames)[number];

export interface SelectorAngle {
  /** The angle's media id. */
  candidateId: string;
  role: SelectorRole | null;
  /** Where the angle's t=0 sits on the group timeline. */
  offsetSec: number;
  signals: AngleSignals;
}

export interface TranscriptTurn {
  speaker: string;
  startSec: number;
  endSec: number;
  /** The angle of that speaker, when known. */
  candidateId?: string;
}

export interface SelectorPolicy {
  minShotSec: number;
  /** A shot longer than this cuts to the next best angle, for variety. */
  maxShotSec: number;
  /** After a cut, no other cut for this long. */
  cooldownSec: number;
  weights: Record<SignalName, number>;
  /** A small bonus per role, in this order. */
  preferredRoles: string[];
  audio: 'follow-picture' | 'best-microphone';
}

export type SelectorPolicyInput = Partial<Omit<SelectorPolicy, 'weights'>> & { weights?: Partial<Record<SignalName, number>> };

export interface SelectorCandidate {
  candidateId: string;
  role: SelectorRole | null;
  score: number;
  contributions: Record<string, number>;
  reasons: string[];
}

export interface SelectorMoment {
  startSec: number;
  endSec: number;
  chosen: string;
  pacingNote: string;
  candidates: SelectorCandidate[];
}

export interface CutScheduleEntry { startSec: number; endSec: number; candidateId: string; sourceInSec: number; sourceOutSec: number; reasons: string[] }
export interface AudioBedEntry { startSec: number; endSec: number; candidateId: string; reasons: string[] }
export interface SuppressedSwitch { atSec: number; wouldHaveBeenCandidateId: string; byScore: number; blockedBy: 'minShotSec' | 'cooldownSec'; releaseAtSec: number }

export interface SelectorResponse {
  projectId: string;
  groupId: string;
  selectorVersion: string;
  signalVersions: Record<string, string>;
  moments: SelectorMoment[];
  recommendation: { cutSchedule: CutScheduleEntry[]; audioBed: AudioBedEntry[]; suppressedSwitches: SuppressedSwitch[] };
  divergesFromComposition: boolean;
}

export interface SelectCutsInput {
  projectId: string;
  groupId: string;
  angles: SelectorAngle[];
  turns?: TranscriptTurn[];
  policy?: SelectorPolicyInput;
  composition?: { cuts: { startSec: number; endSec: number; candidateId: string }[] } | null;
  signalVersions: Record<string, string>;
}

export const defaultPolicy: SelectorPolicy = Object.freeze({
  minShotSec: 2,
  maxShotSec: 12,
  cooldownSec: 1,
  weights: Object.freeze({ voice: 0.55, face: 0.2, motion: 0.05, sharpness: 0.1, exposure: 0.05, transcript: 0.05 }),
  preferredRoles: Object.freeze(['speaker', 'close-up', 'wide', 'screen']) as unknown as string[],
  audio: 'follow-picture',
}) as SelectorPolicy;

const STEP = 0.1;
const EPS = 1e-6;
const SILENCE_DB = -50;
const VOICE_RANGE_DB = 20;
const FACE_FULL_AREA = 0.15;
const MOTION_FULL = 10;
const ROLE_BONUS = 0.03;
const MERGE_STEPS = 3; // runs under 0.3 s
const BED_MIN_SEC = 1;

/** The policy's problems, each with its path (`body.policy.…`); empty when it is usable. */
export function validatePolicy(policy: SelectorPolicyInput | null | undefined): string[] {
  const problems: string[] = [];
  if (policy === undefined || policy === null) return problems;
  const p = 'body.policy';
  if (typeof policy !== 'object' || Array.isArray(policy)) return [`${p}: must be an object`];
  const num = (key: 'minShotSec' | 'maxShotSec' | 'cooldownSec') => {
    const v = policy[key];
    if (v === undefined) return defaultPolicy[key];
    if (typeof v !== 'number' || !Number.isFinite(v)) { problems.push(`${p}.${key}: must be a finite number`); return undefined; }
    return v;
  };
  const min = num('minShotSec'), max = num('maxShotSec'), cooldown = num('cooldownSec');
  if (min !== undefined && min < 0) problems.push(`${p}.minShotSec: must be ≥ 0 (got ${min})`);
  if (max !== undefined && max <= 0) problems.push(`${p}.maxShotSec: must be > 0 (got ${max})`);
  if (min !== undefined && max !== undefined && min > max) problems.push(`${p}.minShotSec: must be ≤ maxShotSec (${min} > ${max})`);
  if (cooldown !== undefined && cooldown < 0) problems.push(`${p}.cooldownSec: must be ≥ 0 (got ${cooldown})`);
  if (policy.weights !== undefined) {
    if (typeof policy.weights !== 'object' || policy.weights === null || Array.isArray(policy.weights)) problems.push(`${p}.weights: must be an object`);
    else {
      for (const key of Object.keys(policy.weights).sort()) {
        if (!(signalNames as readonly string[]).includes(key)) problems.push(`${p}.weights.${key}: unknown signal (known: ${signalNames.join(', ')})`);
      }
      const merged = { ...defaultPolicy.weights, ...policy.weights } as Record<string, unknown>;
      let anyPositive = false, allValid = true;
      for (const key of signalNames) {
        const v = merged[key];
        if (typeof v !== 'number' || !Number.isFinite(v)) { problems.push(`${p}.weights.${key}: must be a finite number`); allValid = false; }
        else if (v < 0) { problems.push(`${p}.weights.${key}: must be ≥ 0 (got ${v})`); allValid = false; }
        else if (v > 0) anyPositive = true;
      }
      if (allValid && !anyPositive) problems.push(`${p}.weights: must not all be zero`);
    }
  }
  if (policy.preferredRoles !== undefined) {
    if (!Array.isArray(policy.preferredRoles)) problems.push(`${p}.preferredRoles: must be an array`);
    else policy.preferredRoles.forEach((role, i) => {
      if (!(selectorRoles as readonly string[]).includes(role as string)) problems.push(`${p}.preferredRoles[${i}]: unknown role '${String(role)}' (known: ${selectorRoles.join(', ')})`);
      else if (policy.preferredRoles!.indexOf(role) !== i) problems.push(`${p}.preferredRoles[${i}]: '${role}' is listed twice`);
    });
  }
  if (policy.audio !== undefined && policy.audio !== 'follow-picture' && policy.audio !== 'best-microphone') {
    problems.push(`${p}.audio: must be 'follow-picture' or 'best-microphone' (got '${String(policy.audio)}')`);
  }
  return problems;
}

export function resolvePolicy(policy: SelectorPolicyInput | null | undefined): SelectorPolicy {
  const problems = validatePolicy(policy);
  if (problems.length) throw new SelectorPolicyError(problems);
  const given = policy ?? {};
  return {
    minShotSec: given.minShotSec ?? defaultPolicy.minShotSec,
    maxShotSec: given.maxShotSec ?? defaultPolicy.maxShotSec,
    cooldownSec: given.cooldownSec ?? defaultPolicy.cooldownSec,
    weights: { ...defaultPolicy.weights, ...given.weights },
    preferredRoles: [...(given.preferredRoles ?? defaultPolicy.preferredRoles)],
    audio: given.audio ?? defaultPolicy.audio,
  };
}

export class SelectorPolicyError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid selector policy: ${problems.join('; ')}`);
    this.name = 'SelectorPolicyError';
  }
}

// ---------------------------------------------------------------------------------------------

const r3 = (x: number) => { const v = Math.round(x * 1000) / 1000; return Object.is(v, -0) ? 0 : v; };
const clamp01 = (x: number) => (x < 0 ? 0 : x > 1 ? 1 : x);
const byId = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
const fmt1 = (x: number) => (Math.round(x * 10) / 10).toFixed(1);

interface Span { start: number; end: number }

function recording(angle: SelectorAngle): Span {
  const s = angle.signals;
  return { start: angle.offsetSec + s.window.startSec, end: angle.offsetSec + Math.min(s.window.endSec, s.durationSec) };
}

/** From the first instant at least two angles record to the last (one angle: its recording). */
function groupSpan(angles: SelectorAngle[]): Span | null {
  const spans = angles.map(recording).filter((s) => s.end > s.start);
  if (spans.length === 0) return null;
  if (spans.length === 1) return spans[0]!;
  const events = spans.flatMap((s) => [{ t: s.start, d: 1 }, { t: s.end, d: -1 }]).sort((a, b) => a.t - b.t || a.d - b.d);
  let depth = 0, start: number | null = null, end: number | null = null;
  for (const e of events) {
    const before = depth;
    depth += e.d;
    if (before < 2 && depth >= 2 && start === null) start = e.t;
    if (before >= 2 && depth < 2) end = e.t;
  }
  if (start === null || end === null) return { start: Math.min(...spans.map((s) => s.start)), end: Math.max(...spans.map((s) => s.end)) };
  return { start, end };
}

interface Step {
  available: boolean[];
  levelDb: number[];
  relDb: number[];
  signals: Record<SignalName, number>[];
  faceArea: number[];
  faceScore: number[];
  motionRaw: number[];
  sharpShare: number[];
  exposureShare: number[];
  speaker: (string | null)[];
  contributions: Record<string, number>[];
  score: number[];
}

function pictureIndex(s: AngleSignals, mediaT: number, length: number): number {
  const i = Math.floor((mediaT - s.window.startSec) * s.videoRate + EPS);
  return Math.max(0, Math.min(length - 1, i));
}

function audioLevel(s: AngleSignals, m0: number): number {
  const n = s.levelDb.length;
  if (n === 0) return -120;
  const rate = s.audioRate;
  const first = Math.ceil((m0 - s.window.startSec) * rate - 0.5 - EPS);
  const last = Math.ceil((m0 + STEP - s.window.startSec) * rate - 0.5 - EPS) - 1;
  let sum = 0, count = 0;
  for (let i = Math.max(0, first); i <= Math.min(n - 1, last); i++) { sum += s.levelDb[i]!; count++; }
  if (count) return sum / count;
  const i = Math.max(0, Math.min(n - 1, Math.floor((m0 + STEP / 2 - s.window.startSec) * rate + EPS)));
  return s.levelDb[i]!;
}

function median3(a: number, b: number, c: number): number {
  return Math.max(Math.min(a, b), Math.min(Math.max(a, b), c));
}

function measure(angles: SelectorAngle[], t0: number, n: number, turns: TranscriptTurn[], policy: SelectorPolicy): Step[] {
  const k = angles.length;
  const spans = angles.map(recording);
  const steps: Step[] = [];
  const rolesRank = new Map(policy.preferredRoles.map((r, i) => [r, i] as const));
  for (let i = 0; i < n; i++) {
    const start = t0 + i * STEP, centre = start + STEP / 2;
    const available = spans.map((s) => centre >= s.start && centre < s.end);
    const levelDb = angles.map((a, j) => (available[j] ? audioLevel(a.signals, start - a.offsetSec) : -120));
    const faceArea: number[] = [], faceScore: number[] = [], motionRaw: number[] = [], sharp: number[] = [], expo: number[] = [];
    angles.forEach((a, j) => {
      const s = a.signals, m = centre - a.offsetSec;
      if (!available[j]) { faceArea.push(0); faceScore.push(0); motionRaw.push(0); sharp.push(0); expo.push(0); return; }
      const face = s.face.length ? s.face[pictureIndex(s, m, s.face.length)]! : { area: 0, score: 0 };
      faceArea.push(face.area); faceScore.push(face.score);
      motionRaw.push(s.motion.length ? s.motion[pictureIndex(s, m, s.motion.length)]! : 0);
      sharp.push(s.sharpness.length ? Math.max(0, s.sharpness[pictureIndex(s, m, s.sharpness.length)]!) : 0);
      const e = s.exposure.length ? s.exposure[pictureIndex(s, m, s.exposure.length)]! : { mean: 118, clipped: 0 };
      expo.push(clamp01(1 - Math.abs(e.mean - 118) / 118) * clamp01(1 - e.clipped));
    });
    const maxSharp = Math.max(0, ...sharp), maxExpo = Math.max(0, ...expo);
    const relDb = levelDb.map((l, j) => {
      if (!available[j]) return 0;
      const others = levelDb.filter((_, o) => o !== j && available[o]);
      return others.length ? l - others.reduce((x, y) => x + y, 0) / others.length : 0;
    });
    const turn = turns.find((t) => t.candidateId !== undefined && centre >= t.startSec && centre < t.endSec);
    const speaker = angles.map((a) => (turn && turn.candidateId === a.candidateId ? turn.speaker : null));
    const signals = angles.map((a, j) => ({
      voice: available[j] && levelDb[j]! >= SILENCE_DB && k > 1 ? clamp01(relDb[j]! / VOICE_RANGE_DB) : 0,
      face: clamp01(faceArea[j]! / FACE_FULL_AREA) * clamp01(faceScore[j]!),
      motion: clamp01(motionRaw[j]! / MOTION_FULL),
      sharpness: maxSharp > 0 ? sharp[j]! / maxSharp : 0,
      exposure: maxExpo > 0 ? expo[j]! / maxExpo : 0,
      transcript: speaker[j] !== null ? 1 : 0,
    }));
    steps.push({ available, levelDb, relDb, signals, faceArea, faceScore, motionRaw, sharpShare: signals.map((s) => s.sharpness), exposureShare: signals.map((s) => s.exposure), speaker, contributions: [], score: [] });
  }
  // Voice: a 0.3 s running median per angle, over the steps where it records.
  for (let j = 0; j < k; j++) {
    const raw = steps.map((s) => s.signals[j]!.voice);
    for (let i = 0; i < n; i++) {
      if (!steps[i]!.available[j]) continue;
      const prev = i > 0 && steps[i - 1]!.available[j] ? raw[i - 1]! : raw[i]!;
      const next = i < n - 1 && steps[i + 1]!.available[j] ? raw[i + 1]! : raw[i]!;
      steps[i]!.signals[j]!.voice = median3(prev, raw[i]!, next);
    }
  }
  for (const step of steps) {
    angles.forEach((a, j) => {
      const c: Record<string, number> = {};
      let score = 0;
      for (const name of signalNames) { c[name] = policy.weights[name] * step.signals[j]![name]; score += c[name]; }
      const rank = a.role !== null ? rolesRank.get(a.role) : undefined;
      c.role = rank === undefined ? 0 : (ROLE_BONUS * (policy.preferredRoles.length - rank)) / policy.preferredRoles.length;
      score += c.role;
      step.contributions.push(c);
      step.score.push(step.available[j] ? score : -Infinity);
    });
  }
  return steps;
}

/** Index of the highest value among available angles, ties to the lower candidateId; -1 when none. */
function argBest(values: number[], available: boolean[], ids: string[], exclude = -1): number {
  let best = -1;
  for (let j = 0; j < values.length; j++) {
    if (!available[j] || j === exclude) continue;
    if (best === -1 || values[j]! > values[best]! + 1e-12 || (Math.abs(values[j]! - values[best]!) <= 1e-12 && byId(ids[j]!, ids[best]!) < 0)) best = j;
  }
  return best;
}

/** Merge runs shorter than `minSteps` into the run before (after, at the start), where that angle records. */
function mergeShortRuns(best: number[], steps: Step[], minSteps: number): number[] {
  const out = [...best];
  const fits = (run: { start: number; end: number }, into: number) => {
    if (into < 0) return false;
    for (let i = run.start; i < run.end; i++) if (!steps[i]!.available[into]) return false;
    return true;
  };
  for (let pass = 0; pass < out.length; pass++) {
    let changed = false;
    const runs = toRuns(out);
    if (runs.length < 2) break;
    for (let r = 0; r < runs.length; r++) {
      const run = runs[r]!;
      if (run.end - run.start >= minSteps) continue;
      const before = r > 0 ? out[run.start - 1]! : -1, after = r + 1 < runs.length ? runs[r + 1]!.value : -1;
      const into = before !== run.value && fits(run, before) ? before : after !== run.value && fits(run, after) ? after : -1;
      if (into < 0) continue;
      for (let i = run.start; i < run.end; i++) out[i] = into;
      changed = true;
    }
    if (!changed) break;
  }
  return out;
}

function toRuns(values: number[]): { start: number; end: number; value: number }[] {
  const runs: { start: number; end: number; value: number }[] = [];
  values.forEach((v, i) => {
    const last = runs[runs.length - 1];
    if (last && last.value === v) last.end = i + 1;
    else runs.push({ start: i, end: i + 1, value: v });
  });
  return runs;
}

interface Cut { step: number; angle: number; kind: 'open' | 'switch' | 'variety' | 'forced'; from: number; previousShotSec: number }
interface Suppression { step: number; angle: number; shown: number; blockedBy: 'minShotSec' | 'cooldownSec'; releaseAt: number; byScore: number; rule: 'shot' | 'run' | 'cooldown'; lastCutStep: number; runSteps: number }

interface WalkRules { minSteps: number; cooldownSteps: number; maxSteps: number | null }

/** The walk of step 5 (and of the best-microphone bed): cuts and suppressed switches over the desired angle per step. */
function walk(desired: number[], steps: Step[], ids: string[], rules: WalkRules, margin: (i: number, a: number, b: number) => number, secondBest: (i: number, exclude: number) => number): { cuts: Cut[]; suppressed: Suppression[] } {
  const n = desired.length;
  const cuts: Cut[] = [];
  const suppressed: Suppression[] = [];
  if (n === 0) return { cuts, suppressed };
  const runs = toRuns(desired);
  const runOf = new Array<number>(n);
  runs.forEach((r, ri) => { for (let i = r.start; i < r.end; i++) runOf[i] = ri; });
  let current = desired[0]!;
  if (current < 0) current = argBest(steps[0]!.score, steps[0]!.available, ids);
  cuts.push({ step: 0, angle: current, kind: 'open', from: -1, previousShotSec: 0 });
  let shotStart = 0, lastCut = 0;
  const cutTo = (i: number, angle: number, kind: Cut['kind']) => {
    cuts.push({ step: i, angle, kind, from: current, previousShotSec: (i - shotStart) * STEP });
    current = angle; shotStart = i; lastCut = i;
  };
  for (let i = 1; i < n; i++) {
    const want = desired[i]!;
    if (!steps[i]!.available[current]) {
      const to = want >= 0 && steps[i]!.available[want] ? want : argBest(steps[i]!.score, steps[i]!.available, ids);
      if (to >= 0) cutTo(i, to, 'forced');
      continue;
    }
    if (want >= 0 && want !== current) {
      const run = runs[runOf[i]!]!;
      const shotOk = i - shotStart >= rules.minSteps;
      const coolOk = i - lastCut >= rules.cooldownSteps;
      const runOk = run.end - i >= rules.minSteps;
      if (shotOk && coolOk && runOk) { cutTo(i, want, 'switch'); continue; }
      if (i === run.start) {
        let byScore = 0;
        for (let s = run.start; s < run.end; s++) byScore += margin(s, want, current);
        byScore /= run.end - run.start;
        const base = { step: i, angle: want, shown: current, byScore, lastCutStep: lastCut, runSteps: run.end - run.start };
        if (!shotOk) suppressed.push({ ...base, blockedBy: 'minShotSec', rule: 'shot', releaseAt: shotStart + rules.minSteps });
        else if (!coolOk) suppressed.push({ ...base, blockedBy: 'cooldownSec', rule: 'cooldown', releaseAt: lastCut + rules.cooldownSteps });
        else suppressed.push({ ...base, blockedBy: 'minShotSec', rule: 'run', releaseAt: run.start + rules.minSteps });
      }
      continue;
    }
    if (rules.maxSteps !== null && i - shotStart >= rules.maxSteps) {
      const to = secondBest(i, current);
      if (to >= 0) cutTo(i, to, 'variety');
    }
  }
  return { cuts, suppressed };
}

function ordinal(n: number): string {
  const s = n % 100 >= 11 && n % 100 <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${s}`;
}

function meanOver(from: number, to: number, steps: Step[], j: number, pick: (s: Step) => number): { mean: number; count: number } {
  let sum = 0, count = 0;
  for (let i = from; i < to; i++) if (steps[i]!.available[j]) { sum += pick(steps[i]!); count++; }
  return { mean: count ? sum / count : 0, count };
}

function candidateReasons(from: number, to: number, steps: Step[], j: number, angle: SelectorAngle, policy: SelectorPolicy, anglesCount: number): string[] {
  const m = (pick: (s: Step) => number) => meanOver(from, to, steps, j, pick).mean;
  const reasons: string[] = [];
  const level = m((s) => s.levelDb[j]!), rel = m((s) => s.relDb[j]!), voice = m((s) => s.signals[j]!.voice);
  if (level < SILENCE_DB) reasons.push(`voice: its microphone is under ${SILENCE_DB} dBFS (${fmt1(level)} dBFS, silence)`);
  else if (anglesCount < 2) reasons.push('voice: its microphone is the only one recording here');
  else if (rel >= 3) reasons.push(`voice: its microphone is ${fmt1(rel)} dB louder than the others' (${voice >= 0.15 ? 'speaking' : 'faint'})`);
  else if (rel <= -3) reasons.push(`voice: its microphone is ${fmt1(-rel)} dB quieter than the others' (not speaking)`);
  else reasons.push(`voice: its microphone is about as loud as the others' (${rel >= 0 ? '+' : '−'}${fmt1(Math.abs(rel))} dB)`);
  const area = m((s) => s.faceArea[j]!), conf = m((s) => s.faceScore[j]!);
  reasons.push(area > 0 ? `face: the largest face covers ${Math.round(area * 100)}% of the picture (confidence ${conf.toFixed(2)})` : 'face: no face found');
  reasons.push(`motion: the picture changes by ${fmt1(m((s) => s.motionRaw[j]!))} grey levels a frame`);
  const sharp = m((s) => s.sharpShare[j]!);
  reasons.push(sharp >= 0.995 ? 'sharpness: the sharpest angle here' : `sharpness: ${Math.round(sharp * 100)}% of the sharpest angle's`);
  const expo = m((s) => s.exposureShare[j]!);
  reasons.push(expo >= 0.995 ? 'exposure: the best exposed angle here' : `exposure: ${Math.round(expo * 100)}% of the best exposed angle's`);
  const speakers = new Set<string>();
  for (let i = from; i < to; i++) { const sp = steps[i]!.speaker[j]; if (sp !== null && sp !== undefined) speakers.add(sp); }
  if (speakers.size) reasons.push(`transcript: ${[...speakers].sort(byId).join(' and ')} ${speakers.size > 1 ? 'are' : 'is'} speaking, on this angle`);
  const rank = angle.role !== null ? policy.preferredRoles.indexOf(angle.role) : -1;
  if (rank >= 0) reasons.push(`role: '${angle.role}' is the ${ordinal(rank + 1)} of ${policy.preferredRoles.length} preferred roles`);
  return reasons;
}

/** The candidates response for one multicam group (see the module's header for the method). */
export function selectCuts(input: SelectCutsInput): SelectorResponse {
  const policy = resolvePolicy(input.policy);
  const angles = [...input.angles].sort((a, b) => byId(a.candidateId, b.candidateId));
  const ids = angles.map((a) => a.candidateId);
  const signalVersions = Object.fromEntries(Object.keys(input.signalVersions).sort(byId).map((k) => [k, input.signalVersions[k]!]));
  const empty: SelectorResponse = {
    projectId: input.projectId, groupId: input.groupId, selectorVersion, signalVersions, moments: [],
    recommendation: { cutSchedule: [], audioBed: [], suppressedSwitches: [] }, divergesFromComposition: false,
  };
  const span = groupSpan(angles);
  if (!span) return empty;
  const t0 = Math.ceil(span.start / STEP - EPS) * STEP;
  const n = Math.max(0, Math.floor((span.end - t0) / STEP + EPS));
  if (n === 0) return empty;
  const at = (i: number) => r3(t0 + i * STEP);
  const turns = [...(input.turns ?? [])].sort((a, b) => a.startSec - b.startSec || byId(a.speaker, b.speaker));
  const steps = measure(angles, t0, n, turns, policy);

  // Best angle per step, with sub-0.3 s fluctuations merged away.
  const best = mergeShortRuns(steps.map((s) => argBest(s.score, s.available, ids)), steps, MERGE_STEPS);
  const toSteps = (sec: number) => Math.round(sec / STEP);
  const margin = (i: number, a: number, b: number) => {
    const sa = steps[i]!.score[a]!, sb = steps[i]!.score[b]!;
    return Number.isFinite(sa) && Number.isFinite(sb) ? sa - sb : 0;
  };
  const picture = walk(best, steps, ids, { minSteps: toSteps(policy.minShotSec), cooldownSteps: toSteps(policy.cooldownSec), maxSteps: toSteps(policy.maxShotSec) },
    margin, (i, exclude) => argBest(steps[i]!.score, steps[i]!.available, ids, exclude));
  const cuts = picture.cuts;
  const shown = new Array<number>(n);
  cuts.forEach((c, ci) => { const end = ci + 1 < cuts.length ? cuts[ci + 1]!.step : n; for (let i = c.step; i < end; i++) shown[i] = c.angle; });

  // The cut schedule.
  const cutSchedule: CutScheduleEntry[] = cuts.map((c, ci) => {
    const end = ci + 1 < cuts.length ? cuts[ci + 1]!.step : n;
    const a = angles[c.angle]!, id = a.candidateId;
    const mean = (j: number) => meanOver(c.step, end, steps, j, (s) => s.score[j]!).mean;
    const reasons: string[] = [];
    if (c.kind === 'open') reasons.push(`opens on ${id}: the best score (${mean(c.angle).toFixed(3)}) at the start`);
    else if (c.kind === 'switch') {
      const from = ids[c.from]!;
      const sNew = steps[c.step]!.score[c.angle]!, sOld = steps[c.step]!.score[c.from]!;
      reasons.push(`cut to ${id} at ${fmt1(t0 + c.step * STEP)} s: its score ${sNew.toFixed(3)} beats ${from}'s ${sOld.toFixed(3)} by ${(sNew - sOld).toFixed(3)}`);
      reasons.push(`${from} was held ${fmt1(c.previousShotSec)} s (minimum ${fmt1(policy.minShotSec)} s)`);
    } else if (c.kind === 'variety') {
      reasons.push(`${ids[c.from]!} reached the ${fmt1(policy.maxShotSec)} s maximum shot: cut to ${id}, the next best angle, for variety`);
    } else reasons.push(`${ids[c.from]!}'s recording ends at ${fmt1(t0 + c.step * STEP)} s: cut to ${id}, the best angle recording`);
    const sp = new Set<string>();
    for (let i = c.step; i < end; i++) { const s = steps[i]!.speaker[c.angle]; if (s) sp.add(s); }
    if (sp.size) reasons.push(`${[...sp].sort(byId).join(' and ')} speaks on this angle`);
    return { startSec: at(c.step), endSec: at(end), candidateId: id, sourceInSec: r3(t0 + c.step * STEP - a.offsetSec), sourceOutSec: r3(t0 + end * STEP - a.offsetSec), reasons };
  });

  const suppressedSwitches: SuppressedSwitch[] = picture.suppressed.map((s) => ({
    atSec: at(s.step), wouldHaveBeenCandidateId: ids[s.angle]!, byScore: r3(s.byScore), blockedBy: s.blockedBy, releaseAtSec: at(s.releaseAt),
  }));

  // Moments: split where the best angle changes and where the schedule cuts.
  const bounds: number[] = [0];
  for (let i = 1; i < n; i++) if (best[i] !== best[i - 1] || shown[i] !== shown[i - 1]) bounds.push(i);
  bounds.push(n);
  const cutSteps = new Map(cuts.map((c) => [c.step, c] as const));
  const shotEnds = new Map<number, number>(); // end step → shot length (steps)
  cuts.forEach((c, ci) => shotEnds.set(ci + 1 < cuts.length ? cuts[ci + 1]!.step : n, (ci + 1 < cuts.length ? cuts[ci + 1]!.step : n) - c.step));
  let longest = 0;
  const moments: SelectorMoment[] = [];
  for (let b = 0; b + 1 < bounds.length; b++) {
    const from = bounds[b]!, to = bounds[b + 1]!;
    const recordingHere = angles.map((_, j) => j).filter((j) => steps.slice(from, to).some((s) => s.available[j]));
    const candidates: SelectorCandidate[] = recordingHere.map((j) => {
      const contributions: Record<string, number> = {};
      for (const key of [...signalNames, 'role']) contributions[key] = r3(meanOver(from, to, steps, j, (s) => s.contributions[j]![key]!).mean);
      const score = r3(Object.values(contributions).reduce((x, y) => x + y, 0));
      return { candidateId: ids[j]!, role: angles[j]!.role, score, contributions, reasons: candidateReasons(from, to, steps, j, angles[j]!, policy, recordingHere.length) };
    }).sort((x, y) => y.score - x.score || byId(x.candidateId, y.candidateId));
    const notes: string[] = [];
    const cut = cutSteps.get(from);
    if (cut?.kind === 'variety') notes.push(`cut for variety after the ${fmt1(policy.maxShotSec)} s maximum shot`);
    for (const s of picture.suppressed.filter((x) => x.step >= from && x.step < to)) {
      const who = ids[s.angle]!;
      if (s.rule === 'shot') notes.push(`held the ${fmt1(policy.minShotSec)} s minimum after the cut at ${fmt1(t0 + s.lastCutStep * STEP)} s (${who} waited)`);
      else if (s.rule === 'cooldown') notes.push(`held the ${fmt1(policy.cooldownSec)} s cooldown after the cut at ${fmt1(t0 + s.lastCutStep * STEP)} s (${who} waited)`);
      else notes.push(`${who} leads for only ${fmt1(s.runSteps * STEP)} s, under the ${fmt1(policy.minShotSec)} s minimum: held ${ids[s.shown]!}`);
    }
    const shotLen = shotEnds.get(to);
    if (shotLen !== undefined) {
      if (shotLen > longest && moments.length > 0 && longest > 0) notes.push(`longest shot so far (${fmt1(shotLen * STEP)} s)`);
      longest = Math.max(longest, shotLen);
    }
    moments.push({ startSec: at(from), endSec: at(to), chosen: ids[shown[from]!]!, pacingNote: notes.join('; '), candidates });
  }

  // The audio bed.
  let audioBed: AudioBedEntry[];
  if (policy.audio === 'follow-picture') {
    audioBed = cutSchedule.map((c) => ({ startSec: c.startSec, endSec: c.endSec, candidateId: c.candidateId, reasons: [`follows the picture: ${c.candidateId} is on screen`] }));
  } else {
    const loudest: number[] = [];
    for (let i = 0; i < n; i++) {
      const voice = steps[i]!.signals.map((s) => s.voice);
      const j = argBest(voice, steps[i]!.available, ids);
      loudest.push(j >= 0 && voice[j]! > 0 ? j : i > 0 ? loudest[i - 1]! : j);
    }
    const bedSteps = toSteps(BED_MIN_SEC);
    const bed = walk(loudest, steps, ids, { minSteps: bedSteps, cooldownSteps: 0, maxSteps: null },
      (i, a, b) => steps[i]!.signals[a]!.voice - steps[i]!.signals[b]!.voice, () => -1);
    audioBed = bed.cuts.map((c, ci) => {
      const end = ci + 1 < bed.cuts.length ? bed.cuts[ci + 1]!.step : n;
      const id = ids[c.angle]!;
      const rel = meanOver(c.step, end, steps, c.angle, (s) => s.relDb[c.angle]!).mean;
      const level = meanOver(c.step, end, steps, c.angle, (s) => s.levelDb[c.angle]!).mean;
      const reasons = [level < SILENCE_DB
        ? `nobody speaks: keeps ${id}'s microphone`
        : `best microphone: ${id}'s is ${fmt1(Math.abs(rel))} dB ${rel >= 0 ? 'louder' : 'quieter'} than the others' on average here`];
      if (c.kind === 'switch') reasons.push(`switched after ${fmt1(c.previousShotSec)} s on ${ids[c.from]!} (minimum ${fmt1(BED_MIN_SEC)} s)`);
      if (c.kind === 'forced') reasons.push(`${ids[c.from]!}'s recording ends here`);
      if (ids[shown[c.step]!] !== id) reasons.push(`the picture shows ${ids[shown[c.step]!]!} at ${fmt1(t0 + c.step * STEP)} s`);
      return { startSec: at(c.step), endSec: at(end), candidateId: id, reasons };
    });
  }

  // Against the composition's own cuts.
  let divergesFromComposition = false;
  const compCuts = input.composition?.cuts;
  if (compCuts && compCuts.length) {
    for (let i = 0; i < n && !divergesFromComposition; i++) {
      const centre = t0 + (i + 0.5) * STEP;
      const c = compCuts.find((x) => centre >= x.startSec && centre < x.endSec);
      if (c && c.candidateId !== ids[shown[i]!]) divergesFromComposition = true;
    }
  }

  return {
    projectId: input.projectId,
    groupId: input.groupId,
    selectorVersion,
    signalVersions,
    moments,
    recommendation: { cutSchedule, audioBed, suppressedSwitches },
    divergesFromComposition,
  };
}
