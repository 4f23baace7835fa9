/**
 * Scores the built-in critics (features/critics/builtin.ts) from what a node measured, the frozen
 * composition and the project's brief. Pure and deterministic: the same input gives the same
 * results, so a stored verification can always be scored again.
 *
 * Every result has the critic's score against its floor (platform- and frame-dependent floors
 * resolved) and findings that say where: the second and the evidence still that shows the problem
 * (frame critics), or the start of the time span and a still inside it when there is one
 * (timeline and composition critics). A critic passes when its score meets the floor in its
 * direction and none of its findings fails on its own.
 *
 * Definitions this module fixes (each critic's function says more):
 *   - scores are rounded to 2 decimals (loudness to 0.1 LU, the text-size floor to 0.1 px); the
 *     title-safe share is rounded down, so any real crossing reads below 1 (half a pixel over an
 *     edge is taken as anti-aliasing, not a crossing);
 *   - caption speed counts every character the viewer reads, spaces and punctuation included (as
 *     Netflix's timed-text guide does), runs of white space as one;
 *   - the loudness target and the title-safe insets are the brief's platform's (−14 LUFS / −1 dBTP
 *     and 5 % per edge without a brief); a silent mix fails loudness with no score;
 *   - black-frozen's score is max(longest black stretch, longest frozen stretch − 5 s): a black
 *     stretch fails past 1 s, a frozen one past 6 s (the 5 s a still may hold, plus the floor).
 */
import { builtinCritics, type BuiltinCritic } from '../critics/builtin.ts';
import type { Brief } from '../briefs/briefs.ts';
import type { CriticFinding, CriticResult } from './results.ts';
import type { DrawnText, EvidenceMeasurement, OcrWord, PixelBox, VerifyMeasurements } from '../../../shared/verify/measurements.ts';
import type { Composition } from '../../../shared/composition/schema.ts';
import { platforms, type Insets, type PlatformId } from '../../../shared/platforms.ts';
import { captionPagesOf, compositionDurationSec, shotsOf } from './evidence-times.ts';
import { deltaE2000, hexToLab, type Lab } from '../../../shared/color/delta-e.ts';

export interface ScoringInput {
  /** The frozen document the evidence was drawn from. */
  composition: Composition;
  /** What the node measured. */
  measurements: VerifyMeasurements;
  brief: Brief | null;
  /** The brief's brand kit colours (hex), null without a kit. */
  brandPalette: string[] | null;
  /** Whether the service can draw a font family (built in, or the org's own). */
  fontAvailable: (family: string) => boolean;
  /** The built-in critics asked for, by id (default: all of them); results keep builtin.ts's order. */
  only?: string[];
}

/** A finding and whether it fails the critic by itself. */
type Found = CriticFinding;

interface Scored {
  score: number | null;
  floor: number | null;
  findings: Found[];
  /** Set to fail or err regardless of the score (a failure says why in its findings, an error in `reason`). */
  status?: 'fail' | 'error';
  reason?: string;
}

interface Skip { skipped: string; floor?: number | null }

type Outcome = Scored | Skip;

const round = (v: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.round(v * f) / f;
};
const floorTo = (v: number, digits = 2) => {
  const f = 10 ** digits;
  return Math.floor(v * f + 1e-9) / f;
};
/** A number as a person reads it: at most `digits` decimals, no trailing zeros. */
const fmt = (v: number, digits = 1) => String(round(v, digits));
/** Seconds as a finding says them. */
const sec = (v: number) => `${fmt(v, 2)} s`;
/** A signed figure with a true minus sign. */
const signed = (v: number, digits = 1) => (v < 0 ? `−${fmt(-v, digits)}` : fmt(v, digits));
/** A quoted text, shortened. */
const quote = (text: string, max = 40) => {
  const t = text.replace(/\s+/g, ' ').trim();
  return `"${t.length > max ? `${t.slice(0, max - 1)}…` : t}"`;
};

const meets = (score: number, floor: number, direction: 'min' | 'max') => (direction === 'min' ? score >= floor : score <= floor);

const vertical: readonly PlatformId[] = ['youtube-shorts', 'tiktok', 'instagram-reels'];

function finalise(critic: BuiltinCritic, outcome: Outcome): CriticResult {
  const base = { criticId: critic.id, label: critic.label, tier: critic.tier, phase: critic.phase, unit: critic.unit, direction: critic.direction };
  if ('skipped' in outcome) {
    return { ...base, score: null, floor: outcome.floor === undefined ? critic.floor : outcome.floor, pass: null, status: 'skipped', reason: outcome.skipped, findings: [] };
  }
  const findings = outcome.findings;
  if (outcome.status === 'error') return { ...base, score: outcome.score, floor: outcome.floor, pass: false, status: 'error', reason: outcome.reason ?? null, findings };
  const pass = outcome.status !== 'fail'
    && outcome.score !== null && outcome.floor !== null && meets(outcome.score, outcome.floor, critic.direction)
    && !outcome.findings.some((f) => f.fails);
  return { ...base, score: outcome.score, floor: outcome.floor, pass, status: pass ? 'pass' : 'fail', reason: null, findings };
}

// ---------------------------------------------------------------------------------------------
// Helpers over the evidence

interface Placed { text: DrawnText; still: EvidenceMeasurement }

function drawnTexts(m: VerifyMeasurements): Placed[] {
  return m.evidence.flatMap((still) => still.texts.map((text) => ({ text, still })));
}

/** Per clip, the still where `worse(a, b)` says it reads worst (the earliest among equals). */
function worstPerClip(placed: Placed[], value: (p: Placed) => number, direction: 'min' | 'max'): { placed: Placed; value: number }[] {
  const byClip = new Map<string, { placed: Placed; value: number }>();
  for (const p of placed) {
    const v = value(p);
    const had = byClip.get(p.text.clipRef);
    if (!had || (direction === 'min' ? v < had.value : v > had.value)) byClip.set(p.text.clipRef, { placed: p, value: v });
  }
  return [...byClip.values()];
}

const textLabel = (t: DrawnText) => (t.kind === 'captions' ? 'Caption' : 'Text');

/** The first evidence still inside [startSec, endSec), or null. */
function stillIn(m: VerifyMeasurements, startSec: number, endSec: number): EvidenceMeasurement | null {
  return m.evidence.find((e) => e.atSec >= startSec - 1e-9 && e.atSec < endSec - 1e-9) ?? null;
}

const at = (still: EvidenceMeasurement) => ({ atSec: still.atSec, evidenceIndex: still.index });

// ---------------------------------------------------------------------------------------------
// The critics

const contrastFloor = 4.5;

function textContrast(input: ScoringInput): Outcome {
  const placed = drawnTexts(input.measurements);
  if (!placed.length) return { skipped: 'no text was drawn on any evidence still' };
  const worst = worstPerClip(placed, (p) => p.text.contrastRatio, 'min');
  const score = round(Math.min(...placed.map((p) => p.text.contrastRatio)));
  const findings: Found[] = worst
    .filter((w) => round(w.value) < contrastFloor)
    .sort((a, b) => a.placed.still.atSec - b.placed.still.atSec)
    .map(({ placed: p, value }) => ({
      ...at(p.still), box: p.text.box, value: round(value), fails: true,
      message: `${textLabel(p.text)} ${quote(p.text.text)} has contrast ${fmt(value, round(value, 1) >= contrastFloor ? 2 : 1)}:1 against its background at ${sec(p.still.atSec)} (needs ${contrastFloor}:1)`,
    }));
  return { score, floor: contrastFloor, findings };
}

/** The title-safe rectangle of a frame, in output pixels. */
export function titleSafeRect(width: number, height: number, insets: Insets): { left: number; top: number; right: number; bottom: number } {
  return { left: insets.left * width, right: width - insets.right * width, top: insets.top * height, bottom: height - insets.bottom * height };
}

const defaultInsets: Insets = { top: 0.05, right: 0.05, bottom: 0.05, left: 0.05 };

/** Half a pixel of anti-aliasing is not a crossing. */
const safeTolerancePx = 0.5;

function titleSafe(input: ScoringInput): Outcome {
  const placed = drawnTexts(input.measurements);
  if (!placed.length) return { skipped: 'no text was drawn on any evidence still' };
  const { width, height } = input.composition.output;
  const insets = input.brief ? platforms[input.brief.platform].titleSafe : defaultInsets;
  const where = input.brief ? `${platforms[input.brief.platform].name}'s title-safe area` : 'the title-safe area (5 % per edge)';
  const rect = titleSafeRect(width, height, insets);
  const share = (box: PixelBox) => {
    const area = box.width * box.height;
    if (!(area > 0)) return 0;
    const w = Math.max(0, Math.min(box.x + box.width, rect.right + safeTolerancePx) - Math.max(box.x, rect.left - safeTolerancePx));
    const h = Math.max(0, Math.min(box.y + box.height, rect.bottom + safeTolerancePx) - Math.max(box.y, rect.top - safeTolerancePx));
    return Math.min(1, (w * h) / area);
  };
  const edges = (box: PixelBox) => [
    box.y < rect.top - safeTolerancePx ? 'top' : null,
    box.x + box.width > rect.right + safeTolerancePx ? 'right' : null,
    box.y + box.height > rect.bottom + safeTolerancePx ? 'bottom' : null,
    box.x < rect.left - safeTolerancePx ? 'left' : null,
  ].filter((e): e is string => e !== null);
  const worst = worstPerClip(placed, (p) => share(p.text.box), 'min');
  const score = floorTo(Math.min(...placed.map((p) => share(p.text.box))));
  const findings: Found[] = worst
    .filter((w) => floorTo(w.value) < 1)
    .sort((a, b) => a.placed.still.atSec - b.placed.still.atSec)
    .map(({ placed: p, value }) => {
      const crossed = edges(p.text.box);
      const edgeText = crossed.length ? ` (it crosses the ${crossed.join(' and ')} edge${crossed.length > 1 ? 's' : ''})` : '';
      return {
        ...at(p.still), box: p.text.box, value: floorTo(value), fails: true,
        message: `${textLabel(p.text)} ${quote(p.text.text)} has ${fmt(floorTo(value) * 100, 0)} % of its box inside ${where} at ${sec(p.still.atSec)}${edgeText}`,
      };
    });
  return { score, floor: 1, findings };
}

/** The smallest text height a frame takes: 3 % of its shorter side, to 0.1 px. */
export function textSizeFloor(width: number, height: number): number {
  return round(0.03 * Math.min(width, height), 1);
}

function textSize(input: ScoringInput): Outcome {
  const { width, height } = input.composition.output;
  const floor = textSizeFloor(width, height);
  const placed = drawnTexts(input.measurements);
  if (!placed.length) return { skipped: 'no text was drawn on any evidence still', floor };
  const worst = worstPerClip(placed, (p) => p.text.heightPx, 'min');
  const score = round(Math.min(...placed.map((p) => p.text.heightPx)));
  const findings: Found[] = worst
    .filter((w) => round(w.value) < floor)
    .sort((a, b) => a.placed.still.atSec - b.placed.still.atSec)
    .map(({ placed: p, value }) => ({
      ...at(p.still), box: p.text.box, value: round(value), fails: true,
      message: `${textLabel(p.text)} ${quote(p.text.text)} is drawn ${fmt(value)} px high at ${sec(p.still.atSec)} (needs ${fmt(floor)} px, 3 % of the frame's shorter side)`,
    }));
  return { score, floor, findings };
}

const captionCeilingCps = 20;

/** The characters a viewer reads: all of them, spaces and punctuation included, white space runs as one. */
export function readingChars(text: string): number {
  return [...text.replace(/\s+/g, ' ').trim()].length;
}

function captionSpeed(input: ScoringInput): Outcome {
  const { composition, measurements } = input;
  const durationSec = compositionDurationSec(composition);
  const frameSec = 1 / composition.output.fps;
  const spans: { startSec: number; endSec: number; text: string; kind: 'text' | 'caption' }[] = [];
  for (const track of composition.tracks) {
    if (track.hidden) continue;
    for (const clip of track.clips) {
      if (clip.kind === 'audio' || clip.opacity === 0) continue;
      if (clip.kind === 'text') spans.push({ startSec: clip.start, endSec: clip.start + clip.duration, text: clip.text, kind: 'text' });
      else if (clip.kind === 'captions') for (const page of captionPagesOf(clip)) spans.push({ ...page, kind: 'caption' });
    }
  }
  const rated = spans
    .map((s) => ({ ...s, endSec: Math.min(s.endSec, durationSec) }))
    .filter((s) => s.endSec > s.startSec && readingChars(s.text) > 0)
    .map((s) => ({ ...s, cps: readingChars(s.text) / Math.max(frameSec, s.endSec - s.startSec) }));
  if (!rated.length) return { skipped: 'the composition shows no text or captions' };
  const score = round(Math.max(...rated.map((r) => r.cps)));
  const findings: Found[] = rated
    .filter((r) => round(r.cps) > captionCeilingCps)
    .sort((a, b) => a.startSec - b.startSec)
    .map((r) => ({
      atSec: round(r.startSec, 3), evidenceIndex: stillIn(measurements, r.startSec, r.endSec)?.index ?? null, value: round(r.cps), fails: true,
      message: `${r.kind === 'caption' ? 'Caption page' : 'Text'} ${quote(r.text)} shows ${readingChars(r.text)} characters for ${sec(r.endSec - r.startSec)} from ${sec(r.startSec)}: ${fmt(r.cps)} characters a second (at most ${captionCeilingCps})`,
    }));
  return { score, floor: captionCeilingCps, findings };
}

function loudness(input: ScoringInput): Outcome {
  const platform = input.brief ? platforms[input.brief.platform] : null;
  const target = platform?.loudness ?? { integratedLufs: -14, truePeakDbtp: -1 };
  const targetName = platform ? `${platform.name}'s target of ${signed(target.integratedLufs)} LUFS` : `the target of ${signed(target.integratedLufs)} LUFS`;
  const sound = input.measurements.sound;
  if (!sound.audible || sound.integratedLufs === null) {
    return {
      score: null, floor: 1, status: 'fail',
      findings: [{ atSec: null, evidenceIndex: null, value: null, fails: true, message: `The video has no audible sound (silent or no sound at all), so it cannot reach ${targetName}` }],
    };
  }
  const integrated = sound.integratedLufs;
  const score = round(Math.abs(integrated - target.integratedLufs), 1);
  const findings: Found[] = [];
  if (score > 1) {
    findings.push({
      atSec: null, evidenceIndex: null, value: score, fails: true,
      message: `Integrated loudness is ${signed(integrated)} LUFS, ${fmt(score)} LU ${integrated < target.integratedLufs ? 'below' : 'above'} ${targetName} (at most 1 LU off)`,
    });
  }
  if (sound.truePeakDbtp !== null && sound.truePeakDbtp > target.truePeakDbtp) {
    const over = round(sound.truePeakDbtp - target.truePeakDbtp, 1);
    findings.push({
      atSec: null, evidenceIndex: null, value: over, fails: true,
      message: `True peak is ${signed(sound.truePeakDbtp)} dBTP, ${fmt(over)} dB over the ceiling of ${signed(target.truePeakDbtp)} dBTP`,
    });
  }
  return { score, floor: 1, findings };
}

const blackFloorSec = 1;
/** How long a frame may hold still before it counts (a title card, a held shot). */
const frozenGraceSec = 5;

function blackFrozen(input: ScoringInput): Outcome {
  const m = input.measurements;
  const rated = m.stretches.map((s) => {
    const length = s.endSec - s.startSec;
    return { ...s, length, counted: s.kind === 'black' ? length : length - frozenGraceSec };
  });
  const score = round(Math.max(0, ...rated.map((r) => r.counted)));
  const findings: Found[] = rated
    .filter((r) => round(r.counted) > blackFloorSec)
    .sort((a, b) => a.startSec - b.startSec)
    .map((r) => ({
      atSec: round(r.startSec, 3), evidenceIndex: stillIn(m, r.startSec, r.endSec)?.index ?? null, value: round(r.counted), fails: true,
      message: r.kind === 'black'
        ? `The picture is black for ${sec(r.length)} from ${sec(r.startSec)} (at most ${blackFloorSec} s)`
        : `The picture does not move for ${sec(r.length)} from ${sec(r.startSec)} (at most ${frozenGraceSec + blackFloorSec} s)`,
    }));
  return { score, floor: blackFloorSec, findings };
}

/** The longest a shot may last: 8 s on vertical short-form platforms (or a portrait frame without a brief), else 20 s. */
export function pacingCeiling(composition: Composition, brief: Brief | null): number {
  if (brief) return vertical.includes(brief.platform) ? 8 : 20;
  return composition.output.height > composition.output.width ? 8 : 20;
}

function pacing(input: ScoringInput): Outcome {
  const ceiling = pacingCeiling(input.composition, input.brief);
  const shots = shotsOf(input.composition);
  if (!shots.length) return { skipped: 'the composition has no frames', floor: ceiling };
  const score = round(Math.max(...shots.map((s) => s.endSec - s.startSec)));
  const why = input.brief ? `on ${platforms[input.brief.platform].name}` : input.composition.output.height > input.composition.output.width ? 'in a portrait frame' : 'in a landscape frame';
  const findings: Found[] = shots
    .filter((s) => round(s.endSec - s.startSec) > ceiling)
    .map((s) => ({
      atSec: round(s.startSec, 3), evidenceIndex: stillIn(input.measurements, s.startSec, s.endSec)?.index ?? null, value: round(s.endSec - s.startSec), fails: true,
      message: `The shot from ${sec(s.startSec)} to ${sec(s.endSec)} lasts ${sec(s.endSec - s.startSec)} without a cut (at most ${ceiling} s ${why})`,
    }));
  return { score, floor: ceiling, findings };
}

const brandFloor = 12;

function parseLab(hex: string): Lab | null {
  try { return hexToLab(hex); } catch { return null; }
}

function brandColors(input: ScoringInput): Outcome {
  if (!input.brief) return { skipped: 'the project has no brief' };
  if (!input.brandPalette) return { skipped: 'the brief has no brand kit' };
  const palette = input.brandPalette.map((hex) => ({ hex, lab: parseLab(hex) })).filter((p): p is { hex: string; lab: Lab } => p.lab !== null);
  if (!palette.length) return { skipped: 'the brand kit has no hex colours' };
  let total = 0, weight = 0;
  const findings: Found[] = [];
  for (const still of input.measurements.evidence) {
    let sTotal = 0, sWeight = 0;
    let largest: { hex: string; dE: number; nearest: string; share: number } | null = null;
    for (const colour of still.dominantColors) {
      const lab = parseLab(colour.hex);
      if (!lab || !(colour.share > 0)) continue;
      let best = { hex: palette[0]!.hex, dE: Infinity };
      for (const p of palette) {
        const dE = deltaE2000(lab, p.lab);
        if (dE < best.dE) best = { hex: p.hex, dE };
      }
      sTotal += colour.share * best.dE;
      sWeight += colour.share;
      if (!largest || colour.share > largest.share) largest = { hex: colour.hex, dE: best.dE, nearest: best.hex, share: colour.share };
    }
    if (!(sWeight > 0)) continue;
    total += sTotal;
    weight += sWeight;
    const mean = sTotal / sWeight;
    if (round(mean) > brandFloor) {
      findings.push({
        ...at(still), value: round(mean), fails: false,
        message: `The still at ${sec(still.atSec)} is on average ΔE ${fmt(mean)} from the brand colours (at most ${brandFloor}); its largest colour ${largest!.hex} is ${fmt(largest!.dE)} from ${largest!.nearest}`,
      });
    }
  }
  if (!(weight > 0)) return { score: null, floor: brandFloor, findings: [], status: 'error', reason: 'no still had its colours measured' };
  return { score: round(total / weight), floor: brandFloor, findings };
}

/** Every font family the composition names, first spelling kept, with the first clip that names it. */
export function namedFontFamilies(composition: Composition): { family: string; atSec: number; endSec: number; where: string }[] {
  const found = new Map<string, { family: string; atSec: number; endSec: number; where: string }>();
  const add = (family: string | undefined, atSec: number, endSec: number, where: string) => {
    if (family === undefined || family.trim() === '' || family.startsWith('brand:')) return;
    const key = family.trim().toLowerCase();
    const had = found.get(key);
    if (!had || atSec < had.atSec) found.set(key, { family: had?.family ?? family.trim(), atSec, endSec, where });
  };
  const kitProfile = composition.brandKit?.kit?.captionProfile;
  for (const track of composition.tracks) {
    if (track.hidden) continue;
    for (const clip of track.clips) {
      const end = clip.start + clip.duration;
      if (clip.kind === 'text') add(clip.style?.fontFamily, clip.start, end, `text ${quote(clip.text, 30)}`);
      else if (clip.kind === 'captions') {
        const profile = { ...(kitProfile ?? {}), ...(clip.profile ?? {}) };
        add(profile.fontFamily, clip.start, end, 'captions');
        add(profile.emphasisFontFamily, clip.start, end, 'captions (emphasis)');
      }
    }
  }
  return [...found.values()];
}

function fontsReproducible(input: ScoringInput): Outcome {
  const families = namedFontFamilies(input.composition);
  if (!families.length) return { score: 1, floor: 1, findings: [] };
  const missing = families.filter((f) => !input.fontAvailable(f.family));
  const findings: Found[] = missing.map((f) => ({
    atSec: round(f.atSec, 3), evidenceIndex: stillIn(input.measurements, f.atSec, f.endSec)?.index ?? null, value: 0, fails: true,
    message: `Font family "${f.family}" (${f.where}, from ${sec(f.atSec)}) is not available to the renderer`,
  }));
  return { score: round((families.length - missing.length) / families.length), floor: 1, findings };
}

/** Width:height of an aspect written `w:h`, or null. */
function aspectOf(ratio: string): number | null {
  const m = /^(\d+(?:\.\d+)?):(\d+(?:\.\d+)?)$/.exec(ratio.trim());
  return m && Number(m[2]) > 0 ? Number(m[1]) / Number(m[2]) : null;
}

function briefFormat(input: ScoringInput): Outcome {
  const brief = input.brief;
  if (!brief) return { skipped: 'the project has no brief' };
  const platform = platforms[brief.platform];
  const { width, height } = input.composition.output;
  const duration = compositionDurationSec(input.composition);
  const off = duration - brief.durationSec;
  const score = round(Math.abs(off));
  const findings: Found[] = [];
  if (score > 1) {
    findings.push({
      atSec: off > 0 ? brief.durationSec : null,
      evidenceIndex: off > 0 ? stillIn(input.measurements, brief.durationSec, duration)?.index ?? null : null,
      value: score, fails: true,
      message: `The video lasts ${sec(duration)}, ${sec(Math.abs(off))} ${off > 0 ? 'longer' : 'shorter'} than the brief's ${sec(brief.durationSec)} (at most 1 s off)`,
    });
  }
  const want = aspectOf(platform.aspectRatio);
  if (want !== null && Math.abs(width / height - want) / want > 0.01) {
    findings.push({
      atSec: null, evidenceIndex: null, value: null, fails: true,
      message: `The frame is ${width}×${height}, not ${platform.name}'s ${platform.aspectRatio} aspect`,
    });
  }
  if (duration < platform.durationSec.min || duration > platform.durationSec.max) {
    findings.push({
      atSec: null, evidenceIndex: null, value: round(duration), fails: true,
      message: `The video lasts ${sec(duration)}; ${platform.name} takes ${platform.durationSec.min} to ${platform.durationSec.max} s`,
    });
  }
  return { score, floor: 1, findings };
}

// ---------------------------------------------------------------------------------------------
// Phrase matching on OCR

/** Lower case, accents and punctuation dropped, white space single. */
export function normalizeOcrText(text: string): string {
  return text.normalize('NFKD').replace(/\p{M}+/gu, '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();
}

function levenshtein(a: string, b: string): number {
  if (a === b) return 0;
  if (!a.length) return b.length;
  if (!b.length) return a.length;
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j]! + 1, cur[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length]!;
}

export interface PhraseMatch {
  found: boolean;
  /** The OCR words that matched (normalised), or null. */
  matched: string | null;
  /** Character edits between the phrase and those words (spaces ignored), or null. */
  errors: number | null;
}

/**
 * Whether OCR read a phrase: both sides normalised (case, accents, punctuation, white space), then
 * every run of consecutive OCR words one word shorter to one longer than the phrase is compared
 * with it, spaces ignored (OCR splits and joins words), by edit distance; about one character error
 * per 6 characters of the phrase is tolerated (none under 6). The closest run wins.
 */
export function findPhraseInOcr(ocr: { text: string; words?: OcrWord[] } | null, phrase: string): PhraseMatch {
  const none: PhraseMatch = { found: false, matched: null, errors: null };
  if (!ocr) return none;
  const target = normalizeOcrText(phrase);
  if (!target) return none;
  const source = ocr.text.trim() ? ocr.text : (ocr.words ?? []).map((w) => w.text).join(' ');
  const tokens = normalizeOcrText(source).split(' ').filter(Boolean);
  const want = target.replace(/ /g, '');
  const allowed = Math.floor([...want].length / 6);
  const n = target.split(' ').length;
  let best: { matched: string; errors: number } | null = null;
  for (let size = Math.max(1, n - 1); size <= n + 1; size++) {
    for (let i = 0; i + size <= tokens.length; i++) {
      const run = tokens.slice(i, i + size);
      const errors = levenshtein(want, run.join(''));
      if (errors <= allowed && (!best || errors < best.errors)) best = { matched: run.join(' '), errors };
    }
  }
  return best ? { found: true, ...best } : none;
}

function mustIncludeText(input: ScoringInput): Outcome {
  const brief = input.brief;
  if (!brief) return { skipped: 'the project has no brief' };
  const phrases = [...brief.mustInclude.texts, ...(brief.mustInclude.callToAction ? [brief.mustInclude.callToAction] : [])]
    .filter((p) => normalizeOcrText(p) !== '');
  if (!phrases.length) return { skipped: 'the brief names no must-include text or call to action' };
  const read = [...input.measurements.evidence].filter((e) => e.ocr !== null).sort((a, b) => a.atSec - b.atSec || a.index - b.index);
  if (!read.length) return { score: null, floor: 1, findings: [], status: 'error', reason: 'OCR did not run' };
  const findings: Found[] = phrases.map((phrase) => {
    const still = read.find((e) => findPhraseInOcr(e.ocr, phrase).found);
    return still
      ? { ...at(still), ...ocrBox(still, phrase), value: 1, fails: false, message: `${quote(phrase)} read on screen at ${sec(still.atSec)}` }
      : { atSec: null, evidenceIndex: null, value: 0, fails: true, message: `${quote(phrase)} was not read on any of ${read.length} still${read.length === 1 ? '' : 's'}` };
  });
  const found = findings.filter((f) => !f.fails).length;
  return { score: round(found / phrases.length), floor: 1, findings };
}

/** The box of the OCR words that read a phrase, when the matcher says which. */
function ocrBox(still: EvidenceMeasurement, phrase: string): { box?: PixelBox } {
  const words = still.ocr?.words ?? [];
  const wanted = new Set(normalizeOcrText(phrase).split(' '));
  const hits = words.filter((w) => wanted.has(normalizeOcrText(w.text)));
  if (!hits.length) return {};
  const left = Math.min(...hits.map((w) => w.box.x)), top = Math.min(...hits.map((w) => w.box.y));
  return { box: { x: left, y: top, width: Math.max(...hits.map((w) => w.box.x + w.box.width)) - left, height: Math.max(...hits.map((w) => w.box.y + w.box.height)) - top } };
}

const logoFloor = 0.7;

function logoPresent(input: ScoringInput): Outcome {
  const brief = input.brief;
  if (!brief) return { skipped: 'the project has no brief' };
  if (!brief.mustInclude.logoMediaId) return { skipped: 'the brief names no logo' };
  let best: EvidenceMeasurement | null = null;
  for (const e of input.measurements.evidence) if (e.logo && (!best || e.logo.score > best.logo!.score)) best = e;
  if (!best) {
    return {
      score: null, floor: logoFloor, status: 'fail',
      findings: [{ atSec: null, evidenceIndex: null, value: null, fails: true, message: `The logo was not found on any still (${input.measurements.evidence.length} searched)` }],
    };
  }
  const score = round(best.logo!.score);
  const ok = score >= logoFloor;
  return {
    score, floor: logoFloor,
    findings: [{
      ...at(best), box: best.logo!.box, value: score, fails: !ok,
      message: ok
        ? `The logo matches at ${fmt(score, 2)} at ${sec(best.atSec)}`
        : `The logo's best match is ${fmt(score, 2)}, at ${sec(best.atSec)} (needs ${logoFloor})`,
    }],
  };
}

const scorers: Record<string, (input: ScoringInput) => Outcome> = {
  'text-contrast': textContrast,
  'title-safe': titleSafe,
  'text-size': textSize,
  'caption-speed': captionSpeed,
  loudness,
  'black-frozen': blackFrozen,
  pacing,
  'brand-colors': brandColors,
  'fonts-reproducible': fontsReproducible,
  'brief-format': briefFormat,
  'must-include-text': mustIncludeText,
  'logo-present': logoPresent,
};

/** One result per built-in critic asked for, in builtin.ts's order. */
export function scoreBuiltins(input: ScoringInput): CriticResult[] {
  const asked = input.only ? new Set(input.only) : null;
  return builtinCritics
    .filter((c) => !asked || asked.has(c.id))
    .map((critic) => {
      const scorer = scorers[critic.id];
      if (!scorer) return finalise(critic, { score: null, floor: critic.floor, findings: [], status: 'error', reason: 'no scorer for this critic' });
      return finalise(critic, scorer(input));
    });
}

/** A verification's verdict: fail when any critic failed or could not be measured. */
export function verdictOf(results: CriticResult[]): 'pass' | 'fail' {
  return results.some((r) => r.status === 'fail' || r.status === 'error') ? 'fail' : 'pass';
}
