/**
 * The multicam selector's engine (control-plane/features/selector/engine.ts) on synthetic
 * signals: two speakers alternating turns, each on an angle whose microphone is 14 dB louder for
 * its own speaker, and a wide angle 1.37 s late hearing both 6 dB under their own microphones.
 */
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { signalVersions, type AngleSignals } from '../../shared/multicam/signals.ts';
import { defaultPolicy, selectCuts, selectorVersion, validatePolicy, type SelectCutsInput, type SelectorAngle, type SelectorResponse, type TranscriptTurn } from '../../control-plane/features/selector/engine.ts';

const test = suite('selector engine');

const turnsSpec: [string, number][] = [['A', 4.0], ['B', 1.2], ['A', 0.8], ['B', 5.0], ['A', 3.5]];
const turns: TranscriptTurn[] = [];
{
  let t = 0;
  for (const [speaker, len] of turnsSpec) {
    turns.push({ speaker, startSec: Math.round(t * 10) / 10, endSec: Math.round((t + len) * 10) / 10, candidateId: `cam-${speaker.toLowerCase()}` });
    t += len;
  }
}
const totalSec = turns[turns.length - 1]!.endSec; // 14.5
const speakerAt = (tGroup: number) => turns.find((t) => tGroup >= t.startSec && tGroup < t.endSec)?.speaker ?? null;

/** Signals of one angle from a group-time level function; 10 Hz levels, 100 Hz onset, 5 Hz pictures. */
function angleSignals(offsetSec: number, durationSec: number, level: (tGroup: number) => number, faceArea: number, sharp: number): AngleSignals {
  const frames = (rate: number) => Math.round(durationSec * rate);
  const levelDb = Array.from({ length: frames(10) }, (_, i) => level(offsetSec + (i + 0.5) / 10));
  const onset = Array.from({ length: frames(100) }, (_, i) => (i % 25 === 0 ? 1 : 0.1));
  const pictures = frames(5);
  return {
    versions: signalVersions,
    window: { startSec: 0, endSec: durationSec },
    durationSec,
    audioRate: 10, levelDb,
    onsetRate: 100, onset,
    videoRate: 5,
    face: Array.from({ length: pictures }, () => ({ area: faceArea, x: 0.5, y: 0.4, score: 0.9 })),
    motion: Array.from({ length: pictures }, (_, i) => (i === 0 ? 0 : 2 + (i % 3))),
    sharpness: Array.from({ length: pictures }, () => sharp),
    exposure: Array.from({ length: pictures }, () => ({ mean: 120, clipped: 0.01 })),
  };
}

const SPEAKING = -20, OTHER = SPEAKING - 14, WIDE = SPEAKING - 6;
const ownMic = (who: string) => (t: number) => (speakerAt(t) === who ? SPEAKING : OTHER);
const wideOffset = 1.37;
const angles: SelectorAngle[] = [
  { candidateId: 'cam-a', role: 'speaker', offsetSec: 0, signals: angleSignals(0, totalSec, ownMic('A'), 0.12, 180) },
  { candidateId: 'cam-b', role: 'speaker', offsetSec: 0, signals: angleSignals(0, totalSec, ownMic('B'), 0.11, 170) },
  { candidateId: 'cam-wide', role: 'wide', offsetSec: wideOffset, signals: angleSignals(wideOffset, totalSec - wideOffset, (t) => (speakerAt(t) ? WIDE : -70), 0.03, 150) },
];

const base = (over: Partial<SelectCutsInput> = {}): SelectCutsInput => ({
  projectId: 'prj_1', groupId: 'grp_1', angles, turns, signalVersions: { ...signalVersions }, ...over,
});

const shownAt = (r: SelectorResponse, t: number) => r.recommendation.cutSchedule.find((c) => t >= c.startSec && t < c.endSec)?.candidateId;
const bedAt = (r: SelectorResponse, t: number) => r.recommendation.audioBed.find((c) => t >= c.startSec && t < c.endSec)?.candidateId;

test('the response has exactly the spec\'s fields', () => {
  const r = selectCuts(base());
  assert.equal(Object.keys(r), ['projectId', 'groupId', 'selectorVersion', 'signalVersions', 'moments', 'recommendation', 'divergesFromComposition']);
  assert.is(r.selectorVersion, selectorVersion);
  assert.equal(Object.keys(r.recommendation), ['cutSchedule', 'audioBed', 'suppressedSwitches']);
  for (const m of r.moments) {
    assert.equal(Object.keys(m), ['startSec', 'endSec', 'chosen', 'pacingNote', 'candidates']);
    for (const c of m.candidates) {
      assert.equal(Object.keys(c), ['candidateId', 'role', 'score', 'contributions', 'reasons']);
      const sum = Object.values(c.contributions).reduce((x, y) => x + y, 0);
      assert.ok(Math.abs(sum - c.score) < 1e-9, `contributions add up to the score (${sum} vs ${c.score})`);
      assert.ok(c.reasons.length > 0 && c.reasons.every((s) => typeof s === 'string' && s.length > 0));
    }
  }
  for (const c of r.recommendation.cutSchedule) assert.equal(Object.keys(c), ['startSec', 'endSec', 'candidateId', 'sourceInSec', 'sourceOutSec', 'reasons']);
  for (const c of r.recommendation.audioBed) assert.equal(Object.keys(c), ['startSec', 'endSec', 'candidateId', 'reasons']);
  for (const s of r.recommendation.suppressedSwitches) assert.equal(Object.keys(s), ['atSec', 'wouldHaveBeenCandidateId', 'byScore', 'blockedBy', 'releaseAtSec']);
  assert.is(r.moments[0]!.startSec, 0);
  assert.is(r.moments[r.moments.length - 1]!.endSec, totalSec);
  // Moments tile the timeline, and the schedule too.
  for (let i = 1; i < r.moments.length; i++) assert.is(r.moments[i]!.startSec, r.moments[i - 1]!.endSec);
  const cs = r.recommendation.cutSchedule;
  for (let i = 1; i < cs.length; i++) assert.is(cs[i]!.startSec, cs[i - 1]!.endSec);
});

test('every turn longer than minShotSec gets a cut to its speaker within 0.5 s of its start', () => {
  const r = selectCuts(base());
  const long = turns.filter((t) => t.endSec - t.startSec > defaultPolicy.minShotSec);
  assert.is(long.length, 3);
  for (const turn of long) {
    const shot = r.recommendation.cutSchedule.find((c) => c.candidateId === turn.candidateId && c.startSec <= turn.startSec + 0.5 && c.endSec > turn.startSec + 0.5);
    assert.ok(shot, `a shot of ${turn.candidateId} by ${turn.startSec + 0.5} s`);
    // The first turn opens the timeline; the others are cuts placed within 0.5 s of the turn's start.
    if (turn.startSec > 0) assert.ok(Math.abs(shot!.startSec - turn.startSec) <= 0.5, `cut at ${shot!.startSec} for the turn at ${turn.startSec}`);
    assert.is(shownAt(r, (turn.startSec + turn.endSec) / 2), turn.candidateId);
  }
  assert.equal(r.recommendation.cutSchedule.map((c) => [c.startSec, c.endSec, c.candidateId]), [[0, 6, 'cam-a'], [6, 11, 'cam-b'], [11, 14.5, 'cam-a']]);
});

test('turns shorter than minShotSec get no cut: a switch away from the angle on screen is suppressed by minShotSec', () => {
  const r = selectCuts(base());
  const short = turns.filter((t) => t.endSec - t.startSec < defaultPolicy.minShotSec);
  assert.is(short.length, 2);
  for (const turn of short) {
    assert.not.ok(r.recommendation.cutSchedule.some((c) => c.startSec > turn.startSec - 0.5 && c.startSec < turn.endSec - 0.5), `no cut inside the ${turn.endSec - turn.startSec} s turn at ${turn.startSec}`);
    const onScreen = shownAt(r, turn.startSec + 0.05);
    if (onScreen === turn.candidateId) continue; // its angle is already on screen: nothing to switch to
    const s = r.recommendation.suppressedSwitches.find((x) => x.wouldHaveBeenCandidateId === turn.candidateId && Math.abs(x.atSec - turn.startSec) <= 0.5);
    assert.ok(s, `the ${turn.endSec - turn.startSec} s turn of ${turn.speaker} is a suppressed switch`);
    assert.is(s!.blockedBy, 'minShotSec');
    assert.ok(s!.byScore > 0, 'it would have won on score');
    assert.ok(s!.releaseAtSec > s!.atSec);
  }
  // The 1.2 s turn of B, while cam-a is on screen, is the suppressed one; its moment says why.
  const sB = r.recommendation.suppressedSwitches.find((x) => x.wouldHaveBeenCandidateId === 'cam-b')!;
  assert.is(sB.atSec, 4);
  assert.is(sB.releaseAtSec, 6);
  const m = r.moments.find((x) => x.startSec === 4)!;
  assert.is(m.chosen, 'cam-a');
  assert.match(m.pacingNote, /cam-b leads for only 1\.2 s, under the 2\.0 s minimum/);
});

test('the chosen angle\'s largest share is its voice while its speaker talks; reasons read as sentences', () => {
  const r = selectCuts(base());
  let checked = 0;
  for (const m of r.moments) {
    const mid = (m.startSec + m.endSec) / 2;
    const turn = turns.find((t) => mid >= t.startSec && mid < t.endSec)!;
    if (turn.candidateId !== m.chosen) continue;
    const c = m.candidates.find((x) => x.candidateId === m.chosen)!;
    const [top] = Object.entries(c.contributions).sort((a, b) => b[1] - a[1]);
    assert.is(top![0], 'voice', `${m.chosen} at ${m.startSec}–${m.endSec}: ${JSON.stringify(c.contributions)}`);
    assert.ok(c.reasons.some((s) => /^voice: its microphone is \d+(\.\d)? dB louder than the others' \(speaking\)$/.test(s)), c.reasons.join(' | '));
    assert.is(m.candidates[0]!.candidateId, m.chosen, 'the chosen one scores best there');
    checked++;
  }
  assert.ok(checked >= 3);
});

test('source spans map back into each angle\'s file; the timeline starts where two angles record', () => {
  // cam-a and the wide alone: the wide hears B 8 dB louder than cam-a does, so it takes B's turns.
  const r = selectCuts(base({ angles: [angles[0]!, angles[2]!] }));
  assert.is(r.moments[0]!.startSec, 1.4, 'the first 0.1 s step inside both recordings');
  const wide = r.recommendation.cutSchedule.filter((c) => c.candidateId === 'cam-wide');
  assert.ok(wide.length > 0, JSON.stringify(r.recommendation.cutSchedule));
  for (const c of wide) {
    assert.is(c.sourceInSec, Math.round((c.startSec - wideOffset) * 1000) / 1000);
    assert.is(c.sourceOutSec, Math.round((c.endSec - wideOffset) * 1000) / 1000);
  }
  for (const c of r.recommendation.cutSchedule.filter((x) => x.candidateId !== 'cam-wide')) {
    assert.is(c.sourceInSec, c.startSec);
    assert.is(c.sourceOutSec, c.endSec);
  }
});

test('a shot reaching maxShotSec cuts to the next best angle for variety', () => {
  const r = selectCuts(base({ policy: { minShotSec: 1, maxShotSec: 3 } }));
  const variety = r.recommendation.cutSchedule.filter((c) => c.reasons.some((s) => /reached the 3\.0 s maximum shot: cut to cam-\w+, the next best angle, for variety/.test(s)));
  assert.ok(variety.length > 0, JSON.stringify(r.recommendation.cutSchedule.map((c) => c.reasons)));
  for (const c of r.recommendation.cutSchedule) assert.ok(c.endSec - c.startSec <= 3 + 1e-9, `${c.candidateId} ${c.startSec}–${c.endSec}`);
  assert.ok(r.moments.some((m) => /cut for variety after the 3\.0 s maximum shot/.test(m.pacingNote)));
});

test('the same input gives the same JSON', () => {
  const a = JSON.stringify(selectCuts(base()));
  const b = JSON.stringify(selectCuts(base({ angles: [...angles].reverse(), signalVersions: Object.fromEntries(Object.entries(signalVersions).reverse()) })));
  assert.is(a, b);
  assert.is(JSON.stringify(selectCuts(base({ policy: { audio: 'best-microphone' } }))), JSON.stringify(selectCuts(base({ policy: { audio: 'best-microphone' } }))));
  // Numbers carry 3 decimals at most.
  for (const m of a.match(/-?\d+\.\d+/g) ?? []) assert.ok(m.split('.')[1]!.length <= 3, m);
});

test('a longer minimum shot gives fewer cuts', () => {
  const normal = selectCuts(base()).recommendation.cutSchedule.length;
  const r = selectCuts(base({ policy: { minShotSec: 6 } }));
  assert.ok(r.recommendation.cutSchedule.length < normal, `${r.recommendation.cutSchedule.length} < ${normal}`);
  assert.ok(r.recommendation.suppressedSwitches.length > 0);
  for (const c of r.recommendation.cutSchedule.slice(0, -1)) assert.ok(c.endSec - c.startSec >= 6 - 1e-9);
});

test('cooldown longer than the minimum blocks a cut with cooldownSec', () => {
  const r = selectCuts(base({ policy: { minShotSec: 1, cooldownSec: 7 } }));
  const s = r.recommendation.suppressedSwitches.find((x) => x.blockedBy === 'cooldownSec');
  assert.ok(s, JSON.stringify(r.recommendation.suppressedSwitches));
  const cuts = r.recommendation.cutSchedule.map((c) => c.startSec);
  for (let i = 2; i < cuts.length; i++) assert.ok(cuts[i]! - cuts[i - 1]! >= 7 - 1e-9);
  assert.ok(r.recommendation.cutSchedule.some((c) => Math.abs(c.startSec - s!.releaseAtSec) < 1e-9), 'the cut lands when the cooldown releases');
});

test('audio: follow-picture takes the schedule\'s spans; best-microphone follows the speaker whatever the picture', () => {
  const follow = selectCuts(base());
  assert.equal(follow.recommendation.audioBed.map((b) => [b.startSec, b.endSec, b.candidateId]), follow.recommendation.cutSchedule.map((c) => [c.startSec, c.endSec, c.candidateId]));
  const r = selectCuts(base({ policy: { audio: 'best-microphone' } }));
  assert.equal(r.recommendation.cutSchedule, follow.recommendation.cutSchedule, 'the picture does not change');
  for (const turn of turns.filter((t) => t.endSec - t.startSec >= 1)) {
    for (let t = turn.startSec + 0.35; t < turn.endSec - 0.05; t += 0.1) assert.is(bedAt(r, t), turn.candidateId, `bed at ${t.toFixed(2)} s`);
  }
  // During B's 1.2 s turn the picture stays on cam-a, the sound goes to cam-b.
  assert.is(shownAt(r, 4.6), 'cam-a');
  assert.is(bedAt(r, 4.6), 'cam-b');
  const bedB = r.recommendation.audioBed.find((b) => b.startSec === 4)!;
  assert.ok(bedB.reasons.some((s) => /best microphone: cam-b's is \d+(\.\d)? dB louder/.test(s)), bedB.reasons.join(' | '));
  assert.ok(bedB.reasons.some((s) => /the picture shows cam-a/.test(s)));
  for (const b of r.recommendation.audioBed.slice(0, -1)) assert.ok(b.endSec - b.startSec >= 1 - 1e-9);
});

test('divergesFromComposition', () => {
  const r = selectCuts(base());
  const same = r.recommendation.cutSchedule.map((c) => ({ startSec: c.startSec, endSec: c.endSec, candidateId: c.candidateId }));
  assert.is(r.divergesFromComposition, false, 'no composition');
  assert.is(selectCuts(base({ composition: null })).divergesFromComposition, false);
  assert.is(selectCuts(base({ composition: { cuts: same } })).divergesFromComposition, false);
  assert.is(selectCuts(base({ composition: { cuts: same.slice(1) } })).divergesFromComposition, false, 'a partial overlap that agrees');
  assert.is(selectCuts(base({ composition: { cuts: [{ startSec: 0, endSec: 14.5, candidateId: 'cam-wide' }] } })).divergesFromComposition, true);
  const moved = same.map((c, i) => (i === 1 ? { ...c, startSec: c.startSec + 0.3 } : i === 0 ? { ...c, endSec: c.endSec + 0.3 } : c));
  assert.is(selectCuts(base({ composition: { cuts: moved } })).divergesFromComposition, true, 'a cut 0.3 s late');
});

test('an angle whose recording ends forces a cut; the next switch waits for the minimum shot', () => {
  // cam-b stops recording at 10.0 s, in the middle of its speaker's turn.
  const shortB = { ...angles[1]!, signals: angleSignals(0, 10, ownMic('B'), 0.11, 170) };
  const r = selectCuts(base({ angles: [angles[0]!, shortB, angles[2]!] }));
  assert.equal(r.recommendation.cutSchedule.map((c) => [c.startSec, c.endSec, c.candidateId]), [[0, 6, 'cam-a'], [6, 10, 'cam-b'], [10, 12, 'cam-wide'], [12, 14.5, 'cam-a']]);
  assert.ok(r.recommendation.cutSchedule[2]!.reasons.includes("cam-b's recording ends at 10.0 s: cut to cam-wide, the best angle recording"));
  assert.equal(r.recommendation.suppressedSwitches.find((s) => s.atSec === 11), { atSec: 11, wouldHaveBeenCandidateId: 'cam-a', byScore: r.recommendation.suppressedSwitches.find((s) => s.atSec === 11)!.byScore, blockedBy: 'minShotSec', releaseAtSec: 12 });
  const m = r.moments.find((x) => x.startSec === 11)!;
  assert.is(m.chosen, 'cam-wide');
  assert.is(m.pacingNote, 'held the 2.0 s minimum after the cut at 10.0 s (cam-a waited)');
  assert.not.ok(m.candidates.some((c) => c.candidateId === 'cam-b'), 'an angle that does not record is no candidate');
});

test('a fluctuation under 0.3 s joins its neighbours', () => {
  // cam-a's microphone jumps for 0.2 s in the middle of B's long turn.
  const blip = (t: number) => (t >= 8 && t < 8.2 ? SPEAKING + 10 : ownMic('A')(t));
  const withBlip = [{ ...angles[0]!, signals: angleSignals(0, totalSec, blip, 0.12, 180) }, angles[1]!, angles[2]!];
  const r = selectCuts(base({ angles: withBlip, turns: undefined }));
  assert.not.ok(r.moments.some((m) => m.startSec > 6 && m.startSec < 11), JSON.stringify(r.moments.map((m) => [m.startSec, m.endSec])));
  assert.not.ok(r.recommendation.suppressedSwitches.some((s) => s.atSec > 6 && s.atSec < 11));
  assert.equal(r.recommendation.cutSchedule.map((c) => c.candidateId), ['cam-a', 'cam-b', 'cam-a']);
});

test('without turns the microphones alone pick the speakers', () => {
  const r = selectCuts(base({ turns: undefined }));
  assert.equal(r.recommendation.cutSchedule.map((c) => c.candidateId), ['cam-a', 'cam-b', 'cam-a']);
  for (const m of r.moments) for (const c of m.candidates) assert.is(c.contributions.transcript, 0);
});

test('validatePolicy names each problem by its path', () => {
  assert.equal(validatePolicy(undefined), []);
  assert.equal(validatePolicy({}), []);
  assert.equal(validatePolicy({ ...defaultPolicy }), []);
  assert.equal(validatePolicy({ minShotSec: 5, maxShotSec: 3 }), ['body.policy.minShotSec: must be ≤ maxShotSec (5 > 3)']);
  assert.equal(validatePolicy({ minShotSec: 13 }), ['body.policy.minShotSec: must be ≤ maxShotSec (13 > 12)']);
  assert.equal(validatePolicy({ cooldownSec: -1 }), ['body.policy.cooldownSec: must be ≥ 0 (got -1)']);
  assert.equal(validatePolicy({ weights: { voice: -0.1 } }), ['body.policy.weights.voice: must be ≥ 0 (got -0.1)']);
  assert.equal(validatePolicy({ weights: { voice: 0, face: 0, motion: 0, sharpness: 0, exposure: 0, transcript: 0 } }), ['body.policy.weights: must not all be zero']);
  assert.equal(validatePolicy({ weights: { loudness: 1 } as never }), ['body.policy.weights.loudness: unknown signal (known: voice, face, motion, sharpness, exposure, transcript)']);
  assert.equal(validatePolicy({ preferredRoles: ['wide', 'drone'] }), ["body.policy.preferredRoles[1]: unknown role 'drone' (known: wide, speaker, close-up, screen)"]);
  assert.equal(validatePolicy({ audio: 'loudest' as never }), ["body.policy.audio: must be 'follow-picture' or 'best-microphone' (got 'loudest')"]);
  assert.equal(validatePolicy({ minShotSec: Number.NaN }), ['body.policy.minShotSec: must be a finite number']);
  assert.throws(() => selectCuts(base({ policy: { minShotSec: 20 } })), /body\.policy\.minShotSec/);
});

test('no angles: an empty answer', () => {
  const r = selectCuts(base({ angles: [] }));
  assert.equal(r.moments, []);
  assert.equal(r.recommendation, { cutSchedule: [], audioBed: [], suppressedSwitches: [] });
  assert.is(r.divergesFromComposition, false);
});

test.run();
